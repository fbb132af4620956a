"""The result panel over the board: built when first shown, filled from the session.

Until a result is shown a theme switch has its fifteen widgets fewer to restyle.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from twelve_bowls.app import a11y
from twelve_bowls.app.achievement_texts import achievement_title, theme_title
from twelve_bowls.app.board import layout
from twelve_bowls.app.game import narration
from twelve_bowls.app.game.assist import is_shared
from twelve_bowls.app.game.overlays import ResultOverlay
from twelve_bowls.app.game.texts import again_label, end_detail, end_title
from twelve_bowls.app.i18n import fill, isolate, join_sentences, translate_plural
from twelve_bowls.app.labels import one_line_width
from twelve_bowls.app.notify import spoken as spoken_text
from twelve_bowls.app.style import palette_of
from twelve_bowls.engine.events import Phase
from twelve_bowls.engine.modes import EndReason, PuzzleAttempt
from twelve_bowls.engine.profile import theme_unlocked_by
from twelve_bowls.engine.rules import PERFECT_CLEAR_POINTS

if TYPE_CHECKING:
    from twelve_bowls.app.game.game_screen import GameScreen


def fit_result(overlay: ResultOverlay, font: QFont) -> None:
    # Set on every widget: a style sheet stops fonts from propagating to children.
    overlay.setFont(font)
    for child in overlay.findChildren(QWidget):
        child.setFont(font)
    overlay.scale_fonts(font)


def retranslate_result(overlay: ResultOverlay) -> None:
    tr = QCoreApplication.translate
    overlay.solution_button.setText(tr("Game", "Show solution"))
    overlay.share_button.setText(tr("Game", "Copy share text"))
    overlay.next_button.setText(tr("Game", "Next puzzle"))
    overlay.undo_button.setText(tr("Game", "Undo last move"))
    overlay.back_button.setText(tr("Game", "Back"))
    overlay.setAccessibleName(tr("Game", "Result"))


def help_note(attempt: PuzzleAttempt) -> str:
    """A solved puzzle: ★ and what it means, or the most help this solve used."""
    tr = QCoreApplication.translate
    if attempt.hint_step == 0 and attempt.undos == 0:
        return tr("HintSteps", "★ Solved without a hint step and without undo.")
    # The most help this solve used, one whole sentence per hint step (the step's name
    # is part of the sentence, so each language says it its own way).
    steps = {
        1: tr("HintSteps", "You used the hint's first step, the puzzle's idea."),
        2: tr("HintSteps", "You used the hint up to its second step, the bowl to play next."),
        3: tr("HintSteps", "You used all three hint steps, up to the whole line."),
    }
    parts = []
    if attempt.hint_step:
        parts.append(steps[attempt.hint_step])
    if attempt.undos:
        parts.append(tr("HintSteps", "Undo used."))
    parts.append(tr("HintSteps", "★ is for a solve without a hint step and without undo."))
    return join_sentences(parts)


RESULT_WIDTH = 560  # at most: wider lines are harder to read
COMPACT_BOARD = 520  # on a smaller board (an 800x560 window) the panel's gaps close
EDGE = 8  # the panel keeps this far inside the board


def _lines_width(overlay: ResultOverlay) -> int:
    """The width that sets each line of the panel's texts on one line (a wrapped label's
    own choice broke "New theme unlocked: Garden (see Themes)" before its last word)."""
    labels = (overlay.title, overlay.detail, overlay.score, overlay.extra)
    widest = max((one_line_width(label) for label in labels if not label.isHidden()), default=0)
    column = overlay.layout()
    if column is not None:
        margins = column.contentsMargins()
        widest += margins.left() + margins.right()
    margins = overlay.contentsMargins()
    return widest + margins.left() + margins.right()


def result_places(area: QRect, size: QSize) -> list[QRect]:
    """Where the panel may go, best first: the middle, then each side's middle, then the
    corners. The ring is never mirrored (R1.1), so neither are these places."""
    left, top = area.left() + EDGE, area.top() + EDGE
    right = area.right() - EDGE - size.width() + 1
    bottom = area.bottom() - EDGE - size.height() + 1
    mid_x = area.left() + (area.width() - size.width()) // 2
    mid_y = area.top() + (area.height() - size.height()) // 2
    spots = [
        (mid_x, mid_y),
        (mid_x, top),
        (mid_x, bottom),
        (left, mid_y),
        (right, mid_y),
        (left, top),
        (right, top),
        (left, bottom),
        (right, bottom),
    ]
    return [QRect(QPoint(x, y), size) for x, y in spots]


def share_legend() -> str:
    tr = QCoreApplication.translate
    return tr(
        "Game",
        "Share text: your score and one symbol per move, never the board. A colour: what "
        "the move cleared most; a number: its combo; white: no group; a burst: overflow.",
    )


class ResultPanel:
    """The result panel over the board of one game screen: built the first time it is
    shown, its buttons wired to the screen and its session."""

    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen
        self._overlay: ResultOverlay | None = None
        self._asked_over: list[QWidget] = []  # what a question in the panel hides until answered
        self.font: QFont | None = None  # the panel's font, for a panel built later

    @property
    def built(self) -> ResultOverlay | None:
        return self._overlay

    @property
    def overlay(self) -> ResultOverlay:
        if self._overlay is None:
            self._overlay = self._build(self.screen.last_panel_button())
            if self.font is not None:
                fit_result(self._overlay, self.font)
        return self._overlay

    def shown(self) -> bool:
        return self._overlay is not None and self._overlay.isVisible()

    def hide(self) -> None:
        if self._overlay is not None:
            self._overlay.hide()
            self._overlay.question.cancel()  # its buttons come back for the next result

    def step_aside(self, aside: bool) -> None:
        """Out of the way while the last move is replayed over the board (aside), then back
        as it was, focused on its first button."""
        overlay = self._overlay
        if overlay is None or self.screen.attempt.ended is None:
            return
        if aside:
            self.hide()
            return
        if overlay.isVisible():
            return
        overlay.show()
        self.place()
        overlay.raise_()
        for button in (overlay.next_button, overlay.again_button, overlay.back_button):
            if button.isVisibleTo(overlay):
                button.setFocus(Qt.FocusReason.OtherFocusReason)
                break

    def fit(self, font: QFont) -> None:
        self.font = font
        if self._overlay is not None:
            fit_result(self._overlay, font)

    def retranslate(self) -> None:
        if self._overlay is not None:
            retranslate_result(self._overlay)

    def _build(self, after: QWidget) -> ResultOverlay:
        screen = self.screen
        """The overlay in the board's grid, its buttons wired to the screen and, in the tab
        order, right after ``after`` (the side panel's last button)."""
        overlay = ResultOverlay(screen.board)  # placed by ``place_result``, not by the grid
        overlay.undo_clicked.connect(screen.ask_undo)
        overlay.again_clicked.connect(screen.session.restart)
        overlay.next_clicked.connect(screen.next_puzzle)
        overlay.back_clicked.connect(screen.request_leave)
        overlay.solution_clicked.connect(screen.ask_solution)
        overlay.share_clicked.connect(screen.share_daily)
        a11y.enter_activates(
            overlay.undo_button,
            overlay.again_button,
            overlay.next_button,
            overlay.back_button,
            overlay.solution_button,
            overlay.share_button,
            overlay.question.yes,
            overlay.question.no,
        )
        chain: list[QWidget] = [
            after,
            overlay.undo_button,
            overlay.again_button,
            overlay.next_button,
            overlay.back_button,
            overlay.question.yes,
            overlay.question.no,
            overlay.solution_button,
            overlay.share_button,
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        a11y.keep_tab_inside(overlay)  # Tab stays in the panel, not the buttons behind it
        overlay.question.asking_changed.connect(self._on_question)
        retranslate_result(overlay)
        return overlay

    def asking(self) -> bool:
        return self._overlay is not None and self._overlay.question.asking

    def ask(self, text: str, yes: str, no: str, on_yes: Callable[[], object]) -> None:
        """A question about the result shown (undo's practice warning), asked in the panel
        in place of its buttons and share legend: the panel grows to hold it whole, Tab
        goes between its two answers, and it is read out."""
        overlay = self.overlay
        self._asked_over = [
            widget
            for widget in (*self._action_buttons(overlay), overlay.share_legend, overlay.share_note)
            if not widget.isHidden()
        ]
        for widget in self._asked_over:
            widget.hide()
        overlay.question.setAccessibleName(text)
        overlay.question.text.setAccessibleName(spoken_text(text))
        overlay.question.ask(text, yes, no, on_yes)
        self.place()  # the panel's size follows what it now holds
        overlay.raise_()
        # Heard even when focus was already on a button named alike.
        a11y.announce(self.screen, text)

    def cancel_question(self) -> None:
        if self._overlay is not None and self._overlay.question.asking:
            self._overlay.question.cancel()

    def _on_question(self, asking: bool) -> None:
        if asking or self._overlay is None:
            return
        overlay = self._overlay
        shown, self._asked_over = self._asked_over, []
        for widget in shown:
            widget.show()
        if overlay.isVisible():
            self.place()
            if overlay.undo_button.isVisible():  # "Keep this result": back where it was asked
                overlay.undo_button.setFocus(Qt.FocusReason.OtherFocusReason)

    @staticmethod
    def _action_buttons(overlay: ResultOverlay) -> tuple[QWidget, ...]:
        return (
            overlay.undo_button,
            overlay.again_button,
            overlay.next_button,
            overlay.back_button,
            overlay.solution_button,
            overlay.share_button,
        )

    def show(self, reason: EndReason) -> None:
        """The panel for the attempt's end, placed, focused and read out."""
        screen = self.screen
        overlay = self.overlay
        session = screen.session
        attempt = session.attempt
        won = attempt.won is True
        overlay.reason = reason
        overlay.set_palette(palette_of(screen.context.theme), attempt.won)
        overlay.title.setText(end_title(reason, attempt.mode_id))
        by_refill = session.overflow_phase is Phase.REFILL
        overlay.detail.setText(end_detail(reason, attempt, session.overflowing, by_refill))
        overlay.score.setText(
            translate_plural("Game", "Your final score is %n point(s).", None, attempt.score)
        )
        notes = []
        if attempt.practice:
            notes.append(
                QCoreApplication.translate("Game", "Practice attempt: not counted for records.")
            )
        if attempt.state.perfect_clears:  # R5.4: part of the score, never multiplied
            notes.append(
                translate_plural(
                    "Game",
                    "Perfect Clear: the board was emptied, and its bonus of %n point(s) is "
                    "in the score.",
                    None,
                    PERFECT_CLEAR_POINTS * attempt.state.perfect_clears,
                )
            )
        if won and isinstance(attempt, PuzzleAttempt) and session.solution() is not None:
            notes.append(help_note(attempt))
        notes.extend(self._earned_notes())
        overlay.extra.setText("\n".join(notes))
        overlay.extra.setVisible(bool(notes))
        overlay.undo_button.setVisible(attempt.can_undo)
        overlay.solution_button.setVisible(not won and session.solution() is not None)
        daily = is_shared(attempt)  # a Daily, or a generated puzzle of the day
        overlay.share_button.setVisible(daily)
        overlay.share_legend.setVisible(daily)
        overlay.share_legend.setText(share_legend() if daily else "")
        overlay.share_note.hide()  # until this result's text is copied
        overlay.again_button.setText(again_label(attempt.mode_id, reason))
        has_next = won and session.next_puzzle_number() is not None  # the picker's order
        overlay.next_button.setVisible(has_next)
        overlay.named_bowls = session.overflowing if reason is EndReason.OVERFLOW else ()
        overlay.show()
        self.place()
        overlay.raise_()
        first = overlay.next_button if has_next else overlay.again_button
        first.setFocus(Qt.FocusReason.OtherFocusReason)
        overlay.setAccessibleName(overlay.title.text())
        # A screen reader reads the panel's labels as focus enters it: their text for speech.
        for label in (overlay.title, overlay.detail, overlay.score, overlay.extra):
            label.setAccessibleName(spoken_text(label.text()))
        spoken = [overlay.title.text(), overlay.detail.text(), overlay.score.text()]
        if overlay.extra.isVisibleTo(overlay):
            spoken.append(overlay.extra.text())
        # The result ends the attempt: it interrupts whatever is being read.
        a11y.announce(screen, narration.sentence(spoken), assertive=True)

    def _size(self, overlay: ResultOverlay, share: float = 1.0) -> QSize:
        screen = self.screen
        """As wide as its text asks, up to ``RESULT_WIDTH`` and ``share`` of the board (never
        below what its buttons need); as high as that width needs."""
        room = round((screen.board.width() - 2 * EDGE) * share)
        width = min(RESULT_WIDTH, room, max(overlay.sizeHint().width(), _lines_width(overlay)))
        width = max(width, overlay.minimumSizeHint().width(), 1)
        column = overlay.layout()
        height = (
            column.totalHeightForWidth(width)
            if column is not None and column.hasHeightForWidth()
            else overlay.sizeHint().height()
        )
        return QSize(width, height)

    def _bowl_rects(self, bowls: Sequence[int]) -> list[QRect]:
        """Where the bowls are drawn, in the board widget's coordinates."""
        screen = self.screen
        viewport = screen.view.viewport()
        rects = []
        for bowl in bowls:
            drawn = screen.view.mapFromScene(layout.bowl_rect(bowl)).boundingRect()
            rects.append(drawn.translated(viewport.mapTo(screen.board, QPoint(0, 0))))
        return rects

    def place(self) -> None:
        """Over the board, never over the bowl it names ("Bowl 4 overflowed"): the first place
        that leaves the named bowls in view, narrower beside a bowl at 3 or 9 o'clock when
        it must be, or else the place that covers least of them."""
        screen, overlay = self.screen, self.overlay
        overlay.set_compact(screen.board.height() < COMPACT_BOARD)
        avoid = self._bowl_rects(overlay.named_bowls)

        def covered(place: QRect) -> int:
            return sum(
                (place & bowl).width() * (place & bowl).height()
                for bowl in avoid
                if place.intersects(bowl)
            )

        area = screen.board.rect()
        room = area.height() - 2 * EDGE

        def fitted(size: QSize) -> QSize:
            return QSize(size.width(), min(size.height(), area.height()))

        wide = self._size(overlay)
        places = [
            (place, max(0, wide.height() - room)) for place in result_places(area, fitted(wide))
        ]
        if avoid:
            # Narrower beside a named bowl: taller too, and on a small board (a Daily's
            # result with its share legend at 800x560) too tall, its lines cut. Text cut
            # is worse than a bowl covered: the bowl is named in the text.
            narrow = self._size(overlay, 0.62)
            short = max(0, narrow.height() - room)
            places += [(place, short) for place in result_places(area, fitted(narrow))]
        best, _cut = min(
            places,
            key=lambda spot: (spot[1], covered(spot[0]), places.index(spot)),
        )
        overlay.setGeometry(best)

    def show_shared(self) -> None:
        screen, overlay = self.screen, self.overlay
        """The copy's confirmation, next to the button that made it, and read out."""
        text = QCoreApplication.translate("Game", "Copied: the share text is on the clipboard.")
        overlay.share_note.setText(text)
        overlay.share_note.show()
        self.place()  # one line taller
        a11y.announce(screen, text)

    def _earned_notes(self) -> list[str]:
        screen = self.screen
        """R9.5: each achievement the result earned, by name, and the theme it unlocked."""
        earned = screen.session.earned
        if not earned:
            return []
        tr = QCoreApplication.translate
        earned_before = len(screen.context.profile.achievements) - len(earned)
        notes = []
        for k, achievement in enumerate(earned):
            # Names are quoted the way each language quotes, isolated in right-to-left text.
            title = isolate(achievement_title(achievement))
            notes.append(
                fill(
                    tr("Game", "You earned the achievement “%1”.", "%1 is an achievement's name"),
                    title,
                )
            )
            theme = theme_unlocked_by(earned_before + k)
            if theme is not None:
                notes.append(
                    fill(
                        tr(
                            "Game",
                            "You unlocked the theme “%1”; find it in Themes.",
                            "%1 is a theme's name",
                        ),
                        isolate(theme_title(theme)),
                    )
                )
            else:  # after the last theme each achievement hangs a medal on the Records shelf
                notes.append(
                    fill(
                        tr(
                            "Game",
                            "★ A new medal for “%1” is on your shelf; find it in Records.",
                            "%1 is an achievement's name",
                        ),
                        title,
                    )
                )
        return notes


__all__ = [
    "ResultPanel",
    "fit_result",
    "help_note",
    "result_places",
    "retranslate_result",
]
