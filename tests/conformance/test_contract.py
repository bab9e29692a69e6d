"""The conformance suite: every registered rule set, and the engine's own example game, held to one contract.

OpenSpiel runs one set of checks over every game it has; sailkit does the same over every rule set the registry
lists (:mod:`sailkit.registry`) and the toy race of :mod:`sailkit.engine.race`, the example the guide to writing a
rule set walks through (``docs/new_ruleset.md``). A rule set states its capabilities (:class:`Capability`); each
test below is one promise, skipped for a rule set that does not state the capability it belongs to, and its
failure says which promise broke and where. A new rule set passes it by registering.

The games are short seeded random games (:func:`played`), shared by the tests, so the suite stays fast.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from sailkit import registry
from sailkit.dice import SeededDice
from sailkit.engine import Game
from sailkit.engine import race as race_module
from sailkit.engine.rules import OPTIONAL, BaseRules, optional
from sailkit.errors import IllegalActionError, InvalidInputError, SailkitError
from sailkit.readings import ReadingBook
from sailkit.record import Record, read_record
from sailkit.ruleset import Capability, Face, RuleSet

ROOT = Path(__file__).resolve().parents[2]
#: Every rule set the suite holds: those installed, and the engine's example game.
RULESETS: tuple[RuleSet, ...] = (*registry.rulesets().values(), race_module.RULESET)
#: The random games every promise is checked on: (which scenario, by its place in the rule set's list; seed), and
#: how many actions each plays at most. The first scenario twice, the last once.
GAMES, ACTIONS = ((0, 1), (0, 2), (-1, 3)), 160


def _ids(rs: RuleSet) -> str:
    return rs.key


def needs(rs: RuleSet, capability: Capability) -> None:
    """Skip unless ``rs`` states ``capability``."""
    if not rs.offers(capability):
        pytest.skip(f"{rs.title} does not state {capability.value!r}")


@pytest.fixture(params=RULESETS, ids=_ids)
def rs(request: pytest.FixtureRequest) -> RuleSet:
    return request.param  # type: ignore[no-any-return]


@dataclass
class Played:
    """A seeded random game: the game (at its last node) and, for each node of its main line, the state there."""

    game: Game[Any, Any]
    states: list[Any]
    actions: list[Any]


@cache
def played(key: str, which: int, seed: int) -> Played:
    """A random game of rule set ``key``'s scenario ``which`` (its place in the list): seeded choices and dice, at
    most :data:`ACTIONS` actions, with a comment on the fifth action and a variation at the third, so records hold
    every kind of node."""
    rs = _by_key(key)
    game = rs.new_game(list(rs.scenarios)[which])
    rng, dice = random.Random(seed), SeededDice(seed)
    offer = optional(game.rules, "is_offer")
    states, actions = [game.state], []
    for i in range(ACTIONS):
        if game.is_terminal():
            break
        if game.is_chance_node():
            action = game.roll(dice)
        else:
            action = rng.choice([a for a in game.legal_actions() if not offer(a)])
            game.apply_action(action)
            if i == 2:
                _add_variation(game, action, rng)
        if i == 4:
            game.comment = "a comment {with braces} and a second sentence"
        actions.append(action)
        states.append(game.state)
    return Played(game, states, actions)


def _add_variation(game: Game[Any, Any], chosen: Any, rng: random.Random) -> None:
    """Play another legal action than ``chosen`` (just played) on a branch, so the record holds a what-if beside the
    main line."""
    what_if = game.branch().back()
    others = [a for a in what_if.legal_actions() if a != chosen]
    if others:
        what_if.apply_action(rng.choice(others))


def _by_key(key: str) -> RuleSet:
    return next(rs for rs in RULESETS if rs.key == key)


def nodes(rs: RuleSet) -> Iterator[tuple[Played, int]]:
    """Every (game, index in its main line) of the rule set's random games, decision nodes and chance nodes alike."""
    for which, seed in GAMES:
        p = played(rs.key, which, seed)
        for i in range(len(p.states)):
            yield p, i


# ---------------------------------------------------------------------------
# What a rule set states it offers is there
# ---------------------------------------------------------------------------


def test_the_rule_set_is_what_it_says(rs: RuleSet) -> None:
    """Its key, title and parts agree: the engine rules carry the same key and title, the game class plays them."""
    assert rs.rules.key == rs.key and rs.rules.title == rs.title, (
        "the engine rules must carry the RuleSet's key and title"
    )
    assert issubclass(rs.game, Game), "its game class must be a sailkit.engine.Game"
    assert rs.scenarios, "a rule set has at least one scenario to start from"
    assert all(callable(setup) for setup in rs.scenarios.values())
    unknown = [name for name in vars(type(rs.rules)) if name in OPTIONAL and not hasattr(BaseRules, name)]
    assert not unknown


@pytest.mark.parametrize(
    ("capability", "part"),
    [
        (Capability.DRAWING, Face.DRAWING),
        (Capability.REPLAY, Face.REPLAY),
        (Capability.DESK, Face.DESK),
        (Capability.BENCH, Face.BENCH),
    ],
)
def test_each_face_it_states_is_there(rs: RuleSet, capability: Capability, part: Face) -> None:
    needs(rs, capability)
    assert rs.face(part) is not None, f"{rs.title} states {capability.value!r} but names no {part.value} face"


def test_its_readings_are_a_book_with_a_page(rs: RuleSet) -> None:
    """[readings] Its book is its own, every reading is on its page under its own anchor, and a set-up switches."""
    needs(rs, Capability.READINGS)
    book = rs.readings
    assert isinstance(book, ReadingBook) and book.ruleset == rs.key and len(book) > 0
    if rs.readings_doc:
        page = (ROOT / rs.readings_doc).read_text(encoding="utf-8")
        missing = [key for key in book if f'id="{key}"' not in page]
        assert not missing, f"{rs.readings_doc} has no anchor for {missing}"
    # the first reading with a competing option (a lost chart may have one reconstruction only, with nothing to switch)
    reading = next((r for r in book.values() if len(r.options) > 1), None)
    assert reading is not None, "a reading book with nothing to switch"
    other = next(o.name for o in reading.options if o.name != reading.default)
    game = rs.new_game(readings={reading.key: other})
    assert game.setup.readings[reading.key] == other
    with pytest.raises(InvalidInputError):
        rs.new_game(readings={"no_such_reading": "x"})


def test_its_case_index_names_every_case_its_rulings_cite(rs: RuleSet) -> None:
    """[cases] Every case a ruling of random play cites is in the index, with a summary in the index's words."""
    needs(rs, Capability.CASES)
    index = rs.cases
    assert len(index) > 0 and all(case.summary for case in index.values())
    cited = {step.case for p, i in nodes(rs) if i for step in _ruling_at(p, i).steps}
    unknown = sorted(c for c in cited if c not in index)
    assert not unknown, f"cases cited by rulings but missing from the index: {unknown[:10]}"


def test_every_ruling_names_the_readings_in_force(rs: RuleSet) -> None:
    """[readings] Each reading a ruling of random play names is one of the rule set's, with the option the game is
    played under: no ruling names a reading it could not have used, nor misreports its option."""
    needs(rs, Capability.READINGS)
    for p, i in nodes(rs):
        if not i:
            continue
        chosen = p.game.setup.readings
        for key, option in _ruling_at(p, i).readings:
            assert key in rs.readings, f"a ruling of {p.actions[i - 1]} names {key}, no reading of {rs.title}"
            assert chosen[key] == option, (
                f"a ruling of {p.actions[i - 1]} says {key}={option}, the game plays {chosen[key]}"
            )


def _ruling_at(p: Played, i: int) -> Any:
    """The ruling of the ``i``-th action of the main line."""
    return p.game.rules.apply_action(p.states[i - 1], p.actions[i - 1])[1] if i else None


# ---------------------------------------------------------------------------
# The engine's promises [PLAY]
# ---------------------------------------------------------------------------


def test_seeded_random_games_end(rs: RuleSet) -> None:
    """A seeded random game of each scenario ends, and the same seed plays the same game."""
    needs(rs, Capability.PLAY)
    for name in list(rs.scenarios)[:2]:
        a = _random_to_end(rs, name, 7)
        assert a.is_terminal(), f"{name}: no end after 20,000 actions"
        assert a.actions == _random_to_end(rs, name, 7).actions


def _random_to_end(rs: RuleSet, scenario: str, seed: int) -> Game[Any, Any]:
    from sailkit.players import play_game

    return play_game(rs.new_game(scenario), {}, seed, max_turns=None, max_actions=20_000, comment=False).game


def test_every_listed_action_is_accepted_and_acting_changes_the_state(rs: RuleSet) -> None:
    needs(rs, Capability.PLAY)
    rules = rs.rules
    rng = random.Random(0)
    for p, i in nodes(rs):
        state = p.states[i]
        if rules.is_terminal(state):
            assert not rules.legal_actions(state), "a finished game lists no action"
            continue
        legal = list(rules.legal_actions(state))
        assert legal, f"a game that is not over lists an action (after {p.actions[:i][-3:]})"
        outcomes = rules.chance_outcomes(state)
        if outcomes:
            assert sum(pr for _, pr in outcomes) == 1, "chance outcomes' probabilities add up to 1"
            assert rules.current_side(state) is None, "nobody decides at a chance node"
        for action in rng.sample(legal, min(4, len(legal))):
            assert rules.check_action(state, action) == action, f"{action} listed but refused"
            assert rules.parse_action(str(action)) == action, f"{action!s} does not read back as itself"
            after, ruling = rules.apply_action(state, action)
            assert after != state, f"{action} changed nothing"
            assert ruling.steps, f"the ruling of {action} gives no step"


def test_a_refused_action_cites_a_case_and_changes_nothing(rs: RuleSet) -> None:
    """An action played elsewhere in the game that the rules refuse here is refused with its case, and the game,
    its record and its cursor stay as they were. (An action not listed may still be accepted, as a written order
    that is carried out cut short is [Wooden Ships 7.2.7]: the listed ones are those a player picks from.)"""
    needs(rs, Capability.PLAY)
    tried = 0
    for which, seed in GAMES:
        p = played(rs.key, which, seed)
        elsewhere = list(dict.fromkeys(p.actions))
        game = rs.game.from_record(p.game.record().copy(), rules=rs.rules)
        game.rewind()
        for i, action in enumerate(p.actions[:60]):
            legal = set(game.legal_actions())
            for wrong in [a for a in elsewhere if a not in legal and _refused(rs, game.state, a)][:3]:
                before, text, node = game.state, game.to_text(), game.node
                with pytest.raises(IllegalActionError) as refused:
                    game.apply_action(wrong)
                assert refused.value.case, f"refusing {wrong} cites no case"
                assert game.state is before and game.node is node and game.to_text() == text, (
                    f"refusing {wrong} changed the game"
                )
                tried += 1
            game.forward()
            assert game.state == p.states[i + 1] and game.actions[-1] == action
    assert tried > 0


def _refused(rs: RuleSet, state: Any, action: Any) -> bool:
    try:
        rs.rules.check_action(state, action)
    except IllegalActionError:
        return True
    return False


# ---------------------------------------------------------------------------
# Records [RECORDS]
# ---------------------------------------------------------------------------


def test_records_round_trip_as_text_and_json(rs: RuleSet) -> None:
    needs(rs, Capability.RECORDS)
    for which, seed in GAMES:
        record = played(rs.key, which, seed).game.record()
        text = record.to_text()
        read, problems = read_record(text)
        assert not problems and read.to_text() == text, "a record's text does not read back byte for byte"
        assert Record.from_json(record.to_json()).to_text() == text, "a record's JSON does not read back"
        assert Record.from_json(record.to_json()).to_json() == record.to_json()


def test_replaying_a_record_reproduces_every_position(rs: RuleSet) -> None:
    needs(rs, Capability.RECORDS)
    for which, seed in GAMES:
        p = played(rs.key, which, seed)
        replayed = rs.game.from_text(p.game.to_text(), rules=rs.rules)
        states = [state for node, state in replayed.walk() if node.is_main]
        assert states == p.states, "the replayed main line reaches other positions than the game played"
        assert type(replayed) is rs.game


def test_records_name_their_rules_and_set_up(rs: RuleSet) -> None:
    """The ``Game`` header finds the rule set again, and the headers give back the set-up."""
    needs(rs, Capability.RECORDS)
    game = played(rs.key, *GAMES[0]).game
    headers = game.record().headers
    assert headers["Game"] == rs.title
    assert rs.rules.setup_from_headers(headers) == game.setup


# ---------------------------------------------------------------------------
# Numbers: ASCII digits only, bounded [every reader]
# ---------------------------------------------------------------------------

#: What a digit run is replaced by: a superscript after it, the same value in Arabic-Indic digits, a huge number.
BAD_NUMBERS = (
    lambda d: d + "\u00b2",
    lambda d: d.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")),
    lambda d: "9" * 5000,
)


def _spoiled(text: str) -> Iterator[str]:
    """``text`` with one run of digits at a time spoiled each way of :data:`BAD_NUMBERS`."""
    for m in re.finditer(r"\d+", text):
        for bad in BAD_NUMBERS:
            yield text[: m.start()] + bad(m.group()) + text[m.end() :]


def _refused_or_kept_as_words(read: Any, write: Any, spoiled: str, what: str) -> None:
    """``read(spoiled)`` must refuse it with a sailkit error, or read it as words, which ``write`` gives back as they
    were (a name may hold any character); never as a number."""
    try:
        value = read(spoiled)
    except SailkitError:
        return
    assert write(value) == spoiled, f"{spoiled[:60]!r} was read as {what} {str(write(value))[:60]!r}"


def test_numbers_in_actions_are_ascii_and_bounded(rs: RuleSet) -> None:
    needs(rs, Capability.PLAY)
    texts = {str(a) for g in GAMES for a in played(rs.key, *g).actions if re.search(r"\d", str(a))}
    for text in sorted(texts)[:25]:
        for spoiled in _spoiled(text):
            _refused_or_kept_as_words(rs.rules.parse_action, str, spoiled, "the action")


def test_numbers_in_headers_are_ascii_and_bounded(rs: RuleSet) -> None:
    needs(rs, Capability.RECORDS)
    headers = played(rs.key, *GAMES[0]).game.record().headers
    for key, value in headers.items():
        if key == "Game":
            continue
        for spoiled in _spoiled(value):
            _refused_or_kept_as_words(
                lambda text, key=key: rs.rules.setup_from_headers({**headers, key: text}),
                lambda setup, key=key: rs.rules.headers(setup).get(key),
                spoiled,
                f"the {key} header",
            )


def test_numbers_in_positions_are_ascii_and_bounded(rs: RuleSet) -> None:
    needs(rs, Capability.NOTATION)
    notation = rs.notation
    assert notation.claims(notation.example)
    position = notation.parse(notation.example)
    assert notation.format(notation.parse(notation.format(position))) == notation.format(position)
    for spoiled in _spoiled(notation.example):
        _refused_or_kept_as_words(notation.parse, notation.format, spoiled, "the position")


# ---------------------------------------------------------------------------
# What a side may see [VIEWS]
# ---------------------------------------------------------------------------


def test_a_side_sees_all_but_what_the_rules_keep_face_down(rs: RuleSet) -> None:
    """``observe`` leaves the state whole when nothing lies face down, and hides something whenever an action on the
    way is still concealed from the side (``conceal``); the game's own state keeps everything."""
    needs(rs, Capability.VIEWS)
    from sailkit.secrecy import Secrets

    rules = rs.rules
    for which, seed in GAMES:
        p = played(rs.key, which, seed)
        game = rs.game.from_text(p.game.to_text(), rules=rs.rules)
        main = [node for node, _ in game.walk() if node.is_main]
        for side in optional(rules, "sides")(p.states[0]):
            secrets = Secrets(game, side)
            for node, state in zip(main, p.states):
                seen = rules.observe(state, side)
                assert seen.side == side
                if not seen.face_down:
                    assert seen.state == state, f"{side} is shown a changed state with nothing face down"
                else:
                    assert seen.state != state, f"{side} has {dict(seen.face_down)} face down, yet sees it all"
                if secrets.hidden(node):
                    assert seen.face_down, (
                        f"{secrets.hidden(node)[0]} is concealed from {side}, yet nothing is face down"
                    )


def test_what_a_side_may_not_see_does_not_change_what_it_sees(rs: RuleSet) -> None:
    """Information sets, as OpenSpiel checks them: an action concealed from a side, swapped for another choice of the
    same kind by the same ship, leaves that side's observation the same; the side that chose sees the difference."""
    needs(rs, Capability.VIEWS)
    rules = rs.rules
    checked = 0
    for p, i in nodes(rs):
        if i == 0:
            continue
        parent, action, state = p.states[i - 1], p.actions[i - 1], p.states[i]
        sides = optional(rules, "sides")(state)
        blind = [s for s in sides if rules.conceal(state, action, s) is not None]
        if not blind or rules.chance_outcomes(parent):
            continue
        same_kind = [
            a
            for a in rules.legal_actions(parent)
            if a != action
            and getattr(a, "verb", None) == getattr(action, "verb", None)
            and getattr(a, "ship", None) == getattr(action, "ship", None)
        ]
        for other in same_kind[:3]:
            after = rules.apply_action(parent, other)[0]
            for side in blind:
                if rules.conceal(after, other, side) is None:
                    continue
                assert rules.observe(after, side).state == rules.observe(state, side).state, (
                    f"{side} can tell {action} from {other}, which are both concealed from it"
                )
                checked += 1
            actor = rules.current_side(parent)
            if actor is not None and after != state:
                assert rules.observe(after, actor).state != rules.observe(state, actor).state
    if any(
        rules.conceal(s, a, side)
        for p, i in nodes(rs)
        if i
        for s, a in [(p.states[i], p.actions[i - 1])]
        for side in optional(rules, "sides")(s)
    ):
        assert checked, "concealed actions were played, but none had an alternative to compare"


# ---------------------------------------------------------------------------
# A club's questions [QUESTIONS]
# ---------------------------------------------------------------------------


def _asked(rs: RuleSet, position: Any) -> Iterator[tuple[str, Any]]:
    """Each question of the rule set, asked on ``position`` with arguments the desk offers (its choices, else the
    parameter's example or default; two ships are two different ones): ``(the question typed, its ruling)``, or the
    refusal that cites the case when the question does not arise there (no melee in a square without one)."""
    from sailkit.questions import answer, ask

    face = rs.face(Face.DESK)
    for name, question in rs.questions.items():
        words, used = [name], set()
        for param in question.params:
            listed = face.DESK.choices(position, param.kind) if face is not None else ()
            offered = [c for c in listed if c not in used]
            word = offered[0] if offered else (param.example or param.default)
            assert word is not None, f"{name}: parameter {param.name} offers no choice here and has no example"
            used.add(word)
            words.append(word)
        typed = " ".join(words)
        try:
            yield typed, ask(face.DESK, position, typed) if face is not None else answer(rs.questions, position, typed)
        except IllegalActionError as refused:
            assert refused.case, f"{typed} is refused without a case"
            yield typed, None


def test_every_question_answers_on_the_example_position_under_any_reading(rs: RuleSet) -> None:
    """Each desk question answers the example position with a ruling of this rule set that cites its cases, under the
    default readings and with each reading it consulted switched to another option, which it then names."""
    needs(rs, Capability.QUESTIONS)
    position = rs.notation.parse(rs.notation.example)
    face = rs.face(Face.DESK)
    book = rs.readings
    answered = 0
    for typed, ruling in _asked(rs, position):
        if ruling is None:
            continue
        answered += 1
        assert ruling.ruleset == rs.key and ruling.steps and all(s.case for s in ruling.steps), typed
        for key, option in ruling.readings:
            assert key in book, f"{typed}: names {key}={option}, not a reading of {rs.title}"
            if face is None:  # without a desk, a position cannot switch its readings
                continue
            assert option == face.DESK.readings(position)[key], f"{typed}: names {key}={option}"
            others = [o.name for o in book[key].options if o.name != option]
            if not others:  # a reading with one option documents what stands in for a lost table: nothing to switch
                continue
            other = others[0]
            switched = face.DESK.with_reading(position, key, other)
            again = dict(_asked(rs, switched))[typed]
            assert again is not None and (key, other) in again.readings, f"{typed} under {key}={other} does not say so"
    assert answered >= len(rs.questions) // 2, "most questions should arise on the example position"


def test_a_ruling_says_what_each_other_option_of_its_readings_would_decide(rs: RuleSet) -> None:
    """[readings] A question asked at the desk lists, beside its ruling, exactly the other options of the readings
    it used under which the verdict or the number would differ, each with that answer (issue 25, point 5)."""
    from sailkit.questions import parse_question

    needs(rs, Capability.QUESTIONS)
    needs(rs, Capability.DESK)
    desk = rs.face(Face.DESK).DESK
    position = rs.notation.parse(rs.notation.example)
    for typed, ruling in _asked(rs, position):
        if ruling is None:
            continue
        question, words = parse_question(desk, position, typed)
        expected = []
        for key, option in dict(ruling.readings).items():
            for other in rs.readings[key].option_names:
                if other == option:
                    continue
                try:
                    again = question.answer(desk.with_reading(position, key, other), *words)
                except SailkitError:
                    expected.append((key, other, None))
                    continue
                if (again.verdict, again.value) != (ruling.verdict, ruling.value):
                    expected.append((key, other, again.headline()))
        listed = [
            (o.reading, o.option, None if o.headline.startswith("cannot be asked") else o.headline)
            for o in ruling.others
        ]
        assert listed == expected, typed
        assert all(str(o) in str(ruling) for o in ruling.others), typed


def test_the_desk_puts_each_ship_back_where_it_stands(rs: RuleSet) -> None:
    """[desk] The pickers read a ship's place and heading, and putting her there again changes nothing; the example
    reads back through the desk as through the notation."""
    needs(rs, Capability.DESK)
    desk = rs.face(Face.DESK).DESK  # type: ignore[union-attr]
    position = desk.parse(desk.example)
    assert desk.claims(desk.example) and desk.format(position) == rs.notation.format(position)
    assert desk.title == rs.title and desk.key == rs.key and desk.reading_book() is rs.readings
    for ship in desk.ships(position):
        column, row, heading = desk.where(position, ship)
        assert column in desk.columns and row in desk.rows and heading in desk.headings, (ship, column, row, heading)
        again = desk.place(position, ship, desk.spot(column, row), heading)
        assert desk.format(again) == desk.format(position), f"putting {ship} back where she stands moved something"


# ---------------------------------------------------------------------------
# Diagrams [DRAWING]
# ---------------------------------------------------------------------------


def test_every_kind_of_ruling_random_play_makes_is_drawn(rs: RuleSet) -> None:
    """Each kind of ruling the random games produce has a renderer, and one ruling of each kind draws a figure with
    its alt text (what it shows, in words)."""
    needs(rs, Capability.DRAWING)
    from matplotlib import pyplot as plt

    from sailkit.draw import description
    from sailkit.figures import figure_of
    from sailkit.renderers import renderer_for

    rs.face(Face.DRAWING)  # registers its renderers: a rule set without an entry point (race) is not found by key
    first: dict[str, Any] = {}
    for p, i in nodes(rs):
        if i:
            ruling = _ruling_at(p, i)
            first.setdefault(ruling.kind, ruling)
    undrawn = {kind for kind in first if renderer_for(rs.key, kind) is None}
    assert not undrawn, f"kinds of ruling no renderer draws: {sorted(undrawn)}"
    for kind, ruling in first.items():
        fig = figure_of(ruling)
        assert description(fig), f"the {kind} diagram has no alt text"
        plt.close(fig)


# ---------------------------------------------------------------------------
# The computer captain [CAPTAIN]
# ---------------------------------------------------------------------------


def test_the_captain_plays_legally_and_says_why(rs: RuleSet) -> None:
    """At every decision of a random game the captain picks a legal action and gives its reason with the cases it
    follows, the same way twice; it never decides a die."""
    needs(rs, Capability.CAPTAIN)
    captain = rs.captain()
    p = played(rs.key, *GAMES[0])
    game = rs.game.from_text(p.game.to_text(), rules=rs.rules)
    game.rewind()
    decided = 0
    for _ in range(min(40, len(p.actions))):
        if not game.is_chance_node() and not game.is_terminal():
            decision = captain.decide(game)
            assert decision.action in game.legal_actions(), f"{decision.action} is not legal"
            assert decision.cases, f"the reason for {decision.action} cites no case: {decision.reason!r}"
            assert rs.captain().decide(game).action == decision.action, "the same position, another choice"
            decided += 1
        game.forward()
    assert decided


# ---------------------------------------------------------------------------
# Lessons [LESSONS, FIRST_GAME]
# ---------------------------------------------------------------------------

#: Every lesson of every rule set the suite holds, with its rule set.
LESSONS = [(rs, lesson) for rs in RULESETS for lesson in rs.lessons]


def test_it_lists_its_lessons_and_marks_the_first_game(rs: RuleSet) -> None:
    """A rule set stating ``lessons`` lists at least one, each under its own name; one stating ``first_game`` marks
    exactly one of them as the guided first game."""
    needs(rs, Capability.LESSONS)
    names = [lesson.name for lesson in rs.lessons]
    assert names, f"{rs.title} states 'lessons' but lists none"
    assert len(set(names)) == len(names), f"two lessons of {rs.title} share a name: {names}"
    if rs.offers(Capability.FIRST_GAME):
        marked = [lesson.name for lesson in rs.lessons if lesson.first_game]
        assert len(marked) == 1, f"{rs.title} states 'first_game': one lesson is marked first_game, not {marked}"


@pytest.mark.parametrize(("rs", "lesson"), LESSONS, ids=[f"{rs.key}-{lesson.name}" for rs, lesson in LESSONS])
def test_every_lesson_plays_to_its_end_and_its_tutorial_plays_it(rs: RuleSet, lesson: Any) -> None:
    """Each lesson reads from its package data, shows its prompt, and plays through to its end by *show me*, every
    move of its main line right; the notebook it names asks for it by name (``Lesson.of(..., "NAME")``)."""
    from sailkit.lessons import Lesson

    les = Lesson.of(rs, lesson.name)
    assert les.prompt and les.steps, f"the lesson {lesson.name!r} asks the reader nothing"
    for _ in range(les.steps):
        assert les.show_me().correct, f"the lesson {lesson.name!r} refuses its own move at step {les.step}"
    assert les.done, f"the lesson {lesson.name!r} is not over after its {les.steps} steps"
    notebook = ROOT / "tutorials" / lesson.tutorial
    assert notebook.is_file(), f"the lesson {lesson.name!r} names no tutorial: {notebook}"
    asked = re.search(r'Lesson\.of\([^,()]+, \\"' + re.escape(lesson.name) + r'\\"', notebook.read_text("utf-8"))
    assert asked, f"{lesson.tutorial} does not play the lesson {lesson.name!r} by name"


# ---------------------------------------------------------------------------
# Every installed rule set offers every capability
# ---------------------------------------------------------------------------


#: Rule sets registered before they offer everything, each with the issue that finishes it: a strict expected
#: failure, so the test fails (and this entry must go) the day the last capability is stated.
PARTIAL: dict[str, str] = {}


@pytest.mark.parametrize(
    "key",
    [
        pytest.param(key, marks=pytest.mark.xfail(reason=PARTIAL[key], strict=True)) if key in PARTIAL else key
        for key in sorted(registry.rulesets())
    ],
)
def test_every_installed_rule_set_offers_every_capability(key: str) -> None:
    """Issue 21: every installed rule set states every capability, so the suite holds each to every promise."""
    missing = set(Capability) - registry.ruleset(key).capabilities
    assert not missing, f"{key} lacks {sorted(missing)}"
