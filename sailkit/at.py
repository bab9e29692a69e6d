"""A point of a recorded game's main line, as ``--at`` names it for every command.

``sailkit ruling RECORD --at ...`` asks its question there and ``sailkit replay RECORD
--at ...`` draws it; :meth:`sailkit.replay_export.Replay.point` reads the same words. One
reader, so ``--at 20`` means the same thing to every command. What is asked for is told
by how it is written, never by what the record holds:

=====================  ===============================================================
``20`` (or ``#20``)    after the first 20 actions of the main line; ``0`` is the set-up.
                       What the replay page's address (``#20``) and the replayer's
                       "action 20 of ..." count.
``3.8``                ``TURN.PHASE``: the first point standing in phase 8 of turn 3,
                       the board as that phase begins (``turn 3.8`` reads the same).
``turn 3``             the first point of turn 3.
anything else          a bookmark's name (``--at "first blood"``).
=====================  ===============================================================

Numbers are ASCII digits, at most six of them (a pasted number of a thousand digits is
refused early, not handed to ``int``). A point that the record does not have is a
:class:`ReplayError` that says what it does have: its last action number, its turns, the
phases it stands in during that turn, its bookmarks.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from .errors import InvalidInputError

_ACTIONS = re.compile(r"#?([0-9]{1,6})")
_TURN_PHASE = re.compile(r"(?:turn\s*)?([0-9]{1,6})\.([0-9]{1,3})", re.IGNORECASE)
_TURN = re.compile(r"turn\s*([0-9]{1,6})", re.IGNORECASE)

#: The forms ``--at`` takes, for help texts and error messages.
FORMS = "an action number (20), TURN.PHASE (3.8), 'turn 3', or a bookmark's name"


class ReplayError(InvalidInputError):
    """A point, view or output that a replay cannot use: names the bad value and what was expected."""


class Marked(Protocol):
    """What :meth:`At.find` reads of a point: where the game stands there and the bookmarks set on it."""

    @property
    def turn(self) -> int | None: ...  # the turn the game stands in (``None`` when the rule set cannot say)

    @property
    def phase(self) -> int | None: ...  # the phase's number in that turn

    @property
    def where(self) -> str: ...  # the rule set's words: "Game-Turn 3, Movement [7.22-7.25]"

    @property
    def bookmarks(self) -> tuple[str, ...]: ...


@dataclass(frozen=True)
class At:
    """A point of a main line as ``--at`` names it: exactly one of an action number, a turn (and phase) or a
    bookmark. ``At.parse(text)`` reads it and ``str()`` writes it back; :meth:`find` looks it up."""

    actions: int | None = None
    turn: int | None = None
    phase: int | None = None
    bookmark: str | None = None

    def __post_init__(self) -> None:
        named = [self.actions is not None, self.turn is not None, self.bookmark is not None]
        if sum(named) != 1 or (self.phase is not None and self.turn is None):
            raise ReplayError("point", repr(self), "exactly one of an action number, a turn (and phase), a bookmark")

    @classmethod
    def of(cls, value: At | int | str) -> At:
        """``value`` as a point: an :class:`At` as it is, an ``int`` as an action number, text as :meth:`parse`
        reads it."""
        if isinstance(value, At):
            return value
        if isinstance(value, int) and not isinstance(value, bool):
            return cls(actions=value)
        if not isinstance(value, str):
            raise ReplayError("point of the replay", value, FORMS)
        return cls.parse(value)

    @classmethod
    def parse(cls, text: str) -> At:
        """Read ``text`` (see the module docstring): anything that is not a number is a bookmark's name, so a blank
        or misspelt point is refused by :meth:`find`, which can say what the record has."""
        words = text.strip()
        if found := _ACTIONS.fullmatch(words):
            return cls(actions=int(found[1]))
        if found := _TURN_PHASE.fullmatch(words):
            return cls(turn=int(found[1]), phase=int(found[2]))
        if found := _TURN.fullmatch(words):
            return cls(turn=int(found[1]))
        return cls(bookmark=words)

    def __str__(self) -> str:
        if self.actions is not None:
            return str(self.actions)
        if self.turn is not None:
            return f"{self.turn}.{self.phase}" if self.phase is not None else f"turn {self.turn}"
        return str(self.bookmark)

    def find(self, points: Sequence[Marked]) -> int:
        """The index in ``points`` (the set-up, then the point after each action) of the point this names."""
        if self.actions is not None:
            if 0 <= self.actions < len(points):
                return self.actions
            raise ReplayError("point of the replay", str(self), _expected(points))
        if self.turn is not None:
            return _in_turn(points, self.turn, self.phase, str(self))
        marked = {name: i for i, p in enumerate(points) for name in p.bookmarks}
        if self.bookmark in marked:
            return marked[self.bookmark]
        raise ReplayError("point of the replay", self.bookmark, _expected(points))


def _in_turn(points: Sequence[Marked], turn: int, phase: int | None, said: str) -> int:
    """The first point of ``turn`` (in ``phase``, when given), or an error listing what the record has."""
    in_turn = [i for i, p in enumerate(points) if p.turn == turn]
    if not in_turn:
        raise ReplayError("turn of the replay", said, _expected(points))
    if phase is None:
        return in_turn[0]
    firsts: dict[int, int] = {}
    for i in in_turn:
        number = points[i].phase
        if number is not None:
            firsts.setdefault(number, i)
    if phase in firsts:
        return firsts[phase]
    phases = ", ".join(f"{n} ({points[i].where.split(', ', 1)[-1]})" for n, i in sorted(firsts.items()))
    raise ReplayError("phase of the replay", said, f"a phase the record stands in during turn {turn}: {phases}")


def _expected(points: Sequence[Marked]) -> str:
    """What the record has, in the forms of :data:`FORMS`."""
    text = f"an action number from 0 to {len(points) - 1}"
    turns = [p.turn for p in points if p.turn is not None]
    if turns:
        text += f", TURN.PHASE such as '3.8' or 'turn 3' (turns {min(turns)} to {max(turns)} in this record)"
    marks = list(dict.fromkeys(name for p in points for name in p.bookmarks))
    if marks:
        text += ", or a bookmark: " + ", ".join(repr(b) for b in marks)
    return text


def add_at_argument(parser: argparse.ArgumentParser, use: str) -> None:
    """The ``--at POINT`` option of a command that reads a record; ``use`` says what the point is for."""
    parser.add_argument("--at", metavar="POINT", help=f"{use}: {FORMS}")


__all__ = ["FORMS", "At", "Marked", "ReplayError", "add_at_argument"]
