"""Explorers of movement [7.0]: every end a command reaches, one step at a time, a move made of steps.

:class:`CommandExplorer`: every end of a command, the route to one, the commands refused with their case [6.1, 6.22,
7.0], under a switchable reading; :class:`MovesExplorer`: the ends and a route [7.0]; :class:`StepExplorer`: every
step allowed or refused with its case [7.3-7.9]. :func:`route_of` makes a move a ruling drawn like
:func:`~...movement.moves`.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..... import widgets as kit
from .....errors import InvalidInputError, SailkitError
from .....explorer_parts import DIRECTIONS, empty_dropdown, refusal
from .....readings import said
from .....rulings import Ruling
from .....wording import article, plural
from ...actions import Action
from ...board import name
from ...commands import command_ruling
from ...movement import MoveSet, StepOutcome, apply_step, moves, start_movement, step_options
from ...state import Position
from ...vocabulary import COMMANDS, RULESET
from .base import FightingSailExplorer, on_board

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

# ---------------------------------------------------------------- a move made of steps, drawn like moves()


def route_of(position: Position, ship: str, *steps: str) -> MoveSet:
    """The move ``ship`` makes by taking ``steps`` one after another, each checked by the rules [7.0-7.9].

    A one-move :class:`~.movement.MoveSet` drawn as :func:`~.movement.moves` draws (a diamond when aback [7.62]); the
    steps' rulings in turn, ``facts["outcome"]`` the last :class:`~.movement.StepOutcome`. A refused step raises."""
    from ...movement import Move, from_action

    start = position.ship(ship)
    pos, path, spent, lines, readings = position, [], 0, [], []
    outcome = None
    for text in steps:
        outcome = apply_step(pos, ship, text)
        pos = outcome.position
        path += list(outcome.path)
        spent += outcome.spent
        lines += list(outcome.ruling.steps)
        readings += list(outcome.ruling.readings)
    if outcome is None:
        raise InvalidInputError("steps", steps, "at least one step, such as 'step port'")
    end = pos.ship(ship)
    facing = path[-1][1] if outcome.kind == "drift" and path else end.facing
    note = lines[-1].reason if lines else outcome.kind
    move = Move(end.square, facing, tuple(path), spent, note, outcome.kind, (start.square, start.facing),
                tuple(from_action(Action(t.split()[0], (start.name, *t.split()[1:]))) for t in steps))  # fmt: skip
    where = f"{name(end.square)} {facing}" + (" taken aback" if outcome.kind == "drift" else "")
    return MoveSet(
        f"{start.name}: {'; '.join(steps)}",
        where,
        tuple(lines),
        tuple(dict.fromkeys(readings)),
        facts={"position": position, "ship": start.name, "outcome": outcome},
        ruleset=RULESET,
        kind="moves",
        moves=(move,),
    )


# ---------------------------------------------------------------- choose a command [6.0, 7.0]


class CommandExplorer(FightingSailExplorer):
    """Choose a command for a ship and see every end it can reach [6.12, 7.0], refused commands with their case.

    ``explorer.command`` (refusals with their case [6.1, 6.22]), ``.end`` (the route drawn), ``.reading``;
    ``explorer.ruling`` is :func:`~.movement.moves` or :func:`~.commands.command_ruling`'s refusal; ``.refusals``."""

    NOTE = "A picture of the explorer as it starts: run the notebook to choose."

    def __init__(
        self, position: Position, ship: str, command: str = "ahead", *, reading: str | None = None, draw: bool = True
    ) -> None:
        self.position = position
        self.ship = position.ship(ship).name
        self.command = self.control(kit.dropdown("command [6.12]", COMMANDS, command))
        self.reading = None if reading is None else self.reading_control(reading, position.readings)
        watched = self.controls  # the end's dropdown only redraws (show_end)
        self.end = self.control(empty_dropdown("end [7.0]"))
        self.summary = widgets.HTML()
        self._show_in(620, draw=draw)
        self.ruling: Ruling
        self._index: dict[str, int] = {}
        self._quiet = False
        kit.observe_all([self.end], self.show_end)
        self._watch(watched)

    @property
    def current(self) -> Position:
        """The position under the reading chosen in the dropdown (if any)."""
        return self.with_readings(self.position)

    @property
    def refusals(self) -> dict[str, str]:
        """Each command the ship may not be given now, with the case that forbids it [6.1, 6.22]."""
        out = {}
        for c in COMMANDS:
            r = command_ruling(self.current, self.ship, c)
            if not r:
                out[c] = r.steps[-1].case
        return out

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Ask the rules again for the chosen command (and reading), then refresh the ends, summary and picture."""
        pos = self.current
        allowed = command_ruling(pos, self.ship, self.command.value)
        self.ruling, self._index, first = allowed, {}, None
        if allowed:
            self.ruling = moveset = moves(pos, self.ship, self.command.value)
            self._index, first = end_choices(moveset)
        self._quiet = True  # the end dropdown changes below: draw once, at the end
        try:
            self.end.options = list(self._index)
            self.end.value = first
        finally:
            self._quiet = False
        self.summary.value = self._summary_html()
        self.show_end()

    @property
    def chosen(self) -> Any:
        """The :class:`~.movement.Move` whose route is drawn (``None`` for a refused command)."""
        if not isinstance(self.ruling, MoveSet) or self.end.value is None:
            return None
        return self.ruling.moves[self._index[self.end.value]]

    def show_end(self, change: dict[str, Any] | None = None) -> None:
        """Say how the ship reaches the chosen end, and redraw."""
        if self._quiet:
            return
        m = self.chosen
        if m is None:
            self.label.value = f"<b>refused</b>: {html.escape(refusal(self.ruling))}"
        else:
            self.label.value = f"<b>{html.escape(self.end.value)}</b>: {html.escape(m.note)}"
        self.redraw()

    def _summary_html(self) -> str:
        rows = []
        pos = self.current
        for c in COMMANDS:
            r = command_ruling(pos, self.ship, c)
            if not r:
                what = f"refused: {refusal(r)}"
            elif c == self.command.value and isinstance(self.ruling, MoveSet):
                what = f"{self.ruling.headline()} (shown)"
            else:
                what = "allowed"
            rows.append(f"<tr><td><b>{c}</b></td><td>{html.escape(what)}</td></tr>")
        readings = ""
        if self.ruling.readings:
            readings = (
                "<div>readings: " + html.escape("; ".join(said(k, v) for k, v in self.ruling.readings)) + "</div>"
            )
        return f"<table>{''.join(rows)}</table>{readings}"

    def figure(self) -> Figure:
        if isinstance(self.ruling, MoveSet):
            from ..drawing import moves_figure

            return moves_figure(self.ruling, end=self.chosen)
        last = self.ruling.steps[-1]
        return on_board(
            self.ruling,
            self.current,
            marked=[self.ship],
            captions={self.ship: f"no {self.command.value} [{last.case}]"},
        ).figure()

    def layout(self) -> widgets.Widget:
        left = kit.controls_box([*self.controls, self.summary], width=380)
        return widgets.VBox([kit.side_by_side(left, self.picture), self.label])

    def snapshot(self) -> str:
        return f"<div>{self.picture_svg()}</div>{self.summary.value}<div>{self.label.value}</div>"


def end_choices(moveset: MoveSet) -> tuple[dict[str, int], str]:
    """Each distinct end of ``moveset`` by its label (:func:`end_label`) with the index of its first move, and the
    label of the end the picture draws first [7.0]."""
    from ..drawing import chosen_move

    labels: dict[str, int] = {}
    for i, m in enumerate(moveset.moves):
        labels.setdefault(end_label(m), i)
    first = chosen_move(moveset)
    return labels, next((label for label, i in labels.items() if moveset.moves[i] == first), next(iter(labels), ""))


def end_label(move: Any) -> str:
    """How a dropdown names an end: ``"1011 SE (move)"``, ``"1109 N (taken aback)"``."""
    from ..drawing import END_WORDS

    how = END_WORDS.get(move.kind, move.kind.replace("_", " "))
    return f"{name(move.end)} {move.facing} ({'move' if move.kind == 'stop' else how})"


# ---------------------------------------------------------------- one step at a time [7.3-7.9]

#: Steps a ship under an ahead, port or starboard command could think of taking [7.3, 7.5, 7.7, 7.8, 7.9].
FORWARD_STEPS = (
    "step",
    "step port",
    "step port 90",
    "step starboard",
    "step starboard 90",
    "free-turn port",
    "free-turn starboard",
    "back",
    "heave",
    "stop",
)


@dataclass(frozen=True)
class Tried:
    """One step judged: its text, whether the rules allow it now, and what it does or the case that refuses it."""

    step: str
    allowed: bool
    why: str
    case: str | None = None


def judge_steps(position: Position, ship: str, steps: Iterable[str] | None = None) -> tuple[Tried, ...]:
    """Every step in ``steps`` (by default every step one could think of now) judged by the rules [7.3-7.9]: what an
    allowed one does, a refused one's case; nothing changes."""
    s = position.ship(ship)
    if steps is None:
        if s.command in ("tack", "wear"):
            turns = [f"{s.command} {d}" for d in DIRECTIONS if d != s.facing.name]
            steps = (*turns, "back", "heave", "stop")
        else:
            steps = FORWARD_STEPS
    out = []
    for text in steps:
        try:
            done = apply_step(position, ship, text)
        except SailkitError as err:
            out.append(Tried(text, False, str(err), getattr(err, "case", None)))
            continue
        out.append(Tried(text, True, "; ".join(str(x) for x in done.ruling.steps)))
    return tuple(out)


class StepExplorer(kit.Explorer):
    """Move one ship a step at a time under its command, every possible step judged with its case [7.3-7.9].

    ``explorer.step`` (:func:`~.movement.step_options`), :meth:`take`, :meth:`undo`, :meth:`restart`; ``.judged``
    (:func:`judge_steps`) and ``.table``. Other ships stay."""

    NOTE = "A picture of the explorer as it starts: run the notebook to take steps."

    def __init__(self, position: Position, ship: str, command: str | None = None, *, draw: bool = True) -> None:
        s = position.ship(ship)
        if s.start_facing is None:  # the phase has not begun: give the order and the allowance [6.1, 7.1]
            order = command or s.command
            if order is None:
                raise InvalidInputError(
                    "command", order, f"one of {', '.join(COMMANDS)}: {s.name} holds no command yet"
                )
            position = start_movement(position.with_ship(s.with_(command=order)))
        self.ship = s.name
        self.start = position
        self.history: list[tuple[Position, StepOutcome]] = []
        self.step = empty_dropdown("step [7.52]")
        self.take_button = widgets.Button(description="take this step", button_style="primary")
        self.undo_button = widgets.Button(description="undo")
        self.restart_button = widgets.Button(description="restart")
        self.take_button.on_click(self.take)
        self.undo_button.on_click(self.undo)
        self.restart_button.on_click(self.restart)
        self.status = widgets.HTML()
        self.table = widgets.HTML()
        self.picture = kit.picture(560)
        self.draw = draw
        self.judged: tuple[Tried, ...] = ()
        self.refresh()

    @property
    def position(self) -> Position:
        """The position after the steps taken so far."""
        return self.history[-1][1].position if self.history else self.start

    @property
    def done(self) -> bool:
        """True once the ship's move is over: chit off, fouled or drifting [7.54, 7.81, 8.0]."""
        if not self.history:
            return False
        last = self.history[-1][1]
        return last.done or last.fouled or last.drift_needed or self.position.ship(self.ship).command is None

    @property
    def path(self) -> list[Any]:
        """The squares the ship has been in this phase, start first."""
        squares = [self.start.ship(self.ship).square]
        for _, outcome in self.history:
            for sq in [sq for sq, _ in outcome.path] or [outcome.position.ship(self.ship).square]:
                if sq != squares[-1]:
                    squares.append(sq)
        return squares

    def take(self, button: Any = None) -> StepOutcome | None:
        """Play the step chosen in the dropdown."""
        if self.step.value is None or self.done:
            return None
        outcome = apply_step(self.position, self.ship, self.step.value)
        self.history.append((self.position, outcome))
        self.refresh()
        return outcome

    def undo(self, button: Any = None) -> None:
        """Take the last step back."""
        if self.history:
            self.history.pop()
        self.refresh()

    def restart(self, button: Any = None) -> None:
        """Back to the start of the Movement Phase."""
        self.history.clear()
        self.refresh()

    def refresh(self) -> None:
        """Judge every step from here, offer the allowed ones, and redraw."""
        pos = self.position
        s = pos.ship(self.ship)
        if self.done:
            self.judged = ()
            options: list[str] = []
        else:
            self.judged = judge_steps(pos, self.ship)
            options = [str(a) for a in step_options(pos, self.ship)]
        self.step.options = options
        self.step.value = options[0] if options else None
        self.take_button.disabled = not options
        last = self.history[-1][1].ruling if self.history else None
        head = f"{s.name}, {s.command or 'no'} command: {plural(s.mp, 'Movement Point')} left, facing {s.facing}"
        if self.done:
            head = f"{s.name}'s move is over: in {name(s.square)} facing {s.facing}"
        said = f"<div>{html.escape(str(last))}</div>".replace("\n", "<br>") if last is not None else ""
        self.status.value = f"<b>{html.escape(head)}</b>{said}"
        self.table.value = self._table_html()
        self.redraw()

    def _table_html(self) -> str:
        if not self.judged:
            return ""
        rows = []
        for t in self.judged:
            mark = (
                '<span style="color:#1b7837">&#10003;</span>'
                if t.allowed
                else '<span style="color:#b2182b">&#10007;</span>'
            )
            rows.append(
                f"<tr><td>{mark}</td><td><code>{html.escape(t.step)}</code></td><td>{html.escape(t.why)}</td></tr>"
            )
        return f"<table style='font-size:0.9em'>{''.join(rows)}</table>"

    @property
    def text(self) -> str:
        """The judged steps as plain text, one a line: ``yes step port: ...`` / ``no  tack N: ... [7.32]``."""
        return "\n".join(f"{'yes' if t.allowed else 'no '} {t.step}: {t.why}" for t in self.judged)

    def figure(self) -> Figure:
        from ..drawing import position_figure

        s = self.position.ship(self.ship)
        order = str(self.start.ship(self.ship).command)
        note = f"{s.mp} MP left" if not self.done else "done"
        return position_figure(
            self.position,
            paths=[self.path] if len(self.path) > 1 else [],
            marked=[self.ship],
            captions={self.ship: note},
            title=f"{self.ship} under {article(order)} {order} command, step {len(self.history)}",
            subtitle=f"wind from {self.position.wind}; started in {name(self.path[0])} facing {self.start.ship(self.ship).facing}",
        )

    def layout(self) -> widgets.Widget:
        buttons = widgets.HBox([self.take_button, self.undo_button, self.restart_button])
        left = kit.controls_box([self.status, self.step, buttons], width=380)
        return widgets.VBox([kit.side_by_side(left, self.picture), self.table])

    def snapshot(self) -> str:
        return f"<div>{self.picture_svg()}</div>{self.status.value}{self.table.value}"


class MovesExplorer(kit.Explorer):
    """Every end a command can reach [7.0], and the route to the one you pick: ``explorer.end`` picks the route drawn
    (:func:`~.drawing.moves_figure`); ``explorer.ruling`` is :func:`~.movement.moves`."""

    def __init__(self, position: Any, ship: str, command: str, *, draw: bool = True) -> None:
        self.ruling = moves(position, ship, command)
        self._index, first = end_choices(self.ruling)
        self.end = kit.dropdown("end [7.0]", list(self._index), first)
        self._show_in(620, draw=draw)
        self._watch([self.end])

    @property
    def chosen(self) -> Any:
        """The :class:`~.movement.Move` whose route is drawn."""
        return self.ruling.moves[self._index[self.end.value]]

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Redraw the route for the chosen end and say how the ship gets there."""
        m = self.chosen
        self.label.value = f"<b>{html.escape(self.end.value)}</b>: {html.escape(m.note)}"
        self.redraw()

    def figure(self) -> Figure:
        from ..drawing import moves_figure

        return moves_figure(self.ruling, end=self.chosen)

    def layout(self) -> widgets.Widget:
        return widgets.VBox([self.end, self.picture, self.label])

    NOTE = "A picture of the explorer as it starts: run the notebook to pick another end."

    def snapshot(self) -> str:
        return f"<div>{self.picture_svg()}</div><div>{self.label.value}</div>"


__all__ = [
    "FORWARD_STEPS",
    "CommandExplorer",
    "MovesExplorer",
    "StepExplorer",
    "Tried",
    "end_choices",
    "end_label",
    "judge_steps",
    "route_of",
]
