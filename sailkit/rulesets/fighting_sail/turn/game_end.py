"""The end of a Game-Turn and of the game in the sequence [4.2 F, 9.13, 15.0, 15.0-GL, 15.0-VC].

Counters face up, marks cleared, the end checked [4.2 F, 9.13, 15.0]; a game of no fixed length also ends when a side
loses its last ship or by agreement [15.0-GL], scored then [15.0-VC] (:mod:`..victory`).
"""

from __future__ import annotations

from collections.abc import Callable

from ....errors import IllegalActionError
from ....rulings import Step
from .. import victory
from ..actions import Action
from ..state import Position
from .flow import PHASES, Flow, logged


class GameEnd:
    """Offers to end the game and their answers, the end by elimination, and the Terminal Stage [15.0, 4.2 F].

    ``decisions`` lists the decisions of a position and flow (the sequencer's): an offer may be made only while
    some are open at the start of the Command Decision Stage.
    """

    def __init__(
        self,
        sides: tuple[str, ...],
        game_length: int | None,
        decisions: Callable[[Position, Flow], list[Action]],
    ) -> None:
        self.sides = sides
        self.game_length = game_length
        self._decisions = decisions

    # ---- ending by agreement [15.0-GL] ----

    def offers(self, pos: Position, flow: Flow) -> list[Action]:
        """The offers to end the game by agreement that may be made now [15.0-GL].

        Only in a game with no fixed length (six or fewer ships), only at the start
        of the Command Decision Stage before any command is given, and once per side
        per Game-Turn.
        """
        if self.offer_refusal(pos, flow) is not None:
            return []
        return [Action.make("propose-end", (side,)) for side in self.sides if side not in flow.offered]

    def offer_refusal(self, pos: Position, flow: Flow) -> str | None:
        """Why no offer to end the game may be made now, or ``None`` [15.0-GL]."""
        if flow.phase == "over":
            return "the game is already over"
        if self.game_length is not None:
            return f"the game has a fixed length of {self.game_length} Game-Turns, so it is not ended by agreement"
        if flow.proposal is not None:
            return f"{flow.proposal}'s offer to end the game awaits an answer"
        given = any(s.command is not None for s in pos.ships)
        if flow.phase != "command" or flow.tasks or given or not self._decisions(pos, flow):
            return "an end by agreement may be offered only at the start of the Command Decision Stage, before any command is given"
        return None

    def answers(self, flow: Flow) -> list[Action]:
        """The next side to answer the pending offer accepts or declines it [15.0-GL]."""
        side = self.responders(flow)[0]
        return [Action.make("accept-end", (side,)), Action.make("decline-end", (side,))]

    def responders(self, flow: Flow) -> tuple[str, ...]:
        """The sides still to answer the pending offer [15.0-GL]."""
        return tuple(x for x in self.sides if x != flow.proposal and x not in flow.accepted)

    def play_propose(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """A side offers to end the game; the others answer before play goes on [15.0-GL]."""
        step = Step("15.0-GL", f"{a.side} offers to end the game by agreement; the other side accepts or declines")
        return pos, flow.with_(proposal=a.side, accepted=frozenset(), offered=flow.offered | {str(a.side)}, log=(step,))

    def play_accept(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """The game ends when every other side has accepted, and is scored then [15.0-GL, 15.0-VC]."""
        step = Step("15.0-GL", f"{a.side} accepts the offer to end the game")
        flow = flow.with_(accepted=flow.accepted | {str(a.side)}, log=(step,))
        if self.responders(flow):
            return pos, flow
        end = victory.end_check(pos, self.game_length, agreed=True)
        return pos, logged(flow.with_(phase="over", end=end, proposal=None, accepted=frozenset()), end)

    def play_decline(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """The offer is declined: play goes on [15.0-GL]."""
        step = Step("15.0-GL", f"{a.side} declines to end the game: play goes on")
        return pos, flow.with_(proposal=None, accepted=frozenset(), log=(step,))

    def refusal(self, pos: Position, flow: Flow, a: Action) -> IllegalActionError | None:
        """The game is over, an offer to end it awaits its answer, or an offer or answer is out of turn [15.0, 15.0-GL]."""
        if flow.phase == "over":
            return IllegalActionError(f"the game is over; {a} cannot be played", "15.0")
        if flow.proposal is not None:
            answer = self.responders(flow)[0]
            return IllegalActionError(
                f"{answer} must first accept or decline {flow.proposal}'s offer to end the game; {a} cannot be played",
                "15.0-GL",
            )
        if a.verb == "propose-end":
            why = self.offer_refusal(pos, flow) or f"{a.side} has already offered to end the game this Game-Turn"
            if a.side not in self.sides:
                why = f"{a.side} is not a side in this game"
            return IllegalActionError(f"{a.side} may not offer to end the game now: {why}", "15.0-GL")
        if a.verb in ("accept-end", "decline-end"):
            return IllegalActionError(f"{a.side} has no offer to end the game to answer", "15.0-GL")
        return None

    # ---- the end of the game [15.0] ----

    def eliminated(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """A side that has just lost its last participating ship ends the game at once, whatever phase it happens
        in; pending dice and choices lapse [15.0-GL]. ``None`` while the game goes on."""
        if not victory.eliminated_sides(pos):  # only then can the ruling end the game
            return None
        name, case = PHASES[flow.phase]
        end = victory.elimination(pos, self.game_length, f"{name} [{case}]")
        if not end:
            return None
        done = flow.with_(phase="over", end=end, tasks=(), mover=None, stage="", next_side=None)
        return pos, logged(done, end)

    def terminal(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """Flip every counter back, clear the turn's marks, check the end [4.2 F, 9.13, 15.0]: the game over, or
        the next Game-Turn's position and a fresh flow (its first phase still to be entered)."""
        ships = tuple(
            s.with_(
                command=None,
                mp=0,
                ma=0,
                fired=None,
                drifted=False,
                tacked=False,
                start_facing=None,
                turned=0,
                entered=0,
            )
            for s in pos.ships
        )
        pos = pos.with_(ships=ships)
        steps = (Step("9.13", "every counter is turned face up again; the Game-Turn ends"),)
        end = victory.end_check(pos, self.game_length)
        if end:
            return pos, logged(flow.with_(phase="over", end=end, log=flow.log + steps), end)
        pos = pos.with_(turn=pos.turn + 1)
        nxt = Flow(
            previous_gauge=flow.gauge,
            log=flow.log + steps,
            consulted=tuple(dict.fromkeys(flow.consulted + end.readings)),
        )
        return pos, nxt
