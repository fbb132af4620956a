"""The in-game part of the app: the game session, game screen, HUD, queue strip, overlays.

Public API: ``app.game.game_screen.GameScreen(context, attempt, parent=None)`` and
``app.midend.session.GameSession`` (one attempt at a time: selection, moves, saving).
"""
