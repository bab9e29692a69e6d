"""The As Per Margin tutorial helpers: explorers driven by setting their widgets (no kernel), pictures with alt text."""

from __future__ import annotations

import pytest

from sailkit.draw.figure import description
from sailkit.geometry.table import Move, Pose
from sailkit.rulesets.as_per_margin import Damage, Phase, Ship, first_check, volley
from sailkit.rulesets.as_per_margin.faces import explorers as ex


def test_the_clock_explorer_follows_the_turn_and_the_reading() -> None:
    clock = ex.ClockExplorer(draw=False)
    assert clock.ruling and "15 minutes" in clock.text
    clock.turn.value = 11
    assert not clock.ruling
    clock.reading.value = "every-turn"
    assert clock.ruling


def test_the_sailing_explorer_gives_the_allowance_of_each_state() -> None:
    e = ex.SailingExplorer(draw=False)
    assert (e.ruling.value, e.ruling.least) == (8, 3)
    e.state.value = "damaged"
    assert e.ruling.value == 5
    e.state.value = "dismasted"
    assert e.ruling.value == 3 and "APM-03c" in e.text
    e.first.value = e.second.value = 6
    assert e.ruling.value == 6


def test_the_tack_explorer_asks_for_the_die_only_for_a_tack() -> None:
    e = ex.TackExplorer(draw=False)
    assert e.tacking and e.ruling.verdict == "throw the tacking die"
    e.damaged.value, e.die.value = True, "3"
    assert e.ruling.verdict is True  # 3 + 2 = 5, English
    e.english.value = False
    assert e.ruling.verdict is False
    e.turn_by.value = 120  # still a tack: the die decides
    e.heading.value, e.turn_by.value = 90, 120  # east, turning to south-west with the wind from the north: a pivot
    assert not e.tacking and not e.ruling and "limit is 90" in e.text


def test_the_falling_aboard_explorer_checks_the_path_then_the_dice() -> None:
    e = ex.FallingAboardExplorer(draw=False)
    assert e.ruling.verdict == "Ville de Paris"
    e.run.value = 2  # stops short of the ring
    assert e.ruling.verdict is None
    e.run.value, e.die_a.value, e.die_b.value = 10, "2", "5"
    assert e.ruling.verdict is True  # the Frenchman wins and grapples
    e.when.value = "end-of-move"
    e.run.value = 12
    assert e.ruling.verdict is None  # ends beyond her: no check under that reading


def test_the_fire_explorer_refuses_off_the_bow_and_gives_odds_on_the_beam() -> None:
    e = ex.FireExplorer(draw=False)
    assert e.ruling.value == 12 and e.odds is not None
    e.fired.value = True
    assert e.ruling.value == 6
    e.x.value, e.y.value = 0, 10
    assert not e.ruling and e.odds is None
    e.x.value = 0
    e.y.value = 0
    assert not e.ruling and "same spot" in e.text
    e.x.value, e.y.value = 8, 0
    e.boundaries.value = "under"
    assert e.ruling.volley.need == 5


def test_the_chart_and_boarding_explorers() -> None:
    chart = ex.ChartExplorer(draw=False)
    chart.masts.value, chart.hull.value = 6, 12
    assert chart.ruling.verdict == ("damaged", "sunk")
    chart.guns.value = 28
    assert chart.masts.max == 4 and chart.masts.value == 4 and chart.ruling.verdict == ("dismasted", "sunk")
    board = ex.BoardingExplorer(draw=False)
    board.attacker_hits.value = 17
    assert board.ruling.verdict == "no effect"


@pytest.mark.parametrize(
    "make",
    [
        ex.ClockExplorer,
        ex.SailingExplorer,
        ex.TackExplorer,
        ex.FallingAboardExplorer,
        ex.FireExplorer,
        ex.ChartExplorer,
        ex.BoardingExplorer,
    ],
    ids=lambda c: c.__name__,
)
def test_every_explorer_draws_its_picture_with_alt_text(make) -> None:
    e = make()
    assert e.picture.value.startswith("<svg") and 'aria-label="' in e.picture.value
    assert "<svg" in e.snapshot() and e.ruling.question in e.label.value


def test_a_ruling_on_the_table_draws_its_overlays_and_prints_as_itself() -> None:
    a, b = Ship("Victory", 1, Pose(0, 0, 0)), Ship("Redoutable", 2, Pose(6, 0, 0))
    shot = volley(a, b)
    drawn = ex.on_table(shot, [a, b], arcs_for=["Victory"], rings_for="Victory", measure=[("Victory", "Redoutable")])
    assert str(drawn) == str(shot) and drawn.steps == shot.steps and drawn.value == shot.value
    fig = drawn.figure()
    assert description(fig).startswith("may Victory fire on Redoutable")
    gids = {a.get_gid() for a in fig.axes[0].get_children()}
    assert {"arc-Victory-S", "ring-8", "tape-Victory-Redoutable", "ruler"} <= gids
    check = first_check(a, Move.pivot_then_straight(0, 12), [Ship("Java", 2, Pose(2, 6, 0))])
    fig = ex.table_figure(
        [a], moves=[("Victory", Move.pivot_then_straight(0, 12))], check=check, wind_from=270, no_go="Victory"
    )
    assert {"ring", "check", "no-go"} <= {a.get_gid() for a in fig.axes[0].get_children()}


def test_the_other_pictures() -> None:
    assert "Victory's chart" in description(ex.chart_figure(Ship("Victory", 1, Pose(0, 0, 0), damage=Damage(masts=3))))
    assert "Side 1 fire, boarding actions" in description(ex.sequence_figure(Phase.CHECK_WIND))
    assert "backs: from 258.75" in description(ex.wind_figure(270, {"backs": 258.75}, prevailing=315))
    shown = ex.picture(ex.sequence_figure())
    assert shown._repr_html_().startswith("<svg") and repr(shown).startswith("<picture: The nine steps")
