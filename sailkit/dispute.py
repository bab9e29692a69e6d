"""``sailkit ruling``: settle a dispute from a terminal, as the rulings desk does on a page.

    sailkit ruling "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N" fire Shannon Constitution
    sailkit ruling POSITION QUESTION... -o dispute.png        # and write the captioned diagram
    sailkit ruling replays/15.4-constitution-guerriere.sail --at 20 gauge      # at a point of a recorded game
    sailkit ruling POSITION --readings arc_boundary=blind arc Shannon Constitution
    sailkit ruling POSITION list                               # every question, with its words

The position is a line of a rule set's notation, or a record file: then ``--at N``
asks after the first N actions of its main line (by default at its end). The ruling
is printed with its cases; ``--svg``, ``--png`` or ``-o`` (format by suffix: ``.svg``,
``.png``, ``.pdf``) also write its diagram with the ruling as its caption. Exit status
0 when the rules answered (whatever they decided), 2 when the question or position
could not be read.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .errors import InvalidInputError

SUMMARY = "answer a rules question in a position, with its cases (and write the captioned diagram)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "position", help="a position in a rule set's notation ('FS turn 1 wind W | ...'), or a record file"
    )
    parser.add_argument(
        "question", nargs="+", help="the question and its words: 'fire Shannon Constitution'; 'list' lists them"
    )
    parser.add_argument("--at", type=int, metavar="N", help="with a record: ask after its first N actions")
    parser.add_argument(
        "--readings", action="append", default=[], metavar="KEY=OPTION", help="switch a reading (repeatable)"
    )
    out = parser.add_mutually_exclusive_group()
    out.add_argument("-o", "--output", metavar="OUT", help="write the captioned diagram; the suffix picks the format")
    out.add_argument("--svg", metavar="OUT", help="write the captioned diagram as SVG")
    out.add_argument("--png", metavar="OUT", help="write the captioned diagram as PNG")


def run(args: argparse.Namespace) -> int:
    from .questions import ask

    desk, position = _position(args.position, args.at)
    for pair in args.readings:
        key, sep, option = pair.partition("=")
        if not sep:
            raise InvalidInputError("reading", pair, "KEY=OPTION, e.g. arc_boundary=blind")
        position = desk.with_reading(position, key.strip(), option.strip())
    text = " ".join(args.question)
    if text.strip().casefold() == "list":
        for q in desk.questions.values():
            print(f"{q.usage():34} {q.title} [{q.cases}]")
        return 0
    ruling = ask(desk, position, text)
    print(ruling)
    target = args.output or (args.svg and _suffixed(args.svg, ".svg")) or (args.png and _suffixed(args.png, ".png"))
    if target:
        from .figures import export, with_caption

        figure = ruling.figure() or desk.figure(position)
        written = export(with_caption(figure, f"{desk.format(position)}\n{ruling}"), target)
        print(f"diagram written to {written}")
    return 0


def _suffixed(path: str, suffix: str) -> str:
    """``path`` for ``--svg``/``--png``: a name with no suffix gets one; another suffix is an error."""
    p = Path(path)
    if not p.suffix:
        return str(p.with_suffix(suffix))
    if p.suffix.lower() != suffix:
        raise InvalidInputError(f"--{suffix[1:]} file name", path, f"a name ending in {suffix}")
    return path


def _position(text: str, at: int | None) -> tuple[Any, Any]:
    """The desk and the position ``text`` names: a notation line, or a record file at ``at`` actions."""
    from .questions import board, board_for

    path = Path(text)
    if "|" not in text and path.is_file():
        from .engine import Game

        game: Game[Any, Any] = Game.load(path)
        desk = board(game.rules.key)
        main = [game.record().root, *game.mainline()]
        if at is not None:
            if not 0 <= at < len(main):
                raise InvalidInputError("--at", at, f"a number of actions from 0 to {len(main) - 1} for {path.name}")
            game.go(main[at])
        return desk, desk.position_of(game.state)
    if at is not None:
        raise InvalidInputError("--at", at, "a record file as the position (a notation line has no actions)")
    desk = board_for(text)
    return desk, desk.parse(text)


__all__ = ["SUMMARY", "add_arguments", "run"]
