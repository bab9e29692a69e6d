"""Special ordnance in a fleet [9.1.1]: only where the scenario allows it, and at most half the fleet's points.

Under sail the special ordnance is the fireship [9.1.2], the bomb vessel [9.1.4] and the shore batteries of 9.1.3,
which stand on a shore (:mod:`.batteries`). A :class:`~.scenarios.Setup` names, side by side, the stat lines
its scenario lets each fleet field (``Ordnance`` in a record's headers: ``fireship,bomb-vessel -``, ``-`` for
none); a fleet with any other, or with more than half its points on them, is refused with an
:class:`OrdnanceError` naming the case. Half of what: the fleet's cost or the agreed total, is reading
``ordnance_half`` (:func:`ordnance_cap`), asked here and by :func:`~.fleet.muster` alike.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from ...errors import InvalidInputError
from ...readings import Readings, ReadingsLike
from ...rulings import Step
from .readings import RULINGS, chosen

#: The stat lines of special ordnance under sail [9.1.2, 9.1.3, 9.1.4].
ORDNANCE = ("fireship", "bomb-vessel", "small-battery", "medium-battery", "large-battery")
#: What a scenario that allows no special ordnance writes for a side.
NONE = "-"


class OrdnanceError(InvalidInputError):
    """A fleet fields special ordnance its scenario does not allow, or spends over half its points on it [9.1.1]."""

    case = "9.1.1"


def ordnance_cap(cost: int, agreed: int | None, readings: Readings) -> tuple[Fraction, Step]:
    """The most points a fleet costing ``cost`` may spend on special ordnance in a game of ``agreed`` points
    (``None``: a set-up, which names no agreed total) [9.1.1], with the step saying so: half of what the fleet costs,
    or half of the agreed total, by reading ``ordnance_half``."""
    of_agreed = readings["ordnance_half"] == "agreed-points" and agreed is not None
    total = agreed if of_agreed and agreed is not None else cost
    what = f"the agreed {total} points" if of_agreed else f"the fleet's cost, {total} points"
    step = RULINGS.step("9.1.1", f"special ordnance may take at most half of {what}", readings, "ordnance_half")
    return Fraction(total, 2), step


def check_ordnance(
    ships: Iterable[tuple[str, int, str, int]],
    allowed: tuple[tuple[str, ...], ...],
    readings: ReadingsLike | None = None,
    points: int | None = None,
) -> None:
    """Refuse a set-up's fleets, each ship given as (name, side, stat line's key, points), where a side fields
    special ordnance its scenario does not allow it (``allowed``: the keys side 1, then side 2, may field) or spends
    more on it than :func:`ordnance_cap` allows (the agreed ``points`` when known, reading ``ordnance_half``)
    [9.1.1]."""
    fleets = list(ships)
    r = chosen(readings)
    for side in (1, 2):
        own = [(n, k, c) for n, s, k, c in fleets if s == side]
        special = [(n, k, c) for n, k, c in own if k in ORDNANCE]
        refused = [n for n, k, _ in special if k not in allowed[side - 1]]
        if refused:
            may = ", ".join(allowed[side - 1]) or "no special ordnance"
            raise OrdnanceError(f"side {side}'s fleet", refused, f"what its scenario allows it: {may} (9.1.1)")
        spent = sum(c for *_, c in special)
        cap, _ = ordnance_cap(sum(c for *_, c in own), points, r)
        if special and spent > cap:
            names = [n for n, *_ in special]
            whose = "its" if cap * 2 == sum(c for *_, c in own) else "the agreed"
            expected = f"at most half {whose} {int(cap * 2)} points on special ordnance, not {spent} (9.1.1)"
            raise OrdnanceError(f"side {side}'s fleet", names, expected)


def format_ordnance(allowed: tuple[tuple[str, ...], ...]) -> str:
    """The ``Ordnance`` header: each side's allowed keys, comma-separated, ``-`` for none (``""`` when neither)."""
    if not any(allowed):
        return ""
    return " ".join(",".join(keys) or NONE for keys in allowed)


def parse_ordnance(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """An ``Ordnance`` header read back (``""``: none for either side); a fault names what was expected."""
    expected = f"two words, side 1's then side 2's: {NONE} or comma-separated keys of {', '.join(ORDNANCE)}"
    words = text.split()
    if not words:
        return ((), ())
    if len(words) != 2:
        raise InvalidInputError("ordnance", text, expected)
    sides = tuple(() if w == NONE else tuple(w.split(",")) for w in words)
    if any(k not in ORDNANCE for keys in sides for k in keys):
        raise InvalidInputError("ordnance", text, expected)
    return sides[0], sides[1]


__all__ = [
    "NONE",
    "ORDNANCE",
    "OrdnanceError",
    "check_ordnance",
    "format_ordnance",
    "ordnance_cap",
    "parse_ordnance",
]
