"""The questions a club asks the rules, answered from a position [the desk's questions, 14.0 ``[%ruling]``].

:data:`QUESTIONS` lists each question by the word it is typed with (``fire Shannon Constitution``, ``gauge``,
``moves Shannon port``) and the function ruling on it, every answer a :class:`~sailkit.rulings.Ruling` (odds and
plain numbers become rulings here); :func:`choices` says what each word may name. The desk (:mod:`.questions`) adds
pickers; a record's ``[%ruling ...]`` is answered by :func:`answer` alone, drawing nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any

from ...dice import Distribution, format_chance
from ...questions import Param, Question, read_question
from ...rulings import Ruling, Step
from .back_sail_heave_to import may_back_sail, may_heave_to
from .board import name
from .commands import command_ruling
from .fire.combat import FireOption, arc_between, can_fire, fire_options, fire_value, sight_between
from .fire.odds import fire_odds
from .fire.ranges import range_points
from .gauge import weather_gauge
from .melee_combat import boarding_value, may_unfoul, melee_odds, unfoul_odds
from .movement import allowance, moves
from .readings import RULINGS
from .state import Position
from .striking import strike_ruling
from .victory import result
from .vocabulary import AIMS, COMMANDS

SHIP, TARGET = Param("ship", "ship"), Param("target", "ship")
AIM = Param("aim", "aim", "hull")


def odds_steps(chances: Iterable[tuple[str, Fraction]], case: str) -> tuple[Step, ...]:
    """Each outcome with its exact chance, as steps citing ``case``."""
    return tuple(Step(case, f"{outcome.strip()}: {format_chance(p)}") for outcome, p in chances)


def _odds(position: Position, firer: str, target: str, aim: str) -> Ruling:
    """The Fire Value ruling with the chance of each result after it [9.34, 10.3]."""
    odds = fire_odds(position, firer, target, aim)
    base = odds.ruling if odds.ruling is not None else fire_value(position, firer, target, aim)
    if not odds:
        return base
    rows = odds.rows()
    steps = odds_steps(rows[:4], "9.34") + odds_steps(rows[4:], "10.3")
    f = base.facts
    question = f"odds of {f['firer']}'s {f['broadside']} broadside at {f['target']}'s {f['aim']}"
    return replace(base, question=question, verdict=f"a hit {format_chance(odds.hit)}", steps=base.steps + steps)


def _ruling_of(value: Any) -> Ruling:
    return value if isinstance(value, Ruling) else value.ruling


def _range(position: Position, a: str, b: str) -> Ruling:
    found = range_points(position.square_of(a), position.square_of(b), readings=position.readings)
    return replace(found.ruling, question=f"range from {a} to {b}")


def _melee(position: Position, square: str) -> Ruling:
    """Each ship's Boarding Value [11.22] and the chance of each outcome of the melee [11.21, 11.23]."""
    odds: Distribution = melee_odds(position, square)
    here = position.at(position.square_of(square))
    values = tuple(
        Step("11.22", f"{s.name} ({s.side}) Boarding Value {int(boarding_value(s, position.readings))}") for s in here
    )
    likeliest = max(odds, key=lambda k: odds[k])
    return RULINGS(
        f"melee in {square}", str(likeliest), values + odds_steps(((str(k), p) for k, p in odds.items()), "11.23")
    )


def _unfoul(position: Position, ship: str) -> Ruling:
    """Whether the ship may try to unfoul [11.3], and the chance it does [11.32]."""
    may = may_unfoul(position, ship)
    if not may:
        return may
    odds = unfoul_odds(position, ship)
    return replace(may, steps=may.steps + odds_steps(((str(k), p) for k, p in odds.items()), "11.32"))


def _targets(position: Position, ship: str) -> Ruling:
    """Whether ``ship`` may fire now and at whom [9.1, 9.31]: each enemy afloat with the best shot at it (broadside,
    range, Fire Value) or the case that refuses it; "no" when the ship may not fire or no enemy is a legal target.
    The readings named are those of every ruling it weighed (the field of fire, line of sight, 9.16)."""
    able = can_fire(position, ship)
    firer = position.ship(ship)
    question = f"whom may {firer.name} fire at"
    if not able:
        return replace(able, question=question)
    best: dict[str, FireOption] = {}
    for shot in fire_options(position, firer):
        if shot.target not in best or shot.value > best[shot.target].value:
            best[shot.target] = shot
    steps, weighed = list(able.steps), [able]
    for enemy in position.afloat():
        if enemy.side == firer.side or enemy.prize:
            continue
        if enemy.name in best:
            shot = best[enemy.name]
            said = f"{shot.broadside} broadside, {shot.range} Range Points, Fire Value {shot.value} ({shot.aim} fire)"
            steps.append(Step("9.31", f"{enemy.name}: a target: {said}"))
            weighed.append(shot.ruling)
        else:
            refused = fire_value(position, firer, enemy)
            steps.append(Step(refused.steps[-1].case, f"{enemy.name}: not a target: {refused.steps[-1].reason}"))
            weighed.append(refused)
    if not best:
        steps.append(Step("9.31", f"no enemy ship is a legal target for {firer.name} now"))
    return RULINGS(question, tuple(best) or False, steps, also=[pair for r in weighed for pair in r.readings])


def _q(name: str, title: str, params: Sequence[Param], cases: str, answer: Callable[..., Any]) -> Question:
    return Question(name, title, tuple(params), cases, lambda position, *words: _ruling_of(answer(position, *words)))


#: Every question the desk asks, in menu order: the word it is typed with, a title, its words, its cases.
QUESTIONS: dict[str, Question] = {
    q.name: q
    for q in (
        _q("fire", "Fire Value, with every modifier", (SHIP, TARGET, AIM), "9.1-9.36", fire_value),
        _q("odds", "odds of a broadside", (SHIP, TARGET, AIM), "9.34, 10.3", _odds),
        _q("sight", "line of sight", (SHIP, TARGET), "9.31c", sight_between),
        _q("range", "range in Range Points", (SHIP, TARGET), "9.31a", _range),
        _q("arc", "which arc, or a rake", (SHIP, TARGET), "9.31b, 9.35", arc_between),
        _q("targets", "may a ship fire, and at whom", (SHIP,), "9.1, 9.31", _targets),
        _q("allowance", "Movement Allowance", (SHIP,), "5.22, 7.1", allowance),
        _q("order", "may a ship be given an order", (SHIP, Param("order", "order")), "6.1, 6.22", command_ruling),
        _q("moves", "where a ship may end under a command", (SHIP, Param("order", "order")), "7.0-7.9", moves),
        _q("gauge", "who holds the weather gauge", (), "7.21", weather_gauge),
        _q("heave", "may a ship heave to", (SHIP,), "7.91", may_heave_to),
        _q("backsail", "may a ship back sail", (SHIP,), "7.71", may_back_sail),
        _q("strikes", "does a ship strike", (SHIP,), "12.11-12.14", strike_ruling),
        _q("melee", "melee odds in a square", (Param("square", "stack", example="1010"),), "11.21-11.23", _melee),
        _q("unfoul", "may a fouled ship unfoul, and its chance", (SHIP,), "11.3", _unfoul),
        _q("result", "who is winning", (), "15.0-VC", result),
    )
}


def choices(position: Position, kind: str) -> tuple[str, ...]:
    """What a word of ``kind`` in a question may name in ``position``: the ships, the orders [6.12], the aims [9.32],
    or the squares where ships of two sides meet [11.1]; nothing listed for any other kind (any word, checked when
    asked). A ship's name of several words is read whole (:func:`sailkit.questions.read_question`)."""
    if kind == "ship":
        return tuple(s.name for s in position.ships)
    if kind == "order":
        return tuple(COMMANDS)
    if kind == "aim":
        return tuple(AIMS)
    if kind == "stack":  # squares where ships of two sides meet [11.1]
        return tuple(name(sq) for sq, ships in position.occupied().items() if len({s.side for s in ships}) > 1)
    return ()


def answer(position: Position, question: str) -> Ruling:
    """The ruling for a question typed as words in ``position``: ``answer(duel, "fire Shannon Constitution")``."""
    found, words = read_question(QUESTIONS, position, question, choices)
    return found.answer(position, *words)


__all__ = ["QUESTIONS", "answer", "choices", "odds_steps"]
