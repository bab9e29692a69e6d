"""The repository stands alone: nothing it ships points outside it, and the suite writes nothing into it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: What a clone ships: the files a user or contributor reads (tools and caches excluded).
SHIPPED = ["README.md", "pyproject.toml", "dev.py", ".ci", "docs", "sailkit", "tests", "tutorials", "replays"]
SUFFIXES = {".md", ".py", ".ipynb", ".toml", ".csv", ".json", ".sail", ".cfg", ""}
#: Places outside the repository a file once pointed to (spelled in pieces so this file does not mention them).
OUTSIDE = ["../" + "shared", "/work/" + "shared", "missing" + "_tables.md"]


def _files() -> list[Path]:
    out: list[Path] = []
    for name in SHIPPED:
        top = ROOT / name
        paths = [top] if top.is_file() else sorted(top.rglob("*"))
        out += [p for p in paths if p.is_file() and p.suffix in SUFFIXES and "__pycache__" not in p.parts]
    return out


def test_no_file_points_outside_the_repository() -> None:
    found = [
        f"{p.relative_to(ROOT)}: {bad}" for p in _files() for bad in OUTSIDE if bad in p.read_text(errors="replace")
    ]
    assert found == []


@pytest.mark.parametrize(
    "doc", ["README.md", *(str(p.relative_to(ROOT)) for p in sorted((ROOT / "docs").glob("*.md"))), "replays/README.md"]
)
def test_every_relative_link_in_the_docs_resolves_inside_the_repository(doc: str) -> None:
    path = ROOT / doc
    links = re.findall(r"\]\(([^)\s#]+)(?:#[^)]*)?\)", path.read_text(encoding="utf-8"))
    local = [link for link in links if "://" not in link and not link.startswith("mailto:")]
    for link in local:
        target = (path.parent / link).resolve()
        assert target.exists(), f"{doc} links to {link}, which a clone lacks"
        assert ROOT in target.parents, f"{doc} links to {link}, outside the repository"


def test_hypothesis_keeps_its_cache_outside_the_working_tree() -> None:
    """The suite's hypothesis profile writes no .hypothesis folder into the tree (tests/conftest.py)."""
    from hypothesis.configuration import storage_directory

    where = storage_directory("constants").path.resolve()
    assert where != ROOT and ROOT not in where.parents
