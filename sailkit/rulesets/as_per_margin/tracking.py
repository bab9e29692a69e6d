"""SHIP TYPES AND TRACKING CHARTS: rates by gun count, the chart of each rate, hits, pumps, striking and sinking.

A chart has two rows of mast boxes, port and starboard gun boxes, and two rows of hull
boxes [APM-16a, 16b, 16d]. Only the 1st Rate chart is printed (six boxes a row); the
smaller rates come from the reading ``lesser_rate_charts`` [APM-16f]. The boxes printed and those crossed off are
:mod:`.chart`'s :class:`Chart` and :class:`Damage`; this module rules what crosses them off.
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from ...dice import Distribution, check_die
from ...errors import InvalidInputError
from ...readings import ReadingsLike, said
from ...rulings import RuledInt, Ruling, Step, reads_as_ruling
from ...wording import agree, plural
from . import citations as c
from .chart import FIRST_RATE, Chart, Damage, Side, guns_left, is_damaged, is_dismasted, is_sunk, mans_pumps
from .readings import READINGS, RULINGS

#: The printed rate bands [APM-16]: rate, fewest guns, most guns (None: no upper limit).
RATE_BANDS: tuple[tuple[int, int, int | None], ...] = (
    (1, 100, None),
    (2, 90, 98),
    (3, 64, 80),
    (4, 50, 60),
    (5, 32, 44),
    (6, 20, 30),
)


def _check_guns(guns: object) -> int:
    if isinstance(guns, bool) or not isinstance(guns, int) or not 1 <= guns <= 200:
        raise InvalidInputError("gun count", guns, "a whole number of guns from 1 to 200")
    return guns


@reads_as_ruling
class ChartFound(NamedTuple):
    """A ship's tracking chart [APM-16], printed or reconstructed for her rate, and the ruling that says which."""

    chart: Chart
    ruling: Ruling


@reads_as_ruling
class HitsMarked(NamedTuple):
    """The boxes crossed off after hits [APM-16], and the ruling that says where each hit went."""

    damage: Damage
    ruling: Ruling


def rate_of(guns: int, readings: ReadingsLike | None = None) -> RuledInt:
    """The rate of a ship of ``guns`` guns [APM-16]; a count between bands follows ``rate_gaps``."""
    r = READINGS.resolve(readings)
    guns = _check_guns(guns)
    for rate, lo, hi in RATE_BANDS:
        if guns >= lo and (hi is None or guns <= hi):
            steps = [Step(c.RATES, f"{guns} guns lie in the band of the {_ordinal(rate)} rate")]
            return RuledInt(rate, RULINGS("rate", rate, steps, readings=r, keys=("rate_gaps",), value=rate))
    if r["rate_gaps"] == "refuse":
        raise InvalidInputError(
            "gun count", guns, f"a count inside a printed rate band (reading: {said('rate_gaps', 'refuse')})"
        )

    def gap(band: tuple[int, int, int | None]) -> tuple[int, int]:
        _, lo, hi = band
        far = lo - guns if guns < lo else guns - (hi if hi is not None else guns)
        return (far, -lo)  # nearest first; a tie goes to the band with more guns

    rate = min(RATE_BANDS, key=gap)[0]
    steps = [
        Step(c.RATES, f"{guns} guns fall between the printed bands"),
        Step(c.RATES, f"the nearest band is the {_ordinal(rate)} rate's (reading rate_gaps)"),
    ]
    return RuledInt(rate, RULINGS("rate", rate, steps, readings=r, keys=("rate_gaps",), value=rate))


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def chart_for(guns: int, readings: ReadingsLike | None = None) -> ChartFound:
    """The tracking chart of a ship of ``guns`` guns: the printed 1st Rate chart, or the ``lesser_rate_charts`` reading."""
    r = READINGS.resolve(readings)
    rate = rate_of(guns, r)
    if rate == 1:
        steps = [Step(c.RATES, "a 1st Rate uses the printed chart: six boxes a row")]
        return ChartFound(
            FIRST_RATE, RULINGS("tracking chart", "1st Rate chart", steps, readings=r, keys=("rate_gaps",))
        )
    how = r["lesser_rate_charts"]
    if how == "supplied":
        raise InvalidInputError(
            "tracking chart", f"{guns} guns", "the ship's own chart (reading lesser_rate_charts=supplied)"
        )
    n = 6 if how == "first-rate" else max(2, min(6, int(Fraction(6 * guns, 100) + Fraction(1, 2))))
    chart = Chart(n, n, n, reconstructed=True)
    steps = [
        Step(c.RATES, f"{guns} guns make a {_ordinal(rate)} rate"),
        Step(c.LESSER_CHARTS, f"its chart is lost: {n} boxes a row (reading lesser_rate_charts={how})"),
    ]
    keys = ("rate_gaps", "lesser_rate_charts")
    return ChartFound(chart, RULINGS("tracking chart", f"{n} boxes a row", steps, readings=r, keys=keys))


def has_struck(chart: Chart, damage: Damage, readings: ReadingsLike | None = None, side: Side | None = None) -> bool:
    """Out of guns [APM-12b, 16b]: every gun box, or (``strike_condition=engaged-side``) the side just hit."""
    r = READINGS.resolve(readings)
    if r["strike_condition"] == "engaged-side" and side is not None:
        return guns_left(chart, damage, side) == 0
    return damage.port == chart.guns_side and damage.starboard == chart.guns_side


def _changes(chart: Chart, old: Damage, new: Damage, readings: ReadingsLike, facing: Side) -> list[tuple[str, str]]:
    """What the new boxes crossed off change in the ship's state, with the clause of each change."""
    out = []
    if is_damaged(chart, new) and not is_damaged(chart, old):
        out.append((c.MASTS, "top row of masts gone: the ship is damaged"))
    if is_dismasted(chart, new) and not is_dismasted(chart, old):
        out.append((c.MASTS, "every mast box gone: the ship is dismasted"))
    if mans_pumps(chart, new) and not mans_pumps(chart, old):
        out.append((c.HULL, "half the hull boxes gone: the crew mans the pumps"))
    if is_sunk(chart, new):
        out.append((c.HULL, "every hull box gone: the ship sinks"))
    elif has_struck(chart, new, readings, facing) and not has_struck(chart, old, readings, facing):
        out.append((c.GUNS, "no gun boxes left: the ship strikes"))
    return out


def _check_hits(facing: object, **counts: int) -> None:
    for what, v in counts.items():
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 1000:
            raise InvalidInputError(f"{what} hits", v, "a whole number of hits from 0 to 1000")
    if facing not in ("P", "S"):
        raise InvalidInputError("side facing the firer", facing, "'P' or 'S'")


def _gun_hits(
    chart: Chart, damage: Damage, guns: int, facing: Side, shared: str, steps: list[Step]
) -> tuple[int, int, int]:
    """Gun boxes crossed off, port and starboard, by ``guns`` hits [APM-10, 16b]: on the ``facing`` side, carried to the
    other once it is empty, or when ``shared`` names the shot that shares them ("a rake") between both with the odd
    one to the hull [APM-16c]. Adds its steps; gives the port and starboard boxes crossed off and the hull hits the
    sharing sends on."""
    boxes = {"P": damage.port, "S": damage.starboard}
    extra_hull = 0
    if shared and guns:
        half, extra_hull = divmod(guns, 2)
        odd = "the odd one to the hull" if extra_hull else "no odd hit for the hull"
        steps.append(
            Step(c.ALLOCATION, f"{shared} shares {plural(guns, 'gun hit')}: {half} port, {half} starboard, {odd}")
        )
        shares: list[tuple[Side, int]] = [("P", half), ("S", half)]
    else:
        shares = [(facing, guns)] if guns else []
        if guns:
            steps.append(Step(c.HIT_NOTE, f"{plural(guns, 'gun hit')} on the side facing the firer ({facing})"))
    for side, n in shares:
        other: Side = "S" if side == "P" else "P"
        took = min(n, chart.guns_side - boxes[side])
        carried = min(n - took, chart.guns_side - boxes[other])
        boxes[side] += took
        boxes[other] += carried
        if n > took:
            steps.append(Step(c.GUNS, f"side {side} has no gun boxes left: {_carried(carried, n - took - carried)}"))
    return boxes["P"], boxes["S"], extra_hull


def apply_hits(
    chart: Chart,
    damage: Damage,
    *,
    masts: int = 0,
    guns: int = 0,
    hull: int = 0,
    facing: Side = "P",
    rake: bool = False,
    share: bool = False,
    readings: ReadingsLike | None = None,
) -> HitsMarked:
    """Cross off boxes for hits: masts top row first, guns on the side facing the firer (shared out on a rake), hull.

    Mast hits beyond the last box are misses [APM-16a]. Gun hits go to the ``facing``
    side and carry to the other once it is empty [APM-10, 16b]. On a rake the gun hits
    (``rake_split=all-hits``: mast hits too) are shared between both sides, an odd one
    going to the hull [APM-10, 16c]; ``share`` shares the gun hits of a shot along the keel
    that is no rake the same way (reading ``end_on_guns=shared``). Hull hits beyond the last
    box change nothing more.
    """
    r = READINGS.resolve(readings)
    damage.check(chart)
    _check_hits(facing, mast=masts, gun=guns, hull=hull)
    steps: list[Step] = []
    keys: tuple[str, ...] = ("strike_condition",)
    if share:
        keys += ("end_on_guns",)
    if rake:
        keys += ("rake_split",)
        if r["rake_split"] == "all-hits" and masts:
            steps.append(
                Step(
                    c.HIT_NOTE,
                    f"{plural(masts, 'mast hit')} of the rake {agree(masts, 'joins', 'join')} the shared hits (reading rake_split)",
                )
            )
            guns, masts = guns + masts, 0
    m = min(masts, chart.masts - damage.masts)
    if masts:
        lost = f", {masts - m} more {agree(masts - m, 'misses', 'miss')}: no mast boxes left" if masts > m else ""
        steps.append(Step(c.MASTS, f"{plural(m, 'mast box')} crossed off{lost}"))
    sharing = "a rake" if rake else "a shot along the keel" if share else ""
    port, star, extra_hull = _gun_hits(chart, damage, guns, facing, sharing, steps)
    to_hull = hull + extra_hull  # the rake's odd gun hit goes into the hull with the others [APM-16c]
    h = min(to_hull, chart.hull - damage.hull)
    if to_hull:
        odd = "" if not extra_hull else " (the rake's odd gun hit)" if not hull else " (one the rake's odd gun hit)"
        spent = f", {to_hull - h} more {agree(to_hull - h, 'finds', 'find')} no hull box left" if to_hull > h else ""
        steps.append(Step(c.HULL, f"{plural(to_hull, 'hull hit')}{odd}{spent}"))
    new = Damage(damage.masts + m, port, star, damage.hull + h)
    status = _changes(chart, damage, new, r, facing)
    steps.extend(Step(case, words) for case, words in status)
    verdict = ", ".join(w.split(": ")[-1] for _, w in status) or _crossed_off(damage, new)
    struck = not is_sunk(chart, new) and has_struck(chart, new, r, facing) and not has_struck(chart, damage, r, facing)
    facts = {"damage": new, "struck": struck, "sunk": is_sunk(chart, new), "chart": chart, "before": damage}
    return HitsMarked(new, RULINGS("hits", verdict, steps, readings=r, keys=keys, facts=facts, kind="hits"))


def _crossed_off(old: Damage, new: Damage) -> str:
    """What the hits crossed off, when they change nothing in the ship's state: "2 mast boxes and 1 hull box crossed
    off", or "no box crossed off" (no hits, or none found a box left)."""
    counts = [
        (new.masts - old.masts, "mast box"),
        (new.port + new.starboard - old.port - old.starboard, "gun box"),
        (new.hull - old.hull, "hull box"),
    ]
    said = [plural(n, noun) for n, noun in counts if n]
    if not said:
        return "no box crossed off"
    return (", ".join(said[:-1]) + " and " + said[-1] if len(said) > 1 else said[0]) + " crossed off"


def _carried(carried: int, lost: int) -> str:
    """Gun hits a full side passes on [APM-16b]: "1 hit carries to the other side", "2 hits carry ...", and any
    the other side has no box left for either."""
    words = []
    if carried:
        words.append(f"{plural(carried, 'hit')} {agree(carried, 'carries', 'carry')} to the other side")
    if lost:
        who = f"{lost} more" if carried else plural(lost, "hit")
        words.append(f"{who} {agree(lost, 'finds', 'find')} no gun box left on the other side either")
    return ", ".join(words)


PUMP_RESULTS = {
    1: "no effect",
    2: "no effect",
    3: "no effect",
    4: "no effect",
    5: "one more gun hit",
    6: "one more hull hit",
}


def pumps(die: int) -> Ruling:
    """A crew called from the pumps to fight throws a d6 [APM-16e]: 1-4 nothing, 5 a gun hit (the ship picks the side), 6 a hull hit."""
    die = check_die(die, what="pumps die")
    result = PUMP_RESULTS[die]
    steps = [Step(c.PUMPS, f"a {die} when the crew leaves the pumps: {result}")]
    return RULINGS("called from the pumps", result, steps, facts={"dice": (("pumps die", (die,)),)}, kind="pumps")


def pumps_odds() -> Distribution:
    """Exact chances of the pumps throw [APM-16e]: nothing 2/3, a gun hit 1/6, a hull hit 1/6."""
    return Distribution.uniform(PUMP_RESULTS.values())


__all__ = [
    "ChartFound",
    "HitsMarked",
    "FIRST_RATE",
    "RATE_BANDS",
    "Chart",
    "Damage",
    "Side",
    "apply_hits",
    "chart_for",
    "guns_left",
    "has_struck",
    "is_damaged",
    "is_dismasted",
    "is_sunk",
    "mans_pumps",
    "pumps",
    "pumps_odds",
    "rate_of",
]
