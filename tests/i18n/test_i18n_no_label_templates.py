"""No "Label: %1" templates: a value pushed in after a colon cannot be inflected (Spanish
capitalises after a colon, Arabic and Hindi want the number inside the sentence with their
own plural forms, Japanese wants a counter). Every message the game shows is a whole
sentence per language, or a label and a separate value widget.

The check reads every source message of the catalogs (``tools/update_translations.py``
extracts them from ``app/``, ``themes/`` and ``packaging/``; ``tests/i18n`` keeps the
catalogs current) for a placeholder right after a colon, or one that opens with
``%1:``. A message in ``KEPT`` has a reason to keep its colon; every
other message is a whole sentence."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from tests.i18n.conftest import ROOT

# ": %1", ": %n", and a message opening "%1: ".
TEMPLATE = re.compile(r":\s*%[1-9n]|^%[1-9]:\s")

_SYSTEM_REASON = (
    "the system's reason for a failed file operation (strerror), English text from the "
    "operating system: quoted after the colon, it cannot be inflected into a sentence"
)
KEPT: dict[tuple[str, str], str] = {
    ("Game", "Could not save the game: %1"): _SYSTEM_REASON,
    ("PuzzleEditor", "The puzzle could not be saved: %1"): _SYSTEM_REASON,
    ("AboutDialog", "The notices could not be read: %1"): _SYSTEM_REASON,
    ("Narration", "Bowl %1, %n stone(s): %2"): (
        "what a screen reader says on every focus move between bowls: the colon opens the "
        "list of the bowl's stones (each a colour name), the count before it has its "
        "plural forms; spoken() reads the colon as a pause, and a longer clause would be "
        "heard on every arrow key"
    ),
}


def source_messages() -> set[tuple[str, str]]:
    root = ET.parse(ROOT / "translations" / "twelve_bowls_es.ts").getroot()
    return {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in root.iter("context")
        for message in context.iter("message")
    }


def templates(messages: set[tuple[str, str]]) -> set[tuple[str, str]]:
    return {(context, source) for context, source in messages if TEMPLATE.search(source)}


def test_the_check_finds_the_template_shapes() -> None:
    found = templates(
        {
            ("Game", "Score: %1"),
            ("Records", "%1: %2"),
            ("Game", "Limit: %n move(s)."),
            ("Game", "Overflow in bowl %1: more than seven stones."),  # a clause, no value
            ("Game", "Your score is %n point(s)."),
        }
    )
    assert found == {("Game", "Score: %1"), ("Records", "%1: %2"), ("Game", "Limit: %n move(s).")}


def test_no_message_pushes_a_value_in_after_a_colon() -> None:
    found = templates(source_messages())
    new = sorted(found - set(KEPT))
    assert not new, "\n".join(f"{context}: {source!r}" for context, source in new)


def test_the_allow_lists_name_only_messages_that_still_exist() -> None:
    # A message rewritten into sentences leaves the list (and the list cannot grow stale).
    found = templates(source_messages())
    assert set(KEPT) <= found, sorted(set(KEPT) - found)
    assert all(reason.strip() for reason in KEPT.values())
