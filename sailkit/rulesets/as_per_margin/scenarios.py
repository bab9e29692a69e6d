"""Set-ups of *As Per Margin*: the table, the ships' starting position, and what the dice must settle.

The text's only scenario, *Seizure of the Junon*, is lost: only its title survives
[Scenario, APM-17]. The set-ups here are **sailkit's own**, made up to play and test the
rules, not historical and not from the text: :func:`frigate_duel` (two 5th Rates) and
:func:`squadron_action` (three ships a side) and :func:`harbour_raid` (two frigates
against a frigate at anchor under a shore battery firing red-hot shot).

A set-up names the two players (``sides``, e.g. ``("GB", "FR")``: a ship's ``side`` 1 is
the first player, 2 the second), the table in inches, the starting :class:`Position`
(turn, wind, speed dice, ships), the number of turns, the readings, and whether the dice
settle who is Side 1 [TURN SEQUENCE, APM-01a], the initial wind [INITIAL WIND, APM-13]
and the initial wind speed (reading ``initial_wind_speed``) instead of the set-up.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from ...errors import InvalidInputError, UnknownChoiceError, reading_header
from ...geometry.table import Pose, Table
from ...numbers import whole
from ...readings import Readings, ReadingsLike
from ...setup import check_setup, read_headers, write_headers
from .notation import Position
from .readings import READINGS
from .ships import Ship
from .tracking import Chart
from .wind import WindSpeed


@dataclass(frozen=True)
class Setup:
    """How a game starts (see the module's docstring); immutable, written into a record's headers."""

    name: str
    position: Position
    sides: tuple[str, str] = ("GB", "FR")
    table: tuple[int, int] = (72, 48)
    turns: int = 30
    side_one: int | None = None  #: the player (1 or 2) who is Side 1; ``None``: a die decides [APM-01a]
    roll_wind: bool = False  #: throw for the initial wind [APM-13] instead of the position's
    english: tuple[str, ...] = ()  #: ships handled as English when reading ``english=scenario`` [APM-06]
    readings: Readings = field(default_factory=READINGS.defaults)

    def __post_init__(self) -> None:
        check_setup(self.name, self.sides, self.turns, [(s.name, s.side) for s in self.position.ships])
        w, d = self.table
        if not (isinstance(w, int) and isinstance(d, int) and 1 <= w <= 999 and 1 <= d <= 999):
            raise InvalidInputError("table", self.table, "width and depth in whole inches, 1 to 999")
        if self.side_one not in (None, 1, 2):
            raise InvalidInputError("Side 1", self.side_one, "1, 2 or None (a die decides)")
        if not isinstance(self.readings, Readings):
            object.__setattr__(self, "readings", READINGS.resolve(self.readings))
        area = self.area
        for s in self.position.ships:
            if s.mainmast not in area:
                raise InvalidInputError(
                    f"mainmast of {s.name}", area.format(s.mainmast), f"a point on the {w}x{d} table"
                )

    @property
    def area(self) -> Table:
        """The table in inches (x East, y North from the south-west corner)."""
        return Table(self.table[0], self.table[1])

    @property
    def roll_speed(self) -> bool:
        """Whether the dice set the wind speed at the start (reading ``initial_wind_speed``)."""
        return self.readings["initial_wind_speed"] == "roll"

    def with_readings(self, readings: ReadingsLike | None) -> Setup:
        """The same set-up with ``readings`` switched on top of its own; an unknown reading or option is refused."""
        merged = {**self.readings.non_default(), **dict(readings or {})}
        return replace(self, readings=READINGS.resolve(merged))

    def headers(self) -> dict[str, str]:
        return write_headers(
            self.name,
            self.sides,
            ("Table", f"{self.table[0]}x{self.table[1]}"),
            ("Turns", str(self.turns)),
            ("Side1", "roll" if self.side_one is None else self.sides[self.side_one - 1]),
            ("InitialWind", "roll" if self.roll_wind else "set"),
            ("Position", str(self.position)),
            ("English", " ".join(self.english)),
            readings=self.readings,
        )

    @classmethod
    def from_headers(cls, headers: Mapping[str, str]) -> Setup:
        """The set-up a record's headers give; a fault is a :class:`~sailkit.errors.HeaderError` naming its header
        (and so its line), numbers read in ASCII digits only (:mod:`sailkit.numbers`)."""
        common = read_headers(headers, book=READINGS, turns=30, what="As Per Margin headers")
        sides = common.sides
        with reading_header("Table"):
            width, _, depth = headers.get("Table", "72x48").strip().partition("x")
            table = (whole(width, "table size", 1, 999), whole(depth, "table size", 1, 999))
        with reading_header("Side1"):
            side1 = headers.get("Side1", "roll").strip()
            if side1 != "roll" and side1 not in sides:
                raise UnknownChoiceError("Side1 header", side1, ("roll", *sides))
        with reading_header("InitialWind"):
            wind = headers.get("InitialWind", "set").strip()
            if wind not in ("roll", "set"):
                raise UnknownChoiceError("InitialWind header", wind, ("roll", "set"))
        with reading_header("Position"):  # its ships on the table, of both sides: checked by the set-up
            return cls(
                common.name,
                Position.parse(headers["Position"]),
                sides,
                table,
                common.turns,
                None if side1 == "roll" else sides.index(side1) + 1,
                wind == "roll",
                tuple(headers.get("English", "").split()),
                common.readings,
            )


def frigate_duel(readings: ReadingsLike | None = None) -> Setup:
    """sailkit's own set-up: a British and a French 38-gun frigate close on a westerly, 20 inches apart.

    Not from the text (its only scenario is lost [APM-17]): two 5th Rates on a 72x48 table,
    the dice settling Side 1 and the wind speed, 30 turns.
    """
    r = READINGS.resolve(readings)
    ships = (
        Ship.of("Amethyst", 1, Pose(20.0, 16.0, 45.0), 38, r),
        Ship.of("Thetis", 2, Pose(44.0, 28.0, 225.0), 38, r, nation="FR"),
    )
    return Setup("frigate duel", Position(ships, 1, 270.0, WindSpeed(3, 4)), readings=r)


def squadron_action(readings: ReadingsLike | None = None) -> Setup:
    """sailkit's own set-up: three British ships against three French, in two lines on a north-westerly.

    Not from the text [APM-17]: a 74, a 64 and a 38-gun frigate a side on a 96x60 table,
    the dice settling Side 1 and the wind speed, 40 turns.
    """
    r = READINGS.resolve(readings)
    ships = (
        Ship.of("Bellona", 1, Pose(18.0, 14.0, 45.0), 74, r),
        Ship.of("Ardent", 1, Pose(12.0, 20.0, 45.0), 64, r),
        Ship.of("Pallas", 1, Pose(6.0, 26.0, 45.0), 38, r),
        Ship.of("Orion", 2, Pose(70.0, 40.0, 225.0), 74, r, nation="FR"),
        Ship.of("Hector", 2, Pose(76.0, 34.0, 225.0), 64, r, nation="FR"),
        Ship.of("Sirene", 2, Pose(82.0, 28.0, 225.0), 38, r, nation="FR"),
    )
    return Setup("squadron action", Position(ships, 1, 315.0, WindSpeed(3, 4)), table=(96, 60), turns=40, readings=r)


def harbour_raid(readings: ReadingsLike | None = None) -> Setup:
    """sailkit's own set-up: two British frigates raid a French frigate under a shore battery firing red-hot shot.

    Not from the text [APM-17]: the battery *Fort* of 33 guns (three gun boxes a side, at
    8-14 guns a box [SHORE BATTERIES, APM-15c]) stands on the northern shore of a 72x48
    table facing east, so its starboard guns bear south over the water; its chart and arc
    are reconstructed (reading ``battery_arc``), and Table III is lost (reading ``table_iii``).
    """
    r = READINGS.resolve(readings)
    fort = Ship("Fort", 2, Pose(36.0, 46.0, 90.0), 33, Chart(1, 3, 3), nation="FR", battery=True, hot_shot=True)
    ships = (
        Ship.of("Amethyst", 1, Pose(14.0, 8.0, 45.0), 38, r),
        Ship.of("Arethusa", 1, Pose(8.0, 14.0, 45.0), 38, r),
        Ship.of("Thetis", 2, Pose(40.0, 36.0, 270.0), 38, r, nation="FR", anchored=True),
        fort,
    )
    return Setup("harbour raid", Position(ships, 1, 225.0, WindSpeed(3, 4)), readings=r)


SCENARIOS = {"frigate duel": frigate_duel, "squadron action": squadron_action, "harbour raid": harbour_raid}


def scenario(name: str, readings: ReadingsLike | None = None) -> Setup:
    """One of sailkit's own set-ups by name (``"frigate duel"``, ``"squadron action"``)."""
    if name not in SCENARIOS:
        raise UnknownChoiceError("scenario", name, tuple(SCENARIOS))
    return SCENARIOS[name](readings)


__all__ = ["SCENARIOS", "Setup", "frigate_duel", "harbour_raid", "scenario", "squadron_action"]
