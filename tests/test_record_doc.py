"""docs/records.md teaches by example and lists every error: its Python blocks run, its tables match the code."""

from __future__ import annotations

import json
import re
from pathlib import Path

from sailkit.annotations import ERRORS
from sailkit.record import Record, read_record

DOC = Path(__file__).resolve().parents[1] / "docs" / "records.md"


def _text() -> str:
    return DOC.read_text(encoding="utf-8")


def test_every_python_block_in_the_records_doc_runs() -> None:
    blocks = re.findall(r"```python\n(.*?)```", _text(), flags=re.S)
    assert len(blocks) >= 4
    namespace: dict[str, object] = {}
    for i, block in enumerate(blocks):
        exec(compile(block, f"{DOC.name} block {i + 1}", "exec"), namespace)


def test_the_error_table_is_the_code_s() -> None:
    rows = re.findall(r"^\| `([^`]+)` \| (.+) \|$", _text().split("### Errors")[1].split("###")[0], flags=re.M)
    assert [what for what, _ in rows] == list(ERRORS)


def test_every_problem_the_reader_can_report_is_in_the_table() -> None:
    table = _text().split("### What reading can report")[1].split("\n## ")[0]
    rows = re.findall(r"^\| `([^`]+)`", table, flags=re.M)
    patterns = [re.compile(re.escape(r).replace(r"\.\.\.", ".*").replace("WHAT", ".*") + "$") for r in rows]
    bad = "[Broken\n(\n)\nroll {\nroll 1 {[%x] [%arrow red 1>2}\nroll 2 ) x\nroll 3 {[%arrow red 1}\n(\n"
    _, problems = read_record('[A "b"]\n' + bad)
    assert len(problems) == 8
    for p in problems:
        assert sum(bool(pattern.match(p.message)) for pattern in patterns) == 1, p


def test_the_json_example_is_the_schema() -> None:
    example = re.findall(r"```json\n(.*?)```", _text(), flags=re.S)[0]
    record = Record.from_json(example)
    assert json.loads(record.to_json()) == json.loads(example)


def test_the_records_doc_points_nowhere_outside_the_repository() -> None:
    text = _text()
    assert "/work" not in text and "../" not in text and "shared/" not in text
