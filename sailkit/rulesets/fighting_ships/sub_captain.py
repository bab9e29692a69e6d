"""The computer captain's submarines and hunters [7.1-7.4, 2.1d, f]: diving, running below, searching, evading, ASW.

:func:`sub_decision` answers whenever a submarine's or a hunter's action is open, before the captain's ships are
weighed; the rest of the captain never sees them (:func:`ships_only`). It plays simply, and never looks at what its
side may not know (which enemy counter is the boat):

* a boat on the surface dives (she goes in under water) [7.2]; below, her real counter runs at full speed toward
  the nearest enemy ship, and her decoys fan out 50 degrees either side of her course, so that the hunters have
  three tracks to follow [7.1]; once located with a hunter within 10 inches she turns away from it instead;
* a located boat tries to slip away whenever she may [7.3];
* every ship with sonar searches, since a search costs nothing [7.3]; every ship whose ASW launchers bear attacks,
  the located boat first, else the counter nearest her [7.4].
"""

from __future__ import annotations

from ...geometry.table import Point, distance
from ...players import Decision
from .actions import FightingShipsAction
from .notation import TABLE, Phase
from .pack_phase import SUB_VERBS, on_water, top_speed
from .state import State
from .submarines import Pack

#: The decoys' course off the boat's, in degrees [7.1].
FAN = 50.0
#: How near (inches) a hunter must be for a located boat to turn away.
DANGER = 10.0


def _cite(*cases: str) -> str:
    return "[" + ", ".join(cases) + "]"


def ships_only(legal: list[FightingShipsAction]) -> list[FightingShipsAction]:
    """``legal`` without the submarines' and hunters' actions."""
    return [a for a in legal if a.verb not in SUB_VERBS]


def sub_decision(state: State, legal: list[FightingShipsAction]) -> Decision | None:
    """The captain's action for a submarine or a hunter, when one is open; ``None`` to weigh the ships instead."""
    subs = [a for a in legal if a.verb in SUB_VERBS]
    if state.phase is Phase.INITIATIVE and state.hunt:
        if subs:
            a = subs[0]
            if a.verb == "search":
                return Decision(a, f"{a.ship} searches by sonar: it costs nothing {_cite('7.3')}")
            return Decision(a, f"{a.ship} is located and tries to slip away {_cite('7.3')}")
        done = next(a for a in legal if a.verb == "done")
        return Decision(done, f"nothing more to search or evade {_cite('2.1')}")
    if not subs:
        return None
    for verb in ("asw", "dive"):
        chosen = [a for a in subs if a.verb == verb]
        if chosen and verb == "asw":
            return _asw(state, chosen)
        if chosen:
            return Decision(chosen[0], f"{chosen[0].ship} dives to close the enemy under water {_cite('7.2')}")
    runs = [a for a in subs if a.verb == "run"]
    if runs:
        return _run(state, runs)
    return None


def _asw(state: State, options: list[FightingShipsAction]) -> Decision:
    """The located boat first, else the counter nearest the firer [7.4]."""

    def key(a: FightingShipsAction) -> tuple[bool, float, str]:
        p = next(q for q in state.position.packs if q.boat == a.get("pack"))
        here = state.vessel(str(a.ship)).ship.mainmast
        return (not p.located, distance(here, p.pose_of(int(a.get("counter") or 1)).point), str(a))

    best = min(options, key=key)
    return Decision(
        best, f"{best.ship}'s ASW launchers attack {best.get('pack')}'s counter {best.get('counter')} {_cite('7.4')}"
    )


def _run(state: State, options: list[FightingShipsAction]) -> Decision:
    """The boat's own course, toward the nearest enemy (away from a hunter when located), her decoys fanning out;
    the first run offered when that would leave the water [7.2]."""
    p = next(q for q in state.position.packs if q.boat == options[0].ship)
    assert p.real is not None
    here = p.pose_of(p.real).point
    enemies = [v.ship.mainmast for v in state.ships if v.side != p.side and v.fighting]
    if not enemies:
        return Decision(options[0], f"{p.boat} runs on {_cite('7.2')}")
    near = min(enemies, key=lambda e: distance(here, e))
    away = p.located and distance(here, near) <= DANGER
    course = here.bearing(near) + (180.0 if away else 0.0) if distance(here, near) > 1e-6 else 0.0
    run = min(top_speed(p), max(0.0, distance(here, near) - 2.0)) if not away else top_speed(p)
    ends = _ends(p, course, max(0.0, run - 0.1))  # each point written to a tenth of an inch, within her speed
    if not all(on_water(state.position, e) for e in ends):
        return Decision(options[0], f"{p.boat}'s counters run on {_cite('7.2')}")
    action = FightingShipsAction.make("run", (p.boat, *(TABLE.format(e) for e in ends)))
    why = "turns away from the hunter" if away else "closes the nearest enemy"
    return Decision(action, f"{p.boat} {why}, her decoys fanning out {_cite('7.1', '7.2')}")


def _ends(p: Pack, course: float, run: float) -> list[Point]:
    """Where each counter ends: the boat's on ``course``, each decoy 50 degrees off it, all ``run`` inches."""
    out = []
    turn = iter((-FAN, FAN))
    for k, pose in p.counters:
        heading = course if k == p.real else course + next(turn)
        end = pose.point.moved(heading, run)
        out.append(Point(round(end.x, 1), round(end.y, 1)))
    return out


__all__ = ["DANGER", "FAN", "ships_only", "sub_decision"]
