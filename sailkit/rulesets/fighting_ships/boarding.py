"""Boarding, marines and prizes [6.1, 6.2]: the fight from the dice thrown, and its exact odds.

A ship entangled with an enemy may board instead of firing. The side with the initiative attacks; friends entangled
with the same enemy pool their dice. Every die of 4 or more is a hit; the attackers take the ship as a prize only with
more hits than the defender, and then each attacker that had no Damage token takes one it keeps all game. A ship with
a Damage token fights with half its Boarding stat, rounded up [5.6.1]; each marine counter aboard adds two dice [6.2]
(not halved: they are passengers, not the crew the damage thinned). In a points game the prize's Hull in morale passes
from its fleet to the captors' [6.1, APP.2.2.1].
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from ...dice import Distribution, format_chance
from ...errors import InvalidInputError
from ...rulings import Ruling, Step
from ...wording import agree, plural
from .dice import halved, read_count, read_dice, rethrown
from .readings import RULINGS

#: A boarding die hits on this score or more [6.1].
BOARDING_HIT = 4
#: Dice each marine counter adds [6.2].
MARINE_DICE = 2


@dataclass(frozen=True)
class Boarder:
    """A ship in a boarding fight: its name, Boarding and Hull stats, whether it has a Damage token, its marines, and
    whether a Swashbuckler captain throws its boarding 1s again once [APP.1.2.2]."""

    name: str
    boarding: int
    hull: int = 0
    damaged: bool = False
    marines: int = 0
    swashbuckler: bool = False

    def __post_init__(self) -> None:
        read_count(self.boarding, f"Boarding stat of {self.name}")
        read_count(self.hull, f"Hull stat of {self.name}")
        read_count(self.marines, f"marine counters of {self.name}", 0, 9)

    @property
    def dice(self) -> int:
        """The dice it throws: its Boarding stat, halved (rounded up) when damaged, and two a marine counter."""
        return (halved(self.boarding) if self.damaged else self.boarding) + MARINE_DICE * self.marines

    def said(self) -> str:
        parts = [f"Boarding {self.boarding}"]
        if self.damaged:
            parts.append(f"halved to {halved(self.boarding)} for its Damage token")
        if self.marines:
            parts.append(f"{plural(self.marines, 'marine counter')} add {MARINE_DICE * self.marines}")
        if self.swashbuckler:
            parts.append("a Swashbuckler throws its 1s again")
        return f"{self.name}: {', '.join(parts)}: {plural(self.dice, 'die', 'dice')}"


def _thrown(
    ships: Sequence[Boarder], dice: Sequence[int], rerolls: Sequence[int], what: str, steps: list[Step]
) -> tuple[int, ...]:
    """The boarding dice of ``ships`` (each ship's in turn, as many as it throws) after each Swashbuckler's 1s are
    thrown again once with the ``rerolls`` given, in order [APP.1.2.2]."""
    thrown = read_dice(dice, what, sum(s.dice for s in ships))
    again = read_dice(rerolls, f"re-thrown 1s of the {what}")
    out: list[int] = []
    for s in ships:
        chunk, thrown = thrown[: s.dice], thrown[s.dice :]
        if s.swashbuckler:
            ones = chunk.count(1)
            mine, again = again[:ones], again[ones:]
            chunk = rethrown(chunk, mine, f"Swashbuckler ({s.name})", "boarding", steps)
        out += chunk
    if again:
        raise InvalidInputError(f"re-thrown 1s of the {what}", list(rerolls), "one for each 1 a Swashbuckler threw")
    return tuple(out)


def boarding(
    attackers: Sequence[Boarder],
    defender: Boarder,
    attack_dice: Sequence[int],
    defend_dice: Sequence[int],
    *,
    attack_rerolls: Sequence[int] = (),
    defend_rerolls: Sequence[int] = (),
) -> Ruling:
    """A boarding fight [6.1, 6.2] from the dice thrown: ``attack_dice`` are the attackers' pooled dice, each ship's
    in turn, as many as their :attr:`Boarder.dice` together, ``defend_dice`` the defender's; the ``rerolls`` are a
    Swashbuckler's 1s thrown again, in order [APP.1.2.2].

    The verdict is ``"prize"`` or ``"repelled"``; the facts ``attack_hits``, ``defend_hits``, ``damaged`` (the
    attackers that take a Damage token), ``morale`` (the change to each fleet in a points game, by side), ``dice``
    (each side's dice as thrown, 1s thrown again in place) and ``need`` (the score that hits). The
    Defiance boarding the Achille, ``boarding([Boarder("Defiance", 6)], Boarder("Achille", 5, hull=6),
    [1, 3, 4, 4, 5, 6], [2, 2, 3, 4, 5])``, takes her as a prize: 4 hits to 2.
    """
    if not attackers:
        raise InvalidInputError("attackers", [], "at least one ship entangled with the defender")
    pooled = sum(a.dice for a in attackers)
    again: list[Step] = []
    attack = _thrown(attackers, attack_dice, attack_rerolls, "attackers' boarding dice", again)
    defend = _thrown([defender], defend_dice, defend_rerolls, "defender's boarding dice", again)
    a_hits = sum(1 for d in attack if d >= BOARDING_HIT)
    d_hits = sum(1 for d in defend if d >= BOARDING_HIT)
    steps = [Step("6.1", a.said()) for a in attackers] + again
    if len(attackers) > 1:
        steps.append(Step("6.1", f"friends entangled with the same enemy pool their dice: {pooled}"))
    steps += [
        Step("6.1", f"attackers throw {', '.join(map(str, attack))}: {plural(a_hits, 'hit')} on {BOARDING_HIT}+"),
        Step("6.1", defender.said()),
        Step("6.1", f"defender throws {', '.join(map(str, defend))}: {plural(d_hits, 'hit')}"),
    ]
    prize = a_hits > d_hits
    damaged, morale = _taken(attackers, defender, steps) if prize else ((), {"attackers": 0, "defender": 0})
    if not prize:
        steps.append(Step("6.1", "as many defending hits or more: the boarders are thrown back"))
    return RULINGS(
        f"boarding of {defender.name}",
        "prize" if prize else "repelled",
        steps,
        facts={
            "attack_hits": a_hits,
            "defend_hits": d_hits,
            "damaged": damaged,
            "morale": morale,
            "dice": (("attackers", tuple(attack)), (defender.name, tuple(defend))),
            "need": BOARDING_HIT,
        },
        kind="boarding",
    )


def _taken(
    attackers: Sequence[Boarder], defender: Boarder, steps: list[Step]
) -> tuple[tuple[str, ...], dict[str, int]]:
    """A prize taken [6.1, APP.2.2.1], written into ``steps``: the attackers that take a lasting Damage token, and
    the morale that passes to the captors in a points game."""
    damaged = tuple(a.name for a in attackers if not a.damaged)
    steps.append(Step("6.1", f"more attacking hits: {defender.name} is taken as a prize"))
    if damaged:
        took = agree(len(damaged), "takes", "take")
        steps.append(Step("6.1", f"{', '.join(damaged)} {took} a Damage token, kept all game"))
    steps.append(Step("APP.2.2.1", f"in a points game {plural(defender.hull, 'morale point')} pass to the captors"))
    return damaged, {"attackers": defender.hull, "defender": -defender.hull}


def _hits(ships: Sequence[Boarder]) -> list[Fraction]:
    """The chance of each number of hits from the pooled boarding dice of ``ships``: a die hits with chance 1/2, or
    7/12 when a Swashbuckler throws its 1s again."""
    out = [Fraction(1)]
    for s in ships:
        p = Fraction(7, 12) if s.swashbuckler else Fraction(1, 2)
        own = [comb(s.dice, k) * p**k * (1 - p) ** (s.dice - k) for k in range(s.dice + 1)]
        out = [
            sum((out[i] * own[k - i] for i in range(len(out)) if 0 <= k - i < len(own)), Fraction(0))
            for k in range(len(out) + len(own) - 1)
        ]
    return out


def boarding_odds(attackers: Sequence[Boarder], defender: Boarder) -> Ruling:
    """The exact chance that the attackers take ``defender`` as a prize [6.1, 6.2], with the distribution of the
    attackers' hits less the defender's (``margin``)."""
    if not attackers:
        raise InvalidInputError("attackers", [], "at least one ship entangled with the defender")
    margin: dict[object, Fraction] = {}
    for a, pa in enumerate(_hits(attackers)):
        for d, pd in enumerate(_hits([defender])):
            margin[a - d] = margin.get(a - d, Fraction(0)) + pa * pd
    prize = sum((p for m, p in margin.items() if isinstance(m, int) and m > 0), Fraction(0))
    steps = [Step("6.1", a.said()) for a in attackers]
    steps += [
        Step("6.1", defender.said()),
        Step("6.1", f"each die hits on {BOARDING_HIT}+; the prize needs more attacking hits: {format_chance(prize)}"),
    ]
    return RULINGS(
        f"odds of boarding {defender.name}",
        format_chance(prize),
        steps,
        facts={"prize": prize, "margin": Distribution(margin)},
        kind="odds",
    )


__all__ = ["BOARDING_HIT", "MARINE_DICE", "Boarder", "boarding", "boarding_odds"]
