"""Issue 24's "one visual language" and "boards are not shown shrunk", checked where the kit lays pictures out:
one meaning per colour, a desk diagram at its natural size, and an inline SVG whose style stays inside it."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import matplotlib

matplotlib.use("Agg")

from matplotlib.colors import to_rgb  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from sailkit.draw import style  # noqa: E402

#: The colours of the marks every board draws (a frame, an arrow, a tint, a dot, a trail), each with one meaning.
MARKS = {
    "HIGHLIGHT": style.HIGHLIGHT,
    "CLEAR": style.CLEAR,
    "BLOCKED": style.BLOCKED,
    "PORT": style.PORT,
    "STARBOARD": style.STARBOARD,
    "DRIFT": style.DRIFT,
    "BLIND": style.BLIND,
}
#: How far apart (0-255 per channel, straight-line) two colours must be to read as two meanings at a glance.
APART = 40.0


def _distance(a: str, b: str) -> float:
    return float(sum((255 * (x - y)) ** 2 for x, y in zip(to_rgb(a), to_rgb(b), strict=True)) ** 0.5)


def _nations() -> dict[str, str]:
    """Every nationality colour a board paints counters in: the kit's and each rule set's own."""
    from sailkit.rulesets.as_per_margin.faces.drawing import NATION_COLOURS as APM
    from sailkit.rulesets.wooden_ships.faces.drawing import NATION_COLOURS as WS

    return {**{f"kit {k}": v for k, v in style.NATIONS.items()}, **{f"WS {k}": v for k, v in WS.items()},
            **{f"APM {k}": v for k, v in APM.items()}}  # fmt: skip


def test_no_nationality_wears_the_colour_of_a_mark() -> None:
    """A counter's colour says its nation and nothing else: Panama's orange was the amber frame of "the ships in
    question" (#E69F00 against #E8A000) [issue 24]."""
    near = [
        f"{nation} {colour} ~ {mark} {mark_colour}"
        for nation, colour in _nations().items()
        for mark, mark_colour in MARKS.items()
        if _distance(colour, mark_colour) < APART
    ]
    assert near == []


def test_the_measure_of_apart_tells_the_panama_orange_from_the_amber_frame() -> None:
    assert _distance("#E69F00", style.HIGHLIGHT) < APART < _distance(style.NATIONS["BR"], style.BLOCKED)


class _Divs(HTMLParser):
    """The style of the ``div`` holding each ``svg`` of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.holders: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "div":
            self.stack.append(dict(attrs).get("style") or "")
        elif tag == "svg" and self.stack:
            self.holders.append(self.stack[-1])

    def handle_endtag(self, tag: str) -> None:
        if tag == "div" and self.stack:
            self.stack.pop()


def _figure() -> Figure:
    fig = Figure(figsize=(8.0, 5.0))
    fig.text(0.5, 0.5, "a board", fontsize=9)
    return fig


def test_a_ruling_keeps_its_diagram_at_its_natural_size() -> None:
    """The desk and a notebook show a ruling's diagram beside its table, or under it when both do not fit, but never
    shrunk to make room: it showed at 66 % (names at about 9 px) [issue 24]."""
    from sailkit.figures import inline, natural_width
    from sailkit.ruling_html import ruling_html
    from sailkit.rulings import Ruling, Step

    ruling = Ruling("Can Shannon fire?", True, (Step("9.31a", "in range"),))
    page = ruling_html(ruling, diagram=_figure())
    divs = _Divs()
    divs.feed(page)
    (holder,) = divs.holders
    rules = dict(r.split(":", 1) for r in holder.split(";") if r)
    width = natural_width(inline(_figure()))
    assert rules.get("flex", "").split()[:2] == ["0", "0"], holder  # neither grows nor shrinks
    assert rules.get("width") == f"{width}px" and "max-width" not in rules, holder


def test_an_inline_svg_keeps_its_style_to_itself() -> None:
    """matplotlib's SVG carries a ``*{stroke-linejoin...}`` rule: inlined in a page, a bare ``*`` styles the whole
    page. Scoped to the figure, it reaches only the figure's own elements [issue 24]."""
    from sailkit.figures import inline

    text = inline(_figure())
    sheets = re.findall(r"<style[^>]*>(.*?)</style>", text, flags=re.S)
    assert any("stroke-linejoin" in s for s in sheets)
    rules = [r.strip() for s in sheets for r in re.findall(r"([^{}]+)\{", s)]
    assert all(not r.startswith("*") for r in rules), rules
    (selector,) = [r.strip() for s in sheets for r in re.findall(r"([^{}]+)\{[^}]*stroke-linejoin", s)]
    root = re.match(r"<svg[^>]*>", text)
    assert root is not None and selector.startswith(".") and selector.endswith(" *")
    assert re.search(rf'class="[^"]*\b{re.escape(selector[1:-2])}\b', root.group(0)), (selector, root.group(0))
