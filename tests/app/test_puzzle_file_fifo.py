"""Open puzzle file… on a FIFO: a clear sentence at once, never a hung window."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from twelve_bowls.app.puzzle_files import explain, own_puzzle_attempt
from twelve_bowls.engine.puzzles import PuzzleError


@pytest.mark.skipif(os.name != "posix", reason="FIFOs")
def test_a_fifo_chosen_as_a_puzzle_file_is_refused_with_a_sentence(tmp_path: Path) -> None:
    fifo = tmp_path / "mine.json"
    os.mkfifo(fifo)
    with pytest.raises(PuzzleError) as refused:
        own_puzzle_attempt(fifo)  # before the fix: open() waits for a writer for ever
    sentence = explain(refused.value)
    assert "mine.json" in sentence and str(tmp_path) not in sentence
