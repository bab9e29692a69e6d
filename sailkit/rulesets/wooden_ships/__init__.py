"""*Wooden Ships & Iron Men*, Tournament Edition 1.2b, on hexes: two-hex counters, written orders, simultaneous movement.

Modules follow the rules' sections: ``ships`` (2.31, 3.2, the Ship Specification Charts
as data with provenance), ``movement`` (7.0: attitude, allowance, written orders cut at
the first forbidden element), ``execution`` (8.0: simultaneous movement retraced hex by
hex, collisions, drift), ``locking`` (6.0, 8.3.5, 9.0: fouling and grappling rolls),
``fields`` (11.1, 11.2.1, 11.3.2, 24.1: broadside play, the five fields, range, the
closest-target rule, rakes), ``combat`` (11.0: the Hit Table number, hits, surrender),
``damage`` (11.4: marking hits, striking, surrender), ``melee`` (10.0, 12.0), ``prizes`` (12.4),
``victory`` (14.0), ``wind`` (18.0), ``repairs`` (20.3, 20.5, 26.2), ``sinking`` (24.3),
``ammunition`` (24.2, 26.1), ``criticals`` (16.1.2.2), ``sections`` (16.2.2, 24.1.7), ``questions`` (the rulings desk), ``optional`` (33, 34, 36-41), ``fires`` (2H), ``tables`` (the card's tables as data),
``readings`` (every lost or ambiguous point), ``captain`` (the computer captain), ``cases`` (every rule by number with what it rules: ``case``), ``explore_advanced`` (the Advanced Game tutorials'
explorers), ``scenarios``, ``notation`` (positions as
one line of text), ``actions`` and ``game`` (the turn of 5.0 on :mod:`sailkit.engine`).

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
    damage, sinking and explosions (modules ``wind``, ``ammunition``, ``criticals``).
    Optional Rules 32 (``command``), 33, 34, 35 (``towing``), 36.1, 36.2, 37, 38 (with 38.2.2.1 and 38.3), 39, 40 and 41 (``optional``);
    bombs as ships with mortars (42, ``bombs``).

    Gun hits by bow or stern section (``sections``, 24.1.7) and the crews a player sets to
    fight a fire (2H). The rulings desk's questions (``questions``: ``sailkit ruling "WSIM ..."
    fire Constitution Java``), asked of a record too (``[%ruling fire Constitution Java]``); a
    record's ``Result`` and ``Final`` headers checked against its end, and a record checked
    under other readings (``sailkit validate --readings``).

What is not (yet)
    The other Optional Rules; the list is in ``docs/wooden_ships/README.md``.
"""

from __future__ import annotations

from ...ruleset import Capability, Face, Lesson, RuleSet
from .actions import WSAction
from .cases import case
from .fields import Broadside, bearing, closest_targets, field_hexes, play, ship_range, target_ruling
from .game import RULES, WoodenShipsGame, WoodenShipsRules
from .movement import attitude, carry_out, legal_plots, read_plot
from .readings import DEFAULT as DEFAULT_READINGS
from .readings import READINGS
from .scenarios import Scenario, ShipSpec, fleet_action, frigate_duel, scenario
from .ships import ship_type, ship_types

Game = WoodenShipsGame

#: The rule set as the kit sees it (:mod:`sailkit.ruleset`): where each part lives, what it offers.
RULESET = RuleSet(
    "wooden_ships",
    "Wooden Ships & Iron Men",
    __name__,
    frozenset(
        {
            Capability.PLAY,
            Capability.RECORDS,
            Capability.NOTATION,
            Capability.READINGS,
            Capability.CASES,
            Capability.QUESTIONS,
            Capability.END_CHECK,
            Capability.VIEWS,
            Capability.DRAWING,
            Capability.REPLAY,
            Capability.DESK,
            Capability.BENCH,
            Capability.CAPTAIN,
            Capability.LESSONS,
            Capability.FIRST_GAME,
        }
    ),
    rules_at=".game:RULES",
    game_at=".game:WoodenShipsGame",
    readings_at=".readings:READINGS",
    notation_at=".questions:DESK",
    questions_at=".questions:DESK.questions",
    captain_at=".captain:Captain",
    faces={
        Face.DRAWING: ".drawing",
        Face.REPLAY: ".replaying",
        Face.DESK: ".questions",
        Face.EXPLORERS: ".explore",
        Face.BENCH: ".bench_figures",
    },
    readings_doc="docs/wooden_ships/readings.md",
    tutorials="wooden_ships",
    lessons=(
        Lesson("first_game", "lessons/00_first_game.sail", "wooden_ships/00_first_game.ipynb", first_game=True),
        Lesson("movement", "lessons/07_movement_notation.sail", "wooden_ships/07_movement_notation.ipynb"),
        Lesson("combat", "lessons/11_combat.sail", "wooden_ships/11_combat.ipynb"),
    ),
)

__all__ = [
    "DEFAULT_READINGS",
    "READINGS",
    "RULES",
    "RULESET",
    "Broadside",
    "Game",
    "Scenario",
    "ShipSpec",
    "WSAction",
    "WoodenShipsGame",
    "WoodenShipsRules",
    "attitude",
    "bearing",
    "carry_out",
    "case",
    "closest_targets",
    "field_hexes",
    "fleet_action",
    "frigate_duel",
    "legal_plots",
    "play",
    "read_plot",
    "scenario",
    "ship_range",
    "ship_type",
    "ship_types",
    "target_ruling",
]
