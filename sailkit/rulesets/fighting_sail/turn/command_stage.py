"""The Command Decision Stage and the Command Revelation in the sequence [4.2 B, 6.0-6.2, 6.14].

Every ship that may receive a command gets one, side by side [6.1]; the commands
turned face up [6.14] set off the dice due then: ships taken aback drift [8.11] and
wheel-damaged ships test whether they obey [6.21, 10.32], in the order reading
``wheel_test_timing`` gives. A drift die, whatever sent it, is rolled here too [8.0].
The rules are :mod:`..commands` and :mod:`..drift`; this piece only sequences them.
"""

from __future__ import annotations

from ....rulings import Step
from .. import commands, drifting
from ..actions import Action
from ..readings import Readings
from ..state import Position, ShipState
from .flow import DriftDie, Flow, Task, WheelDie, consult, logged


class CommandStage:
    """The commands each ship may be given, who gives them now, and the dice the revelation sets off [6.0-6.2, 6.14]."""

    def __init__(self, readings: Readings, sides: tuple[str, ...]) -> None:
        self.readings = readings
        self.sides = sides
        self._table: dict[tuple[object, ...], list[Action]] = {}
        #: The commands last found for each ship by name, with the ship state, wind and readings they are for:
        #: found again by identity (a position made by commanding one ship holds the others' very states).
        self._last: dict[str, tuple[ShipState, object, Readings, list[Action]]] = {}
        #: The last position :meth:`commanding_side` was asked about, with its answer.
        self._commander_at: tuple[Position | None, str | None] = (None, None)

    def actions(self, pos: Position, s: ShipState) -> list[Action]:
        """The commands the ship may be given [6.1, 6.22]: they depend on the ship, the wind and the readings only,
        so they are remembered by those (callers never change the list)."""
        last = self._last.get(s.name)
        if last is not None and last[0] is s and last[1] is pos.wind and last[2] is pos.readings:
            return last[3]
        key = (s, pos.wind, pos.readings)
        table = self._table
        hit = table.get(key)
        if hit is None:
            if len(table) > 4096:
                table.clear()
            hit = table[key] = [Action.make("command", (s.name, c)) for c in commands.legal_commands(pos, s.name)]
        self._last[s.name] = (s, pos.wind, pos.readings, hit)
        return hit

    def commanding_side(self, pos: Position) -> str | None:
        """The side giving commands now: the first with a ship still to be given one that may take one [6.1].
        Remembered for the last position asked about (settling asks it, then the check of the next command)."""
        at, side = self._commander_at
        if at is pos:
            return side
        side = next(
            (
                side
                for side in self.sides
                for s in pos.afloat()
                if s.side == side and s.command is None and not s.drifted and self.actions(pos, s)
            ),
            None,
        )
        self._commander_at = (pos, side)
        return side

    def decisions(self, pos: Position) -> list[Action]:
        """The commands of the first side with a ship still to command, one side after the other [6.1]."""
        for side in self.sides:
            acts = [
                a
                for s in pos.afloat()
                if s.side == side and s.command is None and not s.drifted
                for a in self.actions(pos, s)
            ]
            if acts:
                return acts
        return []

    def like(self, pos: Position, ship: ShipState) -> list[Action] | None:
        """The commands of ``ship`` when it is among those to be commanded now, else ``None`` [6.1]."""
        side = self.commanding_side(pos)
        eligible = ship.side == side and ship.command is None and not ship.drifted and not ship.destroyed
        return self.actions(pos, ship) if eligible else None

    def play(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """A ship is given its command chit [6.1]."""
        s = pos.ship(str(a.ship))
        step = Step("6.1", f"{s.name} is given a command chit")
        return commands.give_command(pos, s.name, str(a.get("command"))), flow.with_(log=(step,))

    def reveal(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """Every chit is turned face up [6.14]; the drift and wheel dice due now are set [8.11, 6.21, 10.32]."""
        tasks, keys = self._end_of_commands(pos)
        flow = consult(flow, self.readings, *keys)
        return pos, flow.with_(tasks=tasks, log=flow.log + (Step("6.14", "every command chit is turned face up"),))

    def _end_of_commands(self, pos: Position) -> tuple[tuple[Task, ...], tuple[str, ...]]:
        """Drift of ships taken aback [8.11] and wheel tests [6.21, 10.32], in the reading's order.

        Also returns the readings that made a difference: ``diw_aback_drift`` when a
        ship dead in the water faces the wind, ``wheel_test_timing`` when both kinds of die are due.
        """
        diw_drift = self.readings["diw_aback_drift"] == "drift"
        facing_wind = [s for s in pos.afloat() if s.taken_aback(pos.wind) and not s.fouled and not s.drifted]
        aback = tuple(DriftDie(ship=s.name, cause="8.11") for s in facing_wind if diw_drift or not s.dead_in_water)
        wheel = tuple(WheelDie(ship=s.name) for s in pos.afloat() if s.wheel and s.command is not None)
        keys = (("diw_aback_drift",) if any(s.dead_in_water for s in facing_wind) else ()) + (
            ("wheel_test_timing",) if aback and wheel else ()
        )
        tasks = wheel + aback if self.readings["wheel_test_timing"] == "command_end" else aback + wheel
        return tasks, keys

    def roll_wheel(self, pos: Position, flow: Flow, task: WheelDie, die: int) -> tuple[Position, Flow]:
        """The wheel test [6.21, 10.32]: a failure sends the ship drifting [8.22]."""
        pos, ruling = commands.wheel_test(pos, str(task.ship), die)
        flow = logged(flow, ruling)
        if ruling.facts.get("drift_needed"):
            flow = flow.with_(tasks=(DriftDie(ship=task.ship),) + flow.tasks)
        return pos, flow

    def roll_drift(self, pos: Position, flow: Flow, task: DriftDie, die: int) -> tuple[Position, Flow]:
        """A ship drifts, whatever sent it: taken aback, a failed wheel test, a wheel hit [8.0, 8.11, 8.21, 8.22]."""
        pos, ruling = drifting.drift(pos, str(task.ship), die, task.cause)
        return pos, logged(flow, ruling)
