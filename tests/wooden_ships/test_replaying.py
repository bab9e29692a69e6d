"""Wooden Ships records in the kit's replay tools: the notebook replayer and the exports (SVG, PNG, HTML).

The duel's first actions: ``order Constitution L3`` (United States), ``order Java L1R1``
(Britain, the last order of the turn: every order is then revealed [7.2.5]).
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

import sailkit
from sailkit.cli import main
from sailkit.replay_export import Replay
from sailkit.rulesets.wooden_ships import RULES, WSAction
from sailkit.rulesets.wooden_ships.replaying import SUPPORT, ReplayBoard
from sailkit.secrecy import Secrets

DUEL = Path(__file__).resolve().parents[2] / "replays" / "wooden_ships-frigate-duel.wsim"
#: line positions in the duel: after the United States' order, after Britain's (all orders written)
US_ORDER, BR_ORDER = 1, 2
TOLD = "United States writes an order for Constitution, face down until all orders are written [7.2.5]"


def test_the_replayer_draws_the_hex_board_and_keeps_it_while_stepping() -> None:
    r = sailkit.replay(DUEL)
    assert isinstance(r.picture.board, ReplayBoard)
    for i in range(12):
        r.slider.value = i
    assert r.picture.rebuilds == 1 and r.frames >= 12
    picture = Image.open(io.BytesIO(r.image.value))
    assert picture.size[0] > 300 and picture.size[1] > 300
    labels = {t.get_text() for t in r.picture.board.ax.texts}
    assert {"J18", "T10"} <= labels  # the hexes the ships start on are drawn and named [2.2]
    r.slider.value = BR_ORDER  # every order written: carried out at once [8.0]
    assert "Constitution (United States) J15 1" in str(r.shown.ships[0])  # J18 facing 2, then L3


def test_a_side_s_view_keeps_the_other_side_s_order_face_down_until_all_are_written() -> None:
    r = sailkit.replay(DUEL, view="Britain")
    r.slider.value = US_ORDER
    s = r.shown
    assert s.hidden and s.action == TOLD and s.face_down == ("Constitution",)
    assert "L3" not in r.panel.value and "L3" not in str(s.ships[0])
    r.slider.value = BR_ORDER  # Britain's order completes the turn's orders: both revealed
    assert not r.shown.hidden and not r.shown.face_down and "order L3 [7.2]" in str(r.shown.ships[0])
    r.viewer.value = "United States"  # the side that wrote it sees its own order
    r.slider.value = US_ORDER
    assert r.shown.action == "order Constitution L3" and not r.shown.hidden
    r.viewer.value = ""  # the umpire sees everything
    assert r.shown.action == "order Constitution L3" and "order L3" in str(r.shown.ships[0])


def test_conceal_hides_an_order_only_in_the_orders_phase_and_hide_takes_it_out_of_the_log() -> None:
    game = sailkit.replayer.controller.load(DUEL)[0]
    start = game.branch().rewind().state
    order = WSAction.parse("order Constitution L3")
    assert RULES.conceal(start, order, "Britain") == TOLD
    assert RULES.conceal(start, order, "United States") is None
    node = game.record().root.children[0]
    hidden = Secrets(game, "Britain").hidden(node)
    assert [(str(h), h.told) for h in hidden] == [("order Constitution L3", TOLD)]
    state = game.branch().go(node).state
    seen, down = SUPPORT.hide(state, hidden)
    assert down == ("Constitution",) and seen.order_of("Constitution") is None
    assert state.order_of("Constitution") == "L3" and SUPPORT.hide(state, ()) == (state, ())
    after, _ = RULES.apply_action(start, order)
    after, _ = RULES.apply_action(after, WSAction.parse("order Java L1R1"))
    assert after.phase != "orders" and RULES.conceal(after, order, "Britain") is None
    assert RULES.sides(start) == ("United States", "Britain")
    assert RULES.describe(start) == {"turn": 1, "phase": "orders phase", "phase_number": 2}


def test_svg_and_png_of_a_point_from_the_command_line(tmp_path: Path) -> None:
    svg, png = tmp_path / "duel.svg", tmp_path / "duel.png"
    assert main(["replay", str(DUEL), "--at", "2", "--svg", str(svg), "--quiet"]) == 0
    text = svg.read_text(encoding="utf-8")
    assert text.startswith("<?xml") and "<svg" in text
    assert "Turn 2, orders phase" in text and "Constitu" in text and "Java" in text
    assert main(["replay", str(DUEL), "--at", "2.2", "--view", "Britain", "--png", str(png), "--quiet"]) == 0
    assert Image.open(png).size[0] > 300


@pytest.fixture
def short_duel(tmp_path: Path) -> Path:
    """The duel's first turn and a half (a whole game's page takes a minute to draw): its headers but the final one."""
    lines = DUEL.read_text(encoding="utf-8").splitlines()
    head = [x for x in lines if x.startswith("[") and not x.startswith("[Final")]
    actions = [x for x in lines if x and not x.startswith(("[", "{"))]
    path = tmp_path / "short.wsim"
    path.write_text("\n".join([*head, "", *actions[:9]]) + "\n", encoding="utf-8")
    return path


def test_html_from_one_side_keeps_the_other_side_s_order_out_of_its_step(short_duel: Path, tmp_path: Path) -> None:
    out = tmp_path / "br.html"
    assert main(["replay", str(short_duel), "--view", "Britain", "--html", str(out), "--quiet"]) == 0
    text = out.read_text(encoding="utf-8")
    start = text.index('type="application/json">') + len('type="application/json">')
    data = json.loads(text[start : text.index("</script>", start)])
    steps = data["steps"]
    assert len(steps) == 10  # the set-up and nine actions
    assert steps[7]["action"] == TOLD and steps[8]["revealed"] == ["order Constitution 2L"]  # and again in turn 2
    assert steps[US_ORDER]["action"] == TOLD and steps[US_ORDER]["ruling"] == []
    assert steps[BR_ORDER]["action"] == "order Java L1R1" and steps[BR_ORDER]["revealed"] == ["order Constitution L3"]
    assert all(f.startswith("<svg") for f in data["frames"])


@pytest.mark.parametrize("view", ["umpire", "United States"])
def test_the_same_order_is_plain_to_the_umpire_and_to_its_own_side(view: str) -> None:
    replay = Replay.load(DUEL, view=view)
    assert replay.points[US_ORDER].action == "order Constitution L3" and not replay.points[US_ORDER].concealed
