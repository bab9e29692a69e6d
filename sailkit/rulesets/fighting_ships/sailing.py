"""Spending sailing points: the three manoeuvres of a sailing ship [4.1.1f-i] and where she can end her move.

A sailing point buys one of [4.1.1f-h]:

* a **manoeuvre** (1 point): straight ahead up to 2 inches; after a full 2 inches she may turn up to 30 degrees
  either way on her stern (the Turning Template's standard end), but never after a shorter run;
* a **tack** (2 points): a full 2 inches, then a tight turn of up to 90 degrees toward the side the wind is on;
* a **wear** (1 point): a full 2 inches, then a tight turn of up to 90 degrees away from it.

A ship Running at the start of her move may neither tack nor wear [4.1.1c]. She need not spend every point, but a
sailing ship that moves less than 2 inches in the phase gets an anchor token [4.1.1i, 4.2].

The Turning Template is lost: reading ``turn_pivot`` says which point of the stern stays put; ``tack_through_wind``
whether a tack may carry the bow through the wind's eye; ``dead_wind_side`` which way a ship tacks or wears with
the wind dead ahead or astern. A plan is written as text, ``"M2+30 T90 M2-30"`` (:func:`parse_plan`): ``M`` and
the inches run, then the turn in degrees (``+`` to starboard, ``-`` to port); ``T`` and ``W`` a tack or a wear and
its degrees, signed only where the wind leaves the direction open.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from ...errors import InvalidInputError
from ...geometry.board import format_real, measured
from ...geometry.compass import Direction
from ...geometry.table import Advance, Move, Pivot, Pose, Step
from ...numbers import real
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling
from ...rulings import Step as RStep
from .criticals import WAYS, jammed
from .readings import RULINGS, chosen
from .ships import Ship
from .wind import Attitude, attitude, off_the_wind, wind_side

#: The full run a turn needs, and the longest run one point buys [4.1.1f].
RUN = 2.0
STANDARD_TURN = 30.0
TIGHT_TURN = 90.0


class Kind(StrEnum):
    """What a sailing point is spent on [4.1.1f-h]."""

    MANOEUVRE = "M"
    TACK = "T"
    WEAR = "W"


COST = {Kind.MANOEUVRE: 1, Kind.TACK: 2, Kind.WEAR: 1}
_CASE = {Kind.MANOEUVRE: "4.1.1f", Kind.TACK: "4.1.1g", Kind.WEAR: "4.1.1h"}
_WORD = {Kind.MANOEUVRE: "manoeuvre", Kind.TACK: "tack", Kind.WEAR: "wear"}
_SPELLING = "manoeuvres such as 'M2+30', 'M1.5', 'T90', 'W-90', separated by spaces"
_ONE = re.compile(r"([MTW])([0-9.]*)([+-][0-9.]+)?")


@dataclass(frozen=True)
class Manoeuvre:
    """One manoeuvre: its kind, the inches run (a manoeuvre's up to 2; a tight turn's always 2) and the turn after
    it in degrees: a manoeuvre's signed, clockwise positive; a tack's or wear's its size, whose side the wind picks
    (``direction`` 0) or the player where the wind leaves it open (``direction`` -1 port, +1 starboard)."""

    kind: Kind
    inches: float = RUN
    turn: float = 0.0
    direction: int = 0  #: -1 port, +1 starboard, 0 left to the wind (tacks and wears only)

    def __str__(self) -> str:
        if self.kind is Kind.MANOEUVRE:
            sign = "" if self.turn == 0 else f"{self.turn:+g}"
            return f"M{format_real(self.inches)}{sign}"
        sign = {-1: "-", 0: "", 1: "+"}[self.direction]
        return f"{self.kind.value}{sign}{format_real(abs(self.turn))}"


#: The manoeuvres the engine offers a ship with points to spend (any other the rules allow is accepted): a full
#: 2-inch run straight or turning 30 degrees either way, a last 1-inch run, and a tack or wear of 90 either way.
OFFERED = (
    Manoeuvre(Kind.MANOEUVRE, RUN, 0.0),
    Manoeuvre(Kind.MANOEUVRE, RUN, 30.0),
    Manoeuvre(Kind.MANOEUVRE, RUN, -30.0),
    Manoeuvre(Kind.MANOEUVRE, 1.0),
    *(Manoeuvre(kind, RUN, 90.0, d) for kind in (Kind.TACK, Kind.WEAR) for d in (-1, 1)),
)


def parse_plan(text: str) -> tuple[Manoeuvre, ...]:
    """The manoeuvres a plan writes: ``parse_plan("M2+30 T90")``; :func:`format_plan` writes it back."""
    if not isinstance(text, str) or len(text) > 400:
        raise InvalidInputError("sailing plan", text, _SPELLING)
    out = []
    for word in text.split():
        m = _ONE.fullmatch(word.upper())
        if not m:
            raise InvalidInputError("manoeuvre", word, _SPELLING)
        kind = Kind(m.group(1))
        if kind is Kind.MANOEUVRE:
            inches = real(m.group(2) or "2", "manoeuvre", _SPELLING, limit=100.0)
            turn = real(m.group(3), "manoeuvre", _SPELLING, limit=360.0) if m.group(3) else 0.0
            out.append(Manoeuvre(kind, inches, turn))
        else:
            if m.group(3):  # "T+90": a signed turn, its direction chosen
                if m.group(2):
                    raise InvalidInputError("manoeuvre", word, _SPELLING)
                turn = real(m.group(3), "manoeuvre", _SPELLING, limit=360.0)
                out.append(Manoeuvre(kind, RUN, abs(turn), 1 if turn > 0 else -1))
            else:
                turn = real(m.group(2) or "90", "manoeuvre", _SPELLING, limit=360.0)
                out.append(Manoeuvre(kind, RUN, turn, 0))
    return tuple(out)


def format_plan(plan: Sequence[Manoeuvre]) -> str:
    """A plan as :func:`parse_plan` reads it."""
    return " ".join(str(m) for m in plan)


@dataclass(frozen=True)
class _Done:
    """One manoeuvre made: the steps of the move, the turn made (signed) and the pose after it."""

    steps: tuple[Step, ...]
    turn: float
    pose: Pose


def _tight_sign(kind: Kind, pose: Pose, wind: Direction, direction: int, r: Readings) -> tuple[int, str]:
    """The sign of a tight turn (+1 starboard) and why, or 0 and the refusal [4.1.1g, 4.1.1h]."""
    side = wind_side(pose.heading, wind)
    if side is None:
        if r["dead_wind_side"] == "none":
            return 0, "the wind is on neither side, so there is no side to turn toward or away from"
        if direction == 0:
            return 0, "the wind is on neither side: say which way, T+90 or T-90"
        return direction, "the wind is on neither side, so the player picks the direction"
    toward = 1 if side == "starboard" else -1
    sign = toward if kind is Kind.TACK else -toward
    if direction not in (0, sign):
        away = "toward" if kind is Kind.TACK else "away from"
        return 0, f"a {_WORD[kind]} turns {away} the wind, which is on the {side} side"
    return sign, f"the wind is on the {side} side"


def _make(
    ship: Ship, pose: Pose, m: Manoeuvre, wind: Direction, start: Attitude, r: Readings
) -> tuple[_Done | None, list[RStep]]:
    """One manoeuvre from ``pose``: what it did, or ``None`` with the step refusing it."""
    case = _CASE[m.kind]
    if not 0 < m.inches <= RUN or (m.kind is not Kind.MANOEUVRE and m.inches != RUN):
        return None, [
            RStep(case, f"a run of {format_real(m.inches)} inches: each point runs more than 0 and at most 2")
        ]
    limit = STANDARD_TURN if m.kind is Kind.MANOEUVRE else TIGHT_TURN
    if abs(m.turn) > limit:
        return None, [RStep(case, f"a turn of {format_real(abs(m.turn))} degrees: at most {format_real(limit)}")]
    if m.turn != 0 and measured(m.inches) < RUN:
        return None, [RStep("4.1.1f", "a turn only after a full 2-inch run, never after a shorter one")]
    notes: list[RStep] = []
    turn = m.turn
    if m.kind is not Kind.MANOEUVRE:
        if start is Attitude.RUNNING:
            return None, [RStep("4.1.1c", f"she was running at the start of her move: no {_WORD[m.kind]}")]
        ran = pose.forward(RUN)
        sign, why = _tight_sign(m.kind, ran, wind, m.direction, r)
        if sign == 0:
            return None, [RULINGS.step(case, why, r, "dead_wind_side")]
        notes.append(RULINGS.step(case, why, r, "dead_wind_side") if "neither" in why else RStep(case, why))
        turn = sign * abs(m.turn)
        if m.kind is Kind.TACK and r["tack_through_wind"] == "stop-at-eye":
            eye = off_the_wind(ran.heading, wind)
            if abs(turn) > eye:
                return None, [
                    RULINGS.step(
                        case,
                        f"the bow may turn only {format_real(eye)} degrees, to the wind's eye",
                        r,
                        "tack_through_wind",
                    )
                ]
    steps: tuple[Step, ...] = (Advance(m.inches),)
    if turn:
        steps += (Pivot(turn, ship.build.stern_pivot(turn, r["turn_pivot"])),)
    end = Move(steps).end(pose)
    said = f"{_WORD[m.kind]}: {format_real(m.inches)} inches ahead"
    if turn:
        said += f", then {format_real(abs(turn))} degrees to {'starboard' if turn > 0 else 'port'} on the stern"
    notes.append(RULINGS.step(case, said, r, "turn_pivot") if turn else RStep(case, said))
    return _Done(steps, turn, end), notes


def sail(
    ship: Ship,
    plan: Sequence[Manoeuvre] | str,
    points: int,
    wind: Direction | str,
    *,
    start: Attitude | str | None = None,
    can_turn: bool = True,
    circling: str = "",
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Whether ``ship`` may sail ``plan`` with ``points`` sailing points in ``wind``, and where she ends [4.1.1f-i].

    ``start`` is her attitude at the start of her move (read from her pose when not given [4.1.1a]); ``can_turn``
    False for a ship whose steering is shot away (a critical hit), and ``circling`` then the way her helm is jammed,
    if it was shot away mid-turn: every manoeuvre must then be a full run and pivot that way (reading
    ``steering_jam``) [5.6.2]. The verdict is True when the whole plan is legal;
    otherwise False with the refusing step last, and nothing moved. Facts: ``pose`` (where she ends), ``move`` (the
    kit's :class:`~sailkit.geometry.table.Move`, to sweep or draw), ``poses`` (after each manoeuvre), ``spent``,
    ``moved`` (inches run), ``anchor_token`` (she ran under 2 inches [4.1.1i]), and ``ship`` (as she started) and
    ``wind`` for a picture.
    """
    r = chosen(readings)
    moves = parse_plan(plan) if isinstance(plan, str) else tuple(plan)
    if not isinstance(points, int) or isinstance(points, bool) or not 0 <= points <= 99:
        raise InvalidInputError("sailing points", points, "a whole number from 0 to 99")
    w = Direction.parse(wind)
    if start is None:
        found = attitude(ship.pose.heading, w, r)
        at, also = Attitude(found.verdict), found.readings
        steps: list[RStep] = [RStep("4.1.1a", f"attitude at the start of her move: {at.value}")]
    else:
        at, also, steps = Attitude(start), (), [RStep("4.1.1a", f"attitude at the start of her move: {start}")]
    if circling not in ("", *WAYS):
        raise InvalidInputError("circling", circling, "'port', 'starboard' or '' for a helm that is not jammed")
    helm = "free" if can_turn else jammed(circling, r) or "fixed"
    if not can_turn and circling:
        said = f"her steering went as she turned to {circling}: " + (
            "she circles that way" if helm in WAYS else "she may not turn"
        )
        steps.append(RULINGS.step("5.6.2", said, r, "steering_jam"))
    run = _follow(ship, moves, points, w, at, helm, r, steps)
    pose, moved = (run.pose, measured(run.moved)) if run.ok else (ship.pose, 0.0)
    short = run.ok and moved < RUN
    if short:
        steps.append(RStep("4.1.1i", f"she ran {format_real(moved)} inches, under 2: an anchor token"))
    ends_at = f"she ends at {pose.x:.2f},{pose.y:.2f} heading {format_real(round(pose.heading, 2))}"
    return RULINGS(
        f"may {ship.name} sail {format_plan(moves) or 'nothing'}",
        run.ok,
        steps,
        also=also,
        kind="sail",
        gloss=ends_at if run.ok else f"{steps[-1].reason} [{steps[-1].case}]",
        facts={
            "pose": pose,
            "move": Move(tuple(run.path) if run.ok else ()),
            "poses": tuple(run.poses) if run.ok else (),
            "spent": points - run.left if run.ok else 0,
            "moved": moved,
            "anchor_token": short,
            "ship": ship,
            "wind": w,
        },
    )


@dataclass(frozen=True)
class _Run:
    """How far a plan went: whether all of it was legal, where she ended, points left, inches run, the kit's path
    and the pose after each manoeuvre."""

    ok: bool
    pose: Pose
    left: int
    moved: float
    path: tuple[Step, ...]
    poses: tuple[Pose, ...]


def _follow(
    ship: Ship,
    moves: Sequence[Manoeuvre],
    points: int,
    w: Direction,
    at: Attitude,
    helm: str,
    r: Readings,
    steps: list[RStep],
) -> _Run:
    """``moves`` sailed one after the other until one is refused (its reason written last into ``steps``); ``helm``
    is ``free``, ``fixed`` (no turns) or the way a jammed helm turns her [5.6.2]."""
    pose, left, moved = ship.pose, points, 0.0
    path: list[Step] = []
    poses: list[Pose] = []
    for m in moves:
        cost = COST[m.kind]
        if cost > left:
            steps.append(RStep(_CASE[m.kind], f"{m} costs {cost} and only {left} point{'s' * (left != 1)} remain"))
            return _Run(False, pose, left, moved, tuple(path), tuple(poses))
        refused = _helm_refuses(m, helm)
        if refused:
            steps.append(RStep("5.6.2", refused))
            return _Run(False, pose, left, moved, tuple(path), tuple(poses))
        done, said = _make(ship, pose, m, w, at, r)
        steps.extend(said)
        if done is None:
            return _Run(False, pose, left, moved, tuple(path), tuple(poses))
        left -= cost
        moved += m.inches
        path.extend(done.steps)
        pose = done.pose
        poses.append(pose)
    return _Run(True, pose, left, moved, tuple(path), tuple(poses))


def _helm_refuses(m: Manoeuvre, helm: str) -> str:
    """Why a ship's helm forbids ``m`` [5.6.2] (``""``: it does not): a shot-away helm no turn; a helm jammed over,
    anything but a full manoeuvre and its whole pivot that way."""
    if helm == "free" or helm == "fixed" and not m.turn:
        return ""
    if helm == "fixed":
        return "her steering is shot away: she cannot turn until it is repaired"
    turn = STANDARD_TURN if helm == "starboard" else -STANDARD_TURN
    if m.kind is Kind.MANOEUVRE and m.inches == RUN and m.turn == turn:
        return ""
    return (
        f"her helm is jammed to {helm}: each manoeuvre a full 2 inches and {format_real(STANDARD_TURN)} degrees {helm}"
    )


def ends(
    ship: Ship,
    points: int,
    wind: Direction | str,
    *,
    turns: Sequence[float] = (-30.0, 0.0, 30.0),
    tight: Sequence[float] = (90.0,),
    limit: int = 200_000,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Every place ``ship`` can end her move with ``points`` sailing points [4.1.1f-i]: the desk's "where can she end".

    Each point is tried as a full manoeuvre turning each of ``turns`` degrees, a tack and a wear of each of
    ``tight`` degrees, and as a last, shorter run of 1 inch; she may also stop early. Ends closer than a millionth
    of an inch and degree are one. The verdict is how many ends; ``facts["ends"]`` maps each end pose to the first
    plan reaching it (text for :func:`sail`), ``facts["anchor"]`` holds the ends reached with a run under 2
    inches, and ``ship`` and ``wind`` are there for a picture. More than ``limit`` plans is refused (fewer ``turns``, please).
    """
    r = chosen(readings)
    w = Direction.parse(wind)
    found = attitude(ship.pose.heading, w, r)
    at = Attitude(found.verdict)
    options: list[Manoeuvre] = [Manoeuvre(Kind.MANOEUVRE, RUN, t) for t in turns]
    options.append(Manoeuvre(Kind.MANOEUVRE, 1.0))
    if at is not Attitude.RUNNING:
        for kind in (Kind.TACK, Kind.WEAR):
            for d in (-1, 1):
                options += [Manoeuvre(kind, RUN, t, d) for t in tight]
    seen = _reached(ship, points, options, w, at, r, (limit, tuple(turns)))
    ends_ = {pose: text for pose, text, _ in seen.values()}
    anchor = tuple(pose for pose, _, short in seen.values() if short)
    steps = [
        RStep("4.1.1a", f"attitude at the start of her move: {at.value}"),
        RStep(
            "4.1.1f",
            f"each point tried as a 2-inch run turning {', '.join(format_real(t) for t in turns)} "
            "degrees, or a last 1-inch run",
        ),
        RStep("4.1.1c", "running: no tack and no wear")
        if at is Attitude.RUNNING
        else RStep(
            "4.1.1g", f"tacks (2 points) and wears (1 point) of {', '.join(format_real(t) for t in tight)} degrees"
        ),
        RStep("4.1.1i", f"{len(anchor)} of the ends follow a run under 2 inches: an anchor token"),
    ]
    return RULINGS(
        f"where can {ship.name} end with {points} sailing point{'s' * (points != 1)}",
        len(ends_),
        steps,
        readings=r,
        keys=("turn_pivot", "tack_through_wind", "dead_wind_side"),
        also=found.readings,
        value=len(ends_),
        measure="end",
        kind="ends",
        facts={"ends": ends_, "anchor": anchor, "attitude": at, "ship": ship, "wind": w},
    )


def _reached(
    ship: Ship,
    points: int,
    options: Sequence[Manoeuvre],
    w: Direction,
    at: Attitude,
    r: Readings,
    cap: tuple[int, tuple[float, ...]],
) -> dict[tuple[float, float, float], tuple[Pose, str, bool]]:
    """Every pose ``ship`` reaches spending ``points`` on ``options``, point by point, with the first plan reaching
    it and whether that plan ran under 2 inches; past ``cap``'s limit of plans tried, refused naming its turns."""
    limit, turns = cap
    seen: dict[tuple[float, float, float], tuple[Pose, str, bool]] = {}
    frontier: list[tuple[Pose, int, str, float]] = [(ship.pose, points, "", 0.0)]
    tried = 0
    while frontier:
        nxt: list[tuple[Pose, int, str, float]] = []
        for pose, left, text, moved in frontier:
            key = (round(pose.x, 6), round(pose.y, 6), round(pose.heading, 6) % 360.0)
            if key not in seen:
                seen[key] = (pose, text, measured(moved) < RUN)
            if moved and measured(moved) % RUN != 0:  # a short run ends her move
                continue
            for m in options:
                if COST[m.kind] > left:
                    continue
                tried += 1
                if tried > limit:
                    raise InvalidInputError("turns", turns, f"fewer choices: over {limit} plans to try")
                done, _ = _make(ship, pose, m, w, at, r)
                if done is not None:
                    nxt.append((done.pose, left - COST[m.kind], f"{text} {m}".strip(), moved + m.inches))
        frontier = nxt
    return seen


def points_for(inches: float) -> int:
    """Sailing points a straight run costs: one per 2 inches or part of 2 [4.1.1f]."""
    if not (isinstance(inches, (int, float)) and math.isfinite(inches) and inches >= 0):
        raise InvalidInputError("run", inches, "a number of inches, 0 or more")
    return math.ceil(measured(inches) / RUN)


__all__ = [
    "COST",
    "OFFERED",
    "RUN",
    "STANDARD_TURN",
    "TIGHT_TURN",
    "Kind",
    "Manoeuvre",
    "ends",
    "format_plan",
    "parse_plan",
    "points_for",
    "sail",
]
