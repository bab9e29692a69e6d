"""The Game-Turn outline [4.0-4.2] as a ruling with its diagram, and a stepper that walks a game through it.

:func:`turn_outline` answers "what happens in Game-Turn N, in what order?": one step per
phase that runs that turn, each with its case, stage by stage as 4.2 lists them (the
Strategic Cycle only on Game-Turns divisible by 8 [4.1, 13.0]), and the battle time the
turn covers (about seven and a half minutes a turn [4.1]). Shown in a notebook it draws
the outline as six stage boxes, the phases in order inside them, the phase a game
stands in (``at=``) picked out.

:class:`.explore_sequence.TurnStepper` (ipywidgets, for ``02_sequence_of_play``) plays a
game phase by phase with a policy choosing each decision (:func:`quiet` here by default)
and a die source giving each roll; :class:`.explore_sequence.OutlineExplorer` shows the
outline of any Game-Turn.

The phases themselves are :data:`.turn.PHASES`, the table the engine runs; this module
only groups them into the stages of 4.2.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ...errors import InvalidInputError
from ...rulings import Ruling, Step
from .strategic import CYCLE, cycle_due
from .turn import PHASES

if TYPE_CHECKING:
    from matplotlib.figure import Figure

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


@dataclass(frozen=True)
class OutlineRuling(Ruling):
    """The ruling of :func:`turn_outline`; its diagram is the outline of the turn (drawn by :func:`draw_outline`)."""

    def figure(self) -> Figure:
        return outline_figure(self)


def turn_outline(turn: int, *, at: str | None = None) -> OutlineRuling:
    """What Game-Turn ``turn`` runs, in order: one step per phase with its case, stage by stage [4.1, 4.2].

    The verdict is the phases' names in order; ``facts``: ``turn``, ``strategic`` (the
    Strategic Cycle runs [13.0]), ``minutes`` (battle time before the turn begins and at its
    end [4.1]) and ``at``, the phase a game stands in (drawn picked out).
    """
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
    return OutlineRuling(
        f"the sequence of Game-Turn {turn}",
        tuple(names),
        tuple(steps),
        facts={"turn": turn, "strategic": strategic, "minutes": (start, end), "at": at},
        ruleset=RULESET,
        kind="outline",
    )


def _min(x: Fraction) -> str:
    return str(int(x)) if x.denominator == 1 else f"{float(x):g}"


# ---------------------------------------------------------------------------
# The diagram (matplotlib, imported only here)
# ---------------------------------------------------------------------------


def draw_outline(ruling: Ruling, ax: Any) -> list[Any]:
    """Draw the outline of ``ruling`` (from :func:`turn_outline`) on ``ax``: the stages top to bottom, the phases in
    each left to right, the phase ``at`` filled; a stage the turn skips is grey. Returns the artists [4.2]."""
    from matplotlib.patches import FancyBboxPatch

    from ...draw import style

    turn, strategic, at = ruling.facts["turn"], ruling.facts["strategic"], ruling.facts["at"]
    artists: list[Any] = []
    ax.set_xlim(0, 10)
    ax.set_ylim(len(STAGES) * 1.2, -0.1)
    ax.set_axis_off()
    for i, st in enumerate(STAGES):
        y = i * 1.2
        skipped = st.letter == "A" and not strategic
        ink = style.GHOST if skipped else style.INK
        box = FancyBboxPatch(
            (0.05, y + 0.05), 9.9, 1.0, boxstyle="round,pad=0,rounding_size=0.12",
            facecolor="#eef2f5" if skipped else style.SEA, edgecolor=ink, linewidth=1.0, gid=f"stage-{st.letter}",
        )  # fmt: skip
        artists.append(ax.add_patch(box))
        label = f"{st.letter}. {st.name} [{st.case}]"
        artists.append(
            ax.text(0.2, y + 0.3, label, fontsize=style.KEY_POINTS + 0.5, weight="bold", color=ink, va="center")
        )
        note = f"skipped: {turn} is not divisible by {CYCLE}" if skipped else st.note
        artists.append(ax.text(0.2, y + 0.78, note, fontsize=style.KEY_POINTS - 1, color=style.LABEL, va="center"))
        width = 5.4 / 4
        for j, ph in enumerate(st.phases):
            name, case = PHASES[ph]
            x = 4.55 + j * width
            here = ph == at
            chip = FancyBboxPatch(
                (x + 0.04, y + 0.12), width - 0.08, 0.86, boxstyle="round,pad=0,rounding_size=0.08",
                facecolor=style.HIGHLIGHT if here else "white", edgecolor=ink, linewidth=2.0 if here else 0.8,
                gid=f"phase-{ph}",
            )  # fmt: skip
            artists.append(ax.add_patch(chip))
            words = name.replace(" ", "\n", 1) if len(name) > 12 else name
            artists.append(ax.text(x + width / 2, y + 0.45, words, fontsize=style.KEY_POINTS - 0.5, color=ink,
                                   ha="center", va="center", weight="bold" if here else "normal", linespacing=1.0))  # fmt: skip
            artists.append(ax.text(x + width / 2, y + 0.86, f"[{case}]", fontsize=style.KEY_POINTS - 1.5,
                                   color=style.INK if here else style.LABEL, ha="center", va="center"))  # fmt: skip
    return artists


def outline_figure(ruling: Ruling) -> Figure:
    """The outline of a turn as a new figure, with its heading and alt text [4.2]."""
    from matplotlib.figure import Figure

    from ...draw import figure as fg

    turn, at, (start, end) = ruling.facts["turn"], ruling.facts["at"], ruling.facts["minutes"]
    fig = Figure(figsize=(7.2, 5.0))
    ax = fig.add_axes((0.02, 0.02, 0.96, 0.83))
    draw_outline(ruling, ax)
    where = f"; the game stands in {PHASES[at][0]} [{PHASES[at][1]}]" if at else ""
    title = f"Game-Turn {turn}: the sequence of play [4.2]"
    sub = f"minutes {_min(start)}-{_min(end)} of the battle [4.1]" + where
    fg.heading(ax, title, sub)
    alt = f"{title}. Stages A to F top to bottom, each with its phases in order" + (
        "" if ruling.facts["strategic"] else "; stage A, the Strategic Cycle, greyed out as skipped this turn"
    )
    return fg.describe(fig, alt + (f"; the phase {PHASES[at][0]} highlighted" if at else "") + ".")


# ---------------------------------------------------------------------------
# What the stepper (explore_sequence.TurnStepper) plays with and keeps
# ---------------------------------------------------------------------------


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
    "OutlineRuling",
    "PhaseVisit",
    "Stage",
    "draw_outline",
    "outline_figure",
    "quiet",
    "stage_of",
    "turn_outline",
]
