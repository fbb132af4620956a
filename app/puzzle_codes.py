"""Puzzle codes as a player meets them: "Open puzzle code…" and "Copy puzzle code".

A pasted code is hostile input (``engine.puzzle_code.decode``): what is wrong with it
becomes one translated sentence and nothing is saved. A code carries no solution, so its
limit is proven by the solver on a worker thread (``app.proof_worker``) before the dialog
offers it as proven; a search too large to finish leaves it playable, said to be unproven.
A code that says the generator made it is first made again from its difficulty and seed
(``app.midend.generated.remade_from_code``): when that gives the very same puzzle it is
played as generated (its difficulty, help and records), else as any pasted code.

``code_attempt`` plays a pasted code and ``my_puzzle_attempt`` one of the player's own
puzzles (``app.my_puzzles``): plain puzzle attempts whose source
(``engine.modes.source``) says that they are never saved as paused games or counted in the
shipped puzzles' records and achievements.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app import a11y
from twelve_bowls.app.generated_names import making_progress
from twelve_bowls.app.i18n import fill, isolate, isolate_number, join_sentences, translate_plural
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.midend.generated import generated_attempt, remade_from_code
from twelve_bowls.app.proof_worker import ProofRun, current_only
from twelve_bowls.engine.generate import GeneratedPuzzle
from twelve_bowls.engine.modes import OwnPuzzle, PastedCode, PuzzleAttempt
from twelve_bowls.engine.puzzle_code import (
    CODE_MAX,
    PROOF_MAX_STATES,
    CodeProblem,
    PuzzleCodeError,
    SharedPuzzle,
    compact_code,
    decode,
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("PuzzleCode", text)


def puzzle_number(number: int) -> str:
    """A puzzle's id as written on it: digits without grouping ("1001", never "1,001")."""
    return isolate_number(str(number))


def code_problem_text(error: PuzzleCodeError) -> str:
    """One translated sentence for what is wrong with a code."""
    kind = error.kind
    if kind is CodeProblem.EMPTY:
        return _tr("Paste a puzzle code: it starts with TB1- or TB2-.")
    if kind is CodeProblem.NOT_A_CODE:
        return _tr(
            "This is not a puzzle code: a code starts with TB1- or TB2- and holds only digits "
            "and capital letters."
        )
    if kind is CodeProblem.TOO_LONG:
        return _tr("This text is too long to be a puzzle code.")
    if kind is CodeProblem.UNKNOWN_VERSION:
        return _tr("This code was made by a newer version of the game, which this one cannot read.")
    if kind is CodeProblem.CHECKSUM:
        return _tr("This code is mistyped or incomplete: copy it again, whole.")
    if kind is CodeProblem.NOT_AT_REST:
        return fill(
            _tr("This code's board is not at rest: bowl %1 would match at once."), error.bowl or 0
        )
    if kind is CodeProblem.ALREADY_MET:
        return _tr("This code's start already meets its goal: there is nothing to play.")
    return _tr("This code does not describe a puzzle: a value in it is out of range.")


def unsolvable_text(moves: int) -> str:
    return translate_plural(
        "PuzzleCode",
        "No line of at most %n move(s) meets this code's goal: it cannot be won.",
        None,
        moves,
    )


def code_copied_text() -> str:
    """What the game says once "Copy puzzle code" put the code on the clipboard."""
    return _tr("Puzzle code copied.")


def copy_code(code: str, source: QWidget) -> None:
    """Put ``code`` on the clipboard and say so to a screen reader."""
    clipboard = QGuiApplication.clipboard()
    if clipboard is not None:
        clipboard.setText(code)
    a11y.announce(source, fill(_tr("The puzzle code %1 was copied."), isolate(code)))


def code_attempt(shared: SharedPuzzle, code: str, optimum: int | None) -> PuzzleAttempt:
    """A fresh attempt at a pasted code: played, never saved, never a record; its title
    (a code of version 2) is shown as written, plain text."""
    source = PastedCode(code, optimum, shared.title)
    return PuzzleAttempt(0, shared.position, shared.goal, shared.moves, source=source)


def my_puzzle_attempt(
    number: int, shared: SharedPuzzle, title: str, draft: bool = False
) -> PuzzleAttempt:
    """A fresh attempt at one of the player's own puzzles (id 1001 up), or the editor's
    test play of a ``draft``: its best win is kept apart from the profile
    (``app.my_puzzles``); a test play keeps nothing."""
    source = OwnPuzzle(number, title, draft)
    return PuzzleAttempt(number, shared.position, shared.goal, shared.moves, source=source)


@dataclass(frozen=True, slots=True)
class CheckedCode:
    """A code that decoded, and what the solver proved of it."""

    shared: SharedPuzzle
    code: str
    optimum: int | None  # None: not proven (the search did not finish)
    generated: GeneratedPuzzle | None = None  # made again from the code's seed: the same

    def attempt(self) -> PuzzleAttempt:
        """A fresh attempt at it: a generated puzzle's when the generator made it again,
        else a pasted code's."""
        if self.generated is not None:
            return generated_attempt(self.generated)
        return code_attempt(self.shared, self.code, self.optimum)


class OpenCodeDialog(QDialog):
    """Paste a code; it is checked as it is typed, proven, then offered to play."""

    play_requested = Signal(object)  # CheckedCode

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("open_code_dialog")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.prompt = QLabel()
        self.edit = QLineEdit()
        self.edit.setObjectName("code_edit")
        self.edit.setMaxLength(CODE_MAX)
        self.prompt.setBuddy(self.edit)
        self.status = WrapLabel()
        self.status.setObjectName("code_status")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # busy: a search's size is not known in advance
        self.bar.setTextVisible(False)
        self.bar.setVisible(False)
        self.buttons = QDialogButtonBox()
        self.play_button = QPushButton()
        self.play_button.setObjectName("play_code")
        self.play_button.setEnabled(False)
        self.buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._play)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.edit)
        layout.addWidget(self.bar)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(480)
        self.checked: CheckedCode | None = None
        self.run: ProofRun | None = None
        self._shown_status = ""
        self.edit.textChanged.connect(self.check)
        self.finished.connect(lambda _=0: self._stop())
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(_tr("Open puzzle code"))
        self.prompt.setText(_tr("&Puzzle code (it starts with TB1- or TB2-):"))
        self.edit.setAccessibleName(_tr("Puzzle code"))
        self.play_button.setText(_tr("Play"))
        self.close_button.setText(_tr("Cancel"))
        self.bar.setAccessibleName(_tr("Proving"))

    def check(self, text: str) -> None:
        """Decode what is in the field; a good code goes to the solver at once."""
        self._stop()
        self.checked = None
        self.play_button.setEnabled(False)
        if not compact_code(text):  # blank, or only invisible characters: nothing to say yet
            self._say("")
            return
        try:
            shared = decode(text)
        except PuzzleCodeError as error:
            self._say(code_problem_text(error))
            return
        from twelve_bowls.engine.solve import solve_optimum

        def job(report: object) -> object:
            assert callable(report)
            if shared.generated is not None:
                made = remade_from_code(
                    shared,
                    lambda attempt, _stage, states: report("generate", attempt + 1, states),
                )
                if made is not None:
                    return made
            return solve_optimum(
                shared.position,
                shared.goal,
                max_depth=shared.moves,
                max_states=PROOF_MAX_STATES,  # the whole proof's memory and time
                on_progress=lambda depth, states: report("optimum", depth, states),
            )

        run = ProofRun(job)
        # A run replaced by newer text may still report: only the current one counts.
        run.progress.connect(current_only(self, run, self._progress))
        run.done.connect(current_only(self, run, lambda found: self._proven(shared, text, found)))
        run.failed.connect(current_only(self, run, lambda _error: self._unproven(shared, text)))
        self.run = run
        self.bar.setVisible(True)
        self._say(_tr("Proving with the solver that this puzzle can be won…"))
        run.start()

    def _progress(self, stage: str, depth: int, states: int) -> None:
        if stage == "generate":  # ``depth``: the generator's board, from 1
            self.status.setText(making_progress(depth, states))
            return
        searched = translate_plural(
            "PuzzleCode", "The solver has searched %n position(s) so far.", None, states
        )
        deep = translate_plural("PuzzleCode", "The search is %n move(s) deep.", None, depth)
        self.status.setText(join_sentences((searched, deep)))

    def _proven(self, shared: SharedPuzzle, text: str, found: object) -> None:
        self.bar.setVisible(False)
        self.run = None
        optimum = getattr(found, "optimum", None)
        if optimum is None:
            self._say(unsolvable_text(shared.moves))
            return
        made = found if isinstance(found, GeneratedPuzzle) else None
        self.checked = CheckedCode(shared, compact_code(text), optimum, made)
        self.play_button.setEnabled(True)
        proven = translate_plural(
            "PuzzleCode", "Proven: the goal can be met in %n move(s).", None, optimum
        )
        limit = translate_plural("PuzzleCode", "The limit is %n move(s).", None, shared.moves)
        said = fill(_tr("%1 %2"), proven, limit)
        if made is not None:
            origin = _tr(
                "The generator made this very puzzle again, so it is played as a generated "
                "puzzle and its result is kept in their records."
            )
            said = fill(_tr("%1 %2"), origin, said)
        elif shared.generated is not None:
            origin = _tr(
                "This code says the generator made it, but the generator makes another "
                "puzzle: it is played as a pasted code."
            )
            said = fill(_tr("%1 %2"), origin, said)
        self._say(said)

    def _unproven(self, shared: SharedPuzzle, text: str) -> None:
        self.bar.setVisible(False)
        self.run = None
        self.checked = CheckedCode(shared, compact_code(text), None)
        self.play_button.setEnabled(True)
        self._say(_tr("The solver could not finish its proof: you can play this puzzle, unproven."))

    def _say(self, text: str) -> None:
        self.status.setText(text)
        if text and text != self._shown_status:
            a11y.announce(self, text)
        self._shown_status = text

    def _play(self) -> None:
        if self.checked is None:
            return
        self.play_requested.emit(self.checked)
        self.accept()

    def _stop(self) -> None:
        run = self.run
        self.run = None
        self.bar.setVisible(False)
        if run is not None:
            run.cancel()
