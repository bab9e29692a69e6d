"""Bombs and kamikazes [8.5, 8.1]: what an aircraft's load does to a ship.

A bomb reaches 4 inches, from the nearest edge of the aircraft's counter to the target's mainmast. One die: it
misses on 1 to 3, or on 1 or 2 if guided, and a big ship (a cruiser or larger: the ``cruiser`` and ``battleship``
rows of 5.6.3's table) makes it one easier, missing only on 1 or 2, or a 1 if guided [8.5]. A bomb that hits does
what a torpedo's impact does: a die of damage hits (reading ``bomb_saves``: against half the Hull dice, as a
torpedo's, or the whole Hull), read on the Damage Deck [5.7.2, 5.6.1]. A kamikaze that hits counts as a bomb and a
torpedo, the bomb ignored against a carrier with an armoured deck [8.1]. Torpedoes and missiles dropped by aircraft
are the torpedo and missile rules' [5.7, 5.8].
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction
from math import comb

from shapely.geometry import Point as ShapelyPoint
from shapely.geometry.base import BaseGeometry

from ...dice import check_die, format_chance
from ...errors import InvalidInputError
from ...geometry.table import Point
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .below_waterline import UNCOUNTED, below_waterline, summed_dice, through_chances, waterline_damage
from .measuring import at_most
from .odds import through_odds
from .readings import RULINGS, chosen

#: A bomb's reach in inches [8.5].
BOMB_REACH = 4.0
#: A bomb misses on this score or less; guided bombs one less; big ships one less again [8.5].
BOMB_MISS = 3
#: The rows of 5.6.3's table that are big ships for a bomb [8.5].
BIG_HULLS = ("cruiser", "battleship")


def bomb_reach(counter: BaseGeometry, mainmast: Point) -> Ruling:
    """Whether a bomb from an aircraft's counter reaches the target's mainmast: 4 inches from the counter's nearest
    edge [8.5]. The value is the distance."""
    gap = ShapelyPoint(mainmast).distance(counter)
    steps = [Step("8.5", f"{gap:.2f} inches from the counter's edge to the mainmast; a bomb reaches {BOMB_REACH:g}")]
    return RULINGS("does the bomb reach", at_most(gap, BOMB_REACH), steps, value=round(gap, 2), measure="{} inches")


def bomb_miss(guided: bool = False, hull_class: str = "") -> int:
    """The highest score that misses [8.5]: 3, one less guided, one less against a cruiser or bigger."""
    return BOMB_MISS - (1 if guided else 0) - (1 if hull_class in BIG_HULLS else 0)


def bomb_hit_chance(guided: bool = False, hull_class: str = "") -> Fraction:
    """A bomb's chance to hit [8.5]: a half; two thirds guided or against a big ship; five sixths both."""
    return Fraction(6 - bomb_miss(guided, hull_class), 6)


def bomb(
    die: int,
    hull: int,
    *,
    impact: int | None = None,
    save_dice: Sequence[int] = (),
    guided: bool = False,
    hull_class: str = "",
    anchored: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """A bomb from its dice [8.5]: ``die`` to hit; on a hit ``impact``, the die of damage hits, and the target's
    ``save_dice`` (reading ``bomb_saves``: half her Hull of ``hull`` or all of it). The verdict is ``"missed"`` or
    the hits through; the facts as :func:`.below_waterline.below_waterline` gives them."""
    r = chosen(readings)
    die = check_die(die)
    miss = bomb_miss(guided, hull_class)
    said = f"{die}: a bomb misses on {miss} or less" + (" (guided)" if guided else "")
    steps = [Step("8.5", said + (", one easier against a big ship" if hull_class in BIG_HULLS else ""))]
    if die <= miss:
        return RULINGS("a bomb", "missed", steps, facts={"hit": False})
    if impact is None:
        raise InvalidInputError("impact die", None, "the die of damage hits of a bomb that hits [8.5]")
    if r["bomb_saves"] == "half-hull":
        below = below_waterline([impact], hull, save_dice, anchored=anchored, cause="a bomb", case="8.5", readings=r)
        return RULINGS(
            "a bomb", below.verdict, [*steps, *below.steps], readings=r, value=below.value, facts=below.facts
        )
    whole = RULINGS.step("8.5", "the bomb's die of hits meets the whole Hull", r, "bomb_saves")
    before = replace(UNCOUNTED, anchored=anchored)
    dealt = waterline_damage(check_die(impact), hull, save_dice, whole, saving=hull, ship=before, readings=r)
    through = int(dealt.facts["through"])
    steps += dealt.steps
    return RULINGS("a bomb", through, steps, readings=r, also=dealt.readings, value=through, facts=dict(dealt.facts))


def bomb_odds(
    bombs: int, hull: int, *, guided: bool = False, hull_class: str = "", readings: ReadingsLike | None = None
) -> Ruling:
    """The exact odds of ``bombs`` bombs dropped on a ship of Hull ``hull`` [8.5]: the chance of each number of
    hits through (8 standing for 8 or more, destroyed [5.6.1]). The value is the chance any goes through."""
    r = chosen(readings)
    p = bomb_hit_chance(guided, hull_class)
    count = {k: comb(bombs, k) * p**k * (1 - p) ** (bombs - k) for k in range(bombs + 1)}
    half = r["bomb_saves"] == "half-hull"
    through = through_chances(count, hull) if half else through_odds(summed_dice(count), hull)
    hurt = 1 - through.get(0, Fraction(0))
    steps = [
        Step("8.5", f"each bomb hits {format_chance(p)}"),
        RULINGS.step(
            "8.5", f"a hit is a die of damage hits against {'half' if half else 'the whole'} Hull", r, "bomb_saves"
        ),
        Step("5.6.1", f"some hit goes through: {format_chance(hurt)}", hurt),
    ]
    return RULINGS(
        f"odds of {bombs} bombs",
        format_chance(hurt),
        steps,
        readings=r,
        value=hurt,
        facts={"through": through},
        kind="odds",
    )


def guided_bomber(kind: str, readings: ReadingsLike | None = None) -> bool:
    """Whether the bombs of an aircraft of ``kind`` (``jet``, ``piston``, ``helicopter``) are guided [8.5]: the
    text names no carrier of guided bombs, so reading ``guided_bombs`` says."""
    return chosen(readings)["guided_bombs"] == "jets" and kind == "jet"


def armoured_deck(hull_class: str, carrier: bool, readings: ReadingsLike | None = None) -> bool:
    """Whether a ship is a carrier with an armoured deck, which a kamikaze's bomb does not hurt [8.1]: no stat line
    says, so reading ``armoured_deck`` does (``hull_class`` kept for the ruling's words)."""
    return carrier and chosen(readings)["armoured_deck"] == "carriers"


def kamikaze_loads(armoured_carrier: bool = False) -> tuple[str, ...]:
    """What a kamikaze that hits counts as [8.1]: a bomb and a torpedo, only the torpedo against a carrier with an
    armoured deck."""
    return ("torpedo",) if armoured_carrier else ("bomb", "torpedo")


__all__ = [
    "BIG_HULLS",
    "BOMB_MISS",
    "BOMB_REACH",
    "bomb",
    "bomb_hit_chance",
    "bomb_miss",
    "bomb_odds",
    "bomb_reach",
    "armoured_deck",
    "guided_bomber",
    "kamikaze_loads",
]
