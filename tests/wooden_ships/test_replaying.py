"""Wooden Ships records in the kit's replay tools: the notebook replayer and the exports (SVG, PNG, HTML).

The duel's first actions: ``order Constitution L3`` (United States), ``order Java L1R1``
(Britain, the last order of the turn: every order is then revealed [7.2.5]).
"""

from __future__ import annotations

import io
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from replay_checks import FreshBoard

import sailkit
from sailkit.cli import main
from sailkit.replay_export import Replay
from sailkit.rulesets.wooden_ships import RULES, WoodenShipsAction
from sailkit.rulesets.wooden_ships.faces.replay import SUPPORT, ReplayBoard
from sailkit.secrecy import Secrets

DUEL = Path(__file__).resolve().parents[2] / "replays" / "wooden_ships-frigate-duel.wsim"
#: line positions in the duel: after the United States' order, after Britain's (all orders written)
US_ORDER, BR_ORDER = 1, 2
TOLD = "United States writes an order for Constitution, face down until all orders are written [7.2.5]"


@cache
def _duel_states() -> tuple[Any, ...]:
    """What the replayer shows at each point of the duel's main line (the umpire's view), worked out once for the
    tests that only draw them (opening a replayer draws its board: half a second each time)."""
    r = sailkit.replay(DUEL)
    return tuple(r.cache.get(n, None).state for n in r.line)


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


def test_conceal_hides_an_order_only_in_the_orders_phase_and_observe_takes_it_out_of_the_log() -> None:
    game = sailkit.replayer.controller.load(DUEL)[0]
    start = game.branch().rewind().state
    order = WoodenShipsAction.parse("order Constitution L3")
    written, _ = RULES.apply_action(start, order)
    assert RULES.conceal(written, order, "Britain") == TOLD
    assert RULES.conceal(written, order, "United States") is None
    node = game.record().root.children[0]
    hidden = Secrets(game, "Britain").hidden(node)
    assert [(str(h), h.told) for h in hidden] == [("order Constitution L3", TOLD)]
    state = game.branch().go(node).state
    seen = RULES.observe(state, "Britain")
    assert list(seen.face_down) == ["Constitution"] and seen.state.order_of("Constitution") is None
    assert state.order_of("Constitution") == "L3" and RULES.observe(state, "United States").state == state
    after, _ = RULES.apply_action(start, order)
    after, _ = RULES.apply_action(after, WoodenShipsAction.parse("order Java L1R1"))
    assert after.phase != "orders" and RULES.conceal(after, order, "Britain") is None
    assert RULES.sides(start) == ("United States", "Britain")
    assert RULES.describe(start) == {"turn": 1, "phase": "orders phase", "phase_number": 2}


def test_svg_and_png_of_a_point_from_the_command_line(tmp_path: Path) -> None:
    svg, png = tmp_path / "duel.svg", tmp_path / "duel.png"
    assert main(["replay", str(DUEL), "--at", "turn 2", "--svg", str(svg), "--quiet"]) == 0
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
    assert data["board"].startswith("<svg") and all(0 <= s["frame"] < len(data["frames"]) for s in steps)


@pytest.mark.parametrize("view", ["umpire", "United States"])
def test_the_same_order_is_plain_to_the_umpire_and_to_its_own_side(view: str) -> None:
    replay = Replay.load(DUEL, view=view)
    assert replay.points[US_ORDER].action == "order Constitution L3" and not replay.points[US_ORDER].concealed


def test_a_step_redraws_only_the_counter_of_the_ship_that_moved_and_gives_the_pixels_of_a_fresh_board() -> None:
    """The board's counters are keyed by what they show (hull and name apart): a ship that stays keeps her artists while
    another moves, a counter shown before is shown again rather than drawn, and the picture is the one a new board draws."""
    import numpy as np

    from sailkit.replayer.picture import Picture

    states = _duel_states()
    picture = Picture(SUPPORT, states)
    board = picture.board
    assert isinstance(board, ReplayBoard)
    moves = 0
    for before, after in zip(states, states[1:], strict=False):
        picture.show(before)
        kept = {key: [id(a) for a in artists] for key, artists in board.pieces.shown.items()}
        picture.show(after)
        now = {key: [id(a) for a in artists] for key, artists in board.pieces.shown.items()}
        moved = {s.name for s in after.position.ships if s.counter != before.position.ship(s.name).counter}
        stayed = {key for key in now if key[0] in ("hull", "name") and key[1] not in moved}
        assert all(now[key] == kept[key] for key in stayed if key in kept)  # the same artists, not drawn anew
        if moved and stayed:
            moves += 1
            assert picture.canvas is not None and 0 < picture.canvas.redrawn < len(board.dynamic())
    assert moves > 0
    drawn = len(board.ax.collections)
    picture.show(states[-2])  # a step back: the counters drawn there are shown again, not made anew
    assert len(board.ax.collections) == drawn
    picture.show(states[0])
    fresh = Picture(SUPPORT, states)
    fresh.show(states[0])
    walked, new = (np.asarray(p.canvas.canvas.buffer_rgba()) for p in (picture, fresh))  # type: ignore[union-attr]
    assert np.array_equal(walked, new)


@pytest.mark.slow
def test_every_step_forward_and_back_gives_the_pixels_of_a_fresh_board_and_pastes_counters_seen_before() -> None:
    """The board says what each artist shows (``forms()``): the canvas pastes a counter's hull or name drawn before over
    the same pixels instead of drawing it; a ship that sails on takes her hull and name along rather than making new
    ones (or those of a counter of the same looks kept from before); and at every step that drew, forward and then
    back with no frame kept, the picture is pixel for pixel the one a new board draws."""
    import numpy as np

    from sailkit.replayer.picture import Picture

    states = _duel_states()
    walked = Picture(SUPPORT, states)
    assert walked.canvas is not None
    fresh = FreshBoard(SUPPORT, states)
    compared = 0
    made: dict[int, Any] = {}  # each board the walk made (one a stretch of the record) and its canvas
    for back, i in [*((False, i) for i in range(len(states))), *((True, i) for i in range(len(states) - 2, -1, -1))]:
        if back and i == len(states) - 2:
            walked.canvas.frames.clear()  # going back draws again rather than putting frames back
        pasted = walked.canvas.sprites.pasted
        walked.show(states[i])
        made[id(walked.board)] = (walked.board, walked.canvas)
        if walked.canvas.sprites.pasted < pasted:  # a new board for a new stretch: nothing pasted on it yet
            pasted = 0
        if walked.canvas.redrawn and i and (not back or walked.canvas.sprites.pasted > pasted):
            pixels = np.asarray(walked.canvas.canvas.buffer_rgba()), fresh.pixels(states[i])
            assert np.array_equal(*pixels), f"step to {i} ({'back' if back else 'forward'}) differs from a fresh board"
            compared += 1
    assert compared > 15 and fresh.held == 2  # the first step compared and the last state drawn by a new Picture too
    assert sum(c.sprites.pasted for _, c in made.values()) > 10  # counters pasted from pixels kept, not only drawn
    assert all(isinstance(b, ReplayBoard) for b, _ in made.values())
    assert sum(b.pieces.moved for b, _ in made.values()) > 10  # hulls and names moved, not made


def test_the_board_in_parts_draws_the_pixels_of_whole_counters() -> None:
    """A counter kept as two pieces (hull, name) is the picture :func:`sailkit.draw.hexes.draw_counter` draws of the
    whole counter, pixel for pixel."""
    import numpy as np

    from sailkit.draw.hexes import draw_counter
    from sailkit.replayer.picture import Picture
    from sailkit.rulesets.wooden_ships.faces.drawing import STRUCK, side_colours

    states = _duel_states()
    state = states[-1]
    assert any(not s.status.fights for s in state.position.ships)  # a struck ship, grey, among them
    parts = Picture(SUPPORT, states)
    parts.show(state)
    whole = Picture(SUPPORT, states)
    whole.show(state)
    board = whole.board
    assert isinstance(board, ReplayBoard) and whole.canvas is not None
    for key, artists in board.pieces.shown.items():
        if key[0] in ("hull", "name"):
            for a in artists:
                a.set_visible(False)
    colours = side_colours(state.position)
    for s in state.position.ships:
        colour = colours[s.side] if s.status.fights else STRUCK
        draw_counter(board.ax, s.counter, colour, s.name, size=5)
    for a in board.ax.get_children():
        a.set_animated(False)
    whole.canvas.canvas.draw()
    pixels = [np.asarray(p.canvas.canvas.buffer_rgba()) for p in (parts, whole)]  # type: ignore[union-attr]
    assert np.array_equal(*pixels)


def test_the_board_marks_bombs_and_anchored_ships_and_weighing_anchor_takes_only_the_badge_off() -> None:
    """The bombardment on the replayer's board: Thunder wears the bomb's and the anchor's badges, Genereux the anchor's,
    and the key under the board names both, beside the kit's marks (a board with no badge has no row for one); when Genereux weighs anchor only her
    badge goes (her hull and name
    are the same artists), and the picture is the one a new board draws."""
    import numpy as np

    from sailkit.replayer.picture import Picture
    from sailkit.rulesets.wooden_ships import WoodenShipsGame
    from sailkit.rulesets.wooden_ships.scenarios import bombardment

    state = WoodenShipsGame(bombardment()).state
    pos = state.position
    weighed = state.with_(
        position=pos.with_(ships=tuple(s.with_(anchor="") if s.name == "Genereux" else s for s in pos.ships))
    )
    picture = Picture(SUPPORT, [state, weighed])
    picture.show(state)
    board = picture.board
    assert isinstance(board, ReplayBoard)
    assert {(k[0], k[1]) for k in board.pieces.shown if k[0] in ("anchored", "bomb")} == {
        ("anchored", "Thunder"),
        ("bomb", "Thunder"),
        ("anchored", "Genereux"),
    }
    rows = _key_rows(board)
    assert "\u2693  at anchor [20.3]" in rows and any(r.startswith("B  bomb") for r in rows)
    before = {k: [id(a) for a in v] for k, v in board.pieces.shown.items()}
    drawn = board.pieces.drawn
    picture.show(weighed)
    after = {k: [id(a) for a in v] for k, v in board.pieces.shown.items()}
    assert set(before) - set(after) == {k for k in before if k[:2] == ("anchored", "Genereux")}
    assert set(after) <= set(before) and board.pieces.drawn == drawn  # nothing drawn anew: a badge hidden
    assert picture.canvas is not None and 0 < picture.canvas.redrawn <= 4  # her veil over the names under her too
    fresh = Picture(SUPPORT, [state, weighed])
    fresh.show(weighed)
    pixels = [np.asarray(p.canvas.canvas.buffer_rgba()) for p in (picture, fresh)]  # type: ignore[union-attr]
    assert np.array_equal(*pixels)
    picture.show(state)  # anchored again: the frame kept is put back, the pixels of a new board
    fresh = Picture(SUPPORT, [state, weighed])
    fresh.show(state)
    pixels = [np.asarray(p.canvas.canvas.buffer_rgba()) for p in (picture, fresh)]  # type: ignore[union-attr]
    assert np.array_equal(*pixels)
    duel = sailkit.replay(DUEL).picture.board
    assert duel is not None and not [r for r in _key_rows(duel) if "anchor" in r or "bomb" in r]  # no badge, no row


def _key_rows(board: Any) -> list[str]:
    """The words of the rows of the key under a replay board."""
    legend = board.ax.get_legend()
    return [t.get_text() for t in legend.get_texts()] if legend is not None else []


def test_a_ship_still_to_enter_is_not_on_the_board_until_she_enters() -> None:
    """[8.1.2] the replayer's board, like the static picture, leaves a ship waiting to enter off the map: Shannon of the
    arrival scenario appears, hull and name, only from the point where she has entered."""
    from sailkit.replayer.picture import Picture
    from sailkit.rulesets.wooden_ships import WoodenShipsGame
    from sailkit.rulesets.wooden_ships.state import Status

    from .test_basic_gaps import ARRIVAL

    g = WoodenShipsGame(ARRIVAL)
    waiting = g.state
    while g.position.ship("Shannon").status is Status.WAITING:
        g.apply_action(g.chance_outcomes()[0][0] if g.is_chance_node() else g.legal_actions()[0])
    entered = g.state
    picture = Picture(SUPPORT, [waiting, entered])
    picture.show(waiting)
    board = picture.board
    assert isinstance(board, ReplayBoard)
    assert not [k for k in board.pieces.shown if k[1] == "Shannon"]
    assert {k[0] for k in board.pieces.shown if k[1] == "Constitution"} >= {"hull", "name"}
    picture.show(entered)
    board = picture.board  # a new board when she entered beyond the stretch drawn
    assert isinstance(board, ReplayBoard)
    assert {k[0] for k in board.pieces.shown if k[1] == "Shannon"} >= {"hull", "name"}
