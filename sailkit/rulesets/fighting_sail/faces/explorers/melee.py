"""Explorers for the melee tutorial [11.0]; the rules are asked, never copied.

:class:`MeleeExplorer`: wound the crews, roll the dice, see Boarding Values, totals, exact odds and the result with
its captures [11.2-11.23], and the fire order before it [11.11]. :class:`MeleeRuling` shows a melee as the 36 ways
the dice fall (:func:`on_dice`).
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from ..... import widgets as kit
from .....dice import Distribution
from .....errors import SailkitError
from .....explorer_parts import die_dropdown, joined, sides_rolled
from .....geometry.squares import Square
from .....quiz import DrawnRuling
from .....rulings import Ruling, Step
from ...board import name
from ...board import square as read_square
from ...damage import crew_value
from ...melee_combat import boarding_value, dice_grid, fire_order, melee, melee_odds, side_total, sides_in
from ...state import Position
from ...vocabulary import RULESET
from .base import FightingSailExplorer

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure


class MeleeRuling(DrawnRuling):
    """A ruling about a melee, drawn as the dice grid of its square (see :func:`on_dice`) [11.21]."""


def _dice_grid(ruling: Ruling, position: Position, square: Square, dice: Mapping[str, int] | None) -> Figure:
    from ..drawing_melee import melee_figure

    return melee_figure(dice_grid(position, square), dice)


def on_dice(
    answer: Any, position: Position, square: str | Square, dice: Mapping[str, int] | None = None
) -> MeleeRuling:
    """``answer``'s ruling, drawn as the 36 pairs of melee dice in ``square`` of ``position`` [11.21].

    ``dice`` frames the pair rolled. ``answer`` is a ruling or anything carrying one.
    """
    where = read_square(square, position.readings)
    return MeleeRuling.of(answer, _dice_grid, RULESET, position=position, square=where, dice=dice)


def odds_ruling(position: Position, square: str | Square) -> MeleeRuling:
    """The exact odds of the melee in ``square`` as a ruling with its dice grid [11.21, 11.21c]: the likeliest outcome,
    each side's total and each outcome's chance."""
    where = read_square(square, position.readings)
    odds = melee_odds(position, where)
    a, b = sides_in(position, where)[:2]
    ships = position.at(where)
    totals = [side_total(ships, x, position.readings) for x in (a, b)]
    steps = [st for t in totals for st in t.ruling.steps]
    steps += [
        Step("11.21c", f"{k}: {int(v * 36)} of the 36 pairs of dice ({v.numerator}/{v.denominator})")
        for k, v in odds.items()
    ]
    readings = tuple(dict.fromkeys(k for t in totals for k in t.ruling.readings))
    best = max(odds.items(), key=lambda kv: kv[1])[0]
    ruling = Ruling(f"chances of the melee in {name(where)}", best, tuple(steps), readings, ruleset=RULESET)
    return on_dice(ruling, position, where)


class MeleeExplorer(FightingSailExplorer):
    """Choose the ships in one square, wound their crews, roll the dice, and see the melee [11.11, 11.2-11.23].

    Controls: ships aboard (``aboard``; at least one a side [11.2]), hull hits [10.12, 11.22], a die a side [11.21b],
    readings ``melee_ratio`` and ``fouled_fire_order``. ``explorer.values``, ``.totals``, ``.odds``
    (:func:`~.melee.melee_odds`), ``.order`` [11.11], and with both dice ``.result`` and ``.after``."""

    NOTE = "A picture of the explorer as it starts: run the notebook to change crews and roll the dice."

    def __init__(
        self, position: Position, square: str | Square, aboard: Iterable[str] | None = None, *, draw: bool = True
    ) -> None:
        self.position = position
        self.square = read_square(square, position.readings)
        self.sides = sides_in(position, self.square)
        ships = position.at(self.square)
        chosen = {position.ship(n).name for n in aboard} if aboard is not None else {s.name for s in ships}
        self.present = {
            s.name: self.control(kit.checkbox(f"{s.name} ({s.side}) in {name(self.square)}", s.name in chosen))
            for s in ships
        }
        self.note = ""
        self.hull = {
            s.name: self.control(
                kit.slider(f"{s.name} hull hits [10.12]", s.hull, 0, max(s.abandonment_level - 1, s.hull))
            )
            for s in ships
        }
        self.dice = {side: self.control(die_dropdown(f"{side} die [11.21b]")) for side in self.sides}
        self.ratio = self.reading_control("melee_ratio", position.readings)
        self.fire_first = self.reading_control("fouled_fire_order", position.readings)
        self._show_in(560, draw=draw)
        self.values: dict[str, int] = {}
        self.totals: dict[str, int] = {}
        self.odds: Distribution
        self.order: Ruling
        self.result: Ruling | None = None
        self.after: Position | None = None
        kit.observe_all(self.present.values(), self.toggle)
        self._watch(self.controls[len(self.present) :])

    def toggle(self, change: dict[str, Any] | None = None) -> None:
        """A ship joins or leaves the square; one that would leave a side with no ship there stays [11.2]."""
        self.note = ""
        for side in self.sides:
            if not any(box.value for n, box in self.present.items() if self.position.ship(n).side == side):
                box = change["owner"] if change else next(iter(self.present.values()))
                box.value = True  # runs toggle again, now with both sides present
                self.note = f"{box.description.split(' (')[0]} stays: each side keeps a ship in {name(self.square)}, a melee needs both [11.2]"
                break
        self.update()

    @property
    def current(self) -> Position:
        """The position with the ships, crews and readings as the controls set them."""
        gone = {n for n, box in self.present.items() if not box.value}
        pos = self.with_readings(self.position.with_(ships=tuple(s for s in self.position.ships if s.name not in gone)))
        for ship, slider in self.hull.items():
            if ship not in gone:
                pos = pos.with_ship(pos.ship(ship).with_(hull=slider.value))
        return pos

    @property
    def rolls(self) -> dict[str, int] | None:
        """Each side's die, when every side has one."""
        return sides_rolled(self.dice)

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Ask the rules for the Boarding Values, totals, odds, fire order and (dice in) the result; redraw."""
        pos = self.current
        ships = pos.at(self.square)
        self.values = {s.name: int(boarding_value(s, pos.readings)) for s in ships}
        self.totals = {x: int(side_total(ships, x, pos.readings)) for x in self.sides}
        self.odds = melee_odds(pos, self.square)
        self.order = fire_order(pos, self.square)
        self.result, self.after = None, None
        if self.rolls is not None:
            try:
                self.after, self.result = melee(pos, self.square, self.rolls)
            except SailkitError as err:  # pragma: no cover - the dropdowns only offer good dice
                self.result = Ruling("melee", None, (Step("11.21b", str(err)),), ruleset=RULESET)
        self.label.value = self._label_html()
        self.redraw()

    def _label_html(self) -> str:
        pos = self.current
        rows = "".join(
            f"<tr><td>{html.escape(s.name)} ({s.side})</td><td>crew {crew_value(s, pos.readings)}</td>"
            f"<td>Rate {s.rate}</td><td><b>{self.values[s.name]:+d}</b> [11.22]</td></tr>"
            for s in pos.at(self.square)
        )
        totals = ", ".join(f"{x} {v:+d}" for x, v in self.totals.items())
        odds = ", ".join(f"{k} {v.numerator}/{v.denominator}" for k, v in self.odds.items())
        order = " then ".join(self.order.verdict) or "nobody"
        if self.order.facts.get("tied_sides"):
            order += " (a die per side settles the tie at the head [11.11])"
        note = f"<div><i>{html.escape(self.note)}</i></div>" if self.note else ""
        out = (
            f"{note}<b>Boarding Values in {name(self.square)}</b><table>{rows}</table>"
            f"<div><b>totals</b> [11.21a, 11.23]: {html.escape(totals)}</div>"
            f"<div><b>exact odds</b> [11.21c]: {html.escape(odds)}</div>"
            f"<div><b>fire order before the boarding</b> [11.11]: {html.escape(order)}</div>"
        )
        if self.result is not None:
            out += f"<div><b>the melee</b>: {html.escape(self.result.headline())}</div>"
            out += self.result.html(picture=False, heading=False)
        else:
            out += "<div><i>choose both dice to fight it out</i></div>"
        return out

    def figure(self) -> Figure:
        from ..drawing_melee import melee_figure

        totals = " against ".join(f"{x} {v:+d}" for x, v in self.totals.items())
        return melee_figure(
            dice_grid(self.current, self.square),
            self.rolls,
            title=f"Melee in {name(self.square)}: {totals}, each + a die",
        )

    @property
    def text(self) -> str:
        """Values, totals, odds and (when rolled) the result, as plain text."""
        return joined(
            *(f"{n}: Boarding Value {v:+d}" for n, v in self.values.items()),
            "totals: " + ", ".join(f"{x} {v:+d}" for x, v in self.totals.items()),
            "odds: " + ", ".join(f"{k} {v}" for k, v in self.odds.items()),
            self.result,
        )


__all__ = ["MeleeExplorer", "MeleeRuling", "odds_ruling", "on_dice"]
