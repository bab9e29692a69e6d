"""One figure kept for the whole replay, redrawn by blitting: the background once, the changing artists each step.

Without an interactive matplotlib backend in the notebook (ipympl), a picture reaches
the page as an image. :class:`BlitCanvas` renders the figure's background (everything
the board does not list as dynamic) once with Agg and keeps the pixels; each step it
puts them back, draws only the dynamic artists (counters, heading, annotations) over
them and encodes the result as a PNG at the fastest zlib level. Nothing is rebuilt:
the figure, its axes and every artist that did not change stay as they are.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.figure import Figure

#: Pixels per inch of the picture in the notebook (matplotlib's default screen resolution).
DPI = 100
#: zlib level of the PNG: 1 is the fastest; a board of flat colours still compresses well.
PNG_LEVEL = 1


class BlitCanvas:
    """Agg rendering of ``figure`` with its ``dynamic`` artists drawn over a background rendered once."""

    def __init__(self, figure: Figure, dpi: int = DPI) -> None:
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        self.figure = figure
        figure.set_dpi(dpi)
        self.canvas = FigureCanvasAgg(figure)
        self._background: Any = None

    def reset(self, dynamic: Sequence[Artist]) -> None:
        """Render the background again (after the background itself changed), leaving ``dynamic`` out of it."""
        for a in dynamic:
            a.set_animated(True)
        self.canvas.draw()
        self._background = self.canvas.copy_from_bbox(self.figure.bbox)

    def frame(self, dynamic: Sequence[Artist]) -> bytes:
        """The picture now: the kept background with ``dynamic`` drawn over it, as PNG bytes."""
        if self._background is None:
            self.reset(dynamic)
        self.canvas.restore_region(self._background)
        renderer = self.canvas.get_renderer()
        for a in sorted(dynamic, key=lambda a: a.get_zorder()):
            a.set_animated(True)
            if a.get_visible():
                a.draw(renderer)
        return self.png()

    def png(self) -> bytes:
        """The canvas's pixels now as PNG bytes (RGB, fastest compression, no metadata)."""
        from PIL import Image

        width, height = self.canvas.get_width_height()
        image = Image.frombuffer("RGBA", (width, height), self.canvas.buffer_rgba(), "raw", "RGBA", 0, 1)
        out = io.BytesIO()
        image.convert("RGB").save(out, format="PNG", compress_level=PNG_LEVEL)
        return out.getvalue()


__all__ = ["DPI", "PNG_LEVEL", "BlitCanvas"]
