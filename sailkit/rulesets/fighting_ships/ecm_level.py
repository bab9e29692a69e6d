"""The ECM a ship fights with [3.2.3, APP.1.1.7]: one answer for impacts, goalkeepers and sweepers.

A fleet buys its ECM level as a fleet ability, and the position writes it (``fleet1:ecm2``, :mod:`.fleet_words`);
the post-war stat lines also come with ECM 1 of their own (``data/protection.csv``). A ship has the higher of the two.
"""

from __future__ import annotations

from collections.abc import Sequence

from .fleet_words import Abilities, ecm_of
from .notation import Vessel


def ship_ecm(fleets: Sequence[Abilities], v: Vessel) -> int:
    """``v``'s ECM level: her fleet's, as the position writes it, and never less than her stat line's [3.2.3]."""
    return max(v.ship.cls.ecm, ecm_of(fleets, v.side))


__all__ = ["ship_ecm"]
