"""The damage tutorial's explorers, driven as a reader drives them: by setting widget values [10.0-10.42]."""

from __future__ import annotations

from fractions import Fraction

import pytest

import sailkit.rulesets.fighting_sail as fs
from sailkit.rulesets.fighting_sail.faces.explorers.damage import CriticalExplorer, DamageExplorer

#: Chesapeake 4 Range Points off Shannon's port side; Shannon broad reaching (6).
DUEL = fs.Position.parse("FS turn 1 wind NW | Shannon BR 0811 E | Chesapeake US 0809 SE")


def test_damage_explorer_answers_each_question_with_its_case() -> None:
    """[10.11, 10.12, 10.2, 6.22] Hull hits cost crew and fire, not speed; rigging hits cost speed; crew 5 may not tack."""
    ex = DamageExplorer(DUEL, "Shannon", "Chesapeake", draw=False)
    assert ex.summary == {
        "crew": 9,
        "allowance": 6,
        "dead": False,
        "tack": True,
        "wear": True,
        "abandoned": False,
        "fire": 55,
    }
    ex.hull.value = 4
    assert (ex.summary["crew"], ex.summary["fire"], ex.summary["allowance"]) == (5, 35, 6)
    assert not ex.summary["tack"] and ex.summary["wear"] and "[6.22]" in ex.label.value
    assert "[9.33c]" in ex.label.value and "1 more to go" in ex.label.value
    ex.rigging.value = 4
    assert ex.summary["allowance"] == 3 and ex.rulings["allowance"].steps[-1].case == "10.2"
    assert "crew: 5 [10.12]" in ex.text


def test_damage_explorer_shows_dead_in_the_water_and_abandonment() -> None:
    """[10.41b, 10.41e, 10.13, 12.11] A mast and two rigging hits stop her; at 5 hull hits Shannon (Rate 5) is abandoned."""
    ex = DamageExplorer(DUEL, "Shannon", "Chesapeake", draw=False)
    ex.masts.value = 1
    assert ex.summary["allowance"] == 4 and not ex.summary["dead"]
    ex.rigging.value = 2
    assert ex.summary["dead"] and ex.rulings["dead"].cases == ("10.41b", "10.42")
    assert "1 mast gone together with 2 rigging hits [10.41b]" in ex.label.value  # the item that holds, not 10.42
    ex.rigging.value = 0
    ex.fouled.value = True
    assert ex.rulings["dead"].cases == ("10.41e", "10.42") and ex.summary["allowance"] == 0
    ex.hull.value = 5
    assert ex.summary["abandoned"] and "ABANDONED" in ex.label.value and ex.summary["fire"] is None
    assert "may not fire" in ex.label.value


def test_damage_explorer_draws_the_ship_with_her_crew_and_allowance() -> None:
    """[10.1, 10.2] The picture captions the damaged ship; the static snapshot holds the same picture."""
    ex = DamageExplorer(DUEL, "Shannon")
    ex.hull.value = 2
    assert "<svg" in ex.picture.value and "crew 7, MA 6" in ex.picture.value and "2 hull hits" in ex.picture.value
    assert "fire" not in ex.summary and ex.snapshot().startswith("<div><svg")


def test_critical_explorer_reads_the_dice_and_applies_the_hit() -> None:
    """[10.3, 10.31-10.33] 1-3 wheel, 4-5 mast, 6 then 1-3 mast or 4-6 fire; a second fire blows her up."""
    ex = CriticalExplorer(DUEL, "Chesapeake", draw=False)
    assert ex.kind.verdict == "wheel" and ex.damage is not None and ex.damage.drift_needed
    assert dict(ex.odds) == {"wheel": Fraction(1, 2), "mast": Fraction(5, 12), "fire": Fraction(1, 12)}
    ex.first.value = "4"
    assert ex.kind.verdict == "mast" and ex.after.ship("Chesapeake").masts == 1
    ex.first.value = "6"
    assert ex.kind.verdict is None and ex.damage is None and "second d6" in ex.label.value
    ex.second.value = "2"
    assert ex.kind.verdict == "mast"
    ex.second.value = "4"
    assert ex.kind.verdict == "fire" and ex.after.ship("Chesapeake").hull == 1 and ex.after.ship("Chesapeake").burning
    ex.burning.value = True
    assert ex.after.ship("Chesapeake").destroyed and "blows it up" in ex.text
    ex.first.value = "2"  # a second die after a first die other than 6 is refused, not a crash
    assert ex.kind.verdict is None and "[10.3]" in ex.label.value


def test_critical_explorer_second_wheel_hit_is_a_mast_hit_and_rigging_fire_reading() -> None:
    """[10.32, 10.33, 12.12] A second wheel hit counts as a mast hit; the fire's hull hit abandons (doubles_crit_rigging=counts)."""
    ex = CriticalExplorer(DUEL, "Chesapeake")
    ex.wheel.value = True
    assert ex.after.ship("Chesapeake").masts == 1 and "10.31" in ex.damage.ruling.cases
    assert "<svg" in ex.picture.value
    ex.first.value, ex.second.value, ex.wheel.value = "6", "6", False
    ex.aim.value = "rigging"
    ex.hull.value = 4
    assert ex.after.ship("Chesapeake").abandoned and "doubles_crit_rigging" in dict(ex.damage.ruling.readings)


@pytest.mark.parametrize(
    ("state", "cases"),
    [
        ({"masts": 3}, ("10.41a", "10.42")),
        ({"masts": 1, "rigging": 2}, ("10.41b", "10.42")),
        ({"prize": True, "side": "US"}, ("10.41c", "10.42")),
        ({"hull": 5}, ("10.41d", "10.42")),
        ({"fouled": True}, ("10.41e", "10.42")),
        ({"masts": 3, "rigging": 2, "fouled": True}, ("10.41a", "10.41b", "10.41e", "10.42")),
        ({"masts": 2, "rigging": 1, "hull": 4}, ("10.41",)),
    ],
)
def test_dead_in_water_names_every_item_that_holds(state: dict, cases: tuple[str, ...]) -> None:
    """[10.41a-e] The ruling lists each condition that holds, and agrees with the ship's own flag."""
    ship = fs.ShipState.of("Shannon", "0505", "E").with_(**state)
    ruling = fs.dead_in_water(ship)
    assert ruling.cases == cases and bool(ruling) == ship.dead_in_water == (cases != ("10.41",))
