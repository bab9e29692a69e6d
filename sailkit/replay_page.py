"""The page of a replay (``sailkit replay --html``): the board drawn once, each moving piece once, a frame as offsets.

A rule set's live board (:class:`sailkit.replayer.support.Board`, the one the notebook
replayer blits) already says which of its artists change from point to point
(``dynamic``) and, for most of them, their *form*: what decides how an artist looks apart
from where it stands (a counter's looks and its part, the Game-Turn's words) and the point
it stands at (``forms``). :class:`Layers` uses that to keep a page small and quick to make:

* the **board**: everything not dynamic, drawn once as SVG;
* the **pieces**: each form of a dynamic artist drawn once as an SVG group, where it first
  stood; an artist with no form (an annotation's arrow, a highlight) is a piece of its own,
  stored once however many points show the same one;
* the **frames**: each point's board as a list of ``piece, dx, dy`` (the offset in SVG
  points from where the piece was drawn), in the order the board's blitting draws them
  (by z-order), stored once however many points show the same one.

The page's script puts a frame's pieces, each moved by its offset, into a group laid over
the board. An SVG is vector drawing, so a piece moved by a translation is the piece drawn
there. A 1,059-point battle is a few hundred distinct frames of about a hundred numbers
each, instead of a thousand full boards.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .wording import plural

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist

    from .replayer.support import Board

#: Decimals of an offset in SVG points (a thousandth of a point: far under a screen pixel).
DECIMALS = 3
#: The id of the group the page fills with a frame's pieces.
MOVING = "moving"

_GROUP = re.compile(r"<g\b|</g>")
_CLIP = re.compile(r'<clipPath id="[^"]+">.*?</clipPath>', re.S)
_XML_COMMENT = re.compile(r"<!--.*?-->", re.S)


class Layers:
    """The board, pieces and frames of a page (see the module docstring), drawn from one live ``board``.

    Call :meth:`add` once a point, after ``board.update(state, "")`` and with the point's
    annotation artists (``marks``); it returns the frame's index (a frame seen before
    returns its first index). :meth:`board_svg` is the board under every frame.
    """

    def __init__(self, board: Board) -> None:
        self.board = board
        self.pieces: list[str] = []
        self.frames: list[list[float]] = []
        self._frames: dict[tuple[float, ...], int] = {}
        #: by form: the piece's index and the display point it was drawn at (``None``: it draws nothing)
        self._forms: dict[Hashable, tuple[int, tuple[float, float]] | None] = {}
        self._pieces: dict[str, int] = {}
        self._clips: dict[str, str] = {}
        self._background = ""
        self._later: list[Artist] = []  #: marks whose pieces :meth:`finish` draws, in the order their numbers say
        self._later_forms: dict[Hashable, int] = {}  #: the number below zero standing for each of their forms
        self.renders = 0  #: SVG renders made for pieces (tests read it: one a point with a new form at most)

    def add(self, marks: Sequence[Artist] = (), later: Mapping[int, tuple[Hashable, tuple[float, float]]] = {}) -> int:
        """The frame the board shows now with ``marks`` over it: its index in :attr:`frames`.

        ``later`` gives the form of those of ``marks`` that are drawn later, all in one render (:meth:`finish`): the
        last action's marks, new at almost every point, each the same wherever it is shown (its point the same for
        all). The caller keeps them on the figure, hidden, until then."""
        if not self._background:
            self._background = self._draw_background(marks)
        forms_of = getattr(self.board, "forms", None)
        forms: dict[int, tuple[Hashable, tuple[float, float]]] = forms_of() if callable(forms_of) else {}
        shown = [a for a in sorted([*self.board.dynamic(), *marks], key=lambda a: a.get_zorder()) if a.get_visible()]
        new = [a for a in shown if id(a) not in later and (id(a) not in forms or forms[id(a)][0] not in self._forms)]
        drawn = self._draw(new) if new else {}
        scale = 72.0 / self.board.figure.dpi  # display pixels to SVG points
        entry: list[float] = []
        for a in shown:
            if id(a) in later:  # drawn with every other such mark in :meth:`finish`; until then a number below zero
                form = later[id(a)][0]
                if form not in self._later_forms:
                    self._later.append(a)
                    self._later_forms[form] = -len(self._later)
                entry += [self._later_forms[form], 0.0, 0.0]
                continue
            if id(a) not in forms:  # an artist of no form: a piece of its own, stored once by its SVG
                if id(a) in drawn:
                    entry += [self._piece(drawn[id(a)]), 0.0, 0.0]
                continue
            form, (x, y) = forms[id(a)]
            if form not in self._forms:
                self._forms[form] = (self._piece(drawn[id(a)]), (x, y)) if id(a) in drawn else None
            found = self._forms[form]
            if found is not None:
                index, (x0, y0) = found
                entry += [index, round((x - x0) * scale, DECIMALS), round((y0 - y) * scale, DECIMALS)]
        key = tuple(entry)
        if key not in self._frames:
            self._frames[key] = len(self.frames)
            self.frames.append(entry)
        return self._frames[key]

    def _piece(self, text: str) -> int:
        return self._pieces.setdefault(text, len(self._pieces))

    def finish(self) -> None:
        """Draw the marks :meth:`add` put off, all in one render, and put their pieces in the frames. A mark that
        draws nothing (an empty text) leaves its frames."""
        if not self._later:
            return
        for a in self._later:
            a.set_visible(True)
        drawn = self._draw(self._later)
        index = {-(i + 1): self._piece(drawn[id(a)]) if id(a) in drawn else None for i, a in enumerate(self._later)}
        self._later, self._later_forms = [], {}
        for f, entry in enumerate(self.frames):
            out: list[float] = []
            for k in range(0, len(entry), 3):
                piece = int(entry[k]) if entry[k] < 0 else entry[k]
                found = index[piece] if isinstance(piece, int) and piece < 0 else piece
                if found is not None:
                    out += [found, entry[k + 1], entry[k + 2]]
            self.frames[f] = out

    def piece_texts(self) -> list[str]:
        """Every piece's SVG group, by index (the marks put off drawn first: :meth:`finish`)."""
        self.finish()
        return list(self._pieces)

    def board_svg(self) -> str:
        """The board under every frame: the SVG of the static artists, an empty group for the frames' pieces over
        them, and the clip paths the pieces refer to (the marks put off drawn first: :meth:`finish`)."""
        self.finish()
        clips = "".join(self._clips.values())
        defs = f"<defs>{clips}</defs>" if clips else ""
        end = self._background.rindex("</svg>")
        return f'{self._background[:end]}<g id="{MOVING}"></g>{defs}</svg>'

    def _draw_background(self, marks: Sequence[Artist] = ()) -> str:
        """The figure with every dynamic artist and ``marks`` hidden, as SVG."""
        from .figures import svg

        dynamic = [a for a in [*self.board.dynamic(), *marks] if a.get_visible()]
        for a in dynamic:
            a.set_visible(False)
        try:
            return clean(svg(self.board.figure, prolog=False, bbox=None))
        finally:
            for a in dynamic:
                a.set_visible(True)

    def _draw(self, artists: Sequence[Artist]) -> dict[int, str]:
        """Each of ``artists`` as an SVG group, by identity, from one render of the figure with every other artist
        hidden, each found by a name given for the render; an artist that writes no group of its name (an offset box
        draws its parts under their own names) is drawn alone. One that draws nothing (an empty text) is left out."""
        names = [(a, a.get_gid()) for a in artists]
        for i, a in enumerate(artists):
            a.set_gid(f"sailkit-piece-{i}")
        try:
            text = self._render(artists)
        finally:
            for a, gid in names:
                a.set_gid(gid)
        groups = _groups(text, "sailkit-piece-")
        out = {}
        for i, a in enumerate(artists):
            group = groups.get(f"sailkit-piece-{i}")
            if group is not None:
                out[id(a)] = group.replace(f'<g id="sailkit-piece-{i}">', "<g>", 1)
                continue
            alone = self._render([a])
            whole = _group(alone, "axes_1") or _group(alone, "figure_1") or ""
            inner = whole[whole.find(">") + 1 : -len("</g>")]
            if "<" in inner:
                out[id(a)] = f"<g>{inner}</g>"
        return out

    def _render(self, shown: Sequence[Artist]) -> str:
        """The figure as SVG with only ``shown`` of its artists (and its axes) visible; keeps the clip paths drawn."""
        from .figures import svg

        figure = self.board.figure
        wanted = {id(a) for a in shown}
        others = [
            a
            for parent in (figure, *figure.axes)
            for a in parent.get_children()
            if id(a) not in wanted and a not in figure.axes and a.get_visible()
        ]
        for a in others:
            a.set_visible(False)
        try:
            text = svg(figure, prolog=False, bbox=None)
        finally:
            for a in others:
                a.set_visible(True)
        self.renders += 1
        for clip in _CLIP.findall(text):
            self._clips.setdefault(clip[: clip.index(">")], clip)
        return text


_NAMED = re.compile(r'<g id="([^"]+)">')


def _groups(text: str, prefix: str) -> dict[str, str]:
    """Every ``<g id="...">`` element of ``text`` whose id starts with ``prefix``, by id, in one pass (a render of a
    thousand marks holds a thousand groups)."""
    out: dict[str, str] = {}
    at = 0
    while (found := _NAMED.search(text, at)) is not None:
        if not found.group(1).startswith(prefix):
            at = found.end()
            continue
        whole = _group(text, found.group(1), found.start())
        if whole is None:  # pragma: no cover - matplotlib closes every group
            break
        out[found.group(1)] = whole
        at = found.start() + len(whole)
    return out


def _group(text: str, gid: str, start: int | None = None) -> str | None:
    """The ``<g id="gid">`` element of ``text`` (found from ``start`` when known), nested groups and all; ``None`` when
    there is none."""
    start = text.find(f'<g id="{gid}">') if start is None else start
    if start < 0:
        return None
    depth = 0
    for tag in _GROUP.finditer(text, start):
        depth += 1 if tag.group() == "<g" else -1
        if depth == 0:
            return text[start : tag.end()]
    return None  # pragma: no cover - matplotlib closes every group


def clean(text: str) -> str:
    """An inline SVG without comments or metadata (the page carries its own title)."""
    text = _XML_COMMENT.sub("", text)
    return re.sub(r"<metadata>.*?</metadata>\s*", "", text, flags=re.S)


def fit(svg_text: str, width: int | None, *, top: float = 0.0) -> str:
    """``svg_text`` shown ``width`` CSS pixels wide (its natural width when ``None``), its proportions kept, never
    shrunk with a narrower page: the board scrolls instead, so its words stay 11 px [issue 24]; ``top`` SVG points cut off its top (a board's empty room for
    a heading the page writes itself)."""
    head_end = svg_text.index(">") + 1
    head = svg_text[:head_end]
    found = re.search(r'width="([0-9.]+)pt"', head)
    box = re.search(r'viewBox="0 0 ([0-9.]+) ([0-9.]+)"', head)
    if found is None or box is None:
        return svg_text
    natural = float(found.group(1)) * 4 / 3  # SVG points to CSS pixels
    head = re.sub(r'\s(width|height)="[0-9.]+pt"', "", head)
    head = head.replace(box.group(0), f'viewBox="0 {top:g} {box.group(1)} {float(box.group(2)) - top:g}"')
    head = head.replace(
        "<svg",
        f'<svg width="100%" style="max-width:{width or natural:.0f}px;min-width:{width or natural:.0f}px;height:auto"',
        1,
    )
    return head + svg_text[head_end:]


def html_page(
    title: str,
    view: str,
    steps: list[dict[str, Any]],
    frames: Sequence[Sequence[float]],
    *,
    board: str = "",
    pieces: Sequence[str] = (),
) -> str:
    """A page that steps through ``steps``, each showing ``frames[step["frame"]]``: buttons, a slider, arrow keys,
    a list of bookmarks, and the step in the address (``#12``) so a link opens there.

    A frame is a flat list ``piece, dx, dy, ...``: the pieces of ``pieces`` laid over ``board`` (the SVG of
    :meth:`Layers.board_svg`) in that order, each moved by ``dx, dy`` SVG points. With no ``board``, each piece is a
    whole board and a frame names one. Self-contained: the board, the pieces, the frames and the steps are JSON in
    the page and the script is inline, so it opens from a file with no network.
    """
    data = json.dumps(
        {"steps": steps, "board": board, "pieces": list(pieces), "frames": [list(f) for f in frames]},
        ensure_ascii=False,
        separators=(",", ":"),
    )
    data = data.replace("</", "<\\/").replace("<!--", "<\\!--")
    heading = html.escape(title)
    return _PAGE.format(
        title=heading,
        view=html.escape(view),
        data=data,
        last=len(steps) - 1,
        count=plural(len(steps), "point"),
        frames=plural(len(frames), "board"),
        moving=MOVING,
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
#board {{ overflow-x: auto; }}
#board svg {{ height: auto; }}
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
  var steps = data.steps, frames = data.frames, pieces = data.pieces, at = 0, shown = -1, timer = null;
  var $ = function (id) {{ return document.getElementById(id); }};
  $("board").innerHTML = data.board;
  var moving = $("{moving}") || $("board");
  function frame(i) {{
    var f = frames[i], out = "";
    for (var k = 0; k < f.length; k += 3) {{
      var dx = f[k + 1], dy = f[k + 2];
      out += dx || dy ? "<g transform=\\"translate(" + dx + " " + dy + ")\\">" + pieces[f[k]] + "</g>" : pieces[f[k]];
    }}
    return out;
  }}
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
    if (s.frame !== shown) {{ moving.innerHTML = frame(s.frame); shown = s.frame; }}
    $("slider").value = at;
    if (history.replaceState) history.replaceState(null, "", "#" + at);
    $("label").textContent = (at + 1) + " / " + steps.length;
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
      var o = document.createElement("option"); o.value = i; o.textContent = b + " (" + s.where + ")";
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


__all__ = ["DECIMALS", "MOVING", "Layers", "clean", "fit", "html_page"]
