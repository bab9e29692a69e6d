"""Mines set off in play [9.1.5, 2.1]: a ship that comes within 4 inches of a mine counter as she sails.

:class:`MineRules` measures every manoeuvre of a ship's move against every mine on the table, a friend's as readily
as an enemy's (:func:`.mines.tripped`: along the manoeuvre, found exactly, or only where her move ends, reading
``mine_trigger``). The first mine she comes within 4 inches of goes off and leaves the table: a red herring does
nothing; a mine strikes her as two torpedoes [9.1.5], set on her base as two struck torpedo counters of the side that
laid it, whose hit dice, half-Hull saves and criticals are asked with every other impact once both sides have sailed
[2.1c] (:mod:`.counter_phase`). She sails on meanwhile; her move is not cut short by the blast.

Sweeping is :mod:`.sweep_phase`, laying :mod:`.lay_phase`.
"""

from __future__ import annotations

from dataclasses import replace

from ...geometry.table import Pose
from ...rulings import Ruling
from .duel import DuelRules
from .mines import TORPEDOES, Mine, tripped
from .notation import Vessel
from .sailing import Manoeuvre
from .state import State
from .torpedoes import Counter, weapon


def _blast(state: State, v: Vessel, mine: Mine) -> tuple[Counter, ...]:
    """Two torpedo counters of ``mine``'s side struck on ``v``'s base, named for the mine [9.1.5, 5.7.2]."""
    taken = {c.name for c in state.position.counters} | {w.name for w in state.ships}
    names = [n for k in range(1, 99) if (n := f"{mine.name}.{k}") not in taken][:TORPEDOES]
    at, run = v.ship.mainmast, weapon("torpedo")
    return tuple(
        Counter(n, mine.side, "torpedo", Pose(at.x, at.y, 0.0), run.speed, 0, fate="struck", launcher=mine.name)
        for n in names
    )


class MineRules(DuelRules):
    """Mines set off by a ship's move [9.1.5] (see the module's docstring)."""

    def _manoeuvre(self, state: State, m: Manoeuvre) -> tuple[State, Ruling]:
        moving = state.moving
        if moving is None or not state.position.mines:
            return super()._manoeuvre(state, m)
        v = state.vessel(moving.ship)
        ruled = self._sail(state, m)  # the manoeuvre as the move makes it
        new, ruling = super()._manoeuvre(state, m)
        after = new.vessel(v.name)
        ended = new.moving is None or new.moving.ship != v.name
        if not after.fighting or after.ship.pose != ruled.facts["pose"]:
            return new, ruling  # stopped short by a collision, a shore or the edge: measured from nowhere new
        if state.readings["mine_trigger"] == "move-end" and not ended:
            return new, ruling
        trip = tripped(new.position.mines, v.name, v.ship.pose, ruled.facts["move"], v.ship.build.base,
                       readings=state.readings)  # fmt: skip
        mine: Mine | None = trip.facts["mine"]
        if mine is None:
            return new, ruling
        pos = new.position
        blast = () if mine.red_herring else _blast(new, after, mine)
        pos = replace(pos, mines=tuple(x for x in pos.mines if x.name != mine.name), counters=(*pos.counters, *blast))
        return new.with_(position=pos), replace(ruling, steps=(*ruling.steps, *trip.steps))


__all__ = ["MineRules"]
