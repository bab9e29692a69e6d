"""The interface a rule set implements so that :class:`sailkit.engine.Game` can play it.

A rule set is a set of pure functions over immutable states, in the shape of an
OpenSpiel game: from a state it lists the legal actions, applies one to make the next
state, and says whether the state is a chance node (a die to roll) or the end. The
engine does everything else the same way for every rule set: the record tree with
comments and variations, the cursor, undo, what-if branches, the cached list of legal
actions, replay, random play, saving and loading.

A rule set implements :class:`Rules`; :class:`BaseRules` gives the optional methods a
default. The pieces, and why each is there:

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
    the default looks the action up in ``legal_actions``.
``apply_action(state, action)``
    The next state and a :class:`~sailkit.rulings.Ruling` of what the action did, case
    by case. Only called with an action ``check_action`` accepted.
``chance_outcomes(state)``
    At a chance node, each die result as an action with its exact probability; empty
    elsewhere. Dice are data: rules never roll.
``is_terminal(state)`` / ``current_side(state)``
    Whether the game is over, and whose decision it is (``None`` at a chance node).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from fractions import Fraction
from typing import Any, Protocol, TypeVar, runtime_checkable

from ..errors import IllegalActionError
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


class BaseRules:
    """Defaults for the optional parts of :class:`Rules`; a rule set overrides what it can do better."""

    key: str = ""
    title: str = ""

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


__all__ = ["BaseRules", "Rules"]
