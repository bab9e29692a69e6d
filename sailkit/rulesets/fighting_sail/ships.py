"""The ship counters [2.2, 2.21, 2.22]: printed ratings of every ship in the scenarios.

A counter reads ``FF-S-R-C NN``: Fire Value (an asterisk instead of the first hyphen
marks carronades [9.38]), Sailing Value [5.21], Rate [9.2], Crew Value and
nationality [2.21]. The counter sheet survives only as a misaligned OCR, so every
counter carries its provenance: which values the rules text itself confirms, how
confident the reconstruction of the rest is, and whether it is a placeholder.
"""
from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from ...errors import InvalidInputError, UnknownChoiceError

NATIONALITIES = {"BR": "British", "FR": "French", "US": "United States", "PA": "Panamanian"}  # [2.21]

_RATING = re.compile(r"^\s*(\d{2})([*-])([ABC])-(\d)-(\d{1,2})(?:\s+(BR|FR|US|PA))?\s*$")


@dataclass(frozen=True)
class Counter:
    """One ship counter's printed ratings [2.22], with where each value comes from."""

    name: str
    nationality: str
    fire_value: int
    carronade: bool
    sailing: str
    rate: int
    crew: int
    provenance: str = "reconstructed"  #: "printed", "reconstructed" or "placeholder"
    confidence: str = ""
    notes: str = ""

    @property
    def placeholder(self) -> bool:
        """True for the four counters whose ratings were not recovered at all."""
        return self.provenance == "placeholder"

    @property
    def rating(self) -> str:
        """The counter string, e.g. ``"55-A-5-9 BR"`` (``"52*A-6-9 US"`` for carronades)."""
        sep = "*" if self.carronade else "-"
        return f"{self.fire_value}{sep}{self.sailing}-{self.rate}-{self.crew} {self.nationality}"

    @classmethod
    def from_rating(cls, name: str, rating: str) -> Counter:
        """Read a counter string such as ``"55-A-5-9 BR"`` [2.22]."""
        m = _RATING.match(rating) if isinstance(rating, str) else None
        if m is None or m.group(6) is None:
            raise InvalidInputError("counter rating", rating, "FF-S-R-C NN such as '55-A-5-9 BR' or '52*A-6-9 US'")
        fv, sep, sv, rate, crew, nat = m.groups()
        return cls(name, nat, int(fv), sep == "*", sv, int(rate), int(crew), provenance="printed")


@lru_cache(maxsize=1)
def counters() -> dict[str, Counter]:
    """All 55 ship counters by name, from the package's ``data/counters.csv``."""
    text = resources.files(__package__).joinpath("data/counters.csv").read_text(encoding="utf-8")
    out: dict[str, Counter] = {}
    for row in csv.DictReader(text.splitlines()):
        conf = row["confidence"]
        prov = "placeholder" if conf.startswith("none") else "reconstructed"
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
        )
    return out


def counter(name: str) -> Counter:
    """The counter of a ship by name (exact, or ignoring case)."""
    table = counters()
    if name in table:
        return table[name]
    folded = {k.casefold(): v for k, v in table.items()}
    if isinstance(name, str) and name.casefold() in folded:
        return folded[name.casefold()]
    raise UnknownChoiceError("ship", name, sorted(table))
