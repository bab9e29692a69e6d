"""The replayer's marks on any board: a record's arrows in proportion to the board's places (no rule set)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest


def test_a_replay_board_with_larger_places_gets_broader_arrows() -> None:
    """The replayer's marks scale with a board's ``place_size`` (an open table in inches), one unit by default."""
    from matplotlib.figure import Figure

    from sailkit.annotations import Arrow
    from sailkit.draw import frame
    from sailkit.replayer.marks import draw_annotations

    class Board:
        def __init__(self, place_size: float | None) -> None:
            self.figure = Figure()
            self.ax = self.figure.add_axes((0, 0, 1, 1))
            frame(self.ax, (0, 0, 40, 40))
            if place_size is not None:
                self.place_size = place_size

        def point(self, state: Any, place: str) -> tuple[float, float]:
            x, y = place.split(",")
            return (float(x), float(y))

    widths = []
    for size in (None, 3.0):
        (arrow,), notes = draw_annotations(Board(size), None, [Arrow("red", "5,5", "30,5")])  # type: ignore[arg-type]
        box = arrow.get_paths()[0].get_extents()
        widths.append(box.y1 - box.y0)
        assert notes == []
    assert widths[1] == pytest.approx(3 * widths[0])


def test_a_replay_draws_a_records_arrows_and_highlights_as_every_picture_does() -> None:
    """One drawer of annotations [issue 24]: the replayer's arrow and highlight are the static picture's (the same
    shape, colour and wash), so a point looks alike in the replayer, its export and a rule set's replay figure."""
    import shapely
    from matplotlib.figure import Figure

    from sailkit.annotations import Arrow, Highlight
    from sailkit.draw import frame
    from sailkit.draw.annotations import draw_annotations as drawn_statically
    from sailkit.replayer.marks import draw_annotations

    def point(place: str) -> tuple[float, float]:
        x, y = place.split(",")
        return (float(x), float(y))

    def cell(place: str) -> list[tuple[float, float]]:
        x, y = point(place)
        return [(x - 0.5, y - 0.5), (x + 0.5, y - 0.5), (x + 0.5, y + 0.5), (x - 0.5, y + 0.5)]

    class Board:
        def __init__(self) -> None:
            self.figure = Figure()
            self.ax = self.figure.add_axes((0, 0, 1, 1))
            frame(self.ax, (0, 0, 10, 10))

        def point(self, state: Any, place: str) -> tuple[float, float]:
            return point(place)

        def cell(self, state: Any, place: str) -> list[tuple[float, float]]:
            return cell(place)

    marks = [Arrow("red", "1,1", "6,4"), Highlight("yellow", "6,4")]
    board = Board()
    replayed, notes = draw_annotations(board, None, marks)  # type: ignore[arg-type]
    static = Board()
    pictured = drawn_statically(static.ax, marks, point, lambda p: shapely.Polygon(cell(p)))

    def looks(artists: list[Any]) -> list[tuple[Any, ...]]:
        return [
            (a.get_gid(), tuple(a.get_facecolor().ravel().round(3)), a.get_paths()[0].vertices.round(3).tobytes())
            for a in artists
        ]

    assert notes == [] and looks(replayed) == looks(pictured)


# ---------------------------------------------------------------- what just happened, on every rule set's board [issue 24]

ROOT = Path(__file__).resolve().parents[1]
#: The replayer's sample (tests/data): Constitution steps, then fires at Guerriere; "roll 56" is no effect [9.34].
SAMPLE = ROOT / "tests" / "data" / "15.4-sample.sail"
#: Positions on the sample's main line: a step that leaves Constitution taken aback after a first step, the broadside
#: aimed and its dice, the next action, Guerriere's drift [8.0], a hit [9.34], and the next Command Decision [6.1].
TWO_STEPS, AIMED, ROLL_56, AFTER, DRIFT, HIT, NEW_PHASE = 7, 21, 22, 23, 33, 44, 37
#: Guerriere tacks in her own square, from S to NE.
TACK = 6
#: A melee [11.21]: Wasp and Frolic fouled in one square hold their fire, and each side throws its die.
MELEE = """[Game "Fighting Sail"]
[Scenario "custom"]
[Position "FS turn 1 wind W | Wasp US 0505 N fouled | Frolic BR 0505 S fouled"]

hold Wasp
hold Frolic
roll 6
roll 1
"""


def _centre(name: str) -> tuple[float, float]:
    """The centre of a Fighting Sail square named ``CCRR``, as the board draws it."""
    from sailkit.draw import squares as sq
    from sailkit.rulesets.fighting_sail.board import square

    return sq.center(square(name))


@pytest.fixture(scope="module")
def sample() -> Any:
    import sailkit

    return sailkit.replay(SAMPLE)


def test_a_move_leaves_a_trail_from_where_the_ship_started_this_phase(sample: Any) -> None:
    """Two steps of Constitution: the trail runs 0610 → 0711 → 0612, the last step the action shown."""
    sample.go(TWO_STEPS)
    moves = [h for h in sample.shown.happened if h.kind == "move"]
    assert [(h.ships, h.path, h.now) for h in moves] == [
        (("Constitution",), (_centre("0610"), _centre("0711")), False),
        (("Constitution",), (_centre("0711"), _centre("0612")), True),
    ]
    assert "Constitution moved from 0711 SW to 0612 W" in sample.panel.value  # said beside the board too
    assert [str(h) for h in sample.shown.just_happened][-1] == "Constitution: → taken aback [7.6]"


def test_a_turn_in_place_is_marked_where_the_ship_stands(sample: Any) -> None:
    """Guerriere tacks in her own square: no trail to draw, yet the board says she turned, and from what to what
    [issue 24: a turn in place left no mark]."""
    from matplotlib.text import Text

    sample.go(TACK)
    (turn,) = sample.shown.just_happened
    assert (turn.kind, turn.ships, turn.path) == ("turn", ("Guerriere",), (_centre("1009"),))
    assert turn.result == "1009 S → 1009 NE" and str(turn) == "Guerriere turned where she stood: 1009 S → 1009 NE"
    words = [a.get_text() for a in sample.picture.happened if isinstance(a, Text)]
    assert words == ["turned: 1009 S → 1009 NE"]


def test_a_shot_is_an_arrow_from_firer_to_target_with_its_result(sample: Any) -> None:
    """At "roll 56" Constitution's broadside at Guerriere did nothing: the mark says so at Guerriere [9.34]."""
    from matplotlib.text import Text

    sample.go(AIMED)
    (aimed,) = [h for h in sample.shown.just_happened if h.kind == "fire"]
    assert (aimed.ships, aimed.result) == (("Constitution", "Guerriere"), "")  # the dice are still to come
    sample.go(ROLL_56)
    fired = [h for h in sample.shown.happened if h.kind == "fire"]
    assert len(fired) == 1  # the broadside aimed is the one its dice settle: one arrow
    (shot,) = fired
    assert shot.now and shot.path == (_centre("0712"), _centre("1207")) and shot.result == "no effect"
    assert "Constitution fired at Guerriere: no effect" in sample.caption.value  # said over the board
    assert "Constitution fired at Guerriere: no effect" in sample.snapshot_html()  # the still's alt text
    words = [a.get_text() for a in sample.picture.happened if isinstance(a, Text)]
    assert words == ["no effect"]
    sample.go(HIT)
    (hit,) = [h for h in sample.shown.just_happened if h.kind == "fire"]
    assert hit.result == "undamaged → H1"


def test_earlier_actions_of_the_phase_fade_and_a_new_phase_starts_clean(sample: Any) -> None:
    from matplotlib.text import Text

    sample.go(AFTER)
    assert sample.shown.happened and not sample.shown.just_happened  # "next US" did nothing on the board
    assert not [a for a in sample.picture.happened if isinstance(a, Text)]  # faded marks say nothing
    assert all(a.get_alpha() < 0.5 for a in sample.picture.happened)
    sample.go(NEW_PHASE)
    assert sample.shown.happened == () and sample.picture.happened == []


def test_a_drift_is_marked_where_it_happened(sample: Any) -> None:
    sample.go(DRIFT)
    (drift,) = sample.shown.just_happened
    assert (drift.kind, drift.ships, drift.path) == ("drift", ("Guerriere",), (_centre("1209"),))
    assert drift.result.startswith("1209 W → 1209 NW")


def test_a_melee_is_marked_in_its_square() -> None:
    import sailkit

    r = sailkit.replay(MELEE)
    r.go(3)  # the first die of two: nothing is settled yet
    assert r.shown.just_happened == ()
    r.go(4)
    marks = r.shown.just_happened
    assert marks and all(h.kind == "melee" and h.path == (_centre("0505"),) for h in marks)
    assert {n for h in marks for n in h.ships} <= {"Wasp", "Frolic"}
    assert all(h.result for h in marks)


def test_a_what_if_shows_its_outcome_with_its_probability(tmp_path: Path) -> None:
    """The what-if "roll 11" instead of roll 33 at Guerriere's first broadside: the mark says it is one, and its odds."""
    import sailkit

    copy = tmp_path / "game.sail"
    copy.write_bytes(SAMPLE.read_bytes())
    r = sailkit.replay(copy)
    r.go(16)
    assert [h.result for h in r.shown.just_happened if h.kind == "fire"] == ["no effect"]
    r.what_if_roll("roll 11")
    (shot,) = [h for h in r.shown.just_happened if h.kind == "fire"]
    assert shot.result == "what if (1/36): undamaged → R1"
    assert "what if (1/36)" in r.caption.value


@pytest.mark.parametrize(
    ("record", "at", "kind", "ships", "result"),
    [
        ("wooden_ships-frigate-duel.wsim", 2, "move", ("Constitution",), ""),
        ("wooden_ships-frigate-duel.wsim", 28, "fire", ("Constitution", "Java"), "Hit Table H"),
        ("wooden_ships-frigate-duel.wsim", 44, "fire", ("Java", "Constitution"), "crew 8-6-6 → 7-6-6"),
        ("apm-frigate-duel.apm", 4, "move", ("Amethyst",), ""),
        ("apm-frigate-duel.apm", 16, "fire", ("Thetis", "Amethyst"), ""),
        ("apm-frigate-duel.apm", 17, "fire", ("Thetis", "Amethyst"), "masts 3/4, hull 1/4; → damaged"),
        ("apm-frigate-duel.apm", 97, "boarding", ("Amethyst",), "guns P 1/2 → 2/2; → struck to FR"),
    ],
)
def test_the_other_rule_sets_mark_moves_shots_and_boardings(
    record: str, at: int, kind: str, ships: tuple[str, ...], result: str
) -> None:
    """Wooden Ships (a broadside's Hit Table read at its die, marked at the phase's end [11.1.7]) and As Per Margin
    (a broadside's dice one by one, the result with the last [FIRE, APM-07])."""
    import sailkit

    r = sailkit.replay(ROOT / "replays" / record)
    r.go(at)
    found = [(h.kind, h.ships, h.result) for h in r.shown.just_happened]
    assert (kind, ships, result) in found
    assert r.picture.happened  # drawn on the board


def test_the_exports_draw_the_marks_the_replayer_draws(sample: Any, tmp_path: Path) -> None:
    """The HTML page and the GIF show the shot at "roll 56" as the replayer does: the same marks, drawn."""
    from PIL import Image

    from sailkit.replay_export import Replay

    replay = Replay.load(SAMPLE)
    sample.go(ROLL_56)
    assert replay.points[ROLL_56].happened == sample.shown.happened
    page = replay.html(progress=False)
    assert ">no effect<" in page  # the result's words as drawn text in the page's SVG, not only in its log
    gif = replay.export_gif(tmp_path / "x.gif", progress=False)
    with Image.open(gif) as im:
        counts = []
        for i in (ROLL_56 - 1, ROLL_56):
            im.seek(i)
            counts.append(_fired_pixels(im.convert("RGB")))
    # the arrow and its result, in the broadside's colour: about a hundred pixels more (without the marks, three)
    assert counts[1] > counts[0] + 40, counts


def test_a_single_exported_picture_shows_what_just_happened(tmp_path: Path) -> None:
    """``sailkit replay RECORD --at 22 --svg OUT`` (a picture for a forum post) marks the shot at "roll 56" as the
    replayer does: the arrow from Constitution to Guerriere and "no effect" [issue 24: it showed the bare board]."""
    from sailkit.replay_export import Replay

    replay = Replay.load(SAMPLE)
    text = replay.export_point(ROLL_56, tmp_path / "shot.svg").read_text()
    assert ">no effect<" in text
    png = replay.export_point(ROLL_56, tmp_path / "shot.png")
    from PIL import Image

    with Image.open(png) as im:
        assert _fired_pixels(im.convert("RGB")) > 100  # the broadside's arrow, in its colour


def _fired_pixels(image: Any) -> int:
    """How many pixels of ``image`` are of the broadside's colour (:data:`sailkit.replayer.marks.FIRED`), near enough."""
    import numpy as np
    from matplotlib.colors import to_rgb

    from sailkit.replayer.marks import FIRED

    want = np.array(to_rgb(FIRED)) * 255
    return int((np.abs(np.asarray(image, dtype=float) - want) < 24).all(axis=-1).sum())


def test_the_jumps_say_where_the_replay_stands(sample: Any) -> None:
    """The Game-Turn, phase and bookmark pickers show the position's own (they were always blank) [issue 24]."""
    sample.go(ROLL_56)
    turns, phases = dict(sample.turn.options), dict(sample.phase.options)
    assert sample.turn.value == turns["Game-Turn 3"] and sample.index == ROLL_56  # showing it jumped nowhere
    assert sample.phase.value == phases["3: Movement [7.22-7.25]"]
    sample.go(0)
    assert sample.turn.value == turns["Game-Turn 1"] and sample.bookmark.value is None


def test_annotations_read_as_words_beside_their_drawing() -> None:
    """The panel names an arrow and a highlighted square in words, never as the record's command text."""
    import sailkit

    r = sailkit.replay(ROOT / "replays" / "15.4-constitution-guerriere.sail")
    r.bookmark.value = "first blood"
    assert "red arrow from 0810 to 1010" in r.panel.value and "1010 highlighted in red" in r.panel.value
    assert "[%" not in r.panel.value and "overflow-wrap:anywhere" in r.panel.value
    assert r.bookmark.value == "first blood"


# ---------------------------------------------------------------- image baselines of the marks

#: Each rule set's board at a shot and at a move (record, position on its main line).
PICTURES = {
    "fs-shot": ("tests/data/15.4-sample.sail", ROLL_56),
    "fs-trail": ("tests/data/15.4-sample.sail", TWO_STEPS),
    "fs-hit": ("tests/data/15.4-sample.sail", HIT),
    "ws-shot": ("replays/wooden_ships-frigate-duel.wsim", 44),
    "apm-shot": ("replays/apm-frigate-duel.apm", 27),
    "fsh-shot": ("replays/fighting_ships-duel.fsh", 89),
}


@pytest.mark.parametrize("name", sorted(PICTURES))
@pytest.mark.mpl_image_compare(
    baseline_dir="baseline/replay_marks",
    savefig_kwargs={"dpi": 50, "bbox_inches": "tight", "pad_inches": 0.1},
    style="default",
    tolerance=1,
)
def test_the_marks_look_as_approved(name: str) -> Any:
    """The replayer's board with the last action's marks, against its approved picture. After an intended change,
    look at them, then: ``python3 dev.py test tests/test_replay_marks.py --mpl-generate-path=tests/baseline/replay_marks``."""
    import sailkit

    record, at = PICTURES[name]
    r = sailkit.replay(ROOT / record)
    r.go(at)
    return r.picture.board.figure if r.picture.board is not None else None


# ---------------------------------------------------------------- the key to the marks, on every rule set's board

#: A record of each rule set, as its replay board draws it.
RECORDS = {
    "fighting_sail": "tests/data/15.4-sample.sail",
    "wooden_ships": "replays/wooden_ships-frigate-duel.wsim",
    "as_per_margin": "replays/apm-frigate-duel.apm",
    "fighting_ships": "replays/fighting_ships-duel.fsh",
}


@pytest.mark.parametrize("ruleset", sorted(RECORDS))
def test_every_replay_board_has_a_key_row_for_every_mark(ruleset: str) -> None:
    """The trail, the ring where a ship began, the broadside's arrow, the ring of anything else, and the fading of
    earlier actions each have a row of the key under the board, inside the figure, so the replayer, a GIF frame and
    the HTML page (all drawn from this board) say what each mark means [issue 24]."""
    import sailkit
    from sailkit.replayer.marks import mark_keys

    r = sailkit.replay(ROOT / RECORDS[ruleset])
    board = r.picture.board
    assert board is not None
    figure = board.figure
    legends = [a for a in board.ax.get_children() if a.__class__.__name__ == "Legend"]
    words = [t.get_text() for legend in legends for t in legend.get_texts()]
    assert [k.text for k in mark_keys()] == [w for w in words if w in {k.text for k in mark_keys()}]
    renderer = figure.canvas.get_renderer()  # type: ignore[attr-defined]
    inside = figure.bbox
    for legend in legends:
        box = legend.get_window_extent(renderer)
        assert inside.x0 - 1 <= box.x0 and box.x1 <= inside.x1 + 1 and inside.y0 - 1 <= box.y0, ruleset
        assert box.y1 <= board.ax.get_window_extent(renderer).y0 + 1, f"{ruleset}: the key lies over the board"


def test_the_exports_carry_the_key_to_the_marks(tmp_path: Path) -> None:
    """The HTML page writes the key's words; the GIF's first frame, before anything happened, already shows the
    broadside's colour: its arrow in the key."""
    from PIL import Image

    from sailkit.replay_export import Replay
    from sailkit.replayer.marks import mark_keys

    replay = Replay.load(SAMPLE)
    page = replay.html(progress=False)
    assert all(k.text.replace("'", "&#x27;") in page or k.text in page for k in mark_keys())
    gif = replay.export_gif(tmp_path / "x.gif", progress=False, every="turn")
    with Image.open(gif) as im:
        assert _fired_pixels(im.convert("RGB")) > 10
    text = replay.export_point(0, tmp_path / "start.svg").read_text()
    assert all(k.text in text.replace("&#x27;", "'") for k in mark_keys())


@pytest.mark.parametrize("ruleset", sorted(RECORDS))
def test_every_rule_sets_exported_point_marks_and_keys_what_happened(ruleset: str) -> None:
    """A point exported alone (``sailkit replay RECORD --at N --svg OUT``) draws what the phase did, as the replayer
    does, with the key to its marks: Fighting Ships' drew the annotations alone [issue 24]."""
    from sailkit.figures import svg
    from sailkit.replay_export import Replay
    from sailkit.replayer.marks import FIRED, mark_keys

    replay = Replay.load(ROOT / RECORDS[ruleset])
    shot = next(p for p in replay.points if any(h.kind == "fire" and h.now and h.result for h in p.happened))
    figure = replay.figure(shot, steady=False)
    words = [t.get_text() for t in figure.axes[0].get_legend().get_texts()]
    assert all(k.text in words for k in mark_keys())
    assert FIRED.lstrip("#").lower() in svg(figure).lower()  # the broadside's arrow


def test_a_ship_sunk_by_a_salvo_is_not_said_to_have_turned_where_she_stood() -> None:
    """Naiad sinks Syrene with the duel's last salvo: the mark is the salvo and its result, not a turn of a ship whose
    place became nothing ("20.2058,26.3301 heading 270 → ") [issue 24: marks say what happened]."""
    from sailkit.replay_export import Replay

    replay = Replay.load(ROOT / "replays" / "fighting_ships-duel.fsh")
    marks = [h for h in replay.points[-1].happened if h.now]
    assert [(h.kind, h.ships) for h in marks] == [("fire", ("Naiad", "Syrene"))]
    assert marks[0].result.endswith("→ sunk")
