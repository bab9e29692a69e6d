"""The race's computer captain: it throws whenever it may, since passing never gains a point [R1-R3]."""

from __future__ import annotations

from typing import Any

from ...engine import Game
from ...players import Decision


class Captain:
    """Plays either side of a race: a throw is never worse than a pass [R2, R3], so it always throws."""

    name = "captain"

    def choose(self, game: Game[Any, Any]) -> Any:
        return self.decide(game).action

    def decide(self, game: Game[Any, Any]) -> Decision:
        """The action and why, citing the cases [R1-R3]."""
        throw = next(a for a in game.legal_actions() if a.verb == "throw")
        return Decision(throw, "throws: a throw can only add to the score, a pass adds nothing [R1, R2, R3]")


__all__ = ["Captain"]
