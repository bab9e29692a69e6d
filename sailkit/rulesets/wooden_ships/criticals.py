"""Critical hits [16.1.2.2], fires and waterline damage: what a starred 6 on a Hit Table may lead to.

After the Combat Phase's damage, two dice on the Critical Hit Table under hull or rigging [16.1.2.2.1, 16.1.2.2.2];
some results want a further die at or under the Hit Table used. sailkit's words for the results are explained in
``EFFECTS`` (``mast``, ``fire``, ``demoral``, ``helm``, ``fallen``, ``sailcrew``, ``anchor`` (:func:`cable_cut`)
[20.3.8], ``rudder``, ``rakeR``, ``fsR``, ``water``, ``magazine``, ``none`` [16.1.2.2.4]). Each Unfouling Phase a die
at or under the sections fighting a fire puts it out, else a hull and a rigging box go; ``firefight SHIP N`` in the
Boarding Preparation Phase (card phase F, 2H) sets them (by default every free section); they may not board.
"""

from __future__ import annotations

from ...rulings import Ruling, Step, changes_position
from ...wording import plural
from . import combat, damage, sinking, towing
from .fields import Broadside
from .fires import fire_fighters
from .readings import RULINGS
from .ships import QUALITIES
from .state import Ship, Shot, State, Task
from .tables import MELEE_STRENGTH, Hits, parse_hits, split_table

#: (aim, two-dice total) -> effect [Critical Hit Table]
CRITICAL_TABLE: dict[tuple[str, int], str] = {
    **{
        ("rigging", t): e
        for t, e in zip(
            range(2, 13),
            ("mast", "demoral", "none", "fallenL", "none", "none", "sailcrew", "fallenR", "rakeR", "fsR", "mast"),
        )
    },
    **{
        ("hull", t): e
        for t, e in zip(
            range(2, 13),
            ("fire", "demoral", "helm", "none", "none", "none", "anchor", "rudder", "water", "demoral", "magazine"),
        )
    },
}

#: effects that need a die equal to or under the firer's Hit Table first
QUALIFYING = {"mast", "fire", "water", "magazine"}


def effect_of(aim: str, total: int) -> str:
    return CRITICAL_TABLE[(aim, total)]


def qualifies(die: int, table: int) -> bool:
    """The qualifying roll: a die equal to or under the Hit Table number of the firing broadside."""
    return die <= table


def mast_falls(ship: Ship, rigging_order_first: bool = True) -> tuple[Ship, Step]:
    """The rest of the rigging section now losing boxes goes over the side [2R, 12R]."""
    rig = list(ship.rigging)
    order = range(len(rig)) if rigging_order_first else range(len(rig) - 1, -1, -1)
    for i in order:
        if rig[i]:
            lost = rig[i]
            rig[i] = 0
            return ship.with_(rigging=tuple(rig)), Step(
                "16.1.2.2", f"a mast falls: {ship.name} loses the {plural(lost, 'box')} left in rigging section {i + 1}"
            )
    return ship, Step("16.1.2.2", f"a mast would fall, but {ship.name} has no rigging left")


def demoralised(ship: Ship, die: int) -> tuple[Ship, Step]:
    """Die + crew strength (its boarding factor) - lost sections: 6 or less and the crew drops a step [3R, 3H, 11H]."""
    strength = MELEE_STRENGTH[ship.quality][0]
    score = die + strength - ship.sections_lost
    if score <= 6 and ship.quality != "poor":
        worse = QUALITIES[QUALITIES.index(ship.quality) + 1]
        return ship.with_(quality=worse), Step(
            "16.1.2.2", f"die {die} + {strength} - {ship.sections_lost} = {score}: {ship.name}'s crew drops to {worse}"
        )
    return ship, Step("16.1.2.2", f"die {die} + {strength} - {ship.sections_lost} = {score}: {ship.name}'s crew holds")


def fallen_rigging(ship: Ship, side: int) -> tuple[Ship, int, Step]:
    """Two rigging boxes, and three turns a table lower on that broadside [5R left, 9R right]."""
    fallen = tuple(3 if k == side else v for k, v in enumerate(ship.fallen))
    step = Step(
        "16.1.2.2",
        f"fallen rigging over {ship.name}'s {'left' if side == 0 else 'right'} guns: two rigging boxes, that broadside a table lower for three turns",
    )
    return ship.with_(fallen=fallen), 2, step


def cable_cut(ship: Ship, lost_cables: str = "adrift") -> tuple[Ship, list[Step]]:
    """Critical hit 8H: one of her two anchor cables is cut [20.3.8]. On one cable she loses the HDT's anchored modifier
    [20.3.8.1] and her springs [20.3.8.2] but holds her place (the note to 20.3.8); with both gone she may not anchor
    again [20.3.8.3], and whether she is adrift is reading ``lost_cables``."""
    if ship.anchors_left == 0:
        return ship, [Step("20.3.8", f"{ship.name} has no anchor cable left to lose: no effect")]
    left = ship.anchors_left - 1
    steps = [Step("20.3.8", f"an anchor cable of {ship.name} is cut: {left} of her two cables left")]
    anchored = ship.anchor in ("A", "AB", "AS")
    changes: dict[str, object] = {"anchors_left": left}
    if left == 1 and anchored:
        steps.append(Step("20.3.8.1", "at anchor on one cable: no anchored modifier on the HDT"))
        if ship.anchor in ("AB", "AS"):
            steps.append(Step("20.3.8.2", "her spring is gone with it: she may no longer turn at anchor"))
        steps.append(Step("20.3.8", "the cable left still holds her where she lies"))
    if left == 0:
        steps.append(Step("20.3.8.3", f"both cables lost: {ship.name} may not anchor again in this scenario"))
        if ship.anchor:
            if lost_cables == "adrift":
                changes["anchor"] = ""
                why = "nothing holds her now: she sails and drifts freely"
            else:
                why = "she still lies where she is until she weighs or cuts"
            steps.append(RULINGS.step("20.3.8.3", why, {"lost_cables": lost_cables}, "lost_cables"))
    return ship.with_(**changes), steps


def rudder(ship: Ship, bow_rake: bool) -> tuple[Ship, Step]:
    if bow_rake:
        return ship, Step("16.1.2.2", "rudder hit from a bow rake: no effect")
    return ship.with_(no_turn=True, turning=max(0, ship.turning - 1)), Step(
        "16.1.2.2",
        f"{ship.name}'s rudder is shot away: no turn next phase, turning ability {max(0, ship.turning - 1)} for good",
    )


def burn(ship: Ship, die: int) -> tuple[Ship, int, Step]:
    """Each Unfouling Phase: out on a die equal to or under the sections fighting it, else a hull box and a rigging box burn."""
    crews = fire_fighters(ship)
    if die <= crews:
        return (
            ship.with_(on_fire=False, fire_crews=-1),
            0,
            Step("16.1.2.2", f"die {die}, {plural(crews, 'section')} fighting it: the fire aboard {ship.name} is out"),
        )
    hull = max(0, ship.hull - 1)
    return (
        ship.with_(hull=hull),
        1,
        Step(
            "16.1.2.2",
            f"die {die}, {plural(crews, 'section')} fighting it: the fire burns a hull box and a rigging box",
        ),
    )


# ---- as played in a game ----


def critical(state: State, task: Task, total: int) -> tuple[State, Ruling]:
    """Two dice on the Critical Hit Table under the broadside's aim [16.1.2.2.1]."""
    index, part = task.args
    return _critical(state, state.shots[index], part, total)


def blast_critical(state: State, task: Task, total: int) -> tuple[State, Ruling]:
    """Two dice on the Critical Hit Table for the starred 6 of an explosion's rigging shot [24.3.2.3.1, 16.1.2.2.1]:
    the shot is read as a broadside from the ship that blew up, at 1 hex, on the explosion's table (no rake)."""
    name, blown, table, hits = task.args
    shot = Shot(blown, Broadside.L, name, "rigging", table, hits=(hits,), range=1)
    return _critical(state, shot, 0, total)


def _critical(state: State, shot: Shot, part: int, total: int) -> tuple[State, Ruling]:
    table = split_table(shot.table)[part]
    pos = state.position
    target = pos.ship(shot.target)
    effect = effect_of(shot.aim, total)
    steps = [Step("16.1.2.2.1", f"two dice {total}, {shot.aim}: {effect}")]
    pending = state.pending
    if effect in QUALIFYING:
        pending = (Task("qualify", (effect, target.name, table, shot.range)), *pending)
        steps.append(Step("16.1.2.2", f"a die of {table} or less (the Hit Table fired) makes it happen"))
    elif effect == "demoral":
        pending = (Task("demoralise", (target.name,)), *pending)
    elif effect == "helm":
        pos = pos.with_ship(target.with_(no_turn=True))
        steps.append(Step("16.1.2.2", f"{target.name}'s helm is destroyed: no turning next Movement Phase"))
    elif effect in ("fallenL", "fallenR"):
        changed, boxes, step = fallen_rigging(target, 0 if effect == "fallenL" else 1)
        changed, more = damage.mark_hits(changed, Hits(rigging=boxes), changed, state.readings)
        pos = pos.with_ship(changed)
        steps += [step, *more]
    elif effect == "sailcrew" and target.in_rigging:
        changed, more = damage.mark_hits(target, Hits(crew=1), target, state.readings)
        pos = pos.with_ship(changed)
        steps += [Step("16.1.2.2", "the men in the rigging are hit"), *more]
    elif effect == "anchor":
        changed, more = cable_cut(target, state.readings["lost_cables"])
        pos = pos.with_ship(changed)
        steps += more
    elif effect == "rudder":
        changed, step = rudder(target, shot.rake == "bow")
        pos = pos.with_ship(changed)
        steps.append(step)
    elif (effect == "rakeR" and shot.rake) or (effect == "fsR" and target.full_sails):
        again = combat.advanced_hits(parse_hits(shot.hits[part]), shot.aim, shot.ammo, target, state.readings).rigging
        changed, more = damage.mark_hits(target, Hits(rigging=again), target, state.readings)
        pos = pos.with_ship(changed)
        steps += [Step("16.1.2.2", f"double rigging hits: {again} more"), *more]
    elif shot.aim == "hull" and total == 5 and "35" in state.optional and towing.tow_of(state, target.name):
        state, more, tasks = towing.tow_critical(state.with_(position=pos), target)
        pos, pending = state.position, (*tasks, *pending)
        steps += more
    else:
        steps.append(Step("16.1.2.2.4", "no effect"))
    return state.with_(position=pos, pending=pending), RULINGS(
        "what does the critical hit do?", effect, steps, kind="critical"
    )


def qualify(state: State, task: Task, die: int) -> tuple[State, Ruling]:

    effect, name, table, rng = task.args
    ship = state.position.ship(name)
    if not qualifies(die, table):
        return state, RULINGS(
            "does it happen?", "no", (Step("16.1.2.2", f"die {die} is over Table {table}: no effect"),), kind="critical"
        )
    pos, pending = state.position, state.pending
    if effect == "mast":
        changed, step = mast_falls(ship, state.readings["rigging_loss_order"] == "section-1-first")
        pos = pos.with_ship(changed)
    elif effect == "water":
        pos = pos.with_ship(ship.with_(pumping=True))
        step = Step("16.1.2.2", f"waterline damage: a crew section of {name} works the pumps for the rest of the game")
    elif effect == "fire":
        pending = (Task("fire_start", (name,)), *pending)
        step = Step("16.1.2.2", f"fire breaks out aboard {name}: a die, a 6 and it is out of control")
    else:
        pending = (Task("magazine", (name, rng)), *pending)
        step = Step("16.1.2.2", f"the magazine of {name} may explode: a die plus the range {rng}, 4 or less")
    read = ("rigging_loss_order",) if effect == "mast" else ()
    return state.with_(position=pos, pending=pending), RULINGS(
        "does it happen?", effect, (step,), kind="critical", readings=state.readings, keys=read
    )


def demoralise(state: State, task: Task, die: int) -> tuple[State, Ruling]:

    (name,) = task.args
    changed, step = demoralised(state.position.ship(name), die)
    return state.with_(position=state.position.with_ship(changed)), RULINGS(
        "does the crew lose heart?", changed.quality, (step,), kind="critical"
    )


def fire_start(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    (name,) = task.args
    ship = state.position.ship(name)
    if die == 6:
        changed = ship.with_(doom="explode")
        step = Step("16.1.2.2", f"die 6: the fire aboard {name} is out of control; she may explode [24.3.2.3]")
    else:
        changed = ship.with_(on_fire=True)
        step = Step("16.1.2.2", f"die {die}: {name} is on fire; her crew fight it each Unfouling Phase")
    return state.with_(position=state.position.with_ship(changed)), RULINGS(
        "how bad is the fire?", step.reason, (step,), kind="critical"
    )


@changes_position
def powder_fire(state: State, task: Task, total: int) -> tuple[State, Ruling]:
    """Two dice after a firer at low powder rolled a 1 to hit: 12 sets her afire, read as the 2H critical hit
    [16.1.2.3.2] (reading low_powder_fire)."""
    name, table, rng = task.args
    how = state.readings["low_powder_fire"]
    if total != 12:
        step = Step("16.1.2.3.2", f"two dice {total}: no fire aboard {name}")
    elif how == "qualifying-roll":
        task = Task("qualify", ("fire", name, table, rng))
        step = Step("16.1.2.3.2", f"two dice 12: the 2H critical hit aboard {name}, a die of {table} or less first")
    else:
        task = Task("fire_start", (name,))
        step = Step("16.1.2.3.2", f"two dice 12: fire breaks out aboard {name}; a die, a 6 and it is out of control")
    fire, asked = total == 12, "does the low powder start a fire?"
    ruling = RULINGS(
        asked, "fire" if fire else "no", (step,), kind="critical", readings=state.readings, keys=("low_powder_fire",)
    )
    return (state.with_(pending=(task, *state.pending)) if fire else state), ruling


def magazine(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    name, rng = task.args
    if die + rng <= 4:
        doomed = state.with_(pending=(Task("doom", (name,)), *state.pending))
        ship = state.position.ship(name).with_(doom="explode")
        step = Step("16.1.2.2", f"die {die} + range {rng} = {die + rng}: the magazine blows")
        new, r = sinking.doom(
            doomed.with_(position=state.position.with_ship(ship), pending=state.pending), Task("doom", (name,)), 6
        )
        return new, RULINGS("does the magazine blow?", "explodes", (step, *r.steps), kind="critical")
    step = Step("16.1.2.2", f"die {die} + range {rng} = {die + rng}: no explosion, but she is on fire")
    return state.with_(pending=(Task("fire_start", (name,)), *state.pending)), RULINGS(
        "does the magazine blow?", "fire", (step,), kind="critical"
    )


def fire_roll(state: State, task: Task, die: int) -> tuple[State, Ruling]:

    (name,) = task.args
    changed, burnt, step = burn(state.position.ship(name), die)
    steps = [step]
    if burnt:
        changed, more = damage.mark_hits(changed, Hits(rigging=1), changed, state.readings)
        steps += more
    pos, more = damage.surrenders(state.position.with_ship(changed), [name])
    return state.with_(position=pos), RULINGS(
        "does the fire burn on?", "out" if not changed.on_fire else "burning", (*steps, *more), kind="critical"
    )


__all__ = [
    "CRITICAL_TABLE",
    "QUALIFYING",
    "blast_critical",
    "cable_cut",
    "demoralised",
    "effect_of",
    "fallen_rigging",
    "fire_roll",
    "mast_falls",
    "powder_fire",
    "qualifies",
    "rudder",
]
