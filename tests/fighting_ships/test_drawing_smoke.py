"""Smoke laid in play is drawn on the table and the replay board [9.1.6]."""

from __future__ import annotations

import matplotlib.pyplot as plt

from sailkit.rulesets.fighting_ships import Position, Setup, State
from sailkit.rulesets.fighting_ships.faces.drawing_game import position_figure
from sailkit.rulesets.fighting_ships.faces.replay import ReplayBoard

SMOKY = Position.parse(
    "FSH turn 1 sailing wind E blowing table 48x48 morale 10,10 first 1 smoke 10,10,10,12,0.75,1 "
    "smoke 10,12,10.75,13.8,0.75,1 | Kent=1 destroyer 10.75,13.8@30 D0 A0 | Emden=2 destroyer 18,20@180 D0 A0"
)


def test_the_table_draws_each_smoke_counter_under_the_ships() -> None:
    fig = position_figure(SMOKY)
    gids = {a.get_gid() for a in fig.findobj() if a.get_gid()}
    plt.close(fig)
    assert {"smoke-0", "smoke-1"} <= gids


def test_the_replay_board_shows_the_smoke_of_each_state() -> None:
    state = State(Setup("smoke", SMOKY), SMOKY)
    board = ReplayBoard([state])
    board.update(state, "")
    shown = [key for key in board.pieces.shown if key[0] == "smoke"]
    plt.close(board.figure)
    assert len(shown) == 2
