"""A replay's picture and page say where the game stands in words, never a bare ``1.8`` (issue 24's "1.8" title).

``1.8`` is a point's address, Game-Turn 1 and the turn's eighth point, to type after ``--at``; headed over a
picture it read as a number with no meaning. The title says the Game-Turn and phase in the rule set's words; the
address stays where it is typed (``Replay.point("1.8")``, ``--at 1.8``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sailkit.replay_export import Replay

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def replay() -> Replay:
    return Replay.load(ROOT / "replays" / "15.4-constitution-guerriere.sail")


def test_a_pictures_title_says_where_the_game_stands_not_its_address(replay: Replay) -> None:
    point = replay.point("1.8")
    title = replay.scene(point).title
    assert title == f"{replay.title}: Game-Turn 1, Movement [7.22-7.25]"
    assert not re.search(r"(?<![\w.\[-])1\.8(?![\w.])", title)


def test_the_page_heads_each_point_and_bookmark_with_words(replay: Replay) -> None:
    page = replay.html(every="turn", progress=False)
    assert '" \\u00b7 " + s.label' not in page and '" (" + s.label + ")"' not in page
    found = re.search(r'<script id="replay-data" type="application/json">(.*?)</script>', page, re.S)
    assert found is not None
    data = json.loads(found.group(1))
    assert all(s["label"] and s["where"] for s in data["steps"])  # the address kept, beside the words
