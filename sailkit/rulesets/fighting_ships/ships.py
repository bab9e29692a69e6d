"""Ships and their stat lines [1.1, APP.1.1.1, APP.1.1.2], and the base each sits on [1.2, 1.4].

A ship's stat line gives its cost and five numbers of dice: Sailing, Discipline, Boarding, Gunnery and Hull [1.1].
The stat lines of the sail era (Appendix 1's generic rates and earlier ships that sail, the fireship and bomb
vessel of 9.1.2 and 9.1.4, and the three shore batteries of 9.1.3, Sailing 0, which stand on a shore and never
sail) are data, ``data/ships.csv``, read by :func:`ship_classes`; the oared galley and longship
belong to the oar rules and are left out.

The text leaves a ship's footprint to its model. Three readings fill it in: ``base_size`` (the base's length and
width), ``hull_outline`` (the part of the base that blocks sight [5.2]) and ``mainmast_point`` (the measuring point
[1.4]). :func:`build_for` turns a stat line and the readings into a :class:`Build`, in ship-local inches with the
mainmast at the origin (the kit's :class:`~sailkit.geometry.table.Pose` frame: x to starboard, y ahead), so a
:class:`Ship`'s pose is its mainmast and its heading.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from typing import Literal, cast

from shapely.geometry import Polygon, box
from shapely.geometry.base import BaseGeometry

from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.table import Point, Pose
from ...readings import ReadingsLike
from .readings import chosen

#: The base sizes of reading ``base_size`` (length, width in inches) by a class's size column.
BASES: Mapping[str, Mapping[str, tuple[float, float]]] = {
    "by-class": {"line": (4.0, 1.5), "frigate": (3.0, 1.25), "small": (2.5, 1.0), "fort": (3.0, 1.5)},
    "uniform": {"line": (3.0, 1.25), "frigate": (3.0, 1.25), "small": (3.0, 1.25), "fort": (3.0, 1.25)},
}

_NAME = re.compile(r"[^\s=|,@](?:[^=|,@\n\r\t]{0,38}[^\s=|,@])?")


@dataclass(frozen=True)
class ShipClass:
    """One stat line [1.1]: the cost in points and the dice of each stat, with the masts and size its base needs."""

    key: str
    name: str
    section: str  #: where the text prints it (``APP.1.1.2``)
    cost: int
    sailing: int
    discipline: int
    boarding: int
    gunnery: int
    hull: int
    masts: int  #: 2 for brigs and ketches: reading ``mainmast_point`` may then measure from the foremast [1.4]
    size: Literal["line", "frigate", "small", "fort"]
    note: str = ""

    def stat(self, name: str) -> int:
        """A stat by its name as the text prints it (``"Sailing"``, any case)."""
        key = name.strip().lower() if isinstance(name, str) else name
        if key not in ("sailing", "discipline", "boarding", "gunnery", "hull"):
            raise UnknownChoiceError("stat", name, ("Sailing", "Discipline", "Boarding", "Gunnery", "Hull"))
        value: int = getattr(self, key)
        return value


@cache
def ship_classes() -> Mapping[str, ShipClass]:
    """Every sail-era stat line of the text, by key (``"3rd-rate"``), in the text's order [APP.1.1.1, APP.1.1.2]."""
    text = resources.files(__package__ or "sailkit.rulesets.fighting_ships").joinpath("data/ships.csv")
    rows = csv.DictReader(io.StringIO(text.read_text(encoding="utf-8")))
    numbers = ("cost", "sailing", "discipline", "boarding", "gunnery", "hull", "masts")
    out: dict[str, ShipClass] = {}
    for row in rows:
        values = {k: int(row[k]) for k in numbers}
        size = cast(Literal["line", "frigate", "small", "fort"], row["size"])
        assert size in BASES["by-class"], size  # the data file is ours
        out[row["key"]] = ShipClass(row["key"], row["name"], row["section"], size=size, note=row["note"], **values)
    return out


def ship_class(key: str | ShipClass) -> ShipClass:
    """The stat line named ``key`` (``"5th-rate"``), or a helpful error listing them."""
    if isinstance(key, ShipClass):
        return key
    classes = ship_classes()
    if key not in classes:
        raise UnknownChoiceError("ship class", key, tuple(classes))
    return classes[key]


@dataclass(frozen=True)
class Build:
    """A base, its hull and its mainmast in ship-local inches (mainmast at the origin), and the readings that made it."""

    length: float
    width: float
    mast_ahead: float  #: how far the mainmast stands ahead of the base's centre
    hull_inset: bool
    readings: tuple[tuple[str, str], ...] = ()

    @property
    def bow(self) -> float:
        """Local y of the bow edge."""
        return self.length / 2 - self.mast_ahead

    @property
    def stern(self) -> float:
        """Local y of the stern edge."""
        return -self.length / 2 - self.mast_ahead

    @property
    def half_width(self) -> float:
        return self.width / 2

    @property
    def base(self) -> Polygon:
        """The base rectangle, for arcs, collisions and contact with shores and fog [5.4, 4.3.1, 1.5.2]."""
        return box(-self.half_width, self.stern, self.half_width, self.bow)

    @property
    def hull(self) -> Polygon:
        """The hull, which alone blocks line of sight [5.2] (reading ``hull_outline``)."""
        if not self.hull_inset:
            return self.base
        w = self.half_width * 0.8
        tip = self.bow - self.length * 0.1  # the bowsprit is left out
        shoulder = tip - self.length * 0.2
        return Polygon([(0.0, tip), (w, shoulder), (w, self.stern), (-w, self.stern), (-w, shoulder)])

    def read(self, *keys: str) -> tuple[tuple[str, str], ...]:
        """The ``(key, option)`` pairs of the named readings this build used, for a ruling's ``also``."""
        return tuple(pair for pair in self.readings if pair[0] in keys)

    def stern_pivot(self, degrees: float, pivot: str) -> tuple[float, float]:
        """The ship-local axis of a turn of ``degrees`` (clockwise positive) on the stern (reading ``turn_pivot``)."""
        if pivot == "stern-corner" and degrees != 0:
            return (self.half_width if degrees > 0 else -self.half_width, self.stern)
        return (0.0, self.stern)


def build_for(cls: ShipClass | str, readings: ReadingsLike | None = None) -> Build:
    """The base, hull and mainmast of a ship of class ``cls`` under the readings [1.2, 1.4, 5.2]."""
    r = chosen(readings)
    c = ship_class(cls)
    length, width = BASES[r["base_size"]][c.size]
    ahead = length / 4 if r["mainmast_point"] == "by-masts" and c.masts == 2 else 0.0
    used = (("base_size", r["base_size"]), ("hull_outline", r["hull_outline"]), ("mainmast_point", r["mainmast_point"]))
    return Build(length, width, ahead, r["hull_outline"] == "inset", used)


@dataclass(frozen=True)
class Ship:
    """A ship on the table: name, side, stat line, pose (its mainmast and heading) and base.

    ``flexible`` marks the few ships whose guns sit on flexible mounts, whose arcs are drawn 30 degrees off the base
    corners [5.4a]. Make one with :meth:`of`, which builds the base under the readings.
    """

    name: str
    side: int
    cls: ShipClass
    pose: Pose
    build: Build
    flexible: bool = False

    def __post_init__(self) -> None:
        named = isinstance(self.name, str) and _NAME.fullmatch(self.name) is not None
        for ok, what, value, expected in (
            (named, "ship name", self.name, "1 to 40 characters, none of = | , @ and no space at either end"),
            (self.side in (1, 2), "side", self.side, "1 or 2"),
        ):
            if not ok:
                raise InvalidInputError(what, value, expected)

    @classmethod
    def of(
        cls,
        name: str,
        ship: ShipClass | str,
        pose: Pose,
        side: int = 1,
        *,
        flexible: bool = False,
        readings: ReadingsLike | None = None,
    ) -> Ship:
        """``Ship.of("Syrene", "5th-rate", Pose(10, 10, 90), side=2)``: the base built under ``readings``."""
        c = ship_class(ship)
        if not isinstance(pose, Pose):
            raise InvalidInputError("pose", pose, "a Pose (x, y in inches, heading in degrees)")
        return cls(name, side, c, pose, build_for(c, readings), flexible)

    def at(self, pose: Pose) -> Ship:
        """The same ship at another pose."""
        return replace(self, pose=pose)

    @property
    def mainmast(self) -> Point:
        """The measuring point [1.4]."""
        return self.pose.point

    @property
    def base(self) -> BaseGeometry:
        """The base on the table."""
        return self.pose.place(self.build.base)

    @property
    def hull(self) -> BaseGeometry:
        """The hull on the table [5.2]."""
        return self.pose.place(self.build.hull)


__all__ = ["BASES", "Build", "Ship", "ShipClass", "build_for", "ship_class", "ship_classes"]
