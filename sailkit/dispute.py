"""``sailkit ruling``: settle a dispute from a terminal, as the rulings desk does on a page.

    sailkit ruling "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N" fire Shannon Constitution
    sailkit ruling POSITION QUESTION... -o dispute.png        # and write the captioned diagram
    sailkit ruling replays/15.4-constitution-guerriere.sail --at 20 gauge      # after the record's first 20 actions
    sailkit ruling replays/15.4-constitution-guerriere.sail --at 1.8 range Constitution Guerriere
    sailkit ruling POSITION --readings arc_boundary=blind arc Shannon Constitution
    sailkit ruling POSITION list                               # every question, with its words
    sailkit ruling - targets Shannon < position.txt            # the position or record on standard input
    sailkit ruling POSITION --json fire Shannon Constitution   # the ruling as JSON

The position is a line of a rule set's notation, a record file, or ``-``: either of them
read from standard input. In a record, ``--at`` names the point to ask at (by default the
end of its main line) as it does for ``sailkit replay`` (:mod:`sailkit.at`): an action
number, ``TURN.PHASE`` or a bookmark. The ruling is printed with its cases; ``--svg``,
``--png`` or ``-o`` (format by suffix: ``.svg``, ``.png``, ``.pdf``) also write its
diagram with the ruling as its caption, checked before anything is asked; ``--svg -`` or
``--png -`` writes it to standard output, and the ruling then goes to standard error.
Exit status 0 when the rules answered (whatever they decided), 2 when the question,
position or output could not be used (:mod:`sailkit.cli`).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from .at import At, add_at_argument
from .cli import STDIO, input_text, output_path, record_from
from .errors import InvalidInputError
from .validate import add_readings_argument, readings_given

SUMMARY = "answer a rules question in a position, with its cases (and write the captioned diagram)"

#: A record file's name has one of these suffixes, or a folder in it; anything else that no rule set's notation
#: claims is a position with a typo, not a missing file.
RECORD_SUFFIXES = (".sail", ".wsim", ".apm", ".json", ".txt")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "position",
        help="a position in a rule set's notation ('FS turn 1 wind W | ...'), a record file, or - for standard input",
    )
    parser.add_argument(
        "question", nargs="+", help="the question and its words: 'fire Shannon Constitution'; 'list' lists them"
    )
    add_at_argument(parser, "with a record: ask at this point (default: the end of its main line)")
    add_readings_argument(parser, "switch a reading")
    parser.add_argument("--json", action="store_true", help="print the ruling as JSON")
    out = parser.add_mutually_exclusive_group()
    out.add_argument("-o", "--output", metavar="OUT", help="write the captioned diagram; the suffix picks the format")
    out.add_argument("--svg", metavar="OUT", help="write the captioned diagram as SVG (- for standard output)")
    out.add_argument("--png", metavar="OUT", help="write the captioned diagram as PNG (- for standard output)")


def run(args: argparse.Namespace) -> int:
    from .questions import ask

    readings = readings_given(args)
    target, fmt = _diagram_target(args)
    at = None if args.at is None else At.parse(args.at)
    desk, position = _position(args.position, at)
    for key, option in readings.items():
        position = desk.with_reading(position, key, option)
    text = " ".join(args.question)
    if text.strip().casefold() == "list":
        return _list(desk, json_out=args.json)
    ruling = ask(desk, position, text)
    picture, written = None, None
    if fmt is not None:
        from .figures import encoded, export, with_caption

        picture = with_caption(ruling.figure() or desk.figure(position), f"{desk.format(position)}\n{ruling}")
        if target is not None:
            written = export(picture, target)
    said = sys.stderr if picture is not None and written is None else sys.stdout  # the picture has stdout
    if args.json:
        data = {
            "position": desk.format(position),
            "ruling": ruling.to_dict(),
            "cases": ruling.case_summaries(),
            "diagram": None if written is None else str(written),
        }
        print(json.dumps(data, ensure_ascii=False, indent=2), file=said)
    else:
        print(ruling, file=said)
        if written is not None:
            print(f"diagram written to {written}")
    if picture is not None and written is None:
        data_out = encoded(picture, str(fmt))
        sys.stdout.buffer.write(data_out.encode("utf-8") if isinstance(data_out, str) else data_out)
        sys.stdout.flush()
    return 0


def _list(desk: Any, *, json_out: bool) -> int:
    """Every question the desk asks, with its words and cases."""
    questions = list(desk.questions.values())
    if json_out:
        data = [{"usage": q.usage(), "title": q.title, "cases": q.cases} for q in questions]
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        for q in questions:
            print(f"{q.usage():34} {q.title} [{q.cases}]")
    return 0


def _diagram_target(args: argparse.Namespace) -> tuple[Path | None, str | None]:
    """Where the diagram goes and its format, checked before any work: ``(None, None)`` when none is asked,
    ``(None, fmt)`` for standard output."""
    from .figures import export_format

    if args.output is not None:
        if args.output == STDIO:
            raise InvalidInputError("-o", STDIO, "a file name; --svg - or --png - writes to standard output")
        return output_path(args.output, "diagram file"), export_format(args.output)
    for option, suffix in (("svg", ".svg"), ("png", ".png")):
        name = getattr(args, option)
        if name is not None:
            if name == STDIO:
                return None, option
            return output_path(_suffixed(name, suffix), "diagram file"), option
    return None, None


def _suffixed(path: str, suffix: str) -> str:
    """``path`` for ``--svg``/``--png``: a name with no suffix gets one; another suffix is an error."""
    p = Path(path)
    if not p.suffix:
        return str(p.with_suffix(suffix))
    if p.suffix.lower() != suffix:
        raise InvalidInputError(f"--{suffix[1:]} file name", path, f"a name ending in {suffix}")
    return path


def _position(text: str, at: At | None) -> tuple[Any, Any]:
    """The desk and the position ``text`` names: a notation line, a record file at the point ``at``, or either read
    from standard input for ``-``. A name that looks like a file and is none is "no such record file"."""
    from .questions import board_for, boards

    name = text
    if text == STDIO:
        text = input_text(STDIO, "position or record").strip()
    claimed = any(desk.claims(text) for desk in boards().values())
    if name == STDIO and not claimed:
        return _in_record(text, name, at)
    if not claimed and (Path(text).is_file() or _names_a_file(text)):
        return _in_record(input_text(text, "record file"), text, at)
    if at is not None:
        raise InvalidInputError("--at", str(at), "a record file as the position (a notation line has no actions)")
    desk = board_for(text)
    return desk, desk.parse(text)


def _names_a_file(text: str) -> bool:
    """Whether ``text``, which no notation claims, reads as a file's name rather than a position with a typo."""
    return "|" not in text and (
        Path(text).suffix.lower() in RECORD_SUFFIXES or "/" in text or os.sep in text or len(text.split()) == 1
    )


def _in_record(text: str, name: str, at: At | None) -> tuple[Any, Any]:
    """The desk and the position at the point ``at`` (by default the end) of the record ``text`` read from ``name``."""
    from .questions import board
    from .replay_export import Replay

    record, problems = record_from(text, name)
    if problems:
        raise InvalidInputError(f"record {name!r}", str(problems[0]), "a record sailkit validate passes")
    replay = Replay(record)
    point = replay.points[-1] if at is None else replay.point(at)
    desk = board(replay.rules.key)
    return desk, desk.position_of(point.state)


__all__ = ["RECORD_SUFFIXES", "SUMMARY", "add_arguments", "run"]
