"""Mines [9.1.5]: counters laid from about 1850 on that go off when a ship comes within 4 inches.

* a capable ship lays one mine or red-herring counter a Game-Turn, a capable aircraft one mine [9.1.5];
* a ship that comes within 4 inches of a mine sets it off (reading ``mine_trigger``: anywhere along her move, found
  exactly, or where she ends it): a mine strikes as two torpedoes [9.1.5, 5.7.2] (:func:`.impacts.impact`), a red
  herring does nothing and is removed;
* a minesweeper moving at 2 inches or less 'fires' at a mine: a die of 4 or more sweeps it, 3 with ECM 1 or 2, 2 with
  ECM 3, a natural 1 always misses; she may fire nothing else that Game-Turn [9.1.5]; whether her own approach sets
  the mine off is reading ``sweeper_trigger``.

The points a fleet pays for mines are fleet building's [9.1.5, APP.1.1].
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from shapely.geometry import Point as ShapelyPoint
from shapely.geometry.base import BaseGeometry

from ...dice import check_die
from ...errors import IllegalActionError, InvalidInputError
from ...geometry.board import format_real, measured
from ...geometry.contact import first_touches
from ...geometry.table import Move, Point, Pose
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .readings import RULINGS, chosen

#: How near a ship comes to a mine to set it off, in inches [9.1.5].
REACH = 4.0
#: A mine strikes as this many torpedoes [9.1.5, 5.7.2].
TORPEDOES = 2
#: The most a minesweeper may move in the Game-Turn she sweeps, in inches [9.1.5].
SWEEP_SPEED = 2.0
#: The score that sweeps a mine, by the sweeper's ECM level [9.1.5].
SWEEP = {0: 4, 1: 3, 2: 3, 3: 2}
#: Sides of the polygon that stands for a mine's 4-inch circle, drawn round it (every side touching the circle), so
#: contact with it is found no later than with the circle and at most :data:`SLACK` inches early.
SIDES = 256
SLACK = REACH * (1 / math.cos(math.pi / SIDES) - 1)
_NAME = re.compile(r"[^\s=|,@](?:[^=|,@\n\r\t]{0,38}[^\s=|,@])?")


@dataclass(frozen=True)
class Mine:
    """A mine counter [9.1.5]: its name, the side that laid it, where it lies and whether it is a red herring (which
    its own side knows and the enemy does not: in the enemy's view every counter of the side lies ``face_down``,
    a mine or a red herring for all it can tell)."""

    name: str
    side: int
    point: Point
    red_herring: bool = False
    face_down: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or _NAME.fullmatch(self.name) is None:
            raise InvalidInputError("mine name", self.name, "1 to 40 characters, none of = | , @")
        if self.side not in (1, 2):
            raise InvalidInputError(f"side of {self.name}", self.side, "1 or 2")

    @property
    def zone(self) -> BaseGeometry:
        """The 4 inches round the mine [9.1.5], as a polygon drawn round the circle (:data:`SIDES`)."""
        radius = REACH / math.cos(math.pi / SIDES)
        return ShapelyPoint(self.point).buffer(radius, quad_segs=SIDES // 4)


def gap(mine: Mine, base: BaseGeometry) -> float:
    """Inches from the mine to the nearest point of a base [9.1.5], as a rule compares it."""
    return measured(base.distance(ShapelyPoint(mine.point)))


def tripped(
    mines: Sequence[Mine],
    ship: str,
    pose: Pose,
    move: Move,
    outline: BaseGeometry,
    *,
    sweeping: bool = False,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The first of ``mines`` ship ``ship`` sets off on her ``move`` from ``pose`` (her base ``outline`` in her own
    inches) [9.1.5]: along the move (the kit's exact swept contact with the mine's 4 inches) or at its end (reading
    ``mine_trigger``); a sweeper (``sweeping``) sets none off under reading ``sweeper_trigger``. The verdict is the
    mine's name or ``""``; the facts ``mine`` (the :class:`Mine`, or ``None``), ``progress`` (where in the move) and
    ``harmless`` (a red herring)."""
    r = chosen(readings)
    said = f"{ship} is measured against every mine's {format_real(REACH)} inches"
    steps: list[Step] = [RULINGS.step("9.1.5", said, r, "mine_trigger")]
    if sweeping and r["sweeper_trigger"] == "exempt":
        steps.append(RULINGS.step("9.1.5", f"{ship} is sweeping: she sets no mine off", r, "sweeper_trigger"))
        return RULINGS("mine", "", steps, readings=r, facts={"mine": None, "progress": None, "harmless": True})
    found = _first(mines, pose, move, outline, r["mine_trigger"])
    if found is None:
        steps.append(Step("9.1.5", f"{ship} comes within {format_real(REACH)} inches of no mine"))
        return RULINGS("mine", "", steps, readings=r, facts={"mine": None, "progress": None, "harmless": True})
    mine, at = found
    if mine.red_herring:
        steps.append(Step("9.1.5", f"{mine.name} goes off: a red herring, no damage; it is removed"))
    else:
        steps.append(Step("9.1.5", f"{mine.name} goes off under {ship}: it strikes as {TORPEDOES} torpedoes [5.7.2]"))
    facts = {"mine": mine, "progress": at, "harmless": mine.red_herring}
    return RULINGS("mine", mine.name, steps, readings=r, facts=facts)


def _first(mines: Sequence[Mine], pose: Pose, move: Move, outline: BaseGeometry, how: str) -> tuple[Mine, float] | None:
    """The first mine set off and where in the move (in its steps), or ``None``."""
    if not mines:
        return None
    end = float(len(move.steps))
    if how == "move-end" or not move.steps:
        base = move.end(pose).place(outline)
        near = [(gap(m, base), k) for k, m in enumerate(mines) if gap(m, base) <= REACH]
        return (mines[min(near)[1]], end) if near else None
    touches = first_touches([(pose, move, outline)], [m.zone for m in mines])[0]
    start = pose.place(outline)
    times = [
        0.0 if (math.isnan(t) or gap(m, start) <= REACH) else float(t) for t, m in zip(touches, mines, strict=True)
    ]
    best = min(range(len(mines)), key=lambda k: times[k])
    return (mines[best], times[best]) if math.isfinite(times[best]) else None


def as_seen_by(mines: Sequence[Mine], side: int) -> tuple[tuple[Mine, ...], tuple[str, ...]]:
    """The mines as side ``side`` sees them [9.1.5]: every enemy counter lies face down, a red herring looking like a
    mine and a mine like a possible red herring; and the names of those face down."""
    hidden = tuple(m.name for m in mines if m.side != side)
    seen = tuple(Mine(m.name, m.side, m.point, face_down=True) if m.name in hidden else m for m in mines)
    return seen, hidden


def sweep(ship: str, mine: Mine, die: int, *, ecm: int = 0, moved: float = 0.0) -> Ruling:
    """A minesweeper's 'shot' at ``mine`` [9.1.5] with its ``die``: 4 or more sweeps it (3 with ECM 1 or 2, 2 with
    ECM 3), a natural 1 never does. A sweeper that moved more than 2 inches this Game-Turn is refused, naming 9.1.5.
    The verdict is whether the mine is swept (and removed); the facts say the sweeper may fire nothing else."""
    if isinstance(ecm, bool) or ecm not in SWEEP:
        raise InvalidInputError("ECM level", ecm, "0, 1, 2 or 3")
    if measured(moved) > SWEEP_SPEED:
        raise IllegalActionError(f"{ship} moved {format_real(moved)} inches: a sweeper moves at most 2", "9.1.5")
    d = check_die(die, what="sweep die")
    need = SWEEP[ecm]
    swept = d != 1 and d >= need
    steps = [
        Step(
            "9.1.5", f"{ship} sweeps {mine.name} on {need}+" + (f" (ECM {ecm})" if ecm else "") + ", a 1 always misses"
        ),
        Step("9.1.5", f"she throws {d}: " + (f"{mine.name} is swept and removed" if swept else "it stays")),
        Step("9.1.5", f"{ship} fires nothing else this Game-Turn"),
    ]
    return RULINGS(f"sweep {mine.name}", swept, steps, facts={"holds_fire": True})


def sweep_chance(ecm: int = 0) -> float:
    """The chance one sweep removes a mine [9.1.5]: the faces at or above the score needed, never a 1."""
    need = SWEEP[ecm]
    return (7 - max(need, 2)) / 6


def laid(mines: Mapping[str, Mine], mine: Mine, laid_this_turn: bool) -> Ruling:
    """A capable ship laying ``mine`` [9.1.5]: one mine or red herring a Game-Turn; a name in use is refused."""
    if laid_this_turn:
        raise IllegalActionError("a ship lays one mine or red herring a Game-Turn", "9.1.5")
    if mine.name in mines:
        raise InvalidInputError("mine name", mine.name, "a name not yet on the table")
    said = f"side {mine.side} lays {mine.name} at {format_real(mine.point.x)},{format_real(mine.point.y)}"
    return RULINGS(f"lay {mine.name}", mine, [Step("9.1.5", said)], facts={"mine": mine})


__all__ = ["REACH", "as_seen_by", "SIDES", "SLACK", "SWEEP", "SWEEP_SPEED", "TORPEDOES", "Mine", "gap", "laid", "sweep",
           "sweep_chance", "tripped"]  # fmt: skip
