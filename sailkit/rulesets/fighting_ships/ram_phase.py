"""Rams on the engine [4.3.2]: a purpose-built ram strikes as torpedo hits when its ship collides with an enemy.

:class:`RamRules` adds to the sailing phase's collisions [4.3.1]: a ship with a purpose-built ram that meets an enemy
holds her course to ram (she takes no emergency test of her own; her victim still may, and evading escapes the
blow). When they collide they entangle as any two ships do, each testing her Hull [4.3.1e], but stay at the
angle they struck [4.3.3]; then the blow, each die asked in turn:

* the ram's torpedo hits on her victim, two on her side and one anywhere else (:func:`.rams.ram_hits`, reading
  ``ram_beam``), resolved as torpedo impacts are, with half her Hull dice to save, her critical checks and strike
  test (:func:`.impacts.impact`, the counters' impact step of :mod:`.counter_phase`) [4.3.2, 5.7.2];
* the rammer's Discipline test with half her dice: failing it she takes one torpedo hit herself
  (:func:`.rams.ram_recoil`) [4.3.2a];
* if her victim sank, the rammer's Discipline test to draw back, or she goes down with her
  (:func:`.rams.draw_back`) [4.3.2b].

Then the rammer's move ends as after any entanglement. A spar torpedo [4.3.2c] is a weapon no stat line carries.

Ships larger than a Second World War destroyer without a ram never entangle [4.3.3]: when such a collision is not a
ram's, the two glance off (:func:`.rams.glance`): the larger takes an Anchor token and the smaller a die of Damage
tokens (asked as a ``glance`` die), each costing her fleet a point of morale as a collision's Damage token does, and
the mover's move ends where they met.
"""

from __future__ import annotations

from ...rulings import Ruling, Step
from .counter_phase import CounterRules
from .dice import halved
from .rams import draw_back, glance, ram_hits, ram_recoil
from .state import State, Throw
from .turn import _anchor, _gone, _lose

#: The dice of a ram's blow that are not its torpedo hits, by the kind of throw each is for.
RAM_THROWS = {
    "ram-recoil": ("the rammer's Discipline test with half her dice", "4.3.2"),
    "ram-draw": ("the rammer's Discipline test to draw back from her sinking victim", "4.3.2"),
    "glance": ("the die of Damage tokens the smaller ship takes as they glance off", "4.3.3"),
}
#: A special captain's 1s thrown again in a ram's Discipline tests [APP.1.2.2] (as :data:`.rules.RETHROWN`).
RAM_RETHROWN = {kind: ("Discipline", "authoritarian", 0) for kind in ("ram-recoil", "ram-draw")}
#: The :attr:`~.state.Throw.band` of a ram's torpedo hits on her victim, and of her own recoil's hit.
BLOW, RECOIL = "ram", "ram-recoil"


class RamRules(CounterRules):
    """A ram's blow in the sailing phase [4.3.2] (see the module's docstring)."""

    def _rams(self, state: State, mover: str, met: str) -> bool:
        """Whether ``mover`` rams ``met``: she has a purpose-built ram and ``met`` is an enemy afloat [4.3.2]."""
        a, b = state.vessel(mover), state.vessel(met)
        return a.ship.cls.ram and a.side != b.side and a.fighting and b.fate not in ("sunk", "off")

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
        """A rammer meeting an enemy takes no emergency test of her own: she means to strike [4.3.1, 4.3.2]."""
        if first == 0 and self._rams(state, mover, met):
            steps.append(Step("4.3.2", f"{mover} holds her course to ram {met}: she takes no emergency test"))
            first = 1
        return super()._collide(state, mover, met, steps, parts, first, asked=asked)

    def _entangling(
        self, state: State, mover: str, met: str, steps: list[Step], parts: list[Ruling]
    ) -> tuple[State, Ruling]:
        """Big steel ships without a ram glance off instead of entangling [4.3.3] (see the module's docstring)."""
        off = glance(state.vessel(mover).ship, state.vessel(met).ship, readings=state.readings)
        if self._rams(state, mover, met) or not off.verdict:
            return super()._entangling(state, mover, met, steps, parts)
        steps += off.steps
        if off.facts["smaller"]:
            new = state.with_(throw=Throw("glance", 1, ships=(mover, met)))
            return self._advance(new, steps, f"{mover} and {met} glance off", [*parts, off])
        return self._glanced(state, off, steps, [*parts, off])

    def _glanced(self, state: State, off: Ruling, steps: list[Step], parts: list[Ruling]) -> tuple[State, Ruling]:
        """The tokens of a glancing blow placed [4.3.3], then the mover's move ends."""
        pos = state.position
        for name in off.facts["larger"]:
            pos = pos.put(_anchor(pos.vessel(name), state))
        new = state.with_(position=pos, throw=None)
        for name in off.facts["smaller"]:
            v = new.vessel(name)
            hurt = v.with_(damage=min(v.damage + int(off.facts["damage"]), 9))
            new = new.with_(position=_lose(new.position.put(hurt), v.side, int(off.facts["damage"])))
            new = self._sunk_check(new, hurt, steps)
        if new.moving is not None:
            new, more = self._end_move(new)
            steps += more
        return self._advance(new, steps, "they glance off", parts)

    def _lay_alongside(self, state: State, mover: str, met: str) -> bool:
        """A rammer and her victim stay at the angle they struck [4.3.3]."""
        return not self._rams(state, mover, met) and super()._lay_alongside(state, mover, met)

    def _after_entangling(
        self, state: State, mover: str, met: str, steps: list[Step], done: Ruling
    ) -> tuple[State, Ruling]:
        """The ram's torpedo hits on her victim are due once the two have entangled [4.3.2]."""
        if not (self._rams(state, mover, met) and state.vessel(met).fighting):
            return super()._after_entangling(state, mover, met, steps, done)
        blow = ram_hits(state.vessel(mover).ship, state.vessel(met).ship, state.readings)
        steps += blow.steps
        want = int(blow.value or 0)
        new = state.with_(throw=Throw("impact", want, ships=(met, mover), band=BLOW))
        return self._advance(new, steps, f"{mover} rams {met}", [done, blow])

    def _impact_kind(self, state: State, throw: Throw) -> str:
        """A ram's blow and its recoil strike as torpedoes [4.3.2]."""
        return "torpedo" if throw.band in (BLOW, RECOIL) else super()._impact_kind(state, throw)

    def _after_impact(self, state: State, throw: Throw, steps: list[Step]) -> State:
        """After the blow, the rammer's recoil test; after her recoil's hit, whether she draws back [4.3.2a, b]."""
        if throw.band == BLOW:
            victim, rammer = throw.ships
            v = state.vessel(rammer)
            if not v.fighting:
                return self._ram_done(state, rammer, steps)
            steps.append(Step("4.3.2", f"{rammer} tests her Discipline with half her dice against the blow"))
            want = halved(self._dice(state, v, "discipline", steps))
            return state.with_(throw=Throw("ram-recoil", want, ships=(rammer, victim), band=BLOW))
        if throw.band == RECOIL:
            rammer, victim = throw.ships
            return self._drawing_back(state, rammer, victim, steps)
        return super()._after_impact(state, throw, steps)

    def _ram_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The rammer's Discipline dice: her recoil test [4.3.2a], or her test to draw back [4.3.2b]."""
        rammer, victim = throw.ships
        state = state.with_(throw=None)
        if throw.kind == "glance":
            off = glance(state.vessel(rammer).ship, state.vessel(victim).ship, throw.dice[0], state.readings)
            return self._glanced(state, off, [*steps, *off.steps[-1:]], [off])
        if throw.kind == "ram-recoil":
            test = ram_recoil(2 * len(throw.dice), throw.dice)
            steps += test.steps
            if test.value:
                new = state.with_(throw=Throw("impact", 1, ships=(rammer, victim), band=RECOIL))
                return self._advance(new, steps, f"{rammer} takes a torpedo hit", [test])
            return self._advance(self._drawing_back(state, rammer, victim, steps), steps, str(test.verdict), [test])
        back = draw_back(len(throw.dice), throw.dice)
        steps += back.steps
        if not back.verdict:
            v = state.vessel(rammer)
            steps.append(Step("APP.2.2.1", f"{rammer} sinks: her fleet loses {v.ship.cls.hull} morale"))
            pos = _lose(state.position, v.side, v.ship.cls.hull)
            state = state.with_(position=_gone(pos.put(v.with_(fate="sunk")), rammer))
        verdict = "she draws back" if back.verdict else "she sinks with her victim"
        return self._advance(self._ram_done(state, rammer, steps), steps, verdict, [back])

    def _drawing_back(self, state: State, rammer: str, victim: str, steps: list[Step]) -> State:
        """The rammer's test to draw back when her victim has sunk [4.3.2b]; else the end of her move."""
        v = state.vessel(rammer)
        if state.vessel(victim).fate == "sunk" and v.fighting:
            steps.append(Step("4.3.2", f"{victim} sinks: {rammer} must draw back from her or be dragged down"))
            want = self._dice(state, v, "discipline", steps)
            return state.with_(throw=Throw("ram-draw", want, ships=(rammer, victim)))
        return self._ram_done(state, rammer, steps)

    def _ram_done(self, state: State, rammer: str, steps: list[Step]) -> State:
        """The blow is over: the rammer's move ends, as after any entanglement [4.3.3, 4.1.1i]."""
        if state.moving is None or state.moving.ship != rammer:
            return state
        new, more = self._end_move(state)
        steps += more
        return new


__all__ = ["RAM_RETHROWN", "RAM_THROWS", "RamRules"]
