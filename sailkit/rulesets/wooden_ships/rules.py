"""*Wooden Ships & Iron Men* on the engine: :class:`WoodenShipsRules`, the rules of the turn as
:class:`sailkit.engine.rules.Rules` asks for them (start, legal and checked actions, apply, the dice), and what
each side may see.

The turn's phases and who acts in them are :mod:`.sequence`'s; each phase's decisions, and what an action does, are
the module of its section's (:data:`APPLY`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from fractions import Fraction

from ...engine import BaseRules, Observation
from ...errors import HeaderError, IllegalActionError
from ...geometry.hexes import Hex
from ...readings import Readings
from ...rulings import Ruling
from . import boarding, bombs, combat, command, locking, melee, optional, orders, reload, towing
from .actions import WoodenShipsAction
from .fields import Broadside
from .notation import SEP, write_position
from .readings import RULINGS
from .scenarios import Scenario
from .sequence import (
    ADVANCED_PHASES,
    PHASES,
    advance,
    choosing,
    current_side,
    dice_of,
    done,
    options,
    roll,
    ship_options,
)
from .setting_up import first_state
from .state import Ship, State, keep_others
from .victory import points

Apply = Callable[[State, WoodenShipsAction], tuple[State, Ruling]]
#: what each verb does to the state, with its ruling (``done`` for any other)
APPLY: dict[str, Apply] = {
    "roll": roll,
    "order": orders.write,
    "ahead": orders.write,
    "erase": orders.command_choice,
    "flag": orders.command_choice,
    "tow": lambda state, a: towing.take_in_tow(state, str(a.ship), str(a.get("other"))),
    "cast": lambda state, a: towing.cast_off(state, str(a.ship)),
    "unfoul": locking.attempt,
    "grapple": locking.attempt,
    "ungrapple": locking.attempt,
    "board": boarding.form_party,
    "defend": boarding.form_party,
    "transfer": boarding.form_party,
    "firefight": boarding.set_fire_crews,
    "lighten": lambda state, a: optional.lighten(state, str(a.ship)),
    "counter": lambda state, a: melee.counter_board(state, str(a.ship), str(a.target)),
    "fire": combat.fire,
    "mortar": bombs.fire_mortar,
    "load": reload.load,
    "discharge": combat.discharge,
    "lose": combat.choose_gun_side,
}


#: actions that change no other ship's choices in their phase, and when: an order written leaves the others' orders
#: to write as they were [7.2] (under command lag an order written ahead may not [32.3]); a broadside fired leaves
#: the others' fire as it was, fire being simultaneous [11.0, 11.1.7] (a bomb's mortars aside, Optional Rule 42)
ALONE: dict[str, Callable[[State], bool]] = {
    "order": lambda state: not command.on(state),
    "fire": lambda state: not any(any(s.mortars) for s in state.position.ships),
    "discharge": lambda state: not any(any(s.mortars) for s in state.position.ships),
}


class WoodenShipsRules(BaseRules):
    """Wooden Ships & Iron Men (Tournament Edition 1.2b) for :class:`sailkit.engine.Game`."""

    key = "wooden_ships"
    title = "Wooden Ships & Iron Men"
    setup_type = Scenario
    action_type = WoodenShipsAction

    def start(self, setup: Scenario) -> State:
        """The scenario set up [3.0], run on to the first decision or die."""
        return advance(first_state(setup))[0]

    def legal_actions(self, state: State) -> list[WoodenShipsAction]:
        """Every choice now; for orders, the ones carried out whole (any other written order is accepted too and cut short [7.2.7])."""
        if state.result:
            return []
        if state.pending:
            return [a for a, _ in self.chance_outcomes(state)]
        side = current_side(state)
        if side is None:
            return []
        if state.phase == "orders" and orders.must_write(state, side):  # an order for every ship: no passing [7.2.6]
            return options(state, side)
        if choosing(state) == side:  # the broadside that loses gun hits is hers to choose: no passing [11.4.3.1]
            return options(state, side)
        return [*options(state, side), WoodenShipsAction("done", (side,))]

    def _check_turn(self, state: State, action: WoodenShipsAction) -> WoodenShipsAction | None:
        """``action`` checked when the game is over, a die is due or a target chooses where gun hits fall (the
        action back, or an error); ``None`` otherwise."""
        if state.result:
            raise IllegalActionError(f"the game is over ({state.result})", "14.1.4")
        if state.pending:
            if action.verb != "roll" or action not in [a for a, _ in self.chance_outcomes(state)]:
                allowed = ", ".join(str(d) for d, _ in dice_of(state.pending[0]))
                raise IllegalActionError(
                    f"{action} is not allowed: a die is due ({state.pending[0].kind}: roll one of {allowed})", "5.0"
                )
            return action
        if action.verb == "lose" or choosing(state) is not None:
            if action in self.legal_actions(state):
                return action
            raise IllegalActionError(_lose_refused(state, action), "11.4.3.1")
        return None

    def check_action(self, state: State, action: WoodenShipsAction) -> WoodenShipsAction:
        settled = self._check_turn(state, action)
        if settled is not None:
            return settled
        side = current_side(state)
        if action.verb == "order" and side is not None:
            ship = state.position.find(str(action.ship))
            if ship is not None and ship.side == side and orders.needs_order(state, ship):
                refused = orders.refused_note(state, ship, str(action.get("note") or ""))
                if refused:
                    raise IllegalActionError(f"{action} is not allowed: {refused[0]}", refused[1])
                return action
        if action.verb == "ahead" and side is not None:
            ship = state.position.find(str(action.ship))
            if ship is not None and ship.side == side and orders.needs_ahead(state, ship):
                due = command.next_turn(state, ship.name)
                if action.get("turn") == due:
                    return action
                raise IllegalActionError(
                    f"{action} is not allowed: {ship.name}'s next order written ahead is for turn {due}", "32.3"
                )
        ship = state.position.find(str(action.ship)) if action.ship else None
        if side is not None and ship is not None and ship.side == side and action.verb not in ("order", "ahead"):
            if action in ship_options(state, ship):  # only this ship's choices need listing
                return action
        elif action in self.legal_actions(state):
            return action
        if action.verb == "fire" and ship is not None and ship.side == side and state.phase == "combat":
            said = combat.fire_refusal(
                state, ship, Broadside.parse(str(action.broadside)), str(action.target), str(action.get("aim"))
            )
            if said is not None:
                raise IllegalActionError(f"{action} is not allowed: {said[0]}", said[1])
        raise IllegalActionError(_why(state, action, side), action.case)

    def apply_action(self, state: State, action: WoodenShipsAction) -> tuple[State, Ruling]:
        before, asked = state.position, state
        state, ruling = APPLY.get(action.verb, done)(state, action)
        if action.verb in ALONE and ALONE[action.verb](asked):
            keep_others(asked, state, str(action.ship))
        state, more = advance(state)
        steps = (*ruling.steps, *more)
        # what a diagram of the ruling draws: the map before and after it, and the die it applied [5.0]
        seen = {"before": before, "position": state.position, "grid": state.grid}
        if action.verb == "roll":
            seen["die"] = action.get("die")
        return state, replace(
            ruling,
            steps=steps,
            readings=tuple(dict.fromkeys((*ruling.readings, *RULINGS.named(steps)))),
            facts={**seen, **ruling.facts},
        )

    def chance_outcomes(self, state: State) -> list[tuple[WoodenShipsAction, Fraction]]:
        if not state.pending or state.result:
            return []
        return [(WoodenShipsAction("roll", (d,)), p) for d, p in dice_of(state.pending[0])]

    def is_terminal(self, state: State) -> bool:
        return bool(state.result)

    def current_side(self, state: State) -> str | None:
        return current_side(state)

    turn_name = "Turn"

    def describe(self, state: State) -> Mapping[str, object]:
        """Where the game stands: the turn, the phase and its number in the turn's sequence [5.0, 17.0]."""
        phases = ADVANCED_PHASES if state.level == "advanced" else PHASES
        out: dict[str, object] = {"turn": state.position.turn, "phase": f"{state.phase.replace('_', ' ')} phase"}
        if state.phase in phases:
            out["phase_number"] = phases.index(state.phase) + 1
        return out

    def sides(self, state: State) -> tuple[str, ...]:
        """The sides playing, in the order their ships are listed."""
        return state.position.sides

    def conceal(self, state: State, action: WoodenShipsAction, side: str) -> str | None:
        """What ``side`` sees of another side's secret choice while it stays secret, else ``None``: orders until all are
        written [7.2.5], boarding parties until both are done [10.2.1], a reload for ever [7.2.5] (:meth:`observe`'s
        tests)."""
        owner = state.position.find(str(action.ship)) if action.ship else None
        if owner is None or owner.side == side:
            return None
        written = any(name == owner.name for name, _ in state.orders)  # this turn's orders, until they are revealed
        if action.verb == "order" and state.phase == "orders" and written:
            return f"{owner.side} writes an order for {owner.name}, face down until all orders are written [7.2.5]"
        if action.verb == "ahead":  # face down until the orders of the turn it is for are revealed [32.3, 7.2.5]
            turn = int(action.get("turn") or 0)
            if state.position.turn < turn or (state.position.turn == turn and state.phase == "orders"):
                return f"{owner.side} writes an order ahead for {owner.name}, face down until turn {turn} [32.3]"
        if action.verb == "load" and action.get("ammo") not in (None, "M"):  # the load column is never shown [7.2.5]
            return f"{owner.side} reloads {owner.name}, the broadside and the shot face down [7.2.5]"
        if action.verb in ("board", "defend", "transfer") and state.phase == "boarding":
            return f"{owner.side} sets a boarding party on {owner.name}, face down until both sides are done [10.2.1]"
        return None

    def observe(self, state: State, side: str) -> Observation:
        """What ``side`` may know: the other sides' written orders stay face down until every order of the turn is
        written [7.2.5], their boarding parties until both sides are done with the Boarding Phase [10.2.1], and in
        the Advanced Game their load column is never shown: which broadside is loaded, nor with what (``?``)
        [7.2.5], nor, under reading ``reload_squares=hidden``, the reload squares left that would give double shot away [26.1.1]. Under command
        lag their orders written ahead stay face down too: each is for a turn still to come [32.3]."""
        pos = state.position
        theirs = {s.name for s in pos.ships if s.side != side}
        orders = {n for n, _ in state.orders if n in theirs} if state.phase == "orders" else set()
        ahead = {n for n, plots in state.ahead if n in theirs and plots}
        parties = {p.ship for p in state.parties if p.ship in theirs} if state.phase == "boarding" else set()
        loads = theirs if state.level == "advanced" else set()
        if not (orders or ahead or parties or loads):
            return Observation(side, state)
        seen = state.with_(
            orders=tuple((n, o) for n, o in state.orders if n not in orders),
            ahead=tuple((n, plots) for n, plots in state.ahead if n not in theirs),
            parties=tuple(p for p in state.parties if p.ship not in parties),
            position=pos.with_(
                ships=tuple(_load_hidden(s, state.readings) if s.name in loads else s for s in pos.ships)
            ),
        )
        words = [(orders, "order face down [7.2.5]"), (ahead, "orders written ahead face down [32.3]")]
        words += [(parties, "boarding party face down [10.2.1]"), (loads, "load face down [7.2.5]")]
        hidden = {
            name: "; ".join(w for names, w in words if name in names)
            for name in sorted(orders | ahead | parties | loads)
        }
        return Observation(side, seen, hidden)

    def place(self, state: State, text: str) -> Hex:
        """The hex named in an annotation (``J18``) on the scenario's map [2.2]."""
        return state.grid.parse(text)

    def winner(self, state: State) -> str | None:
        """The side that won (``"GB wins"``, ``"US wins on points"``) [14.1.4, 14.2.4]; ``None`` for a draw or while
        the game goes on."""
        side, _, rest = state.result.partition(" wins")
        return side if rest in ("", " on points") and side in state.position.sides else None

    def victory_points(self, state: State) -> dict[str, int]:
        """Each side's points as the game stands: the value of the enemy ships it has taken or sunk [14.2.2]."""
        return points(state.position)

    def setup_with_readings(self, setup: Scenario, readings: Mapping[str, str]) -> Scenario:
        """The same scenario under other readings (``sailkit validate --readings``): ``readings`` switched on top of
        the scenario's own; an :class:`~sailkit.errors.UnknownChoiceError` names an unknown reading or option."""
        return setup.with_readings({**setup.readings.non_default(), **readings})

    def answer(self, state: State, question: str) -> Ruling:
        """The ruling a record's ``[%ruling fire Constitution Java]`` asks for at this point: the rulings desk's
        questions (``fire``, ``odds``, ``range``, ``targets``, ``attitude``, ``order``, ``grapple``, ``melee``,
        ``mortar``), asked of the position, level, Optional Rules and readings the game is played under."""
        from .questions import ask

        return ask(state, question)

    def check_end(self, state: State, headers: Mapping[str, str]) -> None:
        """A record's ``Result`` header must be the result its main line reaches (``"Britain wins"``; a game not
        over has none) [14.1.4, 14.2.4], and its ``Final`` header the position there, as :mod:`.notation` writes it."""
        said = headers.get("Result")
        if said is not None and said != state.result:
            raise HeaderError(
                "Result",
                said,
                f"the result reached: {state.result!r}" if state.result else "none: the game is not over",
            )
        final = headers.get("Final")
        reached = write_position(state.position, state.grid)
        if final is not None and final != reached:
            differ = [part for part in reached.split(SEP) if part not in final.split(SEP)]
            raise HeaderError(
                "Final", final, "the position the main line reaches, which has " + "; ".join(differ or [reached])
            )


def _why(state: State, action: WoodenShipsAction, side: str | None) -> str:
    """A plain reason an action is refused."""
    if side is None:
        return f"{action} is not allowed: nobody has a decision to make now"
    ship = state.position.find(str(action.ship)) if action.ship else None
    if action.ship and ship is None:
        return f"{action} is not allowed: there is no ship {action.ship!r}"
    if action.verb != "done" and ship is not None and ship.side != side:
        return f"{action} is not allowed: it is {side}'s turn to act in the {state.phase} phase"
    if action.verb == "done" and action.side != side:
        return f"{action} is not allowed: it is {side}'s turn to act"
    if (
        action.verb == "grapple"
        and ship is not None
        and state.phase == "grappling"
        and not locking.grapnel_sections(state, ship)
    ):
        return f"{action} is not allowed: {ship.name} has no crew section free to throw grapnels [9.1.10]"
    return f"{action} is not allowed in the {state.phase} phase now"


def _lose_refused(state: State, action: WoodenShipsAction) -> str:
    """Why ``action`` is refused while (or though not) a target chooses the broadside that loses gun hits [11.4.3.1]."""
    due = combat.gun_choice_due(state) if choosing(state) else None
    if due is None:
        return (
            f"{action} is not allowed: a target chooses the broadside that loses gun hits only as the Combat Phase's "
            "hits are marked, when both her broadsides are as near the firer"
        )
    shot = state.shots[due]
    return (
        f"{action} is not allowed: {shot.target} must first choose which broadside loses the gun hits of "
        f"{shot.firer}'s {shot.side.value} broadside (lose {shot.target} L, or lose {shot.target} R)"
    )


def _load_hidden(ship: Ship, readings: Readings) -> Ship:
    """``ship`` as the enemy sees her log [7.2.5]: the load column closed, so neither which broadside is loaded (she
    is taken to be loaded on both, as a prudent enemy must) nor with what shot (``?``), and her reload squares left
    unknown (``-1``) under reading ``reload_squares=hidden`` [26.1.1]."""
    hidden = ship.with_(ammo=("?", "?"), loaded=(True, True))
    return hidden.with_(reloads=-1) if readings["reload_squares"] == "hidden" else hidden


RULES = WoodenShipsRules()


__all__ = ["APPLY", "RULES", "WoodenShipsRules"]
