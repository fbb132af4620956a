"""How to play: every rule (R1-R9) told for players, with small diagrams drawn by the theme.

The English text is the source; each paragraph is a separate catalog entry in the "Help"
context so translators work sentence group by sentence group. RULES.md is the authority;
this screen only explains it. Theme names follow R9.5 and the "Themes" catalog.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app.a11y import enter_activates, name_scroll_area
from twelve_bowls.app.game import key_help
from twelve_bowls.app.i18n import is_rtl
from twelve_bowls.app.icons import back_icon
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.screens.help_diagrams import BowlPicture, Diagram, DiagramWidget, ring
from twelve_bowls.app.style import palette_of
from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP

B = BowlPicture


@dataclass(frozen=True)
class Section:
    key: str
    title: str
    paragraphs: tuple[str, ...]
    diagram: Diagram | None = None
    caption: str | None = None


INTRO = QT_TRANSLATE_NOOP(
    "Help",
    "Pick up all the stones of one bowl, sow them one by one into the bowls that follow, "
    "and make groups of three of a colour. Start with the colour, think in chains.",
)

SECTIONS: tuple[Section, ...] = (
    Section(
        "board",  # R1
        QT_TRANSLATE_NOOP("Help", "The board"),
        (
            QT_TRANSLATE_NOOP(
                "Help",
                "Twelve bowls stand in a ring. Bowl 0 is at the top and the numbers grow "
                "clockwise.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Each bowl keeps its stones in a queue: new stones join at the end, and when "
                "stones leave, the others keep their order. A bowl has seven places, six "
                "around its rim and the seventh in the middle. Between moves no bowl may "
                "hold more than seven stones.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "There are five colours: red, yellow, green, blue and purple. There are also "
                "wilds, which help any colour, and blockers, which never match. Each colour "
                "has its own white symbol, which you can switch on in the settings. Themes "
                "never change colours or symbols.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "A bowl can carry one modifier: frozen, reverse or volcano. In puzzles "
                "modifiers stay for good; in Endless they come and go and show how many "
                "moves they have left.",
            ),
        ),
        Diagram(
            (
                ring(
                    {
                        0: B("RYG"),
                        1: B("BP"),
                        2: B("YGW"),
                        3: B("P", modifier="frozen"),
                        4: B("GBR"),
                        5: B("RX"),
                        6: B("BYPG"),
                        7: B("G", modifier="reverse"),
                        8: B("PRY"),
                        9: B("YBGRP", modifier="volcano"),
                        10: B("WB"),
                        11: B("RPB"),
                    }
                ),
            )
        ),
        QT_TRANSLATE_NOOP(
            "Help", "Bowl 0 at the top, then clockwise: frozen, reverse and volcano bowls."
        ),
    ),
    Section(
        "move",  # R2
        QT_TRANSLATE_NOOP("Help", "Making a move"),
        (
            QT_TRANSLATE_NOOP(
                "Help",
                "Choose any bowl that is not empty and not frozen. Its stones appear beside "
                "the board in queue order. Choosing changes nothing, so look around freely.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Confirm to play: you take every stone of the bowl into your hand, drop the "
                "first into the next bowl clockwise, the second into the bowl after that, "
                "and so on. From a bowl with the reverse modifier you sow counter-clockwise "
                "instead.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Frozen bowls are not skipped: they receive stones like any other bowl. Wilds "
                "and blockers are sown like ordinary stones. Nothing else happens until the "
                "last stone has been dropped.",
            ),
        ),
        Diagram(
            (
                ring({0: B("RYG", selected=True), 1: B("B"), 2: B("P"), 3: B("Y")}),
                ring({1: B("BR"), 2: B("PY"), 3: B("YG")}, sow_from=0, sow_count=3),
            )
        ),
        QT_TRANSLATE_NOOP("Help", "Bowl 0 is sown: red, yellow and green go to bowls 1, 2 and 3."),
    ),
    Section(
        "matches",  # R4
        QT_TRANSLATE_NOOP("Help", "Matches and wilds"),
        (
            QT_TRANSLATE_NOOP(
                "Help",
                "Three or more stones of one colour in the same bowl disappear, wherever "
                "they stand in the queue. With four reds, all four go. Several colours in "
                "one bowl can match at the same time.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Groups of ordinary stones go first. Then wilds complete the colours that "
                "are left, up to exactly three: a colour with two stones needs one wild, a "
                "colour with one stone needs two. The colour that needs fewer wilds goes "
                "first; on a tie, the colour whose first stone came earlier in the queue. "
                "The oldest wilds are used first.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Wilds never match on their own, not even three of them, and blockers never match.",
            ),
        ),
        Diagram((B("RWBWR", highlight="match"), B("BW"))),
        QT_TRANSLATE_NOOP(
            "Help",
            "Red needs one wild and blue needs two: red goes first, and the one wild left "
            "is too few for blue.",
        ),
    ),
    Section(
        "chains",  # R3
        QT_TRANSLATE_NOOP("Help", "Chains, blockers and volcanoes"),
        (
            QT_TRANSLATE_NOOP(
                "Help",
                "When the last stone has landed, every bowl is checked for matches at once.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "A match clears the blockers in the two neighbouring bowls. A bowl's own "
                "blockers stay when it matches, but when two neighbouring bowls both match, "
                "each clears the other's.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "A volcano holding six or more stones erupts: it lifts all its stones and "
                "sows them clockwise from itself. When several volcanoes are ready, they all "
                "lift their stones first, then sow one after another in bowl order. A "
                "volcano erupts at most once per move, refill included; emptying it with "
                "your own move is not an eruption.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "After eruptions the bowls are checked for matches again, and so on until "
                "nothing more happens. Stones never fall or slide when others disappear: "
                "only volcanoes keep a chain going.",
            ),
        ),
        Diagram(
            (
                ring(
                    {
                        0: B("GGG", highlight="match"),
                        1: B("XR"),
                        6: B("RYBGPY", modifier="volcano", highlight="eruption"),
                        7: B("B"),
                    }
                ),
                ring(
                    {
                        0: B("Y"),
                        1: B("R"),
                        6: B("", modifier="volcano"),
                        7: B("BR"),
                        8: B("Y"),
                        9: B("B"),
                        10: B("G"),
                        11: B("P"),
                    },
                    sow_from=6,
                    sow_count=6,
                ),
            )
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "The green match clears the blocker next to it; the volcano with six stones "
            "erupts and sows them clockwise.",
        ),
    ),
    Section(
        "score",  # R5
        QT_TRANSLATE_NOOP("Help", "Score and combo"),
        (
            QT_TRANSLATE_NOOP(
                "Help",
                "Each ordinary stone or wild removed by a match is worth 10 points. Sowing, "
                "eruptions and cleared blockers score nothing.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "The combo of a move is the number of different bowls that matched during "
                "it, chains included. It multiplies the points of your move: ×1, ×2, ×3, "
                "and ×4 from four bowls on. Several colours in one bowl still count as one "
                "bowl.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Perfect Clear: an empty board after your move, before any refill, earns "
                "100 extra points, never multiplied. A single wild or blocker left spoils it.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Matches caused by a refill score 10 points a stone, with no multiplier, no "
                "combo and no Perfect Clear.",
            ),
        ),
        Diagram((B("RRR", highlight="match"), B("GGWB", highlight="match")), arrows=False),
        QT_TRANSLATE_NOOP(
            "Help", "Two bowls match in the same move: a combo of 2, so every point counts twice."
        ),
    ),
    Section(
        "overflow",  # R6
        QT_TRANSLATE_NOOP("Help", "Seven places and overflow"),
        (
            QT_TRANSLATE_NOOP(
                "Help",
                "While a move resolves, a bowl may hold eight stones for a moment: a match "
                "or an eruption may still empty it.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "When everything has settled, a bowl holding eight or more stones overflows "
                "and the attempt is lost at once, even if the same move reached a puzzle's "
                "goal. A part of a move that overflows scores nothing.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Your move is checked first; if it overflowed, no refill comes. A refill "
                "can never rescue a move, and it can overflow on its own. A move without any "
                "overflow is called safe.",
            ),
        ),
        Diagram((B("RYBGPYB"), B("RYBGPYBP", highlight="overflow")), arrows=False),
        QT_TRANSLATE_NOOP("Help", "Seven stones are fine; an eighth that stays means overflow."),
    ),
    Section(
        "puzzles",  # R7
        QT_TRANSLATE_NOOP("Help", "Puzzles"),
        (
            QT_TRANSLATE_NOOP(
                "Help",
                "There are 100 puzzles. Each has a start position, one goal and a move "
                "limit. Puzzles have no refill and nothing random.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Goals: clear every stone of a colour, collect a number of stones of a colour "
                "(wilds do not count), reach a score, make a combo of a given size, leave at "
                "most a number of stones on the board, or empty the board completely.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "The goal is checked after every safe move and can be met on the last "
                "allowed move. The puzzle is lost if the moves run out, or no bowl can be "
                "chosen, before the goal is met. Undo and restart are there to help you.",
            ),
        ),
        Diagram((B("BWB", highlight="match"), B(""))),
        QT_TRANSLATE_NOOP(
            "Help", "Goal “clear blue”: the last blue stones match, and the goal is met."
        ),
    ),
    Section(
        "endless",  # R8
        QT_TRANSLATE_NOOP("Help", "Endless and Daily"),
        (
            QT_TRANSLATE_NOOP(
                "Help",
                "Both start with 36 stones, three in every bowl, with no group ready to "
                "match. After every safe move two new stones, the refill, drop into two "
                "different bowls, and they can make matches too.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Endless goes on until a bowl overflows, no bowl can be chosen or you end "
                "the attempt. Once nine safe moves have been played, surprises begin: "
                "frozen, reverse and volcano bowls for a few moves, and wilds or blockers "
                "among the new stones. Pause keeps the attempt for later.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "The Daily challenge is the same game for everyone on a UTC date: ordinary "
                "stones only, no surprises, 20 moves and no refill after the last one. An "
                "attempt keeps its date even past midnight. Replay it as often as you like; "
                "your best result is kept on this device. There is no global leaderboard.",
            ),
        ),
        Diagram(
            (ring({i: B(s) for i, s in enumerate(["RYG", "BPR", "YGB", "PRY", "GBP", "RGY"] * 2)}),)
        ),
        QT_TRANSLATE_NOOP("Help", "The start of Endless and Daily: three stones in every bowl."),
    ),
    Section(
        "undo",  # R9
        QT_TRANSLATE_NOOP("Help", "Undo, records and themes"),
        (
            QT_TRANSLATE_NOOP(
                "Help",
                "Undo takes back the whole last move: board, modifiers, refill, score and "
                "moves. Playing the same move again brings the same new stones, because the "
                "luck of an attempt is fixed from its start.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "In Endless and the Daily, the first undo turns the attempt into practice: "
                "it can no longer set a personal record. A new attempt starts without the "
                "mark.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Achievements from any mode unlock the themes in this order: Simple, Garden, "
                "Sand, Ocean, Runes, Neon and Space. Simple is always available, and you can "
                "preview all seven at any time. Themes change how things look, never the "
                "rules, the colours or the symbols.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Every stone sown ticks a little higher, groups chime higher as the combo "
                "grows, and eruptions, blockers, thawing bowls, refills and overflows each "
                "have a sound of their own. During a game, M turns the sound off or on; "
                "Settings has the effects volume.",
            ),
        ),
        Diagram((B("RYGBPWX"),)),
        QT_TRANSLATE_NOOP(
            "Help",
            "Red, yellow, green, blue, purple, a wild and a blocker, as every theme shows them.",
        ),
    ),
)


# A short heading over each paragraph, so the page reads as short sections of a few lines
# (one heading per paragraph of the section with that key, in order).
SUBHEADS: dict[str, tuple[str, ...]] = {
    "board": (
        QT_TRANSLATE_NOOP("Help", "The ring"),
        QT_TRANSLATE_NOOP("Help", "Queues and seven places"),
        QT_TRANSLATE_NOOP("Help", "Colours, wilds and blockers"),
        QT_TRANSLATE_NOOP("Help", "Modifiers"),
    ),
    "move": (
        QT_TRANSLATE_NOOP("Help", "Choosing"),
        QT_TRANSLATE_NOOP("Help", "Sowing"),
        QT_TRANSLATE_NOOP("Help", "Nothing is skipped"),
    ),
    "matches": (
        QT_TRANSLATE_NOOP("Help", "Groups of three"),
        QT_TRANSLATE_NOOP("Help", "How wilds help"),
        QT_TRANSLATE_NOOP("Help", "What never matches"),
    ),
    "chains": (
        QT_TRANSLATE_NOOP("Help", "All at once"),
        QT_TRANSLATE_NOOP("Help", "Blockers"),
        QT_TRANSLATE_NOOP("Help", "Volcanoes"),
        QT_TRANSLATE_NOOP("Help", "Until nothing more happens"),
    ),
    "score": (
        QT_TRANSLATE_NOOP("Help", "Points"),
        QT_TRANSLATE_NOOP("Help", "Combo"),
        QT_TRANSLATE_NOOP("Help", "Perfect Clear"),
        QT_TRANSLATE_NOOP("Help", "Refill matches"),
    ),
    "overflow": (
        QT_TRANSLATE_NOOP("Help", "Eight for a moment"),
        QT_TRANSLATE_NOOP("Help", "Overflow loses"),
        QT_TRANSLATE_NOOP("Help", "Refills and safe moves"),
    ),
    "puzzles": (
        QT_TRANSLATE_NOOP("Help", "One hundred puzzles"),
        QT_TRANSLATE_NOOP("Help", "Goals"),
        QT_TRANSLATE_NOOP("Help", "Winning and losing"),
    ),
    "endless": (
        QT_TRANSLATE_NOOP("Help", "The start and the refill"),
        QT_TRANSLATE_NOOP("Help", "Endless"),
        QT_TRANSLATE_NOOP("Help", "Daily challenge"),
    ),
    "undo": (
        QT_TRANSLATE_NOOP("Help", "Undo"),
        QT_TRANSLATE_NOOP("Help", "Practice"),
        QT_TRANSLATE_NOOP("Help", "Themes"),
        QT_TRANSLATE_NOOP("Help", "Sounds"),
    ),
    "keys": (
        QT_TRANSLATE_NOOP("Help", "On the board"),
        QT_TRANSLATE_NOOP("Help", "Anywhere in a game"),
        QT_TRANSLATE_NOOP("Help", "Solution and replay"),
    ),
}

# The keys, after the rules: the same sentences as the keyboard help beside the board
# (app/game/key_help.py, context "Keys"), so the two never disagree.
KEYS = Section(
    "keys",
    QT_TRANSLATE_NOOP("Help", "Keys"),
    (key_help.ON_THE_BOARD, key_help.ANYWHERE, key_help.STEPPING),
)


class _Page(QWidget):
    """The scrolled page. Its height is its text's height at the page's width: a wrapped
    label's minimum height is the one it needs at its narrowest, and the scroll area kept
    the sum of those, which ended How to play with screens of empty space."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth():
            return hint
        width = max(self.width(), hint.width())
        return QSize(hint.width(), layout.totalHeightForWidth(width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the height the text needs follows the width


class HelpScreen(QWidget):
    """How to play, one scrolling page of sections; Back or Esc leaves."""

    leave_requested = Signal()

    def __init__(self, context: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("help")

        self.back = QPushButton()
        self.back.setObjectName("back")
        enter_activates(self.back)
        self.back.clicked.connect(self.leave_requested)
        self.title = QLabel()
        self.title.setProperty("role", "title")
        top = QHBoxLayout()
        top.addWidget(self.back)
        top.addSpacing(12)
        top.addWidget(self.title, 1)

        self.intro = self._paragraph()
        page = QWidget()
        page.setObjectName("helpPage")
        column = QVBoxLayout(page)
        column.setContentsMargins(24, 8, 24, 24)
        column.setSpacing(10)
        column.addWidget(self.intro)
        self.headings: dict[str, QLabel] = {}
        self.paragraphs: dict[str, list[QLabel]] = {}
        self.captions: dict[str, QLabel] = {}
        self.diagrams: dict[str, DiagramWidget] = {}
        self.subheads: dict[str, list[QLabel]] = {}
        for section in (*SECTIONS, KEYS):
            heading = QLabel()
            heading.setProperty("role", "heading")
            font = heading.font()
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.25)
            heading.setFont(font)
            column.addSpacing(10)
            column.addWidget(heading)
            self.headings[section.key] = heading
            labels = [self._paragraph() for _ in section.paragraphs]
            subheads = [self._subhead() for _ in SUBHEADS[section.key]]
            for index, label in enumerate(labels):
                if index < len(subheads):
                    # The heading sits close to its own paragraph, apart from the one above.
                    pair = QVBoxLayout()
                    pair.setSpacing(2)
                    pair.addWidget(subheads[index])
                    pair.addWidget(label)
                    column.addSpacing(4)
                    column.addLayout(pair)
                else:
                    column.addWidget(label)
            self.paragraphs[section.key] = labels
            self.subheads[section.key] = subheads
            if section.diagram is not None:
                diagram = DiagramWidget(context, section.diagram)
                column.addWidget(diagram, 0, Qt.AlignmentFlag.AlignHCenter)
                self.diagrams[section.key] = diagram
            if section.caption is not None:
                caption = self._paragraph()
                caption.setProperty("role", "muted")
                caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
                column.addWidget(caption)
                self.captions[section.key] = caption
        column.addStretch(1)
        page.setMaximumWidth(900)

        holder = _Page()
        centring = QHBoxLayout(holder)
        centring.setContentsMargins(0, 0, 0, 0)
        centring.addStretch(0)
        centring.addWidget(page, 1)
        centring.addStretch(0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(holder)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 8)
        outer.addLayout(top)
        outer.addWidget(self.scroll_area, 1)

        for signal_name in ("theme_changed", "settings_changed"):
            signal = getattr(context, signal_name, None)
            if signal is not None:
                signal.connect(self._repaint_diagrams)
        theme_changed = getattr(context, "theme_changed", None)
        if theme_changed is not None:
            theme_changed.connect(self._paint_back_icon)
        self.retranslate()

    @staticmethod
    def _subhead() -> QLabel:
        label = WrapLabel()
        label.setObjectName("helpSubhead")
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        return label

    @staticmethod
    def _paragraph() -> QLabel:
        label = WrapLabel()
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        return label

    def _paint_back_icon(self) -> None:
        # The way back in the reading direction, in the theme's button text colour.
        palette = palette_of(getattr(self.context, "theme", None))
        self.back.setIcon(back_icon(palette, is_rtl(), self.devicePixelRatioF()))

    def retranslate(self) -> None:
        tr = QCoreApplication.translate
        self._paint_back_icon()  # the language may have changed the reading direction
        self.back.setText(QCoreApplication.translate("Help", "Back"))
        self.title.setText(QCoreApplication.translate("Help", "How to play"))
        # The page scrolls with arrow keys once focused: a named tab stop with a ring.
        name_scroll_area(self.scroll_area, QCoreApplication.translate("Help", "How to play"))
        self.intro.setText(tr("Help", INTRO))
        for section in SECTIONS:
            self.headings[section.key].setText(tr("Help", section.title))
            for label, text in zip(self.paragraphs[section.key], section.paragraphs, strict=True):
                label.setText(tr("Help", text))
        self.headings[KEYS.key].setText(tr("Help", KEYS.title))
        for label, text in zip(self.paragraphs[KEYS.key], key_help.key_sentences(), strict=True):
            label.setText(text)
        for section in (*SECTIONS, KEYS):
            for label, text in zip(self.subheads[section.key], SUBHEADS[section.key], strict=True):
                label.setText(tr("Help", text))
            if section.caption is not None:
                self.captions[section.key].setText(tr("Help", section.caption))

    def screen_title(self) -> str:
        return QCoreApplication.translate("Help", "How to play")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.leave_requested.emit()
            return
        super().keyPressEvent(event)

    def _repaint_diagrams(self) -> None:
        for diagram in self.diagrams.values():
            diagram.update()
