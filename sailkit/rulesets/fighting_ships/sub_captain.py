"""The computer captain's submarines and hunters [7.1-7.4, 2.1d, f]: diving, running below, searching, evading, ASW.

:func:`sub_decision` answers whenever a submarine's or a hunter's action is open, before the captain's ships are
weighed; the rest of the captain never sees them (:func:`ships_only`). It plays simply, and never looks at what its
side may not know (which enemy counter is the boat):

* a boat on the surface dives (she goes in under water) [7.2]; below, her real counter runs at full speed toward
  the nearest enemy ship, and her decoys fan out 50 degrees either side of her course, so that the hunters have
  three tracks to follow [7.1]; once located with a hunter within 10 inches she turns away from it instead; when her
  counters part (after a dive or firing from below) she hides in the one :func:`hiding_place` names, so which track
  is hers is not always the same [7.1];
* a located boat tries to slip away whenever she may, hiding as she parts [7.3];
* a boat launches her torpedoes when her tubes bear on an enemy within 12 inches (one phase of a torpedo's run),
  the nearest merchant ship first [5.7.1];
* every ship with sonar searches, since a search costs nothing [7.3]; every ship whose ASW launchers bear attacks,
  the located boat first, else the counter nearest her [7.4].
"""

from __future__ import annotations

import zlib

from ...geometry.table import distance
from ...players import Decision
from .actions import FightingShipsAction
from .notation import TABLE, Phase
from .pack_phase import SUB_VERBS, course_run, on_water, shuffles
from .state import State
from .submarines import boat_marked

#: How near (inches) a target must be for a boat to launch: a torpedo's first phase's run [5.7.1].
CLOSE = 12.0
#: How near (inches) a hunter must be for a located boat to turn away.
DANGER = 10.0


def _cite(*cases: str) -> str:
    return "[" + ", ".join(cases) + "]"


def ships_only(legal: list[FightingShipsAction]) -> list[FightingShipsAction]:
    """``legal`` without the submarines' and hunters' actions."""
    return [a for a in legal if a.verb not in SUB_VERBS]


def sub_decision(state: State, legal: list[FightingShipsAction]) -> Decision | None:
    """The captain's action for a submarine or a hunter, when one is open; ``None`` to weigh the ships instead."""
    subs = [a for a in legal if a.verb in SUB_VERBS or (a.verb == "launch" and _is_sub(state, str(a.ship)))]
    if state.phase is Phase.INITIATIVE and state.hunt:
        if subs:
            a = subs[0]
            if a.verb == "search":
                return Decision(a, f"{a.ship} searches by sonar: it costs nothing {_cite('7.3')}")
            a = _hidden(state, [b for b in subs if b.ship == a.ship])
            return Decision(a, f"{a.ship} is located and tries to slip away {_cite('7.3')}")
        done = next(a for a in legal if a.verb == "done")
        return Decision(done, f"nothing more to search or evade {_cite('2.1')}")
    if not subs:
        return None
    launches = [a for a in subs if a.verb == "launch" and _gap(state, a) <= CLOSE]
    if launches:
        return _launch(state, launches)
    for verb in ("asw", "dive"):
        chosen = [a for a in subs if a.verb == verb]
        if chosen and verb == "asw":
            return _asw(state, chosen)
        if chosen:
            return Decision(chosen[0], f"{chosen[0].ship} dives to close the enemy under water {_cite('7.2')}")
    runs = [a for a in subs if a.verb == "run"]
    if runs:
        return _run(state, runs)
    up = [a for a in subs if a.verb == "surface"]  # no run keeps her counters on the water: she comes up [7.2]
    if up:
        return Decision(up[0], f"{up[0].ship} has no room to run below: she surfaces {_cite('7.2')}")
    return None


def hiding_place(boat: str, turn: int, counters: int) -> int:
    """Which of her parting counters (0 to ``counters`` - 1, in label order) the captain makes the boat [7.1]: a fixed
    scramble of her name and the Game-Turn, so the hunters cannot tell her by habit; the captain draws no lots, so a
    seeded game plays the same every time."""
    return zlib.crc32(f"{boat}:{turn}".encode()) % counters


def _hidden(state: State, options: list[FightingShipsAction]) -> FightingShipsAction:
    """Of one boat's runs or evasions alike but for the mark, the one marking her :func:`hiding_place`; the first
    when none is marked [7.1]."""
    marks = [boat_marked(a.args[1:])[1] for a in options]
    if None in marks:
        return options[0]
    place = hiding_place(str(options[0].ship), state.turn, len(options[0].args) - 1)
    return next((a for a, m in zip(options, marks, strict=True) if m == place), options[0])


def _is_sub(state: State, name: str) -> bool:
    """Whether ``name`` is a submarine: a pack below, or a boat on the surface [7.1]."""
    return any(p.boat == name for p in state.position.packs) or any(
        v.name == name and bool(v.ship.cls.submarine) for v in state.ships
    )


def _gap(state: State, a: FightingShipsAction) -> float:
    """How far a launch's target lies from the boat launching (from her real counter when she is below)."""
    p = next((q for q in state.position.packs if q.boat == a.ship and q.real is not None), None)
    here = p.pose_of(p.real or 1).point if p is not None else state.vessel(str(a.ship)).ship.mainmast
    return distance(here, state.vessel(str(a.target)).ship.mainmast)


def _launch(state: State, options: list[FightingShipsAction]) -> Decision:
    """A boat's torpedoes at the nearest enemy her tubes bear on within 12 inches, merchant ships first [5.7.1]."""

    def key(a: FightingShipsAction) -> tuple[bool, float, str]:
        return (not state.vessel(str(a.target)).ship.cls.merchant, _gap(state, a), str(a))

    best = min(options, key=key)
    return Decision(best, f"{best.ship} launches her torpedoes at {best.target} {_cite('5.7.1', '7.1')}")


def _asw(state: State, options: list[FightingShipsAction]) -> Decision:
    """The located boat first, else the counter nearest the firer [7.4]."""

    def key(a: FightingShipsAction) -> tuple[bool, float, str]:
        p = next(q for q in state.position.packs if q.boat == a.get("pack"))
        heli = next((q for q in state.position.planes if q.name == a.ship), None)  # an ASW helicopter's [8.7]
        here = heli.pose.point if heli is not None else state.vessel(str(a.ship)).ship.mainmast
        return (not p.located, distance(here, p.pose_of(int(a.get("counter") or 1)).point), str(a))

    best = min(options, key=key)
    return Decision(
        best, f"{best.ship}'s ASW launchers attack {best.get('pack')}'s counter {best.get('counter')} {_cite('7.4')}"
    )


def _run(state: State, options: list[FightingShipsAction]) -> Decision:
    """The boat closes the nearest enemy, or turns away from her once located with her within 10 inches, her decoys
    fanning out; the first run offered when that would leave the water [7.1, 7.2]."""
    p = next(q for q in state.position.packs if q.boat == options[0].ship)
    assert p.real is not None
    here = p.pose_of(p.real).point
    enemies = [v.ship.mainmast for v in state.ships if v.side != p.side and v.fighting]
    away = p.located and any(distance(here, e) <= DANGER for e in enemies)
    ends = course_run(state, p, away)
    on = ends and all(on_water(state.position, e) for e in ends)  # a decoy fanned off the table is no run [7.2]
    action = None
    if on:
        plain = tuple(TABLE.format(e) for e in ends)
        runs = [FightingShipsAction.make("run", (p.boat, *e)) for e in (*shuffles(p, [plain]), plain)]
        action = _hidden(state, [a for a in runs if a in options] or runs[-1:])
    if action is None or action not in options:
        return Decision(options[0], f"{p.boat}'s counters run on {_cite('7.2')}")
    why = "turns away from the hunter" if away else "closes the nearest enemy"
    return Decision(action, f"{p.boat} {why}, her decoys fanning out {_cite('7.1', '7.2')}")


__all__ = ["CLOSE", "DANGER", "ships_only", "sub_decision"]
