"""The set-up as a ruling: what each ship's log starts with, and the readings that filled it in [3.1, 3.2, 2.31].

Three readings act only when the logs are first filled in: ``ship_scale`` (the Basic Game's
scale of the charts) [16.2.1], ``counter_ratings`` (turning ability and full-sail speed, which no
chart prints) [2.31.1, 2.31.3] and ``french_44_guns`` (the French 44's chart row). No ruling of a
later action would name them, so a game's ruling before any action (:meth:`WoodenShipsGame.ruling
<sailkit.rulesets.wooden_ships.WoodenShipsGame.ruling>` at the start) is this one: each ship's log,
the readings that shaped it, and the sails each ship starts under [20.1.5.1].
"""

from __future__ import annotations

from dataclasses import replace

from ...geometry.hexes import HexGrid
from ...numbers import whole
from ...readings import Readings
from ...rulings import Ruling, Step
from ...wording import plural
from . import command, optional
from .actions import remember_names
from .readings import RULINGS
from .scenarios import Scenario, ShipSpec
from .ships import ship_type
from .state import Position, Ship, State, Status, Wind


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


def new_ship(
    spec: ShipSpec,
    level: str,
    readings: Readings,
    grid: HexGrid,
    rules: frozenset[str] = frozenset(),
    late_loading: bool = False,
) -> Ship:
    """A ship as her log is first filled in from her chart row [3.2, 16.2.1] (reading ship_scale for the Basic
    Game), her turning ability and full-sail speed from reading counter_ratings [2.31]; a crew newly arrived on
    station is larger under Optional Rule 41 [41.2.1]."""
    st = ship_type(spec.type_key, readings)
    if level == "basic" and readings["ship_scale"] == "halved":
        st = st.basic_scale()
    if "41" in rules:
        extra = optional.extra_crew(st, spec.traits)
        st = replace(st, crew=tuple(c + extra for c in st.crew))
    turning, full_speed = st.counter_ratings(readings)
    return Ship(
        spec.name,
        spec.side,
        st.key,
        spec.quality,
        grid.parse(spec.bow),
        spec.facing,
        st.hull,
        st.crew,
        st.guns,
        st.carronades,
        st.rigging,
        st.rigging,
        turning,
        st.class_number,
        st.point_value(spec.quality) or 0,
        full_speed=full_speed if level == "advanced" else 0,
        full_sails=spec.full_sails and level == "advanced",  # as the scenario sets her sails [20.1.5.1]
        traits=spec.traits,
        anchor="A" if "anchored" in spec.traits else "",
        mortars=(1 if st.mortars >= 2 else 0, 1 if st.mortars else 0),
        status=Status.WAITING if spec.enters else Status.ACTIVE,
        enters=spec.enters,
        loaded=(False, False) if late_loading and spec.enters <= 1 else (True, True),
    )


def first_state(setup: Scenario) -> State:
    """The state a game of ``setup`` starts in, before anything runs by itself: every ship's log as first filled in
    [3.2], the wind [3.1], the scenario's land, depths and Optional Rules, flag ships under command lag [32.1] and the
    wind's dice under variable wind [34.0]."""
    setup.check()
    remember_names([n for spec in setup.ships for n in (spec.name, spec.side)])
    r = setup.readings
    grid = setup.grid
    rules = frozenset(setup.optional)
    ships = [new_ship(spec, setup.level, r, grid, rules, setup.late_loading) for spec in setup.ships]
    land = frozenset(grid.parse(h) for h in setup.land)
    wind = Wind(setup.wind, setup.velocity, change=setup.change)
    pos = Position(1, wind, tuple(ships), land=land)
    first = "wind" if setup.level == "advanced" else "unfouling"
    state = State(
        pos,
        first,
        setup.level,
        max_turns=setup.turns,
        readings=r,
        grid=grid,
        anchoring=setup.anchors,
        optional=frozenset(setup.optional),
        depths=tuple(
            (grid.parse(h), whole(f, "depth", 0, 999)) for h, _, f in (d.partition(":") for d in setup.depths)
        ),
        late_loading=setup.late_loading,
    )
    if "32" in setup.optional:  # flag ships and squadrons [32.1]
        state = state.with_(flags=command.first_flags(state.position.ships))
    if "34" in setup.optional:  # the wind is rolled before the first turn [34.0]
        state = state.with_(pending=optional.variable_wind_tasks(setup.level, r))
    return state


__all__ = ["first_state", "new_ship", "setup_ruling"]
