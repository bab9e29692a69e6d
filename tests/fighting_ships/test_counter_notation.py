"""Torpedo, missile and mine counters as pieces of a position's one line [5.7.1, 5.8.1, 9.1.5] (issue 23): they
paste back, bad fields are named, and names are unique across ships, boats and counters."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import sailkit.rulesets.fighting_ships as fsh
from sailkit.errors import InvalidInputError
from sailkit.geometry.table import Point, Pose
from sailkit.rulesets.fighting_ships.mines import Mine
from sailkit.rulesets.fighting_ships.torpedoes import FATES, Counter

HEAD = "FSH turn 2 sailing wind E blowing table 48x48 morale 10,10 first 1 | Rattler=1 destroyer 10,10@0 D0 A0"


@pytest.mark.parametrize(
    "field",
    [
        "T1=1 torpedo 20,14.5@45 run:12 left:3 from:Rattler",
        "M2=1 missile 3,4@10 run:30 left:2 guided:Kent from:Rattler",
        "X=2 torpedo 5,5@0 run:0 left:4 speed:14 struck",
        "M1=2 mine 30,20 rh",
        "M3=2 mine 31,20",
    ],
)
def test_a_counter_pastes_back(field: str) -> None:
    """[5.7.1, 5.8.1, 9.1.5] Each field reads into a counter and writes back the same."""
    text = f"{HEAD} | {field}"
    pos = fsh.Position.parse(text)
    assert str(pos) == text and len(pos.counters) + len(pos.mines) == 1


@pytest.mark.parametrize(
    "field",
    [
        "T1=1 torpedo 20,14@45 left:3",  # no run
        "T1=1 torpedo 20,14@45 run:12 left:3 sunk",  # a boat's fate, not a counter's
        "T1=3 torpedo 20,14@45 run:12 left:3",
        "T1=1 torpedo 20,14@45 run:-1 left:3",
        "M1=2 mine 30,20 rh rh",
        "T1=1 torpedo 20,14@45 run:12 left:3 run:4",
    ],
)
def test_a_bad_counter_is_named(field: str) -> None:
    with pytest.raises(InvalidInputError, match="counter"):
        fsh.Position.parse(f"{HEAD} | {field}")


def test_names_are_unique_across_pieces() -> None:
    with pytest.raises(InvalidInputError):
        fsh.Position.parse(f"{HEAD} | Rattler=1 mine 30,20")


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["torpedo", "missile"]),
    st.floats(0, 48).map(lambda v: round(v, 3)),
    st.floats(0, 48).map(lambda v: round(v, 3)),
    st.integers(0, 359),
    st.floats(0, 90).map(lambda v: round(v, 2)),
    st.integers(0, 6),
    st.sampled_from(FATES),
    st.booleans(),
)
def test_any_counter_pastes_back(
    kind: str, x: float, y: float, h: int, run: float, left: int, fate: str, guided: bool
) -> None:
    """Every counter a position can hold writes a line that reads back to the same position."""
    c = Counter("C1", 2, kind, Pose(x, y, h), 12.0, left, run, guided, "Rattler" if guided else "", fate)
    pos = fsh.Position.parse(HEAD).__class__(**{**vars(fsh.Position.parse(HEAD)), "counters": (c,)})
    mine = Mine("Mn", 1, Point(x, y), red_herring=guided)
    pos = pos.__class__(**{**vars(pos), "mines": (mine,)})
    assert fsh.Position.parse(str(pos)) == pos


def test_the_table_and_the_replay_board_draw_counters_and_mines() -> None:
    """[5.7.1, 9.1.5] A position's picture draws each running counter (square, ring and the way it runs) and each
    mine with its reach; the replay board keeps them as pieces keyed by where they are, so a counter that moves
    is drawn again."""
    from sailkit.rulesets.fighting_ships.faces.drawing_game import position_figure
    from sailkit.rulesets.fighting_ships.faces.drawing_pieces import MINE_REACH, counter_pieces
    from sailkit.rulesets.fighting_ships.mines import REACH

    assert MINE_REACH == REACH
    text = f"{HEAD} | T1=1 torpedo 16,16@45 run:12 left:3 from:Rattler | M1=2 mine 30,20 rh"
    pos = fsh.Position.parse(text)
    gids = {a.get_gid() for a in position_figure(pos).findobj() if a.get_gid()}
    assert {"counter-T1", "counter-ring-T1", "counter-way-T1", "mine-M1", "mine-reach-M1"} <= gids
    moved = fsh.Position.parse(text.replace("16,16@45 run:12 left:3", "24.485,24.485@45 run:24 left:2"))
    before, after = dict(counter_pieces(pos)), dict(counter_pieces(moved))
    assert len(before) == 2 and set(before) != set(after)
    assert [k for k in before if k[0] == "mine"] == [k for k in after if k[0] == "mine"]
