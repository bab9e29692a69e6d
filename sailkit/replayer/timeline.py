"""The line a replay follows through the record tree, and where its turns, phases and bookmarks are.

A :class:`Line` is one path through the tree: from the start to a node, then on along
the main continuation to its end. On the main line it is the recorded game; entering
a variation makes a new line through it. The replayer's slider runs over a line's
nodes; :meth:`Line.turns`, :meth:`Line.phases` and :func:`bookmarks` say where to jump.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..annotations import Bookmark
from ..record import Node

#: The rule set's facts at a node (its ``describe``): ``{"turn": 3, "phase": "Movement [7.2]"}``.
Facts = Callable[[Node], dict[str, object]]


@dataclass(frozen=True)
class Line:
    """The nodes of one path through a record, start first (``nodes[0]`` is the root)."""

    nodes: tuple[Node, ...]

    @classmethod
    def through(cls, node: Node) -> Line:
        """The line from the start through ``node`` and on along the main continuation after it."""
        back: list[Node] = []
        walk: Node | None = node
        while walk is not None:
            back.append(walk)
            walk = walk.parent
        return cls((*reversed(back), *node.mainline()))

    def index(self, node: Node) -> int:
        """Where ``node`` is on the line; a node off it is an error naming it."""
        for i, n in enumerate(self.nodes):
            if n is node:
                return i
        raise ValueError(f"node {node.action!r} is not on this line")

    def __contains__(self, node: object) -> bool:
        return any(n is node for n in self.nodes)

    def __len__(self) -> int:
        return len(self.nodes)

    def __iter__(self) -> Iterator[Node]:
        return iter(self.nodes)

    @property
    def is_main(self) -> bool:
        return self.nodes[-1].is_main

    def turns(self, facts: Facts) -> dict[object, int]:
        """Each turn (the rule set's ``turn`` fact) with the first position on the line where it stands."""
        out: dict[object, int] = {}
        for i, n in enumerate(self.nodes):
            turn = facts(n).get("turn")
            if turn is not None:
                out.setdefault(turn, i)
        return out

    def phases(self, facts: Facts) -> list[tuple[str, int]]:
        """Every start of a phase on the line: ``("Game-Turn 2, Movement [7.22-7.25]", 14)``, in order."""
        out: list[tuple[str, int]] = []
        last: tuple[object, object] | None = None
        for i, n in enumerate(self.nodes):
            f = facts(n)
            key = (f.get("turn"), f.get("phase"))
            if key != last and f.get("phase"):
                label = f"{key[0]}: {key[1]}" if key[0] is not None else str(key[1])
                out.append((label, i))
                last = key
        return out


def bookmarks(root: Node) -> list[tuple[str, Node]]:
    """Every bookmark in the record, variations included, with its node, in the order of the tree."""
    return [(a.name, n) for n in root.walk() for a in n.annotations if isinstance(a, Bookmark)]


__all__ = ["Line", "bookmarks"]
