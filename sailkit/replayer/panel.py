"""The panel beside a replay's board as HTML: where the game stands, the action with its cases and what it did on the
board, the comments and annotations (in words: the board draws them), the odds of a die roll, every ship's line and
the variations that start here."""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from ..annotations import Annotation, Arrow, Bookmark, Highlight, RulingRef
from .view import Shown, grouped

_E = html.escape


def panel_html(s: Shown, rulings: Sequence[str] = (), notes: Sequence[str] = ()) -> str:
    """``s`` as HTML; ``rulings`` are the answers to the point's ruling references, ``notes`` anything not drawn."""
    # every word wraps within the column, a long one too: no sentence is cut off at the panel's edge
    parts = [
        f"<div style='font-size:0.92em;line-height:1.35;overflow-wrap:anywhere'><b>{_E(s.where or 'the start')}</b>"
    ]
    who = "umpire's view" if s.view is None else f"{s.view}'s view"
    parts.append(f" <span style='color:#667'>(action {s.ply}; {_E(who)})</span>")
    if s.action:
        style = "font-style:italic" if s.hidden else "font-family:monospace"
        parts.append(f"<div style='margin-top:4px'><span style='{style}'>{_E(s.action)}</span></div>")
    if s.steps:
        parts.append(_list(s.steps))
    if s.just_happened:
        parts.append("<div><b>on the board</b>" + _list(map(str, s.just_happened)) + "</div>")
    if s.odds:
        parts.append("<div><b>the roll and what it could have done</b>")
        rows = []
        for effect, p, results in grouped(s.odds):
            mark = " &larr; rolled" if any(o.chosen and o.effect == effect for o in s.odds) else ""
            rows.append(
                f"<tr><td style='text-align:right;white-space:nowrap'>{p}</td><td>{_change(effect)}{mark}</td>"
                f"<td style='color:#667'>{_E(' '.join(results))}</td></tr>"
            )
        parts.append(f"<table style='border-collapse:collapse'>{''.join(rows)}</table></div>")
    if s.comments:
        parts.append("<div><b>comments</b>" + _list(s.comments) + "</div>")
    shown_notes = [w for w in map(annotation_words, s.annotations) if w] + list(rulings) + list(notes)
    if shown_notes:
        parts.append("<div><b>annotations</b>" + _list(shown_notes) + "</div>")
    if s.ships:
        ship_rows = "".join(
            f"<tr><td><b>{_E(x.name)}</b> ({_E(x.side)})</td><td>{_E(x.place)}</td>"
            f"<td style='color:#B2182B'>{_E(x.damage)}</td><td>{_E(x.status)}</td></tr>"
            for x in s.ships
        )
        parts.append(f"<div><b>ships</b><table>{ship_rows}</table></div>")
    if len(s.next_actions) > 1:
        parts.append(
            "<div><b>variations from here</b>"
            + _list(f"{a} (instead of {s.next_actions[0]})" for a in s.next_actions[1:])
            + "</div>"
        )
    return "".join(parts) + "</div>"


def annotation_words(a: Annotation) -> str:
    """An annotation as the panel says it, beside its drawing on the board: ``"red arrow from 0810 to 1010"``,
    ``"1010 highlighted in red"``, ``"bookmark: first blood"``; ``""`` for a ruling reference (the panel shows its
    answer instead)."""
    if isinstance(a, Arrow):
        return f"{a.colour} arrow from {a.tail} to {a.head}"
    if isinstance(a, Highlight):
        return f"{a.place} highlighted in {a.colour}"
    if isinstance(a, Bookmark):
        return f"bookmark: {a.name}"
    if isinstance(a, RulingRef):
        return ""
    return str(a)


def _change(effect: str) -> str:
    """An effect (``"Guerriere: undamaged -> H1"``) as HTML whose arrows never break from the state before
    them: a narrow column would otherwise wrap it after the hyphen, leaving ``>`` alone on the next line."""
    return _E(effect).replace(" -&gt; ", "&nbsp;&rarr; ")


def _list(items: Iterable[str]) -> str:
    return (
        "<ul style='margin:2px 0 4px 0;padding-left:18px'>" + "".join(f"<li>{_E(str(i))}</li>" for i in items) + "</ul>"
    )


__all__ = ["annotation_words", "panel_html"]
