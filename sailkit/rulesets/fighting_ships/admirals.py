"""Admirals [APP.1.2.1]: who leads each fleet, from which flagship, and what that changes at the table.

The eighteen archetypes are data (``data/admirals.csv``): letter, key, name, points cost, whether the effect is
used once in the game or always holds, the effect in our words, and where sailkit's engine applies it (``play``:
``applied: ...`` or ``later: ...`` with the reason). None of them needs a rule of a later era (radio, aircraft):
every effect is one a fleet under sail can use, the engine applies each in play, and the desk says what an admiral
changes for a ship (:func:`admiral_effect`).

A position names the flagship by writing the admiral on her: ``Victory=1 1st-rate 20,6@0 D0 A0 admiral:hero``
(an archetype's key or an admiral legend's, :mod:`.legends`), and a once-per-game effect used is written beside it,
``spent:gunner``. :func:`command` reads a side's admiral off the position: while the flagship fights (afloat on the
table) her admiral leads; once she is lost (struck, sunk, taken or gone off the table) a Methodical admiral takes
over and the fleet keeps no effect of the old one [APP.1.2.1]. A side with no admiral written is led by a Methodical
one.

What the engine applies (each step cites APP.1.2.1, and 3.1 or 9.2 where it acts there):

* the initiative [3.1]: a Hero adds 1 and a National Hero 2 on the first Game-Turn (every Game-Turn under reading
  ``hero_initiative``), a Poor admiral takes 1 from every roll, and a Daring admiral wins a tie unless both are
  (:func:`initiative_bonus`, :func:`tie_winner`);
* the dice of a test or a salvo (:func:`dice_change`, :func:`may_rethrow`): a Poor admiral's captains within 12
  inches of the flagship throw one die fewer for Gunnery, Discipline and Sailing and throw nothing again; a
  Villain's ships within 12 inches throw one Discipline die more, and an enemy boarding his flagship first tests her
  Discipline (sailkit tests the ship leading the boarding, not the friends pooling with her, and says so); a
  Pragmatist's ships one die more for damage control; a Master of the Coast's one Sailing die more in shoals and
  for working off a shore;
* squadrons [9.2]: a Veteran Sailor's members pool fire up to 9 inches from a fellow (:func:`squadron_reach`), a
  Former Frigate Captain's take the nearest firing member's range band (:func:`nearest_band`);
* the once-per-game effects a side uses by the ``admiral SHIP`` action: a Noble's free removal of one Damage token
  and a Gunner's second salvo for a ship that has fired this Game-Turn (:func:`once_now`);
* the effects offered as a choice at the moment they arise, ``admiral SHIP`` to use, ``done SIDE`` to decline
  (:mod:`.admiral_choices`): a Disciplinarian's pass of a failed Discipline test, a Revolutionary's 3 before the
  initiative dice, an Explorer's Player 1 handed over, a Former Privateer's or a Sea Dog's denial of an enemy's
  test to evade, a Buccaneer's prize pressed into the fleet;
* the points-game halves of the Hero, National Hero and Noble, in :func:`~.fleet.muster`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import InvalidInputError, UnknownChoiceError
from ...rulings import Ruling, Step
from .archetypes import DEFAULT, Archetype, archetypes, parts
from .bombs import is_bomb
from .measuring import at_most, inches
from .notation import Position, Vessel
from .readings import RULINGS
from .squadrons import COHESION

#: How far from the flagship, mainmast to mainmast, a Villain's or a Poor admiral's presence reaches [APP.1.2.1].
RADIUS = 12.0
#: How far a Veteran Sailor's squadrons reach for a fellow member [APP.1.2.1i, 9.2].
VETERAN_REACH = 9.0


@dataclass(frozen=True)
class Command:
    """A side's admiral as the position stands [APP.1.2.1]: the flagship (``""`` when none is named), the admiral
    written on her, whether she is lost (a Methodical admiral then leads), and the once-per-game effects spent."""

    side: int
    flagship: str = ""
    written: str = DEFAULT
    lost: bool = False
    spent: tuple[str, ...] = ()

    @property
    def leading(self) -> tuple[Archetype, ...]:
        """The archetypes whose effects hold now: the admiral's, or a Methodical one's once the flagship is lost."""
        return parts(DEFAULT if self.lost else self.written)

    def has(self, key: str) -> bool:
        """Whether an effect of archetype ``key`` holds for the side now."""
        return any(a.key == key for a in self.leading)

    def ready(self, key: str) -> bool:
        """Whether the once-per-game effect of ``key`` holds and is not spent."""
        return self.has(key) and key not in self.spent

    def __str__(self) -> str:
        names = " and ".join(a.name for a in parts(self.written))
        if not self.flagship:
            return "a Methodical admiral (none named)"
        if self.lost:
            return f"a Methodical admiral: the {names} admiral's flagship {self.flagship} is lost"
        spent = f"; spent: {', '.join(self.spent)}" if self.spent else ""
        return f"a {names} admiral in {self.flagship}{spent}"


def command(position: Position, side: int) -> Command:
    """Side ``side``'s admiral in ``position`` (see the module's docstring)."""
    flagships = [v for v in position.ships if v.side == side and v.admiral]
    if not flagships:
        return Command(side)
    flag = flagships[0]
    return Command(side, flag.name, flag.admiral, not flag.fighting, flag.spent)


def flagship(position: Position, side: int) -> Vessel | None:
    """Side ``side``'s flagship still fighting, or ``None``."""
    c = command(position, side)
    return None if not c.flagship or c.lost else position.vessel(c.flagship)


def is_flagship(position: Position, name: str) -> bool:
    """Whether ship ``name`` is her fleet's flagship, still fighting [APP.1.2.1]."""
    flag = flagship(position, position.vessel(name).side)
    return flag is not None and flag.name == name


def near_flagship(position: Position, v: Vessel) -> bool:
    """Whether ``v`` lies within 12 inches of her own fleet's flagship, mainmast to mainmast [APP.1.2.1q, r]."""
    flag = flagship(position, v.side)
    return flag is not None and at_most(inches(flag.ship, v.ship), RADIUS)


#: The stats of a test whose dice an admiral changes, as :meth:`.notation.Vessel.test_dice` names them.
STATS = ("sailing", "discipline")


def dice_change(
    position: Position,
    v: Vessel,
    stat: str,
    steps: list[Step] | None = None,
    *,
    repair: bool = False,
    shoal: bool = False,
) -> int:
    """The dice ``v``'s admiral adds to or takes from her ``stat`` test [APP.1.2.1]: a Poor admiral's one fewer
    within 12 inches of the flagship, a Villain's one more Discipline die within 12 inches, a Pragmatist's one more
    for damage control (``repair``), a Master of the Coast's one more Sailing die in shoal water or aground
    (``shoal``). The steps saying so are added to ``steps``. (A salvo's Poor-admiral die is
    :func:`~.gunnery.gunnery_dice`'s, taken before or after the halving as a Poor captain's, by reading
    ``poor_captain_die``.)"""
    if stat not in STATS:
        raise UnknownChoiceError("stat of a test", stat, STATS)
    c = command(position, v.side)
    near = near_flagship(position, v)
    changes = (
        (c.has("poor") and near, -1, f"a Poor admiral within 12 inches: one {stat.capitalize()} die fewer"),
        (stat == "discipline" and c.has("villain") and near, 1, "a Villain admiral within 12 inches: one die more"),
        (stat == "discipline" and repair and c.has("pragmatist"), 1, "a Pragmatist admiral: one die more"),
        (stat == "sailing" and shoal and c.has("master-of-the-coast"), 1, "a Master of the Coast: one die more"),
    )
    total = 0
    for holds, change, why in changes:
        if holds:
            total += change
            if steps is not None:
                steps.append(Step("APP.1.2.1", f"{v.name}: {why}", change))
    return total


def poor_admiral_near(position: Position, v: Vessel) -> bool:
    """Whether a Poor admiral's presence takes a die from ``v``'s salvos and forbids her re-throws [APP.1.2.1r]."""
    return command(position, v.side).has("poor") and near_flagship(position, v)


def may_rethrow(position: Position, v: Vessel) -> bool:
    """Whether ``v``'s captain may throw any die again: not within 12 inches of a Poor admiral's flagship
    [APP.1.2.1r]."""
    return not poor_admiral_near(position, v)


def initiative_bonus(position: Position, side: int) -> tuple[int, list[Step]]:
    """What side ``side``'s admiral adds to its initiative die this Game-Turn, with the steps saying so [3.1,
    APP.1.2.1]: a Hero 1 and a National Hero 2 on the first Game-Turn (on every one under reading
    ``hero_initiative=every-turn``), a Poor admiral -1 on every one."""
    c = command(position, side)
    total, steps = 0, list[Step]()
    every = position.readings["hero_initiative"] == "every-turn"
    for key, change in (("hero", 1), ("national-hero", 2)):
        if c.has(key) and (position.turn == 1 or every):
            when = "every Game-Turn" if every else "on the first Game-Turn"
            reason = f"a {archetypes()[key].name} admiral adds {change} {when}"
            steps.append(RULINGS.step("APP.1.2.1", reason, position.readings, "hero_initiative"))
            total += change
    if c.has("poor"):
        steps.append(Step("APP.1.2.1", "a Poor admiral takes 1 from the initiative die", -1))
        total -= 1
    return total, steps


def tie_winner(position: Position) -> int | None:
    """The side a tied initiative goes to by its Daring admiral [APP.1.2.1k], or ``None`` (neither, or both, is
    Daring: the usual tie rule holds [3.1])."""
    daring = [s for s in (1, 2) if command(position, s).has("daring")]
    return daring[0] if len(daring) == 1 else None


def squadron_reach(position: Position, side: int) -> float:
    """How close a squadron member must lie to a fellow to pool her fire: 6 inches, a Veteran Sailor's 9 [9.2,
    APP.1.2.1i]."""
    return VETERAN_REACH if command(position, side).has("veteran-sailor") else COHESION


def nearest_band(position: Position, side: int) -> bool:
    """Whether side ``side``'s squadrons take the nearest firing member's range band (a Former Frigate Captain
    [APP.1.2.1l]) instead of the farthest's [9.2]."""
    return command(position, side).has("former-frigate-captain")


#: The once-per-game effects the ``admiral SHIP`` action uses, each with what it does [APP.1.2.1c, h].
ONCE_IN_PLAY = {
    "noble": "sheds one Damage token without a test",
    "gunner": "may fire again this Game-Turn",
}


def once_now(position: Position, v: Vessel, *, fired: bool) -> str:
    """The once-per-game effect side ``v.side`` may use on ship ``v`` now, or ``""``: a Noble's on a damaged ship of
    the fleet, a Gunner's on one that has ``fired`` this Game-Turn (a Gunner's first, when both apply: a legend's
    parts are used one at a time) [APP.1.2.1c, h]; not a Gunner's on a bomb vessel, which fires once a Game-Turn,
    unless reading ``bomb_gunner`` lets him [9.1.4]."""
    c = command(position, v.side)
    if not v.fighting:
        return ""
    once = is_bomb(v.ship) and position.readings["bomb_gunner"] == "once"
    if fired and c.ready("gunner") and not once:
        return "gunner"
    if v.damage > v.pressed and c.ready("noble"):  # a pressed prize keeps her last token [APP.1.2.1p]
        return "noble"
    return ""


def spend(position: Position, side: int, key: str) -> Position:
    """``position`` with side ``side``'s once-per-game effect ``key`` written spent on its flagship [APP.1.2.1]."""
    c = command(position, side)
    if not c.ready(key):
        raise InvalidInputError("admiral's effect", key, f"an unspent once-per-game effect of {c}")
    flag = position.vessel(c.flagship)
    return position.put(flag.with_(spent=(*flag.spent, key)))


def admiral_effect(position: Position, ship: str) -> Ruling:
    """What ship ``ship``'s admiral changes for her now [APP.1.2.1]: the desk's question ``admiral SHIP``. Each
    effect of the admiral leading her fleet is listed with what it does for her here (within 12 inches of the
    flagship or not, in shoals or not), the once-per-game ones with whether they are spent, and the effects the
    engine leaves to the players said so."""
    v = position.vessel(ship)
    c = command(position, v.side)
    steps = [Step("APP.1.2.1", f"{ship}'s fleet is led by {c}")]
    if c.lost:
        steps.append(Step("APP.1.2.1", "a lost flagship takes her admiral's effects with her: a Methodical one leads"))
    near = near_flagship(position, v)
    flag = flagship(position, v.side)
    if flag is not None and flag.name != ship:
        where = "within" if near else "more than"
        steps.append(Step("APP.1.2.1", f"{ship} lies {where} 12 inches of the flagship {flag.name}"))
    for a in c.leading:
        note = a.effect
        if a.once:
            note += " Spent." if a.key in c.spent else " Not yet used."
        if a.key in ("villain", "poor") and not near:
            note += f" It does not reach {ship} where she lies."
        if not a.applied:
            note += f" sailkit's engine: {a.play}."
        steps.append(Step("APP.1.2.1", f"{a.name} ({a.letter}): {note}"))
    changed = {s: dice_change(position, v, s) for s in STATS}
    gunnery = -1 if poor_admiral_near(position, v) else 0
    said = [f"{s} {n:+d}" for s, n in (*changed.items(), ("gunnery", gunnery)) if n]
    verdict = ", ".join(said) if said else "no change to her dice"
    steps.append(Step("APP.1.2.1", f"her dice now: {verdict}"))
    return RULINGS(
        f"what does {ship}'s admiral change for her",
        verdict,
        steps,
        readings=position.readings,
        kind="admiral",
        facts={"position": position, "ships": tuple(n for n in (ship, c.flagship) if n), "command": c},
    )


__all__ = [
    "ONCE_IN_PLAY",
    "RADIUS",
    "VETERAN_REACH",
    "Command",
    "admiral_effect",
    "command",
    "flagship",
    "initiative_bonus",
    "is_flagship",
    "may_rethrow",
    "near_flagship",
    "nearest_band",
    "once_now",
    "poor_admiral_near",
    "spend",
    "squadron_reach",
    "dice_change",
    "tie_winner",
]
