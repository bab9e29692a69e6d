"""Fields of fire [9.31b] and the bow and stern blind-side areas used for rakes [9.35].

The displays that shaded the fields were lost. Each broadside covers the 90-degree
wedge centred on its beam; what lies ahead of the bow quarter is the bow blind area,
what lies abaft the stern quarter the stern blind area. Squares whose centres lie
exactly on a 45-degree boundary line go where reading ``arc_boundary`` puts them.
The wedges are shapely sectors from the firer's square centre with exact vertices.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal, NamedTuple

from shapely.geometry import Polygon

from ....errors import InvalidInputError
from ....geometry.compass import Direction
from ....geometry.squares import Square, sector
from ....rulings import RuledStr, Step
from ..board import LIMIT, MAP, name, square
from ..readings import RULINGS, Readings, ReadingsLike, readings_for

Arc = Literal["port", "starboard", "bow", "stern"]
ARCS: tuple[Arc, ...] = ("port", "starboard", "bow", "stern")
#: The broadside fields [9.31b] and the blind areas off the bow and the stern [9.35].
BROADSIDE_ARCS: tuple[Arc, Arc] = ("port", "starboard")
BLIND_ARCS: tuple[Arc, Arc] = ("bow", "stern")
#: Reach of the wedges: past any two squares of the extended grid [15.0-MR]; only their straight edges matter.
_RADIUS = 4.0 * (LIMIT + 1)


def fields(sq: Square, heading: Direction) -> dict[Arc, Polygon]:
    """The four closed wedges around a ship: each broadside 90 degrees on its beam, bow and stern 90 degrees each [9.31b, 9.35]."""
    c = sq.center
    return {
        "starboard": sector(c, heading.turned(1), heading.turned(3), _RADIUS),
        "port": sector(c, heading.turned(5), heading.turned(7), _RADIUS),
        "bow": sector(c, heading.turned(7), heading.turned(1), _RADIUS),
        "stern": sector(c, heading.turned(3), heading.turned(5), _RADIUS),
    }


def classify(sq: Square, heading: Direction, targets: Sequence[Square], readings: Readings) -> list[Arc]:
    """The arc of every target square as seen from a ship on ``sq`` facing ``heading`` [9.31b].

    Exact in integers: with the offset along the keel and across it (negative to starboard), a broadside's wedge when
    ``|across| > |along|``, a blind area when less, a boundary when equal, which reading ``arc_boundary`` gives away (or
    ``half_plane`` splits along the keel). Equal to the shapely wedges of :func:`fields` (tested), without building
    them."""
    rule = readings["arc_boundary"]
    hx, hy = heading.step
    col, row = sq.col, sq.row
    out: list[Arc] = []
    for t in targets:
        dx, dy = t.col - col, t.row - row
        along, across = dx * hx + dy * hy, dx * hy - dy * hx
        out.append(_arc_of(along, across, rule))
    return out


def _arc_of(along: int, across: int, rule: str) -> Arc:
    """The arc of an offset ``along`` and ``across`` the keel under reading ``arc_boundary`` = ``rule`` [9.31b]."""
    if rule == "half_plane":
        if across == 0 and along != 0:
            return "bow" if along > 0 else "stern"
        return "starboard" if across < 0 else "port"
    if along == across == 0:  # the ship's own square: the wedges' common apex, covered first by the first listed
        return "starboard" if rule == "broadside" else "bow"
    if abs(across) > abs(along) or (abs(across) == abs(along) and rule == "broadside"):
        return "starboard" if across < 0 else "port"
    return "bow" if along > 0 else "stern"


def fire_arc(
    ship: str | Square,
    heading: str | Direction,
    target: str | Square,
    *,
    readings: ReadingsLike | None = None,
) -> RuledStr:
    """Where ``target`` lies as seen from a ship on ``ship`` facing ``heading`` [9.31b]: ``"port"`` or ``"starboard"``
    (a broadside bears), ``"bow"`` or ``"stern"`` (blind); ``fire_arc("0505", "N", "0305") == "port"``."""
    r = readings_for(readings)
    s, t, h = square(ship, r), square(target, r), Direction.parse(heading)
    if s == t:
        raise InvalidInputError("target square", name(t), "a square other than the ship's own")
    arc = classify(s, h, [t], r)[0]
    boundary = on_boundary(s, h, t)
    depends = _reading_matters(s, h, t)
    steps = [Step("9.31b", _explain(arc, h, boundary))]
    if depends:
        steps.append(Step("9.31b", _open_because(boundary, arc, r["arc_boundary"])))
    ruling = RULINGS(
        f"arc of {name(t)} from a ship on {name(s)} heading {h}",
        arc,
        steps,
        readings=r,
        keys=("arc_boundary",) if depends else (),
        facts={
            "on_boundary": boundary,
            "depends_on_reading": depends,
            "ship": name(s),
            "heading": h,
            "target": name(t),
            "arc_boundary": r["arc_boundary"],
            "fields": FieldsOfFire(s, h, r, ""),  # what its picture tints and hatches
        },
        kind="arc",
    )
    return RuledStr(arc, ruling)


def blind_side(
    ship: str | Square,
    heading: str | Direction,
    other: str | Square,
    *,
    readings: ReadingsLike | None = None,
) -> Literal["bow", "stern"] | None:
    """``"bow"``/``"stern"`` when ``other`` sits in this ship's bow/stern blind area, else ``None`` [9.35]: from there a
    firer rakes by the bow or stern [9.33f]."""
    arc = fire_arc(ship, heading, other, readings=readings)
    return "bow" if arc == "bow" else "stern" if arc == "stern" else None


def _reading_matters(s: Square, h: Direction, t: Square) -> bool:
    """True when some ``arc_boundary`` option would put ``t`` in another arc [9.31b]: the options agree on the keel line
    (``across == 0``) and inside a broadside's wedge (``|along| < |across|``), and differ elsewhere."""
    dx, dy = t.col - s.col, t.row - s.row
    hx, hy = h.step
    along, across = dx * hx + dy * hy, dx * hy - dy * hx
    return across != 0 and abs(along) >= abs(across)


def _open_because(boundary: bool, arc: str, option: str) -> str:
    """Why the lost display leaves a square's arc to the reading [9.31b]: a square on a 45-degree line lies on the
    edge the display drew; one inside the bow or stern wedge is blind unless each broadside covers its whole side."""
    if boundary:
        return f"the lost display leaves this square open; reading arc_boundary={option} puts it {arc}"
    return (
        "the square lies inside the bow or stern wedge, blind unless the lost display gave each broadside its "
        f"whole side (arc_boundary=half_plane); reading arc_boundary={option} puts it {arc}"
    )


def on_boundary(s: Square, h: Direction, t: Square) -> bool:
    """True when ``t``'s centre lies exactly on one of the four 45-degree lines from ``s`` [9.31b, reading arc_boundary]."""
    dx, dy = t.col - s.col, t.row - s.row
    hx, hy = h.step
    along, across = dx * hx + dy * hy, dx * hy - dy * hx
    return along != 0 and abs(along) == abs(across)


def _explain(arc: str, h: Direction, boundary: bool) -> str:
    where = {
        "port": "inside the port broadside's field",
        "starboard": "inside the starboard broadside's field",
        "bow": "in the bow blind area, where no broadside bears",
        "stern": "in the stern blind area, where no broadside bears",
    }[arc]
    edge = " (exactly on a 45-degree boundary line)" if boundary else ""
    return f"heading {h}, the square lies {where}{edge}"


def field_squares(
    sq: Square, heading: Direction, readings: Readings, squares: Iterable[Square] | None = None
) -> dict[Arc, list[Square]]:
    """Every other square of ``squares`` (default: the printed map) sorted into the four arcs [9.31b, 9.35].

    For drawing and tutorials; a picture of an extended grid [15.0-MR] passes the squares it shows.
    """
    others = [t for t in (MAP.squares() if squares is None else squares) if t != sq]
    out: dict[Arc, list[Square]] = {a: [] for a in ARCS}
    for t, a in zip(others, classify(sq, heading, others, readings)):
        out[a].append(t)
    return out


class FieldsOfFire(NamedTuple):
    """The fields of fire and blind areas of a ship on ``square`` heading ``heading`` under ``readings`` [9.31b, 9.35]:
    a fact a ruling carries for its picture, which sorts whatever squares the picture shows into the four arcs
    (:meth:`squares`) when it is drawn, so answering the ruling never does that work. ``ship`` names whose they are
    (``""`` for a bare square). A named tuple: made with every ruling, it must cost next to nothing."""

    square: Square
    heading: Direction
    readings: Readings
    ship: str = ""

    def __repr__(self) -> str:
        changed = self.readings.non_default()
        more = f", readings={dict(changed)!r}" if changed else ""
        ship = f", name={self.ship!r}" if self.ship else ""
        return f"fields_of_fire({name(self.square)!r}, {self.heading.name!r}{more}{ship})"

    def squares(self, among: Iterable[Square] | None = None) -> dict[Arc, list[Square]]:
        """Every square of ``among`` (default: the printed map) but the ship's own, sorted into the four arcs, squares
        exactly on a 45-degree line where reading ``arc_boundary`` puts them [9.31b, 9.35]."""
        return field_squares(self.square, self.heading, self.readings, among)


def fields_of_fire(
    ship: str | Square, heading: str | Direction, readings: ReadingsLike | None = None, *, name: str = ""
) -> FieldsOfFire:
    """The fields of fire and blind areas of a ship on ``ship`` (a square) facing ``heading`` [9.31b, 9.35], for a
    picture: ``drawing.draw_fields(ax, fields_of_fire("0811", "E"))``."""
    r = readings_for(readings)
    return FieldsOfFire(square(ship, r), Direction.parse(heading), r, name)
