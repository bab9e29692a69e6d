"""Rams, spar torpedoes, the corvus and glancing steel [4.3.2, 4.3.3], 5.7.2's torpedo hit and 5.6.4's run."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError
from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships.rams import (
    disentangle_dice,
    draw_back,
    glance,
    nearest_edge,
    ram_hits,
    ram_recoil,
    spar_torpedo,
    strikes_or_runs,
    torpedo_hit,
)
from sailkit.rulesets.fighting_ships.ships import Ship


def test_brandenburg_takes_two_torpedoes() -> None:
    """[5.7.2] The worked example: impacts of 3 and 5 are 8 hits; Hull 26 saves with 13 dice, 6 of them saving; two
    get through, and with her Anchor token already on she takes a Damage token, its critical check still to throw
    (the damage is ruled as every hit below the waterline is, through the Hull saves and the Damage Deck)."""
    saves = [4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3, 1]
    hit = torpedo_hit((3, 5), 26, saves, anchored=True)
    assert (hit.verdict, hit.facts["hits"], hit.facts["saves"], hit.facts["save_count"]) == (2, 8, 6, 13)
    assert hit.facts["deck"].damage == 1 and hit.facts["deck"].anchor == 0
    assert [s.case for s in hit.steps] == ["5.7.2", "5.7.2", "5.6.1", "5.6.1", "5.6.1", "5.6.2", "APP.2.2.1"]
    assert hit.facts["criticals"] == () and "the critical checks still to throw" in str(hit)
    with pytest.raises(InvalidInputError, match="Hull dice.*13 die results"):
        torpedo_hit((3,), 26, saves[:12])
    assert torpedo_hit((3,), 26, [1] * 14, belt=True).facts["save_count"] == 14


def test_a_ram_on_the_beam_deals_two_torpedo_hits_and_one_elsewhere() -> None:
    """[4.3.2] A galley's stem in the target's broadside arc: two hits; striking her bow: one."""
    target = Ship.of("Victim", "small-galley", Pose(20, 20, 0))
    beam = Ship.of("Rammer", "large-galley", Pose(20 - 0.625 - 1.5, 20, 90))
    found = ram_hits(beam, target)
    assert found.verdict == 2 and found.facts["beam"] and {s.case for s in found.steps} == {"4.3.2", "4.3.3"}
    ahead = Ship.of("Rammer", "large-galley", Pose(20, 20 + 1.5 + 1.5, 180))
    assert ram_hits(ahead, target).verdict == 1
    with pytest.raises(InvalidInputError, match="purpose-built ram"):
        ram_hits(Ship.of("Cog", "cog", Pose(5, 5, 0)), target)


def test_the_ram_beam_reading_widens_the_side() -> None:
    target = Ship.of("Victim", "small-galley", Pose(20, 20, 0))
    quarter = Ship.of("Rammer", "large-galley", Pose(22.5, 21.9 + 1.5, 225))  # her stem off the bow corner
    assert ram_hits(quarter, target).verdict == 1
    assert ram_hits(quarter, target, {"ram_beam": "half-plane"}).verdict == 2


def test_the_rammer_tests_half_her_discipline_or_takes_a_hit() -> None:
    """[4.3.2a] Discipline 5 tests with 3 dice; a 6 saves her."""
    assert ram_recoil(5, [1, 2, 6]).verdict == 0
    failed = ram_recoil(5, [1, 2, 5])
    assert failed.verdict == 1 and "3" in failed.steps[0].reason
    with pytest.raises(InvalidInputError):
        ram_recoil(5, [1, 2, 5, 6])


def test_a_rammer_draws_back_or_sinks_with_her_victim() -> None:
    assert draw_back(3, [6, 1, 1]).verdict and not draw_back(3, [5, 1, 1]).verdict


def test_a_spar_torpedo_is_one_torpedo_hit() -> None:
    """[4.3.2c] One impact's die of hits against half the Hull."""
    spar = spar_torpedo(4, 6, [4, 1, 1])
    assert spar.verdict == 3 and spar.facts["hits"] == 4 and spar.steps[0].case == "4.3.2"


def test_a_corvus_halves_the_dice_to_break_free() -> None:
    assert disentangle_dice(5, corvus=True).verdict == 3 and disentangle_dice(5, corvus=False).verdict == 5


def test_big_steel_ships_glance_off() -> None:
    """[4.3.3] A battleship meeting a destroyer: the battleship an Anchor token, the destroyer a die of Damage."""
    bb = Ship.of("Bismarck", "battleship", Pose(20, 20, 0))
    dd = Ship.of("Glowworm", "destroyer", Pose(22, 20, 0))
    met = glance(dd, bb, 4)
    assert met.verdict and met.facts["larger"] == ("Bismarck",) and met.facts["smaller"] == ("Glowworm",)
    assert met.facts["damage"] == 4
    assert not glance(dd, Ship.of("Acasta", "destroyer", Pose(25, 20, 0))).verdict
    galley = Ship.of("Ram", "large-galley", Pose(30, 30, 0))
    assert not glance(galley, Ship.of("Victory", "1st-rate", Pose(32, 30, 0))).verdict


def test_a_glance_between_equals_is_a_reading() -> None:
    a, b = (Ship.of(n, "light-cruiser", Pose(20 + i * 3, 20, 0)) for i, n in enumerate(("Ajax", "Achilles")))
    assert glance(a, b, 2).facts["larger"] == ("Ajax",)
    both = glance(a, b, 2, {"glance_tie": "both-anchor"})
    assert both.verdict and both.facts["larger"] == ("Ajax", "Achilles") and both.facts["damage"] == 0


def test_big_steamships_run_for_the_edge_instead_of_striking() -> None:
    """[5.6.4] Destroyers and larger under steam never strike; sail and small steam do."""
    assert strikes_or_runs("destroyer").verdict == "run" and strikes_or_runs("battleship").verdict == "run"
    assert strikes_or_runs("corvette").verdict == "strike" and strikes_or_runs("1st-rate").verdict == "strike"
    assert strikes_or_runs("large-galley").verdict == "strike"
    edge = nearest_edge(Ship.of("Glowworm", "destroyer", Pose(40, 5, 0)), 72, 48)
    assert edge.verdict == "south" and edge.facts["heading"] == 180.0 and edge.value == 5.0


def test_every_ruling_here_and_of_steam_draws() -> None:
    """Each ruling of rams and steam has a picture or a card: none shows as a bare table."""
    from sailkit.figures import figure_of
    from sailkit.rulesets.fighting_ships import steam
    from sailkit.rulesets.fighting_ships.faces import drawing  # noqa: F401  (registers the pictures)

    galley = Ship.of("Argo", "large-galley", Pose(20, 20, 0))
    target = Ship.of("Nike", "small-galley", Pose(20 + 0.625 + 1.5, 20, 270), side=2)
    made = [
        steam.motive_used("large-galley"),
        steam.engine_points(3, [1, 4, 6]),
        steam.speed_range("large-galley", 6, 4, motive="oar"),
        steam.turn_run("battleship", 10),
        steam.next_run(galley, 2, 30, steam.Under(0.0, 0.0, 6.0)),
        steam.next_run(galley, 9, 0, steam.Under(0.0, 0.0, 6.0)),
        torpedo_hit((3,), 6, [4, 1, 1]),
        ram_hits(Ship.of("Ram", "large-galley", Pose(20, 20 - 1.5 - 1.5, 0)), target),
        ram_recoil(5, [1, 2, 6]),
        draw_back(3, [6, 1, 1]),
        spar_torpedo(4, 6, [4, 1, 1]),
        disentangle_dice(5, corvus=True),
        glance(galley, target),
        strikes_or_runs("destroyer"),
        nearest_edge(galley, 48, 48),
    ]
    for ruling in made:
        assert figure_of(ruling) is not None, ruling.question
