"""R4 for one bowl: which colour groups leave it and what stays, memoised by queue.

Apart from ``rules`` so that the fast path (``engine/fast.py``) and ``python -m engine
resolve`` load it without the event log's classes.
"""

from __future__ import annotations

from .notation import COLOURS, WILD

TYPE_CHECKING = False  # as typing's, which resolve's start does not import (mypy reads it)
if TYPE_CHECKING:
    from typing import Final

MatchGroup = tuple[str, tuple[int, ...], int, int]


def match_bowl(queue: str) -> tuple[str, tuple[MatchGroup, ...]] | None:
    """R4: the groups that leave one bowl and what stays, or None if nothing matches.

    Each group is ``(colour, queue positions removed, stones, wilds)``. A bowl's outcome
    depends on its queue alone, so outcomes are memoised: the solver and the preview meet
    the same few thousand queues millions of times.
    """
    try:
        return _MATCH_CACHE[queue]
    except KeyError:
        pass
    if len(_MATCH_CACHE) >= _MATCH_CACHE_LIMIT:
        _MATCH_CACHE.clear()
    outcome = _MATCH_CACHE[queue] = _match_uncached(queue)
    return outcome


_MATCH_CACHE: dict[str, tuple[str, tuple[MatchGroup, ...]] | None] = {}
_MATCH_CACHE_LIMIT: Final = 1 << 18


def _match_uncached(queue: str) -> tuple[str, tuple[MatchGroup, ...]] | None:
    if len(queue) < 3:  # R4 needs three items of a group
        return None
    wilds = queue.count(WILD)
    counts = list(map(queue.count, COLOURS))
    # Fast reject, the common case: no colour reaches three even with every wild.
    if max(counts) + wilds < 3 or (wilds and not any(counts)):
        return None
    if not wilds:  # R4.1 alone, the common case: each colour of three or more leaves whole
        return _natural_only(queue, counts)
    natural: list[str] = []
    partial: list[tuple[int, int, str]] = []  # (wilds needed, first position, colour)
    for colour, count in zip(COLOURS, counts, strict=True):
        if count >= 3:
            natural.append(colour)  # R4.1
        elif count and wilds:
            partial.append((3 - count, queue.index(colour), colour))
    if not natural and not any(need <= wilds for need, _, _ in partial):
        return None
    groups: list[MatchGroup] = []
    gone = [False] * len(queue)
    natural.sort(key=queue.index)
    for colour in natural:
        positions = tuple(i for i, item in enumerate(queue) if item == colour)
        for i in positions:
            gone[i] = True
        groups.append((colour, positions, len(positions), 0))
    # R4.2: fewest wilds needed first; ties by first normal stone in the queue.
    wild_positions = [i for i, item in enumerate(queue) if item == WILD]
    for need, _, colour in sorted(partial):
        if need > len(wild_positions):
            continue
        used, wild_positions = wild_positions[:need], wild_positions[need:]  # oldest first
        stones = [i for i, item in enumerate(queue) if item == colour]
        for i in stones + used:
            gone[i] = True
        groups.append((colour, tuple(sorted(stones + used)), len(stones), need))
    remaining = "".join(item for item, left in zip(queue, gone, strict=True) if not left)
    return remaining, tuple(groups)


def _natural_only(queue: str, counts: list[int]) -> tuple[str, tuple[MatchGroup, ...]] | None:
    """R4.1 on a queue without wilds: what ``_match_uncached``'s general loop gives it."""
    natural = [colour for colour, count in zip(COLOURS, counts, strict=True) if count >= 3]
    if not natural:
        return None
    if len(natural) > 1:
        natural.sort(key=queue.index)
    groups = []
    remaining = queue
    for colour in natural:
        positions = tuple(i for i, item in enumerate(queue) if item == colour)
        groups.append((colour, positions, len(positions), 0))
        remaining = remaining.replace(colour, "")
    return remaining, tuple(groups)
