"""The Strategic Cycle tutorial's explorers [13.0]: the swell and fire rolls, face by face, with exact odds.

:class:`SwellExplorer`: whether a ship dead in the water rolls [13.1, 13.12] and what each face does [13.11];
:class:`BurnExplorer`: each face of a burning ship's roll [13.21, 13.22, 13.24] and the chance she blows up.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..... import widgets as kit
from .....dice import D6, Distribution
from .....explorer_parts import compass, die_dropdown, faces_html, joined, rolled
from .....geometry.compass import Direction
from .....rulings import Ruling, Step
from .....wording import plural
from ...board import name
from ...state import Position
from ...strategic import burn, burning_odds, leeward, swell, swell_exemption, swell_odds
from ...vocabulary import RULESET
from .base import FightingSailExplorer, around, on_board

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

#: Why a ship is dead in the water [10.41 a-d], and the damage or state that makes her so ("" = she is not).
DEAD_IN_WATER: Mapping[str, Mapping[str, Any]] = {
    "three masts lost [10.41a]": {"masts": 3},
    "a mast lost and 2 rigging hits [10.41b]": {"masts": 1, "rigging": 2},
    "a prize [10.41c]": {"prize": True},
    "abandoned [10.41d]": {"abandoned": True},
    "under sail: not dead in the water": {},
}


class FaceByFace(FightingSailExplorer):
    """A die rolled face by face [13.11, 13.21]: what each face does (:attr:`faces`), the exact odds of each
    outcome (:attr:`odds`), and for the face chosen its ruling (:attr:`outcome`, ``None`` before a roll) and the
    position after it (:attr:`after`)."""

    odds: Distribution
    faces: dict[int, str]
    outcome: Ruling | None
    after: Position

    def _roll_last(self, description: str, *, draw: bool) -> None:
        """The die's dropdown as the last control, then the label and the picture, and the first answer."""
        self.die = self.control(die_dropdown(description))
        self.faces, self.outcome = {}, None
        self._show_in(520, draw=draw)
        self._watch()


# ---------------------------------------------------------------- swell [13.1]


class SwellExplorer(FaceByFace):
    """Swell on one ship dead in the water: does she roll, what each face does, the exact odds [13.1-13.12].

    Controls: why she is dead in the water (:data:`DEAD_IN_WATER`), the wind, a ``blocker`` downwind [13.12], readings
    ``swell_exempt_roll`` and ``swell_edge``, the die. ``explorer.exemption`` (:func:`~.strategic.swell_exemption`),
    ``.faces``, ``.odds`` (:func:`~.strategic.swell_odds`), ``.outcome`` (:func:`~.strategic.swell`) and ``.after``."""

    NOTE = "A picture of the explorer as it starts: run the notebook to roll for swell."
    exemption: Ruling

    def __init__(self, position: Position, ship: str, *, blocker: str | None = None, draw: bool = True) -> None:
        self.position = position
        self.ship = position.ship(ship).name
        self.blocker = position.ship(blocker).name if blocker is not None else None
        self.why = self.control(
            kit.dropdown("dead in the water because [10.41]", tuple(DEAD_IN_WATER), next(iter(DEAD_IN_WATER)))
        )
        self.wind = self.control(compass("wind from [5.1]", position.wind.name))
        self.blocked = self.control(
            kit.checkbox(f"{self.blocker} lies downwind [13.12]" if self.blocker else "no other ship")
        )
        self.blocked.disabled = self.blocker is None
        self.readings = {k: self.reading_control(k, position.readings) for k in ("swell_exempt_roll", "swell_edge")}
        self._roll_last("swell die [13.11]", draw=draw)

    @property
    def current(self) -> Position:
        """The position as the controls set it: the wind, the ship's state, the blocker, the readings; turn 8 [13.0]."""
        pos = self.with_readings(self.position.with_(wind=Direction.parse(self.wind.value)))
        s = pos.ship(self.ship)
        state = dict(DEAD_IN_WATER[self.why.value])
        if state.pop("abandoned", False):
            state["hull"] = s.abandonment_level
        pos = pos.with_ship(s.with_(**{"masts": 0, "rigging": 0, "prize": False, "hull": 0, **state}))
        if self.blocker is not None and self.blocked.value:
            b = pos.ship(self.blocker)
            pos = pos.with_ship(b.with_(square=leeward(s.square, pos)))
        return pos

    @property
    def by_choice(self) -> bool:
        """Whether the roll is one her owner chooses although she is exempt (reading ``swell_exempt_roll``) [13.12]."""
        return (
            bool(self.exemption)
            and self.exemption.cases[-1] == "13.12"
            and self.readings["swell_exempt_roll"].value == "owner_may_roll"
        )

    def _roll(self, pos: Position, die: int) -> tuple[Position, Ruling]:
        return swell(pos, self.ship, die, by_choice=self.by_choice)

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Ask whether she rolls, what every face would do, and the die chosen; refresh the label and picture."""
        pos = self.current
        self.exemption = swell_exemption(pos, self.ship)
        rolls = not self.exemption or self.by_choice
        self.faces = {}
        if rolls:
            for d in D6:
                after, r = self._roll(pos, d)
                where = name(after.ship(self.ship).square)
                self.faces[d] = f"moves to {where}" if r.verdict == "moves" else f"stays in {where}"
            moving = sum(1 for what in self.faces.values() if what.startswith("moves"))
            self.odds = Distribution.from_counts({"moves": moving, "stays": 6 - moving} if moving < 6 else {"moves": 6})
        else:
            self.odds = swell_odds(pos, self.ship)
        die = rolled(self.die)
        self.outcome, self.after = None, pos
        if die is not None and rolls:
            self.after, self.outcome = self._roll(pos, die)
        self.label.value = self._label_html()
        self.redraw()

    def _label_html(self) -> str:
        s = self.current.ship(self.ship)
        rolls = bool(self.faces)
        head = f"{s.name} {'rolls' if rolls else 'does not roll'} for swell"
        out = f"<b>{html.escape(head)}</b>" + self.exemption.html(picture=False, heading=False)
        if rolls:
            out += faces_html(self.faces, self.odds)
        if self.outcome is not None:
            out += self.outcome.html(picture=False)
        elif rolls:
            out += "<div><i>choose a die to roll</i></div>"
        return out

    @property
    def text(self) -> str:
        return joined(self.exemption, *(f"  {d}: {what}" for d, what in self.faces.items()), self.odds, self.outcome)

    def figure(self) -> Figure:
        pos = self.current
        s = pos.ship(self.ship)
        lee = leeward(s.square, pos)
        shown = self.outcome or self.exemption
        if self.outcome is not None and self.outcome.verdict == "moves":
            caption, paths = f"carried to {name(lee)}", [[s.square, lee]]
        elif self.outcome is not None:
            caption, paths = f"rolled {self.outcome.value}: stays", []
        else:
            chance = self.odds.get("moves", 0)
            caption, paths = (f"moves on 3-6 ({chance})" if self.faces else "does not roll"), []
        return on_board(
            shown,
            self.after,
            marked=[self.ship],
            captions={self.ship: caption},
            paths=paths,
            extent=around(s.square),
            title=f"Swell on {s.name}: wind from {pos.wind}, downwind is {name(lee)}",
            subtitle="dead in the water: " + self.why.value,
        ).figure()


# ---------------------------------------------------------------- fires [13.2]


class BurnExplorer(FaceByFace):
    """A burning ship's Fire-Phase roll, face by face, with the exact odds [13.21, 13.22, 13.24].

    Controls: hull hits, a ``partner`` fouled with her [13.24], the die; ``explorer.faces``, ``.odds``
    (:func:`~.strategic.burning_odds`), ``.outcome`` (:func:`~.strategic.burn`) and ``.after``."""

    NOTE = "A picture of the explorer as it starts: run the notebook to roll for the fire."

    def __init__(self, position: Position, ship: str, *, partner: str | None = None, draw: bool = True) -> None:
        s = position.ship(ship)
        self.position = position
        self.ship = s.name
        self.partner = position.ship(partner).name if partner is not None else None
        self.hull = self.control(kit.slider("hull hits [10.1]", s.hull, 0, s.abandonment_level - 1))
        self.fouled = self.control(
            kit.checkbox(f"fouled with {self.partner} [13.24]" if self.partner else "no other ship")
        )
        self.fouled.disabled = self.partner is None
        self._roll_last("fire die [13.21]", draw=draw)

    @property
    def current(self) -> Position:
        """The position as the controls set it: the ship burning with its hull hits, the partner fouled with her or not."""
        pos = self.position
        s = pos.ship(self.ship).with_(hull=self.hull.value, fires=1, fouled=self.fouled.value)
        pos = pos.with_ship(s)
        if self.partner is not None:
            p = pos.ship(self.partner)
            together = self.fouled.value
            where = s.square if together else self.position.ship(self.partner).square
            pos = pos.with_ship(p.with_(square=where, fouled=together))
        return pos

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Roll every face, then the die chosen; refresh the label and picture."""
        pos = self.current
        self.odds = burning_odds(pos, self.ship)
        self.faces = {}
        for d in D6:
            after, r = burn(pos, self.ship, d)
            gone = [t.name for t in after.ships if t.destroyed]
            self.faces[d] = (
                f"{', '.join(gone)} blown up" if gone else f"one more hull hit: {after.ship(self.ship).hull}"
            )
        die = rolled(self.die)
        self.outcome, self.after = None, pos
        if die is not None:
            self.after, self.outcome = burn(pos, self.ship, die)
        self.label.value = self._label_html()
        self.redraw()

    def _label_html(self) -> str:
        s = self.current.ship(self.ship)
        head = f"{s.name} is on fire with {plural(s.hull, 'hull hit')} (abandoned at {s.abandonment_level})"
        out = f"<b>{html.escape(head)}</b>" + faces_html(self.faces, self.odds)
        if self.outcome is not None:
            out += self.outcome.html(picture=False)
        else:
            out += "<div><i>choose a die to roll</i></div>"
        return out

    @property
    def text(self) -> str:
        return joined(*(f"{d}: {what}" for d, what in self.faces.items()), self.odds, self.outcome)

    def figure(self) -> Figure:
        pos = self.current
        s = pos.ship(self.ship)
        if self.outcome is None:
            chance = self.odds.get("blows up", 0)
            caption = f"blows up: {chance}"
            ruling = Ruling(
                f"fire aboard {s.name}",
                "to roll",
                (Step("13.21", f"blows up with chance {chance}"),),
                ruleset=RULESET,
            )
        else:
            caption = f"rolled {self.outcome.value}: {self.outcome.verdict}"
            ruling = self.outcome
        marked = [self.ship] + ([self.partner] if self.partner and self.fouled.value else [])
        return on_board(
            ruling,
            pos,
            marked=marked,
            captions={self.ship: caption},
            title=f"Fire Phase: {s.name} on fire, {plural(s.hull, 'hull hit')}: {caption}",
        ).figure()


__all__ = ["DEAD_IN_WATER", "BurnExplorer", "SwellExplorer", "faces_html"]
