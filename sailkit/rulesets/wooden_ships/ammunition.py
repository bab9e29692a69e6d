"""Types of ammunition and the reload budget of the Advanced Game [24.2, 26.1].

Round shot (R) reaches 10 hexes, chain (C) 4, grape (G) and double shot (D) 1 [Munition
Range Table]. Chain shot adds the HDT's chain column and its hull and gun hits are ignored
[24.2.2.2]; British ships never load it [24.2.2.4]. Grape reads no Hit Table: the modified
table number is the number of crew boxes killed [24.2.4.2]. Double shot adds its column
[24.2.3.2] and may be fired as round shot beyond one hex (reading ``doubleshot_commitment``); with
fewer than three crew sections it takes two Reload Phases, the other broadside idle in both [24.2.3.3].
Each ship has 30 reloads: one per load, two for double shot [26.1.1]; with none left she
fires at the low-powder modifier [26.1.2].
"""

from __future__ import annotations

from ...readings import Readings
from .readings import READINGS

AMMO = ("R", "C", "G", "D")
NAMES = {"R": "round shot", "C": "chain shot", "G": "grape shot", "D": "double shot"}
MAX_RANGE = {"R": 10, "C": 4, "G": 1, "D": 1}
RELOADS = 30


def reach(ammo: str, readings: Readings | None = None) -> int:
    """How far a load reaches [Munition Range Table, 24.2.3.4]."""
    r = READINGS.resolve(readings)
    if ammo == "D" and r["doubleshot_commitment"] == "may-fire-as-round":
        return MAX_RANGE["R"]
    return MAX_RANGE[ammo]


def fired_as(ammo: str, rng: int) -> str:
    """Double shot beyond one hex goes as round shot [24.2.3.4]."""
    return "R" if ammo == "D" and rng > 1 else ammo


def cost(ammo: str) -> int:
    """Reload squares a load uses [26.1.1]."""
    return 2 if ammo == "D" else 1


def may_load(ammo: str, nation: str, live_sections: int) -> tuple[bool, str]:
    """Whether a ship may load ``ammo`` now, and the rule that says no."""
    if ammo == "C" and nation == "Britain":
        return False, "24.2.2.4"
    return True, ""


def turns_to_load(ammo: str, live_sections: int) -> int:
    """Double shot takes two Reload Phases with fewer than three crew sections that have a box left [24.2.3.3]."""
    return 2 if ammo == "D" and live_sections < 3 else 1


def modifier_column(ammo: str) -> str:
    """The HDT column a load reads: grape, chain, double or round [24.2]."""
    return {"R": "round", "C": "chain", "G": "grape", "D": "double"}[ammo]


__all__ = [
    "AMMO",
    "MAX_RANGE",
    "NAMES",
    "RELOADS",
    "cost",
    "fired_as",
    "may_load",
    "modifier_column",
    "reach",
    "turns_to_load",
]
