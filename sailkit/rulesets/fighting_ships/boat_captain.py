"""The computer captain's boats [6.3, APP.2.3.2i]: where to row, when to board from the water, which boat to fire at.

:func:`boat_decision` answers whenever a boat's action is open, before the captain's ships are weighed; the rest
of the captain never sees a boat's action (:func:`ships_only`). It plays by the exact odds:

* a boat rows toward the enemy ship nearest it, the ship its scenario turns on first (Cut It Out's quarry), and
  lies where it is once alongside [6.3];
* boats alongside an enemy board her once every boat of theirs still afloat has come alongside, since their crews
  pool [6.1], or sooner when the exact odds of the boats already there are even or better;
* a ship fires at the enemy boat she is likeliest to sink, one hit being enough [6.3], before weighing her salvos
  at ships: a boat alongside is a boarding party. A ship never lowers a boat (it would cost her a move and, under
  the default reading ``boat_crew``, a Boarding die).
"""

from __future__ import annotations

from fractions import Fraction

from ...geometry.board import measured
from ...players import Decision
from .actions import FightingShipsAction
from .boats import Boat, alongside, boat_attack_odds, gap, sink_odds
from .notation import Phase, Vessel
from .ranges import band_of
from .rules import RULES
from .state import State

#: The boats' verbs, and those whose first word may name a boat.
BOAT_VERBS = ("row", "hold", "lower")


def _cite(*cases: str) -> str:
    return "[" + ", ".join(cases) + "]"


def _is_boat(state: State, name: object) -> bool:
    return any(b.name == name for b in state.position.boats)


def ships_only(state: State, legal: list[FightingShipsAction]) -> list[FightingShipsAction]:
    """``legal`` without the boats' actions: rowing, lowering, fire at a boat, boarding from one [6.3]."""
    return [
        a
        for a in legal
        if a.verb not in BOAT_VERBS
        and not (a.verb == "fire" and _is_boat(state, a.target))
        and not (a.verb == "board" and _is_boat(state, a.ship))
    ]


def boat_decision(state: State, legal: list[FightingShipsAction]) -> Decision | None:
    """The captain's action for a boat, or at a boat, when one is open; ``None`` to weigh the ships instead."""
    if state.phase is Phase.SAILING:
        return _row(state, [a for a in legal if a.verb in ("row", "hold")])
    if state.phase is Phase.GUNNERY:
        return _fire(state, [a for a in legal if a.verb == "fire" and _is_boat(state, a.target)])
    if state.phase is Phase.BOARDING:
        return _board(state, [a for a in legal if a.verb == "board" and _is_boat(state, a.ship)])
    return None


def _quarry(state: State, v: Vessel) -> int:
    """0 for the ship the scenario sends the boats after (Cut It Out, APP.2.3.2i), else 1."""
    objective = state.setup.objective
    return 0 if objective.kind == "cutout" and v.name == objective.flagship else 1


def _row(state: State, offered: list[FightingShipsAction]) -> Decision | None:
    if not offered:
        return None
    name = str(offered[0].get("boat"))
    b = state.position.boat(name)
    rows = [a for a in offered if a.verb == "row" and a.get("boat") == name]
    if not rows:
        hold = next(a for a in offered if a.verb == "hold" and a.get("boat") == name)
        return Decision(hold, f"{name} lies alongside already: it waits to board {_cite('6.3', '6.1')}")

    def key(a: FightingShipsAction) -> tuple[int, float, str]:
        v = state.vessel(str(a.get("to")))
        return (_quarry(state, v), gap(b, v.ship), v.name)

    best = min(rows, key=key)
    far = gap(b, state.vessel(str(best.get("to"))).ship)
    return Decision(best, f"{name} rows for {best.get('to')}, {far:.1f} inches off, to board her {_cite('6.3', '6.1')}")


def _board(state: State, offered: list[FightingShipsAction]) -> Decision | None:
    if not offered:
        return None
    action = offered[0]
    target = state.vessel(str(action.target))
    here = [state.position.boat(str(a.ship)) for a in offered if a.target == target.name]
    coming = [b for b in state.position.boats if b.side == here[0].side and b.afloat and b not in here]
    chance = Fraction(
        boat_attack_odds(here, RULES._boarders(state, (*[b.name for b in here], target.name))[1]).value or 0
    )
    if coming and chance < Fraction(1, 2):
        return Decision(
            next(a for a in RULES.legal_actions(state) if a.verb == "done"),
            f"the boats wait for {', '.join(b.name for b in coming)}: pooled crews board better {_cite('6.1')}",
        )
    return Decision(
        action, f"the boats board {target.name}: they take her {float(chance):.0%} of the time {_cite('6.1', '6.3')}"
    )


def _fire(state: State, offered: list[FightingShipsAction]) -> Decision | None:
    if not offered:
        return None

    def odds(a: FightingShipsAction) -> Fraction:
        v, b = state.vessel(str(a.ship)), state.position.boat(str(a.target))
        band = str(band_of(measured(v.ship.mainmast.distance(b.point))))
        return Fraction(sink_odds(band, v.ship.cls.gunnery, b.name).value or 0)

    best = max(offered, key=lambda a: (odds(a), str(a)))
    return Decision(
        best, f"{best.ship} fires at the boat {best.target}: one hit sinks it, {float(odds(best)):.0%} {_cite('6.3')}"
    )


def boats_near(state: State, b: Boat) -> list[str]:
    """The enemy ships ``b`` lies alongside [6.3]."""
    return [v.name for v in state.ships if v.side != b.side and v.fighting and alongside(b, v.ship)]


__all__ = ["BOAT_VERBS", "boat_decision", "boats_near", "ships_only"]
