"""When a tube or a missile launcher may fire [5.7.1, 5.8.1]: once every other Game-Turn, three salvos a game.

* each tube of a stat line launches at most once every other Game-Turn: having fired on Game-Turn 3 it may fire
  again on 5 [5.7.1]; a missile launcher likewise, to any arc [5.8.1];
* submarines and destroyers have three salvos of all kinds a game (torpedoes and missiles together), every ship
  three of missiles, unless their stat line says otherwise [5.7.1, 5.8.1];
* the MTB's one-shot tubes fire once a game [5.7.1].

A salvo is one launch from a ship in a gunnery phase, whatever tubes or launchers it empties.

Each tube and launcher has a name of its own (:func:`mountings`): the mounting its stat line prints (``bow``,
``port-or-starboard``), a second tube on the same mounting ``bow-2``; missile launchers ``launcher``, ``launcher-2``.
A ship's record is two words of her field in a position (:func:`launch_words`): ``launched:bow@3,stern@5`` (each
mounting's last Game-Turn) and ``salvos:1,0`` (torpedo salvos, missile salvos).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from ...errors import InvalidInputError
from ...rulings import Ruling, Step
from ...wording import plural
from .readings import RULINGS
from .ships import ShipClass

#: Salvos a game for submarines and destroyers (all kinds) and for every ship's missiles [5.7.1, 5.8.1].
SALVOS = 3
#: Game-Turns from one launch of a tube or launcher to its next [5.7.1, 5.8.1].
EVERY = 2


@dataclass(frozen=True)
class Launches:
    """What a ship has launched so far: the Game-Turn each of her mountings last fired (``(mounting, turn)``), and
    her salvos of torpedoes and of missiles this game."""

    last: tuple[tuple[str, int], ...] = ()
    torpedo_salvos: int = 0
    missile_salvos: int = 0

    def fired(self, mounting: str) -> int | None:
        return dict(self.last).get(mounting)


def may_launch(
    ship: str,
    mounting: str,
    turn: int,
    launches: Launches,
    *,
    kind: str = "torpedo",
    limited: bool = False,
    one_shot: bool = False,
    salvos: int = SALVOS,
) -> Ruling:
    """Whether ``ship`` may launch from ``mounting`` on Game-Turn ``turn`` [5.7.1, 5.8.1]: not the Game-Turn after it
    last fired; a one-shot tube never again; a ``limited`` ship (a submarine or destroyer) or any missile launcher
    not past its ``salvos``. The verdict is ``True`` or ``False``, each step naming its case."""
    if kind not in ("torpedo", "missile"):
        raise InvalidInputError("launcher kind", kind, "torpedo or missile")
    case = "5.8.1" if kind == "missile" else "5.7.1"
    last = launches.fired(mounting)
    steps: list[Step] = []
    ok = True
    if last is not None and one_shot:
        ok = False
        steps.append(Step("5.7.1", f"{ship}'s one-shot tube fired on Game-Turn {last}: it has no reload"))
    elif last is not None and turn - last < EVERY:
        ok = False
        steps.append(Step(case, f"{ship}'s {mounting} fired on Game-Turn {last}: next on Game-Turn {last + EVERY}"))
    else:
        steps.append(Step(case, f"{ship}'s {mounting} is ready: it fires once every other Game-Turn"))
    used = launches.torpedo_salvos + launches.missile_salvos if limited else launches.missile_salvos
    if (limited or kind == "missile") and used >= salvos:
        ok = False
        what = "of all kinds" if limited else "of missiles"
        steps.append(Step(case, f"{ship} has fired {plural(used, 'salvo')} {what}, her limit of {salvos}"))
    return RULINGS(f"may {ship} launch", ok, steps, value=int(ok))


def launched(launches: Launches, mountings: tuple[str, ...], turn: int, kind: str) -> Launches:
    """The record after one salvo from ``mountings`` on Game-Turn ``turn``."""
    last = dict(launches.last) | {m: turn for m in mountings}
    if kind == "missile":
        return Launches(tuple(sorted(last.items())), launches.torpedo_salvos, launches.missile_salvos + 1)
    return Launches(tuple(sorted(last.items())), launches.torpedo_salvos + 1, launches.missile_salvos)


def _named(words: tuple[str, ...]) -> tuple[str, ...]:
    """Each word, a second of the same ``word-2``, a third ``word-3``."""
    return tuple(w if words[:k].count(w) == 0 else f"{w}-{words[:k].count(w) + 1}" for k, w in enumerate(words))


def mountings(cls: ShipClass, kind: str) -> tuple[str, ...]:
    """The names of a stat line's torpedo tubes (``kind`` ``"torpedo"``) or missile launchers [5.7.1, 5.8.1]."""
    if kind == "missile":
        return _named(("launcher",) * cls.missiles)
    return _named(cls.tubes)


def tubes_for_missiles(cls: ShipClass, readings: Mapping[str, str]) -> bool:
    """Whether a stat line's torpedo tubes launch its missiles: a post-war submarine with no launchers of her own,
    under reading ``sub_missiles`` [5.8.1, APP.1.1.5]."""
    return bool(cls.submarine and cls.era == "post-war" and not cls.missiles and readings["sub_missiles"] == "tubes")


#: The eras whose torpedoes are guided, under each option of reading ``guided_torpedoes`` [5.7.1].
GUIDED_ERAS = {"post-war": ("post-war",), "world-wars": ("world-wars", "post-war"), "none": ()}


def guided_torpedoes(cls: ShipClass, readings: Mapping[str, str]) -> bool:
    """Whether a stat line's torpedoes are guided, tracking the ship they are launched at once armed and open to
    ECM 3's decoy: by her era, under reading ``guided_torpedoes`` [5.7.1, 5.7.2]."""
    return cls.era in GUIDED_ERAS[readings["guided_torpedoes"]]


def mounting_of(name: str) -> str:
    """The mounting a tube's name stands for: ``bow-2`` is a bow tube."""
    return re.sub(r"-[0-9]+$", "", name)


_LAST = re.compile(r"([a-z][a-z-]*[a-z0-9])@([0-9]{1,3})", re.ASCII)
_SALVOS = re.compile(r"([0-9]),([0-9])", re.ASCII)


def launch_words(launches: Launches) -> list[str]:
    """A ship's launch record as the words of her field: ``launched:bow@3,stern@5`` and ``salvos:1,0`` (each only
    when there is something to say)."""
    words = ["launched:" + ",".join(f"{m}@{t}" for m, t in launches.last)] if launches.last else []
    if launches.torpedo_salvos or launches.missile_salvos:
        words.append(f"salvos:{launches.torpedo_salvos},{launches.missile_salvos}")
    return words


def read_launch_word(word: str, value: str, launches: Launches, ship: str) -> Launches:
    """``launches`` with one word of a ship's field read into it (``launched`` or ``salvos``); a fault names it."""
    if word == "salvos":
        m = _SALVOS.fullmatch(value)
        if m is None:
            raise InvalidInputError(f"salvos of {ship}", value, "torpedo and missile salvos fired, such as salvos:1,0")
        return Launches(launches.last, int(m[1]), int(m[2]))
    found = [_LAST.fullmatch(part) for part in value.split(",")]
    if not value or any(m is None for m in found):
        raise InvalidInputError(f"launches of {ship}", value, "each tube's last Game-Turn, such as launched:bow@3")
    last = tuple(sorted((m[1], int(m[2])) for m in found if m is not None))
    if len({m for m, _ in last}) < len(last):
        raise InvalidInputError(f"launches of {ship}", value, "each tube named once")
    return Launches(last, launches.torpedo_salvos, launches.missile_salvos)


__all__ = [
    "EVERY",
    "GUIDED_ERAS",
    "SALVOS",
    "Launches",
    "guided_torpedoes",
    "launch_words",
    "launched",
    "may_launch",
    "mounting_of",
    "mountings",
    "read_launch_word",
    "tubes_for_missiles",
]
