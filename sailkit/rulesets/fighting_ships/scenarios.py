"""Set-ups of Fighting Ships under sail: the table, the fleets, their morale and the readings [APP.2.3.2].

A set-up fields special ordnance (fireships, bomb vessels, shore batteries) only where its scenario allows it, and
at most half a fleet's points on it (:attr:`Setup.ordnance`, :mod:`.ordnance`) [9.1.1]; of the scenarios below only
Attack the Port allows any. A shore battery stands wholly on a shore (:func:`.batteries.check_batteries`).

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

The other scenarios that work under sail, each on the text's table with sailkit's own deployment where the text
leaves it open (the docs call it sailkit's), and an :class:`~.objectives.Objective` where the scenario plays for
more than fleet morale:

* :func:`convoy`, Protect the Convoy (APP.2.3.2c): a 6-by-4-foot table; the convoy side (side 1, which the text
  gives to the winner of the first initiative) takes the west short edge, so the wind blows from its right, the
  south; a frigate escorts two merchantmen (two a warship) at +10% morale, against a frigate and a brig from the
  east edge. The merchantmen may sail off by the east edge; half of them off wins for the convoy, two-thirds struck,
  sunk or taken for the attacker; fleet morale ends nothing, and a game undecided after its Game-Turns is a draw.
* :func:`blockade`, Blockade (APP.2.3.2e): the same table; six squalls of 12 by 6 inches, which sailkit places
  (the text has the players place them in turn, not overlapping) across the middle; the attacker (side 1) holds the
  west edge, the wind from the south; the blockade runners (side 2) deploy at the east edge and may sail off by the
  west edge, each costing the attacker her Hull in morale. Fleet morale decides.
* :func:`pursuit`, Pursuit and Evasion (APP.2.3.2h): the same table with no seascape; the escaping side (side 2)
  takes the east short edge and the wind blows from it; its flagship starts at the centre with her escort within 12
  inches; the pursuers deploy within 6 inches of the east edge (reading ``pursuit_deployment``: or of the west).
  The flagship may sail off by any edge and wins if she does; if she strikes, sinks or is taken the pursuers win.
* :func:`cat_and_mouse`, Cat and Mouse (APP.2.3.2f): a 4-foot table, a frigate (side 1) on patrol in the north
  against two brigs (side 2) in the south; the text lets the players add shoals and islands, and sailkit's set-up
  lays one shoal between them; the wind is sailkit's, from the east. Fleet morale decides. ``night=True`` plays it
  in the dark (its optional night: sight halved, fewer gunnery dice [3.2.1, 5.5.3.1]).
* :func:`fog_lifts`, The Fog Lifts (APP.2.3.2g): a 6-by-4-foot table with six features (three islands, three
  shoals) at least 6 inches apart and the fleets deployed among them, each ship at least 6 inches from every enemy
  and each squadron's members within 3 inches of a fellow (:func:`.fog_lifts.placement` checks it); sailkit's
  placement stands in for the players' alternate one, side 1 deploying first. The wind die is an argument (the set-up
  throws nothing): by default a 3, from the east (:func:`.fog_lifts.fog_wind`). Each fleet sails under an admiral,
  Nelson in Defiance and a Daring one in Achille [APP.1.2.1, APP.1.2.3]. Fleet morale decides.
* :func:`attack_the_port`, Attack the Port (APP.2.3.2d): a 6-by-4-foot table whose north edge is the port's shore, 6 inches
  deep, with a medium and a small shore battery on it facing the sea [9.1.3]; the defender (side 2) holds a 3rd and a
  5th rate within 12 inches of the shore, the attacker (side 1) a 3rd, a 5th and a 6th rate, a bomb vessel and a
  fireship at the south edge (reading ``port_deployment``), the wind from the west, the defender's right. 125
  points a side, the defender's small battery bought with its free fifth; the defender's morale a tenth more
  (reading ``port_battery_morale``: whether its batteries' points count); morale lost to damage on a battery is
  doubled. Fleet morale decides (:mod:`.port`).
* :func:`cut_it_out`, Cut It Out (APP.2.3.2i): at night, a frigate (side 1, Hermione) at anchor in a harbour (a
  2-foot square of water, the town's shore along its north edge), her crew ashore (``guard:watch``: she neither sails nor fires); three boats of side 2 (a crew die each, a
  marine counter in the launch) lie a die's throw of inches off her side, rowing 1 inch a Game-Turn. The distance
  die is an argument (the set-up throws nothing), 3 by default. The boats' side wins by taking her; side 1 when no
  boat is left afloat (readings ``cut_out_watch``, ``cut_out_repulse``, ``cut_out_guns``). Fleet morale ends nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from ...dice import check_die
from ...errors import InvalidInputError, reading_header
from ...geometry.compass import Direction
from ...geometry.table import Point, Pose
from ...readings import Readings, ReadingsLike
from ...setup import check_setup, read_headers, write_headers
from .batteries import BATTERIES, check_batteries
from .boats import Boat
from .dice import round_half_up
from .fog_lifts import fog_wind, placement
from .morale import starting_morale
from .notation import Position, Vessel
from .objectives import Objective
from .ordnance import check_ordnance, format_ordnance, parse_ordnance
from .port import ATTACKERS, DEFENDERS, EDGE_BAND_SHIFT, PORT_SHORE, PORT_TABLE, deployment, port_starting_morale
from .readings import READINGS, chosen
from .ships import Ship

#: The turn sequences a record's ``Sequence`` header may name: the standard Game-Turn [2.1] or the Duel's.
SEQUENCES = ("standard", "duel")


@dataclass(frozen=True)
class Setup:
    """How a game starts: its name, the two sides' labels, the starting :class:`Position` (its readings are the
    game's), the most Game-Turns it lasts, whether it is played to the Duel's sequence (APP.2.3.2a), and what the
    fleets play for beyond fleet morale (:class:`~.objectives.Objective`, APP.2.3.2)."""

    name: str
    position: Position
    sides: tuple[str, str] = ("GB", "FR")
    turns: int = 12
    duel: bool = False
    objective: Objective = Objective()
    #: The special ordnance the scenario lets side 1, then side 2, field: stat lines' keys [9.1.1]
    ordnance: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())

    def __post_init__(self) -> None:
        pieces = [(v.name, v.side) for v in self.position.ships] + [(b.name, b.side) for b in self.position.boats]
        pieces += [(p.boat, p.side) for p in self.position.packs]  # a boat below is a ship of her side [7.1]
        check_setup(self.name, self.sides, self.turns, pieces)  # a side of boats alone is a side [6.3]
        if self.duel and len(self.position.ships) != 2:
            raise InvalidInputError("ships", [v.name for v in self.position.ships], "one ship a side in a Duel")
        w, d = self.position.table
        for v in self.position.ships:
            x, y = v.ship.mainmast
            if not (0 <= x <= w and 0 <= y <= d):
                raise InvalidInputError(f"mainmast of {v.name}", (x, y), f"a point on the {w}x{d} table")
        self.objective.check(self.position)
        check_batteries(self.position)
        fleets = [(v.name, v.side, v.ship.cls.key, v.ship.cls.cost) for v in self.position.ships]
        check_ordnance(fleets, self.ordnance, self.position.readings)

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
            ("Objective", "" if self.objective == Objective() else str(self.objective)),
            ("Ordnance", format_ordnance(self.ordnance)),
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
        with reading_header("Objective"):
            objective = Objective.parse(headers.get("Objective", "standard"))
        with reading_header("Ordnance"):
            ordnance = parse_ordnance(headers.get("Ordnance", ""))
        with reading_header("Position"):
            position = Position.parse(headers["Position"])
            setup = cls(common.name, position, common.sides, common.turns, sequence == "duel", objective, ordnance)
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


#: The Encounter fought with galleys (APP.1.1.1): two galleys at the high end of the printed ranges and one at the low
#: end for the Venetians, one of each and a longship for the Ottomans, 110 points a side, bows toward each other.
GALLEY_FLEETS = (
    (
        ("Capitana", "large-galley", 16.0, 8.0),
        ("San Marco", "large-galley", 24.0, 8.0),
        ("Fenice", "small-galley", 32.0, 8.0),
    ),
    (
        ("Sultana", "large-galley", 32.0, 40.0),
        ("Hilal", "small-galley", 24.0, 40.0),
        ("Yildiz", "small-galley", 16.0, 40.0),
        ("Kartal", "longship", 38.0, 36.0),
    ),
)


def galleys(readings: ReadingsLike | None = None) -> Setup:
    """Encounter on the High Seas (APP.2.3.2b) fought with the galleys of APP.1.1.1: Capitana, San Marco and Fenice
    (VE) against Sultana, Hilal, Yildiz and the longship Kartal (OT) on a 4-foot table, the wind from the east; each
    galley rows or sails as her player chooses [4.1.3, 4.1.4], and each fleet's morale is a tenth of its 110 points."""
    r = chosen(readings)
    ships = _fleet(1, GALLEY_FLEETS[0], 0.0, r) + _fleet(2, GALLEY_FLEETS[1], 180.0, r)
    return Setup("Encounter with galleys", _position(ships, Direction.E, r), ("VE", "OT"))


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


#: The 6-by-4-foot table of the larger scenarios (APP.2.3.2c, e, h), in inches, its short edges west and east.
LONG_TABLE = (72, 48)


def _morale(ships: list[Vessel], side: int, bonus: bool = False) -> int:
    """A fleet's starting morale [APP.2.2.1], with the scenario's tenth more when ``bonus`` (APP.2.3.2c)."""
    m = int(starting_morale(sum(v.ship.cls.cost for v in ships if v.side == side)).verdict)
    return round_half_up(m * 1.1) if bonus else m


def _position(ships: list[Vessel], wind: Direction, r: Readings, bonus: int = 0, **more: object) -> Position:
    morale = (_morale(ships, 1, bonus == 1), _morale(ships, 2, bonus == 2))
    return Position(tuple(ships), wind=wind, morale=morale, readings=r, **more)  # type: ignore[arg-type]


#: Protect the Convoy as sailkit deploys it: the convoy at the west edge, its attackers at the east.
CONVOY_FLEETS = (
    (
        ("Syrene", "5th-rate", 8.0, 24.0),
        ("Providence", "merchantman", 6.0, 17.0),
        ("Harmony", "merchantman", 6.0, 31.0),
    ),
    (("Naiad", "5th-rate", 64.0, 20.0), ("Rapide", "6th-rate", 64.0, 28.0)),
)


def convoy(readings: ReadingsLike | None = None) -> Setup:
    """Protect the Convoy (APP.2.3.2c) as sailkit sets it up (see the module's docstring)."""
    r = chosen(readings)
    ships = _fleet(1, CONVOY_FLEETS[0], 90.0, r) + _fleet(2, CONVOY_FLEETS[1], 270.0, r)
    position = _position(ships, Direction.S, r, bonus=1, table=LONG_TABLE)
    return Setup("Protect the Convoy", position, objective=Objective("convoy", 1, edge="east"))


#: Blockade's six squalls as sailkit places them: 12 by 6 inches, none overlapping, across the middle of the table.
SQUALLS = (
    (14.0, 4.0, 26.0, 10.0),
    (46.0, 6.0, 58.0, 12.0),
    (30.0, 16.0, 42.0, 22.0),
    (14.0, 28.0, 26.0, 34.0),
    (46.0, 30.0, 58.0, 36.0),
    (30.0, 40.0, 42.0, 46.0),
)
BLOCKADE_FLEETS = (
    (("Defiance", "3rd-rate", 6.0, 18.0), ("Syrene", "5th-rate", 6.0, 30.0)),
    (("Achille", "3rd-rate", 66.0, 16.0), ("Naiad", "5th-rate", 66.0, 24.0), ("Rapide", "6th-rate", 66.0, 32.0)),
)


def blockade(readings: ReadingsLike | None = None) -> Setup:
    """Blockade (APP.2.3.2e) as sailkit sets it up (see the module's docstring)."""
    r = chosen(readings)
    ships = _fleet(1, BLOCKADE_FLEETS[0], 90.0, r) + _fleet(2, BLOCKADE_FLEETS[1], 270.0, r)
    position = _position(ships, Direction.S, r, table=LONG_TABLE, squalls=SQUALLS)
    return Setup("Blockade", position, objective=Objective("blockade", 2, edge="west"))


#: Pursuit and Evasion: the flagship at the centre with her escort, the pursuers' x by reading pursuit_deployment.
PURSUIT_FLEETS = (
    (("Defiance", 20.0), ("Syrene", 24.0), ("Lynx", 28.0)),
    (("Achille", "3rd-rate", 36.0, 24.0), ("Rapide", "6th-rate", 36.0, 32.0)),
)
PURSUERS = {"Defiance": "3rd-rate", "Syrene": "5th-rate", "Lynx": "6th-rate"}
#: How far east the pursuers' mainmasts stand, and their heading, by reading ``pursuit_deployment``.
PURSUIT_EDGES = {"windward": (68.0, 270.0), "leeward": (4.0, 0.0)}


def pursuit(readings: ReadingsLike | None = None) -> Setup:
    """Pursuit and Evasion (APP.2.3.2h) as sailkit sets it up (see the module's docstring)."""
    r = chosen(readings)
    x, heading = PURSUIT_EDGES[r["pursuit_deployment"]]
    hunters = tuple((name, PURSUERS[name], x, y) for name, y in PURSUIT_FLEETS[0])
    ships = _fleet(1, hunters, heading, r) + _fleet(2, PURSUIT_FLEETS[1], 270.0, r)
    position = _position(ships, Direction.E, r, table=LONG_TABLE)
    return Setup("Pursuit and Evasion", position, objective=Objective("pursuit", 2, flagship="Achille"))


CAT_AND_MOUSE_FLEETS = (
    (("Syrene", "5th-rate", 24.0, 42.0),),
    (("Lynx", "6th-rate", 18.0, 6.0), ("Rapide", "6th-rate", 30.0, 6.0)),
)
#: The shoal sailkit lays between the cat and the mice.
CAT_AND_MOUSE_SHOAL = (20.0, 21.0, 28.0, 27.0)


def cat_and_mouse(readings: ReadingsLike | None = None, night: bool = False) -> Setup:
    """Cat and Mouse (APP.2.3.2f) as sailkit sets it up (see the module's docstring); ``night`` plays it in the
    dark, as the scenario allows [3.2.1]."""
    r = chosen(readings)
    ships = _fleet(1, CAT_AND_MOUSE_FLEETS[0], 180.0, r) + _fleet(2, CAT_AND_MOUSE_FLEETS[1], 0.0, r)
    return Setup("Cat and Mouse", _position(ships, Direction.E, r, shoals=(CAT_AND_MOUSE_SHOAL,), night=night))


#: The Fog Lifts as sailkit lays it: three islands and three shoals, each 6 by 6 inches or smaller, far apart.
FOG_ISLANDS = ((12.0, 30.0, 18.0, 36.0), (52.0, 4.0, 58.0, 9.0), (38.0, 40.0, 44.0, 45.0))
FOG_SHOALS = ((30.0, 17.0, 35.0, 22.0), (58.0, 30.0, 64.0, 35.0), (4.0, 4.0, 10.0, 9.0))
#: The fleets as deployed in turn, side 1 first: a flagship and a squadron of two a side.
FOG_FLEETS = (
    (
        ("Defiance", "3rd-rate", 24.0, 12.0, 90.0),
        ("Syrene", "5th-rate", 40.0, 26.0, 0.0),
        ("Lynx", "6th-rate", 42.5, 26.0, 0.0),
    ),
    (
        ("Achille", "3rd-rate", 46.0, 16.0, 270.0),
        ("Naiad", "5th-rate", 28.0, 34.0, 180.0),
        ("Rapide", "6th-rate", 30.5, 34.0, 180.0),
    ),
)
FOG_COMMAND = {"Defiance": "nelson", "Achille": "daring"}
FOG_SQUADRONS = {"Syrene": "Blue", "Lynx": "Blue", "Naiad": "Red", "Rapide": "Red"}


def fog_lifts(readings: ReadingsLike | None = None, wind_die: int = 3, choice: int | None = None) -> Setup:
    """The Fog Lifts (APP.2.3.2g) as sailkit sets it up (see the module's docstring): ``wind_die`` and, on a 5 or 6,
    ``choice`` say where the wind blows from."""
    r = chosen(readings)
    ships = [
        Vessel(
            Ship.of(name, key, Pose(x, y, heading), side, readings=r),
            admiral=FOG_COMMAND.get(name, ""),
            squadron=FOG_SQUADRONS.get(name, ""),
        )
        for side, fleet in enumerate(FOG_FLEETS, 1)
        for name, key, x, y, heading in fleet
    ]
    wind = fog_wind(wind_die, choice).verdict
    position = _position(ships, wind, r, table=LONG_TABLE, shores=FOG_ISLANDS, shoals=FOG_SHOALS)
    lawful = placement(position)
    if not lawful.verdict:
        raise InvalidInputError("deployment of The Fog Lifts", str(position), "; ".join(s.reason for s in lawful.steps))
    return Setup("The Fog Lifts", position)


def attack_the_port(readings: ReadingsLike | None = None) -> Setup:
    """Attack the Port (APP.2.3.2d) as sailkit sets it up (:mod:`.port` says how; the module's docstring lists it)."""
    r = chosen(readings)
    shift = EDGE_BAND_SHIFT if r["port_deployment"] == "edge-band" else 0.0
    fleets = ((ATTACKERS, 0.0, shift), (DEFENDERS, 0.0, 0.0))
    ships = [
        Vessel(Ship.of(name, key, Pose(x, y + dy, heading), side, readings=r))
        for side, (fleet, _, dy) in enumerate(fleets, 1)
        for name, key, x, y, heading in fleet
    ]
    morale = tuple(int(port_starting_morale([v for v in ships if v.side == s], s == 2, r).verdict) for s in (1, 2))
    position = Position(
        tuple(ships),
        wind=Direction.W,
        morale=(morale[0], morale[1]),
        readings=r,
        table=PORT_TABLE,
        shores=(PORT_SHORE,),
    )
    lawful = deployment(position)
    if not lawful.verdict:
        raise InvalidInputError(
            "deployment of Attack the Port", str(position), "; ".join(s.reason for s in lawful.steps)
        )
    ordnance = (("fireship", "bomb-vessel"), BATTERIES)
    return Setup("Attack the Port", position, objective=Objective("port", 2, edge="north"), ordnance=ordnance)


#: Cut It Out: the ship at anchor under the harbour's shore, and her boats' names, the launch carrying the marines.
CUT_OUT_SHIP = ("Hermione", "5th-rate", 12.0, 14.0, 90.0)
#: The harbour: a 2-foot square of water with the town's shore along its north edge.
CUT_OUT_TABLE, CUT_OUT_HARBOUR = (24, 24), ((0.0, 19.0, 24.0, 24.0),)
CUT_OUT_BOATS = (("Launch", 11.0, 1), ("Pinnace", 12.0, 0), ("Jolly", 13.0, 0))


def cut_it_out(readings: ReadingsLike | None = None, distance: int = 3) -> Setup:
    """Cut It Out (APP.2.3.2i) as sailkit sets it up (see the module's docstring): the boats ``distance`` inches (the
    die thrown for it) off her side, measured to her base's edge [1.4]."""
    r = chosen(readings)
    distance = check_die(distance)
    name, key, x, y, heading = CUT_OUT_SHIP
    ship = Vessel(Ship.of(name, key, Pose(x, y, heading), 1, readings=r), guard="watch")
    edge = ship.ship.base.bounds[1]
    boats = tuple(Boat(b, 2, Point(bx, edge - distance), 1, marines) for b, bx, marines in CUT_OUT_BOATS)
    morale = (_morale([ship], 1), 0)
    position = Position(
        (ship,),
        wind=Direction.E,
        table=CUT_OUT_TABLE,
        morale=morale,
        readings=r,
        shores=CUT_OUT_HARBOUR,
        boats=boats,
        night=True,
    )
    return Setup("Cut It Out", position, ("ES", "GB"), turns=8, objective=Objective("cutout", 2, flagship=name))


SCENARIOS = {
    "encounter": encounter,
    "duel": duel,
    "convoy": convoy,
    "blockade": blockade,
    "pursuit": pursuit,
    "cat-and-mouse": cat_and_mouse,
    "fog-lifts": fog_lifts,
    "port": attack_the_port,
    "cut-it-out": cut_it_out,
}


__all__ = [
    "BLOCKADE_FLEETS",
    "CAT_AND_MOUSE_FLEETS",
    "CONVOY_FLEETS",
    "DUEL_SHIPS",
    "ENCOUNTER_FLEETS",
    "FOG_FLEETS",
    "LONG_TABLE",
    "PURSUIT_FLEETS",
    "SCENARIOS",
    "SEQUENCES",
    "SQUALLS",
    "Setup",
    "blockade",
    "cat_and_mouse",
    "convoy",
    "cut_it_out",
    "duel",
    "galleys",
    "encounter",
    "attack_the_port",
    "fog_lifts",
    "pursuit",
]
