"""How each saved field is merged when two versions of the profile meet.

Two copies of the game (or one copy and the file it wrote before) may each hold a profile;
the save writes one made of both. Every field of every saved model carries one of these
rules as ``Annotated`` metadata, so the rule sits next to the field's type and bounds, and
``engine.profile_merge`` and ``engine.profile_schema`` read it from there. A field without a
rule fails ``tests/engine/test_profile_merge.py``.

No imports beyond the standard library: the first frame's reader uses the same names.
"""

from __future__ import annotations

from enum import StrEnum


class Merge(StrEnum):
    """What the merged value of a field is, given ours (being saved) and theirs (on disk)."""

    # Ours: the value being saved comes from the newest change (settings).
    NEWEST = "newest"
    # The larger of the two (a count of games played); None counts as nothing.
    MAX = "max"
    # The smaller of the two that exist (fewest moves, fewest hints); None: never done.
    MIN = "min"
    # True if either is true (solved, clean, completed).
    ANY = "any"
    # Everything of both, ours first, each item as often as the side that has it most.
    UNION = "union"
    # Like UNION, theirs first; when the list is capped, the newest (last) items stay.
    RECENT = "recent"
    # Both sides' keys; a key both have merges its values field by field.
    BY_KEY = "by_key"
    # A nested model merged field by field; None on one side takes the other.
    FIELDS = "fields"
    # The model's ``score`` field decides: this field comes from the side with the higher
    # score (ours on a tie), so that a score and the moves it took stay together.
    WITH_SCORE = "with_score"
    # A list of results ranked by ``score``: the best of both, highest first, capped.
    TOP_SCORE = "top_score"
