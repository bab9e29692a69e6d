"""A simple greedy captain for *As Per Margin*: enough to play whole sample games, not to play well.

It fires every broadside it can, boards and grapples only when its ship throws more
boarding dice than the enemy [BOARDING, APM-12a], and moves each ship to the listed end
point that scores best: close to the nearest enemy but outside 3 inches [FALLING ABOARD,
APM-04c], with a broadside bearing on it [FIRE, APM-07a], better still off its bow or
stern within 12 inches (a rake [APM-08a]), and on the table. It never tacks unless
nothing else is listed (the die could leave it drifting [TACKING SHIPS, APM-06]).
"""

from __future__ import annotations

from ...geometry.table import Move, distance
from .actions import APMAction
from .boarding import boarding_dice
from .fire import bearing_side
from .game import AsPerMarginGame, State, controller, fighting


def _score(state: State, action: APMAction) -> float:
    ship = state.ship(str(action.ship))
    end = Move.pivot_then_straight(float(action.degrees), float(action.inches)).end(ship.pose)
    if end.point not in state.setup.area:
        return -1000.0
    if ship.struck_to is not None or ship.leaving:
        return 0.0
    moved = ship.with_(pose=end)
    enemies = [o for o in state.ships if controller(o) != controller(ship) and fighting(state, o)]
    if not enemies:
        return 0.0
    target = min(enemies, key=lambda o: distance(end.point, o.mainmast))
    gap = distance(end.point, target.mainmast)
    score = -abs(gap - 6.0)
    if gap < 3.5:
        score -= 20
    if bearing_side(moved, target.mainmast) is not None:
        score += 8
        if gap <= 12 and bearing_side(target, end.point) is None:
            score += 6
    if action.grapple:
        score -= 1
    return score


def choose(game: AsPerMarginGame) -> APMAction:
    """The captain's choice among the legal actions now (it must be a decision, not a die)."""
    state = game.state
    legal = game.legal_actions()
    verbs = {a.verb for a in legal}
    if "wish" in verbs:
        ship = state.ship(str(legal[0].ship))
        other = state.ship(state.moving.ship if state.moving else str(legal[0].ship))
        stronger = boarding_dice(ship, state.readings) > boarding_dice(other, state.readings)
        return next(a for a in legal if a.get("wish") == ("fall-aboard" if stronger else "fend-off"))
    for verb in ("fire", "release"):
        if verb in verbs:
            return next(a for a in legal if a.verb == verb)
    if "board" in verbs:
        for a in legal:
            if a.verb == "board":
                ours, theirs = state.ship(str(a.ship)), state.ship(str(a.target))
                if boarding_dice(ours, state.readings) > boarding_dice(theirs, state.readings):
                    return a
    if "cut" in verbs:
        for a in legal:
            if a.verb == "cut":
                ours, theirs = state.ship(str(a.ship)), state.ship(str(a.target))
                if controller(theirs) != controller(ours) and boarding_dice(ours, state.readings) < boarding_dice(
                    theirs, state.readings
                ):
                    return a
    moves = [a for a in legal if a.verb == "move"]
    if moves:
        return max(moves, key=lambda a: _score(state, a))
    return next((a for a in legal if a.verb == "done"), legal[0])


__all__ = ["choose"]
