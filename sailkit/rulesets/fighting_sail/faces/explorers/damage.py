"""Explorers for the damage tutorial [10.0]; the rules are asked, never copied.

:class:`DamageExplorer` puts hits on a ship and shows what changes, each with its case [10.1-10.42];
:class:`CriticalExplorer` rolls a critical hit beside the exact odds of each kind [10.3-10.33].
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from ..... import widgets as kit
from .....controls import NO_ROLL
from .....dice import Distribution
from .....errors import SailkitError
from .....explorer_parts import answer_row, die_dropdown, joined, rolled
from .....rulings import Ruling, Step
from .....wording import plural
from ...commands import command_ruling
from ...damage import AIMS, Damage, apply_critical, crew_value, dead_in_water
from ...fire.combat import fire_value
from ...fire.hits import critical_distribution, critical_kind
from ...movement import allowance
from ...state import Position, ShipState
from ...vocabulary import RULESET
from .base import FightingSailExplorer

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure


def _refused(question: str, err: SailkitError) -> Ruling:
    """A refusal as a ruling, so an explorer shows it in place of an answer (dice still to roll, a ship blown up)."""
    return Ruling(question, None, (Step(getattr(err, "case", None) or "10.3", str(err)),), ruleset=RULESET)


# ---------------------------------------------------------------- what damage does to a ship [10.1-10.42]


class DamageExplorer(FightingSailExplorer):
    """Put damage on a ship and see what it does, every answer with its case [10.1-10.42].

    Controls: hull hits [10.12, 10.11, 9.33c, 10.13, 12.11], rigging hits [10.2], masts [10.31], wheel [10.32], fire
    [10.33], fouled [10.41e]. ``explorer.rulings``: ``crew``, ``fire``, ``allowance``, ``dead``, ``tack``, ``wear``
    [6.22]."""

    def __init__(self, position: Position, ship: str, target: str | None = None, *, draw: bool = True) -> None:
        s = position.ship(ship)
        self.position = position
        self.ship = s.name
        self.target = position.ship(target).name if target is not None else None
        self.hull = self.control(kit.slider("hull hits [10.1]", s.hull, 0, s.abandonment_level))
        self.rigging = self.control(kit.slider("rigging hits [10.2]", s.rigging, 0, 6))
        self.masts = self.control(kit.slider("masts lost [10.31]", s.masts, 0, 3))
        self.wheel = self.control(kit.checkbox("wheel hit [10.32]", s.wheel))
        self.burning = self.control(kit.checkbox("on fire [10.33]", s.burning))
        self.fouled = self.control(kit.checkbox("fouled [10.41e]", s.fouled))
        self._show_in(520, draw=draw)
        self.rulings: dict[str, Ruling] = {}
        self._watch()

    @property
    def current(self) -> Position:
        """The position with the ship damaged as the controls say."""
        s = self.position.ship(self.ship).with_(
            hull=self.hull.value,
            rigging=self.rigging.value,
            masts=self.masts.value,
            wheel=self.wheel.value,
            fires=max(1, self.position.ship(self.ship).fires) if self.burning.value else 0,
            fouled=self.fouled.value,
            command=None,
        )
        return self.position.with_ship(s)

    @property
    def damaged(self) -> ShipState:
        return self.current.ship(self.ship)

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Ask the rules every question about the damaged ship, then refresh the label and the picture."""
        pos = self.current
        s = pos.ship(self.ship)
        self.rulings = {
            "crew": crew_value(s, pos.readings).ruling,
            "allowance": allowance(pos, s).ruling,
            "dead": dead_in_water(s),
            "tack": command_ruling(pos, s, "tack"),
            "wear": command_ruling(pos, s, "wear"),
        }
        if self.target is not None:
            self.rulings["fire"] = fire_value(pos, s, self.target)
        self.label.value = self._label_html()
        self.redraw()

    @property
    def summary(self) -> dict[str, Any]:
        """The answers in short: ``{"crew": 7, "allowance": 4, "dead": False, "fire": 45, "tack": True, ...}``."""
        out: dict[str, Any] = {
            "crew": self.rulings["crew"].verdict,
            "allowance": self.rulings["allowance"].verdict,
            "dead": bool(self.rulings["dead"]),
            "tack": bool(self.rulings["tack"]),
            "wear": bool(self.rulings["wear"]),
            "abandoned": self.damaged.abandoned,
        }
        if "fire" in self.rulings:
            out["fire"] = self.rulings["fire"].value
        return out

    def _label_html(self) -> str:
        s = self.damaged
        sm = self.summary
        rows = [
            answer_row("Crew Value", str(sm["crew"]), self.rulings["crew"]),
            answer_row("Movement Allowance", str(sm["allowance"]), self.rulings["allowance"]),
            answer_row(
                "dead in the water", "yes" if sm["dead"] else "no", self.rulings["dead"], self.rulings["dead"].steps[0]
            ),
            answer_row("may be ordered to tack", "yes" if sm["tack"] else "no", self.rulings["tack"]),
            answer_row("may be ordered to wear", "yes" if sm["wear"] else "no", self.rulings["wear"]),
        ]
        if "fire" in self.rulings:
            fv = self.rulings["fire"]
            mod = next((st for st in fv.steps if st.case == "9.33c"), None)
            why = fv if mod is None else Ruling(fv.question, fv.verdict, (mod,))
            answer = "may not fire" if fv.value is None else f"{fv.value} at {self.target}"
            rows.append(answer_row("Fire Value", answer, why))
        left = max(0, s.abandonment_level - s.hull)
        head = (
            f"{s.name}: abandoned at {plural(s.abandonment_level, 'hull hit')} (10 minus Rate {s.rate}) [10.13, 12.11]"
            + (": ABANDONED" if s.abandoned else f": {left} more to go")
        )
        return f"<b>{html.escape(head)}</b><table>{''.join(rows)}</table>"

    def caption(self) -> str:
        """The damaged ship's note on the picture: her crew and allowance now."""
        sm = self.summary
        return f"crew {sm['crew']}, MA {sm['allowance']}"

    def figure(self) -> Figure:
        from ..drawing import position_figure

        s = self.damaged
        parts = [plural(s.hull, "hull hit"), plural(s.rigging, "rigging hit"), plural(s.masts, "mast") + " lost"]
        parts += [x for x, on in (("wheel", s.wheel), ("on fire", s.burning), ("fouled", s.fouled)) if on]
        return position_figure(
            self.current,
            marked=[self.ship],
            captions={self.ship: self.caption()},
            title=f"{self.ship} with {', '.join(parts)}",
            subtitle=f"wind from {self.position.wind}; red tag: damage so far [10.1, 10.2]",
        )

    @property
    def text(self) -> str:
        """The answers as plain text, one a line with its case."""
        lines = []
        for k, r in self.rulings.items():
            case = f"[{r.steps[-1].case}]"
            lines.append(f"{k}: {r.headline()}" + ("" if case in r.headline() else f" {case}"))
        return "\n".join(lines)


# ---------------------------------------------------------------- critical hits [10.3-10.33]


class CriticalExplorer(FightingSailExplorer):
    """Roll the critical-hit dice against a ship and see the hit, beside the exact odds of each kind [10.3].

    Controls: the dice, the aim and her damage; ``explorer.kind`` (:func:`~.fire.hits.critical_kind`),
    ``explorer.damage`` (:class:`~.damage.Damage`), ``explorer.odds``."""

    def __init__(self, position: Position, ship: str, *, draw: bool = True) -> None:
        s = position.ship(ship)
        self.position = position
        self.ship = s.name
        self.first = self.control(die_dropdown("critical die [10.3]", first="1"))
        self.second = self.control(die_dropdown("second die, after a 6 [10.3]"))
        self.aim = self.control(kit.dropdown("the fire aimed at [9.32]", AIMS, "hull"))
        self.hull = self.control(kit.slider("hull hits before [10.1]", s.hull, 0, s.abandonment_level))
        self.wheel = self.control(kit.checkbox("wheel already hit [10.32]", s.wheel))
        self.burning = self.control(kit.checkbox("already on fire [10.33]", s.burning))
        self._show_in(520, draw=draw)
        self.odds: Distribution = critical_distribution()
        self.kind: Ruling
        self.damage: Damage | None = None
        self._watch()

    @property
    def before(self) -> Position:
        """The position with the ship's earlier damage as the controls say."""
        s = self.position.ship(self.ship).with_(
            hull=self.hull.value, wheel=self.wheel.value, fires=1 if self.burning.value else 0
        )
        return self.position.with_ship(s)

    @property
    def after(self) -> Position:
        """The position after the critical hit (the one before while the dice are incomplete)."""
        return self.damage.position if self.damage is not None else self.before

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Read the dice on the critical table and apply the hit; refresh the label and the picture."""
        dice = [int(self.first.value)] + [d for d in [rolled(self.second)] if d is not None]
        self.damage = None
        try:
            self.kind = critical_kind(*dice).ruling
        except SailkitError as err:  # a 6 still wanting its second die, or a second die after 1-5
            self.kind = _refused("kind of critical hit", err)
        if self.kind.verdict is not None:
            self.damage = apply_critical(self.before, self.ship, str(self.kind.verdict), aim=self.aim.value)
        self.label.value = self._label_html()
        self.redraw()

    def _label_html(self) -> str:
        odds = "".join(
            f"<tr><td>{html.escape(str(k))}</td><td>{v.numerator}/{v.denominator}</td><td>{float(v):.1%}</td></tr>"
            for k, v in self.odds.items()
        )
        out = f"<b>{html.escape(self.kind.question)}: {html.escape(str(self.kind.verdict or 'not yet known'))}</b>"
        out += self.kind.html(picture=False, heading=False)
        if self.damage is not None:
            events = ", ".join(str(e) for e in self.damage.events)
            out += f"<div><b>what it does</b>: {html.escape(self.damage.ruling.headline())}"
            out += f" ({html.escape(events)})</div>" if events else "</div>"
            out += self.damage.ruling.html(picture=False, heading=False)
        return out + f"<div><b>once a critical hit is scored [10.3]</b></div><table>{odds}</table>"

    def figure(self) -> Figure:
        from ..drawing import position_figure

        s = self.after.ship(self.ship)
        kind = self.kind.verdict or "dice incomplete"
        note = "blown up" if s.destroyed else f"crew {crew_value(s, self.after.readings)}"
        shown = self.after if not s.destroyed else self.before
        return position_figure(
            shown,
            marked=[self.ship],
            captions={self.ship: note},
            title=f"Critical hit on {self.ship}: {kind}",
            subtitle=f"dice {self.first.value}{'' if self.second.value == NO_ROLL else ', ' + self.second.value}; {self.aim.value} fire",
        )

    @property
    def text(self) -> str:
        return joined(self.kind, None if self.damage is None else self.damage.ruling)


__all__ = ["CriticalExplorer", "DamageExplorer"]
