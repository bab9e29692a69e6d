"""The rules reference site (``python3 dev.py docs``): built once a session into a temporary folder, every case of
every registered rule set has its anchor, links hold, and the plan follows the registry.

The build is Sphinx reading every committed notebook's stored outputs (nothing is executed); it costs about 20 s of
CPU (a minute or more of wall time on a loaded machine), once for a given content of what it reads: the built site is
kept outside the tree under a digest of what it is built from (``site``), and a parallel run sends every test that
uses it to one worker. That digest covers the files the site shows, the site's own code and the pages and cards it
generates from the registry, not the rest of ``sailkit/``: most commits change rules code, which the site never
shows, and would otherwise pay a build each. The browser's look at the built site
is ``tests/test_docsite_browser.py``.
"""

from __future__ import annotations

import contextlib
import hashlib
import html
import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from html.parser import HTMLParser
from importlib import metadata
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest

from sailkit import registry
from sailkit.docsite.pages import Plan, heading_key, href, jupyter_anchor, slug
from sailkit.engine import race

ROOT = Path(__file__).resolve().parents[1]
RULESETS = tuple(registry.rulesets().values())

pytest.importorskip("sphinx", reason="the site needs the docs extra: `python3 dev.py test` installs it")
pytest.importorskip("myst_nb", reason="the site needs the docs extra: `python3 dev.py test` installs it")


#: Where built sites are kept between runs, one folder per content (:func:`_content_key`), outside every checkout.
SITES = Path(tempfile.gettempdir()) / "sailkit-docsite"
#: A kept site no run has used for this long is removed (by the next run that builds one).
SITE_KEPT_S = 2 * 86400
#: The files the site is built from (``sailkit.docsite.build.SHOWN``, and the site's own code, which lays its pages out),
#: with what it generates from the registry (:func:`_generated`) and the tools that build it: the same content gives
#: the same site. The rest of ``sailkit/`` reaches the site only through what it generates.
SITE_SOURCES = ("tutorials", "docs", "replays", "sailkit/docsite", "README.md", "CHANGELOG.md", "LICENSE")
SITE_TOOLS = ("sphinx", "myst-nb", "furo", "nbformat", "docutils")


@pytest.fixture(scope="session")
def site(plan: Plan) -> Any:
    """The site, built from the repository outside the tree: once for a given content of what it is built from.

    The build takes about 25 s of a quiet machine, so a built site is kept in the system's temporary folder under a
    digest of every file it is built from, of what it generates and of the tools' versions (:func:`_content_key`); a
    run whose checkout has the same content (a rerun, another worker, another clone, a commit that changed only rules
    code the site does not show) reads that one. Whoever gets there first builds while the others wait.
    """
    from sailkit.docsite.build import Built, build

    folder = SITES / _content_key(ROOT, _generated(plan))
    done = folder / "docsite.json"
    folder.mkdir(parents=True, exist_ok=True)
    with _locked(folder / "lock"):
        if not done.exists():
            _forget_unused_sites()
            built = build(ROOT, folder / "site", fresh=True)
            found = {"home": str(built.home), "seconds": built.seconds, "warnings": built.warnings}
            done.write_text(json.dumps(found))
        found = json.loads(done.read_text())
        os.utime(done)  # used now: kept for SITE_KEPT_S more
    return Built(Path(found["home"]), found["seconds"], tuple(found["warnings"]))


def _generated(plan: Plan) -> str:
    """A digest of all the site takes from the registry and the code of the rule sets (``plan``): the pages it
    writes, the cases' addresses, what every card says and each rule set's names (its part of the search)."""
    parts = [
        (p.ruleset.key, p.ruleset.title, p.ruleset.package, p.slug, p.index_doc, p.readings_doc) for p in plan.rulesets
    ]
    said = (plan.pages(), plan.redirects(), plan.fingerprint(), parts, plan.tools, plan.docs, plan.extras)
    return hashlib.sha256(repr(said).encode()).hexdigest()


def _content_key(root: Path, generated: str) -> str:
    """A digest of every file the site is built from (names and bytes), of what it generates (``generated``,
    :func:`_generated`) and of the building tools' versions."""
    digest = hashlib.sha256(sys.version.encode())
    digest.update(f"generated {generated}\n".encode())
    for tool in SITE_TOOLS:
        digest.update(f"{tool} {metadata.version(tool)}\n".encode())
    for name in SITE_SOURCES:
        paths = sorted((root / name).rglob("*")) if (root / name).is_dir() else [root / name]
        for path in paths:
            if path.is_file() and "__pycache__" not in path.parts and ".ipynb_checkpoints" not in path.parts:
                digest.update(f"{path.relative_to(root).as_posix()}\0".encode())
                digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def _forget_unused_sites() -> None:
    """Remove the kept sites no run has used for :data:`SITE_KEPT_S` (each about 50 MB)."""
    for done in SITES.glob("*/docsite.json"):
        with contextlib.suppress(OSError):
            if time.time() - done.stat().st_mtime > SITE_KEPT_S:
                done.unlink()
                shutil.rmtree(done.parent, ignore_errors=True)


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold ``path`` locked against the other workers (on a system without ``fcntl``, each worker builds its own)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        yield
        return
    with path.open("w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(held, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def plan() -> Plan:
    return Plan.of(ROOT, RULESETS)


class _Page(HTMLParser):
    """The ids a page defines and the addresses it links to."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.add(str(found["id"]))
        for name in ("href", "src"):
            if found.get(name) and tag in ("a", "img", "link", "script"):
                self.links.append(str(found[name]))


def _pages(html: Path) -> Iterator[tuple[Path, _Page]]:
    for path in sorted(html.rglob("*.html")):
        yield path, _Page(path.read_text(encoding="utf-8", errors="replace"))


# --- the plan: pure, from the registry and the committed notebooks -------------------------------------------------


def test_every_registered_rule_set_has_its_pages_and_every_case_its_place(plan: Plan) -> None:
    assert [part.ruleset.key for part in plan.rulesets] == [rs.key for rs in RULESETS]
    for part, rs in zip(plan.rulesets, RULESETS):
        assert [w.case.number for w in part.cases] == list(rs.cases)
        assert part.index_doc == f"{slug(rs)}/index"
        assert all(w.index_doc == part.index_doc for w in part.cases)
        named = {w.lesson_doc for w in part.cases if w.lesson_doc}
        assert named <= {nb.doc for nb in part.notebooks}  # a rule set without tutorials yet has none


def test_a_case_a_tutorial_teaches_opens_on_its_heading(plan: Plan) -> None:
    """Every case whose tutorial column names a notebook is found on a heading there: its lesson is a link."""
    missing = [
        f"{w.ruleset.key} {w.case.number}: {w.case.heading!r} in {w.case.tutorial}"
        for w in plan.wheres()
        if w.case.tutorial and not w.lesson_doc
    ]
    assert not missing


def test_a_new_rule_set_appears_by_registering() -> None:
    """The race of the engine's guide has no entry point: given to the plan, it gets an index of cases. It shares the
    top folder of tutorials with Fighting Sail but names none of them, so it takes none of Fighting Sail's pages."""
    plan = Plan.of(ROOT, (*RULESETS, race.RULESET))
    part = plan.rulesets[-1]
    assert part.notebooks == () and plan.rulesets[:-1] == Plan.of(ROOT, RULESETS).rulesets
    assert part.index_doc == "race/index" and [w.case.number for w in part.cases] == list(race.RULESET.cases)
    page = plan.pages()["race/index"]
    assert 'id="R1"' in page and "Not taught in a tutorial" in page
    assert "/race/index" in plan.pages()["index"]


def test_links_between_pages_are_relative_and_keep_their_anchor() -> None:
    assert href("fighting-sail/index", "tutorials/07_fire_combat", "9.33f") == "../tutorials/07_fire_combat.html#9.33f"
    assert href("index", "docs/api") == "docs/api.html"
    assert href("tutorials/wooden_ships/00_index", "tutorials/wooden_ships/11_combat") == "11_combat.html"
    assert href("x/index", "y/page", "[9.33f] Stern rake") == "../y/page.html#%5B9.33f%5D%20Stern%20rake"
    assert jupyter_anchor("[9.33f] *Stern* rake") == "[9.33f]-Stern-rake"
    assert heading_key("##  `a`  b") == "## a b"


def test_a_case_names_the_functions_whose_docstrings_cite_it(plan: Plan) -> None:
    fs = next(part for part in plan.rulesets if part.ruleset.key == "fighting_sail")
    assert "draw_position" in fs.api["9.31b"]  # cited in a range: [9.31a-c, 9.35]


# --- the built site ---------------------------------------------------------------------------------------------------


def test_the_site_builds_without_a_warning(site: Any) -> None:
    assert site.home.is_file()
    assert site.warnings == ()


def test_every_case_of_every_rule_set_has_its_anchor(site: Any, plan: Plan) -> None:
    """Each case's card in its rule set's index of cases, its number on its lesson's heading, and a page at
    ``<slug>/<number>.html`` that leads to the card."""
    html = site.home.parent
    pages: dict[str, _Page] = {}

    def page(doc: str) -> _Page:
        if doc not in pages:
            pages[doc] = _Page((html / f"{doc}.html").read_text(encoding="utf-8"))
        return pages[doc]

    missing = []
    for w in plan.wheres():
        number = w.case.number
        if number not in page(w.index_doc).ids:
            missing.append(f"{w.index_doc}#{number}")
        if w.lesson_doc and number not in page(w.lesson_doc).ids:
            missing.append(f"{w.lesson_doc}#{number}")
        if not (html / slug(w.ruleset) / f"{number}.html").is_file():
            missing.append(f"{slug(w.ruleset)}/{number}.html")
    assert not missing


def test_every_link_of_the_site_stays_in_it_and_finds_its_anchor(site: Any) -> None:
    """House rule 9 on the built site: a relative link finds its file, and its anchor on that page."""
    html = site.home.parent
    pages = dict(_pages(html))
    broken = []
    for path, page in pages.items():
        for link in page.links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc:
                continue
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            if not target.exists():
                broken.append(f"{path.relative_to(html)} -> {link}")
            elif parts.fragment and target in pages and unquote(parts.fragment) not in pages[target].ids:
                broken.append(f"{path.relative_to(html)} -> {link} (no such anchor)")
    assert not broken, "\n".join(sorted(set(broken))[:40])


def test_the_search_index_holds_every_case_by_number(site: Any, plan: Plan) -> None:
    """Each case is an object of the search index, named by its number and title, of its rule set's kind."""
    text = (site.home.parent / "searchindex.js").read_text(encoding="utf-8")
    index = json.loads(text.removeprefix("Search.setIndex(").removesuffix(")"))
    kinds = {str(i): name[2] for i, name in index["objnames"].items()}
    found = {
        ((prefix + "." if prefix else "") + html.unescape(entry[4]), kinds[str(entry[1])])
        for prefix, entries in index["objects"].items()
        for entry in entries
    }
    wanted = {(f"{w.case.number} {w.case.title}", f"{w.ruleset.title} case") for w in plan.wheres()}
    assert not wanted - found


def test_a_tutorial_page_shows_its_stored_diagrams(site: Any) -> None:
    text = (site.home.parent / "tutorials" / "07_fire_combat.html").read_text(encoding="utf-8")
    assert "<svg" in text or "<img" in text
    assert 'class="sailkit-cards"' in text  # the case cards under the headings


# --- the command ------------------------------------------------------------------------------------------------------


def test_the_test_command_installs_what_builds_the_site() -> None:
    """``dev.py test`` runs these tests, so its extra brings the docs extra (``dev.py docs`` installs it alone)."""
    import tomllib

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert "sailkit[docs]" in extras["test"]
    assert {r.split("==")[0] for r in extras["docs"]} == {"sphinx", "myst-nb", "furo"}
    assert all("==" in r for r in extras["docs"])  # pinned: a new release changes the site in a commit


def test_the_command_outside_the_repository_says_where_to_run_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from sailkit.docsite.__main__ import main

    monkeypatch.chdir(tmp_path)
    assert main(["--out", str(tmp_path / "site")]) == 2
    assert "run this from the repository's root" in capsys.readouterr().err
    assert not (tmp_path / "site").exists()


def test_what_a_card_says_is_in_the_fingerprint_a_rebuild_compares(plan: Plan) -> None:
    """A rebuild rereads the tutorials when a card would change, though no notebook did."""
    import dataclasses

    part = plan.rulesets[0]
    first = part.cases[0]
    changed = dataclasses.replace(first, case=dataclasses.replace(first.case, summary=first.case.summary + " More."))
    other = dataclasses.replace(plan, rulesets=(dataclasses.replace(part, cases=(changed, *part.cases[1:])),))
    same = dataclasses.replace(plan, rulesets=(part,))
    assert other.fingerprint() != same.fingerprint() == dataclasses.replace(plan, rulesets=(part,)).fingerprint()


def test_the_served_site_answers_a_case_address_without_its_suffix(tmp_path: Path) -> None:
    """``--serve``: ``/fighting-sail/9.33f`` is the page ``fighting-sail/9.33f.html``; other files as they are."""
    import functools
    import threading
    import urllib.error
    import urllib.request
    from http.server import ThreadingHTTPServer

    from sailkit.docsite.__main__ import CaseAddresses

    (tmp_path / "fighting-sail").mkdir()
    (tmp_path / "fighting-sail" / "9.33f.html").write_text("the card")
    (tmp_path / "fighting-sail" / "notes").write_text("a file")
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(CaseAddresses, directory=str(tmp_path)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/fighting-sail/"
        for path, text in (("9.33f", "the card"), ("9.33f.html", "the card"), ("notes", "a file")):
            with urllib.request.urlopen(url + path, timeout=10) as answer:
                assert answer.read().decode() == text
        with pytest.raises(urllib.error.HTTPError):
            urllib.request.urlopen(url + "9.99z", timeout=10)
    finally:
        server.shutdown()
        server.server_close()


def test_a_kept_site_is_used_again_only_for_the_same_content(tmp_path: Path) -> None:
    """The digest a built site is kept under changes with any file it is built from and with what it generates, and
    with nothing else: not with rules code, which reaches the site only through what it generates."""
    (tmp_path / "tutorials").mkdir()
    notebook = tmp_path / "tutorials" / "a.ipynb"
    notebook.write_text("{}")
    (tmp_path / "sailkit" / "docsite").mkdir(parents=True)
    (tmp_path / "sailkit" / "docsite" / "pages.py").write_text("A = 1\n")
    key = _content_key(tmp_path, "plan")
    (tmp_path / "tutorials" / "__pycache__").mkdir()
    (tmp_path / "tutorials" / "__pycache__" / "x.pyc").write_bytes(b"\0")
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "index.html").write_text("<p>")
    (tmp_path / "sailkit" / "rules.py").write_text("B = 2\n")
    (tmp_path / "pyproject.toml").write_text("[project]\n")
    assert _content_key(tmp_path, "plan") == key
    assert _content_key(tmp_path, "another plan") != key
    (tmp_path / "sailkit" / "docsite" / "pages.py").write_text("A = 2\n")
    assert _content_key(tmp_path, "plan") != key
    (tmp_path / "sailkit" / "docsite" / "pages.py").write_text("A = 1\n")
    notebook.write_text("{ }")
    assert _content_key(tmp_path, "plan") != key
    notebook.write_text("{}")
    assert _content_key(tmp_path, "plan") == key
    notebook.rename(tmp_path / "tutorials" / "b.ipynb")  # the same bytes under another name: another site
    assert _content_key(tmp_path, "plan") != key


def test_what_the_site_generates_from_the_rules_code_is_in_its_key(plan: Plan) -> None:
    """A summary of a case changed in the rules code changes what the site generates, so its key: a kept site is
    not taken for the new code's."""
    import dataclasses

    part = plan.rulesets[0]
    first = part.cases[0]
    changed = dataclasses.replace(first, case=dataclasses.replace(first.case, summary=first.case.summary + " More."))
    other = dataclasses.replace(
        plan, rulesets=(dataclasses.replace(part, cases=(changed, *part.cases[1:])), *plan.rulesets[1:])
    )
    assert _generated(other) != _generated(plan) == _generated(dataclasses.replace(plan))
