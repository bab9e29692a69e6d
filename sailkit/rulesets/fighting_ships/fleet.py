"""Building a fleet to an agreed points total [APP.1.1, APP.1.1.6, 9.1.1], and a team's shared morale [9.3.1].

A club agrees a total; each side buys ships at the cost on their stat lines (``data/ships.csv``) and counters at
their price (a boat or a marine counter, 5 points each), and may not spend more than the total. Special ordnance (a
fireship or a bomb vessel) comes only when the scenario allows it, and never for more than half the points. The
fleet's morale is a tenth of the total [APP.2.2.1]. In a team game the players of a side share one morale, a tenth
of all their points together [9.3.1]. Admirals are bought with the admirals' own rules; counters of later eras
(aircraft, helicopters, carrier bases) belong to later eras.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from ...rulings import Ruling, Step
from ...wording import plural
from .dice import read_count
from .morale import starting_morale
from .ordnance import ORDNANCE
from .readings import RULINGS
from .ships import ship_classes

#: What the sail-era counters cost [APP.1.1.6]: a boat, a marine counter.
COUNTERS = {"boat": 5, "marine": 5}


def muster(
    ships: Sequence[str],
    *,
    points: int,
    boats: int = 0,
    marines: int = 0,
    ordnance: bool = True,
) -> Ruling:
    """Whether a fleet of ``ships`` (stat-line keys, one a ship: ``["3rd-rate", "5th-rate"]``) with ``boats`` and
    ``marines`` counters may be fielded in a game of ``points`` [APP.1.1, APP.1.1.6, 9.1.1]: the verdict is the
    points it costs, each line a step; ``facts["morale"]`` the fleet's starting morale [APP.2.2.1].

    A fleet over the total is refused, naming its cost and the total; special ordnance where the scenario does not
    allow it (``ordnance=False``), or costing more than half the points, is refused citing 9.1.1.
    """
    total = read_count(points, "points total", 1, 100_000)
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
    cost = sum(int(s.value or 0) for s in steps)
    special = sum(classes[k].cost for k in ships if k in ORDNANCE)
    if special and not ordnance:
        raise IllegalActionError("this scenario allows no special ordnance (fireships, bomb vessels)", "9.1.1")
    if 2 * special > total:
        raise IllegalActionError(f"special ordnance costs {special} points, more than half of {total}", "9.1.1")
    if cost > total:
        raise InvalidInputError("fleet", f"{cost} points", f"a fleet costing at most the agreed {total} points")
    if special:
        steps.append(Step("9.1.1", f"special ordnance: {special} points, no more than half of {total}"))
    steps.append(Step("APP.1.1", f"{cost} of the agreed {total} points spent"))
    morale = starting_morale(total)
    steps += morale.steps
    return RULINGS(
        "muster a fleet",
        cost,
        steps,
        value=cost,
        measure="{} points",
        facts={"points": total, "morale": morale.value, "left": total - cost},
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


__all__ = ["COUNTERS", "ORDNANCE", "muster", "team_morale"]
