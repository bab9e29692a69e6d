"""*As Per Margin* (Aelred Glidden): age-of-sail rules for an open table measured in inches.

The rules have no case numbers; rulings cite the section headings of the text with the
ids of our case index (``[FALLING ABOARD, APM-04c]``, :mod:`.citations`). The package follows the kit's one
layout (``docs/new_ruleset.md``): ``actions``, ``state``, ``rules`` (the whole TURN SEQUENCE on
:mod:`sailkit.engine`), ``game``, ``notation``, ``questions``, ``readings`` (``data/readings.toml``), ``scenarios``
(sailkit's own set-ups: the text's only scenario is lost), ``captain`` (the computer captain), ``data/cases.csv``
(the case index: :attr:`RULESET.cases`, :func:`case`), and one module a section of the rules: ``turn`` (TURN
SEQUENCE), ``wind`` (CHANGES IN WIND, WIND SPEED, INITIAL WIND), ``turning`` (TURNING SHIPS, TACKING SHIPS),
``falling_aboard`` (FALLING ABOARD and its additional notes), ``fire`` (FIRE, double dice, ranges, TABLE I),
``boarding``, ``tracking`` (ship types and tracking charts, pumps, striking and sinking), ``struck`` (struck ships
and recapture) and ``ships`` (a ship on the table). The faces, in ``faces/``: the diagrams (``drawing``), the
replayer's board (``replay``), the desk, the tutorials' explorers and the bench figures; ``lessons/`` holds the
interactive lessons (package data), ``samples`` the annotated sample game and ``index`` the index notebook's tables.

What is built
    Readings for every lost or ambiguous point, the geometry on the kit's open table
    (arcs, rakes, range bands, the swept-path 3-inch check, drift), the rules as
    functions that take die results and return rulings, with exact odds, position
    notation (``notation``), the falling-aboard diagram (``faces.drawing``), bench figures,
    and the game: ``RULES`` plays the whole TURN SEQUENCE with dice as ``roll`` actions,
    moves as a pivot then a run of any exact length the wind allows, falling-aboard
    checks mid-move, fire, boarding, grapples, struck ships and recapture, pumps,
    sinking, independent ships' extra die or pivot, shore batteries with red-hot shot
    (Table III is lost: reading ``table_iii``) and the end; records
    (``[Game "As Per Margin"]``) replay and validate; the computer ``captain``, which
    plays either side and says why, and the annotated sample game it played (``samples``).

What is not (yet)
    See ``docs/as_per_margin/README.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...namespace import LazyNames, public_names_only
from ...ruleset import Capability, RuleSet

#: Where each name of the package is defined, loaded on first use (:class:`~sailkit.namespace.LazyNames`).
_DEFINED: dict[str, str] = {
    ".actions": "AsPerMarginAction",
    ".boarding": "board boarding_dice boarding_odds",
    ".falling_aboard": "cut_grapples falls_aboard falls_aboard_odds first_check first_closings",
    ".fire": "bearing_side facing_side fire_modifier fire_odds is_rake lowest_hit measure resolve_fire table_i volley",
    ".game": "AsPerMarginGame Game",
    ".notation": "Position",
    ".readings": "DEFAULT_READINGS=DEFAULT READINGS",
    ".rules": "RULES AsPerMarginRules",
    ".scenarios": "Setup frigate_duel scenario squadron_action",
    ".ships": "HULL Ship",
    ".state": "State",
    ".struck": "battery_boxes may_be_fired_on recapture red_hot_shot status",
    ".tracking": "Chart Damage apply_hits chart_for pumps pumps_odds rate_of",
    ".turn": "PHASES Phase minutes side_one step_of wind_check_due",
    ".turning": "crosses_wind independent_extra pivot tack tack_heading tack_odds",
    ".wind": (
        "BEATING INTO_WIND RUNNING WINDS WindSpeed allowance drift initial_wind initial_wind_odds point_of_sail "
        "wind_change wind_change_odds"
    ),
}
_NAMES = LazyNames.of(__name__, _DEFINED)

if TYPE_CHECKING:  # pragma: no cover
    from ...cases import Case


#: The rule set as the kit sees it (:mod:`sailkit.ruleset`): where each part lives, what it offers.
RULESET = RuleSet(
    "as_per_margin",
    "As Per Margin",
    __name__,
    frozenset(Capability),
    captain_at=".captain:Captain",
    readings_doc="docs/as_per_margin/readings.md",
    tutorials="as_per_margin",
    cite_pattern=r"(?:(?P<heading>[^,]+), )?(?P<number>APM-\d+[a-z]?)",
)


def case(number: str) -> Case:
    """A clause of the text from our case index: ``case("APM-04c")`` (or as a ruling cites it, ``"[FALLING ABOARD,
    APM-04c]"``) with its title, summary in our words, printed heading (``extra["heading"]``), the notebook teaching
    it and the readings touching it; an unknown id is refused, naming the ids there are."""
    return RULESET.cases[number]


__all__ = ["RULESET", "case"]
__all__ = _NAMES.exports(*__all__)


def __getattr__(name: str) -> object:
    """A name of the package, loaded on first use from the module that defines it."""
    return _NAMES.load(name)


public_names_only(__name__)
