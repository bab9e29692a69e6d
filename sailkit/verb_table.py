"""A grammar's verbs stated as a table: each verb's word, its arguments, its case and what it does, one row a verb.

A rule set's verbs (:class:`sailkit.actions.Verb`) are data: a word, the arguments it takes in order, the case that
creates the decision and a summary in our own words. Written out in code they took a call of several lines each;
a rule set states them in a CSV file in its package (``data/verbs.csv``: ``word,slots,case,summary``) and keeps in
code only how each argument is read: its :class:`~sailkit.actions.Slot` s, each under a key. In the ``slots`` column
an argument is one of those keys (a key may differ from its slot's name, so two verbs can read an argument of one
name two ways), else a name the grammar reads as a ship's or a side's (``ship``, ``target``); a trailing ``?`` makes
it optional.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from .actions import Slot, Verb
from .package_data import rows


def verb_of(row: Mapping[str, str], slots: Mapping[str, Slot]) -> Verb:
    """One row of a verb table (``word``, ``slots``, ``case``, ``summary``) as a :class:`~sailkit.actions.Verb`."""
    args = []
    for word in row["slots"].split():
        name = word.removesuffix("?")
        slot = slots.get(name, Slot(name))
        args.append(replace(slot, optional=True) if word.endswith("?") else slot)
    return Verb(row["word"], tuple(args), row["case"], row["summary"])


def verbs_of(table: Iterable[Mapping[str, str]], slots: Mapping[str, Slot]) -> tuple[Verb, ...]:
    """Every row of ``table`` as a verb, in order (:func:`verb_of`)."""
    return tuple(verb_of(row, slots) for row in table)


def read_verbs(package: str, path: str, slots: Mapping[str, Slot]) -> tuple[Verb, ...]:
    """The verbs of the CSV table ``path`` inside ``package``, their arguments read by ``slots``, in order."""
    return verbs_of(rows(package, path), slots)


__all__ = ["read_verbs", "verb_of", "verbs_of"]
