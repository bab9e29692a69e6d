"""The admiral archetypes as data [APP.1.2.1]: ``data/admirals.csv``, read once, and what a position may write.

Each of the eighteen archetypes (a Methodical to r Poor) has its letter in the text's list, a key, a name, a points
cost, whether its effect is used once in the game or always holds, the effect in our words, and where sailkit's
engine plays it (``play``). An admiral legend [APP.1.2.3] stands for several archetypes at once (:func:`parts`).
What an admiral does at the table is :mod:`.admirals`'s.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ...errors import UnknownChoiceError
from .legends import legends, qualities

#: The admiral of a side that names none, and of one whose flagship is lost [APP.1.2.1].
DEFAULT = "methodical"


@dataclass(frozen=True)
class Archetype:
    """One admiral archetype [APP.1.2.1]: its letter in the text's list, key, name, points cost, whether its effect
    is used once in the game (``once``) or always holds, the effect in our words, and where sailkit plays it."""

    letter: str
    key: str
    name: str
    cost: int
    once: bool
    effect: str
    play: str

    @property
    def applied(self) -> bool:
        """Whether the engine applies the effect in play (else the desk rules on it, and ``play`` says why not)."""
        return self.play.startswith("applied")

    def __str__(self) -> str:
        timing = "once in the game" if self.once else "always"
        return f"{self.name} ({self.cost} points, {timing}) [APP.1.2.1{self.letter}]: {self.effect}"


@cache
def archetypes() -> dict[str, Archetype]:
    """The eighteen archetypes of ``data/admirals.csv``, by key, in the text's order (a to r)."""
    text = resources.files(__package__ or "sailkit.rulesets.fighting_ships").joinpath("data/admirals.csv")
    rows = csv.DictReader(text.read_text(encoding="utf-8").splitlines())
    return {
        r["key"]: Archetype(
            r["letter"], r["key"], r["name"], int(r["cost"]), r["timing"] == "once", r["effect"], r["play"]
        )
        for r in rows
    }


def admiral_keys() -> tuple[str, ...]:
    """What a position may write after ``admiral:``: an archetype's key or an admiral legend's [APP.1.2.3]."""
    return (*archetypes(), *(k for k, g in legends().items() if g.role == "admiral"))


def read_admiral(key: str) -> str:
    """``key`` if it names an archetype or an admiral legend, else an error listing them."""
    if key not in admiral_keys():
        raise UnknownChoiceError("admiral", key, admiral_keys())
    return key


def parts(key: str) -> tuple[Archetype, ...]:
    """The archetypes ``key`` stands for: itself, or a legend's qualities [APP.1.2.3]."""
    return tuple(archetypes()[q] for q in qualities(read_admiral(key), "admiral"))


def cost(key: str) -> int:
    """The points an admiral costs [APP.1.2.1]; a legend's is the sum of its parts' [APP.1.2.3]."""
    return sum(a.cost for a in parts(key))


__all__ = ["DEFAULT", "Archetype", "admiral_keys", "archetypes", "cost", "parts", "read_admiral"]
