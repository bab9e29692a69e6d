"""Static checks: no unused imports or names, no undefined names, no syntax errors (ruff's F and E9 rules)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_finds_no_unused_or_undefined_names() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--select", "F,E9", "--output-format", "concise", "sailkit", "tests", "dev.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr
