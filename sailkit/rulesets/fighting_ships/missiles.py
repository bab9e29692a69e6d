"""Goalkeepers and jamming [5.8.2]: a ship's AA points shooting down missiles before they strike.

In the sailing phase, once both players have sailed, each ship with a goalkeeper may fire it at missile counters
within 8 inches of her mainmast (all round, her own or a friend's attackers) [5.8.2, 2.1]: one die for each two AA
points (reading ``goalkeeper_dice``), each 6 destroying one missile, a 5 as well with ECM 3. A ship that does may
fire nothing in the next gunnery phase [5.8.2]. Missiles left strike as :mod:`.impacts` rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import comb

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


def interceptions(missiles: int, dice: int, ecm3: bool) -> dict[int, Fraction]:
    """The chance of each number of ``missiles`` left after a goalkeeper's ``dice`` [5.8.2]."""
    p = Fraction(7 - _need(ecm3), 6)
    left: dict[int, Fraction] = {}
    for k in range(dice + 1):
        n = max(0, missiles - k)
        left[n] = left.get(n, Fraction(0)) + comb(dice, k) * p**k * (1 - p) ** (dice - k)
    return left


def salvo_odds(
    missiles: int,
    target: Target,
    aa: int = 0,
    *,
    ecm3: bool = False,
    discipline: int | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The exact odds of a salvo of ``missiles`` against ``target`` defended by a goalkeeper of ``aa`` AA points
    (``ecm3``: the goalkeeper's ship has ECM 3) [5.8.1, 5.8.2]: missiles left, hits, hits through half her Hull,
    her tokens after and her fate. Facts as :func:`.odds.damage_odds`, with ``left`` (missiles through)."""
    r = chosen(readings)
    missiles = read_count(missiles, "missile counters", 1, 99)
    dice = goalkeeper_dice(aa, r)
    left = interceptions(missiles, dice, ecm3)
    steps = [Step("5.8.1", f"{plural(missiles, 'missile')} home on {target.name}")]
    if dice:
        steps += _steps(target.name, aa, dice, ecm3, r)
    steps += [
        Step("5.8.2", "missiles left: " + ", ".join(f"{n}: {p}" for n, p in sorted(left.items()))),
        Step("5.8.1", "two dice a missile for the hits"),
        Step("5.8.1", f"{target.name} saves with half her Hull {target.hull}: {target.saving('missile')} dice"),
    ]
    hits: Counts = hit_counts("missile", left)
    question = f"odds of {plural(missiles, 'missile')} on {target.name} against {plural(aa, 'AA point')}"
    ruled = hits_odds(question, steps, hits, target.hull, saving=target.saving("missile"), ship=target.ship,
                      discipline=discipline, readings=r)  # fmt: skip
    facts = {**ruled.facts, "left": left}
    return RULINGS(ruled.question, ruled.verdict, ruled.steps, readings=r, also=ruled.readings, facts=facts,
                   kind="odds")  # fmt: skip


__all__ = ["INTERCEPT", "REACH", "WITH_ECM3", "goalkeeper", "goalkeeper_dice", "in_reach", "interceptions",
           "salvo_odds"]  # fmt: skip
