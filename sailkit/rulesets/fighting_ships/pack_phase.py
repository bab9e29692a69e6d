"""Submarines in the sailing phase [7.1, 7.2, 2.1]: diving, surfacing and the pack's run below.

:class:`PackRules` adds to the sailing phase, for the side whose part it is:

* ``dive SHIP``: a submarine on the surface, about to sail, goes down instead of sailing: her model gives way to her
  pack of three counters where she lies (:func:`.submarines.submerge`), her stat line the submerged one, her tokens
  carried below. Changing depth is her move, well within her submerged speed, and she fires nothing this
  Game-Turn [7.2]. A steering critical keeps her up [5.6.2].
* ``surface SHIP``: a pack comes up instead of running: her decoys void, her model where her counter was
  (:func:`.submarines.surface`), on her surface stat line; again no firing this Game-Turn [7.2].
* ``run SHIP x,y x,y x,y``: each of her counters still on the table, in label order, runs straight to its point,
  at most her submerged top speed (:func:`.submarines.run_pack`, reading ``pack_run``). ``legal_actions`` offers
  every counter straight on at full speed, a fan (the first 45 degrees to port, the last to starboard), and the
  boat closing the nearest enemy or turning away from her with her decoys 50 degrees either side
  (:func:`course_run`); any other run the rules allow is accepted, as ``M1.5`` is. One point for a pack of more
  counters (or one past her submerged speed for a lone counter) is a dash at her surface speed: her decoys are
  void for good, her counter known (:func:`.submarines.dash`) [7.2]. While her counters still stand together (after
  a dive or firing from below), the run is where her owner shuffles them: ``run U-47 20,14 24,18* 18,20`` marks the
  boat's point, and the other side's record shows the run without the mark until she is located or comes up
  (:meth:`PackRules.conceal`) [7.1]; unmarked, counter 1 is the boat.

A boat under water keeps only her stat line and tokens (:class:`.submarines.Pack`): her special captain, admiral
and marines stay ashore in this version. Counters and surfaced boats alike are drawn by :mod:`.faces.drawing_subs`.
"""

from __future__ import annotations

from dataclasses import replace

from shapely.geometry import Point as ShapelyPoint

from ...errors import IllegalActionError, InvalidInputError
from ...geometry.table import Point, distance
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .actions import FightingShipsAction
from .counter_phase import CounterRules
from .notation import TABLE, Phase, Position, Vessel
from .seascape import shores
from .ships import Ship, ship_class, ship_classes
from .state import State
from .submarines import (
    BOAT_MARK,
    Pack,
    boat_marked,
    dash,
    depth_change,
    run_pack,
    shuffled,
    submerge,
    surface,
    together,
)

#: The verbs of submarines, by the phase they are taken in [7.2, 7.3, 7.4].
SUB_VERBS = ("dive", "surface", "run", "search", "evade", "asw")
#: The fan ``legal_actions`` offers a pack: each counter's turn off her heading, by label [7.1].
FAN = {1: -45.0, 2: 0.0, 3: 45.0}
#: The decoys' course off the boat's when she closes or turns away, in degrees [7.1].
DECOY_FAN = 50.0
#: How far ahead of the nearest enemy (inches) a boat closing her heads for, to lie across her track.
AHEAD = 8.0


def depth_key(key: str, depth: str) -> str:
    """The stat line of the same boat at ``depth`` (``"surfaced"`` or ``"submerged"``): the row of the other depth
    when there is one (``sub-surfaced``, ``sub-submerged``), else her own (a post-war boat keeps hers) [7.1]."""
    other = key.replace("surfaced", depth) if depth == "submerged" else key.replace("submerged", depth)
    return other if other in ship_classes() and ship_class(other).submarine == depth else key


def shuffles(p: Pack, offers: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """Each of ``offers`` (a point a counter) as it may be played: while the counters stand together and she is not
    located, once with each point marked as the boat's, her owner's choice [7.1]; otherwise as it is."""
    if p.located or not together(p) or len(p.counters) == 1:
        return offers
    return [marked(ends, i) for ends in offers for i in range(len(ends))]


def marked(ends: tuple[str, ...], place: int) -> tuple[str, ...]:
    """``ends`` with the point at ``place`` marked as the boat's [7.1]."""
    return tuple(e + BOAT_MARK if i == place else e for i, e in enumerate(ends))


def top_speed(p: Pack) -> float:
    """A pack's submerged top speed in inches [7.2, APP.1.1.4]."""
    return float(ship_class(p.key).max_speed or 0.0)


def reach_of(state: State, p: Pack) -> float:
    """How far each counter of ``p`` may run now: her submerged top speed, none while she carries an Anchor token
    under reading ``pack_run=anchor-holds`` [7.2, 4.2]."""
    return 0.0 if p.anchors and state.readings["pack_run"] == "anchor-holds" else top_speed(p)


def boat_vessel(p: Pack, readings: ReadingsLike, key: str = "") -> Vessel:
    """The boat of pack ``p`` as a ship where her real counter lies, with her tokens (on ``key``, by default her
    submerged stat line): what surfaces, and what damage below reads [7.1, 5.6]."""
    assert p.real is not None
    ship = Ship.of(p.boat, key or p.key, p.pose_of(p.real), p.side, readings=readings)
    return Vessel(ship, damage=p.damage, anchors=p.anchors, launches=p.launches)


def on_water(pos: Position, point: Point) -> bool:
    """Whether ``point`` lies on the table's water: on the table, not ashore [1.5.2g]."""
    w, d = pos.table
    return 0 <= point.x <= w and 0 <= point.y <= d and not any(s.contains(ShapelyPoint(point)) for s in shores(pos))


def read_point(text: str) -> str:
    """One point of the table ``x,y`` in inches, written back in its shortest form."""
    return TABLE.format(TABLE.parse(text))


def _tenth(q: Point) -> Point:
    return Point(round(q.x, 1), round(q.y, 1))


def course_run(state: State, p: Pack, away: bool) -> list[Point]:
    """Where the counters of ``p`` end when the boat closes the nearest enemy ship (or, ``away``, turns from her): she
    heads for a point 8 inches ahead of the enemy on her heading, to lie across her track, at full speed or to 2
    inches off it; her decoys 50 degrees either side of her course [7.1, 7.2]. ``[]`` when there is no enemy or the
    boat's place is not known."""
    if p.real is None:
        return []
    here = p.pose_of(p.real).point
    enemies = [v.ship.pose for v in state.ships if v.side != p.side and v.fighting]
    if not enemies:
        return []
    near = min(enemies, key=lambda e: (distance(here, e.point), e.point))
    goal = near.point if away else near.point.moved(near.heading, AHEAD)
    gap = distance(here, goal)
    course = (here.bearing(goal) if gap > 1e-6 else 0.0) + (180.0 if away else 0.0)
    run = max(0.0, (reach_of(state, p) if away else min(reach_of(state, p), gap - 2.0)) - 0.1)
    turns = iter((-DECOY_FAN, DECOY_FAN))
    return [_tenth(pose.point.moved(course if k == p.real else course + next(turns), run)) for k, pose in p.counters]


class PackRules(CounterRules):
    """Submarines diving, surfacing and running below in the sailing phase [7.1, 7.2] (see the module's docstring)."""

    def _pack(self, state: State, name: str) -> Pack:
        for p in state.position.packs:
            if p.boat == name:
                return p
        raise InvalidInputError(
            "submarine pack", name, "one of " + (", ".join(p.boat for p in state.position.packs) or "none")
        )

    def _packs_of(self, state: State, side: int | None) -> list[Pack]:
        return [p for p in state.position.packs if p.side == side]

    def sub_actions(self, state: State) -> list[FightingShipsAction]:
        """What the acting side may do with its submarines now (the sailing phase's here; the initiative phase's and
        the gunnery phase's in the classes built on this one) [7.2]."""
        if state.phase is not Phase.SAILING or state.moving is not None:
            return []
        make = FightingShipsAction.make
        out = [make("dive", (v.name,)) for v in self._to_sail(state) if self._may_dive(v)]
        for p in self._packs_of(state, state.acting):
            if p.boat not in state.sailed:
                out.append(make("surface", (p.boat,)))
                out += [make("run", (p.boat, *ends)) for ends in shuffles(p, self._run_offers(state, p))]
        return out

    def conceal(self, state: State, action: FightingShipsAction, side: str) -> str | None:
        """A run or an evasion of the other side's that marks which counter is the boat shows without the mark while
        her pack is under water and not located [7.1, 7.3]: the counters' moves are seen, not which is real."""
        if action.verb not in ("run", "evade") or self._marked(action) is None:
            return super().conceal(state, action, side)
        p = next((q for q in state.position.packs if q.boat == str(action.ship)), None)
        if p is None or p.located or state.label(p.side) == side:
            return super().conceal(state, action, side)
        points = " ".join(boat_marked(action.args[1:])[0])
        return f"{action.verb} {p.boat} {points}: which counter is the boat stays face down [7.1]"

    def _may_dive(self, v: Vessel) -> bool:
        """A submarine on the surface may dive when free: not entangled nor aground, her helm not shot away [5.6.2]."""
        return bool(v.ship.cls.submarine) and not v.entangled and not v.aground and "steering" not in v.criticals

    def _run_offers(self, state: State, p: Pack) -> list[tuple[str, ...]]:
        """The runs offered: every counter straight on at full speed, a fan, and the boat closing the nearest enemy
        or turning away from her, her decoys fanned 50 degrees off her course; each only where all stay on the
        water [7.2]."""
        out = []
        for ends in (
            self._fanned(state, p, 0.0),
            self._fanned(state, p, FAN[3]),
            *(course_run(state, p, away) for away in (False, True)),
        ):
            if ends and all(on_water(state.position, e) for e in ends) and ends not in out:
                out.append(ends)
        return [tuple(TABLE.format(e) for e in ends) for ends in out]

    def _fanned(self, state: State, p: Pack, turn: float) -> list[Point]:
        speed = max(0.0, reach_of(state, p) - 0.1)  # points are written to a tenth of an inch: within her speed
        return [_tenth(pose.point.moved(pose.heading + turn * (k - 2), speed)) for k, pose in p.counters]

    def _has_choice(self, state: State) -> bool:
        return super()._has_choice(state) or bool(self.sub_actions(state))

    def _check_run(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """A ``run`` to points of one's choosing: a pack of the side sailing, not yet moved, every point on the water
        and within reach [7.2]."""
        name = str(action.ship)
        mine = [p.boat for p in self._packs_of(state, state.acting) if p.boat not in state.sailed]
        if state.phase is not Phase.SAILING or state.moving is not None or name not in mine:
            raise IllegalActionError(f"{action}: a pack of the side sailing, not yet moved this Game-Turn", "7.2")
        try:
            p = shuffled(self._pack(state, name), self._marked(action))
        except InvalidInputError as e:
            raise IllegalActionError(f"{action}: {e}", "7.1") from None
        places = self._places(action)
        if not all(on_water(state.position, q) for q in places):
            raise IllegalActionError(f"{action}: a counter runs on the table's water, not ashore nor off it", "7.2")
        self._moved(p, places, state)  # an error cites 7.2 or 4.2
        return action

    def _moved(self, p: Pack, places: list[Point], state: State) -> tuple[Pack, list[Ruling]]:
        """The pack once run to ``places``: at her submerged speed, one point a counter; or, one point for a pack of
        more, or one past her submerged speed, a dash at her surface speed that voids her decoys for good (her one
        counter known) [7.2]."""
        fast = float(ship_class(depth_key(p.key, "surfaced")).max_speed or 0.0)
        beyond = (
            len(p.counters) == 1 and len(places) == 1 and distance(p.counters[0][1].point, places[0]) > top_speed(p)
        )
        if len(places) == 1 and (len(p.counters) > 1 or beyond) and fast > top_speed(p):
            dashed = dash(p)
            ran = run_pack(dashed.pack, places, fast, readings=state.readings)
            return ran.pack, [dashed.ruling, ran.ruling]
        ran = run_pack(p, places, top_speed(p), readings=state.readings)
        return ran.pack, [ran.ruling]

    def _places(self, action: FightingShipsAction) -> list[Point]:
        return [TABLE.parse(t) for t in boat_marked(action.args[1:])[0]]

    def _marked(self, action: FightingShipsAction) -> int | None:
        """Which point of a run or an evasion is marked as the boat's [7.1]."""
        return boat_marked(action.args[1:])[1]

    def _pack_act(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        """``dive``, ``surface`` and ``run`` [7.1, 7.2]."""
        name = str(action.ship)
        if action.verb == "dive":
            return self._dive(state, name)
        p = self._pack(state, name)
        if action.verb == "surface":
            return self._surface(state, p)
        after, rulings = self._moved(shuffled(p, self._marked(action)), self._places(action), state)
        pos = replace(state.position, packs=tuple(after if q.boat == name else q for q in state.position.packs))
        new = state.with_(position=pos, sailed=state.sailed | {name})
        steps = [s for r in rulings for s in r.steps]
        return self._advance(new, steps, f"{name} runs submerged", rulings)

    def _dive(self, state: State, name: str) -> tuple[State, Ruling]:
        v = state.vessel(name)
        key = depth_key(v.ship.cls.key, "submerged")
        made = submerge(name, v.ship.pose, 1)
        pack = replace(made.pack, side=v.side, key=key, damage=v.damage, anchors=v.anchors, launches=v.launches)
        steps = [*depth_change(name, "diving", 0.0, float(ship_class(key).max_speed or 0.0)).steps, *made.ruling.steps]
        steps.append(Step("7.2", f"{name} changes depth this Game-Turn: she fires nothing"))
        pos = state.position
        pos = replace(pos, ships=tuple(s for s in pos.ships if s.name != name), packs=(*pos.packs, pack))
        new = state.with_(position=pos, sailed=state.sailed | {name}, fought=state.fought | {name})
        return self._advance(new.with_(dived=state.dived | {name}), steps, f"{name} dives", [made.ruling])

    def _surface(self, state: State, p: Pack) -> tuple[State, Ruling]:
        came = surface(p)
        boat = boat_vessel(p, state.readings, depth_key(p.key, "surfaced"))
        steps = [*depth_change(p.boat, "surfacing", 0.0, top_speed(p)).steps, *came.ruling.steps]
        steps.append(Step("7.2", f"{p.boat} changes depth this Game-Turn: she fires nothing"))
        pos = state.position
        pos = replace(pos, ships=(*pos.ships, boat), packs=tuple(q for q in pos.packs if q.boat != p.boat))
        new = state.with_(position=pos, sailed=state.sailed | {p.boat}, fought=state.fought | {p.boat})
        return self._advance(new.with_(dived=state.dived | {p.boat}), steps, f"{p.boat} surfaces", [came.ruling])


__all__ = [
    "DECOY_FAN",
    "FAN",
    "SUB_VERBS",
    "PackRules",
    "boat_vessel",
    "course_run",
    "depth_key",
    "on_water",
    "read_point",
    "top_speed",
]
