"""Damage below the waterline [5.7.2]: what an impact there does, for the weapons that borrow it.

A torpedo's impact throws one die, whose score is the number of damage hits; the ship saves them with only half her
Hull dice, rounded up [1.4], one more with a torpedo belt, each 4 or more saving one hit [5.6.1], and what goes
through is read on the Damage Deck [5.6.1]. An ASW weapon's hit on a submarine works the same way [7.4], and so does
a bomb [8.5], a mine [9.1.5] and a ram's blow [4.3.2]. :func:`waterline_damage` is the one ruling of all of them,
the desk's (:func:`below_waterline`, :mod:`.rams`, :mod:`.asw`, :mod:`.air_weapons`) and the engine's impacts
(:func:`.impacts.impact`) alike: the hits through the saving dice are damage as :func:`.damage.take_hits` rules it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction

from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .damage import DESTROYED, Afloat, take_hits
from .dice import Counts, halved, read_dice
from .odds import through_odds
from .readings import RULINGS, chosen


def waterline_dice(hull: int, belt: bool = False) -> int:
    """The Hull dice that save against damage below the waterline: half the Hull, rounded up, and one more for a
    torpedo belt [5.7.2, 1.4]."""
    return halved(hull) + (1 if belt else 0)


#: A ship whose tokens a desk question does not give: none yet, and no threshold short of the Deck's own [5.6.1].
UNCOUNTED = Afloat(0, False, 9)


def waterline_damage(
    hits: int,
    hull: int,
    save_dice: Sequence[int],
    said: Step,
    *,
    saving: int,
    ship: Afloat = UNCOUNTED,
    critical_dice: Sequence[int] | None = None,
    strike_dice: Sequence[int] | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The one ruling of ``hits`` below the waterline [5.7.2, 8.5, 7.4, 4.3.2]: ``said`` says which dice save, the
    ``saving`` Hull dice of a ship of Hull ``hull`` throw ``save_dice``, and what goes through is damage as any
    other (:func:`.damage.take_hits`: the Damage Deck, the critical checks of ``critical_dice`` or still to throw
    when ``None``, sinking, the strike test of ``strike_dice``, morale). A torpedo's, a mine's, a ram's, a bomb's
    and an ASW weapon's impacts all come through here, and a missile's, saved the same way [5.8.1]. Verdict, steps and
    facts are :func:`.damage.take_hits`'s, with ``said`` first and the verdict again as fact ``result``."""
    r = chosen(readings)
    dealt = take_hits(hits, hull, save_dice, ship=ship, critical_dice=critical_dice, strike_dice=strike_dice,
                      hull_dice=saving, readings=r)  # fmt: skip
    return RULINGS(dealt.question, dealt.verdict, [said, *dealt.steps], readings=r, also=dealt.readings,
                   value=dealt.value, facts={**dealt.facts, "result": dealt.verdict}, kind="damage")  # fmt: skip


def below_waterline(
    impacts: Sequence[int],
    hull: int,
    save_dice: Sequence[int],
    *,
    anchored: bool = False,
    belt: bool = False,
    cause: str = "a torpedo",
    case: str = "5.7.2",
    ship: Afloat | None = None,
    critical_dice: Sequence[int] | None = None,
    strike_dice: Sequence[int] | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """What the ``impacts`` (one die each, its score the damage hits) do to a ship of Hull ``hull`` [5.7.2]: her
    half Hull throws ``save_dice``, and the hits through are damage (:func:`waterline_damage`: the Damage Deck
    [5.6.1], then her criticals and strike test when their dice are given, ``ship`` her tokens before, by default
    none, ``anchored`` or not). ``cause`` and ``case`` say what struck (an ASW weapon cites 7.4, a bomb 8.5). The
    verdict and value are the hits through; the facts ``hits``, ``saves``, ``through``, ``deck`` and the rest of
    :func:`.damage.take_hits`'s."""
    thrown = read_dice(impacts, "impact dice")
    hits = sum(thrown)
    saving = waterline_dice(hull, belt)
    shown = ", ".join(map(str, thrown)) or "none"
    first = Step(
        case, f"{plural(len(thrown), 'impact')} of {cause}, one die each ({shown}): {plural(hits, 'hit')}", hits
    )
    said = Step(
        "5.7.2", f"below the waterline Hull {hull} saves with half its dice: {saving}" + (", belt +1" if belt else "")
    )
    before = ship if ship is not None else replace(UNCOUNTED, anchored=anchored)
    dealt = waterline_damage(hits, hull, save_dice, said, saving=saving, ship=before, critical_dice=critical_dice,
                             strike_dice=strike_dice, readings=readings)  # fmt: skip
    through = int(dealt.facts["through"])
    return RULINGS(f"{cause} below the waterline", through, [first, *dealt.steps], readings=chosen(readings),
                   also=dealt.readings, value=through, measure="hit", facts=dict(dealt.facts))  # fmt: skip


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


__all__ = [
    "DESTROYED",
    "UNCOUNTED",
    "below_waterline",
    "summed_dice",
    "through_chances",
    "waterline_damage",
    "waterline_dice",
]
