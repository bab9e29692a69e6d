"""A cursor on a game record: the node a game stands on, the state reached at every node, and moving about.

The record is a tree of :class:`~sailkit.record.Node` s, in the manner of python-chess's ``GameNode``; the engine
keeps beside it, for each node it has reached, the state there, the action that led there and its ruling
(:class:`_Tree`). :class:`RecordCursor` is the half of :class:`~sailkit.engine.game.Game` that only walks that
tree (where the game stands, its comment and annotations, back, forward, go, the record as text); the other half,
in ``game.py``, asks the rules and plays. Nothing is ever replayed from the start to step back or jump: the state
reached at every node is kept with it.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from ..annotations import Annotation
from ..errors import InvalidInputError
from ..files import write_atomic
from ..record import Node, Record
from ..rulings import Ruling
from .rules import Rules

State = TypeVar("State")
Act = TypeVar("Act")
C = TypeVar("C", bound="RecordCursor[Any, Any]")


@dataclass(eq=False)
class _Entry(Generic[State, Act]):
    """What the engine knows at one node: the state reached there and how."""

    state: State
    action: Act | None = None  #: the action that led here (``None`` at the start)
    ruling: Ruling | None = None  #: what that action did, case by case
    legal: tuple[Act, ...] | None = None  #: legal actions from here, listed once when first asked
    _listed: frozenset[int] | None = None  #: the ids of :attr:`legal`'s actions (held there, so they stay theirs)

    def listed(self) -> frozenset[int]:
        """The ids of the legal actions listed here (none before they are listed): playing one of those very
        objects needs no check [speed, issue 7]."""
        if self._listed is None:
            if self.legal is None:
                return frozenset()
            self._listed = frozenset(map(id, self.legal))
        return self._listed


@dataclass(eq=False)
class _Tree:
    """The record and the engine's entry for each of its nodes; shared by a game and its branches."""

    record: Record
    #: Weak keys: a node taken out of the record (undo, or an edit) takes its entry with it.
    entries: weakref.WeakKeyDictionary[Node, _Entry[Any, Any]] = field(default_factory=weakref.WeakKeyDictionary)

    def ensure(self, node: Node, rules: Rules[Any, Any]) -> _Entry[Any, Any]:
        """The entry of ``node``, worked out from its parent's under ``rules`` if it is not known yet (a node added
        to the record by hand is replayed when first reached, so an illegal one raises)."""
        entry = self.entries.get(node)
        if entry is None:
            assert node.parent is not None and node.action is not None
            before = self.ensure(node.parent, rules)
            action = rules.check_action(before.state, rules.parse_action(node.action))
            state, ruling = rules.apply_action(before.state, action)
            entry = self.entries[node] = _Entry(state, action, ruling)
        return entry


class RecordCursor(Generic[State, Act]):
    """A place in a record tree whose states are known: what :class:`~sailkit.engine.game.Game` does without
    asking the rules anything new (every node it moves onto is worked out, if it was not yet, from its parent)."""

    rules: Rules[State, Act]
    _tree: _Tree
    _node: Node

    # ---- where the game stands ----

    @property
    def state(self) -> State:
        """The state at the cursor."""
        return self._entry().state

    @property
    def node(self) -> Node:
        """The record node the game stands on (the root before any action)."""
        return self._node

    @property
    def actions(self) -> tuple[Act, ...]:
        """The actions from the start to the cursor, in order."""
        out = []
        node: Node | None = self._node
        while node is not None and node.parent is not None:
            out.append(self._tree.entries[node].action)
            node = node.parent
        return tuple(reversed(out))

    @property
    def ply(self) -> int:
        """How many actions lead from the start to the cursor."""
        n, node = 0, self._node
        while node.parent is not None:
            n, node = n + 1, node.parent
        return n

    @property
    def comment(self) -> str:
        """The comment on the action just played (before any action: on the whole game)."""
        return self._node.comment

    @comment.setter
    def comment(self, text: str) -> None:
        self._node.comment = text

    @property
    def annotations(self) -> list[Annotation]:
        """The annotations on the action just played (arrows, highlights, bookmarks, ruling references):
        the node's own list, so appending to it annotates the record."""
        return self._node.annotations

    @annotations.setter
    def annotations(self, values: list[Annotation]) -> None:
        self._node.annotations = list(values)

    # ---- moving through the record ----

    def back(self: C, steps: int = 1) -> C:
        """Step the cursor back ``steps`` actions (not past the start); the record is unchanged."""
        for _ in range(steps):
            if self._node.parent is None:
                break
            self._node = self._node.parent
        return self

    def forward(self: C, steps: int = 1) -> C:
        """Step the cursor forward along the main continuation (not past its end)."""
        for _ in range(steps):
            if not self._node.children:
                break
            self._node = self._node.children[0]
            self._ensure(self._node)
        return self

    def go(self: C, node: Node) -> C:
        """Put the cursor on any node of this game's record."""
        path = []
        walk: Node | None = node
        while walk is not None and walk is not self._tree.record.root:
            path.append(walk)
            walk = walk.parent
        if walk is None:
            raise InvalidInputError("record node", node, "a node of this game's record")
        for n in reversed(path):
            self._ensure(n)
        self._node = node
        return self

    def rewind(self: C) -> C:
        """Put the cursor back at the set-up (the record is unchanged)."""
        self._node = self._tree.record.root
        return self

    def variations(self) -> list[Node]:
        """The recorded continuations from here: the main one first, then each what-if."""
        return list(self._node.children)

    def mainline(self) -> Iterator[Node]:
        """The nodes of the main line from the start, in order."""
        return self._tree.record.root.mainline()

    def walk(self) -> Iterator[tuple[Node, State]]:
        """Every node of the record with the state reached there, each before its children (any depth).

        Nodes are replayed as they are reached if they were not yet (a node added to the
        record by hand), so an illegal one raises.
        """
        for node in self._tree.record.root.walk():
            yield node, self._ensure(node).state

    # ---- records ----

    def record(self) -> Record:
        """The whole record tree, headers first, shared with this game (changes to it are the game's)."""
        return self._tree.record

    def to_text(self) -> str:
        """The record as text: headers, then one action a line, comments and variations included."""
        return self._tree.record.to_text()

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the record atomically: a reader sees the old file or the new one, never half."""
        write_atomic(path, self.to_text())

    # ---- internals ----

    def _entry(self) -> _Entry[State, Act]:
        """The entry at the cursor; the last one found is kept with its node and tree (a play asks it several
        times an action, and a weak-keyed lookup costs more than the rest of asking)."""
        node, tree = self._node, self._tree
        here = self.__dict__.get("_here")
        if here is not None and here[0] is node and here[1] is tree:
            return here[2]
        entry = tree.entries[node]
        self._here = (node, tree, entry)
        return entry

    def _ensure(self, node: Node) -> _Entry[State, Act]:
        """The entry of ``node``, working it out from its parent's if it is not known yet."""
        return self._tree.ensure(node, self.rules)


__all__ = ["RecordCursor"]
