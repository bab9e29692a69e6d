"""Fuzzing the record readers of every rule set with hostile text (issue 26): random characters, digits of other
scripts, numbers of thousands of digits, odd line breaks, stray braces and brackets, and bytes that are not UTF-8.

Whatever the text, reading and checking a record ends in one of two ways: a report whose every problem names a
line of the text, or a typed error (:class:`~sailkit.errors.SailkitError`) saying the record could not be checked,
which names the header's line when a header is at fault. No other exception, ever. The records are the samples of
``replays/`` cut to their first lines, so a few hundred examples take seconds.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sailkit import registry
from sailkit.errors import InvalidInputError, SailkitError
from sailkit.validate import validate_file, validate_text

ROOT = Path(__file__).resolve().parent.parent
#: One sample record of each rule set, cut to its headers and first actions (the checks are the same further on).
SAMPLES = {
    "fighting_sail": "15.4-constitution-guerriere.sail",
    "wooden_ships": "wooden_ships-frigate-duel.wsim",
    "as_per_margin": "apm-frigate-duel.apm",
}


def _cut(name: str, lines: int = 20) -> str:
    """The record's headers and its first ``lines`` lines or a few more, up to the end of a variation."""
    head, body = (ROOT / "replays" / name).read_text(encoding="utf-8").split("\n\n", 1)
    kept, depth = [], 0
    for line in body.split("\n"):
        if len(kept) >= lines and depth == 0:
            break
        depth += {"(": 1, ")": -1}.get(line.strip(), 0)
        kept.append(line)
    return head + "\n\n" + "\n".join(kept) + "\n"


TEXTS = {key: _cut(name) for key, name in SAMPLES.items()}

#: Pieces a hostile or careless hand puts into a record.
HOSTILE = [
    "²",
    "³",
    "¹",
    "١٢",
    "٣",
    "３",
    "߂",
    "৪",
    "9" * 5000,
    "-" + "9" * 40,
    "1e308",
    "nan",
    "inf",
    "0",
    "-1",
    "\x0c",
    "\x0b",
    "\u2028",
    "\u2029",
    "\x85",
    "\r",
    "\r\n",
    "\n",
    "\n(\n",
    "\n)\n",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    '"',
    "\\",
    "[%arrow red 1>2]",
    "[%ruling",
    "\x00",
    "\ufeff",
    "\ud800",
    " ",
    "x" * 300,
]
pieces = st.one_of(st.sampled_from(HOSTILE), st.text(max_size=6))


@st.composite
def hostile(draw: st.DrawFn, text: str) -> str:
    """``text`` with one to four spans replaced by hostile pieces, or its digits swapped for another script's."""
    if draw(st.booleans()):
        digits = draw(st.sampled_from(["٠١٢٣٤٥٦٧٨٩", "０１２３４５６７８９", "⁰¹²³⁴⁵⁶⁷⁸⁹"]))
        start = draw(st.integers(0, len(text)))
        end = draw(st.integers(start, min(len(text), start + 400)))
        return text[:start] + text[start:end].translate(str.maketrans("0123456789", digits)) + text[end:]
    for _ in range(draw(st.integers(1, 4))):
        start = draw(st.integers(0, len(text)))
        end = draw(st.integers(start, min(len(text), start + 8)))
        text = text[:start] + draw(pieces) + text[end:]
    return text


def _lines(text: str) -> int:
    return text.count("\n") + 1


def _checked_or_typed(text: str) -> None:
    """The promise: a report whose problems name lines of ``text``, or a typed error (naming the header's line)."""
    try:
        report = validate_text(text)
    except InvalidInputError as err:
        if err.header:  # a header at fault: its line, or where the headers end when it is missing
            assert err.line is not None and 1 <= err.line <= _lines(text), (err, err.line)
        else:  # the one fault of the record as a whole
            assert "no Game header" in str(err), err
        return
    for p in report.problems:
        assert isinstance(p.line, int) and 1 <= p.line <= _lines(text), (p.line, str(p))


FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("key", list(TEXTS))
def test_the_samples_themselves_read_cleanly(key: str) -> None:
    assert key in registry.rulesets()
    report = validate_text(TEXTS[key])
    assert all(p.kind == "end" for p in report.problems)  # type: ignore[attr-defined]  # cut short: Final/Result


@pytest.mark.parametrize("key", list(TEXTS))
def test_hostile_text_gives_problems_with_lines_or_a_typed_error(key: str) -> None:
    @FUZZ
    @given(hostile(TEXTS[key]))
    def check(text: str) -> None:
        _checked_or_typed(text)

    check()


@pytest.mark.parametrize("key", list(TEXTS))
def test_hostile_header_values_are_header_errors_at_their_line(key: str) -> None:
    """Any header's value replaced by hostile text: the record is checked, or the error names that header's line."""
    head, body = TEXTS[key].split("\n\n", 1)
    headers = head.split("\n")

    @FUZZ
    @given(st.integers(1, len(headers) - 1), st.lists(pieces, min_size=1, max_size=3).map("".join))
    def check(index: int, value: str) -> None:
        name = headers[index][1:].split(" ", 1)[0]
        escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "")
        lines = [*headers[:index], f'[{name} "{escaped}"]', *headers[index + 1 :]]
        text = "\n".join(lines) + "\n\n" + body
        try:
            validate_text(text)
        except InvalidInputError as err:
            assert err.header and err.line is not None and 1 <= err.line <= len(lines), (err, err.line)

    check()


@given(st.binary(max_size=300), st.sampled_from(list(TEXTS)))
@settings(max_examples=30, deadline=None)
def test_random_bytes_in_a_record_file_are_a_typed_error_or_problems_with_lines(junk: bytes, key: str) -> None:
    data = TEXTS[key].encode("utf-8")
    at = len(data) // 2
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "junk.rec"
        path.write_bytes(data[:at] + junk + data[at:])
        try:
            report = validate_file(path)
        except InvalidInputError as err:
            assert "UTF-8" in str(err) or str(err).startswith("invalid "), err
            return
        except SailkitError as err:
            assert str(err).startswith("invalid "), err
            return
        assert all(1 <= p.line <= data.count(b"\n") + junk.count(b"\n") + 2 for p in report.problems)


OTHER_DIGITS = st.sampled_from(["٠١٢٣٤٥٦٧٨٩", "０１２３４５６７８９", "⁰¹²³⁴⁵⁶⁷⁸⁹", "߀߁߂߃߄߅߆߇߈߉"])


@pytest.mark.parametrize("key", list(TEXTS))
def test_a_position_with_a_number_in_other_digits_is_an_input_error(key: str) -> None:
    """The desk's one-line position (each rule set's notation): any one number written in another script's digits
    is refused with an :class:`InvalidInputError`, never a bare ``ValueError`` from ``int()``."""
    notation = registry.rulesets()[key].notation
    example = notation.example
    spots = [i for i, c in enumerate(example) if c.isdigit()]

    @FUZZ
    @given(st.sampled_from(spots), OTHER_DIGITS)
    def check(at: int, digits: str) -> None:
        text = example[:at] + digits[int(example[at])] + example[at + 1 :]
        with pytest.raises(InvalidInputError):
            notation.parse(text)

    check()
