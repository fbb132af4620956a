"""Generate ``docs/puzzles.md``: the 100 puzzles at a glance, proven by the solver.

Runs ``engine.solve`` on every puzzle (the whole-set proof), checks that each move limit
is the proven optimum (one move of slack allowed in puzzles 1-20), measures every puzzle
with ``tools/puzzle_measures.py`` (ablation, overflow, bits per move, greedy play, winning
lines) and writes one table row per puzzle plus the coverage counts and the set's figures.

    python tools/puzzle_table.py            # rewrite docs/puzzles.md
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import puzzle_measures

from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.puzzles import (
    PLAY_MECHANICS,
    POSITION_MECHANICS,
    Puzzle,
    load_puzzles,
    mechanics,
)
from twelve_bowls.engine.solve import solve

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "docs" / "puzzles.md"
SLACK_UNTIL = 20  # A slack of at most one move in the first 20 puzzles


def goal_text(goal: Goal) -> str:
    if goal.type is GoalType.CLEAR_COLOR:
        return f"clear {goal.color}"
    if goal.type is GoalType.COLLECT:
        return f"collect {goal.count} {goal.color}"
    if goal.type is GoalType.SCORE:
        return f"score {goal.points}"
    if goal.type is GoalType.COMBO:
        return f"combo {goal.size}"
    if goal.type is GoalType.AT_MOST:
        return f"at most {goal.stones} left"
    return "clear board"


# The third edition's new boards, and the puzzles whose hint alone changed.
THIRD_EDITION_BOARDS = (43, 44, 45, 46, 47, 49, 64, 74, 76, 78, 84, 89, 90, 91, 93, 94, 95, 96, 97)
THIRD_EDITION_HINTS = (33, 57, 71)
# Boards changed again so that no idea dominates 61-100 (the idea measure).
IDEA_BOARDS = (73, 78, 81, 87, 88, 91, 92, 94, 95)

RECORDS_NOTE = (
    "**Records from earlier editions.** Records are kept by puzzle number, so a record",
    "on a puzzle whose board changed in the second or the third edition stays as it is:",
    "the solved mark says the player solved that number once (nobody loses progress to a",
    "new edition), and its best move count may come from an earlier board, even below or",
    "above the new optimum (puzzles 93 and 94 went from 8 moves to 6, for example). A win",
    "of the new board is recorded like any win and replaces the count only when it is",
    "better. Puzzles from a player's own file (*Open puzzle file…*) are never recorded.",
    "",
    "**The third edition** gave new boards to puzzles "
    + ", ".join(map(str, THIRD_EDITION_BOARDS))
    + " (84 only lost its wild, which",
    "mattered by being there, not as a wild) and new hints to "
    + ", ".join(map(str, THIRD_EDITION_HINTS))
    + ": no hint names",
    "the first move by bowl number when that move is the only one that wins, and a new",
    "board's file also carries an `idea` (what to look for, without a bowl) for the first",
    "step of help.",
    "",
    "**Varied ideas** then gave new boards to puzzles "
    + ", ".join(map(str, IDEA_BOARDS))
    + " (each with a new title, hint and",
    "idea): line-up finishes made way for volcanoes, a frozen bowl and blockers. A record",
    "on one of them is kept like any older record above: the solved mark stays, and its",
    "best move count may come from the old board (81, 88 and 94 are 6 moves as before; 78,",
    "87 and 95 went from 6 to 5, 73, 91 and 92 from 5 to 6, so an old 5 there is below the",
    "new optimum) until a better win of the new board replaces it.",
)


OWN_FILES_NOTE = (
    "**Your own puzzle files.** *Open puzzle file…* on the Puzzles screen plays any JSON",
    "file holding R10.3's minimum: `format`, `id` (any whole number from 1 to 999999),",
    "`bowls`, `modifiers`, `goal`, `moves` and `solution`; `title`, `hint` and",
    "`difficulty` are optional (no title shows the file name, no hint shows none). The",
    "stored solution must win on its last move, as in the shipped files. A file that",
    "cannot be played gets one sentence in the player's language naming the file, the",
    "field and what was expected; nothing is saved or recorded.",
)


def bands(all_measures: list[puzzle_measures.Measures]) -> str:
    """Median bits per move in 1-27, 28-50, 51-70 and 71-100."""
    parts = []
    for low, high in ((1, 27), (28, 50), (51, 70), (71, 100)):
        values = [m.bits for m in all_measures if low <= m.puzzle.id <= high]
        parts.append(f"{low}-{high}: {statistics.median(values):.2f}")
    return ", ".join(parts)


def ideas_section(all_measures: list[puzzle_measures.Measures], puzzles: list[Puzzle]) -> list[str]:
    """The ideas of 61-100, the line-up finishes and each mechanic's lesson, test and twist."""
    pm = puzzle_measures
    figures = pm.third_edition_figures(all_measures, puzzles)
    census = "\n".join(
        f"| {label} | {len(ids)} | {', '.join(map(str, ids))} |"
        for label, ids in figures.ideas.items()
    )
    tracks = "\n".join(
        f"| {t.mechanic.replace('_', ' ')} | {t.lesson} | {t.test} | {t.twist} "
        f"| {', '.join(name.replace('_', ' ') for name in t.with_)} |"
        for t in figures.tracks
    )
    news = "; ".join(
        f"{band}: {', '.join(map(str, ids)) or 'none'}"
        for band, ids in figures.new_idea_bands().items()
    )
    return [
        "## Ideas",
        "",
        f"Every puzzle from {pm.IDEA_FROM} on has an *idea*: the shape of its stored solution",
        "line, measured by `tools/puzzle_measures.py` (`idea`). Its mechanics are those the",
        "line really uses: *wild* (a wild leaves in a match), *blocker* (a blocker is",
        "cleared), *reverse* (a move from a reverse bowl), *frozen* (a frozen bowl holds or",
        "receives stones), *eruption*, *chain* (a match after an eruption), *perfect clear*;",
        "*plain* when none. Its shape is *finish* (set-ups, then one sowing that matches in",
        "two or more bowls), *last group* (set-ups, then one sowing that completes one group)",
        "or *steps* (two or more moves match). A *line-up finish* is a finish with no",
        "volcano, frozen bowl or blocker in it: line up groups, finish with one sowing (a",
        "wild or a reverse bowl only changes how the groups are lined up).",
        "",
        f"Caps, checked by the slow test: in {pm.IDEA_CAP_FROM}-100 no idea has more than "
        f"{pm.IDEA_CAP:.0%} of the puzzles",
        f"({figures.idea_cap} of {figures.late_count}), line-up finishes are at most "
        f"{pm.LINEUP_CAP:.0%} ({figures.lineup_cap}), every ten",
        f"puzzles hold at least {pm.MODIFIERS_PER_BAND} whose line uses a modifier or a "
        "blocker, and every ten after",
        f"{pm.IDEA_FROM} brings at least one idea no earlier puzzle had.",
        "",
        f"| idea ({pm.IDEA_CAP_FROM}-100) | puzzles | which |",
        "|---|---|---|",
        census,
        "",
        f"Line-up finishes in {pm.IDEA_CAP_FROM}-100: {len(figures.lineup)} "
        f"({', '.join(map(str, figures.lineup))}).",
        f"New ideas after {pm.IDEA_FROM}, by ten: {news}.",
        "",
        "**Teach, test, twist.** For each mechanic, measured from the lines: its *lesson* is",
        "the first puzzle whose line uses it, its *test* the next one after "
        f"{pm.IDEA_FROM} that uses it",
        "again, its *twist* the first after the test that uses it together with a mechanic",
        "the lesson's line did not show (named in the last column). *set up* is a move that",
        "matches nothing; *combo* a move that matches in two or more bowls.",
        "",
        "| mechanic | lesson | test | twist | the twist adds |",
        "|---|---|---|---|---|",
        tracks,
        "",
    ]


GENERATED_HEADING = "## Generated puzzles"


def generated_section() -> list[str]:
    """The generated puzzles' figures, kept as ``tools/generated_figures.py --write`` put
    them in the page (from its heading to the next one), so that this table does not need
    to generate 800 puzzles again."""
    if not TARGET.exists():
        return []
    kept: list[str] = []
    for line in TARGET.read_text(encoding="utf-8").splitlines():
        if line == GENERATED_HEADING:
            kept = [line]
        elif kept and line.startswith("## "):
            break
        elif kept:
            kept.append(line)
    return kept


def render() -> tuple[str, list[str], float]:
    """The Markdown text, the limit/difficulty problems found, and the seconds it took."""
    puzzles = load_puzzles()
    rows = []
    problems = []
    goals: Counter[str] = Counter()
    used: Counter[str] = Counter()
    first: dict[str, int] = {}
    all_measures: list[puzzle_measures.Measures] = []
    started = time.perf_counter()
    for puzzle in puzzles:
        solution = solve(puzzle.position, puzzle.goal)
        optimum = solution.optimum
        slack = 1 if puzzle.id <= SLACK_UNTIL else 0
        if optimum is None or not optimum <= puzzle.moves <= optimum + slack:
            problems.append(f"puzzle {puzzle.id}: limit {puzzle.moves}, optimum {optimum}")
        if solution.difficulty != puzzle.difficulty:
            problems.append(
                f"puzzle {puzzle.id}: difficulty {puzzle.difficulty} stored, "
                f"{solution.difficulty} from the solver"
            )
        measured = puzzle_measures.measure(puzzle)
        if measured.search.optimum != optimum or measured.search.count < solution.winning:
            problems.append(f"puzzle {puzzle.id}: the measures disagree with the solver")
        all_measures.append(measured)
        found = mechanics(puzzle)
        for name in found:
            used[name] += 1
            first.setdefault(name, puzzle.id)
        goals[puzzle.goal.type.value] += 1
        ablated = ", ".join(
            f"{name}{'' if matters else ' (decorative)'}"
            for name, matters in measured.ablation.items()
        )
        if measured.inert:
            inert_ok = all(measured.inert.values())
            ablated += f"; inert {'all matter' if inert_ok else 'DECORATIVE'}"
        idea_label = (
            puzzle_measures.idea(puzzle).label if puzzle.id >= puzzle_measures.IDEA_FROM else ""
        )
        lines_shown = f"{measured.search.count}{'+' if measured.search.truncated else ''}"
        rows.append(
            f"| {puzzle.id} | {puzzle.title} | {goal_text(puzzle.goal)} | {puzzle.moves} "
            f"| {optimum} | {lines_shown} | {measured.bits:.2f} "
            f"| {'yes' if measured.greedy else 'no'} "
            f"| {'beaten' if measured.beats_two_ply else 'wins'} "
            f"| {statistics.median(measured.branching):g} | {float(measured.walks):.2f} "
            f"| {measured.search.overflows} / {measured.search.tight} "
            f"| {solution.difficulty} | {ablated or '-'} | {', '.join(sorted(found))} "
            f"| {idea_label} |"
        )
    seconds = time.perf_counter() - started
    lines = [
        "# The 100 puzzles (third edition)",
        "",
        "Generated by `python tools/puzzle_table.py` from `puzzles/*.json`; every optimum is",
        "proven by the engine's solver (`python -m engine.solve`) and every other figure is",
        "measured by `python tools/puzzle_measures.py` over the whole game tree within the",
        "limit. *Limit* is the move limit, *optimum* the fewest moves that win, *lines* the",
        "number of move sequences within the limit that win (each ends on its first win),",
        "*bits/move* −log2 of the chance that a player choosing uniformly among the legal",
        "moves wins, divided by the optimum; *greedy* says whether a greedy player (one who",
        "wins now when a move wins, else plays a move that scores, else any move) can win;",
        "*overflows* counts the reachable moves that overflow / the states on a winning line",
        "that offer one (there capacity matters: the player must see the eighth stone coming);",
        "*ablation* names each mechanic on the board, which must change the optimum or the",
        "winning lines when removed, and each wild and blocker must matter *in place*: an",
        "inert stone in its place (never matches, never cleared) must change them too (none",
        "may be *decorative*); *difficulty* (1-10) grows with the bits of luck a random",
        "player would need.",
        "",
        "*2-ply* is the look-ahead player of `engine/puzzle_proof.py` (`TwoPly`, shared by",
        "these measures and the in-game editor, as is the greedy player): it wins now if a",
        "move wins, else plays a move with a winning follow-up, else the move whose best",
        "reply leaves the most goal progress: collected stones (`collect`), points",
        "(`score`), the best combo of the two moves (`combo`), minus the goal colour's",
        "stones left (`clear_color`) or minus the items left (`at_most`, `clear_board`);",
        "ties of progress go to the state with more bowls one stone short of a group (a",
        "colour with two normal stones, or one and a wild; only the goal's colour when it has",
        "one). It never plays a move that overflows. A puzzle has *beaten* it only if it",
        "loses whichever way it breaks the ties that remain (every tied move is followed).",
        "*branching* is the median number of legal moves in the states of the stored",
        "solution line; *walks* the share of its moves that only walk a single stone into an",
        "empty bowl (its bowl holds one item, the bowl it lands in was empty, nothing matches",
        "or erupts: `engine/puzzle_grading.py`, which the generator refuses by too).",
        "Near-duplicates: no two of 41-100 have the same goal and boards at",
        "most two items (or modifiers) apart, over the twelve rotations of the ring.",
        "",
        *RECORDS_NOTE,
        "",
        *OWN_FILES_NOTE,
        "",
        "## The set in figures",
        "",
        *(f"- {line}" for line in puzzle_measures.summary(all_measures)),
        f"- median bits per move by band: {bands(all_measures)}",
        "",
        "## Coverage",
        "",
        "| goal type | puzzles |",
        "|---|---|",
        *(f"| `{kind.value}` | {goals[kind.value]} |" for kind in GoalType),
        "",
        "| mechanic | first puzzle | puzzles |",
        "|---|---|---|",
        *(
            f"| {name.replace('_', ' ')} | {first.get(name, '-')} | {used[name]} |"
            for name in sorted(
                (*POSITION_MECHANICS, *PLAY_MECHANICS), key=lambda n: first.get(n, 999)
            )
        ),
        "",
        *ideas_section(all_measures, puzzles),
        *generated_section(),
        "## Puzzles",
        "",
        "| # | title | goal | limit | optimum | lines | bits/move | greedy | 2-ply | branching "
        "| walks | overflows | difficulty | ablation | mechanics | idea |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
        *rows,
        "",
    ]
    return "\n".join(lines), problems, seconds


def main() -> int:
    text, problems, seconds = render()
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    TARGET.write_text(text, encoding="utf-8")
    print(f"100 puzzles proven in {seconds:.1f} s; wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
