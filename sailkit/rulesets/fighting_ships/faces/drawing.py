"""Fighting Ships' drawing face: every kind of ruling drawn, in the kit's one visual language [issue 24].

Importing this module registers a renderer for every kind of ruling the rule set makes
(:func:`sailkit.renderers.renderer`), so ``ruling.figure()`` and the kit's exports draw it:

* :mod:`.drawing_table`: ships to scale on the kit's table sheet (the part of the table round the ships in question,
  its grid, the compass with "wind from X", a ruler in inches, a key), and a whole table;
* :mod:`.drawing_fire`: sight, ranges, gun arcs, valid targets, rakes and squadrons [5.1-5.5.5, 9.2];
* :mod:`.drawing_sailing`: the Weather Gauge, upwind and downwind, plans and the ends of a move, collisions, the
  evasive pivot, entanglement and the table's edge [1.5, 4.1-4.3];
* :mod:`.drawing_game`: a whole position, a game as it stands, each ruling the game makes and a point of a
  replay, on the table [2.1];
* :mod:`.drawing_steam`: a steamship's or galley's runs and turns and how far she can move [4.1.2-4.1.4];
* :mod:`.drawing_fireships`: a fireship's run and her 2- and 6-inch rings [9.1.2];
* :mod:`.drawing_counters`: torpedo and missile counters' paths, arming, where they strike, goalkeepers' reach
  [5.7.1, 5.8.1, 5.8.2];
* :mod:`.drawing_subs`: a submarine hunt: sonar's reach, the ASW weapons' sector and the pack's counters [7.1-7.4];
* :mod:`.drawing_boats`: boat counters and night on the table, and what a boat may do [6.3, 3.2.1];
* :mod:`.drawing_turrets`: turret arcs with the dice trained into each, and smoke counters [5.4g, 5.4h, 9.1.6];
* :mod:`.drawing_cards`: the dice side as the kit's cards (salvos, saves, criticals, boarding, tests, morale) and
  the exact odds as bar charts [5.5-6.1, APP.2.2].

Nothing here imports a rule module: what a picture needs, the rules put in the ruling's facts.
"""

from __future__ import annotations

from .drawing_boat_desk import boat_figure
from .drawing_cards import RULESET, card_figure, odds_figure, salvo_figure
from .drawing_counters import counter_figure
from .drawing_fire import (
    arcs_figure,
    draw_arcs,
    draw_bands,
    rake_figure,
    range_figure,
    sight_figure,
    squadron_figure,
    target_figure,
)
from .drawing_fireships import fireship_figure
from .drawing_game import game_figure, position_figure, replay_figure, ruling_figure
from .drawing_sailing import (
    attitude_figure,
    collision_figure,
    downwind_figure,
    edge_figure,
    ends_figure,
    entangle_figure,
    evasion_figure,
    sail_figure,
)
from .drawing_steam import steam_ends_figure, steam_figure
from .drawing_subs import hunt_figure
from .drawing_table import ARC_COLOURS, CHASER, SIDE_COLOURS, draw_ship, draw_ships, ships_in, table_figure
from .drawing_turrets import smoke_figure, turrets_figure

__all__ = [
    "ARC_COLOURS",
    "CHASER",
    "RULESET",
    "SIDE_COLOURS",
    "arcs_figure",
    "attitude_figure",
    "boat_figure",
    "card_figure",
    "collision_figure",
    "counter_figure",
    "downwind_figure",
    "draw_arcs",
    "draw_bands",
    "draw_ship",
    "draw_ships",
    "edge_figure",
    "ends_figure",
    "entangle_figure",
    "evasion_figure",
    "fireship_figure",
    "game_figure",
    "hunt_figure",
    "odds_figure",
    "position_figure",
    "rake_figure",
    "replay_figure",
    "ruling_figure",
    "range_figure",
    "sail_figure",
    "smoke_figure",
    "salvo_figure",
    "ships_in",
    "sight_figure",
    "squadron_figure",
    "steam_ends_figure",
    "steam_figure",
    "table_figure",
    "turrets_figure",
    "target_figure",
]
