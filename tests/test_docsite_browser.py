"""The rules reference site in a real browser, opened from its files (``file://``: the search works offline).

Chromium as ``tests/test_browser.py`` drives it (the run's one browser and its fixtures; skipped with its reason where it is), on the site that
``tests/test_docsite.py`` builds once a run. A newcomer types a case number, then a word, and follows a case
from the index of cases to the tutorial part that teaches it. Screenshots at 1280 and 800 px go to the test's
temporary folder, or to ``$SAILKIT_SCREENSHOTS``.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from test_browser import PATIENCE_S, shots, sync_api  # noqa: F401 - fixtures used by name
from test_docsite import plan, site  # noqa: F401 - the fixtures: the site, built once a run, keyed by its plan

pytestmark = pytest.mark.slow


def _open(browser: Any, url: str, width: int) -> Any:  # noqa: F811 - the fixture's value
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.set_default_timeout(PATIENCE_S * 1000)
    page.goto(url)
    return page


def _search(page: Any, words: str) -> Any:
    """Type ``words`` in the search box as a reader does, and wait for the results the page lists."""
    box = page.locator("input[name=q]:visible").first
    if not box.count():  # on a narrow page the box sits in the folded navigation
        page.locator("label[for=__navigation]").first.click()
        box = page.locator("input[name=q]:visible").first
    box.fill(words)
    box.press("Enter")
    # the results come in one by one; the summary says when the last is in
    sync_api.expect(page.locator("#search-results .search-summary")).to_contain_text(re.compile(r"found \w+ page"))
    return page.locator("#search-results ul.search li")


@pytest.mark.parametrize("width", [1280, 800])
def test_a_reader_finds_a_case_by_number_and_by_a_word(browser: Any, site: Any, shots: Any, width: int) -> None:  # noqa: F811
    page = _open(browser, site.home.as_uri(), width)
    page.screenshot(path=str(shots / f"site-home-{width}.png"))
    results = _search(page, "9.33f")
    sync_api.expect(results.first).to_contain_text("9.33f")
    page.screenshot(path=str(shots / f"site-search-case-{width}.png"))
    results.first.locator("a").first.click()
    sync_api.expect(page).to_have_url(re.compile(r"#9\.33f$"))
    sync_api.expect(page.locator("[id='9.33f']")).to_be_in_viewport()
    page.screenshot(path=str(shots / f"site-case-{width}.png"))

    results = _search(page, "rake")
    assert results.count() >= 3
    sync_api.expect(page.locator("#search-results")).to_contain_text("Rake")
    page.close()


def test_a_case_links_to_its_tutorial_part(browser: Any, site: Any, shots: Any) -> None:  # noqa: F811
    index = site.home.parent / "fighting-sail" / "index.html"
    page = _open(browser, index.as_uri() + "#9.35", 1280)
    card = page.locator("[id='9.35']")
    sync_api.expect(card).to_be_in_viewport()
    card.get_by_role("link", name=re.compile(r"\[9\.35\]")).click()
    sync_api.expect(page).to_have_url(re.compile(r"tutorials/07_fire_combat\.html#9\.35$"))
    section = page.locator("section[id='9.35']")
    sync_api.expect(section.locator("h2, h3").first).to_be_in_viewport()
    sync_api.expect(section.locator(".sailkit-cards")).to_contain_text("blind area")
    page.screenshot(path=str(shots / "site-lesson.png"))
    page.close()
