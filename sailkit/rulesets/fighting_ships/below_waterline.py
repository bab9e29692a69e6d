"""Damage below the waterline [5.7.2]: what an impact there does, for the weapons that borrow it.

A torpedo's impact throws one die, whose score is the number of damage hits; the ship saves them with only half her
Hull dice, rounded up [1.4], one more with a torpedo belt, each 4 or more saving one hit [5.6.1], and what goes
through is read on the Damage Deck [5.6.1]. An ASW weapon's hit on a submarine works the same way [7.4], and so does
a bomb [8.5]. This module is the small piece of 5.7.2 that submarines and aircraft need; the torpedoes' own module
plays the rest of 5.7 (the lead joins the two where they meet).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .damage import DESTROYED, deck, hull_saves
from .dice import Counts, halved, read_dice
from .odds import through_odds
from .readings import RULINGS, chosen


def waterline_dice(hull: int, belt: bool = False) -> int:
    """The Hull dice that save against damage below the waterline: half the Hull, rounded up, and one more for a
    torpedo belt [5.7.2, 1.4]."""
    return halved(hull) + (1 if belt else 0)


def below_waterline(
    impacts: Sequence[int],
    hull: int,
    save_dice: Sequence[int],
    *,
    anchored: bool = False,
    belt: bool = False,
    cause: str = "a torpedo",
    case: str = "5.7.2",
    readings: ReadingsLike | None = None,
) -> Ruling:
    """What the ``impacts`` (one die each, its score the damage hits) do to a ship of Hull ``hull`` [5.7.2]: her
    half Hull throws ``save_dice``, and the hits through are read on the Damage Deck [5.6.1]. ``cause`` and ``case``
    say what struck (an ASW weapon cites 7.4, a bomb 8.5). The verdict and value are the hits through; the facts
    ``hits``, ``saves``, ``through`` and ``deck``."""
    r = chosen(readings)
    thrown = read_dice(impacts, "impact dice")
    hits = sum(thrown)
    saving = waterline_dice(hull, belt)
    saved = hull_saves(hits, saving, save_dice)
    through = int(saved.value or 0)
    result = deck(through, anchored, r)
    shown = ", ".join(map(str, thrown)) or "none"
    steps = [
        Step(case, f"{plural(len(thrown), 'impact')} of {cause}, one die each ({shown}): {plural(hits, 'hit')}", hits),
        Step(
            "5.7.2",
            f"below the waterline Hull {hull} saves with half its dice: {saving}" + (", belt +1" if belt else ""),
        ),
        *saved.steps[1:],
        RULINGS.step("5.6.1", f"{plural(through, 'hit')} through: {result}", r, "damage_deck"),
    ]
    facts = {"hits": hits, "saves": saved.facts["saves"], "through": through, "deck": result}
    return RULINGS(f"{cause} below the waterline", through, steps, value=through, measure="hit", facts=facts)


def summed_dice(count: Mapping[int, Fraction]) -> Counts:
    """The chance of each total of damage hits when the number of impacts has the chances ``count`` and each impact
    throws one die [5.7.2]: exact, every total listed."""
    top = 6 * max(count, default=0)
    totals = [Fraction(0)] * (top + 1)
    for n, pn in count.items():
        ways = [Fraction(1)]
        for _ in range(n):
            nxt = [Fraction(0)] * (len(ways) + 6)
            for s, ps in enumerate(ways):
                if ps:
                    for face in range(1, 7):
                        nxt[s + face] += ps / 6
            ways = nxt
        for s, ps in enumerate(ways):
            totals[s] += pn * ps
    return Counts(tuple(totals))


def through_chances(count: Mapping[int, Fraction], hull: int, belt: bool = False) -> dict[int, Fraction]:
    """The exact chance of each number of hits through (8 standing for 8 or more: the ship is destroyed [5.6.1])
    when the number of impacts has the chances ``count`` [5.7.2]."""
    return through_odds(summed_dice(count), waterline_dice(hull, belt))


__all__ = ["DESTROYED", "below_waterline", "summed_dice", "through_chances", "waterline_dice"]
