"""Goalkeepers on the engine [5.8.2, 2.1]: a ship's AA points shooting down the missiles about to strike.

:class:`KeeperRules` adds a step to the sailing phase [2.1b]: once both players have sailed and the counters have
run (:mod:`.counter_phase`), and before any impact is resolved, every ship afloat with AA points and an enemy missile
that has struck a base within 8 inches of her mainmast fires her goalkeeper at them (her own attackers or a
friend's), Player 1's ships first: her dice, one a pair of AA points (reading ``goalkeeper_dice``), are asked, and
each 6 (a 5 as well with ECM 3) destroys one of those missiles, nearest first (:func:`.missiles.goalkeeper`).
The missiles left strike as before.

Choice the engine makes where a player would: a ship fires her goalkeeper whenever a missile has struck her or a
friend within her reach, since a missile about to strike is the one the rule is for. Her held fire [5.8.2]: she
fires and launches nothing in the gunnery phase that follows (she counts as having fired this Game-Turn, and so
does not board either [6.1]).
"""

from __future__ import annotations

from dataclasses import replace

from ...rulings import Ruling, Step
from ...wording import plural
from .counter_phase import CounterRules
from .counter_questions import ECM3
from .ecm_level import ship_ecm
from .missiles import goalkeeper, goalkeeper_dice, in_reach
from .notation import Vessel
from .state import State, Throw
from .torpedoes import Counter

#: The goalkeeper's dice, for the ruling of each die.
KEEPER_THROWS = {"goalkeeper": ("a goalkeeper's dice, one a pair of AA points", "5.8.2")}


def _missiles_near(state: State, k: Vessel) -> list[Counter]:
    """The enemy missiles that have struck within ``k``'s 8 inches, nearest her mainmast first [5.8.2]."""
    near = [
        c
        for c in state.position.counters
        if c.kind == "missile" and c.fate == "struck" and c.side != k.side and in_reach(k.ship.mainmast, c.point)
    ]
    return sorted(near, key=lambda c: (k.ship.mainmast.distance(c.point), c.name))


class KeeperRules(CounterRules):
    """The goalkeepers' step of the sailing phase and their held fire [5.8.2, 2.1] (see the module's docstring)."""

    def kept(self, state: State, name: str) -> bool:
        """Whether ``name`` fired her goalkeeper this Game-Turn, and so holds her fire [5.8.2]."""
        return (name, state.turn) in state.keepers

    def _impact_due(self, state: State, steps: list[Step]) -> State:
        """A goalkeeper's dice before any impact, while one has a struck missile in reach [5.8.2, 2.1b]."""
        first = state.position.first or 1
        keepers = [
            v
            for v in sorted(state.ships, key=lambda v: (v.side != first, state.ships.index(v)))
            if v.fighting and goalkeeper_dice(v.ship.cls.aa, state.readings) and not self.kept(state, v.name)
        ]
        for k in keepers:
            near = _missiles_near(state, k)
            if near:
                dice = goalkeeper_dice(k.ship.cls.aa, state.readings)
                said = f"{k.name}'s goalkeeper fires at {plural(len(near), 'missile')} within 8 inches"
                steps.append(Step("5.8.2", f"{said}: {plural(dice, 'die', 'dice')}"))
                chain = tuple(c.name for c in near)
                keepers_now = state.keepers | {(k.name, state.turn)}
                return state.with_(
                    throw=Throw("goalkeeper", dice, ships=(k.name,), chain=chain),
                    keepers=keepers_now,
                    fought=state.fought | {k.name},
                )
        return super()._impact_due(state, steps)

    def _counter_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """A goalkeeper's dice thrown: the missiles it destroys leave the table, nearest first [5.8.2]; an impact's
        dice are :mod:`.counter_phase`'s."""
        if throw.kind not in KEEPER_THROWS:
            return super()._counter_roll(state, throw, steps)
        k = state.vessel(throw.ships[0])
        named = {c.name: c for c in state.position.counters}
        near = [named[n] for n in throw.chain]
        gap = max(k.ship.mainmast.distance(c.point) for c in near)
        ruled = goalkeeper(k.name, k.ship.cls.aa, len(near), throw.dice, ecm3=ship_ecm(state.position.fleets, k) >= ECM3,
                           gap=gap, readings=state.readings)  # fmt: skip
        steps += ruled.steps
        gone = {c.name for c in near[: int(ruled.verdict)]}
        if gone:
            steps.append(Step("5.8.1", f"{', '.join(sorted(gone))} intercepted: destroyed harmlessly"))
        pos = replace(state.position, counters=tuple(c for c in state.position.counters if c.name not in gone))
        new = self._impact_due(state.with_(position=pos, throw=None), steps)
        return self._advance(new, steps, f"{k.name}'s goalkeeper: {plural(len(gone), 'missile')} destroyed", [ruled])


__all__ = ["KEEPER_THROWS", "KeeperRules"]
