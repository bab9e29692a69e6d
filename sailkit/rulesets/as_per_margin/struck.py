"""CLARIFICATION ON SHIPS THAT HAVE STRUCK: no fire on a struck ship, recapture by falling aboard, and status.

A struck ship is sailed away from its former side by the side it struck to, out of the
fight as fast as it can go, and cannot be fired on [APM-15]. If one of its former side's
ships falls aboard it, it is retaken, and must leave the fight just the same [APM-15a].
"""

from __future__ import annotations

from ...errors import IllegalActionError
from ...rulings import Ruling, Step
from . import ruled as c
from .ships import Ship


def may_be_fired_on(ship: Ship) -> Ruling:
    """A struck ship may not be fired on [APM-15]; a sunk ship is gone."""
    if ship.sunk:
        steps = [Step(c.HULL, f"{ship.name} has sunk")]
        return c.ruling(f"may {ship.name} be fired on", False, steps, facts={"ship": ship}, kind="struck")
    if ship.struck_to is not None:
        steps = [Step(c.STRUCK, f"{ship.name} has struck to side {ship.struck_to}: it may not be fired on")]
        return c.ruling(f"may {ship.name} be fired on", False, steps, facts={"ship": ship}, kind="struck")
    steps = [Step(c.STRUCK, f"{ship.name} still flies its colours")]
    return c.ruling(f"may {ship.name} be fired on", True, steps, facts={"ship": ship}, kind="struck")


def recapture(prize: Ship, rescuer: Ship) -> tuple[Ship, Ruling]:
    """``rescuer`` of the prize's former side has fallen aboard it: it is retaken but must still leave the fight [APM-15a]."""
    if prize.struck_to is None:
        raise IllegalActionError(f"{prize.name} has not struck", c.RECAPTURE)
    if rescuer.side != prize.side:
        raise IllegalActionError(f"{rescuer.name} is not of {prize.name}'s former side", c.RECAPTURE)
    steps = [
        Step(c.RECAPTURE, f"{rescuer.name} falls aboard {prize.name}, which had struck: it is retaken"),
        Step(c.RECAPTURE, "its own side now sails it, out of the fight as fast as it can go"),
    ]
    retaken = prize.with_(struck_to=None, leaving=True)
    return retaken, c.ruling("recapture", True, steps, facts={"ship": prize, "rescuer": rescuer}, kind="struck")


def status(ship: Ship) -> Ruling:
    """What the tracking chart says of a ship now: damaged, dismasted, at the pumps, struck, sunk [APM-16a-d, APM-15]."""
    flags = [
        (ship.damaged and not ship.dismasted, c.MASTS, "damaged (top row of masts gone)"),
        (ship.dismasted, c.MASTS, "dismasted (every mast box gone)"),
        (ship.at_pumps and not ship.sunk, c.HULL, "manning the pumps (half the hull gone)"),
        (ship.struck_to is not None, c.STRUCK, f"struck to side {ship.struck_to}"),
        (ship.leaving, c.RECAPTURE, "retaken and leaving the fight"),
        (ship.sunk, c.HULL, "sunk (every hull box gone)"),
    ]
    steps = [Step(case, words) for on, case, words in flags if on]
    verdict = tuple(words.split(" (")[0] for on, _, words in flags if on) or "fighting"
    return c.ruling(f"status of {ship.name}", verdict, steps, facts={"ship": ship}, kind="status")


__all__ = ["may_be_fired_on", "recapture", "status"]
