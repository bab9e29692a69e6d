"""Building a fleet to an agreed points total [APP.1.1, APP.1.1.6, 9.1.1], and a team's shared morale [9.3.1].

A club agrees a total; each side buys ships at the cost on their stat lines (``data/ships.csv``) and counters at
their price (a boat or a marine counter, 5 points each), and may not spend more than the total. Special ordnance (a
fireship or a bomb vessel) comes only when the scenario allows it, and never for more than half the points. The
fleet's morale is a tenth of the total [APP.2.2.1]. In a team game the players of a side share one morale, a tenth
of all their points together [9.3.1]. The admiral is bought at his archetype's cost (a legend's, the sum of its
parts) [APP.1.2.1, APP.1.2.3], and the points-game halves of three archetypes hold here: a Noble's fleet may spend a
tenth more points, a Hero's starts with a tenth more morale, a National Hero's with a fifth more [APP.1.2.1d, e, h].

The fleets of every era buy the same way [APP.1.1.1-APP.1.1.5]. The counters of later eras have their prices
[APP.1.1.6]: an aircraft counter 20 points (40 armed with missiles, 10 a pure fighter), an ASW helicopter 10, a
spotter plane 5, a carrier or off-table base that rearms aircraft 200, an exceptional pilot 5. Fleet abilities add
to the fleet's cost [APP.1.1.7]: mines a tenth, a fleet of nothing but red-herring mine counters 50 points, ECM a
tenth at level 1, 15 in the hundred at level 2 and a fifth at level 3 (the text prints "ECM 1" for the last: reading
``ecm_third``); each share is of the cost of everything else bought, rounded (reading ``ability_share``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from fractions import Fraction

from ...errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .archetypes import cost as admiral_cost
from .archetypes import parts
from .dice import read_count, round_half_up
from .morale import starting_morale
from .ordnance import ORDNANCE, ordnance_cap
from .readings import RULINGS, chosen
from .ships import ship_classes

#: What the counters cost [APP.1.1.6]: the sail era's boat and marine counter, and the later eras' aircraft (twice
#: the price armed with missiles, half a pure fighter), ASW helicopters, spotter planes, carriers or off-table bases
#: that rearm aircraft, and exceptional pilots.
COUNTERS = {
    "boat": 5,
    "marine": 5,
    "aircraft": 20,
    "missile-aircraft": 40,
    "fighter": 10,
    "helicopter": 10,
    "spotter": 5,
    "base": 200,
    "pilot": 5,
}
#: The fleet abilities of APP.1.1.7 that add a share of the fleet's cost, and the one with a fixed price.
ABILITY_SHARES = {
    "mines": Fraction(1, 10),
    "ecm-1": Fraction(1, 10),
    "ecm-2": Fraction(15, 100),
    "ecm-3": Fraction(1, 5),
}
ABILITY_PRICES = {"red-herrings": 50}
_EXCLUSIVE = (("mines", "red-herrings"), ("ecm-1", "ecm-2", "ecm-3"))


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


def _counters(counters: Mapping[str, int], steps: list[Step]) -> None:
    """The later eras' counters bought [APP.1.1.6], each kind a step; an unknown kind or a bad count is named."""
    if not isinstance(counters, Mapping):
        raise InvalidInputError("counters", counters, "a mapping of counter kinds to how many")
    for kind, count in counters.items():
        if kind not in COUNTERS or kind in ("boat", "marine"):
            raise UnknownChoiceError("counter", kind, tuple(k for k in COUNTERS if k not in ("boat", "marine")))
        count = read_count(count, f"{kind} counters", 0, 100)
        if count:
            price = COUNTERS[kind]
            steps.append(Step("APP.1.1.6", f"{plural(count, kind + ' counter')} at {price} points each", count * price))


def _abilities(abilities: Sequence[str], steps: list[Step], r: Readings) -> None:
    """The fleet abilities bought [APP.1.1.7], each a step: a share of the cost of everything before them (reading
    ``ability_share``: each of that cost, or each of the cost with the abilities before it), rounded [1.4], or a
    fixed price. Unknown, repeated or clashing abilities (mines and red herrings only, two ECM levels) are refused."""
    if isinstance(abilities, str) or not isinstance(abilities, Sequence):
        raise InvalidInputError("abilities", abilities, "a list of fleet abilities such as ['mines', 'ecm-1']")
    known = (*ABILITY_SHARES, *ABILITY_PRICES)
    for a in abilities:
        if a not in known:
            raise UnknownChoiceError("fleet ability", a, known)
    for group in _EXCLUSIVE:
        if sum(abilities.count(a) for a in group) > 1:
            raise InvalidInputError("abilities", list(abilities), f"at most one of {', '.join(group)}")
    base = sum(int(s.value or 0) for s in steps)
    for a in sorted(abilities, key=known.index):
        if a in ABILITY_PRICES:
            steps.append(
                Step("APP.1.1.7", f"only red-herring mine counters: {ABILITY_PRICES[a]} points", ABILITY_PRICES[a])
            )
            continue
        share = ABILITY_SHARES[a]
        of = base if r["ability_share"] == "each-of-the-fleet" else sum(int(s.value or 0) for s in steps)
        price = round_half_up(of * share)
        what = "mines" if a == "mines" else f"ECM level {a[-1]}"
        said = f"{what}: {share.numerator * 100 // share.denominator} in the hundred of {of} points, {price}"
        steps.append(
            RULINGS.step("APP.1.1.7", said, r, "ability_share", *(("ecm_third",) if a == "ecm-3" else ()), value=price)
        )
    if "ecm-3" in abilities and r["ecm_third"] == "as-printed":
        raise InvalidInputError(
            "abilities", list(abilities), "ECM 1 or ECM 2: the text's third line repeats ECM 1 (reading ecm_third)"
        )


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
    counters: Mapping[str, int] | None = None,
    abilities: Sequence[str] = (),
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

    ``counters`` buys the other counters of APP.1.1.6 by the keys of :data:`COUNTERS` (``{"aircraft": 6}``), and
    ``abilities`` the fleet abilities of APP.1.1.7 (``"mines"`` or ``"red-herrings"``, and one of ``"ecm-1"``,
    ``"ecm-2"``, ``"ecm-3"``).
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
    _counters(counters or {}, steps)
    spend = _admiral(admiral, total, steps)
    _abilities(abilities, steps, r)
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


__all__ = [
    "ABILITY_PRICES",
    "ABILITY_SHARES",
    "COUNTERS",
    "MORALE_BONUS",
    "ORDNANCE",
    "POINTS_BONUS",
    "muster",
    "team_morale",
]
