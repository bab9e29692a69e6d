"""Fighting Ships' rules for :mod:`sailkit.engine`: the Game-Turn under sail as states, actions and rulings [2.1].

A Game-Turn runs [2.1]: the initiative phase (each side throws a die; the higher is Player 1, a tie goes to last
turn's Player 2 and changes the weather from the second turn on [3.1, 1.5.1]); the sailing phase (Player 1 sails
each of his ships in the order he likes, then Player 2: a ship rolls her Sailing dice for points and spends them a
manoeuvre at a time, collisions met on the way are evaded or entangle, a move under 2 inches leaves an Anchor token,
and after her move she tests to shed a token [4.1, 4.2, 4.3, 5.6.3]); the gunnery phase (Player 1 fires ship by
ship, then Player 2 [5.1]); boarding, in initiative order [6.1]; and the fleets' morale [APP.2.2.1]. Every die is a
``roll`` action, a chance node with six outcomes: the rules never roll.

What ``legal_actions`` offers on the open table
    Sailing points are spent one manoeuvre at a time. The engine lists the plan grammar's discrete manoeuvres
    (:data:`OFFERED`: a full 2-inch run straight or turning 30 degrees either way, a last 1-inch run, and a tack or
    wear of 90 degrees either way), each only where :func:`~.sailing.sail` allows it; ``check_action`` accepts any
    other single manoeuvre the rules allow (``M1.5``, ``M2+15``, ``T60``). Fire and boarding list every valid
    target; ``done SIDE`` ends a side's fire or boarding early.

Choices the engine makes where a player would (each said in the ruling that uses it)
    A ship always takes her emergency Sailing test when there is room to evade, and her token test after moving
    (neither costs anything) [4.3.1, 4.2, 5.6.3]; an evading ship turns the smaller way; ships square to each
    other entangle bow to bow [4.3.3]. Every friend entangled with the enemy boarded that has not fired or boarded
    pools her boarders [6.1]; a repair clears the most hindering critical first [5.6.3].
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ...engine.rules import Observation
from ...errors import IllegalActionError
from ...rulings import Ruling, Step
from ...wording import plural
from .actions import FightingShipsAction
from .admiral_choices import AdmiralChoices
from .admirals import ONCE_IN_PLAY, may_rethrow, once_now, spend
from .air_base_phase import AirBaseRules
from .air_fire_phase import AIR_THROWS, AIR_VERBS
from .air_sea_pieces import hidden_from
from .air_spot_phase import HeliAswRules
from .asw_phase import SUB_THROWS
from .boat_phase import BOAT_THROWS, BoatRules
from .counter_phase import COUNTER_THROWS
from .criticals import repaired
from .decoy_phase import DECOY_THROWS, DecoyRules
from .edge_run_phase import EdgeRunRules
from .electronics_phase import ElectronicsRules
from .goalkeeper_phase import KEEPER_THROWS
from .launch_phase import LAUNCH_VERBS
from .lay_phase import LayRules
from .mine_phase import MineRules
from .mines import as_seen_by
from .notation import PHASE_CASES, Phase, Vessel
from .pack_phase import SUB_VERBS
from .ram_phase import RAM_RETHROWN, RAM_THROWS, RamRules
from .sailing import COST, OFFERED
from .smoke_phase import SmokeRules
from .state import State, Throw
from .sub_ram_phase import SUB_RAM_THROWS, SubRamRules
from .sweep_phase import SWEEP_THROWS, SweepRules
from .turn import _ruling, _salvo
from .turret_phase import TurretRules

#: What each kind of throw is for, with its case, for the ruling of each die.
THROWS = {
    "initiative": ("the initiative dice, side 1's then side 2's", "3.1"),
    "duel-order": ("the dice for who manoeuvres first, side 1's then side 2's", "APP.2.3.2a"),
    "duel-weather": ("the Duel's weather dice, side 1's then side 2's: a tie turns the weather", "APP.2.3.2a"),
    "weather": ("a fresh die on the weather table", "1.5.1"),
    "gale": ("the dice for how many Game-Turns the gale blows", "1.5.2c"),
    "sailing": ("the Sailing dice", "4.1.1a"),
    "aground": ("the Sailing test to work off the shore", "1.5.2g"),
    "evade-shore": ("the emergency Sailing test to evade off the shore", "1.5.2g"),
    "shoal": ("the Sailing test in shoal water", "1.5.2f"),
    "evade": ("the emergency Sailing test of the moving ship", "4.3.1"),
    "evade-other": ("the emergency Sailing test of the ship she meets", "4.3.1"),
    "hull": ("both ships' Hull tests, the mover's dice first", "4.3.1e"),
    "repair": ("the damage-control Discipline test", "5.6.3"),
    "light": ("the fireship crew's Discipline test to set her alight", "9.1.2a"),
    "fire-evade": ("the emergency Sailing test of the ship a burning fireship meets", "9.1.2e"),
    "scorch": ("the Discipline dice of the ships near the fireship, nearest first", "9.1.2d"),
    "burn": ("a fire die for each alight fireship", "9.1.2c"),
    "anchor": ("the Discipline test to shed an Anchor token", "4.2"),
    "gunnery": ("the Gunnery dice", "5.5.1"),
    "bonus": ("the bonus dice of the explosions", "5.5.2"),
    "saves": ("the target's Hull dice", "5.6.1"),
    "criticals": ("the critical checks' dice", "5.6.2"),
    "strike": ("the strike test's Discipline dice", "5.6.4"),
    "boarding": ("the boarding dice, each attacker's in turn then the defender's", "6.1"),
    "again": ("a special captain's 1s thrown again once", "APP.1.2.2"),
    "villain": ("the boarder's Discipline test before she boards a Villain's flagship", "APP.1.2.1"),
    **BOAT_THROWS,
    **COUNTER_THROWS,
    **DECOY_THROWS,
    **SUB_RAM_THROWS,
    **KEEPER_THROWS,
    **RAM_THROWS,
    **SUB_THROWS,
    **AIR_THROWS,  # the air's dice go to _salvo_roll, which AirFireRules reads first
    **SWEEP_THROWS,
    "sea-dog": ("the Sea Dog's Sailing test of the ship running into the enemy", "APP.1.2.1"),
}
#: What a refused ``broadside``, ``secondary`` or ``starshell`` needed, with its case.
REFUSED = {
    "broadside": ("5.4g", "a DB ship's broadside, at a valid target in the gunnery phase"),
    "secondary": (
        "5.4h",
        "a capital ship's secondary battery, once a Game-Turn, at a valid target in the gunnery phase",
    ),
    "starshell": ("3.2.1.1", "at night, a ship with Guns of 6 inches or more that has not fired this Game-Turn"),
}
#: The kinds of throw whose 1s a special captain throws again once [APP.1.2.2]: the stat, the captain, and which of
#: the throw's ships throws it (a boarding's dice are each boarder's in turn, a collision's Hull tests each ship's).
RETHROWN = {
    "sailing": ("Sailing", "navigator", 0),
    "aground": ("Sailing", "navigator", 0),
    "shoal": ("Sailing", "navigator", 0),
    "evade": ("Sailing", "navigator", 0),
    "evade-other": ("Sailing", "navigator", 1),
    "evade-shore": ("Sailing", "navigator", 0),
    "hull": ("Hull", "architect", 0),
    "gunnery": ("Gunnery", "marksman", 0),
    "saves": ("Hull", "architect", 1),
    "repair": ("Discipline", "authoritarian", 0),
    "light": ("Discipline", "authoritarian", 0),
    "anchor": ("Discipline", "authoritarian", 0),
    "strike": ("Discipline", "authoritarian", 1),
    "villain": ("Discipline", "authoritarian", 0),
    "boarding": ("Boarding", "swashbuckler", 0),
    "sea-dog": ("Sailing", "navigator", 0),
    **RAM_RETHROWN,
}


class FightingShipsRules(
    AirBaseRules,  # bases off the table [8.2], on AirFightRules [8.8] and AirFireRules
    HeliAswRules,  # ASW helicopters [8.7], on AswRules [7.3, 7.4]
    BoatRules,
    AdmiralChoices,
    SweepRules,
    SubRamRules,  # fsh-sea: a boat on the surface rammed [7.2]; before RamRules, whose glance it overrides
    RamRules,
    ElectronicsRules,
    SmokeRules,
    TurretRules,
    MineRules,
    DecoyRules,  # fsh-sea: ECM 3's decoy dice [5.7.2]
    LayRules,  # fsh-sea: mines laid [9.1.5]
    EdgeRunRules,  # fsh-finish: big steamships running for the edge [5.6.4]
):  # AirFireRules brings AirRules, AswRules and AirFireRules LaunchRules, SweepRules KeeperRules
    """Fighting Ships under sail on the engine (:class:`sailkit.engine.rules.Rules`): what may be done, and what an
    action does; the phases' rules are its bases (:mod:`.turn`, :mod:`.sailing_phase`, :mod:`.gunnery_phase`, :mod:`.duel`)."""

    # ---- what may be done ----

    def legal_actions(self, state: State) -> list[FightingShipsAction]:
        if state.result:
            return []
        if state.offer is not None:  # an admiral's effect to use or decline [APP.1.2.1]
            answers = (("admiral", state.offer.ship), ("done", state.label(state.offer.side)))
            return [FightingShipsAction.make(verb, (arg,)) for verb, arg in answers]
        if state.throw is not None:
            return [FightingShipsAction.make("roll", (d,)) for d in range(1, 7)]
        side = state.acting
        if state.phase is Phase.INITIATIVE and state.hunt:  # the submarine steps [2.1d, f]
            return [*self.sub_actions(state), FightingShipsAction.make("done", (state.label(side or 1),))]
        if state.moving is not None:
            name = state.moving.ship
            out = [FightingShipsAction.make("manoeuvre", (name, str(m))) for m in OFFERED if self._may(state, m)]
            stop = self.may_stop(state) or not out  # under steam or oars, not before her least run [4.1.2]
            return [*out, FightingShipsAction.make("stop", (name,))] if stop else out
        if state.phase is Phase.SAILING:
            ships = self._to_sail(state)
            sails = [FightingShipsAction.make("sail", (v.name,)) for v in ships]
            sails += [FightingShipsAction.make("power", (v.name,)) for v in ships if len(v.ship.cls.motive) > 1]
            ignites = [FightingShipsAction.make("ignite", (n,)) for n in self._may_ignite(state)]
            ignites += self._smoke_actions(state, ships)  # sailing laying smoke [9.1.6]
            boats = [FightingShipsAction.make(verb, (v.name,)) for v in ships for verb in self._boat_verbs(state, v)]
            rowing = [*self.boat_actions(state), *self.flight_actions(state)]  # boats [6.3], aircraft [8.2-8.4]
            subs = self.sub_actions(state)  # diving, surfacing, running below [7.2]
            out = [*sails, *ignites, *boats, *rowing, *subs, *self._admiral_actions(state)]
            return out if sails or rowing or subs else []
        if state.phase is Phase.MANOEUVRE:
            found = [FightingShipsAction.make("fire", pair) for pair in self._duel_targets(state)]
            found += [FightingShipsAction.make("board", pair) for pair in self._duel_boardings(state)]
            return [*found, FightingShipsAction.make("done", (state.label(side or 1),))]
        if state.phase is Phase.GUNNERY:
            found = [FightingShipsAction.make("fire", p) for p in self._targets(state) if p[0] not in state.split]
            found += [FightingShipsAction.make("volley", pair) for pair in self._volleys(state)]
            found += self.launch_actions(state)  # torpedoes and missiles [5.7.1, 5.8.1]
            found += self.turret_actions(state)  # one broadside, a secondary battery [5.4g, 5.4h]
            found += self.starshell_actions(state)  # at night [3.2.1.1]
            found += self.sweep_actions(state)  # minesweepers [9.1.5]
            found += self.lay_actions(state)  # minelayers [9.1.5]
        else:
            found = [FightingShipsAction.make("board", pair) for pair in self._boardings(state)]
        found += self.boat_actions(state)  # fire at boats, boarding from them [6.3]
        found += self.sub_actions(state)  # ASW fire [7.4]
        found += self.air_fire_actions(state)  # bombs and AA fire [8.5, 8.6]
        found += self._admiral_actions(state)
        return [*found, FightingShipsAction.make("done", (state.label(side or 1),))]

    def _admiral_actions(self, state: State) -> list[FightingShipsAction]:
        """The acting side's ``admiral SHIP`` actions: its admiral's once-per-game effect on each ship it may use it
        on now (:func:`.admirals.once_now`) [APP.1.2.1c, h]."""
        fired = state.fought if state.phase is Phase.GUNNERY else frozenset()
        own = [v for v in state.ships if v.side == state.acting]
        return [
            FightingShipsAction.make("admiral", (v.name,))
            for v in own
            if once_now(state.position, v, fired=v.name in fired)
        ]

    def check_action(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        if state.result:
            raise IllegalActionError(f"{action}: the game is over ({state.result})", "APP.2.2.1")
        verb = action.verb
        if state.offer is not None and action not in self.legal_actions(state):
            offer = state.offer
            said = f"{state.label(offer.side)} first uses its admiral's {offer.key} effect (admiral {offer.ship})"
            raise IllegalActionError(f"{action}: {said} or declines it (done {state.label(offer.side)})", "APP.1.2.1")
        if state.offer is not None:
            return action
        if state.throw is not None:
            if verb != "roll":
                what, case = THROWS[state.throw.kind]
                raise IllegalActionError(f"{action}: {what} must be thrown first", case)
            return action
        if verb == "roll":
            raise IllegalActionError(f"{action}: no die is due now", PHASE_CASES[state.phase])
        if state.moving is not None:
            return self._check_move(state, action)
        if action in self.legal_actions(state):
            return action
        return self._check_unlisted(state, action)

    def _check_unlisted(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """An action ``legal_actions`` does not list: one of those that take a point or a boat of one's choosing, which
        no list could hold (accepted when the rules allow it), or else refused, naming the case it breaks."""
        verb = action.verb
        checks: dict[str, Callable[[State, FightingShipsAction], FightingShipsAction]] = {
            "row": self._check_row,
            "run": self._check_run,  # a pack's run or scatter to points of one's choosing [7.2, 7.3]
            "evade": self._check_evade,
            "search": self._check_search,  # a counter named, or not, as reading sonar_dice asks [7.3]
            "lower": self._check_lower,
            "sweep": self._check_sweep,
            "lay": self._check_lay,
            **dict.fromkeys(LAUNCH_VERBS, self._check_launch),
            **dict.fromkeys(AIR_VERBS, self.check_air),
        }
        if verb in checks:
            return checks[verb](state, action)
        if verb in REFUSED:  # a battery, a broadside or starshell not open now [5.4g, 5.4h, 3.2.1.1]
            case, said = REFUSED[verb]
            raise IllegalActionError(f"{action}: {said}", case)
        if verb == "smoke":
            said, case = self._smoke_refusal(state, str(action.ship)) or (self._expected(state), "9.1.6")
            raise IllegalActionError(f"{action}: {said}", case)
        if verb in ("tow", "recover") and state.phase is Phase.SAILING:
            why = "boats are lowered to tow only in a calm, by a ship about to sail that is neither aground nor "
            why += "entangled, and hoisted in only when they are out"
            raise IllegalActionError(f"{action}: {why}", "1.5.2b")
        bomb = self.fire_refusal(state, str(action.ship), str(action.target)) if verb == "fire" else None
        if bomb is not None and state.phase is Phase.GUNNERY:
            raise IllegalActionError(f"{action}: {bomb[0]}", bomb[1])  # [9.1.4]
        raise IllegalActionError(f"{action}: {self._expected(state)}", self._case_of(state, action))

    def _check_move(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        moving = state.moving
        assert moving is not None
        if action.verb not in ("manoeuvre", "stop") or action.ship != moving.ship:
            raise IllegalActionError(f"{action}: {moving.ship} is spending her sailing points", "4.1")
        if action.verb == "stop" and action not in self.legal_actions(state):
            edge = state.vessel(moving.ship).running
            if edge:  # [5.6.4]
                raise IllegalActionError(f"{action}: she runs for the {edge} edge while she has way on", "5.6.4")
            said = f"she has run {moving.moved:g} of the {moving.least:g} inches her momentum carries her"
            raise IllegalActionError(f"{action}: {said}", "4.1.2")
        if action.verb == "manoeuvre":
            m = action.manoeuvre
            if COST[m.kind] > moving.points:
                left = plural(moving.points, "sailing point")
                raise IllegalActionError(f"{action}: {m} costs {COST[m.kind]}, she has {left}", "4.1.1f")
            ruled = self._sail(state, m)
            if not ruled.verdict:
                raise IllegalActionError(f"{action}: {ruled.steps[-1].reason}", ruled.steps[-1].case)
        return action

    def _expected(self, state: State) -> str:
        side = state.label(state.acting or 1)
        return {
            Phase.SAILING: f"{side} sails a ship of its own that has not sailed this Game-Turn",
            Phase.MANOEUVRE: f"{side} fires a gun arc not fired this Game-Turn at a valid target, or holds fire",
            Phase.GUNNERY: f"{side} fires a ship that has not fired or boarded, or a squadron, at a valid target",
            Phase.BOARDING: f"{side} boards with a ship that has not fired, an enemy entangled with her",
        }.get(state.phase, "not now")

    def _case_of(self, state: State, action: FightingShipsAction) -> str:
        """The case an action breaks: its phase's rule when it is of this phase, else the sequence of play [2.1]."""
        verbs = {
            Phase.SAILING: ("ignite", "9.1.2a") if action.verb == "ignite" else ("sail", "4.1"),
            Phase.MANOEUVRE: ("fire", "APP.2.3.2a"),
            Phase.GUNNERY: ("fire", "5.1") if action.verb != "volley" else ("volley", "9.2"),
            Phase.BOARDING: ("board", "6.1"),
        }
        verb, case = verbs.get(state.phase, ("", "2.1"))
        return case if action.verb == verb else "2.1"

    # ---- what an action does ----

    def apply_action(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        verb, ship, target = action.verb, str(action.ship), str(action.target)
        if state.offer is not None:
            return self._answer(state, verb == "admiral")
        if verb in SUB_VERBS or verb in LAUNCH_VERBS or (verb == "done" and state.hunt):  # [7.2-7.4, 5.7.1, 5.8.1]
            return self._sub_act(state, action)  # submarines' and hunters' actions, and every launch
        acts: dict[str, Callable[[], tuple[State, Ruling]]] = {
            "roll": lambda: self._roll(state, int(action.die or 0)),
            "sail": lambda: self._power(state, ship, False),
            "power": lambda: self._power(state, ship, True),
            "ignite": lambda: self._ignite(state, ship),
            "smoke": lambda: self._lay(state, ship),
            "manoeuvre": lambda: self._manoeuvre(state, action.manoeuvre),
            "stop": lambda: self._stop(state, ship),
            "tow": lambda: self._boats_move(state, ship, True),
            "recover": lambda: self._boats_move(state, ship, False),
            "row": lambda: self._boat_act(state, action),
            "hold": lambda: self._boat_act(state, action),
            "lower": lambda: self._boat_act(state, action),
            **dict.fromkeys(AIR_VERBS, lambda: self._boat_act(state, action)),  # aircraft [8.2-8.6]
            "fire": lambda: self._fire(state, ship, target),
            "board": lambda: self._boards(state, ship, target),
            "volley": lambda: self._volley(state, str(action.get("squadron")), target),
            "admiral": lambda: self._admiral(state, ship),
            "sweep": lambda: self._sweep(state, action),
            "lay": lambda: self._lay_mine(state, action),
            "starshell": lambda: self._starshell(state, ship),
            "broadside": lambda: self._broadside(state, ship, target),
            "secondary": lambda: self._secondary(state, ship, target),
        }
        act = acts.get(verb)
        return act() if act is not None else self._done(state)

    def _stop(self, state: State, ship: str) -> tuple[State, Ruling]:
        """She spends no more sailing points this phase [4.1.1i]."""
        steps = [Step("4.1.1i", f"{ship} spends no more sailing points")]
        new, more = self._end_move(state)
        return self._advance(new, steps + more, f"{ship} stops", [])

    def _done(self, state: State) -> tuple[State, Ruling]:
        """The side holds fire after a manoeuvre [APP.2.3.2a], or is finished with this step [2.1]."""
        side = state.label(state.acting or 1)
        if state.phase is Phase.MANOEUVRE:
            steps = [Step("APP.2.3.2a", f"{state.volley} holds her fire after her manoeuvre")]
            return self._advance(state.with_(volley=""), steps, f"{side} holds fire", [])
        what = "fire" if state.phase is Phase.GUNNERY else "boarding"
        steps = [Step(PHASE_CASES[state.phase], f"{side} is finished with {what} this Game-Turn")]
        return self._advance(self._next_part(state, steps), steps, f"{side} is done", [])

    def _admiral(self, state: State, name: str) -> tuple[State, Ruling]:
        """The admiral's once-per-game effect used on ``name`` and written spent on the flagship [APP.1.2.1]: a
        Noble's takes away a Damage token (the one carrying her most hindering critical first, as a repair [5.6.3]),
        a Gunner's lets her fire again this Game-Turn."""
        v = state.vessel(name)
        key = once_now(state.position, v, fired=state.phase is Phase.GUNNERY and name in state.fought)
        pos = spend(state.position, v.side, key)
        if key == "noble":
            pos = pos.put(pos.vessel(name).with_(damage=v.damage - 1, criticals=repaired(v.criticals)))
            new = state.with_(position=pos)
        else:
            new = state.with_(position=pos, fought=state.fought - {name})
        steps = [Step("APP.1.2.1", f"the {key.capitalize()} admiral, once in the game: {name} {ONCE_IN_PLAY[key]}")]
        return self._advance(new, steps, f"the admiral's {key} effect on {name}", [])

    # ---- what a side may see ----

    def observe(self, state: State, side: str) -> Observation:
        """Everything but what the rules turn face down. Plans are not written in advance (a ship spends her points a
        manoeuvre at a time, in the open [4.1.1f]), every die is thrown on the table and every token is in sight
        [1.2]; but a submerged boat's pack shows the other side its counters alike, which one is the boat face down
        until she is located [7.1, 7.3], and a red-herring mine counter shows the enemy a mine [9.1.5]
        (:func:`.mines.as_seen_by`). Hot-seat play and a side's view of a replay show the table so."""
        pos = state.position
        number = state.setup.sides.index(side) + 1 if side in state.setup.sides else 0
        packs = hidden_from(pos.packs, number)
        mines, herrings = as_seen_by(pos.mines, number)
        face_down = {p.boat: "which of her counters is the boat [7.1]" for p in packs if p.real is None}
        face_down.update({name: "a mine or a red herring [9.1.5]" for name in herrings})
        if packs == pos.packs and not herrings:
            return Observation(side, state)
        return Observation(side, state.with_(position=replace(pos, packs=packs, mines=mines)), face_down)

    # ---- dice ----

    def _roll(self, state: State, face: int) -> tuple[State, Ruling]:
        throw = state.throw
        assert throw is not None
        throw = replace(throw, dice=(*throw.dice, face))
        what, case = THROWS[throw.kind]
        step = Step(case, f"die {len(throw.dice)} of {throw.want}, {what}: {face}")
        if len(throw.dice) < throw.want:
            return state.with_(throw=throw), _ruling(f"roll {face}", face, [step], state, fire=_salvo(state))
        if throw.kind == "again":
            steps = [step]
            return self._thrown(self._rethrown(state, throw, steps), steps)
        ones = sum(dice.count(1) for v, dice in self._throwers(state, throw) if self._rethrows(state, v, throw.kind))
        if ones:
            stat, captain, _ = RETHROWN[throw.kind]
            said = f"{plural(ones, 'die', 'dice')}: a {captain.capitalize()} captain's {stat} 1s, thrown again once"
            new = state.with_(throw=throw.then("again", ones))
            return new, _ruling(f"roll {face}", face, [step, Step("APP.1.2.2", said)], new, fire=_salvo(new))
        return self._thrown(state.with_(throw=throw), [step])

    def _rethrows(self, state: State, v: Vessel, kind: str) -> bool:
        """Whether ``v``'s special captain throws the 1s of a ``kind`` throw again once [APP.1.2.2]: not within 12
        inches of a Poor admiral's flagship [APP.1.2.1r]."""
        return kind in RETHROWN and v.has_captain(RETHROWN[kind][1]) and may_rethrow(state.position, v)

    def _throwers(self, state: State, throw: Throw) -> list[tuple[Vessel, tuple[int, ...]]]:
        """Each ship's dice of a ``throw``, in the order thrown: a boarding's each boarder's in turn, a squadron's
        salvo each member's [9.2], else the one thrower's (:data:`RETHROWN`)."""
        if throw.kind == "boarding":
            attackers, defender = self._boarders(state, throw.ships)
            shares: tuple[tuple[str, int], ...] = tuple((b.name, b.dice) for b in (*attackers, defender))
        elif throw.kind == "gunnery" and throw.pooled:
            shares = throw.pooled
        elif throw.kind == "hull":  # a collision's Hull tests: the mover's dice, then the other ship's [4.3.1e]
            shares = tuple((name, state.vessel(name).ship.cls.hull) for name in throw.ships)
        elif throw.kind in RETHROWN:
            shares = ((throw.ships[RETHROWN[throw.kind][2]], len(throw.dice)),)
        else:
            return []
        out, dice = [], throw.dice
        for name, n in shares:
            out.append((state.vessel(name), dice[:n]))
            dice = dice[n:]
        return out

    def _rethrown(self, state: State, again: Throw, steps: list[Step]) -> State:
        """The batch a captain's 1s were thrown again for, with the new results in place of its 1s [APP.1.2.2]."""
        kind, dice = again.held[-1]
        batch = Throw(kind, len(dice), dice, again.ships, again.held[:-1], again.band, again.chain, again.pooled)
        fresh, out = iter(again.dice), []
        for v, own in self._throwers(state, batch):
            out += [next(fresh) if d == 1 and self._rethrows(state, v, kind) else d for d in own]
            if self._rethrows(state, v, kind) and 1 in own:
                stat, captain = RETHROWN[kind][:2]
                steps.append(Step("APP.1.2.2", f"{v.name}'s {captain.capitalize()} captain throws her {stat} 1s again"))
        return state.with_(throw=replace(batch, dice=tuple(out)))

    def _thrown(self, state: State, steps: list[Step], *, ask: bool = True) -> tuple[State, Ruling]:
        """The batch of dice due is complete: what it decides; first, for a failed Discipline test, whether a
        Disciplinarian admiral counts it passed (``ask``) [APP.1.2.1b]."""
        throw = state.throw
        assert throw is not None
        offered = self._discipline_offer(state, steps) if ask else None
        if offered is not None:
            return offered
        kind = throw.kind
        if kind == "duel-order":
            return self._duel_roll(state, throw, steps)
        if kind in ("initiative", "duel-weather", "weather", "gale"):
            return self._initiative(state, throw, steps)
        if kind in ("sailing", "aground"):
            return self._sailing_roll(state, throw, steps)
        if kind == "shoal":
            return self._shoal_roll(state, throw, steps)
        if kind == "evade-shore":
            return self._shore_evasion_roll(state, throw, steps)
        if kind in ("evade", "evade-other", "hull"):
            return self._collision_roll(state, throw, steps)
        if kind in ("repair", "anchor"):
            return self._token_test(state, throw, steps)
        if kind == "boarding":
            return self._board(state, throw, steps)
        if kind in ("light", "fire-evade", "scorch", "burn"):
            return self._fireship_roll(state, throw, steps)
        if kind == "villain":
            return self._villain_test(state, throw, steps)
        if kind in BOAT_THROWS:
            return self._boat_roll(state, throw, steps)
        if kind in COUNTER_THROWS or kind in KEEPER_THROWS or kind in SUB_THROWS or kind in SWEEP_THROWS:
            return self._counter_roll(state, throw, steps)
        if kind in DECOY_THROWS:
            return self._counter_roll(state, throw, steps)
        rolls = {"sea-dog": self._sea_dog_roll, **dict.fromkeys(RAM_THROWS, self._ram_roll)}
        rolls["sub-ram"] = self._sub_ram_roll  # fsh-sea [7.2]
        return rolls.get(kind, self._salvo_roll)(state, throw, steps)


RULES = FightingShipsRules()

__all__ = ["OFFERED", "RETHROWN", "RULES", "THROWS", "FightingShipsRules"]
