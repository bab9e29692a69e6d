"""Game records (rule-free): a tree of actions with comments and variations, read leniently, saved atomically."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit import record as record_module
from sailkit.annotations import Bookmark
from sailkit.errors import InvalidInputError
from sailkit.files import write_atomic
from sailkit.record import MAX_INDENT, Node, Record, read_record


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


# ---- bad input: byte-order marks, line breaks, size and depth ----


def _pairs(a: Node, b: Node) -> Iterator[tuple[Node, Node]]:
    """Corresponding nodes of two trees, walked without recursion (the trees may be deep)."""
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        yield x, y
        assert len(x.children) == len(y.children)
        stack += zip(x.children, y.children)


def test_a_byte_order_mark_before_the_first_header_is_ignored() -> None:
    rec, problems = read_record('\ufeff[Scenario "15.4"]\r\n\r\nroll 3\r\n')
    assert problems == [] and rec.headers == {"Scenario": "15.4"} and rec.mainline_actions() == ["roll 3"]


def test_text_that_is_not_a_string_is_an_input_error() -> None:
    with pytest.raises(InvalidInputError, match="Record.load"):
        read_record(b'[Scenario "15.4"]')  # type: ignore[arg-type]


def test_line_breaks_of_every_kind_survive_in_comments_and_headers_and_are_refused_in_actions() -> None:
    """str.splitlines() ends a line at \\r, \\x0b, \\x1c, \\u2028 ... as well as \\n: none is written raw."""
    breaks = "\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
    rec = Record({"Annotator": "two\nlines", "Odd": "a\u2028b"})
    rec.root.add("roll 3", "one" + "".join(f"{c}x" for c in breaks))
    text = rec.to_text()
    assert not any(c in text for c in breaks.replace("\n", ""))
    again, problems = read_record(text)
    assert problems == [] and again.headers == {"Annotator": "two\nlines", "Odd": "a\nb"}
    assert again.root.children[0].comment == "one" + "\nx" * len(breaks)
    for c in breaks:
        with pytest.raises(InvalidInputError):
            Node().add(f"roll{c}3")


def test_nodes_and_headers_remember_the_line_they_were_read_from() -> None:
    rec, _ = read_record('[Scenario "15.4"]\n[Final "x"]\n\nroll 3\n(\n  roll 4\n)\nroll 5\n')
    assert rec.header_lines == {"Scenario": 1, "Final": 2}
    first, alternative = rec.root.children
    assert (first.line, alternative.line, first.children[0].line) == (4, 6, 8)
    assert Node().line is None


def test_variations_nest_deeper_than_pythons_recursion_limit() -> None:
    """Depth is not limited by recursion: 3,000 nested variations write and read back the same tree."""
    rec = Record({"Scenario": "deep"})
    node = rec.root.add("roll 1")
    for _ in range(3000):
        node.add("roll 2")
        node = node.add("roll 3").add("roll 4")
    text = rec.to_text()
    again, problems = read_record(text)
    assert problems == []
    assert all(x.action == y.action for x, y in _pairs(rec.root, again.root))
    assert max(len(line) - len(line.lstrip()) for line in text.splitlines()) <= 2 * MAX_INDENT


def _characters_handled_in_comments(text: str, monkeypatch: pytest.MonkeyPatch) -> int:
    """How many characters reading ``text`` hands to the comment reader and stores into comments,
    over every call and assignment (a reader that re-copied earlier comments would count them again)."""
    count = 0
    plain_set, plain_read = object.__setattr__, record_module.read_comment

    def counting_set(self: Node, name: str, value: object) -> None:
        nonlocal count
        if name == "comments":
            count += sum(len(c) for c in value)  # type: ignore[attr-defined]
        plain_set(self, name, value)

    def counting_read(written: str) -> tuple[object, ...]:
        nonlocal count
        count += len(written)
        return plain_read(written)

    with monkeypatch.context() as m:
        m.setattr(Node, "__setattr__", counting_set)
        m.setattr(record_module, "read_comment", counting_read)
        rec, _ = read_record(text)
    assert len(rec.root.children[0].comments) == text.count("{")
    return count


def test_reading_comment_lines_is_linear_in_their_number(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each comment line is handled once: twice the lines, twice the work (was four times: 2 MB took 21 s).

    A count of the characters handled, not a timing; ``python -m sailkit.bench record`` measures the time.
    """
    one = _characters_handled_in_comments("roll 1\n" + "{a comment}\n" * 1000, monkeypatch)
    two = _characters_handled_in_comments("roll 1\n" + "{a comment}\n" * 2000, monkeypatch)
    assert 1000 * len("a comment") <= one and two <= 2 * one + 10


@pytest.mark.parametrize(
    ("line", "actions", "comment"),
    [
        ("roll 1 {a \\{b\\} c}", ["roll 1"], "a {b} c"),
        ("roll 1 {a}   ", ["roll 1"], "a"),
        ("roll 1 {a} {b}", [], None),  # text after the comment
        ("roll 1 {a {b}", [], None),  # a brace inside it
        ("roll 1 {\\{", [], None),  # never closed
        ("roll 1 } {a}", [], None),  # a brace in the action
    ],
)
def test_a_comment_is_one_brace_pair_at_the_end_of_the_line(line: str, actions: list[str], comment: str | None) -> None:
    rec, problems = read_record(line + "\n")
    assert rec.mainline_actions() == actions
    if comment is None:
        assert len(problems) == 1 and problems[0].line == 1
    else:
        assert problems == [] and rec.root.children[0].comment == comment


# ---- an interrupted save ----


class _HalfWriter:
    """A file that writes half of what it is given, then fails as a full disk would."""

    def __init__(self, f: object) -> None:
        self.f = f

    def write(self, data: bytes) -> int:
        self.f.write(data[: len(data) // 2])  # type: ignore[attr-defined]
        self.f.flush()  # type: ignore[attr-defined]
        raise OSError(28, "No space left on device")

    def __getattr__(self, name: str) -> object:
        return getattr(self.f, name)

    def __enter__(self) -> _HalfWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.f.close()  # type: ignore[attr-defined]


@pytest.mark.parametrize("failure", ["write", "fsync", "replace"])
def test_an_interrupted_save_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failure: str
) -> None:
    """Half the bytes written then a full disk, a failed flush to disk, a failed rename: each time the
    old record is intact, the error names the file asked for, and no temporary file is left."""
    from sailkit.engine import Game
    from sailkit.engine.race import RACE, RaceSetup

    path = tmp_path / "game.sail"
    _sample().save(path)
    old = path.read_bytes()
    game = Game(RACE, RaceSetup()).apply_action("throw A").apply_action("roll 4")
    game.annotations.append(Bookmark("four"))
    if failure == "write":
        real = os.fdopen
        monkeypatch.setattr(os, "fdopen", lambda fd, mode="r", *a, **k: _HalfWriter(real(fd, mode, *a, **k)))
    else:

        def broken(*args: object) -> None:
            raise OSError(5, f"{failure} failed")

        monkeypatch.setattr(os, failure, broken)
    for save in (_sample().save, game.save):
        with pytest.raises(OSError) as info:
            save(path)
        assert str(path) in str(info.value)
        assert path.read_bytes() == old
        assert [p.name for p in tmp_path.iterdir()] == ["game.sail"]
    monkeypatch.undo()
    game.save(path)  # and once the disk is back, the save goes through
    assert "roll 4 {[%bookmark four]}" in path.read_text(encoding="utf-8")


@pytest.mark.parametrize("odd", ["\x0c", "\x0b", "\u2028", "\r", "\x85", "\x1c"])
def test_lines_end_only_at_newline_so_an_odd_break_stays_inside_its_comment(odd: str) -> None:
    """Only \\n and \\r\\n end a line (issue 26): a form feed, vertical tab, U+2028 or lone CR pasted into a
    comment stays there, the comment is kept, and every later line keeps its own number."""
    text = f'[Game "Race"]\r\n\r\nroll 3 {{one{odd}two}}\r\nroll 4\nroll 5 {{open\n'
    rec, problems = read_record(text)
    first = rec.root.children[0]
    assert first.comments == [f"one{odd}two"] and first.line == 3
    assert rec.mainline_actions() == ["roll 3", "roll 4"]
    assert [(p.line, p.message) for p in problems] == [(5, "unbalanced comment braces; line skipped")]
