"""Fire in the sequence [9.11, 9.13, 9.34, 10.0-10.3]: fire windows, the fire dice, critical hits and what follows.

A ship that moved has a fire window [9.11] (reading ``fire_after_non_entry``); two dice apply the hits [9.34, 10.1,
10.2], a scoring double asks for critical dice [10.3], a wheel hit drifts her [8.21] (reading ``wheel_drift_again``).
"""

from __future__ import annotations

from typing import Any

from ....memo import Memo
from ....rulings import Step
from .. import drifting
from ..actions import Action
from ..fire import combat
from ..readings import Readings
from ..state import Position, ShipState
from .flow import CriticalDie, DriftDie, FireDice, Flow, Task, consult, logged


class Firing:
    """Fire windows, the shots a ship may fire and the dice of fire and critical hits [9.11, 9.34, 10.3]."""

    def __init__(self, readings: Readings, memo: Memo[list[Action]]) -> None:
        self.readings = readings
        self._memo = memo
        #: The last position :meth:`has_shot` was asked about, with its answers by ship: settling asks it twice
        #: of the same position (is the window automatic? is it a decision?) [9.11].
        self._shots_at: tuple[Position | None, dict[str, bool]] = (None, {})

    def may_shoot(self, s: ShipState) -> bool:
        """:func:`~..fire.combat.may_fire` in a Movement Phase fire window, where a ship that has just fouled may fire
        under reading fire_on_fouling_entry (the fire rules then say at what) [9.11, 11.1]."""
        if s.fouled and self.readings["fire_on_fouling_entry"] != "none":
            return combat.may_fire(s.with_(fouled=False))
        return combat.may_fire(s)

    def options(self, pos: Position, s: ShipState, fouled: bool = False) -> list[Action]:
        """The shots ``s`` may fire now as actions [9.11, 9.31, 11.1]."""
        if not fouled:  # free fire: the shots without their rulings, which nobody reads here [9.11]
            choices = combat.fire_choices(pos, s.name)
            return [Action.make("fire", (s.name, target, aim)) for target, aim in choices]
        opts = combat.fire_options(pos, s.name, fouled=fouled)
        return list(dict.fromkeys(_fire_action(o, s.name, fouled) for o in opts))

    def window_actions(self, pos: Position, s: ShipState) -> list[Action]:
        """After a ship's move (its turn made [9.14]): each shot it may fire, or hold fire [9.11]."""
        acts = self._memo.get(("fire", s.name), (pos,), lambda: self.options(pos, s)) if self.may_shoot(s) else []
        return acts + [Action.make("hold", (s.name,))] if acts else []

    def has_shot(self, pos: Position, s: ShipState) -> bool:
        """``bool(self.window_actions(pos, s))``: the first shot found is enough [9.11]. Remembered for the last
        position asked about: settling asks it twice (is the window automatic? is it a decision?)."""
        at, known = self._shots_at
        if at is not pos:
            known = {}
            self._shots_at = (pos, known)
        shot = known.get(s.name)
        if shot is None or pos.ship(s.name) is not s:
            shot = self.may_shoot(s) and combat.has_fire_option(pos, s.name)
            if pos.ship(s.name) is s:
                known[s.name] = shot
        return shot

    def window_like(self, pos: Position, s: ShipState, a: Action) -> list[Action] | None:
        """``[a]`` when ``a`` is a shot or holding fire in ``s``'s fire window, found without listing every shot
        [9.11]; else ``None`` (a refusal, or a shot only the whole list judges)."""
        if a.verb == "hold":
            return [a] if self.has_shot(pos, s) else None
        target = pos.named(str(a.target)) if a.verb == "fire" and len(a.args) == 3 else None
        if target is None or not combat.may_fire(s):
            return None
        return [a] if combat.open_shot_legal(pos, s, target, str(a.get("aim"))) else None

    def late_window(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """Movement is over: a ship that had no fire window this turn gets one now (reading ``fire_after_non_entry``) [9.11]."""
        if flow.next_side is not None or self.readings["fire_after_non_entry"] != "once_per_turn":
            return None
        for s in pos.afloat():
            if s.name not in flow.windows and combat.may_fire(s) and self.options(pos, s):
                why = f"{s.name} had no fire window this turn and gets one now (reading fire_after_non_entry)"
                flow = consult(flow, self.readings, "fire_after_non_entry")
                return pos, flow.with_(
                    mover=s.name, stage="after", windows=flow.windows | {s.name}, log=flow.log + (Step("9.11", why),)
                )
        return None

    def play(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """A broadside is fired: its two dice are due [9.11, 11.1]."""
        fouled = flow.phase == "fouled_fire"
        broadside = a.get("broadside")
        task = FireDice(
            ship=a.ship,
            target=str(a.target),
            aim=str(a.get("aim")),
            broadside=None if broadside is None else str(broadside),
            fouled=fouled,
        )
        log = (Step("9.11" if not fouled else "11.1", f"{a.ship} fires at {a.target} ({a.get('aim')} fire)"),)
        flow = flow.with_(tasks=(task,) + flow.tasks, log=log)
        return pos, flow.with_(tried=flow.tried | {str(a.ship)}) if fouled else flow.with_(stage="fired")

    def roll_fire(self, pos: Position, flow: Flow, task: FireDice, die: int) -> tuple[Position, Flow]:
        """The fire dice: the hits applied, a critical hit left pending [9.13, 9.34, 10.1, 10.2]."""
        res = combat.fire_hits(pos, str(task.ship), task.target, task.aim, die, task.broadside, fouled=task.fouled)
        return self._after_damage(res, flow, task.target, task.aim)

    def roll_critical(self, pos: Position, flow: Flow, task: CriticalDie, die: int) -> tuple[Position, Flow]:
        """A critical hit's dice, one at a time until its kind and effect are known [10.3]."""
        rolled = task.rolled + (die,)
        res = combat.resolve_critical(pos, str(task.ship), rolled, aim=task.aim)
        if res.needs:
            more = CriticalDie(ship=task.ship, aim=task.aim, rolled=rolled)
            return res.position, logged(flow.with_(tasks=(more,) + flow.tasks), res.ruling)
        return self._after_damage(res, flow, str(task.ship), task.aim)

    def _after_damage(self, res: Any, flow: Flow, target: str, aim: str) -> tuple[Position, Flow]:
        """Fire or a critical hit has been applied: ask for a critical die, and drift a ship whose wheel was hit [8.21]."""
        pos = res.position
        tasks: tuple[Task, ...] = ()
        if res.needs:
            tasks += (CriticalDie(ship=target, aim=aim),)
        flow = logged(flow, res.ruling)
        for ev in res.events:
            if ev.kind != "drift" or pos.ship(ev.ship).destroyed:
                continue
            may = drifting.drift_again(
                pos, ev.ship, ev.case
            )  # once a turn, or again by reading wheel_drift_again [8.4]
            if may:
                tasks += (DriftDie(ship=ev.ship, cause=ev.case),)
                flow = flow.with_(consulted=tuple(dict.fromkeys(flow.consulted + may.readings)))
            elif may.readings:  # a second drift refused by reading wheel_drift_again [8.21]
                flow = logged(flow, may)
        return pos, flow.with_(tasks=tasks + flow.tasks)


def _fire_action(option: Any, ship: str, fouled: bool) -> Action:
    """A fire option as an action; open fire needs no broadside (the arc decides it) [9.31b, 11.13]."""
    args: tuple[str, ...] = (ship, str(option.target), str(option.aim))
    return Action.make("fire", args + ((str(option.broadside),) if fouled else ()))
