"""Collisions, evasion, entanglement and running aground [4.3.1, 4.3.3, 1.5.2e-g].

Ships move one at a time [4.1], so a moving ship's base is checked against the other ships' bases where they stand
and against the shore. :func:`first_collision` follows her base along her move (the kit's
:class:`~sailkit.geometry.table.Move`) and finds the first thing it meets: a ship (a collision [4.3.1]) or a shore
(she runs aground [1.5.2g]). Whether touching bases have met or only overlapping ones is reading
``collision_contact``. Every corner of her base is followed against every side of what she may meet, exactly
(:mod:`sailkit.geometry.contact`), and a whole fleet's moves at once (:func:`fleet_collisions`).

A ship about to collide may pass an emergency Sailing test to pivot on her stern just enough to clear her bow
[4.3.1]: :func:`evasive_pivot` finds the smallest such pivot either way (what "clear" means is reading
``evasion_clearance``), refusing a way with no room [4.3.1b]. Ships that do not evade entangle: each takes an anchor
token and a Hull test, and they are laid alongside, bow to bow or bow to stern [4.3.3] (:func:`entangle`; which ship
moves is reading ``entangle_alignment``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import cast

import numpy as np
import shapely
from shapely import affinity
from shapely.geometry import box
from shapely.geometry.base import BaseGeometry

from ...errors import InvalidInputError
from ...geometry.board import format_real, measured, normalize
from ...geometry.contact import ENTRY, first_entry, first_touches, pivots, placed
from ...geometry.table import Advance, Move, Pivot, Pose
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling
from ...rulings import Step as RStep
from .dice import stat_test
from .gunnery import read_captain
from .readings import RULINGS, chosen
from .ships import Ship

#: How deep a base must reach into another to overlap it under ``collision_contact=overlap``, in inches.
OVERLAP = 1e-6
#: The precision of a first contact along a move, in steps of the move.
PRECISION = 1e-5


def _outline(ship: Ship, r: Readings, base: BaseGeometry | None = None) -> BaseGeometry:
    """The base (``base``, when already built) as contact sees it: whole when touching counts, a hair smaller when
    only overlapping does."""
    base = ship.build.base if base is None else base
    return base if r["collision_contact"] == "touch" else base.buffer(-OVERLAP, join_style="mitre")


@dataclass(frozen=True)
class _Contact:
    progress: float
    index: int


def _sample(
    pose: Pose, move: Move, progress: np.ndarray, starts: Sequence[Pose]
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Where the mainmast is and the heading (radians) at each ``progress`` of ``move``, worked out all at once;
    ``starts`` holds the pose at the start of each step."""
    n = len(move.steps)
    k = np.clip(np.floor(progress).astype(int), 0, max(n - 1, 0))
    f = np.clip(progress - k, 0.0, 1.0)
    x, y, h = np.full(len(progress), pose.x), np.full(len(progress), pose.y), np.full(len(progress), 0.0)
    h += math.radians(pose.heading)
    for step_no, step in enumerate(move.steps):
        at = k == step_no
        if not at.any():
            continue
        start = starts[step_no]
        h0 = math.radians(start.heading)
        if isinstance(step, Advance):
            run = step.inches * f[at]
            x[at], y[at], h[at] = start.x + math.sin(h0) * run, start.y + math.cos(h0) * run, h0
        else:
            qx, qy = start.to_table(step.about)
            hh = h0 + np.radians(step.degrees * f[at])
            c, sn = np.cos(hh), np.sin(hh)
            ax, ay = step.about
            x[at], y[at], h[at] = qx - ax * c - ay * sn, qy + ax * sn - ay * c, hh
    return x, y, h


def _starts(pose: Pose, move: Move) -> list[Pose]:
    """The pose at the start of each step of ``move``."""
    out = []
    for step in move.steps:
        out.append(pose)
        pose = step.pose_at(pose, 1.0)
    return out


def _placed(pose: Pose, move: Move, ring: np.ndarray, progress: np.ndarray, starts: Sequence[Pose]) -> np.ndarray:
    """The outline (its ring of ship-local corners) placed at each ``progress`` of ``move``, as shapely polygons."""
    x, y, h = _sample(pose, move, progress, starts)
    c, s = np.cos(h)[:, None], np.sin(h)[:, None]
    lx, ly = ring[:, 0][None, :], ring[:, 1][None, :]
    xs = x[:, None] + lx * c + ly * s
    ys = y[:, None] - lx * s + ly * c
    return cast(np.ndarray, shapely.polygons(np.stack([xs, ys], axis=-1)))


def _sampled_contact(pose: Pose, move: Move, outline: BaseGeometry, obstacle: BaseGeometry) -> float:
    """When a moving outline touching ``obstacle`` at the start first reaches further into it (``inf``: never), by
    sampling: poses every 2 degrees and quarter inch in one vectorised call, the first that reaches further narrowed
    down, 32 poses at a time, to :data:`PRECISION`. Only for a ship that starts overlapping another."""
    ring = shapely.get_coordinates(outline)[:-1]  # a convex outline's one ring
    grid = move.progress_grid(degrees=2.0, inches=0.25)
    starts = _starts(pose, move)
    area0 = shapely.area(shapely.intersection(pose.place(outline), obstacle))

    def meets(shapes: np.ndarray) -> np.ndarray:
        return np.asarray(shapely.area(shapely.intersection(shapes, obstacle)) > area0 + 1e-9)

    hit = meets(_placed(pose, move, ring, grid, starts))
    hit[0] = False  # a ship is not counted as colliding where she starts
    if not hit.any():
        return math.inf
    i = int(hit.argmax())
    lo, hi = float(grid[i - 1]), float(grid[i])
    while hi - lo > PRECISION:
        tries = np.linspace(lo, hi, 33)[1:]
        first = int(np.argmax(meets(_placed(pose, move, ring, tries, starts))))  # hi itself always meets
        lo, hi = (lo if first == 0 else float(tries[first - 1])), float(tries[first])
    return hi


def _contacts(
    movers: Sequence[tuple[Pose, Move, BaseGeometry]],
    obstacles: Sequence[BaseGeometry],
    pairs: np.ndarray | None = None,
    *,
    sample: bool = True,
) -> np.ndarray:
    """When each mover's outline first meets each obstacle (``(n, m)``, ``inf``: never), touching counts: worked out
    exactly (:func:`~sailkit.geometry.contact.first_touches`). An obstacle the outline touches at the start (a ship
    alongside) is met only when the outline reaches into it (:func:`~sailkit.geometry.contact.first_entry`, exact),
    or further into it when they overlap already (:func:`_sampled_contact`; with ``sample`` False such a pair is
    left ``nan``, for a caller that may not need it)."""
    times = first_touches(movers, obstacles, pairs)
    for i, j in zip(*np.nonzero(np.isnan(times))):
        pose, move, outline = movers[i]
        if pose.place(outline).intersection(obstacles[j]).area <= ENTRY:
            times[i, j] = first_entry(pose, move, outline, obstacles[j])
        elif sample:  # overlapping already: rare, sampled
            times[i, j] = _sampled_contact(pose, move, outline, obstacles[j])
    return times


def _first_contacts(
    pose: Pose, move: Move, outline: BaseGeometry, obstacles: Sequence[BaseGeometry]
) -> _Contact | None:
    """The earliest contact of a moving outline with any of ``obstacles`` (:func:`_contacts`) and which one (of two
    at once, the first listed), or ``None``."""
    if not obstacles:
        return None
    times = _contacts([(pose, move, outline)], obstacles)[0]
    j = int(times.argmin())
    return None if times[j] == math.inf else _Contact(float(times[j]), j)


def first_collision(
    ship: Ship,
    move: Move,
    others: Sequence[Ship] = (),
    *,
    shores: Sequence[BaseGeometry] = (),
    wreckage: Sequence[BaseGeometry] = (),
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The first ship, wreckage token or shore ``ship``'s base meets along ``move`` [4.3.1, 1.5.2h, 1.5.2g], or
    ``None`` (a clear move); wreckage counts as a ship in a collision.

    The verdict is the name of the ship met, ``"wreckage"``, ``"shore"``, or ``None``. Facts: ``progress`` (how far into the move,
    in steps), ``pose`` (where her base first meets it; her end when clear), ``swept`` (the ground her base covers
    up to there) and ``obstacle`` (the shape met); ``ship``, ``move``, ``others``, ``shores`` and ``wreckage`` (what
    was asked about) for a picture.
    """
    r = chosen(readings)
    outline = _outline(ship, r)
    still = [o for o in others if o.name != ship.name]
    shapes = [o.base for o in still] + list(wreckage) + list(shores)
    names = [o.name for o in still] + ["wreckage"] * len(wreckage) + ["shore"] * len(shores)
    contact = _first_contacts(ship.pose, move, outline, shapes)
    steps: list[RStep] = [RULINGS.step("4.3.1", "her base is followed along her move", r, "collision_contact")]
    what: str | None = None
    facts: dict[str, object] = {
        "progress": float(len(move.steps)),
        "pose": move.end(ship.pose),
        "ship": ship,
        "move": move,
        "others": tuple(still),
        "shores": tuple(shores),
        "wreckage": tuple(wreckage),
    }
    if contact is None:
        steps.append(RStep("4.3.1", "it meets no other base and no shore"))
        facts["obstacle"] = None
        swept = _Swept(ship.pose, move, outline)
    else:
        what = names[contact.index]
        part = Move(_cut(move, contact.progress))
        facts.update(progress=contact.progress, pose=part.end(ship.pose), obstacle=shapes[contact.index])
        swept = _Swept(ship.pose, part, outline)
        if what == "shore":
            steps.append(
                RStep("1.5.2g", "her base reaches the shore: she runs aground, a damage token and three anchor tokens")
            )
        elif what == "wreckage":
            steps.append(RStep("1.5.2h", "her base meets a wreckage token, which counts as a ship: a collision"))
        else:
            steps.append(RStep("4.3.1", f"her base meets {what}'s: a collision unless one of them evades"))
    return RULINGS(
        f"does {ship.name} collide",
        what,
        steps,
        also=ship.build.read("base_size"),
        kind="collision",
        facts=swept.facts(facts),
    )


class _Swept(Mapping[str, object]):
    """A collision's facts with ``swept``, the ground her base covers up to the contact (:meth:`Move.swept`), worked
    out only when asked: a picture asks, the game does not, and it costs more than the contact itself."""

    def __init__(self, pose: Pose, move: Move, outline: BaseGeometry) -> None:
        self._ground = (pose, move, outline)
        self._facts: dict[str, object] = {}

    def facts(self, facts: dict[str, object]) -> _Swept:
        self._facts = facts
        return self

    @cached_property
    def swept(self) -> BaseGeometry:
        pose, move, outline = self._ground
        return move.swept(pose, outline)

    def __getitem__(self, key: str) -> object:
        return self.swept if key == "swept" else self._facts[key]

    def __iter__(self) -> Iterator[str]:
        yield from self._facts
        yield "swept"

    def __len__(self) -> int:
        return len(self._facts) + 1


def _cut(move: Move, progress: float) -> tuple[Advance | Pivot, ...]:
    """The steps of ``move`` up to ``progress`` (the last one cut short)."""
    out: list[Advance | Pivot] = []
    for k, step in enumerate(move.steps):
        share = min(1.0, progress - k)
        if share <= 0:
            break
        if isinstance(step, Advance):
            out.append(Advance(step.inches * share))
        else:
            out.append(Pivot(step.degrees * share, step.about))
    return tuple(out)


def fleet_collisions(
    ships: Sequence[Ship],
    moves: Sequence[Move],
    *,
    shores: Sequence[BaseGeometry] = (),
    readings: ReadingsLike | None = None,
) -> tuple[tuple[str | None, float], ...]:
    """For ships moving one after another in the order given [4.1], what each first meets and when.

    Ship ``i``'s move is checked against the ships before her where they ended and the ships after her where they
    start, and against ``shores``. Returns ``(name met or None, progress)`` a ship; a ship that collides is taken as
    stopped at the contact for the ships after her. Every pair is worked out at once
    (:func:`~sailkit.geometry.contact.first_touches`), as if every ship ended her move; then the ships after those
    that stopped short are checked again against where they stopped, every stop at once, until no stop moves. Each
    round settles at least the next ship in order (the first ship's answer depends on no other, the second's only
    on the first's stop, and so on), so it ends with the answer of checking ship after ship, in two or three rounds
    as a rule rather than one a stop.
    """
    r = chosen(readings)
    n = len(ships)
    if n != len(moves):
        raise InvalidInputError("moves", len(moves), f"one move for each of the {n} ships")
    bases = [s.build.base for s in ships]
    movers = [(s.pose, m, _outline(s, r, base)) for s, m, base in zip(ships, moves, bases)]
    full = np.array([float(len(m.steps)) for m in moves])
    # obstacles: every ship where she starts, then every ship where her move ends, then the shores
    ends = [m.end(s.pose) for s, m in zip(ships, moves)]  # as first_collision places them, to the last bit
    shapes = [*placed([s.pose for s in ships] + ends, bases + bases), *shores]
    later = np.triu(np.ones((n, n), dtype=bool), 1)
    pairs = np.hstack([later, later.T, np.ones((n, len(shores)), dtype=bool)])
    times = _contacts(movers, shapes, pairs, sample=False)
    stops = full.copy()  # where each ship stands for the ships after her, in steps of her move
    while True:
        met, when = _firsts(np.where(np.isnan(times), math.inf, times), n)
        found = np.where(np.isfinite(when), when, full)
        moved = np.flatnonzero(found[:-1] != stops[:-1])
        if not len(moved):
            # a ship starting inside another where it stands: sampled only now, when that one surely stands there
            # (a ship whose whole move ends inside a later ship's start met it on the way, and stops short)
            deep = list(zip(*np.nonzero(np.isnan(times))))
            if not deep:
                break
            for i, j in deep:
                pose, move, outline = movers[i]
                times[i, j] = _sampled_contact(pose, move, outline, shapes[j])
            continue
        stops[moved] = found[moved]
        stood = [moves[i].pose_at(ships[i].pose, float(stops[i])) for i in moved.tolist()]
        rows = slice(int(moved[0]) + 1, n)
        again = np.arange(n)[rows, None] > moved[None, :]
        stand = list(placed(stood, [bases[i] for i in moved.tolist()]))
        times[rows, n + moved] = _contacts(movers[rows], stand, again, sample=False)
        for i, shape in zip(moved.tolist(), stand):
            shapes[n + i] = shape
    names = [s.name for s in ships] + ["shore"] * len(shores)
    return tuple((None, float(full[i])) if j < 0 else (names[j], float(when[i])) for i, j in enumerate(met.tolist()))


def _firsts(times: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Of :func:`fleet_collisions`' contact times (each ship where she starts, then where she stands after her
    move, then the shores), what each mover meets first (an index into the ships then the shores, ``-1``: nothing)
    and when: each ship once, in the order given, then the shores; of two met at once, the first listed."""
    met = np.concatenate([np.minimum(times[:, :n], times[:, n : 2 * n]), times[:, 2 * n :]], axis=1)
    first = met.argmin(axis=1)
    when = met[np.arange(len(met)), first]
    return np.where(np.isfinite(when), first, -1), when


def first_met(
    ship: Ship,
    moves: Sequence[Move],
    others: Sequence[Ship],
    *,
    shores: Sequence[BaseGeometry] = (),
    readings: ReadingsLike | None = None,
) -> tuple[str | None, ...]:
    """For each of several moves ``ship`` might make, what her base first meets as :func:`first_collision` finds it
    (a ship's name, ``"shore"``, or ``None``), every move worked out at once: a captain weighing its options [4.3.1,
    1.5.2g]."""
    if not moves:
        return ()
    outline = _outline(ship, chosen(readings))
    still = [o for o in others if o.name != ship.name]
    names = [o.name for o in still] + ["shore"] * len(shores)
    shapes = [o.base for o in still] + list(shores)
    if not shapes:
        return (None,) * len(moves)
    times = _contacts([(ship.pose, move, outline) for move in moves], shapes)
    first = times.argmin(axis=1)
    return tuple(None if times[i, j] == math.inf else names[j] for i, j in enumerate(first))


def _clear(
    poses: Sequence[Pose] | np.ndarray, obstacles: Sequence[BaseGeometry], r: Readings, outline: BaseGeometry
) -> np.ndarray:
    """Whether a ship at each of ``poses`` has cleared every obstacle (reading ``evasion_clearance``), all at once.

    Under ``run-clear`` the ground she must have clear is what her base sweeps running 2 inches ahead: the hull of
    her base and her base 2 inches on, the same at every pose, so it is built once and placed at each."""
    ground = outline
    if r["evasion_clearance"] == "run-clear":
        ground = shapely.convex_hull(shapely.union(outline, affinity.translate(outline, 0.0, 2.0)))
    if not obstacles:
        return np.ones(len(poses), dtype=bool)
    grounds = placed(poses, [ground] * len(poses))
    met = np.asarray(shapely.intersects(grounds[:, None], np.array(obstacles, dtype=object)[None, :]))
    return np.logical_not(met.any(axis=1))


def _room(
    pose: Pose, degrees: float, about: tuple[float, float], outline: BaseGeometry, others: Sequence[BaseGeometry]
) -> bool:
    """Whether a stern pivot of ``degrees`` sweeps no other base or shore on its way (4.3.1b): her base, a hair
    smaller, touches none of them on the way, nor at the start (exactly, :func:`~sailkit.geometry.contact.first_touches`)."""
    if not others:
        return True
    shrunk = outline.buffer(-OVERLAP, join_style="mitre")
    return bool(np.isinf(first_touches([(pose, Move((Pivot(degrees, about),)), shrunk)], others)).all())


def _ways(
    ship: Ship, obstacles: Sequence[BaseGeometry], room: Sequence[BaseGeometry], r: Readings, steps: list[RStep]
) -> tuple[dict[str, float | None], dict[str, Pose]]:
    """The smallest clearing pivot to starboard and to port [4.3.1] (``None``: no room that way) and the pose after
    each possible one, written into ``steps``."""
    outline = _outline(ship, r)
    found: dict[str, float | None] = {"starboard": None, "port": None}
    poses: dict[str, Pose] = {}
    every = list(obstacles) + list(room)
    for side, sign in (("starboard", 1.0), ("port", -1.0)):
        about = ship.build.stern_pivot(sign, r["turn_pivot"])
        best = _smallest(ship.pose, sign, about, lambda ps: _clear(ps, every, r, outline))
        said = "no room"
        if best is not None and _room(ship.pose, sign * best, about, ship.build.base, list(room)):
            found[side] = best
            poses[side] = ship.pose.pivoted(sign * best, about)
            said = f"{format_real(round(best, 2))} degrees on the stern clears her bow"
        steps.append(RULINGS.step("4.3.1", f"to {side}: {said}", r, "evasion_clearance", "turn_pivot"))
    return found, poses


def evasive_pivot(
    ship: Ship,
    obstacles: Sequence[BaseGeometry],
    *,
    room: Sequence[BaseGeometry] = (),
    dice: Sequence[int] | None = None,
    captain: str = "competent",
    rerolls: Sequence[int] = (),
    entangled: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The smallest stern pivot either way that clears ``ship``'s bow of ``obstacles`` [4.3.1] (she stands where
    her base met them, e.g. :func:`first_collision`'s ``pose``).

    ``room`` holds everything else her base must not sweep through while pivoting (other bases, shores, table
    edges as polygons) [4.3.1b]. With ``dice`` (her emergency Sailing test, one die a point of Sailing, one fewer
    under a Poor captain) the verdict is whether she evades: a 6 and room one way; without, whether there is room
    at all. Under a Navigator ``captain`` her 1s are thrown again once, ``rerolls`` the new results [APP.1.2.2]. Facts ``port`` and
    ``starboard`` are the smallest pivots each way in degrees (``None``: no room that way), ``poses`` the poses
    after them and ``pivots`` the table point each way turns about; ``ship``, ``obstacles`` and ``room`` for a
    picture. An entangled ship may not evade [4.3.1].
    """
    r = chosen(readings)
    steps: list[RStep] = []
    found, poses = _ways(ship, obstacles, room, r, steps) if not entangled else ({"starboard": None, "port": None}, {})
    possible = bool(poses)
    verdict = possible
    if entangled:
        steps.append(RStep("4.3.1", "ships already entangled may not evade"))
    elif not possible:
        steps.append(RStep("4.3.1b", "no room to evade either way: the ships entangle"))
    chance = None
    if dice is not None and possible:
        rethrows = "Navigator" if read_captain(captain) == "navigator" else ""
        test = stat_test(len(dice), dice, name="emergency Sailing", case="4.3.1", captain=rethrows, rerolls=rerolls)
        verdict, chance = bool(test.verdict), test.facts["chance"]
        steps += test.steps
    return RULINGS(
        f"may {ship.name} evade",
        verdict,
        steps,
        kind="evasion",
        gloss="she turns clear" if verdict else "she cannot turn clear",
        facts={
            "port": found["port"],
            "starboard": found["starboard"],
            "poses": poses,
            "chance": chance,
            "ship": ship,
            "obstacles": tuple(obstacles),
            "room": tuple(room),
            "pivots": {
                side: ship.pose.to_table(ship.build.stern_pivot(sign, r["turn_pivot"]))
                for side, sign in (("starboard", 1.0), ("port", -1.0))
            },
        },
    )


def _smallest(
    pose: Pose, sign: float, about: tuple[float, float], clear: Callable[[Sequence[Pose] | np.ndarray], np.ndarray]
) -> float | None:
    """The smallest pivot (degrees, 0-180) about ``about`` after which ``clear`` holds, to 0.01 degree: the first
    whole degree that clears (every one tried at once), then halving the degree before it."""
    ok = clear(pivots(pose, sign * np.arange(1.0, 181.0), about))
    if not ok.any():
        return None
    hi = float(int(ok.argmax()) + 1)
    lo = hi - 1.0
    while hi - lo > 0.01:
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if clear([pose.pivoted(sign * mid, about)])[0] else (mid, hi)
    return hi


def _hull_tests(
    ships: tuple[Ship, Ship], dice: tuple[Sequence[int], Sequence[int]] | None, steps: list[RStep]
) -> tuple[str, ...]:
    """The two colliding ships' Hull tests with their ``dice`` (each a 6 in as many dice as her Hull), written into
    ``steps``; the names of those that failed and take a damage token [4.3.1e, APP.2.2.1c]."""
    if dice is None:
        steps.append(RStep("4.3.1e", "each ship takes a Hull test; a failure is a damage token"))
        return ()
    damage: list[str] = []
    for s, thrown in zip(ships, dice):
        passed = stat_test(s.cls.hull, thrown, name=f"{s.name}'s Hull", case="4.3.1e").verdict
        steps.append(RStep("4.3.1e", f"{s.name}'s Hull test " + ("passed" if passed else "failed: a damage token")))
        if not passed:
            damage.append(s.name)
            steps.append(RStep("APP.2.2.1c", f"{s.name}'s fleet loses 1 morale in a points game"))
    return tuple(damage)


def entangle(
    mover: Ship,
    struck: Ship,
    *,
    line_up: str | None = None,
    dice: tuple[Sequence[int], Sequence[int]] | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Two ships that collided entangle and are laid alongside [4.3.3]; each takes an anchor token and a Hull test
    (with ``dice``, the two ships' Hull dice: a ship that fails takes a damage token) [4.3.1e].

    Heading the same way (less than 90 degrees apart) they lie bow to bow; opposite ways, bow to stern; square to
    each other the faster ship's player picks with ``line_up`` (``"bow-to-bow"`` or ``"bow-to-stern"``). Reading
    ``entangle_alignment`` says which of them is moved. Facts: ``poses`` (each ship's name to her new pose),
    ``damage`` (names taking a damage token), ``ships`` (the two as they met) and ``moved`` (the one laid alongside).
    """
    r = chosen(readings)
    apart = measured(abs((normalize(mover.pose.heading - struck.pose.heading) + 180.0) % 360.0 - 180.0))
    if apart == 90.0:
        if line_up not in ("bow-to-bow", "bow-to-stern"):
            raise InvalidInputError("line_up", line_up, "'bow-to-bow' or 'bow-to-stern': the ships met square on")
        how = line_up
    else:
        how = "bow-to-bow" if apart < 90.0 else "bow-to-stern"
    stay, moved = (struck, mover) if r["entangle_alignment"] == "mover-alongside" else (mover, struck)
    x_local = stay.pose.to_local(moved.mainmast)[0]
    side = 1.0 if x_local >= 0 else -1.0
    across = side * (stay.build.half_width + moved.build.half_width)
    if how == "bow-to-bow":
        pose = Pose.at(stay.pose.to_table((across, stay.build.bow - moved.build.bow)), stay.pose.heading)
    else:
        pose = Pose.at(stay.pose.to_table((across, stay.build.stern + moved.build.bow)), stay.pose.heading + 180.0)
    steps = [
        RStep("4.3.3", f"headings {format_real(apart)} degrees apart: laid alongside {how.replace('-', ' ')}"),
        RULINGS.step(
            "4.3.3",
            f"{moved.name} is laid alongside {stay.name}, on her {'starboard' if side > 0 else 'port'} side",
            r,
            "entangle_alignment",
        ),
        RStep("4.3.3", "each takes an anchor token"),
    ]
    damage = _hull_tests((mover, struck), dice, steps)
    return RULINGS(
        f"{mover.name} and {struck.name} entangle",
        how,
        steps,
        also=mover.build.read("base_size"),
        kind="entangle",
        facts={
            "poses": {stay.name: stay.pose, moved.name: pose},
            "damage": damage,
            "ships": (mover, struck),
            "moved": moved.name,
        },
    )


def areas_entered(ship: Ship, move: Move, areas: Sequence[BaseGeometry]) -> tuple[int, ...]:
    """Which of ``areas`` (fog, squalls, shoals) ``ship``'s base touches along ``move``, start included, by index
    [1.5.2d-f]: a ship entering or starting in a squall takes an anchor token, one in shoals a Sailing test."""
    if not areas:
        return ()
    ground = move.swept(ship.pose, ship.build.base)
    return tuple(int(k) for k in np.flatnonzero(shapely.intersects(ground, np.array(areas, dtype=object))))


def _edges(width: float, depth: float) -> dict[str, tuple[BaseGeometry, float]]:
    """Each edge of a ``width`` by ``depth`` table as a strip beyond it, with the heading it runs along [1.5.4]."""
    reach = 4 * (width + depth)
    return {
        "south": (box(-reach, -reach, width + reach, 0.0), 90.0),
        "north": (box(-reach, depth, width + reach, depth + reach), 90.0),
        "west": (box(-reach, -reach, 0.0, depth + reach), 0.0),
        "east": (box(width, -reach, width + reach, depth + reach), 0.0),
    }


def table_edge(ship: Ship, move: Move, width: float, depth: float, *, readings: ReadingsLike | None = None) -> Ruling:
    """Whether ``ship``'s base touches an edge of a fixed table ``width`` by ``depth`` inches along ``move``, and what
    follows [1.5.4]: she stops where it first would, pivots on her stern until parallel to that edge (the smaller
    turn, :func:`edge_pivot`) and takes an anchor token; if the pivot still leaves her touching an edge she leaves
    the battle (in a points game her fleet loses morale equal to her Hull). The verdict is ``None`` (she stays
    clear), ``"parallel"`` or ``"leaves"``; facts ``pose`` (where she ends), ``edge`` and ``anchor_token``, and for
    a picture ``ship``, ``move``, ``table`` (its width and depth) and ``stopped`` (where she met the edge)."""
    r = chosen(readings)
    edges = _edges(width, depth)
    names = list(edges)
    contact = _first_contacts(ship.pose, move, _outline(ship, r), [edges[n][0] for n in names])
    question = f"does {ship.name} reach a table edge"
    drawn = {"ship": ship, "move": move, "table": (width, depth)}
    if contact is None:
        stays = [RStep("1.5.4", "her base stays on the table")]
        ends = {"pose": move.end(ship.pose), "edge": None, "anchor_token": False}
        return RULINGS(question, None, stays, kind="table_edge", facts=ends | drawn)
    edge = names[contact.index]
    stopped = move.pose_at(ship.pose, contact.progress)
    leaves, turn, pose = _off_the_edge(ship, stopped, edges[edge][1], (width, depth), r)
    pivot = f"she pivots {format_real(round(abs(turn), 2))} degrees to {'starboard' if turn > 0 else 'port'}"
    steps = [
        RStep("1.5.4", f"her base would touch the {edge} edge: she stops there"),
        RULINGS.step("1.5.4", f"{pivot} on her stern, parallel to it, and takes an anchor token", r, "turn_pivot"),
    ]
    if leaves:
        gone = f"she still touches an edge: she leaves the battle; in a points game her fleet loses {ship.cls.hull}"
        steps.append(RStep("1.5.4", f"{gone} morale, her Hull"))
    facts = {"pose": pose, "edge": edge, "anchor_token": True} | drawn | {"stopped": stopped}
    return RULINGS(question, "leaves" if leaves else "parallel", steps, kind="table_edge", facts=facts)


def _off_the_edge(
    ship: Ship, stopped: Pose, edge_heading: float, table: tuple[float, float], r: Readings
) -> tuple[bool, float, Pose]:
    """The stern pivot parallel to the edge met at ``stopped`` [1.5.4]: whether she still touches an edge after it,
    the turn in degrees and where she ends. Square on to the edge, whichever way keeps her on the table."""
    turn = edge_pivot(ship.at(stopped), edge_heading)
    inside = box(0.0, 0.0, *table).buffer(-OVERLAP if r["collision_contact"] == "touch" else 0.0)
    tried = []
    for degrees in (turn,) if abs(turn) != 90.0 else (90.0, -90.0):
        pose = stopped.pivoted(degrees, ship.build.stern_pivot(degrees, r["turn_pivot"]))
        tried.append((not inside.contains(pose.place(ship.build.base)), degrees, pose))
    return min(tried, key=lambda t: t[0])


def edge_pivot(ship: Ship, edge_heading: float) -> float:
    """The smaller stern pivot (degrees, clockwise positive) that lays a ship parallel to a table edge running along
    ``edge_heading`` (either way along it) [1.5.4]; square on to the edge, -90 (either way will do)."""
    return measured((normalize(edge_heading - ship.pose.heading) + 90.0) % 180.0 - 90.0)


__all__ = [
    "OVERLAP",
    "PRECISION",
    "areas_entered",
    "entangle",
    "evasive_pivot",
    "first_collision",
    "first_met",
    "fleet_collisions",
    "edge_pivot",
    "table_edge",
]
