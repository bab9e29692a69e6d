"""Every case says what it rules: a summary in sailkit's words, its readings, its section and (one day) its lesson.

(Like ``test_cases_module.py``, this file handles case numbers as data and is not
counted as citing them; see ``test_case_coverage.py``.)
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import sailkit.rulesets.fighting_sail as fs
from sailkit.rulesets.fighting_sail.cases import Case, CaseNumber, case, case_summary, cases, rules_cases
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulings import Ruling

ROOT = Path(__file__).resolve().parents[2]
#: A summary is one or two sentences: long enough to say something, short enough for an index.
SHORTEST, LONGEST = 30, 420
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)")
#: Cases whose display or table did not survive (docs/reconstruction.md): their summary says so.
LOST = ("2.22", "2.23", "5.22", "6.11", "7.35", "7.42", "7.53", "9.11", "9.31a", "9.31b", "9.31c", "13.11")


@pytest.mark.parametrize("c", cases(), ids=lambda c: c.number)
def test_every_case_has_a_summary_of_one_or_two_sentences(c: Case) -> None:
    assert SHORTEST <= len(c.summary) <= LONGEST, f"{c.number}: {len(c.summary)} characters"
    assert 1 <= len(_SENTENCE_END.findall(c.summary)) <= 2, c.summary
    assert c.summary[0].isupper() and c.summary.rstrip().endswith((".", ")")), c.summary
    assert c.title and c.summary != c.title


def test_no_case_number_or_title_is_listed_twice() -> None:
    numbers = [c.number for c in cases()]
    titles = [c.title for c in cases()]
    assert len(numbers) == len(set(numbers))
    assert [t for t in titles if titles.count(t) > 1] == []
    assert numbers.count("1.0") == 1 and case("1.0").title == "Introduction"


def test_summaries_are_not_each_other() -> None:
    summaries = [c.summary for c in cases()]
    assert len(summaries) == len(set(summaries))


@pytest.mark.parametrize("c", [c for c in cases() if c.readings], ids=lambda c: c.number)
def test_a_summary_names_every_reading_that_touches_its_case(c: Case) -> None:
    """Where a case rests on a reading, its summary names the key (``Case.readings`` lists them from the book)."""
    missing = [k for k in c.readings if k not in c.summary]
    assert not missing, f"{c.number} is touched by {missing}: name them in its summary in data/cases.csv"


@pytest.mark.parametrize("number", LOST)
def test_a_summary_says_when_its_display_was_lost(number: str) -> None:
    assert "lost" in case(number).summary


def test_readings_of_a_case_come_from_the_reading_book() -> None:
    assert case("9.31b").readings == ("arc_boundary",)
    assert case("9.35").readings == ("arc_boundary",)
    assert case("6.13").readings == ()
    for key, reading in READINGS.items():
        for number in reading.cases:
            assert key in case(number).readings, (key, number)


def test_lettered_items_and_the_parts_of_15_0_are_cases() -> None:
    """The lettered steps of 7.21, 7.83, 10.41 and 11.21 and the three unnumbered rules of 15.0 are listed."""
    for number in ("7.21a", "7.21b", "7.21c", "7.83a", "7.83b", "10.41a", "10.41e", "11.21", "11.21c", "9.33g"):
        assert case(number).number == number
    assert [case(n).title for n in ("15.0-GL", "15.0-VC", "15.0-MR")] == [
        "Game-Length",
        "Victory Conditions",
        "Map Restrictions",
    ]
    assert case("[15.0-gl]").number == "15.0-GL"
    assert case("15.0-GL").parent == case("15.0") and case("9.33f").parent == case("9.33")
    assert case("4.0").parent is None


def test_case_numbers_with_a_part_parse_and_write_back() -> None:
    n = CaseNumber.parse("15.0-VC")
    assert (n.section, n.primary, n.secondary, n.letter, n.part) == (15, 0, None, None, "VC")
    assert str(n) == "15.0-VC" and str(n.parent) == "15.0"
    with pytest.raises(ValueError, match="15.0-GL"):
        CaseNumber.parse("15.0-")


def test_every_parent_of_a_listed_case_is_listed() -> None:
    for c in cases():
        up = CaseNumber.parse(c.number).parent
        while up is not None:
            assert str(up) in {x.number for x in cases()}, (c.number, str(up))
            up = up.parent


def test_the_case_list_holds_the_front_matter_and_every_rules_case() -> None:
    front = [c.number for c in cases() if c.section < 4]
    assert front[0] == "1.0" and "3.0" in front and len(front) == 9
    assert len(rules_cases()) == 183 and rules_cases()[-1].number == "15.9"


def test_a_taught_case_names_a_notebook_that_exists() -> None:
    """A case indexed to a notebook names one that exists; one not yet taught has none."""
    assert case("8.4").tutorial == "06_drift.ipynb" and case("9.33f").tutorial == "07_fire_combat.ipynb"
    for c in cases():
        if c.tutorial:
            notebook = c.tutorial.partition("#")[0]
            assert (ROOT / "tutorials" / notebook).exists(), f"{c.number} points to a missing {notebook}"


def test_case_prints_and_shows_itself() -> None:
    c = case("9.31b")
    assert str(c).startswith("[9.31b] Field of Fire: ") and c.summary in str(c)
    html = c._repr_html_()
    assert "arc_boundary" in html and "[9.31b] Field of Fire" in html


def test_case_summary_is_the_lookup_the_kit_uses() -> None:
    assert fs.RULESET.cases.summary("8.4") == case_summary("8.4")
    assert case_summary("8.4") == case("8.4").summary
    assert case_summary("9.39") is None and case_summary("nine") is None


def _sample_rulings() -> list[Ruling]:
    """Rulings from whole games of six scenarios and from the questions of docs/api.md."""
    out: list[Ruling] = []
    for sid, seed in (("15.1", 1), ("15.2", 2), ("15.4", 5), ("15.6", 6), ("15.7", 3), ("15.8", 8)):
        game = fs.play_random(fs.Game.from_scenario(sid), seed, max_turns=24)
        out += [Ruling(f"log of {sid}", None, flow.log) for _, flow in game.history()]
        out.append(game.result())
    duel = fs.scenario("15.1")
    fouled = fs.Position.parse("FS turn 2 wind N | Wasp US 0805 S fouled | Frolic BR 0805 W fouled")
    hulk = fs.Position.parse("FS turn 8 wind N | Cyane BR 0509 E masts=3 | Constitution US 0712 E")
    out += [
        fs.fire_value(duel, "Shannon", "Chesapeake"),
        fs.moves(duel, "Shannon", "port"),
        fs.strike_ruling(duel, "Shannon"),
        fs.may_heave_to(duel, "Shannon"),
        fs.drift_faces("N"),
        fs.entry_cost("NE").ruling,
        fs.boarding_value(fouled.ship("Wasp")).ruling,
        fs.may_unfoul(fouled, "Wasp"),
        fs.fire_order(fouled, "0805", {"US": 3, "BR": 4}),
        fs.swell_exemption(hulk, "Cyane"),
        fs.swell(hulk, "Cyane", 4)[1],
        fs.damage_possible(duel),
        fs.game_length("15.8"),
    ]
    return out


def test_every_case_a_ruling_cites_is_in_the_list() -> None:
    """[sample] Steps of six whole games and of the api questions cite only listed cases."""
    listed = {c.number for c in cases()}
    cited = {number for ruling in _sample_rulings() for number in ruling.cases}
    assert len(cited) > 70
    assert sorted(cited - listed) == []
