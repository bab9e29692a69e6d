"""SPI's *Fighting Sail* (1981): square grid, the Case System.

Modules follow the rules' Major Sections: ``board`` (2.0, 5.1), ``wind`` (5.0),
``fire`` (9.0) ... Every rule function cites its case number in its docstring.
The entry points below take plain strings (``"0505"``, ``"NW"``, ``"A"``) and a
``readings=`` argument (see :mod:`.readings`).
"""
from __future__ import annotations

from ...geometry.compass import Direction
from .board import name, square
from .fire.arcs import blind_side, fire_arc
from .fire.ranges import range_points
from .fire.sight import line_of_sight
from .readings import DEFAULT as DEFAULT_READINGS
from .readings import READINGS
from .wind import movement_allowance, point_of_sail

__all__ = [
    "DEFAULT_READINGS",
    "READINGS",
    "Direction",
    "blind_side",
    "fire_arc",
    "line_of_sight",
    "movement_allowance",
    "name",
    "point_of_sail",
    "range_points",
    "square",
]
