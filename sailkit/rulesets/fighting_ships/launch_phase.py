"""Torpedoes and missiles launched in the engine's gunnery phase [5.7.1, 5.8.1, 2.1].

:class:`LaunchRules` adds two verbs to the gunnery phase, beside ``fire`` (a ship may fire her guns and launch in
the same phase, in any order [2.1]):

* ``launch SHIP TARGET``: a torpedo salvo at an enemy ship (aimed at her mainmast as she lies) or at a point
  ``x,y``. Every tube of the ship's stat line that is ready (:func:`.launchers.may_launch`: once every other
  Game-Turn, the MTB's one-shot tubes once a game, a submarine's or destroyer's three salvos of all kinds) and whose
  side faces the target (the target within 90 degrees of the way its mounting faces) launches one counter, set
  beside that side of her base and heading for the target within the tube's arc (reading ``tube_arc``:
  :func:`.torpedoes.launch`);
* ``missile SHIP TARGET``: every ready missile launcher launches one guided missile to any arc, homing on the enemy
  ship (a missile at a point runs straight); three salvos of missiles a game [5.8.1]. A post-war submarine has no
  launchers of her own: her tubes launch her missiles (reading ``sub_missiles``), each spent as by a torpedo.

The counters first move in the next sailing phase (:mod:`.counter_phase` runs them and resolves their impacts).
One launch is one salvo of its kind, however many tubes it empties; a second launch of the same kind by the same
ship in the same gunnery phase belongs to the same salvo. ``legal_actions`` lists a launch at every enemy ship a
ready tube bears on; a launch at a point is accepted, not offered (as ``M1.5`` is).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...errors import IllegalActionError, InvalidInputError
from ...geometry.board import normalize
from ...geometry.table import Point, bearing
from ...rulings import Ruling, Step
from ...wording import plural
from .actions import FightingShipsAction
from .duel import DuelRules
from .launchers import SALVOS, guided_torpedoes, launched, may_launch, mounting_of, mountings, tubes_for_missiles
from .notation import TABLE, Phase, Vessel
from .readings import RULINGS
from .state import State
from .torpedoes import MOUNTINGS, Counter, launch

#: The launch verbs, each with the kind of counter it sets running and its case.
LAUNCH_VERBS = {"launch": ("torpedo", "5.7.1"), "missile": ("missile", "5.8.1")}
#: Stat lines limited to three salvos of all kinds a game besides submarines [5.7.1].
LIMITED = ("destroyer",)


@dataclass(frozen=True)
class Salvo:
    """What a launch would set running: the tubes (or launchers) ready and bearing, each with its counter's heading,
    the rulings of their readiness, and why nothing launches when none does (text and case)."""

    tubes: tuple[tuple[str, float], ...]
    ready: tuple[Ruling, ...]
    refusal: tuple[str, str] = ("", "")


def limited(v: Vessel) -> bool:
    """Whether ``v`` has only three salvos of all kinds a game: a submarine or a destroyer [5.7.1]."""
    return bool(v.ship.cls.submarine) or v.ship.cls.key in LIMITED


def _mount(tube: str, kind: str) -> str:
    """The mounting a tube's counter is set beside: its own; a missile's beside the bow (any arc [5.8.1])."""
    return "bow" if kind == "missile" else mounting_of(tube)


def _launched_now(v: Vessel, kind: str, turn: int) -> bool:
    """Whether ``v`` has launched counters of ``kind`` this Game-Turn (a launch now is the same salvo); a submarine's
    or destroyer's salvos are of all kinds together."""
    return any(
        t == turn and (limited(v) or (mounting_of(m) == "launcher") == (kind == "missile")) for m, t in v.launches.last
    )


def _within(off: float, facing: float) -> bool:
    """Whether a bearing ``off`` the bow lies within 90 degrees of a mounting facing ``facing``."""
    d = abs(normalize(off - facing))
    return min(d, 360.0 - d) <= 90.0


def _held(state: State, v: Vessel) -> bool:
    """Whether ``v`` fired her goalkeeper this Game-Turn, and so launches nothing in its gunnery phase [5.8.2]."""
    return (v.name, state.turn) in state.keepers


def _facings(mounting: str) -> tuple[float, ...]:
    if mounting == "port-or-starboard":
        return (MOUNTINGS["port"], MOUNTINGS["starboard"])
    return (MOUNTINGS.get(mounting, 0.0),)


class LaunchRules(DuelRules):
    """Torpedo and missile launches in the gunnery phase [5.7.1, 5.8.1] (see the module's docstring)."""

    # ---- what may be launched ----

    def launch_actions(self, state: State) -> list[FightingShipsAction]:
        """The acting side's launches at every enemy ship on the table a ready tube or launcher bears on."""
        if state.phase is not Phase.GUNNERY or state.throw is not None or state.moving is not None:
            return []
        enemies = [t for t in state.ships if t.side != state.acting and t.fighting]
        return [
            FightingShipsAction.make(verb, (v.name, t.name))
            for v in self._launchers(state)
            for verb in LAUNCH_VERBS
            for t in enemies
            if self._salvo(state, v, verb, t.ship.mainmast, t.name).tubes
        ]

    def _launchers(self, state: State) -> list[Vessel]:
        """The acting side's ships afloat that carry tubes or missile launchers [5.7.1, 5.8.1]."""
        own = [v for v in state.ships if v.side == state.acting and v.fighting]
        return [v for v in own if (v.ship.cls.tubes or v.ship.cls.missiles) and not _held(state, v)]

    def _has_choice(self, state: State) -> bool:
        return super()._has_choice(state) or bool(self.launch_actions(state))

    def _salvo(self, state: State, v: Vessel, verb: str, aim: Point, target: str) -> Salvo:
        """The tubes (or launchers) of ``v`` that a ``verb`` at ``aim`` would empty now [5.7.1, 5.8.1]."""
        kind, case = LAUNCH_VERBS[verb]
        by_tube = kind == "missile" and tubes_for_missiles(v.ship.cls, state.readings)
        names = mountings(v.ship.cls, "torpedo" if by_tube else kind)
        if not names:
            what = "torpedo tubes" if kind == "torpedo" else "missile launchers"
            said = f"{v.name} ({v.ship.cls.name}) has no {what} on her stat line"
            if kind == "missile" and v.ship.cls.submarine and v.ship.cls.era == "post-war":
                said += " (reading sub_missiles: her tubes launch torpedoes only)"
            return Salvo((), (), (said, case))
        salvos = (
            SALVOS + 1 if _launched_now(v, kind, state.turn) else SALVOS
        )  # a second launch this phase is the same salvo
        tubes, ready, why = [], [], ("", "")
        for name in names:
            ok = may_launch(v.name, name, state.turn, v.launches, kind=kind, limited=limited(v),
                            one_shot=v.ship.cls.one_shot_tubes and kind == "torpedo", salvos=salvos)  # fmt: skip
            heading = self._heading(state, v, _mount(name, kind), kind, aim, target) if ok.verdict else None
            if ok.verdict and heading is not None:
                tubes.append((name, heading))
                ready.append(ok)
            elif not ok.verdict:
                why = why if why[0] else (ok.steps[-1].reason, ok.steps[-1].case)
        if not tubes and not why[0]:
            why = (f"no tube of {v.name} faces {target}: a tube fires within 90 degrees of its mounting's way", case)
        return Salvo(tuple(tubes), tuple(ready), why)

    def _heading(self, state: State, v: Vessel, mounting: str, kind: str, aim: Point, target: str) -> float | None:
        """The heading of a counter from ``mounting`` at ``aim``, or ``None`` when the mounting does not face it: a
        tube on the side facing the target, within its arc (reading ``tube_arc``); a missile to any arc [5.8.1]."""
        r = state.readings
        if v.ship.mainmast.distance(aim) < 1e-9:  # a boat's counter right under her target: no way to aim [5.7.1]
            return None
        off = normalize(bearing(v.ship.mainmast, aim) - v.ship.pose.heading)
        faces = [f for f in _facings(mounting) if kind == "missile" or _within(off, f)]
        for facing in faces:
            square = normalize(v.ship.pose.heading + facing)
            probe = launch(v.ship, mounting, square, "aim", kind=kind, readings={**r, "tube_arc": "square"}).verdict
            heading = square if kind == "torpedo" and r["tube_arc"] == "square" else bearing(probe.point, aim)
            try:
                launch(v.ship, mounting, heading, "aim", kind=kind, target=target, readings=r)
            except IllegalActionError:
                continue
            return normalize(heading)
        return None

    def _aim(self, state: State, v: Vessel, action: FightingShipsAction) -> tuple[Point, str]:
        """The point a launch aims at and the enemy it homes on (``""``: a point): an enemy ship's mainmast, or a
        point ``x,y`` on the table [5.7.1, 5.8.1]."""
        text = str(action.target)
        case = LAUNCH_VERBS[action.verb][1]
        ship = next((t for t in state.ships if t.name == text), None)
        if ship is not None:
            if ship.side == v.side or not ship.fighting:
                raise IllegalActionError(f"{action}: {text} is not an enemy ship afloat on the table", case)
            return ship.ship.mainmast, ship.name
        try:
            point = TABLE.parse(text)
        except InvalidInputError:
            point = None
        w, d = state.position.table
        if point is not None and 0 <= point.x <= w and 0 <= point.y <= d:
            return point, ""
        said = f"{text!r} is neither a ship on the table nor a point x,y within it"
        raise IllegalActionError(f"{action}: {said}", case)

    def _check_launch(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """``launch``/``missile SHIP TARGET``: refused, naming the case, unless a ready tube of a ship of the side
        firing bears on the target in the gunnery phase [5.7.1, 5.8.1, 2.1]."""
        kind, case = LAUNCH_VERBS[action.verb]
        own = [v for v in state.ships if v.side == state.acting and v.fighting and v.name == action.ship]
        if state.phase is not Phase.GUNNERY or not own:
            said = f"{state.label(state.acting or 1)} launches from a ship of its own in the gunnery phase"
            raise IllegalActionError(f"{action}: {said}", "2.1" if state.phase is not Phase.GUNNERY else case)
        if _held(state, own[0]):
            raise IllegalActionError(f"{action}: {action.ship} fired her goalkeeper: she holds her fire", "5.8.2")
        aim, target = self._aim(state, own[0], action)
        salvo = self._salvo(state, own[0], action.verb, aim, target or str(action.target))
        if not salvo.tubes:
            raise IllegalActionError(f"{action}: {salvo.refusal[0]}", salvo.refusal[1])
        return action

    # ---- a launch ----

    def _launch(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        """One salvo: a counter from each ready tube (or launcher) bearing, set beside the ship, recorded on her
        launch record [5.7.1, 5.8.1]."""
        v = state.vessel(str(action.ship))
        kind, case = LAUNCH_VERBS[action.verb]
        aim, target = self._aim(state, v, action)
        salvo = self._salvo(state, v, action.verb, aim, target or str(action.target))
        steps: list[Step] = [s for ruled in salvo.ready for s in ruled.steps]
        if kind == "missile" and tubes_for_missiles(v.ship.cls, state.readings):
            said = f"{v.name}'s torpedo tubes launch her missiles"
            steps.append(RULINGS.step("5.8.1", said, state.readings, "sub_missiles"))
        if kind == "torpedo" and target:  # a torpedo aimed at a ship tracks her if her era's are guided [5.7.1]
            how = (
                "are guided: once armed they track"
                if guided_torpedoes(v.ship.cls, state.readings)
                else "run straight at"
            )
            said = f"{v.name}'s torpedoes ({v.ship.cls.era}) {how} {target}"
            steps.append(RULINGS.step("5.7.1", said, state.readings, "guided_torpedoes"))
        taken = {*state.position.piece_names, *(c.name for c in state.position.counters)}
        taken |= {m.name for m in state.position.mines} | {b.name for b in state.position.boats}
        taken |= {s.name for s in state.ships}
        counters: list[Counter] = []
        parts: list[Ruling] = list(salvo.ready)
        for tube, heading in salvo.tubes:
            name = next(n for k in range(1, 999) if (n := f"{kind[0].upper()}{state.turn}-{k}") not in taken)
            taken.add(name)
            guided = bool(target) and (kind == "missile" or guided_torpedoes(v.ship.cls, state.readings))
            ruled = launch(v.ship, _mount(tube, kind), heading, name, kind=kind, guided=guided, target=target if guided else "",
                           readings=state.readings)  # fmt: skip
            counters.append(ruled.verdict)
            parts.append(ruled)
            steps += ruled.steps
        record = launched(v.launches, tuple(t for t, _ in salvo.tubes), state.turn, kind)
        if _launched_now(v, kind, state.turn):  # the same salvo as her earlier launch this phase
            record = replace(record, torpedo_salvos=v.launches.torpedo_salvos, missile_salvos=v.launches.missile_salvos)
        pos = state.position.put(v.with_(launches=record))
        pos = replace(pos, counters=(*pos.counters, *counters))
        at = target or str(action.target)
        what = plural(len(counters), kind, kind + ("es" if kind == "torpedo" else "s"))
        steps.append(Step(case, f"{v.name} launches {what} at {at}: they first run in the next sailing phase"))
        return self._advance(state.with_(position=pos), steps, f"{v.name} launches {what} at {at}", parts)


__all__ = ["LAUNCH_VERBS", "LIMITED", "LaunchRules", "Salvo", "limited"]
