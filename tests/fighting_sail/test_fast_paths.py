"""The fast paths of the engine give the answers of the slow ones they replace [issue 7].

Closed forms against shapely (arcs, sight-line patterns), the fire rules' bare line of sight
against the explained ruling, the replay's check against the full list of legal actions, and
the remembered steps and shots against working them out again, under undo and branches.
"""

from __future__ import annotations

import random

import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import SailkitError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square, centers, line_pattern, on_ray, sector, trace, trace_by_shapely
from sailkit.rulesets.fighting_sail import movement
from sailkit.rulesets.fighting_sail.board import COLUMNS, ROWS
from sailkit.rulesets.fighting_sail.fire.arcs import _RADIUS, classify, fields
from sailkit.rulesets.fighting_sail.fire.combat import fire_options, has_fire_option
from sailkit.rulesets.fighting_sail.fire.sight import line_of_sight, sight
from sailkit.rulesets.fighting_sail.game import Game, play_random
from sailkit.rulesets.fighting_sail.readings import READINGS, readings_for
from sailkit.rulesets.fighting_sail.rules import RULES
from sailkit.rulesets.fighting_sail.state import ShipState
from sailkit.rulesets.fighting_sail.turn import Turn, movement_phase
from sailkit.rulesets.fighting_sail.turn.firing import Firing
from sailkit.rulesets.fighting_sail.turn.memo import Memo
from sailkit.rulesets.fighting_sail.turn.movement_phase import MovementPhase

positive = st.builds(Square, st.integers(1, 24), st.integers(1, 24))
on_map = st.builds(Square, st.integers(1, COLUMNS), st.integers(1, ROWS))
anywhere = st.builds(Square, st.integers(-30, 30), st.integers(-30, 30))


@given(positive, positive, st.lists(positive, max_size=30))
def test_the_sight_line_pattern_is_what_shapely_finds(a: Square, b: Square, others: list[Square]) -> None:
    """[9.31c] Crossed squares, corner touches and split pairs: exactly the shapely predicates' answer."""
    assert trace(a, b, others + [a, b]) == trace_by_shapely(a, b, others + [a, b])


@given(anywhere, anywhere, st.lists(anywhere, max_size=20), st.integers(-50, 50), st.integers(-50, 50))
def test_the_sight_line_pattern_moves_with_the_squares(
    a: Square, b: Square, others: list[Square], dx: int, dy: int
) -> None:
    """[9.31c, 15.0-MR] Moving both ends and every square by the same offset moves the answer, on the extended
    grid (negative numbers included) as on the map."""

    def moved(s: Square) -> Square:
        return Square(s.col + dx, s.row + dy)

    here, there = trace(a, b, others), trace(moved(a), moved(b), [moved(s) for s in others])
    assert [moved(s) for s in here.crossed] == list(there.crossed)
    assert [tuple(moved(s) for s in p) for p in here.split_pairs] == list(there.split_pairs)
    assert [((x + dx, y + dy), tuple(moved(s) for s in sq)) for (x, y), sq in here.corners] == list(there.corners)


def test_the_compass_arithmetic_is_the_enums() -> None:
    """[7.3] A heading turned, the turn between two headings, a step's offset, a corner crossing and a name, worked
    out on the member as the int it is, are those the enum's value and name give."""
    steps = {"N": (0, -1), "NE": (1, -1), "E": (1, 0), "SE": (1, 1), "S": (0, 1), "SW": (-1, 1), "W": (-1, 0)}
    for d in Direction:
        for k in range(-17, 18):
            assert d.turned(k) is Direction((d.value + k) % 8)
        for e in Direction:
            turn = d.eighths_to(e)
            assert turn == (e.value - d.value) % 8 and type(turn) is int
        assert str(d) == d.name and d.step == steps.get(d.name, (-1, -1))
        assert d.is_diagonal == (len(d.name) == 2)


def _arcs_by_shapely(sq: Square, heading: Direction, targets: list[Square], rule: str) -> list[str]:
    """The arcs as the shapely wedges cover the target centres: the reference the closed form replaced."""
    pts = centers(targets)
    if rule == "half_plane":
        starboard = shapely.contains(sector(sq.center, heading, heading.turned(4), _RADIUS), pts)
        out = []
        for t, stb in zip(targets, starboard):
            if on_ray(sq.center, heading, t.center):
                out.append("bow")
            elif on_ray(sq.center, heading.opposite(), t.center):
                out.append("stern")
            else:
                out.append("starboard" if stb else "port")
        return out
    wedges = fields(sq, heading)
    first, second = (("starboard", "port"), ("bow", "stern"))
    if rule != "broadside":
        first, second = second, first
    covered = {arc: shapely.covers(wedges[arc], pts) for arc in first + second}
    return [next(arc for arc in first + second if covered[arc][i]) for i in range(len(targets))]


@pytest.mark.parametrize("rule", READINGS["arc_boundary"].option_names)
def test_the_closed_form_arcs_are_the_shapely_wedges(rule: str) -> None:
    """[9.31b, 9.35] Every heading, every square within 8 of the ship (its own too) and far ones on the extended grid."""
    r = readings_for({"arc_boundary": rule})
    box = [Square(c, r_) for c in range(-8, 9) for r_ in range(-8, 9)]
    rng = random.Random(7)
    far = [Square(rng.randint(-999, 999), rng.randint(-999, 999)) for _ in range(300)]
    for heading in Direction:
        for sq in (Square(0, 0), Square(5, -3)):
            assert classify(sq, heading, box, r) == _arcs_by_shapely(sq, heading, box, rule)
        assert classify(Square(17, 4), heading, far, r) == _arcs_by_shapely(Square(17, 4), heading, far, rule)


@settings(max_examples=200)
@given(
    on_map,
    on_map,
    st.lists(on_map, max_size=40),
    st.sampled_from(READINGS["los_split"].option_names),
    st.sampled_from(READINGS["los_corner_pinch"].option_names),
)
def test_the_bare_line_of_sight_agrees_with_the_ruling(
    a: Square, b: Square, occupied: list[Square], split: str, pinch: str
) -> None:
    """[9.31c] The fire rules' bare answer: the ruling's verdict, blockers and readings."""
    r = readings_for({"los_split": split, "los_corner_pinch": pinch})
    ruling = line_of_sight(a, b, occupied=occupied, readings=r)
    bare = sight(a, b, occupied, r)
    assert (bool(bare), bare.blockers, bare.readings) == (bool(ruling), ruling.blockers, ruling.readings)


@given(st.integers(-40, 40), st.integers(-40, 40))
def test_a_line_pattern_never_holds_its_ends(dx: int, dy: int) -> None:
    """[9.31c] The squares near a line (crossed, touched at a corner, split) never include the two ends, which
    the bare line of sight therefore need not leave out."""
    near = line_pattern(dx, dy).near
    assert (0, 0) not in near and (dx, dy) not in near


crowded = st.builds(Square, st.integers(1, 6), st.integers(1, 6))


@settings(max_examples=300)
@given(
    crowded,
    crowded,
    st.lists(crowded, min_size=6, max_size=24),
    st.sampled_from(READINGS["los_split"].option_names),
    st.sampled_from(READINGS["los_corner_pinch"].option_names),
)
def test_the_bare_line_of_sight_agrees_with_the_ruling_among_crowded_squares(
    a: Square, b: Square, occupied: list[Square], split: str, pinch: str
) -> None:
    """[9.31c] As above with every square in a 6 by 6 corner, so lines pass between squares meeting at a corner
    and split pairs often; the ends may be among the occupied squares and squares may repeat."""
    r = readings_for({"los_split": split, "los_corner_pinch": pinch})
    ruling = line_of_sight(a, b, occupied=occupied, readings=r)
    bare = sight(a, b, occupied, r)
    assert (bool(bare), bare.blockers, bare.readings) == (bool(ruling), ruling.blockers, ruling.readings)


def _states(sid: str, seed: int, turns: int) -> list[object]:
    game = play_random(Game.from_scenario(sid), seed=seed, max_turns=turns)
    out = []
    node = game.node
    while node.parent is not None:
        out.append(game._tree.entries[node.parent].state)
        node = node.parent
    return out


@pytest.mark.parametrize(("sid", "seed"), [("15.1", 3), ("15.4", 1), ("15.9", 2)])
def test_the_check_accepts_exactly_the_listed_actions(sid: str, seed: int) -> None:
    """[4.2] At every decision of a random game: each legal action passes the check as itself, and actions of
    the same kinds for other ships or with other arguments are refused exactly when they are not listed."""
    rng = random.Random(seed)
    for state in _states(sid, seed, 3):
        legal = RULES.legal_actions(state)
        for a in legal:
            assert RULES.check_action(state, a) == a
        if RULES.chance_outcomes(state):
            continue
        ships = [s.name for s in state.position.ships]
        for a in rng.sample(legal, min(3, len(legal))):
            if a.ship is None:
                continue
            other = type(a).make(a.verb, (rng.choice(ships), *a.args[1:]))
            try:
                checked = RULES.check_action(state, other)
            except SailkitError:
                assert other not in legal
            else:
                assert checked in legal


@pytest.mark.parametrize(("sid", "seed"), [("15.4", 4), ("15.9", 5)])
def test_remembered_steps_and_shots_are_worked_out_again_the_same(sid: str, seed: int) -> None:
    """[7.3-7.9, 9.11] A fresh sequencer, remembering nothing, lists the same actions at every decision."""
    for state in _states(sid, seed, 3):
        fresh = Turn(state.setup)
        assert fresh.legal(state.position, state.flow) == state.setup.turn.legal(state.position, state.flow)
        for s in state.position.afloat():
            assert has_fire_option(state.position, s.name) == bool(fire_options(state.position, s.name))
            if s.command is not None and state.flow.phase == "movement" and _may_step(state.position, s):
                steps = movement.step_options(state.position, s.name)
                assert movement.only_stop(state.position, s.name) == (steps == (movement.Stop(),))


@pytest.mark.parametrize(("sid", "seed"), [("15.4", 6), ("15.9", 7)])
def test_remembered_shots_and_movers_are_those_of_each_position(sid: str, seed: int) -> None:
    """[6.1, 7.23, 9.11] The fire window's shot, the ships left to move and the side giving commands, remembered for the last position asked
    about, are what an engine that never asked before answers, asked of the states of a game in shuffled order
    (each twice, as settling does)."""
    states = _states(sid, seed, 4)
    random.Random(seed).shuffle(states)
    turn = Turn(states[0].setup)
    for state in states:
        pos, flow = state.position, state.flow
        for _ in range(2):
            for s in pos.afloat():
                assert turn.firing.has_shot(pos, s) == Turn(state.setup).firing.has_shot(pos, s), s.name
            for side in turn.sides:
                assert turn.movement.to_move(pos, side, flow) == Turn(state.setup).movement.to_move(pos, side, flow), (
                    side
                )
            assert turn.commands.commanding_side(pos) == Turn(state.setup).commands.commanding_side(pos)


def _may_step(position: object, s: object) -> bool:
    try:
        movement.check_may_step(position, s)  # type: ignore[arg-type]
    except SailkitError:
        return False
    return True


def test_undo_and_branches_replay_the_same_record() -> None:
    """[14.0] Taking actions back and playing a what-if on a branch leave the main line replaying as it was."""
    game = play_random(Game.from_scenario("15.9"), seed=8, max_turns=2)
    text, final, actions = game.to_text(), game.position, game.actions
    for _ in range(40):
        game.undo()
    what_if = game.branch()
    play_random(what_if, seed=9, max_turns=2)
    assert Game.from_text(text).position == final
    for a in actions[-40:]:
        game.apply_action(a)
    assert game.position == final
    replayed = Game.from_text(game.to_text())  # the what-if took the main line; the first line is its variation
    assert replayed.position == what_if.position
    assert any(state.position == final for _, state in replayed.walk())


_STRIKE_READINGS = ("strike_captors", "strike_own_square", "strike_triggers", "strike_carried")


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_no_strike_is_possible_exactly_when_an_arrival_changes_nothing(data: st.DataObject) -> None:
    """[12.14] Whenever :func:`strikes_possible` says no ship can strike, the explained :func:`strikes_on_arrival`
    leaves the position as it is, strikes nobody and consults no reading, under every strike reading; when
    some ship does strike, it said one could."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario
    from sailkit.rulesets.fighting_sail.striking import ARRIVALS, strikes_on_arrival, strikes_possible

    start = scenario("15.4")
    ships = []
    for s in start.ships:  # a few ships packed in a 3x3 corner, some abandoned, some prizes, some fouled
        square = Square(data.draw(st.integers(5, 7)), data.draw(st.integers(5, 7)))
        hull = data.draw(st.integers(0, 10 - s.counter.rate + 1))
        ships.append(s.with_(square=square, hull=hull, prize=data.draw(st.booleans()), fouled=data.draw(st.booleans())))
    readings = {k: data.draw(st.sampled_from(READINGS[k].option_names)) for k in _STRIKE_READINGS}
    position = start.with_(ships=tuple(ships), readings=readings_for(readings, start))
    for mover in position.ships:
        for how in ARRIVALS:
            after, ruling = strikes_on_arrival(position, mover.name, how=how)
            if not strikes_possible(position, mover.name):
                assert after == position and not ruling and ruling.readings == ()
            elif ruling:
                assert strikes_possible(position, mover.name)


def test_remembered_hashes_and_readings_are_those_of_the_values() -> None:
    """[speed, issue 7] A ship state's remembered hash is that of its fields, copies made by ``with_`` or by
    the dataclass included; a set of readings answers every key as its choices and the defaults say."""
    import dataclasses

    ship = Game.from_scenario("15.1").position.ships[0]
    hash(ship)
    moved = ship.with_(hull=1)
    assert hash(moved) != hash(ship) or moved == ship
    for twin in (ship.with_(hull=1).with_(hull=0), dataclasses.replace(ship), ship.with_()):
        assert twin == ship and hash(twin) == hash(ship)
        assert twin.name == ship.name == ship.counter.name
    plain = READINGS.defaults()
    chosen = readings_for({"arc_boundary": "blind"}, Game.from_scenario("15.1").position)
    spelled = readings_for({"arc_boundary": plain["arc_boundary"]}, Game.from_scenario("15.1").position)
    assert spelled == plain and hash(spelled) == hash(plain)
    assert chosen != plain and chosen["arc_boundary"] == "blind"
    for key in READINGS:
        assert plain[key] == READINGS[key].default
    with pytest.raises(SailkitError):
        plain["no_such_reading"]


_FIRE_READINGS = (
    "target_priority_pool",
    "target_priority_scope",
    "target_priority_abandoned",
    "first_broadside_limit",
    "arc_boundary",
)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_has_fire_option_is_whether_the_list_has_one_anywhere(data: st.DataObject) -> None:
    """[9.11, 9.16, 9.31, 9.36] On positions drawn at random (ships anywhere, any heading, damaged, prizes, first
    broadsides spent, fired already) and under every reading of the target choice, the question that stops at
    the first shot answers as the whole list does."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario

    start = scenario(data.draw(st.sampled_from(["15.1", "15.4", "15.9"])))
    ships = [
        s.with_(
            square=Square(data.draw(st.integers(1, 14)), data.draw(st.integers(1, 14))),
            facing=data.draw(st.sampled_from(list(Direction))),
            hull=data.draw(st.integers(0, 10 - s.counter.rate)),
            prize=data.draw(st.integers(0, 3)) == 0,
            first_port=data.draw(st.booleans()),
            first_starboard=data.draw(st.booleans()),
            fired=data.draw(st.sampled_from([None, None, None, "port"])),
        )
        for s in start.ships
    ]
    readings = {k: data.draw(st.sampled_from(READINGS[k].option_names)) for k in _FIRE_READINGS}
    position = start.with_(ships=tuple(ships), readings=readings_for(readings, start))
    for s in position.ships:
        assert has_fire_option(position, s.name) == bool(fire_options(position, s.name)), s.name


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_one_shot_is_judged_as_the_whole_list_judges_it(data: st.DataObject) -> None:
    """[9.11, 9.16, 9.31, 9.36, 11.1] A shot judged on its own, without a ruling (the replay's check), is legal
    exactly when :func:`fire_options` lists it, for every pair of ships and both aims on random positions (some
    ships fouled, prizes, first broadsides spent) under every reading of the choice of target; the answer is
    ``None`` only for a firer that does not fire freely."""
    from sailkit.rulesets.fighting_sail.fire.combat import _shooter, open_shot_legal
    from sailkit.rulesets.fighting_sail.scenarios import scenario

    start = scenario(data.draw(st.sampled_from(["15.1", "15.4", "15.9"])))
    ships = [
        s.with_(
            square=Square(data.draw(st.integers(1, 14)), data.draw(st.integers(1, 14))),
            facing=data.draw(st.sampled_from(list(Direction))),
            hull=data.draw(st.integers(0, 10 - s.counter.rate)),
            prize=data.draw(st.integers(0, 3)) == 0,
            fouled=data.draw(st.integers(0, 5)) == 0,
            first_port=data.draw(st.booleans()),
            first_starboard=data.draw(st.booleans()),
            fired=data.draw(st.sampled_from([None, None, None, "port"])),
        )
        for s in start.ships
    ]
    readings = {k: data.draw(st.sampled_from(READINGS[k].option_names)) for k in _FIRE_READINGS}
    position = start.with_(ships=tuple(ships), readings=readings_for(readings, start))
    for f in position.ships:
        listed = {(o.target, o.aim) for o in fire_options(position, f.name)}
        free = _shooter(position, f, False, position.readings)[0] == "open"
        for t in position.ships:
            for aim in ("hull", "rigging"):
                got = open_shot_legal(position, f, t, aim)
                if not free or t.name == f.name:
                    assert got is None
                else:
                    assert got == ((t.name, aim) in listed), (f.name, t.name, aim)


def test_a_remembered_reading_of_an_action_is_a_fresh_one() -> None:
    """[14.0] Reading the same text twice gives the same value as reading it anew; a bad text is refused every
    time (refusals are not remembered)."""
    from sailkit.rulesets.fighting_sail.actions import Action

    for text in ("step Shannon port", "fire Shannon Chesapeake hull", "roll 3", "command shannon ahead"):
        assert Action.parse(text) == Action._read(text) == Action.parse(text)
        assert str(Action.parse(text)) == str(Action._read(text))
    for _ in range(2):
        with pytest.raises(SailkitError):
            Action.parse("step")


def test_the_quiet_elimination_check_agrees_with_the_ruling() -> None:
    """[15.0-GL] The sides left without a participating ship are those the elimination ruling names, and when
    there are none the ruling never ends the game."""
    from sailkit.rulesets.fighting_sail.victory import eliminated_sides, elimination

    game = Game.from_scenario("15.1")
    pos = game.position
    cases = [pos]
    for i, s in enumerate(pos.ships):
        cases.append(pos.with_ship(s.with_(prize=True, side=pos.ships[1 - i].side)))
        cases.append(pos.with_ship(s.with_(destroyed=True)))
    for p in cases:
        for length in (None, 16):
            ruling = elimination(p, length)
            gone = eliminated_sides(p)
            assert tuple(ruling.facts["sides"]) == gone or (not ruling and not ruling.facts["sides"])
            if not gone:
                assert not ruling


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_the_shots_listed_without_rulings_are_those_the_rulings_allow(data: st.DataObject) -> None:
    """[9.11, 9.16, 9.31, 11.1] The shots a game lists, found without writing a ruling each, are the targets and
    aims of :func:`fire_options`, in its order, on random positions (some ships fouled) under every reading of
    the choice of target."""
    from sailkit.rulesets.fighting_sail.fire.combat import _in_fouled_square, fire_choices
    from sailkit.rulesets.fighting_sail.melee_combat import closed_to_outside_fire
    from sailkit.rulesets.fighting_sail.scenarios import scenario

    start = scenario(data.draw(st.sampled_from(["15.1", "15.4", "15.9"])))
    ships = [
        s.with_(
            square=Square(data.draw(st.integers(1, 12)), data.draw(st.integers(1, 12))),
            facing=data.draw(st.sampled_from(list(Direction))),
            hull=data.draw(st.integers(0, 10 - s.counter.rate)),
            prize=data.draw(st.integers(0, 3)) == 0,
            fouled=data.draw(st.integers(0, 4)) == 0,
            first_port=data.draw(st.booleans()),
            first_starboard=data.draw(st.booleans()),
        )
        for s in start.ships
    ]
    readings = {k: data.draw(st.sampled_from(READINGS[k].option_names)) for k in _FIRE_READINGS}
    readings["fire_on_fouling_entry"] = data.draw(st.sampled_from(READINGS["fire_on_fouling_entry"].option_names))
    position = start.with_(ships=tuple(ships), readings=readings_for(readings, start))
    for s in position.ships:
        assert _in_fouled_square(position, s) == closed_to_outside_fire(position, s.square), s.name
        for fouled in (False, True):
            full = tuple(dict.fromkeys((o.target, o.aim) for o in fire_options(position, s.name, fouled=fouled)))
            assert fire_choices(position, s.name, fouled=fouled) == full, (s.name, fouled)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_remembered_wrecks_and_fouled_squares_follow_the_ships(data: st.DataObject) -> None:
    """[7.81, 11.1, 12.14, 15.0-GL] A position made from another by replacing ships one at a time knows its wrecks,
    its fouled squares, its sides and the sides still fighting, the ships afloat, where each stands and by name,
    as a position made afresh with the same ships does."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario
    from sailkit.rulesets.fighting_sail.state import Position

    pos = scenario("15.4")
    pos.wrecks(), pos.fighting_sides(), pos.sides(), pos.occupied(), pos._by_name
    for _ in range(data.draw(st.integers(1, 8))):
        s = data.draw(st.sampled_from(pos.ships))
        changed = s.with_(
            hull=data.draw(st.integers(0, 10 - s.counter.rate)),
            prize=data.draw(st.booleans()),
            side=data.draw(st.sampled_from(pos.sides())),
            fouled=data.draw(st.booleans()),
            destroyed=data.draw(st.integers(0, 5)) == 0,
            square=data.draw(
                st.sampled_from([s.square, Square(data.draw(st.integers(1, 6)), data.draw(st.integers(1, 6)))])
            ),
        )
        pos = pos.with_ship(changed)
        fresh = Position(pos.wind, pos.ships, pos.turn, pos.scenario, pos.readings)
        assert pos.wrecks() == fresh.wrecks()
        assert pos.fighting_sides() == fresh.fighting_sides()
        assert pos.sides() == fresh.sides()
        assert pos.afloat() == fresh.afloat()
        assert list(pos.occupied().items()) == list(fresh.occupied().items())  # in order: users see it
        assert pos._by_name == fresh._by_name
        assert all(pos.ship(s.name) is s for s in pos.ships)
        for sq in {s.square for s in pos.ships}:
            assert pos.fouled_here(sq) == fresh.fouled_here(sq) == any(x.fouled for x in fresh.at(sq))


def test_the_point_of_sail_name_is_the_rulings_verdict() -> None:
    """[5.22] The name the movement rules ask for is the explained ruling's verdict, for every heading and wind."""
    from sailkit.rulesets.fighting_sail.wind import point_name, point_of_sail

    for heading in Direction:
        for wind in Direction:
            assert (
                point_name(heading, wind)
                == str(point_of_sail(heading, wind))
                == point_of_sail(heading, wind).ruling.verdict
            )


def _battered(data: st.DataObject, s: ShipState, **more: object) -> ShipState:
    """``s`` with hull, rigging and mast hits, perhaps a prize or fouled, on any heading, drawn by ``data``."""
    return s.with_(
        hull=data.draw(st.integers(0, 10)),
        rigging=data.draw(st.integers(0, 5)),
        masts=data.draw(st.integers(0, 3)),
        prize=data.draw(st.integers(0, 4)) == 0,
        fouled=data.draw(st.integers(0, 4)) == 0,
        facing=data.draw(st.sampled_from(list(Direction))),
        **more,
    )


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_the_points_handed_out_without_rulings_are_the_allowance_ruled(data: st.DataObject) -> None:
    """[5.22, 7.1, 10.2, 10.31, 10.41, 13.33] The Movement Points each ordered ship is handed as the phase begins,
    worked out without a ruling, are the explained allowance's, for every grade, heading, wind, damage, studding
    sails and ``ma_table`` reading, prizes, wrecks and fouled ships included."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario

    start = scenario(data.draw(st.sampled_from(["15.4", "15.9"])))
    s = data.draw(st.sampled_from(start.ships))
    ship = _battered(data, s, studding=data.draw(st.booleans()))
    readings = readings_for({"ma_table": data.draw(st.sampled_from(READINGS["ma_table"].option_names))}, start)
    position = start.with_(
        ships=tuple(ship if x is s else x for x in start.ships),
        wind=data.draw(st.sampled_from(list(Direction))),
        readings=readings,
    )
    assert movement._allowance_points(position, ship) == int(movement.allowance(position, ship))


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_the_crew_counted_without_a_ruling_is_the_crew_value_ruled(data: st.DataObject) -> None:
    """[10.12, 12.21, 6.22] The Crew Value the commands ask, found without a ruling, is :func:`crew_value`'s, for
    prizes and for hull hits past the printed crew under both ``crew_floor`` readings."""
    from sailkit.rulesets.fighting_sail.damage import crew_points, crew_value
    from sailkit.rulesets.fighting_sail.scenarios import scenario

    start = scenario(data.draw(st.sampled_from(["15.4", "15.9"])))
    s = data.draw(st.sampled_from(start.ships))
    ship = s.with_(hull=data.draw(st.integers(0, s.counter.crew + 4)), prize=data.draw(st.integers(0, 4)) == 0)
    readings = readings_for({"crew_floor": data.draw(st.sampled_from(READINGS["crew_floor"].option_names))}, start)
    assert crew_points(ship, readings) == int(crew_value(ship, readings))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_the_commands_listed_without_rulings_are_those_the_rulings_allow(data: st.DataObject) -> None:
    """[6.1, 6.12, 6.22] The commands a ship may be given, found without a ruling each, are those whose
    :func:`command_ruling` allows them, for ships damaged, fouled, struck or taken aback at random."""
    from sailkit.rulesets.fighting_sail.commands import command_ruling, legal_commands
    from sailkit.rulesets.fighting_sail.scenarios import scenario
    from sailkit.rulesets.fighting_sail.vocabulary import COMMANDS

    start = scenario(data.draw(st.sampled_from(["15.1", "15.4"])))
    s = start.ships[0]
    ship = _battered(data, s)
    crew_floor = data.draw(st.sampled_from(READINGS["crew_floor"].option_names)) if "crew_floor" in READINGS else None
    readings = readings_for({"crew_floor": crew_floor} if crew_floor else {}, start)
    position = start.with_(ships=(ship, *start.ships[1:]), readings=readings)
    allowed = tuple(c for c in COMMANDS if command_ruling(position, ship.name, c))
    assert legal_commands(position, ship.name) == allowed


def _legal_by_own_rules(position: object, s: object, steps: list[object]) -> list[object]:
    """The steps whose own rules allow them (no looking ahead), as :func:`.movement._movement_options` keeps them."""
    out = []
    for a in steps:
        try:
            movement._simulate(position, s, a)  # type: ignore[arg-type]
        except SailkitError:
            continue
        out.append(a)
    return out


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_steps_skipped_for_an_empty_square_ahead_are_those_the_rules_refuse(data: st.DataObject) -> None:
    """[7.3, 7.83a, 7.84, 7.85] Leaving out the free turns when the square ahead is empty keeps every step the
    rules allow and looks at the same squares (the remembered steps are checked against them); only_stop
    still answers as the full list of steps does."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario
    from sailkit.rulesets.fighting_sail.state import squares_looked_at

    start = scenario(data.draw(st.sampled_from(["15.4", "15.9"])))
    ships = []
    for s in start.ships:  # packed near a corner of the map, so squares ahead are often taken or off the map
        facing = data.draw(st.sampled_from(list(Direction)))
        ships.append(
            s.with_(
                square=Square(data.draw(st.integers(1, 5)), data.draw(st.integers(1, 5))),
                facing=facing,
                start_facing=facing,
                command=data.draw(st.sampled_from(["ahead", "port", "starboard", "tack", "wear"])),
                mp=data.draw(st.integers(0, 8)),
            )
        )
    keys = ("free_turn_scope", "foul_alternatives", "map_exit")
    readings = {k: data.draw(st.sampled_from(READINGS[k].option_names)) for k in keys}
    position = start.with_(ships=tuple(ships), readings=readings_for(readings, start))
    for s in position.ships:
        if not _may_step(position, s):
            continue
        with squares_looked_at() as every:
            full = _legal_by_own_rules(position, s, movement._candidates(position, s))
        with squares_looked_at() as fewer:
            kept = _legal_by_own_rules(position, s, movement._candidates(position, s, only_possible=True))
        assert kept == full and fewer == every, s.name
        assert [a for a, _ in movement._movement_options(position, s)] == full
        assert movement.only_stop(position, s.name) == (movement.step_options(position, s.name) == (movement.Stop(),))


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_steps_found_depth_first_are_those_every_ending_offers(data: st.DataObject) -> None:
    """[7.32, 7.33, 7.51, 7.54, 7.71, 7.91] The steps offered by searching each step's endings until one makes
    the command's turn are those offered by listing every ending; a step judged sure from its own endings is
    always among them."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario

    start = scenario(data.draw(st.sampled_from(["15.4", "15.9"])))
    ships = []
    for s in start.ships:
        facing = data.draw(st.sampled_from(list(Direction)))
        ships.append(
            s.with_(
                square=data.draw(
                    st.sampled_from([s.square, Square(data.draw(st.integers(1, 6)), data.draw(st.integers(1, 6)))])
                ),
                facing=facing,
                start_facing=data.draw(st.sampled_from([facing, facing.turned(1), facing.turned(-1)])),
                turned=data.draw(st.sampled_from([0, 0, 0, -1, 1, -2, 2])),  # often unmoved: backing sail is open
                entered=data.draw(st.sampled_from([0, 0, 0, 1, 2])),
                command=data.draw(st.sampled_from(["ahead", "port", "starboard", "port", "starboard", "tack", "wear"])),
                mp=data.draw(st.integers(0, 9)),
            )
        )
    keys = ("turn_requirement_metric", "free_turn_scope", "foul_alternatives", "map_exit", "aback_midturn")
    readings = {k: data.draw(st.sampled_from(READINGS[k].option_names)) for k in keys}
    position = start.with_(
        wind=data.draw(st.sampled_from(list(Direction))), ships=tuple(ships), readings=readings_for(readings, start)
    )
    for s in position.ships:
        if not _may_step(position, s):
            continue
        raw = movement._raw_options(position, s)
        every = movement._step_options_by_every_end(position, s, raw) if raw else (movement.Stop(),)
        offered = movement.step_options(position, s.name)
        assert offered == every, s.name
        for step in [a for a, _ in raw]:
            if movement.surely_legal(position, s.name, step):
                assert step in every, (s.name, step)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_lookups_carried_from_position_to_position_are_those_worked_out_afresh(data: st.DataObject) -> None:
    """[7.81, 12.14] A position made by replacing one ship carries what it can from the position before (where
    each name stands, the wrecks): every lookup (names, ships afloat, the ships of each square in their order,
    wrecks, fouled squares) is what a position made afresh with the same ships works out."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario
    from sailkit.rulesets.fighting_sail.state import Position

    def lookups(p: Position) -> tuple[object, ...]:
        return (
            list(p._slots.items()),
            [p.ship(s.name) for s in p.ships],
            list(p._by_name.items()),
            p.afloat(),
            list(p.occupied().items()),
            p.wrecks(),
            sorted(p._fouled_squares, key=lambda sq: (sq.col, sq.row)),
        )

    pos = scenario(data.draw(st.sampled_from(["15.4", "15.9"])))
    for _ in range(data.draw(st.integers(1, 12))):
        lookups(pos)  # worked out, so the next position carries them
        s = data.draw(st.sampled_from(pos.ships))
        stay = data.draw(st.booleans())
        near = Square(data.draw(st.integers(1, 5)), data.draw(st.integers(1, 5)))
        changed = s.with_(
            square=s.square
            if stay
            else data.draw(st.sampled_from([near, Square(min(s.square.col + 1, COLUMNS), s.square.row)])),
            facing=data.draw(st.sampled_from(list(Direction))),
            hull=data.draw(st.integers(0, 10 - s.counter.rate)),
            fouled=data.draw(st.integers(0, 3)) == 0,
            destroyed=data.draw(st.integers(0, 8)) == 0,
        )
        pos = pos.with_ship(changed)
        fresh = Position(pos.wind, pos.ships, pos.turn, pos.scenario, pos.readings)
        assert lookups(pos) == lookups(fresh)


_QUIET_READINGS = (
    "turn_requirement_metric",
    "free_turn_scope",
    "foul_alternatives",
    "map_exit",
    "aback_midturn",
    "step_order",
    "tack_wear_short",
    "wear_leeward_square",
    "wear_occupied",
    "short_allowance",
    "backsail_orientation",
    "backsail_consecutive",
)


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.data())
def test_quiet_steps_are_the_explained_steps_without_their_words(data: st.DataObject) -> None:
    """[7.3-7.9, 7.54, 7.62, 7.71, 7.81-7.85, 7.91] Every step a ship could name (free turns, turns, tacks, wears
    with and without a square, backing sail, heaving to, stopping), simulated quietly, is refused exactly when
    the explained step is, and otherwise has its kind, whether the ship is done, the ship after it and the
    position to go on from; both ask about the same squares, which the remembered steps are checked against.
    Ships are packed near a corner (squares ahead taken, stacks of four, the map's edge), some with wrecks."""
    from sailkit.errors import IllegalActionError
    from sailkit.rulesets.fighting_sail.scenarios import scenario
    from sailkit.rulesets.fighting_sail.state import squares_looked_at

    start = scenario(data.draw(st.sampled_from(["15.4", "15.9"])))
    span = data.draw(st.integers(2, 5))
    ships = []
    for s in start.ships:
        facing = data.draw(st.sampled_from(list(Direction)))
        ships.append(
            s.with_(
                square=Square(data.draw(st.integers(1, span)), data.draw(st.integers(1, span))),
                facing=facing,
                start_facing=data.draw(st.sampled_from([facing, facing, facing.turned(1), facing.turned(-1)])),
                turned=data.draw(st.sampled_from([0, 0, 0, -1, 1, -2, 2])),
                entered=data.draw(st.sampled_from([0, 0, 0, 1, 2])),
                command=data.draw(st.sampled_from(["ahead", "port", "starboard", "tack", "wear"])),
                mp=data.draw(st.integers(0, 9)),
                hull=data.draw(st.sampled_from([0, 0, 0, 10 - s.counter.rate])),  # a few wrecks strike on arrival
                studding=data.draw(st.booleans()),
                backed_turn=data.draw(st.sampled_from([None, None, 0, 1, 2])),
                ordered_turn=data.draw(st.sampled_from([None, 1, 2, 3])),
                prior_ordered_turn=data.draw(st.sampled_from([None, 0, 1])),
            )
        )
    readings = {k: data.draw(st.sampled_from(READINGS[k].option_names)) for k in _QUIET_READINGS}
    position = start.with_(
        wind=data.draw(st.sampled_from(list(Direction))),
        ships=tuple(ships),
        turn=data.draw(st.integers(1, 3)),
        readings=readings_for(readings, start),
    )
    for s in position.ships:
        if not _may_step(position, s):
            continue
        steps: list[object] = [movement.Advance(f, t) for f in (-1, 0, 1) for t in (-2, -1, 0, 1, 2)]
        steps += [movement.Tack(d) for d in Direction]
        steps += [
            movement.Wear(d, sq) for d in Direction for sq, _ in [(None, ()), *movement.wear_squares(position, s)]
        ]
        steps += [movement.BackSail(), movement.HeaveTo(), movement.Stop()]
        for step in steps:
            with squares_looked_at() as loud_squares:
                try:
                    loud = movement._simulate(position, s, step)  # type: ignore[arg-type]
                except IllegalActionError:
                    loud = None
            with squares_looked_at() as quiet_squares:
                quiet = movement._quietly(position, s, step)  # type: ignore[arg-type]
            assert quiet_squares == loud_squares, (s.name, step)
            if loud is None:
                assert quiet is None, (s.name, step)
                continue
            assert quiet is not None, (s.name, step)
            assert (quiet.kind, quiet.done, quiet.ship) == (loud.kind, loud.done, loud.position.ship(s.name))
            onward = None if quiet.before is None else movement._onward(quiet).with_ship(quiet.ship)
            assert onward == (None if loud.done else loud.position), (s.name, step)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_the_quiet_search_reads_each_position_as_the_ship_moved_there(data: st.DataObject) -> None:
    """[7.3, 7.35, 7.81-7.83] Deep in the quiet look-ahead the position still shows the ship where its search
    began: every step tried there, at every depth, is refused, ends or goes on exactly as the explained step
    from the position with the ship moved (and any wreck struck), looking at the same squares, including a ship
    turning back into the square it started from and a square it just left."""
    from sailkit.errors import IllegalActionError
    from sailkit.rulesets.fighting_sail.scenarios import scenario
    from sailkit.rulesets.fighting_sail.state import squares_looked_at

    start = scenario("15.4")
    span = data.draw(st.integers(3, 6))
    ships = []
    for s in start.ships:
        facing = data.draw(st.sampled_from(list(Direction)))
        ships.append(
            s.with_(
                square=Square(data.draw(st.integers(2, span)), data.draw(st.integers(2, span))),
                facing=facing,
                start_facing=facing,
                command=data.draw(st.sampled_from(["ahead", "port", "starboard"])),
                mp=data.draw(st.integers(2, 12)),
                hull=data.draw(st.sampled_from([0, 0, 0, 10 - s.counter.rate])),
            )
        )
    keys = ("aback_midturn", "free_turn_scope", "foul_alternatives", "step_order")
    readings = {k: data.draw(st.sampled_from(READINGS[k].option_names)) for k in keys}
    position = start.with_(
        wind=data.draw(st.sampled_from(list(Direction))), ships=tuple(ships), readings=readings_for(readings, start)
    )
    nodes = 0
    for s in position.ships:
        if not _may_step(position, s):
            continue
        todo = [(position, s, 0)]
        while todo and nodes < 400:
            here, ship, depth = todo.pop()
            real = here.with_ship(ship) if here.ship(ship.name) != ship else here
            for step in movement._candidates(real, ship):
                nodes += 1
                with squares_looked_at() as loud_squares:
                    try:
                        loud = movement._simulate(real, ship, step)
                    except IllegalActionError:
                        loud = None
                with squares_looked_at() as quiet_squares:
                    quiet = movement._quietly(here, ship, step)
                assert quiet_squares == loud_squares, (ship.name, step, depth)
                assert (quiet is None) == (loud is None), (ship.name, step, depth)
                if quiet is None or loud is None:
                    continue
                assert (quiet.kind, quiet.done, quiet.ship) == (loud.kind, loud.done, loud.position.ship(s.name))
                if not quiet.done:
                    onward = movement._onward(quiet)
                    assert onward.with_ship(quiet.ship) == loud.position
                    todo.append((onward, quiet.ship, depth + 1))


@pytest.mark.parametrize(("sid", "seed", "turns"), [("15.9", 4, 8), ("15.9", 0, 8)])
def test_chits_come_off_as_when_every_ship_is_asked_again(
    sid: str, seed: int, turns: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """[7.54] Asking again, after an action, only the ships whose state or surrounding squares changed whether
    stopping is all they can do finds, every time, what asking every ship afresh finds; and plays the same game."""
    incremental = MovementPhase.chit_off
    asked = []

    def checked(self: MovementPhase, pos: object, flow: object) -> object:
        got = incremental(self, pos, flow)  # type: ignore[arg-type]
        fresh = MovementPhase(
            self.readings, self.sides, self.seven_or_more, Firing(self.readings, Memo())
        )  # remembers nothing
        want = incremental(fresh, pos, flow)  # type: ignore[arg-type]
        assert (got is None) == (want is None)
        if got is not None and want is not None:
            assert got[0] == want[0]
        asked.append(got is not None)
        return got

    monkeypatch.setattr(MovementPhase, "chit_off", checked)
    game = play_random(Game.from_scenario(sid), seed=seed, max_turns=turns)
    assert any(asked) and len(asked) > 100  # chits did come off, among many questions
    monkeypatch.setattr(MovementPhase, "chit_off", incremental)
    monkeypatch.setattr(movement_phase, "squares_changed", lambda before, pos: None)
    assert play_random(Game.from_scenario(sid), seed=seed, max_turns=turns).to_text() == game.to_text()


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_a_ship_hemmed_in_by_others_has_its_chit_off_when_asked_again(data: st.DataObject) -> None:
    """[7.42, 7.54] Under reading ``wear_occupied=illegal`` a wearing ship whose wear squares fill up can only stop:
    the sequencer that asks again only the ships whose squares changed finds that, after each ship moved, as a
    sequencer remembering nothing does."""
    game = Game.from_scenario("15.9", readings={"wear_occupied": "illegal"})
    state = game.state
    pos, flow = state.position, state.flow
    ships = []
    for s in pos.ships:
        facing = data.draw(st.sampled_from(list(Direction)))
        ships.append(
            s.with_(
                square=Square(data.draw(st.integers(2, 5)), data.draw(st.integers(2, 5))),
                facing=facing,
                start_facing=facing,
                command=data.draw(st.sampled_from(["wear", "wear", "tack", "ahead"])),
                mp=data.draw(st.integers(2, 6)),
            )
        )
    pos = pos.with_(ships=tuple(ships))
    turn = Turn(state.setup)
    for _ in range(data.draw(st.integers(1, 10))):
        got = turn.movement.chit_off(pos, flow)
        want = Turn(state.setup).movement.chit_off(pos, flow)
        assert (got is None) == (want is None)
        if got is not None and want is not None:
            assert got[0] == want[0]
            pos = got[0]
            continue
        mover = data.draw(st.sampled_from(pos.ships))
        pos = pos.with_ship(mover.with_(square=Square(data.draw(st.integers(1, 6)), data.draw(st.integers(1, 6)))))
