"""The hit table [9.34] and the critical-hit table [10.3].

Two dice, large the tens and small the units, 11 to 66 [9.0]; a roll at or under the Fire Value scores, the margin
giving hits (0-40 one, 41-80 two, 81+ three) [9.34]; a scoring double is also a critical, its kind a further d6 (a 6
wants one more) [10.3]. Nothing rolls: results are arguments, checked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

from ....dice import D6, D66, Distribution, check_die
from ....errors import InvalidInputError
from ....rulings import RuledStr, Ruling, Step
from ....wording import plural
from ..readings import RULINGS

CriticalKind = Literal["wheel", "mast", "fire"]
CRITICAL_KINDS: tuple[CriticalKind, ...] = ("wheel", "mast", "fire")

ONE_HIT_MAX = 40  #: largest margin giving one hit [9.34]
TWO_HITS_MAX = 80  #: largest margin giving two hits [9.34]


class SecondDieNeeded(InvalidInputError):
    """The first critical die was a 6: one more d6 must be rolled before the kind is known [10.3]."""

    def __init__(self) -> None:
        super().__init__("critical dice", (6,), "a second d6 after a first 6 [10.3]")


def check_fire_value(value: object) -> int:
    """A final Fire Value must be a whole number (it may be zero or negative after modifiers) [9.33]."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInputError("fire value", value, "a whole number")
    return value


def check_roll(roll: object) -> int:
    """A fire roll is two digits, each 1-6: 11-16, 21-26, ..., 61-66 [9.0]."""
    return check_die(roll, D66, "fire roll")


def hits_for_margin(margin: int) -> int:
    """Hits for a margin of Fire Value minus roll: below 0 none, then 1, 2 or 3 [9.34]."""
    if margin < 0:
        return 0
    if margin <= ONE_HIT_MAX:
        return 1
    if margin <= TWO_HITS_MAX:
        return 2
    return 3


def is_double(roll: int) -> bool:
    """Both dice show the same number (11, 22, ... 66) [9.34]."""
    return roll // 10 == roll % 10


@dataclass(frozen=True)
class HitResult:
    """What one fire roll did [9.34]: hits, whether a critical hit follows, and why.

    ``hit_result(65, 15).hits == 2``; truthy when the shot scored.
    """

    fire_value: int
    roll: int
    hits: int
    critical: bool
    ruling: Ruling = field(compare=False, repr=False)

    @property
    def margin(self) -> int:
        """Final Fire Value minus the roll [9.34]."""
        return self.fire_value - self.roll

    @property
    def large(self) -> int:
        """The large die, read as the tens digit [9.0]."""
        return self.roll // 10

    @property
    def small(self) -> int:
        """The small die, read as the units digit [9.0]."""
        return self.roll % 10

    def __bool__(self) -> bool:
        return self.hits > 0

    def __str__(self) -> str:
        return str(self.ruling)

    def _repr_html_(self) -> str:
        return self.ruling._repr_html_()


def hit_result(fire_value: int, roll: int) -> HitResult:
    """Hits and critical for a two-digit ``roll`` against a final ``fire_value`` [9.0, 9.34]: a margin below 0 misses,
    0-40 one hit, 41-80 two, 81+ three; a scoring double adds a critical [9.34, 10.3]."""
    fv = check_fire_value(fire_value)
    r = check_roll(roll)
    margin = fv - r
    hits = hits_for_margin(margin)
    double = is_double(r)
    critical = hits > 0 and double
    steps = [Step("9.0", f"large die {r // 10}, small die {r % 10}: the roll reads {r}")]
    if hits == 0:
        steps.append(Step("9.34", f"{r} is above the Fire Value {fv}: no effect"))
    else:
        band = {1: "0 to 40", 2: "41 to 80", 3: "81 or more"}[hits]
        steps.append(Step("9.34", f"{fv} - {r} = {margin}, in the {band} band: {plural(hits, 'hit')}"))
    if double:
        if critical:
            steps.append(Step("9.34", "a scoring double: a critical hit is inflicted as well (see 10.3)"))
        else:
            steps.append(Step("9.34", "a double, but it scored no hit, so no critical hit"))
    ruling = RULINGS(
        f"roll {r} against Fire Value {fv}",
        plural(hits, "hit") + (" and a critical hit" if critical else "") if hits else "no effect",
        steps,
        value=hits,
        measure="hit",  # "no effect, 0 hits"; "2 hits" already says it
        facts={"hits": hits, "critical": critical, "margin": margin},
    )
    return HitResult(fv, r, hits, critical, ruling)


def critical_kind(first: int, second: int | None = None) -> RuledStr:
    """The kind of critical hit for the d6 rolled after a scoring double [10.3].

    1-3 wheel [10.32], 4-5 mast [10.31]; a 6 calls for a second d6: 1-3 mast, 4-6 fire [10.33]. ``first == 6`` without
    ``second`` raises :class:`SecondDieNeeded` (a :class:`ValueError`); a ``second`` after another first is refused."""
    a = check_die(first, D6, "critical die")
    steps = [Step("10.3", f"critical die shows {a}")]
    if a != 6:
        if second is not None:
            raise InvalidInputError("second critical die", second, "no second die: one is rolled only after a 6 [10.3]")
        kind: CriticalKind = "wheel" if a <= 3 else "mast"
        steps.append(Step("10.3", "1-3 is a wheel hit" if kind == "wheel" else "4-5 is a mast hit"))
    else:
        if second is None:
            raise SecondDieNeeded()
        b = check_die(second, D6, "second critical die")
        kind = "mast" if b <= 3 else "fire"
        steps.append(
            Step(
                "10.3",
                f"a 6 calls for another die, which shows {b}: "
                + ("1-3 is a mast hit" if kind == "mast" else "4-6 is a fire hit"),
            )
        )
    ruling = RULINGS("kind of critical hit", kind, steps, facts={"dice": (a,) if a != 6 else (a, second)})
    return RuledStr(kind, ruling)


def critical_dice_needed(dice: tuple[int, ...]) -> int:
    """How many more d6 the critical table needs after ``dice`` [10.3]: 1 with none, 1 after a lone 6, else 0."""
    if not dice:
        return 1
    if len(dice) == 1 and dice[0] == 6:
        return 1
    return 0


def critical_distribution() -> Distribution:
    """Exact chances of each kind once a critical hit is scored: wheel 1/2, mast 5/12, fire 1/12 [10.3]."""
    counts: dict[str, Fraction] = {k: Fraction(0) for k in CRITICAL_KINDS}
    for a in D6:
        if a != 6:
            counts[str(critical_kind(a))] += Fraction(1, 6)
        else:
            for b in D6:
                counts[str(critical_kind(a, b))] += Fraction(1, 36)
    return Distribution(counts)
