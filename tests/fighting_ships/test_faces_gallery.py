"""The Fighting Ships gallery (docs/fighting_ships/gallery.md) shows every kind of diagram, is never out of date, and
each picture looks as it did when its baseline was approved (pytest-mpl).

After an intended change to the pictures, look at them, then redraw the gallery and the baselines and commit them:

    python -m sailkit.rulesets.fighting_ships.faces.gallery
    python3 dev.py test tests/fighting_ships/test_faces_gallery.py --mpl-generate-path=tests/fighting_ships/baseline
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
from matplotlib.figure import Figure

from sailkit import renderers
from sailkit.figures import figure_of
from sailkit.gallery import Gallery
from sailkit.rulesets.fighting_ships.faces import drawing, gallery
from sailkit.rulings import Ruling
from tests import gallery_checks
from tests.image_baselines import approved

#: How a gallery runs an entry's code, kept before any test here stands in for it.
_RUN = Gallery.picture


@cache
def _picture(slug: str) -> Any:
    """What an entry's code leaves in ``picture``, run once for the tests here that only read it or draw it (the
    replay's entry loads and replays the Encounter: most of the time of running them all)."""
    return _RUN(gallery.GALLERY, next(e for e in gallery.ENTRIES if e.slug == slug))


def test_the_committed_gallery_is_what_the_code_draws_now(monkeypatch: pytest.MonkeyPatch) -> None:
    """Change a picture and this fails until the gallery is drawn again and committed. The entries' code runs once
    for this module's tests (:func:`_picture`); each is drawn here as the gallery's command draws it."""
    monkeypatch.setattr(Gallery, "picture", lambda self, entry: _picture(entry.slug))
    gallery_checks.committed_gallery_is_current(gallery)


def test_the_gallery_shows_every_kind_of_ruling_drawn() -> None:
    """Every renderer the drawing face registers has an entry, each a real ruling of that kind."""
    kinds = {kind for (ruleset, kind) in renderers._RENDERERS if ruleset == drawing.RULESET}
    shown = set()
    wholes = {"position_figure(": "position", "game_figure(": "game", "Replay.load(": "replay"}
    for e in gallery.ENTRIES:
        made = _picture(e.slug)
        whole = [kind for call, kind in wholes.items() if call in e.code]
        if whole:  # a whole position, a game or a point of a replay: drawn as a figure
            shown.update(whole)
            continue
        assert isinstance(made, Ruling) and made.ruleset == drawing.RULESET, e.slug
        shown.add(made.kind)
    assert kinds == shown, f"kinds drawn with no entry: {sorted(kinds - shown)}; entries of no kind: {shown - kinds}"


def test_the_page_shows_each_picture_with_its_code_and_alt_text() -> None:
    gallery_checks.page_shows_each_picture(gallery, Path("docs/fighting_ships/README.md"))


def test_the_command_refuses_arguments_and_a_folder_with_no_docs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gallery_checks.command_refuses_arguments_and_a_folder_with_no_docs(gallery, tmp_path, monkeypatch)


@pytest.mark.parametrize("slug", [e.slug for e in gallery.ENTRIES])
@approved()
def test_diagram_looks_as_approved(slug: str) -> Figure:
    """Each gallery entry, as a Figure, against its approved baseline."""
    return figure_of(_picture(slug))  # as ``gallery.GALLERY.draw`` makes it


@pytest.mark.parametrize(
    ("slug", "heading"),
    [
        ("torpedo-run", "a torpedo run from Rattler at Kent strikes Lynx: sunk 82.1%, struck 0%, afloat 17.9%"),
        (
            "missile-salvo",
            "a salvo of 2 missiles from Harrier at Kent strikes Kent: sunk 60.0%, runs for the edge 0%, afloat 40.0%",
        ),
        (
            "steam",
            "may Ajax steam 3 ahead then 30 to starboard, 3 ahead then 30 to starboard, 4 ahead: yes, she ends at "
            "26.70,26.60 heading 60",
        ),
        ("sail", "may Syrene sail 2 ahead, 2 ahead then 30 to port: yes, she ends at 23.80,20.75 heading 60"),
    ],
)
def test_a_headings_says_one_thing_with_one_colon_and_no_plan_notation(slug: str, heading: str) -> None:
    """[issue 24] "a torpedo run from Rattler at Kent: strikes Lynx: sunk 1430447/2985984 ..." and "may Ajax steam
    M3+30 M3+30 M4: yes: 3 ahead then 30 to starboard ...": the heading drawn says it once, the plan in words."""
    (title,) = [t for t in figure_of(_picture(slug)).axes[0].texts if t.get_gid() == "diagram-title"]
    assert title.get_text().replace("\n", " ") == heading


def test_the_galley_replay_is_framed_on_its_turn_not_the_whole_replay() -> None:
    """[issue 24] The galley battle's picture in Game-Turn 3 was framed on every state of the replay, the fleets as
    they set out 32 inches apart among them, so most of a tall table stood empty: it is framed on the states of its
    Game-Turn (the same window for every point of the turn), every ship of the point inside it."""
    figure = figure_of(_picture("replay-galleys"))
    (y0, y1) = sorted(figure.axes[0].get_ylim())
    (x0, x1) = sorted(figure.axes[0].get_xlim())
    assert y1 - y0 < 30, (y0, y1)  # the whole replay's window was 42 inches tall
    texts = {t.get_text().split()[0] for t in figure.axes[0].texts if t.get_text()}
    assert {"Capitana", "Yildiz", "Hilal", "Kartal", "Sultana", "Fenice"} <= texts
