"""The JSON form of a record: the same tree for other tools, deterministic, strict when read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.annotations import COLOURS, Arrow, Bookmark, Highlight, RulingRef
from sailkit.errors import InvalidInputError
from sailkit.record import JSON_FORMAT, JSON_VERSION, MAX_JSON_DEPTH, Node, Record, read_record

REPLAYS = sorted((Path(__file__).resolve().parent.parent / "replays").glob("*.sail"))


def _small() -> Record:
    rec = Record({"Game": "Race", "Head": "0"})
    rec.root.comments = ["a race"]
    a = rec.root.add("throw A", "goes", [Arrow("red", "0", "5")])
    a.add("roll 5").add("pass B")
    alt = a.add("roll 2", annotations=[Bookmark("slow")])
    alt.add("pass B")
    return rec


def test_the_schema_headers_in_order_main_line_first_variations_beside_the_move_they_replace() -> None:
    data = json.loads(_small().to_json())
    assert data == {
        "format": "sailkit-record",
        "version": 1,
        "headers": [["Game", "Race"], ["Head", "0"]],
        "comments": ["a race"],
        "moves": [
            {
                "action": "throw A",
                "comments": ["goes"],
                "annotations": [{"type": "arrow", "colour": "red", "tail": "0", "head": "5"}],
            },
            {
                "action": "roll 5",
                "variations": [
                    [
                        {"action": "roll 2", "annotations": [{"type": "bookmark", "name": "slow"}]},
                        {"action": "pass B"},
                    ]
                ],
            },
            {"action": "pass B"},
        ],
    }


def test_output_is_deterministic_one_line_with_sorted_keys() -> None:
    text = _small().to_json()
    assert text == _small().to_json() and text.endswith("}\n") and text.count("\n") == 1
    assert text.startswith('{"comments":["a race"],"format":"sailkit-record","headers":')
    assert Record.from_json(text).to_json() == text
    assert Record.from_json(text.encode("utf-8")).to_text() == _small().to_text()  # bytes are read too


@pytest.mark.parametrize("path", REPLAYS, ids=lambda p: p.name)
def test_every_sample_record_round_trips_byte_for_byte_through_text_and_json(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    record, problems = read_record(text)
    assert problems == []
    assert record.to_text() == text  # text -> tree -> text
    via_json = Record.from_json(record.to_json())
    assert via_json.to_text() == text  # text -> JSON -> tree -> text
    assert via_json.to_json() == record.to_json()


# ---- any tree ----

_word = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789 -", min_size=1, max_size=10).filter(
    lambda t: t.strip() == t
)
_place = st.from_regex(r"[A-Za-z0-9.,:+_\-]{1,6}", fullmatch=True)
_annotation = st.one_of(
    st.builds(Arrow, st.sampled_from(COLOURS), _place, _place),
    st.builds(Highlight, st.sampled_from(COLOURS), _place),
    st.builds(Bookmark, _word.filter(str.strip)),
    st.builds(RulingRef, _word.filter(str.strip)),
)
_comment = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"),
    min_size=1,
    max_size=12,
)


@st.composite
def _trees(draw: st.DrawFn) -> Record:
    rec = Record({"Game": draw(_word), "Note": draw(_comment)})
    nodes = [rec.root]
    for _ in range(draw(st.integers(0, 14))):
        parent = draw(st.sampled_from(nodes))
        child = parent.add(draw(_word), annotations=draw(st.lists(_annotation, max_size=2)))
        child.comments = draw(st.lists(_comment, max_size=2))
        nodes.append(child)
    rec.root.comments = draw(st.lists(_comment, max_size=2))
    rec.root.annotations = draw(st.lists(_annotation, max_size=2))
    return rec


def _shape(node: Node) -> list[object]:
    return [(n.action, n.comments, n.annotations, len(n.children)) for n in node.walk()]


@given(_trees())
def test_any_tree_survives_json_and_text_alike(rec: Record) -> None:
    again = Record.from_json(rec.to_json())
    assert again.headers == rec.headers and list(again.headers) == list(rec.headers)
    assert _shape(again.root) == _shape(rec.root)
    assert again.to_text() == rec.to_text() and again.to_json() == rec.to_json()
    from_text, problems = read_record(rec.to_text())
    assert problems == [] and from_text.to_json() == rec.to_json()


# ---- refusals: every one a typed error naming what is wrong ----

_GOOD = {"format": JSON_FORMAT, "version": JSON_VERSION, "headers": [], "moves": [{"action": "pass A"}]}


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"extra": 1}, "unknown field 'extra'"),
        ({"moves": None}, "None"),
        ({"version": 2}, "version 1"),
        ({"version": True}, "version 1"),
        ({"version": 1.0}, "version 1"),
        ({"format": "pgn"}, "'pgn'"),
        ({"headers": [["Game"]]}, "pair of strings"),
        ({"headers": [["Game", "a"], ["Game", "b"]]}, "given once"),
        ({"headers": [["a b", "x"]]}, "'a b'"),
        ({"headers": {"Game": "Race"}}, "pair of strings"),
        ({"comments": []}, "non-empty list"),
        ({"comments": [""]}, "non-empty strings"),
        ({"comments": "text"}, "'text'"),
        ({"annotations": [{"type": "circle", "place": "a"}]}, "circle"),
        ({"annotations": [{"type": "arrow", "colour": "red", "tail": "a"}]}, "tail, head"),
        ({"annotations": [{"type": "arrow", "colour": "red", "tail": "a", "head": "b", "x": 1}]}, "tail, head"),
        ({"annotations": [{"type": "highlight", "colour": "pink", "place": "a"}]}, "pink"),
        ({"moves": [{"action": "roll {3}"}]}, "roll {3}"),
        ({"moves": [{"action": 3}]}, "action text"),
        ({"moves": [{"comment": "x", "action": "a"}]}, "unknown field 'comment'"),
        ({"moves": [{}]}, "missing field 'action'"),
        ({"moves": [{"action": "a", "variations": []}]}, "non-empty list of lines"),
        ({"moves": [{"action": "a", "variations": [[]]}]}, "not empty"),
        ({"moves": [{"action": "a", "variations": [{"action": "b"}]}]}, "list of move objects"),
    ],
)
def test_anything_but_the_schema_is_refused_naming_it(change: dict[str, object], named: str) -> None:
    with pytest.raises(InvalidInputError) as info:
        Record.from_json(json.dumps({**_GOOD, **change}))
    assert named in str(info.value)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ('{"format": "sailkit-record", "format": "x"}', "'format' given twice"),
        ("[1, 2", "a JSON text"),
        ("", "a JSON text"),
        (b"\xff\xfe\x00", "a JSON text"),
        ("null", "JSON object"),
    ],
)
def test_text_that_is_not_one_json_object_is_refused(text: str | bytes, named: str) -> None:
    with pytest.raises(InvalidInputError, match=named):
        Record.from_json(text)


def test_variations_nested_too_deep_for_json_are_refused_both_ways() -> None:
    rec = Record()
    node = rec.root.add("a")
    for _ in range(MAX_JSON_DEPTH + 2):
        node.add("b")
        node = node.add("c").add("d")
    with pytest.raises(InvalidInputError, match=f"at most {MAX_JSON_DEPTH} deep"):
        rec.to_json()
    deep: dict[str, object] = {"action": "x"}
    for _ in range(MAX_JSON_DEPTH + 2):
        deep = {"action": "x", "variations": [[{"action": "y"}, deep]]}
    with pytest.raises(InvalidInputError, match=f"at most {MAX_JSON_DEPTH} deep"):
        Record.from_json(json.dumps({**_GOOD, "moves": [{"action": "w"}, deep]}))
    with pytest.raises(InvalidInputError, match="too deep"):
        Record.from_json("[" * 100_000 + "]" * 100_000)


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5) | st.sampled_from(["pass A", "arrow", "red"]),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(["action", "comments", "annotations", "variations", "type", "colour", "place", "x"]),
            inner,
            max_size=3,
        )
    ),
    max_leaves=12,
)


@given(
    st.fixed_dictionaries(
        {"format": st.just(JSON_FORMAT), "version": st.just(1), "headers": _json_values, "moves": _json_values}
    )
)
def test_any_json_gives_a_record_or_a_typed_error(data: dict[str, object]) -> None:
    try:
        rec = Record.from_json(json.dumps(data))
    except InvalidInputError:
        return
    assert Record.from_json(rec.to_json()).to_json() == rec.to_json()


@pytest.mark.parametrize("data", [b"{" + b"x" * 100, "{" + "x" * 100])
def test_long_broken_json_is_refused_with_a_short_excerpt_whether_bytes_or_text(data: bytes | str) -> None:
    """A long unreadable JSON record gets the typed error with its first 60 characters, bytes too (not a TypeError)."""
    with pytest.raises(InvalidInputError, match=r"record JSON.*xxx\.\.\.") as info:
        Record.from_json(data)
    assert "x" * 61 not in str(info.value)
