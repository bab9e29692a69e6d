"""*As Per Margin* (Aelred Glidden): age-of-sail rules for an open table measured in inches.

The rules have no case numbers; rulings cite the section headings of the text with the
ids of our case index (``[FALLING ABOARD, APM-04c]``). Modules follow the sections:
``turn`` (TURN SEQUENCE), ``wind`` (CHANGES IN WIND, WIND SPEED, INITIAL WIND),
``turning`` (TURNING SHIPS, TACKING SHIPS), ``falling_aboard`` (FALLING ABOARD and its
additional notes), ``fire`` (FIRE, double dice, ranges, TABLE I), ``boarding``,
``tracking`` (ship types and tracking charts, pumps, striking and sinking), ``struck``
(struck ships and recapture), ``ships`` (a ship on the table), ``readings``, ``notation``,
``drawing``, ``bench_figures``, ``sections`` (the clauses of the text and the tutorial
teaching each) and ``explore`` (what the tutorials draw and let the reader vary).

What is built
    Readings for every lost or ambiguous point, the geometry on the kit's open table
    (arcs, rakes, range bands, the swept-path 3-inch check, drift), the rules as
    functions that take die results and return rulings, with exact odds, position
    notation (``notation``), the falling-aboard diagram (``drawing``) and a bench figure.

What is not (yet)
    The game on :mod:`sailkit.engine` (no ``RULES``, so the rule set is not registered),
    renderers for every kind of ruling and replays (the tutorials, tutorials/as_per_margin,
    draw rulings with ``explore.on_table``); see
    ``docs/as_per_margin/README.md``.
"""

from __future__ import annotations

from .boarding import board, boarding_dice, boarding_odds
from .falling_aboard import cut_grapples, falls_aboard, falls_aboard_odds, first_check
from .fire import bearing_side, fire_odds, is_rake, lowest_hit, measure, resolve_fire, table_i, volley
from .readings import DEFAULT as DEFAULT_READINGS
from .readings import READINGS
from .ships import HULL, Ship
from .struck import battery_boxes, may_be_fired_on, recapture, red_hot_shot, status
from .tracking import Chart, Damage, apply_hits, chart_for, pumps, pumps_odds, rate_of
from .turn import PHASES, Phase, side_one, step_of, wind_check_due
from .turning import crosses_wind, independent_extra, pivot, tack, tack_heading, tack_odds
from .wind import (
    WindSpeed,
    allowance,
    drift,
    initial_wind,
    initial_wind_odds,
    point_of_sail,
    wind_change,
    wind_change_odds,
)

#: Where the readings are documented, for a ruling's reading labels (relative to a tutorial).
READINGS_DOC = "../../docs/as_per_margin/readings.md"

__all__ = [
    "DEFAULT_READINGS",
    "HULL",
    "PHASES",
    "READINGS",
    "READINGS_DOC",
    "Chart",
    "Damage",
    "Phase",
    "Ship",
    "WindSpeed",
    "allowance",
    "apply_hits",
    "battery_boxes",
    "bearing_side",
    "board",
    "boarding_dice",
    "boarding_odds",
    "chart_for",
    "crosses_wind",
    "cut_grapples",
    "drift",
    "independent_extra",
    "falls_aboard",
    "falls_aboard_odds",
    "fire_odds",
    "first_check",
    "initial_wind",
    "initial_wind_odds",
    "is_rake",
    "lowest_hit",
    "may_be_fired_on",
    "measure",
    "pivot",
    "point_of_sail",
    "pumps",
    "pumps_odds",
    "rate_of",
    "recapture",
    "red_hot_shot",
    "resolve_fire",
    "side_one",
    "status",
    "step_of",
    "table_i",
    "tack",
    "tack_heading",
    "tack_odds",
    "volley",
    "wind_change",
    "wind_change_odds",
    "wind_check_due",
]
