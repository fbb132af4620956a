"""The queue strip beside the board: the selected bowl's items in queue order (R2.1)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from twelve_bowls.app.board.animation import modifier_badge_text
from twelve_bowls.app.game.narration import item_list, sentence
from twelve_bowls.app.i18n import fill, translate_plural
from twelve_bowls.app.style import palette_of
from twelve_bowls.app.theming.base import Theme, modifier_key, stone_key
from twelve_bowls.app.theming.symbols import paint_symbol
from twelve_bowls.engine.board import Modifier, ModifierKind


def modifier_news(bowl: int, modifier: Modifier) -> str:
    """R8.4: what an Endless event made of a bowl, one sentence per modifier, with the
    moves it lasts when it comes and goes (each language words the change its own way)."""
    tr = QCoreApplication.translate
    kind, moves = modifier.kind, modifier.moves_left
    if moves is None:
        lasting = {
            ModifierKind.FROZEN: tr("Game", "Bowl %1 is now frozen."),
            ModifierKind.REVERSE: tr("Game", "Bowl %1 is now a reverse bowl."),
            ModifierKind.VOLCANO: tr("Game", "Bowl %1 is now a volcano."),
        }
        return fill(lasting[kind], bowl)
    if kind is ModifierKind.FROZEN:
        template = translate_plural("Game", "Bowl %1 is frozen for %n move(s).", None, moves)
    elif kind is ModifierKind.REVERSE:
        template = translate_plural(
            "Game", "Bowl %1 is a reverse bowl for %n move(s).", None, moves
        )
    else:
        template = translate_plural("Game", "Bowl %1 is a volcano for %n move(s).", None, moves)
    return fill(template, bowl)


class QueueStrip(QWidget):
    """Draws the items of one bowl left to right (oldest first), numbered 1, 2, ..."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.symbols = False
        self.items = ""
        self.bowl: int | None = None
        self.modifier: Modifier | None = None  # the bowl's, drawn as a badge under its name
        # The modifier an Endless event last put on the board, while it lasts (R8.4): shown
        # while no bowl is selected, so a new danger is seen where the queue is read.
        self.news: tuple[int, Modifier] | None = None
        self.setFixedHeight(72)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._update_accessible()

    def sizeHint(self) -> QSize:
        return QSize(420, 72)

    def show_bowl(self, bowl: int | None, items: str, modifier: Modifier | None = None) -> None:
        self.bowl, self.items = bowl, items
        self.modifier = modifier if bowl is not None else None
        self._update_accessible()
        self.update()

    def show_news(self, news: tuple[int, Modifier] | None) -> None:
        if news != self.news:
            self.news = news
            self._update_accessible()
            self.update()

    def news_text(self) -> str:
        if self.news is None:
            return ""
        bowl, modifier = self.news
        return modifier_news(bowl, modifier)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    def set_symbols(self, on: bool) -> None:
        self.symbols = on
        self.update()

    def _update_accessible(self) -> None:
        if self.bowl is None:
            text = QCoreApplication.translate("Game", "No bowl selected")
            if self.news is not None:
                text += ". " + self.news_text()
        else:
            text = fill(
                translate_plural(
                    "Game", "Bowl %1 holds %n stone(s) in queue order", None, len(self.items)
                ),
                self.bowl,
            )
        self.setAccessibleName(text)
        # The colours too, oldest first, as the strip draws them; then the modifier and the
        # moves it has left (R8.4), as its badge shows.
        description = item_list(self.items) if self.bowl is not None else ""
        badge = modifier_badge_text(self.modifier) if self.modifier is not None else ""
        # Parts of one spoken description, joined as the language joins them.
        self.setAccessibleDescription(sentence(t for t in (description, badge) if t))
        self.setToolTip(badge)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        palette = palette_of(self.theme)
        height = self.height()
        font = QFont(self.font())
        font.setPixelSize(max(10, round(height * 0.2)))
        painter.setFont(font)
        if self.bowl is None or not self.items:
            painter.setPen(palette.muted_text)
            prompt = QCoreApplication.translate("Game", "Select a bowl to see its queue.")
            if self.bowl is None and self.news is not None:
                self._paint_news(painter, prompt)
                return
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, prompt)
            return
        size = min(height * 0.62, self.width() / (len(self.items) + 2.5))
        label_w = size * 1.6
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        painter.setPen(palette.text)
        label_x = self.width() - label_w if rtl else 0
        painter.drawText(
            QRectF(label_x, 0, label_w, size),
            Qt.AlignmentFlag.AlignCenter,
            fill(QCoreApplication.translate("Game", "Bowl %1"), self.bowl),
        )
        if self.modifier is not None:
            self._paint_badge(painter, QRectF(label_x, size + 2, label_w, height - size - 4))
        # Queue order reads in the language's direction: oldest at the reading start.
        for index, item in enumerate(self.items):
            x = label_w + index * size * 1.08
            if rtl:
                x = self.width() - x - size
            rect = QRectF(x, 2, size, size)
            if self.theme is not None:
                self.theme.paint(painter, stone_key(item), rect)
            if self.symbols and item not in "WX":
                paint_symbol(painter, item, rect)
            painter.setPen(palette.muted_text)
            painter.drawText(
                QRectF(x, size + 2, size, height - size - 2),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                fill("%1", index + 1),
            )
        painter.end()

    def _paint_news(self, painter: QPainter, prompt: str) -> None:
        """The new modifier's badge and words on the first line, the prompt below."""
        assert self.news is not None
        bowl, modifier = self.news
        half = self.height() / 2
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        badge_w = half * 2.2
        badge_x = self.width() - badge_w if rtl else 0.0
        font = painter.font()
        shown, self.modifier = self.modifier, modifier
        self._paint_badge(painter, QRectF(badge_x, 2, badge_w, half - 4))
        self.modifier = shown
        painter.setFont(font)
        palette = palette_of(self.theme)
        painter.setPen(palette.text)
        words = QRectF(0 if rtl else badge_w + 6, 0, self.width() - badge_w - 6, half)
        # The badge shows the moves left; the words say what the bowl became, in a whole
        # sentence that may take the line's two rows (Spanish and Japanese are wider than
        # the space beside the badge at 800x560).
        painter.drawText(
            words,
            Qt.AlignmentFlag.AlignVCenter
            | Qt.AlignmentFlag.AlignLeading
            | Qt.TextFlag.TextWordWrap,
            modifier_news(bowl, Modifier(modifier.kind)),
        )
        painter.setPen(palette.muted_text)
        painter.drawText(QRectF(0, half, self.width(), half), Qt.AlignmentFlag.AlignCenter, prompt)

    def _paint_badge(self, painter: QPainter, room: QRectF) -> None:
        """The bowl's modifier under its name: the theme's mark and, for one that comes and
        goes (Endless, R8.4), the moves it has left, in a pill edged in the accent."""
        modifier = self.modifier
        if modifier is None or room.height() < 8:
            return
        palette = palette_of(self.theme)
        side = min(room.height(), room.width() / 2)
        pill = QRectF(room.center().x() - room.width() / 2, room.top(), room.width(), side)
        painter.setPen(QPen(palette.accent, 1.5))
        painter.setBrush(palette.panel)
        painter.drawRoundedRect(pill.adjusted(1, 1, -1, -1), side / 2, side / 2)
        count = modifier.moves_left
        icon = QRectF(0, 0, side * 0.8, side * 0.8)
        if count is None:
            icon.moveCenter(pill.center())
        else:
            icon.moveCenter(QPointF(pill.left() + pill.width() * 0.32, pill.center().y()))
        if self.theme is not None:
            self.theme.paint(painter, modifier_key(str(modifier.kind)), icon)
        if count is not None:
            font = QFont(self.font())
            font.setPixelSize(max(10, round(side * 0.62)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(palette.text)
            text_rect = QRectF(icon.right(), pill.top(), pill.right() - icon.right() - 2, side)
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, fill("%1", count))
