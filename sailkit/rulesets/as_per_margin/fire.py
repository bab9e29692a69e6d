"""FIRE, TOSS DOUBLE DICE FOR, RANGES & COMBAT CHARTS, TABLE I: who can fire, with how many dice, and the exact odds.

Geometry on the open table, measured mainmast to mainmast [CLARIFICATION, APM-15b]:
a broadside bears on a target within 45 degrees either side of its centre line, the
line square to the keel [FIRE, APM-07a]; range bands end at 8, 16 and 24 inches
[APM-09]; a rake is fire from within 12 inches at a ship whose own broadsides cannot
bear on the firer [APM-08a]. Each gun box that bears throws a d6 read on Table I
[APM-07, APM-11]; a first broadside doubles the dice, a rake doubles them, both triple
them [APM-08].
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from ...dice import Distribution, check_die
from ...errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from ...geometry.board import measured
from ...geometry.table import distance
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling, Step, reads_as_ruling
from ...wording import agree, plural
from . import citations as c
from .readings import READINGS, RULINGS
from .ships import ARCS, BANDS, BROADSIDES, MAX_RANGE, RAKE_RANGE, Ship
from .tracking import Side, apply_hits

MISS, TABLE_II, GUNS, MASTS = "miss", "Table II", "guns", "masts"
#: The readings a rake consults: the arcs the firer must lie outside, and what "cannot bear" means [APM-08a].
RAKE_KEYS = ("fire_arc", "rake_definition")
#: The readings a volley consults (:func:`volley`): its arcs, range bands, rake and dice [APM-07a to APM-09]; a fire
#: carried out (:func:`resolve_fire`) these and how its hits fall.
VOLLEY_KEYS = ("fire_arc", "range_boundaries", "rake_definition", "double_dice")


@reads_as_ruling
class Fired(NamedTuple):
    """A fire carried out [APM-07]: the firer (its broadside marked fired), the target (its hits marked), the ruling."""

    firer: Ship
    target: Ship
    ruling: Ruling


def bearing_side(ship: Ship, point: tuple[float, float], *, readings: ReadingsLike | None = None) -> Side | None:
    """The broadside of ``ship`` that bears on ``point`` (``"P"`` or ``"S"``), or ``None`` off the bow or stern [APM-07a].

    Each broadside bears 45 degrees either side of the beam, or 22.5 under reading
    ``fire_arc=22.5``. A shore battery under reading ``battery_arc=seaward`` bears with its
    starboard guns on its whole starboard half, bow and stern lines included [CLARIFICATION, APM-15c].
    """
    r = READINGS.resolve(readings)
    if ship.battery and r["battery_arc"] == "seaward":
        rel = ship.pose.relative_bearing(point) if (point[0], point[1]) != (ship.pose.x, ship.pose.y) else 90.0
        return "S" if 0 <= rel <= 180 else None
    for side, arc in ARCS[r["fire_arc"]].items():
        if arc.contains(ship.pose, point):
            return side
    return None


def facing_side(ship: Ship, point: tuple[float, float]) -> Side | None:
    """The side of ``ship`` turned toward ``point``, which takes gun hits from there [APM-10]: starboard for anything
    to the right of the keel line, port to the left, ``None`` dead ahead or astern (or at the mainmast)."""
    if (point[0], point[1]) != (ship.pose.x, ship.pose.y):
        rel = ship.pose.relative_bearing(point)
        if 0 < rel < 180:
            return "S"
        if rel > 180:
            return "P"
    return None


def fuller_side(ship: Ship) -> Side:
    """The side with more gun boxes left, port on a tie: it takes gun hits that face neither side (reading
    ``end_on_guns=fuller-side``) [APM-10]."""
    return "P" if ship.guns_left("P") >= ship.guns_left("S") else "S"


def lowest_hit(inches: float, readings: ReadingsLike | None = None) -> int | None:
    """The lowest die that can hit at ``inches`` (4, 5 or 6), or ``None`` beyond 24 inches [APM-09, APM-11].

    At exactly 8 or 16 inches the reading ``range_boundaries`` decides: ``up-to`` keeps the
    nearer band (the range chart), ``under`` the farther one (Table I).
    """
    r = READINGS.resolve(readings)
    if not inches >= 0:
        raise InvalidInputError("range", inches, "a distance of 0 inches or more")
    inches = measured(inches)  # 12.000000000000002 inches is 12
    inclusive = r["range_boundaries"] == "up-to"
    for limit, need in BANDS:
        if inches < limit or (inches == limit and (inclusive or limit == MAX_RANGE)):
            return need
    return None


def measure(a: Ship, b: Ship, readings: ReadingsLike | None = None) -> Ruling:
    """How far apart two ships are, mainmast to mainmast [CLARIFICATION, APM-15b], and the range band that makes [APM-09].

    The value is the distance in inches; the verdict the band (``"up to 8 inches"``,
    ``"up to 16 inches"``, ``"up to 24 inches"`` or ``"beyond 24 inches"``); the
    ``need`` fact the lowest die that hits there (``None`` beyond 24 inches).
    """
    r = READINGS.resolve(readings)
    inches = distance(a.mainmast, b.mainmast)
    need = lowest_hit(inches, r)
    band = (
        "beyond 24 inches" if need is None else {4: "up to 8 inches", 5: "up to 16 inches", 6: "up to 24 inches"}[need]
    )
    steps = [Step(c.MEASURE, f"{inches:.3g} inches from {a.name}'s mainmast to {b.name}'s")]
    if need is None:
        steps.append(Step(c.RANGES, "too far for any fire"))
    else:
        steps.append(Step(c.RANGES, f"in the band {band}: a {need} or better can hit"))
    return RULINGS(
        f"distance from {a.name} to {b.name}",
        band,
        steps,
        readings=r,
        keys=("range_boundaries",),
        value=round(inches, 3),
        facts={"need": need, "inches": inches},
        kind="measure",
        measure=f"{{}} {agree(round(inches, 3), 'inch')} apart",  # "up to 8 inches, 3 inches apart"
    )


def table_i(die: int, inches: float, readings: ReadingsLike | None = None) -> Ruling:
    """What one die of fire does at ``inches`` [TABLE I, APM-11]: 1-3 miss, 4 Table II close in, 5 guns, 6 masts."""
    r = READINGS.resolve(readings)
    die = check_die(die, what="fire die")
    need = lowest_hit(inches, r)
    if need is None:
        raise IllegalActionError(f"no fire beyond {MAX_RANGE:g} inches (range {inches:g})", c.RANGES)
    result = _read(die, need)
    steps = [_band_step(inches, need), Step(c.TABLE_I, f"a {die} reads {result}")]
    if result == TABLE_II:
        steps.append(Step(c.TABLE_II, "Table II is lost: see reading table_ii"))
    facts = {"inches": inches, "die": die, "need": need}
    return RULINGS(
        "Table I", result, steps, readings=r, keys=("range_boundaries", "table_ii"), facts=facts, kind="table_i"
    )


def _band_step(inches: float, need: int) -> Step:
    """[RANGES & COMBAT CHARTS, APM-09] the range band ``inches`` falls in and the lowest die that can hit there."""
    band = {4: "up to 8 inches", 5: "up to 16 inches", 6: "up to 24 inches"}[need]
    return Step(c.RANGES, f"{inches:g} inches is in the band {band}: a {need} or better can hit")


def _read(die: int, need: int) -> str:
    if die < need:
        return MISS
    return {4: TABLE_II, 5: GUNS, 6: MASTS}[die]


@dataclass(frozen=True)
class Volley:
    """How a fire is made: the firing side, range, rake, initial broadside, gun boxes and dice per box."""

    side: Side
    target_side: Side | None
    inches: float
    need: int
    rake: bool
    initial: bool
    boxes: int
    per_box: int

    @property
    def dice(self) -> int:
        return self.boxes * self.per_box


def is_rake(firer: Ship, target: Ship, readings: ReadingsLike | None = None) -> Ruling:
    """Whether ``firer`` rakes ``target`` [APM-08a]: within 12 inches, and the target cannot bear back (``rake_definition``)."""
    r = READINGS.resolve(readings)
    inches = distance(firer.mainmast, target.mainmast)
    back = bearing_side(target, firer.mainmast, readings=r)
    steps = [Step(c.MEASURE, f"{inches:.3g} inches mainmast to mainmast")]
    ships = {"firer": firer, "target": target}
    if measured(inches) > RAKE_RANGE:
        steps.append(Step(c.RAKE, f"beyond {RAKE_RANGE:g} inches: no rake"))
        return RULINGS("rake", False, steps, readings=r, keys=RAKE_KEYS, facts=ships, kind="rake")
    if back is None:
        steps.append(Step(c.RAKE, "the firer lies off the target's bow or stern, outside both broadside arcs"))
        return RULINGS("rake", True, steps, readings=r, keys=RAKE_KEYS, facts=ships, kind="rake")
    if r["rake_definition"] == "no-guns" and target.guns_left(back) == 0:
        steps.append(Step(c.RAKE, f"the target's broadside {back} faces the firer but has no gun boxes left"))
        return RULINGS("rake", True, steps, readings=r, keys=RAKE_KEYS, facts=ships, kind="rake")
    steps.append(Step(c.RAKE, f"the target's broadside {back} bears on the firer: no rake"))
    return RULINGS("rake", False, steps, readings=r, keys=RAKE_KEYS, facts=ships, kind="rake")


def _barred(firer: Ship, target: Ship, called_from_pumps: bool, boarding: bool) -> tuple[str, str] | None:
    """The clause and the reason that bar ``firer`` from firing on ``target`` whatever the geometry, if any:
    a sunk or struck target [APM-16d, APM-15], a firer out of the fight, boarding [APM-12] or at the pumps [APM-16e]."""
    if target.sunk:
        return c.HULL, f"{target.name} has sunk"
    if target.struck_to is not None:
        return c.STRUCK, f"{target.name} has struck and cannot be fired on"
    if firer.struck_to is not None or firer.sunk:
        return c.STRUCK, f"{firer.name} is out of the fight"
    if boarding:
        return c.BOARDING, f"{firer.name} is boarding or being boarded: its crew fights hand to hand"
    if firer.at_pumps and not called_from_pumps:
        return c.PUMPS, f"{firer.name}'s crew is at the pumps"
    return None


def _dice_steps(side: Side, boxes: int, initial: bool, rake: bool, r: Readings) -> list[Step]:
    """How many dice a broadside of ``boxes`` gun boxes throws: one a box, doubled for a first broadside
    [TOSS DOUBLE DICE FOR, APM-08] and for a rake [APM-08a], tripled for both (reading ``double_dice``)."""
    steps = [Step(c.FIRE, f"{plural(boxes, 'gun box')} on broadside {side}: one die each", boxes)]
    if initial:
        steps.append(Step(c.DOUBLE, f"first fire of broadside {side}: dice doubled", boxes))
    if rake:
        steps.append(Step(c.RAKE, f"a rake from within {RAKE_RANGE:g} inches: dice doubled", boxes))
    per_box = 1 + initial + rake
    if per_box == 3:
        steps.append(Step(c.DOUBLE, "a raking first broadside throws triple dice"))
    if r["double_dice"] == "best-of" and per_box > 1:
        steps.append(Step(c.DOUBLE, f"each box throws {per_box} dice and keeps the best (reading double_dice)"))
    return steps


#: The fire modifiers by clause: what each changes, in words.
MODIFIERS: dict[str, str] = {
    "APM-08": "a first broadside (double dice)",
    "APM-08a": "a rake (double dice)",
    "APM-09": "the range band (the lowest die that hits)",
}


def fire_modifier(
    case: str,
    *,
    boxes: int | None = None,
    side: Side = "P",
    inches: float | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """One fire modifier alone, as a ruling citing its clause, with the very step a volley's or a die's ruling shows
    for it: ``fire_modifier("APM-08", boxes=6)`` doubles a first broadside's 6 dice, ``fire_modifier("APM-08a",
    boxes=6)`` a rake's, and ``fire_modifier("APM-09", inches=10)`` is the range band at 10 inches, where a 5 or
    better hits [TOSS DOUBLE DICE FOR, APM-08, APM-08a; RANGES & COMBAT CHARTS, APM-09]. ``case`` is the clause's
    id or its citation; the value is the dice added (APM-08, APM-08a) or the lowest die that hits (APM-09).
    """
    r = READINGS.resolve(readings)
    key = case.rpartition(", ")[2]
    if key not in MODIFIERS:
        raise UnknownChoiceError("fire modifier", case, tuple(MODIFIERS))
    if key == "APM-09":
        if inches is None or not 0 <= inches <= 10_000:
            raise InvalidInputError("inches", inches, "the range in inches, mainmast to mainmast")
        need = lowest_hit(inches, r)
        if need is None:
            raise IllegalActionError(f"no fire beyond {MAX_RANGE:g} inches (range {inches:g})", c.RANGES)
        steps, value = [_band_step(inches, need)], need
        keys: tuple[str, ...] = ("range_boundaries",)
    else:
        if not isinstance(boxes, int) or isinstance(boxes, bool) or not 1 <= boxes <= 100:
            raise InvalidInputError("boxes", boxes, "the gun boxes left on the broadside, 1 to 100")
        cite = c.DOUBLE if key == "APM-08" else c.RAKE
        steps = [s for s in _dice_steps(side, boxes, key == "APM-08", key == "APM-08a", r) if s.case == cite]
        keys, value = ("double_dice",), boxes
    return RULINGS(
        f"the fire modifier for {MODIFIERS[key]}",
        f"{value:+d} dice" if key != "APM-09" else f"a {value} or better",
        steps,
        readings=r,
        keys=keys,
        value=value,
    )


def volley(
    firer: Ship,
    target: Ship,
    readings: ReadingsLike | None = None,
    *,
    called_from_pumps: bool = False,
    boarding: bool = False,
) -> Ruling:
    """Whether ``firer`` may fire on ``target`` and with how many dice; the ruling's ``volley`` fact holds the details.

    Refusals name their clause: a struck ship cannot be fired on [APM-15], a crew at the
    pumps cannot fire unless called away [APM-16e], a ship boarding or being boarded
    (``boarding``: a ship only knows it has fallen aboard, and locked ships may still fire,
    so the game tells) cannot fire [BOARDING, APM-12], the target must lie in a broadside's
    arc [APM-07a] within 24 inches [APM-09], and that broadside needs gun boxes [APM-07].
    A ship being boarded may still be fired on by others [APM-12].
    """
    r = READINGS.resolve(readings)
    question = f"may {firer.name} fire on {target.name}"
    steps: list[Step] = []
    ships = {"firer": firer, "target": target}

    def no(case: str, why: str) -> Ruling:
        steps.append(Step(case, why))
        return RULINGS(question, False, steps, readings=r, keys=VOLLEY_KEYS, facts=ships, kind="fire")

    barred = _barred(firer, target, called_from_pumps, boarding)
    if barred is not None:
        return no(*barred)
    side = bearing_side(firer, target.mainmast, readings=r)
    if side is None:
        arc = r["fire_arc"]
        return no(c.ARC, f"{target.name} is not within {arc} degrees of either broadside's centre line")
    inches = distance(firer.mainmast, target.mainmast)
    steps.append(Step(c.ARC, f"broadside {side} bears on {target.name}"))
    steps.append(Step(c.MEASURE, f"range {inches:.3g} inches mainmast to mainmast"))
    need = lowest_hit(inches, r)
    if need is None:
        return no(c.RANGES, f"beyond {MAX_RANGE:g} inches")
    boxes = firer.guns_left(side)
    if boxes == 0:
        return no(c.FIRE, f"broadside {side} has no gun boxes left")
    rake, initial = bool(is_rake(firer, target, r)), side not in firer.fired
    steps += _dice_steps(side, boxes, initial, rake, r)
    per_box, best_of = 1 + initial + rake, r["double_dice"] == "best-of"
    target_side = bearing_side(target, firer.mainmast, readings=r)
    v = Volley(side, target_side, inches, need, rake, initial, boxes, per_box)
    dice = boxes if best_of else v.dice
    return RULINGS(
        question,
        True,
        steps,
        readings=r,
        keys=VOLLEY_KEYS,
        value=dice if not best_of else None,
        facts={"volley": v, **ships},
        kind="fire",
        measure=f"{{}} {agree(dice, 'die', 'dice')}",  # "yes, 12 dice", "yes, 1 die"
    )


def unit_odds(v: Volley, best_of: bool) -> dict[str, Fraction]:
    """The chances of each Table I result for one unit of a fire [TABLE I, APM-11]: one die, or one box keeping its
    best die (``best_of``: reading ``double_dice=best-of``). The fire's odds and the computer captain's estimates
    both start from it."""
    k = v.per_box if best_of else 1
    out: dict[str, Fraction] = {}
    for face in range(1, 7):
        p = Fraction(face**k - (face - 1) ** k, 6**k)
        kind = _read(face, v.need)
        out[kind] = out.get(kind, Fraction(0)) + p
    return out


def _legal_volley(firer: Ship, target: Ship, r: ReadingsLike, called_from_pumps: bool, boarding: bool) -> Ruling:
    """The ruling of :func:`volley` (its ``volley`` fact), or the refusal raised with its case when the fire may
    not be made."""
    ok = volley(firer, target, r, called_from_pumps=called_from_pumps, boarding=boarding)
    if not ok:
        raise IllegalActionError(ok.headline(), ok.steps[-1].case)
    return ok


def fire_odds(
    firer: Ship,
    target: Ship,
    readings: ReadingsLike | None = None,
    *,
    called_from_pumps: bool = False,
    boarding: bool = False,
) -> Ruling:
    """The exact chances of every count of Table I results from one fire: a :class:`Distribution` of ``(masts, guns, table_ii)``.

    Every die is read on Table I at the fire's range [APM-11], so the counts follow the
    multinomial law over the dice thrown (doubled or tripled [APM-08]).
    """
    r = READINGS.resolve(readings)
    ok = _legal_volley(firer, target, r, called_from_pumps, boarding)
    v: Volley = ok.volley
    best_of = r["double_dice"] == "best-of"
    unit = unit_odds(v, best_of)
    units = v.boxes if best_of else v.dice
    counts: dict[tuple[int, int, int], Fraction] = {(0, 0, 0): Fraction(1)}
    for _ in range(units):
        nxt: dict[tuple[int, int, int], Fraction] = {}
        for (m, g, t), p in counts.items():
            for kind, q in unit.items():
                key = (m + (kind == MASTS), g + (kind == GUNS), t + (kind == TABLE_II))
                nxt[key] = nxt.get(key, Fraction(0)) + p * q
        counts = nxt
    dist = Distribution(counts)
    hit = 1 - unit.get(MISS, Fraction(0))
    steps = list(ok.steps) + [
        Step(c.TABLE_I, f"each {'box' if best_of else 'die'} scores on Table I with chance {hit}"),
        Step(c.TABLE_I, f"{units} {'boxes' if best_of else 'dice'}: exact chances of each count of results"),
    ]
    facts = {"volley": v, "per_unit": unit, "expected_hits": hit * units, "firer": firer, "target": target}
    return RULINGS(
        f"odds of {firer.name} firing on {target.name}",
        dist,
        steps,
        readings=r,
        keys=("range_boundaries", "rake_definition", "double_dice", "table_ii"),
        facts=facts,
        kind="fire",
    )


TABLE_II_STAND_IN = {1: "hull", 2: "hull", 3: "hull", 4: "guns", 5: "guns", 6: "fire"}


def _table_ii(count: int, dice: Sequence[int], r: Readings, steps: list[Step]) -> tuple[int, int, int]:
    """Table II's ``count`` results [TABLE I, APM-11a]: read on ``dice`` with the reconstructed stand-in (1-3 hull,
    4-5 guns, 6 a fire that does one hull hit and goes out [APM-10]) or left for the players (reading
    ``table_ii``). Adds its steps; gives the hull hits, the gun hits and the results left unresolved."""
    stand_in = r["table_ii"] == "hull-guns-fire"
    if len(dice) != (count if stand_in else 0):
        expected = (
            f"{plural(count, 'die result')}, one per Table II result"
            if stand_in
            else "none (reading table_ii=unresolved)"
        )
        raise InvalidInputError("Table II dice", list(dice), expected)
    if count and stand_in:
        reads = [TABLE_II_STAND_IN[check_die(d, what="Table II die")] for d in dice]
        hull, guns, fires = reads.count("hull") + reads.count("fire"), reads.count("guns"), reads.count("fire")
        words = f"Table II (stand-in): {hull - fires} hull, {plural(guns, 'gun')}, {plural(fires, 'fire')}"
        steps.append(Step(c.TABLE_II, words))
        if fires:
            steps.append(Step(c.HIT_NOTE, "each fire does its hull hit and goes out"))
        return hull, guns, 0
    if count:
        waits = f"{plural(count, 'result')} {agree(count, 'waits', 'wait')} on the lost Table II (reading table_ii)"
        steps.append(Step(c.TABLE_II, waits))
    return 0, 0, count


def _faces(dice: Sequence[int], v: Volley, r: Readings) -> list[int]:
    """The die read for each shot: every die thrown, or with ``double_dice=best-of`` the best of each box's dice."""
    if len(dice) != v.dice:
        raise InvalidInputError("fire dice", list(dice), f"{plural(v.dice, 'die result')}, one per die thrown")
    faces = [check_die(d, what="fire die") for d in dice]
    if r["double_dice"] == "best-of":
        faces = [max(faces[i : i + v.per_box]) for i in range(0, len(faces), v.per_box)]
    return faces


def resolve_fire(
    firer: Ship,
    target: Ship,
    dice: Sequence[int],
    readings: ReadingsLike | None = None,
    *,
    table_ii_dice: Sequence[int] = (),
    called_from_pumps: bool = False,
    boarding: bool = False,
) -> Fired:
    """Carry out a fire with the dice thrown: ``(firer, target, ruling)`` with the broadside marked as fired and the hits marked.

    ``dice`` holds one result per die of :func:`volley` (with ``double_dice=best-of``, the
    dice of each box in turn). Table II results are counted (``table_ii=unresolved``) or,
    with the reconstructed stand-in, read on ``table_ii_dice``: 1-3 hull, 4-5 guns, 6 a fire
    that does one hull hit and goes out [APM-10].
    """
    r = READINGS.resolve(readings)
    ok = _legal_volley(firer, target, r, called_from_pumps, boarding)
    v: Volley = ok.volley
    faces = _faces(dice, v, r)
    results = [_read(f, v.need) for f in faces]
    masts, guns, table_ii = results.count(MASTS), results.count(GUNS), results.count(TABLE_II)
    steps = list(ok.steps) + [
        Step(
            c.TABLE_I, f"{plural(masts, 'mast hit')}, {plural(guns, 'gun hit')}, {plural(table_ii, 'Table II result')}"
        )
    ]
    hull, more_guns, table_ii = _table_ii(table_ii, table_ii_dice, r, steps)
    guns += more_guns
    facing = facing_side(target, firer.mainmast)
    share = facing is None and not v.rake and r["end_on_guns"] == "shared"
    if facing is None and guns and not v.rake:
        how = "shared between both sides" if share else "on the side with more gun boxes left"
        steps.append(Step(c.HIT_NOTE, f"fired on along the keel, neither side faces {firer.name}: gun hits {how}"))
    damage, hits = apply_hits(
        target.chart,
        target.damage,
        masts=masts,
        guns=guns,
        hull=hull,
        facing=facing or fuller_side(target),
        rake=v.rake,
        share=share,
        readings=r,
    )
    steps.extend(hits.steps)
    new_target = target.with_(damage=damage)
    if hits.struck and new_target.struck_to is None:
        new_target = new_target.with_(struck_to=firer.side)
    new_firer = firer.with_(fired=firer.fired | {v.side})
    facts = {
        "volley": v,
        "results": tuple(results),
        "table_ii_left": table_ii,
        "damage": damage,
        "firer": firer,
        "target": target,
        "dice": ((f"{firer.name} fires", tuple(faces)),),
        "need": v.need,
    }
    ruling = RULINGS(
        f"{firer.name} fires on {target.name}",
        hits.verdict,
        steps,
        readings=r,
        keys=(*VOLLEY_KEYS, "table_ii", "rake_split", "end_on_guns", "strike_condition"),
        facts=facts,
        kind="fire",
    )
    return Fired(new_firer, new_target, ruling)


__all__ = [
    "Fired",
    "ARCS",
    "BANDS",
    "BROADSIDES",
    "GUNS",
    "MASTS",
    "MAX_RANGE",
    "MISS",
    "RAKE_KEYS",
    "RAKE_RANGE",
    "TABLE_II",
    "Volley",
    "bearing_side",
    "facing_side",
    "fuller_side",
    "fire_odds",
    "is_rake",
    "lowest_hit",
    "measure",
    "resolve_fire",
    "table_i",
    "unit_odds",
    "volley",
]
