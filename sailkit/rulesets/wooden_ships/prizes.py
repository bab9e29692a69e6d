"""Prizes [12.4]: the prize crew, the prisoners below, and who holds the ship.

When boarders take a ship, the winners become her prize crew and her own crew become
prisoners [12.4.2, 12.4.7]. The prize crew must keep at least one box for every six
prisoners, or the prisoners rise and retake her [12.4.9] (how to count a part of six is the
reading ``prize_guard_ratio``). Fire on a prize kills prize crew and prisoners by turns:
the odd-numbered crew losses, counted over the whole game, fall on the prize crew, the
even-numbered on the prisoners [12.4.11, A-12.4.11]. A prize whose prize crew is gone goes
back to her owner [12.4.8].
"""

from __future__ import annotations

from ...readings import Readings
from ...rulings import Step
from ...wording import plural
from .readings import READINGS, RULINGS
from .state import Ship


def take(ship: Ship, side: str, prize: int, quality: str) -> Ship:
    """``ship`` taken by ``side``: ``prize`` boxes aboard, her crew below as prisoners [12.4.2, 12.4.7, 12.4.10]."""
    return ship.with_(
        side=side,
        crew=(prize, 0, 0),
        quality=quality,
        prisoners=ship.prisoners if ship.captured else ship.crew_total,
        owner_quality=ship.owner_quality or ship.quality,
        loaded=(False, False),
    )


def guards_needed(prisoners: int, readings: Readings | None = None) -> int:
    """Prize-crew boxes needed to hold ``prisoners`` [12.4.9]: one a six, a part of six counting (reading prize_guard_ratio)."""
    r = READINGS.resolve(readings)
    return -(-prisoners // 6) if r["prize_guard_ratio"] == "ceiling" else prisoners // 6


def split_crew_hits(ship: Ship, crew_hits: int) -> tuple[int, int, int]:
    """(prize-crew boxes lost, prisoners lost, new running count) for ``crew_hits`` on a prize [12.4.11]."""
    prize = prisoners = 0
    count = ship.prize_losses
    for _ in range(crew_hits):
        count += 1
        if count % 2 or ship.prisoners - prisoners <= 0:
            prize += 1
        else:
            prisoners += 1
    return prize, prisoners, count


def hold(ship: Ship, readings: Readings | None = None) -> tuple[Ship, Step | None]:
    """Does the prize crew still hold her? If not, she goes back to her owner with her surviving crew [12.4.8, 12.4.9]."""
    if not ship.captured:
        return ship, None
    need = guards_needed(ship.prisoners, readings)
    if ship.crew_total > 0 and ship.crew_total >= need:
        return ship, None
    why = (
        "her prize crew is gone"
        if ship.crew_total == 0
        else f"{plural(ship.crew_total, 'box')} cannot guard {plural(ship.prisoners, 'prisoner')}"
    )
    back = ship.with_(
        side=ship.owner,
        crew=(ship.prisoners, 0, 0),
        prisoners=0,
        quality=ship.owner_quality or ship.quality,
        owner_quality="",
    )
    reason = f"{ship.name}: {why}; she goes back to {ship.owner}"
    if not ship.crew_total:
        return back, Step("12.4.8", reason)
    return back, RULINGS.step("12.4.9", reason, READINGS.resolve(readings), "prize_guard_ratio")


__all__ = ["guards_needed", "hold", "split_crew_hits", "take"]
