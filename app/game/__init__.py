"""The game screen and its parts: HUD, side panel, queue strip, help and result panels.

Public API: ``app.game.game_screen.GameScreen(context, attempt, parent=None)``; the game
itself is its ``session`` (``app.midend.session.GameSession``), which this package only
draws and forwards input to.
"""
