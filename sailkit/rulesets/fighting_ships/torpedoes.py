"""Torpedo and missile counters [5.7.1, 5.8.1]: small square counters that run over the table and strike a base.

A torpedo spread or a missile is a counter 1 cm square (:data:`SPREAD`), a piece of the position beside the ships
(:class:`Counter`). What the rules say of it, in sailkit's words:

* it is launched in the gunnery phase beside its launcher, at the angle chosen within the mounting's arc
  (:func:`launch`, reading ``tube_arc``), and first moves in the next sailing phase [5.7.1, 2.1];
* a torpedo runs 12 inches a sailing phase (14 after about 1970) for at most 4 of them (6 for a Japanese long-lance),
  a missile 30 inches for at most 3 [5.7.1, 5.8.1]; when its time runs out it sinks harmlessly;
* the first move is straight; it is armed once it has run 6 inches [5.7.1, 5.8.1], and a guided counter armed at the
  start of a move steers for its target (reading ``homing_aim``);
* it strikes the first base it touches once armed, found exactly along its run by the kit's swept contact
  (:func:`sailkit.geometry.contact.first_touches`), a friend's as readily as an enemy's [5.7.1]; a base met before it
  is armed is a dud or is passed under (reading ``unarmed_contact``).

What an impact does is :mod:`.impacts`; missiles' goalkeepers are :mod:`.missiles`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from shapely.geometry import Polygon, box
from shapely.geometry.base import BaseGeometry

from ...errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from ...geometry.board import format_real, measured, normalize
from ...geometry.contact import first_touches
from ...geometry.table import Advance, Move, Point, Pose, bearing
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .readings import RULINGS, chosen
from .ships import Ship

#: A counter's side: 1 cm, in inches [5.7.1].
SPREAD = 1 / 2.54
#: Inches a counter must run before it is armed [5.7.1, 5.8.1].
ARMING = 6.0
#: What a counter may be: a torpedo spread [5.7.1] or a guided missile [5.8.1].
KINDS = ("torpedo", "missile")
#: What can become of a counter: still running, struck a base, a dud against a base before it was armed, run out of
#: time, shot down by a goalkeeper [5.8.2] or decoyed by ECM [5.7.2].
FATES = ("running", "struck", "dud", "spent", "intercepted", "decoyed")
#: The mountings a stat line lists its torpedo tubes by, and the bearing (off the bow, clockwise) each faces [5.7.1].
MOUNTINGS = {"bow": 0.0, "starboard": 90.0, "stern": 180.0, "port": 270.0}
_NAME = re.compile(r"[^\s=|,@](?:[^=|,@\n\r\t]{0,38}[^\s=|,@])?")


@dataclass(frozen=True)
class Weapon:
    """How a kind of counter runs: inches a sailing phase, sailing phases before it sinks, and the case saying so."""

    kind: str
    speed: float
    turns: int
    case: str


def weapon(kind: str, *, late: bool = False, long_lance: bool = False) -> Weapon:
    """The run of a ``kind`` of counter [5.7.1, 5.8.1]: a torpedo 12 inches (``late``: 14, after about 1970) for 4
    sailing phases (``long_lance``: 6), a missile 30 inches for 3."""
    if kind not in KINDS:
        raise UnknownChoiceError("counter kind", kind, KINDS)
    if kind == "missile":
        return Weapon("missile", 30.0, 3, "5.8.1")
    return Weapon("torpedo", 14.0 if late else 12.0, 6 if long_lance else 4, "5.7.1")


@dataclass(frozen=True)
class Counter:
    """A torpedo spread or missile counter on the table [5.7.1, 5.8.1]: its centre and heading (``pose``), the inches
    it runs a sailing phase, the sailing phases it has left, the inches run so far, whether it is guided and at
    whom, and its fate (one of :data:`FATES`)."""

    name: str
    side: int
    kind: str
    pose: Pose
    speed: float
    turns: int
    run: float = 0.0
    guided: bool = False
    target: str = ""
    fate: str = "running"
    launcher: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or _NAME.fullmatch(self.name) is None:
            raise InvalidInputError("counter name", self.name, "1 to 40 characters, none of = | , @")
        if self.side not in (1, 2):
            raise InvalidInputError(f"side of {self.name}", self.side, "1 or 2")
        if self.kind not in KINDS:
            raise UnknownChoiceError(f"kind of {self.name}", self.kind, KINDS)
        if self.fate not in FATES:
            raise UnknownChoiceError(f"fate of {self.name}", self.fate, FATES)
        if not (math.isfinite(self.speed) and self.speed > 0 and math.isfinite(self.run) and self.run >= 0):
            raise InvalidInputError(f"run of {self.name}", (self.speed, self.run), "a speed above 0, inches run >= 0")
        if isinstance(self.turns, bool) or not isinstance(self.turns, int) or not 0 <= self.turns <= 9:
            raise InvalidInputError(f"sailing phases left to {self.name}", self.turns, "a whole number 0 to 9")

    @property
    def running(self) -> bool:
        """Still on the table and moving."""
        return self.fate == "running"

    @property
    def armed(self) -> bool:
        """Whether it has run its 6 inches [5.7.1, 5.8.1]."""
        return measured(self.run) >= ARMING

    @property
    def point(self) -> Point:
        return self.pose.point

    @property
    def square(self) -> BaseGeometry:
        """The counter on the table: 1 cm square about its centre, square to its heading."""
        return self.pose.place(OUTLINE)

    def with_(self, **changes: object) -> Counter:
        return replace(self, **changes)  # type: ignore[arg-type]


#: A counter in its own inches, centred on its point.
OUTLINE: Polygon = box(-SPREAD / 2, -SPREAD / 2, SPREAD / 2, SPREAD / 2)


def _mount_bearings(mounting: str) -> tuple[float, ...]:
    if mounting == "port-or-starboard":
        return (MOUNTINGS["port"], MOUNTINGS["starboard"])
    if mounting not in MOUNTINGS:
        raise UnknownChoiceError("tube mounting", mounting, (*MOUNTINGS, "port-or-starboard"))
    return (MOUNTINGS[mounting],)


def _off(heading: float, facing: float) -> float:
    """Degrees between two bearings, 0 to 180."""
    d = abs(normalize(heading - facing))
    return min(d, 360.0 - d)


def launch(
    ship: Ship,
    mounting: str,
    heading: float,
    name: str,
    *,
    kind: str = "torpedo",
    guided: bool = False,
    target: str = "",
    late: bool = False,
    long_lance: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """A counter launched by ``ship`` from a tube on ``mounting`` (a missile: any, ``"bow"`` placing it ahead), set
    on the table ``heading`` degrees [5.7.1, 5.8.1]: just outside the middle of her base's side that faces the
    mounting's way, its heading within the mounting's arc (reading ``tube_arc``; a missile launches to any arc).
    The verdict is the :class:`Counter`; a heading out of arc is refused, naming 5.7.1."""
    r = chosen(readings)
    run = weapon(kind, late=late, long_lance=long_lance)
    heading = normalize(heading)
    facing = [b for b in _mount_bearings(mounting) if _fits(normalize(heading - ship.pose.heading), b, r["tube_arc"])]
    if kind == "torpedo" and not facing:
        arc = "square to it" if r["tube_arc"] == "square" else "within 90 degrees of it"
        raise IllegalActionError(f"a {mounting} tube fires {arc}; heading {format_real(heading)} is not", "5.7.1")
    side = facing[0] if facing else MOUNTINGS.get(mounting, 0.0)
    where = _beside(ship, side)
    counter = Counter(name, ship.side, kind, Pose(where.x, where.y, heading), run.speed, run.turns,
                      guided=guided, target=target, launcher=ship.name)  # fmt: skip
    said = f"{ship.name} launches {name} from her {mounting}, heading {format_real(round(heading, 1))}"
    steps = [
        RULINGS.step(run.case, said, r, *(("tube_arc",) if kind == "torpedo" else ())),
        Step(run.case, f"it runs {format_real(run.speed)} inches a sailing phase for {plural(run.turns, 'phase')}"),
    ]
    if guided:
        steps.append(Step(run.case, f"guided: once armed it steers for {target or 'its target'}"))
    return RULINGS(
        f"launch {name}", counter, steps, readings=r, facts={"counter": counter, "ship": ship, "mounting": mounting}
    )


def _fits(relative: float, facing: float, arc: str) -> bool:
    """Whether a heading ``relative`` to the keel leaves a mounting facing ``facing``: within 90 degrees of it (its
    half-plane [5.4c-f]) or square to it (reading ``tube_arc``)."""
    return _off(relative, facing) <= (0.0 if arc == "square" else 90.0) + 1e-9


def _beside(ship: Ship, facing: float) -> Point:
    """The table point half a counter out from the middle of the side of ``ship``'s base facing ``facing``."""
    b, half = ship.build, SPREAD / 2
    local = {
        0.0: (0.0, b.bow + half),
        90.0: (b.half_width + half, (b.bow + b.stern) / 2),
        180.0: (0.0, b.stern - half),
        270.0: (-b.half_width - half, (b.bow + b.stern) / 2),
    }[facing]
    return ship.pose.to_table(local)


def heading_for(counter: Counter, aims: Mapping[str, Point], readings: ReadingsLike | None = None) -> Ruling:
    """The heading a counter runs this sailing phase [5.7.1, 5.8.1]: straight on until it is armed at the start of a
    move (its first move is always straight), then, if guided and its target is still on the table, toward the
    target's aim point (``aims``: mainmast or nearest point of the base, reading ``homing_aim``)."""
    r = chosen(readings)
    case = "5.8.1" if counter.kind == "missile" else "5.7.1"
    if not counter.guided or not counter.armed or counter.target not in aims:
        why = "unguided" if not counter.guided else "not yet armed" if not counter.armed else "its target is gone"
        return RULINGS("heading", counter.pose.heading, [Step(case, f"{counter.name} runs straight on: {why}")])
    aim = aims[counter.target]
    if aim == counter.point:
        return RULINGS("heading", counter.pose.heading, [Step(case, f"{counter.name} is on its aim point")])
    turn = normalize(bearing(counter.point, aim))
    said = f"{counter.name} is armed and guided: it steers for {counter.target}, heading {format_real(round(turn, 1))}"
    return RULINGS("heading", turn, [RULINGS.step(case, said, r, "homing_aim")], readings=r)


def run_counter(
    counter: Counter,
    bases: Mapping[str, BaseGeometry],
    aims: Mapping[str, Point] | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """One sailing phase of a running counter [5.7.1, 5.8.1] against the ``bases`` on the table (by name): its heading
    (:func:`heading_for`), then its run, the part before it is armed first, and the first base it touches on the
    way, exactly. The verdict is the counter where it stops; the facts: ``struck`` (the base it struck, or ``""``),
    ``dud`` (a base it met unarmed), ``track`` (start and end points) and ``inches``."""
    return run_phase([counter], bases, aims, readings)[0]


@dataclass(frozen=True)
class _Leg:
    """A counter's run this sailing phase as geometry: where it starts, the move, and where in the move (in its
    steps) it becomes armed."""

    pose: Pose
    move: Move
    arming: float
    steps: tuple[Step, ...]


def _leg(counter: Counter, aims: Mapping[str, Point], r: Readings) -> _Leg:
    if not counter.running:
        raise IllegalActionError(f"{counter.name} is {counter.fate}: only a running counter moves", "5.7.1")
    steer = heading_for(counter, aims, r)
    pose = Pose(counter.pose.x, counter.pose.y, float(steer.verdict))
    unarmed = max(0.0, min(counter.speed, ARMING - counter.run)) if not counter.armed else 0.0
    legs = tuple(Advance(x) for x in (unarmed, counter.speed - unarmed) if x > 0)
    arming = 1.0 if unarmed and len(legs) == 2 else (float(len(legs)) if unarmed else 0.0)
    return _Leg(pose, Move(legs), arming, tuple(steer.steps))


def run_phase(
    counters: Sequence[Counter],
    bases: Mapping[str, BaseGeometry],
    aims: Mapping[str, Point] | None = None,
    readings: ReadingsLike | None = None,
) -> list[Ruling]:
    """One sailing phase of every counter of ``counters`` against every base of ``bases`` (:func:`run_counter` for
    each), the first contacts of all of them found in one pass of the kit's exact swept contact."""
    r = chosen(readings)
    legs = [_leg(c, aims or {}, r) for c in counters]
    names = list(bases)
    touches = first_touches([(g.pose, g.move, OUTLINE) for g in legs], [bases[n] for n in names])
    return [_ran(c, g, names, touches[k], r) for k, (c, g) in enumerate(zip(counters, legs, strict=True))]


def _ran(counter: Counter, leg: _Leg, names: list[str], touches: Sequence[float], r: Readings) -> Ruling:
    """The ruling of one counter's run from the first touch of each base along it."""
    case = "5.8.1" if counter.kind == "missile" else "5.7.1"
    met = sorted((float(t), n) for t, n in zip(touches, names, strict=True) if math.isfinite(t))
    hit, dud, stop = _first_strike(met, leg.arming, r["unarmed_contact"])
    at = leg.move.pose_at(leg.pose, stop if stop is not None else len(leg.move.steps))
    inches = measured(math.dist((leg.pose.x, leg.pose.y), (at.x, at.y)))
    run_to = counter.run + inches
    fate = "struck" if hit else "dud" if dud and r["unarmed_contact"] == "dud" else "running"
    turns = counter.turns - 1
    if fate == "running" and turns == 0:
        fate = "spent"
    moved = counter.with_(pose=at, run=run_to, turns=turns, fate=fate)
    steps = [
        *leg.steps,
        Step(
            case, f"{counter.name} runs {format_real(round(inches, 1))} inches, {format_real(round(run_to, 1))} in all"
        ),
    ]
    steps += _said(counter, hit, dud, fate, r, case)
    facts = {"counter": moved, "struck": hit, "dud": dud, "track": (counter.point, at.point), "inches": inches,
             "counters": (moved,), "tracks": ((counter.point, at.point),)}  # fmt: skip
    return RULINGS(f"run {counter.name}", moved, steps, readings=r, value=inches, facts=facts, kind="counter")


def _first_strike(met: list[tuple[float, str]], arming: float, unarmed: str) -> tuple[str, str, float | None]:
    """The base struck, the base met unarmed and where (in steps of the move) the counter stops, from the bases met
    in order: a base met before the arming point stops it as a dud, or is passed under (reading
    ``unarmed_contact``)."""
    dud = ""
    for t, name in met:
        if t < arming:
            dud = dud or name
            if unarmed == "dud":
                return "", name, t
            continue
        return name, dud, t
    return "", dud, None


def _said(counter: Counter, hit: str, dud: str, fate: str, r: Readings, case: str) -> list[Step]:
    """The steps saying how the run ended."""
    steps: list[Step] = []
    if dud:
        how = "stops against it, harmless" if r["unarmed_contact"] == "dud" else "runs on under it"
        steps.append(RULINGS.step(case, f"it meets {dud} before it is armed: it {how}", r, "unarmed_contact"))
    if hit:
        effect = "5.8.1" if counter.kind == "missile" else "5.7.2"
        steps.append(Step(case, f"armed, it strikes {hit}'s base: an impact [{effect}]"))
    elif fate == "spent":
        steps.append(Step(case, f"its time has run out: {counter.name} sinks harmlessly"))
    return steps


__all__ = [
    "ARMING",
    "FATES",
    "KINDS",
    "MOUNTINGS",
    "OUTLINE",
    "SPREAD",
    "Counter",
    "Weapon",
    "heading_for",
    "launch",
    "run_counter",
    "run_phase",
    "weapon",
]
