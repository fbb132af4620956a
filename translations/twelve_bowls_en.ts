<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
    <context>
        <name>Danger</name>
        <message numerus="yes">
            <source>%1 · %n move(s)</source>
            <comment>a modifier and the moves it lasts</comment>
            <translation>
                <numerusform>%1 · %n move</numerusform>
                <numerusform>%1 · %n moves</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Assist</name>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n move</numerusform>
                <numerusform>%n moves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 makes a group and %n stone(s) are removed.</source>
            <translation>
                <numerusform>Bowl %1 makes a group and %n stone is removed.</numerusform>
                <numerusform>Bowl %1 makes a group and %n stones are removed.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This phase scores %n point(s) with a %1 combo.</source>
            <comment>%1 is a multiplier: ×3</comment>
            <translation>
                <numerusform>This phase scores %n point with a %1 combo.</numerusform>
                <numerusform>This phase scores %n points with a %1 combo.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message numerus="yes">
            <source>Your score is %n point(s).</source>
            <translation>
                <numerusform>Your score is %n point.</numerusform>
                <numerusform>Your score is %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <comment>the HUD's score</comment>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n safe move(s) played</source>
            <translation>
                <numerusform>%n safe move played</numerusform>
                <numerusform>%n safe moves played</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your best for this date is %n point(s).</source>
            <translation>
                <numerusform>Your best for this date is %n point.</numerusform>
                <numerusform>Your best for this date is %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) played</source>
            <translation>
                <numerusform>%n move played</numerusform>
                <numerusform>%n moves played</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) left</source>
            <translation>
                <numerusform>%n move left</numerusform>
                <numerusform>%n moves left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This move would score %n point(s).</source>
            <comment>move preview</comment>
            <translation>
                <numerusform>This move would score %n point.</numerusform>
                <numerusform>This move would score %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This move would score %n point(s) with a %1 combo.</source>
            <comment>move preview; %1 is the combo's multiplier: ×3</comment>
            <translation>
                <numerusform>This move would score %n point with a %1 combo.</numerusform>
                <numerusform>This move would score %n points with a %1 combo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n volcano(es) would erupt.</source>
            <comment>move preview</comment>
            <translation>
                <numerusform>One volcano would erupt.</numerusform>
                <numerusform>%n volcanoes would erupt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n bowl(s) would be left at seven stones: a refill stone landing there would overflow it.</source>
            <comment>move preview; the refill follows this move</comment>
            <translation>
                <numerusform>One bowl would be left at seven stones: a refill stone landing there would overflow it.</numerusform>
                <numerusform>%n bowls would be left at seven stones: a refill stone landing in one of them would overflow it.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is frozen for %n move(s).</source>
            <translation>
                <numerusform>Bowl %1 is frozen for %n move.</numerusform>
                <numerusform>Bowl %1 is frozen for %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is a reverse bowl for %n move(s).</source>
            <translation>
                <numerusform>Bowl %1 is a reverse bowl for %n move.</numerusform>
                <numerusform>Bowl %1 is a reverse bowl for %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is a volcano for %n move(s).</source>
            <translation>
                <numerusform>Bowl %1 is a volcano for %n move.</numerusform>
                <numerusform>Bowl %1 is a volcano for %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 holds %n stone(s) in queue order</source>
            <translation>
                <numerusform>Bowl %1 holds %n stone in queue order</numerusform>
                <numerusform>Bowl %1 holds %n stones in queue order</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your final score is %n point(s).</source>
            <translation>
                <numerusform>Your final score is %n point.</numerusform>
                <numerusform>Your final score is %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Perfect Clear: the board was emptied, and its bonus of %n point(s) is in the score.</source>
            <translation>
                <numerusform>Perfect Clear: the board was emptied, and its bonus of %n point is in the score.</numerusform>
                <numerusform>Perfect Clear: the board was emptied, and its bonus of %n points is in the score.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Score %n points</source>
            <translation>
                <numerusform>Score %n point</numerusform>
                <numerusform>Score %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Make a combo of %n bowls in one move</source>
            <translation>
                <numerusform>Make a combo of %n bowl in one move</numerusform>
                <numerusform>Make a combo of %n bowls in one move</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Leave at most %n stone(s) on the board</source>
            <translation>
                <numerusform>Leave at most %n stone on the board</numerusform>
                <numerusform>Leave at most %n stones on the board</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) left on the board</source>
            <comment>goal progress</comment>
            <translation>
                <numerusform>%n stone left on the board</numerusform>
                <numerusform>%n stones left on the board</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your biggest combo so far reached %1 of %n bowls</source>
            <comment>goal progress: %n is the combo the goal asks for</comment>
            <translation>
                <numerusform>Your biggest combo so far reached %1 of %n bowl</numerusform>
                <numerusform>Your biggest combo so far reached %1 of %n bowls</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Solved in %n move(s).</source>
            <translation>
                <numerusform>Solved in %n move.</numerusform>
                <numerusform>Solved in %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All %n moves of the day are played.</source>
            <translation>
                <numerusform>The day's only move is played.</numerusform>
                <numerusform>All %n moves of the day are played.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n red stone(s)</source>
            <translation>
                <numerusform>Collect %n red stone</numerusform>
                <numerusform>Collect %n red stones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n yellow stone(s)</source>
            <translation>
                <numerusform>Collect %n yellow stone</numerusform>
                <numerusform>Collect %n yellow stones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n green stone(s)</source>
            <translation>
                <numerusform>Collect %n green stone</numerusform>
                <numerusform>Collect %n green stones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n blue stone(s)</source>
            <translation>
                <numerusform>Collect %n blue stone</numerusform>
                <numerusform>Collect %n blue stones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n purple stone(s)</source>
            <translation>
                <numerusform>Collect %n purple stone</numerusform>
                <numerusform>Collect %n purple stones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) on the board (at most %1)</source>
            <comment>goal progress: the stones now, then the most the goal allows</comment>
            <translation>
                <numerusform>%n stone on the board (at most %1)</numerusform>
                <numerusform>%n stones on the board (at most %1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n points</source>
            <comment>goal progress</comment>
            <translation>
                <numerusform>%1 of %n point</numerusform>
                <numerusform>%1 of %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The goal was not met within %n move(s).</source>
            <translation>
                <numerusform>The goal was not met within %n move.</numerusform>
                <numerusform>The goal was not met within %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The refill overflowed bowl %1: after your move it came to hold %n stones, more than seven.</source>
            <translation>
                <numerusform>The refill overflowed bowl %1: after your move it came to hold %n stone, more than seven.</numerusform>
                <numerusform>The refill overflowed bowl %1: after your move it came to hold %n stones, more than seven.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 overflowed: it ended the move holding %n stones, more than seven.</source>
            <translation>
                <numerusform>Bowl %1 overflowed: it ended the move holding %n stone, more than seven.</numerusform>
                <numerusform>Bowl %1 overflowed: it ended the move holding %n stones, more than seven.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That was the solution in %n move(s). Now try it yourself.</source>
            <translation>
                <numerusform>That was the solution in %n move. Now try it yourself.</numerusform>
                <numerusform>That was the solution in %n moves. Now try it yourself.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message numerus="yes">
            <source>%1 for %n more move(s)</source>
            <translation>
                <numerusform>%1 for %n more move</numerusform>
                <numerusform>%1 for %n more moves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1, %n stone(s): %2</source>
            <translation>
                <numerusform>Bowl %1, %n stone: %2</numerusform>
                <numerusform>Bowl %1, %n stones: %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 group in bowl %2, %n stone(s)</source>
            <translation>
                <numerusform>%1 group in bowl %2, %n stone</numerusform>
                <numerusform>%1 group in bowl %2, %n stones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 with %n wild(s)</source>
            <translation>
                <numerusform>%1 with %n wild</numerusform>
                <numerusform>%1 with %n wilds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n blocker(s) leave bowl %1</source>
            <translation>
                <numerusform>%n blocker leaves bowl %1</numerusform>
                <numerusform>%n blockers leave bowl %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PuzzleCode</name>
        <message numerus="yes">
            <source>The solver has searched %n position(s) so far.</source>
            <translation>
                <numerusform>The solver has searched %n position so far.</numerusform>
                <numerusform>The solver has searched %n positions so far.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>No line of at most %n move(s) meets this code's goal: it cannot be won.</source>
            <translation>
                <numerusform>No line of at most %n move meets this code's goal: it cannot be won.</numerusform>
                <numerusform>No line of at most %n moves meets this code's goal: it cannot be won.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The search is %n move(s) deep.</source>
            <translation>
                <numerusform>The search is %n move deep.</numerusform>
                <numerusform>The search is %n moves deep.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Proven: the goal can be met in %n move(s).</source>
            <translation>
                <numerusform>Proven: the goal can be met in %n move.</numerusform>
                <numerusform>Proven: the goal can be met in %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The limit is %n move(s).</source>
            <translation>
                <numerusform>The limit is %n move.</numerusform>
                <numerusform>The limit is %n moves.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Duration</name>
        <message numerus="yes">
            <source>%n hour(s)</source>
            <translation>
                <numerusform>%n hour</numerusform>
                <numerusform>%n hours</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n minute(s)</source>
            <translation>
                <numerusform>%n minute</numerusform>
                <numerusform>%n minutes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s)</source>
            <translation>
                <numerusform>%n second</numerusform>
                <numerusform>%n seconds</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PuzzleEditor</name>
        <message numerus="yes">
            <source>The solver has searched %n position(s) so far.</source>
            <translation>
                <numerusform>The solver has searched %n position so far.</numerusform>
                <numerusform>The solver has searched %n positions so far.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The search is %n move(s) deep.</source>
            <translation>
                <numerusform>The search is %n move deep.</numerusform>
                <numerusform>The search is %n moves deep.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Proven: the optimum is %n move(s).</source>
            <translation>
                <numerusform>Proven: the optimum is %n move.</numerusform>
                <numerusform>Proven: the optimum is %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The limit is %n move(s).</source>
            <translation>
                <numerusform>The limit is %n move.</numerusform>
                <numerusform>The limit is %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n winning line(s) of the optimum's length.</source>
            <translation>
                <numerusform>%n winning line of the optimum's length.</numerusform>
                <numerusform>%n winning lines of the optimum's length.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That leaves %n move(s) of slack beyond the optimum.</source>
            <translation>
                <numerusform>That leaves %n move of slack beyond the optimum.</numerusform>
                <numerusform>That leaves %n moves of slack beyond the optimum.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Generated</name>
        <message numerus="yes">
            <source>✓ Today's solved in %n move(s)</source>
            <translation>
                <numerusform>✓ Today's solved in %n move</numerusform>
                <numerusform>✓ Today's solved in %n moves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n solved</source>
            <translation>
                <numerusform>%n solved</numerusform>
                <numerusform>%n solved</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A generated puzzle was left unfinished after %n move(s).</source>
            <translation>
                <numerusform>A generated puzzle was left unfinished after %n move.</numerusform>
                <numerusform>A generated puzzle was left unfinished after %n moves.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Home</name>
        <message numerus="yes">
            <source>%n of 100 solved</source>
            <translation>
                <numerusform>%n of 100 solved</numerusform>
                <numerusform>%n of 100 solved</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your best score is %n point(s).</source>
            <translation>
                <numerusform>Your best score is %n point.</numerusform>
                <numerusform>Your best score is %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have completed the Daily %n day(s) in a row.</source>
            <translation>
                <numerusform>You have completed the Daily %n day in a row.</numerusform>
                <numerusform>You have completed the Daily %n days in a row.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MyPuzzles</name>
        <message numerus="yes">
            <source>limit %n move(s)</source>
            <translation>
                <numerusform>limit %n move</numerusform>
                <numerusform>limit %n moves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>✓ Solved · best %n move(s)</source>
            <translation>
                <numerusform>✓ Solved · best %n move</numerusform>
                <numerusform>✓ Solved · best %n moves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Show %n more of your puzzles</source>
            <translation>
                <numerusform>Show %n more of your puzzles</numerusform>
                <numerusform>Show %n more of your puzzles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of your puzzles are not listed yet.</source>
            <translation>
                <numerusform>%n of your puzzles is not listed yet.</numerusform>
                <numerusform>%n of your puzzles are not listed yet.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Puzzles</name>
        <message numerus="yes">
            <source>You solved it with as few as %n hint(s).</source>
            <translation>
                <numerusform>You solved it with as few as %n hint.</numerusform>
                <numerusform>You solved it with as few as %n hints.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>✓ Solved · best %n moves</source>
            <translation>
                <numerusform>✓ Solved · best %n move</numerusform>
                <numerusform>✓ Solved · best %n moves</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message numerus="yes">
            <source>You have earned %1 of the %n achievement(s).</source>
            <translation>
                <numerusform>You have earned %1 of the %n achievement.</numerusform>
                <numerusform>You have earned %1 of the %n achievements.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have unlocked %1 of the %n theme(s).</source>
            <translation>
                <numerusform>You have unlocked %1 of the %n theme.</numerusform>
                <numerusform>You have unlocked %1 of the %n themes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your shelf holds %n medal(s).</source>
            <translation>
                <numerusform>Your shelf holds %n medal.</numerusform>
                <numerusform>Your shelf holds %n medals.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Best score of each of the last %n day(s) (dates in UTC).</source>
            <translation>
                <numerusform>Best score of the last %n day (date in UTC).</numerusform>
                <numerusform>Best score of each of the last %n days (dates in UTC).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your best score is %n point(s).</source>
            <translation>
                <numerusform>Your best score is %n point.</numerusform>
                <numerusform>Your best score is %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your best solutions take %n move(s) in all.</source>
            <comment>the fewest moves of every solved puzzle, added up</comment>
            <translation>
                <numerusform>Your best solutions take %n move in all.</numerusform>
                <numerusform>Your best solutions take %n moves in all.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>On %1 the best score was %n point(s).</source>
            <comment>a day in the chart's description; %1 is its date</comment>
            <translation>
                <numerusform>On %1 the best score was %n point.</numerusform>
                <numerusform>On %1 the best score was %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That game took %n move(s).</source>
            <translation>
                <numerusform>That game took %n move.</numerusform>
                <numerusform>That game took %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Endless game(s) recorded.</source>
            <translation>
                <numerusform>%n Endless game recorded.</numerusform>
                <numerusform>%n Endless games recorded.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ThemesGallery</name>
        <message numerus="yes">
            <source>%n more achievement(s) to unlock</source>
            <translation>
                <numerusform>%n more achievement to unlock</numerusform>
                <numerusform>%n more achievements to unlock</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This theme is still locked: earn %n more achievement(s) in any mode to use it.</source>
            <translation>
                <numerusform>This theme is still locked: earn %n more achievement in any mode to use it.</numerusform>
                <numerusform>This theme is still locked: earn %n more achievements in any mode to use it.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Locked: earn %n more achievement(s) in any mode to unlock it. You can preview it now.</source>
            <translation>
                <numerusform>Locked: earn %n more achievement in any mode to unlock it. You can preview it now.</numerusform>
                <numerusform>Locked: earn %n more achievements in any mode to unlock it. You can preview it now.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message numerus="yes">
            <source>Unlocks after %n more achievement(s).</source>
            <translation>
                <numerusform>Unlocks after %n more achievement.</numerusform>
                <numerusform>Unlocks after %n more achievements.</numerusform>
            </translation>
        </message>
    </context>
</TS>
