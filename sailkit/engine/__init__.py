"""The engine every rule set shares: a game as one state changed only by actions, on a cursor in its record tree.

A rule set implements :class:`Rules` (see :mod:`sailkit.engine.rules` for the
interface and why each part is there); :class:`Game` plays it, keeps the record with
comments and variations, steps back and forth, branches, saves and replays.
"""

from .game import Game, play_random, replay
from .rules import BaseRules, Rules

__all__ = ["BaseRules", "Game", "Rules", "play_random", "replay"]
