"""Submarines rammed on the surface in play [7.2, 4.3.1e].

A surface ship whose move meets a submarine on the surface (her model on the table: a boat that surfaced this
Game-Turn or runs on top) rams her rather than entangling: the collision's emergency tests come first (reading
``sub_ram_evasion``: ``evade-first``; under ``no-evasion`` crossing her is ramming her), and when neither evades the
engine asks the Hull dice of :func:`.submarines.rammed`, the rammer's and (reading ``sub_ram_damage``: ``own-test``)
the boat's. The rammer takes a Damage token if her test fails, the boat her own test's (or the rammer's) and two
more; each token costs its fleet a point of morale, as a collision's does; nobody is entangled, and the mover's move
ends where they met.

A boat **diving** this Game-Turn lies as her three counters together where she went down. A surface ship whose
manoeuvre carries her base over the boat's real counter rams her as well, without an emergency test (the counter is
no ship to be evaded, and the boat is going down): the ram is thrown once the manoeuvre's own dice, if any, are done,
and the ship sails on, for the boat is below her keel. The boat's tokens are carried below, and she sinks as any ship
[5.6.3]. Her decoys lying with her are not met: only her real counter is the boat.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import shapely

from ...rulings import Ruling, Step
from .duel import DuelRules
from .notation import Phase, Position, Vessel
from .pack_phase import boat_vessel
from .sailing import Manoeuvre
from .state import State, Throw
from .submarines import Pack, rammed
from .turn import _lose

#: The Hull dice of a submarine rammed on the surface, the rammer's first [7.2].
SUB_RAM_THROWS = {"sub-ram": ("the rammer's Hull test, then the boat's, as a surface ship rams her", "7.2")}


def diving(state: State) -> list[Pack]:
    """The packs of boats that dived this Game-Turn, their counters still together where they went down [7.2]."""
    return [
        p
        for p in state.position.packs
        if p.boat in state.dived and p.real is not None and len({pose.point for _, pose in p.counters}) == 1
    ]


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

    def _manoeuvre(self, state: State, m: Manoeuvre) -> tuple[State, Ruling]:
        """A surface ship's manoeuvre over a diving boat's real counter leaves a ram due [7.2]."""
        moving = state.moving
        if moving is None or not diving(state) or state.vessel(moving.ship).ship.cls.submarine:
            return super()._manoeuvre(state, m)
        v = state.vessel(moving.ship)
        planned = v.ship.at(self._sail(state, m).facts["pose"])
        swept = shapely.convex_hull(shapely.union(v.ship.base, planned.base))
        crossed = [
            (v.name, p.boat)
            for p in diving(state)
            if swept.intersects(b := boat_vessel(p, state.readings).ship.base) and not v.ship.base.intersects(b)
        ]
        new, ruling = super()._manoeuvre(state.with_(rams_due=(*state.rams_due, *crossed)), m)
        if new.vessel(v.name).ship.pose != planned.pose:  # stopped short: she never reached the counter
            new = new.with_(rams_due=tuple(r for r in new.rams_due if r not in crossed))
        return new, ruling

    def _advance(
        self,
        state: State,
        steps: list[Step],
        verdict: str,
        parts: Sequence[Ruling],
        phase: Phase | None = None,
        fire: Sequence[str] = (),
    ) -> tuple[State, Ruling]:
        """A ram on a diving boat still due is thrown before anything moves on [7.2]."""
        if state.rams_due and state.throw is None and state.offer is None and not state.result:
            (rammer, boat), rest = state.rams_due[0], state.rams_due[1:]
            p = next((q for q in state.position.packs if q.boat == boat), None)
            if p is not None and state.vessel(rammer).fighting:
                r = state.vessel(rammer)
                own = state.readings["sub_ram_damage"] == "own-test"
                want = r.ship.cls.hull + (boat_vessel(p, state.readings).ship.cls.hull if own else 0)
                steps.append(Step("7.2", f"{rammer} passes over {boat}'s counter as she dives: she rams her"))
                state = state.with_(
                    throw=Throw("sub-ram", want, ships=(rammer, boat)), rams_due=rest, fought=state.fought
                )
            else:
                state = state.with_(rams_due=rest)
        return super()._advance(state, steps, verdict, parts, phase, fire)

    def _sub_ram_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The Hull dice thrown: each ship's Damage tokens and their morale, a sinking checked, no entanglement, and
        the mover's move over (a diving boat's rammer sails on) [7.2, 4.3.1e, 5.6.3]."""
        pack = next((p for p in state.position.packs if p.boat == throw.ships[1]), None)
        if pack is not None:  # the boat below stands as a ship for the damage rules to read, then goes back down
            up = boat_vessel(pack, state.readings)
            pos = state.position
            state = state.with_(
                position=replace(pos, packs=tuple(q for q in pos.packs if q is not pack), ships=(*pos.ships, up))
            )
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
        if pack is not None:
            new = new.with_(position=_back_down(new.position, pack, new.vessel(pack.boat)))
        elif new.moving is not None:
            new, more = self._end_move(new)
            steps += more
        return self._advance(new, steps, str(ruled.question), [ruled])


def _back_down(pos: Position, p: Pack, boat: Vessel) -> Position:
    """The boat rammed as she dived, back below with her tokens, unless she sank [7.2, 5.6.3]."""
    if boat.fate == "sunk":
        return pos
    below = replace(p, damage=boat.damage, anchors=boat.anchors)
    return replace(pos, ships=tuple(v for v in pos.ships if v.name != p.boat), packs=(*pos.packs, below))


__all__ = ["SUB_RAM_THROWS", "SubRamRules", "diving"]
