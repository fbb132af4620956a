"""The in-game part of the app: controller, game screen, HUD, queue strip, overlays.

Public API: ``app.game.game_screen.GameScreen(context, attempt, parent=None)`` and
``app.game.controller.GameController``.
"""
