"""The Settings dialog's sound controls: on/off, effects volume, and whether output exists.

Each change applies at once (``context.update_settings``), like the rest of the dialog. When
the player found no output device the box says so, once, in a note under the controls: the
game plays on silently and nothing else interrupts the player about it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QSlider, QWidget

from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.sound.player import SoundPlayer, Status, shared_player


def _tr(text: str) -> str:
    return QCoreApplication.translate("SoundSettings", text)


def settings_sound(context: Any) -> bool:
    return bool(context.settings.sound)


class SoundSettingsBox(QGroupBox):
    def __init__(
        self, context: Any, parent: QWidget | None = None, player: SoundPlayer | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("soundSettings")
        self.context = context
        self.player = player if player is not None else shared_player()
        self._syncing = False
        self.sound_check = QCheckBox(self)
        self.sound_check.setObjectName("soundCheck")
        self.volume_label = QLabel(self)
        self.volume_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.volume_slider.setObjectName("effectsVolumeSlider")
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setSingleStep(5)
        self.volume_slider.setPageStep(10)
        self.volume_label.setBuddy(self.volume_slider)
        self.device_note = WrapLabel(self)
        self.device_note.setObjectName("soundDeviceNote")
        self.device_note.setProperty("role", "muted")
        form = QFormLayout(self)
        form.addRow(self.sound_check)
        form.addRow(self.volume_label, self.volume_slider)
        form.addRow(self.device_note)
        self.retranslate()
        self.sync_from_context()
        self.sound_check.toggled.connect(self._sound_toggled)
        self.volume_slider.valueChanged.connect(self._volume_changed)
        context.settings_changed.connect(self.sync_from_context)
        if settings_sound(context):
            self.player.start()
        self._polls = 0
        self._watch_device()

    def _watch_device(self) -> None:
        """The device opens in a worker thread: show the note once it is known."""
        self._sync_note()
        self._polls += 1
        if self.player.status is Status.STARTING and self._polls < 50:
            QTimer.singleShot(100, self, self._watch_device)

    def focus_widgets(self) -> list[QWidget]:
        return [self.sound_check, self.volume_slider]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setTitle(_tr("Sound"))
        self.sound_check.setText(_tr("Sound &effects (M mutes them during a game)"))
        self.volume_label.setText(_tr("Effects &volume"))
        self.volume_slider.setAccessibleName(_tr("Effects volume"))
        self._sync_note()

    def _sync_note(self) -> None:
        silent = self.player.status is Status.NO_DEVICE
        self.device_note.setText(
            _tr("No sound output was found: the game plays on silently.") if silent else ""
        )
        self.device_note.setVisible(silent)

    def sync_from_context(self) -> None:
        settings = self.context.settings
        self._syncing = True
        try:
            self.sound_check.setChecked(bool(settings.sound))
            self.volume_slider.setValue(int(settings.effects_volume))
            self.volume_slider.setEnabled(bool(settings.sound))
            self.volume_slider.setAccessibleDescription(f"{int(settings.effects_volume)} %")
            self._sync_note()
        finally:
            self._syncing = False

    def _sound_toggled(self, on: bool) -> None:
        if self._syncing:
            return
        self.context.update_settings(sound=bool(on))
        if on:
            self.player.start()
        else:
            self.player.stop_all()

    def _volume_changed(self, value: int) -> None:
        if not self._syncing:
            self.context.update_settings(effects_volume=int(value))
