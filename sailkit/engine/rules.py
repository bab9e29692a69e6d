"""The interface a rule set implements so that :class:`sailkit.engine.Game` can play it.

A rule set is a set of pure functions over immutable states, in the shape of an
OpenSpiel game: from a state it lists the legal actions, applies one to make the next
state, and says whether the state is a chance node (a die to roll) or the end. The
engine does everything else the same way for every rule set: the record tree with
comments and variations, the cursor, undo, what-if branches, the cached list of legal
actions, replay, random play, saving and loading.

A rule set implements :class:`Rules`; :class:`BaseRules` gives the optional methods a
default. Its states keep their ``position`` and ``phase`` and its set-ups their ``readings``
(:class:`~sailkit.engine.Game` shows them as its own). The pieces, and why each is there:

``key`` / ``title``
    ``"fighting_sail"`` / ``"Fighting Sail"``: the title is written into every record
    (``[Game "Fighting Sail"]``) so a record names the rules it was played under.
``start(setup)``
    The first state of a game from a rule set's own set-up value (scenario, position,
    readings, length ...). The set-up is immutable and written into the record's
    headers by ``headers(setup)``; ``setup_from_headers`` reads it back.
``parse_action(text)``
    An action from its one-line text; ``str(action)`` writes it back. Actions must be
    hashable values that compare equal when their text is equal.
``legal_actions(state)``
    Every action allowed now, chance results included, and nothing else.
``check_action(state, action)``
    The legal action ``action`` stands for (a rule set may accept short spellings), or
    an :class:`~sailkit.errors.IllegalActionError` naming the case it breaks. Replay
    uses it instead of listing every option, so a rule set makes it cheap where it can;
    the default looks the action up in ``legal_actions``. It must only check, never
    change anything, and must pass a listed action through as it is: the engine does
    not ask it about an action object it has just listed at the same point, nor about
    the chance outcome it rolls (``Game.roll``).
``apply_action(state, action)``
    The next state and a :class:`~sailkit.rulings.Ruling` of what the action did, case
    by case. Only called with an action ``check_action`` accepted or ``legal_actions``
    listed.
``chance_outcomes(state)``
    At a chance node, each die result as an action with its exact probability; empty
    elsewhere. Dice are data: rules never roll.
``is_terminal(state)`` / ``current_side(state)``
    Whether the game is over, and whose decision it is (``None`` at a chance node).

Optional: a rule set that does not define these gets the default of
:class:`BaseRules` (the engine and the validator ask through :func:`optional`, so a rule
set that does not subclass :class:`BaseRules` gets the same defaults):

``describe(state)`` and ``turn_name``
    Where the game stands, for people: a small mapping with ``"turn"`` (the turn's
    number) and ``"phase"`` (readable, with its case: ``"Movement [7.2]"``) when the
    rules have them, and any other short facts the rule set likes. ``turn_name`` is
    what the rules call a turn (``"Game-Turn"``). Problems found replaying a record
    say where they happened with it. Default: ``{}`` and ``"turn"``.
``setup_with_readings(setup, readings)``
    The same set-up with some readings switched (``{"arc_boundary": "blind"}``), an
    :class:`~sailkit.errors.UnknownChoiceError` for a reading or option the rule set
    does not have. ``sailkit validate --readings`` uses it to re-check a record under
    another club's readings. Default: an empty mapping changes nothing; any reading is
    refused (the rule set cannot switch them).
``place(state, text)``
    The place on the board that a record's annotation names (``"0505"``, ``"J20"``,
    ``"12.5,30"``), or an :class:`~sailkit.errors.InvalidInputError` when there is no
    such place there. Annotations are board-agnostic text; this is where the board
    checks them. Default: the text itself (nothing is checked).
``answer(state, question)``
    The :class:`~sailkit.rulings.Ruling` for a question a record's ``[%ruling ...]``
    annotation asks at that point (``"fire Shannon Chesapeake"``), or an error naming
    what is wrong with the question. Default: :class:`NotImplementedError` (the rule set
    answers no questions, and the validator does not check them).
``check_end(state, headers)``
    Whether the state a record's main line reaches agrees with what its headers say
    of the end (Fighting Sail's ``Final`` position, say): nothing, or a
    :class:`~sailkit.errors.SailkitError` naming the difference; a
    :class:`~sailkit.errors.HeaderError` names the header too, and ``sailkit validate``
    then reports it at that header's line. Default: nothing.
``sides(state)``
    The sides playing (``("BR", "US")``): the views a replay can be shown from besides
    the umpire's (:mod:`sailkit.replay_export`). Default: none (only the umpire's view).
``observe(state, side)``
    What ``side`` may know of ``state``: an :class:`Observation`, the state with what the side may not see taken
    out (another side's order still face down) and, by name, the things lying face down with what is hidden
    (``{"Constitution": "chit face down [6.14]"}``). The one definition of a side's view: ``Game.view(side)``,
    the replayer's and the exports' side views and hot-seat play all derive from it, and the conformance suite
    holds it to ``conceal``. Default: the whole state, nothing face down.
``winner(state)``
    At the end, the side that won (as :meth:`current_side` names sides), or ``None`` for a draw; ``None`` while
    the game goes on. Matches between players (:mod:`sailkit.players`) count wins with it. Default: ``None``.
``is_offer(action)``
    Whether ``action`` is an offer only the players' agreement makes (an offer to end the game by agreement):
    random play and matches never make one. Default: no action is.
``victory_points(state)``
    Each side's Victory Points as the game stands, by side: a study (:mod:`sailkit.study`) averages them over its
    games. Default: none (the rules score no points).
``conceal(state, action, side)``
    What ``side`` may know, at ``state``, of an ``action`` played earlier: ``None`` when
    it may see it, else the words it sees in its place (an order still face down:
    ``"US gives Chesapeake an order, face down until the Command Revelation [6.14]"``).
    ``state`` is the one the action reached or a later one, never one before it. A replay
    from one side's view asks again at every later point, so a secret shows from the point
    that reveals it. Default: ``None`` (nothing is secret).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Protocol, TypeVar, runtime_checkable

from ..errors import IllegalActionError, InvalidInputError
from ..rulings import Ruling

State = TypeVar("State")
Act = TypeVar("Act", bound=Hashable)


@runtime_checkable
class Rules(Protocol[State, Act]):
    """What a rule set provides to be played, recorded and replayed by :class:`~sailkit.engine.Game`."""

    key: str
    title: str

    def start(self, setup: Any) -> State: ...

    def headers(self, setup: Any) -> dict[str, str]: ...

    def setup_from_headers(self, headers: Mapping[str, str]) -> Any: ...

    def parse_action(self, text: str | Act) -> Act: ...

    def legal_actions(self, state: State) -> Sequence[Act]: ...

    def check_action(self, state: State, action: Act) -> Act: ...

    def apply_action(self, state: State, action: Act) -> tuple[State, Ruling]: ...

    def chance_outcomes(self, state: State) -> Sequence[tuple[Act, Fraction]]: ...

    def is_terminal(self, state: State) -> bool: ...

    def current_side(self, state: State) -> str | None: ...


@dataclass(frozen=True)
class Observation:
    """What one side may know of a state: the state with what it may not see taken out, and what lies face down.

    Attributes the observation does not have are read from the state it shows, so ``game.view("BR").position`` is
    the position as the British side may see it.
    """

    side: str
    state: Any
    #: each thing (a ship, by name) holding something the side may not see, with what it is in words
    face_down: Mapping[str, str] = field(default_factory=dict)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.state, name)

    def __str__(self) -> str:
        """``as BR sees it: Chesapeake: chit face down [6.14]``, or ``as BR sees it: nothing face down``."""
        hidden = "; ".join(f"{name}: {what}" for name, what in self.face_down.items()) or "nothing face down"
        return f"as {self.side} sees it: {hidden}"


class BaseRules:
    """Defaults for the optional parts of :class:`Rules`; a rule set overrides what it can do better."""

    key: str = ""
    title: str = ""
    turn_name: str = "turn"
    #: The rule set's set-up class, read from a record's headers by its ``from_headers`` and written by the set-up's
    #: own ``headers()``, and its action class, read by its ``parse``: name them and :meth:`headers`,
    #: :meth:`setup_from_headers` and :meth:`parse_action` need no writing.
    setup_type: Any = None
    action_type: Any = None

    def headers(self, setup: Any) -> dict[str, str]:
        """The record headers that say ``setup``: the set-up's own ``headers()``."""
        return dict(setup.headers())

    def setup_from_headers(self, headers: Mapping[str, str]) -> Any:
        """The set-up a record's headers say: :attr:`setup_type`'s ``from_headers``."""
        return self.setup_type.from_headers(headers)

    def parse_action(self, text: Any) -> Any:
        """An action from its text (an action object is taken as it is): :attr:`action_type`'s ``parse``."""
        return self.action_type.parse(text)

    def legal_actions(self, state: Any) -> Sequence[Any]:  # pragma: no cover - always overridden
        raise NotImplementedError

    def check_action(self, state: Any, action: Any) -> Any:
        """``action`` if it is among the legal actions, else an :class:`IllegalActionError`."""
        legal = self.legal_actions(state)
        if action in legal:
            return action
        raise IllegalActionError(f"{action} is not allowed now", "rules")

    def chance_outcomes(self, state: Any) -> Sequence[tuple[Any, Fraction]]:
        return ()

    def current_side(self, state: Any) -> str | None:
        return None

    def describe(self, state: Any) -> Mapping[str, object]:
        """Where the game stands: ``{"turn": 3, "phase": "Movement [7.2]"}``; nothing by default."""
        return {}

    def setup_with_readings(self, setup: Any, readings: Mapping[str, str]) -> Any:
        """``setup`` with ``readings`` switched; by default there are no readings to switch."""
        if readings:
            name = self.title or type(self).__name__
            raise InvalidInputError(
                f"reading of {name}", next(iter(readings)), f"none: {name} cannot replay a record under other readings"
            )
        return setup

    def place(self, state: Any, text: str) -> Any:
        """The board's place named ``text``; by default the text, unchecked."""
        return text

    def answer(self, state: Any, question: str) -> Ruling:
        """The ruling a ``[%ruling question]`` annotation asks for; by default none can be given."""
        raise NotImplementedError(f"{self.title or type(self).__name__} answers no ruling questions")

    def check_end(self, state: Any, headers: Mapping[str, str]) -> None:
        """Nothing when the end reached agrees with the headers; by default nothing is checked."""

    def sides(self, state: Any) -> Sequence[str]:
        """The sides playing, each a view a replay can be shown from; by default none but the umpire's."""
        return ()

    def conceal(self, state: Any, action: Any, side: str) -> str | None:
        """What ``side`` sees at ``state`` in place of an earlier ``action`` (``None``: the action itself)."""
        return None

    def observe(self, state: Any, side: str) -> Observation:
        """What ``side`` may know of ``state``; by default all of it."""
        return Observation(side, state)

    def winner(self, state: Any) -> str | None:
        """The side that won a finished game, ``None`` for a draw or a game still going on; by default ``None``."""
        return None

    def is_offer(self, action: Any) -> bool:
        """Whether ``action`` is an offer that only the players' agreement makes; by default none is."""
        return False

    def victory_points(self, state: Any) -> Mapping[str, int]:
        """Each side's Victory Points as the game stands (a study's figures, :mod:`sailkit.study`); by default
        none: the rules score no points."""
        return {}


#: The optional methods (and attribute) of :class:`Rules`, each with its default in :class:`BaseRules`.
OPTIONAL = (
    "turn_name",
    "describe",
    "setup_with_readings",
    "place",
    "answer",
    "check_end",
    "sides",
    "conceal",
    "observe",
    "winner",
    "is_offer",
    "victory_points",
)


def optional(rules: Any, name: str) -> Any:
    """The rule set's own ``name`` (one of :data:`OPTIONAL`), else :class:`BaseRules`' default for it."""
    if name not in OPTIONAL:
        raise AttributeError(f"{name!r} is not an optional part of the Rules interface")
    own = getattr(rules, name, None)
    if own is not None:
        return own
    default = getattr(BaseRules, name)
    return default.__get__(rules) if callable(default) else default


def situation(rules: Any, state: Any) -> str:
    """Where the game stands in words: ``"Game-Turn 3, Movement [7.2]"`` (``""`` if the rule set cannot say)."""
    facts = optional(rules, "describe")(state)
    parts = []
    if facts.get("turn") is not None:
        parts.append(f"{optional(rules, 'turn_name')} {facts['turn']}")
    if facts.get("phase"):
        parts.append(str(facts["phase"]))
    return ", ".join(parts)


__all__ = ["OPTIONAL", "BaseRules", "Observation", "Rules", "optional", "situation"]
