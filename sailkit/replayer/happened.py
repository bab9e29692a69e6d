"""What just happened on the board, rule-free: the marks a replay draws for the last action, as lichess marks a move.

A rule set says, through its replay face (:class:`~sailkit.replayer.support.Support`), only two
things: where a ship stands in the board's plane (``where``) and what an action was about
(``cause``: a broadside of one ship at another, a melee, a drift, a swell; for a die, what the
die was thrown for). Everything else comes from what the engine already knows: the ships' lines
before and after the action (:class:`~sailkit.replayer.support.ShipLine`). :func:`what_happened`
turns them into :class:`Happened` values, each a small fact with the plane points it is drawn
at: a ship's move from where she stood to where she stands (a turn where she stood, marked
there), a broadside from firer to target
with its result at the target (``"H1 → H2"``, ``"no effect"``), and any other change (a melee,
a critical hit, a strike, a capture) where it happened.

:class:`History` keeps them per node of a record and gathers a node's phase so far: the actions
played since the phase began, the last one ``now`` and the earlier ones fading, so a ship's
path this phase reads as a trail (:func:`sailkit.replayer.marks.draw_happened` draws them the
same way on every board).
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, cast

from ..engine import Game
from ..engine.rules import optional
from ..record import Node
from .support import ShipLine

#: A point in the board's plane (a square's or a hex's centre, a ship's mainmast in inches).
XY = tuple[float, float]
#: The kinds of :class:`Happened` drawn as a trail from where a ship stood to where she stands.
TRAILS = ("move", "drift", "swell")


@dataclass(frozen=True)
class Cause:
    """What an action was about, as the rule set reads it: ``kind`` (``"fire"``: ``ships`` are the firer and the
    target; ``"melee"``, ``"drift"``, ``"swell"``, ``"critical"`` ...), and whether it is ``done`` (``False`` for an
    action whose dice are still to come: a broadside aimed, the first die of several); ``result``, the words of a
    broadside's result when the target's line does not show it yet (hits read from a table, marked at the phase's
    end)."""

    kind: str
    ships: tuple[str, ...]
    done: bool = True
    #: what a broadside did where the target's line does not say it yet (hits read now, marked later)
    result: str = ""


@dataclass(frozen=True)
class Happened:
    """One thing an action did on the board, with the plane points it is drawn at.

    ``path`` is a trail's start and end (``kind`` in :data:`TRAILS`), a broadside's firer and target (``"fire"``), or
    the one point where anything else happened; ``result`` the words shown there (``""``: none yet); ``words`` the
    same in a sentence, for the panel and the board's alt text; ``now`` whether the action shown did it (an earlier
    action of the same phase fades).
    """

    kind: str
    ships: tuple[str, ...]
    path: tuple[XY, ...]
    result: str
    words: str
    now: bool = True

    def __str__(self) -> str:
        return self.words


def what_happened(
    before: Sequence[ShipLine],
    after: Sequence[ShipLine],
    where_before: Callable[[str], XY | None],
    where_after: Callable[[str], XY | None],
    cause: Cause | None = None,
    noted: Callable[[str], bool] = lambda word: True,
) -> tuple[Happened, ...]:
    """What an action did, from the ships' lines ``before`` and ``after`` it and where each ship stands
    (``where_*(name)``; ``None`` off the board), read as ``cause`` says (see the module docstring). Of a line's
    status only the words ``noted`` are marks (a chit given or a gun loaded is no event on the board)."""
    old = {s.name: _noted(s, noted) for s in before}
    named = cause.ships if cause is not None else ()
    out: list[Happened] = []
    changed: dict[str, list[str]] = {}  # a ship's change in words, and with the cases
    for new in (_noted(s, noted) for s in after):
        was = old.get(new.name)
        if was is None or was == new:
            continue
        start, end = where_before(new.name), where_after(new.name)
        trail = cause.kind if cause is not None and cause.kind in TRAILS and new.name in named else "move"
        if start is not None and end is not None and start != end:
            words = f"{new.name} {_VERBS[trail]} from {was.place} to {new.place}"
            out.append(Happened(trail, (new.name,), (start, end), "", words))
        elif trail != "move" and was.place != new.place:  # a drift or a swell that turned her where she stood
            changed[new.name] = [f"{was.place} → {new.place}"]
        elif was.place != new.place and start is not None and start == end:  # turned where she stood: no trail
            turned = f"{was.place} → {new.place}"
            out.append(Happened("turn", (new.name,), (end,), turned, f"{new.name} turned where she stood: {turned}"))
        if (was.damage, was.status) != (new.damage, new.status):
            changed.setdefault(new.name, []).append(change(was, new, cases=True))
    if cause is not None and cause.kind == "fire" and len(cause.ships) == 2:
        firer, target = cause.ships
        ends = where_after(firer) or where_before(firer), where_after(target) or where_before(target)
        if ends[0] is not None and ends[1] is not None and ends[0] != ends[1]:
            hit = changed.pop(target, None)
            result = "; ".join(hit) if hit else cause.result or ("no effect" if cause.done else "")
            words = f"{firer} fired at {target}" + (f": {result}" if result else "")
            out.append(Happened("fire", (firer, target), (ends[0], ends[1]), _CASES.sub("", result), words))
    for name, parts in changed.items():
        at = where_after(name) or where_before(name)
        if at is not None:
            kind = cause.kind if cause is not None and name in named and cause.kind != "fire" else "change"
            said = "; ".join(parts)
            who = name if kind == "change" else f"{name}, {kind}"
            out.append(Happened(kind, (name,), (at,), _CASES.sub("", said), f"{who}: {said}"))
    if cause is not None and cause.kind not in (*TRAILS, "fire") and cause.done:
        marked = {n for h in out for n in h.ships}
        points = [p for p in map(where_after, named) if p is not None]
        if named and not marked & set(named) and points:
            words = f"{cause.kind} ({', '.join(named)}): no effect"
            out.append(Happened(cause.kind, named, (_middle(points),), "no effect", words))
    return tuple(out)


def _noted(line: ShipLine, noted: Callable[[str], bool]) -> ShipLine:
    """``line`` with only the words of its status that are ``noted``."""
    words = [w for w in line.status.split(", ") if w and noted(w)]
    return replace(line, status=", ".join(words))


#: The verb of each trail in a sentence.
_VERBS = {"move": "moved", "drift": "drifted", "swell": "was moved by the swell"}
#: A case in brackets, left out of the words on the board (the panel keeps them).
_CASES = re.compile(r"\s*\[[^\]]*\]")


def change(was: ShipLine, new: ShipLine, *, cases: bool = False) -> str:
    """What changed in a ship's damage and status, in her line's own words: ``"H1 → H2 R1"``, ``"hull 12 → 10"``
    (a log's boxes, part by part), ``"→ prize of US"``; the cases in brackets only when ``cases``."""
    parts = []
    if was.damage != new.damage:
        parts.append(_damage(was.damage, new.damage))
    if was.status != new.status:
        gained = [s for s in new.status.split(", ") if s and s not in was.status.split(", ")]
        parts.append("→ " + ", ".join(gained) if gained else "no longer " + was.status)
    words = "; ".join(parts)
    return words if cases else _CASES.sub("", words)


def _damage(was: str, new: str) -> str:
    """``"H1 → H2"``; a line of named parts, each a name in small letters and its value (``"hull 12, crew 4-4-4"``,
    ``"masts 1/4, guns P 2/10"``), only in the parts that changed: ``"hull 12 → 10"``, and a part new to the line as it now reads (``"guns P 2/10"``)."""
    parts = [p for p in (*was.split(", "), *new.split(", ")) if p]
    if not all(p[:1].islower() and " " in p for p in parts):  # marks of a record sheet (``"H2 R1"``): as they read
        return f"{was or 'undamaged'} → {new or 'undamaged'}"
    old = {p.rpartition(" ")[0] or p: p for p in was.split(", ") if p}
    out = []
    for part in (p for p in new.split(", ") if p):
        name = part.rpartition(" ")[0] or part
        before = old.pop(name, None)
        if before is None:
            out.append(part)
        elif before != part:
            out.append(f"{before} → {part.rpartition(' ')[2]}")
    out += [f"{p} → none" for p in old.values()]
    return ", ".join(out)


def _middle(points: Sequence[XY]) -> XY:
    return (sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points))


#: What an action did on the board, from the state before it, the action and the state after it.
Said = Callable[[Any, Any, Any], tuple[Happened, ...]]


def happened_of(support: Any) -> Said | None:
    """What the replay ``support`` of a rule set says an action did: its own ``happened``, else one made of a
    :class:`~sailkit.replayer.support.Support`'s ``where``, ``cause`` and ``noted`` (:func:`what_happened`);
    ``None`` when it gives neither (the replay draws no marks)."""
    own = getattr(support, "happened", None)
    if callable(own):
        return cast(Said, own)
    where = getattr(support, "where", None)
    if where is None:
        return None
    why = getattr(support, "cause", None)
    noted = getattr(support, "noted", lambda word: True)

    def happened(before: Any, action: Any, after: Any) -> tuple[Happened, ...]:
        cause = why(before, action, after) if why is not None else None
        lines = support.ships
        return what_happened(lines(before), lines(after), partial(where, before), partial(where, after), cause, noted)

    return happened


class History:
    """What each action of ``game``'s record did on the board (as the rule set's replay ``support`` says:
    :func:`happened_of`), worked out once a node, and each node's phase so far (:meth:`phase`)."""

    def __init__(self, game: Game[Any, Any], support: Any) -> None:
        self.game = game
        self._happened = happened_of(support)
        self._describe = optional(game.rules, "describe")
        self._kept: weakref.WeakKeyDictionary[Node, tuple[Happened, ...]] = weakref.WeakKeyDictionary()
        self._phases: weakref.WeakKeyDictionary[Node, tuple[object, object]] = weakref.WeakKeyDictionary()

    def of(self, node: Node) -> tuple[Happened, ...]:
        """What ``node``'s action did (nothing at the start)."""
        found = self._kept.get(node)
        if found is None:
            found = ()
            if node.parent is not None and self._happened is not None:
                walker = self.game.branch()
                before = walker.go(node.parent).state
                action = self.game.rules.parse_action(node.action)
                found = self._happened(before, action, walker.go(node).state)
            self._kept[node] = found
        return found

    def _phase_of(self, node: Node) -> tuple[object, object]:
        """The turn and phase where ``node``'s state stands (the rule set's ``describe``)."""
        found = self._phases.get(node)
        if found is None:
            facts: Mapping[str, object] = self._describe(self.game.branch().go(node).state)
            found = self._phases[node] = (facts.get("turn"), facts.get("phase"))
        return found

    def phase(self, node: Node, hidden: Callable[[Node], bool] = lambda n: False) -> tuple[Happened, ...]:
        """What the actions of ``node``'s phase did so far, oldest first: the phase the game stood in when ``node``'s
        action was played; ``node``'s own marks ``now``, the earlier ones not. An action ``hidden`` from the viewer
        is left out; a mark a later one repeats with its result (a broadside aimed, then its dice) is left out."""
        if node.parent is None:
            return ()
        phase = self._phase_of(node.parent)
        line: list[Node] = []
        walk: Node | None = node
        while walk is not None and walk.parent is not None and self._phase_of(walk.parent) == phase:
            line.append(walk)
            walk = walk.parent
        out: list[Happened] = []
        for n in reversed(line):
            if hidden(n):
                continue
            now = n is node
            for h in self.of(n):
                out = [
                    o
                    for o in out
                    if len(o.path) > 1 and o.kind in TRAILS or o.result or (o.kind, o.ships) != (h.kind, h.ships)
                ]
                out.append(h if now else replace(h, now=False))
        return tuple(out)


__all__ = ["TRAILS", "XY", "Cause", "Happened", "History", "Said", "change", "happened_of", "what_happened"]
