"""Static checks: ruff's lint rules and formatting hold for every file, and mypy finds no type error in sailkit.

The settings are in pyproject.toml. None of the tools leaves a cache in the tree:
ruff runs with ``--no-cache``, and mypy keeps its cache in the system's temporary
directory, one per checkout (a warm cache checks the package in well under a second;
a cold one in a few seconds).
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile
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


def test_mypy_finds_no_type_error_in_sailkit() -> None:
    """Every module of sailkit, every rule set included (``files`` and the options are in pyproject.toml)."""
    cache = Path(tempfile.gettempdir()) / f"sailkit-mypy-{hashlib.sha256(str(ROOT).encode()).hexdigest()[:12]}"
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(cache)], cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stdout + out.stderr
