"""Small, rule-free helpers for ipywidgets controllers used by the tutorials.

A tutorial's interactive part is a controller class (see
:mod:`sailkit.rulesets.fighting_sail.faces.explorers`): plain widgets as attributes, named
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
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from .errors import InvalidInputError
from .wording import verdict_words

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

#: Wide enough for descriptions such as "studding sails [13.33]".
DESCRIPTION_STYLE = {"description_width": "initial"}


def dropdown(description: str, options: Sequence[Any], value: Any) -> widgets.Dropdown:
    """A dropdown of ``options`` (words, or ``(words, value)`` pairs) with its description shown in full; a ``value``
    it does not offer is refused by the control's name (ipywidgets would raise a bare ``TraitError``)."""
    allowed = [o[1] if isinstance(o, tuple) else o for o in options]
    if value not in allowed:
        raise InvalidInputError(description, value, f"one of {', '.join(map(str, allowed))}")
    return widgets.Dropdown(options=list(options), value=value, description=description, style=DESCRIPTION_STYLE)


def reading_dropdown(key: str, options: Sequence[str], value: str) -> widgets.Dropdown:
    """A dropdown switching the reading ``key``, the reading and its options in words ("reading: arc boundary",
    "half plane"), its value the option's name: a reader reads no id [issue 24]."""
    return dropdown(f"reading: {key.replace('_', ' ')}", [(o.replace("_", " "), o) for o in options], value)


def slider(description: str, value: int, low: int, high: int) -> widgets.IntSlider:
    """A whole-number slider with its description shown in full; a ``value`` it cannot show is refused by the
    control's name (ipywidgets would clamp it to the nearest end without a word)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidInputError(description, value, f"a whole number from {low} to {high}")
    return widgets.IntSlider(
        value=value,
        min=low,
        max=high,
        step=1,
        description=description,
        style=DESCRIPTION_STYLE,
        continuous_update=False,
    )


def text_box(description: str, value: str = "") -> widgets.Text:
    """A one-line text field (a hex, an order) with its description shown in full, read when the reader presses
    Enter or leaves the field."""
    return widgets.Text(value=value, description=description, style=DESCRIPTION_STYLE, continuous_update=False)


def checkbox(description: str, value: bool = False) -> widgets.Checkbox:
    return widgets.Checkbox(value=value, description=description, style=DESCRIPTION_STYLE, indent=False)


def observe_all(controls: Iterable[widgets.ValueWidget], callback: Callable[[dict[str, Any]], None]) -> None:
    """Call ``callback`` whenever the value of any of ``controls`` changes."""
    for control in controls:
        control.observe(callback, names="value")


def picture(basis: int = 480) -> widgets.HTML:
    """An empty widget that will hold an SVG picture, its box ``basis`` pixels wide when there is room, narrower when
    not. The picture keeps its natural size (:func:`sailkit.figures.inline`: shrunk, its words fall under 11 px), so a
    box narrower than it scrolls sideways rather than clip it."""
    layout = widgets.Layout(flex=f"1 1 {basis}px", min_width="0", max_width="100%", overflow="auto")
    return widgets.HTML(value="", layout=layout)


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


#: The most characters of words a snapshot keeps as its plain text (a notebook reads badly past 2,000).
_MOST_WORDS = 1500


class Snapshot:
    """A picture or a widget's first state as a notebook keeps it: the HTML (or, with ``mime="image/svg+xml"``, the
    SVG) in :attr:`data` that a reader without a live kernel sees, and words in :attr:`text` for whoever reads the
    notebook as text, never ``<IPython.core.display.HTML object>``. Without ``text``, the words of the HTML
    (:func:`html_text`) or the SVG's own title."""

    def __init__(self, data: str, text: str = "", mime: str = "text/html") -> None:
        self.data = data
        self.mime = mime
        if not text:
            title = re.search(r"<title>(.*?)</title>", data, re.S)
            text = html.unescape(title.group(1)) if mime != "text/html" and title else html_text(data)
        self.text = text or "a picture"

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        return {self.mime: self.data, "text/plain": self.text}


class LiveWidget:
    """``widget`` shown with ``text`` as the plain text a notebook keeps for it instead of ipywidgets' repr
    (``VBox(children=(HTML(value='<b>...``), which is all a reader without a live kernel would see of it."""

    def __init__(self, widget: widgets.Widget, text: str) -> None:
        self.widget = widget
        self.text = text

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return {**(self.widget._repr_mimebundle_() or {}), "text/plain": self.text}


def display_with_snapshot(widget: widgets.Widget, snapshot: str, note: str = "", text: str = "") -> None:
    """Display a static picture of the widget's first state (HTML), then the live widget itself.

    In a live notebook the style rule hides the snapshot once the widget renders; in an
    HTML export or a repository browser, where widgets have no state, the snapshot is
    what the reader sees. Each keeps words as its plain text [issue 25]: the snapshot ``text`` (what it shows: the
    ruling, the question; by default the words of its HTML), the live widget ``note`` (what to do with it).
    """
    from IPython.display import display

    from .figures import own_ids

    # the snapshot repeats the widget's pictures: its SVG ids must not be the live ones, or the live picture's
    # hatching refers to the hidden snapshot's pattern and renders empty
    display(Snapshot(snapshot_html(own_ids(snapshot, "snapshot-"), note), _first_words(text or html_text(snapshot))))
    display(LiveWidget(widget, note or "a live widget: run the notebook to use it"))


def _first_words(words: str) -> str:
    """``words`` kept to :data:`_MOST_WORDS` characters, cut at the end of a line: a long ruling's first lines, the
    table beside it says the rest."""
    if len(words) <= _MOST_WORDS:
        return words
    cut = words.rfind("\n", 0, _MOST_WORDS)
    return words[: cut if cut > 0 else _MOST_WORDS] + "\n  ... (the rest in the table)"


_BREAKS = re.compile(r"<(?:br|/?p|/?div|/?li|/?tr|/?h[1-6]|/?table|/?ul)\b[^>]*>", re.I)


def html_text(fragment: str) -> str:
    """The words of an HTML ``fragment``, a line for each block (row, item, paragraph), pictures, styles and folded
    details left out: the plain text of a snapshot that says no words of its own."""
    fragment = re.sub(r"<(svg|style|script|details)\b.*?</\1>", "", fragment, flags=re.S | re.I)
    words = html.unescape(re.sub(r"<[^>]+>", " ", _BREAKS.sub("\n", fragment)))
    lines = (" ".join(line.split()) for line in words.splitlines())
    return "\n".join(line for line in lines if line)


def steps_html(title: str, lines: Iterable[str]) -> str:
    """A bold title followed by one line per step, every piece HTML-escaped."""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return f"<b>{html.escape(title)}</b><ul style='margin-top:2px'>{items}</ul>"


def inline_closed(fig: Figure | None) -> str:
    """``fig`` as inline SVG for a picture (:func:`sailkit.figures.inline`), the figure closed once drawn; ``None``: "".

    What every picture of an explorer goes through, so no figure stays open behind it.
    """
    if fig is None:
        return ""
    import matplotlib.pyplot as plt

    from .figures import inline

    try:
        return inline(fig)
    finally:
        plt.close(fig)


class Explorer:
    """What a tutorial's explorers share: controls beside a picture, a label under them, and a static
    picture of the first state for HTML exports (:func:`display_with_snapshot`).

    A subclass builds its controls, then calls :meth:`_show_in` for the label and the
    picture and :meth:`_watch` to refresh on every change; it names its
    :attr:`controls` (or lists their names in :attr:`CONTROLS`) and draws its state in :meth:`figure`, and whatever refreshes the
    picture calls :meth:`redraw`, which closes each figure once drawn. An explorer that asks one
    question answers it in :meth:`rule`: the default :meth:`update` keeps that ruling as
    :attr:`ruling`, shows it in the label (:meth:`label_html`) and redraws the picture;
    an explorer that shows more has its own :meth:`update`. ``draw=False`` leaves the
    picture empty until the widget is shown (a test that reads only the label draws
    nothing); an explorer made with ``basis=0`` has no picture, its label beside the controls.
    """

    label: widgets.HTML
    picture: widgets.HTML
    draw: bool
    #: How wide the picture is where there is room (:meth:`_show_in`); 0: the explorer has no picture.
    basis: int = 480
    #: The answer of an explorer that asks one question (:meth:`rule`).
    ruling: Any
    #: The caption of the static picture, telling the reader of an export to run the notebook.
    NOTE = "A picture of the explorer as it starts: run the notebook to change it."

    def _show_in(self, basis: int, *, draw: bool = True) -> None:
        """An empty label, and a picture ``basis`` pixels wide where there is room (:func:`picture`); ``basis=0``: none."""
        self.label = widgets.HTML()
        self.picture = picture(basis or 480)
        self.basis = basis
        self.draw = draw and basis > 0

    def _watch(self, controls: Iterable[widgets.ValueWidget] | None = None) -> None:
        """Call :meth:`update` whenever one of ``controls`` (default: :attr:`controls`) changes, and once now."""
        observe_all(self.controls if controls is None else controls, self.update)
        self.update()

    #: The attribute names of the controls, in order, for an explorer whose controls never change (:attr:`controls`).
    CONTROLS: tuple[str, ...] = ()

    @property
    def controls(self) -> tuple[widgets.ValueWidget, ...]:
        """The widgets :attr:`CONTROLS` names; an explorer whose controls change with its state names its own."""
        return tuple(getattr(self, name) for name in self.CONTROLS)

    def rule(self) -> Any:  # pragma: no cover - an explorer that asks one question asks its own
        """The ruling for the controls' values."""
        raise NotImplementedError

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Ask :meth:`rule` again for the controls' values, show the ruling in the label and redraw the picture."""
        self.ruling = self.rule()
        self.label.value = self.label_html()
        self.redraw()

    def label_html(self) -> str:
        """The label under the controls: the ruling with its steps, each with its case."""
        return str(self.ruling.html(picture=False))

    @property
    def text(self) -> str:
        """The ruling as plain text: the verdict and each step with its case."""
        return str(self.ruling)

    def figure(self) -> Figure | None:
        """The picture of the explorer's state: by default its :attr:`ruling`'s diagram, drawn as that kind of ruling is
        drawn everywhere (:meth:`sailkit.rulings.Ruling.figure`); ``None`` when there is nothing to draw."""
        return self.ruling.figure()

    def redraw(self) -> None:
        """Draw :meth:`figure` into the picture when drawing (the figure is closed once drawn); ``None`` empties it."""
        if self.draw:
            self.picture.value = self._drawn()

    def _drawn(self) -> str:
        return inline_closed(self.figure())

    @property
    def widget(self) -> widgets.Widget:
        """The explorer's widgets as :meth:`layout` arranges them. Once shown, an explorer with a picture
        draws it (if ``draw=False`` left it empty) and redraws it on every change."""
        if self.basis and not self.draw:
            self.draw = True
            self.redraw()
        return self.layout()

    def layout(self) -> widgets.Widget:
        """The controls on the left, the picture on the right (below it when the page is narrow), the label under
        them; without a picture, the label beside the controls. An explorer arranged otherwise overrides this."""
        if not self.basis:
            return side_by_side(controls_box(self.controls), self.label)
        return widgets.VBox([side_by_side(controls_box(self.controls), self.picture), self.label])

    def picture_svg(self) -> str:
        """The picture as inline SVG: the one already drawn in the widget, else drawn now ("" without a picture)."""
        if self.picture.value or not self.basis:
            return str(self.picture.value)
        return self._drawn()

    def snapshot(self) -> str:
        """The explorer as it stands, as static HTML: the picture and the label."""
        return f"<div>{self.picture_svg()}</div>{self.label.value}"

    def _ipython_display_(self) -> None:
        ruling = getattr(self, "ruling", None)  # an explorer asking one question: the ruling in words
        display_with_snapshot(self.widget, self.snapshot(), self.NOTE, "" if ruling is None else str(ruling))


class ReplayStepper(Explorer):
    """Step ``game``'s main line with a slider from ``ply`` (0: the start): the label says where the game stands,
    the action played and its ruling with its cases, and the record's comment.

    Rule-free: ``game`` is any engine game loaded from a record (:class:`sailkit.engine.Game`), and the stepper moves
    its cursor along the main line. A rule set's stepper says only how it draws the position (:meth:`figure`); by
    default the picture is the ruling's diagram.
    """

    CONTROLS = ("ply",)

    def __init__(self, game: Any, ply: int = 0) -> None:
        self.game = game
        self.length = len(list(game.mainline()))
        self.ply = slider("action", ply, 0, self.length)
        self._show_in(420, draw=False)
        self._watch()

    def update(self, change: Any = None) -> None:
        """Move the cursor to the slider's action (a callback of the slider)."""
        self.game.rewind()
        self.game.forward(self.ply.value)
        g = self.game
        self.ruling = None if self.ply.value == 0 else g.ruling()
        if self.ruling is None:
            text = steps_html(f"turn {g.turn}, {g.phase} phase: the start", [])
        else:
            head = f"turn {g.turn}, {g.phase} phase after {g.node.action}: {verdict_words(self.ruling.verdict)}"
            text = steps_html(head, [str(s) for s in self.ruling.steps])
            if g.node.comment:
                text += f"<p><i>{html.escape(g.node.comment)}</i></p>"
        self.label.value = text
        self.redraw()

    def figure(self) -> Any:
        """The picture at the slider's action: the ruling's diagram (none at the start); a rule set draws its
        position instead."""
        return None if self.ruling is None else self.ruling.figure()


class ReadingExplorer(Explorer):
    """Switch the reading ``name`` of ``book`` and see ``answer(option)``, the text the chosen option gives.

    For the points a rule set's text leaves open: a dropdown holds the reading's options, its default first chosen,
    and the label shows what the chosen one makes of a position, with the cases the reading touches. Rule-free: the
    reading comes from any reading book (:class:`sailkit.readings.ReadingBook`), the answer from the tutorial.
    """

    CONTROLS = ("option",)

    def __init__(self, book: Mapping[str, Any], name: str, answer: Callable[[str], str]) -> None:
        self.reading = book[name]
        self.answer = answer
        self.option = reading_dropdown(name, self.reading.option_names, self.reading.default)
        self._show_in(0)
        self.said = ""
        self._watch()

    @property
    def text(self) -> str:
        """What the chosen option makes of the position."""
        return self.said

    def update(self, change: Any = None) -> None:
        """Ask the question again under the chosen option (a callback of the dropdown)."""
        self.said = self.answer(self.option.value)
        cases = ", ".join(self.reading.cases)
        self.label.value = f"<b>{html.escape(self.option.value)}</b> [{html.escape(cases)}]: {html.escape(self.said)}"


__all__ = [
    "Explorer",
    "ReadingExplorer",
    "ReplayStepper",
    "DESCRIPTION_STYLE",
    "SNAPSHOT_STYLE",
    "checkbox",
    "reading_dropdown",
    "controls_box",
    "LiveWidget",
    "Snapshot",
    "display_with_snapshot",
    "html_text",
    "dropdown",
    "inline_closed",
    "observe_all",
    "picture",
    "side_by_side",
    "slider",
    "text_box",
    "snapshot_html",
    "steps_html",
]
