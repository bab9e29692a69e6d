"""Image comparison: each As Per Margin diagram looks as it did when its baseline was approved (pytest-mpl).

After an intended change to the pictures, look at them, then redraw the baselines and commit them:

    python3 dev.py test tests/as_per_margin/test_images.py --mpl-generate-path=tests/as_per_margin/baseline
"""

from __future__ import annotations

import pytest

import sailkit.rulesets.as_per_margin.faces.drawing  # noqa: F401  (registers the renderers until the rule set is installed)
from tests.image_baselines import approved

from .diagrams import EXAMPLES


@pytest.mark.parametrize("name", list(EXAMPLES))
@approved()
def test_diagram_looks_as_approved(name: str):
    """Each example, as a Figure, against its approved baseline."""
    return EXAMPLES[name]().figure()
