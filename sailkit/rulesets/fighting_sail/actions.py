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
from ...actions import Grammar, Slot, Value, Verb, choice
from ...dice import D6, D66
from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.compass import Direction
from ...numbers import is_whole
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


SHIP = Slot("ship")
TURN = choice(BROADSIDES, "turn")
GRAMMAR = Grammar(
    "Fighting Sail",
    (
        Verb("command", (SHIP, Slot("command", choice(COMMANDS, "command"))), "6.1",
             "give a command chit: ahead, port, starboard, wear or tack [6.12]"),
        Verb("swell", (SHIP,), "13.12",
             "roll for swell although the downwind square is taken (reading swell_exempt_roll=owner_may_roll)"),
        Verb("studding", (SHIP, Slot("choice", choice(STUDDING, "studding sail choice"))), "13.31",
             "set or take in studding sails"),
        Verb("done", (Slot("side", _side),), "4.2",
             "a side has finished an optional choice (swell [13.12], studding sails [13.3], unfouling [11.31])"),
        Verb("next", (Slot("side", _side),), "7.22", "the weather-gauge holder names the side that moves next"),
        Verb("step", (SHIP, Slot("way", TURN, True), Slot("degrees", choice(DEGREES, "turn in degrees"), True)), "7.52",
             "enter the square ahead, paying its cost [7.53], then turn 45 (or 90) degrees in it [7.35, 7.36]"),
        Verb("free-turn",
             (SHIP, Slot("free", choice(BROADSIDES, "free turn")), Slot("way", TURN, True),
              Slot("degrees", choice(DEGREES, "turn in degrees"), True)), "7.83a",
             "the free 45-degree turn that avoids fouling [7.84], then the step as above"),
        Verb("stop", (SHIP,), "7.54", "the chit comes off: no step is possible"),
        Verb("tack", (SHIP, Slot("heading", _direction)), "7.41", "tack to the heading given"),
        Verb("wear", (SHIP, Slot("heading", _direction), Slot("square", _square, True)), "7.42",
             "wear to the heading given (into the square given when running [7.44])"),
        Verb("back", (SHIP,), "7.71", "back sail instead of moving"),
        Verb("heave", (SHIP,), "7.91", "heave to instead of moving"),
        Verb("fire",
             (SHIP, Slot("target"), Slot("aim", choice(AIMS, "aim")), Slot("broadside", choice(BROADSIDES, "broadside"), True)),
             "9.11", "fire one broadside at hull or rigging [9.31, 9.32]; fouled ships name the broadside [11.13]"),
        Verb("hold", (SHIP,), "9.11", "do not fire now; close the fire window"),
        Verb("unfoul", (SHIP,), "11.31", "try to unfoul"),
        Verb("place", (SHIP, Slot("square", _square), Slot("heading", _direction)), "11.33",
             "put an unfouled ship in an empty neighbouring square"),
        Verb("face", (SHIP, Slot("heading", _direction)), "11.34",
             "re-face the friendly ship left alone by an unfouled enemy"),
        Verb("roll", (Slot("die", _die),), "4.2", "a die result: 1-6, or 11-66 for the two fire dice [9.0]"),
        Verb("propose-end", (Slot("side", _side),), "15.0-GL",
             "offer to end an open-ended game by agreement, at the start of the Command Decision Stage"),
        Verb("accept-end", (Slot("side", _side),), "15.0-GL", "agree to the offer: the game ends and is scored [15.0-VC]"),
        Verb("decline-end", (Slot("side", _side),), "15.0-GL", "refuse the offer: play goes on"),
    ),
    known_names=_known_names,
    normalise=_normalise,
)  # fmt: skip

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
