"""Small, rule-free helpers for ipywidgets controllers used by the tutorials.

A tutorial's interactive part is a controller class (see
:mod:`sailkit.rulesets.fighting_sail.explorers`): plain widgets as attributes, named
methods as callbacks, and the picture held as SVG text in an ``HTML`` widget. This
keeps every explorer testable without a kernel: setting a widget's ``.value`` runs
its observers at once, and the test reads the label and picture back as strings.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import ipywidgets as widgets

#: Wide enough for descriptions such as "studding sails [13.33]".
DESCRIPTION_STYLE = {"description_width": "initial"}


def dropdown(description: str, options: Sequence[str], value: str) -> widgets.Dropdown:
    """A dropdown of string options with its description shown in full."""
    return widgets.Dropdown(options=list(options), value=value, description=description, style=DESCRIPTION_STYLE)


def slider(description: str, value: int, low: int, high: int) -> widgets.IntSlider:
    """A whole-number slider with its description shown in full."""
    return widgets.IntSlider(
        value=value,
        min=low,
        max=high,
        step=1,
        description=description,
        style=DESCRIPTION_STYLE,
        continuous_update=False,
    )


def checkbox(description: str, value: bool = False) -> widgets.Checkbox:
    return widgets.Checkbox(value=value, description=description, style=DESCRIPTION_STYLE, indent=False)


def observe_all(controls: Iterable[widgets.ValueWidget], callback: Callable[[dict[str, Any]], None]) -> None:
    """Call ``callback`` whenever the value of any of ``controls`` changes."""
    for control in controls:
        control.observe(callback, names="value")


def picture() -> widgets.HTML:
    """An empty widget that will hold an SVG picture."""
    return widgets.HTML(value="")


def steps_html(title: str, lines: Iterable[str]) -> str:
    """A bold title followed by one line per step, every piece HTML-escaped."""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return f"<b>{html.escape(title)}</b><ul style='margin-top:2px'>{items}</ul>"


__all__ = ["DESCRIPTION_STYLE", "checkbox", "dropdown", "observe_all", "picture", "slider", "steps_html"]
