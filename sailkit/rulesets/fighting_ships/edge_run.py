"""A big steamship running for the edge [5.6.4, 1.5.4]: what the engine marks when she fails her strike test, and
what her fleet loses when she leaves.

A steamship of destroyer size or larger (:func:`.rams.runs_for_edge`) that fails the strike test does not strike:
she makes for the table edge nearest her mainmast then (:func:`.rams.nearest_edge`), fighting as she goes, and
leaves the battle when she crosses it [5.6.4, 1.5.4]. Her fleet loses her Hull in morale once, when she fails or when
she leaves (reading ``edge_run_morale``); a ship that sinks on the way costs it as any sunk ship does.
"""

from __future__ import annotations

from math import cos, radians

from ...rulings import Step
from .notation import Position, Vessel
from .rams import nearest_edge
from .readings import RULINGS


def gap(edge: str, x: float, y: float, table: tuple[int, int]) -> float:
    """The inches from the point ``x, y`` to ``edge`` of a table ``table`` (width, depth) wide [1.5.4]."""
    width, depth = table
    return {"north": depth - y, "east": width - x, "south": y, "west": x}[edge]


#: The heading that points straight at each edge [1.5.4].
HEADINGS = {"north": 0.0, "east": 90.0, "south": 180.0, "west": 270.0}


def closing(
    edge: str, before: tuple[float, float], after: tuple[float, float, float], table: tuple[int, int]
) -> tuple[float, float]:
    """How well a manoeuvre from the point ``before`` to the pose ``after`` (x, y, heading) makes for ``edge``: the
    inches it closes on it, then how straight her bow points at it (the cosine), each rounded so that equal runs
    compare equal [5.6.4]."""
    closed = gap(edge, *before, table) - gap(edge, after[0], after[1], table)
    return round(closed, 4), round(cos(radians(after[2] - HEADINGS[edge])), 4)


def runs_off(pos: Position, v: Vessel, steps: list[Step]) -> tuple[Position, Vessel]:
    """``pos`` once ``v`` has failed her strike test as a big steamship [5.6.4]: she fights on, marked as running
    for the edge nearest her mainmast; under reading ``edge_run_morale=on-failing`` her fleet loses her Hull now (the
    strike test's own ruling counts it when the test came with her damage)."""
    edge = nearest_edge(v.ship, *pos.table)
    steps += edge.steps
    v = v.with_(running=str(edge.verdict))
    return pos.put(v), v


def leaving_loss(pos: Position, v: Vessel, steps: list[Step]) -> int:
    """The morale ``v``'s fleet loses as the runner ``v`` crosses the edge and leaves play [5.6.4, 1.5.4]: her Hull
    under reading ``edge_run_morale=on-leaving``, nothing under ``on-failing`` (it went when she failed)."""
    hull = v.ship.cls.hull
    if pos.readings["edge_run_morale"] == "on-leaving":
        said = f"{v.name} crosses the {v.running} edge and leaves the battle: her fleet loses {hull} morale, her Hull"
        steps.append(RULINGS.step("5.6.4", said, pos.readings, "edge_run_morale"))
        return hull
    said = f"{v.name} crosses the {v.running} edge and leaves the battle: her Hull went when she failed her test"
    steps.append(RULINGS.step("5.6.4", said, pos.readings, "edge_run_morale"))
    return 0


def sinking_refund(pos: Position, v: Vessel, steps: list[Step]) -> int:
    """The morale given back when the runner ``v`` sinks under reading ``edge_run_morale=on-failing``: her Hull went
    when she failed, so her sinking costs it no second time [5.6.4]."""
    if not v.running or pos.readings["edge_run_morale"] != "on-failing":
        return 0
    said = f"{v.name} sinks as she runs: her Hull went when she failed her test, not twice"
    steps.append(RULINGS.step("5.6.4", said, pos.readings, "edge_run_morale"))
    return v.ship.cls.hull


__all__ = ["HEADINGS", "closing", "gap", "leaving_loss", "runs_off", "sinking_refund"]
