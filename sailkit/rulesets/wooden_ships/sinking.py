"""Sinking and exploding [24.3]: the Destroyed Hull Table, doomed ships, and explosions alongside.

A ship that strikes in the Combat Phase of the Advanced Game rolls on the Destroyed Hull
Table: 1-4 she has simply struck; 5 she may sink, 6 she may explode [24.3.2]. A doomed ship
rolls again in each later Unfouling Phase and sinks or blows up on a 6, leaving the map
[24.3.2.2, 24.3.2.3]. An explosion gives every ship alongside a rigging shot on a table twice
the exploding ship's 1-hex rake value for her undamaged guns, at most 10 (a die of 6 is starred
there as on any Hit Table: two dice on the Critical Hit Table, rigging column [16.1.2.2.1]), then
the fire check of Critical Hit Table 2H with that table as the firer's: a die of the table or less
and she burns (a further 6 and the fire is out of control) [24.3.2.3.1].
"""

from __future__ import annotations

from ...errors import IllegalActionError
from ...geometry.hexes import gap
from ...rulings import Ruling, Step, changes_position
from . import combat, damage
from .readings import RULINGS
from .ships import ship_type
from .state import Ship, State, Status, Task
from .tables import DESTROYED_HULL, HDT_CELLS, band_index, hit_result

# ---- as played in a game ----


@changes_position
def destroyed_hull(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    (name,) = task.args
    fate = DESTROYED_HULL[die]
    ship = state.position.ship(name)
    step = Step("24.3.2", f"die {die} on the Destroyed Hull Table: {name} {'strikes' if fate == 'strike' else fate}")
    doom = {"may sink": "sink", "may explode": "explode"}.get(fate, "")
    pos = state.position.with_ship(ship.with_(doom=doom)) if doom else state.position
    return state.with_(position=pos), RULINGS(f"what becomes of {name}'s hull?", fate, (step,), kind="doom")


@changes_position
def doom(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    (name,) = task.args
    ship = state.position.ship(name)
    if not ship.doom:
        raise IllegalActionError(
            f"{name} is not doomed: no Destroyed Hull roll has doomed her to sink or explode", "24.3.2.2"
        )
    if die != 6:
        step = Step("24.3.2.2", f"die {die}: {name} does not {ship.doom} this turn")
        return state, RULINGS(f"does {name} {ship.doom}?", "not yet", (step,), kind="doom")
    pos = state.position
    steps = []
    if ship.doom == "sink":
        pos = pos.with_ship(ship.with_(status=Status.SUNK))
        steps.append(Step("24.3.2.2", f"a 6: {name} sinks and is taken off the map"))
    else:
        pos = pos.with_ship(ship.with_(status=Status.EXPLODED))
        steps.append(Step("24.3.2.3", f"a 6: {name} blows up and is taken off the map"))
        table = min(10, 2 * one_hex_rake_value(ship))
        near = [s for s in pos.ships if s.afloat and s.name != name and gap(s.hexes, ship.hexes) == 1]
        steps += [Step("24.3.2.3.1", f"{s.name}, alongside, takes a rigging shot on Table {table}") for s in near]
        state = state.with_(pending=(*(Task("explosion", (s.name, table, name)) for s in near), *state.pending))
    return state.with_(position=pos), RULINGS(f"does {name} {ship.doom}?", ship.doom, steps, kind="doom")


def one_hex_rake_value(ship: Ship) -> int:
    """The bracketed 1-hex value of the HDT for her undamaged guns and carronades on one side [24.3.2.3.1]."""
    st = ship_type(ship.type_key)
    return HDT_CELLS[band_index(max(1, st.guns[0] + st.carronades[0]))][0][1]


@changes_position
def explosion(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """One ship alongside an explosion: a rigging shot on the explosion's table, its starred 6 a critical hit like
    any Hit Table's, then the 2H fire check [24.3.2.3.1, 16.1.2.2.1]."""
    name, table, blown = task.args
    ship = state.position.ship(name)
    hits = combat.advanced_hits(hit_result(table, "rigging", die), "rigging", "R", ship, state.readings)
    blast = state.position.ship(blown)  # gun hits come off the side nearer the ship that blew up [11.4.3.1]
    choice = damage.fuller_side(ship) if damage.must_choose(ship, blast, hits.guns) else None
    marked, steps = damage.mark_hits(ship, hits, blast, state.readings, choice=choice)
    steps.insert(0, Step("24.3.2.3.1", f"Table {table}, rigging, die {die}: {hits}"))
    tasks = []
    if hits.critical:  # a starred 6, as on any Hit Table [16.1.2.2.1]
        steps.append(Step("16.1.2.2.1", f"die 6, starred: two dice on the Critical Hit Table (rigging) for {name}"))
        tasks.append(Task("blast_critical", (name, blown, table, str(hits))))
    steps.append(
        Step("24.3.2.3.1", f"then the fire check of 2H for {name}: a die of {table} or less and fire breaks out")
    )
    tasks.append(Task("qualify", ("fire", name, table, 1)))  # the 2H fire check, as for a critical hit [2H]
    new = state.with_(position=state.position.with_ship(marked), pending=(*tasks, *state.pending))
    return new, RULINGS(f"what does the explosion do to {name}?", str(hits), steps, kind="hits")


__all__ = ["destroyed_hull", "doom", "explosion", "one_hex_rake_value"]
