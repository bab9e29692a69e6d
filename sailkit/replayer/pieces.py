"""A board's changing artists kept by what each piece shows: a piece shown before is shown again, not drawn anew.

A rule set's replay board (:class:`sailkit.replayer.support.Board`) names what it draws of a
state piece by piece, each by a hashable of everything that piece shows (a ship's hull where
she stands, in her colour; her name; the wind) with what draws it. :class:`Pieces` keeps the
artists of the pieces shown; a step hides those no longer wanted, keeps them a while, and shows
again one kept under the same key rather than drawing it: a ship that did not change keeps her
artists while another moves, and a step back shows what was drawn there. The artists are listed
in the order the pieces are named, so a board walked to a point draws what a new board draws.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator, Mapping
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes

#: Pieces kept hidden for reuse, at most.
KEPT_PIECES = 64
#: A piece's key: all it shows.
K = TypeVar("K", bound=Hashable)


class Pieces(Generic[K]):
    """The artists of the pieces shown on ``ax``, by key, and of those shown before and hidden since (the most recently
    used last, at most ``kept``)."""

    def __init__(self, ax: Axes, kept: int = KEPT_PIECES) -> None:
        self.ax = ax
        self.size = kept
        self.shown: dict[K, list[Artist]] = {}
        self._kept: OrderedDict[K, list[Artist]] = OrderedDict()
        self.drawn = 0  #: pieces drawn anew, in all (tests read it)
        self.moved = 0  #: pieces taken from elsewhere and moved rather than drawn anew, in all (tests read it)

    def show(
        self,
        wanted: Mapping[K, Callable[[Axes], list[Artist]]],
        like: Callable[[K], Hashable] | None = None,
        move: Callable[[K, list[Artist], K], None] | None = None,
    ) -> None:
        """Show the pieces of ``wanted`` (in its order) and only those: each one shown or kept under its key is shown
        as it is; else one kept that looks alike elsewhere (``like`` gives both the same result, not ``None``) is taken
        and put in its place by ``move(key, artists, key it was kept under)`` (making artists costs more than moving
        them); the others are drawn."""
        for key in [k for k in self.shown if k not in wanted]:
            artists = self.shown.pop(key)
            for a in artists:
                a.set_visible(False)
            self._kept[key] = artists
        for key, draw in wanted.items():
            if key not in self.shown:
                if key in self._kept:
                    artists = self._kept.pop(key)
                elif artists := self._moved(key, like, move):
                    self.moved += 1
                else:
                    artists = draw(self.ax)
                    self.drawn += 1
                for a in artists:
                    a.set_visible(True)
                self.shown[key] = artists
        self.shown = {key: self.shown[key] for key in wanted}  # drawn in the order a new board draws them
        while len(self._kept) > self.size:
            for a in self._kept.popitem(last=False)[1]:
                a.remove()

    def _moved(
        self, key: K, like: Callable[[K], Hashable] | None, move: Callable[[K, list[Artist], K], None] | None
    ) -> list[Artist]:
        """The artists of a kept piece that looks like ``key``'s, moved to its place; empty when none is kept."""
        look = None if like is None else like(key)
        if look is None or move is None:
            return []
        assert like is not None
        was = next((k for k in self._kept if like(k) == look), None)
        if was is None:
            return []
        artists = self._kept.pop(was)
        move(key, artists, was)
        return artists

    def artists(self) -> Iterator[Artist]:
        """The artists shown, piece by piece in order."""
        for artists in self.shown.values():
            yield from artists


__all__ = ["KEPT_PIECES", "Pieces"]
