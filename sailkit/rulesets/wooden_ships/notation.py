"""Positions as one line of text, and back: ``write_position(position, grid)`` / ``read_position(text, grid)``.

Fields are separated by `` | ``: the turn, the wind, one field a ship, then the fouled and
grappled pairs and any land. Hexes are named as :class:`~sailkit.geometry.hexes.HexGrid`
names them (``J20``); facings are the map's direction numbers 1-6 [2.2]. A ship reads::

    Java=GB-18/Britain/average@T10:6 H14 C6-4-4 G6/6 K6/6 R5-5-5-5/5-5-5-5 T3 P13 L:LR F:- S:active D:0

that is her order-of-battle entry (name, type, side, crew quality, bow hex and facing),
then what her log shows: hull boxes, crew sections, guns and carronades left/right,
rigging sections left / at the start, turning ability, point value, loaded and fired
broadsides, status, and turns lain still. ``O:side`` follows for a prize (her owner) and
``A`` when every section is away boarding; the Advanced Game's entries follow when they differ from a new ship's
(``BG:5/5 BK:1/1``: guns and carronades left in the bow sections [16.2.2]; ``FC:2``: sections fighting a fire).
"""

from __future__ import annotations

from urllib.parse import quote, unquote

from ...errors import InvalidInputError
from ...geometry.hexes import HexDirection, HexGrid
from ...numbers import whole
from .scenarios import ShipSpec
from .ships import ship_type
from .state import Position, Ship, Status, Wind

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


#: the Advanced Game's yes/no log entries and their tokens
FLAGS = (
    ("full_sails", "FS"),
    ("stopped", "X"),
    ("ended_on_turn", "Y"),
    ("on_fire", "FIRE"),
    ("no_turn", "HELM"),
    ("pumping", "PUMP"),
    ("quiet", "Q"),
    ("lightened", "LT"),
)


def _advanced_fields(ship: Ship) -> list[str]:
    """The Advanced Game's log entries, written only when they differ from a Basic Game ship's."""
    out = [token for attr, token in FLAGS if getattr(ship, attr)]
    values = (
        ("V", ship.full_speed, 0),
        ("N", ship.sail_order, ""),
        ("M", "".join(ship.ammo), "RR"),
        ("W", ship.reloads, 30),
        ("Z", ship.doom, ""),
        ("B", f"{ship.fallen[0]}/{ship.fallen[1]}", "0/0"),
        ("AN", ship.anchor, ""),
        ("AL", ship.anchors_left, 2),
        ("NT", ship.note, ""),
        ("RP", _nums(ship.repairs), "0-0-0"),
        ("PR", ship.prisoners, 0),
        ("PL", ship.prize_losses, 0),
        ("OQ", ship.owner_quality, ""),
        ("AG", ship.aground, 0),
        ("TR", ",".join(ship.traits), ""),
        ("HG", ship.hanging, ""),
        ("DS", ship.doubling, ""),
        ("BG", "" if ship.bow_guns is None else _nums(ship.bow_guns, "/"), ""),
        ("BK", "" if ship.bow_carronades is None else _nums(ship.bow_carronades, "/"), ""),
        ("FC", ship.fire_crews, -1),
        ("JG", f"{ship.jettisoned[0]}/{ship.jettisoned[1]}", "0/0"),
        ("MO", f"{ship.mortars[0]}/{ship.mortars[1]}", "0/0"),
        ("ML", f"{ship.mortar_loading[0]}/{ship.mortar_loading[1]}", "0/0"),
        ("EN", ship.enters, 0),
        ("AD", ship.adrift, 0),
    )
    out += [f"{key}:{value}" for key, value, default in values if value != default]
    return out


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


def _num(values: dict[str, str], key: str, default: int | None = None) -> int:
    """The whole number of field ``key`` (ASCII digits, bounded: :mod:`sailkit.numbers`), ``default`` when absent."""
    if default is not None and key not in values:
        return default
    return whole(values[key], f"field {key}", -99, 999)


def _nums_of(text: str, what: str) -> tuple[int, ...]:
    """The whole numbers of ``text`` written with dashes between them (``"8-6-6"``)."""
    return tuple(whole(c, what, 0, 999) for c in text.split("-"))


def _flag_pair(text: str) -> tuple[bool, bool]:
    return ("L" in text, "R" in text)


def read_ship(text: str, grid: HexGrid) -> Ship:
    spec_text, *rest = text.split(" H", 1)
    spec = ShipSpec.parse(spec_text)
    ship_type(spec.type_key)
    fields = ("H" + rest[0]).split() if rest else []
    values: dict[str, str] = {}
    flags: set[str] = set()
    for f in fields:
        if f == "A" or f in {token for _, token in FLAGS}:
            flags.add(f)
        elif ":" in f:
            k, _, v = f.partition(":")
            values[k] = v
        else:
            values[f[0]] = f[1:]
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
        ship_type(spec.type_key).class_number,
        _num(values, "P"),
        _flag_pair(values["L"]),
        _flag_pair(values["F"]),
        Status(values["S"]),
        unquote(values.get("O", spec.side)),
        _num(values, "D"),
        "A" in flags,
        _num(values, "V", 0),
        "FS" in flags,
        values.get("N", ""),
        tuple(c.replace("-", "") for c in values.get("M", "RR")),  # type: ignore[arg-type]
        _num(values, "W", 30),
        "X" in flags,
        "Y" in flags,
        values.get("Z", ""),
        "FIRE" in flags,
        "HELM" in flags,
        _pair_of(values.get("B", "0/0"), "fallen rigging"),
        "PUMP" in flags,
        values.get("AN", ""),
        _num(values, "AL", 2),
        values.get("NT", ""),
        "Q" in flags,
        _nums_of(values.get("RP", "0-0-0"), "repairs"),  # type: ignore[arg-type]
        _num(values, "PR", 0),
        _num(values, "PL", 0),
        values.get("OQ", ""),
        _num(values, "AG", 0),
        tuple(t for t in values.get("TR", "").split(",") if t),
        values.get("HG", ""),
        values.get("DS", ""),
        _pair_of(values["BG"], "bow guns") if "BG" in values else None,
        _pair_of(values["BK"], "bow carronades") if "BK" in values else None,
        _num(values, "FC", -1),
        _pair_of(values.get("JG", "0/0"), "guns thrown over"),
        "LT" in flags,
        _pair_of(values.get("MO", "0/0"), "mortars"),
        _pair_of(values.get("ML", "0/0"), "mortar loading"),
        _num(values, "EN", 0),
        _num(values, "AD", 0),
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


__all__ = ["read_position", "read_ship", "write_position", "write_ship"]
