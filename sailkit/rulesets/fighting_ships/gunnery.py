"""Firing cannon under sail [5.5.1-5.5.5, 5.6.5]: how many dice, what they hit, explosions, rakes, entangled targets.

The range band, whether the shot rakes and what the ship is entangled with come from the geometry (arcs, ranges and
line of sight are worked out elsewhere); this module takes them as arguments with the dice thrown, and rules.

- [5.5.3.1] the dice: the Gunnery stat (halved, rounded up, while the ship has a Damage token [5.6.1]), then one die
  per 10 or part of 10 for each tactical factor (:func:`gunnery_dice`);
- [5.5.1, 5.5.2] a salvo: each die hits on 3+, 4+ or 5+ by band, 5s and 6s explode at short range and 6s at medium,
  each explosion earns a bonus die that can hit but not explode (:func:`salvo`);
- [5.5.5] a rake (never at long range): bonus dice explode too, until a throw brings none;
- [5.6.5] the misses against a target entangled with other ships are thrown again at the next of them
  (:func:`entangled_fire`).

Each ruling has its odds beside it: :func:`salvo_odds` gives the exact chance of every number of hits.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from ...dice import format_chance
from ...errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling, Step
from ...wording import agree, plural
from .dice import Counts, Pool, halved, read_count, read_dice, rethrown, round_half_up
from .legends import captain_legends, captain_parts
from .readings import READINGS, RULINGS

#: The range bands of cannon [5.3], and "extreme", which cannon reach only when a gale pushes long range one band
#: further [1.5.2c].
BANDS = ("short", "medium", "long", "extreme")
#: The lowest score that hits in each band [5.5.1].
HIT = {"short": 3, "medium": 4, "long": 5, "extreme": 6}
#: The lowest score that explodes in each band, for cannon [5.5.2]: none at long or extreme range.
EXPLODE: dict[str, int | None] = {"short": 5, "medium": 6, "long": None, "extreme": None}
#: Who fires: a ship with Cannon, a shore battery [9.1.3], a bomb vessel [9.1.4] or a ship with Guns [5.3, 5.5.2].
SHOOTERS = ("ship", "battery", "bomb", "guns")
#: Guns' explosive shells explode on 6 at long and extreme range, where Cannon shot never explodes [5.5.2].
SHELL_EXPLODE = 6
#: A shore battery hits on 4+ and explodes on 6 at every range [9.1.3].
BATTERY_HIT, BATTERY_EXPLODE = 4, 6
#: The special captains [APP.1.2.2]: a Marksman throws his ship's gunnery 1s again once, before any bonus die; a
#: Poor captain fires one die fewer; the others touch other stats.
CAPTAINS = ("competent", "poor", "navigator", "authoritarian", "marksman", "swashbuckler", "architect")
#: Where a gale blows the target from the firer's side: its mainmast downwind or upwind [1.5.2c].
GALE = ("downwind", "upwind")
#: The band a gale makes of each band when the target lies upwind [1.5.2c].
FURTHER = {"short": "medium", "medium": "long", "long": "extreme"}
#: The tactical factors of 5.5.3.1, as the multiple of one die per 10 each adds (+) or takes (-): night and smoke take
#: two, a target moving faster than 6 inches and a first shot at a target one each; the later eras' factors follow
#: (:data:`ERA_FACTORS`).
SAIL_FACTORS = {"night": -2, "smoke": -2, "fast-target": -1, "first-shot": -1}
#: The factors that need Guns, armour or ECM [5.5.3.1 b, d, e, f, h, i]: Guns of 6 inches or more firing over smaller
#: ships (two a ten) or indirectly over as big or bigger (three), Cannon at an armoured metal target (four), plunging
#: shot at extreme range, Guns at a wooden or rigged ship, Guns of 10 inches or more, and a firer's ECM (one more each).
ERA_FACTORS = {
    "over-smaller": -2,
    "indirect": -3,
    "cannon-on-armour": -4,
    "plunging": 1,
    "guns-on-wood": 1,
    "heavy-guns": 1,
    "ecm": 1,
}
FACTORS = {**SAIL_FACTORS, **ERA_FACTORS}
#: A remainder below this is small enough to stop listing a rake's chances row by row (it is still given exactly).
SHOWN_BELOW = Fraction(1, 10**12)


def read_band(band: str) -> str:
    """``band`` if it names a cannon range band [5.3, 5.5.1], else an error listing them."""
    if band not in BANDS:
        raise UnknownChoiceError("range band", band, BANDS)
    return band


#: How a member's step in a volley says what her own state did to her dice (:func:`crew_dice`) [9.2].
OWN_DICE = {
    "poor": ", one die fewer for a Poor captain",
    "admiral": ", one die fewer for a Poor admiral within 12 inches",
    "damaged": ", halved for its Damage token",
}
#: The Gunnery dice a Poor captain or a Poor admiral's presence takes [APP.1.2.2, APP.1.2.1r].
LOST_DIE = ("poor", "admiral")


def crew_dice(
    stat: int, *, damaged: bool, poor: bool, readings: Readings, poor_admiral: bool = False
) -> list[tuple[str, int]]:
    """What a ship's own state does to her Gunnery ``stat``, in order: ``("poor", dice)`` for a Poor captain's lost
    die [APP.1.2.2], ``("admiral", dice)`` for the die a Poor admiral's captains within 12 inches of his flagship
    lose [APP.1.2.1r] and ``("damaged", dice)`` for a Damage token's halving, rounded up [5.6.1], each with the dice
    left after it. Reading ``poor_captain_die`` says whether the lost dice come off before the halving or after it,
    the same in a single salvo and in a squadron's volley; nothing is taken from no dice."""
    causes = [c for c, holds in zip(LOST_DIE, (poor, poor_admiral), strict=True) if holds]
    if damaged:
        causes.insert(len(causes) if readings["poor_captain_die"] == "before-halving" else 0, "damaged")
    done: list[tuple[str, int]] = []
    dice = stat
    for cause in causes:
        if dice:
            dice = dice - 1 if cause in LOST_DIE else halved(dice)
            done.append((cause, dice))
    return done


def per_ten(dice: int) -> int:
    """One die for every 10 dice or part of 10 [5.5.3.1]: 7 dice give 1, 11 give 2, none give 0."""
    return -(-dice // 10)


def read_gale(gale: str | None) -> str | None:
    """``gale`` if it is ``None`` (no gale) or one of :data:`GALE`, else an error listing them."""
    if gale is not None and gale not in GALE:
        raise UnknownChoiceError("where the gale blows the target", gale, GALE)
    return gale


def fire_band(band: str, *, gale: str | None = None) -> Ruling:
    """The band a salvo is fired in [5.3, 1.5.2c]: the measured ``band``, or in a gale at a target upwind one band
    further (short as medium, medium as long, long as extreme, where cannon hit only on 6). Heavy Guns already at
    extreme range have no band further: they fire at extreme range still, the gale changing nothing."""
    band = read_band(band)
    steps = [Step("5.3", f"the target is at {band} range")]
    fired = band
    if read_gale(gale) == "upwind":
        fired = FURTHER.get(band, band)
        said = "fired as at" if band in FURTHER else "no band lies beyond: still fired at"
        steps.append(Step("1.5.2c", f"a gale, the target upwind: {said} {fired} range"))
    return RULINGS("range band fired at", fired, steps, kind="range")


def _gale_dice(stat: int, dice: int, damaged: bool, r: Readings, steps: list[Step]) -> int:
    """The dice left firing at a target downwind in a gale [1.5.2c]: half, or for a damaged ship a quarter of the
    stat under reading ``gale_quarter``; written into ``steps``."""
    if damaged and r["gale_quarter"] == "quarter-rounded":
        quarter = round_half_up(Fraction(stat, 4))
        said = f"a gale, the target downwind: a quarter of {stat}, rounded: {quarter}"
        steps.append(RULINGS.step("1.5.2c", said, r, "gale_quarter", value=quarter - dice))
        return quarter
    if not dice:
        return dice
    half = halved(dice)
    why = f"a gale, the target downwind: half of {dice}, rounded up: {half}"
    steps.append(
        RULINGS.step("1.5.2c", why, r, "gale_quarter", value=half - dice)
        if damaged
        else Step("1.5.2c", why, half - dice)
    )
    return half


def _factored(dice: int, named: Sequence[str], r: Readings, steps: list[Step]) -> int:
    """``dice`` after each tactical factor of ``named`` [5.5.3.1], its tens counted under reading ``one_in_ten``;
    never fewer than none. Written into ``steps``."""
    base = dice
    for f in sorted(named, key=lambda f: FACTORS[f]):
        tens = per_ten(base if r["one_in_ten"] == "base-dice" else dice)
        change = max(-dice, FACTORS[f] * tens)
        dice += change
        word = "adds" if change > 0 else "takes"
        said = f"{f} {word} {plural(abs(change), 'die', 'dice')}"
        steps.append(RULINGS.step("5.5.3.1", said, r, "one_in_ten", value=change))
    return dice


def gunnery_dice(
    gunnery: int,
    *,
    damaged: bool = False,
    factors: Iterable[str] = (),
    gale: str | None = None,
    captain: str = "competent",
    poor_admiral: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """How many dice a salvo throws [5.5.1, 5.5.3.1, 5.6.1, 1.5.2c, APP.1.2.2]: the Gunnery stat, halved (rounded up)
    on a damaged ship and again in a gale at a target downwind, one die fewer under a Poor captain and one more
    within 12 inches of a Poor admiral's flagship (``poor_admiral`` [APP.1.2.1r]), both before or after the halving
    as reading ``poor_captain_die`` says (:func:`crew_dice`), then each tactical factor of :data:`FACTORS` adds or
    takes its dice; never fewer than none.

    Reading ``one_in_ten`` says whether every factor counts its tens on the dice before any factor (``base-dice``:
    11 dice and a night shot lose 4) or on what the factors before it left (``sequential``, deductions first);
    ``gale_quarter`` how a damaged ship firing downwind in a gale rounds its quarter.
    """
    r = READINGS.resolve(readings)
    stat = read_count(gunnery, "Gunnery stat")
    named = list(factors)
    for f in named:
        if f not in FACTORS:
            raise UnknownChoiceError("tactical factor", f, FACTORS)
    downwind = read_gale(gale) == "downwind"
    steps = [Step("5.5.1", f"Gunnery {stat}", stat)]
    own = crew_dice(stat, damaged=damaged, poor=read_captain(captain) == "poor", readings=r, poor_admiral=poor_admiral)
    dice = stat
    for cause, left in own:
        if cause in LOST_DIE:
            who = "a Poor captain fires" if cause == "poor" else "a Poor admiral within 12 inches: she fires"
            case = "APP.1.2.2" if cause == "poor" else "APP.1.2.1"
            steps.append(RULINGS.step(case, f"{who} one die fewer", r, "poor_captain_die", value=-1))
        else:
            steps.append(Step("5.6.1", f"a damaged ship fires half its Gunnery, rounded up: {left}", left - dice))
        dice = left
    # a gale's quarter is of the Gunnery the ship has: less the Poor officers' dice when they come off first
    lost = [left for cause, left in own if cause in LOST_DIE]
    base = lost[-1] if lost and own[0][0] in LOST_DIE else stat
    if downwind:
        dice = _gale_dice(base, dice, damaged, r, steps)
    dice = _factored(dice, named, r, steps)
    return RULINGS(
        "gunnery dice",
        dice,
        steps,
        readings=r,
        keys=("one_in_ten",) if named else (),
        value=dice,
        measure=f"{{}} {agree(dice, 'die', 'dice')}",
    )


@dataclass(frozen=True)
class Member:
    """A squadron member able to join a combined salvo [9.2]: it sees the target and lies within 6 inches of a fellow
    (the geometry decides that), with its Gunnery stat, the band of its own range to the target and its damage."""

    name: str
    gunnery: int
    band: str
    damaged: bool = False
    captain: str = "competent"  #: a Poor captain's member fires a die fewer (reading ``poor_captain_die``)
    poor_admiral: bool = False  #: within 12 inches of a Poor admiral's flagship: a die fewer, the same way


def squadron_dice(
    members: Sequence[Member],
    *,
    factors: Iterable[str] = (),
    gale: str | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The dice and band of a squadron's combined salvo at one target [9.2]: the members' Gunnery dice (each halved
    when damaged) added, then the tactical factors on the total; the band of the member furthest off; never a rake.

    The value is the dice; the facts ``band`` (the verdict) and ``dice``. Three 5th rates of Gunnery 4, one
    unsighted, the others at short and medium range: 8 dice at medium range.
    """
    r = READINGS.resolve(readings)
    if not members:
        raise InvalidInputError("squadron members", [], "the members that see the target, at least one")
    steps: list[Step] = []
    total = 0
    for m in members:
        read_band(m.band)
        dice = read_count(m.gunnery, f"Gunnery stat of {m.name}")
        poor = read_captain(m.captain) == "poor"
        own = crew_dice(dice, damaged=m.damaged, poor=poor, readings=r, poor_admiral=m.poor_admiral)
        dice = own[-1][1] if own else dice
        hurt = "".join(OWN_DICE[cause] for cause, _ in own)
        said = f"{m.name} at {m.band} range adds Gunnery {m.gunnery}{hurt}"
        poor = any(cause in LOST_DIE for cause, _ in own)
        steps.append(RULINGS.step("9.2", said, r, "poor_captain_die", value=dice) if poor else Step("9.2", said, dice))
        total += dice
    band = max((m.band for m in members), key=BANDS.index)
    steps.append(
        Step("9.2", f"the member furthest off is at {band} range: the salvo is fired at {band} range, never raking")
    )
    ruled = gunnery_dice(total, factors=factors, gale=gale, readings=r)
    steps += [s for s in ruled.steps[1:]]
    return RULINGS(
        "squadron salvo",
        band,
        steps,
        readings=r,
        also=ruled.readings,
        value=ruled.value,
        measure=f"{{}} {agree(ruled.value or 0, 'die', 'dice')}",
        facts={"band": band, "dice": ruled.value},
        kind="salvo",
    )


@dataclass(frozen=True)
class Throw:
    """One round of a salvo: its dice, the hits and explosions they scored, and the dice that missed."""

    dice: tuple[int, ...]
    hits: int
    explosions: int
    misses: int


def pool(
    dice: int,
    band: str,
    *,
    raking: bool = False,
    shooter: str = "ship",
    captain: str = "competent",
    readings: ReadingsLike | None = None,
) -> Pool:
    """The pool of a salvo of ``dice`` dice in ``band`` [5.5.1, 5.5.2]; a rake chains explosions [5.5.5], never at
    long or extreme range. A shore battery hits on 4+ and explodes on 6 at any range [9.1.3] (whether its rake
    chains at long range is reading ``battery_rake_range``); a bomb vessel always fires as if raking and never at
    short range [9.1.4]. Guns (``shooter="guns"``) fire explosive shells: a 6 explodes at long and extreme range too
    [5.5.2]."""
    r = READINGS.resolve(readings)
    band = read_band(band)
    read_shooter(shooter)
    if shooter == "bomb" and band == "short":
        raise IllegalActionError("a bomb vessel cannot fire at short range", "9.1.4")
    hit, explode = (BATTERY_HIT, BATTERY_EXPLODE) if shooter == "battery" else (HIT[band], EXPLODE[band])
    if shooter == "guns" and band in ("long", "extreme"):
        explode = SHELL_EXPLODE
    rakes = raking or shooter == "bomb"
    if band not in ("short", "medium"):
        rakes = rakes and shooter == "battery" and r["battery_rake_range"] == "any-range"
    return Pool(
        read_count(dice, "gunnery dice"),
        hit,
        explode,
        chain=rakes,
        explosion_hits=r["explosion_is_hit"] == "also-hit",
        reroll_ones="marksman" in captain_parts(read_captain(captain)),
    )


def read_captain(captain: str) -> str:
    """``captain`` if it names one of :data:`CAPTAINS` or a captain legend [APP.1.2.3], else an error listing them."""
    known = (*CAPTAINS, *captain_legends())
    if captain not in known:
        raise UnknownChoiceError("special captain", captain, known)
    return captain


def read_shooter(shooter: str) -> str:
    """``shooter`` if it names one of :data:`SHOOTERS`, else an error listing them."""
    if shooter not in SHOOTERS:
        raise UnknownChoiceError("who fires", shooter, SHOOTERS)
    return shooter


def shooter_steps(shooter: str, band: str, raking: bool, p: Pool, r: Mapping[str, str]) -> list[Step]:
    """What a shore battery or bomb vessel changes [9.1.3, 9.1.4], and a rake that cannot chain at this range [5.5.5]."""
    steps = []
    if shooter == "guns" and band in ("long", "extreme"):
        steps.append(Step("5.5.2", f"Guns fire explosive shells: a {SHELL_EXPLODE} explodes at {band} range too"))
    if shooter == "battery":
        steps.append(
            Step("9.1.3", f"a shore battery hits on {BATTERY_HIT}+ and explodes on {BATTERY_EXPLODE} at any range")
        )
    if shooter == "bomb":
        steps.append(Step("9.1.4", "a bomb vessel fires from above: always as if raking"))
    far = band not in ("short", "medium")
    if shooter == "battery" and raking and far:
        said = f"the battery's rake chains at {band} range too" if p.chain else f"no rake at {band} range"
        steps.append(RULINGS.step("5.5.5", said, r, "battery_rake_range"))
    elif (raking or shooter == "bomb") and not p.chain and (p.explode is not None or raking):
        steps.append(Step("5.5.5", f"no rake at {band} range: the shot is fired as an ordinary salvo"))
    return steps


def _score(dice: tuple[int, ...], p: Pool, explodes: bool) -> Throw:
    """What one round of dice scored: a die at or above the hit score hits, at or above the explosion score
    explodes (when this round can), and under ``explosion_is_hit=instead`` an exploding die is no hit."""
    boom = sum(1 for d in dice if explodes and p.explode is not None and d >= p.explode)
    hits = sum(1 for d in dice if d >= p.hit) - (0 if p.explosion_hits else boom)
    return Throw(dice, hits, boom, sum(1 for d in dice if d < p.hit))


def _rounds(p: Pool, dice: tuple[int, ...], bonus: tuple[int, ...]) -> list[Throw]:
    """Every round of the salvo: the gunnery dice, then each round of bonus dice its explosions called for."""
    rounds = [_score(dice, p, True)]
    left = bonus
    while rounds[-1].explosions:
        want = rounds[-1].explosions
        if len(left) < want:
            raise InvalidInputError(
                "bonus dice",
                list(bonus),
                f"{plural(len(bonus) - len(left) + want, 'die result')} in all: the explosions call for {want} more",
            )
        rounds.append(_score(left[:want], p, p.chain))
        left = left[want:]
    if left:
        used = len(bonus) - len(left)
        raise InvalidInputError("bonus dice", list(bonus), f"{plural(used, 'die result')}: no explosion calls for more")
    return rounds


def bonus_wanted(p: Pool, dice: Sequence[int], bonus: Sequence[int]) -> int:
    """How many more bonus dice the explosions of the gunnery ``dice`` and the ``bonus`` dice thrown so far call
    for [5.5.2, 5.5.5]: 0 once the salvo is complete. The engine asks it to know when a salvo's dice are all in."""
    due = _score(tuple(dice), p, True).explosions
    left = tuple(bonus)
    while due and len(left) >= due:
        due, left = _score(left[:due], p, p.chain).explosions, left[due:]
    return max(0, due - len(left))


def _described(p: Pool, band: str, rounds: list[Throw], opening: list[Step]) -> list[Step]:
    first = rounds[0]
    shown = ", ".join(map(str, first.dice)) or "no dice"
    steps = [
        Step(
            "5.5.1",
            f"{plural(len(first.dice), 'die', 'dice')} at {band} range hit on {p.hit}+: {shown}: "
            f"{plural(first.hits, 'hit')}",
            first.hits,
        )
    ]
    if p.explode is None:
        steps.append(Step("5.5.2", f"no cannon shot explodes at {band} range"))
    steps[:0] = opening
    for before, now in zip(rounds, rounds[1:], strict=False):
        case = "5.5.5" if p.chain else "5.5.2"
        why = "raking, so bonus dice explode too" if p.chain else "bonus dice never explode outside a rake"
        dice = ", ".join(map(str, now.dice))
        more = f", {plural(now.explosions, 'explosion')}" if p.chain else ""
        steps.append(
            Step(
                case,
                f"{plural(before.explosions, 'explosion')} ({p.explode}+) throw {plural(before.explosions, 'bonus die', 'bonus dice')}"
                f" ({why}): {dice}: {plural(now.hits, 'hit')}{more}",
                now.hits,
            )
        )
    return steps


def salvo(
    band: str,
    dice: Sequence[int],
    bonus: Sequence[int] = (),
    *,
    raking: bool = False,
    shooter: str = "ship",
    captain: str = "competent",
    rerolls: Sequence[int] = (),
    target: str = "the target",
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The hits a salvo scores [5.5.1, 5.5.2, 5.5.5, 9.1.3, 9.1.4] from the gunnery ``dice`` thrown and the ``bonus`` dice its
    explosions called for, in the order thrown (a rake's later rounds after the first).

    The value is the number of hits; the facts give ``explosions``, the ``misses`` that would carry over to an
    entangled ship (reading ``carried_misses``) and the ``rounds`` thrown. Under a Marksman captain ``rerolls`` are
    the results of the gunnery dice's 1s thrown again, in order, before any bonus die [APP.1.2.2]. The Agamemnon's
    rake at medium range,
    ``salvo("medium", [1, 2, 2, 3, 4, 6, 6], [5, 6, 6, 2], raking=True)``, scores 6 hits.
    """
    r = READINGS.resolve(readings)
    thrown = read_dice(dice, "gunnery dice")
    extra = read_dice(bonus, "bonus dice")
    p = pool(len(thrown), band, raking=raking, shooter=shooter, captain=captain, readings=r)
    opening = shooter_steps(shooter, band, raking, p, r)
    thrown = rethrown(thrown, rerolls, "Marksman" if p.reroll_ones else "", "gunnery", opening)
    rounds = _rounds(p, thrown, extra)
    hits = sum(t.hits for t in rounds)
    steps = _described(p, band, rounds, opening)
    every = r["carried_misses"] == "every-die"
    misses = sum(t.misses for t in rounds) if every else rounds[0].misses
    keys = ("explosion_is_hit",) if p.explode is not None else ()
    return RULINGS(
        f"salvo at {target}",
        hits,
        steps,
        readings=r,
        keys=keys,
        value=hits,
        measure="hit",
        facts={
            "hits": hits,
            "explosions": sum(t.explosions for t in rounds),
            "misses": misses,
            "rounds": tuple(rounds),
            "pool": p,
        },
        kind="salvo",
    )


def hit_counts(p: Pool, rows: int | None = None) -> Counts:
    """The exact chances of the pool's hits: ``rows`` of them, or (``None``) every possible count outside a rake and,
    in a rake, as many as leave a remainder under :data:`SHOWN_BELOW` (the remainder is still exact)."""
    if rows is not None:
        return p.counts(rows)
    if p.certain_below:
        return p.counts(p.certain_below)
    rows = max(8, 2 * p.dice)
    while (counts := p.counts(rows)).tail >= SHOWN_BELOW:
        rows *= 2
    return counts


def odds_steps(p: Pool, counts: Counts) -> list[Step]:
    """How the chances of a pool's hits were worked out, for a ruling's steps."""
    steps = [Step("5.5.1", f"{plural(p.dice, 'die', 'dice')} hit on {p.hit}+")]
    if p.reroll_ones:
        steps.append(Step("APP.1.2.2", "a Marksman captain throws the gunnery 1s again once, before any bonus die"))
    if p.explode is not None:
        steps.append(Step("5.5.2", f"each {p.explode}+ explodes for a bonus die"))
    if p.chain:
        rest = format_chance(counts.tail) if counts.tail >= SHOWN_BELOW else f"{float(counts.tail):.3g}"
        steps.append(
            Step(
                "5.5.5",
                "raking: explosions chain without end, summed exactly in closed form from one die's generating function; "
                f"{len(counts.head)} or more hits has chance {rest}, exactly what the rows above leave",
            )
        )
    return steps


def salvo_odds(
    dice: int,
    band: str,
    *,
    raking: bool = False,
    shooter: str = "ship",
    captain: str = "competent",
    rows: int | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The exact chance of every number of hits a salvo of ``dice`` dice can score in ``band`` [5.5.1-5.5.5], fired
    by a ship, a shore battery or a bomb vessel (``shooter``, [9.1.3, 9.1.4]).

    The verdict is the :class:`~sailkit.rulesets.fighting_ships.dice.Counts`; the facts add the exact ``mean``. A rake's chain
    has no end: its chances are summed in closed form, never cut off, and the rows stop where what is left is under
    one in a million million (that remainder is given exactly too).
    """
    r = READINGS.resolve(readings)
    p = pool(dice, band, raking=raking, shooter=shooter, captain=captain, readings=r)
    counts = hit_counts(p, rows)
    return RULINGS(
        f"odds of a {band}-range salvo of {plural(p.dice, 'die', 'dice')}" + (" (raking)" if p.chain else ""),
        counts,
        shooter_steps(shooter, band, raking, p, r) + odds_steps(p, counts),
        readings=r,
        keys=("explosion_is_hit",) if p.explode is not None else (),
        facts={"pool": p, "mean": p.mean, "hits": counts},
        kind="odds",
    )


def entangled_fire(
    band: str,
    throws: Sequence[tuple[str, Sequence[int], Sequence[int]]],
    *,
    raking: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """A salvo at a ship entangled with others [5.6.5]: ``throws`` holds, for the target and then each ship entangled
    with it in turn, its name, the dice thrown at it and their bonus dice. The first throw is the salvo; each later one
    throws exactly the misses carried over from the one before, at the same range (reading ``carried_misses`` says
    whether bonus dice that missed carry over). The throws stop when no miss is left.

    The verdict names the hits on each ship; ``hits`` maps each ship to its hits. ``raking`` says whether the salvo
    at the target rakes it [5.5.5]; a carried-over throw is a fresh attack at the same range and never rakes.
    """
    r = READINGS.resolve(readings)
    if not throws:
        raise InvalidInputError("throws", [], "the salvo at the target, then the carried-over throws")
    steps: list[Step] = []
    hits: dict[str, int] = {}
    carried: int | None = None
    used: list[Ruling] = []
    for name, dice, bonus in throws:
        if carried == 0:
            raise InvalidInputError("throws", name, "no more throws: no miss was left to carry over")
        if carried is not None and len(dice) != carried:
            raise InvalidInputError(
                f"dice thrown at {name}", list(dice), f"{plural(carried, 'die result')}, one a miss"
            )
        if carried is not None:
            steps.append(
                RULINGS.step(
                    "5.6.5", f"{plural(carried, 'miss', 'misses')} carried over to {name}", r, "carried_misses"
                )
            )
        ruled = salvo(band, dice, bonus, raking=raking and carried is None, target=name, readings=r)
        used.append(ruled)
        steps += [Step(s.case, f"{name}: {s.reason}", s.value) for s in ruled.steps]
        hits[name] = hits.get(name, 0) + ruled.hits
        carried = ruled.misses
    said = ", ".join(f"{plural(h, 'hit')} on {n}" for n, h in hits.items())
    return RULINGS(
        "fire at entangled ships",
        said,
        steps,
        readings=r,
        keys=("carried_misses",),
        also=[p for u in used for p in u.readings],
        value=sum(hits.values()),
        measure="hit",
        facts={"hits": hits, "misses_left": carried, "salvos": tuple(used)},
        kind="salvo",
    )


__all__ = [
    "BANDS",
    "EXPLODE",
    "ERA_FACTORS",
    "FACTORS",
    "SAIL_FACTORS",
    "HIT",
    "BATTERY_EXPLODE",
    "BATTERY_HIT",
    "CAPTAINS",
    "FURTHER",
    "Member",
    "GALE",
    "SHELL_EXPLODE",
    "SHOOTERS",
    "bonus_wanted",
    "entangled_fire",
    "fire_band",
    "gunnery_dice",
    "hit_counts",
    "per_ten",
    "pool",
    "read_band",
    "read_captain",
    "read_shooter",
    "salvo",
    "salvo_odds",
    "shooter_steps",
    "squadron_dice",
]
