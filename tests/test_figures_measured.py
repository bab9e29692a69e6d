"""Each text measured once a process by the SVG renderer (``sailkit.figures.measured_once``): the same bytes as
matplotlib measuring it anew in every renderer, whatever the size, weight, family or words."""

from __future__ import annotations

from typing import Any

import pytest
from matplotlib.figure import Figure

from sailkit import figures


def _labels(sizes: tuple[float, ...], weight: str = "normal", family: str = "sans-serif") -> Figure:
    fig = Figure(figsize=(3, 2))
    ax = fig.add_subplot()
    for i, size in enumerate(sizes):
        # centred, and past the axes' right edge: where it is drawn and the figure's tight box follow its measure
        ax.text(1.0, 0.2 * i, "0505 Shannon", fontsize=size, fontweight=weight, family=family, ha="center", va="center")
    ax.set_title("turn 1", fontsize=9)
    return fig


def _fresh(monkeypatch: pytest.MonkeyPatch, fig: Figure) -> str:
    """``fig``'s SVG with every text measured by matplotlib alone, in each renderer."""
    monkeypatch.setattr(figures, "measured_once", _nothing_kept)
    return figures.svg(fig)


class _nothing_kept:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: Any) -> None:
        return None


@pytest.mark.parametrize(
    "first, then",
    [
        ({"sizes": (8,)}, {"sizes": (20,)}),
        ({"sizes": (9,)}, {"sizes": (9,), "weight": "bold"}),
        ({"sizes": (9,)}, {"sizes": (9,), "family": "monospace"}),
    ],
)
def test_a_text_measured_before_in_another_font_is_measured_in_its_own(
    monkeypatch: pytest.MonkeyPatch, first: dict[str, Any], then: dict[str, Any]
) -> None:
    """The same words drawn before in another size, weight or family: each figure is what matplotlib draws."""
    figures.svg(_labels(**first))  # its measures kept
    kept = figures.svg(_labels(**then))
    assert kept == _fresh(monkeypatch, _labels(**then))


def test_a_text_measured_before_is_not_measured_again(monkeypatch: pytest.MonkeyPatch) -> None:
    from matplotlib.backends.backend_svg import RendererSVG

    figures.svg(_labels((8, 11)))
    asked: list[str] = []
    measure = RendererSVG.get_text_width_height_descent

    def counted(renderer: RendererSVG, s: str, prop: Any, ismath: Any) -> Any:
        asked.append(s)
        return measure(renderer, s, prop, ismath)

    monkeypatch.setattr(RendererSVG, "get_text_width_height_descent", counted)
    figures.svg(_labels((8, 11)))
    assert "0505 Shannon" not in asked
    assert RendererSVG.get_text_width_height_descent is counted  # put back as it was after the figure
