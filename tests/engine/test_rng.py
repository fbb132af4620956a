"""Keyed randomness (R9.1): draws are a pure function of (seed, move, purpose, index).

The golden values below pin the generator forever: if one changes, every saved seed and
every Daily means a different game. Never update them to make a test pass.
"""

from __future__ import annotations

import hashlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from twelve_bowls.engine.rng import KeyedRandom


def test_word_is_sha256_of_the_key() -> None:  # R9.1: standard library hash in counter mode
    digest = hashlib.sha256(b"2026-11-30\x1f0\x1fstart\x1f0").digest()
    assert KeyedRandom("2026-11-30").word(0, "start", 0) == int.from_bytes(digest[:8], "big")


def test_golden_words() -> None:  # R9.1
    random = KeyedRandom("2026-11-30")
    assert random.word(0, "start", 0) == 12878671352180160308
    assert random.word(5, "refill.bowl", 1) == 2133582922417844884


def test_golden_stream_draws() -> None:  # R9.1
    stream = KeyedRandom("2026-11-30").stream(3, "x")
    assert [stream.below(12) for _ in range(8)] == [2, 5, 4, 9, 9, 11, 11, 8]
    events = KeyedRandom("seed").stream(10, "event")
    assert [events.chance(200) for _ in range(10)] == [False] * 3 + [True] + [False] * 6
    shuffled = list(range(10))
    KeyedRandom("é🙂").stream(1, "p").shuffle(shuffled)
    assert shuffled == [9, 1, 4, 7, 5, 3, 2, 0, 8, 6]
    stream = KeyedRandom("a").stream(2, "q")
    assert stream.sample(12, 2) == [8, 5]
    assert stream.weighted([("a", 1), ("b", 5)]) == "b"


@given(st.text(max_size=20), st.integers(0, 10_000), st.text(max_size=10), st.integers(0, 50))
def test_draws_are_pure(seed: str, move: int, purpose: str, index: int) -> None:  # R9.1
    assert KeyedRandom(seed).word(move, purpose, index) == KeyedRandom(seed).word(
        move, purpose, index
    )


def test_keys_are_separate() -> None:  # R9.1: move, purpose and index each change the draw
    random = KeyedRandom("s")
    base = random.word(1, "refill.bowl", 0)
    assert base != random.word(2, "refill.bowl", 0)
    assert base != random.word(1, "refill.kind", 0)
    assert base != random.word(1, "refill.bowl", 1)
    assert base != KeyedRandom("t").word(1, "refill.bowl", 0)
    # The separator keeps ("a", 11) and ("a1", 1) apart.
    assert KeyedRandom("a").word(11, "p") != KeyedRandom("a1").word(1, "p")


@given(st.integers(1, 1000), st.text(max_size=8))
def test_below_stays_in_range(n: int, seed: str) -> None:
    stream = KeyedRandom(seed).stream(0, "t")
    assert all(0 <= stream.below(n) < n for _ in range(20))


def test_below_is_roughly_uniform() -> None:
    stream = KeyedRandom("uniform").stream(0, "t")
    counts = [0] * 12
    for _ in range(12_000):
        counts[stream.below(12)] += 1
    assert min(counts) > 850 and max(counts) < 1150  # expected 1000 each


def test_sample_is_distinct() -> None:
    for move in range(200):
        first, second = KeyedRandom("d").stream(move, "s").sample(12, 2)
        assert first != second


def test_below_rejects_empty_range() -> None:
    with pytest.raises(ValueError, match="positive"):
        KeyedRandom("s").stream(0, "t").below(0)
