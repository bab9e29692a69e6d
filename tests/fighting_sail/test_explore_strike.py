"""The striking tutorial's explorer, driven as a reader drives it: by setting widget values [12.11-12.14]."""

from __future__ import annotations

import sailkit.rulesets.fighting_sail as fs
from sailkit.readings import said
from sailkit.rulesets.fighting_sail.faces.explorers.striking import MOMENTS, StrikeExplorer

#: Chesapeake (US, Rate 5: abandoned at 5 hull hits) and Shannon, placed by the explorer.
SCENE = fs.Position.parse("FS turn 3 wind W | Chesapeake US 1010 N | Shannon BR 1410 W")


def test_damage_up_to_the_abandonment_level_makes_her_strike_to_the_enemy_alongside() -> None:
    """[12.11, 12.13, 12.21] one hit short she fights on; at the fifth hull hit she strikes to Shannon, crew 1."""
    ex = StrikeExplorer(SCENE, "Chesapeake", "Shannon", draw=False)
    ex.hull.value = 4
    assert not ex.struck and ex.level == 5 and "keeps her colours" in ex.label.value
    ex.hull.value = 5
    assert ex.struck and ex.ruling.cases == ("12.11", "12.13") and ex.after.ship("Chesapeake").side == "BR"
    assert "Crew Value 1, Rate 5" in ex.label.value and "<svg" not in ex.label.value


def test_rigging_hits_never_abandon_her() -> None:
    """[12.12] eight rigging hits and no hull hit: no strike; the abandonment ruling says rigging never counts."""
    ex = StrikeExplorer(SCENE, "Chesapeake", "Shannon", draw=False)
    ex.rigging.value = 8
    assert not ex.struck and "12.12" in ex.level.ruling.cases


def test_where_the_enemy_is_and_what_she_is_decide_the_strike() -> None:
    """[12.13, strike_captors, adjacent_def] two squares off, a prize, or on the corner under 'four': no strike."""
    ex = StrikeExplorer(SCENE, "Chesapeake", "Shannon", draw=False)
    ex.hull.value = 5
    ex.distance.value = 2
    assert not ex.struck and ex.current.ship("Shannon").square == fs.square("1210")
    ex.distance.value = 1
    ex.state.value = "prize"
    assert not ex.struck and said("strike_captors", "active").lower() in ex.text.lower()
    ex.readings["strike_captors"].value = "any_enemy"
    assert ex.struck
    ex.state.value = "manned"
    ex.bearing.value = "NE"
    assert ex.struck
    ex.readings["adjacent_def"].value = "four"
    assert not ex.struck and ("adjacent_def", "four") in ex.ruling.readings


def test_same_square_means_both_fouled() -> None:
    """[7.81, 12.13, strike_captors] distance 0 fouls them; a fouled Shannon takes her unless only free ships may."""
    ex = StrikeExplorer(SCENE, "Chesapeake", "Shannon", draw=False)
    ex.hull.value = 5
    ex.distance.value = 0
    pos = ex.current
    assert pos.ship("Shannon").square == pos.ship("Chesapeake").square and pos.ship("Shannon").fouled
    assert ex.struck
    ex.readings["strike_captors"].value = "free_ships"
    assert not ex.struck


def test_an_arriving_enemy_takes_an_abandoned_ship_by_the_triggers_reading() -> None:
    """[12.14, strike_triggers] Shannon carried alongside by the swell takes her under any_arrival, not under voluntary."""
    ex = StrikeExplorer(SCENE, "Chesapeake", "Shannon")
    ex.hull.value = 5
    ex.moment.value = MOMENTS[1]
    assert not ex.arrival.disabled and ex.struck and ex.ruling.verdict == ("Chesapeake",)
    ex.arrival.value = "swell"
    assert ex.struck
    ex.readings["strike_triggers"].value = "voluntary"
    assert not ex.struck and "does not count as entering" in ex.text
    assert "<svg" in ex.picture.value and "12.14" in ex.picture.value
    ex.moment.value = MOMENTS[0]
    assert ex.arrival.disabled and ex.struck  # at the moment of abandonment the triggers do not matter
    assert "<svg" in ex.snapshot()
