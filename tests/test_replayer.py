"""The notebook replayer (sailkit.replayer), driven the way a reader drives it: by setting widget values.

Every control's observer runs at once when a test sets its ``.value`` (no kernel is
needed); what is shown is read back from the panel's HTML, :attr:`Replayer.shown` and the
board's PNG.
"""

from __future__ import annotations

import os
import shutil
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from replay_checks import FreshBoard

import sailkit
from sailkit.annotations import Arrow, Bookmark, Highlight
from sailkit.errors import InvalidInputError
from sailkit.record import Record
from sailkit.replayer import Replayer, shown
from sailkit.replayer.editing import what_if_roll
from sailkit.replayer.view import outcomes

#: A copy of the sample of replays/ as it stood when these tests were written: the positions below are its own.
SAMPLE = Path(__file__).resolve().parent / "data" / "15.4-sample.sail"
#: Positions on the sample's main line: the first chit (US's, face down), the second (BR's: both revealed),
#: and the first fire roll (33, no effect at Fire Value 14).
US_CHIT, BR_CHIT, FIRST_ROLL = 1, 2, 16


@pytest.fixture(scope="module")
def replayer() -> Replayer:
    return sailkit.replay(SAMPLE)


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    target = tmp_path / "game.sail"
    shutil.copyfile(SAMPLE, target)
    return target


def test_slider_shows_the_action_its_cases_and_the_ships(replayer: Replayer) -> None:
    replayer.slider.value = 24
    s = replayer.shown
    assert (s.ply, s.action) == (24, "step Constitution starboard")
    assert replayer.play.value == 24 and replayer.index == 24
    assert "step Constitution starboard" in replayer.panel.value and "[7." in replayer.panel.value
    assert [x.name for x in s.ships] == ["Constitution", "Guerriere"]
    assert s.where == "Game-Turn 3, Movement [7.22-7.25]"
    assert bytes(replayer.image.value).startswith(b"\x89PNG")


def test_buttons_step_forward_and_back(replayer: Replayer) -> None:
    replayer.slider.value = 10
    replayer.forward_button.click()
    assert replayer.shown.ply == 11 and replayer.slider.value == 11
    replayer.back_button.click()
    replayer.back_button.click()
    assert replayer.shown.ply == 9
    replayer.slider.value = 0
    replayer.back_button.click()  # not past the start
    assert replayer.shown.ply == 0 and replayer.shown.action == ""


def test_play_widget_moves_the_replay_and_speed_sets_its_interval(replayer: Replayer) -> None:
    replayer.play.value = 5
    assert replayer.shown.ply == 5 and replayer.slider.value == 5
    replayer.speed.value = 200
    assert replayer.play.interval == 200
    assert replayer.play.max == replayer.slider.max == 54


def test_jump_to_a_turn_and_to_a_phase(replayer: Replayer) -> None:
    labels = dict(replayer.turn.options)
    replayer.turn.value = labels["Game-Turn 5"]
    assert replayer.shown.facts["turn"] == 5
    assert (
        replayer.shown.facts["turn"] != replayer.cache.get(replayer.line.nodes[replayer.index - 1], None).facts["turn"]
    )
    assert replayer.turn.value == labels["Game-Turn 5"]  # the picker says where the replay stands (issue 24)
    phases = dict(replayer.phase.options)
    replayer.phase.value = phases["3: Movement [7.22-7.25]"]
    assert replayer.shown.where == "Game-Turn 3, Movement [7.22-7.25]"
    assert replayer.phase.value == phases["3: Movement [7.22-7.25]"]
    assert replayer.turn.value == labels["Game-Turn 3"]
    with pytest.raises(InvalidInputError, match="Game-Turn"):
        replayer.jump_turn(99)


def test_stepping_keeps_one_board_and_jumping_back_is_a_lookup(replayer: Replayer) -> None:
    boards = replayer.picture.rebuilds
    for i in range(len(replayer.line)):
        replayer.slider.value = i
    misses = replayer.cache.misses
    frames = replayer.frames
    replayer.slider.value = 0  # from the last action back to the start: nothing is worked out again
    replayer.slider.value = len(replayer.line) - 1
    assert replayer.cache.misses == misses and replayer.frames == frames + 2
    assert replayer.picture.rebuilds == boards == 1


def test_side_view_hides_the_other_sides_chit_until_revealed() -> None:
    r = sailkit.replay(SAMPLE, view="BR")
    r.slider.value = US_CHIT
    s = r.shown
    assert s.hidden and s.action == "US gives Constitution an order, face down until the Command Revelation [6.1, 6.14]"
    assert "starboard" not in r.panel.value and "command Constitution" not in s.text()
    assert "chit face down" in str(s.ships[0]) and s.face_down == ("Constitution",)
    r.slider.value = BR_CHIT  # both chits given: revealed [6.14]
    assert "chit: starboard" in str(r.shown.ships[0]) and not r.shown.face_down
    r.viewer.value = "US"  # the side that gave it sees its own chit
    r.slider.value = US_CHIT
    assert r.shown.action == "command Constitution starboard" and not r.shown.hidden
    r.viewer.value = ""  # the umpire sees everything
    assert r.view is None and "chit: starboard" in str(r.shown.ships[0])


def test_a_side_view_also_hides_the_next_chit_in_the_list_of_continuations() -> None:
    game, _ = sailkit.replayer.controller.load(SAMPLE)
    root = game.record().root
    assert shown(game, root, "BR").next_actions == (
        "US gives Constitution an order, face down until the Command Revelation [6.1, 6.14]",
    )
    assert shown(game, root, None).next_actions == ("command Constitution starboard",)


def test_a_die_roll_shows_its_whole_distribution(replayer: Replayer) -> None:
    replayer.slider.value = FIRST_ROLL
    s = replayer.shown
    assert s.action == "roll 33" and len(s.odds) == 36
    assert sum(o.probability for o in s.odds) == 1 and all(o.probability == Fraction(1, 36) for o in s.odds)
    (rolled,) = [o for o in s.odds if o.chosen]
    assert rolled.action == "roll 33" and rolled.effect == "no change"
    hits = [o.die for o in s.odds if o.effect != "no change"]
    assert hits == [11, 12, 13, 14]  # at or under the Fire Value 14 [9.34]
    assert "4/36" not in replayer.panel.value and "1/9" in replayer.panel.value  # 4/36 in lowest terms
    assert len(replayer.dice.options) == 35


def test_an_effect_in_the_odds_table_keeps_its_arrow_whole(replayer: Replayer) -> None:
    """A narrow panel must not wrap "undamaged ->" after its hyphen: the arrow is one glyph glued to what it follows."""
    for ply in range(FIRST_ROLL, replayer.slider.max + 1):
        replayer.slider.value = ply
        if any(" -> " in o.effect for o in replayer.shown.odds):
            break
    effect = next(o.effect for o in replayer.shown.odds if " -> " in o.effect)  # "Guerriere: undamaged -> H1"
    before, after = effect.split(" -> ", 1)
    assert f"{before}&nbsp;&rarr; {after}" in replayer.panel.value and "-&gt;" not in replayer.panel.value


def test_what_if_roll_opens_a_variation_labelled_with_its_exact_probability(copy: Path) -> None:
    r = sailkit.replay(copy)
    r.slider.value = FIRST_ROLL
    roll = r.node
    r.dice.value = "roll 11"
    r.dice_button.click()
    node = r.node
    assert node is not roll and node.parent is roll.parent and node.action == "roll 11"
    assert node.comment == "had the roll been 11 (1/36): Constitution: undamaged -> R1"
    assert not r.line.is_main and "R1" in str(r.shown.ships[0])
    assert r.shown.next_actions == () and r.index == len(r.line) - 1  # the what-if ends where it was opened
    r.leave_variation()
    assert r.node is roll and r.line.is_main
    r.slider.value = FIRST_ROLL - 1
    assert "roll 11" in [a for a, _ in r.variations.options]  # listed where it starts
    r.variations.value = node
    r.enter_button.click()
    assert r.node is node
    assert what_if_roll(r.game, roll, "roll 11") is node  # not made twice


def test_what_if_roll_refuses_a_result_the_roll_cannot_have(copy: Path) -> None:
    r = sailkit.replay(copy)
    game = r.game
    roll = r.line.nodes[FIRST_ROLL]
    with pytest.raises(InvalidInputError, match="die result"):
        what_if_roll(game, roll, "roll 7")
    assert len(roll.parent.children) == 1 and outcomes(game, r.line.nodes[3]) == ()


def test_a_what_if_action_is_played_from_here_and_an_illegal_one_is_refused_with_its_case(copy: Path) -> None:
    r = sailkit.replay(copy)
    r.slider.value = 0
    before = r.game.to_text()
    r.action.value = "fire Constitution Guerriere hull"
    assert "refused" in r.status.value and "[" in r.status.value and "Traceback" not in r.status.value
    assert r.game.to_text() == before and r.index == 0
    assert "command Constitution port" in r.action.options
    r.action.value = "command Constitution port"
    assert r.node.action == "command Constitution port" and not r.line.is_main
    assert r.game.record().root.children[1] is r.node


def test_annotations_are_drawn_and_saved_back_atomically_round_trip(copy: Path) -> None:
    r = sailkit.replay(copy)
    r.slider.value = FIRST_ROLL
    r.comment.value = "Guerriere's first broadside misses"
    r.comment_button.click()
    r.colour.value = "blue"
    r.arrow.value = "1207>0612"
    r.colour.value = "yellow"
    r.highlight.value = "0612"
    r.bookmark_name.value = "first broadside"
    drawn = sorted(a.get_gid() for a in r.picture.marks if a.get_gid())
    assert drawn == ["annotation-arrow", "annotation-highlight"]  # the arrow and the highlighted square, on the board
    r.annotation_text.value = "[%arrow red 0101>9999]"
    assert "refused" in r.status.value and len(r.node.annotations) == 3  # a place off the map
    r.save_button.click()
    record, problems = Record.load(copy)
    assert not problems
    node = list(record.root.mainline())[FIRST_ROLL - 1]
    assert node.action == "roll 33" and node.comments == ["Guerriere's first broadside misses"]
    assert node.annotations == [Arrow("blue", "1207", "0612"), Highlight("yellow", "0612"), Bookmark("first broadside")]
    assert copy.read_text(encoding="utf-8") == r.game.to_text()
    again = sailkit.replay(copy)
    again.bookmark.value = "first broadside"
    assert again.shown.action == "roll 33" and again.index == FIRST_ROLL
    again.remove.value = 0
    assert again.node.annotations == [Highlight("yellow", "0612"), Bookmark("first broadside")]


def test_an_interrupted_save_leaves_the_old_file_whole(copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    r = sailkit.replay(copy)
    old = copy.read_bytes()
    r.slider.value = 3
    r.comment.value = "a note that never reaches the disk"
    r.comment_button.click()

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="game.sail"):
        r.save()
    assert copy.read_bytes() == old
    assert sorted(p.name for p in copy.parent.iterdir()) == ["game.sail"]  # no temporary file left


def test_record_text_and_game_are_accepted_and_a_bad_record_is_a_clear_error() -> None:
    text = SAMPLE.read_text(encoding="utf-8")
    assert sailkit.replay(text).line.nodes[-1].action == sailkit.replay(SAMPLE).line.nodes[-1].action
    with pytest.raises(FileNotFoundError, match="no such record file"):
        sailkit.replay("no/such/file.sail")
    with pytest.raises(InvalidInputError, match="record"):
        sailkit.replay(42)


def test_shown_text_is_what_an_export_prints() -> None:
    game, _ = sailkit.replayer.controller.load(SAMPLE)
    node = list(game.record().root.mainline())[FIRST_ROLL - 1]
    text = shown(game, node).text()
    assert text.splitlines()[0] == "Game-Turn 3, Command Decision [6.1] (action 16)"
    assert "  8/9: no change" in text and "<- rolled" in text


def test_redrawing_only_what_changed_gives_the_same_pixels_as_drawing_afresh(replayer: Replayer) -> None:
    """The blitting canvas puts back the background only where an artist changed: after a walk through the game
    and a jump back, the picture is pixel for pixel the one a new board draws of the same point."""
    import io

    import numpy as np
    from PIL import Image

    from sailkit.replayer.picture import Picture

    states = [replayer.cache.get(n, None).state for n in replayer.line]
    walked = Picture(replayer.support, states)
    redrawn, bands, hits, pngs = [], [], [], []
    for state in [*states, states[7]]:
        png, _ = walked.show(state)
        pngs.append(png)
        redrawn.append(walked.canvas.redrawn)
        bands.append(walked.canvas._encoder.recompressed)
        hits.append(walked.canvas.frames.hits)
    assert hits[-1] == hits[-2] + 1 and redrawn[-1] == 0  # the point seen before is put back, not drawn
    fresh = Picture(replayer.support, states)
    fresh.show(states[7])
    pixels = [np.asarray(p.canvas.canvas.buffer_rgba()) for p in (walked, fresh)]
    assert np.array_equal(*pixels)
    decoded = np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))  # the PNG pieced together from kept bands
    assert np.array_equal(decoded, pixels[0][..., :3])
    fresh.show(states[-1])  # the PNG pieced together step by step, at the end of the walk
    decoded = np.asarray(Image.open(io.BytesIO(pngs[-2])).convert("RGB"))
    assert np.array_equal(decoded, np.asarray(fresh.canvas.canvas.buffer_rgba())[..., :3])
    assert 0 < max(b for b in bands[1:-1] if b) < len(walked.canvas._encoder.pieces) / 3
    total = len(walked.board.dynamic())
    changed = [n for n in redrawn[1:-1] if n]
    assert changed and max(changed) < total / 2  # a step that moves one ship redraws a few artists, not the board
    assert redrawn[2] == 0  # a chit given changes no counter: nothing is drawn [6.1]


@pytest.mark.slow
def test_every_step_that_moves_or_changes_a_counter_gives_the_pixels_of_a_fresh_board(replayer: Replayer) -> None:
    """A counter that moved is the same artists moved (its points on a grid finer than a pixel, so a whole number of
    squares moves its pixels exactly), and the rectangles put back and redrawn are whole pixels: at every step that
    drew, forward and back, the picture is the one a new board draws."""
    import numpy as np

    from sailkit.replayer.picture import Picture

    states = [replayer.cache.get(n, None).state for n in replayer.line]
    walked = Picture(replayer.support, states)
    fresh = FreshBoard(replayer.support, states)
    compared = 0
    for i in [*range(len(states)), *range(len(states) - 2, -1, -5)]:
        walked.show(states[i])
        if walked.canvas.redrawn and i:
            pixels = np.asarray(walked.canvas.canvas.buffer_rgba()), fresh.pixels(states[i])
            assert np.array_equal(*pixels), f"step to {i} differs from a fresh board"
            compared += 1
    assert compared > 10 and fresh.held == 2  # the first step compared and the last drawn by a new Picture too
    assert walked.board.pieces.moved > 0  # counters were moved, not only drawn anew
    assert walked.canvas.sprites.pasted > 0  # and artists pasted from pixels kept, not only drawn


def test_a_counter_that_changes_draws_only_the_parts_that_changed(replayer: Replayer) -> None:
    """A ship that turns or is hit keeps its tile, name and ratings: only its hull or its damage tag is made anew, so
    over the game far fewer parts are drawn than the counters' looks change."""
    from sailkit.replayer.picture import Picture

    states = [replayer.cache.get(n, None).state for n in replayer.line]
    walked = Picture(replayer.support, states)
    walked.show(states[0])
    board = walked.board
    drawn_at_start = board.pieces.drawn
    changed = 0
    for state in states[1:]:
        before = board.key()[-1]
        walked.show(state)
        changed += len(board.key()[-1] - before)  # counters that show something new (moved, turned, hit...)
    # a changed counter draws at most part of itself
    assert changed > 10 and board.pieces.drawn - drawn_at_start < changed
    names = [a for a in board.dynamic() if getattr(a, "get_gid", lambda: None)() == "ship-name"]
    assert len(names) == len(states[-1].position.afloat())  # one name a counter, kept the whole game


def test_a_rule_set_without_replay_support_is_replayed_without_a_board() -> None:
    from sailkit.replayer.controller import load
    from sailkit.replayer.support import Plain

    path = Path(__file__).resolve().parent.parent / "replays" / "wooden_ships-frigate-duel.wsim"
    game, _ = load(path)
    r = Replayer(game, support=Plain())  # what a rule set without a REPLAY companion gets
    r.slider.value = 20
    assert r.picture.board is None and r.frames == 0 and r.image.value == b""
    assert r.shown.action.startswith("order ") and r.shown.steps and "[7.1" in r.panel.value


def test_an_unknown_view_is_refused_naming_the_sides() -> None:
    from sailkit.errors import UnknownChoiceError

    with pytest.raises(UnknownChoiceError, match="'FR'.*US"):
        sailkit.replay(SAMPLE, view="FR")


@settings(max_examples=25, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.integers(min_value=-3, max_value=60), min_size=1, max_size=12))
def test_any_sequence_of_jumps_shows_the_point_asked_for(replayer: Replayer, jumps: list[int]) -> None:
    """Wherever the slider is sent, in any order, the panel and the board show that point: the line's node, with the
    ply of its place (clamped to the line), and the picture kept is the same one."""
    import io

    import numpy as np
    from PIL import Image

    board = replayer.picture.board
    for i in jumps:
        replayer.go(i)
        expected = max(0, min(i, len(replayer.line) - 1))
        assert replayer.index == expected == replayer.shown.ply == replayer.slider.value
        assert replayer.shown.action == (replayer.line.nodes[expected].action or "")
    assert replayer.picture.board is board and replayer.widget is replayer.widget
    # the PNG shown, pieced from bands kept, put back and drawn, is the picture on the canvas
    decoded = np.asarray(Image.open(io.BytesIO(replayer.image.value)).convert("RGB"))
    assert np.array_equal(decoded, np.asarray(replayer.picture.canvas.canvas.buffer_rgba())[..., :3])


@given(
    st.lists(
        st.tuples(st.integers(0, 39), st.integers(1, 40), st.integers(0, 29), st.integers(1, 30), st.integers(0, 255)),
        max_size=6,
    ),
    st.booleans(),
)
def test_a_banded_png_of_changed_places_decodes_to_the_picture(changes: list[tuple[int, ...]], back: bool) -> None:
    """Changing rectangles of a picture and encoding only them (or putting an earlier picture back, then changing it
    again) gives the PNG of the whole picture as it is."""
    import io

    import numpy as np
    from PIL import Image

    from sailkit.replayer.canvas import BandedPNG

    image = np.zeros((40, 30, 4), np.uint8)
    png = BandedPNG(40, 30, band=8)
    png.encode(image)
    first = (image.copy(), list(png.pieces))
    for y0, height, x0, width, value in changes:
        place = (y0, min(40, y0 + height), x0, min(30, x0 + width))
        image[place[0] : place[1], place[2] : place[3]] = value
        data = png.encode(image, [place])
        if back:  # the first picture put back: only the places changed since need taking again
            image, pieces = first[0].copy(), first[1]
            data = png.restore(pieces, [place])
        decoded = np.asarray(Image.open(io.BytesIO(data)).convert("RGB"))
        assert np.array_equal(decoded, image[..., :3])


@given(st.binary(max_size=300), st.binary(max_size=300))
def test_png_checksum_joined_from_bands_is_the_checksum_of_the_whole(first: bytes, second: bytes) -> None:
    import zlib

    from sailkit.replayer.canvas import _adler32_combine

    joined = _adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second))
    assert joined == zlib.adler32(first + second)


def test_a_missing_record_file_is_no_such_file_naming_where_it_looked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 25: ``sailkit.replay("replays/...")`` from a folder without it says "no such record file", not
    "invalid record", and names the folder it looked in."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(FileNotFoundError) as raised:
        sailkit.replay("replays/15.4-constitution-guerriere.sail")
    assert raised.value.filename == "replays/15.4-constitution-guerriere.sail"
    assert "no such record file" in str(raised.value) and str(tmp_path) in str(raised.value)
