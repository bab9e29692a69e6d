"""Annotations: arrows, highlighted places, bookmarks and ruling references inside a record's comments.

In the manner of lichess's ``[%cal Ge2e4]`` and ``[%csl Gd4]`` in PGN comments, a
comment of a game record may hold *commands* that a replayer reads and draws::

    fire Guerriere Constitution rigging {the first broadside [%arrow red 1108>0911] [%bookmark first blood]}

Four commands, each a value here (immutable, with a parse/format pair and a ``repr``
that pastes back):

``[%arrow COLOUR TAIL>HEAD ...]`` -> :class:`Arrow`
    One or more arrows of one colour, each from place ``TAIL`` to place ``HEAD``.
``[%highlight COLOUR PLACE ...]`` -> :class:`Highlight`
    One or more places tinted in one colour.
``[%bookmark NAME]`` -> :class:`Bookmark`
    A name a replayer can jump to (``first blood``).
``[%ruling QUESTION]`` -> :class:`RulingRef`
    A question the rule set can answer at that point (``fire Shannon Chesapeake``),
    whose ruling a replayer shows.

Colours are a small named set, as on lichess: :data:`COLOURS` (``green``, ``red``,
``yellow``, ``blue``). The grammar is the same for every board: a place is a token
(``0505``, ``31:05``, ``J20``, ``12.5,30``) of letters, digits and ``. , : + _ -``;
whether it names a place on the game's board is for the rule set to say when the
record is replayed (``sailkit validate`` asks it). Nothing in an annotation is ever run:
a ruling reference is a question in words that the installed rule set reads, like an
action.

:func:`parse_annotations` reads commands strictly (an :class:`AnnotationError`,
a kind of :class:`~sailkit.errors.InvalidInputError`, names the first bad one);
:func:`format_annotations` writes a list back in canonical form, joining consecutive
arrows (or highlights) of one colour into one command. The record reader
(:mod:`sailkit.record`) finds the commands in a comment and keeps the comment's
words apart from them. The grammar, with every error it can give, is in
``docs/records.md``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .errors import InvalidInputError

#: The colours an arrow or highlight may have, in the order lichess lists them (G, R, Y, B).
COLOURS: tuple[str, ...] = ("green", "red", "yellow", "blue")
#: The annotation commands, by the name written after ``[%``.
COMMANDS: tuple[str, ...] = ("arrow", "highlight", "bookmark", "ruling")
#: Characters a place token may hold (one to :data:`MAX_PLACE` of them).
PLACE_CHARACTERS = "letters A-Z a-z, digits 0-9 and . , : + _ -"
#: The longest place token: far longer than any square, hex or point needs, so a pasted paragraph is refused.
MAX_PLACE = 32
#: Characters never allowed in a bookmark name or ruling question: they would end the command or the comment.
FORBIDDEN_IN_WORDS = "[]{}\\"

_PLACE = re.compile(r"[A-Za-z0-9.,:+_\-]{1," + str(MAX_PLACE) + "}")

#: Every kind of :class:`AnnotationError` (its ``what``) and when it is raised; ``docs/records.md`` lists them.
ERRORS: dict[str, str] = {
    "annotation command": "the word after '[%' is not arrow, highlight, bookmark or ruling",
    "annotation items": "an %arrow or %highlight without a colour and at least one arrow or place",
    "annotation colour": "a colour that is not green, red, yellow or blue",
    "annotation place": f"a place that is not 1 to {MAX_PLACE} of {PLACE_CHARACTERS}",
    "arrow": "an arrow that is not two places joined by '>'",
    "bookmark name": "a bookmark with no name, or with [ ] { } \\ or a control character in it",
    "ruling question": "a ruling reference with no question, or with [ ] { } \\ or a control character in it",
    "annotations": "text given to parse_annotations that is not only [%...] commands",
    "annotation": "something given as an annotation that is not an Arrow, Highlight, Bookmark or RulingRef",
    "annotation in JSON": "a JSON annotation object of an unknown type, or with missing, unknown or non-string fields",
}


class AnnotationError(InvalidInputError):
    """An annotation command that cannot be read: names the bad part (``what``, one of :data:`ERRORS`),
    the bad text and what was expected."""


def check_place(text: object) -> str:
    """``text`` if it is a place token (``0505``, ``31:05``, ``J20``, ``12.5,30``), else an :class:`AnnotationError`.

    Board-agnostic on purpose: the rule set decides whether the place exists.
    """
    if not isinstance(text, str) or not _PLACE.fullmatch(text):
        raise AnnotationError("annotation place", text, f"1 to {MAX_PLACE} of {PLACE_CHARACTERS}")
    return text


def check_colour(text: object) -> str:
    """The colour ``text`` names (any letter case), else an :class:`AnnotationError` listing :data:`COLOURS`."""
    colour = text.casefold() if isinstance(text, str) else None
    if colour not in COLOURS:
        raise AnnotationError("annotation colour", text, "one of " + ", ".join(COLOURS))
    return colour


def check_words(what: str, text: object) -> str:
    """``text`` with its runs of white space made single spaces; refused when empty or holding a bracket,
    brace, backslash or control character."""
    if not isinstance(text, str):
        raise AnnotationError(what, text, "text")
    words = " ".join(text.split())
    bad = next((c for c in words if c in FORBIDDEN_IN_WORDS or unicodedata.category(c) in ("Cc", "Cs")), None)
    if not words or bad is not None:
        raise AnnotationError(what, text, "one or more words without [ ] { } \\ or control characters")
    return words


@dataclass(frozen=True)
class Arrow:
    """An arrow from place ``tail`` to place ``head`` in ``colour``: ``[%arrow red 1108>0911]``."""

    colour: str
    tail: str
    head: str
    kind: ClassVar[str] = "arrow"

    def __post_init__(self) -> None:
        object.__setattr__(self, "colour", check_colour(self.colour))
        check_place(self.tail)
        check_place(self.head)

    def __str__(self) -> str:
        return f"[%arrow {self.colour} {self.tail}>{self.head}]"


@dataclass(frozen=True)
class Highlight:
    """Place ``place`` tinted in ``colour``: ``[%highlight yellow 0911]``."""

    colour: str
    place: str
    kind: ClassVar[str] = "highlight"

    def __post_init__(self) -> None:
        object.__setattr__(self, "colour", check_colour(self.colour))
        check_place(self.place)

    def __str__(self) -> str:
        return f"[%highlight {self.colour} {self.place}]"


@dataclass(frozen=True)
class Bookmark:
    """A name to jump to: ``[%bookmark first blood]`` (white space is made single spaces)."""

    name: str
    kind: ClassVar[str] = "bookmark"

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", check_words("bookmark name", self.name))

    def __str__(self) -> str:
        return f"[%bookmark {self.name}]"


@dataclass(frozen=True)
class RulingRef:
    """A question for the rule set, whose ruling a replayer shows here: ``[%ruling fire Shannon Chesapeake]``.

    Only words: the rule set reads them (as it reads an action) when asked; nothing is run.
    """

    question: str
    kind: ClassVar[str] = "ruling"

    def __post_init__(self) -> None:
        object.__setattr__(self, "question", check_words("ruling question", self.question))

    def __str__(self) -> str:
        return f"[%ruling {self.question}]"


#: Any annotation (a union usable with ``isinstance``).
Annotation = Arrow | Highlight | Bookmark | RulingRef
#: Each annotation class by its command name.
KINDS: dict[str, type[Arrow] | type[Highlight] | type[Bookmark] | type[RulingRef]] = {
    "arrow": Arrow,
    "highlight": Highlight,
    "bookmark": Bookmark,
    "ruling": RulingRef,
}


def parse_command(body: str) -> list[Annotation]:
    """The annotations of one command, given what stands between ``[%`` and ``]`` (``"arrow red 1108>0911"``)."""
    name, *args = body.split() or [""]
    kind = name.casefold()
    if kind not in KINDS:
        raise AnnotationError("annotation command", f"[%{body}]", "%" + ", %".join(COMMANDS) + " after '[%'")
    if kind == "bookmark":
        return [Bookmark(" ".join(args))]
    if kind == "ruling":
        return [RulingRef(" ".join(args))]
    if len(args) < 2:
        item = "TAIL>HEAD" if kind == "arrow" else "PLACE"
        raise AnnotationError("annotation items", f"[%{body}]", f"%{kind} COLOUR {item} ...")
    colour, items = args[0], args[1:]
    if kind == "highlight":
        return [Highlight(colour, place) for place in items]
    arrows: list[Annotation] = []
    for item in items:
        ends = item.split(">")
        if len(ends) != 2:
            raise AnnotationError("arrow", item, "TAIL>HEAD: two places joined by '>'")
        arrows.append(Arrow(colour, ends[0], ends[1]))
    return arrows


_COMMAND = re.compile(r"\[%([^\]]*)\]|\S")


def parse_annotations(text: str) -> list[Annotation]:
    """The annotations written in ``text``: commands separated by white space, nothing else.

    The inverse of :func:`format_annotations`. Raises :class:`AnnotationError` naming the
    first command (or stray text) that cannot be read.
    """
    if not isinstance(text, str):
        raise AnnotationError("annotations", text, "text of [%...] commands")
    out: list[Annotation] = []
    for m in _COMMAND.finditer(text):
        if m.group(1) is None:
            raise AnnotationError(
                "annotations", text, f"only [%...] commands, but column {m.start() + 1} is not in one"
            )
        out += parse_command(m.group(1))
    return out


def format_annotations(annotations: Iterable[Annotation]) -> str:
    """The canonical text of ``annotations``, in order; consecutive arrows (or highlights) of one colour
    share a command: ``[%arrow red 1108>0911 0911>1010] [%bookmark first blood]``."""
    commands: list[str] = []
    run: tuple[str, str] | None = None  # (kind, colour) of the command being extended
    for a in annotations:
        if isinstance(a, Arrow | Highlight):
            item = f"{a.tail}>{a.head}" if isinstance(a, Arrow) else a.place
            if run == (a.kind, a.colour):
                commands[-1] = commands[-1][:-1] + f" {item}]"
                continue
            run = (a.kind, a.colour)
        elif isinstance(a, Bookmark | RulingRef):
            run = None
        else:
            raise AnnotationError("annotation", a, "an Arrow, Highlight, Bookmark or RulingRef")
        commands.append(str(a))
    return " ".join(commands)


# ---- the JSON form ----

_FIELDS: dict[str, tuple[str, ...]] = {
    "arrow": ("colour", "tail", "head"),
    "highlight": ("colour", "place"),
    "bookmark": ("name",),
    "ruling": ("question",),
}


def annotation_to_json(annotation: Annotation) -> dict[str, str]:
    """``{"type": "arrow", "colour": "red", "tail": "1108", "head": "0911"}`` and the like."""
    return {"type": annotation.kind, **{f: getattr(annotation, f) for f in _FIELDS[annotation.kind]}}


def annotation_from_json(data: Any) -> Annotation:
    """The annotation a JSON object describes; unknown types, unknown or missing fields are refused."""
    if not isinstance(data, Mapping) or data.get("type") not in _FIELDS:
        raise AnnotationError("annotation in JSON", data, 'an object with "type" one of ' + ", ".join(COMMANDS))
    fields = _FIELDS[data["type"]]
    if set(data) != {"type", *fields} or not all(isinstance(data[f], str) for f in fields):
        raise AnnotationError(
            "annotation in JSON", data, f"a {data['type']} with the string fields " + ", ".join(fields)
        )
    return KINDS[data["type"]](*(data[f] for f in fields))


def places_of(annotations: Iterable[Annotation]) -> tuple[str, ...]:
    """Every place the arrows and highlights among ``annotations`` name, in order, once each."""
    out: list[str] = []
    for a in annotations:
        if isinstance(a, Arrow):
            out += [a.tail, a.head]
        elif isinstance(a, Highlight):
            out.append(a.place)
    return tuple(dict.fromkeys(out))


__all__ = [
    "places_of",
    "COLOURS",
    "COMMANDS",
    "ERRORS",
    "KINDS",
    "Annotation",
    "AnnotationError",
    "Arrow",
    "Bookmark",
    "Highlight",
    "RulingRef",
    "annotation_from_json",
    "annotation_to_json",
    "check_colour",
    "check_place",
    "check_words",
    "format_annotations",
    "parse_annotations",
    "parse_command",
]
