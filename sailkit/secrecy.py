"""What one side may not know yet of a recorded game: the one test behind every view of a record.

A rule set says what is secret with two of its ``Rules`` hooks (:mod:`sailkit.engine.rules`):
``sides(state)``, the views besides the umpire's, and ``conceal(state, action, side)``,
what ``side`` sees, with the game standing at ``state``, in place of an earlier ``action``
(``None``: the action itself). :class:`Secrets` walks a record with them: at each node, the
actions played on the way there that the side still may not see, each with the words it
sees instead. Everything that shows a record from one side's view asks it: the notebook
replayer (its view switch, its panel, its board, hot-seat play) and every export (the
animated GIF, the HTML page, one point as SVG or PNG), so a secret is kept, and revealed,
at the same action everywhere. (Fighting Sail's command chits [6.1, 6.14] and Wooden
Ships' written orders and boarding parties [7.2.5, 10.2.1] are such secrets.)

An action once revealed stays revealed: each node asks ``conceal`` only about the actions
still hidden at its parent, and about its own.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import Any

from .engine import Game
from .engine.rules import optional
from .record import Node


@dataclass(frozen=True)
class Hidden:
    """An action a side may not see yet, and what it is told instead (``"US gives Constitution an order, face down
    until the Command Revelation [6.1, 6.14]"``)."""

    node: Node = field(repr=False, compare=False)  #: where the action was played
    action: Any  #: the action as the rule set parses it
    told: str

    def __str__(self) -> str:
        return str(self.node.action)


class Secrets:
    """The actions ``side`` may not see, node by node of ``game``'s record (``side=None``: the umpire, who sees all).

    Remembered per node (weakly: a node cut from the record takes its entry with it), so
    a replay walking forward asks the rules once a node, and a jump costs a look-up.
    """

    def __init__(self, game: Game[Any, Any], side: str | None) -> None:
        self.game = game
        self.side = side
        self._conceal = optional(game.rules, "conceal")
        self._kept: weakref.WeakKeyDictionary[Node, tuple[Hidden, ...]] = weakref.WeakKeyDictionary()

    def hidden(self, node: Node) -> tuple[Hidden, ...]:
        """The actions on the way to ``node`` (its own included) that the side may not see there, oldest first."""
        if self.side is None:
            return ()
        path = []
        at: Node | None = node
        while at is not None and at not in self._kept:
            path.append(at)
            at = at.parent
        carried = self._kept[at] if at is not None else ()
        walker = self.game.branch()
        for n in reversed(path):
            if n.action is None:
                carried = ()
            else:
                state = walker.go(n).state
                mine = Hidden(n, self.game.rules.parse_action(n.action), "")
                carried = self._still_hidden(state, (*carried, mine))
            self._kept[n] = carried
        return carried

    def told(self, node: Node) -> str | None:
        """What the side reads in place of ``node``'s own action (``None``: the action itself)."""
        return next((h.told for h in self.hidden(node) if h.node is node), None)

    def revealed(self, node: Node) -> tuple[Hidden, ...]:
        """The actions hidden from the side before ``node`` and shown to it from ``node`` on."""
        if node.parent is None:
            return ()
        now = {id(h.node) for h in self.hidden(node)}
        return tuple(h for h in self.hidden(node.parent) if id(h.node) not in now)

    def _still_hidden(self, state: Any, actions: tuple[Hidden, ...]) -> tuple[Hidden, ...]:
        out = []
        for h in actions:
            told = self._conceal(state, h.action, self.side)
            if told is not None:
                out.append(Hidden(h.node, h.action, told))
        return tuple(out)


def sides(game: Game[Any, Any]) -> tuple[str, ...]:
    """The sides ``game`` can be viewed from besides the umpire's (its rules' ``sides`` at the set-up)."""
    return tuple(optional(game.rules, "sides")(game.branch().rewind().state))


__all__ = ["Hidden", "Secrets", "sides"]
