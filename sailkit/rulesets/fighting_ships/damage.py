"""Taking damage under sail [5.5.4, 5.6.1-5.6.4, APP.2.2.1]: Hull saves, the Damage Deck, criticals, sinking,
striking, damage control and the morale it costs.

- [5.6.1] the target throws its Hull stat, each 4+ saving one hit; what is left goes through and is read on the
  Damage Deck (:func:`deck`), whose damaging rows are reading ``damage_deck``;
- [5.5.4] fire to dismast turns every Damage token the deck gives into an Anchor token;
- [5.6.2] each fresh Damage token may bring a critical (:mod:`.criticals`);
- [5.6.3] a wooden ship with more than :data:`WOODEN_LIMIT` Damage tokens sinks; a damaged ship repairs one token a
  turn with a Discipline test, every Damage token before an Anchor token (:func:`damage_control`);
- [5.6.4] at exactly that many it may not repair and tests Discipline or strikes (reading ``strike_test``);
- [APP.2.2.1] in a points game its fleet loses morale: up to the ship's Hull for the attack (reading
  ``morale_basis``), and the whole Hull again when it sinks or strikes.

:func:`take_hits` rules all of it from the dice thrown; :mod:`.odds` gives the exact chances of every outcome.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...errors import IllegalActionError, InvalidInputError
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .criticals import criticals
from .dice import read_count, read_dice, rethrown, stat_test
from .gunnery import read_captain
from .legends import captain_parts
from .readings import READINGS, RULINGS

#: A Hull die saves a hit on this score or more [5.6.1].
SAVE = 4
#: So many hits through destroy the ship outright [5.6.1].
DESTROYED = 8
#: The Damage tokens a wooden ship carries afloat; one more sinks it [5.6.3 d].
WOODEN_LIMIT = 4
#: The damaging rows of the Damage Deck as printed [5.6.1]: hits through -> (result, Damage tokens).
ROWS = {3: ("light damage", 2), 4: ("heavy damage", 3), 5: ("catastrophic damage", 4)}


@dataclass(frozen=True)
class Deck:
    """One reading of the Damage Deck: the result's name, the Damage and Anchor tokens it gives, or destruction."""

    result: str
    damage: int = 0
    anchor: int = 0
    destroyed: bool = False

    def __str__(self) -> str:
        if self.destroyed:
            return f"{self.result}: the ship is destroyed"
        parts = [plural(self.damage, "Damage token")] if self.damage else []
        parts += [plural(self.anchor, "Anchor token")] if self.anchor else []
        return f"{self.result}: {' and '.join(parts) or 'no token'}"


def deck(through: int, anchored: bool, readings: Mapping[str, str], *, fort: bool = False) -> Deck:
    """What ``through`` unsaved hits do on the Damage Deck [5.6.1] to a ship with (``anchored``) or without an Anchor
    token: 1 an Anchor token (nothing if it has one), 2 an Anchor token (a Damage token if it has one), 3 to 7
    Damage tokens and an Anchor token unless it has one (reading ``damage_deck``: as printed or one fewer), 8 or
    more the ship is destroyed. A shore battery (``fort``) ignores Anchor tokens, so 1 or 2 through do nothing
    [9.1.3]."""
    if fort and 0 < through <= 2:
        return Deck("no effect on a fort")
    anchor = 0 if anchored or fort else 1
    if through <= 0:
        return Deck("no effect")
    if through == 1:
        return Deck("disrupted", 0, anchor)
    if through == 2:
        return Deck("shaken", 1 - anchor, anchor)
    if through >= DESTROYED:
        return Deck("explosion", destroyed=True)
    result, damage = ROWS[min(through, 5)]
    return Deck(result, damage - (1 if readings["damage_deck"] == "one-fewer" else 0), anchor)


def hull_saves(hits: int, hull: int, dice: Sequence[int], *, captain: str = "", rerolls: Sequence[int] = ()) -> Ruling:
    """How many of ``hits`` go through a Hull of ``hull`` with the save ``dice`` thrown [5.6.1]: each 4+ saves one.
    Under an Architect captain (``captain="Architect"``) ``rerolls`` are the Hull dice's 1s thrown again [APP.1.2.2].
    The facts ``saves``, ``dice`` (as thrown, 1s thrown again in place) and ``need`` (the score that saves)."""
    hits = read_count(hits, "hits")
    hull = read_count(hull, "Hull stat")
    again: list[Step] = []
    thrown = rethrown(read_dice(dice, "Hull dice", hull), rerolls, captain, "Hull", again)
    saves = sum(1 for d in thrown if d >= SAVE)
    through = max(0, hits - saves)
    steps = [
        Step("5.6.1", plural(hits, "hit"), hits),
        Step(
            "5.6.1",
            f"Hull {hull} throws {', '.join(map(str, thrown)) or 'no dice'}: {plural(saves, 'save')} on {SAVE}+",
            -min(saves, hits),
        ),
    ]
    steps[1:1] = again
    return RULINGS(
        "hits through",
        through,
        steps,
        value=through,
        measure="hit",
        facts={"saves": saves, "dice": thrown, "need": SAVE},
        kind="damage",
    )


def morale_for_damage(through: int, damage: int, hull: int, readings: Mapping[str, str]) -> int:
    """The morale a points game's fleet loses to one attack on a ship [5.6.1, APP.2.2.1 a]: its unsaved hits or the
    Damage tokens it took (reading ``morale_basis``), at most its Hull."""
    lost = through if readings["morale_basis"] == "unsaved-hits" else damage
    return min(hull, max(0, lost))


@dataclass(frozen=True)
class Afloat:
    """A ship's tokens before an attack: its Damage tokens, whether it has an Anchor token, the most Damage tokens
    its hull carries afloat (:data:`WOODEN_LIMIT` for every ship of the sail era, and for a fort [9.1.3]), and
    whether it is a shore battery (``fort``), which ignores Anchor tokens and is destroyed or silenced where a ship
    sinks or strikes."""

    damage: int = 0
    anchored: bool = False
    limit: int = WOODEN_LIMIT
    fort: bool = False
    #: Its special captain [APP.1.2.2]: an ``"architect"`` throws Hull 1s again, an ``"authoritarian"`` Discipline 1s.
    captain: str = "competent"
    #: A steamship of destroyer size or larger: failing the strike test she runs for the nearest edge [5.6.4].
    runs: bool = False

    def rethrows(self, stat: str) -> str:
        """The captain who throws this ship's 1s of ``stat`` again (``"Architect"``, ``"Authoritarian"``), or ``""``."""
        who = {"Hull": "architect", "Discipline": "authoritarian"}[stat]
        return who.capitalize() if who in captain_parts(self.captain) else ""

    def __post_init__(self) -> None:
        read_count(self.limit, "sink threshold", 1, 9)
        read_count(self.damage, "Damage tokens", 0, self.limit)
        read_captain(self.captain)


#: A ship with no token at all.
UNHARMED = Afloat()


def take_hits(
    hits: int,
    hull: int,
    save_dice: Sequence[int],
    *,
    ship: Afloat = UNHARMED,
    critical_dice: Sequence[int] | None = (),
    strike_dice: Sequence[int] | None = None,
    save_rerolls: Sequence[int] = (),
    strike_rerolls: Sequence[int] = (),
    dismast: bool = False,
    hull_dice: int | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Everything ``hits`` do to a ship of Hull ``hull`` with the tokens of ``ship`` [5.5.4, 5.6.1-5.6.4, APP.2.2.1],
    from the Hull ``save_dice``, the ``critical_dice`` of its fresh Damage tokens (in order) and, when it comes to one
    token short of sinking, the ``strike_dice`` of its Discipline test (``None``: the test is still to be thrown);
    ``critical_dice=None`` stops at the Damage Deck, the checks still to throw (the desk's rulings of one blow).
    Under an Architect or Authoritarian captain (``ship.captain``) ``save_rerolls`` and ``strike_rerolls`` are the
    1s of those throws thrown again [APP.1.2.2].

    The verdict is ``"sunk"``, ``"struck"`` (for a fort ``"destroyed"``, ``"silenced"``) or what the Damage Deck did.
    The facts give ``through``, ``deck``, ``damage`` and ``anchor`` (tokens placed), ``damage_tokens`` and
    ``anchored`` (after), ``criticals``, ``sunk``, ``struck``, ``strike_test_due`` and ``morale_lost`` (in a points
    game), with ``dice`` (the Hull dice as thrown, 1s thrown again in place) and ``need`` (the score that saves).
    Strike dice given when no strike test falls due are refused. ``hull_dice`` is how many Hull dice save when it
    is not the whole Hull (half of it against a torpedo or a missile [5.7.2, 5.8.1]); morale still counts the Hull.
    """
    r = READINGS.resolve(readings)
    saving = hull if hull_dice is None else hull_dice
    saved = hull_saves(hits, saving, save_dice, captain=ship.rethrows("Hull"), rerolls=save_rerolls)
    through = int(saved.value or 0)
    steps = list(saved.steps)
    dealt, crit, anchor, sunk = _tokens(through, ship, dismast, critical_dice, r, steps)
    damage, tokens = crit.damage, ship.damage + crit.damage
    brink = not sunk and tokens == ship.limit and damage > 0
    failed, due = _strike_test(brink, ship, strike_dice, strike_rerolls, r, steps)
    struck, runs = failed and not ship.runs, failed and ship.runs
    gone = sunk or struck or runs and r["edge_run_morale"] == "on-failing"  # the Hull lost at once [5.6.4]
    lost = morale_for_damage(through, damage, hull, r) + (hull if gone else 0)
    steps.append(RULINGS.step("APP.2.2.1", f"in a points game its fleet loses {lost} morale", r, "morale_basis"))
    ended = ("destroyed", "silenced") if ship.fort else ("sunk", "struck")
    verdict = ended[0] if sunk else ended[1] if struck else "runs" if runs else dealt.result
    return RULINGS(
        "damage",
        verdict,
        steps,
        readings=r,
        also=crit.readings,
        facts={
            "through": through,
            "deck": dealt,
            "damage": damage,
            "anchor": anchor,
            "damage_tokens": tokens,
            "anchored": ship.anchored or anchor > 0,
            "criticals": crit.criticals,
            "sunk": sunk,
            "struck": struck,
            "runs": runs,
            "strike_test_due": due,
            "morale_lost": lost,
            "dice": saved.facts["dice"],
            "saves": saved.facts["saves"],
            "hits": hits,
            "need": SAVE,
        },
        kind="damage",
    )


def _tokens(
    through: int, ship: Afloat, dismast: bool, critical_dice: Sequence[int] | None, r: Readings, steps: list[Step]
) -> tuple[Deck, Ruling, int, bool]:
    """The tokens ``through`` hits lay, written into ``steps``: the Damage Deck's result [5.6.1], fire to dismast
    turning Damage tokens into Anchor tokens [5.5.4], each fresh Damage token checked for a critical [5.6.2]; a fort
    takes no Anchor token [9.1.3]. The Deck's result, the criticals' outcome, the Anchor tokens placed, and whether
    the ship sinks (more Damage tokens than she can hold [5.6.3])."""
    dealt = deck(through, ship.anchored, r, fort=ship.fort)
    said = f"{plural(through, 'hit')} through on the Damage Deck: {dealt}"
    steps.append(RULINGS.step("5.6.1", said, r, "damage_deck"))
    if ship.fort:
        steps.append(Step("9.1.3", "a shore battery ignores Anchor tokens; it is destroyed where a ship sinks"))
    damage, anchor = dealt.damage, dealt.anchor
    if dismast and damage:
        steps.append(Step("5.5.4", f"fire to dismast: the {plural(damage, 'Damage token')} become Anchor tokens"))
        damage, anchor = 0, anchor + damage
    crit = criticals(damage, critical_dice, readings=r) if critical_dice is not None else _unchecked(damage, r)
    if damage:
        steps += crit.steps
    tokens = ship.damage + crit.damage
    if tokens > ship.limit and not (dealt.destroyed or crit.sinks):
        steps.append(Step("5.6.3", f"{plural(tokens, 'Damage token')}, more than {ship.limit}: the ship sinks"))
    sunk = dealt.destroyed or crit.sinks or tokens > ship.limit
    return dealt, crit, 0 if ship.fort else anchor + crit.anchor, sunk


def _unchecked(tokens: int, r: Readings) -> Ruling:
    """The critical checks of ``tokens`` fresh Damage tokens not yet thrown [5.6.2]: plain tokens so far."""
    said = f"{plural(tokens, 'fresh Damage token')}: the critical checks still to throw"
    facts = {"damage": tokens, "anchor": 0, "sinks": False, "criticals": (), "dice": ()}
    return RULINGS(
        "critical damage", "still to throw", [RULINGS.step("5.6.2", said, r, "critical_checks")], facts=facts
    )


def _strike_test(
    brink: bool, ship: Afloat, dice: Sequence[int] | None, rerolls: Sequence[int], r: Readings, steps: list[Step]
) -> tuple[bool, bool]:
    """A ship brought one token short of sinking (``brink``) tests at once under reading ``strike_test`` [5.6.4]:
    whether she failed it (struck, or a big steamship (``ship.runs``) running for the edge), and whether the test is
    still due (its ``dice`` not yet thrown). Dice given when no test falls due are refused."""
    due = brink and r["strike_test"] == "on-reaching"
    if brink:
        steps.append(
            RULINGS.step("5.6.4", f"{ship.limit} Damage tokens, one short of sinking: no repairs", r, "strike_test")
        )
    if dice is not None and not due:
        raise InvalidInputError("strike dice", list(dice), "none: no strike test falls due [5.6.4]")
    if not (due and dice is not None):
        return False, due
    thrown = read_dice(dice, "Discipline dice")
    test = stat_test(len(thrown), thrown, case="5.6.4", captain=ship.rethrows("Discipline"), rerolls=rerolls)
    steps += test.steps
    failed = not test.verdict
    steps.append(Step("5.6.4", _failed_said(ship) if failed else "it fights on"))
    return failed, False


def _failed_said(ship: Afloat) -> str:
    """What a failed strike test does [5.6.4]: a big steamship runs for the nearest edge, any other ship strikes."""
    if ship.runs:
        return "a steamship of destroyer size or larger does not strike: she runs for the nearest edge, fighting on"
    return "it strikes its colours"


def damage_control(discipline: int, dice: Sequence[int], *, ship: Afloat, rerolls: Sequence[int] = ()) -> Ruling:
    """The damage-control test a damaged ship makes after moving [5.6.3, 5.6.4]: passing removes one Damage token
    (its critical goes with it), one test a sailing phase [1.4]. A ship one Damage token short of sinking may not
    repair: its Discipline test is then the strike test, and failing it strikes the colours. A ship with no Damage
    token has nothing to repair here: its Anchor token comes off by the test of the sailing phase [4.2].

    The verdict is ``"removed a Damage token"``, ``"no repair"``, ``"struck"``, ``"runs"`` (a big steamship,
    ``ship.runs``, failing it makes for the nearest edge instead) or ``"fights on"``.
    """
    if ship.damage == 0:
        raise IllegalActionError("no Damage token to repair (an Anchor token has its own test, 4.2)", "5.6.3")
    at_brink = ship.damage == ship.limit
    case = "5.6.4" if at_brink else "5.6.3"
    test = stat_test(discipline, dice, case=case, captain=ship.rethrows("Discipline"), rerolls=rerolls)
    steps = list(test.steps)
    if at_brink:
        verdict = "fights on" if test.verdict else "runs" if ship.runs else "struck"
        steps.insert(0, Step("5.6.4", f"{ship.limit} Damage tokens: a strike test instead of repairs"))
        if verdict == "runs":
            steps.append(Step("5.6.4", _failed_said(ship)))
    elif test.verdict:
        verdict = "removed a Damage token"
        steps.append(Step("5.6.3", "one Damage token removed, with any critical beside it"))
    else:
        verdict = "no repair"
    return RULINGS("damage control", verdict, steps, facts={"passed": bool(test.verdict)}, kind="damage")


__all__ = [
    "DESTROYED",
    "ROWS",
    "SAVE",
    "WOODEN_LIMIT",
    "UNHARMED",
    "Afloat",
    "Deck",
    "damage_control",
    "deck",
    "hull_saves",
    "morale_for_damage",
    "take_hits",
]
