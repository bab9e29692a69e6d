"""Game records: a tree of actions with comments and variations, stored as text.

Rule-free on purpose: a record knows nothing about what an action means, only its
text. Like a PGN game in python-chess, a :class:`Record` has headers (scenario,
readings ...) and a tree of :class:`Node` s; each node holds one action text and an
optional comment, its first child is the main line and further children are
variations (alternatives to that first child). A game engine replays the main line.

The text form is one action a line::

    [Scenario "15.4"]
    [Readings "arc_boundary=blind"]

    command Constitution port {the Americans bear away}
    command Guerriere ahead
    (
      command Guerriere port
    )
    roll 3

A ``(`` line opens a variation of the action just written (an alternative to it);
``)`` closes it. ``{...}`` after an action is its comment (``\\{``, ``\\}``, ``\\\\`` and
``\\n`` escape braces, backslashes and line breaks; a line break of any kind is written
as ``\\n``). A comment on a line of its own belongs to the action before it (or,
before any action, to the whole game). Variations nest to any depth; the indentation
that shows the depth stops growing after a few levels.

:func:`read_record` is lenient: it keeps everything it can read and collects a
:class:`RecordProblem` (line number, message, text) for everything else. It takes
time in proportion to the text's length, and nesting is not limited by Python's
recursion. A record file is UTF-8 text, with or without a byte-order mark.
:meth:`Record.save` writes atomically (temporary file, then ``os.replace``) so a
crash never leaves half a record on disk.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from .errors import InvalidInputError
from .files import read_text, write_atomic

#: Characters that end a line for :meth:`str.splitlines`: never written raw inside an action, comment or header.
LINE_BREAKS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
#: Nesting depth beyond which variations are not indented further (the text stays linear in the tree's size).
MAX_INDENT = 16


@dataclass(eq=False)
class Node:
    """One action of a game tree; the root has no action."""

    action: str | None = None
    comment: str = ""
    parent: Node | None = field(default=None, repr=False)
    children: list[Node] = field(default_factory=list, repr=False)
    #: the line of the text it was read from (``None`` for a node made in code)
    line: int | None = field(default=None, repr=False)

    def add(self, action: str, comment: str = "") -> Node:
        """Append a child: the main continuation if it is the first, else a variation."""
        _check_action_text(action)
        child = Node(action, comment, self)
        self.children.append(child)
        return child

    def add_main(self, action: str, comment: str = "") -> Node:
        """Insert a child as the new main continuation, the old ones becoming variations."""
        _check_action_text(action)
        child = Node(action, comment, self)
        self.children.insert(0, child)
        return child

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


@dataclass(frozen=True)
class RecordProblem:
    """Something :func:`read_record` could not use: where, what and the offending text."""

    line: int
    message: str
    text: str = ""

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" + (f": {self.text!r}" if self.text else "")


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

    def end(self) -> Node:
        return self.root.end()

    def to_text(self) -> str:
        lines = [f'[{k} "{_escape_header(v)}"]' for k, v in self.headers.items()]
        lines.append("")
        if self.root.comment:
            lines.append("{" + _escape(self.root.comment) + "}")
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
            lines += [pad + "(", "  " * min(depth + 1, MAX_INDENT) + _node_text(node)]
            stack += [("close", node, depth), ("line", node, depth + 1)]
        else:
            while node.children:
                main, *alternatives = node.children
                lines.append(pad + _node_text(main))
                node = main
                if alternatives:  # write them, then come back to the main line
                    stack.append(("line", main, depth))
                    stack += [("open", alt, depth) for alt in reversed(alternatives)]
                    break


def _node_text(node: Node) -> str:
    assert node.action is not None
    return node.action + (" {" + _escape(node.comment) + "}" if node.comment else "")


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


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: "\n" if m.group(1) == "n" else m.group(1), text, flags=re.S)


def _escape_header(text: str) -> str:
    return _BREAK.sub(r"\\n", text.replace("\\", "\\\\").replace('"', '\\"'))


_HEADER = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]$')
_ESCAPE_OR_BRACE = re.compile(r"\\.|[{}]", re.S)


def _split_comment(line: str) -> tuple[str, str] | None:
    """A line's action text and its comment (``""`` if none), or ``None`` when its braces are not one
    comment at the end of the line. One pass from the first brace: an action never holds one."""
    start = line.find("{")
    if start < 0:
        return None if "}" in line else (line, "")
    for m in _ESCAPE_OR_BRACE.finditer(line, start + 1):
        if m.group() == "{":
            return None
        if m.group() == "}":
            if line[m.end() :].strip():
                return None
            return line[:start].strip(), _unescape(line[start + 1 : m.start()])
    return None


def read_record(text: str) -> tuple[Record, list[RecordProblem]]:
    """Read a record leniently: everything readable is kept, every problem is listed.

    Linear in the length of ``text`` (comments on lines of their own are gathered
    and joined once, at the end); a leading byte-order mark is ignored.
    """
    if not isinstance(text, str):
        raise InvalidInputError("record text", type(text).__name__, "a str (read a file with Record.load)")
    reader = _RecordReader()
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if line:
            reader.read(number, line)
    return reader.finish()


class _RecordReader:
    """The state of one :func:`read_record` pass: where the next action goes and what went wrong."""

    def __init__(self) -> None:
        self.rec = Record()
        self.problems: list[RecordProblem] = []
        self.last: Node = self.rec.root  # the node most recently written at the current depth
        self.stack: list[tuple[Node | None, int]] = []  # (node to resume after ")", or None if ignored; line of "(")
        self.started = False
        self.notes: dict[int, tuple[Node, list[str]]] = {}  # comments on lines of their own, by node

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
        parts = _split_comment(line)
        if parts is None:
            self.problem(number, "unbalanced comment braces; line skipped", line)
            return
        text, comment = parts
        if not text:
            node = self.last
            self.notes.setdefault(id(node), (node, [node.comment]))[1].append(comment)
            return
        try:
            self.last = self.last.add(text, comment)
            self.last.line = number
        except InvalidInputError as err:
            self.problem(number, str(err), text)

    def finish(self) -> tuple[Record, list[RecordProblem]]:
        for node, parts in self.notes.values():
            node.comment = "\n".join(p for p in parts if p)
        for resume, opened in reversed(self.stack):
            if resume is not None:
                self.problem(opened, "variation opened here is never closed; closed at the end")
        return self.rec, self.problems
