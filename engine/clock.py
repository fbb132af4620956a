"""The one clock the rules read (R8.5): a Daily belongs to a UTC date.

A module of its own, with no engine imports, so that screens shown at start (home) can ask
for today's date without loading every mode (start-up time).
"""

from __future__ import annotations

import datetime


def utc_today() -> datetime.date:
    """Today's Daily date (R8.5: a Daily belongs to a UTC date)."""
    return datetime.datetime.now(datetime.UTC).date()
