"""The gunnery phase and boarding on the engine [5.1-5.6, 6.1]: a salvo's dice batch by batch (Gunnery dice, bonus
dice, Hull saves, critical checks, the strike test) and what it did, and a boarding action."""

from __future__ import annotations

from dataclasses import replace

from ...errors import InvalidInputError
from ...rulings import Ruling, Step
from ...wording import plural
from .boarding import Boarder, boarding
from .criticals import criticals
from .damage import deck, hull_saves, take_hits
from .gunnery import bonus_wanted, fire_band, pool, salvo
from .notation import Vessel
from .readings import RULINGS
from .sailing_phase import SailingPhase
from .salvo_dice import salvo_dice
from .state import State, Throw
from .turn import _afloat, _anchor, _gone, _lose
from .wind import Weather, gale_fire


class GunneryPhase(SailingPhase):
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
        firer, aim = state.vessel(name), state.vessel(target)
        band, rake, way, parts = self._fire_terms(state, firer, aim)
        dice, _, said = salvo_dice(state, name, target, gale=way)
        steps = [*(step for part in parts for step in part.steps), *said, *dice.steps]
        state = state.with_(ranged=state.ranged | {(name, target)})
        if state.setup.duel:
            state = self._duel_fire(state, name, target, steps)
        new = state.with_(throw=Throw("gunnery", int(dice.value or 0), ships=(name, target)))
        return self._advance(new, steps, f"{name} fires at {target}", [*parts, dice])

    def _salvo_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The next batch of a salvo's dice, or its end: bonus dice, the Hull saves, the critical checks, the strike
        test, then everything the hits did [5.5, 5.6]."""
        firer, aim = (state.vessel(n) for n in throw.ships)
        band, rake = (throw.band, False) if throw.band else self._fire_terms(state, firer, aim)[:2]
        batches = {**dict(throw.held), throw.kind: throw.dice}
        gun, bonus = batches.get("gunnery", ()), batches.get("bonus", ())
        if throw.kind in ("gunnery", "bonus"):
            more = bonus_wanted(pool(len(gun), band, raking=rake, readings=state.readings), gun, bonus)
            if more:
                steps.append(Step("5.5.2", f"the explosions call for {plural(more, 'bonus die', 'bonus dice')}"))
                held = throw.then("bonus", more) if throw.kind == "gunnery" else replace(throw, want=throw.want + more)
                return self._advance(state.with_(throw=held), steps, "bonus dice due", [])
        hits = int(salvo(band, gun, bonus, raking=rake, target=aim.name, readings=state.readings).value or 0)
        if not hits:
            return self._hits(state, throw, steps, band, rake)
        hull = aim.ship.cls.hull
        saves = batches.get("saves")
        if saves is None:
            steps.append(Step("5.6.1", f"{plural(hits, 'hit')}: {aim.name} throws her Hull dice to save"))
            return self._advance(state.with_(throw=throw.then("saves", hull)), steps, "saves due", [])
        through = int(hull_saves(hits, hull, saves).value or 0)
        dealt = deck(through, aim.anchors > 0, state.readings)
        crit = batches.get("criticals", ())
        if dealt.damage and self._wants_critical(dealt.damage, crit, state):
            kind = "criticals"
            nxt = replace(throw, want=throw.want + 1) if throw.kind == kind else throw.then(kind, 1)
            return self._advance(state.with_(throw=nxt), steps, "a critical check's die", [])
        if "strike" not in batches:
            due = take_hits(hits, hull, saves, ship=_afloat(aim), critical_dice=crit, readings=state.readings)
            if due.facts["strike_test_due"]:
                steps.append(Step("5.6.4", f"{aim.name} is one token from sinking: her strike test"))
                nxt = throw.then("strike", aim.ship.cls.discipline)
                return self._advance(state.with_(throw=nxt), steps, "a strike test", [])
        return self._hits(state, throw, steps, band, rake)

    def _duel_fire(self, state: State, name: str, target: str, steps: list[Step]) -> State:
        """The gun arc fired marked as fired this Game-Turn (:mod:`.duel`'s; a standard game never asks)."""
        raise NotImplementedError

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
            band, batches["gunnery"], batches.get("bonus", ()), raking=rake, target=aim.name, readings=state.readings
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
            f = hit.facts
            fate = "sunk" if f["sunk"] else "struck" if f["struck"] else "afloat"
            aim = _anchor(aim, state, int(f["anchor"]))
            aim = aim.with_(
                damage=min(int(f["damage_tokens"]), 9), criticals=aim.criticals + tuple(f["criticals"]), fate=fate
            )
            pos = _lose(pos.put(aim), aim.side, int(f["morale_lost"]))
            pos = _gone(pos, aim.name) if fate == "sunk" else pos
        new = state.with_(position=pos, throw=None, fought=state.fought | {firer.name})
        chain = throw.chain if throw.band else tuple(sorted(aim.entangled - {firer.name}))
        chain = tuple(n for n in chain if new.vessel(n).fate != "sunk")
        if shot.misses and chain:
            said = f"{plural(shot.misses, 'miss', 'misses')} carried over to {chain[0]}, at {band} range"
            steps.append(RULINGS.step("5.6.5", said, state.readings, "carried_misses"))
            carried = Throw("gunnery", shot.misses, ships=(firer.name, chain[0]), band=band, chain=chain[1:])
            new = new.with_(throw=carried)
        return self._advance(new, steps, f"{firer.name}'s salvo: {plural(hits, 'hit')}", parts)

    # ---- boarding [6.1] ----

    def _board(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        a, d = (state.vessel(n) for n in throw.ships)
        attacker = Boarder(a.name, a.ship.cls.boarding, a.ship.cls.hull, a.damage > 0)
        defender = Boarder(d.name, d.ship.cls.boarding, d.ship.cls.hull, d.damage > 0)
        fight = boarding([attacker], defender, throw.dice[: attacker.dice], throw.dice[attacker.dice :])
        steps += fight.steps
        pos = state.position
        if fight.verdict == "prize":
            hull = d.ship.cls.hull
            pos = _lose(_lose(pos, d.side, hull), a.side, -hull)
            a = a.with_(damage=max(a.damage, 1))
            d = d.with_(fate="prize")
        new = state.with_(position=pos.put(a, d), throw=None, fought=state.fought | {a.name})
        return self._advance(new, steps, str(fight.verdict), [fight])


__all__ = ["GunneryPhase"]
