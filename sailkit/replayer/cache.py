"""What a replay has shown, kept per node of the record tree and per viewer, so a jump back costs a look-up.

The engine keeps the state reached at every node (nothing is replayed from the start
to step back or jump); this cache keeps what was made of it for a viewer
(:class:`~sailkit.replayer.view.Shown`: the seen state, the words, the odds of a
roll). Entries are keyed weakly by node, so a node cut out of the record takes its
entries with it; an edit of a node (a comment, an annotation, a new variation after it)
forgets that node's entries with :meth:`ShownCache.forget`.
"""

from __future__ import annotations

import weakref
from typing import Any

from ..engine import Game
from ..record import Node
from ..secrecy import Secrets
from .happened import History
from .support import ReplaySupport
from .view import Shown, shown


class ShownCache:
    """:func:`~sailkit.replayer.view.shown` for one game, remembered per (node, viewer)."""

    def __init__(self, game: Game[Any, Any], support: ReplaySupport) -> None:
        self.game = game
        self.support = support
        self._kept: weakref.WeakKeyDictionary[Node, dict[str | None, Shown]] = weakref.WeakKeyDictionary()
        self.misses = 0  #: how many times a node had to be worked out (tests read it)
        #: what each view may not see, walked once along the record (:mod:`sailkit.secrecy`)
        self.secrets: dict[str | None, Secrets] = {}
        #: what each action did on the board, worked out once a node for every view (:mod:`.happened`)
        self.history = History(game, support)

    def get(self, node: Node, view: str | None) -> Shown:
        per_view = self._kept.setdefault(node, {})
        found = per_view.get(view)
        if found is None:
            self.misses += 1
            secrets = self.secrets.get(view)
            if secrets is None:
                secrets = self.secrets[view] = Secrets(self.game, view)
            found = per_view[view] = shown(self.game, node, view, self.support, secrets, self.history)
        return found

    def forget(self, node: Node) -> None:
        """Drop what was kept for ``node`` (after its comments, annotations or continuations changed)."""
        self._kept.pop(node, None)

    def __len__(self) -> int:
        return sum(len(v) for v in self._kept.values())


__all__ = ["ShownCache"]
