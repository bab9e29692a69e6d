"""A position of As Per Margin as one line of text, and back: ``Position.parse(text)`` / ``str(position)``.

Fields are separated by `` | ``: first the table's state, then one field a ship::

    APM turn 3 wind 270 speed 3,5 prevailing 315 | Victory=1 GB 100 12,30@90 C6/6/6 X0/0/0/0 F:S

The head gives the turn, the bearing the wind blows from, the two wind-speed dice
[WIND SPEED, APM-03a] and, if the scenario sets one, the prevailing wind
[CHANGES IN WIND, APM-02]. A ship gives its name, ``=``, its side (1 or 2), nation,
gun count, mainmast and heading in inches and degrees (``x,y@heading``), its chart's
boxes a row (``C`` masts/guns a side/hull) and the boxes crossed off (``X`` masts/port/
starboard/hull), the broadsides already fired (``F:PS``, ``F:-``) and, when set, the words
``anchored``, ``independent``, ``struck:SIDE``, ``locked:NAME,NAME``, ``leaving``,
``battery`` (a shore battery) and ``hot-shot`` (it fires red-hot shot).
Writing the chart out keeps a position independent of the readings that made it.

:data:`NOTATION`, the rule set's notation for the kit, writes a :class:`DeskPosition`: the line of a position with
the readings that differ from their defaults after the head (``APM turn 1 wind 270 speed 3,5 beating_angle=wind-eye |
...``, as Fighting Sail writes them), so a reading switched at the desk shows in the notation box and survives the
line being edited and pasted back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal, cast

from ...errors import InvalidInputError
from ...geometry.board import format_real, normalize
from ...geometry.compass import Direction
from ...geometry.table import LIMIT, Table
from ...numbers import is_whole, real
from ...readings import Readings
from ...setup import check_names
from .readings import READINGS
from .ships import Ship
from .tracking import Chart, Damage, Side
from .wind import WindSpeed

SEP = " | "
TABLE = Table(LIMIT, LIMIT)
MAX_TEXT = 20_000
_HEAD = re.compile(
    r"APM turn (?P<turn>\d{1,4}) wind (?P<wind>\S{1,30}) speed (?P<a>\d),(?P<b>\d)(?: prevailing (?P<prev>\S{1,30}))?",
    re.ASCII,
)
_SHIP_SPELLING = (
    "'Name=SIDE NATION GUNS x,y@heading C6/6/6 X0/0/0/0 F:-', numbers in the digits 0-9 "
    "(see docs/as_per_margin/README.md)"
)
_NATION = re.compile(r"[A-Z]{2,3}")
_SLASHED = re.compile(r"(\d{1,2})/(\d{1,2})/(\d{1,2})(?:/(\d{1,2}))?", re.ASCII)


def wind_name(wind_from: float) -> str:
    """``"W"`` for 270, the name of one of the eight points; a wind between them is written in degrees."""
    deg = normalize(wind_from)
    return str(Direction(int(deg // 45))) if deg % 45 == 0 else f"{deg:g} degrees"


@dataclass(frozen=True)
class Position:
    """The table at one moment: turn, wind, speed dice, prevailing wind (if set) and the ships."""

    ships: tuple[Ship, ...]
    turn: int = 1
    wind_from: float = 270.0
    speed: WindSpeed = field(default_factory=lambda: WindSpeed(3, 4))
    prevailing: float | None = None

    def __post_init__(self) -> None:
        check_names([s.name for s in self.ships])
        object.__setattr__(self, "wind_from", normalize(self.wind_from))
        if self.prevailing is not None:
            object.__setattr__(self, "prevailing", normalize(self.prevailing))

    def __str__(self) -> str:
        return format_position(self)

    def __repr__(self) -> str:
        return f"Position.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Position:
        return parse_position(text)

    def figure(self) -> Any:
        """The position drawn as a new matplotlib Figure: the table round the ships, the wind, a ruler [TURN SEQUENCE, APM-01].

        Drawn by the renderer the rule set registers for ``"position"`` (its ``DRAWING``
        module), so the rules never import drawing; only this call loads matplotlib.
        """
        from ...renderers import drawn

        return drawn("as_per_margin", "position", self)

    def _repr_svg_(self) -> str | None:
        """The position as a deterministic SVG (what a notebook shows)."""
        from ...renderers import drawn_svg

        return drawn_svg("as_per_margin", "position", self)

    def ship(self, name: str) -> Ship:
        for s in self.ships:
            if s.name == name:
                return s
        raise InvalidInputError("ship", name, "one of " + ", ".join(repr(s.name) for s in self.ships))


def format_ship(ship: Ship) -> str:
    ch, d = ship.chart, ship.damage
    parts = [
        f"{ship.name}={ship.side} {ship.nation} {ship.guns} {TABLE.format_pose(ship.pose)}",
        f"C{ch.masts_row}/{ch.guns_side}/{ch.hull_row}",
        f"X{d.masts}/{d.port}/{d.starboard}/{d.hull}",
        "F:" + ("".join(s for s in "PS" if s in ship.fired) or "-"),
    ]
    if ship.anchored:
        parts.append("anchored")
    if ship.independent:
        parts.append("independent")
    if ship.struck_to is not None:
        parts.append(f"struck:{ship.struck_to}")
    if ship.locked_with:
        parts.append("locked:" + ",".join(sorted(ship.locked_with)))
    if ship.leaving:
        parts.append("leaving")
    if ship.battery:
        parts.append("battery")
    if ship.hot_shot:
        parts.append("hot-shot")
    return " ".join(parts)


def format_position(position: Position) -> str:
    head = (
        f"APM turn {position.turn} wind {format_real(position.wind_from)} "
        f"speed {position.speed.first},{position.speed.second}"
    )
    if position.prevailing is not None:
        head += f" prevailing {format_real(position.prevailing)}"
    return SEP.join([head, *(format_ship(s) for s in position.ships)])


def _degrees(text: str, what: str) -> float:
    return real(text, what, "a number of degrees", limit=LIMIT)


def parse_ship(text: str) -> Ship:
    """One ship field (see the module's docstring); any fault names the whole field."""
    name, found, rest = text.partition("=")
    tokens = rest.split()
    if not found or not name.strip() or "," in name or len(tokens) < 7:
        raise InvalidInputError("ship", text, _SHIP_SPELLING)
    try:
        side_text, nation, guns_text, pose_text, chart_text, crossed, fired_text, *flags = tokens
        if (
            side_text not in ("1", "2")
            or not _NATION.fullmatch(nation)
            or not is_whole(guns_text)
            or len(guns_text) > 3
        ):
            raise InvalidInputError("ship", text, _SHIP_SPELLING)
        pose = TABLE.parse_pose(pose_text)
        c = _SLASHED.fullmatch(chart_text[1:]) if chart_text.startswith("C") else None
        x = _SLASHED.fullmatch(crossed[1:]) if crossed.startswith("X") else None
        if c is None or c.group(4) is not None or x is None or x.group(4) is None:
            raise InvalidInputError("ship", text, _SHIP_SPELLING)
        if not fired_text.startswith("F:") or fired_text[2:] not in ("-", "P", "S", "PS"):
            raise InvalidInputError("ship", text, _SHIP_SPELLING)
        chart = Chart(int(c.group(1)), int(c.group(2)), int(c.group(3)))
        damage = Damage(*(int(x.group(i)) for i in range(1, 5)))
        fired = frozenset(cast(Side, s) for s in fired_text[2:] if s in "PS")
        kw: dict[str, object] = {}
        for flag in flags:
            word, _, value = flag.partition(":")
            if flag in ("anchored", "independent", "leaving", "battery") and flag not in kw:
                kw[flag] = True
            elif flag == "hot-shot" and "hot_shot" not in kw:
                kw["hot_shot"] = True
            elif word == "struck" and value in ("1", "2") and "struck_to" not in kw:
                kw["struck_to"] = int(value)
            elif word == "locked" and value and "locked_with" not in kw:
                kw["locked_with"] = frozenset(value.split(","))
            else:
                raise InvalidInputError("ship", text, _SHIP_SPELLING)
        side = cast(Literal[1, 2], int(side_text))
        return Ship(name.strip(), side, pose, int(guns_text), chart, damage, nation, fired, **kw)  # type: ignore[arg-type]
    except InvalidInputError:
        raise InvalidInputError("ship", text, _SHIP_SPELLING) from None


def parse_position(text: str) -> Position:
    """Read a position written by :func:`format_position`; a fault names the field and what was expected."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise InvalidInputError("position", text, f"a line of text of at most {MAX_TEXT} characters")
    head, *fields = text.split(SEP)
    m = _HEAD.fullmatch(head.strip())
    if m is None:
        raise InvalidInputError(
            "position head", head, "'APM turn N wind DEGREES speed D,D' with an optional ' prevailing DEGREES'"
        )
    turn = int(m["turn"])
    if turn < 1:
        raise InvalidInputError("turn", m["turn"], "a turn number from 1")
    speed = WindSpeed(int(m["a"]), int(m["b"]))
    prev = None if m["prev"] is None else _degrees(m["prev"], "prevailing wind")
    ships = tuple(parse_ship(f.strip()) for f in fields)
    return Position(ships, turn, _degrees(m["wind"], "wind"), speed, prev)


@dataclass(frozen=True)
class DeskPosition:
    """What the desk asks about: a position and the readings its questions use (the defaults unless switched).

    ``str()`` writes the position's line with each reading that differs from its default as
    ``key=option`` after the head; :meth:`parse` reads such a line back (a line with none
    takes the defaults).
    """

    position: Position
    readings: Readings = field(default_factory=READINGS.defaults)

    def __str__(self) -> str:
        head, sep, ships = str(self.position).partition(SEP)
        chosen = [f"{k}={v}" for k, v in sorted(self.readings.non_default().items())]
        return " ".join([head, *chosen]) + sep + ships

    @classmethod
    def parse(cls, text: str) -> DeskPosition:
        """Read a line written by ``str()``; a bad reading is named with its options, as a bad field is."""
        if not isinstance(text, str):
            raise InvalidInputError("position", text, "a line of text")
        head, sep, ships = text.partition(SEP.strip())
        words = head.split()
        chosen = dict(w.split("=", 1) for w in words if "=" in w)
        plain = " ".join(w for w in words if "=" not in w)
        return cls(Position.parse(plain + (SEP + ships.strip() if sep else "")), READINGS.resolve(chosen))


class AsPerMarginNotation:
    """A position with the readings its questions use, on one line (:class:`DeskPosition`): python-chess's
    parse/format pair, and the position the desk and the conformance suite start from."""

    example = (
        "APM turn 1 wind 270 speed 3,5 | Victory=1 GB 100 10,10@0 C6/6/6 X0/0/0/0 F:- "
        "| Redoutable=2 FR 74 19,14@300 C4/4/4 X0/0/0/0 F:-"
    )

    def claims(self, text: str) -> bool:
        return text.split(maxsplit=1)[:1] == ["APM"]

    def parse(self, text: str) -> DeskPosition:
        return DeskPosition.parse(text)

    def format(self, table: DeskPosition) -> str:
        return str(table)


NOTATION = AsPerMarginNotation()

__all__ = [
    "NOTATION",
    "wind_name",
    "AsPerMarginNotation",
    "DeskPosition",
    "Position",
    "format_position",
    "format_ship",
    "parse_position",
    "parse_ship",
]
