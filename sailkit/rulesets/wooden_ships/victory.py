"""Victory conditions [14.0]: a duel ends when a ship surrenders; a fleet action is scored in points.

A ship is lost to her side when she has struck or surrendered [11.4], been captured
[12.4.2] or lost her whole crew [14.1.3]; her point value [14.2.1] goes to the other side
[14.2.2, 14.2.3]. The game stops the moment one side has no ship left fighting [14.1,
14.1.4]; at the scenario's last turn the side with more points wins [14.2.4].
"""

from __future__ import annotations

from ...rulings import Ruling, Step
from ...wording import plural
from .readings import RULINGS
from .state import Position, Ship, Status


def _crew_aboard_prize(position: Position, ship: Ship) -> bool:
    """Her men sailed away as a prize crew [12.4.2]: an empty ship is not a crew wiped out while a prize of her side is manned."""
    return any(p.captured and p.side == ship.side and p.crew_total > 0 for p in position.ships)


def lost(ship: Ship, position: Position) -> bool:
    """Struck, surrendered, captured, or with her whole crew killed [11.4, 12.4, 14.1.3]; a ship still to enter is
    not lost [8.1.2]."""
    if ship.status is Status.WAITING:
        return False
    if not ship.status.fights or ship.captured:
        return True
    return ship.crew_total == 0 and not _crew_aboard_prize(position, ship)


def fighting(position: Position, side: str) -> list[Ship]:
    """The ships sailing and fighting for ``side`` now (prizes included [12.4.5]), and those still to enter [8.1.2]."""
    return [
        s
        for s in position.ships
        if s.side == side
        and (s.status is Status.WAITING or s.status.fights and (s.crew_total > 0 or _crew_aboard_prize(position, s)))
    ]


def points(position: Position) -> dict[str, int]:
    """Each side's points: the value of every enemy ship lost to its owner [14.2.2, 14.2.3]."""
    sides = position.sides
    out = dict.fromkeys(sides, 0)
    for s in position.ships:
        if lost(s, position):
            for side in sides:
                if side != s.owner:
                    out[side] += s.points
    return out


def outcome(position: Position, last_turn_over: bool = False) -> Ruling:
    """Whether the game is over and who won, citing the victory rules; ``verdict`` is "" while it goes on."""
    sides = position.sides
    still = {side: fighting(position, side) for side in sides}
    score = points(position)
    steps = [
        Step("14.2.1", f"{side}: {plural(score[side], 'point')}, {plural(len(still[side]), 'ship')} fighting")
        for side in sides
    ]
    standing = [side for side in sides if still[side]]
    if len(standing) == 0:
        steps.append(Step("14.1.2", "no side has a ship left fighting: a draw"))
        verdict = "draw"
    elif len(standing) == 1:
        steps.append(Step("14.1", f"only {standing[0]} has a ship left fighting; the game ends at once [14.1.4]"))
        verdict = f"{standing[0]} wins"
    elif last_turn_over:
        best = max(score.values())
        leaders = [side for side in sides if score[side] == best]
        if len(leaders) == 1:
            steps.append(Step("14.2.4", f"the last turn is over: {leaders[0]} has the most points"))
            verdict = f"{leaders[0]} wins on points"
        else:
            steps.append(Step("14.2.4", "the last turn is over with the points level: a draw"))
            verdict = "draw"
    else:
        verdict = ""
    return RULINGS("is the game over?", verdict, steps, facts={"points": score}, kind="victory")


__all__ = ["fighting", "lost", "outcome", "points"]
