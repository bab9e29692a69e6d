"""The sections of the *As Per Margin* text, by our case-index id, and the tutorial that teaches each.

The text has no case numbers: each row is one separately testable clause, named by the
heading printed in the text, our id (``APM-03b``) and a short title in our own words.
``tutorial`` is the notebook under ``tutorials/as_per_margin/`` whose heading
``## [APM-03] WIND SPEED: ...`` (``###`` for a lettered id) teaches it;
``tests/as_per_margin/test_tutorials.py`` checks that every section is taught there once,
in order, under exactly that heading. The title and the closing footer of the page are
not rules and are left out.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import InvalidInputError


@dataclass(frozen=True)
class Section:
    """One clause of the text: our id, the heading as printed, a title in our words, and the notebook teaching it."""

    id: str
    heading: str
    title: str
    tutorial: str
    lost: bool = False

    @property
    def markdown(self) -> str:
        """The notebook heading that teaches it: ``## [APM-01] ...`` for an id without a letter, ``###`` with one."""
        level = "###" if self.id[-1].isalpha() else "##"
        return f"{level} [{self.id}] {self.heading}: {self.title}"

    @property
    def cite(self) -> str:
        """How a ruling cites it: ``[WIND SPEED, APM-03b]``."""
        return f"[{self.heading}, {self.id}]"


_S = Section
SECTIONS: tuple[Section, ...] = (
    _S("APM-01", "TURN SEQUENCE", "the steps of a turn", "01_turn_sequence"),
    _S("APM-01a", "TURN SEQUENCE", "who is Side 1", "01_turn_sequence"),
    _S("APM-01b", "TURN SEQUENCE", "a turn is a minute and a half", "01_turn_sequence"),
    _S("APM-02", "CHANGES IN WIND", "the quarter-hourly wind check", "02_wind"),
    _S("APM-03", "WIND SPEED", "the heading after pivoting sets the distance", "02_wind"),
    _S("APM-03a", "WIND SPEED", "the total of two dice", "02_wind"),
    _S("APM-03b", "WIND SPEED", "the higher die", "02_wind"),
    _S("APM-03c", "WIND SPEED", "the lower die", "02_wind"),
    _S("APM-03d", "WIND SPEED", "ships moving independently", "03_turning_and_tacking"),
    _S("APM-03e", "WIND SPEED", "the least a ship must sail", "02_wind"),
    _S("APM-04", "FALLING ABOARD", "cutting grapples and fending off", "04_falling_aboard"),
    _S("APM-04b", "FALLING ABOARD", "locked ships move as dismasted", "04_falling_aboard"),
    _S("APM-04c", "FALLING ABOARD", "the 3-inch check", "04_falling_aboard"),
    _S("APM-05", "TURNING SHIPS", "pivots before moving", "03_turning_and_tacking"),
    _S("APM-06", "TACKING SHIPS", "turning through the wind and missing stays", "03_turning_and_tacking"),
    _S("APM-06a", "TACKING SHIPS", "a damaged ship adds 2", "03_turning_and_tacking"),
    _S("APM-06b", "TACKING SHIPS", "the independent ship's extra move", "03_turning_and_tacking"),
    _S("APM-06c", "TACKING SHIPS", "a dismasted ship swings downwind", "03_turning_and_tacking"),
    _S("APM-07", "FIRE", "one die per gun box that bears", "05_fire"),
    _S("APM-07a", "FIRE", "the broadside arcs", "05_fire"),
    _S("APM-08", "TOSS DOUBLE DICE FOR", "first broadsides and rakes", "05_fire"),
    _S("APM-08a", "TOSS DOUBLE DICE FOR", "what makes a rake", "05_fire"),
    _S("APM-09", "RANGES & COMBAT CHARTS", "the three range bands", "05_fire"),
    _S("APM-10", "RANGES & COMBAT CHARTS", "where hits land", "06_tracking_charts"),
    _S("APM-11", "TABLE I", "reading each die", "05_fire"),
    _S("APM-11a", "TABLE I", "the lost Table II", "05_fire", lost=True),
    _S("APM-12", "BOARDING", "who may board", "07_boarding"),
    _S("APM-12a", "BOARDING", "a die per box", "07_boarding"),
    _S("APM-12b", "BOARDING", "boarding hits cancel", "07_boarding"),
    _S("APM-13", "INITIAL WIND", "the starting wind", "02_wind"),
    _S("APM-14", "ADDITIONAL NOTES ON FALLING ABOARD", "grapples across the movement groups", "04_falling_aboard"),
    _S("APM-15", "CLARIFICATION", "struck ships leave the fight", "08_struck_ships"),
    _S("APM-15a", "CLARIFICATION", "recapture", "08_struck_ships"),
    _S("APM-15b", "CLARIFICATION", "measuring mainmast to mainmast", "00_start_here"),
    _S("APM-15c", "SHORE BATTERIES", "gun boxes and red-hot shot", "08_struck_ships", lost=True),
    _S("APM-16", "SHIP TYPES AND TRACKING CHARTS", "rates by gun count", "00_start_here"),
    _S("APM-16a", "SHIP TYPES AND TRACKING CHARTS", "masts: damaged and dismasted", "06_tracking_charts"),
    _S("APM-16b", "SHIP TYPES AND TRACKING CHARTS", "guns: out of guns, the ship strikes", "06_tracking_charts"),
    _S("APM-16c", "SHIP TYPES AND TRACKING CHARTS", "gun boxes on a rake", "06_tracking_charts"),
    _S("APM-16d", "SHIP TYPES AND TRACKING CHARTS", "hull: the pumps and sinking", "06_tracking_charts"),
    _S("APM-16e", "SHIP TYPES AND TRACKING CHARTS", "called from the pumps", "06_tracking_charts"),
    _S(
        "APM-16f",
        "SHIP TYPES AND TRACKING CHARTS",
        "the lost charts of the 2nd to 6th rates",
        "06_tracking_charts",
        True,
    ),
    _S("APM-17", "Scenario", "the lost Seizure of the Junon", "00_start_here", lost=True),
)

_BY_ID = {s.id: s for s in SECTIONS}


def section(id: str) -> Section:
    """The section with our id ``id`` (``"APM-04c"``)."""
    if id not in _BY_ID:
        raise InvalidInputError("section id", id, "an id of our case index from APM-01 to APM-17")
    return _BY_ID[id]


def taught_in(tutorial: str) -> tuple[Section, ...]:
    """The sections a tutorial teaches, in the order of the text."""
    return tuple(s for s in SECTIONS if s.tutorial == tutorial)


__all__ = ["SECTIONS", "Section", "section", "taught_in"]
