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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ...engine import BaseRules
from ...engine import Game as EngineGame
from ...errors import IllegalActionError, UnknownChoiceError
from ...geometry.hexes import HexDirection, gap
from ...rulings import Ruling, Step
from . import ammunition, combat, locking, melee
from . import wind as wind_mod
from .actions import WSAction, remember_names
from .execution import Rolloff, retrace
from .fields import Broadside
from .movement import Mover, carry_out, format_plot, legal_plots
from .scenarios import Scenario, frigate_duel
from .ships import ship_type
from .state import Melee, Party, Position, Ship, Shot, State, Status, Task, Wind, pair
from .tables import DESTROYED_HULL, ONE_DIE, TWO_DICE, Hits, hit_result, melee_loss, split_table
from .victory import outcome

PHASES = ("unfouling", "orders", "execution", "grappling", "boarding", "combat", "melee", "reload")
#: the Advanced Game adds a Wind Phase first and a Full Sail Phase last [17.0]
ADVANCED_PHASES = ("wind", *PHASES, "full_sail")
HIDDEN_PHASES = ("orders", "boarding")


def wind_to(state: State) -> HexDirection:
    """Where the wind blows (the reading ``wind_arrow`` says how the marker is read) [8.2.1]."""
    d = state.position.wind.direction
    return d if state.readings["wind_arrow"] == "toward" else d.opposite()


def _ruling(question: str, verdict: str, steps: Sequence[Step], kind: str, **facts: Any) -> Ruling:
    return Ruling(question, verdict, tuple(steps), facts=facts, ruleset="wooden_ships", kind=kind)


# ---------------------------------------------------------------------------
# who may do what
# ---------------------------------------------------------------------------


def mover(state: State, ship: Ship) -> Mover:
    can = ship.status.fights and ship.crew_total > 0 and sum(ship.rigging) > 0 and not ship.all_in
    advanced = state.level == "advanced"
    return Mover(
        ship.counter,
        ship.full_speed if advanced and ship.full_sails else ship.battle_sail_speed,
        ship.rigging_sections_lost,
        0 if ship.no_turn else ship.turning,
        can_move=can,
        locked=state.position.locked(ship.name) or ship.anchor in ("A", "weigh"),
        advanced=advanced,
        after_stop=advanced and ship.stopped,
        after_turn=advanced and ship.ended_on_turn,
        becalmed=advanced and state.position.wind.velocity == 0,
        spring={"AB": "bow", "AS": "stern"}.get(ship.anchor, ""),
        wind_shadow=_wind_shadow(state, ship),
    )


def _wind_shadow(state: State, ship: Ship) -> int:
    if "37" not in state.optional:
        return 0
    from .optional import wind_shadow

    return wind_shadow(ship, state.position.ships, wind_to(state))[0]


def sail_notes(state: State, ship: Ship, plot: str) -> tuple[str, ...]:
    """The sail changes ``ship`` may note with ``plot`` [20.1.5.2]: to full sails if the wind and rigging section 1
    allow [18.2.2.1, 20.1.4] (after a stop only with a straight move and no turn [20.4.1.3]), back to battle sails."""
    if state.level != "advanced" or not ship.status.fights or ship.crew_total == 0:
        return ()
    if ship.full_sails:
        return ("BS",)
    if not wind_mod.full_sails_allowed(state.position.wind.velocity) or not ship.rigging or ship.rigging[0] == 0:
        return ()
    if ship.stopped and ("F" not in plot_elements_of(plot) or any(e in "LR" for e in plot_elements_of(plot))):
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
    turns = any(e in "LR" for e in plot_elements_of(plot))
    if not turns and ship.anchor != "weigh" and sum(1 for c in ship.crew if c > 0) >= 2:
        out += [code for code, damaged in zip(("RH", "RG", "RR"), _damaged(ship)) if damaged]
    return tuple(out)


def _damaged(ship: Ship) -> tuple[bool, bool, bool]:
    st = ship_type(ship.type_key)
    return (
        ship.hull < st.hull,
        sum(ship.guns) + sum(ship.carronades) < sum(st.guns) + sum(st.carronades),
        sum(ship.rigging) < sum(ship.rigging_full),
    )


def plot_elements_of(plot: str) -> tuple[str, ...]:
    from .movement import plot_elements

    return tuple(plot_elements(plot))


def needs_order(state: State, ship: Ship) -> bool:
    """A ship gets a written order unless she cannot move at all (she is given ``0``) [7.2.6]."""
    m = mover(state, ship)
    anchored = bool(ship.anchor) and not state.position.locked(ship.name)  # an anchored ship still notes UA or CUT
    return m.can_move and (not m.locked or anchored) and state.order_of(ship.name) is None


def _in_melee(state: State, name: str) -> bool:
    return any(name == m.target or name in m.attackers for m in state.melees)


def _unfoul_options(state: State, ship: Ship) -> list[WSAction]:
    out = []
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


def _grapple_options(state: State, ship: Ship) -> list[WSAction]:
    out = []
    pos = state.position
    for other in pos.ships:
        if other.side == ship.side or other.name == ship.name:
            continue
        if gap(ship.hexes, other.hexes) == 1 and ("grapple", ship.name, other.name) not in state.tried:
            out.append(WSAction("grapple", (ship.name, other.name)))
    for a, b in sorted(set(pos.grappled)):
        if ship.name in (a, b):
            other = b if ship.name == a else a
            if ("ungrapple", ship.name, other) not in state.tried:
                out.append(WSAction("ungrapple", (ship.name, other)))
    return out


def _boarding_options(state: State, ship: Ship) -> list[WSAction]:
    """Parties a ship may form [10.0-10.2]: OBP and DBP with an enemy she is locked to, TBP to a friend alongside."""
    if any(p.ship == ship.name for p in state.parties) or ship.note == "UA":  # weighing anchor: no melee [20.3.6.1]
        return []
    pos = state.position
    enemies = [pos.ship(n) for n in sorted(pos.partners(ship.name)) if pos.ship(n).side != ship.side]
    friends = [
        f.name
        for f in pos.ships
        if f.side == ship.side and f.name != ship.name and f.status.fights and gap(f.hexes, ship.hexes) == 1
    ]
    sections = len(melee.party_sections(ship, 3))
    if not (enemies or friends) or not sections:
        return []
    out = []
    busy = ship.in_rigging or ship.note in ("RH", "RG", "RR")  # changing sail or repairing: defend only [23.0, 20.5.6]
    if not busy:
        for e in enemies:
            out.extend(WSAction("board", (ship.name, e.name, n)) for n in range(1, sections + 1))
    if any(e.status.fights and e.crew_total for e in enemies):
        out.extend(WSAction("defend", (ship.name, n)) for n in range(1, sections + 1))
    for f in friends:  # a transfer party to a friend alongside [10.2.6]
        out.extend(WSAction("transfer", (ship.name, f, n)) for n in range(1, sections + 1))
    return out


def _fire_options(state: State, ship: Ship) -> list[WSAction]:
    if state.level == "advanced":
        return _advanced_fire_options(state, ship)
    out = []
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

    out = []
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
    return out


def _reload_options(state: State, ship: Ship) -> list[WSAction]:
    if ship.crew_total == 0 or _in_melee(state, ship.name) or ship.quiet:
        return []
    per_side = state.readings["reload_allowance"] == "one-per-side"
    out = []
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


@lru_cache(maxsize=4096)
def _order_actions(name: str, plots: tuple[str, ...]) -> tuple[WSAction, ...]:
    return tuple(WSAction("order", (name, p)) for p in plots)


PHASE_OPTIONS = {
    "unfouling": _unfoul_options,
    "grappling": _grapple_options,
    "boarding": _boarding_options,
    "combat": _fire_options,
    "reload": _reload_options,
}


def _ship_options(state: State, ship: Ship) -> list[WSAction]:
    if state.phase == "orders":
        if not needs_order(state, ship):
            return []
        plots = legal_plots(mover(state, ship), wind_to(state), state.grid, state.readings)
        out = list(_order_actions(ship.name, tuple(plots)))
        if state.level == "advanced":
            out += [WSAction("order", (ship.name, p, n)) for p in plots for n in order_notes(state, ship, p)]
        return out
    if not ship.status.fights or ship.crew_total == 0 or state.phase not in PHASE_OPTIONS:
        return []
    return PHASE_OPTIONS[state.phase](state, ship)


def options(state: State, side: str) -> list[WSAction]:
    """Every decision ``side`` may make now (``done`` aside)."""
    if state.result or state.pending or side in state.done:
        return []
    return [a for ship in state.position.ships if ship.side == side for a in _ship_options(state, ship)]


def _has_options(state: State, side: str) -> bool:
    if side in state.done:
        return False
    if state.phase == "orders":
        return any(s.side == side and needs_order(state, s) for s in state.position.ships)
    return any(ship.side == side and _ship_options(state, ship) for ship in state.position.ships)


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
        members = [pos.ship(n) for n in sorted(group)]
        if any(moved.get(s.name) or s.anchor for s in members):  # an anchor holds the group [20.3.3]
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


def _execute(state: State) -> tuple[State, list[Step]]:
    """Carry out every order at once and retrace it hex by hex [8.1.1, 8.3.1]; drift last [8.3.3]."""
    pos = state.position
    wind = wind_to(state)
    afloat = [s for s in pos.ships if s.afloat]
    plans = {
        s.name: carry_out(
            mover(state, s), split_order(state.order_of(s.name) or "0")[0], wind, state.grid, state.readings
        )
        for s in afloat
    }
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
        if p.stopped_at is not None or len(done) < len(p.done):
            steps.append(Step("7.2.7", f"{s.name}: written {p.written}, carried out {text}"))
        elif state.order_of(s.name):
            steps.append(Step("8.1.1", f"{s.name} carries out {text}"))
        moved_ship = s.moved_to(result.counters[s.name]).with_(still=0 if voluntary else s.still + 1, all_in=False)
        if state.level == "advanced":
            moved_ship = _advanced_after_move(state, s, moved_ship, done, steps)
        by_name[s.name] = moved_ship
    steps.extend(result.steps)
    new_pos = pos.with_(ships=tuple(by_name[s.name] for s in pos.ships))
    tasks = []
    for a, b in result.collisions:
        if pair(a, b) in new_pos.fouled:
            continue
        sa, sb = new_pos.ship(a), new_pos.ship(b)
        fs = (sa.full_sails, sb.full_sails) if state.level == "advanced" else (False, False)
        mod, _ = locking.fouling_modifier(sa, sb, moved[a], moved[b], len(plans[a].done), len(plans[b].done), fs)
        tasks.append(Task("foul", (a, b), mod))
        steps.append(Step("8.3.5", f"{a} and {b} roll for fouling (two dice {mod:+d}, 10 or more fouls)"))
    state = state.with_(
        position=new_pos,
        executed=tuple(executed),
        collisions=result.collisions,
        pending=tuple(tasks),
        phase="grappling",
        done=frozenset(),
        tried=frozenset(),
    )
    return state, steps


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
    pos, more = combat.surrenders(pos, hit)
    steps.extend(more)
    state, started = _start_melees(state.with_(position=pos, phase="melee", done=frozenset(), marked=False))
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
    criticals = []
    for index, shot in enumerate(state.shots):
        for part, text in enumerate(shot.hits):
            target = pos.ship(shot.target)
            hits = parse_hits(text)
            if state.level == "advanced":
                hits = combat.advanced_hits(hits, shot.aim, shot.ammo, target, state.readings)
                if hits.critical:
                    criticals.append(Task("critical", (index, part)))
            marked, more = combat.mark_hits(target, hits, pos.ship(shot.firer), state.readings)
            pos = pos.with_ship(marked)
            steps.extend(more)
    if criticals:
        steps.append(Step("16.1.2.2.1", f"{len(criticals)} starred result(s): two dice each on the Critical Hit Table"))
    return state.with_(position=pos, marked=True, pending=(*criticals, *state.pending)), steps


def _start_melees(state: State) -> tuple[State, list[Step]]:
    """Match attacking parties with their targets' defenders [12.2]; uncontested boarders capture at once [12.2.4, 12.2.7]."""
    pos = state.position
    steps: list[Step] = []
    melees = [m for m in state.melees]
    engaged = {m.target for m in melees}
    by_target: dict[str, list[str]] = {}
    pos, steps = _transfers(state, pos)
    for p in state.parties:
        if p.kind == "OBP" and p.target not in engaged:
            by_target.setdefault(p.target, []).append(p.ship)
    for target, attackers in sorted(by_target.items()):
        t = pos.ship(target)
        defenders = _defenders(state, target, attackers)
        if t.status.fights and t.crew_total and defenders:
            melees.append(Melee(target, tuple(attackers)))
            steps.append(Step("12.2.1", f"{', '.join(attackers)} board {target}: a melee"))
        else:
            pos, more = _capture(state.with_(position=pos), target, attackers)
            steps.extend(more)
    tasks = tuple(
        t for m in melees for t in (Task("melee", (m.target, "attackers")), Task("melee", (m.target, "defenders")))
    )
    return state.with_(position=pos, melees=tuple(melees), pending=tasks), steps


def _transfers(state: State, pos: Position) -> tuple[Position, list[Step]]:
    """Transfer parties cross to their friend, refilling her lost boxes latest loss first, at the worse of the two
    crews' quality; none crosses onto a ship that surrendered this turn [12.1.1-12.1.4]."""
    from .criticals import QUALITIES

    steps: list[Step] = []
    for p in state.parties:
        if p.kind != "TBP":
            continue
        src, dst = pos.ship(p.ship), pos.ship(p.target)
        if not dst.status.fights or dst.side != src.side:
            steps.append(Step("12.1.2", f"{p.ship}'s transfer party stays aboard: {p.target} has surrendered"))
            continue
        moving = melee.boxes(src, p)
        full = ship_type(dst.type_key).crew
        crew = list(dst.crew)
        room = [full[i] - crew[i] if i < len(full) else 0 for i in range(len(crew))]
        for i in reversed(range(len(crew))):  # the latest losses are in the highest section
            add = min(max(room[i], 0), moving)
            crew[i] += add
            moving -= add
        sent = melee.boxes(src, p) - moving
        src_crew = list(src.crew)
        left = sent
        for i in p.sections:
            take = min(src_crew[i], left)
            src_crew[i] -= take
            left -= take
        worse = max(src.quality, dst.quality, key=QUALITIES.index)
        pos = pos.with_ship(src.with_(crew=tuple(src_crew)))
        pos = pos.with_ship(dst.with_(crew=tuple(crew), quality=worse))
        steps.append(Step("12.1.3", f"{sent} box(es) cross from {p.ship} to {p.target}, now a {worse} crew [12.1.4]"))
    return pos, steps


def _defenders(state: State, target: str, attackers: Sequence[str]) -> list[Party]:
    """The target's DBP, or its OBP aimed back at one of the attackers [12.2.2, 12.2.3]."""
    out = [p for p in state.parties if p.ship == target and p.kind == "DBP"]
    if not out:
        out = [p for p in state.parties if p.ship == target and p.kind == "OBP" and p.target in attackers]
    return out


def _capture(state: State, target: str, attackers: Sequence[str]) -> tuple[Position, list[Step]]:
    """The boarders take the ship: their surviving boxes become her prize crew, her crew prisoners [12.4.2, 12.4.7, 12.4.10]."""
    from . import prizes

    pos = state.position
    parties = [p for p in state.parties if p.kind == "OBP" and p.ship in attackers and p.target == target]
    first = pos.ship(attackers[0])
    prize = sum(melee.boxes(pos.ship(p.ship), p) for p in parties)
    for p in parties:
        s = pos.ship(p.ship)
        crew = list(s.crew)
        for i in p.sections:
            crew[i] = 0
        pos = pos.with_ship(s.with_(crew=tuple(crew)))
    taken = prizes.take(pos.ship(target), first.side, prize, first.quality)
    steps = [
        Step(
            "12.4.2",
            f"{target} is taken by {', '.join(attackers)}; {prize} box(es) go aboard as her prize crew, "
            f"{taken.prisoners} of her crew are prisoners [12.4.7]",
        )
    ]
    held, step = prizes.hold(taken, state.readings)
    if step is not None:
        steps.append(step)
    return pos.with_ship(held), steps


def _recoveries(pos: Position) -> tuple[Position, list[Step]]:
    """A ship that surrendered without striking, not taken, with a fighting friend within 5 hexes fights on [11.4.5]."""
    steps = []
    for s in pos.ships:
        if s.status in (Status.FIREPOWER, Status.IMMOBILE) and not s.captured:
            friends = [
                f
                for f in pos.ships
                if f.side == s.side and f.name != s.name and f.status.fights and gap(f.hexes, s.hexes) <= 5
            ]
            if friends:
                pos = pos.with_ship(s.with_(status=Status.ACTIVE))
                steps.append(Step("11.4.5", f"{friends[0].name} is within 5 hexes: {s.name} hoists her colours again"))
    return pos, steps


def _end_turn(state: State) -> tuple[State, list[Step]]:
    pos = state.position
    turn = pos.turn + 1
    steps = [Step("5.0", f"turn {turn} begins")]
    pos, more = _recoveries(pos)
    steps += more
    melees = tuple(Melee(m.target, m.attackers) for m in state.melees)
    if state.level == "advanced":
        pos = pos.with_(
            ships=tuple(s.with_(fallen=(max(0, s.fallen[0] - 1), max(0, s.fallen[1] - 1))) for s in pos.ships)
        )
    carried = tuple(p for p in state.parties if any(p.ship == m.target or p.ship in m.attackers for m in melees))
    new = state.with_(
        position=pos.with_(turn=turn),
        phase="wind" if state.level == "advanced" else "unfouling",
        rolled_wind=False,
        done=frozenset(),
        orders=(),
        executed=(),
        rolloffs=(),
        collisions=(),
        tried=frozenset(),
        parties=carried,
        melees=melees,
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
        return _wind_phase(state)
    if phase == "unfouling":
        return state.with_(phase="orders", done=frozenset()), []
    if phase == "orders":
        written = [s.name for s in state.position.ships if state.order_of(s.name)]
        step = Step("7.2.5", f"all orders are written and revealed ({len(written)} ship(s) ordered)")
        return state.with_(phase="execution", done=frozenset()), [step]
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
        return state.with_(phase="reload", done=frozenset()), []
    if phase == "reload" and state.level == "advanced":
        return _full_sail_phase(state)
    return _end_turn(state)


def _wind_phase(state: State) -> tuple[State, list[Step]]:
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
    return state.with_(phase="unfouling", done=frozenset(), pending=doomed + burning), steps


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
    pos, more = _anchors_and_repairs(state, pos)
    steps += more
    new, more = _end_turn(state.with_(position=pos))
    return new, steps + more


def _anchors_and_repairs(state: State, pos: Position) -> tuple[Position, list[Step]]:
    """Anchor orders take hold for the next turn [20.3.2, 20.3.6, 20.3.7]; repairs progress, two boxes back after three turns [26.2]."""
    steps: list[Step] = []
    for s in pos.ships:
        changes: dict[str, object] = {"note": "", "quiet": False}
        if s.note in ("A", "AB", "AS"):
            changes["anchor"] = s.note
            steps.append(Step("20.3.2", f"{s.name} is at anchor ({s.note}) from next turn"))
        elif s.note == "UA":
            changes["anchor"] = "weigh" if s.anchor in ("A", "AB", "AS") else ""
            what = "starts weighing anchor" if changes["anchor"] else "has weighed anchor: free next turn"
            steps.append(Step("20.3.6", f"{s.name} {what}"))
        elif s.note == "CUT":
            changes.update(anchor="", anchors_left=0)
            steps.append(Step("20.3.7", f"{s.name} cuts her cable: free next turn, and may not anchor again"))
        elif s.note in ("RH", "RG", "RR"):
            changes.update(_repair(state, s, steps))
        if s.note or s.quiet:
            pos = pos.with_ship(s.with_(**changes))
    return pos, steps


def _repair(state: State, s: Ship, steps: list[Step]) -> dict[str, object]:
    """One turn of repair, if nothing the rules forbid was done [26.2]; on the third, two boxes are erased [26.2.3]."""
    reloaded = s.name in state.reloaded or any(k.startswith(f"{s.name}/") for k in state.reloaded)
    collided = any(s.name in p for p in state.collisions)
    sections = sum(1 for c in s.crew if c > 0)
    if reloaded or collided or _in_melee(state, s.name) or s.sail_order or sections < 2:
        steps.append(Step("26.2", f"{s.name} could not work at her repair this turn"))
        return {}
    kind = ("RH", "RG", "RR").index(s.note)
    done = list(s.repairs)
    done[kind] += 1
    if done[kind] < 3:
        steps.append(Step("26.2.2", f"{s.name}: repair turn {done[kind]} of 3"))
        return {"repairs": tuple(done)}
    done[kind] = 0
    steps.append(Step("26.2.3", f"{s.name} finishes a repair: two boxes are restored"))
    return {"repairs": tuple(done), **_restored(s, kind)}


def _restored(s: Ship, kind: int) -> dict[str, object]:
    st = ship_type(s.type_key)
    if kind == 0:
        return {"hull": min(st.hull, s.hull + 2)}
    if kind == 1:
        guns, carr, left = list(s.guns), list(s.carronades), 2
        for pool, full in ((guns, st.guns), (carr, st.carronades)):
            for i in (0, 1):
                add = min(full[i] - pool[i], left)
                pool[i] += add
                left -= add
        return {"guns": tuple(guns), "carronades": tuple(carr)}
    rig, left = list(s.rigging), 2
    for i in reversed(range(len(rig))):
        add = min(s.rigging_full[i] - rig[i], left)
        rig[i] += add
        left -= add
    return {"rigging": tuple(rig)}


def advance(state: State) -> tuple[State, list[Step]]:
    """Run the game on until a decision or a die is wanted, or the game is over."""
    steps: list[Step] = []
    for _ in range(1000):
        if state.result or state.pending:
            return state, steps
        if state.phase not in ("execution", "melee") and current_side(state) is not None:
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
    plan = carry_out(mover(state, ship), written, wind_to(state), state.grid, state.readings)
    new = state.with_(orders=(*state.orders, (name, f"{written} {note}" if note else written)))
    verdict = f"{name}'s order {written} is written" + (
        "" if plan.stopped_at is None else f" (only {plan.text} can be carried out)"
    )
    return new, Ruling(
        f"what does {a} do?",
        verdict,
        plan.ruling.steps,
        plan.ruling.readings,
        facts=dict(plan.ruling.facts),
        ruleset="wooden_ships",
        kind="movement",
    )


def _attempt(state: State, a: WSAction) -> tuple[State, Ruling]:
    """``unfoul``, ``grapple`` or ``ungrapple``: note the attempt and ask for two dice."""
    pos = state.position
    ship = pos.ship(str(a.ship))
    other = pos.ship(str(a.args[1]))
    in_melee = _in_melee(state, ship.name) or _in_melee(state, other.name)
    advanced = state.level == "advanced"
    if a.verb == "unfoul":
        at_fs = sum(1 for s in (ship, other) if s.full_sails) if advanced else 0
        sacrifice = a.get("sacrifice") == "sacrifice"
        mod, steps = locking.unfouling_modifier(ship, in_melee, sacrifice, at_fs)
        if sacrifice:
            ship, _ = combat.mark_hits(ship, Hits(rigging=1), ship, state.readings)
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
    else:
        mod, steps = locking.ungrappling_modifier(ship, in_melee, pos.wind.velocity, advanced)
        case = "9.2.1"
    key = (
        (a.verb, *sorted((ship.name, other.name)))
        if a.verb == "unfoul" and state.readings["unfouling_rolls"] == "one-per-pair"
        else (a.verb, ship.name, other.name)
    )
    new = state.with_(tried=state.tried | {key}, pending=(Task(a.verb, (ship.name, other.name), mod),))
    odds = locking.odds(mod)
    verdict = f"two dice {mod:+d}: 10 or more succeeds (chance {odds})"
    return new, _ruling(
        f"what does {a} do?",
        verdict,
        (Step(case, f"{ship.name} tries to {a.verb} {other.name}"), *steps),
        "dice",
        odds=odds,
    )


def _board(state: State, a: WSAction) -> tuple[State, Ruling]:
    ship = state.position.ship(str(a.ship))
    n = int(a.get("sections") or 0)
    sections = melee.party_sections(ship, n)
    kind = {"board": "OBP", "defend": "DBP", "transfer": "TBP"}[a.verb]
    party = Party(ship.name, kind, sections, str(a.target or a.get("friend") or ""))
    live = [i for i, c in enumerate(ship.crew) if c > 0]
    all_in = kind == "OBP" and set(live) <= set(sections)
    pos = state.position.with_ship(ship.with_(all_in=True)) if all_in else state.position
    steps = [
        Step("10.1.2.1", f"{ship.name} forms a {kind} of crew section(s) {', '.join(str(i + 1) for i in sections)}")
    ]
    if kind == "DBP" and ship.note in ("RH", "RG", "RR"):
        pos = pos.with_ship(pos.ship(ship.name).with_(note=""))
        steps.append(Step("20.5.6", "the repair crew turns to defend: the repair is off"))
    if kind == "DBP" and ship.in_rigging:
        pos = pos.with_ship(pos.ship(ship.name).with_(sail_order=""))
        steps.append(Step("23.0", "the men in the rigging come down to defend: the sail change is off"))
    if all_in:
        steps.append(Step("10.2.5", "every section boards: she may not fire now nor move next turn"))
    return state.with_(position=pos, parties=(*state.parties, party)), _ruling(
        f"what does {a} do?", f"a {kind} is formed", steps, "boarding"
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
        number = combat.advanced_fire_number(pos, ship, side, target, section, state.readings, away, state.optional)
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
    return new, Ruling(
        f"what does {a} do?",
        number.ruling.verdict,
        steps,
        number.ruling.readings,
        value=number.table,
        facts=dict(number.ruling.facts),
        ruleset="wooden_ships",
        kind="fire",
    )


def _load(state: State, a: WSAction) -> tuple[State, Ruling]:
    ship = state.position.ship(str(a.ship))
    side = Broadside.parse(str(a.broadside))
    i = 0 if side is Broadside.L else 1
    loaded = tuple(True if k == i else v for k, v in enumerate(ship.loaded))
    key = f"{ship.name}/{side.value}" if state.readings["reload_allowance"] == "one-per-side" else ship.name
    ammo = str(a.get("ammo") or "R")
    changes: dict[str, object] = {"loaded": loaded}
    steps = [Step("13.1", f"{ship.name} reloads her {side.value} broadside with {ammunition.NAMES[ammo]}")]
    if state.level == "advanced":
        changes["ammo"] = tuple(ammo if k == i else v for k, v in enumerate(ship.ammo))
        left = max(0, ship.reloads - ammunition.cost(ammo))
        changes["reloads"] = left
        steps.append(Step("26.1.1", f"{ammunition.cost(ammo)} reload square(s) used, {left} left"))
    new = state.with_(position=state.position.with_ship(ship.with_(**changes)), reloaded=state.reloaded | {key})
    return new, _ruling(f"what does {a} do?", "loaded", steps, "reload")


# ---------------------------------------------------------------------------
# dice
# ---------------------------------------------------------------------------


def _dice_of(task: Task) -> list[tuple[int, Fraction]]:
    if task.kind == "rolloff":
        return [(1, Fraction(1, 2)), (2, Fraction(1, 2))]
    if task.kind in ("foul", "unfoul", "grapple", "ungrapple", "wind", "critical"):
        return sorted(TWO_DICE.items())
    return sorted(ONE_DIE.items())


def _resolve(state: State, die: int) -> tuple[State, Ruling]:
    task, rest = state.pending[0], state.pending[1:]
    state = state.with_(pending=rest)
    pos = state.position
    if task.kind == "rolloff":
        a, b, step = task.args
        winner = a if die == 1 else b
        ruling = _ruling(
            "who wins the roll-off?",
            f"{winner} keeps the hex",
            (Step("8.3.2", f"roll-off at step {step}: {winner} wins"),),
            "dice",
        )
        return state.with_(rolloffs=(*state.rolloffs, (a, b, step, winner))), ruling
    if task.kind in ("foul", "unfoul", "grapple", "ungrapple"):
        return _resolve_lock(state, task, die)
    if task.kind in ADVANCED_DICE:
        return ADVANCED_DICE[task.kind](state, task, die)
    if task.kind == "fire":
        (index,) = task.args
        shot = state.shots[index]
        parts = split_table(shot.table)
        table = parts[len(shot.rolls)]
        hits = hit_result(table, shot.aim, die)
        shots = tuple(replace_shot(s, die, str(hits)) if k == index else s for k, s in enumerate(state.shots))
        step = Step(
            "11.2.6" if len(parts) == 1 else "16.1.2.1",
            f"Hit Table {table}, {shot.aim}, die {die}: {hits} on {shot.target} (marked at the end of the phase)",
        )
        if len(shot.rolls) + 1 < len(parts):
            state = state.with_(pending=(Task("fire", (index,)), *state.pending))
        return state.with_(shots=shots), _ruling(
            f"what does {shot.firer}'s broadside do?", str(hits), (step,), "hits", table=shot.table, die=die
        )
    return _resolve_melee(state, task, die, pos)


# ---- the Advanced Game's dice: wind [18.1.3], storms [18.2.2.1], sinking and exploding [24.3] ----


def _wind_roll(state: State, task: Task, total: int) -> tuple[State, Ruling]:
    wind = state.position.wind
    if not wind_mod.changes(wind, total, state.readings):
        return state, _ruling(
            "does the wind change?", "no change", (Step("18.1.3", f"two dice: {total}: no change"),), "wind"
        )
    step = Step("18.1.3", f"two dice: {total}, a change number: a die for direction, a die for velocity")
    tasks = (Task("wind_direction"), Task("wind_velocity"), *state.pending)
    return state.with_(pending=tasks), _ruling("does the wind change?", "the wind changes", (step,), "wind")


def _wind_direction(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    wind, step = wind_mod.turned(state.position.wind, die)
    new = state.with_(position=state.position.with_(wind=wind))
    return new, _ruling("which way does the wind turn?", f"blowing toward {wind.direction.number}", (step,), "wind")


def _wind_velocity(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    before = state.position.wind.velocity
    wind, step = wind_mod.strengthened(state.position.wind, die)
    pos = state.position.with_(wind=wind)
    steps = [step]
    pending = state.pending
    if before == wind_mod.GALE and wind.velocity == wind_mod.STORM:
        at_fs = [s for s in pos.ships if s.full_sails and s.afloat]
        for s in at_fs:
            pos = pos.with_ship(s.with_(full_sails=False, sail_order=""))
        pending = (*(Task("storm_rigging", (s.name,)) for s in at_fs), *pending)
        steps.append(Step("18.2.2.1", "a storm: full sails are taken in, at a cost in rigging (half a die each)"))
    new = state.with_(position=pos, pending=pending)
    if "33" in state.optional:
        new = new.with_(pending=(Task("change_number"), *new.pending))
        steps.append(Step("33.0", "a die on the Changing Wind Number Chart for the new change numbers"))
    if wind.velocity == wind_mod.HURRICANE:
        ruling = outcome(pos, last_turn_over=True)
        steps.append(Step("18.2.2.2", "a hurricane: the game ends; the points decide"))
        steps.extend(ruling.steps)
        new = new.with_(result=ruling.verdict or "draw", pending=())
    return new, _ruling("how strong is the wind now?", f"velocity {wind.velocity}", steps, "wind")


def _storm_rigging(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    (name,) = task.args
    ship = state.position.ship(name)
    lose = wind_mod.storm_rigging_loss(die)
    marked, steps = combat.mark_hits(ship, Hits(rigging=lose), ship, state.readings)
    steps.insert(0, Step("18.2.2.1", f"die {die}: {name} loses {lose} rigging box(es) taking in full sails"))
    return state.with_(position=state.position.with_ship(marked)), _ruling(
        "what does the storm cost?", f"{lose} rigging", steps, "wind"
    )


def _destroyed_hull(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    (name,) = task.args
    fate = DESTROYED_HULL[die]
    ship = state.position.ship(name)
    step = Step("24.3.2", f"die {die} on the Destroyed Hull Table: {name} {'strikes' if fate == 'strike' else fate}")
    doom = {"may sink": "sink", "may explode": "explode"}.get(fate, "")
    pos = state.position.with_ship(ship.with_(doom=doom)) if doom else state.position
    return state.with_(position=pos), _ruling(f"what becomes of {name}'s hull?", fate, (step,), "doom")


def _doom(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    (name,) = task.args
    ship = state.position.ship(name)
    if die != 6:
        step = Step("24.3.2.2", f"die {die}: {name} does not {ship.doom} this turn")
        return state, _ruling(f"does {name} {ship.doom}?", "not yet", (step,), "doom")
    pos = state.position
    steps = []
    if ship.doom == "sink":
        pos = pos.with_ship(ship.with_(status=Status.SUNK))
        steps.append(Step("24.3.2.2", f"a 6: {name} sinks and is taken off the map"))
    else:
        pos = pos.with_ship(ship.with_(status=Status.EXPLODED))
        steps.append(Step("24.3.2.3", f"a 6: {name} blows up and is taken off the map"))
        table = min(10, 2 * _one_hex_rake_value(ship))
        near = [s for s in pos.ships if s.afloat and s.name != name and gap(s.hexes, ship.hexes) == 1]
        steps += [Step("24.3.2.3.1", f"{s.name}, alongside, takes a rigging shot on Table {table}") for s in near]
        state = state.with_(pending=(*(Task("explosion", (s.name, table)) for s in near), *state.pending))
    return state.with_(position=pos), _ruling(f"does {name} {ship.doom}?", ship.doom, steps, "doom")


def _one_hex_rake_value(ship: Ship) -> int:
    """The bracketed 1-hex value of the HDT for her undamaged guns and carronades on one side [24.3.2.3.1]."""
    from .tables import HDT_CELLS, band_index

    st = ship_type(ship.type_key)
    return HDT_CELLS[band_index(max(1, st.guns[0] + st.carronades[0]))][0][1]


def _explosion(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    name, table = task.args
    ship = state.position.ship(name)
    hits = combat.advanced_hits(hit_result(table, "rigging", die), "rigging", "R", ship, state.readings)
    marked, steps = combat.mark_hits(ship, hits, ship, state.readings)
    steps.insert(0, Step("24.3.2.3.1", f"Table {table}, rigging, die {die}: {hits}"))
    return state.with_(position=state.position.with_ship(marked)), _ruling(
        f"what does the explosion do to {name}?", str(hits), steps, "hits"
    )


def _critical(state: State, task: Task, total: int) -> tuple[State, Ruling]:
    """Two dice on the Critical Hit Table under the broadside's aim [16.1.2.2.1]."""
    from . import criticals
    from .tables import parse_hits

    index, part = task.args
    shot = state.shots[index]
    table = split_table(shot.table)[part]
    pos = state.position
    target = pos.ship(shot.target)
    effect = criticals.effect_of(shot.aim, total)
    steps = [Step("16.1.2.2.1", f"two dice {total}, {shot.aim}: {effect}")]
    pending = state.pending
    if effect in criticals.QUALIFYING:
        pending = (Task("qualify", (effect, target.name, table, shot.range)), *pending)
        steps.append(Step("16.1.2.2", f"a die of {table} or less (the Hit Table fired) makes it happen"))
    elif effect == "demoral":
        pending = (Task("demoralise", (target.name,)), *pending)
    elif effect == "helm":
        pos = pos.with_ship(target.with_(no_turn=True))
        steps.append(Step("16.1.2.2", f"{target.name}'s helm is destroyed: no turning next Movement Phase"))
    elif effect in ("fallenL", "fallenR"):
        changed, boxes, step = criticals.fallen_rigging(target, 0 if effect == "fallenL" else 1)
        changed, more = combat.mark_hits(changed, Hits(rigging=boxes), changed, state.readings)
        pos = pos.with_ship(changed)
        steps += [step, *more]
    elif effect == "sailcrew" and target.in_rigging:
        changed, more = combat.mark_hits(target, Hits(crew=1), target, state.readings)
        pos = pos.with_ship(changed)
        steps += [Step("16.1.2.2", "the men in the rigging are hit"), *more]
    elif effect == "rudder":
        changed, step = criticals.rudder(target, shot.rake == "bow")
        pos = pos.with_ship(changed)
        steps.append(step)
    elif (effect == "rakeR" and shot.rake) or (effect == "fsR" and target.full_sails):
        again = combat.advanced_hits(parse_hits(shot.hits[part]), shot.aim, shot.ammo, target, state.readings).rigging
        changed, more = combat.mark_hits(target, Hits(rigging=again), target, state.readings)
        pos = pos.with_ship(changed)
        steps += [Step("16.1.2.2", f"double rigging hits: {again} more"), *more]
    else:
        steps.append(Step("16.1.2.2.4", "no effect"))
    return state.with_(position=pos, pending=pending), _ruling(
        "what does the critical hit do?", effect, steps, "critical"
    )


def _qualify(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    from . import criticals

    effect, name, table, rng = task.args
    ship = state.position.ship(name)
    if not criticals.qualifies(die, table):
        return state, _ruling(
            "does it happen?", "no", (Step("16.1.2.2", f"die {die} is over Table {table}: no effect"),), "critical"
        )
    pos, pending = state.position, state.pending
    if effect == "mast":
        changed, step = criticals.mast_falls(ship, state.readings["rigging_loss_order"] == "section-1-first")
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
    return state.with_(position=pos, pending=pending), _ruling("does it happen?", effect, (step,), "critical")


def _demoralise(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    from . import criticals

    (name,) = task.args
    changed, step = criticals.demoralised(state.position.ship(name), die)
    return state.with_(position=state.position.with_ship(changed)), _ruling(
        "does the crew lose heart?", changed.quality, (step,), "critical"
    )


def _fire_start(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    (name,) = task.args
    ship = state.position.ship(name)
    if die == 6:
        changed = ship.with_(doom="explode")
        step = Step("16.1.2.2", f"die 6: the fire aboard {name} is out of control; she may explode [24.3.2.3]")
    else:
        changed = ship.with_(on_fire=True)
        step = Step("16.1.2.2", f"die {die}: {name} is on fire; her crew fight it each Unfouling Phase")
    return state.with_(position=state.position.with_ship(changed)), _ruling(
        "how bad is the fire?", step.reason, (step,), "critical"
    )


def _magazine(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    name, rng = task.args
    if die + rng <= 4:
        doomed = state.with_(pending=(Task("doom", (name,)), *state.pending))
        ship = state.position.ship(name).with_(doom="explode")
        step = Step("16.1.2.2", f"die {die} + range {rng} = {die + rng}: the magazine blows")
        new, r = _doom(
            doomed.with_(position=state.position.with_ship(ship), pending=state.pending), Task("doom", (name,)), 6
        )
        return new, _ruling("does the magazine blow?", "explodes", (step, *r.steps), "critical")
    step = Step("16.1.2.2", f"die {die} + range {rng} = {die + rng}: no explosion, but she is on fire")
    return state.with_(pending=(Task("fire_start", (name,)), *state.pending)), _ruling(
        "does the magazine blow?", "fire", (step,), "critical"
    )


def _fire_roll(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    from . import criticals

    (name,) = task.args
    changed, burnt, step = criticals.fire_roll(state.position.ship(name), die)
    steps = [step]
    if burnt:
        changed, more = combat.mark_hits(changed, Hits(rigging=1), changed, state.readings)
        steps += more
    pos, more = combat.surrenders(state.position.with_ship(changed), [name])
    return state.with_(position=pos), _ruling(
        "does the fire burn on?", "out" if not changed.on_fire else "burning", (*steps, *more), "critical"
    )


def _change_number(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    from .optional import CHANGE_NUMBERS

    w = state.position.wind
    numbers = CHANGE_NUMBERS[die]
    wind = Wind(w.direction, w.velocity, w.initial, numbers)
    step = Step("33.0", f"die {die}: the wind now changes on {' or '.join(map(str, numbers))}")
    return state.with_(position=state.position.with_(wind=wind)), _ruling(
        "what changes the wind now?", str(numbers), (step,), "wind"
    )


ADVANCED_DICE = {
    "change_number": _change_number,
    "critical": _critical,
    "qualify": _qualify,
    "demoralise": _demoralise,
    "fire_start": _fire_start,
    "magazine": _magazine,
    "fire_roll": _fire_roll,
    "wind": _wind_roll,
    "wind_direction": _wind_direction,
    "wind_velocity": _wind_velocity,
    "storm_rigging": _storm_rigging,
    "destroyed_hull": _destroyed_hull,
    "doom": _doom,
    "explosion": _explosion,
}


def replace_shot(shot: Shot, die: int, hits: str) -> Shot:
    from dataclasses import replace

    return replace(shot, rolls=(*shot.rolls, die), hits=(*shot.hits, hits))


def _resolve_lock(state: State, task: Task, total: int) -> tuple[State, Ruling]:
    a, b = task.args
    ok = locking.locks(total, task.modifier)
    pos = state.position
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
    ruling = locking.roll_ruling(
        f"does the {task.kind} roll of {a} and {b} succeed?", verb, total, task.modifier, (), case
    )
    return state.with_(position=pos), ruling


def _resolve_melee(state: State, task: Task, die: int, pos: Position) -> tuple[State, Ruling]:
    target, who = task.args
    m = next(x for x in state.melees if x.target == target)
    dice = (*m.dice, die)
    if who == "attackers":
        melees = tuple(Melee(x.target, x.attackers, x.round, dice) if x.target == target else x for x in state.melees)
        return state.with_(melees=melees), _ruling(
            "the attackers' melee die",
            str(die),
            (Step("12.3.2", f"the ship(s) boarding {target} roll {die}"),),
            "melee",
        )
    ships = {s.name: s for s in pos.ships}
    attack = [p for p in state.parties if p.kind == "OBP" and p.target == target and p.ship in m.attackers]
    defend = _defenders(state, target, m.attackers)
    raked = [shot.target for shot in state.shots if shot.rake]
    a_tms, d_tms = melee.tms(ships, attack), melee.tms(ships, defend, raked)
    a_loss, d_loss = melee_loss(d_tms, dice[1]), melee_loss(a_tms, dice[0])
    ships = melee.take_losses(ships, defend, d_loss)
    ships = melee.take_losses(ships, attack, a_loss)
    pos = pos.with_(ships=tuple(ships[s.name] for s in pos.ships))
    from . import prizes

    for name in (target, *m.attackers):  # a prize crew cut down in the melee loses her [12.4.8, 12.4.9]
        held, step = prizes.hold(pos.ship(name), state.readings)
        if step is not None:
            pos = pos.with_ship(held)
    a_after, d_after = melee.tms(ships, attack), melee.tms(ships, defend, raked)
    steps = [
        Step("12.3.1", f"boarders' strength {a_tms}, defenders' {d_tms}"),
        Step("12.3.2", f"dice {dice[0]} and {dice[1]}: defenders lose {d_loss}, boarders lose {a_loss}"),
    ]
    winner = melee.decided(a_after, d_after, state.readings)
    rnd = m.round + 1
    rest = tuple(x for x in state.melees if x.target != target)
    state = state.with_(position=pos)
    if winner == "attackers":
        pos, more = _capture(state, target, m.attackers)
        steps.extend([Step("12.3.3", f"strength {a_after} against {d_after}: the boarders win"), *more])
        state = state.with_(position=pos, melees=rest)
    elif winner == "defenders":
        steps.append(Step("12.3.3", f"strength {a_after} against {d_after}: the boarders are beaten off"))
        state = state.with_(melees=rest)
    else:
        kept = Melee(target, m.attackers, rnd, ())
        state = state.with_(melees=(*rest, kept))
        if rnd < 3:
            state = state.with_(
                pending=(Task("melee", (target, "attackers")), Task("melee", (target, "defenders")), *state.pending)
            )
        else:
            steps.append(Step("12.3.3", "three rounds fought: the melee goes on next turn"))
    verdict = {"attackers": f"{target} is captured", "defenders": "the boarders are beaten off"}.get(
        winner, f"round {rnd} fought"
    )
    return state, _ruling(
        f"what happens in the melee for {target}?",
        verdict,
        steps,
        "melee",
        readings=(("melee_victory", state.readings["melee_victory"]),),
    )


# ---------------------------------------------------------------------------
# the rule set
# ---------------------------------------------------------------------------


class WoodenShipsRules(BaseRules):
    """Wooden Ships & Iron Men (Tournament Edition 1.2b) for :class:`sailkit.engine.Game`."""

    key = "wooden_ships"
    title = "Wooden Ships & Iron Men"

    def start(self, setup: Scenario) -> State:
        setup.check()
        remember_names([n for spec in setup.ships for n in (spec.name, spec.side)])
        r = setup.readings
        grid = setup.grid
        ships = []
        for spec in setup.ships:
            st = ship_type(spec.type_key, r)
            if setup.level == "basic" and r["ship_scale"] == "halved":
                st = st.basic_scale()
            turning, full_speed = st.counter_ratings(r)
            ships.append(
                Ship(
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
                    full_speed=full_speed if setup.level == "advanced" else 0,
                )
            )
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
        )
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
        if state.phase == "orders":  # every ship must have an order: no passing [7.2.6]
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
                return action
        ship = _ship_or_none(state.position, str(action.ship)) if action.ship else None
        if side is not None and ship is not None and ship.side == side and action.verb != "order":
            if action in _ship_options(state, ship):  # only this ship's choices need listing
                return action
        elif action in self.legal_actions(state):
            return action
        raise IllegalActionError(_why(state, action, side), action.case)

    def apply_action(self, state: State, action: WSAction) -> tuple[State, Ruling]:
        verb = action.verb
        if verb == "roll":
            state, ruling = _resolve(state, int(action.die or 0))
        elif verb == "order":
            state, ruling = _order(state, action)
        elif verb in ("unfoul", "grapple", "ungrapple"):
            state, ruling = _attempt(state, action)
        elif verb in ("board", "defend", "transfer"):
            state, ruling = _board(state, action)
        elif verb == "fire":
            state, ruling = _fire(state, action)
        elif verb == "load":
            state, ruling = _load(state, action)
        else:
            side = str(action.side)
            state = state.with_(done=state.done | {side})
            ruling = _ruling(
                f"what does {action} do?",
                f"{side} is done with the {state.phase} phase",
                (Step("5.0", f"{side} is done"),),
                "phase",
            )
        state, more = advance(state)
        if more:
            from dataclasses import replace

            ruling = replace(ruling, steps=(*ruling.steps, *more))
        return state, ruling

    def chance_outcomes(self, state: State) -> list[tuple[WSAction, Fraction]]:
        if not state.pending or state.result:
            return []
        return [(WSAction("roll", (d,)), p) for d, p in _dice_of(state.pending[0])]

    def is_terminal(self, state: State) -> bool:
        return bool(state.result)

    def current_side(self, state: State) -> str | None:
        return current_side(state)


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
    return f"{action} is not allowed in the {state.phase} phase now"


RULES = WoodenShipsRules()


# ---------------------------------------------------------------------------
# the game, with what each side may see
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SideView:
    """What one side may see: the position, and the ships whose orders or parties are still face down [7.2.5, 10.2.1]."""

    side: str
    position: Position
    phase: str
    hidden_orders: tuple[str, ...]
    hidden_parties: tuple[str, ...]
    orders: tuple[tuple[str, str], ...]
    parties: tuple[Party, ...]


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

    def view(self, side: str) -> SideView:
        """What ``side`` may see now: the other sides' written orders stay face down until all are written [7.2.5], and
        their boarding parties until both sides are done [10.2.1]; the load column is never shown to the enemy (the
        kind of shot is written ``?`` in the Advanced Game) [7.2.5]. The record keeps everything, for replay and after the game."""
        if side not in self.sides:
            raise UnknownChoiceError("side", side, self.sides)
        st = self.state
        pos = st.position
        hidden_orders: tuple[str, ...] = ()
        orders = st.orders
        if st.phase == "orders":
            hidden_orders = tuple(n for n, _ in st.orders if pos.ship(n).side != side)
            orders = tuple((n, p) for n, p in st.orders if n not in hidden_orders)
        hidden_parties: tuple[str, ...] = ()
        parties = st.parties
        if st.phase == "boarding":
            hidden_parties = tuple(p.ship for p in st.parties if pos.ship(p.ship).side != side)
            parties = tuple(p for p in st.parties if p.ship not in hidden_parties)
        if st.level == "advanced":
            pos = pos.with_(ships=tuple(s if s.side == side else s.with_(ammo=("?", "?")) for s in pos.ships))
        return SideView(side, pos, st.phase, hidden_orders, hidden_parties, orders, parties)


__all__ = ["PHASES", "RULES", "SideView", "WoodenShipsGame", "WoodenShipsRules", "advance", "current_side", "options"]
