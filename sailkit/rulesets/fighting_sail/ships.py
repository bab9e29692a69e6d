"""The ship counters [2.2, 2.21, 2.22]: printed ratings of every ship in the scenarios.

``FF-S-R-C NN``: Fire Value (``*`` for carronades [9.38]), Sailing Value [5.21], Rate [9.2], Crew Value, nationality
[2.21]. ``data/counters.csv`` gives each value's provenance: ``printed`` (confirmed by the cases it names, as 9.3's
example gives Shannon's 55), ``reconstructed`` (from the OCR'd sheet) or ``placeholder`` (Hunter, Little Belt,
Kingfisher, Agamemnon). ``counter("Shannon").provenance_of("fire_value") == "printed"``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Literal

from ...errors import InvalidInputError, UnknownChoiceError
from ...package_data import rows
from ...rulings import RuledInt, RuledStr, Step
from .readings import RULINGS

Provenance = Literal["printed", "reconstructed", "placeholder"]
#: The rated values of a counter, by attribute name [2.22].
RATED_FIELDS: tuple[str, ...] = ("nationality", "fire_value", "carronade", "sailing", "rate", "crew")
_FIELD_WORDS = {
    "nationality": "nationality",
    "fire_value": "Fire Value",
    "carronade": "carronade flag",
    "sailing": "Sailing Value",
    "rate": "Rate",
    "crew": "Crew Value",
}

_RATING = re.compile(r"^\s*(\d{2})([*-])([ABC])-(\d)-(\d{1,2})(?:\s+(BR|FR|US|PA))?\s*$", re.ASCII)


@dataclass(frozen=True)
class Counter:
    """One ship counter's printed ratings [2.22], with where each value comes from.

    Two counters with the same ratings are equal whatever their provenance: the
    bookkeeping fields take no part in comparisons or hashing.
    """

    name: str
    nationality: str
    fire_value: int
    carronade: bool
    sailing: str
    rate: int
    crew: int
    #: ``"printed"`` when every rated value is printed, ``"placeholder"`` when none was recovered, else ``"reconstructed"``.
    provenance: str = field(default="reconstructed", compare=False)
    confidence: str = field(default="", compare=False)
    notes: str = field(default="", compare=False)
    #: ``(field, cases)`` for each value the rules text confirms.
    printed: tuple[tuple[str, tuple[str, ...]], ...] = field(default=(), compare=False)
    aliases: tuple[str, ...] = field(default=(), compare=False)

    @property
    def placeholder(self) -> bool:
        """True for the four counters whose ratings were not recovered at all."""
        return self.provenance == "placeholder"

    @property
    def rating(self) -> str:
        """The counter string, e.g. ``"55-A-5-9 BR"`` (``"52*A-6-9 US"`` for carronades) [2.22]."""
        sep = "*" if self.carronade else "-"
        return f"{self.fire_value}{sep}{self.sailing}-{self.rate}-{self.crew} {self.nationality}"

    def provenance_of(self, value: str) -> RuledStr:
        """Where one rated value comes from: ``"printed"``, ``"reconstructed"`` or ``"placeholder"`` [2.22].

        The answer carries its ruling: for a printed value the cases that confirm it.
        """
        if value not in RATED_FIELDS:
            raise UnknownChoiceError("counter value", value, RATED_FIELDS)
        shown = getattr(self, value)
        words = f"{self.name}'s {_FIELD_WORDS[value]} {shown!r}"
        cases = dict(self.printed).get(value)
        prov: Provenance
        if cases:
            prov = "printed"
            steps = tuple(Step(c, f"the rules text confirms {words}") for c in cases)
        elif self.placeholder:
            prov = "placeholder"
            steps = (Step("2.22", f"no rating of {self.name} survives on the counter sheet; {words} is a stand-in"),)
        else:
            prov = "reconstructed"
            conf = f" (confidence {self.confidence})" if self.confidence else ""
            steps = (Step("2.22", f"{words} is read from the OCR'd counter sheet{conf}"),)
        ruling = RULINGS(f"provenance of {words}", prov, steps, facts={"notes": self.notes})
        return RuledStr(prov, ruling)

    @property
    def victory_points(self) -> RuledInt:
        """Victory Points for holding this ship as a prize, or for its blowing up: 10 minus its Rate [15.0]."""
        vp = 10 - self.rate
        ruling = RULINGS(
            f"Victory Points for {self.name}",
            vp,
            (Step("15.0", f"a prize is worth 10 less its Rate {self.rate}: {vp}"),),
            value=vp,
        )
        return RuledInt(vp, ruling)

    @classmethod
    def from_rating(cls, name: str, rating: str) -> Counter:
        """Read a counter string such as ``"55-A-5-9 BR"`` or ``"52*A-6-9 US"`` [2.22, 9.38].

        Every value of a counter read this way is printed on the string given.
        """
        m = _RATING.match(rating) if isinstance(rating, str) else None
        if m is None or m.group(6) is None:
            raise InvalidInputError("counter rating", rating, "FF-S-R-C NN such as '55-A-5-9 BR' or '52*A-6-9 US'")
        fv, sep, sv, rate, crew, nat = m.groups()
        return cls(
            name,
            nat,
            int(fv),
            sep == "*",
            sv,
            int(rate),
            int(crew),
            provenance="printed",
            printed=tuple((f, ("2.22",)) for f in RATED_FIELDS),
        )


def _printed(text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Parse the ``printed`` column: ``"rate:9.3,12.11;sailing:7.2"``."""
    out = []
    for part in filter(None, text.split(";")):
        key, _, cases = part.partition(":")
        if key not in RATED_FIELDS:
            raise ValueError(f"counters.csv: unknown value {key!r} in the printed column")
        out.append((key, tuple(cases.split(","))))
    return tuple(out)


@lru_cache(maxsize=1)
def counters() -> Mapping[str, Counter]:
    """All 55 ship counters by name (read-only), from the package's ``data/counters.csv`` [2.2]."""
    out: dict[str, Counter] = {}
    for row in rows(__package__, "data/counters.csv"):
        conf = row["confidence"]
        printed = _printed(row["printed"])
        rated = {k for k, _ in printed}
        prov = (
            "placeholder" if conf.startswith("none") else "printed" if rated >= set(RATED_FIELDS) else "reconstructed"
        )
        out[row["name"]] = Counter(
            name=row["name"],
            nationality=row["nationality"],
            fire_value=int(row["fire_value"]),
            carronade=row["carronade"] == "Y",
            sailing=row["sailing_value"],
            rate=int(row["rate"]),
            crew=int(row["crew_value"]),
            provenance=prov,
            confidence=conf,
            notes=row["notes"],
            printed=printed,
            aliases=tuple(filter(None, row["aliases"].split(";"))),
        )
    return MappingProxyType(out)


@lru_cache(maxsize=1)
def _by_folded_name() -> Mapping[str, Counter]:
    table: dict[str, Counter] = {}
    for c in counters().values():
        for n in (c.name, *c.aliases):
            table[n.casefold()] = c
    return table


class UnknownShipError(UnknownChoiceError):
    """A ship name that is not on the counter list; the message also says how to bring a ship of your own [2.22]."""

    def __init__(self, name: object, known: Iterable[str]) -> None:
        self.allowed = tuple(known)
        own = name if isinstance(name, str) and name.strip() else "Bellona"
        InvalidInputError.__init__(
            self,
            "ship",
            name,
            "a ship of the counter list, one of "
            + ", ".join(repr(a) for a in self.allowed)
            + f"; for a ship of your own give its counter rating: custom_counter({own!r}, '44-A-5-8 BR'), "
            f"ShipState.of({own!r}, '0505', 'E', rating='44-A-5-8 BR') or rating=44-A-5-8/BR after its heading "
            "in a position",
        )


def counter(name: str) -> Counter:
    """The counter of a ship by name [2.2], ignoring case; the scenarios' short forms work too ("Q. Charlotte").

    A ship that is not on the counter list (a club's own ship) raises
    :class:`UnknownShipError`, which says how to give its rating
    (:func:`.state.custom_counter`).
    """
    table = counters()
    if isinstance(name, str):
        if name in table:
            return table[name]
        found = _by_folded_name().get(name.strip().casefold())
        if found is not None:
            return found
    raise UnknownShipError(name, sorted(table))


def placeholders() -> tuple[Counter, ...]:
    """The counters whose ratings were not recovered at all (stand-in values) [2.22]."""
    return tuple(c for c in counters().values() if c.placeholder)
