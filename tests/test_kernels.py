"""The tutorials share one kernel per pytest process (``kernels.py``), each notebook finding it as a fresh one.

A pytest run of four small notebooks in a temporary folder, with the suite's plugin: each writes down the
process id of its kernel. The first leaves names, a figure, matplotlib settings, a warning filter and a
working directory behind, and the second, given the same kernel, must see none of them; the third fails, so
the fourth gets a kernel of its own.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent

LEAVES_STATE_BEHIND = """import os, warnings
import matplotlib
matplotlib.use("Agg")
matplotlib.rcParams["svg.hashsalt"] = "left over"
import matplotlib.pyplot as plt
figure = plt.figure()
warnings.simplefilter("ignore")
left_over = 1
os.chdir("/")"""
FINDS_A_FRESH_KERNEL = """import os, warnings
import matplotlib, matplotlib.pyplot as plt
assert "left_over" not in globals() and "figure" not in globals()
assert plt.get_fignums() == []
assert matplotlib.rcParams["svg.hashsalt"] is None
assert "inline" in matplotlib.get_backend()
assert ("ignore", None, Warning, None, 0) not in warnings.filters
assert os.path.basename(os.getcwd()) in ("two", "four")  # the notebook's own folder
import gc
assert gc.get_freeze_count() > 0  # what the kernel held before this notebook is not walked by each collection"""
FAILS = "raise ValueError('this notebook fails')"


def _notebook(path: Path, *sources: str) -> None:
    record = f"open(os.path.join(os.environ['PIDS'], {path.stem!r}), 'w').write(str(os.getpid()))"
    cells = [
        {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": s} for s in sources
    ]
    cells.insert(
        0,
        {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": "import os\n" + record},
    )
    for number, cell in enumerate(cells):
        cell["id"] = str(number)
    notebook = {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(notebook), encoding="utf-8")


@pytest.mark.slow
def test_notebooks_share_a_kernel_that_forgets_each_one_and_a_failure_is_not_passed_on(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    pids.mkdir()
    _notebook(tmp_path / "one" / "a.ipynb", LEAVES_STATE_BEHIND)
    _notebook(tmp_path / "two" / "b.ipynb", FINDS_A_FRESH_KERNEL)
    _notebook(tmp_path / "three" / "c.ipynb", FAILS)
    _notebook(tmp_path / "four" / "d.ipynb", FINDS_A_FRESH_KERNEL)
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    env = {**os.environ, "PIDS": str(pids), "PYTHONPATH": str(TESTS)}
    env.pop("SAILKIT_FRESH_KERNELS", None)
    options = ["-p", "kernels", "-p", "no:cacheprovider", "-p", "no:xdist", "--nbval-lax", "--nbval-current-env"]
    notebooks = ["one/a.ipynb", "two/b.ipynb", "three/c.ipynb", "four/d.ipynb"]
    run = subprocess.run(
        [sys.executable, "-m", "pytest", *options, "-q", *notebooks],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert "1 failed, 7 passed" in run.stdout, run.stdout[-3000:]
    assert "this notebook fails" in run.stdout
    pid = {name: (pids / name).read_text() for name in "abcd"}
    assert pid["a"] == pid["b"] == pid["c"]  # one kernel for the first three notebooks, reset between them
    assert pid["d"] != pid["c"]  # the failure's kernel was stopped: the next notebook started its own
