"""The desk's torpedo run and missile salvo [5.7-5.8.2] (issue 23): where the counters strike on the table as it
stands, a bystander in the way first, the exact odds of what they do, and the picture of their paths."""

from __future__ import annotations

from fractions import Fraction

import pytest

import sailkit.rulesets.fighting_ships as fsh
from sailkit.errors import IllegalActionError
from sailkit.figures import figure_of
from sailkit.rulesets.fighting_ships.faces import drawing  # noqa: F401 (registers the pictures)
from sailkit.rulesets.fighting_ships.faces.drawing_counters import ARMED_AT, KEEPER_REACH
from sailkit.rulesets.fighting_ships.impacts import Target, impact_odds
from sailkit.rulesets.fighting_ships.missiles import REACH
from sailkit.rulesets.fighting_ships.questions import answer
from sailkit.rulesets.fighting_ships.torpedoes import ARMING

HEAD = "FSH turn 2 gunnery wind E blowing table 48x48 morale 10,10 first 1 "
#: Syrene, a modern frigate (tubes port or starboard, two missile launchers), with the 5th-rate Naiad off her
#: port bow; Lynx may lie across the line between them; Kent, a destroyer with 2 AA points, near Naiad.
CLEAR = fsh.Position.parse(HEAD + "| Syrene=1 modern-frigate 10,10@60 D0 A0 | Naiad=2 5th-rate 26,30@180 D1 A0")
IN_THE_WAY = fsh.Position.parse(str(CLEAR) + " | Lynx=2 5th-rate 18,20@120 D0 A0")
GUARDED = fsh.Position.parse(str(CLEAR) + " | Kent=2 destroyer 30,30@180 D0 A0")


def test_a_torpedo_run_strikes_its_target_with_the_exact_odds() -> None:
    """[5.7.1, 5.7.2] Two spreads aimed at Naiad strike her in the second sailing phase; the odds are those of two
    torpedo impacts on her, with her Damage token."""
    ruled = answer(CLEAR, "torpedo Syrene Naiad 2")
    assert ruled.facts["struck"] == "Naiad" and ruled.verdict.startswith("strikes Naiad")
    naiad = CLEAR.vessel("Naiad")
    odds = impact_odds("torpedo", 2, Target("Naiad", naiad.ship.cls.hull, ship=fsh.Afloat(1, False)))
    assert ruled.facts["fate"] == odds.facts["fate"]
    assert {"5.7.1", "5.7.2", "5.6.1"} <= set(ruled.cases)
    assert all(c.fate == "struck" for c in ruled.facts["counters"]) and len(ruled.facts["counters"]) == 2


def test_a_bystander_in_the_way_is_struck_first() -> None:
    """[5.7.1] Lynx lies across the line to Naiad: the spread strikes her, not its target."""
    assert answer(IN_THE_WAY, "torpedo Syrene Naiad").facts["struck"] == "Lynx"


def test_no_ship_aims_at_herself_nor_fires_what_she_has_not() -> None:
    """[5.7.1, 5.8.1] Naiad, a sail-era frigate, has no tubes nor launchers on her stat line."""
    with pytest.raises(IllegalActionError, match="5.7.1"):
        answer(CLEAR, "torpedo Syrene Syrene")
    with pytest.raises(IllegalActionError, match="no torpedo tubes"):
        answer(CLEAR, "torpedo Naiad Syrene")
    with pytest.raises(IllegalActionError, match="5.8.1"):
        answer(CLEAR, "missile Naiad Syrene")


def test_a_square_tube_fires_only_abeam() -> None:
    """[5.7.1] reading tube_arc=square: Naiad lies off her port bow, so the spread leaves square to her port side, heading 330, and misses."""
    square = fsh.Position.parse(str(CLEAR).replace("first 1 ", "first 1 tube_arc=square ", 1))
    ruled = answer(square, "torpedo Syrene Naiad")
    assert ruled.facts["counters"][0].pose.heading == 330.0 and ruled.verdict == "no impact"


def test_a_missile_salvo_homes_and_strikes() -> None:
    """[5.8.1] A missile runs 30 inches a phase: Naiad, 26 inches off, is struck in the first; with no AA points
    on her side every missile gets through."""
    ruled = answer(CLEAR, "missile Syrene Naiad 2")
    assert ruled.facts["struck"] == "Naiad" and ruled.facts["left"] == {2: 1}
    assert "5.8.2" in ruled.cases


def test_goalkeepers_within_eight_inches_fire_at_the_salvo() -> None:
    """[5.8.2] Kent (2 AA points: one die) lies within 8 inches of where the missiles strike Naiad: each 6 destroys
    one; with 2 missiles, none destroyed 5/6, one 1/6."""
    ruled = answer(GUARDED, "missile Syrene Naiad 2")
    assert ruled.facts["keepers"] == ("Kent",)
    assert ruled.facts["left"] == {1: Fraction(1, 6), 2: Fraction(5, 6)}


def test_the_picture_draws_each_path_arming_and_counter() -> None:
    """The picture's own copies of 6 and 8 inches are the rules'; it draws the path, the arming mark and the
    counters, the struck base framed."""
    assert (ARMED_AT, KEEPER_REACH) == (ARMING, REACH)
    fig = figure_of(answer(CLEAR, "torpedo Syrene Naiad 2"))
    gids = {a.get_gid() for a in fig.findobj() if a.get_gid()}
    assert {"track-0", "armed-0", "counter-T1", "counter-T2"} <= gids
