"""The board: a ``QGraphicsScene`` of twelve bowls, its view and its animation player.

Public API: ``BoardScene`` (``sync``, ``set_selection``, ``set_theme``, ``set_symbols``;
signals ``bowl_clicked(int)``, ``board_clicked()``), ``BoardView`` and ``AnimationPlayer``
(``play(events)``, ``skip()``, ``running``, ``speed``, ``reduced_motion``; signal
``finished``).
"""

from __future__ import annotations

from twelve_bowls.app.board.animation import AnimationPlayer
from twelve_bowls.app.board.scene import BoardScene
from twelve_bowls.app.board.view import BoardView

__all__ = ["AnimationPlayer", "BoardScene", "BoardView"]
