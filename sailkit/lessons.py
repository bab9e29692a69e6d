"""Interactive lessons: an annotated game record that the reader plays, one decision at a time, judged by the engine.

In the manner of lichess's interactive lessons and Board Game Arena's tutorials, a
lesson is an ordinary game record (:mod:`sailkit.record`) whose main line is the play
the lesson teaches. A ``[Reader "BR"]`` header names the side the reader plays. At
each decision of that side the reader is asked for the move; everything else on the
main line (the other side's moves, die results) is played automatically in between::

    [Game "Fighting Sail"]
    [Scenario "15.1"]
    [Reader "BR"]

    {The game's opening comment: what the lesson is about.}
    command Chesapeake ahead {what to look for before the reader's first decision}
    command Shannon port {why this is the right order}
    (
      command Shannon ahead {why this natural-looking order is wrong}
    )
    ...

The comments do the teaching:

- the comments on the actions played automatically since the reader's last decision
  (and, at the start, the game's opening comment) are the **prompt**: what to look for;
- the comment on the reader's own move on the main line says **why it is right**; the
  reader sees it on playing it (or on asking to be shown it). A further comment on that
  move, on a line of its own after it, is what to look for next: it opens the next
  prompt (useful when the reader's next decision follows at once);
- a **variation** at a reader's decision is a known wrong or weaker move: played, its
  comment (and the comments along its line) say why the lesson prefers its own move.

Any other move is judged by the rules themselves: an illegal one is refused with the
case that forbids it, a legal one is shown for what it does and the reader tries
again. Nothing the reader tries changes the lesson's record.

The module is rule-free: it plays through the engine (:mod:`sailkit.engine`) and finds
the rule set by the record's ``Game`` header through :mod:`sailkit.registry` (or takes
``rules=``). When the rule set's module exports its own ``Game`` (a subclass of
:class:`sailkit.engine.Game`, as Fighting Sail's does), the lesson plays with it, so
the board is drawn by the rule set's ``game`` renderer (:mod:`sailkit.figures`).

An optional ``[Ask "step tack wear"]`` header (or ``ask=``) limits the reader's
decisions to actions whose first word is one of those verbs; the reader's other
decisions are played from the record like the other side's (so a movement lesson need
not ask for every "hold fire").

A rule set keeps its lessons' records as package data and lists them in its
:class:`~sailkit.ruleset.RuleSet` (``lessons``): ``Lesson.of("wooden_ships", "movement")``
reads one by the name the rule set gives it.

``Lesson.widget()`` is the ipywidgets controller (:class:`LessonView`): the board, the
prompt, a box to type or pick the move, *try*, *show me* and *restart*. Where the rules
allow many moves (an open table lists hundreds of pivots and runs), the box offers to
pick among the moves the lesson discusses there, its own and its variations
(:meth:`Lesson.choices`), and any other legal move may still be typed.

A rule set lists its lessons (:attr:`sailkit.ruleset.RuleSet.lessons`), each record stored
as package data; :meth:`Lesson.of` reads one by name: ``Lesson.of("as_per_margin", "fire")``.
"""

from __future__ import annotations

import html
import os
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .engine import Game, situation
from .errors import IllegalActionError, InvalidInputError, SailkitError, UnknownChoiceError
from .record import Node, Record, read_record
from .rulings import Ruling

if TYPE_CHECKING:  # pragma: no cover - the contract is read only when a lesson is looked up by name
    from .ruleset import RuleSet

#: A decision with more legal moves than this offers only the moves the lesson discusses there to pick from.
PICK_ALL = 30


@dataclass(frozen=True)
class Verdict:
    """How the engine judged one move the reader tried.

    ``correct``: it is the lesson's move (the lesson has moved on). ``legal``: the
    rules allow it. ``message``: for the lesson's move, why it is right; for a legal
    but different move, why the lesson prefers its own (from the record's variation
    for that move, when it has one); for an illegal or unreadable one, the refusal
    with its case. ``ruling``: what the move did (legal moves only). ``case``: the
    case that refuses an illegal move. ``game``: the game just after a legal move,
    for its picture. ``known``: the move is one the lesson's record foresees (its
    own, or a variation). A verdict is truthy when the move was correct.
    """

    action: str
    correct: bool
    legal: bool
    message: str
    ruling: Ruling | None = None
    case: str | None = None
    game: Any = None
    known: bool = False

    def __bool__(self) -> bool:
        return self.correct

    def __str__(self) -> str:
        return self.message


class Lesson:
    """One interactive lesson: a record to play as ``reader``, decision by decision.

    ``Lesson(record, reader="BR")`` or :meth:`load`; ``reader`` defaults to the
    record's ``Reader`` header, ``rules`` to the installed rule set its ``Game`` header
    names. Every line of the record, variations included, is replayed at once, so a
    lesson that breaks the rules fails when it is read, naming the action.
    """

    def __init__(
        self,
        record: Record,
        reader: str | None = None,
        *,
        rules: Any = None,
        ask: Iterable[str] | None = None,
    ) -> None:
        reader = reader if reader is not None else record.headers.get("Reader")
        if not reader:
            raise InvalidInputError("lesson reader", reader, 'a side, as reader= or a [Reader "SIDE"] header')
        if ask is None and record.headers.get("Ask"):
            ask = record.headers["Ask"].split()
        self.record = record
        self.reader = reader
        self.ask = None if ask is None else frozenset(ask)
        if rules is None:
            from .registry import rules_for_title

            rules = rules_for_title(record.headers.get("Game"))
        self.rules = rules
        self._game: Game[Any, Any] = _game_class(rules).from_record(record.copy(), rules=rules)
        self._main: list[Node] = [self._game.record().root, *self._game.record().root.mainline()]
        self._asked = [i for i in range(1, len(self._main)) if self._is_asked(i)]
        if not self._asked:
            raise InvalidInputError(
                "lesson record", reader, f"a main line with at least one decision of side {reader!r} to ask"
            )
        self.mistakes = 0  #: wrong tries (illegal or not the lesson's move) since the start or the last restart
        self._at = 0  # index in self._main of the node the game stands on
        self._last: Node | None = None  # the reader's last decision, whose further comments open the prompt
        self._since: list[Node] = []  # nodes played automatically since the reader's last decision
        self.restart()

    @classmethod
    def load(
        cls,
        path: str | os.PathLike[str],
        reader: str | None = None,
        *,
        rules: Any = None,
        ask: Iterable[str] | None = None,
    ) -> Lesson:
        """Read a lesson from a record file; a line that cannot be read raises, naming it."""
        from .files import read_text

        return cls.from_text(read_text(path, "lesson file"), reader, rules=rules, ask=ask)

    @classmethod
    def of(
        cls, ruleset: str | RuleSet, name: str, reader: str | None = None, *, ask: Iterable[str] | None = None
    ) -> Lesson:
        """The lesson ``name`` of ``ruleset`` (a :class:`~sailkit.ruleset.RuleSet` or its key), read from the record
        the rule set keeps as package data (its :attr:`~sailkit.ruleset.RuleSet.lessons`): ``Lesson.of("wooden_ships",
        "movement")``. An unknown name is refused, listing the lessons the rule set has."""
        from importlib.resources import files

        from .registry import ruleset as installed

        rs = installed(ruleset) if isinstance(ruleset, str) else ruleset
        known = {lesson.name: lesson for lesson in rs.lessons}
        if name not in known:
            raise UnknownChoiceError(f"lesson of {rs.title}", name, sorted(known))
        text = files(rs.package).joinpath(known[name].record).read_text(encoding="utf-8")
        return cls.from_text(text, reader, rules=rs.rules, ask=ask)

    @classmethod
    def from_text(
        cls, text: str, reader: str | None = None, *, rules: Any = None, ask: Iterable[str] | None = None
    ) -> Lesson:
        """A lesson from its record text; a line that cannot be read raises, naming it."""
        record, problems = read_record(text)
        if problems:
            raise InvalidInputError("lesson record", str(problems[0]), "a record as docs/records.md describes")
        return cls(record, reader, rules=rules, ask=ask)

    # ---- where the lesson stands ----

    @property
    def game(self) -> Game[Any, Any]:
        """The game as it stands now (a cursor of its own: playing on it never changes the lesson)."""
        return self._game.go(self._main[self._at]).branch()

    @property
    def step(self) -> int:
        """How many of the reader's decisions are behind (0 at the start; :attr:`steps` when done)."""
        return sum(1 for i in self._asked if i <= self._at)

    @property
    def steps(self) -> int:
        """How many decisions the lesson asks of the reader."""
        return len(self._asked)

    @property
    def done(self) -> bool:
        """True when no decision of the reader is left (the rest of the main line has been played)."""
        return self._at == len(self._main) - 1

    @property
    def expected(self) -> str | None:
        """The lesson's move now (hidden from the reader in the widget); ``None`` when done."""
        return None if self.done else self._main[self._at + 1].action

    @property
    def foreseen(self) -> tuple[str, ...]:
        """The other moves the record foresees at this decision, each explained by its variation (hidden in the widget)."""
        if self.done:
            return ()
        return tuple(c.action for c in self._main[self._at].children[1:] if c.action is not None and _line_comments(c))

    @property
    def played(self) -> tuple[str, ...]:
        """The actions played automatically since the reader's last decision (the other side's, die results)."""
        return tuple(n.action for n in self._since if n.action is not None)

    @property
    def situation(self) -> str:
        """Where the game stands, in the rule set's words: ``"Game-Turn 1, Movement [7.22-7.25]"``."""
        return situation(self.rules, self._game.go(self._main[self._at]).state)

    @property
    def prompt(self) -> str:
        """What the reader is asked now: the comments since the last decision, then the side to play and where.

        When the lesson is over: the comments on what was played last, and that it is over.
        """
        notes = list(self._last.comments[1:]) if self._last is not None else []
        notes += [n.comment for n in self._since if n.comment]
        where = self.situation
        if self.done:
            notes.append("The lesson is over." + (f" ({where})" if where else ""))
        else:
            notes.append(f"{self.reader} to play" + (f": {where}" if where else "") + ".")
        return "\n".join(notes)

    def legal_actions(self) -> list[str]:
        """Every action the reader may play now, as text (empty when the lesson is done)."""
        if self.done:
            return []
        return [str(a) for a in self._game.go(self._main[self._at]).legal_actions()]

    def choices(self) -> list[str]:
        """The moves to offer the reader to pick from now: every legal move when there are at most :data:`PICK_ALL`,
        else the ones the lesson discusses here (its own and each explained variation), sorted so that the order
        gives nothing away. Any other legal move may still be typed and is judged all the same."""
        legal = self.legal_actions()
        if len(legal) <= PICK_ALL or self.expected is None:
            return legal
        return sorted({self.expected, *self.foreseen})

    # ---- playing ----

    def try_action(self, text: str) -> Verdict:
        """Judge the move ``text``: the lesson's move advances the lesson; anything else is explained and changes nothing."""
        if self.done:
            raise InvalidInputError("move", text, "nothing: the lesson is over (restart() plays it again)")
        here = self._main[self._at]
        state = self._game.go(here).state
        try:
            action = self.rules.check_action(state, self.rules.parse_action(text))
        except IllegalActionError as err:
            self.mistakes += 1
            return Verdict(str(text), False, False, str(err), case=err.case)
        except SailkitError as err:
            self.mistakes += 1
            return Verdict(str(text), False, False, str(err))
        canonical = str(action)
        lesson_move = self._main[self._at + 1]
        if canonical == lesson_move.action:
            self._at += 1
            after = self._game.go(lesson_move).branch()
            message = next((c for c in lesson_move.comments if c), f"Right: {canonical}.")
            self._last = lesson_move
            self._settle()
            return Verdict(canonical, True, True, message, after.ruling(), game=after, known=True)
        self.mistakes += 1
        foreseen = next((c for c in here.children[1:] if c.action == canonical and _line_comments(c)), None)
        probe = self._game.go(here).branch()
        probe.apply_action(action)  # a new line of the lesson's private copy at most: its main line never changes
        if foreseen is not None:
            message = " ".join(_line_comments(foreseen))
        else:
            message = (
                f"{canonical} is legal, but it is not the move this lesson is after: look again, or ask to be shown."
            )
        return Verdict(canonical, False, True, message, probe.ruling(), game=probe, known=foreseen is not None)

    def show_me(self) -> Verdict:
        """Play the lesson's move for the reader, with why it is right."""
        if self.expected is None:
            raise InvalidInputError("move", None, "nothing: the lesson is over (restart() plays it again)")
        return self.try_action(self.expected)

    def restart(self) -> None:
        """Back to the start: the first decision, no mistakes counted."""
        self._at = 0
        self.mistakes = 0
        self._last = None
        self._since = [self._main[0]]
        self._settle(fresh=False)

    def widget(self, *, draw: bool = True) -> LessonView:
        """The lesson as an ipywidgets controller: board, prompt, move box, try, show me, restart."""
        return LessonView(self, draw=draw)

    # ---- internals ----

    def _is_asked(self, index: int) -> bool:
        """Whether the main line's action at ``index`` is a decision of the reader that the lesson asks for."""
        before = self._game.go(self._main[index - 1])
        if before.is_chance_node() or before.current_side() != self.reader:
            return False
        action = self._main[index].action or ""
        return self.ask is None or action.split(" ", 1)[0] in self.ask

    def _settle(self, *, fresh: bool = True) -> None:
        """Play the main line on automatically up to the reader's next decision (or its end)."""
        if fresh:
            self._since = []
        asked = set(self._asked)
        while self._at + 1 < len(self._main) and self._at + 1 not in asked:
            self._at += 1
            self._since.append(self._main[self._at])

    def __repr__(self) -> str:
        state = "done" if self.done else f"step {self.step + 1} of {self.steps}"
        return f"<Lesson of {self.rules.title} as {self.reader}, {state}>"


def _line_comments(node: Node) -> list[str]:
    """The comments on ``node`` and on the main line of play after it (a variation tells its story)."""
    return [n.comment for n in [node, *node.mainline()] if n.comment]


def _game_class(rules: Any) -> type[Game[Any, Any]]:
    """The rule set's own game class (:attr:`sailkit.ruleset.RuleSet.game`) when ``rules`` are its rules, else the
    engine's."""
    from .registry import ruleset_of

    rs = ruleset_of(rules)
    return rs.game if rs is not None and rs.rules is rules else Game


# ---------------------------------------------------------------------------
# The widget
# ---------------------------------------------------------------------------


class LessonView:
    """A lesson as an ipywidgets controller (see :mod:`sailkit.widgets` for the pattern).

    ``picture`` (the board, drawn by the rule set's ``game`` renderer when it has one),
    ``progress``, ``prompt``, ``move`` (a box to type a move in or pick a legal one),
    the buttons ``try_button``, ``show_button``, ``restart_button`` and ``feedback``.
    The buttons call the named methods :meth:`try_move`, :meth:`show_me` and
    :meth:`restart`, so a test drives it without a kernel (``view.move.value = ...;
    view.try_move()``). ``last`` is the latest :class:`Verdict`.
    """

    def __init__(self, lesson: Lesson, *, draw: bool = True) -> None:
        import ipywidgets as widgets

        from . import widgets as kit

        self.lesson = lesson
        self.draw = draw
        self.picture = kit.picture(620)
        self.progress = widgets.HTML()
        self.prompt = widgets.HTML()
        self.move = widgets.Combobox(
            description="your move",
            placeholder="type a move, or pick one",
            ensure_option=False,
            style=kit.DESCRIPTION_STYLE,
        )
        self.move.layout.width = "100%"
        self.try_button = widgets.Button(description="try", button_style="primary", tooltip="judge this move")
        self.show_button = widgets.Button(description="show me", tooltip="play the lesson's move, with why")
        self.restart_button = widgets.Button(description="restart", tooltip="back to the first decision")
        self.feedback = widgets.HTML()
        self.last: Verdict | None = None
        self.try_button.on_click(self.try_move)
        self.show_button.on_click(self.show_me)
        self.restart_button.on_click(self.restart)
        self.refresh()

    # ---- callbacks ----

    def try_move(self, button: Any = None) -> Verdict | None:
        """Judge the move in the box; the lesson's move moves the lesson on."""
        text = self.move.value.strip()
        if not text or self.lesson.done:
            return None
        self.last = self.lesson.try_action(text)
        self._after(self.last)
        return self.last

    def show_me(self, button: Any = None) -> Verdict | None:
        """Play the lesson's move, with why it is right."""
        if self.lesson.done:
            return None
        self.last = self.lesson.show_me()
        self._after(self.last, shown=True)
        return self.last

    def restart(self, button: Any = None) -> None:
        """Back to the first decision."""
        self.lesson.restart()
        self.last = None
        self.feedback.value = ""
        self.refresh()

    # ---- showing ----

    def refresh(self) -> None:
        """Redraw the board, the progress, the prompt and the legal moves for where the lesson stands."""
        lesson = self.lesson
        done = lesson.done
        self._show_progress()
        played = f"<div><i>played meanwhile: {html.escape('; '.join(lesson.played))}</i></div>" if lesson.played else ""
        choices = lesson.choices()
        legal = len(lesson.legal_actions())
        narrowed = (
            f"<div><i>{legal} moves are legal here: the list holds "
            f"{'the one' if len(choices) == 1 else f'the {len(choices)}'} this lesson talks about, and you may type "
            "any other.</i></div>"
            if legal > len(choices)
            else ""
        )
        self.prompt.value = (
            played + "".join(f"<p>{html.escape(line)}</p>" for line in lesson.prompt.splitlines()) + narrowed
        )
        self.move.options = tuple(choices)
        self.move.value = ""
        for button in (self.try_button, self.show_button):
            button.disabled = done
        if self.draw:
            self.picture.value = self._board(lesson.game)

    def _after(self, verdict: Verdict, *, shown: bool = False) -> None:
        if verdict.correct:
            head = "The lesson's move" if shown else "Right"
            mark, colour = ("&#10003;", "#1b7837")
        elif verdict.legal:
            head, mark, colour = "Legal, but not the lesson's move", "&#10007;", "#b35806"
        else:
            head, mark, colour = "Not allowed", "&#10007;", "#b2182b"
        body = f"<p>{html.escape(verdict.message)}</p>"
        if verdict.ruling is not None and verdict.ruling.steps:
            body += f"<details><summary>what {html.escape(verdict.action)} did</summary>"
            body += f"<pre>{html.escape(str(verdict.ruling))}</pre></details>"
        if verdict.legal and not verdict.correct and self.draw and verdict.game is not None:
            body += f"<div><i>after {html.escape(verdict.action)}:</i>{self._board(verdict.game)}</div>"
        self.feedback.value = (
            f'<div style="border-left:4px solid {colour};padding-left:8px">'
            f'<b style="color:{colour}">{mark} {head}: {html.escape(verdict.action)}</b>{body}</div>'
        )
        if verdict.correct:
            self.refresh()
        else:
            self._show_progress()

    def _show_progress(self) -> None:
        lesson = self.lesson
        step = (
            f"decision {lesson.step + 1} of {lesson.steps}" if not lesson.done else f"all {lesson.steps} decisions made"
        )
        if lesson.mistakes:
            step += f", {lesson.mistakes} wrong tr{'y' if lesson.mistakes == 1 else 'ies'}"
        self.progress.value = f"<b>{html.escape(step)}</b>"

    def _board(self, game: Any) -> str:
        """The board of ``game`` as inline SVG by the rule set's ``game`` renderer, or its situation in words."""
        from .errors import SailkitError as Problem
        from .figures import inline
        from .renderers import renderer_for

        try:
            draw = renderer_for(self.lesson.rules.key, "game")
        except Problem:  # a rule set that is not installed (a test's toy) draws nothing
            draw = None
        if draw is None:
            return f"<div>{html.escape(situation(self.lesson.rules, game.state) or '')}</div>"
        return inline(draw(game))

    @property
    def widget(self) -> Any:
        """Board on the left, prompt, move box and buttons on the right (below when narrow), feedback underneath."""
        import ipywidgets as widgets

        from . import widgets as kit

        buttons = widgets.HBox([self.try_button, self.show_button, self.restart_button])
        side = kit.controls_box([self.progress, self.prompt, self.move, buttons, self.feedback], width=380)
        return kit.side_by_side(self.picture, side)

    def snapshot(self) -> str:
        """The lesson's first decision as static HTML: the board and the prompt (what an HTML export shows)."""
        return f"<div>{self.picture.value}</div>{self.progress.value}{self.prompt.value}"

    def _ipython_display_(self) -> None:
        from .widgets import display_with_snapshot

        display_with_snapshot(self.widget, self.snapshot(), "The lesson's first decision: run the notebook to play it.")


__all__ = ["PICK_ALL", "Lesson", "LessonView", "Verdict"]
