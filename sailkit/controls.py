"""Explorers as tables of controls: an explorer declares each control (its kind, words, range, default) as a class
attribute, and :class:`TableExplorer` builds the widgets, wires the observers and redraws.

A tutorial's explorer lets the reader vary a few values and see one ruling change. What differs from one explorer to
the next is which values, with what words and bounds, and the question asked; building ipywidgets, watching them and
redrawing is the same everywhere, so it is here, once::

    class ClockExplorer(TableExplorer):
        turn = Whole("turn", 1, 40, default=10)
        reading = Reading(READINGS, "wind_check_frequency")

        def rule(self) -> Ruling:
            return wind_check_due(self.turn.value, {"wind_check_frequency": self.reading.value})

``ClockExplorer(12)`` or ``ClockExplorer(turn=12)`` then shows a slider and a dropdown beside the picture, the ruling
under them; ``explorer.turn`` is the slider itself (tests set its ``.value`` and its observers fire at once, no
kernel needed) and ``explorer.values`` each control's value read as its kind reads it (a die not rolled is ``None``).
Rule-free: a rule set passes its own options, readings book and words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar, overload

import ipywidgets as widgets

from . import widgets as kit
from .errors import InvalidInputError
from .explorer_parts import FACES, NO_ROLL

W = TypeVar("W", bound=widgets.ValueWidget)


class Control(Generic[W]):
    """One control of a :class:`TableExplorer`: its words, its default, the widget it makes. As a class attribute it
    names the widget it made for each explorer (``explorer.turn`` is that explorer's slider)."""

    name = ""

    def __init__(self, label: str, default: Any) -> None:
        self.label, self.default = label, default

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, explorer: None, owner: type | None = None) -> Control[W]: ...
    @overload
    def __get__(self, explorer: object, owner: type | None = None) -> W: ...
    def __get__(self, explorer: object | None, owner: type | None = None) -> Control[W] | W:
        if explorer is None:
            return self
        raise AttributeError(f"{type(explorer).__name__} has not made its control {self.name!r} yet")

    def make(self, value: Any) -> W:  # pragma: no cover - each kind makes its own
        """The widget showing ``value``."""
        raise NotImplementedError

    def read(self, widget: W) -> Any:
        """The widget's value as the explorer's question takes it."""
        return widget.value


class Choice(Control[widgets.Dropdown]):
    """A dropdown of ``options`` (words, or ``(words, value)`` pairs)."""

    def __init__(self, label: str, options: Sequence[Any], default: Any) -> None:
        super().__init__(label, default)
        self.options = tuple(options)

    def make(self, value: Any) -> widgets.Dropdown:
        return kit.dropdown(self.label, self.options, value)


class Whole(Control[widgets.IntSlider]):
    """A whole-number slider from ``low`` to ``high`` by ``step``."""

    def __init__(self, label: str, low: int, high: int, *, default: int, step: int = 1) -> None:
        super().__init__(label, default)
        self.low, self.high, self.step = low, high, step

    def make(self, value: Any) -> widgets.IntSlider:
        slider = kit.slider(self.label, value, self.low, self.high)
        slider.step = self.step
        return slider


class Check(Control[widgets.Checkbox]):
    """A checkbox."""

    def __init__(self, label: str, default: bool = False) -> None:
        super().__init__(label, default)

    def make(self, value: Any) -> widgets.Checkbox:
        return kit.checkbox(self.label, bool(value))


class Words(Control[widgets.Text]):
    """A one-line text field, read when the reader presses Enter or leaves it (an order, a hex)."""

    def __init__(self, label: str, default: str = "") -> None:
        super().__init__(label, default)

    def make(self, value: Any) -> widgets.Text:
        return kit.text_box(self.label, str(value))


class Die(Control[widgets.Dropdown]):
    """A die's faces in a dropdown; ``rolled=False`` offers :data:`NO_ROLL` first, a die not rolled yet (read as
    ``None``). Dice are data: the reader chooses the face, nothing is rolled."""

    def __init__(self, label: str, default: int | None = None, *, unrolled: bool = True) -> None:
        super().__init__(label, default)
        self.unrolled = unrolled

    def make(self, value: Any) -> widgets.Dropdown:
        faces = (NO_ROLL, *FACES) if self.unrolled else FACES
        shown = NO_ROLL if value is None else str(value)
        if shown not in faces:
            raise InvalidInputError(self.label, value, "a die's face, 1 to 6" + (" (or None)" if self.unrolled else ""))
        return kit.dropdown(self.label, faces, shown)

    def read(self, widget: widgets.Dropdown) -> int | None:
        return None if widget.value == NO_ROLL else int(widget.value)


class Reading(Control[widgets.Dropdown]):
    """A dropdown switching the reading ``key`` of a rule set's readings ``book``, its default first chosen."""

    def __init__(self, book: Mapping[str, Any], key: str, default: str | None = None) -> None:
        super().__init__(f"reading {key}", book[key].default if default is None else default)
        self.key, self.options = key, tuple(book[key].option_names)

    def make(self, value: Any) -> widgets.Dropdown:
        if value not in self.options:
            raise InvalidInputError(self.label, value, f"one of {', '.join(self.options)}")
        return kit.reading_dropdown(self.key, self.options, value)


class TableExplorer(kit.Explorer):
    """An explorer whose controls are its :class:`Control` class attributes, shown in the order they are declared.

    ``TableExplorer(*values, draw=None, **values)`` makes each control's widget showing the value given for it (by
    position in the order declared, or by name; its default otherwise), an empty label and a picture
    :attr:`basis` pixels wide (``0``: none, the label beside the controls; drawn at once unless :attr:`DRAW` or
    ``draw`` says not), then calls :meth:`update` on every change and once now. A subclass that needs more (a
    position, a ship) sets it before calling ``super().__init__``."""

    TABLE: ClassVar[tuple[Control[Any], ...]] = ()
    #: Whether the picture is drawn at once (``False``: when the widget is first shown), unless ``draw=`` says.
    DRAW: ClassVar[bool] = True

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        table = {c.name: c for base in reversed(cls.__mro__) for c in vars(base).values() if isinstance(c, Control)}
        cls.TABLE = tuple(table.values())
        cls.CONTROLS = tuple(table)

    def __init__(self, *values: Any, draw: bool | None = None, **named: Any) -> None:
        if len(values) > len(self.TABLE):
            raise InvalidInputError("values", values, f"at most {len(self.TABLE)}: {', '.join(self.CONTROLS)}")
        named = {**{c.name: v for c, v in zip(self.TABLE, values, strict=False)}, **named}
        unknown = sorted(set(named) - set(self.CONTROLS))
        if unknown:
            raise InvalidInputError("control", unknown[0], f"one of {', '.join(self.CONTROLS)}")
        for c in self.TABLE:
            self.__dict__[c.name] = c.make(named.get(c.name, c.default))
        self._show_in(self.basis, draw=self.DRAW if draw is None else draw)
        self._watch()

    @property
    def values(self) -> dict[str, Any]:
        """Each control's value as its kind reads it, by name (a die not rolled: ``None``)."""
        return {c.name: c.read(self.__dict__[c.name]) for c in self.TABLE}


__all__ = ["NO_ROLL", "Check", "Choice", "Control", "Die", "Reading", "TableExplorer", "Whole", "Words"]
