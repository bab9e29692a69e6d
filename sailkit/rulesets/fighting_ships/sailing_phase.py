"""The sailing phase on the engine [4.1, 4.2, 4.3, 1.5.2e-g, 1.5.4, 5.6.3]: a ship's roll, her manoeuvres one at a
time, collisions with their emergency tests and entanglement, the table's edge, shores, squalls and shoals, a
grounded ship working free, and her token test."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ...geometry.board import measured
from ...geometry.table import Move, Pivot
from ...rulings import Ruling, Step
from ...wording import plural
from .admirals import dice_change
from .anchors import anchor_removal, short_move_anchor
from .collisions import areas_entered, entangle, evasive_pivot, first_collision, table_edge
from .criticals import REPAIR_ORDER, repaired
from .damage import damage_control
from .dice import stat_test
from .edge_run import leaving_loss, runs_off
from .notation import Vessel
from .readings import RULINGS
from .sailing import COST, Manoeuvre, sail
from .seascape import shoals, squalls, touching
from .state import Moving, State, Throw
from .steel import limit_of
from .turn import TurnRules, _afloat, _anchor, _gone, _lose, shores_of, vessels_besides
from .wind import Attitude, Weather, attitude, sailing_points

#: The stat lines' sizes that draw too much for shoals: cruisers and capital ships ground there at once [1.5.2f].
DEEP_DRAUGHT = frozenset({"cruiser", "capital"})


class SailingPhase(TurnRules):
    """Sailing a ship: her points, her manoeuvres and what they meet [4.1-4.3]."""

    def _may(self, state: State, m: Manoeuvre) -> bool:
        moving = state.moving
        assert moving is not None
        return COST[m.kind] <= moving.points and bool(self._sail(state, m).verdict)

    def _sail(self, state: State, m: Manoeuvre) -> Ruling:
        moving = state.moving
        assert moving is not None
        v = state.vessel(moving.ship)
        wind = state.position.wind
        steer = "steering" not in v.criticals
        return sail(
            v.ship,
            (m,),
            moving.points,
            wind,
            start=moving.attitude,
            can_turn=steer,
            circling=v.circling,
            readings=state.readings,
        )

    # ---- the sailing phase [4.1, 4.2, 4.3] ----

    def _start_sailing(self, state: State, name: str) -> tuple[State, Ruling]:
        v = state.vessel(name)
        steps: list[Step] = []
        if v.aground and v.anchors > 1:
            steps.append(Step("1.5.2g", f"{name} is aground: she tests her Sailing to work off instead of sailing"))
            return self._advance(
                state.with_(throw=Throw("aground", self._dice(state, v, "sailing", steps, shoal=True), ships=(name,))),
                steps,
                "",
                [],
            )
        if touching(v.ship, squalls(state.position)):
            v = self._squall(v, "starts her move in a squall", steps)
            state = state.with_(position=state.position.put(v))
        if touching(v.ship, shoals(state.position)):
            new = self._shoal_due(state, v, "lies in shoal water", steps)
            return self._advance(new, steps, f"{name} lies in shoal water", [])
        return self._roll_for_points(state, name, steps)

    # ---- boats lowered to tow in a calm [1.5.2b, 6.3] ----

    def _boat_verbs(self, state: State, v: Vessel) -> tuple[str, ...]:
        """What a ship about to sail may do with her boats instead [1.5.2b]: hoist them in when they are out; lower
        them to tow her in a calm, unless she is held fast (aground or entangled)."""
        if v.boats:
            return ("recover",)
        calm = state.position.weather is Weather.BECALMED
        return ("tow",) if calm and not v.aground and not v.entangled else ()

    def _boats_move(self, state: State, name: str, out: bool) -> tuple[State, Ruling]:
        """``name`` lowers her boats to tow her (``out``) or hoists them in: either takes her move this phase, so she
        stays where she is and ends her move as any ship does, a run under 2 inches bringing its Anchor token
        [1.5.2b, 4.1.1i]."""
        v = state.vessel(name)
        said = "lowers her boats to tow her: 5s will score in a calm" if out else "hoists her boats back in"
        steps = [Step("1.5.2b", f"{name} {said}; it takes her move this phase")]
        found = Attitude(attitude(v.ship.pose.heading, state.position.wind, state.readings).verdict)
        pos = state.position.put(v.with_(boats=out))
        new, more = self._end_move(state.with_(position=pos, moving=Moving(name, 0, found)))
        return self._advance(new, steps + more, f"{name} {'lowers' if out else 'recovers'} her boats", [])

    def _roll_for_points(self, state: State, name: str, steps: list[Step]) -> tuple[State, Ruling]:
        """``name``'s attitude, read before she moves, and her Sailing dice due [4.1.1a]."""
        v = state.vessel(name)
        found = attitude(v.ship.pose.heading, state.position.wind, state.readings)
        said: list[Step] = []
        dice = self._dice(state, v, "sailing", said, shoal=bool(touching(v.ship, shoals(state.position))))
        steps += [
            *found.steps,
            Step("4.1.1a", f"{name} rolls {plural(dice, 'Sailing die', 'Sailing dice')}"),
            *([Step("APP.1.2.2", "a Poor captain throws one Sailing die fewer")] if v.captain == "poor" else []),
            *said,
        ]
        new = state.with_(throw=Throw("sailing", dice, ships=(name,)))
        return self._advance(new, steps, f"{name} sails", [found])

    # ---- the seascape: squalls, shoals and shores [1.5.2e-g] ----

    def _squall(self, v: Vessel, why: str, steps: list[Step]) -> Vessel:
        """A ship that starts her move in a squall or sails into one takes an Anchor token unless she has one
        [1.5.2e]."""
        if v.anchors:
            steps.append(Step("1.5.2e", f"{v.name} {why}; she has an Anchor token already"))
            return v
        steps.append(Step("1.5.2e", f"{v.name} {why}: she takes an Anchor token"))
        return v.with_(anchors=1)

    def _shoal_due(self, state: State, v: Vessel, why: str, steps: list[Step]) -> State:
        """A ship lying in shoals or sailing into them: her Sailing test due, or aground at once when she draws too
        much for them: a ship of cruiser size or larger always, a ship of the line under reading ``shoal_draught``
        [1.5.2f]."""
        r = state.readings
        if v.ship.cls.size in DEEP_DRAUGHT:
            said = f"{v.name} {why} and is of cruiser size or larger: she runs aground without a test"
            steps.append(Step("1.5.2f", said))
            return self._run_aground(state, v, steps)
        if r["shoal_draught"] == "line" and v.ship.cls.size == "line":
            said = f"{v.name} {why} and draws too much for it: she runs aground without a test"
            steps.append(RULINGS.step("1.5.2f", said, r, "shoal_draught"))
            return self._run_aground(state, v, steps)
        said = f"{v.name} {why}: a Sailing test, or she runs aground"
        steps.append(RULINGS.step("1.5.2f", said, r, "shoal_draught", "shoal_test"))
        dice = max(0, v.test_dice("sailing") + dice_change(state.position, v, "sailing", steps, shoal=True))
        return state.with_(throw=Throw("shoal", dice, ships=(v.name,)))

    def _shoal_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """Her shoal test thrown [1.5.2f]: a pass lets her sail on (or roll her points, when her move has not
        begun); a failure puts her aground."""
        v = state.vessel(throw.ships[0])
        test = stat_test(len(throw.dice), throw.dice, name="Sailing", case="1.5.2f")
        steps += test.steps
        new = state.with_(throw=None)
        if not test.verdict:
            steps.append(Step("1.5.2f", f"{v.name} fails her shoal test: she runs aground"))
            return self._advance(self._run_aground(new, v, steps), steps, f"{v.name} runs aground", [test])
        steps.append(Step("1.5.2f", f"{v.name} passes her shoal test and sails on"))
        if new.moving is None:
            return self._roll_for_points(new, v.name, steps)
        if not new.moving.points:
            new, more = self._end_move(new)
            steps += more
        return self._advance(new, steps, f"{v.name} clears the shoals", [test])

    def _run_aground(self, state: State, v: Vessel, steps: list[Step]) -> State:
        """``v`` runs aground where she is: a Damage token and three Anchor tokens, and her move is over [1.5.2g]."""
        v = _anchor(v.with_(damage=min(v.damage + 1, 9), aground=True), state, 3)
        new = self._sunk_check(state.with_(position=state.position.put(v)), v, steps)
        if new.moving is None:
            return new.with_(sailed=new.sailed | {v.name})
        new, more = self._end_move(new)
        steps += more
        return new

    def _off_the_shore(
        self, state: State, name: str, steps: list[Step], dice: Sequence[int] | None = None
    ) -> tuple[State, list[Ruling]]:
        """A grounded ship down to one Anchor token evades clear of the shore she touches as from a collision, the
        smaller way with room; with reading ``shore_evasion=test`` only after her emergency Sailing test [1.5.2g,
        4.3.1]."""
        v, r = state.vessel(name), state.readings
        everything = shores_of(state)
        land = touching(v.ship, everything)
        if not land:
            steps.append(Step("1.5.2g", f"{name} touches no shore: she has nothing to evade"))
            return state, []
        if r["shore_evasion"] == "test" and dice is None:
            said = f"{name} takes the emergency Sailing test to evade off the shore"
            steps.append(RULINGS.step("1.5.2g", said, r, "shore_evasion"))
            return state.with_(throw=Throw("evade-shore", v.test_dice("sailing"), ships=(name,))), []
        room = [w.ship.base for w in vessels_besides(state, name)] + [s for s in everything if s not in land]
        tried = evasive_pivot(v.ship, land, room=room, dice=dice, readings=r)
        steps += tried.steps
        if not tried.verdict:
            steps.append(Step("1.5.2g", f"{name} does not turn clear: she stays against the shore"))
            return state, [tried]
        poses = tried.facts["poses"]
        turn = min(poses, key=lambda s: (tried.facts[s], s))  # the smaller pivot; port on a tie, as in a collision
        steps.append(RULINGS.step("1.5.2g", f"{name} turns {turn} on her stern clear of the shore", r, "shore_evasion"))
        return state.with_(position=state.position.put(v.with_(ship=v.ship.at(poses[turn])))), [tried]

    def _shore_evasion_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        new, parts = self._off_the_shore(state.with_(throw=None), throw.ships[0], steps, throw.dice)
        return self._advance(new, steps, "evading off the shore", parts)

    def _work_off(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """A grounded ship's Sailing test to shed an Anchor token [1.5.2g]: a failure costs a Damage token, and at
        one token left she is afloat again and evades off the shore."""
        v = state.vessel(throw.ships[0])
        test = anchor_removal(v.anchors, throw.dice, len(throw.dice), damage=v.damage, grounded=True)
        steps += test.steps
        v = v.with_(anchors=test.facts["anchors"], damage=test.facts["damage"], aground=test.facts["anchors"] > 1)
        new = state.with_(position=state.position.put(v), throw=None, sailed=state.sailed | {v.name})
        new, parts = self._sunk_check(new, v, steps), [test]
        if new.vessel(v.name).fighting and not v.aground:
            new, tried = self._off_the_shore(new, v.name, steps)
            parts += tried
        return self._advance(new, steps, "working off the shore", parts)

    def _sailing_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        name = throw.ships[0]
        v = state.vessel(name)
        r = state.readings
        if throw.kind == "aground":
            return self._work_off(state, throw, steps)
        found = Attitude(attitude(v.ship.pose.heading, state.position.wind, r).verdict)
        rolled = sailing_points(
            len(throw.dice),
            throw.dice,
            found,
            anchor=v.anchors > 0,
            weather=state.position.weather,
            towed=v.boats,
            entangled=bool(v.entangled),
            readings=r,
        )
        steps += rolled.steps
        points = int(rolled.value or 0)
        if rolled.facts["gale_damage"] and not v.damage:
            v = v.with_(damage=1)
        pos = state.position.put(v)
        clear_of: frozenset[str] = frozenset()
        if v.entangled and points:
            clear_of = v.entangled
            steps.append(Step("4.3.3", f"{name} breaks free of {', '.join(sorted(clear_of))}"))
            freed = [w.with_(entangled=w.entangled - {name}) for w in state.ships if w.name in clear_of]
            pos = pos.put(v.with_(entangled=frozenset()), *freed)
        moving = Moving(name, points, found, 0.0, clear_of)
        new = state.with_(position=pos, throw=None, moving=moving)
        if not points or v.entangled and not clear_of:
            new, more = self._end_move(new)
            steps += more
        elif state.setup.duel:
            steps.append(Step("APP.2.3.2a", f"{name} keeps her points until her turn to manoeuvre"))
            new = new.with_(moving=None, held=(*state.held, moving))
        return self._advance(new, steps, f"{plural(points, 'sailing point')}", [rolled])

    def _manoeuvre(self, state: State, m: Manoeuvre) -> tuple[State, Ruling]:
        moving = state.moving
        assert moving is not None
        if state.setup.duel:
            state = state.with_(volley=moving.ship)  # she may fire once this manoeuvre is done (APP.2.3.2a)
        v = state.vessel(moving.ship)
        ruled = self._sail(state, m)
        steps = list(ruled.steps[1:])
        moving = replace(moving, points=moving.points - COST[m.kind])
        others = vessels_besides(state, v.name, moving.clear_of)
        met = first_collision(
            v.ship, ruled.facts["move"], [w.ship for w in others], shores=shores_of(state), readings=state.readings
        )
        parts = [ruled, met]
        pos = state.position
        if met.verdict is None:
            edge = table_edge(v.ship, ruled.facts["move"], *pos.table, readings=state.readings)
            parts.append(edge)
            moving = replace(moving, moved=measured(moving.moved + m.inches))
            if edge.verdict is None:
                move = ruled.facts["move"]
                squall = areas_entered(v.ship, move, squalls(pos))
                shoal = self._fresh_shoal(state, v, move)
                v = v.with_(ship=v.ship.at(ruled.facts["pose"]))
                if squall:
                    v = self._squall(v, "sails into a squall", steps)
                new = state.with_(position=pos.put(v), moving=moving, helm=_turned(state, v.name, move))
                if shoal:
                    new = self._shoal_due(new, v, "sails into shoal water", steps)
                elif not moving.points:
                    new, more = self._end_move(new)
                    steps += more
                return self._advance(new, steps, f"{v.name} sails {m}", parts)
            objective = state.setup.objective
            if v.running or objective.may_leave(v, str(edge.facts["edge"])):  # a runner crosses [5.6.4]
                new = self._sail_off(state.with_(moving=moving), v, str(edge.facts["edge"]), steps)
                return self._advance(new, steps, f"{v.name} sails off the table", parts)
            steps += met.steps[1:] + edge.steps
            v = _anchor(v.with_(ship=v.ship.at(edge.facts["pose"])), state)
            if edge.verdict == "leaves":
                if v.fate == "prize":  # her fleet lost her Hull when she was taken [6.1]
                    steps.append(Step("6.1", f"the prize {v.name} leaves the table for her captors' port"))
                else:
                    pos = _lose(pos, v.side, v.ship.cls.hull)
                v = v.with_(fate="off")
            new, more = self._end_move(state.with_(position=pos.put(v), moving=moving))
            return self._advance(new, steps + more, f"{v.name} reaches the table's edge", parts)
        steps += met.steps
        v = v.with_(ship=v.ship.at(met.facts["pose"]))
        ran = m.inches * min(1.0, float(met.facts["progress"]))  # she stops where her base meets it [4.1.1i]
        moving = replace(moving, moved=measured(moving.moved + ran))
        state = state.with_(position=pos.put(v), moving=moving)
        if met.verdict == "shore":
            return self._advance(self._run_aground(state, v, steps), steps, f"{v.name} runs aground", parts)
        return self._collide(state, v.name, str(met.verdict), steps, parts)

    def _sail_off(self, state: State, v: Vessel, edge: str, steps: list[Step]) -> State:
        """``v`` reaches an edge her scenario lets her leave by: she sails off instead of pivoting along it [1.5.4],
        her fleet losing nothing; a blockade runner costs the blockading fleet her Hull in morale (APP.2.3.2). A big
        steamship running for the edge leaves the battle there, at the cost reading ``edge_run_morale`` says [5.6.4]."""
        objective = state.setup.objective
        pos = state.position
        if v.running:  # a big steamship that failed her strike test leaves the battle [5.6.4, 1.5.4]
            pos = _lose(pos, v.side, leaving_loss(pos, v, steps))
            new, more = self._end_move(state.with_(position=_gone(pos.put(v.with_(fate="off")), v.name)))
            steps += more
            return new
        steps.append(Step(objective.case, f"{v.name} reaches the {edge} edge and sails off, as the scenario allows"))
        if objective.kind == "blockade":
            pos = _lose(pos, 3 - v.side, v.ship.cls.hull)
            said = f"she has run the blockade: {state.label(3 - v.side)} loses {v.ship.cls.hull} morale, her Hull"
            steps.append(Step(objective.case, said))
        gone = _gone(pos.put(v.with_(fate="off", escaped=True)), v.name)
        new, more = self._end_move(state.with_(position=gone))
        steps += more
        return new

    def _fresh_shoal(self, state: State, v: Vessel, move: Move) -> bool:
        """Whether ``v``'s move carries her base into shoals it did not touch at its start, and she tests for it
        then (reading ``shoal_test``) [1.5.2f]."""
        if state.readings["shoal_test"] != "entering":
            return False
        water = shoals(state.position)
        return any(not v.ship.base.intersects(water[k]) for k in areas_entered(v.ship, move, water))

    def _evasion(self, state: State, name: str, away: str, dice: Sequence[int] | None = None) -> Ruling:
        v = state.vessel(name)
        room = [w.ship.base for w in vessels_besides(state, name) if w.name != away] + shores_of(state)
        return evasive_pivot(
            v.ship,
            [state.vessel(away).ship.base],
            room=room,
            dice=dice,
            entangled=bool(v.entangled),
            readings=state.readings,
        )

    def _collide(
        self,
        state: State,
        mover: str,
        met: str,
        steps: list[Step],
        parts: list[Ruling],
        first: int = 0,
        *,
        asked: int = -1,
    ) -> tuple[State, Ruling]:
        """A collision [4.3.1]: the mover's emergency test when she has room, else (or when she fails, ``first``
        1) the other ship's, else they entangle. Before either test (stage 0, 1) not yet ``asked``, the enemy's
        admiral may deny it (:meth:`_deny_evasion`) [APP.1.2.1g, o]."""
        for stage, (kind, who, away) in enumerate((("evade", mover, met), ("evade-other", met, mover))):
            if stage < first:
                continue
            room = self._evasion(state, who, away)
            if room.verdict and stage > asked:
                offered = self._deny_evasion(state, away, who, steps, parts)
                if offered is not None:
                    return offered
            if room.verdict:
                steps.append(Step("4.3.1", f"{who} has room to evade: her emergency Sailing test"))
                want = state.vessel(who).test_dice("sailing")
                new = state.with_(throw=Throw(kind, want, ships=(mover, met)))
                return self._advance(new, steps, f"{mover} is about to collide with {met}", parts)
            steps += room.steps
        return self._entangling(state, mover, met, steps, parts)

    def _deny_evasion(
        self, state: State, ours: str, theirs: str, steps: list[Step], parts: list[Ruling]
    ) -> tuple[State, Ruling] | None:
        """The choice ``ours``'s admiral has before the enemy ``theirs`` tests to evade the collision, or ``None``
        (none by default; a Former Privateer's and a Sea Dog's are :mod:`.admiral_choices`') [APP.1.2.1g, o]."""
        return None

    def _entangling(
        self, state: State, mover: str, met: str, steps: list[Step], parts: list[Ruling]
    ) -> tuple[State, Ruling]:
        want = state.vessel(mover).ship.cls.hull + state.vessel(met).ship.cls.hull
        steps.append(Step("4.3.1", f"{mover} and {met} collide and entangle: each takes a Hull test"))
        new = state.with_(throw=Throw("hull", want, ships=(mover, met)))
        return self._advance(new, steps, f"{mover} collides with {met}", parts)

    def _collision_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        mover, met = throw.ships
        if throw.kind == "hull":
            return self._entangled(state, throw, steps)
        who, away = (mover, met) if throw.kind == "evade" else (met, mover)
        tried = self._evasion(state, who, away, throw.dice)
        steps += tried.steps
        if not tried.verdict:
            return self._collide(state.with_(throw=None), mover, met, steps, [tried], first=2 if who == met else 1)
        poses = tried.facts["poses"]
        turn = min(poses, key=lambda s: (tried.facts[s], s))  # the smaller pivot; port on a tie, as in a collision
        v = state.vessel(who)
        steps.append(Step("4.3.1", f"{who} turns {turn} on her stern just clear; {mover} sails on"))
        new = state.with_(position=state.position.put(v.with_(ship=v.ship.at(poses[turn]))), throw=None)
        if new.moving is not None and not new.moving.points:
            new, more = self._end_move(new)
            steps += more
        return self._advance(new, steps, f"{who} evades", [tried])

    def _entangled(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        mover, met = (state.vessel(n) for n in throw.ships)
        split = mover.ship.cls.hull
        apart = abs((mover.ship.pose.heading - met.ship.pose.heading + 180.0) % 360.0 - 180.0)
        line_up = "bow-to-bow" if measured(apart) == 90.0 else None
        done = entangle(
            mover.ship,
            met.ship,
            line_up=line_up,
            dice=(throw.dice[:split], throw.dice[split:]),
            readings=state.readings,
        )
        steps += done.steps
        if line_up:
            steps.append(Step("4.3.3", "square to each other: sailkit lays them bow to bow"))
        pos = state.position
        placed = []
        laid = self._lay_alongside(state, mover.name, met.name)
        for v, other in ((mover, met.name), (met, mover.name)):
            hurt = v.name in done.facts["damage"]
            at = v.ship.at(done.facts["poses"][v.name]) if laid else v.ship
            w = v.with_(ship=at, entangled=v.entangled | {other})
            w = _anchor(w.with_(damage=min(v.damage + hurt, 9)), state)
            placed.append(w)
            if hurt:
                pos = _lose(pos, v.side, 1)
        new = state.with_(position=pos.put(*placed), throw=None)
        for w in placed:
            new = self._sunk_check(new, w, steps)
        return self._after_entangling(new, mover.name, met.name, steps, done)

    def _lay_alongside(self, state: State, mover: str, met: str) -> bool:
        """Whether two ships that entangle are laid alongside [4.3.3] (a ram's leave them at the angle of impact,
        :mod:`.ram_phase`)."""
        return True

    def _after_entangling(
        self, state: State, mover: str, met: str, steps: list[Step], done: Ruling
    ) -> tuple[State, Ruling]:
        """Two ships have entangled [4.3.3]: the mover's move ends (a ram's blow comes first, :mod:`.ram_phase`)."""
        new, more = self._end_move(state)
        return self._advance(new, steps + more, f"{mover} and {met} entangle", [done])

    def _end_move(self, state: State) -> tuple[State, list[Step]]:
        """The moving ship's move is over: an Anchor token for a short move if she sails on canvas alone [4.1.1i,
        4.2], then her token test [4.2, 5.6.3]."""
        moving = state.moving
        assert moving is not None
        v = state.vessel(moving.ship)
        runs = (*state.runs, (v.name, state.ran(v.name) + moving.moved))
        new = state.with_(moving=None, sailed=state.sailed | {v.name}, runs=runs)
        if not v.fighting:
            return new, []
        short = short_move_anchor(moving.moved, sail_only=v.ship.cls.motive == ("sail",))  # [4.2]
        steps = list(short.steps)
        if short.verdict and not v.entangled:
            v = _anchor(v, state)
            steps.append(RULINGS.step("4.2", f"{v.name} takes an Anchor token", state.readings, "anchor_tokens"))
        new = new.with_(position=new.position.put(v))
        if v.damage > v.pressed and not v.running:  # a pressed prize keeps her last token [APP.1.2.1p]; a runner
            # failed her test already and makes for the edge: no repair, no second test [5.6.4]
            steps.append(Step("5.6.3", f"{v.name} tests her Discipline for damage control"))
            dice = self._dice(state, v, "discipline", steps, repair=True)
            return new.with_(throw=Throw("repair", dice, ships=(v.name,))), steps
        if v.anchors and not v.entangled and not v.aground:
            steps.append(Step("4.2", f"{v.name} tests her Discipline to shed an Anchor token"))
            return new.with_(throw=Throw("anchor", self._dice(state, v, "discipline", steps), ships=(v.name,))), steps
        return new, steps

    def _token_test(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        v = state.vessel(throw.ships[0])
        pos = state.position
        if throw.kind == "anchor":
            test = anchor_removal(v.anchors, throw.dice, len(throw.dice))
            v = v.with_(anchors=test.facts["anchors"])
        else:
            test = damage_control(len(throw.dice), throw.dice, ship=_afloat(v))
            if test.verdict == "removed a Damage token":
                if v.criticals:
                    gone = min(v.criticals, key=REPAIR_ORDER.index)
                    steps.append(Step("5.6.3", f"{v.name} removes the token carrying her {gone} critical first"))
                left = repaired(v.criticals)
                v = v.with_(damage=v.damage - 1, criticals=left, circling=v.circling if "steering" in left else "")
            elif test.verdict == "struck":
                v = v.with_(fate="struck")
                pos = _lose(pos, v.side, v.ship.cls.hull)
                steps.append(Step("APP.2.2.1", f"{v.name} strikes: her fleet loses {v.ship.cls.hull} morale"))
            elif test.verdict == "runs":  # a big steamship makes for the edge instead [5.6.4]
                steps += test.steps
                pos, v = runs_off(pos, v, steps)
                if state.readings["edge_run_morale"] == "on-failing":
                    pos = _lose(pos, v.side, v.ship.cls.hull)
                    said = f"{v.name} runs: her fleet loses {v.ship.cls.hull} morale"
                    steps.append(RULINGS.step("5.6.4", said, state.readings, "edge_run_morale"))
        steps += test.steps if test.verdict != "runs" else []  # a runner's came before her edge
        new = state.with_(position=pos.put(v), throw=None)
        return self._advance(new, steps, str(test.verdict), [test])

    def _sunk_check(self, state: State, v: Vessel, steps: list[Step]) -> State:
        """A ship with more Damage tokens than her hull carries sinks [5.6.3]; her fleet loses her Hull in morale."""
        limit = limit_of(v.ship.cls)
        if v.damage <= limit or not v.fighting:
            return state
        steps.append(Step("5.6.3", f"{v.name} has {v.damage} Damage tokens, more than {limit}: she sinks"))
        steps.append(Step("APP.2.2.1", f"her fleet loses {v.ship.cls.hull} morale"))
        pos = _lose(state.position, v.side, v.ship.cls.hull)
        return state.with_(position=_gone(pos.put(v.with_(fate="sunk")), v.name))


def _turned(state: State, name: str, move: Move) -> tuple[tuple[str, str], ...]:
    """The ships' last turns this Game-Turn with ``name``'s manoeuvre ``move`` counted: her way, if it pivots her
    (a jammed helm keeps it, should her steering go this Game-Turn [5.6.2])."""
    turn = sum(step.degrees for step in move.steps if isinstance(step, Pivot))
    if not turn:
        return state.helm
    return (*((n, way) for n, way in state.helm if n != name), (name, "starboard" if turn > 0 else "port"))


__all__ = ["SailingPhase"]
