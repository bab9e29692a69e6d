"""How the suite shares its tests among pytest-xdist's workers (``python3 dev.py test`` starts one per core).

Whatever ``--dist`` says (but ``each``), ``conftest.py`` hands the run to :class:`SuiteScheduling`, which
keeps three promises:

- a notebook runs whole on one worker, its cells in order: nbval runs them in one kernel, each cell
  on the state the cells before it left;
- the tests of a group (``conftest.groups``: those that share a browser or the site, ``xdist_group`` marks) run
  on one worker, which sets up what they share once (the workers write the groups down as they collect);
- every other test is a unit of its own, handed to whichever worker is free, so two workers finish
  within about one test of each other;
- the longest units go out first, by how long each took when it last ran (``durations.py``; a unit
  new since then goes out before those), so no long test or notebook is left to start near the end;
- the check that the suite wrote nothing into the tree (``LAST``) runs after every other test of
  every worker has finished, on the one worker still running, so it sees all that they wrote.

It is xdist's own scope scheduler (work units, handed out as workers run low) with those scopes, that
order, and the last check held back; nothing else is changed.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import durations
from conftest import LAST, run_temp
from xdist.scheduler import LoadScopeScheduling
from xdist.workermanage import WorkerController


def scope(nodeid: str, grouped: Mapping[str, str] | None = None) -> str:
    """The unit ``nodeid`` is run in: its group (named ``@group``) if ``grouped`` gives it one, its notebook for a
    notebook's cell, else the test alone."""
    if grouped and nodeid in grouped:
        return "@" + grouped[nodeid]
    path = nodeid.split("::", 1)[0]
    return path if path.endswith(".ipynb") else nodeid


def read_groups(run_temp: Path) -> dict[str, str]:
    """The groups the workers wrote down at collection (``conftest.groups``): test id -> group; none if unreadable."""
    grouped: dict[str, str] = {}
    for path in sorted(run_temp.glob("groups-*.json")):
        with contextlib.suppress(OSError, ValueError):
            grouped |= json.loads(path.read_text(encoding="utf-8"))
    return grouped


class SuiteScheduling(LoadScopeScheduling):
    """xdist's scope scheduling with the suite's scopes (:func:`scope`) and :data:`LAST` run last.

    :data:`LAST` stays in the work queue until it is sent, so xdist never takes the run for done
    before it has run; it is only ever sent to the one worker left when all others have finished.
    Before the first unit goes out, the queue is put in :func:`durations.longest_first` order.
    """

    def __init__(
        self,
        config: Any,
        log: Any = None,
        table: dict[str, float] | None = None,
        grouped: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(config, log)
        self.table = durations.load() if table is None else table
        self.grouped = grouped
        self._ordered = False
        #: The tests sent to each worker and not yet reported done, counted as they go (see :meth:`_pending_of`).
        self._pending: dict[Any, int] = {}
        #: Each worker's test ids by their index in its collection (xdist's own look-up reads the list through).
        self._index: dict[Any, dict[str, int]] = {}

    def _split_scope(self, nodeid: str) -> str:
        if self.grouped is None:  # first asked once every worker has collected, so has written its groups down
            self.grouped = read_groups(run_temp(self.config))
        return scope(nodeid, self.grouped)

    def _only_last_left(self) -> bool:
        return len(self.workqueue) == 1 and LAST in self.workqueue

    def _pending_of(self, workload: dict[str, dict[str, bool]]) -> int:
        """The tests of ``workload`` (a worker's units) not yet done: the worker's count, kept as units go out and
        tests come back, where xdist's own counts every test ever sent to it. xdist asks after every event of the
        run (``tests_finished``), so its count made the run's process quadratic in the tests: some 20 CPU seconds
        of a whole run, and workers left waiting for their next test meanwhile on a loaded machine."""
        for node, assigned in self.assigned_work.items():
            if assigned is workload:
                return self._pending.get(node, 0)
        return super()._pending_of(workload)  # a removed worker's

    def _send(self, node: WorkerController) -> None:
        """xdist's ``_assign_work_unit``: the next unit of the queue to ``node``, counted and looked up at once."""
        scope, unit = self.workqueue.popitem(last=False)
        self.assigned_work.setdefault(node, {})[scope] = unit
        if node not in self._index:
            self._index[node] = {nodeid: i for i, nodeid in enumerate(self.registered_collections[node])}
        todo = [self._index[node][nodeid] for nodeid, done in unit.items() if not done]
        self._pending[node] = self._pending.get(node, 0) + len(todo)
        node.send_runtest_some(todo)

    def mark_test_complete(self, node: WorkerController, item_index: int, duration: float = 0) -> None:
        nodeid = self.registered_collections[node][item_index]
        if not self.assigned_work[node][self._split_scope(nodeid)][nodeid]:
            self._pending[node] -= 1
        super().mark_test_complete(node, item_index, duration)

    def _assign_work_unit(self, node: WorkerController) -> None:
        if not self._ordered:  # the queue is whole now (schedule() built it): the longest units first
            self._ordered = True
            order = durations.longest_first(self.workqueue, self.table)
            units = [(scope, self.workqueue[scope]) for scope in order]
            self.workqueue.clear()
            self.workqueue.update(units)
        if self._only_last_left():
            return
        if LAST in self.workqueue:
            self.workqueue.move_to_end(LAST)
        self._send(node)

    def _reschedule(self, node: WorkerController) -> None:
        if not self._only_last_left():
            super()._reschedule(node)
        elif not node.shutting_down:
            # Every worker but one stops once its own tests are run; the one still running
            # gets the last check when all the others have finished (see remove_node).
            if any(other is not node and not other.shutting_down for other in self.nodes):
                node.shutdown()
            else:
                self._release(node)

    def remove_node(self, node: WorkerController) -> str | None:
        crashed = super().remove_node(node)
        for other in self.nodes:
            if self._only_last_left() and not other.shutting_down:
                self._release(other)
        return crashed

    def _release(self, node: WorkerController) -> None:
        """Send the last check to ``node`` if it is the only worker left."""
        if self._only_last_left() and len(self.nodes) == 1:
            self._send(node)
