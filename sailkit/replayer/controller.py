"""The notebook replayer: a board that steps through a record, with the panel, the jumps, the views and the editor.

:class:`Replayer` is an ipywidgets controller in the manner of the tutorials' explorers
(:mod:`sailkit.widgets`): plain widgets as attributes, a named method behind every
control, so a test drives it by setting a widget's ``.value`` (its observer runs at
once, without a kernel) and reads back what is shown (:attr:`Replayer.shown`, the
panel's HTML, the board's PNG).

* Moving: ``play`` (an ipywidgets ``Play``) and ``speed``, ``slider`` over the whole
  line, ``back``/``forward`` buttons, jumps to a turn (``turn``), a phase (``phase``)
  or a bookmark (``bookmark``).
* Variations are listed where they start (``variations``) and entered with
  :meth:`Replayer.enter_variation`; :meth:`Replayer.leave_variation` goes back to the
  line it left.
* ``viewer`` switches between the umpire's view and each side's, where the other
  side's secret orders stay hidden until revealed (:mod:`sailkit.replayer.view`).
* What the dice might have done: at a die roll ``dice`` lists every other result with
  its exact probability; :meth:`Replayer.what_if_roll` opens it as a variation.
* Annotating here: ``comment``, ``arrow``, ``highlight``, ``bookmark_name``, a what-if
  action (``action``, completed from the legal actions), and ``save`` (atomic).

The board is the rule set's (:class:`~sailkit.replayer.support.Board`), kept for the
whole replay: each step changes only the artists that differ and redraws them over a
background rendered once (:class:`~sailkit.replayer.canvas.BlitCanvas`). Jumps are as
cheap as steps: the engine keeps the state of every node, and :class:`ShownCache`
what was made of it for each viewer.
"""

from __future__ import annotations

import errno
import html
import os
import weakref
from functools import cached_property
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from .. import secrecy
from ..annotations import RulingRef, places_of
from ..engine import Game
from ..engine.rules import optional
from ..errors import InvalidInputError, SailkitError, UnknownChoiceError
from ..files import read_text
from ..record import Node, Record, read_record
from . import editing
from .annotating import Annotating
from .board_image import BoardImage
from .cache import ShownCache
from .panel import annotation_words, panel_html
from .picture import Picture, snapshot
from .support import ReplaySupport, support_for
from .timeline import Line
from .view import Shown

#: Speeds of play, as actions a second, with the interval the Play widget waits between two.
SPEEDS: tuple[tuple[str, int], ...] = (
    ("1 action every 2 s", 2000),
    ("1 action a second", 1000),
    ("2 actions a second", 500),
    ("5 actions a second", 200),
    ("10 actions a second", 100),
)
UMPIRE_LABEL = "umpire (everything)"
_LAYOUT = {"width": "100%"}


def load(record: Any) -> tuple[Game[Any, Any], Path | None]:
    """A game from ``record``: a :class:`~sailkit.engine.Game`, a :class:`~sailkit.record.Record`, record text, or
    the path of a record file (then also the path, for saving back)."""
    if isinstance(record, Game):
        return record, None
    if isinstance(record, Record):
        return Game.from_record(record), None
    if isinstance(record, os.PathLike) or (isinstance(record, str) and "\n" not in record):
        path = Path(record)
        if path.is_file():
            return _from_text(read_text(path, "record file")), path
        if isinstance(record, str) and record.lstrip().startswith("["):  # a record of one line: its text
            return _from_text(record), None
        if not path.exists():  # a path, read from the folder the notebook or command runs in
            raise FileNotFoundError(errno.ENOENT, f"no such record file (looked in {Path.cwd()})", str(record))
        raise InvalidInputError("record", str(record), "a record file's path, record text, a Record or a Game")
    if isinstance(record, str):
        return _from_text(record), None
    raise InvalidInputError("record", type(record).__name__, "a record file's path, record text, a Record or a Game")


def _from_text(text: str) -> Game[Any, Any]:
    rec, problems = read_record(text)
    if problems:
        raise InvalidInputError("record", str(problems[0]), "a record as docs/records.md describes")
    return Game.from_record(rec)


class Replayer(Annotating):
    """A record replayed in a notebook (see the module docstring). Build one with :func:`sailkit.replay`.

    Built in layers, one concern each: moving along the line (:class:`.navigation.Navigation`), variations and
    what-ifs (:class:`.branching.Branching`), the editor (:class:`.annotating.Annotating`) and, here, the widgets
    and what they show.
    """

    def __init__(
        self,
        game: Game[Any, Any],
        *,
        path: str | os.PathLike[str] | None = None,
        view: str | None = None,
        support: ReplaySupport | None = None,
    ) -> None:
        self.game = game
        self.path = None if path is None else Path(path)
        self.support = support or support_for(game.rules)
        self.cache = ShownCache(game, self.support)
        sides = secrecy.sides(game)
        if view is not None and view not in sides:
            raise UnknownChoiceError("view", view, sides or ("None: this rule set has no sides to view from",))
        self.view = view
        self.line = Line.through(game.record().root.end())
        self.index = 0
        self._describe = optional(game.rules, "describe")
        #: every node's facts, in one pass over the tree (a node added later is worked out when first asked)
        self._facts: weakref.WeakKeyDictionary[Node, dict[str, object]] = weakref.WeakKeyDictionary(
            (node, dict(self._describe(state))) for node, state in game.branch().walk()
        )
        self._return_to: list[tuple[Line, int]] = []
        self.notes: list[str] = []
        self.frames = 0  #: pictures drawn (tests read it: a step draws one, a refused action none)
        self._build_widgets()
        walked = list(game.branch().walk())
        places = places_of(a for node, _ in walked for a in node.annotations)
        self.picture = Picture(self.support, (state for _, state in walked), places)
        self._refresh_line()
        self.go(0)

    def _build_widgets(self) -> None:
        n = len(self.line) - 1
        self.image = BoardImage(format="png", layout=widgets.Layout(max_width="100%", height="auto"))
        self.panel = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.caption = widgets.HTML()
        self.play = widgets.Play(value=0, min=0, max=n, step=1, interval=1000, description="play")
        self.slider = widgets.IntSlider(value=0, min=0, max=n, description="action", continuous_update=False)
        self.back_button = widgets.Button(description="◀ back", tooltip="one action back")
        self.forward_button = widgets.Button(description="forward ▶", tooltip="one action forward")
        self.speed = widgets.Dropdown(options=SPEEDS, value=1000, description="speed")
        self.turn = widgets.Dropdown(options=[], value=None, description=self._turn_name())
        self.phase = widgets.Dropdown(options=[], value=None, description="phase")
        self.bookmark = widgets.Dropdown(options=[], value=None, description="bookmark")
        sides = secrecy.sides(self.game)
        self.viewer = widgets.Dropdown(
            options=[(UMPIRE_LABEL, "")] + [(f"{s}'s view", s) for s in sides],
            value=self.view or "",
            description="view",
        )
        self.variations = widgets.Dropdown(options=[], value=None, description="variation")
        self.enter_button = widgets.Button(description="enter variation")
        self.leave_button = widgets.Button(description="leave variation")
        self.dice = widgets.Dropdown(options=[], value=None, description="what if")
        self.dice_button = widgets.Button(description="open what-if roll")
        self.comment = widgets.Textarea(description="comment", layout=widgets.Layout(width="100%"))
        self.comment_button = widgets.Button(description="set comment")
        self.colour = widgets.Dropdown(options=["green", "red", "yellow", "blue"], value="red", description="colour")
        self.arrow = widgets.Text(description="arrow", placeholder="0911>1108", continuous_update=False)
        self.highlight = widgets.Text(description="highlight", placeholder="0911", continuous_update=False)
        self.bookmark_name = widgets.Text(description="bookmark", placeholder="first blood", continuous_update=False)
        self.annotation_text = widgets.Text(
            description="annotate", placeholder="[%ruling ...]", continuous_update=False
        )
        self.remove = widgets.Dropdown(options=[], value=None, description="remove")
        self.action = widgets.Combobox(
            description="what-if",
            placeholder="an action (completed from the legal ones)",
            ensure_option=False,
            continuous_update=False,
        )
        self.save_button = widgets.Button(description="save", tooltip="write the record back to its file, atomically")
        self.status = widgets.HTML()

        self.play.observe(self._on_play, names="value")
        self.slider.observe(self._on_slider, names="value")
        self.speed.observe(lambda ch: self.set_speed(ch["new"]), names="value")
        self.turn.observe(self._on_turn, names="value")
        self.phase.observe(self._on_phase, names="value")
        self.bookmark.observe(self._on_bookmark, names="value")
        self.viewer.observe(lambda ch: self.set_view(ch["new"] or None), names="value")
        self.back_button.on_click(lambda _: self.step_back())
        self.forward_button.on_click(lambda _: self.step_forward())
        self.enter_button.on_click(lambda _: self._enter_selected())
        self.leave_button.on_click(lambda _: self.leave_variation())
        self.dice_button.on_click(lambda _: self._open_selected_roll())
        self.comment_button.on_click(lambda _: self.set_comment(self.comment.value))
        for text_box in (self.arrow, self.highlight, self.bookmark_name, self.annotation_text, self.action):
            text_box.observe(self._on_text, names="value")
        self.remove.observe(self._on_remove, names="value")
        self.save_button.on_click(lambda _: self.save())

    @cached_property
    def widget(self) -> widgets.Widget:
        """The whole replayer: the board and the panel side by side, the controls above, the editor below."""
        nav = widgets.HBox([self.play, self.back_button, self.forward_button, self.speed, self.viewer])
        jumps = widgets.HBox([self.turn, self.phase, self.bookmark])
        branches = widgets.HBox([self.variations, self.enter_button, self.leave_button, self.dice, self.dice_button])
        editor = widgets.VBox(
            [
                widgets.HBox([self.comment, self.comment_button]),
                widgets.HBox([self.colour, self.arrow, self.highlight]),
                widgets.HBox([self.bookmark_name, self.annotation_text, self.remove]),
                widgets.HBox([self.action, self.save_button]),
                self.status,
            ]
        )
        side = widgets.VBox([self.panel], layout=widgets.Layout(flex="1 1 320px", min_width="280px"))
        board = widgets.VBox([self.caption, self.image], layout=widgets.Layout(flex="2 1 520px", min_width="0"))
        body = widgets.HBox([board, side], layout=widgets.Layout(flex_flow="row wrap", width="100%"))
        self.slider.layout.width = "100%"
        return widgets.VBox([nav, self.slider, jumps, branches, body, editor])

    def _ipython_display_(self) -> None:
        """The live replayer, after a still of where it stands for a page that cannot run widgets (an HTML export)."""
        from ..widgets import display_with_snapshot

        display_with_snapshot(self.widget, self.snapshot_html(), "a still of the replayer: run the notebook to replay")

    def snapshot_html(self) -> str:
        """The board and the panel as they stand, as plain HTML: the board an SVG whose title says what it shows."""
        s = self.shown
        return snapshot(self.picture, s.board_words(), self._heading(s), self.panel.value)

    def __repr__(self) -> str:
        where = self.shown.where or "the start"
        return f"<Replayer at action {self.index} of {len(self.line) - 1}: {where}>"

    @property
    def shown(self) -> Shown:
        """What is shown now (the same value the panel and the board were made from)."""
        return self.cache.get(self.node, self.view)

    def set_view(self, side: str | None) -> None:
        """Show the game as ``side`` may see it (``None``: the umpire, who sees everything)."""
        if self.view == (side or None) and self.viewer.value == (side or ""):
            return
        self.view = side or None
        wanted = side or ""
        if self.viewer.value != wanted:
            self.viewer.value = wanted
        self._show()

    def _show(self) -> None:
        """Show the node at ``index``: panel, controls, and the board's changed artists only."""
        s = self.shown
        rulings = self._rulings(s, self.node)
        self.notes = []
        self._draw(s)
        self.panel.value = panel_html(s, rulings, self.notes)
        node = self.node
        self.variations.options = [(f"{a}", c) for a, c in zip(s.next_actions[1:], node.children[1:])]
        self.variations.value = None
        others = [o for o in s.odds if not o.chosen]
        self.dice.options = [(editing.what_if_label(o), o.action) for o in others]
        self.dice.value = None
        self.remove.options = [(annotation_words(a) or str(a), i) for i, a in enumerate(node.annotations)]
        self.remove.value = None
        self.comment.value = node.comment if not s.hidden else ""
        self.leave_button.disabled = self.line.is_main and not self._return_to
        self.action.options = self._legal_texts()
        self._show_where()

    def _draw(self, s: Shown) -> None:
        """The board at ``s``: only its changed artists and the annotations are drawn again; the heading is HTML."""
        # the heading, and what the action did on the board in words, shown beside the board as well as its title
        did = "; ".join(map(str, s.just_happened))
        self.caption.value = f"<b>{html.escape(self._heading(s))}</b>" + (
            f"<div class='sailkit-board-words' style='color:#445'>{html.escape(did)}</div>" if did else ""
        )
        png, self.notes = self.picture.show(s.state, "", s.annotations, s.happened)
        if png:
            self.image.value = png
            self.frames += 1
        self.image.name(s.board_words())  # the image's accessible name: the position in words

    def _heading(self, s: Shown) -> str:
        """``"16. roll 33"``, and whose view it is when not the umpire's."""
        heading = f"{s.ply}. {s.action}" if s.action else "The start"
        return heading + (f"  ({s.view}'s view)" if s.view is not None else "")

    def _rulings(self, s: Shown, node: Node) -> list[str]:
        """The answer to each ruling reference at this point, in a line (the rule set's ``answer``)."""
        out = []
        answer = optional(self.game.rules, "answer")
        state = self.game.branch().go(node).state
        for a in s.annotations:
            if isinstance(a, RulingRef):
                try:
                    out.append(f"{a.question}: {answer(state, a.question).headline()}")
                except (SailkitError, NotImplementedError) as err:
                    out.append(f"{a.question}: no ruling ({err})")
        return out

    def _legal_texts(self) -> list[str]:
        """The actions allowed at the node shown, as text, for the what-if box's completion."""
        try:
            return [str(a) for a in self.game.branch().go(self.node).legal_actions()][:500]
        except SailkitError:
            return []


def replay(record: Any, *, view: str | None = None) -> Replayer:
    """Replay ``record`` in a notebook: a path, record text, a :class:`~sailkit.record.Record` or a game.

    ``view`` is the side whose view is shown first (``None``: the umpire's). Saving writes
    back to the file read, if the record came from one.
    """
    game, path = load(record)
    return Replayer(game, path=path, view=view)


__all__ = ["SPEEDS", "Replayer", "load", "replay"]
