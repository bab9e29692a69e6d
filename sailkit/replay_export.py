"""Exports of a recorded game: an animated GIF, a page that steps through it, one point as a picture.

``sailkit replay RECORD --gif OUT | --html OUT | --at TURN.PHASE --svg OUT | --png OUT``
and, from Python, :class:`Replay`::

    replay = Replay.load("replays/15.4-constitution-guerriere.sail")
    replay.export_html("battle.html")            # steps through the game in any browser, no kernel
    replay.export_gif("battle.gif", every="turn")
    replay.export_point("3.8", "forum.png")      # the board as phase 8 of Game-Turn 3 begins, with its annotations

Rule-free: the record's ``Game`` header names its rule set (:mod:`sailkit.registry`),
the engine (:class:`sailkit.engine.Game`) replays it, and the rule set's drawing module
draws each point (the renderer it registers as ``"replay"``, :mod:`sailkit.figures`)
from a :class:`Scene`: the state, the annotations of that point (arrows, highlighted
places) and the headings.

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
import html
import io
import json
import os
import re
import sys
import textwrap
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .annotations import Annotation, Arrow, Bookmark, Highlight, RulingRef
from .at import At, ReplayError, add_at_argument
from .cli import output_path
from .engine import Game, optional, situation
from .errors import InvalidInputError, UnknownChoiceError
from .files import read_text, write_atomic
from .record import Node, Record, read_record
from .secrecy import Secrets
from .secrecy import sides as secrecy_sides
from .wording import plural

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

    @property
    def label(self) -> str:
        """``TURN.PHASE`` (``"3.8"``), or the index when the rule set names neither."""
        if self.turn is None:
            return f"#{self.index}"
        return f"{self.turn}.{self.phase}" if self.phase is not None else str(self.turn)

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

    The renderer draws ``state`` from ``view`` (``None``: the umpire's), the arrows and
    highlights among ``annotations``, headed by ``title`` and ``subtitle``, on one window
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
        """Read a record file (``.sail``, ``.wsim`` ...) and replay it; a problem in the text raises with its line."""
        record, problems = read_record(read_text(path, "record file"))
        if problems:
            raise InvalidInputError(f"record {os.fspath(path)!r}", str(problems[0]), "a record sailkit validate passes")
        return cls(record, view=view)

    # ---- the points ----

    def _state(self, node: Node) -> Any:
        self.game.go(node)
        return self.game.state

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
            title = f"{self.title}: {point.label}" + (f" · {point.where}" if point.where else "")
        return Scene(
            self.rules,
            self.seen(point),
            None if self.view == UMPIRE else self.view,
            point.annotations,
            title,
            _subtitle(point) if subtitle is None else subtitle,
            self._states if steady else (point.state,),
            self._places if steady else _places(point.annotations),
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
        return _places(a for p in self.points for a in p.annotations)

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

    def export_point(self, at: str | int | Point, path: str | os.PathLike[str], *, dpi: int = 150) -> Path:
        """One point as an ``.svg`` or ``.png`` (or ``.pdf``) for a forum post, its arrows and highlights drawn,
        the board framed on that point's ships and annotated squares."""
        from .figures import EXPORT_FORMATS, export

        target = Path(path)
        if target.suffix.lower().lstrip(".") not in EXPORT_FORMATS:
            raise ReplayError("picture file", os.fspath(path), "a name ending .svg, .png or .pdf")
        point = at if isinstance(at, Point) else self.point(at)
        fig = self.figure(point, steady=False)
        try:
            return export(fig, target, dpi=dpi)
        finally:
            _close(fig)

    def chosen(self, every: str = "action") -> list[Point]:
        """The points a GIF shows: every one, or the first of each phase or turn; bookmarked points and the end always."""
        if every not in EVERY:
            raise UnknownChoiceError("frames of the replay (every)", every, EVERY)
        if every == "action":
            return list(self.points)
        out: list[Point] = []
        last: tuple[int | None, ...] | None = None
        for p in self.points:
            key = (p.turn,) if every == "turn" else (p.turn, p.phase)
            if key != last or p.bookmarks or p is self.points[-1]:
                out.append(p)
            last = key
        return out

    def export_gif(
        self,
        path: str | os.PathLike[str],
        *,
        every: str = "action",
        delay: int = 900,
        dpi: int = 72,
        progress: bool | None = None,
    ) -> Path:
        """An animated GIF, one frame a point (``every``), the action and comments printed under the board.

        A frame stays ``delay`` milliseconds, twice that when the point is commented,
        and the last one five times; the GIF loops. Written atomically.
        """
        from PIL import Image

        if not 20 <= delay <= 60_000:
            raise ReplayError("frame delay", delay, "milliseconds from 20 to 60000")
        points = self.chosen(every)
        frames: list[Image.Image] = []
        durations: list[int] = []
        for n, point in enumerate(_progress(points, "GIF frames", progress), start=1):
            board = self.figure(point, title=f"{point.label} · {point.where}", subtitle="")
            buf = io.BytesIO()
            try:
                board.savefig(
                    buf,
                    format="png",
                    dpi=dpi,
                    facecolor="white",
                    metadata={"Software": None},
                    bbox_inches="tight",
                    pad_inches=0.1,
                )
            finally:
                _close(board)
            head = f"{n}/{len(points)}  " + (f"after {point.action}" if point.action else "the set-up")
            frames.append(_with_caption(Image.open(buf).convert("RGB"), [head, *_caption(point)]))
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

    def export_html(self, path: str | os.PathLike[str], *, progress: bool | None = None) -> Path:
        """A self-contained page that steps through the game: no kernel, no network (see :func:`html_page`)."""
        write_atomic(path, self.html(progress=progress))
        return Path(path)

    def html(self, *, progress: bool | None = None) -> str:
        """The page :meth:`export_html` writes: every point's board as inline SVG, its action and comments."""
        from .figures import svg

        boards: dict[str, int] = {}
        steps = []
        for point in _progress(self.points, "HTML frames", progress):
            fig = self.figure(point, title="", subtitle="")  # the page says where the game stands
            try:
                picture = _strip_svg(svg(fig, prolog=False))
            finally:
                _close(fig)
            frame = boards.setdefault(picture, len(boards))
            steps.append(_step_data(point, frame))
        return html_page(self.title, self.view, steps, list(boards))


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------


def _title(record: Record) -> str:
    """The record's ``Event``, else its game and scenario: ``"Fighting Sail 15.4"``."""
    h = record.headers
    if h.get("Event"):
        return h["Event"]
    scenario = h.get("Scenario", "")
    return f"{h.get('Game', 'game')} {scenario}".strip() if scenario != "custom" else h.get("Game", "game")


def _places(annotations: Iterable[Annotation]) -> tuple[str, ...]:
    """Every place the arrows and highlights among ``annotations`` name, in order, once each."""
    out: list[str] = []
    for a in annotations:
        if isinstance(a, Arrow):
            out += [a.tail, a.head]
        elif isinstance(a, Highlight):
            out.append(a.place)
    return tuple(dict.fromkeys(out))


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


_XML_COMMENT = re.compile(r"<!--.*?-->", re.S)


def _strip_svg(text: str) -> str:
    """An inline SVG without comments or metadata (the page carries its own title)."""
    text = _XML_COMMENT.sub("", text)
    return re.sub(r"<metadata>.*?</metadata>\s*", "", text, flags=re.S)


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


def html_page(title: str, view: str, steps: list[dict[str, Any]], frames: list[str]) -> str:
    """A page that steps through ``steps``, each showing ``frames[step["frame"]]``: buttons, a slider, arrow keys.

    Self-contained: the frames and the steps are JSON in the page and the script is
    inline, so it opens from a file with no network; only one frame is in the document
    at a time (the SVGs' internal ids never meet).
    """
    data = json.dumps({"steps": steps, "frames": frames}, ensure_ascii=False, separators=(",", ":"))
    data = data.replace("</", "<\\/").replace("<!--", "<\\!--")
    heading = html.escape(title)
    last = len(steps) - 1
    return _PAGE.format(
        title=heading,
        view=html.escape(view),
        data=data,
        last=last,
        count=plural(len(steps), "point"),
        frames=plural(len(frames), "board"),
    )


_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="sailkit replay">
<title>{title}</title>
<style>
body {{ font-family: "DejaVu Sans", Verdana, sans-serif; margin: 1em; color: #1d2731; max-width: 1100px; }}
h1 {{ font-size: 1.2em; margin: 0 0 .3em 0; }}
#controls {{ display: flex; gap: .4em; align-items: center; flex-wrap: wrap; margin: .4em 0; }}
#controls button {{ font-size: 1em; min-width: 2.4em; }}
#slider {{ flex: 1; min-width: 12em; }}
#label {{ font-weight: bold; min-width: 9em; }}
#board svg {{ max-width: 100%; height: auto; }}
#text {{ border-top: 1px solid #c5d1db; padding-top: .4em; }}
#action {{ font-family: "DejaVu Sans Mono", monospace; font-weight: bold; }}
.muted {{ color: #5f6b75; }}
ul {{ margin: .2em 0; padding-left: 1.4em; }}
.bookmark {{ background: #fff3c4; padding: 0 .3em; border-radius: .2em; }}
</style>
</head>
<body>
<h1>{title}</h1>
<div class="muted">view: {view}; {count}, {frames}. Keys: &larr; &rarr; step, Home / End;
the address ends with the point shown (#12), so a link opens there.</div>
<div id="controls">
<button id="first" title="the set-up (Home)">|&#x25C0;</button>
<button id="back" title="one step back (&larr;)">&#x25C0;</button>
<button id="play" title="play / pause">play</button>
<button id="forward" title="one step forward (&rarr;)">&#x25B6;&#x25B6;</button>
<button id="end" title="the last point (End)">&#x25B6;|</button>
<input id="slider" type="range" min="0" max="{last}" value="0" aria-label="point of the game">
<span id="label"></span>
<select id="marks" aria-label="jump to a bookmark"><option value="">bookmarks</option></select>
</div>
<div id="board" role="img"></div>
<div id="text">
<div><span id="action"></span> <span id="played" class="muted"></span></div>
<div id="where" class="muted"></div>
<div id="comments"></div>
<div id="extra"></div>
</div>
<script id="replay-data" type="application/json">{data}</script>
<script>
(function () {{
  "use strict";
  var data = JSON.parse(document.getElementById("replay-data").textContent);
  var steps = data.steps, frames = data.frames, at = 0, shown = -1, timer = null;
  var $ = function (id) {{ return document.getElementById(id); }};
  function list(title, items) {{
    if (!items.length) return "";
    var out = "<div class=\\"muted\\">" + title + "</div><ul>";
    items.forEach(function (t) {{ out += "<li>" + esc(t) + "</li>"; }});
    return out + "</ul>";
  }}
  function esc(t) {{
    return String(t).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }}
  function show(i) {{
    at = Math.max(0, Math.min(steps.length - 1, i));
    var s = steps[at];
    if (s.frame !== shown) {{ $("board").innerHTML = frames[s.frame]; shown = s.frame; }}
    $("slider").value = at;
    if (history.replaceState) history.replaceState(null, "", "#" + at);
    $("label").textContent = (at + 1) + " / " + steps.length + " \\u00b7 " + s.label;
    $("action").textContent = s.action || "the set-up";
    $("played").textContent = s.played && s.played !== s.where ? "(played in " + s.played + ")" : "";
    $("where").textContent = "now: " + s.where;
    var c = s.comments.map(function (t) {{ return "<p>" + esc(t).replace(/\\n/g, "<br>") + "</p>"; }}).join("");
    s.bookmarks.forEach(function (b) {{ c += " <span class=\\"bookmark\\">&#x2605; " + esc(b) + "</span>"; }});
    $("comments").innerHTML = c;
    $("extra").innerHTML = list("revealed now", s.revealed) + list("what if", s.whatifs) +
      list("rulings asked here", s.questions) + list("what the rules did", s.ruling);
  }}
  steps.forEach(function (s, i) {{
    s.bookmarks.forEach(function (b) {{
      var o = document.createElement("option"); o.value = i; o.textContent = b + " (" + s.label + ")";
      $("marks").appendChild(o);
    }});
  }});
  function stop() {{ if (timer) {{ clearInterval(timer); timer = null; $("play").textContent = "play"; }} }}
  $("first").onclick = function () {{ stop(); show(0); }};
  $("back").onclick = function () {{ stop(); show(at - 1); }};
  $("forward").onclick = function () {{ stop(); show(at + 1); }};
  $("end").onclick = function () {{ stop(); show(steps.length - 1); }};
  $("slider").oninput = function () {{ stop(); show(parseInt(this.value, 10)); }};
  $("marks").onchange = function () {{ if (this.value !== "") {{ stop(); show(parseInt(this.value, 10)); }} }};
  $("play").onclick = function () {{
    if (timer) {{ stop(); return; }}
    $("play").textContent = "pause";
    timer = setInterval(function () {{ if (at >= steps.length - 1) stop(); else show(at + 1); }}, 900);
  }};
  document.addEventListener("keydown", function (e) {{
    if (e.target.tagName === "SELECT") return;
    if (e.key === "ArrowRight") {{ stop(); show(at + 1); }}
    else if (e.key === "ArrowLeft") {{ stop(); show(at - 1); }}
    else if (e.key === "Home") {{ stop(); show(0); }}
    else if (e.key === "End") {{ stop(); show(steps.length - 1); }}
  }});
  var start = /^#(\\d+)$/.exec(location.hash);
  show(start ? parseInt(start[1], 10) : 0);
}})();
</script>
</body>
</html>
"""


# ---------------------------------------------------------------------------
# the command: sailkit replay
# ---------------------------------------------------------------------------

SUMMARY = "export a recorded game: an animated GIF, a page that steps through it, or one point as SVG/PNG"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", help="the record file (.sail)")
    out = parser.add_mutually_exclusive_group(required=True)
    out.add_argument("--gif", metavar="OUT", help="write an animated GIF of the game")
    out.add_argument("--html", metavar="OUT", help="write a page that steps through the game (no network needed)")
    out.add_argument("--svg", metavar="OUT", help="write one point (--at) as SVG")
    out.add_argument("--png", metavar="OUT", help="write one point (--at) as PNG")
    add_at_argument(parser, "the point for --svg/--png")
    parser.add_argument(
        "--view", default=UMPIRE, help="umpire (default: every order as given) or a side, whose secrets stay secret"
    )
    parser.add_argument(
        "--every", choices=EVERY, default="action", help="GIF frames: each action (default), phase or turn"
    )
    parser.add_argument("--delay", type=int, default=900, help="GIF: milliseconds a frame (default 900)")
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress bar")


def run(args: argparse.Namespace) -> int:
    picture = args.svg or args.png
    if picture and args.at is None:
        raise ReplayError("command line", "--svg" if args.svg else "--png", "--at POINT with it")
    if args.at is not None and not picture:
        raise ReplayError("command line", "--at", "--svg OUT or --png OUT with it (--gif and --html show every point)")
    if picture:
        want = ".svg" if args.svg else ".png"
        if Path(picture).suffix.lower() != want:
            raise ReplayError(f"{want[1:].upper()} file name", picture, f"a name ending {want}")
    output_path(args.gif or args.html or picture, "export")  # refused before a single frame is drawn
    replay = Replay.load(args.record, view=args.view)
    progress = False if args.quiet else None
    if args.gif:
        written = replay.export_gif(args.gif, every=args.every, delay=args.delay, progress=progress)
    elif args.html:
        written = replay.export_html(args.html, progress=progress)
    else:
        point = replay.point(args.at)
        written = replay.export_point(point, picture)
    if not args.quiet:
        print(f"wrote {written}")
    return 0


__all__ = [
    "EVERY",
    "UMPIRE",
    "Point",
    "Replay",
    "ReplayError",
    "Scene",
    "html_page",
]
