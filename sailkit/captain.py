"""What every rule set's computer captain shares: asked only at a decision, it answers with a legal action and why.

A rule set's captain subclasses :class:`Captain`, says what it values by default (:attr:`Captain.defaults`, its own
``Weights``) and which cases a refusal cites, and writes only its rules' judgement, :meth:`Captain.judge`. The base
keeps the promises every captain makes alike (``tests/test_captain_kit.py`` holds every registered captain to them):

* it decides only at a decision node: at a chance node, or when the game is over, it refuses with an
  :class:`~sailkit.errors.IllegalActionError` citing the rule set's case; dice come from the game's seeded source,
  never from the captain, which has no random generator, so the same game and dice always give the same choices;
* it never makes an offer to end a game (``Rules.is_offer``): only answers one;
* what it chooses is one of ``game.legal_actions()``, else it is a bug and says so, never a silent illegal move;
* :meth:`Captain.decide` gives a :class:`~sailkit.players.Decision` (the action, the reason with its cases, the score),
  :meth:`Captain.choose` the action alone, :attr:`Captain.last` the last decision, and its ``repr`` pastes back.

A captain that weighs its options term by term (each term named for the rule it follows) scores each as a
:class:`Plan` of :class:`Term` s, and :func:`because` says why the best one won: its main merit, and what set it
apart from the runner-up.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from .engine import Game
from .engine.rules import optional
from .errors import IllegalActionError
from .players import Decision

#: What a captain values (a rule set's frozen ``Weights`` dataclass).
W = TypeVar("W")
#: The games a captain plays (a rule set's game class).
G = TypeVar("G", bound=Game[Any, Any])
#: What a plan scores: one option of a decision (a course, an order, a move).
O = TypeVar("O")


class Captain(Generic[W, G]):
    """A computer captain for either side: legal, deterministic, explainable (see the module docstring).

    ``Captain()`` values what :attr:`defaults` says; ``Captain(Weights(caution=0.8))`` another set of values.
    """

    name = "captain"
    #: What a captain made with no arguments values.
    defaults: ClassVar[Any]
    #: The case a refusal cites when the game is over, and when a die is due (the turn sequence that rolls it).
    over_case: ClassVar[str]
    dice_case: ClassVar[str]

    def __init__(self, weights: W | None = None) -> None:
        self.weights: W = self.defaults if weights is None else weights
        self.last: Decision | None = None

    def __repr__(self) -> str:
        return "Captain()" if self.weights == self.defaults else f"Captain({self.weights!r})"

    def choose(self, game: G) -> Any:
        """The action the captain takes now (:meth:`decide` says why)."""
        return self.decide(game).action

    def decide(self, game: G) -> Decision:
        """The action the captain takes now and why, with the cases it follows; refused when there is nothing to
        decide: the game is over, or a die is due (dice are the game's, never the captain's)."""
        if game.is_terminal():
            won = optional(game.rules, "winner")(game.state)
            over = f"the game is over ({won} won)" if won else "the game is over"
            raise IllegalActionError(f"{over}: there is nothing to decide", self.over_case)
        if game.is_chance_node():
            raise IllegalActionError(
                "a die is due now: dice come from the game, never from the captain", self.dice_case
            )
        offer = optional(game.rules, "is_offer")
        legal = [a for a in game.legal_actions() if not offer(a)]
        decision = self.judge(game, legal)
        if decision.action not in legal:  # a bug, never a silent illegal move
            raise AssertionError(f"the captain chose {decision.action}, which is not legal now")
        self.last = decision
        return decision

    def judge(self, game: G, legal: list[Any]) -> Decision:
        """The rule set's judgement: one of ``legal`` (the game's legal actions but offers) and why."""
        raise NotImplementedError


@dataclass(frozen=True)
class Term:
    """One part of an option's score: its value (in what the captain's weights count), and words for it when it
    decides, with the cases."""

    value: float
    gain: str = ""  #: words when this term makes the option better than another
    avoid: str = ""  #: words when another option is turned down for this term


@dataclass(frozen=True)
class Plan(Generic[O]):
    """An option with its score, term by term."""

    option: O
    terms: Mapping[str, Term]

    @property
    def score(self) -> float:
        return sum(t.value for t in self.terms.values())

    def term(self, key: str) -> Term:
        return self.terms.get(key, Term(0.0))


def because(best: Plan[Any], others: Sequence[Plan[Any]], otherwise: str) -> str:
    """Why ``best`` was chosen, in words with cases: its main merit (its largest gain), then, when something
    else set it apart from the runner-up, that too; ``otherwise`` when no term says anything."""
    gains = sorted(((t.value, k) for k, t in best.terms.items() if t.value > 0.05 and t.gain), reverse=True)
    main_key = gains[0][1] if gains else None
    words = [best.terms[main_key].gain] if main_key else []
    rival = max(others, key=lambda p: p.score, default=None)
    if rival is not None:
        keys = sorted(set(best.terms) | set(rival.terms))
        diffs = sorted(((best.term(k).value - rival.term(k).value, k) for k in keys), reverse=True)
        for diff, key in diffs:
            if diff <= 0.02:
                break
            said = best.term(key).gain if best.term(key).value > 0 else rival.term(key).avoid
            if said:
                if key != main_key:
                    words.append(said)
                break
    return "; ".join(words) or otherwise


__all__ = ["Captain", "Plan", "Term", "because"]
