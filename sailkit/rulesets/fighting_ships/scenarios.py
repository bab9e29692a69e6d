"""Set-ups of Fighting Ships under sail: the table, the fleets, their morale and the readings [APP.2.3.2].

:func:`encounter` is the text's Encounter on the High Seas (APP.2.3.2b), the scenario it recommends for first games:
an open 4-foot table with no seascape, each fleet within 12 inches of its own edge and at least 12 inches from
the sides, the wind blowing from Player 1's right to left parallel to the edges, morale a tenth of each fleet's
points [APP.2.2.1]. The text lets the winner of the first initiative pick an edge; sailkit's set-up fixes the
edges (side 1 the southern edge, so the wind blows from the east) and the fleets, a ship of the line, a frigate
and a brig a side, so every game of it starts the same way. A game ends when a fleet's morale reaches zero or it
has no ship left fighting [APP.2.2.1], or after :attr:`Setup.turns` Game-Turns (sailkit's limit, so a game always
ends: the fleet with more morale left then wins).

:func:`duel` is the Duel (APP.2.3.2a): one frigate a side, its own turn sequence (no initiative phase; both ships
roll their sailing points, then manoeuvre one manoeuvre at a time in turn, the ship furthest downwind first, and
after each manoeuvre the ship may fire a broadside she has not fired this Game-Turn), and the end when a ship is
captured, sinks or strikes (or leaves the table). The text gives no deployment; sailkit's places the two frigates
about 17 inches apart, just inside long range (12 inches across the wind and 12 along it, the wind from the east):
Syrene to the east (upwind) heading north, Naiad to the west heading south, so Naiad lies downwind and manoeuvres
first. Morale is kept (it ends nothing in a
Duel); after :attr:`Setup.turns` Game-Turns an undecided Duel is a draw.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from ...errors import InvalidInputError, reading_header
from ...geometry.compass import Direction
from ...geometry.table import Pose
from ...readings import Readings, ReadingsLike
from ...setup import check_setup, read_headers, write_headers
from .morale import starting_morale
from .notation import Position, Vessel
from .readings import READINGS, chosen
from .ships import Ship

#: The turn sequences a record's ``Sequence`` header may name: the standard Game-Turn [2.1] or the Duel's.
SEQUENCES = ("standard", "duel")


@dataclass(frozen=True)
class Setup:
    """How a game starts: its name, the two sides' labels, the starting :class:`Position` (its readings are the
    game's), the most Game-Turns it lasts, and whether it is played to the Duel's sequence (APP.2.3.2a)."""

    name: str
    position: Position
    sides: tuple[str, str] = ("GB", "FR")
    turns: int = 12
    duel: bool = False

    def __post_init__(self) -> None:
        check_setup(self.name, self.sides, self.turns, [(v.name, v.side) for v in self.position.ships])
        if self.duel and len(self.position.ships) != 2:
            raise InvalidInputError("ships", [v.name for v in self.position.ships], "one ship a side in a Duel")
        w, d = self.position.table
        for v in self.position.ships:
            x, y = v.ship.mainmast
            if not (0 <= x <= w and 0 <= y <= d):
                raise InvalidInputError(f"mainmast of {v.name}", (x, y), f"a point on the {w}x{d} table")

    @property
    def readings(self) -> Readings:
        return self.position.readings

    def with_readings(self, readings: ReadingsLike | None) -> Setup:
        """The same set-up with ``readings`` switched on top of its own (the bases rebuilt under them); an unknown
        reading or option is refused."""
        merged = chosen({**self.readings.non_default(), **dict(readings or {})})
        return replace(self, position=Position.parse(str(replace(self.position, readings=merged))))

    def headers(self) -> dict[str, str]:
        return write_headers(
            self.name,
            self.sides,
            ("Turns", str(self.turns)),
            ("Sequence", "duel" if self.duel else ""),
            ("Position", str(replace(self.position, readings=READINGS.defaults()))),
            readings=self.readings,
        )

    @classmethod
    def from_headers(cls, headers: Mapping[str, str]) -> Setup:
        """The set-up a record's headers give; a fault is a :class:`~sailkit.errors.HeaderError` naming its header."""
        common = read_headers(headers, book=READINGS, turns=12, what="Fighting Ships headers")
        with reading_header("Sequence"):
            sequence = headers.get("Sequence", "standard")
            if sequence not in SEQUENCES:
                raise InvalidInputError("sequence", sequence, " or ".join(SEQUENCES))
        with reading_header("Position"):
            position = Position.parse(headers["Position"])
            setup = cls(common.name, position, common.sides, common.turns, sequence == "duel")
        return setup.with_readings(common.readings)


def _fleet(side: int, placed: tuple[tuple[str, str, float, float], ...], heading: float, r: Readings) -> list[Vessel]:
    return [Vessel(Ship.of(name, key, Pose(x, y, heading), side, readings=r)) for name, key, x, y in placed]


#: The Encounter's fleets: a ship of the line, a frigate and a brig a side, each at a tenth of 95 points' morale.
ENCOUNTER_FLEETS = (
    (("Defiance", "3rd-rate", 18.0, 6.0), ("Syrene", "5th-rate", 24.0, 6.0), ("Lynx", "6th-rate", 30.0, 6.0)),
    (("Achille", "3rd-rate", 30.0, 42.0), ("Naiad", "5th-rate", 24.0, 42.0), ("Rapide", "6th-rate", 18.0, 42.0)),
)


def encounter(readings: ReadingsLike | None = None) -> Setup:
    """Encounter on the High Seas (APP.2.3.2b) as sailkit sets it up (see the module's docstring)."""
    r = chosen(readings)
    ships = _fleet(1, ENCOUNTER_FLEETS[0], 0.0, r) + _fleet(2, ENCOUNTER_FLEETS[1], 180.0, r)
    morale = tuple(int(starting_morale(sum(v.ship.cls.cost for v in ships if v.side == s)).verdict) for s in (1, 2))
    position = Position(tuple(ships), wind=Direction.E, morale=(morale[0], morale[1]), readings=r)
    return Setup("Encounter on the High Seas", position)


#: The Duel's frigates as sailkit places them: Syrene upwind heading north, Naiad downwind heading south.
DUEL_SHIPS = (("Syrene", "5th-rate", 30.0, 18.0, 0.0), ("Naiad", "5th-rate", 18.0, 30.0, 180.0))


def duel(readings: ReadingsLike | None = None) -> Setup:
    """The Duel (APP.2.3.2a) as sailkit sets it up (see the module's docstring)."""
    r = chosen(readings)
    ships = [
        Vessel(Ship.of(name, key, Pose(x, y, heading), side, readings=r))
        for side, (name, key, x, y, heading) in enumerate(DUEL_SHIPS, 1)
    ]
    morale = tuple(int(starting_morale(v.ship.cls.cost).verdict) for v in ships)
    position = Position(tuple(ships), wind=Direction.E, morale=(morale[0], morale[1]), readings=r)
    return Setup("The Duel", position, duel=True)


SCENARIOS = {"encounter": encounter, "duel": duel}


__all__ = ["DUEL_SHIPS", "ENCOUNTER_FLEETS", "SCENARIOS", "SEQUENCES", "Setup", "duel", "encounter"]
