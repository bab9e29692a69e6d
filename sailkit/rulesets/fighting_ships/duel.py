"""The Duel's own turn sequence on the engine (APP.2.3.2a): no initiative phase; both ships roll their sailing
points [4.1.1a], then manoeuvre in turn, one manoeuvre at a time, the ship whose mainmast lies furthest downwind
first (dice decide a level pair), and after each manoeuvre the ship may fire from a gun arc she has not fired this
Game-Turn (reading ``duel_arcs``; a target on the line between two such arcs spends the one reading
``duel_arc_order`` names). Boarding follows the manoeuvres, as the gunnery phase's step c follows fire [6.1], or
comes after a manoeuvre instead of fire (reading ``duel_boarding``); a ship with no manoeuvre to make fires once
when the manoeuvres are over, or never (reading ``duel_idle``). The Duel ends as soon as a ship is captured, sinks
or strikes, or leaves the table (APP.2.3.2a b).

:class:`DuelRules` adds these to the Game-Turn's rules; the engine's ``_advance`` asks :meth:`DuelRules._duel_step`
at every point where nothing is pending. The states it passes through: ``held`` (the ships with sailing points
waiting their turn, next first), ``moving`` (the ship manoeuvring now) and ``volley`` (the ship that has just
finished a manoeuvre and may fire).
"""

from __future__ import annotations

from dataclasses import replace

from ...rulings import Ruling, Step
from ...wording import plural
from .arcs import GUN_ARCS, ArcName
from .gunnery_phase import GunneryPhase
from .measuring import at_most, inches
from .notation import Phase, Vessel
from .readings import RULINGS
from .state import State, Throw
from .turn import REACH, _ruling, may_aim, sails_for
from .wind import duel_order

#: The gun arcs a Duel ship may fire after a manoeuvre, under reading ``duel_arcs``.
DUEL_ARCS = {
    "every-arc": GUN_ARCS,
    "broadsides-only": (ArcName.PORT_BROADSIDE, ArcName.STARBOARD_BROADSIDE),
}
BROADSIDES = DUEL_ARCS["broadsides-only"]


class DuelRules(GunneryPhase):
    """The Duel's sequence (APP.2.3.2a) on top of the standard phases' rules."""

    def _duel_open(self, state: State, steps: list[Step]) -> State:
        """A Duel's Game-Turn opens at the sailing roll: the ship furthest downwind will manoeuvre first."""
        a, b = sorted(state.ships, key=lambda v: v.side)
        order = duel_order(a.ship, b.ship, state.position.wind)
        steps += order.steps
        pos = replace(state.position, phase=Phase.SAILING)
        idle = frozenset(v.name for v in state.ships if v.fighting)
        state = state.with_(position=pos, part=0, held=(), volley="", broadsides=frozenset(), idle=idle)
        if order.verdict is None:
            steps.append(Step("APP.2.3.2a", "each side throws a die: the higher manoeuvres first"))
            return state.with_(throw=Throw("duel-order", 2, ships=(a.name, b.name)))
        first = state.vessel(str(order.verdict)).side
        steps.append(Step("APP.2.3.2a", "both ships roll their sailing points, then manoeuvre in turn"))
        return state.with_(position=replace(pos, first=first))

    def _duel_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The dice for a level pair: the higher throw manoeuvres first; a tie throws again (APP.2.3.2a)."""
        a, b = throw.dice
        if a == b:
            steps.append(Step("APP.2.3.2a", f"both threw {a}: throw again"))
            return state.with_(throw=Throw("duel-order", 2, ships=throw.ships)), _ruling(
                "duel order", None, steps, state
            )
        first = 1 if a > b else 2
        steps.append(Step("APP.2.3.2a", f"{state.label(1)} {a}, {state.label(2)} {b}: {state.label(first)} first"))
        new = state.with_(position=replace(state.position, first=first), throw=None)
        return self._advance(new, steps, f"{state.label(first)} manoeuvres first", [])

    def _duel_step(self, state: State, steps: list[Step]) -> tuple[State, bool]:
        """The Duel's next point of decision, if it is one (``True``: stop here): its end, a ship that may fire
        after her manoeuvre, or the next ship's manoeuvre (APP.2.3.2a)."""
        out = [v for v in state.ships if not v.fighting]
        if out:
            return self._duel_end(state, out[0], steps), True
        if state.phase is not Phase.MANOEUVRE:
            return state, False
        if state.moving is not None and state.volley == state.moving.ship:
            state = state.with_(held=(*state.held, state.moving), moving=None)
        while state.volley or (state.moving is None and not state.held and state.idle):
            if not state.volley:
                state = self._idle_volley(state, steps)
                continue
            if self._duel_targets(state) or self._duel_boardings(state):
                return state, True
            steps.append(Step("APP.2.3.2a", f"{state.volley} has no unfired gun arc bearing on a valid target"))
            state = state.with_(volley="")
        if state.moving is None and state.held:
            nxt, *rest = state.held
            left = plural(nxt.points, "sailing point")
            steps.append(Step("APP.2.3.2a", f"{nxt.ship}'s turn to manoeuvre: {left} left"))
            state = state.with_(moving=nxt, held=tuple(rest), idle=state.idle - {nxt.ship})
        return state, state.moving is not None

    def _idle_volley(self, state: State, steps: list[Step]) -> State:
        """The manoeuvres are over: the next ship that had none to make (no sailing points, or held fast by an
        entanglement) fires once under reading ``duel_idle=one-volley``; under ``literal`` none of them fires
        (APP.2.3.2a)."""
        name = min(state.idle, key=lambda n: (state.vessel(n).side != state.position.first, n))
        rest = state.idle - {name}
        if not state.vessel(name).fighting:
            return state.with_(idle=rest)
        r = state.readings
        if r["duel_idle"] == "literal":
            said = f"{name} had no manoeuvre to make this Game-Turn: she has no broadside to fire"
            steps.append(RULINGS.step("APP.2.3.2a", said, r, "duel_idle"))
            return state.with_(idle=rest)
        said = f"{name} had no manoeuvre to make this Game-Turn: she may fire once now"
        steps.append(RULINGS.step("APP.2.3.2a", said, r, "duel_idle"))
        return state.with_(idle=rest, volley=name)

    def _duel_boardings(self, state: State) -> list[tuple[str, str]]:
        """(ship, enemy) the ship that has just manoeuvred may board instead of firing, under reading
        ``duel_boarding=after-a-manoeuvre`` [6.1, APP.2.3.2a]."""
        if state.readings["duel_boarding"] != "after-a-manoeuvre" or not state.volley:
            return []
        v = state.vessel(state.volley)
        return [(v.name, t) for t in sorted(v.entangled) if sails_for(state.vessel(t)) not in (v.side, None)]

    def _duel_end(self, state: State, out: Vessel, steps: list[Step]) -> State:
        """A ship taken, sunk, struck or gone off the table ends the Duel; the other side wins (APP.2.3.2a b)."""
        winner = 3 - out.side
        result = f"{state.label(winner)} wins the Duel"
        steps.append(Step("APP.2.3.2a", f"{out.name} is {out.fate}: the Duel is over, {result}"))
        return state.with_(result=result, winner=winner)

    def _duel_arcs(self, state: State, firer: Vessel, target: Vessel) -> list[ArcName]:
        """The gun arcs of ``firer`` bearing on ``target`` that she has not fired this Game-Turn, under reading
        ``duel_arcs``, the one she spends first first (reading ``duel_arc_order``); none when she may not fire at it
        (an armament critical silences her [5.6.2])."""
        silenced = "armament" in firer.criticals
        if silenced or not (
            target.fighting and may_aim(firer, target) and at_most(inches(firer.ship, target.ship), REACH)
        ):
            return []
        valid = self._valid(state, firer, target)
        arcs = DUEL_ARCS[state.readings["duel_arcs"]]
        bearing = [a for a in arcs if a in valid.facts["arcs"]] if valid.verdict else []
        if state.readings["duel_arc_order"] == "chasers-first":
            bearing.sort(key=lambda a: a in BROADSIDES)
        return [a for a in bearing if (firer.name, a.value) not in state.broadsides]

    def _duel_targets(self, state: State) -> list[tuple[str, str]]:
        """(firer, target) pairs the ship that has just manoeuvred may fire at (APP.2.3.2a)."""
        firer = state.vessel(state.volley)
        enemies = [v for v in state.ships if v.side != firer.side]
        return [(firer.name, t.name) for t in enemies if self._duel_arcs(state, firer, t)]

    def _duel_fire(self, state: State, name: str, target: str, steps: list[Step]) -> State:
        """``state`` with the gun arc ``name`` fires at ``target`` marked as fired this Game-Turn."""
        arc, *others = self._duel_arcs(state, state.vessel(name), state.vessel(target))
        said = f"{name} fires her {arc.value}, not yet fired this Game-Turn"
        steps.append(RULINGS.step("APP.2.3.2a", said, state.readings, "duel_arcs"))
        if others:
            said = f"{target} lies in {others[0].value} too: she spends her {arc.value} and keeps the other"
            steps.append(RULINGS.step("APP.2.3.2a", said, state.readings, "duel_arc_order"))
        return state.with_(volley="", broadsides=state.broadsides | {(name, arc.value)})


__all__ = ["DUEL_ARCS", "DuelRules"]
