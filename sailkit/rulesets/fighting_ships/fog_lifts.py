"""The Fog Lifts (APP.2.3.2g): the rules of its set-up, as checks and a table, apart from any one placement.

The players lay six features of seascape in turn (islands, shoals, whatever they like), none within 6 inches of
another; then, Player 1 first, they take turns deploying a ship or a squadron, each at least 6 inches from every
enemy ship already on the table, a squadron's members each within 3 inches of a fellow; last a die says where the
wind blows from (:data:`WIND_TABLE`; on a 5 the defender, on a 6 the attacker, picks one of the four). Fleet morale
decides, as in any points game [APP.2.2.1].

:func:`placement` checks a position against every one of those rules, so any placement a club makes can be
checked, and sailkit's own (:func:`.scenarios.fog_lifts`) is checked the same way. Where the text is silent sailkit
chooses, and says so in the ruling: distances between ships run mainmast to mainmast [1.4] and between features
edge to edge; no ship may be deployed touching a feature (a ship set up aground or in the shoals would be penalised
before she moved). Nothing of the deployment's order survives in the position, so the 6-inch rule is checked for
every pair of enemies: alternate placement each at least 6 inches from every enemy already down leaves every pair
6 inches apart.
"""

from __future__ import annotations

from itertools import combinations

from ...dice import check_die
from ...errors import InvalidInputError
from ...geometry.board import format_real, measured
from ...geometry.compass import Direction
from ...rulings import Ruling, Step
from .measuring import at_most, inches
from .notation import Position
from .readings import RULINGS
from .seascape import shoals, shores, touching

#: How many features the players lay, and how far apart they must be, in inches.
FEATURES, FEATURE_GAP = 6, 6.0
#: How far from every enemy ship a ship is deployed, and how close to a fellow a squadron's member.
ENEMY_GAP, SQUADRON_GAP = 6.0, 3.0
#: Where the wind blows from on each of 1-4 of the die (it blows to the opposite edge); 5 and 6 let a side choose.
WIND_TABLE = {1: Direction.N, 2: Direction.S, 3: Direction.E, 4: Direction.W}
CHOOSER = {5: "the defender", 6: "the attacker"}


def fog_wind(thrown: int, choice: int | None = None) -> Ruling:
    """Where the wind blows from after The Fog Lifts' deployment (APP.2.3.2g): ``thrown`` is the die; on a 5 or 6
    ``choice`` is the 1-4 result the defender or the attacker picks. The verdict is the :class:`Direction` the wind
    blows from."""
    thrown = check_die(thrown, what="wind die")
    if thrown in CHOOSER:
        if choice not in WIND_TABLE:
            raise InvalidInputError("choice of wind", choice, f"the 1-4 result {CHOOSER[thrown]} picks")
        said = f"a {thrown}: {CHOOSER[thrown]} picks the result {choice}"
        steps = [Step("APP.2.3.2g", said)]
    elif choice is not None:
        raise InvalidInputError("choice of wind", choice, f"none: a {thrown} leaves no one a choice")
    else:
        steps, choice = [], thrown
    wind = WIND_TABLE[choice]
    opposite = Direction((wind + 4) % 8)
    steps.append(Step("APP.2.3.2g", f"a {choice}: the wind blows from the {wind.name} edge to the {opposite.name}"))
    return RULINGS("where does the wind blow from", wind, steps, kind="weather", facts={"wind": wind})


def placement(position: Position) -> Ruling:
    """Whether ``position`` is a lawful deployment of The Fog Lifts (APP.2.3.2g): six features at least 6 inches
    apart, every ship at least 6 inches from every enemy and clear of every feature, each squadron's members within
    3 inches of a fellow. The verdict is ``True`` or ``False``; every rule broken is a step, and ``facts["broken"]``
    counts them."""
    steps: list[Step] = []
    broken: list[Step] = []
    land, water = shores(position), shoals(position)
    features = [*land, *water]
    said = f"{len(features)} features of seascape, islands and shoals"
    (steps if len(features) == FEATURES else broken).append(Step("APP.2.3.2g", f"{said}: the players lay {FEATURES}"))
    for (i, f), (j, g) in combinations(enumerate(features, 1), 2):
        gap = measured(f.distance(g))
        if gap < FEATURE_GAP:
            broken.append(Step("APP.2.3.2g", f"features {i} and {j} lie {format_real(gap)} inches apart, under 6"))
    ships = [v for v in position.ships if v.fate == "afloat"]
    for a, b in combinations(ships, 2):
        gap = inches(a.ship, b.ship)
        if a.side != b.side and gap < ENEMY_GAP:
            words = f"{a.name} and {b.name}, enemies, lie {format_real(gap)} inches apart, under 6"
            broken.append(Step("APP.2.3.2g", words))
    for v in ships:
        if touching(v.ship, features):
            broken.append(Step("APP.2.3.2g", f"{v.name} is deployed on a feature (sailkit's rule: clear of them)"))
    for name in sorted({v.squadron for v in ships if v.squadron}):
        crew = [v for v in ships if v.squadron == name]
        for v in crew:
            if not any(at_most(inches(v.ship, f.ship), SQUADRON_GAP) for f in crew if f is not v):
                broken.append(Step("9.2", f"{v.name} lies over 3 inches from every fellow of squadron {name}"))
    checked = "every ship 6 inches or more from every enemy, mainmast to mainmast, and clear of every feature"
    steps.append(Step("APP.2.3.2g", f"{checked}; each squadron's members within 3 inches of a fellow"))
    verdict = not broken
    steps += broken or [Step("APP.2.3.2g", "the deployment keeps every rule")]
    return RULINGS(
        "is this a lawful deployment of The Fog Lifts",
        verdict,
        steps,
        readings=position.readings,
        kind="deployment",
        facts={"position": position, "ships": (), "broken": len(broken)},
    )


__all__ = [
    "CHOOSER",
    "ENEMY_GAP",
    "FEATURES",
    "FEATURE_GAP",
    "SQUADRON_GAP",
    "WIND_TABLE",
    "fog_wind",
    "placement",
]
