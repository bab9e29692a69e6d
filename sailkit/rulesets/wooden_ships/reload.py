"""The Reload Phase [13.0]: the broadsides a ship reloads, and in the Advanced Game the shot she loads [24.2, 26.1].

A ship reloads one empty broadside a phase (reading ``reload_allowance``); with shot of her choice in the Advanced
Game, each load costing reload squares [26.1.1], double shot taking two phases with too few crew sections
[24.2.3.3]. A bomb's mortar loads a turn at a time instead, never in a turn her broadsides load or fire [42.3.1,
42.5]; an aground ship may throw guns over to lighten her (Optional Rule 38.2.2.1).
"""

from __future__ import annotations

from ...rulings import Ruling, Step
from ...wording import plural
from . import ammunition, bombs, optional
from .actions import WoodenShipsAction
from .fields import Broadside
from .readings import RULINGS
from .ships import ship_type
from .state import Ship, State


def options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """Broadsides to reload [13.1, 24.2]; an aground ship may also throw guns over (Optional Rule 38.2.2.1)."""
    lighten = [WoodenShipsAction("lighten", (ship.name,))] if optional.may_lighten(state, ship) else []
    return [*_reloads(state, ship), *lighten]


def _reloads(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """Broadsides to reload [13.1, 24.2]; a bomb's mortars a turn's loading each, but not in a turn her broadsides
    fire or load, nor they in a turn her mortars do [42.3.1, 42.5]."""
    if ship.crew_total == 0 or state.in_melee(ship.name) or ship.quiet:
        return []
    mortars = [WoodenShipsAction("load", (ship.name, section, "M")) for section in bombs.loading_options(state, ship)]
    if any(ship.mortars) and bombs.worked_mortars(state, ship.name):
        return mortars
    return [*mortars, *_broadside_loads(state, ship)]


def _broadside_loads(state: State, ship: Ship) -> list[WoodenShipsAction]:
    per_side = state.readings["reload_allowance"] == "one-per-side" or loads_late(state, ship)
    out: list[WoodenShipsAction] = []
    if ship.doubling:  # committed to finishing the double shot; the other side waits [24.2.3.3]
        key = f"{ship.name}/{ship.doubling}" if per_side else ship.name
        return [] if key in state.reloaded else [WoodenShipsAction("load", (ship.name, ship.doubling, "D"))]
    for side in Broadside:
        key = f"{ship.name}/{side.value}" if per_side else ship.name
        if not ship.is_loaded(side) and key not in state.reloaded:
            if state.level != "advanced":
                out.append(WoodenShipsAction("load", (ship.name, side.value)))
                continue
            live = sum(1 for c in ship.crew if c > 0)
            nation = ship_type(ship.type_key).nation
            for ammo in ammunition.AMMO:
                if ammunition.may_load(ammo, nation, live)[0]:
                    out.append(WoodenShipsAction("load", (ship.name, side.value, ammo)))
    return out


def loads_late(state: State, ship: Ship) -> bool:
    """Turn 1's Reload Phase of a scenario whose ships load late: a ship loads both broadsides, as she would have at
    the start [13.5] (reading late_loading)."""
    return (
        state.late_loading
        and state.position.turn == 1
        and ship.enters <= 1
        and state.readings["late_loading"] == "both-broadsides"
    )


def load(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """A broadside reloaded [13.1], or a turn of loading a bomb's mortar (Optional Rule 42.5)."""
    if a.get("ammo") != "M":
        return _load_broadside(state, a)
    state, step = bombs.load_turn(state, str(a.ship), str(a.broadside))
    return state, RULINGS(f"what does {a} do?", "a turn of loading", (step,), kind="reload")


def _load_broadside(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """``load SHIP SIDE [SHOT]``: a broadside reloaded [13.1], with the shot named in the Advanced Game [24.2, 26.1.1]."""
    ship = state.position.ship(str(a.ship))
    side = Broadside.parse(str(a.broadside))
    i = 0 if side is Broadside.L else 1
    loaded = tuple(True if k == i else v for k, v in enumerate(ship.loaded))
    late = loads_late(state, ship)
    per_side = state.readings["reload_allowance"] == "one-per-side" or late
    key = f"{ship.name}/{side.value}" if per_side else ship.name
    ammo = str(a.get("ammo") or "R")
    changes: dict[str, object] = {"loaded": loaded}
    steps: list[Step] = [Step("13.1", f"{ship.name} reloads her {side.value} broadside with {ammunition.NAMES[ammo]}")]
    if state.late_loading and state.position.turn == 1:
        said = "both broadsides this phase" if late else "one broadside this phase, as ever [13.1]"
        reason = f"loading put off to turn 1's Reload Phase, the initial broadsides kept: {said}"
        steps.append(RULINGS.step("13.5", reason, state.readings, "late_loading"))
    live = sum(1 for c in ship.crew if c > 0)
    if state.level == "advanced" and ship.doubling:
        changes["ammo"] = tuple(ammo if k == i else v for k, v in enumerate(ship.ammo))
        changes["doubling"] = ""
        steps = [Step("24.2.3.3", f"{ship.name} finishes loading double shot on her {side.value} broadside")]
    elif state.level == "advanced":
        changes["ammo"] = tuple(ammo if k == i else v for k, v in enumerate(ship.ammo))
        left = max(0, ship.reloads - ammunition.cost(ammo))
        changes["reloads"] = left
        steps.append(Step("26.1.1", f"{plural(ammunition.cost(ammo), 'reload square')} used, {left} left"))
        if ammunition.turns_to_load(ammo, live) == 2:
            changes["loaded"], changes["doubling"] = ship.loaded, side.value
            steps.append(
                Step(
                    "24.2.3.3",
                    f"only {plural(live, 'crew section')}: the double shot is loaded next Reload Phase, "
                    "and neither broadside is loaded meanwhile",
                )
            )
    new = state.with_(position=state.position.with_ship(ship.with_(**changes)), reloaded=state.reloaded | {key})
    return new, RULINGS(
        f"what does {a} do?", "loaded", steps, kind="reload", readings=state.readings, keys=("reload_allowance",)
    )


__all__ = ["load", "loads_late", "options"]
