"""The parallel run's scheduler (scheduling.py) keeps its promises under every order the workers can finish in.

A simulated xdist run: workers and the session behave as xdist's do (a worker runs an item only
once it knows the next one, or has been told to shut down; a finished worker is removed; once the
scheduler says the tests are finished every worker is told to stop), and hypothesis picks which
worker moves at each step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import pytest
from conftest import LAST
from hypothesis import given
from hypothesis import strategies as st

scheduling = pytest.importorskip("scheduling", reason="pytest-xdist is not installed")
Producer = pytest.importorskip("xdist.remote").Producer


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


def collection(notebooks: list[int], tests: int, last: bool) -> list[str]:
    items = [f"tutorials/nb{n}.ipynb::Cell {c}" for n, cells in enumerate(notebooks) for c in range(cells)]
    items += [f"tests/test_x.py::test_{t}" for t in range(tests)]
    if last:
        items[len(items) // 2 : len(items) // 2] = [LAST, "tests/test_tree_clean.py::test_the_check_sees_a_file"]
    return items


def run(items: list[str], workers: int, moves: Any) -> list[tuple[int, str]]:
    """Run ``items`` on ``workers`` simulated workers; ``moves`` picks which worker moves next. Returns (worker, item)."""
    config = SimpleNamespace(getvalue=lambda name: [f"{workers}*popen"], option=SimpleNamespace(loadscopereorder=True))
    sched = scheduling.SuiteScheduling(config, Producer("sched", enabled=False))
    nodes = [Worker(i) for i in range(workers)]
    for node in nodes:
        sched.add_node(node)
        sched.add_node_collection(node, items)
    sched.schedule()
    ran: list[tuple[int, str]] = []
    while nodes:
        ready = [n for n in nodes if n.can_run() or (n.shutting_down and not n.queue)]
        assert ready, f"deadlock: {[(n.queue, n.shutting_down) for n in nodes]}"
        node = moves.draw(st.sampled_from(ready))
        if node.can_run():
            index = node.queue.pop(0)
            ran.append((node.name, items[index]))
            sched.mark_test_complete(node, index)
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
)
def test_notebooks_stay_whole_and_the_tree_check_runs_after_everything(
    notebooks: list[int], tests: int, last: bool, workers: int, moves: Any
) -> None:
    items = collection(notebooks, tests, last)
    if not items:
        return
    ran = run(items, workers, moves)
    assert sorted(item for _, item in ran) == sorted(items)  # each test once, none dropped
    for n, cells in enumerate(notebooks):
        nb = [(w, item) for w, item in ran if item.startswith(f"tutorials/nb{n}.ipynb::")]
        assert [item for _, item in nb] == [f"tutorials/nb{n}.ipynb::Cell {c}" for c in range(cells)]
        assert len({w for w, _ in nb}) == 1, "a notebook's cells ran on two workers"
    if last:
        assert ran[-1][1] == LAST


def test_a_notebook_is_one_unit_and_a_test_file_is_not() -> None:
    assert scheduling.scope("tutorials/05_movement.ipynb::Cell 3") == "tutorials/05_movement.ipynb"
    assert scheduling.scope("tests/test_x.py::test_a[1]") == "tests/test_x.py::test_a[1]"
