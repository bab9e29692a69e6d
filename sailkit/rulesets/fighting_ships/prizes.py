"""Prizes [6.1]: a ship taken by boarders sails for home under a prize crew, fights no more, and may be retaken.

The text says a prize makes for a friendly port, leaving the table, and that her skeleton crew cannot fight her; it
says prizes can be retaken but not how her crew defends nor how closely she must keep her course. Two readings say
it: ``prize_course`` (``homeward``: no manoeuvre may carry her mainmast farther from the nearest table edge; ``free``)
and ``prize_crew`` (her boarders against a recapture: ``half-stat``, half her Boarding stat rounded up; ``full-stat``).
"""

from __future__ import annotations

from ...geometry.board import measured
from ...geometry.table import Pose
from ...readings import Readings
from ...rulings import Step
from .boarding import Boarder
from .dice import halved
from .notation import Vessel
from .readings import RULINGS


def edge_distance(pose: Pose, table: tuple[int, int]) -> float:
    """How far the mainmast at ``pose`` lies from the nearest edge of a ``table`` (width, depth) in inches [1.5.4]."""
    width, depth = table
    return measured(min(pose.x, pose.y, width - pose.x, depth - pose.y))


def homeward(before: Pose, after: Pose, table: tuple[int, int], readings: Readings) -> Step | None:
    """``None`` when a prize may sail from ``before`` to ``after`` (reading ``prize_course``), else the step that
    refuses it [6.1]."""
    if readings["prize_course"] == "free":
        return None
    was, now = edge_distance(before, table), edge_distance(after, table)
    if now <= was:
        return None
    said = f"a prize makes for the table's edge: this leaves her {now:g} inches from it, not {was:g}"
    return RULINGS.step("6.1", said, readings, "prize_course")


def boarder(v: Vessel, readings: Readings) -> tuple[Boarder, list[Step]]:
    """``v`` as she fights a boarding action [6.1, 6.2]: her Boarding stat (halved for a Damage token) and her marine
    counters; a prize's skeleton crew under reading ``prize_crew``, with the step saying so."""
    if v.fate != "prize":
        return Boarder(v.name, v.ship.cls.boarding, v.ship.cls.hull, v.damage > 0, v.marines), []
    stat = v.ship.cls.boarding
    if readings["prize_crew"] == "half-stat":
        said = f"{v.name} is a prize: her skeleton crew fights with half her Boarding, {halved(stat)}"
        return Boarder(v.name, stat, v.ship.cls.hull, True), [RULINGS.step("6.1", said, readings, "prize_crew")]
    said = f"{v.name} is a prize: her crew fights with her Boarding stat as her tokens leave it"
    step = RULINGS.step("6.1", said, readings, "prize_crew")
    return Boarder(v.name, stat, v.ship.cls.hull, v.damage > 0), [step]


__all__ = ["boarder", "edge_distance", "homeward"]
