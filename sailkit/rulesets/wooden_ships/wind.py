"""The Wind Phase of the Advanced Game [18.0]: the wind may change direction and strength each turn.

Each turn two dice are thrown; if the total is one of the scenario's change numbers the wind
changes: one die on the Wind Change Table turns it (back to where it started, not at all,
60 or 120 degrees either way), one die on the Wind Velocity Change Table makes it drop,
hold or rise a step [18.1.3]. A rise from gale to storm takes in every ship's full sails,
at a cost in rigging [18.2.2.1]; a hurricane ends the game [18.2.2.2]; becalmed ships may
only pivot [18.2.2.3]. Gales and storms spoil gunnery by class [18.2.2.4, 18.2.2.5].
"""

from __future__ import annotations

from ...readings import Readings
from ...rulings import Step
from .readings import READINGS
from .state import Wind
from .tables import WIND_DIRECTION_CHANGE, WIND_VELOCITY_CHANGE, WIND_VELOCITY_NAMES

GALE, STORM, HURRICANE = 5, 6, 7


def changes(wind: Wind, total: int, readings: Readings | None = None) -> bool:
    """Does a two-dice ``total`` change the wind [18.1.3]? Any of the listed change numbers does (reading change_number_set)."""
    READINGS.resolve(readings)
    return total in wind.change


def turned(wind: Wind, die: int) -> tuple[Wind, Step]:
    """The wind after one die on the Wind Change Table [18.1.3.1]."""
    sixths = WIND_DIRECTION_CHANGE[die]
    if sixths is None:
        assert wind.initial is not None
        new = wind.initial
        why = "back to its first direction"
    else:
        new = wind.direction.turned(sixths)
        why = (
            "no change"
            if sixths == 0
            else f"{abs(sixths) * 60} degrees {'clockwise' if sixths > 0 else 'anticlockwise'}"
        )
    out = Wind(new, wind.velocity, wind.initial, wind.change)
    return out, Step("18.1.3.1", f"die {die}: the wind turns {why}, now blowing toward {new.number}")


def strengthened(wind: Wind, die: int) -> tuple[Wind, Step]:
    """The wind after one die on the Wind Velocity Change Table [18.1.3.2]; never below 0 nor above 7."""
    v = min(HURRICANE, max(0, wind.velocity + WIND_VELOCITY_CHANGE[die]))
    out = Wind(wind.direction, v, wind.initial, wind.change)
    return out, Step("18.1.3.2", f"die {die}: velocity {wind.velocity} -> {v} ({WIND_VELOCITY_NAMES[v]})")


def storm_rigging_loss(die: int) -> int:
    """Rigging boxes a ship under full sails loses when a gale becomes a storm: half a die, rounded up [18.2.2.1]."""
    return (die + 1) // 2


def gunnery_modifier(velocity: int, class_number: int, readings: Readings | None = None) -> tuple[int, str]:
    """Tables lost to a gale or a storm by class [18.2.2.4, 18.2.2.5] (reading storm_gunnery_small)."""
    r = READINGS.resolve(readings)
    if velocity == GALE and class_number in (1, 5, 6):
        return -1, "18.2.2.4"
    if velocity == STORM:
        if class_number in (1, 4):
            return -2, "18.2.2.5"
        if class_number in (2, 3):
            return -1, "18.2.2.5"
        if r["storm_gunnery_small"] == "as-class-4":
            return -2, "18.2.2.5"
    return 0, ""


def full_sails_allowed(velocity: int) -> bool:
    """No full sails in a storm or worse [18.2.2.1]."""
    return velocity < STORM


__all__ = ["changes", "full_sails_allowed", "gunnery_modifier", "storm_rigging_loss", "strengthened", "turned"]
