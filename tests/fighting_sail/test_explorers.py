"""The Wind tutorial's explorer, driven the way a reader drives it: by setting widget values."""

from __future__ import annotations

import re

import ipywidgets as widgets
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.faces.explorers.wind import WindExplorer
from sailkit.rulesets.fighting_sail.wind import movement_allowance


@pytest.fixture
def explorer() -> WindExplorer:
    return WindExplorer(heading="E", wind="N", sailing="A")


def test_starts_beam_reaching_with_allowance_4(explorer: WindExplorer) -> None:
    """[5.22] Sailing Value A, heading E, wind from N: beam reaching, 4 Movement Points."""
    assert explorer.point_of_sail == "beam reaching"
    assert explorer.allowance == 4
    assert "Movement Allowance 4" in explorer.label.value
    assert "[5.22]" in explorer.label.value


def test_changing_the_heading_updates_allowance_label_and_picture(explorer: WindExplorer) -> None:
    """[5.22] Turning to SE puts the wind on the quarter: broad reaching, 6 (printed example A1)."""
    before = explorer.picture.value
    explorer.heading.value = "SE"
    assert explorer.point_of_sail == "broad reaching"
    assert explorer.allowance == 6
    assert "broad reaching: Movement Allowance 6" in explorer.label.value
    assert explorer.picture.value != before
    assert "SE: broad reaching" in explorer.picture.value


def test_sailing_value_b_and_c_broad_reaching_A2_A3(explorer: WindExplorer) -> None:
    """[5.22] Printed examples A2, A3: broad reaching B = 5, C = 4."""
    explorer.heading.value = "SE"
    explorer.sailing.value = "B"
    assert explorer.allowance == 5
    explorer.sailing.value = "C"
    assert explorer.allowance == 4


def test_facing_the_wind_is_taken_aback(explorer: WindExplorer) -> None:
    """[7.6, 6.1] Heading into the wind: taken aback, no allowance, and the label says why."""
    explorer.heading.value = "N"
    assert explorer.point_of_sail == "taken aback"
    assert explorer.allowance == 0
    assert "[6.1]" in explorer.label.value


def test_wind_change_moves_the_point_of_sail(explorer: WindExplorer) -> None:
    """[5.22] Heading E with the wind from W is running: 5 for Sailing Value A."""
    explorer.wind.value = "W"
    assert explorer.point_of_sail == "running"
    assert explorer.allowance == 5


def test_studding_sails_shift_the_rating(explorer: WindExplorer) -> None:
    """[13.33] Studding sails: a beam-reaching A ship is rated as running, 5."""
    explorer.studding.value = True
    assert explorer.allowance == 5
    assert "[13.33]" in explorer.label.value


def test_damage_caps(explorer: WindExplorer) -> None:
    """[10.2, 10.31] Broad reaching A (6) drops to 4 with two rigging hits, to 3 with two masts lost."""
    explorer.heading.value = "SE"
    explorer.rigging.value = 2
    assert explorer.allowance == 4
    assert "[10.2]" in explorer.label.value
    explorer.rigging.value = 0
    explorer.masts.value = 2
    assert explorer.allowance == 3
    assert "[10.31]" in explorer.label.value


def test_reading_ma_table_switches_the_lost_c_beating_value(explorer: WindExplorer) -> None:
    """[5.22] Reading ma_table: C beating is 1 (minus_one, default) or 2 (proportional); the label names it."""
    explorer.sailing.value = "C"
    explorer.heading.value = "NE"
    assert explorer.allowance == 1
    assert "each grade below A moves one point less" in explorer.label.value and "ma_table=" not in explorer.label.value
    explorer.ma_table.value = "proportional"
    assert explorer.allowance == 2
    assert "B and C keep A&#x27;s value scaled" in explorer.label.value
    assert explorer.readings["ma_table"] == "proportional"


def test_readings_given_at_creation_set_the_dropdown() -> None:
    e = WindExplorer(readings={"ma_table": "proportional"}, draw=False)
    assert e.ma_table.value == "proportional"
    assert e.picture.value == ""


def test_bad_start_values_are_refused_clearly() -> None:
    with pytest.raises(UnknownChoiceError, match="direction"):
        WindExplorer(heading="NNE")


def test_text_is_the_ruling(explorer: WindExplorer) -> None:
    assert explorer.text == str(explorer.allowance.ruling)
    assert explorer.text.startswith("movement allowance of a Sailing Value A ship heading E, wind from N: 4")


def test_widget_holds_every_control(explorer: WindExplorer) -> None:
    w = explorer.widget
    assert isinstance(w, widgets.VBox)
    shown = []
    stack = [w]
    while stack:
        x = stack.pop()
        shown.append(x)
        stack.extend(getattr(x, "children", ()))
    for control in explorer.controls + (explorer.label, explorer.picture):
        assert control in shown


@settings(max_examples=40)
@given(
    st.sampled_from([d.name for d in Direction]),
    st.sampled_from([d.name for d in Direction]),
    st.sampled_from(["A", "B", "C"]),
    st.booleans(),
    st.integers(0, 6),
    st.integers(0, 3),
)
def test_explorer_always_agrees_with_movement_allowance(
    heading: str, wind: str, sv: str, studding: bool, rigging: int, masts: int
) -> None:
    """Invariant: whatever the reader picks, the explorer shows exactly what movement_allowance rules [5.22]."""
    e = WindExplorer(draw=False)
    e.heading.value, e.wind.value, e.sailing.value = heading, wind, sv
    e.studding.value, e.rigging.value, e.masts.value = studding, rigging, masts
    expected = movement_allowance(sv, heading, wind, studding=studding, rigging_hits=rigging, masts_lost=masts)
    assert e.allowance == expected
    assert f"Movement Allowance {int(expected)}" in e.label.value


def test_the_explorer_leaves_a_static_picture_of_its_first_state(
    explorer: WindExplorer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """[5.22] Outside a live notebook (HTML export, repository browser) the reader still sees the rose and the ruling."""
    import IPython.display

    shown: list[object] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj))
    explorer._ipython_display_()
    snapshot, live = shown
    html = snapshot.data  # type: ignore[attr-defined]
    assert "sailkit-snapshot" in html and ":has(.widget-box)" in html  # hidden once the live widget draws
    assert "<svg" in html and "E: beam reaching" in html and "Movement Allowance 4" in html
    assert 'aria-label="The points of sail' in html
    assert type(live.widget).__name__ == "VBox"  # type: ignore[attr-defined]
    assert "is beam reaching" in snapshot.text and "VBox" not in live.text  # type: ignore[attr-defined]


def test_the_explorer_layout_wraps_instead_of_clipping(explorer: WindExplorer) -> None:
    """The controls and the picture sit side by side when there is room and wrap below from 800 px down; the picture
    keeps its natural size, and where its box is narrower still it scrolls sideways instead of being clipped."""
    row = explorer.widget.children[0]
    assert row.layout.flex_flow == "row wrap"
    controls, picture = row.children
    assert controls.layout.width == "330px" and picture.layout.min_width == "0" and picture.layout.overflow == "auto"
    assert re.search(r'style="max-width:none;width:\d+px', explorer.picture.value)


# ---------------------------------------------------------------- the moves explorer [7.0]

EXAMPLE_7_2 = "FS turn 3 wind W | Guerriere BR 1009 S cmd=ahead | Constitution US 0610 NW cmd=ahead"


def test_moves_explorer_draws_the_route_to_the_end_chosen_7_32() -> None:
    """[7.0, 7.32] Pick an end: the picture draws that route only; the ruling itself does not change."""
    from sailkit.rulesets.fighting_sail.faces.explorers.movement import MovesExplorer
    from sailkit.rulesets.fighting_sail.movement import moves
    from sailkit.rulesets.fighting_sail.state import Position

    p = Position.parse(EXAMPLE_7_2)
    ex = MovesExplorer(p, "Guerriere", "port")
    assert ex.ruling == moves(p, "Guerriere", "port")
    assert set(ex.end.options) >= {"1011 SE (move)", "1110 N (move)", "1009 S (back sail)"}
    first = ex.picture.value
    assert ex.chosen.end.col == 10 or ex.chosen.end.col == 11
    ex.end.value = "1110 N (move)"
    assert (ex.chosen.end.col, ex.chosen.end.row, ex.chosen.facing.name) == (11, 10, "N")
    assert ex.picture.value != first and "to 1110 facing N" in ex.picture.value
    assert "moves [7.54]" in ex.label.value
    ex.end.value = "1009 S (back sail)"
    assert 'id="move-route"' not in ex.picture.value  # backing sail stays put: no route
