"""A game of any rule set: one state changed only by actions, on a cursor in its record tree.

:class:`Game` is the OpenSpiel shape every rule set shares (``legal_actions``,
``apply_action``, chance nodes with exact outcomes) joined to a game record in the
manner of python-chess's ``GameNode``: the game stands on one node of a
:class:`~sailkit.record.Record` tree, and every action played from there becomes a
child of that node. Played where the record already goes on, an action that is
already there simply moves the cursor forward (its comment and what follows stay);
a different one becomes a *variation*, a what-if beside the recorded line. Nothing
is ever replayed from the start to step back or jump: the state reached at every node
is kept with it.

- :meth:`Game.back`, :meth:`Game.forward`, :meth:`Game.go`, :meth:`Game.rewind` move the cursor; the record
  is unchanged.
- :meth:`Game.undo` takes the last action back: the cursor steps back and that node,
  with everything after it, leaves the record.
- :meth:`Game.branch` opens a second cursor on the same record: a what-if played there
  becomes a variation of this game's record, and this cursor does not move.
- Comments and annotations (:attr:`Game.comment`, :attr:`Game.annotations`: arrows,
  highlights, bookmarks, ruling references) live on the nodes, so they survive undo
  of later actions, replay, saving and loading.
- :meth:`Game.replay_leniently` replays a record leniently: every line that can be
  replayed is, and each action that cannot is a :class:`ReplayProblem` with its line,
  number, where the game stood (the rule set's ``describe``) and the case it breaks.

Walking the record tree (where the game stands, moving the cursor, the record as text) is
:class:`~sailkit.engine.cursor.RecordCursor`, which :class:`Game` extends with the rules' questions and play.
A rule set plugs in through :class:`~sailkit.engine.rules.Rules`; its own game class
(e.g. ``fighting_sail.Game``) subclasses :class:`Game` to add the words of its rules
(phase, position, view).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar, TypeVar

from ..dice import Dice
from ..errors import IllegalActionError, InvalidInputError, SailkitError, UnknownChoiceError
from ..files import read_text
from ..record import Node, Record, RecordProblem, read_record
from ..rulings import Ruling
from .cursor import RecordCursor, _Entry, _Tree
from .rules import Observation, Rules, optional, situation

G = TypeVar("G", bound="Game[Any, Any]")
#: ``setup`` not given: the game is set up from the record's headers.
_FROM_HEADERS: Any = object()
State = TypeVar("State")
Act = TypeVar("Act")


@dataclass(frozen=True)
class ReplayProblem(RecordProblem):
    """Something the rules refuse in a record: an action that cannot be replayed, an annotation, or the end.

    ``line``, ``message`` and ``text`` (the offending action or annotation) as for any
    :class:`~sailkit.record.RecordProblem`; besides, the number of the action (``ply``,
    counted from the start along its own line; 0 before any action) and its text, the
    case broken (for an illegal action), where the game stood in the rule set's words
    (``where``, from ``describe``; ``facts`` holds what ``describe`` returned), and how
    many actions after a refused one could not be checked (``skipped``).
    """

    kind: str = "action"  #: "action", "annotation" or "end"
    ply: int = 0
    action: str = ""
    case: str | None = None
    where: str = ""
    facts: dict[str, object] = field(default_factory=dict, compare=False)
    skipped: int = 0
    note: str = (
        ""  #: added by whoever reports it (``sailkit validate --readings``: "fine under the record's own readings")
    )

    @classmethod
    def at(cls, rules: Rules[Any, Any], state: Any, **fields: Any) -> ReplayProblem:
        """A problem found at ``state``, with where the game stood there in the rule set's words filled in."""
        return cls(where=situation(rules, state), facts=dict(optional(rules, "describe")(state)), **fields)

    @property
    def detail(self) -> str:
        at = [self.where] if self.where else []
        if self.kind == "action":
            at.append(f"action {self.ply} {self.action!r}")
        elif self.kind == "end":
            at.append(f"the end of the main line, after action {self.ply}" if self.ply else "the set-up")
        else:
            at.append(f"after action {self.ply} {self.action!r}" if self.ply else "before the first action")
            at.append(f"annotation {self.text}")
        tail = f" (the {self.skipped} action{'s' * (self.skipped != 1)} after it not checked)" if self.skipped else ""
        return f"{', '.join(at)}: {self.message}{tail}" + (f" ({self.note})" if self.note else "")


class Game(RecordCursor[State, Act]):
    """One game of one rule set, standing on a node of its record tree.

    Build one with ``Game(rules, setup)`` (a rule set's own subclass has friendlier
    constructors), read one with :meth:`from_record`, :meth:`from_text` or :meth:`load`.
    """

    #: The rule set a subclass plays; the generic class finds it from a record's ``Game`` header.
    RULES: ClassVar[Rules[Any, Any] | None] = None

    def __init__(self, rules: Rules[State, Act], setup: Any) -> None:
        self.rules = rules
        self.setup = setup
        record = Record({"Game": rules.title, **rules.headers(setup)})
        self._tree = _Tree(record)
        self._tree.entries[record.root] = _Entry(rules.start(setup))
        self._node = record.root

    @classmethod
    def from_setup(cls: type[G], rules: Rules[Any, Any], setup: Any) -> G:
        """A new game of this class from the rule set's own set-up value, whatever a subclass's ``__init__`` takes
        (for readers, branches and :meth:`sailkit.ruleset.RuleSet.new_game`)."""
        game = cls.__new__(cls)
        Game.__init__(game, rules, setup)
        return game

    _new = from_setup

    # ---- what every rule set's game says of itself ----

    @property
    def position(self) -> Any:
        """The position now: the state's ``position`` (every rule set's state keeps one)."""
        return self.state.position  # type: ignore[attr-defined]

    @property
    def phase(self) -> Any:
        """Where the turn stands now: the state's ``phase``, as the rules name it."""
        return self.state.phase  # type: ignore[attr-defined]

    @property
    def turn(self) -> int:
        """The turn now, in the rules' own numbering (``describe``); 0 when the rules do not count turns."""
        turn = optional(self.rules, "describe")(self.state).get("turn")
        return turn if isinstance(turn, int) else 0

    @property
    def readings(self) -> Any:
        """The readings the game is played under: its set-up's ``readings``."""
        return self.setup.readings

    def ruling(self) -> Ruling:
        """What the action that led here did, case by case, with the readings it consulted."""
        entry = self._entry()
        if entry.ruling is None:
            return Ruling("what the set-up did", "the game starts", facts={"ply": 0})
        return entry.ruling

    # ---- the rules, asked at the cursor ----

    def legal_actions(self) -> list[Act]:
        """Every action allowed now (die results at a chance node), and nothing else."""
        return list(self._legal(self._entry()))

    def _legal(self, entry: _Entry[State, Act]) -> tuple[Act, ...]:
        """The legal actions at ``entry``, listed once and kept on it."""
        if entry.legal is None:
            entry.legal = tuple(self.rules.legal_actions(entry.state))
        return entry.legal

    def is_terminal(self) -> bool:
        return self.rules.is_terminal(self.state)

    def is_chance_node(self) -> bool:
        """True when the next action is a die result."""
        return bool(self.rules.chance_outcomes(self.state))

    def chance_outcomes(self) -> list[tuple[Act, Fraction]]:
        """At a chance node, each die result (as an action) with its exact probability; else empty."""
        return list(self.rules.chance_outcomes(self.state))

    def current_side(self) -> str | None:
        """The side whose decision it is now (``None`` at a chance node or when the game is over)."""
        return self.rules.current_side(self.state)

    # ---- playing ----

    def view(self, side: str) -> Observation:
        """What ``side`` may know now (the rules' ``observe``): the state with what it may not see taken out; the
        game's own record keeps everything, for replay and for after the game."""
        sides = tuple(optional(self.rules, "sides")(self.state))
        if side not in sides:
            raise UnknownChoiceError("side", side, sides)
        observation: Observation = optional(self.rules, "observe")(self.state, side)
        return observation

    def apply_action(self, action: Act | str) -> Game[State, Act]:
        """Play one action at the cursor; an illegal one raises and changes nothing.

        If the record already holds this action here, the cursor moves onto it (its
        comment and what follows are kept); otherwise it is added: as the main line
        if nothing follows here yet, else as a variation.
        """
        entry = self._entry()
        chosen = self.rules.parse_action(action)
        if id(chosen) not in entry.listed():  # one of the listed actions themselves is legal as it stands
            chosen = self.rules.check_action(entry.state, chosen)
        return self._play(entry, chosen)

    def _play(self, entry: _Entry[State, Act], chosen: Act) -> Game[State, Act]:
        """Play ``chosen``, known legal at the cursor (whose entry is ``entry``): onto the record's node for it if
        there is one, else onto a new one."""
        text = str(chosen)
        for child in self._node.children:
            if child.action == text:
                self._node = child
                self._ensure(child)
                return self
        state, ruling = self.rules.apply_action(entry.state, chosen)
        child = self._node.add(text)
        self._tree.entries[child] = _Entry(state, chosen, ruling)
        self._node = child
        return self

    def roll(self, dice: Dice) -> Act:
        """At a chance node, take the next result from ``dice`` and play it; returns the action."""
        outcomes = self.chance_outcomes()
        if not outcomes:
            raise IllegalActionError("no die is to be rolled now", "dice")
        return self._roll(outcomes, dice)

    def _roll(self, outcomes: Sequence[tuple[Act, Fraction]], dice: Dice) -> Act:
        """:meth:`roll` among ``outcomes``, the chance outcomes at the cursor."""
        values, odds = _faces(outcomes)
        value = dice.roll(values, odds)
        action = outcomes[values.index(value)][0]
        self._play(self._entry(), action)  # a chance outcome of the rules themselves: legal as it stands
        return action

    def undo(self) -> Act:
        """Take the last action back: the cursor steps back and that action, with what follows it, leaves the record."""
        node = self._node
        if node.parent is None:
            raise IllegalActionError("there is no action to take back", "record")
        action = self._tree.entries[node].action
        self._node = node.parent
        node.remove()
        return action  # type: ignore[return-value]

    def branch(self: G) -> G:
        """A second cursor on the same record, here: what it plays becomes a variation of this game's record."""
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        return other

    @classmethod
    def from_record(
        cls: type[G], record: Record, *, rules: Rules[Any, Any] | None = None, setup: Any = _FROM_HEADERS
    ) -> G:
        """Replay every line of ``record``, variations included; the cursor ends at the main line's end.

        The game takes the record as its own tree, so everything on its nodes (comments,
        line numbers, annotations) stays where it is; action texts are rewritten in
        their canonical spelling. ``setup`` replaces the set-up the headers give (to
        replay under other readings, say), and the headers the rule set writes for it
        replace the record's own. An unreadable or illegal action raises, naming its
        place in its line.
        """
        game = cls._taking(record, rules, setup)
        game._replay_tree(None)
        game.forward(len(record.mainline_actions()))
        return game

    @classmethod
    def replay_leniently(
        cls: type[G], record: Record, *, rules: Rules[Any, Any] | None = None, setup: Any = _FROM_HEADERS
    ) -> tuple[G, list[ReplayProblem]]:
        """Replay every line of ``record`` leniently: the game as far as each line goes, and every problem.

        An action that cannot be replayed is a :class:`ReplayProblem` (its line, number,
        where the game stood, the case it breaks); it and the actions after it on its
        line, which depend on it, are left out of the game's record (their number is in
        the problem), while every other line is replayed. The game plays a copy, so
        ``record`` is left as it is; the cursor ends where the record's main line stops.
        ``setup`` as in :meth:`from_record`; headers that set up no game raise.
        """
        copy = record.copy()
        main = list(copy.root.mainline())
        game = cls._taking(copy, rules, setup)
        problems: list[ReplayProblem] = []
        game._replay_tree(problems)
        for node in main:
            if node not in game._tree.entries:
                break
            game._node = node
        problems.sort(key=lambda p: p.line)
        return game, problems

    @classmethod
    def _taking(cls: type[G], record: Record, rules: Rules[Any, Any] | None, setup: Any) -> G:
        """A new game at the root of ``record``, set up as its headers say or with ``setup`` (whose headers
        then replace those the rule set wrote for the record's own set-up, in place)."""
        rules = rules or cls.RULES or _rules_named(record.headers.get("Game"))
        if setup is _FROM_HEADERS:
            setup = rules.setup_from_headers(record.headers)
        else:
            own, new = rules.headers(rules.setup_from_headers(record.headers)), rules.headers(setup)
            merged = {k: new.get(k, v) for k, v in record.headers.items() if k in new or k not in own}
            record.headers.clear()
            record.headers.update({**merged, **new})
        game = cls._new(rules, setup)
        record.headers.setdefault("Game", rules.title)
        start = game._tree.entries[game._tree.record.root]
        game._tree = _Tree(record)
        game._tree.entries[record.root] = start
        game._node = record.root
        return game

    @classmethod
    def from_text(cls: type[G], text: str, *, rules: Rules[Any, Any] | None = None) -> G:
        """Read a game from its record text; a problem in the text raises with its line."""
        record, problems = read_record(text)
        if problems:
            raise InvalidInputError("game record", str(problems[0]), "a record as written by Game.to_text()")
        return cls.from_record(record, rules=rules)

    @classmethod
    def load(cls: type[G], path: str | os.PathLike[str], *, rules: Rules[Any, Any] | None = None) -> G:
        """Read a game saved with :meth:`save`."""
        return cls.from_text(read_text(path, "record file"), rules=rules)

    # ---- reading records ----

    def _replay_tree(self, problems: list[ReplayProblem] | None) -> None:
        """Work out the state at every node of the record, depth first without recursion.

        With ``problems`` ``None`` the first bad action raises; otherwise each is listed
        there and taken out of the tree with what follows it.
        """
        entries = self._tree.entries
        stack: list[tuple[Node, int]] = [(self._tree.record.root, 0)]
        while stack:
            node, depth = stack.pop()
            before = entries[node]
            for child in list(node.children):
                assert child.action is not None
                try:
                    action = self.rules.check_action(before.state, self.rules.parse_action(child.action))
                except SailkitError as err:
                    if problems is None:
                        raise replay_error(err, depth + 1, child.action) from err
                    problems.append(self._problem(child, depth + 1, before.state, err))
                    child.remove()
                    continue
                state, ruling = self.rules.apply_action(before.state, action)
                child.action = str(action)
                entries[child] = _Entry(state, action, ruling)
                stack.append((child, depth + 1))

    def _problem(self, node: Node, ply: int, state: State, err: SailkitError) -> ReplayProblem:
        """The problem of the action at ``node``, which cannot be replayed from ``state``."""
        return ReplayProblem.at(
            self.rules,
            state,
            line=node.line or 0,
            message=str(err),
            text=node.action or "",
            kind="action",
            ply=ply,
            action=node.action or "",
            case=getattr(err, "case", None),
            skipped=sum(1 for _ in node.walk()) - 1,
        )

    def __repr__(self) -> str:
        return f"<{type(self).__name__} of {self.rules.title}, {self.ply} actions>"


#: The faces and odds of the outcome tuples rolled from lately, by identity: rules that keep one tuple of outcomes
#: per kind of die hand the engine the same object at every chance node (a tuple, so it cannot have changed).
_FACES: dict[int, tuple[Sequence[tuple[Any, Fraction]], tuple[int, ...], tuple[Fraction, ...]]] = {}


def _faces(outcomes: Sequence[tuple[Any, Fraction]]) -> tuple[tuple[int, ...], tuple[Fraction, ...]]:
    """The die result of each outcome and the outcomes' odds, in order; remembered for a tuple of outcomes."""
    known = _FACES.get(id(outcomes))
    if known is not None and known[0] is outcomes:
        return known[1], known[2]
    values, odds = tuple(_die_of(a) for a, _ in outcomes), tuple(p for _, p in outcomes)
    if type(outcomes) is tuple:
        if len(_FACES) >= 64:
            _FACES.clear()
        _FACES[id(outcomes)] = (outcomes, values, odds)
    return values, odds


def _die_of(action: Any) -> int:
    die = getattr(action, "die", None)
    if not isinstance(die, int):
        raise TypeError(f"chance action {action!r} carries no die result")
    return die


def replay_error(err: SailkitError, number: int, text: str) -> SailkitError:
    if isinstance(err, IllegalActionError):
        reason = str(err).rsplit(" [", 1)[0]
        return IllegalActionError(f"action {number} ({text!r}) cannot be replayed: {reason}", err.case)
    return InvalidInputError(f"action {number} of the record", text, str(err))


def _rules_named(title: str | None) -> Rules[Any, Any]:
    from ..registry import rules_for_title

    return rules_for_title(title)


# ---------------------------------------------------------------------------
# Playing whole games (tests, benchmarks, demonstrations)
# ---------------------------------------------------------------------------


def play_random(
    game: G,
    seed: int,
    *,
    max_actions: int = 200_000,
    until: Callable[[G], bool] | None = None,
    allow: Callable[[Any], bool] | None = None,
) -> G:
    """Play on with random legal choices and seeded dice until the game ends or ``until(game)`` holds.

    Choices come from ``random.Random(seed)``, dice from :class:`~sailkit.dice.SeededDice`
    with the same seed, so the same seed plays the same game. ``allow`` filters the
    choices (never the dice). Returns ``game``, changed in place.
    """
    from ..dice import SeededDice

    rng = random.Random(seed)
    dice = SeededDice(seed)
    rules = game.rules
    for _ in range(max_actions):
        state = game.state
        if rules.is_terminal(state) or (until is not None and until(game)):
            return game
        outcomes = rules.chance_outcomes(state)
        if outcomes:
            game._roll(outcomes, dice)
            continue
        entry = game._entry()
        legal: Sequence[Any] = game._legal(entry)
        if allow is not None:
            legal = [a for a in legal if allow(a)] or legal
        game._play(entry, rng.choice(legal))  # one of the listed actions: legal as it stands
    raise SailkitError(f"no end after {max_actions} actions")


def replay(game: G, actions: Iterable[Any]) -> G:
    """Apply ``actions`` in order to ``game`` and return it."""
    for a in actions:
        game.apply_action(a)
    return game


__all__ = ["Game", "ReplayProblem", "play_random", "replay", "replay_error"]
