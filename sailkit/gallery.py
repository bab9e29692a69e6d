"""What every rule set's gallery shares: entries whose code draws a picture, their SVG files, and writing them.

A gallery (a rule set's :class:`~sailkit.ruleset.Face` ``gallery``) is a Markdown page with one picture per kind of
diagram, each under the code that drew it, so the page doubles as examples; a test fails when the committed files
differ from what the code draws now. The page's words are the rule set's; running an entry, turning the pictures
into deterministic SVG with their alt text and writing the files atomically are the same for all, and live here.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure


@dataclass(frozen=True)
class Entry:
    """One picture of a gallery: a file name, a heading, what to look at, and the code that draws it."""

    slug: str
    heading: str
    about: str
    code: str


@dataclass(frozen=True)
class Gallery:
    """A rule set's gallery: the code every entry's snippet starts with, the entries, and where the page and the
    pictures go (paths relative to the repository root)."""

    setup: str
    entries: tuple[Entry, ...]
    page: Path
    folder: Path

    def picture(self, entry: Entry) -> Any:
        """Run an entry's code after the setup: what it leaves in ``picture`` (a ruling, a position, a figure)."""
        namespace: dict[str, Any] = {}
        exec(compile(self.setup + entry.code, f"<gallery {entry.slug}>", "exec"), namespace)
        return namespace["picture"]

    def draw(self, entry: Entry) -> Figure:
        """An entry's picture as a new Figure."""
        from .figures import figure_of

        return figure_of(self.picture(entry))

    def sections(self, alts: Mapping[str, str]) -> list[str]:
        """The page's lines for the entries: each heading, what to look at, the code and the picture with the first
        sentence of its alt text (``alts``, by slug)."""
        out: list[str] = []
        for e in self.entries:
            alt = alts[e.slug].split(". ")[0].replace("[", "(").replace("]", ")").replace("\n", " ")
            out += [f"## {e.heading}", "", textwrap.fill(e.about, 100), "", "```python", e.code, "```", ""]
            out += [f"![{alt}](gallery/{e.slug}.svg)", ""]
        return out

    def files(self, page: Callable[[Mapping[str, str]], str]) -> dict[Path, bytes]:
        """Every entry drawn as SVG in the folder, and the ``page`` written from their alt texts, by path."""
        from .draw.figure import description
        from .figures import svg

        out: dict[Path, bytes] = {}
        alts: dict[str, str] = {}
        for e in self.entries:
            fig = self.draw(e)
            alts[e.slug] = description(fig)
            out[self.folder / f"{e.slug}.svg"] = svg(fig).encode()
        out[self.page] = page(alts).encode()
        return out


def comparable(svg: bytes) -> bytes:
    """A committed picture without what only matplotlib's release decides: the version it writes as the creator,
    and the ids of hatch patterns (a hash of the release's pattern parameters); a picture that changes still
    differs."""
    svg = re.sub(rb"Matplotlib v[0-9][^,<]*", b"Matplotlib", svg)
    return re.sub(rb"\bh[0-9a-f]{10}\b", b"hatch", svg)


def stale(root: Path, wanted: Mapping[Path, bytes], folder: Path) -> list[str]:
    """What a test of a committed gallery reports: each file under ``root`` missing or not as ``wanted`` draws it
    now, and each picture in ``folder`` no entry draws."""
    old = [
        str(rel)
        for rel, data in wanted.items()
        if not (root / rel).exists() or comparable((root / rel).read_bytes()) != comparable(data)
    ]
    return old + sorted(
        str(p.relative_to(root)) for p in (root / folder).glob("*.svg") if p.relative_to(root) not in wanted
    )


def write(root: Path, wanted: Mapping[Path, bytes], folder: Path) -> list[Path]:
    """Write ``wanted`` under ``root`` (each file atomically) and remove pictures in ``folder`` no entry draws; the
    paths that changed."""
    from .files import write_atomic

    changed = []
    for rel, data in wanted.items():
        target = root / rel
        if not target.exists() or target.read_bytes() != data:
            target.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(target, data)
            changed.append(rel)
    for stale in sorted((root / folder).glob("*.svg")):
        if stale.relative_to(root) not in wanted:
            stale.unlink()
            changed.append(stale.relative_to(root))
    return changed


def redraw(write: Callable[[Path], list[Path]]) -> int:
    """A gallery's command: ``write`` the gallery under the current folder, which must be the repository root, and
    say what changed; the exit status."""
    import sys

    root = Path.cwd()
    if not (root / "docs").is_dir():
        print(f"error: run this from the repository root (no docs/ in {root})", file=sys.stderr)
        return 2
    changed = write(root)
    print("\n".join(f"wrote {p}" for p in changed) or "the gallery is up to date")
    return 0


def command(argv: list[str], name: str, gallery: Gallery, page: Callable[[Mapping[str, str]], str]) -> int:
    """A rule set's gallery command (``name``, run as ``python -m ...``): with no arguments, draw ``gallery`` with its
    ``page`` under the repository root, the current folder, and say what changed; the exit status."""
    import sys

    if argv:
        print(f"usage: {name}   (from the repository root)", file=sys.stderr)
        return 2
    return redraw(lambda root: write(root, gallery.files(page), gallery.folder))


__all__ = ["Entry", "Gallery", "command", "comparable", "redraw", "stale", "write"]
