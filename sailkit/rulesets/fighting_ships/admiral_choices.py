"""The admirals' choices in play [APP.1.2.1]: effects a side may use, or keep back, at the moment they arise.

Where the text gives the player a choice, the engine stops and offers it (:class:`~.state.Offer`): ``admiral SHIP``
uses the effect, ``done SIDE`` declines it; the record carries the answer, so a replay reproduces it. Each is offered
only while the admiral leads (his flagship fighting [APP.1.2.1]):

* a Disciplinarian [APP.1.2.1b], once in the game: when a ship of the fleet fails a Discipline test (damage control
  or the strike test, shedding an Anchor token, lighting a fireship, the boarder's test before a Villain's
  flagship), the side may count it passed. sailkit reads the test as though her first die showed a 6 (a test of no
  dice as one die, a 6), and says so in the ruling;
* a Revolutionary [APP.1.2.1f], once in the game: before the initiative dice of any Game-Turn, the side may add 3 to
  its die for that Game-Turn. When both admirals are Revolutionaries the engine asks one side at a time, in the
  open (the whole table is in sight [1.2]); the text does not say who answers first, so the order is reading
  ``revolutionary_order`` (side 1 first, or last Game-Turn's Player 1 or Player 2 first);
* an Explorer [APP.1.2.1n]: when the side wins the first Game-Turn's initiative, it may hand Player 1 to the enemy;
* a Former Privateer [APP.1.2.1g], once in the game, or a Sea Dog [APP.1.2.1o] for an undamaged ship: when a ship
  of the fleet runs into an enemy that has room to evade her, the enemy's emergency Sailing test [4.3.1] may be
  denied: at once (the Privateer), or if she passes a Sailing test first (the Sea Dog, its own ``sea-dog`` dice).
  Whether it holds too when the enemy is the ship that sails into ours (her own test denied) is reading
  ``admiral_collision``; a Privateer's unspent effect is offered before a Sea Dog's;
* a Buccaneer [APP.1.2.1p]: when a ship of the fleet takes a prize by boarding, the side may press her into its fleet
  at once. She fights on for her captors with at least one Damage token, her last one never shed (``pressed`` in a
  position); an admiral aboard her is lost with her [APP.1.2.1], and she casts off from her captors, whom she no
  longer fights, to join the action at once.
"""

from __future__ import annotations

from dataclasses import replace

from ...rulings import Ruling, Step
from .admirals import command, spend
from .dice import TEST_SCORE, stat_test
from .duel import DuelRules
from .notation import Phase
from .readings import RULINGS
from .state import Offer, State, Throw

#: The Discipline tests a Disciplinarian may count passed, each with which of the throw's ships throws it.
DISCIPLINE_TESTS = {"repair": 0, "anchor": 0, "light": 0, "villain": 0, "strike": 1}
#: The case every step of an offered effect cites: the admirals' [APP.1.2.1] (its letter is in the archetypes' data).
CASE = "APP.1.2.1"

#: Who answers first when both admirals are Revolutionaries (reading ``revolutionary_order``), by the option's name.
_FIRST_ASKED = {"side-1-first": None, "last-player-1-first": 1, "last-player-2-first": 2}


def revolutionary_first(option: str, last_first: int | None) -> int:
    """The side asked first when both admirals are Revolutionaries [APP.1.2.1f], under reading ``revolutionary_order``:
    side 1, or last Game-Turn's Player 1 or Player 2 (``last_first`` is last Game-Turn's Player 1; before the first
    Game-Turn's dice there is none, and side 1 answers first under every option)."""
    player = _FIRST_ASKED[option]
    if player is None or last_first is None:
        return 1
    return last_first if player == 1 else 3 - last_first


class AdmiralChoices(DuelRules):
    """The admirals' effects offered as choices (see the module's docstring)."""

    def _thrown(self, state: State, steps: list[Step], *, ask: bool = True) -> tuple[State, Ruling]:
        """A completed batch of dice decided (:class:`~.rules.FightingShipsRules`')."""
        raise NotImplementedError

    def _answer(self, state: State, use: bool) -> tuple[State, Ruling]:
        """The side's answer to the offer waiting: ``use`` the effect (``admiral SHIP``) or decline it."""
        offer = state.offer
        assert offer is not None
        said = "" if use else f"{state.label(offer.side)} does not use its admiral's {offer.key} effect now"
        steps = [Step(CASE, said)] if said else []
        cleared = state.with_(offer=None)
        if offer.key == "disciplinarian":
            return self._discipline_answer(cleared, offer, use, steps)
        if offer.key in ("revolutionary", "explorer"):
            return self._turn_answer(cleared, offer, use, steps)
        if offer.key in ("former-privateer", "sea-dog"):
            return self._collision_answer(cleared, offer, use, steps)
        return self._pressed_answer(cleared, offer, use, steps)

    # ---- the Disciplinarian [APP.1.2.1b] ----

    def _discipline_offer(self, state: State, steps: list[Step]) -> tuple[State, Ruling] | None:
        """A failed Discipline test a Disciplinarian may count passed, offered; else ``None``."""
        throw = state.throw
        if throw is None or throw.kind not in DISCIPLINE_TESTS or max(throw.dice, default=0) >= TEST_SCORE:
            return None
        v = state.vessel(throw.ships[DISCIPLINE_TESTS[throw.kind]])
        if not command(state.position, v.side).ready("disciplinarian"):
            return None
        said = f"{v.name} fails her Discipline test: her Disciplinarian admiral may count it passed, once in the game"
        steps.append(Step("APP.1.2.1", said))
        fire = throw.ships[:2] if throw.held and throw.held[0][0] == "gunnery" else ()
        new = state.with_(throw=None, offer=Offer("disciplinarian", v.name, v.side, throw))
        return self._advance(new, steps, f"{v.name} fails her Discipline test", [], fire=fire)

    def _discipline_answer(self, state: State, offer: Offer, use: bool, steps: list[Step]) -> tuple[State, Ruling]:
        throw = offer.throw
        assert throw is not None
        if use:
            state = state.with_(position=spend(state.position, offer.side, "disciplinarian"))
            dice = (TEST_SCORE, *throw.dice[1:])
            throw = replace(throw, dice=dice, want=len(dice))
            said = f"the Disciplinarian admiral, once in the game: {offer.ship}'s failed test counts as passed"
            steps.append(Step("APP.1.2.1", said + f" (sailkit reads her first die as a {TEST_SCORE})"))
        return self._thrown(state.with_(throw=throw), steps, ask=False)

    # ---- the Revolutionary and the Explorer [APP.1.2.1f, n] ----

    def _bonus(self, state: State, side: int) -> tuple[int, list[Step]]:
        total, steps = super()._bonus(state, side)
        if ("revolutionary", side, True) in state.answered:
            steps.append(Step("APP.1.2.1", "a Revolutionary admiral adds 3 this Game-Turn", 3))
            total += 3
        return total, steps

    def _offers_due(self, state: State, steps: list[Step]) -> State:
        """The Revolutionary's choice before a Game-Turn's initiative dice, the Explorer's after the first Game-Turn's
        initiative, when due and not yet answered this Game-Turn [APP.1.2.1f, n]."""
        if state.result or state.offer is not None or state.setup.duel:
            return state
        asked = {(key, side) for key, side, _ in state.answered}
        throw, pos = state.throw, state.position
        if throw is not None and throw.kind == "initiative" and not throw.dice and not throw.held:
            ready = [s for s in (1, 2) if command(pos, s).ready("revolutionary") and ("revolutionary", s) not in asked]
            if not ready:
                return state
            side = (
                revolutionary_first(state.readings["revolutionary_order"], pos.first) if len(ready) == 2 else ready[0]
            )
            said = f"before the initiative dice, {state.label(side)}'s Revolutionary admiral may add 3 to its "
            said += "die this Game-Turn, once in the game"
            if len(ready) == 2:
                said += ": both admirals are Revolutionaries, and this side answers first"
                steps.append(RULINGS.step("APP.1.2.1", said, state.readings, "revolutionary_order"))
            else:
                steps.append(Step("APP.1.2.1", said))
            return state.with_(throw=None, offer=Offer("revolutionary", command(pos, side).flagship, side, throw))
        opening = state.turn == 1 and state.phase is Phase.SAILING and state.part == 0 and pos.first is not None
        if not opening or throw is not None or state.moving is not None or state.sailed or pos.first is None:
            return state
        c = command(pos, pos.first)
        if c.has("explorer") and not any(key == "explorer" for key, _ in asked):
            said = f"{state.label(pos.first)} won the first initiative: its Explorer admiral may hand Player 1 over"
            steps.append(Step("APP.1.2.1", said))
            return state.with_(offer=Offer("explorer", c.flagship, pos.first))
        return state

    def _turn_answer(self, state: State, offer: Offer, use: bool, steps: list[Step]) -> tuple[State, Ruling]:
        state = state.with_(answered=state.answered | {(offer.key, offer.side, use)}, throw=offer.throw)
        side, other = state.label(offer.side), state.label(3 - offer.side)
        if offer.key == "revolutionary" and use:
            state = state.with_(position=spend(state.position, offer.side, "revolutionary"))
            steps.append(
                Step("APP.1.2.1", f"the Revolutionary admiral, once in the game: {side} adds 3 this Game-Turn")
            )
        elif use:
            state = state.with_(position=replace(state.position, first=3 - offer.side))
            steps.append(Step("APP.1.2.1", f"the Explorer admiral hands Player 1 to {other}"))
        verdict = f"{side} {'uses' if use else 'keeps back'} its admiral's {offer.key} effect"
        return self._advance(state, steps, verdict, [], Phase.INITIATIVE if offer.throw else None)

    # ---- the Former Privateer and the Sea Dog [APP.1.2.1g, o] ----

    def _deny_evasion(
        self, state: State, ours: str, theirs: str, steps: list[Step], parts: list[Ruling]
    ) -> tuple[State, Ruling] | None:
        v, w = state.vessel(ours), state.vessel(theirs)
        mover, met = _pair(state, ours, theirs)
        runs_into = ours == mover
        if v.side == w.side or not v.fighting:
            return None
        if not runs_into and state.readings["admiral_collision"] == "runs-into":
            return None
        c = command(state.position, v.side)
        key = "former-privateer" if c.ready("former-privateer") else "sea-dog" if c.has("sea-dog") else ""
        if not key or (key == "sea-dog" and v.damage):
            return None
        how = "at once, once in the game" if key == "former-privateer" else "if she first passes a Sailing test"
        meets = f"{ours} runs into the enemy {theirs}" if runs_into else f"the enemy {theirs} runs into {ours}"
        said = f"{meets}: her admiral may deny {theirs} her test to evade, {how}"
        steps.append(RULINGS.step(CASE, said, state.readings, "admiral_collision"))
        new = state.with_(offer=Offer(key, ours, v.side, other=theirs))
        return self._advance(new, steps, f"{mover} is about to collide with {met}", parts)

    def _collision_answer(self, state: State, offer: Offer, use: bool, steps: list[Step]) -> tuple[State, Ruling]:
        ours, theirs = offer.ship, offer.other
        mover, met = _pair(state, ours, theirs)
        stage = 1 if ours == mover else 0  # the test denied: the ship met's (1), or the mover's own (0) [4.3.1]
        if use and offer.key == "former-privateer":
            state = state.with_(position=spend(state.position, offer.side, offer.key))
            steps.append(Step(CASE, f"the Former Privateer admiral, once in the game: {theirs} may not evade"))
            return self._entangling(state, mover, met, steps, [])
        if use:
            dice = self._dice(state, state.vessel(ours), "sailing", steps)
            said = f"the Sea Dog admiral: {ours}, undamaged, tests her Sailing; passed, {theirs} may not evade her"
            steps.append(Step(CASE, said))
            if dice:
                new = state.with_(throw=Throw("sea-dog", dice, ships=(ours, theirs)))
                return self._advance(new, steps, f"{ours}'s Sea Dog test", [])
            steps.append(Step(CASE, f"{ours} has no Sailing die to throw: the test fails"))
        return self._collide(state, mover, met, steps, [], first=stage, asked=stage)

    def _sea_dog_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The Sea Dog's Sailing test thrown: passed, the ships collide; failed, the enemy tests to evade as usual."""
        ours, theirs = throw.ships
        mover, met = _pair(state, ours, theirs)
        stage = 1 if ours == mover else 0
        test = stat_test(len(throw.dice), throw.dice, name="Sailing", case=CASE)
        steps += test.steps
        state = state.with_(throw=None)
        if test.verdict:
            steps.append(Step(CASE, f"passed: {theirs} may not test to evade {ours}"))
            return self._entangling(state, mover, met, steps, [test])
        steps.append(Step(CASE, f"failed: {theirs} may test to evade as usual"))
        return self._collide(state, mover, met, steps, [test], first=stage, asked=stage)

    # ---- the Buccaneer [APP.1.2.1p] ----

    def _pressed_offer(self, state: State, prize: str, steps: list[Step]) -> State:
        captors = 3 - state.vessel(prize).side
        if not command(state.position, captors).has("buccaneer"):
            return state
        said = f"{prize} is taken: {state.label(captors)}'s Buccaneer admiral may press her into his fleet at once"
        steps.append(Step("APP.1.2.1", said))
        return state.with_(offer=Offer("buccaneer", prize, captors))

    def _pressed_answer(self, state: State, offer: Offer, use: bool, steps: list[Step]) -> tuple[State, Ruling]:
        if not use:
            return self._advance(state, steps, f"{offer.ship} stays a prize", [])
        d = state.vessel(offer.ship)
        captors = {n for n in d.entangled if state.vessel(n).side == offer.side}
        pressed = d.with_(
            ship=replace(d.ship, side=offer.side),
            fate="afloat",
            damage=max(d.damage, 1),
            pressed=True,
            admiral="",
            spent=(),
            squadron="",
            entangled=d.entangled - captors,
        )
        freed = [state.vessel(n).with_(entangled=state.vessel(n).entangled - {d.name}) for n in captors]
        said = f"the Buccaneer admiral presses {d.name} into his fleet: she fights on with a Damage token she keeps"
        steps.append(Step("APP.1.2.1", said + (f", cast off from {', '.join(sorted(captors))}" if captors else "")))
        new = state.with_(position=state.position.put(pressed, *freed))
        return self._advance(new, steps, f"{d.name} is pressed into {state.label(offer.side)}'s fleet", [])


def _pair(state: State, ours: str, theirs: str) -> tuple[str, str]:
    """The moving ship and the ship she meets, of the collision between ``ours`` and ``theirs`` [4.3.1]."""
    return (ours, theirs) if state.moving is not None and state.moving.ship == ours else (theirs, ours)


__all__ = ["CASE", "DISCIPLINE_TESTS", "AdmiralChoices"]
