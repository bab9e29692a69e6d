"""Actions: every decision and every die result of a Fighting Sail game, as short text.

A game changes only by actions (:mod:`.game`). An :class:`Action` is a verb and its arguments, read and written
through the kit's grammar (:mod:`sailkit.actions`), its ``repr`` code to paste back::

    >>> a = Action.parse("fire Shannon Constitution hull")
    >>> str(a), a.ship, a.target
    ('fire Shannon Constitution hull', 'Shannon', 'Constitution')

:data:`GRAMMAR` lists every verb with its arguments and the case creating the decision (``GRAMMAR.markdown()``).
Names may hold spaces (matched greedily, or in double quotes); numbers are ASCII digits only (:mod:`sailkit.numbers`).
The movement rules word a typed step as one of the :data:`MOVE_VERBS` (``movement.to_action`` /
``movement.from_action``).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, lru_cache
from types import MappingProxyType

from ...actions import Action as KitAction
from ...actions import Grammar, Slot, Value, choice
from ...dice import D6, D66
from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.compass import Direction
from ...numbers import is_whole
from ...verb_table import read_verbs
from .board import name as square_name
from .board import parse_square
from .ships import counters
from .vocabulary import AIMS, BROADSIDES, COMMANDS, SIDES

STUDDING = ("set", "in")
DEGREES = ("45", "90")


def _side(text: str) -> str:
    t = text.strip().upper()
    if t in SIDES:
        return t
    raise UnknownChoiceError("side", text, SIDES)


def _direction(text: str) -> str:
    return Direction.parse(text).name


def _square(text: str) -> str:
    """Any square, ``CCRR`` or ``COL:ROW`` [2.1, 15.0-MR]; whether a ship may go there is the game's question."""
    return square_name(parse_square(text))


def _die(text: str) -> int:
    if is_whole(text) and len(text) <= 2 and (int(text) in D6 or int(text) in D66):
        return int(text)
    raise InvalidInputError("die result", text, "1-6, or 11-66 read large die then small die [9.0], in the digits 0-9")


def _normalise(verb: str, args: tuple[Value, ...]) -> tuple[Value, ...]:
    """A bare turn means 45 degrees [7.35], so an explicit ``45`` is dropped and both spell the same step."""
    if verb in ("step", "free-turn") and args and args[-1] == "45":
        return args[:-1]
    return args


@cache
@lru_cache(maxsize=1)
def _known_names() -> Mapping[str, str]:
    """The catalogue's ship names by their casefolded spelling (the catalogue never changes) [2.2]."""
    return MappingProxyType({n.casefold(): n for n in counters()})


#: How each argument of a verb is read, by the name ``data/verbs.csv`` gives it (any other is a ship's name).
_SLOTS = {
    "command": Slot("command", choice(COMMANDS, "command")),
    "choice": Slot("choice", choice(STUDDING, "studding sail choice")),
    "side": Slot("side", _side),
    "way": Slot("way", choice(BROADSIDES, "turn")),
    "degrees": Slot("degrees", choice(DEGREES, "turn in degrees")),
    "free": Slot("free", choice(BROADSIDES, "free turn")),
    "heading": Slot("heading", _direction),
    "square": Slot("square", _square),
    "aim": Slot("aim", choice(AIMS, "aim")),
    "broadside": Slot("broadside", choice(BROADSIDES, "broadside")),
    "die": Slot("die", _die),
}
#: Every verb, its arguments, the case creating the decision and what it does: a table, ``data/verbs.csv``
#: (:mod:`sailkit.verb_table`).
GRAMMAR = Grammar(
    "Fighting Sail",
    read_verbs("sailkit.rulesets.fighting_sail", "data/verbs.csv", _SLOTS),
    known_names=_known_names,
    normalise=_normalise,
)

#: The verbs of a ship's move in the Movement Phase [7.3-7.9].
MOVE_VERBS = frozenset({"step", "free-turn", "tack", "wear", "back", "heave", "stop"})


class FightingSailAction(KitAction):
    """One decision or die result of a Fighting Sail game (see the module docstring)."""

    __slots__ = ()
    grammar = GRAMMAR


#: The name the rule set's modules and its users know the action by.
Action = FightingSailAction


def command(ship: str, cmd: str) -> Action:
    return Action("command", (ship, cmd))


def roll(die: int) -> Action:
    return Action("roll", (die,))


def next_side(side: str) -> Action:
    return Action("next", (side,))


def parse(text: str | Action) -> Action:
    """``text`` as an :class:`Action` (an :class:`Action` passes through)."""
    return Action.parse(text)


__all__ = [
    "AIMS",
    "GRAMMAR",
    "MOVE_VERBS",
    "SIDES",
    "Action",
    "FightingSailAction",
    "command",
    "next_side",
    "parse",
    "roll",
]
