"""The picker's Generated puzzles: a new puzzle on demand at one of four difficulties, the
puzzle of the day at each, the code of the last one made, and Continue for one left
unfinished (saved in the puzzle slot: ``app.midend.generated.paused_generated``).

A generated puzzle left after a move opens at that move next time, as a shipped one does:
Continue (or the same puzzle of the day again) makes the puzzle again from its seed and
resumes the save only when the start, goal and limit it names are what the generator made
(``resumed_attempt``); a save that names another is damage, said and dropped.

A puzzle is made by ``engine.generate`` on a worker thread (``app.proof_worker.ProofRun``),
with a busy bar, what it is doing and Cancel; the window never waits for it. The puzzle
of the day is seeded by the UTC date (``engine.generated_day``). What a player won is read
from the generated puzzles' own records (``app.generated_records``), never the profile.
"""

from __future__ import annotations

import datetime
import secrets
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app import a11y
from twelve_bowls.app.generated_names import difficulty_name, making_progress
from twelve_bowls.app.generated_records import generated_store_for
from twelve_bowls.app.i18n import fill, isolate, translate_plural
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.midend.generated import (
    generated_attempt,
    paused_generated,
    resumed_attempt,
)
from twelve_bowls.app.proof_worker import Job, ProofRun, current_only
from twelve_bowls.app.puzzle_codes import copy_code
from twelve_bowls.app.storage import RecordsProblem
from twelve_bowls.engine.clock import utc_today
from twelve_bowls.engine.generate import Difficulty, GeneratedPuzzle, generate
from twelve_bowls.engine.generated_day import day_seed
from twelve_bowls.engine.modes import Generated, PuzzleAttempt


def _tr(text: str) -> str:
    return QCoreApplication.translate("Generated", text)


def generation_job(seed: str, level: Difficulty) -> Job:
    """The worker's job: ``generate`` with its progress passed on (and Cancel raised in
    it, by ``ProofRun``'s report)."""

    def job(report: Callable[[str, int, int], None]) -> object:
        return generate(
            seed,
            level,
            on_progress=lambda attempt, stage, states: report(stage.value, attempt + 1, states),
        )

    return job


def records_problem_text(problem: RecordsProblem) -> str:
    """One sentence: what became of a damaged records file, and where it was kept."""
    if problem.restored:
        text = _tr(
            "Your results on generated puzzles were damaged and have been restored from "
            "their backup copy; the damaged file was kept as %1."
        )
    else:
        text = _tr(
            "Your results on generated puzzles could not be read and had no good backup, so "
            "they start afresh; the damaged file was kept as %1."
        )
    return fill(text, isolate(problem.kept))


def new_seed() -> str:
    """A seed for a puzzle on demand: any will do, so the system's randomness."""
    return str(secrets.randbelow(10**9))


class GeneratedSection(QWidget):
    """A heading, the difficulty with New puzzle and Puzzle of the day, what was won at it,
    and the progress of the puzzle being made."""

    play_requested = Signal(object)  # a PuzzleAttempt whose source is Generated

    def __init__(
        self,
        store: object,
        parent: QWidget | None = None,
        *,
        make_job: Callable[[str, Difficulty], Job] = generation_job,
        today: Callable[[], datetime.date] = utc_today,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("generated_puzzles")
        self.store = store
        self.make_job = make_job  # a test brings a job of its own
        self.today = today
        self.run: ProofRun | None = None
        self.last: GeneratedPuzzle | None = None
        # Today's puzzles of the day already made, by (seed, difficulty): played again at once.
        self._days: dict[tuple[str, Difficulty], GeneratedPuzzle] = {}
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        self.about = WrapLabel()
        self.about.setProperty("role", "muted")
        # A damaged records file, said once (as My puzzles' own records are).
        self.notice = WrapLabel()
        self.notice.setObjectName("generated_records_notice")
        self.notice.hide()
        self._problem: RecordsProblem | None = None
        # One difficulty at a time: a row that fits the smallest window beside its buttons.
        self.level_box = QComboBox()
        self.level_box.setObjectName("generated_level")
        for level in Difficulty:
            self.level_box.addItem("", level.value)
        self.level_box.setCurrentIndex(list(Difficulty).index(Difficulty.MEDIUM))
        self.level_box.currentIndexChanged.connect(lambda _=0: self.refresh())
        self.level_label = QLabel()
        self.level_label.setBuddy(self.level_box)
        self.new_button = QPushButton()
        self.new_button.setObjectName("generate_new")
        self.new_button.setAutoDefault(True)
        self.new_button.clicked.connect(lambda: self.start(self.level()))
        self.day_button = QPushButton()
        self.day_button.setObjectName("generate_day")
        self.day_button.setAutoDefault(True)
        self.day_button.clicked.connect(lambda: self.start(self.level(), of_the_day=True))
        self.state = QLabel()
        self.state.setObjectName("generated_state")
        self.state.setProperty("role", "muted")
        # The puzzle being made: a busy bar (how long it takes is not known in advance),
        # what the generator is doing, and Cancel.
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        self.bar.setTextVisible(False)
        self.status = WrapLabel()
        self.status.setObjectName("generate_status")
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("generate_cancel")
        self.cancel_button.setAutoDefault(True)
        self.cancel_button.clicked.connect(self.cancel)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("generated_copy_code")
        self.copy_button.setAutoDefault(True)
        self.copy_button.clicked.connect(self._copy)
        # A generated puzzle left unfinished: what it is, and Continue.
        self.paused_label = WrapLabel()
        self.paused_label.setObjectName("generated_paused")
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("generated_continue")
        self.continue_button.setAutoDefault(True)
        self.continue_button.clicked.connect(self.continue_paused)
        self.paused: PuzzleAttempt | None = None
        row = QHBoxLayout()
        for widget in (self.level_label, self.level_box, self.new_button, self.day_button):
            row.addWidget(widget)
        row.addWidget(self.state, 1)
        row.addWidget(self.copy_button)
        paused_row = QHBoxLayout()
        paused_row.addWidget(self.paused_label, 1)
        paused_row.addWidget(self.continue_button)
        progress = QHBoxLayout()
        progress.addWidget(self.bar, 1)
        progress.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 12)
        layout.addWidget(self.heading)
        layout.addWidget(self.notice)
        layout.addLayout(row)
        layout.addLayout(paused_row)
        layout.addLayout(progress)
        layout.addWidget(self.status)
        layout.addWidget(self.about)
        self._show_busy(False)
        self.status.hide()
        self.retranslate()

    @property
    def buttons(self) -> list[QWidget]:
        """In Tab order."""
        return [
            self.level_box,
            self.new_button,
            self.day_button,
            self.copy_button,
            self.continue_button,
            self.cancel_button,
        ]

    def level(self) -> Difficulty:
        return Difficulty(self.level_box.currentData())

    def retranslate(self) -> None:
        self.heading.setText(_tr("Generated puzzles"))
        self.about.setText(
            _tr(
                "New puzzles without end, each proven by the solver. Their results are kept "
                "apart from the hundred puzzles and earn no achievement."
            )
        )
        self.level_label.setText(_tr("&Difficulty:"))
        for index, level in enumerate(Difficulty):
            self.level_box.setItemText(index, difficulty_name(level))
        self.new_button.setText(_tr("New puzzle"))
        self.day_button.setText(_tr("Puzzle of the day"))
        self.cancel_button.setText(_tr("Cancel"))
        self.copy_button.setText(_tr("Copy puzzle code"))
        self.copy_button.setAccessibleName(_tr("Copy the code of the last generated puzzle"))
        self.continue_button.setText(_tr("Continue"))
        self.continue_button.setAccessibleName(_tr("Continue the unfinished generated puzzle"))
        self.bar.setAccessibleName(_tr("Making a puzzle"))
        self.refresh()

    def refresh(self) -> None:
        """Each difficulty's records: how many were solved, today's best."""
        kept = generated_store_for(self.store)
        records = kept.records()
        problem = kept.take_records_problem()
        if problem is not None:
            self._problem = problem
            a11y.announce(self, records_problem_text(problem))
        if self._problem is not None:  # in the language of the moment
            self.notice.setText(records_problem_text(self._problem))
            self.notice.show()
        level = self.level().value
        solved = records.solved.get(level, 0)
        best = records.days.get(self.today().isoformat(), {}).get(level)
        if best is not None:
            text = translate_plural("Generated", "✓ Today's solved in %n move(s)", None, best)
        elif solved:
            text = translate_plural("Generated", "%n solved", None, solved)
        else:
            text = ""
        self.state.setText(text)
        self.copy_button.setVisible(self.last is not None)
        self.paused = paused_generated(self.store)
        if self.paused is not None:
            self.paused_label.setText(
                translate_plural(
                    "Generated",
                    "A generated puzzle was left unfinished after %n move(s).",
                    None,
                    self.paused.moves_played,
                )
            )
        self.paused_label.setVisible(self.paused is not None)
        self.continue_button.setVisible(self.paused is not None)

    # -- making a puzzle

    def start(self, level: Difficulty, of_the_day: bool = False) -> None:
        """Make a puzzle at ``level`` on the worker thread; a run already going is
        cancelled first (the player asked for another)."""
        day = self.today().isoformat() if of_the_day else ""
        seed = day_seed(self.today()) if of_the_day else new_seed()
        self._make(seed, level, day)

    def continue_paused(self) -> None:
        """Make the unfinished generated puzzle again from its seed, then resume it."""
        paused = paused_generated(self.store)
        if paused is None or not isinstance(paused.source, Generated):
            self.refresh()
            return
        source = paused.source
        self._make(source.seed, Difficulty(source.difficulty), source.day, resuming=True)

    def _make(self, seed: str, level: Difficulty, day: str, resuming: bool = False) -> None:
        self.cancel()
        made = self._days.get((seed, level)) if day else None
        if made is not None:  # a day's puzzle, made before: the same puzzle (R9.1), at once
            self.last = made
            self.refresh()
            self._play(made, day, resuming)
            return
        run = ProofRun(self.make_job(seed, level))
        run.progress.connect(current_only(self, run, self._progress))
        run.done.connect(current_only(self, run, lambda found: self._made(found, day, resuming)))
        run.failed.connect(current_only(self, run, lambda _error: self._failed()))
        run.cancelled.connect(current_only(self, run, self._cancelled))
        self.run = run
        self._show_busy(True)
        self._say(_tr("Making a puzzle and proving it with the solver…"))
        run.start()

    def cancel(self) -> None:
        run = self.run
        if run is None:
            return
        self.run = None
        run.cancel()
        self._show_busy(False)
        self._say(_tr("Cancelled: no puzzle was made."))

    def _progress(self, _stage: str, attempt: int, states: int) -> None:
        self.status.setText(making_progress(attempt, states))

    def _made(self, found: object, day: str, resuming: bool = False) -> None:
        self.run = None
        self._show_busy(False)
        if not isinstance(found, GeneratedPuzzle):
            self._failed()
            return
        self.last = found
        if day:
            self._days = {key: kept for key, kept in self._days.items() if key[0] == found.seed}
            self._days[(found.seed, found.difficulty)] = found
        self.refresh()
        self._say("")
        self._play(found, day, resuming)

    def _play(self, made: GeneratedPuzzle, day: str, resuming: bool) -> None:
        """Play ``made``: where it was left, when the puzzle slot holds an unfinished
        attempt at this very puzzle, else from its start."""
        resumed = resumed_attempt(made, paused_generated(self.store), day)
        if resumed is None and resuming:
            # The save names this seed but another start: damaged, or edited by hand.
            clear = getattr(self.store, "clear_attempt", None)
            if callable(clear):
                clear("puzzle")
            self.refresh()
            self._say(
                _tr(
                    "The unfinished generated puzzle's save does not match the puzzle the "
                    "generator makes for it, so it was damaged and cannot be continued."
                )
            )
            return
        self.play_requested.emit(resumed or generated_attempt(made, day))

    def _failed(self) -> None:
        self.run = None
        self._show_busy(False)
        self._say(_tr("No puzzle could be made this time: please try again."))

    def _cancelled(self) -> None:
        self.run = None
        self._show_busy(False)

    def _show_busy(self, busy: bool) -> None:
        self.bar.setVisible(busy)
        self.cancel_button.setVisible(busy)

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))
        if text:
            a11y.announce(self, text)

    def _copy(self) -> None:
        if self.last is not None:
            copy_code(self.last.code, self.copy_button)
            self._say(_tr("The puzzle code is on the clipboard: a friend can open it."))


__all__ = ["GeneratedSection", "generation_job", "new_seed", "records_problem_text"]
