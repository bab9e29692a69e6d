"""Bomb ketches' mortars (Optional Rule 42) as rules functions: may a mortar fire, at which Hit Table, and its hits.

No Ship Specification Chart lists a bomb, so bombs are not ships of the game engine; these functions answer a
club's questions about a bomb's mortar from the ship's log and the target's place:

- a mortar fires only while its bomb is anchored [42.1], and only at a fixed target on shore or a ship lying still
  (at anchor or aground), never at one drifting [42.7];
- its line of fire is never blocked [42.2]; it reaches 3 to 10 hexes [42.8, 42.8.1];
- the bow mortar bears all round but astern: both broadsides' plays and every hex ahead of them (reading
  ``mortar_field``: the 270 degrees of 42.4 on hexes); a second mortar bears only into one broadside's play
  [42.4.1];
- the Hit Table is 2, changed only by crew quality, crew sections lost and a captured ship [42.9, 42.9.1], fired
  at the hull only [42.9.2], and every hit counts three times [42.9.3];
- loading takes four turns, not necessarily running, and the broadside guns may not load or fire in a turn the
  mortars load or fire [42.5, 42.3.1]: the players keep that count on the log.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...geometry.hexes import TwoHexShip
from ...rulings import Ruling, Step
from .fields import Broadside, bearing, ship_range
from .readings import READINGS
from .state import Ship
from .tables import HDT_MODIFIERS, Hits, band_index

#: the mortar's Hit Table before modifiers [42.9]
MORTAR_TABLE = 2
#: nearest and farthest range in hexes [42.8, 42.8.1]
MORTAR_RANGE = (3, 10)


def in_mortar_field(bomb: TwoHexShip, target: TwoHexShip, mortar: str = "bow", side: Broadside | None = None) -> bool:
    """Does ``target`` lie where the mortar bears [42.4, 42.4.1]? ``mortar`` ``bow``: any hex of the target in either
    play or ahead of them (not astern); ``second``: in the play of ``side`` only."""
    for h in target.hexes:
        b = bearing(bomb, h)
        if mortar == "second":
            if b.in_play and b.side is side:
                return True
        elif b.in_play or b.along > 0:
            return True
    return False


def mortar_fire(
    bomb: Ship,
    target: TwoHexShip,
    target_still: bool,
    mortar: str = "bow",
    side: Broadside | None = None,
    mortars: int = 1,
    readings: Mapping[str, str] | None = None,
) -> Ruling:
    """May ``bomb``'s mortar fire at ``target`` (a ship's counter; ``target_still``: at anchor or aground, or a fixed
    work on shore), and at which Hit Table [42.1-42.9]. Its value is the table, or None when it may not fire."""
    r = READINGS.resolve(readings)
    used = (("mortar_field", r["mortar_field"]), ("range_from", r["range_from"]))
    question = f"may {bomb.name}'s {mortar} mortar fire?"
    rng = ship_range(bomb.counter, target, r)
    low, high = MORTAR_RANGE
    refusals = (
        (not bomb.anchor or bomb.anchor == "weigh", "42.1", "the bomb is not anchored"),
        (not target_still, "42.7", "the target is not lying still (at anchor, aground or on shore)"),
        (rng < low, "42.8.1", f"range {rng}: nearer than {low} hexes"),
        (rng > high, "42.8", f"range {rng}: beyond {high} hexes"),
        (not in_mortar_field(bomb.counter, target, mortar, side), "42.4", "the target is outside the mortar's field"),
    )
    for refused, case, why in refusals:
        if refused:
            return Ruling(question, f"no: {why}", (Step(case, why),), used, ruleset="wooden_ships", kind="dice")
    mods = HDT_MODIFIERS[band_index(mortars)]
    steps = [
        Step("42.2", "a mortar fires over anything between: never blocked"),
        Step("42.8", f"range {rng}, within {low}-{high} hexes"),
        Step("42.9", "the mortar's base Hit Table", MORTAR_TABLE),
    ]
    q = mods.quality[bomb.quality]
    if q:
        steps.append(Step("42.9.1", f"{bomb.quality} crew", q))
    if bomb.captured:
        steps.append(Step("42.9.1", "a captured ship", mods.captured))
    elif bomb.sections_lost:
        steps.append(
            Step("42.9.1", f"{bomb.sections_lost} crew section(s) lost", mods.crew_section_loss * bomb.sections_lost)
        )
    table = sum(int(s.value) for s in steps if s.value is not None)
    steps.append(Step("42.9.2", f"Hit Table {table}, at the hull only; every hit counts three times [42.9.3]"))
    return Ruling(
        question, f"yes: Hit Table {table}", tuple(steps), used, value=table, ruleset="wooden_ships", kind="dice"
    )


def mortar_hits(hits: Hits) -> Hits:
    """A mortar's Hit Table result with every hit tripled [42.9.3]: 2H becomes 6H."""
    return Hits(hits.hull * 3, hits.guns * 3, hits.crew * 3, hits.rigging * 3, hits.full_sail_extra * 3, hits.critical)


__all__ = ["MORTAR_RANGE", "MORTAR_TABLE", "in_mortar_field", "mortar_fire", "mortar_hits"]
