"""The first moment a moving outline touches a still one, exactly and for many pairs at once (Fighting Ships'
collisions [4.3.1], running aground and the table's edge).

Rule-free. A :class:`~sailkit.geometry.table.Move` is made of straight runs and pivots, so on each step every point
of a moving outline runs along a line or round a circle. Two outlines that start apart first touch where a corner
of one meets a side of the other, so the first contact is the earliest corner-on-side meeting:

* a corner running straight meets the line of a side when a linear expression in time is zero;
* a corner turning about a point meets it when ``A cos(theta) + B sin(theta) = C``, solved in closed form;
* a corner of the still outline meets a side of the moving one the same way, seen from the moving outline
  (the run or the turn reversed).

The meeting counts if it falls on the side (not its line beyond). This is As Per Margin's closest approach of two
moving points (:func:`~sailkit.geometry.table.first_closings`, a quadratic in time solved for every pair at once)
carried from points to outlines: every corner against every side, every step of every mover, in one pass of numpy
with no sampling, so no graze is missed between samples. Pairs whose outlines already touch at the start are not
this module's business (the first touch is then at 0): callers decide what such a pair means.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, cast

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ..errors import InvalidInputError
from .table import Advance, Move, Pose

#: How far past either end of a side a meeting may fall and still count (inches, as a share of the side): floating
#: point puts a corner that meets a corner a hair beyond the side's end.
_ON_SIDE = 1e-9
#: How far outside its circle a line may pass a turning corner and still be met (a graze, as a share of the radius).
_GRAZE = 1e-12
#: How near (inches) two outlines at the start count as touching: a ship stopped against another stands a hair off
#: or a hair in, as floating point places her.
TOUCH = 1e-12
#: How far (square inches) an outline must reach into another to be inside it, not only touching: floating point
#: leaves two outlines that touch (a ship stopped against another) overlapping by far less.
ENTRY = 1e-9
_TAU = 2.0 * math.pi
#: x and y arrays of points or vectors
_Pair = tuple[np.ndarray, np.ndarray]


def _sides(geoms: Sequence[BaseGeometry]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Every corner and every side of each polygon of ``geoms``: corners ``(k, 2)`` with the index of their polygon,
    sides as a start ``(e, 2)`` and a vector ``(e, 2)``, with the index of theirs (both indices in order)."""
    kinds = shapely.get_type_id(np.asarray(geoms, dtype=object))
    if not ((kinds == 3) | (kinds == 6)).all():  # Polygon, MultiPolygon
        raise InvalidInputError("outline", [g.geom_type for g in geoms], "polygons (or several) to meet")
    rings, owner = shapely.get_rings(np.asarray(geoms, dtype=object), return_index=True)
    xy, ring = shapely.get_coordinates(rings, return_index=True)
    same = ring[1:] == ring[:-1]
    return xy, owner[ring], np.column_stack([xy[:-1][same], np.diff(xy, axis=0)[same]]), owner[ring[:-1][same]]


def _meet_run(p: _Pair, a: _Pair, e: _Pair, d: _Pair) -> np.ndarray:
    """When (0-1, ``inf``: never) a corner ``p`` running by ``d`` meets the side from ``a`` along ``e``."""
    (px, py), (ax, ay), (ex, ey), (dx, dy) = p, a, e, d
    rx, ry = px - ax, py - ay
    with np.errstate(all="ignore"):  # a run along the side's line, or a side of no length: nan, never met
        f = (ey * rx - ex * ry) / (ex * dy - ey * dx)
        along = (ex * (rx + f * dx) + ey * (ry + f * dy)) / (ex * ex + ey * ey)
    ok = (f >= 0.0) & (f <= 1.0) & (along >= -_ON_SIDE) & (along <= 1.0 + _ON_SIDE)
    return np.where(ok, f, math.inf)


def _meet_turn(p: _Pair, a: _Pair, e: _Pair, c: _Pair, turn: np.ndarray) -> np.ndarray:
    """When (0-1, ``inf``: never) a corner ``p`` turning ``turn`` radians clockwise about ``c`` meets the side from
    ``a`` along ``e``, at each of the two roots of ``A cos(theta) + B sin(theta) = C``, ``phi +- acos(C / hypot(A,
    B))``: a leading axis of two."""
    (px, py), (ax, ay), (ex, ey), (cx, cy) = p, a, e, c
    vx, vy = px - cx, py - cy
    big_a = ex * vy - ey * vx
    big_b = -(ex * vx + ey * vy)
    big_c = ey * (cx - ax) - ex * (cy - ay)
    best = np.full((2, *np.broadcast(px, ax, turn).shape), math.inf)
    # a corner on the pivot, a side of no length or a turn of no size meets nothing: their nans and infs fail `ok`
    with np.errstate(all="ignore"):
        ratio = big_c / np.hypot(big_a, big_b)
        reach = np.arccos(np.clip(ratio, -1.0, 1.0))
        met = np.abs(ratio) <= 1.0 + _GRAZE
        phi = np.arctan2(big_b, big_a)
        sign, size = np.sign(turn), np.abs(turn)
        for n, root in enumerate((phi + reach, phi - reach)):
            f = np.mod(sign * root, _TAU) / size
            theta = np.where(f <= 1.0, f, 0.0) * turn
            c, s = np.cos(theta), np.sin(theta)
            qx, qy = cx + vx * c + vy * s - ax, cy - vx * s + vy * c - ay
            along = (ex * qx + ey * qy) / (ex * ex + ey * ey)
            ok = met & (f <= 1.0) & (along >= -_ON_SIDE) & (along <= 1.0 + _ON_SIDE)
            best[n] = np.where(ok, f, math.inf)
    return best


class _Pieces:
    """Every step of every move as plain numbers, in order: whose it is, its number in her move, her place and
    heading (radians) where it starts, and how it moves her (a run: ``(dx, dy)``; a pivot: the table point it turns
    about and the turn in radians, clockwise)."""

    def __init__(self, movers: Sequence[tuple[Pose, Move]]) -> None:
        rows: list[tuple[float, ...]] = []
        for m, (pose, move) in enumerate(movers):
            x, y, h = pose.x, pose.y, math.radians(pose.heading)
            for k, step in enumerate(move.steps):
                s, c = math.sin(h), math.cos(h)
                if isinstance(step, Advance):
                    dx, dy = step.inches * s, step.inches * c
                    rows.append((m, k, x, y, h, 1.0, dx, dy, 0.0))
                    x, y = x + dx, y + dy
                    continue
                ax, ay = step.about
                px, py = x + ax * c + ay * s, y - ax * s + ay * c
                turn = math.radians(step.degrees)
                rows.append((m, k, x, y, h, 0.0, px, py, turn))
                h += turn
                s, c = math.sin(h), math.cos(h)
                x, y = px - ax * c - ay * s, py + ax * s - ay * c
        self.table = np.array(rows, dtype=float).reshape(-1, 9)


def first_touches(
    movers: Sequence[tuple[Pose, Move, BaseGeometry]],
    obstacles: Sequence[BaseGeometry],
    pairs: np.ndarray | None = None,
) -> np.ndarray:
    """For each mover (its pose, its move and its outline, a polygon in ship-local inches) and each still obstacle (a
    polygon on the table), the first progress (in steps of the move, as :meth:`Move.pose_at` counts them) at which
    the outline touches the obstacle, or ``inf`` if it never does; an ``(n, m)`` array.

    ``pairs`` (an ``(n, m)`` array of booleans) says which pairs to work out; the others are ``inf``. A pair that
    already touches at the start (within :data:`TOUCH`) is ``nan``: what it means is the caller's to decide (a ship
    alongside another).
    Exact up to floating point for straight runs and pivots alike. Only steps whose bounding boxes meet an
    obstacle's are worked out further.
    """
    n, m = len(movers), len(obstacles)
    out = np.full((n, m), math.inf)
    near = _Near.of(movers, obstacles, pairs)
    if near is None:
        return out
    who, k, piece, ob = near.who, near.k, near.piece, near.ob
    np.minimum.at(out, (who[piece], ob), k[piece] + near.meetings(obstacles))
    # pairs touching where she starts
    start = k[piece] == 0
    if start.any():
        first, near_ob = piece[start], ob[start]
        outline = shapely.polygons(np.stack([near.x[first], near.y[first]], axis=-1))
        touching = shapely.distance(outline, np.asarray(obstacles, dtype=object)[near_ob]) <= TOUCH
        out[who[first][touching], near_ob[touching]] = math.nan
    return out


def first_entry(pose: Pose, move: Move, outline: BaseGeometry, obstacle: BaseGeometry, *, area: float = ENTRY) -> float:
    """When an outline touching ``obstacle`` at the start first reaches into it, by more than ``area`` square inches
    (``inf``: never), in steps of ``move``: a ship alongside another, sailing on past her or into her.

    Whether two outlines overlap can change only where a corner meets a side, or where one step gives way to the
    next (a corner sliding along a side all through a run may turn into it as the pivot begins, a meeting too
    shallow to find), so every such time is found (as :func:`first_touches` finds the first) and the outline is
    placed once between each two and tested: the answer is the time that opens the first stretch where they
    overlap, exact like :func:`first_touches`.
    """
    near = _Near.of([(pose, move, outline)], [obstacle], None)
    if near is None:
        return math.inf
    pair, f = near.meetings([obstacle], every=True)
    ends = float(len(move.steps))
    times = np.unique(np.concatenate([np.arange(len(move.steps) + 1.0), near.k[near.piece[pair]] + f]))
    times = times[(times >= 0.0) & (times <= ends)]
    between = (times[:-1] + times[1:]) / 2
    if not len(between):
        return math.inf
    poses = [move.pose_at(pose, float(t)) for t in between]
    shapes = placed(poses, [outline] * len(poses))
    into = np.asarray(shapely.area(shapely.intersection(shapes, obstacle)) > area)
    return float(times[int(into.argmax())]) if into.any() else math.inf


class _Near:
    """Every step of every mover placed where it starts, and the pairs of a step and an obstacle whose bounding boxes
    meet: the only ones worth solving."""

    def __init__(self, table: np.ndarray, ring: np.ndarray) -> None:
        who, self.k, x0, y0, h, run, self.a, self.b, self.turn = table.T
        self.who = who.astype(int)
        # her outline's corners where each step starts: (pieces, corners)
        sn, cs = np.sin(h)[:, None], np.cos(h)[:, None]
        lx, ly = ring[self.who, :, 0], ring[self.who, :, 1]
        self.x, self.y = x0[:, None] + lx * cs + ly * sn, y0[:, None] - lx * sn + ly * cs
        self.isrun = run == 1.0
        self.piece = self.ob = np.zeros(0, dtype=int)

    @classmethod
    def of(
        cls, movers: Sequence[tuple[Pose, Move, BaseGeometry]], obstacles: Sequence[BaseGeometry], pairs: Any
    ) -> _Near | None:
        table = _Pieces([(pose, move) for pose, move, _ in movers]).table
        if not len(movers) or not len(obstacles) or not len(table):
            return None
        near = cls(table, _rings([outline for _, _, outline in movers]))
        x, y, a, b, isrun = near.x, near.y, near.a, near.b, near.isrun
        # the ground each step may reach: its corners' box and the box after a run, or the circle of a pivot
        reach = np.sqrt(((x - a[:, None]) ** 2 + (y - b[:, None]) ** 2).max(axis=1))
        lo = (
            np.where(isrun, np.minimum(x.min(axis=1), x.min(axis=1) + a), a - reach),
            np.where(isrun, np.minimum(y.min(axis=1), y.min(axis=1) + b), b - reach),
        )
        hi = (
            np.where(isrun, np.maximum(x.max(axis=1), x.max(axis=1) + a), a + reach),
            np.where(isrun, np.maximum(y.max(axis=1), y.max(axis=1) + b), b + reach),
        )
        box = shapely.bounds(np.asarray(obstacles, dtype=object))
        meet = (
            (lo[0][:, None] <= box[None, :, 2])
            & (hi[0][:, None] >= box[None, :, 0])
            & (lo[1][:, None] <= box[None, :, 3])
            & (hi[1][:, None] >= box[None, :, 1])
        )
        if pairs is not None:
            meet &= pairs[near.who]
        near.piece, near.ob = np.nonzero(meet)
        return near if len(near.piece) else None

    def meetings(self, obstacles: Sequence[BaseGeometry], every: bool = False) -> Any:
        """:func:`_first_meetings` of the pairs found."""
        return _first_meetings(
            self.piece, self.ob, self.x, self.y, self.isrun, self.a, self.b, self.turn, obstacles, every
        )


def placed(poses: Sequence[Pose] | np.ndarray, outlines: Sequence[BaseGeometry]) -> np.ndarray:
    """Each outline (a polygon in ship-local inches) put on the table at its pose, all at once, as
    :meth:`Pose.place` puts one; ``poses`` may be an ``(n, 3)`` array of x, y and heading (:func:`pivots`)."""
    xyh = poses if isinstance(poses, np.ndarray) else np.array([(p.x, p.y, p.heading) for p in poses]).reshape(-1, 3)
    ring = _rings(outlines)
    h = np.radians(xyh[:, 2, None])
    sn, cs = np.sin(h), np.cos(h)
    lx, ly = ring[..., 0], ring[..., 1]
    x = xyh[:, 0, None] + lx * cs + ly * sn
    y = xyh[:, 1, None] - lx * sn + ly * cs
    return cast(np.ndarray, shapely.polygons(np.stack([x, y], axis=-1)))


def pivots(pose: Pose, degrees: np.ndarray, about: tuple[float, float] = (0.0, 0.0)) -> np.ndarray:
    """Where ``pose`` ends after each pivot of ``degrees`` (clockwise) about the ship-local point ``about``, as
    :meth:`Pose.pivoted` puts one: an ``(n, 3)`` array of x, y and heading, for :func:`placed`."""
    s, c = math.sin(math.radians(pose.heading)), math.cos(math.radians(pose.heading))
    ax, ay = about
    px, py = pose.x + ax * c + ay * s, pose.y - ax * s + ay * c
    heading = np.mod(pose.heading + np.asarray(degrees, dtype=float), 360.0)
    h = np.radians(heading)
    sn, cs = np.sin(h), np.cos(h)
    return np.column_stack([px - ax * cs - ay * sn, py + ax * sn - ay * cs, heading])


def _rings(outlines: Sequence[BaseGeometry]) -> np.ndarray:
    """Each outline's ring of corners, ``(n, corners + 1, 2)``, the first corner repeated to close it and to pad the
    shorter rings (a side of no length meets nothing)."""
    kinds = shapely.get_type_id(np.asarray(outlines, dtype=object))
    if not (kinds == 3).all():
        raise InvalidInputError("moving outline", [o.geom_type for o in outlines], "a polygon in ship-local inches")
    xy, owner = shapely.get_coordinates(
        shapely.get_exterior_ring(np.asarray(outlines, dtype=object)), return_index=True
    )
    counts = np.bincount(owner, minlength=len(outlines))
    size = int(counts.max())
    if (counts == size).all():
        return xy.reshape(len(outlines), size, 2)
    ring = np.repeat(xy[np.cumsum(counts) - counts][:, None, :], size, axis=1)
    ring[owner, np.arange(len(owner)) - np.repeat(np.cumsum(counts) - counts, counts)] = xy
    return ring


def _spans(counts: np.ndarray, starts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For groups of ``counts`` rows each beginning at ``starts``: each row's index, and each row's group."""
    group = np.repeat(np.arange(len(counts)), counts)
    first = np.repeat(np.cumsum(counts) - counts, counts)
    return np.arange(len(group)) - first + starts[group], group


def _first_meetings(
    piece: np.ndarray,
    ob: np.ndarray,
    x: np.ndarray,
    y: np.ndarray,
    isrun: np.ndarray,
    a: np.ndarray,
    b: np.ndarray,
    turn: np.ndarray,
    obstacles: Sequence[BaseGeometry],
    every: bool = False,
) -> Any:
    """The first meeting (0-1 of its step, ``inf``: none) of each ``(piece, ob)`` pair: her corners against the
    obstacle's sides, and the obstacle's corners against her sides with the motion reversed, all in one pass. With
    ``every``, every meeting instead: the index of its pair, and its time."""
    used, back = np.unique(ob, return_inverse=True)
    w_xy, w_owner, sides, s_owner = _sides([obstacles[i] for i in used])
    w_count, s_count = np.bincount(w_owner, minlength=len(used)), np.bincount(s_owner, minlength=len(used))
    side, s_pair = _spans(s_count[back], (np.cumsum(s_count) - s_count)[back])
    corner, w_pair = _spans(w_count[back], (np.cumsum(w_count) - w_count)[back])
    # rows: (her corners x their sides) then (their corners x her sides); columns: her corners or sides
    p_mine, p_theirs = piece[s_pair], piece[w_pair]
    ex, ey = np.diff(x, axis=1), np.diff(y, axis=1)
    zeros = np.zeros((len(corner), x.shape[1] - 1))
    px = np.concatenate([x[p_mine, :-1], w_xy[corner, 0, None] + zeros])
    py = np.concatenate([y[p_mine, :-1], w_xy[corner, 1, None] + zeros])
    qx = np.concatenate([np.broadcast_to(sides[side, 0, None], (len(side), x.shape[1] - 1)), x[p_theirs, :-1]])
    qy = np.concatenate([np.broadcast_to(sides[side, 1, None], (len(side), x.shape[1] - 1)), y[p_theirs, :-1]])
    vx = np.concatenate([np.broadcast_to(sides[side, 2, None], (len(side), x.shape[1] - 1)), ex[p_theirs]])
    vy = np.concatenate([np.broadcast_to(sides[side, 3, None], (len(side), x.shape[1] - 1)), ey[p_theirs]])
    which = np.concatenate([piece[s_pair], piece[w_pair]])
    sign = np.concatenate([np.ones(len(side)), -np.ones(len(corner))])[:, None]
    pair = np.concatenate([s_pair, w_pair])
    runs = isrun[which]
    f = np.full((2, *px.shape), math.inf)  # a turning corner can meet a side's line twice
    r, t = np.flatnonzero(runs), np.flatnonzero(~runs)
    if len(r):
        wr = which[r]
        f[0, r] = _meet_run(
            (px[r], py[r]), (qx[r], qy[r]), (vx[r], vy[r]), (sign[r] * a[wr, None], sign[r] * b[wr, None])
        )
    if len(t):
        wt = which[t]
        centre = (a[wt, None], b[wt, None])
        f[:, t] = _meet_turn((px[t], py[t]), (qx[t], qy[t]), (vx[t], vy[t]), centre, sign[t] * turn[wt, None])
    if every:
        found = np.isfinite(f)
        return np.broadcast_to(pair[None, :, None], f.shape)[found], f[found]
    out = np.full(len(piece), math.inf)
    np.minimum.at(out, pair, f.min(axis=(0, 2)))
    return out


__all__ = ["ENTRY", "TOUCH", "first_entry", "first_touches", "pivots", "placed"]
