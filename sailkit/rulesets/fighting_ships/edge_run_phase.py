"""Big steamships running for the edge, on the engine [5.6.4, 1.5.4].

A steamship of destroyer size or larger that fails her strike test (at once under reading ``strike_test``, or in
place of her repair test) does not strike: :func:`.damage.take_hits` and :func:`.damage.damage_control` say she
``runs``, and the engine marks her ``running:EDGE`` for the table edge nearest her mainmast then
(:func:`.edge_run.runs_off`). From then on, Game-Turn after Game-Turn:

* she still fires, launches and fights as any ship afloat ("fighting as she goes");
* she makes no more repair or strike tests: the test is failed and she is living its outcome [5.6.4];
* in her move each manoeuvre must be one that brings her mainmast as close to her edge as any the engine offers
  her could (a run straight at it, or the turn towards it her hull allows); any other is refused citing 5.6.4,
  and she may not stop while she has such a manoeuvre left;
* when her move meets a table edge she does not pivot along it [1.5.4] but crosses and leaves the battle (fate
  ``off``), her fleet losing her Hull then or when she failed (reading ``edge_run_morale``,
  :func:`.edge_run.leaving_loss`); if she sinks first, her sinking costs it as any ship's, once.
"""

from __future__ import annotations

from ...rulings import Ruling, Step
from .duel import DuelRules
from .edge_run import closing, runs_off, sinking_refund
from .notation import Position, Vessel
from .readings import RULINGS
from .sailing import COST, OFFERED, Manoeuvre
from .state import State
from .turn import _lose


class EdgeRunRules(DuelRules):
    """A big steamship that failed her strike test runs for the nearest edge and leaves the battle there [5.6.4]."""

    def _damaged(
        self, state: State, pos: Position, aim: Vessel, hit: Ruling, steps: list[Step]
    ) -> tuple[Position, Vessel]:
        """As any ship's damage; a failed strike test of a big steamship marks her running for the edge, and a runner
        who sinks under reading ``edge_run_morale=on-failing`` costs her Hull no second time [5.6.4]."""
        pos, hurt = super()._damaged(state, pos, aim, hit, steps)
        if hit.facts.get("runs") and hurt.fate == "afloat":
            pos, hurt = runs_off(pos, hurt, steps)
        elif hit.facts.get("sunk"):
            pos = _lose(pos, aim.side, -sinking_refund(pos, aim, steps))
        return pos, hurt

    def _sunk_check(self, state: State, v: Vessel, steps: list[Step]) -> State:
        """As any ship's sinking (a collision, a glancing blow, a fire, a rammed submarine); a runner who sinks under
        reading ``edge_run_morale=on-failing`` costs her Hull no second time [5.6.4]."""
        new = super()._sunk_check(state, v, steps)
        if new is state:
            return new
        return new.with_(position=_lose(new.position, v.side, -sinking_refund(new.position, v, steps)))

    def _gain(self, state: State, m: Manoeuvre) -> tuple[float, float] | None:
        """How well ``m`` makes for the runner's edge (:func:`.edge_run.closing`; ``None``: she may not make it)."""
        moving = state.moving
        assert moving is not None
        v = state.vessel(moving.ship)
        if COST[m.kind] > moving.points:
            return None
        ruled = super()._sail(state, m)
        if not ruled.verdict:
            return None
        pose = ruled.facts["pose"]
        before = (v.ship.pose.x, v.ship.pose.y)
        return closing(v.running, before, (pose.x, pose.y, pose.heading), state.position.table)

    def _sail(self, state: State, m: Manoeuvre) -> Ruling:
        """A runner's manoeuvre closes on her edge as much as the best the engine offers her, and of those ends
        pointing at it as straight [5.6.4]."""
        ruled = super()._sail(state, m)
        moving = state.moving
        if moving is None or not ruled.verdict or not state.vessel(moving.ship).running:
            return ruled
        gains = [g for g in (self._gain(state, o) for o in OFFERED) if g is not None]
        best, mine = max(gains, default=(0.0, -1.0)), self._gain(state, m) or (0.0, -1.0)
        if mine >= best:
            return ruled
        v = state.vessel(moving.ship)
        said = f"{v.name} runs for the {v.running} edge: each manoeuvre must close on it as much as she can, bow on"
        said += f" ({best[0]:g} inches; this one {mine[0]:g})"
        return RULINGS("may she make it", False, [*ruled.steps, Step("5.6.4", said)])

    def may_stop(self, state: State) -> bool:
        """A runner may not stop while she has a manoeuvre that closes on her edge left [5.6.4]."""
        moving = state.moving
        if moving is None or not state.vessel(moving.ship).running:
            return super().may_stop(state)
        return super().may_stop(state) and not any(self._gain(state, o) is not None for o in OFFERED)


__all__ = ["EdgeRunRules"]
