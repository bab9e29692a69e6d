"""Explorers for the wind, commands and movement tutorials [5.0, 6.0, 7.0] (ipywidgets controllers).

They follow :mod:`.explorers`: public widget attributes, named methods as callbacks
(a test sets a control's ``.value``, or calls the method a button calls, and reads the
result back with no kernel), the picture as SVG text in an HTML widget, and a static
picture of the first state shown before the live widget for HTML exports and
repository browsers. The rules live in their sections (:mod:`.commands`,
:mod:`.movement`, :mod:`.gauge`); an explorer only asks them and shows the answer.

* :class:`OrdersExplorer`: change a ship's heading and damage and see which of the
  five orders it may be given, and how a wheel test goes [6.1, 6.21, 6.22].
* :class:`CommandExplorer`: choose a command and see every end it can reach, the route
  to the one you pick, and the commands refused with the case that refuses them
  [6.1, 6.22, 7.0]; optionally switch one reading and watch the ends change.
* :class:`StepExplorer`: move a ship one step at a time under its command; every step
  one could think of is listed as allowed (with what it does) or refused (with its
  case) [7.3-7.9].
* :class:`GaugeExplorer`: turn the ships and the wind, roll off a tie, and see who holds
  the weather gauge [7.21].
* :class:`Question`: a "Check yourself" question the engine judges from its ruling.

Three helpers show rulings: :func:`on_board` draws a ruling that has no diagram of its
own on the position it is about, :func:`route_of` makes a move of steps a ruling drawn
like :func:`~.movement.moves`, and :func:`compare_readings` sets the answers to one
question under each option of a reading side by side.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ... import widgets as kit
from ...dice import D6
from ...errors import InvalidInputError, SailkitError
from ...geometry.compass import Direction
from ...geometry.squares import Square
from ...quiz import Compared, Question
from ...quiz import ruling_of as _ruling_of
from ...rulings import Ruling, Step
from ...wording import plural
from .actions import Action
from .board import name
from .commands import command_ruling
from .damage import crew_value
from .fire.combat import overlays
from .gauge import weather_gauge
from .movement import MoveSet, StepOutcome, apply_step, moves, start_movement, step_options
from .readings import READINGS
from .state import Position
from .vocabulary import COMMANDS, RULESET

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

_DIRECTIONS = tuple(d.name for d in Direction)
#: The die dropdowns' "not rolled yet".
NO_ROLL = "-"


def _empty_dropdown(description: str) -> widgets.Dropdown:
    """A dropdown whose options are filled in later (an explorer's ends or steps)."""
    return widgets.Dropdown(options=[], value=None, description=description, style=kit.DESCRIPTION_STYLE)


# ---------------------------------------------------------------- a ruling drawn on its position


@dataclass(frozen=True)
class BoardRuling(Ruling):
    """A ruling whose diagram is the position it is about, with overlays (see :func:`on_board`).

    It prints, compares and shows itself as the ruling it wraps; only :meth:`figure` differs.
    """

    board: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def figure(self) -> Figure:
        from .drawing import position_figure

        options = dict(self.board)
        position = options.pop("position")
        options.setdefault("title", f"{self.question}: {self.headline()}")
        return position_figure(position, **options)


def on_board(answer: Any, position: Position, **draw: Any) -> BoardRuling:
    """``answer``'s ruling, drawn on ``position`` when shown or exported [2.1].

    For rulings whose kind has no diagram of its own (a command, a step, a wheel test):
    ``draw`` takes the overlays of :func:`~.drawing.draw_position` (``marked=[...]``,
    ``captions={...}``, ``paths=[...]``, ``title=...``), and those the rules answer by ship
    name (``arcs_for=``, ``sight=``, ``ranges_from=``: :func:`~.fire.combat.overlays`).
    ``answer`` may be a ruling or anything carrying one (a ``RuledInt``, a
    :class:`~.movement.StepOutcome`).
    """
    r = _ruling_of(answer)
    values = {f.name: getattr(r, f.name) for f in fields(Ruling)}
    values["ruleset"] = values["ruleset"] or RULESET  # so the table folds what its cases rule
    return BoardRuling(**values, board={"position": position, **overlays(position, **draw)})


def around(square: Any, cols: int = 3, rows: int = 2) -> tuple[str, str]:
    """The corners of a window of the map around ``square`` (``cols`` and ``rows`` each way), kept on the map [2.1]."""
    from .board import COLUMNS, ROWS

    c0 = min(max(1, square.col - cols), max(1, COLUMNS - 2 * cols))
    r0 = min(max(1, square.row - rows), max(1, ROWS - 2 * rows))
    return name(Square(c0, r0)), name(Square(min(COLUMNS, c0 + 2 * cols), min(ROWS, r0 + 2 * rows)))


# ---------------------------------------------------------------- a move made of steps, drawn like moves()


def route_of(position: Position, ship: str, *steps: str) -> MoveSet:
    """The move ``ship`` makes by taking ``steps`` one after another, each checked by the rules [7.0-7.9].

    A one-move :class:`~.movement.MoveSet`, so it shows itself as :func:`~.movement.moves`
    does: the ship where she started, the route, and a ghost of her at the end, facing
    her new way (a diamond if she ends taken aback [7.62]). Its steps are every step's
    ruling in turn; ``facts["outcome"]`` is the last :class:`~.movement.StepOutcome`
    (``.position`` is the position after the move). A refused step raises with its case.
    """
    from .movement import Move, from_action

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


# ---------------------------------------------------------------- readings side by side


def compare_readings(
    ask: Callable[[Position], Any], position: Position, reading: str, options: Iterable[str] | None = None
) -> Compared:
    """Ask ``ask(position)`` under each option of ``reading`` (every option by default) [readings].

    ``ask`` returns a ruling or anything carrying one; the position's other readings stay as they are.
    """
    chosen = tuple(options) if options is not None else READINGS[reading].option_names
    out = {}
    for option in chosen:
        variant = position.with_(readings=position.readings.replace(**{reading: option}))
        answer = ask(variant)
        out[option] = answer if isinstance(answer, Ruling) else _ruling_of(answer)
    return Compared(reading, out, READINGS[reading].default, tuple(READINGS[reading].cases))


# ---------------------------------------------------------------- who may be given which order [6.1, 6.2]


class OrdersExplorer(kit.Explorer):
    """Change a ship's heading and damage and see which of the five orders it may be given [6.1, 6.21, 6.22].

    Controls: heading (against the position's wind), hull hits (each lowers the Crew
    Value by one [10.12]), masts lost, fouled, a wheel hit, and for the wheel test
    [6.21, 10.32] the order given and the die. ``explorer.rulings`` holds
    :func:`~.commands.command_ruling` for each order; ``explorer.wheel`` the wheel test
    (``None`` without a wheel hit, or when the order given is refused).
    """

    def __init__(self, position: Position, ship: str, *, draw: bool = True) -> None:
        s = position.ship(ship)
        self.position = position
        self.ship = s.name
        self.heading = kit.dropdown("heading [5.1]", _DIRECTIONS, s.facing.name)
        self.hull = kit.slider("hull hits [10.12]", s.hull, 0, 9)
        self.masts = kit.slider("masts lost [10.31]", s.masts, 0, 3)
        self.fouled = kit.checkbox("fouled [7.81]", s.fouled)
        self.wheel_hit = kit.checkbox("wheel hit [10.32]", s.wheel)
        self.order = kit.dropdown("order given [6.12]", COMMANDS, "ahead")
        self.die = kit.dropdown("wheel test die [6.21]", tuple(str(d) for d in D6), "1")
        self._show_in(520, draw=draw)
        self.rulings: dict[str, Ruling] = {}
        self.wheel: Ruling | None = None
        self._watch()

    @property
    def controls(self) -> tuple[widgets.ValueWidget, ...]:
        return (self.heading, self.hull, self.masts, self.fouled, self.wheel_hit, self.order, self.die)

    @property
    def current(self) -> Position:
        """The position with the ship as the controls set it (no order on it yet)."""
        s = self.position.ship(self.ship).with_(
            facing=Direction.parse(self.heading.value),
            hull=self.hull.value,
            masts=self.masts.value,
            fouled=self.fouled.value,
            wheel=self.wheel_hit.value,
            command=None,
        )
        return self.position.with_ship(s)

    @property
    def allowed(self) -> tuple[str, ...]:
        """The orders the ship may be given, in the order of 6.12."""
        return tuple(c for c, r in self.rulings.items() if r)

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Ask the rules about each order (and the wheel test), then refresh the label and picture."""
        from .commands import give_command, wheel_test

        pos = self.current
        self.rulings = {c: command_ruling(pos, self.ship, c) for c in COMMANDS}
        self.wheel = None
        if self.wheel_hit.value and self.rulings[self.order.value]:
            ordered = give_command(pos, self.ship, self.order.value)
            self.wheel = wheel_test(ordered, self.ship, int(self.die.value))[1]
        self.label.value = self._label_html()
        self.redraw()

    def _label_html(self) -> str:
        s = self.current.ship(self.ship)
        rows = []
        for c, r in self.rulings.items():
            last = r.steps[-1]
            mark = "&#10003;" if r else "&#10007;"
            rows.append(
                f"<tr><td>{mark} <b>{c}</b></td><td>{html.escape(last.reason)} [{html.escape(last.case)}]</td></tr>"
            )
        head = f"{s.name}: Crew Value {crew_value(s, self.current.readings)}; may be given {', '.join(self.allowed) or 'no order'}"
        out = f"<b>{html.escape(head)}</b><table>{''.join(rows)}</table>"
        if self.wheel is not None:
            out += f"<div><b>wheel test</b>: {html.escape(self.wheel.headline())}</div>"
            out += "".join(f"<div>[{html.escape(st.case)}] {html.escape(st.reason)}</div>" for st in self.wheel.steps)
        return out

    @property
    def text(self) -> str:
        lines = [str(r) for r in self.rulings.values()]
        if self.wheel is not None:
            lines.append(str(self.wheel))
        return "\n".join(lines)

    def figure(self) -> Figure:
        pos = self.current
        letters = "".join(c[0].upper() for c in self.allowed)
        allowed = ", ".join(self.allowed) or "no order"
        return on_board(
            self.rulings[self.order.value],
            pos,
            extent=around(pos.ship(self.ship).square),
            marked=[self.ship],
            captions={self.ship: f"orders {letters}" if letters else "no order"},
            title=f"{self.ship} may be given: {allowed}",
            subtitle=f"Crew Value {crew_value(pos.ship(self.ship), pos.readings)}, heading {pos.ship(self.ship).facing}, wind from {pos.wind}",
        ).figure()


# ---------------------------------------------------------------- choose a command [6.0, 7.0]


class CommandExplorer(kit.Explorer):
    """Choose a command for a ship and see every end it can reach [6.12, 7.0], refused commands with their case.

    ``explorer.command`` picks the order (all five are offered; a refused one is
    shown with the case that forbids it [6.1, 6.22]); ``explorer.end`` picks which
    end's route the picture draws; ``explorer.reading`` (when ``reading=`` names
    one) switches that reading. ``explorer.ruling`` is the :class:`~.movement.MoveSet`
    from :func:`~.movement.moves`, or the refusal from
    :func:`~.commands.command_ruling`; ``explorer.refusals`` maps each refused
    command to its case.
    """

    NOTE = "A picture of the explorer as it starts: run the notebook to choose."

    def __init__(
        self, position: Position, ship: str, command: str = "ahead", *, reading: str | None = None, draw: bool = True
    ) -> None:
        self.position = position
        self.ship = position.ship(ship).name
        self.command = kit.dropdown("command [6.12]", COMMANDS, command)
        self.reading: widgets.Dropdown | None = None
        if reading is not None:
            options = READINGS[reading].option_names
            self.reading = kit.dropdown(f"reading {reading}", options, position.readings[reading])
            self._reading_key = reading
        self.end = _empty_dropdown("end [7.0]")
        self.summary = widgets.HTML()
        self._show_in(620, draw=draw)
        self.ruling: Ruling
        self._index: dict[str, int] = {}
        self._quiet = False
        kit.observe_all([self.end], self.show_end)
        self._watch([c for c in (self.command, self.reading) if c is not None])

    @property
    def controls(self) -> tuple[widgets.ValueWidget, ...]:
        return tuple(c for c in (self.command, self.reading, self.end) if c is not None)

    @property
    def current(self) -> Position:
        """The position under the reading chosen in the dropdown (if any)."""
        if self.reading is None:
            return self.position
        return self.position.with_(readings=self.position.readings.replace(**{self._reading_key: self.reading.value}))

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
        if allowed:
            self.ruling = moves(pos, self.ship, self.command.value)
            labels: dict[str, int] = {}
            for i, m in enumerate(self.ruling.moves):
                labels.setdefault(end_label(m), i)
        else:
            self.ruling = allowed
            labels = {}
        self._index = labels
        self._quiet = True  # the end dropdown changes below: draw once, at the end
        try:
            self.end.options = list(labels)
            self.end.value = self._first_end() if labels else None
        finally:
            self._quiet = False
        self.summary.value = self._summary_html()
        self.show_end()

    def _first_end(self) -> str:
        from .drawing import chosen_move

        first = chosen_move(self.ruling)
        return next(label for label, i in self._index.items() if self.ruling.moves[i] == first)

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
            last = self.ruling.steps[-1]
            self.label.value = f"<b>refused</b>: {html.escape(last.reason)} [{html.escape(last.case)}]"
        else:
            self.label.value = f"<b>{html.escape(self.end.value)}</b>: {html.escape(m.note)}"
        self.redraw()

    def _summary_html(self) -> str:
        rows = []
        pos = self.current
        for c in COMMANDS:
            r = command_ruling(pos, self.ship, c)
            if not r:
                last = r.steps[-1]
                what = f"refused: {last.reason} [{last.case}]"
            elif c == self.command.value and isinstance(self.ruling, MoveSet):
                what = f"{self.ruling.headline()} (shown)"
            else:
                what = "allowed"
            rows.append(f"<tr><td><b>{c}</b></td><td>{html.escape(what)}</td></tr>")
        readings = ""
        if self.ruling.readings:
            readings = (
                "<div>readings: " + html.escape(", ".join(f"{k}={v}" for k, v in self.ruling.readings)) + "</div>"
            )
        return f"<table>{''.join(rows)}</table>{readings}"

    @property
    def text(self) -> str:
        """The ruling for the chosen command as plain text, every end listed."""
        return str(self.ruling)

    def figure(self) -> Figure:
        if isinstance(self.ruling, MoveSet):
            from .drawing import moves_figure

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


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def end_label(move: Any) -> str:
    """How a dropdown names an end: ``"1011 SE (move)"``, ``"1109 N (taken aback)"``."""
    from .drawing import END_WORDS

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
    """Every step in ``steps`` (by default every step one could think of now) judged by the rules [7.3-7.9].

    An allowed step says what it does (its ruling's steps, cases included); a refused
    one gives the refusal with its case. Nothing is changed.
    """
    s = position.ship(ship)
    if steps is None:
        if s.command in ("tack", "wear"):
            turns = [f"{s.command} {d}" for d in _DIRECTIONS if d != s.facing.name]
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

    ``explorer.step`` lists the steps the rules allow now (:func:`~.movement.step_options`);
    :meth:`take` plays the chosen one, :meth:`undo` takes the last back and :meth:`restart`
    goes back to the start of the phase. ``explorer.judged`` holds every step one could
    think of (:func:`judge_steps`), allowed or refused with its case; ``explorer.table``
    shows them. The other ships stay where they are.
    """

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
        self.step = _empty_dropdown("step [7.52]")
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
        from .drawing import position_figure

        s = self.position.ship(self.ship)
        order = str(self.start.ship(self.ship).command)
        note = f"{s.mp} MP left" if not self.done else "done"
        return position_figure(
            self.position,
            paths=[self.path] if len(self.path) > 1 else [],
            marked=[self.ship],
            captions={self.ship: note},
            title=f"{self.ship} under {_article(order)} {order} command, step {len(self.history)}",
            subtitle=f"wind from {self.position.wind}; started in {name(self.path[0])} facing {self.start.ship(self.ship).facing}",
        )

    def layout(self) -> widgets.Widget:
        buttons = widgets.HBox([self.take_button, self.undo_button, self.restart_button])
        left = kit.controls_box([self.status, self.step, buttons], width=380)
        return widgets.VBox([kit.side_by_side(left, self.picture), self.table])

    def snapshot(self) -> str:
        return f"<div>{self.picture_svg()}</div>{self.status.value}{self.table.value}"


# ---------------------------------------------------------------- the weather gauge [7.21]


class GaugeExplorer(kit.Explorer):
    """Turn the ships and the wind, roll off a tie, and see who holds the weather gauge [7.21a-c].

    One heading dropdown per ship, the wind, the reading ``wg_ma_population`` and a die
    for each side (used only on a tie). ``explorer.ruling`` is
    :func:`~.gauge.weather_gauge` for what is chosen; the picture frames the ships at
    the highest allowance.
    """

    def __init__(self, position: Position, *, draw: bool = True) -> None:
        self.position = position
        self.headings = {
            s.name: kit.dropdown(f"{s.name} heads [5.1]", _DIRECTIONS, s.facing.name) for s in position.afloat()
        }
        self.wind = kit.dropdown("wind from [5.1]", _DIRECTIONS, position.wind.name)
        key = "wg_ma_population"
        self.population = kit.dropdown(f"reading {key}", READINGS[key].option_names, position.readings[key])
        faces = (NO_ROLL, *(str(d) for d in D6))
        self.dice = {side: kit.dropdown(f"{side} die (a tie) [7.21c]", faces, NO_ROLL) for side in position.sides()}
        self._show_in(560, draw=draw)
        self.ruling: Ruling
        self._watch()

    @property
    def controls(self) -> tuple[widgets.ValueWidget, ...]:
        return (*self.headings.values(), self.wind, self.population, *self.dice.values())

    @property
    def current(self) -> Position:
        """The position as the controls set it."""
        pos = self.position.with_(
            wind=Direction.parse(self.wind.value),
            readings=self.position.readings.replace(wg_ma_population=self.population.value),
        )
        for ship, box in self.headings.items():
            pos = pos.with_ship(pos.ship(ship).with_(facing=Direction.parse(box.value)))
        return pos

    @property
    def rolls(self) -> dict[str, int] | None:
        """The dice chosen, when every side has one."""
        return sides_rolled(self.dice)

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Ask who holds the gauge for the position and dice chosen; refresh the label and picture."""
        pos = self.current
        try:
            self.ruling = weather_gauge(pos, self.rolls)
        except SailkitError as err:  # a die for a side that is not tied is simply not needed
            self.ruling = Ruling("who holds the weather gauge", None, (Step("7.21c", str(err)),), ruleset=RULESET)
        holder = self.ruling.verdict
        head = f"{holder} holds the weather gauge" if holder else "no holder yet: the tied sides roll a die each"
        self.label.value = f"<b>{html.escape(head)}</b>" + self.ruling.html(picture=False, heading=False)
        self.redraw()

    def figure(self) -> Figure:
        from .drawing import gauge_figure

        if self.ruling.kind == "gauge":
            return gauge_figure(self.ruling)
        return on_board(self.ruling, self.current).figure()

    @property
    def text(self) -> str:
        return str(self.ruling)


# ---------------------------------------------------------------- check yourself: Question comes from the kit (sailkit.quiz)


def sides_rolled(dice: dict[str, Any]) -> dict[str, int] | None:
    """Each side's die from its dropdown, when every side has one (``NO_ROLL`` leaves it out) [7.21c, 11.2]."""
    rolled = {side: int(box.value) for side, box in dice.items() if box.value != NO_ROLL}
    return rolled if len(rolled) == len(dice) else None


__all__ = [
    "sides_rolled",
    "FORWARD_STEPS",
    "BoardRuling",
    "CommandExplorer",
    "Compared",
    "GaugeExplorer",
    "OrdersExplorer",
    "Question",
    "StepExplorer",
    "Tried",
    "around",
    "compare_readings",
    "end_label",
    "judge_steps",
    "on_board",
    "route_of",
]
