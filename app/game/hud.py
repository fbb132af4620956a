"""The in-game HUD: mode, score, moves, goal with live progress, last combo, practice.

A panel in the theme's chrome colours (``QFrame[role="panel"]`` of the app stylesheet),
grouped from top to bottom: what is being played (mode, puzzle title and hint, or the
Daily's date), the numbers (score, moves), the goal with its progress, then notes (last
combo, best for the date, practice mark).
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app.game.texts import goal_progress_text, goal_text, mode_title
from twelve_bowls.app.generated_names import generated_title
from twelve_bowls.app.i18n import (
    fill,
    format_date,
    format_multiplier,
    has_italics,
    isolate_number,
    translate_plural,
)
from twelve_bowls.app.labels import WrapLabel, one_line_width
from twelve_bowls.app.midend.generated import generated_idea_of
from twelve_bowls.app.midend.shipped import plan_shown, puzzle_hint, puzzle_title
from twelve_bowls.app.style import palette_of
from twelve_bowls.app.theming.base import ChromePalette, Theme
from twelve_bowls.engine.goals import GoalType, counts_down
from twelve_bowls.engine.modes import (
    Attempt,
    DailyAttempt,
    EndReason,
    Generated,
    ModeId,
    OpenedFile,
    OwnPuzzle,
    PastedCode,
    PuzzleAttempt,
    Shipped,
)


def _puzzle_heading(attempt: PuzzleAttempt) -> tuple[str, str, str | None]:
    """The title, the line under it and the hint of a puzzle, by what is being played: a
    shipped puzzle's texts come from its file (its hint from the start for the first
    puzzles, else with the whole line or once solved); an opened file's own words are
    shown as written (plain text)."""
    tr = QCoreApplication.translate
    source = attempt.source
    match source:
        case Shipped(number):
            shown = plan_shown(number, attempt)
            title = fill(tr("Game", "Puzzle %1"), number)
            return title, puzzle_title(number) or "", puzzle_hint(number) if shown else None
        case OpenedFile(file_name, own_title, own_hint):
            return fill(tr("Game", "Puzzle file %1"), file_name), own_title, own_hint
        case PastedCode(code, _optimum, own_title):
            return tr("PuzzleCode", "Puzzle code"), own_title or code, None
        case OwnPuzzle(number, own_title, draft):
            if draft:
                return tr("PuzzleEditor", "Test play"), own_title, None
            return (
                fill(tr("MyPuzzles", "My puzzle %1"), isolate_number(str(number))),
                own_title,
                None,
            )
        case Generated(_seed, _level, day):
            # The date of a puzzle of the day (R8.5's UTC day, as the Daily's); its idea
            # once solved (the first step of help says it before), in the hint's place:
            # sentences read in the hint's plain type, not the name's bold.
            under = (
                fill(tr("Game", "%1 (UTC)"), format_date(date.fromisoformat(day))) if day else ""
            )
            idea = generated_idea_of(attempt) if attempt.won is True else ""
            return generated_title(source), under, idea or None


def _label(object_name: str, parent: QWidget, role: str | None = None) -> QLabel:
    label = WrapLabel(parent)
    label.setObjectName(object_name)
    # Texts from puzzle files (titles, hints) are text, never markup: WrapLabel
    # escapes whatever it is given before Qt lays it out.
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    if role is not None:
        label.setProperty("role", role)
    return label


class _OneLineFirst(WrapLabel):
    """A figure beside a bar: one line while the row has room, wrapped only when not
    ("On the board: 6 (at most 3)" wrapped beside a bar that had room to give)."""

    def sizeHint(self) -> QSize:
        width = one_line_width(self)
        return QSize(width, self.heightForWidth(width))


def _hex(colour: QColor) -> str:
    return str(colour.name())


def _rgba(colour: QColor, alpha: float) -> str:
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {round(alpha * 255)})"


class Hud(QFrame):
    """Reads an attempt and shows it; never changes it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hudPanel")
        self.setProperty("role", "panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 16)
        self.title = _label("hudTitle", self)
        self.subtitle = _label("hudSubtitle", self)
        self.hint = _label("hudHint", self, "muted")
        self.score = _label("hudScore", self)
        self.score_spoken = ""  # the score as a sentence, for announcements
        self.moves = _label("hudMoves", self)
        self.combo = _label("hudCombo", self)
        self.best = _label("hudBest", self)
        self.practice = _label("hudPractice", self, "notice")
        groups: tuple[tuple[QWidget, ...], ...] = (
            (self.title, self.subtitle, self.hint),
            (self.score, self.moves),
            (self.combo, self.best, self.practice),
        )
        # Groups are told apart by space, not lines: calmer, and theme-neutral. Each group
        # is a box of its own, so a hidden group leaves no gap.
        layout.setSpacing(14)
        self.groups: list[QWidget] = []
        for group in groups:
            box = QWidget(self)
            # The numbers share a row (score at the reading start, moves at its end): one
            # line fewer, so the panel fits a short window.
            numbers = group[0] is self.score
            inner: QBoxLayout = QHBoxLayout(box) if numbers else QVBoxLayout(box)
            inner.setContentsMargins(0, 0, 0, 0)
            inner.setSpacing(12 if numbers else 4)
            for widget in group:
                widget.setParent(box)
                # The score, in its larger font, gets the larger share of the row.
                stretch = (1 if widget is self.score else 0) if numbers else 0
                inner.addWidget(widget, stretch)
            layout.addWidget(box)
            self.groups.append(box)
        self.moves.setAlignment(Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignBottom)
        self.score.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignBottom)
        self._compact = False
        # The goal and its progress (puzzles only) are built for the first puzzle shown
        # (``_build_goal_group``), between the numbers and the notes: in Endless and the
        # Daily a theme switch has five widgets fewer to restyle, twice each.
        self.goal_group: QWidget | None = None
        self.goal_caption: QLabel
        self.goal: QLabel
        self.goal_bar: QProgressBar
        self.goal_progress: QLabel
        self._goal_place = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        layout.insertItem(2, self._goal_place)
        self._bar_height = 10
        self._bar_name = ""  # the goal bar's accessible name: name_goal_bar
        self._bar_sheet = ""  # the goal bar's, given when its group is shown: set_palette
        self.daily_best: int | None = None
        self.scale_fonts(self.font())

    def _build_goal_group(self) -> QWidget:
        box = QWidget(self)
        inner = QVBoxLayout(box)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSpacing(4)
        self.goal_caption = _label("hudGoalCaption", box, "muted")
        self.goal = _label("hudGoal", box)
        self.goal_bar = QProgressBar(box)
        self.goal_bar.setObjectName("hudGoalBar")
        self.goal_bar.setTextVisible(False)
        self.goal_progress = _OneLineFirst(box)
        self.goal_progress.setObjectName("hudGoalProgress")
        self.goal_progress.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.goal_progress.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        self.goal_bar.setMinimumWidth(48)
        # The bar and the figure it draws share a row: one line fewer.
        progress = QHBoxLayout()
        progress.setSpacing(10)
        progress.addWidget(self.goal_bar, 1, Qt.AlignmentFlag.AlignVCenter)
        progress.addWidget(self.goal_progress, 0)
        inner.addWidget(self.goal_caption)
        inner.addWidget(self.goal)
        inner.addLayout(progress)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        index = layout.indexOf(self._goal_place)
        layout.removeItem(self._goal_place)
        layout.insertWidget(index, box)
        box.stackUnder(self.groups[2])  # among the children in order (a screen reader's)
        self.goal_group = box
        self.goal_caption.setHidden(self._compact)
        self.scale_fonts(self._base_font)
        self.goal_bar.setAccessibleName(self._bar_name)
        return box

    def name_goal_bar(self, name: str) -> None:
        """The goal bar's accessible name, given now or when the bar is built."""
        self._bar_name = name
        if self.goal_group is not None:
            self.goal_bar.setAccessibleName(name)

    def set_compact(self, on: bool) -> None:
        """Less space between the groups and round the edge, a smaller title, and no "Goal"
        caption (the goal's own words and bar say what it is), for a short window."""
        layout = self.layout()
        if layout is not None:
            layout.setSpacing(4 if on else 14)
            margin_v = 8 if on else 16
            layout.setContentsMargins(18, margin_v, 18, margin_v)
        if on != self._compact:
            self._compact = on
            if self.goal_group is not None:
                self.goal_caption.setHidden(on)
            self.scale_fonts(self._base_font)

    def scale_fonts(self, base: QFont) -> None:
        """Title, score and puzzle name stand out; captions and hint are smaller. The hint
        is italic only in scripts that have italics (Latin): Japanese, Devanagari and Arabic
        would get a synthetic slant, so there it is told apart by its muted colour alone."""
        self._base_font = QFont(base)
        slanted = has_italics()
        sizes: list[tuple[QLabel, float, bool, bool]] = [
            (self.title, 1.25 if self._compact else 1.7, True, False),
            (self.subtitle, 1.2, True, False),
            (self.hint, 1.0, False, True),
            (self.score, 1.3 if self._compact else 1.5, True, False),
            (self.moves, 1.1, False, False),
        ]
        if self.goal_group is not None:
            sizes += [(self.goal_caption, 0.9, True, False), (self.goal, 1.1, True, False)]
        sizes.append((self.practice, 1.0, True, False))
        for label, factor, bold, italic in sizes:
            font = QFont(base)
            font.setPointSizeF(base.pointSizeF() * factor)
            font.setBold(bold)
            font.setItalic(italic and slanted)
            label.setFont(font)
        self._bar_height = max(8, round(base.pointSizeF() * 0.9))
        if self.goal_group is not None:
            self.goal_bar.setFixedHeight(self._bar_height)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.scale_fonts(self._base_font)
        super().changeEvent(event)

    def set_palette(self, palette: ChromePalette) -> None:
        """The goal bar in the theme's colours: a faint track of the muted text colour,
        filled with the accent (the style's native bar would ignore the theme). A hidden
        bar (no goal outside puzzles) takes them when its group is next shown: a sheet of
        its own restyles it again, on every theme switch."""
        radius = max(3, self._bar_height // 2)
        self._bar_sheet = (
            f"QProgressBar {{ background: {_rgba(palette.muted_text, 0.22)}; border: none;"
            f" border-radius: {radius}px; }}"
            f" QProgressBar::chunk {{ background: {_hex(palette.accent)};"
            f" border-radius: {radius}px; }}"
        )
        if self.goal_group is not None and not self.goal_group.isHidden():
            self._apply_bar_sheet()

    def _apply_bar_sheet(self) -> None:
        if self.goal_group is None:
            return
        if self._bar_sheet and self.goal_bar.styleSheet() != self._bar_sheet:
            self.goal_bar.setStyleSheet(self._bar_sheet)

    def set_theme(self, theme: Theme) -> None:
        self.set_palette(palette_of(theme))

    def refresh(self, attempt: Attempt) -> None:
        mode = attempt.mode_id
        self._refresh_heading(attempt)
        # The count with its noun beside "5 moves left" (a longer sentence would push the
        # moves to a line of their own); said aloud as a sentence, since "30 points" right
        # after a move's own "30 points" would read as the same thing twice.
        score = attempt.score
        self.score.setText(translate_plural("Game", "%n point(s)", "the HUD's score", score))
        self.score_spoken = translate_plural("Game", "Your score is %n point(s).", None, score)
        moves_left = attempt.moves_left
        # An ended attempt has no moves left to count: "1 move left" after the losing move
        # read as if the game went on.
        if attempt.ended is EndReason.OVERFLOW:
            # The overflowing move is not counted (R6.4): "0 moves played" after the one move
            # a player made read as a fault; the rules' own word says which moves count.
            self.moves.setText(
                translate_plural("Game", "%n safe move(s) played", None, attempt.moves_played)
            )
        elif moves_left is None or attempt.ended is not None:
            self.moves.setText(
                translate_plural("Game", "%n move(s) played", None, attempt.moves_played)
            )
        else:
            self.moves.setText(translate_plural("Game", "%n move(s) left", None, moves_left))
        if isinstance(attempt, PuzzleAttempt) and self.goal_group is None:
            self._build_goal_group()
        if self.goal_group is not None:
            self.goal_group.setVisible(isinstance(attempt, PuzzleAttempt))
        if isinstance(attempt, PuzzleAttempt):
            self._apply_bar_sheet()
            goal = attempt.goal
            current, target = attempt.goal_progress()
            self.goal_caption.setText(QCoreApplication.translate("Game", "Goal"))
            self.goal.setText(goal_text(goal))
            # The bar stops at the goal; the words say the score as it is (a win at 120
            # points read "60 of 60 points").
            said = attempt.score if goal.type is GoalType.SCORE else current
            self.goal_progress.setText(goal_progress_text(goal, said, target))
            self._set_bar(attempt, current, target)
        combo = attempt.last_combo
        self.combo.setText(
            fill(
                QCoreApplication.translate(
                    "Game", "The last move made a %1 combo.", "%1 is a multiplier: ×3"
                ),
                format_multiplier(combo),
            )
            if combo
            else QCoreApplication.translate("Game", "No combo on the last move.")
            if attempt.moves_played
            else QCoreApplication.translate("Game", "No combo yet.")
        )
        self.best.setVisible(mode is ModeId.DAILY and self.daily_best is not None)
        if self.daily_best is not None:
            self.best.setText(
                translate_plural(
                    "Game", "Your best for this date is %n point(s).", None, self.daily_best
                )
            )
        self.practice.setVisible(attempt.practice)
        self.practice.setText(
            QCoreApplication.translate("Game", "Practice: this attempt cannot set a record.")
        )

    def _refresh_heading(self, attempt: Attempt) -> None:
        """Mode and what is being played: the puzzle's number, title and hint (read from
        its file), the Daily's UTC date, or what ends an Endless game."""
        hint: str | None = None
        mode = attempt.mode_id
        if isinstance(attempt, PuzzleAttempt):
            title, name, hint = _puzzle_heading(attempt)
            self.title.setText(title)
            self.subtitle.setText(name)
            self.subtitle.setVisible(bool(name))
        elif isinstance(attempt, DailyAttempt):
            self.title.setText(mode_title(mode))
            # R8.5: the Daily belongs to its UTC date, even past midnight.
            self.subtitle.setText(
                fill(QCoreApplication.translate("Game", "%1 (UTC)"), format_date(attempt.date))
            )
            self.subtitle.setVisible(True)
        else:
            self.title.setText(mode_title(mode))
            self.subtitle.setVisible(False)
            # R8.2, R6.2: what ends the game, in one line, from the first Endless game on.
            hint = QCoreApplication.translate(
                "Danger", "After each move two stones drop into bowls: a bowl left with 8 ends it."
            )
        self.hint.setText(hint or "")
        self.hint.setVisible(bool(hint))

    def _set_bar(self, attempt: PuzzleAttempt, current: int, target: int) -> None:
        if not counts_down(attempt.goal):
            self.goal_bar.setRange(0, max(1, target))
            self.goal_bar.setValue(min(current, target))
            return
        # Counting down: full when the board holds no more than the target.
        start = max(current, attempt.goal_start(), target + 1)
        self.goal_bar.setRange(0, start - target)
        self.goal_bar.setValue(max(0, start - current))
