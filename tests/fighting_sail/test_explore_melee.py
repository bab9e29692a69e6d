"""The melee tutorial's explorer and diagrams, driven as a reader drives them: by setting widget values [11.0-11.34]."""

from __future__ import annotations

from fractions import Fraction

import sailkit.rulesets.fighting_sail as fs
from sailkit.rulesets.fighting_sail.faces.explorers.melee import MeleeExplorer, MeleeRuling, odds_ruling, on_dice

#: Wasp and Frolic [15.2] fouled in 1009: Boarding Values +3 and +2 (B23).
WASP_FROLIC = fs.Position.parse("FS turn 3 wind W | Wasp US 1009 E fouled | Frolic BR 1009 S fouled")


def test_melee_explorer_shows_values_totals_and_exact_odds() -> None:
    """[11.21a, 11.22, 11.21c] Wasp +3 against Frolic +2: US 12/36, BR 4/36, nothing 20/36; a wound shifts the odds."""
    ex = MeleeExplorer(WASP_FROLIC, "1009", draw=False)
    assert ex.values == {"Wasp": 3, "Frolic": 2} and ex.totals == {"US": 3, "BR": 2}
    assert dict(ex.odds) == {"US captures": Fraction(1, 3), "BR captures": Fraction(1, 9), "no effect": Fraction(5, 9)}
    assert ex.result is None and "choose both dice" in ex.label.value
    ex.hull["Wasp"].value = 3
    assert ex.values["Wasp"] == 0 and ex.totals["US"] == 0 and ex.odds["BR captures"] > ex.odds["US captures"]
    assert "crew 6" in ex.label.value and "Boarding Value +0" in ex.text


def test_melee_explorer_fights_it_out_when_both_dice_are_in() -> None:
    """[11.21b, 11.21c, 12.2] 3 + 3 = 6 against 2 + 2 = 4: 6 is 1.5 x 4, Frolic strikes; 2.5 x is not reached."""
    ex = MeleeExplorer(WASP_FROLIC, "1009", draw=False)
    ex.dice["US"].value = "3"
    assert ex.result is None
    ex.dice["BR"].value = "2"
    assert ex.result is not None and ex.result.verdict == "US captures" and ex.after.ship("Frolic").prize
    assert "[11.21c]" in ex.label.value and "Frolic strikes" in ex.text
    ex.ratio.value = "two_and_half"
    assert ex.result.verdict == "no effect" and ex.after.ship("Frolic").side == "BR"
    assert ex.odds["no effect"] > Fraction(5, 9)


def test_melee_explorer_gives_the_fouled_fire_order() -> None:
    """[11.11] Crews 9 (Wasp) and 8 (Frolic): Wasp fires first; lowest_first turns it round; a wound changes it."""
    ex = MeleeExplorer(WASP_FROLIC, "1009", draw=False)
    assert ex.order.verdict == ("Wasp", "Frolic")
    ex.fire_first.value = "lowest_first"
    assert ex.order.verdict == ("Frolic", "Wasp")
    ex.fire_first.value = "highest_first"
    ex.hull["Wasp"].value = 1
    assert ex.order.facts["tied_sides"] == ("US", "BR") and ex.order.facts["tie"] == (8, ("Wasp", "Frolic"))
    assert "a die per side" in ex.label.value


def test_melee_explorer_draws_the_dice_grid_with_the_roll_framed() -> None:
    """[11.21] The picture is the 6 x 6 grid with the exact chances, its alt text naming them."""
    ex = MeleeExplorer(WASP_FROLIC, "1009")
    svg = ex.picture.value
    assert "<svg" in svg and "US captures 12/36" not in svg and "1/3" in svg and "each + a die" in svg
    ex.dice["US"].value, ex.dice["BR"].value = "3", "2"
    assert ex.picture.value != svg and ex.snapshot().startswith("<div><svg")


def test_on_dice_and_odds_ruling_keep_the_ruling_and_draw_the_grid() -> None:
    """[11.21, 11.21c] A melee ruling wrapped by on_dice compares equal to it and is drawn as the dice grid."""
    _, fought = fs.melee(WASP_FROLIC, "1009", {"US": 3, "BR": 2})
    shown = on_dice(fought, WASP_FROLIC, "1009", {"US": 3, "BR": 2})
    assert isinstance(shown, MeleeRuling) and str(shown) == str(fought) and shown.steps == fought.steps
    assert "framed: the dice rolled" in shown._repr_html_()
    odds = odds_ruling(WASP_FROLIC, "1009")
    assert odds.verdict == "no effect" and "12 of the 36 pairs of dice (1/3)" in str(odds)
    assert odds.figure().get_label().endswith("US captures 1/3, no effect 5/9, BR captures 1/9.")


def test_placement_lists_the_empty_neighbours_under_each_adjacency_reading() -> None:
    """[11.33] Eight neighbours by default, four under adjacent_def=four; a ship boxed in stays fouled."""
    pos = fs.Position.parse(
        "FS turn 1 wind W | Shannon BR 1009 E fouled | Chesapeake US 1009 S fouled | Guerriere BR 1010 N"
    )
    eight = fs.unfoul_placement(pos, "Shannon")
    assert len(eight.verdict) == 7 and "1010" not in eight.verdict and eight.readings == (("adjacent_def", "eight"),)
    four = fs.unfoul_placement(pos, "Shannon", {"adjacent_def": "four"})
    assert four.verdict == ("1008", "1109", "0909")
    boxed = pos.with_(
        ships=pos.ships
        + tuple(fs.ShipState.of(n, sq, "N") for n, sq in (("Wasp", "1008"), ("Frolic", "1109"), ("Weazel", "0909")))
    )
    stuck = fs.unfoul_placement(boxed, "Shannon", {"adjacent_def": "four"})
    assert stuck.verdict == () and "stays fouled" in str(stuck)


def test_melee_explorer_brings_ships_in_and_keeps_one_a_side() -> None:
    """[11.2, 11.21a] Ticking a ship adds her Boarding Value; the last ship of a side stays, with the reason."""
    crowd = WASP_FROLIC.with_(
        ships=WASP_FROLIC.ships
        + (
            fs.ShipState.of("Constitution", "1009", "N", fouled=True),
            fs.ShipState.of("Weazel", "1009", "W", fouled=True),
        )
    )
    ex = MeleeExplorer(crowd, "1009", aboard=["Wasp", "Frolic"], draw=False)
    assert ex.totals == {"US": 3, "BR": 2} and set(ex.values) == {"Wasp", "Frolic"}
    ex.present["Weazel"].value = True
    assert ex.totals == {"US": 3, "BR": 2 + 3} and ex.order.facts["tie"] == (9, ("Wasp", "Weazel"))  # crews 9 and 9
    ex.present["Weazel"].value = False
    ex.present["Frolic"].value = False  # the last British ship: refused, nothing changes
    assert ex.present["Frolic"].value and ex.totals == {"US": 3, "BR": 2}
    assert "Frolic stays" in ex.note and "[11.2]" in ex.label.value
    ex.present["Constitution"].value = True
    assert ex.note == "" and ex.totals["US"] == 3 + 5 and ex.odds["BR captures"] == 0
