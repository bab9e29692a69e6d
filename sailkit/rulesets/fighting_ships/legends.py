"""Legends [APP.1.2.3]: famous captains and admirals who bring more than one special quality.

A legend is data (``data/legends.csv``): a key, a name, whether the legend commands a ship (a captain) or the fleet
(an admiral), and the qualities combined, each a key of the special captains [APP.1.2.2] or of the admirals
[APP.1.2.1]. Nothing here applies a quality: a position writes a legend where it writes a captain (``captain:drake``)
or an admiral (``admiral:nelson``), and the captain and admiral rules ask :func:`qualities` what it stands for, so a
legend plays as exactly the sum of its parts. Its cost is the sum of its parts' costs (the text's examples add up:
Drake 15, Blackbeard 10, Nelson 30).
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ...errors import UnknownChoiceError

#: The roles a legend may take: in command of one ship, or of the fleet.
ROLES = ("captain", "admiral")


@dataclass(frozen=True)
class Legend:
    """One legend: its role, its key (as a position writes it), its name, a note and the qualities it combines
    [APP.1.2.3]."""

    role: str  #: one of :data:`ROLES`
    key: str
    name: str
    note: str
    parts: tuple[str, ...] = ()  #: the special captains' or the admirals' keys

    def __str__(self) -> str:
        return f"{self.name} ({' + '.join(self.parts)} {self.role}) [APP.1.2.3]"


@cache
def legends() -> dict[str, Legend]:
    """Every legend of ``data/legends.csv``, by key."""
    text = resources.files(__package__ or "sailkit.rulesets.fighting_ships").joinpath("data/legends.csv")
    rows = csv.DictReader(text.read_text(encoding="utf-8").splitlines())
    found = (Legend(r["role"], r["key"], r["name"], r["note"], tuple(r["qualities"].split())) for r in rows)
    return {legend.key: legend for legend in found}


def qualities(key: str, role: str) -> tuple[str, ...]:
    """The qualities ``key`` stands for in ``role``: a legend's parts, or the key itself (a plain captain or admiral).
    A legend of the other role is refused by name."""
    legend = legends().get(key)
    if legend is None:
        return (key,)
    if legend.role != role:
        wanted = [k for k, g in legends().items() if g.role == role]
        raise UnknownChoiceError(f"legend as {role}", key, wanted)
    return legend.parts


def captain_legends() -> tuple[str, ...]:
    """The keys of the captain legends, which a position may write after ``captain:``."""
    return tuple(k for k, g in legends().items() if g.role == "captain")


def captain_parts(captain: str) -> tuple[str, ...]:
    """The special captains ``captain`` stands for [APP.1.2.2]: a legend's parts, or itself."""
    return qualities(captain, "captain")


__all__ = ["ROLES", "Legend", "captain_legends", "captain_parts", "legends", "qualities"]
