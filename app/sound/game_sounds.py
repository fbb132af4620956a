"""A game screen's sounds: the cues of each animated move, selection, the result, the mute key.

``attach(screen, context, animation, session)`` is the whole hook: it listens to the
animation player's steps (so a sound starts when its stone lands) and the session's
notifications, and plays through the process's one ``SoundPlayer``. The device opens
after the first frame (a zero timer), in a worker thread.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from twelve_bowls.app import a11y
from twelve_bowls.app.sound.cues import Cue, When, cues_for
from twelve_bowls.app.sound.library import SoundSet, default_set, theme_set
from twelve_bowls.app.sound.player import SoundPlayer, Status, shared_player

# The mute key; How to play lists it (app/screens/help.py, "sound").
MUTE_KEY = "M"

_default: SoundSet | None = None
_theme_sounds: dict[str, SoundSet] = {}


def sounds_of(theme: Any) -> SoundSet:
    """The theme's sounds over the default set, loaded once per theme and session."""
    global _default
    if _default is None:
        _default = default_set()
    # A guarded theme (app/theming/guard.py) answers "guarded": key by the plugin's id.
    theme_id = str(getattr(getattr(theme, "inner", theme), "id", ""))
    cached = _theme_sounds.get(theme_id)
    if cached is None:
        try:
            own = theme.sound_files() if theme is not None else {}
            paths = {str(k): Path(v) for k, v in dict(own).items()}
        except Exception:  # a plugin's mistake leaves it the default set
            paths = {}
        cached = theme_set(paths, _default) if paths else _default
        _theme_sounds[theme_id] = cached
    return cached


class GameSounds(QObject):
    def __init__(
        self,
        screen: QWidget,
        context: Any,
        animation: Any,
        session: Any,
        player: SoundPlayer | None = None,
    ) -> None:
        super().__init__(screen)
        self._created = time.monotonic()
        self.context = context
        self.session = session
        self.player = player if player is not None else shared_player()
        self._begin: dict[int, list[Cue]] = {}
        self._land: dict[int, list[Cue]] = {}
        animation.move_started.connect(self._move_started)
        animation.step_begun.connect(lambda index: self._sound(self._begin, index))
        animation.step_landed.connect(lambda index: self._sound(self._land, index))
        animation.skipped.connect(lambda: self.player.stop_all())
        session.state_changed.connect(self._state_changed)
        context.theme_changed.connect(self._apply_theme)
        self.mute_action = QAction(screen)
        self.mute_action.setShortcut(QKeySequence(MUTE_KEY))
        self.mute_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.mute_action.triggered.connect(self.toggle_mute)
        screen.addAction(self.mute_action)
        # After the first frame: the device opens in a worker thread (app/sound/player.py).
        QTimer.singleShot(0, self, self._start)

    def ready_to_play(self) -> bool:
        """False while the output is still opening (bounded: 3 s after the screen opened)."""
        if not self.context.settings.sound or self.player.status is not Status.STARTING:
            return True
        return time.monotonic() - self._created > 3.0

    def _start(self) -> None:
        self._apply_theme()
        if self.context.settings.sound:
            self.player.start()

    def _apply_theme(self) -> None:
        self.player.set_sounds(sounds_of(self.context.theme))

    def toggle_mute(self) -> None:
        on = not self.context.settings.sound
        self.context.update_settings(sound=on)
        if on:
            self.player.start()
        else:
            self.player.stop_all()
        tr = QCoreApplication.translate
        text = tr("SoundSettings", "Sound on") if on else tr("SoundSettings", "Sound off")
        if on and self.player.status is Status.NO_DEVICE:
            text = tr("SoundSettings", "Sound on, but no sound output was found")
        status = getattr(self.parent(), "set_status", None)
        if callable(status):
            status(text)
        if (owner := self.parent()) is not None:
            a11y.announce(owner, text)

    def play(self, name: str, pitch: int = 0) -> None:
        settings = self.context.settings
        if settings.sound:
            self.player.play(name, pitch, int(settings.effects_volume))

    def _move_started(self, events: Sequence[Any]) -> None:
        self._begin, self._land = {}, {}
        for cue in cues_for(events):
            table = self._begin if cue.when is When.BEGIN else self._land
            table.setdefault(cue.event, []).append(cue)

    def _sound(self, table: dict[int, list[Cue]], index: int) -> None:
        for cue in table.get(index, ()):
            self.play(cue.name, cue.pitch)

    def _state_changed(self, change: Any) -> None:
        from twelve_bowls.app.midend.session import Change

        if change.kind is Change.SELECTED and self.session.selected is not None:
            self.play("select")
        elif change.kind is Change.SETTLED:
            attempt = self.session.attempt
            if attempt.ended is not None:
                self.play("win" if attempt.won is True else "loss")
            if self.session.earned:
                self.play("achievement")


def attach(screen: QWidget, context: Any, animation: Any, session: Any) -> GameSounds:
    return GameSounds(screen, context, animation, session)
