"""Towing (Optional Rule 35): a ship takes a friend in tow, and the two move on one order [35.1].

``tow TOWER TOWED`` in the Grappling Phase, her stern in the hex the other's bow points at, no die [35.4.1], in wind
velocity 2 to 4 [35.4.4]. The tower loses a hex of allowance, two if her tow carries more guns [35.2], and may pivot
at 0 [35.3, 7.1.15]. Only the tower writes an order; the tow follows in her wake [35.4.2] (reading ``tow_wake``), and
they stop and drift together. ``cast TOWER`` ends it [35.4.3]; so do a 5H critical (reading ``tow_critical``)
[35.4.3.1], a wind outside 2 to 4 [35.4.4], and either ship leaving the fight.
"""

from __future__ import annotations

from ...geometry.hexes import Hex, TwoHexShip
from ...rulings import Ruling, Step
from ...wording import plural
from .movement import Plan
from .readings import RULINGS
from .ships import ship_type
from .state import Ship, State, Task

#: wind velocities at which a tow may be made or kept [35.4.4]
TOW_WINDS = (2, 3, 4)


def on(state: State) -> bool:
    return "35" in state.optional


def tow_of(state: State, name: str) -> tuple[str, str] | None:
    """The tow (tower, towed) ``name`` is part of, or None."""
    for pair in state.position.towing:
        if name in pair:
            return pair
    return None


def towed_by(state: State, name: str) -> str | None:
    """The ship towing ``name``, or None."""
    return next((a for a, b in state.position.towing if b == name), None)


def towing(state: State, name: str) -> Ship | None:
    """The ship ``name`` tows, or None."""
    return next((state.position.ship(b) for a, b in state.position.towing if a == name), None)


def hooked(tower: Ship | TwoHexShip, towed: Ship | TwoHexShip) -> bool:
    """Does the tower's stern lie in the hex the other's bow points at [35.4.1]?"""
    return tower.stern == towed.bow.neighbour(towed.facing)


def speed_loss(tower: Ship, towed: Ship) -> tuple[int, Step]:
    """[35.2] one hex in every attitude towing a ship of equal or smaller gun rating, two towing a larger one."""
    mine, theirs = ship_type(tower.type_key).rating, ship_type(towed.type_key).rating
    loss = 2 if theirs > mine else 1
    said = "more guns than" if theirs > mine else "no more guns than"
    return loss, Step(
        "35.2", f"{towed.name} ({theirs} guns) carries {said} {tower.name} ({mine}): -{plural(loss, 'hex')}"
    )


def may_tow(state: State, tower: Ship, towed: Ship) -> bool:
    """May ``tower`` take ``towed`` in tow now [35.1, 35.4.1, 35.4.4]?"""
    return (
        on(state)
        and tower.name != towed.name
        and tower.side == towed.side
        and tower.status.fights
        and towed.afloat
        and not tower.anchor
        and not towed.anchor
        and not tower.aground
        and not towed.aground
        and tow_of(state, tower.name) is None
        and tow_of(state, towed.name) is None
        and state.position.wind.velocity in TOW_WINDS
        and hooked(tower, towed)
        and ("tow", tower.name, towed.name) not in state.tried
    )


def options(state: State, ship: Ship) -> list[tuple[str, ...]]:
    """The tows ``ship`` may make or cast off in this Grappling Phase, as action arguments [35.4.1, 35.4.3]."""
    if not on(state):
        return []
    out: list[tuple[str, ...]] = []
    pair = tow_of(state, ship.name)
    if pair is not None and pair[0] == ship.name and ("cast", ship.name, "") not in state.tried:
        out.append(("cast", ship.name))
    for other in state.position.ships:
        if may_tow(state, ship, other):
            out.append(("tow", ship.name, other.name))
    return out


def take_in_tow(state: State, tower: str, towed: str) -> tuple[State, Ruling]:
    """[35.4.1] the tow is noted: from the next Movement Phase the two move on the tower's order."""
    a, b = state.position.ship(tower), state.position.ship(towed)
    loss, why = speed_loss(a, b)
    pos = state.position.with_(towing=(*state.position.towing, (tower, towed)))
    steps = (
        Step("35.4.1", f"{tower}'s stern lies in the hex {towed}'s bow points at: {tower} takes {towed} in tow"),
        Step("35.4.4", f"wind velocity {state.position.wind.velocity}: a tow may be made"),
        why,
    )
    new = state.with_(position=pos, tried=state.tried | {("tow", tower, towed)})
    return new, RULINGS(f"what does tow {tower} {towed} do?", f"{towed} is in tow", steps, kind="phase")


def cast_off(state: State, tower: str) -> tuple[State, Ruling]:
    """[35.4.3] the tow's end is noted: each ship moves on her own order from the next Movement Phase."""
    pair = tow_of(state, tower)
    assert pair is not None
    pos = state.position.with_(towing=tuple(p for p in state.position.towing if p != pair))
    step = Step("35.4.3", f"{tower} casts off {pair[1]}")
    new = state.with_(position=pos, tried=state.tried | {("cast", tower, "")})
    return new, RULINGS(f"what does cast {tower} do?", "the tow is cast off", (step,), kind="phase")


def part(state: State, pair: tuple[str, str], step: Step) -> tuple[State, list[Step]]:
    pos = state.position.with_(towing=tuple(p for p in state.position.towing if p != pair))
    return state.with_(position=pos), [step]


def checks(state: State) -> tuple[State, list[Step]]:
    """Before the orders: a wind out of velocities 2-4 parts every tow [35.4.4]; a ship sunk, struck or taken ends hers."""
    steps: list[Step] = []
    for pair in state.position.towing:
        a, b = (state.position.ship(n) for n in pair)
        velocity = state.position.wind.velocity
        if velocity not in TOW_WINDS:
            state, more = part(state, pair, Step("35.4.4", f"wind velocity {velocity}: {a.name} loses her tow"))
        elif not (a.afloat and b.afloat and a.status.fights and a.side == b.side):
            state, more = part(state, pair, Step("35.1", f"{a.name} and {b.name} are no longer a tow"))
        else:
            continue
        steps += more
    return state, steps


def wake(tower: Plan, start: TwoHexShip, towed: TwoHexShip, state: State, names: tuple[str, str]) -> Plan:
    """The ship in tow's move, step by step in her tower's wake [35.4.2] (reading tow_wake): the hexes the tower's
    stern has occupied form a trail; after each step she lies on the two hexes of it just behind the stern."""
    trail: list[Hex] = [towed.stern, towed.bow, start.stern]
    counters: list[TwoHexShip] = []
    done: list[str] = []
    now = towed
    for c in tower.counters:
        if c.stern in trail:  # the stern swung back over her trail: the loop is cut off
            del trail[trail.index(c.stern) + 1 :]
        else:
            trail.append(c.stern)
        bow, stern = trail[-2], trail[-3]
        facing = stern.direction_to(bow)
        after = now if facing is None else TwoHexShip(bow, facing)
        done.append("F" if after.bow != now.bow else "B")
        counters.append(after)
        now = after
    step = RULINGS.step("35.4.2", f"{names[1]} follows in {names[0]}'s wake", state.readings, "tow_wake")
    plan_ruling = RULINGS("where does the ship in tow go?", "in the wake", (step,), kind="phase")
    return Plan("0", tuple(done), tuple(counters), None, plan_ruling)


def tow_critical(state: State, target: Ship) -> tuple[State, list[Step], tuple[Task, ...]]:
    """A 5H critical hit on a ship in a tow [35.4.3.1, Critical Hit Table] (reading tow_critical)."""
    pair = tow_of(state, target.name)
    assert pair is not None
    if state.readings["tow_critical"] == "card":
        state, steps = part(
            state,
            pair,
            RULINGS.step(
                "35.4.3.1", f"5H: the tow of {pair[0]} and {pair[1]} is shot away", state.readings, "tow_critical"
            ),
        )
        return state, steps, ()
    step = RULINGS.step("35.4.3.1", "5H: a die: odd cuts the tow, even an anchor cable", state.readings, "tow_critical")
    return state, [step], (Task("tow_cut", (target.name,)),)


def tow_cut(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """[35.4.3.1] (reading tow_critical optional-rule) odd: the tow grapple is cut; even: an anchor cable, if she lies
    at anchor."""
    (name,) = task.args
    read = ("tow_critical",)
    pair = tow_of(state, name)
    if die % 2 and pair is not None:
        state, steps = part(state, pair, Step("35.4.3.1", f"die {die}, odd: the tow grapple is cut"))
        return state, RULINGS(
            "what does the 5H hit cut?", "the tow", steps, kind="critical", readings=state.readings, keys=read
        )
    ship = state.position.ship(name)
    if die % 2 == 0 and ship.anchor in ("A", "AB", "AS"):
        cut = ship.with_(anchor="", anchors_left=max(0, ship.anchors_left - 1))
        step = Step("35.4.3.1", f"die {die}, even: {name}'s anchor cable is cut")
        return state.with_(position=state.position.with_ship(cut)), RULINGS(
            "what does the 5H hit cut?", "an anchor cable", (step,), kind="critical", readings=state.readings, keys=read
        )
    step = Step("35.4.3.1", f"die {die}: nothing to cut")
    return state, RULINGS(
        "what does the 5H hit cut?", "nothing", (step,), kind="critical", readings=state.readings, keys=read
    )


__all__ = [
    "TOW_WINDS",
    "cast_off",
    "checks",
    "hooked",
    "may_tow",
    "options",
    "speed_loss",
    "take_in_tow",
    "tow_critical",
    "tow_cut",
    "tow_of",
    "towed_by",
    "towing",
    "wake",
]
