"""Answers kept so the same question is not worked out twice: :class:`remembered`, a value worked out once per
instance, and :class:`Memo`, a few recent answers kept by the identity of the immutable values they were worked
out for. Rule-free: a rule set's state and sequencer use them for speed, and no answer changes [speed, issue 28].
"""

from __future__ import annotations

from collections.abc import Callable
from operator import is_
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class remembered(Generic[T]):
    """:func:`functools.cached_property` without its lock (Python 3.11 takes one on every first use): a value
    worked out on first use and kept in the instance's ``__dict__``, which later reads find first. Positions and
    ship states are made by the thousand in a game and each works out some of these once [speed, issue 28]."""

    def __init__(self, fn: Callable[[Any], T]) -> None:
        self.fn = fn
        self.name = fn.__name__
        self.__doc__ = fn.__doc__

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> remembered[T]: ...

    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...

    def __get__(self, obj: object, owner: type | None = None) -> T | remembered[T]:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.fn(obj)
        return value


class Memo(Generic[T]):
    """A few answers remembered for the objects ``owners`` (held, so their ids stay theirs) while they are current."""

    def __init__(self, size: int = 64) -> None:
        self._size = size
        self._table: dict[tuple[Any, ...], tuple[tuple[object, ...], T]] = {}

    def get(self, key: tuple[Any, ...], owners: tuple[object, ...], compute: Callable[[], T]) -> T:
        """The answer remembered under ``key`` for these very ``owners``, else ``compute()``, remembered."""
        memo = self._table
        full = key + tuple(map(id, owners))
        hit = memo.get(full)
        if hit is not None and all(map(is_, hit[0], owners)):
            return hit[1]
        if len(memo) > self._size:
            memo.clear()
        value = compute()
        memo[full] = (owners, value)
        return value


__all__ = ["Memo", "remembered"]
