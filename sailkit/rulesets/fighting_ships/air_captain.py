"""The computer captain's aircraft [8.2-8.8]: what takes off, where each counter flies, what it attacks, its AA.

:func:`air_decision` answers whenever an aircraft's action is open, before the captain's ships are weighed; the rest
of the captain never sees one (:func:`ships_and_boats`). It plays a plain strike:

* a carrier launches every loaded counter she may, before her ships sail [8.2];
* a counter with a strike load flies to the point of its move nearest an enemy's mainmast, to be within a bomb's 4
  inches when the gunnery phase comes [8.3, 8.5]; a fighter loaded for a patrol takes it up over its carrier, or
  the ship of its side nearest the enemy [8.4], joining a patrol already over her as a spare [8.8c]; a spent
  counter lands when it can, else flies home, for the table's edge when its side has no deck [8.2, 8.3]; an ASW
  helicopter flies over the enemy's pack counters [8.7];
* in the gunnery phase every bomb open is dropped, every torpedo or missile launched at the first enemy offered
  (from where it arms to one run away), every counter attacks the first enemy counter in its reach [8.8], and every
  ship's AA fires at the enemy counter nearest her, AA costing her nothing else [8.5, 8.6].
"""

from __future__ import annotations

from ...geometry.table import Point
from ...players import Decision
from .actions import FightingShipsAction
from .air_fire_phase import AIR_VERBS, LAUNCHED
from .air_phase import land_base, spent, waypoints
from .air_sea_pieces import Plane
from .notation import Phase
from .state import State


def _cite(*cases: str) -> str:
    return "[" + ", ".join(cases) + "]"


def _flown(state: State, a: FightingShipsAction) -> bool:
    """Whether ``a`` is an aircraft's: its own verbs, or a torpedo or missile it launches [8.5]."""
    return a.verb in AIR_VERBS or (a.verb in LAUNCHED and any(p.name == a.ship for p in state.position.planes))


def ships_and_boats(state: State, legal: list[FightingShipsAction]) -> list[FightingShipsAction]:
    """``legal`` without the aircraft's actions."""
    return [a for a in legal if not _flown(state, a)]


def _plane(state: State, name: object) -> Plane:
    return next(p for p in state.position.planes if p.name == name)


def _gap(point: Point, others: list[Point]) -> float:
    return min((point.distance(o) for o in others), default=0.0)


def _to_edge(q: Point, table: tuple[int, int]) -> float:
    """Inches from ``q`` to the nearest edge of the table."""
    return min(q.x, q.y, table[0] - q.x, table[1] - q.y)


def _fly(state: State, name: str, offered: list[FightingShipsAction]) -> Decision:
    """Where counter ``name`` goes this sailing phase [8.2-8.4]."""
    p, mine = _plane(state, name), [a for a in offered if a.get("plane") == name]
    own = [v for v in state.ships if v.side == p.side and v.fighting]
    enemies = [v.ship.mainmast for v in state.ships if v.side != p.side and v.fighting]
    land = next((a for a in mine if a.verb == "land"), None)
    if spent(p) and land is not None:
        return Decision(land, f"{name} has spent its load: it lands on {land.get('to')} {_cite('8.2')}")
    patrols = [a for a in mine if a.verb == "patrol"]
    if p.load == "cap" and patrols:
        carriers = {v.name for v in own if v.ship.cls.aircraft}
        best = min(
            patrols,
            key=lambda a: (a.get("to") not in carriers, _gap(state.vessel(str(a.get("to"))).ship.mainmast, enemies)),
        )
        guarded = any(q.cap == best.get("to") for q in state.position.planes if q.side == p.side)
        join = next((a for a in mine if a.verb == "join" and a.get("to") == best.get("to")), None)
        if guarded and join is not None:  # a second fighter over her joins the first's fights [8.8c]
            return Decision(join, f"{name} joins the patrol over {best.get('to')} {_cite('8.4', '8.8')}")
        return Decision(best, f"{name} flies a combat air patrol over {best.get('to')} {_cite('8.4')}")
    flights = [a for a in mine if a.verb == "fly"]
    r = state.readings  # a carrier, a helicopter's ship [8.7], a land base [8.2]
    home = [v.ship.mainmast for v in own if v.ship.cls.aircraft or v.name == p.parent or land_base(v, r)]
    if spent(p) and not home and flights:  # no deck of its side: its base lies beyond the table's edge [8.2]
        best = min(flights, key=lambda a: (_to_edge(waypoints(a)[-1], state.position.table), str(a)))
        return Decision(best, f"{name} has spent its load: it flies for the table's edge, home {_cite('8.2')}")
    packs = [pose.point for k in state.position.packs if k.side != p.side for _, pose in k.counters]
    if p.kind == "asw-helicopter" and packs and not spent(p):  # over a pack, to search and drop its charge [8.7]
        best = min(flights, key=lambda a: (_gap(waypoints(a)[-1], packs), str(a)))
        return Decision(best, f"{name} flies over the enemy's counters to hunt them {_cite('8.7', '7.3')}")
    aims = enemies if not spent(p) and p.load != "cap" else home or enemies
    best = min(flights, key=lambda a: (_gap(waypoints(a)[-1], aims), str(a)))
    what = ("toward the enemy, to " + ("bomb" if p.load else "spot")) if aims is enemies else "home"
    return Decision(best, f"{name} flies {what} {_cite('8.3')}")


def air_decision(state: State, legal: list[FightingShipsAction]) -> Decision | None:
    """The captain's action for an aircraft, or at one, when one is open; ``None`` to weigh the ships instead."""
    offered = [a for a in legal if _flown(state, a)]
    if not offered:
        return None
    if state.phase is Phase.SAILING:
        takeoff = next((a for a in offered if a.verb == "takeoff"), None)
        if takeoff is not None:
            return Decision(takeoff, f"{takeoff.get('plane')} takes off with its load {_cite('8.2')}")
        name = next((a.get("plane") for a in offered if a.verb != "takeoff"), None)
        return None if name is None else _fly(state, str(name), offered)
    bomb = next((a for a in offered if a.verb == "bomb"), None)
    if bomb is not None:
        return Decision(bomb, f"{bomb.get('plane')} drops a bomb on {bomb.target} {_cite('8.5')}")
    launch = next((a for a in offered if a.verb in LAUNCHED), None)
    if launch is not None:
        what = LAUNCHED[launch.verb]
        return Decision(launch, f"{launch.ship} launches its {what} at {launch.target} {_cite('8.5', '5.7.1')}")
    engage = sorted((a for a in offered if a.verb == "engage"), key=str)
    if engage:
        return Decision(engage[0], f"{engage[0].get('plane')} attacks {engage[0].target} {_cite('8.8')}")
    aa = [a for a in offered if a.verb == "aa"]
    if aa:

        def gap(a: FightingShipsAction) -> float:
            return state.vessel(str(a.ship)).ship.pose.distance_to(_plane(state, a.get("plane")).pose.point)

        best = min(aa, key=lambda a: (gap(a), str(a)))
        return Decision(best, f"{best.ship} fires her AA at {best.get('plane')}, the nearest {_cite('8.6')}")
    return None


__all__ = ["air_decision", "ships_and_boats"]
