"""Anti-aircraft fire [8.6]: a ship's AA points against aircraft counters, and its exact odds against a raid.

AA fire reaches 8 inches all round, from the ship's mainmast to the aircraft's counter (14 inches for AA rocket
launchers), and may cover friends within that reach. Each AA point is one shot at one counter; the shots at each
counter are named before any die is thrown, and a point not fired at a target may not change its mind that
Game-Turn. A shot hits on 5 or more, the firer's ECM added (radar-laid guns of the Second World War, ECM 1, hit on
4). Each hit then throws again: 5 or 6 destroys the counter, anything less turns it back 180 degrees at once, to
come round again in a later Game-Turn if it can [8.6]. Aircraft are always in sight, and only AA weapons may fire at
them [5.2].
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from itertools import product

from shapely.geometry import Point as ShapelyPoint
from shapely.geometry.base import BaseGeometry

from ...dice import format_chance
from ...errors import InvalidInputError
from ...geometry.table import Point
from ...rulings import Ruling, Step
from ...wording import plural
from .dice import read_count, read_dice
from .measuring import at_most
from .readings import RULINGS
from .ships import ShipClass
from .sonar import read_ecm

#: AA fire's reach in inches, guns and rocket launchers [8.6].
AA_REACH = {"guns": 8.0, "rockets": 14.0}
#: A shot hits on this score or more, its ECM added; a hit destroys on this or more, else turns away [8.6].
AA_HIT, AA_DESTROY = 5, 5
#: The most counters a raid question spreads its shots over (the exact odds grow as three to the counters).
MAX_RAID = 8


def aa_reach(mainmast: Point, counter: BaseGeometry, weapon: str = "guns") -> Ruling:
    """Whether AA ``weapon`` (``guns`` or ``rockets``) at ``mainmast`` reaches an aircraft's counter, all round
    [8.6]. The value is the distance to the counter."""
    if weapon not in AA_REACH:
        raise InvalidInputError("AA weapon", weapon, "guns or rockets")
    gap = ShapelyPoint(mainmast).distance(counter)
    said = f"{gap:.2f} inches to the counter; AA {weapon} reach {AA_REACH[weapon]:g} all round"
    return RULINGS("does AA fire reach", at_most(gap, AA_REACH[weapon]), [Step("8.6", said)], value=round(gap, 2))


def aa_weapon(cls: ShipClass, readings: Mapping[str, str]) -> str:
    """Whether a stat line's AA points are ``guns`` or ``rockets`` (launchers reaching 14 inches), under reading
    ``aa_rockets`` [8.6]."""
    return "rockets" if readings["aa_rockets"] == "post-war" and cls.era == "post-war" else "guns"


def aa_hit_chance(ecm: int) -> Fraction:
    """One AA point's chance to hit: 5 or more, ECM added [8.6] (ECM 0 a third, ECM 1 a half)."""
    return Fraction(min(6, 2 + read_ecm(ecm)), 6)


def aa_fire(dice: Sequence[int], ecm: int, fate_dice: Sequence[int], *, target: str = "the aircraft") -> Ruling:
    """The AA shots named at one counter, from their dice [8.6]: each of ``dice`` hits on 5 with ``ecm`` added, and
    each hit throws one of ``fate_dice``: 5 or 6 destroys it. The verdict is ``"destroyed"``, ``"turned away"`` or
    ``"unharmed"``."""
    ecm = read_ecm(ecm)
    thrown = read_dice(dice, "AA dice")
    hits = sum(1 for d in thrown if d + ecm >= AA_HIT)
    fates = read_dice(fate_dice, "dice for the hits", hits)
    destroyed = any(f >= AA_DESTROY for f in fates)
    verdict = "destroyed" if destroyed else "turned away" if hits else "unharmed"
    steps = [
        Step("8.6", f"{', '.join(map(str, thrown))} with ECM {ecm} added: {plural(hits, 'hit')} on {AA_HIT}"),
    ]
    if hits:
        said = f"{', '.join(map(str, fates))}: " + (
            "a 5 or 6 destroys it" if destroyed else "no 5 or 6: it turns away 180 degrees"
        )
        steps.append(Step("8.6", said))
    return RULINGS(f"AA fire at {target}", verdict, steps, facts={"hits": hits})


def _one_counter(shots: int, p: Fraction) -> tuple[Fraction, Fraction, Fraction]:
    """A counter under ``shots`` AA shots each hitting with ``p``: the chances it is destroyed, turned away,
    unharmed [8.6]. Each shot destroys it with p/3, merely hits with 2p/3; it is destroyed if any shot destroys."""
    unharmed = (1 - p) ** shots
    spared = (1 - p / 3) ** shots  # no shot destroys it
    return 1 - spared, spared - unharmed, unharmed


def aa_raid_odds(points: int, ecm: int, raid: int) -> Ruling:
    """The exact odds of ``points`` AA points of ECM ``ecm`` against a raid of ``raid`` counters [8.6]: the shots
    named as evenly as they go over the counters, the first counters taking any extra. The verdict and value are the
    expected counters pressing on; the facts ``destroyed`` (chance of each number destroyed), ``turned`` (of each
    number turned away) and ``pressing`` (of each number pressing on), each a mapping of count to chance."""
    points = read_count(points, "AA points", 0, 60)
    raid = read_count(raid, "aircraft in the raid", 1, MAX_RAID)
    p = aa_hit_chance(ecm)
    shots = [points // raid + (1 if k < points % raid else 0) for k in range(raid)]
    each = [_one_counter(s, p) for s in shots]
    destroyed, turned, through = ([Fraction(0)] * (raid + 1) for _ in range(3))
    for fates in product(range(3), repeat=raid):
        chance = Fraction(1)
        for k, f in enumerate(fates):
            chance *= each[k][f]
        if chance:
            destroyed[fates.count(0)] += chance
            turned[fates.count(1)] += chance
            through[fates.count(2)] += chance
    expected = sum((k * c for k, c in enumerate(through)), Fraction(0))
    steps = [
        Step("8.6", f"{plural(points, 'AA point')} named over {plural(raid, 'counter')}: {shots} shots"),
        Step(
            "8.6",
            f"each shot hits on {AA_HIT}+ with ECM {ecm}: {format_chance(p)}; a hit destroys on 5 or 6, else turns it away",
        ),
        Step(
            "8.6", "none destroyed " + format_chance(destroyed[0]) + "; all destroyed " + format_chance(destroyed[raid])
        ),
        Step("8.6", f"counters pressing on, on average {float(expected):.2f}", expected),
    ]
    facts = {
        "destroyed": dict(enumerate(destroyed)),
        "turned": dict(enumerate(turned)),
        "pressing": dict(enumerate(through)),
        "shots": tuple(shots),
    }
    question = f"odds of {plural(points, 'AA point')} at ECM {ecm} against {plural(raid, 'aircraft counter')}"
    verdict = f"on average {float(expected):.2f} of {raid} press on"
    return RULINGS(question, verdict, steps, value=expected, facts=facts, kind="odds")


__all__ = [
    "AA_DESTROY",
    "AA_HIT",
    "AA_REACH",
    "MAX_RAID",
    "aa_fire",
    "aa_hit_chance",
    "aa_raid_odds",
    "aa_reach",
    "aa_weapon",
]
