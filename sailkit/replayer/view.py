"""What a replay shows at one node of a record, for one viewer: the position, the words, the odds.

:func:`shown` is the one function every way of showing a record goes through (the
notebook replayer, an export): given a game, a node of its record and a view (``None``
for the umpire, who sees everything, or a side), it returns a :class:`Shown`: the state
as that viewer may see it, the action in words with its cases, the comments and
annotations, every ship's line, and for a die roll the whole distribution of what the
roll could have done, each result with its exact probability.

Secret orders stay secret [as at the table]: from one side's view an action the rules
conceal from it (``Rules.conceal``, walked by :class:`sailkit.secrecy.Secrets`, the same
test every export uses) reads only as what that side is told, its comments and ruling
are held back, and the position is shown as the side may know it (the rules' ``observe``),
until the state reached reveals it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from ..annotations import Annotation
from ..engine import Game
from ..engine.rules import Observation, optional, situation
from ..record import Node
from ..secrecy import Secrets
from .happened import Happened, History
from .support import ReplaySupport, ShipLine, support_for

#: The view of the umpire (or of a reader after the game): every chit face up.
UMPIRE = None


@dataclass(frozen=True)
class Outcome:
    """One result a die roll could have had: its action, exact probability, and what it would have done."""

    action: str  #: ``"roll 11"``
    die: int | None
    probability: Fraction
    #: what changes, in the ships' own words: ``"Guerriere: H1 -> H2 M1"``, or ``"no change"``; when no result of
    #: the roll changes any ship, what the result decided instead (``"wind speed: 3,6"``)
    effect: str
    chosen: bool  #: the result the record holds

    @property
    def label(self) -> str:
        """``"roll 11 (1/36): Guerriere: H1 -> H2"``."""
        return f"{self.action} ({self.probability}): {self.effect}"


@dataclass(frozen=True)
class Shown:
    """Everything shown at one node for one viewer (see the module docstring); plain values, safe to keep (it holds
    no reference to the record, so a cache keyed by node can let the node go)."""

    view: str | None
    state: Any = field(repr=False)  #: the state as the viewer may see it (what the board draws)
    ply: int
    where: str  #: ``"Game-Turn 3, Movement [7.22-7.25]"``
    facts: dict[str, object]  #: the rule set's ``describe`` of the state: ``turn``, ``phase`` ...
    action: str  #: the action that led here as the viewer may read it; ``""`` at the start
    hidden: bool  #: the action was secret from this viewer (its words, comments and ruling held back)
    steps: tuple[str, ...]  #: what the action did, step by step with its cases: ``"[9.34] 56 is above ..."``
    comments: tuple[str, ...]
    annotations: tuple[Annotation, ...]
    ships: tuple[ShipLine, ...]
    face_down: tuple[str, ...]  #: the ships holding something face down to this viewer (the rules' ``observe``)
    odds: tuple[Outcome, ...]  #: for a die roll, every result it could have had; empty otherwise
    next_actions: tuple[str, ...]  #: the recorded continuations from here, main first, as the viewer may read them
    #: what the actions of the phase so far did on the board (:mod:`.happened`), oldest first, this action's ``now``
    happened: tuple[Happened, ...] = ()

    @property
    def just_happened(self) -> tuple[Happened, ...]:
        """What the action shown did on the board."""
        return tuple(h for h in self.happened if h.now)

    def board_words(self) -> str:
        """The board in words, for its alt text: where the game stands, the action and what it did."""
        did = "; ".join(map(str, self.just_happened))
        return f"The board at action {self.ply} ({self.where}): {self.action or 'the start'}" + (
            f". {did}" if did else ""
        )

    @property
    def is_roll(self) -> bool:
        return bool(self.odds)

    def text(self) -> str:
        """The panel beside the board as plain text (what tests and a text export read)."""
        lines = [f"{self.where or 'the start'} (action {self.ply})"]
        if self.action:
            lines.append(f"action: {self.action}")
        lines += [f"  {s}" for s in self.steps]
        lines += [f"on the board: {h}" for h in self.just_happened]
        lines += [f"comment: {c}" for c in self.comments]
        lines += [f"annotation: {a}" for a in self.annotations]
        if self.odds:
            lines.append("what the roll could have done:")
            for words, p, results in grouped(self.odds):
                rolled = " <- rolled" if any(o.chosen and o.effect == words for o in self.odds) else ""
                lines.append(f"  {p}: {words} ({' '.join(results)}){rolled}")
        lines += [f"ship: {s}" for s in self.ships]
        if len(self.next_actions) > 1:
            lines += [f"variation: {a}" for a in self.next_actions[1:]]
        return "\n".join(lines)


def shown(
    game: Game[Any, Any],
    node: Node,
    view: str | None = UMPIRE,
    support: ReplaySupport | None = None,
    secrets: Secrets | None = None,
    history: History | None = None,
) -> Shown:
    """What ``view`` (``None``: the umpire; else a side) is shown at ``node`` of ``game``'s record.

    The game's cursor does not move (a branch does the walking); states come from the
    engine, which keeps the one reached at every node. ``secrets`` (for ``view``) may be
    one kept from node to node, so the record is walked once, and ``history`` (what each
    action did on the board, :class:`~.happened.History`) too.
    """
    support = support or support_for(game.rules)
    secrets = secrets if secrets is not None and secrets.side == view else Secrets(game, view)
    walker = game.branch()
    state = walker.go(node).state
    rules = game.rules
    seen = optional(rules, "observe")(state, view) if view is not None else Observation("", state)
    told = secrets.told(node)
    action = "" if node.parent is None else told or str(node.action)
    steps: tuple[str, ...] = ()
    if node.parent is not None and told is None:
        steps = tuple(str(s) for s in walker.ruling().steps)
    odds = () if node.parent is None or told is not None else outcomes(game, node, support)
    nexts = tuple(secrets.told(c) or str(c.action) for c in node.children)
    history = history or History(game, support)
    marks = history.phase(node, lambda n: secrets.told(n) is not None)
    return Shown(
        view=view,
        state=seen.state,
        ply=walker.ply,
        where=situation(rules, state),
        facts=dict(optional(rules, "describe")(state)),
        action=action,
        hidden=told is not None,
        steps=steps,
        comments=() if told is not None else tuple(c for c in node.comments if c),
        annotations=() if told is not None else tuple(node.annotations),
        ships=_with_face_down(support.ships(seen.state), seen.face_down),
        face_down=tuple(seen.face_down),
        odds=odds,
        next_actions=nexts,
        happened=marks if node.is_main else what_if(marks, odds),
    )


def what_if(marks: tuple[Happened, ...], odds: Sequence[Outcome]) -> tuple[Happened, ...]:
    """The marks of an action off the recorded line, the action's own labelled a what-if, with the probability of
    the die's result where the action is one (``"what if (1/36): H1 → H2"``)."""
    chosen = next((o for o in odds if o.chosen), None)
    head = "what if" + (f" ({chosen.probability})" if chosen is not None else "")
    return tuple(
        replace(h, result=f"{head}: {h.result or 'played'}", words=f"{head}: {h.words}") if h.now else h for h in marks
    )


def outcomes(game: Game[Any, Any], node: Node, support: ReplaySupport | None = None) -> tuple[Outcome, ...]:
    """Every result the die roll at ``node`` could have had, with its exact probability and what it would have done.

    Empty when ``node``'s action is no die roll. Each other result is played from the
    state before the roll (the rules are pure functions, so nothing is added to the
    record) and described by what changes in the ships' lines; a roll none of whose results
    changes a ship (who is Side 1, the wind's speed, the first die of a throw) is described
    by what each result decided, so its odds still show what was at stake.
    """
    if node.parent is None:
        return ()
    support = support or support_for(game.rules)
    rules = game.rules
    walker = game.branch()
    before = walker.go(node.parent).state
    chances = rules.chance_outcomes(before)
    if not chances:
        return ()
    start = {s.name: s for s in support.ships(before)}
    played = [(action, probability, *rules.apply_action(before, action)) for action, probability in chances]
    effects = [effect(start, support.ships(after)) for _, _, after, _ in played]
    if all(e == NO_CHANGE for e in effects):
        # a roll that moves no ship (who is Side 1, the wind, the first die of a throw): say what each result decided
        effects = [f"{ruling.question}: {ruling.verdict}" for _, _, _, ruling in played]
    return tuple(
        Outcome(str(action), getattr(action, "die", None), probability, words, str(action) == node.action)
        for (action, probability, _, _), words in zip(played, effects, strict=True)
    )


def grouped(odds: Sequence[Outcome]) -> list[tuple[str, Fraction, tuple[str, ...]]]:
    """The distribution of what a roll could do: each distinct effect with its total probability and the
    results giving it, most likely first."""
    found: dict[str, tuple[Fraction, list[str]]] = {}
    for o in odds:
        p, results = found.setdefault(o.effect, (Fraction(0), []))
        found[o.effect] = (p + o.probability, [*results, str(o.die if o.die is not None else o.action)])
    return sorted(((e, p, tuple(r)) for e, (p, r) in found.items()), key=lambda x: -x[1])


def effect(before: dict[str, ShipLine], after: Sequence[ShipLine]) -> str:
    """What changed between two sets of ship lines, in their own words: ``"Guerriere: H1 -> H2; Java: 0911 N -> 0911 NE"``."""
    changes = []
    for ship in after:
        old = before.get(ship.name)
        if old is None or old == ship:
            continue
        parts = [
            f"{getattr(old, f) or _NOTHING[f]} -> {getattr(ship, f) or _NOTHING[f]}"
            for f in ("place", "damage", "status")
            if getattr(old, f) != getattr(ship, f)
        ]
        changes.append(f"{ship.name}: " + ", ".join(parts))
    return "; ".join(changes) or NO_CHANGE


#: The effect of a result that changes no ship's line.
NO_CHANGE = "no change"
#: How an empty field of a ship's line reads in an effect.
_NOTHING = {"place": "off the board", "damage": "undamaged", "status": "nothing to note"}


def _with_face_down(ships: tuple[ShipLine, ...], face_down: Mapping[str, str]) -> tuple[ShipLine, ...]:
    """Each ship's line with what lies face down on it, in the rules' words (``"chit face down [6.14]"``)."""
    if not face_down:
        return ships
    return tuple(
        ShipLine(s.name, s.side, s.place, s.damage, ", ".join(x for x in (s.status, face_down[s.name]) if x))
        if s.name in face_down
        else s
        for s in ships
    )


__all__ = ["UMPIRE", "Outcome", "Shown", "effect", "grouped", "outcomes", "shown", "what_if"]
