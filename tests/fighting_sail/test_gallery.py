"""The gallery (docs/gallery.md) shows every kind of diagram on a real position, and is never out of date."""

from __future__ import annotations

from pathlib import Path

from sailkit import renderers
from sailkit.gallery import comparable, stale
from sailkit.rulesets.fighting_sail.faces import drawing, gallery
from sailkit.rulings import Ruling

ROOT = Path(__file__).resolve().parents[2]
COMMAND = "python -m sailkit.rulesets.fighting_sail gallery"


_drawn = comparable


def test_the_committed_gallery_is_what_the_code_draws_now() -> None:
    """[15.0] Change a picture and this fails until the gallery is drawn again and committed."""
    old = stale(ROOT, gallery.files(), gallery.FOLDER)
    assert not old, f"out of date: {', '.join(old)}; run `{COMMAND}` from the repository root and commit"


def test_the_gallery_shows_every_kind_of_diagram_on_a_scenario() -> None:
    """Every renderer Fighting Sail registers has at least one entry; each entry but the explicit ones starts from a scenario."""
    kinds = {kind for (ruleset, kind) in renderers._RENDERERS if ruleset == "fighting_sail"}
    shown = set()
    for e in gallery.ENTRIES:
        made = gallery.picture(e)
        if isinstance(made, Ruling):
            shown.add(made.kind)
        elif type(made).__name__ == "Position":
            shown.add("position")
        elif "game_figure" in e.code:
            shown.add("game")
        elif "Replay(" in e.code:
            shown.add("replay")
        elif "rose_figure(" in e.code:
            shown.add("rose")
    assert kinds == {
        "fire",
        "moves",
        "gauge",
        "strike",
        "sight",
        "arc",
        "position",
        "game",
        "replay",
        "drift",
        "rose",
        "outline",
    }
    assert kinds <= shown
    on_a_map = [e for e in gallery.ENTRIES if e.slug not in ("rose", "outline")]  # those two draw no position
    assert sum("scenario(" in e.code for e in on_a_map) >= len(on_a_map) - 2


def test_the_page_shows_each_picture_with_its_code_and_alt_text() -> None:
    page = (ROOT / gallery.PAGE).read_text()
    for e in gallery.ENTRIES:
        assert f"](gallery/{e.slug}.svg)" in page and e.code in page
    assert "![](" not in page  # every picture has alt text
    assert drawing is not None


def test_the_readme_picture_comes_from_the_gallery() -> None:
    """The README's picture is the gallery's first entry, drawn in the diagrams' visual language."""
    readme = (ROOT / "README.md").read_text()
    assert "(docs/img/santo_domingo.png)" in readme and "docs/gallery.md" in readme
    assert (ROOT / gallery.README_PICTURE).read_bytes() == gallery.readme_picture()


def test_only_a_picture_that_changes_is_out_of_date() -> None:
    """Another matplotlib release names itself and its hatches otherwise; a moved line is still a change."""
    one = (
        b'<dc:title>Matplotlib v3.11.2, https://matplotlib.org/</dc:title><pattern id="hb24a318cad"/><path d="M 0 1"/>'
    )
    other_release = one.replace(b"3.11.2", b"3.12.0").replace(b"hb24a318cad", b"h0123456789")
    assert _drawn(one) == _drawn(other_release)
    assert _drawn(one) != _drawn(one.replace(b"M 0 1", b"M 0 2"))
