"""One figure kept for the whole replay, redrawn by blitting: the background once, then only what changed.

Without an interactive matplotlib backend in the notebook (ipympl), a picture reaches
the page as an image. :class:`BlitCanvas` renders the figure's background (everything
the board does not list as dynamic) once with Agg and keeps the pixels. Each step it
compares the dynamic artists with the last frame's: only the rectangles where an
artist appeared, went or changed its words are put back from the background, and only
the dynamic artists crossing them are drawn again, clipped to them; everything else
keeps its pixels. The PNG is made the same way (:class:`BandedPNG`): only the bands of
rows that changed are compressed again. Nothing is rebuilt: the figure, its axes and
every artist that did not change stay as they are.

Drawing a counter's words is most of what a step that moves or damages a ship costs.
A board may name the *form* of an artist (what decides its pixels apart from where it
stands: a counter's looks and its part of the counter) and the display point it stands
at; then :class:`Sprites` keeps the pixels that artist left over the pixels it was drawn
on, and an artist of the same form, standing the same fraction of a pixel off the pixel
grid, over the same pixels, is pasted rather than drawn. Agg draws the same pixels for
the same shapes moved a whole number of pixels (the counters' points are on a grid finer
than a pixel, and a square is a whole number of pixels), so the picture is the one drawn
in full, pixel for pixel (the replayer's tests compare every step with a fresh board).
"""

from __future__ import annotations

import hashlib
import math
import struct
import zlib
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.figure import Figure
    from matplotlib.transforms import Bbox

#: Pixels per inch of the picture in the notebook (matplotlib's default screen resolution).
DPI = 100
#: zlib level of the PNG: 1 is the fastest; a board of flat colours still compresses well.
PNG_LEVEL = 1
#: Rows of pixels compressed together by :class:`BandedPNG`.
BAND = 16
#: Pixels added around a changed artist's box (anti-aliasing spills a little beyond it).
BLEED = 4
#: A box of display pixels on whole pixels: x0, y0, x1, y1 (origin bottom left).
Box = tuple[int, int, int, int]
#: Texts whose boxes are kept (:meth:`BlitCanvas._extent`) before those taken off the figure are forgotten.
KEPT_TEXTS = 1024
#: Frames kept to be put back without drawing (a few kilobytes each: the pixels around the dynamic artists).
KEPT_FRAMES = 256
#: Artists' pixels kept to be pasted rather than drawn (:class:`Sprites`; a few kilobytes each).
KEPT_SPRITES = 2048
#: Places changed by frames put back before :class:`BandedPNG` takes their pixels all at once instead.
KEPT_PENDING = 512
#: An artist's form and the point (display pixels) it stands at: see :meth:`BlitCanvas.frame`.
Form = tuple[Hashable, tuple[float, float]]


@dataclass(frozen=True)
class Kept:
    """One frame as :class:`Frames` keeps it: its artists (held, so their ids stay theirs), the canvas's record of
    where each was drawn, the pixels of those places, and the PNG's compressed bands."""

    artists: list[Any]
    last: dict[int, tuple[Any, object, Any]]
    patches: list[tuple[int, int, int, int, Any]]
    pieces: list[tuple[bytes, int] | None]


class Frames:
    """The frames made lately, by what they show (the most recently shown last, at most ``size``): a step back or a
    jump to a point seen before puts its pixels back instead of drawing."""

    def __init__(self, size: int = KEPT_FRAMES) -> None:
        self.size = size
        self._kept: OrderedDict[Hashable, Kept] = OrderedDict()
        self.hits = 0  #: frames put back rather than drawn (tests read it)

    def get(self, name: Hashable) -> Kept | None:
        found = self._kept.get(name)
        if found is not None:
            self._kept.move_to_end(name)
            self.hits += 1
        return found

    def keep(self, name: Hashable, kept: Kept) -> None:
        self._kept[name] = kept
        self._kept.move_to_end(name)
        while len(self._kept) > self.size:
            self._kept.popitem(last=False)

    def clear(self) -> None:
        self._kept.clear()

    def __len__(self) -> int:
        return len(self._kept)


class Sprites:
    """The pixels artists of known forms left, by what they were drawn over (the most recently used last, at most
    ``size``): the key is the artist's form, the fraction of a pixel its point stands off the pixel grid, the rectangle
    drawn in (from that point's pixel) and a digest of the pixels it held before."""

    def __init__(self, size: int = KEPT_SPRITES) -> None:
        self.size = size
        self._kept: OrderedDict[Hashable, Any] = OrderedDict()
        self.pasted = 0  #: artists pasted rather than drawn, in all (tests read it)

    def get(self, key: Hashable) -> Any:
        found = self._kept.get(key)
        if found is not None:
            self._kept.move_to_end(key)
            self.pasted += 1
        return found

    def keep(self, key: Hashable, pixels: Any) -> None:
        self._kept[key] = pixels
        while len(self._kept) > self.size:
            self._kept.popitem(last=False)

    def __len__(self) -> int:
        return len(self._kept)


class BlitCanvas:
    """Agg rendering of ``figure``: a background rendered once, the ``dynamic`` artists redrawn where they changed."""

    def __init__(self, figure: Figure, dpi: int = DPI) -> None:
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        self.figure = figure
        figure.set_dpi(dpi)
        self.canvas = FigureCanvasAgg(figure)
        self._background: Any = None
        self._last: dict[int, tuple[Artist, object, Bbox]] = {}
        self.redrawn = 0  #: artists drawn by the last frame (tests read it: a step redraws only what changed)
        self._encoder: BandedPNG | None = None
        self.frames = Frames()
        #: each text measured before, by identity: the text (held, so its identity stays its own), its words, where its
        #: anchor stood in display pixels and its box (with its backing); a text moved but not rewritten is not measured
        #: again, its box is moved with it
        self._texts: dict[int, tuple[Artist, str, tuple[float, float], Bbox]] = {}
        self.sprites = Sprites()
        #: the key of the frame shown (``None``: one drawn without a key), and the places (rows ``y0:y1`` top down,
        #: columns ``x0:x1``) where it differs from the background, when known
        self._key: Hashable = None
        self._patched: list[tuple[int, int, int, int]] | None = None
        #: the forms of this frame's artists, by identity (see :meth:`frame`)
        self._forms: dict[int, Form] = {}
        #: where an artist of each form draws, from its point's pixel, by form and the point's fraction of a pixel
        self._shapes: dict[Hashable, Bbox] = {}

    def reset(self, dynamic: Sequence[Artist]) -> None:
        """Render the background (everything but ``dynamic``) and draw ``dynamic`` over it in full."""
        import numpy as np

        for a in dynamic:
            a.set_animated(True)
        self.canvas.draw()
        self._background = np.asarray(self.canvas.buffer_rgba()).copy()
        self.frames.clear()  # frames kept were pieced on the old background
        self._key, self._patched = None, None
        self._last = {}
        self._draw_all(dynamic)

    def frame(
        self, dynamic: Sequence[Artist], key: Hashable = None, forms: Callable[[], Mapping[int, Form]] | None = None
    ) -> bytes:
        """The picture now, as PNG bytes: only the rectangles where a dynamic artist changed are drawn again.

        ``key`` names what the picture shows (:func:`looks` of the lasting artists, and what else decides the rest):
        a frame made before under the same key is put back from its kept pixels and PNG, drawing nothing
        (see :class:`Frames`); ``None`` draws.

        ``forms()`` gives (asked only when something is drawn), by ``id`` of the artist, the form of those artists
        whose pixels depend on nothing but it and where they stand: everything that decides how the artist looks
        (hashable; two artists of one form differ only by where they stand), and the point, in display pixels, it
        stands at. Those are pasted from :attr:`sprites` where one of the same form was drawn over the same pixels
        before.
        """
        kept = None if key is None or self._background is None else self.frames.get(key)
        if kept is not None:
            encoder = self._encoder
            if key == self._key and encoder is not None and encoder.last is not None:
                self.redrawn = encoder.recompressed = 0
                return encoder.last  # the very frame shown: nothing to do
            self._key = key
            return self._put_back(kept)
        self._forms = dict(forms()) if forms is not None else {}
        png = self._frame(dynamic)
        self._key, self._patched = key, None
        if key is not None:
            made = self._kept(dynamic)
            self.frames.keep(key, made)
            self._patched = [place[:4] for place in made.patches]
        return png

    def _frame(self, dynamic: Sequence[Artist]) -> bytes:
        from matplotlib.transforms import Bbox

        if self._background is None:
            self.reset(dynamic)
            return self.png()
        renderer = self.canvas.get_renderer()
        extents: dict[int, Bbox] = {}
        dirty = []
        for a in dynamic:
            kept = self._last.get(id(a))
            if kept is not None and kept[1] == _signature(a):
                extents[id(a)] = kept[2]  # unchanged: where it was drawn last time
            else:
                a.set_animated(True)
                extents[id(a)] = self._extent(a, renderer)
                dirty.append(extents[id(a)])
        dirty += [box for key, (a, sig, box) in self._last.items() if key not in extents or _signature(a) != sig]
        boxes = self._whole(_merged(dirty), dirty, [extents[id(a)] for a in dynamic if id(a) in self._forms])
        if (
            sum((x1 - x0) * (y1 - y0) for x0, y0, x1, y1 in boxes)
            > 0.5 * self.figure.bbox.width * self.figure.bbox.height
        ):
            self._restore(None)  # most of it changed: one full redraw is cheaper
            self._draw_all(dynamic)
            return self.png(self._rows(boxes))  # outside the boxes, the pixels are those of the last picture
        self.redrawn = 0
        if not boxes:  # nothing changed: the last picture
            self._last = {id(a): (a, _signature(a), extents[id(a)]) for a in dynamic}
            return self.png([])
        ordered = sorted(dynamic, key=lambda a: a.get_zorder())
        for box in boxes:
            self._restore(box)
            clip = Bbox.from_extents(*box)
            for a in ordered:
                if a.get_visible() and _overlap(extents[id(a)].extents, box):
                    form = self._forms.get(id(a))
                    if form is None or not self._paste(a, form, extents[id(a)].extents, box):
                        self._draw_clipped(a, clip)
        self._last = {id(a): (a, _signature(a), extents[id(a)]) for a in dynamic}
        return self.png(self._rows(boxes))

    @staticmethod
    def _whole(boxes: list[Box], dirty: list[Bbox], shapes: Sequence[Bbox]) -> list[Box]:
        """``boxes`` grown until each takes in the whole of every artist of a known form it touches (``shapes``, their
        extents): such an artist is drawn or pasted whole, never cut by a box's edge, since Agg's clipping of a
        curved edge (a rounded corner, a letter) may leave a pixel a shade off the one an uncut drawing leaves."""
        shapes = [s for s in shapes if s.x1 > s.x0 and s.y1 > s.y0]  # an empty text draws nothing to keep whole
        while True:
            grow = []
            for shape in shapes:
                whole = _widened(shape.extents)
                for box in boxes:
                    if _overlap(whole, box) and not _inside(whole, box):
                        grow.append(shape)
                        break
            if not grow:
                return boxes
            dirty = [*dirty, *grow]
            boxes = _merged(dirty)

    def _rows(self, boxes: Sequence[Box]) -> list[tuple[int, int, int, int]]:
        """The places ``boxes`` cover, as :meth:`BandedPNG.encode` takes them (rows top down, then columns), a pixel
        wider all round."""
        height = self.canvas.get_width_height()[1]
        return [(height - y1 - 1, height - y0 + 1, x0 - 1, x1 + 1) for x0, y0, x1, y1 in boxes]

    def _kept(self, dynamic: Sequence[Artist]) -> Kept:
        """What puts this frame back: the pixels inside every dynamic artist's box (the rest is background), the
        boxes of the last frame, and the PNG's compressed bands."""
        pixels = _pixels(self.canvas)
        height, width = pixels.shape[:2]
        patches = []
        for box in _merged([b for _, _, b in self._last.values()]):
            x0, x1, y0, y1 = _rows_columns(box, width, height)
            if x1 > x0 and y1 > y0:
                patches.append((y0, y1, x0, x1, pixels[y0:y1, x0:x1].copy()))
        assert self._encoder is not None
        return Kept(list(dynamic), dict(self._last), patches, list(self._encoder.pieces))

    def _put_back(self, kept: Kept) -> bytes:
        """Show a frame made before: the background where the last frame's patches were, this one's patches over it,
        its PNG; nothing is drawn (outside the patches of either frame, both are the background)."""
        pixels = _pixels(self.canvas)
        if self._patched is None:  # the last frame was not kept: where it differs from the background is not known
            pixels[...] = self._background
            height = pixels.shape[0]
            old = [(0, height, 0, pixels.shape[1])]
        else:
            old = self._patched
            for y0, y1, x0, x1 in old:
                pixels[y0:y1, x0:x1] = self._background[y0:y1, x0:x1]
        for y0, y1, x0, x1, patch in kept.patches:
            pixels[y0:y1, x0:x1] = patch
        self._patched = [place[:4] for place in kept.patches]
        self._last = dict(kept.last)
        self.redrawn = 0
        assert self._encoder is not None
        return self._encoder.restore(kept.pieces, [*old, *self._patched])

    def _draw_all(self, dynamic: Sequence[Artist]) -> None:
        """Draw every one of ``dynamic`` over the background (those of a known form pasted where they can be)."""
        renderer = self.canvas.get_renderer()
        width, height = self.canvas.get_width_height()
        for a in sorted(dynamic, key=lambda a: a.get_zorder()):
            a.set_animated(True)
            if a.get_visible():
                form = self._forms.get(id(a))
                if form is None or not self._paste(a, form, self._extent(a, renderer).extents, (0, 0, width, height)):
                    a.draw(renderer)
        self.redrawn = len(dynamic)
        self._last = {id(a): (a, _signature(a), self._extent(a, renderer)) for a in dynamic}

    def _paste(self, a: Artist, form: Form, extent: Any, box: Box) -> bool:
        """Put ``a`` on the picture inside ``box``, pasted from :attr:`sprites` or drawn and kept there; ``False`` when
        its form cannot say what it draws here (clipped by the figure's edge or by a clipping path of its own)."""
        from matplotlib.transforms import Bbox

        (x, y), pixels = form[1], _pixels(self.canvas)
        height, width = pixels.shape[:2]
        near = _widened(extent)  # where it draws, a little wider: the very pixels its drawing may change
        x0, x1, y0, y1 = _rows_columns(near, width, height)
        if not _inside(near, box) or (x0, x1, height - y1, height - y0) != (near[0], near[2], near[1], near[3]):
            return False  # cut by the box or the figure's edge: drawn as any other artist
        if a.get_clip_path() is not None:
            return False
        own = a.get_clip_box() if a.get_clip_on() else None
        if own is not None and not (
            own.x0 <= near[0] and own.y0 <= near[1] and own.x1 >= near[2] and own.y1 >= near[3]
        ):
            return False  # cut by its own clipping (the axes' edge): not the same pixels as elsewhere
        px, py = math.floor(x), math.floor(y)
        under = pixels[y0:y1, x0:x1]
        key = (
            form[0],
            x - px,
            y - py,
            (near[0] - px, near[1] - py, near[2] - px, near[3] - py),
            hashlib.blake2b(under.tobytes(), digest_size=16).digest(),
        )
        found = self.sprites.get(key)
        if found is not None:
            under[...] = found
            self.redrawn += 1
            return True
        self._draw_clipped(a, Bbox.from_extents(*near))
        self.sprites.keep(key, under.copy())
        return True

    def _extent(self, a: Artist, renderer: Any) -> Bbox:
        """Where ``a`` draws (:func:`_extent`); one of a form measured before (see :meth:`frame`), or a text measured
        before under the same words, has its box moved with it."""
        form = self._forms.get(id(a))
        if form is not None:
            (x, y), (px, py) = form[1], (math.floor(form[1][0]), math.floor(form[1][1]))
            shape = (form[0], x - px, y - py)
            box = self._shapes.get(shape)
            if box is None:
                if len(self._shapes) > KEPT_SPRITES:
                    self._shapes.clear()
                box = self._shapes[shape] = _extent(a, renderer).translated(-px, -py)
            return box.translated(px, py)
        get_text = getattr(a, "get_text", None)
        if not callable(get_text):
            return _extent(a, renderer)
        words = get_text()
        anchor = tuple(a.get_transform().transform(a.get_position()))  # type: ignore[attr-defined]
        kept = self._texts.get(id(a))
        if kept is not None and kept[1] == words:
            box = kept[3].translated(anchor[0] - kept[2][0], anchor[1] - kept[2][1])
        else:
            box = _extent(a, renderer)
        if len(self._texts) > KEPT_TEXTS:  # forget the texts taken off the figure
            self._texts = {k: v for k, v in self._texts.items() if v[0].figure is not None}
        self._texts[id(a)] = (a, words, anchor, box)
        return box

    def _draw_clipped(self, a: Artist, box: Bbox) -> None:
        """Draw ``a`` only inside ``box`` (display pixels), leaving its own clipping as it was."""
        from matplotlib.transforms import Bbox

        clip_box, clip_on = a.get_clip_box(), a.get_clip_on()
        inside = box if clip_box is None or not clip_on else Bbox.intersection(box, clip_box)
        if inside is None:
            return
        a.set_clip_box(inside)
        a.set_clip_on(True)
        a.draw(self.canvas.get_renderer())
        a.set_clip_box(clip_box)
        a.set_clip_on(clip_on)
        self.redrawn += 1

    def _restore(self, box: Box | None) -> None:
        """Put the background's pixels back: everywhere, or inside ``box`` (display pixels, origin bottom left)."""
        pixels = _pixels(self.canvas)
        if box is None:
            pixels[...] = self._background
            return
        height, width = pixels.shape[:2]
        x0, x1, y0, y1 = _rows_columns(box, width, height)
        pixels[y0:y1, x0:x1] = self._background[y0:y1, x0:x1]

    def png(self, places: Sequence[tuple[int, int, int, int]] | None = None) -> bytes:
        """The canvas's pixels now as PNG bytes, taking again only the pixels of ``places`` (``(y0, y1, x0, x1)``, rows
        top down) and recompressing their bands when only those changed since the last picture (``None``: all)."""
        width, height = self.canvas.get_width_height()
        if self._encoder is None or (self._encoder.width, self._encoder.height) != (width, height):
            self._encoder = BandedPNG(height, width)
            places = None
        return self._encoder.encode(_pixels(self.canvas), places)


class BandedPNG:
    """A PNG of a picture that changes a little at a time: the image is compressed in bands of rows, each its own
    piece of one deflate stream (flushed to a byte boundary with the history reset), so a frame recompresses only
    the bands where pixels changed and joins the pieces kept for the others (the stream's checksum too is joined
    from each band's).

    The rows as the PNG stores them (a filter byte, then red, green and blue) are kept for the whole image, and a
    frame copies into them only the pixels of the places that changed: taking the red, green and blue out of whole
    rows of RGBA costs more than compressing them."""

    def __init__(self, height: int, width: int, band: int = BAND, level: int = PNG_LEVEL) -> None:
        import numpy as np

        self.height, self.width, self.band, self.level = height, width, band, level
        self.rows = np.zeros((height, 1 + 3 * width), np.uint8)  # column 0: filter type 0 (none) for every row
        self._pixels = self.rows[:, 1:].reshape(height, width, 3)  # the same bytes, one pixel a triple
        count = -(-height // band)
        #: per band: its deflate piece and the Adler-32 of its bytes (``None`` until compressed)
        self.pieces: list[tuple[bytes, int] | None] = [None] * count
        self.recompressed = 0  #: bands compressed by the last call (tests read it)
        self._png: bytes | None = None
        #: places a :meth:`restore` changed, to take at the next :meth:`encode`
        self._pending: set[tuple[int, int, int, int]] = set()

    def encode(self, rgba: Any, places: Sequence[tuple[int, int, int, int]] | None = None) -> bytes:
        """The PNG of ``rgba`` (height x width x 4), given that only the pixels of ``places`` (rows ``y0:y1`` top down,
        columns ``x0:x1``, each as ``(y0, y1, x0, x1)``) changed since the last call (``None``: anything may have)."""
        count = len(self.pieces)
        self._take(rgba, places)
        wanted = (
            set(range(count))
            if places is None
            else {
                b
                for y0, y1, _, _ in places
                for b in range(max(0, y0) // self.band, min(self.height, y1) // self.band + 1)
            }
        )
        wanted |= {b for b, piece in enumerate(self.pieces) if piece is None}
        wanted &= set(range(count))
        self.recompressed = len(wanted)
        if not wanted and self._png is not None:
            return self._png
        for b in sorted(wanted):
            data = self.rows[b * self.band : min(self.height, (b + 1) * self.band)].data.cast("B")
            packer = zlib.compressobj(self.level, zlib.DEFLATED, -15)
            self.pieces[b] = (packer.compress(data) + packer.flush(zlib.Z_FULL_FLUSH), zlib.adler32(data))
        self._png = self._joined()
        return self._png

    @property
    def last(self) -> bytes | None:
        """The PNG made last (``None`` before the first)."""
        return self._png

    def restore(self, pieces: Sequence[tuple[bytes, int] | None], places: Sequence[tuple[int, int, int, int]]) -> bytes:
        """Take back the bands of an earlier picture (from :attr:`pieces`) and return its PNG; that picture differs from
        the last one only in ``places`` (as :meth:`encode` takes them), whose pixels the next :meth:`encode` takes."""
        self.pieces = list(pieces)
        self.recompressed = 0
        self._pending.update(places)
        self._png = self._joined()
        return self._png

    def _take(self, rgba: Any, places: Sequence[tuple[int, int, int, int]] | None) -> None:
        """Copy the pixels of ``places`` and of those a :meth:`restore` left pending (all of them for ``None``, or when
        many are pending) into :attr:`rows`."""
        if places is None or len(self._pending) > KEPT_PENDING:
            self._pixels[...] = rgba[..., :3]
            self._pending.clear()
            return
        places = [*places, *self._pending]
        self._pending.clear()
        for y0, y1, x0, x1 in places:
            y0, y1, x0, x1 = max(0, y0), min(self.height, y1), max(0, x0), min(self.width, x1)
            if y1 > y0 and x1 > x0:
                self._pixels[y0:y1, x0:x1] = rgba[y0:y1, x0:x1, :3]

    def _joined(self) -> bytes:
        checksum = 1
        size = 1 + 3 * self.width
        for b, piece in enumerate(self.pieces):
            assert piece is not None
            length = size * (min(self.height, (b + 1) * self.band) - b * self.band)
            checksum = _adler32_combine(checksum, piece[1], length)
        stream = b"".join(p[0] for p in self.pieces if p is not None) + _LAST_BLOCK
        idat = b"\x78\x01" + stream + struct.pack(">I", checksum)
        return _png(self.width, self.height, idat)


def _adler32_combine(first: int, second: int, length: int) -> int:
    """The Adler-32 of two byte strings joined, from each one's and the second's length (zlib's adler32_combine)."""
    base = 65521
    rem = length % base
    low = first & 0xFFFF
    high = (rem * low) % base
    low = (low + (second & 0xFFFF) + base - 1) % base
    high = (high + ((first >> 16) & 0xFFFF) + ((second >> 16) & 0xFFFF) + base - rem) % base
    return low | (high << 16)


#: An empty final block: ends a deflate stream made of pieces flushed one by one.
_LAST_BLOCK = zlib.compressobj(PNG_LEVEL, zlib.DEFLATED, -15).flush(zlib.Z_FINISH)


def _png(width: int, height: int, idat: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8 bits, truecolour, no interlace
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def png_bytes(rgb: Any, level: int = PNG_LEVEL) -> bytes:
    """An RGB image (``height x width x 3`` bytes) as a PNG file: the few lines of the format, without Pillow's
    filter search, which costs more than it saves on a board of flat colours."""
    import numpy as np

    height, width, _ = rgb.shape
    rows = np.empty((height, 1 + 3 * width), np.uint8)
    rows[:, 0] = 0  # filter type 0 (none) for every row
    rows[:, 1:] = rgb.reshape(height, -1)

    return _png(width, height, zlib.compress(rows.tobytes(), level))


def _rows_columns(box: Box, width: int, height: int) -> tuple[int, int, int, int]:
    """The columns ``x0:x1`` and rows ``y0:y1`` (top down) of the pixels ``box`` (display pixels, whole numbers as
    :func:`_merged` makes them) covers: the very pixels Agg draws when clipped to it."""
    x0, y0, x1, y1 = box
    return max(0, x0), min(width, x1), max(0, height - y1), min(height, height - y0)


def _overlap(a: Any, b: Box) -> bool:
    """Whether extents ``a`` (x0, y0, x1, y1) and box ``b`` overlap (as :meth:`Bbox.overlaps`, on plain numbers)."""
    return bool(a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3])


def _widened(a: Any) -> Box:
    """Extents ``a`` (x0, y0, x1, y1) widened by :data:`BLEED` onto whole pixels, as :func:`_merged` widens a box."""
    return (
        math.floor(a[0] - BLEED),
        math.floor(a[1] - BLEED),
        math.ceil(a[2] + BLEED),
        math.ceil(a[3] + BLEED),
    )


def _inside(a: Box, b: Box) -> bool:
    """Whether box ``a`` lies within box ``b``."""
    return b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]


def _pixels(canvas: Any) -> Any:
    import numpy as np

    return np.asarray(canvas.buffer_rgba())


def _extent(a: Artist, renderer: Any) -> Bbox:
    """Where ``a`` draws, in display pixels: a text's backing box included (its own extent leaves it out)."""
    from matplotlib.collections import Collection
    from matplotlib.transforms import Bbox

    if isinstance(a, Collection):  # the kit's areas and lines: paths in data units, no offsets
        import numpy as np

        points = [np.asarray(p.vertices) for p in a.get_paths()]
        points = [v for v in points if v.size]
        if not points:
            return Bbox.null()
        xy = a.get_transform().transform(np.concatenate(points))
        box = Bbox([xy.min(axis=0), xy.max(axis=0)])
    else:
        box = a.get_window_extent(renderer)
    patch = getattr(a, "get_bbox_patch", lambda: None)()
    if patch is not None:
        a.update_bbox_position_size(renderer)  # type: ignore[attr-defined]
        box = Bbox.union([box, patch.get_window_extent(renderer)])
    return box


def looks(artists: Sequence[Artist]) -> frozenset[Hashable]:
    """What ``artists`` show, in any order, for a frame's key: each one's identity, words and visibility (the kit's
    dynamic artists change in no other way; :class:`Kept` holds them, so an identity is not reused while its frame
    is kept)."""
    return frozenset((id(a), _signature(a), a.get_visible()) for a in artists)


def _signature(a: Artist) -> object:
    """What, besides its identity, decides how and where an artist looks: a text's words and place, a collection's or
    a polygon's first point (the kinds a board changes in place: a text rewritten, a counter moved with its paths or
    points)."""
    get_text = getattr(a, "get_text", None)
    if callable(get_text):
        return get_text(), tuple(a.get_position())  # type: ignore[attr-defined]
    get_paths = getattr(a, "get_paths", None)
    if callable(get_paths):
        paths = get_paths()
        return tuple(paths[0].vertices[0]) if paths and len(paths[0].vertices) else None
    get_xy = getattr(a, "get_xy", None)  # a polygon moved with set_xy
    if callable(get_xy):
        import numpy as np

        return tuple(np.asarray(get_xy(), dtype=float).ravel()[:2])
    return None


def _merged(boxes: Sequence[Bbox]) -> list[Box]:
    """The boxes, each widened by :data:`BLEED` onto whole pixels, with every two that overlap joined into one until none
    overlap (a box put back from the background and a box clipped to while drawing then cover the same pixels). Boxes
    are put on whole pixels before they are joined, so that two a fraction of a pixel apart that touch once widened are
    joined, as :meth:`BlitCanvas._whole` sees them. Worked on plain numbers: a step has a few dozen boxes, and making a :class:`Bbox` costs more than the join."""
    out = [_widened(e) for e in (b.extents for b in boxes) if e[2] > e[0] and e[3] > e[1]]
    joined = True
    while joined:
        joined = False
        for i in range(len(out)):
            a = out[i]
            for j in range(i + 1, len(out)):
                b = out[j]
                if a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]:  # as Bbox.overlaps
                    out[i] = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
                    del out[j]
                    joined = True
                    break
            if joined:
                break
    return out


__all__ = [
    "BAND",
    "BLEED",
    "DPI",
    "KEPT_FRAMES",
    "KEPT_SPRITES",
    "PNG_LEVEL",
    "BandedPNG",
    "BlitCanvas",
    "Form",
    "Frames",
    "Kept",
    "Sprites",
    "looks",
    "png_bytes",
]
