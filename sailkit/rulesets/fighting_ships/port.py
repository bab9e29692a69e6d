"""Attack the Port (APP.2.3.2d): the port, the fleets' places, the defender's points and morale, and the doubled
morale a battery's damage costs.

The text's scenario: a 6-by-4-foot table whose one long edge is the port, with at least 12 inches of shore for its
batteries. The winner of the first initiative attacks. The defender sets up first, within 12 inches of the shore and
at least 12 inches from either side; the wind blows from the defender's right to its left, along the edges; the
attacker sets up at the opposite edge (where exactly is reading ``port_deployment``). In a points game the defender
has a fifth more points to spend on shore batteries alone, may spend up to half of its own points on more of them,
and has a tenth more fleet morale; every point of morale lost to damage on a battery is lost twice. The attacker may
field fireships and bomb vessels, the defender batteries [9.1.1]. Fleet morale decides [APP.2.2.1].

sailkit's set-up (:func:`.scenarios.attack_the_port`) puts the port's shore along the whole north edge, 6 inches deep; side 2
defends it, side 1 attacks from the south, so the wind blows from the west. :func:`deployment` checks a position
against the text's zones and :func:`defence_points` the defender's spending, so a club's own placing of the same
scenario can be checked too; :func:`port_morale` doubles a battery's morale loss in play.
"""

from __future__ import annotations

from fractions import Fraction

from ...geometry.board import format_real
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .batteries import is_battery
from .dice import round_half_up
from .morale import starting_morale
from .notation import Position, Vessel
from .objectives import Objective
from .readings import RULINGS, chosen

#: The case of the scenario.
CASE = "APP.2.3.2d"
#: The table, in inches: 6 by 4 feet, the port's edge to the north.
PORT_TABLE = (72, 48)
#: The port's shore: the whole north edge, 6 inches deep.
PORT_SHORE = (0.0, 42.0, 72.0, 48.0)
#: How deep each fleet's zone runs from its own edge (the defender's from the shore) and how far it keeps from the sides.
ZONE, SIDE_GAP = 12.0, 12.0
#: The defender's free points on batteries, as a share of its fleet's points, and the share it may add of its own.
FREE_SHARE, OWN_SHARE = Fraction(1, 5), Fraction(1, 2)
#: What damage to a battery costs its fleet in morale, as a multiple of what a ship's would.
DOUBLED = 2
#: The fleets as sailkit sets them up, 125 points a side: (name, stat line, x, y, heading); the attacker's y at the
#: edge and how far north reading ``port_deployment=edge-band`` moves it.
ATTACKERS = (
    ("Defiance", "3rd-rate", 30.0, 6.0, 0.0),
    ("Syrene", "5th-rate", 40.0, 6.0, 0.0),
    ("Lynx", "6th-rate", 22.0, 6.0, 0.0),
    ("Thunder", "bomb-vessel", 48.0, 8.0, 0.0),
    ("Vesuvius", "fireship", 15.0, 8.0, 0.0),
)
EDGE_BAND_SHIFT = 10.0
DEFENDERS = (
    ("Achille", "3rd-rate", 30.0, 35.0, 90.0),
    ("Naiad", "5th-rate", 42.0, 35.0, 90.0),
    ("Citadel", "medium-battery", 26.0, 45.0, 180.0),
    ("Mole", "small-battery", 46.0, 45.0, 180.0),
)
#: The fleet points each side is built on; the defender's free battery points are the fifth of it.
FLEET_POINTS = 125


def port_morale(objective: Objective, aim: Vessel, lost: int) -> tuple[int, list[Step]]:
    """The morale ``aim``'s fleet loses for an attack that would cost ``lost``: doubled for a shore battery in
    Attack the Port (APP.2.3.2d), as it is everywhere else; the step saying so."""
    if objective.kind != "port" or not is_battery(aim.ship) or not lost:
        return lost, []
    said = f"{aim.name} is a battery of the port: the {lost} morale it costs is lost twice, {DOUBLED * lost}"
    return DOUBLED * lost, [Step(CASE, said, (DOUBLED - 1) * lost)]


def defence_points(points: int, batteries: int, ships: int) -> Ruling:
    """Whether a defender of ``points`` fleet points may field ``batteries`` points of shore batteries beside
    ``ships`` points of ships (APP.2.3.2d): a fifth of its points free for batteries alone, and up to half its own
    points on more; every point spent within the fleet's own plus the free ones. The facts ``free`` and ``own``."""
    free = int(Fraction(points) * FREE_SHARE)
    own = max(0, batteries - free)
    steps = [
        Step(CASE, f"a fifth of {points} points, {free}, is free for shore batteries alone"),
        Step(CASE, f"batteries of {batteries} points: {own} of them from the fleet's own points"),
    ]
    ok = own <= Fraction(points) * OWN_SHARE and own + ships <= points
    if own > Fraction(points) * OWN_SHARE:
        steps.append(Step(CASE, f"more than half of {points} spent on batteries"))
    if own + ships > points:
        steps.append(Step(CASE, f"{own} on batteries and {ships} on ships: more than {points}"))
    facts = {"free": free, "own": own}
    return RULINGS("the defender's points", ok, steps, facts=facts, kind="morale")


def port_starting_morale(fleet: list[Vessel], defender: bool, readings: ReadingsLike | None = None) -> Ruling:
    """A fleet's morale at the start of Attack the Port [APP.2.2.1, APP.2.3.2d]: a tenth of its points, the
    defender's counting its batteries or not (reading ``port_battery_morale``) and then a tenth more, rounded."""
    r = chosen(readings)
    counted = [v for v in fleet if not (defender and is_battery(v.ship)) or r["port_battery_morale"] == "counted"]
    base = starting_morale(sum(v.ship.cls.cost for v in counted))
    steps = list(base.steps)
    morale = int(base.verdict)
    if defender:
        said = "the defender's batteries count" if len(counted) == len(fleet) else "the batteries' points do not count"
        steps.insert(0, RULINGS.step(CASE, said, r, "port_battery_morale"))
        morale = round_half_up(Fraction(morale * 11, 10))
        steps.append(Step(CASE, f"defending the port: a tenth more, rounded: {morale}"))
    return RULINGS("starting morale", morale, steps, readings=r, value=morale, kind="morale")


def _zone_fault(v: Vessel, position: Position, port: str, gap: tuple[float, float]) -> str:
    """Why ``v`` stands outside her fleet's zone (``""``: she stands in it); ``gap`` the nearest and farthest her
    mainmast may be from her own edge (the defender's from the shore's seaward side)."""
    width, depth = position.table
    x, y = v.ship.mainmast
    seaward = PORT_SHORE[1]
    own = seaward - y if v.side == int(port) else y
    near, far = gap
    if not near - 1e-9 <= own <= far + 1e-9:
        return f"{v.name} stands {format_real(own)} inches from her edge, not {format_real(near)} to {format_real(far)}"
    if min(x, width - x) < SIDE_GAP - 1e-9:
        return f"{v.name} stands within {format_real(SIDE_GAP)} inches of a table side"
    return ""


def deployment(position: Position, defender: int = 2) -> Ruling:
    """Whether ``position`` deploys Attack the Port's fleets as the text says (APP.2.3.2d): the defender's ships
    within 12 inches of the shore, the attacker's in its zone at the opposite edge (reading ``port_deployment``),
    each at least 12 inches from the sides; the batteries stand on the shore (:func:`.batteries.check_batteries`)."""
    r = position.readings
    attack = (ZONE, 2 * ZONE) if r["port_deployment"] == "edge-band" else (0.0, ZONE)
    faults = [
        fault
        for v in position.ships
        if not is_battery(v.ship)
        for fault in [_zone_fault(v, position, str(defender), (0.0, ZONE) if v.side == defender else attack)]
        if fault
    ]
    band = f"{format_real(attack[0])} to {format_real(attack[1])}"
    steps = [
        Step(
            CASE, f"the defender within {format_real(ZONE)} inches of the shore, {format_real(SIDE_GAP)} from the sides"
        ),
        RULINGS.step(CASE, f"the attacker {band} inches from its own edge", r, "port_deployment"),
        *(Step(CASE, fault) for fault in faults),
    ]
    facts = {"position": position, "ships": (), "broken": len(faults)}
    return RULINGS(
        "is Attack the Port deployed lawfully", not faults, steps, readings=r, kind="deployment", facts=facts
    )


__all__ = [
    "ATTACKERS",
    "CASE",
    "DEFENDERS",
    "DOUBLED",
    "EDGE_BAND_SHIFT",
    "FLEET_POINTS",
    "PORT_SHORE",
    "PORT_TABLE",
    "defence_points",
    "deployment",
    "port_morale",
    "port_starting_morale",
]
