"""The race's rules: its actions, state, readings, position notation, questions and the engine's ``Rules``.

Two sides, A and B, take turns; on its turn a side throws a die [R1] or passes [R2]; a throw adds its result to the
thrower's score [R3]; the first to 10 wins [R4]. Every piece below is what a rule set of sailkit provides, at its
smallest: ``docs/new_ruleset.md`` walks through it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import partial

from ...actions import Action, Grammar, Slot, Verb
from ...errors import IllegalActionError, InvalidInputError
from ...numbers import whole, whole_reader
from ...questions import Param, Question
from ...readings import Option, Reading, ReadingBook, Readings, parse_readings_header, readings_header
from ...rulings import Ruler, Ruling, Step
from ..rules import BaseRules

#: The race's one reading: which die a throw uses. Under ``d4`` a roll of 5 or 6 is illegal [R3].
READINGS = ReadingBook(
    "race",
    (
        Reading(
            "die",
            "Which die does a throw use?",
            ("R3",),
            (Option("d6", "an ordinary six-sided die"), Option("d4", "a four-sided die, for a slower race")),
            "d6",
            "the die every club has",
        ),
    ),
)
#: How the race makes its rulings: tagged with its key, naming the readings they used.
RULINGS = Ruler("race", READINGS)
SIDES = ("A", "B")
#: Squares of the track an annotation may name [R5].
TRACK = range(0, 21)
GOAL = 10


def _facts(state: RaceState) -> dict[str, object]:
    """What a diagram of a ruling needs besides the rules [R1-R5]: the position, the track, the goal and the sides."""
    return {"state": state, "last": TRACK[-1], "goal": GOAL, "sides": SIDES}


def _side(text: str) -> str:
    """A side, ``A`` or ``B`` (either case)."""
    side = text.strip().upper()
    if side not in SIDES:
        raise InvalidInputError("side", text, "A or B")
    return side


_SIDE = Slot("side", _side)
GRAMMAR = Grammar(
    "Race",
    (
        Verb("throw", (_SIDE,), "R1", "the side to act throws the die (its result follows)"),
        Verb("pass", (_SIDE,), "R2", "the side to act passes"),
        Verb("roll", (Slot("die", whole_reader(1, 99, "die result")),), "R3", "the die's result"),
    ),
)


class RaceAction(Action):
    """A decision or a die result of the race: ``throw A``, ``pass B``, ``roll 4``."""

    grammar = GRAMMAR


@dataclass(frozen=True)
class RaceSetup:
    """How a race starts: both sides' score, and the readings it is played under."""

    head: int = 0
    readings: Readings = READINGS.defaults()


@dataclass(frozen=True)
class RaceState:
    """Where a race stands: who acts, the scores, whether a die is due, the round, the die's faces [R1-R4]."""

    to_move: str = "A"
    scores: tuple[int, int] = (0, 0)
    rolling: bool = False
    round: int = 1
    faces: int = 6

    @property
    def readings(self) -> Readings:
        return READINGS.resolve({"die": f"d{self.faces}"})

    @property
    def position(self) -> RaceState:
        """A race's position is all of its state."""
        return self

    @property
    def phase(self) -> str:
        """Who acts, and whether a die is due [R1]."""
        return f"{self.to_move} {'rolls' if self.rolling else 'to act'}"


#: The race's set-ups by name: level, or a head start of 5 for both.
SCENARIOS = {"race": RaceSetup, "head start": partial(RaceSetup, 5)}


class RaceNotation:
    """A race on one line, python-chess's parse/format pair: ``RACE round 2 d6 | A 5 | B 3 | A to act``."""

    example = "RACE round 2 d6 | A 5 | B 3 | B to act"
    _LINE = re.compile(r"RACE round ([0-9]+) d([46]) \| A ([0-9]+) \| B ([0-9]+) \| (A|B) to (act|roll)")

    def claims(self, text: str) -> bool:
        return isinstance(text, str) and text.startswith("RACE ")

    def parse(self, text: str) -> RaceState:
        m = self._LINE.fullmatch(text.strip()) if isinstance(text, str) else None
        if m is None:
            raise InvalidInputError("race position", text, f"a line such as {self.example!r}")
        scores = (whole(m[3], "A's score", 0, TRACK[-1]), whole(m[4], "B's score", 0, TRACK[-1]))
        return RaceState(m[5], scores, m[6] == "roll", whole(m[1], "round", 1, 999), int(m[2]))

    def format(self, state: RaceState) -> str:
        doing = "roll" if state.rolling else "act"
        return f"RACE round {state.round} d{state.faces} | A {state.scores[0]} | B {state.scores[1]} | {state.to_move} to {doing}"


NOTATION = RaceNotation()


def score(state: RaceState, side: str) -> Ruling:
    """How far ``side`` has come, and how much it still needs [R3, R4]."""
    got = state.scores[SIDES.index(side)]
    steps = (Step("R3", f"{side}'s throws add up to {got}"), Step("R4", f"{max(0, GOAL - got)} more to reach {GOAL}"))
    return RULINGS(f"score of {side}", f"{side} has {got}", steps, value=got, kind="race", facts=_facts(state))


def next_throw(state: RaceState, side: str) -> Ruling:
    """The chance that ``side``'s next throw reaches the goal, exactly [R3, R4]."""
    need = GOAL - state.scores[SIDES.index(side)]
    chance = Fraction(max(0, state.faces - need + 1), state.faces) if need > 0 else Fraction(1)
    steps = (
        RULINGS.step("R3", f"a d{state.faces} shows 1 to {state.faces}, each as likely", state.readings, "die"),
        Step("R4", f"{side} needs {max(0, need)}: {chance} of the faces do it"),
    )
    return RULINGS(f"can {side} finish with its next throw", chance, steps, kind="race", facts=_facts(state))


#: The questions a club asks of a race position [R3, R4].
QUESTIONS: Mapping[str, Question] = {
    "score": Question("score", "a side's score", (Param("side", "side", example="A"),), "R3, R4", score),
    "finish": Question("finish", "odds of finishing", (Param("side", "side", example="B"),), "R3, R4", next_throw),
}


class Race(BaseRules):
    """The race on the engine (:class:`sailkit.engine.rules.Rules`)."""

    key = "race"
    title = "Race"
    turn_name = "round"

    def start(self, setup: RaceSetup) -> RaceState:
        return RaceState(scores=(setup.head, setup.head), faces=int(setup.readings["die"][1:]))

    def headers(self, setup: RaceSetup) -> dict[str, str]:
        out = {"Head": str(setup.head)}
        if setup.readings.non_default():
            out["Readings"] = readings_header(setup.readings, "; ")
        return out

    def setup_from_headers(self, headers: Mapping[str, str]) -> RaceSetup:
        head = whole(headers.get("Head", "0"), "Head header", 0, 99)
        return RaceSetup(head, READINGS.resolve(parse_readings_header(headers.get("Readings", ""), ";")))

    def setup_with_readings(self, setup: RaceSetup, readings: Mapping[str, str]) -> RaceSetup:
        return replace(setup, readings=setup.readings.replace(**readings))

    def parse_action(self, text: str | RaceAction) -> RaceAction:
        return RaceAction.parse(text)

    def legal_actions(self, state: RaceState) -> list[RaceAction]:
        if self.is_terminal(state):
            return []
        if state.rolling:
            return [RaceAction.make("roll", (d,)) for d in range(1, state.faces + 1)]
        return [RaceAction.make("throw", (state.to_move,)), RaceAction.make("pass", (state.to_move,))]

    def check_action(self, state: RaceState, action: RaceAction) -> RaceAction:
        if action in self.legal_actions(state):
            return action
        if self.is_terminal(state):
            raise IllegalActionError(f"{action}: the race is over", "R4")
        if state.rolling:
            what = f"a d{state.faces} has no face {action.die}" if action.verb == "roll" else "the die is still to roll"
            raise IllegalActionError(f"{action}: {what}", "R3")
        raise IllegalActionError(f"{action}: {state.to_move} is to act, and no die is due", "R1")

    def apply_action(self, state: RaceState, action: RaceAction) -> tuple[RaceState, Ruling]:
        side = SIDES.index(state.to_move)
        other, after = SIDES[1 - side], state.round + (state.to_move == "B")
        if action.verb == "throw":
            new, verdict = replace(state, rolling=True), "a die is due"
            step = Step("R1", f"{state.to_move} throws: a die is due")
        elif action.verb == "pass":
            new, verdict = replace(state, to_move=other, round=after), "passes"
            step = Step("R2", f"{state.to_move} passes")
        else:
            scores = list(state.scores)
            scores[side] += int(action.die or 0)
            new = replace(state, to_move=other, scores=(scores[0], scores[1]), rolling=False, round=after)
            verdict = f"{state.to_move} scores {action.die}"
            step = RULINGS.step("R3", f"{state.to_move} adds {action.die}: {scores[side]}", state.readings, "die")
        end = Step("R4", f"{state.to_move} reaches {GOAL}: the race is over")
        steps = (step, end) if self.is_terminal(new) else (step,)
        return new, RULINGS(f"what {action} did", verdict, steps, kind="race", facts=_facts(new))

    def chance_outcomes(self, state: RaceState) -> list[tuple[RaceAction, Fraction]]:
        return [(a, Fraction(1, state.faces)) for a in self.legal_actions(state)] if state.rolling else []

    def is_terminal(self, state: RaceState) -> bool:
        return max(state.scores) >= GOAL

    def current_side(self, state: RaceState) -> str | None:
        return None if state.rolling or self.is_terminal(state) else state.to_move

    # ---- the optional parts ----

    def describe(self, state: RaceState) -> dict[str, object]:
        phase = "over" if self.is_terminal(state) else f"{state.to_move} {'rolls' if state.rolling else 'to act'}"
        return {"turn": state.round, "phase": phase}

    def sides(self, state: RaceState) -> tuple[str, ...]:
        return SIDES

    def winner(self, state: RaceState) -> str | None:
        return None if not self.is_terminal(state) else SIDES[state.scores[1] >= GOAL]

    def place(self, state: RaceState, text: str) -> int:
        return whole(text, "square of the track", TRACK[0], TRACK[-1])

    def answer(self, state: RaceState, question: str) -> Ruling:
        from ...questions import answer

        return answer(QUESTIONS, state, question)

    def check_end(self, state: RaceState, headers: Mapping[str, str]) -> None:
        final, reached = headers.get("Final"), f"A {state.scores[0]} B {state.scores[1]}"
        if final is not None and final != reached:
            raise InvalidInputError("Final header", final, f"the scores the main line reaches, {reached!r}")


RACE = Race()
#: As an installed rule set's module provides it (see :mod:`sailkit.registry`); tests register the toy by hand.
RULES = RACE


__all__ = [
    "GOAL",
    "NOTATION",
    "QUESTIONS",
    "RACE",
    "READINGS",
    "RULES",
    "RULINGS",
    "SCENARIOS",
    "SIDES",
    "TRACK",
    "Race",
    "RaceAction",
    "RaceNotation",
    "RaceSetup",
    "RaceState",
    "next_throw",
    "score",
]
