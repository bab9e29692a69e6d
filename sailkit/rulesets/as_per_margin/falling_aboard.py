"""FALLING ABOARD and its ADDITIONAL NOTES: the 3-inch check on the swept path, the opposed throws, grapples.

Whenever a ship closes within 3 inches of another, mainmast to mainmast, the two throw
a d6 each; the higher gets its wish (to fall aboard or to fend off) and a tie always
means they fall aboard [FALLING ABOARD, APM-04c]. Ships only check while the gap is
shrinking [APM-14]. The check is made at the *first* moment of the move that happens
(reading ``fall_aboard_when``), found exactly on the mainmast's path, so a ship cannot
slip past another between its start and end points.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Literal

from ...dice import Distribution, check_die
from ...errors import InvalidInputError
from ...geometry.board import measured
from ...geometry.table import Move, Track, distance, first_closing_within
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from . import citations as c
from .readings import READINGS, RULINGS
from .ships import Ship

REACH = 3.0

Wish = Literal["fall aboard", "fend off"]


def first_check(mover: Ship, move: Move, others: Sequence[Ship], readings: ReadingsLike | None = None) -> Ruling:
    """The first ship ``mover`` must check against while making ``move``, with when and where [APM-04c, APM-14].

    The verdict is that ship's name (``None``: no check). Facts: ``progress`` (0 to 1
    along the mainmast's path), ``at`` (the mainmast there) and ``gap`` (inches). The
    other ships stand still: at the desk one ship moves alone, and the game moves a
    group's ships one at a time (reading ``group_moves``). With
    ``fall_aboard_when=end-of-move`` only the end of the move counts, and only if the gap
    there is smaller than at the start. A gap of exactly 3 inches counts under
    ``fall_aboard_reach=within``, the same on the path as at its end: a path that touches
    the circle and opens again checks there, as a move that stops on it does.
    """
    r = READINGS.resolve(readings)
    keys = ("fall_aboard_when", "fall_aboard_who", "fall_aboard_reach")
    touching = r["fall_aboard_reach"] == "within"
    track = move.track(mover.pose)
    moving = {"mover": mover, "move": move, "others": tuple(others), "reach": REACH}
    found: list[tuple[float, Ship]] = []
    for other in others:
        if other.name == mover.name or other.sunk:
            continue
        if r["fall_aboard_who"] == "enemies" and other.side == mover.side:
            continue
        still = Track.still(other.mainmast)
        if r["fall_aboard_when"] == "end-of-move":
            gap, before = (measured(distance(p, other.mainmast)) for p in (track.points[-1], track.points[0]))
            ok = (gap <= REACH if touching else gap < REACH) and gap < before
            t: float | None = 1.0 if ok else None
        else:
            t = first_closing_within(track, still, REACH, touching=touching)
        if t is not None:
            found.append((t, other))
    if not found:
        steps = [Step(c.THREE_INCH, f"{mover.name} closes within {REACH:g} inches of no ship on this move")]
        return RULINGS(
            f"falling-aboard check for {mover.name}",
            None,
            steps,
            readings=r,
            keys=keys,
            facts=moving,
            kind="fall_aboard",
        )
    t, other = min(found, key=lambda f: f[0])
    at = track.at(t)
    gap = distance(at, other.mainmast)
    within = f"within {REACH:g} inches" if touching else f"to less than {REACH:g} inches"
    steps = [
        Step(c.MEASURE, "measured mainmast to mainmast along the moving ship's path"),
        Step(c.THREE_INCH, f"{mover.name} closes {within} of {other.name} {t:.0%} of the way along"),
        Step(c.NOTES, "the gap is shrinking up to there, so the ships must check"),
    ]
    facts = {"progress": t, "at": at, "gap": gap, "other": other.name, "other_at": other.mainmast, **moving}
    return RULINGS(
        f"falling-aboard check for {mover.name}",
        other.name,
        steps,
        readings=r,
        keys=keys,
        facts=facts,
        kind="fall_aboard",
    )


def _score(die: int, anchored: bool, how: str) -> Fraction:
    if not anchored:
        return Fraction(die)
    half = Fraction(die, 2)
    if how == "down":
        return Fraction(die // 2)
    if how == "up":
        return Fraction(-(-die // 2))
    return half


def falls_aboard(
    die_a: int,
    die_b: int,
    *,
    wish_a: Wish,
    wish_b: Wish,
    anchored_a: bool = False,
    anchored_b: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The opposed throw of two ships within 3 inches [APM-04c]: higher score gets its wish, a tie falls aboard.

    An anchored ship's throw is halved (reading ``anchored_halving``).
    """
    r = READINGS.resolve(readings)
    for w in (wish_a, wish_b):
        if w not in ("fall aboard", "fend off"):
            raise InvalidInputError("wish", w, "'fall aboard' or 'fend off'")
    a = _score(check_die(die_a, what="falling-aboard die"), anchored_a, r["anchored_halving"])
    b = _score(check_die(die_b, what="falling-aboard die"), anchored_b, r["anchored_halving"])
    steps = [Step(c.THREE_INCH, f"the first ship throws {die_a}, the second {die_b}")]
    for who, anchored, die, score in (("first", anchored_a, die_a, a), ("second", anchored_b, die_b, b)):
        if anchored:
            steps.append(Step(c.NOTES, f"the {who} ship is anchored: its {die} counts {score}"))
    if a == b:
        result = True
        steps.append(Step(c.THREE_INCH, "a tie: the ships fall aboard"))
    else:
        winner, wish = ("first", wish_a) if a > b else ("second", wish_b)
        result = wish == "fall aboard"
        steps.append(Step(c.THREE_INCH, f"the {winner} ship wins and gets its wish: {wish}"))
    dice = {"dice": (("first ship", (die_a,)), ("second ship", (die_b,)))}
    return RULINGS("fall aboard", result, steps, readings=r, keys=("anchored_halving",), facts=dice, kind="fall_aboard")


def cut_grapples(die_a: int, die_b: int, *, a_parts: bool, b_parts: bool) -> Ruling:
    """Ships fallen aboard try to part or to stay [APM-04]: each throws a d6, the higher gets its way, a tie stays locked.

    The verdict is True if the ships stay locked (they keep the wind arrow and move as dismasted [APM-04b]).
    """
    die_a, die_b = check_die(die_a, what="grapple die"), check_die(die_b, what="grapple die")
    steps = [Step(c.CUT_GRAPPLES, f"the first ship throws {die_a}, the second {die_b}")]
    if die_a == die_b:
        locked = True
        steps.append(Step(c.CUT_GRAPPLES, "a tie: the ships stay together"))
    else:
        parts = a_parts if die_a > die_b else b_parts
        locked = not parts
        who = "first" if die_a > die_b else "second"
        steps.append(Step(c.CUT_GRAPPLES, f"the {who} ship wins: they {'part' if parts else 'stay together'}"))
    steps.append(
        Step(
            c.LOCKED, "locked ships keep the wind arrow and move as dismasted" if locked else "the wind arrow comes off"
        )
    )
    dice = {"dice": (("first ship", (die_a,)), ("second ship", (die_b,)))}
    return RULINGS("still locked", locked, steps, facts=dice, kind="fall_aboard")


def falls_aboard_odds(
    *, anchored_a: bool = False, anchored_b: bool = False, readings: ReadingsLike | None = None
) -> Distribution:
    """Exact chances that the first ship wins, the second wins, or they tie (and fall aboard) [APM-04c]."""
    r = READINGS.resolve(readings)
    how = r["anchored_halving"]
    counts = {"first wins": 0, "second wins": 0, "tie": 0}
    for da in range(1, 7):
        for db in range(1, 7):
            a, b = _score(da, anchored_a, how), _score(db, anchored_b, how)
            counts["tie" if a == b else "first wins" if a > b else "second wins"] += 1
    return Distribution.from_counts(counts)


__all__ = ["REACH", "Wish", "cut_grapples", "falls_aboard", "falls_aboard_odds", "first_check"]
