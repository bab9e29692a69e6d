"""How this rule set writes its rulings: the section headings of the text with our case-index ids.

The text has no case numbers, so a step cites ``"FIRE, APM-07a"``: the heading as printed
and the id of the row in our case index that paraphrases the clause.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...rulings import Ruling, Step
from ...wording import Number
from .readings import READINGS, reconstructed

RULESET = "as_per_margin"

# ---- the clauses cited, by the heading printed in the text and our index id ----
SEQUENCE = "TURN SEQUENCE, APM-01"
SIDE_ONE = "TURN SEQUENCE, APM-01a"
TIME = "TURN SEQUENCE, APM-01b"
WIND_CHANGE = "CHANGES IN WIND, APM-02"
HEADING = "WIND SPEED, APM-03"
TOTAL = "WIND SPEED, APM-03a"
HIGHER = "WIND SPEED, APM-03b"
LOWER = "WIND SPEED, APM-03c"
INDEPENDENT = "WIND SPEED, APM-03d"
MINIMUM = "WIND SPEED, APM-03e"
CUT_GRAPPLES = "FALLING ABOARD, APM-04"
LOCKED = "FALLING ABOARD, APM-04b"
THREE_INCH = "FALLING ABOARD, APM-04c"
TURNING = "TURNING SHIPS, APM-05"
TACKING = "TACKING SHIPS, APM-06"
TACK_DAMAGED = "TACKING SHIPS, APM-06a"
INDEPENDENT_EXTRA = "TACKING SHIPS, APM-06b"
DISMASTED_PIVOT = "TACKING SHIPS, APM-06c"
FIRE = "FIRE, APM-07"
ARC = "FIRE, APM-07a"
DOUBLE = "TOSS DOUBLE DICE FOR, APM-08"
RAKE = "TOSS DOUBLE DICE FOR, APM-08a"
RANGES = "RANGES & COMBAT CHARTS, APM-09"
HIT_NOTE = "RANGES & COMBAT CHARTS, APM-10"
TABLE_I = "TABLE I, APM-11"
TABLE_II = "TABLE I, APM-11a"
BOARDING = "BOARDING, APM-12"
BOARDING_DICE = "BOARDING, APM-12a"
BOARDING_HITS = "BOARDING, APM-12b"
INITIAL_WIND = "INITIAL WIND, APM-13"
NOTES = "ADDITIONAL NOTES ON FALLING ABOARD, APM-14"
STRUCK = "CLARIFICATION, APM-15"
RECAPTURE = "CLARIFICATION, APM-15a"
MEASURE = "CLARIFICATION, APM-15b"
BATTERY = "SHORE BATTERIES, APM-15c"
RATES = "SHIP TYPES AND TRACKING CHARTS, APM-16"
MASTS = "SHIP TYPES AND TRACKING CHARTS, APM-16a"
GUNS = "SHIP TYPES AND TRACKING CHARTS, APM-16b"
ALLOCATION = "SHIP TYPES AND TRACKING CHARTS, APM-16c"
HULL = "SHIP TYPES AND TRACKING CHARTS, APM-16d"
PUMPS = "SHIP TYPES AND TRACKING CHARTS, APM-16e"
LESSER_CHARTS = "SHIP TYPES AND TRACKING CHARTS, APM-16f"


def ruling(
    question: str,
    verdict: Any,
    steps: list[Step],
    readings: Mapping[str, str] | None = None,
    keys: tuple[str, ...] = (),
    *,
    value: Number | None = None,
    facts: Mapping[str, Any] | None = None,
    kind: str = "",
    measure: str = "",
) -> Ruling:
    """A ruling of this rule set; each reading in ``keys`` whose chosen option is a reconstruction adds a step saying so."""
    chosen = READINGS.resolve(readings)
    used = tuple((k, chosen[k]) for k in keys)
    extra = [
        Step(READINGS[k].cases[0], f"reconstructed: reading {k}={v} stands in for lost text")
        for k, v in used
        if reconstructed(k, v)
    ]
    return Ruling(
        question,
        verdict,
        tuple(steps + extra),
        used,
        value,
        dict(facts or {}),
        RULESET,
        kind,
        measure,
    )


__all__ = ["RULESET", "ruling"]
