"""The desk's questions of a boat counter [6.3]: what it may do as the position stands, and the exact odds of its
attack; and :func:`crew_of`, the crew a ship boards or defends with once boats or a night ashore have thinned it,
which the engine uses too.

* ``boat BOAT``: how far it rows, the enemy ships it lies alongside (and may board) or how far off each is, and the
  enemy ships in range, arc and sight of it with the exact chance each salvo sinks it [6.3, 5.3, 5.4, 3.2.1];
* ``boat-odds BOAT SHIP``: the exact chance that the boat, with every boat of its side alongside the ship, takes her
  [6.1, 6.2, 6.3].
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from shapely.geometry import Point as ShapelyPoint

from ...dice import format_chance
from ...errors import InvalidInputError
from ...geometry.board import format_real, measured
from ...rulings import Ruling, Step
from ...wording import plural
from .arcs import arcs_holding
from .boarding import Boarder
from .boats import ROWED, Boat, alongside, boat_attack_odds, gap, sink_odds
from .cut_it_out import guard
from .gunnery import gunnery_dice
from .notation import Position, Vessel
from .prizes import boarder
from .ranges import CANNON_BANDS, band_of
from .readings import RULINGS
from .seascape import fog_banks, squalls
from .sight import visibility

REACH = CANNON_BANDS[-1][1]


def crew_of(pos: Position, v: Vessel) -> tuple[Boarder, list[Step]]:
    """The crew ``v`` fights a boarding with [6.1]: her guard when her crew is ashore (APP.2.3.2i), else her Boarding
    (halved for damage, a prize's skeleton crew) less a die for each of her boats on the water (reading
    ``boat_crew``) [6.3], with the steps saying so."""
    if v.guard:
        guarded, why = guard(v.name, v.ship.cls.key, v.guard == "roused")
        return guarded, [why]
    fights, steps = boarder(v, pos.readings)
    away = sum(b.mother == v.name and b.afloat for b in pos.boats)
    if away and pos.readings["boat_crew"] == "from-her-crew":
        said = f"{plural(away, 'boat')} of hers on the water: {plural(away, 'Boarding die', 'Boarding dice')} fewer"
        steps.append(RULINGS.step("6.3", said, pos.readings, "boat_crew"))
        return replace(fights, boarding=max(fights.boarding - away, 0)), steps
    return fights, steps


def seen_by(pos: Position, v: Vessel, b: Boat) -> bool:
    """Whether ``v`` may fire at boat ``b``: within cannon range and within sight (halved at night, again in fog or a
    squall) and in one of her arcs [5.3, 5.4, 3.2.1, 6.3]."""
    far = measured(v.ship.mainmast.distance(b.point))
    foul = any(s.contains(ShapelyPoint(b.point)) for s in (*fog_banks(pos), *squalls(pos)))
    seen = float(visibility(bad_weather=foul, night=pos.night).value or 0)
    return far <= min(REACH, seen) and bool(arcs_holding(v.ship, (b.point.x, b.point.y), pos.readings))


def _boat(pos: Position, name: str) -> Boat:
    b = pos.boat(name)
    if not b.afloat:
        raise InvalidInputError("boat", name, f"a boat afloat ({name} is {b.fate})")
    return b


def boat_options(pos: Position, name: str) -> Ruling:
    """What boat ``name`` may do as the position stands [6.3]: the value is how many enemy ships it may board now."""
    b = _boat(pos, name)
    enemies = [v for v in pos.ships if v.side != b.side and v.fighting]
    steps = [Step("6.3", f"{name} is rowed up to {format_real(ROWED)} inches a Game-Turn; it meets no ship on the way")]
    aboard = [v.name for v in enemies if alongside(b, v.ship)]
    for v in enemies:
        if v.name in aboard:
            steps.append(Step("6.1", f"it lies alongside {v.name}: its crew may board her in the boarding step"))
        else:
            steps.append(Step("6.3", f"{v.name} lies {gap(b, v.ship):.1f} inches off, to her base's edge [1.4]"))
    chances: dict[str, Fraction] = {}
    for v in enemies:
        if v.fighting and seen_by(pos, v, b):
            band = str(band_of(measured(v.ship.mainmast.distance(b.point))))
            night = ["night"] if pos.night else []
            ruled = gunnery_dice(v.ship.cls.gunnery, damaged=v.damage > 0, factors=night, readings=pos.readings)
            dice = int(ruled.value or 0)
            odds = sink_odds(band, dice, name)
            chances[v.name] = Fraction(odds.value or 0)
            said = f"{v.name} may fire at it at {band} range: {plural(dice, 'die', 'dice')}, sinking it {odds.verdict}"
            steps.append(Step("6.3", said + (", at night [5.5.3.1]" if night else "")))
    if chances:
        steps.append(Step("5.5.3.1", "a ship's first shot at it would throw a die a ten fewer"))
    if not chances:
        steps.append(Step("3.2.1", "no enemy ship has it in range, arc and sight"))
    facts = {"position": pos, "boat": name, "alongside": tuple(aboard), "reach": ROWED, "chances": chances}
    verdict = f"{name} may board {', '.join(aboard)}" if aboard else f"{name} must row to come alongside"
    return RULINGS(f"what may {name} do", verdict, steps, readings=pos.readings, facts=facts, kind="boats")


def boat_odds(pos: Position, name: str, ship: str) -> Ruling:
    """The exact chance that boat ``name`` and every boat of its side alongside ``ship`` take her [6.1, 6.3]."""
    b, v = _boat(pos, name), pos.vessel(ship)
    if v.side == b.side:
        raise InvalidInputError("ship", ship, f"an enemy of {name}'s side")
    crews = [b, *(o for o in pos.boats if o.side == b.side and o.afloat and o != b and alongside(o, v.ship))]
    held, said = crew_of(pos, v)
    odds = boat_attack_odds(crews, held)
    first = Step(
        "6.3", f"{name} " + ("lies alongside" if alongside(b, v.ship) else "must first come alongside") + f" {ship}"
    )
    steps = [first, *said, *odds.steps]
    chance = Fraction(odds.facts["prize"])
    return RULINGS(
        f"odds of a boat attack on {ship}",
        format_chance(chance),
        steps,
        readings=pos.readings,
        value=chance,
        facts=dict(odds.facts),
        kind="odds",
    )


__all__ = ["boat_odds", "boat_options", "crew_of", "seen_by"]
