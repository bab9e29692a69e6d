"""Static checks: ruff's lint rules (pyproject.toml) and ruff's formatting hold for every file."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _ruff(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ruff", *args, "--no-cache"], cwd=ROOT, capture_output=True, text=True)


def test_ruff_lint_rules_hold() -> None:
    out = _ruff("check", "--output-format", "concise", ".")
    assert out.returncode == 0, out.stdout + out.stderr


def test_code_is_ruff_formatted() -> None:
    out = _ruff("format", "--check", ".")
    assert out.returncode == 0, out.stdout + out.stderr
