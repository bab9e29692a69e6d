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
``\\n`` escape braces, backslashes and line breaks). A comment on a line of its own
belongs to the action before it (or, before any action, to the whole game).

:func:`read_record` is lenient: it keeps everything it can read and collects a
:class:`RecordProblem` (line number, message, text) for everything else.
:meth:`Record.save` writes atomically (temporary file, then ``os.replace``) so a
crash never leaves half a record on disk.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .errors import InvalidInputError
from .files import write_atomic


@dataclass(eq=False)
class Node:
    """One action of a game tree; the root has no action."""

    action: str | None = None
    comment: str = ""
    parent: Node | None = field(default=None, repr=False)
    children: list[Node] = field(default_factory=list, repr=False)

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
        _write_line(self.root, lines, 0)
        return "\n".join(lines) + "\n"

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the record atomically: a reader sees the old file or the new one, never half."""
        write_atomic(path, self.to_text())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> tuple[Record, list[RecordProblem]]:
        """Read a record file leniently: the record and every problem found."""
        return read_record(Path(path).read_text(encoding="utf-8"))


def _write_line(start: Node, lines: list[str], depth: int) -> None:
    """Write the line continuing after ``start``: each main move, then its alternatives."""
    node = start
    pad = "  " * depth
    while node.children:
        main, *alternatives = node.children
        lines.append(pad + _node_text(main))
        for alt in alternatives:
            lines.append(pad + "(")
            lines.append("  " * (depth + 1) + _node_text(alt))
            _write_line(alt, lines, depth + 1)
            lines.append(pad + ")")
        node = main


def _node_text(node: Node) -> str:
    assert node.action is not None
    return node.action + (" {" + _escape(node.comment) + "}" if node.comment else "")


def _check_action_text(action: str) -> None:
    if not isinstance(action, str) or not action.strip() or any(c in action for c in "{}()\n[]"):
        raise InvalidInputError(
            "action text", action, "a non-empty single line without braces, brackets or parentheses"
        )


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("{", "\\{").replace("}", "\\}").replace("\n", "\\n")


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: "\n" if m.group(1) == "n" else m.group(1), text)


def _escape_header(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


_HEADER = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]$')
_COMMENT = re.compile(r"\{((?:[^{}\\]|\\.)*)\}\s*$")


def read_record(text: str) -> tuple[Record, list[RecordProblem]]:  # noqa: C901 (split up under the kit issue)
    """Read a record leniently: everything readable is kept, every problem is listed."""
    rec = Record()
    problems: list[RecordProblem] = []
    last: Node = rec.root  # the node most recently written at the current depth
    stack: list[tuple[Node | None, int]] = []  # (node to resume after ")", or None if ignored; line of "(")
    started = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("[") and not started:
            m = _HEADER.match(line)
            if m:
                rec.headers[m.group(1)] = re.sub(r"\\(.)", r"\1", m.group(2))
            else:
                problems.append(RecordProblem(number, 'header not of the form [Name "value"]', line))
            continue
        started = True
        if line == "(":
            if last.parent is None:
                problems.append(
                    RecordProblem(
                        number, "variation with no action before it to replace; its lines join the main line", line
                    )
                )
                stack.append((None, number))
                continue
            stack.append((last, number))
            last = last.parent
            continue
        if line == ")":
            if not stack:
                problems.append(RecordProblem(number, "')' without a matching '('", line))
                continue
            resume, _ = stack.pop()
            if resume is not None:
                last = resume
            continue
        comment = ""
        m = _COMMENT.search(line)
        if m:
            comment = _unescape(m.group(1))
            line = line[: m.start()].strip()
        elif "{" in line or "}" in line:
            problems.append(RecordProblem(number, "unbalanced comment braces; line skipped", raw.strip()))
            continue
        if not line:
            last.comment = (last.comment + "\n" + comment).strip("\n") if last.comment else comment
            continue
        try:
            last = last.add(line, comment)
        except InvalidInputError as err:
            problems.append(RecordProblem(number, str(err), line))
    for resume, opened in reversed(stack):
        if resume is None:
            continue
        problems.append(RecordProblem(opened, "variation opened here is never closed; closed at the end"))
    return rec, problems
