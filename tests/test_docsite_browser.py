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


#: Each picture a page shows: how wide it is shown and its natural width, in CSS pixels, and its file.
PICTURES = """() => [...document.querySelectorAll("article img")].map(
    (i) => [i.getBoundingClientRect().width, i.naturalWidth, i.currentSrc])"""


def test_every_gallery_picture_reads_at_11_px_on_a_page_800_px_wide(browser: Any, site: Any, shots: Any) -> None:  # noqa: F811
    """[issue 24] At 800 px the site's column is 736 px wide and shrank the gallery's pictures wider than that (to
    0.88-0.97, their smallest words to 10-11 px). A picture keeps its natural size and scrolls sideways instead, so
    each one's smallest words (8.5 points at natural size, 11.3 px) read at 11 px or more."""
    from pathlib import Path

    from test_smallest_text import smallest_text

    pages = (
        "docs/gallery.html",
        *(f"docs/{k}/gallery.html" for k in ("fighting_ships", "wooden_ships", "as_per_margin")),
    )
    for page_path in pages:
        page = _open(browser, (site.home.parent / page_path).as_uri(), 800)
        page.wait_for_function("() => [...document.images].every((i) => i.complete)")
        shown = page.evaluate(PICTURES)
        page.screenshot(path=str(shots / f"site-{page_path.replace('/', '-')}-800.png"))
        page.close()
        assert shown, page_path
        for width, natural, src in shown:
            text = Path(src.removeprefix("file://")).read_text(encoding="utf-8")
            size, words = smallest_text(text, room=float("inf"))
            px = size * width / natural
            assert px >= 11.0, f"{page_path}: {Path(src).name}'s {words!r} at {px:.1f} px"
