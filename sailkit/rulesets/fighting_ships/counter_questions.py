"""The desk's questions about torpedoes and missiles [5.7-5.8.2], asked of a position as it stands.

* ``torpedo SHIP TARGET [SPREADS]``: a torpedo run. ``SPREADS`` counters launched together from the tube of
  ``SHIP`` that bears on ``TARGET``, aimed at her mainmast as she lies, run sailing phase by sailing phase against
  every base on the table (a friend or a bystander in the way is struck first); the exact odds of what they do to
  the base they strike: hits, hits through half her Hull, tokens and sinking [5.7.1, 5.7.2].
* ``missile SHIP TARGET [MISSILES]``: a missile salvo. Guided counters homing on ``TARGET`` the same way, and
  where they strike, every ship of the struck side with AA points within 8 inches of them fires her goalkeeper
  first; the exact odds of the missiles left and of what they do [5.8.1, 5.8.2].

The position holds no counters yet, so each question launches fresh ones in the gunnery phase of the Game-Turn
[2.1]; the ships are taken to stand still while the counters run (the question is about the path, not the ships'
plans). A ship's AA points, torpedo tubes and missile launchers are her stat line's (a ship with none is refused;
a post-war submarine's tubes launch her missiles under reading ``sub_missiles``);
A ship's torpedo belt and ECM are her stat line's (:func:`target_of`).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from shapely.geometry import Point as ShapelyPoint
from shapely.ops import nearest_points

from ...errors import IllegalActionError
from ...geometry.board import format_real, normalize
from ...geometry.table import Point, bearing
from ...numbers import whole
from ...readings import Readings
from ...rulings import Ruling, Step
from ...wording import plural
from .damage import Afloat
from .ecm_level import ship_ecm
from .fleet_words import Abilities
from .impacts import Target, impact_odds
from .launchers import tubes_for_missiles
from .missiles import Keeper, in_reach, missile_odds
from .notation import Position, Vessel
from .rams import runs_for_edge
from .readings import RULINGS
from .steel import limit_of
from .torpedoes import MOUNTINGS, Counter, launch, run_phase

#: The ECM generation that decoys guided torpedoes and helps goalkeepers [5.7.2, 5.8.2].
ECM3 = 3
#: The most counters one question launches together.
MOST = 12


def _afloat(v: Vessel) -> Afloat:
    """A ship's tokens before an impact [5.6]: her hull's sink threshold [5.6.3], and whether she is a big steamship
    who runs for the edge rather than strike (once) [5.6.4]."""
    limit, runs = limit_of(v.ship.cls), runs_for_edge(v.ship.cls) and not v.running
    return Afloat(min(v.damage, limit), v.anchors > 0, limit, captain=v.captain, runs=runs)


def target_of(v: Vessel, fleets: Sequence[Abilities]) -> Target:
    """A ship as an impact reads her [5.7.2, 5.8.1]: her Hull, torpedo belt, ECM 3 (her own or her fleet's,
    :func:`.fleet_words.ship_ecm`) and tokens."""
    cls = v.ship.cls
    return Target(v.name, cls.hull, belt=cls.belt, ecm3=ship_ecm(fleets, v) >= ECM3, ship=_afloat(v))


def _on_table(pos: Position) -> list[Vessel]:
    return [v for v in pos.ships if v.fate not in ("sunk", "off")]


def aims(pos: Position, at: Point, r: Readings) -> dict[str, Point]:
    """The point of every ship on the table a guided counter at ``at`` steers for (reading ``homing_aim``)."""
    if r["homing_aim"] == "mainmast":
        return {v.name: v.ship.mainmast for v in _on_table(pos)}
    near = {v.name: nearest_points(v.ship.base, ShapelyPoint(at))[0] for v in _on_table(pos)}
    return {n: Point(q.x, q.y) for n, q in near.items()}


def _mounting(v: Vessel, target: Vessel, kind: str, readings: Readings) -> str:
    """The tube of ``v`` bearing on ``target``: the mounting facing nearest the target's bearing off her bow, among
    her stat line's tubes (a missile launches to any arc [5.8.1]); a ship with none is refused [5.7.1, 5.8.1]."""
    cls = v.ship.cls
    if kind == "torpedo" and not cls.tubes:
        raise IllegalActionError(f"{v.name} ({cls.name}) has no torpedo tubes on her stat line", "5.7.1")
    if kind == "missile" and not cls.missiles and not tubes_for_missiles(cls, readings):
        raise IllegalActionError(f"{v.name} ({cls.name}) has no missile launchers on her stat line", "5.8.1")
    off = normalize(bearing(v.ship.mainmast, target.ship.mainmast) - v.ship.pose.heading)
    listed = cls.tubes if kind == "torpedo" else tuple(MOUNTINGS)
    faces = [m for t in listed for m in ((t,) if t in MOUNTINGS else ("port", "starboard"))]

    def gap(m: str) -> float:
        d = abs(off - MOUNTINGS[m])
        return min(d, 360 - d)

    return min(faces, key=gap)


def _course(pos: Position, v: Vessel, target: Vessel, kind: str, count: int) -> tuple[list[Counter], list[Ruling]]:
    """``count`` counters launched from ``v`` at ``target`` and run until each stops: the counters as they end and
    the rulings of the launch and of every sailing phase of the first (the others run beside it)."""
    r = pos.readings
    mounting = _mounting(v, target, kind, r)
    square = v.ship.pose.heading + MOUNTINGS[mounting]
    probe = launch(v.ship, mounting, square, "aim", kind=kind, readings={**r, "tube_arc": "square"}).verdict
    heading = normalize(bearing(probe.point, target.ship.mainmast))
    if kind == "torpedo" and r["tube_arc"] == "square":
        heading = normalize(square)  # a tube that fires only square to its mounting
    names = [f"{kind[0].upper()}{k + 1}" for k in range(count)]
    fired = [launch(v.ship, mounting, heading, n, kind=kind, guided=kind == "missile", target=target.name,
                    readings=r) for n in names]  # fmt: skip
    counters = [f.verdict for f in fired]
    bases = {w.name: w.ship.base for w in _on_table(pos)}
    rulings: list[Ruling] = [fired[0]]
    while any(c.running for c in counters):
        ran = run_phase([c for c in counters if c.running], bases, aims(pos, counters[0].point, r), r)
        done = iter(ran)
        counters = [next(done).verdict if c.running else c for c in counters]
        rulings.append(ran[0])
    return counters, rulings


def _count(word: str, what: str) -> int:
    return whole(word, what, 1, MOST)


def _end_steps(rulings: list[Ruling], counter: Counter) -> list[Step]:
    steps = [s for ruled in rulings for s in ruled.steps]
    phases = len(rulings) - 1
    case = "5.8.1" if counter.kind == "missile" else "5.7.1"
    steps.append(Step(case, f"{plural(phases, 'sailing phase')} run: {counter.name} {counter.fate}"))
    return steps


def _facts(pos: Position, v: Vessel, target: Vessel, counters: list[Counter], rulings: list[Ruling]) -> dict[str, Any]:
    track = (rulings[0].verdict.point, *(ruled.verdict.point for ruled in rulings[1:]))
    c = counters[0]
    case = "5.8.1" if c.kind == "missile" else "5.7.1"
    said = f"{plural(len(counters), c.kind, c.kind + ('es' if c.kind == 'torpedo' else 's'))} from {v.name}'s {rulings[0].facts['mounting']}"
    said += (
        f": {c.fate} after {plural(len(rulings) - 1, 'sailing phase')}, {format_real(round(c.run, 1))} in run [{case}]"
    )
    return {
        "run_said": said,
        "ship": v.ship,
        "target": target.ship,
        "others": tuple(w.ship for w in _on_table(pos) if w.name not in (v.name, target.name)),
        "counters": tuple(counters),
        "tracks": (track,),
        "struck": next((str(ruled.facts["struck"]) for ruled in rulings[1:] if ruled.facts.get("struck")), ""),
        "wind": pos.wind,
    }


def torpedo_run(pos: Position, ship: str, target: str, spreads: str = "1") -> Ruling:
    """A torpedo run from ``ship`` at ``target`` with ``spreads`` counters [5.7.1, 5.7.2] (see the module)."""
    v, t = pos.vessel(ship), pos.vessel(target)
    if v.name == t.name:
        raise IllegalActionError(f"{v.name} cannot aim a torpedo at herself", "5.7.1")
    n = _count(spreads, "spreads")
    counters, rulings = _course(pos, v, t, "torpedo", n)
    facts = _facts(pos, v, t, counters, rulings)
    steps = _end_steps(rulings, counters[0])
    if not facts["struck"]:
        return RULINGS(f"a torpedo run from {v.name} at {t.name}", "no impact", steps, readings=pos.readings,
                       facts=facts, kind="counter")  # fmt: skip
    hit = pos.vessel(facts["struck"])
    odds = impact_odds("torpedo", n, target_of(hit, pos.fleets), readings=pos.readings)
    verdict = f"strikes {hit.name}: {odds.verdict}"
    return RULINGS(f"a torpedo run from {v.name} at {t.name}", verdict, [*steps, *odds.steps], readings=pos.readings,
                   also=odds.readings, facts={**odds.facts, **facts}, kind="counter")  # fmt: skip


def missile_salvo(pos: Position, ship: str, target: str, missiles: str = "") -> Ruling:
    """A missile salvo from ``ship`` at ``target`` against the goalkeepers round where it strikes [5.8.1, 5.8.2]
    (see the module); ``missiles`` defaults to her launchers (at least one)."""
    v, t = pos.vessel(ship), pos.vessel(target)
    if v.name == t.name:
        raise IllegalActionError(f"{v.name} cannot aim a missile at herself", "5.8.1")
    by_tubes = tubes_for_missiles(v.ship.cls, pos.readings)
    n = _count(missiles, "missiles") if missiles else max(1, len(v.ship.cls.tubes) if by_tubes else v.ship.cls.missiles)
    counters, rulings = _course(pos, v, t, "missile", n)
    facts = _facts(pos, v, t, counters, rulings)
    said = f"{v.name}'s torpedo tubes launch her missiles"
    steps: list[Step] = [RULINGS.step("5.8.1", said, pos.readings, "sub_missiles")] if by_tubes else []
    steps += _end_steps(rulings, counters[0])
    question = f"a salvo of {plural(n, 'missile')} from {v.name} at {t.name}"
    if not facts["struck"]:
        return RULINGS(question, "no impact", steps, readings=pos.readings, facts=facts, kind="counter")
    hit = pos.vessel(facts["struck"])
    at = counters[0].point
    keepers = [Keeper(w.name, w.ship.cls.aa, ship_ecm(pos.fleets, w) >= ECM3) for w in _on_table(pos)
               if w.side == hit.side and w.ship.cls.aa and in_reach(w.ship.mainmast, at)]  # fmt: skip
    said = ", ".join(f"{k.name} ({plural(k.aa, 'AA point')})" for k in keepers) or "none"
    steps.append(Step("5.8.2", f"goalkeepers within 8 inches of where they strike: {said}"))
    odds = missile_odds(n, target_of(hit, pos.fleets), keepers, readings=pos.readings)
    left: dict[int, Fraction] = odds.facts["left"]
    verdict = f"strikes {hit.name}: {odds.verdict}"
    facts |= {"keepers": tuple(k.name for k in keepers), "left": left}
    return RULINGS(question, verdict, [*steps, *odds.steps], readings=pos.readings, also=odds.readings,
                   facts={**odds.facts, **facts}, kind="counter")  # fmt: skip


def run_words(counter: Counter) -> str:
    """A counter in words: where it lies and how it runs."""
    x, y = format_real(counter.point.x), format_real(counter.point.y)
    return f"{counter.name} at {x},{y} heading {format_real(counter.pose.heading)}, {counter.fate}"


__all__ = ["ECM3", "MOST", "aims", "target_of", "missile_salvo", "run_words", "torpedo_run"]
