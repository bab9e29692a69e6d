"""Submarines rammed on the surface in play [7.2, 4.3.1e].

A surface ship whose move meets a submarine on the surface (her model on the table: a boat that surfaced this
Game-Turn or runs on top) rams her rather than entangling: the collision's emergency tests come first (reading
``sub_ram_evasion``: ``evade-first``; under ``no-evasion`` crossing her is ramming her), and when neither evades the
engine asks the Hull dice of :func:`.submarines.rammed`, the rammer's and (reading ``sub_ram_damage``: ``own-test``)
the boat's. The rammer takes a Damage token if her test fails, the boat her own test's (or the rammer's) and two
more; each token costs its fleet a point of morale, as a collision's does; nobody is entangled, and the mover's move
ends where they met. A pack diving this Game-Turn lies as counters, which no base meets in this version.
"""

from __future__ import annotations

from ...rulings import Ruling, Step
from .duel import DuelRules
from .notation import Vessel
from .state import State, Throw
from .submarines import rammed
from .turn import _lose

#: The Hull dice of a submarine rammed on the surface, the rammer's first [7.2].
SUB_RAM_THROWS = {"sub-ram": ("the rammer's Hull test, then the boat's, as a surface ship rams her", "7.2")}


def _pair(state: State, mover: str, met: str) -> tuple[Vessel, Vessel] | None:
    """The surface ship and the submarine on the surface of a collision, rammer first, or ``None`` [7.2]."""
    a, b = state.vessel(mover), state.vessel(met)
    for rammer, boat in ((a, b), (b, a)):
        if not rammer.ship.cls.submarine and boat.ship.cls.submarine == "surfaced" and boat.fighting:
            return rammer, boat
    return None


class SubRamRules(DuelRules):
    """A surface ship ramming a submarine on the surface [7.2] (see the module's docstring)."""

    def _collide(
        self,
        state: State,
        mover: str,
        met: str,
        steps: list[Step],
        parts: list[Ruling],
        first: int = 0,
        *,
        asked: int = -1,
    ) -> tuple[State, Ruling]:
        """Under reading ``sub_ram_evasion``'s ``no-evasion`` a ship crossing a boat on the surface rams her at once."""
        if _pair(state, mover, met) and state.readings["sub_ram_evasion"] == "no-evasion":
            steps.append(Step("7.2", f"{mover} crosses {met}: no emergency test (reading sub_ram_evasion)"))
            return self._entangling(state, mover, met, steps, parts)
        return super()._collide(state, mover, met, steps, parts, first, asked=asked)

    def _entangling(
        self, state: State, mover: str, met: str, steps: list[Step], parts: list[Ruling]
    ) -> tuple[State, Ruling]:
        """A boat on the surface is rammed rather than caught fast: the Hull dice of 7.2's ruling are asked."""
        pair = _pair(state, mover, met)
        if pair is None:
            return super()._entangling(state, mover, met, steps, parts)
        rammer, boat = pair
        own = state.readings["sub_ram_damage"] == "own-test"
        want = rammer.ship.cls.hull + (boat.ship.cls.hull if own else 0)
        steps.append(Step("7.2", f"{rammer.name} rams {boat.name} on the surface: the Hull tests of 4.3.1e"))
        new = state.with_(throw=Throw("sub-ram", want, ships=(rammer.name, boat.name)))
        return self._advance(new, steps, f"{rammer.name} rams {boat.name}", parts)

    def _sub_ram_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The Hull dice thrown: each ship's Damage tokens and their morale, a sinking checked, no entanglement, and
        the mover's move over [7.2, 4.3.1e, 5.6.3]."""
        rammer, boat = (state.vessel(n) for n in throw.ships)
        split = rammer.ship.cls.hull
        ruled = rammed(rammer.name, boat.name, split, throw.dice[:split], boat.ship.cls.hull, throw.dice[split:],
                       readings=state.readings)  # fmt: skip
        steps += ruled.steps
        new = state.with_(throw=None)
        for v, took in ((rammer, int(ruled.facts["rammer"])), (boat, int(ruled.facts["boat"]))):
            if took:
                hurt = v.with_(damage=min(v.damage + took, 9))
                new = new.with_(position=_lose(new.position.put(hurt), v.side, took))
                new = self._sunk_check(new, hurt, steps)
        if new.moving is not None:
            new, more = self._end_move(new)
            steps += more
        return self._advance(new, steps, str(ruled.question), [ruled])


__all__ = ["SUB_RAM_THROWS", "SubRamRules"]
