"""Torpedo, missile and mine counters in a position's one line [5.7.1, 5.8.1, 9.1.5], read and written.

Each counter is a field of its own, beside the ships' and boats':

* a torpedo spread or a missile: its name, ``=``, its side, ``torpedo`` or ``missile``, its centre and heading
  (``x,y@heading``), the inches it has run and the sailing phases it has left (``run:12 left:3``), then, when they
  differ from a new counter's: ``speed:14`` (a torpedo after about 1970 [5.7.1]), ``guided:Kent`` (a guided counter
  and its target), ``from:Rattler`` (its launcher) and its fate when it is no longer running (``struck``, ``dud``,
  ``spent``, ``intercepted``, ``decoyed``): ``T1=1 torpedo 20,14@45 run:12 left:3 from:Rattler``;
* a mine: its name, ``=``, the side that laid it, ``mine``, where it lies, and ``rh`` for a red herring or ``fd``
  for a counter face down, as the enemy's view shows every one of the side's: ``M1=2 mine 30,20 rh`` [9.1.5].
"""

from __future__ import annotations

from ...errors import InvalidInputError
from ...geometry.board import format_real
from ...geometry.table import LIMIT, Table
from ...numbers import real, whole
from .mines import Mine
from .torpedoes import FATES, KINDS, Counter, weapon

TABLE = Table(LIMIT, LIMIT)
#: The word after the side that makes a field a counter's.
WORDS = (*KINDS, "mine")
_SPELLING = (
    "'Name=SIDE torpedo|missile x,y@heading run:INCHES left:N' then speed:N, guided:TARGET, from:SHIP and a fate "
    f"({', '.join(FATES[1:])}), or 'Name=SIDE mine x,y' then rh or fd"
)


def is_counter(text: str) -> bool:
    """Whether a field of a position is a torpedo, missile or mine counter's (its word after the side)."""
    words = text.partition("=")[2].split()
    return len(words) > 1 and words[1] in WORDS


def format_counter(c: Counter) -> str:
    """One torpedo or missile counter's field (see the module's docstring)."""
    words = [f"{c.name}={c.side} {c.kind} {TABLE.format_pose(c.pose)} run:{format_real(c.run)} left:{c.turns}"]
    words += [f"speed:{format_real(c.speed)}"] if c.speed != weapon(c.kind).speed else []
    words += [f"guided:{c.target}"] if c.guided else []
    words += [f"from:{c.launcher}"] if c.launcher else []
    return " ".join(words + ([c.fate] if c.fate != "running" else []))


def format_mine(m: Mine) -> str:
    """One mine counter's field (see the module's docstring)."""
    return f"{m.name}={m.side} mine {format_real(m.point.x)},{format_real(m.point.y)}" + (
        " rh" if m.red_herring else " fd" if m.face_down else ""
    )


def parse_counter(text: str) -> Counter | Mine:
    """One counter's field; a fault names the field and what was expected."""
    name, _, rest = text.partition("=")
    words = rest.split()
    if len(words) < 3 or words[0] not in ("1", "2") or words[1] not in WORDS:
        raise InvalidInputError("counter", text, _SPELLING)
    side, kind, place, *flags = words
    try:
        if kind == "mine":
            if flags not in ([], ["rh"], ["fd"]):
                raise InvalidInputError("counter", text, _SPELLING)
            return Mine(
                name.strip(), int(side), TABLE.parse(place), red_herring=flags == ["rh"], face_down=flags == ["fd"]
            )
        return Counter(name.strip(), int(side), kind, TABLE.parse_pose(place), **_flags(flags, kind, text))  # type: ignore[arg-type]
    except InvalidInputError as e:
        raise InvalidInputError("counter", text, f"{_SPELLING}; {e}") from None


def _flags(flags: list[str], kind: str, text: str) -> dict[str, object]:
    """A torpedo's or missile's flags as the fields of its :class:`Counter`."""
    kw: dict[str, object] = {"speed": weapon(kind).speed}
    seen: set[str] = set()
    for flag in flags:
        word, colon, value = flag.partition(":")
        if word in seen or (not colon and flag not in FATES[1:]) or (colon and not value):
            raise InvalidInputError("counter", text, _SPELLING)
        seen.add(word)
        if word == "run":
            kw["run"] = real(value, "inches run", "a number of inches", limit=LIMIT)
        elif word == "left":
            kw["turns"] = whole(value, "sailing phases left", 0, 9)
        elif word == "speed":
            kw["speed"] = real(value, "speed", "inches a sailing phase", limit=LIMIT)
        elif word == "guided":
            kw["guided"], kw["target"] = True, value
        elif word == "from":
            kw["launcher"] = value
        elif flag in FATES[1:]:
            kw["fate"] = flag
        else:
            raise InvalidInputError("counter", text, _SPELLING)
    if "run" not in kw or "turns" not in kw:
        raise InvalidInputError("counter", text, _SPELLING)
    return kw


__all__ = ["WORDS", "format_counter", "format_mine", "is_counter", "parse_counter"]
