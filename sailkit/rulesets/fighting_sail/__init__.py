"""SPI's *Fighting Sail* (1981): square grid, the Case System.

Modules follow the rules' Major Sections: ``board`` (2.1, 5.1), ``ships`` (2.2),
``wind`` (5.0), ``commands`` (6.0), ``movement`` and ``gauge`` (7.0), ``drift`` (8.0),
``fire`` (9.0), ``damage`` (10.0), ``melee`` (11.0), ``striking`` (12.0),
``strategic`` (13.0), ``recording`` (14.0), ``victory`` and ``scenarios`` (15.0). ``game`` plays the
Game-Turn of 4.2 as actions; ``notation`` reads and writes positions; ``drawing``
(matplotlib, imported only when drawing) and ``explorers`` (ipywidgets) serve the
tutorials.

The entry points below take plain strings (``"0505"``, ``"NW"``, ``"A"``) and a
``readings=`` argument (see :mod:`.readings` and ``docs/readings.md``).
"""

from __future__ import annotations

from typing import Any

from ...geometry.compass import Direction
from .actions import Action
from .board import name, square
from .cases import case, cases
from .commands import legal_commands
from .drift import drift_odds
from .fire.arcs import blind_side, fire_arc
from .fire.combat import arc_between, fire_options, fire_value, sight_between
from .fire.hits import critical_kind, hit_result
from .fire.odds import fire_odds, odds_for_value
from .fire.ranges import range_points
from .fire.sight import line_of_sight
from .game import Game, play_random, replay
from .gauge import weather_gauge
from .melee import melee_odds, unfoul_odds
from .movement import moves
from .notation import NotationError
from .readings import DEFAULT as DEFAULT_READINGS
from .readings import READINGS
from .recording import record_sheet
from .scenarios import scenario, scenario_info, scenarios
from .ships import counter, counters
from .state import Position, ShipState
from .strategic import burning_odds, swell_odds
from .striking import strike_ruling
from .turn import RULES
from .victory import result, victory_points
from .wind import movement_allowance, point_of_sail

#: The companion module the kit imports to time this rule set (``python -m sailkit.bench``).
BENCH = "sailkit.rulesets.fighting_sail.bench_figures"


def draw_position(position: Position, ax: Any = None, **kw: Any) -> list[Any]:
    """Draw a position on a matplotlib ``ax`` and return the artists (imports matplotlib now)."""
    from .drawing import draw_position as draw

    return draw(position, ax, **kw)


__all__ = [
    "BENCH",
    "DEFAULT_READINGS",
    "READINGS",
    "RULES",
    "Action",
    "Direction",
    "Game",
    "NotationError",
    "Position",
    "arc_between",
    "sight_between",
    "ShipState",
    "blind_side",
    "burning_odds",
    "case",
    "cases",
    "counter",
    "counters",
    "critical_kind",
    "draw_position",
    "drift_odds",
    "fire_arc",
    "fire_odds",
    "fire_options",
    "fire_value",
    "hit_result",
    "legal_commands",
    "line_of_sight",
    "melee_odds",
    "movement_allowance",
    "moves",
    "name",
    "odds_for_value",
    "play_random",
    "point_of_sail",
    "range_points",
    "record_sheet",
    "replay",
    "result",
    "scenario",
    "scenario_info",
    "scenarios",
    "square",
    "strike_ruling",
    "swell_odds",
    "unfoul_odds",
    "victory_points",
    "weather_gauge",
]
