"""Movement notation [7.0-7.2]: attitude to the wind, the allowance, and a written order carried out step by step.

A written order (``L1R1``, ``2``, ``R``, ``0``) is a list of elements: ``L`` or ``R`` is
one 60-degree pivot on the bow hex, a number is that many hexes straight ahead
[7.2.2, 7.2.3]. :func:`carry_out` walks the elements in the order written [7.2.4] and
stops at the first one the rules forbid [7.2.7]; everything before it is carried out.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from functools import lru_cache

from ...errors import InvalidInputError
from ...geometry.hexes import Hex, HexDirection, HexGrid, TwoHexShip
from ...numbers import whole
from ...readings import Readings
from ...rulings import Ruling, Step
from ...wording import agree, plural
from .readings import READINGS, RULINGS
from .tables import ALLOWANCE, ATTITUDE_BY_SIXTHS

_PLOT = re.compile(r"[LR0-9B]*")
MAX_PLOT_LENGTH = 24


def read_plot(text: str) -> str:
    """A written order in its canonical form: upper case, runs of straight hexes as one number (``l1 1r`` -> ``L2R``)."""
    words = text.upper().split() if isinstance(text, str) else []
    t = "".join(words)
    if not t or len(t) > MAX_PLOT_LENGTH or not _PLOT.fullmatch(t):
        raise InvalidInputError("movement order", text, "L, R and numbers, e.g. 'L1R1', '2' or '0' [7.2]")
    # a space keeps two numbers apart: "1 1" is two hexes, not eleven
    return format_plot([e for word in words for e in plot_elements(word)])


def plot_elements(text: str) -> Iterator[str]:
    """``"L2R"`` -> ``L F F R``: each element one step [7.2.2, 7.2.3]; ``B`` backs sails for a step [20.2]."""
    for m in re.finditer(r"[LRB]|[0-9]+", text):
        tok = m.group(0)
        if tok[0] in "0123456789":
            yield from "F" * whole(tok, "hexes straight ahead [7.2.2]", 0, 99)
        else:
            yield tok


@lru_cache(maxsize=4096)
def plot_shape(plot: str) -> tuple[bool, bool]:
    """(does the order turn, does it sail a hex ahead): all an order's notes need to know of it [20.1.5.2, 20.5]."""
    elements = tuple(plot_elements(plot))
    return any(e in "LR" for e in elements), "F" in elements


def format_plot(elements: list[str] | tuple[str, ...]) -> str:
    """The elements written back as an order; no element at all is ``0`` [7.2.6]."""
    out, run = [], 0
    for e in elements:
        if e == "F":
            run += 1
            continue
        if run:
            out.append(str(run))
            run = 0
        out.append(e)
    if run:
        out.append(str(run))
    return "".join(out) or "0"


def attitude(facing: HexDirection, wind_to: HexDirection, readings: Readings | None = None) -> str:
    """A, B, C or D: how a ship heading ``facing`` lies to a wind blowing toward ``wind_to`` [7.1.3]."""
    r = READINGS.resolve(readings)
    toward = wind_to if r["wind_arrow"] == "toward" else wind_to.opposite()
    return ATTITUDE_BY_SIXTHS[toward.sixths_to(facing)]


def allowance(speed: int, att: str, rigging_lost: int = 0, head_to_wind: int = 0) -> int:
    """Hexes allowed by the chart for ``speed`` in attitude ``att``, one less per emptied rigging section, never below 0 [7.1.4, 11.4.4.1, 7.1.17]."""
    chart = ALLOWANCE[speed][att] if att != "D" else max(ALLOWANCE[speed][att], head_to_wind)
    return max(0, chart - rigging_lost)


@dataclass(frozen=True)
class Mover:
    """What the allowance of one ship depends on."""

    counter: TwoHexShip
    speed: int
    rigging_lost: int
    turning: int
    can_move: bool = True  #: False with no crew or no rigging [11.4.2.2, 11.4.4.1]
    locked: bool = False  #: fouled or grappled: no movement, no pivot [8.3.6, 9.1.6]
    advanced: bool = False  #: Advanced Game orders (B) allowed
    after_stop: bool = False  #: the bow did not leave its hex last phase: turning limits apply [20.4.1]
    after_turn: bool = False  #: last phase's movement ended on a turn [20.4.2]
    becalmed: bool = False  #: wind velocity 0: pivots only [18.2.2.3]
    spring: str = ""  #: anchored by the bow ("bow") or the stern ("stern"): spring turns only [20.3.4]
    spring_lost: bool = False  #: an anchor cable is lost: no spring turns either [20.3.8.2]
    wind_shadow: int = 0  #: hexes of allowance lost to a ship upwind alongside (Optional Rule 37)
    land: frozenset[Hex] = frozenset()  #: land hexes: no ship sails into them [3.1.5]
    #: water too shallow for her draught: she runs aground there (Optional Rule 38)
    shoals: frozenset[Hex] = frozenset()
    #: hexes she may move in attitude D: 1 for a fore-and-aft rig every second turn (Optional Rule 40)
    head_to_wind: int = 0
    #: full-sail hexes lost to a foul, uncoppered hull (Optional Rule 41.1.1)
    foul_hull: int = 0
    #: a mast over the side: a hex slower and no turning (Optional Rule 36.2.2)
    turning_lost: bool = False
    #: land wrecks a ship that sails onto it instead of stopping her (Optional Rule 38.3)
    wrecks: bool = False
    #: hexes of allowance lost to towing a ship (Optional Rule 35.2)
    towing: int = 0
    #: the hexes of the ship she tows: neither her bow nor her swinging stern may enter them (Optional Rule 35.4.2)
    tow: frozenset[Hex] = frozenset()
    #: she enters the map this turn: the first hex entered is paid for before her order starts [7.2.8, 8.1.2]
    entering: bool = False
    #: dismasted and adrift long enough: one 60-degree pivot on the bow hex is all she may do [8.2.5]
    adrift_turn: bool = False

    @property
    def turning_limit(self) -> int:
        """Pivots allowed: the turning ability, one less after a stop [7.1.9, 20.4.1.2]."""
        if self.turning_lost:
            return 0
        return max(0, self.turning - 1) if self.after_stop else self.turning


@dataclass(frozen=True)
class Plan:
    """A written order as carried out: the elements done, each step's counter, and where it stopped."""

    written: str
    done: tuple[str, ...]
    counters: tuple[TwoHexShip, ...]  #: the counter after each element done
    stopped_at: int | None  #: index of the first forbidden element, or None
    ruling: Ruling
    kept_out: bool = False  #: an entering ship with no allowance for the first hex: she does not enter [7.2.8]

    @property
    def text(self) -> str:
        return format_plot(self.done)

    @property
    def aground(self) -> bool:
        """The last hex entered was too shallow (Optional Rule 38)."""
        return bool(self.counters) and self.done[-1] == "F" and "38.1" in self.ruling.cases

    @property
    def wrecked(self) -> bool:
        """The last hex entered was land (Optional Rule 38.3)."""
        return bool(self.counters) and self.done[-1] == "F" and "38.3" in self.ruling.cases

    @property
    def moved(self) -> bool:
        """True if the bow entered at least one new hex [8.2.1]."""
        return "F" in self.done

    @property
    def points(self) -> int:
        """Movement points used (for the fouling and grappling modifiers) [8.3.5.7, 9.1.4.5]."""
        return len(self.done)


def carry_out(
    mover: Mover,
    written: str,
    wind_to: HexDirection,
    grid: HexGrid | None = None,
    readings: Readings | None = None,
) -> Plan:
    """Carry out a written order, stopping at the first forbidden element [7.1, 7.2.7].

    In order: a pivot a hex [7.1.8], no more than the turning ability [7.1.9], a hex of allowance each [7.1.10,
    7.1.11] (free once at 0 [7.1.15]); a hex ahead costs one [7.1.5] within the starting attitude's allowance
    [7.1.13] and the present attitude's chart [7.1.12]; nothing after turning into D [7.1.16]. Locked or unable ships
    do nothing [8.3.6, 11.4.2.2]; ``grid`` is the map edge, none the open sea [15.0] (reading ``map_edge``)."""
    r = READINGS.resolve(readings)
    elements = tuple(plot_elements(read_plot(written)))  # a typo is refused, never skipped [7.2]
    special = _adrift_turn if mover.adrift_turn else _spring if mover.spring else None  # [8.2.5, 20.3.4]
    if special is not None:
        return special(mover, written, elements, r)
    att_of = {d: attitude(d, wind_to, r) for d in HexDirection}
    start_att = att_of[mover.counter.facing]
    total = allowance(mover.speed, start_att, _slowed(mover), mover.head_to_wind)
    steps = [Step("7.1.3", f"starts in attitude {start_att}"), Step("7.1.4", f"allowance {total}", total)]
    steps += _optional_losses(mover)
    kept_out = _entering(mover, written, elements, total, start_att, steps, r)
    if kept_out is not None:
        return kept_out
    used = int(mover.entering)  # the first hex entered counts against the allowance [7.2.8]
    walk = _Walk(mover, att_of, total, steps, mover.counter, used, per_attitude={start_att: used})
    stop = walk.run(elements, grid, r)
    text = format_plot(walk.done)
    verdict = f"carries out {text}" + ("" if stop is None else f" of {format_plot(elements)}")
    chart = "full_sail_chart" if mover.speed >= 5 else "battle_sail_chart"  # speeds 5-7 are the full-sail chart's
    ruling = RULINGS(
        f"what does the order {written} do?",
        verdict,
        walk.steps,
        readings=r,
        keys=(
            "attitudes",
            chart,
            "wind_arrow",
            *(("entry_place",) if mover.entering else ()),
            *_stop_keys(mover, elements),
        ),
        value=total - walk.used,
        # "carries out R1, 2 hexes of allowance left" [7.1.4]
        measure=f"{{}} {agree(total - walk.used, 'hex')} of allowance left",
        facts={
            "written": written,
            "done": text,
            "stopped_at": stop,
            "start": mover.counter,
            "path": tuple(walk.counters),
            "wind": wind_to,
        },
        kind="movement",
    )
    return Plan(written, tuple(walk.done), tuple(walk.counters), stop, ruling)


def _stop_keys(mover: Mover, elements: tuple[str, ...]) -> tuple[str, ...]:
    """Reading ``stop_backing`` when an order after a stop writes backed sails beside a turn [20.4.1.1, 20.2]."""
    beside = "B" in elements and any(e in "LR" for e in elements)
    return ("stop_backing",) if mover.advanced and mover.after_stop and beside else ()


def _slowed(mover: Mover) -> int:
    """Hexes of allowance lost in every attitude: rigging sections shot away [11.4.4.1], a ship taking her wind (37.1),
    a foul hull (41.1.1), a mast over the side (36.2.2), a ship in tow (35.2)."""
    return mover.rigging_lost + mover.wind_shadow + mover.foul_hull + mover.turning_lost + mover.towing


@dataclass
class _Walk:
    """An order being carried out element by element: where the ship stands and what she has spent so far [7.1]."""

    mover: Mover
    att_of: dict[HexDirection, str]  #: the attitude of each heading [7.1.3]
    total: int  #: the allowance, fixed by the attitude at the start [7.1.13]
    steps: list[Step]
    counter: TwoHexShip
    used: int = 0
    turns: int = 0
    turned_here: bool = False
    free_pivot_used: bool = False
    in_d: bool = False  #: turned into attitude D: movement is over [7.1.16]
    per_attitude: dict[str, int] = field(default_factory=dict)  #: hexes sailed in each attitude [7.1.12]
    done: list[str] = field(default_factory=list)
    counters: list[TwoHexShip] = field(default_factory=list)
    ended: bool = False  #: the hex last entered ended her move: land or shoal water (Optional Rule 38)

    def run(self, elements: tuple[str, ...], grid: HexGrid | None, r: Readings) -> int | None:
        """Carry out ``elements`` in order [7.2.4]; the index of the first not carried out, or ``None``."""
        for i, e in enumerate(elements):
            why, case, keys = self.check(e, elements[i + 1 :], grid, r)
            if why:
                reason = f"element {i + 1} ({e}) is not carried out: {why}; the order stops here [7.2.7]"
                self.steps.append(RULINGS.step(case, reason, r, *keys) if keys else Step(case, reason))
                return i
            self.take(e, self.att_of[self.counter.facing], case)
            if e == "F" and self.stranded():
                return i + 1 if i + 1 < len(elements) else None
        return None

    def check(
        self, e: str, later: tuple[str, ...], grid: HexGrid | None, r: Readings
    ) -> tuple[str, str, tuple[str, ...]]:
        """Why element ``e`` may not be carried out next, written before ``later`` (``""`` if it may), the rule that
        says so (or that allows it) and the readings it consulted."""
        why, case = self.forbidden(e, self.att_of[self.counter.facing], grid)
        keys: tuple[str, ...] = ()
        if not why and self.mover.advanced:  # an Advanced Game limit; if none, the case that allowed it stands
            limit, limit_case, keys = _advanced_forbidden(self.mover, e, self.done, later, r)
            if limit:  # (a free pivot at allowance 0 stays free [7.1.15])
                why, case = limit, limit_case
        return why, case, keys

    def then(self, e: str, grid: HexGrid | None, r: Readings) -> _Walk | None:
        """A copy of this walk one element further, as :meth:`run` carries out an order's last element, or ``None``
        when the rules forbid it here; :attr:`ended` says whether the hex entered ends her move."""
        why, case, _ = self.check(e, (), grid, r)
        if why:
            return None
        after = replace(
            self, steps=[], per_attitude=dict(self.per_attitude), done=list(self.done), counters=list(self.counters)
        )
        after.take(e, after.att_of[after.counter.facing], case)
        after.ended = e == "F" and after.stranded()
        return after

    def take(self, e: str, att: str, case: str) -> None:
        """Carry out one element: a pivot [7.1.10, 7.1.15], a backed sail [20.2] or a hex ahead [7.1.5]."""
        if e in "LR":
            self.counter = self.counter.turned(-1 if e == "L" else 1)
            self.turns += 1
            self.turned_here = True
            if case == "7.1.15":
                self.free_pivot_used = True
                self.steps.append(Step("7.1.15", f"pivots {e} for nothing (allowance 0)"))
            else:
                self.used += 1
                self.steps.append(Step("7.1.10", f"pivots {e} into attitude {self.att_of[self.counter.facing]}", -1))
            if self.att_of[self.counter.facing] == "D" and not self.mover.head_to_wind:
                self.in_d = True
        elif e == "B":
            self.used += 1
            self.steps.append(Step("20.2", "backs sails: a step spent standing still", -1))
        else:
            self.counter = self.counter.advanced(1)
            self.used += 1
            self.per_attitude[att] = self.per_attitude.get(att, 0) + 1
            self.turned_here = False
            self.steps.append(Step("7.1.5", f"one hex ahead in attitude {att}", -1))
        self.done.append(e)
        self.counters.append(self.counter)

    def stranded(self) -> bool:
        """The hex just entered ends her move: land wrecks her (Optional Rule 38.3), shoal water grounds her (38.1)."""
        if self.counter.bow in self.mover.land:
            self.steps.append(Step("38.3", "she sails onto land and is wrecked: her move ends here"))
            return True
        if self.counter.bow in self.mover.shoals:
            self.steps.append(Step("38.1", "she runs aground in water no deeper than her draught: her move ends here"))
            return True
        return False

    def forbidden(self, e: str, att: str, grid: HexGrid | None) -> tuple[str, str]:
        """Why element ``e`` may not be carried out now (``""`` if it may), and the rule that says so."""
        mover, c = self.mover, self.counter
        if not mover.can_move:
            return "no crew or no rigging: the ship cannot move", "11.4.2.2"
        if mover.locked:
            return "fouled or grappled: the ship may only drift", "8.3.6"
        if self.in_d:
            return "turned into attitude D: movement is over", "7.1.16"
        if mover.tow and e in "LRF":
            after = c.advanced(1) if e == "F" else c.turned(-1 if e == "L" else 1)
            if set(after.hexes) & mover.tow:
                return "the ship she tows lies there", "35.4.2"
        if e in "LR":
            return self.forbidden_pivot()
        if e == "F":
            return self.forbidden_hex(att, grid)
        if not mover.advanced:  # "B"
            return "backing sails is an Advanced Game order", "20.2"
        if self.used >= self.total:
            return f"allowance {self.total} used up", "20.2"
        return "", "20.2"

    def forbidden_hex(self, att: str, grid: HexGrid | None) -> tuple[str, str]:
        """Why she may not sail a hex ahead now [7.1.5, 7.1.12, 7.1.15, 15.0, 3.1.5]."""
        cap = allowance(self.mover.speed, att, _slowed(self.mover), self.mover.head_to_wind)
        ahead = self.counter.advanced(1).bow
        if self.free_pivot_used:
            return "after the free pivot nothing more may be done", "7.1.15"
        if self.used >= self.total:
            return f"allowance {self.total} used up", "7.1.5"
        if self.per_attitude.get(att, 0) >= cap:
            return f"attitude {att} allows only {plural(cap, 'hex')}", "7.1.12"
        if grid is not None and ahead not in grid:
            return "the bow would leave the map", "15.0"
        if ahead in self.mover.land and not self.mover.wrecks:
            return "land ahead", "3.1.5"
        return "", "7.1.5"

    def forbidden_pivot(self) -> tuple[str, str]:
        """Why she may not pivot now [7.1.8, 7.1.9, 7.1.11], or the case that lets her (a free pivot [7.1.15])."""
        started = bool(self.done)
        if self.turned_here:
            return "a second pivot in the same hex", "7.1.8"
        if self.turns >= self.mover.turning_limit and not (self.mover.after_stop and not started):
            return f"turning ability {self.mover.turning_limit} used up", "7.1.9"
        if self.total == 0 and not self.free_pivot_used and not started:
            return "", "7.1.15"
        if self.used >= self.total:
            return "no allowance left for a pivot", "7.1.11"
        return "", "7.1.10"


def _optional_losses(mover: Mover) -> list[Step]:
    """The hexes of allowance lost to a tow (Optional Rule 35.2) or to a ship taking her wind (37.1), said apart."""
    steps = []
    if mover.towing:
        steps.append(Step("35.2", f"{plural(mover.towing, 'hex')} lost to the ship in tow (counted in the allowance)"))
    if mover.wind_shadow:
        steps.append(
            Step(
                "37.1", f"{plural(mover.wind_shadow, 'hex')} lost to a ship taking her wind (counted in the allowance)"
            )
        )
    return steps


def _entering(
    mover: Mover, written: str, elements: tuple[str, ...], total: int, att: str, steps: list[Step], r: Readings
) -> Plan | None:
    """A ship entering the map pays the first hex from her allowance (a step is added); with no allowance for it
    she stays off the map and nothing of her order is done: that plan is returned [7.2.8] (reading entry_place)."""
    if not mover.entering:
        return None
    if total >= 1:
        steps.append(Step("7.2.8", f"she enters the map: the first hex counts against her allowance in {att}", -1))
        return None
    steps.append(Step("7.2.8", "no allowance for the first hex on the map: she cannot enter this turn"))
    ruling = RULINGS(
        f"what does the order {written} do?",
        "she cannot enter this turn",
        steps,
        readings=r,
        keys=("entry_place",),
        facts={"written": written, "done": "0", "stopped_at": 0 if elements else None, "start": mover.counter},
        kind="movement",
    )
    return Plan(written, (), (), 0 if elements else None, ruling, kept_out=True)


def _spring(mover: Mover, written: str, elements: tuple[str, ...], r: Readings) -> Plan:
    """Anchored by the bow or stern: up to 120 degrees one way, pivoting on the anchored hex, nothing else [20.3.4, 20.3.4.1]."""
    c = mover.counter
    done: list[str] = []
    counters: list[TwoHexShip] = []
    steps = [Step("20.3.4.1", f"anchored by the {mover.spring}: spring turns only, up to 120 degrees one way")]
    stop = None
    if mover.spring_lost and elements:
        stop = 0
        steps.append(Step("20.3.8.2", "an anchor cable is lost: she may no longer turn at anchor; nothing is done"))
        elements = ()
    for i, e in enumerate(elements):
        if e not in "LR" or len(done) == 2 or (done and e != done[0]) or not mover.can_move:
            stop = i
            steps.append(
                Step(
                    "20.3.4.1", f"element {i + 1} ({e}) is not carried out: a spring turn is one or two pivots one way"
                )
            )
            break
        k = -1 if e == "L" else 1
        c = c.turned(k) if mover.spring == "bow" else c.turned_about_stern(k)
        done.append(e)
        counters.append(c)
        steps.append(Step("20.3.4", f"pivots {e} on the {mover.spring} hex"))
    return _pivots_plan(mover, written, done, counters, stop, steps)


def _pivots_plan(
    mover: Mover,
    written: str,
    done: list[str],
    counters: list[TwoHexShip],
    stop: int | None,
    steps: list[Step],
    readings: Readings | None = None,
    keys: tuple[str, ...] = (),
) -> Plan:
    """The plan of an order that may only pivot in place (a spring turn [20.3.4], a dismasted ship's turn [8.2.5])."""
    text = format_plot(done)
    ruling = RULINGS(
        f"what does the order {written} do?",
        f"carries out {text}",
        steps,
        readings=readings,
        keys=keys,
        facts={"written": written, "done": text, "stopped_at": stop, "start": mover.counter, "path": tuple(counters)},
        kind="movement",
    )
    return Plan(written, tuple(done), tuple(counters), stop, ruling)


def _adrift_turn(mover: Mover, written: str, elements: tuple[str, ...], r: Readings) -> Plan:
    """A dismasted ship that has waited out her turns adrift may make a single 60-degree pivot, nothing else
    [8.2.5-8.2.5.3] (reading dismasted_wait)."""
    c = mover.counter
    done: list[str] = []
    counters: list[TwoHexShip] = []
    steps = [Step("8.2.5", "dismasted, and adrift long enough: one 60-degree turn is all she may do")]
    stop = None
    for i, e in enumerate(elements):
        if e not in "LR" or done or mover.locked:
            stop = i
            steps.append(Step("8.2.5", f"element {i + 1} ({e}) is not carried out: a dismasted ship only turns once"))
            break
        c = c.turned(-1 if e == "L" else 1)
        done.append(e)
        counters.append(c)
        steps.append(Step("8.2.5", f"pivots {e} on the bow hex; the wait starts again [8.2.5.4]"))
    return _pivots_plan(mover, written, done, counters, stop, steps, r, ("dismasted_wait",))


def dismasted_wait(turning: int) -> int:
    """Turns a dismasted ship must spend adrift before a 60-degree turn: 3 with turning ability 1, 2 with 2, 1 with
    3 (and with more) [8.2.5.1-8.2.5.3]."""
    return max(1, 4 - turning)


def _advanced_forbidden(
    mover: Mover, e: str, done: list[str], later: tuple[str, ...], r: Readings
) -> tuple[str, str, tuple[str, ...]]:
    """The Advanced Game's limits on what a ship may do after a stop or a turn [20.4.1, 20.4.2, 18.2.2.3]: why ``e``
    may not follow ``done`` (``later`` are the elements written after it), the rule, and the readings consulted.

    Backed sails keep a ship where she is [20.2], so a ``B`` written first never hides the turn that opens her move
    (``BR1`` after a turn is ``BR`` [20.4.2.1]). Whether a ``B`` is other movement beside a turn in place after a stop
    is reading ``stop_backing`` [20.4.1.1]."""
    if not mover.advanced:
        return "", "", ()
    if mover.becalmed and e in "FB":
        return "becalmed: a ship may only pivot", "18.2.2.3", ()
    moves = [x for x in done if x != "B"]  # what she has done but stand still
    opened_with_turn = bool(moves) and moves[0] in "LR" and "F" not in moves
    if mover.after_stop:
        backing_moves = r["stop_backing"] == "other-movement"
        counted = done if backing_moves else moves
        in_place = bool(counted) and counted[0] in "LR" and "F" not in counted
        keys = ("stop_backing",) if "B" in (e, *done) else ()
        if in_place and (e != "B" or backing_moves):
            return "after a stop, a pivot in place must be the whole move", "20.4.1.1", keys
        if e in "LR" and counted and "F" not in counted:
            return "after a stop, a ship must sail a hex straight ahead before turning", "20.4.1.1", keys
    if mover.after_turn and opened_with_turn and len(moves) == 1 and (e != "B" or any(x != "B" for x in later)):
        why = (
            "last move ended on a turn: a move that starts with a turn may be nothing more, the rest is void [20.4.2.1]"
        )
        return why, "20.4.2", ()
    return "", "", ()


def legal_plots(
    mover: Mover, wind_to: HexDirection, grid: HexGrid | None = None, readings: Readings | None = None
) -> list[str]:
    """Every order that is carried out whole, shortest first (``0`` first): the sensible choices [7.1, 7.2.6].

    ``B`` only at the start, where it times a move [20.2]. In open water the orders are worked out for her counter
    moved to one place, so every ship with that heading and log shares them, turn to turn."""
    if _in_open_water(mover, grid):
        mover, grid = replace(mover, counter=TwoHexShip(_OPEN_WATER, mover.counter.facing)), None
    return list(_legal_plots(mover, wind_to, grid, READINGS.resolve(readings)))


#: where a ship in open water is placed to work out her orders
_OPEN_WATER = Hex(0, 0)


def _reach(mover: Mover) -> int:
    """The most hexes her bow may sail in one order: her largest allowance in any attitude [7.1.4, 7.1.13] (a
    fore-and-aft rig's hex head to wind among them, Optional Rule 40)."""
    chart = ALLOWANCE[mover.speed]
    return max(0, max(*chart.values(), mover.head_to_wind) - _slowed(mover))


def _in_open_water(mover: Mover, grid: HexGrid | None) -> bool:
    """Nothing where she lies can stop or hold any order of hers: no land, shoal nor tow, and the map (if it has
    edges) holds every hex within her :func:`_reach` of her bow. A hex ``n`` away lies at most ``n`` columns and
    ``n + 1`` rows away, whichever columns sit half a hex lower."""
    if mover.land or mover.shoals or mover.tow or mover.speed not in ALLOWANCE:
        return False
    if grid is None:
        return True
    n = _reach(mover)
    col, row = grid.offset(mover.counter.bow)
    return n < col <= grid.columns - n and n + 1 < row <= grid.rows - n - 1


@lru_cache(maxsize=4096)
def _legal_plots(mover: Mover, wind_to: HexDirection, grid: HexGrid | None, readings: Readings) -> tuple[str, ...]:
    if not mover.can_move or mover.locked:
        return ("0",)
    if mover.adrift_turn:
        return ("0", "L", "R")
    if mover.spring:
        return ("0",) if mover.spring_lost else ("0", "L", "R", "LL", "RR")
    return ("0", *sorted(_whole_orders(mover, wind_to, grid, readings), key=lambda p: (len(p), p)))


def _whole_orders(mover: Mover, wind_to: HexDirection, grid: HexGrid | None, r: Readings) -> set[str]:
    """Every order carried out whole, each found by walking one element on from the order it lengthens (an order is
    carried out whole only if the orders it lengthens are [7.2.7]), as :func:`carry_out` walks them [7.1]. Each element
    is checked as an order's last: what is written after an element never changes whether it is carried out in the
    orders listed here, as only a backed sail after a turn depends on it [20.4.2.1] and backed sails are listed only
    at the start of an order [20.2]."""
    att_of = {d: attitude(d, wind_to, r) for d in HexDirection}
    start_att = att_of[mover.counter.facing]
    total = allowance(mover.speed, start_att, _slowed(mover), mover.head_to_wind)
    if mover.entering and total < 1:  # she cannot enter: nothing of any order is done [7.2.8]
        return set()
    used = int(mover.entering)  # the first hex entered counts against the allowance [7.2.8]
    start = _Walk(mover, att_of, total, [], mover.counter, used, per_attitude={start_att: used})
    options = ("L", "R", "F", "B") if mover.advanced else ("L", "R", "F")
    found: set[str] = set()
    frontier: list[tuple[tuple[str, ...], _Walk]] = [((), start)]
    while frontier:
        nxt = []
        for elements, walk in frontier:
            for e in options:
                if e == "B" and any(x != "B" for x in elements):
                    continue  # backing sails is offered before the move, to time it (BBB1 [20.2]); other orders may still be written
                after = walk.then(e, grid, r)
                if after is not None:
                    found.add(format_plot(after.done))
                    if not after.ended:  # she stops where she ran aground or was wrecked (Optional Rule 38)
                        nxt.append(((*elements, e), after))
        frontier = nxt
    return found


__all__ = [
    "Mover",
    "Plan",
    "allowance",
    "attitude",
    "carry_out",
    "dismasted_wait",
    "format_plot",
    "legal_plots",
    "plot_elements",
    "plot_shape",
    "read_plot",
]
