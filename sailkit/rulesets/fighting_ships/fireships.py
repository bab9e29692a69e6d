"""Fireships [9.1.2]: a hulk packed with powder and pitch, set alight and let go at the enemy.

Pure rules, each a :class:`~sailkit.rulings.Ruling` citing its clause; the engine (:mod:`.sailing_phase`,
:mod:`.turn`) calls them in play. In our words:

* a fireship showing a Damage token is *alight*; her crew may light her on purpose with a Discipline test in her
  sailing phase, a pass giving her that first token [9.1.2a] (so a position needs no flag of its own: ``D1`` on a
  ``fireship`` is a burning one);
* alight, she makes no turns and runs 4 inches straight ahead in her side's sailing phase, or drifts 2 inches
  downwind while she has an Anchor token [9.1.2b];
* at the start of every Game-Turn a die for her: 4 or more adds a Damage token, and at 4 tokens she blows up and
  leaves the table, every ship within 6 inches taking a Damage token [9.1.2c];
* a ship within 2 inches where she ends her run tests her Discipline and takes a Damage token if she fails
  [9.1.2d]; a ship she runs into may evade (the fireship, unmanned, cannot), and one that fails is set on fire,
  taking a Damage token then and again at the start of every Game-Turn she stays entangled [9.1.2e];
* aground, she blows up at once [9.1.2f].

With no crew aboard [9.1.2e] an alight fireship takes no token test after moving: no damage control puts her fire
out, and an Anchor token stays until the fire ends her.

Where the text is silent the readings decide (``fireship_measure``, ``fireship_course``, ``fireship_drift``,
``fireship_morale``): each ruling names the ones it used.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import comb

from ...geometry.board import format_real, measured
from ...geometry.compass import Direction
from ...geometry.table import Advance, Move, Pivot
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .dice import read_count, read_dice, stat_test
from .readings import RULINGS, chosen
from .ships import Ship

#: The stat line's key of a fireship (``data/ships.csv``) [9.1.2].
FIRESHIP = "fireship"
RUN = 4.0  #: inches an alight fireship runs straight ahead in her sailing phase [9.1.2b]
DRIFT = 2.0  #: inches she drifts downwind instead while she has an Anchor token [9.1.2b]
SCORCH = 2.0  #: a ship this close when she ends her move tests her Discipline [9.1.2d]
BLAST = 6.0  #: every ship this close when she blows up takes a Damage token [9.1.2c]
BURNS_ON = 4  #: the start-of-turn die adds a Damage token on this or more [9.1.2c]
EXPLODES_AT = 4  #: Damage tokens at which she blows up [9.1.2c]


def is_fireship(ship: Ship) -> bool:
    """Whether ``ship`` sails on the fireship's stat line [9.1.2]."""
    return ship.cls.key == FIRESHIP


def downwind_heading(wind: Direction | str) -> float:
    """The heading the wind blows toward (``wind`` names where it blows from) [1.5.1]."""
    return float(Direction.parse(wind).opposite().degrees)


def light_fireship(discipline: int, dice: Sequence[int]) -> Ruling:
    """Her crew's Discipline test to set her alight on purpose [9.1.2a]: a pass gives her a Damage token, and from
    then on she burns; a failure leaves her as she was, to sail as any ship."""
    test = stat_test(discipline, dice, case="9.1.2a")
    said = "the crew sets her alight: a Damage token" if test.verdict else "the crew fails to light her"
    return RULINGS(
        "is the fireship set alight",
        bool(test.verdict),
        [*test.steps, Step("9.1.2a", said)],
        facts={"chance": test.facts["chance"]},
        kind="test",
    )


def fireship_run(ship: Ship, wind: Direction | str, *, anchored: bool, readings: ReadingsLike | None = None) -> Ruling:
    """Where an alight fireship goes in her sailing phase [9.1.2b]: 4 inches straight along her heading, or with an
    Anchor token 2 inches downwind (reading ``fireship_drift``: turned to head downwind, or slid keeping her
    heading). Facts ``move`` (a :class:`~sailkit.geometry.table.Move` from her pose), ``pose`` (where it ends) and
    ``inches``."""
    r = chosen(readings)
    turn = ((downwind_heading(wind) - ship.pose.heading + 180.0) % 360.0) - 180.0
    turn = 0.0 if measured(turn) == 0.0 else turn
    if not anchored and r["fireship_course"] == "downwind":
        move = Move((Pivot(turn), Advance(RUN)))
        said = f"alight, she goes where the wind takes her: she turns downwind and runs {RUN:g} inches"
        steps = [RULINGS.step("9.1.2b", said, r, "fireship_course")]
    elif not anchored:
        move = Move((Advance(RUN),))
        said = f"alight, she makes no turns: she runs {RUN:g} inches straight ahead, as her player aimed her"
        steps = [RULINGS.step("9.1.2b", said, r, "fireship_course")]
    else:
        kept = r["fireship_drift"] == "keeps-heading"
        move = Move((Pivot(turn), Advance(DRIFT), *((Pivot(-turn),) if kept and turn else ())))
        how = "keeping her heading" if kept else f"turned to head downwind, {downwind_heading(wind):g} degrees"
        said = f"with an Anchor token she drifts {DRIFT:g} inches downwind, {how}"
        steps = [RULINGS.step("9.1.2b", said, r, "fireship_drift")]
    pose = move.end(ship.pose)
    inches = DRIFT if anchored else RUN
    return RULINGS(
        f"where does {ship.name} run",
        inches,
        steps,
        readings=r,
        value=inches,
        measure="{} inches",
        facts={"move": move, "pose": pose, "inches": inches, "ship": ship},
        kind="fireship",
    )


def fire_die(damage: int, die: int) -> Ruling:
    """The start-of-turn die for an alight fireship [9.1.2c]: on 4 or more one more Damage token, and at 4 tokens
    she blows up. Verdict: her Damage tokens after; fact ``explodes``."""
    damage = read_count(damage, "Damage tokens", 1, 9)
    (face,) = read_dice((die,), "fire die", 1)
    grows = face >= BURNS_ON
    after = damage + grows
    steps = [Step("9.1.2c", f"the fire die: {face}, {'a' if grows else 'no'} further Damage token (4+ adds one)")]
    explodes = after >= EXPLODES_AT
    if explodes:
        steps.append(Step("9.1.2c", f"{plural(after, 'Damage token')}: she blows up and leaves the table"))
    return RULINGS("does the fire spread", after, steps, facts={"explodes": explodes}, kind="fireship")


def fireship_distance(fireship: Ship, other: Ship, readings: ReadingsLike | None = None) -> float:
    """Inches from the fireship to ``other`` as her 2- and 6-inch rules measure (reading ``fireship_measure``):
    mainmast to mainmast, as every range [1.4], or between the nearest points of the bases."""
    if chosen(readings)["fireship_measure"] == "bases":
        return measured(fireship.base.distance(other.base))
    return measured(fireship.mainmast.distance(other.mainmast))


def fireship_within(
    fireship: Ship, others: Sequence[Ship], inches: float, case: str, readings: ReadingsLike | None = None
) -> Ruling:
    """The ships of ``others`` within ``inches`` of the fireship (2 for her heat [9.1.2d], 6 for her blast
    [9.1.2c]), nearest first. Verdict: their names; facts ``distances`` (name to inches) and ``ring``."""
    r = chosen(readings)
    found = {o.name: fireship_distance(fireship, o, r) for o in others if o.name != fireship.name}
    near = sorted((d, n) for n, d in found.items() if d <= inches)
    names = tuple(n for _, n in near)
    how = "base to base" if r["fireship_measure"] == "bases" else "mainmast to mainmast"
    listed = ", ".join(f"{n} ({format_real(round(d, 2))} in)" for d, n in near) or "none"
    steps = [RULINGS.step(case, f"ships within {inches:g} inches, {how}: {listed}", r, "fireship_measure")]
    return RULINGS(
        f"which ships are within {inches:g} inches of {fireship.name}",
        names,
        steps,
        readings=r,
        facts={"distances": found, "ring": inches, "ship": fireship},
        kind="fireship",
    )


def fireship_heat(name: str, discipline: int, dice: Sequence[int]) -> Ruling:
    """A ship near a burning fireship tests her Discipline [9.1.2d]: a failure is a Damage token. Verdict: whether
    she takes it."""
    test = stat_test(discipline, dice, case="9.1.2d")
    burnt = not test.verdict
    said = f"{name} {'fails and catches fire: a Damage token' if burnt else 'passes and keeps the flames off'}"
    return RULINGS(f"does {name} catch fire", burnt, [*test.steps, Step("9.1.2d", said)], kind="test")


def heat_chance(discipline: int) -> Fraction:
    """The exact chance a ship of Discipline ``discipline`` fails her test near a fireship and takes a Damage
    token [9.1.2d]: no 6 among her dice, (5/6) to the power of her dice."""
    return Fraction(5, 6) ** read_count(discipline, "Discipline")


def blow_up_chance(damage: int, turns: int) -> Fraction:
    """The exact chance an alight fireship with ``damage`` tokens has blown up by the start of the ``turns``-th
    Game-Turn from now, from the fire die alone [9.1.2c] (each die adds a token with chance 1/2)."""
    need = EXPLODES_AT - read_count(damage, "Damage tokens", 1, 9)
    if need <= 0:
        return Fraction(1)
    turns = read_count(turns, "Game-Turns", 0, 99)
    return sum((Fraction(comb(turns, k), 2**turns) for k in range(need, turns + 1)), Fraction(0))


__all__ = [
    "BLAST",
    "BURNS_ON",
    "DRIFT",
    "EXPLODES_AT",
    "FIRESHIP",
    "RUN",
    "SCORCH",
    "fireship_distance",
    "blow_up_chance",
    "fire_die",
    "fireship_run",
    "downwind_heading",
    "is_fireship",
    "light_fireship",
    "fireship_heat",
    "heat_chance",
    "fireship_within",
]
