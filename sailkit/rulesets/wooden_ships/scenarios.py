"""Scenarios: a set-up as a value, written into a record's headers and read back [3.0-3.2, 14.0].

The published scenarios and the Master Scenario Chart are not in the Tournament Edition
text, so sailkit ships two of its own for the tutorials, the replays and the bench: a
frigate duel (the *Constitution* and the *Java*, 1812) and a fleet action of twenty ships
of the line. Any set-up can be written as a :class:`Scenario`; sailkit's own are data,
``data/scenarios.toml``, each stated as the headers a record of it carries.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import ClassVar

from ...errors import InvalidInputError, UnknownChoiceError, reading_header
from ...geometry.hexes import Hex, HexDirection, HexGrid
from ...numbers import is_whole, whole
from ...package_data import text
from ...readings import Readings, parse_readings_header, readings_header
from .readings import DEFAULT, READINGS
from .ships import QUALITIES, ship_type

#: what a scenario may say of one ship beyond her chart row (Optional Rules 40, 41.1.1, 32.1); ``squadron-NAME`` too
TRAITS = ("fore-and-aft", "uncoppered", "newly-arrived", "newly-arrived-2", "flagship", "anchored")
SQUADRON_TRAIT = re.compile(r"squadron-[A-Za-z0-9]+")
#: a ship's mark in a scenario that she starts under full sails [20.1.5.1]
FULL_SAILS = "full-sails"


@dataclass(frozen=True)
class ShipSpec:
    """One ship of a scenario's order of battle and where she starts [3.1.2, 3.1.3]: bow hex and facing."""

    name: str
    type_key: str
    side: str
    quality: str
    bow: str  #: map name, e.g. "J20"
    facing: HexDirection
    #: "fore-and-aft" rig (40), "uncoppered" hull (41.1.1), "newly-arrived" or "newly-arrived-2" crew (41.2.1),
    #: "flagship" and "squadron-NAME" (32.1), "anchored" at the start (20.3, in a scenario that allows anchors)
    traits: tuple[str, ...] = ()
    #: she starts under full sails (Advanced Game), written ``+full-sails`` [20.1.5.1]
    full_sails: bool = False
    #: the turn she enters (0: on the map from the start); ``bow`` and ``facing`` are then where her counter stands
    #: once she has entered, the first hex counted against that turn's allowance [7.2.8, 8.1.2] (reading entry_place)
    enters: int = 0

    def __str__(self) -> str:
        extra = "".join(f"+{t}" for t in (*self.traits, *((FULL_SAILS,) if self.full_sails else ())))
        extra += f">{self.enters}" if self.enters else ""
        return f"{self.name}={self.type_key}/{self.side}/{self.quality}@{self.bow}:{self.facing.number}{extra}"

    @classmethod
    def parse(cls, text: str) -> ShipSpec:
        try:
            name, rest = text.strip().split("=", 1)
            kinds, place = rest.split("@", 1)
            type_key, side, quality = kinds.split("/")
            bow, facing = place.split(":")
            facing, _, enters = facing.partition(">")
            facing, *extras = facing.split("+")
            traits = tuple(t.strip() for t in extras if t.strip() != FULL_SAILS)
            spec = cls(
                name.strip(),
                type_key.strip(),
                side.strip(),
                quality.strip(),
                bow.strip(),
                HexDirection.parse(facing),
                traits,
                full_sails=len(traits) < len(extras),
                enters=whole(enters, "turn she enters", 1, 999) if enters else 0,
            )
        except (ValueError, InvalidInputError):
            raise InvalidInputError(
                "ship",
                text,
                "NAME=TYPE/SIDE/QUALITY@HEX:FACING[+full-sails], e.g. 'Java=GB-18/Britain/average@T8:5' "
                "(add '>N' for a ship entering on turn N [7.2.8])",
            ) from None
        if spec.quality not in QUALITIES:
            raise InvalidInputError("crew quality", spec.quality, ", ".join(QUALITIES))
        for t in spec.traits:
            if t not in TRAITS and not SQUADRON_TRAIT.fullmatch(t):
                raise InvalidInputError("ship trait", t, ", ".join(TRAITS) + " or squadron-NAME")
        return spec


@dataclass(frozen=True)
class Scenario:
    """Everything a game starts from: map, wind, ships, length, game level and readings."""

    name: str
    ships: tuple[ShipSpec, ...]
    wind: HexDirection
    velocity: int = 3
    turns: int = 20
    columns: int = 40
    rows: int = 30
    level: str = "basic"
    land: tuple[str, ...] = ()
    readings: Readings = field(default=DEFAULT)
    change: tuple[int, ...] = ()  #: two-dice totals that change the wind (Advanced Game) [18.1]
    anchors: bool = False  #: anchoring allowed (only in scenarios that say so) [20.3]
    optional: tuple[str, ...] = ()  #: Optional Rules in play, by number: "33", "36.1", "37", "38" (see optional.py)
    depths: tuple[str, ...] = ()  #: "HEX:FEET" for shoal water (Optional Rule 38); unlisted hexes are deep
    #: the ships start with empty broadsides and load in turn 1's Reload Phase, keeping their initial broadsides (a
    #: Design Your Own scenario entering from the corners, or one that says so) [13.5] (reading late_loading)
    late_loading: bool = False

    @property
    def grid(self) -> HexGrid:
        return HexGrid(self.columns, self.rows)

    def with_readings(self, readings: Readings | Mapping[str, str] | None) -> Scenario:
        from dataclasses import replace

        return replace(self, readings=READINGS.resolve(readings))

    def headers(self) -> dict[str, str]:
        out = {
            "Scenario": self.name,
            "Level": self.level,
            "Map": f"{self.columns}x{self.rows}",
            "Wind": f"{self.wind.number} {self.velocity}" + "".join(f" {c}" for c in self.change),
            "Turns": str(self.turns),
            "Ships": "; ".join(str(s) for s in self.ships),
        }
        if self.land:
            out["Land"] = " ".join(self.land)
        if self.anchors:
            out["Anchors"] = "yes"
        if self.optional:
            out["Optional"] = " ".join(self.optional)
        if self.depths:
            out["Depths"] = " ".join(self.depths)
        if self.late_loading:
            out["Loading"] = "late"
        if self.readings.non_default():
            out["Readings"] = readings_header(self.readings)
        return out

    @classmethod
    def from_headers(cls, headers: Mapping[str, str]) -> Scenario:
        """The scenario a record's headers give; a fault is a :class:`~sailkit.errors.HeaderError` naming its
        header (and so its line), numbers read in ASCII digits only (:mod:`sailkit.numbers`)."""
        with reading_header("Map"):
            size = headers.get("Map", "40x30").lower().split("x")
            if len(size) != 2:
                raise InvalidInputError("map size", headers["Map"], "COLUMNSxROWS, e.g. 40x30")
            cols, rows = (whole(x, "map size", 1, 999) for x in size)
        with reading_header("Wind"):
            wind_text, *numbers = headers.get("Wind", "1 3").split() or [""]
            if not numbers:
                raise InvalidInputError("wind", headers["Wind"], "DIRECTION VELOCITY [CHANGE ...], e.g. '4 3'")
            wind = HexDirection.parse(wind_text)
            velocity = whole(numbers[0], "wind velocity", 0, 99)
            change = tuple(whole(c, "wind change", 0, 99) for c in numbers[1:])
        with reading_header("Turns"):
            turns = whole(headers.get("Turns", "20"), "turns", 1, 999)
        with reading_header("Readings"):
            readings = READINGS.resolve(parse_readings_header(headers.get("Readings", "")))
        with reading_header("Ships"):
            ships = tuple(ShipSpec.parse(t) for t in headers.get("Ships", "").split(";") if t.strip())
        made = cls(
            headers.get("Scenario", "custom"),
            ships,
            wind,
            velocity,
            turns,
            cols,
            rows,
            headers.get("Level", "basic"),
            tuple(headers.get("Land", "").split()),
            readings,
            change,
            headers.get("Anchors", "no").strip().lower() == "yes",
            tuple(headers.get("Optional", "").split()),
            tuple(headers.get("Depths", "").split()),
            headers.get("Loading", "").strip().lower() == "late",
        )
        for header, part in cls.CHECKS.items():
            with reading_header(header):
                part(made)
        return made

    def check(self) -> None:
        """Every ship type known, every bow and stern on the map, no two ships in one hex, optional rules known; a ship
        entering later [8.1.2] may be placed where another stands at the start (she waits for it to be clear)."""
        for part in self.CHECKS.values():
            part(self)

    def _check_optional(self) -> None:
        from .optional import OPTIONAL_RULES

        for rule in self.optional:
            if rule not in OPTIONAL_RULES:
                raise InvalidInputError("optional rule", rule, f"one of {', '.join(OPTIONAL_RULES)}")

    def _check_depths(self) -> None:
        for entry in self.depths:
            self.grid.parse(_depth(entry)[0])

    def _check_ships(self) -> None:
        grid = self.grid
        seen: dict[Hex, str] = {}
        for s in self.ships:
            if ship_type(s.type_key, self.readings).mortars and "42" not in self.optional:
                raise InvalidInputError(
                    f"{s.name}'s type", s.type_key, "a bomb only with Optional Rule 42 in play [42.0]"
                )
            if "anchored" in s.traits and not self.anchors:
                raise InvalidInputError(f"{s.name}'s traits", "anchored", "a scenario that allows anchors [20.3]")
            if s.full_sails:
                self._check_full_sails(s)
            bow = grid.parse(s.bow)
            stern = bow.neighbour(s.facing.opposite())
            if stern not in grid:
                raise InvalidInputError(f"{s.name}'s stern", s.bow, "a placing with both hexes on the map")
            if s.enters:
                continue
            for h in (bow, stern):
                if h in seen:
                    raise InvalidInputError(f"{s.name}'s place", s.bow, f"a hex not already taken by {seen[h]}")
                seen[h] = s.name
        if "32" in self.optional:
            self._check_squadrons()

    #: The parts of :meth:`check`, by the record header each checks (a fault is reported at that header's line).
    CHECKS: ClassVar[dict[str, Callable[[Scenario], None]]] = {
        "Optional": _check_optional,
        "Depths": _check_depths,
        "Ships": _check_ships,
    }

    def _check_squadrons(self) -> None:
        """[32.1, 32.6] each side names a flag ship; squadrons of six ships or fewer, each with one flag ship at most."""
        members: dict[tuple[str, str], list[ShipSpec]] = {}
        for s in self.ships:
            name = next((t.partition("-")[2] for t in s.traits if SQUADRON_TRAIT.fullmatch(t)), "")
            members.setdefault((s.side, name), []).append(s)
        for (side, name), ships in members.items():
            label = f"{side}'s squadron {name}".rstrip() if name else f"{side}'s squadron"
            if len(ships) > 6:
                raise InvalidInputError(label, [s.name for s in ships], "six ships or fewer [32.1]")
            if sum(1 for s in ships if "flagship" in s.traits) > 1:
                raise InvalidInputError(label, [s.name for s in ships], "one flag ship at most [32.1]")
        for side in {s.side for s in self.ships}:
            if not any("flagship" in s.traits for s in self.ships if s.side == side):
                raise InvalidInputError(f"{side}'s flag ship", None, "a ship with the trait 'flagship' [32.1]")

    def _check_full_sails(self, spec: ShipSpec) -> None:
        """A ship may start under full sails only in the Advanced Game, and not in a storm or worse [20.1.5.1,
        18.2.2.1]."""
        from .wind import full_sails_allowed

        if self.level != "advanced":
            raise InvalidInputError(
                f"{spec.name}'s sails at the start", FULL_SAILS, "battle sails: full sails are Advanced Game [20.1.5.1]"
            )
        if not full_sails_allowed(self.velocity):
            raise InvalidInputError(
                f"{spec.name}'s sails at the start",
                FULL_SAILS,
                f"battle sails: no full sails at wind velocity {self.velocity} [18.2.2.1]",
            )


def _depth(entry: str) -> tuple[str, int]:
    """A ``Depths`` entry ``HEX:FEET`` (Optional Rule 38) as its hex's name and the feet, in ASCII digits."""
    where, _, feet = entry.partition(":")
    if not where or not is_whole(feet) or len(feet) > 3:
        raise InvalidInputError("depth", entry, "HEX:FEET, e.g. 'J10:12', the feet in the digits 0-9")
    return where, int(feet)


@cache
def _stated() -> dict[str, dict[str, str]]:
    """The set-ups ``data/scenarios.toml`` states, each as the headers a record of it carries."""
    return tomllib.loads(text("sailkit.rulesets.wooden_ships", "data/scenarios.toml"))


def frigate_duel() -> Scenario:
    """USS *Constitution* (44, crack crew) against HMS *Java* (38, average crew), December 1812: a one-ship duel [14.1]."""
    return Scenario.from_headers(_stated()["frigate-duel"])


def fleet_action() -> Scenario:
    """Twenty ships of the line in two parallel lines, ten a side, closing under a following wind [14.2]."""
    return Scenario.from_headers(_stated()["fleet-action"])


def advanced_duel() -> Scenario:
    """The frigate duel under the Advanced Game: the wind may change on a 7 [18.1]."""
    return Scenario.from_headers(_stated()["advanced-duel"])


def bombardment() -> Scenario:
    """A bomb at work (Optional Rule 42): HMS Thunder (a bomb with two mortars) lies at anchor six hexes off a French
    74 anchored in the roads, a British frigate standing by and a French frigate coming out; Advanced Game [42.0]."""
    return Scenario.from_headers(_stated()["bombardment"])


SCENARIOS = {
    "frigate-duel": frigate_duel,
    "fleet-action": fleet_action,
    "advanced-duel": advanced_duel,
    "bombardment": bombardment,
}


def scenario(key: str) -> Scenario:
    if key not in SCENARIOS:
        raise UnknownChoiceError("scenario", key, sorted(SCENARIOS))
    return SCENARIOS[key]()


__all__ = ["SCENARIOS", "Scenario", "ShipSpec", "bombardment", "fleet_action", "frigate_duel", "scenario"]
