"""SPI's *Fighting Sail* (1981): square grid, the Case System.

Everything a tutorial or a club uses, one import away (``import sailkit.rulesets.fighting_sail as fs``). Questions
take plain strings (``"0505"``, ``"NW"``, ``"Shannon"``) and ``readings=``, and answer with a ruling citing its
cases, a ``RuledInt``/``RuledStr``, or a :class:`~sailkit.dice.Distribution` (``docs/api.md``). By section:

* the cases: ``case``, ``cases``, ``rules_cases``, ``case_summary``, ``Case``, ``CaseNumber``, ``index_table``;
* map, counters, positions [2.1, 2.2, 5.1, 14.0]: ``square``, ``name``, ``Direction``, ``counter``, ``counters``,
  ``placeholders``, ``custom_counter``, ``Counter``, ``UnknownShipError``, ``Position``, ``ShipState``,
  ``NotationError``, ``scenario``, ``scenario_info``, ``scenarios``, ``draw_position`` (``arcs_for``, ``sight``,
  ``ranges_from``);
* the Game-Turn [4.0, 4.1, 4.2]: ``Game``, ``Action``, ``RULES``, ``play_random``, ``replay``, ``Captain``,
  ``turn_outline``, ``STAGES``, ``stage_of``, ``PHASES``;
* wind [5.0]: ``point_of_sail``, ``movement_allowance``, ``sailing_rose``, ``wind_side``;
* commands [6.0]: ``legal_commands``, ``command_ruling``, ``give_command``, ``wheel_test``, ``wheel_test_odds``;
* movement [7.0, 7.2]: ``allowance``, ``entry_cost``, ``start_movement``, ``moves``, ``step_options``,
  ``apply_step``, ``may_back_sail``, ``back_sail_again``, ``may_heave_to``, ``weather_gauge``, ``gauge_holder``,
  ``must_move_first``;
* drift [8.0]: ``drift``, ``drift_again``, ``drift_faces``, ``drift_odds``, ``drift_ruling``, ``drift_swing``;
* fire combat [9.0]: ``range_points``, ``line_of_sight``, ``sight_between``, ``fire_arc``, ``arc_between``,
  ``blind_side``, ``can_fire``, ``fire_options``, ``fire_value``, ``fire_modifier``, ``fire_odds``,
  ``odds_for_value``, ``hit_result``, ``critical_kind``, ``critical_distribution``, ``resolve_fire``,
  ``fields_of_fire``, ``fields_of``, ``ranges_from_ship``;
* damage [10.0]: ``crew_value``, ``allowance_cap``, ``dead_in_water``, ``apply_hits``, ``apply_critical``;
* melee [11.0]: ``melee_squares``, ``closed_to_outside_fire``, ``fire_order``, ``fouled_targets``,
  ``boarding_value``, ``side_total``, ``melee``, ``melee_odds``, ``may_unfoul``, ``unfoul_options``,
  ``unfoul_placement``, ``unfoul_target``, ``unfoul``, ``unfoul_odds``;
* striking [12.0]: ``abandonment``, ``strike_ruling``, ``strikes_on_arrival``;
* the Strategic Cycle [13.0]: ``cycle_due``, ``leeward``, ``swell_exemption``, ``swell_candidates``, ``swell``,
  ``swell_odds``, ``burning_ships``, ``burn``, ``burning_odds``, ``studding_phase``, ``studding_lapse``;
* recording [14.0]: ``record_sheet``, ``sheet_entry``;
* the end [15.0-GL, 15.0-VC]: ``game_length``, ``damage_possible``, ``on_printed_map``, ``result``, ``outcome``,
  ``victory_points``;
* readings, errors and the kit: ``READINGS``, ``DEFAULT_READINGS``, ``InvalidInputError``, ``IllegalActionError``,
  ``RULESET``.

Modules follow the Major Sections: ``board`` (2.1, 5.1), ``ships`` (2.2), ``wind`` (5.0), ``commands`` (6.0),
``movement``, ``back_sail_heave_to``, ``gauge`` (7.0), ``drifting`` (8.0), ``fire`` (9.0), ``damage`` (10.0),
``melee_combat`` (11.0), ``striking`` (12.0), ``strategic`` (13.0), ``recording`` (14.0), ``victory``,
``scenarios`` (15.0); ``game`` plays 4.2 as actions, ``notation`` reads positions, ``faces`` show them. The
package's names are functions, classes and constants, never modules (``fs.cases``, ``fs.drift`` and ``fs.melee`` are
functions).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...errors import IllegalActionError, InvalidInputError
from ...geometry.compass import Direction
from ...namespace import LazyNames, public_names_only
from ...ruleset import Capability, RuleSet

# Everything else loads on first use (see ``__getattr__``).
from .cases import Case, CaseNumber, case, case_summary, cases, rules_cases
from .scenarios import scenario, scenario_info, scenarios

if TYPE_CHECKING:
    from .state import Position

#: Where each name of the package is defined, loaded on first use (:class:`~sailkit.namespace.LazyNames`), so that
#: ``import sailkit.rulesets.fighting_sail`` stays cheap (``python -m sailkit.bench import``).
_DEFINED: dict[str, str] = {
    ".actions": "Action",
    ".board": "name square",
    ".ships": "Counter UnknownShipError counter counters placeholders",
    ".state": "Position ShipState custom_counter",
    ".notation": "NotationError",
    ".game": "Game play_random replay",
    ".rules": "RULES",
    ".sequence": "STAGES stage_of turn_outline",
    ".turn": "PHASES",
    ".wind": "movement_allowance point_of_sail sailing_rose wind_side",
    ".commands": "command_ruling give_command legal_commands wheel_test wheel_test_odds",
    ".movement": "allowance apply_step back_sail_again entry_cost moves start_movement step_options",
    ".back_sail_heave_to": "may_back_sail may_heave_to",
    ".gauge": "gauge_holder must_move_first weather_gauge",
    ".drifting": "drift drift_again drift_faces drift_odds drift_ruling drift_swing",
    ".fire.ranges": "range_points",
    ".fire.sight": "line_of_sight",
    ".fire.arcs": "blind_side fields_of_fire fire_arc",
    ".fire.combat": (
        "arc_between can_fire fields_of fire_options fire_value ranges_from_ship resolve_fire sight_between"
    ),
    ".fire.odds": "fire_odds odds_for_value",
    ".fire.modifiers": "fire_modifier",
    ".fire.hits": "critical_distribution critical_kind hit_result",
    ".damage": "allowance_cap apply_critical apply_hits crew_value dead_in_water",
    ".melee_combat": (
        "boarding_value closed_to_outside_fire fire_order fouled_targets may_unfoul melee melee_odds melee_squares "
        "side_total unfoul unfoul_odds unfoul_options unfoul_placement unfoul_target"
    ),
    ".striking": "abandonment strike_ruling strikes_on_arrival",
    ".strategic": (
        "burn burning_odds burning_ships cycle_due leeward studding_lapse studding_phase swell swell_candidates "
        "swell_exemption swell_odds"
    ),
    ".recording": "record_sheet sheet_entry",
    ".victory": "damage_possible game_length on_printed_map outcome result victory_points",
    ".readings": "DEFAULT_READINGS=DEFAULT READINGS",
    ".cases": "index_table",
    ".captain": "Captain",
}
_NAMES = LazyNames.of(__name__, _DEFINED)

#: The rule set as the kit sees it (:mod:`sailkit.ruleset`): where each part lives, what it offers.
RULESET = RuleSet(
    "fighting_sail",
    "Fighting Sail",
    __name__,
    frozenset(Capability),
    notation_at=".state:NOTATION",
    scenarios_at=".game:SCENARIOS",
    captain_at=".captain:Captain",
    readings_doc="docs/readings.md",
)


def draw_position(position: Position, ax: Any = None, **kw: Any) -> list[Any]:
    """Draw a position on a matplotlib ``ax`` and return the artists (imports matplotlib now) [2.1, 5.1, 9.31b].

    Overlays: those of :func:`.drawing.draw_position`, and by ship name ``arcs_for="Shannon"``, ``sight=("Shannon",
    "Chesapeake")``, ``ranges_from="Shannon"`` [9.31a-c, 9.35]."""
    from .faces.drawing import draw_position as draw
    from .fire.combat import overlays

    return draw(position, ax, **overlays(position, **kw))


#: Every name a user imports, sorted as ruff sorts them; the captain is left out: a rules question never needs it.
__all__ = ["RULESET", "Case", "CaseNumber", "Direction", "IllegalActionError", "InvalidInputError", "case"]
__all__ += ["case_summary", "cases", "draw_position", "rules_cases", "scenario", "scenario_info", "scenarios"]
__all__ = _NAMES.exports(*__all__, leave_out=("Captain",))


def __getattr__(name: str) -> object:
    """A name of the package, loaded on first use from the module that defines it."""
    return _NAMES.load(name)


public_names_only(__name__)
