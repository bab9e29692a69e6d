"""The drift tutorial's explorer and the drift ruling it shows [8.0-8.4], driven by setting widget values."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import sailkit.rulesets.fighting_sail as fs
from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.readings import said
from sailkit.rulesets.fighting_sail.drifting import CAUSES, drift_ruling
from sailkit.rulesets.fighting_sail.faces.explorers.drift import DriftExplorer

ABACK = fs.Position.parse("FS turn 1 wind N | Felicite FR 1010 N | Shannon BR 1310 W")


def test_a_ship_taken_aback_at_order_time_drifts_by_the_die_in_its_own_square() -> None:
    """[8.0, 8.11, 8.4] 1-2 unchanged, 3-4 port, 5-6 starboard; afterwards it may not fire."""
    ends = {die: drift_ruling(ABACK, "Felicite", die) for die in range(1, 7)}
    assert [r.verdict for r in ends.values()] == ["N", "N", "NW", "NW", "NE", "NE"] and all(ends.values())
    r = ends[4]
    assert r.cases == ("8.11", "8.0", "8.4") and r.kind == "drift"
    after = r.facts["after"].ship("Felicite")
    assert after.square == fs.square("1010") and after.drifted and after.command is None
    assert not fs.can_fire(r.facts["after"], "Felicite")


def test_refusals_name_their_case() -> None:
    """[8.11, 8.4, diw_aback_drift] Not facing the wind, drifted already, a wreck under the default reading."""
    beam = ABACK.with_ship(ABACK.ship("Felicite").with_(facing=fs.Direction.E))
    assert not drift_ruling(beam, "Felicite", 3) and drift_ruling(beam, "Felicite", 3).case == "8.11"
    assert drift_ruling(beam, "Felicite", 3, "8.12")  # any cause but 8.11 does not ask about the wind
    done = ABACK.with_ship(ABACK.ship("Felicite").with_(drifted=True))
    assert drift_ruling(done, "Felicite", 3, "8.12").case == "8.4"
    wreck = ABACK.with_ship(ABACK.ship("Felicite").with_(masts=3))
    assert drift_ruling(wreck, "Felicite", 3).readings == (("diw_aback_drift", "no_drift"),)
    assert drift_ruling(wreck.with_(readings=wreck.readings.replace(diw_aback_drift="drift")), "Felicite", 3)


def test_bad_input_is_refused_with_what_was_expected() -> None:
    with pytest.raises(UnknownChoiceError, match="'8.9'"):
        drift_ruling(ABACK, "Felicite", 3, "8.9")
    with pytest.raises(InvalidInputError, match="7"):
        drift_ruling(ABACK, "Felicite", 7)


@given(st.sampled_from(list(fs.Direction)), st.integers(1, 6), st.sampled_from(sorted(set(CAUSES) - {"8.11"})))
def test_a_drift_never_moves_the_ship_and_turns_it_at_most_45_degrees(facing, die, cause) -> None:
    """[8.0] Whatever the cause, the ship keeps its square and its bow moves 0 or 45 degrees."""
    pos = ABACK.with_ship(ABACK.ship("Felicite").with_(facing=facing))
    r = drift_ruling(pos, "Felicite", die, cause)
    after = r.facts["after"].ship("Felicite")
    assert after.square == fs.square("1010") and facing.eighths_to(after.facing) in (0, 1, 7)
    assert r and r.facing == fs.drift_faces(facing).facts["faces"][die]


def test_the_explorer_follows_its_controls() -> None:
    """[8.0, 8.11, 8.21, wheel_drift_again] Die, heading, cause and reading each change the ruling and picture."""
    ex = DriftExplorer(ABACK, "Felicite", die=3)
    assert ex.ruling.facing == fs.Direction.NW and "<svg" in ex.picture.value and "NW" in ex.label.value
    ex.die.value = "6"
    assert ex.ruling.facing == fs.Direction.NE
    ex.heading.value = "E"
    assert not ex.ruling and "no drift" in ex.label.value and "[8.11]" in ex.label.value
    ex.cause.value = "8.21"
    ex.drifted.value = True
    assert ex.ruling.facing == fs.Direction.SE  # swing_again, the default
    ex.again.value = "once"
    assert (
        not ex.ruling
        and ex.ruling.steps[-1].case == "8.4"
        and said("wheel_drift_again", "once").lower() in ex.text.lower()
    )
    ex.wind.value = "E"
    ex.cause.value = "8.11"
    ex.drifted.value = False
    assert ex.ruling.facing == fs.Direction.SE and "<svg" in ex.snapshot()
