"""Ruling.headline (and the first line of a printed ruling) says its number once: the shapes the three rule sets
rule in, and an invariant over any verdict.

Kit tests: no rule set is imported. Each shape below is one the rule sets build (a hit
count, a table row, a loss, a count of moves carried out, a measure in inches) written
with made-up names.
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.rulings import Ruling, Step
from sailkit.wording import Number, agree, format_number, plural, says_number


def times(number: str, text: str) -> int:
    """How often ``number`` stands on its own in ``text`` (no letter, digit, point, slash or dash touching it)."""
    return len(re.findall(rf"(?<![\w./-]){re.escape(number)}(?![\w/-]|\.\d)", text))


@pytest.mark.parametrize(
    ("verdict", "value", "measure", "headline"),
    [
        ("2 hits", 2, "", "2 hits"),  # a fire result counted in hits
        ("1 hit and a critical hit", 1, "", "1 hit and a critical hit"),
        ("4 rigging hits", 4, "", "4 rigging hits"),
        ("1 mast lost", 1, "mast", "1 mast lost"),  # the counted noun is in the words already
        ("Hit Table 4", 4, "", "Hit Table 4"),  # a table row named with its number
        ("yes: her port broadside, Hit Table 2", 2, "", "yes: her port broadside, Hit Table 2"),
        ("Amethyst loses 3 gun boxes", 3, "", "Amethyst loses 3 gun boxes"),  # a loss
        ("carries out 0 of 1", 0, "", "carries out 0 of 1"),  # moves carried out, of those written
        ("attitude B, allowance 3", 3, "", "attitude B, allowance 3"),
        ("3 hexes", 3, "", "3 hexes"),
    ],
)
def test_a_verdict_that_says_its_number_stands_alone(verdict: str, value: Number, measure: str, headline: str) -> None:
    assert Ruling("q", verdict, value=value, measure=measure).headline() == headline


@pytest.mark.parametrize(
    ("verdict", "value", "measure", "headline"),
    [
        (True, 65, "Fire Value", "Fire Value 65"),  # a yes with a named number: the name and the number
        (True, 7, "end", "7 ends"),
        (True, 1, "", "1"),  # True == 1 in Python: a yes with the number 1 still shows it
        (7, 7, "end", "7 ends"),  # the verdict is the number
        ("fires", 65, "Fire Value", "fires, Fire Value 65"),  # words without the number gain it once
        ("drifts", 3, "", "drifts, 3"),
        ("moves", Fraction(7, 2), "inch", "moves, 7/2 inches"),
        ("65 points", 65, "Fire Value", "65 points (Fire Value)"),  # the number is there, its name is added
        ("carries out 2", 2, "hex", "carries out 2 (hexes)"),
        ("carries out 1", 1, "hex", "carries out 1 (hex)"),
        ("rolls 9 on the Dice", 9, "Dice", "rolls 9 on the Dice"),  # the name is there too: nothing to add
        ("12 hits", 2, "", "12 hits, 2"),  # 12 is not 2
        ("hits 1-2", 2, "", "hits 1-2, 2"),  # a range's end is not the number
        ("2.5 inches", 2, "", "2.5 inches, 2"),
        ("1/2 a hit", 2, "", "1/2 a hit, 2"),
        ("hull hit", 3, "die {}", "hull hit, die 3"),  # a die read: the number where the measure puts it
        ("moves to 1110 on a die 4", 4, "die {}", "moves to 1110 on a die 4"),
        ("moves 4 squares", 4, "die {}", "moves 4 squares (die)"),
        ("carries out R1", 2, "{} hexes left", "carries out R1, 2 hexes left"),
        ("burning", 0, "hull hit", "burning, 0 hull hits"),  # of several words, the last takes the plural
        ("burning", 1, "hull hit", "burning, 1 hull hit"),
        ("fails", 9, "{} against 10", "fails, 9 against 10"),
    ],
)
def test_the_number_is_added_once_and_only_where_missing(
    verdict: object, value: Number, measure: str, headline: str
) -> None:
    assert Ruling("q", verdict, value=value, measure=measure).headline() == headline


def test_a_printed_ruling_says_its_number_once_too() -> None:
    """The plain text keeps its "(value N)" only where the verdict does not already say N."""
    assert str(Ruling("which Hit Table", "Hit Table 4", value=4)) == "which Hit Table: Hit Table 4"
    assert str(Ruling("boarding", "B loses 2 gun boxes", value=2)) == "boarding: B loses 2 gun boxes"
    assert str(Ruling("fire", True, value=65)) == "fire: yes (value 65)"
    assert str(Ruling("fire", True, value=1)) == "fire: yes (value 1)"  # True == 1 in Python: the value still shows
    assert str(Ruling("may Wasp turn", False)) == "may Wasp turn: no"  # a reader's yes or no, never Python's False
    assert str(Ruling("hull damage", "3 hull hits", value=1)) == "hull damage: 3 hull hits (value 1)"
    assert str(Ruling("ends", 7, value=7)) == "ends: 7"


def test_a_printed_ruling_says_a_measured_number_as_its_heading_does() -> None:
    """Where the heading names the number (a measure), the plain text says the same words, not "(value N)";
    a yes or no says "yes" or "no" and then the number: "yes, Fire Value 65"."""
    burning = Ruling("fire hit on Levant", "burning", value=1, measure="hull hit")
    assert str(burning) == "fire hit on Levant: burning, 1 hull hit" == f"fire hit on Levant: {burning.headline()}"
    assert str(Ruling("roll", "fails", value=9, measure="{} against 10")) == "roll: fails, 9 against 10"
    assert str(Ruling("ends", 7, value=7, measure="end")) == "ends: 7 ends"
    assert str(Ruling("fire", True, value=65, measure="Fire Value")) == "fire: yes, Fire Value 65"
    assert str(Ruling("drift", "NW", value=1)) == "drift: NW (value 1)"  # no measure: as it was


def test_a_glossed_yes_or_no_says_what_it_means_with_its_number() -> None:
    """A gloss turns "yes, 1" / "no, 6" into the outcome in words, with the die named."""
    yes = Ruling("does the order survive", True, value=1, measure="die {}", gloss="the order stands")
    no = Ruling(
        "does the order survive", False, (Step("10.32", "lost"),), value=6, measure="die {}", gloss="it is lost"
    )
    assert yes.headline() == "yes: the order stands (die 1)" and no.headline() == "no: it is lost (die 6)"
    assert str(yes) == "does the order survive: yes, the order stands (die 1)"
    assert str(no).splitlines()[0] == "does the order survive: no, it is lost (die 6)"
    assert Ruling("q", True, gloss="it holds").headline() == "yes: it holds"
    assert Ruling("q", "stays", value=2, gloss="ignored: not a yes or no").headline() == "stays, 2"


def test_headlines_without_a_number_are_as_they_were() -> None:
    assert Ruling("q", False, (Step("9.31c", "the line is blocked"),)).headline() == "no: the line is blocked [9.31c]"
    assert Ruling("q", "Shannon").headline() == "Shannon"
    assert Ruling("q", ("Shannon", "Levant")).headline() == "Shannon, Levant"


def test_says_number_reads_a_number_on_its_own() -> None:
    assert says_number("2 hits", "2") and says_number("loses 2.", "2") and says_number("modifier -10", "-10")
    assert says_number("takes 1/2 a hit", "1/2") and says_number("3.25 inches", "3.25")
    assert not any(says_number(words, "2") for words in ("12 hits", "x2", "2x", "1/2", "2/3", "2.5", "1-2", "2-3"))


words = st.lists(st.sampled_from(["hits", "Hit Table", "loses", "gun boxes", "of", "yes:", "a", "B", ","]), max_size=4)
values = st.one_of(
    st.integers(-20, 120),
    st.fractions(min_value=-5, max_value=20, max_denominator=4),
    st.floats(min_value=-5, max_value=30, allow_nan=False).map(lambda f: round(f, 2)),
)
measures = st.sampled_from(["", "Fire Value", "Hit Table", "Dice", "Score", "end", "inch", "hit", "hex", "mast"])


@given(before=words, after=words, value=values, measure=measures, said=st.integers(0, 2), boolean=st.booleans())
def test_the_number_never_shows_twice_and_nothing_is_lost(
    before: list[str], after: list[str], value: Number, measure: str, said: int, boolean: bool
) -> None:
    """Whatever the verdict, the headline shows the number as often as the words do, and at least once;
    it keeps the verdict's words and names the measure."""
    number = format_number(value)
    verdict: object = True if boolean else " ".join([*before, *[number] * said, *after])
    ruling = Ruling("q", verdict, value=value, measure=measure)
    headline = ruling.headline()
    in_words = times(number, verdict) if isinstance(verdict, str) else 0
    assert times(number, headline) == max(1, in_words), (verdict, headline)
    printed = str(ruling).splitlines()[0].removeprefix("q: ")
    assert times(number, printed) == max(1, in_words), (verdict, printed)
    if isinstance(verdict, str):
        assert headline.startswith(verdict)
    if measure:
        assert measure.lower() in headline.lower()


def test_a_word_agrees_with_its_count_and_plural_writes_the_count_before_it() -> None:
    """One rule for every "1 hit carries" / "2 hits carry" the rule sets write: exactly 1 takes the singular."""
    assert [agree(n, "hit") for n in (0, 1, 2)] == ["hits", "hit", "hits"]
    assert agree(1, "falls", "fall") == "falls" and agree(3, "falls", "fall") == "fall"
    assert agree(2, "box") == "boxes" and agree(2, "inch") == "inches" and agree(2, "die", "dice") == "dice"
    assert agree(Fraction(1), "inch") == "inch" and agree(Fraction(3, 2), "inch") == "inches"
    assert plural(1, "hull hit") == "1 hull hit" and plural(Fraction(1, 2), "inch") == "1/2 inches"


def test_a_glossed_verdict_says_its_number_once_when_the_question_already_says_it() -> None:
    """A question that names its number with the measure ("may A pivot 75 degrees") is not followed by the number again
    in brackets; a question that does not ("does the order survive") still gets it."""
    asked = Ruling("may A pivot 75 degrees", True, value=75, measure="degree", gloss="within the 90-degree limit")
    assert asked.headline() == "yes: within the 90-degree limit"
    assert str(asked).splitlines()[0] == "may A pivot 75 degrees: yes, within the 90-degree limit"
    bare = Ruling("may A pivot", True, value=75, measure="degree", gloss="within the 90-degree limit")
    assert bare.headline() == "yes: within the 90-degree limit (75 degrees)"
    assert Ruling("wheel test for 7", False, value=7, measure="die {}", gloss="lost").headline() == "no: lost (die 7)"


def test_a_verdict_of_several_numbers_that_says_itself_is_said_in_its_own_words() -> None:
    """A pair that is a named tuple with its own words ("3 to 5 boxes") is printed so, and still compares as the pair;
    a plain tuple is still listed with commas."""
    from typing import NamedTuple

    class Span(NamedTuple):
        fewest: int
        most: int

        def __str__(self) -> str:
            return f"{self.fewest} to {self.most} boxes"

    said = Ruling("gun boxes of a battery of 40 guns", Span(3, 5))
    assert said.headline() == "3 to 5 boxes" and said.verdict == (3, 5)
    assert str(said).splitlines()[0] == "gun boxes of a battery of 40 guns: 3 to 5 boxes"
    assert Ruling("which ships", ("Shannon", "Levant")).headline() == "Shannon, Levant"
    assert str(Ruling("fewest and most", (3, 5))).splitlines()[0] == "fewest and most: 3, 5"


def test_the_hand_written_inits_of_ruling_and_step_take_the_dataclass_fields_in_order() -> None:
    """Ruling and Step write their own ``__init__`` (one assignment, for speed): it must take exactly the declared
    fields, in order, with their defaults, as the dataclass's own would, so ``replace`` and positional calls agree."""
    import dataclasses
    import inspect

    from sailkit.rulings import Ruling, Step

    for cls in (Ruling, Step):
        params = list(inspect.signature(cls.__init__).parameters.values())[1:]
        fields = [f for f in dataclasses.fields(cls) if f.init]  # ``others`` is filled in after: not an argument
        assert [p.name for p in params] == [f.name for f in fields]
        for p, f in zip(params, fields):
            if f.default is not dataclasses.MISSING:
                assert p.default == f.default, f.name
            elif f.default_factory is not dataclasses.MISSING:
                assert p.default is None, f.name  # None stands for a fresh default
            else:
                assert p.default is inspect.Parameter.empty, f.name
    r = Ruling("q", True, (Step("1.1", "why", 2),), value=2)
    assert r.facts == {} and r.steps[0].value == 2 and dataclasses.replace(r, gloss="g").gloss == "g"
    assert Ruling("q", True) == Ruling("q", True) and hash(Step("1.1", "x")) == hash(Step("1.1", "x"))
    assert Ruling("q", True).facts is not Ruling("q", True).facts
