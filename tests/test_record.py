"""Game records (rule-free): a tree of actions with comments and variations, read leniently, saved atomically."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError
from sailkit.files import write_atomic
from sailkit.record import Node, Record, read_record


def _sample() -> Record:
    rec = Record({"Scenario": "15.4", "Readings": "arc_boundary=blind"})
    rec.root.comment = "a whole-game note"
    a = rec.root.add("command Constitution port", "bear away {boldly}")
    b = a.add("command Guerriere ahead")
    alt = a.add("command Guerriere port", "the other try")
    alt.add("roll 3")
    inner = b.add("roll 2")
    b.add("roll 5").add("roll 1")
    inner.add("next US", "line one\nline two \\ backslash")
    return rec


def _shape(node: Node) -> list[object]:
    return [(c.action, c.comment, _shape(c)) for c in node.children]


def test_text_round_trip_keeps_tree_comments_and_headers() -> None:
    rec = _sample()
    again, problems = read_record(rec.to_text())
    assert problems == []
    assert again.headers == rec.headers
    assert again.root.comment == rec.root.comment
    assert _shape(again.root) == _shape(rec.root)


def test_mainline_follows_first_children_and_variations_sit_beside_it() -> None:
    rec = _sample()
    assert rec.mainline_actions() == ["command Constitution port", "command Guerriere ahead", "roll 2", "next US"]
    first = rec.root.children[0]
    assert [c.action for c in first.children] == ["command Guerriere ahead", "command Guerriere port"]
    text = rec.to_text()
    assert text.index("command Guerriere ahead") < text.index("(") < text.index("command Guerriere port")


def test_node_editing_promote_add_main_remove_and_path() -> None:
    rec = _sample()
    first = rec.root.children[0]
    alt = first.children[1]
    assert not alt.is_main
    alt.promote()
    assert alt.is_main and rec.mainline_actions()[:3] == [
        "command Constitution port",
        "command Guerriere port",
        "roll 3",
    ]
    new = first.add_main("command Guerriere wear")
    assert rec.mainline_actions() == ["command Constitution port", "command Guerriere wear"]
    assert new.path() == ["command Constitution port", "command Guerriere wear"]
    new.remove()
    assert rec.mainline_actions()[1] == "command Guerriere port"
    assert rec.end().action == "roll 3"


def test_action_text_that_would_break_the_format_is_refused() -> None:
    for bad in ("", "   ", "roll {3}", "a\nb", "x ( y", 5):
        with pytest.raises(InvalidInputError):
            Node().add(bad)  # type: ignore[arg-type]


def test_lenient_reading_keeps_what_it_can_and_lists_each_problem() -> None:
    text = "\n".join(
        [
            '[Scenario "15.4"]',
            "[Broken header",
            "",
            "(",  # line 4: nothing to replace yet
            "command Constitution port",
            ")",
            ")",  # line 7: unmatched
            "command Guerriere ahead {unclosed",  # line 8: bad comment
            "roll 3",
            "(",  # line 10: never closed
            "roll 4",
        ]
    )
    rec, problems = read_record(text)
    assert rec.headers == {"Scenario": "15.4"}
    assert rec.mainline_actions() == ["command Constitution port", "roll 3"]
    assert [n.action for n in rec.root.children[0].children] == ["roll 3", "roll 4"]
    lines = sorted(p.line for p in problems)
    assert lines == [2, 4, 7, 8, 10]
    assert all(str(p).startswith(f"line {p.line}:") for p in problems)


def test_save_is_atomic_and_loads_back(tmp_path: Path) -> None:
    rec = _sample()
    path = tmp_path / "game.txt"
    rec.save(path)
    loaded, problems = Record.load(path)
    assert problems == [] and _shape(loaded.root) == _shape(rec.root)
    assert [p.name for p in tmp_path.iterdir()] == ["game.txt"]


def test_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.txt"
    path.write_text("old\n", encoding="utf-8")

    def broken(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        write_atomic(path, "new\n")
    assert path.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.txt"]


_word = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789 -", min_size=1, max_size=12).filter(
    lambda t: t.strip() == t and t
)
_comment = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"),
    max_size=20,
)


@st.composite
def _trees(draw: st.DrawFn) -> Record:
    rec = Record({"Scenario": draw(_word)})
    frontier = [rec.root]
    for _ in range(draw(st.integers(0, 12))):
        parent = draw(st.sampled_from(frontier))
        child = parent.add(draw(_word), draw(_comment).strip())
        frontier.append(child)
    return rec


@given(_trees())
def test_any_tree_survives_the_text_form(rec: Record) -> None:
    again, problems = read_record(rec.to_text())
    assert problems == []
    assert _shape(again.root) == _shape(rec.root)
    assert again.headers == rec.headers
