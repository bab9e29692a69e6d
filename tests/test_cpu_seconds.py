"""The CPU-seconds plugin (cpu_seconds.py) charges a test its own process's time and that of the processes below it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import cpu_seconds
import pytest

TICK = os.sysconf("SC_CLK_TCK")


def _process(proc: Path, pid: int, parent: int, name: str, *ticks: int, tasks: bool = False) -> None:
    """A ``/proc/PID/stat`` of a process named ``name`` (spaces and brackets allowed) with utime, stime, cutime and
    cstime ``ticks``; with ``tasks``, its parent's thread lists it among its children too."""
    fields = ["S", str(parent), *["0"] * 9, *map(str, ticks), *["0"] * 30]
    (proc / str(pid) / "task" / str(pid)).mkdir(parents=True)
    (proc / str(pid) / "stat").write_text(f"{pid} ({name}) {' '.join(fields)}\n")
    if tasks:
        listed = proc / str(parent) / "task" / str(parent) / "children"
        listed.parent.mkdir(parents=True, exist_ok=True)
        listed.write_text((listed.read_text() if listed.exists() else "") + f"{pid} ")


@pytest.mark.parametrize("tasks", [True, False], ids=["children-files", "parents"])
def test_every_process_below_counts_once_and_none_beside_it(tmp_path: Path, tasks: bool) -> None:
    proc = tmp_path / "proc"
    _process(proc, 10, 1, "pytest", 500, 50, 7, 3)  # the test's own process: not its own descendant
    # a kernel, with a finished child's time, a child of it, and Chromium
    _process(proc, 11, 10, "python -m ipykernel", TICK, TICK, 2 * TICK, 0, tasks=tasks)
    _process(proc, 12, 11, "a (child) of it", 0, TICK // 2, 0, 0, tasks=tasks)
    _process(proc, 13, 10, "chromium", 3 * TICK, 0, 0, 0, tasks=tasks)
    _process(proc, 20, 1, "another helper's run", 100 * TICK, 0, 0, 0, tasks=tasks)
    (proc / "self").mkdir()  # not a process
    found = cpu_seconds.descendants(10, proc)
    assert found == {11: 4.0, 12: TICK // 2 / TICK, 13: 3.0}
    assert cpu_seconds.descendants(13, proc) == {}
    assert cpu_seconds.descendants(10, tmp_path / "no-proc") == {}


def test_a_test_is_charged_its_own_process_and_the_processes_below_it(tmp_path: Path) -> None:
    _process(tmp_path / "proc", 1_000_000_001, os.getpid(), "a kernel of this run", 100 * TICK, 0, 0, 0, tasks=True)
    before = cpu_seconds.used(tmp_path / "no-proc")  # this process and the children it waited for, alone
    assert cpu_seconds.used(tmp_path / "proc") >= before + 100


def test_the_summary_names_the_tests_that_took_most() -> None:
    figures = {"a": 1.0, "b": 3.5, "c": 0.25}
    assert list(cpu_seconds.slowest(figures, shown=2)) == [
        "4.8 CPU seconds over 3 tests; the 2 most:",
        "    3.50s  b",
        "    1.00s  a",
    ]


#: Run by :func:`test_a_process_that_outlives_its_parent_is_still_charged`: a child starts a grandchild and ends; the
#: orphaned grandchild then uses a third of a CPU second. Prints the CPU seconds this process's tree used meanwhile.
ORPHAN = """
import os, subprocess, sys, time
import cpu_seconds

if sys.argv[1] == "adopt":
    assert cpu_seconds.adopt_orphans()
before = cpu_seconds.used()
burn = "import time\\nt = time.process_time()\\nwhile time.process_time() - t < 0.35: pass"
child = "import subprocess, sys; print(subprocess.Popen([sys.executable, '-c', sys.argv[1]]).pid)"
grandchild = int(subprocess.run([sys.executable, "-c", child, burn], capture_output=True, text=True).stdout)
while os.path.exists(f"/proc/{grandchild}") and open(f"/proc/{grandchild}/stat").read().split(")")[1].split()[0] != "Z":
    time.sleep(0.05)  # until it has ended: gone (init reaped it), or a zombie of this process
print(cpu_seconds.used() - before)
"""


@pytest.mark.skipif(not cpu_seconds.PROC.is_dir(), reason="needs Linux's /proc")
@pytest.mark.parametrize("adopt", [True, False], ids=["adopted", "lost"])
def test_a_process_that_outlives_its_parent_is_still_charged(adopt: bool) -> None:
    """A server's kernels outlive it when it is stopped: their time stays with the run (the plugin adopts orphans);
    without that, it left with them and the test stopping the server was charged less than nothing."""
    tests = Path(__file__).parent
    run = [sys.executable, "-c", ORPHAN, "adopt" if adopt else "no"]
    used = float(subprocess.run(run, capture_output=True, text=True, check=True, cwd=tests).stdout)
    if adopt:
        assert used >= 0.35
    else:
        assert used < 0.35  # the orphan's third of a second is not seen: what adopting mends
