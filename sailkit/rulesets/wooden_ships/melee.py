"""Boarding parties and melee [10.0, 12.0]: whole crew sections, lowest first, fighting rounds of one die a side.

A party is made of whole crew sections, the lowest-numbered sections with a box left
first [10.1.1, 10.1.2.1]. Its total melee strength (TMS) is its boxes times the factor
of its crew quality and party type [12.3.1]. In a round each side rolls a die on its own
TMS column of the Melee Resolution Table and the enemy party loses that many boxes from
its lowest section [12.3.2]. Three rounds a turn; an undecided melee goes on next turn
[12.3.3]. When a melee is won is a reading (``melee_victory``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...readings import Readings
from .readings import READINGS
from .state import Party, Ship
from .tables import MELEE_STRENGTH


def party_sections(ship: Ship, n: int, taken: Sequence[int] = ()) -> tuple[int, ...]:
    """The first ``n`` crew sections with a box left and not in another party [10.1.2.1, 10.1.2.2]."""
    free = [i for i, c in enumerate(ship.crew) if c > 0 and i not in taken]
    return tuple(free[:n])


def boxes(ship: Ship, party: Party) -> int:
    return sum(ship.crew[i] for i in party.sections)


def factor(ship: Ship, kind: str, raked: bool = False) -> int:
    """Melee strength of one crew box [12.3.1, Crew Melee Strength Table]."""
    obp, dbp_raked, dbp = MELEE_STRENGTH[ship.quality]
    if kind == "OBP":
        return obp
    return dbp_raked if raked else dbp


def tms(ships: dict[str, Ship], parties: Sequence[Party], raked: Sequence[str] = ()) -> int:
    """Total melee strength of one side of a melee: each party's boxes times its factor [12.3.1]; a DBP aboard a
    ship raked this turn counts at the lower "being raked" factor [A-10.0]."""
    return sum(boxes(ships[p.ship], p) * factor(ships[p.ship], p.kind, p.ship in raked) for p in parties)


def take_losses(ships: dict[str, Ship], parties: Sequence[Party], n: int) -> dict[str, Ship]:
    """Remove ``n`` boxes from the parties, each from its lowest section first, shared out as evenly as possible [12.3.2, 12.3.6]."""
    out = dict(ships)
    left = n
    while left:
        live = [p for p in parties if boxes(out[p.ship], p) > 0]
        if not live:
            break
        for p in live:
            if not left:
                break
            s = out[p.ship]
            crew = list(s.crew)
            for i in p.sections:
                if crew[i]:
                    crew[i] -= 1
                    break
            out[p.ship] = s.with_(crew=tuple(crew))
            left -= 1
    return out


def decided(attack: int, defend: int, readings: Readings | None = None) -> str:
    """``"attackers"``, ``"defenders"`` or ``""``: who has won after a round [12.3.3, A-12.3] (reading melee_victory)."""
    r = READINGS.resolve(readings)
    if defend == 0 and attack > 0:
        return "attackers"
    if attack == 0:
        return "defenders"
    if r["melee_victory"] == "three-to-one":
        if attack >= 3 * defend:
            return "attackers"
        if defend >= 3 * attack:
            return "defenders"
    return ""


__all__ = ["boxes", "decided", "factor", "party_sections", "take_losses", "tms"]
