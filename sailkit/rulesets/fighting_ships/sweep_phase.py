"""Minesweeping in play [9.1.5]: a sweeper 'fires' at a mine in the gunnery phase.

:class:`SweepRules` adds ``sweep SHIP MINE`` to the gunnery phase: a minesweeper (reading ``minesweepers``) that has
run 2 inches or less this Game-Turn and has not fired throws one die at a mine counter near her (reading
``sweep_reach``); 4 or more sweeps it, 3 with ECM 1 or 2, 2 with ECM 3, a 1 always misses (:func:`.mines.sweep`),
and a mine swept leaves the table. Sweeping or not, she fires and launches nothing else that Game-Turn [9.1.5].
Any mine may be swept, a red herring as readily: the sweeper does not know which is which.
"""

from __future__ import annotations

from dataclasses import replace

from ...errors import IllegalActionError
from ...geometry.board import measured
from ...rulings import Ruling, Step
from .actions import FightingShipsAction
from .ecm_level import ship_ecm
from .goalkeeper_phase import KeeperRules
from .mines import REACH, SWEEP_SPEED, sweep
from .notation import Phase, Vessel
from .readings import RULINGS
from .state import State, Throw

#: The sweep's die, for the ruling of each die.
SWEEP_THROWS = {"sweep": ("the minesweeper's die", "9.1.5")}
#: The eras whose ships may sweep [9.1.5: from about 1850].
SWEEP_ERAS = ("19th-century", "world-wars", "post-war")


def sweeper(v: Vessel, minesweepers: str) -> bool:
    """Whether ``v`` is a minesweeping capable vessel under reading ``minesweepers`` [9.1.5]."""
    cls = v.ship.cls
    surface = cls.era in SWEEP_ERAS and not cls.submarine
    return surface and (minesweepers == "steam" or cls.size in ("escort", "boat"))


class SweepRules(KeeperRules):
    """``sweep SHIP MINE`` in the gunnery phase [9.1.5] (see the module's docstring)."""

    def sweep_actions(self, state: State) -> list[FightingShipsAction]:
        """The acting side's sweeps open now: each sweeper that may sweep, at each mine in her reach."""
        if state.phase is not Phase.GUNNERY or state.throw is not None or not state.position.mines:
            return []
        return [
            FightingShipsAction.make("sweep", (v.name, m.name))
            for v in state.ships
            if v.side == state.acting and self._may_sweep(state, v)
            for m in state.position.mines
            if self._sweep_reach(state, v, m.name)
        ]

    def _may_sweep(self, state: State, v: Vessel) -> bool:
        return (
            v.fighting
            and sweeper(v, state.readings["minesweepers"])
            and v.name not in state.fought
            and (v.name, state.turn) not in state.keepers
            and measured(state.ran(v.name)) <= SWEEP_SPEED
        )

    def _sweep_reach(self, state: State, v: Vessel, mine: str) -> bool:
        m = next((x for x in state.position.mines if x.name == mine), None)
        if m is None:
            return False
        return state.readings["sweep_reach"] == "any" or measured(v.ship.mainmast.distance(m.point)) <= REACH

    def _has_choice(self, state: State) -> bool:
        return super()._has_choice(state) or bool(self.sweep_actions(state))

    def _check_sweep(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """``sweep SHIP MINE``: refused, naming 9.1.5, unless it is one of :meth:`sweep_actions`."""
        if action not in self.sweep_actions(state):
            why = "a minesweeper of the side firing that has run 2 inches or less and not fired sweeps a mine near her"
            raise IllegalActionError(f"{action}: {why}", "9.1.5")
        return action

    def _sweep(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        """The sweeper's die is asked; she holds her other fire this Game-Turn [9.1.5]."""
        v = state.vessel(str(action.ship))
        said = f"{v.name} sweeps for {action.target}: one die, and she fires nothing else this Game-Turn"
        steps: list[Step] = [RULINGS.step("9.1.5", said, state.readings, "minesweepers", "sweep_reach")]
        new = state.with_(
            throw=Throw("sweep", 1, ships=(v.name,), chain=(str(action.target),)),
            fought=state.fought | {v.name},
            keepers=state.keepers | {(v.name, state.turn)},
        )
        return self._advance(new, steps, f"{v.name} sweeps", [])

    def _counter_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The sweeper's die thrown: a mine swept leaves the table [9.1.5]; other dice are the bases' own."""
        if throw.kind not in SWEEP_THROWS:
            return super()._counter_roll(state, throw, steps)
        v = state.vessel(throw.ships[0])
        mine = next(m for m in state.position.mines if m.name == throw.chain[0])
        ruled = sweep(v.name, mine, throw.dice[0], ecm=ship_ecm(state.position.fleets, v), moved=state.ran(v.name))
        steps += ruled.steps
        pos = state.position
        if ruled.verdict:
            pos = replace(pos, mines=tuple(m for m in pos.mines if m.name != mine.name))
        new = state.with_(position=pos, throw=None)
        return self._advance(new, steps, f"{v.name} {'sweeps' if ruled.verdict else 'misses'} {mine.name}", [ruled])


__all__ = ["SWEEP_ERAS", "SWEEP_THROWS", "SweepRules", "sweeper"]
