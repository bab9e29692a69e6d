"""The wind, commands and movement tutorials' explorers, driven as a reader drives them: by setting widget values."""

from __future__ import annotations

import pytest

import sailkit.rulesets.fighting_sail as fs
from sailkit.errors import IllegalActionError, InvalidInputError, SailkitError
from sailkit.quiz import Compared, Question
from sailkit.rulesets.fighting_sail.faces.explorers.base import around, compare_readings, on_board
from sailkit.rulesets.fighting_sail.faces.explorers.commands import OrdersExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.gauge import GaugeExplorer
from sailkit.rulesets.fighting_sail.faces.explorers.movement import CommandExplorer, StepExplorer, judge_steps

#: The 7.2 example: Guerriere beam reaching (4), Constitution beating (3), both ordered ahead.
EXAMPLE_7_2 = fs.Position.parse("FS turn 1 wind W | Guerriere BR 1009 S cmd=ahead | Constitution US 0610 NW cmd=ahead")


def test_command_explorer_shows_every_end_and_refused_commands_with_their_case() -> None:
    """[6.22, 7.32, 7.62] Constitution with 4 hull hits (crew 5) may not tack; under port it drifts or stays."""
    pos = EXAMPLE_7_2.with_ship(EXAMPLE_7_2.ship("Constitution").with_(hull=4, command=None))
    ex = CommandExplorer(pos, "Constitution", "port", draw=False)
    assert ex.refusals == {"tack": "6.22"}
    assert set(ex.end.options) == {"0509 W (taken aback)", "0610 NW (back sail)", "0610 N (heave to)"}
    assert ex.ruling == fs.moves(pos, "Constitution", "port")
    assert "refused: a tack needs a current Crew Value of 6 or more" in ex.summary.value
    ex.end.value = "0610 N (heave to)"
    assert ex.chosen.kind == "heave_to" and "heaves to [7.91]" in ex.label.value
    ex.command.value = "tack"
    assert not ex.ruling and ex.chosen is None and ex.end.options == ()
    assert "refused" in ex.label.value and "[6.22]" in ex.label.value


def test_command_explorer_switches_a_reading_and_draws_the_chosen_route() -> None:
    """[7.42, wear_leeward_square] The lost wear display: each reading puts the wearing ship in another square."""
    ex = CommandExplorer(EXAMPLE_7_2, "Constitution", "wear", reading="wear_leeward_square")
    squares = {o.split()[0] for o in ex.end.options if "(wear)" in o}
    ex.reading.value = "downwind"
    assert {o.split()[0] for o in ex.end.options if "(wear)" in o} != squares
    assert ex.ruling.readings and ("wear_leeward_square", "downwind") in ex.ruling.readings
    assert "<svg" in ex.picture.value and "wear" in ex.text


def test_step_explorer_judges_every_step_and_takes_the_chosen_one() -> None:
    """[7.32, 7.34, 7.53, 7.83a, 7.91] Guerriere under a port order: what each step does, or the case refusing it."""
    ex = StepExplorer(EXAMPLE_7_2, "Guerriere", "port", draw=False)
    judged = {t.step: t for t in ex.judged}
    assert judged["step port"].allowed and "[7.36]" in judged["step port"].why
    assert not judged["step starboard"].allowed and judged["step starboard"].case == "7.32"
    assert judged["free-turn port"].case == "7.83a" and judged["heave"].case == "7.91"
    assert judged["stop"].case == "7.51"
    assert ex.step.options == ("back", "step", "step port", "step port 90")
    ex.step.value = "step port 90"
    out = ex.take()
    assert out is not None and ex.position.ship("Guerriere").mp == 2 and not ex.done
    assert [fs.name(s) for s in ex.path] == ["1009", "1010"]
    ex.take_button.click()  # the first step offered: straight on into 1110, chit off
    assert ex.done and ex.step.options == () and ex.take_button.disabled and ex.judged == ()
    assert "move is over" in ex.status.value
    ex.undo_button.click()
    assert not ex.done and len(ex.history) == 1
    ex.restart_button.click()
    assert ex.history == [] and ex.position == ex.start


def test_step_explorer_needs_a_command() -> None:
    with pytest.raises(SailkitError, match="holds no command yet"):
        StepExplorer(fs.scenario("15.1"), "Shannon")


def test_judge_steps_lists_the_tacks_of_a_tacking_ship() -> None:
    """[7.41, 7.43] Tacking from S with the wind from W: 135, 180 or 225 degrees; from E, never ending into the wind."""
    pos = fs.start_movement(EXAMPLE_7_2.with_ship(EXAMPLE_7_2.ship("Guerriere").with_(command="tack")))
    judged = {t.step: t for t in judge_steps(pos, "Guerriere")}
    assert {k for k, t in judged.items() if t.allowed} == {"tack N", "tack NE", "tack NW", "back"}
    assert judged["tack W"].case == "7.41" and judged["heave"].case == "7.91"
    running = fs.start_movement(
        EXAMPLE_7_2.with_ship(EXAMPLE_7_2.ship("Guerriere").with_(facing=fs.Direction.E, command="tack"))
    )
    judged = {t.step: t for t in judge_steps(running, "Guerriere")}
    assert {k for k, t in judged.items() if t.allowed} == {"tack SW", "tack NW"}
    assert judged["tack W"].case == "7.43"


def test_gauge_explorer_follows_headings_wind_readings_and_dice() -> None:
    """[7.21a-c] Turn Constitution to a beam reach: 4 each, a roll-off; the dice decide."""
    ex = GaugeExplorer(EXAMPLE_7_2, draw=False)
    assert ex.ruling.verdict == "BR" and "BR holds the weather gauge" in ex.label.value
    ex.headings["Constitution"].value = "S"
    assert ex.ruling.verdict is None and ex.ruling.facts["roll_needed"]
    ex.dice["US"].value = "5"
    assert ex.rolls is None and ex.ruling.verdict is None  # one die is not a roll-off
    ex.dice["BR"].value = "2"
    assert ex.ruling.verdict == "US" and "US rolls 5" in ex.text
    ex.headings["Constitution"].value = "NW"
    assert ex.ruling.verdict == "BR"  # no tie: the dice are not needed
    unordered = fs.Position.parse("FS turn 1 wind W | Guerriere BR 1009 S | Constitution US 0610 NW")
    ex = GaugeExplorer(unordered, draw=False)
    assert ex.ruling.verdict is None
    ex.population.value = "all_ships"
    assert ex.ruling.verdict == "BR" and ("wg_ma_population", "all_ships") in ex.ruling.readings


def test_orders_explorer_crew_heading_damage_and_the_wheel_test() -> None:
    """[6.1, 6.21, 6.22, 10.12, 10.32] Alliance (crew 4, wheel hit): no tack, no wear; a die above 4 loses the order."""
    ex = OrdersExplorer(fs.scenario("15.7"), "Alliance", draw=False)
    assert ex.allowed == ("ahead", "port", "starboard")
    assert ex.wheel is not None and ex.wheel.verdict is True
    ex.die.value = "5"
    assert ex.wheel.verdict is False and "8.22" in ex.wheel.cases
    ex.order.value = "tack"
    assert ex.wheel is None  # a refused order is never tested
    ex.heading.value = "NE"
    assert ex.allowed == () and ex.rulings["ahead"].cases == ("6.1",)
    ex.heading.value = "NW"
    ex.fouled.value = True
    assert ex.allowed == ()
    ex.fouled.value = False
    ex.masts.value = 3
    assert ex.allowed == () and "10.41" in ex.rulings["port"].cases
    shannon = OrdersExplorer(fs.scenario("15.1"), "Shannon", draw=False)
    assert shannon.allowed == fs.legal_commands(fs.scenario("15.1"), "Shannon") and shannon.wheel is None
    shannon.hull.value = 3  # crew 9 -> 6: still tacks
    assert "tack" in shannon.allowed
    shannon.hull.value = 4  # crew 5: wears, no tack [6.22]
    assert shannon.allowed == ("ahead", "port", "starboard", "wear")


def test_on_board_draws_a_ruling_on_its_position_and_compare_readings_sets_options_side_by_side() -> None:
    """[7.54, short_allowance] Bonhomme Richard (C) beating has 1 point: chit off, or back sail / heave to too."""
    richard = fs.Position.parse("FS turn 1 wind N | Bonhomme Richard US 1010 NE | Serapis BR 2010 E")
    both = compare_readings(lambda p: fs.moves(p, "Bonhomme Richard", "ahead"), richard, "short_allowance")
    assert isinstance(both, Compared) and list(both.rulings) == ["back_or_heave", "chit_off"]
    assert both.verdicts == {"back_or_heave": "2 ends", "chit_off": "1 end"}
    assert "</b> (the default)" in both._repr_html_() and "<svg" in both._repr_html_()
    assert "short_allowance=" not in str(both) and both.summary().endswith("\n  chit off      -> 1 end")
    tired = richard.with_ship(richard.ship("Bonhomme Richard").with_(hull=3))  # crew 8 -> 5 [10.12]
    shown = on_board(fs.command_ruling(tired, "Bonhomme Richard", "tack"), tired, marked=["Bonhomme Richard"])
    assert not shown and shown.cases == ("6.1", "6.22") and shown.ruleset == "fighting_sail"
    from sailkit.figures import svg

    assert "may Bonhomme Richard be given the tack command: no" in svg(shown.figure())
    assert around(fs.square("0101")) == ("0101", "0705") and around(fs.square("3020")) == ("2416", "3020")


def test_question_is_judged_by_the_engine_and_explained_with_cases() -> None:
    """[6.22] "May Alliance be ordered to wear?" The engine says no, citing 6.22."""
    q = Question("May Alliance wear?", ["yes", "no"], fs.command_ruling(fs.scenario("15.7"), "Alliance", "wear"))
    assert q.answer == "no" and q.check() is None and "pick an answer" in q.feedback.value
    q.choice.value = "yes"
    assert q.check() is False and "Not quite" in q.feedback.value and "6.22" in q.feedback.value
    q.choice.value = "no"
    q.button.click()
    assert q.correct is True and "Right." in q.feedback.value
    with pytest.raises(InvalidInputError):
        Question("?", ["a", "b"], fs.command_ruling(fs.scenario("15.7"), "Alliance", "wear"))


@pytest.mark.parametrize("make", [
    lambda: CommandExplorer(EXAMPLE_7_2, "Guerriere", "port"),
    lambda: StepExplorer(EXAMPLE_7_2, "Guerriere", "port"),
    lambda: GaugeExplorer(EXAMPLE_7_2),
    lambda: OrdersExplorer(fs.scenario("15.7"), "Alliance"),
    lambda: Question("May Alliance wear?", ["yes", "no"], fs.command_ruling(fs.scenario("15.7"), "Alliance", "wear"),
                     picture=fs.scenario("15.7")),
])  # fmt: skip
def test_every_explorer_leaves_a_static_picture_of_its_first_state(make, monkeypatch: pytest.MonkeyPatch) -> None:
    import IPython.display

    shown: list[object] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj))
    make()._ipython_display_()
    snapshot, live = shown
    assert "sailkit-snapshot" in snapshot.data and "<svg" in snapshot.data  # type: ignore[attr-defined]
    assert type(live.widget).__name__ in ("VBox", "HBox")  # type: ignore[attr-defined]


def test_route_of_is_a_move_of_steps_drawn_like_moves() -> None:
    """[7.36, 7.62] Two 90-degree starboard turns; a 90-degree port turn through the wind ends taken aback."""
    from sailkit.rulesets.fighting_sail.faces.explorers.movement import route_of
    from sailkit.rulesets.fighting_sail.movement import MoveSet

    p = fs.start_movement(fs.Position.parse("FS turn 1 wind NW | Felicite FR 1010 E cmd=starboard"))
    r = route_of(p, "Felicite", "step starboard 90", "step starboard 90", "step")
    assert isinstance(r, MoveSet) and r.kind == "moves" and r.verdict == "1011 W"
    (m,) = r.moves
    assert [fs.name(s) for s in m.squares] == ["1010", "1110", "1111", "1011"] and m.spent == 6
    assert r.cases.count("7.36") == 1 and r.facts["outcome"].position.ship("Felicite").mp == 0
    assert r.facts["position"] == p  # drawn from where she started
    aback = route_of(
        fs.start_movement(fs.Position.parse("FS turn 1 wind N | Felicite FR 1010 NE cmd=port")),
        "Felicite",
        "step port 90",
    )
    assert aback.verdict == "1109 N taken aback" and aback.moves[0].kind == "drift" and "7.62" in aback.cases
    with pytest.raises(IllegalActionError):
        route_of(p, "Felicite", "step port")
    with pytest.raises(InvalidInputError):
        route_of(p, "Felicite")
