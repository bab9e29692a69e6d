"""Steamships and oared ships on the move [4.1.2-4.1.4, 4.2]: their roll, their speed and where a move may take them.

A steamship rolls her Sailing dice as a sailing ship does, but the wind hardly matters: every die scores a point, and
each point is worth 2 inches, except that heading into the wind's eye (in irons) her 1s score nothing (reading
``steam_in_irons``) [4.1.2]. With nothing scored she still has the free 2-inch momentum point; an Anchor token makes
only 6s score and takes that free point away, whatever drives her [4.2]. Her top speed (``max_speed``) caps what the
dice give. Her speed changes slowly: at most 2 inches faster than her last move (4 for an MTB's petrol engines), at
most 2 inches slower, unless a Damage or Anchor token she has gained since stops her; from a dead stop she may back
up, never more than 3 inches astern. She turns only by manoeuvres, never a tack or a wear, as often as she likes:
30 degrees on the stern after a run that grows with her size (2 inches for a destroyer and smaller, 3 for a
cruiser, 4 for anything larger and for every merchant), or after every 2 inches when she moves 4 inches or less in
all [4.1.2].

Oared ships move as steamships do; declaring a ram with an enemy within 6 inches, the rowers give a further free 2
inches (reading ``oar_sprint``) [4.1.3]. A ship with sails and oars, or sails and steam, chooses one each turn and
never both [4.1.4]; a galley or longship under sail alone rolls only 2 dice [APP.1.1.1]. Only ships that sail on
canvas alone take an Anchor token for a short move [4.2] (:func:`.anchors.short_move_anchor`).

The rulings here take the dice thrown and answer: which motive, how many inches the roll gives
(:func:`engine_points`), how fast she may go (:func:`speed_range`), the run she needs before a turn
(:func:`turn_run`) and whether a plan of runs and turns is hers to make (:func:`steam`). A plan is written
``"M3 M3+30 M2"`` (run inches, then the turn, ``+`` to starboard) or ``"R2"`` astern.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.board import format_real, measured
from ...geometry.compass import Direction
from ...geometry.table import Advance, Move, Pivot, Pose, Step
from ...numbers import real
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling
from ...rulings import Step as RStep
from .dice import read_dice
from .readings import RULINGS, chosen
from .ships import Ship, ShipClass, ship_class
from .wind import Attitude, attitude

#: Inches each point of an engine or oar roll gives [4.1.2].
POINT = 2.0
#: The largest turn after a run, in degrees [4.1.2, 4.1.1f].
TURN = 30.0
#: How much faster she may go than her last move, and an MTB's petrol engines [4.1.2].
SPEED_UP, MTB_SPEED_UP = 2.0, 4.0
#: How much slower she may go than her last move [4.1.2].
SLOW_DOWN = 2.0
#: The most she may back up [4.1.2].
ASTERN = 3.0
#: An oared ship's spurt to ram, and how near the enemy must be [4.1.3].
SPRINT, SPRINT_REACH = 2.0, 6.0
#: The Sailing dice an oared ship rolls under sail alone [APP.1.1.1].
SAIL_ONLY_DICE = 2
#: The run before each 30-degree turn by base size: a destroyer and smaller, a cruiser, anything larger [4.1.2].
TURN_RUNS = {"boat": 2.0, "escort": 2.0, "small": 2.0, "frigate": 2.0, "cruiser": 3.0, "capital": 4.0, "line": 4.0}
#: A short move: at most this many inches in all, a turn after every 2 [4.1.2].
SHORT_MOVE = 4.0
_CASE = {"steam": "4.1.2", "oar": "4.1.3", "sail": "4.1.1a"}
_SPELLING = "runs such as 'M3', 'M2+30', 'M4-30' ahead or 'R2' astern, separated by spaces"
_ONE = re.compile(r"([MR])([0-9.]+)([+-][0-9.]+)?")


def motive_used(cls: ShipClass | str, choice: str = "") -> Ruling:
    """What drives ``cls`` this turn [4.1.4]: her one motive system, or for a ship with two the ``choice`` her player
    makes (sail when none is named). Facts: ``motive`` and ``rolls``, the Sailing dice she rolls (2 for an oared ship
    under sail alone [APP.1.1.1])."""
    c = ship_class(cls)
    if not c.motive:
        raise InvalidInputError(f"motive of {c.name}", choice, "nothing: she never moves (9.1.3)")
    pick = choice or ("sail" if "sail" in c.motive else c.motive[0])
    if pick not in c.motive:
        raise UnknownChoiceError(f"motive of {c.name}", pick, c.motive)
    steps = [RStep("4.1.4", f"{c.name} has {' and '.join(c.motive)}: she uses {pick} this turn, never both")]
    if len(c.motive) == 1:
        steps = [RStep(_CASE[pick], f"{c.name} moves by {pick} alone")]
    dice = c.sailing
    if pick == "sail" and "oar" in c.motive:
        dice = min(c.sailing, SAIL_ONLY_DICE)
        steps.append(RStep("APP.1.1.1", f"her oars unused, she rolls {dice} Sailing dice instead of {c.sailing}"))
    return RULINGS(
        f"what drives {c.name} this turn", pick, steps, kind="sailing_points", facts={"motive": pick, "rolls": dice}
    )


def engine_points(
    sailing: int,
    dice: Sequence[int],
    *,
    in_irons: bool = False,
    anchor: bool = False,
    motive: str = "steam",
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The inches a steamship's or oared ship's roll of ``sailing`` dice gives [4.1.2, 4.1.3, 4.2]: a point of 2 inches a
    die, 1s failing in irons (reading ``steam_in_irons``), only 6s with an Anchor token, and the free point when
    nothing scored and she has no Anchor token. The ruling's value is the inches; ``facts["points"]`` the points."""
    r = chosen(readings)
    if motive not in ("steam", "oar"):
        raise UnknownChoiceError("motive", motive, ("steam", "oar"))
    if not isinstance(sailing, int) or isinstance(sailing, bool) or not 0 <= sailing <= 20:
        raise InvalidInputError("Sailing stat", sailing, "a whole number of dice from 0 to 20")
    thrown, case = read_dice(dice, "sailing roll", sailing), _CASE[motive]
    need = 2 if in_irons and r["steam_in_irons"] == "text" else 1
    steps: list[RStep] = [RULINGS.step(case, _need_said(in_irons, need), r, "steam_in_irons")]
    if anchor:
        need = 6
        steps.append(RStep("4.2", "an Anchor token: only 6s score, and no free point, whatever drives her"))
    points = sum(1 for d in thrown if d >= need)
    steps.append(RStep(case, f"{points} of the dice {', '.join(map(str, thrown)) or '(none)'} score", points))
    if points == 0 and not anchor:
        points = 1
        steps.append(RStep(case, "nothing scored: the free 2-inch momentum point (4.1.1)", 1))
    inches = points * POINT
    steps.append(RStep(case, f"{points} point{'s' * (points != 1)} of 2 inches: {format_real(inches)} inches", inches))
    return RULINGS(
        f"inches a {motive} roll of {sailing} dice gives",
        inches,
        steps,
        value=inches,
        measure="inch",
        kind="sailing_points",
        facts={"points": points, "dice": thrown},
    )


def _need_said(in_irons: bool, need: int) -> str:
    if not in_irons:
        return "every die scores a point"
    return "in irons: her 1s score nothing" if need == 2 else "in irons, but the wind does not stop her engines"


def is_in_irons(ship: Ship, wind: Direction | str, readings: ReadingsLike | None = None) -> bool:
    """Whether ``ship`` heads into the wind's eye, where a steamship's 1s fail [4.1.2, 4.1.1e]."""
    return attitude(ship.pose.heading, Direction.parse(wind), readings).verdict == Attitude.IN_IRONS


@dataclass(frozen=True)
class Speed:
    """How far a steamship or oared ship may move this turn [4.1.2]: at least ``least`` and at most ``most`` inches
    ahead, or up to ``astern`` inches back (0: she may not back up)."""

    least: float
    most: float
    astern: float


def speed_range(
    cls: ShipClass | str,
    rolled: float,
    last: float | None,
    *,
    motive: str = "steam",
    ramming: bool = False,
    slowed: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The inches ``cls`` may run this turn with ``rolled`` inches from her roll after a last move of ``last`` inches
    (negative: astern; ``None``: not recorded, reading ``steam_first_move``) [4.1.2, 4.1.3]. ``ramming``: an oared
    ship declared to ram with an enemy within 6 inches; ``slowed``: a Damage or Anchor token gained since her last
    move lets her stop dead. The verdict and ``facts["speed"]`` are a :class:`Speed`."""
    r, c = chosen(readings), ship_class(cls)
    case = _CASE[motive] if motive in ("steam", "oar") else "4.1.2"
    if not isinstance(rolled, (int, float)) or isinstance(rolled, bool) or not 0 <= rolled <= 100:
        raise InvalidInputError("rolled inches", rolled, "a number of inches from 0 to 100")
    if last is not None and (not isinstance(last, (int, float)) or isinstance(last, bool) or not -100 <= last <= 100):
        raise InvalidInputError("last move", last, "a number of inches from -100 to 100, or None")
    if last is None and r["steam_first_move"] == "stopped":
        last = 0.0
    most, steps = rolled, [RStep(case, f"her roll gives {format_real(rolled)} inches", rolled)]
    if c.max_speed is not None and most > c.max_speed:
        most = c.max_speed
        steps.append(RStep("4.1.2", f"her top speed is {format_real(c.max_speed)} inches: no faster", most))
    if last is not None:
        up = MTB_SPEED_UP if c.hull_class == "mtb" else SPEED_UP
        ahead = max(last, 0.0)
        if most > ahead + up:
            most = ahead + up
            what = "an MTB's petrol engines gain 4 inches a turn" if up == MTB_SPEED_UP else "steam is made slowly"
            steps.append(RStep("4.1.2", f"last move {format_real(last)} inches; {what}: at most {format_real(most)}"))
    else:
        steps.append(RULINGS.step("4.1.2", "no speed recorded: no limit from her last move", r, "steam_first_move"))
    least = _least(last, most, slowed, r, steps)
    most = max(most, least)
    if ramming:
        most = _sprint(c, most, r, steps)
    astern = 0.0 if last is not None and last > 0 else min(ASTERN, rolled)
    if astern:
        steps.append(RStep("4.1.2", f"from a dead stop she may instead back up {format_real(astern)} inches"))
    speed = Speed(least, most, astern)
    return RULINGS(
        f"how far may {c.name} move",
        speed,
        steps,
        readings=r,
        keys=("steam_slowing",),
        value=most,
        measure="inch",
        kind="sailing_points",
        facts={"speed": speed, "motive": motive},
    )


def _least(last: float | None, most: float, slowed: bool, r: Readings, steps: list[RStep]) -> float:
    """The shortest run her momentum allows [4.1.2]: her last speed less 2 inches, unless a token stopped her."""
    if last is None or last <= SLOW_DOWN:
        return 0.0
    if slowed:
        steps.append(RStep("4.1.2", "a Damage or Anchor token gained since her last move: she may stop dead"))
        return 0.0
    least = last - SLOW_DOWN
    said = f"her momentum: at least {format_real(least)} inches, 2 less than her last move"
    if least > most and r["steam_slowing"] == "dice":
        steps.append(RULINGS.step("4.1.2", said + f", but her roll gives only {format_real(most)}", r, "steam_slowing"))
        return most
    steps.append(RULINGS.step("4.1.2", said, r, "steam_slowing") if least > most else RStep("4.1.2", said))
    return least


def _sprint(c: ShipClass, most: float, r: Readings, steps: list[RStep]) -> float:
    """An oared ship's further 2 inches to ram an enemy within 6 inches [4.1.3] (reading ``oar_sprint``)."""
    if "oar" not in c.motive:
        steps.append(RStep("4.1.3", "only oared ships spurt to ram: no extra inches"))
        return most
    more = most + SPRINT
    if r["oar_sprint"] == "within-cap" and c.max_speed is not None:
        more = min(more, c.max_speed)
    steps.append(
        RULINGS.step("4.1.3", f"ramming within 6 inches: her rowers add 2, to {format_real(more)}", r, "oar_sprint")
    )
    return more


def turn_run(cls: ShipClass | str, total: float) -> Ruling:
    """The run ``cls`` needs before each 30-degree turn when she moves ``total`` inches in all [4.1.2]: 2 inches for
    a destroyer and smaller, 3 for a cruiser, 4 for anything larger and every merchant; 2 when she moves 4 or less."""
    c = ship_class(cls)
    if c.size not in TURN_RUNS:
        raise InvalidInputError(f"size of {c.name}", c.size, "a ship that moves")
    run = 4.0 if c.merchant else TURN_RUNS[c.size]
    what = "a merchant" if c.merchant else {2.0: "destroyer-sized or smaller", 3.0: "cruiser-sized"}.get(run, "larger")
    said = f"{what}: {format_real(run)} inches before each turn"
    if measured(total) <= SHORT_MOVE and run > POINT:
        run, said = POINT, f"moving {format_real(total)} inches, no more than 4: a turn after every 2 inches"
    return RULINGS(
        f"the run {c.name} needs before a turn", run, [RStep("4.1.2", said, run)], value=run, kind="sailing_points"
    )


@dataclass(frozen=True)
class Run:
    """One word of a steam plan: ``inches`` run (negative: astern) and the ``turn`` after it (clockwise positive)."""

    inches: float
    turn: float = 0.0

    def __str__(self) -> str:
        sign = "" if self.turn == 0 else f"{self.turn:+g}"
        return f"{'R' if self.inches < 0 else 'M'}{format_real(abs(self.inches))}{sign}"


def parse_runs(text: str) -> tuple[Run, ...]:
    """A steam plan's runs: ``parse_runs("M3 M3+30 M2")``; tacks and wears are refused, citing 4.1.2."""
    if not isinstance(text, str) or len(text) > 400:
        raise InvalidInputError("steam plan", text, _SPELLING)
    out = []
    for word in text.split():
        if word[:1].upper() in ("T", "W"):
            raise InvalidInputError("manoeuvre", word, "a run and a turn of up to 30 degrees: no tack or wear (4.1.2)")
        m = _ONE.fullmatch(word.upper())
        if not m:
            raise InvalidInputError("run", word, _SPELLING)
        inches = real(m.group(2), "run", _SPELLING, limit=100.0)
        turn = real(m.group(3), "run", _SPELLING, limit=360.0) if m.group(3) else 0.0
        if inches <= 0:
            raise InvalidInputError("run", word, "a run of more than 0 inches")
        out.append(Run(-inches if m.group(1) == "R" else inches, turn))
    return tuple(out)


def steam(
    ship: Ship,
    plan: Sequence[Run] | str,
    speed: Speed,
    *,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Whether ``ship`` may make ``plan`` within ``speed`` (:func:`speed_range`), and where she ends [4.1.2]: all ahead
    from ``least`` to ``most`` inches, or all astern up to ``astern``; each turn at most 30 degrees on the stern, after
    the run :func:`turn_run` asks since her last turn. The verdict is True when the whole plan is legal, else False
    with the refusing step last and nothing moved. Facts: ``pose``, ``move``, ``poses``, ``moved`` (inches, negative
    astern) and ``ship``."""
    r = chosen(readings)
    runs = parse_runs(plan) if isinstance(plan, str) else tuple(plan)
    total = sum(x.inches for x in runs)
    steps = [
        RStep(
            "4.1.2",
            f"she may run {format_real(speed.least)} to {format_real(speed.most)} inches ahead"
            + (f", or back up to {format_real(speed.astern)}" if speed.astern else ""),
        )
    ]
    refused = _refusal(ship, runs, total, speed, r)
    pose, path, poses = ship.pose, list[Step](), list[Pose]()
    if not refused:
        for x in runs:
            step: tuple[Step, ...] = (Advance(x.inches),)
            if x.turn:
                step += (Pivot(x.turn, ship.build.stern_pivot(x.turn, r["turn_pivot"])),)
            pose = Move(step).end(pose)
            path.extend(step)
            poses.append(pose)
        steps.append(
            RULINGS.step(
                "4.1.2",
                f"{_said(runs)}: she ends at {pose.x:.2f},{pose.y:.2f} heading {format_real(round(pose.heading, 2))}",
                r,
                "turn_pivot",
            )
        )
    else:
        steps.append(refused)
    ok = refused is None
    return RULINGS(
        f"may {ship.name} steam {' '.join(map(str, runs)) or 'nothing'}",
        ok,
        steps,
        kind="steam",
        gloss=steps[-1].reason if ok else f"{steps[-1].reason} [{steps[-1].case}]",
        facts={
            "pose": pose if ok else ship.pose,
            "move": Move(tuple(path)),
            "poses": tuple(poses),
            "moved": measured(total) if ok else 0.0,
            "ship": ship,
        },
    )


def _said(runs: Sequence[Run]) -> str:
    if not runs:
        return "she stays where she is"
    return ", ".join(
        f"{format_real(abs(x.inches))} {'astern' if x.inches < 0 else 'ahead'}"
        + (f" then {format_real(abs(x.turn))} to {'starboard' if x.turn > 0 else 'port'}" if x.turn else "")
        for x in runs
    )


def _refusal(ship: Ship, runs: Sequence[Run], total: float, speed: Speed, r: Readings) -> RStep | None:
    """Why ``runs`` are not hers to make [4.1.2], or ``None``."""
    astern = any(x.inches < 0 for x in runs)
    if astern and any(x.inches > 0 for x in runs):
        return RStep("4.1.2", "a move runs ahead or astern, not both")
    if astern and measured(-total) > speed.astern:
        why = f"she may back up {format_real(speed.astern)} inches" if speed.astern else "only from a dead stop"
        return RStep("4.1.2", f"{format_real(-total)} inches astern: {why}, never more than 3")
    if not astern and measured(total) > speed.most:
        return RStep("4.1.2", f"{format_real(total)} inches: at most {format_real(speed.most)} this turn")
    if measured(abs(total)) < speed.least:
        return RStep(
            "4.1.2", f"{format_real(abs(total))} inches: her momentum carries her at least {format_real(speed.least)}"
        )
    need = float(turn_run(ship.cls, abs(total)).verdict)
    since = 0.0
    for x in runs:
        since += abs(x.inches)
        if not x.turn:
            continue
        if abs(x.turn) > TURN:
            return RStep("4.1.2", f"a turn of {format_real(abs(x.turn))} degrees: at most 30, no tack or wear")
        if x.inches < 0 and r["reverse_turns"] == "straight":
            return RULINGS.step("4.1.2", "backing up she runs straight", r, "reverse_turns")
        if measured(since) < need:
            return RStep("4.1.2", f"a turn after {format_real(since)} inches: she needs {format_real(need)} first")
        since = 0.0
    return None


@dataclass(frozen=True)
class Under:
    """Where a steamship or oared ship is in her move on the engine [4.1.2]: inches run, the run since her last
    turn, and the most she may still run in all (4 once she has turned after a 2-inch run under her size's run)."""

    moved: float
    since: float
    most: float
    least: float = 0.0  #: the shortest run her momentum allows: over 4, no turn after a short run


def next_run(
    ship: Ship, inches: float, turn: float, under: Under, *, tight: bool = False, readings: ReadingsLike | None = None
) -> Ruling:
    """Whether ``ship``, part-way through her move (``under``), may run ``inches`` ahead and then turn ``turn`` degrees
    [4.1.2]: no tack or wear (``tight``), no more than her speed allows, a turn of at most 30 degrees after the run
    her size needs since her last turn, or after 2 inches when she then keeps to 4 inches in all. Facts: ``pose``,
    ``move`` and ``under`` (after it)."""
    r = chosen(readings)
    end = measured(under.moved + inches)
    since = under.since + inches
    need, most = float(turn_run(ship.cls, under.most).verdict), under.most
    refused = None
    if tight:
        refused = "a steamship or oared ship turns only by manoeuvres: no tack, no wear"
    elif not 0 < inches <= 100 or end > most:
        refused = (
            f"a run of {format_real(inches)} inches: {format_real(max(most - under.moved, 0.0))} left of her speed"
        )
    elif abs(turn) > TURN:
        refused = f"a turn of {format_real(abs(turn))} degrees: at most 30"
    elif turn and measured(since) < need:
        if measured(since) >= POINT and end <= SHORT_MOVE and under.least <= SHORT_MOVE:
            most = min(most, SHORT_MOVE)
        else:
            refused = f"a turn after {format_real(since)} inches: she needs {format_real(need)} since her last turn"
    if refused is not None:
        facts = {"pose": ship.pose, "move": Move(()), "poses": (), "ship": ship}
        return RULINGS(
            f"may {ship.name} run {format_real(inches)}", False, [RStep("4.1.2", refused)], kind="steam", facts=facts
        )
    steps_: tuple[Step, ...] = (Advance(inches),)
    if turn:
        steps_ += (Pivot(turn, ship.build.stern_pivot(turn, r["turn_pivot"])),)
    pose = Move(steps_).end(ship.pose)
    said = f"{format_real(inches)} inches ahead" + (
        f", then {format_real(abs(turn))} degrees to {'starboard' if turn > 0 else 'port'} on the stern" if turn else ""
    )
    if most < under.most:
        said += ": a turn after 2 inches keeps her to 4 in all"
    after = Under(end, 0.0 if turn else since, most, under.least)
    return RULINGS(
        f"may {ship.name} run {format_real(inches)}",
        True,
        [RULINGS.step("4.1.2", said, r, "turn_pivot") if turn else RStep("4.1.2", said)],
        kind="steam",
        facts={"pose": pose, "move": Move(steps_), "poses": (pose,), "ship": ship, "under": after},
    )


def steam_ends(ship: Ship, speed: Speed, *, readings: ReadingsLike | None = None) -> Ruling:
    """How far ``ship`` can move within ``speed``, the desk's "how far can she move" [4.1.2]: the verdict is the
    farthest run ahead (inches), ``facts["ends"]`` the end poses of every plan of whole 2-inch runs with 30-degree
    turns where her size allows, straight runs of her least and most, and astern runs, each with its plan."""
    r = chosen(readings)
    need = float(turn_run(ship.cls, speed.most).verdict)
    ends: dict[Pose, str] = {}
    for total in sorted({speed.least, speed.most, *(x for x in _steps(speed.least, speed.most))}):
        for plan in _plans(total, need):
            ruled = steam(ship, plan, speed, readings=r)
            if ruled.verdict:
                ends.setdefault(ruled.facts["pose"], plan)
    if speed.astern:
        ends.setdefault(
            steam(ship, f"R{format_real(speed.astern)}", speed, readings=r).facts["pose"],
            f"R{format_real(speed.astern)}",
        )
    steps = [
        RStep("4.1.2", f"ahead from {format_real(speed.least)} to {format_real(speed.most)} inches"),
        RStep("4.1.2", f"a turn of up to 30 degrees after each {format_real(need)} inches", need),
        RStep("4.1.2", f"astern up to {format_real(speed.astern)} inches" if speed.astern else "no backing up"),
    ]
    return RULINGS(
        f"how far can {ship.name} move",
        speed.most,
        steps,
        readings=r,
        keys=("turn_pivot",),
        value=speed.most,
        measure="inch",
        kind="steam-ends",
        facts={"ends": ends, "speed": speed, "ship": ship},
    )


def _steps(least: float, most: float) -> tuple[float, ...]:
    return tuple(float(x) for x in range(math.ceil(least), math.floor(most) + 1, 2) if x > 0)


def _plans(total: float, need: float) -> tuple[str, ...]:
    """Plans running ``total`` inches: straight, and turning 30 degrees one way after each ``need`` inches."""
    if total <= 0:
        return ("",)
    whole = int(total // need) if need else 0
    rest = total - whole * need
    out = [f"M{format_real(total)}"]
    for sign in ("+30", "-30"):
        words = [f"M{format_real(need)}{sign}"] * whole + ([f"M{format_real(rest)}"] if rest > 1e-9 else [])
        out.append(" ".join(words))
    return tuple(out)


__all__ = [
    "ASTERN",
    "POINT",
    "SAIL_ONLY_DICE",
    "TURN_RUNS",
    "Run",
    "Speed",
    "Under",
    "engine_points",
    "is_in_irons",
    "motive_used",
    "next_run",
    "parse_runs",
    "speed_range",
    "steam",
    "steam_ends",
    "turn_run",
]
