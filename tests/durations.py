"""How long each test took when it last ran, kept outside the tree, so a parallel run starts the longest first.

Every run (parallel or not) records, per test, the time its set-up, call and tear-down took, and
merges it into one table in the system's temporary folder (``$SAILKIT_DURATIONS`` when set):
each test's last figure, tests not run this time kept. The parallel run's scheduler
(``scheduling.py``) sends the longest units of work out first by that table, so the run does not
end with one worker alone on a long test or notebook while the other has finished.

A figure no run has refreshed for :data:`KEPT_DAYS` goes (a test renamed or deleted on any checkout of the
machine), so the table holds about what the checkouts here still run. Each figure is kept with the time
it was taken; a table of the earlier form (test id -> seconds) is read, its figures taken as new.

Nobody keeps the table up to date: a test new since the last run has no figure yet and goes out
first, ahead of every test with one (it may be long; once run, it has its figure). With no table,
or one that knows fewer than half of the units (a first run, a run of a few files so far), the order
stays the fallback's: notebooks first, the most cells first, then tests marked ``slow``, then the
rest in file order. The table is a hint: if it cannot be read or written the run goes on without it.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path

#: Where the table is kept: one file for this machine, outside every checkout (test ids are the same in each).
TABLE = Path(os.environ.get("SAILKIT_DURATIONS") or Path(tempfile.gettempdir()) / "sailkit-durations.json")


#: How long a figure is kept without a run timing its test again: long enough for a branch left for a while.
KEPT_DAYS = 30


def _read(path: Path) -> dict[str, tuple[float, float]]:
    """The table: test id -> (seconds, when they were measured, as ``time.time()``); bad entries left out.

    The earlier form (test id -> seconds) counts as measured now.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    now, table = time.time(), {}
    for test, entry in data.items():
        seconds, when = entry if isinstance(entry, list) and len(entry) == 2 else (entry, now)
        if _number(seconds) and _number(when) and seconds >= 0:
            table[test] = (float(seconds), float(when))
    return table


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def load(path: Path = TABLE) -> dict[str, float]:
    """The table: test id -> seconds; empty when there is none or it cannot be read."""
    return {test: seconds for test, (seconds, _) in _read(path).items()}


def record(measured: Mapping[str, float], path: Path = TABLE, now: float | None = None) -> None:
    """Merge ``measured`` into the table (the new figures win) and drop figures older than :data:`KEPT_DAYS`.

    The table is written whole or not at all; a failure is ignored (the table is a hint).
    """
    if not measured:
        return
    now = time.time() if now is None else now
    oldest = now - KEPT_DAYS * 86400
    table = {test: [s, when] for test, (s, when) in _read(path).items() if when >= oldest}
    table |= {test: [seconds, now] for test, seconds in measured.items()}
    try:
        fd, name = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(table, out, sort_keys=True, indent=0)
            mask = os.umask(0)
            os.umask(mask)
            os.chmod(name, 0o666 & ~mask)  # as open() would make it, not mkstemp's 0600
            os.replace(name, path)
        except BaseException:
            os.unlink(name)
            raise
    except OSError:
        pass


def longest_first(units: Mapping[str, Mapping[str, object]], table: Mapping[str, float]) -> list[str]:
    """The units' names (each unit: its test ids), the longest first by ``table``; units new to it lead.

    A unit takes the sum of its tests' figures. The order is left as it is (the sort is stable) when
    the table knows fewer than half of the units: their figures would say little about the rest.
    """
    known = {name: sum(table[t] for t in tests) for name, tests in units.items() if all(t in table for t in tests)}
    if 2 * len(known) < len(units):
        return list(units)
    return sorted(units, key=lambda name: -known.get(name, float("inf")))
