"""Torpedo and missile counters on the engine [5.7.1, 5.7.2, 5.8.1, 2.1]: they run, strike and do their damage.

:class:`CounterRules` adds to the Game-Turn [2.1]: once both players have sailed, every running counter on the table
runs its sailing phase (:func:`.torpedoes.run_counter`, against every base afloat, guided ones homing); those that
struck are then resolved ship by ship, kind by kind, each with its dice asked in turn: the hit dice (one a torpedo,
two a missile), the ship's half Hull dice to save, the critical checks and a strike test as they fall due
(:func:`.impacts.impact`), before the gunnery phase opens. Counters that ran out of time or met a base unarmed
leave the table; a struck one leaves it once its damage is done.

Counters are launched in the gunnery phase (:mod:`.launch_phase`); goalkeepers fire before the impacts
(:mod:`.goalkeeper_phase`); a mine set off lays two struck torpedoes on the ship's base (:mod:`.mine_phase`); ECM 3's
decoy dice against guided torpedoes come before their hit dice (:mod:`.decoy_phase`).
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import replace

from ...errors import InvalidInputError
from ...rulings import Ruling, Step
from ...wording import plural
from .counter_questions import aims, target_of
from .damage import take_hits
from .duel import DuelRules
from .impacts import DICE, Target, decoys, impact
from .notation import Phase, Vessel
from .state import State, Throw
from .torpedoes import Counter, run_counter

#: The dice of a counter's impact, by the kind of throw each is for.
COUNTER_THROWS = {
    "impact": ("the hit dice of what strikes her, one a torpedo (or a ram's torpedo hit) and two a missile", "5.7.2"),
    "impact-saves": ("her half Hull dice against them", "5.7.2"),
    "impact-criticals": ("the critical checks' dice", "5.6.2"),
    "impact-strike": ("the strike test's Discipline dice", "5.6.4"),
}
#: How near (inches) a struck counter lies to the base it struck.
ON_BASE = 1e-6


def struck_base(state: State, c: Counter) -> Vessel | None:
    """The ship whose base a struck counter lies against, if she is still afloat on the table."""
    near = [v for v in state.ships if v.fate not in ("sunk", "off") and v.ship.base.distance(c.square) <= ON_BASE]
    return min(near, key=lambda v: v.ship.base.distance(c.square), default=None)


class CounterRules(DuelRules):
    """The counters' part of the sailing phase [2.1c, 5.7.1, 5.7.2, 5.8.1] (see the module's docstring)."""

    def _next_part(self, state: State, steps: list[Step]) -> State:
        new = super()._next_part(state, steps)
        leaving = state.phase is Phase.SAILING and new.phase is Phase.GUNNERY and new.part == 0
        if leaving and not new.result and new.throw is None and new.position.counters:
            return self._impact_due(self._counters_run(new, steps), steps)
        return new

    def _counters_run(self, state: State, steps: list[Step]) -> State:
        """Every running counter's sailing phase [5.7.1, 5.8.1]; those that stopped harmlessly leave the table."""
        pos = state.position
        running = [c for c in pos.counters if c.running]
        bases = {v.name: v.ship.base for v in pos.ships if v.fate not in ("sunk", "off")}
        moved: dict[str, Counter] = {}
        for c in running:  # each steers for its own aim point (reading homing_aim)
            ruled = run_counter(c, bases, aims(pos, c.point, pos.readings), pos.readings)
            steps += ruled.steps
            moved[c.name] = ruled.verdict
        kept = tuple(moved.get(c.name, c) for c in pos.counters)
        return state.with_(position=replace(pos, counters=tuple(c for c in kept if c.fate in ("running", "struck"))))

    def _impact_due(self, state: State, steps: list[Step]) -> State:
        """The dice of the next ship struck by counters of one kind [5.7.2, 5.8.1], or ``state`` when none is."""
        struck = [c for c in state.position.counters if c.fate == "struck"]
        for c in struck:
            v = struck_base(state, c)
            if v is None:
                continue
            group = tuple(o.name for o in struck if o.kind == c.kind and struck_base(state, o) == v)
            said = f"{plural(len(group), c.kind, c.kind + ('es' if c.kind == 'torpedo' else 's'))} strike {v.name}: {plural(len(group) * DICE[c.kind], 'die', 'dice')}"
            steps.append(Step("5.7.2" if c.kind == "torpedo" else "5.8.1", said + " for the hits"))
            return state.with_(throw=Throw("impact", len(group) * DICE[c.kind], ships=(v.name,), chain=group))
        left = tuple(c for c in state.position.counters if c.fate == "running")
        return state.with_(position=replace(state.position, counters=left))

    def _counter_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The next batch of an impact's dice, or its end: the saves, the critical checks, the strike test, then what
        the impact did [5.7.2, 5.8.1, 5.6]."""
        aim = state.vessel(throw.ships[0])
        kind = self._impact_kind(state, throw)
        batches = {**dict(throw.held), throw.kind: throw.dice}
        decoy = batches.get("impact-decoy", ())  # ECM 3's dice against guided torpedoes (decoy_phase) [5.7.2]
        spared = (
            int(decoys(len(decoy), decoy, state.readings).value or 0)
            if state.readings["torpedo_decoy"] == "one-hit"
            else 0
        )
        hits, target = max(0, sum(batches["impact"]) - spared), target_of(aim, state.position.fleets)
        saves, crit = batches.get("impact-saves"), batches.get("impact-criticals", ())
        if hits and saves is None:
            steps.append(Step("5.7.2", f"{plural(hits, 'hit')}: {aim.name} saves with half her Hull dice"))
            return self._advance(state.with_(throw=throw.then("impact-saves", target.saving(kind))), steps, "", [])
        if hits and saves is not None:
            due = self._impact_wants(state, throw, kind, hits, target, saves, crit, batches, steps)
            if due is not None:
                return self._advance(state.with_(throw=due), steps, "", [])
        n = len(throw.chain) or len(batches["impact"]) // DICE[kind]
        ruled = impact(kind, n, batches["impact"], target, saves or (), guided=len(decoy), decoy_dice=decoy, critical_dice=crit,
                       strike_dice=batches.get("impact-strike"), readings=state.readings)  # fmt: skip
        steps += ruled.steps
        pos = state.position
        if hits:
            pos, _ = self._damaged(state, pos, aim, ruled, steps)
        pos = replace(pos, counters=tuple(c for c in pos.counters if c.name not in throw.chain))
        new = self._after_impact(state.with_(position=pos, throw=None), throw, steps)
        what = plural(n, kind, kind + ("es" if kind == "torpedo" else "s"))
        return self._advance(new, steps, f"{what} on {aim.name}: {ruled.verdict}", [ruled])

    def _impact_kind(self, state: State, throw: Throw) -> str:
        """What strikes in an impact's dice: the kind of its counters (a ram's blow strikes as torpedoes, 4.3.2); a
        bomb's hit, named for its aircraft and no counter of the table, strikes as a torpedo [8.5]."""
        return next((c.kind for c in state.position.counters if c.name == throw.chain[0]), "torpedo")

    def _after_impact(self, state: State, throw: Throw, steps: list[Step]) -> State:
        """What comes once an impact's damage is done: the next ship struck by counters, if any."""
        return self._impact_due(state, steps)

    def _impact_wants(
        self,
        state: State,
        throw: Throw,
        kind: str,
        hits: int,
        target: Target,
        saves: tuple[int, ...],
        crit: tuple[int, ...],
        batches: dict[str, tuple[int, ...]],
        steps: list[Step],
    ) -> Throw | None:
        """The next batch an impact wants once its saves are thrown: a critical check's die, or the strike test."""
        aim = state.vessel(target.name)
        hull, saving = target.hull, target.saving(kind)
        due = None
        with suppress(InvalidInputError):  # a critical check still wants its die
            due = take_hits(hits, hull, saves, ship=target.ship, critical_dice=crit, hull_dice=saving,
                            readings=state.readings)  # fmt: skip
        if due is None:
            kind_now = "impact-criticals"
            return replace(throw, want=throw.want + 1) if throw.kind == kind_now else throw.then(kind_now, 1)
        if "impact-strike" not in batches and due.facts["strike_test_due"]:
            steps.append(Step("5.6.4", f"{aim.name} is one token from sinking: her strike test"))
            return throw.then("impact-strike", self._dice(state, aim, "discipline", steps))
        return None


__all__ = ["COUNTER_THROWS", "CounterRules", "struck_base"]
