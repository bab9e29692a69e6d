"""The ``sailkit`` command: one program, a subcommand for each job.

    sailkit validate RECORD...            replay records through their rule sets, list every problem
    sailkit validate --readings k=o R...  the same under another club's readings
    sailkit replay RECORD --gif OUT       an animated GIF of a recorded game (also --html OUT, or
                                          --at TURN.PHASE --svg OUT / --png OUT for one point)
    sailkit ruling POSITION QUESTION...   answer a rules question, with its cases (-o OUT writes the diagram)
    sailkit study RULESET --readings k=o  many seeded games under other readings: does it change who wins?

(``python -m sailkit ...`` is the same program.) Exit status, for every subcommand:

=====  ==================================================================================
``0``  all is well (``validate``: every record is legal; ``ruling``: the rules answered)
``1``  the command ran and found problems (``validate``: some record has a problem)
``2``  the command could not do what was asked: a usage error, a file that cannot be
       read, a record no installed rule set plays, a reading that does not exist
=====  ==================================================================================

Errors a user can cause are printed as one line, ``sailkit validate: error: ...``,
never as a traceback.

**Adding a subcommand.** Write a module with ``SUMMARY`` (one line for ``sailkit
--help``), ``add_arguments(parser)`` (an :class:`argparse.ArgumentParser` to fill) and
``run(args) -> int`` (the exit status), and name it in :data:`SUBCOMMANDS`. Keep the
module's imports light (import matplotlib and the like inside ``run``): every
subcommand module is imported to build the help.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from importlib.metadata import PackageNotFoundError, version

from .errors import SailkitError

#: Each subcommand's name and the module that implements it (see the module docstring).
SUBCOMMANDS: dict[str, str] = {
    "validate": "sailkit.validate",
    "replay": "sailkit.replay_export",
    "ruling": "sailkit.dispute",
    "study": "sailkit.study",
}

#: Exit statuses (see the module docstring).
OK, PROBLEMS, CANNOT = 0, 1, 2


def build_parser() -> argparse.ArgumentParser:
    """The ``sailkit`` parser with every subcommand of :data:`SUBCOMMANDS`."""
    parser = argparse.ArgumentParser(
        prog="sailkit",
        description="Learn, check and replay age-of-sail naval wargames.",
        epilog="exit status: 0 all is well, 1 problems found, 2 could not do what was asked",
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
        return PROBLEMS
    except (SailkitError, OSError) as err:
        print(f"sailkit {args.command}: error: {_one_line(err)}", file=sys.stderr)
        return CANNOT
    except KeyboardInterrupt:
        return 130


def _one_line(err: BaseException) -> str:
    if isinstance(err, OSError) and err.filename is not None:
        return f"{err.strerror or err}: {err.filename!r}"
    return " ".join(str(err).split())


def _version() -> str:
    try:
        return version("sailkit")
    except PackageNotFoundError:  # running from a source tree that is not installed
        return "(not installed)"


__all__ = ["CANNOT", "OK", "PROBLEMS", "SUBCOMMANDS", "build_parser", "main"]
