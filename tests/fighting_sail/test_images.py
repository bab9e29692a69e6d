"""Image comparison: each kind of diagram looks as it did when its baseline was approved (pytest-mpl).

Every gallery entry (one or more per kind of diagram, on real scenario positions) is drawn
and compared pixel by pixel with its PNG in ``tests/fighting_sail/baseline``. After an
intended change to the pictures, look at them, then redraw the baselines and commit them:

    python3 dev.py test tests/fighting_sail/test_images.py --mpl-generate-path=tests/fighting_sail/baseline

(``--mpl`` is on for every run, see pyproject.toml; a failure writes the expected, actual and
difference images to a temporary folder named in the report.)
"""

from __future__ import annotations

import pytest

from sailkit.rulesets.fighting_sail.faces import gallery
from tests.image_baselines import approved


@pytest.mark.parametrize("slug", [e.slug for e in gallery.ENTRIES])
@approved()
def test_diagram_looks_as_approved(slug: str):
    """Each gallery picture, as a Figure, against its approved baseline."""
    return gallery.draw(next(e for e in gallery.ENTRIES if e.slug == slug))
