"""Fighting Ships (draft v3.0) under sail: the fourth rule set, on the open table (work in progress).

*Fighting Ships* descends from Osprey's *Fighting Sail* and covers every era from galleys to missiles; sailkit builds
the sail era first. Its rules are being built section by section as pure functions that return rulings; the rule set
is not yet registered with the kit (no ``RULESET``), so the registry, the desk, ``validate`` and the conformance suite
do not offer it yet. ``docs/fighting_ships/README.md`` says what is built and what is not.
"""

from .boarding import Boarder, boarding, boarding_odds
from .criticals import criticals
from .damage import Afloat, Deck, damage_control, deck, hull_saves, take_hits
from .dice import Counts, Pool, halved, pass_chance, round_half_up, stat_test
from .gunnery import Member, entangled_fire, fire_band, gunnery_dice, pool, salvo, salvo_odds, squadron_fire
from .morale import game_over, morale_loss, starting_morale
from .odds import damage_odds, entangled_odds, fire_odds
from .readings import READINGS

__all__ = [
    "READINGS",
    "Afloat",
    "Boarder",
    "Counts",
    "Deck",
    "Member",
    "Pool",
    "boarding",
    "boarding_odds",
    "criticals",
    "damage_control",
    "damage_odds",
    "deck",
    "entangled_fire",
    "entangled_odds",
    "fire_band",
    "fire_odds",
    "game_over",
    "gunnery_dice",
    "halved",
    "hull_saves",
    "morale_loss",
    "pass_chance",
    "pool",
    "round_half_up",
    "salvo",
    "salvo_odds",
    "starting_morale",
    "squadron_fire",
    "stat_test",
    "take_hits",
]
