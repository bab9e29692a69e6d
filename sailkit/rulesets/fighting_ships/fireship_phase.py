"""Fireships on the engine [9.1.2]: lighting one, her forced run, the ships she scorches or sets on fire, the fire
die at the start of every Game-Turn and the blast when she blows up.

:class:`FireshipRules` sits between the sailing phase and the gunnery phase of the engine's rules: it takes over a
ship's sailing when she is an alight fireship, the end of a Game-Turn (the fire dice come before the initiative),
and every ruling's last step (a fireship with 4 Damage tokens, from whatever source, blows up). The rules
themselves are :mod:`.fireships`'s.

In play: ``ignite Hell`` in her side's sailing phase asks her crew's Discipline test (a pass lights her and she runs
at once; a failure and she sails as any ship); ``sail Hell`` for an alight fireship is her forced run, no dice.
A ship she meets may take her emergency Sailing test (``fire-evade``); the ships within 2 inches when she stops
throw their Discipline dice together, nearest first (``scorch``); the fire dice (``burn``) are thrown one an
alight fireship, in the position's order.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...rulings import Ruling, Step
from ...wording import plural
from .collisions import first_collision, table_edge
from .fireships import (
    BLAST,
    SCORCH,
    fire_die,
    fireship_heat,
    fireship_run,
    fireship_within,
    is_fireship,
    light_fireship,
)
from .notation import Phase, Vessel
from .readings import RULINGS
from .scenarios import Setup
from .state import State, Throw
from .steam_phase import SteamPhase
from .turn import _anchor, _gone, _lose, shores_of, vessels_besides


def alight(v: Vessel) -> bool:
    """Whether ``v`` is a fireship on fire: one showing a Damage token, still on the table [9.1.2a]."""
    return is_fireship(v.ship) and v.damage > 0 and v.fate not in ("sunk", "off")


class FireshipRules(SteamPhase):
    """The engine's fireships [9.1.2] (see the module's docstring)."""

    def start(self, setup: Setup) -> State:
        """The first Game-Turn opens with the fire dice too when a set-up has a fireship alight [9.1.2c]."""
        state = super().start(setup)
        return state if setup.duel else self._fire_opens(state, [])

    def _fighting(self, state: State, side: int | None) -> list[Vessel]:
        """The ships of ``side`` that may fire or board: never a fireship, with no guns and no boarders to speak of
        (Gunnery 0, Boarding 0) [9.1.2]."""
        return [v for v in super()._fighting(state, side) if not is_fireship(v.ship)]

    # ---- lighting her [9.1.2a] ----

    def _may_ignite(self, state: State) -> list[str]:
        """The acting side's fireships not yet alight that are still to sail this phase [9.1.2a]."""
        return [v.name for v in self._to_sail(state) if is_fireship(v.ship) and not alight(v) and v.fighting]

    def _ignite(self, state: State, name: str) -> tuple[State, Ruling]:
        v = state.vessel(name)
        want = v.test_dice("discipline")
        steps = [Step("9.1.2a", f"{name}'s crew tries to set her alight: a Discipline test")]
        return self._advance(state.with_(throw=Throw("light", want, ships=(name,))), steps, f"{name} is lit", [])

    def _light_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        name = throw.ships[0]
        v = state.vessel(name)
        lit = light_fireship(v.test_dice("discipline"), throw.dice)
        steps += lit.steps
        state = state.with_(throw=None)
        if not lit.verdict:
            steps.append(Step("9.1.2a", f"{name} sails as any ship this phase"))
            return self._roll_for_points(state, name, steps)
        state = state.with_(position=state.position.put(v.with_(damage=1)))
        return self._run(state, name, steps, [lit])

    def _fireship_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The dice of a fireship's ruling are in: what they decide [9.1.2]."""
        rolls = {
            "light": self._light_roll,
            "fire-evade": self._fire_evade_roll,
            "scorch": self._scorch_roll,
            "burn": self._burn_roll,
        }
        return rolls[throw.kind](state, throw, steps)

    # ---- her run [9.1.2b, 9.1.2e, 9.1.2f] ----

    def _start_sailing(self, state: State, name: str) -> tuple[State, Ruling]:
        if alight(state.vessel(name)):
            return self._run(state, name, [], [])
        return super()._start_sailing(state, name)

    def _run(self, state: State, name: str, steps: list[Step], parts: list[Ruling]) -> tuple[State, Ruling]:
        """An alight fireship's run in her side's sailing phase [9.1.2b]: what she meets stops her; a shore blows
        her up [9.1.2f]; a ship met may evade [9.1.2e]; then the ships within 2 inches test [9.1.2d]."""
        v, pos, r = state.vessel(name), state.position, state.readings
        if v.entangled:
            held = ", ".join(sorted(v.entangled))
            steps.append(Step("9.1.2e", f"{name} burns held fast by {held}: she does not run until they break free"))
            return self._advance(state.with_(sailed=state.sailed | {name}), steps, f"{name} burns in place", parts)
        ran = fireship_run(v.ship, pos.wind, anchored=v.anchors > 0, readings=r)
        move = ran.facts["move"]
        others = vessels_besides(state, name)
        met = first_collision(v.ship, move, [w.ship for w in others], shores=shores_of(state), readings=r)
        steps += ran.steps
        parts = [*parts, ran, met]
        runs = (*state.runs, (name, state.ran(name) + float(ran.value or 0)))
        state = state.with_(sailed=state.sailed | {name}, runs=runs)
        if met.verdict is None:
            edge = table_edge(v.ship, move, *pos.table, readings=r)
            parts.append(edge)
            if edge.verdict is None:
                new = state.with_(position=pos.put(v.with_(ship=v.ship.at(ran.facts["pose"]))))
                return self._scorching(new, name, (), steps, parts)
            steps += edge.steps
            v = _anchor(v.with_(ship=v.ship.at(edge.facts["pose"])), state)
            if edge.verdict == "leaves":
                pos = _gone(_lose(pos, v.side, v.ship.cls.hull).put(v.with_(fate="off")), name)
                return self._advance(state.with_(position=pos), steps, f"{name} leaves the table", parts)
            return self._scorching(state.with_(position=pos.put(v)), name, (), steps, parts)
        steps += met.steps[1:]
        v = v.with_(ship=v.ship.at(met.facts["pose"]))
        state = state.with_(position=pos.put(v))
        if met.verdict == "shore":
            steps.append(Step("9.1.2f", f"{name} runs aground burning: she blows up at once"))
            return self._advance(self._blow_up(state, name, steps), steps, f"{name} blows up on the shore", parts)
        other = str(met.verdict)
        steps.append(Step("9.1.2e", f"{name} has no crew to avoid {other}; {other} may try to"))
        room = self._evasion(state, other, name)
        if room.verdict:
            want = state.vessel(other).ship.cls.sailing
            new = state.with_(throw=Throw("fire-evade", want, ships=(name, other)))
            return self._advance(new, steps, f"{name} bears down on {other}", parts)
        steps += room.steps
        return self._set_on_fire(state, name, other, steps, parts)

    def _fire_evade_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The emergency Sailing test of the ship a burning fireship meets [9.1.2e, 4.3.1]: clear, she still tests
        as a ship within 2 inches; caught, she is set on fire."""
        name, other = throw.ships
        state = state.with_(throw=None)
        tried = self._evasion(state, other, name, throw.dice)
        steps += tried.steps
        if not tried.verdict:
            return self._set_on_fire(state, name, other, steps, [tried])
        poses = tried.facts["poses"]
        turn = min(poses, key=lambda s: (tried.facts[s], s))  # the smaller pivot, as in any collision [4.3.1]
        w = state.vessel(other)
        steps.append(Step("9.1.2e", f"{other} turns {turn} on her stern clear of {name}, and tests as within 2 inches"))
        new = state.with_(position=state.position.put(w.with_(ship=w.ship.at(poses[turn]))))
        return self._scorching(new, name, (other,), steps, [tried])

    def _set_on_fire(
        self, state: State, name: str, other: str, steps: list[Step], parts: list[Ruling]
    ) -> tuple[State, Ruling]:
        """``other`` fails to avoid the burning fireship: they entangle and she takes a Damage token now (and one at
        the start of every Game-Turn they stay entangled) [9.1.2e, 4.3.3]."""
        v, w = state.vessel(name), state.vessel(other)
        steps.append(Step("9.1.2e", f"{other} fouls {name} and catches fire: a Damage token, and they entangle"))
        pos = state.position.put(v.with_(entangled=v.entangled | {other}), w.with_(entangled=w.entangled | {name}))
        state = self._token(state.with_(position=pos), other, steps)
        return self._scorching(state, name, (), steps, parts)

    # ---- the heat of her [9.1.2d] ----

    def _scorching(
        self, state: State, name: str, also: Sequence[str], steps: list[Step], parts: list[Ruling]
    ) -> tuple[State, Ruling]:
        """The fireship has ended her move: every ship within 2 inches, and one that just evaded her, tests her
        Discipline; one entangled with her took her Damage token already [9.1.2d, 9.1.2e]."""
        v = state.vessel(name)
        if not alight(v):
            return self._advance(state, steps, f"{name} has run", parts)
        others = [w for w in vessels_besides(state, name) if w.name not in v.entangled]
        near = fireship_within(v.ship, [w.ship for w in others], SCORCH, "9.1.2d", state.readings)
        parts = [*parts, near]
        steps += near.steps
        names = tuple(dict.fromkeys((*also, *near.verdict)))
        want = sum(state.vessel(n).test_dice("discipline") for n in names)
        if not names:
            return self._advance(state, steps, f"{name} has run", parts)
        steps.append(Step("9.1.2d", f"{', '.join(names)}: {plural(want, 'Discipline die', 'Discipline dice')}"))
        if not want:
            return self._scorch_roll(state, Throw("scorch", 0, ships=(name, *names)), steps)
        return self._advance(state.with_(throw=Throw("scorch", want, ships=(name, *names))), steps, "", parts)

    def _scorch_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        name, *ships = throw.ships
        dice, parts = throw.dice, []
        state = state.with_(throw=None)
        for n in ships:
            k = state.vessel(n).test_dice("discipline")
            tested = fireship_heat(n, k, dice[:k])
            dice = dice[k:]
            parts.append(tested)
            steps += tested.steps
            if tested.verdict:
                state = self._token(state, n, steps)
        return self._advance(state, steps, f"the heat of {name}", parts)

    def _token(self, state: State, name: str, steps: list[Step]) -> State:
        """One Damage token for ``name`` from a fireship [9.1.2c-e]: damage, so her fleet loses a morale point
        (APP.2.2.1); she may sink [5.6.3], and a fireship reaching 4 tokens blows up at the ruling's end."""
        v = state.vessel(name)
        if v.fate in ("sunk", "off"):
            return state
        v = v.with_(damage=min(v.damage + 1, 9))
        steps.append(Step("APP.2.2.1", f"{name}'s Damage token costs {state.label(v.side)} a morale point"))
        state = state.with_(position=_lose(state.position.put(v), v.side, 1))
        return self._sunk_check(state, v, steps)

    # ---- her crew, gone [9.1.2e] ----

    def _evasion(self, state: State, name: str, away: str, dice: Sequence[int] | None = None) -> Ruling:
        """A burning fireship has no crew to evade with (reading-free: the text says so) [9.1.2e]."""
        if alight(state.vessel(name)):
            said = f"{name} is a burning fireship with no crew aboard: she cannot evade"
            return RULINGS(f"can {name} evade", False, [Step("9.1.2e", said)], kind="collision")
        return super()._evasion(state, name, away, dice)

    def _end_move(self, state: State) -> tuple[State, list[Step]]:
        """An alight fireship takes no token test after moving: she has no crew aboard [9.1.2e] (one lit by a
        collision in the middle of her move; her runs never call for one)."""
        moving = state.moving
        if moving is None or not alight(state.vessel(moving.ship)):
            return super()._end_move(state)
        runs = (*state.runs, (moving.ship, state.ran(moving.ship) + moving.moved))
        said = f"{moving.ship} burns with no crew to fight the fire: no token test"
        return state.with_(moving=None, sailed=state.sailed | {moving.ship}, runs=runs), [Step("9.1.2e", said)]

    def _run_aground(self, state: State, v: Vessel, steps: list[Step]) -> State:
        if alight(v):
            steps.append(Step("9.1.2f", f"{v.name} runs aground burning: she blows up at once"))
            new = self._blow_up(state, v.name, steps)
            return new.with_(moving=None, sailed=new.sailed | {v.name})
        return super()._run_aground(state, v, steps)

    def _sunk_check(self, state: State, v: Vessel, steps: list[Step]) -> State:
        """A fireship does not sink: at 4 Damage tokens she blows up first [9.1.2c]."""
        if is_fireship(v.ship) and v.fate not in ("sunk", "off"):
            return state
        return super()._sunk_check(state, v, steps)

    # ---- the fire die and the blast [9.1.2c] ----

    def _advance(
        self,
        state: State,
        steps: list[Step],
        verdict: str,
        parts: Sequence[Ruling],
        phase: Phase | None = None,
        fire: Sequence[str] = (),
    ) -> tuple[State, Ruling]:
        """Every ruling ends with the fireships that reached 4 Damage tokens blown up, whatever gave them the
        tokens (a salvo, a collision, another fireship) [9.1.2c]."""
        if state.throw is None:
            state = self._blasts(state, steps)
        return super()._advance(state, steps, verdict, parts, phase, fire)

    def _blasts(self, state: State, steps: list[Step]) -> State:
        while True:
            due = [v for v in state.ships if alight(v) and v.damage >= 4]
            if not due:
                return state
            steps.append(Step("9.1.2c", f"{due[0].name} has {plural(due[0].damage, 'Damage token')}: she blows up"))
            state = self._blow_up(state, due[0].name, steps)

    def _blow_up(self, state: State, name: str, steps: list[Step]) -> State:
        """``name`` blows up and leaves the table (written ``sunk``); every ship within 6 inches takes a Damage token
        [9.1.2c]; her fleet loses her Hull only under reading ``fireship_morale=hull``."""
        v, r = state.vessel(name), state.readings
        pos = _gone(state.position.put(v.with_(fate="sunk")), name)
        if r["fireship_morale"] == "hull":
            pos = _lose(pos, v.side, v.ship.cls.hull)
        said = "her fleet loses her Hull" if r["fireship_morale"] == "hull" else "her fleet loses no morale for her"
        steps.append(RULINGS.step("9.1.2c", said, r, "fireship_morale"))
        state = state.with_(position=pos)
        others = [w for w in vessels_besides(state, name) if w.fate not in ("sunk", "off")]
        hit = fireship_within(v.ship, [w.ship for w in others], BLAST, "9.1.2c", r)
        steps += hit.steps
        for n in hit.verdict:
            state = self._token(state, n, steps)
        return state

    def _end_of_turn(self, state: State, steps: list[Step]) -> State:
        """A new Game-Turn opens with the fire: a Damage token for every ship entangled with a burning fireship
        [9.1.2e], then a die for every alight fireship before the initiative [9.1.2c]."""
        new = super()._end_of_turn(state, steps)
        if new.result or new.throw is None or new.throw.kind not in ("initiative", "duel-weather"):
            return new
        return self._fire_opens(new, steps)

    def _fire_opens(self, state: State, steps: list[Step]) -> State:
        for v in state.ships:
            if alight(v):
                for n in sorted(v.entangled):
                    steps.append(Step("9.1.2e", f"{n} is still entangled with the burning {v.name}"))
                    state = self._token(state, n, steps)
        state = self._blasts(state, steps)
        burning = tuple(v.name for v in state.ships if alight(v))
        if not burning:
            return state
        steps.append(Step("9.1.2c", f"the fire dice for {', '.join(burning)}, before the initiative"))
        return state.with_(throw=Throw("burn", len(burning), ships=burning))

    def _burn_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        parts = []
        for name, die in zip(throw.ships, throw.dice, strict=True):
            v = state.vessel(name)
            spread = fire_die(v.damage, die)
            parts.append(spread)
            steps += [Step(s.case, f"{name}: {s.reason}") for s in spread.steps]
            state = state.with_(position=state.position.put(v.with_(damage=int(spread.verdict))))
        kind = "duel-weather" if state.setup.duel else "initiative"
        state = self._blasts(state.with_(throw=Throw(kind, 2)), steps)
        return self._advance(state, steps, "the fire dice", parts)


__all__ = ["FireshipRules", "alight"]
