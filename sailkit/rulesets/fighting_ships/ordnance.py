"""Special ordnance in a fleet [9.1.1]: only where the scenario allows it, and at most half the fleet's points.

Under sail the special ordnance is the fireship [9.1.2], the bomb vessel [9.1.4] and the shore batteries of 9.1.3,
which stand on a shore (:mod:`.batteries`). A :class:`~.scenarios.Setup` names, side by side, the stat lines
its scenario lets each fleet field (``Ordnance`` in a record's headers: ``fireship,bomb-vessel -``, ``-`` for
none); a fleet with any other, or with more than half its points on them, is refused with an
:class:`OrdnanceError` naming the case.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from ...errors import InvalidInputError

#: The stat lines of special ordnance under sail [9.1.2, 9.1.3, 9.1.4].
ORDNANCE = ("fireship", "bomb-vessel", "small-battery", "medium-battery", "large-battery")
#: What a scenario that allows no special ordnance writes for a side.
NONE = "-"


class OrdnanceError(InvalidInputError):
    """A fleet fields special ordnance its scenario does not allow, or spends over half its points on it [9.1.1]."""

    case = "9.1.1"


def check_ordnance(ships: Iterable[tuple[str, int, str, int]], allowed: tuple[tuple[str, ...], ...]) -> None:
    """Refuse a set-up's fleets, each ship given as (name, side, stat line's key, points), where a side fields
    special ordnance its scenario does not allow it (``allowed``: the keys side 1, then side 2, may field) or spends
    more than half its points on it [9.1.1]."""
    fleets = list(ships)
    for side in (1, 2):
        own = [(n, k, c) for n, s, k, c in fleets if s == side]
        special = [(n, k, c) for n, k, c in own if k in ORDNANCE]
        refused = [n for n, k, _ in special if k not in allowed[side - 1]]
        if refused:
            may = ", ".join(allowed[side - 1]) or "no special ordnance"
            raise OrdnanceError(f"side {side}'s fleet", refused, f"what its scenario allows it: {may} (9.1.1)")
        spent, total = sum(c for *_, c in special), sum(c for *_, c in own)
        if special and spent > Fraction(total, 2):
            names = [n for n, *_ in special]
            expected = f"at most half its {total} points on special ordnance, not {spent} (9.1.1)"
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


__all__ = ["NONE", "ORDNANCE", "OrdnanceError", "check_ordnance", "format_ordnance", "parse_ordnance"]
