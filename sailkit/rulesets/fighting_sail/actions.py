"""Actions: every decision and every die result of a Fighting Sail game, as short text.

A game changes only by actions (see :mod:`.game`). Each :class:`Action` is a verb and
its arguments, reads from and writes to one line of text (like python-chess's
``Move.from_uci`` / ``.uci()``) and ``repr`` gives code you can paste back::

    >>> a = Action.parse("fire Shannon Constitution hull")
    >>> str(a), a.ship, a.target
    ('fire Shannon Constitution hull', 'Shannon', 'Constitution')

Verbs, with the case that creates the decision:

==============================  ====================================================
``command SHIP CMD``            give a command chit: ahead, port, starboard, wear, tack [6.1, 6.12]
``swell SHIP``                  roll for swell although the downwind square is taken (reading
                                ``swell_exempt_roll=owner_may_roll``) [13.12]
``studding SHIP set|in``        set or take in studding sails [13.31]
``done SIDE``                   a side has finished an optional choice (swell [13.12], studding sails
                                [13.3], unfouling [11.31])
``next SIDE``                   the weather-gauge holder names the side that moves next [7.22]
``step SHIP [port|starboard [90]]``  enter the square ahead, paying its cost [7.52, 7.53], then
                                turn 45 (or 90) degrees in it [7.35, 7.36]
``free-turn SHIP WAY [port|starboard [90]]``  the free 45-degree turn that avoids fouling [7.83a,
                                7.84], then the step as above
``stop SHIP``                   the chit comes off: no step is possible [7.54]
``tack SHIP DIR``               tack to the heading DIR [7.41]
``wear SHIP DIR [SQUARE]``      wear to heading DIR (into SQUARE when running) [7.42, 7.44]
``back SHIP``                   back sail instead of moving [7.71]
``heave SHIP``                  heave to instead of moving [7.91]
``fire SHIP TARGET hull|rigging [port|starboard]``  fire one broadside [9.31, 9.32]
``hold SHIP``                   do not fire now; close the fire window [9.11]
``unfoul SHIP``                 try to unfoul [11.31]
``place SHIP SQUARE DIR``       put an unfouled ship in an empty neighbouring square [11.33]
``face SHIP DIR``               re-face the friendly ship left alone by an unfouled enemy [11.34]
``roll N``                      a die result (1-6, or 11-66 for the two fire dice [9.0])
``propose-end SIDE``            offer to end an open-ended game by agreement, at the start of the
                                Command Decision Stage [15.0-GL]
``accept-end SIDE``             agree to the offer: the game ends and is scored [15.0-GL, 15.0-VC]
``decline-end SIDE``            refuse the offer: play goes on [15.0-GL]
==============================  ====================================================

Ship names may contain spaces (``Bonhomme Richard``): known names are matched
greedily, and any name may be put in double quotes (``"Bonhomme Richard"``), inside
which ``\\"`` is a quote and ``\\\\`` a backslash; ``str()`` quotes a name that needs it.
An apostrophe is an ordinary letter (``L'Orient``).

Numbers (die results) are read in any digits Unicode calls decimal, as Python's
``int()`` reads them: ASCII, full-width (``roll ３``, as an East Asian keyboard types
it), Arabic-Indic and so on, and are written back in ASCII. Superscripts (``²``),
circled numbers (``①``) and fractions are not digits and are refused.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ...dice import D6, D66
from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.compass import Direction
from .board import name as square_name
from .board import parse_square
from .ships import counters
from .state import COMMANDS

SIDES = ("BR", "FR", "US", "PA")  #: nationality codes [2.21]
TURNS = ("port", "starboard")
AIMS = ("hull", "rigging")
STUDDING = ("set", "in")
DEGREES = ("45", "90")


def _choice(allowed: tuple[str, ...], what: str) -> Callable[[str], str]:
    def read(text: str) -> str:
        t = text.strip().lower()
        if t in allowed:
            return t
        raise UnknownChoiceError(what, text, allowed)

    return read


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
    if text.isdecimal() and len(text) <= 2 and (int(text) in D6 or int(text) in D66):
        return int(text)
    raise InvalidInputError("die result", text, "1-6, or 11-66 read large die then small die [9.0]")


#: verb -> (argument names, readers); an argument name ending in "?" is optional and last.
GRAMMAR: dict[str, tuple[tuple[str, Callable[[str], object] | None], ...]] = {
    "command": (("ship", None), ("command", _choice(COMMANDS, "command"))),
    "swell": (("ship", None),),
    "studding": (("ship", None), ("choice", _choice(STUDDING, "studding sail choice"))),
    "done": (("side", _side),),
    "next": (("side", _side),),
    "step": (("ship", None), ("way?", _choice(TURNS, "turn")), ("degrees?", _choice(DEGREES, "turn in degrees"))),
    "free-turn": (
        ("ship", None),
        ("free", _choice(TURNS, "free turn")),
        ("way?", _choice(TURNS, "turn")),
        ("degrees?", _choice(DEGREES, "turn in degrees")),
    ),
    "stop": (("ship", None),),
    "tack": (("ship", None), ("heading", _direction)),
    "wear": (("ship", None), ("heading", _direction), ("square?", _square)),
    "back": (("ship", None),),
    "heave": (("ship", None),),
    "fire": (
        ("ship", None),
        ("target", None),
        ("aim", _choice(AIMS, "aim")),
        ("broadside?", _choice(TURNS, "broadside")),
    ),
    "hold": (("ship", None),),
    "unfoul": (("ship", None),),
    "place": (("ship", None), ("square", _square), ("heading", _direction)),
    "face": (("ship", None), ("heading", _direction)),
    "roll": (("die", _die),),
    "propose-end": (("side", _side),),
    "accept-end": (("side", _side),),
    "decline-end": (("side", _side),),
}

#: The case that creates each kind of decision, for error messages and docs.
VERB_CASES: dict[str, str] = {
    "command": "6.1",
    "swell": "13.12",
    "studding": "13.31",
    "done": "4.2",
    "next": "7.22",
    "step": "7.52",
    "stop": "7.54",
    "free-turn": "7.83a",
    "tack": "7.41",
    "wear": "7.42",
    "back": "7.71",
    "heave": "7.91",
    "fire": "9.11",
    "hold": "9.11",
    "unfoul": "11.31",
    "place": "11.33",
    "face": "11.34",
    "roll": "4.2",
    "propose-end": "15.0-GL",
    "accept-end": "15.0-GL",
    "decline-end": "15.0-GL",
}


@lru_cache(maxsize=1)
def _known_names() -> dict[str, str]:
    return {n.casefold(): n for n in counters()}


@lru_cache(maxsize=1)
def _longest_known() -> int:
    """Words in the longest known name: a longer run of words is never tried as one."""
    return max(len(n.split()) for n in _known_names())


@dataclass(frozen=True)
class Action:
    """One decision or die result: a verb and its arguments (see the module docstring)."""

    verb: str
    args: tuple[str | int, ...] = ()

    def __post_init__(self) -> None:
        if self.verb not in GRAMMAR:
            raise UnknownChoiceError("action", self.verb, sorted(GRAMMAR))
        spec = GRAMMAR[self.verb]
        need = sum(1 for n, _ in spec if not n.endswith("?"))
        if not need <= len(self.args) <= len(spec):
            raise InvalidInputError(f"arguments of {self.verb!r}", self.args, " ".join(n for n, _ in spec))
        normal: list[str | int] = []
        for (_, reader), value in zip(spec, self.args):
            text = _arg_text(value)
            if reader is None:
                normal.append(_known_names().get(text.casefold(), text))
            else:
                normal.append(reader(text))  # type: ignore[arg-type]
        if self.verb in ("step", "free-turn") and normal and normal[-1] == "45":
            normal.pop()  # 45 degrees is the turn a bare direction means [7.35]
        object.__setattr__(self, "args", tuple(normal))

    # ---- reading and writing ----

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read one action from its text form, e.g. ``"command Shannon port"`` or ``"roll 46"``."""
        if not isinstance(text, str) or not text.strip():
            raise InvalidInputError("action", text, "a verb and its arguments, e.g. 'command Shannon port'")
        tokens = _tokens(text)
        (verb, _), rest = tokens[0], tokens[1:]
        if verb.lower() not in GRAMMAR:
            raise UnknownChoiceError("action", verb, sorted(GRAMMAR))
        verb = verb.lower()
        args: list[str | int] = []
        for i, (slot, reader) in enumerate(GRAMMAR[verb]):
            optional = slot.endswith("?")
            if not rest:
                if optional:
                    break
                raise InvalidInputError(f"action {verb!r}", text, "arguments " + " ".join(n for n, _ in GRAMMAR[verb]))
            if reader is None:  # a ship name, possibly several words
                tail = len(GRAMMAR[verb]) - i - 1
                name, rest = _take_ship(rest, tail)
                args.append(name)
            else:
                args.append(reader(rest.pop(0)[0]))  # type: ignore[arg-type]
        if rest:
            raise InvalidInputError(f"action {verb!r}", text, "no more than: " + " ".join(n for n, _ in GRAMMAR[verb]))
        return cls(verb, tuple(args))

    def __str__(self) -> str:
        parts = [self.verb]
        for (_slot, reader), value in zip(GRAMMAR[self.verb], self.args):
            parts.append(_quote_ship(str(value)) if reader is None else str(value))
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"

    # ---- named arguments ----

    def _arg(self, slot: str) -> str | int | None:
        for (name, _), value in zip(GRAMMAR[self.verb], self.args):
            if name.rstrip("?") == slot:
                return value
        return None

    @property
    def ship(self) -> str | None:
        """The acting ship, if the verb has one."""
        v = self._arg("ship")
        return None if v is None else str(v)

    @property
    def target(self) -> str | None:
        v = self._arg("target")
        return None if v is None else str(v)

    @property
    def side(self) -> str | None:
        v = self._arg("side")
        return None if v is None else str(v)

    @property
    def die(self) -> int | None:
        v = self._arg("die")
        return None if v is None else int(v)

    def get(self, slot: str) -> str | int | None:
        """Any named argument: ``command``, ``way``, ``heading``, ``square``, ``aim``, ``broadside``, ``choice``."""
        return self._arg(slot)

    @property
    def is_chance(self) -> bool:
        return self.verb == "roll"


#: A double-quoted name (``\\"`` and ``\\\\`` escaped inside it), a bare word, or a stray quote.
_TOKEN = re.compile(r'"((?:[^"\\]|\\.)*)"|([^\s"]+)|(")', re.S)
_Token = tuple[str, bool]  # the text and whether it was quoted


def _tokens(text: str) -> list[_Token]:
    """The words of an action: bare words, and quoted names kept whole [the record's own syntax]."""
    out: list[_Token] = []
    for m in _TOKEN.finditer(text):
        if m.group(3) is not None:
            raise InvalidInputError("action", text, "a ship name in double quotes, closed by a second '\"'")
        quoted = m.group(1) is not None
        out.append((re.sub(r"\\(.)", r"\1", m.group(1), flags=re.S) if quoted else m.group(2), quoted))
    return out


def _arg_text(value: object) -> str:
    """An argument as text; a number far too long to be any argument is refused before ``str()`` fails on it."""
    if isinstance(value, int) and not -(10**9) < value < 10**9:
        raise InvalidInputError("action argument", f"a number of {value.bit_length()} bits", "a ship, word or die")
    return str(value).strip()


def _take_ship(tokens: list[_Token], tail: int) -> tuple[str, list[_Token]]:
    """Take a ship name off the front of ``tokens``: a quoted one as it is, else the longest known name."""
    if tokens[0][1]:
        return tokens[0][0], tokens[1:]
    known = _known_names()
    bare = 0  # bare words at the front, no more than the longest known name has
    while bare < min(len(tokens), _longest_known()) and not tokens[bare][1]:
        bare += 1
    for n in range(bare, 0, -1):
        candidate = " ".join(t for t, _ in tokens[:n])
        if candidate.casefold() in known:
            return known[candidate.casefold()], tokens[n:]
    return tokens[0][0], tokens[1:]


def _quote_ship(name: str) -> str:
    """``name`` as :meth:`Action.parse` reads it back: quoted when it has a space, a quote or a backslash,
    or when the words after it could be read as part of a longer known name."""
    known = _known_names()
    if name.casefold() in known:
        return name
    plain = name and not any(c.isspace() or c in '"\\' for c in name)
    if plain and not any(k.startswith(name.casefold() + " ") for k in known):
        return name
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


# ---- constructors, so code reads as the rules do ----


def command(ship: str, cmd: str) -> Action:
    return Action("command", (ship, cmd))


def roll(die: int) -> Action:
    return Action("roll", (die,))


def next_side(side: str) -> Action:
    return Action("next", (side,))


def parse(text: str | Action) -> Action:
    """``text`` as an :class:`Action` (an :class:`Action` passes through)."""
    return text if isinstance(text, Action) else Action.parse(text)
