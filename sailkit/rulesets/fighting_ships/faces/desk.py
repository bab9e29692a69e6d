"""*Fighting Ships*' rulings desk: the open table as the pickers show it, on the kit's desk base.

A desk position is a :class:`~..notation.Position` (one line, ``FSH turn 1 ...``), which carries its readings; a
ship is placed by her mainmast (inches East and North) and heading, and a reading switched rebuilds every base
under it (the bases' sizes and the mainmast point are readings [1.2, 1.4]). The questions are
:data:`..questions.QUESTIONS`; a plan is typed as manoeuvres joined by commas (``M2+30,T90``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ....geometry.board import format_real
from ....questions import TableDesk
from ....readings import Readings
from ....renderers import drawn
from ..notation import TABLE, Position, parse_position
from ..ships import ship_classes

#: The manoeuvres the pickers offer, as the engine offers them [4.1.1f-h].
MANOEUVRES = ("M2", "M2+30", "M2-30", "M1", "T+90", "T-90", "W+90", "W-90")
#: The longest plan a sailing roll allows: one point a Sailing die at most [4.1.1a], the best Sailing stat of a ship
#: that sails (steam and oars move by 4.1.2's rules, not by plans of manoeuvres).
LONGEST = max(c.sailing for c in ship_classes().values() if "sail" in c.motive)


def _plans() -> tuple[str, ...]:
    """The plans the picker offers: every plan of one or two manoeuvres; longer ones, up to :data:`LONGEST`, as a
    player sails them: straight runs, runs curving one way, runs ending in a turn or a short run, and a tack or wear
    followed by straight runs (any other plan may be typed)."""
    out = list(MANOEUVRES) + [f"{a},{b}" for a in MANOEUVRES for b in MANOEUVRES]
    for n in range(3, LONGEST + 1):
        out += [",".join([m] * n) for m in ("M2", "M2+30", "M2-30")]
        out += [",".join(["M2"] * (n - 1) + [m]) for m in ("M2+30", "M2-30", "M1")]
        out += [",".join([m] + ["M2"] * (n - 1)) for m in MANOEUVRES[4:]]
    return tuple(dict.fromkeys(out))


PLANS = _plans()
POINTS = tuple(str(n) for n in range(0, 13))


class FightingShipsDesk(TableDesk):
    """The desk's board of *Fighting Ships*: a table up to 48 inches square, a ship placed by mainmast and heading."""

    def more_choices(self, position: Position, kind: str) -> Sequence[str]:
        """What the pickers suggest (any other plan or number may be typed): :data:`PLANS`, made of the manoeuvres
        the engine offers [4.1.1f-h]; sailing points, or what the plan costs; the position's boat counters [6.3]."""
        if kind == "plan":
            return PLANS
        if kind == "boat":  # the boat counters of the position [6.3]
            return tuple(b.name for b in position.boats)
        return {"spend": ("plan", *POINTS), "points": POINTS}.get(kind, ())

    def place(self, position: Position, ship: str, square: str, heading: str) -> Position:
        """``position`` with ``ship``'s mainmast on the point ``square`` (``"x,y"`` in inches), her bow toward
        ``heading`` degrees."""
        v = position.vessel(ship)
        return position.put(v.with_(ship=v.ship.at(TABLE.parse_pose(f"{square}@{heading}"))))

    def remove(self, position: Position, ship: str) -> Position:
        gone = position.vessel(ship).name
        return replace(position, ships=tuple(v for v in position.ships if v.name != gone))

    def where(self, position: Position, ship: str) -> tuple[str, str, str]:
        pose = position.vessel(ship).ship.pose
        return format_real(pose.x), format_real(pose.y), format_real(pose.heading)

    def with_readings(self, position: Position, readings: Readings) -> Position:
        """``position`` under ``readings``, every base rebuilt under them."""
        return parse_position(str(replace(position, readings=readings)))

    def figure(self, position: Position) -> Any:
        return drawn(self.key, "position", position)


#: What the kit's desk (:mod:`sailkit.questions`) finds through this rule set's desk face.
DESK = FightingShipsDesk("fighting_ships", 48, 48, ".fsh")

__all__ = ["DESK", "LONGEST", "PLANS", "FightingShipsDesk"]
