"""Crew sections fighting a fire aboard [Critical Hit Table 2H, A-24.3.2.3.1]: how many the player set, and how many
are free to.

A fire is put out in an Unfouling Phase on a die equal to or under the sections fighting it
(:func:`.criticals.burn`). Her player sets them in the Boarding Preparation Phase (``firefight SHIP N``, the card's
phase F); until then every section not boarding or at the pumps fights it.
"""

from __future__ import annotations

from .state import Ship


def free_sections(ship: Ship, boarding: int = 0) -> int:
    """Crew sections that could fight a fire: those with a box left, less one at the pumps [10H] and those in
    boarding parties."""
    return max(0, sum(1 for c in ship.crew if c > 0) - (1 if ship.pumping else 0) - boarding)


def fire_fighters(ship: Ship, boarding: int = 0) -> int:
    """Crew sections fighting a fire aboard: as many as her player set (``firefight``), at most those free; until
    the player chooses, every free section [Critical Hit Table 2H]."""
    free = free_sections(ship, boarding)
    return free if ship.fire_crews < 0 else min(ship.fire_crews, free)


__all__ = ["fire_fighters", "free_sections"]
