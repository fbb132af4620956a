"""The settings dialog: every change applies at once and is saved at once.

Nothing here waits for an OK button: each control calls ``context.update_settings(...)``,
which applies the change live (signals to every view) and asks the store to save. The
dialog itself only listens: when the profile or settings change elsewhere (an achievement
unlocks a theme, a language switch retranslates everything) it refreshes its controls.
"""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QFontMetrics,
    QGuiApplication,
    QIcon,
    QKeyEvent,
    QPainter,
    QPixmap,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyledItemDelegate,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app.a11y import name_scroll_area
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.fonts import every_script_font
from twelve_bowls.app.i18n import LANGUAGES, format_multiplier, language_name, translate_plural
from twelve_bowls.app.icons import close_icon
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.sound.settings_box import SoundSettingsBox
from twelve_bowls.app.style import palette_of
from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP
from twelve_bowls.app.theming.base import theme_name
from twelve_bowls.engine.profile import Profile, achievements_to_unlock

# (multiplier, label) for the animation speed choices; 1.0 is the engine's default.
ANIMATION_SPEEDS: tuple[tuple[float, str], ...] = (
    (0.5, QT_TRANSLATE_NOOP("SettingsDialog", "Slow")),
    (1.0, QT_TRANSLATE_NOOP("SettingsDialog", "Normal")),
    (1.5, QT_TRANSLATE_NOOP("SettingsDialog", "Fast")),
    (2.0, QT_TRANSLATE_NOOP("SettingsDialog", "Very fast")),
)


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("SettingsDialog", text, disambiguation)


def theme_requirements(profile: Profile, theme_ids: list[str]) -> dict[str, int]:
    """How many more achievements each theme needs (0: unlocked). R9.5: with k achievements
    earned the first k + 1 themes of the fixed order are unlocked; themes outside that
    order (third-party plugins) are not part of the progression and are always open."""
    return {theme_id: achievements_to_unlock(profile, theme_id) for theme_id in theme_ids}


# Keys that move a closed combo box to another item (QComboBox emits ``activated``).
BROWSE_KEYS = (
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_PageDown,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
)

SAMPLE_HEIGHT = 22
# The least of the column a short window shows: a few rows, with About and Close below.
MIN_COLUMN_HEIGHT = 160
SAMPLE_WIDTH = SAMPLE_HEIGHT * 4


def theme_sample(theme: Any, ratio: float = 1.0) -> QIcon:
    """A small strip in the theme's own drawing: its background and four stones."""
    pixmap = QPixmap(round(SAMPLE_WIDTH * ratio), round(SAMPLE_HEIGHT * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    try:
        theme.paint_background(painter, QRectF(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT))
        for index, key in enumerate(("stone.R", "stone.Y", "stone.G", "stone.B")):
            cell = QRectF(index * SAMPLE_HEIGHT, 0, SAMPLE_HEIGHT, SAMPLE_HEIGHT)
            theme.paint(painter, key, cell.adjusted(2, 2, -2, -2))
    finally:
        painter.end()
    icon = QIcon()
    # The same picture when the button is disabled (a locked theme): a preview, not greyed.
    for mode in (QIcon.Mode.Normal, QIcon.Mode.Disabled):
        icon.addPixmap(pixmap, mode)
    return icon


class SettingsScroll(QScrollArea):
    """The settings' column: as wide as its widest row (never a sideways scroll), as tall
    as the window lets it be, scrolling up and down beyond that."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsScroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its controls are the tab stops

    def _bar_width(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def height_for(self, width: int) -> int:
        """The column's full height at the scroll area's ``width``."""
        body = self.widget()
        if body is None:
            return 0
        inner = width - self._bar_width()
        if body.hasHeightForWidth():
            return body.heightForWidth(inner)
        return body.sizeHint().height()

    def sizeHint(self) -> QSize:
        body = self.widget()
        if body is None:
            return super().sizeHint()
        hint = body.sizeHint()
        # Room for the bar beside the widest row, so a scrolling column is never cut.
        return QSize(hint.width() + self._bar_width(), hint.height())

    def minimumSizeHint(self) -> QSize:
        body = self.widget()
        if body is None:
            return super().minimumSizeHint()
        least = body.minimumSizeHint().width() + self._bar_width()
        return QSize(least, MIN_COLUMN_HEIGHT)


class SettingsDialog(QDialog):
    """Language, theme, move preview, symbols, animation speed and reduced motion."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("settingsDialog")
        self._syncing = False

        self.language_label = QLabel(self)
        self.language_combo = QComboBox(self)
        self.language_combo.setObjectName("languageCombo")
        # A styled delegate draws the list with the stylesheet's rows (one height for every
        # script) and its readable highlight, not the platform's menu look.
        self.language_combo.setItemDelegate(QStyledItemDelegate(self.language_combo))
        # The names are in five scripts: a font that shapes Devanagari first (fonts.py),
        # before the first name is measured.
        self.language_combo.setFont(every_script_font(QGuiApplication.font()))
        for code in LANGUAGES:
            # Each language's name in its own script, so a player finds theirs (Babel).
            self.language_combo.addItem(language_name(code), code)
        self.language_label.setBuddy(self.language_combo)

        self.theme_box = QGroupBox(self)
        self.theme_group = QButtonGroup(self)
        self.theme_grid = QGridLayout(self.theme_box)
        self.theme_buttons: dict[str, QRadioButton] = {}
        self.theme_notes: dict[str, QLabel] = {}

        self.preview_check = QCheckBox(self)
        self.preview_check.setObjectName("movePreviewCheck")
        self.preview_note = WrapLabel(self)
        self.preview_note.setProperty("role", "muted")
        self.symbols_check = QCheckBox(self)
        self.symbols_check.setObjectName("symbolsCheck")
        self.speed_label = QLabel(self)
        self.speed_combo = QComboBox(self)
        self.speed_combo.setObjectName("animationSpeedCombo")
        self.speed_combo.setItemDelegate(QStyledItemDelegate(self.speed_combo))
        self.speed_label.setBuddy(self.speed_combo)
        self.reduced_motion_check = QCheckBox(self)
        self.reduced_motion_check.setObjectName("reducedMotionCheck")
        # The platform's colour scheme (app/colour_scheme.py).
        self.scheme_label = QLabel(self)
        self.scheme_combo = QComboBox(self)
        self.scheme_combo.setObjectName("colourSchemeCombo")
        self.scheme_combo.setItemDelegate(QStyledItemDelegate(self.scheme_combo))
        self.scheme_label.setBuddy(self.scheme_combo)

        self.sound_box = SoundSettingsBox(context, self)
        self.save_status = WrapLabel(self)
        self.save_status.setObjectName("saveStatus")
        self.save_status.setProperty("role", "muted")

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self._paint_icons()
        context.theme_changed.connect(self._paint_icons)
        # About stands at the start of the row, away from Close (the box would put a help
        # button next to it in some platform layouts).
        self.about_button = QPushButton(self)
        self.about_button.setObjectName("aboutButton")
        # A focused About owns Enter like Space; elsewhere Enter still closes.
        self.about_button.setAutoDefault(True)
        self.about_button.clicked.connect(self.open_about)

        form = QFormLayout()
        form.addRow(self.language_label, self.language_combo)
        play_box = QVBoxLayout()
        play_box.addWidget(self.preview_check)
        play_box.addWidget(self.preview_note)
        play_box.addWidget(self.symbols_check)
        motion = QFormLayout()
        motion.addRow(self.speed_label, self.speed_combo)
        motion.addRow(self.scheme_label, self.scheme_combo)

        # Every choice in a column that scrolls when the screen is short (its full height is
        # about 670 pixels: more than a 1024x600 screen or a 1366x768 one under a panel
        # has); About and Close stay below it, always in view.
        self.column = SettingsScroll(self)
        body = QWidget(self.column)
        body.setObjectName("settingsBody")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.theme_box)
        layout.addLayout(play_box)
        layout.addLayout(motion)
        layout.addWidget(self.reduced_motion_check)
        layout.addWidget(self.sound_box)
        layout.addWidget(self.save_status)
        layout.addStretch(1)
        self.column.setWidget(body)
        # A note that wraps to more lines once polished, the sound box's device note, a
        # language with taller lines: the column asks for a new layout, the window follows.
        body.installEventFilter(self)
        bottom = QHBoxLayout()
        bottom.addWidget(self.about_button)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        self.bottom_row = bottom
        outer = QVBoxLayout(self)
        outer.addWidget(self.column, 1)
        outer.addLayout(bottom)
        self.outer = outer
        # Tab, a mnemonic or a click may land on a control scrolled out of view.
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._reveal_focus)

        self._build_theme_rows()
        self._set_tab_order()
        self.retranslate()
        self.sync_from_context()

        # Arrow keys on the closed box only move through the names; the language
        # applies on commit (a pick from the list, Enter, or leaving the box), so the
        # whole window is not re-translated on every key press.
        self._language_browsing = False
        self.language_combo.installEventFilter(self)
        self.language_combo.currentIndexChanged.connect(self._language_index_changed)
        self.theme_group.buttonToggled.connect(self._theme_toggled)
        self.preview_check.toggled.connect(lambda on: self._apply(move_preview=bool(on)))
        self.symbols_check.toggled.connect(lambda on: self._apply(symbols=bool(on)))
        self.speed_combo.currentIndexChanged.connect(self._speed_chosen)
        self.reduced_motion_check.toggled.connect(lambda on: self._apply(reduced_motion=bool(on)))
        self.scheme_combo.currentIndexChanged.connect(self._scheme_chosen)
        context.settings_changed.connect(self.sync_from_context)
        context.profile_changed.connect(self.sync_from_context)

    def open_about(self) -> QDialog:
        """Version, licence and third-party notices (imported on first use)."""
        from twelve_bowls.app.about_dialog import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    # -- building ---------------------------------------------------------------------------

    def _paint_icons(self) -> None:
        """The Close cross in the theme's colours (the platform's is black on dark themes)."""
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setIcon(close_icon(palette_of(self.context.theme), self.devicePixelRatioF()))

    def _themes(self) -> list[Any]:
        from twelve_bowls.app.theming.registry import theme_registry

        return list(theme_registry().themes())

    def _build_theme_rows(self) -> None:
        for row, theme in enumerate(self._themes()):
            button = QRadioButton(self.theme_box)
            # R9.5: every theme can be previewed, locked or not: a few of its stones.
            button.setIcon(theme_sample(theme, self.devicePixelRatioF()))
            button.setIconSize(QSize(SAMPLE_WIDTH, SAMPLE_HEIGHT))
            button.setObjectName(f"theme_{theme.id}")
            button.setProperty("theme_id", theme.id)
            note = QLabel(self.theme_box)
            note.setProperty("role", "muted")
            self.theme_group.addButton(button)
            self.theme_grid.addWidget(button, row, 0)
            self.theme_grid.addWidget(note, row, 1)
            self.theme_buttons[theme.id] = button
            self.theme_notes[theme.id] = note
        self.theme_grid.setColumnStretch(1, 1)

    def _set_tab_order(self) -> None:
        """Reading order: the theme rows were built last but sit under the language box."""
        order: list[QWidget] = [self.language_combo, *self.theme_buttons.values()]
        order += [self.preview_check, self.symbols_check, self.speed_combo, self.scheme_combo]
        order += [self.reduced_motion_check, *self.sound_box.focus_widgets()]
        order += [self.about_button, *self.buttons.buttons()]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

    # -- text -------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.fit_to_screen()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_to_screen()

    def available_area(self) -> QRect:
        """The part of the screen a window may take (without the desktop's panels)."""
        parent = self.parentWidget()
        screen = (parent.window() if parent is not None else self).screen()
        return screen.availableGeometry()

    def fit_to_screen(self) -> None:
        """As tall as every choice needs, up to the available screen height: beyond it
        the column scrolls. A window opens at its layout's minimum height, which squeezed
        every row when a wrapped note needs more lines than its size hint says (taller
        scripts: Arabic in Noto, Devanagari), so the height is measured at this width."""
        area = self.available_area()
        frame = self.frameGeometry().size() - self.size()  # the title bar, once shown
        if frame.height() <= 0:  # not shown yet, or the window manager has not said
            title = self.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, self)
            frame = QSize(max(frame.width(), 0), title)
        most_high = max(self.minimumSizeHint().height(), area.height() - frame.height())
        most_wide = max(self.minimumSizeHint().width(), area.width() - frame.width())
        self.setMaximumSize(most_wide, most_high)
        width = min(max(self.width(), self.sizeHint().width()), most_wide)
        needed = self.column.height_for(width - self._side_margins()) + self._chrome_height()
        self.resize(width, min(max(needed, self.height()), most_high))
        if self.isVisible():
            self._keep_on_screen(area, frame)

    def _keep_on_screen(self, area: QRect, frame: QSize) -> None:
        """A window that grew where it stood (a live switch from Arabic to a wider English
        layout, a taller script) is moved back inside the available area: it had run off
        the screen's right or bottom edge, its Close button out of reach."""
        whole = self.size() + frame
        top_left = self.frameGeometry().topLeft()
        x = max(area.left(), min(top_left.x(), area.right() + 1 - whole.width()))
        y = max(area.top(), min(top_left.y(), area.bottom() + 1 - whole.height()))
        if (x, y) != (top_left.x(), top_left.y()):
            self.move(x, y)

    def _side_margins(self) -> int:
        margins = self.outer.contentsMargins() + self.contentsMargins()
        return margins.left() + margins.right()

    def _chrome_height(self) -> int:
        """Everything in the window but the scrolled column: margins, gap, button row."""
        margins = self.outer.contentsMargins() + self.contentsMargins()
        gap = max(self.outer.spacing(), 0)
        return margins.top() + margins.bottom() + gap + self.bottom_row.sizeHint().height()

    def _reveal_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        body = self.column.widget()
        if new is not None and body is not None and body.isAncestorOf(new):
            self.column.ensureWidgetVisible(new, 8, 8)

    def _fit_language_combo(self) -> None:
        """The box as tall as its tallest name needs: Arabic and Devanagari names reach
        further above and below the line than the font's metrics (and so the box's own
        size hint) allow for, and the Arabic name touched the frame."""
        combo = self.language_combo
        metrics = QFontMetrics(combo.font())
        ink = max(metrics.boundingRect(combo.itemText(i)).height() for i in range(combo.count()))
        combo.setMinimumHeight(0)
        combo.setMinimumHeight(max(combo.sizeHint().height(), ink + 6))  # 3 px above, below

    def retranslate(self) -> None:
        self.setWindowTitle(_tr("Settings"))
        name_scroll_area(self.column, _tr("Settings"))
        # The names are in five scripts: a font that shapes Devanagari first (fonts.py).
        self.language_combo.setFont(every_script_font(QGuiApplication.font()))
        self._fit_language_combo()
        self.language_label.setText(_tr("&Language"))
        self.theme_box.setTitle(_tr("Theme"))
        self.preview_check.setText(_tr("&Move preview"))
        self.preview_note.setText(
            _tr(
                "Shows on the board and beside it what the selected bowl would do: where "
                "its stones land, groups, eruptions, overflow, points and combo."
            )
        )
        self.symbols_check.setText(_tr("Colour &symbols on stones"))
        self.about_button.setText(_tr("A&bout Twelve Bowls…"))
        self.speed_label.setText(_tr("&Animation speed"))
        self.reduced_motion_check.setText(_tr("&Reduced motion"))
        self._sync_scheme_items()
        self._sync_speed_items()
        self._sync_theme_texts()
        self._sync_save_status()

    def _sync_speed_items(self) -> None:
        was = self._syncing
        self._syncing = True
        try:
            current = float(self.context.settings.animation_speed)
            self.speed_combo.clear()
            for value, label in ANIMATION_SPEEDS:
                self.speed_combo.addItem(_tr(label), value)
            if all(abs(current - value) > 1e-9 for value, _ in ANIMATION_SPEEDS):
                # A value from a hand-edited or newer profile: show it rather than lose it.
                self.speed_combo.addItem(format_multiplier(current), current)
            self.speed_combo.setCurrentIndex(self._speed_index(current))
        finally:
            self._syncing = was

    def _speed_index(self, current: float) -> int:
        for index in range(self.speed_combo.count()):
            if abs(float(self.speed_combo.itemData(index)) - current) < 1e-9:
                return index
        return 1

    def _sync_theme_texts(self) -> None:
        requirements = theme_requirements(self.context.profile, [t.id for t in self._themes()])
        for theme in self._themes():
            button = self.theme_buttons[theme.id]
            note = self.theme_notes[theme.id]
            button.setText(theme_name(theme))
            needed = requirements.get(theme.id, 0)
            # The theme in use is never shown locked (a run's --theme can be one).
            unlocked = needed <= 0 or theme.id == self.context.theme.id
            button.setEnabled(unlocked)
            if unlocked:
                note.setText("")
            else:
                # R9.5: with k achievements earned, the first k + 1 themes are unlocked.
                note.setText(
                    translate_plural(
                        "SettingsDialog", "Unlocks after %n more achievement(s).", None, needed
                    )
                )
            button.setToolTip(note.text())

    def _sync_save_status(self) -> None:
        can_save = getattr(self.context.store, "can_save", True)
        self.save_status.setVisible(not can_save)
        self.save_status.setText(
            _tr("Changes apply now, but they cannot be saved on this device.")
            if not can_save
            else ""
        )

    # -- state ------------------------------------------------------------------------------

    def sync_from_context(self) -> None:
        """Show the context's current settings without sending them back."""
        settings = self.context.settings
        self._syncing = True
        try:
            index = self.language_combo.findData(settings.language)
            self.language_combo.setCurrentIndex(max(index, 0))
            self._sync_theme_texts()
            button = self.theme_buttons.get(settings.theme)
            if button is not None:
                button.setChecked(True)
            self.preview_check.setChecked(bool(settings.move_preview))
            self.symbols_check.setChecked(bool(settings.symbols))
            self.speed_combo.setCurrentIndex(self._speed_index(float(settings.animation_speed)))
            self.reduced_motion_check.setChecked(bool(settings.reduced_motion))
            self._sync_scheme_items()
            self._sync_save_status()
        finally:
            self._syncing = False

    def _apply(self, **changes: Any) -> None:
        if self._syncing:
            return
        self.context.update_settings(**changes)
        self._sync_save_status()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.column.widget() and event.type() == QEvent.Type.LayoutRequest:
            if self.isVisible():
                QTimer.singleShot(0, self, self.fit_to_screen)
        elif watched is self.language_combo:
            if event.type() == QEvent.Type.KeyPress:
                assert isinstance(event, QKeyEvent)
                if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                    self._commit_language()
                    return True  # Enter commits the language; it does not close the dialog
                if event.key() in BROWSE_KEYS and not event.modifiers():
                    self._language_browsing = True
            elif event.type() == QEvent.Type.FocusOut:
                self._commit_language()
        return super().eventFilter(watched, event)

    def _language_index_changed(self, index: int) -> None:
        if self._language_browsing:
            self._language_browsing = False  # an arrow key on the closed box: wait
            return
        self._language_chosen(index)

    def _commit_language(self) -> None:
        self._language_browsing = False
        self._language_chosen(self.language_combo.currentIndex())

    def done(self, result: int) -> None:
        self._commit_language()  # Esc or Close after browsing keeps what is shown
        super().done(result)

    def _language_chosen(self, index: int) -> None:
        code = self.language_combo.itemData(index)
        if code:
            self._apply(language=str(code))

    def _theme_toggled(self, button: QRadioButton, checked: bool) -> None:
        if checked:
            self._apply(theme=str(button.property("theme_id")))

    def _speed_chosen(self, index: int) -> None:
        value = self.speed_combo.itemData(index)
        if value is not None:
            self._apply(animation_speed=float(value))

    def _sync_scheme_items(self) -> None:
        from twelve_bowls.app import colour_scheme

        was = self._syncing
        self._syncing = True
        try:
            self.scheme_label.setText(QCoreApplication.translate("ColourScheme", "Colour sc&heme"))
            self.scheme_combo.clear()
            for value, label in colour_scheme.CHOICES:
                self.scheme_combo.addItem(
                    QCoreApplication.translate(colour_scheme.CONTEXT, label), value
                )
            current = getattr(self.context.settings, "colour_scheme", "system")
            self.scheme_combo.setCurrentIndex(max(self.scheme_combo.findData(current), 0))
        finally:
            self._syncing = was

    def _scheme_chosen(self, index: int) -> None:
        value = self.scheme_combo.itemData(index)
        if value is not None:
            self._apply(colour_scheme=str(value))

    def theme_is_selectable(self, theme_id: str) -> bool:
        button = self.theme_buttons.get(theme_id)
        return button is not None and button.isEnabled()


__all__ = ["ANIMATION_SPEEDS", "SettingsDialog", "theme_requirements"]
