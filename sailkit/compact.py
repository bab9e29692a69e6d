"""Pictures and tables as a notebook stores them: the same drawing and the same table in far fewer characters.

A tutorial keeps every board it shows as inline SVG beside a ruling's table, and matplotlib writes SVG for
fidelity, not size: six decimals on every coordinate, a circle as a hundred corners, the font family and the whole
style on every label. Sixty boards made a tutorial of 2.4 MB, slow to open, skim or grep [issue 25]. Nothing here
changes what is drawn: :func:`compact_svg` writes the same picture shorter and :func:`compact_html` the same table,
so every picture a notebook, the desk or a page shows goes through them, while files exported for a club
(:func:`sailkit.figures.export`) keep matplotlib's own SVG.
"""

from __future__ import annotations

import hashlib
import html
import re
from collections import Counter
from typing import Any

#: How far a simplified outline may stray from the drawn one, in points (under a tenth of a millimetre): a circle
#: drawn as a polygon of a hundred corners keeps a dozen, and nobody sees the difference, even zoomed in.
SIMPLIFY_POINTS = 0.25

_PATH_DATA = re.compile(r' d="([^"]*)"')
_LINES_ONLY = re.compile(r"\s*M[ML0-9.\s\-z]*")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
_DECIMAL = re.compile(r"-?\d+\.\d+")
_FONT_FAMILY = re.compile(r"font-family: ([^;\"]+);? ?")
_TAG = re.compile(r"<[a-zA-Z][^>]*>")
_STYLE = re.compile(r' style="([^"]*)"')
_TITLE = re.compile(r' title="([^"]*)"')
_SHEET = re.compile(r"<style>((?:\.k[0-9a-f]+\.k[0-9a-f]+\{[^}]*\})+)</style>")
_RULE = re.compile(r"\.k[0-9a-f]+\.k[0-9a-f]+\{[^}]*\}")


def _short(value: float, places: int) -> str:
    """``value`` with at most ``places`` decimals, no trailing zeros and no leading one (``12.5``, ``3``, ``-.4``,
    never ``-0``)."""
    text = f"{value:.{places}f}".rstrip("0").rstrip(".")
    if text in ("-0", ""):
        return "0"
    return text.replace("0.", ".", 1) if text.lstrip("-").startswith("0.") else text


def _numbers(values: Any) -> str:
    """Numbers of path data, one decimal each, apart by a space only where no minus sign parts them."""
    return " ".join(_short(v, 1) for v in values).replace(" -", "-")


def _lines(data: str) -> str:
    """Path data of straight lines (``M``, ``L``, ``z``): each run's corners simplified to within
    :data:`SIMPLIFY_POINTS`, the first one where it is, the others as steps from the one before (short numbers)."""
    import numpy as np
    import shapely

    out = []
    for run in re.findall(r"M[^M]*", data):
        closed = run.rstrip().endswith("z")
        corners = np.array([float(n) for n in _NUMBER.findall(run)], dtype=float).reshape(-1, 2)
        if len(corners) > 4:
            ring = np.vstack([corners, corners[:1]]) if closed else corners
            simple = shapely.get_coordinates(shapely.simplify(shapely.linestrings(ring), SIMPLIFY_POINTS))
            if closed:
                simple = simple[:-1]
            if len(simple) >= 2:
                corners = simple
        tenths = np.round(corners * 10) / 10  # each corner where the picture shows it, to a tenth of a point
        steps = np.diff(tenths, axis=0).ravel()  # from corner to corner: no rounding error piles up
        line = f"l{_numbers(steps)}" if len(steps) else ""
        out.append(f"M{_numbers(tenths[0])}{line}{'z' if closed else ''}")
    return "".join(out)


def _path_data(match: re.Match[str]) -> str:
    data = match.group(1)
    if _LINES_ONLY.fullmatch(data):
        return f' d="{_lines(data)}"'
    data = _DECIMAL.sub(lambda m: _short(float(m.group(0)), 1), data)  # curves: the same points, shorter
    return ' d="{}"'.format(re.sub(r"\s*([A-Za-z])\s*", r"\1", data).strip())


#: The ids matplotlib names its own groups with (``text_5``, ``PathCollection_2``, ``matplotlib.axis_1``); the
#: kit's drawings name theirs with hyphens (``move-end-1``, ``sea``), and those are kept.
_OWN_GROUP = re.compile(r'<g id="[A-Za-z0-9.]+_\d+">')
_GROUP_TAGS = re.compile(r"<g\b[^>]*>|</g>")


def _unwrapped(text: str) -> str:
    """``text`` without matplotlib's own group ids, and without the groups that then say nothing (``<g>`` with no
    attribute: what is drawn in it is drawn the same without it)."""
    text = _OWN_GROUP.sub("<g>", text)
    bare: list[bool] = []

    def tag(match: re.Match[str]) -> str:
        if match.group(0) != "</g>":
            bare.append(match.group(0) == "<g>")
            return "" if bare[-1] else match.group(0)
        return "" if bare.pop() else "</g>"

    return _GROUP_TAGS.sub(tag, text)


_CLIPPED = re.compile(
    r'<(?P<tag>path|use|text|rect)\b(?P<a>[^>]*?) clip-path="url\(#(?P<id>[^)]+)\)"(?P<b>[^>]*?)/>'
    r'|<g clip-path="url\(#(?P<gid>[^)]+)\)">(?P<inner>(?:(?!<g\b|</g>).)*)</g>',
    re.S,
)


def _clipped_together(text: str) -> str:
    """``text`` with each run of neighbours clipped by the same path clipped once, as a group: matplotlib clips
    every mark on the board to the board, one by one, and a group clipped draws what each clipped draws."""
    out: list[str] = []
    run: list[str] = []
    run_id, end = "", -1

    def close() -> None:
        if len(run) > 1:
            out.append(f'<g clip-path="url(#{run_id})">{"".join(run)}</g>')
        elif run:
            out.append(f'<g clip-path="url(#{run_id})">{run[0]}</g>')
        run.clear()

    last = 0
    for m in _CLIPPED.finditer(text):
        clip = m.group("id") or m.group("gid")
        bare = m.group("inner") if m.group("gid") else f"<{m.group('tag')}{m.group('a')}{m.group('b')}/>"
        if m.start() != end or clip != run_id:
            close()
            out.append(text[last : m.start()])
            run_id = clip
        run.append(bare)
        end = last = m.end()
    close()
    out.append(text[last:])
    return "".join(out)


def _tight(style: str) -> str:
    return re.sub(r"([:;]) ", r"\1", style)


def _classed(text: str, *, into_svg: bool) -> str:
    """``text`` with every inline style used more than once replaced by a class named after what it says, and one
    style sheet for them: at the start of the ``<svg>`` (``into_svg``) or of the fragment.

    A class named by a hash of its declarations means the same thing in every picture and table of a page, so two
    of them never disagree. Its rule names the class twice, so it outranks a page's own rules for table cells as
    the inline style did (JupyterLab's right-aligned ``td``). Tags that carry a class already keep their style."""
    counts = Counter(_STYLE.findall(text))
    rules: dict[str, str] = {}

    def tag(match: re.Match[str]) -> str:
        found = _STYLE.search(match.group(0))
        if found is None or ' class="' in match.group(0) or counts[found.group(1)] < 2:
            return match.group(0)
        name = "k" + hashlib.sha1(found.group(1).encode()).hexdigest()[:7]
        rules[name] = found.group(1)
        return match.group(0).replace(found.group(0), f' class="{name}"', 1)

    text = _TAG.sub(tag, text)
    if not rules:
        return text
    sheet = "<style>" + "".join(f".{k}.{k}{{{v}}}" for k, v in sorted(rules.items())) + "</style>"
    if not into_svg:
        return sheet + text
    at = text.index(">", text.index("<svg")) + 1
    return text[:at] + sheet + text[at:]


def compact_svg(text: str) -> str:
    """``text`` (an SVG from :func:`sailkit.figures.svg`) drawn the same in about a third of the characters.

    Coordinates keep a tenth of a point (a tenth of a pixel at most), an outline of many short lines (a circle, a
    rounded counter) is simplified to within :data:`SIMPLIFY_POINTS` and written as steps, the font family is said
    once on the root instead of on every label, a style used more than once becomes a class, and the metadata,
    rotations by 0 degrees and the white space between tags are left out. Ids, titles, texts and hatch patterns are
    kept, so a page can still prefix (:func:`sailkit.figures.own_ids`), find and read them.
    """
    text = re.sub(r"<metadata>.*?</metadata>\s*", "", text, flags=re.S)
    text = _PATH_DATA.sub(_path_data, text)
    text = re.sub(r' (x|y)="(-?\d+\.\d+)"', lambda m: f' {m.group(1)}="{_short(float(m.group(2)), 2)}"', text)
    text = re.sub(r' transform="rotate\(-?0 [^)]*\)"', "", text)
    families = set(_FONT_FAMILY.findall(text))
    if len(families) == 1:  # said once on the root: every label inherits it
        text = _FONT_FAMILY.sub("", text)
        text = text.replace("<svg", f'<svg font-family="{html.escape(families.pop(), quote=True)}"', 1)
    text = _STYLE.sub(lambda m: f' style="{_tight(m.group(1))}"', text)
    return _classed(_clipped_together(_unwrapped(re.sub(r">\s+<", "><", text))), into_svg=True)


def compact_html(text: str) -> str:
    """``text`` (a ruling's table, a comparison, with their pictures) the same in fewer characters: a style used
    more than once becomes a class (its pictures keep their own, :func:`compact_svg`), and a tooltip is said once:
    not again on a case cited twice, nor at all where the same words stand on the page (a ruling folds what its
    cases rule under its table)."""
    text = _classed(text, into_svg=False)
    sheets = _SHEET.findall(text)
    if len(sheets) > 1:  # the pictures' and the table's rules in one sheet, each once: their names say the same
        rules = dict.fromkeys(rule for sheet in sheets for rule in _RULE.findall(sheet))
        text = "<style>" + "".join(rules) + "</style>" + _SHEET.sub("", text)
    seen = set(re.findall(r">([^<]+)<", _TITLE.sub("", text)))  # the words the page says already

    def title(match: re.Match[str]) -> str:
        words = match.group(1)
        if words in seen or any(words in said for said in seen if len(said) > len(words)):
            return ""
        seen.add(words)
        return match.group(0)

    return _TITLE.sub(title, text)


__all__ = ["SIMPLIFY_POINTS", "compact_html", "compact_svg"]
