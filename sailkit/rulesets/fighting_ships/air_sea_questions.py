"""The desk's questions about submarines and aircraft [7.3, 7.4, 8.6, 8.8], with exact odds.

Asked in numbers, as a club asks them before the counters are on the table:

* ``sonar ECM [SEARCHERS]``: the chance that so many searchers with sonar of that ECM level locate a submarine whose
  three counters are all within their reach this initiative phase, and the decoys they expect to remove [7.3];
* ``asw LAUNCHERS ECM HULL``: the exact odds of an ASW attack on a boat of that Hull [7.4];
* ``aa POINTS ECM [RAID]``: the exact odds of so many AA points against a raid of so many aircraft counters, the
  shots named as evenly as they go: how many are destroyed, turned away and press on [8.6];
* ``dogfight A B``: the exact odds of an air combat between combat values A and B [8.8].

The position a question is asked of gives the readings it is ruled under.
"""

from __future__ import annotations

from ...numbers import whole
from ...questions import Param
from ...rulings import Ruling
from .aa_fire import MAX_RAID, aa_raid_odds
from .air_combat import dogfight_odds
from .asw import asw_odds
from .notation import Position
from .sonar import MAX_ECM, search_odds


def _sonar(pos: Position, ecm: str, searchers: str = "1") -> Ruling:
    """``sonar ECM [SEARCHERS]`` [7.3]."""
    level, many = whole(ecm, "ECM level", 0, MAX_ECM), whole(searchers, "searchers", 1, 20)
    return search_odds(level, many, readings=pos.readings)


def _asw(pos: Position, launchers: str, ecm: str, hull: str) -> Ruling:
    """``asw LAUNCHERS ECM HULL`` [7.4]."""
    n, level = whole(launchers, "ASW launchers", 1, 20), whole(ecm, "ECM level", 0, MAX_ECM)
    return asw_odds(n, level, whole(hull, "Hull stat", 0, 60), readings=pos.readings)


def _aa(pos: Position, points: str, ecm: str, raid: str = "1") -> Ruling:
    """``aa POINTS ECM [RAID]`` [8.6]."""
    n, level = whole(points, "AA points", 0, 60), whole(ecm, "ECM level", 0, MAX_ECM)
    return aa_raid_odds(n, level, whole(raid, "aircraft in the raid", 1, MAX_RAID))


def _dogfight(pos: Position, a: str, b: str) -> Ruling:
    """``dogfight A B`` [8.8]."""
    return dogfight_odds(whole(a, "combat value", -1, 9), whole(b, "combat value", -1, 9))


ECM = Param("ecm", "count", example="1", open=True)
SEARCHERS = Param("searchers", "count", "1", example="2", open=True)
LAUNCHERS = Param("launchers", "count", example="2", open=True)
HULL = Param("hull", "count", example="2", open=True)
POINTS = Param("points", "count", example="6", open=True)
RAID = Param("raid", "count", "1", example="3", open=True)
VALUE_A = Param("a", "count", example="3", open=True)
VALUE_B = Param("b", "count", example="2", open=True)

#: The questions, for :data:`.questions.QUESTIONS`: (word, title, parameters, cases, answer).
AIR_SEA = (
    ("sonar", "the exact odds of locating a submarine by sonar", (ECM, SEARCHERS), "7.3", _sonar),
    ("asw", "the exact odds of an ASW attack", (LAUNCHERS, ECM, HULL), "7.4", _asw),
    ("aa", "the exact odds of AA fire against a raid", (POINTS, ECM, RAID), "8.6", _aa),
    ("dogfight", "the exact odds of an air combat", (VALUE_A, VALUE_B), "8.8", _dogfight),
)

__all__ = ["AIR_SEA"]
