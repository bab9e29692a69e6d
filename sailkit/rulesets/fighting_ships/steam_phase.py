"""Steamships and oared ships in the sailing phase on the engine [4.1.2-4.1.4, 4.2].

:class:`SteamPhase` sits on :class:`~.sailing_phase.SailingPhase`: a ship that moves by steam or oars this turn
(``sail NAME`` for a steamship, ``power NAME`` for a galley taking to her oars [4.1.3, 4.1.4]) rolls her Sailing dice for
inches (:func:`~.steam.engine_points`), her speed is bounded by her top speed and her last move (the position's
``speed:N``, :func:`~.steam.speed_range`), and she spends it a run at a time with the manoeuvre grammar's ``M``
words (a run of up to 2 inches each the engine offers, any length accepted, a turn of 30 degrees after the run her
size needs, :func:`~.steam.next_run`); she may stop once she has run the least her momentum allows. Collisions,
shores, shoals and the edge meet her as they meet any ship. Her move ends without a short-move Anchor token [4.2],
and her run is written as her speed for the next turn. A galley under sail rolls 2 Sailing dice [APP.1.1.1].
Backing up and the oared ram's spurt are rulings (:func:`~.steam.speed_range`, :func:`~.steam.steam`) the engine
does not yet offer.
"""

from __future__ import annotations

from dataclasses import replace

from ...geometry.board import format_real, measured
from ...rulings import Ruling, Step
from .notation import Vessel
from .readings import RULINGS
from .sailing import Kind, Manoeuvre
from .sailing_phase import SailingPhase
from .state import Moving, State, Throw
from .steam import SAIL_ONLY_DICE, Under, engine_points, is_in_irons, next_run, speed_range
from .wind import Attitude, attitude


def motive_now(v: Vessel) -> str:
    """What drives ``v`` this turn [4.1.4]: her choice (``under``), else sail where she has it, else her one motive."""
    motive = v.ship.cls.motive
    return v.under or ("sail" if "sail" in motive or not motive else motive[0])


class SteamPhase(SailingPhase):
    """Moving a ship by steam or oars [4.1.2-4.1.4]: her roll for inches, her speed and her runs."""

    def _dice(
        self, state: State, v: Vessel, stat: str, steps: list[Step], *, repair: bool = False, shoal: bool = False
    ) -> int:
        """A ship's dice (:meth:`~.turn.TurnRules._dice`), an oared ship under sail alone rolling 2 Sailing dice at
        most [APP.1.1.1]."""
        dice = super()._dice(state, v, stat, steps, repair=repair, shoal=shoal)
        if stat == "sailing" and "oar" in v.ship.cls.motive and motive_now(v) == "sail" and dice > SAIL_ONLY_DICE:
            steps.append(Step("APP.1.1.1", f"{v.name}'s oars unused: she rolls {SAIL_ONLY_DICE} Sailing dice"))
            return SAIL_ONLY_DICE
        return dice

    def _power(self, state: State, name: str, engines: bool) -> tuple[State, Ruling]:
        """``name`` chooses her motive for this turn and rolls [4.1.4]: ``power`` her oars or engines, ``sail`` her
        sails (a steamship's ``sail`` is her engines: she has nothing else)."""
        v = state.vessel(name)
        motive = v.ship.cls.motive
        under = next((m for m in motive if m != "sail"), "") if engines and len(motive) > 1 else ""
        if under or v.under:
            state = state.with_(position=state.position.put(v.with_(under=under)))
        return self._start_sailing(state, name)

    def _sailing_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        v = state.vessel(throw.ships[0])
        motive = motive_now(v)
        if throw.kind == "aground" or motive == "sail":
            return super()._sailing_roll(state, throw, steps)
        r = state.readings
        rolled = engine_points(
            len(throw.dice),
            throw.dice,
            in_irons=is_in_irons(v.ship, state.position.wind, r),
            anchor=v.anchors > 0 or bool(v.entangled),
            motive=motive,
            readings=r,
        )
        speed = speed_range(v.ship.cls, float(rolled.value or 0), v.speed, motive=motive, readings=r)
        steps += [*rolled.steps, *speed.steps]
        found = Attitude(attitude(v.ship.pose.heading, state.position.wind, r).verdict)
        most = speed.verdict.most if rolled.value else 0.0
        pos, clear_of = state.position, frozenset(v.entangled) if most and v.entangled else frozenset()
        if clear_of:
            steps.append(Step("4.3.3", f"{v.name} breaks free of {', '.join(sorted(clear_of))}"))
            freed = [w.with_(entangled=w.entangled - {v.name}) for w in state.ships if w.name in clear_of]
            pos = pos.put(v.with_(entangled=frozenset()), *freed)
        moving = Moving(v.name, 1 if most else 0, found, 0.0, clear_of, motive, speed.verdict.least, most)
        new = state.with_(position=pos, throw=None, moving=moving)
        if not most or v.entangled and not clear_of:
            new, more = self._end_move(new)
            steps += more
        return self._advance(new, steps, f"{format_real(most)} inches under {motive}", [rolled, speed])

    def _sail(self, state: State, m: Manoeuvre) -> Ruling:
        moving = state.moving
        assert moving is not None
        if moving.motive == "sail":
            return super()._sail(state, m)
        v = state.vessel(moving.ship)
        under = Under(moving.moved, moving.since, moving.most, moving.least)
        tight = m.kind is not Kind.MANOEUVRE
        ruled = next_run(v.ship, m.inches, m.turn, under, tight=tight, readings=state.readings)
        return replace(ruled, steps=(Step("4.1.2", f"{v.name} under {moving.motive}"), *ruled.steps))

    def _manoeuvre(self, state: State, m: Manoeuvre) -> tuple[State, Ruling]:
        moving = state.moving
        assert moving is not None
        if moving.motive == "sail":
            return super()._manoeuvre(state, m)
        after: Under = self._sail(state, m).facts["under"]
        more = measured(after.most - after.moved) > 0
        new, ruling = super()._manoeuvre(state.with_(moving=replace(moving, points=2 if more else 1)), m)
        if new.moving is not None and new.moving.ship == moving.ship:
            new = new.with_(moving=replace(new.moving, since=after.since, most=after.most))
        return new, ruling

    def may_stop(self, state: State) -> bool:
        """Whether the moving ship may end her move now: under sail always [4.1.1i]; under steam or oars once she has
        run the least her momentum allows [4.1.2]."""
        moving = state.moving
        return moving is None or moving.motive == "sail" or measured(moving.moved) >= moving.least

    def _end_move(self, state: State) -> tuple[State, list[Step]]:
        """Her move ends as any ship's (:meth:`~.sailing_phase.SailingPhase._end_move`); a ship with oars or engines
        keeps her run as her speed for her next move [4.1.2]."""
        moving = state.moving
        assert moving is not None
        new, steps = super()._end_move(state)
        v = new.vessel(moving.ship)
        if v.fighting and set(v.ship.cls.motive) & {"oar", "steam"}:
            run = measured(moving.moved)
            steps.append(
                RULINGS.step(
                    "4.1.2",
                    f"{v.name} ran {format_real(run)} inches: her speed for next turn",
                    state.readings,
                    "steam_first_move",
                )
            )
            new = new.with_(position=new.position.put(v.with_(speed=run)))
        return new, steps


__all__ = ["SteamPhase", "motive_now"]
