"""The marks a ship carries beyond its place: one table for the notation, the drawings and the record sheet.

A :class:`Mark` is one thing the record sheet [14.0] or the turn tracks (hull hits [10.1], masts [10.31], the chit
[6.1] ...): its :class:`~.state.ShipState` fields, notation key (``hull=2``, ``wheel``), name, case, reader, writer
and label. Everything goes through :data:`MARKS`, so a new mark is added in one place.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...errors import InvalidInputError
from ...geometry.compass import Direction
from ...numbers import whole
from .vocabulary import BROADSIDES, COMMANDS

#: The largest number any mark holds. No Game-Turn, hit count or allowance comes near it, and a
#: longer digit string is refused before Python's ``int()`` would have to read it.
LARGEST = 9999


def _number(text: str, what: str, low: int | None, high: int) -> int:
    """A whole number from ``low`` to ``high`` (``low=None``: a signed number down to ``-high``), in the ASCII
    digits 0-9 (the kit's one number reader, :mod:`sailkit.numbers`)."""
    return whole(text, what, -high if low is None else low, high)


def _one_of(text: str, what: str, allowed: tuple[str, ...]) -> str:
    if text not in allowed:
        raise InvalidInputError(what, text, "one of " + ", ".join(allowed))
    return text


@dataclass(frozen=True)
class Mark:
    """One mark: notation key, the ship fields it sets, its name and case, reader, writer and drawing label."""

    key: str
    fields: tuple[str, ...]
    what: str
    case: str
    #: text after ``key=`` -> field values; ``None`` for a flag (a bare word sets the field True)
    read: Callable[[str], dict[str, Any]] | None
    #: the ship -> text after ``key=``, or ``None`` when the mark is at its default (not written)
    write: Callable[[Any], str | None]
    #: the ship -> a short label for a diagram ("H2"), or ``None``; marks of the turn are not drawn
    label: Callable[[Any], str | None] = lambda s: None
    #: the ship -> what the record sheet notes beside its hits and crew ("1 mast lost"), or ``None``;
    #: hull and rigging hits have columns of their own, and marks of the turn are not kept [14.0]
    sheet: Callable[[Any], str | None] = lambda s: None

    @property
    def is_flag(self) -> bool:
        return self.read is None

    def text(self, ship: Any) -> str | None:
        """The mark as the notation writes it (``hull=2``, ``wheel``), or ``None`` at its default."""
        value = self.write(ship)
        if value is None:
            return None
        return self.key if self.is_flag else f"{self.key}={value}"


def _count(
    key: str,
    field: str,
    what: str,
    case: str,
    high: int = LARGEST,
    label: str = "",
    sheet: Callable[[int], str] | None = None,
) -> Mark:
    return Mark(
        key,
        (field,),
        what,
        case,
        lambda t: {field: _number(t, what, 0, high)},
        lambda s: str(getattr(s, field)) if getattr(s, field) else None,
        (lambda s: f"{label}{getattr(s, field)}" if getattr(s, field) else None) if label else (lambda s: None),
        (lambda s: sheet(getattr(s, field)) if getattr(s, field) else None) if sheet else (lambda s: None),
    )


def _turn_number(key: str, field: str, what: str, case: str) -> Mark:
    return Mark(
        key,
        (field,),
        what,
        case,
        lambda t: {field: _number(t, what, 0, LARGEST)},
        lambda s: None if getattr(s, field) is None else str(getattr(s, field)),
    )


def _flag(field: str, what: str, case: str, label: str = "", sheet: str = "") -> Mark:
    return Mark(
        field,
        (field,),
        what,
        case,
        None,
        lambda s: "" if getattr(s, field) else None,
        (lambda s: label if getattr(s, field) else None) if label else (lambda s: None),
        (lambda s: sheet if getattr(s, field) else None) if sheet else (lambda s: None),
    )


def _first_write(s: Any) -> str | None:
    if s.first_port and s.first_starboard:
        return "both"
    return "port" if s.first_port else "starboard" if s.first_starboard else None


def _first_sheet(s: Any) -> str | None:
    used = _first_write(s)
    return None if used is None else f"first {'port and starboard' if used == 'both' else used} fired"


def _first_read(text: str) -> dict[str, Any]:
    v = _one_of(text, "first broadsides used", (*BROADSIDES, "both"))
    return {"first_port": v in ("port", "both"), "first_starboard": v in ("starboard", "both")}


def _start_read(text: str) -> dict[str, Any]:
    return {
        "start_facing": Direction.parse(
            _one_of(text.upper(), "facing at the start of movement", tuple(d.name for d in Direction))
        )
    }


#: Every mark, in the order the notation writes them [14.0].
MARKS: tuple[Mark, ...] = (
    _count("hull", "hull", "hull hits", "10.1", label="H"),
    _count("rig", "rigging", "rigging hits", "10.2", label="R"),
    _count("masts", "masts", "masts lost", "10.31", high=3, label="M",
           sheet=lambda n: f"{n} mast{'s' if n > 1 else ''} lost"),
    _flag("wheel", "a wheel hit", "10.32", label="wheel", sheet="wheel"),
    Mark("fires", ("fires",), "fire hits", "10.33",
         lambda t: {"fires": _number(t, "fire hits", 0, LARGEST)},
         lambda s: str(s.fires) if s.fires else None,
         lambda s: "fire" if s.fires else None,
         lambda s: None if not s.fires else "on fire" if s.fires == 1 else f"{s.fires} fire hits"),
    _flag("fouled", "fouled", "7.81"),
    Mark("prize", ("prize",), "struck: a prize of its current side", "12.2", None,
         lambda s: "" if s.prize else None,
         lambda s: f"prize ({s.side})" if s.prize else None),
    _flag("destroyed", "blown up", "13.23"),
    _flag("studding", "studding sails set", "13.31"),
    Mark("first", ("first_port", "first_starboard"), "first broadsides already fired", "9.36",
         _first_read, _first_write, sheet=_first_sheet),
    Mark("cmd", ("command",), "this turn's command chit", "6.1",
         lambda t: {"command": _one_of(t, "command", COMMANDS)},
         lambda s: s.command),
    _turn_number("ordered", "ordered_turn", "Game-Turn of the last command given", "7.74"),
    _turn_number("prior", "prior_ordered_turn", "Game-Turn of the command before the last one", "7.74"),
    _count("ma", "ma", "Movement Allowance set this turn", "7.1"),
    _count("mp", "mp", "Movement Points left", "7.52"),
    Mark("fired", ("fired",), "broadside fired this turn", "9.13",
         lambda t: {"fired": _one_of(t, "broadside fired", BROADSIDES)},
         lambda s: s.fired),
    _flag("drifted", "drifted this turn", "8.4"),
    _flag("tacked", "tacked this turn", "9.33e"),
    _turn_number("backed", "backed_turn", "Game-Turn of the last back sail", "7.74"),
    Mark("start", ("start_facing",), "facing at the start of movement", "7.32", _start_read,
         lambda s: None if s.start_facing is None else s.start_facing.name),
    Mark("turned", ("turned",), "net 45-degree turns, clockwise positive", "7.32",
         lambda t: {"turned": _number(t, "net 45-degree turns, clockwise positive", None, LARGEST)},
         lambda s: str(s.turned) if s.turned else None),
    _count("entered", "entered", "squares entered", "7.34"),
)  # fmt: skip

BY_KEY: dict[str, Mark] = {m.key: m for m in MARKS}


def mark_texts(ship: Any) -> list[str]:
    """Every mark of ``ship`` that is not at its default, as the notation writes them."""
    return [t for t in (m.text(ship) for m in MARKS) if t is not None]


def sheet_notes(ship: Any) -> tuple[str, ...]:
    """What the record sheet notes about ``ship`` beside its hits and crew: criticals, first broadsides [14.0]."""
    return tuple(t for t in (m.sheet(ship) for m in MARKS) if t is not None)


def labels(ship: Any) -> str:
    """The short damage and status labels a diagram shows under a ship: ``"H2 R1 wheel"`` [14.0]."""
    out = [m.label(ship) for m in MARKS]
    if not ship.prize and ship.abandoned:
        out.append("abandoned")
    return " ".join(x for x in out if x)


__all__ = ["BY_KEY", "LARGEST", "MARKS", "Mark", "labels", "mark_texts", "sheet_notes"]
