"""The fast path of ``apply`` (``log=False``): the same rules R2-R6 without an event log.

The solver, the previews and ``python -m engine resolve`` play millions of moves whose
events nobody reads. This module resolves them with plain strings, ints and tuples: what a
modifier tuple means is worked out once per tuple (puzzle modifiers never change), a bowl's
R4 outcome is worked out straight to its totals and memoised, and the caller's move is trusted
once it has been checked by ``rules.apply``. ``tests/engine/test_properties.py`` holds the
two paths to identical results on every generated move.

The module keeps three memos of pure functions (``_INFO``, ``_SETTLED``, ``_last_board``):
results never depend on them, each is bounded, and each was kept by measurement
(``docs/ARCHITECTURE.md``, "The fast path's memos").
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter

from .notation import BLOCKER, BOWL_COUNT, COLOURS, WILD, Kinds, ModifierKind
from .phase import Phase

TYPE_CHECKING = False  # as typing's, which resolve's start does not import (mypy reads it)
if TYPE_CHECKING:
    from typing import Final

    from .board import Modifiers  # the classes load dataclasses: resolve needs neither

POINTS_PER_STONE: Final = 10  # R5.1
MAX_MULTIPLIER: Final = 4  # R5.3
PERFECT_CLEAR_POINTS: Final = 100  # R5.4
VOLCANO_READY_AT: Final = 6  # R3.3
OVERFLOW_AT: Final = 8  # R6.2: BOWL_PLACES + 1
NO_COLLECTED: Final = (0,) * len(COLOURS)
# Collected stones travel as one int, 16 bits per colour in COLOURS order, so a match adds
# its stones with one addition; a move removes at most 12 * 7 * 2 stones, far below 2**16.
_COLOUR_BITS: Final = 16
_COLOUR_MASK: Final = (1 << _COLOUR_BITS) - 1

# (for each bowl the bowls its hand reaches, in order: backward from a reverse bowl (R2.3),
# volcano bowls in increasing order (R3.3), frozen bowls as a bit mask (R2.1))
ModifierInfo = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]
# A bowl's R4 outcome: (what stays, items removed, stones removed per colour, packed), or
# () when nothing in it matches (false, like a missing entry's None, but not None).
Settled = tuple[str, int, int] | tuple[()]
# (bowls after, points, combo, perfect clear, overflow phase, erupted bowls, collected)
Outcome = tuple[tuple[str, ...], int, int, bool, Phase | None, tuple[int, ...], tuple[int, ...]]

# Bowls that the k-th item of a hand from bowl b lands in (R2.3), forward and reverse; a
# hand longer than the table (only conceivable on an overflowed board) takes the slow loop.
_REACH: Final = 8 * BOWL_COUNT
FORWARD: Final = tuple(
    tuple((b + k) % BOWL_COUNT for k in range(1, _REACH + 1)) for b in range(BOWL_COUNT)
)
BACKWARD: Final = tuple(
    tuple((b - k) % BOWL_COUNT for k in range(1, _REACH + 1)) for b in range(BOWL_COUNT)
)

# _ZIP: the hot loops call zip without ``strict=``: a keyword makes every call parse its
# arguments (~0.3 us, as much as sowing a short hand), and each zips a hand with a longer
# table of bowls (or equal-length lists), where stopping at the shorter is what is meant.
_first: Final = itemgetter(0)
_NEIGHBOURS: Final = tuple(((b - 1) % BOWL_COUNT, (b + 1) % BOWL_COUNT) for b in range(BOWL_COUNT))

# By the id of a Modifiers or a Kinds tuple, each entry holding its tuple.
_INFO: dict[int, tuple[object, ModifierInfo]] = {}
# The last board played from, whether it is settled (no bowl would match as it stands) and
# whether a bowl is one item from overflowing (R6.2). The solver and previews play every
# move of one board in a row. Holding the tuple keeps its id from being reused, so the
# identity check is exact.
_last_board: tuple[tuple[str, ...], bool, bool] = ((), True, True)
_SETTLED: dict[str, Settled] = {}
_CACHE_LIMIT: Final = 1 << 18


def modifier_info(modifiers: Modifiers) -> ModifierInfo:
    """Sowing reach and volcano bowls of a modifier tuple, worked out once per tuple.

    Keyed by identity: the entry holds the tuple itself, so its id cannot be reused while
    the entry lives, and the identity check makes a stale id harmless after a clear.
    """
    entry = _INFO.get(id(modifiers))
    if entry is not None and entry[0] is modifiers:
        return entry[1]
    return _remember(modifiers, [m.kind if m is not None else None for m in modifiers])


def kinds_info(kinds: Kinds) -> ModifierInfo:
    """``modifier_info`` of the bowls' kinds (``notation.modifier_kinds``), memoised alike."""
    entry = _INFO.get(id(kinds))
    if entry is not None and entry[0] is kinds:
        return entry[1]
    return _remember(kinds, kinds)


def _remember(key: object, kinds: Sequence[ModifierKind | None]) -> ModifierInfo:
    info = (
        tuple(
            (BACKWARD if kind is ModifierKind.REVERSE else FORWARD)[bowl]
            for bowl, kind in enumerate(kinds)
        ),
        tuple(i for i, kind in enumerate(kinds) if kind is ModifierKind.VOLCANO),
        sum(1 << i for i, kind in enumerate(kinds) if kind is ModifierKind.FROZEN),
    )
    if len(_INFO) >= 4096:
        _INFO.clear()
    _INFO[id(key)] = (key, info)
    return info


def settled(queue: str) -> Settled:
    """R4 for one bowl with its totals precomputed, memoised by queue."""
    result = _SETTLED.get(queue)  # a miss is common on positions met once: no KeyError
    if result is None:
        result = _settle(queue)
        if len(_SETTLED) >= _CACHE_LIMIT:
            _SETTLED.clear()
        _SETTLED[queue] = result
    return result


# Each colour with its place in the packed totals, in COLOURS order.
_SHIFTS: Final = tuple((colour, _COLOUR_BITS * i) for i, colour in enumerate(COLOURS))


def _settle(queue: str) -> Settled:
    """R4 on one queue, straight to the totals ``play`` adds (``matching.match_bowl`` gives
    the groups themselves; the property tests hold the two to the same outcome)."""
    if len(queue) < 3:  # R4 needs three items of a group
        return ()
    wilds = queue.count(WILD)
    removed = packed = 0
    remaining = queue
    partial: list[tuple[int, int, str, int, int]] | None = None
    for colour, shift in _SHIFTS:
        stones = queue.count(colour)
        if stones >= 3:  # R4.1: the whole colour leaves
            removed += stones
            packed += stones << shift
            remaining = remaining.replace(colour, "")
        elif stones and stones + wilds >= 3:  # R4.2: a candidate the wilds might complete
            candidate = (3 - stones, queue.index(colour), colour, stones, shift)
            if partial is None:
                partial = [candidate]
            else:
                partial.append(candidate)
    if partial is not None:
        # R4.2: fewest wilds needed first, ties by the first stone in the queue; each
        # formed group takes the oldest wilds left, so the used ones are the oldest of all.
        partial.sort()
        left = wilds
        for need, _, colour, stones, shift in partial:
            if need <= left:
                left -= need
                removed += stones + need
                packed += stones << shift
                remaining = remaining.replace(colour, "")
        if left < wilds:
            remaining = remaining.replace(WILD, "", wilds - left)
    if not removed:
        return ()
    return (remaining, removed, packed)


def play(
    bowls_before: tuple[str, ...],
    info: ModifierInfo,
    source: int,
    refill: Sequence[tuple[int, str]] = (),
) -> Outcome:
    """Play a legal ``source`` on the bowls (R2), resolve (R3-R6), then the refill if safe.

    The caller has checked the move and the refill; returns the fields of ``MoveResult``.
    Made for many moves from one board (the solver, the previews): what the board is like
    is worked out once for all its moves. ``play_once`` is for a board met once.
    """
    global _last_board
    last = _last_board  # one read: another thread may replace it
    if last[0] is bowls_before:
        _, calm, near = last
    else:
        outcomes = list(map(_SETTLED.get, bowls_before))
        if None in outcomes:  # a queue not met yet
            outcomes = [settled(queue) for queue in bowls_before]
        calm = not any(outcomes)
        near = max(map(len, bowls_before)) >= OVERFLOW_AT - 1
        _last_board = (bowls_before, calm, near)
    reaches, volcanoes, _ = info
    get = _SETTLED.get
    bowls = list(bowls_before)
    hand = bowls[source]
    bowls[source] = ""
    size = len(hand)
    reach = reaches[source]
    removed = packed = 0
    matched_now = []
    if calm and size < BOWL_COUNT:
        # The common move of every search, written out: a settled board and a hand that
        # gives each bowl one item at most (R2.3). A bowl that got no item cannot match
        # now (R3.4: R4 reads its queue alone), so each sown bowl is matched (R3.1) as it
        # gets its item, and the round is done when the hand is.
        for target, item in zip(reach, hand):  # noqa: B905 (see _ZIP)
            queue = bowls[target] + item
            outcome = get(queue)
            if outcome is None:
                outcome = settled(queue)
            if outcome:
                bowls[target] = outcome[0]
                removed += outcome[1]
                packed += outcome[2]
                matched_now.append(target)
            else:
                bowls[target] = queue
    else:
        if size <= _REACH:  # R2.3
            for target, item in zip(reach, hand):  # noqa: B905 (see _ZIP)
                bowls[target] += item
        else:  # only conceivable on an overflowed board
            _sow(bowls, source, hand, 1 if reach[0] == (source + 1) % BOWL_COUNT else -1)
        # R3.1 on the whole board (R3.4): it may hold bowls that match as they stand.
        outcomes = list(map(get, bowls))
        if None in outcomes:  # a queue not met yet
            outcomes = list(map(settled, bowls))
        if any(outcomes):
            for bowl, outcome in enumerate(outcomes):
                if outcome:
                    bowls[bowl] = outcome[0]
                    removed += outcome[1]
                    packed += outcome[2]
                    matched_now.append(bowl)
    combo = len(matched_now)  # R5.2
    for bowl in matched_now:  # R3.2, after every match of the round
        for neighbour in _NEIGHBOURS[bowl]:
            queue = bowls[neighbour]
            if BLOCKER in queue:
                bowls[neighbour] = queue.replace(BLOCKER, "")
    erupted: list[int] = []  # R3.3: across both phases of the move
    for volcano in volcanoes:
        if len(bowls[volcano]) >= VOLCANO_READY_AT:  # one is ready: R3.3 and R3.4
            ready = [bowl for bowl in volcanoes if len(bowls[bowl]) >= VOLCANO_READY_AT]
            more, mask, more_packed = _resolve(
                bowls, _erupt(bowls, ready, erupted), volcanoes, erupted
            )
            for bowl in matched_now:
                mask |= 1 << bowl
            combo = mask.bit_count()  # R5.2: bowls that matched, each once
            removed += more
            packed += more_packed
            break
    # R6.1, checked once the phase has resolved. Without an eruption a bowl gets one item
    # at most (a hand of seven or fewer), so a board with every bowl below seven is safe.
    if (near or erupted) and max(map(len, bowls)) >= OVERFLOW_AT:
        return (tuple(bowls), 0, combo, False, Phase.PLAYER, _sorted(erupted), NO_COLLECTED)
    points = POINTS_PER_STONE * removed * (min(combo, MAX_MULTIPLIER) if combo else 1)  # R5.3
    # R5.4: only a match empties a board (a legal move's hand stays on it otherwise).
    perfect = removed > 0 and not any(bowls)
    if perfect:
        points += PERFECT_CLEAR_POINTS
    if not refill:
        return (
            tuple(bowls),
            points,
            combo,
            perfect,
            None,
            _sorted(erupted) if erupted else (),
            _unpack(packed) if packed else NO_COLLECTED,
        )
    for bowl, item in refill:
        bowls[bowl] += item
    # Only refilled bowls can have changed since the player phase settled.
    dirty = set(map(_first, refill))  # any order: each bowl's R4 reads its own queue
    refill_removed, _, refill_packed = _resolve(bowls, dirty, volcanoes, erupted)
    if max(map(len, bowls)) >= OVERFLOW_AT:  # R5.6: the refill's points are lost
        return (
            tuple(bowls),
            points,
            combo,
            perfect,
            Phase.REFILL,
            _sorted(erupted),
            _unpack(packed),
        )
    points += POINTS_PER_STONE * refill_removed  # R5.5
    return (
        tuple(bowls),
        points,
        combo,
        perfect,
        None,
        _sorted(erupted),
        _unpack(packed + refill_packed),
    )


def resolved(bowls: tuple[str, ...]) -> None:
    """Tell ``play`` that ``bowls`` is settled before playing its moves, as a start at rest
    (R7.1) and every board a move left are (R3.1, R3.4: a phase ends only when no bowl
    matches; R3.2's blockers never decide a match, R4): ``play`` then skips looking."""
    global _last_board
    _last_board = (bowls, True, max(map(len, bowls)) >= OVERFLOW_AT - 1)


def may_match(
    bowls_before: tuple[str, ...],
    info: ModifierInfo,
    sources: Sequence[int],
    at_rest: bool = False,
) -> list[int]:
    """The legal ``sources`` whose play may match, in their order: each left out surely
    matches nothing. On a settled board a hand that gives each bowl one item at most
    (R2.3) matches only in a bowl that gets an item (R3.1, R3.4), and nothing erupts
    unless a volcano reaches six (R3.3). For searches that want only the moves that match,
    at a fraction of ``play``'s cost; ``play`` tells what the moves kept do.

    ``at_rest``: the caller knows the board is settled (``resolved`` says when), and the
    check is skipped.
    """
    global _last_board
    last = _last_board
    if last[0] is bowls_before:
        calm = last[1]
    elif at_rest:
        calm = True
        resolved(bowls_before)
    else:
        calm = not any([settled(queue) for queue in bowls_before])
        near = max(map(len, bowls_before)) >= OVERFLOW_AT - 1
        _last_board = (bowls_before, calm, near)
    if not calm:
        return list(sources)
    reaches, volcanoes, _ = info
    get = _SETTLED.get
    kept = []
    for source in sources:
        hand = bowls_before[source]
        if len(hand) >= BOWL_COUNT:
            kept.append(source)
            continue
        reach = reaches[source]
        for target, item in zip(reach, hand):  # noqa: B905 (see _ZIP)
            queue = bowls_before[target] + item
            outcome = get(queue)
            if outcome is None:
                outcome = settled(queue)
            if outcome:
                kept.append(source)
                break
        else:
            if volcanoes:
                sown = reach[: len(hand)]
                for volcano in volcanoes:
                    if len(bowls_before[volcano]) + (volcano in sown) >= VOLCANO_READY_AT:
                        kept.append(source)
                        break
    return kept


def play_once(
    bowls_before: tuple[str, ...],
    info: ModifierInfo,
    source: int,
    refill: Sequence[tuple[int, str]] = (),
) -> Outcome:
    """``play`` for a board met once (``python -m engine resolve``): nothing is learnt
    about the board before the move, whose own R3.1 looks at every bowl anyway. The board
    is announced as one that may match and may overflow, which is always safe to assume."""
    global _last_board
    _last_board = (bowls_before, False, True)
    return play(bowls_before, info, source, refill)


def _resolve(
    bowls: list[str],
    candidates: range | tuple[int, ...] | list[int] | set[int],
    volcanoes: tuple[int, ...],
    erupted: list[int],
) -> tuple[int, int, int]:
    """R3 in place: matches, blockers, volcanoes, repeated while volcanoes erupt.

    Returns the items removed, the bowls that matched as a bit mask, and the stones
    removed per colour, packed.
    """
    get = _SETTLED.get
    removed = 0
    mask = 0
    packed = 0
    while True:
        # R3.1: every bowl at once; a bowl's result depends only on its own queue.
        matched_now = []
        for bowl in candidates:
            queue = bowls[bowl]
            outcome = get(queue)
            if outcome is None:
                outcome = settled(queue)
            if not outcome:
                continue
            bowls[bowl] = outcome[0]
            removed += outcome[1]
            packed += outcome[2]
            matched_now.append(bowl)
        for bowl in matched_now:  # R3.2, after every match of the round
            mask |= 1 << bowl
            for neighbour in _NEIGHBOURS[bowl]:
                queue = bowls[neighbour]
                if BLOCKER in queue:
                    bowls[neighbour] = queue.replace(BLOCKER, "")
        for volcano in volcanoes:  # a loop, not a list, until one is ready (the rare case)
            if len(bowls[volcano]) >= VOLCANO_READY_AT and volcano not in erupted:
                break
        else:
            return removed, mask, packed
        ready = [
            bowl
            for bowl in volcanoes
            if len(bowls[bowl]) >= VOLCANO_READY_AT and bowl not in erupted
        ]
        candidates = _erupt(bowls, ready, erupted)  # R3.4: back to R3.1


def _erupt(bowls: list[str], ready: list[int], erupted: list[int]) -> list[int]:
    """R3.3: all ready volcanoes lift first, then sow in increasing bowl order; returns
    the bowls that got an item, in increasing order."""
    hands = [bowls[bowl] for bowl in ready]
    touched: set[int] = set()
    for bowl in ready:
        bowls[bowl] = ""
        erupted.append(bowl)
    for bowl, hand in zip(ready, hands):  # noqa: B905 (see _ZIP): one hand per volcano
        _sow(bowls, bowl, hand, 1)
        touched.update(FORWARD[bowl][: len(hand)])
    return sorted(touched)


def _sow(bowls: list[str], source: int, hand: str, step: int) -> None:
    """R2.3: the k-th item of the hand goes to bowl (source + step*k) mod 12."""
    if len(hand) <= _REACH:  # the table is longer than the hand: zip stops at the hand
        reach = (FORWARD if step == 1 else BACKWARD)[source]
        for target, item in zip(reach, hand):  # noqa: B905 (see _ZIP)
            bowls[target] += item
        return
    target = source
    for item in hand:
        target = (target + step) % BOWL_COUNT
        bowls[target] += item


def _sorted(erupted: list[int]) -> tuple[int, ...]:
    return tuple(sorted(erupted)) if erupted else ()


def _unpack(packed: int) -> tuple[int, ...]:
    """The stones per colour, in ``COLOURS`` order: the five colours (R1.3) written out,
    in a quarter of a loop's time (every move's totals are unpacked, resolve's too); the
    property tests compare them with the logged path's counts."""
    mask = _COLOUR_MASK
    return (
        packed & mask,
        packed >> _COLOUR_BITS & mask,
        packed >> 2 * _COLOUR_BITS & mask,
        packed >> 3 * _COLOUR_BITS & mask,
        packed >> 4 * _COLOUR_BITS & mask,
    )
