"""The readings of Fighting Sail: every rule the surviving text leaves open.

Each :class:`~sailkit.readings.Reading` names the cases it touches, its competing
options and a default with the reason for it. ``docs/readings.md`` is generated from
this list (``python -m sailkit.rulesets.fighting_sail.readings``), and a test keeps
the two in step.
"""
from __future__ import annotations

from ...readings import Option, Reading, ReadingBook, Readings

# Each section's readings live in their own tuple, in case order.

WIND_AND_GEOMETRY: tuple[Reading, ...] = (
        Reading(
            key="ma_table",
            question="What are the lost Movement Allowances of Sailing Value B and C ships when beating, beam reaching or running?",
            cases=("5.22", "7.1", "13.33"),
            options=(
                Option("minus_one", "each grade below A moves one point less at every point of sail: B = A - 1, C = A - 2"),
                Option("proportional", "B and C keep A's value scaled by their broad-reach ratio (5/6 and 4/6), rounded down"),
            ),
            default="minus_one",
            why_default=(
                "the only printed values are A beating 3, A beam 4 and broad reach 6/5/4; A running 5 follows from the "
                "13.33 ladder; 'one less per grade' is the simplest table that matches them all"
            ),
        ),
        Reading(
            key="arc_boundary",
            question="Where do the lost field-of-fire displays put squares exactly on a 45-degree line from the bow or stern?",
            cases=("9.31b", "9.35"),
            options=(
                Option("broadside", "the 90-degree broadside wedges include their boundary lines; bow and stern blind areas are what lies strictly inside the remaining wedges"),
                Option("blind", "the boundary lines belong to the bow and stern blind areas; broadsides are the open wedges"),
                Option("half_plane", "each broadside covers its whole side; only the squares straight ahead and straight astern are blind"),
            ),
            default="broadside",
            why_default=(
                "a shaded wedge drawn from a counter naturally includes its diagonals, ships in a diagonal line abreast can "
                "then engage, and diagonally adjacent ships are not left unable to fire at each other"
            ),
        ),
        Reading(
            key="los_corner_pinch",
            question="Does a line of sight pass between two occupied squares that touch it only at the same corner?",
            cases=("9.31c",),
            options=(
                Option("clear", "passing through a corner never blocks, even between two occupied squares"),
                Option("blocked", "two occupied squares meeting at a corner the line passes through close the gap"),
            ),
            default="clear",
            why_default="the rule says a line through a square's corner does not block, and makes no exception for pairs",
        ),
        Reading(
            key="los_split",
            question="When a line of sight runs through the midpoint of the side two squares share, is it blocked by one occupied square of the pair?",
            cases=("9.31c",),
            options=(
                Option("either", "the line passes through both squares' interiors, so either one occupied blocks it"),
                Option("both", "the line splits the pair evenly, so it is blocked only when both squares are occupied"),
            ),
            default="either",
            why_default="the line does pass through the interior of both squares, and the rule blocks any square passed through",
        ),
)

# Commands, movement, drift and the weather gauge [6.0-8.0].
MOVEMENT: tuple[Reading, ...] = ()

# Fire combat, damage and striking [9.0, 10.0, 12.0].
FIRE: tuple[Reading, ...] = ()

# Melee, the Strategic Cycle, victory and map edges [11.0, 13.0, 15.0].
MELEE_STRATEGIC_VICTORY: tuple[Reading, ...] = ()

# The Game-Turn sequence [4.2].
SEQUENCE: tuple[Reading, ...] = ()

READINGS = ReadingBook("fighting_sail", WIND_AND_GEOMETRY + SEQUENCE + MOVEMENT + FIRE + MELEE_STRATEGIC_VICTORY)

DEFAULT = READINGS.defaults()


def resolve(choice: Readings | dict[str, str] | None) -> Readings:
    """The checked readings for one call: defaults overridden by ``choice``."""
    return READINGS.resolve(choice)


if __name__ == "__main__":  # pragma: no cover - regenerates docs/readings.md
    print("# Fighting Sail readings\n")
    print("Generated from `sailkit/rulesets/fighting_sail/readings.py`; do not edit by hand.\n")
    print(READINGS.markdown())
