"""Ships and their stat lines [1.1, APP.1.1.1-APP.1.1.5], and the base each sits on [1.2, 1.4].

A ship's stat line gives its cost and five numbers of dice: Sailing, Discipline, Boarding, Gunnery and Hull [1.1].
Every stat line of Appendix 1 is data, ``data/ships.csv``, read by :func:`ship_classes`: the pre-sail rows
(galley, longship, cog, galleons, man-of-war, merchantman), the generic rates, the fireship and bomb vessel of
9.1.2 and 9.1.4, the three shore batteries of 9.1.3 (Sailing 0: they stand on a shore and never sail), the
nineteenth century's ironclads [APP.1.1.3], the world wars' ships [APP.1.1.4] and the post-war ships
[APP.1.1.5]. Beside the dice each row says its era (which rules apply to it), its motive systems [4.1.2-4.1.4], its
top speed, its ordnance and calibre [5.3], its turrets ("DB", 5.4g), torpedo tubes [5.7.1], AA, ASW, missile and
aircraft points [5.8, 7.4, 8.2], whether it carries a spotter [8.7] or a ram [4.3.2], its marines, and the row of
5.6.3's sinking table it uses.

Where the text prints a range, two rows stand for its two ends and a player fields the one that fits the model
(``small-galley`` and ``large-galley`` for cost 30-40, Sailing 4-5, Hull 3-4; ``small-steam-merchant`` and
``large-steam-merchant`` for 50-100, 2-4, 4-8). Where it prints "N/A" the row has no such dice (0, and ordnance
``"none"``). What the text leaves to research (gun calibres, an ironclad's hull row) is a choice stated in the
row's note. A blank ``marines`` cell means the text sets no limit: the row then allows the notation's most.

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
    "by-class": {
        "line": (4.0, 1.5),
        "frigate": (3.0, 1.25),
        "small": (2.5, 1.0),
        "fort": (3.0, 1.5),
        "boat": (1.5, 0.5),
        "escort": (3.0, 0.75),
        "cruiser": (4.0, 1.0),
        "capital": (5.0, 1.25),
    },
    "uniform": dict.fromkeys(("line", "frigate", "small", "fort", "boat", "escort", "cruiser", "capital"), (3.0, 1.25)),
}
#: A base's size class: the sail era's three and a fort, and the steel ships' four [1.2].
Size = Literal["line", "frigate", "small", "fort", "boat", "escort", "cruiser", "capital"]
#: The eras of Appendix 1's lists [APP.1.1.1-APP.1.1.5]; a ship's era decides which rules apply to it.
ERAS = ("pre-sail", "sail", "19th-century", "world-wars", "post-war")
#: The motive systems a ship may have [4.1.1-4.1.4].
MOTIVES = ("sail", "oar", "steam")
#: The ordnance a ship carries [5.3]: Cannon, breech-loading Guns, or none.
ORDNANCE = ("cannon", "guns", "none")
#: Torpedo tube mountings as the rows print them [5.7.1].
TUBES = ("bow", "stern", "port", "starboard", "port-or-starboard")
#: The rows of 5.6.3's sinking table, smallest first.
HULL_CLASSES = ("mtb", "corvette", "destroyer", "wooden", "cruiser", "battleship")
#: A submarine's state as its row gives it [7.1]; ``""``: not a submarine.
SUBMARINE = ("", "surfaced", "submerged")
#: The most marine counters a row allows where the text sets no limit: as many as the notation holds [6.2].
MOST_MARINES = 9

_NAME = re.compile(r"[^\s=|,@](?:[^=|,@\n\r\t]{0,38}[^\s=|,@])?")


@dataclass(frozen=True)
class ShipClass:
    """One stat line [1.1]: the cost in points and the dice of each stat, with the masts and size its base needs, and
    what Appendix 1 prints beside the dice for every era [APP.1.1.1-APP.1.1.5].

    The defaults are a sail-era ship's: sail alone, no top speed, Cannon, no turrets, tubes, AA, ASW, missiles,
    aircraft, spotter or ram, a wooden hull [5.6.3 d].
    """

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
    size: Size
    note: str = ""
    era: str = "sail"  #: one of :data:`ERAS`
    motive: tuple[str, ...] = ("sail",)  #: of :data:`MOTIVES`; two: she chooses one each turn [4.1.4]
    max_speed: float | None = None  #: inches; ``None``: no cap, as under sail [4.1.2]
    ordnance: str = "cannon"  #: of :data:`ORDNANCE` [5.3]
    calibre: float | None = None  #: the main guns' usual calibre in inches [5.3, 5.5.3.1]
    secondary: int = 0  #: the bracketed secondary battery's dice [5.4h]
    secondary_calibre: float | None = None
    turreted: bool = False  #: "DB" [5.4g]
    tubes: tuple[str, ...] = ()  #: torpedo tube mountings, of :data:`TUBES` [5.7.1]
    one_shot_tubes: bool = False  #: the MTB's [5.7.1]
    aa: int = 0  #: AA points [5.8.2, 8.6]
    asw: int = 0  #: ASW launcher points [7.4]
    missiles: int = 0  #: missile launchers [5.8.1]
    aircraft: int = 0  #: aircraft counters carried [8.2]
    spotter: bool = False  #: a spotter plane or ASW helicopter [8.7]
    ram: bool = False  #: a purpose-built ram [4.3.2]
    marines: int = MOST_MARINES  #: the most marine counters she carries [6.2]
    hull_class: str = "wooden"  #: her row of 5.6.3's sinking table, of :data:`HULL_CLASSES`
    merchant: bool = False  #: a merchant: a metal one sinks one class lower [5.6.3]
    submarine: str = ""  #: of :data:`SUBMARINE` [7.1]; a submarine sinks one class lower [5.6.3]
    ecm: int = 0  #: her ECM generation, 0 to 3 [3.2.3] (``data/protection.csv``)
    belt: bool = False  #: a torpedo belt: one more Hull die against torpedoes [5.7.2] (``data/protection.csv``)

    def stat(self, name: str) -> int:
        """A stat by its name as the text prints it (``"Sailing"``, any case)."""
        key = name.strip().lower() if isinstance(name, str) else name
        if key not in ("sailing", "discipline", "boarding", "gunnery", "hull"):
            raise UnknownChoiceError("stat", name, ("Sailing", "Discipline", "Boarding", "Gunnery", "Hull"))
        value: int = getattr(self, key)
        return value


_CHOICES: Mapping[str, tuple[str, ...]] = {
    "era": ERAS,
    "size": tuple(BASES["by-class"]),
    "ordnance": ORDNANCE,
    "hull_class": HULL_CLASSES,
    "submarine": SUBMARINE,
}


def _inches(cell: str) -> float | None:
    """A blank cell is ``None`` (nothing printed); anything else a number of inches."""
    return float(cell) if cell else None


def _row(row: Mapping[str, str]) -> ShipClass:
    """One line of ``data/ships.csv`` as a :class:`ShipClass`; a bad cell is our data's error, named."""
    for column, allowed in (*_CHOICES.items(), ("motive", MOTIVES), ("tubes", TUBES)):
        for word in row[column].split() if column in ("motive", "tubes") else [row[column]]:
            if word not in allowed:
                raise UnknownChoiceError(f"{column} of ship class {row['key']}", word, allowed)
    for flag in ("turreted", "one_shot_tubes", "spotter", "ram", "merchant"):
        if row[flag] not in ("", "yes"):
            raise UnknownChoiceError(f"{flag} of ship class {row['key']}", row[flag], ("", "yes"))
    n, yes = (lambda k: int(row[k])), (lambda k: row[k] == "yes")
    return ShipClass(
        row["key"],
        row["name"],
        row["section"],
        cost=n("cost"),
        sailing=n("sailing"),
        discipline=n("discipline"),
        boarding=n("boarding"),
        gunnery=n("gunnery"),
        hull=n("hull"),
        masts=n("masts"),
        size=cast(Size, row["size"]),
        note=row["note"],
        era=row["era"],
        motive=tuple(row["motive"].split()),
        max_speed=_inches(row["max_speed"]),
        ordnance=row["ordnance"],
        calibre=_inches(row["calibre"]),
        secondary=n("secondary"),
        secondary_calibre=_inches(row["secondary_calibre"]),
        turreted=yes("turreted"),
        tubes=tuple(row["tubes"].split()),
        one_shot_tubes=yes("one_shot_tubes"),
        aa=n("aa"),
        asw=n("asw"),
        missiles=n("missiles"),
        aircraft=n("aircraft"),
        spotter=yes("spotter"),
        ram=yes("ram"),
        marines=n("marines") if row["marines"] else MOST_MARINES,
        hull_class=row["hull_class"],
        merchant=yes("merchant"),
        submarine=row["submarine"],
    )


@cache
def ship_classes() -> Mapping[str, ShipClass]:
    """Every stat line of the text, by key (``"3rd-rate"``), in the text's order [APP.1.1.1-APP.1.1.5, 9.1]."""
    text = resources.files(__package__ or "sailkit.rulesets.fighting_ships").joinpath("data/ships.csv")
    rows = csv.DictReader(io.StringIO(text.read_text(encoding="utf-8")))
    return {row["key"]: _protected(_row(row)) for row in rows}


@cache
def _protection() -> Mapping[str, Mapping[str, str]]:
    """``data/protection.csv``: the stat lines' ECM and torpedo belts [3.2.3, 5.7.2], which the text's tables leave
    out (each row's note says where its value comes from)."""
    text = resources.files(__package__ or "sailkit.rulesets.fighting_ships").joinpath("data/protection.csv")
    return {row["key"]: row for row in csv.DictReader(io.StringIO(text.read_text(encoding="utf-8")))}


def _protected(cls: ShipClass) -> ShipClass:
    """``cls`` with its ECM and torpedo belt from ``data/protection.csv``; a bad cell is our data's error, named."""
    row = _protection().get(cls.key)
    if row is None:
        return cls
    if row["ecm"] not in ("0", "1", "2", "3") or row["belt"] not in ("", "yes"):
        raise InvalidInputError(f"protection of ship class {cls.key}", (row["ecm"], row["belt"]), "ECM 0-3, belt yes")
    return replace(cls, ecm=int(row["ecm"]), belt=row["belt"] == "yes")


def classes_of(era: str) -> tuple[ShipClass, ...]:
    """The stat lines of one era, in the text's order [APP.1.1.1-APP.1.1.5]; an unknown era is refused."""
    if era not in ERAS:
        raise UnknownChoiceError("era", era, ERAS)
    return tuple(c for c in ship_classes().values() if c.era == era)


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


__all__ = [
    "BASES",
    "ERAS",
    "HULL_CLASSES",
    "MOST_MARINES",
    "MOTIVES",
    "ORDNANCE",
    "SUBMARINE",
    "TUBES",
    "Build",
    "Ship",
    "ShipClass",
    "Size",
    "build_for",
    "classes_of",
    "ship_class",
    "ship_classes",
]
