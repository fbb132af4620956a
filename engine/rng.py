"""Keyed randomness (R9.1): every draw is a pure function of its key.

A draw's key is (seed, safe-move number, purpose, index). The bytes come from SHA-256 in
counter mode over a fixed text encoding of the key, so a seed means the same game on every
platform and Python version: no ``random`` module, no floats, no hash randomisation.
Probabilities are therefore integers out of ``PER_MILLE``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Final, TypeVar

T = TypeVar("T")

PER_MILLE: Final = 1000
_SEPARATOR: Final = "\x1f"  # ASCII unit separator: cannot be confused with seed text
_WORD: Final = 1 << 64


class KeyedRandom:
    """Draws for one attempt, keyed by its seed (the Daily seed is ``YYYY-MM-DD``)."""

    __slots__ = ("seed",)

    def __init__(self, seed: str) -> None:
        self.seed = seed

    def __repr__(self) -> str:
        return f"KeyedRandom({self.seed!r})"

    def word(self, move: int, purpose: str, index: int = 0) -> int:
        """A 64-bit unsigned integer: the first eight bytes of SHA-256 of the key."""
        key = _SEPARATOR.join((self.seed, str(move), purpose, str(index)))
        digest = hashlib.sha256(key.encode("utf-8")).digest()
        return int.from_bytes(digest[:8], "big")

    def stream(self, move: int, purpose: str) -> Stream:
        """Successive draws for one (move, purpose); draw *k* uses index *k*."""
        return Stream(self, move, purpose)


class Stream:
    """Draws for one (seed, move, purpose), consumed in order.

    Because each draw reads the next index, the whole sequence is still a pure function of
    the key; rejection sampling simply reads further indices.
    """

    __slots__ = ("_index", "_move", "_purpose", "_random")

    def __init__(self, random: KeyedRandom, move: int, purpose: str) -> None:
        self._random = random
        self._move = move
        self._purpose = purpose
        self._index = 0

    def word(self) -> int:
        value = self._random.word(self._move, self._purpose, self._index)
        self._index += 1
        return value

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _WORD - _WORD % n
        while True:
            value = self.word()
            if value < limit:
                return value % n

    def chance(self, per_mille: int) -> bool:
        """True with probability ``per_mille`` / 1000."""
        return self.below(PER_MILLE) < per_mille

    def choice(self, options: Sequence[T]) -> T:
        return options[self.below(len(options))]

    def weighted(self, options: Sequence[tuple[T, int]]) -> T:
        """One option, each with an integer weight."""
        total = sum(weight for _, weight in options)
        pick = self.below(total)
        for option, weight in options:
            if pick < weight:
                return option
            pick -= weight
        raise AssertionError("unreachable: pick < total")  # pragma: no cover

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates in place, from the last position down."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, n: int, k: int) -> list[int]:
        """``k`` distinct integers from ``range(n)``, in draw order."""
        pool = list(range(n))
        picked: list[int] = []
        for _ in range(k):
            picked.append(pool.pop(self.below(len(pool))))
        return picked
