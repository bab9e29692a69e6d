"""The questions a club asks of an *As Per Margin* position, answered as rulings (rules only: no face imported).

:data:`QUESTIONS` lists every question by the word it is typed with (``fire Victory
Redoutable``, ``odds ...``, ``range ...``, ``rake ...``, ``falls Victory 8 30``, ``tack
Victory``, ``wind Victory 120``, ``status Victory``), each answered by the function of this
rule set that rules on it and returned as a :class:`~sailkit.rulings.Ruling` whose facts
carry the ships and the wind, so its diagram shows them. Answers that come as odds (a
fire's results, a tack) are turned into rulings here, each chance a step with its clause.

A question is asked of a :class:`~.notation.DeskPosition`: the position and the readings the questions use, written
on one line by :data:`.notation.NOTATION`. The rulings desk (``faces/desk.py``), the ``sailkit ruling`` command and
a record's ``[%ruling ...]`` ask them; places are points ``x,y`` in inches, headings degrees.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...dice import format_chance
from ...errors import IllegalActionError, InvalidInputError
from ...geometry.table import LIMIT, Move, bearing, distance
from ...numbers import real
from ...questions import Param, Question, menu
from ...rulings import Ruling, Step
from . import citations as c
from .falling_aboard import first_check
from .fire import MAX_RANGE, bearing_side, fire_odds, is_rake, lowest_hit, volley
from .notation import DeskPosition
from .readings import RULINGS
from .struck import status
from .turning import tack_heading, tack_odds
from .wind import allowance

SHIP, TARGET = Param("ship", "ship"), Param("target", "ship")
SIDE_WORDS = {"P": "port", "S": "starboard"}


def _on_table(ruling: Ruling, table: DeskPosition, **facts: Any) -> Ruling:
    """``ruling`` with the wind and the position among its facts, so its diagram draws the wind arrow."""
    return replace(
        ruling, facts={**ruling.facts, "wind_from": table.position.wind_from, "position": table.position, **facts}
    )


def _ships(table: DeskPosition, *names: str) -> list[Any]:
    return [table.position.ship(n) for n in names]


def _fire(table: DeskPosition, firer: str, target: str) -> Ruling:
    """May ``firer`` fire on ``target``, with which broadside, at what range and with how many dice [APM-07 to APM-09]."""
    a, b = _ships(table, firer, target)
    return _on_table(volley(a, b, table.readings), table)


def _odds(table: DeskPosition, firer: str, target: str) -> Ruling:
    """The fire with the chance of each kind of result after it [TABLE I, APM-11]; the exact table is the ``odds`` fact."""
    a, b = _ships(table, firer, target)
    ok = volley(a, b, table.readings)
    if not ok:
        return _on_table(ok, table)
    odds = fire_odds(a, b, table.readings)
    dist = odds.verdict
    chances = (
        ("no result at all", dist.map(lambda k: k == (0, 0, 0))[True]),
        ("at least one mast hit", dist.map(lambda k: k[0] > 0)[True]),
        ("at least one gun hit", dist.map(lambda k: k[1] > 0)[True]),
        ("at least one DeskPosition II result", dist.map(lambda k: k[2] > 0)[True]),
    )
    steps = odds.steps + tuple(Step(c.TABLE_I, f"{what}: {format_chance(p)}") for what, p in chances if p)
    expected = odds.facts["expected_hits"]
    return _on_table(replace(odds, verdict=f"{float(expected):.2f} results expected", steps=steps), table, odds=dist)


def _range(table: DeskPosition, firer: str, target: str) -> Ruling:
    """The distance mainmast to mainmast, the bearing, the broadside that bears and the band [APM-07a, APM-09, APM-15b]."""
    a, b = _ships(table, firer, target)
    inches = distance(a.mainmast, b.mainmast)
    steps = [Step(c.MEASURE, f"{inches:.3g} inches from {a.name}'s mainmast to {b.name}'s")]
    side = None
    if inches:
        true = bearing(a.mainmast, b.mainmast)
        rel = a.pose.relative_bearing(b.mainmast)
        steps.append(Step(c.MEASURE, f"{b.name} bears {true:.0f}°, {rel:.0f}° from {a.name}'s bow"))
        side = bearing_side(a, b.mainmast)
        steps.append(
            Step(
                c.ARC,
                f"{a.name}'s {SIDE_WORDS[side]} broadside bears"
                if side
                else "off the bow or stern: neither broadside bears",
            )
        )
    need = lowest_hit(inches, table.readings)
    steps.append(Step(c.RANGES, f"a {need} or better hits at this range" if need else f"beyond {MAX_RANGE:g} inches"))
    ruling = RULINGS(
        f"range from {a.name} to {b.name}",
        round(inches, 3),
        steps,
        readings=table.readings,
        keys=("range_boundaries",),
        value=round(inches, 3),
        facts={"firer": a, "target": b, "side": side},
        kind="range",
        measure="inch",
    )
    return _on_table(ruling, table)


def _rake(table: DeskPosition, firer: str, target: str) -> Ruling:
    a, b = _ships(table, firer, target)
    return _on_table(is_rake(a, b, table.readings), table)


def _inches(text: str, what: str) -> float:
    return real(text, what, "a number of inches", limit=LIMIT)


def _falls(table: DeskPosition, ship: str, inches: str, pivot: str) -> Ruling:
    """Whether ``ship``, pivoting then running, closes within 3 inches of another, and where first [APM-04c, APM-14]."""
    (mover,) = _ships(table, ship)
    run = _inches(inches, "run")
    if run < 0:
        raise InvalidInputError("run", inches, "a run of 0 inches or more")
    turn = real(pivot, "pivot", "a number of degrees (clockwise positive)", limit=360.0)
    move = Move.pivot_then_straight(turn, run)
    return _on_table(first_check(mover, move, table.position.ships, table.readings), table)


def _tack(table: DeskPosition, ship: str) -> Ruling:
    """The chance that ``ship`` comes round when it tacks, and the heading it would come to [TACKING SHIPS, APM-06]."""
    (s,) = _ships(table, ship)
    odds = tack_odds(damaged=s.damaged, english=s.english)
    good = odds["comes round"]
    wind = table.position.wind_from
    try:
        end: dict[str, float] = {"heading": tack_heading(s.pose.heading, wind, table.readings)}
        onto = f"onto the other tack, heading {end['heading']:g}°"
    except IllegalActionError:
        end, onto = {}, "she cannot tack: running so far off the wind, the other tack is more than 180 degrees away"
    steps = [
        Step(c.TACKING, "a die: 1-4 comes round, a 5 only for an English ship, 6 misses stays"),
        *([Step(c.TACK_DAMAGED, "damaged: add 2 to the die")] if s.damaged else []),
        Step(c.TACKING, f"{s.name} comes round with chance {format_chance(good)}"),
        Step(c.TACKING, onto),
    ]
    ruling = RULINGS(
        f"tack of {s.name}", format_chance(good), steps, readings=table.readings, keys=("beating_angle",), kind="tack"
    )
    return _on_table(ruling, table, ship=s, **end)


def _heading(text: str, own: float) -> float:
    if text.casefold() == "ahead":
        return own
    return real(text, "heading", "a heading in degrees, or 'ahead' for the ship's own", limit=LIMIT)


def _wind(table: DeskPosition, ship: str, heading: str) -> Ruling:
    """How far ``ship`` may sail on a heading in this wind: the most and the least inches [WIND SPEED, APM-03]."""
    (s,) = _ships(table, ship)
    pos = table.position
    return _on_table(allowance(s, _heading(heading, s.pose.heading), pos.wind_from, pos.speed, table.readings), table)


def _status(table: DeskPosition, ship: str) -> Ruling:
    (s,) = _ships(table, ship)
    return status(s)


#: Every question the desk asks, in menu order: the word it is typed with, a title, its words, its clauses.
QUESTIONS = menu(
    Question("fire", "may a ship fire, with how many dice", (SHIP, TARGET), "APM-07 to APM-09", _fire),
    Question("odds", "odds of a fire", (SHIP, TARGET), "APM-08, APM-11", _odds),
    Question("range", "range and bearing, mainmast to mainmast", (SHIP, TARGET), "APM-07a, APM-09, APM-15b", _range),
    Question("rake", "does a fire rake", (SHIP, TARGET), "APM-08a", _rake),
    Question(
        "falls",
        "does a move fall aboard (pivot, then run)",
        (SHIP, Param("inches", "inches", example="6"), Param("pivot", "degrees", "0")),
        "APM-04c, APM-14",
        _falls,
    ),
    Question("tack", "odds of a tack", (SHIP,), "APM-06", _tack),
    Question("wind", "wind allowance on a heading", (SHIP, Param("heading", "heading", "ahead")), "APM-03", _wind),
    Question("status", "what the tracking chart says", (SHIP,), "APM-16, APM-15", _status),
)


__all__ = ["QUESTIONS", "DeskPosition"]
