"""A finished figure kept in a notebook as inline SVG, its alt text its plain-text form: what nbval compares, and
what a screen reader or a text-only viewer shows. Rule-free: any figure the kit's drawing describes
(:func:`sailkit.draw.figure.description`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure


@dataclass(frozen=True)
class Picture:
    """A finished figure as inline SVG for a notebook, its alt text as its plain-text form (what nbval compares)."""

    svg: str
    alt: str

    def _repr_html_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return f"<picture: {self.alt}>"


def picture(fig: Figure) -> Picture:
    """``fig`` as a :class:`Picture` (inline SVG with its alt text); the figure is closed."""
    from .draw.figure import description
    from .widgets import inline_closed

    alt = description(fig)
    return Picture(inline_closed(fig), alt)


__all__ = ["Picture", "picture"]
