"""CLARIFICATION ON SHIPS THAT HAVE STRUCK: no fire on a struck ship, recapture by falling aboard, and status.

A struck ship is sailed away from its former side by the side it struck to, out of the
fight as fast as it can go, and cannot be fired on [APM-15]. If one of its former side's
ships falls aboard it, it is retaken, and must leave the fight just the same [APM-15a].
"""

from __future__ import annotations

from collections.abc import Sequence
from math import ceil
from typing import NamedTuple

from ...dice import check_die
from ...errors import IllegalActionError, InvalidInputError
from ...readings import ReadingsLike
from ...rulings import Ruling, Step, reads_as_ruling
from ...wording import agree, plural
from . import citations as c
from .falling_aboard import REACH
from .readings import READINGS, RULINGS
from .ships import Ship


@reads_as_ruling
class Retaken(NamedTuple):
    """A struck ship retaken by her own side [APM-15a]: the ship, leaving the fight, and the ruling."""

    ship: Ship
    ruling: Ruling


def may_be_fired_on(ship: Ship) -> Ruling:
    """A struck ship may not be fired on [APM-15]; a sunk ship is gone."""
    if ship.sunk:
        steps = [Step(c.HULL, f"{ship.name} has sunk")]
        return RULINGS(f"may {ship.name} be fired on", False, steps, facts={"ship": ship}, kind="struck")
    if ship.struck_to is not None:
        steps = [Step(c.STRUCK, f"{ship.name} has struck to side {ship.struck_to}: it may not be fired on")]
        return RULINGS(f"may {ship.name} be fired on", False, steps, facts={"ship": ship}, kind="struck")
    steps = [Step(c.STRUCK, f"{ship.name} still flies its colours")]
    return RULINGS(f"may {ship.name} be fired on", True, steps, facts={"ship": ship}, kind="struck")


def recapture(prize: Ship, rescuer: Ship) -> Retaken:
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
    facts = {"ship": prize, "rescuer": rescuer, "reach": REACH}
    return Retaken(retaken, RULINGS("recapture", True, steps, facts=facts, kind="struck"))


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
    steps = [Step(case, words) for on, case, words in flags if on] or [
        Step(c.RATES, "no row of its tracking chart is gone far enough to change how it fights: it fights on")
    ]
    verdict = tuple(words.split(" (")[0] for on, _, words in flags if on) or "fighting"
    return RULINGS(f"status of {ship.name}", verdict, steps, facts={"ship": ship}, kind="status")


class BoxSpan(NamedTuple):
    """The fewest and the most gun boxes a battery may have [SHORE BATTERIES, APM-15c]; said as ``"3 to 5 boxes"``
    (``"2 boxes"`` when both are the same), and still the pair ``(3, 5)``."""

    fewest: int
    most: int

    def __str__(self) -> str:
        return plural(self.fewest, "box") if self.fewest == self.most else f"{self.fewest} to {self.most} boxes"


def battery_boxes(guns: int) -> Ruling:
    """How many gun boxes a shore battery of ``guns`` guns may have [SHORE BATTERIES, APM-15c]: a box stands for 8 to 14 guns.

    The verdict is the ``(fewest, most)`` pair (a :class:`BoxSpan`, printed ``"3 to 5 boxes"``); the battery's chart
    itself is lost, so the scenario picks a count in that span.
    """
    if isinstance(guns, bool) or not isinstance(guns, int) or not 8 <= guns <= 1000:
        raise InvalidInputError("battery guns", guns, "a whole number of guns from 8 to 1000")
    span = BoxSpan(ceil(guns / 14), guns // 8)
    steps = [Step(c.BATTERY, f"a box for every 8 to 14 guns: {guns} guns make {span}")]
    return RULINGS(f"gun boxes of a battery of {guns} guns", span, steps, kind="battery")


def red_hot_shot(hits: int, table_iii_dice: Sequence[int] = (), readings: ReadingsLike | None = None) -> Ruling:
    """A battery firing red-hot shot [SHORE BATTERIES, APM-15c]: its hits score as usual, and each throws once more on the lost
    Table III.

    With ``table_iii=unresolved`` (default) the verdict is the number of Table III throws
    left to the players; with the reconstructed ``fire-on-6`` it is the extra hull hits,
    one for each 6 among ``table_iii_dice`` (one die per hit).
    """
    r = READINGS.resolve(readings)
    if isinstance(hits, bool) or not isinstance(hits, int) or not 0 <= hits <= 1000:
        raise InvalidInputError("hits", hits, "a whole number of hits from 0 to 1000")
    steps = [
        Step(
            c.BATTERY,
            f"red-hot shot: {plural(hits, 'hit')} {agree(hits, 'scores', 'score')} as usual, each throws once more on Table III",
        )
    ]
    if r["table_iii"] == "unresolved":
        if table_iii_dice:
            raise InvalidInputError("Table III dice", list(table_iii_dice), "none (reading table_iii=unresolved)")
        steps.append(
            Step(
                c.BATTERY,
                f"Table III is lost: {plural(hits, 'throw')} {agree(hits, 'waits', 'wait')} on it (reading table_iii)",
            )
        )
        return RULINGS(
            "red-hot shot", hits, steps, readings=r, keys=("table_iii",), value=hits, facts={"hull": 0}, kind="battery"
        )
    if len(table_iii_dice) != hits:
        raise InvalidInputError("Table III dice", list(table_iii_dice), f"{plural(hits, 'die result')}, one per hit")
    fires = sum(check_die(d, what="Table III die") == 6 for d in table_iii_dice)
    steps.append(
        Step(
            c.BATTERY,
            f"stand-in Table III: {plural(fires, 'six')} {agree(fires, 'sets a fire', 'set fires')}, each one more hull hit",
            fires,
        )
    )
    return RULINGS(
        "red-hot shot",
        fires,
        steps,
        readings=r,
        keys=("table_iii",),
        value=fires,
        facts={"hull": fires},
        kind="battery",
    )


__all__ = ["Retaken", "BoxSpan", "battery_boxes", "may_be_fired_on", "recapture", "red_hot_shot", "status"]
