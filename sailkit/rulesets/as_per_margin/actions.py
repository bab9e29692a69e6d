"""Actions of *As Per Margin*: every decision and die result of a game as one line of text.

``str(action)`` writes an action and :meth:`AsPerMarginAction.parse` reads it back (the repr
pastes back). A move on the open table is a pivot about the mainmast in degrees
(clockwise positive) then a straight run in inches [TURNING SHIPS, APM-05;
WIND SPEED, APM-03]::

    move Victory pivot -30 run 7.5 grapple
    tack Victory run 4
    fire Victory Redoutable
    roll 5

Numbers are exact decimals or fractions (``7.5``, ``22.5``, ``15/2``) in the digits 0-9,
read by the kit's one number reader (:mod:`sailkit.numbers`) and written back in their
shortest exact form. Dice are ``roll N``, one die a line: a throw of two dice
(the wind speed, a falling-aboard check) is two ``roll`` actions, the first die first.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from ... import numbers
from ...actions import Action, Grammar, Slot, choice
from ...exact_text import format_exact
from ...verb_table import read_verbs


def exact(text: str) -> Fraction:
    """An exact number from action text (``"7.5"``, ``"-30"``, ``"15/2"``; :func:`sailkit.numbers.exact`)."""
    return numbers.exact(text, "number")


def _degrees(text: str) -> str:
    return format_exact(numbers.exact(text, "pivot (degrees, clockwise positive)", -180, 180))


def _inches(text: str) -> str:
    return format_exact(numbers.exact(text, "run (inches)", 0, 100))


def _keyword(word: str) -> Slot:
    """A fixed word standing before a number (``pivot``, ``run``), kept so the text reads as it is typed."""
    return Slot(word, choice((word,), f"the word {word!r}"))


#: How each argument of a verb is read, by the name ``data/verbs.csv`` gives it (any other is a ship's or side's name)
SLOTS = {
    "pivot": _keyword("pivot"),
    "degrees": Slot("degrees", _degrees),
    "run": _keyword("run"),
    "inches": Slot("inches", _inches),
    "grapple": Slot("grapple", choice(("grapple",), "the word 'grapple' (the ship wants to fall aboard)")),
    "pumps": Slot("pumps", choice(("pumps",), "the word 'pumps' (crew called from the pumps)")),
    "wish": Slot("wish", choice(("fall-aboard", "fend-off"), "wish")),
    "choice": Slot("choice", choice(("die", "pivot", "none"), "extra move")),
    "die": Slot("die", numbers.die),
}
#: Every verb, its arguments, its section and what it does: a table, ``data/verbs.csv`` (:mod:`sailkit.verb_table`)
GRAMMAR = Grammar("As Per Margin", read_verbs("sailkit.rulesets.as_per_margin", "data/verbs.csv", SLOTS))


class AsPerMarginAction(Action):
    """One As Per Margin action: ``AsPerMarginAction.parse("move Victory pivot 30 run 7.5")``."""

    grammar = GRAMMAR
    __slots__ = ()

    @property
    def degrees(self) -> Fraction:
        """The pivot of a ``move`` (0 for other verbs)."""
        v = self.get("degrees")
        return Fraction(0) if v is None else Fraction(str(v))

    @property
    def inches(self) -> Fraction:
        """The run of a ``move`` or ``tack`` (0 for other verbs)."""
        v = self.get("inches")
        return Fraction(0) if v is None else Fraction(str(v))

    @property
    def grapple(self) -> bool:
        return self.get("grapple") == "grapple"

    @property
    def called_from_pumps(self) -> bool:
        return self.get("pumps") == "pumps"


def move(
    ship: str, degrees: Fraction | float | int, inches: Fraction | float | int, grapple: bool = False
) -> AsPerMarginAction:
    """The ``move`` action for a pivot and a run (exact values written in their shortest form)."""
    args: tuple[str, ...] = (ship, "pivot", format_exact(Fraction(degrees)), "run", format_exact(Fraction(inches)))
    return AsPerMarginAction.make("move", args + (("grapple",) if grapple else ()))


@lru_cache(maxsize=65536)
def tack(ship: str, inches: Fraction | float | int, grapple: bool = False) -> AsPerMarginAction:
    args: tuple[str, ...] = (ship, "run", format_exact(Fraction(inches)))
    return AsPerMarginAction.make("tack", args + (("grapple",) if grapple else ()))


def parse(text: str | AsPerMarginAction) -> AsPerMarginAction:
    return AsPerMarginAction.parse(text)


__all__ = ["GRAMMAR", "AsPerMarginAction", "exact", "format_exact", "move", "parse", "tack"]
