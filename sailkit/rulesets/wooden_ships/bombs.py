"""Bombs (Optional Rule 42): ships of the game that carry mortars, and their mortars' fire.

Three reconstructed types (``data/bombs.csv``): ``BOMB-1`` (one mortar), ``BOMB-2`` (two), ``BOMB-MV`` [42.0]; the
log keeps the mortars beside the carronades, bow mortar right [42.6]. ``load SHIP R M`` loads the bow mortar a turn
(``L M`` the second), four turns in all [42.5]; ``mortar SHIP bow TARGET`` fires it, a die on its Hit Table, each hit
three on the hull [42.9-42.9.3]; in a turn the mortars load or fire, the broadsides neither load nor fire [42.3.1],
otherwise they fire as any ship's [42.3]. Trait ``anchored`` starts a bomb at anchor. With her guns gone, gun hits
take her mortars (reading ``mortar_gun_hits``). :func:`mortar_fire`: only while anchored [42.1], at a ship lying
still [42.7], never blocked [42.2], 3 to 10 hexes [42.8, 42.8.1]; the bow mortar bears all round but astern (reading
``mortar_field``: 42.4's 270 degrees on hexes), a second only into one broadside's play [42.4.1]; Hit Table 2 changed
by crew only [42.9, 42.9.1], hull only [42.9.2].
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ...geometry.hexes import TwoHexShip
from ...rulings import Ruling, Step
from ...wording import plural
from .actions import WoodenShipsAction
from .fields import Broadside, bearing, ship_range
from .readings import READINGS, RULINGS
from .ships import bomb_types
from .state import Ship, Shot, State, Task
from .tables import HDT_MODIFIERS, Hits, band_index

#: the mortar's Hit Table before modifiers [42.9]
MORTAR_TABLE = 2
#: nearest and farthest range in hexes [42.8, 42.8.1]
MORTAR_RANGE = (3, 10)


def in_mortar_field(bomb: TwoHexShip, target: TwoHexShip, mortar: str = "bow", side: Broadside | None = None) -> bool:
    """Does ``target`` lie where the mortar bears [42.4, 42.4.1]? ``mortar`` ``bow``: any hex of the target in either
    play or ahead of them (not astern); ``second``: in the play of ``side`` only."""
    for h in target.hexes:
        b = bearing(bomb, h)
        if mortar == "second":
            if b.in_play and b.side is side:
                return True
        elif b.in_play or b.along > 0:
            return True
    return False


def mortar_fire(
    bomb: Ship,
    target: TwoHexShip,
    target_still: bool,
    mortar: str = "bow",
    side: Broadside | None = None,
    mortars: int = 1,
    readings: Mapping[str, str] | None = None,
) -> Ruling:
    """May ``bomb``'s mortar fire at ``target`` (a ship's counter; ``target_still``: at anchor or aground, or a fixed
    work on shore), and at which Hit Table [42.1-42.9]. Its value is the table, or None when it may not fire."""
    r = READINGS.resolve(readings)
    used = ("mortar_field", "range_from")
    question = f"may {bomb.name}'s {mortar} mortar fire?"
    rng = ship_range(bomb.counter, target, r)
    low, high = MORTAR_RANGE
    refusals = (
        (not bomb.anchor or bomb.anchor == "weigh", "42.1", "the bomb is not anchored"),
        (not target_still, "42.7", "the target is not lying still (at anchor, aground or on shore)"),
        (rng < low, "42.8.1", f"range {rng}: nearer than {low} hexes"),
        (rng > high, "42.8", f"range {rng}: beyond {high} hexes"),
        (not in_mortar_field(bomb.counter, target, mortar, side), "42.4", "the target is outside the mortar's field"),
    )
    for refused, case, why in refusals:
        if refused:
            return RULINGS(question, f"no: {why}", (Step(case, why),), readings=r, keys=used, kind="dice")
    mods = HDT_MODIFIERS[band_index(mortars)]
    steps = [
        Step("42.2", "a mortar fires over anything between: never blocked"),
        Step("42.8", f"range {rng}, within {low}-{high} hexes"),
        Step("42.9", "the mortar's base Hit Table", MORTAR_TABLE),
    ]
    q = mods.quality[bomb.quality]
    if q:
        steps.append(Step("42.9.1", f"{bomb.quality} crew", q))
    if bomb.captured:
        steps.append(Step("42.9.1", "a captured ship", mods.captured))
    elif bomb.sections_lost:
        steps.append(
            Step(
                "42.9.1",
                f"{plural(bomb.sections_lost, 'crew section')} lost",
                mods.crew_section_loss * bomb.sections_lost,
            )
        )
    table = sum(int(s.value) for s in steps if s.value is not None)
    steps.append(Step("42.9.2", f"Hit Table {table}, at the hull only; every hit counts three times [42.9.3]"))
    return RULINGS(question, f"yes: Hit Table {table}", steps, readings=r, keys=used, value=table, kind="dice")


def mortar_hits(hits: Hits) -> Hits:
    """A mortar's Hit Table result with every hit tripled [42.9.3]: 2H becomes 6H."""
    return Hits(hits.hull * 3, hits.guns * 3, hits.crew * 3, hits.rigging * 3, hits.full_sail_extra * 3, hits.critical)


#: turns of loading that load a mortar [42.5]
LOAD_TURNS = 4
#: each mortar, the log section it is noted in (42.5) and its index in ``Ship.mortars``
MORTARS = {"bow": ("R", 1), "second": ("L", 0)}


def on(state: State) -> bool:
    return "42" in state.optional


def still(ship: Ship) -> bool:
    """Lying still: at anchor or aground, never merely drifting [42.7]."""
    return ship.anchor in ("A", "AB", "AS") or bool(ship.aground)


def is_bomb(ship: Ship) -> bool:
    """Whether ``ship`` is one of the bombs of Optional Rule 42 (a ship type of ``data/bombs.csv``), mortars left or not
    [42.0]."""
    return ship.type_key in bomb_types()


def mortars_of(ship: Ship) -> tuple[str, ...]:
    """The mortars she still has, ``bow`` first."""
    return tuple(m for m, (_, i) in MORTARS.items() if ship.mortars[i] > 0)


def fired_guns(state: State, name: str) -> bool:
    """Her broadside guns have fired or loaded this turn [42.3.1]."""
    loaded = any(k in state.reloaded for k in (name, f"{name}/L", f"{name}/R"))
    return loaded or any(s.firer == name and not s.mortar for s in state.shots)


def worked_mortars(state: State, name: str) -> bool:
    """Her mortars have fired or loaded this turn [42.3.1]."""
    loaded = any(k in state.reloaded for k in (f"{name}/ML", f"{name}/MR"))
    return loaded or any(s.firer == name and s.mortar for s in state.shots)


def fire_ruling(state: State, bomb: Ship, mortar: str, target: Ship) -> Ruling:
    """May ``bomb``'s ``mortar`` fire at ``target`` now, and at which Hit Table [42.1-42.9, 42.3.1, 42.5]."""
    question = f"may {bomb.name}'s {mortar} mortar fire?"
    _, i = MORTARS[mortar]
    refusals = (
        (bomb.mortars[i] <= 0, "42.6", f"{bomb.name} has no {mortar} mortar"),
        (
            bomb.mortar_loading[i] < LOAD_TURNS,
            "42.5",
            f"the {mortar} mortar is not loaded ({bomb.mortar_loading[i]} of 4)",
        ),
        (any(s.firer == bomb.name and s.mortar == mortar for s in state.shots), "42.5", "it has fired this turn"),
        (bomb.quiet, "20.5.3", "she may not fire this turn (repairing, weighing anchor or turned on her springs)"),
        (bool(bomb.aground), "38.5", "she is aground"),
        (fired_guns(state, bomb.name), "42.3.1", "her broadside guns fired this turn"),
        (target.side == bomb.side or not target.afloat, "11.1", f"{target.name} is no enemy target"),
    )
    for refused, case, why in refusals:
        if refused:
            return RULINGS(question, f"no: {why}", (Step(case, why),), kind="dice")
    sides = (None,) if mortar == "bow" else (Broadside.L, Broadside.R)
    rulings = [
        mortar_fire(bomb, target.counter, still(target), mortar, side, len(mortars_of(bomb)), state.readings)
        for side in sides
    ]
    return next((r for r in rulings if r.value is not None), rulings[0])


def mortar_targets(state: State, bomb: Ship) -> list[tuple[str, str]]:
    """(mortar, target) for each shot her loaded mortars may fire now [42.1-42.8]."""
    if not on(state) or not any(bomb.mortars):
        return []
    return [
        (m, t.name)
        for m in mortars_of(bomb)
        for t in state.position.ships
        if t.side != bomb.side and t.afloat and fire_ruling(state, bomb, m, t).value is not None
    ]


def loading_options(state: State, bomb: Ship) -> list[str]:
    """The log sections (``R`` bow, ``L`` second) of the mortars she may work at loading this Reload Phase [42.5,
    42.3.1]."""
    if not on(state) or not any(bomb.mortars) or fired_guns(state, bomb.name):
        return []
    return [
        section
        for m in mortars_of(bomb)
        for section, i in (MORTARS[m],)
        if bomb.mortar_loading[i] < LOAD_TURNS and f"{bomb.name}/M{section}" not in state.reloaded
    ]


def load_turn(state: State, name: str, section: str) -> tuple[State, Step]:
    """[42.5] one turn's work at loading a mortar; the fourth loads it."""
    ship = state.position.ship(name)
    i = 0 if section == "L" else 1
    done = tuple(n + 1 if k == i else n for k, n in enumerate(ship.mortar_loading))
    which = "bow" if i == 1 else "second"
    said = "loaded" if done[i] >= LOAD_TURNS else f"{done[i]} of {LOAD_TURNS} turns of loading"
    new = state.with_(
        position=state.position.with_ship(ship.with_(mortar_loading=done)),
        reloaded=state.reloaded | {f"{name}/M{section}"},
    )
    return new, Step("42.5", f"{name}'s {which} mortar (M in the {section} section): {said}")


def fire_mortar(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """A bomb fires a loaded mortar: the shot waits for its die; the mortar must be loaded again (Optional Rule 42)."""
    pos = state.position
    bomb, target = pos.ship(str(a.ship)), pos.ship(str(a.target))
    mortar = str(a.get("mortar"))
    said = fire_ruling(state, bomb, mortar, target)
    table = int(said.value or 0)
    section, i = MORTARS[mortar]
    loading = tuple(0 if k == i else n for k, n in enumerate(bomb.mortar_loading))
    pos = pos.with_ship(bomb.with_(mortar_loading=loading))
    rng = ship_range(bomb.counter, target.counter, state.readings)
    side = Broadside.parse(section)
    shot = Shot(bomb.name, side, target.name, "hull", table, range=rng, mortar=mortar)
    pending = (Task("fire", (len(state.shots),)),) if table >= 0 else ()
    new = state.with_(position=pos, shots=(*state.shots, shot), pending=pending)
    steps = (*said.steps, Step("42.5", f"the {mortar} mortar is fired: four more turns to load it"))
    return new, replace(said, question=f"what does {a} do?", steps=steps, value=table)


__all__ = [
    "LOAD_TURNS",
    "MORTARS",
    "MORTAR_RANGE",
    "MORTAR_TABLE",
    "fire_mortar",
    "fire_ruling",
    "fired_guns",
    "in_mortar_field",
    "is_bomb",
    "load_turn",
    "loading_options",
    "mortar_fire",
    "mortar_hits",
    "mortar_targets",
    "mortars_of",
    "still",
    "worked_mortars",
]
