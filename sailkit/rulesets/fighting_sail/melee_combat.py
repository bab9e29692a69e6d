"""Section 11.0 Melee Combat: fouled fire order, boarding and unfouling.

Ships sharing a square are fouled [7.81, 11.0]: in the Melee Stage they first fire at enemies stacked with them, best
crews first [11.1, 11.11, 11.12] (:mod:`.fire.combat`); then each such square is boarded [11.2]: Boarding Values
(crew minus Rate [11.22], only the best if all are negative [11.23]) plus a die [11.21b], compared [11.21c]; a
decisive win takes every enemy ship there [12.2, 12.22], the only way to retake a prize [12.31, 12.32]. Then a die of
1-3 (1 with an enemy there) [11.32] frees a ship [11.3] to an empty neighbouring square, any heading [11.33]; a
friend left alone may be re-faced [11.34]. Dice are arguments; ``*_odds`` give exact chances.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import NamedTuple

from ...dice import D6, Distribution, check_die
from ...errors import IllegalActionError, InvalidInputError
from ...geometry.compass import Direction
from ...geometry.squares import Square
from ...rulings import RuledInt, Ruling, Step, changes_position, used
from .board import MAP, beyond, on_grid, parse_square
from .board import name as square_name
from .board import square as read_square
from .damage import crew_value
from .readings import RULINGS, Readings, ReadingsLike, readings_for
from .state import Position, ShipState
from .striking import strike, strikes_on_arrival

# ---------------------------------------------------------------- helpers


def fouled_squares(position: Position) -> tuple[Square, ...]:
    """Squares holding a fouled stack of two or more ships afloat [7.81, 11.0], in ship order."""
    occupied = position.occupied()
    return tuple(dict.fromkeys(s.square for s in position.afloat() if len(occupied[s.square]) >= 2))


def sides_in(position: Position, sq: str | Square) -> tuple[str, ...]:
    """The current owners [12.2] with a ship afloat in the square, in ship order."""
    return tuple(dict.fromkeys(s.side for s in position.at(read_square(sq, position.readings))))


def melee_squares(position: Position) -> tuple[Square, ...]:
    """Squares where enemy ships share the square, so melee must be fought [11.2]."""
    return tuple(sq for sq in fouled_squares(position) if len(sides_in(position, sq)) >= 2)


# ---------------------------------------------------------------- 11.1 fire when fouled


def fouled_targets(position: Position, firer: str | ShipState) -> tuple[ShipState, ...]:
    """Enemies a fouled ship may choose among in the Melee-Stage Fire Phase [11.1, 11.12, 12.23]: enemies in her own
    square, never a prize; none when not fouled."""
    s = position.ship(firer)
    if not s.fouled or s.destroyed:
        return ()
    return tuple(t for t in position.at(s.square) if t.side != s.side and not t.prize)


def closed_to_outside_fire(position: Position, sq: str | Square) -> bool:
    """True if the square holds fouled ships, so ships outside it may not fire into it [11.1]."""
    return position.fouled_here(read_square(sq, position.readings))


def fire_order(
    position: Position,
    sq: str | Square,
    tie_dice: Mapping[str, int] | None = None,
    exclude: Iterable[str] = (),
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The order in which the fouled ships in ``sq`` shoot [11.1, 11.11, 11.12, 12.11, 12.2].

    Fouled ships, not prizes [12.2] nor abandoned [12.11], with an enemy in the square [11.1, 11.12] (firing twice is
    reading ``fire_once_incl_melee``), by Crew Value, highest first (reading ``fouled_fire_order``); a side's equal
    crews are its owner's choice [11.11] (``facts["choices"]``); ``exclude`` drops ships that shot, so the order is
    asked again after each shot. A tie of opposite sides at the head is settled by a die a side, high first [11.11]
    (``tie_dice``); without them ``facts["tied_sides"]`` and ``facts["tie"]`` say who must roll. Ties further down stay
    open."""
    r = readings_for(readings, position)
    square = read_square(sq, position.readings)
    skip = {position.ship(n).name for n in exclude}
    shooters, steps = _fouled_shooters(position, square, skip)
    highest = r["fouled_fire_order"] == "highest_first"
    values = {s.name: crew_value(s, r) for s in shooters}
    crews = {n: int(v) for n, v in values.items()}
    floor_used = tuple(dict.fromkeys(k for v in values.values() for k, _ in v.ruling.readings))
    order, tied_sides, tie = _by_crew(shooters, crews, highest, tie_dice, steps)
    if order:
        ranked = ", ".join(f"{n} {crews[n]}" for n in order)
        steps.insert(0, Step("11.11", f"{'highest' if highest else 'lowest'} current Crew Value first: {ranked}"))
    first = _owner_chooses(position, order, crews, steps)
    facts = {"tied_sides": tied_sides, "tie": tie, "crews": crews, "choices": first if not tied_sides else ()}
    return RULINGS(
        f"fouled fire order in {square_name(square)}",
        tuple(order),
        steps,
        readings=r,
        keys=("fouled_fire_order", *floor_used),
        facts=facts,
    )


def _fouled_shooters(position: Position, square: Square, skip: set[str]) -> tuple[list[ShipState], list[Step]]:
    """The fouled ships in ``square`` that may shoot, and why each other fouled ship may not [11.1, 11.12, 12.2, 12.11]."""
    steps: list[Step] = []
    shooters: list[ShipState] = []
    for s in position.at(square):
        if s.name in skip or not s.fouled:
            continue
        if s.prize:
            steps.append(Step("12.2", f"{s.name} is a prize and may not fire"))
        elif s.abandoned:
            steps.append(Step("12.11", f"{s.name} is abandoned and may not fire"))
        elif not fouled_targets(position, s):
            steps.append(Step("11.1", f"{s.name} has no enemy target stacked with it"))
        else:
            shooters.append(s)
    return shooters, steps


def _by_crew(
    shooters: list[ShipState],
    crews: Mapping[str, int],
    highest: bool,
    tie_dice: Mapping[str, int] | None,
    steps: list[Step],
) -> tuple[list[str], tuple[str, ...], tuple[int, tuple[str, ...]] | None]:
    """The shooters in Crew Value order, a tie of sides settled by dice only at the head [11.11]: the order, the sides
    to roll and the tie ``(crew, ship names)`` (``()`` and ``None`` when no dice are needed); adds its steps."""
    by_crew: dict[int, list[ShipState]] = {}
    for s in shooters:
        by_crew.setdefault(crews[s.name], []).append(s)
    order: list[str] = []
    tied_sides: tuple[str, ...] = ()
    tie: tuple[int, tuple[str, ...]] | None = None
    for rank, crew in enumerate(sorted(by_crew, reverse=highest)):
        group = by_crew[crew]
        group_sides = tuple(dict.fromkeys(s.side for s in group))
        if len(group_sides) > 1 and (rank > 0 or tie_dice is None):  # left open: later, or until the dice are rolled
            names = ", ".join(s.name for s in group)
            if rank > 0:
                why = f"crew {crew} is tied too ({names}); dice settle that tie only if it still decides who fires next once the shots before it are made"
            else:
                tied_sides, tie = group_sides, (crew, tuple(s.name for s in group))
                why = f"{names} share crew {crew} and come first, on both sides: to decide who fires next each side rolls a die"
            steps.append(Step("11.11", why))
        elif len(group_sides) > 1 and tie_dice is not None:
            group = _settle_tie(group, group_sides, crew, tie_dice, steps)
        order.extend(s.name for s in group)
    return order, tied_sides, tie


def _settle_tie(
    group: list[ShipState], sides: tuple[str, ...], crew: int, tie_dice: Mapping[str, int], steps: list[Step]
) -> list[ShipState]:
    """The tied ships of several sides put in order by each side's die, high roll first [11.11]."""
    rolls = {side: _tie_roll(tie_dice, side) for side in sides}
    if len(set(rolls.values())) < len(rolls):
        raise InvalidInputError(
            "tie dice", dict(rolls), "different results for each side (equal rolls are rolled again)"
        )
    ranked = sorted(sides, key=lambda x: -rolls[x])
    steps.append(Step("11.11", f"crew tie at {crew} settled by dice: " + ", ".join(f"{x} {rolls[x]}" for x in ranked)))
    return sorted(group, key=lambda s: ranked.index(s.side))


def _owner_chooses(
    position: Position, order: list[str], crews: Mapping[str, int], steps: list[Step]
) -> tuple[str, ...]:
    """The ships that may fire next: the first, and its own side's ships with the same crew, whose owner picks [11.11]."""
    first = order[:1]
    for n in order[1:]:
        a, b = position.ship(first[0]), position.ship(n)
        if b.side != a.side or crews[n] != crews[first[0]]:
            break
        first.append(n)
    if len(first) > 1:
        side = position.ship(first[0]).side
        steps.append(
            Step(
                "11.11",
                f"{', '.join(first)} of {side} share crew {crews[first[0]]}: their owner chooses which fires first",
            )
        )
    return tuple(first)


def _tie_roll(tie_dice: Mapping[str, int], side: str) -> int:
    if side not in tie_dice:
        raise InvalidInputError("tie dice", dict(tie_dice), f"a die result for side {side!r}")
    return check_die(tie_dice[side], D6, f"tie die of {side}")


# ---------------------------------------------------------------- 11.2 melee


def boarding_value(ship: ShipState, readings: ReadingsLike | None = None) -> RuledInt:
    """A ship's Boarding Value: current Crew Value minus Rate, may be zero or negative [11.22, 12.21]."""
    r = readings_for(readings)
    cv = crew_value(ship, r)
    crew = int(cv)
    bv = crew - ship.rate
    why = "a prize has crew 1 [12.21]" if ship.prize else f"current crew {crew}"
    ruling = RULINGS(
        f"Boarding Value of {ship.name}",
        bv,
        (*cv.ruling.steps[1:], Step("11.22", f"{why} minus Rate {ship.rate}", bv)),
        also=cv.ruling.readings,
        value=bv,
    )
    return RuledInt(bv, ruling)


def side_total(ships: Iterable[ShipState], side: str, readings: ReadingsLike | None = None) -> RuledInt:
    """One side's boarding total in a square [11.21a, 11.22, 11.23].

    The sum of its Boarding Values, or the best alone if all are negative [11.23] (reading ``melee_sum_zero`` with
    zeros); a prize fights with Crew Value 1 [12.21, 12.31], or adds nothing under ``prizes_in_melee=passive``."""
    r = readings_for(readings)
    mine = [s for s in ships if s.side == side]
    steps: list[Step] = []
    fighters: list[ShipState] = []
    for s in mine:
        if s.prize and r["prizes_in_melee"] == "passive":
            steps.append(Step("12.22", f"{s.name} is a prize and adds nothing to {side}'s boarding"))
            continue
        fighters.append(s)
    boarding = {s.name: boarding_value(s, r) for s in fighters}
    values = {n: int(v) for n, v in boarding.items()}
    floor_used = tuple(dict.fromkeys(k for v in boarding.values() for k, _ in v.ruling.readings))
    for n, v in values.items():
        steps.append(Step("11.22", f"{n}: Boarding Value", v))
    if not values:
        total = 0
        steps.append(
            Step(
                "11.21a",
                f"{side} is here only with prizes, which add nothing (prizes_in_melee=passive): 0 before its die",
                0,
            )
        )
    else:
        best_only = all(v < 0 for v in values.values()) or (
            r["melee_sum_zero"] == "zero_too" and all(v <= 0 for v in values.values())
        )
        if best_only and len(values) > 1:
            total = max(values.values())
            steps.append(
                Step(
                    "11.23",
                    f"every value of {side} is {'below zero' if total < 0 else 'zero or less'}: only the best counts",
                    total,
                )
            )
        else:
            total = sum(values.values())
            steps.append(Step("11.21a", f"{side}'s values added together", total))
    ruling = RULINGS(
        f"boarding total of {side}",
        total,
        steps,
        readings=r,
        keys=("prizes_in_melee", "melee_sum_zero", *floor_used),
        value=total,
    )
    return RuledInt(total, ruling)


def decide(scores: Mapping[str, int], readings: ReadingsLike | None = None) -> Ruling:
    """Compare two melee sums [11.21c]: the winning side, or ``None`` for no effect. Positive beats zero or less; two at
    most zero change nothing; two positive need 1.5 times (2.5 under ``melee_ratio=two_and_half``), boundary
    included."""
    r = readings_for(readings)
    if len(scores) != 2:
        raise InvalidInputError("melee sums", dict(scores), "exactly two sides")
    (a, sa), (b, sb) = scores.items()
    factor = Fraction(3, 2) if r["melee_ratio"] == "one_and_half" else Fraction(5, 2)
    q = f"melee result {a} {sa} against {b} {sb}"

    def said(winner: str | None, why: str) -> Ruling:
        return RULINGS(q, winner, (Step("11.21c", why),), readings=r, keys=("melee_ratio",))

    if sa <= 0 and sb <= 0:
        return said(None, "neither sum is above zero: the melee has no effect")
    for w, sw, l, sl in ((a, sa, b, sb), (b, sb, a, sa)):
        if sw > 0 >= sl:
            return said(w, f"{w}'s sum is positive and {l}'s is {sl}: {w} wins")
    hi, shi, lo, slo = (a, sa, b, sb) if sa >= sb else (b, sb, a, sa)
    need = factor * slo
    if shi >= need:
        return said(hi, f"{hi}'s {shi} reaches {float(factor):g} x {slo} = {float(need):g}: {hi} wins")
    return said(None, f"{hi}'s {shi} is short of {float(factor):g} x {slo} = {float(need):g}: no effect")


def _melee_sides(position: Position, square: Square) -> tuple[str, str]:
    sides = sides_in(position, square)
    if len(sides) < 2:
        raise IllegalActionError(
            f"no melee in {square_name(square)}: it holds no enemy ships together ({', '.join(sides) or 'no ships'})",
            "11.2",
        )
    if len(sides) > 2:
        raise InvalidInputError("melee square", square_name(square), "ships of at most two sides")
    return sides[0], sides[1]


@changes_position
def melee(
    position: Position,
    sq: str | Square,
    dice: Mapping[str, int],
    readings: ReadingsLike | None = None,
) -> tuple[Position, Ruling]:
    """Fight the melee in one square with each side's die roll [11.2, 11.21a-c, 11.22, 11.23, 12.22, 12.31, 12.32].

    ``dice`` maps each side to its d6. A decisive result strikes every loser in the square to the winner [12.2],
    retaking prizes, which stay prizes [12.31, 12.32]; all stay fouled [12.22, 11.21c]. Returns the new position and the
    ruling; a bad request raises and changes nothing."""
    r = readings_for(readings, position)
    square = read_square(sq, position.readings)
    a, b = _melee_sides(position, square)
    if set(dice) != {a, b}:
        raise InvalidInputError("melee dice", dict(dice), f"one d6 for each of {a!r} and {b!r}")
    rolls = {x: check_die(dice[x], D6, f"melee die of {x}") for x in (a, b)}
    ships = position.at(square)
    steps: list[Step] = [Step("11.2", f"{a} and {b} share {square_name(square)}: melee is compulsory")]
    consulted: list[tuple[str, str]] = []
    scores = {x: _melee_score(ships, x, rolls[x], r, steps, consulted) for x in (a, b)}
    outcome = decide(scores, r)
    steps.extend(outcome.steps)
    winner = outcome.verdict
    captured: list[str] = []
    new = position
    if winner is not None:
        new, captured = _captures(position, ships, winner, steps)
        verdict = f"{winner} captures"
    else:
        steps.append(Step("11.21c", "the ships stay fouled and dead in the water"))
        verdict = "no effect"
    ruling = RULINGS(
        f"melee in {square_name(square)}",
        verdict,
        steps,
        also=used(r, "melee_ratio") + tuple(consulted),
        facts={"winner": winner, "scores": scores, "captured": tuple(captured)},
    )
    return new, ruling


def _melee_score(
    ships: Sequence[ShipState], side: str, roll: int, r: Readings, steps: list[Step], consulted: list[tuple[str, str]]
) -> int:
    """A side's melee score: its ships' total [11.22] plus its die [11.21b], the steps and readings noted."""
    t = side_total(ships, side, r)
    consulted.extend(t.ruling.readings)
    steps.extend(t.ruling.steps)
    score = int(t) + roll
    steps.append(Step("11.21b", f"{side} rolls {roll}: sum {int(t)} + {roll} = {score}", score))
    return score


def _captures(
    position: Position, ships: Sequence[ShipState], winner: str, steps: list[Step]
) -> tuple[Position, list[str]]:
    """Every ship of the losing side in the square strikes to the winner, a prize it held retaken [12.2, 12.31];
    all stay fouled [12.22]. The position after, and the ships captured."""
    captured: list[str] = []
    new = position
    for s in ships:
        if s.side != winner:
            case = "12.31" if s.nationality == winner else "12.2"
            what = (
                "is retaken by its own side and is again a prize"
                if case == "12.31"
                else f"strikes and becomes a prize of {winner}"
            )
            steps.append(Step(case, f"{s.name} {what} (crew 1, Rate {s.rate})"))
            new = strike(new, s, winner)
            captured.append(s.name)
    steps.append(Step("12.22", "the captured ships stay fouled with their captors"))
    return new, captured


class DiceGrid(NamedTuple):
    """Every way the two melee dice can fall in ``square`` and what each decides [11.21a-c]: what a picture of the
    melee shows (:func:`.faces.drawing_melee.melee_figure`)."""

    square: Square
    sides: tuple[str, str]
    totals: dict[str, int]  #: each side's boarding total before its die [11.21b]
    winners: dict[tuple[int, int], str | None]  #: by the two dice (first side's, second side's): who captures, or None


def dice_grid(position: Position, sq: str | Square, readings: ReadingsLike | None = None) -> DiceGrid:
    """The two sides, their boarding totals, and the winner (or ``None``) for every pair of dice [11.21a-c]."""
    r = readings_for(readings, position)
    square = read_square(sq, position.readings)
    a, b = sides_in(position, square)[:2]
    ships = position.at(square)
    totals = {x: int(side_total(ships, x, r)) for x in (a, b)}
    grid = {(da, db): decide({a: totals[a] + da, b: totals[b] + db}, r).verdict for da in D6 for db in D6}
    return DiceGrid(square, (a, b), totals, grid)


def melee_odds(position: Position, sq: str | Square, readings: ReadingsLike | None = None) -> Distribution:
    """Exact chances of each melee outcome over both dice [11.21]: ``"BR captures"``, ``"no effect"``..."""
    r = readings_for(readings, position)
    square = read_square(sq, position.readings)
    a, b = _melee_sides(position, square)
    ships = position.at(square)
    ta, tb = int(side_total(ships, a, r)), int(side_total(ships, b, r))
    counts: dict[str, int] = {f"{a} captures": 0, f"{b} captures": 0, "no effect": 0}
    for da in D6:
        for db in D6:
            w = decide({a: ta + da, b: tb + db}, r).verdict
            counts["no effect" if w is None else f"{w} captures"] += 1
    return Distribution.from_counts(counts)


# ---------------------------------------------------------------- 11.3 unfouling


def _neighbours(square: Square, readings: Readings) -> tuple[Square, ...]:
    if readings["adjacent_def"] == "four":
        return tuple(square.neighbour(d) for d in Direction if not d.is_diagonal)
    return square.neighbours()


def unfoul_options(
    position: Position, ship: str | ShipState, readings: ReadingsLike | None = None
) -> tuple[Square, ...]:
    """Empty neighbouring squares where a ship that breaks free may go [11.33, 15.0-MR]: the eight around by default
    (reading ``adjacent_def``), off the printed map only under ``map_exit=unbounded``; empty when she cannot unfoul."""
    r = readings_for(readings, position)
    s = position.ship(ship)
    occupied = position.occupied()
    return tuple(n for n in _neighbours(s.square, r) if on_grid(n, r) and n not in occupied)


def unfoul_placement(position: Position, ship: str | ShipState, readings: ReadingsLike | None = None) -> Ruling:
    """Where a ship that breaks free may be placed: the empty neighbouring squares [11.33, 15.0-MR] (reading
    ``adjacent_def``), any heading; empty when she cannot unfoul."""
    r = readings_for(readings, position)
    s = position.ship(ship)
    options = unfoul_options(position, s, r)
    ring = "eight" if r["adjacent_def"] == "eight" else "four side-sharing"
    taken = [square_name(n) for n in _neighbours(s.square, r) if n in position.occupied()]
    steps = [
        Step("11.33", f"of the {ring} squares next to {square_name(s.square)}, taken: {', '.join(taken) or 'none'}")
    ]
    if options:
        steps.append(
            Step("11.33", f"{s.name} may go to {', '.join(square_name(o) for o in options)}, facing any way it likes")
        )
    else:
        steps.append(Step("11.33", f"every neighbouring square is taken: {s.name} stays fouled"))
    return RULINGS(
        f"where {s.name} may go on breaking free",
        tuple(square_name(o) for o in options),
        steps,
        also=_unfoul_readings(position, s, r),
        facts={"position": position, "ship": s.name},
    )


def _unfoul_readings(position: Position, s: ShipState, r: Readings) -> tuple[tuple[str, str], ...]:
    """``adjacent_def`` always; ``map_exit`` when a neighbouring square lies off the printed map [11.33, 15.0-MR]."""
    edge = any(n not in MAP for n in _neighbours(s.square, r))
    return used(r, "adjacent_def", *(("map_exit",) if edge else ()))


def unfoul_target(position: Position, ship: str | ShipState) -> RuledInt:
    """The highest die that frees the ship: 3 with no enemy in its square, else 1 [11.32, 12.22]."""
    s = position.ship(ship)
    enemies = [t.name for t in position.at(s.square) if t.side != s.side]
    if enemies:
        step = Step("11.32", f"enemy ship in the square ({', '.join(enemies)}): only a 1 frees {s.name}", 1)
        need = 1
    else:
        step = Step("11.32", f"no enemy in the square (prizes held count as friendly [12.22]): 1-3 frees {s.name}", 3)
        need = 3
    return RuledInt(need, RULINGS(f"unfouling roll needed by {s.name}", need, (step,), value=need))


def may_unfoul(position: Position, ship: str | ShipState, readings: ReadingsLike | None = None) -> Ruling:
    """May this ship try to unfoul? Truthy when it may [11.3, 11.31, 11.33, 12.11, 12.22].

    Fouled, with an empty square to go to [11.33]; a prize may [12.22], an abandoned ship by reading
    ``abandoned_unfoul``; who tries is the players' declaration [11.31], kept by the engine."""
    r = readings_for(readings, position)
    s = position.ship(ship)
    q = f"may {s.name} try to unfoul"
    if s.destroyed:
        return RULINGS(q, False, (Step("13.23", "it has blown up"),))
    if not s.fouled:
        return RULINGS(q, False, (Step("11.3", "it is not fouled, so it has nothing to unfoul from"),))
    keys: tuple[tuple[str, str], ...] = ()
    if s.abandoned and not s.prize:
        keys = used(r, "abandoned_unfoul")
        if r["abandoned_unfoul"] == "may_not":
            step = Step(
                "12.11", "it is abandoned, and an abandoned ship does not try (reading abandoned_unfoul=may_not)"
            )
            return RULINGS(q, False, (step,), also=keys)
    if not unfoul_options(position, s, r):
        step = Step("11.33", f"no empty square lies next to {square_name(s.square)}")
        return RULINGS(q, False, (step,), also=keys)
    return RULINGS(q, True, (Step("11.31", "it is fouled and may try once this Unfouling Stage"),), also=keys)


def _check_can_attempt(position: Position, s: ShipState, readings: Readings) -> Ruling:
    """The ship may try to unfoul (:func:`may_unfoul`, returned), or the refusal with its case."""
    if s.destroyed:
        raise IllegalActionError(f"{s.name} has blown up and cannot unfoul", "13.23")
    may = may_unfoul(position, s, readings)
    if not may:
        raise IllegalActionError(f"{s.name} cannot unfoul: {may.steps[-1].reason}", may.steps[-1].case)
    return may


@changes_position
def unfoul(
    position: Position,
    ship: str | ShipState,
    die: int,
    square: str | Square | None = None,
    facing: str | Direction | None = None,
    reface: str | Direction | None = None,
    readings: ReadingsLike | None = None,
) -> tuple[Position, Ruling]:
    """One unfouling attempt with its die result [11.31-11.34, 12.14].

    On a success (1-3, only 1 with an enemy [11.32]) she goes to ``square`` facing ``facing``, her owner's choice
    [11.33] (see :func:`unfoul_options`); a ship left alone is no longer fouled and, if the mover was her enemy, may be
    turned by ``reface`` [11.34]; abandoned enemies next to the new square strike [12.14]. The declaration [11.31] is
    the engine's."""
    r = readings_for(readings, position)
    s = position.ship(ship)
    options = unfoul_options(position, s, r)
    may = _check_can_attempt(position, s, r)
    roll = check_die(die, D6, "unfouling die")
    need = unfoul_target(position, s)
    steps = list(need.ruling.steps)
    q = f"{s.name} tries to unfoul from {square_name(s.square)}"
    reading = may.readings + _unfoul_readings(position, s, r)
    if roll > need:
        steps.append(Step("11.32", f"rolled {roll}: {s.name} stays fouled", roll))
        if square is not None or facing is not None or reface is not None:
            steps.append(Step("11.32", "the chosen square and headings are not used"))
        # "Wasp tries to unfoul from 0805: no: it stays fouled (die 6)"
        return position, _unfoul_ruling(q, steps, reading, roll, None)
    target, heading = _placement(s, square, facing, options, r)
    steps.append(Step("11.32", f"rolled {roll}: {s.name} breaks free", roll))
    steps.append(Step("11.33", f"{s.name} is placed in {square_name(target)} facing {heading}"))
    new = position.with_ship(s.with_(square=target, facing=heading, fouled=False, command=None, mp=0))
    new = _left_behind(position, new, s, reface, steps)
    after, struck = strikes_on_arrival(new, s.name, how="unfoul")
    if struck:
        steps.extend(struck.steps)
    reading = tuple(dict.fromkeys((*reading, *struck.readings)))
    return after, _unfoul_ruling(q, steps, reading, roll, target)  # "yes: it breaks free to 1110 (die 1)"


def _placement(
    s: ShipState,
    square: str | Square | None,
    facing: str | Direction | None,
    options: Sequence[Square],
    r: Readings,
) -> tuple[Square, Direction]:
    """The square and heading the owner chose for a ship that broke free: an empty neighbour on the grid [11.33,
    15.0-MR] and any heading; refused with the case otherwise."""
    if square is None or facing is None:
        raise InvalidInputError(
            "unfouling placement",
            (square, facing),
            "a square among " + ", ".join(square_name(o) for o in options) + " and a facing (any of N .. NW)",
        )
    target = parse_square(square)  # CCRR, or COL:ROW beyond the printed map [15.0-MR]
    if not on_grid(target, r):
        raise IllegalActionError(f"{s.name} may not unfoul into {beyond(target, r)}", "15.0-MR")
    if target not in options:
        raise IllegalActionError(
            f"{s.name} may not unfoul into {square_name(target)}: allowed are {', '.join(square_name(o) for o in options)}",
            "11.33",
        )
    return target, Direction.parse(facing)


def _left_behind(
    position: Position, new: Position, s: ShipState, reface: str | Direction | None, steps: list[Step]
) -> Position:
    """A ship left alone in the old square is no longer fouled [11.3]; one left by an enemy may be turned to
    ``reface`` [11.34], which nothing else may be."""
    left = tuple(t for t in position.at(s.square) if t.name != s.name)
    if len(left) != 1:
        if reface is not None:
            raise IllegalActionError(
                f"no ship is left alone in {square_name(s.square)} by {s.name}, so none may be re-faced", "11.34"
            )
        return new
    lone = left[0]
    new = new.with_ship(lone.with_(fouled=False))
    steps.append(Step("11.3", f"{lone.name} is left alone in {square_name(s.square)} and is no longer fouled"))
    if reface is not None:
        if lone.side == s.side:
            raise IllegalActionError(f"{lone.name} may not be re-faced: {s.name}, which left it, is friendly", "11.34")
        lone_heading = Direction.parse(reface)
        new = new.with_ship(new.ship(lone).with_(facing=lone_heading))
        steps.append(Step("11.34", f"an enemy left it alone, so {lone.name} is turned to face {lone_heading}"))
    return new


def _unfoul_ruling(
    question: str, steps: list[Step], readings: tuple[tuple[str, str], ...], roll: int, target: Square | None
) -> Ruling:
    """An unfouling attempt's ruling: it breaks free to ``target``, or (``None``) stays fouled [11.32, 11.33]."""
    return RULINGS(
        question,
        target is not None,
        steps,
        also=readings,
        value=roll,
        facts={"square": target},
        measure="die {}",
        gloss="it stays fouled" if target is None else f"it breaks free to {square_name(target)}",
    )


def unfoul_odds(position: Position, ship: str | ShipState, readings: ReadingsLike | None = None) -> Distribution:
    """Exact chance that one attempt succeeds [11.32]: ``"unfouls"`` and ``"stays fouled"``; raises for a ship not
    fouled or with no empty neighbour [11.33]."""
    r = readings_for(readings, position)
    s = position.ship(ship)
    _check_can_attempt(position, s, r)
    need = int(unfoul_target(position, s))
    return Distribution.from_counts({"unfouls": need, "stays fouled": 6 - need})


__all__ = [
    "boarding_value",
    "closed_to_outside_fire",
    "decide",
    "fire_order",
    "fouled_squares",
    "fouled_targets",
    "may_unfoul",
    "melee",
    "melee_odds",
    "melee_squares",
    "side_total",
    "sides_in",
    "unfoul",
    "unfoul_odds",
    "unfoul_options",
    "unfoul_placement",
    "unfoul_target",
]
