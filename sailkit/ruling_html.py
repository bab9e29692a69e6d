"""A ruling as a notebook, the desk and the replayer show it: heading, steps table with a total, readings, cases.

The presentation of :class:`sailkit.rulings.Ruling` lives here, apart from the ruling itself, so a ruling stays a
value that answers a question: the heading says the question and the verdict with its number
(:meth:`~sailkit.rulings.Ruling.headline`); the steps are a left-aligned table of case, what it decided and its
value, with a total row when the values add up; the readings used are small labels linked to the rule set's
readings page; what each cited case rules (the rule set's case index) is folded under the table; and the ruling's
diagram stands beside it where the width allows, under it where not, always at its natural size. Only the rule set's
parts found through :mod:`sailkit.registry` are used, so no rule set is named here.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from .readings import said
from .wording import format_number

_LEFT = "text-align:left;vertical-align:top;padding:2px 10px 2px 0"
_RIGHT = "text-align:right;vertical-align:top;padding:2px 0 2px 10px;white-space:nowrap"
_PILL = (
    "display:inline-block;font-size:0.8em;padding:0 6px;margin:0 4px 2px 0;border:1px solid #9aa7b3;"
    "border-radius:8px;text-decoration:none;color:inherit"
)


def ruling_html(
    ruling: Any, *, picture: bool = True, heading: bool = True, diagram: Any = None, brief: bool = False
) -> str:
    """``ruling`` as HTML: heading, steps table, readings and (``picture=True``) its diagram beside.

    ``heading=False`` leaves the question and verdict out (for a widget that writes its own); ``diagram``, a
    matplotlib Figure already drawn, is shown instead of the ruling's own; ``brief`` leaves out the readings used and
    what the cases rule (a comparison says them once, under its first ruling).
    """
    fig = diagram if diagram is not None else ruling.figure() if picture else None
    beside = ""
    if fig is not None:
        from .figures import inline, natural_width

        svg = inline(fig)  # at its natural width, never shrunk: beside the table if both fit, else below it
        beside = f'<div style="flex:0 0 auto;width:{natural_width(svg)}px">{svg}</div>'
    return (  # a page narrower than the diagram scrolls it rather than shrinking its words under 11 px
        '<div class="sailkit-ruling" style="display:flex;flex-wrap:wrap;gap:10px 24px;align-items:flex-start;'
        'overflow-x:auto">'
        f'<div style="flex:1 1 380px;max-width:48em;min-width:0">{_table(ruling, heading, brief)}</div>{beside}</div>'
    )


def _table(ruling: Any, heading: bool, brief: bool = False) -> str:
    """The heading, the steps as a left-aligned table (case, what it decided, value) with a total, the readings."""
    summaries = ruling.case_summaries()
    rows = "".join(
        f'<tr><td style="{_LEFT};white-space:nowrap" title="{html.escape(summaries.get(s.case, ""), quote=True)}">'
        f"[{html.escape(s.case)}]</td>"
        f'<td style="{_LEFT}">{html.escape(s.words)}</td>'
        f'<td style="{_RIGHT}">{"" if s.value is None else format_number(s.value, signed=True)}</td></tr>'
        for s in ruling.steps
    )
    column = ruling.column()
    foot = (
        f'<tfoot><tr style="border-top:1.5px solid currentColor"><td style="{_LEFT}"></td>'
        f'<td style="{_LEFT}"><b>{html.escape(column[0])}</b></td>'
        f'<td style="{_RIGHT}"><b>{format_number(column[1])}</b></td></tr></tfoot>'
        if column is not None
        else ""
    )
    head = (
        f'<thead><tr><th style="{_LEFT}">case</th><th style="{_LEFT}">what it decided</th>'
        f'<th style="{_RIGHT}">value</th></tr></thead>'
    )
    table = f'<table style="border-collapse:collapse;margin:6px 0;font-size:0.95em">{head}<tbody>{rows}</tbody>{foot}</table>'
    # the question and its answer in bold, joined as every heading words them (wording.heading): one colon at most
    words, question = ruling.title(), ruling.question.rstrip().rstrip(":?")
    n = len(question)
    if words.startswith(question) and words[n : n + 2] in (": ", "? "):
        said = f"<b>{html.escape(question)}</b>{words[n]} <b>{html.escape(words[n + 2 :])}</b>"
    else:
        said = f"<b>{html.escape(words)}</b>"
    title = f'<div style="text-align:left;font-size:1.12em;margin:2px 0 4px 0">{said}</div>'
    return (
        (title if heading else "")
        + (table if ruling.steps else "")
        + ("" if brief else _readings(ruling))
        + _others(ruling)
        + ("" if brief else _cases(summaries))
    )


def _others(ruling: Any) -> str:
    """What each other option of the readings used would decide, where it differs, the option said in words: a club
    sees at once whether its dispute hinges on a reading."""
    if not ruling.others:
        return ""
    book, _ = _reading_book(ruling.ruleset)
    items = "".join(
        f"<li>if {_option_words(book, o.reading, o.option)}: {html.escape(o.headline)}</li>" for o in ruling.others
    )
    return (
        '<div style="text-align:left;margin-top:4px;font-size:0.9em">another reading would answer otherwise:'
        f'<ul style="margin:2px 0 0 0">{items}</ul></div>'
    )


def _option_words(book: Any, key: str, option: str) -> str:
    """An option of a reading as HTML: its meaning in words, its id only in a tooltip (a reader reads words, not
    ``key=option`` [issue 24]); the key and option in words where the book does not know it."""
    summary = next((o.summary for o in book[key].options if o.name == option), "") if book and key in book else ""
    return f'<span title="{html.escape(_ident(key, option), quote=True)}">{html.escape(summary or said(key, option))}</span>'


def _ident(key: str, option: str) -> str:
    """How a reader switches to this option, for a tooltip: ``readings={"key": "option"}``."""
    return f'readings={{"{key}": "{option}"}}'


def _readings(ruling: Any) -> str:
    """The readings used, each as its question and the option chosen in words [issue 24: never the id], with a small
    label linking to the rule set's readings page where the other options are (the id in its tooltip)."""
    if not ruling.readings:
        return ""
    book, doc = _reading_book(ruling.ruleset)
    items = []
    for key, option in ruling.readings:
        tip = html.escape(_ident(key, option), quote=True)
        label = (
            f' <a href="{html.escape(f"{doc}#{key}", quote=True)}" title="{tip}" style="{_PILL}">the options</a>'
            if doc
            else ""
        )
        if book is not None and key in book:
            r = book[key]
            chosen = next((o.summary for o in r.options if o.name == option), "") or said(key, option)
            words = f"{html.escape(r.question)} <b>{html.escape(chosen)}</b>"
        else:
            words = f'<b title="{tip}">{html.escape(said(key, option))}</b>'
        items.append(f"<li>{words}{label}</li>")
    return (
        '<div style="text-align:left;margin-top:2px;font-size:0.9em">readings used:'
        f'<ul style="margin:2px 0 0 0">{"".join(items)}</ul></div>'
    )


def _reading_book(ruleset: str) -> tuple[Any, str]:
    """The rule set's readings and the link to its readings page from a notebook of its tutorials, if it has one."""
    from .registry import rulesets

    rs = rulesets().get(ruleset)
    if rs is None:
        return None, ""
    if not rs.readings_doc:
        return rs.readings, ""
    up = "../" * (1 + len([p for p in rs.tutorials.split("/") if p]))  # from tutorials/<its folder>/ to the root
    return rs.readings, up + rs.readings_doc


def _cases(summaries: Mapping[str, str]) -> str:
    """What each cited case rules, in the rule set's own words, folded under the table (open it to read)."""
    if not summaries:
        return ""
    items = "".join(
        f"<li><b>[{html.escape(case)}]</b> {html.escape(text)}</li>" for case, text in summaries.items() if text
    )
    return (
        '<details style="text-align:left;font-size:0.9em;margin:4px 0"><summary>what these cases rule</summary>'
        f'<ul style="margin:2px 0 0 0;padding-left:1.4em">{items}</ul></details>'
    )


__all__ = ["ruling_html"]
