"""Anti-submarine weapons [7.4]: depth charges, forward throwers and mortars against a submarine's counters.

Each ASW launcher point of a ship's stat line is one launcher. It reaches 6 inches, measured to the nearest part of
a counter [7.4, 1.4], and fires once every other Game-Turn. Where it may fire depends on its fit:

- ``depth-charges`` (the world wars until about 1942): the stern arc only (reading ``asw_stern_arc``: the stern
  half-plane [5.4d] or the stern chaser's arc [5.4b]);
- ``hedgehog`` (a forward thrower, from about 1942): the bow arc as well;
- ``limbo`` (the later mortars): every arc.

Each launcher throws one die, hitting on a 6 once the firer's ECM level is added. Each hit throws a die for the
damage hits, and the boat saves with half her Hull dice as against a torpedo; what goes through is read on the
Damage Deck [7.4, 5.7.2, 5.6.1]. Counters nobody has located may be attacked too: a hit on a decoy removes it, and
nothing more [7.4]. A submerged counter is never in sight and only ASW weapons may attack it [5.2].
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import comb

from shapely.geometry import Point as ShapelyPoint
from shapely.geometry.base import BaseGeometry
from shapely.ops import nearest_points

from ...dice import format_chance
from ...errors import InvalidInputError, UnknownChoiceError
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .arcs import ArcName, arcs_holding
from .below_waterline import below_waterline, through_chances, waterline_dice
from .damage import Afloat, deck
from .dice import read_count, read_dice
from .measuring import at_most
from .readings import RULINGS, chosen
from .ships import Ship
from .sonar import read_ecm

#: An ASW weapon's reach in inches, and the score it hits on before ECM [7.4].
ASW_REACH, ASW_HIT = 6.0, 6
#: The launcher fits and the eras whose ships carry each by default [7.4].
FITS = ("depth-charges", "hedgehog", "limbo")
ERA_FIT = {"world-wars": "depth-charges", "post-war": "limbo"}


def fit_for(era: str) -> str:
    """The launcher fit a ship of ``era`` carries unless her scenario says more: depth charges in the world wars,
    mortars that fire all round after them [7.4]. Earlier eras have no ASW weapons (an error says so)."""
    if era not in ERA_FIT:
        raise UnknownChoiceError("era with ASW weapons", era, tuple(ERA_FIT))
    return ERA_FIT[era]


def fit_arcs(fit: str, readings: ReadingsLike | None = None) -> tuple[ArcName, ...]:
    """The arcs a launcher of ``fit`` fires into [7.4, 5.4]."""
    if fit not in FITS:
        raise UnknownChoiceError("ASW launcher fit", fit, FITS)
    chaser = chosen(readings)["asw_stern_arc"] == "chaser"
    stern, bow = (ArcName.STERN_CHASER, ArcName.BOW_CHASER) if chaser else (ArcName.STERN, ArcName.BOW)
    return {"depth-charges": (stern,), "hedgehog": (stern, bow), "limbo": tuple(ArcName)}[fit]


def asw_bearing(firer: Ship, counter: BaseGeometry, fit: str, *, readings: ReadingsLike | None = None) -> Ruling:
    """Whether ``firer``'s launchers of ``fit`` reach a counter [7.4]: within 6 inches of her mainmast to the
    counter's nearest part, that part lying in an arc her fit fires into. The value is the distance."""
    r = chosen(readings)
    near = nearest_points(counter, ShapelyPoint(firer.mainmast))[0]
    gap = ShapelyPoint(firer.mainmast).distance(counter)
    arcs = fit_arcs(fit, r)
    holding = tuple(a for a in arcs_holding(firer, (near.x, near.y), r) if a in arcs)
    steps = [
        Step(
            "7.4", f"the counter's nearest part is {gap:.2f} inches off; ASW weapons reach {ASW_REACH:g}", round(gap, 2)
        ),
        RULINGS.step(
            "7.4",
            f"{fit} fire into: {', '.join(map(str, arcs)) if fit != 'limbo' else 'every arc'}",
            r,
            "asw_stern_arc",
        ),
    ]
    ok = at_most(gap, ASW_REACH) and bool(holding)
    if not holding:
        steps.append(Step("7.4", "the counter lies in none of those arcs"))
    return RULINGS(f"do {firer.name}'s ASW weapons reach the counter", ok, steps, readings=r, value=round(gap, 2))


def launcher_ready(last_fired: int | None, turn: int) -> tuple[bool, Step]:
    """Whether a launcher last fired in Game-Turn ``last_fired`` (``None``: never) may fire in ``turn``: once every
    other Game-Turn [7.4]."""
    ready = last_fired is None or turn - last_fired >= 2
    said = "never fired yet" if last_fired is None else f"last fired in Game-Turn {last_fired}"
    return ready, Step("7.4", f"{said}: a launcher fires every other Game-Turn, so {'it may' if ready else 'not'} now")


def asw_hit_chance(ecm: int) -> Fraction:
    """One launcher die's chance to hit: a 6, the firer's ECM added [7.4] (ECM 1: a third)."""
    return Fraction(1 + read_ecm(ecm), 6)


def asw_attack(
    dice: Sequence[int],
    ecm: int,
    real: bool,
    *,
    impacts: Sequence[int] = (),
    hull: int = 0,
    save_dice: Sequence[int] = (),
    anchored: bool = False,
    ship: Afloat | None = None,
    critical_dice: Sequence[int] | None = None,
    strike_dice: Sequence[int] | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """An ASW attack on a counter from its dice [7.4]: the launchers' ``dice`` (one each) hit on 6 with ``ecm``
    added. On a decoy (``real`` false) any hit removes it. On the boat each hit throws one of ``impacts`` for damage
    hits, saved by half her Hull of ``hull`` with ``save_dice`` [5.7.2], and what goes through is damage below the
    waterline (:func:`.below_waterline.below_waterline`: her tokens ``ship``, the ``critical_dice`` and
    ``strike_dice`` when thrown). The verdict is ``"missed"``, ``"decoy removed"`` or the hits through; the facts
    ``hits`` (the ASW hits), ``damage_hits`` and, on the boat, the damage's."""
    ecm = read_ecm(ecm)
    thrown = read_dice(dice, "ASW dice")
    hits = sum(1 for d in thrown if d + ecm >= ASW_HIT)
    steps = [Step("7.4", f"{', '.join(map(str, thrown))} with ECM {ecm} added: {plural(hits, 'hit')} on {ASW_HIT}")]
    if not hits:
        return RULINGS("ASW attack", "missed", steps, facts={"hits": 0})
    if not real:
        steps.append(Step("7.4", "the counter is a decoy: a hit removes it"))
        return RULINGS("ASW attack", "decoy removed", steps, facts={"hits": hits})
    if len(impacts) != hits:
        raise InvalidInputError("damage dice", tuple(impacts), f"{plural(hits, 'die')}, one for each hit [7.4]")
    r = chosen(readings)
    below = below_waterline(impacts, hull, save_dice, anchored=anchored, cause="ASW weapons", case="7.4", ship=ship,
                            critical_dice=critical_dice, strike_dice=strike_dice, readings=r)  # fmt: skip
    facts = {**below.facts, "damage_hits": below.facts["hits"], "hits": hits}
    return RULINGS("ASW attack", below.verdict, [*steps, *below.steps], readings=r, value=below.value, facts=facts)


def asw_odds(
    launchers: int, ecm: int, hull: int, *, anchored: bool = False, readings: ReadingsLike | None = None
) -> Ruling:
    """The exact odds of ``launchers`` ASW launchers of ECM ``ecm`` attacking a boat of Hull ``hull`` [7.4]: the
    chance of each result of the Damage Deck (a decoy is removed with the chance of any hit). The value is the chance
    of any hit through; the facts ``hit`` (any hit: a decoy removed) and ``deck`` (result name to chance)."""
    r = chosen(readings)
    n = read_count(launchers, "ASW launchers", 1, 20)
    p = asw_hit_chance(ecm)
    count = {k: comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)}
    through = through_chances(count, read_count(hull, "Hull stat"))
    results: dict[str, Fraction] = {}
    for t, pt in sorted(through.items()):
        name = str(deck(t, anchored, r))
        results[name] = results.get(name, Fraction(0)) + pt
    hurt = 1 - through.get(0, Fraction(0))
    steps = [
        Step(
            "7.4", f"{plural(n, 'launcher')}, each hitting on {ASW_HIT} with ECM {ecm} added: {format_chance(p)} each"
        ),
        Step("7.4", f"any hit, enough to remove a decoy: {format_chance(1 - count[0])}", 1 - count[0]),
        Step(
            "5.7.2",
            f"each hit a die of damage hits, saved by half the Hull: {plural(waterline_dice(hull), 'die', 'dice')}",
        ),
        RULINGS.step("5.6.1", "; ".join(f"{k}: {format_chance(v)}" for k, v in results.items()), r, "damage_deck"),
    ]
    facts = {"hit": 1 - count[0], "deck": results, "through": through}
    question = f"odds of {plural(n, 'ASW launcher')} at ECM {ecm} on Hull {hull}"
    return RULINGS(question, format_chance(hurt), steps, readings=r, value=hurt, facts=facts, kind="odds")


__all__ = [
    "ASW_HIT",
    "ASW_REACH",
    "ERA_FIT",
    "FITS",
    "asw_attack",
    "asw_bearing",
    "asw_hit_chance",
    "asw_odds",
    "fit_arcs",
    "fit_for",
    "launcher_ready",
]
