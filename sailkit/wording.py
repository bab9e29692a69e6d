"""How sailkit words a number and a verdict for people: ``5``, ``+1/2``, ``2 hits``, ``yes``, ``"Shannon, Levant"``.

Rulings, their HTML, the command line and every rule set say numbers and verdicts the same way through these
functions, so a reader never meets Python's ``True`` or ``Fraction(1, 2)``.
"""

from __future__ import annotations

import re
from fractions import Fraction
from numbers import Real
from typing import Any

#: A number a ruling or a step may carry: whole points, inches, half points.
Number = int | float | Fraction


def format_number(value: Number, *, signed: bool = False) -> str:
    """A ruling's number as a reader writes it: ``5``, ``-10``, ``3.5``, ``1/2``; with ``signed``, ``+5``, ``+1/2``.

    Whole values print without a fraction or decimal point whatever their type;
    floats keep at most three significant decimals (inches on a table).
    """
    if isinstance(value, bool) or not isinstance(value, Real):
        raise TypeError(f"a ruling's number must be an int, float or Fraction, not {value!r}")
    sign = "+" if signed and value >= 0 else ""
    if isinstance(value, Fraction) and value.denominator != 1:
        return f"{sign}{value.numerator}/{value.denominator}"
    if isinstance(value, float) and not value.is_integer():
        return f"{sign}{value:.3f}".rstrip("0")
    return f"{sign}{int(value)}"


def plural(count: Number, noun: str, many: str | None = None) -> str:
    """``count`` with its noun in the right number: ``plural(1, "end") == "1 end"``, ``plural(2, "path") == "2 paths"``.

    ``many`` gives an irregular plural (``plural(2, "die", "dice")``); otherwise ``s``, or
    ``es`` after s, x, z, ch and sh, is added (see :func:`agree`).
    """
    return f"{format_number(count)} {agree(count, noun, many)}"


def article(word: str) -> str:
    """The indefinite article before ``word``, by its first letter: ``article("order") == "an"``, ``"a"`` before a
    consonant (or nothing)."""
    return "an" if word[:1] in ("a", "e", "i", "o", "u") else "a"


def agree(count: Number, one: str, many: str | None = None) -> str:
    """The form of a word that goes with ``count``: ``one`` for exactly 1, else ``many``, by default ``one``'s
    regular plural (``s``, or ``es`` after s, x, z, ch and sh). For nouns written without their number and for
    verbs: ``agree(2, "hit") == "hits"``, ``agree(1, "falls", "fall") == "falls"``."""
    if count == 1:
        return one
    if many is None:
        many = one + ("es" if one.endswith(("s", "x", "z", "ch", "sh")) else "s")
    return many


def says_number(words: str, number: str) -> bool:
    """Whether ``words`` already say ``number`` (as :func:`format_number` writes it) as a number of its own.

    ``"2 hits"`` says ``"2"``; ``"12 hits"``, ``"1/2"``, ``"2.5"``, ``"x2"`` and ``"1-2"`` do
    not: the number counts only where no letter, digit, point, slash or dash touches it.
    What :meth:`Ruling.headline` asks before it adds a number the verdict already gives.
    """
    return re.search(rf"(?<![\w./-]){re.escape(number)}(?![\w/-]|\.\d)", words) is not None


def _names(words: str, measure: str) -> bool:
    """Whether ``words`` name ``measure``: a word of them starts with it, whatever the case ("hit" in "2 Hits")."""
    return re.search(rf"\b{re.escape(measure.lower())}", words.lower()) is not None


def heading(question: str, answer: str) -> str:
    """A question and its answer as one heading that says one thing, with one colon at most (issue 24):
    ``"range from Shannon to Chesapeake: 8"``. A question written with its question mark takes the answer after it,
    ``"may Constitution fire at Java? yes, ..."``, never ``"Java?: yes"``; an answer that explains itself after a
    colon says it after a comma, ``"may Syrene fire at Hermione: yes, a valid target"``, never ``"...: yes: a valid
    target"``; and a question that holds a colon of its own (``"a gale: is Naiad downwind of Syrene"``) takes its
    question mark, ``"a gale: is Naiad downwind of Syrene? upwind"``. Every ruling's heading, printed or drawn,
    is worded here."""
    question = question.rstrip()
    answer = one_colon(answer.strip())
    if question.endswith("?"):
        return f"{question} {answer}" if answer else question
    if ": " in question.rstrip(":"):
        return f"{question.rstrip(':')}? {answer}" if answer else question
    return f"{question.rstrip(':')}: {answer}" if answer else question.rstrip(":")


def one_colon(words: str) -> str:
    """``words`` with each colon that ends a clause said as a comma: ``"yes: a valid target"`` is ``"yes, a valid
    target"``, so that a heading made of a question and these words has one colon (:func:`heading`); a colon inside a
    number or a notation (``"12:30"``, ``"[%arrow"``) is kept."""
    return re.sub(r":(\s)", r",\1", words)


def sentences(first: str, *more: str) -> str:
    """Texts joined as sentences, each ended by one full stop unless it ends already (``"?"``, ``"!"``, ``"."``):
    ``sentences("May Victory fire on Redoutable?", "12 dice")`` is ``"May Victory fire on Redoutable? 12 dice."``,
    never ``"Redoutable?. 12 dice"``."""
    parts = [t.strip() for t in (first, *more) if t.strip()]
    return " ".join(t if t.endswith((".", "?", "!")) else f"{t}." for t in parts)


def verdict_words(verdict: Any) -> str:
    """A verdict as a reader says it: ``yes``/``no`` for booleans, nothing for ``None``, a collection's items joined
    by commas (``"Shannon, Levant"``) unless it says itself (a named tuple with its own ``__str__``), else its text."""
    if verdict is True:
        return "yes"
    if verdict is False:
        return "no"
    if verdict is None:
        return "none"
    if isinstance(verdict, (tuple, list, set, frozenset)) and type(verdict).__str__ is object.__str__:
        return ", ".join(str(v) for v in verdict) or "none"
    return str(verdict)  # a collection that says itself (its own ``__str__``) in its own words: "3 to 5 boxes"


__all__ = [
    "Number",
    "agree",
    "article",
    "format_number",
    "heading",
    "one_colon",
    "plural",
    "says_number",
    "sentences",
    "verdict_words",
]
