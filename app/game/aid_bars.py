"""The bars of help in the side panel: Replay last move (back / forward / done) and Show
solution (back / pause / forward / stop), each a caption and a row of buttons.

A bar is built the first time it is shown, in the place the panel keeps for it (above the
question bar), with its buttons next in the tab order after the panel's last button
before the board: where it would have been had it been built with the screen.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app import a11y
from twelve_bowls.app.game.side_panel import SidePanel
from twelve_bowls.app.i18n import fill
from twelve_bowls.app.labels import WrapLabel


class AidBar(QFrame):
    """A caption and a row of buttons, in the side panel's column."""

    def __init__(self, name: str, count: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setProperty("role", "panel")
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 10, 12, 10)
        self.caption = WrapLabel(self)
        box.addWidget(self.caption)
        # Four buttons go two to a row: the panel keeps its width in every language.
        columns = 2 if count == 4 else count
        row = QGridLayout()
        self.buttons: list[QPushButton] = []
        for index in range(count):
            button = QPushButton(self)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(button, *divmod(index, columns))
            self.buttons.append(button)
        box.addLayout(row)
        a11y.enter_activates(*self.buttons)


def build_aid_bar(
    panel: SidePanel,
    board: QWidget,
    name: str,
    actions: Sequence[Callable[[], object]],
    font: QFont | None,
) -> AidBar:
    """An ``AidBar`` with one button per action, put in the panel's place for it."""
    before_board: QWidget | None = board.previousInFocusChain()
    while (
        before_board is not None
        and before_board is not board
        and not before_board.focusPolicy() & Qt.FocusPolicy.TabFocus
    ):
        before_board = before_board.previousInFocusChain()
    bar = AidBar(name, len(actions), panel.body)
    for button, action in zip(bar.buttons, actions, strict=True):
        button.clicked.connect(action)
    bar.hide()
    side = panel.side
    index = side.indexOf(panel.aid_place)
    if index < 0:  # another bar took the place: go just above the question bar
        index = side.indexOf(panel.question)
    else:
        side.removeItem(panel.aid_place)
    side.insertWidget(index, bar)
    # Among the panel's children where it was too: a screen reader lists them in order.
    bar.stackUnder(panel.question)
    # The keyboard help's disclosure stays the last stop: it sits below the bars' buttons.
    after: list[QWidget] = []
    if before_board is panel.keys_toggle:
        after = [panel.keys_toggle]
        before_board = before_board.previousInFocusChain()
        while before_board is not None and not before_board.focusPolicy() & Qt.FocusPolicy.TabFocus:
            before_board = before_board.previousInFocusChain()
    chain: list[QWidget] = [before_board] if before_board is not None else []
    for one, two in itertools.pairwise([*chain, *bar.buttons, *after]):
        QWidget.setTabOrder(one, two)
    if font is not None:  # as the window's size gave the rest of the panel
        for widget in (bar, *bar.findChildren(QWidget)):
            widget.setFont(font)
    return bar


def build_code_button(panel: SidePanel) -> QPushButton:
    """ "Copy code" at the foot of the panel, on the keyboard help's row (a row the panel
    has at every size, so the column is no taller at 800x560): the keyboard help's
    disclosure at the reading start, the button at the end."""
    button = QPushButton(panel.body)
    button.setObjectName("copyPuzzleCode")
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.setStyleSheet("QPushButton { padding: 3px 12px; }")  # as the disclosure
    a11y.enter_activates(button)
    side = panel.side
    index = side.indexOf(panel.keys_toggle)
    side.removeWidget(panel.keys_toggle)
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(panel.keys_toggle, 0, Qt.AlignmentFlag.AlignLeading)
    row.addStretch(1)
    row.addWidget(button)
    side.insertLayout(index, row)
    # Among the panel's children after the disclosure: a screen reader lists them in order.
    button.stackUnder(panel.keys_hint)
    return button


def name_code_button(button: QPushButton, keys: str) -> None:
    tr = QCoreApplication.translate
    button.setText(tr("PuzzleCode", "Copy code"))
    button.setAccessibleName(tr("PuzzleCode", "Copy puzzle code"))
    button.setToolTip(
        fill(
            tr(
                "PuzzleCode",
                "Copy this puzzle's code, for a friend to paste and play (%1)",
                "%1 is the key: Ctrl+Shift+C",
            ),
            keys,
        )
    )


def name_replay_bar(bar: AidBar) -> None:
    tr = QCoreApplication.translate
    back, forward, done = bar.buttons
    back.setText(tr("Game", "◀ Back"))
    back.setAccessibleName(tr("Game", "Previous step"))
    forward.setText(tr("Game", "Next ▶"))
    forward.setAccessibleName(tr("Game", "Next step"))
    done.setText(tr("Game", "Done"))


def name_solution_bar(bar: AidBar, paused: bool) -> None:
    """The stepper's buttons; Pause and Continue share one button."""
    tr = QCoreApplication.translate
    back, pause, forward, stop = bar.buttons
    back.setText(tr("SolutionSteps", "◀ Back"))
    back.setAccessibleName(tr("SolutionSteps", "Previous move of the solution"))
    pause.setText(tr("SolutionSteps", "Continue") if paused else tr("SolutionSteps", "Pause"))
    pause.setAccessibleName(
        tr("SolutionSteps", "Continue the solution")
        if paused
        else tr("SolutionSteps", "Pause the solution")
    )
    forward.setText(tr("SolutionSteps", "Next ▶"))
    forward.setAccessibleName(tr("SolutionSteps", "Next move of the solution"))
    stop.setText(tr("SolutionSteps", "Stop"))
    stop.setAccessibleName(tr("SolutionSteps", "Stop the solution"))
    bar.setAccessibleName(tr("SolutionSteps", "Solution"))


def solution_caption(shown: int, total: int, bowl: int | None, playing: bool) -> str:
    """Where the solution is: the move shown and its bowl, or the board before it."""
    tr = QCoreApplication.translate
    if shown == 0 or bowl is None:
        text = fill(tr("SolutionSteps", "Solution, move 0 of %1: the start."), total)
    else:
        text = fill(tr("SolutionSteps", "Solution, move %1 of %2: bowl %3."), shown, total, bowl)
    if not playing:
        text += " " + tr("SolutionSteps", "Paused.")
    return text


__all__ = [
    "AidBar",
    "build_aid_bar",
    "build_code_button",
    "name_code_button",
    "name_replay_bar",
    "name_solution_bar",
    "solution_caption",
]
