"""Drawing for every board: primitives on points and shapely geometries, then thin helpers per board.

* :mod:`sailkit.draw.primitives`: the board-agnostic primitives, re-exported here
  (``draw.area``, ``draw.route``, ``draw.hull``, ``draw.key`` ...). They take plane
  points, shapely geometries and headings in degrees clockwise from North.
* :mod:`sailkit.draw.style`: the visual language, one meaning per colour, hatch and mark.
* :mod:`sailkit.draw.figure`: figure sizing (a fixed scale per plane unit), headings, alt text.
* :mod:`sailkit.draw.sheet`: the diagram sheet every ruling diagram is drawn on (heading, verdict line, the strip
  with the turn, the wind and the sides' key, the key under the board, alt text).
* :mod:`sailkit.draw.squares`: square grids (Fighting Sail); :mod:`sailkit.draw.hexes`:
  hex maps (Wooden Ships); :mod:`sailkit.draw.table`: the open table in inches (As Per
  Margin). Each is a thin layer on the same primitives.

matplotlib is imported when this package is, never by ``import sailkit``.
"""

from __future__ import annotations

from . import figure, primitives, sheet, style
from .figure import board_figure, describe, description, heading
from .primitives import (
    Key,
    area,
    arrow,
    colour_key,
    compass,
    die,
    direction,
    fit,
    frame,
    free_text,
    heading_arrow,
    hull,
    key,
    label_box,
    line,
    marker,
    route,
    ruler,
    text,
    tile,
    unit_points,
    wind,
    y_axis_of,
)
from .sheet import Sheet

__all__ = [
    "Key",
    "Sheet",
    "area",
    "arrow",
    "board_figure",
    "colour_key",
    "compass",
    "describe",
    "die",
    "description",
    "direction",
    "figure",
    "fit",
    "frame",
    "free_text",
    "heading",
    "heading_arrow",
    "hull",
    "key",
    "label_box",
    "line",
    "marker",
    "primitives",
    "route",
    "ruler",
    "sheet",
    "style",
    "text",
    "tile",
    "unit_points",
    "wind",
    "y_axis_of",
]
