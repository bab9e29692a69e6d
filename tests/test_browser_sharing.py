"""The browser tests of a process share one Chromium: they run in one row, and it stops when the row ends.

Both browser modules (``test_browser.py``, ``test_docsite_browser.py``) used to start their own (a module-scoped
fixture); ``conftest.py`` now starts one for the first test of the row and stops it after the last, before any test
that does not use it (Playwright's event loop must not outlive the row: see ``conftest.browser``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import conftest
import pytest
from conftest import after_test, browser_tests_together


@dataclass(eq=False)
class Item:
    name: str
    fixturenames: list[str] = field(default_factory=list)


def _names(items: list[Item]) -> list[str]:
    return [i.name for i in items]


def test_the_browser_tests_run_in_one_row_where_the_last_of_them_was() -> None:
    b1, b2 = Item("browser::a", ["browser", "server"]), Item("browser::b", ["browser"])
    s1, s2 = Item("docsite::site", ["site"]), Item("docsite::plain")
    d1, d2 = Item("docsite_browser::a", ["browser", "site"]), Item("docsite_browser::b", ["site", "browser"])
    last = Item("tree_clean")
    items = [b1, b2, s1, s2, d1, d2, last]
    assert _names(browser_tests_together(items)) == _names([s1, s2, b1, b2, d1, d2, last])
    assert _names(browser_tests_together([s1, d1, s2, b1, last])) == _names([s1, s2, d1, b1, last])
    assert browser_tests_together([s1, s2]) == [s1, s2]
    assert browser_tests_together([]) == []


class Fake:
    """Stands for Chromium and its Playwright: records that it was stopped."""

    def __init__(self, log: list[str], name: str) -> None:
        self.log, self.name = log, name

    def close(self) -> None:
        self.log.append(f"{self.name} closed")

    def stop(self) -> None:
        self.log.append(f"{self.name} stopped")


def test_chromium_runs_until_the_next_test_does_not_use_it(monkeypatch: pytest.MonkeyPatch) -> None:
    log: list[str] = []
    monkeypatch.setattr(conftest, "_chromium", Fake(log, "chromium"))
    monkeypatch.setattr(conftest, "_playwright", Fake(log, "playwright"))
    after_test(Item("next", ["browser", "tmp_path"]))
    assert log == [] and conftest._chromium is not None  # the row goes on
    after_test(Item("next", ["tmp_path"]))
    assert log == ["chromium closed", "playwright stopped"] and conftest._chromium is conftest._playwright is None
    after_test(None)  # nothing runs any more: nothing to stop
    assert log == ["chromium closed", "playwright stopped"]

    monkeypatch.setattr(conftest, "_chromium", Fake(log, "chromium"))
    monkeypatch.setattr(conftest, "_playwright", Fake(log, "playwright"))
    after_test(None)  # the last test of the run
    assert log[2:] == ["chromium closed", "playwright stopped"]
