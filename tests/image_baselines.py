"""How every rule set's diagrams are held to approved baseline images (pytest-mpl), in one place.

A test module marks its picture test with :func:`approved` and keeps its baselines in a ``baseline`` folder beside
it. Small baselines: a few dozen kilobytes each, enough to see a moved counter or a lost label.
"""

from __future__ import annotations

import pytest

#: The resolution of every baseline image.
DPI = 50


def approved() -> pytest.MarkDecorator:
    """The mark of a test returning a Figure that must look as its approved baseline does."""
    return pytest.mark.mpl_image_compare(
        baseline_dir="baseline",
        savefig_kwargs={"dpi": DPI, "bbox_inches": "tight", "pad_inches": 0.1},
        style="default",
        tolerance=1,
    )
