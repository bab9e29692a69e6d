"""ECM, radio and night-fighting skill [3.1, 3.2.1, 3.2.1.1, 3.2.3, 1.5.2d]: what a twentieth-century fleet's sensors
and training change.

- [3.2.3] ECM comes in three generations: ECM 1, early radar to about 1960; ECM 2, improved electronics and early
  computers to about 1990; ECM 3, computers and satellites. A fleet without any has ECM 0.
- [3.2.1] sight: 40 inches, 30 for an MTB-sized craft or a surfaced submarine; halved in bad weather, halved for night,
  halved twice for both; then 10 inches more for each ECM level of the side's flagship, never halved (ECM 1 in fog
  sees 30 inches) (:func:`.sight.visibility`).
- [1.5.2d] a ship in fog fires and is fired on at short range only; a firer with ECM 1 or more at medium range too
  (:func:`fog_band_limit`).
- [3.1, 3.2.1.1] the initiative die: +1 for a flagship with radio, +1 for AWACS or patrol aircraft on the table, +1
  for ECM 1 or better, and at night +1 for a fleet trained to fight in the dark or one whose 6 inch or larger Guns
  fired starshell last Game-Turn instead of shooting (:func:`initiative_bonus`).
- [5.5.3.1 i] a firer with ECM 1 or more adds a die a ten to her Gunnery (the ``ecm`` factor of :mod:`.gunnery`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import InvalidInputError
from ...rulings import Ruling, Step
from ...wording import plural
from .readings import RULINGS

#: The ECM generations [3.2.3] by level, with the years the text gives them.
ECM_GENERATIONS = {
    0: "no ECM",
    1: "first generation: early radar and equipment, to about 1960",
    2: "second generation: improved electronics and early computers, about 1960 to 1990",
    3: "third generation: computers, satellites and the like",
}
#: Inches of sight each ECM level adds [3.2.1].
ECM_SIGHT = 10.0


def read_ecm(level: int) -> int:
    """``level`` if it is an ECM level, 0 to 3 [3.2.3], else an error saying so."""
    if isinstance(level, bool) or not isinstance(level, int) or level not in ECM_GENERATIONS:
        raise InvalidInputError("ECM level", level, "0 (none) or a generation, 1 to 3 [3.2.3]")
    return level


def ecm_generation(level: int) -> Ruling:
    """What an ECM ``level`` stands for [3.2.3], with what it brings elsewhere in the rules."""
    n = read_ecm(level)
    steps = [Step("3.2.3", f"ECM {n}: {ECM_GENERATIONS[n]}")]
    if n:
        steps += [
            Step("3.2.1", f"sight {plural(int(ECM_SIGHT) * n, 'inch', 'inches')} further, in any weather"),
            Step("1.5.2d", "fires at medium range into or out of fog"),
            Step("3.1", "one more on the initiative die"),
            Step("5.5.3.1", "one more Gunnery die a ten"),
        ]
    return RULINGS(f"ECM {n}", ECM_GENERATIONS[n], steps, value=n, kind="visibility")


def fog_band_limit(ecm: int) -> tuple[str, ...]:
    """The bands a ship may fire in when she or her target is in fog or a squall [1.5.2d]: short only, and medium
    too for a firer with ECM 1 or more."""
    return ("short", "medium") if read_ecm(ecm) >= 1 else ("short",)


@dataclass(frozen=True)
class Initiative:
    """What a side brings to the initiative die beyond its admirals [3.1, 3.2.1.1]."""

    radio: bool = False  #: its flagship on the table has radio
    awacs: bool = False  #: AWACS or patrol aircraft of its own on the table
    ecm: int = 0  #: its ECM level [3.2.3]
    night_trained: bool = False  #: a fleet trained for night fighting (the text's WWII Japanese)
    starshell: bool = False  #: a ship with 6 inch or larger Guns fired starshell last Game-Turn instead of firing

    def __post_init__(self) -> None:
        read_ecm(self.ecm)


def initiative_bonus(side: Initiative, *, night: bool = False) -> Ruling:
    """The initiative die's bonus for a side's radio, aircraft, ECM and night skills [3.1 b, 3.2.1.1]: +1 each for
    radio, AWACS or patrol aircraft, ECM 1 or better; at ``night`` +1 for night training and +1 for starshell. The
    text adds each of them ("a further +1"), so a trained fleet that also fired starshell gains 2."""
    found: list[tuple[str, str, bool]] = [
        ("3.1", "its flagship has radio", side.radio),
        ("3.1", "its AWACS or patrol aircraft are on the table", side.awacs),
        ("3.1", f"it has ECM {side.ecm}", side.ecm >= 1),
        ("3.2.1.1", "it is night and the fleet is trained to fight in the dark", night and side.night_trained),
        ("3.2.1.1", "it is night and starshell was fired last Game-Turn", night and side.starshell),
    ]
    steps = [Step(case, f"+1: {why}", 1) for case, why, holds in found if holds]
    if not steps:
        steps.append(Step("3.1", "no radio, aircraft, ECM or night skill: nothing added", 0))
    bonus = sum(1 for *_, holds in found if holds)
    return RULINGS("initiative bonus", f"+{bonus}", steps, value=bonus, kind="visibility")


__all__ = [
    "ECM_GENERATIONS",
    "ECM_SIGHT",
    "Initiative",
    "ecm_generation",
    "fog_band_limit",
    "initiative_bonus",
    "read_ecm",
]
