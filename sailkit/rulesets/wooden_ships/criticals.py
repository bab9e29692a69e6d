"""Critical hits [16.1.2.2], fires and waterline damage: what a starred 6 on a Hit Table may lead to.

Every die-6 result of the Hit Tables carries a star: at the end of the Combat Phase, after
all ordinary damage, two dice are thrown on the Critical Hit Table, under hull or rigging
as the broadside aimed [16.1.2.2.1, 16.1.2.2.2]. Some results need a further die equal to or
under the Hit Table the broadside used (its "qualifying" roll). sailkit's words for the
results, each explained in ``EFFECTS``:

========  =====================================================================
mast      a mast falls: the rest of the rigging section now losing boxes is gone
fire      a fire breaks out (a 6 on the next die: it reaches the magazine)
demoral   the crew may lose heart: die + crew strength - lost sections of 6 or less drops its quality a step
helm      no turning in the next Movement Phase
fallen    fallen rigging: two rigging boxes, and the broadside on that side a table lower for three turns
sailcrew  a crew box lost if the ship noted a sail change this turn
rudder    no turning next phase and the turning ability one lower for good (not from a bow rake)
rakeR     a rake doubles the rigging hits
fsR       a target under full sails takes double rigging hits
water     waterline damage: a crew section works the pumps for the rest of the game
magazine  the magazine may blow: a die plus the range of 4 or less and she explodes, else she burns
none      no effect (also the towing grapple and anchor cable without those rules) [16.1.2.2.4]
========  =====================================================================

Fires burn on: each Unfouling Phase a die equal to or under the number of crew sections
fighting the fire puts it out, any other roll costs a hull box and a rigging box. sailkit
sets every crew section with a box left to fight it (the rules let the player choose).
"""

from __future__ import annotations

from ...rulings import Step
from .state import Ship
from .tables import MELEE_STRENGTH

#: (aim, two-dice total) -> effect [Critical Hit Table]
CRITICAL_TABLE: dict[tuple[str, int], str] = {
    **{
        ("rigging", t): e
        for t, e in zip(
            range(2, 13),
            ("mast", "demoral", "none", "fallenL", "none", "none", "sailcrew", "fallenR", "rakeR", "fsR", "mast"),
        )
    },
    **{
        ("hull", t): e
        for t, e in zip(
            range(2, 13),
            ("fire", "demoral", "helm", "none", "none", "none", "none", "rudder", "water", "demoral", "magazine"),
        )
    },
}

#: effects that need a die equal to or under the firer's Hit Table first
QUALIFYING = {"mast", "fire", "water", "magazine"}

QUALITIES = ("elite", "crack", "average", "green", "poor")


def effect_of(aim: str, total: int) -> str:
    return CRITICAL_TABLE[(aim, total)]


def qualifies(die: int, table: int) -> bool:
    """The qualifying roll: a die equal to or under the Hit Table number of the firing broadside."""
    return die <= table


def mast_falls(ship: Ship, rigging_order_first: bool = True) -> tuple[Ship, Step]:
    """The rest of the rigging section now losing boxes goes over the side [2R, 12R]."""
    rig = list(ship.rigging)
    order = range(len(rig)) if rigging_order_first else range(len(rig) - 1, -1, -1)
    for i in order:
        if rig[i]:
            lost = rig[i]
            rig[i] = 0
            return ship.with_(rigging=tuple(rig)), Step(
                "16.1.2.2", f"a mast falls: {ship.name} loses the {lost} box(es) left in rigging section {i + 1}"
            )
    return ship, Step("16.1.2.2", f"a mast would fall, but {ship.name} has no rigging left")


def demoralised(ship: Ship, die: int) -> tuple[Ship, Step]:
    """Die + crew strength (its boarding factor) - lost sections: 6 or less and the crew drops a step [3R, 3H, 11H]."""
    strength = MELEE_STRENGTH[ship.quality][0]
    score = die + strength - ship.sections_lost
    if score <= 6 and ship.quality != "poor":
        worse = QUALITIES[QUALITIES.index(ship.quality) + 1]
        return ship.with_(quality=worse), Step(
            "16.1.2.2", f"die {die} + {strength} - {ship.sections_lost} = {score}: {ship.name}'s crew drops to {worse}"
        )
    return ship, Step("16.1.2.2", f"die {die} + {strength} - {ship.sections_lost} = {score}: {ship.name}'s crew holds")


def fallen_rigging(ship: Ship, side: int) -> tuple[Ship, int, Step]:
    """Two rigging boxes, and three turns a table lower on that broadside [5R left, 9R right]."""
    fallen = tuple(3 if k == side else v for k, v in enumerate(ship.fallen))
    step = Step(
        "16.1.2.2",
        f"fallen rigging over {ship.name}'s {'left' if side == 0 else 'right'} guns: two rigging boxes, that broadside a table lower for three turns",
    )
    return ship.with_(fallen=fallen), 2, step  # type: ignore[arg-type]


def rudder(ship: Ship, bow_rake: bool) -> tuple[Ship, Step]:
    if bow_rake:
        return ship, Step("16.1.2.2", "rudder hit from a bow rake: no effect")
    return ship.with_(no_turn=True, turning=max(0, ship.turning - 1)), Step(
        "16.1.2.2",
        f"{ship.name}'s rudder is shot away: no turn next phase, turning ability {max(0, ship.turning - 1)} for good",
    )


def fire_fighters(ship: Ship) -> int:
    """Crew sections sailkit sets to fight a fire: every section with a box left."""
    return sum(1 for c in ship.crew if c > 0)


def fire_roll(ship: Ship, die: int) -> tuple[Ship, int, Step]:
    """Each Unfouling Phase: out on a die equal to or under the sections fighting it, else a hull box and a rigging box burn."""
    crews = fire_fighters(ship)
    if die <= crews:
        return (
            ship.with_(on_fire=False),
            0,
            Step("16.1.2.2", f"die {die}, {crews} section(s) fighting it: the fire aboard {ship.name} is out"),
        )
    hull = max(0, ship.hull - 1)
    return (
        ship.with_(hull=hull),
        1,
        Step("16.1.2.2", f"die {die}, {crews} section(s) fighting it: the fire burns a hull box and a rigging box"),
    )


__all__ = [
    "CRITICAL_TABLE",
    "QUALIFYING",
    "demoralised",
    "effect_of",
    "fallen_rigging",
    "fire_roll",
    "mast_falls",
    "qualifies",
    "rudder",
]
