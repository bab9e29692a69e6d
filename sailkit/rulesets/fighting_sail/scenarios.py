"""The nine scenarios [15.1-15.9], loaded from ``data/scenarios.csv`` (wind, deployments) and ``data/scenarios.json``
(game length [15.0], special rules such as 15.7's wheel hit, starting damage, provenance).

``scenario("15.4")`` is the starting :class:`~.state.Position`; ``scenario_info("15.8")`` its :class:`Scenario`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any, Literal

from ...errors import UnknownChoiceError
from ...geometry.compass import Direction
from ...geometry.squares import Square
from ...package_data import rows as table_rows
from ...package_data import text
from ...rulings import RuledStr, Step
from .board import name as square_name
from .board import square
from .readings import RULINGS, ReadingsLike, readings_for
from .ships import counter
from .state import Position, ShipState

FirstBroadside = Literal["standard", "15.8"]
#: Scenarios with this many ships or more may use the optional fastest-first movement rule [7.24].
SEVEN_OR_MORE = 7
#: Ship-state fields a scenario may set at the start (anything else in the data is an error).
_INITIAL_FIELDS = frozenset(f.name for f in fields(ShipState)) - {"counter", "side", "square", "facing"}


@dataclass(frozen=True)
class Deployment:
    """One ship's set-up: who owns it, where it starts and where its bow points [15.0 c, d]."""

    ship: str
    side: str
    square: Square
    facing: Direction

    def __str__(self) -> str:
        return f"{self.ship} ({self.side}) {square_name(self.square)} {self.facing}"


@dataclass(frozen=True)
class Scenario:
    """One scenario's set-up and special rules [15.0], each value with its provenance.

    ``game_length`` is ``None`` for the open-ended small scenarios [15.0];
    ``first_broadside`` is ``"15.8"`` where that scenario's rule replaces 9.33g;
    ``seven_or_more_ships`` says whether the optional 7.24 rule suits it.
    """

    id: str
    title: str
    wind: Direction
    deployments: tuple[Deployment, ...]
    game_length: int | None
    first_broadside: FirstBroadside
    seven_or_more_ships: bool
    notes: str
    special_rules: tuple[tuple[str, str], ...]  #: ``(case, rule in our own words)``
    initial: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]  #: ``(ship, ((field, value), ...))``
    provenance: tuple[tuple[str, tuple[str, str]], ...]  #: ``(value, (kind, case))``

    @property
    def sides(self) -> tuple[str, ...]:
        """The two sides' nationality codes, Player A first [15.0 c, d]."""
        return tuple(dict.fromkeys(d.side for d in self.deployments))

    @property
    def ships(self) -> tuple[str, ...]:
        return tuple(d.ship for d in self.deployments)

    def provenance_of(self, value: str) -> RuledStr:
        """Where one value of the set-up comes from: ``"printed"``, ``"derived"`` or ``"convention"`` [15.0]."""
        table = dict(self.provenance)
        if value not in table:
            raise UnknownChoiceError("scenario value", value, tuple(table))
        kind, case = table[value]
        why = _KINDS.get(kind, kind)
        ruling = RULINGS(
            f"provenance of the {value} of scenario {self.id}",
            kind,
            (Step(case, f"the {value} of scenario {self.id}: {why}"),),
        )
        return RuledStr(kind, ruling)

    def position(self, *, readings: ReadingsLike | None = None) -> Position:
        """The starting position: Game-Turn 1, the wind, every ship in place with its starting state [15.0]."""
        start = dict(self.initial)
        ships = []
        for d in self.deployments:
            changes = dict(start.get(d.ship, ()))
            ships.append(ShipState(counter(d.ship), d.side, d.square, d.facing, **changes))
        return Position(wind=self.wind, ships=tuple(ships), turn=1, scenario=self.id, readings=readings_for(readings))

    def __str__(self) -> str:
        length = "open-ended [15.0]" if self.game_length is None else f"{self.game_length} Game-Turns"
        lines = [f"{self.id} {self.title}: wind from {self.wind}, {length}"]
        lines += [f"  {d}" for d in self.deployments]
        lines += [f"  [{case}] {rule}" for case, rule in self.special_rules]
        return "\n".join(lines)


_KINDS = {
    "printed": "stated in the rules text",
    "derived": "counted from printed values",
    "convention": "the map's compass rose is lost; North is taken as toward row 01, East toward column 30",
}


@lru_cache(maxsize=1)
def _load() -> dict[str, Scenario]:
    rows: dict[str, list[dict[str, str]]] = {}
    for row in table_rows(__package__, "data/scenarios.csv"):
        rows.setdefault(row["scenario_id"], []).append(row)
    extra = {s["id"]: s for s in json.loads(text(__package__, "data/scenarios.json"))["scenarios"]}
    if set(extra) != set(rows):
        raise ValueError(f"scenarios.json and scenarios.csv list different scenarios: {sorted(set(extra) ^ set(rows))}")
    out: dict[str, Scenario] = {}
    for sid, ship_rows in rows.items():
        info = extra[sid]
        deployments = tuple(
            Deployment(counter(r["ship"]).name, r["side"], square(r["square"]), Direction.parse(r["facing"]))
            for r in ship_rows
        )
        for d in deployments:
            if d.side != counter(d.ship).nationality:
                raise ValueError(
                    f"scenario {sid}: {d.ship} deployed for {d.side}, counter says {counter(d.ship).nationality}"
                )
        printed_length = ship_rows[0]["game_length"]
        if str(info["game_length"] or "open") != printed_length:
            raise ValueError(f"scenario {sid}: game length differs between scenarios.csv and scenarios.json")
        initial = []
        for ship, changes in info["initial"].items():
            bad = set(changes) - _INITIAL_FIELDS
            if bad:
                raise ValueError(f"scenario {sid}: unknown starting state {sorted(bad)} for {ship}")
            initial.append((counter(ship).name, tuple(sorted(changes.items()))))
        out[sid] = Scenario(
            id=sid,
            title=ship_rows[0]["title"],
            wind=Direction.parse(ship_rows[0]["wind"]),
            deployments=deployments,
            game_length=info["game_length"],
            first_broadside=info["first_broadside"],
            seven_or_more_ships=len(deployments) >= SEVEN_OR_MORE,
            notes=info["notes"],
            special_rules=tuple((c, t) for c, t in info["special_rules"]),
            initial=tuple(initial),
            provenance=tuple((k, (v[0], v[1])) for k, v in info["provenance"].items()),
        )
    return out


def scenarios() -> tuple[Scenario, ...]:
    """All nine scenarios in case order [15.1-15.9]."""
    return tuple(_load().values())


def scenario_info(scenario_id: str) -> Scenario:
    """The :class:`Scenario` record for an id such as ``"15.8"`` [15.0]."""
    table = _load()
    key = scenario_id.strip() if isinstance(scenario_id, str) else None
    if key not in table:
        raise UnknownChoiceError("scenario", scenario_id, tuple(table))
    return table[key]


def scenario(scenario_id: str, *, readings: ReadingsLike | None = None) -> Position:
    """The starting :class:`~.state.Position` of a scenario: ``scenario("15.4")`` [15.0, 15.1-15.9].

    Game-Turn 1, the scenario's wind, every ship at its square and facing for its
    side, with any starting damage (15.7: Alliance has a wheel hit [10.32]).
    """
    return scenario_info(scenario_id).position(readings=readings)


__all__ = ["Deployment", "Scenario", "scenario", "scenario_info", "scenarios"]
