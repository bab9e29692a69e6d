"""The wind: its eight points and changes [1.2, 1.5.1], a ship's attitude to it and her sailing points [4.1.1, 4.2].

The wind blows *from* one of the eight points of the compass (:class:`~sailkit.geometry.compass.Direction`) [1.2].
A ship's attitude is read off the Weather Gauge [4.1.1a], which the text lost: how far her bow lies off the eye of
the wind (0 degrees head to wind, 180 dead astern) falls in one of four sectors, In Irons, Close-Hauled, Reaching
and Running, whose angles are reading ``weather_gauge`` and whose dividing lines belong to the sector named by
reading ``gauge_boundary``. The attitude is read once, before the ship moves [4.1.1a].

Her sailing roll then scores a point per die at or above the attitude's number (4+ reaching or running, 5+
close-hauled, 6 in irons); a calm [1.5.2b], a gale [1.5.2c] or an anchor token [4.2] change the number, and a roll
with no success still gives one free point unless the ship is in irons or has an anchor token [4.1.1a].
Dice are data: :func:`sailing_points` takes the dice thrown.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from ...dice import check_die
from ...errors import InvalidInputError
from ...geometry.board import YAxis, format_real, measured, normalize, vector
from ...geometry.compass import Direction
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling, Step
from .dice import at_or_above
from .readings import RULINGS, chosen
from .ships import Ship


class Attitude(StrEnum):
    """A ship's attitude to the wind, from the bow sector of the Weather Gauge to the stern [4.1.1a]."""

    IN_IRONS = "in irons"
    CLOSE_HAULED = "close-hauled"
    REACHING = "reaching"
    RUNNING = "running"


class Weather(StrEnum):
    """What the wind is doing [1.5.2]."""

    BLOWING = "blowing"  #: the ordinary weather: nothing beyond the rules of sailing [1.5.2a]
    BECALMED = "becalmed"
    GALE = "gale"


#: Where each sector after In Irons begins, in degrees off the wind's eye, by reading ``weather_gauge``.
GAUGES: dict[str, tuple[float, float, float]] = {
    "quarters": (45.0, 90.0, 135.0),
    "sixths": (30.0, 90.0, 150.0),
    "narrow": (22.5, 90.0, 157.5),
}
_ORDER = (Attitude.IN_IRONS, Attitude.CLOSE_HAULED, Attitude.REACHING, Attitude.RUNNING)
#: The number each die must reach for a sailing point, by attitude [4.1.1b-e].
SCORES = {Attitude.IN_IRONS: 6, Attitude.CLOSE_HAULED: 5, Attitude.REACHING: 4, Attitude.RUNNING: 4}
_CASE = {Attitude.IN_IRONS: "4.1.1e", Attitude.CLOSE_HAULED: "4.1.1d", Attitude.REACHING: "4.1.1b"}


def wind_from(wind: Direction | str) -> Direction:
    """The point the wind blows from: ``wind_from("NE") == Direction.NE`` [1.2]."""
    return Direction.parse(wind)


def off_the_wind(heading: float, wind: Direction | str) -> float:
    """Degrees between the bow and the eye of the wind, 0 (head to wind) to 180 (wind dead astern)."""
    rel = normalize(wind_from(wind).degrees - heading)
    return measured(min(rel, 360.0 - rel))


def wind_side(heading: float, wind: Direction | str) -> str | None:
    """``"starboard"`` or ``"port"``: the side the wind comes over; ``None`` dead ahead or dead astern [4.1.1g]."""
    rel = normalize(wind_from(wind).degrees - heading)
    if rel in (0.0, 180.0):
        return None
    return "starboard" if rel < 180.0 else "port"


def attitude(heading: float, wind: Direction | str, readings: ReadingsLike | None = None) -> Ruling:
    """A ship's attitude to the wind [4.1.1a]: the Weather Gauge sector the wind enters (readings ``weather_gauge``,
    ``gauge_boundary``). ``attitude(90, "N").verdict == Attitude.REACHING`` (wind square on the beam). Facts:
    ``off_wind`` (degrees off the wind's eye), ``side``, ``wind``, ``heading`` and ``bounds`` (where each sector after
    In Irons begins, for a picture of the gauge)."""
    r = chosen(readings)
    off = off_the_wind(heading, wind)
    sternward = r["gauge_boundary"] == "sternward"
    bounds = GAUGES[r["weather_gauge"]]
    index = sum(1 for b in bounds if (off >= b if sternward else off > b))
    found = _ORDER[index]
    on_line = off in bounds
    side = wind_side(heading, wind)
    where = f"over the {side} side" if side else ("dead ahead" if off == 0.0 else "dead astern")
    steps = [
        Step("4.1.1a", f"the wind from {wind_from(wind)} comes {format_real(off)} degrees off the bow, {where}"),
        RULINGS.step(
            "4.1.1a",
            f"that is the {found.value} sector of the Weather Gauge"
            + (
                " (on a dividing line, which goes to the sector " + ("astern)" if sternward else "ahead)")
                if on_line
                else ""
            ),
            r,
            "weather_gauge",
            *(("gauge_boundary",) if on_line else ()),
        ),
    ]
    if found is Attitude.RUNNING:
        steps.append(Step("4.1.1c", "running: no tight turns (no tack, no wear) this move"))
    return RULINGS(
        f"attitude of a ship heading {format_real(normalize(heading))} in a wind from {wind_from(wind)}",
        found,
        steps,
        kind="attitude",
        facts={"off_wind": off, "side": side, "wind": wind_from(wind), "heading": normalize(heading), "bounds": bounds},
    )


def _pool(dice: Sequence[int], count: int, what: str) -> tuple[int, ...]:
    """The dice thrown, checked: ``count`` results of 1-6."""
    if isinstance(dice, (str, bytes)) or len(dice) != count:
        raise InvalidInputError(what, dice, f"{count} die results (one a die of the stat), each 1-6")
    return tuple(check_die(d) for d in dice)


def _weather(
    sky: Weather, at: Attitude, towed: bool, need: int, free: bool, r: Readings, steps: list[Step]
) -> tuple[int, bool]:
    """What a calm or a gale does to the score a sailing die needs and to the free point, written into ``steps``
    [1.5.2b, 1.5.2c]."""
    if sky is Weather.BECALMED:
        need = 5 if towed else 6
        steps.append(Step("1.5.2b", "becalmed: only 6s score" if not towed else "becalmed but towed: 5s and 6s score"))
        if r["becalmed_free_point"] == "none":
            free = False
            steps.append(RULINGS.step("1.5.2b", "no free point in a calm", r, "becalmed_free_point"))
    elif sky is Weather.GALE:
        if at is Attitude.REACHING:
            need = 3
            steps.append(Step("1.5.2c", "a gale: reaching ships score on 3 or more"))
        elif at is Attitude.CLOSE_HAULED:
            need, free = 6, False
            steps.append(Step("1.5.2c", "a gale: close-hauled ships score only on 6s and get no free point"))
        elif at is Attitude.IN_IRONS:
            steps.append(Step("1.5.2c", "a gale: a ship in irons takes a damage token unless she has one"))
    return need, free


def sailing_points(
    sailing: int,
    dice: Sequence[int],
    found: Attitude | str,
    *,
    anchor: bool = False,
    weather: Weather | str = Weather.BLOWING,
    towed: bool = False,
    entangled: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The sailing points a sailing ship's roll gives her [4.1.1a, 4.2, 1.5.2b, 1.5.2c, 4.3.3].

    ``dice`` are the results of her ``sailing`` dice; ``found`` is her attitude at the start of her move; ``anchor``
    whether she has an anchor token; ``towed`` whether her boats tow her in a calm; ``entangled`` that she rolls to
    disentangle, scoring only on 6s (she holds the anchor token entangling gave her, so no free point). The ruling's
    value is the
    points; ``facts["gale_damage"]`` says a gale gave her a damage token for lying in irons [1.5.2c].
    """
    r = chosen(readings)
    at = Attitude(found)
    sky = Weather(weather)
    if not isinstance(sailing, int) or isinstance(sailing, bool) or not 0 <= sailing <= 20:
        raise InvalidInputError("Sailing stat", sailing, "a whole number of dice from 0 to 20")
    thrown = _pool(dice, sailing, "sailing roll")
    need, free = SCORES[at], at is not Attitude.IN_IRONS
    steps: list[Step] = []
    gale_damage = sky is Weather.GALE and at is Attitude.IN_IRONS
    if at is Attitude.RUNNING:
        steps.append(Step("4.1.1c", "running: a point for each 4 or more"))
    else:
        steps.append(Step(_CASE[at], f"{at.value}: a point for each {need} or more".replace("6 or more", "6")))
    need, free = _weather(sky, at, towed, need, free, r, steps)
    if entangled:
        need, free = 6, False
        steps.append(Step("4.3.3", "entangled: to break free only 6s score, and her anchor token allows no free point"))
    elif anchor:
        need, free = 6, False
        steps.append(Step("4.2", "an anchor token: only 6s score, and no free point"))
        if at is Attitude.IN_IRONS:
            steps.append(Step("4.2", "in irons with an anchor token: she cannot move at all"))
            return _points(0, steps, sailing, thrown, at, gale_damage)
    hits = at_or_above(thrown, need)
    steps.append(Step("4.1.1a", f"{hits} of the dice {', '.join(map(str, thrown)) or '(none)'} score", hits))
    if hits == 0 and free:
        steps.append(Step("4.1.1a", "no success: one free momentum point", 1))
        hits = 1
    elif hits == 0:
        steps.append(Step("4.1.1a", "no success and no free point"))
    return _points(hits, steps, sailing, thrown, at, gale_damage)


def _points(
    points: int, steps: list[Step], sailing: int, thrown: tuple[int, ...], at: Attitude, gale_damage: bool
) -> Ruling:
    return RULINGS(
        f"sailing points of a ship {at.value}, rolling {sailing} dice",
        points,
        steps,
        value=points,
        measure="sailing point",
        kind="sailing_points",
        facts={"dice": thrown, "attitude": at, "gale_damage": gale_damage},
    )


def downwind(a: tuple[float, float], b: tuple[float, float], wind: Direction | str) -> float:
    """How many inches ``b`` lies downwind of ``a``: the run from ``a`` to ``b`` along the way the wind blows
    (negative: upwind), as a gale's fire [1.5.2c] and the Duel's order of moving (APP.2.3.2a) ask."""
    dx, dy = vector(wind_from(wind).degrees + 180.0, YAxis.NORTH)
    return measured((b[0] - a[0]) * dx + (b[1] - a[1]) * dy)


def gale_fire(firer: Ship, target: Ship, wind: Direction | str) -> Ruling:
    """How a gale changes ``firer``'s fire at ``target`` [1.5.2c]: a target whose mainmast lies downwind halves the
    Gunnery dice, one upwind moves every range band one longer, one square across the wind changes nothing. The
    verdict is ``"downwind"``, ``"upwind"`` or ``"across"``; the value how many inches that way. Facts for a picture:
    ``firer``, ``target``, ``wind`` and ``run`` (the value)."""
    run = downwind(firer.mainmast, target.mainmast, wind)
    way = "downwind" if run > 0 else "upwind" if run < 0 else "across"
    said = {
        "downwind": "her Gunnery dice are halved (a quarter with damage tokens too)",
        "upwind": "short range counts as medium, medium as long, long as extreme",
        "across": "neither downwind nor upwind: no change",
    }[way]
    steps = [
        Step("1.5.2c", f"{target.name}'s mainmast lies {format_real(abs(run))} inches {way} of {firer.name}'s: {said}")
    ]
    return RULINGS(
        f"a gale: is {target.name} downwind of {firer.name}",
        way,
        steps,
        also=firer.build.read("mainmast_point"),
        value=abs(run),
        measure="{} inches",
        kind="gale_fire",
        facts={"firer": firer, "target": target, "wind": wind_from(wind), "run": run},
    )


def duel_order(first: Ship, second: Ship, wind: Direction | str) -> Ruling:
    """Which ship of a Duel manoeuvres first: the one whose mainmast lies furthest downwind (APP.2.3.2a); the
    verdict is her name, or ``None`` when they lie level and a roll decides. Facts for a picture: ``firer``
    (``first``), ``target`` (``second``), ``wind`` and ``run`` (inches ``second`` lies downwind of ``first``)."""
    run = downwind(first.mainmast, second.mainmast, wind)
    leader = second.name if run > 0 else first.name if run < 0 else None
    said = f"{leader} lies {format_real(abs(run))} inches further downwind" if leader else "they lie level: roll for it"
    return RULINGS(
        "which ship manoeuvres first in the Duel",
        leader,
        [Step("APP.2.3.2a", said)],
        also=first.build.read("mainmast_point"),
        kind="duel_order",
        facts={"firer": first, "target": second, "wind": wind_from(wind), "run": run},
    )


#: The weather table [1.5.1]: the die's result, what happens, and the wind's turn in eighths (clockwise positive).
WEATHER_TABLE: dict[int, tuple[str, int]] = {
    1: ("becalmed", 0),
    2: ("the wind veers a point clockwise", 1),
    3: ("the wind veers a point clockwise", 1),
    4: ("the wind backs a point anticlockwise", -1),
    5: ("the wind backs a point anticlockwise", -1),
    6: ("a gale", 0),
}


def weather_change(die: int, wind: Direction | str, readings: ReadingsLike | None = None) -> Ruling:
    """What a tie of the natural initiative dice does to the weather [1.5.1] (from the second turn on).

    ``die`` is the result read on the weather table: the tied value or a fresh D6 (reading ``weather_die``). The
    verdict is the new :class:`Weather`; ``facts["wind"]`` the point the wind then blows from. Afterwards last
    turn's second player goes first.
    """
    r = chosen(readings)
    face = check_die(die, what="weather die")
    words, turn = WEATHER_TABLE[face]
    now = wind_from(wind).turned(turn)
    sky = Weather.BECALMED if face == 1 else Weather.GALE if face == 6 else Weather.BLOWING
    source = "the tied initiative value" if r["weather_die"] == "tied-value" else "a fresh D6"
    steps = [
        RULINGS.step(
            "1.5.1",
            f"the natural initiative dice tied: {source}, {face}, is read on the weather table",
            r,
            "weather_die",
        ),
        Step("1.5.1", words + (f": now from {now}" if turn else "")),
        Step("1.5.1", "last turn's second player goes first"),
    ]
    return RULINGS(f"the weather after a tie on {face}", sky, steps, kind="weather", facts={"wind": now, "die": face})


__all__ = [
    "GAUGES",
    "SCORES",
    "WEATHER_TABLE",
    "Attitude",
    "Weather",
    "attitude",
    "downwind",
    "duel_order",
    "gale_fire",
    "off_the_wind",
    "sailing_points",
    "weather_change",
    "wind_from",
    "wind_side",
]
