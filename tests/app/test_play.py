"""``twelve-bowls --play``: scripted play in the real window, and what survives a kill.

The kill tests run the game as its own process on a real profile folder, wait until the
final move is confirmed (``moves.jsonl``), SIGKILL it while that move animates, and start
again (the animation is pure view, killing it loses nothing).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from twelve_bowls.app import main as app_main
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.generated_records import GeneratedStore
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.generate import generate
from twelve_bowls.engine.modes import EndlessAttempt, EndReason, ModeId, PuzzleAttempt
from twelve_bowls.engine.profile import MAX_ANIMATION_SPEED, Profile, Settings

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")

HANG_GUARD = 300.0  # seconds: only stops a hung child, never a measure of speed
ENDLESS_SEED = "kill-200"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    base = tmp_path / "home"
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(base))
    return base


def slow_animations(base: Path, speed: float) -> None:
    """A profile whose animations take long enough to be killed in the middle of one."""
    ProfileService(base).save_profile(Profile(settings=Settings(animation_speed=speed)))


def quick_animations(base: Path) -> None:
    """The fastest animations a player can choose, for the tests of what a scripted game
    leaves behind rather than of how it looks (tests/app/test_real_clock.py is that)."""
    ProfileService(base).save_profile(
        Profile(settings=Settings(animation_speed=MAX_ANIMATION_SPEED))
    )


def events(record: Path) -> list[dict[str, object]]:
    path = record / "moves.jsonl"
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.endswith("}")]


# The game runs as a process of its own, as a player starts it (an event loop that has run
# and quit inside the test process would change how later tests' Qt events arrive).
PLAY = "import sys; from app.main import main; sys.exit(main(sys.argv[1:]))"
# The same, counting profile writes: the count is printed on stdout at exit.
PLAY_COUNTING_WRITES = """
import sys
from twelve_bowls.app.profile_service import ProfileService
writes = []
save = ProfileService.save_profile
def counting(self, profile):
    writes.append(profile.records.puzzles)
    save(self, profile)
ProfileService.save_profile = counting
from twelve_bowls.app.main import main
code = main(sys.argv[1:])
print(len(writes), sorted(p for p, r in writes[-1].items() if r.solved) if writes else [])
sys.exit(code)
"""


def spawn(base: Path, *args: str, code: str = PLAY) -> subprocess.Popen[bytes]:
    env = {**os.environ, "TWELVE_BOWLS_HOME": str(base), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        env=env,
        cwd=Path(__file__).resolve().parents[2],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def play(base: Path, *args: str, code: str = PLAY) -> tuple[int, str, str]:
    """Run ``twelve-bowls --play ...`` to its end: exit code, stdout, stderr."""
    child = spawn(base, "--play", *args, code=code)
    out, err = child.communicate(timeout=HANG_GUARD)
    return child.returncode, out.decode(), err.decode()


def kill_during_last_animation(base: Path, game: str, moves: list[int], record: Path) -> None:
    """Play ``moves``; SIGKILL as soon as the last one is confirmed, before it settles."""
    child = spawn(
        base, "--play", game, "--moves", ",".join(map(str, moves)), "--record", str(record)
    )
    last = len(moves) - 1
    deadline = time.monotonic() + HANG_GUARD
    try:
        while not any(e["event"] == "confirmed" and e["index"] == last for e in events(record)):
            assert child.poll() is None, child.stderr.read() if child.stderr else b""
            assert time.monotonic() < deadline, "the scripted game hung"
            time.sleep(0.01)
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.kill()
        child.wait()
    assert child.returncode == -signal.SIGKILL
    # The kill came while the last move animated: it never settled.
    assert not any(e["event"] == "settled" and e["index"] == last for e in events(record))


def start_again(qtbot) -> MainWindow:
    """A new start on the same profile folder, as the player's next launch."""
    window = MainWindow(AppContext())
    qtbot.addWidget(window)
    return window


def test_kill_during_the_winning_animation_keeps_the_win(qtbot, home, tmp_path):  # R7.3
    slow_animations(home, 0.25)
    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[0])
    kill_during_last_animation(home, "puzzle:1", list(puzzle.solution), tmp_path / "rec")
    window = start_again(qtbot)
    assert window.context.profile.records.puzzle(1).solved


def overflowing_moves(seed: str) -> list[int]:
    """Moves of Endless ``seed`` that pile stones up until a move overflows (R6.2)."""
    attempt = EndlessAttempt(seed)
    moves: list[int] = []
    while attempt.ended is None:
        legal = attempt.legal_moves()
        over = [b for b in legal if attempt.preview(b).overflow]
        bowl = over[0] if over else max(legal, key=lambda b: (len(attempt.position.bowls[b]), b))
        moves.append(bowl)
        attempt.play(bowl)
    assert attempt.ended is EndReason.OVERFLOW
    return moves


def test_kill_during_the_overflow_records_it_and_offers_no_resume(qtbot, home, tmp_path):
    # R6.2, R8.3, R9.3: no way back to the state before the fatal move. At the normal
    # speed the overflowing move animates for about 3 s: time enough to kill it midway.
    slow_animations(home, 1.0)
    moves = overflowing_moves(ENDLESS_SEED)
    kill_during_last_animation(home, f"endless:{ENDLESS_SEED}", moves, tmp_path / "rec")
    window = start_again(qtbot)
    records = window.context.profile.records
    assert records.endless_games == 1
    assert records.endless_best is not None and records.endless_best.seed == ENDLESS_SEED
    assert window.context.store.load_attempt(ModeId.ENDLESS) is None
    assert window.home.endless.title.text() == "Endless"  # not "Continue Endless"


def test_lose_undo_win_records_the_win(home, tmp_path):  # R7.4, R9.2, R7.3
    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[0])
    assert puzzle.moves == 1 and puzzle.solution == (0,)  # bowl 1 is a safe, losing move
    quick_animations(home)
    record = tmp_path / "rec"
    code, _, errors = play(home, "puzzle:1", "--moves", "1,u,0", "--record", str(record), "--quit")
    assert code == 0, errors
    assert [(e["event"], e["index"], e.get("bowl")) for e in events(record)] == [
        ("confirmed", 0, 1),
        ("settled", 0, None),
        ("confirmed", 1, "u"),
        ("settled", 1, None),
        ("confirmed", 2, 0),
        ("settled", 2, None),
    ]
    frames = sorted(record.glob("frame-*.png"))
    assert len(frames) >= 2  # the first slot, and the window once the last move settled
    slots = [int(frame.stem.removeprefix("frame-")) for frame in frames[:-1]]
    assert all(ms % 50 == 0 for ms in slots)  # a 50 ms grid of wall-clock time
    assert all(frame.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for frame in frames)
    profile = ProfileService(home).load_profile()
    assert profile.records.puzzle(1).solved
    assert len(profile.recorded_attempts) == 2  # the loss and then the win


def test_a_winning_move_writes_the_profile_once(home):
    quick_animations(home)
    code, out, errors = play(home, "puzzle:1", "--moves", "0", "--quit", code=PLAY_COUNTING_WRITES)
    assert code == 0, errors
    assert out.split() == ["1", "[1]"]  # one write, and it holds the win


def test_an_illegal_scripted_move_exits_2_with_a_sentence(home):
    quick_animations(home)
    code, _, errors = play(home, "puzzle:1", "--moves", "5", "--quit")  # bowl 5 is empty
    assert code == 2 and "move 1 (bowl 5) is illegal" in errors
    code, _, errors = play(home, "puzzle:1", "--moves", "0,0", "--quit")  # it has ended
    assert code == 2 and "the attempt has ended" in errors
    code, _, errors = play(home, "puzzle:1", "--moves", "n", "--quit")  # not solved yet
    assert code == 2 and "move 1 (n) is illegal: no Next puzzle button is shown" in errors


def test_n_presses_next_puzzle_on_the_win_panel(home, tmp_path):  # R7.3
    quick_animations(home)
    record = tmp_path / "rec"
    code, _, errors = play(home, "puzzle:1", "--moves", "0,n", "--record", str(record), "--quit")
    assert code == 0, errors
    assert [(e["event"], e.get("bowl")) for e in events(record)][-2:] == [
        ("confirmed", "n"),
        ("settled", None),
    ]
    assert ProfileService(home).load_profile().records.puzzle(1).solved


def test_a_generated_puzzle_plays_as_the_generated_section_plays_it(home, tmp_path):
    # R7.3: the generator's own line solves it in the real window, and the win is kept
    # with the generated puzzles' records, apart from the hundred.
    quick_animations(home)
    made = generate("play-7", "easy")
    line = ",".join(map(str, made.solution))
    record = tmp_path / "rec"
    code, _, errors = play(
        home, "generated:easy:play-7", "--moves", line, "--record", str(record), "--quit"
    )
    assert code == 0, errors
    settled = [e["index"] for e in events(record) if e["event"] == "settled"]
    assert settled == list(range(len(made.solution)))
    assert GeneratedStore(home).records().solved == {"easy": 1}
    assert not ProfileService(home).load_profile().records.puzzles


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--play", "puzzle:0"], "puzzle number must be 1 to 100"),
        (["--play", "chess:1"], "--play must be puzzle:N"),
        (["--play", "daily:2026-13-01"], "a Daily date must look like"),
        (["--play", "endless:"], "an Endless seed must be"),
        (["--play", "generated:tricky:1"], "level must be one of easy, medium, hard, expert"),
        (["--play", "generated:easy:"], "a generated puzzle's seed must be"),
        (["--play", "puzzle:1", "--moves", "3,x"], "move 2 must be a bowl 0 to 11 or u"),
        (["--play", "puzzle:1", "--moves", "12"], "move 1 must be a bowl 0 to 11 or u"),
        (["--moves", "3"], "--moves needs --play"),
        (["--quit"], "--quit needs --play"),
    ],
)
def test_bad_values_exit_2_with_a_sentence(capsys, args, says):
    with pytest.raises(SystemExit) as stopped:
        code = app_main.main(args)
        raise SystemExit(code)
    assert stopped.value.code == 2
    assert says in capsys.readouterr().err


def test_the_paused_state_is_the_scripted_one(home):  # R8.3
    quick_animations(home)
    code, _, errors = play(home, f"endless:{ENDLESS_SEED}", "--moves", "11,9", "--quit")
    assert code == 0, errors
    resumed = ProfileService(home).load_attempt(ModeId.ENDLESS)
    assert resumed is not None and resumed.moves == (11, 9)
    assert not isinstance(resumed, PuzzleAttempt)


# The same as PLAY, saying what the window was built with.
PLAY_REPORTING = """
import sys
from twelve_bowls.app import main as entry
from twelve_bowls.app import window_start
build = window_start.build_window
def reporting(*args, **kwargs):
    app, window = build(*args, **kwargs)
    print(app.layoutDirection().name, window.context.settings.language,
          window.context.theme.id, window.width(), window.height(), flush=True)
    return app, window
window_start.build_window = reporting
sys.exit(entry.main(sys.argv[1:]))
"""


def test_lang_theme_and_size_hold_for_the_scripted_run_only(home, tmp_path):
    ProfileService(home).save_profile(
        Profile(settings=Settings(language="es", animation_speed=MAX_ANIMATION_SPEED))
    )
    record = tmp_path / "frames"
    code, out, errors = play(
        home,
        "puzzle:1",
        "--moves", "0",
        "--lang", "ar",
        "--theme", "neon",
        "--size", "900x600",
        "--record", str(record),
        "--quit",
        code=PLAY_REPORTING,
    )  # fmt: skip
    assert code == 0, errors
    assert out.split()[:5] == ["RightToLeft", "ar", "neon", "900", "600"]
    frames = sorted(record.glob("frame-*.png"))
    assert frames
    assert QImage(str(frames[-1])).size().toTuple() == (900, 600)
    # The player's own settings are as they were; the run's puzzle result is kept.
    saved = ProfileService(home).load_profile()
    assert saved.settings.language == "es" and saved.settings.theme == Settings().theme
    assert saved.records.puzzles[1].solved
