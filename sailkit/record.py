"""Game records: a tree of actions with comments and variations, stored as text.

Rule-free on purpose: a record knows nothing about what an action means, only its
text. Like a PGN game in python-chess, a :class:`Record` has headers (scenario,
readings ...) and a tree of :class:`Node` s; each node holds one action text, its
comments and annotations, its first child is the main line and further children are
variations (alternatives to that first child). A game engine replays the main line.

The text form is one action a line::

    [Scenario "15.4"]
    [Readings "arc_boundary=blind"]

    command Constitution port {the Americans bear away [%arrow blue 0911>1010]}
    {a second comment on the same action}
    command Guerriere ahead
    (
      command Guerriere port
    )
    roll 3

A ``(`` line opens a variation of the action just written (an alternative to it);
``)`` closes it. ``{...}`` after an action is its comment (``\\{``, ``\\}``, ``\\\\`` and
``\\n`` escape braces, backslashes and line breaks; a line break of any kind is written
as ``\\n``). A comment on a line of its own is a further comment on the action before
it (or, before any action, on the whole game): a node keeps a list of comments
(:attr:`Node.comments`), one for each pair of braces, as VASSAL's users ask.

A comment may hold annotation commands (:mod:`sailkit.annotations`): arrows,
highlighted places, bookmarks and ruling references, ``[%arrow red 1108>0911]``. The
reader takes them out of the comment into :attr:`Node.annotations`, typed values apart
from the words; the writer puts them back, canonically, at the end of the first comment
on the action's line. Words that merely look like a command are written ``[\\%``.
The grammar, the JSON form and an example record are in ``docs/records.md``.

:func:`read_record` is lenient: it keeps everything it can read and collects a
:class:`RecordProblem` (line number, message, text) for everything else (an annotation
that cannot be read stays in the comment's words, so nothing is lost). It takes time in
proportion to the text's length, and nesting is not limited by Python's recursion. A
record file is UTF-8 text, with or without a byte-order mark. :meth:`Record.save`
writes atomically (temporary file, then ``os.replace``) so a crash never leaves half a
record on disk. :meth:`Record.to_json` and :meth:`Record.from_json` give the same tree
as JSON for other tools.
"""

from __future__ import annotations

import gc
import json
import os
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from .annotations import (
    Annotation,
    AnnotationError,
    annotation_from_json,
    annotation_to_json,
    format_annotations,
    parse_command,
)
from .errors import InvalidInputError
from .files import read_text, write_atomic

#: Characters that end a line for :meth:`str.splitlines`: never written raw inside an action, comment or header
#: (the reader ends a line only at ``\n`` or ``\r\n``, but other programs may end one at any of these).
LINE_BREAKS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
#: Nesting depth beyond which variations are not indented further (the text stays linear in the tree's size).
MAX_INDENT = 16
#: The deepest nesting of variations the JSON form holds (JSON readers recurse; the text form has no limit).
MAX_JSON_DEPTH = 100
#: What a JSON record says it is (``format``) and the version of its schema (``version``).
JSON_FORMAT, JSON_VERSION = "sailkit-record", 1


@dataclass(eq=False, slots=True, weakref_slot=True)
class Node:
    """One action of a game tree; the root has no action.

    ``comments`` holds the words of each comment on the action (one a pair of braces
    in the text), ``annotations`` the arrows, highlights, bookmarks and ruling
    references found in them (:mod:`sailkit.annotations`), in the order written.
    """

    action: str | None = None
    comments: list[str] = field(default_factory=list)
    annotations: list[Annotation] = field(default_factory=list)
    parent: Node | None = field(default=None, repr=False)
    children: list[Node] = field(default_factory=list, repr=False)
    #: the line of the text it was read from (``None`` for a node made in code; for the root, the line of
    #: the game's first comment)
    line: int | None = field(default=None, repr=False)

    @property
    def comment(self) -> str:
        """The comments as one text, a line break between two; setting it replaces them all with one."""
        return "\n".join(c for c in self.comments if c)

    @comment.setter
    def comment(self, text: str) -> None:
        if not isinstance(text, str):
            raise InvalidInputError("comment", text, "text")
        self.comments = [text] if text else []

    def add(self, action: str, comment: str = "", annotations: Iterable[Annotation] = ()) -> Node:
        """Append a child: the main continuation if it is the first, else a variation."""
        child = self._child(action, comment, annotations)
        self.children.append(child)
        return child

    def add_main(self, action: str, comment: str = "", annotations: Iterable[Annotation] = ()) -> Node:
        """Insert a child as the new main continuation, the old ones becoming variations."""
        child = self._child(action, comment, annotations)
        self.children.insert(0, child)
        return child

    def _child(self, action: str, comment: str, annotations: Iterable[Annotation]) -> Node:
        _check_action_text(action)
        if not isinstance(comment, str):
            raise InvalidInputError("comment", comment, "text")
        values = list(annotations)
        for a in values:
            if not isinstance(a, Annotation):
                raise AnnotationError("annotation", a, "an Arrow, Highlight, Bookmark or RulingRef")
        return Node(action, [comment] if comment else [], values, self)

    def promote(self) -> None:
        """Make this node the main continuation of its parent (its siblings become variations)."""
        if self.parent is not None:
            self.parent.children.remove(self)
            self.parent.children.insert(0, self)

    def remove(self) -> None:
        """Cut this node and everything after it out of the tree."""
        if self.parent is not None:
            self.parent.children.remove(self)
            self.parent = None

    @property
    def is_main(self) -> bool:
        """True when every node from the root to here is a first child."""
        node = self
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return False
            node = node.parent
        return True

    def mainline(self) -> Iterator[Node]:
        """The nodes after this one, always following the first child."""
        node = self
        while node.children:
            node = node.children[0]
            yield node

    def path(self) -> list[str]:
        """The action texts from the start of the game to this node, in order."""
        out: list[str] = []
        node: Node | None = self
        while node is not None and node.action is not None:
            out.append(node.action)
            node = node.parent
        return out[::-1]

    def end(self) -> Node:
        """The last node of the main line from here."""
        last = self
        for node in self.mainline():
            last = node
        return last

    def walk(self) -> Iterator[Node]:
        """This node and every node after it, each before its children (no recursion: any depth)."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack += reversed(node.children)


@dataclass(frozen=True)
class RecordProblem:
    """Something :func:`read_record` could not use: where, what and the offending text."""

    line: int
    message: str
    text: str = ""

    def __str__(self) -> str:
        return f"line {self.line}: {self.detail}"

    @property
    def detail(self) -> str:
        """Everything but the line number: what went wrong and the offending text."""
        return self.message + (f": {self.text!r}" if self.text else "")


@dataclass(eq=False)
class Record:
    """Headers and a tree of actions (see the module docstring for the text form)."""

    headers: dict[str, str] = field(default_factory=dict)
    root: Node = field(default_factory=Node)
    #: the line each header was read from, by name (empty for a record made in code)
    header_lines: dict[str, int] = field(default_factory=dict, repr=False)

    @classmethod
    def from_actions(cls, actions: list[str], headers: dict[str, str] | None = None) -> Record:
        """A record whose main line is ``actions``."""
        rec = cls(dict(headers or {}))
        node = rec.root
        for a in actions:
            node = node.add(a)
        return rec

    def mainline_actions(self) -> list[str]:
        return [n.action for n in self.root.mainline() if n.action is not None]

    def copy(self) -> Record:
        """A copy to change freely: headers and every node (comments, annotations, line numbers) copied."""
        rec = Record(dict(self.headers), header_lines=dict(self.header_lines))
        stack = [(self.root, rec.root)]
        with building():
            while stack:
                src, dst = stack.pop()
                dst.comments, dst.annotations, dst.line = list(src.comments), list(src.annotations), src.line
                for child in src.children:
                    made = Node(child.action, parent=dst)
                    dst.children.append(made)
                    stack.append((child, made))
        return rec

    def end(self) -> Node:
        return self.root.end()

    def to_text(self) -> str:
        lines = [f'[{k} "{_escape_header(v)}"]' for k, v in self.headers.items()]
        lines.append("")
        lines += _comment_lines(self.root, "")
        _write_tree(self.root, lines)
        return "\n".join(lines) + "\n"

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the record atomically: a reader sees the old file or the new one, never half."""
        write_atomic(path, self.to_text())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> tuple[Record, list[RecordProblem]]:
        """Read a record file leniently: the record and every problem found.

        A file that is not UTF-8 text raises :class:`~sailkit.errors.InvalidInputError`
        naming it and the first byte that is not.
        """
        return read_record(read_text(path, "record file"))

    # ---- the JSON form (schema in docs/records.md) ----

    def to_json(self) -> str:
        """The same tree as JSON for other tools: deterministic (sorted keys, main line first), one line.

        Variations nested deeper than :data:`MAX_JSON_DEPTH` raise an
        :class:`~sailkit.errors.InvalidInputError` (the text form has no such limit).
        """
        data: dict[str, Any] = {
            "format": JSON_FORMAT,
            "version": JSON_VERSION,
            "headers": [[k, v] for k, v in self.headers.items()],
            **_json_notes(self.root),
            "moves": [],
        }
        stack: list[tuple[Node, list[Any], int]] = (
            [(self.root.children[0], data["moves"], 0)] if self.root.children else []
        )
        while stack:
            node, out, depth = stack.pop()
            if depth > MAX_JSON_DEPTH:
                raise InvalidInputError("record for JSON", f"variations nested {depth} deep", _DEPTH_EXPECTED)
            while True:
                item: dict[str, Any] = {"action": node.action, **_json_notes(node)}
                out.append(item)
                siblings = node.parent.children if node.parent is not None else []
                if siblings and siblings[0] is node and len(siblings) > 1:
                    item["variations"] = [[] for _ in siblings[1:]]
                    stack += [(alt, line, depth + 1) for alt, line in zip(siblings[1:], item["variations"])]
                if not node.children:
                    break
                node = node.children[0]
        return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        """The record a :meth:`to_json` text describes; anything else is an :class:`~sailkit.errors.InvalidInputError`.

        Strict, unlike :func:`read_record`: an unknown field, a value of the wrong type,
        a repeated key or header, an action the text form cannot hold, or another format
        or version is refused with an error naming it.
        """
        try:
            data = json.loads(text, object_pairs_hook=_no_repeated_keys)
        except RecursionError:
            raise InvalidInputError("record JSON", "nesting too deep", _DEPTH_EXPECTED) from None
        except (ValueError, TypeError) as err:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
            if isinstance(err, InvalidInputError):
                raise
            raise InvalidInputError("record JSON", shorten(text), f"a JSON text ({err})") from None
        _expect_fields(data, "record JSON", {"format", "version", "headers", "moves"}, {"comments", "annotations"})
        if data["format"] != JSON_FORMAT or type(data["version"]) is not int or data["version"] != JSON_VERSION:
            raise InvalidInputError(
                "record JSON format",
                [data["format"], data["version"]],
                f"format {JSON_FORMAT!r}, version {JSON_VERSION}",
            )
        rec = cls(_json_headers(data["headers"]))
        _read_json_notes(rec.root, data, "the game")
        with building():
            _read_json_moves(rec, data["moves"])
        return rec


_DEPTH_EXPECTED = f"variations nested at most {MAX_JSON_DEPTH} deep in the JSON form (the text form has no limit)"


def shorten(value: object) -> object:
    """A long text cut for a message (the error keeps a short excerpt, not a whole file)."""
    if isinstance(value, str) and len(value) > 60:
        return value[:60] + "..."
    if isinstance(value, bytes) and len(value) > 60:
        return value[:60] + b"..."
    return value


def _read_json_moves(rec: Record, moves: Any) -> None:
    """Build the tree of a JSON record's ``moves`` (an explicit stack: no recursion)."""
    stack: list[tuple[Any, Node, int]] = [(moves, rec.root, 0)]
    while stack:
        line, parent, depth = stack.pop()
        if depth > MAX_JSON_DEPTH:
            raise InvalidInputError("record JSON", f"variations nested {depth} deep", _DEPTH_EXPECTED)
        if not isinstance(line, list) or (depth and not line):
            raise InvalidInputError("line of moves in record JSON", line, "a list of move objects (not empty)")
        for item in line:
            _expect_fields(item, "move in record JSON", {"action"}, {"comments", "annotations", "variations"})
            node = parent.add(item["action"])
            _read_json_notes(node, item, repr(item["action"]))
            variations = item.get("variations", [])
            if "variations" in item and not (isinstance(variations, list) and variations):
                raise InvalidInputError("variations in record JSON", variations, "a non-empty list of lines")
            stack += [(alt, parent, depth + 1) for alt in reversed(variations)]
            parent = node


def _json_notes(node: Node) -> dict[str, Any]:
    """A node's comments and annotations for JSON, each key only when it has something."""
    out: dict[str, Any] = {}
    comments = [c for c in node.comments if c]
    if comments:
        out["comments"] = comments
    if node.annotations:
        out["annotations"] = [annotation_to_json(a) for a in node.annotations]
    return out


def _read_json_notes(node: Node, data: dict[str, Any], where: str) -> None:
    """Set a node's comments and annotations from its JSON object (each key optional, never empty)."""
    if "comments" in data:
        comments = data["comments"]
        if not (isinstance(comments, list) and comments and all(isinstance(c, str) and c for c in comments)):
            raise InvalidInputError(
                f"comments of {where} in record JSON", comments, "a non-empty list of non-empty strings"
            )
        node.comments = list(comments)
    if "annotations" in data:
        annotations = data["annotations"]
        if not (isinstance(annotations, list) and annotations):
            raise InvalidInputError(
                f"annotations of {where} in record JSON", annotations, "a non-empty list of objects"
            )
        node.annotations = [annotation_from_json(a) for a in annotations]


def _json_headers(pairs: Any) -> dict[str, str]:
    headers: dict[str, str] = {}
    for pair in pairs if isinstance(pairs, list) else [pairs]:
        if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(p, str) for p in pair)):
            raise InvalidInputError("header in record JSON", pair, '["Name", "value"], a pair of strings')
        name, value = pair
        if not _HEADER_NAME.fullmatch(name) or name in headers:
            raise InvalidInputError("header name in record JSON", name, "a word of letters, digits or _, given once")
        headers[name] = value
    return headers


def _expect_fields(data: Any, what: str, required: set[str], optional: set[str]) -> None:
    if not isinstance(data, dict):
        raise InvalidInputError(what, shorten(data), "a JSON object")
    missing, unknown = required - set(data), set(data) - required - optional
    if missing or unknown:
        problem = f"missing field {sorted(missing)[0]!r}" if missing else f"unknown field {sorted(unknown)[0]!r}"
        raise InvalidInputError(what, problem, "the fields " + ", ".join(sorted(required | optional)))


def _no_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        repeated = next(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
        raise InvalidInputError("record JSON", f"key {repeated!r} given twice in one object", "each key once")
    return out


def _write_tree(root: Node, lines: list[str]) -> None:
    """Write the tree after ``root``: each main move, then its alternatives in parentheses.

    An explicit stack of things still to write (continue a line after a node, open
    a variation, close one) stands in for recursion, so any depth can be written.
    """
    stack: list[tuple[str, Node, int]] = [("line", root, 0)]
    while stack:
        kind, node, depth = stack.pop()
        pad = "  " * min(depth, MAX_INDENT)
        if kind == "close":
            lines.append(pad + ")")
        elif kind == "open":
            lines.append(pad + "(")
            _node_lines(node, "  " * min(depth + 1, MAX_INDENT), lines)
            stack += [("close", node, depth), ("line", node, depth + 1)]
        else:
            while node.children:
                main, *alternatives = node.children
                _node_lines(main, pad, lines)
                node = main
                if alternatives:  # write them, then come back to the main line
                    stack.append(("line", main, depth))
                    stack += [("open", alt, depth) for alt in reversed(alternatives)]
                    break


def _node_lines(node: Node, pad: str, lines: list[str]) -> None:
    """An action's line, its first comment (with the annotations) at the end of it, then further comments."""
    assert node.action is not None
    notes = _comment_lines(node, pad)
    lines.append(pad + node.action + (" " + notes[0].lstrip() if notes else ""))
    lines += notes[1:]


def _comment_lines(node: Node, pad: str) -> list[str]:
    """One ``{...}`` line for each comment, the annotations joined to the first (none when there is nothing)."""
    comments = [c for c in node.comments if c] or ([""] if node.annotations else [])
    out = [pad + "{" + _escape_comment(c) + "}" for c in comments]
    if node.annotations:
        first = _escape_comment(comments[0])
        out[0] = pad + "{" + first + (" " if first else "") + format_annotations(node.annotations) + "}"
    return out


_NOT_IN_ACTIONS = re.compile("[" + re.escape("{}()[]" + LINE_BREAKS) + "]")


def _check_action_text(action: str) -> None:
    if not isinstance(action, str) or not action.strip() or _NOT_IN_ACTIONS.search(action):
        raise InvalidInputError(
            "action text", action, "a non-empty single line without braces, brackets or parentheses"
        )


_BREAK = re.compile("\r\n|[" + LINE_BREAKS + "]")


def _escape(text: str) -> str:
    text = text.replace("\\", "\\\\").replace("{", "\\{").replace("}", "\\}")
    return _BREAK.sub(r"\\n", text)


def _escape_comment(text: str) -> str:
    """A comment's words as written between braces: braces and backslashes escaped, and ``[%`` written
    ``[\\%`` so that words never read back as an annotation command."""
    return _escape(text).replace("[%", "[\\%")


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: "\n" if m.group(1) == "n" else m.group(1), text, flags=re.S)


def _escape_header(text: str) -> str:
    return _BREAK.sub(r"\\n", text.replace("\\", "\\\\").replace('"', '\\"'))


_HEADER_NAME = re.compile(r"\w+")
_HEADER = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]$')
_ESCAPE_OR_BRACE = re.compile(r"\\.|[{}]", re.S)
_ESCAPE_OR_COMMAND = re.compile(r"\\.|\[%", re.S)


def _split_line(line: str) -> tuple[str, str | None] | None:
    """A line's action text and its comment as written between the braces (``None`` if it has none), or
    ``None`` when its braces are not one comment at the end of the line. One pass from the first brace:
    an action never holds one."""
    start = line.find("{")
    if start < 0:
        return None if "}" in line else (line, None)
    for m in _ESCAPE_OR_BRACE.finditer(line, start + 1):
        if m.group() == "{":
            return None
        if m.group() == "}":
            if line[m.end() :].strip():
                return None
            return line[:start].strip(), line[start + 1 : m.start()]
    return None


def read_comment(written: str) -> tuple[str, list[Annotation], list[str]]:
    """A comment as written between braces -> its words, its annotations, and a message for each
    annotation that could not be read (kept, unescaped, in the words so nothing is lost).

    Each command takes one space with it (the one before it, else the one after), so
    ``words [%a] [%b]`` gives back ``words`` exactly; escapes are undone in the words.
    One pass: linear in the comment's length.
    """
    if "[%" not in written and "\\" not in written:  # the common case: words alone, nothing escaped
        return written, [], []
    pieces: list[str] = []  # words (still escaped) between commands: one more than the commands
    annotations: list[Annotation] = []
    problems: list[str] = []
    start = at = 0
    while (m := _ESCAPE_OR_COMMAND.search(written, at)) is not None:
        at = m.end()
        if m.group() != "[%":
            continue
        close = written.find("]", at)
        if close < 0:
            problems.append(f"annotation never closed (no ']'); kept as words: {shorten(written[m.start() :])!r}")
            break
        try:
            annotations += parse_command(written[at:close])
        except AnnotationError as err:
            problems.append(f"{err}; kept as words")
            at = close + 1
            continue
        pieces.append(written[start : m.start()])
        start = at = close + 1
    pieces.append(written[start:])
    for i in range(1, len(pieces)):  # each command takes one space: before it if any, else after it
        if pieces[i - 1][-1:].isspace():
            pieces[i - 1] = pieces[i - 1][:-1]
        elif pieces[i][:1].isspace():
            pieces[i] = pieces[i][1:]
    return _unescape("".join(pieces)), annotations, problems


def write_comment(words: str, annotations: Iterable[Annotation] = ()) -> str:
    """A comment as written between braces: the inverse of :func:`read_comment` (canonical form)."""
    text, commands = _escape_comment(words), format_annotations(annotations)
    return text + (" " if text and commands else "") + commands


def read_record(text: str) -> tuple[Record, list[RecordProblem]]:
    """Read a record leniently: everything readable is kept, every problem is listed.

    Linear in the length of ``text``; a leading byte-order mark is ignored. A line ends at ``\n`` or ``\r\n``
    and nowhere else: a form feed, vertical tab, U+2028 or lone ``\r`` pasted into a comment stays in it (as
    :meth:`str.splitlines` would not have it), so the lines after it keep their numbers.
    """
    if not isinstance(text, str):
        raise InvalidInputError("record text", type(text).__name__, "a str (read a file with Record.load)")
    reader = _RecordReader()
    with building():
        for number, raw in enumerate(text.removeprefix("\ufeff").split("\n"), start=1):
            line = raw.strip()  # also takes the \r of a \r\n
            if line:
                reader.read(number, line)
    return reader.finish()


@contextmanager
def building() -> Iterator[None]:
    """Pause the cyclic garbage collector while a tree is built (a record read, replayed or loaded from JSON).

    Every node holds three lists, and the collector, run again and again over the
    growing tree that is all alive, took three quarters of the time of reading a long
    record; nothing built here is garbage. Restored afterwards, as it was.
    """
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


class _RecordReader:
    """The state of one :func:`read_record` pass: where the next action goes and what went wrong."""

    def __init__(self) -> None:
        self.rec = Record()
        self.problems: list[RecordProblem] = []
        self.last: Node = self.rec.root  # the node most recently written at the current depth
        self.stack: list[tuple[Node | None, int]] = []  # (node to resume after ")", or None if ignored; line of "(")
        self.started = False

    def problem(self, number: int, message: str, text: str = "") -> None:
        self.problems.append(RecordProblem(number, message, text))

    def read(self, number: int, line: str) -> None:
        if line.startswith("[") and not self.started:
            self.header(number, line)
            return
        self.started = True
        if line == "(":
            self.open(number, line)
        elif line == ")":
            if not self.stack:
                self.problem(number, "')' without a matching '('", line)
                return
            resume, _ = self.stack.pop()
            if resume is not None:
                self.last = resume
        else:
            self.action(number, line)

    def header(self, number: int, line: str) -> None:
        m = _HEADER.match(line)
        if m:
            self.rec.headers[m.group(1)] = _unescape(m.group(2))
            self.rec.header_lines[m.group(1)] = number
        else:
            self.problem(number, 'header not of the form [Name "value"]', line)

    def open(self, number: int, line: str) -> None:
        if self.last.parent is None:
            self.problem(number, "variation with no action before it to replace; its lines join the main line", line)
            self.stack.append((None, number))
            return
        self.stack.append((self.last, number))
        self.last = self.last.parent

    def action(self, number: int, line: str) -> None:
        parts = _split_line(line)
        if parts is None:
            self.problem(number, "unbalanced comment braces; line skipped", line)
            return
        text, written = parts
        if text:
            try:
                _check_action_text(text)
            except InvalidInputError as err:
                self.problem(number, str(err), text)
                return
            node = Node(text, [], [], self.last, [], number)  # Node.add, without its checks of the comment
            self.last.children.append(node)
            self.last = node
        if written is not None:  # on the action's line, or a further comment on a line of its own
            if self.last.line is None:  # the game's opening comment: the root's line is its first
                self.last.line = number
            words, annotations, problems = read_comment(written)
            if words:
                self.last.comments.append(words)
            self.last.annotations += annotations
            for message in problems:
                self.problem(number, message)

    def finish(self) -> tuple[Record, list[RecordProblem]]:
        for resume, opened in reversed(self.stack):
            if resume is not None:
                self.problem(opened, "variation opened here is never closed; closed at the end")
        return self.rec, self.problems
