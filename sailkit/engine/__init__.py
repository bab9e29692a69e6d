"""The engine every rule set shares: a game as one state changed only by actions, on a cursor in its record tree.

A rule set implements :class:`Rules` (see :mod:`sailkit.engine.rules` for the
interface and why each part is there); :class:`Game` plays it, keeps the record with
comments and variations, steps back and forth, branches, saves and replays.
"""

from .game import Game, ReplayProblem, play_random, replay
from .rules import BaseRules, Observation, Rules, optional, situation

__all__ = [
    "BaseRules",
    "Game",
    "Observation",
    "ReplayProblem",
    "Rules",
    "optional",
    "play_random",
    "replay",
    "situation",
]
