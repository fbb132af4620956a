"""A new player's profile: on first run the game speaks the system's language.

The engine's ``Settings`` defaults to English (it knows nothing of the system); the app
decides the first language once, when a profile is made afresh: the first of the system's
UI languages that the game ships (``LANG=ar_EG.UTF-8`` -> Arabic), English otherwise.
A saved profile keeps whatever the player chose later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from twelve_bowls.engine.profile import Profile


def fresh_profile() -> Profile:
    from twelve_bowls.app.i18n import (
        system_language,  # Babel: loaded at start anyway by set_language
    )
    from twelve_bowls.engine.profile import (  # pydantic: not before the first frame
        Profile,
        Settings,
    )

    # Validated from a mapping: mypy takes a default_factory inside Annotated for no
    # default, and would ask for every other field by name.
    return Profile.model_validate({"settings": Settings(language=system_language())})
