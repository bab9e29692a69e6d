"""Section 14.0 Recording Information: each side's record sheet.

The sheet notes hits, criticals and first broadsides [14.0, 9.36, 10.0, 10.3]; the position holds them all, and
:func:`record_sheet` reads them back as a player's sheet, through :data:`.marks.MARKS`.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from ...errors import UnknownChoiceError
from ...plain_text import ReadsAsText
from ...rulings import Ruling, Step
from .damage import crew_value
from .marks import MARKS, sheet_notes
from .readings import RULINGS
from .state import Position, ShipState


@dataclass(frozen=True)
class SheetLine:
    """One ship's line on a record sheet [14.0]."""

    name: str
    rating: str  #: the counter string, e.g. "55-A-5-9 BR" [2.22]
    hull: int  #: hull hits [10.1]
    rigging: int  #: rigging hits [10.2]
    crew: int  #: Crew Value now [10.12, 12.21]
    #: what else the sheet notes, from the table of marks: masts lost, wheel, fire [10.31-10.33], first broadsides [9.36]
    notes: tuple[str, ...]
    status: str  #: "", "abandoned", "prize of XX", "blown up" [12.11, 12.2, 13.21]

    @classmethod
    def of(cls, ship: ShipState, position: Position) -> SheetLine:
        status = (
            "blown up"
            if ship.destroyed
            else f"prize of {ship.side}"
            if ship.prize
            else "abandoned"
            if ship.abandoned
            else ""
        )
        crew = int(crew_value(ship, position.readings))
        return cls(ship.name, ship.counter.rating, ship.hull, ship.rigging, crew, sheet_notes(ship), status)


_COLUMNS = ("ship", "counter", "hull", "rigging", "crew", "notes", "status")


@dataclass(frozen=True)
class RecordSheet(ReadsAsText):
    """The record sheet of one side: its own ships, captured ones included under their owner [14.0]."""

    side: str
    lines: tuple[SheetLine, ...]

    def __str__(self) -> str:
        rows = [f"record sheet of {self.side} [14.0]"]
        for ln in self.lines:
            parts = [f"hull {ln.hull}", f"rigging {ln.rigging}", f"crew {ln.crew}", *ln.notes]
            rows.append(f"  {ln.name} ({ln.rating}): " + ", ".join(parts + ([ln.status] if ln.status else [])))
        return "\n".join(rows)

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{h}</th>" for h in _COLUMNS)
        body = "".join(
            "<tr>"
            + "".join(
                f"<td>{html.escape(str(v))}</td>"
                for v in (ln.name, ln.rating, ln.hull, ln.rigging, ln.crew, ", ".join(ln.notes), ln.status)
            )
            + "</tr>"
            for ln in self.lines
        )
        return f"<div><b>record sheet of {html.escape(self.side)}</b> [14.0]<table><tr>{head}</tr>{body}</table></div>"


def sheet_entry(position: Position, ship: str) -> Ruling:
    """What one ship's line of its owner's record sheet says now, each entry with the case that has it noted [14.0].

    The verdict is the line as written (``"Chesapeake: hull 2, rigging 0, crew 6, 1 mast lost"``); the steps
    give the hull and rigging hits [10.1, 10.2], the Crew Value [10.12], then every further note
    (first broadsides [9.36], criticals [10.31-10.33]) and the ship's status [12.2].
    """
    s = position.ship(ship)
    line = SheetLine.of(s, position)
    steps = [
        Step("14.0", f"{s.name} is on the record sheet of {s.nationality}, the side that brought her"),
        Step("10.1", f"hull hits: {line.hull}"),
        Step("10.2", f"rigging hits: {line.rigging}"),
        Step("10.12", f"Crew Value now: {line.crew}"),
    ]
    steps += [Step(m.case, note) for m in MARKS if (note := m.sheet(s)) is not None]
    if line.status:
        steps.append(Step("12.2", line.status))
    parts = [f"hull {line.hull}", f"rigging {line.rigging}", f"crew {line.crew}", *line.notes]
    written = f"{s.name}: " + ", ".join(parts + ([line.status] if line.status else []))
    return RULINGS(f"what the record sheet notes for {s.name}", written, steps)


def record_sheet(position: Position, side: str) -> RecordSheet:
    """The record sheet a player of ``side`` keeps: every ship that side started with [14.0].

    A ship taken as a prize stays on its original owner's sheet, marked as a prize
    of its captor, because the sheet follows the ships a player brought to the battle.
    """
    sides = position.sides()
    if side not in sides:
        raise UnknownChoiceError("side", side, sides)
    return RecordSheet(side, tuple(SheetLine.of(s, position) for s in position.ships if s.nationality == side))
