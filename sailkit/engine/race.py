"""A toy rule set, a dice race: the smallest complete model of a rule set on the engine.

Two sides, A and B, take turns; on its turn a side either throws a die (a chance node
follows, and the result is added to its score) or passes. The first to 10 wins. Small
as it is, it has everything the engine must handle (decisions, chance nodes, sides, an
end, actions written as text) and every optional part of the
:class:`~sailkit.engine.rules.Rules` interface: a reading (which die is thrown), a
description of where the game stands (the round and who is to act), places (the squares
of the track, 0 to 20) for annotations, questions it can answer, and a ``Final``
header it checks at the end of a record.

It is not an installed rule set (no entry point names it, so ``sailkit validate`` does
not know it): the engine's, the validator's and the command line's tests register it
by hand, the benchmark uses it, and a new rule set can start from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import partial

from ..errors import IllegalActionError, InvalidInputError
from ..numbers import whole
from ..readings import Option, Reading, ReadingBook, Readings, parse_readings_header, readings_header
from ..ruleset import Capability, RuleSet
from ..rulings import Ruling, Step
from .rules import BaseRules

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
#: Squares of the track an annotation may name.
TRACK = range(0, 21)
GOAL = 10


@dataclass(frozen=True)
class RaceAction:
    verb: str  # "roll", "pass", "throw"
    arg: str

    @classmethod
    def parse(cls, text: str | RaceAction) -> RaceAction:
        if isinstance(text, RaceAction):
            return text
        parts = text.split() if isinstance(text, str) else []
        if len(parts) != 2 or parts[0] not in ("roll", "pass", "throw"):
            raise InvalidInputError("race action", text, "'throw SIDE', 'pass SIDE' or 'roll N'")
        if parts[0] == "roll":  # a whole number in the digits 0-9 (sailkit.numbers); whether the die has it is R3's
            whole(parts[1], "die result", 1, 99)
        return cls(parts[0], parts[1])

    @property
    def die(self) -> int | None:
        return int(self.arg) if self.verb == "roll" else None

    def __str__(self) -> str:
        return f"{self.verb} {self.arg}"


@dataclass(frozen=True)
class RaceSetup:
    head: int = 0  #: both sides' score at the start
    readings: Readings = READINGS.defaults()


@dataclass(frozen=True)
class RaceState:
    to_move: str = "A"
    scores: tuple[int, int] = (0, 0)
    rolling: bool = False
    round: int = 1
    faces: int = 6


class Race(BaseRules):
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
            return [RaceAction("roll", str(d)) for d in range(1, state.faces + 1)]
        return [RaceAction("throw", state.to_move), RaceAction("pass", state.to_move)]

    def check_action(self, state: RaceState, action: RaceAction) -> RaceAction:
        if action in self.legal_actions(state):
            return action
        if self.is_terminal(state):
            raise IllegalActionError(f"{action}: the race is over", "R4")
        if state.rolling:
            what = f"a d{state.faces} has no face {action.arg}" if action.verb == "roll" else "the die is still to roll"
            raise IllegalActionError(f"{action}: {what}", "R3")
        raise IllegalActionError(f"{action}: {state.to_move} is to act, and no die is due", "R1")

    def apply_action(self, state: RaceState, action: RaceAction) -> tuple[RaceState, Ruling]:
        side = 0 if state.to_move == "A" else 1
        other = "B" if state.to_move == "A" else "A"
        after = state.round + (state.to_move == "B")
        if action.verb == "throw":
            return replace(state, rolling=True), Ruling(f"what {action} did", "a die is due", (Step("R1", "throws"),))
        if action.verb == "pass":
            new = replace(state, to_move=other, round=after)
            return new, Ruling(f"what {action} did", "passes", (Step("R2", "passes"),))
        scores = list(state.scores)
        scores[side] += int(action.arg)
        new = replace(state, to_move=other, scores=(scores[0], scores[1]), rolling=False, round=after)
        return new, Ruling(f"what {action} did", f"{state.to_move} scores {action.arg}", (Step("R3", "adds the die"),))

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

    def place(self, state: RaceState, text: str) -> int:
        return whole(text, "square of the track", TRACK[0], TRACK[-1])

    def answer(self, state: RaceState, question: str) -> Ruling:
        words = question.split()
        if len(words) != 2 or words[0] != "score" or words[1] not in ("A", "B"):
            raise InvalidInputError("race question", question, "'score A' or 'score B'")
        score = state.scores[words[1] == "B"]
        return Ruling(question, f"{words[1]} has {score}", (Step("R3", "the dice added up"),), value=score)

    def winner(self, state: RaceState) -> str | None:
        if not self.is_terminal(state):
            return None
        return "A" if state.scores[0] >= GOAL else "B"

    def sides(self, state: RaceState) -> tuple[str, ...]:
        return ("A", "B")

    def check_end(self, state: RaceState, headers: Mapping[str, str]) -> None:
        final, reached = headers.get("Final"), f"A {state.scores[0]} B {state.scores[1]}"
        if final is not None and final != reached:
            raise InvalidInputError("Final header", final, f"the scores the main line reaches, {reached!r}")


RACE = Race()
#: The race's set-ups by name: level, or a head start of 5 for both.
SCENARIOS = {"race": RaceSetup, "head start": partial(RaceSetup, 5)}
#: As an installed rule set's module provides it (see :mod:`sailkit.registry`); tests register the toy by hand.
RULES = RACE
#: The race as the kit sees a rule set (:mod:`sailkit.ruleset`); no entry point names it, so it is never installed.
RULESET = RuleSet(
    "race",
    "Race",
    __name__,
    frozenset({Capability.PLAY, Capability.RECORDS, Capability.READINGS, Capability.END_CHECK}),
    rules_at=":RACE",
    game_at="sailkit.engine:Game",
    readings_at=":READINGS",
    scenarios_at=":SCENARIOS",
)

__all__ = [
    "GOAL",
    "RACE",
    "READINGS",
    "RULES",
    "RULESET",
    "SCENARIOS",
    "TRACK",
    "Race",
    "RaceAction",
    "RaceSetup",
    "RaceState",
]
