"""The Game-Turn of 4.2 as a rule set the kit's engine plays: phases, tasks, decisions, the sequence.

:class:`~..rules.FightingSailRules` is *Fighting Sail*'s side of :class:`sailkit.engine.Rules`:
from a :class:`State` (the :class:`~..state.Position` and the :class:`Flow`, where the
Game-Turn stands) it lists the legal actions, refuses an illegal one with the case it
breaks, applies a legal one and runs everything automatic until the next decision or
die. :class:`~..game.Game` plays it on the engine's cursor.

The turn follows 4.2 strictly [4.2], one piece of this package for each stage:

A. Strategic Cycle on Game-Turns divisible by 8 [13.0]: swell [13.1], burning ships
   [13.2], studding sails [13.3] (:mod:`.strategic_cycle`).
B. Command Decision Stage [6.0-6.2]: every ship that may receive one gets a command.
   At its end ships taken aback drift [8.11] and wheel-damaged ships test [6.21, 10.32]
   (:mod:`.command_stage`).
C. Action Stage: commands revealed [6.14]; allowances set [5.22, 7.1]; weather gauge
   [7.21]; movement [7.22-7.25], the gauge holder naming the side to move, that side
   moving one ship one square (or one tack, wear, back sail, heave to), then a fire
   window for that ship [9.11], until no ship holds a command (:mod:`.movement_phase`,
   :mod:`.firing`).
D. Melee Stage: fouled ships fire at enemies in their square [11.1], then melee [11.2]
   (:mod:`.melee_stage`).
E. Unfouling Stage [11.3] (:mod:`.melee_stage`).
F. Terminal Stage: counters flipped back [9.13], per-turn marks cleared, the end of the
   game checked [15.0] (:mod:`.game_end`).

A game with no fixed length also ends at the very moment a side loses its last
participating ship, as a prize or to fire, in whatever phase that happens [15.0-GL]:
the rest of the Game-Turn is not played and the Victory Points are counted then.

:mod:`.sequencer` runs the stages in order (:class:`Turn`); :mod:`.flow` holds where a
turn stands and what must be settled before play goes on (a :class:`Task`: a die to roll
or a forced choice); :mod:`.refusals` says why an action is refused; :mod:`..rules` is the
engine's side. The rules themselves live in the section modules (commands, movement,
drift, gauge, fire, damage, melee, strategic, victory, striking); this package only
sequences them.
"""

from __future__ import annotations

from .flow import PHASES, Flow
from .sequencer import MAX_GAME_LENGTH, Setup, State, Turn, scenario_setup

#: What the rest of the rule set takes from the sequence; the tasks, phases' stages and memos are its own modules'.
__all__ = ["MAX_GAME_LENGTH", "PHASES", "Flow", "Setup", "State", "Turn", "scenario_setup"]
