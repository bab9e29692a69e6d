"""Torpedo and missile counters on the engine [5.7.1, 5.7.2, 5.8.1, 2.1]: they run, strike and do their damage.

:class:`CounterRules` adds to the Game-Turn [2.1]: once both players have sailed, every running counter on the table
runs its sailing phase (:func:`.torpedoes.run_counter`, against every base afloat, guided ones homing); those that
struck are then resolved ship by ship, kind by kind, each with its dice asked in turn: the hit dice (one a torpedo,
two a missile), the ship's half Hull dice to save, the critical checks and a strike test as they fall due
(:func:`.impacts.impact`), before the gunnery phase opens. Counters that ran out of time or met a base unarmed
leave the table; a struck one leaves it once its damage is done.

Counters are launched in the gunnery phase (:mod:`.launch_phase`); goalkeepers fire before the impacts
(:mod:`.goalkeeper_phase`); a mine set off lays two struck torpedoes on the ship's base (:mod:`.mine_phase`); ECM 3's
decoy dice against guided torpedoes come before their hit dice (:mod:`.decoy_phase`). An aircraft's hit
(:mod:`.air_fire_phase`) strikes through the same steps: a bomb's die of hits saved by half the Hull or all of it
(reading ``bomb_saves``) [8.5], a kamikaze's bomb, then its torpedo [8.1].
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
from .readings import RULINGS
from .state import State, Throw
from .torpedoes import Counter, run_counter

#: The dice of a counter's impact, by the kind of throw each is for.
COUNTER_THROWS = {
    "impact": (
        "the hit dice of what strikes her, one a torpedo (or a ram's torpedo hit) or a bomb's hit and two a missile",
        "5.7.2",
    ),
    "impact-saves": ("her half Hull dice against them, or all of it against a bomb (reading bomb_saves)", "5.7.2"),
    "impact-criticals": ("the critical checks' dice", "5.6.2"),
    "impact-strike": ("the strike test's Discipline dice", "5.6.4"),
}
#: How near (inches) a struck counter lies to the base it struck.
ON_BASE = 1e-6
#: What an aircraft's hit strikes as, by the end of the name it carries in an impact's chain [8.5, 8.1].
AIR_KINDS = ("bomb", "torpedo")


def air_kind(name: str) -> str:
    """What a part of an aircraft's hit strikes as: ``PLANE-bomb`` a bomb, ``PLANE-torpedo`` a torpedo [8.5, 8.1]."""
    kind = name.rsplit("-", 1)[-1]
    if kind not in AIR_KINDS:
        raise InvalidInputError("aircraft hit", name, "PLANE-bomb or PLANE-torpedo")
    return kind


def air_run(chain: tuple[str, ...]) -> tuple[str, ...]:
    """The leading parts of an aircraft's hit of one kind, struck together; the rest strike after [8.1, 8.5]."""
    kind = air_kind(chain[0])
    run = next((i for i, n in enumerate(chain) if air_kind(n) != kind), len(chain))
    return chain[:run]


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
            steps.append(self._saves_due(state, kind, hits, aim.name))
            asked = throw.then("impact-saves", target.saving(kind, state.readings))
            return self._advance(state.with_(throw=asked), steps, "", [])
        if hits and saves is not None:
            due = self._impact_wants(state, throw, kind, hits, target, saves, crit, batches, steps)
            if due is not None:
                return self._advance(state.with_(throw=due), steps, "", [])
        run = self._impact_run(state, throw)
        n = len(run) or len(batches["impact"]) // DICE[kind]
        ruled = impact(kind, n, batches["impact"], target, saves or (), guided=len(decoy), decoy_dice=decoy, critical_dice=crit,
                       strike_dice=batches.get("impact-strike"), readings=state.readings)  # fmt: skip
        steps += ruled.steps
        pos = state.position
        if hits:
            pos, _ = self._damaged(state, pos, aim, ruled, steps)
        pos = replace(pos, counters=tuple(c for c in pos.counters if c.name not in run))
        rest = throw.chain[len(run) :]
        ended = self._objective_met(state.with_(position=pos, throw=None), steps) if rest else state
        if ended.result:  # the bomb ended the game at once: its torpedo asks no die (APP.2.3.2) [8.5]
            new = ended
        elif rest and aim.name in {v.name for v in pos.ships if v.fate not in ("sunk", "off")}:
            new = state.with_(position=pos, throw=self._air_impact(aim.name, rest, steps))
        else:
            new = self._after_impact(state.with_(position=pos, throw=None), throw, steps)
        what = plural(n, kind, kind + ("es" if kind == "torpedo" else "s"))
        return self._advance(new, steps, f"{what} on {aim.name}: {ruled.verdict}", [ruled])

    def _impact_kind(self, state: State, throw: Throw) -> str:
        """What strikes in an impact's dice: the kind of its counters (a ram's blow strikes as torpedoes, 4.3.2); an
        aircraft's hit, no counter of the table, as its name's end says: a bomb or a torpedo [8.5, 8.1]."""
        if not throw.chain:
            return "torpedo"
        counter = next((c.kind for c in state.position.counters if c.name == throw.chain[0]), None)
        return counter or air_kind(throw.chain[0])

    def _impact_run(self, state: State, throw: Throw) -> tuple[str, ...]:
        """The names this impact strikes with: its counters, or the leading parts of an aircraft's hit of one kind (a
        kamikaze's bomb strikes before its torpedo, each saved as its kind is) [8.1, 8.5]."""
        if not throw.chain or any(c.name == throw.chain[0] for c in state.position.counters):
            return throw.chain
        return air_run(throw.chain)

    @staticmethod
    def _air_impact(target: str, chain: tuple[str, ...], steps: list[Step]) -> Throw:
        """The hit dice of an aircraft's hit on ``target``: those of its leading parts of one kind, the rest struck
        after them [8.5, 8.1]."""
        kind, run = air_kind(chain[0]), len(air_run(chain))
        said = f"{plural(run, kind, kind + ('es' if kind == 'torpedo' else 's'))} strike {target}: {plural(run * DICE[kind], 'die', 'dice')}"
        steps.append(Step("8.5", said + " for the hits"))
        return Throw("impact", run * DICE[kind], ships=(target,), chain=chain)

    @staticmethod
    def _saves_due(state: State, kind: str, hits: int, name: str) -> Step:
        """The saves an impact's hits ask: half her Hull, or all of it against a bomb (reading ``bomb_saves``)."""
        if kind != "bomb":
            return Step("5.7.2", f"{plural(hits, 'hit')}: {name} saves with half her Hull dice")
        how = "half her" if state.readings["bomb_saves"] == "half-hull" else "her whole"
        return RULINGS.step(
            "8.5", f"{plural(hits, 'hit')}: {name} saves with {how} Hull dice", state.readings, "bomb_saves"
        )

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
        hull, saving = target.hull, target.saving(kind, state.readings)
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


__all__ = ["AIR_KINDS", "COUNTER_THROWS", "CounterRules", "air_kind", "air_run", "struck_base"]
