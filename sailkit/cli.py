"""The ``sailkit`` command: one program, a subcommand for each job.

    sailkit validate RECORD...            replay records through their rule sets, list every problem
    sailkit validate --readings k=o R...  the same under another club's readings
    sailkit replay RECORD --gif OUT       an animated GIF of a recorded game (also --html OUT, or
                                          --at TURN.PHASE --svg OUT / --png OUT for one point)
    sailkit ruling POSITION QUESTION...   answer a rules question, with its cases (-o OUT writes the diagram)
    sailkit study RULESET --readings k=o  many seeded games under other readings: does it change who wins?
    sailkit case 9.33f                    what a numbered case rules, where it is taught, its readings
    sailkit readings [RULESET]            the points the rules leave open, with the options and defaults

(``python -m sailkit ...`` is the same program; ``docs/cli.md`` documents every option.)
Exit status, for every subcommand:

=======  ================================================================================
``0``    all is well (``validate``: every record is legal; ``ruling``: the rules answered,
         whatever they decided)
``1``    the command ran and found problems (``validate``: some record has a problem)
``2``    the command could not do what was asked: a usage error, a file that cannot be
         read or written, a record no installed rule set plays, a reading that does not
         exist; nothing is written
``3``    sailkit crashed: a bug, never the user's fault; the traceback is printed
``130``  interrupted (Ctrl-C); ``141``: the reader of the output went away (``| head``)
=======  ================================================================================

Errors a user can cause, usage errors included, are printed as one line on standard
error, ``sailkit validate: error: ...``, never as a traceback; a crash is never exit
status 1 or 2. ``-`` names standard input for a record or a position and standard
output for a written file (:func:`input_text`, :func:`output_path`).

**Adding a subcommand.** Write a module with ``SUMMARY`` (one line for ``sailkit
--help``), ``add_arguments(parser)`` (an :class:`argparse.ArgumentParser` to fill) and
``run(args) -> int`` (the exit status), and name it in :data:`SUBCOMMANDS`. Keep the
module's imports light (import matplotlib and the like inside ``run``): every
subcommand module is imported to build the help.
"""

from __future__ import annotations

import argparse
import errno
import importlib
import os
import sys
import tempfile
import traceback
from collections.abc import Sequence
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from .errors import InvalidInputError, SailkitError

if TYPE_CHECKING:  # pragma: no cover
    from .record import Record, RecordProblem

#: Each subcommand's name and the module that implements it (see the module docstring).
SUBCOMMANDS: dict[str, str] = {
    "validate": "sailkit.validate",
    "replay": "sailkit.replay_export",
    "ruling": "sailkit.dispute",
    "study": "sailkit.study",
    "case": "sailkit.case_command",
    "readings": "sailkit.readings_command",
}

#: Exit statuses (see the module docstring).
OK, PROBLEMS, CANNOT, CRASHED = 0, 1, 2, 3
#: Ctrl-C, and the reader of standard output gone (128 and the signal's number, as a shell reports them).
INTERRUPTED, PIPE_CLOSED = 130, 141
#: The file name that means standard input (a record, a position) or standard output (a written file).
STDIO = "-"


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line, with where to read the usage, and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(CANNOT, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    """The ``sailkit`` parser with every subcommand of :data:`SUBCOMMANDS`."""
    parser = _Parser(
        prog="sailkit",
        description="Learn, check and replay age-of-sail naval wargames.",
        epilog=(
            "exit status: 0 all is well, 1 problems found, 2 could not do what was asked, "
            "3 sailkit crashed (a bug: the traceback is printed)"
        ),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module_name in SUBCOMMANDS.items():
        module = importlib.import_module(module_name)
        sub = commands.add_parser(name, help=module.SUMMARY, description=module.SUMMARY)
        module.add_arguments(sub)
        sub.set_defaults(run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``sailkit`` with ``argv`` (the command line by default); returns the exit status."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as done:  # --help, --version, or a usage error argparse has already printed
        return done.code if isinstance(done.code, int) else CANNOT
    if args.command is None:
        parser.print_help(sys.stderr)
        return CANNOT
    try:
        return int(args.run(args))
    except BrokenPipeError:  # the reader went away (``sailkit validate ... | head``): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return PIPE_CLOSED
    except (SailkitError, OSError) as err:
        print(f"sailkit {args.command}: error: {_one_line(err)}", file=sys.stderr)
        return CANNOT
    except KeyboardInterrupt:
        return INTERRUPTED
    except Exception:  # a bug: never passed off as "problems found" or "could not check"
        traceback.print_exc()
        print(
            f"sailkit {args.command}: crashed: this is a bug in sailkit, not in what you asked; "
            "please report it with the traceback above",
            file=sys.stderr,
        )
        return CRASHED


def input_text(name: str, what: str = "file") -> str:
    """The UTF-8 text of the file ``name``, or of standard input for ``-`` (:data:`STDIO`).

    A missing file raises :class:`FileNotFoundError` ("no such file") naming it.
    """
    from .files import read_text

    if name == STDIO:
        data = sys.stdin.buffer.read()
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError as err:
            raise InvalidInputError(
                f"{what} on standard input", data[err.start : err.start + 8], "UTF-8 text"
            ) from None
    if not Path(name).exists():
        raise FileNotFoundError(errno.ENOENT, f"no such {what}", name)
    return read_text(name, what)


def record_from(text: str, name: str) -> tuple[Record, list[RecordProblem]]:
    """The record ``text`` read from the file ``name`` (or standard input, ``-``), with the problems met reading
    its lines: JSON (strict: a problem raises) when the name ends in ``.json`` or, on standard input, when the text
    opens as a JSON object does; else the text form."""
    from .record import Record, read_record

    if name.endswith(".json") or (name == STDIO and text.lstrip().startswith('{"')):
        return Record.from_json(text), []
    return read_record(text)


def output_path(name: str, what: str = "output file") -> Path | None:
    """Where an output named ``name`` is to be written, checked before any work is done; ``None`` for ``-``
    (standard output).

    Refused with an :class:`OSError` naming the path (exit status 2): a folder given as the file, a folder that
    does not exist, and a folder sailkit cannot write into (tried by creating and removing a file there, so a
    read-only disk is found too). An existing file that is not a regular one (a device, a pipe) is left to
    :func:`sailkit.files.write_atomic`. Every command that writes a file calls this first.
    """
    if name == STDIO:
        return None
    path = Path(name)
    if path.is_dir() or name.endswith(("/", os.sep)):
        raise IsADirectoryError(errno.EISDIR, f"the {what} is a folder, not a file", name)
    if path.exists() and not path.is_file():
        return path
    folder = path.parent
    if not folder.is_dir():
        problem = "is not a folder" if folder.exists() else "does not exist"
        raise FileNotFoundError(errno.ENOENT, f"the folder for the {what} {problem}", os.fspath(folder))
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".sailkit-check-"):
            pass
    except OSError as err:
        reason = err.strerror or type(err).__name__
        raise PermissionError(errno.EACCES, f"cannot write the {what} there ({reason})", name) from None
    return path


def _one_line(err: BaseException) -> str:
    if isinstance(err, OSError) and err.filename is not None:
        return f"{err.strerror or err}: {err.filename!r}"
    return " ".join(str(err).split())


def _version() -> str:
    try:
        return version("sailkit")
    except PackageNotFoundError:  # running from a source tree that is not installed
        return "(not installed)"


__all__ = [
    "CANNOT",
    "CRASHED",
    "INTERRUPTED",
    "OK",
    "PIPE_CLOSED",
    "PROBLEMS",
    "STDIO",
    "SUBCOMMANDS",
    "build_parser",
    "input_text",
    "main",
    "output_path",
    "record_from",
]
