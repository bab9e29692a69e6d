"""A one-line text form of a whole Fighting Sail position, for forum posts and bug reports.

``str(position)`` writes it and ``Position.parse(text)`` reads it back exactly::

    FS 15.4 turn 3 wind W | Constitution US 0610 SE hull=2 | Guerriere BR 1009 S rig=1 first=port

A header (scenario, Game-Turn, wind [15.0], readings off their defaults), then a ship an entry: name, side [12.2],
square [2.1], facing [5.1] and the marks off their defaults [14.0] (``docs/notation.md``). Bad text raises
:class:`NotationError` naming the column and what was expected.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.compass import Direction
from ...numbers import is_whole
from .board import OffMapError, looks_like_square
from .board import name as square_name
from .board import square as read_square
from .marks import BY_KEY, LARGEST, mark_texts
from .readings import READINGS, Readings
from .ships import Counter, counter, counters
from .vocabulary import SIDES

HEADER = "FS"
DIRECTIONS = tuple(d.name for d in Direction)
_TOKEN = re.compile(r"\||[^\s|]+")
_SCENARIO = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
_RATING = re.compile(r"^(\d{2}[*-][A-Ca-c]-\d-\d{1,2})/([A-Za-z]{2})$", re.ASCII)
#: What a ship name may not hold: the record format's brackets, braces and parentheses [14.0], and
#: the notation's own '=' (fields) and '|' (ships). Quotes, apostrophes and backslashes are allowed.
NAME_FORBIDDEN = "()[]{}=|"


class NotationError(InvalidInputError):
    """Position text that cannot be read: ``column`` (1-based) and what was expected there."""

    def __init__(self, column: int, found: str, expected: str) -> None:
        self.column = column
        self.found = found
        super().__init__(f"position notation at column {column}", found, expected)


@dataclass(frozen=True)
class _Tok:
    text: str
    col: int  # 1-based


# ---------------------------------------------------------------- writing


def _ship_fields(s: Any) -> list[str]:
    """A ship's fields after its facing: its counter if it is not the catalogue's, then its marks [14.0]."""
    out: list[str] = []
    if s.counter != counters().get(s.name):
        out.append("rating=" + s.counter.rating.replace(" ", "/"))  # the counter string, a slash for its space
    return out + mark_texts(s)


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a ship name in the notation (and so in a record), or ``None``."""
    words = name.split(" ")
    if not name or not name.isprintable() or any(not w or w != w.strip() for w in words):
        return "printable words separated by single spaces"
    if any(c in NAME_FORBIDDEN for c in name):
        return "a name without any of " + " ".join(NAME_FORBIDDEN)
    if any(a.upper() in SIDES and looks_like_square(b) for a, b in zip(words, words[1:])):
        return "a name in which no side code is followed by a square (that would end the name)"
    return None


def format_ship(s: Any) -> str:
    """One ship entry: ``name side square facing`` and its non-default values [14.0]."""
    problem = name_problem(s.name)
    if problem is not None:
        raise InvalidInputError("ship name for the notation", s.name, problem)
    return " ".join([s.name, s.side, square_name(s.square), s.facing.name, *_ship_fields(s)])


def check_scenario_id(sid: str) -> str:
    """``sid`` if the notation can write it as a scenario id (a club's own id included), else an error."""
    if not isinstance(sid, str) or not _SCENARIO.fullmatch(sid) or sid.lower() == "turn":
        raise InvalidInputError(
            "scenario id for the notation", sid, "letters, digits, '.', '_' or '-', not starting with a mark"
        )
    return sid


def format_position(position: Any) -> str:
    """The one-line notation of a position (grammar in ``docs/notation.md``)."""
    head = [HEADER]
    if position.scenario is not None:
        head.append(check_scenario_id(position.scenario))
    head += ["turn", str(position.turn), "wind", position.wind.name]
    head += [f"{k}={v}" for k, v in sorted(position.readings.non_default().items())]
    return " | ".join([" ".join(head), *(format_ship(s) for s in position.ships)])


# ---------------------------------------------------------------- reading


class _Reader:
    """Walks the tokens of one line, raising :class:`NotationError` with columns."""

    def __init__(self, text: str) -> None:
        if not isinstance(text, str):
            raise InvalidInputError("position notation", text, "a line of text such as 'FS turn 1 wind W | ...'")
        self.text = text
        self.toks = [_Tok(m.group(), m.start() + 1) for m in _TOKEN.finditer(text)]
        self.end = len(text.rstrip()) + 1
        #: where the segment being read stops: the next '|' or the end of the text
        self.stop: tuple[int, str] = (self.end, "end of text")

    def fail(self, tok: _Tok | None, expected: str, offset: int = 0, found: str | None = None) -> NotationError:
        if tok is None:
            return NotationError(self.stop[0], self.stop[1], expected)
        return NotationError(tok.col + offset, tok.text[offset:] if found is None else found, expected)


def _segments(reader: _Reader) -> list[list[_Tok]]:
    """The header's tokens, then each ship's, split at the '|' tokens."""
    segs: list[list[_Tok]] = [[]]
    bars: list[_Tok] = []
    for t in reader.toks:
        if t.text == "|":
            segs.append([])
            bars.append(t)
        else:
            segs[-1].append(t)
    for i, seg in enumerate(segs[1:]):
        if not seg:
            nxt = next((t for t in reader.toks if t.col > bars[i].col), None)
            raise reader.fail(nxt, "a ship: name, side, square and facing")
    return segs


def _nat(reader: _Reader, tok: _Tok, offset: int, what: str, low: int = 0, high: int = LARGEST) -> int:
    """A whole number from ``low`` to ``high``, in the ASCII digits 0-9 (:mod:`sailkit.numbers`)."""
    value = tok.text[offset:]
    if not (is_whole(value) and low <= int(value) <= high):  # is_whole bounds the digits before int() reads them
        raise reader.fail(tok, f"{what}: a whole number {low} to {high}", offset)
    return int(value)


def _choice(reader: _Reader, tok: _Tok, offset: int, what: str, allowed: tuple[str, ...]) -> str:
    value = tok.text[offset:]
    if value not in allowed:
        raise reader.fail(tok, f"{what}: one of " + ", ".join(allowed), offset)
    return value


def _direction(reader: _Reader, tok: _Tok | None, offset: int, what: str) -> Direction:
    if tok is None:
        raise reader.fail(None, f"{what}: one of " + ", ".join(DIRECTIONS))
    value = tok.text[offset:].upper()
    if value not in DIRECTIONS:
        raise reader.fail(tok, f"{what}: one of " + ", ".join(DIRECTIONS), offset)
    return Direction[value]


def _header(reader: _Reader, toks: list[_Tok]) -> dict[str, Any]:
    it = iter(toks)
    first = next(it, None)
    if first is None or first.text.upper() != HEADER:
        raise reader.fail(first, f"{HEADER!r}, the start of a Fighting Sail position")
    nxt = next(it, None)
    scenario = None
    if nxt is not None and nxt.text.lower() != "turn":
        if not _SCENARIO.match(nxt.text) or "=" in nxt.text:
            raise reader.fail(nxt, "a scenario id such as '15.4', or 'turn'")
        scenario = nxt.text
        nxt = next(it, None)
    if nxt is None or nxt.text.lower() != "turn":
        raise reader.fail(nxt, "'turn' and the Game-Turn number")
    num = next(it, None)
    if num is None:
        raise reader.fail(None, "the Game-Turn number")
    turn = _nat(reader, num, 0, "Game-Turn", 1)
    kw = next(it, None)
    if kw is None or kw.text.lower() != "wind":
        raise reader.fail(kw, "'wind' and the direction it blows from")
    wind = _direction(reader, next(it, None), 0, "wind direction")
    chosen: dict[str, str] = {}
    for tok in it:
        key, eq, value = tok.text.partition("=")
        if not eq:
            raise reader.fail(tok, "a reading key=option, or '|' before the first ship")
        if key not in tuple(READINGS):
            raise reader.fail(tok, "a reading key: one of " + ", ".join(sorted(READINGS)))
        if key in chosen:
            raise reader.fail(tok, f"reading {key!r} only once")
        if value not in READINGS[key].option_names:
            raise reader.fail(tok, f"an option of {key}: one of " + ", ".join(READINGS[key].option_names), len(key) + 1)
        chosen[key] = value
    return {"scenario": scenario, "turn": turn, "wind": wind, "readings": Readings(READINGS, chosen)}


@lru_cache(maxsize=1)
def _longest_name() -> int:
    """Words in the longest counter name or alias (Countess of Scarborough: 3)."""
    return max(len(n.split()) for c in counters().values() for n in (c.name, *c.aliases))


def _is_catalogue(name: str) -> bool:
    try:
        counter(name)
    except UnknownChoiceError:
        return False
    return True


def _split_name(reader: _Reader, toks: list[_Tok]) -> int:
    """Index of the side token: the first side code followed by a square (``CCRR`` or ``COL:ROW``)."""
    for i in range(1, len(toks) - 1):
        if toks[i].text.upper() in SIDES and looks_like_square(toks[i + 1].text):
            return i
    # No clean split: point at the first token that breaks a catalogue name's entry.
    best = 0
    for k in range(1, min(len(toks), _longest_name()) + 1):  # no longer name exists: linear in the tokens
        if _is_catalogue(" ".join(t.text for t in toks[:k])):
            best = k
    if best == 0:
        raise reader.fail(toks[0], "a ship name from the counter list, then side, square and facing")
    tok = toks[best] if best < len(toks) else None
    if tok is None or tok.text.upper() not in SIDES:
        raise reader.fail(tok, "the ship's side: one of " + ", ".join(SIDES))
    nxt = toks[best + 1] if best + 1 < len(toks) else None
    raise reader.fail(
        nxt, "a square: CCRR on the printed map (column 01-30, row 01-20, e.g. '0505'), or COL:ROW beyond it"
    )


def _ship(reader: _Reader, toks: list[_Tok], seen: set[str], readings: Readings) -> dict[str, Any]:
    """One ship entry as the fields of a ship: counter, side, square, facing and its marks [14.0]."""
    i = _split_name(reader, toks)
    name = " ".join(t.text for t in toks[:i])
    problem = name_problem(name)
    if problem is not None:
        raise reader.fail(toks[0], f"a ship name: {problem}", found=name)
    side = toks[i].text.upper()
    sq_tok = toks[i + 1]
    try:
        sq = read_square(sq_tok.text, readings)
    except OffMapError as err:
        expected = f"a square on the printed map (column 01-30, row 01-20), or {err.reading} in the header [15.0-MR]"
        raise reader.fail(sq_tok, expected) from None
    except InvalidInputError as err:
        raise reader.fail(sq_tok, err.expected) from None
    facing = _direction(reader, toks[i + 2] if i + 2 < len(toks) else None, 0, "the ship's facing")
    values: dict[str, Any] = {}
    rating: str | None = None
    keys_seen: set[str] = set()
    for tok in toks[i + 3 :]:
        key, eq, value = tok.text.partition("=")
        key = key.lower()
        if key in keys_seen:
            raise reader.fail(tok, f"{key!r} only once per ship")
        keys_seen.add(key)
        if key == "rating" and eq:
            m = _RATING.match(value)
            if not m:
                raise reader.fail(tok, _rating_expected(value, side), len(key) + 1)
            rating = f"{m.group(1).upper()} {m.group(2).upper()}"
            continue
        if key == "prize" and eq:  # a prize belongs to its captor, the side written before its square [12.2]
            if value.upper() != side:
                why = f"'prize' alone, the ship's side being its captor: {name} {value.upper()} {sq_tok.text} ... prize"
                raise reader.fail(tok, why)
            values["prize"] = True
            continue
        values.update(_mark(reader, tok, key, eq, value))
    return {
        "counter": _counter(reader, toks[0], name, rating, seen),
        "side": side,
        "square": sq,
        "facing": facing,
        **values,
    }


def _rating_expected(value: str, side: str) -> str:
    """What a ``rating=`` value should have been, with the spelling that reads when one is near [2.22]: the
    nationality after a slash (a space ends the mark), a carronade's ``*`` in place of the first dash."""
    fields = "Fire Value, '-' ('*' for carronades), Sailing Value, Rate, Crew Value, '/' and the nationality"
    fixed = value.replace("*-", "*")
    if "/" not in fixed:
        fixed = f"{fixed}/{side}"
    near = f"; did you mean rating={fixed.upper()}?" if _RATING.match(fixed) else ""
    return f"a counter rating: {fields}, such as 55-A-5-9/BR or 52*A-6-9/US{near}"


def _mark(reader: _Reader, tok: _Tok, key: str, eq: str, value: str) -> dict[str, Any]:
    """The fields one mark sets (``hull=2``, ``wheel``), or the clearest refusal with its column."""
    mark = BY_KEY.get(key)
    if mark is None:
        flags = ", ".join(m.key for m in BY_KEY.values() if m.is_flag)
        valued = ", ".join(f"{m.key}=" for m in BY_KEY.values() if not m.is_flag)
        raise reader.fail(tok, f"a ship value: one of rating=, {valued} or a flag ({flags})")
    if mark.read is None:
        if eq:
            raise reader.fail(tok, f"the flag {key!r} alone, without '='")
        return dict.fromkeys(mark.fields, True)
    if not eq:
        raise reader.fail(tok, f"a value for {key!r}: {key}=...")
    try:
        return mark.read(value)
    except InvalidInputError as err:
        raise reader.fail(tok, f"{mark.what}: {err.expected}", len(key) + 1) from None


def _counter(reader: _Reader, tok: _Tok, name: str, rating: str | None, seen: set[str]) -> Counter:
    """The ship's counter: its own ``rating=`` if given, else the catalogue's; each ship once [2.2]."""
    if rating is not None:
        try:
            ctr = Counter.from_rating(name, rating)
        except InvalidInputError:
            raise reader.fail(tok, "a counter rating with a known nationality (BR, FR, US, PA)") from None
    else:
        try:
            ctr = counter(name)
        except UnknownChoiceError:
            raise reader.fail(
                tok, "a ship name from the counter list, or a rating= value for another ship", found=name
            ) from None
    if ctr.name in seen:
        raise reader.fail(tok, f"a ship not already listed ({ctr.name} appears twice)", found=name)
    seen.add(ctr.name)
    return ctr


def read_position(text: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Read the one-line notation (``docs/notation.md``): the header's values and each ship's fields.

    :meth:`.state.Position.parse` builds the position from them. Any unreadable part
    raises :class:`NotationError` naming its column and what was expected there.
    """
    reader = _Reader(text)
    segs = _segments(reader)
    bars = [t for t in reader.toks if t.text == "|"]
    stops = [(b.col, "|") for b in bars] + [(reader.end, "end of text")]
    reader.stop = stops[0]
    head = _header(reader, segs[0])
    seen: set[str] = set()
    ships: list[dict[str, Any]] = []
    for seg, stop in zip(segs[1:], stops[1:]):
        reader.stop = stop
        ships.append(_ship(reader, seg, seen, head["readings"]))
    return head, ships


__all__ = [
    "LARGEST",
    "NotationError",
    "check_scenario_id",
    "format_position",
    "format_ship",
    "name_problem",
    "read_position",
]
