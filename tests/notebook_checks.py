"""What a committed tutorial must be for a reader without a kernel: light, and words rather than Python [issue 25].

A repository browser, ``nbconvert --to markdown``, a screen reader and a search all read a notebook's stored
outputs as text. :func:`problems` lists what would make a notebook read badly there: a file too heavy to open or skim
(over :data:`MAX_BYTES`), a text output too long to read (over :data:`MAX_TEXT` characters), and an output that shows
Python instead of words (:func:`python_in`): a dataclass dump ``Name(field=...``, an object's ``<... object at 0x...>``,
``Fraction(1, 6)``, a square or hex as Python writes it (``Square(8, 11)``, ``Hex(2, 0)``: a reader writes
``0811`` and ``C1``), a figure announced only as ``<Figure size 852x536 with 1 Axes>``, a bare list, dict or tuple
(``['next BR', 'next US']``), or a lone ``True``/``False``. A position's repr
one can paste back (``Position('FS ...')``) is the notation a player writes, and passes.

Nor may any output a reader sees (printed text, a value's plain text or HTML, an SVG's words) show a reading by its
id, ``target_priority_pool=either_broadside`` (:func:`reading_ids_in`): a reader reads the reading's question and
the option in words [issue 24].
"""

from __future__ import annotations

import json
import re
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

#: Heaviest a committed notebook may be, in bytes (600 kB).
MAX_BYTES = 600_000
#: Longest text a notebook may show in one output, in characters.
MAX_TEXT = 2_000

#: A value as Python shows it inside a list, tuple or dict: a quoted string, yes or no as True or False, None.
_ITEM = r"""(?:'[^'\n]*'|"[^"\n]*"|True\b|False\b|None\b)"""
_PYTHON = (
    ("a dataclass dump", re.compile(r"\b[A-Z]\w*\([a-z_]\w*=")),
    ("an object's repr", re.compile(r"<[\w.]+ object(?: at 0x[0-9a-fA-F]+)?>")),
    ("a Fraction", re.compile(r"\bFraction\(")),
    ("a figure shown as its size", re.compile(r"<Figure size \d+x\d+ with \d+ Axes>")),
    ("a Python list", re.compile(rf"(?<!\w)\[(?:{_ITEM}\s*[,\]]|[\[(])")),
    ("a Python tuple", re.compile(rf"(?<!\w)\({_ITEM}\s*,")),
    ("a Python dict", re.compile(rf"(?<!\w)\{{(?:{_ITEM}|-?\d+)\s*:")),
    ("an empty list or dict", re.compile(r"(?:^|[\s:=(])(?:\[\]|\{\}|frozenset\(|set\(\))")),
    ("True or False alone", re.compile(r"(?:^|: |\| |= )(?:True|False|None)\s*$", re.M)),
    ("a square or hex as Python writes it", re.compile(r"\b(?:Square|Hex)\(-?\d+, ?-?\d+\)")),
)


def python_in(text: str) -> list[str]:
    """What in ``text`` is Python rather than words: the name of each kind found, with the first match."""
    found = []
    for what, pattern in _PYTHON:
        match = pattern.search(text)
        if match:
            found.append(f"{what}: {text[max(0, match.start() - 20) : match.end() + 30].strip()!r}")
    return found


def texts(notebook: dict[str, object]) -> list[tuple[int, str]]:
    """Every text a reader sees of ``notebook``'s outputs, with its cell's index: printed text, errors and the
    ``text/plain`` of each shown value (a widget's too)."""
    out = []
    cells = notebook.get("cells", [])
    assert isinstance(cells, list)
    for index, cell in enumerate(cells):
        for output in cell.get("outputs", []):
            if "text" in output:
                out.append((index, _joined(output["text"])))
            plain = output.get("data", {}).get("text/plain")
            if plain is not None:
                out.append((index, _joined(plain)))
            if "evalue" in output:
                out.append((index, f"{output.get('ename', '')}: {output['evalue']}"))
    return out


def _joined(text: str | list[str]) -> str:
    return text if isinstance(text, str) else "".join(text)


@cache
def _reading_id() -> re.Pattern[str]:
    """``key=option`` (or ``key = option``) for every reading of every installed rule set."""
    from sailkit.registry import rulesets

    pairs = {
        (k, o) for rs in rulesets().values() if rs.readings_at for k, r in rs.readings.items() for o in r.option_names
    }
    keys = "|".join(sorted({re.escape(k) for k, _ in pairs}, key=len, reverse=True))
    options = "|".join(sorted({re.escape(o) for _, o in pairs}, key=len, reverse=True))
    return re.compile(rf"\b(?:{keys}) ?= ?(?:{options})(?![\w-])")


def reading_ids_in(text: str) -> list[str]:
    """Each reading shown by its id ``key=option`` (or ``key = option``) in ``text`` rather than in words, with a
    little context."""
    return [text[max(0, m.start() - 20) : m.end() + 10].strip() for m in _reading_id().finditer(text)]


class _Words(HTMLParser):
    """The words of an HTML or SVG fragment as a reader sees them: text between tags, no attribute, no style."""

    def __init__(self) -> None:
        super().__init__()
        self.words: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag: str, attrs: object) -> None:
        self._hidden += tag in ("style", "script")

    def handle_endtag(self, tag: str) -> None:
        self._hidden -= tag in ("style", "script") and self._hidden > 0

    def handle_data(self, data: str) -> None:
        if not self._hidden:
            self.words.append(data)


def seen(notebook: dict[str, object]) -> list[tuple[int, str]]:
    """Every text a reader sees of ``notebook``'s outputs (:func:`texts`, and the words of each HTML and SVG)."""
    out = texts(notebook)
    cells = notebook.get("cells", [])
    assert isinstance(cells, list)
    for index, cell in enumerate(cells):
        for output in cell.get("outputs", []):
            for mime in ("text/html", "image/svg+xml"):
                if mime in output.get("data", {}):
                    parser = _Words()
                    parser.feed(_joined(output["data"][mime]))
                    out.append((index, " ".join(parser.words)))
    return out


def problems(path: Path) -> list[str]:
    """Everything that makes the notebook at ``path`` read badly without a kernel, one line each (none: it reads)."""
    found = []
    size = path.stat().st_size
    if size >= MAX_BYTES:
        found.append(f"{size:,} bytes: over {MAX_BYTES:,}")
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for index, text in texts(notebook):
        if len(text) > MAX_TEXT:
            found.append(f"cell {index}: {len(text):,} characters of text, over {MAX_TEXT:,}")
        found += [f"cell {index}: {what}" for what in python_in(text)]
    for index, text in seen(notebook):
        found += [f"cell {index}: a reading's id: {said!r}" for said in reading_ids_in(text)]
    return sorted(set(found), key=found.index)


__all__ = ["MAX_BYTES", "MAX_TEXT", "problems", "python_in", "reading_ids_in", "seen", "texts"]
