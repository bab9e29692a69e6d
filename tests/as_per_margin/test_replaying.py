"""As Per Margin records in the kit's replay tools: the notebook replayer on the open table and the exports.

The frigate duel of ``replays/``: Amethyst (GB) against Thetis (FR); its first-blood point
carries an arrow between two points ``x,y`` and a highlighted point.
"""

from __future__ import annotations

import io
import json
from fractions import Fraction
from pathlib import Path

import pytest
from PIL import Image
from replay_checks import FreshBoard

import sailkit
from sailkit.annotations import Arrow, Highlight
from sailkit.cli import main
from sailkit.replay_export import Replay
from sailkit.replayer.view import grouped
from sailkit.rulesets.as_per_margin.faces.replay import SUPPORT, ReplayBoard

DUEL = Path(__file__).resolve().parents[2] / "replays" / "apm-frigate-duel.apm"


def test_the_replayer_draws_the_table_and_keeps_it_while_stepping() -> None:
    r = sailkit.replay(DUEL)
    assert isinstance(r.picture.board, ReplayBoard)
    for i in range(12):
        r.slider.value = i
    assert r.picture.rebuilds == 1 and r.frames >= 12
    picture = Image.open(io.BytesIO(r.image.value))
    assert picture.size[0] > 300 and picture.size[1] > 300
    r.slider.value = 0
    assert str(r.shown.ships[0]) == "Amethyst (GB) 20,16 heading 45: undamaged"
    labels = {t.get_text() for t in r.picture.board.ax.texts}
    assert {"Amethyst", "Thetis", "wind from 270°"} <= labels


def test_a_roll_that_moves_no_ship_shows_what_each_result_decides() -> None:
    """The first roll settles who is Side 1 [TURN SEQUENCE, APM-01a]: odd or even, an even chance, not one "no change"."""
    r = sailkit.replay(DUEL)
    first_roll = next(i for i, n in enumerate(r.line.nodes) if str(n.action).startswith("roll"))
    r.slider.value = first_roll
    rows = {effect: (p, results) for effect, p, results in grouped(r.shown.odds)}
    assert rows == {"Side 1: 1": (Fraction(1, 2), ("1", "3", "5")), "Side 1: 2": (Fraction(1, 2), ("2", "4", "6"))}


def test_a_move_is_shown_where_the_ship_stands_after_it() -> None:
    r = sailkit.replay(DUEL)
    move = next(i for i, n in enumerate(r.line.nodes) if str(n.action).startswith("move Amethyst"))
    r.slider.value = move
    line = str(r.shown.ships[0])
    assert line.startswith("Amethyst (GB) ") and "20,16 heading 45" not in line


def test_the_first_blood_arrow_and_highlight_are_drawn_between_points() -> None:
    r = sailkit.replay(DUEL)
    r.jump_bookmark("first blood")
    kinds = [type(a) for a in r.shown.annotations if isinstance(a, Arrow | Highlight)]
    assert {Arrow, Highlight} <= set(kinds)
    drawn = [a.get_gid() for a in r.picture.marks if a.get_gid()]  # a highlight is a wash and a frame: one gid
    assert len(drawn) == len(kinds) and r.notes == []  # one mark each, none refused
    board = r.picture.board
    state = r.game.branch().go(r.node).state
    place = next(a.place for a in r.shown.annotations if isinstance(a, Highlight))
    x, y = (float(v) for v in place.split(","))
    assert board.point(state, place) == (x, y)
    ring = board.cell(state, place)
    assert len(ring) > 12 and all(abs(((px - x) ** 2 + (py - y) ** 2) ** 0.5 - 1.5) < 1e-6 for px, py in ring)


def test_nothing_is_secret_so_every_view_is_the_umpires() -> None:
    game = sailkit.replayer.controller.load(DUEL)[0]
    start = game.branch().rewind().state
    assert game.rules.observe(start, "FR").state == start and not game.rules.observe(start, "FR").face_down
    assert all(game.rules.conceal(start, a, "FR") is None for a in game.legal_actions()[:5])
    r = sailkit.replay(DUEL, view="FR")
    r.slider.value = 5
    assert not r.shown.hidden and r.shown.action == str(r.node.action)


def test_svg_and_png_of_a_point_from_the_command_line(tmp_path: Path) -> None:
    svg, png = tmp_path / "duel.svg", tmp_path / "duel.png"
    assert main(["replay", str(DUEL), "--at", "first blood", "--svg", str(svg), "--quiet"]) == 0
    text = svg.read_text(encoding="utf-8")
    assert text.startswith("<?xml") and "Amethyst" in text and "Thetis" in text
    assert 'id="annotation-arrow' in text and 'id="annotation-highlight' in text and 'id="ruler' in text
    assert main(["replay", str(DUEL), "--at", "turn 2", "--png", str(png), "--quiet"]) == 0
    assert Image.open(png).size[0] > 300


@pytest.fixture
def short_duel(tmp_path: Path) -> Path:
    """The duel's first dozen actions: its headers but the result."""
    lines = DUEL.read_text(encoding="utf-8").splitlines()
    head = [x for x in lines if x.startswith("[") and not x.startswith("[Result")]
    actions = [x for x in lines if x and not x.startswith(("[", "{", "(", ")", " "))]
    path = tmp_path / "short.apm"
    path.write_text("\n".join([*head, "", *actions[:12]]) + "\n", encoding="utf-8")
    return path


def test_gif_and_html_of_a_short_game(short_duel: Path, tmp_path: Path) -> None:
    gif, page = tmp_path / "duel.gif", tmp_path / "duel.html"
    assert main(["replay", str(short_duel), "--gif", str(gif), "--quiet"]) == 0
    with Image.open(gif) as frames:
        assert frames.n_frames == 13
    assert main(["replay", str(short_duel), "--html", str(page), "--quiet"]) == 0
    text = page.read_text(encoding="utf-8")
    start = text.index('type="application/json">') + len('type="application/json">')
    data = json.loads(text[start : text.index("</script>", start)])
    assert len(data["steps"]) == 13 and data["board"].startswith("<svg")
    assert all(0 <= s["frame"] < len(data["frames"]) for s in data["steps"])


def test_a_point_of_the_replay_as_a_figure() -> None:
    replay = Replay.load(DUEL)
    fig = replay.figure(replay.points[0])
    assert fig.axes and any("Amethyst" in t.get_text() for t in fig.axes[0].texts)


def test_every_step_forward_and_back_gives_the_pixels_of_a_fresh_board_and_pastes_pieces_seen_before() -> None:
    """Each ship is kept as her hull and her name (``drawing.ship_parts``), each by what it shows, and the board says
    what each artist shows (``forms()``): a ship that did not move keeps her artists while another moves, the canvas
    pastes a piece drawn before over the same pixels instead of drawing it, and at every step that drew, forward and
    then back with no frame kept, the picture is pixel for pixel the one a new board draws."""
    import numpy as np

    from sailkit.replayer.picture import Picture

    r = sailkit.replay(DUEL)
    states = [r.cache.get(n, None).state for n in r.line]
    walked = Picture(SUPPORT, states)
    board = walked.board
    assert isinstance(board, ReplayBoard) and walked.canvas is not None
    fresh = FreshBoard(SUPPORT, states)
    compared = kept = 0
    for back, i in [*((False, i) for i in range(len(states))), *((True, i) for i in range(len(states) - 2, -1, -1))]:
        if back and i == len(states) - 2:
            walked.canvas.frames.clear()  # going back draws again rather than putting frames back
        before = {key: [id(a) for a in artists] for key, artists in board.pieces.shown.items()}
        walked.show(states[i])
        now = {key: [id(a) for a in artists] for key, artists in board.pieces.shown.items()}
        kept += sum(1 for key in now if key[0] == "hull" and now[key] == before.get(key))
        if walked.canvas.redrawn and i:
            pixels = np.asarray(walked.canvas.canvas.buffer_rgba()), fresh.pixels(states[i])
            assert np.array_equal(*pixels), f"step to {i} ({'back' if back else 'forward'}) differs from a fresh board"
            compared += 1
    assert compared > 20 and kept > 0 and fresh.held == 2  # the first step compared and the last drawn new too
    assert walked.canvas.sprites.pasted > 10  # pieces pasted from pixels kept, not only drawn


def test_the_board_in_pieces_draws_the_pixels_of_draw_ships() -> None:
    """The ships kept piece by piece are the picture ``drawing.draw_ships`` draws of them all at once, pixel for pixel,
    struck ships and names placed round each other included."""
    import numpy as np

    from sailkit.replayer.picture import Picture
    from sailkit.rulesets.as_per_margin.faces.drawing import draw_ships

    r = sailkit.replay(DUEL)
    states = [r.cache.get(n, None).state for n in r.line]
    state = states[-1]
    assert any(s.struck_to is not None for s in state.position.ships)
    pieces = Picture(SUPPORT, states)
    pieces.show(state)
    whole = Picture(SUPPORT, states)
    whole.show(state)
    board = whole.board
    assert isinstance(board, ReplayBoard) and whole.canvas is not None
    for key, artists in board.pieces.shown.items():
        if key[0] not in ("wind", "sides"):
            for a in artists:
                a.set_visible(False)
    draw_ships(board.ax, [s for s in state.position.ships if s.name not in state.gone and not s.sunk])
    for a in board.ax.get_children():
        a.set_animated(False)
    whole.canvas.canvas.draw()
    pixels = [np.asarray(p.canvas.canvas.buffer_rgba()) for p in (pieces, whole)]  # type: ignore[union-attr]
    assert np.array_equal(*pixels)


def test_the_board_says_which_colour_is_which_side_under_the_ruler_and_grey_once_a_ship_has_struck() -> None:
    """The names are drawn in their side's colour; a key in the strip East of the table, under the ruler, says which
    colour is which nation, and adds grey for struck ships once one has struck [APM-15, APM-16]."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.text import Text

    from sailkit.draw import table as tb
    from sailkit.rulesets.as_per_margin.faces.drawing import NATION_COLOURS, STRUCK_COLOUR

    r = sailkit.replay(DUEL)
    states = [r.cache.get(n, None).state for n in r.line]
    board = ReplayBoard(states)

    def key_words() -> list[tuple[str, str]]:
        (key,) = [a for a in board.ax.get_children() if a.get_gid() == "colour-key" and a.get_visible()]
        canvas = FigureCanvasAgg(board.figure)
        canvas.draw()
        box = key.get_window_extent(canvas.get_renderer())
        x1, ruler = board.ax.transData.transform((board.bounds[2], board.bounds[3] - 8.6))
        assert box.x0 > x1 and box.y1 < ruler  # in the strip, right of the table and under the ruler
        return [(t.get_text(), t.get_color()) for t in key.findobj(Text) if t.get_text()]

    board.update(states[0], "")
    assert key_words() == [("\u25a0 FR", NATION_COLOURS["FR"]), ("\u25a0 GB", NATION_COLOURS["GB"])]
    assert not any(s.struck_to is not None for s in states[0].position.ships)
    board.update(states[-1], "")
    assert any(s.struck_to is not None for s in states[-1].position.ships)
    assert key_words()[-1] == ("\u25a0 struck", STRUCK_COLOUR)
    assert tb.STRIP > 0
