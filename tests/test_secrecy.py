"""Secret orders, one mechanism (sailkit.secrecy over the rules' ``sides``/``conceal``) for the replayer and every export.

A side's view hides the other side's orders until the rules reveal them: Fighting Sail's
command chits until the Command Revelation [6.1, 6.14], Wooden Ships' written orders until
every order of the turn is written [7.2.5]. The notebook replayer (driven through its
``viewer`` and ``slider`` widgets), the GIF, the HTML page and one point as SVG or PNG
all show the same words at the same action. (Wooden Ships in the replayer and on the
command line: ``tests/wooden_ships/test_replaying.py``.)
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import sailkit
from sailkit import renderers, replay_export
from sailkit.record import Record
from sailkit.replay_export import Replay
from sailkit.secrecy import Secrets

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = Path(__file__).resolve().parent / "data" / "15.4-sample.sail"
DUEL = ROOT / "replays" / "wooden_ships-frigate-duel.wsim"
#: What the British read in place of the first American chit [6.1, 6.14] (the rules' own words: RULES.conceal).
CHIT = "US gives Constitution an order, face down until the Command Revelation [6.1, 6.14]"
#: What the British read in place of Constitution's first written order [7.2.5].
WRITTEN = "United States writes an order for Constitution, face down until all orders are written [7.2.5]"
#: Points of the samples' main lines: the first order given face down, and the one that reveals it.
HIDDEN, REVEALED = 1, 2


def _short(path: Path, actions: int) -> Record:
    """The first ``actions`` actions of ``path``'s main line (the exports draw a handful of points, not sixty)."""
    record, problems = Record.load(path)
    assert problems == []
    node = record.root
    for _ in range(actions):
        del node.children[1:]
        node = node.children[0]
    node.children.clear()
    record.headers.pop("Final", None)
    return record


@pytest.fixture(scope="module")
def chits() -> Record:
    return _short(SAMPLE, 4)


def test_the_replayer_and_the_exports_say_the_same_at_every_point_from_each_view() -> None:
    """One walk of the record for all: the replayer's panel and an export's points read alike, action by action."""
    record, _ = Record.load(SAMPLE)
    for view in ("BR", "US"):
        r = sailkit.replay(record.copy(), view=view)
        points = Replay(record.copy(), view=view).points
        assert len(points) == len(r.line)
        for i, point in enumerate(points):
            r.slider.value = i
            assert r.shown.action == point.action
            assert r.shown.hidden == point.concealed
            assert r.shown.comments == point.comments


def test_the_replayer_view_switch_hides_the_other_sides_chit_until_revealed() -> None:
    r = sailkit.replay(SAMPLE)
    r.slider.value = HIDDEN
    assert r.shown.action == "command Constitution starboard" and "chit: starboard" in str(r.shown.ships[0])
    r.viewer.value = "BR"  # the switch: the British side's view
    assert r.view == "BR" and r.shown.action == CHIT and r.shown.face_down == ("Constitution",)
    assert "starboard" not in r.panel.value and "chit face down" in str(r.shown.ships[0])
    r.slider.value = REVEALED  # Guerriere's chit given: both turned up [6.14]
    assert "chit: starboard" in str(r.shown.ships[0]) and not r.shown.face_down


def test_secrets_reveal_each_order_once_and_the_umpire_sees_everything() -> None:
    game, _ = sailkit.replayer.controller.load(DUEL)
    nodes = list(game.record().root.mainline())
    british, umpire = Secrets(game, "Britain"), Secrets(game, None)
    assert british.told(nodes[HIDDEN - 1]) == WRITTEN and umpire.told(nodes[HIDDEN - 1]) is None
    assert [str(h) for h in british.revealed(nodes[REVEALED - 1])] == ["order Constitution L3"]
    assert british.hidden(nodes[REVEALED]) == () and umpire.hidden(nodes[HIDDEN - 1]) == ()


def test_html_page_from_a_side_hides_the_other_sides_order_until_revealed(chits: Record) -> None:
    page = Replay(chits.copy(), view="BR").html(progress=False)
    found = re.search(r'<script id="replay-data" type="application/json">(.*?)</script>', page, re.S)
    assert found is not None
    steps = json.loads(found.group(1).replace("<\\/", "</"))["steps"]
    assert steps[HIDDEN]["action"] == CHIT and steps[HIDDEN]["comments"] == [] and steps[HIDDEN]["ruling"] == []
    assert steps[REVEALED]["revealed"] == ["command Constitution starboard"]
    before = json.dumps(steps[:REVEALED])
    assert "starboard" not in before  # nothing of the chit before it is turned up
    umpire = Replay(chits.copy()).html(progress=False)
    assert '"action":"command Constitution starboard"' in umpire


def test_gif_from_a_side_captions_the_hidden_order_as_the_side_reads_it(
    chits: Record, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    captions: list[list[str]] = []
    keep = replay_export._with_caption

    def caption(board: Any, paragraphs: list[str]) -> Any:
        captions.append(list(paragraphs))
        return keep(board, paragraphs)

    monkeypatch.setattr(replay_export, "_with_caption", caption)
    Replay(chits.copy(), view="BR").export_gif(tmp_path / "br.gif", progress=False)
    assert captions[HIDDEN][0].endswith(f"after {CHIT}")
    assert not any("starboard" in line for c in captions[:REVEALED] for line in c)
    assert "revealed: command Constitution starboard" in captions[REVEALED]


def test_one_point_as_svg_or_png_from_a_side_draws_what_that_side_may_see(
    chits: Record, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scenes: list[Any] = []
    find = renderers.renderer_for

    def recording(key: str, kind: str) -> Any:
        draw = find(key, kind)

        def record(scene: Any) -> Any:
            scenes.append(scene)
            return draw(scene)

        return record

    monkeypatch.setattr(renderers, "renderer_for", recording)
    british, umpire = Replay(chits.copy(), view="BR"), Replay(chits.copy())
    svg = british.export_point(HIDDEN, tmp_path / "br.svg").read_text(encoding="utf-8")
    assert "face down until the Command Revelation" in svg and "command Constitution starboard" not in svg
    british.export_point(HIDDEN, tmp_path / "br.png")
    umpire.export_point(HIDDEN, tmp_path / "umpire.png")
    seen = [next(s for s in scene.state.position.ships if s.name == "Constitution").command for scene in scenes]
    assert seen == [None, None, "starboard"]  # the chit lies face down for the British, face up for the umpire
    assert "after command Constitution starboard" in scenes[2].subtitle and CHIT in scenes[1].subtitle


def test_wooden_ships_exports_keep_the_written_order_face_down(tmp_path: Path) -> None:
    record = _short(DUEL, 3)
    british = Replay(record.copy(), view="Britain")
    assert british.points[HIDDEN].action == WRITTEN and british.points[HIDDEN].concealed
    assert british.points[REVEALED].revealed == ("order Constitution L3",)
    assert british.scene(british.points[HIDDEN]).state.order_of("Constitution") is None
    umpire = Replay(record.copy())
    assert umpire.scene(umpire.points[HIDDEN]).state.order_of("Constitution") == "L3"
    page = british.html(progress=False)
    assert WRITTEN in page and '"action":"order Constitution L3"' not in page
