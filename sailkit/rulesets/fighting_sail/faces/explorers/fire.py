"""The fire explorer of the fire combat tutorial [9.0-9.38]: the rules live in :mod:`...fire`; the explorer asks them.

:class:`FireExplorer`: move the target and the firer, turn them, choose the aim and
what has happened to the firer this game, and watch the range [9.31a], the field of
fire [9.31b], the line of sight [9.31c] and the Fire Value with each modifier [9.33a-g]
change; roll the dice or read the exact odds [9.34].
"""

from __future__ import annotations

import html

from ..... import widgets as kit
from .....controls import NO_ROLL
from .....dice import D66
from .....explorer_parts import compass, joined, refusal
from .....geometry.compass import Direction
from .....geometry.squares import Square
from .....rulings import Ruling
from ...board import COLUMNS, ROWS
from ...fire.combat import arc_between, final_value, fire_value, sight_between
from ...fire.hits import HitResult, hit_result
from ...fire.odds import FireOdds, odds_for_value, refused_odds
from ...fire.ranges import range_points
from ...state import Position
from ...vocabulary import AIMS
from .base import FightingSailExplorer


class FireExplorer(FightingSailExplorer):
    """Move the target (and the firer) and watch range, field of fire, line of sight and Fire Value [9.31-9.35].

    Controls: both ships' squares and headings, the aim [9.32], hull hits [9.33c], a tack [9.33e], first broadsides
    spent [9.33g, 9.36], studding sails [13.32], one reading (default ``arc_boundary``), the dice [9.34].
    ``explorer.ruling`` is :func:`~.fire.combat.fire_value` (one square: fouled [7.81], as 11.1 allows),
    ``explorer.odds`` and ``explorer.result`` follow; other ships stay and block."""

    NOTE = "A picture of the explorer as it starts: run the notebook to move the ships."

    def __init__(
        self, position: Position, firer: str, target: str, *, reading: str = "arc_boundary", draw: bool = True
    ) -> None:
        f, t = position.ship(firer), position.ship(target)
        self.position = position
        self.firer, self.target = f.name, t.name
        self.target_col = self.control(kit.slider(f"{t.name} column", t.square.col, 1, COLUMNS))
        self.target_row = self.control(kit.slider(f"{t.name} row", t.square.row, 1, ROWS))
        self.target_heading = self.control(compass(f"{t.name} heads [5.1]", t.facing.name))
        self.firer_col = self.control(kit.slider(f"{f.name} column", f.square.col, 1, COLUMNS))
        self.firer_row = self.control(kit.slider(f"{f.name} row", f.square.row, 1, ROWS))
        self.firer_heading = self.control(compass(f"{f.name} heads [5.1]", f.facing.name))
        self.aim = self.control(kit.dropdown("aim [9.32]", AIMS, "hull"))
        self.hull = self.control(kit.slider(f"{f.name} hull hits [9.33c]", f.hull, 0, 8))
        self.tacked = self.control(kit.checkbox(f"{f.name} tacked this turn [9.33e]", f.tacked))
        spent = f.first_port and f.first_starboard
        self.first_spent = self.control(kit.checkbox("first broadsides already fired [9.36]", spent))
        self.studding = self.control(kit.checkbox(f"{t.name} has studding sails set [13.32]", t.studding))
        self.reading = self.reading_control(reading, position.readings)
        self.roll = self.control(kit.dropdown("fire dice [9.0]", (NO_ROLL, *(str(d) for d in D66)), NO_ROLL))
        self._show_in(620, draw=draw)
        self.ruling: Ruling
        self.odds: FireOdds
        self.result: HitResult | None = None
        self._watch()

    @property
    def current(self) -> Position:
        """The position as the controls set it."""
        pos = self.with_readings(self.position)
        spent = self.first_spent.value
        f = pos.ship(self.firer).with_(
            square=Square(self.firer_col.value, self.firer_row.value),
            facing=Direction.parse(self.firer_heading.value),
            hull=self.hull.value,
            tacked=self.tacked.value,
            first_port=spent,
            first_starboard=spent,
        )
        t = pos.ship(self.target).with_(
            square=Square(self.target_col.value, self.target_row.value),
            facing=Direction.parse(self.target_heading.value),
            studding=self.studding.value,
        )
        if f.square == t.square:  # moved into one square, the two are fouled [7.81]: their fire is 11.1's
            f, t = f.with_(fouled=True), t.with_(fouled=True)
        return pos.with_ship(f).with_ship(t)

    def rule(self) -> Ruling:
        """The shot as the controls set it, with its exact odds and the hits of the dice chosen [9.33, 9.34]."""
        ruling = fire_value(self.current, self.firer, self.target, self.aim.value)
        self.odds, self.result = refused_odds(ruling), None
        if ruling:
            value = final_value(ruling)
            self.odds = odds_for_value(value, ruling)
            if self.roll.value != NO_ROLL:
                self.result = hit_result(value, int(self.roll.value))
        return ruling

    def geometry(self) -> dict[str, str]:
        """Range, arc and line of sight from the firer to the target, each in words with its case [9.31a-c]."""
        pos = self.current
        f, t = pos.ship(self.firer), pos.ship(self.target)
        if f.square == t.square:
            return {"range": "same square [11.1]", "arc": "-", "sight": "-"}
        sight = sight_between(pos, f.name, t.name)
        return {
            "range": f"{int(range_points(f.square, t.square, readings=pos.readings))} Range Points [9.31a]",
            "arc": f"{t.name} is in {f.name}'s {arc_between(pos, f.name, t.name)} arc [9.31b]",
            "sight": ("clear" if sight else f"blocked by {', '.join(sight.facts.get('blockers', ()))}") + " [9.31c]",
        }

    def label_html(self) -> str:
        r = self.ruling
        if r:
            head = f"{self.firer} may fire its {r.broadside} broadside: Fire Value {r.value}"
        else:
            head = f"{self.firer} may not fire at {self.target}: {refusal(r)}"
        geo = "".join(f"<li>{html.escape(v)}</li>" for v in self.geometry().values())
        odds = ""
        if self.odds:
            odds = (
                f"<div>exact odds [9.34]: a hit {self.odds.hit} ({float(self.odds.hit):.0%}), "
                f"two or more {self.odds.at_least(2)}, a critical {self.odds.critical}; "
                f"expected hits {float(self.odds.expected_hits):.2f}</div>"
            )
        rolled = ""
        if self.result is not None:
            rolled = f"<div><b>roll {self.result.roll}</b>: {html.escape(self.result.ruling.headline())}</div>"
        return f"<b>{html.escape(head)}</b><ul>{geo}</ul>{odds}{rolled}" + r.html(picture=False, heading=False)

    @property
    def text(self) -> str:
        """The ruling, the exact odds and the roll (if any) as plain text."""
        return joined(self.ruling, self.odds, None if self.result is None else self.result.ruling)


__all__ = ["FireExplorer"]
