"""docs/boards.md teaches by example: every Python block on the page runs, in order, and its asserts hold."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "boards.md"


def test_every_python_block_in_the_boards_doc_runs() -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(), flags=re.S)
    assert len(blocks) >= 8
    namespace: dict[str, object] = {}
    for i, block in enumerate(blocks):
        exec(compile(block, f"{DOC.name} block {i + 1}", "exec"), namespace)


def test_the_boards_doc_points_nowhere_outside_the_repository() -> None:
    text = DOC.read_text()
    assert "/work" not in text and "../" not in text and "shared/" not in text
