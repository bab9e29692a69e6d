"""Drawing: positions, fields of fire, and the renderers registered for the rule set's rulings."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from sailkit.figures import svg
from sailkit.geometry.hexes import Hex, HexDirection, TwoHexShip  # noqa: E402
from sailkit.renderers import renderer_for  # noqa: E402
from sailkit.rulesets.wooden_ships import Broadside, WoodenShipsGame, target_ruling  # noqa: E402
from sailkit.rulesets.wooden_ships.faces.drawing import draw_fields, draw_position, position_figure  # noqa: E402
from sailkit.rulesets.wooden_ships.fields import Kind, Obstacle  # noqa: E402


def test_renderers_are_registered_for_each_kind() -> None:
    for kind in ("targets", "movement", "fire"):
        assert renderer_for("wooden_ships", kind) is not None


def test_a_targets_ruling_draws_itself_deterministically() -> None:
    r = target_ruling(
        "Constitution",
        TwoHexShip(Hex(0, 0), HexDirection.N),
        Broadside.R,
        [Obstacle("Java", TwoHexShip(Hex(4, -2), HexDirection.NE).hexes, Kind.ENEMY)],
    )
    fig = r.figure()
    assert svg(fig) == svg(r.figure()) and "Java" in svg(fig)
    plt.close("all")


def test_order_and_fire_rulings_draw() -> None:
    g = WoodenShipsGame.from_scenario("frigate-duel")
    g.apply_action("order Constitution 1L1")
    assert "order 1L1" in svg(g.ruling().figure())
    plt.close("all")


def test_positions_draw_with_fields() -> None:
    g = WoodenShipsGame.from_scenario("frigate-duel")
    fig, ax = plt.subplots()
    artists = draw_position(g.position, g.state.grid, ax, fields_of="Constitution", five=True)
    assert len(artists) > 10
    assert len(draw_fields(ax, g.position.ship("Java").counter, Broadside.L)) == 1
    drawn = svg(position_figure(g.position, g.state.grid))
    assert "S10" in drawn and "T10" not in drawn  # Java's bow hex named under her counter, so not drawn [issue 24]
    plt.close("all")


def _marked(artists: list[object]) -> dict[str, list[object]]:
    out: dict[str, list[object]] = {}
    for a in artists:
        gid = a.get_gid()  # type: ignore[attr-defined]
        if gid:
            out.setdefault(gid, []).append(a)
    return out


def test_anchored_ships_and_bombs_wear_badges_explained_by_a_key() -> None:
    """The bombardment (Optional Rule 42): Thunder, a bomb at anchor, wears both badges (the bomb's by her bow, the
    anchor's by her stern), Genereux at anchor the anchor's, the others none; the key under the map names both."""
    from dataclasses import replace

    from sailkit.rulesets.wooden_ships.faces.drawing import marks_of
    from sailkit.rulesets.wooden_ships.scenarios import bombardment

    pos = WoodenShipsGame(bombardment()).position
    assert {s.name: marks_of(s) for s in pos.ships} == {
        "Thunder": ("anchored", "bomb"),
        "Lively": (),
        "Genereux": ("anchored",),
        "Diane": (),
    }
    fig, ax = plt.subplots()
    marked = _marked(draw_position(pos, ax=ax))
    assert len(marked["mark-anchored"]) == 4 and len(marked["mark-bomb"]) == 2  # a disc and its glyph each
    (key,) = marked["marks-key"]
    words = key.get_text()  # type: ignore[attr-defined]
    assert words == "\u2693 at anchor [20.3]    B bomb: fires mortars (Optional Rule 42)"
    thunder = pos.ship("Thunder").counter
    discs = {g: next(a for a in marked[g] if hasattr(a, "get_radius")) for g in ("mark-anchored", "mark-bomb")}

    def nearest(disc: object) -> Hex:
        x, y = disc.center  # type: ignore[attr-defined]
        return min(thunder.hexes, key=lambda h: (h.center[0] - x) ** 2 + (h.center[1] - y) ** 2)

    assert nearest(discs["mark-bomb"]) == thunder.bow and nearest(discs["mark-anchored"]) == thunder.stern
    weighed = pos.with_(ships=tuple(s.with_(anchor="") if s.name == "Genereux" else s for s in pos.ships))
    marked = _marked(draw_position(weighed, ax=plt.subplots()[1]))
    assert len(marked["mark-anchored"]) == 2  # Genereux weighed: Thunder's alone
    duel = WoodenShipsGame.from_scenario("frigate-duel").position
    marked = _marked(draw_position(duel, ax=plt.subplots()[1]))
    assert not {"mark-anchored", "mark-bomb", "marks-key"} & set(marked)  # nothing to mark, no key
    anchored = replace(duel, ships=tuple(s.with_(anchor="AB") for s in duel.ships))
    marked = _marked(draw_position(anchored, ax=plt.subplots()[1]))
    assert len(marked["mark-anchored"]) == 4 and "mark-bomb" not in marked  # any ship at anchor, on springs too
    assert marked["marks-key"][0].get_text() == "\u2693 at anchor [20.3]"  # type: ignore[attr-defined]
    plt.close("all")


def test_a_map_says_which_colour_is_which_side_and_which_way_the_wind_blows() -> None:
    """The key names both sides in their counters' colours (and grey for a struck ship only once one is) [2.31, 11.4];
    the wind arrow is labelled with the map's number and the way it blows [2.2]; full names ride the counters."""
    from sailkit.rulesets.wooden_ships.faces.drawing import STRUCK, sides_key, wind_words
    from sailkit.rulesets.wooden_ships.scenarios import frigate_duel
    from sailkit.rulesets.wooden_ships.state import Status

    pos = WoodenShipsGame(frigate_duel()).state.position
    assert [name for name, _ in sides_key(pos)] == list(pos.sides) == ["United States", "Britain"]
    assert wind_words(HexDirection.N) == "wind 1\nblows toward N" and wind_words(HexDirection.S).startswith("wind 4\n")
    text = svg(position_figure(pos))
    assert "United States" in text and "Britain" in text and "blows toward N" in text and "Constitution" in text
    assert ("struck", STRUCK) not in sides_key(pos)
    struck = pos.with_ship(pos.ship("Java").with_(status=Status.STRUCK))
    assert sides_key(struck)[-1] == ("struck", STRUCK)
    plt.close("all")
