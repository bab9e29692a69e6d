"""One recipe for a ruling diagram, whatever the board: a rule set says what differs, the kit draws it.

Most ruling diagrams are the same recipe: the kit's sheet (:class:`~sailkit.draw.sheet.Sheet`) framed on the pieces
the ruling is about, fields tinted, the ships drawn with those in question framed, the line the ruling is about (the
kit's green arrow when it holds, a dashed red line when it is refused), a key under the board and the alt text. A
rule set's drawing face states a diagram as data, a :class:`RulingDiagram` of layers drawn in the order listed, and
hands it a :class:`Board`: the few functions that know its squares, hexes or open table (mplsoccer's ``BasePitch``
with each pitch a few lines of data is the model)::

    RulingDiagram(
        Sheet.of(ruling, turn="Turn 3"),
        around=(firer, target),
        layers=(
            Tint(("R", 12), key=(Key("fill", STARBOARD, "her starboard play"),)),
            Ships((Piece(firer, "Constitution", framed=True), Piece(target, "Java")), framed="the firer"),
            Shot(firer, target, key="fires at range 2"),
        ),
        alt="Constitution fires on Java: 2 guns.",
    ).draw(HEX_BOARD)

Rule-free: what a layer holds (a square, a hex, a pose, a field) is the board's to read. Each layer carries its rows
of the key in the ruling's own words (the kit draws the frame's and the shot's marks in their colours), so the key
says what is drawn and nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..wording import heading
from .primitives import Key
from .sheet import Sheet
from .style import BLOCKED, CLEAR, HIGHLIGHT

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure


@dataclass(frozen=True)
class Tint:
    """A field tinted on the board: ``what`` is the board's to read (a broadside and its reach, an arc, squares);
    ``key`` the rows saying what the tint is."""

    what: Any
    key: tuple[Key, ...] = ()


@dataclass(frozen=True)
class Piece:
    """A ship on the board: ``at`` is where and how she stands (the board's own type), ``name`` what is written by
    her, ``colour`` her fill ("" for the board's own choice), ``framed`` when the ruling is about her."""

    at: Any
    name: str = ""
    colour: str = ""
    framed: bool = False
    ghost: bool = False  #: drawn faded: where she was, or would be


@dataclass(frozen=True)
class Ships:
    """The ships of a diagram, drawn together (so their names can keep clear of each other's hulls); ``framed`` the
    key's words for the amber frame (``""``: no row), ``key`` more rows after it (what a ship's fill means)."""

    pieces: tuple[Piece, ...]
    framed: str = ""
    key: tuple[Key, ...] = ()


@dataclass(frozen=True)
class Shot:
    """The line a ruling is about, from ``start`` to ``end`` (the board's own places): the kit's green arrow when
    ``clear`` (the shot or the line holds), a dashed red line when not."""

    def rows(self) -> tuple[Key, ...]:
        """The key's row for the line: an arrow in its colour, or the red dash."""
        if not self.key:
            return ()
        return (Key("arrow", self.colour or CLEAR, self.key) if self.clear else Key("dash", BLOCKED, self.key),)

    start: Any
    end: Any
    clear: bool = True
    colour: str = ""  #: the arrow's colour when it is not the kit's green (a distance measured, not a shot)
    key: str = ""  #: the key's words for the line (``""``: no row)


@dataclass(frozen=True)
class Draw:
    """Anything of a rule set's own, drawn in its turn: ``draw(ax, window)`` with the window :meth:`Board.open` gave
    (``None``: nothing drawn, only its rows of the key, where they belong among the others')."""

    draw: Callable[[Axes, Any], object] | None = None
    key: tuple[Key, ...] = ()


Layer = Tint | Ships | Shot | Draw


class Board(Protocol):
    """What a rule set's board knows: how to open a sheet framed on some pieces, tint a field, draw ships, draw the
    shot and close the sheet (its own key rows added, the sides' key, the alt text)."""

    def open(self, sheet: Sheet, around: Sequence[Any]) -> tuple[Axes, Any]:
        """A new figure on ``sheet`` framed on ``around`` (the board's own places), the sea drawn; the axes and the
        window shown (what a tint is clipped to)."""

    def tint(self, ax: Axes, window: Any, what: Any) -> object:
        """A field tinted, inside ``window``."""

    def ships(self, ax: Axes, window: Any, pieces: Sequence[Piece]) -> object:
        """The ships, those framed in the kit's amber, each named."""

    def shot(self, ax: Axes, window: Any, shot: Shot) -> object:
        """The line from ``shot.start`` to ``shot.end``: the green arrow, or the dashed red line when not clear."""

    def close(self, ax: Axes, keys: Sequence[Key], alt: str) -> Figure:
        """The key under the board and the alt text (:meth:`Sheet.close`, with the board's own rows); the figure."""


@dataclass(frozen=True)
class RulingDiagram:
    """A ruling diagram as data: the sheet (heading, verdict, strip), the pieces the board is framed on, the layers
    drawn in order, the alt text. The key under the board is each layer's rows in the order the layers are listed
    (a row said twice, once), then ``keys``. :meth:`draw` draws it on a :class:`Board`."""

    sheet: Sheet
    around: tuple[Any, ...]
    layers: tuple[Layer, ...]
    keys: tuple[Key, ...] = ()
    alt: str = ""

    def draw(self, board: Board) -> Figure:
        """The figure: the sheet opened on the board, each layer drawn in turn, the key and the alt text."""
        ax, window = board.open(self.sheet, self.around)
        rows: dict[Key, None] = {}
        for layer in self.layers:
            rows.update(dict.fromkeys(_rows(layer)))
            if isinstance(layer, Tint):
                board.tint(ax, window, layer.what)
            elif isinstance(layer, Ships):
                board.ships(ax, window, layer.pieces)
            elif isinstance(layer, Shot):
                board.shot(ax, window, layer)
            elif layer.draw is not None:
                layer.draw(ax, window)
        rows.update(dict.fromkeys(self.keys))
        return board.close(ax, list(rows), self.alt or f"{heading(self.sheet.title, self.sheet.verdict)}.")


def _rows(layer: Layer) -> tuple[Key, ...]:
    """A layer's rows of the key: a shot's line, the ships' frame and fills, a tint's or a drawing's own."""
    if isinstance(layer, Shot):
        return layer.rows()
    if isinstance(layer, Ships):
        framed = layer.framed and any(p.framed for p in layer.pieces)
        return ((Key("frame", HIGHLIGHT, layer.framed),) if framed else ()) + layer.key
    return layer.key


def steps_words(ruling: Any) -> str:
    """A ruling's steps for an alt text, each with its case: ``"in range [11.1]; a rake [11.3]"``."""
    return "; ".join(f"{s.words} [{s.case}]" for s in ruling.steps)


__all__ = ["Board", "Draw", "Layer", "Piece", "RulingDiagram", "Ships", "Shot", "Tint", "steps_words"]
