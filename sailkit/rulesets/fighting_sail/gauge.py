"""Section 7.2 The Weather Gauge: which side orders the movement, and the optional fastest-first rule.

Most ships at the highest Movement Allowance holds the gauge for the Game-Turn, a roll-off breaking ties [7.21]; the
holder names the side to move each next ship [7.22, 7.23]. Under optional 7.24 the fastest move first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...dice import D6, check_die
from ...errors import InvalidInputError
from ...rulings import Ruling, Step, used
from ...wording import agree
from .movement import allowance, determined_allowance
from .readings import RULINGS, Readings, ReadingsLike, readings_for
from .state import Position, ShipState


def gauge_holder(
    allowances: Mapping[str, Sequence[int]],
    rolls: Mapping[str, int] | None = None,
    *,
    previous: str | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Which side holds the weather gauge, given each side's ships' Movement Allowances [7.21].

    The highest value on the map (a), each side's ships at it (b), most wins (c); on equal counts ``None`` and a step
    asking for a roll-off unless ``rolls`` gives the dice, equal dice by reading ``wg_tie_roll`` (``previous``
    holder)."""
    r = readings_for(readings)
    q = "who holds the weather gauge"
    everything = [(side, int(ma)) for side, mas in allowances.items() for ma in mas]
    if not everything:
        return RULINGS(q, None, (Step("7.21", "no ship has a Movement Allowance, so nobody can be compared"),))
    top = max(ma for _, ma in everything)
    counts = {side: sum(1 for ma in mas if int(ma) == top) for side, mas in allowances.items()}
    steps = [Step("7.21a", f"the highest Movement Allowance on the map is {top}")]
    steps.append(Step("7.21b", "ships at it: " + ", ".join(f"{side} {n}" for side, n in counts.items())))
    best = max(counts.values())
    leaders = [side for side, n in counts.items() if n == best]
    facts = {"highest": top, "counts": counts, "tied": tuple(leaders) if len(leaders) > 1 else ()}
    if len(leaders) == 1:
        steps.append(Step("7.21c", f"{leaders[0]} has the most ships at {top}: it holds the weather gauge"))
        return RULINGS(q, leaders[0], steps, facts=facts)
    steps.append(Step("7.21c", f"{' and '.join(leaders)} have {best} each: both roll a die, the higher wins"))
    if rolls is None:
        return RULINGS(q, None, steps, facts={**facts, "roll_needed": True})
    return _roll_off(q, leaders, rolls, previous, r, steps, facts)


def _roll_off(
    q: str,
    leaders: Sequence[str],
    rolls: Mapping[str, int],
    previous: str | None,
    r: Readings,
    steps: list[Step],
    facts: dict[str, Any],
) -> Ruling:
    """Equal counts: the higher die of the tied sides holds the gauge; equal dice follow reading ``wg_tie_roll``,
    the holder of last turn keeping it or both rolling again [7.21c]."""
    missing = [side for side in leaders if side not in rolls]
    if missing:
        raise InvalidInputError("weather gauge rolls", dict(rolls), f"one die for each tied side: {', '.join(leaders)}")
    dice = {side: check_die(rolls[side], D6, f"weather gauge roll of {side}") for side in leaders}
    high = max(dice.values())
    winners = [side for side in leaders if dice[side] == high]
    shown = ", ".join(f"{side} rolls {d}" for side, d in dice.items())
    if len(winners) == 1:
        steps.append(Step("7.21c", f"{shown}: {winners[0]} holds the weather gauge"))
        return RULINGS(q, winners[0], steps, facts={**facts, "rolls": dice})
    if r["wg_tie_roll"] == "keep_previous" and previous in winners:
        steps.append(
            Step(
                "7.21c", f"{shown}: equal again, so {previous} keeps the gauge it held last turn (reading wg_tie_roll)"
            )
        )
        return RULINGS(q, previous, steps, readings=r, keys=("wg_tie_roll",), facts={**facts, "rolls": dice})
    steps.append(
        Step("7.21c", f"{shown}: equal, so the tied sides roll again (reading wg_tie_roll={r['wg_tie_roll']})")
    )
    return RULINGS(
        q, None, steps, readings=r, keys=("wg_tie_roll",), facts={**facts, "rolls": dice, "roll_needed": True}
    )


def side_allowances(position: Position) -> tuple[dict[str, list[int]], tuple[Step, ...]]:
    """Each side's ships' allowances for the 7.21 count, by reading ``wg_ma_population`` [4.2, 7.1]."""
    by_ship, steps = _ship_allowances(position)
    return _by_side(position, by_ship), steps


def _by_side(position: Position, by_ship: Mapping[str, int | None]) -> dict[str, list[int]]:
    """The allowances counted, side by side in the order of the ships; a side with none counted has an empty list."""
    out: dict[str, list[int]] = {}
    for s in position.afloat():
        ma = by_ship[s.name]
        if ma is not None:
            out.setdefault(s.side, []).append(ma)
    for side in position.sides():
        out.setdefault(side, [])
    return out


def counted_allowances(position: Position) -> dict[str, int | None]:
    """Each ship's Movement Allowance as the weather-gauge count takes it [7.1, 7.21], ``None`` if it is not counted
    (reading ``wg_ma_population``: a ship with no command, by default)."""
    return _ship_allowances(position)[0]


def _ship_allowances(position: Position) -> tuple[dict[str, int | None], tuple[Step, ...]]:
    """:func:`counted_allowances`, with a step for each ship counted [7.1]."""
    r = position.readings
    everyone = r["wg_ma_population"] == "all_ships"
    out: dict[str, int | None] = {}
    steps = []
    for s in position.afloat():
        if s.command is None and not everyone:
            out[s.name] = None
            continue
        ma = determined_allowance(position, s) if s.start_facing is not None else allowance(position, s)
        out[s.name] = int(ma)
        steps.append(
            Step(
                "7.1",
                f"{s.name} ({s.side}) has a Movement Allowance of {int(ma)}" + ("" if s.command else " (no command)"),
            )
        )
    return out, tuple(steps)


def weather_gauge(position: Position, rolls: Mapping[str, int] | None = None, *, previous: str | None = None) -> Ruling:
    """Who holds the weather gauge in this position [7.21], ships' allowances worked out as in 7.1. Reading
    ``wg_ma_population``: ships holding commands (default) or all; facts ``position`` and ``allowances``."""
    r = position.readings
    by_ship, steps = _ship_allowances(position)
    inner = gauge_holder(_by_side(position, by_ship), rolls, previous=previous, readings=r)
    keys = used(r, "wg_ma_population") + inner.readings
    facts = {**inner.facts, "position": position, "allowances": by_ship}
    return RULINGS(inner.question, inner.verdict, steps + inner.steps, also=keys, facts=facts, kind="gauge")


def must_move_first(position: Position, side: str | None = None) -> Ruling:
    """Optional 7.24: which ships may move next, the fastest on the map going first.

    The names (of ``side`` if given) still holding commands at the highest allowance (reading
    ``fastest_first_metric``); ``facts["sides"]`` the sides the gauge holder may name [7.22]."""
    r = position.readings
    metric = r["fastest_first_metric"]
    pending = [s for s in position.afloat() if s.command is not None]
    q = "which ships must move first (optional 7.24)" + ("" if side is None else f" for {side}")
    if not pending:
        return RULINGS(
            q,
            (),
            (Step("7.25", "no ship holds a command: the Movement Phase is over"),),
            readings=r,
            keys=("fastest_first_metric",),
            facts={"sides": ()},
        )

    def speed(s: ShipState) -> int:
        return int(determined_allowance(position, s)) if metric == "allowance" else s.mp

    top = max(speed(s) for s in pending)
    fastest = [s for s in pending if speed(s) == top]
    what = "allowance set this turn" if metric == "allowance" else "Movement Points left"
    steps = [
        Step("7.24", f"highest {what} among ships still to move: {top} ({', '.join(s.name for s in fastest)})"),
        Step(
            "7.24",
            "those ships move before any slower one; the weather-gauge holder must name a side that owns one [7.22]",
        ),
    ]
    sides = tuple(dict.fromkeys(s.side for s in fastest))
    names = tuple(s.name for s in fastest if side is None or s.side == side)
    if side is not None and not names:
        steps.append(Step("7.24", f"{side} has none of them, so {side} may not be named to move now"))
    # the heading names what the fastest share: "Shannon, each with a Movement Allowance of 6"
    share = "a Movement Allowance of {}" if metric == "allowance" else f"{{}} {agree(top, 'Movement Point')} left"
    measure = f"each with {share}" if names else f"the fastest have {share}"
    return RULINGS(
        q, names, steps, readings=r, keys=("fastest_first_metric",), value=top, facts={"sides": sides}, measure=measure
    )


__all__ = ["gauge_holder", "must_move_first", "side_allowances", "weather_gauge"]
