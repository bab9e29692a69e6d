"""The visual language every sailkit diagram speaks: one meaning per colour, per hatch and per mark.

Learnt from python-chess's SVG board and the lichess analysis board: pieces (counters)
fill their cells; coordinates sit in the margins; arrows, coloured cells, dots and rings
are the whole vocabulary of annotation, and each keeps one meaning everywhere:

=====================  ==========================================================
``HIGHLIGHT`` frame    the ship(s) a ruling is about (firer and target, the striking ship)
arrow ``CLEAR``        a line of fire or sight that is open
dashed ``BLOCKED``     a line that is blocked; a ``BLOCKED`` cross on each cell blocking it
``PORT`` / ``STARBOARD`` fill   the fields a ship's port or starboard broadside bears on
``BLIND`` hatch        a ship's blind area (bow or stern), where no broadside bears
ring                   a corner a line only touches; an end in an occupied cell
dot                    a place a ship can end its move (lichess's legal-move dot)
``DRIFT`` diamond      an end taken aback, where a die decides what happens next
=====================  ==========================================================

Colours come from the Okabe-Ito colour-blind-safe palette and are never the only cue:
every mark has a legend entry and every counter its name. Sizes of key and title text
are in points, the same on every picture, so a legend reads alike everywhere.
"""

from __future__ import annotations

INK = "#1d2731"  #: text and outlines
SEA = "#f3f7fa"  #: the playing area
GRID = "#c5d1db"  #: cell edges
LABEL = "#8795a2"  #: subdued text: coordinates, cell names
WIND = "#2b6ca3"  #: the wind arrow
CLEAR = "#1b7837"  #: an open line of fire or sight
BLOCKED = "#B2182B"  #: a blocked line, the cells blocking it, warnings
HIGHLIGHT = "#E8A000"  #: the ships a ruling is about
PORT = "#CC79A7"  #: a port broadside's field of fire
STARBOARD = "#009E73"  #: a starboard broadside's field of fire
BLIND = "#5f6b75"  #: the hatching of a blind area
BLIND_HATCH = "////"  #: the one hatch pattern: a blind area
DRIFT = "#7a4fa0"  #: an end taken aback (a die decides)
END = "#33414d"  #: the dot on a reachable end
GHOST = "#9aa7b3"  #: a ship drawn where it could be, not where it is
PATH = "#0b5394"  #: the route of the chosen move

#: Nationality colours (Okabe-Ito based); a rule set adds its own nations beside these. None is near a mark's colour
#: above (Panama is Spain's brown, not an orange that reads as the amber frame).
NATIONS: dict[str, str] = {"BR": "#D55E00", "FR": "#0072B2", "US": "#1F2A6B", "PA": "#8C510A"}

#: The smallest text on any board: 8.5 points, 11.3 CSS pixels when a figure is shown at its natural size, so that
#: it still reads at 11 px in a notebook column a few pixels narrower than the figure
#: (``tests/test_smallest_text.py`` checks every gallery picture against it).
SMALLEST_POINTS = 8.5
#: The widest a ruling's diagram is drawn, in inches: with the 0.1 inch a saved figure is padded a side, 8.5 inches,
#: 816 CSS pixels, so that a page 800 pixels wide (a gallery page, a notebook's output area in JupyterLab at 1280 px,
#: 828 pixels) shows it at 0.98 or more and its smallest text (:data:`SMALLEST_POINTS`) still reads at 11 px [issue
#: 24]. A board wider than that with its strip East of it puts the strip under it instead
#: (:meth:`sailkit.draw.Sheet.open` ``fit_inches``).
OUTPUT_INCHES = 8.3
TITLE_POINTS = 12.0  #: a diagram's heading
SUBTITLE_POINTS = 10.0  #: the line under it (the verdict's numbers)
KEY_POINTS = 9.0  #: legend text
MARGIN_POINTS = 8.5  #: coordinates in the margins

__all__ = [
    "BLIND",
    "BLIND_HATCH",
    "BLOCKED",
    "CLEAR",
    "DRIFT",
    "END",
    "GHOST",
    "GRID",
    "HIGHLIGHT",
    "INK",
    "KEY_POINTS",
    "LABEL",
    "MARGIN_POINTS",
    "NATIONS",
    "OUTPUT_INCHES",
    "PATH",
    "PORT",
    "SEA",
    "SMALLEST_POINTS",
    "STARBOARD",
    "SUBTITLE_POINTS",
    "TITLE_POINTS",
    "WIND",
]
