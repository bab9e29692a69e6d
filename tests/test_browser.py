"""In a real browser: the rulings desk and the replayer served by Voila, and a tutorial run in JupyterLab.

Playwright for Python drives the system's Chromium (``/usr/bin/chromium``; Playwright's own
browser download is not used). ``python3 dev.py test`` installs Chromium where it can (as
root, with apt-get); where none can be had these tests are skipped with a message saying so.
One Chromium serves every browser test of a process (``browser`` in ``conftest.py``: they run in one row, and
the parallel run sends every test that uses it to one worker), and one server the tests of this module (:func:`server`):
JupyterLab on a free port of 127.0.0.1, with Voila as its server extension (``/voila/render/...``, the pages
``voila`` serves on its own), over a copy of what they open in a temporary folder (so nothing is written into
the tree); it is waited for explicitly and shut down with its kernels after the module's last test. Each test
opens its own notebook, so a page's kernel is its own. Screenshots go to the test's temporary folder, or to
``$SAILKIT_SCREENSHOTS`` when set.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")
#: Longest wait for a server to answer, or for a page to show what it should (a loaded machine is slow).
PATIENCE_S = 120

if not CHROMIUM.exists():
    pytest.skip(
        f"no Chromium at {CHROMIUM}: the browser tests need Debian's chromium "
        "(as root, `python3 dev.py test` installs it with apt-get; otherwise `sudo apt-get install chromium`)",
        allow_module_level=True,
    )
sync_api = pytest.importorskip(
    "playwright.sync_api", reason="Playwright is not installed: `python3 dev.py test` installs the test extra"
)
sync_api.expect.set_options(timeout=PATIENCE_S * 1000)  # every wait below is explicit, none is a sleep


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def _server(cmd: list[str], cwd: Path, url: str, log: Path, env: dict[str, str] | None = None) -> Iterator[str]:
    """Run ``cmd`` (a Jupyter server) in ``cwd`` (with ``env`` added to the environment) until ``url`` answers; stop
    it and its kernels afterwards."""
    with log.open("wb") as out:
        environment = {**os.environ, **(env or {})}
        proc = subprocess.Popen(
            cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, start_new_session=True, env=environment
        )
        try:
            deadline = time.monotonic() + PATIENCE_S
            while True:
                if proc.poll() is not None:
                    pytest.fail(f"{cmd[2]} stopped before serving (exit {proc.returncode}):\n{log.read_text()[-2000:]}")
                try:
                    with urllib.request.urlopen(url, timeout=5) as answer:
                        if answer.status == 200:
                            break
                except OSError:
                    pass
                if time.monotonic() > deadline:
                    pytest.fail(f"{cmd[2]} did not answer {url} in {PATIENCE_S} s:\n{log.read_text()[-2000:]}")
                time.sleep(0.25)
            yield url
        finally:
            os.killpg(proc.pid, signal.SIGTERM)  # the server and the kernels it started: its own process group
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("SAILKIT_SCREENSHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


#: The notebook :func:`test_the_served_replayer_marks_a_shot_where_it_lands` opens: the replayer on a sample record.
REPLAY_NOTEBOOK = "replay.ipynb"
#: The notebook :func:`test_the_served_replayer_marks_a_shot_on_every_board` opens: one replayer a rule set.
SHOTS_NOTEBOOK = "replay-shots.ipynb"
#: The notebook :func:`test_a_wide_board_keeps_its_size_in_a_narrow_jupyterlab` opens: a board 816 px wide.
WIDE_NOTEBOOK = "wide-board.ipynb"
#: The gallery page :func:`test_a_gallery_picture_keeps_its_size_in_jupyterlabs_markdown_preview` opens: pictures
#: up to 816 px wide.
GALLERY_PAGE = Path("docs") / "wooden_ships" / "gallery.md"
#: JupyterLab's settings for the served lab, in a folder of their own (not the user's): Markdown opens as its
#: preview, as a reader double-clicking a gallery page in the file browser gets it.
LAB_SETTINGS = {"@jupyterlab/docmanager-extension/plugin": {"defaultViewers": {"markdown": "Markdown Preview"}}}
#: A sample record of every other rule set with a board, the point of its main line where a broadside lands (the
#: replayer opens one point before it) and the words the board says of it: the replayer's marks on every board.
SHOTS = {
    "wooden_ships": ("wooden_ships-frigate-duel.wsim", 44, "Java fired at Constitution: crew 8-6-6"),
    "as_per_margin": ("apm-frigate-duel.apm", 17, "Thetis fired at Amethyst: masts 3/4"),
    "fighting_ships": ("fighting_ships-duel.fsh", 89, "Syrene fired at Naiad: no effect"),
}


def _notebook(path: Path, *sources: str) -> None:
    """A notebook of one code cell for each of ``sources``, at ``path``."""
    cell = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": []}
    notebook = {
        "cells": [{**cell, "source": source} for source in sources],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(notebook), encoding="utf-8")


def _site(folder: Path) -> Path:
    """A copy of what the pages need: the desk's tutorial, a notebook replaying the 15.4 sample, the records."""
    site = folder / "site"
    (site / "tutorials").mkdir(parents=True)
    shutil.copy(ROOT / "tutorials" / "rulings_desk.ipynb", site / "tutorials" / "rulings_desk.ipynb")
    shutil.copytree(ROOT / "replays", site / "replays")
    record = site / "replays" / "15.4-sample.sail"
    shutil.copy(ROOT / "tests" / "data" / "15.4-sample.sail", record)
    _notebook(site / "tutorials" / REPLAY_NOTEBOOK, f"import sailkit\nr = sailkit.replay({str(record)!r})\nr")
    sources = [
        f"import sailkit\nr = sailkit.replay({str(site / 'replays' / name)!r})\nr.go({shot - 1})\nr"
        for name, shot, _ in SHOTS.values()
    ]
    _notebook(site / "tutorials" / SHOTS_NOTEBOOK, *sources)  # one kernel for the three: a few seconds, not three
    gallery = site / GALLERY_PAGE.parent
    gallery.mkdir(parents=True)
    shutil.copy(ROOT / GALLERY_PAGE, gallery / GALLERY_PAGE.name)
    shutil.copytree(ROOT / GALLERY_PAGE.parent / "gallery", gallery / "gallery")
    _notebook(
        site / "tutorials" / WIDE_NOTEBOOK,
        "from sailkit.figures import Shown\nfrom sailkit.rulesets.wooden_ships import WoodenShipsGame\n"
        "from sailkit.rulesets.wooden_ships.faces import drawing\n"
        'Shown(drawing.game_figure(WoodenShipsGame.from_scenario("frigate-duel")))',
    )
    return site


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The address of one JupyterLab server, Voila's pages included, for the module's tests (see the docstring).

    One server start instead of one a test: each start imports jupyter_server and its extensions, seconds of a
    quiet machine. Voila's extension renders a notebook at ``/voila/render/PATH`` as ``voila PATH`` does.
    """
    folder = tmp_path_factory.mktemp("served")
    port = _free_port()
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1"]
    cmd += ["--IdentityProvider.token=", "--ServerApp.password=", "--allow-root"]
    url = f"http://127.0.0.1:{port}"
    settings = folder / "lab-settings"
    for plugin, values in LAB_SETTINGS.items():
        path = settings / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values), encoding="utf-8")
    env = {"JUPYTERLAB_SETTINGS_DIR": str(settings)}
    with _server(cmd, _site(folder), f"{url}/api/status", folder / "lab.log", env):
        yield url


def _choose(page: Any, column: str, label: str, value: str) -> None:
    """Pick ``value`` in the dropdown described as ``label`` in a column of the desk (``setup``, ``ask``, ``record``)."""
    dropdowns = page.locator(f".sailkit-desk-{column} .widget-dropdown")
    box = dropdowns.filter(has=page.locator("label", has_text=re.compile(f"^{label}$")))
    box.locator("select").select_option(value)


#: Ids that two different SVGs of the page both define.
SHARED_SVG_IDS = """() => {
    const seen = new Map();
    for (const [i, svg] of [...document.querySelectorAll("svg")].entries()) {
        for (const e of svg.querySelectorAll("[id]")) {
            if (!seen.has(e.id)) seen.set(e.id, new Set());
            seen.get(e.id).add(i);
        }
    }
    return [...seen].filter(([, svgs]) => svgs.size > 1).map(([id]) => id);
}"""
#: References (``url(#...)``, ``href="#..."``) of an SVG that the page resolves to an element outside it.
REFERENCES_ELSEWHERE = """() => [...document.querySelectorAll("svg")].flatMap((svg) => {
    const refs = [...svg.outerHTML.matchAll(/url\\(#([^)]+)\\)|href="#([^"]+)"/g)].map((m) => m[1] || m[2]);
    return refs.filter((r) => !svg.contains(document.getElementById(r)));
})"""


@pytest.mark.slow
def test_the_served_desk_rules_on_a_position_set_up_with_its_widgets(browser: Any, server: str, shots: Path) -> None:
    """Voila serves the desk; pasting a position and placing a ship change the ruling on the page as the rules say."""
    url = f"{server}/voila/render/tutorials/rulings_desk.ipynb"
    page = browser.new_page(viewport={"width": 1024, "height": 1400})
    page.set_default_timeout(PATIENCE_S * 1000)
    page.goto(url, wait_until="commit")
    ruling = page.locator(".sailkit-desk .sailkit-ruling")
    sync_api.expect(ruling).to_contain_text("Fire Value 65")  # the example of 9.3: a stern rake [9.33f]
    sync_api.expect(ruling).to_contain_text("stern rake")
    page.screenshot(path=str(shots / "desk-opened.png"), full_page=True)
    assert page.locator(".sailkit-desk svg pattern").count() > 0  # the hatched blind area's pattern
    # Every SVG on the page has ids of its own, and each reference (a hatch pattern, a clip path) finds its
    # target in its own SVG: a hidden copy earlier in the page cannot take the hatching away (issue 24).
    assert page.evaluate(SHARED_SVG_IDS) == []
    assert page.evaluate(REFERENCES_ELSEWHERE) == []

    notation = page.locator(".sailkit-desk textarea")
    notation.fill("FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 E")
    notation.press("Tab")  # the box sends its text when it loses focus
    sync_api.expect(ruling).to_contain_text("Fire Value 45")  # Constitution turned east: no rake
    sync_api.expect(ruling).not_to_contain_text("stern rake")

    notation.fill("FS turn 1 wind Q | Shannon BR 1013 E")
    notation.press("Tab")
    sync_api.expect(page.locator(".sailkit-desk-error")).to_contain_text("wind direction")
    sync_api.expect(ruling).to_contain_text("Fire Value 45")  # a typo changes nothing

    notation.fill("FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N")
    notation.press("Tab")
    sync_api.expect(ruling).to_contain_text("Fire Value 65")
    sync_api.expect(page.locator(".sailkit-desk-error")).to_have_count(0)
    _choose(page, "setup", "ship", "Guerriere")
    _choose(page, "setup", "column", "10")
    _choose(page, "setup", "row", "11")
    _choose(page, "setup", "heading", "W")
    page.get_by_role("button", name="place").click()
    sync_api.expect(notation).to_have_value(re.compile(r"\| Guerriere BR 1011 W$"))
    sync_api.expect(ruling).to_contain_text("blocked")  # Guerriere now stands in the line of fire [9.31c]
    sync_api.expect(page.locator(".sailkit-desk a.sailkit-download")).to_have_count(2)
    page.screenshot(path=str(shots / "desk-blocked.png"), full_page=True)
    page.close()


@pytest.mark.slow
def test_a_tutorial_runs_in_jupyterlab_without_an_error(browser: Any, server: str, shots: Path) -> None:
    """JupyterLab opens the rulings desk tutorial, runs every cell, and no cell shows an error."""
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_default_timeout(PATIENCE_S * 1000)
    page.goto(f"{server}/lab/tree/tutorials/rulings_desk.ipynb", wait_until="commit")
    sync_api.expect(page.locator(".jp-Notebook .jp-Cell").first).to_be_visible()
    sync_api.expect(page.locator("#jp-main-statusbar")).to_contain_text("Idle")
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile("^Run$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile("^Run All Cells$")).click()
    prompts = page.locator(".jp-CodeCell .jp-InputArea-prompt")
    count = prompts.count()
    assert count >= 5
    for i in range(count):  # every code cell has run: its prompt shows a number, not * or nothing
        sync_api.expect(prompts.nth(i)).to_have_text(re.compile(r"\[\d+\]:"))
    sync_api.expect(page.locator(".jp-Notebook .sailkit-desk")).to_be_visible()  # the live desk drew
    page.screenshot(path=str(shots / "lab-tutorial.png"))
    errors = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
    shown = [t for t in errors.all_inner_texts() if re.search(r"Error|Traceback", t)]
    assert not shown, f"a cell shows an error: {shown[0][:2000]}"
    page.close()


#: Pixels of an image element in the broadside mark's colour (:data:`sailkit.replayer.marks.FIRED`), near enough (its arrow
#: is a little translucent).
FIRED_PIXELS = """([img, rgb]) => {
    const c = document.createElement("canvas");
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const g = c.getContext("2d");
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) {
        if (Math.abs(d[i] - rgb[0]) < 36 && Math.abs(d[i + 1] - rgb[1]) < 36 && Math.abs(d[i + 2] - rgb[2]) < 36) n++;
    }
    return n;
}"""


#: The words of the option a select shows, its spaces plain (a widget's option may join words with no-break spaces).
PICKED = "(s) => s.options[s.selectedIndex].text.replace(/\\s+/g, ' ')"


@pytest.mark.slow
def test_the_served_replayer_marks_a_shot_where_it_lands(browser: Any, server: str, shots: Path) -> None:
    """Voila serves the replayer on the 15.4 sample; stepped to "roll 56" (Constitution's broadside at Guerriere, no
    effect [9.34]) the board shows the arrow and its result, says so over the board and in the panel, and the
    Game-Turn picker says where the replay stands (issue 24)."""
    from matplotlib.colors import to_rgb

    from sailkit.replayer.marks import FIRED

    rgb = [round(255 * x) for x in to_rgb(FIRED)]
    url = f"{server}/voila/render/tutorials/{REPLAY_NOTEBOOK}"
    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    page.set_default_timeout(PATIENCE_S * 1000)
    page.goto(url, wait_until="commit")
    board = page.locator("img").first
    caption = page.locator(".widget-html").filter(has_text=re.compile(r"^(The start|\d+\. )")).first
    sync_api.expect(caption).to_contain_text("The start")
    page.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=board.element_handle())
    before = page.evaluate(FIRED_PIXELS, [board.element_handle(), rgb])
    assert before < 200  # nothing has happened yet: the key's arrow and ring alone (a counter's edge may come near)
    forward = page.get_by_role("button", name="forward ▶")
    for ply in range(1, 23):
        forward.click()
        sync_api.expect(caption).to_contain_text(f"{ply}. ")
    sync_api.expect(caption).to_contain_text("Constitution fired at Guerriere: no effect")
    # the caption can change a moment before the new picture has loaded: wait for the mark's pixels (the arrow
    # and "no effect"), failing on the timeout if they never come
    marked = f"([img, rgb, least]) => img.complete && img.naturalWidth > 0 && ({FIRED_PIXELS})([img, rgb]) > least"
    page.wait_for_function(marked, arg=[board.element_handle(), rgb, before + 300])
    assert page.evaluate(FIRED_PIXELS, [board.element_handle(), rgb]) > before + 300
    turn = page.locator(".widget-dropdown", has=page.locator("label", has_text=re.compile("^Game-Turn$")))
    assert turn.locator("select").evaluate(PICKED) == "Game-Turn 3"
    sync_api.expect(page.locator(".widget-html").filter(has_text="on the board")).to_contain_text(
        "Constitution fired at Guerriere: no effect"
    )
    page.screenshot(path=str(shots / "replayer-shot.png"), full_page=True)
    page.close()


@pytest.mark.slow
def test_the_served_replayer_marks_a_shot_on_every_board(browser: Any, server: str, shots: Path) -> None:
    """The same on every other rule set's board (issue 24): Voila serves a replayer of each rule set's sample one
    point before a broadside; one step forward, the caption says who fired at whom and with what result, and the
    board image gains the broadside's arrow and its result in the mark's colour."""
    from matplotlib.colors import to_rgb

    from sailkit.replayer.marks import FIRED

    rgb = [round(255 * x) for x in to_rgb(FIRED)]
    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    page.set_default_timeout(PATIENCE_S * 1000)
    page.goto(f"{server}/voila/render/tutorials/{SHOTS_NOTEBOOK}", wait_until="commit")
    captions = page.locator(".widget-html").filter(has_text=re.compile(r"^(The start|\d+\. )"))
    sync_api.expect(captions).to_have_count(len(SHOTS))
    for i, (ruleset, (_, shot, words)) in enumerate(SHOTS.items()):
        board, caption = page.locator(".widget-image").nth(i), captions.nth(i)
        sync_api.expect(caption).to_contain_text(f"{shot - 1}. ")
        page.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=board.element_handle())
        before = page.evaluate(FIRED_PIXELS, [board.element_handle(), rgb])
        page.get_by_role("button", name="forward ▶").nth(i).click()
        sync_api.expect(caption).to_contain_text(f"{shot}. ")
        sync_api.expect(caption).to_contain_text(words)
        # the arrow and the result's words add some 350 to 570 pixels of the mark's colour on these boards; the
        # wait fails on its timeout if they never come
        marked = f"([img, rgb, least]) => img.complete && img.naturalWidth > 0 && ({FIRED_PIXELS})([img, rgb]) > least"
        page.wait_for_function(marked, arg=[board.element_handle(), rgb, before + 200])
        assert page.evaluate(FIRED_PIXELS, [board.element_handle(), rgb]) > before + 200, ruleset
    page.screenshot(path=str(shots / "replayer-shots.png"), full_page=True)
    page.close()


@pytest.mark.slow
def test_the_served_replayers_board_has_the_position_in_words_as_its_name(
    browser: Any, server: str, shots: Path
) -> None:
    """[issue 24] The replayer's board, an image, had no alt text: a screen reader met a picture with no name, only
    the caption beside it said what it shows. Its accessible name is now the position in words, and it follows the
    replay: at the start, then at "roll 56" with Constitution's broadside at Guerriere."""
    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    page.set_default_timeout(PATIENCE_S * 1000)
    page.goto(f"{server}/voila/render/tutorials/{REPLAY_NOTEBOOK}", wait_until="commit")
    board = page.locator(".widget-image").first
    sync_api.expect(board).to_be_visible()  # an image whose view failed to render (a tooltip with no description)
    sync_api.expect(board).to_have_accessible_name(re.compile(r"^The board at action 0 \(.*\): the start"))
    assert page.get_by_role("img", name=re.compile("^The board at action 0")).count() == 1
    forward = page.get_by_role("button", name="forward ▶")
    for _ in range(22):
        forward.click()
    sync_api.expect(board).to_have_accessible_name(
        re.compile(r"^The board at action 22 .*roll 56.*Constitution fired at Guerriere: no effect")
    )
    page.screenshot(path=str(shots / "replayer-named.png"), full_page=True)
    page.close()


@pytest.mark.slow
def test_a_wide_board_keeps_its_size_in_a_narrow_jupyterlab(browser: Any, server: str, shots: Path) -> None:
    """[issue 24] In JupyterLab 800 px wide, a board 826 px wide was shown shrunk to its output area (0.77-0.88 for
    the tutorials' boards, the smallest words 8.7-10 px). It keeps its natural size, so its 8.5-point words read at
    11 px or more, and its output area scrolls it sideways."""
    page = browser.new_page(viewport={"width": 800, "height": 1000})
    page.set_default_timeout(PATIENCE_S * 1000)
    # a workspace of its own, reset: the default one keeps its tabs for the other tests
    page.goto(f"{server}/lab/workspaces/sailkit-wide/tree/tutorials/{WIDE_NOTEBOOK}?reset", wait_until="commit")
    sync_api.expect(page.locator(".jp-Notebook .jp-Cell").first).to_be_visible()
    sync_api.expect(page.locator("#jp-main-statusbar")).to_contain_text("Idle")
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile("^Run$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile("^Run All Cells$")).click()
    board = page.locator('.jp-OutputArea-output svg[role=img][aria-label^="Turn 1, orders phase"]').first
    sync_api.expect(board).to_be_visible()
    shown = board.evaluate(
        """(svg) => {
            const out = svg.closest(".jp-OutputArea-output");
            const texts = [...svg.querySelectorAll("text")].map((t) => t.getBoundingClientRect().height);
            return {width: svg.getBoundingClientRect().width, room: out.clientWidth, scrolls: out.scrollWidth,
                    viewBox: svg.viewBox.baseVal.width, fonts: [...svg.querySelectorAll("text")].map(
                        (t) => parseFloat(getComputedStyle(t).fontSize))};
        }"""
    )
    page.screenshot(path=str(shots / "lab-wide-board.png"))
    page.close()
    assert shown["room"] < 816, shown  # the output area is narrower than the board
    assert abs(shown["width"] - 816) <= 1, shown  # shown at its natural size (816 px, issue 24), not shrunk
    assert shown["scrolls"] > shown["room"], shown  # the output area scrolls sideways to the rest
    scale = shown["width"] / shown["viewBox"]
    assert min(shown["fonts"]) * scale >= 11.0, (min(shown["fonts"]) * scale, shown)


@pytest.mark.slow
def test_a_gallery_picture_keeps_its_size_in_jupyterlabs_markdown_preview(
    browser: Any, server: str, shots: Path
) -> None:
    """[issue 24] JupyterLab's Markdown preview fitted a gallery page's pictures to its column (about 0.8 at 800 px
    with the file browser open), putting their words under 11 px. Each picture keeps its natural width (the words
    11 px or more there, as ``test_smallest_text`` measures) and its box scrolls sideways to the rest."""
    page = browser.new_page(viewport={"width": 800, "height": 1000})
    page.set_default_timeout(PATIENCE_S * 1000)
    page.goto(f"{server}/lab/workspaces/sailkit-gallery/tree/{GALLERY_PAGE.as_posix()}?reset", wait_until="commit")
    sync_api.expect(page.locator(".jp-RenderedMarkdown img").first).to_be_visible()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.jp-RenderedMarkdown img')].every((i) => i.complete && i.naturalWidth)"
    )
    shown = page.evaluate(
        """() => [...document.querySelectorAll(".jp-RenderedMarkdown img")].map((img) => ({
            alt: img.alt, width: img.getBoundingClientRect().width, natural: img.naturalWidth,
            column: img.closest(".jp-RenderedMarkdown").clientWidth,
            scrolls: img.parentElement.closest("div[style*=overflow]")?.scrollWidth ?? 0}))"""
    )
    page.screenshot(path=str(shots / "lab-gallery-preview.png"))
    page.close()
    assert len(shown) >= 5, shown
    assert max(s["natural"] for s in shown) > shown[0]["column"], shown  # the column is narrower than the widest
    for s in shown:
        assert abs(s["width"] - s["natural"]) <= 1, s  # shown at its natural size, not fitted to the column
        assert s["scrolls"] >= s["natural"] - 1, s  # its box scrolls sideways to the rest
