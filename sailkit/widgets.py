"""Small, rule-free helpers for ipywidgets controllers used by the tutorials.

A tutorial's interactive part is a controller class (see
:mod:`sailkit.rulesets.fighting_sail.explorers`): plain widgets as attributes, named
methods as callbacks, and the picture held as SVG text in an ``HTML`` widget. This
keeps every explorer testable without a kernel: setting a widget's ``.value`` runs
its observers at once, and the test reads the label and picture back as strings.

Outside a live notebook a widget shows nothing (an HTML export, a repository browser),
so :func:`display_with_snapshot` leaves a static picture of the first state in the
output as well; a style rule hides it as soon as the live widget is drawn beside it.
The layouts here wrap, so an explorer works from 800 pixels up.
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


def picture(basis: int = 480) -> widgets.HTML:
    """An empty widget that will hold an SVG picture, ``basis`` pixels wide when there is room, narrower when not."""
    return widgets.HTML(value="", layout=widgets.Layout(flex=f"1 1 {basis}px", min_width="0", max_width="100%"))


def controls_box(controls: Sequence[widgets.Widget], width: int = 330) -> widgets.VBox:
    """The controls stacked in a column ``width`` pixels wide (descriptions in full, nothing clipped)."""
    for c in controls:
        c.layout.width = "100%"
    return widgets.VBox(list(controls), layout=widgets.Layout(flex=f"0 0 {width}px", width=f"{width}px"))


def side_by_side(*children: widgets.Widget) -> widgets.HBox:
    """Children in a row that wraps onto the next line when the notebook is too narrow for them side by side."""
    return widgets.HBox(
        list(children),
        layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start", grid_gap="8px 16px", width="100%"),
    )


#: Hides a snapshot once a live widget is drawn in the same output area (JupyterLab, Notebook 7, classic).
SNAPSHOT_STYLE = (
    "<style>.jp-OutputArea:has(.widget-box) .sailkit-snapshot,"
    " .output_wrapper:has(.widget-box) .sailkit-snapshot {display: none;}</style>"
)


def snapshot_html(body: str, note: str = "") -> str:
    """``body`` (the widget's first state as HTML) wrapped so it shows only where the live widget cannot."""
    caption = f'<div style="font-size:0.85em;font-style:italic">{html.escape(note)}</div>' if note else ""
    return f'{SNAPSHOT_STYLE}<div class="sailkit-snapshot">{caption}{body}</div>'


def display_with_snapshot(widget: widgets.Widget, snapshot: str, note: str = "") -> None:
    """Display a static picture of the widget's first state (HTML), then the live widget itself.

    In a live notebook the style rule hides the snapshot once the widget renders; in an
    HTML export or a repository browser, where widgets have no state, the snapshot is
    what the reader sees.
    """
    from IPython.display import HTML, display

    display(HTML(snapshot_html(snapshot, note)))
    display(widget)


def steps_html(title: str, lines: Iterable[str]) -> str:
    """A bold title followed by one line per step, every piece HTML-escaped."""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return f"<b>{html.escape(title)}</b><ul style='margin-top:2px'>{items}</ul>"


__all__ = [
    "DESCRIPTION_STYLE",
    "SNAPSHOT_STYLE",
    "checkbox",
    "controls_box",
    "display_with_snapshot",
    "dropdown",
    "observe_all",
    "picture",
    "side_by_side",
    "slider",
    "snapshot_html",
    "steps_html",
]
