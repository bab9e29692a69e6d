"""The tutorials' index (tutorials/14_index.ipynb) is the case list's own index table, and every case gets taught."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sailkit.errors import InvalidInputError
from sailkit.rulesets.fighting_sail.cases import case, index_table, rules_cases

INDEX = Path(__file__).resolve().parents[2] / "tutorials" / "14_index.ipynb"


def test_a_case_links_to_the_anchor_jupyterlab_gives_its_heading() -> None:
    """[Case System] ``### [7.34] Title`` is anchored as ``[7.34]-Title`` (spaces to hyphens), percent-encoded."""
    c = case("7.34")
    assert c.level_heading == f"### [7.34] {c.title}"
    assert c.link == "05_movement.ipynb#%5B7.34%5D-" + c.title.replace(" ", "-").replace(",", "%2C").replace(";", "%3B")
    assert case("15.0-GL").level_heading == "## [15.0-GL] Game-Length" and case("9.33f").level_heading.startswith(
        "#### "
    )


def test_the_index_lists_every_case_of_the_rules_once_in_order() -> None:
    table = index_table()
    assert [c.number for c in table.rows] == [c.number for c in rules_cases()]
    assert table.sections == tuple(range(4, 16))
    md = index_table(15).markdown()
    assert md.count("\n") == 1 + sum(1 for c in rules_cases() if c.section == 15)
    row = "| [15.1] | [13_scenarios](13_scenarios.ipynb#%5B15.1%5D-Don%27t-Give-Up-the-Ship) | Don't Give Up the Ship |"
    assert row in md
    with pytest.raises(InvalidInputError, match="section"):
        index_table(3)


def _markdown_cells() -> str:
    nb = json.loads(INDEX.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


@pytest.mark.parametrize("section", range(4, 16))
def test_the_index_notebook_holds_the_generated_table_of_each_section(section: int) -> None:
    """The index cannot drift: each section's table in 14_index is ``index_table(section).markdown()`` verbatim.

    After a change to data/cases.csv, regenerate it:
    ``python -m sailkit.rulesets.fighting_sail index tutorials/14_index.ipynb``.
    """
    assert index_table(section).markdown() in _markdown_cells(), (
        f"section {section}: run python -m sailkit.rulesets.fighting_sail index tutorials/14_index.ipynb"
    )


def test_every_case_of_the_rules_is_taught_in_a_tutorial() -> None:
    """Every case from 4.0 to 15.9 (Primary, Secondary, lettered, parts) names its tutorial in data/cases.csv."""
    missing = index_table().missing
    assert not missing, f"cases without a tutorial: {', '.join(missing)}"
