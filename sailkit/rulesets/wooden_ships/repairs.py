"""Anchor orders taking hold, and repairs [20.3, 20.5, 26.2], done at the end of each Advanced Game turn.

An anchor noted in one turn holds from the next [20.3.2]; weighing takes two turns running
[20.3.6]; a cut cable frees the ship at once and she may not anchor again [20.3.7]. A repair
noted with a move that has no turn, by a ship with two crew sections, that did not load,
melee, collide or change sail, counts one turn; on the third turn of a kind two boxes of that
kind come back [20.5, 26.2].
"""

from __future__ import annotations

from ...readings import Readings
from ...rulings import Step
from .gun_sections import put_back
from .readings import READINGS
from .ships import ship_type
from .state import Position, Ship, State

# ---- as played in a game ----


def anchors_and_repairs(state: State, pos: Position) -> tuple[Position, list[Step]]:
    """Anchor orders take hold for the next turn [20.3.2, 20.3.6, 20.3.7]; repairs progress, two boxes back after three turns [26.2]."""
    steps: list[Step] = []
    for s in pos.ships:
        changes: dict[str, object] = {"note": "", "quiet": False}
        if s.note in ("A", "AB", "AS") and s.anchors_left == 0:  # both cables shot away since she noted it
            steps.append(Step("20.3.8.3", f"{s.name} has no anchor cable left: she does not anchor"))
        elif s.note in ("A", "AB", "AS"):
            changes["anchor"] = s.note
            steps.append(Step("20.3.2", f"{s.name} is at anchor ({s.note}) from next turn"))
        elif s.note == "UA":
            changes["anchor"] = "weigh" if s.anchor in ("A", "AB", "AS") else ""
            what = "starts weighing anchor" if changes["anchor"] else "has weighed anchor: free next turn"
            steps.append(Step("20.3.6", f"{s.name} {what}"))
        elif s.note == "CUT":
            changes.update(anchor="", anchors_left=0)
            steps.append(Step("20.3.7", f"{s.name} cuts her cable: free next turn, and may not anchor again"))
        elif s.note in ("RH", "RG", "RR"):
            changes.update(repair(state, s, steps))
        if s.note or s.quiet:
            pos = pos.with_ship(s.with_(**changes))
    return pos, steps


def repair(state: State, s: Ship, steps: list[Step]) -> dict[str, object]:
    """One turn of repair, if nothing the rules forbid was done [26.2]; on the third, two boxes are erased [26.2.3]."""
    reloaded = s.name in state.reloaded or any(k.startswith(f"{s.name}/") for k in state.reloaded)
    collided = any(s.name in p for p in state.collisions)
    sections = sum(1 for c in s.crew if c > 0)
    if reloaded or collided or state.in_melee(s.name) or s.sail_order or sections < 2:
        steps.append(Step("26.2", f"{s.name} could not work at her repair this turn"))
        return {}
    kind = ("RH", "RG", "RR").index(s.note)
    done = list(s.repairs)
    done[kind] += 1
    if done[kind] < 3:
        steps.append(Step("26.2.2", f"{s.name}: repair turn {done[kind]} of 3"))
        return {"repairs": tuple(done)}
    done[kind] = 0
    steps.append(Step("26.2.3", f"{s.name} finishes a repair: two boxes are restored"))
    return {"repairs": tuple(done), **restored(s, kind, state.readings)}


def restored(s: Ship, kind: int, readings: Readings | None = None) -> dict[str, object]:
    """The log entries a finished repair changes: two hull, gun or rigging boxes back, up to the chart's [26.2.3];
    gun boxes go back to the section short of its half (:func:`.gun_sections.put_back`)."""
    st = ship_type(s.type_key)
    if kind == 0:
        return {"hull": min(st.hull, s.hull + 2)}
    if kind == 1:
        guns, carr, left = list(s.guns), list(s.carronades), 2
        kept = (st.guns[0] - s.jettisoned[0], st.guns[1] - s.jettisoned[1])  # guns thrown over stay gone [38.2.2.1]
        for pool, full in ((guns, kept), (carr, st.carronades)):
            for i in (0, 1):
                add = min(full[i] - pool[i], left)
                pool[i] += add
                left -= add
        back = put_back(s, (guns[0], guns[1]), (carr[0], carr[1]), READINGS.resolve(readings))
        return {k: getattr(back, k) for k in ("guns", "carronades", "bow_guns", "bow_carronades")}
    rig, left = list(s.rigging), 2
    for i in reversed(range(len(rig))):
        add = min(s.rigging_full[i] - rig[i], left)
        rig[i] += add
        left -= add
    return {"rigging": tuple(rig)}


def damaged(ship: Ship) -> tuple[bool, bool, bool]:
    st = ship_type(ship.type_key)
    return (
        ship.hull < st.hull,
        sum(ship.guns) + sum(ship.carronades) + sum(ship.jettisoned) < sum(st.guns) + sum(st.carronades),
        sum(ship.rigging) < sum(ship.rigging_full),
    )


__all__ = ["anchors_and_repairs", "damaged", "repair", "restored"]
