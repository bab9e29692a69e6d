"""The Game-Turn of 4.2 as a rule set the kit's engine plays: phases, tasks, decisions, the sequence.

:class:`~..rules.FightingSailRules` is Fighting Sail's :class:`sailkit.engine.Rules` over a :class:`State` (the
:class:`~..state.Position` and the :class:`Flow`). The turn follows 4.2 strictly [4.2], a module a stage: A.
Strategic Cycle every 8th turn [13.0]: swell [13.1], fires [13.2], studding sails [13.3] (:mod:`.strategic_cycle`);
B. commands [6.0-6.2], then drift when aback [8.11] and wheel tests [6.21, 10.32] (:mod:`.command_stage`); C. the
reveal [6.14], allowances [5.22, 7.1], gauge [7.21], movement [7.22-7.25] with a fire window a step [9.11]
(:mod:`.movement_phase`, :mod:`.firing`); D. fouled fire [11.1] and melee [11.2], E. unfouling [11.3]
(:mod:`.melee_stage`); F. counters flipped [9.13], marks cleared, the end checked [15.0] (:mod:`.game_end`). A game of
no fixed length also ends the moment a side loses its last ship [15.0-GL]. :mod:`.sequencer` runs the stages,
:mod:`.flow` holds where a turn stands and its tasks (:class:`Task`), :mod:`.refusals` says why an action is refused.
"""

from __future__ import annotations

from .flow import PHASES, Flow
from .sequencer import MAX_GAME_LENGTH, Setup, State, Turn, scenario_setup

#: What the rest of the rule set takes from the sequence; the tasks, phases' stages and memos are its own modules'.
__all__ = ["MAX_GAME_LENGTH", "PHASES", "Flow", "Setup", "State", "Turn", "scenario_setup"]
