"""Section 5.0 Wind: points of sail and Movement Allowances.

The angle between a ship's bow and the direction the wind comes from sets its point
of sail [5.22]; its point of sail and Sailing Value [5.21] set how many Movement
Points it has this turn, before the damage caps of rigging [10.2] and masts [10.31]
and after the studding-sail shift [13.33].
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.compass import Direction
from ...rulings import RuledInt, RuledStr, Ruling, Step, used
from .readings import RULINGS, Readings, ReadingsLike, readings_for

PointOfSail = Literal["taken aback", "beating", "beam reaching", "broad reaching", "running"]

#: The five points of sail by the angle between bow and wind source, in 45-degree steps [5.22].
POINTS_OF_SAIL: tuple[PointOfSail, ...] = ("taken aback", "beating", "beam reaching", "broad reaching", "running")
SAILING_VALUES = ("A", "B", "C")

#: Printed and derived Sailing Value A allowances [5.22, 7.2 example, 13.33].
_A_TABLE: Mapping[str, int] = {"beating": 3, "beam reaching": 4, "broad reaching": 6, "running": 5}
#: Printed broad-reach allowances of all three grades [5.22 example].
_BROAD = {"A": 6, "B": 5, "C": 4}

#: Studding sails rate a ship one point of sail better for its allowance [13.33].
STUDDING_SHIFT: Mapping[str, str] = {
    "beating": "beam reaching",
    "beam reaching": "running",
    "running": "broad reaching",
    "broad reaching": "broad reaching",
}


def sailing_value(text: str) -> str:
    """Check a Sailing Value [5.21]: ``"A"``, ``"B"`` or ``"C"``."""
    if isinstance(text, str) and text.strip().upper() in SAILING_VALUES:
        return text.strip().upper()
    raise UnknownChoiceError("sailing value", text, SAILING_VALUES)


def wind_angle(heading: Direction, wind: Direction) -> int:
    """Eighths of a turn (0-4) between the bow and the direction the wind blows from [5.0]."""
    r = heading.eighths_to(wind)
    return min(r, 8 - r)


def point_name(heading: Direction, wind: Direction) -> str:
    """The point of sail's name alone, ``str(point_of_sail(heading, wind))`` without its ruling [5.22]: what the
    movement rules ask for every step they try."""
    return POINTS_OF_SAIL[wind_angle(heading, wind)]


def wind_side(heading: Direction, wind: Direction) -> str:
    """Which side the wind comes over [5.22; used by heaving to 7.91 and wearing 7.42]: ``"starboard"``, ``"port"``, ``"ahead"`` or ``"astern"``."""
    r = heading.eighths_to(wind)
    return "ahead" if r == 0 else "astern" if r == 4 else "starboard" if r < 4 else "port"


def point_of_sail(
    heading: str | Direction,
    wind: str | Direction,
    *,
    readings: ReadingsLike | None = None,
) -> RuledStr:
    """The point of sail of a ship heading ``heading`` with the wind from ``wind`` [5.22].

    0 degrees off the wind is taken aback [7.6], 45 beating, 90 beam reaching, 135
    broad reaching and 180 running (wind dead astern, as 7.44 describes it). No
    reading applies; ``readings`` is accepted (and checked) like every entry point's.
    """
    h, w = Direction.parse(heading), Direction.parse(wind)
    readings_for(readings)
    k = wind_angle(h, w)
    pos = point_name(h, w)
    ruling = RULINGS(
        f"point of sail heading {h} with the wind from {w}",
        pos,
        (Step("5.22", f"the bow is {45 * k} degrees off the wind's source, so the ship is {pos}"),),
    )
    return RuledStr(pos, ruling)


def table_allowance(sv: str, pos: str, readings: Readings) -> int:
    """The uncapped allowance for a grade and a point of sail, by reading ``ma_table`` [5.22]."""
    if pos == "taken aback":
        return 0
    a = _A_TABLE[pos]
    if sv == "A" or pos == "broad reaching":
        return _BROAD[sv] if pos == "broad reaching" else a
    if readings["ma_table"] == "minus_one":
        return a - SAILING_VALUES.index(sv)
    return a * _BROAD[sv] // _BROAD["A"]


def movement_allowance(
    sailing: str,
    heading: str | Direction,
    wind: str | Direction,
    *,
    rigging_hits: int = 0,
    masts_lost: int = 0,
    studding: bool = False,
    readings: ReadingsLike | None = None,
) -> RuledInt:
    """Movement Points for this turn [5.22, 7.1], after studding sails [13.33] and damage caps [10.2, 10.31].

    ``movement_allowance("A", heading="E", wind="N") == 4`` (beam reaching). A ship
    taken aback has no allowance: it gets no command and drifts [6.1, 8.11]. A ship
    dead in the water from mast damage [10.41a-b] has none either.
    """
    sv = sailing_value(sailing)
    h, w = Direction.parse(heading), Direction.parse(wind)
    for what, n in (("rigging hits", rigging_hits), ("masts lost", masts_lost)):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise InvalidInputError(what, n, "a whole number 0 or more")
    r = readings_for(readings)
    pos = point_name(h, w)
    steps = [Step("5.22", f"heading {h} with the wind from {w} is {pos}")]
    none = _no_allowance(pos, rigging_hits, masts_lost)
    if none is not None:
        steps.append(none)
        return _ruled(0, sv, h, w, steps, ())
    rated = pos
    if studding:
        rated = STUDDING_SHIFT[pos]
        steps.append(
            Step(
                "13.33",
                f"studding sails set: rated as {rated}"
                if rated != pos
                else "studding sails set: no change when broad reaching",
            )
        )
    ma = table_allowance(sv, rated, r)
    reading_keys: tuple[str, ...] = ()
    if sv != "A" and rated != "broad reaching":
        reading_keys = ("ma_table",)
        steps.append(Step("5.22", f"Sailing Value {sv} {rated}: {ma} (lost table, reading ma_table={r['ma_table']})"))
    else:
        steps.append(Step("5.22", f"Sailing Value {sv} {rated}: {ma}"))
    for case, cap, why in _damage_caps(sv, rigging_hits, masts_lost):
        if ma > cap:
            steps.append(Step(case, why, cap - ma))
            ma = cap
        else:
            steps.append(Step(case, why + f"; {ma} is already within it"))
    return _ruled(ma, sv, h, w, steps, used(r, *reading_keys))


def allowance_points(
    sv: str, heading: Direction, wind: Direction, rigging_hits: int, masts_lost: int, studding: bool, r: Readings
) -> int:
    """``int(movement_allowance(...))`` without its ruling, for a Sailing Value and damage already checked: what
    the Movement Phase hands every ordered ship as it begins [5.22, 7.1, 10.2, 10.31, 13.33]."""
    point = point_name(heading, wind)
    if point == "taken aback" or masts_lost >= 3 or (masts_lost >= 1 and rigging_hits >= 2):
        return 0  # the cases of :func:`_no_allowance` [6.1, 10.41a-b]
    ma = table_allowance(sv, STUDDING_SHIFT[point] if studding else point, r)
    return min([ma] + [cap for _, cap, _ in _damage_caps(sv, rigging_hits, masts_lost)])


def _no_allowance(point: str, rigging_hits: int, masts_lost: int) -> Step | None:
    """Why a ship has no allowance at all: taken aback, it gets no command and drifts [6.1, 8.11]; dead in the
    water from mast damage, it gets none either [10.41a-b, 10.42]. ``None`` when it has one."""
    if point == "taken aback":
        return Step("6.1", "a ship taken aback gets no command, so it has no allowance; it drifts [8.11]")
    if masts_lost >= 3 or (masts_lost >= 1 and rigging_hits >= 2):
        why = "three masts lost" if masts_lost >= 3 else "a mast lost and 2 or more rigging hits"
        return Step("10.41", f"{why}: the ship is dead in the water and gets no command [10.42]")
    return None


def _damage_caps(sv: str, rigging_hits: int, masts_lost: int) -> list[tuple[str, int, str]]:
    """The caps damage puts on the allowance, each with its case and words: rigging hits [10.2], masts lost [10.31]."""
    caps = []
    if rigging_hits >= 4:
        caps.append(("10.2", 3, f"{rigging_hits} rigging hits cap the allowance at 3"))
    elif rigging_hits >= 2:
        caps.append(("10.2", 4, f"{rigging_hits} rigging hits cap the allowance at 4"))
    if masts_lost == 2:
        caps.append(("10.31", 3, "two masts lost cap the allowance at 3"))
    elif masts_lost == 1:
        cap = 3 if sv == "C" else 4
        caps.append(("10.31", cap, f"a mast lost caps a Sailing Value {sv} ship at {cap}"))
    return caps


def sailing_rose(
    wind: str | Direction,
    sailing: str = "A",
    *,
    rigging_hits: int = 0,
    masts_lost: int = 0,
    studding: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The point of sail and the Movement Allowance on each of the eight headings, the wind from ``wind`` [5.22, 7.1]:
    the sailing rose, after studding sails [13.33] and damage caps [10.2, 10.31] as :func:`movement_allowance`.

    The verdict reads each heading with its allowance, North first (``"N 0, NE 3, E 4 ..."``); ``facts["headings"]``
    holds ``(heading, point of sail, allowance)`` for each, what its picture draws (kind ``rose``).
    """
    w, sv = Direction.parse(wind), sailing_value(sailing)
    rows = []
    steps = []
    consulted: list[tuple[str, str]] = []
    for h in Direction:
        point = point_name(h, w)
        ma = movement_allowance(
            sv, h, w, rigging_hits=rigging_hits, masts_lost=masts_lost, studding=studding, readings=readings
        )
        rows.append((h, point, int(ma)))
        steps.append(Step("5.22", f"heading {h}: {point}, Movement Allowance {int(ma)}"))
        consulted += [kv for kv in ma.readings if kv not in consulted]
    return RULINGS(
        f"the points of sail with the wind from {w} for Sailing Value {sv}",
        tuple(f"{h.name} {ma}" for h, _, ma in rows),
        steps,
        also=consulted,
        facts={"wind": w, "sailing": sv, "headings": tuple(rows)},
        kind="rose",
    )


def _ruled(
    ma: int, sv: str, h: Direction, w: Direction, steps: list[Step], readings: tuple[tuple[str, str], ...]
) -> RuledInt:
    ruling = RULINGS(
        f"movement allowance of a Sailing Value {sv} ship heading {h}, wind from {w}",
        ma,
        steps,
        also=readings,
        value=ma,
    )
    return RuledInt(ma, ruling)
