"""A picture as an ``<img>`` PNG with its alt text: what a tutorial keeps in its output, so a repository browser
shows the diagram and a screen reader says what it shows. Rule-free: any figure, ruling or other picture that
draws itself (:func:`sailkit.figures.figure_of`)."""

from __future__ import annotations

import base64
import html
import io
from typing import Any

from .errors import InvalidInputError


def picture_html(picture: Any, alt: str, dpi: int = 72) -> str:
    """``picture`` (a figure, a ruling, anything that draws itself) as an ``<img>`` PNG with ``alt`` text; a blank
    ``alt`` is refused. The PNG carries no software stamp, so the same picture gives the same bytes."""
    import matplotlib.pyplot as plt

    from .figures import figure_of

    if not alt.strip():
        raise InvalidInputError("alt text", alt, "a sentence saying what the picture shows")
    fig = figure_of(picture)
    data = io.BytesIO()
    fig.savefig(data, format="png", dpi=dpi, metadata={"Software": None}, facecolor="white", bbox_inches="tight")
    plt.close(fig)
    src = base64.b64encode(data.getvalue()).decode()
    return f'<img alt="{html.escape(alt, quote=True)}" src="data:image/png;base64,{src}"/>'


__all__ = ["picture_html"]
