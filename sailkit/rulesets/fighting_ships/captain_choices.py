"""The computer captain's fireships and admirals' choices [9.1.2a, APP.1.2.1]: when lighting a fireship and using an
admiral's offered effect are worth it.

:class:`~.captain.Captain` asks here before it sails a side's ships, and whenever the engine waits on an admiral's
offer (:class:`~.state.Offer`). Each answer comes with its reason and the cases it follows.

Lighting a fireship [9.1.2a-d]
    Her crew is ordered to set her alight when the run she would then make (4 inches, :func:`.fireships.fireship_run`,
    stopped by what she meets) ends with an enemy within 2 inches of her and no friend: each enemy there fails her
    Discipline test and takes a Damage token with the chance :func:`.fireships.heat_chance` gives. Otherwise she
    sails as any ship, and the captain's sailing brings her nearer the enemy and values ending her move aimed, so
    that the run she would make if lit next ends beside enemies (:func:`fireship_aim`, weight ``fireship``).

The admiral's offers [APP.1.2.1]
    A Disciplinarian's pass is kept for a test whose failure strikes a ship's colours (the strike test, or damage
    control at the brink, which is it [5.6.4]); a Revolutionary's 3 is used on the Game-Turn the fleets may come
    within cannon reach of each other (firing first [5.1]); an Explorer hands Player 1 over when no enemy can be
    reached this Game-Turn, to sail second and see where the enemy ends [2.1]; a Former Privateer's or a Sea Dog's
    denial of an evasion is used when the ship would rather board the enemy than be boarded by her [6.1]; a Buccaneer
    always presses his prize: a ship fighting for the fleet is worth more to it than a prize sailing home [6.1].
"""

from __future__ import annotations

from typing import Protocol

from ...geometry.table import distance
from ...players import Decision
from .actions import FightingShipsAction
from .collisions import first_collision
from .fireships import SCORCH, fireship_run, fireship_within, heat_chance, is_fireship
from .notation import Vessel
from .ranges import CANNON_BANDS
from .ships import Ship
from .state import State
from .steel import limit_of
from .turn import shores_of, vessels_besides

#: How near the fleets must come, mainmast to mainmast, for a Game-Turn to bring fire: cannon reach and a move [5.3].
CONTACT = CANNON_BANDS[-1][1] + 6.0


class Judge(Protocol):
    """What the choices ask of the captain: what boarding an enemy is worth [6.1]."""

    def prize_worth(self, ours: Vessel, theirs: Vessel) -> float: ...


def fireship_to_light(state: State, legal: list[FightingShipsAction]) -> Decision | None:
    """The ``ignite`` among ``legal`` whose fireship's run would end with an enemy within 2 inches and no friend, the
    most enemy Damage tokens expected first; ``None`` when none does [9.1.2a-d]."""
    best: tuple[float, FightingShipsAction, list[str]] | None = None
    for action in (a for a in legal if a.verb == "ignite"):
        v = state.vessel(str(action.ship))
        near = _scorched(state, v)
        enemies = [w for w in near if w.side != v.side]
        if not enemies or len(enemies) < len(near):
            continue
        worth = sum(float(heat_chance(w.test_dice("discipline"))) for w in enemies)
        if best is None or worth > best[0]:
            best = (worth, action, [w.name for w in enemies])
    if best is None:
        return None
    worth, action, names = best
    why = f"{action.ship} is set alight: her run ends within 2 inches of {', '.join(names)} and of no friend, "
    return Decision(action, why + f"{worth:.1f} Damage tokens expected [9.1.2a; 9.1.2b; 9.1.2d]", worth)


def fireship_aim(state: State, v: Vessel, ship: Ship) -> float:
    """What ``v``, a fireship not yet alight, ending her move as ``ship`` is worth for her next lighting: the Damage
    tokens the enemies her run would then end beside are expected to take, less the friends' [9.1.2b, 9.1.2d]; 0 for
    any other ship."""
    if not is_fireship(v.ship) or v.damage:
        return 0.0
    near = _scorched(state, v.with_(ship=ship))
    return sum(float(heat_chance(w.test_dice("discipline"))) * (1 if w.side != v.side else -1) for w in near)


def _scorched(state: State, v: Vessel) -> list[Vessel]:
    """The ships within 2 inches of ``v`` where her run as an alight fireship would end [9.1.2b, 9.1.2d]; none when
    she would run onto a shore, where she blows up [9.1.2f]."""
    r = state.readings
    ran = fireship_run(v.ship, state.position.wind, anchored=v.anchors > 0, readings=r)
    others = [w.ship for w in vessels_besides(state, v.name)]
    met = first_collision(v.ship, ran.facts["move"], others, shores=shores_of(state), readings=r)
    if met.verdict == "shore":
        return []
    end = v.ship.at(met.facts["pose"] if met.verdict is not None else ran.facts["pose"])
    return [state.vessel(n) for n in fireship_within(end, others, SCORCH, "9.1.2d", r).verdict]


def answer_offer(judge: Judge, state: State) -> Decision:
    """Use or keep back the admiral's effect the engine offers now (see the module's docstring) [APP.1.2.1]."""
    offer = state.offer
    assert offer is not None
    use = FightingShipsAction.make("admiral", (offer.ship,))
    keep = FightingShipsAction.make("done", (state.label(offer.side),))
    v = state.vessel(offer.ship)
    if offer.key == "disciplinarian":
        striking = offer.throw is not None and (offer.throw.kind == "strike" or v.damage >= limit_of(v.ship.cls))
        if striking:
            return Decision(use, f"the Disciplinarian saves {v.name} from striking her colours [APP.1.2.1; 5.6.4]")
        return Decision(keep, "the Disciplinarian's one pass is kept for a strike test [APP.1.2.1; 5.6.4]")
    if offer.key in ("revolutionary", "explorer"):
        near = _nearest_enemy(state, offer.side) <= CONTACT
        if offer.key == "revolutionary":
            if near:
                return Decision(use, "the fleets may come within cannon reach: the Revolutionary's 3 [APP.1.2.1; 5.1]")
            return Decision(keep, "no fire this Game-Turn: the Revolutionary's 3 is kept [APP.1.2.1; 5.3]")
        if near:
            return Decision(keep, "the enemy is within reach: Player 1 fires first [APP.1.2.1; 5.1]")
        return Decision(use, "no enemy within reach: Player 2 sails seeing where the enemy ends [APP.1.2.1; 2.1]")
    if offer.key in ("former-privateer", "sea-dog"):
        met = state.vessel(offer.other)
        gain, risk = judge.prize_worth(v, met), judge.prize_worth(met, v)
        if gain > risk:
            return Decision(use, f"{v.name} would rather board {met.name} than be boarded [APP.1.2.1; 6.1]", gain)
        return Decision(keep, f"{v.name} is the weaker boarder: {met.name} may evade [APP.1.2.1; 6.1]", gain)
    return Decision(use, f"{v.name} fights on for the fleet rather than sail home a prize [APP.1.2.1; 6.1]")


def _nearest_enemy(state: State, side: int) -> float:
    """The inches between the nearest pair of fighting ships of the two sides, mainmast to mainmast [1.4]."""
    ours = [v for v in state.ships if v.side == side and v.fighting]
    theirs = [v for v in state.ships if v.side != side and v.fighting]
    gaps = [distance(a.ship.mainmast, b.ship.mainmast) for a in ours for b in theirs]
    return min(gaps, default=float("inf"))


__all__ = ["CONTACT", "answer_offer", "fireship_aim", "fireship_to_light"]
