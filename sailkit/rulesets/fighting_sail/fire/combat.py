"""Fire combat [9.0-9.38, 11.1]: who may fire at whom, the final Fire Value, and firing.

One broadside at one enemy [9.31]: in range [9.31a, 9.38], in its field [9.31b], in sight [9.31c], never at a prize
[12.23] nor into a square of fouled ships [11.1] (:func:`..melee.closed_to_outside_fire`); beyond 6 Range Points a
ship her size or bigger when she can [9.16] (readings ``target_priority_pool``, ``target_priority_scope``,
``target_priority_abandoned``). Struck, abandoned, drifted and fired ships are silent [9.11-9.13]. 9.33's seven
modifiers (a-g) and the carronade bonus [9.38] make the final value. Fouled ships fire in the Melee Stage only in
their square, at one Range Point, at hulls [11.1, 11.13, 11.14]. :func:`fire_value` is a ruling whose steps add up
(falsy when refused, last step naming the case), :func:`check_fire` raises; :func:`resolve_fire` applies a shot,
:func:`fire_hits` and :func:`resolve_critical` in two parts, a die each.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal, NamedTuple

from ....dice import D6, check_die
from ....errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from ....geometry.squares import Square, path_cost
from ....rulings import RuledInt, RuledStr, Ruling, ShowsRuling, Step
from ....wording import Number, plural
from ..board import name as square_name
from ..damage import Damage, Event, apply_critical, apply_hits, check_aim
from ..readings import RULINGS, Readings, ReadingsLike, readings_for
from ..state import Position, ShipState
from ..vocabulary import BROADSIDES
from .arcs import FieldsOfFire, classify, fire_arc, on_boundary
from .hits import HitResult, critical_dice_needed, critical_kind, hit_result
from .modifiers import (
    RAKE_BONUS,
    carronade_step,
    first_broadside_step,
    hull_step,
    rake_step,
    range_step,
    rate_step,
    rigging_step,
    tack_step,
)
from .ranges import CORNER_COST, SIDE_COST, max_range, range_points
from .sight import Sight, line_of_sight, offsets_from, sight, sight_from

Mode = Literal["open", "fouled", "stacked"]


class _Geo(NamedTuple):
    """Range, arc and (when worth computing) line of sight from a firer to one target (a named tuple: a shot's
    choices make one for every enemy, and a frozen dataclass costs several times as much to make)."""

    range: int
    arc: str
    on_boundary: bool
    los: Sight | None


@dataclass(frozen=True)
class FireOption:
    """One legal shot: target, broadside, aim, range and final Fire Value, with its ruling."""

    target: str
    broadside: str
    aim: str
    range: int
    value: int
    ruling: Ruling = field(compare=False, repr=False)


# ---------------------------------------------------------------- helpers


def _check_broadside(broadside: object) -> str | None:
    if broadside is None or (isinstance(broadside, str) and broadside in BROADSIDES):
        return broadside
    raise UnknownChoiceError("broadside", broadside, BROADSIDES)


def final_value(ruling: Ruling) -> int:
    """The Fire Value an allowed fire ruling came to: always a whole number [9.33]."""
    if not isinstance(ruling.value, int):
        raise TypeError(f"not the ruling of an allowed fire: {ruling.question!r} has value {ruling.value!r}")
    return ruling.value


def _first_used(s: ShipState, side: str) -> bool:
    return s.first_port if side == "port" else s.first_starboard


def _in_fouled_square(position: Position, t: ShipState) -> bool:
    """Whether ``t`` sits in a square closed to outside fire [11.1]: the one definition in :mod:`..melee`
    (:func:`..melee.closed_to_outside_fire`: a square holding a fouled ship), asked of the position directly
    since a ship's own square needs no reading as a square name (the tests hold the two equal)."""
    return position.fouled_here(t.square)


def first_broadside_rule(position: Position) -> str:
    """``"standard"`` (9.33g) or ``"15.8"`` (the Lake Erie special rule) for this position's scenario; a position with
    no printed scenario follows the standard rule."""
    if position.scenario is None:
        return "standard"
    from ..scenarios import scenario_info

    try:
        return scenario_info(position.scenario).first_broadside
    except UnknownChoiceError:
        return "standard"


def _geometries(position: Position, f: ShipState, targets: Sequence[ShipState], r: Readings) -> dict[str, _Geo]:
    """Range and arc of every target (one vectorised arc call); line of sight only where range and arc allow."""
    if not targets:
        return {}
    arcs = classify(f.square, f.facing, [t.square for t in targets], r)
    reach = max_range(f.counter.carronade)
    occupied = offsets_from(f.square, position.occupied())
    out: dict[str, _Geo] = {}
    for t, arc in zip(targets, arcs):
        rp = path_cost(f.square, t.square, SIDE_COST, CORNER_COST)  # range_points' count, without its ruling [9.31a]
        los = None
        if rp <= reach and arc in BROADSIDES:
            los = sight_from(f.square, occupied, t.square, r)
        out[t.name] = _Geo(rp, arc, on_boundary(f.square, f.facing, t.square), los)
    return out


def _open_legal(position: Position, f: ShipState, t: ShipState, g: _Geo, r: Readings) -> bool:
    """Passes every target test except 9.16 (used to build the 9.16 pool)."""
    if t.prize or t.destroyed or t.side == f.side or _in_fouled_square(position, t):
        return False
    if g.range > max_range(f.counter.carronade) or g.arc not in BROADSIDES or not g.los:
        return False
    return not (r["first_broadside_limit"] == "fire_once" and _first_used(f, g.arc))


def _priority(
    position: Position,
    f: ShipState,
    t: ShipState,
    side: str,
    rp: int,
    r: Readings,
    keys: list[str],
    pool: Mapping[str, _Geo] | None,
) -> tuple[bool, Step]:
    """May ``f`` choose the smaller ``t`` at ``rp`` >= 7 Range Points? [9.16] The answer and its step.

    The alternatives are the other legal targets (never prizes [12.23] nor a fouled square [11.1]) of Rate ``f.rate``
    or less, as readings ``target_priority_pool``, ``target_priority_scope`` and ``target_priority_abandoned`` count
    them; each reading consulted is added to ``keys``."""
    keys.extend(("target_priority_pool", "target_priority_scope"))
    if any(_first_used(f, s) for s in BROADSIDES):
        keys.append("first_broadside_limit")  # it decides whether the other targets of a spent side are legal
    if pool is None:
        others = [o for o in position.afloat() if o.name not in (f.name, t.name) and o.side != f.side and not o.prize]
        geos = _geometries(position, f, others, r)
        pool = {o.name: geos[o.name] for o in others if _open_legal(position, f, o, geos[o.name], r)}
    same = r["target_priority_pool"] == "same_broadside"
    scope = r["target_priority_scope"]
    with_wrecks = r["target_priority_abandoned"] == "included"
    if scope == "close_target_frees":
        close = sorted(n for n, og in pool.items() if n != t.name and og.range <= 6 and (og.arc == side or not same))
        if close:
            return True, Step(
                "9.16",
                f"{', '.join(close)} can be fired at within 6 Range Points, so the choice is free (target_priority_scope={scope})",
            )
    keys.append("target_priority_abandoned")
    rivals = sorted(
        n
        for n, og in pool.items()
        if n != t.name
        and position.ship(n).rate <= f.rate
        and (og.arc == side or not same)
        and (og.range >= 7 or scope == "any_range")
        and (with_wrecks or not position.ship(n).abandoned)
    )
    if rivals:
        return False, Step(
            "9.16",
            f"{t.name} (Rate {t.rate}) is {rp} Range Points away and smaller than {f.name} (Rate {f.rate}); at that "
            f"range {f.name} must fire at a ship its own size or bigger (Rate {f.rate} or a lower number) when it can, "
            f"and it can: {', '.join(f'{n} ({pool[n].range} Range Points)' for n in rivals)} (target_priority_scope={scope})",
        )
    return True, Step(
        "9.16",
        f"at {rp} Range Points a ship the size of {f.name} or bigger (Rate {f.rate} or a lower number) would come first, "
        f"but none can be fired at, so the smaller {t.name} may be",
    )


def _refused(question: str, steps: list[Step], keys: list[str], r: Readings, facts: dict[str, object]) -> Ruling:
    last = steps[-1]
    return RULINGS(
        question,
        False,
        steps,
        readings=r,
        keys=keys,
        value=None,
        facts={**facts, "legal": False, "case": last.case, "reason": last.reason},
    )


# ---------------------------------------------------------------- the shooter


def _shooter(position: Position, f: ShipState, fouled: bool, r: Readings) -> tuple[Mode | None, list[Step], list[str]]:
    """Whether ``f`` may fire now and in which mode [9.11-9.13, 11.1, 12.11, 12.2]; ``None`` mode = refused."""
    keys: list[str] = []
    silent = _silenced(f)
    if silent is not None:
        return None, [silent], keys
    steps: list[Step] = []
    if f.fired is not None:
        step, again = _fired_this_turn(f, fouled, r, keys)
        steps.append(step)
        if not again:
            return None, steps, keys
    if fouled:
        mode, step = _in_melee_fire_phase(f)
    elif f.fouled:
        mode, step = _on_fouling(f, r, keys)
    else:
        mode = "open"
        step = Step(
            "9.11", f"{f.name} has not fired, drifted or struck this Game-Turn: it may fire once, just after it moves"
        )
    steps.append(step)
    return mode, steps, keys


def _silenced(f: ShipState) -> Step | None:
    """Why ``f`` may not fire at all this Game-Turn: blown up [13.23], a prize [9.12, 12.2], abandoned [12.11] or
    drifted [9.12]; ``None`` when none of these holds."""
    if f.destroyed:
        return Step("13.23", f"{f.name} has blown up and left the map")
    if f.prize:
        return Step("9.12", f"{f.name} has struck and is a prize: prizes never fire (12.2)")
    if f.abandoned:
        return Step("12.11", f"{f.name} is abandoned ({plural(f.hull, 'hull hit')}): it may not fire")
    if f.drifted:
        return Step("9.12", f"{f.name} drifted this Game-Turn, so it may not fire")
    return None


def _fired_this_turn(f: ShipState, fouled: bool, r: Readings, keys: list[str]) -> tuple[Step, bool]:
    """``f`` has fired this Game-Turn: the step saying so, and whether it may fire again, which only the
    Melee-Stage Fire Phase allows, by reading ``fire_once_incl_melee`` [9.11, 9.13, 11.1]."""
    if not fouled:
        return Step("9.11", f"{f.name} already fired its {f.fired} broadside this Game-Turn (9.13)"), False
    keys.append("fire_once_incl_melee")
    if r["fire_once_incl_melee"] == "once":
        why = f"{f.name} already fired its {f.fired} broadside this Game-Turn (fire_once_incl_melee=once)"
        return Step("9.11", why), False
    why = f"{f.name} fired while moving, but the Melee-Stage Fire Phase is a separate chance (fire_once_incl_melee=separate)"
    return Step("11.1", why), True


def _in_melee_fire_phase(f: ShipState) -> tuple[Mode | None, Step]:
    """In the Melee-Stage Fire Phase only fouled ships fire, at enemies in their own square [11.1]."""
    if not f.fouled:
        return None, Step("11.1", f"{f.name} is not fouled, so it has no part in the Melee-Stage Fire Phase")
    return "fouled", Step("11.1", f"{f.name} is fouled: it may fire only at an enemy in its own square")


def _on_fouling(f: ShipState, r: Readings, keys: list[str]) -> tuple[Mode | None, Step]:
    """A ship that has just fouled fires at once only as reading ``fire_on_fouling_entry`` allows [11.1]."""
    keys.append("fire_on_fouling_entry")
    choice = r["fire_on_fouling_entry"]
    if choice == "none":
        why = f"{f.name} is fouled: it fires only in the Melee-Stage Fire Phase (fire_on_fouling_entry=none)"
        return None, Step("11.1", why)
    if choice == "stacked":
        why = f"{f.name} has just fouled and may fire at once at an enemy in its square (fire_on_fouling_entry=stacked)"
        return "stacked", Step("11.1", why)
    why = (
        f"{f.name} has just fouled and may fire at once at a target outside its square (fire_on_fouling_entry=outside)"
    )
    return "open", Step("11.1", why)


# ---------------------------------------------------------------- the Fire Value


def _choose_fouled_side(f: ShipState, broadside: str | None, r: Readings, keys: list[str]) -> str:
    """The side a fouled ship fires when none is named [9.15, 9.36, 11.13]: the side already fired, or
    (reading ``first_broadside_fouled=named_side``) one whose first broadside is unused, else port."""
    if broadside is not None:
        return broadside
    if f.fired is not None:
        return f.fired
    keys.append("first_broadside_fouled")
    if r["first_broadside_fouled"] == "named_side":
        for side in BROADSIDES:
            if not _first_used(f, side):
                return side
    return "port"


def _evaluate(
    position: Position,
    f: ShipState,
    t: ShipState,
    aim: str,
    broadside: str | None,
    mode: Mode,
    r: Readings,
    head: list[Step],
    keys: list[str],
    geo: _Geo | None = None,
    pool: Mapping[str, _Geo] | None = None,
) -> Ruling:
    """The full ruling for one shot once the shooter is known to be able to fire: the target [9.31, 11.1,
    12.23, 13.23], the shot itself (fouled [11.1] or free [9.16, 9.31]) and the modifiers [9.33, 9.38]."""
    steps = list(head)
    keys = list(keys)
    facts: dict[str, object] = {"firer": f.name, "target": t.name, "aim": aim, "mode": mode, "fouled": mode != "open"}
    question = f"may {f.name} fire at {t.name}'s {aim}"  # a refusal answers it: "may A fire at B's hull: no: ..."
    shot: _Shot | Step | None = _target_refusal(f, t)
    if shot is None:
        if mode != "open":
            shot = _fouled_shot(f, t, aim, broadside, r, steps, keys)
        else:
            shot = _free_shot(position, f, t, broadside, r, steps, keys, geo, pool)
    if not isinstance(shot, _Shot):
        steps.append(shot)
        return _refused(question, steps, keys, r, facts)
    mods = _modifiers(f, t, aim, shot, mode, r, keys)
    spends, first_bonus, first = _first_broadside_modifier(position, f, shot, mode, r, keys)
    mods.append(first)
    if f.counter.carronade:
        mods.append(carronade_step(shot.range))
    value = sum(s.value for s in mods if s.value is not None)
    facts.update(
        {
            "legal": True,
            "broadside": shot.side,
            "range": shot.range,
            "rake": shot.rake if shot.rake in RAKE_BONUS else None,
            "first_broadside": spends,
            "first_bonus": first_bonus,
        }
    )
    return RULINGS(
        f"{f.name} fires its {shot.side} broadside at {t.name} ({aim} fire)",
        True,
        steps + mods,
        readings=r,
        keys=keys,
        value=value,
        facts=facts,
    )


class _Shot(NamedTuple):
    """A shot that may be fired: the broadside, the range, and where the firer lies from the target (the rake)."""

    side: str
    range: int
    rake: str | None


def _target_refusal(f: ShipState, t: ShipState) -> Step | None:
    """Why ``t`` can be no target at all [9.31, 12.23, 13.23], or ``None``."""
    if t.destroyed:
        return Step("13.23", f"{t.name} has blown up and is no longer on the map")
    if t.prize:
        return Step("12.23", f"{t.name} is a prize: prizes are never targets")
    if t.side == f.side:
        return Step("9.31", f"{t.name} sails for {t.side}, the same side as {f.name}: only enemies are targets")
    return None


def _fouled_shot(
    f: ShipState, t: ShipState, aim: str, broadside: str | None, r: Readings, steps: list[Step], keys: list[str]
) -> _Shot | Step:
    """A fouled ship's shot at an enemy in its own square [9.15, 9.36, 11.1, 11.12-11.14], or the step refusing it."""
    if t.square != f.square:
        return Step(
            "11.1", f"{t.name} is not in {f.name}'s square {square_name(f.square)}: fouled ships fire only within it"
        )
    if aim == "rigging":
        return Step("11.14", f"{f.name} is fouled: rigging fire is not allowed, only hull fire")
    side = _choose_fouled_side(f, broadside, r, keys)
    if f.fired is not None and side != f.fired:
        return Step("9.15", f"{f.name} fired its {f.fired} broadside this turn and may not use the {side} one")
    spent = _spent_broadside(f, side, r, keys)
    if spent is not None:
        return spent
    steps.append(
        Step(
            "11.13",
            f"between fouled ships fields of fire and line of sight are ignored and the range is 1 Range Point; {f.name} uses its {side} guns",
        )
    )
    steps.append(Step("11.12", f"{t.name} is an enemy in the same square: any one such enemy may be chosen"))
    return _Shot(side, 1, None)


def _spent_broadside(f: ShipState, side: str, r: Readings, keys: list[str]) -> Step | None:
    """The refusal when ``side``'s first broadside is spent and reading ``first_broadside_limit`` allows it once [9.36]."""
    if not _first_used(f, side):
        return None
    keys.append("first_broadside_limit")
    if r["first_broadside_limit"] != "fire_once":
        return None
    return Step(
        "9.36", f"{f.name} has already fired its {side} broadside once this game (first_broadside_limit=fire_once)"
    )


def _free_shot(
    position: Position,
    f: ShipState,
    t: ShipState,
    broadside: str | None,
    r: Readings,
    steps: list[Step],
    keys: list[str],
    geo: _Geo | None,
    pool: Mapping[str, _Geo] | None,
) -> _Shot | Step:
    """A free ship's shot [9.31a-c, 9.36, 9.38, 11.1], then the choice of target [9.16]; or the step refusing it."""
    if _in_fouled_square(position, t):
        return Step(
            "11.1",
            f"{t.name} is in a square of fouled ships ({square_name(t.square)}): a free ship may not fire into it",
        )
    g = geo if geo is not None else _geometries(position, f, [t], r)[t.name]
    refusal = _range_and_field(f, t, g, broadside, steps, keys) or _spent_broadside(f, g.arc, r, keys)
    if refusal is not None:
        return refusal
    los = g.los if g.los is not None else sight(f.square, t.square, tuple(position.occupied()), r)
    keys.extend(k for k, _ in los.readings)
    if not los:
        ships = "the ship" if len(los.blockers) == 1 else "the ships"
        return Step("9.31c", f"the line of sight to {t.name} is blocked by {ships} in {', '.join(los.blockers)}")
    steps.append(Step("9.31c", f"the line of sight to {t.name} is clear"))
    chosen, why = _target_choice(position, f, t, g, r, keys, pool)
    if not chosen:
        return why
    steps.append(why)
    rake = classify(t.square, t.facing, [f.square], r)[0]
    if on_boundary(t.square, t.facing, f.square):
        keys.append("arc_boundary")
    return _Shot(g.arc, g.range, rake)


def _range_and_field(
    f: ShipState, t: ShipState, g: _Geo, broadside: str | None, steps: list[Step], keys: list[str]
) -> Step | None:
    """Range [9.31a, 9.38] and field of fire [9.31b]: their steps added, or the step refusing the shot."""
    reach = max_range(f.counter.carronade)
    if g.range > reach:
        if f.counter.carronade:
            return Step("9.38", f"{t.name} is {g.range} Range Points away; {f.name}'s carronades reach only 8")
        return Step("9.31a", f"{t.name} is {g.range} Range Points away, beyond the 20-point maximum")
    steps.append(
        Step(
            "9.31a",
            f"range {g.range} Range Points (at most {reach}{' for carronades, 9.38' if f.counter.carronade else ''})",
        )
    )
    if g.on_boundary:
        keys.append("arc_boundary")
    if g.arc not in BROADSIDES:
        return Step("9.31b", f"{t.name} lies in {f.name}'s {g.arc} blind area: no broadside bears")
    if broadside is not None and broadside != g.arc:
        return Step("9.31b", f"{t.name} is in the {g.arc} field of fire, not the {broadside} one")
    steps.append(
        Step(
            "9.31b",
            f"{t.name} lies in {f.name}'s {g.arc} field of fire"
            + (" (on a 45-degree boundary line)" if g.on_boundary else ""),
        )
    )
    return None


def _target_choice(
    position: Position,
    f: ShipState,
    t: ShipState,
    g: _Geo,
    r: Readings,
    keys: list[str],
    pool: Mapping[str, _Geo] | None,
) -> tuple[bool, Step]:
    """Whether ``t`` may be chosen [9.16], and the step that says why."""
    rp = g.range
    if rp >= 7 and t.rate > f.rate:
        return _priority(position, f, t, g.arc, rp, r, keys, pool)
    if rp >= 7:
        return True, Step(
            "9.16",
            f"at {rp} Range Points the target must be the size of {f.name} or bigger when possible (Rate "
            f"{f.rate} or a lower number, since a lower Rate is a bigger ship): {t.name}, Rate {t.rate}, is",
        )
    return True, Step("9.16", "within 6 Range Points any enemy may be chosen")


def _modifiers(
    f: ShipState, t: ShipState, aim: str, shot: _Shot, mode: Mode, r: Readings, keys: list[str]
) -> list[Step]:
    """The printed Fire Value and the modifiers 9.33a-f, each a step with its signed value (:mod:`.modifiers`)."""
    rp = shot.range
    rigging, consulted = rigging_step(aim, rp, t.studding, r["rigging_penalty_range"], t.name)
    if consulted:
        keys.append("rigging_penalty_range")
    return [
        Step("9.33", f"{f.name}'s printed Fire Value", f.counter.fire_value),
        rate_step(f.rate, t.rate),
        range_step(rp),
        hull_step(f.hull, f.name),
        rigging,
        tack_step(f.tacked, f.name),
        rake_step(shot.rake, mode != "open", f.name, t.name),
    ]


def _first_broadside_modifier(
    position: Position, f: ShipState, shot: _Shot, mode: Mode, r: Readings, keys: list[str]
) -> tuple[bool, int, Step]:
    """9.33g (or the 15.8 scenario rule): whether the shot spends the side's first broadside, its bonus, its step."""
    side, rp = shot.side, shot.range
    if mode != "open" and not _first_used(f, side):
        keys.append("first_broadside_fouled")
    if _first_used(f, side):
        return False, 0, first_broadside_step(rp, side, spent=True, firer=f.name)
    if mode != "open" and r["first_broadside_fouled"] == "none":
        why = "first broadsides play no part in fire between fouled ships (first_broadside_fouled=none)"
        return False, 0, Step("9.33g", why, 0)
    step = first_broadside_step(rp, side, scenario_rule=first_broadside_rule(position) == "15.8", firer=f.name)
    return True, int(step.value or 0), step


def fire_value(
    position: Position,
    firer: str | ShipState,
    target: str | ShipState,
    aim: str = "hull",
    broadside: str | None = None,
    *,
    fouled: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The final Fire Value of ``firer`` shooting at ``target`` now [9.11-9.16, 9.31-9.38, 11.1, 12.23].

    The steps are the printed value and each 9.33 modifier a-g (and 9.38's carronades), adding up to ``.value``; a
    refusal is falsy, ``.value`` ``None``, its case the last step (and ``.case``). ``fouled=True`` is the Melee-Stage
    fire [11.1, 11.13], where ``broadside`` picks the side. Facts: ``broadside``, ``range``, ``rake``,
    ``first_broadside``, ``position`` and the ``line`` (:class:`LineOfFire`)."""
    r = readings_for(readings, position)
    a = check_aim(aim)
    side = _check_broadside(broadside)
    f, t = position.ship(firer), position.ship(target)
    if f.name == t.name:
        raise InvalidInputError("target", t.name, "a ship other than the firer")
    mode, head, keys = _shooter(position, f, fouled, r)
    if mode is None:
        ruling = _refused(
            f"may {f.name} fire at {t.name}'s {a}", head, keys, r, {"firer": f.name, "target": t.name, "aim": a}
        )
    else:
        ruling = _evaluate(position, f, t, a, side, mode, r, head, keys)
    seen = position if r is position.readings else position.with_(readings=r)
    # what the diagram draws, readings of this call included: the position, and the line of fire it shows
    facts = {**ruling.facts, "position": seen, "line": LineOfFire(seen, f.name, t.name)}
    return replace(ruling, facts=facts, ruleset="fighting_sail", kind="fire", measure="Fire Value")


def check_fire(
    position: Position,
    firer: str | ShipState,
    target: str | ShipState,
    aim: str = "hull",
    broadside: str | None = None,
    *,
    fouled: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """:func:`fire_value`, raising :class:`IllegalActionError` with the case when the fire is refused [9.1, 9.31]."""
    ruling = fire_value(position, firer, target, aim, broadside, fouled=fouled, readings=readings)
    if not ruling:
        raise IllegalActionError(f"{ruling.firer} may not fire at {ruling.target}: {ruling.reason}", ruling.case)
    return ruling


def may_fire(s: ShipState) -> bool:
    """Whether a ship may still fire this turn, a quick filter before asking the fire rules: not fired, drifted,
    struck, abandoned, fouled or blown up [9.11, 9.12, 12.11]."""
    return s.fired is None and not s.drifted and not s.prize and not s.abandoned and not s.fouled and not s.destroyed


def can_fire(
    position: Position,
    firer: str | ShipState,
    *,
    fouled: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Whether ``firer`` itself is able to fire now, whatever the target [9.11-9.13, 11.1, 12.11, 12.2]."""
    r = readings_for(readings, position)
    f = position.ship(firer)
    mode, steps, keys = _shooter(position, f, fouled, r)
    return RULINGS(f"can {f.name} fire", mode is not None, steps, readings=r, keys=keys, facts={"mode": mode})


def fire_options(
    position: Position,
    firer: str | ShipState,
    *,
    fouled: bool = False,
    readings: ReadingsLike | None = None,
) -> tuple[FireOption, ...]:
    """Every legal shot ``firer`` has now: (target, broadside, aim, range, Fire Value) [9.1, 9.3, 11.1]. Arcs in closed
    form (:func:`.arcs.classify`), sight traced only in range and field, 9.16 over that pool."""
    return tuple(_each_option(position, firer, fouled, readings))


def fire_choices(position: Position, firer: str | ShipState, *, fouled: bool = False) -> tuple[tuple[str, str], ...]:
    """The ``(target, aim)`` of every legal shot of ``firer``, in the order of :func:`fire_options`, without writing
    their rulings: what a game lists as its actions [9.11, 9.16, 9.31, 11.1]. In free fire no test depends on the aim
    (9.16 only for a smaller ship at 7 Range Points or more); fouled fire goes through the rulings."""
    r = readings_for(None, position)
    f = position.ship(firer)
    mode, _, _ = _shooter(position, f, fouled, r)
    if mode is None:
        return ()
    if mode != "open":
        return tuple(dict.fromkeys((o.target, o.aim) for o in _each_option(position, f, fouled, r)))
    return _open_choices(position, f, r)


def _open_choices(position: Position, f: ShipState, r: Readings) -> tuple[tuple[str, str], ...]:
    """:func:`fire_choices` of a ship that fires freely [9.11, 9.16, 9.31]."""
    enemies = [t for t in position.afloat() if t.name != f.name and t.side != f.side and not t.prize]
    open_targets = [t for t in enemies if not _in_fouled_square(position, t)]
    geos = _geometries(position, f, open_targets, r)
    pool = {t.name: geos[t.name] for t in open_targets if _open_legal(position, f, t, geos[t.name], r)}
    out: list[tuple[str, str]] = []
    for t in open_targets:
        g = pool.get(t.name)
        if g is None:
            continue
        if g.range >= 7 and t.rate > f.rate and not _priority(position, f, t, g.arc, g.range, r, [], pool)[0]:
            continue
        out += [(t.name, "hull"), (t.name, "rigging")]
    return tuple(out)


def has_fire_option(
    position: Position,
    firer: str | ShipState,
    *,
    fouled: bool = False,
    readings: ReadingsLike | None = None,
) -> bool:
    """Whether ``firer`` has any legal shot now: ``bool(fire_options(...))`` [9.1, 9.3, 11.1]. In free fire the
    targets of :func:`fire_choices`, no ruling written (range and field in closed form, sight only where they allow
    it [9.31]); else the options until the first."""
    r = readings_for(readings, position)
    f = position.ship(firer)
    mode = _shooter(position, f, fouled, r)[0]
    if mode != "open":
        return mode is not None and next(_each_option(position, f, fouled, r), None) is not None
    return bool(_open_choices(position, f, r))


def open_shot_legal(position: Position, firer: ShipState, target: ShipState, aim: str) -> bool | None:
    """Whether ``firer``'s shot at ``target`` with ``aim`` is among :func:`fire_options`, found from that shot alone;
    ``None`` when she does not fire freely now (silent, fouled or stacked) [9.11, 9.16, 9.31]. In free fire a shot is
    one of :func:`fire_choices`, no ruling written."""
    r = readings_for(None, position)
    mode = _shooter(position, firer, False, r)[0]
    if mode != "open" or aim not in ("hull", "rigging") or firer.name == target.name:
        return None
    return (target.name, aim) in _open_choices(position, firer, r)


def _each_option(
    position: Position, firer: str | ShipState, fouled: bool, readings: ReadingsLike | None
) -> Iterator[FireOption]:
    """The legal shots of :func:`fire_options`, one at a time, in its order."""
    r = readings_for(readings, position)
    f = position.ship(firer)
    mode, head, keys = _shooter(position, f, fouled, r)
    if mode is None:
        return
    enemies = [t for t in position.afloat() if t.name != f.name and t.side != f.side and not t.prize]
    if mode == "open":
        open_targets = [t for t in enemies if not _in_fouled_square(position, t)]
        geos = _geometries(position, f, open_targets, r)
        pool = {t.name: geos[t.name] for t in open_targets if _open_legal(position, f, t, geos[t.name], r)}
        for t in open_targets:
            if t.name not in pool:
                continue
            for a in ("hull", "rigging"):
                ruling = _evaluate(position, f, t, a, None, mode, r, head, keys, geos[t.name], pool)
                if ruling:
                    yield FireOption(t.name, ruling.broadside, a, ruling.range, final_value(ruling), ruling)
    else:
        for t in enemies:
            if t.square != f.square:
                continue
            for side in BROADSIDES:
                ruling = _evaluate(position, f, t, "hull", side, mode, r, head, keys)
                if ruling:
                    yield FireOption(t.name, side, "hull", 1, final_value(ruling), ruling)


# ---------------------------------------------------------------- firing


@dataclass(frozen=True)
class FireResolution(ShowsRuling):
    """The outcome of firing: the new position, the full explanation, and what is still needed: ``needs`` ``None``,
    ``"critical die"`` or ``"second critical die"`` (:func:`resolve_critical`); ``events`` for the engine (a drift's d6
    [8.21])."""

    position: Position
    ruling: Ruling
    needs: str | None = None
    events: tuple[Event, ...] = ()
    hits: HitResult | None = None
    critical: str | None = None
    target: str = ""
    aim: str = "hull"

    def __bool__(self) -> bool:
        return self.needs is None


def _merge(question: str, verdict: object, value: Number | None, *rulings: Ruling, measure: str = "") -> Ruling:
    steps: list[Step] = []
    readings: list[tuple[str, str]] = []
    facts: dict[str, object] = {}
    for ru in rulings:
        steps.extend(ru.steps)
        readings.extend(ru.readings)
        facts.update(ru.facts)
    return RULINGS(question, verdict, steps, also=readings, value=value, facts=facts, measure=measure)


def _counted_apart(ruling: Ruling) -> Ruling:
    """The damage of a shot with its hits said in words only: a roll's value column adds up to the Fire Value
    [9.33], so the hull and rigging hits it did stay out of it (issue 24)."""
    return replace(ruling, steps=tuple(Step(s.case, s.reason) for s in ruling.steps))


def _check_critical_dice(dice: object) -> tuple[int, ...]:
    if not isinstance(dice, (tuple, list)) or len(dice) > 2:
        raise InvalidInputError("critical dice", dice, "a tuple of at most two d6 results")
    return tuple(check_die(d, D6, "critical die") for d in dice)


def _mark(position: Position, fv: Ruling) -> tuple[Position, Ruling]:
    f = position.ship(fv.firer)
    side = fv.broadside
    changes: dict[str, object] = {"fired": side}
    marks = [Step("9.13", f"{f.name} is flipped to its fired side until the Terminal Stage")]
    if fv.first_broadside:
        changes["first_port" if side == "port" else "first_starboard"] = True
        marks.append(Step("9.36", f"{f.name}'s first {side} broadside is recorded as fired"))
    return position.with_ship(f.with_(**changes)), RULINGS(f"{f.name} has fired", True, marks)


def mark_fired(
    position: Position,
    firer: str | ShipState,
    target: str | ShipState,
    broadside: str | None = None,
    aim: str = "hull",
    *,
    fouled: bool = False,
    readings: ReadingsLike | None = None,
) -> Position:
    """The position after ``firer`` fires at ``target``, before any hit is applied [9.13, 9.15, 9.36]: her fired side
    shown, its first broadside spent. Refused fire raises."""
    fv = check_fire(position, firer, target, aim, broadside, fouled=fouled, readings=readings)
    return _mark(position, fv)[0]


def fire_hits(
    position: Position,
    firer: str | ShipState,
    target: str | ShipState,
    aim: str,
    roll: int,
    broadside: str | None = None,
    *,
    fouled: bool = False,
    readings: ReadingsLike | None = None,
) -> FireResolution:
    """Fire and apply the hits, leaving any critical hit pending [9.13, 9.34, 9.36, 10.1, 10.2].

    The shooter is flipped [9.13] and spends a first broadside [9.36]; hits go to hull or rigging [10.1, 10.2], with
    abandonment and striking [12.11, 12.13]; a scoring double leaves ``needs="critical die"``. An illegal fire raises
    :class:`IllegalActionError`."""
    fv = check_fire(position, firer, target, aim, broadside, fouled=fouled, readings=readings)
    result = hit_result(final_value(fv), roll)
    pos, marked = _mark(position, fv)
    dmg: Damage | None = None
    if result.hits:
        dmg = apply_hits(pos, fv.target, aim, result.hits)
        pos = dmg.position
    parts = [fv, result.ruling, marked] + ([_counted_apart(dmg.ruling)] if dmg else [])
    needs = "critical die" if result.critical else None
    ruling = _merge(fv.question, result.ruling.verdict, result.hits, *parts, measure="hit")  # "no effect, 0 hits"
    ruling = replace(ruling, facts={**ruling.facts, "column": "Fire Value"})
    return FireResolution(pos, ruling, needs, dmg.events if dmg else (), result, None, fv.target, aim)


def resolve_critical(
    position: Position,
    target: str | ShipState,
    dice: Sequence[int],
    *,
    aim: str = "hull",
    readings: ReadingsLike | None = None,
) -> FireResolution:
    """Apply a critical hit from its d6 results [10.3, 10.31-10.33].

    With no die, or only a 6, nothing changes and ``needs`` says which die is missing.
    """
    ds = _check_critical_dice(dice)
    t = position.ship(target)
    missing = critical_dice_needed(ds)
    if missing:
        need = "critical die" if not ds else "second critical die"
        step = Step("10.3", f"the critical hit on {t.name} needs a {'first' if not ds else 'second'} d6")
        pending = RULINGS(f"critical hit on {t.name}", "pending", (step,))
        return FireResolution(position, pending, need, target=t.name, aim=aim)
    kind = critical_kind(*ds)
    dmg = apply_critical(position, t.name, str(kind), aim=aim, readings=readings)
    ruling = _merge(f"critical hit on {t.name}", str(kind), None, kind.ruling, dmg.ruling)
    return FireResolution(dmg.position, ruling, None, dmg.events, None, str(kind), t.name, aim)


def resolve_fire(
    position: Position,
    firer: str | ShipState,
    target: str | ShipState,
    aim: str,
    roll: int,
    broadside: str | None = None,
    critical_dice: Sequence[int] = (),
    *,
    fouled: bool = False,
    readings: ReadingsLike | None = None,
) -> FireResolution:
    """Fire ``firer`` at ``target`` with a two-digit ``roll`` and apply everything [9.13, 9.34, 9.36, 10.0-10.3].
    ``critical_dice``: the d6 of a critical (missing ones leave ``needs`` set for :func:`resolve_critical`; dice without
    a critical are refused)."""
    ds = _check_critical_dice(critical_dice)
    first = fire_hits(position, firer, target, aim, roll, broadside, fouled=fouled, readings=readings)
    if first.needs is None:
        if ds:
            raise InvalidInputError("critical dice", tuple(ds), "none: the roll inflicted no critical hit [9.34]")
        return first
    second = resolve_critical(first.position, first.target, ds, aim=aim, readings=readings)
    told = first.ruling
    ruling = _merge(told.question, told.verdict, told.value, told, _counted_apart(second.ruling), measure="hit")
    events = first.events + second.events
    return FireResolution(second.position, ruling, second.needs, events, first.hits, second.critical, first.target, aim)


# ---------------------------------------------------------------- questions about two ships of a position


def sight_between(position: Position, a: str | ShipState | Square, b: str | ShipState | Square) -> Ruling:
    """Whether fire can pass between two ships (or squares) of ``position``, every ship afloat an obstacle [9.31c]."""
    ruling = line_of_sight(
        position.square_of(a), position.square_of(b), occupied=tuple(position.occupied()), readings=position.readings
    )
    return replace(ruling, facts={**ruling.facts, "position": position})  # its diagram draws the ships


def arc_between(position: Position, ship: str | ShipState, target: str | ShipState | Square) -> RuledStr:
    """Which arc of ``ship`` the target lies in: port, starboard, bow or stern [9.31b, 9.35]."""
    s = position.ship(ship)
    return fire_arc(s.square, s.facing, position.square_of(target), readings=position.readings)


# ---------------------------------------------------------------- what a picture of fire shows


class LineOfFire(NamedTuple):
    """The line from ``firer`` to ``target`` as a picture of the shot shows it: fields of fire [9.31b], the target's
    blind areas [9.35], Range Points [9.31a], line of sight [9.31c], allowed or not. A fire ruling's ``facts["line"]``,
    each part worked out only when a picture asks; a named tuple, so making one costs next to nothing."""

    position: Position
    firer: str
    target: str

    def __repr__(self) -> str:  # the position is the ruling's own fact: said once
        return f"LineOfFire(firer={self.firer!r}, target={self.target!r})"

    @property
    def fields(self) -> FieldsOfFire:
        """The firer's fields of fire and blind areas [9.31b, 9.35]."""
        return fields_of(self.position, self.firer)

    @property
    def sight(self) -> Ruling:
        """The line of sight from firer to target, every ship afloat an obstacle [9.31c]."""
        return sight_between(self.position, self.firer, self.target)

    @property
    def target_fields(self) -> FieldsOfFire:
        """The target's fields and blind areas: a firer in a blind area rakes it [9.33f, 9.35]."""
        return fields_of(self.position, self.target)

    @property
    def range(self) -> RuledInt:
        """The Range Points from firer to target (a :class:`~sailkit.rulings.RuledInt`) [9.31a]."""
        f, t = self.position.ship(self.firer), self.position.ship(self.target)
        return range_points(f.square, t.square, readings=self.position.readings)


def fields_of(position: Position, ship: str | ShipState) -> FieldsOfFire:
    """A ship's fields of fire and blind areas in ``position`` [9.31b, 9.35], for a picture
    (``drawing.draw_position(position, fields=fields_of(position, "Shannon"))``)."""
    s = position.ship(ship)
    return FieldsOfFire(s.square, s.facing, position.readings, s.name)


def ranges_from_ship(position: Position, ship: str | ShipState) -> tuple[RuledInt, ...]:
    """The Range Points from ``ship`` to every other ship afloat [9.31a], each a
    :class:`~sailkit.rulings.RuledInt` whose ruling names its two squares (what a picture labels)."""
    s = position.ship(ship)
    return tuple(
        range_points(s.square, o.square, readings=position.readings) for o in position.afloat() if o.name != s.name
    )


def overlays(position: Position, **draw: Any) -> dict[str, Any]:
    """The keyword arguments ``draw`` of :func:`~..drawing.draw_position`, those that name ships (or squares) replaced
    by what the rules answer: ``arcs_for="Shannon"`` by her fields of fire (``fields``) [9.31b, 9.35],
    ``sight=("Shannon", "Chesapeake")`` by the line of sight between the two [9.31c], ``ranges_from="Shannon"``
    by her Range Points to every other ship (``ranges``) [9.31a]. The others pass as they are."""
    out = dict(draw)
    arcs_for = out.pop("arcs_for", None)
    if arcs_for is not None:
        out["fields"] = fields_of(position, arcs_for)
    if isinstance(out.get("sight"), tuple):
        out["sight"] = sight_between(position, *out["sight"])
    ranges_from = out.pop("ranges_from", None)
    if ranges_from is not None:
        out["ranges"] = ranges_from_ship(position, ranges_from)
    return out
