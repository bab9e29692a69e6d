"""Ship counters [2.2, 2.21, 2.22]: the 55 counters, their parsing and the provenance of every value."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.rulesets.fighting_sail.scenarios import scenarios
from sailkit.rulesets.fighting_sail.ships import (
    RATED_FIELDS,
    Counter,
    counter,
    counters,
    placeholders,
)
from sailkit.rulesets.fighting_sail.vocabulary import NATIONALITIES

PLACEHOLDERS = {"Hunter", "Little Belt", "Kingfisher", "Agamemnon"}

#: Values the rules text itself confirms, with the cases that do [9.3, 12.11, 7.1, 7.2, 7.3, 15.2].
PRINTED = {
    ("Shannon", "fire_value"): ("9.3",),
    ("Shannon", "rate"): ("9.3",),
    ("Constitution", "rate"): ("9.3", "12.11"),
    ("Constitution", "sailing"): ("7.2",),
    ("Guerriere", "sailing"): ("7.2",),
    ("Felicite", "sailing"): ("7.1",),
    ("Wasp", "carronade"): ("15.2",),
    ("Frolic", "carronade"): ("15.2",),
    **{("Alexandre", f): ("7.3",) for f in ("fire_value", "carronade", "sailing", "rate", "crew")},
}


def test_there_are_55_counters_one_per_scenario_ship_2_2() -> None:
    """[2.2] every counter is a ship of some scenario, and every scenario ship has a counter."""
    assert len(counters()) == 55
    in_scenarios = {d.ship for s in scenarios() for d in s.deployments}
    assert in_scenarios == set(counters())


def test_four_placeholders_stay_marked_2_22() -> None:
    """[2.22] the four counters with no recovered rating are placeholders, and only those."""
    assert {c.name for c in placeholders()} == PLACEHOLDERS
    for name in PLACEHOLDERS:
        c = counter(name)
        assert c.placeholder and c.provenance == "placeholder"
        assert c.confidence.startswith("none")
        for f in ("fire_value", "carronade", "sailing", "rate", "crew"):
            assert c.provenance_of(f) == "placeholder"
    assert not any(c.placeholder for c in counters().values() if c.name not in PLACEHOLDERS)


@pytest.mark.parametrize(
    ("rating", "expected"),
    [
        ("55-A-5-9 BR", ("BR", 55, False, "A", 5, 9)),  # T142 Shannon [9.3]
        ("56-A-4-9 US", ("US", 56, False, "A", 4, 9)),  # T143 Constitution [12.11]
        ("52-A-3-6 FR", ("FR", 52, False, "A", 3, 6)),  # T144 Alexandre [7.3]
        ("52*A-6-9 US", ("US", 52, True, "A", 6, 9)),  # T145 Wasp, carronade [9.38]
        ("43-B-4-6 PA", ("PA", 43, False, "B", 4, 6)),
        ("62-C-3-8 BR", ("BR", 62, False, "C", 3, 8)),
    ],
)
def test_parse_counter_rating_2_22(rating: str, expected: tuple) -> None:
    """[2.22] T142-T145: FF-S-R-C NN reads Fire Value, carronade flag [9.38], Sailing Value, Rate, Crew, nationality."""
    c = Counter.from_rating("x", rating)
    assert (c.nationality, c.fire_value, c.carronade, c.sailing, c.rate, c.crew) == expected
    assert c.rating == rating
    assert all(c.provenance_of(f) == "printed" for f in RATED_FIELDS)


@pytest.mark.parametrize(
    ("name", "rating"),
    [
        ("Shannon", "55-A-5-9 BR"),
        ("Constitution", "56-A-4-9 US"),
        ("Alexandre", "52-A-3-6 FR"),
        ("Wasp", "52*A-6-9 US"),
    ],
)
def test_package_counters_match_the_text_2_22(name: str, rating: str) -> None:
    """[2.22, 9.3, 12.11, 7.3] T142-T145 against the package data: the corroborated counters read as printed."""
    assert counter(name).rating == rating
    assert counter(name) == Counter.from_rating(name, rating)


@pytest.mark.parametrize("bad", ["55-A-5-9", "55-D-5-9 BR", "5-A-5-9 BR", "55+A-5-9 BR", "55-A-5-9 XX", "", 55, None])
def test_bad_rating_is_refused_with_the_format_2_22(bad: object) -> None:
    """[2.22] an unreadable counter string names itself and the expected format."""
    with pytest.raises(InvalidInputError) as err:
        Counter.from_rating("x", bad)  # type: ignore[arg-type]
    assert repr(bad) in str(err.value) and "55-A-5-9 BR" in str(err.value)


@pytest.mark.parametrize(("key", "cases"), sorted(PRINTED.items()))
def test_printed_values_cite_their_cases_2_22(key: tuple[str, str], cases: tuple[str, ...]) -> None:
    """[2.22] each value the rules text confirms is "printed" and cites the confirming cases."""
    name, f = key
    p = counter(name).provenance_of(f)
    assert p == "printed"
    assert p.cases == cases
    assert name in str(p.ruling)


def test_every_other_rated_value_is_reconstructed_or_placeholder_2_22() -> None:
    """[2.22] outside the confirmed list, no counter value claims to be printed (nationality aside)."""
    for c in counters().values():
        for f in RATED_FIELDS:
            if f == "nationality":
                continue
            expected = "printed" if (c.name, f) in PRINTED else "placeholder" if c.placeholder else "reconstructed"
            assert c.provenance_of(f) == expected, (c.name, f)


def test_nationality_is_printed_by_the_scenario_deployments_15_0() -> None:
    """[2.21, 15.0] each ship's side is printed in its scenario's deployment list, which the provenance cites."""
    for s in scenarios():
        for d in s.deployments:
            p = counter(d.ship).provenance_of("nationality")
            assert p == "printed" and s.id in p.cases
            assert counter(d.ship).nationality == d.side


def test_reconstructed_value_explains_its_confidence_2_22() -> None:
    """[2.22] a reconstructed value says it comes from the OCR'd sheet and with what confidence."""
    p = counter("Chesapeake").provenance_of("fire_value")
    assert p == "reconstructed" and p.cases == ("2.22",)
    assert "confidence high" in str(p.ruling)


def test_counter_level_provenance_2_22() -> None:
    """[2.22, 7.3] Alexandre's label prints every value, so the whole counter is printed; Shannon's crew is not."""
    assert counter("Alexandre").provenance == "printed"
    assert counter("Shannon").provenance == "reconstructed"


def test_unknown_value_name_lists_the_rated_values() -> None:
    with pytest.raises(UnknownChoiceError) as err:
        counter("Shannon").provenance_of("speed")
    assert "'speed'" in str(err.value) and "'fire_value'" in str(err.value)


@pytest.mark.parametrize(
    ("name", "vp"), [("Imperial", 9), ("Rivoli", 7), ("Constitution", 6), ("Shannon", 5), ("Wasp", 4), ("Mamelouck", 3)]
)
def test_victory_points_are_ten_minus_rate_15_0(name: str, vp: int) -> None:
    """[15.0] B26 / T124: a prize is worth 10 minus its Rate."""
    got = counter(name).victory_points
    assert got == vp and got.cases == ("15.0",)


def test_counter_lookup_ignores_case_and_accepts_the_printed_short_names() -> None:
    """[15.8, 15.7] the scenarios print short forms: 'Q. Charlotte', 'L. Prevost', 'Belt'."""
    assert counter("shannon").name == "Shannon"
    assert counter("Q. Charlotte").name == "Queen Charlotte"
    assert counter("L. Prevost").name == "Lady Prevost"
    assert counter("Belt").name == "Little Belt"
    assert counter("Conopus").name == "Canopus"


@pytest.mark.parametrize("bad", ["Victory", "", 3, None])
def test_unknown_ship_names_itself_and_the_choices(bad: object) -> None:
    with pytest.raises(UnknownChoiceError) as err:
        counter(bad)  # type: ignore[arg-type]
    assert repr(bad) in str(err.value) and "'Shannon'" in str(err.value)


def test_counters_are_immutable() -> None:
    """Counters and the table are read-only, so no caller can change another's ships."""
    c = counter("Shannon")
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.fire_value = 99  # type: ignore[misc]
    with pytest.raises(TypeError):
        counters()["Shannon"] = c  # type: ignore[index]
    assert counter("Shannon").fire_value == 55


def test_every_counter_is_well_formed_2_21_2_22() -> None:
    """[2.21, 2.22, 9.2] codes, grades, rates 1-7 and positive values for all 55."""
    for c in counters().values():
        assert c.nationality in NATIONALITIES
        assert c.sailing in ("A", "B", "C")
        assert 1 <= c.rate <= 7 and 1 <= c.crew <= 9 and 30 <= c.fire_value <= 70
        assert Counter.from_rating(c.name, c.rating) == c


def test_equality_ignores_provenance() -> None:
    a = counter("Shannon")
    b = dataclasses.replace(a, provenance="placeholder", notes="", printed=())
    assert a == b and hash(a) == hash(b)


@given(
    fv=st.integers(10, 99),
    carr=st.booleans(),
    sv=st.sampled_from("ABC"),
    rate=st.integers(1, 9),
    crew=st.integers(1, 99),
    nat=st.sampled_from(sorted(NATIONALITIES)),
)
def test_rating_round_trips_2_22(fv: int, carr: bool, sv: str, rate: int, crew: int, nat: str) -> None:
    """[2.22] writing a counter string and reading it back gives the same counter."""
    c = Counter("x", nat, fv, carr, sv, rate, crew)
    assert Counter.from_rating("x", c.rating) == c
