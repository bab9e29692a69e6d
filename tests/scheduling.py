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

    def _split_scope(self, nodeid: str) -> str:
        if self.grouped is None:  # first asked once every worker has collected, so has written its groups down
            self.grouped = read_groups(run_temp(self.config))
        return scope(nodeid, self.grouped)

    def _only_last_left(self) -> bool:
        return list(self.workqueue) == [LAST]

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
        super()._assign_work_unit(node)

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
            super()._assign_work_unit(node)
