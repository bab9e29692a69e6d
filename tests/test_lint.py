"""Static checks: ruff's lint rules and formatting hold for every file, and mypy finds no type error in sailkit.

The settings are in pyproject.toml. None of the tools leaves a cache in the tree: ruff runs with
``--no-cache``, and mypy keeps its incremental cache in the system's temporary folder (:func:`mypy_cache`).

That cache is one for every checkout of the machine with the same mypy and Python, not one per checkout:
mypy takes a module's cached result when the file's size and content hash match what it recorded, whatever
its path's modification time, so a fresh clone of code checked before starts warm (about a second) instead
of cold (about 13 s of CPU); a file that differs is checked again, and so is every module that depends on
it (:func:`test_a_shared_mypy_cache_still_checks_a_changed_file`). Runs from two checkouts take turns on the
cache (a lock file beside it), so neither reads what the other is half-way through writing.
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
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


def mypy_cache() -> Path:
    """mypy's cache for this machine's checkouts: keyed by mypy's and Python's versions, never by the checkout's path."""
    version = importlib.metadata.version("mypy")
    return Path(tempfile.gettempdir()) / f"sailkit-mypy-{version}-py{sys.version_info[0]}.{sys.version_info[1]}"


@contextlib.contextmanager
def _taking_turns(cache: Path) -> Iterator[None]:
    """Hold the lock beside ``cache`` (where the system has ``fcntl``; elsewhere runs do not overlap in practice)."""
    try:
        import fcntl
    except ImportError:  # Windows
        yield
        return
    with open(f"{cache}.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def run_mypy(root: Path, cache: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """mypy in ``root`` (its settings from there), with ``cache`` as its incremental cache, run alone on that cache."""
    with _taking_turns(cache):
        cmd = [sys.executable, "-m", "mypy", "--cache-dir", str(cache), *args]
        return subprocess.run(cmd, cwd=root, capture_output=True, text=True)


def test_mypy_finds_no_type_error_in_sailkit() -> None:
    """Every module of sailkit, every rule set included (``files`` and the options are in pyproject.toml)."""
    out = run_mypy(ROOT, mypy_cache())
    assert out.returncode == 0, out.stdout + out.stderr


def test_a_shared_mypy_cache_still_checks_a_changed_file(tmp_path: Path) -> None:
    """Another checkout at another path reuses the cache, yet a file changed there is checked again, and so is a
    module that uses it though it did not change itself (its cached result no longer holds)."""
    first = tmp_path / "first" / "pkg"
    first.mkdir(parents=True)
    (first / "__init__.py").write_text("")
    (first / "shots.py").write_text("def guns(broadside: int) -> int:\n    return broadside\n")
    (first / "fleet.py").write_text("from pkg.shots import guns\n\nfire: int = guns(12)\n")
    cache = tmp_path / "cache"
    assert run_mypy(first.parent, cache, "--strict", "pkg").returncode == 0

    same, changed = tmp_path / "same", tmp_path / "changed"
    for clone in (same, changed):  # as a fresh clone has them: the same files, written later
        shutil.copytree(first.parent, clone)
        for file in (clone / "pkg").iterdir():
            os.utime(file, (file.stat().st_mtime + 100,) * 2)
    (changed / "pkg" / "shots.py").write_text("def guns(broadside: int) -> str:\n    return str(broadside)\n")
    out = run_mypy(same, cache, "--strict", "-v", "pkg")
    assert out.returncode == 0, out.stdout + out.stderr
    # the same content, written later: mypy took each module's cached result by its hash
    assert "Updating mtime for pkg.shots" in out.stderr and "Updating mtime for pkg.fleet" in out.stderr
    out = run_mypy(changed, cache, "--strict", "pkg")
    assert (
        out.returncode == 1
        and 'pkg/fleet.py:3: error: Incompatible types in assignment (expression has type "str"' in out.stdout
    ), out.stdout + out.stderr
