"""Playing at one screen (hot-seat), or entering a game played at the table, action by action.

:class:`HotSeat` is an ipywidgets controller over a game the engine plays; the record
grows as the game is played and can be saved at any time (atomically).

* Hot-seat (``secret=True``): the screen shows the game as the side to act may see it.
  When the turn passes to the other side the board and panel are covered until that
  side's player takes the seat (:meth:`HotSeat.take_seat`, the ``ready`` button), so a
  side gives its orders out of the other's sight until they are revealed, as at the
  table. Who acts next is the rules' word (the weather-gauge holder names the side to
  move, say): the side the rules name takes the seat.
* At the table (``secret=False``): an umpire's view, every action typed in as it was
  played.
* Dice: from a seeded source (``dice=1805``: rolled as soon as one is wanted, so each
  game replays exactly from its seed), or typed in from the table (``dice=None``): the
  result alone (``"11"``) or the action (``"roll 11"``).

Actions are typed in one box (``action``), with completion from the legal actions of
the moment; an illegal one is refused with its case in ``status`` (no traceback) and
changes nothing. ``undo`` takes the last action back.
"""

from __future__ import annotations

import html
import os
from functools import cached_property
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..dice import SeededDice
from ..engine import Game
from ..engine.rules import situation
from ..errors import IllegalActionError, SailkitError
from ..numbers import is_whole
from ..secrecy import Secrets
from .board_image import BoardImage
from .editing import save as save_record
from .panel import panel_html
from .picture import Picture, snapshot
from .support import ReplaySupport, support_for
from .view import shown


class HotSeat:
    """A game played at one screen or entered from the table (see the module docstring)."""

    def __init__(
        self,
        game: Game[Any, Any],
        *,
        dice: int | None = None,
        secret: bool = True,
        path: str | os.PathLike[str] | None = None,
        support: ReplaySupport | None = None,
    ) -> None:
        self.game = game
        self.secret = secret
        self.path = None if path is None else Path(path)
        self.dice = None if dice is None else SeededDice(dice)
        self.support = support or support_for(game.rules)
        self.seat: str | None = None  #: the side looking at the screen (``None``: nobody yet, or the umpire)
        self._secrets: Secrets | None = None  # what the seat may not see, walked along the record as it grows
        self.picture = Picture(self.support, [game.state])
        self.image = BoardImage(format="png", layout=widgets.Layout(max_width="100%", height="auto"))
        self.panel = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.action = widgets.Combobox(
            description="action", placeholder="type an action", ensure_option=False, continuous_update=False
        )
        self.ready = widgets.Button(description="take the seat")
        self.undo_button = widgets.Button(description="undo")
        self.save_button = widgets.Button(description="save")
        self.status = widgets.HTML()
        self.action.observe(lambda ch: ch["new"] and self.enter(ch["new"]), names="value")
        self.ready.on_click(lambda _: self.take_seat())
        self.undo_button.on_click(lambda _: self.undo())
        self.save_button.on_click(lambda _: self.save())
        self._roll_wanted_dice()
        self._show()

    # ---- who is looking ----

    @property
    def to_act(self) -> str | None:
        """The side the rules wait for (``None`` at a die roll or the end)."""
        return self.game.current_side()

    @property
    def covered(self) -> bool:
        """Whether the screen is covered, waiting for the side to act to take the seat."""
        return self.secret and self.to_act is not None and self.to_act != self.seat

    @property
    def view(self) -> str | None:
        """Whose view the screen shows: the seat's in hot-seat play, the umpire's at the table."""
        return self.seat if self.secret else None

    def take_seat(self, side: str | None = None) -> None:
        """The player of ``side`` (default: the side to act) sits down; the screen shows that side's view."""
        self.seat = side or self.to_act
        self._show()

    # ---- playing ----

    def enter(self, text: str) -> bool:
        """Play one action typed in (a die result alone is enough at a roll); whether it was accepted.

        A refused action leaves the game unchanged and says why, with its case, in ``status``.
        """
        self.action.value = ""
        if self.covered:
            self.status.value = _refusal(f"the screen is covered: {self.to_act} must take the seat first")
            return False
        try:
            self.game.apply_action(self._read(text.strip()))
        except SailkitError as err:
            self.status.value = _refusal(str(err))
            return False
        self.status.value = ""
        self._roll_wanted_dice()
        self._show()
        return True

    def undo(self) -> None:
        """Take the last decision back (and the seeded rolls after it, which would come out the same again)."""
        try:
            while self.dice is not None and self.game.ply and self._last_was_roll():
                self.game.undo()
            self.game.undo()
        except SailkitError as err:
            self.status.value = _refusal(str(err))
        self._show()

    def save(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Write the record so far to its file (or ``path``), atomically."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise IllegalActionError("no file to save to: give a path", "record")
        save_record(self.game, target)
        self.status.value = f"saved to {html.escape(target.name)}"
        return target

    def _last_was_roll(self) -> bool:
        return self.game.branch().back().is_chance_node()

    def _read(self, text: str) -> Any:
        """The action ``text`` stands for; at a die roll a bare result is the roll with that result."""
        if is_whole(text) and self.game.is_chance_node():
            for action, _ in self.game.chance_outcomes():
                if getattr(action, "die", None) == int(text[:6]):
                    return action
            allowed = ", ".join(str(getattr(a, "die", a)) for a, _ in self.game.chance_outcomes())
            raise IllegalActionError(f"{text} is not a result this roll can have (one of {allowed})", "dice")
        return text

    def _roll_wanted_dice(self) -> None:
        """With seeded dice, roll every die the game wants now."""
        while self.dice is not None and self.game.is_chance_node() and not self.game.is_terminal():
            self.game.roll(self.dice)

    # ---- the screen ----

    @cached_property
    def widget(self) -> widgets.Widget:
        controls = widgets.HBox([self.action, self.ready, self.undo_button, self.save_button])
        body = widgets.HBox(
            [
                widgets.VBox([self.image], layout=widgets.Layout(flex="2 1 520px", min_width="0")),
                widgets.VBox([self.panel], layout=widgets.Layout(flex="1 1 320px", min_width="280px")),
            ],
            layout=widgets.Layout(flex_flow="row wrap", width="100%"),
        )
        return widgets.VBox([controls, self.status, body])

    def _ipython_display_(self) -> None:
        """The live screen, after a still of it for a page that cannot run widgets."""
        from ..widgets import display_with_snapshot

        display_with_snapshot(self.widget, self.snapshot_html(), "a still of the game: run the notebook to play")

    def snapshot_html(self) -> str:
        """The screen as it stands as plain HTML: nothing of the board while it is covered."""
        if self.covered:
            return self.panel.value
        where = situation(self.game.rules, self.game.state) or "the start"
        return snapshot(self.picture, f"The board at action {self.game.ply} ({where})", self._who(), self.panel.value)

    def _show(self) -> None:
        game = self.game
        self.ready.disabled = not self.covered
        if self.covered:
            self.image.layout.visibility = "hidden"
            self.panel.value = (
                f"<b>{html.escape(str(self.to_act))} to act.</b> Pass the screen: the player of "
                f"{html.escape(str(self.to_act))} takes the seat (the button above) and sees the game from that side."
            )
            self.action.options = []
            return
        self.image.layout.visibility = "visible"
        if self._secrets is None or self._secrets.side != self.view or self._secrets.game is not game:
            self._secrets = Secrets(game, self.view)
        s = shown(game, game.node, self.view, self.support, self._secrets)
        who = self._who()
        png, notes = self.picture.show(s.state, happened=s.happened)
        if png:
            self.image.value = png
        self.image.name(s.board_words())  # the image's accessible name: the position in words
        self.panel.value = f"<div style='margin-bottom:4px'><b>{html.escape(who)}</b></div>" + panel_html(s, (), notes)
        self.action.options = [str(a) for a in game.legal_actions()][:500] if not game.is_terminal() else []

    def _who(self) -> str:
        """Who the game waits for, in words."""
        if self.game.is_terminal():
            return "the game is over"
        return "a die roll: type the result" if self.game.is_chance_node() else f"{self.to_act} to act"

    def __repr__(self) -> str:
        where = situation(self.game.rules, self.game.state) or "the start"
        return f"<HotSeat at action {self.game.ply}: {where}>"


def _refusal(message: str) -> str:
    return f"<span style='color:#B2182B'>refused: {html.escape(message)}</span>"


def hot_seat(
    game: Game[Any, Any], *, dice: int | None = None, secret: bool = True, path: str | os.PathLike[str] | None = None
) -> HotSeat:
    """Play ``game`` at one screen (``secret=True``) or enter it from the table (``secret=False``); see :class:`HotSeat`."""
    return HotSeat(game, dice=dice, secret=secret, path=path)


__all__ = ["HotSeat", "hot_seat"]
