"""Every ruling heading the gallery draws says one thing cleanly: one colon at most (issue 24).

A heading glued out of a question and an answer that explains itself read "may Syrene fire at Hermione: yes: a valid
target", two colons in every rule set. Every heading is worded in one place (:func:`sailkit.wording.heading`); these
tests read what the gallery pages show: each picture's drawn heading (its bold title), its alt text and the words
the page gives it.
"""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree

import pytest

from sailkit.wording import heading

ROOT = Path(__file__).resolve().parents[1]
PAGES = sorted([ROOT / "docs" / "gallery.md", *(ROOT / "docs").glob("*/gallery.md")])
PICTURES = [p for folder in ("gallery", "*/gallery") for p in sorted((ROOT / "docs").glob(f"{folder}/*.svg"))]
SVG = "{http://www.w3.org/2000/svg}"


def colons(words: str) -> int:
    """How many colons end a clause in ``words`` (``"12:30"`` has none)."""
    return len(re.findall(r":(\s|$)", words))


def drawn(path: Path) -> dict[str, str]:
    """A gallery picture's heading as drawn, its lines joined, and its alt text's first sentence (the verdict line
    under a heading may list steps, "die 1-2: bow NW, 3-4: bow W", and is not a heading)."""
    root = ElementTree.fromstring(path.read_bytes())
    out = {}
    for group in root.iter(f"{SVG}g"):
        name = group.get("id", "")
        for part in ("title",):
            if name.endswith(f"diagram-{part}"):
                out[part] = " ".join(" ".join(t.itertext()).strip() for t in group.iter(f"{SVG}text"))
    title = root.find(f"{SVG}title")
    if title is not None and title.text:
        out["alt"] = re.split(r"\.(\s|$)", title.text)[0]
    return out


def test_a_heading_has_one_colon_whatever_its_answer_says() -> None:
    assert (
        heading("may Syrene fire at Hermione", "yes: a valid target")
        == "may Syrene fire at Hermione: yes, a valid target"
    )
    assert heading("may Constitution fire at Java?", "no: blocked") == "may Constitution fire at Java? no, blocked"
    assert heading("a gale: is Naiad downwind of Syrene", "upwind, 6 inches") == (
        "a gale: is Naiad downwind of Syrene? upwind, 6 inches"
    )
    assert heading("range from Shannon to Chesapeake", "8") == "range from Shannon to Chesapeake: 8"
    assert heading("when does it start", "at 12:30") == "when does it start: at 12:30"


@pytest.mark.parametrize("path", PICTURES, ids=[str(p.relative_to(ROOT / "docs")) for p in PICTURES])
def test_every_heading_a_gallery_picture_draws_has_one_colon_at_most(path: Path) -> None:
    for part, words in drawn(path).items():
        assert colons(words) <= 1, f"{path.name}'s {part}: {words!r}"
        assert not re.search(r"\?\s*[:.,;]", words), f"{path.name}'s {part}: {words!r}"


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT / "docs")) for p in PAGES])
def test_every_picture_a_gallery_page_shows_is_named_with_one_colon_at_most(page: Path) -> None:
    alts = re.findall(r"!\[([^\]]*)\]\([^)]*\.svg\)", page.read_text(encoding="utf-8"))
    assert alts
    for alt in alts:
        assert colons(alt) <= 1 and not re.search(r"\?\s*[:.,;]", alt), f"{page.name}: {alt!r}"


#: A rule set's name run into the event after it: "Fighting Ships A carrier strike" [issue 24].
RUN_IN = re.compile(r"\b(?:Fighting Sail|Fighting Ships|Wooden Ships & Iron Men|As Per Margin) (?:[A-Z][a-z]|An? )")
#: A point of the table (x,y) written with more than two decimals: "24.9952,19.75" [issue 24].
UNROUNDED = re.compile(r"\b\d+(?:\.\d+)?,\d+(?:\.\d+)?\b")


def _full_alt(path: Path) -> str:
    title = ElementTree.fromstring(path.read_bytes()).find(f"{SVG}title")
    return title.text or "" if title is not None else ""


@pytest.mark.parametrize("path", PICTURES, ids=[str(p.relative_to(ROOT / "docs")) for p in PICTURES])
def test_every_gallery_title_words_its_event_once_and_rounds_its_points(path: Path) -> None:
    """A replay's title names its scenario once, the rule set's name apart ("A carrier strike (Fighting Ships)");
    its alt text gives each point as a ruling does, to a hundredth of an inch at most."""
    words = [*drawn(path).values(), _full_alt(path)]
    assert not [w for w in words if RUN_IN.search(w)], f"{path.name}: {words}"
    points = [m.group(0) for m in UNROUNDED.finditer(_full_alt(path))]
    assert not [q for q in points if re.search(r"\.\d{3,}", q)], f"{path.name}: {points}"


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT / "docs")) for p in PAGES])
def test_no_picture_a_gallery_page_shows_runs_a_rule_sets_name_into_its_event(page: Path) -> None:
    alts = re.findall(r"!\[([^\]]*)\]\([^)]*\.svg\)", page.read_text(encoding="utf-8"))
    assert not [a for a in alts if RUN_IN.search(a)], f"{page.name}: {[a for a in alts if RUN_IN.search(a)]}"


def test_a_replays_title_names_a_numbered_scenario_after_its_game_and_a_named_one_before() -> None:
    from sailkit.record import Record
    from sailkit.replay_export import _title

    def titled(game: str, scenario: str) -> str:
        return _title(Record({"Game": game, "Scenario": scenario}))

    assert titled("Fighting Sail", "15.4") == "Fighting Sail 15.4"
    assert titled("Fighting Ships", "A carrier strike") == "A carrier strike (Fighting Ships)"
    assert titled("As Per Margin", "frigate duel") == "Frigate duel (As Per Margin)"
