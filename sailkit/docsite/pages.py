"""What the rules reference site holds, worked out from the registry and the repository before any page is built.

Pure: no Sphinx here (:mod:`sailkit.docsite.extension` applies this plan while Sphinx reads). A :class:`Plan` says,
for every registered rule set, where each case's anchor stands (on its lesson's heading when a tutorial teaches it,
and always on the rule set's index of cases), which headings of which tutorial teach which cases, and the pages the
site generates: a home page, and for each rule set its index of cases and its readings. Nothing names a rule set:
a fifth one appears here by registering.

Page names are Sphinx's document names (paths from the site's root without a suffix): ``tutorials/07_fire_combat``,
``fighting-sail/index``. A case's address is its rule set's slug and its number, ``fighting-sail/index.html#9.33f``,
and ``fighting-sail/9.33f.html`` leads there too (:meth:`Plan.redirects`).
"""

from __future__ import annotations

import hashlib
import html
import json
import posixpath
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from ..cases import Case
from ..ruleset import RuleSet

#: A section notebook's name: its section's number first (``07_fire_combat.ipynb``); other notebooks are the kit's.
NUMBERED = re.compile(r"\d+_")
#: What a heading's text loses in the doctree (its markdown emphasis), so a heading matches how a case names it.
_MARKUP = re.compile(r"[*`]")


def slug(ruleset: RuleSet) -> str:
    """The folder of a rule set's pages: its key with hyphens (``fighting-sail``)."""
    return ruleset.key.replace("_", "-")


def heading_key(text: str) -> str:
    """A heading's words as the plan compares them: markdown emphasis dropped, spaces folded."""
    return " ".join(_MARKUP.sub("", text).split())


def jupyter_anchor(text: str) -> str:
    """The anchor JupyterLab gives a heading (spaces to hyphens): notebooks link to each other's parts this way."""
    return "-".join(heading_key(text).split(" "))


def href(from_doc: str, to_doc: str, anchor: str = "") -> str:
    """The relative address of ``to_doc`` (its ``.html`` page, and ``#anchor``) from the page of ``from_doc``."""
    path = posixpath.relpath(to_doc + ".html", posixpath.dirname(from_doc) or ".")
    return path + (f"#{quote(anchor, safe='-._~')}" if anchor else "")


@dataclass(frozen=True)
class Notebook:
    """A committed tutorial: its document name, its title (first heading) and the headings of its parts."""

    doc: str  #: ``tutorials/wooden_ships/11_combat``
    title: str
    headings: tuple[str, ...]  #: every markdown heading's words, in order (``[9.33f] Stern rakes``)

    @classmethod
    def read(cls, root: Path, path: Path) -> Notebook:
        """The notebook at ``path`` (under ``root``), read from its JSON without running anything."""
        cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
        lines = (
            line
            for cell in cells
            if cell.get("cell_type") == "markdown"
            for line in "".join(cell.get("source", [])).splitlines()
        )
        headings = tuple(heading_key(line.lstrip("#")) for line in lines if re.match(r"#{1,6} ", line))
        doc = path.relative_to(root).with_suffix("").as_posix()
        return cls(doc, headings[0] if headings else path.stem, headings)


@dataclass(frozen=True)
class Where:
    """Where a case is explained: always its card in the index of cases; its lesson when a tutorial's heading
    teaches it."""

    ruleset: RuleSet
    case: Case
    index_doc: str  #: ``fighting-sail/index``
    lesson_doc: str = ""  #: ``tutorials/07_fire_combat``; ``""`` while no tutorial heading teaches it
    lesson_heading: str = ""

    @property
    def doc(self) -> str:
        """The page a search for the case opens: its lesson where there is one (with its diagrams), else the index."""
        return self.lesson_doc or self.index_doc


@dataclass(frozen=True)
class RuleSetPages:
    """One rule set's part of the site: its cases' places, its section notebooks and its own docs pages."""

    ruleset: RuleSet
    cases: tuple[Where, ...]
    notebooks: tuple[Notebook, ...]  #: its section tutorials, in order
    docs: tuple[str, ...]  #: its pages under ``docs/<key>/``
    api: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  #: case number -> public names citing it

    @property
    def slug(self) -> str:
        return slug(self.ruleset)

    @property
    def index_doc(self) -> str:
        return f"{self.slug}/index"

    @property
    def readings_doc(self) -> str:
        """The page of its readings, each anchored by its key: the page the rule set names (its ``readings_doc``),
        or one the site writes from its reading book when it names none."""
        named = self.ruleset.readings_doc
        return named.removesuffix(".md") if named else f"{self.slug}/readings"


@dataclass(frozen=True)
class Plan:
    """The whole site: each rule set's pages, the kit's own notebooks and the docs pages not of one rule set."""

    rulesets: tuple[RuleSetPages, ...]
    #: the kit's notebooks (the desk, the replayer...), not one section of rules; then numbered notebooks of no
    #: registered rule set
    tools: tuple[Notebook, ...]
    docs: tuple[str, ...]  #: docs pages of no registered rule set (``docs/api``, ``docs/fighting_ships/README``)
    extras: tuple[str, ...] = ()  #: pages at the root (``README``, ``CHANGELOG``)

    @classmethod
    def of(cls, root: Path, rulesets: Iterable[RuleSet]) -> Plan:
        """The plan for the repository at ``root`` and the registered ``rulesets``."""
        notebooks = {
            nb.doc: nb
            for nb in (Notebook.read(root, p) for p in sorted((root / "tutorials").rglob("*.ipynb")))
            if ".ipynb_checkpoints" not in nb.doc
        }
        chosen = tuple(rulesets)
        keys = {rs.key for rs in chosen}
        owners = _owners(chosen, notebooks)
        parts = tuple(_ruleset_pages(root, rs, notebooks, owners) for rs in chosen)
        readings = {part.readings_doc for part in parts}
        taken = {nb.doc for part in parts for nb in part.notebooks}
        tools = tuple(nb for doc, nb in notebooks.items() if doc not in taken and not _numbered(doc))
        others = tuple(nb for doc, nb in notebooks.items() if doc not in taken and _numbered(doc))
        docs = tuple(
            _doc(root, p)
            for p in sorted((root / "docs").rglob("*.md"))
            if (p.parent == root / "docs" or p.parent.name not in keys) and _doc(root, p) not in readings
        )
        extras = tuple(name for name in ("README", "CHANGELOG") if (root / f"{name}.md").exists())
        return cls(parts, tools + others, docs, extras)

    def wheres(self) -> Iterator[Where]:
        """Every case of every rule set, in the rules' order."""
        for part in self.rulesets:
            yield from part.cases

    def lessons(self) -> dict[str, dict[str, tuple[Where, ...]]]:
        """For each tutorial page, the cases each of its headings teaches (heading words as :func:`heading_key`)."""
        out: dict[str, dict[str, list[Where]]] = {}
        for w in self.wheres():
            if w.lesson_doc:
                out.setdefault(w.lesson_doc, {}).setdefault(w.lesson_heading, []).append(w)
        return {doc: {h: tuple(ws) for h, ws in by.items()} for doc, by in out.items()}

    def fingerprint(self) -> str:
        """What every case card says, as one digest: a rebuild rereads the tutorials when it changes."""
        said: list[object] = [(w.ruleset.key, w.case, w.lesson_doc, w.lesson_heading) for w in self.wheres()]
        said += [(part.ruleset.key, sorted(part.api.items()), part.readings_doc) for part in self.rulesets]
        return hashlib.sha256(repr(said).encode()).hexdigest()

    def pages(self) -> dict[str, str]:
        """The pages the site generates, by document name, as MyST markdown."""
        out = {"index": home(self)}
        for part in self.rulesets:
            out[part.index_doc] = case_index(part)
            if not part.ruleset.readings_doc:
                out[part.readings_doc] = readings_page(part)
        return out

    def redirects(self) -> dict[str, str]:
        """A small page for each case at ``<slug>/<number>.html`` that opens its card in the index of cases, so a
        case number is a link (``fighting-sail/9.33f.html``); by file path in the built site, its target."""
        return {
            f"{part.slug}/{w.case.number}.html": href(f"{part.slug}/x", part.index_doc, w.case.number)
            for part in self.rulesets
            for w in part.cases
            if "/" not in w.case.number
        }


def _numbered(doc: str) -> bool:
    return bool(NUMBERED.match(posixpath.basename(doc)))


def _doc(root: Path, path: Path) -> str:
    return path.relative_to(root).with_suffix("").as_posix()


def _folder(rs: RuleSet) -> str:
    return posixpath.join("tutorials", rs.tutorials) if rs.tutorials else "tutorials"


def _owners(rulesets: Iterable[RuleSet], notebooks: Mapping[str, Notebook]) -> dict[str, set[str]]:
    """The rule sets (keys) whose section pages each numbered notebook is: those whose cases or lessons name it, and
    for one no rule set names, the first rule set of its folder that names any notebook there (two rule sets may share
    the top folder: the one whose tutorials live there takes its start page and its index)."""
    owners: dict[str, set[str]] = {}
    naming: dict[str, str] = {}  # folder -> the first rule set naming a notebook in it
    for rs in rulesets:
        folder = _folder(rs)
        named = {c.tutorial for c in rs.cases.values() if c.tutorial} | {lesson.tutorial for lesson in rs.lessons}
        for name in named:
            doc = posixpath.join(folder, name.removesuffix(".ipynb"))
            if doc in notebooks:
                owners.setdefault(doc, set()).add(rs.key)
                naming.setdefault(folder, rs.key)
    for doc in notebooks:
        if _numbered(doc) and doc not in owners and posixpath.dirname(doc) in naming:
            owners[doc] = {naming[posixpath.dirname(doc)]}
    return owners


def _ruleset_pages(
    root: Path, rs: RuleSet, notebooks: Mapping[str, Notebook], owners: Mapping[str, set[str]]
) -> RuleSetPages:
    folder = _folder(rs)
    own = tuple(nb for doc, nb in notebooks.items() if rs.key in owners.get(doc, ()))
    index_doc = f"{slug(rs)}/index"
    cases = []
    for case in rs.cases.values():
        doc = posixpath.join(folder, case.tutorial.removesuffix(".ipynb")) if case.tutorial else ""
        heading = heading_key(case.heading)
        taught = doc in notebooks and heading in notebooks[doc].headings
        cases.append(Where(rs, case, index_doc, doc if taught else "", heading if taught else ""))
    docs_folder = root / "docs" / rs.key
    docs = tuple(_doc(root, p) for p in sorted(docs_folder.glob("*.md"))) if docs_folder.is_dir() else ()
    return RuleSetPages(rs, tuple(cases), own, docs, _api(rs))


#: A bracketed citation in a docstring: ``[9.31a-c, 9.35]``.
_CITATION = re.compile(r"\[([^\[\]]{1,200})\]")


def _api(rs: RuleSet) -> dict[str, tuple[str, ...]]:
    """The public names of the rule set's package whose docstrings cite each case (``9.35`` -> ``draw_position``)."""
    import importlib

    package = importlib.import_module(rs.package)
    found: dict[str, list[str]] = {}
    for name in getattr(package, "__all__", ()):
        try:
            doc = getattr(getattr(package, name), "__doc__", None) or ""
        except Exception:  # a lazy name whose module cannot load here: left out, never a broken build
            continue
        for cite in _CITATION.findall(doc):
            for part in cite.split(","):
                for number in _expand(rs, part.strip()):
                    if name not in found.setdefault(number, []):
                        found[number].append(name)
    return {n: tuple(names) for n, names in found.items()}


def _expand(rs: RuleSet, cite: str) -> Iterator[str]:
    """The case numbers one citation names: itself, or each case of a range of letters (``9.31a-c``)."""
    number = rs.cases.number_of(cite)
    if number is not None:
        yield number
        return
    ranged = re.fullmatch(r"(.*?)([a-z])-([a-z])", cite)
    if ranged:
        stem, first, last = ranged.groups()
        for letter in range(ord(first), ord(last) + 1):
            found = rs.cases.number_of(stem + chr(letter))
            if found is not None:
                yield found


#: A search box in the page itself, so a narrow screen (where the theme folds its own away) finds a case at once.
SEARCH_FORM = (
    '<form class="sailkit-search" action="{action}" method="get">'
    '<input type="search" name="q" aria-label="search the rules reference" '
    'placeholder="a case number (9.33f) or a word (rake)"> <button type="submit">search</button></form>'
)


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def home(plan: Plan) -> str:
    """The home page: what the site is, how to find a case, and each rule set's way in."""
    lines = [
        "# sailkit rules reference",
        "",
        "Every numbered case of every rule set sailkit teaches, in our own words, with the tutorial part that "
        "teaches it, its diagrams, the readings that touch it and the functions that answer it. Type a case "
        "number (`9.33f`) or a word (`rake`) in the search box, or open a rule set's index of cases.",
        "",
        "",
        SEARCH_FORM.format(action="search.html"),
        "",
        "| rule set: its index of cases | cases | taught in a tutorial | readings |",
        "|---|---|---|---|",
    ]
    for part in plan.rulesets:
        taught = sum(1 for w in part.cases if w.lesson_doc)
        lines.append(
            f"| [{part.ruleset.title}]({_md_link('index', part.index_doc)}) | {len(part.cases)} | {taught} "
            f"| [{len(part.ruleset.readings)}]({_md_link('index', part.readings_doc)}) |"
        )
    lines.append("")
    for part in plan.rulesets:
        entries = dict.fromkeys([part.index_doc, part.readings_doc, *(nb.doc for nb in part.notebooks), *part.docs])
        lines += _toctree(part.ruleset.title, entries)
    lines += _toctree("The kit's notebooks", [nb.doc for nb in plan.tools if not _numbered(nb.doc)])
    lines += _toctree("Other tutorials", [nb.doc for nb in plan.tools if _numbered(nb.doc)])
    lines += _toctree("Guides", [*plan.docs, *plan.extras])
    return "\n".join(lines) + "\n"


def _md_link(from_doc: str, to_doc: str) -> str:
    """A link MyST resolves to a page of the site: the page's source path, relative."""
    return posixpath.relpath(to_doc + ".md", posixpath.dirname(from_doc) or ".")


def _toctree(caption: str, docs: Iterable[str]) -> list[str]:
    entries = list(docs)
    if not entries:
        return []
    return ["```{toctree}", ":maxdepth: 1", f":caption: {caption}", "", *(f"/{d}" for d in entries), "```", ""]


def case_card(where: Where, part: RuleSetPages, *, from_doc: str, anchor: bool = True) -> str:
    """A case's card as one HTML block: number (its anchor), title, summary, where it is taught, readings, API.

    On its lesson (``from_doc`` the tutorial) the card says what the lesson does not: no link to itself."""
    case = where.case
    ident = f' id="{_e(case.number)}"' if anchor else ""
    links = []
    if where.lesson_doc and from_doc != where.lesson_doc:
        links.append(f'lesson: <a href="{_e(href(from_doc, where.lesson_doc, case.number))}">{_e(case.heading)}</a>')
    elif from_doc == where.index_doc:
        links.append("not yet taught in a tutorial")
    if from_doc != where.index_doc:
        links.append(f'<a href="{_e(href(from_doc, where.index_doc, case.number))}">in the index of cases</a>')
    if case.readings:
        shown = ", ".join(
            f'<a href="{_e(href(from_doc, part.readings_doc, k))}"><code>{_e(k)}</code></a>' for k in case.readings
        )
        links.append(f"readings: {shown}")
    names = part.api.get(case.number, ())
    if names:
        links.append(
            f"API (<code>{_e(part.ruleset.package)}</code>): " + ", ".join(f"<code>{_e(n)}</code>" for n in names)
        )
    lost = '<p class="sailkit-lost">What this case rests on was lost: a reading stands in.</p>' if case.lost else ""
    return (
        f'<div class="sailkit-case"{ident}>'
        f'<p class="sailkit-case-title"><a class="sailkit-case-number" href="#{_e(case.number)}">{_e(case.number)}</a>'
        f" {_e(case.title)}</p>"
        f"<p>{_e(case.summary)}</p>{lost}"
        f'<p class="sailkit-case-links">{" · ".join(links)}</p></div>'
    )


def case_index(part: RuleSetPages) -> str:
    """A rule set's index of cases: every case's card, under the tutorial that teaches it, in the rules' order."""
    rs, doc = part.ruleset, part.index_doc
    taught = sum(1 for w in part.cases if w.lesson_doc)
    titles = {nb.doc: nb.title for nb in part.notebooks}
    lines = [
        f"# {rs.title}: the cases",
        "",
        f"All {len(part.cases)} cases of *{rs.title}* in the rules' order, each in our own words; {taught} are "
        "taught in a tutorial, whose part the card links to. A case's address is this page and its number "
        f"(`{doc}.html#{next(iter(rs.cases), '')}`). The readings: [{rs.title} readings]"
        f"({_md_link(doc, part.readings_doc)}).",
        "",
        SEARCH_FORM.format(action=href(doc, "search")),
        "",
    ]
    group = None
    for where in part.cases:
        name = titles.get(where.lesson_doc, where.lesson_doc) if where.lesson_doc else "Not taught in a tutorial"
        if name != group:
            group = name
            lines += [f"## {name}", ""]
        lines += [case_card(where, part, from_doc=doc), ""]
    return "\n".join(lines)


def readings_page(part: RuleSetPages) -> str:
    """A rule set's readings: each question the rules leave open, its options, its default and why, and the cases it
    touches; each anchored by its key (``#arc_boundary``)."""
    rs, doc = part.ruleset, part.readings_doc
    book = rs.readings
    lines = [
        f"# {rs.title}: readings",
        "",
        f"Where the rules of *{rs.title}* lost a diagram or allow more than one ruling, sailkit names the question, "
        "argues each option and picks a default; every ruling lists the readings it used, and `readings=` chooses "
        f"others. {len(book)} readings.",
        "",
    ]
    for reading in book.values():
        cases = []
        for cite in reading.cases:
            number = rs.cases.number_of(cite)
            shown = _e(cite)
            cases.append(f'<a href="{_e(href(doc, part.index_doc, number))}">{shown}</a>' if number else shown)
        options = "".join(
            f"<li><code>{_e(o.name)}</code>{' (default)' if o.name == reading.default else ''}: {_e(o.summary)}"
            f"{' <i>(reconstructed)</i>' if o.reconstructed else ''}</li>"
            for o in reading.options
        )
        lines += [
            f'<div class="sailkit-reading" id="{_e(reading.key)}">'
            f'<p class="sailkit-case-title"><a class="sailkit-case-number" href="#{_e(reading.key)}">'
            f"<code>{_e(reading.key)}</code></a> {_e(reading.question)}</p>"
            f"<p>cases: {', '.join(cases)}</p><ul>{options}</ul>"
            f"<p>why <code>{_e(reading.default)}</code>: {_e(reading.why_default)}</p></div>",
            "",
        ]
    return "\n".join(lines)


__all__ = ["Notebook", "Plan", "RuleSetPages", "Where", "case_card", "heading_key", "href", "jupyter_anchor", "slug"]
