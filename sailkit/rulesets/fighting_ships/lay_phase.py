"""Mines laid in play [9.1.5]: a capable ship lays a mine or a red herring in the gunnery phase.

:class:`LayRules` adds ``lay SHIP mine`` and ``lay SHIP herring`` to the gunnery phase: a capable ship (reading
``minelayers``) of the side firing, afloat and free, lays one counter a Game-Turn (:func:`.mines.laid`). Laying is
not firing: she may fire as well. The engine sets the counter down in her wake, :data:`WAKE` inches astern of the
middle of her stern, one inch beyond the mine's own reach so that her next move away does not set it off; the
players would place it where they liked, the text saying nothing of where (a counter off the table or ashore is
not offered). The counter is named for her and the Game-Turn (``Onslow-M3``). A lay is offered beside the side's
other choices of the gunnery phase: a side with nothing else to do there is not stopped for it alone, as the engine
passes over a phase without choices.

Whether it is a mine or a red herring is her side's secret: the other side's view shows every one of her side's
counters face down (:func:`.mines.as_seen_by`), and the record's ``lay`` action is concealed from it while the counter
lies on the table (:meth:`LayRules.conceal`); once it goes off or is swept, the record shows what it was.

An aircraft counter carrying a mine lays it where it flies, with the same verb (``lay Beaufort-1 mine``), its load
then spent so that it must go home [9.1.5, 8.3]; an aircraft lays no red herring, so its lay is no secret.
"""

from __future__ import annotations

from dataclasses import replace

from ...errors import IllegalActionError
from ...geometry.table import Point
from ...rulings import Ruling, Step
from .actions import FightingShipsAction
from .air_sea_pieces import Plane
from .duel import DuelRules
from .mines import REACH, Mine, laid
from .notation import Phase, Vessel
from .pack_phase import on_water
from .readings import RULINGS
from .state import State
from .sweep_phase import SWEEP_ERAS

#: How far astern of her stern's middle a ship lays her counter, in inches: clear of its own 4 inches [9.1.5].
WAKE = REACH + 1.0
#: The counters a ship may lay: a mine, or a red herring [9.1.5].
KINDS = ("mine", "herring")


def minelayer(v: Vessel, minelayers: str) -> bool:
    """Whether ``v`` is a capable ship that may lay mines under reading ``minelayers`` [9.1.5]."""
    cls = v.ship.cls
    surface = cls.era in SWEEP_ERAS and not cls.submarine and not cls.merchant
    return surface and (minelayers == "surface" or cls.size in ("escort", "boat"))


def wake_point(v: Vessel) -> Point:
    """The point :data:`WAKE` inches astern of the middle of ``v``'s stern."""
    return v.ship.pose.to_table((0.0, v.ship.build.stern - WAKE))


def mine_name(ship: str, turn: int) -> str:
    """The name of the counter ``ship`` lays on Game-Turn ``turn``."""
    return f"{ship}-M{turn}"


class LayRules(DuelRules):
    """``lay SHIP mine|herring`` in the gunnery phase [9.1.5] (see the module's docstring)."""

    def lay_actions(self, state: State) -> list[FightingShipsAction]:
        """The acting side's lays open now: each capable ship free to lay, a mine or a red herring."""
        if state.phase is not Phase.GUNNERY or state.throw is not None:
            return []
        ships = [
            FightingShipsAction.make("lay", (v.name, kind))
            for v in state.ships
            if v.side == state.acting and self._may_lay(state, v)
            for kind in KINDS
        ]
        planes = [
            FightingShipsAction.make("lay", (p.name, "mine"))
            for p in state.position.planes
            if p.side == state.acting and p.flying and p.load == "mine" and on_water(state.position, p.pose.point)
        ]
        return ships + planes

    def _may_lay(self, state: State, v: Vessel) -> bool:
        taken = {m.name for m in state.position.mines} | set(state.position.piece_names)
        return (
            v.fighting
            and not v.entangled
            and minelayer(v, state.readings["minelayers"])
            and (v.name, state.turn) not in state.mines_laid
            and mine_name(v.name, state.turn) not in taken
            and on_water(state.position, wake_point(v))
        )

    def _check_lay(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """``lay SHIP mine|herring``: refused, naming 9.1.5, unless it is one of :meth:`lay_actions`."""
        if action not in self.lay_actions(state):
            why = "a capable ship of the side firing, afloat and free, lays one mine or red herring a Game-Turn in the "
            why += "gunnery phase, in her wake on the water (reading minelayers)"
            raise IllegalActionError(f"{action}: {why}", "9.1.5")
        return action

    def _lay_mine(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        """Her counter set down in her wake [9.1.5]; an aircraft's mine under it."""
        plane = next((p for p in state.position.planes if p.name == action.ship), None)
        if plane is not None:
            return self._drop_mine(state, plane)
        v = state.vessel(str(action.ship))
        mine = Mine(mine_name(v.name, state.turn), v.side, wake_point(v), red_herring=action.get("kind") == "herring")
        ruled = laid({m.name: m for m in state.position.mines}, mine, False)
        said = (
            f"{v.name} may lay mines (reading minelayers) and lays {'a red herring' if mine.red_herring else 'a mine'}"
        )
        steps = [RULINGS.step("9.1.5", said, state.readings, "minelayers"), *ruled.steps]
        pos = replace(state.position, mines=(*state.position.mines, mine))
        new = state.with_(position=pos, mines_laid=state.mines_laid | {(v.name, state.turn)})
        return self._advance(new, steps, f"{v.name} lays {mine.name}", [ruled])

    def _drop_mine(self, state: State, p: Plane) -> tuple[State, Ruling]:
        """An aircraft counter lays its mine where it flies, its load spent: it must go home [9.1.5, 8.3]."""
        mine = Mine(mine_name(p.name, state.turn), p.side, p.pose.point)
        ruled = laid({m.name: m for m in state.position.mines}, mine, False)
        steps = [Step("9.1.5", f"{p.name} lays its mine where it flies: its load is spent [8.3]"), *ruled.steps]
        planes = tuple(replace(q, load="") if q.name == p.name else q for q in state.position.planes)
        pos = replace(state.position, mines=(*state.position.mines, mine), planes=planes)
        return self._advance(state.with_(position=pos), steps, f"{p.name} lays {mine.name}", [ruled])

    def conceal(self, state: State, action: FightingShipsAction, side: str) -> str | None:
        """A ``lay`` of the other side's is face down while a counter its ship laid lies on the table, a mine or a
        red herring [9.1.5] (the action names no Game-Turn, so all her lays show once all her counters are gone)."""
        if action.verb != "lay" or str(action.ship) not in {v.name for v in state.ships}:
            return super().conceal(state, action, side)
        v = state.vessel(str(action.ship))
        if state.label(v.side) == side or not any(m.name.startswith(f"{v.name}-M") for m in state.position.mines):
            return None
        return f"{state.label(v.side)}'s {v.name} lays a counter in her wake, a mine or a red herring face down [9.1.5]"


__all__ = ["KINDS", "WAKE", "LayRules", "mine_name", "minelayer", "wake_point"]
