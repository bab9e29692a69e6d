"""Fleet in Being (APP.2.3.2j): aircraft and submarines against a fleet for 12 Game-Turns, after 1900 only.

Player 1's fleet deploys in the middle of a 6-by-4-foot table; Player 2 spends a quarter of Player 1's points, and
only on aircraft and submarines. Nobody may use special ordnance [9.1.1]. Player 2 sets out to sink as much of the
fleet as he can: after 12 Game-Turns the points of Player 1's ships still afloat are added up, and if they come to
more than half of what he started with he has won, otherwise Player 2. Exactly half is reading
``fleet_in_being_half`` (the text names a winner above half and below it). A struck ship is still afloat: only the
sunk count against Player 1, since the text asks Player 2 to sink ships.

This module rules the scenario's forces and its result; playing it on the engine waits for the engine's submarine
and aircraft steps (see the scope table).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from ...errors import InvalidInputError
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .dice import read_count, round_half_up
from .readings import RULINGS, chosen

#: The table in inches, the Game-Turns, and the eras it may be played in (APP.2.3.2j).
TABLE, TURNS = (72, 48), 12
ERAS = ("world-wars", "post-war")
#: What Player 2 may buy (APP.2.3.2j).
RAIDERS = ("aircraft", "submarine")


def raiders_budget(points: int) -> int:
    """What Player 2 may spend: a quarter of Player 1's ``points``, rounded as 1.4 rounds (APP.2.3.2j)."""
    return round_half_up(Fraction(read_count(points, "Player 1's points", 1, 100000), 4))


def check_raiders(points: int, raiders: Sequence[tuple[str, str, int]], era: str) -> Ruling:
    """Whether Player 2's force, ``(name, kind, cost)`` each, fits Fleet in Being against a fleet of ``points``
    (APP.2.3.2j): an era after 1900, aircraft and submarines only, a quarter of the points at most. A fault raises
    an error naming it."""
    if era not in ERAS:
        raise InvalidInputError("era of Fleet in Being", era, "after 1900: " + " or ".join(ERAS) + " (APP.2.3.2j)")
    for name, kind, _ in raiders:
        if kind not in RAIDERS:
            raise InvalidInputError(f"Player 2's {name}", kind, "aircraft or a submarine only (APP.2.3.2j)")
    budget, spent = raiders_budget(points), sum(read_count(c, "cost") for _, _, c in raiders)
    if spent > budget:
        raise InvalidInputError("Player 2's points", spent, f"at most a quarter of {points}: {budget} (APP.2.3.2j)")
    steps = [
        Step("APP.2.3.2j", f"after 1900 ({era}); Player 2 buys aircraft and submarines only, no special ordnance"),
        Step("APP.2.3.2j", f"{spent} of the {budget} points a quarter of Player 1's {points} allows", spent),
    ]
    return RULINGS("Player 2's force for Fleet in Being", True, steps)


def fleet_in_being_result(started: int, afloat: Sequence[int], *, readings: ReadingsLike | None = None) -> Ruling:
    """Who won Fleet in Being after 12 Game-Turns (APP.2.3.2j): Player 1 if the points of his ships still afloat
    (``afloat``, each ship's cost) come to more than half of ``started``; Player 2 if less; exactly half under
    reading ``fleet_in_being_half``. The verdict is ``"Player 1"``, ``"Player 2"`` or ``"draw"``."""
    r = chosen(readings)
    started = read_count(started, "Player 1's points", 1, 100000)
    left = sum(read_count(c, "cost") for c in afloat)
    half = Fraction(started, 2)
    if left > half:
        verdict = "Player 1"
    elif left < half or r["fleet_in_being_half"] == "player-2":
        verdict = "Player 2"
    else:
        verdict = "draw"
    steps = [
        Step("APP.2.3.2j", f"Player 1's ships afloat are worth {left} of his {started} points", left),
        RULINGS.step(
            "APP.2.3.2j",
            f"half is {float(half):g}: {verdict} {'wins' if verdict != 'draw' else ''}".rstrip(),
            r,
            "fleet_in_being_half",
        ),
    ]
    return RULINGS("who won Fleet in Being", verdict, steps, readings=r, value=left)


__all__ = ["ERAS", "RAIDERS", "TABLE", "TURNS", "check_raiders", "fleet_in_being_result", "raiders_budget"]
