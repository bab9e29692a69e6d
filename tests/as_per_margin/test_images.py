"""Image comparison: each As Per Margin diagram looks as it did when its baseline was approved (pytest-mpl).

After an intended change to the pictures, look at them, then redraw the baselines and commit them:

    python3 dev.py test tests/as_per_margin/test_images.py --mpl-generate-path=tests/as_per_margin/baseline
"""

from __future__ import annotations

import pytest

import sailkit.rulesets.as_per_margin.faces.drawing  # noqa: F401  (registers the renderers until the rule set is installed)

from .diagrams import EXAMPLES

#: Small baselines, as Fighting Sail's: enough to see a moved ship or a lost label.
DPI = 50


@pytest.mark.parametrize("name", list(EXAMPLES))
@pytest.mark.mpl_image_compare(
    baseline_dir="baseline",
    savefig_kwargs={"dpi": DPI, "bbox_inches": "tight", "pad_inches": 0.1},
    style="default",
    tolerance=1,
)
def test_diagram_looks_as_approved(name: str):
    """Each example, as a Figure, against its approved baseline."""
    return EXAMPLES[name]().figure()
