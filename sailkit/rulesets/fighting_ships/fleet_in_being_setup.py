"""Fleet in Being on the engine (APP.2.3.2j): the set-up sailkit plays and the reckoning that ends it.

Player 1 (GB, 1942) deploys the battleship Warspite, the heavy cruiser Norfolk and the destroyers Onslow and Offa in
the middle of the 6-by-4-foot table, steaming east; his ships cost 1100 points. Player 2 (DE) spends no more than a
quarter of that, 275, and on aircraft and submarines only (:func:`.fleet_in_being.check_raiders`): the U-boats U-73
and U-81, 120 points each, and one torpedo bomber, He-115, 20 points [APP.1.1.6]. Where Player 2 deploys the text
does not say: reading ``being_deployment`` sets the boats below at the middle of the two short edges and the torpedo
bomber over the east edge (``ends``), or all of them 18 inches ahead of the fleet (``ahead``). Nobody carries special
ordnance [9.1.1]: no stat line here has any. The bomber, with no carrier or base on the table, flies home off an edge
once it has launched.

Fleet morale ends nothing here (the objective ``being 1``): after 12 Game-Turns, or sooner when either side has
nothing left to fight with, the points of Player 1's ships still afloat (a struck ship floats) decide it
(:func:`.fleet_in_being.fleet_in_being_result`, reading ``fleet_in_being_half``) [APP.2.3.2j].
"""

from __future__ import annotations

from ...geometry.compass import Direction
from ...geometry.table import Pose
from ...readings import ReadingsLike
from ...rulings import Step
from .air_sea_pieces import Plane
from .fleet_in_being import TABLE, TURNS, check_raiders, fleet_in_being_result
from .morale import starting_morale
from .notation import Position, Vessel
from .objectives import Objective
from .readings import chosen
from .scenarios import Setup
from .ships import Ship, ship_class
from .state import State
from .submarines import COUNTERS, Pack

#: Player 1's fleet in the middle of the table: name, stat line, mainmast and heading, steaming east.
FLEET = (
    ("Warspite", "battleship", 36.0, 24.0, 90.0),
    ("Norfolk", "heavy-cruiser", 36.0, 30.0, 90.0),
    ("Onslow", "destroyer", 44.0, 24.0, 90.0),
    ("Offa", "destroyer", 36.0, 18.0, 90.0),
)
#: Player 2's boats and bomber by reading ``being_deployment``: each boat's pack centre and heading, the bomber's pose.
DEPLOYMENTS = {
    "ends": ((("U-73", 66.0, 24.0, 270.0), ("U-81", 6.0, 24.0, 90.0)), (70.0, 40.0, 270.0)),
    "ahead": ((("U-73", 62.0, 28.0, 270.0), ("U-81", 62.0, 18.0, 270.0)), (62.0, 40.0, 270.0)),
}
#: Player 2's torpedo bomber: name and type [8.1]; its cost [APP.1.1.6].
BOMBER, BOMBER_COST = ("He-115", "torpedo-bomber"), 20


def fleet_in_being(readings: ReadingsLike | None = None) -> Setup:
    """Fleet in Being as sailkit sets it up (see the module's docstring); Player 2's force is checked against the
    scenario's budget first (APP.2.3.2j)."""
    r = chosen(readings)
    ships = tuple(Vessel(Ship.of(name, key, Pose(x, y, h), 1, readings=r)) for name, key, x, y, h in FLEET)
    boats, (bx, by, bh) = DEPLOYMENTS[r["being_deployment"]]
    packs = tuple(
        Pack(name, tuple((k, Pose(x, y, h)) for k in range(1, COUNTERS + 1)), 1, side=2, key="sub-submerged")
        for name, x, y, h in boats
    )
    plane = Plane(BOMBER[0], 2, BOMBER[1], Pose(bx, by, bh), "torpedo", first=True)
    points = sum(v.ship.cls.cost for v in ships)
    raiders = [(p.boat, "submarine", ship_class(p.key).cost) for p in packs] + [(plane.name, "aircraft", BOMBER_COST)]
    check_raiders(points, raiders, ship_class(FLEET[0][1]).era)
    spent = sum(cost for _, _, cost in raiders)
    morale = (int(starting_morale(points).verdict), int(starting_morale(spent).verdict))
    position = Position(ships, wind=Direction.W, morale=morale, readings=r, table=TABLE, packs=packs, planes=(plane,))
    return Setup("Fleet in Being", position, ("GB", "DE"), turns=TURNS, objective=Objective("being", 1))


def being_end(state: State, steps: list[Step]) -> State | None:
    """Fleet in Being's end at the close of a Game-Turn (APP.2.3.2j): after its last Game-Turn, or once the fleet
    or the raiders have nothing left to fight with, the fleet's points afloat decide; ``None`` while it goes on."""
    objective, pos = state.setup.objective, state.position
    fleet = objective.side
    afloat = [v for v in pos.ships if v.side == fleet and v.fate != "sunk"]
    raiders = [v.name for v in pos.ships if v.side != fleet and v.fighting]
    raiders += [p.boat for p in pos.packs if p.side != fleet] + [p.name for p in pos.planes if p.side != fleet]
    if pos.turn < state.setup.turns and afloat and raiders:
        return None
    why = f"the last of {state.setup.turns} Game-Turns" if pos.turn >= state.setup.turns else "nothing left to fight"
    steps.append(Step(objective.case, f"{why}: Player 1's ships afloat are counted"))
    started = sum(v.ship.cls.cost for v in state.setup.position.ships if v.side == fleet)
    ruled = fleet_in_being_result(started, [v.ship.cls.cost for v in afloat], readings=state.readings)
    steps += ruled.steps
    if ruled.verdict == "draw":
        return state.with_(result="a draw: exactly half the fleet is afloat", winner=None)
    winner = fleet if ruled.verdict == "Player 1" else 3 - fleet
    left = int(ruled.value or 0)
    return state.with_(result=f"{state.label(winner)} wins: {left} of {started} points afloat", winner=winner)


__all__ = ["BOMBER", "BOMBER_COST", "DEPLOYMENTS", "FLEET", "being_end", "fleet_in_being"]
