"""The striking tutorial's explorer [12.0]: damage a ship, bring an enemy alongside, see whether she strikes.

:class:`StrikeExplorer`: hits, an enemy at a bearing (manned, abandoned or a prize), at abandonment [12.13] or on
arrival [12.14], under switchable readings.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..... import widgets as kit
from .....explorer_parts import compass
from .....geometry.compass import Direction
from .....rulings import Ruling
from ...board import name
from ...damage import crew_value
from ...state import Position
from ...striking import ARRIVALS, abandonment, strike, strike_ruling, strikes_on_arrival
from .base import FightingSailExplorer, on_board

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

#: The two moments a ship may strike without a melee [12.13, 12.14].
MOMENTS = ("abandoned now [12.13]", "enemy arrives [12.14]")
#: What the enemy ship alongside is: manned under her own colours, abandoned herself, or a prize [12.11, 12.2].
ENEMY_STATES = ("manned", "abandoned", "prize")
#: The readings a striking explorer offers by default [12.13, 12.14].
STRIKE_READINGS = ("strike_captors", "adjacent_def", "strike_own_square", "strike_triggers")


class StrikeExplorer(FightingSailExplorer):
    """Damage ``ship`` and place ``enemy``; see whether she must strike, and why, with the case [12.11-12.14].

    Controls: hull and rigging hits [12.11, 12.12], the enemy's bearing and distance (0: fouled [7.81]), what she is
    (:data:`ENEMY_STATES`), the moment (:data:`MOMENTS`), how she came (:data:`~.striking.ARRIVALS`), the readings.
    ``explorer.ruling`` (:func:`~.striking.strike_ruling` or :func:`~.striking.strikes_on_arrival`), ``.struck``,
    ``.after`` and ``.level`` (:func:`~.striking.abandonment`)."""

    NOTE = "A picture of the explorer as it starts: run the notebook to damage the ship and move the enemy."

    def __init__(
        self,
        position: Position,
        ship: str,
        enemy: str,
        *,
        bearing: str = "E",
        distance: int = 1,
        readings: Sequence[str] = STRIKE_READINGS,
        draw: bool = True,
    ) -> None:
        s, e = position.ship(ship), position.ship(enemy)
        self.position = position
        self.ship, self.enemy = s.name, e.name
        self.hull = self.control(kit.slider("hull hits [12.11]", s.hull, 0, s.abandonment_level + 1))
        self.rigging = self.control(kit.slider("rigging hits [12.12]", s.rigging, 0, 8))
        self.bearing = self.control(compass(f"{e.name} lies to the [5.1]", bearing))
        self.distance = self.control(kit.slider(f"{e.name} squares away", distance, 0, 3))
        self.state = self.control(kit.dropdown(f"{e.name} is", ENEMY_STATES, "manned"))
        self.moment = self.control(kit.dropdown("moment", MOMENTS, MOMENTS[0]))
        self.arrival = self.control(kit.dropdown(f"{e.name} arrived by [12.14]", ARRIVALS, "entry"))
        self.readings = {k: self.reading_control(k, position.readings) for k in readings}
        self._show_in(520, draw=draw)
        self.ruling: Ruling
        self.after: Position
        self._watch()

    @property
    def current(self) -> Position:
        """The position as the controls set it: the damage, the enemy's square and state, the readings."""
        pos = self.with_readings(self.position)
        s = pos.ship(self.ship)
        together = self.distance.value == 0
        s = s.with_(hull=self.hull.value, rigging=self.rigging.value, fouled=together, command=None, mp=0)
        e = pos.ship(self.enemy)
        state = self.state.value
        e = e.with_(
            square=s.square.neighbour(Direction.parse(self.bearing.value), self.distance.value),
            fouled=together,
            hull=e.abandonment_level if state == "abandoned" else 0,
            prize=state == "prize",
        )
        return pos.with_ship(s).with_ship(e)

    @property
    def level(self) -> Any:
        """:func:`~.striking.abandonment` of the damaged ship: the level, and whether she has reached it [12.11]."""
        return abandonment(self.current.ship(self.ship))

    @property
    def struck(self) -> bool:
        """Whether the ship struck [12.13, 12.14]."""
        return self.after.ship(self.ship).prize and not self.current.ship(self.ship).prize

    def rule(self) -> Ruling:
        """The rules' answer at the moment chosen; :attr:`after` is the position it leaves [12.13, 12.14]."""
        pos = self.current
        self.arrival.disabled = self.moment.value == MOMENTS[0]
        if self.moment.value != MOMENTS[0]:
            self.after, ruling = strikes_on_arrival(pos, self.enemy, how=self.arrival.value)
            return ruling
        ruling = strike_ruling(pos, self.ship)
        self.after = strike(pos, self.ship, ruling.captor) if ruling else pos
        return ruling

    def label_html(self) -> str:
        s = self.after.ship(self.ship)
        if self.struck:
            head = f"{s.name} strikes to {s.side}: a prize, Crew Value {crew_value(s)}, Rate {s.rate} [12.2, 12.21]"
        else:
            head = f"{s.name} keeps her colours"
        return f"<b>{html.escape(head)}</b>" + self.level.ruling.html(picture=False) + self.ruling.html(picture=False)

    @property
    def text(self) -> str:
        """The abandonment and strike rulings as plain text."""
        return f"{self.level.ruling}\n{self.ruling}"

    def figure(self) -> Figure:
        if self.moment.value == MOMENTS[0]:
            return self.ruling.figure()
        pos = self.current
        e = pos.ship(self.enemy)
        verdict = f"strikes to {e.side}" if self.struck else "keeps her colours"
        return on_board(
            self.ruling,
            self.after,
            marked=[self.ship, self.enemy],
            captions={self.ship: verdict, self.enemy: f"arrived ({self.arrival.value})"},
            title=f"{self.enemy} arrives in {name(e.square)}: {self.ship} {verdict} [12.14]",
        ).figure()


__all__ = ["ENEMY_STATES", "MOMENTS", "STRIKE_READINGS", "StrikeExplorer"]
