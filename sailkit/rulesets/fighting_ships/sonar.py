"""Finding a submerged submarine and her slipping away [7.3], in the initiative phase's steps d and f [2.1].

A searcher with sonar (a ship, an aircraft or a submarine) reaches 6 inches and 4 more for each level of ECM she
has, measured to the nearest part of a counter [7.3, 1.4]. A search throws one die: it succeeds on 5 or more once
the ECM level is added, and a bare 1 always fails. A success shows the counter for what it is: a decoy is taken off
the table (the other decoy stays), the real boat is located [7.3, 7.1]. How many dice a searcher throws is reading
``sonar_dice`` (one for each counter in her range, or one for a counter she names).

A located boat may try to slip away in a later Game-Turn's evasion step: one die, 5 or more, one better with an
Authoritarian captain or ECM 2 or more (reading ``evasion_bonus`` says whether both together add 2). Success
scatters her and her decoys anew within 5 inches and the hunt starts again; trying, whether it works or not, is all
she does that Game-Turn, and a boat with a Damage or Anchor token may not try [7.3].
"""

from __future__ import annotations

from fractions import Fraction

from shapely.geometry import Point as ShapelyPoint
from shapely.geometry.base import BaseGeometry

from ...dice import check_die, format_chance
from ...errors import InvalidInputError
from ...geometry.table import Point
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .dice import read_count
from .measuring import at_most
from .readings import RULINGS, chosen

#: Sonar's reach without ECM, and what each level of ECM adds, in inches [7.3].
SONAR_REACH, PER_ECM = 6.0, 4.0
#: A search succeeds on this score or more, its ECM added; a natural 1 always fails [7.3].
DETECT = 5
#: A located boat slips away on this score or more [7.3].
EVADE = 5
#: How far a boat that slips away may scatter her counters [7.3].
SCATTER = 5.0
#: The highest ECM level the text knows [3.2.3].
MAX_ECM = 3


def read_ecm(ecm: int) -> int:
    """An ECM level, 0 to 3 [3.2.3]; an error naming it otherwise."""
    return read_count(ecm, "ECM level", 0, MAX_ECM)


#: The eras whose ships carry sonar under reading ``sonar_fit=steel-era`` [7.3].
SONAR_ERAS = ("world-wars", "post-war")


def sonar_fitted(asw: int, submarine: str, era: str, readings: ReadingsLike | None = None) -> bool:
    """Whether a ship searches by sonar [7.3]: under reading ``sonar_fit=asw-ships`` one with ASW launcher points
    (``asw``) or a submarine (``submarine`` not empty); under ``steel-era`` any of the world wars or after."""
    if chosen(readings)["sonar_fit"] == "asw-ships":
        return asw > 0 or bool(submarine)
    return era in SONAR_ERAS


def sonar_reach(ecm: int) -> float:
    """How far a searcher's sonar reaches: 6 inches and 4 a level of ECM [7.3] (ECM 1: 10 inches)."""
    return SONAR_REACH + PER_ECM * read_ecm(ecm)


def in_sonar_range(searcher: Point, counter: BaseGeometry, ecm: int, *, name: str = "the searcher") -> Ruling:
    """Whether a counter lies within ``name``'s sonar reach from ``searcher`` (her mainmast), measured to the
    counter's nearest part [7.3, 1.4]. The value is the distance."""
    reach = sonar_reach(ecm)
    gap = ShapelyPoint(searcher).distance(counter)
    ok = at_most(gap, reach)
    steps = [
        Step("7.3", f"sonar reaches 6 inches and 4 a level of ECM: ECM {ecm}, {reach:g} inches"),
        Step("1.4", f"the counter's nearest part is {gap:.2f} inches from {name}", round(gap, 2)),
    ]
    return RULINGS("is the counter in sonar range", ok, steps, value=round(gap, 2), measure="{} inches")


def search_need(ecm: int) -> int:
    """The lowest die that finds a counter: 5 less the ECM level, never below 2 (a bare 1 fails) [7.3]."""
    return max(2, DETECT - read_ecm(ecm))


def search_chance(ecm: int) -> Fraction:
    """The chance one search die finds its counter [7.3]: ECM 0 one in three, ECM 1 a half, ECM 3 five in six."""
    return Fraction(7 - search_need(ecm), 6)


def search(die: int, ecm: int, real: bool, *, counter: str = "the counter") -> Ruling:
    """One search die against a counter [7.3]: found on 5 or more with ``ecm`` added, never on a bare 1. The
    verdict is ``"located"`` (the boat herself), ``"decoy removed"`` or ``"not found"``; ``real`` says which the
    counter is, which only the boat's owner knew until now."""
    die = check_die(die)
    ecm = read_ecm(ecm)
    found = die != 1 and die + ecm >= DETECT
    said = f"{die} + ECM {ecm} = {die + ecm}" + (": a bare 1 always fails" if die == 1 else f" against {DETECT}")
    steps = [Step("7.3", said)]
    if not found:
        verdict = "not found"
    elif real:
        verdict = "located"
        steps.append(Step("7.3", f"{counter} is the submarine: she is located"))
    else:
        verdict = "decoy removed"
        steps.append(Step("7.3", f"{counter} is a decoy: it comes off the table, any other decoy stays [7.1]"))
    facts = {"found": found, "real": real, "need": search_need(ecm), "dice": (die,)}
    return RULINGS(f"sonar search of {counter}", verdict, steps, facts=facts, kind="test")


def search_odds(ecm: int, searchers: int = 1, counters: int = 3, *, readings: ReadingsLike | None = None) -> Ruling:
    """The exact chance ``searchers`` with sonar of ECM ``ecm``, every counter of a pack within their range, locate
    the boat this initiative phase, and how many decoys they expect to remove [7.3].

    Under ``sonar_dice=each-counter`` each searcher throws for every counter; under ``one-counter`` each names
    one, the searchers spread as evenly as they can over counters they cannot tell apart."""
    r = chosen(readings)
    searchers = read_count(searchers, "searchers", 1, 20)
    counters = read_count(counters, "counters", 1, 3)
    p = search_chance(ecm)
    if r["sonar_dice"] == "each-counter":
        dice = [searchers] * counters
        said = f"each of {plural(searchers, 'searcher')} throws a die for each of the {counters} counters"
    else:
        dice = [searchers // counters + (1 if k < searchers % counters else 0) for k in range(counters)]
        said = f"{plural(searchers, 'searcher')} each name one counter, spread over the {counters}: {dice} dice"
    found = [1 - (1 - p) ** n for n in dice]
    located = sum(found, Fraction(0)) / counters  # the boat is any of the counters, alike to the hunters
    decoys = sum(found, Fraction(0)) - located
    steps = [
        RULINGS.step("7.3", said, r, "sonar_dice"),
        Step(
            "7.3", f"a die finds its counter on {search_need(ecm)}+ with ECM {ecm} (never a bare 1): {format_chance(p)}"
        ),
        Step("7.3", f"the boat is located: {format_chance(located)}", located),
        Step("7.3", f"decoys removed, on average: {float(decoys):.2f}"),
    ]
    facts = {"located": located, "decoys": decoys, "per_die": p}
    question = f"odds of locating a submarine with {plural(searchers, 'searcher')} at ECM {ecm}"
    return RULINGS(question, format_chance(located), steps, readings=r, value=located, facts=facts, kind="odds")


def evasion_need(
    *, authoritarian: bool = False, ecm: int = 0, readings: ReadingsLike | None = None
) -> tuple[int, Step]:
    """The score a located boat needs to slip away, and the step saying why [7.3]: 5, less 1 for an Authoritarian
    captain and/or ECM 2 or more (reading ``evasion_bonus``: once for either or both, or once for each)."""
    r = chosen(readings)
    ecm = read_ecm(ecm)
    reasons = [w for w, yes in (("an Authoritarian captain", authoritarian), (f"ECM {ecm}", ecm >= 2)) if yes]
    bonus = min(len(reasons), 1) if r["evasion_bonus"] == "once" else len(reasons)
    said = f"she slips away on {EVADE}+" + (f", {bonus} better for {' and '.join(reasons)}" if bonus else "")
    return EVADE - bonus, RULINGS.step("7.3", said, r, "evasion_bonus")


def evade(
    die: int,
    *,
    name: str = "the submarine",
    authoritarian: bool = False,
    ecm: int = 0,
    tokens: int = 0,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """A located boat's evasion die [7.3]: she slips away on :func:`evasion_need` or more. A boat showing ``tokens``
    Damage or Anchor tokens may not try: refused with an error citing 7.3. The verdict is whether she slipped away;
    either way the attempt is all she does this Game-Turn."""
    if read_count(tokens, "Damage and Anchor tokens"):
        raise InvalidInputError(
            f"{name}'s evasion", plural(tokens, "token"), "a submarine without Damage or Anchor tokens [7.3]"
        )
    die = check_die(die)
    need, why = evasion_need(authoritarian=authoritarian, ecm=ecm, readings=readings)
    away = die >= need
    steps = [
        why,
        Step(
            "7.3",
            f"{die}: "
            + ("she scatters her counters within 5 inches and the hunt starts again" if away else "she stays located"),
        ),
        Step("7.3", "trying to slip away is all she does this Game-Turn"),
    ]
    return RULINGS(
        f"does {name} slip away", away, steps, readings=chosen(readings), facts={"need": need}, gloss="she slips away"
    )


def evade_chance(*, authoritarian: bool = False, ecm: int = 0, readings: ReadingsLike | None = None) -> Fraction:
    """The exact chance a located boat slips away [7.3]: a third, a half with one bonus."""
    need, _ = evasion_need(authoritarian=authoritarian, ecm=ecm, readings=readings)
    return Fraction(7 - need, 6)


def scatter_check(at: Point, places: tuple[Point, ...], *, name: str = "the submarine") -> Ruling:
    """Whether counters set down at ``places`` after a successful evasion all lie within 5 inches of where the boat
    was [7.3]; a farther one is refused with an error naming it."""
    for k, p in enumerate(places, 1):
        gap = ShapelyPoint(at).distance(ShapelyPoint(p))
        if not at_most(gap, SCATTER):
            raise InvalidInputError(f"counter {k} of {name}", f"{gap:.2f} inches away", "within 5 inches [7.3]")
    said = f"{plural(len(places), 'counter')} set down within {SCATTER:g} inches of where she lay"
    return RULINGS(f"where {name} scatters", True, [Step("7.3", said)])


__all__ = [
    "DETECT",
    "EVADE",
    "MAX_ECM",
    "PER_ECM",
    "SCATTER",
    "SONAR_ERAS",
    "SONAR_REACH",
    "evade",
    "evade_chance",
    "evasion_need",
    "in_sonar_range",
    "read_ecm",
    "scatter_check",
    "search",
    "search_chance",
    "search_need",
    "search_odds",
    "sonar_fitted",
    "sonar_reach",
]
