"""docs/drawing.md teaches the drawing primitives by example: every Python block runs, in order, on all three boards."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[1] / "docs" / "drawing.md"


def test_every_python_block_in_the_drawing_doc_runs() -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(), flags=re.S)
    assert len(blocks) == 6  # the sheet, the ruling-diagram recipe, squares, hexes, the table, a card
    namespace: dict[str, object] = {}
    for i, block in enumerate(blocks):
        exec(compile(block, f"{DOC.name} block {i + 1}", "exec"), namespace)


def test_the_doc_lists_every_primitive() -> None:
    from sailkit.draw import primitives

    text = DOC.read_text()
    public = [n for n in primitives.__all__ if n[0].islower() and callable(getattr(primitives, n))]
    core = {
        "frame",
        "area",
        "line",
        "route",
        "arrow",
        "heading_arrow",
        "marker",
        "text",
        "fit",
        "hull",
        "tile",
        "compass",
        "wind",
        "key",
    }
    assert core <= set(public)
    assert all(f"`{n}(" in text for n in core)
