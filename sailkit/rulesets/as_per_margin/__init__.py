"""*As Per Margin* (Aelred Glidden): age-of-sail rules for an open table measured in inches.

The rules have no case numbers; rulings cite the section headings of the text with the
ids of our case index (``[FALLING ABOARD, APM-04c]``). Modules follow the sections:
``turn`` (TURN SEQUENCE), ``wind`` (CHANGES IN WIND, WIND SPEED, INITIAL WIND),
``turning`` (TURNING SHIPS, TACKING SHIPS), ``falling_aboard`` (FALLING ABOARD and its
additional notes), ``fire`` (FIRE, double dice, ranges, TABLE I), ``boarding``,
``tracking`` (ship types and tracking charts, pumps, striking and sinking), ``struck``
(struck ships and recapture), ``ships`` (a ship on the table), ``readings``, ``notation``,
``drawing`` and ``bench_figures``; ``actions``, ``scenarios`` (sailkit's own set-ups:
the text's only scenario is lost) and ``game`` (the turn on :mod:`sailkit.engine`).

What is built
    Readings for every lost or ambiguous point, the geometry on the kit's open table
    (arcs, rakes, range bands, the swept-path 3-inch check, drift), the rules as
    functions that take die results and return rulings, with exact odds, position
    notation (``notation``), the falling-aboard diagram (``drawing``), bench figures,
    and the game: ``RULES`` plays the whole TURN SEQUENCE with dice as ``roll`` actions,
    moves as a pivot then a run of any exact length the wind allows, falling-aboard
    checks mid-move, fire, boarding, grapples, struck ships and recapture, pumps,
    sinking, independent ships' extra die or pivot, shore batteries with red-hot shot
    (Table III is lost: reading ``table_iii``) and the end; records
    (``[Game "As Per Margin"]``) replay and validate; a greedy ``captain`` and the
    annotated sample game (``samples``).

What is not (yet)
    Renderers for every kind of ruling, the replayer's picture of the open table,
    tutorials; see ``docs/as_per_margin/README.md``.
"""

from __future__ import annotations

from .actions import APMAction
from .boarding import board, boarding_dice, boarding_odds
from .falling_aboard import cut_grapples, falls_aboard, falls_aboard_odds, first_check
from .fire import bearing_side, fire_odds, is_rake, lowest_hit, resolve_fire, table_i, volley
from .game import RULES, AsPerMarginGame, AsPerMarginRules, State
from .notation import Position
from .readings import DEFAULT as DEFAULT_READINGS
from .readings import READINGS
from .scenarios import Setup, frigate_duel, scenario, squadron_action
from .ships import HULL, Ship
from .struck import may_be_fired_on, recapture, status
from .tracking import Chart, Damage, apply_hits, chart_for, pumps, pumps_odds, rate_of
from .turn import PHASES, Phase, side_one, wind_check_due
from .turning import crosses_wind, pivot, tack, tack_heading, tack_odds
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

Game = AsPerMarginGame

#: imported by ``python -m sailkit.bench``
BENCH = "sailkit.rulesets.as_per_margin.bench_figures"
#: The module that draws this rule set's rulings and positions (see :mod:`sailkit.figures`).
DRAWING = "sailkit.rulesets.as_per_margin.drawing"
#: The module holding this rule set's rulings desk (see :mod:`sailkit.questions`).
DESK = "sailkit.rulesets.as_per_margin.questions"
#: The module holding this rule set's part of the replayer (see :mod:`sailkit.replayer.support`).
REPLAY = "sailkit.rulesets.as_per_margin.replaying"

#: Where the readings are documented, for a ruling's reading labels (relative to a tutorial).
READINGS_DOC = "../../docs/as_per_margin/readings.md"

__all__ = [
    "BENCH",
    "DEFAULT_READINGS",
    "RULES",
    "APMAction",
    "AsPerMarginGame",
    "AsPerMarginRules",
    "Game",
    "Position",
    "Setup",
    "State",
    "frigate_duel",
    "scenario",
    "squadron_action",
    "DESK",
    "DRAWING",
    "REPLAY",
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
    "bearing_side",
    "board",
    "boarding_dice",
    "boarding_odds",
    "chart_for",
    "crosses_wind",
    "cut_grapples",
    "drift",
    "falls_aboard",
    "falls_aboard_odds",
    "fire_odds",
    "first_check",
    "initial_wind",
    "initial_wind_odds",
    "is_rake",
    "lowest_hit",
    "may_be_fired_on",
    "pivot",
    "point_of_sail",
    "pumps",
    "pumps_odds",
    "rate_of",
    "recapture",
    "resolve_fire",
    "side_one",
    "status",
    "table_i",
    "tack",
    "tack_heading",
    "tack_odds",
    "volley",
    "wind_change",
    "wind_change_odds",
    "wind_check_due",
]
