"""Headlines a reader sees first: each says what was decided in words, names the ship, and never ends on a note
that a reading stands in for lost text (the read-through of issue 22)."""

from __future__ import annotations

from sailkit.geometry.table import Pose
from sailkit.rulesets import fighting_ships as fsh
from sailkit.rulesets.fighting_ships.dice import rethrown
from sailkit.rulings import Step

SYRENE = fsh.Ship.of("Syrene", "5th-rate", Pose(10, 10, 0), side=1)


def test_a_refused_rake_says_why_in_its_headline() -> None:
    """[5.5.5] Abeam is no rake; dead ahead at long range is none either: each headline says which."""
    abeam = fsh.Ship.of("Naiad", "5th-rate", Pose(14, 10, 0), side=2)
    said = fsh.rake(abeam, SYRENE).headline()
    assert said == "no: not in a chaser arc" and "reconstructed" not in said
    ahead = fsh.Ship.of("Naiad", "5th-rate", Pose(10, 24, 0), side=2)
    assert fsh.rake(ahead, SYRENE, "long").headline() == "no: in the bow chaser arc, but no rake at long range"
    assert fsh.rake(ahead, SYRENE, "short").headline() == "yes: a raking shot from the bow chaser arc"


def test_an_evasion_names_the_ship() -> None:
    """[4.3.1] The question names who would evade."""
    assert fsh.evasive_pivot(SYRENE, []).question == "may Syrene evade"


def test_a_gale_words_an_upwind_target_as_inches_upwind() -> None:
    """[1.5.2c] A target 6 inches upwind is '6 inches upwind', not '-6 inches downwind'."""
    north = fsh.Ship.of("Naiad", "5th-rate", Pose(10, 16, 0), side=2)
    south = fsh.Ship.of("Naiad", "5th-rate", Pose(10, 4, 0), side=2)
    up, down = fsh.gale_fire(SYRENE, north, "N"), fsh.gale_fire(SYRENE, south, "N")
    assert up.headline() == "upwind, 6 inches" and "-" not in str(up).splitlines()[0]
    assert up.facts["run"] == -6 and down.headline() == "downwind, 6 inches"


def test_an_attitude_and_a_captain_read_as_english() -> None:
    """[4.1.1a, APP.1.2.2] 'a ship in irons', not 'a in irons ship'; 'an Authoritarian captain', not 'a ...'."""
    assert fsh.sailing_points(3, [1, 2, 3], "in irons").question == "sailing points of a ship in irons, rolling 3 dice"
    assert fsh.sailing_points(3, [1, 2, 3], "reaching").question == "sailing points of a ship reaching, rolling 3 dice"
    steps: list[Step] = []
    rethrown((1, 6), [6], "Authoritarian", "Discipline", steps)
    assert steps[-1].reason.startswith("an Authoritarian captain throws each Discipline 1 again once")
    rethrown((1, 6), [6], "Bold", "Discipline", steps)
    assert steps[-1].reason.startswith("a Bold captain")
