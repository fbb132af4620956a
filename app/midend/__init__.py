"""The midend: the game session between the engine and the widgets.

``app.midend.session.GameSession`` owns the attempt being played (the engine's), the
selection, Show solution (``solution_demo``), Replay last move (``replay``) and the hint
steps (``puzzle_idea``); it keeps every move through a ``SessionStore`` (``store``) before
handing its events to an ``Animation`` (``animation``). ``shipped`` is the shipped puzzles
as the game plays them (a fresh attempt, the next one, their texts).

Nothing here imports a widget, ``app.game`` or ``app.screens``
(``tests/app/test_midend_fence.py``): a session runs on a ``QCoreApplication``.
"""
