"""*Wooden Ships & Iron Men*, Tournament Edition 1.2b, on hexes: two-hex counters, written orders, simultaneous movement.

The layout of every rule set (``docs/new_ruleset.md``): ``actions`` (:class:`WoodenShipsAction`), ``state``,
``rules`` (:class:`WoodenShipsRules`), ``game`` (:class:`WoodenShipsGame`, also ``Game``), ``notation``,
``questions``, ``readings`` (``data/readings.toml``), ``scenarios``, ``captain``, ``data/cases.csv`` (:func:`case`)
and the faces in ``faces/``. The rules follow the rules' sections:

- the turn: ``sequence`` (5.0, 17.0);
- its phases: ``wind`` (18.0), ``locking`` (6.0, 8.3.5, 9.0), ``orders`` (7.0), ``movement`` (7.0-7.2),
  ``execution`` (8.0), ``boarding`` (10.0), ``combat`` (11.0), ``damage`` (11.4), ``melee`` (12.0), ``prizes``
  (12.4), ``reload`` (13.0), ``victory`` (14.0), ``full_sails`` (20.1, 27.0);
- what they rest on: ``ships`` (2.31, 3.2), ``setting_up`` (3.0), ``fields`` (11.1, 11.2.1, 24.1), ``tables``,
  ``ammunition`` (24.2, 26.1), ``criticals`` (16.1.2.2), ``fires`` (2H), ``gun_sections`` (16.2.2, 24.1.7),
  ``repairs`` (20.3, 20.5), ``sinking`` (24.3);
- the Optional Rules: ``command`` (32), ``towing`` (35), ``optional`` (33, 34, 36-41), ``bombs`` (42).

Implemented: the Basic and the Advanced Game (``level="advanced"``), played, recorded and replayed; Optional Rules 32
to 42 (36.1 and 36.2 but 36.2's fouling roll, 38.2.2.1, 38.3); the desk's questions (also inside records:
``[%ruling fire Constitution Java]``); a record's ``Result`` and ``Final`` checked; ``sailkit validate --readings``.
What is left is listed in ``docs/wooden_ships/README.md``.
"""

from __future__ import annotations

from ...namespace import LazyNames, public_names_only
from ...ruleset import Capability, RuleSet

#: Where each name of the package is defined, loaded on first use (:class:`~sailkit.namespace.LazyNames`).
_DEFINED: dict[str, str] = {
    ".actions": "NOTES WoodenShipsAction",
    ".ammunition": "RELOADS",
    ".cases": "case",
    ".combat": "section_guns target_ruling",
    ".criticals": "CRITICAL_TABLE QUALIFYING powder_fire",
    ".damage": "mark_hits",
    ".execution": "retrace",
    ".fields": (
        "Broadside Kind Obstacle advanced_rake basic_rake bearing closest_targets field_hexes play reduced_targets "
        "ship_range"
    ),
    ".full_sails": "sail_notes",
    ".game": "Game WoodenShipsGame",
    ".hit_modifiers": "fire_modifier",
    ".locking": "grappling_modifier unfouling_modifier ungrappling_modifier",
    ".melee": "party_sections",
    ".movement": "Mover allowance attitude carry_out dismasted_wait legal_plots read_plot",
    ".optional": "CHANGE_NUMBERS OPTIONAL_RULES",
    ".orders": "may_turn_adrift mover order_notes",
    ".readings": "DEFAULT_READINGS=DEFAULT READINGS",
    ".rules": "RULES WoodenShipsRules",
    ".scenarios": "Scenario ShipSpec advanced_duel bombardment fleet_action frigate_duel scenario",
    ".sequence": "ADVANCED_PHASES PHASES advance",
    ".ships": "ship_type ship_types",
    ".state": "Party Position Ship Status Task Wind",
    ".tables": (
        "ALLOWANCE DESTROYED_HULL MELEE_STRENGTH WIND_DIRECTION_CHANGE WIND_VELOCITY_CHANGE WIND_VELOCITY_NAMES Hits "
        "basic_hits hit_result melee_loss parse_hits split_table"
    ),
}
_NAMES = LazyNames.of(__name__, _DEFINED)

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

__all__ = _NAMES.exports("RULESET")


def __getattr__(name: str) -> object:
    """A name of the package, loaded on first use from the module that defines it."""
    return _NAMES.load(name)


public_names_only(__name__)
