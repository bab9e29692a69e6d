"""Ship specification charts as data, every value with its provenance [2.31, 3.2, 16.2.1, Addendum Part 2].

``data/ships.csv`` holds one row a ship type (``FR-74``, ``US-44``, ``GB-6``), as transcribed; its ``provenance``
column marks each value not ``printed`` as ``field:kind``: ``derived`` from printed facts (battle-sail speed is the
number of rigging sections [11.4.4.1]; the British Large Class 74 of the A-20.1 examples), ``reconstructed`` where
the column is lost (every British gun rating), ``printed-suspect`` (reading ``french_44_guns``). Turning ability and
full-sail speed [2.31.1, 2.31.3] come from the reading ``counter_ratings`` unless a scenario states them.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

from ...errors import UnknownChoiceError
from ...readings import Readings
from .readings import READINGS

DATA = Path(__file__).resolve().parent / "data" / "ships.csv"
#: the bombs of Optional Rule 42 [42.0]: no chart prints them, so every value of their rows is reconstructed
BOMBS = DATA.with_name("bombs.csv")

QUALITIES = ("elite", "crack", "average", "green", "poor")

#: A class code on the chart and the class number it stands for [2.31].
CLASS_NUMBERS = {"SOL 1": 1, "SOL 2": 2, "F 3": 3, "F 4": 4, "C 3": 3, "C 4": 4, "B 5": 5, "S 5": 5}

#: Reconstructed counter ratings by class number: (turning ability, full-sail speed) [2.31.1, 2.31.3].
CLASS_RATINGS = {1: (1, 5), 2: (2, 5), 3: (3, 6), 4: (3, 6), 5: (3, 7), 6: (3, 7), 7: (3, 7)}


@dataclass(frozen=True)
class ShipType:
    """One row of a Ship Specification Chart, at Advanced Game scale (the Addendum charts are already scaled [16.2.1])."""

    key: str
    nation: str
    rating: int
    class_code: str
    hull: int
    crew: tuple[int, ...]
    guns: tuple[int, int]  #: (left, right)
    carronades: tuple[int, int]
    rigging: tuple[int, ...]  #: boxes in each rigging section, section 1 first
    points: tuple[int | None, ...]  #: by quality, elite first; None where the chart leaves it blank
    depth: int
    notes: str = ""
    provenance: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    #: a bomb's mortars, 1 or 2 (Optional Rule 42.0; its notes say so too); 0 for every ship of the charts
    mortars: int = field(default=0, repr=False)

    @property
    def class_number(self) -> int:
        """1 (first-rate ship of the line) to 5 (brig, sloop) [2.31]."""
        return CLASS_NUMBERS[self.class_code]

    @property
    def battle_sail_speed(self) -> int:
        """3 or 4: one point for each rigging section [2.31.2, 11.4.4.1] (derived)."""
        return len(self.rigging)

    def source(self, name: str) -> str:
        """``printed``, ``derived``, ``reconstructed`` or ``printed-suspect`` for one field of this row."""
        if name == "battle_sail_speed":
            return "derived"
        if name in ("turning_ability", "full_sail_speed"):
            return "reconstructed"
        return self.provenance.get(name, "printed")

    def point_value(self, quality: str) -> int | None:
        """Victory points for a ship of this type with a crew of ``quality`` [14.2.1]."""
        return self.points[QUALITIES.index(quality)]

    def counter_ratings(self, readings: Readings | None = None) -> tuple[int, int]:
        """(turning ability, full-sail speed), which no chart prints: reconstructed by class [2.31.1, 2.31.3]."""
        r = READINGS.resolve(readings)
        if r["counter_ratings"] == "scenario-only":
            raise UnknownChoiceError(
                f"counter ratings of {self.key} (reading counter_ratings=scenario-only)",
                None,
                ["a scenario that states turning ability and full-sail speed"],
            )
        return CLASS_RATINGS[self.class_number]

    def basic_scale(self) -> ShipType:
        """The same ship at Basic Game scale: hull / 1.5 rounded down, guns, carronades and crew halved [16.2.1] (derived)."""

        def half(pair: tuple[int, ...]) -> tuple[int, ...]:
            return tuple(n // 2 for n in pair)

        return replace(
            self,
            hull=(2 * self.hull) // 3,
            crew=half(self.crew),
            guns=half(self.guns),  # type: ignore[arg-type]
            carronades=half(self.carronades),  # type: ignore[arg-type]
        )


def _pair(text: str) -> tuple[int, int]:
    a, b = text.split("/")
    return int(a), int(b)


def _row(row: dict[str, str]) -> ShipType:
    prov = dict(p.split(":") for p in row["provenance"].split(";") if p)
    points = tuple(int(p) for p in row["points"].split("/"))
    return ShipType(
        key=row["key"],
        nation=row["nation"],
        rating=int(row["rating"]),
        class_code=row["class"],
        hull=int(row["hull"]),
        crew=tuple(int(c) for c in row["crew"].split("-")),
        guns=_pair(row["guns"]),
        carronades=_pair(row["carronades"]),
        rigging=tuple(int(r) for r in row["rigging"].split("-")),
        points=points + (None,) * (5 - len(points)),
        depth=int(row["depth"]),
        notes=row["notes"],
        provenance=prov,
        mortars=int(row.get("mortars") or 0),
    )


@cache
def _chart() -> dict[str, ShipType]:
    with DATA.open(encoding="utf-8", newline="") as f:
        return {row["key"]: _row(row) for row in csv.DictReader(f)}


@cache
def _bombs() -> dict[str, ShipType]:
    with BOMBS.open(encoding="utf-8", newline="") as f:
        return {row["key"]: _row(row) for row in csv.DictReader(f)}


def ship_types() -> dict[str, ShipType]:
    """Every ship type of every chart, by key."""
    return dict(_chart())


def bomb_types() -> dict[str, ShipType]:
    """The three bombs of Optional Rule 42 (a single mortar, two mortars, a mortar vessel) [42.0], by key."""
    return dict(_bombs())


def ship_type(key: str, readings: Readings | None = None) -> ShipType:
    """The ship type ``key`` (``"US-44"``), with the readings that touch chart values applied."""
    chart = _chart()
    k = key.strip().upper() if isinstance(key, str) else key
    if k not in chart and k in _bombs():
        return _bombs()[k]
    if k not in chart:
        raise UnknownChoiceError("ship type", key, sorted(chart))
    st = chart[k]
    r = READINGS.resolve(readings)
    if k == "FR-44" and r["french_44_guns"] == "mirrored":
        st = replace(st, guns=(st.guns[0], st.guns[0]), provenance={**st.provenance, "guns": "derived"})
    return st


__all__ = ["CLASS_NUMBERS", "CLASS_RATINGS", "QUALITIES", "ShipType", "bomb_types", "ship_type", "ship_types"]
