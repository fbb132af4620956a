"""The in-game HUD: mode, score, moves, goal with live progress, last combo, practice."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QProgressBar, QVBoxLayout, QWidget

from app.game.texts import goal_progress_text, goal_text, mode_title
from app.i18n import fill, format_date
from engine.goals import GoalType
from engine.modes import ModeId


def _label(object_name: str, parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(object_name)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    return label


class Hud(QWidget):
    """Reads an attempt and shows it; never changes it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.title = _label("hudTitle", self)
        self.subtitle = _label("hudSubtitle", self)
        self.score = _label("hudScore", self)
        self.moves = _label("hudMoves", self)
        self.goal = _label("hudGoal", self)
        self.goal_bar = QProgressBar(self)
        self.goal_bar.setTextVisible(False)
        self.goal_bar.setMaximumHeight(10)
        self.goal_progress = _label("hudGoalProgress", self)
        self.combo = _label("hudCombo", self)
        self.best = _label("hudBest", self)
        self.practice = _label("hudPractice", self)
        for widget in (
            self.title,
            self.subtitle,
            self.score,
            self.moves,
            self.goal,
            self.goal_bar,
            self.goal_progress,
            self.combo,
            self.best,
            self.practice,
        ):
            layout.addWidget(widget)
        self.daily_best: int | None = None
        self.scale_fonts(self.font())

    def scale_fonts(self, base: QFont) -> None:
        """Title, score and practice mark stand out; the rest uses ``base``."""
        for label, factor, bold in (
            (self.title, 1.5, True),
            (self.score, 1.3, True),
            (self.practice, 1.0, True),
        ):
            font = QFont(base)
            font.setPointSizeF(base.pointSizeF() * factor)
            font.setBold(bold)
            label.setFont(font)

    def refresh(self, attempt: Any) -> None:
        mode = attempt.mode_id
        self.title.setText(mode_title(mode))
        if mode is ModeId.PUZZLE:
            self.subtitle.setText(
                fill(QCoreApplication.translate("Game", "Puzzle %1"), attempt.puzzle_id)
            )
        elif mode is ModeId.DAILY:
            # R8.5: the Daily belongs to its UTC date, even past midnight.
            self.subtitle.setText(
                fill(QCoreApplication.translate("Game", "%1 (UTC)"), format_date(attempt.date))
            )
        else:
            self.subtitle.setText(
                QCoreApplication.translate("Game", "Play until a bowl overflows.")
            )
        self.score.setText(fill(QCoreApplication.translate("Game", "Score: %1"), attempt.score))
        moves_left = getattr(attempt, "moves_left", None)
        if moves_left is None:
            self.moves.setText(
                QCoreApplication.translate("Game", "%n move(s) played", None, attempt.moves_played)
            )
        else:
            self.moves.setText(
                QCoreApplication.translate("Game", "%n move(s) left", None, moves_left)
            )
        goal = getattr(attempt, "goal", None)
        has_goal = goal is not None and mode is ModeId.PUZZLE
        self.goal.setVisible(has_goal)
        self.goal_bar.setVisible(has_goal)
        self.goal_progress.setVisible(has_goal)
        if has_goal:
            current, target = attempt.goal_progress()
            self.goal.setText(fill(QCoreApplication.translate("Game", "Goal: %1"), goal_text(goal)))
            self.goal_progress.setText(goal_progress_text(goal, current, target))
            self._set_bar(goal.type, current, target, attempt)
        combo = attempt.last_combo
        self.combo.setText(
            fill(QCoreApplication.translate("Game", "Last combo: ×%1"), combo)
            if combo
            else QCoreApplication.translate("Game", "Last combo: none")
        )
        self.best.setVisible(mode is ModeId.DAILY and self.daily_best is not None)
        if self.daily_best is not None:
            self.best.setText(
                fill(QCoreApplication.translate("Game", "Best for this date: %1"), self.daily_best)
            )
        self.practice.setVisible(bool(attempt.practice))
        self.practice.setText(
            QCoreApplication.translate("Game", "Practice: this attempt cannot set a record.")
        )

    def _set_bar(self, kind: GoalType, current: int, target: int, attempt: Any) -> None:
        if kind in (GoalType.COLLECT, GoalType.SCORE, GoalType.COMBO):
            self.goal_bar.setRange(0, max(1, target))
            self.goal_bar.setValue(min(current, target))
            return
        # Counting down: full when the board holds no more than the target.
        start = max(current, self._start_count(kind, attempt), target + 1)
        self.goal_bar.setRange(0, start - target)
        self.goal_bar.setValue(max(0, start - current))

    @staticmethod
    def _start_count(kind: GoalType, attempt: Any) -> int:
        history = getattr(attempt, "_history", None)
        if not history:
            return 0
        first = history[0].position
        goal = attempt.goal
        if kind is GoalType.CLEAR_COLOR and goal.color:
            return int(first.colour_count(goal.color))
        return int(first.item_count())
