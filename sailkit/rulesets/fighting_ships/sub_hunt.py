"""A hunter and a submarine's pack [7.3, 7.4]: what her sonar reaches, what her ASW weapons reach, and her chances.

The question a club asks when a destroyer closes a pack of counters: which of them her sonar reaches this
initiative phase (6 inches and 4 a level of ECM, to a counter's nearest part), the chance she locates the boat
(reading ``sonar_dice``), and which counters her ASW launchers could attack in the gunnery phase (6 inches, in the
arcs her fit fires into). The hunter never knows which counter is real, so neither does the ruling: the pack is
taken as the hunters see it (:meth:`.submarines.Pack.seen_by`), each counter alike. The ruling draws as a picture of
the table (kind ``hunt``).
"""

from __future__ import annotations

from fractions import Fraction

from shapely.geometry import Point as ShapelyPoint
from shapely.ops import unary_union

from ...dice import format_chance
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .arcs import arc_shape
from .asw import ASW_REACH, asw_bearing, fit_arcs, fit_for
from .readings import RULINGS, chosen
from .ships import Ship
from .sonar import in_sonar_range, search_chance, sonar_reach
from .submarines import Pack


def _counters(labels: tuple[int, ...]) -> str:
    """``"counter 1"``, ``"counters 1, 2"`` or ``"no counter"``."""
    if not labels:
        return "no counter"
    return ("counter " if len(labels) == 1 else "counters ") + ", ".join(map(str, labels))


def hunt(
    hunter: Ship, ecm: int, boat: Ship, pack: Pack, fit: str | None = None, *, readings: ReadingsLike | None = None
) -> Ruling:
    """What ``hunter`` (sonar of ECM ``ecm``, ASW launchers of ``fit``, by default
    the fit of her era, :func:`.asw.fit_for`) can do to ``boat``'s ``pack`` [7.3, 7.4]:
    the counters her sonar reaches and the chance she locates the boat among them (each counter alike to her, so
    the chance is the share of the pack within reach times a search's chance under ``sonar_dice``), and the counters
    her ASW weapons reach. The verdict and value give that chance; the facts ``sonar`` and ``asw`` (labels),
    ``located`` (the chance), ``counters`` (label to shape), ``sonar_zone`` and ``asw_zone`` (shapes)."""
    r = chosen(readings)
    fit = fit or fit_for(hunter.cls.era)
    seen = pack.seen_by(False)
    shapes = {k: boat.at(pose).base for k, pose in seen.counters}
    sonar = tuple(k for k, s in shapes.items() if in_sonar_range(hunter.mainmast, s, ecm).verdict)
    asw = tuple(k for k, s in shapes.items() if asw_bearing(hunter, s, fit, readings=r).verdict)
    p = search_chance(ecm)
    tries = len(sonar) if r["sonar_dice"] == "each-counter" else min(1, len(sonar))
    located = Fraction(tries, len(shapes)) * p  # the boat is any counter alike; one die finds its counter with p
    reach = sonar_reach(ecm)
    arcs = unary_union(
        [hunter.pose.place(arc_shape(hunter.build, a, reach=ASW_REACH * 2, readings=r)) for a in fit_arcs(fit, r)]
    )
    asw_zone = arcs.intersection(ShapelyPoint(hunter.mainmast).buffer(ASW_REACH, quad_segs=32))
    steps = [
        Step("7.1", f"{boat.name}'s pack shows {plural(len(shapes), 'counter')} alike to {hunter.name}"),
        Step("7.3", f"sonar with ECM {ecm} reaches {reach:g} inches: {_counters(sonar)}"),
        RULINGS.step(
            "7.3",
            f"she locates the boat this initiative phase {format_chance(located)}",
            r,
            "sonar_dice",
            value=located,
        ),
        RULINGS.step("7.4", f"her {fit} reach {_counters(asw)}", r, "asw_stern_arc"),
    ]
    facts = {
        "hunter": hunter,
        "sonar": sonar,
        "asw": asw,
        "located": located,
        "per_die": p,
        "counters": shapes,
        "sonar_zone": ShapelyPoint(hunter.mainmast).buffer(reach, quad_segs=48),
        "asw_zone": asw_zone,
        "reach": reach,
        "fit": fit,
    }
    question = f"{hunter.name} hunts {boat.name}"
    verdict = f"located {format_chance(located)}"
    return RULINGS(question, verdict, steps, readings=r, value=located, facts=facts, kind="hunt")


__all__ = ["hunt"]
