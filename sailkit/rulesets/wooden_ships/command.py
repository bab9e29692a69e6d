"""Command lag (Optional Rule 32): ships out of their admiral's reach write their orders turns ahead.

A side names a flag ship and squadrons of at most six [32.1] (traits ``flagship`` and ``squadron-NAME``). Which ships
write turn by turn is reading ``command_lag``: ``squadrons`` [32.2, 32.3] (those whose squadron's flag ship still
fights) or ``radius`` [32.4] (those within ten hexes of a flag ship); the others write three turns ahead with
``ahead SHIP TURN PLOT``, hidden until that turn's reveal [32.3]. Coming back within reach she may ``erase SHIP``
(reading ``lag_erase``) [32.4.1]; leaving it she writes ahead again [32.4.2]. A squadron whose flag ship gives up
writes five turns ahead, then may name a new one (``flag SHIP``) [32.5]; one player a squadron, one flag ship each
[32.6]. An order written ahead is carried out as far as the rules allow [7.2.7]; a note that no longer applies drops.
"""

from __future__ import annotations

import re

from ...geometry.hexes import gap
from ...rulings import Step
from .readings import RULINGS
from .state import Ship, State

#: turns ahead a ship out of reach writes her orders [32.3]
LAG_TURNS = 3
#: turns of orders a squadron writes when its flag ship gives up [32.5]
LEADERLESS_TURNS = 5
#: hexes from a flag ship within which a ship writes turn by turn (reading command_lag = radius) [32.4]
RADIUS = 10
#: the most ships in a squadron [32.1]
SQUADRON_SIZE = 6
SQUADRON_TRAIT = re.compile(r"squadron-[A-Za-z0-9]+")


def squadron(ship: Ship) -> str:
    """Her squadron: her side's, and the name of her ``squadron-NAME`` trait (none: the side's one squadron) [32.1]."""
    name = next((t.partition("-")[2] for t in ship.traits if SQUADRON_TRAIT.fullmatch(t)), "")
    return f"{ship.owner}/{name}"


def first_flags(ships: tuple[Ship, ...]) -> tuple[tuple[str, str, int], ...]:
    """(squadron, flag ship, turn she was lost or 0) for each flag ship the scenario names [32.1, 32.6]."""
    return tuple((squadron(s), s.name, 0) for s in ships if "flagship" in s.traits)


def on(state: State) -> bool:
    return "32" in state.optional


def _flag_of(state: State, sq: str) -> tuple[str, int] | None:
    for key, name, lost in state.flags:
        if key == sq:
            return name, lost
    return None


def leads(state: State, name: str) -> bool:
    """Does the flag ship ``name`` still command: afloat, fighting and not taken [32.5]?"""
    s = state.position.ship(name)
    return s.afloat and s.status.fights and not s.captured


def queue(state: State, name: str) -> tuple[str, ...]:
    """Her orders written ahead, this turn's first (during the Movement Notation Phase) [32.3]."""
    for n, orders in state.ahead:
        if n == name:
            return orders
    return ()


def horizon(state: State, ship: Ship) -> tuple[int, Step]:
    """The last turn her written orders must reach now, and why [32.2-32.5] (reading command_lag)."""
    turn = state.position.turn
    sq = squadron(ship)
    flag = _flag_of(state, sq)
    if flag is not None and flag[1] and turn < flag[1] + LEADERLESS_TURNS:
        last = flag[1] + LEADERLESS_TURNS - 1
        return last, Step("32.5", f"her flag ship {flag[0]} gave up on turn {flag[1]}: orders through turn {last}")
    mode = state.readings["command_lag"]
    if mode == "radius":
        flags = [n for key, n, lost in state.flags if key.startswith(f"{ship.owner}/") and not lost]
        near = [n for n in flags if gap(ship.hexes, state.position.ship(n).hexes) <= RADIUS]
        if near:
            why = f"within {RADIUS} hexes of the flag ship {near[0]}: turn by turn"
            return turn, RULINGS.step("32.4", why, state.readings, "command_lag")
        why = f"more than {RADIUS} hexes from every flag ship of her side: {LAG_TURNS} turns ahead"
        return turn + LAG_TURNS - 1, RULINGS.step("32.4", why, state.readings, "command_lag")
    if flag is not None and not flag[1]:
        why = f"in the squadron of the flag ship {flag[0]}: turn by turn"
        return turn, RULINGS.step("32.2", why, state.readings, "command_lag")
    why = f"her squadron has no flag ship: {LAG_TURNS} turns ahead"
    return turn + LAG_TURNS - 1, RULINGS.step("32.3", why, state.readings, "command_lag")


def writes_ahead(state: State, ship: Ship) -> bool:
    """Does she take her orders from orders written ahead (or write them so) rather than one turn at a time?"""
    if not on(state):
        return False
    return bool(queue(state, ship.name)) or horizon(state, ship)[0] > state.position.turn


def next_turn(state: State, name: str) -> int:
    """The turn her next order written ahead is for [32.3]."""
    return state.position.turn + len(queue(state, name))


def wants_ahead(state: State, ship: Ship) -> bool:
    """Must she write an order ahead now: out of reach, with orders that do not yet reach her horizon [32.3]?"""
    last = horizon(state, ship)[0]
    return last >= next_turn(state, ship.name) and last > state.position.turn


def may_erase(state: State, ship: Ship) -> bool:
    """Back within reach with orders written ahead beyond this turn: she may have them erased [32.4.1]."""
    q = queue(state, ship.name)
    keep = 1 if state.readings["lag_erase"] == "after-this-turn" else 0
    return on(state) and len(q) > keep and horizon(state, ship)[0] == state.position.turn


def may_name_flag(state: State, ship: Ship) -> bool:
    """Her squadron's flag ship gave up five or more turns ago: she may be named the new one [32.5]."""
    flag = _flag_of(state, squadron(ship))
    return (
        on(state)
        and flag is not None
        and bool(flag[1])
        and state.position.turn >= flag[1] + LEADERLESS_TURNS
        and leads(state, ship.name)
    )


def flags_lost(state: State) -> tuple[State, list[Step]]:
    """At each Movement Notation Phase: a flag ship that has given up since leaves her squadron leaderless [32.5]."""
    if not on(state):
        return state, []
    turn = state.position.turn
    flags, steps = [], []
    for key, name, lost in state.flags:
        if not lost and not leads(state, name):
            lost = turn
            steps.append(
                Step("32.5", f"the flag ship {name} has given up: her squadron writes orders for the next five turns")
            )
        flags.append((key, name, lost))
    return state.with_(flags=tuple(flags)), steps


def write_ahead(state: State, name: str, turn: int, order: str) -> tuple[State, Step]:
    """Add her order for ``turn`` to the orders she has written ahead [32.3]."""
    orders = (*queue(state, name), order)
    ahead = tuple((n, q) for n, q in state.ahead if n != name) + ((name, orders),)
    return state.with_(ahead=ahead), Step("32.3", f"{name}'s order for turn {turn} is written: {order}")


def erase(state: State, name: str) -> tuple[State, Step]:
    """[32.4.1] her orders written ahead are erased (reading lag_erase); she writes turn by turn from now on."""
    keep = 1 if state.readings["lag_erase"] == "after-this-turn" else 0
    q = queue(state, name)[:keep]
    ahead = tuple((n, o) for n, o in state.ahead if n != name) + (((name, q),) if q else ())
    said = "this turn's order stands, the later ones are erased" if keep else "every order written ahead is erased"
    return state.with_(ahead=ahead), RULINGS.step("32.4.1", f"{name}: {said}", state.readings, "lag_erase")


def name_flag(state: State, name: str) -> tuple[State, Step]:
    """[32.5] a new flag ship for her squadron: its ships write turn by turn again."""
    sq = squadron(state.position.ship(name))
    flags = tuple((k, name, 0) if k == sq else (k, n, lost) for k, n, lost in state.flags)
    return state.with_(flags=flags), Step("32.5", f"{name} is the new flag ship of her squadron")


def take_turns_orders(state: State) -> tuple[State, list[Step]]:
    """When the orders are revealed, each ship writing ahead takes the order she wrote for this turn [32.3]."""
    if not state.ahead:
        return state, []
    orders = list(state.orders)
    steps = []
    for name, q in state.ahead:
        if q and all(n != name for n, _ in orders):
            orders.append((name, q[0]))
            steps.append(Step("32.3", f"{name} carries out the order written ahead for this turn: {q[0]}"))
    ahead = tuple((n, q[1:]) for n, q in state.ahead if len(q) > 1)
    return state.with_(orders=tuple(orders), ahead=ahead), steps


__all__ = [
    "LAG_TURNS",
    "LEADERLESS_TURNS",
    "RADIUS",
    "SQUADRON_SIZE",
    "erase",
    "first_flags",
    "flags_lost",
    "horizon",
    "may_erase",
    "may_name_flag",
    "name_flag",
    "next_turn",
    "queue",
    "squadron",
    "take_turns_orders",
    "wants_ahead",
    "write_ahead",
    "writes_ahead",
]
