"""Which notebook heading teaches each rule, read off the tutorials' headings (:mod:`sailkit.taught_in`)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from sailkit.taught_in import notebook_headings, taught_in


def _cites(words: str) -> list[str]:
    return re.findall(r"R\d", words)


def test_a_notebooks_markdown_headings_in_order_with_their_levels(tmp_path: Path) -> None:
    cells = [
        {"cell_type": "markdown", "source": ["# Moving [R1]\n", "Some words.\n", "## [R1, R2] Two at once"]},
        {"cell_type": "code", "source": ["# not a heading\n"]},
        {"cell_type": "markdown", "source": ["### [R2] Alone  \n"]},
    ]
    path = tmp_path / "01.ipynb"
    path.write_text(json.dumps({"cells": cells}), encoding="utf-8")
    assert notebook_headings(path) == [(1, "Moving [R1]"), (2, "[R1, R2] Two at once"), (3, "[R2] Alone")]


def test_the_heading_citing_fewest_rules_teaches_then_the_deeper_then_the_first() -> None:
    headings = {
        "02.ipynb": [(1, "Title [R3]"), (2, "[R3] Again"), (2, "[R4] Four")],
        "01.ipynb": [(2, "[R1, R2] Both"), (3, "[R2] Two"), (2, "[R3] Three"), (3, "[R4] Deeper four")],
    }
    assert taught_in(headings, _cites) == {
        "R1": ("01.ipynb", "[R1, R2] Both"),
        "R2": ("01.ipynb", "[R2] Two"),
        "R3": ("01.ipynb", "[R3] Three"),  # the title names R3 but teaches nothing; the first of equals wins
        "R4": ("01.ipynb", "[R4] Deeper four"),
    }
