"""FALLING ABOARD and its ADDITIONAL NOTES: the 3-inch check on the swept path, the opposed throws, grapples.

Whenever a ship closes within 3 inches of another, mainmast to mainmast, the two throw
a d6 each; the higher gets its wish (to fall aboard or to fend off) and a tie always
means they fall aboard [FALLING ABOARD, APM-04c]. Ships only check while the gap is
shrinking [APM-14]. The check is made at the *first* moment of the move that happens
(reading ``fall_aboard_when``), found exactly on the mainmast's path, so a ship cannot
slip past another between its start and end points.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Literal, NamedTuple

import numpy as np

from ...dice import Distribution, check_die
from ...errors import InvalidInputError
from ...geometry.board import measured
from ...geometry.table import Move, Point, Track, Tracks, distance
from ...geometry.table import first_closings as closing_times
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from . import citations as c
from .readings import READINGS, RULINGS
from .ships import Ship

REACH = 3.0

Wish = Literal["fall aboard", "fend off"]


class Closing(NamedTuple):
    """Where a moving ship first closes within 3 inches of another [APM-04c]: that ship, when, where, how near.

    ``progress`` runs from 0 to 1 along the mover's mainmast path, ``at`` is the mover's
    mainmast there and ``gap`` the inches from it to the other's mainmast.
    """

    other: Ship
    progress: float
    at: Point
    gap: float


def first_closings(
    movers: Sequence[Ship], tracks: Tracks, others: Sequence[Ship], readings: ReadingsLike | None = None
) -> list[Closing | None]:
    """For each mover in turn, sailing its track while every other ship stands still, the first ship it must check.

    ``tracks[i]`` is the path of ``movers[i]``'s mainmast; ``None``: that mover checks
    against no ship. ``others`` may be ``movers`` itself: each ship of a position moving in
    turn while the rest stand still. Every pair is worked out at once (:func:`~sailkit.geometry.table.first_closings`),
    exactly as :func:`first_check` rules on one mover; the readings are those of :func:`first_check`.
    """
    if len(tracks) != len(movers):
        raise InvalidInputError("tracks", len(tracks), f"one track for each of the {len(movers)} moving ships")
    r = READINGS.resolve(readings)
    if not others:
        return [None] * len(movers)
    touching = r["fall_aboard_reach"] == "within"
    masts = [v for o in others for v in (o.pose.x, o.pose.y)]
    if r["fall_aboard_when"] == "end-of-move":
        times = np.array([[_closes_at_end(track, o, touching) for o in others] for track in tracks.tracks])
    else:
        times = closing_times(tracks, np.fromiter(masts, float, len(masts)), REACH, touching=touching)
    # who checks [APM-04c]: never a ship against herself nor a sunk ship; under fall_aboard_who=enemies, no friend
    names = [o.name for o in others]
    if movers is others and len(set(names)) == len(names):  # each ship of a position moving in turn
        times.flat[:: len(names) + 1] = math.inf
    else:
        herself = [(k, j) for k, m in enumerate(movers) for j, name in enumerate(names) if name == m.name]
        if herself:
            times[tuple(zip(*herself))] = math.inf
    sunk = [j for j, o in enumerate(others) if o.sunk]
    if sunk:
        times[:, sunk] = math.inf
    if r["fall_aboard_who"] == "enemies":
        times[np.equal.outer([m.side for m in movers], [o.side for o in others])] = math.inf
    # the earliest; of two at once, the one listed first
    out: list[Closing | None] = [None] * len(movers)
    for k, (j, t) in enumerate(zip(times.argmin(axis=1).tolist(), times.min(axis=1).tolist())):
        if t < math.inf:
            other, place = others[j], tracks.tracks[k].at(t)
            out[k] = Closing(other, t, place, distance(place, other.mainmast))
    return out


def _closes_at_end(track: Track, other: Ship, touching: bool) -> float:
    """1.0 if the move ends within 3 inches of ``other`` and nearer than it began (reading ``fall_aboard_when``), else
    ``inf``."""
    gap, before = (measured(distance(p, other.mainmast)) for p in (track.points[-1], track.points[0]))
    return 1.0 if (gap <= REACH if touching else gap < REACH) and gap < before else math.inf


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
    (found,) = first_closings([mover], Tracks.of([track]), others, r)
    if found is None:
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
    other, t = found.other, found.progress
    within = f"within {REACH:g} inches" if touching else f"to less than {REACH:g} inches"
    steps = [
        Step(c.MEASURE, "measured mainmast to mainmast along the moving ship's path"),
        Step(c.THREE_INCH, f"{mover.name} closes {within} of {other.name} {t:.0%} of the way along"),
        Step(c.NOTES, "the gap is shrinking up to there, so the ships must check"),
    ]
    facts = {"progress": t, "at": found.at, "gap": found.gap, "other": other.name, "other_at": other.mainmast, **moving}
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


__all__ = [
    "REACH",
    "Closing",
    "Wish",
    "cut_grapples",
    "falls_aboard",
    "falls_aboard_odds",
    "first_check",
    "first_closings",
]
