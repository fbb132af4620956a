"""The fast path's R4 totals (``engine.fast.settled``) against ``match_bowl``'s groups."""

from __future__ import annotations

import itertools
import random

from twelve_bowls.engine import fast
from twelve_bowls.engine.matching import match_bowl
from twelve_bowls.engine.notation import COLOURS, ITEMS


def _from_groups(queue: str) -> fast.Settled:
    """What ``settled`` must give, worked out from the groups ``match_bowl`` names."""
    outcome = match_bowl(queue)
    if outcome is None:
        return ()
    remaining, groups = outcome
    removed = sum(stones + wilds for _, _, stones, wilds in groups)
    packed = sum(stones << (16 * COLOURS.index(colour)) for colour, _, stones, _ in groups)
    return (remaining, removed, packed)


def test_every_queue_of_up_to_five_items_settles_as_its_groups_say() -> None:
    # R4.1-R4.3 on all 19,608 queues of 0-5 items: natural groups, wild candidates by
    # fewest wilds and then first stone, oldest wilds first, wilds and blockers alone.
    for size in range(6):
        for letters in itertools.product(ITEMS, repeat=size):
            queue = "".join(letters)
            assert fast._settle(queue) == _from_groups(queue), queue


def test_long_queues_settle_as_their_groups_say() -> None:
    # Seven items (R1.4) and the longer queues a phase may hold for a while (R6.1),
    # weighted toward wilds so that several candidates compete for them (R4.2, R4.4).
    rng = random.Random(4)
    for _ in range(30_000):
        queue = "".join(rng.choices("RYGBPWWWX", k=rng.randint(6, 14)))
        assert fast._settle(queue) == _from_groups(queue), queue
    assert fast._settle("RWBWR") == ("BW", 3, 2)  # R4.4's example: R,R and one wild leave
