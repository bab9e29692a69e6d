"""The test suite writes nothing into the working tree: no caches, no bytecode, no file a test or a notebook left behind.

``conftest.py`` remembers every file of the tree when the session begins and runs this
test last, after the notebooks; any file added or changed since then fails it, by name.
Run on its own it checks only itself.
"""

from __future__ import annotations

from pathlib import Path

from conftest import tree_files


def test_the_suite_writes_nothing_into_the_tree(tree_before: dict[str, tuple[int, int]]) -> None:
    after = tree_files()
    added = sorted(set(after) - set(tree_before))
    changed = sorted(p for p in set(after) & set(tree_before) if after[p] != tree_before[p])
    assert not added and not changed, f"the test run wrote into the tree: added {added}, changed {changed}"


def test_the_check_sees_a_file_written_anywhere_in_the_tree(tmp_path: Path) -> None:
    """Files in hidden folders and deep below count; git's own and the environment's do not."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text("a")
    before = tree_files(tmp_path)
    (tmp_path / ".git" / "index").write_text("x")
    (tmp_path / ".venv" / "lib").mkdir(parents=True)
    (tmp_path / ".venv" / "lib" / "x.py").write_text("x")
    assert tree_files(tmp_path) == before
    (tmp_path / ".mypy_cache" / "3.11").mkdir(parents=True)
    (tmp_path / ".mypy_cache" / "3.11" / "x.json").write_text("{}")
    (tmp_path / "docs" / "a.md").write_text("changed")
    after = tree_files(tmp_path)
    assert ".mypy_cache/3.11/x.json" in after and after["docs/a.md"] != before["docs/a.md"]
