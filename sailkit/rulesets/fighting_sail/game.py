"""A *Fighting Sail* game: the kit's engine (:mod:`sailkit.engine`) playing the Game-Turn of 4.2.

OpenSpiel style: :meth:`~sailkit.engine.Game.legal_actions`, :meth:`~sailkit.engine.Game.apply_action` (a refusal is
an :class:`~sailkit.errors.IllegalActionError` naming its case and changes nothing), a cursor on a record tree with
:meth:`~sailkit.engine.Game.undo` and :meth:`~sailkit.engine.Game.branch`. Dice are ``roll N`` actions at chance
nodes (:meth:`~sailkit.engine.Game.chance_outcomes`, :meth:`~sailkit.engine.Game.roll`). Commands are secret until
revealed together [6.1, 6.14] (``game.view(side)``). A game of no fixed length may end by agreement [15.0-GL]:
``propose-end SIDE``, then ``accept-end`` or ``decline-end`` (:func:`play_random` offers only when asked). The turn's
sequence is :mod:`.turn`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import partial
from operator import attrgetter
from typing import Any

from ...engine import Game as EngineGame
from ...engine import play_random as engine_play_random
from ...errors import InvalidInputError
from ...record import Record, RecordProblem
from ...rulings import Ruling
from .actions import Action
from .readings import ReadingsLike
from .rules import RULES
from .scenarios import scenarios
from .state import Position
from .turn import PHASES, Flow, Setup, State, scenario_setup


class FightingSailGame(EngineGame[State, Action]):
    """One *Fighting Sail* game: a position, where the turn stands, and its record. ``Game(position, scenario=...,
    readings=..., game_length=...)`` from any position; :meth:`from_scenario` from a printed one [15.1-15.9]."""

    RULES = RULES

    def __init__(
        self,
        position: Position,
        *,
        scenario: str | None = None,
        readings: ReadingsLike | None = None,
        game_length: int | None | str = "scenario",
        seven_or_more: bool | None = None,
    ) -> None:
        setup = Setup.create(
            position, scenario=scenario, readings=readings, game_length=game_length, seven_or_more=seven_or_more
        )
        super().__init__(RULES, setup)

    @classmethod
    def from_scenario(cls, scenario_id: str, readings: ReadingsLike | None = None, **kw: Any) -> Game:
        """A new game of scenario ``scenario_id`` (``"15.1"`` ... ``"15.9"``) at Game-Turn 1 [15.0]."""
        return cls._new(RULES, scenario_setup(scenario_id, readings, **kw))

    # ---- the set-up and the state (the engine's Game gives position, phase, turn and readings) ----

    scenario = property(attrgetter("setup.scenario"), doc="The scenario's id (``15.1``), or ``None``.")
    game_length = property(
        attrgetter("setup.game_length"),
        doc="The fixed number of Game-Turns, or ``None`` for an open-ended game [15.0-GL].",
    )
    seven_or_more = property(
        attrgetter("setup.seven_or_more"),
        doc="Whether the optional fastest-first rule may apply: seven or more ships [7.24].",
    )
    sides = property(attrgetter("setup.sides"), doc="The two sides of the game [2.21, 15.0].")
    start = property(attrgetter("setup.start"), doc="The position the game started from [15.0].")
    flow = property(attrgetter("state.flow"), doc="Where the Game-Turn stands now: phase, tasks, gauge, mover [4.2].")
    log = property(attrgetter("state.flow.log"), doc="What the last action did, step by step with its cases.")
    end = property(attrgetter("state.flow.end"), doc="Why the game ended [15.0], or ``None`` while it goes on.")

    def history(self) -> Iterator[tuple[Position, Flow]]:
        """The position and flow after each action from the start to the cursor, the start first."""
        node = self.node
        states = []
        while True:
            states.append(self._tree.entries[node].state)
            if node.parent is None:
                break
            node = node.parent
        return ((s.position, s.flow) for s in reversed(states))

    def result(self) -> Ruling:
        """The winner (or a draw) with Victory Points [15.0]; asked before the end, the standing now."""
        from .victory import result

        end = self.flow.end
        return result(self.position, bool(end and end.facts.get("draw_forced")))

    # ---- records ----

    @classmethod
    def from_record(cls, record: Record, *, rules: Any = None, **kw: Any) -> Game:
        """Replay a record, variations included; an unreadable or illegal action raises, naming its place.

        A ``Final`` header that the main line does not reach raises too, naming what differs.
        """
        game = super().from_record(record, rules=rules or RULES, **kw)
        RULES.check_end(game.state, record.headers)
        return game

    @classmethod
    def replay_record(cls, record: Record) -> tuple[Game, list[RecordProblem]]:
        """Replay a record leniently: the game as far as each line goes, and every problem found.

        An action that cannot be replayed is listed with its line (the rest of that line is left out); a ``Final``
        header that contradicts the replay is listed at its line. Headers giving no game (an unknown scenario, an
        unreadable ``Position``) still raise."""
        game, problems = cls.replay_leniently(record, rules=RULES)
        found: list[RecordProblem] = list(problems)
        try:
            RULES.check_end(game.state, record.headers)
        except InvalidInputError as err:
            found.append(RecordProblem(record.header_lines.get("Final", 0), str(err), ""))
        return game, found

    def __repr__(self) -> str:
        return f"<Game {self.scenario} turn {self.turn}, {self.phase}, {self.ply} actions>"

    def _repr_html_(self) -> str | None:
        """In a notebook: the board now, headed by the Game-Turn, the phase and who acts next (the rule set's DRAWING)."""
        from ...renderers import drawn_html

        return drawn_html("fighting_sail", "game", self)


#: The name users know the game by.
Game = FightingSailGame

#: Each printed scenario's set-up by id, in order [15.1-15.9] (:attr:`sailkit.ruleset.RuleSet.scenarios`).
SCENARIOS: dict[str, Callable[[], Setup]] = {s.id: partial(scenario_setup, s.id) for s in scenarios()}

# ---- Playing whole games (tests, benchmarks, demonstrations) ----


def play_random(
    game: Game, seed: int, *, max_turns: int | None = None, max_actions: int = 200_000, end_offers: bool = False
) -> Game:
    """Play ``game`` on with random legal choices and seeded dice until it ends or ``max_turns`` is reached.

    ``random.Random(seed)`` and :class:`~sailkit.dice.SeededDice` of the same seed; offers to end [15.0-GL] only with
    ``end_offers=True``. Returns ``game``, changed in place."""
    return engine_play_random(
        game,
        seed,
        max_actions=max_actions,
        until=None if max_turns is None else (lambda g: g.position.turn > max_turns),  # g.turn, without describe()
        allow=None if end_offers else (lambda a: a.verb != "propose-end"),
    )


def replay(scenario: str, actions: Iterable[Action | str], readings: ReadingsLike | None = None) -> Game:
    """A new game of ``scenario`` with ``actions`` applied in order."""
    game = Game.from_scenario(scenario, readings=readings)
    for a in actions:
        game.apply_action(a)
    return game


__all__ = ["PHASES", "SCENARIOS", "FightingSailGame", "Flow", "Game", "State", "play_random", "replay"]
