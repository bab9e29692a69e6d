"""*Fighting Sail* on the kit's engine (:class:`sailkit.engine.Rules`): :class:`FightingSailRules` and :data:`RULES`.

From a :class:`~.sequencer.State` it lists the legal actions, checks and applies one
(through the set-up's :class:`~.sequencer.Turn`), gives the chance of each die result,
and reads and writes what a record says of a game: its headers, its ``Final`` position,
the questions its ``[%ruling ...]`` annotations ask [14.0].
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from ...engine.rules import BaseRules, Observation
from ...errors import HeaderError, InvalidInputError, reading_header
from ...geometry.squares import Square
from ...numbers import is_whole
from ...rulings import Ruling
from .actions import Action
from .board import square
from .readings import RULINGS, readings_for
from .state import Position
from .turn.flow import HIDDEN_PHASES, ORDER, is_chance, outcomes
from .turn.sequencer import MAX_GAME_LENGTH, Setup, State, scenario_info_or_none, scenario_setup


class FightingSailRules(BaseRules):
    """*Fighting Sail* as the kit's engine plays it (:class:`sailkit.engine.Rules`): states are :class:`State` values."""

    key = "fighting_sail"
    title = "Fighting Sail"
    turn_name = "Game-Turn"

    def describe(self, state: State) -> Mapping[str, object]:
        """Where the game stands: the Game-Turn, the phase with its cases and its number in the Game-Turn [4.2].

        Phases are numbered in the order of the Sequence of Play, the Strategic Cycle's
        three first (1 Swell ... 4 Command Decision ... 8 Movement ... 12 Terminal), so a
        phase keeps its number in a Game-Turn without the Strategic Cycle [4.2, 13.0].
        """
        return {"turn": state.position.turn, "phase": state.phase, "phase_number": ORDER.index(state.flow.phase) + 1}

    def sides(self, state: State) -> tuple[str, ...]:
        """The two sides of the game [2.21, 15.0]."""
        return state.setup.sides

    def observe(self, state: State, side: str) -> Observation:
        """What ``side`` may know: the other sides' command chits lie face down until the Command Revelation [6.1,
        6.14], so those ships show no chit; the rest of the position is open to both."""
        pos = state.position
        if state.flow.phase not in HIDDEN_PHASES:
            return Observation(side, state)
        hidden = {s.name for s in pos.ships if s.side != side and s.command is not None}
        if not hidden:
            return Observation(side, state)
        ships = tuple(s.with_(command=None) if s.name in hidden else s for s in pos.ships)
        seen = State(state.setup, pos.with_(ships=ships), state.flow)
        return Observation(side, seen, {name: "chit face down [6.14]" for name in sorted(hidden)})

    def winner(self, state: State) -> str | None:
        """The side that won [15.0-VC], once the game is over; ``None`` for a draw or while it goes on."""
        end = state.flow.end
        if end is None:
            return None
        from .victory import result

        verdict = str(result(state.position, bool(end.facts.get("draw_forced"))).verdict)
        return verdict.removesuffix(" wins") if verdict.endswith(" wins") else None

    def victory_points(self, state: State) -> dict[str, int]:
        """Each side's Victory Points as the game stands [15.0-VC]."""
        from .victory import victory_points

        return {side: int(points) for side, points in victory_points(state.position).items()}

    def is_offer(self, action: Action) -> bool:
        """An offer to end the game by agreement [15.0-GL]: a player's choice, never random play's."""
        return action.verb == "propose-end"

    def conceal(self, state: State, action: Action, side: str) -> str | None:
        """An order given to another side's ship stays face down until the Command Revelation [6.1, 6.14].

        The same test as :meth:`~.game.Game.view`: while the game stands before the
        revelation, ``side`` sees only that the ship was given an order.
        """
        if action.verb != "command" or state.flow.phase not in HIDDEN_PHASES:
            return None
        owner = next((s.side for s in state.position.ships if s.name == action.ship), None)
        if owner is None or owner == side:
            return None
        return f"{owner} gives {action.ship} an order, face down until the Command Revelation [6.1, 6.14]"

    def setup_with_readings(self, setup: Setup, readings: Mapping[str, str]) -> Setup:
        """The same game under other readings (``sailkit validate --readings``): the scenario's set-up redone under them."""
        chosen = readings_for({**setup.readings.non_default(), **readings})
        if setup.scenario is not None and scenario_info_or_none(setup.scenario) is not None:
            info = scenario_info_or_none(setup.scenario)
            if info.position(readings=setup.readings) == setup.start:
                return scenario_setup(setup.scenario, chosen, game_length=setup.game_length)
        return Setup.create(
            setup.start.with_(readings=chosen), scenario=setup.scenario, readings=chosen, game_length=setup.game_length
        )

    def place(self, state: State, text: str) -> Square:
        """A square named in an annotation, ``CCRR`` or ``COL:ROW`` where the readings allow it [2.1, 15.0-MR]."""
        return square(text, state.setup.readings)

    def answer(self, state: State, question: str) -> Ruling:
        """The ruling a record's ``[%ruling fire Shannon Chesapeake]`` asks for at this point (the desk's questions,
        :mod:`..asked`, without the desk)."""
        from .asked import answer

        return answer(state.position, question)

    def check_end(self, state: State, headers: Mapping[str, str]) -> None:
        """A ``Final`` header must be the position the main line reaches [14.0]."""
        final = headers.get("Final")
        problem = None if final is None else _final_contradiction(final, state.position)
        if problem is not None:
            raise problem

    def start(self, setup: Setup) -> State:
        return setup.turn.start()

    def headers(self, setup: Setup) -> dict[str, str]:
        """The set-up as record headers: the scenario, the readings that differ from the defaults, a changed start, the length [14.0]."""
        from .notation import format_position

        out = {"Scenario": setup.scenario or "custom"}
        changed = setup.readings.non_default()
        if changed:
            out["Readings"] = "; ".join(f"{k}={v}" for k, v in changed.items())
        info = scenario_info_or_none(setup.scenario)
        if info is None or info.position(readings=setup.readings) != setup.start:
            out["Position"] = format_position(setup.start)
        if setup.game_length != getattr(info, "game_length", None):
            out["GameLength"] = str(setup.game_length or "open")
        return out

    def setup_from_headers(self, headers: Mapping[str, str]) -> Setup:
        """The set-up a record's headers give: scenario, readings, game length, start position."""
        sid = headers.get("Scenario")
        with reading_header("Readings"):  # a fault names its header, and so its line (sailkit validate)
            readings = readings_for(_read_readings(headers.get("Readings", "")))
        kw: dict[str, Any] = {}
        if "GameLength" in headers:
            length = headers["GameLength"]
            if length != "open" and not (is_whole(length) and len(length) <= len(str(MAX_GAME_LENGTH))):
                raise HeaderError(
                    "GameLength",
                    length,
                    f"a whole number of Game-Turns up to {MAX_GAME_LENGTH} in the digits 0-9, or 'open'",
                    what="record game length",
                )
            kw["game_length"] = None if length == "open" else int(length)
        if "Position" in headers:
            with reading_header("Position"):
                start = Position.parse(headers["Position"])
                return Setup.create(start, scenario=None if sid in (None, "custom") else sid, readings=readings, **kw)
        with reading_header("Scenario"):
            if not sid or sid == "custom":
                raise InvalidInputError("record scenario", sid, "a scenario id such as '15.4', or a Position header")
            return scenario_setup(sid, readings, **kw)

    def parse_action(self, text: str | Action) -> Action:
        return Action.parse(text)

    def legal_actions(self, state: State) -> list[Action]:
        return state.setup.turn.legal(state.position, state.flow)

    def check_action(self, state: State, action: Action) -> Action:
        return state.setup.turn.check(state.position, state.flow, action)

    def apply_action(self, state: State, action: Action) -> tuple[State, Ruling]:
        pos, flow = state.setup.turn.apply(state.position, state.flow, action)
        new = State(state.setup, pos, flow)
        ruling = RULINGS(
            f"what {action} did",
            new.phase,
            flow.log,
            also=flow.consulted,
            facts={"turn": pos.turn, "position": pos},
            kind="position",  # drawn as the map after it
        )
        return new, ruling

    def chance_outcomes(self, state: State) -> Sequence[tuple[Action, Fraction]]:
        """At a chance node, each ``roll`` with its exact probability (every die face equally likely): one tuple per
        kind of die, the same object each time (the engine remembers its faces)."""
        if not is_chance(state.flow):
            return ()
        return outcomes(state.flow.tasks[0].dice or ())

    def is_terminal(self, state: State) -> bool:
        return state.flow.phase == "over"

    def current_side(self, state: State) -> str | None:
        return state.setup.turn.current_side(state.position, state.flow)


def _final_contradiction(text: str, reached: Position) -> InvalidInputError | None:
    """Why a record's ``Final`` header contradicts the position its replay reached, or ``None``."""
    from .notation import format_position, format_ship

    try:
        final = Position.parse(text)
    except InvalidInputError as err:
        return HeaderError("Final", text, f"a position in the notation: {err}", what="Final header of the record")
    if final == reached:
        return None
    head = [format_position(p.with_(ships=())) for p in (final, reached)]
    diffs = [f"{head[0]!r} where the replay reaches {head[1]!r}"] if head[0] != head[1] else []
    mine = {s.name: format_ship(s) for s in final.ships}
    replayed = {s.name: format_ship(s) for s in reached.ships}
    for name in dict.fromkeys([*mine, *replayed]):
        a, b = mine.get(name, "no such ship"), replayed.get(name, "no such ship")
        if a != b:
            diffs.append(f"{a!r} where the replay reaches {b!r}")
    if not diffs:  # the same ships in another order
        diffs.append("the ships in another order than the replay's")
    return HeaderError(
        "Final",
        text,
        "the position the main line reaches; it has " + "; ".join(diffs),
        what="Final header of the record",
    )


def _read_readings(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in text.split(";"):
        if part.strip():
            if "=" not in part:
                raise InvalidInputError("readings header", part, "key=option pairs separated by ';'")
            k, v = part.split("=", 1)
            out[k.strip()] = v.strip()
    return out


RULES = FightingSailRules()
