"""Where a broadside bears: the play, the five fields, range, the closest-target rule and rakes [11.1, 11.2.1, 11.3.2, 24.1, 24.4].

Integer hex arithmetic on the two-hex counter (:class:`~sailkit.geometry.hexes.TwoHexShip`), in the ship's frame:
pointing North, bow hex at the origin (stern ``Hex(0, 1)``); column ``k`` gives the side (positive right), ``v = |k|``
the row out from the keel, ``w = 1 - 2r - k`` twice the place along the keel from amidships.

- The play [11.1.1] (reading ``broadside_play``): ``|w| <= v + 1``, the 60-degree cones abeam of both hexes; range
  inside it is ``v``, so the field of fire [11.1.3] is the play to row 10.
- The five fields [24.1.1] (reading ``five_fields``): ``w = 0`` is field 1; aft, field 2 to ``-(v + 2)/2 <= w``,
  then 4; forward, field 3 to ``w <= (v + 2)/2``, then 5.
- :data:`FIELD_TABLE` holds both as one integer per facing and offset, for the Combat Phase's thousands of lookups
  (:func:`~.combat.targets`); :func:`play` and :func:`closest_targets` stay the explained path, held equal by tests.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache, lru_cache

from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.hexes import Hex, HexDirection, TwoHexShip
from ...readings import Readings
from .readings import READINGS

#: The longest range of a broadside [11.1.3, Munition Range Table].
MAX_RANGE = 10


class Broadside(StrEnum):
    """A ship's left (port) or right (starboard) broadside, as the log writes them [3.2.8]."""

    L = "L"
    R = "R"

    @classmethod
    def parse(cls, text: str | Broadside) -> Broadside:
        if isinstance(text, Broadside):
            return text
        key = str(text).strip().upper()
        aliases = {"L": "L", "LEFT": "L", "PORT": "L", "R": "R", "RIGHT": "R", "STARBOARD": "R"}
        if key not in aliases:
            raise UnknownChoiceError("broadside", text, ["L", "R"])
        return cls(aliases[key])

    def other(self) -> Broadside:
        return Broadside.R if self is Broadside.L else Broadside.L


# ---- the ship's frame ----


def _rotate_ccw(q: int, r: int, sixths: int) -> tuple[int, int]:
    """``(q, r)`` turned anticlockwise by ``sixths`` x 60 degrees about the origin."""
    s = -q - r
    for _ in range(sixths % 6):
        q, r, s = -s, -q, -r
    return q, r


def local(ship: TwoHexShip, h: Hex) -> tuple[int, int]:
    """``h`` in the frame of ``ship`` turned to point North with its bow hex at the origin."""
    return _rotate_ccw(h.q - ship.bow.q, h.r - ship.bow.r, ship.facing.value)


def from_local(ship: TwoHexShip, q: int, r: int) -> Hex:
    """The map hex at ``(q, r)`` in ``ship``'s frame (the inverse of :func:`local`)."""
    dq, dr = _rotate_ccw(q, r, -ship.facing.value)
    return Hex(ship.bow.q + dq, ship.bow.r + dr)


@dataclass(frozen=True)
class Bearing:
    """Where a hex lies from a ship: which broadside, how many rows out, where along the keel, which field."""

    side: Broadside | None  #: None on the keel line (ahead of the bow, astern of the stern, or the ship itself)
    rows: int  #: v: rows out from the keel line
    along: int  #: w: twice the position along the keel from the ship's middle, + toward the bow
    in_play: bool
    field: int | None  #: 1-5 inside the play, else None


@cache
def bearing_local(k: int, r: int) -> Bearing:
    """:class:`Bearing` of the local hex ``(k, r)`` (cached: the pattern is the same for every ship)."""
    v = abs(k)
    w = 1 - 2 * r - k
    if v == 0:
        return Bearing(None, 0, w, False, None)
    side = Broadside.R if k > 0 else Broadside.L
    if abs(w) > v + 1:
        return Bearing(side, v, w, False, None)
    if w == 0:
        fld = 1
    elif w < 0:
        fld = 2 if -2 * w <= v + 2 else 4
    else:
        fld = 3 if 2 * w <= v + 2 else 5
    return Bearing(side, v, w, True, fld)


def bearing(ship: TwoHexShip, h: Hex) -> Bearing:
    """Which broadside's play ``h`` lies in, how far out, and in which of the five fields [11.1.1, 24.1.1]."""
    return bearing_local(*local(ship, h))


def in_play(ship: TwoHexShip, side: Broadside, h: Hex, reach: int = MAX_RANGE) -> bool:
    """True if ``h`` is in the play of ``side`` within ``reach`` rows [11.1.1, 11.1.3]."""
    b = bearing(ship, h)
    return b.in_play and b.side is side and b.rows <= reach


@cache
def play_offsets(side: Broadside, reach: int = MAX_RANGE) -> frozenset[tuple[int, int]]:
    """Every local hex of one broadside's play out to ``reach`` rows (the ship pointing North, bow at the origin)."""
    sign = 1 if side is Broadside.R else -1
    out = set()
    for v in range(1, reach + 1):
        k = sign * v
        # |1 - 2r - k| <= v + 1  <=>  (-v - k) / 2 <= r <= (v + 2 - k) / 2
        lo, hi = -((v + k) // 2), (v + 2 - k) // 2
        for r in range(lo, hi + 1):
            if bearing_local(k, r).in_play:
                out.add((k, r))
    return frozenset(out)


def play(ship: TwoHexShip, side: Broadside, reach: int = MAX_RANGE) -> frozenset[Hex]:
    """The hexes of ``side``'s play out to ``reach`` rows, on the map (the field of fire at reach 10) [11.1.3]."""
    return frozenset(from_local(ship, k, r) for k, r in play_offsets(side, reach))


@lru_cache(maxsize=8192)
def _play_cached(ship: TwoHexShip, side: Broadside, reach: int) -> frozenset[Hex]:
    """:func:`play`, remembered for each place and facing (a fleet's ships keep theirs for a whole phase)."""
    return play(ship, side, reach)


def field_hexes(ship: TwoHexShip, side: Broadside, number: int, reach: int = MAX_RANGE) -> frozenset[Hex]:
    """The hexes of one of the five fields of ``side`` out to ``reach`` rows [24.1.1]."""
    return frozenset(
        from_local(ship, k, r) for k, r in play_offsets(side, reach) if bearing_local(k, r).field == number
    )


# ---- the field table: the play and the range as plain integers, by facing and map offset ----

#: A broadside's bit in a :data:`FIELD_TABLE` code: the code of a hex in that broadside's field of fire has it set.
SIDE_BIT = {Broadside.R: 1, Broadside.L: 2}
#: Half the side of the square of map offsets (from a ship's bow hex) :data:`FIELD_TABLE` covers. A hex of a field
#: lies within 10 hexes of the firer's nearer hex, so within 11 of her bow: a counter whose bow lies more than 12
#: columns or rows off has neither hex in a field; within 12, both her hexes are in the table.
FIELD_BOX = 13
#: The row length of :data:`FIELD_TABLE`: the code of map offset ``(dq, dr)`` is at ``(dq + 13) * 27 + dr + 13``.
FIELD_SPAN = 2 * FIELD_BOX + 1
#: What to add to a counter's bow index in :data:`FIELD_TABLE` to reach her stern's, by her facing.
STERN_STEP = tuple(FIELD_SPAN * dq + dr for dq, dr in (d.opposite().step for d in HexDirection))
#: Where a :data:`FIELD_TABLE` code holds the field number 1-5 [24.1.1] (three bits) and the range (the rest).
FIELD_SHIFT, RANGE_SHIFT = 2, 5
#: A range beyond any hex of :data:`FIELD_TABLE`: the table gives a hex more than 12 hexes from the bow hex this
#: range and no field.
FAR_RANGE = 2 * FIELD_BOX + 1


def field_code(k: int, r: int) -> int:
    """The local hex ``(k, r)`` as one integer: the range from the nearer hex of the ship [11.2.1] shifted by
    :data:`RANGE_SHIFT`; if it lies in a field of fire (the play out to 10 rows) [11.1.1, 11.1.3], that broadside's
    :data:`SIDE_BIT` and its field number [24.1.1] shifted by :data:`FIELD_SHIFT`. In the ship's frame her hexes are
    ``(0, 0)`` and ``(0, 1)``; the field is read from :func:`bearing_local`."""
    b = bearing_local(k, r)
    d = min(max(abs(k), abs(r), abs(k + r)), max(abs(k), abs(r - 1), abs(k + r - 1)))
    if b.side is None or b.field is None or b.rows > MAX_RANGE:
        return d << RANGE_SHIFT
    return d << RANGE_SHIFT | b.field << FIELD_SHIFT | SIDE_BIT[b.side]


def field_table() -> tuple[tuple[int, ...], ...]:
    """:func:`field_code` of every hex within 12 of the bow hex, placed at its map offset for each facing."""
    near = [
        (k, r)
        for k in range(1 - FIELD_BOX, FIELD_BOX)
        for r in range(1 - FIELD_BOX, FIELD_BOX)
        if abs(k + r) < FIELD_BOX
    ]
    codes = [field_code(k, r) for k, r in near]
    table = []
    for facing in HexDirection:
        row = [FAR_RANGE << RANGE_SHIFT] * FIELD_SPAN**2
        for (k, r), code in zip(near, codes, strict=True):
            dq, dr = _rotate_ccw(k, r, -facing.value)
            row[(dq + FIELD_BOX) * FIELD_SPAN + dr + FIELD_BOX] = code
        table.append(tuple(row))
    return tuple(table)


#: For each facing, the :func:`field_code` of every map offset from the bow hex within :data:`FIELD_BOX`: where a
#: hex lies from a ship is one list index, no hex object made nor hashed [11.1.1, 11.1.3, 11.2.1].
FIELD_TABLE = field_table()


def clear_caches() -> None:
    """Empty every cache the field code keeps: the local bearings and plays (the same for every ship) and the play
    of each place and facing; :data:`FIELD_TABLE` is a constant, made once at import."""
    bearing_local.cache_clear()
    play_offsets.cache_clear()
    _play_cached.cache_clear()


# ---- range ----


def ship_range(firer: TwoHexShip, target: TwoHexShip, readings: Readings | None = None, section: str = "") -> int:
    """Range in hexes: to the target's nearer hex [11.2.1], from the firer's hex the reading ``range_from`` names.

    ``section`` (``"bow"`` or ``"stern"``) matters only for the ``firing-section`` reading
    when one section fires alone (fields 4 and 5, [24.1.2]).
    """
    r = READINGS.resolve(readings)
    own: Sequence[Hex] = firer.hexes
    if r["range_from"] == "firing-section" and section:
        own = (firer.bow,) if section == "bow" else (firer.stern,)
    return min(a.distance(b) for a in own for b in target.hexes)


# ---- the closest-target rule ----


class Kind(StrEnum):
    """What an object in a field of fire is, for the closest-target rule [11.1.4.1, 11.1.4.2]."""

    ENEMY = "enemy"  #: an enemy ship that may be fired on
    FRIEND = "friend"  #: a friendly ship: blocks
    STRUCK = "struck"  #: a struck, surrendered or captured ship of either side: blocks
    LAND = "land"  #: a land hex: blocks


@dataclass(frozen=True)
class Obstacle:
    """Something that may stand in a field of fire: a ship (two hexes) or a land hex."""

    name: str
    hexes: tuple[Hex, ...]
    kind: Kind


@dataclass(frozen=True)
class FieldCheck:
    """What one broadside sees: every object in its field with its range, the nearest, and who may be fired on."""

    side: Broadside
    seen: tuple[tuple[str, Kind, int], ...]  #: (name, kind, range), nearest first
    targets: tuple[str, ...]
    blocked_by: tuple[str, ...]


def closest_targets(
    firer: TwoHexShip,
    side: Broadside,
    others: Iterable[Obstacle],
    readings: Readings | None = None,
    reach: int = MAX_RANGE,
) -> FieldCheck:
    """The enemies ``side`` may engage: the nearest objects in its field, if they are enemies [11.1.4].

    In the field when a hex is in the play within ``reach``; distance to the nearer hex [11.2.1]; a nearest friend,
    struck ship or land forbids fire [11.1.4.2]; equal enemies are the firer's choice [11.1.5] (reading
    ``closest_tie``)."""
    r = READINGS.resolve(readings)
    field = _play_cached(firer, side, reach)
    seen = []
    for ob in others:
        if any(h in field for h in ob.hexes):
            d = min(a.distance(b) for a in firer.hexes for b in ob.hexes)
            seen.append((d, ob.name, ob.kind))
    seen.sort(key=lambda t: (t[0], t[1]))
    if not seen:
        return FieldCheck(side, (), (), ())
    near = seen[0][0]
    nearest = [(n, k) for d, n, k in seen if d == near]
    enemies = tuple(n for n, k in nearest if k is Kind.ENEMY)
    blockers = tuple(n for n, k in nearest if k is not Kind.ENEMY)
    if blockers and (not enemies or r["closest_tie"] == "blocked"):
        enemies = ()
    return FieldCheck(side, tuple((n, k, d) for d, n, k in seen), enemies, blockers)


# ---- rakes ----


def in_any_play(ship: TwoHexShip, h: Hex, reach: int = MAX_RANGE) -> bool:
    b = bearing(ship, h)
    return b.in_play and b.rows <= reach


def ahead_or_astern(target: TwoHexShip) -> tuple[Hex, Hex]:
    """The hex straight ahead of the bow and the hex straight astern of the stern [11.3.2, 24.4.2]."""
    return target.bow.neighbour(target.facing), target.stern.neighbour(target.facing.opposite())


def basic_rake(firer: TwoHexShip, side: Broadside, target: TwoHexShip) -> tuple[bool, str]:
    """Whether a Basic Game broadside rakes, and why [11.3.2].

    A rake: the target is in the firer's play but the firer is in neither broadside's
    play of the target. At one hex, a firer lying in the hex straight ahead of the
    target's bow or astern of its stern rakes even if the target could reply.
    """
    if not any(in_play(firer, side, h) for h in target.hexes):
        return False, "the target is not in the firer's play"
    if min(a.distance(b) for a in firer.hexes for b in target.hexes) == 1 and set(firer.hexes) & set(
        ahead_or_astern(target)
    ):
        return True, "at one hex across the target's bow or stern: a rake even though it could reply"
    if any(in_any_play(target, h) for h in firer.hexes):
        return False, "the target can reply: the firer lies in its play"
    return True, "the target's guns cannot bear on the firer"


def rake_stands(firer: TwoHexShip, target: TwoHexShip, section: str) -> tuple[bool, str]:
    """Whether an Advanced Game rake from the target's bow or stern line stands, and why [24.4.1, 24.4.2]: with every
    gun bearing from the next hex [24.4.2]. Under the recovered play (reading ``broadside_play``) that never changes
    a verdict (tests/wooden_ships/test_issue27.py); the ruling says which."""
    if not any(in_any_play(target, h) for h in firer.hexes):
        return True, "she cannot reply: no hex of the firer lies in the play of her broadsides"
    at_one = min(a.distance(b) for a in firer.hexes for b in target.hexes) == 1
    if at_one and section == "full" and set(firer.hexes) & set(ahead_or_astern(target)):
        return True, "across her bow or stern at one hex with every gun bearing: a rake though she could reply"
    return False, "she could reply, and only from the hex at her bow or stern with every gun bearing may she be raked"


def axis_hexes(target: TwoHexShip, end: str, reach: int) -> tuple[Hex, ...]:
    """The hexes on the line the target's bow (``end="bow"``) or stern points along, nearest first, to ``reach``."""
    if end == "bow":
        return tuple(target.bow.neighbour(target.facing, n) for n in range(1, reach + 1))
    return tuple(target.stern.neighbour(target.facing.opposite(), n) for n in range(1, reach + 1))


# ---- the Advanced Game's reduced fields [24.1.5] and rakes [24.4] ----


@dataclass(frozen=True)
class Engagement:
    """A target a broadside may engage in the Advanced Game, and which guns bear: ``full``, ``bow`` or ``stern`` [24.1.2]."""

    target: str
    section: str
    field: int
    range: int
    #: a straddler the whole broadside may not engage, taken by the section of her outer field (straddler_section)
    straddle: bool = False


def fields_and_range(
    firer: TwoHexShip, side: Broadside, hexes: Sequence[Hex], reach: int = MAX_RANGE
) -> tuple[set[int], int]:
    """The fields of ``side`` [24.1.1] holding any of ``hexes`` within ``reach`` rows, and the range from the
    firer's nearer hex to the nearest of them [11.2.1], read from :data:`FIELD_TABLE`: what :func:`bearing` and
    :func:`ship_range` say hex by hex. The range is exact when a field holds one of them (no field: no range)."""
    if not 0 <= reach <= MAX_RANGE:
        raise InvalidInputError("reach", reach, f"a number of rows from 0 to {MAX_RANGE} (the field of fire)")
    codes, bit = FIELD_TABLE[firer.facing], SIDE_BIT[side]
    numbers: set[int] = set()
    near = FAR_RANGE
    for h in hexes:
        dq, dr = h.q - firer.bow.q, h.r - firer.bow.r
        if -FIELD_BOX <= dq <= FIELD_BOX and -FIELD_BOX <= dr <= FIELD_BOX:  # beyond: in no field, 12+ hexes off
            code = codes[(dq + FIELD_BOX) * FIELD_SPAN + dr + FIELD_BOX]
            d = code >> RANGE_SHIFT
            if code & bit and d <= reach:  # inside the play the range is the row [11.1.3]
                numbers.add(code >> FIELD_SHIFT & 7)
            near = min(near, d)
    return numbers, near


def _outer_section(fields: set[int], r: Readings) -> tuple[str, int, set[int]] | None:
    """For a target straddling fields 3 and 5 (2 and 4) that the whole broadside may not engage: the section that may
    fire on her as though she lay in the outer field alone, that field, and the fields whose nearer objects block it
    [24.1.5.2, 24.1.5.3, A-24.1 example 1] (reading ``straddler_section``); None under ``lowest-field``."""
    if r["straddler_section"] != "addendum":
        return None
    if {3, 5} <= fields:
        return "bow", 5, {3, 5}
    if {2, 4} <= fields:
        return "stern", 4, {2, 4}
    return None


def reduced_targets(
    firer: TwoHexShip,
    side: Broadside,
    others: Iterable[Obstacle],
    readings: Readings | None = None,
    reach: int = MAX_RANGE,
) -> tuple[Engagement, ...]:
    """Whom a broadside may engage with which guns in the Advanced Game [24.1.2, 24.1.5].

    A straddler counts in both fields for blocking, the lower for targeting [24.1.5.4]; fields 1-3 take the whole
    broadside by the closest-target rule [24.1.5.1]; field 4 alone the stern section, blocked in 2 or 4 [24.1.5.2];
    field 5 the bow, blocked in 3 or 5 [24.1.5.3]; straddlers with a nearer ship in 4 or 5 the other section
    [24.1.5.4.1, 24.1.5.4.2], or their outer field's (reading ``straddler_section``)."""
    r = READINGS.resolve(readings)
    seen = []
    for ob in others:
        fs, d = fields_and_range(firer, side, ob.hexes, reach)
        if fs:
            seen.append((d, ob, fs))
    seen.sort(key=lambda t: (t[0], t[1].name))
    out: list[Engagement] = []

    def nearer_in(d: int, fields: set[int], name: str) -> list[tuple[int, Obstacle, set[int]]]:
        return [t for t in seen if t[0] < d and t[1].name != name and t[2] & fields]

    def blocked(d: int, fields: set[int], name: str) -> bool:
        """Something nearer in ``fields``, or (reading closest_tie) a blocking object as near."""
        tied = [t for t in seen if t[0] == d and t[1].name != name and t[2] & fields and t[1].kind is not Kind.ENEMY]
        return bool(nearer_in(d, fields, name)) or (bool(tied) and r["closest_tie"] == "blocked")

    for d, ob, fs in seen:
        if ob.kind is not Kind.ENEMY:
            continue
        low = min(fs)
        if low <= 3:
            if blocked(d, {1, 2, 3}, ob.name):
                outer = _outer_section(fs, r)  # blocked for the whole broadside: one section from the outer field?
                if outer is not None and not blocked(d, outer[2], ob.name):
                    out.append(Engagement(ob.name, outer[0], outer[1], d, straddle=True))
                continue
            section = "full"
            if fs == {2, 4} and nearer_in(d, {4}, ob.name):
                section = "bow"
            elif fs == {3, 5} and nearer_in(d, {5}, ob.name):
                section = "stern"
        elif blocked(d, {2, 4} if low == 4 else {3, 5}, ob.name):
            continue
        else:
            section = "stern" if low == 4 else "bow"
        out.append(Engagement(ob.name, section, low, d))
    return tuple(out)


def advanced_rake(firer: TwoHexShip, target: TwoHexShip, readings: Readings | None = None, reach: int = 5) -> str:
    """``"bow"`` or ``"stern"`` if the firer lies where the target's bow or stern points, within ``reach`` hexes; else "" [24.4.1, 24.4.4].

    Reading ``rake_geometry``: any hex on that line (default), or only the hex next to it.
    """
    r = READINGS.resolve(readings)
    n = 1 if r["rake_geometry"] == "adjacent-only" else reach
    for end in ("bow", "stern"):
        if set(axis_hexes(target, end, n)) & set(firer.hexes):
            return end
    return ""


__all__ = [
    "FAR_RANGE",
    "FIELD_BOX",
    "FIELD_SHIFT",
    "FIELD_SPAN",
    "FIELD_TABLE",
    "MAX_RANGE",
    "RANGE_SHIFT",
    "SIDE_BIT",
    "STERN_STEP",
    "Bearing",
    "Broadside",
    "Engagement",
    "FieldCheck",
    "Kind",
    "Obstacle",
    "advanced_rake",
    "ahead_or_astern",
    "axis_hexes",
    "basic_rake",
    "bearing",
    "bearing_local",
    "clear_caches",
    "closest_targets",
    "field_code",
    "field_hexes",
    "fields_and_range",
    "field_table",
    "from_local",
    "in_play",
    "local",
    "play",
    "play_offsets",
    "rake_stands",
    "reduced_targets",
    "ship_range",
]
