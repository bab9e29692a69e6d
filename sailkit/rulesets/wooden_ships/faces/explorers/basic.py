"""Explorers for the Wooden Ships tutorials (ipywidgets controllers) [7.1, 7.2, 6.0, 8.3.5, 9.0, 11.0, 12.3].

Each is a :class:`sailkit.widgets.Explorer` (public widgets, :meth:`update` as callback, testable without a kernel)
that asks the rules and shows the ruling: :class:`ShipExplorer` [2.31, 3.2], :class:`AllowanceExplorer` [7.1],
:class:`OrderExplorer` [7.2, 7.2.7], :class:`LockExplorer` [6.0, 8.3.5, 9.1.4, 9.2.1], :class:`FireExplorer` [11.1,
11.2, 11.3], :class:`PartyExplorer` [10.1], :class:`MeleeExplorer` [12.3.1, 12.3.2], :class:`ReadingExplorer`,
:class:`ReplayStepper` [5.0] and the kit's :class:`Question`. :func:`lesson_game` and :func:`play_until` set up the
notebooks' games; :func:`picture_html` keeps a diagram as a PNG with alt text.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..... import widgets as kit
from .....controls import Check, Choice, TableExplorer, Whole, Words
from .....errors import InvalidInputError, SailkitError
from .....geometry.hexes import Hex, HexDirection, TwoHexShip
from .....png_img import picture_html
from .....quiz import Question
from .....rulings import Ruling, Step
from .....wording import plural, verdict_words
from ... import combat, locking
from ...fields import Broadside
from ...game import WoodenShipsGame
from ...melee import party_sections
from ...movement import Mover, Plan, allowance, attitude, carry_out, legal_plots
from ...readings import READINGS
from ...scenarios import Scenario, ShipSpec
from ...ships import ship_type, ship_types
from ...state import Position, Ship
from ...tables import MELEE_STRENGTH, melee_loss

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

DIRECTIONS = tuple(d.name for d in HexDirection)
QUALITIES = ("elite", "crack", "average", "green", "poor")


def _steps(ruling: Ruling) -> str:
    return kit.steps_html(f"{ruling.question}: {verdict_words(ruling.verdict)}", (str(s) for s in ruling.steps))


class ShipExplorer(TableExplorer):
    """One ship type of the charts, every value with where it comes from [2.31, 3.2, Ship Specification Charts]."""

    basis = 0
    key = Choice("ship type", tuple(ship_types()), "US-44")
    quality = Choice("crew quality [3.2.5]", QUALITIES, "crack")
    lines: tuple[str, ...] = ()

    def update(self, change: Any = None) -> None:
        """The log's lines for this type (a callback of both controls), each value marked with its source."""
        t = ship_type(self.key.value)
        turning, full = t.counter_ratings()
        self.lines = (
            f"[3.2.1] gun rating {t.rating} ({t.source('rating')})",
            f"[3.2.3, 2.31] class {t.class_code}: class number {t.class_number}",
            f"[2.31.1] turning ability {turning} (reconstructed by class: reading counter_ratings)",
            f"[2.31.2] battle-sail speed {t.battle_sail_speed} (derived: one a rigging section)",
            f"[2.31.3] full-sail speed {full} (reconstructed by class)",
            f"[3.2.6] hull boxes {t.hull} ({t.source('hull')})",
            f"[3.2.7] crew sections {t.crew} ({t.source('crew')})",
            f"[3.2.8] guns left/right {t.guns} ({t.source('guns')})",
            f"[3.2.9] carronades left/right {t.carronades} ({t.source('carronades')})",
            f"[3.2.10] rigging sections {t.rigging} ({t.source('rigging')})",
            f"[14.2.1] points with a {self.quality.value} crew: {t.point_value(self.quality.value)}",
        )
        self.label.value = kit.steps_html(f"{t.key} ({t.nation})", self.lines)


class AllowanceExplorer(TableExplorer):
    """Attitude and allowance of one ship as the wind and her heading change [7.1.3, 7.1.4, 7.1.17, 11.4.4.1]."""

    basis, DRAW = 360, False
    wind = Choice("wind blows toward", DIRECTIONS, "N")
    heading = Choice("ship heads", DIRECTIONS, "NE")
    speed = Whole("battle-sail speed [7.1.2]", 3, 4, default=4)
    rigging_lost = Whole("rigging sections lost [11.4.4.1]", 0, 4, default=0)
    attitude, allowance = "", 0
    orders: tuple[str, ...] = ()

    def mover(self) -> Mover:
        counter = TwoHexShip(Hex(0, 0), HexDirection[self.heading.value])
        return Mover(counter, self.speed.value, self.rigging_lost.value, 3)

    def update(self, change: Any = None) -> None:
        """Recompute the attitude, the allowance and the orders carried out whole (a callback of every control)."""
        wind = HexDirection[self.wind.value]
        self.attitude = attitude(HexDirection[self.heading.value], wind)
        self.allowance = allowance(self.speed.value, self.attitude, self.rigging_lost.value)
        self.orders = tuple(legal_plots(self.mover(), wind))
        self.label.value = (
            f"<b>attitude {self.attitude}</b> [7.1.3], <b>allowance {self.allowance}</b> [7.1.4, 7.1.17]; "
            f"{len(self.orders)} orders are carried out whole: {html.escape(' '.join(self.orders[:24]))}"
            + (" ..." if len(self.orders) > 24 else "")
        )
        self.redraw()

    def figure(self) -> Figure:
        """The ship on a few hexes with the wind arrow."""
        return _position_figure(
            [ShipSpec("ship", "US-44", "US", "average", "E5", HexDirection[self.heading.value])],
            HexDirection[self.wind.value],
        )


class OrderExplorer(TableExplorer):
    """A written order carried out up to its first forbidden element [7.2.3, 7.2.4, 7.2.7]."""

    basis, DRAW = 420, False
    order = Words("order", "L1R1")
    wind = Choice("wind blows toward", DIRECTIONS, "NE")
    speed = Whole("battle-sail speed", 3, 4, default=4)
    turning = Whole("turning ability [7.1.9]", 1, 3, default=3)
    plan: Plan | None = None
    error = ""

    def update(self, change: Any = None) -> None:
        """Carry the order out (a callback of every control); a typo is shown as its error, nothing raised."""
        mover = Mover(TwoHexShip(Hex(0, 0), HexDirection.N), self.speed.value, 0, self.turning.value)
        try:
            self.plan = carry_out(mover, self.order.value, HexDirection[self.wind.value])
            self.error = ""
            self.label.value = _steps(self.plan.ruling)
        except SailkitError as e:
            self.plan, self.error = None, str(e)
            self.label.value = f"<i>{html.escape(self.error)}</i>"
        self.redraw()

    def figure(self) -> Figure | None:
        """The order as carried out, drawn on the hexes (none while the order is a typo)."""
        return self.plan.ruling.figure() if self.plan is not None else None


#: the four two-dice tables an explorer can show, with the cases that set their modifiers
LOCK_TABLES = ("fouling", "unfouling", "grappling", "ungrappling")


class LockExplorer(TableExplorer):
    """Modifiers and chance on one of the two-dice tables [6.0, 8.3.5, 9.1.4, 9.2.1].

    ``first`` is the rolling ship (the grappler, the ship that unfouls or cuts), ``second``
    the other ship of the pair; the controls shown are those the table reads.
    """

    basis = 0
    first = Choice("rolling ship's crew", QUALITIES, "crack")
    second = Choice("other ship's crew", QUALITIES, "average")
    friends = Check("both ships of one side")
    first_still = Check("rolling ship motionless")
    second_still = Check("other ship motionless")
    points = Whole("movement points ordered (the other ship)", 0, 4, default=1)
    melee = Check("a melee is going on")
    sacrifice = Check("strike off a rigging box [6.1]")
    modifier = 0
    steps: tuple[Step, ...] = ()

    def __init__(self, table: str = "grappling", **values: Any) -> None:
        if table not in LOCK_TABLES:
            raise InvalidInputError("table", table, f"one of {list(LOCK_TABLES)}")
        self.table = table
        super().__init__(**values)

    @property
    def _pair(self) -> tuple[widgets.ValueWidget, ...]:
        """The controls of a table that reads both ships (fouling, grappling)."""
        return (self.first, self.second, self.friends, self.first_still, self.second_still, self.points)

    @property
    def controls(self) -> tuple[widgets.ValueWidget, ...]:
        """The controls this table's modifiers read [6.0, 8.3.5, 9.1.4, 9.2.1]."""
        if self.table == "unfouling":
            return (self.first, self.melee, self.sacrifice)
        return (self.first, self.melee) if self.table == "ungrappling" else self._pair

    def _ships(self) -> tuple[Ship, Ship]:
        specs = (
            ShipSpec("A", "US-44", "US", self.first.value, "E5", HexDirection.N),
            ShipSpec("B", "GB-18", "US" if self.friends.value else "GB", self.second.value, "F5", HexDirection.N),
        )
        pos = _scenario(specs, HexDirection.NE).position
        return pos.ship("A"), pos.ship("B")

    def update(self, change: Any = None) -> None:
        """Recompute the modifier and the chance (a callback of every control)"""
        a, b = self._ships()
        if self.table == "fouling":
            self.modifier, self.steps = locking.fouling_modifier(
                a, b, not self.first_still.value, not self.second_still.value, 0, self.points.value
            )
        elif self.table == "unfouling":
            self.modifier, self.steps = locking.unfouling_modifier(a, self.melee.value, self.sacrifice.value)
        elif self.table == "grappling":
            self.modifier, self.steps = locking.grappling_modifier(
                a, b, not self.first_still.value, not self.second_still.value, self.points.value
            )
        else:
            self.modifier, self.steps = locking.ungrappling_modifier(a, self.melee.value)
        lines = [str(s) for s in self.steps] or ["no modifiers"]
        lines.append(f"two dice {self.modifier:+d} must reach 10 (a natural 12 always does)")
        self.label.value = kit.steps_html(f"{self.table}: chance {float(self.odds):.0%}", lines)

    @property
    def odds(self) -> Any:
        """The exact chance (a :class:`~fractions.Fraction`)."""
        return locking.odds(self.modifier)

    def roll(self, total: int) -> Ruling:
        """The ruling for two dice showing ``total`` with the modifiers set now (dice are data: you give them)."""
        if not 2 <= total <= 12:
            raise InvalidInputError("two dice", total, "a total from 2 to 12")
        case = {"fouling": "8.3.5", "unfouling": "6.0", "grappling": "9.1.4", "ungrappling": "9.2.1"}[self.table]
        verb = {"fouling": "fouls", "unfouling": "unfouls", "grappling": "grapples", "ungrappling": "cuts free"}
        return locking.roll_ruling(f"{self.table} roll", verb[self.table], total, self.modifier, self.steps, case)


class FireExplorer(TableExplorer):
    """Can the firing ship's broadside fire, and on which table? Move the enemy (and a friend) and see [11.1-11.3].

    The firer, a crack US-44, lies with her bow at E6 heading north; positions are hex names.
    """

    FIRER = ShipSpec("Constitution", "US-44", "US", "crack", "E6", HexDirection.N)
    basis, DRAW = 420, False
    enemy = Words("enemy bow hex", "G6")
    enemy_heading = Choice("enemy heads", DIRECTIONS, "N")
    friend = Words("friend bow hex (blank: none)", "")
    side = Choice("broadside", ("R", "L"), "R")
    ruling: Ruling | None = None
    table: int | None = None
    error = ""

    def game(self) -> WoodenShipsGame:
        """The explorer's small game: the firer, the enemy and the friend where the controls put them."""
        specs = [
            self.FIRER,
            ShipSpec("Java", "GB-18", "GB", "average", self.enemy.value, HexDirection[self.enemy_heading.value]),
        ]
        if self.friend.value.strip():
            specs.append(ShipSpec("Essex", "US-32", "US", "average", self.friend.value.strip(), HexDirection.N))
        return _scenario(specs, HexDirection.NE)

    def position(self) -> Position:
        """The explorer's position (:meth:`game`)."""
        return self.game().position

    def update(self, change: Any = None) -> None:
        """Judge the target and, if the broadside may fire, its Hit Table number (a callback of every control)."""
        try:
            pos = self.position()
        except SailkitError as e:
            self.ruling, self.table, self.error = None, None, str(e)
            self.label.value = f"<i>{html.escape(self.error)}</i>"
            self.redraw()
            return
        self.error = ""
        firer, side = pos.ship("Constitution"), Broadside(self.side.value)
        obstacles = combat.obstacles(pos, firer)
        self.ruling = combat.target_ruling(firer.name, firer.counter, side, obstacles)
        text = _steps(self.ruling)
        self.table = None
        if self.ruling.verdict == "may fire on Java":
            number = combat.fire_number(pos, firer, side, pos.ship("Java"))
            self.table = number.table
            text += _steps(number.ruling)
        self.label.value = text
        self.redraw()

    def figure(self) -> Figure | None:
        """The ships on named hexes (so the hex typed can be found) with Constitution's two broadsides' play tinted
        and keyed, Constitution framed (none while a hex is mistyped)."""
        from ..drawing import HIGHLIGHT, position_figure

        if self.error:
            return None
        game = self.game()
        title = f"Constitution's {self.side.value} broadside: {self.ruling.verdict if self.ruling else ''}"
        return position_figure(
            game.position, game.state.grid, fields_of="Constitution", margin=2, marked={"Constitution": HIGHLIGHT},
            title=title,
        )  # fmt: skip


class PartyExplorer(kit.Explorer):
    """Which crew sections a boarding party of ``n`` sections takes: whole sections, lowest first [10.1.1, 10.1.2.1].

    Set the boxes left in each of the three sections and the sections asked for; a party
    of every section left means no fire this turn and no move next [10.2.5].
    """

    def __init__(self, crew: tuple[int, int, int] = (8, 6, 6), sections: int = 1) -> None:
        self.crew = [kit.slider(f"boxes left in section {i + 1}", n, 0, 12) for i, n in enumerate(crew)]
        self.sections = kit.slider("sections in the party", sections, 1, 3)
        self._show_in(0)
        self.chosen: tuple[int, ...] = ()
        self.all_in = False
        self._watch()

    @property
    def controls(self) -> tuple[widgets.ValueWidget, ...]:
        return (*self.crew, self.sections)

    def update(self, change: Any = None) -> None:
        """Choose the sections (a callback of every control)."""
        crew = tuple(c.value for c in self.crew)
        ship = Ship(
            "ship", "US", "US-44", "average", Hex(0, 0), HexDirection.N, 1, crew, (0, 0), (0, 0), (1,), (1,), 3, 4, 1
        )
        self.chosen = party_sections(ship, self.sections.value)
        left = sum(1 for c in crew if c > 0)
        self.all_in = bool(self.chosen) and len(self.chosen) == left
        lines = [f"[10.1.2.1] section {i + 1} ({crew[i]} boxes)" for i in self.chosen] or ["no section has a box left"]
        if self.all_in:
            lines.append("[10.2.5] every section boards: no fire this turn, no move next turn")
        self.label.value = kit.steps_html(f"a party of {plural(len(self.chosen), 'section')}", lines)


class MeleeExplorer(TableExplorer):
    """A party's total melee strength and what each die does with it [12.3.1, 12.3.2]."""

    basis = 0
    boxes = Whole("crew boxes in the party", 0, 40, default=8)
    quality = Choice("crew quality", QUALITIES, "average")
    kind = Choice("party", ("OBP", "DBP"), "OBP")
    strength = 0
    losses: tuple[int, ...] = ()

    def update(self, change: Any = None) -> None:
        """Recompute the strength and the boxes killed by each die result."""
        obp, _raked, dbp = MELEE_STRENGTH[self.quality.value]
        per_box = obp if self.kind.value == "OBP" else dbp
        self.strength = self.boxes.value * per_box
        self.losses = tuple(melee_loss(self.strength, die) for die in range(1, 7)) if self.strength else (0,) * 6
        self.label.value = kit.steps_html(
            f"total melee strength {self.strength}",
            [
                f"[12.3.1] {plural(self.boxes.value, 'box')} x {per_box} for an {self.kind.value} of {self.quality.value} crew",
                *(f"[12.3.2] die {d}: the enemy party loses {plural(n, 'box')}" for d, n in enumerate(self.losses, 1)),
            ],
        )


class ReadingExplorer(kit.ReadingExplorer):
    """Switch one reading and see the answer it gives: ``answer(option)`` returns the text to show [readings] (the
    kit's :class:`~sailkit.widgets.ReadingExplorer` on Wooden Ships' readings)."""

    def __init__(self, name: str, answer: Callable[[str], str]) -> None:
        super().__init__(READINGS, name, answer)


class ReplayStepper(kit.ReplayStepper):
    """Step a recorded game forward and back with a slider: turn, phase, the action and its ruling [5.0] (the kit's
    :class:`~sailkit.widgets.ReplayStepper`), the position drawn on the hex map.

    ``game`` is a loaded record (:meth:`~.game.WoodenShipsGame.load`); the stepper moves its
    cursor along the main line.
    """

    def figure(self) -> Figure:
        from ..drawing import position_figure

        return position_figure(self.game.position, self.game.state.grid, margin=2)


def lesson_game(
    *ships: ShipSpec, wind: HexDirection = HexDirection.N, readings: dict[str, str] | None = None, **kw: Any
) -> WoodenShipsGame:
    """A small game of ``ships`` on a 30 x 24 map for ten turns: what a tutorial sets up to show one rule."""
    scenario = Scenario("lesson", tuple(ships), wind=wind, turns=10, columns=30, rows=24, **kw)
    return WoodenShipsGame(scenario, readings=readings)


def play_until(game: Any, turn: int, roll: int = 1) -> Any:
    """Play ``game`` on until ``turn`` begins: every die ``roll`` (or the nearest value allowed), every order ``0``,
    every side done with each phase. Dice are data: the tutorial says what they show."""
    while game.turn < turn and not game.is_terminal():
        options = [str(a) for a in game.legal_actions()]
        if game.is_chance_node():
            values = [int(o.split()[1]) for o in options]
            game.apply_action(f"roll {min(values, key=lambda v: abs(v - roll))}")
        else:
            stay = [o for o in options if o.startswith("order ") and o.endswith(" 0")]
            game.apply_action(stay[0] if stay else options[-1])
    return game


def _scenario(specs: Sequence[ShipSpec], wind: HexDirection) -> WoodenShipsGame:
    return WoodenShipsGame(Scenario("explorer", tuple(specs), wind=wind, turns=5, columns=12, rows=12))


def _position_figure(specs: Sequence[ShipSpec], wind: HexDirection) -> Figure:
    from ..drawing import position_figure

    game = _scenario(specs, wind)
    return position_figure(game.position, game.state.grid, margin=2)


__all__ = [
    "LOCK_TABLES",
    "AllowanceExplorer",
    "FireExplorer",
    "LockExplorer",
    "MeleeExplorer",
    "OrderExplorer",
    "PartyExplorer",
    "Question",
    "ReadingExplorer",
    "ReplayStepper",
    "ShipExplorer",
    "lesson_game",
    "picture_html",
    "play_until",
]
