"""Annotating a record at a point of a replay, playing what-ifs from there, and saving it back atomically.

Everything here changes the record tree the game stands on (comments and annotations
live on the nodes, see :mod:`sailkit.record`) and nothing else: the game's cursor does
not move, and the engine keeps the state of every node, old and new.

* :func:`what_if_roll` opens a variation for another result of a die roll, labelled with
  that result's exact probability and what it does: ``had the roll been 11 (1/36):
  Guerriere: H1 -> H2``.
* :func:`play_what_if` plays a legal action from a node (an illegal one raises with its
  case and changes nothing): if the record already goes on that way the existing node is
  returned, else a new variation (or the main line, where the record stops) is made.
* :func:`save` writes the whole record through :func:`sailkit.files.write_atomic`: a
  crash mid-save leaves the old file whole.
"""

from __future__ import annotations

import os
from typing import Any

from ..annotations import Annotation
from ..engine import Game
from ..errors import IllegalActionError, InvalidInputError
from ..files import write_atomic
from ..record import Node
from .view import Outcome, outcomes


def set_comment(node: Node, text: str) -> None:
    """Replace the comments on ``node`` with ``text`` (empty: no comment); annotations are kept."""
    node.comment = text


def add_annotation(node: Node, annotation: Annotation) -> None:
    """Add ``annotation`` to ``node`` unless it is there already."""
    if annotation not in node.annotations:
        node.annotations.append(annotation)


def remove_annotation(node: Node, annotation: Annotation) -> None:
    """Take ``annotation`` off ``node``; one it does not hold is an error naming it."""
    if annotation not in node.annotations:
        raise InvalidInputError("annotation to remove", str(annotation), "one of the annotations at this point")
    node.annotations.remove(annotation)


def what_if_label(outcome: Outcome) -> str:
    """``"had the roll been 11 (1/36): Guerriere: H1 -> H2"``."""
    result = outcome.die if outcome.die is not None else outcome.action
    return f"had the roll been {result} ({outcome.probability}): {outcome.effect}"


def what_if_roll(game: Game[Any, Any], node: Node, action: str) -> Node:
    """A variation beside the die roll at ``node`` with the result ``action`` instead, labelled with its exact probability.

    ``action`` is another result the same roll could have had (``"roll 11"``); the
    variation's node is returned (found, not added twice, when it is there already).
    """
    odds = outcomes(game, node)
    if not odds:
        raise IllegalActionError(f"{node.action!r} is not a die roll: there is no other result to try", "dice")
    parent = node.parent
    assert parent is not None
    canonical = str(game.rules.parse_action(action))
    chosen = next((o for o in odds if o.action == canonical), None)
    if chosen is None:
        raise InvalidInputError("die result", action, "one of " + ", ".join(o.action for o in odds))
    made = play_what_if(game, parent, canonical)
    if made is not node and not made.comments:
        made.comment = what_if_label(chosen)
    return made


def play_what_if(game: Game[Any, Any], node: Node, action: str) -> Node:
    """Play ``action`` from ``node`` on a branch of ``game``; the node it leads to (a variation when the record goes on
    another way). An illegal action raises with its case and the record is unchanged."""
    walker = game.branch().go(node)
    walker.apply_action(action)
    return walker.node


def save(game: Game[Any, Any], path: str | os.PathLike[str]) -> None:
    """Write ``game``'s whole record to ``path`` atomically (the old file stays whole if anything fails)."""
    write_atomic(path, game.to_text())


__all__ = [
    "add_annotation",
    "play_what_if",
    "remove_annotation",
    "save",
    "set_comment",
    "what_if_label",
    "what_if_roll",
]
