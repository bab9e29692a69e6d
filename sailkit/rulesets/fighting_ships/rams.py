"""Rams, spar torpedoes, the corvus and steel ships that glance off [4.3.2, 4.3.3], and 5.7.2's torpedo hit they use.

A torpedo hit [5.7.2] throws one die per impact for the hits it scores; the ship saves them with half her Hull dice
(rounded up), one more with a torpedo belt, each 4 or more saving one as any save does [5.6.1], and what gets through
goes on the Damage Deck. A ship with a purpose-built ram that collides with an enemy's side deals two torpedo hits,
one anywhere else (which side is reading ``ram_beam``) [4.3.2]; she takes one herself unless she passes a Discipline
test with half her dice [4.3.2a]; the two are entangled where they struck, and if the rammed ship sinks the rammer
must pass a Discipline test to back away, or go down with her [4.3.2b, 4.3.3]. A spar torpedo explodes as one
torpedo hit and nothing more: no harm to her own ship, no entanglement [4.3.2c].

A ship entangled with an enemy using a corvus rolls half her Sailing dice to break free [4.3.3]. Ships larger than a
Second World War destroyer (cruisers and battleships of 5.6.3's table) without a ram never entangle, nor are
entangled: they glance off, the larger taking an Anchor token and the smaller a die's worth of Damage tokens [4.3.3].
Catastrophically damaged steamships of destroyer size and larger never strike: they make for the nearest table
edge, fighting on, and leave the battle there [5.6.4, 1.5.4] (:func:`strikes_or_runs`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...errors import InvalidInputError
from ...readings import ReadingsLike
from ...rulings import Ruling
from ...rulings import Step as RStep
from ...wording import plural
from .arcs import ArcName, arcs_holding
from .below_waterline import below_waterline, waterline_dice
from .damage import SAVE
from .dice import halved, read_count, read_dice, stat_test
from .readings import RULINGS, chosen
from .ships import HULL_CLASSES, Ship, ShipClass, ship_class

#: 5.6.3's rows larger than a Second World War destroyer [4.3.3].
LARGE = frozenset({"cruiser", "battleship"})
#: Torpedo hits a ram deals on the beam and anywhere else [4.3.2].
BEAM_HITS, OTHER_HITS = 2, 1
#: 5.6.3's rows of destroyer size and larger, which never strike under steam [5.6.4].
RUNS_FOR_EDGE = frozenset({"destroyer", "cruiser", "battleship"})


def torpedo_hit(
    impacts: Sequence[int],
    hull: int,
    save_dice: Sequence[int],
    *,
    belt: bool = False,
    anchored: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """What torpedo impacts do to a ship of Hull ``hull`` [5.7.2]: ``impacts`` one die each, their sum the hits; the
    ``save_dice`` are half her Hull dice rounded up, one more with a torpedo ``belt``, each 4+ saving a hit; the
    hits through go on the Damage Deck [5.6.1] (``anchored``: she has an Anchor token already). The damage below the
    waterline is :func:`.below_waterline.below_waterline`'s, which ASW weapons and bombs share. The verdict is the
    hits through; facts ``hits``, ``saves``, ``deck`` (:class:`~.damage.Deck`), ``save_count``."""
    hull = read_count(hull, "Hull stat", 0, 99)
    if not read_dice(impacts, "torpedo impact dice"):
        raise InvalidInputError("torpedo impact dice", list(impacts), "one die for each impact, at least one")
    hit = below_waterline(impacts, hull, save_dice, belt=belt, anchored=anchored, readings=readings)
    facts = {**hit.facts, "save_count": waterline_dice(hull, belt), "need": SAVE}
    return RULINGS(
        "what do the torpedo hits do",
        hit.verdict,
        hit.steps,
        value=hit.value,
        measure="hit",
        kind="damage",
        facts=facts,
    )


def _bow(ship: Ship) -> tuple[float, float]:
    """The rammer's stem, the middle of her bow edge, on the table."""
    at = ship.pose.forward(ship.build.bow)
    return (at.x, at.y)


def ram_hits(rammer: Ship, target: Ship, readings: ReadingsLike | None = None) -> Ruling:
    """How many torpedo hits ``rammer``'s ram deals ``target`` as they collide [4.3.2]: two when her stem strikes the
    target's side (reading ``ram_beam``: her broadside arcs, 5.4a, or the whole port or starboard half, 5.4e-f), one
    anywhere else. A ship with no purpose-built ram is refused: hers is an ordinary collision [4.3.1]."""
    r = chosen(readings)
    if not rammer.cls.ram:
        raise InvalidInputError(f"ram of {rammer.name}", rammer.cls.name, "a ship with a purpose-built ram (4.3.2)")
    held = arcs_holding(target, _bow(rammer), r)
    sides = (
        (ArcName.PORT_BROADSIDE, ArcName.STARBOARD_BROADSIDE)
        if r["ram_beam"] == "broadside"
        else (ArcName.PORT, ArcName.STARBOARD)
    )
    beam = any(a in held for a in sides)
    hits = BEAM_HITS if beam else OTHER_HITS
    where = "on her side" if beam else "bow or stern on"
    steps = [
        RULINGS.step(
            "4.3.2",
            f"{rammer.name}'s ram strikes {target.name} {where}: {plural(hits, 'torpedo hit')}",
            r,
            "ram_beam",
            value=hits,
        ),
        RStep("4.3.3", "the two are entangled, left at the angle they struck"),
    ]
    return RULINGS(
        f"what does {rammer.name}'s ram deal {target.name}",
        hits,
        steps,
        value=hits,
        measure="torpedo hit",
        kind="damage",
        facts={"beam": beam, "arcs": held},
    )


def ram_recoil(discipline: int, dice: Sequence[int]) -> Ruling:
    """Whether the rammer escapes harm [4.3.2a]: a Discipline test with half her dice (rounded up); failing it she
    takes one torpedo hit herself. The verdict is the torpedo hits she takes, 0 or 1."""
    need = halved(read_count(discipline, "Discipline stat", 0, 20))
    test = stat_test(need, dice, case="4.3.2")
    hits = 0 if test.verdict else 1
    said = "she rides the blow unharmed" if not hits else "the blow springs her own timbers: one torpedo hit on her"
    steps = [
        RStep("4.3.2", f"the rammer tests her Discipline with half her dice, {need}"),
        *test.steps,
        RStep("4.3.2", said, hits),
    ]
    return RULINGS(
        "does the rammer take harm", hits, steps, value=hits, kind="test", facts={"passed": bool(test.verdict)}
    )


def draw_back(discipline: int, dice: Sequence[int]) -> Ruling:
    """Whether a rammer whose victim sinks backs off in time [4.3.2b]: a Discipline test, or she sinks with her."""
    test = stat_test(read_count(discipline, "Discipline stat", 0, 20), dice, case="4.3.2")
    free = bool(test.verdict)
    said = "she backs her ram out and escapes" if free else "she is dragged down and sinks with her victim"
    return RULINGS("does the rammer draw back", free, [*test.steps, RStep("4.3.2", said)], kind="test")


def spar_torpedo(
    impact: int,
    hull: int,
    save_dice: Sequence[int],
    *,
    belt: bool = False,
    anchored: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """A spar torpedo exploding against a ship of Hull ``hull`` [4.3.2c]: one torpedo hit of 5.7.2
    (:func:`torpedo_hit`), no harm to the ship that carried it and no entanglement."""
    hit = torpedo_hit((impact,), hull, save_dice, belt=belt, anchored=anchored, readings=readings)
    steps = [
        RStep("4.3.2", "a spar torpedo explodes as one torpedo: the bearer takes nothing, neither is entangled"),
        *hit.steps,
    ]
    return RULINGS(
        "what does the spar torpedo do",
        hit.verdict,
        steps,
        value=hit.value,
        measure="hit",
        kind="damage",
        facts=dict(hit.facts),
    )


def disentangle_dice(sailing: int, corvus: bool) -> Ruling:
    """The Sailing dice a ship rolls to break free [4.3.3]: half, rounded up, when the enemy holding her uses a corvus."""
    dice = halved(sailing) if corvus else read_count(sailing, "Sailing stat", 0, 20)
    said = f"the enemy's corvus holds her: half her Sailing dice, {dice}" if corvus else f"her {dice} Sailing dice"
    return RULINGS(
        "how many dice does she roll to disentangle",
        dice,
        [RStep("4.3.3", said, dice)],
        value=dice,
        kind="sailing_points",
    )


def _rank(c: ShipClass) -> tuple[int, int]:
    return (HULL_CLASSES.index(c.hull_class), c.hull)


def glance(mover: Ship, met: Ship, die: int | None = None, readings: ReadingsLike | None = None) -> Ruling:
    """Whether two colliding ships glance off instead of entangling [4.3.3]: when either is larger than a destroyer
    (a cruiser or battleship of 5.6.3) with no ram. The verdict is False when they entangle as usual; True when
    they glance: the larger (by 5.6.3's row, then Hull; on a tie, reading ``glance_tie``) takes an Anchor token
    and the smaller ``die`` Damage tokens (``None``: still to throw). Facts: ``larger``, ``smaller``, ``damage``."""
    r = chosen(readings)
    big = [s.name for s in (mover, met) if s.cls.hull_class in LARGE and not s.cls.ram]
    if not big:
        said = "neither is a ship larger than a destroyer without a ram: they may entangle"
        return RULINGS("do they glance off", False, [RStep("4.3.3", said)], kind="damage", facts={})
    tie = _rank(mover.cls) == _rank(met.cls)
    larger, smaller = (mover, met) if _rank(mover.cls) > _rank(met.cls) or tie else (met, mover)
    steps = [RStep("4.3.3", f"{' and '.join(big)} too big to entangle without a ram: the ships glance off")]
    if tie:
        steps.append(
            RULINGS.step(
                "4.3.3",
                f"as large as each other: {larger.name}, the mover, counts as the larger"
                if r["glance_tie"] == "mover-larger"
                else "as large as each other: each takes an Anchor token, neither a Damage token",
                r,
                "glance_tie",
            )
        )
    damage = 0
    if tie and r["glance_tie"] == "both-anchor":
        return RULINGS(
            "do they glance off",
            True,
            steps,
            kind="damage",
            facts={"larger": (mover.name, met.name), "smaller": (), "damage": 0},
        )
    steps.append(RStep("4.3.3", f"{larger.name}, the larger, takes an Anchor token"))
    if die is not None:
        damage = read_dice((die,), "glance die", 1)[0]
        steps.append(
            RStep("4.3.3", f"{smaller.name}, the smaller, takes a die's worth of Damage tokens: {damage}", damage)
        )
    return RULINGS(
        "do they glance off",
        True,
        steps,
        kind="damage",
        facts={"larger": (larger.name,), "smaller": (smaller.name,), "damage": damage},
    )


def runs_for_edge(cls: ShipClass) -> bool:
    """Whether ``cls`` is a steamship of destroyer size or larger, who runs for the edge rather than strike [5.6.4]."""
    return "steam" in cls.motive and cls.hull_class in RUNS_FOR_EDGE


def strikes_or_runs(cls: ShipClass | str) -> Ruling:
    """What a catastrophically damaged ship does when she fails her damage-control test [5.6.4]: ``"strike"`` her
    colours, or, a steamship of destroyer size or larger, ``"run"`` for the nearest table edge, fighting as she
    goes, and leave the battle there [1.5.4]."""
    c = ship_class(cls)
    runs = runs_for_edge(c)
    said = (
        f"{c.name} is a steamship of destroyer size or larger: she does not strike but makes for the nearest edge"
        if runs
        else f"{c.name} strikes her colours"
    )
    return RULINGS("does she strike or run", "run" if runs else "strike", [RStep("5.6.4", said)], kind="damage")


def nearest_edge(ship: Ship, width: float, depth: float) -> Ruling:
    """The table edge nearest ``ship``'s mainmast [5.6.4, 1.5.4], where a big steamship runs to disengage; ties go to
    the first of north, east, south, west. Facts: ``heading`` to steer for it, ``inches`` to it."""
    x, y = ship.pose.x, ship.pose.y
    gaps = {"north": (depth - y, 0.0), "east": (width - x, 90.0), "south": (y, 180.0), "west": (x, 270.0)}
    edge = min(gaps, key=lambda k: gaps[k][0])
    inches, heading = gaps[edge]
    said = f"the {edge} edge is nearest, {inches:.2f} inches away: she steers {heading:g} for it"
    return RULINGS(
        "which edge does she run for",
        edge,
        [RStep("5.6.4", said, inches)],
        value=inches,
        measure="inch",
        kind="damage",
        facts={"heading": heading, "inches": inches},
    )


__all__ = [
    "BEAM_HITS",
    "LARGE",
    "OTHER_HITS",
    "disentangle_dice",
    "draw_back",
    "glance",
    "nearest_edge",
    "ram_hits",
    "ram_recoil",
    "runs_for_edge",
    "spar_torpedo",
    "strikes_or_runs",
    "torpedo_hit",
]
