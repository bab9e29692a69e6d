"""The set-up as a ruling: what each ship's log starts with, and the readings that filled it in [3.1, 3.2, 2.31].

Three readings act only when the logs are first filled in: ``ship_scale`` (the Basic Game's
scale of the charts) [16.2.1], ``counter_ratings`` (turning ability and full-sail speed, which no
chart prints) [2.31.1, 2.31.3] and ``french_44_guns`` (the French 44's chart row). No ruling of a
later action would name them, so a game's ruling before any action (:meth:`WoodenShipsGame.ruling
<sailkit.rulesets.wooden_ships.WoodenShipsGame.ruling>` at the start) is this one: each ship's log,
the readings that shaped it, and the sails each ship starts under [20.1.5.1].
"""

from __future__ import annotations

from ...rulings import Ruling, Step
from ...wording import plural
from .readings import RULINGS
from .scenarios import Scenario
from .state import Position, Ship


def _log(ship: Ship, type_key: str) -> str:
    return (
        f"{ship.name} ({type_key}, {ship.side}, {ship.quality} crew): hull {ship.hull}, "
        f"guns {ship.guns[0]}/{ship.guns[1]}, carronades {ship.carronades[0]}/{ship.carronades[1]}, "
        f"crew {'-'.join(str(c) for c in ship.crew)}, rigging {'-'.join(str(r) for r in ship.rigging)}"
    )


def setup_ruling(scenario: Scenario, position: Position) -> Ruling:
    """The ruling of a game's set-up: the logs as filled in from the charts [3.2], at the Basic Game's scale (reading
    ship_scale) [16.2.1], the turning abilities and full-sail speeds (reading counter_ratings) [2.31.1, 2.31.3], a
    French 44's guns (reading french_44_guns), and who starts under full sails [20.1.5.1]."""
    r = scenario.readings
    advanced = scenario.level == "advanced"
    ships = list(zip(scenario.ships, position.ships))
    steps: list[Step] = [
        Step(
            "3.1",
            f"{scenario.name}: {plural(len(ships), 'ship')}, the {scenario.level.capitalize()} Game, "
            f"wind from direction {scenario.wind.number}, velocity {scenario.velocity}",
        )
    ]
    steps += [Step("3.2", _log(ship, spec.type_key)) for spec, ship in ships]
    if not advanced:
        scale = "halved back to Basic scale" if r["ship_scale"] == "halved" else "as charted (Advanced scale)"
        steps.append(RULINGS.step("16.2.1", f"the Basic Game's logs are {scale}", r, "ship_scale"))
    ratings = ", ".join(
        f"{ship.name} {ship.turning}" + (f"/{ship.full_speed}" if advanced else "") for _, ship in ships
    )
    what = "turning ability / full-sail speed" if advanced else "turning ability"
    steps.append(
        RULINGS.step(
            "2.31.1", f"{what}, reconstructed by class (the counters are lost): {ratings}", r, "counter_ratings"
        )
    )
    for spec, ship in ships:
        if spec.type_key.strip().upper() == "FR-44":
            steps.append(
                RULINGS.step(
                    "3.2.8",
                    f"{ship.name}, a French 44, carries {ship.guns[0]} guns left and {ship.guns[1]} right",
                    r,
                    "french_44_guns",
                )
            )
    if advanced:
        full = [ship.name for ship in position.ships if ship.full_sails]
        said = f"{', '.join(full)} under full sails, every other ship" if full else "every ship"
        steps.append(Step("20.1.5.1", f"{said} under battle sails"))
    return RULINGS("what the set-up did", "the game starts", steps, kind="setup", facts={"ply": 0})


__all__ = ["setup_ruling"]
