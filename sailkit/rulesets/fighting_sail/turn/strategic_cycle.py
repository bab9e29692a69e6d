"""The Strategic Cycle in the sequence [4.2 A, 13.0-13.3], on Game-Turns divisible by 8.

Swell carries ships downwind on a die [13.11], a ship whose downwind square is taken
rolling only if its owner chooses (reading ``swell_exempt_roll``) [13.12]; burning
ships roll for the fire, those destroyed with their stack rolling no more [13.21,
13.24]; then studding sails lapse or stay set and each side declares them [13.3]. The
rules are :mod:`..strategic`; this piece only sequences them.
"""

from __future__ import annotations

from ....rulings import Step
from .. import strategic
from ..actions import Action
from ..state import Position
from .flow import BurnDie, Flow, SwellDie, logged, side_order


class StrategicCycle:
    """Swell, burning ships and studding sails: the dice due and the choices each side makes [13.1-13.3]."""

    def __init__(self, sides: tuple[str, ...]) -> None:
        self.sides = sides

    # ---- swell [13.1] ----

    def start_swell(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """A swell die for every ship (with its fouled unit) that swell may move [13.11]; the ships spared the roll
        whose owners may still roll [13.12]."""
        units = [tuple(s.name for s in u) for u in strategic.swell_candidates(pos)]
        swells = tuple(SwellDie(ship=u[0], unit=u) for u in units)
        return pos, flow.with_(tasks=swells, optional=tuple(u[0].name for u in strategic.swell_choices(pos)))

    def swell_decisions(self, pos: Position, flow: Flow) -> list[Action]:
        """Ships spared the swell roll whose owner may still roll, one side at a time [13.12]."""
        for side in side_order(self.sides, flow):
            acts = [
                Action.make("swell", (n,))
                for n in flow.optional
                if pos.ship(n).side == side and n not in flow.tried and side not in flow.done
            ]
            if acts:
                return acts + [Action.make("done", (side,))]
        return []

    def play_swell(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """A ship spared the swell roll whose owner rolls all the same [13.12]."""
        step = Step("13.12", f"{a.ship}'s downwind square is taken, but its owner chooses to roll for swell")
        flow = flow.with_(tried=flow.tried | {str(a.ship)}, log=(step,))
        return pos, flow.with_(tasks=(SwellDie(ship=a.ship, by_choice=True),) + flow.tasks)

    def roll_swell(self, pos: Position, flow: Flow, task: SwellDie, die: int) -> tuple[Position, Flow]:
        """The swell die [13.11]."""
        pos, ruling = strategic.swell(pos, str(task.ship), die, by_choice=task.by_choice)
        return pos, logged(flow, ruling)

    # ---- burning ships [13.2] ----

    def start_fires(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """A fire die for every burning ship [13.21]."""
        return pos, flow.with_(tasks=tuple(BurnDie(ship=s.name) for s in strategic.burning_ships(pos)))

    def roll_burn(self, pos: Position, flow: Flow, task: BurnDie, die: int) -> tuple[Position, Flow]:
        """A burning ship's fire die [13.21]; ships destroyed with its stack roll no more [13.24]."""
        pos, ruling = strategic.burn(pos, str(task.ship), die)
        flow = logged(flow, ruling)
        lost = tuple(t for t in flow.tasks if isinstance(t, BurnDie) and pos.ship(str(t.ship)).destroyed)
        if lost:
            steps = tuple(
                Step("13.24", f"{t.ship} was destroyed with its stack and does not roll for fire") for t in lost
            )
            flow = flow.with_(tasks=tuple(t for t in flow.tasks if t not in lost), log=flow.log + steps)
        return pos, flow

    # ---- studding sails [13.3] ----

    def start_studding(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """The phase opens: under reading ``studding_duration=eight_turns`` every set sail comes in [13.31]."""
        pos, ruling = strategic.studding_lapse(pos)
        return pos, logged(flow, ruling)

    def studding_decisions(self, pos: Position, flow: Flow) -> list[Action]:
        """Each ship of the next side to declare may set or take in its studding sails, or the side is done [13.31]."""
        for side in side_order(self.sides, flow):
            if side in flow.done:
                continue
            acts = [
                Action.make("studding", (s.name, "in" if s.studding else "set"))
                for s in pos.afloat()
                if s.side == side and s.name not in flow.tried
            ]
            return acts + [Action.make("done", (side,))]
        return []

    def play_studding(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """A ship's studding sails are set or taken in [13.31]."""
        ship = str(a.ship)
        if str(a.get("choice")) == "set":
            pos, ruling = strategic.studding_phase(pos, set_on=(ship,))
        else:
            pos, ruling = strategic.studding_phase(pos, take_in=(ship,))
        return pos, logged(flow.with_(tried=flow.tried | {ship}), ruling)
