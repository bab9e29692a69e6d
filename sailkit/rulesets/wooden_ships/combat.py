"""The Combat Phase [11.0]: who may fire on whom, the Hit Table number, the hits and where they land.

Fire is simultaneous [11.0, 11.1.7]: every broadside is resolved against the position at
the start of the phase, and all hits are marked together at its end (:func:`end`),
after which the ships that must surrender do so [11.4] and the melees start [12.0]. :func:`options` lists the
broadsides (and a bomb's mortars) a ship may fire, :func:`fire` and :func:`discharge` fire one, :func:`fire_die` reads
its Hit Table.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from ...geometry.hexes import TwoHexShip
from ...readings import Readings
from ...rulings import Ruling, Step
from ...wording import agree, plural
from . import ammunition, bombs, damage, melee, optional, wind
from .actions import WoodenShipsAction
from .fields import (
    FAR_RANGE,
    FIELD_BOX,
    FIELD_SPAN,
    FIELD_TABLE,
    RANGE_SHIFT,
    SIDE_BIT,
    STERN_STEP,
    Broadside,
    Kind,
    Obstacle,
    advanced_rake,
    basic_rake,
    closest_targets,
    rake_stands,
    reduced_targets,
    ship_range,
)
from .fires import fire_fighters
from .gun_sections import section_boxes
from .hit_modifiers import (
    ammunition_step,
    captured_step,
    crew_loss_step,
    first_broadside_step,
    fixed_step,
    quality_step,
    rake_column_step,
    wind_step,
)
from .optional import dismasted_gunnery
from .readings import READINGS, RULINGS
from .state import Position, Ship, Shot, State, Status, Task, kept
from .tables import (
    BASIC2_BANDS,
    BASIC2_CELLS,
    BASIC2_MODIFIERS,
    HDT_CELLS,
    HDT_MODIFIERS,
    HDTModifiers,
    Hits,
    band_index,
    band_label,
    basic_hits,
    hit_result,
    parse_hits,
    range_index,
    split_table,
)

#: carronades join a broadside only this close [11.1.9, Munition Range Table]
CARRONADE_RANGE = 2
#: from this range on, a broadside must aim at the rigging [11.2.5]
RIGGING_ONLY_FROM = 6
#: the Basic Game's highest Hit Table [11.2.4]
BASIC_CAP = 8


def target_ruling(
    firer_name: str,
    firer: TwoHexShip,
    side: Broadside,
    others: Iterable[Obstacle],
    readings: Readings | None = None,
    *,
    position: Position | None = None,
) -> Ruling:
    """:func:`closest_targets` as a ruling citing its cases, for a club's dispute.

    ``position``, the ships' position when there is one, is carried in the ruling's facts (nothing here reads it) so
    its picture shows the turn, the wind and each ship in her side's colour."""
    r = READINGS.resolve(readings)
    others = tuple(others)
    check = closest_targets(firer, side, others, r)
    steps = [
        Step("11.1.1", f"the {side.value} broadside's play holds {plural(len(check.seen), 'object')} within 10 hexes")
    ]
    for name, kind, d in check.seen:
        steps.append(Step("11.2.1", f"{name} ({kind.value}) at range {d}"))
    if check.targets:
        steps.append(Step("11.1.4.1", f"nearest: {', '.join(check.targets)}; the firer picks among them [11.1.5]"))
        verdict = f"may fire on {', '.join(check.targets)}"
    elif check.blocked_by:
        steps.append(
            Step(
                "11.1.4.2",
                f"the nearest {agree(len(check.blocked_by), 'object', 'objects')} {', '.join(check.blocked_by)} "
                f"{agree(len(check.blocked_by), 'blocks', 'block')} the field",
            )
        )
        verdict = "blocked"
    else:
        steps.append(Step("11.1.4", "no enemy in the field"))
        verdict = "no target"
    used = ("broadside_play", "range_from", "closest_tie")
    return RULINGS(
        f"whom may {firer_name}'s {side.value} broadside engage?",
        verdict,
        steps,
        readings=r,
        keys=used,
        facts={
            "firer": firer_name,
            "side": side.value,
            "targets": check.targets,
            "seen": check.seen,
            "counter": firer,
            "others": others,
            **({"position": position} if position is not None else {}),
        },
        kind="targets",
    )


def obstacles(position: Position, firer: Ship, readings: Readings | None = None) -> list[Obstacle]:
    """Every other ship and land hex as the closest-target rule sees it from ``firer`` [11.1.4.2]; a ship sunk, blown
    up or wrecked is off the map and blocks nothing [24.3.2, 38.3]. A captured ship blocks like a struck one, even
    sailed by her captor against her former side, unless reading ``prize_fire`` lets that side retake her by fire."""
    prize_blocks = READINGS.resolve(readings)["prize_fire"] == "blocks"
    out = [
        Obstacle(s.name, s.hexes, _kind(firer, s, prize_blocks))
        for s in position.ships
        if s.name != firer.name and s.afloat
    ]
    out.extend(Obstacle(f"land {h.q},{h.r}", (h,), Kind.LAND) for h in sorted(position.land))
    return out


def _kind(firer: Ship, other: Ship, prize_blocks: bool) -> Kind:
    """What ``other`` is to ``firer`` for the closest-target rule [11.1.4.2] (``prize_blocks``: reading prize_fire)."""
    if other.side == firer.side and other.status.fights:
        return Kind.FRIEND
    if not other.status.fights or (other.captured and prize_blocks):
        return Kind.STRUCK
    return Kind.ENEMY


def can_fire(ship: Ship, side: Broadside) -> bool:
    """Loaded, with guns on that side, a crew, afloat and fighting, not every section away boarding, and no mast
    hanging over either side: it heels her so far that neither broadside bears [11.1.8, 11.3.3, 10.2.5, 36.0,
    36.2.2]."""
    i = 0 if side is Broadside.L else 1  # the log's left and right columns, read directly: asked every phase
    return (
        ship.status is Status.ACTIVE  # Status.fights
        and ship.loaded[i]
        and not (ship.all_in or ship.quiet or ship.aground or ship.hanging)
        and any(ship.crew)
        and ship.guns[i] + ship.carronades[i] > 0
    )


def targets(position: Position, ship: Ship, side: Broadside, readings: Readings | None = None) -> tuple[str, ...]:
    """The enemies ``ship``'s ``side`` broadside may engage now [11.1.4], within reach of a gun that bears [11.1.9].

    :func:`explained_targets` on integers: each counter's hexes looked up in :data:`~.fields.FIELD_TABLE` give field
    [11.1.1, 11.1.3] and range [11.2.1] at once; only the nearest objects are asked what they are [11.1.4.1, 11.1.4.2].
    ``tests/wooden_ships/test_targets.py`` holds the two equal."""
    if not can_fire(ship, side):
        return ()
    codes = FIELD_TABLE[ship.facing]
    bit = SIDE_BIT[side]
    bq, br = ship.bow.q, ship.bow.r
    near = FAR_RANGE  # the range of the nearest objects in the field so far
    nearest: list[Ship] = []
    land = False  # a land hex is among them
    for s in position.ships:
        dq, dr = s.bow.q - bq, s.bow.r - br
        if -FIELD_BOX < dq < FIELD_BOX and -FIELD_BOX < dr < FIELD_BOX:
            i = (dq + FIELD_BOX) * FIELD_SPAN + dr + FIELD_BOX
            bow, stern = codes[i], codes[i + STERN_STEP[s.facing]]
            d = min(bow, stern) >> RANGE_SHIFT
            if (bow | stern) & bit and d <= near and s.afloat:  # her own hexes are in no field of hers
                if d < near:
                    near, nearest = d, []
                nearest.append(s)
    for h in position.land:
        dq, dr = h.q - bq, h.r - br
        if -FIELD_BOX < dq < FIELD_BOX and -FIELD_BOX < dr < FIELD_BOX:
            code = codes[(dq + FIELD_BOX) * FIELD_SPAN + dr + FIELD_BOX]
            if code & bit and code >> RANGE_SHIFT <= near:
                if code >> RANGE_SHIFT < near:
                    near, nearest = code >> RANGE_SHIFT, []
                land = True
    if not (nearest or land) or not guns_firing(ship, side, near):
        return ()
    r = READINGS.resolve(readings)
    prize_blocks = r["prize_fire"] == "blocks"
    enemies = sorted(s.name for s in nearest if _kind(ship, s, prize_blocks) is Kind.ENEMY)
    if (land or len(enemies) < len(nearest)) and (not enemies or r["closest_tie"] == "blocked"):
        return ()
    return tuple(enemies)


def explained_targets(
    position: Position, ship: Ship, side: Broadside, readings: Readings | None = None
) -> tuple[str, ...]:
    """:func:`targets` as the rules explain it: every object in the field with its range, the nearest, then those
    a gun reaches (:func:`~.fields.closest_targets`, which the rulings show) [11.1.4, 11.1.9]."""
    if not can_fire(ship, side):
        return ()
    found = closest_targets(ship.counter, side, obstacles(position, ship, readings), readings).targets
    return tuple(
        t for t in found if guns_firing(ship, side, ship_range(ship.counter, position.ship(t).counter, readings)) > 0
    )


def fire_refusal(state: State, firer: Ship, side: Broadside, target: str, aim: str) -> tuple[str, str] | None:
    """Why ``firer``'s ``side`` broadside may not fire at ``target`` aiming at ``aim`` now, and the rule: fired
    already this phase, not loaded, no enemy ship there, outside the field of fire, not the nearest object in the
    field or blocked by it, out of reach of any gun, or an aim the range or a lock forbids [11.1-11.2, 13.1];
    ``None`` when none of these is the reason (the Combat Phase's other limits say it then)."""
    pos = state.position
    words = f"{firer.name}'s {'left' if side is Broadside.L else 'right'} broadside"
    if any(s.firer == firer.name and s.side is side for s in state.shots):
        return f"{words} has fired this phase", "11.1.6"
    if not firer.is_loaded(side):
        return f"{words} is not loaded", "13.1"
    other = next((s for s in pos.ships if s.name == target), None)
    if other is None or other.side == firer.side or not other.status.fights or not other.afloat:
        return f"{target} is no enemy ship that may be fired on", "11.1.4"
    if other.captured and state.readings["prize_fire"] == "blocks":
        return (
            f"{target} is a captured ship: she may not be fired on, and blocks the field (reading prize_fire)",
            "11.1.4.2",
        )
    if not can_fire(firer, side) or state.level == "advanced":
        return None
    seen = closest_targets(firer.counter, side, obstacles(pos, firer, state.readings), state.readings)
    rng = ship_range(firer.counter, other.counter, state.readings)
    if target not in {name for name, _, _ in seen.seen}:
        return f"{target} is not in the field of fire of {words} (its play, out to 10 hexes)", "11.1.3"
    if target not in seen.targets:
        nearest = ", ".join(seen.blocked_by or seen.targets)
        if seen.blocked_by and not seen.targets:
            return f"the nearest in that field, {nearest}, is no enemy that may be fired on: it blocks it", "11.1.4.2"
        return f"{nearest} lies nearer in that field, and a broadside may engage only the nearest ship", "11.1.4.1"
    if not guns_firing(firer, side, rng):
        return f"at {plural(rng, 'hex')} no gun of {words} reaches: carronades only at 2 or less", "11.1.9"
    if aim not in aims(pos, firer, other, rng):
        if rng >= RIGGING_ONLY_FROM:
            return f"at {plural(rng, 'hex')} only the rigging may be aimed at", "11.2.5"
        return f"{firer.name} and {target} are fouled or grappled: no rigging fire between them", "11.2.8"
    return None


def guns_firing(ship: Ship, side: Broadside, rng: int) -> int:
    """Gun boxes left on that side, with the carronades at 2 hexes or less [11.2.2, 11.1.9]."""
    i = 0 if side is Broadside.L else 1
    return ship.guns[i] + (ship.carronades[i] if rng <= CARRONADE_RANGE else 0)


def aims(position: Position, firer: Ship, target: Ship, rng: int) -> tuple[str, ...]:
    """``hull`` and/or ``rigging``: rigging only from 6 hexes [11.2.5]; no rigging shots between locked ships [11.2.8]."""
    if rng >= RIGGING_ONLY_FROM:
        return ("rigging",)
    if target.name in position.partners(firer.name):
        return ("hull",)
    return ("hull", "rigging")


@dataclass(frozen=True)
class FireNumber:
    """The Hit Table a broadside reads, with every modifier and the rake."""

    table: int
    rake: bool
    range: int
    guns: int
    ruling: Ruling


def fire_number(
    position: Position,
    firer: Ship,
    side: Broadside,
    target: Ship,
    readings: Readings | None = None,
    level: str = "basic",
    away: int = 0,
) -> FireNumber:
    """The Hit Table number of one broadside [11.2.1-11.2.4, 11.3], as a ruling citing each modifier."""
    r = READINGS.resolve(readings)
    rng = ship_range(firer.counter, target.counter, r)
    guns = guns_firing(firer, side, rng)
    rake, rake_why = basic_rake(firer.counter, side, target.counter)
    steps = [Step("11.2.1", f"range {rng} to {target.name}'s nearer hex")]
    steps.append(
        Step("11.2.2", f"{plural(guns, 'gun')} firing" + (" with the carronades" if rng <= CARRONADE_RANGE else ""))
    )
    used = ["range_from", "broadside_play", "basic_tables", *(("boarding_sections",) if away else ())]
    if r["basic_tables"] == "second-edition":
        used.append("ship_scale")
        table = _second_edition(firer, guns, rng, rake, steps, r, away)
    else:
        table = _card(firer, guns, rng, rake, rake_why, steps, r, used, away)
    if not firer.has_fired(side):
        bonus = initial_bonus(firer, guns, r)
        steps.append(first_broadside_step(bonus))
        table += bonus
    if level == "basic" and table > BASIC_CAP:
        steps.append(Step("11.2.4", f"the Basic Game's tables stop at {BASIC_CAP}", BASIC_CAP - table))
        table = BASIC_CAP
    return _fire_number(firer, side, target, steps, r, used, table, rng, guns, rake, position=position)


def _card(
    firer: Ship,
    guns: int,
    rng: int,
    rake: bool,
    rake_why: str,
    steps: list[Step],
    r: Readings,
    used: list[str],
    away: int,
) -> int:
    band = band_index(guns)
    base, bracket = HDT_CELLS[band][range_index(rng)]
    mods = HDT_MODIFIERS[band]
    used.append("basic_rake")
    if rake and r["basic_rake"] == "bracket":
        steps.append(Step("11.3.2", f"a rake ({rake_why}): the bracketed value for {band_label(band)} guns", bracket))
        table = bracket
    else:
        steps.append(Step("11.2.3", f"{band_label(band)} guns at range {rng}", base))
        table = base
        if rake and r["basic_rake"] == "second-edition":
            basic_guns = guns if r["ship_scale"] == "halved" else max(1, guns // 2)
            used.append("ship_scale")
            bonus = BASIC2_MODIFIERS[band_index(basic_guns, BASIC2_BANDS)][7]
            steps.append(
                Step(
                    "11.3.2",
                    f"a rake ({rake_why}): the 2nd edition's rake column for {plural(basic_guns, 'Basic gun')}",
                    bonus,
                )
            )
            table += bonus
        elif rake:
            steps.append(rake_column_step(rake_why, mods))
            table += mods.rake
    return table + _crew_modifiers(firer, firer.sections_lost + away, "lost or away boarding", mods, steps, r, used)


def _crew_modifiers(
    firer: Ship, down: int, why: str, mods: HDTModifiers, steps: list[Step], r: Readings, used: list[str]
) -> int:
    """The crew's quality, and a captured ship's column or each crew section down [11.3.1, 11.3.3, 11.3.5]."""
    found = [quality_step(firer.quality, mods)]
    if firer.captured:
        used.append("captured_modifier")
        found.append(captured_step(mods, r, advanced=why != "lost or away boarding"))
    elif down:
        used.append("crew_loss_modifier")
        found.append(crew_loss_step(down, why, mods, r))
    found = [step for step in found if step.value or step.case != "11.3.1"]  # an average crew goes unsaid
    steps += found
    return sum(int(step.value or 0) for step in found)


def _second_edition(firer: Ship, guns: int, rng: int, rake: bool, steps: list[Step], r: Readings, away: int) -> int:
    basic_guns = guns if r["ship_scale"] == "halved" else max(1, guns // 2)
    band = band_index(basic_guns, BASIC2_BANDS)
    table = BASIC2_CELLS[band][range_index(rng)]
    el, cr, av, gr, pr, loss, _initial, rake_mod, captured = BASIC2_MODIFIERS[band]
    steps.append(Step("11.2.3", f"2nd-edition Basic HDT: {plural(basic_guns, 'Basic gun')} at range {rng}", table))
    q = {"elite": el, "crack": cr, "average": av, "green": gr, "poor": pr}[firer.quality]
    if q:
        steps.append(Step("11.3.1", f"{firer.quality} crew", q))
        table += q
    if rake:
        steps.append(Step("11.3.2", "a rake: the 2nd-edition Basic rake column", rake_mod))
        table += rake_mod
    if firer.captured:
        steps.append(Step("11.3.5", "a captured ship", captured))
        table += captured
    elif firer.sections_lost + away:
        n = firer.sections_lost + away
        steps.append(Step("11.3.3", f"{plural(n, 'crew section')} lost or away boarding", loss * n))
        table += loss * n
    return table


# ---- the Advanced Game [16.1, 24.0] ----


def section_guns(ship: Ship, side: Broadside, section: str, rng: int, readings: Readings | None = None) -> int:
    """Guns firing from a whole broadside or its bow or stern section [16.2.2, 24.1.2]; carronades at 2 hexes or less
    (readings gun_sections, odd_split)."""
    guns, carronades = section_boxes(ship, side, section, READINGS.resolve(readings))
    return guns + (carronades if rng <= CARRONADE_RANGE else 0)


def advanced_fire_number(
    position: Position,
    firer: Ship,
    side: Broadside,
    target: Ship,
    section: str = "full",
    readings: Readings | None = None,
    away: int = 0,
    optional: frozenset[str] = frozenset(),
    as_grape: bool = False,
) -> FireNumber:
    """The Advanced Game's Hit Table number [16.1.1, 24.1-24.5, 18.2.2.4]: no cap at 8; above 10, several rolls
    [16.1.2.1]; ``as_grape`` fires a round-shot load as grape [24.2.4.5]."""
    r = READINGS.resolve(readings)
    rng = ship_range(firer.counter, target.counter, r, "" if section == "full" else section)
    guns = section_guns(firer, side, section, rng, r)
    ammo = ammunition.fired_as(firer.ammo_on(side), rng)
    rake = advanced_rake(firer.counter, target.counter, r)
    reply: Step | None = None
    if rake:
        stands, why = rake_stands(firer.counter, target.counter, section)
        reply = Step("24.4.2", f"from {target.name}'s {rake} line: {why}")
        rake = rake if stands else ""
    band = band_index(max(guns, 1))
    base, bracket = HDT_CELLS[band][range_index(rng)]
    mods = HDT_MODIFIERS[band]
    who = {"full": "the whole broadside", "bow": "the bow section", "stern": "the stern section"}[section]
    steps = [
        Step("11.2.1", f"range {rng} to {target.name}'s nearer hex"),
        Step(
            "24.1.2", f"{who} bears: {plural(guns, 'gun')}" + (" with the carronades" if rng <= CARRONADE_RANGE else "")
        ),
    ]
    if as_grape and ammo == "R":
        ammo = "G"
        steps.append(Step("24.2.4.5", "the round-shot load is fired as grape"))
    used = ["range_from", "five_fields", "rake_geometry", *(("boarding_sections",) if away else ())]
    if section != "full":
        used += ["gun_sections", "odd_split"]
    if firer.ammo_on(side) == "D" and rng > 1:
        used.append("doubleshot_commitment")
    if reply is not None:
        steps.append(reply)
    if rake:
        steps.append(Step("16.1.1.1", f"a rake into the {rake}: the bracketed value", bracket))
        table = bracket
        if rake == "stern":
            steps.append(Step("16.1.1.2", "the rake goes into the stern", mods.rake))
            table += mods.rake
    else:
        steps.append(Step("11.2.3", f"{band_label(band)} guns at range {rng}", base))
        table = base
    table += _advanced_modifiers(firer, side, ammo, mods, steps, r, used, away)
    table += _conditions(position, firer, side, guns, optional, mods, steps, r, used)
    return _fire_number(
        firer, side, target, steps, r, used, table, rng, guns, rake, ammo=ammo, section=section, position=position
    )


def _conditions(
    position: Position,
    firer: Ship,
    side: Broadside,
    guns: int,
    optional: frozenset[str],
    mods: HDTModifiers,
    steps: list[Step],
    r: Readings,
    used: list[str],
) -> int:
    """What the firer's state and the weather add to an Advanced Game's Hit Table: a dismasted ship (Optional Rule
    36.1), fallen rigging over the guns [16.1.2.2], the wind's velocity [18.2.2.4], the first broadside [24.1.4]."""
    table = 0
    if "36.1" in optional:
        m, step = dismasted_gunnery(firer, guns)
        if step is not None:
            steps.append(step)
            table += m
    if firer.fallen[0 if side is Broadside.L else 1]:
        steps.append(fixed_step("16.1.2.2", mods))
        table -= 1
    weather = wind_step(position.wind.velocity, firer.class_number, r)
    if position.wind.velocity == wind.STORM and firer.class_number > 4:
        used.append("storm_gunnery_small")
    if weather is not None:
        steps.append(weather)
        table += int(weather.value or 0)
    if not firer.has_fired(side):
        steps.append(first_broadside_step(mods.initial, advanced=True))
        table += mods.initial
    return table


def _advanced_modifiers(
    firer: Ship,
    side: Broadside,
    ammo: str,
    mods: HDTModifiers,
    steps: list[Step],
    r: Readings,
    used: list[str],
    away: int,
) -> int:
    """The crew's quality and sections down [11.3.1, 11.3.3, 11.3.5, 24.5.1], the shot [24.2], full sails [20.1], an
    anchor [20.3.5] and low powder [26.1.2], on an Advanced Game's Hit Table."""
    down = firer.sections_lost + away + (1 if firer.in_rigging else 0)
    if firer.on_fire:  # sections fighting a fire (reading fire_crews_at_guns) [2H]
        used.append("fire_crews_at_guns")
        if r["fire_crews_at_guns"] == "section-down":
            down += fire_fighters(firer)
    why = "lost, away boarding or in the rigging [24.5.1]"
    if firer.on_fire and r["fire_crews_at_guns"] == "section-down":
        why = "lost, away boarding, in the rigging or fighting the fire [24.5.1, 2H]"
    table = _crew_modifiers(firer, down, why, mods, steps, r, used)
    found = [ammunition_step(ammo, mods)]
    if firer.full_sails:
        found.append(fixed_step("20.1", mods))
    if firer.anchor in ("A", "AB", "AS") and firer.anchors_left == 2:
        found.append(fixed_step("20.3.5", mods))
    if firer.reloads == 0:
        found.append(fixed_step("26.1.2", mods))
    found = [step for step in found if step.value or step.case != "24.2"]  # a load's column of 0 goes unsaid
    steps += found
    return table + sum(int(step.value or 0) for step in found)


def advanced_hits(hits: Hits, aim: str, ammo: str, target: Ship, readings: Readings | None = None) -> Hits:
    """A Hit Table result as it falls in the Advanced Game: chain shot loses its H and G [24.2.2.2]; a target under
    full sails takes the bracketed extra rigging hits on a rigging shot [20.1.3] (reading full_sail_hull_extra)."""
    r = READINGS.resolve(readings)
    rigging = hits.rigging
    fore_and_aft = "fore-and-aft" in target.traits  # no full-sail bonus on such a rig (Optional Rule 40)
    if target.full_sails and not fore_and_aft and (aim == "rigging" or r["full_sail_hull_extra"] == "hull-too"):
        rigging += hits.full_sail_extra
    hull, guns = (0, 0) if ammo == "C" else (hits.hull, hits.guns)
    return Hits(hull, guns, hits.crew, rigging, 0, hits.critical)


def boarders_hit(hits: Hits, readings: Readings | None = None) -> bool:
    """Does this result cost a ship with a boarding party formed her extra crew box [24.2.7]? Only a result that
    kills crew, or any result that hits (reading boarders_under_fire)."""
    if READINGS.resolve(readings)["boarders_under_fire"] == "crew-hit":
        return hits.crew > 0
    return bool(hits.hull or hits.guns or hits.crew or hits.rigging)


def _fire_number(
    firer: Ship,
    side: Broadside,
    target: Ship,
    steps: list[Step],
    r: Readings,
    used: list[str],
    table: int,
    rng: int,
    guns: int,
    rake: object,
    **extra: object,
) -> FireNumber:
    """One broadside's Hit Table number ``table`` and its ruling: the table it reads, with the facts its diagram needs
    (the position among them: its map's wind and the sides' colours), and the broadside of the target that would lose
    its gun hits [11.2.4, 11.4.3.1]."""
    if extra.get("ammo") == "G":
        # grape rolls on no Hit Table: the number it reaches is the crew boxes it kills [24.2.4.2]
        verdict = f"Hit Table {table}, not rolled: grape kills {plural(max(table, 0), 'crew box')} [24.2.4.2]"
    else:
        verdict = f"Hit Table {table}" if table >= 0 else f"a miss (Hit Table {table}, below Table 0)"
    steps = [*steps, Step("11.2.4", verdict), damage.gun_hit_side(target, firer)[1]]
    facts = {
        "firer": firer.name,
        "side": side.value,
        "target": target.name,
        "range": rng,
        "guns": guns,
        "rake": rake,
        **extra,
        "firer_counter": firer.counter,
        "target_counter": target.counter,
    }
    ruling = RULINGS(
        f"which Hit Table does {firer.name}'s {side.value} broadside read against {target.name}?",
        verdict,
        steps,
        readings=r,
        keys=used,
        value=table,
        facts=facts,
        kind="fire",
    )
    return FireNumber(table, bool(rake), rng, guns, ruling)


def initial_bonus(firer: Ship, guns: int, readings: Readings | None = None) -> int:
    """The initial-broadside bonus for this many guns [11.3.4]."""
    r = READINGS.resolve(readings)
    if r["basic_tables"] == "second-edition":
        basic_guns = guns if r["ship_scale"] == "halved" else max(1, guns // 2)
        return BASIC2_MODIFIERS[band_index(basic_guns, BASIC2_BANDS)][6]
    return HDT_MODIFIERS[band_index(guns)].initial


# ---- the phase: whom a ship fires at, the shot and its die, the hits marked at its end ----


def options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """Broadsides she may fire at a target, and any loaded broadside fired at nothing [11.1, 13.4]. Firing at nothing
    is offered while her side is deciding its fire, but never holds a Combat Phase open by itself (see
    :func:`.sequence.has_options`)."""
    if any(ship.mortars) and bombs.worked_mortars(state, ship.name):  # no broadside in a mortar's turn [42.3.1]
        return fire_options(state, ship)
    blank = [
        WoodenShipsAction("discharge", (ship.name, side.value))
        for side in Broadside
        if can_fire(ship, side) and not any(s.firer == ship.name and s.side is side for s in state.shots)
    ]
    return [*kept(state, ship, "fire", fire_options), *blank]  # as the turn sequence asked it [5.0]


def fire_options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """Broadsides [11.1, 24.1.5] and a bomb's mortars (Optional Rule 42); in a turn her mortars fire her broadsides do
    not, nor the other way round [42.3.1]."""
    mortars = [WoodenShipsAction("mortar", (ship.name, m, t)) for m, t in bombs.mortar_targets(state, ship)]
    if any(ship.mortars) and bombs.worked_mortars(state, ship.name):
        return mortars
    return [*mortars, *_broadside_options(state, ship)]


def _broadside_options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    if state.level == "advanced":
        return _advanced_fire_options(state, ship)
    out: list[WoodenShipsAction] = []
    pos = state.position
    for side in Broadside:
        if any(s.firer == ship.name and s.side is side for s in state.shots):
            continue
        for t in targets(pos, ship, side, state.readings):
            target = pos.ship(t)
            rng = min(a.distance(b) for a in ship.hexes for b in target.hexes)
            out.extend(
                WoodenShipsAction("fire", (ship.name, side.value, t, aim)) for aim in aims(pos, ship, target, rng)
            )
    return out


def _advanced_fire_options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """Whom each broadside may engage with the guns that bear [24.1.5], within its shot's reach [24.2]."""
    out: list[WoodenShipsAction] = []
    pos = state.position
    for side in Broadside:
        if any(s.firer == ship.name and s.side is side for s in state.shots) or not can_fire(ship, side):
            continue
        ammo = ship.ammo_on(side)
        for e in reduced_targets(ship.counter, side, obstacles(pos, ship, state.readings), state.readings):
            target = pos.ship(e.target)
            rng = ship_range(ship.counter, target.counter, state.readings, "" if e.section == "full" else e.section)
            if rng > ammunition.reach(ammo, state.readings) or not section_guns(
                ship, side, e.section, rng, state.readings
            ):
                continue
            fired = ammunition.fired_as(ammo, rng)
            shots = {"G": ("hull",), "C": ("rigging",)}.get(fired) or aims(pos, ship, target, rng)
            out.extend(WoodenShipsAction("fire", (ship.name, side.value, e.target, aim)) for aim in shots)
            if fired == "R" and rng <= ammunition.MAX_RANGE["G"]:  # round shot fired as grape [24.2.4.5]
                out.append(WoodenShipsAction("fire", (ship.name, side.value, e.target, "hull", "grape")))
    return out


def sections_away(state: State, name: str) -> int:
    """Crew sections ``name`` has used for boarding this turn, a Hit Table lower each when she fires [11.3.3]: those of
    her offensive parties, or of every party she formed (reading ``boarding_sections``)."""
    kinds = ("OBP",) if state.readings["boarding_sections"] == "boarders" else ("OBP", "DBP", "TBP")
    return sum(len(p.sections) for p in state.parties if p.ship == name and p.kind in kinds)


def fire(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """``fire SHIP SIDE TARGET AIM``: the broadside's Hit Table number [11.2, 24.1], its load spent [11.1.6]; the die
    follows (grape reads no Hit Table: its number is crew boxes [24.2.4.2])."""
    pos = state.position
    ship = pos.ship(str(a.ship))
    side = Broadside.parse(str(a.broadside))
    target = pos.ship(str(a.target))
    away = sections_away(state, ship.name)
    section, ammo = "full", "R"
    extra: list[Step] = []
    if state.level == "advanced":
        others = obstacles(pos, ship, state.readings)
        engaged = {e.target: e for e in reduced_targets(ship.counter, side, others, state.readings)}
        section = engaged[target.name].section
        if engaged[target.name].straddle:  # [24.1.5.4, A-24.1] (reading straddler_section)
            f = engaged[target.name].field
            reason = (
                f"{target.name} straddles fields {f - 2} and {f}: the whole broadside is blocked, "
                f"the {section} section fires as at a field-{f} target [A-24.1]"
            )
            extra.append(RULINGS.step("24.1.5.4", reason, state.readings, "straddler_section"))
        grape = a.get("shot") == "grape"
        number = advanced_fire_number(
            pos, ship, side, target, section, state.readings, away, state.optional, as_grape=grape
        )
        ammo = str(number.ruling.facts["ammo"])
    else:
        number = fire_number(pos, ship, side, target, state.readings, state.level, away)
    pos = pos.with_ship(_spent(ship, side))
    shot = Shot(
        ship.name,
        side,
        target.name,
        str(a.get("aim")),
        number.table,
        ammo=ammo,
        section=section,
        rake=str(number.ruling.facts.get("rake") or "")
        if state.level == "advanced"
        else ("rake" if number.rake else ""),
        range=number.range,
    )
    if ammo == "G":  # grape reads no Hit Table: the number is crew boxes [24.2.4.2]
        shot = _with_roll(shot, 0, f"{number.table}C" if number.table > 0 else "0")
    pending = (Task("fire", (len(state.shots),)),) if number.table >= 0 and ammo != "G" else ()
    new = state.with_(position=pos, shots=(*state.shots, shot), pending=pending)
    steps = (*extra, *number.ruling.steps, Step("11.1.6", f"the {side.value} broadside is fired: its load is spent"))
    readings = RULINGS.named(steps, state.readings, (k for k, _ in number.ruling.readings))
    return new, replace(
        number.ruling, question=f"what does {a} do?", steps=steps, value=number.table, readings=readings
    )


def discharge(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """A broadside fired at no target: its load is spent and so is that side's initial-broadside bonus [13.4, 11.3.4]."""
    ship = state.position.ship(str(a.ship))
    side = Broadside.parse(str(a.broadside))
    bonus = "the initial-broadside bonus is lost [11.3.4]" if not ship.has_fired(side) else "her first was fired before"
    steps = (
        RULINGS.step(
            "13.4", f"{ship.name} fires her {side.value} broadside at no target: {bonus}", state.readings, "blank_fire"
        ),
        Step("11.1.6", f"the {side.value} broadside is fired: its load is spent"),
    )
    new = state.with_(position=state.position.with_ship(_spent(ship, side)))
    return new, RULINGS(f"what does {a} do?", "fired at no target", steps, kind="reload")  # no target to draw


def _spent(ship: Ship, side: Broadside) -> Ship:
    """``ship`` with her ``side`` broadside fired: unloaded, and its initial-broadside bonus gone [11.1.6, 11.3.4]."""
    i = 0 if side is Broadside.L else 1
    return ship.with_(
        loaded=tuple(False if k == i else v for k, v in enumerate(ship.loaded)),
        fired=tuple(True if k == i else v for k, v in enumerate(ship.fired)),
    )


def fire_die(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """A shot's die on its Hit Table, the hits noted to be marked at the end of the phase [11.2.6, 11.1.7]; a table
    above 10 reads two tables, a die each [16.1.2.1]; a firer at low powder who rolls 1 may catch fire [16.1.2.3.2]."""
    (index,) = task.args
    shot = state.shots[index]
    parts = split_table(shot.table)
    table = parts[len(shot.rolls)]
    hits = hit_result(table, shot.aim, die)
    printed = str(hits)
    if state.level != "advanced":  # no critical hits nor full sails in the Basic Game
        hits = basic_hits(hits)
    unstarred = printed != str(hits)
    if shot.mortar:  # every mortar hit counts three times [42.9.3]
        hits = bombs.mortar_hits(hits)
    shots = tuple(_with_roll(s, die, str(hits)) if k == index else s for k, s in enumerate(state.shots))
    reason = f"Hit Table {table}, {shot.aim}, die {die}: {hits} on {shot.target} (marked at the end of the phase)"
    if shot.mortar:
        reason += ", a mortar's hits tripled [42.9.3]"
    if unstarred:
        reason += f"; the card prints {printed}, whose * and (R) are the Advanced Game's"
        step: Step = RULINGS.step("11.2.6", reason, state.readings, "basic_tables")
    else:
        step = Step("11.2.6" if len(parts) == 1 else "16.1.2.1", reason)
    firer = state.position.ship(shot.firer)
    steps = [step]
    if state.level == "advanced" and die == 1 and firer.reloads <= 0:  # low powder [16.1.2.3.2]
        state = state.with_(pending=(Task("powder_fire", (firer.name, table, shot.range)), *state.pending))
        steps.append(Step("16.1.2.3.2", f"{firer.name} fires at low powder and rolled 1: two dice for a fire"))
    if len(shot.rolls) + 1 < len(parts):
        state = state.with_(pending=(Task("fire", (index,)), *state.pending))
    return state.with_(shots=shots), RULINGS(
        f"what does {shot.firer}'s {'mortar' if shot.mortar else 'broadside'} do?",
        str(hits),
        steps,
        kind="hits",
        facts={"table": shot.table, "die": die},
    )


def _with_roll(shot: Shot, die: int, hits: str) -> Shot:
    return replace(shot, rolls=(*shot.rolls, die), hits=(*shot.hits, hits))


def end(state: State) -> tuple[State, list[Step]]:
    """Mark every hit at once [11.1.7, 11.4]; in the Advanced Game roll the critical hits next [16.1.2.2.2]; then
    strike and surrender [11.4.1.2, 11.4.3.2, 11.4.4.2]."""
    steps: list[Step] = []
    if not state.marked:
        state, steps = mark_shots(state)
        if state.pending:  # critical hits to roll first
            return state, steps
    pos = state.position
    hit = sorted({shot.target for shot in state.shots if shot.hits})
    before = {s.name: s.status for s in pos.ships}
    contact = damage.in_contact(pos, [(shot.firer, shot.target) for shot in state.shots])
    if state.readings["surrender_captor"] == "on-contact":  # a disarmed ship gives up when an enemy closes
        hit = sorted({*hit, *contact})
    firers = {t: [shot.firer for shot in state.shots if shot.target == t] for t in hit}
    pos, more = damage.surrenders(pos, hit, state.readings, contact, firers)
    steps.extend(more)
    state, started = melee.start_melees(state.with_(position=pos, phase="melee", done=frozenset(), marked=False))
    if state.level == "advanced":
        struck = [s.name for s in pos.ships if s.status is Status.STRUCK and before[s.name] is not Status.STRUCK]
        state = state.with_(pending=(*(Task("destroyed_hull", (n,)) for n in struck), *state.pending))
        steps += [Step("24.3.2", f"{n} has struck: the enemy rolls on the Destroyed Hull Table") for n in struck]
    return state, steps + started


def _landing(state: State, shot: Shot, text: str, target: Ship) -> Hits:
    """One of ``shot``'s Hit Table results as it falls on ``target``: in the Advanced Game as chain shot and full sails
    make it [24.2.2.2, 20.1.3]; a mortar's hits fall as read (all on the hull [42.9.2])."""
    hits = parse_hits(text)
    if state.level == "advanced" and not shot.mortar:
        return advanced_hits(hits, shot.aim, shot.ammo, target, state.readings)
    return hits


def gun_choice_due(state: State) -> int | None:
    """The first shot of this Combat Phase whose gun hits wait for their target to choose the broadside that loses
    them first: both her broadsides as near the firer, each with guns left [11.4.3.1]. Asked once the phase's
    broadsides are all fired, before the hits are marked; ``None`` when no shot waits."""
    if state.phase != "combat" or state.marked or state.pending:
        return None
    pos = state.position
    for index, shot in enumerate(state.shots):
        if shot.gun_side or not shot.hits:
            continue
        target = pos.ship(shot.target)
        guns = sum(_landing(state, shot, text, target).guns for text in shot.hits)
        if damage.must_choose(target, pos.ship(shot.firer), guns):
            return index
    return None


def as_marked(state: State, index: int) -> Ship:
    """The target of shot ``index`` as the hits are marked: her log once this phase's earlier shots at her are marked
    (the marking goes shot by shot, each choice of side already made) [11.1.7, 11.4]."""
    pos = state.position
    shot = state.shots[index]
    target = pos.ship(shot.target)
    for earlier in state.shots[:index]:
        if earlier.target != shot.target:
            continue
        chose = Broadside.parse(earlier.gun_side) if earlier.gun_side else None
        section = earlier.section if state.level == "advanced" else None
        for text in earlier.hits:
            hits = _landing(state, earlier, text, target)
            target = damage.mark_hits(target, hits, pos.ship(earlier.firer), state.readings, section, chose)[0]
    return target


def gun_side_options(state: State) -> list[WoodenShipsAction]:
    """``lose TARGET L`` and ``lose TARGET R``: the target's choice for the first shot waiting for it [11.4.3.1]."""
    index = gun_choice_due(state)
    if index is None:
        return []
    return [WoodenShipsAction("lose", (state.shots[index].target, side.value)) for side in Broadside]


def choose_gun_side(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """``lose TARGET SIDE``: the target gives up that broadside's guns first to the first shot waiting for her choice;
    the ruling shows what each choice leaves her [11.4.3.1]."""
    index = gun_choice_due(state)
    assert index is not None, "checked by the rules before it is applied"
    shot = state.shots[index]
    target, firer = as_marked(state, index), state.position.ship(shot.firer)
    side = Broadside.parse(str(a.broadside))
    guns = sum(_landing(state, shot, text, target).guns for text in shot.hits)
    section = shot.section if state.level == "advanced" else None
    left = {b: damage.mark_hits(target, Hits(guns=guns), firer, state.readings, section, b)[0] for b in Broadside}
    words, word = {b: _sides(left[b]) for b in Broadside}, damage.SIDE_WORDS
    whose = f"{firer.name}'s {'mortar' if shot.mortar else f'{shot.side.value} broadside'}"
    steps = (
        Step(
            "11.4.3.1",
            f"{firer.name} lay as near {target.name}'s left broadside as her right: {target.name} chooses which loses "
            f"the {plural(guns, 'gun hit')} of {whose} first",
        ),
        Step(
            "11.4.3.1",
            f"her {word[side]} broadside first: she keeps {words[side]} (her {word[side.other()]} first would "
            f"have kept {words[side.other()]}); marked with the phase's other hits",
        ),
    )
    shots = tuple(replace(s, gun_side=side.value) if k == index else s for k, s in enumerate(state.shots))
    return state.with_(shots=shots), RULINGS(
        f"what does {a} do?",
        f"{target.name}'s {word[side]} broadside loses the gun hits first",
        steps,
        kind="hits",
    )


def _sides(ship: Ship) -> str:
    """The guns and carronades ``ship`` has left on each broadside, in words."""
    left, right = (ship.guns_on(b) + ship.carronades_on(b) for b in Broadside)
    return f"{left} guns and carronades on the left, {right} on the right"


def mark_shots(state: State) -> tuple[State, list[Step]]:
    """Every ordinary hit of the phase, marked together [11.1.7, 11.4]; starred results queue a critical-hit roll
    (Advanced Game) [16.1.2.2.1], a rigging section shot away a mast over the side (Optional Rule 36.2)."""
    pos = state.position
    steps: list[Step] = [Step("11.1.7", "the Combat Phase ends: every hit is marked at once")] if state.shots else []
    criticals: list[Task] = []
    masts: tuple[Task, ...] = ()
    boarding = {p.ship for p in state.parties}
    for index, shot in enumerate(state.shots):
        exposed = shot.ammo == "G" or state.readings["boarders_exposed"] == "all-fire"
        extra = state.level == "advanced" and shot.target in boarding and exposed
        chose = Broadside.parse(shot.gun_side) if shot.gun_side else None
        for part, text in enumerate(shot.hits):
            target = pos.ship(shot.target)
            hits = _landing(state, shot, text, target)
            if state.level == "advanced" and not shot.mortar:
                printed = parse_hits(text)
                if target.full_sails and printed.full_sail_extra:  # [20.1.3] (reading full_sail_hull_extra)
                    more_rigging = hits.rigging - printed.rigging
                    said = (
                        f"{plural(more_rigging, 'more rigging hit')}"
                        if more_rigging
                        else "no extra rigging hits for a hull shot"
                    )
                    reason = f"{target.name} is under full sails: {said}"
                    steps.append(RULINGS.step("20.1.3", reason, state.readings, "full_sail_hull_extra"))
                if hits.critical:
                    criticals.append(Task("critical", (index, part)))
                if extra and boarders_hit(hits, state.readings):
                    extra = False  # once a broadside [24.2.7] (reading boarders_under_fire)
                    hits = replace(hits, crew=hits.crew + 1)
                    reason = f"{target.name} has a boarding party formed: one more crew box lost"
                    steps.append(
                        RULINGS.step("24.2.7", reason, state.readings, "boarders_exposed", "boarders_under_fire")
                    )
            section = shot.section if state.level == "advanced" else None
            marked, more = damage.mark_hits(target, hits, pos.ship(shot.firer), state.readings, section, chose)
            if "36.2" in state.optional:
                masts += optional.mast_tasks(target, marked)
            pos = pos.with_ship(marked)
            steps.extend(more)
    if criticals:
        steps.append(
            Step("16.1.2.2.1", f"{plural(len(criticals), 'starred result')}: two dice each on the Critical Hit Table")
        )
    return state.with_(position=pos, marked=True, pending=(*criticals, *masts, *state.pending)), steps


__all__ = [
    "as_marked",
    "choose_gun_side",
    "discharge",
    "end",
    "fire",
    "fire_die",
    "fire_options",
    "mark_shots",
    "options",
    "FireNumber",
    "advanced_fire_number",
    "advanced_hits",
    "section_guns",
    "target_ruling",
    "sections_away",
    "aims",
    "can_fire",
    "fire_number",
    "fire_refusal",
    "gun_choice_due",
    "gun_side_options",
    "guns_firing",
    "initial_bonus",
    "obstacles",
    "targets",
]
