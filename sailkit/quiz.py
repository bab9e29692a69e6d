"""Rule-free teaching helpers for every rule set's tutorials: self-check questions and readings side by side.

* :class:`Question`: a "check yourself" question the engine judges from its ruling. The
  reader picks an answer (``question.choice.value = "no"``) and :meth:`Question.check`
  says right or not, explaining with the ruling's cases. A tutorial of any rule set
  uses it; nothing here knows a rule.
* :class:`Compared` and :func:`compare`: the answers to one question under each option of
  a reading, side by side, so a reader sees what a reading changes.
* :class:`DrawnRuling`: a ruling an explorer shows with a picture of its own (on the position it is about, on a
  table, as a grid of dice), which prints and compares as the ruling it wraps.

Both work without a kernel (tests set a widget's ``.value`` and call the named method),
and show a static snapshot before the live widget for HTML exports and repository
browsers (:func:`sailkit.widgets.display_with_snapshot`).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, Self

import ipywidgets as widgets

from . import widgets as kit
from .compact import compact_html
from .errors import InvalidInputError
from .plain_text import ReadsAsText
from .readings import ReadingBook, cite_all, question_of, said
from .rulings import Ruling, Step
from .wording import verdict_words


def ruling_of(answer: Any) -> Ruling:
    """The :class:`Ruling` inside an answer: a ruling, a value carrying one (``.ruling``), or the last ruling of a tuple."""
    if isinstance(answer, Ruling):
        return answer
    inner = getattr(answer, "ruling", None)
    if isinstance(inner, Ruling):
        return inner
    if isinstance(answer, tuple):
        found = [x for x in answer if isinstance(x, Ruling)]
        if found:
            return found[-1]
    raise TypeError(f"{type(answer).__name__} is not a ruling and carries none")


def _inline(fig: Any) -> str:
    from .figures import inline

    return inline(fig)


class Question:
    """A "Check yourself" question the engine judges.

    ``ruling`` is the engine's answer (a ruling or anything carrying one); the right
    choice is ``answer`` if given, else the ruling's verdict in words (``"yes"``/``"no"``
    for a true or false verdict). Pick with ``question.choice.value = "no"``, then
    :meth:`check`: the feedback says right or not and explains with the ruling's cases.
    A question of fact that no ruling answers gives its ``answer`` and ``why``, a sentence
    that cites its cases; ``why`` given with a ruling is said before the ruling.
    ``picture`` (a figure, or anything that draws itself: a ruling, a position) is drawn with the question.
    """

    def __init__(
        self,
        prompt: str,
        choices: Sequence[str],
        ruling: Any = None,
        answer: str | None = None,
        *,
        why: str = "",
        picture: Any = None,
    ) -> None:
        self.prompt = prompt
        self.ruling: Ruling | None = ruling_of(ruling) if ruling is not None else None
        self.why = why
        if self.ruling is None and (answer is None or not why.strip()):
            raise InvalidInputError(
                "question", prompt, "a ruling that answers it, or an answer with a why that cites its cases"
            )
        self.answer = (
            answer if answer is not None else verdict_words(self.ruling.verdict if self.ruling is not None else None)
        )
        if self.answer not in choices:
            raise InvalidInputError("answer", self.answer, f"one of the choices {list(choices)}")
        self.choice = widgets.ToggleButtons(options=list(choices), value=None, description="")
        self.button = widgets.Button(description="check", button_style="primary")
        self.button.on_click(self.check)
        self.feedback = widgets.HTML()
        self.correct: bool | None = None
        self.picture = picture
        self._svg = ""

    def check(self, button: Any = None) -> bool | None:
        """Judge the chosen answer against the engine's ruling; ``None`` when nothing is chosen yet."""
        chosen = self.choice.value
        if chosen is None:
            self.correct = None
            self.feedback.value = "<i>pick an answer first</i>"
            return None
        self.correct = chosen == self.answer
        head = "Right." if self.correct else f"Not quite: the engine says {html.escape(self.answer)}."
        colour = "#1b7837" if self.correct else "#b2182b"
        why = f"<p>{html.escape(self.why)}</p>" if self.why else ""
        ruling = self.ruling.html(picture=False) if self.ruling is not None else ""
        self.feedback.value = f'<div style="color:{colour}"><b>{head}</b></div>{why}{ruling}'
        return self.correct

    @property
    def explanation(self) -> str:
        """Why the answer is right, as plain text: the ``why`` and the engine's ruling, each step with its case."""
        return "\n".join(t for t in (self.why, str(self.ruling) if self.ruling is not None else "") if t)

    def _picture_html(self) -> str:
        if self.picture is None:
            return ""
        if not self._svg:
            from .figures import figure_of

            self._svg = _inline(figure_of(self.picture))
        from .figures import natural_width

        # at its natural width, never shrunk under 11 px text: a narrower output area scrolls it [issue 24]
        return f'<div style="overflow-x:auto"><div style="width:{natural_width(self._svg)}px">{self._svg}</div></div>'

    @property
    def widget(self) -> widgets.Widget:
        head = widgets.HTML(f"<b>{html.escape(self.prompt)}</b>{self._picture_html()}")
        return widgets.VBox([head, widgets.HBox([self.choice, self.button]), self.feedback])

    def snapshot(self) -> str:
        choices = " / ".join(html.escape(str(c)) for c in self.choice.options)
        return f"<b>{html.escape(self.prompt)}</b>{self._picture_html()}<div>choices: {choices}</div>"

    def _ipython_display_(self) -> None:
        kit.display_with_snapshot(
            self.widget, self.snapshot(), "Run the notebook to answer: the engine judges your choice."
        )


@dataclass(frozen=True)
class DrawnRuling(Ruling):
    """A ruling shown by a picture of its own: its figure is ``draw(ruling, **board)``.

    For rulings whose kind has no diagram of its own that an explorer draws anyway (on the position it is about,
    on the table, as the dice that decide it). It prints, compares and shows itself as the ruling it wraps; only
    :meth:`figure` differs. A rule set names its own subclass, so its repr says what the picture is.
    """

    draw: Callable[..., Any] | None = field(default=None, compare=False, repr=False)
    board: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, answer: Any, draw: Callable[..., Any], ruleset: str = "", **board: Any) -> Self:
        """``answer``'s ruling (a ruling or anything carrying one: :func:`ruling_of`), drawn by ``draw`` with
        ``board``; ``ruleset`` names the rule set when the ruling does not (so its table folds what its cases rule)."""
        r = ruling_of(answer)
        values = {f.name: getattr(r, f.name) for f in fields(Ruling) if f.init}
        values["ruleset"] = values["ruleset"] or ruleset
        return cls(**values, draw=draw, board=board)

    def figure(self) -> Any:
        return super().figure() if self.draw is None else self.draw(self, **self.board)


@dataclass(frozen=True)
class Compared(ReadsAsText):
    """The answers to one question under each option of a reading, side by side.

    ``compared[option]`` is the ruling under that option; :attr:`verdicts` maps each
    option to its headline. Printed: one block per option, its ruling in full;
    :meth:`summary`: the reading with its cases and default, then one line per option with
    its headline and under it the steps where that option's ruling parts from the others
    (:meth:`differing_steps`); in a notebook: the rulings in a row, each with its diagram, the default marked.
    """

    reading: str
    rulings: Mapping[str, Ruling]
    default: str = field(default="", repr=False)  #: the reading's default option, marked in the HTML
    cases: tuple[str, ...] = field(default=(), repr=False)  #: the cases the reading reads, named in the summary

    def __getitem__(self, option: str) -> Ruling:
        return self.rulings[option]

    @property
    def verdicts(self) -> dict[str, str]:
        return {k: r.headline() for k, r in self.rulings.items()}

    def __str__(self) -> str:
        return "\n\n".join(f"if {said(self.reading, k)}:\n{r}" for k, r in self.rulings.items())

    def summary(self) -> str:
        """The reading with its cases and default, then each option's headline and the steps where it parts from the others.

        What a glance needs: two options that reach one headline by different steps still read apart.
        """
        cases = f" [{cite_all(self.cases)}]" if self.cases else ""
        default = f" (default {_option_name(self.default)})" if self.default else ""
        width = max((len(_option_name(k)) for k in self.rulings), default=0)
        lines = [f"reading: {question_of(self.reading)}{cases}{default}"]
        for option, ruling in self.rulings.items():
            lines.append(f"  {_option_name(option):<{width}} -> {ruling.headline()}")
            lines += [f"  {'':<{width}}    {step}" for step in self.differing_steps(option)]
        return "\n".join(lines)

    def plain_text(self) -> str:
        """A notebook keeps the :meth:`summary` as a comparison's plain text: every option's verdict at a glance."""
        return self.summary()

    def differing_steps(self, option: str) -> tuple[Step, ...]:
        """The steps of ``option``'s ruling that some other option's ruling lacks: where the readings part.

        Two options can reach the same headline by different steps (hits split evenly
        instead of falling on the facing side); :meth:`summary` shows these steps so
        the difference is never hidden.
        """
        others = [set(r.steps) for k, r in self.rulings.items() if k != option]
        return tuple(s for s in self.rulings[option].steps if any(s not in o for o in others))

    def _repr_html_(self) -> str:
        """The rulings in a row, each with its diagram, the default marked; the readings used and what the cases rule
        are said once, under the first ruling: for the others they differ only in the option compared, which heads
        each of them [issue 25: a notebook stays light]."""
        cells = []
        for i, (option, r) in enumerate(self.rulings.items()):
            mark = " (the default)" if option == self.default else ""
            tip = html.escape(f'readings={{"{self.reading}": "{option}"}}', quote=True)
            cells.append(
                '<div style="flex:1 1 420px;min-width:0">'
                f'<div title="{tip}"><b>if {html.escape(said(self.reading, option))}</b>{mark}</div>'
                f"{r.html(brief=i > 0)}</div>"
            )
        asked = f"<div><b>reading: {html.escape(question_of(self.reading))}</b></div>"
        row = f'<div style="display:flex;flex-flow:row wrap;gap:12px">{"".join(cells)}</div>'
        return compact_html(f"<div>{asked}{row}</div>")


def _option_name(option: str) -> str:
    """An option's short name as words for a row label: ``same broadside``, not the id ``same_broadside``."""
    return option.replace("_", " ")


def compare(
    ask: Callable[[Mapping[str, str]], Any], book: ReadingBook, reading: str, options: Iterable[str] | None = None
) -> Compared:
    """Ask ``ask(readings)`` once per option of ``reading`` in ``book`` (every option by default).

    ``ask`` takes the readings to use (``{reading: option}``) and returns a ruling or
    anything carrying one.
    """
    if reading not in book:
        raise InvalidInputError("reading", reading, f"one of {', '.join(book)}")
    chosen = tuple(options) if options is not None else book[reading].option_names
    r = book[reading]
    return Compared(reading, {o: ruling_of(ask({reading: o})) for o in chosen}, r.default, tuple(r.cases))


__all__ = ["Compared", "DrawnRuling", "Question", "compare", "ruling_of"]
