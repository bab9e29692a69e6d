"""CPU seconds per test: its process's and every process it started (a notebook's kernel, a server, Chromium).

A pytest plugin, off unless asked for: ``python3 dev.py test -p cpu_seconds`` ends with the tests that took the
most CPU and the tests' total (``--cpu-seconds-json PATH`` writes every test's figure to ``PATH``, to sum by
group). It is the figure to compare two versions of the suite by when other work shares the
machine's cores: a test's wall time (``--durations``) then grows with the load, its CPU seconds hardly. Alternate
the runs of the two versions, at least twice each.

A test is charged what its process used from the start of its set-up to the end of its tear-down (user and system
time), its finished child processes included, plus what the processes below it used meanwhile, read from Linux's
``/proc`` (each with the children it waited for, so a process that ends moves its time to its parent, counted once).
Elsewhere only the processes waited for count. In a parallel run each worker measures its own tests and the figures
reach the summary with the reports.

A process that outlives its parent (a kernel when its Jupyter server is stopped, Chromium's helpers when it closes)
would leave the tree, and its time with it: the test in whose tear-down that happened was charged minus the time the
processes used over every test before (a site browser test, -49 s). So the plugin makes each pytest process the
reaper of its orphaned descendants (Linux's ``PR_SET_CHILD_SUBREAPER``): they stay below it, and once ended they
stay readable as zombies until the run ends (only in a run that asks for this plugin), their time counted once.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

#: Where Linux shows each process's times.
PROC = Path("/proc")
#: The summary's length: how many of the tests that took the most CPU it names.
SHOWN = 10
#: The name a report carries its test's figure under (``report.user_properties``).
KEY = "cpu_seconds"
#: ``prctl``'s option making a process the parent of its descendants' orphans (linux/prctl.h).
PR_SET_CHILD_SUBREAPER = 36


def adopt_orphans() -> bool:
    """Make this process the parent of every descendant whose own parent ends before it (see the module's docstring).

    Says whether it could (Linux only): elsewhere an orphan's time is lost to the figures, as before.
    """
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return int(libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)) == 0
    except (OSError, AttributeError):
        return False


def _stat(path: Path) -> tuple[int, float] | None:
    """The parent's id and the CPU seconds (own and of the children waited for) in a ``/proc/PID/stat`` file."""
    try:
        text = path.read_text()
    except OSError:  # the process ended meanwhile
        return None
    fields = text[text.rindex(")") + 2 :].split()  # after the command's name, which may hold spaces
    ticks = sum(int(f) for f in fields[11:15])  # utime, stime, cutime, cstime
    return int(fields[1]), ticks / os.sysconf("SC_CLK_TCK")


def descendants(pid: int, proc: Path = PROC) -> dict[int, float]:
    """The CPU seconds of every live process below ``pid`` (children, their children...), by process id.

    Each process's children are read from its threads' ``children`` files (a few reads for a test that started
    nothing); where the kernel gives none, from the parent of every process of the system.
    """
    if not proc.is_dir():
        return {}
    below = _children if any((proc / str(pid) / "task").glob("*/children")) else _parents(proc)
    out: dict[int, float] = {}
    todo = below(proc, pid)
    while todo:
        child = todo.pop()
        if (found := _stat(proc / str(child) / "stat")) is not None:
            out[child] = found[1]
            todo += below(proc, child)
    return out


def _children(proc: Path, pid: int) -> list[int]:
    """The children of ``pid`` as its threads' ``/proc/PID/task/TID/children`` files list them."""
    out = []
    with contextlib.suppress(OSError):  # the process ended meanwhile: its folder went while it was read
        for task in (proc / str(pid) / "task").glob("*/children"):
            with contextlib.suppress(OSError):  # the thread ended meanwhile
                out += [int(child) for child in task.read_text().split()]
    return out


def _parents(proc: Path) -> Callable[[Path, int], list[int]]:
    """The children of a process found from every process's parent (``stat``), read once."""
    below: dict[int, list[int]] = {}
    for entry in proc.iterdir():
        if entry.name.isdigit() and (found := _stat(entry / "stat")) is not None:
            below.setdefault(found[0], []).append(int(entry.name))
    return lambda _, pid: list(below.get(pid, ()))


def used(proc: Path = PROC) -> float:
    """The CPU seconds this process and the processes it started have used so far."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system + sum(descendants(os.getpid(), proc).values())


def slowest(figures: dict[str, float], shown: int = SHOWN) -> Iterator[str]:
    """The summary's lines: the tests' total, then the ``shown`` tests that took the most CPU."""
    yield f"{sum(figures.values()):.1f} CPU seconds over {len(figures)} tests; the {min(shown, len(figures))} most:"
    for test, seconds in sorted(figures.items(), key=lambda item: -item[1])[:shown]:
        yield f"{seconds:8.2f}s  {test}"


_started: dict[str, float] = {}
_figures: dict[str, float] = {}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--cpu-seconds-json", metavar="PATH", help="cpu_seconds.py: write every test's CPU seconds to PATH (JSON)"
    )


def pytest_configure(config: pytest.Config) -> None:
    adopt_orphans()


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_logstart(nodeid: str) -> None:
    _started[nodeid] = used()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    report = yield
    if call.when == "teardown" and item.nodeid in _started:
        report.user_properties.append((KEY, used() - _started.pop(item.nodeid)))
    return report


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Keep each test's figure (in a parallel run the workers' reports come to the run's process too)."""
    for key, value in report.user_properties:
        if key == KEY and report.when == "teardown":
            _figures[report.nodeid] = value


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if path := terminalreporter.config.getoption("cpu_seconds_json"):
        Path(path).write_text(json.dumps(_figures, indent=0), encoding="utf-8")
    if _figures:
        terminalreporter.write_sep("=", "CPU seconds (cpu_seconds.py: each test with the processes it started)")
        for line in slowest(_figures):
            terminalreporter.write_line(line)
