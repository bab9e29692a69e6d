"""ECM 3's decoy die against guided torpedoes in play [5.7.2].

When guided torpedoes strike a ship with ECM 3 (her own or her fleet's, :func:`.counter_questions.target_of`), the
engine asks a die for each guided one before the hit dice: each 5 or 6 decoys it (:func:`.impacts.decoys`). Under
reading ``torpedo_decoy`` a decoyed torpedo's impact is void, its hit die never thrown (``impact``), or it saves one
hit of the total (``one-hit``). The impact itself is :mod:`.counter_phase`'s, which hands the decoy dice to
:func:`.impacts.impact`. Which ships' torpedoes are guided is reading ``guided_torpedoes``
(:func:`.launchers.guided_torpedoes`).
"""

from __future__ import annotations

from ...rulings import Ruling, Step
from ...wording import plural
from .counter_phase import CounterRules
from .counter_questions import target_of
from .impacts import decoys
from .state import State, Throw

#: The decoy's die, asked before the hit dice it may spare [5.7.2].
DECOY_THROWS = {"impact-decoy": ("ECM 3's decoy die for each guided torpedo, before the hit dice", "5.7.2")}


class DecoyRules(CounterRules):
    """ECM 3's decoy dice before a guided torpedo's impact [5.7.2] (see the module's docstring)."""

    def _impact_due(self, state: State, steps: list[Step]) -> State:
        """The next impact's dice; torpedoes striking a ship with ECM 3 first ask a decoy die for each guided one."""
        new = super()._impact_due(state, steps)
        throw = new.throw
        if throw is None or throw.kind != "impact" or throw.held or not throw.chain:
            return new
        named = {c.name: c for c in new.position.counters}
        guided = [n for n in throw.chain if n in named and named[n].kind == "torpedo" and named[n].guided]
        aim = new.vessel(throw.ships[0])
        if not guided or not target_of(aim, new.position.fleets).ecm3:
            return new
        said = f"{aim.name} has ECM 3: a decoy die for each of {plural(len(guided), 'guided torpedo')}"
        steps.append(Step("5.7.2", said))
        return new.with_(throw=Throw("impact-decoy", len(guided), ships=throw.ships, chain=throw.chain))

    def _counter_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The decoy dice thrown: the hit dice of the torpedoes still standing are asked next (all of them under
        reading ``torpedo_decoy``'s ``one-hit``) [5.7.2]."""
        if throw.kind != "impact-decoy":
            return super()._counter_roll(state, throw, steps)
        fooled = int(decoys(len(throw.dice), throw.dice, state.readings).value or 0)
        standing = len(throw.chain) - (fooled if state.readings["torpedo_decoy"] == "impact" else 0)
        hit = throw.then("impact", standing)
        if standing == 0:  # every torpedo decoyed: the impact is void, no hit die to throw
            return super()._counter_roll(state, hit, steps)
        return self._advance(state.with_(throw=hit), steps, "", [])


__all__ = ["DECOY_THROWS", "DecoyRules"]
