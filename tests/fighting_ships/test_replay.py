"""Fighting Ships in the kit's replay tools (issue 22, REPLAY): the sample Encounter opens in the notebook replayer on
the open table, walks forward and back, shows each ship's line and the marks of what happened, and exports."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image
from replay_checks import differing_steps, exported_points

import sailkit
from sailkit.replay_export import Replay
from sailkit.rulesets.fighting_ships.faces.replay import SUPPORT, ReplayBoard

SAMPLE = Path(__file__).resolve().parents[2] / "replays" / "fighting_ships-encounter.fsh"


def _index(r: object, start: str) -> int:
    return next(i for i, n in enumerate(r.line.nodes) if str(n.action).startswith(start))  # type: ignore[attr-defined]


def test_the_replayer_draws_the_table_and_walks_forward_and_back() -> None:
    r = sailkit.replay(SAMPLE)
    assert isinstance(r.picture.board, ReplayBoard)
    first = [str(line) for line in r.shown.ships]
    assert first[0] == "Defiance (GB) 18,6 heading 0: undamaged"
    for i in [*range(40), *range(38, -1, -1)]:
        r.slider.value = i
    assert r.picture.rebuilds == 1
    assert [str(line) for line in r.shown.ships] == first, "back at the start, the start's lines"
    picture = Image.open(io.BytesIO(r.image.value))
    assert picture.size[0] > 300 and picture.size[1] > 300
    labels = {t.get_text() for t in r.picture.board.ax.texts}
    assert {"Defiance", "Achille", "wind from E (90°)", "Game-Turn 1"} <= labels


def test_a_move_is_a_trail_and_the_ship_stands_where_it_ends() -> None:
    r = sailkit.replay(SAMPLE)
    moved = _index(r, "manoeuvre ")
    name = str(r.line.nodes[moved].action).split()[1]
    r.slider.value = moved - 1
    before = next(line for line in r.shown.ships if line.name == name).place
    r.slider.value = moved
    after = next(line for line in r.shown.ships if line.name == name).place
    pose = r.shown.state.vessel(name).ship.pose
    assert after != before and after == f"{round(pose.x, 2):g},{round(pose.y, 2):g} heading {pose.heading:g}"
    assert [h.kind for h in r.shown.just_happened] == ["move"] and r.shown.just_happened[0].ships == (name,)


def test_the_ship_lines_give_tokens_criticals_and_fate() -> None:
    """At the end of the battle each ship's line gives her Damage and Anchor tokens, her criticals and her fate
    [1.2, 5.6.2]; at least one ship has something to show."""
    r = sailkit.replay(SAMPLE)
    r.slider.value = r.slider.max
    shown = 0
    for line in r.shown.ships:
        v = r.shown.state.vessel(line.name)
        marks = [f"D{v.damage}" if v.damage else "", f"A{v.anchors}" if v.anchors else "", *v.criticals]
        assert line.damage == " ".join(m for m in marks if m)
        assert (v.fate == "afloat") or v.fate in line.status or "gone off" in line.status
        shown += bool(line.damage or line.status)
    assert shown


def test_a_salvo_is_marked_from_the_firer_to_the_target() -> None:
    r = sailkit.replay(SAMPLE)
    fired = _index(r, "fire ")
    _, ship, target = str(r.line.nodes[fired].action).split()
    r.slider.value = fired
    (aimed,) = r.shown.just_happened
    assert aimed.kind == "fire" and aimed.ships == (ship, target)


def test_every_step_forward_and_back_draws_what_a_fresh_board_draws() -> None:
    """Each ship is her base and her name, pieces kept by all they show; walking forward then back, every step that
    drew is pixel for pixel what a new board draws at that point."""
    r = sailkit.replay(SAMPLE)
    states = [r.cache.get(n, None).state for n in list(r.line)[:60]]  # what the replayer shows of the first 60 only
    compared, differ = differing_steps(SUPPORT, states, [*range(len(states)), *range(len(states) - 2, -1, -7)])
    assert compared > 5 and not differ


@pytest.fixture
def short_encounter(tmp_path: Path) -> Path:
    """The Encounter's first 24 actions: its headers but the result and the final position."""
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()
    head = [x for x in lines if x.startswith("[") and not x.startswith(("[Result", "[Final"))]
    actions = [x for x in lines if x and not x.startswith(("[", "{", "(", ")", " "))]
    path = tmp_path / "short.fsh"
    path.write_text("\n".join([*head, "", *actions[:24]]) + "\n", encoding="utf-8")
    return path


def test_gif_and_html_of_a_short_game(short_encounter: Path, tmp_path: Path) -> None:
    assert exported_points(short_encounter, tmp_path) == (25, 25)


def test_a_point_of_the_replay_as_a_figure() -> None:
    replay = Replay.load(SAMPLE)
    fig = replay.figure(replay.points[-1])
    assert fig.axes and any("Defiance" in t.get_text() for t in fig.axes[0].texts)


def test_the_replay_board_draws_the_scenarios_land_and_shoals_with_their_key() -> None:
    """The Fog Lifts lays three islands and three shoals [APP.2.3.2g]: the replay's board shows them under the ships
    at every point, each with its key row (before, the ships sailed round islands nobody could see)."""
    replay = Replay.load(Path(sailkit.__file__).resolve().parents[1] / "replays" / "fighting_ships-fog-lifts.fsh")
    figure = replay.figure(replay.points[len(replay.points) // 2])
    ax = figure.axes[0]
    drawn = {a.get_gid() for a in ax.get_children()}
    assert {"land", "shoals"} <= drawn
    words = " ".join(t.get_text() for t in figure.findobj(lambda a: hasattr(a, "get_text")))
    assert "land [1.5.2g]" in words and "shoals: a Sailing test or aground [1.5.2f]" in words
