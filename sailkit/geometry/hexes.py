"""A hex grid laid out as Wooden Ships & Iron Men maps are: flat-topped hexes in offset columns.

Rule-free: cells, directions, hexsides, vertices, distances, rings and a traced line of
sight, which a rule set combines into movement, ranges and fields of fire.

Layout (WS&IM TE 2.2, 2.31.5, 3.1.3, 7.1.8)
    The printed map labels its four edges with the six direction numbers 1, 2-3, 4, 5-6
    clockwise, so two opposite edges each face one direction square-on: the hexes show a
    flat side to them. sailkit draws direction 1 up, as North, so the hexes are
    flat-topped, stand in vertical columns, and have neighbours at 0, 60, ... 300 degrees
    (:class:`HexDirection`). Neighbouring columns are offset by half a hex.

Coordinates
    A :class:`Hex` holds axial coordinates ``(q, r)`` (``s = -q - r`` completes the cube
    coordinates): q counts columns eastward, r counts steps southward within a column.
    Axial arithmetic needs no parity rule, so neighbours, distance and lines are simple
    sums; printed names use offset coordinates, which :class:`HexGrid` converts.
    In the plane, hex centres are one unit apart (a straight line of n hexes is n units
    long) and y grows southward, as on the square grid: ``Hex(0, 0)`` is centred on the
    origin, ``Hex(q, r)`` on ``(q * sqrt(3) / 2, r + q / 2)``.

Exact line of sight
    Every centre and every vertex lies on the integer *lattice* ``u = 6x / sqrt(3)``,
    ``v = 2y`` (a centre at ``(3q, 2r + q)``, vertices 2 or (1, 1) lattice units away).
    The lattice is an affine image of the plane, so incidence and order survive it:
    :func:`trace` decides exactly, in integers, whether a line runs along a hexside or
    through a vertex, where floating point would guess.

Map names
    Every hex has a printed code (TE 2.2); the rules show one, ``J20``, in the backing-sails
    example (TE 20.2), and print neither the lettering scheme nor which columns are offset
    down, so both are parameters of :class:`HexGrid` with documented defaults: letters for
    the column, A at the West edge, then the row number within the column, 1 at the North
    edge.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum, StrEnum
from functools import cached_property, lru_cache
from typing import ClassVar, cast

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon

from ..errors import InvalidInputError, UnknownChoiceError
from .board import YAxis, bearing_of, check_heading

SQRT3 = math.sqrt(3.0)


class HexDirection(IntEnum):
    """One of the six directions to a neighbour, clockwise from North in 60-degree steps."""

    N = 0
    NE = 1
    SE = 2
    S = 3
    SW = 4
    NW = 5

    @classmethod
    def parse(cls, text: str | HexDirection) -> HexDirection:
        """``"NE"`` (any case), or a map direction number ``"1"``-``"6"`` (see :attr:`number`)."""
        if isinstance(text, HexDirection):
            return text
        if isinstance(text, str):
            key = text.strip().upper()
            if key in cls.__members__:
                return cls[key]
            if key in ("1", "2", "3", "4", "5", "6"):
                return cls(int(key) - 1)
        raise UnknownChoiceError("hex direction", text, [*cls.__members__, "1", "2", "3", "4", "5", "6"])

    @classmethod
    def from_degrees(cls, degrees: float) -> HexDirection:
        """The direction whose heading is ``degrees`` (a multiple of 60)."""
        return cls(check_heading(degrees, HEX_DIRECTIONS))

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"HexDirection.{self.name}"

    @property
    def degrees(self) -> int:
        return 60 * self.value

    @property
    def number(self) -> int:
        """The map's direction number, 1 (North, up) to 6 clockwise, as the WS&IM edges are labelled (TE 2.2)."""
        return self.value + 1

    @property
    def step(self) -> tuple[int, int]:
        """``(dq, dr)`` of one step toward this direction."""
        return _STEPS[self.value]

    def turned(self, sixths: int) -> HexDirection:
        """Turned clockwise by ``sixths`` x 60 degrees (negative: anticlockwise)."""
        return HexDirection((self.value + sixths) % 6)

    def opposite(self) -> HexDirection:
        return self.turned(3)

    def sixths_to(self, other: HexDirection) -> int:
        """Clockwise turn from this direction to ``other``, in 60-degree steps 0..5."""
        return (other.value - self.value) % 6


_STEPS = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
#: The headings of the six directions, as the :class:`~sailkit.geometry.board.Grid` protocol lists them.
HEX_DIRECTIONS: tuple[float, ...] = tuple(float(60 * k) for k in range(6))


@dataclass(frozen=True, order=True)
class Hex:
    """A hex by axial coordinates: ``q`` columns East of ``Hex(0, 0)``, ``r`` steps South within the column."""

    q: int
    r: int

    def __repr__(self) -> str:
        return f"Hex({self.q}, {self.r})"

    @property
    def s(self) -> int:
        """The third cube coordinate, so that ``q + r + s == 0``."""
        return -self.q - self.r

    def neighbour(self, direction: HexDirection, n: int = 1) -> Hex:
        dq, dr = direction.step
        return Hex(self.q + dq * n, self.r + dr * n)

    def neighbours(self) -> tuple[Hex, ...]:
        """The six neighbours, N first, clockwise."""
        return tuple(self.neighbour(d) for d in HexDirection)

    def distance(self, other: Hex) -> int:
        """Hex distance: the fewest steps between the two (cube coordinates' largest difference)."""
        return max(abs(self.q - other.q), abs(self.r - other.r), abs(self.s - other.s))

    def direction_to(self, other: Hex) -> HexDirection | None:
        """The direction of ``other`` when it lies straight along one of the six, else ``None``."""
        dq, dr = other.q - self.q, other.r - self.r
        n = self.distance(other)
        if n == 0:
            return None
        for d in HexDirection:
            sq, sr = d.step
            if (sq * n, sr * n) == (dq, dr):
                return d
        return None

    @property
    def center(self) -> tuple[float, float]:
        return (self.q * SQRT3 / 2, self.r + self.q / 2)

    @property
    def lattice(self) -> tuple[int, int]:
        """The centre on the integer lattice (module docstring): ``(3q, 2r + q)``."""
        return (3 * self.q, 2 * self.r + self.q)

    @property
    def polygon(self) -> Polygon:
        return _hex_polygon(self.q, self.r)

    def side(self, direction: HexDirection) -> Hexside:
        """The hexside crossed by a step toward ``direction``."""
        return Hexside.between(self, self.neighbour(direction))

    def sides(self) -> tuple[Hexside, ...]:
        """The six hexsides, the northern one first, clockwise."""
        return tuple(self.side(d) for d in HexDirection)

    def vertices(self) -> tuple[Vertex, ...]:
        """The six vertices, clockwise from the one at bearing 30 degrees (the N side's eastern end)."""
        u, v = self.lattice
        return tuple(Vertex.at(u + du, v + dv) for du, dv in _CORNERS)


#: Lattice offsets of a hex's vertices from its centre, clockwise from bearing 30 degrees.
_CORNERS = ((1, -1), (2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1))


def _lattice_to_plane(u: float, v: float) -> tuple[float, float]:
    return (u * SQRT3 / 6, v / 2)


@lru_cache(maxsize=8192)
def _hex_polygon(q: int, r: int) -> Polygon:
    u, v = 3 * q, 2 * r + q
    return Polygon([_lattice_to_plane(u + du, v + dv) for du, dv in _CORNERS])


class Corner(StrEnum):
    """Which end of a hex a :class:`Vertex` is named from: its East or West point."""

    E = "E"
    W = "W"

    def __repr__(self) -> str:
        return f"Corner.{self.name}"


@dataclass(frozen=True, order=True)
class Vertex:
    """A point where three hexes meet, named once: the East or West point of exactly one hex.

    A flat-topped hex has a vertex due East and one due West of its centre; every other
    vertex of it is the East or West point of a neighbour, so ``(hex, corner)`` names each
    vertex of the grid exactly once.
    """

    hex: Hex
    corner: Corner

    def __post_init__(self) -> None:
        if not isinstance(self.corner, Corner):
            object.__setattr__(self, "corner", Corner(self.corner))

    def __repr__(self) -> str:
        return f"Vertex({self.hex!r}, {self.corner.value!r})"

    @classmethod
    def at(cls, u: int, v: int) -> Vertex:
        """The vertex at lattice point ``(u, v)``; :class:`ValueError` if no vertex is there."""
        for corner, du in ((Corner.E, 2), (Corner.W, -2)):
            q, rem = divmod(u - du, 3)
            if rem == 0 and (v - q) % 2 == 0:
                return cls(Hex(q, (v - q) // 2), corner)
        raise ValueError(f"no hex vertex at lattice point {(u, v)!r}")

    @property
    def lattice(self) -> tuple[int, int]:
        u, v = self.hex.lattice
        return (u + 2, v) if self.corner is Corner.E else (u - 2, v)

    @property
    def point(self) -> tuple[float, float]:
        return _lattice_to_plane(*self.lattice)

    @property
    def hexes(self) -> tuple[Hex, Hex, Hex]:
        """The three hexes meeting here, sorted."""
        h = self.hex
        if self.corner is Corner.E:
            others = (h.neighbour(HexDirection.NE), h.neighbour(HexDirection.SE))
        else:
            others = (h.neighbour(HexDirection.SW), h.neighbour(HexDirection.NW))
        a, b, c = sorted((h, *others))
        return (a, b, c)


@dataclass(frozen=True, order=True)
class Hexside:
    """The side two neighbouring hexes share, named once: from the hex for which it is the N, NE or SE side."""

    hex: Hex
    direction: HexDirection

    def __post_init__(self) -> None:
        if self.direction not in (HexDirection.N, HexDirection.NE, HexDirection.SE):
            raise ValueError(f"a hexside is named by its N, NE or SE side, not {self.direction!r}; use Hexside.between")

    def __repr__(self) -> str:
        return f"Hexside({self.hex!r}, HexDirection.{self.direction.name})"

    @classmethod
    def between(cls, a: Hex, b: Hex) -> Hexside:
        """The side shared by two neighbouring hexes; :class:`ValueError` if they are not neighbours."""
        d = a.direction_to(b)
        if d is None or a.distance(b) != 1:
            raise ValueError(f"{a!r} and {b!r} are not neighbours, so share no hexside")
        return cls(a, d) if d.value < 3 else cls(b, d.opposite())

    @property
    def hexes(self) -> tuple[Hex, Hex]:
        """The two hexes either side, sorted."""
        a, b = sorted((self.hex, self.hex.neighbour(self.direction)))
        return (a, b)

    @property
    def vertices(self) -> tuple[Vertex, Vertex]:
        """The two ends, sorted."""
        corners = self.hex.vertices()
        # The N side runs from the vertex at 330 to the one at 30, NE from 30 to 90, SE from 90 to 150.
        ends = {HexDirection.N: (5, 0), HexDirection.NE: (0, 1), HexDirection.SE: (1, 2)}[self.direction]
        a, b = sorted(corners[i] for i in ends)
        return (a, b)

    @property
    def line(self) -> LineString:
        return LineString([v.point for v in self.vertices])

    @property
    def midpoint(self) -> tuple[float, float]:
        (ax, ay), (bx, by) = (v.point for v in self.vertices)
        return ((ax + bx) / 2, (ay + by) / 2)


# ---- many hexes at once ----


def ring(center: Hex, radius: int) -> tuple[Hex, ...]:
    """The hexes exactly ``radius`` steps away, starting due North and going clockwise."""
    if radius < 0:
        raise ValueError(f"ring radius must be 0 or more, not {radius!r}")
    if radius == 0:
        return (center,)
    out = []
    h = center.neighbour(HexDirection.N, radius)
    for d in HexDirection:
        side = d.turned(2)  # walking a ring's edge runs 120 degrees clockwise of the way out
        for _ in range(radius):
            out.append(h)
            h = h.neighbour(side)
    return tuple(out)


def within(center: Hex, radius: int) -> tuple[Hex, ...]:
    """Every hex at most ``radius`` steps away, nearest first, each ring from North clockwise."""
    return tuple(h for k in range(radius + 1) for h in ring(center, k))


def distances(origin: Hex, hexes: Sequence[Hex]) -> np.ndarray:
    """Hex distances from ``origin`` to each of ``hexes`` at once (an integer array)."""
    if not hexes:
        return np.zeros(0, dtype=np.int64)
    qr = np.array([(h.q, h.r) for h in hexes], dtype=np.int64)
    dq = qr[:, 0] - origin.q
    dr = qr[:, 1] - origin.r
    return np.maximum(np.maximum(np.abs(dq), np.abs(dr)), np.abs(dq + dr))


def gap(a: Iterable[Hex], b: Iterable[Hex]) -> int:
    """The smallest hex distance between any hex of ``a`` and any of ``b`` (e.g. two ships' footprints)."""
    bs = list(b)
    return min(h.distance(k) for h in a for k in bs)


def line(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """A chain of neighbouring hexes from ``a`` to ``b`` (both included) whose centres follow the straight line.

    Where the line runs along a hexside or through a vertex the chain takes the hex on
    the clockwise side of the line (a fixed nudge), so ``line(b, a)`` may differ from
    ``line(a, b)`` in those places; :func:`trace` reports such cases instead of choosing.
    """
    n = a.distance(b)
    if n == 0:
        return (a,)
    # Nudge toward the clockwise side of a->b (to the right when looking from a), by far less than a hex.
    (au, av), (bu, bv) = a.lattice, b.lattice
    nu, nv = -(bv - av), (bu - au)
    norm = math.hypot(nu, nv)
    eps_u, eps_v = 1e-6 * nu / norm, 1e-6 * nv / norm
    out = []
    for i in range(n + 1):
        t = i / n
        u = au + (bu - au) * t + (eps_u if 0 < i < n else 0)
        v = av + (bv - av) * t + (eps_v if 0 < i < n else 0)
        out.append(_round_lattice(u, v))
    return tuple(out)


def _round_lattice(u: float, v: float) -> Hex:
    """The hex holding the lattice point ``(u, v)`` (cube rounding)."""
    qf = u / 3
    rf = (v - qf) / 2
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(q, r)


# ---- line of sight ----


@dataclass(frozen=True)
class HexTrace:
    """How the straight line between two hex centres meets the grid, decided exactly.

    ``crossed``: hexes whose interior the line passes through, in order from ``a``
    (the end hexes are never listed).
    ``hexsides``: sides the line runs exactly along, in order from ``a``; the two hexes
    of such a side are only touched, never crossed.
    ``vertices``: vertices the line passes exactly through (including the ends of the
    ``hexsides``), in order from ``a``.

    Rule sets differ on a line along a hexside or through a vertex (blocked if either
    hex blocks, only if both do, or the firer chooses); this records the geometry and
    leaves the reading to the rule set: :attr:`grazed` lists the hexes touched but not
    crossed, :meth:`touched_at` says which hexes a given vertex touches only there.
    """

    a: Hex
    b: Hex
    crossed: tuple[Hex, ...]
    hexsides: tuple[Hexside, ...]
    vertices: tuple[Vertex, ...]

    @property
    def grazed(self) -> tuple[Hex, ...]:
        """Hexes the line touches on their edge only (along a hexside or at a vertex), ends excluded, sorted."""
        touched = {h for side in self.hexsides for h in side.hexes}
        touched |= {h for vx in self.vertices for h in vx.hexes}
        return tuple(sorted(touched - set(self.crossed) - {self.a, self.b}))

    def touched_at(self, vertex: Vertex) -> tuple[Hex, ...]:
        """The hexes that ``vertex`` (one of :attr:`vertices`) touches and the line meets nowhere else."""
        along = {h for side in self.hexsides for h in side.hexes}
        return tuple(h for h in vertex.hexes if h not in self.crossed and h not in along and h not in (self.a, self.b))

    @property
    def exact(self) -> bool:
        """True when the line runs along no hexside and through no vertex: every hex it meets, it crosses."""
        return not self.vertices


def trace(a: Hex, b: Hex) -> HexTrace:
    """Trace the line from the centre of ``a`` to the centre of ``b`` through the grid.

    Vertices are the lattice points on the segment that are vertices (the segment meets
    lattice points only at whole multiples of its reduced step, so they are listed
    exactly); a hexside is run along where two such vertices are its two ends. Crossed
    hexes are decided by shapely on the integer lattice, where its predicates are exact,
    among the hexes of :func:`line` and their neighbours (every hex the segment can meet
    lies among them). ``trace(b, a)`` reports the same in reverse order.
    """
    if a == b:
        return HexTrace(a, b, (), (), ())
    (au, av), (bu, bv) = a.lattice, b.lattice
    du, dv = bu - au, bv - av
    g = math.gcd(du, dv)
    vertices = []
    for k in range(1, g):
        u, v = au + k * du // g, av + k * dv // g
        if _is_vertex(u, v):
            vertices.append(Vertex.at(u, v))
    hexsides = tuple(_side_between(p, q) for p, q in zip(vertices, vertices[1:]) if _adjacent(p, q))

    candidates = sorted({n for h in line(a, b) for n in (h, *h.neighbours())} - {a, b})
    segment = LineString([(au, av), (bu, bv)])
    polys = np.array([_lattice_polygon(h) for h in candidates], dtype=object)
    crossing = shapely.intersects(segment, polys) & ~shapely.touches(segment, polys)
    idx = np.flatnonzero(crossing)
    crossed: tuple[Hex, ...] = ()
    if len(idx):
        chords = shapely.intersection(segment, polys[idx])
        where = shapely.line_locate_point(segment, shapely.centroid(chords))
        crossed = tuple(candidates[i] for i in idx[np.argsort(where, kind="stable")])
    return HexTrace(a, b, crossed, hexsides, tuple(vertices))


def _is_vertex(u: int, v: int) -> bool:
    """True if lattice point ``(u, v)`` is a vertex: an East point ``(3q + 2, 2r + q)`` or a West one ``(3q - 2, ...)``."""
    rem = u % 3
    if rem == 0:
        return False
    q = (u - 2) // 3 if rem == 2 else (u + 2) // 3
    return (v - q) % 2 == 0


def _adjacent(p: Vertex, q: Vertex) -> bool:
    """True if two vertices are the two ends of one hexside (one edge step apart on the lattice)."""
    (pu, pv), (qu, qv) = p.lattice, q.lattice
    return (abs(qu - pu), abs(qv - pv)) in ((1, 1), (2, 0))


def _side_between(p: Vertex, q: Vertex) -> Hexside:
    h1, h2 = sorted(set(p.hexes) & set(q.hexes))
    return Hexside.between(h1, h2)


@lru_cache(maxsize=8192)
def _lattice_polygon(h: Hex) -> Polygon:
    u, v = h.lattice
    return Polygon([(u + du, v + dv) for du, dv in _CORNERS])


# ---- two-hex ships ----


@dataclass(frozen=True)
class TwoHexShip:
    """A counter covering two hexes: the bow hex, and the stern hex behind it (WS&IM TE 2.31.5, 2.31.8).

    ``facing`` is where the bow points; the stern hex is the bow hex's neighbour the
    opposite way. Moves are returned as new values (a pivot on the bow swings the
    stern, TE 7.1.8; a pivot on the stern swings the bow, TE 20.3.4).
    """

    bow: Hex
    facing: HexDirection

    def __repr__(self) -> str:
        return f"TwoHexShip({self.bow!r}, HexDirection.{self.facing.name})"

    @classmethod
    def from_stern(cls, stern: Hex, facing: HexDirection) -> TwoHexShip:
        return cls(stern.neighbour(facing), facing)

    @property
    def stern(self) -> Hex:
        return self.bow.neighbour(self.facing.opposite())

    @property
    def hexes(self) -> tuple[Hex, Hex]:
        """``(bow, stern)``."""
        return (self.bow, self.stern)

    @property
    def heading(self) -> int:
        return self.facing.degrees

    def advanced(self, n: int = 1) -> TwoHexShip:
        """``n`` hexes ahead: the bow enters the hex it points at, the stern takes the old bow hex."""
        return TwoHexShip(self.bow.neighbour(self.facing, n), self.facing)

    def turned(self, sixths: int) -> TwoHexShip:
        """Pivoted on the bow hex by ``sixths`` x 60 degrees clockwise (negative: anticlockwise)."""
        return TwoHexShip(self.bow, self.facing.turned(sixths))

    def turned_about_stern(self, sixths: int) -> TwoHexShip:
        """Pivoted on the stern hex: the stern stays, the bow swings to the new facing's neighbour."""
        return TwoHexShip.from_stern(self.stern, self.facing.turned(sixths))

    def shifted(self, direction: HexDirection, n: int = 1) -> TwoHexShip:
        """Both hexes moved ``n`` steps toward ``direction`` without turning (e.g. drifting)."""
        return TwoHexShip(self.bow.neighbour(direction, n), self.facing)

    @property
    def polygon(self) -> Polygon:
        """The two hexes as one polygon."""
        return cast(Polygon, shapely.union(self.bow.polygon, self.stern.polygon))  # two hexes sharing a side


# ---- the map ----


class Lettering(StrEnum):
    """How columns past Z are lettered: ``DOUBLED`` (AA, BB, CC ...) or ``SPREADSHEET`` (AA, AB, AC ...)."""

    DOUBLED = "doubled"
    SPREADSHEET = "spreadsheet"


class Shift(StrEnum):
    """Which columns sit half a hex lower: the ``EVEN`` ones (B, D, F ...) or the ``ODD`` ones (A, C, E ...)."""

    EVEN = "even"
    ODD = "odd"


def _choice(enum: type[Enum], value: object, what: str) -> Enum:
    try:
        return enum(value)
    except ValueError:
        raise UnknownChoiceError(what, value, [m.value for m in enum]) from None


def column_letters(col: int, lettering: Lettering = Lettering.DOUBLED) -> str:
    """Letters of 1-based column ``col``: ``column_letters(27) == "AA"``, then ``"BB"`` (doubled) or ``"AB"``."""
    if col < 1:
        raise ValueError(f"columns are numbered from 1, not {col!r}")
    if lettering is Lettering.DOUBLED:
        return chr(ord("A") + (col - 1) % 26) * ((col - 1) // 26 + 1)
    out = ""
    while col:
        col, rem = divmod(col - 1, 26)
        out = chr(ord("A") + rem) + out
    return out


def column_number(letters: str, lettering: Lettering = Lettering.DOUBLED) -> int | None:
    """The 1-based column named by ``letters`` (upper case), or ``None`` if the lettering never writes them."""
    if not letters or not letters.isascii() or not letters.isalpha() or not letters.isupper():
        return None
    if lettering is Lettering.DOUBLED:
        if len(set(letters)) != 1:
            return None
        return (len(letters) - 1) * 26 + ord(letters[0]) - ord("A") + 1
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - ord("A") + 1
    return n


_NAME = re.compile(r"\s*([A-Za-z]{1,3})\s*([0-9]{1,4})\s*")


@dataclass(frozen=True)
class HexGrid:
    """A map of ``columns`` x ``rows`` hexes in offset columns, named like ``J20``.

    ``Hex(0, 0)`` is column A, row 1. ``shift`` says which columns sit half a hex lower
    than their neighbours (default :attr:`Shift.EVEN`: B, D, F ..., so A1 is the
    north-westernmost hex and every odd column's row 1 touches the northern edge);
    ``lettering`` says how columns past Z are lettered (default :attr:`Lettering.DOUBLED`,
    AA, BB, CC, as Avalon Hill lettered its maps). Both are map conventions the WS&IM text
    does not print; a scenario transcribed from a real map should state them.
    """

    columns: int
    rows: int
    shift: Shift = Shift.EVEN
    lettering: Lettering = Lettering.DOUBLED

    #: Plane y grows southward: row 1 is the northern edge, as on the square grid.
    y_axis: ClassVar[YAxis] = YAxis.SOUTH
    directions: ClassVar[tuple[float, ...]] = HEX_DIRECTIONS

    def __repr__(self) -> str:
        extra = "".join(
            f", {name}={value.value!r}"
            for name, value, default in (
                ("shift", self.shift, Shift.EVEN),
                ("lettering", self.lettering, Lettering.DOUBLED),
            )
            if value is not default
        )
        return f"HexGrid({self.columns}, {self.rows}{extra})"

    def __post_init__(self) -> None:
        object.__setattr__(self, "shift", _choice(Shift, self.shift, "column shift"))
        object.__setattr__(self, "lettering", _choice(Lettering, self.lettering, "column lettering"))
        for what, n in (("columns", self.columns), ("rows", self.rows)):
            if not isinstance(n, int) or not 1 <= n <= 9999:
                raise InvalidInputError(what, n, "a whole number from 1 to 9999")

    # ---- offset coordinates ----

    def hex(self, col: int, row: int) -> Hex:
        """The hex at 1-based offset coordinates (column, row), on the map or not."""
        q = col - 1
        half = (q - (q & 1)) // 2 if self.shift is Shift.EVEN else (q + (q & 1)) // 2
        return Hex(q, row - 1 - half)

    def offset(self, h: Hex) -> tuple[int, int]:
        """The 1-based (column, row) of a hex, on the map or not."""
        q = h.q
        half = (q - (q & 1)) // 2 if self.shift is Shift.EVEN else (q + (q & 1)) // 2
        return (q + 1, h.r + half + 1)

    def __contains__(self, h: object) -> bool:
        if not isinstance(h, Hex):
            return False
        col, row = self.offset(h)
        return 1 <= col <= self.columns and 1 <= row <= self.rows

    def cells(self) -> Iterator[Hex]:
        """Every hex, row by row from the North-West, each row West to East."""
        for row in range(1, self.rows + 1):
            for col in range(1, self.columns + 1):
                yield self.hex(col, row)

    # ---- the board protocol ----

    @cached_property
    def bounds(self) -> Polygon:
        """The playing area: the union of every hex (a polygon with notched edges)."""
        return cast(Polygon, shapely.union_all([h.polygon for h in self.cells()]))  # the hexes are contiguous

    def center(self, h: Hex) -> tuple[float, float]:
        return h.center

    def outline(self, h: Hex) -> Polygon:
        return h.polygon

    def neighbours(self, h: Hex) -> tuple[Hex, ...]:
        """The neighbours on the map, N first, clockwise."""
        return tuple(n for n in h.neighbours() if n in self)

    def distance(self, a: Hex, b: Hex) -> int:
        return a.distance(b)

    def bearing(self, a: Hex, b: Hex) -> float:
        (au, av), (bu, bv) = a.lattice, b.lattice
        return bearing_of((bu - au) * SQRT3 / 6, (bv - av) / 2, self.y_axis)

    def step(self, h: Hex, heading: float, n: int = 1) -> Hex:
        """The hex ``n`` steps toward ``heading`` (a multiple of 60 degrees)."""
        return h.neighbour(HexDirection.from_degrees(heading), n)

    def cell_at(self, x: float, y: float) -> Hex:
        """The hex holding a plane point (a point on a hexside goes to whichever hex rounding picks)."""
        return _round_lattice(x * 6 / SQRT3, 2 * y)

    def _spelling(self) -> str:
        last = column_letters(self.columns, self.lettering)
        return f"a column letter A-{last} then a row number 1-{self.rows}, e.g. 'A1'"

    def parse(self, text: str) -> Hex:
        """Read a map name such as ``J20`` (letters any case): column letters, then the row number."""
        m = _NAME.fullmatch(text) if isinstance(text, str) else None
        col = column_number(m.group(1).upper(), self.lettering) if m else None
        if m is None or col is None:
            raise InvalidInputError("hex", text, self._spelling())
        h = self.hex(col, int(m.group(2)))
        if h not in self:
            raise InvalidInputError("hex", text, self._spelling())
        return h

    def format(self, h: Hex) -> str:
        """The map name of a hex on the map: ``HexGrid(30, 20).format(Hex(9, 15)) == "J20"``."""
        if h not in self:
            raise InvalidInputError("hex", h, f"a hex on the {self.columns} x {self.rows} map")
        col, row = self.offset(h)
        return f"{column_letters(col, self.lettering)}{row}"


def hex_centers(hexes: Sequence[Hex]) -> np.ndarray:
    """Shapely points at the centres of ``hexes`` (for vectorised predicates such as ``covers``)."""
    return cast(np.ndarray, shapely.points(np.array([h.center for h in hexes], dtype=float).reshape(-1, 2)))


__all__ = [
    "HEX_DIRECTIONS",
    "SQRT3",
    "Corner",
    "Hex",
    "HexDirection",
    "HexGrid",
    "HexTrace",
    "Hexside",
    "Lettering",
    "Shift",
    "TwoHexShip",
    "Vertex",
    "column_letters",
    "column_number",
    "distances",
    "gap",
    "hex_centers",
    "line",
    "ring",
    "trace",
    "within",
]
