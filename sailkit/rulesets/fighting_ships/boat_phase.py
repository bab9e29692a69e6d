"""Boat counters on the engine [6.3] and a crew ashore (APP.2.3.2i): rowing in the sailing phase, fire at boats in the
gunnery phase, boarding from boats in the boarding step, and Cut It Out's watch.

:class:`BoatRules` adds to the Game-Turn [2.1]:

* sailing phase: each boat of the side whose part it is is rowed once (``row BOAT SHIP`` toward an enemy ship until
  alongside her, or ``row BOAT x,y``), or held (``hold BOAT``); a ship about to sail may ``lower`` a boat instead of
  sailing [6.3]. A boat rows 2 inches, and 1 inch in Cut It Out, whose boats steal in (APP.2.3.2i). ``legal_actions``
  offers rowing toward each enemy ship and holding; rowing to a point and lowering are accepted but not offered
  (as ``M1.5`` is), so play where nobody has a boat is just as before;
* the watch: in Cut It Out, as the gunnery phase opens, a ship whose crew is ashore (``guard:watch``) throws a die
  to see the boats, turning her crew out on a 5 or 6; reading ``cut_out_watch`` says whether it throws once the
  boats lie alongside (APP.2.3.2i);
* gunnery phase: a ship may fire at an enemy boat in range, in an arc and in sight (40 inches, 20 at night [3.2.1]);
  one hit sinks it [6.3]. A ship with her crew ashore fires only when reading ``cut_out_guns`` lets her crew, once
  turned out;
* boarding step: boats alongside an enemy ship board her, every boat of the side alongside her pooling its crew
  [6.1, 6.2]; boats win no Damage token and count nothing in morale [6.3]. Beaten off in Cut It Out, they pull away
  under reading ``cut_out_repulse``.

A ship with her crew ashore never sails (she lies at anchor in harbour) and defends with :func:`.cut_it_out.guard`.
"""

from __future__ import annotations

from collections.abc import Sequence

from shapely.geometry import Point as ShapelyPoint

from ...errors import IllegalActionError, InvalidInputError
from ...geometry.board import measured
from ...geometry.table import Point
from ...rulings import Ruling, Step
from ...wording import plural
from .actions import FightingShipsAction
from .boarding import Boarder, boarding
from .boat_questions import crew_of, seen_by
from .boats import ROWED, Boat, alongside, lowered, row, sinks
from .cut_it_out import SPOT
from .duel import DuelRules
from .gunnery import gunnery_dice
from .notation import TABLE, Phase, Vessel
from .ranges import band_of
from .readings import RULINGS
from .salvo_dice import tactical_factors
from .seascape import shores
from .state import Moving, State, Throw
from .turn import _lose
from .wind import Attitude, attitude

#: Inches a boat steals in at in Cut It Out (APP.2.3.2i).
STEALTHY = 1.0
#: The verbs of boats and of a crew ashore, by the kind of throw each of their dice is for.
BOAT_THROWS = {
    "watch": ("the watch's die to see the boats", "APP.2.3.2i"),
    "boat-fire": ("the Gunnery dice at a boat", "6.3"),
    "boat-boarding": ("the boarding dice, each boat's crew in turn then the defender's", "6.1"),
}


class BoatRules(DuelRules):
    """Boat counters and a crew ashore on the Game-Turn [6.3, APP.2.3.2i] (see the module's docstring)."""

    # ---- who may do what ----

    def _boats_of(self, state: State, side: int | None) -> list[Boat]:
        return [b for b in state.position.boats if b.side == side and b.afloat]

    def _to_sail(self, state: State) -> list[Vessel]:
        """A ship with her crew ashore lies at anchor and does not sail (APP.2.3.2i)."""
        return [v for v in super()._to_sail(state) if not v.guard]

    def _manned(self, state: State, v: Vessel) -> bool:
        """Whether ``v``'s guns are worked: always with her crew aboard; with it ashore only once turned out, and
        then only under reading ``cut_out_guns`` (APP.2.3.2i)."""
        return not v.guard or (v.guard == "roused" and state.readings["cut_out_guns"] == "fire-when-roused")

    def _targets(self, state: State) -> list[tuple[str, str]]:
        return [(f, t) for f, t in super()._targets(state) if self._manned(state, state.vessel(f))]

    def _pace(self, state: State, b: Boat) -> float:
        """Inches ``b`` rows this Game-Turn: 2 [6.3], or Cut It Out's stealthy 1 for its raiders (APP.2.3.2i)."""
        objective = state.setup.objective
        return STEALTHY if objective.kind == "cutout" and b.side == objective.side else ROWED

    def boat_actions(self, state: State) -> list[FightingShipsAction]:
        """What the acting side may do with its boats now (and a ship with one to lower) [6.3]."""
        make = FightingShipsAction.make
        enemies = [v for v in state.ships if v.side != state.acting and v.fighting]
        if state.phase is Phase.SAILING:
            boats = [b for b in self._boats_of(state, state.acting) if b.name not in state.sailed]
            rows = [make("row", (b.name, v.name)) for b in boats for v in enemies if not alongside(b, v.ship)]
            return [*rows, *(make("hold", (b.name,)) for b in boats)]
        if state.phase is Phase.GUNNERY:
            return [make("fire", pair) for pair in self._boat_targets(state)]
        if state.phase is Phase.BOARDING:
            return [make("board", pair) for pair in self._boat_boardings(state)]
        return []

    def _may_lower(self, state: State, v: Vessel) -> bool:
        """A ship may lower a boat counter when she is free to move (not aground nor entangled) and not towing
        [6.3, 1.5.2b]; the boat takes her name and the next free number."""
        return not v.aground and not v.entangled and not v.boats and v.ship.cls.boarding > 1

    def _boat_name(self, state: State, ship: str) -> str:
        taken = {b.name for b in state.position.boats} | {v.name for v in state.ships}
        return next(f"{ship[:30]}-boat{n}" for n in range(1, 99) if f"{ship[:30]}-boat{n}" not in taken)

    def _has_choice(self, state: State) -> bool:
        return super()._has_choice(state) or bool(self.boat_actions(state))

    def _boat_targets(self, state: State) -> list[tuple[str, str]]:
        firers = [v for v in self._fighting(state, state.acting) if "armament" not in v.criticals and not v.entangled]
        return [
            (v.name, b.name)
            for v in firers
            if self._manned(state, v)
            for b in state.position.boats
            if b.side != state.acting and b.afloat and seen_by(state.position, v, b)
        ]

    def _boat_boardings(self, state: State) -> list[tuple[str, str]]:
        return [
            (b.name, v.name)
            for b in self._boats_of(state, state.acting)
            if b.name not in state.fought and b.crew + b.marines
            for v in state.ships
            if v.side != b.side and v.fighting and alongside(b, v.ship)
        ]

    # ---- sailing: rowing and lowering [6.3] ----

    def _check_lower(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """``lower SHIP``: accepted, not offered (as ``M1.5`` is), so that play without boats is unchanged: a ship of
        the side sailing, still to sail, free to move [6.3]."""
        ships = [v for v in self._to_sail(state) if state.phase is Phase.SAILING and state.moving is None]
        if not any(v.name == action.ship and self._may_lower(state, v) for v in ships):
            why = "a ship still to sail this Game-Turn, neither aground, entangled nor towing, lowers a boat"
            raise IllegalActionError(f"{action}: {why}", "6.3")
        return action

    def _check_row(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """A ``row`` to a point of the table: the acting side's boat, not yet moved this Game-Turn [6.3]."""
        name = str(action.get("boat"))
        if state.phase is not Phase.SAILING or name not in {
            b.name for b in self._boats_of(state, state.acting) if b.name not in state.sailed
        }:
            raise IllegalActionError(f"{action}: a boat of the side sailing, not yet rowed this Game-Turn", "6.3")
        to = self._destination(state, str(action.get("to")))
        b = state.position.boat(name)
        end = row(b, to.ship if isinstance(to, Vessel) else to, self._pace(state, b)).verdict.point
        w, d = state.position.table
        ashore = any(s.contains(ShapelyPoint(end.x, end.y)) for s in shores(state.position))
        if ashore or not (0 <= end.x <= w and 0 <= end.y <= d):
            raise IllegalActionError(f"{action}: a boat is rowed on the table's water, not ashore nor off it", "6.3")
        return action

    def _destination(self, state: State, to: str) -> Vessel | Point:
        if to in {v.name for v in state.ships}:
            return state.vessel(to)
        try:
            return TABLE.parse(to)
        except InvalidInputError:
            raise InvalidInputError("row to", to, "a ship's name or a point x,y of the table") from None

    def _boat_act(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        """``row``, ``hold`` and ``lower`` [6.3]."""
        if action.verb == "lower":
            return self._lower(state, str(action.ship))
        b = state.position.boat(str(action.get("boat")))
        done = state.sailed | {b.name}
        if action.verb == "hold":
            steps = [Step("6.3", f"{b.name} lies where it is this Game-Turn")]
            return self._advance(state.with_(sailed=done), steps, f"{b.name} holds", [])
        to = self._destination(state, str(action.get("to")))
        rowed = row(b, to.ship if isinstance(to, Vessel) else to, self._pace(state, b))
        steps = list(rowed.steps)
        if self._pace(state, b) == STEALTHY:
            steps.insert(0, Step("APP.2.3.2i", f"the raiders' boats steal in at {plural(1, 'inch')} a Game-Turn"))
        pos = state.position.put_boats(rowed.verdict)
        return self._advance(state.with_(position=pos, sailed=done), steps, f"{b.name} is rowed", [rowed])

    def _lower(self, state: State, name: str) -> tuple[State, Ruling]:
        """``name`` lowers a boat with a crew die and her marines instead of sailing: it takes her move, which ends as
        any ship's does, a run under 2 inches bringing its Anchor token [6.3, 4.1.1i]."""
        v = state.vessel(name)
        made = lowered(v.ship, v.marines, self._boat_name(state, name), state.readings)
        pos = state.position.put(v.with_(marines=0)).put_boats(made.verdict)
        found = Attitude(attitude(v.ship.pose.heading, pos.wind, state.readings).verdict)
        new, more = self._end_move(state.with_(position=pos, moving=Moving(name, 0, found)))
        return self._advance(new, [*made.steps, *more], f"{name} lowers {made.verdict.name}", [made])

    def _end_of_turn(self, state: State, steps: list[Step]) -> State:
        """Cut It Out's last Game-Turn over with the ship still hers: Player 1 has saved her (APP.2.3.2i)."""
        objective = state.setup.objective
        if objective.kind == "cutout" and state.turn >= state.setup.turns and not state.result:
            said = f"the last of {state.setup.turns} Game-Turns and {objective.flagship} is not taken: she is saved"
            steps.append(Step("APP.2.3.2i", said))
            winner = 3 - objective.side
            return state.with_(result=f"{state.label(winner)} wins", winner=winner)
        return super()._end_of_turn(state, steps)

    # ---- the watch (APP.2.3.2i) ----

    def _next_part(self, state: State, steps: list[Step]) -> State:
        new = super()._next_part(state, steps)
        if new.phase is Phase.GUNNERY and new.part == 0 and not new.result and new.throw is None:
            for v in new.ships:
                if v.guard == "watch" and v.fighting and self._watch_throws(new, v, steps):
                    return new.with_(throw=Throw("watch", 1, ships=(v.name,)))
        return new

    def _watch_throws(self, state: State, v: Vessel, steps: list[Step]) -> bool:
        """Whether ``v``'s watch throws this Game-Turn: enemy boats afloat, and none alongside her yet unless
        reading ``cut_out_watch`` lets the watch throw to the last (APP.2.3.2i)."""
        boats = [b for b in state.position.boats if b.side != v.side and b.afloat]
        if not boats:
            return False
        if any(alongside(b, v.ship) for b in boats) and state.readings["cut_out_watch"] == "before-arrival":
            said = "the boats are alongside: the watch has no more throws"
            steps.append(RULINGS.step("APP.2.3.2i", said, state.readings, "cut_out_watch"))
            return False
        said = f"{v.name}'s watch throws a die to see the boats, on a {SPOT} or 6"
        steps.append(RULINGS.step("APP.2.3.2i", said, state.readings, "cut_out_watch"))
        return True

    def _watch_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        v = state.vessel(throw.ships[0])
        if throw.dice[0] >= SPOT:
            steps.append(Step("APP.2.3.2i", f"the watch sees the boats: the alarm turns {v.name}'s crew out"))
            new = state.with_(position=state.position.put(v.with_(guard="roused")), throw=None)
            return self._advance(new, steps, "the boats are seen", [])
        steps.append(Step("APP.2.3.2i", "the watch sees nothing in the dark"))
        return self._advance(state.with_(throw=None), steps, "the boats are not seen", [])

    # ---- fire at boats [6.3] ----

    def _fire(self, state: State, name: str, target: str) -> tuple[State, Ruling]:
        if target not in {b.name for b in state.position.boats}:
            return super()._fire(state, name, target)
        v, b = state.vessel(name), state.position.boat(target)
        band = str(band_of(measured(v.ship.mainmast.distance(b.point))))
        factors, said = tactical_factors(state, name, target)  # night among them [5.5.3.1]
        dice = gunnery_dice(v.ship.cls.gunnery, damaged=v.damage > 0, factors=factors, readings=state.readings)
        steps = [Step("6.3", f"{name} fires at the boat {target} at {band} range"), *said, *dice.steps]
        new = state.with_(throw=Throw("boat-fire", int(dice.value or 0), ships=(name, target), band=band))
        return self._advance(
            new.with_(ranged=state.ranged | {(name, target)}), steps, f"{name} fires at {target}", [dice]
        )

    def _boat_fire_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        name, target = throw.ships
        shot = sinks(throw.band, throw.dice, target)
        steps += shot.steps
        pos = state.position
        if shot.verdict:
            pos = pos.put_boats(pos.boat(target).with_(fate="sunk"))
        new = state.with_(position=pos, throw=None, fought=state.fought | {name})
        return self._advance(new, steps, f"{target} {'sinks' if shot.verdict else 'is missed'}", [shot])

    # ---- boarding from boats [6.1, 6.3] ----

    def _boarders(self, state: State, ships: Sequence[str]) -> tuple[list[Boarder], Boarder]:
        """The attackers and defender of a boarding [6.1]: a boat's crew and marines, a crew ashore's guard
        (APP.2.3.2i), a ship thinned by the crews of her boats on the water (reading ``boat_crew``) [6.3]."""
        boats = {b.name: b for b in state.position.boats}
        out = [boats[n].boarder if n in boats else crew_of(state.position, state.vessel(n))[0] for n in ships]
        return out[:-1], out[-1]

    def _boards(self, state: State, name: str, target: str) -> tuple[State, Ruling]:
        if name not in {b.name for b in state.position.boats}:
            return super()._boards(state, name, target)
        v = state.vessel(target)
        crews = [n for n, t in self._boat_boardings(state) if t == target and n != name]
        ships = (name, *crews, target)
        attackers, defender = self._boarders(state, ships)
        steps = [Step("6.3", f"{name} boards {target} from the water")]
        if crews:
            steps.append(Step("6.1", f"{', '.join(crews)}, alongside {target} too, pool their crews"))
        steps += crew_of(state.position, v)[1]
        dice = sum(b.dice for b in attackers) + defender.dice
        steps.append(Step("6.1", f"{plural(dice, 'die', 'dice')} to throw, the boats' first"))
        return self._advance(state.with_(throw=Throw("boat-boarding", dice, ships=ships)), steps, "a boat attack", [])

    def _boat_board_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        attackers, defender = self._boarders(state, throw.ships)
        pooled = sum(b.dice for b in attackers)
        fight = boarding(attackers, defender, throw.dice[:pooled], throw.dice[pooled:])
        steps += [s for s in fight.steps if "Damage token" not in s.reason]
        pos, names = state.position, throw.ships[:-1]
        d = pos.vessel(defender.name)
        if fight.verdict == "prize":
            steps.append(Step("6.3", "the boats' crews go up her side: a boat has no Damage token to take"))
            pos = _lose(_lose(pos, d.side, d.ship.cls.hull), 3 - d.side, -d.ship.cls.hull)
            pos = pos.put(d.with_(fate="prize", guard="")).put_boats(*(pos.boat(n).with_(fate="aboard") for n in names))
        elif state.setup.objective.kind == "cutout" and state.readings["cut_out_repulse"] == "one-assault":
            said = "beaten off, the boats pull away: there is no second surprise"
            steps.append(RULINGS.step("APP.2.3.2i", said, state.readings, "cut_out_repulse"))
            pos = pos.put_boats(*(pos.boat(n).with_(fate="withdrawn") for n in names))
        new = state.with_(position=pos, throw=None, fought=state.fought | set(names))
        return self._advance(new, steps, str(fight.verdict), [fight])

    def _boat_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """A batch of dice of :data:`BOAT_THROWS` complete: what it decides."""
        if throw.kind == "watch":
            return self._watch_roll(state, throw, steps)
        if throw.kind == "boat-fire":
            return self._boat_fire_roll(state, throw, steps)
        return self._boat_board_roll(state, throw, steps)


__all__ = ["BOAT_THROWS", "STEALTHY", "BoatRules"]
