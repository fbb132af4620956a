"""A new player's profile: the game speaks the system's language until the player chooses one.

The engine's ``Settings`` defaults to English (it knows nothing of the system). A profile
made afresh says its language is not chosen (``Settings.language_chosen``): at every start
the game then speaks the first of the system's UI languages that it ships
(``LANG=ar_EG.UTF-8`` -> Arabic), English otherwise (``AppContext.settings``), so a later
``LANG=ja`` is followed. A language chosen in Settings is kept whatever the system says.
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
    settings = Settings(language=system_language(), language_chosen=False)
    return Profile.model_validate({"settings": settings})
