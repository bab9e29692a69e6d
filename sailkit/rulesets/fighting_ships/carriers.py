"""Carrier operations [8.2] and the spotters' landings [8.7]: where aircraft come from and how fast they go up.

Without a carrier on the table, each side's aircraft arrive and leave by a table edge of its own, the base beyond it
a die's throw plus one Game-Turns away (:func:`base_distance`). Rearming a counter takes a whole Game-Turn; a
carrier rearms a third of the counters she can carry in one (reading ``rearm_rounding``), a land base five more
(:func:`rearm_capacity`). A fleet carrier launches or recovers up to three counters a Game-Turn, a smaller one
(an escort carrier) one; both twice as many for jump jets or helicopters, and a land base twice a fleet carrier's;
ASW helicopters and spotters go up or come down one at a time (:func:`launch_rate`). Fixed-wing aircraft need the
carrier turned into the wind (reading ``into_wind``), and a carrier or base with three Damage tokens or more flies
nothing (:func:`may_fly`).

A spotter lands only on a ship that has stayed still a whole Game-Turn; a submarine's spotter needs a Game-Turn on
the surface to launch and two surfaced and still to be recovered [8.7] (:func:`spotter_landing`).
"""

from __future__ import annotations

from fractions import Fraction

from ...dice import check_die
from ...errors import IllegalActionError, UnknownChoiceError
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .dice import read_count, round_half_up
from .readings import RULINGS, chosen
from .wind import off_the_wind

#: Counters launched or recovered a Game-Turn by kind of deck [8.2].
RATES = {"fleet": 3, "escort": 1, "land": 6}
DECKS = tuple(RATES)
#: A land base rearms this many more counters a Game-Turn than a third of its capacity [8.2].
LAND_EXTRA = 5
#: Three Damage tokens or more and a carrier or base flies nothing [8.2].
GROUNDED_AT = 3
#: How close to the wind's eye a carrier into the wind heads, by reading ``into_wind`` [8.2].
INTO_WIND = {"compass-point": 22.5, "quarter": 45.0}


def base_distance(die: int) -> int:
    """How many Game-Turns away an off-table base lies: one and a die [8.2]."""
    return 1 + check_die(die)


def rearm_capacity(capacity: int, deck: str = "fleet", *, readings: ReadingsLike | None = None) -> Ruling:
    """How many counters a carrier of ``capacity`` counters (or a land base, ``deck="land"``) rearms in a
    Game-Turn [8.2]: a third of the capacity (reading ``rearm_rounding``), a land base five more."""
    if deck not in RATES:
        raise UnknownChoiceError("deck", deck, DECKS)
    r = chosen(readings)
    third = Fraction(read_count(capacity, "aircraft capacity"), 3)
    n = round_half_up(third) if r["rearm_rounding"] == "nearest" else int(third)
    steps: list[Step] = [RULINGS.step("8.2", f"a third of {capacity} counters: {n}", r, "rearm_rounding")]
    if deck == "land":
        n += LAND_EXTRA
        steps.append(Step("8.2", f"a land base has the room for {LAND_EXTRA} more: {n}"))
    return RULINGS("counters rearmed in a Game-Turn", n, steps, readings=r, value=n, measure="counter")


def launch_rate(deck: str, *, rotary: bool = False, utility: bool = False) -> Ruling:
    """How many counters a ``deck`` (``fleet``, ``escort`` carrier or ``land`` base) launches and recovers in a
    Game-Turn [8.2]: 3, 1 or 6, doubled on a carrier for jump jets and helicopters (``rotary``); ASW helicopters and
    spotters (``utility``) one at a time."""
    if deck not in RATES:
        raise UnknownChoiceError("deck", deck, DECKS)
    n = RATES[deck]
    steps = [Step("8.2", f"a {deck} deck launches or recovers {plural(n, 'counter')} a Game-Turn")]
    if utility:
        n = 1
        steps.append(Step("8.2", "ASW helicopters and spotters go one at a time"))
    elif rotary and deck != "land":
        n *= 2
        steps.append(Step("8.2", f"twice as many for jump jets and helicopters: {n}"))
    return RULINGS("counters launched or recovered a Game-Turn", n, steps, value=n, measure="counter")


def may_fly(
    name: str,
    damage: int,
    *,
    heading: float | None = None,
    wind: str | None = None,
    fixed_wing: bool = True,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Whether carrier ``name`` may launch or recover now [8.2]: fewer than three Damage tokens, and for fixed-wing
    aircraft her ``heading`` into the ``wind`` (reading ``into_wind``; a land base gives no heading). A refusal
    raises :class:`IllegalActionError` citing 8.2."""
    if read_count(damage, "Damage tokens") >= GROUNDED_AT:
        raise IllegalActionError(f"{name} has {damage} Damage tokens: three or more and she flies nothing", "8.2")
    steps = [Step("8.2", f"{name} has {plural(damage, 'Damage token')}: fewer than {GROUNDED_AT}, her deck works")]
    r = chosen(readings)
    if fixed_wing and heading is not None and wind is not None:
        off, allowed = off_the_wind(heading, wind), INTO_WIND[r["into_wind"]]
        if off > allowed:
            said = f"{name} heads {off:g} degrees off the wind: fixed wings need her within {allowed:g} of its eye"
            raise IllegalActionError(said, "8.2")
        steps.append(
            RULINGS.step("8.2", f"she heads {off:g} degrees off the wind's eye: into the wind", r, "into_wind")
        )
    elif not fixed_wing:
        steps.append(Step("8.2", "helicopters and jump jets need no wind"))
    return RULINGS(f"may {name} fly aircraft", True, steps, readings=r)


def spotter_landing(name: str, still_turns: int, *, submarine: bool = False, surfaced_turns: int = 0) -> Ruling:
    """Whether ship ``name`` may recover her spotter now [8.7]: she has stayed still a whole Game-Turn
    (``still_turns``); a submarine two, surfaced for both."""
    need = 2 if submarine else 1
    still, up = read_count(still_turns, "Game-Turns still"), read_count(surfaced_turns, "Game-Turns surfaced")
    ok = still >= need and (not submarine or up >= need)
    said = f"{name} has stayed still {plural(still, 'Game-Turn')}" + (
        f", surfaced {plural(up, 'Game-Turn')}" if submarine else ""
    )
    steps = [
        Step(
            "8.7", f"{said}; she needs {plural(need, 'Game-Turn')}" + (" surfaced and still" if submarine else " still")
        )
    ]
    return RULINGS(f"may {name} recover her spotter", ok, steps)


__all__ = [
    "DECKS",
    "GROUNDED_AT",
    "INTO_WIND",
    "LAND_EXTRA",
    "RATES",
    "base_distance",
    "launch_rate",
    "may_fly",
    "rearm_capacity",
    "spotter_landing",
]
