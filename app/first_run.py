"""A new player's profile: on first run the game speaks the system's language.

The engine's ``Settings`` defaults to English (it knows nothing of the system); the app
decides the first language once, when a profile is made afresh: the first of the system's
UI languages that the game ships (``LANG=ar_EG.UTF-8`` -> Arabic), English otherwise.
A saved profile keeps whatever the player chose later.
"""

from __future__ import annotations

from engine.profile import Profile, Settings


def fresh_profile() -> Profile:
    from app.i18n import system_language  # Babel: loaded at start anyway by set_language

    return Profile(settings=Settings(language=system_language()))
