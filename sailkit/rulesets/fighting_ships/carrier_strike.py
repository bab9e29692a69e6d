"""A carrier strike: two carrier groups of 1942 on the long table, the sample battle of the air age [8.2-8.8].

Not a scenario of the text (its scenarios are for any era; this is an Encounter on the High Seas [APP.2.3.2b] fought
with the world wars' stat lines [APP.1.1.4] and their aircraft [8.1]): each side's carrier, a cruiser and a
destroyer start at either end of the 6-by-4-foot table, the wind from the east, both carriers heading into it so
their decks may work [8.2]. Each carries two dive bombers, a torpedo bomber and two fighters, aboard and armed: the
dive bombers with two bombs each, the torpedo bomber with its torpedo (launched through 5.7's verb), the fighters
for a combat air patrol. A points game: each fleet's morale is a tenth of its ships'
points [APP.2.2.1] (its aircraft bought apart, APP.1.1.6, count nothing here).
"""

from __future__ import annotations

from ...geometry.compass import Direction
from ...geometry.table import Pose
from ...readings import ReadingsLike
from .air_sea_pieces import Plane
from .morale import starting_morale
from .notation import Position, Vessel
from .readings import chosen
from .scenarios import Setup
from .ships import Ship

#: The 6-by-4-foot table of an Encounter after 1900 [APP.2.3.2b], in inches.
TABLE = (72, 48)
#: Each side's ships: name, stat line, mainmast and heading, all into the east wind; the Americans in the west.
FLEETS = (
    (
        ("Hornet", "carrier", 6.0, 24.0, 90.0),
        ("Portland", "heavy-cruiser", 12.0, 32.0, 90.0),
        ("Hammann", "destroyer", 12.0, 16.0, 90.0),
    ),
    (
        ("Kaga", "carrier", 62.0, 24.0, 90.0),
        ("Tone", "heavy-cruiser", 56.0, 32.0, 90.0),
        ("Arashi", "destroyer", 56.0, 16.0, 90.0),
    ),
)
#: Each carrier's counters aboard: name and type, loaded as :func:`load` says [8.1].
AIR_GROUPS = (
    ("Hornet", (("Dauntless-1", "dive-bomber"), ("Dauntless-2", "dive-bomber"), ("Devastator-1", "torpedo-bomber"),
                ("Wildcat-1", "fighter-2"), ("Wildcat-2", "fighter-2"))),
    ("Kaga", (("Val-1", "dive-bomber"), ("Val-2", "dive-bomber"), ("Kate-1", "torpedo-bomber"),
              ("Zero-1", "fighter-3"), ("Zero-2", "fighter-3"))),
)  # fmt: skip


def load(kind: str) -> str:
    """A counter's load at the start: a fighter's patrol, a torpedo bomber's torpedo, a dive bomber's two bombs
    [8.1]."""
    return "cap" if kind.startswith("fighter") else "torpedo" if kind == "torpedo-bomber" else "2 bomb"


def carrier_strike(readings: ReadingsLike | None = None) -> Setup:
    """The carrier strike as sailkit sets it up (see the module's docstring)."""
    r = chosen(readings)
    ships = [
        Vessel(Ship.of(name, key, Pose(x, y, heading), side, readings=r))
        for side, fleet in enumerate(FLEETS, 1)
        for name, key, x, y, heading in fleet
    ]
    decks = {v.name: v for v in ships}
    planes = tuple(
        Plane(name, decks[carrier].side, kind, decks[carrier].ship.pose, load(kind), on=carrier)
        for carrier, group in AIR_GROUPS
        for name, kind in group
    )
    morale = [int(starting_morale(sum(v.ship.cls.cost for v in ships if v.side == s)).verdict) for s in (1, 2)]
    position = Position(
        tuple(ships), wind=Direction.E, morale=(morale[0], morale[1]), readings=r, table=TABLE, planes=planes
    )
    return Setup("A carrier strike", position, sides=("US", "JP"), turns=8)


__all__ = ["AIR_GROUPS", "FLEETS", "TABLE", "carrier_strike", "load"]
