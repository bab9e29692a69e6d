"""Actions as one line of text, for every rule set: a verb and its arguments, read and written by a grammar.

A game changes only by actions (see :mod:`sailkit.engine`), and records hold them as
text, one a line. Each rule set declares its verbs once, as a :class:`Grammar` of
:class:`Verb` s, each with its argument :class:`Slot` s and the case that creates the
decision; :class:`Action` reads and writes them (``Action.parse(text)`` /
``str(action)``, like python-chess's ``Move.from_uci`` / ``.uci()``), and its ``repr``
pastes back. A rule set subclasses :class:`Action` and sets its grammar::

    class FSAction(Action):
        grammar = Grammar("Fighting Sail", (Verb("hold", (Slot("ship"),), "9.11", "do not fire now"), ...))

Ship names may hold spaces (``Bonhomme Richard``): names the grammar knows are matched
greedily, and any name may be put in double quotes (``"Bonhomme Richard"``), inside
which ``\\"`` is a quote and ``\\\\`` a backslash. ``str()`` quotes a name that needs it (a
space, a quote or a backslash, or words that would run on into a longer known name),
so every name reads back as written. An apostrophe is an ordinary letter (``L'Orient``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import ClassVar, TypeVar

from .errors import InvalidInputError, UnknownChoiceError

A = TypeVar("A", bound="Action")
Value = str | int
#: Reads one argument's text; raises an InvalidInputError (or a subclass) for text it cannot read.
Reader = Callable[[str], Value]

#: Numbers in action text have at most this many digits: enough for any die, square or count,
#: and far below the size at which Python refuses to convert text to an integer.
MAX_DIGITS = 6


@dataclass(frozen=True)
class Slot:
    """One argument of a verb: its name, how to read it (``None``: a ship's name), whether it may be left out."""

    name: str
    read: Reader | None = None
    optional: bool = False

    @property
    def is_name(self) -> bool:
        return self.read is None


@dataclass(frozen=True)
class Verb:
    """One kind of decision or die result: its word, its arguments, the case that creates it and a summary."""

    word: str
    slots: tuple[Slot, ...]
    case: str
    summary: str

    def __post_init__(self) -> None:
        seen_optional = False
        for s in self.slots:
            if seen_optional and not s.optional:
                raise ValueError(f"verb {self.word!r}: a required argument follows an optional one")
            seen_optional = seen_optional or s.optional

    @cached_property
    def positions(self) -> dict[str, int]:
        """Where each slot's argument stands, by the slot's name."""
        return {slot.name: i for i, slot in enumerate(self.slots)}

    @property
    def usage(self) -> str:
        return " ".join([self.word, *(f"[{s.name.upper()}]" if s.optional else s.name.upper() for s in self.slots)])


@dataclass(frozen=True)
class Grammar:
    """Every verb of one rule set, and the ship names it knows (for names with spaces)."""

    ruleset: str
    verbs: tuple[Verb, ...]
    #: the names that may hold spaces, read ignoring case: casefolded name -> name as written
    known_names: Callable[[], Mapping[str, str]] = field(default=lambda: {}, compare=False)
    #: a rule set's last word on arguments just read (drop a default, put them in order)
    normalise: Callable[[str, tuple[Value, ...]], tuple[Value, ...]] | None = field(default=None, compare=False)

    def verb(self, word: str) -> Verb:
        found = self._by_word.get(word) if isinstance(word, str) else None
        if found is None:
            raise UnknownChoiceError("action", word, [v.word for v in self.verbs])
        return found

    @cached_property
    def _by_word(self) -> dict[str, Verb]:
        out: dict[str, Verb] = {}
        for v in self.verbs:
            out.setdefault(v.word, v)
        return out

    def markdown(self) -> str:
        """The verbs as a table for the documentation: usage, what it does, the case."""
        rows = [f"| `{v.usage}` | {v.summary} | {v.case} |" for v in self.verbs]
        return "\n".join(["| action | what it does | case |", "|---|---|---|", *rows])


class Action:
    """One decision or die result of a game: a verb and its arguments (read through the class's grammar)."""

    grammar: ClassVar[Grammar]
    __slots__ = ("_at", "_die", "_ship", "_text", "args", "verb")

    verb: str
    args: tuple[Value, ...]
    _text: str  #: the action's text, worked out on first use by ``str()``
    _ship: str | None  #: the acting ship, worked out once: the rules ask it of every action they look at
    _at: dict[str, int]  #: where each named argument stands (the verb's, kept to spare looking it up)
    _die: int | None  #: the die result, worked out on first use: a roll's faces are asked at every chance node

    def __init__(self, verb: str, args: Iterable[Value] = ()) -> None:
        spec = self.grammar.verb(verb)
        values = tuple(args)
        need = sum(1 for s in spec.slots if not s.optional)
        if not need <= len(values) <= len(spec.slots):
            raise InvalidInputError(f"arguments of {verb!r}", values, spec.usage)
        normal: list[Value] = []
        for slot, value in zip(spec.slots, values):
            text = _arg_text(value, slot)
            normal.append(_read_name(text, self.grammar) if slot.read is None else slot.read(text))
        out = tuple(normal)
        if self.grammar.normalise is not None:
            out = self.grammar.normalise(verb, out)
        object.__setattr__(self, "verb", verb)
        object.__setattr__(self, "args", out)
        object.__setattr__(self, "_at", spec.positions)
        i = spec.positions.get("ship")
        object.__setattr__(self, "_ship", None if i is None or i >= len(out) else str(out[i]))

    @classmethod
    def make(cls: type[A], verb: str, args: tuple[Value, ...] = ()) -> A:
        """``cls(verb, args)``, remembered: rules list the same few thousand actions over and over, and an
        action is an immutable value, so one object serves every time (``args`` must be a hashable tuple)."""
        return _made(cls, verb, args)  # type: ignore[arg-type, return-value]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.verb == other.verb and self.args == other.args

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.verb, self.args))

    # ---- reading and writing ----

    @classmethod
    def parse(cls: type[A], text: str | A) -> A:
        """Read one action from its text (an action of this class passes through)."""
        if isinstance(text, cls):
            return text
        if not isinstance(text, str) or not text.strip():
            raise InvalidInputError(
                "action", text, "a verb and its arguments, e.g. " + repr(cls.grammar.verbs[0].usage)
            )
        if len(text) <= _REMEMBERED_TEXT:
            return _parsed(cls, text)  # type: ignore[arg-type, return-value]
        return cls._read(text)

    @classmethod
    def _read(cls: type[A], text: str) -> A:
        """:meth:`parse` itself, for a non-empty text."""
        tokens = _tokens(text)
        word, rest = tokens[0][0].lower(), tokens[1:]
        spec = cls.grammar.verb(word)
        args: list[Value] = []
        for slot in spec.slots:
            if not rest:
                if slot.optional:
                    break
                raise InvalidInputError(f"action {word!r}", text, spec.usage)
            if slot.is_name:
                name, rest = _take_name(rest, cls.grammar)
                args.append(name)
            else:
                args.append(rest.pop(0)[0])
        if rest:
            raise InvalidInputError(f"action {word!r}", text, f"no more than: {spec.usage}")
        return cls(word, args)

    def __str__(self) -> str:
        try:
            return self._text
        except AttributeError:
            pass
        spec = self.grammar.verb(self.verb)
        parts = [self.verb]
        for slot, value in zip(spec.slots, self.args):
            parts.append(_quote_name(str(value), self.grammar) if slot.is_name else str(value))
        text = " ".join(parts)
        object.__setattr__(self, "_text", text)  # worked out once: an action never changes
        return text

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({str(self)!r})"

    # ---- named arguments ----

    def get(self, slot: str) -> Value | None:
        """The argument in the slot named ``slot``, or ``None`` if this verb has none or it was left out."""
        i = self._at.get(slot)
        return None if i is None or i >= len(self.args) else self.args[i]

    @property
    def ship(self) -> str | None:
        """The acting ship, if the verb has one."""
        return self._ship

    @property
    def target(self) -> str | None:
        v = self.get("target")
        return None if v is None else str(v)

    @property
    def side(self) -> str | None:
        v = self.get("side")
        return None if v is None else str(v)

    @property
    def die(self) -> int | None:
        """The die result of a ``roll`` (chance) action."""
        try:
            return self._die
        except AttributeError:
            pass
        v = self.get("die")
        die = None if v is None else int(v)
        object.__setattr__(self, "_die", die)
        return die

    @property
    def is_chance(self) -> bool:
        return self.verb == "roll"

    @property
    def case(self) -> str:
        """The case that creates this kind of decision."""
        return self.grammar.verb(self.verb).case


@lru_cache(maxsize=65536)
def _made(cls: type[Action], verb: str, args: tuple[Value, ...]) -> Action:
    return cls(verb, args)


#: Texts up to this long are read once and remembered: a record repeats the same few hundred actions.
_REMEMBERED_TEXT = 200


@lru_cache(maxsize=65536)
def _parsed(cls: type[Action], text: str) -> Action:
    """``cls.parse(text)``, remembered (an action is an immutable value and a grammar never changes; a text that
    cannot be read raises every time, since an error is not remembered)."""
    return cls._read(text)


def choice(allowed: Iterable[str], what: str) -> Reader:
    """A reader for one of a fixed set of lower-case words (``port``, ``starboard`` ...)."""
    options = tuple(allowed)

    def read(text: str) -> str:
        t = text.strip().lower()
        if t in options:
            return t
        raise UnknownChoiceError(what, text, options)

    return read


#: A double-quoted name (``\\"`` and ``\\\\`` escaped inside it), a bare word, or a stray quote.
_TOKEN = re.compile(r'"((?:[^"\\]|\\.)*)"|([^\s"]+)|(")', re.S)
#: One word of an action: its text and whether it was quoted.
_Token = tuple[str, bool]


def _tokens(text: str) -> list[_Token]:
    """The words of an action: bare words, and quoted names kept whole."""
    out: list[_Token] = []
    for m in _TOKEN.finditer(text):
        if m.group(3) is not None:
            raise InvalidInputError("action", text, "a ship name in double quotes, closed by a second '\"'")
        quoted = m.group(1) is not None
        out.append((re.sub(r"\\(.)", r"\1", m.group(1), flags=re.S) if quoted else m.group(2), quoted))
    return out


def _arg_text(value: object, slot: Slot) -> str:
    """An argument as text, refused when it is a number far too long to be any argument (before ``int()`` fails on it)."""
    if isinstance(value, int) and not -(10**9) < value < 10**9:
        raise InvalidInputError(slot.name, f"a number of {value.bit_length()} bits", "a name, a word or a small number")
    text = str(value).strip()
    if sum(c.isdigit() for c in text) > MAX_DIGITS:
        raise InvalidInputError(
            slot.name, text[:20] + ("..." if len(text) > 20 else ""), f"at most {MAX_DIGITS} digits"
        )
    return text


def _read_name(text: str, grammar: Grammar) -> str:
    if not text or any(c in text for c in "\n\r"):
        raise InvalidInputError("ship name", text, "a name on one line")
    return grammar.known_names().get(text.casefold(), text)


def _take_name(tokens: list[_Token], grammar: Grammar) -> tuple[str, list[_Token]]:
    """Take a name off the front of ``tokens``: a quoted one as it is, else the longest known name, else one word."""
    if tokens[0][1]:
        return tokens[0][0], tokens[1:]
    known = grammar.known_names()
    longest = max((len(k.split()) for k in known), default=1)
    bare = 0  # bare words at the front, no more than the longest known name has
    while bare < min(len(tokens), longest) and not tokens[bare][1]:
        bare += 1
    for n in range(bare, 1, -1):
        candidate = " ".join(w for w, _ in tokens[:n])
        if candidate.casefold() in known:
            return known[candidate.casefold()], tokens[n:]
    return tokens[0][0], tokens[1:]


def _quote_name(name: str, grammar: Grammar) -> str:
    """``name`` as :meth:`Action.parse` reads it back: bare when it reads back by itself, else in double quotes.

    A name needs quotes when it holds a space, a quote or a backslash, or when the
    words after it could be read as part of a longer known name.
    """
    known = grammar.known_names()
    if name.casefold() in known:
        return name
    plain = name and not any(c.isspace() or c in '"\\' for c in name)
    if plain and not any(k.startswith(name.casefold() + " ") for k in known):
        return name
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


__all__ = ["MAX_DIGITS", "Action", "Grammar", "Reader", "Slot", "Value", "Verb", "choice"]
