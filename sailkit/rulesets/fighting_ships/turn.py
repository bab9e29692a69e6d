"""The Game-Turn under sail on the engine [2.1, 3.1]: its order, the initiative, and what ends a game.

:class:`TurnRules` is the base of :class:`~.rules.FightingShipsRules`: the start, whose part of a phase it is, the
initiative phase with a tie's weather [3.1, 1.5.1], moving on past every part where nobody has a choice, the end of
a Game-Turn with the fleets' morale [APP.2.2.1], and the engine's optional parts. The sailing phase is
:mod:`.sailing_phase`'s, the gunnery phase and boarding :mod:`.gunnery_phase`'s; the helpers below are theirs too.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from fractions import Fraction

from shapely.geometry.base import BaseGeometry

from ...engine.rules import BaseRules
from ...errors import HeaderError, InvalidInputError
from ...geometry.table import Point
from ...rulings import Ruling, Step
from ...wording import plural
from .actions import FightingShipsAction
from .admirals import dice_change, initiative_bonus, tie_winner
from .batteries import is_battery
from .bombs import anchor_gate, is_bomb
from .damage import Afloat
from .fleet_words import ecm_of
from .measuring import at_most, inches
from .morale import game_over
from .notation import PHASE_CASES, TABLE, Phase, Position, Vessel
from .objectives import decided
from .rams import runs_for_edge
from .ranges import CANNON_BANDS, reach
from .readings import RULINGS
from .scenarios import Setup
from .seascape import fog_banks, shores
from .seeing import sight_on
from .state import State, Throw
from .steel import limit_of
from .targets import valid_target
from .wind import Weather, weather_change

#: The longest Cannon range [5.3]: ships farther apart than this are no target, whatever the arcs and sight say.
REACH = CANNON_BANDS[-1][1]


#: The kind of a ruling of the game, by the phase it was made in [2.1]: each draws the table as the ruling leaves it.
KINDS = {
    Phase.INITIATIVE: "initiative_phase",
    Phase.SAILING: "sailing_phase",
    Phase.MANOEUVRE: "manoeuvre_phase",
    Phase.GUNNERY: "gunnery_phase",
    Phase.BOARDING: "boarding_step",
}


def _ruling(
    question: str,
    verdict: object,
    steps: Sequence[Step],
    state: State,
    parts: Iterable[Ruling] = (),
    *,
    phase: Phase | None = None,
    concerned: Sequence[str] = (),
    fire: Sequence[str] = (),
) -> Ruling:
    """A ruling of the game: ``steps`` with the readings of the rulings it rests on (``parts``); its kind is the
    ``phase`` it was made in (by default ``state``'s) and its facts what its diagram draws: the position ``state``
    stands on and the ships ``concerned``, with those of its dice or its move and those the parts name; for a
    ruling of a salvo, from its declaration to its last die, ``fire``: its ``firer`` and ``target`` [5.1]."""
    parts = tuple(parts)
    also = tuple(pair for part in parts for pair in part.readings)
    named = [
        *concerned,
        *fire,
        *_concerned(state),
        *(getattr(p.facts.get(k), "name", p.facts.get(k)) for p in parts for k in _NAMED),
    ]
    facts: dict[str, object] = {
        "position": state.position,
        "ships": tuple(dict.fromkeys(n for n in named if isinstance(n, str))),
    }
    if fire:
        facts |= {"firer": fire[0], "target": fire[1]}
    return RULINGS(
        question,
        verdict,
        list(steps),
        readings=state.readings,
        also=tuple(dict.fromkeys(also)),
        kind=KINDS[phase or state.phase],
        facts=facts,
    )


#: The facts of a part that name a ship the game's ruling is about.
_NAMED = ("ship", "firer", "target", "attacker", "defender")


def _salvo(state: State) -> tuple[str, ...]:
    """The firer and the target of the salvo whose dice ``state`` wants (its first batch the Gunnery dice) [5.1];
    ``()`` when it wants no salvo's dice."""
    throw = state.throw
    if throw is None or (throw.held[0][0] if throw.held else throw.kind) != "gunnery":
        return ()
    return (throw.ships[0], throw.ships[1])


def _concerned(state: State) -> tuple[str, ...]:
    """The ships ``state`` is busy with: those of the dice due, the ship sailing."""
    names = state.throw.ships if state.throw is not None else ()
    return (*names, state.moving.ship) if state.moving is not None else names


def _afloat(v: Vessel) -> Afloat:
    """A ship's tokens as the damage rules read them [5.6] (a captain's 1s are thrown again as the dice come in:
    the engine's batches hold the dice as they stand after)."""
    limit = limit_of(v.ship.cls)
    runs = runs_for_edge(v.ship.cls) and not v.running  # a big steamship runs for the edge, once [5.6.4]
    return Afloat(min(v.damage, limit), v.anchors > 0, limit, fort=is_battery(v.ship), runs=runs)


def _anchor(v: Vessel, state: State, tokens: int = 1) -> Vessel:
    """``v`` with ``tokens`` more Anchor tokens, under reading ``anchor_tokens`` [4.2]."""
    if not tokens:
        return v
    held = v.anchors + tokens if state.readings["anchor_tokens"] == "stack" else max(v.anchors, tokens)
    return v.with_(anchors=min(held, 9))


def _lose(pos: Position, side: int, morale: int) -> Position:
    m = list(pos.morale)
    m[side - 1] -= morale
    return replace(pos, morale=(m[0], m[1]))


def vessels_besides(state: State, name: str, skip: frozenset[str] = frozenset()) -> list[Vessel]:
    """The ships still on the table besides ``name`` (struck ships and prizes float on; sunk ships are gone)."""
    return [v for v in state.ships if v.name != name and v.name not in skip and v.fate not in ("sunk", "off")]


def _gone(pos: Position, name: str) -> Position:
    """``pos`` with the sunk ship ``name`` no longer entangled with anyone [4.3.3]."""
    held = [v.with_(entangled=v.entangled - {name}) for v in pos.ships if name in v.entangled]
    return pos.put(pos.vessel(name).with_(entangled=frozenset()), *held)


def shores_of(state: State) -> list[BaseGeometry]:
    """Every shore of the table ``state`` stands on, as shapes a base may meet [1.5.2g, 5.2]."""
    return shores(state.position)


#: How many dice a gale's length takes, by reading ``gale_length`` (none: it blows until a tie) [1.5.2c].
GALE_DICE = {"two-dice": 2, "one-die": 1, "until-tie": 0}


def _weather_passes(pos: Position, steps: list[Step]) -> Position:
    """``pos`` at the end of a Game-Turn: a gale with a count blows one Game-Turn less, and at its last dies down,
    the wind blowing as before from the same point [1.5.2c]; a calm and a gale without a count hold until a tie
    changes the weather [1.5.2b, 1.5.1]."""
    if pos.weather is not Weather.GALE or not pos.gale_left:
        return pos
    if pos.gale_left > 1:
        return replace(pos, gale_left=pos.gale_left - 1)
    steps.append(Step("1.5.2c", f"the gale has blown its last Game-Turn and dies down: the wind blows from {pos.wind}"))
    return replace(pos, weather=Weather.BLOWING, gale_left=0)


def sails_for(v: Vessel) -> int | None:
    """The side that sails ``v``: her own while she fights, her captors' while she is a prize [6.1]; none for a shore
    battery, which never sails [9.1.3]."""
    if is_battery(v.ship):
        return None
    return v.side if v.fighting else 3 - v.side if v.fate == "prize" else None


def may_aim(firer: Vessel, target: Vessel) -> bool:
    """An entangled ship may fire only at the enemies she is entangled with [5.6.5]."""
    return not firer.entangled or target.name in firer.entangled


def anchored_to_fire(state: State, v: Vessel) -> bool:
    """Whether ``v`` may fire for her Anchor token: a bomb vessel only as reading ``bomb_anchor`` lets her
    (:func:`.bombs.anchor_gate`) [9.1.4]; any other ship always."""
    return not is_bomb(v.ship) or anchor_gate(v.name, v.anchors, state.readings)[0]


def below(pos: Position, side: int) -> bool:
    """Whether ``side`` has a submarine under water: she fights on [7.1]."""
    return any(p.side == side for p in pos.packs)


class TurnRules(BaseRules):
    """The order of a Game-Turn and its end [2.1, 3.1, APP.2.2.1]; the phases' rules build on it."""

    """Fighting Ships under sail on the engine (:class:`sailkit.engine.rules.Rules`)."""

    key, title, turn_name = "fighting_ships", "Fighting Ships", "Game-Turn"
    setup_type, action_type = Setup, FightingShipsAction

    # ---- the start and the set-up ----

    def start(self, setup: Setup) -> State:
        """The first state: the first Game-Turn opens with both initiative dice due [3.1]; a Duel's at the sailing
        roll (APP.2.3.2a)."""
        if setup.duel:
            return self._duel_open(State(setup, setup.position), [])
        return self._offers_due(State(setup, setup.position, throw=Throw("initiative", 2)), [])

    def setup_with_readings(self, setup: Setup, readings: Mapping[str, str]) -> Setup:
        return setup.with_readings(readings)

    def _to_sail(self, state: State) -> list[Vessel]:
        """The acting side's ships still to sail: her own fighting ships and the prizes she holds [6.1]."""
        rolled = state.sailed | {m.ship for m in state.held}
        return [v for v in state.ships if sails_for(v) == state.acting and v.name not in rolled]

    def _fighting(self, state: State, side: int | None) -> list[Vessel]:
        return [v for v in state.ships if v.side == side and v.fighting and v.name not in state.fought]

    def _targets(self, state: State) -> list[tuple[str, str]]:
        enemies = [v for v in state.ships if v.side != state.acting and v.fate in ("afloat", "struck")]
        return [
            (v.name, t.name)
            for v in self._fighting(state, state.acting)
            if "armament" not in v.criticals  # silenced until its Damage token goes [5.6.2]
            for t in enemies
            if t.fighting
            and may_aim(v, t)
            and anchored_to_fire(state, v)
            and at_most(inches(v.ship, t.ship), reach(v.ship, state.readings))  # Cannon's 18 inches, Guns' own [5.3]
            and self._valid(state, v, t).verdict
        ]

    def _dice(
        self, state: State, v: Vessel, stat: str, steps: list[Step], *, repair: bool = False, shoal: bool = False
    ) -> int:
        """The dice ``v`` throws for a ``stat`` test (``"sailing"``, ``"discipline"``): her stat, a Poor captain's die
        fewer [APP.1.2.2], and what her admiral adds or takes [APP.1.2.1] (said in ``steps``); never fewer than none."""
        return max(0, v.test_dice(stat) + dice_change(state.position, v, stat, steps, repair=repair, shoal=shoal))

    def _valid(self, state: State, firer: Vessel, target: Vessel) -> Ruling:
        ships = [w.ship for w in vessels_besides(state, firer.name) if w.name != target.name]
        pos = state.position
        land, fog = shores_of(state), fog_banks(pos)
        seeing = float(sight_on(pos, firer, target).value or 0)  # night, fog, smoke, ECM [3.2.1]; spotters [8.7]
        ecm = ecm_of(pos.fleets, firer.side)  # fires at medium range in fog with ECM [1.5.2d]
        return valid_target(firer.ship, target.ship, ships, land=land, fog=fog, seeing=seeing, ecm=ecm,
                            readings=state.readings)  # fmt: skip

    def _boardings(self, state: State) -> list[tuple[str, str]]:
        """(ship, target) of every boarding the acting side may make: an enemy entangled with her, or a ship of her
        own side the enemy holds as a prize [6.1]."""
        return [
            (v.name, t)
            for v in self._fighting(state, state.acting)
            for t in sorted(v.entangled)
            if sails_for(state.vessel(t)) not in (v.side, None)
        ]

    def chance_outcomes(self, state: State) -> list[tuple[FightingShipsAction, Fraction]]:
        if state.throw is None or state.result:
            return []
        return [(a, Fraction(1, 6)) for a in self.legal_actions(state)]

    def is_terminal(self, state: State) -> bool:
        return bool(state.result)

    def current_side(self, state: State) -> str | None:
        if state.result or state.throw is not None or state.acting is None:
            return None
        return state.label(state.acting)

    # ---- the initiative phase [3.1, 1.5.1] ----

    def _initiative(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        pos = state.position
        weather_only = state.setup.duel  # the Duel's dice are for the weather alone: no admiral adds to them
        a, b = throw.earlier("duel-weather" if weather_only else "initiative") or throw.dice
        if throw.kind == "initiative":
            steps += self._initiative_bonus(state, (a, b))
        ma, mb = (0, 0) if weather_only else (self._bonus(state, s)[0] for s in (1, 2))
        tied, daring = a + ma == b + mb, tie_winner(pos)
        parts: list[Ruling] = []
        if tied and pos.turn == 1 and daring is None:
            steps.append(Step("3.1", f"both threw {a + ma} on the first Game-Turn: throw again"))
            return state.with_(throw=Throw("initiative", 2)), _ruling("initiative", None, steps, state)
        if tied and pos.turn > 1:
            fresh = state.readings["weather_die"] != "tied-value" or a != b
            if throw.kind in ("initiative", "duel-weather") and fresh:
                said = "a fresh die is read on the weather table"
                if a != b:
                    said += " (the totals tie, but no one die shows the tied value)"
                steps.append(RULINGS.step("1.5.1", f"both totals {a + ma}: {said}", state.readings, "weather_die"))
                return state.with_(throw=throw.then("weather", 1)), _ruling("initiative", None, steps, state)
            if throw.kind == "gale":
                pos = replace(pos, gale_left=sum(throw.dice))
                steps.append(Step("1.5.2c", f"the gale will blow {plural(pos.gale_left, 'Game-Turn')}, this one first"))
            else:
                changed = weather_change(throw.dice[0] if throw.kind == "weather" else a, pos.wind, state.readings)
                parts.append(changed)
                steps += changed.steps
                pos = replace(pos, weather=Weather(changed.verdict), wind=changed.facts["wind"], gale_left=0)
                length = GALE_DICE[state.readings["gale_length"]]
                if pos.weather is Weather.GALE and length:
                    said = f"a gale rises: {plural(length, 'die', 'dice')} for how many Game-Turns it blows"
                    steps.append(RULINGS.step("1.5.2c", said, state.readings, "gale_length"))
                    new = state.with_(position=pos, throw=throw.then("gale", length))
                    return new, _ruling("initiative", None, steps, state, parts)
                if pos.weather is Weather.GALE:
                    said = "a gale rises: it blows until a later tie changes the weather"
                    steps.append(RULINGS.step("1.5.2c", said, state.readings, "gale_length"))
        if state.setup.duel:  # the Duel's dice are for the weather alone (reading duel_weather)
            if not tied:
                said = f"{a} and {b}: no tie, the weather holds"
                steps.append(RULINGS.step("APP.2.3.2a", said, state.readings, "duel_weather"))
            new = self._duel_open(state.with_(position=pos, throw=None), steps)
            verdict = "the weather turns" if tied else "the weather holds"
            return self._advance(new, steps, verdict, parts, Phase.INITIATIVE)
        if tied and daring is not None:
            first = daring
            steps.append(Step("APP.1.2.1", f"a tie: {state.label(first)}'s Daring admiral takes the initiative"))
        elif tied:
            first = 3 - (pos.first or 1)
            steps.append(Step("3.1", f"a tie: last Game-Turn's Player 2, {state.label(first)}, is Player 1"))
        else:
            first = 1 if a + ma > b + mb else 2
            ta, tb = a + ma, b + mb
            steps.append(Step("3.1", f"{state.label(1)} {ta}, {state.label(2)} {tb}: {state.label(first)} is Player 1"))
        new = self._next_part(state.with_(position=replace(pos, first=first), throw=None, part=0), steps)
        return self._advance(new, steps, f"{state.label(first)} has the initiative", parts, Phase.INITIATIVE)

    def _initiative_bonus(self, state: State, dice: tuple[int, int]) -> list[Step]:
        """The steps of what each side's admiral adds to its initiative die [3.1, APP.1.2.1], each with the total."""
        said: list[Step] = []
        for side, die in zip((1, 2), dice, strict=True):
            change, steps = self._bonus(state, side)
            if steps:
                said += steps
                said.append(Step("3.1", f"{state.label(side)} threw {die}: {die + change} with its admiral", change))
        return said

    def _bonus(self, state: State, side: int) -> tuple[int, list[Step]]:
        """What side ``side``'s admiral adds to its initiative die this Game-Turn [3.1, APP.1.2.1]
        (:func:`.admirals.initiative_bonus`; a Revolutionary's 3 is :mod:`.admiral_choices`')."""
        return initiative_bonus(state.position, side)

    def _offers_due(self, state: State, steps: list[Step]) -> State:
        """``state`` with the admiral's choice due at this point, if any (:mod:`.admiral_choices`')."""
        return state

    # ---- moving on through the Game-Turn [2.1] ----

    def _advance(
        self,
        state: State,
        steps: list[Step],
        verdict: str,
        parts: Sequence[Ruling],
        phase: Phase | None = None,
        fire: Sequence[str] = (),
    ) -> tuple[State, Ruling]:
        """``state`` moved on past every part of the Game-Turn where nobody has anything to decide, and the ruling,
        of the kind of ``phase`` (by default ``state``'s: the phase the action was taken in); ``fire``: the firer
        and target of the salvo it ends (by default those of the salvo whose dice ``state`` wants)."""
        phase, concerned, fire = phase or state.phase, _concerned(state), tuple(fire) or _salvo(state)
        while not state.result and state.throw is None and state.offer is None:
            state = self._objective_met(state, steps)
            if state.result:
                break
            if state.setup.duel:
                state, stop = self._duel_step(state, steps)
                if stop:
                    break
            if state.moving is not None or state.phase is Phase.INITIATIVE or self._has_choice(state):
                break
            state = self._next_part(state, steps)
        state = self._offers_due(state, steps)
        question = f"Game-Turn {state.turn}"
        return state, _ruling(
            question, verdict or state.phase.value, steps, state, parts, phase=phase, concerned=concerned, fire=fire
        )

    def _objective_met(self, state: State, steps: list[Step]) -> State:
        """``state`` ended when its scenario's objective is won (APP.2.3.2c, h): the game ends at once."""
        won = decided(state.setup.objective, state.position)
        if won is None:
            return state
        winner, why = won
        steps += why
        return state.with_(result=f"{state.label(winner)} wins", winner=winner)

    def _duel_open(self, state: State, steps: list[Step]) -> State:
        """A Duel's Game-Turn opens (:mod:`.duel`'s; a standard game never asks)."""
        raise NotImplementedError

    def _duel_step(self, state: State, steps: list[Step]) -> tuple[State, bool]:
        """The Duel's next point of decision (:mod:`.duel`'s; a standard game never asks)."""
        raise NotImplementedError

    def _has_choice(self, state: State) -> bool:
        if state.phase is Phase.SAILING:
            return bool(self._to_sail(state))
        if state.phase is Phase.GUNNERY:
            return bool(self._targets(state))
        return state.phase is Phase.BOARDING and bool(self._boardings(state))

    def _next_part(self, state: State, steps: list[Step]) -> State:
        if state.phase is Phase.INITIATIVE:  # the initiative settled: the sailing phase (the hunt's steps between)
            return state.with_(position=replace(state.position, phase=Phase.SAILING), part=0)
        if state.part == 0 and state.phase is not Phase.MANOEUVRE:
            return state.with_(part=1)
        order = (Phase.SAILING, Phase.MANOEUVRE if state.setup.duel else Phase.GUNNERY, Phase.BOARDING)
        if (
            state.setup.duel
            and state.readings["duel_boarding"] == "after-a-manoeuvre"
            and state.phase is Phase.MANOEUVRE
        ):
            steps.append(
                RULINGS.step(
                    "APP.2.3.2a",
                    "boarding came after each manoeuvre: no boarding step",
                    state.readings,
                    "duel_boarding",
                )
            )
            return self._end_of_turn(state, steps)
        if state.phase is not Phase.BOARDING:
            nxt = order[order.index(state.phase) + 1]
            steps.append(Step("2.1", f"the {nxt.value} {'step' if nxt is Phase.BOARDING else 'phase'} begins"))
            return state.with_(position=replace(state.position, phase=nxt), part=0)
        return self._end_of_turn(state, steps)

    def _end_of_turn(self, state: State, steps: list[Step]) -> State:
        if state.setup.duel:
            return self._duel_turn_over(state, steps)
        pos = state.position
        beaten = self._beaten(state, steps)
        if beaten:
            winner = None if len(beaten) == 2 else 3 - beaten.pop()
            result = "a draw: both fleets are beaten" if winner is None else f"{state.label(winner)} wins"
            return state.with_(result=result, winner=winner)
        if state.setup.objective.kind == "being":  # Fleet in Being's reckoning (fleet_in_being_setup) [APP.2.3.2j]
            from .fleet_in_being_setup import being_end

            ended = being_end(state, steps)
            if ended is not None:
                return ended
        if not state.setup.objective.morale_ends and pos.turn >= state.setup.turns:
            said = "a draw: neither side has met its aim"
            steps.append(Step(state.setup.objective.case, f"the last of {state.setup.turns} Game-Turns: {said}"))
            return state.with_(result=said, winner=None)
        # a fleet not beaten with no ship fighting: all sailed off, or (the convoy) struck or taken; none left to fight
        fighting = [(v.side, v.fighting) for v in pos.ships] + [(b.side, b.afloat) for b in pos.boats]  # boats [6.3]
        fighting += [(p.side, True) for p in pos.packs]  # a boat below fights on [7.1]
        sailed_off = [s for s in (1, 2) if (s, True) not in fighting]
        if pos.turn >= state.setup.turns or sailed_off:
            a, b = pos.morale
            winner = None if a == b else 1 if a > b else 2
            said = "a draw" if winner is None else f"{state.label(winner)} wins on morale"
            gone = " and ".join(state.label(s) for s in sailed_off)
            why = f"{gone} has no ship left fighting" if sailed_off else f"the last of {state.setup.turns} Game-Turns"
            steps.append(Step("APP.2.2.1", f"{why}: {said}, {a} to {b}"))
            return state.with_(result=said, winner=winner)
        steps.append(Step("2.1", f"Game-Turn {pos.turn + 1} begins: the initiative dice"))
        pos = replace(_weather_passes(pos, steps), turn=pos.turn + 1, phase=Phase.INITIATIVE)
        fresh = state.with_(sailed=frozenset(), fought=frozenset(), runs=(), helm=(), answered=frozenset())
        return fresh.with_(position=pos, part=0, throw=Throw("initiative", 2))

    def _beaten(self, state: State, steps: list[Step]) -> set[int]:
        """The fleets beaten at the end of a Game-Turn [APP.2.2.1]: at zero morale, or with no ship left fighting
        and none sailed off by its scenario's leave (APP.2.3.2b); Protect the Convoy plays for the convoy alone
        (APP.2.3.2c)."""
        if not state.setup.objective.morale_ends:
            return set()
        pos = state.position
        morale = {state.label(s): pos.morale[s - 1] for s in (1, 2)}
        steps += game_over(morale).steps
        beaten = set()
        for s in (1, 2):
            fleet = [v for v in pos.ships if v.side == s]
            if pos.morale[s - 1] <= 0:
                beaten.add(s)
            elif not any(v.fighting for v in fleet) and not any(v.escaped for v in fleet) and not below(pos, s):
                steps.append(Step("APP.2.3.2b", f"{state.label(s)} has no ship left fighting: driven off"))
                beaten.add(s)
        return beaten

    def _duel_turn_over(self, state: State, steps: list[Step]) -> State:
        """A Duel's Game-Turn is over: the next opens, unless it was the last, when the Duel is a draw (APP.2.3.2a:
        only a capture, a sinking or a strike decides it)."""
        pos = state.position
        if pos.turn >= state.setup.turns:
            said = "a draw: neither ship taken, sunk nor struck"
            steps.append(Step("APP.2.3.2a", f"the last of {state.setup.turns} Game-Turns: {said}"))
            return state.with_(result=said, winner=None)
        dice = state.readings["duel_weather"] == "tie-dice"
        said = "each side throws a die, and a tie turns the weather" if dice else "the sailing roll"
        steps.append(RULINGS.step("2.1", f"Game-Turn {pos.turn + 1} begins: {said}", state.readings, "duel_weather"))
        pos = _weather_passes(pos, steps)
        new = state.with_(
            position=replace(pos, turn=pos.turn + 1), sailed=frozenset(), fought=frozenset(), runs=(), helm=()
        )
        if dice:
            return new.with_(position=replace(new.position, phase=Phase.INITIATIVE), throw=Throw("duel-weather", 2))
        return self._duel_open(new, steps)

    # ---- the optional parts ----

    def describe(self, state: State) -> dict[str, object]:
        phase = "over" if state.result else f"{state.phase.value} [{PHASE_CASES[state.phase]}]"
        return {"turn": state.turn, "phase": phase}

    def sides(self, state: State) -> tuple[str, ...]:
        return state.setup.sides

    def winner(self, state: State) -> str | None:
        return None if not state.result or state.winner is None else state.label(state.winner)

    def place(self, state: State, text: str) -> Point:
        """The point of the table an annotation names (``"12.5,30"`` in inches); an error when it is off the table."""
        point = TABLE.parse(text)
        width, depth = state.position.table
        if not (0 <= point.x <= width and 0 <= point.y <= depth):
            raise InvalidInputError("place", text, f"x,y in inches on the {width}x{depth} table")
        return point

    def answer(self, state: State, question: str) -> Ruling:
        """The ruling a record's ``[%ruling fire Syrene Lynx]`` asks for at this point: a question of
        :data:`.questions.QUESTIONS`, asked of the position and the readings the game is played under."""
        from .questions import answer

        return answer(state.position, question)

    def check_end(self, state: State, headers: Mapping[str, str]) -> None:
        """A record's ``Result`` and ``Final`` headers must be the end and the position its main line reaches."""
        for header, reached in (("Result", state.result), ("Final", str(state.position))):
            if header in headers and headers[header] != reached:
                raise HeaderError(header, headers[header], f"what the main line reaches, {reached!r}")


__all__ = ["KINDS", "REACH", "TurnRules", "anchored_to_fire", "may_aim", "sails_for", "shores_of", "vessels_besides"]
