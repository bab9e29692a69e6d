"""A picture as an ``<img>`` PNG with its alt text (:func:`sailkit.png_img.picture_html`)."""

from __future__ import annotations

import base64

import matplotlib.pyplot as plt
import pytest

from sailkit.errors import InvalidInputError
from sailkit.png_img import picture_html


def _figure() -> object:
    fig, ax = plt.subplots(figsize=(1, 1))
    ax.plot([0, 1], [0, 1])
    return fig


def test_the_picture_is_a_png_with_its_alt_text_escaped_and_the_same_bytes_each_time() -> None:
    first, again = picture_html(_figure(), 'a line "up"'), picture_html(_figure(), 'a line "up"')
    assert first.startswith('<img alt="a line &quot;up&quot;" src="data:image/png;base64,') and first.endswith('"/>')
    png = base64.b64decode(first.split("base64,")[1].removesuffix('"/>'))
    assert png.startswith(b"\x89PNG") and b"Software" not in png
    assert first == again


def test_a_picture_without_alt_text_is_refused() -> None:
    with pytest.raises(InvalidInputError, match="alt text"):
        picture_html(_figure(), "  ")
