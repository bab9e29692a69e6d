"""Issue 24: the smallest text on any board reads at 11 px at 100% in a default JupyterLab.

Measured from what a reader gets: every text element of every gallery SVG (``docs/gallery/**/*.svg``, ``docs/wooden_ships/gallery/*.svg``,
``docs/fighting_ships/gallery/*.svg``, ``docs/as_per_margin/gallery/*.svg``, the pictures
the image tests hold as baselines) has its font size in the SVG's units; the SVG's width in points gives its
natural size in CSS pixels (4/3 px a point), and a notebook shows it at that size, or narrower when the output
area is narrower (``sailkit.figures.inline``: ``width:100%`` up to its natural width). So the size on screen is
``font size x (CSS px per SVG unit) x min(1, output area / natural width)``. Boards the gallery does not hold (Wooden
Ships, As Per Margin) are drawn here and measured the same way.
"""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree

import matplotlib
import pytest

matplotlib.use("Agg")

from sailkit.figures import svg  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
#: The width of a notebook's output area in JupyterLab 4 as it opens in a 1280 x 1000 Chromium window (the file
#: browser open, the cell prompt beside the output), measured with Playwright: 828 CSS pixels.
OUTPUT_AREA_PX = 828.0
#: The smallest text a reader should meet on a board, in CSS pixels.
SMALLEST_PX = 11.0


def smallest_text(text: str, room: float = OUTPUT_AREA_PX) -> tuple[float, str]:
    """The smallest text of an SVG as shown in an output area ``room`` CSS pixels wide: its size in CSS pixels and
    its words."""
    root = ElementTree.fromstring(text.encode())
    width = float(root.get("width", "0").removesuffix("pt"))
    units = float(root.get("viewBox", "0 0 1 1").split()[2])
    natural = width * 4 / 3  # CSS pixels
    px_per_unit = natural / units * min(1.0, room / natural)
    found = []
    for element in root.iter("{http://www.w3.org/2000/svg}text"):
        size = re.search(r"font-size: ([0-9.]+)px", element.get("style", ""))
        words = "".join(element.itertext()).strip()
        if size and words:
            found.append((float(size.group(1)) * px_per_unit, words))
    assert found, "an SVG with no text measured"
    return min(found)


def test_the_measure_reads_a_figure_as_a_notebook_shows_it() -> None:
    """8.25 points at natural size is 11 px; a figure twice as wide as the output area shows it at 5.5 px."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(4.0, 2.0))
    fig.text(0.5, 0.5, "small", fontsize=8.25)
    fig.text(0.5, 0.2, "big", fontsize=20)
    size, words = smallest_text(svg(fig))
    assert words == "small" and size == pytest.approx(11.0, abs=0.01)
    wide = smallest_text(svg(fig), room=svg_width(svg(fig)) / 2)
    assert wide[0] == pytest.approx(5.5, abs=0.01)


def svg_width(text: str) -> float:
    """An SVG's natural width in CSS pixels."""
    found = re.search(r'<svg[^>]*width="([0-9.]+)pt"', text)
    assert found is not None
    return float(found.group(1)) * 4 / 3


GALLERY = [
    path
    for folder in ("gallery", "wooden_ships/gallery", "fighting_ships/gallery", "as_per_margin/gallery")
    for path in sorted((ROOT / "docs" / folder).rglob("*.svg"))
]


@pytest.mark.parametrize("path", GALLERY, ids=[str(p.relative_to(ROOT / "docs")) for p in GALLERY])
def test_every_gallery_picture_reads_at_11_px_in_a_notebook(path: Path) -> None:
    size, words = smallest_text(path.read_text())
    assert size >= SMALLEST_PX, f"{path.name}: {words!r} shows at {size:.1f} px"


def test_every_gallery_picture_reads_at_11_px_at_its_natural_size() -> None:
    """Those too wide for the output area still write no text under 11 px: shown at 100%, all of it reads."""
    assert GALLERY
    for path in GALLERY:
        size, words = smallest_text(path.read_text(), room=float("inf"))
        assert size >= SMALLEST_PX, f"{path.name}: {words!r} is {size:.1f} px"


def _wooden_ships_figures() -> dict[str, object]:
    from sailkit.rulesets.wooden_ships import Broadside, WoodenShipsGame, combat
    from sailkit.rulesets.wooden_ships.faces import drawing
    from sailkit.rulesets.wooden_ships.faces.explorers import advanced, basic

    game = WoodenShipsGame.from_scenario("frigate-duel")
    out: dict[str, object] = {
        "position": drawing.position_figure(game.position, game.state.grid, fields_of="Constitution", five=True),
        "game": drawing.game_figure(game),
    }
    game.apply_action("order Constitution 1L1")
    out["movement"] = game.ruling().figure()
    fire = basic.FireExplorer(enemy="G6")
    fire.update()
    out["fire explorer"] = fire.figure()
    assert fire.ruling is not None
    out["targets"] = fire.ruling.figure()
    pos = fire.position()
    out["fire"] = combat.fire_number(pos, pos.ship("Constitution"), Broadside.R, pos.ship("Java")).ruling.figure()
    out["fields explorer"] = advanced.FieldExplorer().figure()
    out["wind explorer"] = advanced.WindExplorer().figure()
    return out


def test_every_wooden_ships_board_reads_at_11_px_in_a_notebook() -> None:
    for kind, fig in _wooden_ships_figures().items():
        text = svg(fig)  # type: ignore[arg-type]
        assert svg_width(text) <= OUTPUT_AREA_PX, f"the {kind} board is shown shrunk"
        size, words = smallest_text(text)
        assert size >= SMALLEST_PX, f"{kind}: {words!r} shows at {size:.1f} px"


def test_a_card_is_never_wider_than_a_notebooks_output_area() -> None:
    """However many charts of chances, dice or steps a card shows, a notebook shows it at 100% [issue 24]."""
    from fractions import Fraction

    from sailkit.draw.cards import Chances, DiceRow, card

    rows = tuple((f"{k} or more", Fraction(1, 12)) for k in range(12))
    for charts in range(1, 6):
        fig = card(
            "odds",
            "a verdict",
            dice=[DiceRow("boarding dice", (6,) * 30, need=4)],
            chances=[Chances("attacking hits less defending hits", rows)] * charts,
            lines=["a step of a ruling, with its case [6.1]; " * 6],
        )
        text = svg(fig)
        assert svg_width(text) <= OUTPUT_AREA_PX, f"a card of {charts} charts is shown shrunk"
        assert smallest_text(text)[0] >= SMALLEST_PX


def test_every_as_per_margin_diagram_reads_at_11_px_in_a_notebook() -> None:
    """Besides its gallery, As Per Margin's image baselines' examples (tests/as_per_margin/diagrams.py) are measured."""
    import sailkit.rulesets.as_per_margin.faces.drawing  # noqa: F401  (registers the renderers)
    from tests.as_per_margin.diagrams import EXAMPLES

    small = []
    for name, example in EXAMPLES.items():
        size, words = smallest_text(svg(example().figure()))
        if size < SMALLEST_PX:
            small.append(f"{name}: {words!r} shows at {size:.1f} px")
    assert not small, small


def test_fighting_sails_teaching_pictures_read_at_11_px() -> None:
    """[issue 24] The first tutorial's enlarged counter named its ratings at 8 pt (10.7 px) and its small maps wrote
    each square's name at 6 pt (8 to 9 px): as tutorials/00_start_here.ipynb draws them, every word is 11 px."""
    from matplotlib.figure import Figure

    import sailkit.rulesets.fighting_sail as fs
    from sailkit.rulesets.fighting_sail.faces import drawing

    small = []
    for size, draw in (
        ((6.2, 4.2), lambda ax: drawing.draw_map(ax, ("0101", "0806"))),
        ((5, 3.6), lambda ax: drawing.draw_map(ax, ("0403", "0908"))),
        ((6, 2.6), lambda ax: drawing.draw_counter(ax, fs.Counter.from_rating("Shannon", "55-A-5-9 BR"))),
    ):
        fig = Figure(figsize=size)
        draw(fig.add_axes((0, 0, 1, 1)))
        found, words = smallest_text(svg(fig))
        if found < SMALLEST_PX:
            small.append(f"{words!r} at {found:.1f} px")
    assert small == []


#: The widest a Markdown page shows a picture in a window 800 CSS pixels wide: its whole width (a gallery page on
#: GitHub, in JupyterLab or on the site has a narrower column still; the site keeps pictures at their natural size,
#: ``tests/test_docsite_browser.py``).
PAGE_800_PX = 800.0
PAGES = sorted([ROOT / "docs" / "gallery.md", *(ROOT / "docs").glob("*/gallery.md")])


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT / "docs")) for p in PAGES])
def test_every_picture_of_a_gallery_page_reads_at_11_px_in_a_window_800_px_wide(page: Path) -> None:
    """[issue 24] A gallery page 800 px wide showed the pictures 835 px wide at 0.96, their smallest words at 10.8-11
    px: every picture is now at most 816 px wide (``style.OUTPUT_INCHES`` and the 0.1 inch pad a side)."""
    shown = re.findall(r"!\[[^\]]*\]\(([^)]+\.svg)\)", page.read_text(encoding="utf-8"))
    assert shown
    for name in shown:
        size, words = smallest_text((page.parent / name).read_text(), room=PAGE_800_PX)
        assert size >= SMALLEST_PX, f"{page.name}: {name}'s {words!r} shows at {size:.1f} px"
