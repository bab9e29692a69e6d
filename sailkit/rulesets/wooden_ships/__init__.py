"""*Wooden Ships & Iron Men*, Tournament Edition 1.2b, on hexes: two-hex counters, written orders, simultaneous movement.

The package has the layout every rule set of sailkit has (``docs/new_ruleset.md``): ``actions``
(:class:`WoodenShipsAction`), ``state``, ``rules`` (:class:`WoodenShipsRules`), ``game`` (:class:`WoodenShipsGame`,
also ``Game``), ``notation`` (a position on one line), ``questions`` (the club's questions), ``readings`` (every lost
or ambiguous point, ``data/readings.toml``), ``scenarios``, ``captain`` (the computer captain), ``data/cases.csv``
(every rule by number with what it rules: :func:`case`) and the faces in ``faces/`` (``drawing``, ``replay``,
``desk``, ``explorers``, ``bench``). The rules themselves follow the rules' sections:

- the turn: ``sequence`` (5.0, 17.0: the phases in order, who acts, what each phase does by itself);
- its phases: ``wind`` (18.0), ``locking`` (6.0, 8.3.5, 9.0: unfouling, fouling, grappling), ``orders`` (7.0: who
  writes what), ``movement`` (7.0-7.2: attitude, allowance, an order carried out to its first forbidden element),
  ``execution`` (8.0: simultaneous movement retraced hex by hex, collisions, drift), ``boarding`` (10.0), ``combat``
  (11.0: whom a broadside fires at, the Hit Table number, the hits), ``damage`` (11.4: marking hits, striking,
  surrender), ``melee`` (12.0), ``prizes`` (12.4), ``reload`` (13.0), ``victory`` (14.0), ``full_sails`` (20.1,
  27.0);
- what they rest on: ``ships`` (2.31, 3.2: the Ship Specification Charts as data with provenance), ``setting_up``
  (3.0: each log as first filled in), ``fields`` (11.1, 11.2.1, 24.1: broadside play, the five fields, range, the
  closest-target rule, rakes), ``tables`` (the card's tables as data), ``ammunition`` (24.2, 26.1),
  ``criticals`` (16.1.2.2), ``fires`` (2H), ``gun_sections`` (16.2.2, 24.1.7: bow and stern sections), ``repairs``
  (20.3, 20.5), ``sinking`` (24.3);
- the Optional Rules: ``command`` (32), ``towing`` (35), ``optional`` (33, 34, 36-41), ``bombs`` (42).

What is implemented
    The Basic Game, played, recorded and replayed: unfouling, written orders (secret
    until revealed), simultaneous execution with collisions, roll-offs, fouling and
    drift, grappling and ungrappling, boarding parties and melee with capture, fire
    with the closest-target rule, the Hit Determination Table and Hit Tables, damage
    to hull, crew, guns and rigging, striking and surrender by firepower and
    immobility, reload, victory. The Advanced Game (``level="advanced"``): the Wind
    Phase, full sails and men in the rigging, turning limits, backing sails, anchors
    and spring turns, repairs, reduced fields with bow and stern sections, ammunition
    and reloads, Advanced rakes, tables above 10, critical hits, fires, waterline
    damage, sinking and explosions. Optional Rules 32, 33, 34, 35, 36.1, 36.2, 37, 38 (with 38.2.2.1 and 38.3), 39,
    40, 41 and 42 (bombs as ships with mortars). The rulings desk's questions (``sailkit ruling "WSIM ..." fire
    Constitution Java``), asked of a record too (``[%ruling fire Constitution Java]``); a record's ``Result`` and
    ``Final`` headers checked against its end, and a record checked under other readings (``sailkit validate
    --readings``).

What is not (yet)
    The other Optional Rules; the list is in ``docs/wooden_ships/README.md``.
"""

from __future__ import annotations

from ...namespace import public_names_only
from ...ruleset import Capability, RuleSet
from .actions import NOTES, WoodenShipsAction
from .ammunition import RELOADS
from .cases import case
from .combat import section_guns
from .criticals import CRITICAL_TABLE, QUALIFYING, powder_fire
from .damage import mark_hits
from .execution import retrace
from .fields import (
    Broadside,
    Kind,
    Obstacle,
    advanced_rake,
    basic_rake,
    bearing,
    closest_targets,
    field_hexes,
    play,
    reduced_targets,
    ship_range,
    target_ruling,
)
from .full_sails import sail_notes
from .game import Game, WoodenShipsGame
from .hit_modifiers import fire_modifier
from .locking import grappling_modifier, unfouling_modifier, ungrappling_modifier
from .melee import party_sections
from .movement import Mover, allowance, attitude, carry_out, dismasted_wait, legal_plots, read_plot
from .optional import CHANGE_NUMBERS, OPTIONAL_RULES
from .orders import may_turn_adrift, mover, order_notes
from .readings import DEFAULT as DEFAULT_READINGS
from .readings import READINGS
from .rules import RULES, WoodenShipsRules
from .scenarios import Scenario, ShipSpec, advanced_duel, bombardment, fleet_action, frigate_duel, scenario
from .sequence import ADVANCED_PHASES, PHASES, advance
from .ships import ship_type, ship_types
from .state import Party, Position, Ship, Status, Task, Wind
from .tables import (
    ALLOWANCE,
    DESTROYED_HULL,
    MELEE_STRENGTH,
    WIND_DIRECTION_CHANGE,
    WIND_VELOCITY_CHANGE,
    WIND_VELOCITY_NAMES,
    Hits,
    basic_hits,
    hit_result,
    melee_loss,
    parse_hits,
    split_table,
)

#: The rule set as the kit sees it (:mod:`sailkit.ruleset`): where each part lives, what it offers.
RULESET = RuleSet(
    "wooden_ships",
    "Wooden Ships & Iron Men",
    __name__,
    frozenset(Capability),  # every capability the kit knows
    captain_at=".captain:Captain",
    readings_doc="docs/wooden_ships/readings.md",
    tutorials="wooden_ships",
)

__all__ = [
    "ADVANCED_PHASES",
    "ALLOWANCE",
    "CHANGE_NUMBERS",
    "CRITICAL_TABLE",
    "DEFAULT_READINGS",
    "DESTROYED_HULL",
    "MELEE_STRENGTH",
    "NOTES",
    "OPTIONAL_RULES",
    "PHASES",
    "QUALIFYING",
    "READINGS",
    "RELOADS",
    "RULES",
    "RULESET",
    "WIND_DIRECTION_CHANGE",
    "WIND_VELOCITY_CHANGE",
    "WIND_VELOCITY_NAMES",
    "Broadside",
    "Game",
    "Hits",
    "Kind",
    "Mover",
    "Obstacle",
    "Party",
    "Position",
    "Scenario",
    "Ship",
    "ShipSpec",
    "Status",
    "Task",
    "Wind",
    "WoodenShipsAction",
    "WoodenShipsGame",
    "WoodenShipsRules",
    "advance",
    "advanced_duel",
    "advanced_rake",
    "allowance",
    "attitude",
    "basic_hits",
    "basic_rake",
    "bearing",
    "bombardment",
    "carry_out",
    "case",
    "closest_targets",
    "dismasted_wait",
    "field_hexes",
    "fire_modifier",
    "fleet_action",
    "frigate_duel",
    "grappling_modifier",
    "hit_result",
    "legal_plots",
    "mark_hits",
    "may_turn_adrift",
    "melee_loss",
    "mover",
    "order_notes",
    "parse_hits",
    "party_sections",
    "play",
    "powder_fire",
    "read_plot",
    "reduced_targets",
    "retrace",
    "sail_notes",
    "scenario",
    "section_guns",
    "ship_range",
    "ship_type",
    "ship_types",
    "split_table",
    "target_ruling",
    "unfouling_modifier",
    "ungrappling_modifier",
]

public_names_only(__name__)
