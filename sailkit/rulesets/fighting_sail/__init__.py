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
  ``index_table`` links each to the part of the tutorials that teaches it;
* map, counters and positions [2.1, 2.2, 5.1, 14.0]: ``square``, ``name``,
  ``Direction``, ``counter``, ``counters``, ``placeholders``, ``custom_counter`` (a
  club's own ship), ``Counter``, ``UnknownShipError``, ``Position``, ``ShipState``,
  ``NotationError``, ``scenario``, ``scenario_info``, ``scenarios``, ``draw_position`` (overlays asked of the
  rules by ship name: ``arcs_for``, ``sight``, ``ranges_from``);
* the Game-Turn [4.0]: ``Game``, ``Action``, ``RULES``, ``play_random``, ``replay``; the computer captain ``Captain``;
  ``turn_outline`` (what a Game-Turn runs, in order [4.1, 4.2]);
* wind [5.0]: ``point_of_sail``, ``movement_allowance``, ``sailing_rose`` (every heading's, for the rose);
* commands [6.0]: ``legal_commands``, ``command_ruling``, ``give_command``,
  ``wheel_test``, ``wheel_test_odds``;
* movement [7.0]: ``allowance``, ``entry_cost``, ``start_movement``, ``moves``,
  ``step_options``, ``apply_step``, ``may_back_sail``, ``back_sail_again``, ``may_heave_to``; the weather
  gauge [7.2]: ``weather_gauge``, ``gauge_holder``, ``must_move_first``;
* drift [8.0]: ``drift_again``, ``drift_faces``, ``drift_odds``, ``drift_ruling`` (the module ``drift`` applies a die:
  ``drift.drift``);
* fire combat [9.0]: ``range_points``, ``line_of_sight``, ``sight_between``,
  ``fire_arc``, ``arc_between``, ``blind_side``, ``can_fire``, ``fire_options``,
  ``fire_value``, ``fire_odds``, ``odds_for_value``, ``hit_result``,
  ``critical_kind``, ``critical_distribution``, ``resolve_fire``; for a picture, ``fields_of_fire`` and
  ``fields_of`` (a ship's fields as squares), ``ranges_from_ship``;
* damage [10.0]: ``crew_value``, ``allowance_cap``, ``dead_in_water``, ``apply_hits``, ``apply_critical``;
* melee [11.0]: ``fire_order``, ``fouled_targets``, ``boarding_value``, ``side_total``,
  ``melee_odds``, ``may_unfoul``, ``unfoul_options``, ``unfoul_placement``, ``unfoul_target``, ``unfoul``,
  ``unfoul_odds`` (the module ``melee`` fights one with its dice: ``melee.melee``);
* striking [12.0]: ``abandonment``, ``strike_ruling``, ``strikes_on_arrival``;
* the Strategic Cycle [13.0]: ``cycle_due``, ``leeward``, ``swell_exemption``,
  ``swell_candidates``, ``swell``, ``swell_odds``, ``burning_ships``, ``burn``,
  ``burning_odds``, ``studding_phase``, ``studding_lapse``;
* recording [14.0]: ``record_sheet``, ``sheet_entry``;
* the end of a game [15.0-GL, 15.0-VC]: ``game_length``, ``damage_possible``, ``on_printed_map``,
  ``result``, ``outcome``, ``victory_points``;
* readings: ``READINGS``, ``DEFAULT_READINGS``;
* for the kit (:mod:`sailkit.registry`): ``RULESET``, where each part of the rule set lives and what it offers.

Modules follow the rules' Major Sections: ``board`` (2.1, 5.1), ``ships`` (2.2),
``wind`` (5.0), ``commands`` (6.0), ``movement``, ``staying`` and ``gauge`` (7.0),
``drift`` (8.0), ``fire`` (9.0), ``damage`` (10.0), ``melee`` (11.0), ``striking``
(12.0), ``strategic`` (13.0), ``recording`` (14.0), ``victory`` and ``scenarios``
(15.0). ``game`` plays the Game-Turn of 4.2 as actions; ``notation`` reads and writes
positions; ``drawing`` (matplotlib, imported only when drawing) and the ``faces`` folder
(the desk, the tutorials' explorers, the bench and the gallery) show it to people. ``fs.drift`` and ``fs.melee`` are the modules:
exporting their functions of the same name would hide them (``from . import drift``
would get the function); ``fs.cases`` and ``fs.scenarios``, older exports, are the
functions and hide their modules.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING, Any

from ...geometry.compass import Direction
from ...ruleset import Capability, Face, Lesson, RuleSet

# ``cases`` and ``scenarios`` are functions that hide their modules, so those two modules load now (a module
# loaded later would take its name back); everything else loads on first use (see ``__getattr__``).
from .cases import Case, CaseNumber, case, case_summary, cases, rules_cases
from .scenarios import scenario, scenario_info, scenarios

if TYPE_CHECKING:
    from .actions import Action
    from .board import name, square
    from .cases import index_table
    from .commands import command_ruling, give_command, legal_commands, wheel_test, wheel_test_odds
    from .damage import allowance_cap, apply_critical, apply_hits, crew_value, dead_in_water
    from .drift import drift_again, drift_faces, drift_odds, drift_ruling
    from .fire.arcs import blind_side, fields_of_fire, fire_arc
    from .fire.combat import (
        arc_between,
        can_fire,
        fields_of,
        fire_options,
        fire_value,
        ranges_from_ship,
        resolve_fire,
        sight_between,
    )
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
        unfoul_placement,
        unfoul_target,
    )
    from .movement import allowance, apply_step, back_sail_again, entry_cost, moves, start_movement, step_options
    from .notation import NotationError
    from .readings import DEFAULT as DEFAULT_READINGS
    from .readings import READINGS
    from .recording import record_sheet, sheet_entry
    from .sequence import turn_outline
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
    from .victory import damage_possible, game_length, on_printed_map, outcome, result, victory_points
    from .wind import movement_allowance, point_of_sail, sailing_rose

#: Where each name of the package is defined, loaded on first use: a question about the rules needs only its
#: own section, and ``import sailkit.rulesets.fighting_sail`` stays cheap (``python -m sailkit.bench import``).
_LAZY: dict[str, tuple[str, str]] = {
    "abandonment": (".striking", "abandonment"),
    "Action": (".actions", "Action"),
    "allowance": (".movement", "allowance"),
    "allowance_cap": (".damage", "allowance_cap"),
    "apply_critical": (".damage", "apply_critical"),
    "apply_hits": (".damage", "apply_hits"),
    "apply_step": (".movement", "apply_step"),
    "arc_between": (".fire.combat", "arc_between"),
    "back_sail_again": (".movement", "back_sail_again"),
    "blind_side": (".fire.arcs", "blind_side"),
    "boarding_value": (".melee", "boarding_value"),
    "burn": (".strategic", "burn"),
    "burning_odds": (".strategic", "burning_odds"),
    "burning_ships": (".strategic", "burning_ships"),
    "can_fire": (".fire.combat", "can_fire"),
    "command_ruling": (".commands", "command_ruling"),
    "Counter": (".ships", "Counter"),
    "counter": (".ships", "counter"),
    "counters": (".ships", "counters"),
    "crew_value": (".damage", "crew_value"),
    "critical_distribution": (".fire.hits", "critical_distribution"),
    "critical_kind": (".fire.hits", "critical_kind"),
    "custom_counter": (".state", "custom_counter"),
    "cycle_due": (".strategic", "cycle_due"),
    "damage_possible": (".victory", "damage_possible"),
    "dead_in_water": (".damage", "dead_in_water"),
    "DEFAULT_READINGS": (".readings", "DEFAULT"),
    "drift_again": (".drift", "drift_again"),
    "drift_faces": (".drift", "drift_faces"),
    "drift_odds": (".drift", "drift_odds"),
    "drift_ruling": (".drift", "drift_ruling"),
    "entry_cost": (".movement", "entry_cost"),
    "fields_of": (".fire.combat", "fields_of"),
    "fields_of_fire": (".fire.arcs", "fields_of_fire"),
    "fire_arc": (".fire.arcs", "fire_arc"),
    "fire_odds": (".fire.odds", "fire_odds"),
    "fire_options": (".fire.combat", "fire_options"),
    "fire_order": (".melee", "fire_order"),
    "fire_value": (".fire.combat", "fire_value"),
    "fouled_targets": (".melee", "fouled_targets"),
    "Game": (".game", "Game"),
    "game_length": (".victory", "game_length"),
    "gauge_holder": (".gauge", "gauge_holder"),
    "give_command": (".commands", "give_command"),
    "hit_result": (".fire.hits", "hit_result"),
    "index_table": (".cases", "index_table"),
    "leeward": (".strategic", "leeward"),
    "legal_commands": (".commands", "legal_commands"),
    "line_of_sight": (".fire.sight", "line_of_sight"),
    "may_back_sail": (".staying", "may_back_sail"),
    "may_heave_to": (".staying", "may_heave_to"),
    "may_unfoul": (".melee", "may_unfoul"),
    "melee_odds": (".melee", "melee_odds"),
    "movement_allowance": (".wind", "movement_allowance"),
    "moves": (".movement", "moves"),
    "must_move_first": (".gauge", "must_move_first"),
    "name": (".board", "name"),
    "NotationError": (".notation", "NotationError"),
    "odds_for_value": (".fire.odds", "odds_for_value"),
    "on_printed_map": (".victory", "on_printed_map"),
    "outcome": (".victory", "outcome"),
    "placeholders": (".ships", "placeholders"),
    "play_random": (".game", "play_random"),
    "point_of_sail": (".wind", "point_of_sail"),
    "Position": (".state", "Position"),
    "range_points": (".fire.ranges", "range_points"),
    "ranges_from_ship": (".fire.combat", "ranges_from_ship"),
    "READINGS": (".readings", "READINGS"),
    "record_sheet": (".recording", "record_sheet"),
    "replay": (".game", "replay"),
    "resolve_fire": (".fire.combat", "resolve_fire"),
    "result": (".victory", "result"),
    "RULES": (".turn", "RULES"),
    "sailing_rose": (".wind", "sailing_rose"),
    "sheet_entry": (".recording", "sheet_entry"),
    "ShipState": (".state", "ShipState"),
    "side_total": (".melee", "side_total"),
    "sight_between": (".fire.combat", "sight_between"),
    "square": (".board", "square"),
    "start_movement": (".movement", "start_movement"),
    "step_options": (".movement", "step_options"),
    "strike_ruling": (".striking", "strike_ruling"),
    "strikes_on_arrival": (".striking", "strikes_on_arrival"),
    "studding_lapse": (".strategic", "studding_lapse"),
    "studding_phase": (".strategic", "studding_phase"),
    "swell": (".strategic", "swell"),
    "swell_candidates": (".strategic", "swell_candidates"),
    "swell_exemption": (".strategic", "swell_exemption"),
    "swell_odds": (".strategic", "swell_odds"),
    "turn_outline": (".sequence", "turn_outline"),
    "unfoul": (".melee", "unfoul"),
    "unfoul_odds": (".melee", "unfoul_odds"),
    "unfoul_options": (".melee", "unfoul_options"),
    "unfoul_placement": (".melee", "unfoul_placement"),
    "unfoul_target": (".melee", "unfoul_target"),
    "UnknownShipError": (".ships", "UnknownShipError"),
    "victory_points": (".victory", "victory_points"),
    "weather_gauge": (".gauge", "weather_gauge"),
    "wheel_test": (".commands", "wheel_test"),
    "wheel_test_odds": (".commands", "wheel_test_odds"),
}

#: The rule set as the kit sees it (:mod:`sailkit.ruleset`): where each part lives, what it offers.
RULESET = RuleSet(
    "fighting_sail",
    "Fighting Sail",
    __name__,
    frozenset(Capability),
    rules_at=".turn:RULES",
    game_at=".game:Game",
    readings_at=".readings:READINGS",
    notation_at=".state:NOTATION",
    scenarios_at=".game:SCENARIOS",
    captain_at=".captain:Captain",
    # the one layout's faces (faces/desk.py ...); drawing and replay are named until they move into faces/ too
    faces={
        Face.DRAWING: ".drawing",
        Face.REPLAY: ".replaying",
        Face.DESK: ".faces.desk",
        Face.EXPLORERS: ".faces.explorers",
        Face.BENCH: ".faces.bench",
        Face.GALLERY: ".faces.gallery",
    },
    readings_doc="docs/readings.md",
    lessons=(
        Lesson("first_game", "lessons/01_first_game.sail", "01_first_game.ipynb", first_game=True),
        Lesson("movement", "lessons/05_movement.sail", "05_movement.ipynb"),
        Lesson("fire", "lessons/07_fire.sail", "07_fire_combat.ipynb"),
        Lesson("melee", "lessons/09_melee.sail", "09_melee.ipynb"),
    ),
)


def draw_position(position: Position, ax: Any = None, **kw: Any) -> list[Any]:
    """Draw a position on a matplotlib ``ax`` and return the artists (imports matplotlib now) [2.1, 5.1, 9.31b].

    The map around the ships, each counter with its bow toward its heading, and the
    wind; keyword arguments add overlays: those of :func:`.drawing.draw_position`, and
    those the rules answer by ship name first, ``arcs_for="Shannon"`` (her fields of fire),
    ``sight=("Shannon", "Chesapeake")`` (the line of sight), ``ranges_from="Shannon"`` (her
    Range Points to every other ship) [9.31a-c, 9.35].
    """
    from .drawing import draw_position as draw
    from .fire.combat import overlays

    return draw(position, ax, **overlays(position, **kw))


__all__ = [
    "DEFAULT_READINGS",
    "READINGS",
    "RULES",
    "RULESET",
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
    "back_sail_again",
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
    "dead_in_water",
    "draw_position",
    "drift_again",
    "drift_faces",
    "drift_odds",
    "drift_ruling",
    "entry_cost",
    "fields_of",
    "fields_of_fire",
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
    "index_table",
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
    "on_printed_map",
    "outcome",
    "placeholders",
    "play_random",
    "point_of_sail",
    "range_points",
    "ranges_from_ship",
    "record_sheet",
    "replay",
    "resolve_fire",
    "result",
    "rules_cases",
    "sailing_rose",
    "scenario",
    "scenario_info",
    "scenarios",
    "sheet_entry",
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
    "turn_outline",
    "unfoul",
    "unfoul_odds",
    "unfoul_options",
    "unfoul_placement",
    "unfoul_target",
    "victory_points",
    "weather_gauge",
    "wheel_test",
    "wheel_test_odds",
]


def __getattr__(name: str) -> object:
    """A name of the package, loaded on first use from the module that defines it (:data:`_LAZY`); the computer
    captain (``Captain``) too, which a rules question never needs; and any module of the package by its name
    (``fs.drift``, ``fs.melee``)."""
    if name == "Captain":
        from .captain import Captain

        return Captain
    if name in _LAZY:
        module, attribute = _LAZY[name]
        value = getattr(importlib.import_module(module, __name__), attribute)
        globals()[name] = value
        return value
    if not name.startswith("_") and importlib.util.find_spec(f"{__name__}.{name}") is not None:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
