"""Check game records against their rules: ``sailkit validate RECORD...`` and :func:`validate`.

A record names its rule set in its ``Game`` header and its set-up (scenario, readings
...) in the others. :func:`validate` finds the installed rule set with that title
(:func:`sailkit.registry.rules_for_title`), replays every line of the record, the
variations too, through :class:`sailkit.engine.Game` leniently, and lists every
problem in one :class:`Report`:

* lines the record reader could not read (a :class:`~sailkit.record.RecordProblem`);
* each action the rules refuse, with its line, its number, where the game stood (the
  rule set's ``describe``: Game-Turn and phase) and the case it breaks; the actions
  after it on its line depend on it and are counted, not checked;
* annotations the rules refuse: a place that is not on the board there (the rule set's
  ``place``), a ruling question it cannot answer (``answer``), a bookmark name used
  twice (a replayer could not tell which to jump to);
* the end of the main line, when it contradicts what the headers say of it (``check_end``;
  under the record's own readings only), at the line of the header it contradicts when the
  rule set names it (a :class:`~sailkit.errors.HeaderError`), else at the main line's end.

``readings={"key": "option"}`` (``--readings key=option``) re-checks the record under
other readings than those of its headers (the rule set's ``setup_with_readings``); each
problem that the record's own readings do not have is marked, so a club sees where the
game stops being legal under its rules.

A record never runs code when read: the ``Game`` header is only compared with the titles
of the rule sets already installed, and annotations are words the rule set reads.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import traceback
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from . import registry
from .annotations import Arrow, Bookmark, Highlight, RulingRef
from .engine import Game, ReplayProblem, optional
from .errors import HeaderError, InvalidInputError, SailkitError
from .record import Node, Record, RecordProblem, read_record

#: Added to a problem found under other readings that the record's own readings do not have.
FINE_UNDER_OWN = "fine under the record's own readings"


@dataclass(frozen=True)
class Report:
    """What :func:`validate` found in one record."""

    source: str  #: the file (or the name given)
    game: str  #: the title of the rule set that checked it
    readings: dict[str, str]  #: readings switched from the record's own (empty: its own)
    problems: tuple[RecordProblem, ...]  #: every problem, in line order
    actions: int  #: the actions replayed, over every line
    turn: object = None  #: how far the main line goes, in the rule set's turns (``None`` if it cannot say)

    @property
    def legal(self) -> bool:
        return not self.problems

    def lines(self) -> list[str]:
        """One line for each problem: ``path:LINE: where: what [case]``."""
        return [f"{self.source}:{p.line}: {p.detail}" for p in self.problems]

    def to_dict(self) -> dict[str, Any]:
        """The report as plain data (for ``--json``)."""
        problems = []
        for p in self.problems:
            item = asdict(p)
            item.setdefault("kind", "text")
            problems.append(item)
        return {
            "source": self.source,
            "game": self.game,
            "readings": self.readings,
            "legal": self.legal,
            "actions": self.actions,
            "turn": self.turn,
            "problems": problems,
        }


def validate(
    record: Record,
    *,
    rules: Any = None,
    readings: Mapping[str, str] | None = None,
    source: str = "<record>",
    read_problems: Iterable[RecordProblem] = (),
) -> Report:
    """Replay ``record`` through its rule set and list every problem (see the module docstring).

    ``rules`` is the rule set to use (by default the installed one named by the ``Game``
    header); ``read_problems`` are the problems met reading the text, reported with the
    rest. Raises a :class:`~sailkit.errors.SailkitError` when the record cannot be
    checked at all: no installed rule set has its title, its headers set up no game,
    or a reading does not exist.
    """
    rules = rules or _rules_for(record)
    chosen = dict(readings or {})
    switched: dict[str, Any] = {}
    if chosen:
        switched["setup"] = optional(rules, "setup_with_readings")(rules.setup_from_headers(record.headers), chosen)
    game: Game[Any, Any]
    game, replayed = Game.replay_leniently(record, rules=rules, **switched)
    problems: list[RecordProblem] = [*read_problems, *replayed, *_annotation_problems(game)]
    if not chosen and game.ply == len(record.mainline_actions()):
        # the whole main line replayed under the readings it was played under: its end can be checked (under
        # others the same legal actions may well end elsewhere, which is no fault of the record)
        problems += _end_problems(game, record)
    if chosen:
        own = validate(record, rules=rules, source=source)
        seen = {_key(p) for p in own.problems}
        problems = [p if _key(p) in seen else _noted(p) for p in problems]
    actions = sum(1 for _ in game.walk()) - 1
    turn = optional(rules, "describe")(game.state).get("turn")
    problems.sort(key=lambda p: p.line)
    return Report(source, rules.title, chosen, tuple(problems), actions, turn)


def _rules_for(record: Record) -> Any:
    """The installed rule set the record's ``Game`` header names, or an error that says what is missing."""
    title = record.headers.get("Game")
    if title is None:
        raise InvalidInputError(
            "record", "no Game header", 'a [Game "..."] header naming the rules it was played under'
        )
    if not registry.rulesets():
        raise InvalidInputError(
            "game (the record's Game header)", title, "an installed rule set, but none is installed"
        )
    return registry.rules_for_title(title)


def validate_file(path: str | os.PathLike[str], **kw: Any) -> Report:
    """Read the record file ``path`` (text, or JSON when it ends in ``.json``) and :func:`validate` it."""
    source = os.fspath(path)
    read: list[RecordProblem]
    if source.endswith(".json"):
        record, read = Record.from_json(Path(path).read_bytes()), []
    else:
        record, read = Record.load(path)
    return validate(record, source=source, read_problems=read, **kw)


def validate_text(text: str, **kw: Any) -> Report:
    """:func:`validate` the record ``text`` (problems reading it are reported too)."""
    record, read = read_record(text)
    return validate(record, read_problems=read, **kw)


def _key(problem: RecordProblem) -> tuple[object, ...]:
    return (type(problem).__name__, getattr(problem, "kind", ""), problem.line, problem.text)


def _noted(problem: RecordProblem) -> RecordProblem:
    return replace(problem, note=FINE_UNDER_OWN) if isinstance(problem, ReplayProblem) else problem


def _plies(game: Game[Any, Any]) -> Iterator[tuple[Node, Any, int]]:
    """Every node of the game's record with its state and its number of actions from the start."""
    ply: dict[Node, int] = {}
    for node, state in game.walk():
        ply[node] = 0 if node.parent is None else ply[node.parent] + 1
        yield node, state, ply[node]


def _annotation_problems(game: Game[Any, Any]) -> list[ReplayProblem]:
    """Annotations the rule set refuses where they stand, and bookmark names used twice."""
    rules = game.rules
    place, answer = optional(rules, "place"), optional(rules, "answer")
    answers = True
    bookmarks: dict[str, int] = {}
    out: list[ReplayProblem] = []
    for node, state, ply in _plies(game):
        for a in node.annotations:
            message = ""
            try:
                if isinstance(a, Arrow):
                    place(state, a.tail)
                    place(state, a.head)
                elif isinstance(a, Highlight):
                    place(state, a.place)
                elif isinstance(a, RulingRef) and answers:
                    answer(state, a.question)
                elif isinstance(a, Bookmark):
                    if a.name in bookmarks:
                        message = (
                            f"the bookmark {a.name!r} is already at line {bookmarks[a.name]}: "
                            "a replayer could not tell which to jump to"
                        )
                    bookmarks.setdefault(a.name, node.line or 0)
            except NotImplementedError:
                answers = False  # the rule set answers no questions: they cannot be checked
            except SailkitError as err:
                message = str(err)
            if message:
                out.append(
                    ReplayProblem.at(
                        rules,
                        state,
                        line=node.line or 0,
                        message=message,
                        text=str(a),
                        kind="annotation",
                        ply=ply,
                        action=node.action or "",
                    )
                )
    return out


def _end_problems(game: Game[Any, Any], record: Record) -> list[ReplayProblem]:
    """The rule set's word on whether the main line's end agrees with the headers, at the line of the header it
    contradicts (when the rule set names it and the record was read from text) or of the main line's end."""
    try:
        optional(game.rules, "check_end")(game.state, record.headers)
    except SailkitError as err:
        end = record.root.end()
        header = err.header if isinstance(err, HeaderError) else ""
        fields = {
            "line": record.header_lines.get(header, end.line or 0),
            "message": str(err),
            "kind": "end",
            "ply": game.ply,
            "action": end.action or "",
        }
        return [ReplayProblem.at(game.rules, game.state, **fields)]
    return []


# ---------------------------------------------------------------------------
# sailkit validate (a subcommand of sailkit.cli)
# ---------------------------------------------------------------------------

SUMMARY = "replay records through their rule sets and list every problem"


def read_readings(text: str) -> dict[str, str]:
    """``"key=option"`` (several joined by ``;`` or ``,``, as in a ``Readings`` header) as a mapping; a separator
    with nothing after it (``"a=b;"``) is no reading, and no reading at all is refused."""
    out: dict[str, str] = {}
    for part in text.replace(",", ";").split(";"):
        if not part.strip():
            continue
        key, sep, option = part.partition("=")
        if not (sep and key.strip() and option.strip()):
            raise InvalidInputError("reading", part.strip(), "key=option, e.g. arc_boundary=blind")
        out[key.strip()] = option.strip()
    if not out:
        raise InvalidInputError("reading", text, "key=option, e.g. arc_boundary=blind")
    return out


def add_readings_argument(parser: argparse.ArgumentParser, use: str) -> None:
    """The ``--readings KEY=OPTION`` option of a command (``validate``, ``ruling``); :func:`readings_given` reads it."""
    parser.add_argument(
        "--readings", action="append", default=[], metavar="KEY=OPTION", help=f"{use} (repeat, or join with ';')"
    )


def readings_given(args: argparse.Namespace) -> dict[str, str]:
    """Every reading switched by ``--readings`` (:func:`read_readings` of each), the last word on a key winning."""
    readings: dict[str, str] = {}
    for text in args.readings:
        readings.update(read_readings(text))
    return readings


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Replay each record through the rule set its Game header names and print every problem "
        "(line, turn, phase, action, the case it breaks), then one summary line. "
        "Exit status: 0 every record is legal, 1 some record has a problem, 2 some record could not be checked, "
        "3 sailkit crashed on some record (a bug: its traceback is printed, the other records are still checked)."
    )
    parser.add_argument(
        "records", nargs="+", metavar="RECORD", help="record files (.sail text, or .json); - reads standard input"
    )
    add_readings_argument(parser, "re-check under this reading instead of the record's own")
    parser.add_argument("--json", action="store_true", help="print the reports as JSON instead of lines")


def run(args: argparse.Namespace) -> int:
    readings = readings_given(args)
    reports: list[Report] = []
    failures: list[tuple[str, str]] = []
    crashed: list[str] = []
    for path in args.records:
        try:
            reports.append(_validate_input(path, readings))
        except (SailkitError, OSError) as err:
            failures.append((_source(path), _reason(err)))
            if not args.json:
                print(f"{_source(path)}: cannot check: {failures[-1][1]}", flush=True)
            continue
        except Exception:  # a bug in sailkit: said as one, and the other records still checked
            traceback.print_exc()
            crashed.append(_source(path))
            print(f"{_source(path)}: sailkit crashed checking it: a bug, see the traceback above", file=sys.stderr)
            continue
        if not args.json:
            for line in reports[-1].lines():
                print(line, flush=True)
    line = summary(reports, failures, readings, crashed=len(crashed))
    if args.json:
        data = {
            "reports": [r.to_dict() for r in reports],
            "unchecked": [{"source": s, "error": e} for s, e in failures],
            "crashed": crashed,
            "summary": line,
        }
        print(json.dumps(data, ensure_ascii=False, indent=2, default=str))
    else:
        print(line)
    return 3 if crashed else 2 if failures else 0 if all(r.legal for r in reports) else 1


#: How a report names a record read from standard input (``sailkit validate -``).
STDIN = "<stdin>"


def _source(path: str) -> str:
    return STDIN if path == "-" else path


def _validate_input(path: str, readings: Mapping[str, str]) -> Report:
    """:func:`validate_file`, or for ``-`` the record on standard input (text, or JSON when it opens as JSON does)."""
    if path != "-":
        return validate_file(path, readings=readings)
    from .cli import input_text, record_from

    record, read = record_from(input_text(path, "record"), path)
    return validate(record, source=STDIN, read_problems=read, readings=readings)


def _reason(err: BaseException) -> str:
    if isinstance(err, OSError) and err.filename is not None:
        return f"{err.strerror or err}: {os.fspath(err.filename)!r}"
    return str(err)


def summary(
    reports: list[Report], failures: list[tuple[str, str]], readings: Mapping[str, str], *, crashed: int = 0
) -> str:
    """One line: how many records, how many actions, how many legal, with problems, not checked, crashed on.

    The readings switched are named when there is one and counted when there are more (the command line that
    switched them says which): the line stays one short line however many a club switches."""
    count = len(reports) + len(failures) + crashed
    head = f"{count} record{'s' * (count != 1)}"
    if len(readings) == 1:
        ((key, option),) = readings.items()
        head += f" under {key}={option}"
    elif readings:
        head += f" under {len(readings)} switched readings"
    actions = sum(r.actions for r in reports)
    parts = []
    legal = sum(r.legal for r in reports)
    if legal:
        parts.append("all legal" if legal == count else f"{legal} legal")
    bad = [r for r in reports if not r.legal]
    if bad:
        n = sum(len(r.problems) for r in bad)
        parts.append(f"{len(bad)} with {n} problem{'s' * (n != 1)}")
    if failures:
        parts.append(f"{len(failures)} could not be checked")
    if crashed:
        parts.append(f"sailkit crashed on {crashed} (a bug)")
    return f"{head}, {actions} action{'s' * (actions != 1)} replayed: {', '.join(parts)}"


__all__ = [
    "STDIN",
    "Report",
    "add_arguments",
    "add_readings_argument",
    "read_readings",
    "readings_given",
    "run",
    "summary",
    "validate",
    "validate_file",
    "validate_text",
]
