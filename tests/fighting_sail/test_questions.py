"""What a newcomer asks of the package: every question answered by an exported function, as a ruling.

The drift die's faces [8.0], heaving to and backing sail [7.71, 7.91], the cost of the
square ahead [7.52, 7.53], a club's own ship [2.22], the export list itself, and the
rule set every answer names so it can show its cases' summaries.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

import sailkit.rulesets.fighting_sail as fs
from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.damage import crew_value
from sailkit.rulesets.fighting_sail.drifting import SWING, drift
from sailkit.rulesets.fighting_sail.movement import apply_step
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulings import RuledInt, Ruling

P = fs.Position.parse


# ---------------------------------------------------------------- the drift die [8.0]


def test_drift_faces_say_which_faces_do_what_8_0() -> None:
    """[8.0] 1-2 the bow stays, 3-4 it turns 45 degrees to port, 5-6 to starboard."""
    faces = fs.drift_faces()
    assert faces.verdict == "1-2 unchanged, 3-4 port, 5-6 starboard"
    assert faces.faces == {1: "unchanged", 2: "unchanged", 3: "port", 4: "port", 5: "starboard", 6: "starboard"}
    assert faces.cases == ("8.0",) and len(faces.steps) == 3
    assert "1-2" in faces.steps[0].reason and "port" in faces.steps[1].reason and "starboard" in faces.steps[2].reason


@given(st.sampled_from(list(Direction)), st.sampled_from([1, 2, 3, 4, 5, 6]))
def test_drift_faces_name_the_heading_a_drift_die_gives(heading: Direction, die: int) -> None:
    """[8.0, 8.4] For every heading and face, drift_faces(heading) names the heading drift() ends on."""
    position = fs.Position(Direction.N, (fs.ShipState.of("Shannon", "0811", heading),))
    _, ruling = drift(position, "Shannon", die)
    assert fs.drift_faces(heading).faces[die] == ruling.facts["facing"] == heading.turned(SWING[die])
    assert ruling.verdict == ruling.facts["facing"].name and ruling


def test_drift_odds_are_two_faces_each_8_0() -> None:
    """[8.0] Each result has two of the six faces."""
    faces = fs.drift_faces("E").faces
    odds = fs.drift_odds("E")
    assert set(odds) == set(faces.values())
    for outcome, p in odds.items():
        assert p == Fraction(sum(1 for f in faces.values() if f == outcome), 6) == Fraction(1, 3)
    assert "3-4" in fs.drift_odds.__doc__ and "5-6" in fs.drift_odds.__doc__


# ---------------------------------------------------------------- heaving to and backing sail [7.71, 7.91]


@pytest.mark.parametrize(
    ("heading", "wind", "ends"),
    [("NE", "N", "E"), ("NW", "N", "W"), ("N", "NE", "NW"), ("SE", "E", "S"), ("NW", "W", "N")],
)
def test_a_beating_ship_may_heave_to_away_from_the_wind_7_91(heading: str, wind: str, ends: str) -> None:
    """[7.91, 7.93] T45: the bow eases 45 degrees off the wind, the ship stays in its square."""
    position = P(f"FS turn 2 wind {wind} | Shannon BR 0811 {heading} cmd=ahead")
    answer = fs.may_heave_to(position, "Shannon")
    assert answer and answer.facing == Direction.parse(ends) and answer.square == fs.square("0811")
    assert {"7.91", "7.93"} <= set(answer.cases) and answer.ruleset == "fighting_sail"
    moved = apply_step(fs.start_movement(position), "Shannon", "heave")
    assert moved.position.ship("Shannon").facing == answer.facing  # the same answer a game gives


@pytest.mark.parametrize(("heading", "point"), [("E", "beam reaching"), ("SE", "broad reaching"), ("S", "running")])
def test_only_a_beating_ship_may_heave_to_7_91(heading: str, point: str) -> None:
    answer = fs.may_heave_to(P(f"FS turn 2 wind N | Shannon BR 0811 {heading} cmd=ahead"), "Shannon")
    assert not answer and answer.cases == ("7.91",) and point in answer.steps[-1].reason
    assert answer.facing is None


def test_a_ship_without_an_order_is_judged_as_if_given_one_7_91() -> None:
    """[6.1, 7.1, 7.91] Before orders, the answer supposes a command and says so."""
    answer = fs.may_heave_to(P("FS turn 1 wind N | Shannon BR 0811 NE"), "Shannon")
    assert answer and answer.cases[0] == "6.1" and "holds no command yet" in answer.steps[0].reason
    assert answer.facing == Direction.E


def test_a_ship_that_can_take_no_order_may_not_heave_to_6_1() -> None:
    """[6.1, 7.61, 8.4, 10.41] Taken aback, fouled, drifted or dead in the water: no order, so no heaving to."""
    aback = fs.may_heave_to(P("FS turn 1 wind N | Shannon BR 0811 N"), "Shannon")
    assert not aback and aback.cases == ("6.1",) and "into the wind" in aback.steps[0].reason
    drifted = fs.may_heave_to(P("FS turn 1 wind N | Shannon BR 0811 NE drifted"), "Shannon")
    assert not drifted and drifted.cases == ("8.4",)
    hulk = fs.may_back_sail(P("FS turn 1 wind N | Shannon BR 0811 NE masts=3"), "Shannon")
    assert not hulk and hulk.cases == ("10.41",)


def test_a_ship_that_has_moved_may_no_longer_stay_instead_7_91() -> None:
    """[7.71, 7.91] Only instead of moving: not after a square entered, nor once the chit is gone [7.25]."""
    beam = fs.start_movement(P("FS turn 2 wind N | Shannon BR 0811 E cmd=ahead"))
    stepped = apply_step(beam, "Shannon", "step").position
    answer = fs.may_back_sail(stepped, "Shannon")
    assert not answer and answer.cases == ("7.71",) and "already moved" in answer.steps[-1].reason
    beating = fs.start_movement(P("FS turn 2 wind N | Shannon BR 0811 NE cmd=ahead"))
    spent = apply_step(beating, "Shannon", "step").position  # 3 points through a corner: the chit comes off
    assert spent.ship("Shannon").command is None
    answer = fs.may_heave_to(spent, "Shannon")
    assert not answer and answer.cases == ("7.91",) and "finished its movement" in answer.steps[-1].reason


def test_a_short_allowance_follows_its_reading_7_54() -> None:
    """[7.54, 7.91] Canopus (Sailing Value C) beating has 1 point: heaving to depends on reading short_allowance."""
    position = P("FS turn 2 wind N | Canopus BR 0811 NE cmd=ahead")
    assert fs.allowance(position, "Canopus") == 1
    default = fs.may_heave_to(position, "Canopus")
    assert default and ("short_allowance", "back_or_heave") in default.readings
    strict = fs.may_heave_to(position.with_(readings=READINGS.resolve({"short_allowance": "chit_off"})), "Canopus")
    assert not strict and strict.cases == ("7.54",) and strict.readings == (("short_allowance", "chit_off"),)


def test_studding_sails_follow_reading_backsail_orientation_13_33() -> None:
    """[7.91, 13.33] Beam reaching under studding sails: refused either way, and the answer names the reading."""
    position = P("FS turn 8 wind N | Shannon BR 0811 E studding cmd=ahead")
    answer = fs.may_heave_to(position, "Shannon")
    assert not answer and ("backsail_orientation", "true_wind") in answer.readings
    rated = position.with_(readings=READINGS.resolve({"backsail_orientation": "studding"}))
    assert "running" in fs.may_heave_to(rated, "Shannon").steps[-1].reason


def test_backing_sail_beating_or_beam_reaching_but_not_twice_running_7_74() -> None:
    """[7.71, 7.74] Beam reaching may back sail; not in the Game-Turn after backing sail."""
    position = P("FS turn 4 wind N | Shannon BR 0811 E cmd=ahead")
    assert fs.may_back_sail(position, "Shannon") and not fs.may_heave_to(position, "Shannon")
    again = fs.may_back_sail(P("FS turn 4 wind N | Shannon BR 0811 E cmd=ahead backed=3"), "Shannon")
    assert not again and again.cases == ("7.74",)
    assert not fs.may_back_sail(P("FS turn 4 wind N | Shannon BR 0811 SE cmd=ahead"), "Shannon")


# ---------------------------------------------------------------- the square ahead [7.52, 7.53]


@pytest.mark.parametrize("heading", list(Direction))
def test_entry_cost_is_a_ruling_7_53(heading: Direction) -> None:
    """[7.52, 7.53] T36: 2 through a side, 3 through a corner, with both steps."""
    cost = fs.entry_cost(heading)
    assert isinstance(cost, RuledInt) and cost == (3 if heading.is_diagonal else 2)
    assert cost.cases == ("7.52", "7.53") and cost.ruling.value == cost
    assert sum(s.value for s in cost.ruling.steps if s.value is not None) == cost
    assert fs.entry_cost(heading.name.lower()) is cost and cost.ruling.ruleset == "fighting_sail"


def test_entry_cost_refuses_a_heading_that_does_not_exist() -> None:
    with pytest.raises(UnknownChoiceError, match="'NNE'"):
        fs.entry_cost("NNE")


# ---------------------------------------------------------------- a club's own ship [2.22]


def test_an_unknown_ship_says_how_to_give_its_rating_2_22() -> None:
    """[2.22] The refusal of an unknown name lists the counters and shows the rating= forms."""
    with pytest.raises(fs.UnknownShipError) as err:
        fs.counter("Bellona")
    text = str(err.value)
    assert "'Bellona'" in text and "'Shannon'" in text and "Shannon" in err.value.allowed
    assert "custom_counter('Bellona', '44-A-5-8 BR')" in text and "rating=44-A-5-8/BR" in text
    assert isinstance(err.value, UnknownChoiceError) and isinstance(err.value, ValueError)
    with pytest.raises(fs.UnknownShipError, match="rating="):
        fs.ShipState.of("Bellona", "0505", "E")


@pytest.mark.parametrize("rating", ["44-A-5-8 BR", "44-A-5-8/BR", "44-a-5-8/br"])
def test_a_custom_counter_reads_both_forms_of_its_rating_2_22(rating: str) -> None:
    if rating[3].islower():
        with pytest.raises(InvalidInputError, match="counter rating"):
            fs.custom_counter("Bellona", rating)
        return
    c = fs.custom_counter("Bellona", rating)
    assert (c.name, c.fire_value, c.sailing, c.rate, c.crew, c.nationality) == ("Bellona", 44, "A", 5, 8, "BR")
    assert c.provenance == "printed" and not c.carronade


def test_a_custom_ship_sails_in_a_position_and_pastes_back_2_22() -> None:
    """[2.22, 9.38] ShipState.of(rating=) and the notation's rating= give the same ship, carronades included."""
    ship = fs.ShipState.of("Bellona", "0505", "E", rating="44*A-5-8 BR", hull=1)
    assert ship.counter.carronade and ship.side == "BR" and crew_value(ship) == 7
    position = fs.Position(Direction.N, (ship, fs.ShipState.of("Wasp", "0507", "W")))
    assert str(position) == "FS turn 1 wind N | Bellona BR 0505 E rating=44*A-5-8/BR hull=1 | Wasp US 0507 W"
    assert P(str(position)) == position
    assert fs.fire_value(position, "Bellona", "Wasp")  # the rules take it like any counter


@pytest.mark.parametrize(
    ("name", "rating", "what"),
    [("", "44-A-5-8 BR", "ship name"), ("Bel|lona", "44-A-5-8 BR", "ship name"), ("Bellona", "44-A-5-8", "rating")],
)
def test_a_custom_counter_refuses_what_a_position_could_not_hold(name: str, rating: str, what: str) -> None:
    with pytest.raises(InvalidInputError, match=what):
        fs.custom_counter(name, rating)


# ---------------------------------------------------------------- the export list


def _sort_key(name: str) -> tuple[int, str]:
    """isort style, as ruff sorts ``__all__``: constants, then classes, then functions."""
    return (0 if name.isupper() else 1 if name[0].isupper() else 2, name)


def test_exports_are_sorted_and_each_is_listed_by_section_in_the_package_docstring() -> None:
    assert fs.__all__ == sorted(fs.__all__, key=_sort_key)
    assert len(set(fs.__all__)) == len(fs.__all__)
    assert [n for n in fs.__all__ if f"``{n}``" not in (fs.__doc__ or "")] == []


#: Exported callables whose docstring cites no case: the case system itself and kit types.
NO_CASE = {"RULESET", "Action", "CaseNumber", "Direction", "NotationError", "case_summary", "cases", "replay"}
NO_CASE |= {"rules_cases", "IllegalActionError", "InvalidInputError"}  # the kit's error classes


def test_every_exported_function_and_class_cites_its_cases() -> None:
    citation = re.compile(r"\[\d{1,2}\.\d")
    missing = [
        n
        for n in fs.__all__
        if callable(getattr(fs, n)) and n not in NO_CASE and not citation.search(inspect.getdoc(getattr(fs, n)) or "")
    ]
    assert missing == []


def test_drift_and_melee_are_the_functions_a_user_asks() -> None:
    """``fs.drift`` applies a drift die [8.0] and ``fs.melee`` fights a melee with its dice [11.21]: functions, not
    the modules that define them (``drifting``, ``melee_combat``)."""
    modules = {m.name for m in pkgutil.iter_modules(fs.__path__)}
    assert modules & set(fs.__all__) == {"cases", "scenarios"}
    assert inspect.isfunction(fs.drift) and inspect.isfunction(fs.melee)
    fouled = P("FS turn 2 wind N | Wasp US 0805 S fouled | Frolic BR 0805 W fouled")
    assert fs.melee(fouled, "0805", {"US": 6, "BR": 1}).verdict == "US captures"


#: Public names of the section modules that are not exported, and why (the review of issue 10).
NOT_EXPORTED = {
    "commands": {"MIN_CREW", "command", "ordered_now", "unable_reason"},  # tables, readers, engine helpers
    "movement": {  # step vocabulary (apply_step reads the actions' words too), engine bookkeeping, answered by moves()
        "Advance",
        "BackSail",
        "HeaveTo",
        "Move",
        "MoveSet",
        "StepAction",
        "StepOutcome",
        "Stop",
        "Tack",
        "Wear",
        "determined_allowance",
        "from_action",
        "previous_order_turn",
        "to_action",
        "turn_fulfilled",
        "wear_squares",
    },
    "back_sail_heave_to": set(),
    "gauge": {"side_allowances"},  # the engine's count; weather_gauge answers
    "drifting": {"CAUSES", "SWING"},  # the die's table; drift_faces answers in words
    "melee_combat": {"decide", "fouled_squares", "sides_in"},  # engine helpers; decide is melee's last step
    "strategic": {"CYCLE", "burning_ships", "leeward", "studding_lapse", "swell_choices", "swell_units"},
    "victory": {
        "OPEN_ENDED_MAX_SHIPS",
        "active",
        "elimination",
        "end_check",
        "enemy_of",
        "prize_value",
    },
}


@pytest.mark.parametrize("module", sorted(NOT_EXPORTED))
def test_every_public_function_of_a_section_module_is_exported_or_known_not_to_be(module: str) -> None:
    """A new public function is either exported for newcomers or added here with the reason it is not."""
    mod = importlib.import_module(f"sailkit.rulesets.fighting_sail.{module}")
    unreviewed = set(mod.__all__) - set(fs.__all__) - NOT_EXPORTED[module]
    assert unreviewed == set()
    assert NOT_EXPORTED[module] <= set(mod.__all__)


# ---------------------------------------------------------------- rulings name their rule set


def _questions() -> list[tuple[str, Ruling]]:
    duel = P("FS turn 8 wind N | Shannon BR 0811 NE cmd=ahead wheel | Chesapeake US 0807 SE")
    fouled = P("FS turn 8 wind N | Wasp US 0805 S fouled | Frolic BR 0805 W fouled")
    hulk = P("FS turn 8 wind N | Cyane BR 0509 E masts=3 fires=1 | Constitution US 0712 E")
    return [
        ("drift_faces", fs.drift_faces()),
        ("drift", drift(duel, "Shannon", 3)[1]),
        ("may_heave_to", fs.may_heave_to(duel, "Shannon")),
        ("may_back_sail", fs.may_back_sail(duel, "Chesapeake")),
        ("entry_cost", fs.entry_cost("N").ruling),
        ("gauge_holder", fs.gauge_holder({"BR": [4], "US": [3]})),
        ("command_ruling", fs.command_ruling(duel, "Chesapeake", "tack")),
        ("wheel_test", fs.wheel_test(duel, "Shannon", 6)[1]),
        ("boarding_value", fs.boarding_value(fouled.ship("Wasp")).ruling),
        ("side_total", fs.side_total(fouled.ships, "US").ruling),
        ("unfoul_target", fs.unfoul_target(fouled, "Wasp").ruling),
        ("may_unfoul", fs.may_unfoul(fouled, "Wasp")),
        ("unfoul", fs.unfoul(fouled, "Wasp", 6)[1]),
        ("cycle_due", fs.cycle_due(8)),
        ("swell_exemption", fs.swell_exemption(hulk, "Cyane")),
        ("swell", fs.swell(hulk, "Cyane", 2)[1]),
        ("burn", fs.burn(hulk, "Cyane", 4)[1]),
        ("studding_phase", fs.studding_phase(duel, set_on=["Chesapeake"])[1]),
        ("allowance", fs.allowance(duel, "Shannon").ruling),
        ("can_fire", fs.can_fire(duel, "Shannon")),
        ("damage_possible", fs.damage_possible(duel)),
        ("must_move_first", fs.must_move_first(duel)),
        ("result", fs.result(hulk)),
        ("range_points", fs.range_points("0811", "0807").ruling),
        ("point_of_sail", fs.point_of_sail("NE", "N").ruling),
        ("victory_points", fs.victory_points(hulk)["BR"].ruling),
    ]


@pytest.mark.parametrize(("name", "ruling"), _questions(), ids=[n for n, _ in _questions()])
def test_answers_name_their_rule_set_and_show_their_cases(name: str, ruling: Ruling) -> None:
    """Each ruling names Fighting Sail, so a notebook can show what its cases rule (Ruling.case_summaries)."""
    assert ruling.ruleset == "fighting_sail"
    summaries = ruling.case_summaries()
    assert list(summaries) == [c for c in ruling.cases if c in summaries] and summaries
    assert all(text == fs.case(number).summary for number, text in summaries.items())


# ---------------------------------------------------------------- cases the list now holds apart


def test_7_21a_the_highest_allowance_on_the_map_counts_however_many_share_it() -> None:
    """[7.21a] The highest allowance is found first, even when several ships share it."""
    r = fs.gauge_holder({"BR": [6, 4], "US": [6, 6, 3]})
    assert r.highest == 6 and r.steps[0].case == "7.21a" and "6" in r.steps[0].reason


def test_7_21b_each_side_counts_its_ships_at_exactly_that_allowance() -> None:
    """[7.21b] Ships below the highest allowance do not count, however many."""
    r = fs.gauge_holder({"BR": [6, 5, 5, 5], "US": [6, 6]})
    assert r.counts == {"BR": 1, "US": 2} and r.verdict == "US"
    assert [s.case for s in r.steps[:2]] == ["7.21a", "7.21b"]


def test_10_41c_a_prize_is_dead_in_the_water() -> None:
    """[10.41c, 10.42] A prize has no allowance and takes no orders, whatever its rigging."""
    position = P("FS turn 2 wind N | Shannon US 0811 E prize | Wasp US 0505 E")
    assert position.ship("Shannon").dead_in_water
    assert fs.allowance(position, "Shannon") == 0 and fs.legal_commands(position, "Shannon") == ()


def test_10_41d_an_abandoned_ship_is_dead_in_the_water() -> None:
    """[10.41d, 12.11] Shannon (Rate 5) is abandoned at 5 hull hits and is then dead in the water."""
    position = P("FS turn 2 wind N | Shannon BR 0811 E hull=5 | Wasp US 0505 E")
    shannon = position.ship("Shannon")
    assert shannon.abandoned and shannon.dead_in_water and fs.allowance(position, "Shannon") == 0
    assert not P("FS turn 2 wind N | Shannon BR 0811 E hull=4").ship("Shannon").dead_in_water


def test_a_refused_order_raises_with_its_case() -> None:
    """[6.22] command_ruling answers; give_command refuses with the same case."""
    tired = P("FS turn 2 wind N | Shannon BR 0811 E hull=4")
    assert not fs.command_ruling(tired, "Shannon", "tack")
    with pytest.raises(IllegalActionError) as err:
        fs.give_command(tired, "Shannon", "tack")
    assert err.value.case == "6.22"
