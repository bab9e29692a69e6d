"""The Sphinx extension of the rules reference site: case anchors and cards in the tutorials, cases in the search.

While Sphinx reads a tutorial (myst-nb, from its stored outputs), each heading that teaches a case gets the case
number as its anchor (``07_fire_combat.html#9.33f``) and a card under it: the case's summary in our own words, the
readings that touch it, the functions that answer it and a link to the index of cases. Every heading also gets the
anchor JupyterLab gives it (``#[9.33f]-Stern-rakes``), so the links the notebooks make to each other's parts hold on
the site. Every case is an object of the search index: typing ``9.33f`` finds it first, with its rule set's name.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import unquote

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.domains import Domain, ObjType

from .. import registry
from .pages import Plan, case_card, heading_key, href, jupyter_anchor

#: The plan of each site being built, by its source folder (worked out once a build, before any page is read).
_PLANS: dict[str, Plan] = {}


class CaseDomain(Domain):
    """The cases of every rule set, as objects the search finds by number (one object type a rule set)."""

    name = "sailkit"
    label = "sailkit"
    object_types: ClassVar[dict[str, ObjType]] = {}

    def get_type_name(self, type: ObjType, primary: bool = False) -> str:
        """What a search result calls a case: ``Fighting Sail case``."""
        return type.lname

    def get_objects(self) -> Iterator[tuple[str, str, str, str, str, int]]:
        plan = _PLANS[str(self.env.srcdir)]
        for where in plan.wheres():
            case = where.case
            name = f"{case.number} {case.title}"
            yield name, name, f"case-{where.ruleset.key}", where.doc, case.number, 0  # 0: listed first

    def merge_domaindata(self, docnames: Any, otherdata: Any) -> None:
        """Nothing to merge: the objects come from the plan, not from reading pages."""

    def resolve_any_xref(self, *args: Any, **kwargs: Any) -> list[Any]:
        return []


def _plan_ready(app: Sphinx, config: Any) -> None:
    """Work the plan out once, before any page is read, and name each rule set's object type for the search."""
    plan = Plan.of(Path(config.sailkit_root), registry.rulesets().values())
    _PLANS[str(app.srcdir)] = plan
    CaseDomain.object_types = {
        f"case-{part.ruleset.key}": ObjType(f"{part.ruleset.title} case", "case") for part in plan.rulesets
    }


def _mark_lessons(app: Sphinx, doctree: nodes.document) -> None:
    """Give a tutorial's headings their JupyterLab anchors, and each heading teaching a case its number and card."""
    docname = app.env.docname
    if not docname.startswith("tutorials/"):
        return
    plan = _PLANS[str(app.srcdir)]
    teaching = plan.lessons().get(docname, {})
    parts = {part.ruleset.key: part for part in plan.rulesets}
    for section in doctree.findall(nodes.section):
        title = section.next_node(nodes.title)
        if title is None:
            continue
        words = heading_key(title.astext())
        wheres = teaching.get(words, ())
        ids = [w.case.number for w in wheres[:1]] + [jupyter_anchor(words)]
        section["ids"] = [*ids, *(i for i in section["ids"] if i not in ids)]
        for i in ids:
            doctree.ids.setdefault(i, section)
        if wheres:
            cards = "".join(
                case_card(w, parts[w.ruleset.key], from_doc=docname, anchor=w is not wheres[0]) for w in wheres
            )
            section.insert(
                section.index(title) + 1, nodes.raw("", f'<div class="sailkit-cards">{cards}</div>', format="html")
            )


def _cards_changed(app: Sphinx, env: Any, added: set[str], changed: set[str], removed: set[str]) -> list[str]:
    """The tutorials to read again though their files did not change: all that carry cards, when what the cards say
    (a case's summary, its readings, the functions citing it) changed since the last build."""
    plan = _PLANS[str(app.srcdir)]
    stamp = plan.fingerprint()
    if getattr(env, "sailkit_cards", None) == stamp:
        return []
    env.sailkit_cards = stamp
    return sorted(plan.lessons())


#: A relative link in a stored HTML output to a page of the repository (``../docs/readings.md#maximal_spend``).
_RAW_LINK = re.compile(r'href="(?![a-z][a-z0-9+.-]*:|#)([^"#]+)\.(?:md|ipynb)((?:#[^"]*)?)"')


def _links_to_pages(app: Sphinx, doctree: nodes.document) -> None:
    """Point links at the pages of the site, with their anchors: a markdown link to ``doc.ipynb#part`` goes to
    ``doc.html#part`` whether or not MyST knows the anchor (the site adds JupyterLab's anchors and the cases'
    numbers itself), and a link in a stored HTML output (a ruling's readings) to ``.md``/``.ipynb`` goes to ``.html``.
    """
    docname = app.env.docname
    source = Path(app.srcdir)
    for xref in list(doctree.findall(addnodes.pending_xref)):
        anchor = xref.get("reftargetid")
        if xref.get("refdomain") != "doc" or xref.get("reftype") != "myst" or not anchor:
            continue
        target = Path(xref["reftarget"])
        if target.is_absolute():
            try:
                target = target.relative_to(source)
            except ValueError:
                continue
        link = nodes.reference("", "", *xref.children, internal=True)
        link["refuri"] = href(docname, target.as_posix(), unquote(anchor))
        xref.replace_self(link)
    for raw in list(doctree.findall(nodes.raw)):
        text = raw.astext()
        fixed = _RAW_LINK.sub(r'href="\1.html\2"', text)
        if fixed != text:
            raw.replace_self(nodes.raw("", fixed, format=raw.get("format", "html")))


def _shallow_navigation(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    """Furo draws its navigation from every level of the table of contents: on every page it copies each notebook's
    every heading only to drop them again (it shows pages' titles only), a third of the build. The site's tables of
    contents list pages, never pages within pages, so the pages' titles alone draw the same navigation."""
    toctree = context.get("toctree")
    if toctree is not None:
        context["toctree"] = functools.partial(_titles, toctree)


def _titles(toctree: Callable[..., str], **options: Any) -> str:
    return toctree(**{**options, "maxdepth": 1})


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("sailkit_root", "", "env", types=[str])
    app.add_domain(CaseDomain)
    app.connect("config-inited", _plan_ready)
    app.connect("doctree-read", _mark_lessons)
    app.connect("doctree-read", _links_to_pages)
    app.connect("env-get-outdated", _cards_changed)
    app.connect("html-page-context", _shallow_navigation, priority=400)  # before Furo's own (500)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
