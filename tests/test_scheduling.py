"""The parallel run's scheduler (scheduling.py) keeps its promises under every order the workers can finish in.

A simulated xdist run: workers and the session behave as xdist's do (a worker runs an item only
once it knows the next one, or has been told to shut down; a finished worker is removed; once the
scheduler says the tests are finished every worker is told to stop), and hypothesis picks which
worker moves at each step.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import durations
import pytest
from conftest import LAST, groups
from hypothesis import given
from hypothesis import strategies as st

scheduling = pytest.importorskip("scheduling", reason="pytest-xdist is not installed")
Producer = pytest.importorskip("xdist.remote").Producer
LoadScopeScheduling = pytest.importorskip("xdist.scheduler").LoadScopeScheduling


@dataclass(eq=False)
class Worker:
    """What the scheduler sees of an xdist worker, and what it has run."""

    name: int
    queue: list[int] = field(default_factory=list)
    shutting_down: bool = False

    @property
    def gateway(self) -> SimpleNamespace:
        return SimpleNamespace(id=f"gw{self.name}")

    def send_runtest_some(self, indices: list[int]) -> None:
        assert not self.shutting_down, "work sent to a worker told to stop"
        self.queue += indices

    def shutdown(self) -> None:
        self.shutting_down = True

    def can_run(self) -> bool:
        return len(self.queue) >= 2 or bool(self.queue and self.shutting_down)


def collection(notebooks: list[int], tests: int, last: bool, grouped: int = 0) -> list[str]:
    items = [f"tutorials/nb{n}.ipynb::Cell {c}" for n, cells in enumerate(notebooks) for c in range(cells)]
    items += [f"tests/test_x.py::test_{t}" for t in range(tests)]
    items += [f"tests/test_{'yz'[g % 2]}.py::test_{g}_in_browser" for g in range(grouped)]  # two files, one group
    if last:
        items[len(items) // 2 : len(items) // 2] = [LAST, "tests/test_tree_clean.py::test_the_check_sees_a_file"]
    return items


def run(
    items: list[str], workers: int, pick: Callable[[list[Worker]], Worker], table: dict[str, float] | None = None
) -> list[tuple[int, str]]:
    """Run ``items`` on ``workers`` simulated workers; ``pick`` chooses which worker moves next. Returns (worker, item).

    ``table`` is the durations table the scheduler orders by (none unless given: the machine's own is not read).
    """
    config = SimpleNamespace(getvalue=lambda name: [f"{workers}*popen"], option=SimpleNamespace(loadscopereorder=True))
    grouped = {item: "browser" for item in items if item.endswith("_in_browser")}
    sched = scheduling.SuiteScheduling(config, Producer("sched", enabled=False), table=table or {}, grouped=grouped)
    nodes = [Worker(i) for i in range(workers)]
    for node in nodes:
        sched.add_node(node)
        sched.add_node_collection(node, items)
    sched.schedule()
    ran: list[tuple[int, str]] = []
    while nodes:
        ready = [n for n in nodes if n.can_run() or (n.shutting_down and not n.queue)]
        assert ready, f"deadlock: {[(n.queue, n.shutting_down) for n in nodes]}"
        node = pick(ready)
        if node.can_run():
            index = node.queue.pop(0)
            ran.append((node.name, items[index]))
            sched.mark_test_complete(node, index)
            for worker, units in sched.assigned_work.items():  # its count of the tests pending is xdist's own
                assert sched._pending_of(units) == LoadScopeScheduling._pending_of(sched, units), worker
        else:
            nodes.remove(node)
            if node in sched.nodes:  # a worker stopped before it had work is no longer the scheduler's
                sched.remove_node(node)
        if sched.tests_finished:  # as xdist's session does after each event: every worker is told to stop
            for other in sched.nodes:
                other.shutdown()
    return ran


@given(
    notebooks=st.lists(st.integers(1, 5), max_size=3),
    tests=st.integers(0, 12),
    last=st.booleans(),
    workers=st.integers(1, 3),
    moves=st.data(),
    seconds=st.lists(st.floats(0, 100), max_size=20),
    grouped=st.integers(0, 4),
)
def test_notebooks_and_groups_stay_whole_and_the_tree_check_runs_after_everything(
    notebooks: list[int], tests: int, last: bool, workers: int, moves: Any, seconds: list[float], grouped: int
) -> None:
    """Whatever the durations table says of the tests (``seconds``: figures for the first of them)."""
    items = collection(notebooks, tests, last, grouped)
    if not items:
        return
    ran = run(items, workers, lambda ready: moves.draw(st.sampled_from(ready)), dict(zip(items, seconds, strict=False)))
    assert sorted(item for _, item in ran) == sorted(items)  # each test once, none dropped
    for n, cells in enumerate(notebooks):
        nb = [(w, item) for w, item in ran if item.startswith(f"tutorials/nb{n}.ipynb::")]
        assert [item for _, item in nb] == [f"tutorials/nb{n}.ipynb::Cell {c}" for c in range(cells)]
        assert len({w for w, _ in nb}) == 1, "a notebook's cells ran on two workers"
    assert len({w for w, item in ran if item.endswith("_in_browser")}) <= 1, "a group's tests ran on two workers"
    if last:
        assert ran[-1][1] == LAST


def test_a_notebook_and_a_group_are_one_unit_each_and_a_test_file_is_not() -> None:
    assert scheduling.scope("tutorials/05_movement.ipynb::Cell 3") == "tutorials/05_movement.ipynb"
    assert scheduling.scope("tests/test_x.py::test_a[1]") == "tests/test_x.py::test_a[1]"
    grouped = {"tests/test_x.py::test_a[1]": "browser"}
    assert scheduling.scope("tests/test_x.py::test_a[1]", grouped) == "@browser"
    assert scheduling.scope("tests/test_x.py::test_a[2]", grouped) == "tests/test_x.py::test_a[2]"


def test_the_groups_the_workers_wrote_down_are_read_whole(tmp_path: Path) -> None:
    (tmp_path / "groups-gw0.json").write_text('{"a": "browser"}')
    (tmp_path / "groups-gw1.json").write_text('{"a": "browser", "b": "db"}')
    (tmp_path / "groups-gw2.part").write_text('{"c": ')  # a worker still writing
    assert scheduling.read_groups(tmp_path) == {"a": "browser", "b": "db"}
    assert scheduling.read_groups(tmp_path / "none") == {}


@dataclass
class Item:
    """What ``conftest.groups`` reads of a collected test."""

    fixturenames: list[str]
    marks: list[pytest.Mark] = field(default_factory=list)

    def iter_markers(self, name: str) -> list[pytest.Mark]:
        return [m for m in self.marks if m.name == name]


def test_the_tests_sharing_a_browser_or_the_site_or_marked_so_are_one_group() -> None:
    """The group is one worker's: it starts Chromium and builds the rules site once a run, for all of them."""
    assert groups(Item(["tmp_path", "browser"])) == groups(Item(["site"])) == {"browser"}
    assert groups(Item(["tmp_path"])) == set()
    assert groups(Item([], [pytest.mark.xdist_group("db").mark])) == {"db"}
    assert groups(Item([], [pytest.mark.xdist_group(name="db").mark])) == {"db"}


def FIRST(ready: list[Worker]) -> Worker:
    """The first worker ready moves (on one worker: the only one)."""
    return ready[0]


def test_the_longest_units_go_out_first_and_a_new_one_before_them() -> None:
    """One worker runs the units in the order they are sent: a notebook counts the sum of its cells."""
    items = collection([2, 1], 3, last=True)  # nb0 (2 cells), nb1, test_0..test_2, the tree checks
    table = {item: 1.0 for item in items}
    table |= {"tutorials/nb0.ipynb::Cell 0": 0.25, "tutorials/nb0.ipynb::Cell 1": 0.25, "tests/test_x.py::test_2": 9.0}
    del table["tests/test_x.py::test_1"]  # new since the table was written
    ran = [item for _, item in run(items, 1, FIRST, table)]
    assert ran[:3] == ["tests/test_x.py::test_1", "tests/test_x.py::test_2", "tutorials/nb1.ipynb::Cell 0"]
    assert ran[-3:] == ["tutorials/nb0.ipynb::Cell 0", "tutorials/nb0.ipynb::Cell 1", LAST]  # 0.5 s in all


def test_a_table_that_knows_too_few_units_leaves_the_order_as_it_was() -> None:
    """Notebooks first, the most cells first (xdist's reordering), then the tests in collection order."""
    items = collection([1, 3], 2, last=False)
    table = {"tests/test_x.py::test_0": 50.0}  # trusted, it would send test_0 out last
    assert [item for _, item in run(items, 1, FIRST, table)] == [*items[1:4], items[0], *items[4:]]
    assert durations.longest_first({"a": {"a": False}, "b": {"b": False}}, {"b": 2.0}) == ["a", "b"]
    assert durations.longest_first({"a": {"a": False}, "b": {"b": False}}, {"a": 1.0, "b": 2.0}) == ["b", "a"]


def test_a_run_s_durations_are_merged_into_the_table_whole(tmp_path: Path) -> None:
    """The new figures win, tests not run this time keep theirs; the file is readable by all, like any file written."""
    table = tmp_path / "durations.json"
    durations.record({"a": 1.0, "b": 2.0}, table)
    durations.record({"b": 3.0, "c": 0.5}, table)
    assert durations.load(table) == {"a": 1.0, "b": 3.0, "c": 0.5}
    mask = os.umask(0)
    os.umask(mask)
    assert table.stat().st_mode & 0o777 == 0o666 & ~mask  # as open() makes it, not mkstemp's 0600
    assert [p.name for p in tmp_path.iterdir()] == ["durations.json"]


def test_a_test_not_run_for_a_while_leaves_the_table(tmp_path: Path) -> None:
    """A test renamed or deleted (on any checkout of this machine) is not kept for ever: its figure goes once no run
    has timed it for :data:`durations.KEPT_DAYS`; a figure a run has just refreshed stays however old it was."""
    table, day = tmp_path / "durations.json", 86400.0
    durations.record({"gone": 1.0, "kept": 2.0}, table, now=0.0)
    durations.record({"new": 3.0}, table, now=(durations.KEPT_DAYS - 1) * day)
    assert durations.load(table) == {"gone": 1.0, "kept": 2.0, "new": 3.0}
    durations.record({"kept": 4.0}, table, now=(durations.KEPT_DAYS + 1) * day)
    assert durations.load(table) == {"kept": 4.0, "new": 3.0}


def test_a_table_of_the_earlier_form_is_read_and_taken_over(tmp_path: Path) -> None:
    """The table as runs before pruning wrote it (test id -> seconds) is read, and counts as timed now."""
    table = tmp_path / "durations.json"
    table.write_text('{"old": 1.5}')
    assert durations.load(table) == {"old": 1.5}
    durations.record({"b": 2.0}, table)
    assert durations.load(table) == {"old": 1.5, "b": 2.0}


@pytest.mark.parametrize("text", ["", "not json", "[1, 2]", '{"a": "slow", "b": -1, "c": 2}'])
def test_a_table_that_cannot_be_read_is_no_table(tmp_path: Path, text: str) -> None:
    table = tmp_path / "durations.json"
    table.write_text(text)
    assert durations.load(table) == ({"c": 2.0} if "c" in text else {})
    assert durations.load(tmp_path / "none.json") == {}
    durations.record({"a": 1.0}, tmp_path / "no such folder" / "durations.json")  # unwritable: the run goes on
