"""The As Per Margin gallery: every kind of diagram, drawn from real rulings on a small open table measured in inches.

``python -m sailkit.rulesets.as_per_margin.faces.gallery`` (from the repository root) writes
``docs/as_per_margin/gallery.md`` and one SVG per entry in ``docs/as_per_margin/gallery/``. Each entry's code is
shown on the page and is exactly the code that drew its picture, so the page doubles as a set of examples.
``tests/as_per_margin/test_gallery.py`` fails when the committed files differ from what this module draws now: run
the command again and commit. Running the entries and writing the files are the kit's (:mod:`sailkit.gallery`).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path

from ....gallery import Entry, Gallery, command

#: Where the gallery's files go, relative to the repository root.
PAGE = Path("docs/as_per_margin/gallery.md")
FOLDER = Path("docs/as_per_margin/gallery")
COMMAND = "python -m sailkit.rulesets.as_per_margin.faces.gallery"

SETUP = """\
from sailkit.geometry.table import Move, Pose
from sailkit.replay_export import Replay
from sailkit.rulesets import as_per_margin as apm
from sailkit.rulesets.as_per_margin.faces import drawing  # registers the pictures
from sailkit.rulesets.as_per_margin.faces.explorers import in_wind
from sailkit.rulesets.as_per_margin.tracking import FIRST_RATE, Damage
from sailkit.rulesets.as_per_margin.wind import WindSpeed

victory = apm.Ship("Victory", 1, Pose(10, 10, 0))
redoutable = apm.Ship("Redoutable", 2, Pose(19, 14, 300), guns=74, chart=apm.Chart(), nation="FR")
bucentaure = apm.Ship("Bucentaure", 2, Pose(8, 21, 90), guns=80, chart=apm.Chart(), nation="FR")
"""

ENTRIES: tuple[Entry, ...] = (
    Entry(
        "fire",
        "The odds of a broadside [FIRE, APM-07]",
        "Victory fires on Redoutable off her starboard bow. The broadside that bears is tinted in its bands to 8, 16 "
        "and 24 inches, the firer and the target framed in amber, the green arrow the line of fire with its length "
        "in inches; the target's rake zone is hatched.",
        "picture = in_wind(apm.fire_odds(victory, redoutable), 270)",
    ),
    Entry(
        "fire-refused",
        "A broadside refused [FIRE, APM-07a]",
        "Bucentaure lies 20 inches ahead of Victory, in neither of her broadsides: a refusal never draws the green "
        "arrow, the dashed red line says the shot is not open.",
        "picture = in_wind(apm.volley(victory, bucentaure.with_(pose=Pose(10, 30, 90))), 270)",
    ),
    Entry(
        "rake",
        "A rake [TOSS DOUBLE DICE FOR, APM-08a]",
        "Bucentaure lies 8 inches ahead of Victory, in the hatched zone off her bow (within 12 inches and outside "
        "her broadsides), so her fire rakes Victory: the green arrow runs from Bucentaure into Victory's bow.",
        "picture = in_wind(apm.is_rake(bucentaure.with_(pose=Pose(10, 18, 0)), victory), 270)",
    ),
    Entry(
        "point-of-sail",
        "A point of sail [WIND SPEED, APM-03b]",
        "A ship heading 45 degrees off a wind from the North: she is in the cross-hatched zone into the wind, where "
        "only a tack crosses; the beating zone is tinted beside it, the beating limit dashed.",
        "picture = apm.point_of_sail(45, 0)",
    ),
    Entry(
        "allowance",
        "How far a ship may sail [WIND SPEED, APM-03]",
        "Victory heading 120 degrees with the wind from the North, so running or reaching: the most she may sail "
        "under speed dice 3 and 5 is laid out ahead of her (8 inches), with the least she must sail ringed.",
        "picture = apm.allowance(victory, 120, 0, WindSpeed(3, 5))",
    ),
    Entry(
        "pivot",
        "A pivot [TURNING SHIPS, APM-05]",
        "Victory pivots 75 degrees about her mainmast: where she starts, the arc she turns through and where she ends.",
        "picture = apm.pivot(victory, 75)",
    ),
    Entry(
        "falling-aboard",
        "Falling aboard [FALLING ABOARD, APM-04c]",
        "Victory pivots and sails 14 inches: the line her mainmast sweeps, the 3-inch ring round Redoutable's "
        "mainmast, the red cross where she first comes within it and must check, and dashed where she would end.",
        "picture = apm.first_check(victory, Move.pivot_then_straight(55, 14), [redoutable, bucentaure])",
    ),
    Entry(
        "hits",
        "Hits on a tracking chart [SHIP TYPES AND TRACKING CHARTS, APM-16a]",
        "A first rate's tracking chart takes three mast, two gun and one hull hits: the boxes crossed off before in "
        "grey, those crossed off now in red, row by row.",
        'picture = apm.apply_hits(FIRST_RATE, Damage(2, 1, 0, 3), masts=3, guns=2, hull=1, facing="S")[1]',
    ),
    Entry(
        "recapture",
        "A recapture [CLARIFICATION, APM-15a]",
        "Bucentaure has struck to side 1 and is drawn grey; Redoutable, of her own side, has fallen aboard her within "
        "the 3-inch ring round her mainmast, so she is taken back.",
        "picture = apm.recapture(\n"
        "    bucentaure.with_(struck_to=1, pose=Pose(12, 12, 45)), redoutable.with_(pose=Pose(14, 13, 200))\n"
        ")[1]",
    ),
    Entry(
        "position",
        "A position [TURN SEQUENCE, APM-01]",
        "Three ships on the table, each in her side's colour with her name beside her hull; the turn, the wind and "
        "the sides' key in the strip, the speed dice under the heading.",
        "picture = apm.Position((victory, redoutable, bucentaure), 3, 270.0, WindSpeed(3, 5))",
    ),
    Entry(
        "game",
        "A game [TURN SEQUENCE, APM-01]",
        "A new game of sailkit's frigate duel: the table headed by the turn and its step, and who acts next. A game "
        "shows itself so in a notebook.",
        "picture = drawing.game_figure(apm.AsPerMarginGame(apm.frigate_duel()))",
    ),
    Entry(
        "replay",
        "A point of a recorded game [issue 24]",
        "The recorded frigate duel just after first blood: Thetis's broadside is the burnt-orange arrow from firer to "
        "target with its result at the target (masts and hull boxes lost, Amethyst damaged), the record's own "
        "annotation arrow beside it. `sailkit replay RECORD --at N --png OUT` writes one.",
        'picture = Replay.load("replays/apm-frigate-duel.apm").figure(17, steady=False)',
    ),
)


#: What the page says of the pictures' marks, before the entries.
ABOUT = (
    "Every diagram speaks the kit's one visual language on the open table: a faint 6-inch grid numbered in the "
    "margins and a ruler in inches; a ship is her hull outline in her nation's colour, the bow filled, her name "
    "beside her; the ships a ruling is about are framed in amber; a green arrow is only ever a line she may fire "
    "along; a broadside's bands are tinted and named in the key; East of the table the turn, the compass and the wind. "
    "The snippets run from the repository root."
)


def page(alts: Mapping[str, str]) -> str:
    """The gallery's Markdown page; ``alts`` gives each entry's alt text by slug."""
    return GALLERY.markdown(alts, "As Per Margin gallery: every kind of diagram", COMMAND, ABOUT)


#: The gallery's entries and where its files go, for the kit to draw (:class:`sailkit.gallery.Gallery`).
GALLERY = Gallery(SETUP, ENTRIES, PAGE, FOLDER)


def main(argv: list[str]) -> int:
    """Redraw the gallery from the repository root; ``0`` when done."""
    return command(argv, COMMAND, GALLERY, page)


__all__ = ["ABOUT", "COMMAND", "ENTRIES", "FOLDER", "GALLERY", "PAGE", "SETUP", "main", "page"]

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
