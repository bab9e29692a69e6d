"""The Hit Determination Table's modifiers, each one step from plain numbers [11.3.1-11.3.5, 16.1.2.2, 18.2.2.4,
18.2.2.5, 20.1, 20.3.5, 24.1.4, 24.2, 26.1.2].

A broadside's ruling (:func:`.combat.fire_number`, :func:`.combat.advanced_fire_number`) lists the card's Hit Table
number for the guns and the range, then one step per modifier; those steps are made here from what each modifier
reads (the guns that bear, which pick the card's band; the crew's quality; the sections down ...), so that
:func:`fire_modifier` can answer one modifier alone, "a crack crew with 20 guns", without a position, with the very
step a broadside's ruling shows.
"""

from __future__ import annotations

from ...errors import InvalidInputError, UnknownChoiceError
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from . import ammunition, wind
from .readings import READINGS, RULINGS
from .tables import HDT_MODIFIERS, HDTModifiers, band_index

#: Each modifier by the case that rules it, with what it is about in words.
MODIFIERS: dict[str, str] = {
    "11.3.1": "the crew's quality",
    "11.3.2": "a rake (the card's RAKE column)",
    "11.3.3": "crew sections lost or away",
    "11.3.4": "the first broadside (Basic Game)",
    "11.3.5": "a captured ship",
    "16.1.2.2": "fallen rigging over the guns",
    "18.2.2.4": "a gale",
    "18.2.2.5": "a storm",
    "20.1": "full sails",
    "20.3.5": "firing at anchor",
    "24.1.4": "the first broadside (Advanced Game)",
    "24.2": "the shot loaded",
    "26.1.2": "low powder",
}


def quality_step(quality: str, mods: HDTModifiers) -> Step:
    """[11.3.1] the crew's quality on the card's column for the guns' band."""
    if quality not in mods.quality:
        raise UnknownChoiceError("crew quality", quality, tuple(mods.quality))
    return Step("11.3.1", f"{quality} crew", mods.quality[quality])


def rake_column_step(why: str, mods: HDTModifiers) -> Step:
    """[11.3.2] a rake read on the card's RAKE column (reading basic_rake=rake-column)."""
    return Step("11.3.2", f"a rake ({why}): the RAKE column", mods.rake)


def captured_step(mods: HDTModifiers, r: Readings, advanced: bool = False) -> Step:
    """[11.3.5] a captured ship fires on a lower table: the card's column, or 2 down (reading captured_modifier)."""
    m = mods.captured if r["captured_modifier"] == "card" else -2
    return Step(
        "11.3.5", "a captured ship" if advanced else "a captured ship fires two tables down (the card's column)", m
    )


def crew_loss_step(down: int, why: str, mods: HDTModifiers, r: Readings) -> Step:
    """[11.3.3] each crew section down costs the card's column, or 1 (reading crew_loss_modifier)."""
    per = mods.crew_section_loss if r["crew_loss_modifier"] == "card" else -1
    return Step("11.3.3", f"{plural(down, 'crew section')} {why}", per * down)


def first_broadside_step(bonus: int, advanced: bool = False) -> Step:
    """[11.3.4, 24.1.4] the first broadside from a side."""
    return Step("24.1.4" if advanced else "11.3.4", "the first broadside from this side", bonus)


def ammunition_step(ammo: str, mods: HDTModifiers) -> Step:
    """[24.2] the load's column: grape, chain, double or round shot."""
    if ammo not in ammunition.NAMES:
        raise UnknownChoiceError("load", ammo, tuple(ammunition.NAMES))
    return Step("24.2", ammunition.NAMES[ammo], getattr(mods, ammunition.modifier_column(ammo)))


def wind_step(velocity: int, class_number: int, r: Readings) -> Step | None:
    """[18.2.2.4, 18.2.2.5] tables lost in a gale or a storm by the ship's class; ``None`` when the wind costs none."""
    m, case = wind.gunnery_modifier(velocity, class_number, r)
    return Step(case, f"wind velocity {velocity} for a class {class_number} ship", m) if m else None


#: The Advanced Game's fixed-column modifiers: case, what the step says, the card's column.
FIXED = {
    "16.1.2.2": ("fallen rigging over these guns", None),
    "20.1": ("firing under full sails", "full_sail"),
    "20.3.5": ("firing at anchor", "anchored"),
    "26.1.2": ("low powder: no reloads left", "low_powder"),
}


def fixed_step(case: str, mods: HDTModifiers) -> Step:
    """[16.1.2.2, 20.1, 20.3.5, 26.1.2] a modifier the card fixes for the band (fallen rigging is always -1)."""
    words, column = FIXED[case]
    return Step(case, words, -1 if column is None else getattr(mods, column))


def fire_modifier(
    case: str,
    *,
    guns: int,
    quality: str = "average",
    sections: int = 1,
    ammo: str = "R",
    velocity: int = 3,
    class_number: int = 1,
    rake: str = "across the stern",
    advanced: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """One Hit Determination Table modifier alone, as a ruling citing its case: ``fire_modifier("11.3.1", guns=20,
    quality="crack")`` [11.3.1-11.3.5, 16.1.2.2, 18.2.2.4, 18.2.2.5, 20.1, 20.3.5, 24.1.4, 24.2, 26.1.2].

    ``guns`` picks the band. Inputs: 11.3.1 ``quality``; 11.3.3 ``sections`` (reading crew_loss_modifier); 11.3.5
    reading captured_modifier; 11.3.2 ``rake`` (as basic_rake=rake-column); 18.2.2.4, 18.2.2.5 ``velocity`` and
    ``class_number`` (reading storm_gunnery_small); 24.2 ``ammo``; ``advanced`` words 11.3.3 and 11.3.5 so. The step a
    broadside's ruling shows; ``.value`` the signed modifier."""
    if case not in MODIFIERS:
        raise UnknownChoiceError("Hit Table modifier", case, tuple(MODIFIERS))
    if not isinstance(guns, int) or isinstance(guns, bool) or not 1 <= guns <= 200:
        raise InvalidInputError("guns", guns, "the guns that bear, 1 to 200")
    r = READINGS.resolve(readings)
    mods = HDT_MODIFIERS[band_index(guns)]
    keys: tuple[str, ...] = ()
    step: Step | None
    if case == "11.3.1":
        step = quality_step(quality, mods)
    elif case == "11.3.2":
        step = rake_column_step(rake, mods)
    elif case == "11.3.3":
        why = "lost, away boarding or in the rigging [24.5.1]" if advanced else "lost or away boarding"
        step, keys = crew_loss_step(sections, why, mods, r), ("crew_loss_modifier",)
    elif case == "11.3.5":
        step, keys = captured_step(mods, r, advanced), ("captured_modifier",)
    elif case in ("11.3.4", "24.1.4"):
        step = first_broadside_step(mods.initial, case == "24.1.4")
    elif case == "24.2":
        step = ammunition_step(ammo, mods)
    elif case in ("18.2.2.4", "18.2.2.5"):
        step = wind_step(velocity, class_number, r)
        keys = ("storm_gunnery_small",) if velocity == wind.STORM and class_number > 4 else ()
        if step is None or step.case != case:
            raise InvalidInputError(
                "wind velocity", velocity, f"the wind {MODIFIERS[case]} is for a class {class_number}"
            )
    else:
        step = fixed_step(case, mods)
    return RULINGS.modifier(f"the Hit Table modifier for {MODIFIERS[case]} with {plural(guns, 'gun')}", step, r, keys)


__all__ = [
    "FIXED",
    "MODIFIERS",
    "ammunition_step",
    "captured_step",
    "crew_loss_step",
    "fire_modifier",
    "first_broadside_step",
    "fixed_step",
    "quality_step",
    "rake_column_step",
    "wind_step",
]
