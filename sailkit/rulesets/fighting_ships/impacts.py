"""What torpedoes, missiles, bombs and mines do when they strike [5.7.2, 5.8.1, 8.5, 9.1.5], and the exact odds of it.

* Each torpedo impact throws one die, each missile impact two: their total is the hits scored [5.7.2, 5.8.1].
* Against them a ship saves with only half her Hull dice, rounded up [1.4]; a torpedo belt adds one die against
  torpedoes [5.7.2].
* A bomb's hit throws one die of hits too, saved by half her Hull or by all of it (reading ``bomb_saves``); no belt
  or decoy helps against it [8.5]. What goes through is damage as any other [5.6.1-5.6.4], ruled once for every kind (:func:`.below_waterline.waterline_damage`).
* A ship with ECM 3 throws a die for each guided torpedo as it strikes: a 5 or 6 decoys it (reading
  ``torpedo_decoy``: the whole impact void, or one hit saved) [5.7.2].
* A mine that goes off strikes as two torpedoes [9.1.5] (:mod:`.mines`).

Dice are asked, never thrown: every function takes the dice as thrown and says how many it wants.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from ...errors import InvalidInputError
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .below_waterline import waterline_damage
from .damage import UNHARMED, Afloat
from .dice import Counts, halved, read_count, read_dice
from .odds import hits_odds
from .readings import RULINGS, chosen

#: Dice thrown for each impact, by kind of counter [5.7.2, 5.8.1].
DICE = {"torpedo": 1, "missile": 2, "bomb": 1}
#: The ECM 3 decoy's score against a guided torpedo [5.7.2].
DECOY = 5
_CASE = {"torpedo": "5.7.2", "missile": "5.8.1", "bomb": "8.5"}


@dataclass(frozen=True)
class Target:
    """The ship struck, as an impact reads her: Hull, a torpedo belt, ECM 3, and her tokens before it (``ship``)."""

    name: str
    hull: int
    belt: bool = False
    ecm3: bool = False
    ship: Afloat = UNHARMED

    def saving(self, kind: str, readings: ReadingsLike | None = None) -> int:
        """The Hull dice she saves with against ``kind``: half her Hull rounded up, one more for a torpedo belt
        against torpedoes [5.7.2, 5.8.1, 1.4]; against a bomb half or all of it (reading ``bomb_saves``) [8.5]."""
        if kind == "bomb" and chosen(readings)["bomb_saves"] == "whole-hull":
            return self.hull
        return halved(self.hull) + (1 if self.belt and kind == "torpedo" else 0)


def _saving_step(target: Target, kind: str, r: Readings) -> Step:
    case = _CASE[kind]
    if kind == "bomb" and r["bomb_saves"] == "whole-hull":
        said = f"{target.name} saves with her whole Hull: {plural(target.hull, 'die', 'dice')}"
        return RULINGS.step(case, said, r, "bomb_saves")
    said = f"{target.name} saves with half her Hull {target.hull}: {plural(halved(target.hull), 'die', 'dice')}"
    if target.belt and kind == "torpedo":
        said += f", one more for her torpedo belt: {target.saving(kind)}"
    return RULINGS.step(case, said, r, "bomb_saves") if kind == "bomb" else Step(case, said)


def decoys(impacts: int, dice: Sequence[int], readings: ReadingsLike | None = None) -> Ruling:
    """ECM 3 against ``impacts`` guided torpedoes, one ``dice`` each [5.7.2]: each 5 or 6 decoys one. The verdict is
    the number decoyed; under reading ``torpedo_decoy`` each voids its whole impact (``impact``) or saves one hit
    (``one-hit``)."""
    r = chosen(readings)
    impacts = read_count(impacts, "guided torpedo impacts", 0, 99)
    thrown = read_dice(dice, "ECM decoy dice", impacts)
    fooled = sum(d >= DECOY for d in thrown)
    how = "voids its impact" if r["torpedo_decoy"] == "impact" else "saves one hit"
    said = f"ECM 3 throws {', '.join(map(str, thrown)) or 'no dice'}: {plural(fooled, 'decoy')} on {DECOY}+, each {how}"
    return RULINGS(
        "torpedo decoys", fooled, [RULINGS.step("5.7.2", said, r, "torpedo_decoy")], readings=r, value=fooled
    )


def impact(
    kind: str,
    impacts: int,
    hit_dice: Sequence[int],
    target: Target,
    save_dice: Sequence[int],
    *,
    guided: int = 0,
    decoy_dice: Sequence[int] = (),
    critical_dice: Sequence[int] = (),
    strike_dice: Sequence[int] | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Everything ``impacts`` counters of ``kind`` striking ``target`` at once do [5.7.2, 5.8.1, 8.5]: for a torpedo
    target with ECM 3 the ``decoy_dice`` of the ``guided`` ones first, then the ``hit_dice`` (one a torpedo or a
    bomb's hit, two a missile, for each impact still standing) give the hits, saved by the ``save_dice`` of half her
    Hull (plus her belt against torpedoes; a bomb's by half or all of it, reading ``bomb_saves``), and what goes
    through is damage (:func:`.below_waterline.waterline_damage`, whose facts this ruling carries)."""
    r = chosen(readings)
    if kind not in DICE:
        raise InvalidInputError("counter kind", kind, "torpedo, missile or bomb")
    impacts = read_count(impacts, f"{kind} impacts", 1, 99)
    steps = [Step(_CASE[kind], f"{plural(impacts, f'{kind} impact')} on {target.name}")]
    standing, saved_hits = impacts, 0
    if kind == "torpedo" and target.ecm3 and guided:
        fooled = decoys(read_count(guided, "guided torpedoes", 0, impacts), decoy_dice, r)
        steps += fooled.steps
        n = int(fooled.value or 0)
        standing, saved_hits = (impacts - n, 0) if r["torpedo_decoy"] == "impact" else (impacts, n)
    elif decoy_dice:
        raise InvalidInputError("ECM decoy dice", list(decoy_dice), "none: only ECM 3 against guided torpedoes")
    thrown = read_dice(hit_dice, f"{kind} hit dice", standing * DICE[kind])
    hits = max(0, sum(thrown) - saved_hits)
    said = f"{', '.join(map(str, thrown)) or 'no dice'}: {plural(hits, 'hit')}"
    steps.append(Step(_CASE[kind], f"{plural(standing * DICE[kind], 'die', 'dice')} for the hits: {said}"))
    if hits == 0:
        return RULINGS(f"{kind} impact", "no effect", steps, readings=r, value=0, facts={"hits": 0}, kind="damage")
    saves_with, saving = _saving_step(target, kind, r), target.saving(kind, r)
    dealt = waterline_damage(hits, target.hull, save_dice, saves_with, saving=saving, ship=target.ship,
                             critical_dice=critical_dice, strike_dice=strike_dice, readings=r)  # fmt: skip
    facts = {**dealt.facts, "hits": hits, "impacts": standing}
    return RULINGS(f"{kind} impact", dealt.verdict, [*steps, *dealt.steps], readings=r, also=dealt.readings,
                   value=hits, facts=facts, kind="damage")  # fmt: skip


def _sum_of_dice(n: int) -> tuple[Fraction, ...]:
    """The chance of each total of ``n`` six-sided dice, index by total."""
    dist = [Fraction(1)]
    for _ in range(n):
        nxt = [Fraction(0)] * (len(dist) + 6)
        for total, p in enumerate(dist):
            for face in range(1, 7):
                nxt[total + face] += p / 6
        dist = nxt
    return tuple(dist)


def hit_counts(kind: str, standing: dict[int, Fraction], saved: dict[int, Fraction] | None = None) -> Counts:
    """The chance of every number of hits when ``standing`` gives the chance of each number of impacts still standing
    (one die a torpedo, two a missile) and ``saved`` the chance of each number of hits taken off (a decoy's)."""
    totals: dict[int, Fraction] = {}
    for n, pn in standing.items():
        for total, pt in enumerate(_sum_of_dice(n * DICE[kind])):
            for s, ps in (saved or {0: Fraction(1)}).items():
                h = max(0, total - s)
                totals[h] = totals.get(h, Fraction(0)) + pn * pt * ps
    top = max(totals, default=0)
    return Counts(tuple(totals.get(k, Fraction(0)) for k in range(top + 1)))


def _binomial(n: int, p: Fraction) -> dict[int, Fraction]:
    """The chance of each number of successes of ``n`` dice each succeeding with chance ``p``."""
    return {k: comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)}


def impact_odds(
    kind: str,
    impacts: int,
    target: Target,
    *,
    guided: int = 0,
    discipline: int | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The exact odds of ``impacts`` counters of ``kind`` striking ``target`` [5.7.2, 5.8.1]: the hits, the hits
    through half her Hull, her tokens after and whether she sinks or strikes (the facts of
    :func:`.odds.damage_odds`), ECM 3 decoying each of the ``guided`` torpedoes on a 5 or 6 first."""
    r = chosen(readings)
    impacts = read_count(impacts, f"{kind} impacts", 1, 99)
    standing, saved, steps = _decoyed(kind, impacts, target, guided, r)
    hits = hit_counts(kind, standing, saved)
    steps += [
        Step(_CASE[kind], f"{plural(DICE[kind], 'die', 'dice')} an impact for the hits"),
        _saving_step(target, kind, r),
    ]
    question = f"odds of {plural(impacts, f'{kind} impact')} on {target.name}"
    return hits_odds(question, steps, hits, target.hull, saving=target.saving(kind, r), ship=target.ship,
                     discipline=discipline, readings=r)  # fmt: skip


def _decoyed(
    kind: str, impacts: int, target: Target, guided: int, r: Readings
) -> tuple[dict[int, Fraction], dict[int, Fraction] | None, list[Step]]:
    """The chance of each number of impacts standing and of hits saved once ECM 3 has thrown its decoy dice
    [5.7.2]."""
    steps = [Step(_CASE[kind], f"{plural(impacts, f'{kind} impact')} on {target.name}")]
    if not (kind == "torpedo" and target.ecm3 and guided):
        return {impacts: Fraction(1)}, None, steps
    guided = read_count(guided, "guided torpedoes", 0, impacts)
    fooled = _binomial(guided, Fraction(7 - DECOY, 6))
    said = f"ECM 3 decoys each of {plural(guided, 'guided torpedo')} on {DECOY}+"
    steps.append(RULINGS.step("5.7.2", said, r, "torpedo_decoy"))
    if r["torpedo_decoy"] == "impact":
        return {impacts - k: p for k, p in fooled.items()}, None, steps
    return {impacts: Fraction(1)}, fooled, steps


__all__ = ["DECOY", "DICE", "Target", "decoys", "hit_counts", "impact", "impact_odds"]
