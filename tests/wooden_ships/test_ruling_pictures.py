"""Wooden Ships' ruling pictures speak the position boards' language (issue 24): every hex named, the compass with
the wind in the strip, and each ship in her side's colour as the position boards draw her: fire, targets, fields and
movement alike, asked in a game or off the map."""

from __future__ import annotations

from matplotlib.colors import to_hex
from matplotlib.figure import Figure

import sailkit.rulesets.wooden_ships as ws
from sailkit.draw import style
from sailkit.figures import svg
from sailkit.geometry.hexes import Hex, HexDirection, TwoHexShip
from sailkit.rulesets.wooden_ships.faces.drawing import AXIAL_KEY, SIDE_COLOURS
from sailkit.rulesets.wooden_ships.faces.explorers.advanced import FieldExplorer, FireExplorer, lesson_ship
from sailkit.rulesets.wooden_ships.fields import Kind, Obstacle
from sailkit.rulesets.wooden_ships.state import Position, Wind

N = HexDirection.N
FIRER = TwoHexShip(Hex(0, 0), N)
JAVA = Obstacle("Java", TwoHexShip(Hex(4, -2), HexDirection.NE).hexes, Kind.ENEMY)
ESSEX = Obstacle("Essex", TwoHexShip(Hex(2, 1), N).hexes, Kind.FRIEND)
#: The ships of the targets ruling as a position: two American frigates and a British one, the wind blowing North.
SHIPS = Position(
    1,
    Wind(N),
    (
        lesson_ship("Constitution", type_key="US-44", side="United States"),
        lesson_ship("Essex", type_key="US-44", side="United States", bow=Hex(2, 1)),
        lesson_ship("Java", type_key="GB-18", side="Britain", bow=Hex(4, -2), facing=HexDirection.NE),
    ),
)


def _fills(figure: Figure) -> set[str]:
    """The fill colours of the board's counters (patches and collections drawn opaque)."""
    ax = figure.axes[0]
    out = {
        to_hex(c.get_facecolors()[0][:3]) for c in ax.collections if len(c.get_facecolors()) and c.get_alpha() != 0.3
    }
    return out | {to_hex(p.get_facecolor()[:3]) for p in ax.patches if p.get_facecolor()[3] == 1.0}


def _texts(figure: Figure) -> list[str]:
    return [t.get_text() for t in figure.axes[0].texts]


def _key(figure: Figure) -> list[str]:
    legend = figure.axes[0].get_legend()
    return [t.get_text() for t in legend.get_texts()] if legend is not None else []


def test_a_ruling_asked_off_the_map_names_each_hex_as_the_code_places_it() -> None:
    """Ships placed by ``Hex(q, r)`` with no map: each hex is named ``q,r`` and a row of the key says so, so a reader
    finds the hex the code or an explorer names [2.2]."""
    figure = ws.target_ruling("Constitution", FIRER, ws.Broadside.R, [JAVA, ESSEX]).figure()
    assert {"4,-2", "0,2", "2,1"} <= set(_texts(figure))
    assert AXIAL_KEY.text in _key(figure)


def test_a_ruling_in_a_game_names_its_hexes_by_the_map() -> None:
    game = ws.WoodenShipsGame.from_scenario("frigate-duel")
    game.apply_action("order Constitution 1L1")
    figure = game.ruling().figure()
    assert "K17" in _texts(figure) or "J18" in _texts(figure)
    assert AXIAL_KEY.text not in _key(figure)


def test_every_kind_of_ruling_picture_shows_the_wind_in_its_strip() -> None:
    """Targets (with their position), fields (the explorer's sea) and fire (the position it was asked in) all draw
    the wind across the compass, as the position boards do [2.2]."""
    pictures = {
        "targets": ws.target_ruling("Constitution", FIRER, ws.Broadside.R, [JAVA, ESSEX], position=SHIPS).figure(),
        "fields": FieldExplorer(5, 1, "N", "R").figure(),
        "fire": FireExplorer("C", 3).ruling.figure(),
    }
    for kind, figure in pictures.items():
        drawn = svg(figure)
        assert 'id="wind"' in drawn and "blows toward N" in drawn, kind


def test_ruling_pictures_colour_each_ship_by_her_side_as_the_position_boards_do() -> None:
    """A nation keeps its colour on every board: the firer and her friend in the United States' navy, Java in the
    British orange; the explorers' British and French 74s in theirs; a game's mover in her side's colour. None of
    them in the light blue and brown of sides with no nation [2.31]."""
    nationless = {to_hex(SIDE_COLOURS[0]), to_hex(SIDE_COLOURS[1])}
    us, gb, fr = (to_hex(style.NATIONS[n]) for n in ("US", "BR", "FR"))
    targets = ws.target_ruling("Constitution", FIRER, ws.Broadside.R, [JAVA, ESSEX], position=SHIPS).figure()
    assert {us, gb} <= _fills(targets) and not nationless & _fills(targets)
    for figure in (FieldExplorer(5, 1, "N", "R").figure(), FireExplorer("C", 3).ruling.figure()):
        assert {gb, fr} <= _fills(figure) and not nationless & _fills(figure)
    game = ws.WoodenShipsGame.from_scenario("frigate-duel")
    game.apply_action("order Constitution 1L1")
    moved = game.ruling().figure()
    assert us in _fills(moved) and not nationless & _fills(moved)
