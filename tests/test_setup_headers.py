"""The kit's set-up headers (sailkit.setup): one way to check, write and read a scenario's name, sides, turns and
readings, used by every rule set on the open table."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError
from sailkit.rulesets.as_per_margin.scenarios import Setup as APMSetup
from sailkit.rulesets.as_per_margin.scenarios import frigate_duel
from sailkit.rulesets.fighting_ships.readings import READINGS as FSH
from sailkit.rulesets.fighting_ships.scenarios import Setup as FSHSetup
from sailkit.rulesets.fighting_ships.scenarios import encounter
from sailkit.setup import check_names, check_setup, read_headers, write_headers

SHIPS = [("Syrene", 1), ("Naiad", 2)]


@pytest.mark.parametrize(
    ("name", "sides", "turns", "ships", "field"),
    [
        ("", ("GB", "FR"), 12, SHIPS, "scenario name"),
        ("x" * 61, ("GB", "FR"), 12, SHIPS, "scenario name"),
        ("Duel", ("GB", "GB"), 12, SHIPS, "sides"),
        ("Duel", ("gb", "FR"), 12, SHIPS, "sides"),
        ("Duel", ("GB", "FR"), 0, SHIPS, "turns"),
        ("Duel", ("GB", "FR"), True, SHIPS, "turns"),
        ("Duel", ("GB", "FR"), 1000, SHIPS, "turns"),
        ("Duel", ("GB", "FR"), 12, [("Syrene", 1)], "ships"),
    ],
)
def test_a_set_up_that_cannot_start_a_game_is_refused_naming_the_field(
    name: str, sides: tuple[str, str], turns: int, ships: list[tuple[str, int]], field: str
) -> None:
    with pytest.raises(InvalidInputError, match=field):
        check_setup(name, sides, turns, ships)


def test_two_ships_of_one_name_are_refused() -> None:
    with pytest.raises(InvalidInputError, match="a different name for every ship"):
        check_names(["Syrene", "Naiad", "Syrene"])


def test_headers_keep_their_order_leave_out_empty_fields_and_add_readings_only_when_switched() -> None:
    plain = write_headers("Duel", ("GB", "FR"), ("Turns", "12"), ("Sequence", ""), readings=FSH.defaults())
    assert list(plain.items()) == [("Scenario", "Duel"), ("Sides", "GB FR"), ("Turns", "12")]
    switched = FSH.resolve({"damage_deck": "one-fewer"})
    assert write_headers("Duel", ("GB", "FR"), readings=switched)["Readings"] == "damage_deck=one-fewer"


def test_reading_headers_names_the_header_at_fault() -> None:
    good = {"Position": "-", "Sides": "GB FR", "Turns": "7", "Readings": "damage_deck=one-fewer"}
    common = read_headers(good, book=FSH, turns=12, what="test headers")
    assert (common.name, common.sides, common.turns) == ("custom", ("GB", "FR"), 7)
    assert common.readings["damage_deck"] == "one-fewer"
    for header, bad in (("Sides", "GB"), ("Turns", "1²"), ("Readings", "damage_deck=none"), ("Position", None)):
        faulty = {k: v for k, v in {**good, header: bad}.items() if v is not None}
        with pytest.raises(InvalidInputError) as refused:
            read_headers(faulty, book=FSH, turns=12, what="test headers")
        assert refused.value.header == header, (header, refused.value)


@pytest.mark.parametrize(
    ("made", "kind"),
    [(encounter(), FSHSetup), (encounter({"damage_deck": "one-fewer"}), FSHSetup), (frigate_duel(), APMSetup)],
)
def test_both_rule_sets_round_trip_their_set_ups_through_the_kit(made: object, kind: type) -> None:
    headers = made.headers()  # type: ignore[attr-defined]
    assert list(headers)[:2] == ["Scenario", "Sides"] and kind.from_headers(headers) == made  # type: ignore[attr-defined]
