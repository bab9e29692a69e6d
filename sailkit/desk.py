"""The rulings desk: set up a disputed position, ask what the rules decide, export the answer (ipywidgets).

:class:`RulingsDesk` is a controller in the shape of the tutorials' explorers: plain
widgets as attributes and a named method for every callback, so a test drives it by
setting widget values, no kernel needed. It knows no rule set: the questions, the
notation and the board come from the rule set's desk (:mod:`sailkit.questions`).

A club sets up the position three ways, kept in step with each other:

* the notation box: paste a position line (``FS turn 1 wind W | Shannon BR 1013 E ...``);
* the board controls: pick a ship, a column and a row (a square of a grid; on an open
  table, inches East and North) and a heading, then *place* it (or *remove* it); the
  notation box is rewritten and the board redrawn;
* a recorded game: pick a record from ``replays/`` and a point of its main line.

Then it picks a question and its ships; the answer is the ruling with its cases, the
readings it used (each switchable in place), and its diagram, with one-click downloads
of the diagram captioned with the ruling (SVG, PNG). A typo anywhere is a message on
the page naming what was wrong; the position is then left as it was.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from .errors import SailkitError
from .questions import Board, answered, board, parse_question
from .rulings import Ruling
from .study import findings, stored

#: The record files listed when no folder is given: ``replays/`` of the project, from the
#: project folder or from ``tutorials/`` (where the notebook runs).
RECORD_FOLDERS = ("replays", "../replays")
_NONE = "(none)"
_WIDE = {"description_width": "initial"}


def _column(title: str, name: str, children: Sequence[widgets.Widget], width: int = 300) -> widgets.VBox:
    """A titled column of controls; ``name`` becomes its class ``sailkit-desk-NAME`` (for a page's tests and styles)."""
    for c in children:
        c.layout.width = "100%"
    head = widgets.HTML(f"<b>{html.escape(title)}</b>")
    box = widgets.VBox([head, *children], layout=widgets.Layout(width=f"{width}px", flex=f"0 0 {width}px"))
    box.add_class(f"sailkit-desk-{name}")
    return box


def _studied(board: Board, ruling: Ruling) -> tuple[widgets.HTML, ...]:
    """What the rule set's stored studies found about the readings the ruling used (``sailkit study``)."""
    rs = getattr(board, "ruleset", None)
    studies = stored(rs) if rs is not None else ()
    lines = [line for key, _ in ruling.readings for line in findings(studies, key)]
    if not lines:
        return ()
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return (
        widgets.HTML(
            f"<details><summary>does it matter? studies of these readings</summary><ul>{items}</ul></details>"
        ),
    )


def _dropdown(description: str, options: Sequence[Any], value: Any = None) -> widgets.Dropdown:
    """A dropdown showing its first option unless told otherwise."""
    first = options[0] if options else None
    first = first[1] if isinstance(first, tuple) else first
    return widgets.Dropdown(
        options=list(options), value=first if value is None else value, description=description, style=_WIDE
    )


class RulingsDesk:
    """Settle a dispute: a position, a question, the ruling with its cases and diagram, ready to post.

    ``RulingsDesk()`` opens *Fighting Sail*'s example duel; ``RulingsDesk("fighting_sail",
    position_text, question="fire Shannon Constitution")`` any position and question;
    ``RulingsDesk("as_per_margin")`` the open table of *As Per Margin*, ``RulingsDesk("wooden_ships")`` the hex map
    of *Wooden Ships & Iron Men* (or pass a :class:`~sailkit.questions.Board` itself).
    ``desk.widget`` is what a notebook shows; :attr:`ruling` the current answer.
    ``draw=False`` leaves the diagram and the downloads out (:meth:`export` still draws).
    """

    def __init__(
        self,
        ruleset: str | Board = "fighting_sail",
        position: str | None = None,
        *,
        question: str | None = None,
        records: str | Path | None = None,
        draw: bool = True,
    ) -> None:
        self.board: Board = board(ruleset) if isinstance(ruleset, str) else ruleset
        #: what a place on the board is called: "square" on a square grid, "hex" on a hex map
        self.cell: str = getattr(self.board, "cell", "square")
        self.position: Any = self.board.parse(position or self.board.example)
        self.ruling: Ruling | None = None
        #: Draw each ruling's diagram and its downloads; ``False`` answers faster (a test, a notebook's checks).
        self.draw = draw
        self.game: Any = None
        self._points: list[Any] = []
        self._quiet = False
        self._said_by_rule = False
        self.downloads: dict[str, bytes] = {}

        self._build_setup()
        self._build_ask(records)
        self._listen()
        self.widget = self._layout()
        self.select_ship()
        self.choose_question()
        if question is not None:
            self.ask(question)

    # ---- building the widgets (once, from __init__) ----

    def _build_setup(self) -> None:
        """The notation box, the message line and the set-up controls: a ship, its square or hex, its heading."""
        self.notation = widgets.Textarea(
            value=self.board.format(self.position),
            description="position",
            style=_WIDE,
            continuous_update=False,
            layout=widgets.Layout(width="99%", height="3.4em"),
        )
        self.message = widgets.HTML("")
        self.ship = _dropdown("ship", self._ship_options())
        across, up = self.board.place_words
        self.column = _dropdown(across, self.board.columns)
        self.row = _dropdown(up, self.board.rows)
        for c in (self.column, self.row):
            c.layout.width = "50%"
        self.heading = _dropdown("heading", self.board.headings)
        self.place_button = widgets.Button(
            description="place", button_style="primary", tooltip=f"put the ship on that {self.cell}"
        )
        self.remove_button = widgets.Button(description="remove", tooltip="take the ship off the board")

    def _build_ask(self, records: str | Path | None) -> None:
        """The question and its arguments, a point of a recorded game, and where the answer goes."""
        names = list(self.board.questions)
        self.question = _dropdown(
            "question", [(f"{q.name}: {q.title}", q.name) for q in self.board.questions.values()], names[0]
        )
        self.args = [_dropdown("", []) for _ in range(3)]
        self.asked = widgets.HTML("")
        self.record = _dropdown("record", [_NONE, *self._record_files(records)], _NONE)
        self.point = widgets.IntSlider(
            value=0, min=0, max=0, description="action", style=_WIDE, continuous_update=False, disabled=True
        )
        self.point_label = widgets.HTML("")
        self.answer = widgets.HTML("", layout=widgets.Layout(width="100%"))
        self.readings = widgets.HBox([], layout=widgets.Layout(flex_flow="row wrap", grid_gap="4px 12px"))
        self._reading_keys: dict[str, str] = {}  # a reading dropdown's model id -> the reading it switches
        self.export_links = widgets.HTML("")

    def _listen(self) -> None:
        """Each control calls its named method (tests drive the same methods)."""
        self.notation.observe(self.apply_notation, names="value")
        self.ship.observe(self.select_ship, names="value")
        self.place_button.on_click(self.place_ship)
        self.remove_button.on_click(self.remove_ship)
        self.question.observe(self.choose_question, names="value")
        for a in self.args:
            a.observe(self.rule, names="value")
        self.record.observe(self.load_record, names="value")
        self.point.observe(self.jump, names="value")

    def _layout(self) -> widgets.VBox:
        """The desk's one box: notation, then the three columns (set up, ask, a recorded game), then the answer."""
        setup = [self.ship, widgets.HBox([self.column, self.row]), self.heading]
        columns = widgets.HBox(
            [
                _column("Set up", "setup", [*setup, widgets.HBox([self.place_button, self.remove_button])]),
                _column("Ask", "ask", [self.question, *self.args, self.asked]),
                _column("Or jump into a recorded game", "record", [self.record, self.point, self.point_label]),
            ],
            layout=widgets.Layout(flex_flow="row wrap", grid_gap="8px 20px", width="100%"),
        )
        box = widgets.VBox(
            [self.notation, self.message, columns, self.answer, self.readings, self.export_links],
            layout=widgets.Layout(width="100%"),
        )
        box.add_class("sailkit-desk")
        return box

    # ---- the position ----

    def set_position(self, position: Any) -> None:
        """Make ``position`` the one asked about: notation box, ship lists and ruling follow."""
        self.position = position
        self._quietly(self.notation, self.board.format(position))
        ships = self._ship_options()
        current = self.ship.value if self.ship.value in ships else (ships[0] if ships else None)
        self._quietly(self.ship, current, ships)
        self._fill_args()
        self.rule()

    def apply_notation(self, change: Any = None) -> None:
        """The position pasted or typed into the notation box; a typo leaves the position as it was."""
        if self._quiet:
            return
        try:
            position = self.board.parse(self.notation.value.strip())
        except SailkitError as err:
            self._say(f"the position was not changed: {err}")
            return
        self._say("")
        self.set_position(position)

    def select_ship(self, change: Any = None) -> None:
        """Picking a ship that is on the board shows its square (or hex) and heading in the pickers."""
        where = self._where(self.ship.value)
        if where is not None:
            col, row, heading = where
            for w, v in ((self.column, col), (self.row, row), (self.heading, heading)):
                if v in w.options:
                    w.value = v

    def place_ship(self, button: Any = None) -> None:
        """Put the chosen ship on the chosen place with the chosen heading (moving it if it is on the board)."""
        square = self.board.spot(self.column.value, self.row.value)
        try:
            position = self.board.place(self.position, self.ship.value, square, self.heading.value)
        except SailkitError as err:
            self._say(f"{self.ship.value} was not placed: {err}")
            return
        self._say("")
        self.set_position(position)

    def remove_ship(self, button: Any = None) -> None:
        """Take the chosen ship off the board."""
        try:
            position = self.board.remove(self.position, self.ship.value)
        except SailkitError as err:
            self._say(f"{self.ship.value} was not removed: {err}")
            return
        self._say("")
        self.set_position(position)

    # ---- a recorded game ----

    def load_record(self, change: Any = None) -> None:
        """Replay the chosen record; the slider then walks its main line, action by action."""
        from .engine import Game

        self.game, self._points = None, []
        self.point.disabled = True
        if self.record.value == _NONE:
            self.point_label.value = ""
            return
        try:
            game: Game[Any, Any] = Game.load(self._records[self.record.value])
            if game.rules.key != self.board.key:
                raise SailkitError(f"it is a {game.rules.title} game; this desk asks {self.board.title}")
        except SailkitError as err:
            self._say(f"the record {self.record.value!r} was not loaded: {err}")
            return
        self.game, self._points = game, [game.record().root, *game.mainline()]
        self._say("")
        self._quietly(self.point, len(self._points) - 1, maximum=len(self._points) - 1)
        self.point.disabled = False
        self.jump()

    def jump(self, change: Any = None) -> None:
        """Ask about the position at the chosen point of the record (after that many actions)."""
        if self.game is None or self._quiet:
            return
        from .engine.rules import situation

        node = self._points[self.point.value]
        self.game.go(node)
        done = f"after <code>{html.escape(str(node.action))}</code>" if node.action else "the set-up"
        where = situation(self.game.rules, self.game.state)
        self.point_label.value = f"<small>{html.escape(where)}: {done}</small>"
        self.set_position(self.board.position_of(self.game.state))

    # ---- the question and its ruling ----

    def choose_question(self, change: Any = None) -> None:
        """Show one picker per word the chosen question takes, then rule."""
        self._fill_args()
        self.rule()

    def ask(self, text: str) -> Ruling | None:
        """Pick the question typed as words (``"fire Shannon Constitution"``) and rule on it."""
        try:
            question, words = parse_question(self.board, self.position, text)
        except SailkitError as err:
            self._say(f"no such question: {err}")
            return None
        self._quietly(self.question, question.name)
        self._fill_args(words)
        self.rule()
        return self.ruling

    def question_text(self) -> str:
        """The question as the ``sailkit ruling`` command and a record's ``[%ruling ...]`` type it."""
        question = self.board.questions[self.question.value]
        words = [a.value for a, _ in zip(self.args, question.params) if a.value]
        return " ".join([question.name, *words])

    def rule(self, change: Any = None) -> None:
        """Answer the question in the current position and show the ruling, its readings and downloads."""
        if self._quiet:
            return
        text = self.question_text()
        self.asked.value = f"<small>asks <code>{html.escape(text)}</code></small>"
        asked = self.board.questions[self.question.value]
        empty = [p.name for a, p in zip(self.args, asked.params) if a.value is None and p.default is None]
        try:
            if empty:
                raise SailkitError(f"this position has no {empty[0]} to choose ({asked.usage()})")
            question, words = parse_question(self.board, self.position, text)
            ruling = answered(self.board, self.position, question, words)
        except SailkitError as err:
            self.ruling = None
            self.answer.value = self.export_links.value = ""
            self.readings.children = ()
            self._say(f"the rules cannot answer {text!r} here: {err}", by_rule=True)
            return
        if self._said_by_rule:  # a typo in the position box stays named until it is put right
            self._say("")
        self.ruling = ruling
        self._show_readings(ruling)
        if not self.draw:
            self.answer.value = _readable(ruling.html(picture=False))
            return
        figure = self.diagram()
        self.answer.value = _readable(ruling.html(diagram=figure))
        self._make_downloads(figure)

    def diagram(self) -> Any:
        """The current ruling's diagram, or the position drawn when nothing draws that kind of ruling."""
        figure = self.ruling.figure() if self.ruling is not None else None
        return figure if figure is not None else self.board.figure(self.position)

    def choose_reading(self, change: Any) -> None:
        """Switch one reading the ruling used; the position carries it (and the notation box shows it)."""
        dropdown = change["owner"]
        key = self._reading_keys.get(dropdown.model_id, dropdown.description)
        try:
            position = self.board.with_reading(self.position, key, change["new"])
        except SailkitError as err:
            self._say(f"the reading was not switched: {err}")
            return
        self.set_position(position)

    # ---- export ----

    def caption(self) -> str:
        """What goes under the exported diagram: the position, the question and the ruling, case by case."""
        return f"{self.board.format(self.position)}\n{self.ruling}" if self.ruling is not None else ""

    def export(self, path: str | Path) -> Path:
        """Write the diagram with the ruling as its caption to ``path`` (``.svg``, ``.png`` or ``.pdf``)."""
        from .errors import InvalidInputError
        from .figures import export, with_caption

        if self.ruling is None:
            raise InvalidInputError("export", str(path), "a ruling to export: the question has no answer yet")
        return export(with_caption(self.diagram(), self.caption()), path)

    def _make_downloads(self, figure: Any) -> None:
        """Links that download the diagram with the ruling as its caption, one click each (SVG, PNG)."""
        from .figures import captioned

        self.downloads = captioned(figure, self.caption())
        stem = "ruling-" + "-".join(self.question_text().split()[:3])
        kinds = {"svg": "image/svg+xml", "png": "image/png"}
        links = " ".join(
            f'<a download="{html.escape(stem)}.{fmt}" href="data:{kinds[fmt]};base64,'
            f'{base64.b64encode(data).decode()}" class="sailkit-download" '
            'style="display:inline-block;padding:2px 10px;margin-right:8px;border:1px solid #9aa7b3;'
            f'border-radius:4px;text-decoration:none">download {fmt.upper()}</a>'
            for fmt, data in self.downloads.items()
        )
        self.export_links.value = f"<div>the diagram with this ruling as its caption: {links}</div>"

    # ---- helpers ----

    def _show_readings(self, ruling: Ruling) -> None:
        book = self.board.reading_book()
        boxes = []
        for key, option in ruling.readings:
            if key not in book:
                continue
            # the reading and its options in words, never the id key=option [issue 24]
            choice = _dropdown(
                key.replace("_", " "), [(o.replace("_", " "), o) for o in book[key].option_names], option
            )
            self._reading_keys[choice.model_id] = key
            choice.tooltip = book[key].question
            choice.layout.width = "auto"
            choice.observe(self.choose_reading, names="value")
            boxes.append(choice)
        label = widgets.HTML("<b>readings used</b> (switch one to rule again):") if boxes else widgets.HTML("")
        self.readings.children = (label, *boxes, *_studied(self.board, ruling))

    def _fill_args(self, words: Sequence[str] | None = None) -> None:
        """One dropdown per parameter of the question, with this position's choices; ``words`` picks their values."""
        question = self.board.questions[self.question.value]
        for i, a in enumerate(self.args):
            if i >= len(question.params):
                a.layout.display = "none"
                self._quietly(a, None, [])
                continue
            p = question.params[i]
            options = list(self.board.choices(self.position, p.kind))
            want = words[i] if words is not None and i < len(words) else a.value
            earlier = {b.value for b, q in zip(self.args[:i], question.params) if q.kind == p.kind}
            if want not in options or (words is None and want in earlier):
                want = p.default if p.default in options else self._default_arg(i, options)
            a.description = p.name
            a.layout.display = None
            self._quietly(a, want, options)

    def _default_arg(self, i: int, options: Sequence[str]) -> str | None:
        """A different ship for each ship parameter (firer and target), else the first choice."""
        if not options:
            return None
        taken = {a.value for a in self.args[:i]}
        return next((o for o in options if o not in taken), options[0])

    def _ship_options(self) -> list[str]:
        on_board = list(self.board.ships(self.position))
        return on_board + sorted(c for c in self.board.counters() if c not in on_board)

    def _where(self, ship: str) -> tuple[str, str, str] | None:
        return self.board.where(self.position, ship) if ship in self.board.ships(self.position) else None

    def _record_files(self, folder: str | Path | None) -> list[str]:
        folders = [Path(folder)] if folder is not None else [Path(f) for f in RECORD_FOLDERS]
        found = next((f for f in folders if f.is_dir()), None)
        files = sorted(found.glob(f"*{self.board.record_suffix}")) if found is not None else []
        self._records = {p.name: p for p in files if p.suffix != ".md"}
        return list(self._records)

    def _quietly(
        self, widget: Any, value: Any, options: Sequence[Any] | None = None, maximum: int | None = None
    ) -> None:
        """Set a widget without running the callbacks (a change made by the desk itself)."""
        self._quiet, was = True, self._quiet
        try:
            if options is not None:
                widget.options = list(options)
            if maximum is not None:
                widget.max = maximum
            widget.value = value
        finally:
            self._quiet = was

    def _say(self, text: str, *, by_rule: bool = False) -> None:
        """Show ``text`` as the desk's message (``""`` clears it); ``by_rule``: it is about the question, not the position."""
        self._said_by_rule = by_rule
        style = "color:#a40000;border-left:3px solid #a40000;padding:2px 8px;margin:4px 0"
        self.message.value = (
            f'<div class="sailkit-desk-error" style="{style}">{html.escape(text)}</div>' if text else ""
        )

    #: What a reader of a notebook that is not running sees instead of the live desk.
    NOTE = "The ruling as the desk first shows it: run the notebook (or python3 dev.py serve) to use the desk."

    def _ipython_display_(self) -> None:
        from .widgets import display_with_snapshot

        display_with_snapshot(self.widget, self.answer.value, self.NOTE)


def _readable(body: str) -> str:
    """The ruling's HTML for the desk: lines as tall as in a page (an ``HTML`` widget's are a widget row high). The
    diagram keeps its natural width (:func:`sailkit.ruling_html.ruling_html`): beside the table where both fit, under
    it where not, never shrunk [issue 24: the desk showed it at 66%, its words at 9 px]."""
    return f'<div style="line-height:1.4">{body}</div>'


__all__ = ["RECORD_FOLDERS", "RulingsDesk"]
