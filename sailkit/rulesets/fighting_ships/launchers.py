"""When a tube or a missile launcher may fire [5.7.1, 5.8.1]: once every other Game-Turn, three salvos a game.

* each tube of a stat line launches at most once every other Game-Turn: having fired on Game-Turn 3 it may fire
  again on 5 [5.7.1]; a missile launcher likewise, to any arc [5.8.1];
* submarines and destroyers have three salvos of all kinds a game (torpedoes and missiles together), every ship
  three of missiles, unless their stat line says otherwise [5.7.1, 5.8.1];
* the MTB's one-shot tubes fire once a game [5.7.1].

A salvo is one launch from a ship in a gunnery phase, whatever tubes or launchers it empties.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import InvalidInputError
from ...rulings import Ruling, Step
from ...wording import plural
from .readings import RULINGS

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


__all__ = ["EVERY", "SALVOS", "Launches", "launched", "may_launch"]
