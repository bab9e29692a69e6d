"""Explorers for the Advanced Game tutorials [16.0-27.0, Optional Rules] (ipywidgets controllers).

Each is a :class:`sailkit.widgets.Explorer` whose :meth:`rule` answers for its controls' values (``.ruling``, no
kernel needed): :class:`WindExplorer` [18.1.3], :class:`OrderExplorer` [20.1-20.4], :class:`FieldExplorer` [24.1,
24.4], :class:`FireExplorer` [16.1, 24.2, 24.5], :class:`LockingExplorer` [19.0, 22.0], and the kit's
:class:`Question` and :class:`Compared`. :func:`lesson_ship` builds a ship from a chart row; :func:`compare_readings`
sets a question's answers under each option of a reading side by side.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from .....controls import Check, Choice, TableExplorer, Whole, Words
from .....errors import SailkitError
from .....geometry.hexes import Hex, HexDirection, TwoHexShip
from .....quiz import Compared, Question, compare
from .....readings import Readings
from .....rulings import Ruling, Step
from .....wording import agree, plural
from ... import ammunition
from ... import wind as w
from ...combat import advanced_fire_number
from ...fields import Broadside, Engagement, Kind, Obstacle, advanced_rake, bearing, reduced_targets, ship_range
from ...locking import grappling_modifier, roll_ruling, unfouling_modifier, ungrappling_modifier
from ...movement import Mover, Plan, carry_out, read_plot
from ...readings import READINGS, RULINGS
from ...ships import ship_type
from ...state import Position, Ship, Wind
from ...tables import WIND_VELOCITY_NAMES

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

_FACINGS = tuple(d.name for d in HexDirection)


def lesson_ship(name: str, quality: str = "average", *, type_key: str = "GB-6", side: str = "A", **kw: Any) -> Ship:
    """A ship of chart type ``type_key`` (a British 74 by default) at (0, 0) heading North, any field overridden
    [3.2, Ship Specification Charts]; her turning ability and full-sail speed are the reconstructed counter ratings."""
    st = ship_type(type_key)
    turning, full_speed = st.counter_ratings()
    chart = {key: getattr(st, key) for key in ("hull", "crew", "guns", "carronades", "rigging", "class_number")}
    base = {"name": name, "side": side, "type_key": type_key, "quality": quality, "bow": Hex(0, 0), **chart}
    base |= {"facing": HexDirection.N, "rigging_full": st.rigging, "turning": turning, "full_speed": full_speed}
    return Ship(**(base | {"points": st.point_value(quality) or 0} | kw))


# ---------------------------------------------------------------- readings side by side


def compare_readings(ask: Callable[[Readings], Any], reading: str, options: Iterable[str] | None = None) -> Compared:
    """``ask(readings)`` under each option of the Wooden Ships reading ``reading`` (every option by default), other
    readings at their defaults, side by side (:func:`sailkit.quiz.compare`)."""
    return compare(lambda chosen: ask(READINGS.resolve(chosen)), READINGS, reading, options)


# ---------------------------------------------------------------- the Wind Phase [18.1.3]


class WindExplorer(TableExplorer):
    """The Wind Phase's dice: two dice against the change numbers, then a die for direction and one for velocity."""

    basis = 300
    direction = Choice("wind blows toward", _FACINGS, "N")
    velocity = Whole("velocity before [18.1.2]", 0, 7, default=3)
    total = Whole("two dice [18.1.3]", 2, 12, default=7)
    turn_die = Whole("direction die [18.1.3.1]", 1, 6, default=1)
    speed_die = Whole("velocity die [18.1.3.2]", 1, 6, default=3)
    after: Wind | None = None

    def __init__(self, direction: str = "N", velocity: int = 3, change: Sequence[int] = (7,), **values: Any) -> None:
        self.change = tuple(change)
        super().__init__(direction, velocity, **{"total": self.change[0] if self.change else 7, **values})

    def rule(self) -> Ruling:
        """The wind after this turn's dice, as a ruling citing 18.1.3 and the two change tables."""
        before = Wind(HexDirection[self.direction.value], self.velocity.value, change=self.change)
        numbers = f"the change {agree(len(self.change), 'number', 'numbers')}: {', '.join(map(str, self.change))}"
        steps = [Step("18.1.3", f"two dice {self.total.value}; {numbers}")]
        after = before
        if w.changes(before, self.total.value):
            after, s1 = w.turned(after, self.turn_die.value)
            after, s2 = w.strengthened(after, self.speed_die.value)
            steps += [s1, s2]
            if before.velocity == w.GALE and after.velocity == w.STORM:
                steps.append(Step("18.2.2.1", "a gale became a storm: full sails come in, at a cost in rigging"))
            if after.velocity == w.HURRICANE:
                steps.append(Step("18.2.2.2", "a hurricane: the game ends on points"))
            if after.velocity == 0:
                steps.append(Step("18.2.2.3", "becalmed: ships may only pivot"))
            verdict = f"toward {after.direction.name} ({after.direction.number}), velocity {after.velocity}"
        else:
            steps.append(Step("18.1.3", "not a change number: the wind holds"))
            verdict = "no change"
        name = WIND_VELOCITY_NAMES[after.velocity]
        self.after = after
        return RULINGS("what does the wind do this turn?", f"{verdict} ({name})", tuple(steps))

    def figure(self) -> Figure:
        """The wind before and after the dice, each blowing across a compass as on every board, the way it blows and its
        velocity written under it [18.1.1, 18.1.3]."""
        from .....draw import primitives as p
        from .....draw.figure import board_figure, describe, heading
        from .....draw.style import KEY_POINTS

        assert self.after is not None
        fig, ax = board_figure(8.0, 3.8, inch_per_unit=0.5)
        p.frame(ax, (0.0, 0.0, 8.0, 3.8))
        before = Wind(HexDirection[self.direction.value], self.velocity.value)
        for x, when, wind in ((2.0, "before", before), (6.0, "after", self.after)):
            p.compass(ax, (x, 2.3), 1.0)
            p.wind(ax, (x, 2.3), float((wind.direction.degrees + 180) % 360), 1.7, gid=f"wind-{when}")
            words = f"{when}: toward {wind.direction.name} ({wind.direction.number})\nvelocity {wind.velocity}"
            p.text(ax, (x, 0.45), words, size=0.0, min_points=KEY_POINTS, va="top")
        heading(ax, "what does the wind do this turn?", str(self.ruling.verdict))
        return describe(fig, f"The wind before and after this turn's dice: {self.ruling.verdict}.")


# ---------------------------------------------------------------- written orders [20.1-20.4]


class OrderExplorer(TableExplorer):
    """Write an order for a ship heading North and see how much of it is carried out, and why [7.2.7, 20.1-20.4]."""

    basis = 360
    order = Words("order", "1L1")
    wind_to = Choice("wind blows toward", _FACINGS, "NE")
    speed = Whole("speed (battle 3-4, full sails 5-7) [20.1.1]", 3, 7, default=4)
    after_stop = Check("bow did not leave its hex last turn [20.4.1]")
    after_turn = Check("last move ended on a turn [20.4.2]")
    spring = Choice("anchored on springs [20.3.4]", ("no", "bow", "stern"), "no")
    plan: Plan | None = None
    done = ""

    def rule(self) -> Ruling:
        """Carry the order out with :func:`.movement.carry_out`; a malformed order is reported, not raised."""
        mover = Mover(
            TwoHexShip(Hex(0, 0), HexDirection.N),
            self.speed.value,
            0,
            2,
            advanced=True,
            after_stop=self.after_stop.value,
            after_turn=self.after_turn.value,
            spring="" if self.spring.value == "no" else self.spring.value,
        )
        try:
            plan = carry_out(mover, read_plot(self.order.value), HexDirection[self.wind_to.value])
        except SailkitError as e:
            self.plan, self.done = None, ""
            return RULINGS("what is carried out?", "not an order", (Step("7.2", str(e)),))
        self.plan, self.done = plan, plan.text
        return plan.ruling

    def figure(self) -> Figure | None:
        """The order as carried out on the hexes (none for a malformed order)."""
        return self.plan.ruling.figure() if self.plan is not None else None


# ---------------------------------------------------------------- five fields and rakes [24.1, 24.4]


class FieldExplorer(TableExplorer):
    """An enemy placed round a firer heading North: her field, the guns that bear, the range, a rake [24.1, 24.4]."""

    basis = 420
    q = Whole("enemy bow: column offset", -6, 6, default=3)
    r = Whole("enemy bow: row offset", -6, 6, default=-1)
    facing = Choice("enemy heading", _FACINGS, "N")
    side = Choice("firing broadside", ("L", "R"), "R")
    engagement: Engagement | None = None
    rake = ""
    firer = TwoHexShip(Hex(0, 0), HexDirection.N)

    @property
    def target(self) -> TwoHexShip:
        return TwoHexShip(Hex(self.q.value, self.r.value), HexDirection[self.facing.value])

    def rule(self) -> Ruling:
        """Which guns of the chosen broadside bear on the enemy, at what range, and is it a rake."""
        side = Broadside(self.side.value)
        target = self.target
        steps: list[Step] = []
        if set(target.hexes) & set(self.firer.hexes):
            self.engagement, self.rake = None, ""
            steps.append(Step("3.1.3", "the enemy would lie on the firer's own hexes"))
            verdict = "not a place for a ship"
        else:
            fields = {h: bearing(self.firer, h).field for h in target.hexes}
            sides = {bearing(self.firer, h).side for h in target.hexes}
            for h, f in fields.items():
                where = f"field {f}" if f and side.value in sides else "outside this broadside's play"
                steps.append(Step("24.1.1", f"enemy hex ({h.q}, {h.r}): {where}"))
            found = reduced_targets(self.firer, side, [Obstacle("enemy", target.hexes, Kind.ENEMY)])
            self.engagement = found[0] if found else None
            self.rake = advanced_rake(self.firer, target)
            if self.engagement is None:
                verdict = "cannot fire"
                steps.append(Step("24.1.2", "no field of this broadside holds her"))
            else:
                e = self.engagement
                who = {"full": "the whole broadside", "bow": "the bow section", "stern": "the stern section"}[e.section]
                two = len({f for f in fields.values() if f}) > 1
                steps.append(Step("24.1.5.4" if two else "24.1.2", f"field {e.field}: {who}"))
                steps.append(Step("11.2.1", f"range {e.range} to her nearer hex"))
                verdict = f"{who} at range {e.range}"
            if self.rake:
                steps.append(Step("24.4.1", f"she is raked through the {self.rake} (within 5 hexes, on her keel line)"))
                verdict += f", a rake into the {self.rake}"
        return RULINGS(f"may the {side.value} broadside fire?", verdict, tuple(steps))

    def figure(self) -> Figure:
        """The five fields of both broadsides, each hex numbered, the firer framed and the enemy [24.1.1]."""
        from ..drawing import fields_figure

        clear = not set(self.target.hexes) & set(self.firer.hexes)
        title = f"may the {self.side.value} broadside fire?"
        engaged = self.engagement is not None
        target = self.target if clear else None
        return fields_figure(title, self.ruling.verdict, self.firer, target, engaged=engaged, position=self.sea())

    def sea(self) -> Position:
        """The explorer's two ships as a position, for its picture: a British 74 firing, a French 74 the enemy, the
        wind blowing North as on every explorer's sea (the fields do not depend on it) [24.1.1]."""
        t = self.target
        firer = lesson_ship("firer", side="Britain")
        enemy = lesson_ship("enemy", type_key="FR-74", side="France", bow=t.bow, facing=t.facing)
        return Position(1, Wind(HexDirection.N), (firer, enemy))


# ---------------------------------------------------------------- the Hit Table number [16.1, 24.2, 24.5]


class FireExplorer(TableExplorer):
    """A British 74 firing her right broadside at a French 74 straight abeam: vary the shot and her state [24.0]."""

    basis = 0
    ammo = Choice("shot loaded [24.2]", ("R", "C", "G", "D"), "R")
    range = Whole("range [11.2.1]", 1, 10, default=2)
    quality = Choice("crew [11.3.1]", ("elite", "crack", "average", "green", "poor"), "average")
    first = Check("first broadside from this side [24.1.4]")
    full_sails = Check("under full sails [20.1]")
    sail_change = Check("a sail change noted: men in the rigging [24.5.1]")
    anchored = Check("at anchor [20.3.5]")
    low_powder = Check("no reloads left: low powder [26.1.2]")
    velocity = Whole("wind velocity [18.2.2.4]", 0, 6, default=3)
    table: int | None = None

    def rule(self) -> Ruling:
        """The Hit Table number (or grape's crew boxes, or why she may not fire) with every modifier's rule."""
        firer = lesson_ship(
            "Firer",
            quality=self.quality.value,
            ammo=(self.ammo.value, self.ammo.value),
            fired=(True, not self.first.value),
            full_sails=self.full_sails.value,
            sail_order="FS" if self.sail_change.value else "",
            anchor="A" if self.anchored.value else "",
            reloads=0 if self.low_powder.value else 30,
        )
        at = Hex(self.range.value, -((self.range.value + 1) // 2))
        target = lesson_ship("Target", type_key="FR-74", side="B", bow=at)  # French: her own colour in the picture
        rng = ship_range(firer.counter, target.counter)
        if rng > ammunition.reach(self.ammo.value):
            self.table = None
            reach = plural(ammunition.reach(self.ammo.value), "hex")
            step = Step("24.2", f"{ammunition.NAMES[self.ammo.value]} reaches {reach}; range {rng}")
            return RULINGS("which Hit Table?", "out of reach of this shot", (step,))
        pos = Position(1, Wind(HexDirection.N, self.velocity.value), (firer, target))
        n = advanced_fire_number(pos, firer, Broadside.R, target)
        self.table = n.table
        return n.ruling


# ---------------------------------------------------------------- two dice against 10 [19.0, 22.0]


class LockingExplorer(TableExplorer):
    """Unfouling, grappling or ungrappling in the Advanced Game: the modifiers, the dice and the odds [19.0, 22.0]."""

    basis = 0
    kind = Choice("attempt", ("unfouling", "grappling", "ungrappling"), "unfouling")
    quality = Choice("crew [6.0, 9.1.4.1]", ("elite", "crack", "average", "green", "poor"), "average")
    full_sails = Whole("ships under full sails [19.1]", 0, 2, default=0)
    velocity = Whole("wind velocity [22.1, 22.2]", 0, 6, default=3)
    melee = Check("a melee is going on [6.0, 9.2.1.4]")
    total = Whole("two dice", 2, 12, default=7)

    def rule(self) -> Ruling:
        """The attempt's modifier from :mod:`.locking`, the dice against 10, and the exact odds before the throw."""
        ship = lesson_ship("Ship", quality=self.quality.value)
        other = lesson_ship("Enemy", side="B")
        kind = self.kind.value
        if kind == "unfouling":
            m, steps = unfouling_modifier(ship, self.melee.value, full_sails=self.full_sails.value)
            question, verb, case = "do the ships come free?", "unfouled", "19.0"
        elif kind == "grappling":
            m, steps = grappling_modifier(ship, other, True, True, 1, self.velocity.value, advanced=True)
            question, verb, case = "do the grapnels hold?", "grappled", "22.0"
        else:
            m, steps = ungrappling_modifier(ship, self.melee.value, self.velocity.value, advanced=True)
            question, verb, case = "is the grapple cut?", "ungrappled", "22.0"
        return roll_ruling(question, verb, self.total.value, m, steps, case)

    def label_html(self) -> str:
        """The ruling, then the exact chance before the throw."""
        odds = self.ruling.facts["odds"]
        return super().label_html() + f"<div>chance before the throw: {odds} ({float(odds):.0%})</div>"


__all__ = [
    "Compared",
    "FieldExplorer",
    "FireExplorer",
    "LockingExplorer",
    "OrderExplorer",
    "Question",
    "WindExplorer",
    "compare_readings",
    "lesson_ship",
]
