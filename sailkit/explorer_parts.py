"""The small parts an explorer is built from, in any rule set: dropdowns of headings and of a die's faces, and the
words an explorer shows of its rulings (a refusal with its case, a bold head over a ruling's steps, a row of a table
of answers, a die's faces with their exact odds).

Rule-free: a rule set's explorers (:class:`sailkit.widgets.Explorer`) pass their own words.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .dice import Distribution
from .geometry.compass import Direction
from .rulings import Ruling, Step

if TYPE_CHECKING:  # pragma: no cover
    import ipywidgets as widgets

#: A die's dropdown offers this first: not rolled yet.
NO_ROLL = "-"
FACES = tuple(str(n) for n in range(1, 7))

#: The eight headings by name, ``N`` first, clockwise.
DIRECTIONS = tuple(d.name for d in Direction)


def empty_dropdown(description: str) -> widgets.Dropdown:
    """A dropdown whose options are filled in later (an explorer's ends or steps)."""
    import ipywidgets as widgets

    from . import widgets as kit

    return widgets.Dropdown(options=[], value=None, description=description, style=kit.DESCRIPTION_STYLE)


def compass(description: str, value: str) -> widgets.Dropdown:
    """A dropdown of the eight headings (a ship's heading, where the wind blows from)."""
    from .widgets import dropdown

    return dropdown(description, DIRECTIONS, value)


def die_dropdown(description: str, *, first: str = NO_ROLL) -> widgets.Dropdown:
    """A dropdown of a die's faces, ``first`` chosen; ``NO_ROLL`` (offered first) is a die not rolled yet."""
    from .widgets import dropdown

    return dropdown(description, FACES if first != NO_ROLL else (NO_ROLL, *FACES), first)


def rolled(box: widgets.Dropdown) -> int | None:
    """The face a die dropdown shows, ``None`` while it is not rolled."""
    return None if box.value == NO_ROLL else int(box.value)


def sides_rolled(dice: dict[str, Any]) -> dict[str, int] | None:
    """Each side's die from its dropdown, when every side has one (``NO_ROLL`` leaves it out): a roll-off."""
    rolled = {side: int(box.value) for side, box in dice.items() if box.value != NO_ROLL}
    return rolled if len(rolled) == len(dice) else None


def refusal(ruling: Ruling) -> str:
    """Why a ruling refuses, with its case: its last step, ``"REASON [CASE]"``."""
    last = ruling.steps[-1]
    return f"{last.words} [{last.case}]"


def joined(*parts: object) -> str:
    """An explorer's text: each part on a line of its own (a ruling in full), those that are ``None`` left out."""
    return "\n".join(str(p) for p in parts if p is not None)


def headed(head: str, ruling: Ruling) -> str:
    """A label: ``head`` in bold, then the ruling's steps, each with its case."""
    return f"<b>{html.escape(head)}</b>" + ruling.html(picture=False, heading=False)


def answer_row(what: str, answer: str, ruling: Ruling, step: Step | None = None) -> str:
    """One row of an explorer's table of answers: what is asked, the answer, and why (``step``, else the ruling's
    last step) with its case."""
    last = step or ruling.steps[-1]
    return (
        f"<tr><td><b>{html.escape(what)}</b></td><td>{html.escape(answer)}</td>"
        f"<td>{html.escape(last.reason)} [{html.escape(last.case)}]</td></tr>"
    )


def faces_html(faces: Mapping[int, str], odds: Distribution) -> str:
    """A die's faces, what each does, and the exact chance of each outcome (a fraction and a percentage)."""
    rows = "".join(f"<tr><td>{d}</td><td>{html.escape(what)}</td></tr>" for d, what in faces.items())
    chances = "; ".join(f"{html.escape(str(k))} {p} ({float(p):.1%})" for k, p in odds.items())
    return (
        f"<table style='font-size:0.9em'><tr><th>die</th><th>what happens</th></tr>{rows}</table>"
        f"<div><b>exact odds</b>: {chances}</div>"
    )


__all__ = [
    "DIRECTIONS",
    "FACES",
    "NO_ROLL",
    "answer_row",
    "compass",
    "die_dropdown",
    "empty_dropdown",
    "faces_html",
    "headed",
    "joined",
    "refusal",
    "rolled",
    "sides_rolled",
]
