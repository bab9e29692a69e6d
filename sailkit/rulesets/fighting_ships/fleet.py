"""Building a fleet to an agreed points total [APP.1.1, APP.1.1.6, 9.1.1], and a team's shared morale [9.3.1].

A club agrees a total; each side buys ships at the cost on their stat lines (``data/ships.csv``) and counters at
their price (a boat or a marine counter, 5 points each), and may not spend more than the total. Special ordnance (a
fireship or a bomb vessel) comes only when the scenario allows it, and never for more than half the points. The
fleet's morale is a tenth of the total [APP.2.2.1]. In a team game the players of a side share one morale, a tenth
of all their points together [9.3.1]. The admiral is bought at his archetype's cost (a legend's, the sum of its
parts) [APP.1.2.1, APP.1.2.3], and the points-game halves of three archetypes hold here: a Noble's fleet may spend a
tenth more points, a Hero's starts with a tenth more morale, a National Hero's with a fifth more [APP.1.2.1d, e, h].
Counters of later eras (aircraft, helicopters, carrier bases) belong to later eras.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

from ...errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .archetypes import cost as admiral_cost
from .archetypes import parts
from .dice import read_count, round_half_up
from .morale import starting_morale
from .ordnance import ORDNANCE, ordnance_cap
from .readings import RULINGS, chosen
from .ships import ship_classes

#: What the sail-era counters cost [APP.1.1.6]: a boat, a marine counter.
COUNTERS = {"boat": 5, "marine": 5}


#: The points-game halves of the admirals [APP.1.2.1d, e, h]: a tenth or a fifth more morale, a tenth more points.
MORALE_BONUS = {"hero": Fraction(1, 10), "national-hero": Fraction(1, 5)}
POINTS_BONUS = {"noble": Fraction(1, 10)}


def _admiral(admiral: str, total: int, steps: list[Step]) -> int:
    """The points fleet ``admiral`` lets a side spend out of an agreed ``total``: a Noble's a tenth more, rounded
    [APP.1.2.1h, 1.4]; his cost [APP.1.2.1] and the extra points are written into ``steps``."""
    if not admiral:
        return total
    names = " and ".join(a.name for a in parts(admiral))
    steps.append(Step("APP.1.2.1", f"a {names} admiral at {admiral_cost(admiral)} points", admiral_cost(admiral)))
    for a in parts(admiral):
        if a.key in POINTS_BONUS:
            more = round_half_up(total * POINTS_BONUS[a.key])
            steps.append(Step("APP.1.2.1", f"a {a.name} admiral in a points game: {more} points more to spend"))
            total += more
    return total


def _morale(admiral: str, total: int) -> Ruling:
    """A points fleet's starting morale [APP.2.2.1], with a Hero's tenth or a National Hero's fifth more, rounded
    [APP.1.2.1d, e, 1.4]."""
    morale = starting_morale(total)
    value, steps = int(morale.verdict), list(morale.steps)
    for a in parts(admiral) if admiral else ():
        if a.key in MORALE_BONUS:
            more = round_half_up(value * MORALE_BONUS[a.key])
            steps.append(Step("APP.1.2.1", f"a {a.name} admiral in a points game: {more} morale more", more))
            value += more
    return RULINGS("starting morale", value, steps, value=value, measure="morale point", kind="morale")


def muster(
    ships: Sequence[str],
    *,
    points: int,
    boats: int = 0,
    marines: int = 0,
    ordnance: bool = True,
    admiral: str = "",
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Whether a fleet of ``ships`` (stat-line keys, one a ship: ``["3rd-rate", "5th-rate"]``) with ``boats`` and
    ``marines`` counters led by ``admiral`` (an archetype's or legend's key; ``""``: a Methodical one, free) may be
    fielded in a game of ``points`` [APP.1.1, APP.1.1.6, 9.1.1, APP.1.2.1]: the verdict is the points it costs, each
    line a step; ``facts["morale"]`` the fleet's starting morale [APP.2.2.1]. The points-game halves of the admirals
    hold here: a Noble's fleet may spend a tenth more points, a Hero's starts with a tenth more morale and a National
    Hero's with a fifth more [APP.1.2.1d, e, h].

    A fleet over the total is refused, naming its cost and the total; special ordnance where the scenario does not
    allow it (``ordnance=False``), or costing more than half the points (reading ``ordnance_half``: of the agreed
    total or of the fleet's cost), is refused citing 9.1.1.
    """
    total, r = read_count(points, "points total", 1, 100_000), chosen(readings)
    classes = ship_classes()
    for key in ships:
        if key not in classes:
            raise UnknownChoiceError("ship's stat line", key, tuple(classes))
    steps: list[Step] = []
    for key, n in Counter(ships).items():
        c = classes[key]
        steps.append(Step(c.section, f"{plural(n, c.name)} at {c.cost} points each", n * c.cost))
    for kind, count in (("boat", boats), ("marine", marines)):
        count = read_count(count, f"{kind} counters", 0, 100)
        if count:
            price = COUNTERS[kind]
            steps.append(Step("APP.1.1.6", f"{plural(count, kind + ' counter')} at {price} points each", count * price))
    spend = _admiral(admiral, total, steps)
    cost = sum(int(s.value or 0) for s in steps)
    special = sum(classes[k].cost for k in ships if k in ORDNANCE)
    if special and not ordnance:
        raise IllegalActionError("this scenario allows no special ordnance (fireships, bomb vessels)", "9.1.1")
    cap, said = ordnance_cap(cost, total, r)
    if special > cap:
        raise IllegalActionError(f"special ordnance costs {special} points: {said.reason}", "9.1.1")
    if cost > spend:
        raise InvalidInputError("fleet", f"{cost} points", f"a fleet costing at most the {spend} points it may spend")
    if special:
        steps += [said, Step("9.1.1", f"special ordnance: {special} points, within that")]
    steps.append(Step("APP.1.1", f"{cost} of the {spend} points the fleet may spend"))
    morale = _morale(admiral, total)
    steps += morale.steps
    return RULINGS(
        "muster a fleet",
        cost,
        steps,
        readings=r,
        value=cost,
        measure="{} points",
        facts={"points": total, "morale": morale.value, "left": spend - cost},
        kind="morale",
    )


def team_morale(points: Sequence[int]) -> Ruling:
    """A team's shared morale [9.3.1]: a tenth of the points of all its players' fleets together, rounded (four
    players of 300 points in two teams: 60 a team) [APP.2.2.1]."""
    if not points:
        raise InvalidInputError("team", [], "the points of each player's fleet, one at least")
    each = [read_count(p, "player's points", 1, 100_000) for p in points]
    morale = starting_morale(sum(each))
    said = f"a team shares one morale: {' + '.join(map(str, each))} = {sum(each)} points"
    return RULINGS(
        "team morale",
        morale.value,
        [Step("9.3.1", said), *morale.steps],
        value=morale.value,
        measure="morale point",
        kind="morale",
    )


__all__ = ["COUNTERS", "MORALE_BONUS", "ORDNANCE", "POINTS_BONUS", "muster", "team_morale"]
