"""The kit's answers kept (:mod:`sailkit.memo`): worked out once, and never another object's answer."""

from __future__ import annotations

from sailkit.memo import Memo, remembered


class Ship:
    asked = 0

    @remembered
    def rating(self) -> int:
        """The ship's rating, worked out once."""
        Ship.asked += 1
        return 7


def test_a_remembered_value_is_worked_out_once_per_instance() -> None:
    Ship.asked = 0
    a, b = Ship(), Ship()
    assert (a.rating, a.rating, b.rating) == (7, 7, 7)
    assert Ship.asked == 2
    assert isinstance(Ship.rating, remembered) and Ship.rating.__doc__ == "The ship's rating, worked out once."


def test_a_memo_answers_only_for_the_very_same_owners() -> None:
    memo: Memo[str] = Memo(size=1)
    one, other = [1, 2], [1, 2]  # equal, but not the same object
    worked: list[str] = []

    def compute(answer: str) -> str:
        worked.append(answer)
        return answer

    assert memo.get(("k",), (one,), lambda: compute("first")) == "first"
    assert memo.get(("k",), (one,), lambda: compute("again")) == "first"
    assert memo.get(("k",), (other,), lambda: compute("other")) == "other"
    assert worked == ["first", "other"]


def test_a_full_memo_starts_afresh() -> None:
    memo: Memo[int] = Memo(size=1)
    owners = [object() for _ in range(3)]
    for n, owner in enumerate(owners):
        memo.get(("k",), (owner,), lambda n=n: n)
    assert len(memo._table) <= 2
    assert memo.get(("k",), (owners[0],), lambda: 99) == 99
