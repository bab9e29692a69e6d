"""The kit's explorers as tables of controls (sailkit.controls): declared controls become widgets in order, values
are given by position or name, typos are refused by name, dice not rolled read as None, and every change asks again."""

from __future__ import annotations

from typing import Any

import pytest

from sailkit.controls import NO_ROLL, Check, Choice, Die, Reading, TableExplorer, Whole, Words
from sailkit.errors import InvalidInputError
from sailkit.readings import ReadingBook


class _Reading:
    default = "strict"
    option_names = ("strict", "lenient")


BOOK: dict[str, Any] = {"gap": _Reading()}


class Probe(TableExplorer):
    basis = 0
    turn = Whole("turn", 1, 40, default=10, step=2)
    wind = Choice("wind from", ("N", "S"), "N")
    die = Die("a die")
    gap = Reading(BOOK, "gap")

    def rule(self) -> Any:
        self.asked = getattr(self, "asked", 0) + 1
        return dict(self.values)

    def label_html(self) -> str:
        return str(self.ruling)


class MoreProbe(Probe):
    fast = Check("fast")
    order = Words("order", "L1")


def test_controls_are_made_in_the_order_declared_with_their_defaults() -> None:
    p = Probe()
    assert Probe.CONTROLS == ("turn", "wind", "die", "gap") and p.controls == (p.turn, p.wind, p.die, p.gap)
    assert (p.turn.value, p.turn.min, p.turn.max, p.turn.step) == (10, 1, 40, 2)
    assert p.die.options == (NO_ROLL, "1", "2", "3", "4", "5", "6") and p.gap.options == (
        ("strict", "strict"),
        ("lenient", "lenient"),
    )
    assert p.values == {"turn": 10, "wind": "N", "die": None, "gap": "strict"}
    assert MoreProbe.CONTROLS == ("turn", "wind", "die", "gap", "fast", "order")
    assert MoreProbe().values["order"] == "L1"


def test_values_by_position_or_by_name() -> None:
    assert Probe(12, "S", die=4).values == {"turn": 12, "wind": "S", "die": 4, "gap": "strict"}


def test_a_change_asks_the_question_again() -> None:
    p = Probe()
    asked = p.asked
    p.die.value = "6"
    assert p.asked == asked + 1 and p.ruling["die"] == 6 and "'die': 6" in p.label.value


@pytest.mark.parametrize(("args", "kw", "named"), [((), {"wnd": "N"}, "wnd"), ((1, "N", None, "strict", 5), {}, "5")])
def test_a_typo_or_too_many_values_is_refused_by_name(args: tuple[Any, ...], kw: dict[str, Any], named: str) -> None:
    with pytest.raises(InvalidInputError, match=named):
        Probe(*args, **kw)


def test_an_attribute_read_before_the_control_is_made_says_so() -> None:
    with pytest.raises(AttributeError, match="turn"):
        Probe.turn.__get__(object.__new__(Probe))


def test_a_real_readings_book_gives_its_options() -> None:
    from sailkit.rulesets.as_per_margin.readings import READINGS

    assert isinstance(READINGS, ReadingBook)
    r = Reading(READINGS, "beating_angle")
    assert r.options == READINGS["beating_angle"].option_names and r.default == READINGS["beating_angle"].default


@pytest.mark.parametrize(
    ("kw", "named"),
    [({"turn": 41}, "turn"), ({"turn": "12"}, "turn"), ({"turn": True}, "turn"), ({"wind": "E"}, "wind from"),
     ({"die": 7}, "a die"), ({"gap": "loose"}, "reading gap")],
)  # fmt: skip
def test_a_value_out_of_range_is_refused_with_what_is_allowed(kw: dict[str, Any], named: str) -> None:
    """A slider would silently clamp 41 to 40 and a dropdown raise a bare TraitError: the kit names the control."""
    with pytest.raises(InvalidInputError, match=named):
        Probe(**kw)


def _fs(module: str) -> Any:
    return __import__(f"sailkit.rulesets.fighting_sail.faces.explorers.{module}", fromlist=["x"])


def _fs_position(text: str) -> Any:
    return __import__("sailkit.rulesets.fighting_sail", fromlist=["x"]).Position.parse(text)


@pytest.mark.parametrize(
    ("make", "named"),
    [
        (lambda: __import__("sailkit.rulesets.as_per_margin.faces.explorers", fromlist=["x"]).ClockExplorer(41), "turn"),
        (lambda: __import__("sailkit.rulesets.wooden_ships.faces.explorers.basic", fromlist=["x"]).AllowanceExplorer(
            speed=9), "battle-sail speed"),
        (lambda: __import__("sailkit.rulesets.wooden_ships.faces.explorers.advanced", fromlist=["x"]).FireExplorer(
            "X"), "shot loaded"),
        (lambda: _fs("striking").StrikeExplorer(_fs_position(
            "FS turn 8 wind W | Chesapeake US 1010 N | Shannon BR 1410 W"), "Chesapeake", "Shannon", distance=9), "squares away"),
        (lambda: _fs("drift").DriftExplorer(_fs_position(
            "FS turn 1 wind N | Felicite FR 1010 N | Shannon BR 1310 W"), "Felicite", die=7), "drift die"),
        (lambda: _fs("drift").DriftExplorer(_fs_position(
            "FS turn 1 wind N | Felicite FR 1010 N | Shannon BR 1310 W"), "Felicite", cause="9.99"), "why it drifts"),
        (lambda: _fs("wind").WindExplorer(sailing="Z"), "Sailing Value"),
    ],
)  # fmt: skip
def test_the_rule_sets_explorers_refuse_a_value_they_cannot_show(make: Any, named: str) -> None:
    """On main a slider clamped turn 41 to 40 and speed 9 to 4 without a word, and a dropdown raised a TraitError;
    Fighting Sail's explorers, not on the table of controls, did so until the kit's sliders and dropdowns refused."""
    with pytest.raises(InvalidInputError, match=named):
        make()
