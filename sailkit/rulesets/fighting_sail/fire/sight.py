"""Line of sight [9.31c].

The line runs straight between the centres of the firer's and target's squares. Any
square it passes through that holds a ship (friend or foe) blocks it; a square the
line only touches at a corner does not. Two situations the text does not settle are
readings: a line through a corner shared by two occupied squares (``los_corner_pinch``)
and a line through the midpoint of the side two squares share (``los_split``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple

from ....geometry.squares import Square, by_place, line_pattern, trace
from ....rulings import Ruling, Step
from ..board import name, square
from ..readings import RULINGS, Readings, ReadingsLike, readings_for


class Sight(NamedTuple):
    """What the fire rules need of a line of sight [9.31c]: clear or not, the blocking squares' names, the
    readings consulted. Falsy when blocked, like the :func:`line_of_sight` ruling it agrees with."""

    clear: bool
    blockers: tuple[str, ...]
    readings: tuple[tuple[str, str], ...]

    def __bool__(self) -> bool:
        return self.clear


def line_of_sight(
    a: str | Square,
    b: str | Square,
    *,
    occupied: Iterable[str | Square] = (),
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Whether fire can pass from square ``a`` to square ``b`` [9.31c].

    A ruling, falsy when blocked, with ``.blockers`` and ``.cases``; ``occupied`` lists the squares holding ships (the
    ends never block). Facts: ``ends``, ``occupied``, ``blockers``, ``corners`` (grid corners passed beside a ship)."""
    r = readings_for(readings)
    sa, sb = square(a, r), square(b, r)
    occ = {square(s, r) for s in occupied} - {sa, sb}
    in_order = sorted(occ, key=by_place)
    steps = [Step("9.31c", f"a straight line joins the centres of {name(sa)} and {name(sb)}")]
    ordered, consulted, corners = _judge(sa, sb, in_order, r, steps)
    ruling = RULINGS(
        f"line of sight from {name(sa)} to {name(sb)}",
        not ordered,
        steps,
        readings=r,
        keys=consulted,
        facts={
            "blockers": tuple(name(s) for s in ordered),
            "clear": not ordered,
            "ends": (name(sa), name(sb)),
            "occupied": tuple(name(s) for s in in_order),
            "corners": corners,
        },
        kind="sight",
    )
    return ruling


def sight(a: Square, b: Square, occupied: Iterable[Square], readings: Readings) -> Sight:
    """:func:`line_of_sight` without its explanation, for the fire rules that ask it of every pair [9.31c]."""
    return sight_from(a, offsets_from(a, occupied), b, readings)


Offsets = Mapping[tuple[int, int], Square]


def offsets_from(a: Square, occupied: Iterable[Square]) -> Offsets:
    """The occupied squares by their offset ``(d_col, d_row)`` from ``a``: worked out once for every line of
    sight from ``a`` (:func:`sight_from`) [9.31c]."""
    c0, r0 = a.col, a.row
    return {(s.col - c0, s.row - r0): s for s in occupied}


def sight_from(a: Square, occupied: Offsets, b: Square, readings: Readings) -> Sight:
    """:func:`sight` from ``a`` to ``b`` with the occupied squares given by their offsets from ``a``
    (:func:`offsets_from`), so a ship's lines to every target share them [9.31c]."""
    ordered, consulted = _judge_quietly(a, b, occupied, readings)
    if not ordered and not consulted:
        return _CLEAR
    return Sight(
        not ordered, tuple(name(s) for s in ordered), tuple((k, readings[k]) for k in dict.fromkeys(consulted))
    )


#: A clear line that consulted no reading: the usual answer, made once.
_CLEAR = Sight(True, (), ())


def _judge(
    sa: Square, sb: Square, in_order: list[Square], r: Readings, steps: list[Step]
) -> tuple[list[Square], list[str], tuple[tuple[float, float], ...]]:
    """The blocking squares (of the occupied ``in_order``) in order, the readings consulted, and the corners the
    line passes through beside an occupied square, each step of the reasoning added to ``steps`` [9.31c];
    :func:`_judge_quietly` gives the same blockers and readings without them."""
    occ = set(in_order)
    t = trace(sa, sb, in_order)
    consulted: list[str] = []
    blockers: set[Square] = set(t.crossed)
    for pair in t.split_pairs:
        held = [s for s in pair if s in occ]
        if held:
            consulted.append("los_split")
            if r["los_split"] == "both" and len(held) == 1:
                blockers.discard(held[0])
                steps.append(
                    Step(
                        "9.31c",
                        f"the line splits {name(pair[0])} and {name(pair[1])} evenly; only one is occupied, so it passes (los_split=both)",
                    )
                )
    pinched: set[Square] = set()
    for _corner, touched in t.corners:
        names = " and ".join(name(s) for s in touched)
        if len(touched) >= 2:
            consulted.append("los_corner_pinch")
            if r["los_corner_pinch"] == "blocked":
                pinched.update(touched)
                why = f"the line slips between {names}, which meet at its corner: the pair closes the gap, so it is blocked (los_corner_pinch=blocked)"
            else:
                why = f"the line slips between {names} through the corner they share, which does not block (los_corner_pinch=clear)"
            steps.append(Step("9.31c", why))
        elif touched:
            steps.append(Step("9.31c", f"the line only touches {names} at a corner, which does not block"))
    for s in sorted(blockers, key=by_place):
        steps.append(Step("9.31c", f"the line passes through occupied square {name(s)}: blocked"))
    ordered = sorted(blockers | pinched, key=by_place)
    if not ordered:
        steps.append(Step("9.31c", "no occupied square lies across the line: clear"))
    corners = tuple((float(x), float(y)) for (x, y), touched in t.corners if touched)
    return ordered, consulted, corners


def _judge_quietly(sa: Square, sb: Square, occupied: Offsets, r: Readings) -> tuple[list[Square], list[str]]:
    """:func:`_judge` without steps, straight from the line's pattern of offsets (:func:`line_pattern`): only
    the occupied squares near the line are kept (the pattern never holds the two ends), and they are judged in
    the same order of consultation [9.31c]."""
    if sa == sb:
        return [], []
    pattern = line_pattern(sb.col - sa.col, sb.row - sa.row)
    rel = {off: occupied[off] for off in pattern.near.intersection(occupied)}
    if not rel:
        return [], []  # no ship in, beside or at a corner of the line: clear, and no reading has a say
    consulted: list[str] = []
    blockers = {rel[off] for off in pattern.crossed.intersection(rel)}
    for pair in pattern.splits:
        held = [rel[off] for off in pair if off in rel]
        if held:
            consulted.append("los_split")
            if r["los_split"] == "both" and len(held) == 1:
                blockers.discard(held[0])
    pinched: set[Square] = set()
    by_corner: dict[tuple[int, int], list[Square]] = {}
    for off, s in rel.items():
        corner = pattern.touched.get(off)
        if corner is not None:
            by_corner.setdefault(corner, []).append(s)
    for _corner, touched in sorted(by_corner.items()):
        if len(touched) >= 2:
            consulted.append("los_corner_pinch")
            if r["los_corner_pinch"] == "blocked":
                pinched.update(touched)
    return sorted(blockers | pinched, key=by_place), consulted
