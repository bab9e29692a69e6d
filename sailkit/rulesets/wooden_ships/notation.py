"""Positions as one line of text, and back: ``write_position(position, grid)`` / ``read_position(text, grid)``.

Fields split by `` | ``: turn, wind, a field a ship, the fouled and grappled pairs, land. Hexes are named as
:class:`~sailkit.geometry.hexes.HexGrid` names them, facings 1-6 [2.2]. A ship::

    Java=GB-18/Britain/average@T10:6 H14 C6-4-4 G6/6 K6/6 R5-5-5-5/5-5-5-5 T3 P13 L:LR F:- S:active D:0

her entry, then her log: hull, crew, guns and carronades, rigging now/at start, turning, points, loaded and fired
broadsides, status, turns still; ``O:side`` (a prize's owner), ``A`` (all away boarding), and the Advanced Game's
``BG:5/5 BK:1/1`` (bow sections [16.2.2]) and ``FC:2`` (fighting a fire) where they differ from a new ship's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any
from urllib.parse import quote, unquote

from ...errors import InvalidInputError
from ...geometry.hexes import HexDirection, HexGrid
from ...numbers import whole
from ...package_data import rows
from .readings import READINGS
from .scenarios import ShipSpec
from .ships import ship_type
from .state import Position, Ship, State, Status, Wind

SEP = " | "


def _nums(values: tuple[int, ...], sep: str = "-") -> str:
    return sep.join(str(v) for v in values)


def _flags(pair: tuple[bool, bool]) -> str:
    return "".join(s for s, on in zip("LR", pair) if on) or "-"


def write_ship(ship: Ship, grid: HexGrid) -> str:
    spec = ShipSpec(ship.name, ship.type_key, ship.side, ship.quality, grid.format(ship.bow), ship.facing)
    parts = [
        str(spec),
        f"H{ship.hull}",
        f"C{_nums(ship.crew)}",
        f"G{_nums(ship.guns, '/')}",
        f"K{_nums(ship.carronades, '/')}",
        f"R{_nums(ship.rigging)}/{_nums(ship.rigging_full)}",
        f"T{ship.turning}",
        f"P{ship.points}",
        f"L:{_flags(ship.loaded)}",
        f"F:{_flags(ship.fired)}",
        f"S:{ship.status.value}",
        f"D:{ship.still}",
    ]
    if ship.owner != ship.side:
        parts.append(f"O:{quote(ship.owner, safe='')}")  # a side's name may hold spaces
    if ship.all_in:
        parts.append("A")
    parts += _advanced_fields(ship)
    return " ".join(parts)


#: the Advanced Game's log entries (``data/log_entries.csv``): the attribute, its token, how it is written (``flag``
#: a yes/no token alone; else written only when it differs from a new ship's: ``n`` a number, ``s`` words, ``pair``
#: left/right, ``dashes`` 0-0-0, ``chars`` one letter each, ``list`` words with commas) and what it is, for an error
#: naming a bad one
_LOG = [tuple(row.values()) for row in rows("sailkit.rulesets.wooden_ships", "data/log_entries.csv")]
FLAGS = tuple((attr, token) for attr, token, written, _ in _LOG if written == "flag")
ENTRIES = tuple(entry for entry in _LOG if entry[2] != "flag")
_NEW = {f.name: f.default for f in fields(Ship)}
_WRITE: dict[str, Callable[[Any], str]] = {
    "n": str,
    "s": str,
    "pair": lambda v: _nums(v, "/"),
    "dashes": _nums,
    "chars": "".join,
    "list": ",".join,
}


def _advanced_fields(ship: Ship) -> list[str]:
    """The Advanced Game's log entries, written only when they differ from a new ship's."""
    out = [token for attr, token in FLAGS if getattr(ship, attr)]
    changed = (
        (token, kind, getattr(ship, attr)) for attr, token, kind, _ in ENTRIES if getattr(ship, attr) != _NEW[attr]
    )
    return out + [f"{token}:{_WRITE[kind](value)}" for token, kind, value in changed]


def _read(kind: str, text: str, what: str) -> object:
    """One Advanced Game entry read back (:data:`ENTRIES`)."""
    if kind == "n":
        return whole(text, what, -99, 999)
    if kind == "pair":
        return _pair_of(text, what)
    if kind == "dashes":
        return _nums_of(text, what)
    if kind == "chars":
        return tuple(text)
    return tuple(t for t in text.split(",") if t) if kind == "list" else text


def write_position(position: Position, grid: HexGrid) -> str:
    """The whole position as one line (see the module docstring)."""
    w = position.wind
    assert w.initial is not None
    wind = f"wind {w.direction.number}/{w.velocity}/{w.initial.number}/{_nums(w.change, ',') or '-'}"
    fields = [f"turn {position.turn}", wind, *(write_ship(s, grid) for s in position.ships)]
    if position.fouled:
        fields.append("fouled " + " ".join(f"{a}+{b}" for a, b in sorted(position.fouled)))
    if position.grappled:
        fields.append("grappled " + " ".join(f"{a}+{b}" for a, b in position.grappled))
    if position.towing:
        fields.append("towing " + " ".join(f"{a}+{b}" for a, b in position.towing))
    if position.land:
        fields.append("land " + " ".join(grid.format(h) for h in sorted(position.land)))
    return SEP.join(fields)


def _pair_of(text: str, what: str) -> tuple[int, int]:
    a, b = text.split("/")
    return whole(a, what, -99, 999), whole(b, what, -99, 999)


def _num(values: dict[str, str], key: str) -> int:
    """The whole number of field ``key`` (ASCII digits, bounded: :mod:`sailkit.numbers`)."""
    return whole(values[key], f"field {key}", -99, 999)


def _nums_of(text: str, what: str) -> tuple[int, ...]:
    """The whole numbers of ``text`` written with dashes between them (``"8-6-6"``)."""
    return tuple(whole(c, what, 0, 999) for c in text.split("-"))


def _flag_pair(text: str) -> tuple[bool, bool]:
    return ("L" in text, "R" in text)


def _tokens(words: list[str]) -> tuple[dict[str, str], set[str]]:
    """A ship's log fields after her entry, as ``{token: value}``, and the yes/no tokens she shows."""
    values: dict[str, str] = {}
    flags: set[str] = set()
    for f in words:
        if f == "A" or f in {token for _, token in FLAGS}:
            flags.add(f)
        elif ":" in f:
            k, _, v = f.partition(":")
            values[k] = v
        else:
            values[f[0]] = f[1:]
    return values, flags


def read_ship(text: str, grid: HexGrid) -> Ship:
    """One ship's field of a position line, as :func:`write_ship` writes it."""
    spec_text, *rest = text.split(" H", 1)
    spec = ShipSpec.parse(spec_text)
    class_number = ship_type(spec.type_key).class_number
    values, flags = _tokens(("H" + rest[0]).split() if rest else [])
    rig_now, rig_full = values["R"].split("/")
    return Ship(
        spec.name,
        spec.side,
        spec.type_key,
        spec.quality,
        grid.parse(spec.bow),
        spec.facing,
        _num(values, "H"),
        _nums_of(values["C"], "crew"),
        _pair_of(values["G"], "guns"),
        _pair_of(values["K"], "carronades"),
        _nums_of(rig_now, "rigging"),
        _nums_of(rig_full, "rigging"),
        _num(values, "T"),
        class_number,
        _num(values, "P"),
        loaded=_flag_pair(values["L"]),
        fired=_flag_pair(values["F"]),
        status=Status(values["S"]),
        owner=unquote(values.get("O", spec.side)),
        still=_num(values, "D"),
        all_in="A" in flags,
        **{attr: token in flags for attr, token in FLAGS},  # type: ignore[arg-type]
        **{a: _read(kind, values[t], what or f"field {t}") for a, t, kind, what in ENTRIES if t in values},  # type: ignore[arg-type]
    )


def read_position(text: str, grid: HexGrid) -> Position:
    """Read :func:`write_position`'s text; a bad field raises :class:`InvalidInputError` naming it."""
    if not isinstance(text, str):
        raise InvalidInputError("position", text, "one line of text as write_position writes it")
    fields = text.strip().split(SEP)
    try:
        turn = whole(fields[0].removeprefix("turn "), "turn", 1, 999)
        d, v, init, change = fields[1].removeprefix("wind ").split("/")
        wind = Wind(
            HexDirection.parse(d),
            whole(v, "wind velocity", 0, 99),
            HexDirection.parse(init),
            tuple(whole(c, "wind change", 0, 99) for c in change.split(",")) if change != "-" else (),
        )
    except (ValueError, IndexError, InvalidInputError):
        raise InvalidInputError("position", text[:60], "'turn N | wind D/V/I/C | ship | ...'") from None
    ships, fouled, grappled, towing, land = [], set(), [], [], set()
    for f in fields[2:]:
        try:
            if f.startswith("fouled "):
                fouled |= {tuple(p.split("+")) for p in f.split()[1:]}
            elif f.startswith("grappled "):
                grappled += [tuple(p.split("+")) for p in f.split()[1:]]
            elif f.startswith("towing "):
                towing += [tuple(p.split("+")) for p in f.split()[1:]]
            elif f.startswith("land "):
                land |= {grid.parse(h) for h in f.split()[1:]}
            else:
                ships.append(read_ship(f, grid))
        except (ValueError, KeyError, IndexError):
            raise InvalidInputError(
                "position field", f[:60], "a ship, 'fouled A+B', 'grappled A+B' or 'land J20'"
            ) from None
    return Position(turn, wind, tuple(ships), frozenset(fouled), tuple(grappled), frozenset(land), tuple(towing))  # type: ignore[arg-type]


PREFIX = "WSIM"
#: the map a desk position is set on unless its head says ``map CxR``
DEFAULT_GRID = HexGrid(40, 30)


class WoodenShipsNotation:
    """A desk position (a :class:`~.state.State`) on one line: the position line of :func:`write_position` after a
    short head, python-chess's parse/format pair::

        WSIM advanced map 30x24 readings range_from=firing-section turn 1 | wind 1/3/1/- | Constitution=US-44/...

    ``WSIM`` marks the rule set; ``advanced``, ``map CxR`` (default 40x30), ``optional 36.1,37`` and ``readings
    KEY=OPTION,...`` are written only when they differ from a Basic Game on the default map.
    """

    example: str = (
        "WSIM turn 1 | wind 1/3/1/- | "
        "Constitution=US-44/United States/crack@J18:2 H18 C8-6-6 G8/8 K8/8 R6-6-6-6/6-6-6-6 T3 P21 L:LR F:- "
        "S:active D:0 | "
        "Java=GB-18/Britain/average@M16:6 H14 C6-4-4 G6/6 K6/6 R5-5-5-5/5-5-5-5 T3 P13 L:LR F:- S:active D:0"
    )

    def claims(self, text: str) -> bool:
        return text.split(maxsplit=1)[:1] == [PREFIX]

    def parse(self, text: str) -> State:
        if not isinstance(text, str) or not self.claims(text.strip()):
            raise InvalidInputError("position", text, f"a line starting {PREFIX!r}, e.g. {self.example!r}")
        head, sep, rest = text.strip().partition(" turn ")
        if not sep:
            raise InvalidInputError("position", text[:60], f"'{PREFIX} [advanced] ... turn N | wind ... | ships'")
        words = head.split()[1:]
        level, grid, optional, readings = "basic", DEFAULT_GRID, frozenset[str](), READINGS.defaults()
        while words:
            word = words.pop(0)
            if word in ("basic", "advanced"):
                level = word
            elif word == "map" and words:
                grid = _grid(words.pop(0))
            elif word == "optional" and words:
                optional = frozenset(words.pop(0).split(","))
            elif word == "readings" and words:
                pairs = dict(p.partition("=")[::2] for p in words.pop(0).split(","))
                readings = READINGS.resolve({**readings, **pairs})
            else:
                raise InvalidInputError(
                    "position head", word, "advanced, 'map CxR', 'optional 36.1,37' or 'readings KEY=OPTION,...'"
                )
        position = read_position("turn " + rest, grid)
        return State(position, "combat", level, optional=optional, readings=readings, grid=grid)

    def format(self, state: State) -> str:
        head = [PREFIX]
        if state.level == "advanced":
            head.append("advanced")
        if (state.grid.columns, state.grid.rows) != (DEFAULT_GRID.columns, DEFAULT_GRID.rows):
            head.append(f"map {state.grid.columns}x{state.grid.rows}")
        if state.optional:
            head.append("optional " + ",".join(sorted(state.optional)))
        changed = state.readings.non_default()
        if changed:
            head.append("readings " + ",".join(f"{k}={v}" for k, v in sorted(changed.items())))
        return " ".join(head) + " " + write_position(state.position, state.grid)


def _grid(text: str) -> HexGrid:
    cols, sep, rows = text.partition("x")
    if not sep:
        raise InvalidInputError("map size", text, "COLUMNSxROWS, each 1-200, e.g. 30x24")
    return HexGrid(whole(cols, "map columns", 1, 200), whole(rows, "map rows", 1, 200))


#: How the rule set writes a whole position on one line (:class:`sailkit.ruleset.Notation`).
NOTATION = WoodenShipsNotation()


__all__ = [
    "DEFAULT_GRID",
    "NOTATION",
    "PREFIX",
    "WoodenShipsNotation",
    "read_position",
    "read_ship",
    "write_position",
    "write_ship",
]
