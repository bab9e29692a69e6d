"""The Basic Game turn [5.0] as an engine rule set: written orders, simultaneous movement, fire, melee, reload.

One turn runs through the phases of 5.0, each a step of :class:`WoodenShipsRules`:

``unfouling`` [6.0]
    each ship of a fouled pair may roll to unfoul (``unfoul``, then two dice);
``orders`` [7.0]
    each side writes an order for each of its ships (``order SHIP PLOT``); the other
    side's orders stay hidden until all are written (:meth:`WoodenShipsGame.view`) [7.2.5];
``execution`` [8.0]
    all orders are carried out together and retraced hex by hex: collisions, roll-offs
    and fouling rolls, then drift [8.1-8.3];
``grappling`` [9.0]
    adjacent ships may throw grapnels, grappled ships may cut them;
``boarding`` [10.0]
    fouled or grappled ships form boarding parties (hidden until both sides are done);
``combat`` [11.0]
    broadsides fire (``fire``, then a die); all hits are marked at the end of the phase,
    then ships strike or surrender [11.4];
``melee`` [12.0]
    boarding parties fight up to three rounds (a die a side a round);
``reload`` [13.0]
    each ship reloads one empty broadside.

A side ends its part of a phase with ``done SIDE``; a phase in which nobody has anything
to decide passes by itself. The game ends as 14.0 says (see :mod:`.victory`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from functools import lru_cache

from ...engine import BaseRules, Observation
from ...engine import Game as EngineGame
from ...errors import HeaderError, IllegalActionError
from ...geometry.hexes import Hex, HexDirection, HexGrid, gap
from ...readings import Readings
from ...rulings import ReadStep, Ruling, Step, used
from ...wording import agree, plural
from . import (
    ammunition,
    bombs,
    combat,
    command,
    criticals,
    damage,
    fires,
    locking,
    melee,
    optional,
    repairs,
    sinking,
    towing,
)
from . import wind as wind_mod
from .actions import WSAction, remember_names
from .execution import Rolloff, retrace
from .fields import Broadside, ship_range
from .melee import in_melee
from .movement import Mover, Plan, carry_out, dismasted_wait, format_plot, legal_plots
from .notation import SEP, write_position
from .readings import RULINGS
from .scenarios import Scenario, ShipSpec, frigate_duel
from .ships import ship_type
from .state import Melee, Party, Position, Ship, Shot, State, Status, Task, Wind, pair
from .tables import ONE_DIE, TWO_DICE, Hits, basic_hits, hit_result, split_table
from .victory import outcome

PHASES = ("unfouling", "orders", "execution", "grappling", "boarding", "combat", "melee", "reload")
#: the Advanced Game adds a Wind Phase first and a Full Sail Phase last [17.0]
ADVANCED_PHASES = ("wind", *PHASES, "full_sail")


def wind_to(state: State) -> HexDirection:
    """Where the wind blows (the reading ``wind_arrow`` says how the marker is read) [8.2.1]."""
    d = state.position.wind.direction
    return d if state.readings["wind_arrow"] == "toward" else d.opposite()


def arriving(state: State, ship: Ship) -> bool:
    """She is due to enter the map this turn (or was kept out before) [7.2.8, 8.1.2]."""
    return ship.status is Status.WAITING and ship.enters <= state.position.turn


def may_turn_adrift(state: State, ship: Ship) -> bool:
    """A dismasted ship that has spent her wait adrift may make one 60-degree turn [8.2.5-8.2.5.4]; not with her
    helm shot away, a mast over the side or while fouled or grappled [8.2.3]."""
    turning = 0 if ship.no_turn or ship.hanging else ship.turning
    return (
        sum(ship.rigging) == 0
        and turning > 0
        and ship.adrift >= dismasted_wait(ship.turning)
        and not state.position.locked(ship.name)
    )


def mover(state: State, ship: Ship) -> Mover:
    entering = arriving(state, ship)
    adrift_turn = may_turn_adrift(state, ship)
    rigged = sum(ship.rigging) > 0 or adrift_turn
    can = (ship.status.fights or entering) and ship.crew_total > 0 and rigged and not ship.all_in
    advanced = state.level == "advanced"
    tow = towing.towing(state, ship.name) if state.position.towing else None
    in_tow = bool(state.position.towing) and towing.towed_by(state, ship.name) is not None
    tow_held = tow is not None and state.position.locked(tow.name)  # a tow fouled or grappled holds her [35.4.2]
    return Mover(
        ship.counter,
        ship.full_speed if advanced and ship.full_sails else ship.battle_sail_speed,
        ship.rigging_sections_lost,
        0 if ship.no_turn else ship.turning,
        can_move=can,
        locked=state.position.locked(ship.name)
        or ship.anchor in ("A", "weigh")
        or bool(ship.aground)
        or in_tow
        or tow_held,
        advanced=advanced,
        after_stop=advanced and ship.stopped,
        after_turn=advanced and ship.ended_on_turn,
        becalmed=advanced and state.position.wind.velocity == 0,
        spring={"AB": "bow", "AS": "stern"}.get(ship.anchor, ""),
        spring_lost=ship.anchor in ("AB", "AS") and ship.anchors_left < 2,  # a cable lost: no spring turns [20.3.8.2]
        wind_shadow=_wind_shadow(state, ship),
        land=state.position.land,
        shoals=_shoals(state, ship),
        turning_lost=bool(ship.hanging),
        wrecks="38" in state.optional,
        head_to_wind=1
        if "40" in state.optional and "fore-and-aft" in ship.traits and state.position.turn % 2 == 0
        else 0,
        foul_hull=1 if "41" in state.optional and "uncoppered" in ship.traits and advanced and ship.full_sails else 0,
        towing=0 if tow is None else towing.speed_loss(ship, tow)[0],
        tow=frozenset() if tow is None else frozenset(tow.hexes),
        entering=entering,
        adrift_turn=adrift_turn,
    )


def _shoals(state: State, ship: Ship) -> frozenset:
    """Hexes too shallow for her draught (Optional Rule 38)."""
    if "38" not in state.optional or not state.depths:
        return frozenset()
    draught = ship_type(ship.type_key).depth
    return frozenset(h for h, feet in state.depths if feet <= draught)


def _wind_shadow(state: State, ship: Ship) -> int:
    if "37" not in state.optional:
        return 0
    from .optional import wind_shadow

    return wind_shadow(ship, state.position.ships, wind_to(state))[0]


def sail_notes(state: State, ship: Ship, plot: str) -> tuple[str, ...]:
    """The sail changes ``ship`` may note with ``plot`` [20.1.5.2]: to full sails if the wind and rigging section 1
    allow [18.2.2.1, 20.1.4] (after a stop only with a straight move and no turn [20.4.1.3]), back to battle sails."""
    if state.level != "advanced" or not ship.status.fights or ship.crew_total == 0 or ship.aground:
        return ()
    if ship.full_sails:
        return ("BS",)
    if not wind_mod.full_sails_allowed(state.position.wind.velocity) or not ship.rigging or ship.rigging[0] == 0:
        return ()
    turns, sails = plot_shape(plot)
    if ship.stopped and (not sails or turns):
        return ()
    return ("FS",)


def order_notes(state: State, ship: Ship, plot: str) -> tuple[str, ...]:
    """Every note ``ship`` may add to ``plot``: a sail change, an anchor order, a repair [20.1.5.2, 20.3, 20.5]."""
    out = list(sail_notes(state, ship, plot)) if not ship.anchor else []
    if state.anchoring and ship.status.fights:
        if ship.anchor in ("A", "AB", "AS"):
            out += ["UA", "CUT"]
        elif ship.anchor == "weigh":
            out.append("UA")
        elif ship.anchors_left > 0:
            out += ["A", "AB", "AS"]
    turns, _ = plot_shape(plot)
    if not turns and ship.anchor != "weigh" and not ship.aground and sum(1 for c in ship.crew if c > 0) >= 2:
        out += [code for code, damaged in zip(("RH", "RG", "RR"), repairs.damaged(ship)) if damaged]
    return tuple(out)


@lru_cache(maxsize=4096)
def plot_shape(plot: str) -> tuple[bool, bool]:
    """(does the order turn, does it sail a hex ahead): all the notes need to know of it."""
    from .movement import plot_elements

    elements = tuple(plot_elements(plot))
    return any(e in "LR" for e in elements), "F" in elements


def may_be_ordered(state: State, ship: Ship) -> bool:
    """She can carry out an order of some kind; a ship that cannot move at all is given ``0`` [7.2.6]."""
    m = mover(state, ship)
    anchored = bool(ship.anchor) and not state.position.locked(ship.name)  # an anchored ship still notes UA or CUT
    return m.can_move and (not m.locked or anchored)


def needs_order(state: State, ship: Ship) -> bool:
    """A ship gets a written order unless she cannot move at all (she is given ``0``) [7.2.6], or writes her orders
    ahead under command lag (Optional Rule 32.3)."""
    if state.order_of(ship.name) is not None or command.writes_ahead(state, ship):
        return False
    return may_be_ordered(state, ship)


def needs_ahead(state: State, ship: Ship) -> bool:
    """Under command lag she must write an order for a later turn now (Optional Rule 32.3)."""
    return command.writes_ahead(state, ship) and command.wants_ahead(state, ship) and may_be_ordered(state, ship)


def _command_options(state: State, ship: Ship, plots: list[str]) -> list[WSAction]:
    """Command lag's choices in the Movement Notation Phase: orders written ahead, erasing them, a new flag ship
    (Optional Rule 32.3, 32.4.1, 32.5)."""
    out: list[WSAction] = []
    if needs_ahead(state, ship):
        turn = command.next_turn(state, ship.name)
        out += [WSAction("ahead", (ship.name, turn, p)) for p in plots]
        if state.level == "advanced":
            out += [WSAction("ahead", (ship.name, turn, p, n)) for p in plots for n in order_notes(state, ship, p)]
    if command.may_erase(state, ship):
        out.append(WSAction("erase", (ship.name,)))
    if command.may_name_flag(state, ship):
        out.append(WSAction("flag", (ship.name,)))
    return out


def _unfoul_options(state: State, ship: Ship) -> list[WSAction]:
    out: list[WSAction] = []
    for a, b in sorted(state.position.fouled):
        if ship.name not in (a, b):
            continue
        other = b if ship.name == a else a
        per_pair = state.readings["unfouling_rolls"] == "one-per-pair"
        tried = ("unfoul", a, b) in state.tried if per_pair else ("unfoul", ship.name, other) in state.tried
        if not tried:
            out.append(WSAction("unfoul", (ship.name, other)))
            if sum(ship.rigging):  # strike a rigging box for +1 [6.1]
                out.append(WSAction("unfoul", (ship.name, other, "sacrifice")))
    return out


def grapnel_sections(state: State, ship: Ship) -> int:
    """Crew sections free to throw grapnels [9.1.10]: those with a box left, less the ones in a melee under way [12.3],
    the one in the rigging [20.1.5.3] and the one at the pumps [10H]. With none, she makes no grapple attempt."""
    busy = set(_party_sections_used(state, ship))
    if ship.aloft_section is not None:
        busy.add(ship.aloft_section)
    free = sum(1 for i, c in enumerate(ship.crew) if c > 0 and i not in busy)
    return max(0, free - (1 if ship.pumping else 0))


def _grapple_options(state: State, ship: Ship) -> list[WSAction]:
    out: list[WSAction] = []
    pos = state.position
    crew_free = grapnel_sections(state, ship) > 0  # [9.1.10]
    for other in pos.ships:  # an enemy, or a friend: rolled for too [9.1.3]
        if other.name == ship.name or not other.afloat or not crew_free:
            continue
        if gap(ship.hexes, other.hexes) == 1 and ("grapple", ship.name, other.name) not in state.tried:
            out.append(WSAction("grapple", (ship.name, other.name)))
    for a, b in sorted(set(pos.grappled)):
        if ship.name in (a, b):
            partner = b if ship.name == a else a
            if ("ungrapple", ship.name, partner) not in state.tried:
                out.append(WSAction("ungrapple", (ship.name, partner)))
    out += [WSAction(verb, args) for verb, *args in towing.options(state, ship)]
    return out


def _boarding_options(state: State, ship: Ship) -> list[WSAction]:
    """Parties a ship may form [10.0-10.2], and the crews she sets to fight a fire aboard [2H]."""
    return [*_fire_crew_options(state, ship), *_party_options(state, ship)]


def _boarding_sections(state: State, ship: Ship) -> int:
    return sum(len(p.sections) for p in state.parties if p.ship == ship.name)


def _fire_crew_options(state: State, ship: Ship) -> list[WSAction]:
    """``firefight SHIP N``: once a turn, in the Boarding Preparation Phase, for a ship on fire [2H, card phase F]."""
    if not ship.on_fire or ("firefight", ship.name, "") in state.tried:
        return []
    free = fires.free_sections(ship, _boarding_sections(state, ship))
    return [WSAction("firefight", (ship.name, n)) for n in range(free + 1)]


def _party_options(state: State, ship: Ship) -> list[WSAction]:
    """OBP and DBP with an enemy she is locked to, TBP to a ship alongside [10.0-10.2]; sections set to fight a fire
    stay at it. A ship may form parties of several kinds, each of the next free sections [10.2.3, 10.1.2.2]: one DBP,
    one OBP for each enemy and one TBP for each ship."""
    if ship.note == "UA":  # weighing anchor: no melee [20.3.6.1]
        return []
    formed = {(p.kind, p.target) for p in state.parties if p.ship == ship.name}
    used = _party_sections_used(state, ship)
    pos = state.position
    enemies = [pos.ship(n) for n in sorted(pos.partners(ship.name)) if pos.ship(n).side != ship.side]
    friends = [
        f.name
        for f in pos.ships
        if f.side == ship.side and f.name != ship.name and f.status.fights and gap(f.hexes, ship.hexes) == 1
    ]
    alongside = state.readings["surrender_tbp_reach"] == "adjacent"  # enemies she may hope to take [10.2.8]
    prospects = [
        e.name
        for e in pos.ships
        if e.side != ship.side
        and e.crew_total
        and e.afloat
        and (gap(e.hexes, ship.hexes) == 1 if alongside else e.name in pos.partners(ship.name))
    ]
    fighting = max(ship.fire_crews, 0) if ship.on_fire else 0
    sections = max(0, len(melee.party_sections(ship, 3, taken=used)) - fighting)
    if not (enemies or friends or prospects) or not sections:
        return []
    out: list[WSAction] = []
    aloft = ship.aloft_section is not None and ship.aloft_section not in used
    away = sections - aloft  # the section aloft may only defend [23.0]
    if ship.note not in ("RH", "RG", "RR"):  # repairing: no offensive party [20.5.6]
        for e in enemies:
            if ("OBP", e.name) not in formed:
                out.extend(WSAction("board", (ship.name, e.name, n)) for n in range(1, away + 1))
    if any(e.status.fights and e.crew_total for e in enemies) and ("DBP", "") not in formed:
        out.extend(WSAction("defend", (ship.name, n)) for n in range(1, sections + 1))
    for f in [*friends, *prospects]:  # to a friend alongside [10.2.6], or an enemy expected to give up [10.2.8]
        if ("TBP", f) not in formed:
            out.extend(WSAction("transfer", (ship.name, f, n)) for n in range(1, away + 1))
    return out


def _party_sections_used(state: State, ship: Ship) -> tuple[int, ...]:
    """The crew sections (0-based) already in one of her boarding parties this turn [10.1.2.2, 10.2.3]."""
    return tuple(sorted({i for p in state.parties if p.ship == ship.name for i in p.sections}))


def _combat_options(state: State, ship: Ship) -> list[WSAction]:
    """Broadsides she may fire at a target, and any loaded broadside fired at nothing [11.1, 13.4]. Firing at nothing
    is offered while her side is deciding its fire, but never holds a Combat Phase open by itself (see
    :func:`_has_options`)."""
    if any(ship.mortars) and bombs.worked_mortars(state, ship.name):  # no broadside in a mortar's turn [42.3.1]
        return _fire_options(state, ship)
    blank = [
        WSAction("discharge", (ship.name, side.value))
        for side in Broadside
        if combat.can_fire(ship, side) and not any(s.firer == ship.name and s.side is side for s in state.shots)
    ]
    return [*_fire_options(state, ship), *blank]


def _fire_options(state: State, ship: Ship) -> list[WSAction]:
    """Broadsides [11.1, 24.1.5] and a bomb's mortars (Optional Rule 42); in a turn her mortars fire her broadsides do
    not, nor the other way round [42.3.1]."""
    mortars = [WSAction("mortar", (ship.name, m, t)) for m, t in bombs.mortar_targets(state, ship)]
    if any(ship.mortars) and bombs.worked_mortars(state, ship.name):
        return mortars
    return [*mortars, *_broadside_options(state, ship)]


def _broadside_options(state: State, ship: Ship) -> list[WSAction]:
    if state.level == "advanced":
        return _advanced_fire_options(state, ship)
    out: list[WSAction] = []
    pos = state.position
    for side in Broadside:
        if any(s.firer == ship.name and s.side is side for s in state.shots):
            continue
        for t in combat.targets(pos, ship, side, state.readings):
            target = pos.ship(t)
            rng = min(a.distance(b) for a in ship.hexes for b in target.hexes)
            out.extend(WSAction("fire", (ship.name, side.value, t, aim)) for aim in combat.aims(pos, ship, target, rng))
    return out


def _advanced_fire_options(state: State, ship: Ship) -> list[WSAction]:
    """Whom each broadside may engage with the guns that bear [24.1.5], within its shot's reach [24.2]."""
    from .fields import reduced_targets

    out: list[WSAction] = []
    pos = state.position
    for side in Broadside:
        if any(s.firer == ship.name and s.side is side for s in state.shots) or not combat.can_fire(ship, side):
            continue
        ammo = ship.ammo_on(side)
        for e in reduced_targets(ship.counter, side, combat.obstacles(pos, ship), state.readings):
            target = pos.ship(e.target)
            rng = combat.ship_range(
                ship.counter, target.counter, state.readings, "" if e.section == "full" else e.section
            )
            if rng > ammunition.reach(ammo, state.readings) or not combat.section_guns(
                ship, side, e.section, rng, state.readings
            ):
                continue
            fired = ammunition.fired_as(ammo, rng)
            aims = {"G": ("hull",), "C": ("rigging",)}.get(fired) or combat.aims(pos, ship, target, rng)
            out.extend(WSAction("fire", (ship.name, side.value, e.target, aim)) for aim in aims)
            if fired == "R" and rng <= ammunition.MAX_RANGE["G"]:  # round shot fired as grape [24.2.4.5]
                out.append(WSAction("fire", (ship.name, side.value, e.target, "hull", "grape")))
    return out


def _reload_options(state: State, ship: Ship) -> list[WSAction]:
    """Broadsides to reload [13.1, 24.2]; a bomb's mortars a turn's loading each, but not in a turn her broadsides
    fire or load, nor they in a turn her mortars do [42.3.1, 42.5]."""
    if ship.crew_total == 0 or in_melee(state, ship.name) or ship.quiet:
        return []
    mortars = [WSAction("load", (ship.name, section, "M")) for section in bombs.loading_options(state, ship)]
    if any(ship.mortars) and bombs.worked_mortars(state, ship.name):
        return mortars
    return [*mortars, *_broadside_loads(state, ship)]


def _broadside_loads(state: State, ship: Ship) -> list[WSAction]:
    per_side = state.readings["reload_allowance"] == "one-per-side" or _loads_late(state, ship)
    out: list[WSAction] = []
    if ship.doubling:  # committed to finishing the double shot; the other side waits [24.2.3.3]
        key = f"{ship.name}/{ship.doubling}" if per_side else ship.name
        return [] if key in state.reloaded else [WSAction("load", (ship.name, ship.doubling, "D"))]
    for side in Broadside:
        key = f"{ship.name}/{side.value}" if per_side else ship.name
        if not ship.is_loaded(side) and key not in state.reloaded:
            if state.level != "advanced":
                out.append(WSAction("load", (ship.name, side.value)))
                continue
            live = sum(1 for c in ship.crew if c > 0)
            nation = ship_type(ship.type_key).nation
            for ammo in ammunition.AMMO:
                if ammunition.may_load(ammo, nation, live)[0]:
                    out.append(WSAction("load", (ship.name, side.value, ammo)))
    return out


def _loads_late(state: State, ship: Ship) -> bool:
    """Turn 1's Reload Phase of a scenario whose ships load late: a ship loads both broadsides, as she would have at
    the start [13.5] (reading late_loading)."""
    return (
        state.late_loading
        and state.position.turn == 1
        and ship.enters <= 1
        and state.readings["late_loading"] == "both-broadsides"
    )


@lru_cache(maxsize=4096)
def _noted_actions(name: str, noted: tuple[tuple[str, tuple[str, ...]], ...]) -> tuple[WSAction, ...]:
    return tuple(WSAction("order", (name, p, n)) for p, notes in noted for n in notes)


@lru_cache(maxsize=4096)
def _order_actions(name: str, plots: tuple[str, ...]) -> tuple[WSAction, ...]:
    return tuple(WSAction("order", (name, p)) for p in plots)


def _counter_options(state: State, ship: Ship) -> list[WSAction]:
    """A DBP that beat off boarders may board their ship in turn [12.3.5]."""
    return [WSAction("counter", (s, t)) for s, t, _ in state.counters if s == ship.name]


def _reload_phase_options(state: State, ship: Ship) -> list[WSAction]:
    """Broadsides to reload [13.1, 24.2]; an aground ship may also throw guns over (Optional Rule 38.2.2.1)."""
    lighten = [WSAction("lighten", (ship.name,))] if optional.may_lighten(state, ship) else []
    return [*_reload_options(state, ship), *lighten]


PHASE_OPTIONS = {
    "unfouling": _unfoul_options,
    "melee": _counter_options,
    "grappling": _grapple_options,
    "boarding": _boarding_options,
    "combat": _combat_options,
    "reload": _reload_phase_options,
}


def _ship_options(state: State, ship: Ship) -> list[WSAction]:
    if state.phase == "orders":
        if command.on(state):
            lagged = _command_options(state, ship, _plots(state, ship) if needs_ahead(state, ship) else [])
        else:
            lagged = []
        if not needs_order(state, ship):
            return lagged
        plots = _plots(state, ship)
        out = [*lagged, *_order_actions(ship.name, tuple(plots))]
        if state.level == "advanced":
            out += _noted_actions(ship.name, tuple((p, order_notes(state, ship, p)) for p in plots))
        return out
    if not ship.status.fights or ship.crew_total == 0 or state.phase not in PHASE_OPTIONS:
        return []
    return PHASE_OPTIONS[state.phase](state, ship)


def _plots(state: State, ship: Ship) -> list[str]:
    return legal_plots(mover(state, ship), wind_to(state), movement_grid(state), state.readings)


def _must_write(state: State, side: str) -> bool:
    """Does ``side`` still owe a written order (for this turn, or ahead under command lag) [7.2.6, 32.3]?"""
    return any(s.side == side and (needs_order(state, s) or needs_ahead(state, s)) for s in state.position.ships)


def options(state: State, side: str) -> list[WSAction]:
    """Every decision ``side`` may make now (``done`` aside)."""
    if state.result or state.pending or side in state.done:
        return []
    return [a for ship in state.position.ships if ship.side == side for a in _ship_options(state, ship)]


def _has_options(state: State, side: str) -> bool:
    if side in state.done:
        return False
    if state.phase == "orders" and not command.on(state):
        return _must_write(state, side)
    if state.phase == "combat" and state.readings["blank_fire"] == "with-a-target":
        # a broadside fired at nothing [13.4] does not keep the phase open on its own (reading blank_fire)
        return any(ship.side == side and _fire_options(state, ship) for ship in state.position.ships if _may_act(ship))
    return any(ship.side == side and _ship_options(state, ship) for ship in state.position.ships)


def _may_act(ship: Ship) -> bool:
    return ship.status.fights and ship.crew_total > 0


def current_side(state: State) -> str | None:
    if state.result or state.pending:
        return None
    for side in state.position.sides:
        if _has_options(state, side):
            return side
    return None


# ---------------------------------------------------------------------------
# phases that run by themselves
# ---------------------------------------------------------------------------


def _drift_groups(state: State, moved: Mapping[str, bool]) -> dict[str, tuple[str, ...]]:
    """Locked groups and lone ships due to drift this phase [8.2.1, 8.2.2, 8.2.3.1]."""
    pos = state.position
    seen: set[str] = set()
    groups: dict[str, tuple[str, ...]] = {}
    for ship in pos.ships:
        if ship.name in seen:
            continue
        group, todo = [], [ship.name]
        while todo:
            n = todo.pop()
            if n in seen:
                continue
            seen.add(n)
            group.append(n)
            todo.extend(pos.partners(n))
            todo.extend(m for pair in pos.towing if n in pair for m in pair)  # a tow drifts as one [35.4.2]
        members = [pos.ship(n) for n in sorted(group)]
        if any(s.status is Status.WAITING for s in members):  # not on the map yet [8.1.2]
            continue
        if any(
            moved.get(s.name) or s.anchor or s.aground for s in members
        ):  # anchor or shoal holds them [20.3.3, 38.1]
            continue
        still = min(s.still for s in members) + 1
        classes = [s.class_number for s in members]
        cls = min(classes) if state.readings["mixed_class_drift"] == "largest-ship" else max(classes)
        if still >= 2 and (cls > 2 or still % 2 == 0):
            groups[members[0].name] = tuple(s.name for s in members)
    return groups


def split_order(text: str) -> tuple[str, str]:
    """A written order's plot and its sail note (``"L1R1 FS"`` -> ``("L1R1", "FS")``)."""
    plot, _, note = text.partition(" ")
    return plot, note


def movement_grid(state: State) -> HexGrid | None:
    """The map that stops a move: none on the floating map of open sea [15.0] (reading map_edge)."""
    floating = state.readings["map_edge"] == "floating" and not state.position.land and not state.depths
    return None if floating else state.grid


def float_map(pos: Position, grid: HexGrid) -> tuple[Position, list[Step]]:
    """Move every counter the fewest hexes one way that brings all the ships afloat back onto the map [15.0]."""
    hexes = [h for s in pos.ships if s.afloat for h in s.hexes]
    if all(h in grid for h in hexes):
        return pos, []
    for k in range(1, grid.columns + grid.rows):
        for d in HexDirection:
            dq, dr = d.step
            if all(Hex(h.q + dq * k, h.r + dr * k) in grid for h in hexes):
                ships = tuple(s.with_(bow=Hex(s.bow.q + dq * k, s.bow.r + dr * k)) for s in pos.ships)
                step = Step(
                    "15.0", f"a ship reached the edge: every counter moves {plural(k, 'hex')} toward {d.number}"
                )
                return pos.with_(ships=ships), [step]
    return pos, [Step("15.0", "the ships are spread wider than the map: some stay off it")]


def _execute(state: State) -> tuple[State, list[Step]]:
    """Carry out every order at once and retrace it hex by hex [8.1.1, 8.3.1]; drift last [8.3.3]."""
    pos = state.position
    wind = wind_to(state)
    plans = {
        s.name: carry_out(
            mover(state, s), split_order(state.order_of(s.name) or "0")[0], wind, movement_grid(state), state.readings
        )
        for s in pos.ships
        if s.afloat or arriving(state, s)
    }
    pos, entered, early = _arrivals(state, plans)
    for name in [n for n in plans if pos.ship(n).status is Status.WAITING]:
        del plans[name]
    afloat = [s for s in pos.ships if s.afloat]
    linked = _follow_tows(state, pos, plans)
    moved = {n: p.moved for n, p in plans.items()}
    decided = {(a, b, step): w for a, b, step, w in state.rolloffs}
    result = retrace(
        {s.name: s.counter for s in afloat},
        plans,
        decided,
        _drift_groups(state, moved),
        wind,
        pos.land,
        state.readings["collision_swap"] == "collision",
        linked,
    )
    if isinstance(result, Rolloff):
        task = Task("rolloff", (result.a, result.b, result.step))
        step = Step("8.3.2", f"{result.a} and {result.b} both enter a hex at step {result.step}: a roll-off decides")
        return state.with_(pending=(task,)), [step]
    steps: list[Step] = []
    executed = []
    by_name = {s.name: s for s in pos.ships}
    for s in afloat:
        p = plans[s.name]
        done = p.done[: result.carried[s.name]]
        text = format_plot(done)
        executed.append((s.name, text))
        voluntary = "F" in done
        if s.name in linked and towing.towed_by(state, s.name):
            steps.extend(p.ruling.steps if voluntary else ())
        elif p.stopped_at is not None or len(done) < len(p.done):
            steps.append(Step("7.2.7", f"{s.name}: written {p.written}, carried out {text}"))
        elif state.order_of(s.name):
            steps.append(Step("8.1.1", f"{s.name} carries out {text}"))
        voluntary = voluntary or s.name in entered  # entering is a hex entered [7.2.8]
        moved_ship = s.moved_to(result.counters[s.name]).with_(still=0 if voluntary else s.still + 1, all_in=False)
        moved_ship = _adrift(state, s, moved_ship, done, steps)
        if state.level == "advanced":
            moved_ship = _advanced_after_move(state, s, moved_ship, done, steps)
        by_name[s.name] = moved_ship
    steps = [*early, *steps, *result.steps]
    new_pos = pos.with_(ships=tuple(by_name[s.name] for s in pos.ships))
    if movement_grid(state) is None:
        new_pos, more = float_map(new_pos, state.grid)
        steps.extend(more)
    grounded = tuple(Task("aground", (n,)) for n, p in plans.items() if p.aground and result.carried[n] == len(p.done))
    steps += [Step("38.1", f"{t.args[0]} runs aground") for t in grounded]
    for n, p in plans.items():
        if p.wrecked and result.carried[n] == len(p.done):
            new_pos = new_pos.with_ship(new_pos.ship(n).with_(status=Status.WRECKED))
            steps.append(Step("38.3", f"{n} runs onto land and is wrecked"))
    tasks = []
    for a, b in result.collisions:
        if pair(a, b) in new_pos.fouled:
            continue
        sa, sb = new_pos.ship(a), new_pos.ship(b)
        fs = (sa.full_sails, sb.full_sails) if state.level == "advanced" else (False, False)
        if state.readings["fouling_table"] == "second-edition":  # one die, 1-3 fouls [8.3.5] (reading)
            tasks.append(Task("foul1", (a, b)))
            steps.append(Step("8.3.5", f"{a} and {b} roll for fouling (one die, 1-3 fouls)"))
            continue
        mod, _ = locking.fouling_modifier(sa, sb, moved[a], moved[b], len(plans[a].done), len(plans[b].done), fs)
        tasks.append(Task("foul", (a, b), mod))
        steps.append(Step("8.3.5", f"{a} and {b} roll for fouling (two dice {mod:+d}, 10 or more fouls)"))
    keys = ["collision_swap", "wind_arrow", "map_edge"]
    keys += ["fouling_table"] if result.collisions else []
    keys += ["mixed_class_drift"] if pos.fouled or pos.grappled else []
    keys += ["stopped_ships"] if state.level == "advanced" else []
    plan_readings = [p for plan in plans.values() for p in plan.ruling.readings]
    steps = _tagged(steps, (*plan_readings, *used(state.readings, *keys)))
    state = state.with_(
        position=new_pos,
        executed=tuple(executed),
        collisions=result.collisions,
        pending=(*grounded, *tasks),
        phase="grappling",
        done=frozenset(),
        tried=frozenset(),
    )
    return state, steps


def _tagged(steps: Sequence[Step], pairs: Iterable[tuple[str, str]]) -> list[Step]:
    """``steps`` with ``pairs`` named first among the readings of the first step, so the ruling that carries them
    names the readings the whole movement applied."""
    if not steps:
        return list(steps)
    first = steps[0]
    named = tuple(dict.fromkeys((*pairs, *RULINGS.named([first]))))
    return [ReadStep(first.case, first.reason, first.value, named) if named else first, *steps[1:]]


def _follow_tows(state: State, pos: Position, plans: dict[str, Plan]) -> dict[str, str]:
    """Each ship in tow follows in her tower's wake [35.4.2]: her plan is replaced; tower and tow name each other."""
    linked: dict[str, str] = {}
    for tower, towed in pos.towing:
        if tower in plans and towed in plans:
            plans[towed] = towing.wake(
                plans[tower], pos.ship(tower).counter, pos.ship(towed).counter, state, (tower, towed)
            )
            linked.update({tower: towed, towed: tower})
    return linked


def _adrift(state: State, before: Ship, after: Ship, done: Sequence[str], steps: list[Step]) -> Ship:
    """Count a dismasted ship's turns adrift toward her next 60-degree turn; a turn starts the wait again
    [8.2.5-8.2.5.4] (reading dismasted_wait)."""
    if sum(after.rigging) or not after.crew_total:
        return after.with_(adrift=0) if after.adrift else after
    if any(e in "LR" for e in done):
        steps.append(Step("8.2.5.4", f"{after.name} has turned: her wait adrift starts again"))
        return after.with_(adrift=0)
    drifted = after.bow != before.bow
    counts = state.readings["dismasted_wait"] == "turns-adrift" or drifted
    adrift = before.adrift + int(counts)
    wait = dismasted_wait(after.turning)
    said = "she may make one 60-degree turn next turn" if adrift >= wait else f"she needs {wait}"
    reason = f"{after.name} is dismasted: {plural(adrift, 'turn')} adrift counted, {said}"
    steps.append(RULINGS.step("8.2.5", reason, state.readings, "dismasted_wait"))
    return after.with_(adrift=adrift)


def _arrivals(state: State, plans: Mapping[str, Plan]) -> tuple[Position, set[str], list[Step]]:
    """Ships due this turn are set on their placing as the Movement Execution Phase begins [8.1.2] (reading
    entry_place); one whose placing is taken, or who has no allowance for the first hex, waits a turn [7.2.8]."""
    pos = state.position
    entered: set[str] = set()
    steps: list[Step] = []
    taken = {h for s in pos.ships if s.afloat for h in s.hexes}
    for s in pos.ships:
        if not arriving(state, s):
            continue
        plan = plans[s.name]
        spot = state.grid.format(s.bow)
        if plan.kept_out or taken & set(s.hexes):
            why = "no allowance for the first hex" if plan.kept_out else f"her placing at {spot} is taken"
            pos = pos.with_ship(s.with_(enters=pos.turn + 1))
            steps.append(
                RULINGS.step("8.1.2", f"{s.name} cannot enter: {why}; she waits a turn", state.readings, "entry_place")
            )
            continue
        taken |= set(s.hexes)
        entered.add(s.name)
        pos = pos.with_ship(s.with_(status=Status.ACTIVE))
        reason = (
            f"{s.name} enters the map at {spot}, heading {s.facing.number}: the first hex counts against her allowance"
        )
        steps.append(RULINGS.step("8.1.2", reason, state.readings, "entry_place"))
    return pos, entered, steps


def _advanced_after_move(state: State, before: Ship, after: Ship, done: Sequence[str], steps: list[Step]) -> Ship:
    """What the Advanced Game notes after movement: a stop or a closing turn limits the next move [20.4.1, 20.4.2];
    a noted sail change puts a crew section in the rigging [20.1.5.3], unless the move made it void [20.4.1.3];
    repairs, weighing anchor and spring turns keep the guns quiet this turn [20.5.3, 20.3.6.1, 20.3.4.2]."""
    sailed = "F" in done
    stopped = after.bow == before.bow if state.readings["stopped_ships"] == "bow-hex-unchanged" else not sailed
    note = split_order(state.order_of(before.name) or "0")[1]
    turned = any(e in "LR" for e in done)
    if note == "FS" and before.stopped and (not sailed or turned):
        steps.append(
            Step("20.4.1.3", f"{before.name} may not set full sails from a stop without a straight move: void")
        )
        note = ""
    sail, other = (note, "") if note in ("FS", "BS") else ("", note)
    if sail:
        steps.append(Step("20.1.5.3", f"{before.name} sends a crew section into the rigging to set {sail}"))
    quiet = other in ("RH", "RG", "RR", "UA") or (before.anchor in ("AB", "AS") and turned)
    if other in ("RH", "RG", "RR"):
        steps.append(Step("20.5.3", f"{before.name} is committed to repairs: she may not fire this turn"))
        if turned:
            steps.append(Step("20.5.4", "she turned: the repair is void, and she still may not fire"))
            other = ""
    elif quiet:
        why, case = ("weighs anchor", "20.3.6.1") if other == "UA" else ("turned on her springs", "20.3.4.2")
        steps.append(Step(case, f"{before.name} {why}: she may not load or fire this turn"))
    return after.with_(
        stopped=stopped,
        ended_on_turn=bool(done) and done[-1] in "LR",
        sail_order=sail,
        no_turn=False,
        note=other,
        quiet=quiet,
    )


def _end_combat(state: State) -> tuple[State, list[Step]]:
    """Mark every hit at once [11.1.7, 11.4]; in the Advanced Game roll the critical hits next [16.1.2.2.2]; then
    strike and surrender [11.4.1.2, 11.4.3.2, 11.4.4.2]."""
    steps: list[Step] = []
    if not state.marked:
        state, steps = _mark_hits(state)
        if state.pending:  # critical hits to roll first
            return state, steps
    pos = state.position
    hit = sorted({shot.target for shot in state.shots if shot.hits})
    before = {s.name: s.status for s in pos.ships}
    contact = damage.in_contact(pos, [(shot.firer, shot.target) for shot in state.shots])
    if state.readings["surrender_captor"] == "on-contact":  # a disarmed ship gives up when an enemy closes
        hit = sorted({*hit, *contact})
    pos, more = damage.surrenders(pos, hit, state.readings, contact)
    steps.extend(more)
    state, started = melee.start_melees(state.with_(position=pos, phase="melee", done=frozenset(), marked=False))
    if state.level == "advanced":
        struck = [s.name for s in pos.ships if s.status is Status.STRUCK and before[s.name] is not Status.STRUCK]
        state = state.with_(pending=(*(Task("destroyed_hull", (n,)) for n in struck), *state.pending))
        steps += [Step("24.3.2", f"{n} has struck: the enemy rolls on the Destroyed Hull Table") for n in struck]
    return state, steps + started


def _mark_hits(state: State) -> tuple[State, list[Step]]:
    """Every ordinary hit of the phase, marked together; starred results queue a critical-hit roll (Advanced Game)."""
    from .tables import parse_hits

    pos = state.position
    steps: list[Step] = [Step("11.1.7", "the Combat Phase ends: every hit is marked at once")] if state.shots else []
    criticals: list[Task] = []
    masts: tuple[Task, ...] = ()
    boarding = {p.ship for p in state.parties}
    for index, shot in enumerate(state.shots):
        exposed = shot.ammo == "G" or state.readings["boarders_exposed"] == "all-fire"
        extra = state.level == "advanced" and shot.target in boarding and exposed
        for part, text in enumerate(shot.hits):
            target = pos.ship(shot.target)
            hits = parse_hits(text)
            if state.level == "advanced" and not shot.mortar:  # a mortar's hits are all on the hull [42.9.2]
                printed = hits
                hits = combat.advanced_hits(hits, shot.aim, shot.ammo, target, state.readings)
                if target.full_sails and printed.full_sail_extra:  # [20.1.3] (reading full_sail_hull_extra)
                    more_rigging = hits.rigging - printed.rigging
                    said = (
                        f"{plural(more_rigging, 'more rigging hit')}"
                        if more_rigging
                        else "no extra rigging hits for a hull shot"
                    )
                    reason = f"{target.name} is under full sails: {said}"
                    steps.append(RULINGS.step("20.1.3", reason, state.readings, "full_sail_hull_extra"))
                if hits.critical:
                    criticals.append(Task("critical", (index, part)))
                if extra and combat.boarders_hit(hits, state.readings):
                    extra = False  # once a broadside [24.2.7] (reading boarders_under_fire)
                    hits = replace(hits, crew=hits.crew + 1)
                    reason = f"{target.name} has a boarding party formed: one more crew box lost"
                    steps.append(
                        RULINGS.step("24.2.7", reason, state.readings, "boarders_exposed", "boarders_under_fire")
                    )
            section = shot.section if state.level == "advanced" else None
            marked, more = damage.mark_hits(target, hits, pos.ship(shot.firer), state.readings, section)
            if "36.2" in state.optional:
                masts += optional.mast_tasks(target, marked)
            pos = pos.with_ship(marked)
            steps.extend(more)
    if criticals:
        steps.append(
            Step("16.1.2.2.1", f"{plural(len(criticals), 'starred result')}: two dice each on the Critical Hit Table")
        )
    return state.with_(position=pos, marked=True, pending=(*criticals, *masts, *state.pending)), steps


def _end_turn(state: State) -> tuple[State, list[Step]]:
    pos = state.position
    turn = pos.turn + 1
    pos, steps = melee.arrivals(pos, state.crossing)
    steps.append(Step("5.0", f"turn {turn} begins"))
    pos, more = damage.recoveries(pos)
    steps += more
    melees = tuple(Melee(m.target, m.attackers) for m in state.melees)
    if state.level == "advanced":
        pos = pos.with_(
            ships=tuple(s.with_(fallen=(max(0, s.fallen[0] - 1), max(0, s.fallen[1] - 1))) for s in pos.ships)
        )
    carried = tuple(  # a transfer party crosses once [12.1]
        p for p in state.parties if p.kind != "TBP" and any(p.ship == m.target or p.ship in m.attackers for m in melees)
    )
    new = state.with_(
        position=pos.with_(turn=turn),
        phase="wind" if state.level == "advanced" else "unfouling",
        rolled_wind=False,
        refloat_rolled=False,
        done=frozenset(),
        orders=(),
        executed=(),
        rolloffs=(),
        collisions=(),
        tried=frozenset(),
        parties=carried,
        melees=melees,
        crossing=(),
        shots=(),
        reloaded=frozenset(),
    )
    if state.max_turns and turn > state.max_turns:
        ruling = outcome(pos, last_turn_over=True)
        steps.extend(ruling.steps)
        new = new.with_(result=ruling.verdict or "draw")
    return new, steps


def _finish_phase(state: State) -> tuple[State, list[Step]]:
    """Leave a phase nobody has anything more to decide in, doing its automatic work."""
    phase = state.phase
    if phase == "wind":
        return wind_mod.wind_phase(state)
    if phase == "unfouling":
        state, lost = command.flags_lost(state.with_(phase="orders", done=frozenset()))
        state, parted = towing.checks(state)
        return state, lost + parted
    if phase == "orders":
        state, lagged = _orders_written_ahead(state)
        written = [s.name for s in state.position.ships if state.order_of(s.name)]
        step = Step("7.2.5", f"all orders are written and revealed ({plural(len(written), 'ship')} ordered)")
        return state.with_(phase="execution", done=frozenset()), [step, *lagged]
    if phase == "execution":
        return _execute(state)
    if phase == "grappling":
        return state.with_(phase="boarding", done=frozenset()), []
    if phase == "boarding":
        return state.with_(phase="combat", done=frozenset()), (
            [Step("10.2.1", "boarding parties are revealed")] if state.parties else []
        )
    if phase == "combat":
        return _end_combat(state)
    if phase == "melee":
        return state.with_(phase="reload", done=frozenset(), counters=()), []
    if phase == "reload" and not state.refloat_rolled and optional.refloat_tasks(state):
        step = Step("38.2.1", "ships aground try to float off")
        return state.with_(refloat_rolled=True, pending=optional.refloat_tasks(state)), [step]
    if phase == "reload" and state.level == "advanced":
        return _full_sail_phase(state)
    return _end_turn(state)


def _full_sail_phase(state: State) -> tuple[State, list[Step]]:
    """Set or take in full sails as noted; rigging section 1 lost means no full sails [20.1.4, 27.0]; crews leave the rigging."""
    pos = state.position
    steps = []
    for s in pos.ships:
        fs = s.full_sails
        if s.sail_order:
            fs = s.sail_order == "FS"
            steps.append(Step("27.0", f"{s.name} is now under {'full' if fs else 'battle'} sails"))
        if fs and (not s.rigging or s.rigging[0] == 0):
            fs = False
            steps.append(Step("20.1.4", f"{s.name} has lost rigging section 1: no full sails"))
        if fs != s.full_sails or s.sail_order:
            pos = pos.with_ship(s.with_(full_sails=fs, sail_order=""))
    pos, more = repairs.anchors_and_repairs(state, pos)
    steps += more
    new, more = _end_turn(state.with_(position=pos))
    return new, steps + more


def advance(state: State) -> tuple[State, list[Step]]:
    """Run the game on until a decision or a die is wanted, or the game is over."""
    steps: list[Step] = []
    for _ in range(1000):
        if state.result or state.pending:
            return state, steps
        waits = state.phase not in ("execution", "melee") or (state.phase == "melee" and state.counters)
        if waits and current_side(state) is not None:
            return state, steps
        before = state.phase
        state, more = _finish_phase(state)
        steps.extend(more)
        if before in ("combat", "melee"):
            verdict = outcome(state.position)
            if verdict.verdict:
                steps.extend(verdict.steps)
                return state.with_(result=verdict.verdict, pending=()), steps
    raise RuntimeError("the turn sequence did not settle")  # pragma: no cover - a bug, not a game state


# ---------------------------------------------------------------------------
# decisions
# ---------------------------------------------------------------------------


def _order(state: State, a: WSAction) -> tuple[State, Ruling]:
    name, written = str(a.ship), str(a.get("plot"))
    note = a.get("note")
    ship = state.position.ship(name)
    text = f"{written} {note}" if note else written
    if a.verb == "ahead":  # under command lag: an order for a later turn, carried out as far as it can be then [32.3]
        turn = int(a.get("turn") or 0)
        _, why = command.horizon(state, ship)
        new, wrote = command.write_ahead(state, name, turn, text)
        steps = (why, wrote)
        return new, RULINGS(f"what does {a} do?", f"{name}'s order for turn {turn} is written", steps, kind="phase")
    plan = carry_out(mover(state, ship), written, wind_to(state), movement_grid(state), state.readings)
    new = state.with_(orders=(*state.orders, (name, text)))
    verdict = f"{name}'s order {written} is written" + (
        "" if plan.stopped_at is None else f" (only {plan.text} can be carried out)"
    )
    return new, replace(plan.ruling, question=f"what does {a} do?", verdict=verdict, value=None, measure="")


def _orders_written_ahead(state: State) -> tuple[State, list[Step]]:
    """Each ship writing ahead takes this turn's order; a note that no longer applies is dropped (Optional Rule 32.3)."""
    state, steps = command.take_turns_orders(state)
    orders = []
    for name, text in state.orders:
        plot, note = split_order(text)
        if note and note not in order_notes(state, state.position.ship(name), plot):
            steps.append(Step("32.3", f"{name}'s note {note}, written ahead, no longer applies: dropped"))
            text = plot
        orders.append((name, text))
    return state.with_(orders=tuple(orders)), steps


def _command(state: State, a: WSAction) -> tuple[State, Ruling]:
    """``erase`` [32.4.1] or ``flag`` [32.5] under command lag."""
    name = str(a.ship)
    if a.verb == "erase":
        state, step = command.erase(state, name)
        verdict = f"{name} writes her orders turn by turn"
    else:
        state, step = command.name_flag(state, name)
        verdict = f"{name} is the flag ship"
    return state, RULINGS(f"what does {a} do?", verdict, (step,), kind="phase")


def _attempt(state: State, a: WSAction) -> tuple[State, Ruling]:
    """``unfoul``, ``grapple`` or ``ungrapple``: note the attempt and ask for two dice."""
    pos = state.position
    ship = pos.ship(str(a.ship))
    other = pos.ship(str(a.args[1]))
    meleeing = in_melee(state, ship.name) or in_melee(state, other.name)
    advanced = state.level == "advanced"
    if a.verb == "unfoul":
        at_fs = sum(1 for s in (ship, other) if s.full_sails) if advanced else 0
        sacrifice = a.get("sacrifice") == "sacrifice"
        mod, steps = locking.unfouling_modifier(ship, meleeing, sacrifice, at_fs)
        if sacrifice:
            ship, _ = damage.mark_hits(ship, Hits(rigging=1), ship, state.readings)
            pos = pos.with_ship(ship)
            state = state.with_(position=pos)
        case = "6.0"
    elif a.verb == "grapple":
        mod, steps = locking.grappling_modifier(
            ship,
            other,
            "F" in state.executed_of(ship.name),
            "F" in state.executed_of(other.name),
            len(state.executed_of(other.name).replace("0", "")),
            pos.wind.velocity,
            advanced,
            state.readings,
        )
        case = "9.1.4"
    elif ship.side == other.side:  # friends cast off at will, no dice [9.1.3, 9.2.1]
        return _cast_off(state, a, ship, other)
    else:
        mod, steps = locking.ungrappling_modifier(ship, meleeing, pos.wind.velocity, advanced)
        case = "9.2.1"
    key = (
        (a.verb, *sorted((ship.name, other.name)))
        if a.verb == "unfoul" and state.readings["unfouling_rolls"] == "one-per-pair"
        else (a.verb, ship.name, other.name)
    )
    new = state.with_(tried=state.tried | {key}, pending=(Task(a.verb, (ship.name, other.name), mod),))
    odds = locking.odds(mod)
    verdict = f"two dice {mod:+d}: 10 or more succeeds (chance {odds})"
    return new, RULINGS(
        f"what does {a} do?",
        verdict,
        (Step(case, f"{ship.name} tries to {a.verb} {other.name}"), *steps),
        kind="dice",
        readings=state.readings,
        keys=("unfouling_rolls",) if a.verb == "unfoul" else (),
        facts={"odds": odds},
    )


def _cast_off(state: State, a: WSAction, ship: Ship, other: Ship) -> tuple[State, Ruling]:
    """Friendly ships ungrapple without rolling: every grapple between the two is cast off at once [9.1.3, 9.2.1]."""
    pos = state.position
    link = pair(ship.name, other.name)
    links = tuple(g for g in pos.grappled if g != link)
    n = len(pos.grappled) - len(links)
    new = state.with_(position=pos.with_(grappled=links), tried=state.tried | {("ungrapple", ship.name, other.name)})
    step = Step("9.1.3", f"{ship.name} and {other.name} are friends: {plural(n, 'grapple')} cast off without dice")
    return new, RULINGS(f"what does {a} do?", "ungrappled", (step,), kind="dice")


def _board(state: State, a: WSAction) -> tuple[State, Ruling]:
    ship = state.position.ship(str(a.ship))
    n = int(a.get("sections") or 0)
    kind = {"board": "OBP", "defend": "DBP", "transfer": "TBP"}[a.verb]
    aloft = () if kind == "DBP" or ship.aloft_section is None else (ship.aloft_section,)
    in_parties = _party_sections_used(state, ship)
    sections = melee.party_sections(ship, n, taken=(*aloft, *in_parties))  # the section aloft stays aloft [23.0]
    party = Party(ship.name, kind, sections, str(a.target or a.get("friend") or ""))
    live = [i for i, c in enumerate(ship.crew) if c > 0]
    boarding = {i for p in (*state.parties, party) if p.ship == ship.name and p.kind == "OBP" for i in p.sections}
    all_in = kind == "OBP" and set(live) <= boarding
    pos = state.position.with_ship(ship.with_(all_in=True)) if all_in else state.position
    steps = [
        Step(
            "10.1.2.1",
            f"{ship.name} forms a {kind} of crew {agree(len(sections), 'section', 'sections')} "
            f"{', '.join(str(i + 1) for i in sections)}",
        )
    ]
    if in_parties:
        said = ", ".join(str(i + 1) for i in in_parties)
        steps.append(
            Step(
                "10.2.3",
                f"a second kind of party: {agree(len(in_parties), 'section', 'sections')} {said} "
                f"{agree(len(in_parties), 'is', 'are')} already in another",
            )
        )
    if aloft:
        steps.append(Step("23.0", f"crew section {aloft[0] + 1} is in the rigging and stays out of the {kind}"))
    if kind == "DBP" and ship.note in ("RH", "RG", "RR"):
        pos = pos.with_ship(pos.ship(ship.name).with_(note=""))
        steps.append(Step("20.5.6", "the repair crew turns to defend: the repair is off"))
    if kind == "DBP" and ship.in_rigging:
        pos = pos.with_ship(pos.ship(ship.name).with_(sail_order=""))
        steps.append(Step("23.0", "the men in the rigging come down to defend: the sail change is off"))
    if all_in:
        steps.append(Step("10.2.5", "every section boards: she may not fire now nor move next turn"))
    hoping = kind == "TBP" and state.position.ship(party.target).side != ship.side  # [10.2.8]
    return state.with_(position=pos, parties=(*state.parties, party)), RULINGS(
        f"what does {a} do?",
        f"a {kind} is formed",
        steps,
        kind="boarding",
        readings=state.readings,
        keys=("surrender_tbp_reach",) if hoping else (),
    )


def _firefight(state: State, a: WSAction) -> tuple[State, Ruling]:
    """Set the crew sections fighting a fire aboard; they stay at it until it is out [Critical Hit Table 2H]."""
    ship = state.position.ship(str(a.ship))
    n = int(a.get("sections") or 0)
    pos = state.position.with_ship(ship.with_(fire_crews=n))
    step = Step(
        "16.1.2.2", f"{ship.name} sets {plural(n, 'crew section')} to fight the fire: out on a die of {n} or less"
    )
    new = state.with_(position=pos, tried=state.tried | {("firefight", ship.name, "")})
    return new, RULINGS(
        f"what does {a} do?", f"{plural(n, 'section')} {agree(n, 'fights', 'fight')} the fire", (step,), kind="critical"
    )


def _fire(state: State, a: WSAction) -> tuple[State, Ruling]:
    pos = state.position
    ship = pos.ship(str(a.ship))
    side = Broadside.parse(str(a.broadside))
    target = pos.ship(str(a.target))
    away = sum(len(p.sections) for p in state.parties if p.ship == ship.name and p.kind == "OBP")
    section, ammo = "full", "R"
    if state.level == "advanced":
        from .fields import reduced_targets

        engaged = {
            e.target: e for e in reduced_targets(ship.counter, side, combat.obstacles(pos, ship), state.readings)
        }
        section = engaged[target.name].section
        grape = a.get("shot") == "grape"
        number = combat.advanced_fire_number(
            pos, ship, side, target, section, state.readings, away, state.optional, as_grape=grape
        )
        ammo = str(number.ruling.facts["ammo"])
    else:
        number = combat.fire_number(pos, ship, side, target, state.readings, state.level, away)
    i = 0 if side is Broadside.L else 1
    loaded = tuple(False if k == i else v for k, v in enumerate(ship.loaded))
    fired = tuple(True if k == i else v for k, v in enumerate(ship.fired))
    pos = pos.with_ship(ship.with_(loaded=loaded, fired=fired))
    shot = Shot(
        ship.name,
        side,
        target.name,
        str(a.get("aim")),
        number.table,
        ammo=ammo,
        section=section,
        rake=str(number.ruling.facts.get("rake") or "")
        if state.level == "advanced"
        else ("rake" if number.rake else ""),
        range=number.range,
    )
    if ammo == "G":  # grape reads no Hit Table: the number is crew boxes [24.2.4.2]
        shot = replace_shot(shot, 0, f"{number.table}C" if number.table > 0 else "0")
    pending = (Task("fire", (len(state.shots),)),) if number.table >= 0 and ammo != "G" else ()
    new = state.with_(position=pos, shots=(*state.shots, shot), pending=pending)
    steps = (*number.ruling.steps, Step("11.1.6", f"the {side.value} broadside is fired: its load is spent"))
    return new, replace(number.ruling, question=f"what does {a} do?", steps=steps, value=number.table)


def _mortar(state: State, a: WSAction) -> tuple[State, Ruling]:
    """A bomb fires a loaded mortar: the shot waits for its die; the mortar must be loaded again (Optional Rule 42)."""
    pos = state.position
    bomb, target = pos.ship(str(a.ship)), pos.ship(str(a.target))
    mortar = str(a.get("mortar"))
    said = bombs.fire_ruling(state, bomb, mortar, target)
    table = int(said.value or 0)
    section, i = bombs.MORTARS[mortar]
    loading = tuple(0 if k == i else n for k, n in enumerate(bomb.mortar_loading))
    pos = pos.with_ship(bomb.with_(mortar_loading=loading))
    rng = ship_range(bomb.counter, target.counter, state.readings)
    side = Broadside.parse(section)
    shot = Shot(bomb.name, side, target.name, "hull", table, range=rng, mortar=mortar)
    pending = (Task("fire", (len(state.shots),)),) if table >= 0 else ()
    new = state.with_(position=pos, shots=(*state.shots, shot), pending=pending)
    steps = (*said.steps, Step("42.5", f"the {mortar} mortar is fired: four more turns to load it"))
    return new, replace(said, question=f"what does {a} do?", steps=steps, value=table)


def _discharge(state: State, a: WSAction) -> tuple[State, Ruling]:
    """A broadside fired at no target: its load is spent and so is that side's initial-broadside bonus [13.4, 11.3.4]."""
    ship = state.position.ship(str(a.ship))
    side = Broadside.parse(str(a.broadside))
    i = 0 if side is Broadside.L else 1
    loaded = tuple(False if k == i else v for k, v in enumerate(ship.loaded))
    fired = tuple(True if k == i else v for k, v in enumerate(ship.fired))
    bonus = "the initial-broadside bonus is lost [11.3.4]" if not ship.has_fired(side) else "her first was fired before"
    steps = (
        RULINGS.step(
            "13.4", f"{ship.name} fires her {side.value} broadside at no target: {bonus}", state.readings, "blank_fire"
        ),
        Step("11.1.6", f"the {side.value} broadside is fired: its load is spent"),
    )
    new = state.with_(position=state.position.with_ship(ship.with_(loaded=loaded, fired=fired)))
    return new, RULINGS(f"what does {a} do?", "fired at no target", steps, kind="reload")  # no target to draw


def _load(state: State, a: WSAction) -> tuple[State, Ruling]:
    ship = state.position.ship(str(a.ship))
    side = Broadside.parse(str(a.broadside))
    i = 0 if side is Broadside.L else 1
    loaded = tuple(True if k == i else v for k, v in enumerate(ship.loaded))
    late = _loads_late(state, ship)
    per_side = state.readings["reload_allowance"] == "one-per-side" or late
    key = f"{ship.name}/{side.value}" if per_side else ship.name
    ammo = str(a.get("ammo") or "R")
    changes: dict[str, object] = {"loaded": loaded}
    steps: list[Step] = [Step("13.1", f"{ship.name} reloads her {side.value} broadside with {ammunition.NAMES[ammo]}")]
    if state.late_loading and state.position.turn == 1:
        said = "both broadsides this phase" if late else "one broadside this phase, as ever [13.1]"
        reason = f"loading put off to turn 1's Reload Phase, the initial broadsides kept: {said}"
        steps.append(RULINGS.step("13.5", reason, state.readings, "late_loading"))
    live = sum(1 for c in ship.crew if c > 0)
    if state.level == "advanced" and ship.doubling:
        changes["ammo"] = tuple(ammo if k == i else v for k, v in enumerate(ship.ammo))
        changes["doubling"] = ""
        steps = [Step("24.2.3.3", f"{ship.name} finishes loading double shot on her {side.value} broadside")]
    elif state.level == "advanced":
        changes["ammo"] = tuple(ammo if k == i else v for k, v in enumerate(ship.ammo))
        left = max(0, ship.reloads - ammunition.cost(ammo))
        changes["reloads"] = left
        steps.append(Step("26.1.1", f"{plural(ammunition.cost(ammo), 'reload square')} used, {left} left"))
        if ammunition.turns_to_load(ammo, live) == 2:
            changes["loaded"], changes["doubling"] = ship.loaded, side.value
            steps.append(
                Step(
                    "24.2.3.3",
                    f"only {plural(live, 'crew section')}: the double shot is loaded next Reload Phase, "
                    "and neither broadside is loaded meanwhile",
                )
            )
    new = state.with_(position=state.position.with_ship(ship.with_(**changes)), reloaded=state.reloaded | {key})
    return new, RULINGS(
        f"what does {a} do?", "loaded", steps, kind="reload", readings=state.readings, keys=("reload_allowance",)
    )


# ---------------------------------------------------------------------------
# dice
# ---------------------------------------------------------------------------


#: tasks thrown with two dice; every other takes one
TWO_DICE_TASKS = (
    "foul",
    "unfoul",
    "grapple",
    "ungrapple",
    "wind",
    "critical",
    "blast_critical",
    "cut_mast",
    "powder_fire",
)


def _dice_of(task: Task) -> list[tuple[int, Fraction]]:
    if task.kind == "rolloff":
        return [(1, Fraction(1, 2)), (2, Fraction(1, 2))]
    if task.kind in TWO_DICE_TASKS:
        return [(int(t), p) for t, p in sorted(TWO_DICE.items())]  # type: ignore[call-overload]
    return [(int(d), p) for d, p in sorted(ONE_DIE.items())]  # type: ignore[call-overload]


def _resolve(state: State, die: int) -> tuple[State, Ruling]:
    task, rest = state.pending[0], state.pending[1:]
    state = state.with_(pending=rest)
    pos = state.position
    if task.kind == "rolloff":
        a, b, step = task.args
        winner = a if die == 1 else b
        said = RULINGS(
            "who wins the roll-off?",
            f"{winner} keeps the hex",
            (Step("8.3.2", f"roll-off at step {step}: {winner} wins"),),
            kind="dice",
        )
        return state.with_(rolloffs=(*state.rolloffs, (a, b, step, winner))), said
    if task.kind in ("foul", "unfoul", "grapple", "ungrapple", "foul1"):
        return _resolve_lock(state, task, die)
    if task.kind in ADVANCED_DICE:
        return ADVANCED_DICE[task.kind](state, task, die)
    if task.kind == "fire":
        (index,) = task.args
        shot = state.shots[index]
        parts = split_table(shot.table)
        table = parts[len(shot.rolls)]
        hits = hit_result(table, shot.aim, die)
        printed = str(hits)
        if state.level != "advanced":  # no critical hits nor full sails in the Basic Game
            hits = basic_hits(hits)
        unstarred = printed != str(hits)
        if shot.mortar:  # every mortar hit counts three times [42.9.3]
            hits = bombs.mortar_hits(hits)
        shots = tuple(replace_shot(s, die, str(hits)) if k == index else s for k, s in enumerate(state.shots))
        reason = f"Hit Table {table}, {shot.aim}, die {die}: {hits} on {shot.target} (marked at the end of the phase)"
        if shot.mortar:
            reason += ", a mortar's hits tripled [42.9.3]"
        if unstarred:
            reason += f"; the card prints {printed}, whose * and (R) are the Advanced Game's"
            step = RULINGS.step("11.2.6", reason, state.readings, "basic_tables")
        else:
            step = Step("11.2.6" if len(parts) == 1 else "16.1.2.1", reason)
        firer = pos.ship(shot.firer)
        steps = [step]
        if state.level == "advanced" and die == 1 and firer.reloads <= 0:  # low powder [16.1.2.3.2]
            state = state.with_(pending=(Task("powder_fire", (firer.name, table, shot.range)), *state.pending))
            steps.append(Step("16.1.2.3.2", f"{firer.name} fires at low powder and rolled 1: two dice for a fire"))
        if len(shot.rolls) + 1 < len(parts):
            state = state.with_(pending=(Task("fire", (index,)), *state.pending))
        return state.with_(shots=shots), RULINGS(
            f"what does {shot.firer}'s {'mortar' if shot.mortar else 'broadside'} do?",
            str(hits),
            steps,
            kind="hits",
            facts={"table": shot.table, "die": die},
        )
    return melee.resolve_melee(state, task, die, pos)


# ---- the Advanced Game's dice: wind [18.1.3], storms [18.2.2.1], sinking and exploding [24.3] ----


ADVANCED_DICE = {
    "change_number": wind_mod.change_number,
    "critical": criticals.critical,
    "blast_critical": criticals.blast_critical,
    "qualify": criticals.qualify,
    "demoralise": criticals.demoralise,
    "fire_start": criticals.fire_start,
    "magazine": criticals.magazine,
    "fire_roll": criticals.fire_roll,
    "powder_fire": criticals.powder_fire,
    "wind": wind_mod.wind_roll,
    "wind_direction": wind_mod.wind_direction,
    "wind_velocity": wind_mod.wind_velocity,
    "storm_rigging": wind_mod.storm_rigging,
    "destroyed_hull": sinking.destroyed_hull,
    "doom": sinking.doom,
    "explosion": sinking.explosion,
    "aground": optional.run_aground,
    "vw_direction": optional.vw_direction,
    "vw_velocity": optional.vw_velocity,
    "vw_change": optional.vw_change,
    "refloat": optional.refloat,
    "mast_table": optional.mast_table,
    "mast_side": optional.mast_side,
    "cut_mast": optional.cut_mast,
    "tow_cut": towing.tow_cut,
}


def replace_shot(shot: Shot, die: int, hits: str) -> Shot:
    return replace(shot, rolls=(*shot.rolls, die), hits=(*shot.hits, hits))


def _resolve_lock(state: State, task: Task, total: int) -> tuple[State, Ruling]:
    a, b = task.args
    pos = state.position
    if task.kind == "foul1":  # the 2nd edition's one-die Fouling Table (reading fouling_table)
        ok = total <= 3
        if ok:
            pos = pos.with_(fouled=pos.fouled | {pair(a, b)})
        step = Step("8.3.5", f"one die: {total}: " + ("1-3, fouled" if ok else "4-6, not fouled"))
        return state.with_(position=pos), RULINGS(
            f"does the foul roll of {a} and {b} succeed?",
            "fouled" if ok else "fails",
            (step,),
            kind="dice",
            readings=state.readings,
            keys=("fouling_table",),
        )
    ok = locking.locks(total, task.modifier)
    case = {"foul": "8.3.5", "unfoul": "6.0", "grapple": "9.1.4", "ungrapple": "9.2.1"}[task.kind]
    verb = {"foul": "fouled", "unfoul": "unfouled", "grapple": "grappled", "ungrapple": "ungrappled"}[task.kind]
    if ok:
        if task.kind == "foul":
            pos = pos.with_(fouled=pos.fouled | {pair(a, b)})
        elif task.kind == "unfoul":
            pos = pos.with_(fouled=pos.fouled - {pair(a, b)})
        elif task.kind == "grapple":
            pos = pos.with_(grappled=(*pos.grappled, pair(a, b)))
        else:
            links = list(pos.grappled)
            links.remove(pair(a, b))
            pos = pos.with_(grappled=tuple(links))
    # the modifiers were itemised when the attempt was made; the roll's ruling carries their sum so its steps add up
    summed = (Step(case, "the modifiers of the attempt", task.modifier),) if task.modifier else ()
    ruling = locking.roll_ruling(
        f"does the {task.kind} roll of {a} and {b} succeed?", verb, total, task.modifier, summed, case
    )
    return state.with_(position=pos), ruling


def new_ship(
    spec: ShipSpec,
    level: str,
    readings: Readings,
    grid: HexGrid,
    rules: frozenset[str] = frozenset(),
    late_loading: bool = False,
) -> Ship:
    """A ship as her log is first filled in from her chart row [3.2, 16.2.1] (reading ship_scale for the Basic
    Game), her turning ability and full-sail speed from reading counter_ratings [2.31]; a crew newly arrived on
    station is larger under Optional Rule 41 [41.2.1]."""
    st = ship_type(spec.type_key, readings)
    if level == "basic" and readings["ship_scale"] == "halved":
        st = st.basic_scale()
    if "41" in rules:
        extra = optional.extra_crew(st, spec.traits)
        st = replace(st, crew=tuple(c + extra for c in st.crew))
    turning, full_speed = st.counter_ratings(readings)
    return Ship(
        spec.name,
        spec.side,
        st.key,
        spec.quality,
        grid.parse(spec.bow),
        spec.facing,
        st.hull,
        st.crew,
        st.guns,
        st.carronades,
        st.rigging,
        st.rigging,
        turning,
        st.class_number,
        st.point_value(spec.quality) or 0,
        full_speed=full_speed if level == "advanced" else 0,
        full_sails=spec.full_sails and level == "advanced",  # as the scenario sets her sails [20.1.5.1]
        traits=spec.traits,
        anchor="A" if "anchored" in spec.traits else "",
        mortars=(1 if st.mortars >= 2 else 0, 1 if st.mortars else 0),
        status=Status.WAITING if spec.enters else Status.ACTIVE,
        enters=spec.enters,
        loaded=(False, False) if late_loading and spec.enters <= 1 else (True, True),
    )


def _roll(state: State, a: WSAction) -> tuple[State, Ruling]:
    return _resolve(state, int(a.die or 0))


def _tow(state: State, a: WSAction) -> tuple[State, Ruling]:
    return towing.take_in_tow(state, str(a.ship), str(a.get("other")))


def _cast(state: State, a: WSAction) -> tuple[State, Ruling]:
    return towing.cast_off(state, str(a.ship))


def _lighten(state: State, a: WSAction) -> tuple[State, Ruling]:
    return optional.lighten(state, str(a.ship))


def _counter(state: State, a: WSAction) -> tuple[State, Ruling]:
    return melee.counter_board(state, str(a.ship), str(a.target))


def _load_any(state: State, a: WSAction) -> tuple[State, Ruling]:
    """A broadside reloaded [13.1], or a turn of loading a bomb's mortar (Optional Rule 42.5)."""
    if a.get("ammo") != "M":
        return _load(state, a)
    state, step = bombs.load_turn(state, str(a.ship), str(a.broadside))
    return state, RULINGS(f"what does {a} do?", "a turn of loading", (step,), kind="reload")


def _done(state: State, a: WSAction) -> tuple[State, Ruling]:
    """A side has finished with this phase [5.0]."""
    side = str(a.side)
    state = state.with_(done=state.done | {side})
    ruling = RULINGS(
        f"what does {a} do?",
        f"{side} is done with the {state.phase} phase",
        (Step("5.0", f"{side} is done"),),
        kind="phase",
    )
    return state, ruling


#: what each verb does to the state, with its ruling (``done`` for any other)
_APPLY: dict[str, Callable[[State, WSAction], tuple[State, Ruling]]] = {
    "roll": _roll,
    "order": _order,
    "ahead": _order,
    "erase": _command,
    "flag": _command,
    "tow": _tow,
    "cast": _cast,
    "unfoul": _attempt,
    "grapple": _attempt,
    "ungrapple": _attempt,
    "board": _board,
    "defend": _board,
    "transfer": _board,
    "firefight": _firefight,
    "lighten": _lighten,
    "counter": _counter,
    "fire": _fire,
    "mortar": _mortar,
    "load": _load_any,
    "discharge": _discharge,
}


class WoodenShipsRules(BaseRules):
    """Wooden Ships & Iron Men (Tournament Edition 1.2b) for :class:`sailkit.engine.Game`."""

    key = "wooden_ships"
    title = "Wooden Ships & Iron Men"

    def start(self, setup: Scenario) -> State:
        setup.check()
        remember_names([n for spec in setup.ships for n in (spec.name, spec.side)])
        r = setup.readings
        grid = setup.grid
        rules = frozenset(setup.optional)
        ships = [new_ship(spec, setup.level, r, grid, rules, setup.late_loading) for spec in setup.ships]
        land = frozenset(grid.parse(h) for h in setup.land)
        wind = Wind(setup.wind, setup.velocity, change=setup.change)
        pos = Position(1, wind, tuple(ships), land=land)
        first = "wind" if setup.level == "advanced" else "unfouling"
        state = State(
            pos,
            first,
            setup.level,
            max_turns=setup.turns,
            readings=r,
            grid=grid,
            anchoring=setup.anchors,
            optional=frozenset(setup.optional),
            depths=tuple((grid.parse(h), int(f)) for h, _, f in (d.partition(":") for d in setup.depths)),
            late_loading=setup.late_loading,
        )
        if "32" in setup.optional:  # flag ships and squadrons [32.1]
            state = state.with_(flags=command.first_flags(state.position.ships))
        if "34" in setup.optional:  # the wind is rolled before the first turn [34.0]
            state = state.with_(pending=optional.variable_wind_tasks(setup.level, r))
        return advance(state)[0]

    def headers(self, setup: Scenario) -> dict[str, str]:
        return setup.headers()

    def setup_from_headers(self, headers: Mapping[str, str]) -> Scenario:
        return Scenario.from_headers(headers)

    def parse_action(self, text: str | WSAction) -> WSAction:
        return WSAction.parse(text)

    def legal_actions(self, state: State) -> list[WSAction]:
        """Every choice now; for orders, the ones carried out whole (any other written order is accepted too and cut short [7.2.7])."""
        if state.result:
            return []
        if state.pending:
            return [a for a, _ in self.chance_outcomes(state)]
        side = current_side(state)
        if side is None:
            return []
        if state.phase == "orders" and _must_write(state, side):  # every ship must have an order: no passing [7.2.6]
            return options(state, side)
        return [*options(state, side), WSAction("done", (side,))]

    def check_action(self, state: State, action: WSAction) -> WSAction:
        if state.result:
            raise IllegalActionError(f"the game is over ({state.result})", "14.1.4")
        if state.pending:
            if action.verb != "roll" or action not in [a for a, _ in self.chance_outcomes(state)]:
                allowed = ", ".join(str(d) for d, _ in _dice_of(state.pending[0]))
                raise IllegalActionError(
                    f"{action} is not allowed: a die is due ({state.pending[0].kind}: roll one of {allowed})", "5.0"
                )
            return action
        side = current_side(state)
        if action.verb == "order" and side is not None:
            ship = _ship_or_none(state.position, str(action.ship))
            if ship is not None and ship.side == side and needs_order(state, ship):
                refused = _refused_note(state, ship, str(action.get("note") or ""))
                if refused:
                    raise IllegalActionError(f"{action} is not allowed: {refused[0]}", refused[1])
                return action
        if action.verb == "ahead" and side is not None:
            ship = _ship_or_none(state.position, str(action.ship))
            if ship is not None and ship.side == side and needs_ahead(state, ship):
                due = command.next_turn(state, ship.name)
                if action.get("turn") == due:
                    return action
                raise IllegalActionError(
                    f"{action} is not allowed: {ship.name}'s next order written ahead is for turn {due}", "32.3"
                )
        ship = _ship_or_none(state.position, str(action.ship)) if action.ship else None
        if side is not None and ship is not None and ship.side == side and action.verb not in ("order", "ahead"):
            if action in _ship_options(state, ship):  # only this ship's choices need listing
                return action
        elif action in self.legal_actions(state):
            return action
        if action.verb == "fire" and ship is not None and ship.side == side and state.phase == "combat":
            said = combat.fire_refusal(
                state, ship, Broadside.parse(str(action.broadside)), str(action.target), str(action.get("aim"))
            )
            if said is not None:
                raise IllegalActionError(f"{action} is not allowed: {said[0]}", said[1])
        raise IllegalActionError(_why(state, action, side), action.case)

    def apply_action(self, state: State, action: WSAction) -> tuple[State, Ruling]:
        state, ruling = _APPLY.get(action.verb, _done)(state, action)
        state, more = advance(state)
        steps = (*ruling.steps, *more)
        return state, replace(
            ruling, steps=steps, readings=tuple(dict.fromkeys((*ruling.readings, *RULINGS.named(steps))))
        )

    def chance_outcomes(self, state: State) -> list[tuple[WSAction, Fraction]]:
        if not state.pending or state.result:
            return []
        return [(WSAction("roll", (d,)), p) for d, p in _dice_of(state.pending[0])]

    def is_terminal(self, state: State) -> bool:
        return bool(state.result)

    def current_side(self, state: State) -> str | None:
        return current_side(state)

    turn_name = "Turn"

    def describe(self, state: State) -> Mapping[str, object]:
        """Where the game stands: the turn, the phase and its number in the turn's sequence [5.0, 17.0]."""
        phases = ADVANCED_PHASES if state.level == "advanced" else PHASES
        out: dict[str, object] = {"turn": state.position.turn, "phase": f"{state.phase.replace('_', ' ')} phase"}
        if state.phase in phases:
            out["phase_number"] = phases.index(state.phase) + 1
        return out

    def sides(self, state: State) -> tuple[str, ...]:
        """The sides playing, in the order their ships are listed."""
        return state.position.sides

    def conceal(self, state: State, action: WSAction, side: str) -> str | None:
        """What ``side`` sees of another side's secret choice while it stays secret, else ``None``.

        Written orders stay face down until every order of the turn is written [7.2.5] (an order of this turn is
        among the orders written, which the turn's execution clears), boarding parties until both sides are done with
        the Boarding Phase [10.2.1], the shot a broadside is loaded with for ever [7.2.5]: the tests of
        :meth:`observe`.
        """
        owner = _ship_or_none(state.position, str(action.ship)) if action.ship else None
        if owner is None or owner.side == side:
            return None
        written = any(name == owner.name for name, _ in state.orders)  # this turn's orders, until they are revealed
        if action.verb == "order" and state.phase == "orders" and written:
            return f"{owner.side} writes an order for {owner.name}, face down until all orders are written [7.2.5]"
        if action.verb == "ahead":  # face down until the orders of the turn it is for are revealed [32.3, 7.2.5]
            turn = int(action.get("turn") or 0)
            if state.position.turn < turn or (state.position.turn == turn and state.phase == "orders"):
                return f"{owner.side} writes an order ahead for {owner.name}, face down until turn {turn} [32.3]"
        if action.verb == "load" and action.get("ammo") not in (None, "M"):  # the shot is never shown [7.2.5]
            return (
                f"{owner.side} reloads {owner.name}'s {action.get('broadside')} broadside, the shot face down [7.2.5]"
            )
        if action.verb in ("board", "defend", "transfer") and state.phase == "boarding":
            return f"{owner.side} sets a boarding party on {owner.name}, face down until both sides are done [10.2.1]"
        return None

    def observe(self, state: State, side: str) -> Observation:
        """What ``side`` may know: the other sides' written orders stay face down until every order of the turn is
        written [7.2.5], their boarding parties until both sides are done with the Boarding Phase [10.2.1], and in
        the Advanced Game the shot they have loaded is never shown (``?``) [7.2.5], nor, under reading
        ``reload_squares=hidden``, the reload squares left that would give double shot away [26.1.1]. Under command
        lag their orders written ahead stay face down too: each is for a turn still to come [32.3]."""
        pos = state.position
        theirs = {s.name for s in pos.ships if s.side != side}
        orders = {n for n, _ in state.orders if n in theirs} if state.phase == "orders" else set()
        ahead = {n for n, plots in state.ahead if n in theirs and plots}
        parties = {p.ship for p in state.parties if p.ship in theirs} if state.phase == "boarding" else set()
        loads = theirs if state.level == "advanced" else set()
        if not (orders or ahead or parties or loads):
            return Observation(side, state)
        seen = state.with_(
            orders=tuple((n, o) for n, o in state.orders if n not in orders),
            ahead=tuple((n, plots) for n, plots in state.ahead if n not in theirs),
            parties=tuple(p for p in state.parties if p.ship not in parties),
            position=pos.with_(
                ships=tuple(_load_hidden(s, state.readings) if s.name in loads else s for s in pos.ships)
            ),
        )
        words = [(orders, "order face down [7.2.5]"), (ahead, "orders written ahead face down [32.3]")]
        words += [(parties, "boarding party face down [10.2.1]"), (loads, "load face down [7.2.5]")]
        hidden = {
            name: "; ".join(w for names, w in words if name in names)
            for name in sorted(orders | ahead | parties | loads)
        }
        return Observation(side, seen, hidden)

    def place(self, state: State, text: str) -> Hex:
        """The hex named in an annotation (``J18``) on the scenario's map [2.2]."""
        return state.grid.parse(text)

    def winner(self, state: State) -> str | None:
        """The side that won (``"GB wins"``, ``"US wins on points"``) [14.1.4, 14.2.4]; ``None`` for a draw or while
        the game goes on."""
        side, _, rest = state.result.partition(" wins")
        return side if rest in ("", " on points") and side in state.position.sides else None

    def setup_with_readings(self, setup: Scenario, readings: Mapping[str, str]) -> Scenario:
        """The same scenario under other readings (``sailkit validate --readings``): ``readings`` switched on top of
        the scenario's own; an :class:`~sailkit.errors.UnknownChoiceError` names an unknown reading or option."""
        return setup.with_readings({**setup.readings.non_default(), **readings})

    def answer(self, state: State, question: str) -> Ruling:
        """The ruling a record's ``[%ruling fire Constitution Java]`` asks for at this point: the rulings desk's
        questions (``fire``, ``odds``, ``range``, ``targets``, ``attitude``, ``order``, ``grapple``, ``melee``,
        ``mortar``), asked of the position, level, Optional Rules and readings the game is played under."""
        from ...questions import ask
        from . import RULESET

        return ask(RULESET.load(".questions:DESK"), state, question)  # loaded, not imported: it imports this module

    def check_end(self, state: State, headers: Mapping[str, str]) -> None:
        """A record's ``Result`` header must be the result its main line reaches (``"Britain wins"``; a game not
        over has none) [14.1.4, 14.2.4], and its ``Final`` header the position there, as :mod:`.notation` writes it."""
        said = headers.get("Result")
        if said is not None and said != state.result:
            raise HeaderError(
                "Result",
                said,
                f"the result reached: {state.result!r}" if state.result else "none: the game is not over",
            )
        final = headers.get("Final")
        reached = write_position(state.position, state.grid)
        if final is not None and final != reached:
            differ = [part for part in reached.split(SEP) if part not in final.split(SEP)]
            raise HeaderError(
                "Final", final, "the position the main line reaches, which has " + "; ".join(differ or [reached])
            )


def _load_hidden(ship: Ship, readings: Readings) -> Ship:
    """``ship`` as the enemy sees her log [7.2.5]: the shot loaded as ``?``, and her reload squares left unknown
    (``-1``) under reading ``reload_squares=hidden`` [26.1.1]."""
    hidden = ship.with_(ammo=("?", "?"))
    return hidden.with_(reloads=-1) if readings["reload_squares"] == "hidden" else hidden


#: what each repair note mends [20.5.2]
REPAIRED = {"RH": "hull", "RG": "guns", "RR": "rigging"}


def _refused_note(state: State, ship: Ship, note: str) -> tuple[str, str] | None:
    """Why a note may not be written at all (and its rule), or ``None``: any note in the Basic Game [20.0], an anchor
    order where the scenario allows no anchoring [20.3], a repair of a part that is not damaged [20.5.7], an anchor
    with no cable left [20.3.7.1, 20.3.8.3]. Notes the rules void when carried out (a repair with a turn, full sails
    from a stop) are written and voided in execution instead [20.5.4, 20.4.1.3]."""
    if note and state.level != "advanced":
        return "orders carry notes (sails, anchors, repairs) only in the Advanced Game", "20.0"
    if note in ("A", "AB", "AS", "UA", "CUT") and not state.anchoring:
        return "this scenario allows no anchoring", "20.3"
    if note in REPAIRED and not repairs.damaged(ship)[tuple(REPAIRED).index(note)]:
        return f"{ship.name}'s {REPAIRED[note]} is not damaged: only damaged parts are repaired", "20.5.7"
    if note in ("A", "AB", "AS") and ship.anchors_left == 0 and not ship.anchor:
        return (
            f"{ship.name} has no anchor cable left (cut [20.3.7.1] or shot away): she may not anchor again",
            "20.3.8.3",
        )
    return None


def _ship_or_none(pos: Position, name: str) -> Ship | None:
    for s in pos.ships:
        if s.name == name:
            return s
    return None


def _why(state: State, action: WSAction, side: str | None) -> str:
    """A plain reason an action is refused."""
    if side is None:
        return f"{action} is not allowed: nobody has a decision to make now"
    ship = _ship_or_none(state.position, str(action.ship)) if action.ship else None
    if action.ship and ship is None:
        return f"{action} is not allowed: there is no ship {action.ship!r}"
    if action.verb != "done" and ship is not None and ship.side != side:
        return f"{action} is not allowed: it is {side}'s turn to act in the {state.phase} phase"
    if action.verb == "done" and action.side != side:
        return f"{action} is not allowed: it is {side}'s turn to act"
    if (
        action.verb == "grapple"
        and ship is not None
        and state.phase == "grappling"
        and not grapnel_sections(state, ship)
    ):
        return f"{action} is not allowed: {ship.name} has no crew section free to throw grapnels [9.1.10]"
    return f"{action} is not allowed in the {state.phase} phase now"


RULES = WoodenShipsRules()


# ---------------------------------------------------------------------------
# the game, with what each side may see
# ---------------------------------------------------------------------------


class WoodenShipsGame(EngineGame[State, WSAction]):
    """A game of Wooden Ships & Iron Men on a cursor in its record tree (see :class:`sailkit.engine.Game`)."""

    RULES = RULES

    def __init__(self, scenario: Scenario | None = None, readings: Mapping[str, str] | None = None) -> None:
        setup = (
            (scenario or frigate_duel()).with_readings(readings)
            if readings is not None
            else (scenario or frigate_duel())
        )
        super().__init__(RULES, setup)

    @classmethod
    def from_scenario(cls, scenario: Scenario | str, readings: Mapping[str, str] | None = None) -> WoodenShipsGame:
        from .scenarios import scenario as named

        return cls(named(scenario) if isinstance(scenario, str) else scenario, readings)

    def ruling(self) -> Ruling:
        """What the action that led here did; before any action, the set-up: each log as filled in and the readings
        that only act then (ship_scale, counter_ratings, french_44_guns) [3.2, 2.31, 20.1.5.1]."""
        if self.node.parent is None:
            from .setting_up import setup_ruling

            return setup_ruling(self.setup, self._tree.entries[self.node].state.position)
        return super().ruling()

    def to_text(self) -> str:
        """The record as text (what :meth:`save` writes), with a ``Result`` header once its main line has ended the
        game [14.1.4, 14.2.4] and none while it has not, wherever the cursor stands: ``sailkit validate`` holds the
        main line's end to it (``check_end``)."""
        headers = self.record().headers
        state = self._ensure(self.record().root.end()).state
        if state.result:
            headers["Result"] = state.result
        else:
            headers.pop("Result", None)
        return super().to_text()

    @property
    def position(self) -> Position:
        return self.state.position

    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def turn(self) -> int:
        return self.state.position.turn

    @property
    def result(self) -> str:
        return self.state.result

    @property
    def sides(self) -> tuple[str, ...]:
        return self.state.position.sides


__all__ = [
    "ADVANCED_PHASES",
    "PHASES",
    "RULES",
    "WoodenShipsGame",
    "WoodenShipsRules",
    "advance",
    "current_side",
    "options",
]
