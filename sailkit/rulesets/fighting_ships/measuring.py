"""Rounding and measuring [1.4]: halves round up, and every range runs mainmast to mainmast.

A distance computed on the table carries float noise (a point placed 12 inches off along a heading of 210 degrees
is 12.000000000000002 inches away); the rules compare it with printed limits after the kit's
:func:`~sailkit.geometry.board.measured`, so that point is 12 inches away and a 12-inch limit holds it.
"""

from __future__ import annotations

from ...geometry.board import measured
from ...rulings import Ruling, Step
from .readings import RULINGS
from .ships import Ship


def inches(a: Ship, b: Ship) -> float:
    """Inches from one mainmast to the other [1.4], as a rule compares them with a printed limit."""
    return measured(a.mainmast.distance(b.mainmast))


def at_most(distance: float, limit: float) -> bool:
    """Whether a computed distance is within a printed limit, float noise forgiven (12.000000000000002 <= 12)."""
    return measured(distance) <= limit


def measure(a: Ship, b: Ship) -> Ruling:
    """How far apart two ships are, mainmast to mainmast [1.4], with the readings that placed the masts. Facts:
    ``segment`` (mainmast to mainmast), and ``firer`` (``a``) and ``target`` (``b``) for a picture."""
    d = inches(a, b)
    steps = [Step("1.4", f"measured from {a.name}'s mainmast to {b.name}'s")]
    return RULINGS(
        f"how far is {b.name} from {a.name}",
        d,
        steps,
        also=a.build.read("mainmast_point"),
        value=d,
        measure="{} inches",
        facts={"segment": (a.mainmast, b.mainmast), "firer": a, "target": b},
        kind="measure",
    )


__all__ = ["at_most", "inches", "measure"]
