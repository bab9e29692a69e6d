"""Aircraft going home to a base off the table and coming back [8.2, 8.3] on the engine.

:class:`AirBaseRules` keeps a counter that flies off the table's edge (``fly PLANE x,y`` to a point on the edge) as
a piece of the position, away at its base: its base's distance is a die plus one Game-Turns
(:func:`.carriers.base_distance`), thrown as it leaves, and reading ``base_trip`` says what that distance costs: the
whole round, or the way there and back and a Game-Turn to rearm between. The counter is written ``back:TURN``;
at the end of the Game-Turn before, it comes back over the edge where it left, heading onto the table, rearmed with
its first load (a fighter's patrol) [8.2], on the half move of a counter arriving [8.3].
"""

from __future__ import annotations

from dataclasses import replace

from ...rulings import Ruling, Step
from .air_fight_phase import AirFightRules
from .air_phase import rearmed
from .air_sea_pieces import Plane
from .aircraft import aircraft_type
from .carriers import base_distance
from .readings import RULINGS
from .state import State, Throw


def trip(distance: int, reading: str) -> int:
    """The Game-Turns a counter is away at a base ``distance`` Game-Turns off [8.2] under reading ``base_trip``: the
    distance itself, or there and back with a Game-Turn's rearming between."""
    return distance if reading == "distance" else 2 * distance + 1


class AirBaseRules(AirFightRules):
    """Counters away at their base off the table, and back [8.2] (see the module's docstring)."""

    def _leave(self, state: State, p: Plane, steps: list[Step], ruled: Ruling) -> tuple[State, Ruling]:
        """``p`` flies off the edge: it waits there for its base's die [8.2]."""
        pos = state.position
        away = replace(p, cap="", joins=False, first=False, back=state.turn + 1)  # its Game-Turn set by the die
        planes = tuple(away if q.name == p.name else q for q in pos.planes)
        steps.append(Step("8.2", f"a die for how far off {p.name}'s base lies: one and the die Game-Turns"))
        new = state.with_(position=replace(pos, planes=planes), throw=Throw("base", 1, ships=(p.name,)))
        return self._advance(new, steps, "", [ruled])

    def _salvo_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        if throw.kind != "base":
            return super()._salvo_roll(state, throw, steps)
        name, r = throw.ships[0], state.readings
        distance = base_distance(throw.dice[0])
        away = trip(distance, r["base_trip"])
        back = state.turn + away
        said = f"{throw.dice[0]}: its base is {distance} Game-Turns off; it is away {away}, back on Game-Turn {back}"
        step = RULINGS.step("8.2", said, r, "base_trip")
        steps.append(step)
        pos = state.position
        planes = tuple(replace(q, back=back) if q.name == name else q for q in pos.planes)
        ruled = RULINGS(f"when is {name} back", back, [step], readings=r, value=back)
        new = state.with_(position=replace(pos, planes=planes), throw=None)
        return self._advance(new, steps, f"{name} is back on Game-Turn {back}", [ruled])

    def _end_of_turn(self, state: State, steps: list[Step]) -> State:
        """At the end of a Game-Turn, the counters due back next come over their edge, rearmed [8.2, 8.3]."""
        new = super()._end_of_turn(state, steps)
        if new.result or not any(p.back and p.back <= new.turn for p in new.position.planes):
            return new
        planes = []
        for p in new.position.planes:
            if p.back and p.back <= new.turn:
                t = aircraft_type(p.kind)
                p = replace(p, back=0, first=True, load=rearmed(t.key, t.loads), pose=p.pose.turned(180.0))
                steps.append(Step("8.2", f"{p.name} comes back over the table's edge from its base, rearmed"))
            planes.append(p)
        return new.with_(position=replace(new.position, planes=tuple(planes)))


__all__ = ["AirBaseRules", "trip"]
