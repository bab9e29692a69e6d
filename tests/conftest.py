"""Shared test settings: hypothesis runs derandomised so CI is repeatable, and the suite writes nothing into the tree.

``derandomize=True`` already turns the example database off; hypothesis still caches
what it learns about the source (constants, Unicode tables) in a ``.hypothesis``
folder of the current directory, so that folder is moved out of the working tree
(to ``$HYPOTHESIS_STORAGE_DIRECTORY`` when set, else the system's temporary folder).

No bytecode either: ``python3 dev.py test`` sets ``PYTHONDONTWRITEBYTECODE`` for the
whole run (pytest, the notebooks' kernels, ruff and mypy inherit it); for a run
started some other way it is set here, for every module imported from now on and
every process started later. The tree as it stands now is remembered, and
``tests/test_tree_clean.py``, run last, fails if the suite added or changed a file.
"""

import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis.configuration import set_hypothesis_home_dir

_STORAGE = os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY") or str(Path(tempfile.gettempdir()) / "sailkit-hypothesis")
os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = _STORAGE
set_hypothesis_home_dir(_STORAGE)

settings.register_profile("sailkit", derandomize=True, deadline=None, max_examples=150)
settings.load_profile("sailkit")

sys.dont_write_bytecode = True
os.environ["PYTHONDONTWRITEBYTECODE"] = "1"

ROOT = Path(__file__).resolve().parent.parent
#: What belongs to the tools, not to the tree a clone checks out: git's own files and the environment.
NOT_THE_TREE = frozenset({".git", ".venv"})
LAST = "test_tree_clean.py::test_the_suite_writes_nothing_into_the_tree"


def tree_files(root: Path = ROOT) -> dict[str, tuple[int, int]]:
    """Every file of the working tree (but git's own and the environment's), with its size and modification time."""

    def walk(folder: Path) -> Iterator[Path]:
        for entry in os.scandir(folder):
            if entry.is_dir(follow_symlinks=False):
                if entry.name not in NOT_THE_TREE:
                    yield from walk(Path(entry.path))
            else:
                yield Path(entry.path)

    out = {}
    for p in walk(root):
        st = p.lstat()
        out[p.relative_to(root).as_posix()] = (st.st_size, st.st_mtime_ns)
    return out


_BEFORE = tree_files()


@pytest.fixture(scope="session")
def tree_before() -> dict[str, tuple[int, int]]:
    """The working tree as it was when the test session began."""
    return _BEFORE


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The check that the suite left the tree as it found it runs after everything else, notebooks included."""
    last = [i for i in items if i.nodeid.endswith(LAST)]
    items[:] = [i for i in items if i not in last] + last
