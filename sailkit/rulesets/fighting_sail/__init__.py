"""SPI's *Fighting Sail* (1981): square grid, the Case System.

Everything a tutorial or a club uses is here, one import away
(``import sailkit.rulesets.fighting_sail as fs``). Questions are functions that take
plain strings (``"0505"``, ``"NW"``, ``"Shannon"``) and a ``readings=`` argument (see
``docs/readings.md``), and answer with a ruling that cites its cases: a
:class:`~sailkit.rulings.Ruling`, a number or word that carries one (``RuledInt``,
``RuledStr``), or exact odds (:class:`~sailkit.dice.Distribution`). ``docs/api.md``
lists the questions a club asks with the function that answers each. By section:

* the cases [Case System]: ``case``, ``cases``, ``rules_cases``, ``case_summary``,
  ``Case``, ``CaseNumber``; a case knows its summary, readings and tutorial;
* map, counters and positions [2.1, 2.2, 5.1, 14.0]: ``square``, ``name``,
  ``Direction``, ``counter``, ``counters``, ``placeholders``, ``custom_counter`` (a
  club's own ship), ``Counter``, ``UnknownShipError``, ``Position``, ``ShipState``,
  ``NotationError``, ``scenario``, ``scenario_info``, ``scenarios``, ``draw_position``;
* the Game-Turn [4.0]: ``Game``, ``Action``, ``RULES``, ``play_random``, ``replay``; the computer captain ``Captain``;
* wind [5.0]: ``point_of_sail``, ``movement_allowance``;
* commands [6.0]: ``legal_commands``, ``command_ruling``, ``give_command``,
  ``wheel_test``, ``wheel_test_odds``;
* movement [7.0]: ``allowance``, ``entry_cost``, ``start_movement``, ``moves``,
  ``step_options``, ``apply_step``, ``may_back_sail``, ``may_heave_to``; the weather
  gauge [7.2]: ``weather_gauge``, ``gauge_holder``, ``must_move_first``;
* drift [8.0]: ``drift_faces``, ``drift_odds`` (the module ``drift`` applies a die:
  ``drift.drift``);
* fire combat [9.0]: ``range_points``, ``line_of_sight``, ``sight_between``,
  ``fire_arc``, ``arc_between``, ``blind_side``, ``can_fire``, ``fire_options``,
  ``fire_value``, ``fire_odds``, ``odds_for_value``, ``hit_result``,
  ``critical_kind``, ``critical_distribution``, ``resolve_fire``;
* damage [10.0]: ``crew_value``, ``allowance_cap``, ``apply_hits``, ``apply_critical``;
* melee [11.0]: ``fire_order``, ``fouled_targets``, ``boarding_value``, ``side_total``,
  ``melee_odds``, ``may_unfoul``, ``unfoul_options``, ``unfoul_target``, ``unfoul``,
  ``unfoul_odds`` (the module ``melee`` fights one with its dice: ``melee.melee``);
* striking [12.0]: ``abandonment``, ``strike_ruling``, ``strikes_on_arrival``;
* the Strategic Cycle [13.0]: ``cycle_due``, ``leeward``, ``swell_exemption``,
  ``swell_candidates``, ``swell``, ``swell_odds``, ``burning_ships``, ``burn``,
  ``burning_odds``, ``studding_phase``, ``studding_lapse``;
* recording [14.0]: ``record_sheet``;
* the end of a game [15.0-GL, 15.0-VC]: ``game_length``, ``damage_possible``,
  ``result``, ``victory_points``;
* readings: ``READINGS``, ``DEFAULT_READINGS``;
* for the kit's registry (:mod:`sailkit.registry`): ``RULES``, ``BENCH``,
  ``CASE_SUMMARY``.

Modules follow the rules' Major Sections: ``board`` (2.1, 5.1), ``ships`` (2.2),
``wind`` (5.0), ``commands`` (6.0), ``movement``, ``staying`` and ``gauge`` (7.0),
``drift`` (8.0), ``fire`` (9.0), ``damage`` (10.0), ``melee`` (11.0), ``striking``
(12.0), ``strategic`` (13.0), ``recording`` (14.0), ``victory`` and ``scenarios``
(15.0). ``game`` plays the Game-Turn of 4.2 as actions; ``notation`` reads and writes
positions; ``drawing`` (matplotlib, imported only when drawing) and ``explorers``
(ipywidgets) serve the tutorials. ``fs.drift`` and ``fs.melee`` are the modules:
exporting their functions of the same name would hide them (``from . import drift``
would get the function); ``fs.cases`` and ``fs.scenarios``, older exports, are the
functions and hide their modules.
"""

from __future__ import annotations

from typing import Any

from ...geometry.compass import Direction
from .actions import Action
from .board import name, square
from .cases import Case, CaseNumber, case, case_summary, cases, rules_cases
from .commands import command_ruling, give_command, legal_commands, wheel_test, wheel_test_odds
from .damage import allowance_cap, apply_critical, apply_hits, crew_value
from .drift import drift_faces, drift_odds
from .fire.arcs import blind_side, fire_arc
from .fire.combat import arc_between, can_fire, fire_options, fire_value, resolve_fire, sight_between
from .fire.hits import critical_distribution, critical_kind, hit_result
from .fire.odds import fire_odds, odds_for_value
from .fire.ranges import range_points
from .fire.sight import line_of_sight
from .game import Game, play_random, replay
from .gauge import gauge_holder, must_move_first, weather_gauge
from .melee import (
    boarding_value,
    fire_order,
    fouled_targets,
    may_unfoul,
    melee_odds,
    side_total,
    unfoul,
    unfoul_odds,
    unfoul_options,
    unfoul_target,
)
from .movement import allowance, apply_step, entry_cost, moves, start_movement, step_options
from .notation import NotationError
from .readings import DEFAULT as DEFAULT_READINGS
from .readings import READINGS
from .recording import record_sheet
from .scenarios import scenario, scenario_info, scenarios
from .ships import Counter, UnknownShipError, counter, counters, placeholders
from .state import Position, ShipState, custom_counter
from .staying import may_back_sail, may_heave_to
from .strategic import (
    burn,
    burning_odds,
    burning_ships,
    cycle_due,
    leeward,
    studding_lapse,
    studding_phase,
    swell,
    swell_candidates,
    swell_exemption,
    swell_odds,
)
from .striking import abandonment, strike_ruling, strikes_on_arrival
from .turn import RULES
from .victory import damage_possible, game_length, result, victory_points
from .wind import movement_allowance, point_of_sail

#: The companion module the kit imports to time this rule set (``python -m sailkit.bench``).
BENCH = "sailkit.rulesets.fighting_sail.bench_figures"
#: What a case rules, by number, for the kit's rulings (:meth:`sailkit.rulings.Ruling.case_summaries`).
CASE_SUMMARY = case_summary
#: Registers the diagrams of this rule set's rulings, positions and games (imported only when one is drawn).
DRAWING = "sailkit.rulesets.fighting_sail.drawing"
#: Where a notebook in ``tutorials/`` finds every reading explained (a ruling's reading labels link there).
READINGS_DOC = "../docs/readings.md#every-reading"


def draw_position(position: Position, ax: Any = None, **kw: Any) -> list[Any]:
    """Draw a position on a matplotlib ``ax`` and return the artists (imports matplotlib now) [2.1, 5.1, 9.31b].

    The map around the ships, each counter with its bow toward its heading, and the
    wind; keyword arguments add overlays (fields of fire, sight lines, ranges).
    """
    from .drawing import draw_position as draw

    return draw(position, ax, **kw)


__all__ = [
    "BENCH",
    "CASE_SUMMARY",
    "DEFAULT_READINGS",
    "READINGS",
    "RULES",
    "Action",
    "Case",
    "CaseNumber",
    "Counter",
    "Direction",
    "Game",
    "NotationError",
    "Position",
    "ShipState",
    "UnknownShipError",
    "abandonment",
    "allowance",
    "allowance_cap",
    "apply_critical",
    "apply_hits",
    "apply_step",
    "arc_between",
    "blind_side",
    "boarding_value",
    "burn",
    "burning_odds",
    "burning_ships",
    "can_fire",
    "case",
    "case_summary",
    "cases",
    "command_ruling",
    "counter",
    "counters",
    "crew_value",
    "critical_distribution",
    "critical_kind",
    "custom_counter",
    "cycle_due",
    "damage_possible",
    "draw_position",
    "drift_faces",
    "drift_odds",
    "entry_cost",
    "fire_arc",
    "fire_odds",
    "fire_options",
    "fire_order",
    "fire_value",
    "fouled_targets",
    "game_length",
    "gauge_holder",
    "give_command",
    "hit_result",
    "leeward",
    "legal_commands",
    "line_of_sight",
    "may_back_sail",
    "may_heave_to",
    "may_unfoul",
    "melee_odds",
    "movement_allowance",
    "moves",
    "must_move_first",
    "name",
    "odds_for_value",
    "placeholders",
    "play_random",
    "point_of_sail",
    "range_points",
    "record_sheet",
    "replay",
    "resolve_fire",
    "result",
    "rules_cases",
    "scenario",
    "scenario_info",
    "scenarios",
    "side_total",
    "sight_between",
    "square",
    "start_movement",
    "step_options",
    "strike_ruling",
    "strikes_on_arrival",
    "studding_lapse",
    "studding_phase",
    "swell",
    "swell_candidates",
    "swell_exemption",
    "swell_odds",
    "unfoul",
    "unfoul_odds",
    "unfoul_options",
    "unfoul_target",
    "victory_points",
    "weather_gauge",
    "wheel_test",
    "wheel_test_odds",
]


def __getattr__(name: str) -> object:
    """The computer captain (``Captain``) loads on first use: it is large and a rules question never needs it."""
    if name == "Captain":
        from .captain import Captain

        return Captain
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
