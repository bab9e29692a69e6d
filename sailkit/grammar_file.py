"""An action grammar stated in a TOML file: a rule set's verbs are words, cases and summaries, so they are data.

One table a verb, in the file's order: ``args`` (each argument's slot: its name, then ``:`` and the name of the
reader that reads it, or no reader for a name; a trailing ``?`` when it may be left out), ``case`` and ``summary``::

    [fire]
    args = ["ship", "target", "aim:aim", "broadside:broadside?"]
    case = "9.11"
    summary = "fire one broadside at hull or rigging"

The readers are code, so the rule set passes them by name (:func:`read_grammar`). Rule-free.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .actions import Grammar, Reader, Slot, Verb
from .errors import UnknownChoiceError


def slot(spec: str, readers: Mapping[str, Reader]) -> Slot:
    """The slot ``spec`` states (``"name"``, ``"name:reader"``, either ending in ``?`` when optional)."""
    name, _, reader = spec.removesuffix("?").partition(":")
    if reader and reader not in readers:
        raise UnknownChoiceError(f"reader of argument {name!r}", reader, sorted(readers))
    return Slot(name, readers[reader] if reader else None, spec.endswith("?"))


def grammar(ruleset: str, verbs: Mapping[str, Mapping[str, Any]], readers: Mapping[str, Reader], **kw: Any) -> Grammar:
    """The grammar of ``ruleset`` whose verbs ``verbs`` states by word, their arguments read by ``readers``; ``kw``
    are the grammar's other fields (``known_names``, ``normalise``)."""
    return Grammar(
        ruleset,
        tuple(
            Verb(word, tuple(slot(s, readers) for s in v["args"]), v["case"], v["summary"]) for word, v in verbs.items()
        ),
        **kw,
    )


def read_grammar(ruleset: str, package: str, path: str, readers: Mapping[str, Reader], **kw: Any) -> Grammar:
    """:func:`grammar` from the TOML file ``path`` inside ``package`` (``"data/actions.toml"``)."""
    import tomllib

    from .package_data import text

    return grammar(ruleset, tomllib.loads(text(package, path)), readers, **kw)


__all__ = ["grammar", "read_grammar", "slot"]
