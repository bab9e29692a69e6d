"""Submarine packs and aircraft counters as pieces of the position [7.1, 8.1-8.4], written in the notation.

A submerged submarine is not a ship on the table but her pack of counters [7.1]; an aircraft is a counter of its
own [8.1]. Both are fields of the position's line, beside the ships and boats, and paste back:

- a pack: her name, ``=``, her side, ``pack``, her stat line's key, her Damage and Anchor tokens, then each counter
  on the table as ``LABEL:x,y@heading``, then ``real:LABEL`` (the counter that is the boat; left out in a view that
  does not know it), ``located`` when the hunters have found her [7.3], and her launch record as a ship's
  (``launched:bow@3 salvos:1,0`` [5.7.1]):
  ``U-100=2 pack sub-submerged D0 A0 1:22,15@100 2:27,27@60 3:12,27@200 real:2``;
- an aircraft: its name, ``=``, its side, ``air``, its type (:func:`.aircraft.aircraft_types`), where it is
  (``x,y@heading``), then ``load:KIND`` (the load it still carries, its spaces written ``-``: ``load:2-bomb``),
  ``cap:SHIP`` (a fighter guarding that ship [8.4]), ``on:CARRIER`` (aboard that carrier, off the table until it
  takes off [8.2]), ``from:SHIP`` (the ship a spotter or ASW helicopter flew from, whose eyes and ASW weapon it is
  [8.7]), ``back:TURN`` (away at its base off the table, flying back over the edge where it left, where it is
  written, on that Game-Turn [8.2]), ``first`` (in the Game-Turn it launched or arrived: half a move [8.3]), ``hovered`` (a helicopter
  or jump jet that hovered last Game-Turn, so may not now [8.3]) and ``ace`` (an exceptional pilot, 1 more in each
  air combat [8.8e]), ``joins`` (a patrol's fighter committed to join a pair as a spare [8.8c]):
  ``Stuka-1=1 air dive-bomber 20,20@90 load:2-bomb first``.

:func:`hidden_from` is what a side may know of the packs: the enemy's, not yet located, without ``real`` [7.1].
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...errors import InvalidInputError
from ...geometry.table import LIMIT, Pose, Table
from ...numbers import whole
from .aircraft import aircraft_type, loads_of
from .launchers import Launches, launch_words, read_launch_word
from .ships import ship_class
from .submarines import COUNTERS, Pack

TABLE = Table(LIMIT, LIMIT)
#: The most Damage or Anchor tokens a field writes.
MAX_TOKENS = 9
_PACK_SPELLING = (
    "'Name=SIDE pack CLASS D0 A0 1:x,y@h 2:x,y@h 3:x,y@h' then real:N, located, launched:... and salvos:T,M"
)
#: The field a word of an aircraft counter's sets, where the two differ.
SLOT = {"from": "parent"}
_PLANE_SPELLING = "'Name=SIDE air TYPE x,y@heading' then load:KIND, cap:SHIP, on:CARRIER, from:SHIP, back:TURN, first, hovered, ace and joins"


@dataclass(frozen=True)
class Plane:
    """An aircraft counter on the table [8.1, 8.3]: name, side, type, pose, the load it still carries (``""``:
    spent, so it must go home [8.3]), the ship its combat air patrol guards [8.4], the carrier it is aboard (``""``:
    in the air) [8.2], and whether this is its first Game-Turn over the table [8.3]."""

    name: str
    side: int
    kind: str
    pose: Pose
    load: str = ""
    cap: str = ""
    first: bool = False
    on: str = ""
    hovered: bool = False  #: it hovered last Game-Turn: not again this one [8.3]
    ace: bool = False  #: an exceptional pilot: 1 more in each air combat [8.8e]
    joins: bool = False  #: a patrol's fighter committed to join a pair as a spare [8.8c]
    parent: str = ""  #: the ship a spotter or ASW helicopter flew from: it sees and hunts for her [8.7]
    back: int = 0  #: off the table at its base: the Game-Turn it flies back over the edge it left by [8.2]

    @property
    def flying(self) -> bool:
        """Whether it is over the table rather than aboard a carrier or away at its base [8.2]."""
        return not self.on and not self.back

    def __post_init__(self) -> None:
        if self.joins and not self.cap:  # the commitment is a patrol's: it ends with the patrol [8.8c]
            object.__setattr__(self, "joins", False)
        aircraft_type(self.kind)
        if self.side not in (1, 2):
            raise InvalidInputError("side", self.side, "1 or 2")
        half_spent = self.load == "bomb" and "2 bomb" in aircraft_type(self.kind).loads  # one of two dropped [8.5]
        if self.load and not half_spent:
            loads_of(self.kind, self.load)


def format_pack(p: Pack) -> str:
    """One pack's field [7.1] (see the module's docstring)."""
    words = [f"{p.boat}={p.side} pack {p.key} D{p.damage} A{p.anchors}"]
    words += [f"{k}:{TABLE.format_pose(pose)}" for k, pose in p.counters]
    words += [f"real:{p.real}"] if p.real is not None else []
    return " ".join(words + (["located"] if p.located else []) + launch_words(p.launches))


def parse_pack(text: str) -> Pack:
    """One pack's field [7.1]; a fault names the field and what was expected."""
    name, _, rest = text.partition("=")
    words = rest.split()
    if len(words) < 6 or words[0] not in ("1", "2") or words[1] != "pack":
        raise InvalidInputError("submarine pack", text, _PACK_SPELLING)
    side, _, key, d, a, *more = words
    try:
        if not (d[:1] == "D" and a[:1] == "A"):
            raise InvalidInputError("tokens", f"{d} {a}", "D0 A0")
        tokens = whole(d[1:], "Damage tokens", 0, MAX_TOKENS), whole(a[1:], "Anchor tokens", 0, MAX_TOKENS)
        counters: list[tuple[int, Pose]] = []
        real, located = None, False
        launches, seen = Launches(), set()
        for word in more:
            label, colon, value = word.partition(":")
            if colon and label == "real" and real is None:
                real = whole(value, "real counter", 1, COUNTERS)
            elif word == "located" and not located:
                located = True
            elif colon and label in ("1", "2", "3"):
                counters.append((int(label), TABLE.parse_pose(value)))
            elif colon and label in ("launched", "salvos") and label not in seen:  # [5.7.1]
                seen.add(label)
                launches = read_launch_word(label, value, launches, name.strip())
            else:
                raise InvalidInputError("word", word, _PACK_SPELLING)
        if not ship_class(key).submarine:
            raise InvalidInputError("stat line", key, "a submarine's [7.1]")
        return Pack(name.strip(), tuple(counters), real, located, int(side), key, *tokens, launches)
    except InvalidInputError as e:
        raise InvalidInputError("submarine pack", text, f"{_PACK_SPELLING}; {e}") from None


def format_plane(p: Plane) -> str:
    """One aircraft counter's field [8.1] (see the module's docstring)."""
    words = [f"{p.name}={p.side} air {p.kind} {TABLE.format_pose(p.pose)}"]
    words += [f"load:{p.load.replace(' ', '-')}"] if p.load else []
    words += [f"cap:{p.cap}"] if p.cap else []
    words += [f"on:{p.on}"] if p.on else []
    words += [f"from:{p.parent}"] if p.parent else []
    words += [f"back:{p.back}"] if p.back else []
    flags = [
        word for word, on in (("first", p.first), ("hovered", p.hovered), ("ace", p.ace), ("joins", p.joins)) if on
    ]
    return " ".join(words + flags)


def parse_plane(text: str) -> Plane:
    """One aircraft counter's field [8.1]; a fault names the field and what was expected."""
    name, _, rest = text.partition("=")
    words = rest.split()
    if len(words) < 4 or words[0] not in ("1", "2") or words[1] != "air":
        raise InvalidInputError("aircraft counter", text, _PLANE_SPELLING)
    side, _, kind, place, *flags = words
    kw: dict[str, object] = {}
    for flag in flags:
        word, colon, value = flag.partition(":")
        if colon and word == "load" and value and "load" not in kw:
            kw["load"] = value.replace("-", " ") if value != "depth-charge" else value
        elif colon and word in ("cap", "on", "from") and value and SLOT.get(word, word) not in kw:
            kw[SLOT.get(word, word)] = value
        elif colon and word == "back" and "back" not in kw:
            kw["back"] = whole(value, "Game-Turn back", 1, 999)
        elif flag in ("first", "hovered", "ace", "joins") and flag not in kw:
            kw[flag] = True
        else:
            raise InvalidInputError("aircraft counter", text, _PLANE_SPELLING)
    try:
        return Plane(name.strip(), int(side), kind, TABLE.parse_pose(place), **kw)  # type: ignore[arg-type]
    except InvalidInputError as e:
        raise InvalidInputError("aircraft counter", text, f"{_PLANE_SPELLING}; {e}") from None


def piece_of(text: str) -> str:
    """What a field of the position holds, by its word after the side: ``"boat"``, ``"pack"``, ``"air"`` or
    ``"ship"``."""
    words = text.partition("=")[2].split()
    return words[1] if len(words) > 1 and words[1] in ("boat", "pack", "air") else "ship"


def hidden_from(packs: tuple[Pack, ...], side: int) -> tuple[Pack, ...]:
    """The packs as ``side`` may know them [7.1]: her own in full, the enemy's without the real counter until
    located [7.3]."""
    return tuple(p.seen_by(p.side == side) for p in packs)


def with_real(pack: Pack, real: int | None) -> Pack:
    """The same pack with ``real`` as its real counter."""
    return replace(pack, real=real)


__all__ = ["Plane", "format_pack", "format_plane", "hidden_from", "parse_pack", "parse_plane", "piece_of", "with_real"]
