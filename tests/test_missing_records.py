"""A missing record is "no such record file" in every rule set's record format (issue 25, point 3), whether opened
from Python (``sailkit.replay``) or from the terminal (``sailkit ruling``), never "invalid record"."""

from __future__ import annotations

from pathlib import Path

import pytest

import sailkit
from sailkit import cli

SAMPLES = sorted(p.name for p in (Path(__file__).resolve().parent.parent / "replays").iterdir() if p.suffix != ".md")


def test_every_rule_sets_format_has_a_sample() -> None:
    assert {Path(name).suffix for name in SAMPLES} >= {".sail", ".wsim", ".apm", ".fsh"}


@pytest.mark.parametrize("name", SAMPLES)
def test_a_sample_record_opened_where_it_is_not_is_no_such_file(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(FileNotFoundError, match="no such record file"):
        sailkit.replay(f"replays/{name}")
    assert cli.main(["ruling", f"replays/{name}", "range", "A", "B"]) == cli.CANNOT
    assert capsys.readouterr().err == f"sailkit ruling: error: no such record file: 'replays/{name}'\n"
