"""Studies (sailkit.study): seeded games under two sets of readings, their rates with intervals, and the same answer
in one process, on every core and on a Dask cluster."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.cli import main
from sailkit.draw.forest import draw_forest, forest_rows
from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.proportions import Difference, Rate
from sailkit.registry import ruleset
from sailkit.study import (
    Comparison,
    Outcome,
    Setting,
    Study,
    Task,
    each_reading,
    findings,
    play,
    play_all,
    stored,
    study,
)


def test_wilson_interval_of_a_rate_matches_the_published_figures() -> None:
    """27 of 40 is 67.5% with the 95% score interval 52.0%-79.9%; all or none of the games stay inside 0-1."""
    assert str(Rate(27, 40)) == "67.5% (52.0%-79.9%)"
    assert Rate(0, 10).interval[0] == 0.0 and Rate(10, 10).interval[1] == 1.0
    assert Rate(0, 0).interval == (0.0, 1.0)


def test_newcombe_interval_of_a_difference_matches_his_worked_example() -> None:
    """Newcombe (1998), method 10: 56/70 against 48/80 differ by 0.2, interval 0.0524 to 0.3339."""
    d = Difference(Rate(48, 80), Rate(56, 70))
    low, high = d.interval
    assert round(d.value, 4) == 0.2 and round(low, 4) == 0.0524 and round(high, 4) == 0.3339
    assert d.significant and not Difference(Rate(5, 10), Rate(6, 10)).significant


@given(st.integers(0, 500), st.integers(0, 500), st.integers(1, 500), st.integers(1, 500))
def test_every_interval_holds_its_own_estimate(a: int, b: int, n: int, m: int) -> None:
    one, two = Rate(min(a, n), n), Rate(min(b, m), m)
    low, high = one.interval
    assert 0.0 <= low <= one.value <= high <= 1.0
    d = Difference(one, two)
    assert d.interval[0] - 1e-12 <= d.value <= d.interval[1] + 1e-12
    assert 0.0 <= d.p_value <= 1.0


def test_a_rate_refuses_more_successes_than_games() -> None:
    with pytest.raises(ValueError, match="3 out of 2"):
        Rate(3, 2)


def _tasks(games: int = 6) -> list[Task]:
    return [Task("as_per_margin", "frigate duel", (), ("random", "random"), seed) for seed in range(games)]


def test_a_game_is_decided_by_its_seed_alone() -> None:
    task = _tasks(1)[0]
    assert play(task) == play(task)


def test_every_core_gives_the_single_process_answer() -> None:
    tasks = _tasks()
    assert play_all(tasks, workers=2) == play_all(tasks, workers=1)


@pytest.mark.slow
def test_a_local_dask_cluster_gives_the_single_process_answer() -> None:
    distributed = pytest.importorskip("distributed")
    tasks = _tasks()
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        found = play_all(tasks, scheduler=cluster.scheduler_address)
    assert found == play_all(tasks, workers=1)


@pytest.mark.slow
def test_a_study_compares_a_reading_with_the_defaults_on_the_same_seeds() -> None:
    """Fighting Sail's 15.1 between captains: each side's wins with intervals, Victory Points from the rules, and the
    change under a switched reading; both settings play seeds 0-7."""
    done = study("fighting_sail", "15.1", [{"vp_blown_prize": "enemy_of_holder"}], games=8, workers=1)
    base, (comparison,) = done.baseline, done.compared
    assert base.sides == ("US", "BR") and base.games == comparison.setting.games == 8
    assert [o.seed for o in base.outcomes] == [o.seed for o in comparison.setting.outcomes] == list(range(8))
    assert sum(base.wins(side).count for side in base.sides) + base.draws.count + base.unfinished.count == 8
    assert base.mean_points("BR") is not None  # Fighting Sail scores Victory Points [15.0-VC]
    assert "vp blown prize: enemy of holder (8 games)" in done.table()
    assert ("change: US" in done.table()) == (comparison.alike < 8)  # a reading that changed no game: one line
    figures = done.to_json()
    assert figures["compared"][0]["setting"]["readings"] == {"vp_blown_prize": "enemy_of_holder"}
    assert set(figures["compared"][0]["change"]) == {"US", "BR"}


def test_readings_each_lists_every_option_that_is_not_the_default() -> None:
    book = ruleset("as_per_margin").readings
    settings = each_reading(book)
    assert len(settings) == sum(len(r.options) - 1 for r in book.values())
    assert all(book[k].default != v for s in settings for k, v in s.items())


def test_bad_settings_are_refused_before_a_game_is_played() -> None:
    with pytest.raises(UnknownChoiceError, match="no_such_reading"):
        study("as_per_margin", settings=[{"no_such_reading": "x"}], games=1)
    with pytest.raises(InvalidInputError, match="number of games"):
        study("as_per_margin", games=0)
    with pytest.raises(InvalidInputError, match="'captain' or 'random'"):
        study("as_per_margin", players=["admiral"], games=1)


def test_the_command_prints_the_study_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["study", "as_per_margin", "--games", "3", "--players", "random", "--workers", "1", "--json"]
    args += ["--readings", "missed_stays_drift=swing-downwind"]
    assert main(args) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["defaults"]["games"] == 3 and figures["players"] == ["random", "random"]
    assert figures["compared"][0]["setting"]["readings"] == {"missed_stays_drift": "swing-downwind"}


def test_the_command_refuses_an_unknown_reading_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["study", "as_per_margin", "--games", "2", "--readings", "nonsense=1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("sailkit study: error:") and err.count("\n") == 1


def test_a_study_reads_back_from_its_json_with_the_same_figures() -> None:
    done = study("as_per_margin", settings=[{"missed_stays_drift": "swing-downwind"}], games=3, players=["random"])
    again = Study.from_json(json.loads(json.dumps(done.to_json())))
    assert again == done and again.table() == done.table()
    with pytest.raises(InvalidInputError, match="sailkit study --json"):
        Study.from_json({"ruleset": "as_per_margin"})


def test_the_forest_plot_puts_the_largest_change_first_and_marks_what_is_significant() -> None:
    sides, base = ("A", "B"), Setting({}, ("A", "B"), _games(["A"] * 10 + ["B"] * 10))
    small = Setting({"r": "x"}, sides, _games(["A"] * 11 + ["B"] * 9))
    large = Setting({"r": "y"}, sides, _games(["A"] * 19 + ["B"] * 1))
    s = Study(
        "toy", "duel", ("captain", "captain"), range(20), base, (Comparison(base, small), Comparison(base, large))
    )
    rows = forest_rows(s)
    assert [r.name for r in rows] == ["r: y", "r: x"] and [round(r.change) for r in rows] == [45, 5]
    assert (
        [r.significant for r in rows] == [True, False]
        and not any(r.alike for r in rows)
        and rows[0].low < rows[0].change < rows[0].high
    )
    ax = draw_forest(s)
    assert [t.get_text() for t in ax.get_yticklabels()] == ["r: x", "r: y"]  # drawn bottom up: the largest on top
    assert "+45.0  significant" in [t.get_text() for t in ax.texts]
    assert findings([s], "r")[0].startswith("r: y in duel (captain v captain, 20 games a setting): A's wins +45.0%")


def _games(winners: list[str]) -> tuple[Outcome, ...]:
    return tuple(Outcome(seed, w, False, 5) for seed, w in enumerate(winners))


def test_fighting_sail_ships_studies_of_its_disputed_readings() -> None:
    """data/studies.json: 15.1 between captains, every setting on the same 100 seeds, readable by the kit."""
    (study_151,) = stored(ruleset("fighting_sail"))
    assert study_151.scenario == "15.1" and study_151.baseline.games == 100
    assert all(c.setting.games == 100 for c in study_151.compared)
    assert {key for c in study_151.compared for key in c.setting.readings} >= {"arc_boundary", "melee_ratio"}


def test_the_rulings_desk_shows_what_a_study_found_about_a_reading_its_ruling_used(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The ruling on a result uses the Victory Point readings [15.0-VC]; with a study of one of them stored, the desk
    shows its finding beside the reading's switch, and not for a ruling that used no studied reading."""
    from sailkit.desk import RulingsDesk

    sides = ("US", "BR")
    base = Setting({}, sides, _games(["US"] * 10 + ["BR"] * 10))
    other = Setting({"vp_blown_prize": "enemy_of_holder"}, sides, _games(["US"] * 12 + ["BR"] * 8))
    one = Study("fighting_sail", "15.1", ("captain", "captain"), range(20), base, (Comparison(base, other),))
    monkeypatch.setattr("sailkit.desk.stored", lambda rs: (one,))
    desk = RulingsDesk("fighting_sail", "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N", draw=False)

    def shown() -> str:
        return " ".join(w.value for w in desk.readings.children if isinstance(getattr(w, "value", None), str))

    assert desk.ask("result") is not None and "vp_blown_prize" in dict(desk.ruling.readings)
    assert "does it matter?" in shown() and "vp blown prize: enemy of holder in 15.1" in shown()
    assert "US&#x27;s wins +10.0%" in shown() and "could be chance" in shown()
    desk.ask("sight Shannon Constitution")
    assert "does it matter?" not in shown()


@pytest.mark.parametrize("option", ["--games=0", "--games=١٢", "--workers=-1", "--seed=" + "9" * 5000, "--max-turns=²"])
def test_a_number_the_command_cannot_read_is_a_one_line_usage_error(
    option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["study", "as_per_margin", option]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("sailkit study: error: argument --") and "Traceback" not in "".join(err)


def test_a_tables_readings_that_changed_no_game_share_one_line() -> None:
    """The stored 15.1 study switched four readings the duel never reached: their rows of identical figures said
    nothing a reader needs and made the table 2,120 characters (issue 25); they are named on one line."""
    from sailkit.registry import ruleset
    from sailkit.study import stored

    (duel,) = stored(ruleset("fighting_sail"))
    table = duel.table()
    untouched = [c.setting.name for c in duel.ranked() if c.alike == c.setting.games]
    assert len(untouched) == 4 and "100 of 100 games alike" not in table
    assert table.splitlines()[-1] == "  every game alike under: " + ", ".join(f"{n} (100 games)" for n in untouched)
    assert "arc boundary: blind (100 games): US wins 28.0%" in table and len(table) < 2_000
