"""Damage to the ships of the steam eras [5.6.2, 5.6.3]: the steel rows of the sink thresholds and the critical
clauses for torpedoes, mines, missiles, bombs and submarines.

Sink thresholds [5.6.3]: a ship sinks when her Damage tokens pass the limit of her row of the table, which her stat
line names (``hull_class``):

- an MTB sinks at its second token (limit 1), a metal corvette at its third (2), a destroyer at its fourth (3);
- every wooden hull at its fifth (4, the sail era's limit);
- cruisers, battlecruisers and carriers at their sixth (5), battleships at their seventh (6);
- a metal merchant ship and every submarine count one size down (a liner as big as a battleship holds 5, a
  corvette-sized U-boat 1); an MTB-sized one has no smaller row and stays at 1.

Once sunk, a ship bigger than an MTB that is not a submarine leaves a Wreckage token [5.6.3, 1.5.2h].

The critical clauses of other eras [5.6.2] are data the torpedo, mine, missile, air and submarine rules call
(:func:`critical_effect`): an armament critical stops a ship firing only when gunnery dealt it; from a torpedo,
mine, missile or bomb it throws again instead, and on 1-4 the steering goes (on 5-6 it is a plain Damage token: the
text's "otherwise" clause, read as replacing the gunnery clause, not adding to it); a motive critical brings a submerged submarine up; a steering critical brings her up and keeps
her from diving while it stays.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...errors import InvalidInputError, UnknownChoiceError
from ...rulings import Ruling, Step
from ...wording import plural
from .dice import read_dice
from .readings import RULINGS
from .ships import ShipClass

#: The rows of the sink table [5.6.3], smallest first (wooden hulls apart), with the Damage tokens each holds afloat.
SINK_LIMITS: Mapping[str, int] = {
    "mtb": 1,
    "corvette": 2,
    "destroyer": 3,
    "wooden": 4,
    "cruiser": 5,
    "battleship": 6,
}
#: What each metal row counts as one size down [5.6.3 N.B.]: a metal merchant ship or a submarine.
ONE_SIZE_DOWN: Mapping[str, str] = {
    "battleship": "cruiser",
    "cruiser": "destroyer",
    "destroyer": "corvette",
    "corvette": "mtb",
    "mtb": "mtb",
}
#: The metal rows whose ships are armoured [5.5.3.1 e] under reading ``armoured_target=cruiser-and-larger``.
ARMOURED_ROWS = ("cruiser", "battleship")
#: The causes of damage the critical clauses of 5.6.2 tell apart.
CAUSES = ("gunnery", "torpedo", "mine", "missile", "bomb")


def read_hull_class(hull_class: str) -> str:
    """``hull_class`` if it names a row of the sink table [5.6.3], else an error listing them."""
    if hull_class not in SINK_LIMITS:
        raise UnknownChoiceError("hull class", hull_class, tuple(SINK_LIMITS))
    return hull_class


def sink_limit(hull_class: str, *, merchant: bool = False, submarine: bool = False) -> Ruling:
    """How many Damage tokens a ship of ``hull_class`` holds afloat [5.6.3]: one more sinks her. A metal ``merchant``
    ship or a ``submarine`` counts one size class down; wooden hulls have one row whatever they carry.

    The verdict and value are the limit; the facts ``row`` (the row used) and ``wreckage`` (whether she leaves a
    Wreckage token when she sinks: every ship bigger than an MTB, submarines never)."""
    row = read_hull_class(hull_class)
    steps = [Step("5.6.3", f"a {row} hull: the {row} row of the sink table")]
    if row != "wooden" and (merchant or submarine):
        who = "a submarine" if submarine else "a metal merchant ship"
        lower = ONE_SIZE_DOWN[row]
        said = f"{who} counts one size down: the {lower} row" if lower != row else f"{who}: no row below the MTB's"
        steps.append(Step("5.6.3", said))
        row = lower
    limit = SINK_LIMITS[row]
    steps.append(Step("5.6.3", f"{plural(limit, 'Damage token')} afloat: the {ordinal(limit + 1)} sinks her", limit))
    wreck = not submarine and row != "mtb"
    return RULINGS(
        f"sink threshold of a {hull_class} hull",
        limit,
        steps,
        value=limit,
        kind="damage",
        facts={"row": row, "wreckage": wreck},
    )


def ordinal(n: int) -> str:
    """``2`` -> ``"second"``, for the sink table's wording."""
    words = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
    return words[n - 1] if 1 <= n <= len(words) else f"{n}th"


def limit_of(cls: ShipClass) -> int:
    """The Damage tokens a stat line holds afloat [5.6.3], from its ``hull_class``, ``merchant`` and ``submarine``
    (every sail-era line is a wooden hull)."""
    return int(sink_limit(cls.hull_class, merchant=cls.merchant, submarine=bool(cls.submarine)).value or 0)


def armoured(hull_class: str, reading: str) -> bool:
    """Whether a ship of ``hull_class`` is an armoured metal target for Cannon [5.5.3.1 e] under reading
    ``armoured_target``."""
    row = read_hull_class(hull_class)
    if row == "wooden":
        return False
    return reading == "every-metal-hull" or row in ARMOURED_ROWS


@dataclass(frozen=True)
class Effect:
    """What a critical of another era adds [5.6.2]: the critical as rolled, whether the steering goes as well, whether a
    submerged submarine must surface, whether the ship may not fire or launch while the token stays, and whether a submarine may no longer dive while the token stays."""

    critical: str
    no_firing: bool = False
    steering: bool = False
    surfaces: bool = False
    no_diving: bool = False


def critical_effect(
    critical: str, *, cause: str = "gunnery", submarine: str = "", dice: tuple[int, ...] = ()
) -> Ruling:
    """The other-era clauses of a critical [5.6.2] for the rules of torpedoes, mines, missiles, bombs and submarines:
    ``critical`` as :mod:`.criticals` names it, the ``cause`` of the damage (one of :data:`CAUSES`), the ship's
    ``submarine`` state (``""``, ``"surfaced"``, ``"submerged"``) and, for an armament critical not from gunnery, the
    one die thrown again (1-4: the steering goes too, until the token is removed).

    The verdict is the :class:`Effect`; its steps cite 5.6.2."""
    if cause not in CAUSES:
        raise UnknownChoiceError("cause of damage", cause, CAUSES)
    if submarine not in ("", "surfaced", "submerged"):
        raise UnknownChoiceError("submarine state", submarine, ("", "surfaced", "submerged"))
    steps: list[Step] = []
    steering = surfaces = no_diving = False
    no_firing = critical == "armament" and cause == "gunnery"
    if critical == "armament" and cause != "gunnery":
        if len(dice) != 1:
            raise InvalidInputError("dice", list(dice), "one die result: the armament critical's die thrown again")
        (die,) = read_dice(dice, "armament critical die")
        steering = die <= 4
        said = "the steering goes as well" if steering else "a plain Damage token beside it"
        steps.append(Step("5.6.2", f"an armament critical from a {cause} throws again: {die}, {said}"))
    elif dice:
        raise InvalidInputError("dice", list(dice), "no die: only an armament critical not from gunnery throws again")
    if critical == "armament" and cause == "gunnery":
        steps.append(Step("5.6.2", "gunnery's armament critical: no firing or launching while the token stays"))
    if submarine and (critical == "steering" or steering):
        no_diving = True
        steps.append(Step("5.6.2", "a submarine with her steering gone can no longer dive while the token stays"))
    if submarine == "submerged" and (critical in ("motive", "steering") or steering):
        surfaces = True
        steps.append(Step("5.6.2", f"a {critical} critical brings a submerged submarine to the surface"))
    if not steps:
        steps.append(Step("5.6.2", f"a {critical} critical: nothing beyond the sail era's effect"))
    effect = Effect(critical, no_firing, steering, surfaces, no_diving)
    return RULINGS(f"{critical} critical ({cause})", effect, steps, kind="damage", facts={"effect": effect})


__all__ = [
    "ARMOURED_ROWS",
    "CAUSES",
    "Effect",
    "ONE_SIZE_DOWN",
    "SINK_LIMITS",
    "armoured",
    "critical_effect",
    "limit_of",
    "ordinal",
    "read_hull_class",
    "sink_limit",
]
