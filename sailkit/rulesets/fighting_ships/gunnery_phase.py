"""The gunnery phase and boarding on the engine [5.1-5.6, 6.1]: a salvo's dice batch by batch (Gunnery dice, bonus
dice, Hull saves, critical checks, the strike test) and what it did, and a boarding action."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...errors import InvalidInputError
from ...geometry.board import measured
from ...rulings import Ruling, Step
from ...wording import plural
from .admirals import command, is_flagship, nearest_band, poor_admiral_near, squadron_reach
from .batteries import is_battery, shooter_of
from .boarding import Boarder, boarding
from .bombs import anchor_gate, is_bomb, short_refusal
from .criticals import criticals, jammed
from .damage import deck, hull_saves, take_hits
from .dice import stat_test
from .fireship_phase import FireshipRules
from .fireships import is_fireship
from .gunnery import Member, bonus_wanted, fire_band, pool, salvo, squadron_dice
from .measuring import inches
from .notation import Position, Vessel
from .port import port_morale
from .prizes import boarder, homeward
from .readings import RULINGS
from .sailing import Manoeuvre
from .salvo_dice import salvo_dice, tactical_factors
from .squadrons import squadron_fire
from .state import State, Throw
from .turn import _afloat, _anchor, _gone, _lose, may_aim, shores_of, vessels_besides
from .wind import Weather, gale_fire


@dataclass(frozen=True)
class Volley:
    """A squadron's combined salvo as the rules will throw it [9.2]: which members fire (``who``, the
    :func:`~.squadrons.squadron_fire` ruling), the ships, the farthest of them, the band fired at, the pooled dice's
    ruling and the tactical factors' steps."""

    who: Ruling
    firing: tuple[Vessel, ...]
    far: Vessel
    band: str
    dice: Ruling
    said: tuple[Step, ...]


class GunneryPhase(FireshipRules):
    """Fire and boarding [5, 6.1]."""

    # ---- the gunnery phase [5] ----

    def _fire_terms(self, state: State, firer: Vessel, target: Vessel) -> tuple[str, bool, str | None, list[Ruling]]:
        """The band fired at, whether the shot rakes, and which way a gale blows the shot (``None``: no gale, or
        square across it) [5.1, 5.3, 5.5.5, 1.5.2c]."""
        valid = self._valid(state, firer, target)
        parts = [valid]
        way = None
        if state.position.weather is Weather.GALE:
            gale = gale_fire(firer.ship, target.ship, state.position.wind)
            parts.append(gale)
            way = None if gale.verdict == "across" else str(gale.verdict)
        band = fire_band(str(valid.facts["band"]), gale=way)
        return str(band.verdict), bool(valid.facts["rake"]), way, [*parts, band]

    def _fire(self, state: State, name: str, target: str) -> tuple[State, Ruling]:
        """``name``'s salvo at ``target`` due [5.1-5.5.3]; a bomb vessel shows her Anchor token as she fires [9.1.4]."""
        firer, aim = state.vessel(name), state.vessel(target)
        band, rake, way, parts = self._fire_terms(state, firer, aim)
        dice, _, said = salvo_dice(state, name, target, gale=way)
        steps = [*(step for part in parts for step in part.steps), *said, *dice.steps]
        if is_bomb(firer.ship):  # her compulsory Anchor token, shown or taken now [9.1.4]
            steps.insert(0, anchor_gate(name, firer.anchors, state.readings)[1])
            state = state.with_(position=state.position.put(firer.with_(anchors=max(firer.anchors, 1))))
        state = state.with_(ranged=state.ranged | {(name, target)})
        if state.setup.duel:
            state = self._duel_fire(state, name, target, steps)
        new = state.with_(throw=Throw("gunnery", int(dice.value or 0), ships=(name, target)))
        return self._advance(new, steps, f"{name} fires at {target}", [*parts, dice])

    def fire_refusal(self, state: State, name: str, target: str) -> tuple[str, str] | None:
        """Why 9.1.4 refuses bomb vessel ``name`` a shot at ``target`` now, with the case: no Anchor token under
        reading ``bomb_anchor``, or a target at short range; ``None`` when it does not (or she is no bomb vessel)."""
        names = {v.name for v in state.ships}
        if name not in names or target not in names or name == target:
            return None
        v, aim = state.vessel(name), state.vessel(target)
        if not is_bomb(v.ship):
            return None
        may, step = anchor_gate(name, v.anchors, state.readings)
        near = short_refusal(v.ship, str(self._valid(state, v, aim).facts["range"].band))
        refused = step if not may else near
        return None if refused is None else (refused.reason, refused.case)

    def _salvo_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The next batch of a salvo's dice, or its end: bonus dice, the Hull saves, the critical checks, the strike
        test, then everything the hits did [5.5, 5.6]."""
        firer, aim = (state.vessel(n) for n in throw.ships)
        band, rake = (throw.band, False) if throw.band else self._fire_terms(state, firer, aim)[:2]
        batches = {**dict(throw.held), throw.kind: throw.dice}
        gun, bonus = batches.get("gunnery", ()), batches.get("bonus", ())
        if throw.kind in ("gunnery", "bonus"):
            p = pool(len(gun), band, raking=rake, shooter=shooter_of(firer.ship), readings=state.readings)
            more = bonus_wanted(p, gun, bonus)
            if more:
                steps.append(Step("5.5.2", f"the explosions call for {plural(more, 'bonus die', 'bonus dice')}"))
                held = throw.then("bonus", more) if throw.kind == "gunnery" else replace(throw, want=throw.want + more)
                return self._advance(state.with_(throw=held), steps, "bonus dice due", [])
        shooter = shooter_of(firer.ship)
        hits = int(
            salvo(band, gun, bonus, raking=rake, shooter=shooter, target=aim.name, readings=state.readings).value or 0
        )
        if not hits:
            return self._hits(state, throw, steps, band, rake)
        hull = aim.ship.cls.hull
        saves = batches.get("saves")
        if saves is None:
            steps.append(Step("5.6.1", f"{plural(hits, 'hit')}: {aim.name} throws her Hull dice to save"))
            return self._advance(state.with_(throw=throw.then("saves", hull)), steps, "saves due", [])
        through = int(hull_saves(hits, hull, saves).value or 0)
        dealt = deck(through, aim.anchors > 0, state.readings, fort=is_battery(aim.ship))
        crit = batches.get("criticals", ())
        if dealt.damage and self._wants_critical(dealt.damage, crit, state):
            kind = "criticals"
            nxt = replace(throw, want=throw.want + 1) if throw.kind == kind else throw.then(kind, 1)
            return self._advance(state.with_(throw=nxt), steps, "a critical check's die", [])
        if "strike" not in batches:
            due = take_hits(hits, hull, saves, ship=_afloat(aim), critical_dice=crit, readings=state.readings)
            if due.facts["strike_test_due"]:
                steps.append(Step("5.6.4", f"{aim.name} is one token from sinking: her strike test"))
                nxt = throw.then("strike", self._dice(state, aim, "discipline", steps))
                return self._advance(state.with_(throw=nxt), steps, "a strike test", [])
        return self._hits(state, throw, steps, band, rake)

    # ---- squadrons' combined fire [9.2] ----

    def _squadron(self, state: State, squadron: str, target: str) -> Ruling | None:
        """Which members of ``squadron`` (of the acting side, able to fire this Game-Turn) pool their dice at
        ``target`` [9.2]: :func:`~.squadrons.squadron_fire`'s ruling, or ``None`` when fewer than two may fire."""
        aim = state.vessel(target)
        members = [
            v
            for v in self._fighting(state, state.acting)
            if v.squadron == squadron and "armament" not in v.criticals and may_aim(v, aim)
        ]
        if len(members) < 2 or not aim.fighting or aim.side == state.acting:
            return None
        others = [w.ship for w in vessels_besides(state, target) if w.name not in {m.name for m in members}]
        ruled = squadron_fire(
            [m.ship for m in members],
            aim.ship,
            [*others, *(m.ship for m in members)],
            land=shores_of(state),
            reach=squadron_reach(state.position, members[0].side),
            nearest=nearest_band(state.position, members[0].side),
            readings=state.readings,
        )
        return ruled if len(ruled.verdict) >= 2 else None

    def _volleys(self, state: State) -> list[tuple[str, str]]:
        """(squadron, target) of every combined salvo the acting side may fire [9.2]."""
        names = sorted({v.squadron for v in self._fighting(state, state.acting) if v.squadron})
        enemies = [t.name for t in state.ships if t.side != state.acting and t.fighting]
        return [(q, t) for q in names for t in enemies if self._squadron(state, q, t) is not None]

    def volley_dice(self, state: State, squadron: str, target: str) -> Volley:
        """Squadron ``squadron``'s combined salvo at ``target`` as the rules will throw it [9.2]: the members that may
        fire pool their dice (each halved for damage, a Poor captain's one fewer), at the farthest member's band,
        never raking; the tactical factors count on the total, a gale from the farthest member. A captain weighs a
        volley by it; :meth:`_volley` fires it."""
        who = self._squadron(state, squadron, target)
        if who is None:
            raise InvalidInputError("volley", f"{squadron} {target}", "a squadron with two members that may fire")
        band = str(who.facts["band"])
        shots = who.facts["shots"]
        firing = [state.vessel(n) for n in who.verdict]
        far = max(firing, key=lambda v: inches(v.ship, state.vessel(target).ship))
        way, gale_steps = self._volley_gale(state, firing, target)
        members = [
            Member(
                v.name,
                v.ship.cls.gunnery,
                shots[v.name].facts["band"],
                v.damage > 0,
                v.captain,
                poor_admiral_near(state.position, v),
            )
            for v in firing
        ]
        factors, said = tactical_factors(state, f"squadron {squadron}", target, crew=[v.name for v in firing])
        dice = squadron_dice(members, factors=factors, gale=way, readings=state.readings)
        fired_band = str(fire_band(band, gale=way).verdict)
        return Volley(who, tuple(firing), far, fired_band, dice, (*gale_steps, *said))

    def _volley(self, state: State, squadron: str, target: str) -> tuple[State, Ruling]:
        """Squadron ``squadron``'s combined salvo at ``target`` [9.2] (:meth:`volley_dice`) fired."""
        volley = self.volley_dice(state, squadron, target)
        who, firing, far, dice, fired_band = volley.who, volley.firing, volley.far, volley.dice, volley.band
        steps = [*who.steps, *volley.said, *dice.steps]
        pooled = tuple((m.name, int(s.value or 0)) for m, s in zip(firing, dice.steps, strict=False))
        ranged = state.ranged | {(v.name, target) for v in firing}
        chain = self._carried_order(state, far, state.vessel(target))
        throw = Throw(
            "gunnery", int(dice.value or 0), ships=(far.name, target), band=fired_band, chain=chain, pooled=pooled
        )
        new = state.with_(throw=throw, ranged=ranged, fought=state.fought | {v.name for v in firing})
        return self._advance(new, steps, f"squadron {squadron} fires at {target}", [who, dice])

    def _volley_gale(self, state: State, firing: list[Vessel], target: str) -> tuple[str | None, list[Step]]:
        """Where a gale blows ``target`` from a volley's members [1.5.2c, 9.2]: ``"downwind"``, ``"upwind"`` or
        ``None`` (no gale, or square across it), judged from the member reading ``volley_gale`` names (the farthest
        from the target, whose band the volley uses, or the nearest), with the step saying so."""
        if state.position.weather is not Weather.GALE:
            return None, []
        aim = state.vessel(target).ship
        pick = max if state.readings["volley_gale"] == "farthest" else min
        judge = pick(firing, key=lambda v: inches(v.ship, aim))
        gale = gale_fire(judge.ship, aim, state.position.wind)
        where = "farthest from" if pick is max else "nearest to"
        said = f"the gale is judged from {judge.name}, the member {where} {target}"
        step = RULINGS.step("1.5.2c", said, state.readings, "volley_gale")
        return (None if gale.verdict == "across" else str(gale.verdict)), [step, *gale.steps]

    def _duel_fire(self, state: State, name: str, target: str, steps: list[Step]) -> State:
        """The gun arc fired marked as fired this Game-Turn (:mod:`.duel`'s; a standard game never asks)."""
        raise NotImplementedError

    def _fired_now(self, state: State, name: str) -> State:
        """``state`` once ``name``'s salvo is over: she has fired this Game-Turn [5.1] (a battery trained apart fires
        and leaves her the rest, :mod:`.turret_phase`)."""
        return state.with_(fought=state.fought | {name})

    def _wants_critical(self, tokens: int, dice: tuple[int, ...], state: State) -> bool:
        try:
            criticals(tokens, dice, readings=state.readings)
        except InvalidInputError:
            return True
        return False

    def _hits(self, state: State, throw: Throw, steps: list[Step], band: str, rake: bool) -> tuple[State, Ruling]:
        """Everything a salvo did, from all its dice [5.5, 5.6, APP.2.2.1]."""
        firer, aim = (state.vessel(n) for n in throw.ships)
        batches = {**dict(throw.held), throw.kind: throw.dice}
        shot = salvo(
            band,
            batches["gunnery"],
            batches.get("bonus", ()),
            raking=rake,
            shooter=shooter_of(firer.ship),
            target=aim.name,
            readings=state.readings,
        )
        steps += shot.steps
        parts = [shot]
        pos = state.position
        hits = int(shot.value or 0)
        if hits:
            hit = take_hits(
                hits,
                aim.ship.cls.hull,
                batches["saves"],
                ship=_afloat(aim),
                critical_dice=batches.get("criticals", ()),
                strike_dice=batches.get("strike"),
                readings=state.readings,
            )
            parts.append(hit)
            steps += hit.steps
            pos, aim = self._damaged(state, pos, aim, hit, steps)
        new = self._fired_now(state.with_(position=pos, throw=None), firer.name)
        chain = throw.chain if throw.band else self._carried_order(state, firer, aim)
        chain = tuple(n for n in chain if new.vessel(n).fate != "sunk")
        if shot.misses and chain:
            said = f"{plural(shot.misses, 'miss', 'misses')} carried over to {chain[0]}, at {band} range"
            steps.append(RULINGS.step("5.6.5", said, state.readings, "carried_misses"))
            if len(chain) > 1 and not throw.band:
                order = f"then {', '.join(chain[1:])}: the order the misses run in"
                steps.append(RULINGS.step("5.6.5", order, state.readings, "carried_order"))
            carried = Throw("gunnery", shot.misses, ships=(firer.name, chain[0]), band=band, chain=chain[1:])
            new = new.with_(throw=carried)
        verdict = f"{firer.name}'s salvo: {plural(hits, 'hit')}"
        return self._advance(new, steps, verdict, parts, fire=(firer.name, aim.name))

    def _damaged(
        self, state: State, pos: Position, aim: Vessel, hit: Ruling, steps: list[Step]
    ) -> tuple[Position, Vessel]:
        """``pos`` once ``aim`` has taken what ``hit`` (a :func:`.damage.take_hits` ruling) did [5.6, APP.2.2.1]: her
        tokens, criticals (a jammed helm [5.6.2]), fate and her fleet's morale; a gunfire's, a torpedo's or a
        missile's alike [5.7.2, 5.8.1]."""
        f = hit.facts
        fate = "sunk" if f["sunk"] else "struck" if f["struck"] else "afloat"
        fate = "afloat" if is_fireship(aim.ship) and fate == "sunk" else fate  # she blows up instead [9.1.2c]
        aim = _anchor(aim, state, int(f["anchor"]))
        marked = aim.criticals + tuple(f["criticals"])
        way = aim.circling
        if "steering" in marked and "steering" not in aim.criticals:  # her helm jams if she was turning [5.6.2]
            way = jammed(dict(state.helm).get(aim.name, ""), state.readings)
        aim = aim.with_(damage=min(int(f["damage_tokens"]), 9), criticals=marked, fate=fate, circling=way)
        lost, doubled = port_morale(state.setup.objective, aim, int(f["morale_lost"]))
        steps += doubled
        pos = _lose(pos.put(aim), aim.side, lost)
        return (_gone(pos, aim.name) if fate == "sunk" else pos), aim

    def _carried_order(self, state: State, firer: Vessel, aim: Vessel) -> tuple[str, ...]:
        """The ships entangled with ``aim`` (the firer aside) in the order a salvo's misses run on to them, under
        reading ``carried_order``: nearest the firer's mainmast first, or nearest the target's [5.6.5]."""
        origin = firer if state.readings["carried_order"] == "nearest-firer" else aim
        ships = [state.vessel(n) for n in aim.entangled - {firer.name}]
        return tuple(v.name for v in sorted(ships, key=lambda v: (measured(inches(origin.ship, v.ship)), v.name)))

    # ---- boarding and prizes [6.1, 6.2] ----

    def _boarders(self, state: State, ships: Sequence[str]) -> tuple[list[Boarder], Boarder]:
        """The attackers and the defender of a boarding, ``ships`` named in that order [6.1, 6.2]."""
        *attackers, defender = (boarder(state.vessel(n), state.readings)[0] for n in ships)
        return attackers, defender

    def _boards(self, state: State, name: str, target: str) -> tuple[State, Ruling]:
        """``name`` boards ``target``: every friend entangled with the same enemy that has not fired or boarded
        pools her boarders [6.1]; the dice are due. Boarding a Villain admiral's flagship, she first tests her
        Discipline [APP.1.2.1]."""
        friends = [v.name for v in self._fighting(state, state.acting) if v.name != name and target in v.entangled]
        ships = (name, *friends, target)
        steps = [Step("6.1", f"{name} boards {target} instead of firing")]
        if command(state.position, state.vessel(target).side).has("villain") and is_flagship(state.position, target):
            said = f"{target} carries a Villain admiral: {name}, leading the boarding, must pass a Discipline test"
            steps.append(Step("APP.1.2.1", said + " (sailkit tests the leading ship alone)"))
            dice = self._dice(state, state.vessel(name), "discipline", steps)
            return self._advance(state.with_(throw=Throw("villain", dice, ships=ships), volley=""), steps, "", [])
        return self._board_dice(state.with_(volley=""), ships, steps)

    def _board_dice(self, state: State, ships: tuple[str, ...], steps: list[Step]) -> tuple[State, Ruling]:
        """The boarding dice of ``ships`` (the boarder, the friends pooling with her, the defender) due [6.1]."""
        name, *friends, target = ships
        attackers, defender = self._boarders(state, ships)
        dice = sum(b.dice for b in attackers) + defender.dice
        if friends:
            steps.append(Step("6.1", f"{', '.join(friends)}, entangled with {target} too, pool their boarders"))
        steps.append(Step("6.1", f"{plural(dice, 'die', 'dice')} to throw, the attackers' first"))
        return self._advance(state.with_(throw=Throw("boarding", dice, ships=ships)), steps, "a boarding action", [])

    def _villain_test(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The boarder's Discipline test before she boards a Villain's flagship [APP.1.2.1]: passed, the boarding
        goes on; failed, she cannot board, and has used her turn of boarding."""
        name = throw.ships[0]
        test = stat_test(len(throw.dice), throw.dice, case="APP.1.2.1")
        steps += test.steps
        if test.verdict:
            return self._board_dice(state.with_(throw=None), throw.ships, steps)
        steps.append(Step("APP.1.2.1", f"{name} fails: she cannot board the Villain's flagship"))
        new = state.with_(throw=None, fought=state.fought | {name})
        return self._advance(new, steps, f"{name} cannot board", [test])

    def _board(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        attackers, defender = self._boarders(state, throw.ships)
        d = state.vessel(defender.name)
        steps += boarder(d, state.readings)[1]
        pooled = sum(b.dice for b in attackers)
        fight = boarding(attackers, defender, throw.dice[:pooled], throw.dice[pooled:])
        steps += fight.steps
        pos, names = state.position, [b.name for b in attackers]
        taken = [state.vessel(n) for n in names]
        if fight.verdict == "prize":
            hull = d.ship.cls.hull
            holder = 3 - d.side if d.fate == "prize" else d.side  # a prize retaken passes back to her own side
            pos = _lose(_lose(pos, holder, hull), 3 - holder, -hull)
            if d.fate == "prize":
                steps.append(Step("6.1", f"{d.name} is retaken: the morale passes back"))
            taken = [a.with_(damage=max(a.damage, 1)) for a in taken]
            d = d.with_(fate="afloat" if d.fate == "prize" else "prize")
        new = state.with_(position=pos.put(*taken, d), throw=None, fought=state.fought | set(names))
        if d.fate == "prize":
            new = self._pressed_offer(new, d.name, steps)
        return self._advance(new, steps, str(fight.verdict), [fight])

    def _pressed_offer(self, state: State, prize: str, steps: list[Step]) -> State:
        """``state`` with the captors' admiral's choice over the prize just taken (none by default; a Buccaneer's is
        :mod:`.admiral_choices`') [APP.1.2.1p]."""
        return state

    def _sail(self, state: State, m: Manoeuvre) -> Ruling:
        """A manoeuvre as :class:`~.sailing_phase.SailingPhase` rules it, and for a prize only toward the table's
        edge (reading ``prize_course``) [6.1]."""
        ruled = super()._sail(state, m)
        moving = state.moving
        assert moving is not None
        v = state.vessel(moving.ship)
        if not ruled.verdict or v.fate != "prize":
            return ruled
        refused = homeward(v.ship.pose, ruled.facts["pose"], state.position.table, state.readings)
        if refused is None:
            return ruled
        return replace(ruled, verdict=False, steps=(*ruled.steps, refused))


__all__ = ["GunneryPhase"]
