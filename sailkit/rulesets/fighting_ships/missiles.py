"""Goalkeepers and jamming [5.8.2]: a ship's AA points shooting down missiles before they strike.

In the sailing phase, once both players have sailed, each ship with a goalkeeper may fire it at missile counters
within 8 inches of her mainmast (all round, her own or a friend's attackers) [5.8.2, 2.1]: one die for each two AA
points (reading ``goalkeeper_dice``), each 6 destroying one missile, a 5 as well with ECM 3. A ship that does may
fire nothing in the next gunnery phase [5.8.2]. Missiles left strike as :mod:`.impacts` rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from ...dice import format_chance
from ...errors import InvalidInputError
from ...geometry.board import format_real, measured
from ...geometry.table import Point
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .dice import Counts, halved, read_count, read_dice
from .impacts import Target, hit_counts
from .odds import hits_odds
from .readings import RULINGS, chosen

#: A goalkeeper's reach from the ship's mainmast to the counter, all round [5.8.2].
REACH = 8.0
#: The score that intercepts a missile, and with ECM 3 [5.8.2].
INTERCEPT, WITH_ECM3 = 6, 5


def goalkeeper_dice(aa: int, readings: ReadingsLike | None = None) -> int:
    """The dice a goalkeeper of ``aa`` AA points throws [5.8.2]: one a pair of points (reading ``goalkeeper_dice``)."""
    aa = read_count(aa, "AA points", 0, 99)
    return halved(aa) if chosen(readings)["goalkeeper_dice"] == "halved-up" else aa // 2


def in_reach(mainmast: Point, counter: Point) -> bool:
    """Whether a missile counter lies within a goalkeeper's 8 inches of the ship's mainmast [5.8.2]."""
    return measured(mainmast.distance(counter)) <= REACH


def _need(ecm3: bool) -> int:
    return WITH_ECM3 if ecm3 else INTERCEPT


def _steps(ship: str, aa: int, dice: int, ecm3: bool, r: Readings) -> list[Step]:
    said = f"{ship}'s goalkeeper of {plural(aa, 'AA point')} throws {plural(dice, 'die', 'dice')}"
    need = f"each {_need(ecm3)}+ destroys a missile" + (" (ECM 3 adds 1)" if ecm3 else "")
    return [RULINGS.step("5.8.2", said, r, "goalkeeper_dice"), Step("5.8.2", need)]


def goalkeeper(
    ship: str,
    aa: int,
    missiles: int,
    dice: Sequence[int],
    *,
    ecm3: bool = False,
    gap: float = 0.0,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """A goalkeeper's fire at ``missiles`` counters ``gap`` inches from ``ship``'s mainmast [5.8.2], from its ``dice``:
    the verdict is how many are destroyed. A counter beyond 8 inches is refused, naming 5.8.2. The facts say
    ``destroyed``, ``left`` and that the ship may not fire next gunnery phase (``holds_fire``)."""
    r = chosen(readings)
    missiles = read_count(missiles, "missile counters", 1, 99)
    if measured(gap) > REACH:
        raise InvalidInputError("goalkeeper range", gap, f"at most {format_real(REACH)} inches, mainmast to counter")
    want = goalkeeper_dice(aa, r)
    thrown = read_dice(dice, "goalkeeper dice", want)
    destroyed = min(missiles, sum(d >= _need(ecm3) for d in thrown))
    steps = _steps(ship, aa, want, ecm3, r)
    steps += [
        Step("5.8.2", f"{', '.join(map(str, thrown)) or 'no dice'}: {plural(destroyed, 'missile')} destroyed"),
        Step("5.8.2", f"{ship} may fire nothing in the next gunnery phase"),
    ]
    facts = {"destroyed": destroyed, "left": missiles - destroyed, "holds_fire": True}
    return RULINGS("goalkeeper", destroyed, steps, readings=r, value=destroyed, facts=facts)


@dataclass(frozen=True)
class Keeper:
    """A ship firing her goalkeeper at a salvo [5.8.2]: her name, AA points and whether she has ECM 3."""

    name: str
    aa: int
    ecm3: bool = False


def interceptions(
    missiles: int, keepers: Sequence[Keeper], readings: ReadingsLike | None = None
) -> dict[int, Fraction]:
    """The chance of each number of ``missiles`` left once every goalkeeper of ``keepers`` has thrown its dice, each
    die scoring on its own ship's number [5.8.2]."""
    r = chosen(readings)
    shot: dict[int, Fraction] = {0: Fraction(1)}
    for k in keepers:
        dice, p = goalkeeper_dice(k.aa, r), Fraction(7 - _need(k.ecm3), 6)
        nxt: dict[int, Fraction] = {}
        for done, pd in shot.items():
            for s in range(dice + 1):
                key = min(missiles, done + s)
                nxt[key] = nxt.get(key, Fraction(0)) + pd * comb(dice, s) * p**s * (1 - p) ** (dice - s)
        shot = nxt
    return {missiles - k: p for k, p in sorted(shot.items())}


def missile_odds(
    missiles: int,
    target: Target,
    keepers: Sequence[Keeper] = (),
    *,
    discipline: int | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The exact odds of a salvo of ``missiles`` against ``target`` with the goalkeepers of ``keepers`` firing at it
    [5.8.1, 5.8.2]: missiles left, hits, hits through half her Hull, her tokens after and her fate. Facts as
    :func:`.odds.damage_odds`, with ``left`` (the chance of each number of missiles through)."""
    r = chosen(readings)
    missiles = read_count(missiles, "missile counters", 1, 99)
    left = interceptions(missiles, keepers, r)
    steps = [Step("5.8.1", f"{plural(missiles, 'missile')} home on {target.name}")]
    for k in keepers:
        steps += _steps(k.name, k.aa, goalkeeper_dice(k.aa, r), k.ecm3, r)
    steps += [
        Step("5.8.2", "missiles left: " + ", ".join(f"{n}: {format_chance(p)}" for n, p in sorted(left.items()))),
        Step("5.8.1", "two dice a missile for the hits"),
        Step("5.8.1", f"{target.name} saves with half her Hull {target.hull}: {target.saving('missile')} dice"),
    ]
    hits: Counts = hit_counts("missile", left)
    aa = sum(k.aa for k in keepers)
    question = f"odds of {plural(missiles, 'missile')} on {target.name} against {plural(aa, 'AA point')}"
    ruled = hits_odds(question, steps, hits, target.hull, saving=target.saving("missile"), ship=target.ship,
                      discipline=discipline, readings=r)  # fmt: skip
    facts = {**ruled.facts, "left": left}
    return RULINGS(ruled.question, ruled.verdict, ruled.steps, readings=r, also=ruled.readings, facts=facts,
                   kind="odds")  # fmt: skip


__all__ = ["INTERCEPT", "REACH", "Keeper", "WITH_ECM3", "goalkeeper", "goalkeeper_dice", "in_reach", "interceptions",
           "missile_odds"]  # fmt: skip
