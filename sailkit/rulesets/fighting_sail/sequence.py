"""The Game-Turn outline [4.0-4.2] as a ruling with its diagram, and a stepper that walks a game through it.

:func:`turn_outline` answers "what happens in Game-Turn N?": a step a phase with its case, by the stages of 4.2 (the
Strategic Cycle every 8th turn [4.1, 13.0]) and the minutes covered [4.1]; drawn by :mod:`.faces.drawing_sequence`.
The explorers are in :mod:`.faces.explorers.sequence`; the phases are :data:`.turn.PHASES`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, NamedTuple

from ...errors import InvalidInputError
from ...rulings import Ruling, Step
from .readings import RULINGS
from .strategic import CYCLE, cycle_due
from .turn import PHASES

if TYPE_CHECKING:
    from .game import Game

RULESET = "fighting_sail"
#: Battle time one Game-Turn stands for, in minutes [4.1].
MINUTES_PER_TURN = Fraction(15, 2)


@dataclass(frozen=True)
class Stage:
    """One stage of the 4.2 outline: its letter, name, case and phases (keys of :data:`.turn.PHASES`)."""

    letter: str
    name: str
    case: str
    phases: tuple[str, ...]
    note: str = ""


#: The stages of a Game-Turn in the order of 4.2, each with the phases the engine runs in it.
STAGES: tuple[Stage, ...] = (
    Stage("A", "Strategic Cycle", "13.0", ("swell", "fires", "studding"), "only on Game-Turns divisible by 8"),
    Stage("B", "Command Decision Stage", "6.0", ("command",), "orders chosen in secret"),
    Stage("C", "Action Stage", "4.2", ("revelation", "allowance", "gauge", "movement"), "fire comes during movement"),
    Stage("D", "Melee Stage", "11.0", ("fouled_fire", "melee"), "only where ships are fouled"),
    Stage("E", "Unfouling Stage", "11.3", ("unfouling",), "only where ships are fouled"),
    Stage("F", "Terminal Stage", "4.2", ("terminal",), "counters turned back, end checked"),
)


def stage_of(phase: str) -> Stage:
    """The stage a phase belongs to (``"movement"`` -> stage C) [4.2]."""
    for st in STAGES:
        if phase in st.phases:
            return st
    raise InvalidInputError(
        "phase", phase, f"one of the phases of 4.2: {', '.join(p for s in STAGES for p in s.phases)}"
    )


def _check_turn(turn: object) -> int:
    if isinstance(turn, bool) or not isinstance(turn, int) or not 1 <= turn <= 999:
        raise InvalidInputError("Game-Turn", turn, "a whole number from 1 to 999")
    return turn


class OutlineStage(NamedTuple):
    """One stage of a turn's outline as its picture shows it [4.2]."""

    letter: str
    name: str
    case: str
    note: str  #: said under its name: what happens in it, or why this turn skips it
    skipped: bool  #: the turn skips it (the Strategic Cycle, on a turn not divisible by 8 [13.0])
    phases: tuple[tuple[str, str, str], ...]  #: each phase's key, name and case, in order


def turn_outline(turn: int, *, at: str | None = None) -> Ruling:
    """What Game-Turn ``turn`` runs, in order: one step per phase with its case, stage by stage [4.1, 4.2].

    Facts: ``turn``, ``strategic`` [13.0], ``minutes`` [4.1], ``at``; for its picture (kind ``outline``) ``stages``
    (:class:`OutlineStage`) and ``where``."""
    turn = _check_turn(turn)
    if at is not None and at != "over":
        stage_of(at)
    due = cycle_due(turn)
    strategic = bool(due)
    start, end = (turn - 1) * MINUTES_PER_TURN, turn * MINUTES_PER_TURN
    steps = [Step("4.1", f"Game-Turn {turn} covers minutes {_min(start)} to {_min(end)} of the battle")]
    steps += due.steps
    names = []
    for st in STAGES:
        if st.letter == "A" and not strategic:
            continue
        for ph in st.phases:
            name, case = PHASES[ph]
            names.append(name)
            steps.append(Step(case, f"{st.letter}. {st.name}: {name}"))
    return RULINGS(
        f"the sequence of Game-Turn {turn}",
        tuple(names),
        steps,
        facts={
            "turn": turn,
            "strategic": strategic,
            "minutes": (start, end),
            "at": at,
            "stages": _outline_stages(turn, strategic),
            "where": PHASES[at] if at else None,
        },
        kind="outline",
    )


def _outline_stages(turn: int, strategic: bool) -> tuple[OutlineStage, ...]:
    """The stages of Game-Turn ``turn`` with their phases, the Strategic Cycle skipped unless ``strategic`` [4.2, 13.0]."""
    out = []
    for st in STAGES:
        skipped = st.letter == "A" and not strategic
        note = f"skipped: {turn} is not divisible by {CYCLE}" if skipped else st.note
        out.append(
            OutlineStage(st.letter, st.name, st.case, note, skipped, tuple((ph, *PHASES[ph]) for ph in st.phases))
        )
    return tuple(out)


def _min(x: Fraction) -> str:
    return str(int(x)) if x.denominator == 1 else f"{float(x):g}"


# ---- What the stepper (faces.explorers.sequence.TurnStepper) plays with and keeps ----


def quiet(game: Game) -> str:
    """A policy for demonstrations: hold fire and pass where allowed, else the first legal action."""
    legal = [str(a) for a in game.legal_actions()]
    calm = [a for a in legal if a.split()[0] in ("hold", "done", "decline-end")]
    return calm[0] if calm else legal[0]


@dataclass(frozen=True)
class PhaseVisit:
    """One phase as the stepper passed through it: where, and what was played in it with the cases."""

    turn: int
    phase: str
    actions: tuple[str, ...]
    steps: tuple[Step, ...]
    #: the phases the engine then ran by itself, nothing being asked in them, before the next one that asks
    passed: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return PHASES[self.phase][0]

    def __str__(self) -> str:
        name, case = PHASES[self.phase]
        head = f"Game-Turn {self.turn}, {name} [{case}]: " + ("; ".join(self.actions) or "nothing to decide")
        tail = ", ".join(f"{PHASES[p][0]} [{PHASES[p][1]}]" for p in self.passed)
        return "\n".join(
            [head, *(f"  {s}" for s in self.steps), *([f"then, nothing to decide: {tail}"] if tail else [])]
        )


__all__ = [
    "MINUTES_PER_TURN",
    "STAGES",
    "OutlineStage",
    "PhaseVisit",
    "Stage",
    "quiet",
    "stage_of",
    "turn_outline",
]
