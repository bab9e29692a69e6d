"""Laying smoke on the engine [9.1.6]: ``smoke SHIP`` sails a ship laying counters along her track.

:class:`SmokeRules` adds to the sailing phase: a ship of about 1900 or later that has not sailed this Game-Turn may
sail laying smoke (``smoke SHIP``, in place of ``sail SHIP``), unless a gale blows or she lies in a squall [9.1.6,
1.5.2]. Her mainmast is marked before each manoeuvre; when her move ends, a counter as wide as her base is laid on
each straight stretch of her track (:func:`.smoke.lay_smoke`) and written in the position (``smoke ...`` in its
head, :mod:`.fleet_words`). The counters are fog for every purpose while they stand [9.1.6, 1.5.2d]: sight, the
range band and the ``smoke`` factor of a line of fire through them (:mod:`.seeing`, :mod:`.seascape`,
:mod:`.salvo_dice`); they are gone once the Game-Turn after the one they were laid in is over, unless laid again.
"""

from __future__ import annotations

from dataclasses import replace

from ...errors import IllegalActionError
from ...geometry.table import Point
from ...rulings import Ruling, Step
from .actions import FightingShipsAction
from .duel import DuelRules
from .gale_bans import gale_check
from .notation import Phase, Vessel
from .sailing import Manoeuvre
from .seascape import squalls
from .smoke import SMOKE_ERAS, lay_smoke, standing
from .state import State


class SmokeRules(DuelRules):
    """Smoke laid in the sailing phase [9.1.6] (see the module's docstring)."""

    def _smoke_refusal(self, state: State, name: str) -> tuple[str, str] | None:
        """Why ``name`` may not sail laying smoke now, with the case, or ``None`` when she may [9.1.6, 2.1]."""
        v = next((w for w in state.ships if w.name == name), None)
        if v is None or state.phase is not Phase.SAILING or state.moving is not None or state.throw is not None:
            return "a ship lays smoke as she sails, in the sailing phase", "9.1.6"
        if v.side != state.acting or not v.fighting or name in state.sailed or name not in self._sailable(state):
            return f"{name} is not a ship of the side sailing that may sail now", "4.1"
        if v.ship.cls.era not in SMOKE_ERAS:
            return f"{name} is of the {v.ship.cls.era} era: smoke screens are laid from about 1900", "9.1.6"
        squall = any(v.ship.base.intersects(s) for s in squalls(state.position))
        weather = gale_check("smoke", state.position.weather, in_squall=squall)
        return None if weather.verdict else (weather.steps[0].reason, "9.1.6")

    def _sailable(self, state: State) -> set[str]:
        """The ships the acting side may sail now [4.1]."""
        return {v.name for v in self._to_sail(state)}

    def _smoke_actions(self, state: State, ships: list[Vessel]) -> list[FightingShipsAction]:
        """``smoke SHIP`` for each ship of ``ships`` (those about to sail) that may lay smoke [9.1.6]."""
        if state.position.weather.value == "gale" or not any(v.ship.cls.era in SMOKE_ERAS for v in ships):
            return []
        return [FightingShipsAction.make("smoke", (v.name,)) for v in ships if not self._smoke_refusal(state, v.name)]

    def _lay(self, state: State, name: str) -> tuple[State, Ruling]:
        """``name`` sails laying smoke: her track is marked from her mainmast now [9.1.6], then she sails."""
        why = self._smoke_refusal(state, name)
        if why is not None:
            raise IllegalActionError(f"smoke {name}: {why[0]}", why[1])
        new = state.with_(laying=(*state.laying, (name, ())))
        return self._power(new, name, False)

    def _manoeuvre(self, state: State, m: Manoeuvre) -> tuple[State, Ruling]:
        """A ship laying smoke marks her mainmast before each manoeuvre: a corner of her track [9.1.6]."""
        moving = state.moving
        track = dict(state.laying)
        if moving is not None and moving.ship in track:
            at = state.vessel(moving.ship).ship.mainmast
            marked = (*track[moving.ship], (at.x, at.y))
            state = state.with_(laying=tuple((n, marked if n == moving.ship else t) for n, t in state.laying))
        return super()._manoeuvre(state, m)

    def _end_move(self, state: State) -> tuple[State, list[Step]]:
        """Her move over, a ship laying smoke lays its counters along her track [9.1.6]; then her move ends as any
        ship's."""
        moving = state.moving
        track = dict(state.laying)
        if moving is None or moving.ship not in track:
            return super()._end_move(state)
        v = state.vessel(moving.ship)
        end = (v.ship.mainmast.x, v.ship.mainmast.y)
        marks = (*track[v.name], end)
        points = [p for i, p in enumerate(marks) if i == 0 or p != marks[i - 1]]
        state = state.with_(laying=tuple((n, t) for n, t in state.laying if n != v.name))
        if len(points) < 2:
            new, steps = super()._end_move(state)
            return new, [Step("9.1.6", f"{v.name} did not move: she lays no smoke"), *steps]
        pos = state.position
        laid = lay_smoke(v.ship, [Point(*p) for p in points], pos.turn, weather=pos.weather)
        kept = standing(pos.smoke, pos.turn) + tuple(laid.verdict)
        new, steps = super()._end_move(state.with_(position=replace(pos, smoke=kept)))
        return new, [*laid.steps, *steps]

    def _next_part(self, state: State, steps: list[Step]) -> State:
        """A new Game-Turn clears the smoke laid two Game-Turns ago [9.1.6]."""
        new = super()._next_part(state, steps)
        pos = new.position
        if new.turn == state.turn or not pos.smoke:
            return new
        kept = standing(pos.smoke, pos.turn)
        if len(kept) < len(pos.smoke):
            steps.append(Step("9.1.6", "the smoke laid two Game-Turns ago dissipates"))
        return new.with_(position=replace(pos, smoke=kept), laying=())


__all__ = ["SmokeRules"]
