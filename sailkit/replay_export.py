"""Exports of a recorded game: an animated GIF, a page that steps through it, one point as a picture.

``sailkit replay RECORD [--gif OUT] [--html OUT] [--at TURN.PHASE --svg OUT --png OUT]`` (any of them in one run;
``--every``, ``--turns FIRST-LAST`` and ``--width PX`` choose the points and the size)
and, from Python, :class:`Replay`::

    replay = Replay.load("replays/15.4-constitution-guerriere.sail")
    replay.export_html("battle.html")            # steps through the game in any browser, no kernel
    replay.export_gif("battle.gif", every="turn")
    replay.export_point("3.8", "forum.png")      # the board as phase 8 of Game-Turn 3 begins, with its annotations

Rule-free: the record's ``Game`` header names its rule set (:mod:`sailkit.registry`),
the engine (:class:`sailkit.engine.Game`) replays it. The page and the GIF show the rule
set's live board, the one the notebook replayer keeps (:mod:`sailkit.replayer.support`):
the page draws it once and each moving piece once (:mod:`sailkit.replay_page`), the GIF
blits it, redrawing only what changed. One point as a picture is drawn by the rule set's
drawing module (the renderer it registers as ``"replay"``, :mod:`sailkit.figures`) from a
:class:`Scene`: the state, the annotations of that point (arrows, highlighted places) and
the headings, framed on that point alone.

**Points.** A replay's points are the set-up and the state after each action of the
main line. A point is named ``TURN.PHASE``: the turn and the phase where the game then
stands, by the numbers the rule set gives in its ``describe`` (``phase_number``; Fighting
Sail numbers its phases in the order of the Sequence of Play, so ``3.8`` is Game-Turn 3,
Movement). ``--at 3.8`` is the first point standing there: the board as that phase
begins, with everything before it played; ``--at "turn 3"`` the first point of Game-Turn 3,
``--at 20`` the point after the first 20 actions, and a bookmark's name (``--at "first
blood"``) is a point too: :mod:`sailkit.at` reads them, for ``sailkit ruling`` as here.

**Views.** ``umpire`` (the default: a replay is mostly watched after the game, and the
umpire sees every order as it is given) or one side (``--view BR``): from a side's view
an action the rules keep secret from it (an order of the other side still face down
[6.1, 6.14] in Fighting Sail) shows as the rule set words it (its ``conceal`` hook), its
comments, annotations and ruling are withheld, the board is drawn from the state that
side may see, and the point that reveals it lists it as revealed. The notebook replayer's
view switch asks the same walk of the record (:mod:`sailkit.secrecy`), so a secret is
kept and revealed at the same action everywhere. A rule set that keeps nothing secret
has only the umpire's view.

Files are written atomically (:func:`sailkit.files.write_atomic`): an interrupted export
leaves the old file. Long exports show a progress bar on standard error (tqdm), quiet
when standard error is not a terminal or with ``progress=False`` (``--quiet``).
"""

from __future__ import annotations

import argparse
import io
import os
import re
import sys
import tempfile
import textwrap
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import cached_property, partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .annotations import Annotation, Bookmark, RulingRef, places_of
from .at import At, ReplayError, add_at_argument
from .cli import STDIO, input_text, output_path, record_from
from .engine import Game, optional, situation
from .errors import InvalidInputError, UnknownChoiceError
from .files import write_atomic
from .record import Node, Record
from .secrecy import Secrets
from .secrecy import sides as secrecy_sides

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

#: The view that sees everything (every order as it is given).
UMPIRE = "umpire"
#: How often a GIF takes a frame: every action, the first point of each phase, or of each turn.
EVERY = ("action", "phase", "turn")
#: The most caption lines under a GIF frame: the action, then the comments (a longer comment is cut short).
CAPTION_LINES = 5


@dataclass(frozen=True)
class Point:
    """One point of a replay: the set-up (``index`` 0) or the state after one action of the main line.

    ``action``, ``comments``, ``annotations`` and ``ruling`` are what the view sees:
    from a side's view a secret action shows as the rule set words it, the rest withheld.
    """

    index: int
    node: Node = field(repr=False)
    state: Any = field(repr=False)
    turn: int | None  #: the turn the game stands in here (``None`` if the rule set cannot say)
    phase: int | None  #: the phase's number in the turn (see the module docstring)
    where: str  #: where the game stands, in the rule set's words: ``"Game-Turn 3, Movement [7.22-7.25]"``
    action: str  #: the action that led here ("" at the set-up)
    played_at: str  #: where the game stood when it was played ("" at the set-up)
    comments: tuple[str, ...] = ()
    annotations: tuple[Annotation, ...] = ()
    ruling: tuple[str, ...] = ()  #: what the action did, one line a step with its case
    revealed: tuple[str, ...] = ()  #: earlier secret actions this point shows to the view
    what_ifs: tuple[str, ...] = ()  #: the recorded alternatives to this action, each with its first comment
    concealed: bool = False  #: the action itself is hidden from the view
    #: what the actions of the phase so far did on the board, this one's ``now`` (:mod:`sailkit.replayer.happened`)
    happened: tuple[Any, ...] = ()

    @property
    def label(self) -> str:
        """``TURN.PHASE`` (``"3.8"``), or the index when the rule set names neither."""
        if self.turn is None:
            return f"#{self.index}"
        return f"{self.turn}.{self.phase}" if self.phase is not None else str(self.turn)

    @property
    def said(self) -> str:
        """Where the game stands at this point in words, as a picture or a page heads it (``"Game-Turn 1, Movement
        [7.22-7.25]"``); :attr:`label` is its address, typed after ``--at``, never a heading on its own."""
        return self.where or f"point {self.label}"

    @property
    def bookmarks(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.annotations if isinstance(a, Bookmark))

    @property
    def questions(self) -> tuple[str, ...]:
        """The ruling questions the annotator asked here (``[%ruling ...]``)."""
        return tuple(a.question for a in self.annotations if isinstance(a, RulingRef))


@dataclass(frozen=True)
class Scene:
    """What a rule set's ``"replay"`` renderer draws for one point (see :func:`sailkit.renderers.renderer`).

    The renderer draws ``state`` from ``view`` (``None``: the umpire's), what ``happened`` in the phase so far and
    the arrows and highlights among ``annotations``, headed by ``title`` and ``subtitle``, on one window
    of the board for the whole replay: it takes in every state of ``states`` and every
    place of ``places``, so the board does not jump from frame to frame.
    """

    rules: Any
    state: Any
    view: str | None
    annotations: tuple[Annotation, ...]
    title: str
    subtitle: str
    states: tuple[Any, ...] = field(repr=False)
    places: tuple[str, ...] = ()
    #: what the actions of the phase so far did, the point's own ``now`` (:mod:`sailkit.replayer.happened`): the
    #: renderer marks them as the replayer does (:func:`sailkit.replayer.marks.draw_point`)
    happened: tuple[Any, ...] = ()


class Replay:
    """The main line of a record as points, from one view, ready to export.

    ``Replay(record, view="umpire")`` replays ``record`` through the rule set its
    ``Game`` header names; an action the rules refuse raises, naming its place.
    """

    def __init__(self, record: Record, *, view: str = UMPIRE, title: str | None = None) -> None:
        self.record = record
        self.game: Game[Any, Any] = Game.from_record(record)
        self.rules = self.game.rules
        sides = secrecy_sides(self.game)
        if view != UMPIRE and view not in sides:
            raise UnknownChoiceError("view", view, (UMPIRE, *sides))
        self.view = view
        self.title = title if title is not None else _title(record)
        self.points: list[Point] = list(self._points())

    @classmethod
    def load(cls, path: str | os.PathLike[str], *, view: str = UMPIRE) -> Replay:
        """Read a record file (``.sail``, ``.wsim``, ``.json`` ...), or standard input for ``-``, and replay it; a
        problem in the text raises with its line."""
        name = os.fspath(path)
        record, problems = record_from(input_text(name, "record file"), name)
        if problems:
            raise InvalidInputError(f"record {os.fspath(path)!r}", str(problems[0]), "a record sailkit validate passes")
        return cls(record, view=view)

    # ---- the points ----

    def _state(self, node: Node) -> Any:
        self.game.go(node)
        return self.game.state

    @cached_property
    def history(self) -> Any:
        """What each action did on the board (:class:`sailkit.replayer.happened.History`, as the replayer's)."""
        from .replayer.happened import History
        from .replayer.support import support_for

        return History(self.game, support_for(self.rules))

    @cached_property
    def secrets(self) -> Secrets:
        """What the view may not see, node by node (:mod:`sailkit.secrecy`: the replayer asks the same)."""
        return Secrets(self.game, None if self.view == UMPIRE else self.view)

    def _points(self) -> Iterator[Point]:
        facts = optional(self.rules, "describe")
        secrets = self.secrets
        seen_phases: dict[int, list[str]] = {}
        node: Node = self.record.root
        before: Any = None
        index = 0
        while True:
            state = self._state(node)
            described = facts(state)
            turn = described.get("turn") if isinstance(described.get("turn"), int) else None
            phase = described.get("phase_number")
            if not isinstance(phase, int) and turn is not None:  # number phases by their order in the turn
                names = seen_phases.setdefault(turn, [])
                name = str(described.get("phase", ""))
                if name not in names:
                    names.append(name)
                phase = names.index(name) + 1
            point = Point(
                index,
                node,
                state,
                turn,
                phase if isinstance(phase, int) else None,
                situation(self.rules, state),
                "",
                "",
                comments=tuple(c for c in node.comments if c) if node.action is None else (),
                annotations=tuple(node.annotations) if node.action is None else (),
            )
            if node.action is not None:
                masked = secrets.told(node)
                revealed = [str(h) for h in secrets.revealed(node)]
                point = replace(
                    point,
                    action=masked or node.action,
                    played_at=situation(self.rules, before),
                    comments=() if masked else tuple(c for c in node.comments if c),
                    annotations=() if masked else tuple(node.annotations),
                    ruling=() if masked else tuple(str(s) for s in self.game.ruling().steps),
                    revealed=tuple(revealed),
                    what_ifs=() if masked else _what_ifs(node),
                    concealed=masked is not None,
                    happened=self.history.phase(node, lambda n: secrets.told(n) is not None),
                )
            yield point
            if not node.children:
                return
            before, node, index = state, node.children[0], index + 1

    def point(self, at: str | int | At) -> Point:
        """The point ``at`` names: an action number (``12``, ``"12"``), ``"TURN.PHASE"``, ``"turn 3"`` or a
        bookmark's name, read as ``--at`` reads them (:mod:`sailkit.at`)."""
        return self.points[At.of(at).find(self.points)]

    # ---- pictures ----

    def scene(
        self, point: Point, *, title: str | None = None, subtitle: str | None = None, steady: bool = True
    ) -> Scene:
        """The :class:`Scene` of ``point``: headed by the record's title, the point and where the game stands,
        and under that the action and its first comment (unless ``title`` or ``subtitle`` is given).

        ``steady`` frames the board on every point of the replay (an animation's frames
        line up); otherwise on this point's ships and annotations alone (a picture of one point).
        """
        if title is None:
            title = f"{self.title}: {point.said}"
        return Scene(
            self.rules,
            self.seen(point),
            None if self.view == UMPIRE else self.view,
            point.annotations,
            title,
            _subtitle(point) if subtitle is None else subtitle,
            self._states if steady else (point.state,),
            self._places if steady else places_of(point.annotations),
            point.happened,
        )

    def seen(self, point: Point) -> Any:
        """``point``'s state as the view may see it (the rules' ``observe``; the umpire sees it all)."""
        if self.secrets.side is None:
            return point.state
        return optional(self.rules, "observe")(point.state, self.secrets.side).state

    @cached_property
    def _states(self) -> tuple[Any, ...]:
        """Every point's state, one tuple for every scene (a renderer may key its window on it)."""
        return tuple(p.state for p in self.points)

    @cached_property
    def _places(self) -> tuple[str, ...]:
        """Every place an arrow or highlight of the replay names, in order, once each."""
        return places_of(a for p in self.points for a in p.annotations)

    def figure(
        self, at: str | int | Point, *, title: str | None = None, subtitle: str | None = None, steady: bool = True
    ) -> Figure:
        """The matplotlib Figure of one point, drawn by the rule set's ``"replay"`` renderer (see :meth:`scene`)."""
        from .renderers import renderer_for

        point = at if isinstance(at, Point) else self.point(at)
        draw = renderer_for(self.rules.key, "replay")
        if draw is None:
            raise ReplayError(
                "rule set to draw a replay", self.rules.key, "a rule set whose drawing registers a 'replay' renderer"
            )
        return draw(self.scene(point, title=title, subtitle=subtitle, steady=steady))

    def export_point(self, at: str | int | Point, path: str | os.PathLike[str], *, width: int | None = None) -> Path:
        """One point as an ``.svg`` or ``.png`` (or ``.pdf``) for a forum post, its arrows and highlights drawn,
        the board framed on that point's ships and annotated squares; ``width`` pixels wide (a PNG about as wide: its
        words keep their size in points, so it may be a few per cent off; a PNG at 150 dots an inch and an SVG at its
        natural size when ``None``; a PDF keeps its size)."""
        from .figures import EXPORT_FORMATS, PAD_INCHES, export, svg

        target = Path(path)
        fmt = target.suffix.lower().lstrip(".")
        if fmt not in EXPORT_FORMATS:
            raise ReplayError("picture file", os.fspath(path), "a name ending .svg, .png or .pdf")
        check_width(width)
        point = at if isinstance(at, Point) else self.point(at)
        fig = self.figure(point, steady=False)
        try:
            if width is None or fmt == "pdf":
                return export(fig, target)
            if fmt == "svg":
                write_atomic(target, sized_svg(svg(fig), width))
                return target
            return export(fig, target, dpi=width / (fig.get_tightbbox().width + 2 * PAD_INCHES))
        finally:
            _close(fig)

    def chosen(self, every: str = "action", turns: tuple[int, int] | None = None) -> list[Point]:
        """The points an export shows: every one, or the first of each phase or turn; bookmarked points and the last
        point always. ``turns`` (first, last) keeps only the points of those turns (:func:`parse_turns`)."""
        if every not in EVERY:
            raise UnknownChoiceError("frames of the replay (every)", every, EVERY)
        points = self.span(turns)
        if every == "action":
            return points
        out: list[Point] = []
        last: tuple[int | None, ...] | None = None
        for p in points:
            key = (p.turn,) if every == "turn" else (p.turn, p.phase)
            if key != last or p.bookmarks or p is points[-1]:
                out.append(p)
            last = key
        return out

    def span(self, turns: tuple[int, int] | None = None) -> list[Point]:
        """Every point of the turns ``turns`` (first, last, both kept), or of the whole game when ``None``."""
        if turns is None:
            return list(self.points)
        first, last = turns
        numbered = [p.turn for p in self.points if p.turn is not None]
        if not numbered:
            raise ReplayError("turns of the replay", f"{first}-{last}", "no range: this rule set does not number turns")
        out = [p for p in self.points if p.turn is not None and first <= p.turn <= last]
        if not out:
            raise ReplayError(
                "turns of the replay", f"{first}-{last}", f"turns from {min(numbered)} to {max(numbered)}"
            )
        return out

    def export_gif(
        self,
        path: str | os.PathLike[str],
        *,
        every: str = "action",
        turns: tuple[int, int] | None = None,
        delay: int = 900,
        width: int | None = None,
        progress: bool | None = None,
    ) -> Path:
        """An animated GIF, one frame a point (``every``, ``turns``: :meth:`chosen`), the action and comments printed
        under the board, ``width`` pixels wide (the board drawn at 72 dots an inch when ``None``).

        A frame stays ``delay`` milliseconds, twice that when the point is commented,
        and the last one five times; the GIF loops. Written atomically.
        """
        from PIL import Image

        if not 20 <= delay <= 60_000:
            raise ReplayError("frame delay", delay, "milliseconds from 20 to 60000")
        check_width(width)
        points = self.chosen(every, turns)
        frames: list[Image.Image] = []
        durations: list[int] = []
        pictures = self._pictures(points, turns, width)
        for n, (point, picture) in enumerate(zip(_progress(points, "GIF frames", progress), pictures), start=1):
            if width is not None and picture.width != width:  # a whole number of dots an inch: a pixel or two off
                picture = picture.resize(
                    (width, round(picture.height * width / picture.width)), Image.Resampling.LANCZOS
                )
            head = f"{n}/{len(points)}  " + (f"after {point.action}" if point.action else "the set-up")
            frames.append(_with_caption(picture, [head, *_caption(point)]))
            durations.append(delay * (2 if point.comments else 1))
        durations[-1] = delay * 5
        size = (max(f.width for f in frames), max(f.height for f in frames))
        palette = [_on_canvas(f, size).quantize(colors=255, method=Image.Quantize.MEDIANCUT) for f in frames]
        buf = io.BytesIO()
        palette[0].save(
            buf, format="GIF", save_all=True, append_images=palette[1:], duration=durations, loop=0, optimize=False
        )
        write_atomic(path, buf.getvalue())
        return Path(path)

    def _pictures(self, points: list[Point], turns: tuple[int, int] | None, width: int | None) -> Iterator[Any]:
        """Each of ``points`` as a picture (PIL, RGB) headed by the point and where the game stands, about ``width``
        pixels wide (72 dots an inch when ``None``): the rule set's live board, blitted as the notebook replayer
        does (:class:`~sailkit.replayer.canvas.BlitCanvas`: only what changed is drawn again); a rule set with no
        live board has each point drawn whole by its ``"replay"`` renderer."""
        from PIL import Image

        from .figures import PAD_INCHES
        from .replayer.canvas import BlitCanvas

        board = self._live_board(turns)
        if board is None:
            for point in points:
                fig = self.figure(point, title=point.said, subtitle="")
                buf = io.BytesIO()
                try:
                    dpi = 72 if width is None else width / (fig.get_tightbbox().width + 2 * PAD_INCHES)
                    fig.savefig(
                        buf, format="png", dpi=dpi, facecolor="white", bbox_inches="tight", pad_inches=PAD_INCHES
                    )
                finally:
                    _close(fig)
                yield Image.open(buf).convert("RGB")
            return
        canvas = BlitCanvas(
            board.figure, dpi=72 if width is None else max(1, round(width / board.figure.get_figwidth()))
        )
        forms = getattr(board, "forms", None)
        for _point, marks, _ in self._on_board(board, points, lambda p: p.said):
            png = canvas.frame([*board.dynamic(), *marks], None, forms if callable(forms) else None)
            yield Image.open(io.BytesIO(png)).convert("RGB")

    def _live_board(self, turns: tuple[int, int] | None) -> Any:
        """The rule set's live board (the notebook replayer's) for every point of ``turns``; ``None`` without one."""
        from .replayer.support import support_for

        points = self.span(turns)
        return support_for(self.rules).board(
            [self.seen(p) for p in points], places_of(a for p in points for a in p.annotations)
        )

    def _on_board(
        self, board: Any, points: Iterable[Point], heading: Callable[[Point], str] = lambda p: "", *, keep: bool = False
    ) -> Iterator[tuple[Point, list[Any], dict[int, Any]]]:
        """Each of ``points`` shown on the live ``board`` under ``heading(point)``, what its phase did and its
        annotations drawn: the point, the marks' artists and the forms of those that show what happened
        (:meth:`sailkit.replayer.marks.Marks.forms`). The annotations are taken off again at the next point; the marks of
        what happened are kept hidden until shown again, every one of them when ``keep`` (a page draws them all at the
        end, :meth:`sailkit.replay_page.Layers.finish`)."""
        from .replayer.marks import Marks, draw_annotations, keep_clear
        from .replayer.pieces import KEPT_PIECES

        marks: list[Any] = []
        trail = Marks(board.ax, getattr(board, "place_size", 1.0), kept=len(self.points) * 16 if keep else KEPT_PIECES)
        for point in points:
            state = self.seen(point)
            board.update(state, heading(point))
            for mark in marks:
                mark.remove()
            happened = trail.show(point.happened, partial(keep_clear, board, state))
            marks, _ = draw_annotations(board, state, point.annotations)
            yield point, [*happened, *marks], trail.forms()

    def export_html(
        self,
        path: str | os.PathLike[str],
        *,
        every: str = "action",
        turns: tuple[int, int] | None = None,
        width: int | None = None,
        progress: bool | None = None,
    ) -> Path:
        """A self-contained page that steps through the game: no kernel, no network (see :meth:`html`)."""
        write_atomic(path, self.html(every=every, turns=turns, width=width, progress=progress))
        return Path(path)

    def html(
        self,
        *,
        every: str = "action",
        turns: tuple[int, int] | None = None,
        width: int | None = None,
        progress: bool | None = None,
    ) -> str:
        """The page :meth:`export_html` writes: one step a point of :meth:`chosen`, with its action and comments, over
        the rule set's live board (the notebook replayer's) drawn once as SVG, each moving piece stored once
        (:mod:`sailkit.replay_page`); the board at most ``width`` CSS pixels wide (its natural width when ``None``).

        A rule set whose replay support draws no board has each point drawn whole by its ``"replay"`` renderer."""
        from .replay_page import Layers, fit, html_page
        from .replayer.board import HEAD_INCHES, LiveBoard

        check_width(width)
        points = self.chosen(every, turns)
        board = self._live_board(turns)
        if board is None:
            return self._html_whole(points, width, progress)
        layers = Layers(board)
        steps = [
            _step_data(point, layers.add(marks, forms))
            for point, marks, forms in self._on_board(board, _progress(points, "HTML frames", progress), keep=True)
        ]
        return html_page(
            self.title,
            self.view,
            steps,
            layers.frames,
            board=fit(layers.board_svg(), width, top=72 * HEAD_INCHES if isinstance(board, LiveBoard) else 0.0),
            pieces=layers.piece_texts(),
        )

    def _html_whole(self, points: list[Point], width: int | None, progress: bool | None) -> str:
        """The page with each point's board drawn whole by the ``"replay"`` renderer (a rule set with no live board)."""
        from .figures import svg
        from .replay_page import clean, fit, html_page

        boards: dict[str, int] = {}
        steps = []
        for point in _progress(points, "HTML frames", progress):
            fig = self.figure(point, title="", subtitle="")
            try:
                picture = fit(clean(svg(fig, prolog=False)), width)
            finally:
                _close(fig)
            steps.append(_step_data(point, boards.setdefault(picture, len(boards))))
        return html_page(self.title, self.view, steps, [[i, 0, 0] for i in range(len(boards))], pieces=list(boards))


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------


#: Narrowest and widest picture an export draws, in pixels.
WIDTHS = (100, 8000)
_TURNS = re.compile(r"\s*([0-9]{1,6})\s*(?:-\s*([0-9]{1,6})\s*)?")


def check_width(width: int | None) -> None:
    """Refuse a ``width`` that is not a whole number of pixels in :data:`WIDTHS`."""
    low, high = WIDTHS
    if width is not None and (isinstance(width, bool) or not isinstance(width, int) or not low <= width <= high):
        raise ReplayError("picture width", width, f"a whole number of pixels from {low} to {high}")


def parse_turns(text: str) -> tuple[int, int]:
    """``"3-5"`` (turns 3 to 5, both kept) or ``"3"`` (turn 3 alone) as ``(first, last)``."""
    found = _TURNS.fullmatch(text)
    if found is None:
        raise ReplayError("turns of the replay", text, "FIRST-LAST such as '3-5', or one turn such as '3'")
    first = int(found.group(1))
    last = first if found.group(2) is None else int(found.group(2))
    if last < first:
        raise ReplayError("turns of the replay", text, "the first turn before the last, such as '3-5'")
    return first, last


def sized_svg(text: str, width: int) -> str:
    """An SVG file's text ``width`` pixels wide, its height in proportion (its ``viewBox`` keeps the drawing)."""
    start = text.index("<svg")
    end = text.index(">", start) + 1
    head = text[start:end]
    w = re.search(r'width="([0-9.]+)pt"', head)
    h = re.search(r'height="([0-9.]+)pt"', head)
    if w is None or h is None:  # pragma: no cover - matplotlib always writes both
        return text
    height = float(h.group(1)) * width / float(w.group(1))
    head = head.replace(w.group(0), f'width="{width}px"').replace(h.group(0), f'height="{height:.0f}px"')
    return text[:start] + head + text[end:]


def _title(record: Record) -> str:
    """The record's ``Event``, else its game and scenario, the event worded once: a scenario's number follows the
    game's name (``"Fighting Sail 15.4"``), a scenario's name comes first with the game's in brackets (``"A carrier
    strike (Fighting Ships)"``), never the two run together ("Fighting Ships A carrier strike") [issue 24]."""
    h = record.headers
    if h.get("Event"):
        return h["Event"]
    game, scenario = h.get("Game", "game"), h.get("Scenario", "").strip()
    if not scenario or scenario == "custom":
        return game
    if re.fullmatch(r"[\d.]+[A-Za-z]?", scenario):
        return f"{game} {scenario}"
    return f"{scenario[:1].upper()}{scenario[1:]} ({game})"


def _what_ifs(node: Node) -> tuple[str, ...]:
    """Each recorded alternative to ``node``'s action, with its first comment."""
    if node.parent is None:
        return ()
    out = []
    for other in node.parent.children[1:] if node.parent.children[0] is node else ():
        line = str(other.action)
        follow = [n.action for n in other.mainline()][:3]
        if follow:
            line += " → " + ", ".join(a for a in follow if a)
        if other.comment:
            line += f": {other.comment.splitlines()[0]}"
        out.append(line)
    return tuple(out)


def _subtitle(point: Point) -> str:
    if not point.action:
        head = "the set-up"
    else:
        earlier = point.played_at and point.played_at != point.where
        head = f"after {point.action}" + (f" (played in {point.played_at})" if earlier else "")
    if point.comments:
        head += f": {textwrap.shorten(point.comments[0], 160, placeholder=' ...')}"
    return head


def _caption(point: Point) -> list[str]:
    """What is printed under a GIF frame after the action: the comments, what the point reveals, its bookmarks."""
    out = [c for c in point.comments if c]
    if point.revealed:
        out.append("revealed: " + "; ".join(point.revealed))
    if point.bookmarks:
        out.append("bookmark: " + ", ".join(point.bookmarks))
    return out


def _font(size: int, *, bold: bool = False) -> Any:
    """DejaVu Sans (matplotlib ships it), so a frame's caption reads alike on every machine."""
    from matplotlib import font_manager
    from PIL import ImageFont

    found = font_manager.FontProperties(family="DejaVu Sans", weight="bold" if bold else "normal")
    return ImageFont.truetype(font_manager.findfont(found), size)


def _wrapped(paragraphs: Sequence[str], font: Any, width: float) -> list[str]:
    """``paragraphs`` wrapped to ``width`` pixels in ``font``, at most :data:`CAPTION_LINES` lines (cut with ...)."""
    lines: list[str] = []
    for text in paragraphs:
        for part in text.split("\n"):
            line = ""
            for word in part.split():
                trial = f"{line} {word}".strip()
                if line and font.getlength(trial) > width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
    if len(lines) > CAPTION_LINES:
        last = lines[CAPTION_LINES - 1]
        while last and font.getlength(last + " ...") > width:
            last = last.rsplit(" ", 1)[0] if " " in last else last[:-1]
        lines = [*lines[: CAPTION_LINES - 1], last + " ..."]
    return lines


def _with_caption(board: Any, paragraphs: Sequence[str]) -> Any:
    """``board`` with a white band of :data:`CAPTION_LINES` lines beneath (every frame as high), the text in it."""
    from PIL import Image, ImageDraw

    size, gap, margin = 13, 5, 12
    font = _font(size)
    bold = _font(size, bold=True)
    band = CAPTION_LINES * (size + gap) + 2 * gap
    out = Image.new("RGB", (board.width, board.height + band), "white")
    out.paste(board, (0, 0))
    draw = ImageDraw.Draw(out)
    for i, line in enumerate(_wrapped(paragraphs, font, board.width - 2 * margin)):
        draw.text((margin, board.height + gap + i * (size + gap)), line, fill="#1d2731", font=bold if i == 0 else font)
    return out


def _on_canvas(image: Any, size: tuple[int, int]) -> Any:
    from PIL import Image

    if image.size == size:
        return image
    out = Image.new("RGB", size, "white")
    out.paste(image, (0, 0))
    return out


def _close(fig: Any) -> None:
    import matplotlib.pyplot as plt

    plt.close(fig)


def _progress(items: Sequence[Point], what: str, progress: bool | None) -> Iterable[Point]:
    """``items`` with a tqdm bar on standard error: shown when ``progress`` is true, or if ``None`` when it is a terminal."""
    show = sys.stderr.isatty() if progress is None else progress
    if not show:
        return items
    from tqdm import tqdm

    return tqdm(items, desc=what, unit="frame", file=sys.stderr, leave=False)


def _step_data(point: Point, frame: int) -> dict[str, Any]:
    return {
        "label": point.label,
        "where": point.where,
        "action": point.action,
        "played": point.played_at,
        "comments": list(point.comments),
        "ruling": list(point.ruling),
        "revealed": list(point.revealed),
        "whatifs": list(point.what_ifs),
        "bookmarks": list(point.bookmarks),
        "questions": list(point.questions),
        "frame": frame,
    }


# ---------------------------------------------------------------------------
# the command: sailkit replay
# ---------------------------------------------------------------------------

SUMMARY = "export a recorded game: an animated GIF, a page that steps through it, or one point as SVG/PNG"

#: Each output option, what it writes and the file name's ending.
OUTPUTS = {
    "gif": ("write an animated GIF of the game", ".gif"),
    "html": ("write a page that steps through the game (no network needed)", ".html"),
    "svg": ("write one point (--at) as SVG", ".svg"),
    "png": ("write one point (--at) as PNG", ".png"),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "record", help="the record file of any rule set (.sail, .wsim, .apm, .fsh ...), or - for standard input"
    )
    out = parser.add_argument_group("exports (any of them, one run: the record is replayed once)")
    for name, (what, _) in OUTPUTS.items():
        out.add_argument(f"--{name}", metavar="OUT", help=what)
    add_at_argument(parser, "the point for --svg/--png")
    parser.add_argument(
        "--view", default=UMPIRE, help="umpire (default: every order as given) or a side, whose secrets stay secret"
    )
    parser.add_argument(
        "--every",
        choices=EVERY,
        default="action",
        help="GIF and page: a frame each action (default), or the first of each phase or turn (bookmarks and the end "
        "always)",
    )
    parser.add_argument("--turns", metavar="FIRST-LAST", help="GIF and page: only these turns ('3-5', or '3')")
    parser.add_argument(
        "--width",
        metavar="PX",
        help="the picture's width in pixels, for every export (the page's board: at most that wide)",
    )
    parser.add_argument("--delay", type=int, default=900, help="GIF: milliseconds a frame (default 900)")
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress bar")


def parse_width(text: str) -> int:
    """A picture's width from the command line: ASCII digits, a whole number of pixels in :data:`WIDTHS`."""
    value = text.strip()
    if not (value.isascii() and value.isdigit() and len(value) <= 6):
        raise ReplayError("picture width", text, "a whole number of pixels such as 800")
    check_width(int(value))
    return int(value)


def check_output(option: str, path: str, ending: str) -> None:
    """Refuse an output before any work: a folder, a missing or unwritable folder to write in (the command line's
    one check, :func:`sailkit.cli.output_path`), or a name not ending as ``option`` writes; ``-`` is standard
    output."""
    if output_path(path, f"--{option} file") is None:
        return
    if Path(path).suffix.lower() != ending:
        raise ReplayError(f"{ending[1:].upper()} file name", path, f"a name ending {ending} for --{option}")


def run(args: argparse.Namespace) -> int:
    wanted = {name: getattr(args, name) for name in OUTPUTS if getattr(args, name)}
    if not wanted:
        raise ReplayError("command line", "no export", "one or more of --gif, --html, --svg, --png")
    picture = "svg" in wanted or "png" in wanted
    if picture and args.at is None:
        raise ReplayError("command line", "--svg" if "svg" in wanted else "--png", "--at POINT with it")
    if args.at is not None and not picture:
        raise ReplayError("command line", "--at", "--svg OUT or --png OUT with it (--gif and --html show every point)")
    turns = None if args.turns is None else parse_turns(args.turns)
    width = None if args.width is None else parse_width(args.width)
    if len(set(map(os.path.abspath, wanted.values()))) < len(wanted):
        raise ReplayError("command line", " ".join(wanted.values()), "a different file for each export")
    for name, path in wanted.items():
        check_output(name, path, OUTPUTS[name][1])  # refused before a single frame is drawn
    replay = Replay.load(args.record, view=args.view)
    point = replay.point(args.at) if picture else None
    if turns is not None:
        replay.span(turns)  # a range the record does not have is refused before anything is drawn
    progress = False if args.quiet else None
    said = sys.stderr if STDIO in wanted.values() else sys.stdout  # standard output may be the export itself
    for name, path in wanted.items():
        with _written(path, OUTPUTS[name][1]) as target:
            if name == "gif":
                replay.export_gif(
                    target, every=args.every, turns=turns, delay=args.delay, width=width, progress=progress
                )
            elif name == "html":
                replay.export_html(target, every=args.every, turns=turns, width=width, progress=progress)
            else:
                assert point is not None
                replay.export_point(point, target, width=width)
        if not args.quiet:
            print(f"wrote {'standard output' if path == STDIO else path}", file=said)
    return 0


@contextmanager
def _written(path: str, ending: str) -> Iterator[str]:
    """Where an export writes ``path``: the path itself, or for ``-`` a file in a temporary folder whose bytes go to
    standard output once it is whole."""
    if path != STDIO:
        yield path
        return
    with tempfile.TemporaryDirectory(prefix="sailkit-") as folder:
        target = os.path.join(folder, f"export{ending}")
        yield target
        sys.stdout.flush()
        sys.stdout.buffer.write(Path(target).read_bytes())
        sys.stdout.buffer.flush()


__all__ = [
    "EVERY",
    "WIDTHS",
    "UMPIRE",
    "Point",
    "Replay",
    "ReplayError",
    "Scene",
    "check_width",
    "parse_turns",
    "parse_width",
    "sized_svg",
]
