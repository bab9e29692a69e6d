"""Optional Rules [30.0-42.9] that sailkit implements, switched on one by one in a scenario (``optional=("33", "37")``).

``33``
    After the wind changes, a die on the Changing Wind Number Chart sets the new change
    numbers [33.0].
``36.1``
    A ship with no rigging left fires a table lower with up to 6 gun boxes firing, two
    lower with 7 or more [36.1].
``36.2``
    Each rigging section lost brings a die: on a 1 the mast hangs over the side (a die: odd
    left, even right); until the wreckage is cut away (two dice on the Unfouling Table each
    Unfouling Phase) that broadside may not fire and the ship is a hex slower and may not
    turn [36.2.2]. (The fouling roll of ships alongside in that broadside's play is not
    implemented.)
``37``
    Blocked wind: a ship lying in the hex next to either of a ship's hexes on the side the
    wind comes from takes its wind: 2 hexes of allowance if she is under full sails, 1 if
    under battle sails with at least half her rigging; one more (two more) if she carries
    30 (60) or more guns than the ship she blankets, one less (two less) if 30 (60) fewer
    [37.1, 37.2].

``38``
    Running aground: a ship entering water no deeper than her draught (the chart's depth
    in feet; the scenario gives the shoals) stops there [38.0, 38.1]; a die sets how hard
    she is stuck [38.2]; each Reload Phase a die above it floats her off, back into the hex
    she came from [38.2.1, 38.6] (a first 6 means she stays [38.2.2]); aground she may not
    fire, repair or change sail [38.4, 38.5]. Land stops any ship [3.1.5] (sailkit does not
    wreck her as 38.3 would).

``40``
    A ship the scenario gives a fore-and-aft rig (``ShipSpec(..., traits=("fore-and-aft",))``)
    may make one hex in attitude D every second turn (the even-numbered turns), and takes no
    extra rigging hits for full sails.
``41``
    An uncoppered ship (``traits=("uncoppered",)``), long at sea, loses one full-sail hex in
    every attitude [41.1.1]. Scurvy's extra crew (41.2.1) is scenario data.

Not implemented: timed moves, written messages and command lag (30-32), variable wind
(34: its table is lost), towing (35), throwing guns
over to refloat (38.2.2.1), soundings (39), bomb ketches (42).
"""

from __future__ import annotations

from collections.abc import Iterable

from ...geometry.hexes import HexDirection, TwoHexShip
from ...rulings import Ruling, Step
from .ruled import ruling
from .ships import ship_type
from .state import Ship, State, Task

OPTIONAL_RULES = ("33", "36.1", "36.2", "37", "38", "40", "41")

#: die -> the new change numbers [Changing Wind Number Chart]
CHANGE_NUMBERS = {1: (7, 9, 11), 2: (7, 9), 3: (7, 11), 4: (7,), 5: (9,), 6: (11,)}


def dismasted_gunnery(ship: Ship, guns: int) -> tuple[int, Step | None]:
    """[36.1] no rigging: -1 with 6 gun boxes or fewer firing, -2 with 7 or more."""
    if sum(ship.rigging) > 0:
        return 0, None
    m = -1 if guns <= 6 else -2
    return m, Step("36.1", f"dismasted, {guns} gun box(es) firing", m)


def wind_shadow(ship: Ship, others: Iterable[Ship], wind_to: HexDirection) -> tuple[int, Step | None]:
    """[37.0-37.2] hexes of allowance lost to a ship lying upwind alongside."""
    up = wind_to.opposite()
    upwind = {ship.bow.neighbour(up), ship.stern.neighbour(up)}
    worst, why = 0, ""
    for b in others:
        if b.name == ship.name or not b.afloat or not set(b.hexes) & upwind:
            continue
        if b.full_sails:
            loss = 2
        elif sum(b.rigging) * 2 >= sum(b.rigging_full):
            loss = 1
        else:
            continue
        diff = ship_type(b.type_key).rating - ship_type(ship.type_key).rating
        loss += 2 if diff >= 60 else 1 if diff >= 30 else -2 if diff <= -60 else -1 if diff <= -30 else 0
        if loss > worst:
            worst, why = loss, b.name
    if worst <= 0:
        return 0, None
    return worst, Step("37.1", f"{why} lies upwind alongside and takes {ship.name}'s wind", -worst)


# ---- running aground [38] as played ----


def run_aground(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """[38.2] a die: how hard she is stuck (a 6: she will not float off by herself [38.2.2])."""
    (name,) = task.args
    ship = state.position.ship(name)
    step = Step(
        "38.2",
        f"die {die}: {name} is aground; she floats off on a die above {die}" + (" (never: 38.2.2)" if die == 6 else ""),
    )
    return state.with_(position=state.position.with_ship(ship.with_(aground=die))), ruling(
        f"how hard is {name} aground?", str(die), (step,), "aground"
    )


def refloat(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """[38.2.1, 38.6] each Reload Phase a die above the difficulty floats her back into the hex she came from."""
    (name,) = task.args
    ship = state.position.ship(name)
    if die <= ship.aground:
        step = Step("38.2.1", f"die {die}, not above {ship.aground}: {name} stays aground")
        return state, ruling(f"does {name} float off?", "no", (step,), "aground")
    back = TwoHexShip(ship.bow.neighbour(ship.facing.opposite()), ship.facing)
    afloat = ship.moved_to(back).with_(aground=0)
    step = Step("38.6", f"die {die}: {name} floats off, back into the hex she came from")
    return state.with_(position=state.position.with_ship(afloat)), ruling(
        f"does {name} float off?", "yes", (step,), "aground"
    )


def refloat_tasks(state: State) -> tuple[Task, ...]:
    return tuple(Task("refloat", (s.name,)) for s in state.position.ships if s.aground and s.afloat)


__all__ = [
    "CHANGE_NUMBERS",
    "OPTIONAL_RULES",
    "dismasted_gunnery",
    "refloat",
    "refloat_tasks",
    "run_aground",
    "wind_shadow",
]


# ---- masts over the side [36.2] as played ----


def mast_tasks(before: Ship, after: Ship) -> tuple[Task, ...]:
    """A die on the mast table for each rigging section emptied by this marking [36.2]."""
    lost = sum(1 for a, b in zip(before.rigging, after.rigging) if a > 0 and b == 0)
    return tuple(Task("mast_table", (after.name,)) for _ in range(lost))


def mast_table(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """[36.2] 1: the mast hangs over the side (a die: odd left, even right); 2-6: it falls clear [36.2.1]."""
    (name,) = task.args
    if die != 1:
        step = Step("36.2.1", f"die {die}: {name}'s mast falls clear")
        return state, ruling("where does the mast fall?", "clear", (step,), "rigging")
    step = Step("36.2", f"die 1: {name}'s mast hangs over the side; a die for which side")
    return state.with_(pending=(Task("mast_side", (name,)), *state.pending)), ruling(
        "where does the mast fall?", "over the side", (step,), "rigging"
    )


def mast_side(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    (name,) = task.args
    side = "L" if die % 2 else "R"
    ship = state.position.ship(name)
    step = Step(
        "36.2.2",
        f"die {die}: over the {'left' if side == 'L' else 'right'} side: those guns are masked, she is slowed and may not turn until it is cut away",
    )
    return state.with_(position=state.position.with_ship(ship.with_(hanging=side))), ruling(
        "over which side?", side, (step,), "rigging"
    )


def cut_tasks(state: State) -> tuple[Task, ...]:
    """Each Unfouling Phase a ship with a mast over the side rolls on the Unfouling Table to cut it away [36.2.2]."""
    return tuple(Task("cut_mast", (s.name,)) for s in state.position.ships if s.hanging and s.afloat)


def cut_mast(state: State, task: Task, total: int) -> tuple[State, Ruling]:
    from .locking import locks, unfouling_modifier

    (name,) = task.args
    ship = state.position.ship(name)
    mod, _ = unfouling_modifier(ship, melee=False)
    if locks(total, mod):
        step = Step("36.2.2", f"two dice {total} {mod:+d}: the wreckage is cut away")
        return state.with_(position=state.position.with_ship(ship.with_(hanging=""))), ruling(
            "is the mast cut away?", "yes", (step,), "rigging"
        )
    step = Step("36.2.2", f"two dice {total} {mod:+d}: still fast")
    return state, ruling("is the mast cut away?", "no", (step,), "rigging")
