"""The CPU-seconds plugin (cpu_seconds.py) charges a test its own process's time and that of the processes below it."""

from __future__ import annotations

import os
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
