"""The optional preview of the selected move, in words (the board's ghost marks read the
same ``Preview``).

The preview is a few whole sentences, each translated whole with its own plural forms,
put side by side as the language writes sentences (``join_sentences``: Japanese runs them
together after 。). The first sentence says what the move would do and carries the frame
("This move would ..."), so no "Preview: a, b, c" template is left for a language to
inflect around. The cases combine freely (a combo, a Perfect Clear, eruptions, the goal,
the refill's risk), too many for one sentence per combination; each part is a sentence of
its own instead, so no language has to agree a verb across pieces it cannot see.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.i18n import fill, format_multiplier, join_sentences, translate_plural
from twelve_bowls.engine.modes.attempt import Preview


def _what_the_move_does(preview: Preview) -> str:
    """The first sentence: an overflow (R6.2), the points and combo (R5), or no match."""
    tr = QCoreApplication.translate
    result = preview.result
    if preview.overflow:
        return tr("Game", "This move would overflow, and the attempt would end.")
    if not result.points:
        return tr("Game", "This move would make no match.")
    if result.combo > 1:
        return fill(
            translate_plural(
                "Game",
                "This move would score %n point(s) with a %1 combo.",
                "move preview; %1 is the combo's multiplier: ×3",
                result.points,
            ),
            format_multiplier(result.combo),
        )
    return translate_plural(
        "Game", "This move would score %n point(s).", "move preview", result.points
    )


def preview_sentence(preview: Preview) -> str:
    tr = QCoreApplication.translate
    result = preview.result
    sentences = [_what_the_move_does(preview)]
    if not preview.overflow and result.perfect_clear:  # R5.4: the board left empty
        sentences.append(tr("Game", "It would empty the board: a Perfect Clear."))
    if result.erupted:
        sentences.append(
            translate_plural(
                "Game", "%n volcano(es) would erupt.", "move preview", len(result.erupted)
            )
        )
    if preview.meets_goal:  # R7.3: never on an overflowing move
        sentences.append(tr("Game", "It would meet the puzzle's goal."))
    if preview.refill_risk:  # R8.2: the refill follows; the arcs mark the same bowls
        sentences.append(
            translate_plural(
                "Game",
                "%n bowl(s) would be left at seven stones: a refill stone landing there would"
                " overflow it.",
                "move preview; the refill follows this move",
                len(preview.refill_risk),
            )
        )
    return join_sentences(sentences)


__all__ = ["preview_sentence"]
