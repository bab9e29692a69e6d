"""Who draws a ruling, a position or a game: the renderer registry every rule set fills, with no rule in it.

Rule modules never import drawing code. A ruling carries its rule set and its kind
(``Ruling(..., ruleset="fighting_sail", kind="fire")``) with the facts a picture
needs; the rule set's drawing face registers one renderer per kind with
:func:`renderer`, and the kit finds it when a notebook shows the ruling or a club
exports it (:mod:`sailkit.figures`). The drawing face is imported only then (the
rule set's :class:`~sailkit.ruleset.Face`, found through :mod:`sailkit.registry`), so
answering a rules question never loads matplotlib.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

#: draws one ruling as a new matplotlib Figure
Renderer = Callable[[Any], "Figure"]

#: a renderer as it is written: its own signature kept (a figure function may take more, by keyword)
R = TypeVar("R", bound=Renderer)

_RENDERERS: dict[tuple[str, str], Renderer] = {}


def renderer(ruleset: str, kind: str) -> Callable[[R], R]:
    """Register the function that draws rulings of ``kind`` from ``ruleset`` (used as a decorator; the function is
    returned as it is, so a figure function with options of its own registers itself)."""

    def register(fn: R) -> R:
        _RENDERERS[(ruleset, kind)] = fn
        return fn

    return register


def renderer_for(ruleset: str, kind: str) -> Renderer | None:
    """The renderer registered for ``(ruleset, kind)``, importing the rule set's drawing module if need be.

    ``None`` when nothing draws it, also for a rule set that is not installed as an entry point.
    """
    key = (ruleset, kind)
    if key not in _RENDERERS and ruleset and kind:
        from .registry import rulesets
        from .ruleset import Face

        found = rulesets().get(ruleset)  # a rule set not (yet) installed draws nothing: its ruling shows as a table
        if found is not None:
            found.face(Face.DRAWING)
    return _RENDERERS.get(key)


def drawn(ruleset: str, kind: str, thing: Any) -> Figure | None:
    """``thing`` drawn as a new Figure by the renderer ``ruleset`` registered for ``kind``; ``None`` when none does.

    What a ruling's or a position's ``figure()`` method returns, so rules code that never
    imports drawing still shows itself in a notebook.
    """
    draw = renderer_for(ruleset, kind)
    return None if draw is None else draw(thing)


def drawn_svg(ruleset: str, kind: str, thing: Any) -> str | None:
    """:func:`drawn` as a deterministic SVG, for a value's ``_repr_svg_`` in a notebook (python-chess's board shows
    itself through its pure renderer the same way), made light for the notebook that stores it
    (:func:`sailkit.compact.compact_svg`); ``None`` when nothing draws it. Only this loads the export."""
    figure = drawn(ruleset, kind, thing)
    if figure is None:
        return None
    from .compact import compact_svg
    from .figures import svg

    return compact_svg(svg(figure))


def drawn_html(ruleset: str, kind: str, thing: Any) -> str | None:
    """:func:`drawn` as HTML with the picture inline and its alt text, for a value's ``_repr_html_``; ``None`` when
    nothing draws it."""
    figure = drawn(ruleset, kind, thing)
    if figure is None:
        return None
    from .figures import inline

    return inline(figure)


__all__ = ["Renderer", "drawn", "drawn_html", "drawn_svg", "renderer", "renderer_for"]
