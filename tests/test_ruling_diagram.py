"""The kit's ruling-diagram recipe (sailkit.draw.ruling_diagram): layers are drawn in the order listed on the board a
rule set gives, and the key is each layer's rows in that order (a row said twice, once), then the diagram's own."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sailkit.draw import style
from sailkit.draw.primitives import Key
from sailkit.draw.ruling_diagram import Draw, Piece, RulingDiagram, Ships, Shot, Tint, steps_words
from sailkit.draw.sheet import Sheet
from sailkit.rulings import Ruling, Step


class Log:
    """A board that writes down what it is asked to draw."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []

    def open(self, sheet: Sheet, around: Sequence[Any]) -> tuple[Any, Any]:
        self.calls.append(("open", sheet.title, tuple(around)))
        return "ax", "window"

    def tint(self, ax: Any, window: Any, what: Any) -> None:
        self.calls.append(("tint", window, what))

    def ships(self, ax: Any, window: Any, pieces: Sequence[Piece]) -> None:
        self.calls.append(("ships", tuple(p.name for p in pieces if p.framed)))

    def shot(self, ax: Any, window: Any, shot: Shot) -> None:
        self.calls.append(("shot", shot.start, shot.end, shot.clear))

    def close(self, ax: Any, keys: Sequence[Key], alt: str) -> Any:
        self.calls.append(("close", tuple(k.text for k in keys), alt))
        return self.calls


FIELD = Key("fill", style.STARBOARD, "her field")


def test_layers_are_drawn_in_order_and_the_key_follows_them() -> None:
    board = Log()
    drawn: list[str] = []
    calls = RulingDiagram(
        Sheet("May A fire on B?", "yes [R9]"),
        ("a", "b"),
        (
            Draw(lambda ax, window: drawn.append(window), (Key("note", style.INK, "first"),)),
            Tint(1, (FIELD,)),
            Ships((Piece("a", "A", framed=True), Piece("b", "B")), "the firer", (Key("fill", "#123456", "the enemy"),)),
            Shot("a", "b", key="fires"),
            Shot("a", "c", key="fires"),
            Tint(2, (FIELD,)),
        ),
        (Key("note", style.INK, "last"),),
    ).draw(board)
    assert [c[0] for c in calls] == ["open", "tint", "ships", "shot", "shot", "tint", "close"] and drawn == ["window"]
    assert calls[-1] == (
        "close",
        ("first", "her field", "the firer", "the enemy", "fires", "last"),
        "May A fire on B? yes [R9].",
    )


def test_a_refused_shot_is_keyed_as_the_red_dash_and_no_frame_without_a_framed_ship() -> None:
    refused = Shot("a", "b", clear=False, key="no fire")
    assert refused.rows() == (Key("dash", style.BLOCKED, "no fire"),)
    assert Shot("a", "b", colour=style.INK, key="measured").rows() == (Key("arrow", style.INK, "measured"),)
    calls = RulingDiagram(Sheet("Q"), (), (Ships((Piece("a"),), "framed"), refused), alt="words").draw(Log())
    assert calls[-1] == ("close", ("no fire",), "words")


def test_steps_words_cite_each_case() -> None:
    ruling = Ruling("q", True, (Step("9.2", "in range"), Step("9.3", "a rake")))
    assert steps_words(ruling) == "in range [9.2]; a rake [9.3]"
