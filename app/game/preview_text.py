"""The optional one-line preview of the selected move, in words (the board's ghost marks
read the same ``Preview``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.i18n import fill, format_multiplier, format_signed, translate_plural
from twelve_bowls.engine.modes.attempt import Preview


def preview_sentence(preview: Preview) -> str:
    tr = QCoreApplication.translate
    parts = []
    if preview.overflow:
        parts.append(tr("Game", "this move overflows"))
    else:
        if preview.result.points:
            parts.append(
                translate_plural(
                    "Game",
                    "%n points",
                    "points the move would score; %n is written with its sign: +120",
                    preview.result.points,
                    number=format_signed(preview.result.points),
                )
            )
        else:
            parts.append(tr("Game", "no match"))
        if preview.result.combo > 1:
            parts.append(
                fill(
                    tr("Game", "combo %1", "%1 is a multiplier: ×3"),
                    format_multiplier(preview.result.combo),
                )
            )
        if preview.result.perfect_clear:
            parts.append(tr("Game", "Perfect Clear"))
        if preview.meets_goal:
            parts.append(tr("Game", "meets the goal"))
    if preview.refill_risk:  # R8.2: the refill follows; the arcs mark the same bowls
        parts.append(
            translate_plural(
                "Game",
                "refill risk: %n bowl(s) left at seven stones",
                "a refill stone landing in such a bowl overflows it",
                len(preview.refill_risk),
            )
        )
    if preview.result.erupted:
        parts.append(
            translate_plural("Game", "%n volcano(es) erupt", None, len(preview.result.erupted))
        )
    separator = tr("Game", ", ", "between parts of the preview")
    return fill(tr("Game", "Preview: %1"), separator.join(parts))


__all__ = ["preview_sentence"]
