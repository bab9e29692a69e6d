"""The Wooden Ships & Iron Men gallery: every kind of board diagram, drawn from the frigate duel and the explorers'
small positions, each hex named.

``python -m sailkit.rulesets.wooden_ships.faces.gallery`` (from the repository root) writes
``docs/wooden_ships/gallery.md`` and one SVG per entry in ``docs/wooden_ships/gallery/``. Each entry's code is shown
on the page and is exactly the code that drew its picture, so the page doubles as a set of examples.
``tests/wooden_ships/test_gallery.py`` fails when the committed files differ from what this module draws now: run
the command again and commit. Running the entries and writing the files are the kit's (:mod:`sailkit.gallery`).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path

from ....gallery import Entry, Gallery, command

#: Where the gallery's files go, relative to the repository root.
PAGE = Path("docs/wooden_ships/gallery.md")
FOLDER = Path("docs/wooden_ships/gallery")
COMMAND = "python -m sailkit.rulesets.wooden_ships.faces.gallery"

SETUP = """\
from sailkit.replay_export import Replay
from sailkit.rulesets.wooden_ships import WoodenShipsGame, questions
from sailkit.rulesets.wooden_ships.faces import drawing
from sailkit.rulesets.wooden_ships.faces.explorers.basic import FireExplorer

duel = WoodenShipsGame.from_scenario("frigate-duel")
"""

ENTRIES: tuple[Entry, ...] = (
    Entry(
        "fire",
        "May a ship fire, and on which Hit Table [11.1-11.3]",
        "Constitution with Java two hexes off her starboard beam (the fire explorer's position). Her starboard "
        "play is tinted, the firer and the target framed in amber, the green arrow the line she fires along with "
        "its range. Every hex is named, as the explorers and the desk ask for one.",
        'game = FireExplorer(enemy="G6").game()\npicture = questions.fire_question(game.state, "Constitution", "Java")',
    ),
    Entry(
        "targets",
        "A target refused [11.1.4]",
        "Essex, a friend, stands between Constitution and Java in her starboard play: the closest-target rule "
        "blocks the shot. A refusal never draws the green arrow; the key names what each tint is.",
        'game = FireExplorer(enemy="I6", friend="G6").game()\n'
        'picture = questions.fire_question(game.state, "Constitution", "Java")',
    ),
    Entry(
        "movement",
        "Where a written order takes a ship [7.1, 7.2]",
        "The frigate duel's first order for Constitution, 1L1: the route hex by hex and where she ends.",
        'game = WoodenShipsGame.from_scenario("frigate-duel")\n'
        'game.apply_action("order Constitution 1L1")\n'
        "picture = game.ruling()",
    ),
    Entry(
        "position",
        "A position with a ship's fields [2.2, 11.1.1]",
        "The frigate duel as set up, the hexes round the ships named, Constitution's broadside plays tinted (the "
        "five-hex reach of the advanced game) and keyed; the turn, the wind and the sides in the strip.",
        'picture = drawing.position_figure(duel.position, duel.state.grid, fields_of="Constitution", five=True)',
    ),
    Entry(
        "game",
        "A game [5.0]",
        "A new game of the frigate duel: the board headed by the turn and the phase. A game shows itself so in a "
        "notebook.",
        "picture = drawing.game_figure(duel)",
    ),
    Entry(
        "replay",
        "A point of a recorded game [issue 24]",
        "The recorded frigate duel at a broadside: what the phase did marked as the replayer marks it, the shot as "
        "a burnt-orange arrow with its result at the target. `sailkit replay RECORD --at N --png OUT` writes one.",
        'picture = Replay.load("replays/wooden_ships-frigate-duel.wsim").figure(44, steady=False)',
    ),
)


#: What the page says of the pictures' marks, before the entries.
ABOUT = (
    "Every diagram speaks the kit's one visual language on the hex map: each hex is named as the map names it (column "
    "letter, row number); a ship is her two-hex counter in her nation's colour with her name across it; the ships a "
    "ruling is about are framed in amber; a green arrow is only ever a line she may fire along; a broadside's play is "
    "tinted and named in the key; East of the map the turn, the compass and the wind. The snippets run from the "
    "repository root."
)


def page(alts: Mapping[str, str]) -> str:
    """The gallery's Markdown page; ``alts`` gives each entry's alt text by slug."""
    return GALLERY.markdown(alts, "Wooden Ships & Iron Men gallery: every kind of board diagram", COMMAND, ABOUT)


#: The gallery's entries and where its files go, for the kit to draw (:class:`sailkit.gallery.Gallery`).
GALLERY = Gallery(SETUP, ENTRIES, PAGE, FOLDER)


def main(argv: list[str]) -> int:
    """Redraw the gallery from the repository root; ``0`` when done."""
    return command(argv, COMMAND, GALLERY, page)


__all__ = ["ABOUT", "COMMAND", "ENTRIES", "FOLDER", "GALLERY", "PAGE", "SETUP", "main", "page"]

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
