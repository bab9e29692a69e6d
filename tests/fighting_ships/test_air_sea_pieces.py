"""Submarine packs and aircraft counters as pieces of the position [7.1, 8.1]: written in the notation, pasted
back, refused when wrong, and the enemy's real counter hidden from a side's view [7.1, 7.3]."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

import sailkit.rulesets.fighting_ships as fsh
from sailkit.errors import InvalidInputError
from sailkit.rulesets.fighting_ships import RULES
from sailkit.rulesets.fighting_ships.air_sea_pieces import hidden_from, parse_pack, parse_plane
from sailkit.rulesets.fighting_ships.submarines import locate

HEAD = "FSH turn 2 sailing wind E blowing table 48x48 morale 9,9 first 1"
PACK = "U-100=2 pack sub-submerged D1 A0 1:22,15@100 2:27,27@60 3:12,27@200 real:2"
STUKA = "Stuka-1=1 air dive-bomber 20,30@90 load:2-bomb first"
HURRICANE = "Hurri=1 air fighter-3 10,10@0 cap:Vanoc"
LINE = f"{HEAD} | Vanoc=1 destroyer 20,20@0 D0 A0 | {PACK} | {STUKA} | {HURRICANE}"


def test_packs_and_aircraft_paste_back() -> None:
    pos = fsh.Position.parse(LINE)
    assert str(pos) == LINE
    (pack,) = pos.packs
    assert pack.real == 2 and pack.damage == 1 and pack.side == 2 and len(pack.counters) == 3
    stuka, hurri = pos.planes
    assert stuka.load == "2 bomb" and stuka.first and hurri.cap == "Vanoc" and not hurri.load


def test_bad_pieces_are_refused_naming_them() -> None:
    with pytest.raises(InvalidInputError, match="submarine pack"):
        parse_pack("U-100=2 pack destroyer D0 A0 1:1,1@0")  # not a submarine's stat line
    with pytest.raises(InvalidInputError, match="submarine pack"):
        parse_pack("U-100=2 pack sub-submerged D0 A0 1:1,1@0 real:3")  # no counter 3
    with pytest.raises(InvalidInputError, match="aircraft counter"):
        parse_plane("Stuka=1 air dive-bomber 1,1@0 load:torpedo")
    with pytest.raises(InvalidInputError, match="zeppelin"):
        parse_plane("Zep=1 air zeppelin 1,1@0")
    with pytest.raises(InvalidInputError):
        fsh.Position.parse(f"{HEAD} | U-100=1 destroyer 5,5@0 D0 A0 | {PACK}")  # two pieces of one name


def test_a_view_hides_the_enemy_s_real_counter_until_she_is_located() -> None:
    pos = fsh.Position.parse(LINE)
    assert hidden_from(pos.packs, 2)[0].real == 2  # her own side knows
    assert hidden_from(pos.packs, 1)[0].real is None
    assert "real:" not in str(replace(pos, packs=hidden_from(pos.packs, 1)))
    assert hidden_from((locate(pos.packs[0]),), 1)[0].real == 2  # located: the hunters know her counter


def test_observe_shows_each_side_what_it_may_know() -> None:
    state = RULES.start(fsh.encounter())
    sides = RULES.sides(state)
    pack = replace(fsh.Position.parse(LINE).packs[0], side=2)
    with_pack = state.with_(position=replace(state.position, packs=(pack,)))
    hunters, owners = RULES.observe(with_pack, sides[0]), RULES.observe(with_pack, sides[1])
    assert hunters.state.position.packs[0].real is None and "U-100" in hunters.face_down
    assert owners.state == with_pack and not owners.face_down


@given(st.permutations([1, 2, 3]), st.integers(1, 3), st.booleans())
def test_any_pack_pastes_back(labels: list[int], real: int, located: bool) -> None:
    counters = " ".join(f"{k}:{10 + k},{20 - k}@{30 * k}" for k in labels)
    text = f"{HEAD} | U-7=2 pack sub-submerged D0 A1 {counters} real:{real}" + (" located" if located else "")
    assert str(fsh.Position.parse(text)) == text


def test_the_replay_board_draws_packs_and_aircraft_as_pieces_that_move() -> None:
    """[7.1, 8.1] Packs and aircraft are pieces of the replay board: each counter numbered, each aircraft with its
    load; an aircraft moved between two states is redrawn where it flies, and every step draws what a fresh board
    draws."""
    from replay_checks import differing_steps

    from sailkit.geometry.table import Pose
    from sailkit.rulesets.fighting_ships.faces.replay import SUPPORT, ReplayBoard

    start = RULES.start(fsh.encounter())
    pieces = fsh.Position.parse(LINE)
    first = start.with_(position=replace(start.position, packs=pieces.packs, planes=pieces.planes))
    stuka = replace(pieces.planes[0], pose=Pose(24, 34, 225), first=False)
    later = first.with_(position=replace(first.position, planes=(stuka, pieces.planes[1])))
    board = ReplayBoard([first, later])
    board.update(first, "")
    assert {"U-100 1", "U-100 2", "U-100 3", "Stuka-1 2 bomb", "Hurri CAP Vanoc"} <= {
        t.get_text() for t in board.ax.texts
    }
    compared, differ = differing_steps(SUPPORT, [first, later], [0, 1, 0, 1])
    assert compared >= 1 and not differ
