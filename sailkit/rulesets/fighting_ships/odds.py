"""The exact odds of a salvo from the throw to its end [5.5.1-5.5.5, 5.6.1-5.6.4, APP.2.2.1]: hits, hits through
the Hull, tokens placed, whether the ship sinks or strikes, and the morale its fleet loses, all as fractions.

Hits come from :class:`~sailkit.rulesets.fighting_ships.dice.Pool` (a rake's endless chain summed in closed form):
only the chances of fewer than ``8 + Hull`` hits matter one by one, since that many or more always put 8 or more
through and destroy the ship, so the rest is one exact remainder. Saves are a binomial of the Hull dice; the Damage
Deck, the critical checks and the strike test follow the same readings as :func:`~.damage.take_hits`, so the odds
and the rulings of the dice thrown never disagree (the tests hold them to it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from math import comb
from typing import Any

from ...dice import Distribution, format_chance
from ...errors import InvalidInputError
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .criticals import checks_for, outcomes
from .damage import DESTROYED, SAVE, UNHARMED, Afloat, deck, morale_for_damage
from .dice import Counts, pass_chance, read_count
from .gunnery import hit_counts, odds_steps, pool, shooter_steps
from .readings import READINGS, RULINGS

SUNK, STRUCK, AFLOAT = "sunk", "struck", "afloat"
#: A steamship of destroyer size or larger who fails the strike test runs for the edge instead [5.6.4].
RUNS = "runs"
#: What a shore battery's ends are called in words: destroyed for sunk, silenced for struck [9.1.3].
FORT_WORDS: dict[object, str] = {SUNK: "destroyed", STRUCK: "silenced"}
#: Every chance of one critical check is a whole number of 216ths [5.6.2].
ONE_CHECK = 216


def through_odds(hits: Counts, hull: int, *, rethrow_ones: bool = False) -> dict[int, Fraction]:
    """The chance of each number of hits through a Hull of ``hull`` [5.6.1], 8 standing for 8 or more; a Hull die
    saves with chance 1/2, or 7/12 when its 1s are thrown again (an Architect captain [APP.1.2.2])."""
    p = Fraction(7, 12) if rethrow_ones else Fraction(1, 2)
    saves = [comb(hull, s) * p**s * (1 - p) ** (hull - s) for s in range(hull + 1)]
    out: dict[int, Fraction] = {}
    for h, ph in enumerate(hits.head):
        if ph:
            for s, ps in enumerate(saves):
                t = min(DESTROYED, max(0, h - s))
                out[t] = out.get(t, Fraction(0)) + ph * ps
    if hits.tail:
        out[DESTROYED] = out.get(DESTROYED, Fraction(0)) + hits.tail
    return out


#: One end of an attack: (Damage tokens placed, Anchor tokens placed, sunk by the magazine).
End = tuple[int, int, bool]


def critical_odds(damage: int, anchor: int, limit: int, r: Mapping[str, str]) -> dict[End, Fraction]:
    """The chance of each end of the critical checks [5.6.2] for ``damage`` fresh Damage tokens, ``anchor`` Anchor
    tokens already placed and a ship that carries ``limit`` more tokens afloat.

    A catastrophic hit checked in turn (reading ``critical_extra_token=checked``) can chain; each link adds a token,
    so once the tokens left after every pending check could still remove one are over ``limit`` the ship sinks
    whatever follows, and that whole remainder is counted as sunk, exactly. The chances are kept as whole numbers
    over ``216**rounds`` (every chance of one check is a multiple of 1/216) and divided once at the end.
    """
    return dict(_critical_odds(damage, anchor, limit, r["critical_checks"], r["critical_extra_token"]))


@lru_cache(maxsize=256)
def _critical_odds(damage: int, anchor: int, limit: int, checks: str, extra: str) -> tuple[tuple[End, Fraction], ...]:
    r = {"critical_checks": checks, "critical_extra_token": extra}
    table = [(int(q * ONE_CHECK), c) for q, c in outcomes(r)]
    ends: dict[End, int] = {}
    states = {(damage, anchor, checks_for(damage, r)): 1}
    rounds = 0  # every weight is over ONE_CHECK**rounds
    while states:
        rounds, now, states = rounds + 1, states, {}
        ends = {k: v * ONE_CHECK for k, v in ends.items()}
        for (d, a, pending), w in now.items():
            if not pending or d - pending > limit:
                end = (d, a, bool(pending))
                ends[end] = ends.get(end, 0) + w * ONE_CHECK
                continue
            for q, check in table:
                key = (d + check.damage, a + check.anchor, pending - 1 + (1 if check.again else 0))
                if check.sinks:
                    ends[(d, a, True)] = ends.get((d, a, True), 0) + w * q
                else:
                    states[key] = states.get(key, 0) + w * q
    scale = ONE_CHECK**rounds
    return tuple((k, Fraction(v, scale)) for k, v in ends.items())


def entangled_odds(
    dice: int,
    band: str,
    ships: Sequence[str],
    *,
    raking: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The exact odds of a salvo of ``dice`` dice at the first of ``ships``, entangled with the others in turn, its
    misses thrown again at the next [5.6.5]: the chance of each number of hits on each ship.

    Each die leaves at most one miss (:meth:`~sailkit.rulesets.fighting_ships.dice.Pool.miss_chance`, reading
    ``carried_misses``), so the dice thrown at the next ship are a binomial thinning of those thrown at this one, and
    the hits on each ship a mixture of finite pools (the first may rake, its chain summed as in :func:`fire_odds`).
    The facts give ``hits`` (ship to :class:`Counts`), ``means`` (ship to its exact mean hits) and ``misses_left``.
    """
    r = READINGS.resolve(readings)
    if not ships:
        raise InvalidInputError("ships", [], "the target, then the ships entangled with it")
    every = r["carried_misses"] == "every-die"
    thrown: dict[int, Fraction] = {read_count(dice, "gunnery dice"): Fraction(1)}
    hits: dict[str, Counts] = {}
    means: dict[str, Fraction] = {}
    steps: list[Step] = []
    for j, name in enumerate(ships):
        chain = raking and j == 0
        pools = {d: pool(d, band, raking=chain, readings=r) for d in thrown}
        rows = max(len(hit_counts(p).head) for p in pools.values())
        head = [Fraction(0)] * rows
        for d, pd in thrown.items():
            for k, pk in enumerate(pools[d].counts(rows).head):
                head[k] += pd * pk
        hits[name] = Counts(tuple(head))
        means[name] = sum((pd * pools[d].mean for d, pd in thrown.items()), Fraction(0))
        if j:
            steps.append(RULINGS.step("5.6.5", f"the misses are thrown again at {name}", r, "carried_misses"))
        steps.append(Step("5.5.1", f"hits on {name}: {hits[name]}"))
        q = next(iter(pools.values())).miss_chance(every)
        carried: dict[int, Fraction] = {}
        for d, pd in thrown.items():
            for k in range(d + 1):
                carried[k] = carried.get(k, Fraction(0)) + pd * comb(d, k) * q**k * (1 - q) ** (d - k)
        thrown = {k: v for k, v in carried.items() if v}
    said = ", ".join(f"{n} {float(m):.2f}" for n, m in means.items())
    return RULINGS(
        f"odds of {plural(dice, 'die', 'dice')} at {band} range at entangled ships",
        f"mean hits: {said}",
        steps,
        readings=r,
        keys=("carried_misses", "explosion_is_hit"),
        facts={"hits": hits, "means": means, "misses_left": Distribution(dict(thrown))},
        kind="odds",
    )


def _listed(chances: Mapping[Any, Fraction]) -> str:
    """Each outcome with its exact chance, numbers in order and words after them."""
    order = sorted(chances, key=lambda k: (isinstance(k, str), k if isinstance(k, int) else 0, str(k)))
    return ", ".join(f"{k}: {format_chance(chances[k])}" for k in order if chances[k])


def _add(into: dict[object, Fraction], key: object, p: Fraction) -> None:
    into[key] = into.get(key, Fraction(0)) + p


def fire_odds(
    dice: int,
    band: str,
    hull: int,
    *,
    raking: bool = False,
    shooter: str = "ship",
    captain: str = "competent",
    ship: Afloat = UNHARMED,
    discipline: int | None = None,
    dismast: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The exact odds of a salvo of ``dice`` dice in ``band`` at a ship of Hull ``hull`` with the tokens of ``ship``,
    fired by a ship, a shore battery or a bomb vessel (``shooter`` [9.1.3, 9.1.4]).

    The verdict says the chance of each end (sunk, struck, afloat; for a shore battery destroyed, silenced, afloat
    [9.1.3]); the facts hold every distribution as a
    :class:`~sailkit.dice.Distribution` of fractions: ``hits`` (a :class:`Counts`, its last row "N or more"),
    ``through`` (8 for 8 or more), ``damage_tokens`` (the ship's total after, or ``"sunk"``), ``anchor`` (Anchor tokens
    placed), ``fate`` and ``morale_lost`` (points game). ``discipline`` is the ship's Discipline stat: with it the
    chance of failing an immediate strike test (reading ``strike_test=on-reaching``) counts as struck; without it,
    or under ``repair-phase``, a ship brought one token short of sinking is ``afloat`` and ``strike_test_due`` gives
    that chance.
    """
    r = READINGS.resolve(readings)
    hull = read_count(hull, "Hull stat")
    p = pool(dice, band, raking=raking, shooter=shooter, captain=captain, readings=r)
    hits = p.counts(DESTROYED + hull)
    question = f"odds of {plural(p.dice, 'die', 'dice')} at {band} range" + (" (raking)" if p.chain else "")
    keys = ("explosion_is_hit",) if p.explode is not None else ()
    steps = shooter_steps(shooter, band, raking, p, r) + odds_steps(p, hits)
    return _ended(f"{question} on Hull {hull}", steps, hits, hull, ship, discipline, dismast, r, keys)


def damage_odds(
    hits: int,
    hull: int,
    *,
    ship: Afloat = UNHARMED,
    discipline: int | None = None,
    dismast: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The exact odds of what ``hits`` hits, already scored, do to a ship of Hull ``hull`` with the tokens of ``ship``
    [5.6.1-5.6.4]: the same facts as :func:`fire_odds`, before the Hull dice are thrown."""
    r = READINGS.resolve(readings)
    hits = read_count(hits, "hits")
    exactly = Counts(tuple(Fraction(int(k == hits)) for k in range(hits + 1)))
    steps = [Step("5.6.1", f"{plural(hits, 'hit')} scored")]
    return _ended(f"odds of {plural(hits, 'hit')} on Hull {hull}", steps, exactly, hull, ship, discipline, dismast, r)


def _saved_by(hull: int, saving: int) -> str:
    """What throws the saves: the Hull, or so many of its dice [5.6.1, 5.7.2]."""
    return f"Hull {hull}" if saving == hull else f"Hull {hull} with {plural(saving, 'die', 'dice')}"


def hits_odds(
    question: str,
    steps: Sequence[Step],
    hits: Counts,
    hull: int,
    *,
    saving: int | None = None,
    ship: Afloat = UNHARMED,
    discipline: int | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The exact odds of what a chance of each number of ``hits`` does to a ship of Hull ``hull`` saved by ``saving``
    Hull dice [5.6.1-5.6.4]: the same facts as :func:`fire_odds`, for hits that come from elsewhere than a salvo
    (a torpedo's die, a missile's two [5.7.2, 5.8.1]); ``steps`` say where they came from."""
    r = READINGS.resolve(readings)
    return _ended(question, list(steps), hits, hull, ship, discipline, False, r, saving=saving)


@dataclass
class _Ends:
    """The chance of every end of an attack, gathered outcome by outcome: Damage tokens after, Anchor tokens placed,
    the ship's fate, morale lost, and the chance a strike test falls due later (reading ``strike_test``)."""

    tokens: dict[object, Fraction] = field(default_factory=dict)
    anchors: dict[object, Fraction] = field(default_factory=dict)
    fate: dict[object, Fraction] = field(default_factory=dict)
    morale: dict[object, Fraction] = field(default_factory=dict)
    due: Fraction = Fraction(0)


def _tally(
    through: Mapping[int, Fraction], hull: int, ship: Afloat, fails: Fraction | None, dismast: bool, r: Readings
) -> _Ends:
    """Every end of ``through`` hits going through, with its chance [5.6.1-5.6.4, APP.2.2.1]."""
    ends = _Ends()
    at_once = r["strike_test"] == "on-reaching"
    for t, pt in through.items():
        dealt = deck(t, ship.anchored, r, fort=ship.fort)
        if dealt.destroyed:
            for into, key in (
                (ends.tokens, SUNK),
                (ends.fate, SUNK),
                (ends.anchors, 0),
                (ends.morale, morale_for_damage(t, 0, hull, r) + hull),
            ):
                _add(into, key, pt)
            continue
        damage, anchor = dealt.damage, dealt.anchor
        if dismast:
            damage, anchor = 0, anchor + damage
        for (d, a, magazine), pc in critical_odds(damage, anchor, ship.limit - ship.damage, r).items():
            p_end = pt * pc
            total = ship.damage + d
            sunk = magazine or total > ship.limit
            brink = not sunk and d > 0 and total == ship.limit and at_once
            _add(ends.tokens, SUNK if sunk else total, p_end)
            _add(ends.anchors, 0 if ship.fort else a, p_end)
            lost = morale_for_damage(t, d, hull, r)
            if sunk:
                _add(ends.fate, SUNK, p_end)
                _add(ends.morale, lost + hull, p_end)
            elif brink and fails is not None:
                _add(ends.fate, RUNS if ship.runs else STRUCK, p_end * fails)
                _add(ends.fate, AFLOAT, p_end * (1 - fails))
                _add(ends.morale, lost + _hull_on_failing(hull, ship, r), p_end * fails)
                _add(ends.morale, lost, p_end * (1 - fails))
            else:
                ends.due += p_end if brink else 0
                _add(ends.fate, AFLOAT, p_end)
                _add(ends.morale, lost, p_end)
    return ends


def _hull_on_failing(hull: int, ship: Afloat, r: Readings) -> int:
    """The morale a failed strike test costs at once: the Hull of a ship that strikes; of a big steamship, who runs
    for the edge instead, her Hull only under reading ``edge_run_morale=on-failing`` [5.6.4]."""
    return hull if not ship.runs or r["edge_run_morale"] == "on-failing" else 0


def _strike_step(ship: Afloat, r: Readings) -> Step:
    """The strike test's step: for a big steamship, that failing it she runs for the edge instead [5.6.4]."""
    said = f"a ship brought to {ship.limit} Damage tokens tests to strike"
    if not ship.runs:
        return RULINGS.step("5.6.4", said, r, "strike_test")
    said += "; failing, this steamship runs for the nearest edge instead"
    return RULINGS.step("5.6.4", said, r, "strike_test", "edge_run_morale")


def _ended(
    question: str,
    steps: list[Step],
    hits: Counts,
    hull: int,
    ship: Afloat,
    discipline: int | None,
    dismast: bool,
    r: Readings,
    keys: tuple[str, ...] = (),
    saving: int | None = None,
) -> Ruling:
    """The odds ruling of every end of ``hits`` on the ship (:func:`fire_odds`, :func:`damage_odds`), saved by
    ``saving`` Hull dice (``None``: the whole Hull)."""
    hull = read_count(hull, "Hull stat")
    saving = hull if saving is None else read_count(saving, "Hull dice")
    through = through_odds(hits, saving, rethrow_ones=bool(ship.rethrows("Hull")))
    authoritarian = bool(ship.rethrows("Discipline"))
    fails = None if discipline is None else 1 - pass_chance(discipline, rethrow_ones=authoritarian)
    ends = _tally(through, hull, ship, fails, dismast, r)
    steps = [
        *steps,
        Step("5.6.1", f"{_saved_by(hull, saving)} saves on {SAVE}+; {DESTROYED} or more through destroy the ship"),
        RULINGS.step("5.6.1", "the Damage Deck reads what goes through", r, "damage_deck"),
        RULINGS.step(
            "5.6.2", "every fresh Damage token may bring a critical", r, "critical_checks", "critical_extra_token"
        ),
        _strike_step(ship, r),
        RULINGS.step("APP.2.2.1", "morale lost in a points game", r, "morale_basis"),
    ]
    fates = Distribution(ends.fate)
    words: dict[object, str] = {**FORT_WORDS} if ship.fort else {RUNS: "runs for the edge"}
    said = ", ".join(
        f"{words.get(k, k)} {format_chance(fates[k])}"
        for k in (SUNK, RUNS if ship.runs else STRUCK, AFLOAT)
        if k in fates
    )
    shown: dict[object, Fraction] = {k: v for k, v in through.items() if k < DESTROYED}
    shown |= {f"{DESTROYED} or more": through[DESTROYED]} if DESTROYED in through else {}
    steps += [
        Step("5.5.1", f"hits: {hits}"),
        Step("5.6.1", f"hits through: {_listed(shown)}"),
        Step("5.6.1", f"Damage tokens after: {_listed({words.get(k, k): c for k, c in ends.tokens.items()})}"),
        Step("5.6.1", f"Anchor tokens placed: {_listed(ends.anchors)}"),
        Step("APP.2.2.1", f"morale lost: {_listed(ends.morale)}"),
        Step("5.6.3", f"in the end: {said}"),
    ]
    facts = {
        "hits": hits,
        "through": Distribution(dict(through)),
        "damage_tokens": Distribution(ends.tokens),
        "anchor": Distribution(ends.anchors),
        "fate": fates,
        "morale_lost": Distribution(ends.morale),
        "strike_test_due": ends.due,
    }
    return RULINGS(question, said, steps, readings=r, keys=keys, facts=facts, kind="odds")


__all__ = [
    "AFLOAT",
    "RUNS",
    "STRUCK",
    "SUNK",
    "critical_odds",
    "damage_odds",
    "entangled_odds",
    "fire_odds",
    "hits_odds",
    "through_odds",
]
