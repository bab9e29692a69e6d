"""Aircraft types [8.1, 8.7] and how they fly [8.3].

Every aircraft counter carries one load before it goes home to rearm; the text rationalises the types into a table
of loads and air combat values, which is data here (``data/aircraft.csv``, read by :func:`aircraft_types`): a
type's ``kind`` (``piston``, ``jet``, ``helicopter``; jump jets fly as helicopters), the loads it may carry (each
alternative one of ``bomb``, ``2 bomb``, ``torpedo``, ``missile``, ``mine``, ``marine``, ``depth-charge``,
``kamikaze`` or ``cap``, a combat air patrol), its combat value and whether that value counts only in defence,
whether it stays on station all game (patrol planes and AWACS) and whether it is spent in one sortie (kamikazes and
the CAM fighter). ASW helicopters and spotter planes are rows too, worth at most 1 in air combat [8.7]. The CAM
fighter's value is reading ``cam_value``.

Flying [8.3]: piston aircraft, helicopters and jump jets fly 10 to 36 inches a Game-Turn, jets 16 to 50; in the
Game-Turn one launches, lands or arrives from off the table only half as far. A turn needs 6 inches flown straight
first, and is 90 degrees at most (180 for helicopters and jump jets); reading ``air_turns`` says whether that allows
one turn a move (as the text's "a single turn" says) or one after every 6 inches. Helicopters and jump jets may
hover, never two Game-Turns running. :func:`flight` rules a move given as legs.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ...errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .dice import halved
from .measuring import at_most
from .readings import RULINGS, chosen

#: The least and most a Game-Turn's flight covers, in inches, by kind [8.3].
FLIGHT = {"piston": (10.0, 36.0), "helicopter": (10.0, 36.0), "jet": (16.0, 50.0)}
#: Straight flight before a turn, and the largest turn, by kind [8.3].
RUN_BEFORE_TURN = 6.0
MAX_TURN = {"piston": 90.0, "jet": 90.0, "helicopter": 180.0}
#: The loads a type may carry [8.1].
LOADS = ("bomb", "2 bomb", "torpedo", "missile", "mine", "marine", "depth-charge", "kamikaze", "cap")


@dataclass(frozen=True)
class AircraftType:
    """One row of the aircraft table [8.1, 8.7]: its loads (alternatives), air combat value, and how it serves."""

    key: str
    name: str
    kind: str
    loads: tuple[str, ...]
    combat: int
    defence_only: bool
    on_station: bool
    one_shot: bool
    note: str = ""

    def value(self, readings: ReadingsLike | None = None) -> int:
        """Its combat value [8.1], the CAM fighter's under reading ``cam_value``."""
        if self.key == "cam-fighter":
            return int(chosen(readings)["cam_value"].removeprefix("as-fighter-"))
        return self.combat


@cache
def aircraft_types() -> Mapping[str, AircraftType]:
    """Every aircraft type of 8.1 and 8.7, by key (``"dive-bomber"``), in the text's order."""
    text = resources.files(__package__ or "sailkit.rulesets.fighting_ships").joinpath("data/aircraft.csv")
    out: dict[str, AircraftType] = {}
    for row in csv.DictReader(io.StringIO(text.read_text(encoding="utf-8"))):
        loads = tuple(row["loads"].split("|")) if row["loads"] else ()
        assert row["kind"] in FLIGHT and set(loads) <= set(LOADS), row  # the data file is ours
        yes = {k: row[k] == "yes" for k in ("defence", "station", "one_shot")}
        out[row["key"]] = AircraftType(
            row["key"], row["name"], row["kind"], loads, int(row["combat"]),
            yes["defence"], yes["station"], yes["one_shot"], row["note"],
        )  # fmt: skip
    return out


def aircraft_type(key: str | AircraftType) -> AircraftType:
    """The type named ``key`` (``"fighter-3"``), or an error listing them."""
    if isinstance(key, AircraftType):
        return key
    types = aircraft_types()
    if key not in types:
        raise UnknownChoiceError("aircraft type", key, tuple(types))
    return types[key]


def flight_limits(kind: str, first: bool = False) -> tuple[float, float]:
    """The least and most an aircraft of ``kind`` flies this Game-Turn [8.3]: the most halved (rounded up [1.4]) in
    the Game-Turn it launches, lands or arrives (``first``)."""
    if kind not in FLIGHT:
        raise UnknownChoiceError("aircraft kind", kind, tuple(FLIGHT))
    low, high = FLIGHT[kind]
    return low, float(halved(int(high))) if first else high


def flight(
    plane: str | AircraftType,
    legs: Sequence[tuple[float, float]],
    *,
    first: bool = False,
    hovered_last: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Whether a counter of type ``plane`` may fly ``legs`` this Game-Turn [8.3]: each leg a straight run in inches
    then a turn in degrees (clockwise positive; 0 for none). No legs, or all of 0 inches, is a hover. A move the rules
    forbid raises :class:`IllegalActionError` citing 8.3; the verdict is the inches flown."""
    t, r = aircraft_type(plane), chosen(readings)
    low, high = flight_limits(t.kind, first)
    total = sum(float(run) for run, _ in legs)
    steps = [
        Step(
            "8.3",
            f"a {t.kind} aircraft flies {low:g} to {high:g} inches" + (", half on its first turn" if first else ""),
        )
    ]
    if total == 0:
        if t.kind != "helicopter" or hovered_last:
            why = "it hovered last Game-Turn" if hovered_last else "only helicopters and jump jets hover"
            raise IllegalActionError(f"the {t.name} may not hover: {why}", "8.3")
        steps.append(Step("8.3", "it hovers, which it did not last Game-Turn"))
        return RULINGS(f"may the {t.name} fly", 0.0, steps, value=0.0)
    if not at_most(total, high) or not at_most(low, total):
        raise IllegalActionError(f"the {t.name} flies {total:g} inches: it must fly {low:g} to {high:g}", "8.3")
    turns, run = 0, 0.0
    for inches, degrees in legs:
        run += float(inches)
        if degrees:
            turns += 1
            if abs(degrees) > MAX_TURN[t.kind] or not at_most(RUN_BEFORE_TURN, run):
                why = f"a turn of at most {MAX_TURN[t.kind]:g} degrees after {RUN_BEFORE_TURN:g} inches straight"
                raise IllegalActionError(f"the {t.name} turns {degrees:g} after {run:g} inches: {why}", "8.3")
            run = 0.0
    if turns > 1 and r["air_turns"] == "one-per-move":
        raise IllegalActionError(f"the {t.name} turns {turns} times: one turn a move (reading air_turns)", "8.3")
    said = f"{total:g} inches with {turns} turn{'s' if turns != 1 else ''}, each after {RUN_BEFORE_TURN:g} straight"
    steps.append(RULINGS.step("8.3", said, r, "air_turns"))
    return RULINGS(f"may the {t.name} fly", total, steps, readings=r, value=total, measure="{} inches")


def loads_of(plane: str | AircraftType, load: str) -> str:
    """``load`` checked against what type ``plane`` may carry [8.1]; an error listing its loads otherwise."""
    t = aircraft_type(plane)
    if load not in t.loads:
        raise InvalidInputError(f"load of a {t.name}", load, " or ".join(t.loads) or "nothing [8.1]")
    return load


__all__ = [
    "FLIGHT",
    "LOADS",
    "MAX_TURN",
    "RUN_BEFORE_TURN",
    "AircraftType",
    "aircraft_type",
    "aircraft_types",
    "flight",
    "flight_limits",
    "loads_of",
]
