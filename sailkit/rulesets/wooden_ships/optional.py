"""Optional Rules [30.0-42.9] that sailkit implements, each switched on in a scenario (``optional=("33", "37")``).

``32`` command lag: flag ships; ships out of reach write orders three turns ahead (:mod:`.command`) [32.1-32.6].
``33`` a die on the Changing Wind Number Chart sets the new change numbers after a wind change [33.0].
``34`` variable wind: dice set the direction, in the Advanced Game the velocity (reading ``variable_wind_velocity``)
and the change numbers [34.0].
``35`` towing (:mod:`.towing`) [35.1-35.4.4].
``36.1`` no rigging left: a table lower with up to 6 gun boxes firing, two lower with 7 or more [36.1].
``36.2`` a lost rigging section may bring the mast over the side: no broadside fires, a hex slower, no turning,
until two dice on the Unfouling Table cut it away [36.0, 36.2.2] (the fouling roll of ships alongside is not
implemented).
``37`` blocked wind: a ship to windward takes 1 or 2 hexes of allowance, more or less by the guns' difference
[37.1, 37.2].
``38`` running aground where the depth is no more than her draught [38.0, 38.1]; a die sets how hard she is stuck
[38.2]; a higher die each Reload Phase floats her off astern [38.2.1, 38.6] (a first 6 keeps her [38.2.2]); aground
she neither fires, repairs nor changes sail [38.4, 38.5]; ``lighten SHIP`` throws guns over for +1 [38.2.2.1]
(reading ``lighten_bonus``); land wrecks her [38.3] (without the rule land stops her as the map's edge [3.1.5]).
``39`` :func:`soundings`: the depth next to a ship that moved at most one hex, not after a spring turn [39.1, 39.2].
``40`` fore-and-aft rig (trait ``fore-and-aft``): a hex in attitude D every even turn, no full-sail rigging hits.
``41`` uncoppered (trait ``uncoppered``): a full-sail hex less [41.1.1]; ``newly-arrived`` (``-2``): extra crew
boxes [41.2.1].
``42`` bombs with mortars (:mod:`.bombs`) [42.0-42.9.3].

Not implemented: timed moves and written messages (30, 31: the players' clock and table talk).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from ...geometry.hexes import HexDirection, TwoHexShip
from ...rulings import Ruling, Step, changes_position
from ...wording import plural
from .movement import plot_elements
from .readings import RULINGS
from .ships import ShipType, ship_type
from .state import Ship, State, Task, Wind
from .tables import WIND_VELOCITY_NAMES

OPTIONAL_RULES = ("32", "33", "34", "35", "36.1", "36.2", "37", "38", "39", "40", "41", "42")

#: die -> the new change numbers [Changing Wind Number Chart]
CHANGE_NUMBERS = {1: (7, 9, 11), 2: (7, 9), 3: (7, 11), 4: (7,), 5: (9,), 6: (11,)}


def dismasted_gunnery(ship: Ship, guns: int) -> tuple[int, Step | None]:
    """[36.1] no rigging: -1 with 6 gun boxes or fewer firing, -2 with 7 or more."""
    if sum(ship.rigging) > 0:
        return 0, None
    m = -1 if guns <= 6 else -2
    return m, Step("36.1", f"dismasted, {plural(guns, 'gun box')} firing", m)


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
    return state.with_(position=state.position.with_ship(ship.with_(aground=die))), RULINGS(
        f"how hard is {name} aground?", str(die), (step,), kind="aground"
    )


def refloat(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """[38.2.1, 38.6] each Reload Phase a die above the difficulty floats her back into the hex she came from; guns
    thrown over add 1 [38.2.2.1] (reading lighten_bonus)."""
    (name,) = task.args
    ship = state.position.ship(name)
    bonus = 1 if ship.lightened else 0
    lasting = state.readings["lighten_bonus"] == "lasting"
    read = ("lighten_bonus",) if bonus else ()
    if die + bonus <= ship.aground:
        plus = " + 1 for the guns thrown over" if bonus else ""
        step = Step("38.2.1", f"die {die}{plus}, not above {ship.aground}: {name} stays aground")
        kept = ship.with_(lightened=ship.lightened and lasting)
        return state.with_(position=state.position.with_ship(kept)), RULINGS(
            f"does {name} float off?", "no", (step,), kind="aground", readings=state.readings, keys=read
        )
    back = TwoHexShip(ship.bow.neighbour(ship.facing.opposite()), ship.facing)
    afloat = ship.moved_to(back).with_(aground=0, lightened=False)
    step = Step(
        "38.6", f"die {die}" + (" + 1" if bonus else "") + f": {name} floats off, back into the hex she came from"
    )
    return state.with_(position=state.position.with_ship(afloat)), RULINGS(
        f"does {name} float off?", "yes", (step,), kind="aground", readings=state.readings, keys=read
    )


def may_lighten(state: State, ship: Ship) -> bool:
    """May she throw guns over this Reload Phase [38.2.2.1]? Aground, a gun on each broadside, once a turn, and not
    when the +1 already holds."""
    return (
        "38" in state.optional
        and bool(ship.aground)
        and ship.guns[0] > 0
        and ship.guns[1] > 0
        and not ship.lightened
        and ("lighten", ship.name, "") not in state.tried
    )


def lighten(state: State, name: str) -> tuple[State, Ruling]:
    """[38.2.2.1] an aground ship throws a gun box of each broadside overboard: +1 on her refloat die (at most +1);
    the guns are gone for good."""
    ship = state.position.ship(name)
    changed = ship.with_(
        guns=(ship.guns[0] - 1, ship.guns[1] - 1),
        jettisoned=(ship.jettisoned[0] + 1, ship.jettisoned[1] + 1),
        lightened=True,
    )
    step = Step("38.2.2.1", f"{name} throws a gun of each broadside overboard, for good: +1 on her refloat die")
    new = state.with_(position=state.position.with_ship(changed), tried=state.tried | {("lighten", name, "")})
    read = ("lighten_bonus",)
    return new, RULINGS(
        f"what does lighten {name} do?",
        "+1 on the refloat die",
        (step,),
        kind="aground",
        readings=state.readings,
        keys=read,
    )


# ---- variable wind [34.0] ----


def variable_wind_tasks(level: str, readings: Mapping[str, str]) -> tuple[Task, ...]:
    """The dice thrown before the first turn under Optional Rule 34: a die for the direction; in the Advanced Game a
    die for the velocity (reading variable_wind_velocity) and one for the change numbers [34.0]."""
    tasks = [Task("vw_direction")]
    if level == "advanced":
        if readings["variable_wind_velocity"] == "die-is-velocity":
            tasks.append(Task("vw_velocity"))
        tasks.append(Task("vw_change"))
    return tuple(tasks)


def vw_direction(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """[34.0] the first die names the map's wind direction hex: the wind's direction, and its first, from now on."""
    w = state.position.wind
    d = HexDirection.parse(str(die))
    step = Step("34.0", f"die {die}: the wind's direction is {die}")
    return state.with_(position=state.position.with_(wind=Wind(d, w.velocity, d, w.change))), RULINGS(
        "where does the wind blow?", f"direction {die}", (step,), kind="wind"
    )


def vw_velocity(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """[34.0] the second die gives the velocity (reading variable_wind_velocity)."""
    w = state.position.wind
    steps = [Step("34.0", f"die {die}: wind velocity {die}")]
    read = ("variable_wind_velocity",)
    pos = state.position.with_(wind=replace(w, velocity=die))
    if WIND_VELOCITY_NAMES[die] == "storm":  # a ship set to start under full sails starts under battle sails [20.1.5.1]
        for s in pos.ships:
            if s.full_sails:
                pos = pos.with_ship(s.with_(full_sails=False))
                steps.append(Step("18.2.2.1", f"no full sails in a storm: {s.name} starts under battle sails"))
    return state.with_(position=pos), RULINGS(
        "how strong is the wind?", f"velocity {die}", steps, kind="wind", readings=state.readings, keys=read
    )


def vw_change(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """[34.0] the third die on the Changing Wind Number Chart gives the change numbers."""
    w = state.position.wind
    numbers = CHANGE_NUMBERS[die]
    said = " or ".join(str(n) for n in numbers)
    step = Step("34.0", f"die {die}: the wind changes on two dice of {said}")
    return state.with_(position=state.position.with_(wind=replace(w, change=numbers))), RULINGS(
        "on which numbers does the wind change?", said, (step,), kind="wind"
    )


# ---- casting the lead [39] and newly arrived crews [41.2] ----


def soundings(state: State, name: str) -> Ruling:
    """[39.1, 39.2] a ship that moved at most one hex in the last Movement Phase is casting the lead: the depth of
    every hex of the map next to her is told (the scenario's depths; a hex it does not list is open water). A ship
    that turned 120 degrees on her springs moved two hexes and is not."""
    ship = state.position.ship(name)
    done = tuple(plot_elements(state.executed_of(name)))
    spring = ship.anchor in ("AB", "AS") and sum(1 for e in done if e in "LR") >= 2
    ahead = sum(1 for e in done if e == "F")
    question = f"what does {name}'s lead tell?"
    if spring:
        step = Step("39.2", f"{name} turned 120 degrees on her springs: she is not casting the lead")
        return RULINGS(question, "nothing", (step,), kind="aground")
    if ahead > 1:
        step = Step("39.1", f"{name} moved {ahead} hexes: only a ship that moved at most one casts the lead")
        return RULINGS(question, "nothing", (step,), kind="aground")
    depths = dict(state.depths)
    around = sorted(
        {n for h in ship.hexes for n in h.neighbours() if n in state.grid} - set(ship.hexes), key=lambda h: (h.q, h.r)
    )  # at the map's edge, only the hexes on the map
    told = [
        f"{state.grid.format(h)}: {depths[h]} ft" if h in depths else f"{state.grid.format(h)}: open water"
        for h in around
    ]
    steps = [Step("39.1", f"{name} moved {plural(ahead, 'hex')}: she casts the lead"), Step("39.1", "; ".join(told))]
    shallow = [t for t in told if "ft" in t]
    return RULINGS(question, ", ".join(shallow) or "open water all round", steps, kind="aground")


def extra_crew(st: ShipType, traits: Iterable[str]) -> int:
    """[41.2.1] boxes added to each crew section of a ship newly arrived on station: one for a frigate, one or (trait
    ``newly-arrived-2``) two for a ship of the line; none for smaller ships."""
    traits = set(traits)
    if st.class_code.startswith("SOL"):
        return 2 if "newly-arrived-2" in traits else (1 if "newly-arrived" in traits else 0)
    if st.class_code.startswith("F") and traits & {"newly-arrived", "newly-arrived-2"}:
        return 1
    return 0


def refloat_tasks(state: State) -> tuple[Task, ...]:
    return tuple(Task("refloat", (s.name,)) for s in state.position.ships if s.aground and s.afloat)


__all__ = [
    "CHANGE_NUMBERS",
    "OPTIONAL_RULES",
    "dismasted_gunnery",
    "extra_crew",
    "lighten",
    "may_lighten",
    "refloat",
    "refloat_tasks",
    "run_aground",
    "soundings",
    "variable_wind_tasks",
    "vw_change",
    "vw_direction",
    "vw_velocity",
    "wind_shadow",
]


# ---- masts over the side [36.2] as played ----


def mast_tasks(before: Ship, after: Ship) -> tuple[Task, ...]:
    """A die on the mast table for each rigging section emptied by this marking [36.2]."""
    lost = sum(1 for a, b in zip(before.rigging, after.rigging) if a > 0 and b == 0)
    return tuple(Task("mast_table", (after.name,)) for _ in range(lost))


@changes_position
def mast_table(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """[36.2] 1: the mast hangs over the side (a die: odd left, even right); 2-6: it falls clear [36.2.1]."""
    (name,) = task.args
    if die != 1:
        step = Step("36.2.1", f"die {die}: {name}'s mast falls clear")
        return state, RULINGS("where does the mast fall?", "clear", (step,), kind="rigging")
    step = Step("36.2", f"die 1: {name}'s mast hangs over the side; a die for which side")
    return state.with_(pending=(Task("mast_side", (name,)), *state.pending)), RULINGS(
        "where does the mast fall?", "over the side", (step,), kind="rigging"
    )


@changes_position
def mast_side(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    (name,) = task.args
    side = "L" if die % 2 else "R"
    ship = state.position.ship(name)
    step = Step(
        "36.2.2",
        f"die {die}: over the {'left' if side == 'L' else 'right'} side: heeled by it, she may fire neither broadside, "
        "and she is slowed and may not turn, until it is cut away",
    )
    return state.with_(position=state.position.with_ship(ship.with_(hanging=side))), RULINGS(
        "over which side?", side, (step,), kind="rigging"
    )


def cut_tasks(state: State) -> tuple[Task, ...]:
    """Each Unfouling Phase a ship with a mast over the side rolls on the Unfouling Table to cut it away [36.2.2]."""
    return tuple(Task("cut_mast", (s.name,)) for s in state.position.ships if s.hanging and s.afloat)


@changes_position
def cut_mast(state: State, task: Task, total: int) -> tuple[State, Ruling]:
    from .locking import locks, unfouling_modifier

    (name,) = task.args
    ship = state.position.ship(name)
    mod, _ = unfouling_modifier(ship, melee=False)
    if locks(total, mod):
        step = Step("36.2.2", f"two dice {total} {mod:+d}: the wreckage is cut away")
        return state.with_(position=state.position.with_ship(ship.with_(hanging=""))), RULINGS(
            "is the mast cut away?", "yes", (step,), kind="rigging"
        )
    step = Step("36.2.2", f"two dice {total} {mod:+d}: still fast")
    return state, RULINGS("is the mast cut away?", "no", (step,), kind="rigging")
