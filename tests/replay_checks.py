"""Checks every rule set's replay tests share: a board walked step by step draws what a fresh board draws, and a
record's GIF and HTML exports hold one frame or step a point."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from PIL import Image

from sailkit.cli import main


class FreshBoard:
    """What a new board of ``support`` for ``states`` draws of a state, pixel for pixel, without drawing its map again.

    A new board renders its background (everything but :meth:`~sailkit.replayer.support.Board.dynamic`) and then draws
    the pieces of the state over it; the map is most of that work (a Wooden Ships board writes some 370 hex numbers).
    Here the background is rendered once. For each state the board is put back as it was made (its attributes, and its
    pieces none: the last state's are taken off the axes), its own ``update`` makes every piece anew (none kept, moved
    or pasted from before), and they are drawn whole over that background with matplotlib's own blitting, not the
    replayer's canvas under test. The first state asked for, and each at ``checked`` (indices of ``states``) when asked
    for, are drawn by a brand-new ``Picture`` too and must be the same pixels: the shortcut is held to be a new board.
    A support that cuts the record into stretches (``stretch``) gets a new board, made the same way, for each stretch
    a state is asked of."""

    def __init__(self, support: Any, states: Sequence[Any], checked: Iterable[int] = (-1,)) -> None:
        self.support, self.states = support, list(states)
        self.checked = {id(self.states[i]) for i in checked}
        self.held = 0  #: states also drawn by a new Picture and found the same
        self._make(self.states[0] if self.states else None)

    def _make(self, state: Any) -> None:
        """A new board for the stretch of ``state``, its background rendered once."""
        from sailkit.replayer.picture import Picture

        self.picture = Picture(self.support, self.states)
        if state is not None and self.picture.drawn is not None and id(state) not in self.picture.drawn:
            self.picture._build(state)  # the board of the stretch that shows it, nothing drawn on it yet
        board, canvas = self.picture.board, self.picture.canvas
        assert board is not None and canvas is not None
        self.board, self.agg = board, canvas.canvas
        self.made = dict(vars(board))  # the board as made: what it remembers of the pieces it drew is nothing yet
        for a in board.dynamic():
            a.set_animated(True)
        self.agg.draw()
        self.background = self.agg.copy_from_bbox(board.figure.bbox)

    def pixels(self, state: Any) -> Any:
        """The RGBA pixels a new board shows of ``state`` (a copy)."""
        import numpy as np

        from sailkit.replayer.picture import Picture

        if self.picture.drawn is not None and id(state) not in self.picture.drawn:
            self._make(state)
        pieces = self.board.pieces  # type: ignore[attr-defined]
        size, pieces.size = pieces.size, 0
        pieces.show({})  # the last state's pieces off the axes, none kept
        vars(self.board).update(self.made, pieces=type(pieces)(self.board.ax, size))
        self.board.update(state, "")
        self.agg.restore_region(self.background)
        renderer = self.agg.get_renderer()
        for a in sorted(self.board.dynamic(), key=lambda a: a.get_zorder()):
            a.set_animated(True)
            if a.get_visible():
                a.draw(renderer)
        out = np.asarray(self.agg.buffer_rgba()).copy()
        if not self.held or id(state) in self.checked:
            self.checked.discard(id(state))
            new = Picture(self.support, self.states)
            new.show(state)
            assert new.canvas is not None
            assert np.array_equal(out, np.asarray(new.canvas.canvas.buffer_rgba())), "not what a new board draws"
            self.held += 1
        return out


def differing_steps(support: Any, states: Sequence[Any], order: Iterable[int]) -> tuple[int, list[int]]:
    """Walk one board through ``states`` in ``order``; at each step that drew, compare it pixel for pixel with a
    fresh board shown that state (:class:`FreshBoard`): how many steps were compared, and those that differ."""
    import numpy as np

    from sailkit.replayer.picture import Picture

    walked = Picture(support, states)
    assert walked.canvas is not None
    fresh = FreshBoard(support, states)
    compared, differ = 0, []
    for i in order:
        walked.show(states[i])
        if walked.canvas.redrawn and i:
            compared += 1
            if not np.array_equal(np.asarray(walked.canvas.canvas.buffer_rgba()), fresh.pixels(states[i])):
                differ.append(i)
    return compared, differ


def exported_points(record: Path, out: Path) -> tuple[int, int]:
    """``sailkit replay`` of ``record`` as a GIF and as an HTML page under ``out``: the GIF's frames and the page's
    steps (each page step naming one of its frames, its board an SVG)."""
    gif, page = out / "replay.gif", out / "replay.html"
    assert main(["replay", str(record), "--gif", str(gif), "--quiet"]) == 0
    with Image.open(gif) as frames:
        count = frames.n_frames
    assert main(["replay", str(record), "--html", str(page), "--quiet"]) == 0
    text = page.read_text(encoding="utf-8")
    start = text.index('type="application/json">') + len('type="application/json">')
    data = json.loads(text[start : text.index("</script>", start)])
    assert data["board"].startswith("<svg") and all(0 <= s["frame"] < len(data["frames"]) for s in data["steps"])
    return count, len(data["steps"])
