"""The Movement Execution Phase [8.0]: every order carried out at once, retraced hex by hex [8.1.1, 8.3.1].

Each written order is a list of steps (a pivot, a hex ahead, a backed sail: one step
each). Step 1 of every ship happens together, then step 2, and so on; after the last
step the ships due to drift move one hex downwind [8.3.3]. Two ships in one hex at the
same step have collided [8.3.1]:

- a ship already in the hex keeps it and the one entering goes back to where it was
  before the step [8.3.2];
- if both are entering, a bow sailing in beats a stern swung in by a pivot; otherwise a
  die decides (a roll-off) [8.3.2];
- every ship in a collision stops there [8.3.4], and each colliding pair rolls on the
  Fouling Table [8.3.5].

:func:`retrace` is a pure function of the start, the orders and the roll-offs decided so
far: when it meets a roll-off not yet decided it says so, the game asks for the die and
retraces again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...geometry.hexes import Hex, HexDirection, TwoHexShip
from ...rulings import Step
from .movement import Plan


@dataclass(frozen=True)
class Rolloff:
    """Two ships entering one hex at the same step, neither by a pivot alone: a die must decide [8.3.2]."""

    a: str
    b: str
    step: int
    hex: Hex


@dataclass(frozen=True)
class Retrace:
    """Where every ship ends, what it carried out, which pairs collided and who drifted."""

    counters: dict[str, TwoHexShip]
    carried: dict[str, int]  #: elements of each order carried out
    collisions: tuple[tuple[str, str], ...]
    drifted: tuple[str, ...]
    steps: tuple[Step, ...]


def _entry(before: TwoHexShip, after: TwoHexShip, h: Hex) -> str:
    """How ``h`` was entered in one step: ``"bow"`` sailing in, ``"stern"`` swung in by a pivot, or ``""`` (already there)."""
    if h in before.hexes:
        return ""
    return "bow" if h == after.bow and before.facing == after.facing else "stern"


def retrace(
    start: Mapping[str, TwoHexShip],
    plans: Mapping[str, Plan],
    decided: Mapping[tuple[str, str, int], str],
    drift: Mapping[str, tuple[str, ...]] | None = None,
    wind_to: HexDirection | None = None,
    blocked: frozenset[Hex] = frozenset(),
    swap_collides: bool = False,
    linked: Mapping[str, str] | None = None,
) -> Retrace | Rolloff:
    """Retrace all orders step by step [8.3.1]; ``decided`` holds roll-offs already won, by ``(a, b, step)``.

    ``drift`` maps each drifting group's first ship to the group (ships that move
    together, locked by fouling or grapples); they shift one hex toward ``wind_to`` after
    the last step, unless a ship or ``blocked`` hex is in the way, which is a collision
    [8.2.1, 8.3.3]. ``linked`` pairs ships that move as one (a tower and her tow, Optional Rule 35.4.2, both ways
    round): when one goes back and stops, so does the other.
    """
    linked = linked or {}
    cur = dict(start)
    carried = {n: 0 for n in start}
    stopped: set[str] = set()
    collisions: list[tuple[str, str]] = []
    steps: list[Step] = []
    length = max((len(p.counters) for p in plans.values()), default=0)
    for i in range(1, length + 1):
        prop = {}
        for n, c in cur.items():
            p = plans.get(n)
            prop[n] = p.counters[i - 1] if p is not None and n not in stopped and i <= len(p.counters) else c
        while True:
            clash = _first_clash(prop, cur, swap_collides)
            if clash is None:
                break
            h, a, b = clash
            ea, eb = _entry(cur[a], prop[a], h), _entry(cur[b], prop[b], h)
            if ea and not eb:
                loser, why = a, f"{b} was there first"
            elif eb and not ea:
                loser, why = b, f"{a} was there first"
            elif {ea, eb} == {"bow", "stern"}:
                loser = a if ea == "stern" else b
                why = "a bow sailing in beats a stern swung in"
            elif (a, b, i) in decided:
                winner = decided[(a, b, i)]
                loser, why = (b if winner == a else a), f"{winner} wins the roll-off"
            else:
                return Rolloff(a, b, i, h)
            prop[loser] = cur[loser]
            stopped.update((a, b))
            for n in (a, b):
                if n in linked:  # her tow, or her tower, stops with her [35.4.2]
                    prop[linked[n]] = cur[linked[n]]
                    stopped.add(linked[n])
            if (a, b) not in collisions:
                collisions.append((a, b))
            steps.append(Step("8.3.2", f"step {i}: {a} and {b} collide; {why}; {loser} goes back; both stop [8.3.4]"))
        for n in cur:
            p = plans.get(n)
            if p is not None and i <= len(p.counters) and carried[n] == i - 1 and prop[n] == p.counters[i - 1]:
                carried[n] = i
        cur = prop
    drifted: list[str] = []
    if drift and wind_to is not None:
        drifted = _drift(cur, drift, wind_to, blocked, collisions, steps)
    return Retrace(cur, carried, tuple(collisions), tuple(drifted), tuple(steps))


def _drift(
    cur: dict[str, TwoHexShip],
    drift: Mapping[str, tuple[str, ...]],
    wind_to: HexDirection,
    blocked: frozenset[Hex],
    collisions: list[tuple[str, str]],
    steps: list[Step],
) -> list[str]:
    """Shift each drifting group one hex downwind unless a ship or land is in the way (a collision) [8.2.1, 8.3.3]."""
    drifted: list[str] = []
    for group in drift.values():
        moved = {n: cur[n].shifted(wind_to) for n in group}
        occupied = {h: n for n, c in cur.items() if n not in group for h in c.hexes}
        hit = sorted({occupied[h] for c in moved.values() for h in c.hexes if h in occupied})
        if hit or any(h in blocked for c in moved.values() for h in c.hexes):
            for other in hit:
                pair = (group[0], other) if group[0] < other else (other, group[0])
                if pair not in collisions:
                    collisions.append(pair)
            steps.append(Step("8.3.3", f"{', '.join(group)} cannot drift: {', '.join(hit) or 'land'} in the way"))
            continue
        cur.update(moved)
        drifted.extend(group)
        steps.append(Step("8.2.1", f"{', '.join(group)} drift one hex downwind ({wind_to.name})"))
    return drifted


def _first_clash(
    prop: Mapping[str, TwoHexShip], cur: Mapping[str, TwoHexShip], swap_collides: bool
) -> tuple[Hex, str, str] | None:
    """The first hex (in sorted order) two ships would share, with the two ships, or None."""
    seen: dict[Hex, str] = {}
    clashes = []
    for n in sorted(prop):
        for h in prop[n].hexes:
            if h in seen:
                clashes.append((h, seen[h], n))
            else:
                seen[h] = n
    if swap_collides and not clashes:
        names = sorted(prop)
        for x in range(len(names)):
            for y in range(x + 1, len(names)):
                a, b = names[x], names[y]
                if prop[a].bow in cur[b].hexes and prop[b].bow in cur[a].hexes and prop[a] != cur[a] != prop[b]:
                    clashes.append((prop[a].bow, a, b))
    return min(clashes, key=lambda t: (t[0], t[1], t[2])) if clashes else None


__all__ = ["Retrace", "Rolloff", "retrace"]
