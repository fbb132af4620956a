"""The themes gallery: every theme on a live preview board, with what unlocks it (R9.5).

All themes can be previewed at any time; only unlocked ones can be put to use. Choosing one
calls ``context.update_settings(theme=...)``: the board and the chrome repaint, nothing
about a game changes. Plugins that failed to load are listed with the reason.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QIcon, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app.a11y import enter_activates, name_scroll_area
from twelve_bowls.app.board.items import HighlightItem
from twelve_bowls.app.board.layout import bowl_rect
from twelve_bowls.app.board.scene import BoardScene
from twelve_bowls.app.board.view import BoardView
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.i18n import fill, is_rtl, isolate, translate_plural
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.style import palette_of
from twelve_bowls.app.theming.base import ChromePalette, Theme, theme_name
from twelve_bowls.app.theming.pack_json import RLM, Refusal
from twelve_bowls.app.theming.registry import ThemeRegistry, theme_registry
from twelve_bowls.engine.board import Modifier, ModifierKind, Position
from twelve_bowls.engine.profile import achievements_to_unlock, is_theme_unlocked

# A position that shows every kind of thing a theme draws: all five colours, wild and
# blocker, a full bowl, an empty one and the three modifiers (R1.3-R1.5).
PREVIEW_POSITION = Position(
    ("RYG", "BPR", "", "GWB", "YYPPR", "XRB", "PGY", "BBRGW", "Y", "RPXG", "GGBYP", "PYB"),
    (
        None,
        Modifier(ModifierKind.FROZEN),
        None,
        None,
        None,
        Modifier(ModifierKind.REVERSE, 3),
        None,
        None,
        None,
        Modifier(ModifierKind.VOLCANO),
        None,
        None,
    ),
)
PREVIEW_SELECTED = 0
PREVIEW_HOVERED = 3
PREVIEW_SELECTABLE = (0, 3, 4, 6, 7, 8, 10, 11)  # 1 frozen, 2 empty; 5 and 9 shown as disabled
PREVIEW_MATCH_BOWL = 10


def theme_icon(theme: Theme, locked: bool, lock_palette: ChromePalette, side: int = 64) -> QIcon:
    """A bowl with three stones in the theme's own drawing; a padlock when locked."""
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    theme.paint(painter, "bowl", QRectF(0, 0, side, side))
    stone = side * 0.3
    for i, letter in enumerate("RYB"):
        a = math.radians(i * 120 - 90)
        c = QPointF(side / 2 + side * 0.2 * math.cos(a), side / 2 + side * 0.2 * math.sin(a))
        theme.paint(
            painter, "stone." + letter, QRectF(c.x() - stone / 2, c.y() - stone / 2, stone, stone)
        )
    if locked:
        paint_padlock(
            painter, QRectF(side * 0.56, side * 0.56, side * 0.44, side * 0.44), lock_palette
        )
    painter.end()
    return QIcon(QPixmap.fromImage(image))


def paint_padlock(painter: QPainter, rect: QRectF, palette: ChromePalette) -> None:
    """A small padlock badge in the active chrome colours (text on panel)."""
    painter.save()
    painter.setPen(QPen(palette.text, rect.width() * 0.06))
    painter.setBrush(palette.panel)
    painter.drawEllipse(rect)
    w = rect.width()
    body = QRectF(rect.x() + w * 0.28, rect.y() + w * 0.45, w * 0.44, w * 0.32)
    shackle = QRectF(rect.x() + w * 0.35, rect.y() + w * 0.22, w * 0.3, w * 0.4)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(palette.text, w * 0.08))
    painter.drawArc(shackle, 0, 180 * 16)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.text)
    painter.drawRoundedRect(body, w * 0.05, w * 0.05)
    painter.restore()


class PreviewBoard(BoardView):
    """A board that only shows: a fixed position in the previewed theme, no input."""

    def __init__(self, theme: Theme, symbols: bool, parent: QWidget | None = None) -> None:
        self.board = BoardScene(theme, symbols)
        super().__init__(self.board, parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.board.sync(PREVIEW_POSITION, PREVIEW_SELECTED, PREVIEW_SELECTABLE)
        self.board.hovered = PREVIEW_HOVERED
        self.board.refresh_bowls()
        self.board.add_transient(
            HighlightItem("highlight.match", bowl_rect(PREVIEW_MATCH_BOWL), self.board.look)
        )
        self.setMinimumSize(QSize(280, 280))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_theme(self, theme: Theme) -> None:
        self.board.set_theme(theme)
        self.resetCachedContent()

    def set_symbols(self, on: bool) -> None:
        self.board.set_symbols(on)


class ThemeCard(QToolButton):
    """One theme in the list: its icon, name and whether it is in use, free or locked."""

    focused = Signal(str)

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.setProperty("role", "tile")
        # Not checkable: a checkable tool button reads as a check box, but pressing a card
        # previews its theme (a button); the previewed one is marked by ``current``.
        self.setProperty("current", False)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.setIconSize(QSize(48, 48))
        self.locked: bool | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(240)

    def show_state(self, status: str, locked: bool, chrome: ChromePalette) -> None:
        name = theme_name(self.theme)
        self.setText(name + "\n" + status)
        self.setIcon(theme_icon(self.theme, locked, chrome))
        self.locked = locked
        self.setAccessibleName(name)
        self._status = status
        self._describe()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focused.emit(self.theme.id)  # arrow keys walk the list and preview

    def set_current(self, current: bool) -> None:
        """Mark the card whose theme the preview shows (look and screen reader)."""
        if bool(self.property("current")) != current:
            self.setProperty("current", current)
            self.style().unpolish(self)
            self.style().polish(self)
        self._describe()

    def _describe(self) -> None:
        parts = [getattr(self, "_status", "")]
        if self.property("current"):
            parts.append(QCoreApplication.translate("ThemesGallery", "Shown in the preview"))
        self.setAccessibleDescription(
            QCoreApplication.translate(
                "ThemesGallery", "; ", "between parts of a description"
            ).join(p for p in parts if p)
        )


class ThemesGallery(QWidget):
    """All themes with a live preview; locked ones say what unlocks them (R9.5)."""

    leave_requested = Signal()

    def __init__(
        self,
        context: AppContext,
        parent: QWidget | None = None,
        registry: ThemeRegistry | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.registry = registry if registry is not None else theme_registry()
        self.setObjectName("themes_gallery")
        themes = self.registry.themes()
        active = context.theme.id if context.theme is not None else themes[0].id
        self.previewed: Theme = self.registry.get(active)

        self.back = QPushButton()
        self.back.clicked.connect(self.leave_requested.emit)
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        header = QHBoxLayout()
        header.addWidget(self.back)
        header.addSpacing(16)
        header.addWidget(self.heading)
        header.addStretch(1)

        self.cards: dict[str, ThemeCard] = {}
        list_host = QWidget()
        column = QVBoxLayout(list_host)
        column.setContentsMargins(4, 4, 4, 4)
        column.setSpacing(8)
        for theme in themes:
            card = ThemeCard(theme)
            card.clicked.connect(lambda _=False, t=theme.id: self.preview(t))
            card.focused.connect(self.preview)
            self.cards[theme.id] = card
            column.addWidget(card)
        self.unavailable_heading = QLabel()
        self.unavailable_heading.setProperty("role", "muted")
        self.unavailable_list = WrapLabel()
        self.unavailable_list.setProperty("role", "muted")
        column.addSpacing(8)
        column.addWidget(self.unavailable_heading)
        column.addWidget(self.unavailable_list)
        column.addStretch(1)
        has_unavailable = bool(self.registry.unavailable())
        self.unavailable_heading.setVisible(has_unavailable)
        self.unavailable_list.setVisible(has_unavailable)
        scroll = QScrollArea()
        self.list_scroll = scroll
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(list_host)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setMinimumWidth(280)
        scroll.setMaximumWidth(380)

        self.board = PreviewBoard(self.previewed, bool(getattr(context.settings, "symbols", False)))
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.name = QLabel()
        self.name.setProperty("role", "heading")
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # a pack's name: never rich text
        self.meta = QLabel()
        self.meta.setProperty("role", "muted")
        self.meta.setTextFormat(Qt.TextFormat.PlainText)
        self.status = WrapLabel()
        # Said when a locked theme's "Use this theme" is pressed: why nothing happens.
        self.locked_notice = WrapLabel()
        self.locked_notice.setObjectName("lockedNotice")
        self.locked_notice.setProperty("role", "notice")
        self.locked_notice.hide()
        self.use = QPushButton()
        self.use.setProperty("primary", True)
        self.use.clicked.connect(self.use_previewed)
        enter_activates(self.back, self.use)
        details = QHBoxLayout()
        text = QVBoxLayout()
        text.addWidget(self.name)
        text.addWidget(self.meta)
        text.addWidget(self.status)
        text.addWidget(self.locked_notice)
        details.addLayout(text, 1)
        details.addWidget(self.use, 0, Qt.AlignmentFlag.AlignBottom)
        panel = QFrame()
        panel.setProperty("role", "panel")
        right = QVBoxLayout(panel)
        right.setContentsMargins(16, 16, 16, 16)
        right.addWidget(self.board, 1)
        right.addLayout(details)

        body = QHBoxLayout()
        body.setSpacing(20)
        body.addWidget(scroll)
        body.addWidget(panel, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 20)
        layout.setSpacing(16)
        layout.addLayout(header)
        layout.addLayout(body, 1)

        context.theme_changed.connect(self.refresh)
        context.profile_changed.connect(self.refresh)
        context.settings_changed.connect(self._settings_changed)
        self.retranslate()
        self.preview(self.previewed.id)

    # -- behaviour -------------------------------------------------------------------------------

    def preview(self, theme_id: str) -> None:
        """Show ``theme_id`` on the preview board (locked or not); changes no setting."""
        self.previewed = self.registry.get(theme_id)
        self.locked_notice.hide()
        self.board.set_theme(self.previewed)
        for card_id, card in self.cards.items():
            card.set_current(card_id == self.previewed.id)
        self.refresh()

    def use_previewed(self) -> None:
        """Make the previewed theme the active one, if it is unlocked (R9.5)."""
        missing = achievements_to_unlock(self.context.profile, self.previewed.id)
        if missing == 0:
            self.context.update_settings(theme=self.previewed.id)
            return
        # R9.5: the button looks disabled but still answers, so a click or a key press
        # learns why instead of meeting silence.
        self.locked_notice.setText(
            translate_plural(
                "ThemesGallery",
                "This theme is still locked: earn %n more achievement(s) in any mode to use it.",
                None,
                missing,
            )
        )
        self.locked_notice.show()

    def refresh(self) -> None:
        active = self.context.theme.id if self.context.theme is not None else ""
        chrome = palette_of(self.context.theme)
        for theme_id, card in self.cards.items():
            card.show_state(
                self._status_text(theme_id, active),
                # The theme in use is open to the player whatever unlocked it (a run's
                # --theme, a theme unlocked on another machine's profile): no padlock.
                theme_id != active and not is_theme_unlocked(self.context.profile, theme_id),
                chrome,
            )
        theme = self.previewed
        self.name.setText(theme_name(theme))
        for board in (self.board, self.board.viewport()):
            board.setAccessibleName(
                fill(
                    QCoreApplication.translate("ThemesGallery", "Preview of the %1 theme"),
                    theme_name(theme),
                )
            )
            board.setAccessibleDescription(
                QCoreApplication.translate(
                    "ThemesGallery", "A sample board: a selected bowl, a match and a volcano."
                )
            )
        self.meta.setText(
            QCoreApplication.translate("ThemesGallery", "by {author} · licence {licence}")
            .replace("{author}", isolate(QCoreApplication.translate("Themes", theme.author)))
            .replace("{licence}", isolate(theme.licence))
        )
        self.status.setText(self._status_text(theme.id, active, long=True))
        unlocked = theme.id == active or is_theme_unlocked(self.context.profile, theme.id)
        self.use.setEnabled(theme.id != active)
        if bool(self.use.property("locked")) != (not unlocked):
            # Drawn like a disabled button (the stylesheet's locked look), yet focusable
            # and clickable, so activating it can say why (``use_previewed``).
            self.use.setProperty("locked", not unlocked)
            self.use.setProperty("primary", unlocked)
            self.use.style().unpolish(self.use)
            self.use.style().polish(self.use)
        self.use.setAccessibleDescription("" if unlocked else self.status.text())
        if unlocked:
            self.locked_notice.hide()
        self.use.setText(
            QCoreApplication.translate("ThemesGallery", "In use")
            if theme.id == active
            else QCoreApplication.translate("ThemesGallery", "Use this theme")
        )

    def _status_text(self, theme_id: str, active: str, long: bool = False) -> str:
        if theme_id == active:
            return QCoreApplication.translate("ThemesGallery", "In use")
        missing = achievements_to_unlock(self.context.profile, theme_id)
        if missing == 0:
            return QCoreApplication.translate("ThemesGallery", "Unlocked")
        if long:
            return translate_plural(
                "ThemesGallery",
                "Locked: earn %n more achievement(s) in any mode to unlock it. "
                "You can preview it now.",
                None,
                missing,
            )
        # Short enough for the card; the long status above is the whole sentence.
        return translate_plural("ThemesGallery", "%n more achievement(s) to unlock", None, missing)

    def _settings_changed(self) -> None:
        self.board.set_symbols(bool(getattr(self.context.settings, "symbols", False)))

    # -- language --------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.back.setText(QCoreApplication.translate("ThemesGallery", "Back"))
        self.heading.setText(QCoreApplication.translate("ThemesGallery", "Themes"))
        name_scroll_area(self.list_scroll, QCoreApplication.translate("ThemesGallery", "Themes"))
        self.unavailable_heading.setText(
            QCoreApplication.translate("ThemesGallery", "Themes that could not be loaded")
        )
        # Each pack's folder name on a line, and under it why, as a sentence of its own
        # in the player's language (a plugin's own error stays as it was raised).
        lead = RLM if is_rtl() else ""  # Qt reads a line's direction from its first letter
        self.unavailable_list.setText(
            "\n".join(
                f"{lead}{isolate(name)}\n"
                f"{reason.translated() if isinstance(reason, Refusal) else reason}"
                for name, reason in self.registry.unavailable()
            )
        )
        self.refresh()

    def screen_title(self) -> str:
        return QCoreApplication.translate("ThemesGallery", "Themes")

    def focus_first(self) -> None:
        card = self.cards.get(self.previewed.id)
        if card is not None:
            card.setFocus(Qt.FocusReason.OtherFocusReason)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
