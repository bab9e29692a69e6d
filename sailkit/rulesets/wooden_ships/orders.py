"""The Movement Notation Phase [7.0]: which ships write an order, what each may write, and the order written.

Every ship that can move gets a written order; one that cannot is given ``0`` [7.2.6]. The orders a rule set offers
are those carried out whole (:func:`plots`); any other well-formed order may still be written and is cut short at its
first forbidden element [7.2.7]. In the Advanced Game an order may carry one note: a sail change, an anchor order or a
repair [20.1.5.2, 20.3, 20.5]. Under command lag (Optional Rule 32) some ships write their orders three turns ahead.
:func:`mover` gathers from the state all a ship's move depends on (:class:`~.movement.Mover`).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from ...geometry.hexes import HexGrid
from ...rulings import Ruling, Step
from . import command, repairs, towing
from .actions import WoodenShipsAction
from .full_sails import sail_notes
from .movement import Mover, carry_out, dismasted_wait, legal_plots, plot_shape
from .readings import RULINGS
from .ships import ship_type
from .state import Ship, State, Status
from .wind import wind_to

#: what each repair note mends [20.5.2]
REPAIRED = {"RH": "hull", "RG": "guns", "RR": "rigging"}


def arriving(state: State, ship: Ship) -> bool:
    """She is due to enter the map this turn (or was kept out before) [7.2.8, 8.1.2]."""
    return ship.status is Status.WAITING and ship.enters <= state.position.turn


def may_turn_adrift(state: State, ship: Ship) -> bool:
    """A dismasted ship that has spent her wait adrift may make one 60-degree turn [8.2.5-8.2.5.4]; not with her
    helm shot away, a mast over the side or while fouled or grappled [8.2.3]."""
    turning = 0 if ship.no_turn or ship.hanging else ship.turning
    return (
        sum(ship.rigging) == 0
        and turning > 0
        and ship.adrift >= dismasted_wait(ship.turning)
        and not state.position.locked(ship.name)
    )


def mover(state: State, ship: Ship) -> Mover:
    """All ``ship``'s move depends on now: her counter, speed and turning, and what holds, slows or stops her [7.1, 8.2.5,
    20.1-20.4, Optional Rules 35-41]."""
    entering = arriving(state, ship)
    adrift_turn = may_turn_adrift(state, ship)
    rigged = sum(ship.rigging) > 0 or adrift_turn
    can = (ship.status.fights or entering) and ship.crew_total > 0 and rigged and not ship.all_in
    advanced = state.level == "advanced"
    tow = towing.towing(state, ship.name) if state.position.towing else None
    in_tow = bool(state.position.towing) and towing.towed_by(state, ship.name) is not None
    tow_held = tow is not None and state.position.locked(tow.name)  # a tow fouled or grappled holds her [35.4.2]
    return Mover(
        ship.counter,
        ship.full_speed if advanced and ship.full_sails else ship.battle_sail_speed,
        ship.rigging_sections_lost,
        0 if ship.no_turn else ship.turning,
        can_move=can,
        locked=state.position.locked(ship.name)
        or ship.anchor in ("A", "weigh")
        or bool(ship.aground)
        or in_tow
        or tow_held,
        advanced=advanced,
        after_stop=advanced and ship.stopped,
        after_turn=advanced and ship.ended_on_turn,
        becalmed=advanced and state.position.wind.velocity == 0,
        spring={"AB": "bow", "AS": "stern"}.get(ship.anchor, ""),
        spring_lost=ship.anchor in ("AB", "AS") and ship.anchors_left < 2,  # a cable lost: no spring turns [20.3.8.2]
        wind_shadow=_wind_shadow(state, ship),
        land=state.position.land,
        shoals=_shoals(state, ship),
        turning_lost=bool(ship.hanging),
        wrecks="38" in state.optional,
        head_to_wind=1
        if "40" in state.optional and "fore-and-aft" in ship.traits and state.position.turn % 2 == 0
        else 0,
        foul_hull=1 if "41" in state.optional and "uncoppered" in ship.traits and advanced and ship.full_sails else 0,
        towing=0 if tow is None else towing.speed_loss(ship, tow)[0],
        tow=frozenset() if tow is None else frozenset(tow.hexes),
        entering=entering,
        adrift_turn=adrift_turn,
    )


def _shoals(state: State, ship: Ship) -> frozenset:
    """Hexes too shallow for her draught (Optional Rule 38)."""
    if "38" not in state.optional or not state.depths:
        return frozenset()
    draught = ship_type(ship.type_key).depth
    return frozenset(h for h, feet in state.depths if feet <= draught)


def _wind_shadow(state: State, ship: Ship) -> int:
    if "37" not in state.optional:
        return 0
    from .optional import wind_shadow

    return wind_shadow(ship, state.position.ships, wind_to(state))[0]


def order_notes(state: State, ship: Ship, plot: str) -> tuple[str, ...]:
    """Every note ``ship`` may add to ``plot``: a sail change, an anchor order, a repair [20.1.5.2, 20.3, 20.5]."""
    out = list(sail_notes(state, ship, plot)) if not ship.anchor else []
    if state.anchoring and ship.status.fights:
        if ship.anchor in ("A", "AB", "AS"):
            out += ["UA", "CUT"]
        elif ship.anchor == "weigh":
            out.append("UA")
        elif ship.anchors_left > 0:
            out += ["A", "AB", "AS"]
    turns, _ = plot_shape(plot)
    if not turns and ship.anchor != "weigh" and not ship.aground and sum(1 for c in ship.crew if c > 0) >= 2:
        out += [code for code, damaged in zip(("RH", "RG", "RR"), repairs.damaged(ship)) if damaged]
    return tuple(out)


def may_be_ordered(state: State, ship: Ship) -> bool:
    """She can carry out an order of some kind; a ship that cannot move at all is given ``0`` [7.2.6]."""
    m = mover(state, ship)
    anchored = bool(ship.anchor) and not state.position.locked(ship.name)  # an anchored ship still notes UA or CUT
    return m.can_move and (not m.locked or anchored)


def needs_order(state: State, ship: Ship) -> bool:
    """A ship gets a written order unless she cannot move at all (she is given ``0``) [7.2.6], or writes her orders
    ahead under command lag (Optional Rule 32.3)."""
    if state.order_of(ship.name) is not None or command.writes_ahead(state, ship):
        return False
    return may_be_ordered(state, ship)


def needs_ahead(state: State, ship: Ship) -> bool:
    """Under command lag she must write an order for a later turn now (Optional Rule 32.3)."""
    return command.writes_ahead(state, ship) and command.wants_ahead(state, ship) and may_be_ordered(state, ship)


def _command_options(state: State, ship: Ship, plots: list[str]) -> list[WoodenShipsAction]:
    """Command lag's choices in the Movement Notation Phase: orders written ahead, erasing them, a new flag ship
    (Optional Rule 32.3, 32.4.1, 32.5)."""
    out: list[WoodenShipsAction] = []
    if needs_ahead(state, ship):
        turn = command.next_turn(state, ship.name)
        out += [WoodenShipsAction("ahead", (ship.name, turn, p)) for p in plots]
        if state.level == "advanced":
            out += [
                WoodenShipsAction("ahead", (ship.name, turn, p, n)) for p in plots for n in order_notes(state, ship, p)
            ]
    if command.may_erase(state, ship):
        out.append(WoodenShipsAction("erase", (ship.name,)))
    if command.may_name_flag(state, ship):
        out.append(WoodenShipsAction("flag", (ship.name,)))
    return out


@lru_cache(maxsize=4096)
def _noted_actions(name: str, noted: tuple[tuple[str, tuple[str, ...]], ...]) -> tuple[WoodenShipsAction, ...]:
    return tuple(WoodenShipsAction("order", (name, p, n)) for p, notes in noted for n in notes)


@lru_cache(maxsize=4096)
def _order_actions(name: str, plots: tuple[str, ...]) -> tuple[WoodenShipsAction, ...]:
    return tuple(WoodenShipsAction("order", (name, p)) for p in plots)


def options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """The orders ``ship`` may write now: this turn's, each carried out whole, with the notes it may carry [7.2,
    20.1.5.2], and under command lag those written ahead (Optional Rule 32.3)."""
    lagged = (
        _command_options(state, ship, plots(state, ship) if needs_ahead(state, ship) else [])
        if command.on(state)
        else []
    )
    if not needs_order(state, ship):
        return lagged
    written = plots(state, ship)
    out = [*lagged, *_order_actions(ship.name, tuple(written))]
    if state.level == "advanced":
        out += _noted_actions(ship.name, tuple((p, order_notes(state, ship, p)) for p in written))
    return out


def plots(state: State, ship: Ship) -> list[str]:
    """Every order ``ship`` may write that is carried out whole [7.1, 7.2.6]."""
    return legal_plots(mover(state, ship), wind_to(state), movement_grid(state), state.readings)


def must_write(state: State, side: str) -> bool:
    """Does ``side`` still owe a written order (for this turn, or ahead under command lag) [7.2.6, 32.3]?"""
    return any(s.side == side and (needs_order(state, s) or needs_ahead(state, s)) for s in state.position.ships)


def split_order(text: str) -> tuple[str, str]:
    """A written order's plot and its sail note (``"L1R1 FS"`` -> ``("L1R1", "FS")``)."""
    plot, _, note = text.partition(" ")
    return plot, note


def movement_grid(state: State) -> HexGrid | None:
    """The map that stops a move: none on the floating map of open sea [15.0] (reading map_edge)."""
    floating = state.readings["map_edge"] == "floating" and not state.position.land and not state.depths
    return None if floating else state.grid


def write(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """``order SHIP PLOT [NOTE]``: the order is written, face down, and what it will carry out said [7.2, 7.2.7];
    ``ahead SHIP TURN PLOT``: an order written for a later turn under command lag [32.3]."""
    name, written = str(a.ship), str(a.get("plot"))
    note = a.get("note")
    ship = state.position.ship(name)
    text = f"{written} {note}" if note else written
    if a.verb == "ahead":  # under command lag: an order for a later turn, carried out as far as it can be then [32.3]
        turn = int(a.get("turn") or 0)
        _, why = command.horizon(state, ship)
        new, wrote = command.write_ahead(state, name, turn, text)
        steps = (why, wrote)
        return new, RULINGS(f"what does {a} do?", f"{name}'s order for turn {turn} is written", steps, kind="phase")
    plan = carry_out(mover(state, ship), written, wind_to(state), movement_grid(state), state.readings)
    new = state.with_(orders=(*state.orders, (name, text)))
    verdict = f"{name}'s order {written} is written" + (
        "" if plan.stopped_at is None else f" (only {plan.text} can be carried out)"
    )
    return new, replace(plan.ruling, question=f"what does {a} do?", verdict=verdict, value=None, measure="")


def written_ahead(state: State) -> tuple[State, list[Step]]:
    """Each ship writing ahead takes this turn's order; a note that no longer applies is dropped (Optional Rule 32.3)."""
    state, steps = command.take_turns_orders(state)
    orders = []
    for name, text in state.orders:
        plot, note = split_order(text)
        if note and note not in order_notes(state, state.position.ship(name), plot):
            steps.append(Step("32.3", f"{name}'s note {note}, written ahead, no longer applies: dropped"))
            text = plot
        orders.append((name, text))
    return state.with_(orders=tuple(orders)), steps


def command_choice(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """``erase`` [32.4.1] or ``flag`` [32.5] under command lag."""
    name = str(a.ship)
    if a.verb == "erase":
        state, step = command.erase(state, name)
        verdict = f"{name} writes her orders turn by turn"
    else:
        state, step = command.name_flag(state, name)
        verdict = f"{name} is the flag ship"
    return state, RULINGS(f"what does {a} do?", verdict, (step,), kind="phase")


def refused_note(state: State, ship: Ship, note: str) -> tuple[str, str] | None:
    """Why a note may not be written at all (and its rule), or ``None``: any note in the Basic Game [20.0], an anchor
    order where the scenario allows no anchoring [20.3], a repair of a part that is not damaged [20.5.7], an anchor
    with no cable left [20.3.7.1, 20.3.8.3]. Notes the rules void when carried out (a repair with a turn, full sails
    from a stop) are written and voided in execution instead [20.5.4, 20.4.1.3]."""
    if note and state.level != "advanced":
        return "orders carry notes (sails, anchors, repairs) only in the Advanced Game", "20.0"
    if note in ("A", "AB", "AS", "UA", "CUT") and not state.anchoring:
        return "this scenario allows no anchoring", "20.3"
    if note in REPAIRED and not repairs.damaged(ship)[tuple(REPAIRED).index(note)]:
        return f"{ship.name}'s {REPAIRED[note]} is not damaged: only damaged parts are repaired", "20.5.7"
    if note in ("A", "AB", "AS") and ship.anchors_left == 0 and not ship.anchor:
        return (
            f"{ship.name} has no anchor cable left (cut [20.3.7.1] or shot away): she may not anchor again",
            "20.3.8.3",
        )
    return None


__all__ = [
    "REPAIRED",
    "arriving",
    "command_choice",
    "may_be_ordered",
    "may_turn_adrift",
    "movement_grid",
    "mover",
    "must_write",
    "needs_ahead",
    "needs_order",
    "options",
    "order_notes",
    "plots",
    "refused_note",
    "split_order",
    "write",
    "written_ahead",
]
