"""The gallery: every kind of Fighting Sail diagram, drawn from the scenarios' real positions [15.0].

``python -m sailkit.rulesets.fighting_sail gallery`` writes ``docs/gallery.md``, one SVG per
entry in ``docs/gallery/`` and the README's picture ``docs/img/santo_domingo.png``. Each
entry's code is shown on the page and is exactly the code that drew its picture, so the
page doubles as a set of examples. ``tests/fighting_sail/test_gallery.py`` fails when the
committed files differ from what this module draws now: run the command again and commit.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from ....gallery import Entry, Gallery
from ....gallery import write as _write

if TYPE_CHECKING:  # pragma: no cover
    pass

#: Where the gallery's files go, relative to the repository root.
PAGE = Path("docs/gallery.md")
FOLDER = Path("docs/gallery")
README_PICTURE = Path("docs/img/santo_domingo.png")
README_DPI = 110


SETUP = """\
import sailkit.rulesets.fighting_sail as fs
from sailkit.rulesets.fighting_sail import Game, Position
from sailkit.rulesets.fighting_sail.faces import drawing
"""

ENTRIES: tuple[Entry, ...] = (
    Entry(
        "fire",
        "A Fire Value ruling [9.31-9.35]",
        "Santo Domingo (15.9) as set up: Imperial's starboard broadside at Canopus, 18 Range Points away. "
        "The firer and the target are framed, the field of the broadside that fires is tinted, the green arrow "
        "is the clear line of fire with its range. This is the README's picture.",
        'picture = fs.fire_value(fs.scenario("15.9"), "Imperial", "Canopus")',
    ),
    Entry(
        "fire-rake",
        "A bow rake [9.33f, 9.35]",
        "Put-in-Bay (15.8): Detroit fires into Lawrence's bow. Lawrence's bow blind area is hatched and its "
        "border drawn over the counters, so Detroit is seen standing inside it.",
        'picture = fs.fire_value(fs.scenario("15.8"), "Detroit", "Lawrence")',
    ),
    Entry(
        "sight",
        "A line of sight between two ships [9.31c]",
        "Flamborough Head (15.7): Alliance cannot see Bonhomme Richard past Pallas. The heading names the ships; "
        "each ship in the way is framed in red, crossed, and says it blocks.",
        'picture = fs.sight_between(fs.scenario("15.7"), "Alliance", "Bonhomme Richard")',
    ),
    Entry(
        "sight-squares",
        "A line of sight between bare squares [9.31c]",
        "The same question asked of squares alone (worked example A11): occupied squares are grey, the corners "
        "the clear line only touches are ringed.",
        'picture = fs.line_of_sight("0605", "0906", occupied=["0505", "0605", "0805", "0707", "0906", "0706"])',
    ),
    Entry(
        "moves",
        "Where a ship can end its move [7.0]",
        "Chesapeake and Shannon (15.1): every end of a port command for Shannon, a dot in its square with an arrow "
        "for each facing; the route is drawn to one end only, with a ghost of the ship there.",
        'picture = fs.moves(fs.scenario("15.1"), "Shannon", "port")',
    ),
    Entry(
        "moves-aback",
        "Ends taken aback [7.62, 8.1]",
        "A port turn that brings the ship head to wind ends taken aback: a diamond, without a facing, since the "
        "drift die decides. Backing sail and heaving to stay in the ship's own square, and its counter says so.",
        'aback = Position.parse("FS turn 3 wind N | Shannon BR 1010 NE cmd=port | Chesapeake US 1210 S")\n'
        'picture = fs.moves(aback, "Shannon", "port")',
    ),
    Entry(
        "drift",
        "A drift [8.0-8.4]",
        "Chesapeake and Shannon (15.1) with Shannon's bow turned into the north-west wind: taken aback, she drifts "
        "in her own square. An arrow for each pair of faces of the drift die points where her bow would end; the "
        "face rolled is the bold one.",
        'start = fs.scenario("15.1")\n'
        'aback = start.with_ship(start.ship("Shannon").with_(facing=fs.Direction.NW))\n'
        'picture = fs.drift_ruling(aback, "Shannon", 4, "8.11")',
    ),
    Entry(
        "gauge",
        "Who holds the weather gauge [7.21]",
        "Santo Domingo (15.9) with every ship counted (reading wg_ma_population=all_ships): of nineteen ships "
        "only those at the highest Movement Allowance are framed and labelled.",
        'santo_domingo = fs.scenario("15.9")\n'
        'every_ship = santo_domingo.with_(readings=santo_domingo.readings.replace(wg_ma_population="all_ships"))\n'
        "picture = fs.weather_gauge(every_ship)",
    ),
    Entry(
        "strike",
        "Does a ship strike [12.11-12.14]",
        "Chesapeake and Shannon (15.1) later on: Chesapeake, abandoned at 6 hull hits, with Shannon alongside. "
        "The squares within one of it are bordered; the enemy there that can take the surrender is ringed.",
        'start = fs.scenario("15.1")\n'
        'late = start.with_ship(start.ship("Chesapeake").with_(hull=6))\n'
        'late = late.with_ship(late.ship("Shannon").with_(square=fs.square("0908")))\n'
        'picture = fs.strike_ruling(late, "Chesapeake")',
    ),
    Entry(
        "arc",
        "Which arc a square lies in [9.31b]",
        "From Imperial's square and heading in Santo Domingo (15.9): Canopus's square lies in her starboard field. "
        "Broadside fields are tinted, blind areas hatched; the square asked about is framed.",
        'picture = fs.arc_between(fs.scenario("15.9"), "Imperial", "Canopus").ruling',
    ),
    Entry(
        "position",
        "A position [2.1, 15.0]",
        "Chesapeake and Shannon (15.1) as set up: the board, every ship, the Game-Turn and the wind. A Position "
        "shows itself so in a notebook.",
        'picture = fs.scenario("15.1")',
    ),
    Entry(
        "game",
        "A game [4.2]",
        "A new game of 15.1: the board headed by the Game-Turn, the phase and who acts next. A Game shows itself "
        "so in a notebook.",
        'picture = drawing.game_figure(Game.from_scenario("15.1"))',
    ),
    Entry(
        "replay",
        "A point of a recorded game [14.0]",
        "Old Ironsides (15.4) as recorded: the die that drew first blood. What the phase did is marked as the "
        "replayer marks it: both ships' moves as faded trails from a ring where each started, the broadside as a "
        "burnt-orange arrow with its result at the target; over it the annotator's red arrow and the target's "
        "square in red. `sailkit replay RECORD --at TURN.PHASE --png OUT` writes one (docs/exports.md).",
        """from sailkit.annotations import Arrow, Highlight
from sailkit.replay_export import Replay

game = Game.from_scenario("15.4")
for action in [
    "command Constitution port", "command Guerriere ahead", "next BR", "step Guerriere", "hold Guerriere",
    "next US", "step Constitution port 90", "next US", "step Constitution", "fire Constitution Guerriere hull",
    "roll 23",
]:
    game.apply_action(action)
game.comment = "first blood: two hull hits"
game.annotations += [Arrow("red", "0810", "1010"), Highlight("red", "1010")]
picture = Replay(game.record()).figure(11, steady=False)""",
    ),
    Entry(
        "outline",
        "The sequence of a Game-Turn [4.1, 4.2]",
        "Game-Turn 8, when the Strategic Cycle runs [13.0]: the six stages of 4.2 top to bottom, each phase with its "
        "case, the phase a game stands in (here Movement) filled. What the outline explorer of tutorial 02 shows.",
        'picture = fs.turn_outline(8, at="movement")',
    ),
    Entry(
        "rose",
        "The points of sail [5.22]",
        "What the Wind explorer of tutorial 01 shows: a ship on each heading, coloured by her point of sail, with "
        "her Movement Allowance.",
        'picture = drawing.rose_figure(fs.sailing_rose("NW", "B"), highlight="E")',
    ),
)


def page(alts: Mapping[str, str]) -> str:
    """The gallery's Markdown page; ``alts`` gives each entry's alt text by slug."""
    out = [
        "# Gallery: every kind of diagram",
        "",
        "Generated by `python -m sailkit.rulesets.fighting_sail gallery` from the code under each picture; do not",
        "edit by hand. A test fails when this page or its pictures are out of date.",
        "",
        "Every diagram speaks one visual language (`sailkit.draw.style`): counters fill their squares; column and",
        "row numbers sit in the margins and a square's own number appears only where it matters; the ships a",
        "ruling is about are framed in amber; a green arrow is a clear line, a dashed red one a blocked line with",
        "a red cross on what blocks it; tinted squares are a broadside's field of fire and hatched ones a blind",
        "area; a dot is a place a ship can end its move, a diamond an end taken aback; a small ring is a corner a",
        "line only touches. A position, a game and a replayed point name each nationality in its counters' colour",
        "under the compass (a prize keeps her colour, edged in her captor's and tagged `prize`). Each picture carries",
        "its heading as alt text. Fighting Ships, on the open table, and Wooden Ships, on hexes, have galleries of",
        "their own: [docs/fighting_ships/gallery.md](fighting_ships/gallery.md) and",
        "[docs/wooden_ships/gallery.md](wooden_ships/gallery.md). Every snippet starts with:",
        "",
        "```python",
        SETUP.rstrip(),
        "```",
        "",
    ]
    out += GALLERY.sections(alts)
    return "\n".join(out)


#: The gallery's entries and where its files go, for the kit to draw (:class:`sailkit.gallery.Gallery`).
GALLERY = Gallery(SETUP, ENTRIES, PAGE, FOLDER)
#: Run an entry's code after :data:`SETUP`: what it leaves in ``picture`` (a ruling, a position, a figure).
picture = GALLERY.picture
#: An entry's picture as a new Figure.
draw = GALLERY.draw


def files() -> dict[Path, bytes]:
    """Every file the gallery writes, by path relative to the repository root."""
    out = GALLERY.files(page)
    out[README_PICTURE] = readme_picture()
    return out


def readme_picture() -> bytes:
    """The README's picture: the gallery's first entry as a PNG."""
    from ....draw.figure import description
    from ....figures import PAD_INCHES

    fig = draw(ENTRIES[0])
    buf = io.BytesIO()
    fig.savefig(
        buf,
        format="png",
        dpi=README_DPI,
        metadata={"Software": None, "Description": description(fig)},
        facecolor="white",
        bbox_inches="tight",
        pad_inches=PAD_INCHES,
    )
    return buf.getvalue()


def write(root: Path) -> list[Path]:
    """Write the gallery under ``root`` (each file atomically), remove pictures no entry draws; the paths that changed."""
    return _write(root, files(), FOLDER)


__all__ = [
    "ENTRIES",
    "FOLDER",
    "GALLERY",
    "PAGE",
    "README_PICTURE",
    "Entry",
    "draw",
    "files",
    "page",
    "picture",
    "readme_picture",
    "write",
]
