"""The Melee and Unfouling Stages in the sequence [4.2 D-E, 11.1-11.34].

Fouled fire, best crew first [11.1, 11.11], melee a die a side [11.21], then one try each to unfoul [11.31, 11.32],
the owner placing [11.33] and re-facing an enemy left alone [11.34] (:mod:`..melee`).
"""

from __future__ import annotations

from dataclasses import replace

from ....geometry.compass import Direction
from ....rulings import Ruling, Step
from .. import melee_combat as melee
from ..actions import Action
from ..board import name as square_name
from ..readings import Readings
from ..state import Position
from .firing import Firing
from .flow import Face, Flow, MeleeDice, OrderDice, Place, Task, Tie, UnfoulDie, consult, logged, side_order


class MeleeStage:
    """Fouled fire, the melees and unfouling [11.1-11.34]: who fires next, the dice, who may break free and where."""

    def __init__(self, readings: Readings, sides: tuple[str, ...], firing: Firing) -> None:
        self.readings = readings
        self.sides = sides
        self.firing = firing

    # ---- fouled fire [11.1, 11.11] ----

    def start_fouled_fire(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """The squares where enemies are fouled together, whose ships may fire at each other [11.1]."""
        return pos, flow.with_(squares=tuple(square_name(s) for s in melee.melee_squares(pos)), tie=None)

    def shooters(self, pos: Position, flow: Flow) -> tuple[str, ...] | Ruling | None:
        """The ships that may fire next in the Melee-Stage Fire Phase [11.1, 11.11]; a Ruling if dice must break a tie.

        Usually one ship; several when ships of one side share the best crew, since
        their owner chooses among them [11.11].
        """
        if not flow.squares:
            return None
        order = melee.fire_order(pos, flow.squares[0], tie_dice=None, exclude=tuple(flow.tried))
        tie = order.facts.get("tie")
        if tie:  # a tie decides who fires next: dice already rolled for it settle it, else dice are needed
            if flow.tie is None or not flow.tie.settles(*tie):
                return order
            order = melee.fire_order(pos, flow.squares[0], tie_dice=dict(flow.tie.rolls), exclude=tuple(flow.tried))
        if not order.verdict:
            return None
        return tuple(order.facts.get("choices") or order.verdict[:1])

    def fouled_fire_decisions(self, pos: Position, flow: Flow) -> list[Action]:
        """The shots of the ships that fire next, each with holding fire [11.1, 11.11]."""
        shooters = self.shooters(pos, flow)
        if not isinstance(shooters, tuple):
            return []
        shots: list[Action] = []
        for name in shooters:  # equal crews of one side: the owner picks which fires first [11.11]
            opts = self.firing.options(pos, pos.ship(name), fouled=True)
            if opts:
                shots += opts + [Action.make("hold", (name,))]
        return shots

    def fouled_fire_step(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """Set aside ships that cannot fire, finish squares, and ask for dice when a crew tie decides who fires next [11.1, 11.11]."""
        if not flow.squares:
            return None
        unable = {
            s.name
            for s in pos.afloat()
            if square_name(s.square) == flow.squares[0]
            and s.name not in flow.tried
            and not self.firing.options(pos, s, fouled=True)
        }
        if unable:  # they take no part in the order, so they never tie with anyone [11.11]
            return pos, flow.with_(tried=flow.tried | unable)
        shooters = self.shooters(pos, flow)
        if shooters is None:
            return pos, flow.with_(squares=flow.squares[1:], tie=None, tried=frozenset())
        if isinstance(shooters, Ruling):
            crew, ships = shooters.facts["tie"]
            dice = OrderDice(
                square=flow.squares[0],
                sides=tuple(shooters.facts["tied_sides"]),
                rolls=(),
                crew=crew,
                ships=tuple(ships),
            )
            return pos, flow.with_(tasks=(dice,))
        return None

    def hold(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """A fouled ship does not fire [11.1]."""
        return pos, flow.with_(tried=flow.tried | {str(a.ship)}, log=(Step("11.1", f"{a.ship} does not fire"),))

    def roll_order(self, pos: Position, flow: Flow, task: OrderDice, die: int) -> tuple[Position, Flow]:
        """One die per tied side; equal dice roll again; the dice settle this tie and what is left of it [11.11]."""
        rolls = task.rolls + (die,)
        if len(rolls) < len(task.sides):
            return pos, flow.with_(tasks=(replace(task, rolls=rolls),) + flow.tasks)
        if len(set(rolls)) < len(rolls):
            step = Step(
                "11.11", f"equal dice ({', '.join(map(str, rolls))}) for the crew tie in {task.square}: roll again"
            )
            return pos, flow.with_(tasks=(replace(task, rolls=()),) + flow.tasks, log=flow.log + (step,))
        step = Step(
            "11.11",
            f"crew tie at {task.crew} in {task.square} ({', '.join(task.ships)}): "
            + ", ".join(f"{x} rolls {r}" for x, r in zip(task.sides, rolls))
            + "; the higher fires first, and the same dice settle what is left of this tie",
        )
        tie = Tie(task.crew, frozenset(task.ships), tuple(zip(task.sides, rolls)))
        return pos, flow.with_(tie=tie, log=flow.log + (step,))

    # ---- melee [11.2] ----

    def start_melee(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """One melee per square where enemies are fouled: a die per side is due [11.21]."""
        melees = tuple(
            MeleeDice(square=sq, sides=tuple(melee.sides_in(pos, sq)))
            for sq in (square_name(s) for s in melee.melee_squares(pos))
        )
        return pos, flow.with_(tasks=melees)

    def roll_melee(self, pos: Position, flow: Flow, task: MeleeDice, die: int) -> tuple[Position, Flow]:
        """One die per side in the square, then the melee is fought [11.21]."""
        rolls = task.rolls + (die,)
        if len(rolls) < len(task.sides):
            return pos, flow.with_(tasks=(replace(task, rolls=rolls),) + flow.tasks)
        pos, ruling = melee.melee(pos, task.square, dict(zip(task.sides, rolls)))
        return pos, logged(flow, ruling)

    # ---- unfouling [11.3] ----

    def unfouling_decisions(self, pos: Position, flow: Flow) -> list[Action]:
        """Who may try to unfoul now: each fouled ship once, with an empty square next to it [11.31, 11.33]."""
        order = side_order(self.sides, flow)
        candidates: dict[str, list[Action]] = {}
        for side in order:
            if side in flow.done:
                continue
            acts = [
                Action.make("unfoul", (s.name,))
                for s in pos.afloat()
                if s.side == side and s.fouled and s.name not in flow.tried and melee.may_unfoul(pos, s.name)
            ]
            if acts:
                candidates[side] = acts
        if not candidates:
            return []
        if self.readings["unfoul_order"] == "alternate":
            tried_by = {side: sum(1 for n in flow.tried if pos.ship(n).side == side) for side in candidates}
            side = min(candidates, key=lambda x: (tried_by[x], order.index(x)))
        else:
            side = next(iter(candidates))
        return candidates[side] + [Action.make("done", (side,))]

    def play_unfoul(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """A fouled ship tries to break free: its die is due [11.31, 11.32]."""
        s = pos.ship(str(a.ship))
        flow = consult(flow, self.readings, "unfoul_order")
        step = Step("11.31", f"{s.name} tries to unfoul")
        return pos, flow.with_(tried=flow.tried | {s.name}, tasks=(UnfoulDie(ship=s.name),) + flow.tasks, log=(step,))

    def roll_unfoul(self, pos: Position, flow: Flow, task: UnfoulDie, die: int) -> tuple[Position, Flow]:
        """The unfouling die [11.32]: at or under the target, the owner places the ship [11.33]."""
        s = pos.ship(str(task.ship))
        need = int(melee.unfoul_target(pos, s.name))
        if die <= need:
            step = Step("11.32", f"{s.name} rolls {die} (needs {need} or less) and breaks free: its owner places it")
            return pos, flow.with_(tasks=(Place(ship=s.name, die=die),) + flow.tasks, log=flow.log + (step,))
        step = Step("11.32", f"{s.name} rolls {die} (needs {need} or less) and stays fouled")
        return pos, flow.with_(log=flow.log + (step,))

    def choices(self, pos: Position, task: Task) -> list[Action]:
        """Where and how an unfouled ship may be placed [11.33], or the headings a ship left alone may take [11.34]."""
        ship = pos.ship(str(task.ship))
        if isinstance(task, Place):
            return [
                Action.make("place", (ship.name, sq, d.name))
                for sq in (square_name(s) for s in melee.unfoul_options(pos, ship.name))
                for d in Direction
            ]
        return [Action.make("face", (ship.name, d.name)) for d in Direction]

    def place(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """An unfouled ship goes to its chosen square and heading [11.33]; an enemy left alone may be re-faced [11.34]."""
        t = flow.tasks[0]
        assert isinstance(t, Place)
        die = t.die
        s = pos.ship(str(a.ship))
        left = [x for x in pos.at(s.square) if x.name != s.name]
        square, heading = str(a.get("square")), str(a.get("heading"))
        if len(left) == 1 and left[0].side != s.side:
            face = Face(ship=left[0].name, die=die, mover=s.name, square=square, heading=heading)
            step = Step("11.34", f"{left[0].name} is left alone by its enemy and may be turned to any heading")
            return pos, flow.with_(tasks=(face,) + flow.tasks[1:], log=flow.log + (step,))
        pos, ruling = melee.unfoul(pos, s.name, die, square, heading, None)
        return pos, logged(flow.with_(tasks=flow.tasks[1:]), ruling)

    def face(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """The ship left alone by an unfouled enemy is turned as its owner chose [11.34]."""
        t = flow.tasks[0]
        assert isinstance(t, Face)
        pos, ruling = melee.unfoul(pos, t.mover, t.die, t.square, t.heading, str(a.get("heading")))
        return pos, logged(flow.with_(tasks=flow.tasks[1:]), ruling)
