"""Check game records against their rules: ``sailkit validate RECORD...`` and :func:`validate`.

A record names its rule set in its ``Game`` header and its set-up (scenario, readings
...) in the others. :func:`validate` finds the installed rule set with that title
(:func:`sailkit.registry.rules_for_title`), replays every line of the record, the
variations too, through its rules leniently, as :meth:`sailkit.engine.Game.replay_leniently`
does but keeping only the states of the main line (time and memory grow with the record's
length, the memory with its main line's alone), and lists every problem in one :class:`Report`:

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

A header the rules cannot set a game up from is an error naming the header and its line
(``rec.wsim:5: cannot check: invalid wind velocity in the Wind header: ...``); a record
file must be a regular file (a device or a named pipe is refused, never read forever).

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
from contextlib import contextmanager
from dataclasses import asdict, dataclass, replace
from typing import Any

from . import registry
from .annotations import Arrow, Bookmark, Highlight, RulingRef
from .engine import ReplayProblem, optional
from .errors import HeaderError, InvalidInputError, SailkitError, reading_header
from .files import read_bytes
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
    chosen = dict(readings or {})
    read_problems = tuple(read_problems)
    with _header_lines(record, read_problems):
        rules = rules or _rules_for(record)
        setup = rules.setup_from_headers(record.headers)
        if chosen:
            setup = optional(rules, "setup_with_readings")(setup, chosen)
        walk = _Walk(rules, rules.start(setup), record)
    problems: list[RecordProblem] = [*read_problems, *_annotation_problems(rules, walk), *walk.problems]
    end, end_state, ply = walk.end
    if not chosen and ply == len(record.mainline_actions()):
        # the whole main line replayed under the readings it was played under: its end can be checked (under
        # others the same legal actions may well end elsewhere, which is no fault of the record)
        problems += _end_problems(rules, end_state, ply, record)
    if chosen:
        own = validate(record, rules=rules, source=source)
        seen = {_key(p) for p in own.problems}
        problems = [p if _key(p) in seen else _noted(p) for p in problems]
    turn = optional(rules, "describe")(end_state).get("turn")
    problems.sort(key=lambda p: p.line)
    return Report(source, rules.title, chosen, tuple(problems), walk.actions, turn)


class _Walk:
    """One pass over a record's tree through the rules, as :meth:`sailkit.engine.Game.replay_leniently` replays
    it but keeping few states: iterating gives every node that replays with the state reached there and its
    number of actions, depth first, the main line first, each node before its children.

    An action the rules refuse is a :class:`~sailkit.engine.ReplayProblem` in :attr:`problems` (its line, number,
    where the game stood, the case) and what follows it is not walked. A node's state is worked out when the walk
    reaches it and dropped when its children have been reached, so only the states of the main line (whose
    variations are still to come) are kept: memory grows with the length of the main line, not with the number
    of variations (issue 26: 20,000 of them kept 20,000 states). :attr:`actions` counts the actions replayed,
    :attr:`end` is the last node of the main line that replayed, its state and its number of actions.
    """

    def __init__(self, rules: Any, start: Any, record: Record) -> None:
        self.rules, self.start, self.record = rules, start, record
        self.problems: list[ReplayProblem] = []
        self.actions = 0
        self.end: tuple[Node, Any, int] = (record.root, start, 0)

    def __iter__(self) -> Iterator[tuple[Node, Any, int]]:
        rules = self.rules
        # (node, the state there or, not worked out yet, its parent's, its number of actions, on the main line?)
        stack: list[tuple[Node, Any, int, bool, bool]] = [(self.record.root, self.start, 0, True, True)]
        while stack:
            node, state, ply, main, ready = stack.pop()
            if not ready:
                try:
                    action = rules.check_action(state, rules.parse_action(node.action))
                except SailkitError as err:
                    self.problems.append(_refused(rules, state, node, ply, err))
                    continue
                state = rules.apply_action(state, action)[0]
                self.actions += 1
            if main:
                self.end = (node, state, ply)
            yield node, state, ply
            children = node.children
            stack += [(children[i], state, ply + 1, main and i == 0, False) for i in range(len(children) - 1, -1, -1)]


def _refused(rules: Any, state: Any, node: Node, ply: int, err: SailkitError) -> ReplayProblem:
    """The problem of the action at ``node``, which the rules refuse at ``state`` (what follows it is not checked)."""
    fields = {"line": node.line or 0, "message": str(err), "text": node.action or "", "ply": ply}
    return ReplayProblem.at(
        rules, state, **fields, action=node.action or "", case=getattr(err, "case", None), skipped=_after(node)
    )


def _after(node: Node) -> int:
    """How many actions follow ``node`` in the record, on every line."""
    return sum(1 for _ in node.walk()) - 1


@contextmanager
def _header_lines(record: Record, read: Iterable[RecordProblem]) -> Iterator[None]:
    """A header the rule set cannot set a game up from (an error marked with its ``header``) is given the line
    it was read from, for the message that says the record could not be checked. A missing header is given the
    first line among the headers that could not be read (a header mistyped), else the line after the last one."""
    try:
        yield
    except InvalidInputError as err:
        if err.header and err.line is None:
            end = max(record.header_lines.values(), default=0) + 1
            mistyped = [p.line for p in read if p.line <= end]
            err.line = record.header_lines.get(err.header, min(mistyped, default=end))
        raise


def _rules_for(record: Record) -> Any:
    """The installed rule set the record's ``Game`` header names, or an error that says what is missing."""
    title = record.headers.get("Game")
    if title is None:
        raise InvalidInputError(
            "record", "no Game header", 'a [Game "..."] header naming the rules it was played under'
        )
    with reading_header("Game"):
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
        record, read = Record.from_json(read_bytes(path, "record file")), []
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


def _annotation_problems(rules: Any, walk: Iterable[tuple[Node, Any, int]]) -> list[ReplayProblem]:
    """Annotations the rule set refuses where they stand, and bookmark names used twice, over every node of ``walk``
    with its state and number of actions."""
    place, answer = optional(rules, "place"), optional(rules, "answer")
    answers = True
    bookmarks: dict[str, int] = {}
    out: list[ReplayProblem] = []
    for node, state, ply in walk:
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


def _end_problems(rules: Any, state: Any, ply: int, record: Record) -> list[ReplayProblem]:
    """The rule set's word on whether the main line's end (``state``, after ``ply`` actions) agrees with the
    headers, at the line of the header it contradicts (when the rule set names it and the record was read from
    text) or of the main line's end."""
    try:
        optional(rules, "check_end")(state, record.headers)
    except SailkitError as err:
        end = record.root.end()
        header = err.header if isinstance(err, HeaderError) else ""
        # a record of headers alone ends at its last header
        last = end.line or max(record.header_lines.values(), default=0)
        fields = {
            "line": record.header_lines.get(header, last),
            "message": str(err),
            "kind": "end",
            "ply": ply,
            "action": end.action or "",
        }
        return [ReplayProblem.at(rules, state, **fields)]
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
    failures: list[tuple[str, str, int | None]] = []
    crashed: list[str] = []
    for path in args.records:
        try:
            reports.append(_validate_input(path, readings))
        except (SailkitError, OSError) as err:
            at = err.line if isinstance(err, InvalidInputError) else None
            failures.append((_source(path), _reason(err), at))
            if not args.json:
                where = _source(path) if at is None else f"{_source(path)}:{at}"
                print(f"{where}: cannot check: {failures[-1][1]}", flush=True)
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
            "unchecked": [{"source": s, "error": e, "line": n} for s, e, n in failures],
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
    reports: list[Report],
    failures: list[tuple[str, str, int | None]],
    readings: Mapping[str, str],
    *,
    crashed: int = 0,
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
