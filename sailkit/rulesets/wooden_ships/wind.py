"""The Wind Phase of the Advanced Game [18.0]: the wind may change direction and strength each turn.

Each turn two dice are thrown; if the total is one of the scenario's change numbers the wind
changes: one die on the Wind Change Table turns it (back to where it started, not at all,
60 or 120 degrees either way), one die on the Wind Velocity Change Table makes it drop,
hold or rise a step [18.1.3]. A rise from gale to storm takes in every ship's full sails,
at a cost in rigging [18.2.2.1]; a hurricane ends the game [18.2.2.2]; becalmed ships may
only pivot [18.2.2.3]. Gales and storms spoil gunnery by class [18.2.2.4, 18.2.2.5].
"""

from __future__ import annotations

from ...geometry.hexes import HexDirection
from ...readings import Readings
from ...rulings import Ruling, Step, changes_position
from ...wording import plural
from . import damage
from .readings import READINGS, RULINGS
from .state import State, Task, Wind
from .tables import WIND_DIRECTION_CHANGE, WIND_VELOCITY_CHANGE, WIND_VELOCITY_NAMES, Hits
from .victory import outcome

GALE, STORM, HURRICANE = 5, 6, 7


def wind_to(state: State) -> HexDirection:
    """Where the wind blows (the reading ``wind_arrow`` says how the marker is read) [8.2.1]."""
    d = state.position.wind.direction
    return d if state.readings["wind_arrow"] == "toward" else d.opposite()


def changes(wind: Wind, total: int, readings: Readings | None = None) -> bool:
    """Does a two-dice ``total`` change the wind [18.1.3]? Any of the listed change numbers does (reading change_number_set)."""
    READINGS.resolve(readings)
    return total in wind.change


def turned(wind: Wind, die: int) -> tuple[Wind, Step]:
    """The wind after one die on the Wind Change Table [18.1.3.1]."""
    sixths = WIND_DIRECTION_CHANGE[die]
    if sixths is None:
        assert wind.initial is not None
        new = wind.initial
        why = "back to its first direction"
    else:
        new = wind.direction.turned(sixths)
        why = (
            "no change"
            if sixths == 0
            else f"{abs(sixths) * 60} degrees {'clockwise' if sixths > 0 else 'anticlockwise'}"
        )
    out = Wind(new, wind.velocity, wind.initial, wind.change)
    return out, Step("18.1.3.1", f"die {die}: the wind turns {why}, now blowing toward {new.number}")


def strengthened(wind: Wind, die: int) -> tuple[Wind, Step]:
    """The wind after one die on the Wind Velocity Change Table [18.1.3.2]; never below 0 nor above 7."""
    v = min(HURRICANE, max(0, wind.velocity + WIND_VELOCITY_CHANGE[die]))
    out = Wind(wind.direction, v, wind.initial, wind.change)
    return out, Step("18.1.3.2", f"die {die}: velocity {wind.velocity} -> {v} ({WIND_VELOCITY_NAMES[v]})")


def storm_rigging_loss(die: int) -> int:
    """Rigging boxes a ship under full sails loses when a gale becomes a storm: half a die, rounded up [18.2.2.1]."""
    return (die + 1) // 2


def gunnery_modifier(velocity: int, class_number: int, readings: Readings | None = None) -> tuple[int, str]:
    """Tables lost to a gale or a storm by class [18.2.2.4, 18.2.2.5] (reading storm_gunnery_small)."""
    r = READINGS.resolve(readings)
    if velocity == GALE and class_number in (1, 5, 6):
        return -1, "18.2.2.4"
    if velocity == STORM:
        if class_number in (1, 4):
            return -2, "18.2.2.5"
        if class_number in (2, 3):
            return -1, "18.2.2.5"
        if r["storm_gunnery_small"] == "as-class-4":
            return -2, "18.2.2.5"
    return 0, ""


def full_sails_allowed(velocity: int) -> bool:
    """No full sails in a storm or worse [18.2.2.1]."""
    return velocity < STORM


# ---- as played in a game ----


def wind_phase(state: State) -> tuple[State, list[Step]]:
    """Throw two dice for a change of wind [18.1.3]; then doomed ships roll to sink or explode [24.3.2.2, 24.3.2.3]."""
    if not state.rolled_wind:
        step = Step(
            "18.1.3",
            f"two dice for the wind: it changes on {', '.join(map(str, state.position.wind.change)) or 'no number'}",
        )
        return state.with_(rolled_wind=True, pending=(Task("wind"),)), [step]
    doomed = tuple(Task("doom", (s.name,)) for s in state.position.ships if s.doom and s.afloat)
    burning = tuple(Task("fire_roll", (s.name,)) for s in state.position.ships if s.on_fire and s.afloat and not s.doom)
    steps = [Step("24.3.2", f"{t.args[0]} rolls to {state.position.ship(t.args[0]).doom}: a 6 does it") for t in doomed]
    steps += [Step("16.1.2.2", f"{t.args[0]} is on fire: her crew fight it") for t in burning]
    from .optional import cut_tasks

    cutting = cut_tasks(state) if "36.2" in state.optional else ()
    steps += [Step("36.2.2", f"{t.args[0]} tries to cut away the mast over her side") for t in cutting]
    return state.with_(phase="unfouling", done=frozenset(), pending=doomed + burning + cutting), steps


def wind_roll(state: State, task: Task, total: int) -> tuple[State, Ruling]:
    wind = state.position.wind
    read = ("change_number_set",) if len(wind.change) > 1 else ()
    if not changes(wind, total, state.readings):
        step = Step("18.1.3", f"two dice: {total}: no change")
        return state, RULINGS(
            "does the wind change?", "no change", (step,), kind="wind", readings=state.readings, keys=read
        )
    step = Step("18.1.3", f"two dice: {total}, a change number: a die for direction, a die for velocity")
    tasks = (Task("wind_direction"), Task("wind_velocity"), *state.pending)
    return state.with_(pending=tasks), RULINGS(
        "does the wind change?", "the wind changes", (step,), kind="wind", readings=state.readings, keys=read
    )


def wind_direction(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    wind, step = turned(state.position.wind, die)
    new = state.with_(position=state.position.with_(wind=wind))
    return new, RULINGS(
        "which way does the wind turn?", f"blowing toward {wind.direction.number}", (step,), kind="wind"
    )


@changes_position
def wind_velocity(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    before = state.position.wind.velocity
    wind, step = strengthened(state.position.wind, die)
    pos = state.position.with_(wind=wind)
    steps = [step]
    pending = state.pending
    if before == GALE and wind.velocity == STORM:
        at_fs = [s for s in pos.ships if s.full_sails and s.afloat]
        for s in at_fs:
            pos = pos.with_ship(s.with_(full_sails=False, sail_order=""))
        pending = (*(Task("storm_rigging", (s.name,)) for s in at_fs), *pending)
        steps.append(Step("18.2.2.1", "a storm: full sails are taken in, at a cost in rigging (half a die each)"))
    new = state.with_(position=pos, pending=pending)
    if "33" in state.optional:
        new = new.with_(pending=(Task("change_number"), *new.pending))
        steps.append(Step("33.0", "a die on the Changing Wind Number Chart for the new change numbers"))
    if wind.velocity == HURRICANE:
        ended = outcome(pos, last_turn_over=True)
        steps.append(Step("18.2.2.2", "a hurricane: the game ends; the points decide"))
        steps.extend(ended.steps)
        new = new.with_(result=ended.verdict or "draw", pending=())
    return new, RULINGS("how strong is the wind now?", f"velocity {wind.velocity}", steps, kind="wind")


@changes_position
def storm_rigging(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    (name,) = task.args
    ship = state.position.ship(name)
    lose = storm_rigging_loss(die)
    marked, steps = damage.mark_hits(ship, Hits(rigging=lose), ship, state.readings)
    steps.insert(0, Step("18.2.2.1", f"die {die}: {name} loses {plural(lose, 'rigging box')} taking in full sails"))
    return state.with_(position=state.position.with_ship(marked)), RULINGS(
        "what does the storm cost?", f"{lose} rigging", steps, kind="wind"
    )


def change_number(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    from .optional import CHANGE_NUMBERS

    w = state.position.wind
    numbers = CHANGE_NUMBERS[die]
    wind = Wind(w.direction, w.velocity, w.initial, numbers)
    step = Step("33.0", f"die {die}: the wind now changes on {' or '.join(map(str, numbers))}")
    return state.with_(position=state.position.with_(wind=wind)), RULINGS(
        "what changes the wind now?", str(numbers), (step,), kind="wind"
    )


__all__ = [
    "wind_to",
    "change_number",
    "changes",
    "full_sails_allowed",
    "gunnery_modifier",
    "storm_rigging",
    "storm_rigging_loss",
    "strengthened",
    "turned",
    "wind_direction",
    "wind_phase",
    "wind_roll",
    "wind_velocity",
]
