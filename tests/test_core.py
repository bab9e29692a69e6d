"""The shared core: errors, readings, rulings and dice."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.dice import D6, D66, Distribution, ManualDice, SeededDice, check_die, d6, d66
from sailkit.errors import IllegalActionError, InvalidInputError, SailkitError, UnknownChoiceError
from sailkit.readings import Option, Reading, ReadingBook, Readings
from sailkit.rulings import RuledInt, RuledStr, Ruling, Step, used

BOOK = ReadingBook(
    "toy",
    (
        Reading("colour", "Which colour?", ("1.1",), (Option("red", "r"), Option("blue", "b")), "red", "printed red"),
        Reading("size", "How big?", ("1.2", "1.3"), (Option("small", "s"), Option("large", "l")), "large", "bigger"),
    ),
)


# ---- errors ----


def test_errors_are_value_errors_with_helpful_messages() -> None:
    e = InvalidInputError("square", "3121", "a square on the map")
    assert isinstance(e, ValueError) and isinstance(e, SailkitError)
    assert str(e) == "invalid square: '3121' (expected a square on the map)"
    u = UnknownChoiceError("direction", "NNE", ["N", "NE"])
    assert isinstance(u, InvalidInputError) and u.allowed == ("N", "NE")
    assert str(u) == "invalid direction: 'NNE' (expected one of 'N', 'NE')"
    i = IllegalActionError("shannon cannot tack with crew 5", "6.22")
    assert isinstance(i, ValueError) and i.case == "6.22"
    assert str(i) == "shannon cannot tack with crew 5 [6.22]"


# ---- readings ----


def test_readings_default_and_replace() -> None:
    r = BOOK.defaults()
    assert dict(r) == {"colour": "red", "size": "large"} and len(r) == 2
    s = r.replace(colour="blue")
    assert s["colour"] == "blue" and r["colour"] == "red"  # the original is unchanged
    assert s.non_default() == {"colour": "blue"}
    assert repr(s) == "Readings('toy', colour='blue')"


def test_readings_equality_and_hash_ignore_explicit_defaults() -> None:
    assert BOOK.defaults() == Readings(BOOK, {"colour": "red"})
    assert BOOK.defaults().replace(size="small") == BOOK.resolve({"size": "small"})
    assert BOOK.defaults() != BOOK.resolve({"size": "small"})
    assert len({BOOK.defaults(), BOOK.resolve({"size": "small"}), BOOK.resolve({"size": "small"})}) == 2


def test_readings_hash_agrees_with_equality() -> None:
    """Equal readings must hash alike, even when one spells a default out explicitly."""
    a, b = BOOK.defaults(), Readings(BOOK, {"colour": "red"})
    assert a == b
    assert hash(a) == hash(b)


def test_unknown_reading_key_lists_the_keys() -> None:
    with pytest.raises(UnknownChoiceError) as err:
        BOOK.resolve({"flavour": "sweet"})
    assert "'flavour'" in str(err.value) and "'colour', 'size'" in str(err.value)
    with pytest.raises(UnknownChoiceError):
        BOOK.defaults()["flavour"]


def test_unknown_option_lists_the_options() -> None:
    with pytest.raises(UnknownChoiceError) as err:
        BOOK.defaults().replace(colour="green")
    assert "'green'" in str(err.value) and "'red', 'blue'" in str(err.value) and "'colour'" in str(err.value)


def test_readings_from_another_book_are_refused() -> None:
    other = ReadingBook("other", ())
    with pytest.raises(UnknownChoiceError, match="'other'"):
        BOOK.resolve(other.defaults())


def test_reading_default_must_be_an_option_and_keys_unique() -> None:
    with pytest.raises(ValueError, match="'x'"):
        Reading("k", "q", (), (Option("a", ""),), "x", "")
    with pytest.raises(ValueError, match="share a key"):
        ReadingBook("dup", (BOOK["colour"], BOOK["colour"]))


def test_markdown_table_lists_every_option() -> None:
    md = BOOK.markdown()
    assert '| <a id="colour"></a>`colour` | 1.1 |' in md and "`blue`: b" in md and "`large`: bigger" in md


# ---- rulings ----


def test_ruling_truthiness_cases_and_facts() -> None:
    r = Ruling(
        "can it?",
        False,
        steps=(Step("9.31c", "first"), Step("9.31a", "second", -10), Step("9.31c", "third")),
        readings=(("colour", "red"),),
        facts={"blockers": ("0605",)},
    )
    assert not r
    assert r.cases == ("9.31c", "9.31a")  # in order, without repeats
    assert r.blockers == ("0605",)
    with pytest.raises(AttributeError):
        r.nothing  # noqa: B018
    assert Ruling("ok?", "yes")


def test_ruling_str_and_html() -> None:
    r = Ruling(
        "fire value", 65, steps=(Step("9.33a", "rate", -10), Step("9.33f", "stern <rake>", 20)), readings=(("k", "v"),)
    )
    text = str(r)
    assert text.splitlines()[0] == "fire value: 65"
    # a reading no book declares is named by its key and option in words, never as the id k=v [issue 24]
    assert "  [9.33a] rate (-10)" in text and "  [9.33f] stern <rake> (+20)" in text and "readings:\n    k: v" in text
    html = r._repr_html_()
    assert "&lt;rake&gt;" in html and ">k: v<" in html and "+20" in html
    assert "<th" in html and "what it decided" in html and "<tfoot>" not in html  # -10 + 20 is not 65: no total


def test_ruling_html_heads_with_the_verdict_and_its_number_and_totals_the_steps() -> None:
    """A notebook shows "Fire Value 65", not "True"; steps that add up get a total row; cells are left-aligned."""
    steps = (Step("9.33", "printed Fire Value", 55), Step("9.33f", "stern rake", 20), Step("9.33b", "range", -10))
    r = Ruling("Shannon fires at Constitution", True, steps, value=65, measure="Fire Value")
    assert r.headline() == "Fire Value 65" and r.total() == 65
    html = r._repr_html_()
    assert "<b>Fire Value 65</b>" in html and "True" not in html
    assert "<tfoot>" in html and "<b>65</b>" in html and "text-align:left" in html
    assert str(r).splitlines()[0] == "Shannon fires at Constitution: yes, Fire Value 65"  # plain text: yes, not True
    assert Ruling("ends", 7, value=7, measure="end").headline() == "7 ends"
    assert Ruling("ends", 1, value=1, measure="end").headline() == "1 end"
    refused = Ruling("may fire", False, (Step("9.31c", "the line is blocked"),))
    assert refused.headline() == "no: the line is blocked [9.31c]"
    assert Ruling("who", ("Shannon", "Levant")).headline() == "Shannon, Levant"  # never a Python tuple
    assert str(Ruling("who", ("Shannon", "Levant"))) == "who: Shannon, Levant" and str(Ruling("who", ())) == "who: none"


def test_plural_counts_nouns_right() -> None:
    from sailkit.wording import plural

    assert [plural(n, "corner") for n in (0, 1, 2)] == ["0 corners", "1 corner", "2 corners"]
    assert plural(2, "ship", "ships") == "2 ships" and plural(3, "match") == "3 matches"


def test_article_goes_by_the_first_letter() -> None:
    from sailkit.wording import article

    assert [article(w) for w in ("ahead", "order", "port", "starboard", "")] == ["an", "an", "a", "a", "a"]


def test_used_lists_the_chosen_options() -> None:
    r = BOOK.defaults().replace(size="small")
    assert used(r, "size", "colour") == (("size", "small"), ("colour", "red"))


def test_ruled_int_and_str_are_real_values_carrying_rulings() -> None:
    ruling = Ruling("q", 6, steps=(Step("9.31a", "why"),), readings=(("k", "v"),), value=6)
    n = RuledInt(6, ruling)
    assert n == 6 and isinstance(n, int) and n + 1 == 7 and repr(n) == "6"
    assert eval(repr(n)) == n  # repr pastes back
    assert n.ruling is ruling and n.cases == ("9.31a",) and n.readings == (("k", "v"),)
    s = RuledStr("port", Ruling("q", "port", steps=(Step("9.31b", "why"),)))
    assert s == "port" and isinstance(s, str) and s.upper() == "PORT" and repr(s) == "'port'"
    assert eval(repr(s)) == s and s.cases == ("9.31b",) and s.readings == ()
    assert {s: 1}["port"] == 1


# ---- dice ----


def test_d66_reads_large_then_small() -> None:
    """[9.0] T51-T52: 36 results 11-66, large die first; a 4 and a 6 read 46."""
    assert len(D66) == 36 and D66[0] == 11 and D66[-1] == 66 and 46 in D66 and 64 in D66 and 17 not in D66


@pytest.mark.parametrize(
    ("value", "allowed"), [(0, D6), (7, D6), (2.0, D6), ("3", D6), (True, D6), (17, D66), (None, D66)]
)
def test_check_die_names_bad_results(value: object, allowed: tuple[int, ...]) -> None:
    with pytest.raises(InvalidInputError) as err:
        check_die(value, allowed)
    assert repr(value) in str(err.value) and ("1-6" in str(err.value) or "11-16" in str(err.value))


def test_check_die_accepts_good_results() -> None:
    assert all(check_die(v) == v for v in D6)
    assert all(check_die(v, D66) == v for v in D66)


def test_distributions_are_exact_and_sum_to_one() -> None:
    assert sum(d6().values()) == 1 and d6()[3] == Fraction(1, 6) and d6()[7] == 0
    assert sum(d66().values()) == 1 and len(d66()) == 36
    doubles = d66().map(lambda r: r // 10 == r % 10)
    assert doubles[True] == Fraction(1, 6) and doubles[False] == Fraction(5, 6)
    with pytest.raises(ValueError, match="add up to"):
        Distribution({1: Fraction(1, 2)})


def test_distribution_map_adds_up_like_outcomes() -> None:
    """[8.0] drift: 1-2 none, 3-4 port, 5-6 starboard, a third each."""
    drift = d6().map(lambda r: "none" if r <= 2 else "port" if r <= 4 else "starboard")
    assert dict(drift) == {"none": Fraction(1, 3), "port": Fraction(1, 3), "starboard": Fraction(1, 3)}
    assert "port: 1/3 (33.3%)" in str(drift) and "<table" in drift._repr_html_()


@given(st.lists(st.integers(0, 9), min_size=1, max_size=40))
def test_uniform_distribution_counts_repeats(outcomes: list[int]) -> None:
    d = Distribution.uniform(outcomes)
    assert sum(d.values()) == 1
    assert all(d[o] == Fraction(outcomes.count(o), len(outcomes)) for o in set(outcomes))


def test_manual_dice_use_results_in_order_and_refuse_bad_ones() -> None:
    dice = ManualDice([3, 5])
    dice.add(46)
    assert dice.roll() == 3 and dice.roll() == 5 and dice.roll(D66) == 46
    with pytest.raises(InvalidInputError, match="no result left"):
        dice.roll()
    bad = ManualDice([9])
    with pytest.raises(InvalidInputError, match="9"):
        bad.roll()


def test_seeded_dice_repeat_for_the_same_seed() -> None:
    a, b = SeededDice(42), SeededDice(42)
    ra = [a.roll() for _ in range(50)] + [a.roll(D66) for _ in range(50)]
    rb = [b.roll() for _ in range(50)] + [b.roll(D66) for _ in range(50)]
    assert ra == rb
    assert set(ra[:50]) <= set(D6) and set(ra[50:]) <= set(D66)
    assert [SeededDice(7).roll() for _ in range(20)] != [SeededDice(8).roll() for _ in range(20)]
    assert random.Random(42).random() == random.Random(42).random()


def test_a_chance_is_written_exactly_then_as_a_percentage() -> None:
    from fractions import Fraction

    from sailkit.dice import format_chance

    assert format_chance(Fraction(5, 6)) == "5/6 (83.3%)"
    assert format_chance(Fraction(1)) == "1 (100%)" and format_chance(Fraction(0)) == "0 (0%)"


def test_a_reading_book_round_trips_as_toml_and_a_faulty_one_names_what_is_wrong() -> None:
    """Readings are data: every installed rule set's book writes as TOML and reads back the same, and a reading
    without its options is refused, naming the book."""
    from sailkit.errors import InvalidInputError
    from sailkit.readings import ReadingBook
    from sailkit.registry import rulesets

    for rs in rulesets().values():
        again = ReadingBook.parse(rs.key, rs.readings.to_toml())
        assert list(again.values()) == list(rs.readings.values())
    with pytest.raises(InvalidInputError, match="readings of toy"):
        ReadingBook.parse("toy", '[[reading]]\nkey = "a"\nquestion = "q"\ncases = []\ndefault = "x"\nwhy = "w"\n')
