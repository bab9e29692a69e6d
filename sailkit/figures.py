"""Figures for every rule set: deterministic SVG, inline HTML, captions, and export to a file.

Who draws a ruling is :mod:`sailkit.renderers`' business; this module turns whatever was drawn into what a notebook,
a page or a club's records take. :func:`svg` turns a figure into SVG text that is the same on every run (fixed hash
salt, no date, text kept as text), so notebooks and galleries can be compared byte
for byte; :func:`export` writes a figure, or anything that can draw itself, to an
``.svg``, ``.png`` or ``.pdf`` file atomically.
"""

from __future__ import annotations

import html
import inspect
import io
import itertools
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .compact import compact_svg
from .errors import InvalidInputError, UnknownChoiceError
from .files import write_atomic

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure


def figure_of(picture: Any) -> Figure:
    """A matplotlib Figure for ``picture``: a Figure, or anything with a ``figure()`` method (rulings, positions)."""
    from matplotlib.figure import Figure

    if isinstance(picture, Figure):
        return picture
    make = getattr(picture, "figure", None)
    made = make() if callable(make) else None
    if made is None:
        raise InvalidInputError(
            "picture",
            type(picture).__name__,
            "a matplotlib Figure or something that draws itself (a ruling, a position)",
        )
    return made


EXPORT_FORMATS = ("svg", "png", "pdf")

#: Room kept around a saved figure's tight bounding box, in inches.
PAD_INCHES = 0.1


def _alt(figure: Figure) -> str:
    from .draw.figure import description

    return description(figure)


def svg(figure: Figure, *, prolog: bool = True, bbox: Any = "tight") -> str:
    """``figure`` as SVG text that is byte-for-byte the same on every run.

    Text stays text (small files, searchable), element ids come from a fixed hash
    salt and the date is left out. The figure is cut to its tight bounding box, so a
    heading above the drawing and a key below it are kept. Its alt text
    (:func:`sailkit.draw.describe`) becomes the SVG's ``<title>``. ``prolog=False``
    drops the XML prolog so the SVG can sit inside HTML (see :func:`inline`), its style
    kept to itself (:func:`scoped`). ``bbox``, a bounding box in inches already worked
    out (:func:`captioned`), saves a layout pass. The figure is drawn once (:func:`drawn_once`).
    """
    import matplotlib
    from matplotlib.backends.backend_svg import FigureCanvasSVG

    buf = io.StringIO()
    with (
        matplotlib.rc_context(
            {
                "svg.hashsalt": "sailkit",
                "svg.fonttype": "none",
                "font.sans-serif": ["DejaVu Sans", "Arial", "Helvetica"],
            }
        ),
        measured_once(),
        drawn_once(figure),
    ):
        FigureCanvasSVG(figure)
        figure.savefig(
            buf, format="svg", metadata={"Date": None}, facecolor="white", bbox_inches=bbox, pad_inches=PAD_INCHES
        )
    text = buf.getvalue()
    alt = _alt(figure)
    if alt:
        start = text.index("<svg")
        end = text.index(">", start) + 1
        text = f"{text[:end]}\n <title>{html.escape(alt)}</title>{text[end:]}"
    return text if prolog else scoped(text[text.index("<svg") :])


@contextmanager
def drawn_once(figure: Figure) -> Iterator[None]:
    """While it lasts, saving ``figure`` cut to its tight box draws it once, not twice.

    matplotlib finds a figure's tight box by drawing it once with its renderer's drawing turned off, to put every
    artist in place, then measures the box and draws it again for real: that first pass was about a third of the
    CPU an SVG took. Measuring the box does that placing itself (the axes' aspect, titles, ticks, legends,
    annotations), so the pass is skipped; the SVGs are the same bytes (the notebooks' checked outputs and the
    galleries compare them). A figure with a layout engine (constrained or tight layout) lays itself out in that
    pass, so it keeps it.
    """
    if figure.get_layout_engine() is not None or "draw" in vars(figure):
        yield
        return
    draw = figure.draw

    def unless_drawing_is_off(renderer: Any, *args: Any, **kwargs: Any) -> Any:
        if not inspect.ismethod(renderer.draw_path):  # RendererBase._draw_disabled's no-op: the placing pass
            return None
        return draw(renderer, *args, **kwargs)

    figure.draw = unless_drawing_is_off  # type: ignore[method-assign]
    try:
        yield
    finally:
        del figure.draw


#: Each text the SVG renderer has measured, by its words, its font's properties and the font file they find: its
#: width, height and descent (:func:`measured_once`). Emptied when it holds :data:`MEASURED_MOST`.
_MEASURED: dict[tuple[Any, ...], Any] = {}
MEASURED_MOST = 20_000


@contextmanager
def measured_once() -> Iterator[None]:
    """While it lasts, the SVG renderer measures each text once in this process, not once a renderer.

    matplotlib keeps the size of a text per renderer, and saving a figure cut to its tight box makes two (one to
    find the box, one to draw), so every label, hex name and key of every figure was measured again each time, a
    fifth of the CPU an SVG takes. The SVG renderer's measure depends on nothing but the words, the font's
    properties (its size among them) and the font file they find, which key the measures kept here; the figures
    are the same bytes. Mathematical text is measured as matplotlib does, every time.
    """
    from matplotlib.backends.backend_svg import RendererSVG
    from matplotlib.font_manager import findfont

    measure = RendererSVG.get_text_width_height_descent

    def remembered(renderer: RendererSVG, s: str, prop: Any, ismath: Any) -> Any:
        if ismath:
            return measure(renderer, s, prop, ismath)
        key = (s, prop.copy(), findfont(prop))
        found = _MEASURED.get(key)
        if found is None:
            if len(_MEASURED) >= MEASURED_MOST:
                _MEASURED.clear()
            found = _MEASURED[key] = measure(renderer, s, prop, ismath)
        return found

    RendererSVG.get_text_width_height_descent = remembered  # type: ignore[method-assign]
    try:
        yield
    finally:
        RendererSVG.get_text_width_height_descent = measure  # type: ignore[method-assign]


#: The class an SVG set in a page carries, so its own style sheet reaches its elements and nothing else on the page.
SCOPE = "sailkit-figure"


def scoped(text: str) -> str:
    """``text`` (an SVG to set in a page) with its style sheet's bare ``*`` rule (matplotlib's
    ``*{stroke-linejoin: round; stroke-linecap: butt}``) limited to its own elements: in a page a bare ``*`` styles
    every element of the page. The root gets the class :data:`SCOPE` and the rule becomes ``.sailkit-figure *``."""
    if f'class="{SCOPE}"' not in text[: text.index(">")]:
        text = text.replace("<svg", f'<svg class="{SCOPE}"', 1)
    return re.sub(r"(<style[^>]*>\s*)\*\s*\{", rf"\1.{SCOPE} *{{", text)


#: Each SVG put into a page gets its own id prefix from this count (:func:`own_ids`).
_INLINED = itertools.count(1)
#: Where an SVG names an id: defining it, and referring to it from a style, a fill or a ``use``.
_ID_SITES = re.compile(r'(\bid="|url\(#|href="#)')


def own_ids(text: str, prefix: str) -> str:
    """``text`` (an SVG) with every id it defines and every reference to one given ``prefix``.

    Two SVGs inline in one page share one id space: matplotlib names a hatch pattern or a clip path after what it
    draws, so the second copy of a figure (the desk keeps a hidden one) refers to the first one's pattern, and
    where that copy is hidden the hatching renders empty. A prefix of its own for each keeps them apart."""
    return _ID_SITES.sub(lambda m: m.group(1) + prefix, text)


def inline(figure: Figure) -> str:
    """``figure`` as an SVG element for a notebook's HTML: no prolog, at its natural size.

    The drawing keeps its natural size (its width in CSS pixels, height following) and, where the page is
    narrower, the block that holds it scrolls sideways (a notebook's output area does) rather than shrink it:
    shrunk to fit a notebook 800 pixels wide, a board's smallest words fell to 9 px [issue 24]. Its
    alt text is the ``aria-label`` of an ``img`` role, so a screen reader says what it shows. It is stored
    :func:`sailkit.compact.compact_svg`, the same picture in a third of the text. Its ids are its own
    (``sk12-...``, :func:`own_ids`): the count of SVGs inlined so far in this process, the same on every run of a
    notebook.
    """
    text = own_ids(compact_svg(svg(figure, prolog=False)), f"sk{next(_INLINED)}-")
    head_end = text.index(">") + 1
    head = text[:head_end]
    width = re.search(r'width="([0-9.]+)pt"', head)
    height = re.search(r'height="([0-9.]+)pt"', head)
    if width is None or height is None:  # pragma: no cover - matplotlib always writes both
        return text
    natural = float(width.group(1)) * 4 / 3  # CSS pixels
    alt = html.escape(_alt(figure), quote=True)
    head = head.replace(width.group(0), f'width="{natural:.0f}px"').replace(height.group(0), "")
    label = f' role="img" aria-label="{alt}"' if alt else ""
    head = head.replace("<svg", f'<svg style="max-width:none;width:{natural:.0f}px;height:auto"{label}', 1)
    return head + text[head_end:]


class Shown:
    """A Figure as a notebook shows it: the picture inline with its alt text (``_repr_html_``), and the alt text as
    its plain text, so a reader without a live kernel still reads what it shows (a bare Figure reads only
    ``<Figure size 850x536 with 1 Axes>``)."""

    def __init__(self, figure: Figure) -> None:
        self.figure = figure

    def _repr_html_(self) -> str:
        return inline(self.figure)

    def __repr__(self) -> str:
        return _alt(self.figure) or "a figure with no alt text"


def natural_width(inline_svg: str) -> int:
    """The natural width in CSS pixels of an SVG made by :func:`inline` (for laying it out beside other content)."""
    svg_at = inline_svg.find("<svg")
    head = inline_svg[max(svg_at, 0) :]
    found = re.search(r"[; ]width:([0-9]+)px", head[: head.index(">")])
    return int(found.group(1)) if found else 600


#: Size of a caption's text, in points, and its width in characters per inch of figure.
CAPTION_SIZE = 8
_CHARS_PER_INCH = 15


def with_caption(picture: Any, caption: str) -> Figure:
    """``picture``'s figure with ``caption`` written under the drawing, each line wrapped to the figure's width.

    What a club posts: the diagram with the ruling under it (``with_caption(ruling,
    str(ruling))``), so the picture carries its own explanation. :func:`svg` and
    :func:`export` cut to the tight bounding box, which takes the caption in.
    """
    figure = figure_of(picture)
    _add_caption(figure, caption)
    return figure


def captioned(picture: Any, caption: str, *, dpi: int = 110) -> dict[str, bytes]:
    """``picture`` with ``caption`` under it as the bytes of an SVG and a PNG file: ``{"svg": ..., "png": ...}``.

    The same picture as :func:`with_caption` then :func:`export` write, laid out once
    and drawn once per format (a rulings desk makes both for every ruling it shows).
    """
    figure = figure_of(picture)
    bbox = _add_caption(figure, caption).padded(PAD_INCHES)
    png = io.BytesIO()
    alt = _alt(figure)
    metadata = {"Software": None, **({"Description": alt} if alt else {})}
    figure.savefig(png, format="png", dpi=dpi, metadata=metadata, facecolor="white", bbox_inches=bbox)
    return {"svg": svg(figure, bbox=bbox).encode(), "png": png.getvalue()}


def _add_caption(figure: Figure, caption: str) -> Any:
    """Write ``caption`` under everything drawn on ``figure``; the bounding box (inches) of drawing and caption."""
    import textwrap

    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.transforms import Bbox

    width = max(40, int(figure.get_figwidth() * _CHARS_PER_INCH))
    lines: list[str] = []
    for line in caption.splitlines():
        indent = line[: len(line) - len(line.lstrip())]
        lines.extend(textwrap.wrap(line, width, subsequent_indent=indent + "  ") or [""])
    renderer = FigureCanvasAgg(figure).get_renderer()
    drawn = figure.get_tightbbox(renderer)  # in inches: a key under the drawing reaches below 0
    left, below = drawn.x0 / figure.get_figwidth(), (drawn.y0 - 0.08) / figure.get_figheight()
    text = figure.text(left, below, "\n".join(lines), ha="left", va="top", fontsize=CAPTION_SIZE, gid="caption")
    words = text.get_window_extent(renderer).transformed(figure.dpi_scale_trans.inverted())
    return Bbox.union([drawn, words])


def export(picture: Any, path: str | os.PathLike[str], *, dpi: float = 150) -> Path:
    """Write ``picture`` to ``path`` atomically, in the format its suffix names (``.svg``, ``.png`` or ``.pdf``).

    ``picture`` is a Figure or anything :func:`figure_of` accepts. A club exports the
    diagram of a settled dispute with ``export(ruling, "dispute.png")``.
    """
    target = Path(path)
    write_atomic(target, encoded(picture, export_format(target), dpi=dpi))
    return target


def export_format(path: str | os.PathLike[str]) -> str:
    """The format a diagram file's suffix names (``"svg"``, ``"png"`` or ``"pdf"``), or an error naming the suffix."""
    target = Path(path)
    fmt = target.suffix.lower().lstrip(".")
    if fmt not in EXPORT_FORMATS:
        raise UnknownChoiceError(
            "diagram file suffix", target.suffix or target.name, tuple("." + f for f in EXPORT_FORMATS)
        )
    return fmt


def encoded(picture: Any, fmt: str, *, dpi: float = 150) -> bytes | str:
    """``picture`` as the file :func:`export` writes in the format ``fmt``: the SVG's text, or the PNG's or PDF's
    bytes (the diagram's alt text in their metadata), for a caller that writes it elsewhere (standard output)."""
    figure = figure_of(picture)
    if fmt == "svg":
        return svg(figure)
    buf = io.BytesIO()
    alt = _alt(figure)
    if fmt == "pdf":
        metadata = {"CreationDate": None, "Title": alt or None}
    else:
        metadata = {"Software": None, **({"Description": alt} if alt else {})}
    figure.savefig(
        buf,
        format=fmt,
        dpi=dpi,
        metadata=metadata,
        facecolor="white",
        bbox_inches="tight",
        pad_inches=PAD_INCHES,
    )
    return buf.getvalue()


__all__ = [
    "Shown",
    "EXPORT_FORMATS",
    "CAPTION_SIZE",
    "PAD_INCHES",
    "SCOPE",
    "captioned",
    "encoded",
    "export",
    "export_format",
    "figure_of",
    "inline",
    "natural_width",
    "scoped",
    "svg",
    "with_caption",
]
