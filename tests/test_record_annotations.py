"""Annotations in record comments: arrows, highlights, bookmarks, ruling references; several comments per action.

The grammar is board-agnostic (places are tokens the rule set checks later), read
strictly by ``parse_annotations`` and leniently inside a record, and fuzzed here: any
text gives annotations or a documented error, never anything else.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.annotations import (
    COLOURS,
    ERRORS,
    MAX_PLACE,
    AnnotationError,
    Arrow,
    Bookmark,
    Highlight,
    RulingRef,
    format_annotations,
    parse_annotations,
)
from sailkit.record import LINE_BREAKS, Node, Record, read_comment, read_record, write_comment

# ---- the values and their text ----


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("[%arrow red 1108>0911]", [Arrow("red", "1108", "0911")]),
        ("[%arrow blue 31:05>-01:12 J20>K21]", [Arrow("blue", "31:05", "-01:12"), Arrow("blue", "J20", "K21")]),
        ("[%arrow green 12.5,30>14,30.25]", [Arrow("green", "12.5,30", "14,30.25")]),
        ("[%highlight yellow 0911 1010]", [Highlight("yellow", "0911"), Highlight("yellow", "1010")]),
        ("[%bookmark first blood]", [Bookmark("first blood")]),
        ("[%ruling fire Shannon Chesapeake]", [RulingRef("fire Shannon Chesapeake")]),
        (
            '[%highlight red 0505] [%arrow red 0505>0606] [%ruling fire "L\'Orient" Bellerophon]',
            [Highlight("red", "0505"), Arrow("red", "0505", "0606"), RulingRef('fire "L\'Orient" Bellerophon')],
        ),
    ],
)
def test_commands_read_into_typed_values_and_write_back_the_same(text: str, values: list[object]) -> None:
    assert parse_annotations(text) == values
    assert format_annotations(values) == text  # type: ignore[arg-type]


def test_reading_is_forgiving_about_case_and_spaces_writing_is_canonical() -> None:
    values = parse_annotations("  [%Arrow RED 1108>0911]\t[%arrow red 0911>1010]  [%bookmark   first \t blood ] ")
    assert values == [Arrow("red", "1108", "0911"), Arrow("red", "0911", "1010"), Bookmark("first blood")]
    assert format_annotations(values) == "[%arrow red 1108>0911 0911>1010] [%bookmark first blood]"


def test_consecutive_items_of_one_kind_and_colour_share_a_command_and_order_is_kept() -> None:
    values = [Arrow("red", "1", "2"), Arrow("blue", "2", "3"), Arrow("red", "3", "4"), Highlight("red", "4")]
    text = format_annotations(values)
    assert text == "[%arrow red 1>2] [%arrow blue 2>3] [%arrow red 3>4] [%highlight red 4]"
    assert parse_annotations(text) == values


@pytest.mark.parametrize(
    "value",
    [Arrow("red", "1108", "0911"), Highlight("yellow", "J20"), Bookmark("the rake"), RulingRef("fire A B")],
)
def test_values_are_immutable_and_their_repr_pastes_back(value: object) -> None:
    assert eval(repr(value)) == value  # the repr is the constructor call
    assert str(value).startswith("[%")
    with pytest.raises(AttributeError):
        value.colour = "blue"  # type: ignore[attr-defined]


def test_colours_are_lichess_four_named_in_words() -> None:
    assert COLOURS == ("green", "red", "yellow", "blue")
    assert Arrow("Red", "a", "b").colour == "red"


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("[%cal Ge2e4]", "annotation command"),
        ("[%]", "annotation command"),
        ("[%arrow purple 0505>0606]", "annotation colour"),
        ("[%arrow red]", "annotation items"),
        ("[%highlight 0505]", "annotation items"),
        ("[%arrow red 0505]", "arrow"),
        ("[%arrow red 0505>0606>0707]", "arrow"),
        ("[%arrow red 0505>]", "annotation place"),
        ("[%highlight red é]", "annotation place"),
        ("[%highlight red " + "1" * (MAX_PLACE + 1) + "]", "annotation place"),
        ("[%bookmark]", "bookmark name"),
        ("[%bookmark a {b}]", "bookmark name"),
        ("[%ruling  ]", "ruling question"),
        ("[%ruling fire \x00 A]", "ruling question"),
        ("words [%bookmark x]", "annotations"),
        ("[%bookmark x", "annotations"),
    ],
)
def test_each_bad_command_gets_its_documented_error(text: str, what: str) -> None:
    with pytest.raises(AnnotationError) as info:
        parse_annotations(text)
    assert info.value.what == what and what in ERRORS
    assert str(info.value).startswith(f"invalid {what}: ")


def test_constructors_check_their_values() -> None:
    for make in (lambda: Arrow("red", "a b", "c"), lambda: Highlight("pink", "a"), lambda: Bookmark(" ")):
        with pytest.raises(AnnotationError):
            make()
    with pytest.raises(AnnotationError, match="^invalid annotation: "):
        format_annotations(["[%arrow red a>b]"])  # type: ignore[list-item]
    with pytest.raises(AnnotationError, match="^invalid annotation: "):
        Node().add("pass A", annotations=["[%bookmark x]"])  # type: ignore[list-item]


# ---- comments: words and annotations apart ----


@pytest.mark.parametrize(
    ("written", "words", "count"),
    [
        ("the rake [%arrow red 1108>0911] [%bookmark rake]", "the rake", 2),
        ("[%bookmark rake] the rake", "the rake", 1),
        ("before [%bookmark rake] after", "before after", 1),
        ("two  spaces  [%bookmark rake]", "two  spaces ", 1),  # only the one space before the command goes
        ("[%bookmark a] [%bookmark b]", "", 2),
        ("a case [9.34] is not a command", "a case [9.34] is not a command", 0),
        ("escaped [\\%bookmark x] is words", "escaped [%bookmark x] is words", 0),
    ],
)
def test_a_comment_splits_into_words_and_annotations(written: str, words: str, count: int) -> None:
    text, annotations, problems = read_comment(written)
    assert (text, len(annotations), problems) == (words, count, [])


def test_a_command_that_cannot_be_read_stays_in_the_words_with_a_problem() -> None:
    text, annotations, problems = read_comment("see [%arrow purple a>b] and [%bookmark ok]")
    assert annotations == [Bookmark("ok")]
    assert text == "see [%arrow purple a>b] and"
    assert len(problems) == 1 and problems[0].startswith("invalid annotation colour: 'purple'")
    again = read_comment(write_comment(text, annotations))
    assert again == (text, annotations, [])  # written back, the bad command is plain words: nothing lost


def test_several_comments_per_action_each_on_a_line_of_its_own() -> None:
    text = "\n".join(
        [
            '[Game "Race"]',
            "",
            "{about the game}",
            "{more about it [%bookmark start]}",
            "throw A {first [%arrow red 0>5]}",
            "{second}",
            "{third [%highlight yellow 5]}",
            "roll 5",
            "",
        ]
    )
    rec, problems = read_record(text)
    assert problems == []
    assert rec.root.comments == ["about the game", "more about it"] and rec.root.annotations == [Bookmark("start")]
    throw = rec.root.children[0]
    assert throw.comments == ["first", "second", "third"]
    assert throw.annotations == [Arrow("red", "0", "5"), Highlight("yellow", "5")]
    assert throw.comment == "first\nsecond\nthird"  # the comments as one text
    out = rec.to_text()  # the annotations go back at the end of the first comment, canonically
    assert "throw A {first [%arrow red 0>5] [%highlight yellow 5]}\n{second}\n{third}\nroll 5\n" in out
    assert "{about the game [%bookmark start]}\n{more about it}\n" in out
    assert read_record(out)[0].to_text() == out


def test_setting_the_comment_replaces_every_comment_and_keeps_the_annotations() -> None:
    node = Node().add("throw A", "one", [Bookmark("b")])
    node.comments.append("two")
    node.comment = "only this"
    assert node.comments == ["only this"] and node.annotations == [Bookmark("b")]
    node.comment = ""
    assert node.comments == []
    with pytest.raises(Exception, match="comment"):
        node.comment = 3  # type: ignore[assignment]


def test_annotations_alone_make_a_comment_and_words_that_look_like_commands_are_escaped() -> None:
    rec = Record({"Game": "Race"})
    a = rec.root.add("throw A", annotations=[Highlight("green", "0")])
    a.add("roll 3", "words with [%bookmark fake] in them")
    text = rec.to_text()
    assert "throw A {[%highlight green 0]}" in text and "[\\%bookmark fake]" in text
    again, problems = read_record(text)
    assert problems == []
    assert again.root.children[0].children[0].annotations == []
    assert again.root.children[0].children[0].comment == "words with [%bookmark fake] in them"


# ---- fuzzing ----

_place = st.from_regex(r"[A-Za-z0-9.,:+_\-]{1,8}", fullmatch=True)
_words = st.text(alphabet=st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="[]{}\\"), min_size=1)
_words = _words.filter(lambda t: t.split())
_annotation = st.one_of(
    st.builds(Arrow, st.sampled_from(COLOURS), _place, _place),
    st.builds(Highlight, st.sampled_from(COLOURS), _place),
    st.builds(Bookmark, _words),
    st.builds(RulingRef, _words),
)
#: Text near the grammar: whole commands, its own words and marks, spaces, escapes, and any character at all.
_near = st.lists(
    st.one_of(
        _annotation.map(str),
        st.sampled_from(["[%", "]", "[", "%", "\\", "\\%", "\\{", ">", " ", "  ", "\t", ",", ":", "-", "."]),
        st.sampled_from(["arrow", "highlight", "bookmark", "ruling", "cal", *COLOURS, "Red", "0505", "J20", "1,2"]),
        st.text(max_size=3),
    ),
    max_size=25,
).map("".join)


@given(st.lists(_annotation, max_size=8))
def test_any_annotations_write_and_read_back_the_same(values: list[object]) -> None:
    text = format_annotations(values)  # type: ignore[arg-type]
    assert parse_annotations(text) == values
    assert format_annotations(parse_annotations(text)) == text


@given(_near)
def test_any_text_gives_annotations_or_a_documented_error(text: str) -> None:
    try:
        values = parse_annotations(text)
    except AnnotationError as err:
        assert err.what in ERRORS
    else:
        assert parse_annotations(format_annotations(values)) == values


_PROBLEM = re.compile(
    "^(invalid (" + "|".join(map(re.escape, ERRORS)) + "): .*; kept as words|annotation never closed)"
)


@given(_near)
def test_any_comment_reads_without_error_and_settles_after_one_writing(body: str) -> None:
    """Whatever stands between the braces: reading never raises, each problem is a documented one,
    and the text written from what was read reads back to the same tree and the same bytes."""
    escaped = body.replace("\\", "\\\\").replace("{", "\\{").replace("}", "\\}")
    line = "throw A {" + re.sub(f"[{LINE_BREAKS}]", r"\\n", escaped) + "}"
    rec, problems = read_record(line + "\n")
    assert all(_PROBLEM.match(p.message) for p in problems), problems
    assert {p.line for p in problems} <= {1}
    text = rec.to_text()
    again, more = read_record(text)
    assert more == [] and again.to_text() == text
    assert [n.comments for n in again.root.walk()] == [n.comments for n in rec.root.walk()]
    assert [n.annotations for n in again.root.walk()] == [n.annotations for n in rec.root.walk()]


#: Any comment text; line breaks other than \n are written \n (see test_record.py), so only \n is drawn.
_comment = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters=LINE_BREAKS.replace("\n", "")),
    max_size=15,
)


@given(st.lists(st.tuples(st.lists(_comment, max_size=3), st.lists(_annotation, max_size=3)), min_size=1, max_size=6))
def test_any_comments_and_annotations_survive_the_text_form(notes: list[tuple[list[str], list[object]]]) -> None:
    rec = Record({"Game": "Race"})
    node = rec.root
    for comments, values in notes:
        node = node.add("pass A")
        node.comments, node.annotations = list(comments), list(values)  # type: ignore[arg-type]
    again, problems = read_record(rec.to_text())
    assert problems == []
    for a, b in zip(rec.root.mainline(), again.root.mainline(), strict=True):
        assert b.comments == [c for c in a.comments if c]  # an empty comment is nothing to write
        assert b.annotations == a.annotations
