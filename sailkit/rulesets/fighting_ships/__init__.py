"""Fighting Ships (draft v3.0) in every era: the fourth rule set, on the open table.

*Fighting Ships* descends from Osprey's *Fighting Sail* and covers every era from galleys to missiles; sailkit built
the sail era first, then the others. Its rules are built section by section as pure functions that return rulings,
and the engine plays them: ``RULES`` (the Game-Turn of every era [2.1]), ``Game``, ``Position`` (the notation,
``FSH ...``), the Encounter scenario (``encounter``) and records (``[Game "Fighting Ships"]``) that replay and
validate. ``RULESET`` states every capability: play, records, notation, readings, cases, bench figures, drawings,
the desk's questions (``questions``), the replayer, side views, the computer ``captain``, interactive lessons
(``lessons/``) and the guided first game (the tutorials are in ``tutorials/fighting_ships``).
``docs/fighting_ships/README.md`` says what is built and what is not.

The engine, in the kit's one layout: ``notation`` (positions, ships' tokens), ``state``, ``actions``, ``rules``
(on ``turn`` [2.1, 3.1], ``sailing_phase`` [4] and ``gunnery_phase`` [5, 6.1]), ``game``, ``scenarios`` and
``samples`` (the annotated sample game of ``replays/``).

Built so far, one module a section: ``ships`` (stat lines [1.1, APP.1] and bases), ``measuring`` (rounding and
mainmast-to-mainmast measuring [1.4]), ``wind`` (the weather table [1.5.1], attitudes and sailing points [4.1.1,
4.2]), ``sailing`` (the three manoeuvres and where a ship can end [4.1.1f-i]), ``anchors`` (anchor-token tests [4.2,
1.5.2g]), ``collisions`` (collisions, evasion, entanglement, grounding [4.3, 1.5.2]), ``sight`` [5.2], ``ranges``
[5.3], ``arcs`` (gun arcs and rakes [5.4, 5.5.5]), ``targets`` [5.1] and ``squadrons`` (pooled fire [9.2]); ``readings`` and ``data/`` hold the readings,
the case index and the stat lines. ``admirals`` (the flagship's admiral in play [APP.1.2.1]) rests on ``archetypes``
(the eighteen as data) and ``legends`` (captains and admirals of several qualities [APP.1.2.3]).

The dice side: ``dice`` (tests of any 6 in N dice, exploding pools as exact distributions [1.2, 5.5]), ``gunnery``
(fire, rakes, squadrons' and batteries' salvos [5.5, 5.6.5, 9.1.3, 9.1.4, 9.2]), ``damage`` (saves, the Damage Deck,
sinking and striking [5.6.1, 5.6.3, 5.6.4]), ``criticals`` [5.6.2], ``odds`` (the exact distributions a fire ruling
shows), ``boarding`` [6.1, 6.2] and ``morale`` [APP.2.2.1]. ``squadron_fire`` decides which members of a squadron
may join a salvo and pools their dice [9.2]; ``squadron_dice`` counts a salvo from the members' stats alone.

Special ordnance: ``ordnance`` (what a scenario lets a fleet field, at most half its points [9.1.1]) and
``fireships`` (lighting, the burning run, the heat, the fire die and the blast [9.1.2]), played by the engine's
``fireship_phase``. Boat counters [6.3]: ``boats`` (rowing, a hit sinking one, their attack's odds), played by the
engine's ``boat_phase`` with Cut It Out (``cut_it_out``, APP.2.3.2i), asked at the desk by ``boat_questions``.

Submarines and aircraft: ``submarines`` (the pack of decoys and depth [7.1, 7.2]), ``sonar`` (searches
and evasion [7.3]), ``asw`` [7.4] and ``below_waterline`` (the damage they share with torpedoes [5.7.2]),
``sub_hunt``; ``aircraft`` (types and flight [8.1, 8.3, 8.7]), ``carriers`` [8.2, 8.7], ``air_combat`` [8.4, 8.8],
``air_weapons`` [8.5], ``aa_fire`` [8.6]; ``fleet_in_being`` (APP.2.3.2j); ``air_sea_pieces`` (packs and aircraft
in the position); the desk's ``air_sea_questions``.
The steam eras' gunnery: ``guns`` (Guns' bands and shells [5.3, 5.5.2]), ``era_factors`` (the 1-in-10 factors of
Guns, armour and ECM [5.5.3.1]), ``turrets`` (main and secondary turret arcs [5.4g, 5.4h]), ``steel`` (the steel rows
of the sink table and the other eras' criticals [5.6.2, 5.6.3]), ``electronics`` (ECM, radio and night fighting
[3.1, 3.2.1.1, 3.2.3]), ``gale_bans`` [1.5.2c] and ``smoke`` [9.1.6].
"""

from __future__ import annotations

from ...namespace import public_names_only
from ...ruleset import Capability, RuleSet
from .aa_fire import aa_raid_odds
from .actions import FightingShipsAction
from .admirals import admiral_effect, command
from .air_combat import catches, dogfight, dogfight_odds, pair_off
from .air_weapons import bomb, bomb_hit_chance, kamikaze_loads
from .aircraft import aircraft_type, aircraft_types, flight, flight_limits
from .anchors import anchor_removal, short_move_anchor
from .archetypes import archetypes
from .archetypes import cost as admiral_cost
from .arcs import GUN_ARCS, ArcName, arc_shape, arcs_holding, in_arc, rake
from .asw import asw_odds, fit_for, launcher_ready
from .batteries import BATTERIES, battery_bearing, check_batteries, is_battery
from .boarding import Boarder, boarding, boarding_odds
from .boat_questions import boat_odds, boat_options
from .boats import Boat, boat_attack_odds, sink_odds
from .carrier_strike import carrier_strike
from .carriers import base_distance, launch_rate, may_fly, rearm_capacity, spotter_landing
from .collisions import (
    areas_entered,
    edge_pivot,
    entangle,
    evasive_pivot,
    first_collision,
    fleet_collisions,
    table_edge,
)
from .criticals import criticals
from .cut_it_out import raid, raid_odds
from .damage import Afloat, Deck, damage_control, deck, hull_saves, take_hits
from .dice import Counts, Pool, halved, pass_chance, round_half_up, stat_test
from .dice_factors import fire_modifier
from .electronics import Initiative, fog_band_limit, initiative_bonus
from .era_factors import era_factors
from .fireships import (
    blow_up_chance,
    fire_die,
    fireship_distance,
    fireship_heat,
    fireship_run,
    fireship_within,
    heat_chance,
    light_fireship,
)
from .fleet import muster, team_morale
from .fleet_in_being import fleet_in_being_result, raiders_budget
from .fog_lifts import fog_wind
from .fog_lifts import placement as fog_placement
from .game import FightingShipsGame, Game
from .gunnery import Member, entangled_fire, fire_band, gunnery_dice, pool, salvo, salvo_odds, squadron_dice
from .guns import extreme_reach, guns_band
from .legends import legends
from .measuring import at_most, inches, measure
from .morale import game_over, morale_loss, starting_morale
from .notation import NOTATION, Phase, Position, Vessel
from .objectives import Objective
from .odds import damage_odds, entangled_odds, fire_odds
from .ordnance import OrdnanceError, check_ordnance
from .port import defence_points, port_morale, port_starting_morale
from .port import deployment as port_deployment
from .ranges import CANNON_BANDS, band_of, gunnery_range
from .readings import DEFAULT as DEFAULT_READINGS
from .readings import READINGS
from .rules import RULES, FightingShipsRules
from .sailing import Kind, Manoeuvre, ends, format_plan, parse_plan, points_for, sail
from .scenarios import (
    SCENARIOS,
    Setup,
    attack_the_port,
    blockade,
    cat_and_mouse,
    convoy,
    cut_it_out,
    encounter,
    fog_lifts,
    galleys,
    pursuit,
)
from .ships import Build, Ship, ShipClass, build_for, classes_of, ship_class, ship_classes
from .sight import line_of_sight, visibility
from .smoke import lay_smoke, through_smoke
from .sonar import evade, evade_chance, search, search_odds, sonar_reach
from .squadrons import squadron_fire
from .state import State
from .steel import critical_effect, sink_limit
from .sub_hunt import hunt
from .submarines import Pack, depth_change, may_be_rammed, rammed, submerge, surface
from .targets import valid_target
from .turrets import Allocation, main_options, train_main, train_secondary, turret_dice
from .wind import (
    Attitude,
    Weather,
    attitude,
    downwind,
    duel_order,
    gale_fire,
    off_the_wind,
    sailing_points,
    weather_change,
    wind_from,
    wind_side,
)

#: What the rule set offers: every capability the kit knows (issue 22). Side views show the whole table: under sail
#: nothing lies face down (:meth:`.rules.FightingShipsRules.observe`).
STATED = (
    "play",
    "records",
    "notation",
    "readings",
    "cases",
    "end_check",
    "bench",
    "drawing",
    "questions",
    "desk",
    "replay",
    "views",
    "captain",
    "lessons",
    "first_game",
)
#: The rule set as the kit sees it (:mod:`sailkit.ruleset`): only the capabilities that are really there.
RULESET = RuleSet(
    "fighting_ships",
    "Fighting Ships",
    __name__,
    frozenset(map(Capability, STATED)),
    captain_at=".captain:Captain",
    readings_doc="docs/fighting_ships/readings.md",
    tutorials="fighting_ships",
)

__all__ = [
    "BATTERIES",
    "CANNON_BANDS",
    "NOTATION",
    "RULES",
    "RULESET",
    "SCENARIOS",
    "FightingShipsAction",
    "FightingShipsGame",
    "FightingShipsRules",
    "Game",
    "Phase",
    "Position",
    "Setup",
    "State",
    "Vessel",
    "Objective",
    "OrdnanceError",
    "blow_up_chance",
    "carrier_strike",
    "check_ordnance",
    "fire_die",
    "fireship_distance",
    "fireship_heat",
    "fireship_run",
    "fireship_within",
    "heat_chance",
    "light_fireship",
    "DEFAULT_READINGS",
    "GUN_ARCS",
    "READINGS",
    "Afloat",
    "ArcName",
    "Attitude",
    "Boarder",
    "Boat",
    "Build",
    "Counts",
    "Deck",
    "Kind",
    "Manoeuvre",
    "Member",
    "Pool",
    "Ship",
    "ShipClass",
    "Weather",
    "admiral_cost",
    "admiral_effect",
    "anchor_removal",
    "arc_shape",
    "archetypes",
    "arcs_holding",
    "areas_entered",
    "boat_attack_odds",
    "boat_odds",
    "boat_options",
    "at_most",
    "attack_the_port",
    "attitude",
    "band_of",
    "battery_bearing",
    "blockade",
    "check_batteries",
    "boarding",
    "boarding_odds",
    "build_for",
    "cat_and_mouse",
    "command",
    "classes_of",
    "convoy",
    "criticals",
    "damage_control",
    "damage_odds",
    "deck",
    "downwind",
    "duel_order",
    "edge_pivot",
    "encounter",
    "galleys",
    "fog_lifts",
    "fog_placement",
    "defence_points",
    "fog_wind",
    "ends",
    "entangle",
    "entangled_fire",
    "entangled_odds",
    "evasive_pivot",
    "fire_band",
    "fire_modifier",
    "fire_odds",
    "first_collision",
    "fleet_collisions",
    "format_plan",
    "gale_fire",
    "game_over",
    "gunnery_dice",
    "gunnery_range",
    "halved",
    "hull_saves",
    "in_arc",
    "inches",
    "legends",
    "line_of_sight",
    "measure",
    "morale_loss",
    "is_battery",
    "muster",
    "off_the_wind",
    "parse_plan",
    "pass_chance",
    "points_for",
    "port_deployment",
    "port_morale",
    "port_starting_morale",
    "pool",
    "pursuit",
    "raid",
    "raid_odds",
    "sink_odds",
    "cut_it_out",
    "rake",
    "round_half_up",
    "sail",
    "sailing_points",
    "salvo",
    "salvo_odds",
    "ship_class",
    "ship_classes",
    "short_move_anchor",
    "squadron_dice",
    "squadron_fire",
    "starting_morale",
    "stat_test",
    "table_edge",
    "take_hits",
    "team_morale",
    "valid_target",
    "visibility",
    "weather_change",
    "wind_from",
    "wind_side",
    "aa_raid_odds",
    "catches",
    "dogfight",
    "dogfight_odds",
    "pair_off",
    "bomb",
    "bomb_hit_chance",
    "kamikaze_loads",
    "aircraft_type",
    "aircraft_types",
    "flight",
    "flight_limits",
    "asw_odds",
    "fit_for",
    "launcher_ready",
    "base_distance",
    "launch_rate",
    "may_fly",
    "rearm_capacity",
    "spotter_landing",
    "fleet_in_being_result",
    "raiders_budget",
    "evade",
    "evade_chance",
    "search",
    "search_odds",
    "sonar_reach",
    "hunt",
    "Pack",
    "depth_change",
    "may_be_rammed",
    "rammed",
    "submerge",
    "surface",
    "Allocation",
    "Initiative",
    "critical_effect",
    "era_factors",
    "extreme_reach",
    "fog_band_limit",
    "guns_band",
    "initiative_bonus",
    "lay_smoke",
    "main_options",
    "sink_limit",
    "through_smoke",
    "train_main",
    "train_secondary",
    "turret_dice",
]

public_names_only(__name__)
