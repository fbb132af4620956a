<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
    <context>
        <name>Achievements</name>
        <message>
            <source>First steps</source>
            <translation>はじめの一歩</translation>
        </message>
        <message>
            <source>Solve a puzzle.</source>
            <translation>パズルを1問クリアする。</translation>
        </message>
        <message>
            <source>Daily visitor</source>
            <translation>デイリーの常連</translation>
        </message>
        <message>
            <source>Getting going</source>
            <translation>調子が出てきた</translation>
        </message>
        <message>
            <source>Complete the Daily challenge of 3 different dates.</source>
            <translation>異なる3日分のデイリーを完了する。</translation>
        </message>
        <message>
            <source>Score 500 points in each of 3 Endless games.</source>
            <translation>エンドレス3回それぞれで500点を取る。</translation>
        </message>
        <message>
            <source>Chain reaction</source>
            <translation>連鎖反応</translation>
        </message>
        <message>
            <source>Make a combo of 3 in Endless or a Daily, from your fourth day of Dailies.</source>
            <translation>4日目のデイリー以降に、エンドレスかデイリーでコンボ3を出す。</translation>
        </message>
        <message>
            <source>Puzzler</source>
            <translation>パズル好き</translation>
        </message>
        <message>
            <source>Solve 10 different puzzles.</source>
            <translation>異なるパズルを10問クリアする。</translation>
        </message>
        <message>
            <source>Clean sweep</source>
            <translation>一掃</translation>
        </message>
        <message>
            <source>Make a Perfect Clear.</source>
            <translation>パーフェクトクリアを達成する。</translation>
        </message>
        <message>
            <source>Long haul</source>
            <translation>長期戦</translation>
        </message>
        <message>
            <source>Play 100 safe moves in each of 8 Endless games, from your fifth day of play.</source>
            <translation>プレイ5日目以降に、エンドレス8回それぞれで安全な手を100手打つ。</translation>
        </message>
        <message>
            <source>Quarter way</source>
            <translation>4分の1達成</translation>
        </message>
        <message>
            <source>Solve 25 different puzzles, from your sixth day of play.</source>
            <translation>プレイ6日目以降に、異なるパズルを25問クリアする。</translation>
        </message>
        <message>
            <source>Solve 50 different puzzles, from your seventh day of play.</source>
            <translation>プレイ7日目以降に、異なるパズルを50問クリアする。</translation>
        </message>
        <message>
            <source>A week of days</source>
            <translation>1週間分のデイリー</translation>
        </message>
        <message>
            <source>Complete the Daily challenge of 7 different dates.</source>
            <translation>異なる7日分のデイリーを完了する。</translation>
        </message>
        <message>
            <source>Full cascade</source>
            <translation>大連鎖</translation>
        </message>
        <message>
            <source>Reach the ×4 multiplier in Endless or a Daily, from your sixth day of Dailies.</source>
            <translation>6日目のデイリー以降に、エンドレスかデイリーで倍率×4に到達する。</translation>
        </message>
        <message>
            <source>Steady hands</source>
            <translation>ぶれない手</translation>
        </message>
        <message>
            <source>Score 2,500 points in each of 8 Endless games, from your sixth day of play.</source>
            <translation>プレイ6日目以降に、エンドレス8回それぞれで2,500点を取る。</translation>
        </message>
        <message>
            <source>Halfway there</source>
            <translation>折り返し地点</translation>
        </message>
        <message>
            <source>Big day</source>
            <translation>最高の一日</translation>
        </message>
        <message>
            <source>Unshakeable</source>
            <translation>揺るがぬ心</translation>
        </message>
        <message>
            <source>Score 10,000 points in one Endless game.</source>
            <translation>エンドレス1回で10,000点を取る。</translation>
        </message>
        <message>
            <source>Every bowl in its place</source>
            <translation>すべての器をあるべき場所に</translation>
        </message>
        <message>
            <source>Solve all 100 puzzles.</source>
            <translation>100問すべてのパズルをクリアする。</translation>
        </message>
        <message>
            <source>Score 800 points in the Daily challenge of 3 different dates.</source>
            <translation>異なる3日分のデイリーでそれぞれ800点を取る。</translation>
        </message>
    </context>
    <context>
        <name>Assist</name>
        <message>
            <source>Twelve Bowls · Easy puzzle of the day %1</source>
            <translation>十二の器・やさしい日替わりパズル %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Medium puzzle of the day %1</source>
            <translation>十二の器・ふつうの日替わりパズル %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Hard puzzle of the day %1</source>
            <translation>十二の器・むずかしい日替わりパズル %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Expert puzzle of the day %1</source>
            <translation>十二の器・エキスパートの日替わりパズル %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Daily %1</source>
            <translation>十二の器・デイリー %1</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <comment>the share text: its points, then its moves</comment>
            <translation>%1・%2</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n手</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 makes a group and %n stone(s) are removed.</source>
            <translation>
                <numerusform>%1番の器で組ができ、石が%n個消えます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This phase scores %n point(s) with a %1 combo.</source>
            <comment>%1 is a multiplier: ×3</comment>
            <translation>
                <numerusform>この段階でコンボ%1により%n点が入ります。</numerusform>
            </translation>
        </message>
        <message>
            <source>Perfect Clear: the board is empty.</source>
            <translation>パーフェクトクリア：盤面が空になりました。</translation>
        </message>
        <message>
            <source>A stone is sown into bowl %1.</source>
            <translation>石が%1番の器に配られます。</translation>
        </message>
        <message>
            <source>Blockers next to a group fall in bowl %1.</source>
            <translation>組の隣にある%1番の器のブロッカーが消えます。</translation>
        </message>
        <message>
            <source>The volcano in bowl %1 erupts and sows again.</source>
            <translation>%1番の器の火山が噴火し、もう一度配ります。</translation>
        </message>
        <message>
            <source>Refill: a stone drops into bowl %1.</source>
            <translation>補充：%1番の器に石が1個入ります。</translation>
        </message>
        <message>
            <source>Overflow in bowl %1: more than seven stones.</source>
            <translation>%1番の器で容量超過：8個以上になりました。</translation>
        </message>
        <message>
            <source>Step %1 of %2.</source>
            <translation>%2段階中%1段階目。</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separator of a list of bowl numbers</comment>
            <translation>、</translation>
        </message>
        <message>
            <source>This is the board before the move.</source>
            <translation>手を打つ前の盤面です。</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <source>Overflow!</source>
            <translation>容量超過！</translation>
        </message>
        <message>
            <source>Combo %1  %2</source>
            <comment>%1 is the multiplier (×3), %2 the points (+270)</comment>
            <translation>コンボ %1  %2</translation>
        </message>
        <message>
            <source>Perfect Clear!  %1</source>
            <comment>%1 is the bonus with its sign: +500</comment>
            <translation>パーフェクトクリア！  %1</translation>
        </message>
    </context>
    <context>
        <name>ColourScheme</name>
        <message>
            <source>Follow the desktop</source>
            <translation>デスクトップに合わせる</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>ライト</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>ダーク</translation>
        </message>
        <message>
            <source>Colour sc&amp;heme</source>
            <translation>配色(&amp;H)</translation>
        </message>
    </context>
    <context>
        <name>Colours</name>
        <message>
            <source>red</source>
            <translation>赤</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>黄色</translation>
        </message>
        <message>
            <source>green</source>
            <translation>緑</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>青</translation>
        </message>
        <message>
            <source>purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <source>wild</source>
            <translation>ワイルド</translation>
        </message>
        <message>
            <source>blocker</source>
            <translation>ブロッカー</translation>
        </message>
    </context>
    <context>
        <name>Danger</name>
        <message>
            <source>Frozen</source>
            <translation>凍結</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>リバース</translation>
        </message>
        <message>
            <source>Volcano</source>
            <translation>火山</translation>
        </message>
        <message>
            <source>After each move two stones drop into bowls: a bowl left with 8 ends it.</source>
            <translation>1手ごとに石が2個どこかの器に入ります。石が8個残った器があると終わりです。</translation>
        </message>
        <message numerus="yes">
            <source>%1 · %n move(s)</source>
            <comment>a modifier and the moves it lasts</comment>
            <translation>
                <numerusform>%1・あと%n手</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Duration</name>
        <message>
            <source>%1 %2</source>
            <comment>hours then minutes</comment>
            <translation>%1%2</translation>
        </message>
        <message numerus="yes">
            <source>%n hour(s)</source>
            <translation>
                <numerusform>%n時間</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n minute(s)</source>
            <translation>
                <numerusform>%n分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s)</source>
            <translation>
                <numerusform>%n秒</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. On Debian or Ubuntu, install the package %1 and restart the game.</source>
            <extracomment>What to do about a missing font, per desktop (Debian advice on every OS was no help on Windows or macOS). %1 is the package (Debian) or the font family (elsewhere).</extracomment>
            <translation>この言語の一部の文字は、対応するフォントがインストールされていないため表示できません。Debian または Ubuntu では、パッケージ %1 をインストールしてからゲームを再起動してください。</translation>
        </message>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. Install the font %1 with your system's software manager and restart the game.</source>
            <translation>この言語の一部の文字は、対応するフォントがインストールされていないため表示できません。システムのソフトウェア管理ツールでフォント %1 をインストールし、ゲームを再起動してください。</translation>
        </message>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. In Windows Settings, open Time &amp; language, then Language &amp; region, add this language (Windows adds its fonts) and restart the game.</source>
            <translation>この言語の一部の文字は、対応するフォントがインストールされていないため表示できません。Windows の設定で「時刻と言語」→「言語と地域」を開き、この言語を追加して（Windows がフォントを追加します）、ゲームを再起動してください。</translation>
        </message>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. Open the Font Book app, download the font %1 and restart the game.</source>
            <translation>この言語の一部の文字は、対応するフォントがインストールされていないため表示できません。Font Book アプリでフォント %1 をダウンロードし、ゲームを再起動してください。</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <source>The attempt has ended.</source>
            <translation>この挑戦は終了しました。</translation>
        </message>
        <message>
            <source>No bowl can be chosen.</source>
            <translation>選べる器がありません。</translation>
        </message>
        <message>
            <source>Select a bowl first.</source>
            <translation>先に器を選んでください。</translation>
        </message>
        <message>
            <source>Bowl %1 will be played when the animation ends.</source>
            <translation>アニメーションが終わると%1番の器から配ります。</translation>
        </message>
        <message>
            <source>The queued move on bowl %1 is no longer possible.</source>
            <translation>予約していた%1番の器の手は、もう打てません。</translation>
        </message>
        <message>
            <source>There is no move to undo.</source>
            <translation>取り消せる手はありません。</translation>
        </message>
        <message>
            <source>Move undone.</source>
            <translation>手を取り消しました。</translation>
        </message>
        <message>
            <source>Hints are only for the puzzles.</source>
            <translation>ヒントはパズルでのみ使えます。</translation>
        </message>
        <message>
            <source>Puzzle file %1</source>
            <translation>パズルファイル %1</translation>
        </message>
        <message>
            <source>Puzzle %1</source>
            <translation>パズル %1</translation>
        </message>
        <message>
            <source>%1 (UTC)</source>
            <translation>%1（UTC）</translation>
        </message>
        <message>
            <source>The last move made a %1 combo.</source>
            <comment>%1 is a multiplier: ×3</comment>
            <translation>直前の手でコンボ%1が出ました。</translation>
        </message>
        <message>
            <source>No combo on the last move.</source>
            <translation>直前の手ではコンボは出ませんでした。</translation>
        </message>
        <message>
            <source>No combo yet.</source>
            <translation>まだコンボは出ていません。</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>目標</translation>
        </message>
        <message>
            <source>Practice: this attempt cannot set a record.</source>
            <translation>練習：この挑戦では記録を更新できません。</translation>
        </message>
        <message>
            <source>Bowl %1 is now frozen.</source>
            <translation>%1番の器が凍結しました。</translation>
        </message>
        <message>
            <source>Bowl %1 is now a reverse bowl.</source>
            <translation>%1番の器がリバースの器になりました。</translation>
        </message>
        <message>
            <source>Bowl %1 is now a volcano.</source>
            <translation>%1番の器が火山になりました。</translation>
        </message>
        <message>
            <source>No bowl selected</source>
            <translation>器が選ばれていません</translation>
        </message>
        <message>
            <source>Select a bowl to see its queue.</source>
            <translation>器を選ぶと石の順番が表示されます。</translation>
        </message>
        <message>
            <source>Bowl %1</source>
            <translation>%1番の器</translation>
        </message>
        <message>
            <source>Puzzle</source>
            <translation>パズル</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>エンドレス</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>デイリー</translation>
        </message>
        <message>
            <source>Clear every red stone</source>
            <translation>赤い石をすべて消す</translation>
        </message>
        <message>
            <source>Clear every yellow stone</source>
            <translation>黄色い石をすべて消す</translation>
        </message>
        <message>
            <source>Clear every green stone</source>
            <translation>緑の石をすべて消す</translation>
        </message>
        <message>
            <source>Clear every blue stone</source>
            <translation>青い石をすべて消す</translation>
        </message>
        <message>
            <source>Clear every purple stone</source>
            <translation>紫の石をすべて消す</translation>
        </message>
        <message>
            <source>Clear the whole board</source>
            <translation>盤面をすべて空にする</translation>
        </message>
        <message>
            <source>%1 of %2 collected</source>
            <comment>goal progress</comment>
            <translation>%2個中%1個を集めました</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新しいゲーム</translation>
        </message>
        <message>
            <source>Replay day</source>
            <translation>この日をもう一度</translation>
        </message>
        <message>
            <source>Start this puzzle again from the beginning</source>
            <translation>このパズルを最初からやり直す</translation>
        </message>
        <message>
            <source>Start a new Endless game with new stones</source>
            <translation>新しい石でエンドレスを新しく始める</translation>
        </message>
        <message>
            <source>Play this date's challenge again from the first move</source>
            <translation>この日の課題を最初の手からもう一度遊ぶ</translation>
        </message>
        <message>
            <source>Start this puzzle again? The moves played so far are lost.</source>
            <translation>このパズルをやり直しますか？ここまでの手は失われます。</translation>
        </message>
        <message>
            <source>Start a new game with new stones? This game ends without a result; choose End attempt instead to record it.</source>
            <translation>新しい石で新しいゲームを始めますか？このゲームは結果なしで終わります。記録したい場合は「挑戦を終了」を選んでください。</translation>
        </message>
        <message>
            <source>Replay this date's challenge from the first move? This attempt ends without a result; choose End attempt instead to record it.</source>
            <translation>この日の課題を最初の手からやり直しますか？この挑戦は結果なしで終わります。記録したい場合は「挑戦を終了」を選んでください。</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>もう一度挑戦</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separator of a list of bowl numbers</comment>
            <translation>、</translation>
        </message>
        <message>
            <source>Puzzle solved!</source>
            <translation>パズルクリア！</translation>
        </message>
        <message>
            <source>Overflow</source>
            <translation>容量超過</translation>
        </message>
        <message>
            <source>Out of moves</source>
            <translation>手数切れ</translation>
        </message>
        <message>
            <source>All moves played</source>
            <translation>全手数を使いました</translation>
        </message>
        <message>
            <source>No bowl can be chosen</source>
            <translation>選べる器がありません</translation>
        </message>
        <message>
            <source>Attempt ended</source>
            <translation>挑戦終了</translation>
        </message>
        <message>
            <source>A bowl overflowed: it held eight or more stones.</source>
            <translation>器が容量超過になりました。石が8個以上入っていました。</translation>
        </message>
        <message>
            <source>The refill overflowed bowls %1: after your move each came to hold more than seven stones.</source>
            <translation>補充で%1番の器が容量超過になりました。手を打った後、どの器も石が7個を超えました。</translation>
        </message>
        <message>
            <source>Bowls %1 overflowed: each ended the move holding more than seven stones.</source>
            <translation>%1番の器が容量超過になりました。どれも手の終わりに石が7個を超えていました。</translation>
        </message>
        <message>
            <source>Every bowl is empty or frozen, so no move is left.</source>
            <translation>すべての器が空か凍っているため、打てる手がありません。</translation>
        </message>
        <message>
            <source>You ended this attempt.</source>
            <translation>この挑戦を終了しました。</translation>
        </message>
        <message>
            <source>Bowl %1 is frozen: it cannot be chosen, but it still receives stones.</source>
            <translation>%1番の器は凍っています。選べませんが、石は受け取ります。</translation>
        </message>
        <message>
            <source>Bowl %1 is empty: there is nothing to sow.</source>
            <translation>%1番の器は空です。配る石がありません。</translation>
        </message>
        <message>
            <source>Play bowl %1</source>
            <translation>%1番の器から配る</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>配る</translation>
        </message>
        <message>
            <source>Perfect Clear</source>
            <translation>パーフェクトクリア</translation>
        </message>
        <message>
            <source>Undo turns this attempt into practice: the result already recorded stays, but what you play from here is not counted for records. Undo anyway?</source>
            <translation>取り消すと、この挑戦は練習扱いになります。記録済みの結果は残りますが、ここから先のプレイは記録に数えられません。それでも取り消しますか？</translation>
        </message>
        <message>
            <source>Keep this result</source>
            <translation>この結果のままにする</translation>
        </message>
        <message>
            <source>Undo turns this attempt into practice: its result can no longer become a personal record. Undo anyway?</source>
            <translation>取り消すと、この挑戦は練習扱いになり、結果は自己記録になりません。それでも取り消しますか？</translation>
        </message>
        <message>
            <source>This attempt is not saved: if you leave now, its moves are lost. Leave anyway?</source>
            <translation>この挑戦は保存されません。今やめると、ここまでの手は失われます。それでもやめますか？</translation>
        </message>
        <message>
            <source>Leave without saving</source>
            <translation>保存せずにやめる</translation>
        </message>
        <message>
            <source>Next puzzle</source>
            <translation>次のパズル</translation>
        </message>
        <message>
            <source>Undo and practise</source>
            <translation>取り消して練習する</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>続ける</translation>
        </message>
        <message>
            <source>Hints are for puzzles still being played.</source>
            <translation>ヒントはプレイ中のパズルでのみ使えます。</translation>
        </message>
        <message>
            <source>This puzzle is too large for a hint to be worked out.</source>
            <translation>このパズルは大きすぎて、ヒントを計算できません。</translation>
        </message>
        <message>
            <source>Hint: play bowl %1. It leads to the goal in the fewest moves.</source>
            <translation>ヒント：%1番の器から配りましょう。最も少ない手数で目標に届きます。</translation>
        </message>
        <message>
            <source>No move can reach the goal from here.</source>
            <translation>ここからはどの手でも目標に届きません。</translation>
        </message>
        <message>
            <source>This puzzle can no longer be solved in the moves left.</source>
            <translation>残りの手数では、このパズルはもう解けません。</translation>
        </message>
        <message>
            <source>Undo to the start</source>
            <translation>最初まで取り消す</translation>
        </message>
        <message>
            <source>Undo to move %1</source>
            <translation>%1手目まで取り消す</translation>
        </message>
        <message>
            <source>Give up this attempt and watch the solution? You can try again.</source>
            <translation>この挑戦をやめて解答を見ますか？あとでもう一度挑戦できます。</translation>
        </message>
        <message>
            <source>Show solution</source>
            <translation>解答を見る</translation>
        </message>
        <message>
            <source>The solution starts…</source>
            <translation>解答を再生します…</translation>
        </message>
        <message>
            <source>The share text is on the clipboard.</source>
            <translation>共有用テキストをクリップボードにコピーしました。</translation>
        </message>
        <message>
            <source>End this attempt now and record its result?</source>
            <translation>この挑戦を今終了して、結果を記録しますか？</translation>
        </message>
        <message>
            <source>End attempt</source>
            <translation>挑戦を終了</translation>
        </message>
        <message>
            <source>Solution stopped.</source>
            <translation>解答の再生を止めました。</translation>
        </message>
        <message>
            <source>Could not save the game: %1</source>
            <translation>ゲームを保存できませんでした：%1</translation>
        </message>
        <message>
            <source>Practice attempt: not counted for records.</source>
            <translation>練習の挑戦：記録には数えられません。</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>取り消し</translation>
        </message>
        <message>
            <source>Solution</source>
            <translation>解答</translation>
        </message>
        <message>
            <source>Watch the stored solution, move by move</source>
            <translation>用意された解答を1手ずつ見る</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>振り返り</translation>
        </message>
        <message>
            <source>Replay last move</source>
            <translation>直前の手を振り返る</translation>
        </message>
        <message>
            <source>Step through the last move: sowing, groups, blockers, eruptions</source>
            <translation>直前の手を段階ごとに見る（配る、組、ブロッカー、噴火の順）</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ 前へ</translation>
        </message>
        <message>
            <source>Previous step</source>
            <translation>前の段階</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>次へ ▶</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>次の段階</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>終了</translation>
        </message>
        <message>
            <source>Copy share text</source>
            <translation>共有用テキストをコピー</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <comment>button tooltip (shortcut)</comment>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>Undo the last move (%1)</source>
            <comment>%1 is the undo key: Ctrl+Z</comment>
            <translation>直前の手を取り消す（%1）</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>やり直し</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>戻る</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>一時停止</translation>
        </message>
        <message>
            <source>Undo last move</source>
            <translation>直前の手を取り消す</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>もう一度遊ぶ</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>盤面</translation>
        </message>
        <message>
            <source>Goal progress</source>
            <translation>目標の進み具合</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>質問</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>ゲーム</translation>
        </message>
        <message>
            <source>Share text: your score and one symbol per move, never the board. A colour: what the move cleared most; a number: its combo; white: no group; a burst: overflow.</source>
            <translation>共有用テキストは得点と1手ごとに1つの記号だけで、盤面は含みません。色はその手で最も多く消した色、数字はコンボ、白は組なし、爆発は容量超過です。</translation>
        </message>
        <message>
            <source>Copied: the share text is on the clipboard.</source>
            <translation>コピーしました。共有用テキストはクリップボードにあります。</translation>
        </message>
        <message>
            <source>You earned the achievement “%1”.</source>
            <comment>%1 is an achievement's name</comment>
            <translation>実績「%1」を獲得しました。</translation>
        </message>
        <message>
            <source>You unlocked the theme “%1”; find it in Themes.</source>
            <comment>%1 is a theme's name</comment>
            <translation>テーマ「%1」を解放しました。「テーマ」で選べます。</translation>
        </message>
        <message>
            <source>★ A new medal for “%1” is on your shelf; find it in Records.</source>
            <comment>%1 is an achievement's name</comment>
            <translation>★「%1」の新しいメダルが棚に加わりました。「記録」で見られます。</translation>
        </message>
        <message>
            <source>Endless left before its first move: there is nothing to continue.</source>
            <translation>最初の手の前にエンドレスを離れたため、続きはありません。</translation>
        </message>
        <message>
            <source>Daily challenge left before its first move: there is nothing to continue.</source>
            <translation>最初の手の前にデイリーを離れたため、続きはありません。</translation>
        </message>
        <message>
            <source>Endless paused at %1 points. Continue Endless goes on from there.</source>
            <translation>エンドレスを%1点で中断しました。「エンドレスを続ける」でそこから再開できます。</translation>
        </message>
        <message>
            <source>Daily challenge paused at %1 points. Continue Daily challenge goes on from there.</source>
            <translation>デイリーを%1点で中断しました。「デイリーを続ける」でそこから再開できます。</translation>
        </message>
        <message>
            <source>Keyboard keys</source>
            <translation>キー操作</translation>
        </message>
        <message>
            <source>Hide the keyboard keys</source>
            <translation>キー操作を隠す</translation>
        </message>
        <message>
            <source>Show the keyboard keys</source>
            <translation>キー操作を表示</translation>
        </message>
        <message>
            <source>This move would overflow, and the attempt would end.</source>
            <translation>この手を打つと容量超過になり、挑戦が終わります。</translation>
        </message>
        <message>
            <source>This move would make no match.</source>
            <translation>この手では組ができません。</translation>
        </message>
        <message>
            <source>It would empty the board: a Perfect Clear.</source>
            <translation>盤面が空になり、パーフェクトクリアです。</translation>
        </message>
        <message>
            <source>It would meet the puzzle's goal.</source>
            <translation>パズルの目標を達成します。</translation>
        </message>
        <message numerus="yes">
            <source>Your score is %n point(s).</source>
            <translation>
                <numerusform>得点は%n点です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <comment>the HUD's score</comment>
            <translation>
                <numerusform>%n点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n safe move(s) played</source>
            <translation>
                <numerusform>安全な手を%n手打ちました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your best for this date is %n point(s).</source>
            <translation>
                <numerusform>この日の最高記録は%n点です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) played</source>
            <translation>
                <numerusform>%n手を打ちました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) left</source>
            <translation>
                <numerusform>残り%n手</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This move would score %n point(s).</source>
            <comment>move preview</comment>
            <translation>
                <numerusform>この手を打つと%n点になります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This move would score %n point(s) with a %1 combo.</source>
            <comment>move preview; %1 is the combo's multiplier: ×3</comment>
            <translation>
                <numerusform>この手を打つとコンボ%1で%n点になります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n volcano(es) would erupt.</source>
            <comment>move preview</comment>
            <translation>
                <numerusform>火山が%n個噴火します。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n bowl(s) would be left at seven stones: a refill stone landing there would overflow it.</source>
            <comment>move preview; the refill follows this move</comment>
            <translation>
                <numerusform>石が7個の器が%n個残ります。補充の石がそこに入ると容量超過になります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is frozen for %n move(s).</source>
            <translation>
                <numerusform>%1番の器が%n手のあいだ凍結します。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is a reverse bowl for %n move(s).</source>
            <translation>
                <numerusform>%1番の器が%n手のあいだリバースの器になります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is a volcano for %n move(s).</source>
            <translation>
                <numerusform>%1番の器が%n手のあいだ火山になります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 holds %n stone(s) in queue order</source>
            <translation>
                <numerusform>%1番の器には石が%n個、順番どおりに入っています</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your final score is %n point(s).</source>
            <translation>
                <numerusform>最終得点は%n点です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Perfect Clear: the board was emptied, and its bonus of %n point(s) is in the score.</source>
            <translation>
                <numerusform>パーフェクトクリア：盤面が空になり、そのボーナス%n点が得点に入っています。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Score %n points</source>
            <translation>
                <numerusform>%n点を取る</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Make a combo of %n bowls in one move</source>
            <translation>
                <numerusform>1手でコンボ%nを出す</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Leave at most %n stone(s) on the board</source>
            <translation>
                <numerusform>盤面に残す石を%n個以下にする</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) left on the board</source>
            <comment>goal progress</comment>
            <translation>
                <numerusform>盤面の石は残り%n個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your biggest combo so far reached %1 of %n bowls</source>
            <comment>goal progress: %n is the combo the goal asks for</comment>
            <translation>
                <numerusform>これまでの最大コンボは%1（目標%n）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Solved in %n move(s).</source>
            <translation>
                <numerusform>%n手でクリアしました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All %n moves of the day are played.</source>
            <translation>
                <numerusform>この日の%n手をすべて打ちました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n red stone(s)</source>
            <translation>
                <numerusform>赤い石を%n個集める</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n yellow stone(s)</source>
            <translation>
                <numerusform>黄色い石を%n個集める</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n green stone(s)</source>
            <translation>
                <numerusform>緑の石を%n個集める</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n blue stone(s)</source>
            <translation>
                <numerusform>青い石を%n個集める</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n purple stone(s)</source>
            <translation>
                <numerusform>紫の石を%n個集める</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) on the board (at most %1)</source>
            <comment>goal progress: the stones now, then the most the goal allows</comment>
            <translation>
                <numerusform>盤面の石は%n個（最大%1個）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n points</source>
            <comment>goal progress</comment>
            <translation>
                <numerusform>%n点中%1点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The goal was not met within %n move(s).</source>
            <translation>
                <numerusform>%n手以内に目標を達成できませんでした。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The refill overflowed bowl %1: after your move it came to hold %n stones, more than seven.</source>
            <translation>
                <numerusform>補充で%1番の器が容量超過になりました。手を打った後、石が%n個になり、7個を超えました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 overflowed: it ended the move holding %n stones, more than seven.</source>
            <translation>
                <numerusform>%1番の器が容量超過になりました。手の終わりに石が%n個あり、7個を超えていました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That was the solution in %n move(s). Now try it yourself.</source>
            <translation>
                <numerusform>これが%n手の解答です。今度は自分で挑戦しましょう。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Pick up all the stones of one bowl, sow them one by one into the bowls that follow, and make groups of three of a colour. Start with the colour, think in chains.</source>
            <translation>1つの器の石をすべて手に取り、続く器へ1個ずつ配って、同じ色の石を3個そろえましょう。色から始めて、連鎖を考えましょう。</translation>
        </message>
        <message>
            <source>The board</source>
            <translation>盤面</translation>
        </message>
        <message>
            <source>Twelve bowls stand in a ring. Bowl 0 is at the top and the numbers grow clockwise.</source>
            <translation>12個の器が輪になって並んでいます。0番の器がいちばん上にあり、番号は時計回りに増えます。</translation>
        </message>
        <message>
            <source>Each bowl keeps its stones in a queue: new stones join at the end, and when stones leave, the others keep their order. A bowl has seven places, six around its rim and the seventh in the middle. Between moves no bowl may hold more than seven stones.</source>
            <translation>器の石には順番があります。新しい石は末尾に加わり、石が抜けても残りの石の順番は変わりません。器には7つの場所があり、6つは縁に沿って、7つ目は中央にあります。手と手の間は、どの器にも7個までしか入りません。</translation>
        </message>
        <message>
            <source>There are five colours: red, yellow, green, blue and purple. There are also wilds, which help any colour, and blockers, which never match. Each colour has its own white symbol, which you can switch on in the settings. Themes never change colours or symbols.</source>
            <translation>色は赤、黄、緑、青、紫の5つです。ほかに、どの色の助けにもなるワイルドと、組にならないブロッカーがあります。各色には固有の白い記号があり、設定で表示できます。テーマを変えても色と記号は変わりません。</translation>
        </message>
        <message>
            <source>A bowl can carry one modifier: frozen, reverse or volcano. In puzzles modifiers stay for good; in Endless they come and go and show how many moves they have left.</source>
            <translation>1つの器に付く効果は1つだけで、凍結、リバース、火山のいずれかです。パズルでは効果はずっと残り、エンドレスでは現れては消え、残りの手数が表示されます。</translation>
        </message>
        <message>
            <source>Bowl 0 at the top, then clockwise: frozen, reverse and volcano bowls.</source>
            <translation>0番の器が上で、そこから時計回りに凍結、リバース、火山の器が並びます。</translation>
        </message>
        <message>
            <source>Making a move</source>
            <translation>一手を打つ</translation>
        </message>
        <message>
            <source>Choose any bowl that is not empty and not frozen. Its stones appear beside the board in queue order. Choosing changes nothing, so look around freely.</source>
            <translation>空でなく、凍っていない器を選びます。その器の石が盤面の横に順番どおり表示されます。選ぶだけでは何も変わらないので、自由に見比べられます。</translation>
        </message>
        <message>
            <source>Confirm to play: you take every stone of the bowl into your hand, drop the first into the next bowl clockwise, the second into the bowl after that, and so on. From a bowl with the reverse modifier you sow counter-clockwise instead.</source>
            <translation>確定すると、その器の石をすべて手に取り、1個目を時計回りで次の器へ、2個目をさらに次の器へと順に配ります。リバースの器から始めると、反時計回りに配ります。</translation>
        </message>
        <message>
            <source>Frozen bowls are not skipped: they receive stones like any other bowl. Wilds and blockers are sown like ordinary stones. Nothing else happens until the last stone has been dropped.</source>
            <translation>凍った器も飛ばされず、ほかの器と同じように石を受け取ります。ワイルドとブロッカーも通常の石と同じように配られます。最後の石を置き終えるまで、ほかには何も起きません。</translation>
        </message>
        <message>
            <source>Bowl 0 is sown: red, yellow and green go to bowls 1, 2 and 3.</source>
            <translation>0番の器から配ると、赤・黄・緑の石が1番、2番、3番の器に入ります。</translation>
        </message>
        <message>
            <source>Matches and wilds</source>
            <translation>組とワイルド</translation>
        </message>
        <message>
            <source>Three or more stones of one colour in the same bowl disappear, wherever they stand in the queue. With four reds, all four go. Several colours in one bowl can match at the same time.</source>
            <translation>同じ器に同じ色の石が3個以上あると、順番のどこにあっても消えます。赤が4個なら4個とも消えます。1つの器で複数の色が同時に組になることもあります。</translation>
        </message>
        <message>
            <source>Groups of ordinary stones go first. Then wilds complete the colours that are left, up to exactly three: a colour with two stones needs one wild, a colour with one stone needs two. The colour that needs fewer wilds goes first; on a tie, the colour whose first stone came earlier in the queue. The oldest wilds are used first.</source>
            <translation>まず通常の石だけの組が消えます。次に、ワイルドが残りの色をちょうど3個になるまで補います。石が2個の色にはワイルドが1個、1個の色には2個必要です。必要なワイルドが少ない色が先で、同数なら最初の石が順番の中で先にあった色が先です。ワイルドは古いものから使われます。</translation>
        </message>
        <message>
            <source>Wilds never match on their own, not even three of them, and blockers never match.</source>
            <translation>ワイルドだけでは、3個あっても組になりません。ブロッカーも組になりません。</translation>
        </message>
        <message>
            <source>Red needs one wild and blue needs two: red goes first, and the one wild left is too few for blue.</source>
            <translation>赤はワイルドが1個、青は2個必要です。赤が先に消え、残ったワイルド1個では青には足りません。</translation>
        </message>
        <message>
            <source>Chains, blockers and volcanoes</source>
            <translation>連鎖、ブロッカー、火山</translation>
        </message>
        <message>
            <source>When the last stone has landed, every bowl is checked for matches at once.</source>
            <translation>最後の石が置かれると、すべての器で同時に組を調べます。</translation>
        </message>
        <message>
            <source>A match clears the blockers in the two neighbouring bowls. A bowl's own blockers stay when it matches, but when two neighbouring bowls both match, each clears the other's.</source>
            <translation>組ができると、両隣の器のブロッカーが取り除かれます。組ができた器自身のブロッカーは残りますが、隣り合う2個の器が両方とも組を作ると、互いのブロッカーを取り除きます。</translation>
        </message>
        <message>
            <source>A volcano holding six or more stones erupts: it lifts all its stones and sows them clockwise from itself. When several volcanoes are ready, they all lift their stones first, then sow one after another in bowl order. A volcano erupts at most once per move, refill included; emptying it with your own move is not an eruption.</source>
            <translation>石が6個以上ある火山は噴火します。石をすべて取り出し、その火山から時計回りに配ります。複数の火山が同時に噴火できるときは、まず全部が石を取り出し、それから器の番号順に次々と配ります。火山の噴火は補充を含めて1手に1回までです。自分の手で火山を空にしても噴火にはなりません。</translation>
        </message>
        <message>
            <source>After eruptions the bowls are checked for matches again, and so on until nothing more happens. Stones never fall or slide when others disappear: only volcanoes keep a chain going.</source>
            <translation>噴火の後、もう一度組を調べ、何も起きなくなるまで繰り返します。石が消えても、ほかの石が落ちたり動いたりはしません。連鎖を続けるのは火山だけです。</translation>
        </message>
        <message>
            <source>The green match clears the blocker next to it; the volcano with six stones erupts and sows them clockwise.</source>
            <translation>緑の組が隣のブロッカーを取り除き、石が6個ある火山が噴火して時計回りに配ります。</translation>
        </message>
        <message>
            <source>Score and combo</source>
            <translation>得点とコンボ</translation>
        </message>
        <message>
            <source>Each ordinary stone or wild removed by a match is worth 10 points. Sowing, eruptions and cleared blockers score nothing.</source>
            <translation>組で消えた通常の石とワイルドは1個につき10点です。配ること、噴火、ブロッカーの除去には得点がありません。</translation>
        </message>
        <message>
            <source>The combo of a move is the number of different bowls that matched during it, chains included. It multiplies the points of your move: ×1, ×2, ×3, and ×4 from four bowls on. Several colours in one bowl still count as one bowl.</source>
            <translation>1手のコンボは、その手で組ができた異なる器の数で、連鎖も含みます。コンボはその手の得点に掛かります。×1、×2、×3、器が4個以上なら×4です。1つの器で複数の色が消えても、器1個と数えます。</translation>
        </message>
        <message>
            <source>Perfect Clear: an empty board after your move, before any refill, earns 100 extra points, never multiplied. A single wild or blocker left spoils it.</source>
            <translation>パーフェクトクリア：自分の手の後、補充の前に盤面が完全に空になると、倍率なしで100点のボーナスです。ワイルドやブロッカーが1個でも残ると達成できません。</translation>
        </message>
        <message>
            <source>Matches caused by a refill score 10 points a stone, with no multiplier, no combo and no Perfect Clear.</source>
            <translation>補充によってできた組は石1個につき10点で、倍率、コンボ、パーフェクトクリアはありません。</translation>
        </message>
        <message>
            <source>Two bowls match in the same move: a combo of 2, so every point counts twice.</source>
            <translation>同じ手で2個の器に組ができるとコンボ2です。得点はすべて2倍になります。</translation>
        </message>
        <message>
            <source>Seven places and overflow</source>
            <translation>7つの場所と容量超過</translation>
        </message>
        <message>
            <source>While a move resolves, a bowl may hold eight stones for a moment: a match or an eruption may still empty it.</source>
            <translation>手の処理中は、器に一時的に8個の石が入ることがあります。組や噴火でまだ空になるかもしれません。</translation>
        </message>
        <message>
            <source>When everything has settled, a bowl holding eight or more stones overflows and the attempt is lost at once, even if the same move reached a puzzle's goal. A part of a move that overflows scores nothing.</source>
            <translation>すべてが落ち着いた時点で石が8個以上ある器は容量超過となり、その挑戦はすぐに失敗です。同じ手でパズルの目標を達成していても同じです。容量を超えた段階の得点は入りません。</translation>
        </message>
        <message>
            <source>Your move is checked first; if it overflowed, no refill comes. A refill can never rescue a move, and it can overflow on its own. A move without any overflow is called safe.</source>
            <translation>まず自分の手を確認し、容量超過なら補充はありません。補充が手を救うことはなく、補充だけで容量超過になることもあります。容量超過が1つもない手を「安全な手」と呼びます。</translation>
        </message>
        <message>
            <source>Seven stones are fine; an eighth that stays means overflow.</source>
            <translation>7個なら問題ありません。8個目が残ると容量超過です。</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>パズル</translation>
        </message>
        <message>
            <source>There are 100 puzzles. Each has a start position, one goal and a move limit. Puzzles have no refill and nothing random.</source>
            <translation>パズルは100問あります。それぞれに初期配置、目標、手数制限があります。パズルには補充もランダムな要素もありません。</translation>
        </message>
        <message>
            <source>Goals: clear every stone of a colour, collect a number of stones of a colour (wilds do not count), reach a score, make a combo of a given size, leave at most a number of stones on the board, or empty the board completely.</source>
            <translation>目標は、ある色の石をすべて消す、ある色の石を決まった数だけ集める（ワイルドは数えません）、得点に達する、決まった大きさのコンボを出す、盤面の石を決まった数以下にする、盤面を完全に空にする、のいずれかです。</translation>
        </message>
        <message>
            <source>The goal is checked after every safe move and can be met on the last allowed move. The puzzle is lost if the moves run out, or no bowl can be chosen, before the goal is met. Undo and restart are there to help you.</source>
            <translation>目標は安全な手のたびに確認され、最後に許された手で達成しても構いません。目標を達成する前に手数が尽きるか、選べる器がなくなるとパズルは失敗です。取り消しとやり直しを自由に使えます。</translation>
        </message>
        <message>
            <source>Goal “clear blue”: the last blue stones match, and the goal is met.</source>
            <translation>目標「青を消す」：最後の青い石が組になり、目標達成です。</translation>
        </message>
        <message>
            <source>Endless and Daily</source>
            <translation>エンドレスとデイリー</translation>
        </message>
        <message>
            <source>Both start with 36 stones, three in every bowl, with no group ready to match. After every safe move two new stones, the refill, drop into two different bowls, and they can make matches too.</source>
            <translation>どちらも通常石36個、各器に3個ずつで始まり、すぐに消える組はありません。安全な手のたびに、補充として新しい石が2個、別々の器に入ります。補充の石も組を作れます。</translation>
        </message>
        <message>
            <source>Endless goes on until a bowl overflows, no bowl can be chosen or you end the attempt. Once nine safe moves have been played, surprises begin: frozen, reverse and volcano bowls for a few moves, and wilds or blockers among the new stones. Pause keeps the attempt for later.</source>
            <translation>エンドレスは、器が容量超過になるか、選べる器がなくなるか、挑戦を終了するまで続きます。安全な手を9手打つと、特別イベントが始まります。数手の間だけ凍結、リバース、火山になる器や、新しい石に混じるワイルドとブロッカーです。「一時停止」すると挑戦を保存して後で続けられます。</translation>
        </message>
        <message>
            <source>The Daily challenge is the same game for everyone on a UTC date: ordinary stones only, no surprises, 20 moves and no refill after the last one. An attempt keeps its date even past midnight. Replay it as often as you like; your best result is kept on this device. There is no global leaderboard.</source>
            <translation>デイリーは、UTCの日付ごとに全員が同じゲームを遊びます。通常石のみ、特別イベントなし、20手で、最後の手の後は補充しません。挑戦は日付が変わっても開始した日付のままです。何度でも挑戦でき、最高記録はこの端末に保存されます。世界ランキングはありません。</translation>
        </message>
        <message>
            <source>The start of Endless and Daily: three stones in every bowl.</source>
            <translation>エンドレスとデイリーの開始時：各器に石が3個。</translation>
        </message>
        <message>
            <source>Undo, records and themes</source>
            <translation>取り消し、記録、テーマ</translation>
        </message>
        <message>
            <source>Undo takes back the whole last move: board, modifiers, refill, score and moves. Playing the same move again brings the same new stones, because the luck of an attempt is fixed from its start.</source>
            <translation>取り消しは直前の手を丸ごと元に戻します。盤面、効果、補充、得点、手数も戻ります。同じ手をもう一度打つと同じ新しい石が来ます。挑戦の運は最初から決まっているからです。</translation>
        </message>
        <message>
            <source>In Endless and the Daily, the first undo turns the attempt into practice: it can no longer set a personal record. A new attempt starts without the mark.</source>
            <translation>エンドレスとデイリーでは、最初に取り消しを使うとその挑戦は練習扱いになり、自己記録を更新できなくなります。新しい挑戦は練習マークなしで始まります。</translation>
        </message>
        <message>
            <source>Achievements from any mode unlock the themes in this order: Simple, Garden, Sand, Ocean, Runes, Neon and Space. Simple is always available, and you can preview all seven at any time. Themes change how things look, never the rules, the colours or the symbols.</source>
            <translation>どのモードの実績でも、シンプル、庭園、砂、海、ルーン、ネオン、宇宙の順にテーマが解放されます。シンプルは最初から使え、7つすべていつでもプレビューできます。テーマが変えるのは見た目だけで、ルール、色、記号は変わりません。</translation>
        </message>
        <message>
            <source>Red, yellow, green, blue, purple, a wild and a blocker, as every theme shows them.</source>
            <translation>赤、黄、緑、青、紫、ワイルド、ブロッカー。どのテーマでもこの区別は同じです。</translation>
        </message>
        <message>
            <source>Every stone sown ticks a little higher, groups chime higher as the combo grows, and eruptions, blockers, thawing bowls, refills and overflows each have a sound of their own. During a game, M turns the sound off or on; Settings has the effects volume.</source>
            <translation>配った石ごとに音が少しずつ高くなり、コンボが伸びるほど組の音も高くなります。噴火、ブロッカー、凍った器の解凍、補充、容量超過には、それぞれ専用の音があります。ゲーム中は M で音のオン・オフを切り替えられます。効果音の音量は設定で変えられます。</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>戻る</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>遊び方</translation>
        </message>
        <message>
            <source>The ring</source>
            <translation>器の輪</translation>
        </message>
        <message>
            <source>Queues and seven places</source>
            <translation>石の順番と7つの場所</translation>
        </message>
        <message>
            <source>Colours, wilds and blockers</source>
            <translation>色、ワイルド、ブロッカー</translation>
        </message>
        <message>
            <source>Modifiers</source>
            <translation>器の効果</translation>
        </message>
        <message>
            <source>Choosing</source>
            <translation>選ぶ</translation>
        </message>
        <message>
            <source>Sowing</source>
            <translation>配る</translation>
        </message>
        <message>
            <source>Nothing is skipped</source>
            <translation>飛ばされる器はない</translation>
        </message>
        <message>
            <source>Groups of three</source>
            <translation>3個以上で組</translation>
        </message>
        <message>
            <source>How wilds help</source>
            <translation>ワイルドの助け方</translation>
        </message>
        <message>
            <source>What never matches</source>
            <translation>組にならないもの</translation>
        </message>
        <message>
            <source>All at once</source>
            <translation>一斉に調べる</translation>
        </message>
        <message>
            <source>Blockers</source>
            <translation>ブロッカー</translation>
        </message>
        <message>
            <source>Volcanoes</source>
            <translation>火山</translation>
        </message>
        <message>
            <source>Until nothing more happens</source>
            <translation>何も起きなくなるまで</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>得点</translation>
        </message>
        <message>
            <source>Combo</source>
            <translation>コンボ</translation>
        </message>
        <message>
            <source>Perfect Clear</source>
            <translation>パーフェクトクリア</translation>
        </message>
        <message>
            <source>Refill matches</source>
            <translation>補充でできた組</translation>
        </message>
        <message>
            <source>Eight for a moment</source>
            <translation>一時的な8個</translation>
        </message>
        <message>
            <source>Overflow loses</source>
            <translation>容量超過で負け</translation>
        </message>
        <message>
            <source>Refills and safe moves</source>
            <translation>補充と安全な手</translation>
        </message>
        <message>
            <source>One hundred puzzles</source>
            <translation>100問のパズル</translation>
        </message>
        <message>
            <source>Goals</source>
            <translation>目標</translation>
        </message>
        <message>
            <source>Winning and losing</source>
            <translation>勝ちと負け</translation>
        </message>
        <message>
            <source>The start and the refill</source>
            <translation>始まりと補充</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>エンドレス</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>デイリー</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>取り消し</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>練習</translation>
        </message>
        <message>
            <source>Themes</source>
            <translation>テーマ</translation>
        </message>
        <message>
            <source>Sounds</source>
            <translation>効果音</translation>
        </message>
        <message>
            <source>On the board</source>
            <translation>盤面で</translation>
        </message>
        <message>
            <source>Anywhere in a game</source>
            <translation>ゲーム中どこでも</translation>
        </message>
        <message>
            <source>Solution and replay</source>
            <translation>解答と振り返り</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>キー操作</translation>
        </message>
    </context>
    <context>
        <name>HintSteps</name>
        <message>
            <source>★ Solved without a hint step and without undo.</source>
            <translation>★ ヒントの段階も取り消しも使わずにクリア。</translation>
        </message>
        <message>
            <source>You used the hint's first step, the puzzle's idea.</source>
            <translation>ヒントは第1段階（パズルの考え方）まで使いました。</translation>
        </message>
        <message>
            <source>You used the hint up to its second step, the bowl to play next.</source>
            <translation>ヒントは第2段階（次に配る器）まで使いました。</translation>
        </message>
        <message>
            <source>You used all three hint steps, up to the whole line.</source>
            <translation>ヒントは第3段階（手順全体）まですべて使いました。</translation>
        </message>
        <message>
            <source>Undo used.</source>
            <translation>取り消しを使いました。</translation>
        </message>
        <message>
            <source>★ is for a solve without a hint step and without undo.</source>
            <translation>★ はヒントの段階も取り消しも使わないクリアの印です。</translation>
        </message>
        <message>
            <source>Hint %1/3</source>
            <translation>ヒント %1/3</translation>
        </message>
        <message>
            <source>Hint, step 1 of 3: the puzzle's idea, what to look for (H)</source>
            <translation>ヒント第1段階（全3段階）：パズルの考え方と、探すもの（H）</translation>
        </message>
        <message>
            <source>Hint, step 2 of 3: the bowl to play next (H)</source>
            <translation>ヒント第2段階（全3段階）：次に配る器（H）</translation>
        </message>
        <message>
            <source>Hint, step 3 of 3: the whole line, move by move (H)</source>
            <translation>ヒント第3段階（全3段階）：手順全体を1手ずつ（H）</translation>
        </message>
    </context>
    <context>
        <name>Home</name>
        <message>
            <source>Colour symbols give every colour its own shape, so stones never have to be told apart by colour alone.</source>
            <translation>色ごとに固有の形の記号が付くので、石を色だけで見分けなくて済みます。</translation>
        </message>
        <message>
            <source>Turn on colour symbols</source>
            <translation>色の記号をオンにする</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>今はしない</translation>
        </message>
        <message>
            <source>Colour symbols</source>
            <translation>色の記号</translation>
        </message>
        <message>
            <source>Twelve Bowls</source>
            <translation>十二の器</translation>
        </message>
        <message>
            <source>Sow the stones around the ring, match three, stay calm.</source>
            <translation>石を輪に配り、3個そろえて、落ち着いて。</translation>
        </message>
        <message>
            <source>Themes</source>
            <translation>テーマ</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>遊び方</translation>
        </message>
        <message>
            <source>Records</source>
            <translation>記録</translation>
        </message>
        <message>
            <source>Earlier Dailies…</source>
            <translation>以前のデイリー…</translation>
        </message>
        <message>
            <source>Play the Daily of one of the last 30 days again, as practice</source>
            <translation>過去30日のいずれかのデイリーを練習としてもう一度遊ぶ</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>パズル</translation>
        </message>
        <message>
            <source>No score yet</source>
            <translation>まだ記録がありません</translation>
        </message>
        <message>
            <source>Paused at %1 points</source>
            <translation>中断中：%1点</translation>
        </message>
        <message>
            <source>Paused at %1 points · best %2</source>
            <translation>中断中：%1点・最高%2点</translation>
        </message>
        <message>
            <source>Continue Endless</source>
            <translation>エンドレスを続ける</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>エンドレス</translation>
        </message>
        <message>
            <source>%1 (UTC) · paused at %2 points</source>
            <translation>%1（UTC）・%2点で中断中</translation>
        </message>
        <message>
            <source>%1 (UTC) · paused at %2 points · best %3</source>
            <translation>%1（UTC）・%2点で中断中・最高%3点</translation>
        </message>
        <message>
            <source>%1 (UTC) · not played yet</source>
            <translation>%1（UTC）・未プレイ</translation>
        </message>
        <message>
            <source>%1 (UTC) · best %2 · next Daily in %3</source>
            <translation>%1（UTC）・最高%2点・次回まで%3</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>デイリー</translation>
        </message>
        <message>
            <source>Continue Daily challenge</source>
            <translation>デイリーを続ける</translation>
        </message>
        <message numerus="yes">
            <source>%n of 100 solved</source>
            <translation>
                <numerusform>100問中%n問クリア</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your best score is %n point(s).</source>
            <translation>
                <numerusform>最高得点は%n点です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have completed the Daily %n day(s) in a row.</source>
            <translation>
                <numerusform>デイリーを%n日連続でクリアしています。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>The arrow keys choose a bowl, Enter plays it, Space skips the animation.</source>
            <translation>矢印キーで器を選び、Enter でその器から配り、Space でアニメーションを飛ばします。</translation>
        </message>
        <message>
            <source>%1 undoes, %2 starts again, H gives the next step of a hint, G reads the goal and the moves left, M turns the sound off or on, Esc pauses the game or leaves it.</source>
            <translation>%1 で取り消し、%2 でやり直し、H でヒントの次の段階、G で目標と残り手数の読み上げ、M で音のオン・オフ、Esc でゲームの中断または終了です。</translation>
        </message>
        <message>
            <source>%1 undoes, %2 starts again, G reads the score and the moves left, M turns the sound off or on, Esc pauses the game or leaves it.</source>
            <translation>%1 で取り消し、%2 でやり直し、G で得点と残り手数の読み上げ、M で音のオン・オフ、Esc でゲームの中断または終了です。</translation>
        </message>
        <message>
            <source>%1 undoes, %2 starts again, G reads the score, M turns the sound off or on, Esc pauses the game or leaves it.</source>
            <translation>%1 で取り消し、%2 でやり直し、G で得点の読み上げ、M で音のオン・オフ、Esc でゲームの中断または終了です。</translation>
        </message>
        <message>
            <source>While a solution or a replay is shown, the arrow keys step through it, Space pauses or continues, Esc stops.</source>
            <translation>解答や振り返りを見ている間は、矢印キーで1段階ずつ進めたり戻したりし、Space で一時停止・再開、Esc で終了します。</translation>
        </message>
    </context>
    <context>
        <name>Launcher</name>
        <message>
            <source>Puzzle Game</source>
            <translation>パズルゲーム</translation>
        </message>
        <message>
            <source>Sow stones around a ring of twelve bowls and set off chains of matches</source>
            <translation>12個の器の輪に石を配り、組の連鎖を起こすパズル</translation>
        </message>
        <message>
            <source>puzzle;sowing;mancala;stones;bowls;match;</source>
            <translation>パズル;マンカラ;石;器;連鎖;配る;</translation>
        </message>
        <message>
            <source>Sow stones around a ring of bowls and set off chains</source>
            <translation>器の輪に石を配って連鎖を起こすパズル</translation>
        </message>
        <message>
            <source>Twelve bowls stand in a ring. Pick a bowl, and its stones are sown one by one into the bowls that follow. Three of a colour in a bowl vanish, clear the blockers next door and may set off a chain. Plan ahead, because a bowl that holds more than seven stones ends the game.</source>
            <translation>12個の器が輪になって並んでいます。器を1つ選ぶと、その石が後ろの器へ1個ずつ配られます。1つの器に同じ色の石が3個そろうと消え、隣のブロッカーも取り除かれ、連鎖が起きることもあります。先を読みましょう。石が7個を超えた器があるとゲーム終了です。</translation>
        </message>
        <message>
            <source>Features:</source>
            <translation>特徴：</translation>
        </message>
        <message>
            <source>100 hand-made puzzles with goals and move limits</source>
            <translation>目標と手数制限のある手作りのパズル100問</translation>
        </message>
        <message>
            <source>Endless mode and a daily challenge that is the same for every player</source>
            <translation>エンドレスと、全員が同じ課題に挑むデイリー</translation>
        </message>
        <message>
            <source>Seven themes, from a quiet garden to outer space</source>
            <translation>静かな庭園から宇宙まで、7つのテーマ</translation>
        </message>
        <message>
            <source>Symbols on the stones for players who do not tell colours apart</source>
            <translation>色を見分けにくい人のための石の記号</translation>
        </message>
        <message>
            <source>English, Spanish, Japanese, Hindi and Arabic</source>
            <translation>英語、スペイン語、日本語、ヒンディー語、アラビア語</translation>
        </message>
        <message>
            <source>The home screen</source>
            <translation>ホーム画面</translation>
        </message>
        <message>
            <source>A puzzle in the Garden theme</source>
            <translation>テーマ「庭園」のパズル</translation>
        </message>
        <message>
            <source>Endless mode in the Neon theme</source>
            <translation>テーマ「ネオン」のエンドレス</translation>
        </message>
        <message>
            <source>The seven themes</source>
            <translation>7つのテーマ</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>This game cannot start.</source>
            <translation>ゲームを開始できません。</translation>
        </message>
        <message>
            <source>Twelve Bowls</source>
            <translation>十二の器</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <comment>screen — app name</comment>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Toggle full screen</source>
            <translation>全画面表示の切り替え</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>遊び方</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>終了</translation>
        </message>
    </context>
    <context>
        <name>MyPuzzles</name>
        <message>
            <source>My puzzle %1</source>
            <translation>マイパズル %1</translation>
        </message>
        <message>
            <source>Open puzzle code…</source>
            <translation>パズルコードを開く…</translation>
        </message>
        <message>
            <source>Play a puzzle someone shared as a code; it is never a record.</source>
            <translation>誰かがコードで共有したパズルを遊びます。記録にはなりません。</translation>
        </message>
        <message>
            <source>Make a puzzle</source>
            <translation>パズルを作る</translation>
        </message>
        <message>
            <source>Build a puzzle of your own; the solver proves it and sets its limit.</source>
            <translation>自分のパズルを作ります。ソルバーが解けることを証明し、手数の上限を決めます。</translation>
        </message>
        <message numerus="yes">
            <source>limit %n move(s)</source>
            <translation>
                <numerusform>上限%n手</numerusform>
            </translation>
        </message>
        <message>
            <source>My puzzles</source>
            <translation>マイパズル</translation>
        </message>
        <message>
            <source>Puzzles you make with Make a puzzle are kept here, with your best results.</source>
            <translation>「パズルを作る」で作ったパズルは、最高記録と一緒にここに保存されます。</translation>
        </message>
        <message>
            <source>Your best results on your own puzzles were damaged and have been restored from their backup copy. The damaged file was kept as %1.</source>
            <translation>自作パズルの最高記録が破損していたため、バックアップから復元しました。破損したファイルは %1 として残してあります。</translation>
        </message>
        <message>
            <source>Your best results on your own puzzles could not be read and there was no good backup, so they start afresh. The damaged file was kept as %1.</source>
            <translation>自作パズルの最高記録を読み込めず、使えるバックアップもなかったため、最初からになります。破損したファイルは %1 として残してあります。</translation>
        </message>
        <message numerus="yes">
            <source>✓ Solved · best %n move(s)</source>
            <translation>
                <numerusform>✓ クリア・最短%n手</numerusform>
            </translation>
        </message>
        <message>
            <source>Not solved yet</source>
            <translation>未クリア</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>編集</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>パズルコードをコピー</translation>
        </message>
        <message numerus="yes">
            <source>Show %n more of your puzzles</source>
            <translation>
                <numerusform>自作のパズルをさらに%n件表示</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of your puzzles are not listed yet.</source>
            <translation>
                <numerusform>自作のパズルのうち%n件はまだ一覧に表示されていません。</numerusform>
            </translation>
        </message>
        <message>
            <source>My puzzle %1 “%2”</source>
            <comment>%2 is the title its author gave the puzzle</comment>
            <translation>マイパズル %1「%2」</translation>
        </message>
        <message>
            <source>%1 (%2 of them slack)</source>
            <translation>%1（うち余裕%2手）</translation>
        </message>
        <message>
            <source>%1 — %2 — %3</source>
            <translation>%1 — %2 — %3</translation>
        </message>
        <message>
            <source>Play %1</source>
            <translation>%1 を遊ぶ</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1、%2</translation>
        </message>
        <message>
            <source>Edit %1</source>
            <translation>%1 を編集</translation>
        </message>
        <message>
            <source>Copy the puzzle code of %1</source>
            <translation>%1 のパズルコードをコピー</translation>
        </message>
    </context>
    <context>
        <name>Notices</name>
        <message>
            <source>Twelve Bowls met an error last time. A report was saved as %1</source>
            <translation>前回、十二の器でエラーが起きました。報告を %1 に保存しました</translation>
        </message>
    </context>
    <context>
        <name>PuzzleCode</name>
        <message>
            <source>Puzzle code</source>
            <translation>パズルコード</translation>
        </message>
        <message>
            <source>Copy code</source>
            <translation>コードをコピー</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>パズルコードをコピー</translation>
        </message>
        <message>
            <source>Copy this puzzle's code, for a friend to paste and play (%1)</source>
            <comment>%1 is the key: Ctrl+Shift+C</comment>
            <translation>このパズルのコードをコピーします。友だちが貼り付けて遊べます（%1）</translation>
        </message>
        <message numerus="yes">
            <source>The solver has searched %n position(s) so far.</source>
            <translation>
                <numerusform>ソルバーはここまでに%n局面を探索しました。</numerusform>
            </translation>
        </message>
        <message>
            <source>This code does not describe a puzzle: a value in it is out of range.</source>
            <translation>このコードはパズルを表していません。範囲外の値が含まれています。</translation>
        </message>
        <message numerus="yes">
            <source>No line of at most %n move(s) meets this code's goal: it cannot be won.</source>
            <translation>
                <numerusform>%n手以内でこのコードの目標を満たす手順がありません。クリアできません。</numerusform>
            </translation>
        </message>
        <message>
            <source>Puzzle code copied.</source>
            <translation>パズルコードをコピーしました。</translation>
        </message>
        <message>
            <source>Paste a puzzle code: it starts with TB1- or TB2-.</source>
            <translation>パズルコードを貼り付けてください。TB1- か TB2- で始まります。</translation>
        </message>
        <message>
            <source>This is not a puzzle code: a code starts with TB1- or TB2- and holds only digits and capital letters.</source>
            <translation>これはパズルコードではありません。コードは TB1- か TB2- で始まり、数字と大文字だけでできています。</translation>
        </message>
        <message>
            <source>This text is too long to be a puzzle code.</source>
            <translation>このテキストはパズルコードにしては長すぎます。</translation>
        </message>
        <message>
            <source>This code was made by a newer version of the game, which this one cannot read.</source>
            <translation>このコードは新しいバージョンのゲームで作られたため、このバージョンでは読めません。</translation>
        </message>
        <message>
            <source>This code is mistyped or incomplete: copy it again, whole.</source>
            <translation>このコードは打ち間違いか途中で切れています。もう一度まるごとコピーしてください。</translation>
        </message>
        <message>
            <source>This code's start already meets its goal: there is nothing to play.</source>
            <translation>このコードは開始時点で目標を満たしています。遊ぶことがありません。</translation>
        </message>
        <message numerus="yes">
            <source>The search is %n move(s) deep.</source>
            <translation>
                <numerusform>探索の深さは%n手です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Proven: the goal can be met in %n move(s).</source>
            <translation>
                <numerusform>証明済み：%n手で目標を達成できます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The limit is %n move(s).</source>
            <translation>
                <numerusform>上限は%n手です。</numerusform>
            </translation>
        </message>
        <message>
            <source>This code's board is not at rest: bowl %1 would match at once.</source>
            <translation>このコードの盤面は落ち着いていません。%1番の器ですぐに組ができてしまいます。</translation>
        </message>
        <message>
            <source>The puzzle code %1 was copied.</source>
            <translation>パズルコード %1 をコピーしました。</translation>
        </message>
        <message>
            <source>Open puzzle code</source>
            <translation>パズルコードを開く</translation>
        </message>
        <message>
            <source>&amp;Puzzle code (it starts with TB1- or TB2-):</source>
            <translation>パズルコード(&amp;P)（TB1- か TB2- で始まります）：</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>遊ぶ</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Proving</source>
            <translation>証明中</translation>
        </message>
        <message>
            <source>Proving with the solver that this puzzle can be won…</source>
            <translation>このパズルがクリアできることをソルバーで証明しています…</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1%2</translation>
        </message>
        <message>
            <source>The generator made this very puzzle again, so it is played as a generated puzzle and its result is kept in their records.</source>
            <translation>生成器がまったく同じパズルをもう一度作りました。自動生成パズルとして遊び、結果は自動生成パズルの記録に残ります。</translation>
        </message>
        <message>
            <source>The solver could not finish its proof: you can play this puzzle, unproven.</source>
            <translation>ソルバーは証明を終えられませんでした。証明なしでこのパズルを遊べます。</translation>
        </message>
        <message>
            <source>This code says the generator made it, but the generator makes another puzzle: it is played as a pasted code.</source>
            <translation>このコードは生成器が作ったと言っていますが、生成器は別のパズルを作ります。貼り付けたコードとして遊びます。</translation>
        </message>
    </context>
    <context>
        <name>PuzzleEditor</name>
        <message>
            <source>Test play</source>
            <translation>試しに遊ぶ</translation>
        </message>
        <message>
            <source>This puzzle is too large for the solver to prove: try fewer stones.</source>
            <translation>このパズルはソルバーが証明するには大きすぎます。石を減らしてください。</translation>
        </message>
        <message>
            <source>No modifier</source>
            <translation>効果なし</translation>
        </message>
        <message>
            <source>The start already meets the goal: there would be nothing to do.</source>
            <translation>開始時点ですでに目標を満たしています。やることがありません。</translation>
        </message>
        <message>
            <source>No line of at most 12 moves meets this goal: the puzzle cannot be won.</source>
            <translation>12手以内で目標を満たす手順がありません。このパズルはクリアできません。</translation>
        </message>
        <message>
            <source>Make a puzzle</source>
            <translation>パズルを作る</translation>
        </message>
        <message numerus="yes">
            <source>The solver has searched %n position(s) so far.</source>
            <translation>
                <numerusform>ソルバーはここまでに%n局面を探索しました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The search is %n move(s) deep.</source>
            <translation>
                <numerusform>探索の深さは%n手です。</numerusform>
            </translation>
        </message>
        <message>
            <source>Red stone</source>
            <translation>赤い石</translation>
        </message>
        <message>
            <source>Yellow stone</source>
            <translation>黄色い石</translation>
        </message>
        <message>
            <source>Green stone</source>
            <translation>緑の石</translation>
        </message>
        <message>
            <source>Blue stone</source>
            <translation>青い石</translation>
        </message>
        <message>
            <source>Purple stone</source>
            <translation>紫の石</translation>
        </message>
        <message>
            <source>Wild</source>
            <translation>ワイルド</translation>
        </message>
        <message>
            <source>Blocker</source>
            <translation>ブロッカー</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>赤</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>黄色</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>緑</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>青</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <source>Frozen</source>
            <translation>凍結</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>リバース</translation>
        </message>
        <message>
            <source>Volcano</source>
            <translation>火山</translation>
        </message>
        <message>
            <source>Clear every stone of a colour</source>
            <translation>ある色の石をすべて消す</translation>
        </message>
        <message>
            <source>Collect stones of a colour</source>
            <translation>ある色の石を集める</translation>
        </message>
        <message>
            <source>Score points</source>
            <translation>得点を取る</translation>
        </message>
        <message>
            <source>Make a combo</source>
            <translation>コンボを出す</translation>
        </message>
        <message>
            <source>Leave at most a number of stones</source>
            <translation>盤面の石を決まった数以下にする</translation>
        </message>
        <message>
            <source>Clear the whole board</source>
            <translation>盤面をすべて空にする</translation>
        </message>
        <message>
            <source>Bowl %1 would match at once: a puzzle starts with a board at rest.</source>
            <translation>%1番の器はすぐに組ができてしまいます。パズルは落ち着いた盤面から始まります。</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>戻る</translation>
        </message>
        <message>
            <source>Take out the newest</source>
            <translation>最後に入れた石を取り出す</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Empty the bowl</source>
            <translation>器を空にする</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>&amp;Modifier:</source>
            <translation>効果(&amp;M)：</translation>
        </message>
        <message>
            <source>Key M</source>
            <translation>Mキー</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>目標</translation>
        </message>
        <message>
            <source>&amp;Goal:</source>
            <translation>目標(&amp;G)：</translation>
        </message>
        <message>
            <source>C&amp;olour:</source>
            <translation>色(&amp;O)：</translation>
        </message>
        <message>
            <source>&amp;Slack (moves beyond the optimum):</source>
            <translation>余裕(&amp;S)（最短手数を超える手数）：</translation>
        </message>
        <message>
            <source>&amp;Title (optional):</source>
            <translation>タイトル(&amp;T)（任意）：</translation>
        </message>
        <message>
            <source>Prove with the solver</source>
            <translation>ソルバーで証明</translation>
        </message>
        <message>
            <source>Cancel the proof</source>
            <translation>証明を中止</translation>
        </message>
        <message>
            <source>Save to My puzzles</source>
            <translation>マイパズルに保存</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>パズルコードをコピー</translation>
        </message>
        <message>
            <source>Proving</source>
            <translation>証明中</translation>
        </message>
        <message>
            <source>Board being edited</source>
            <translation>編集中の盤面</translation>
        </message>
        <message>
            <source>Arrow keys choose a bowl. R, Y, G, B and P add a stone, W a wild, X a blocker; Backspace takes out the newest stone, Delete empties the bowl, M changes its modifier.</source>
            <translation>矢印キーで器を選びます。R、Y、G、B、P で石、W でワイルド、X でブロッカーを入れます。Backspace で最後に入れた石を取り出し、Delete で器を空にし、M で器の効果を変えます。</translation>
        </message>
        <message>
            <source>Adds it to bowl %1.</source>
            <translation>%1番の器に入れます。</translation>
        </message>
        <message>
            <source>Proving: the solver searches every line of moves…</source>
            <translation>証明中：ソルバーがすべての手順を調べています…</translation>
        </message>
        <message>
            <source>The solver stopped with an error; the puzzle is not proven.</source>
            <translation>ソルバーがエラーで止まりました。パズルは証明されていません。</translation>
        </message>
        <message>
            <source>Adds it to the end of the bowl's queue.</source>
            <translation>器の石の順番の最後に加えます。</translation>
        </message>
        <message>
            <source>&amp;Value:</source>
            <translation>値(&amp;V)：</translation>
        </message>
        <message>
            <source>Bowl %1</source>
            <translation>%1番の器</translation>
        </message>
        <message>
            <source>Modifier of bowl %1</source>
            <translation>%1番の器の効果</translation>
        </message>
        <message>
            <source>Proof cancelled.</source>
            <translation>証明を中止しました。</translation>
        </message>
        <message>
            <source>Saved as My puzzle %1.</source>
            <translation>マイパズル %1 として保存しました。</translation>
        </message>
        <message>
            <source>The puzzle code %1 was copied.</source>
            <translation>パズルコード %1 をコピーしました。</translation>
        </message>
        <message>
            <source>Key %1</source>
            <translation>%1キー</translation>
        </message>
        <message>
            <source>Bowl %1 is full: a bowl holds at most 7 stones.</source>
            <translation>%1番の器はいっぱいです。器には最大7個までしか入りません。</translation>
        </message>
        <message>
            <source>Finding the fewest moves…</source>
            <translation>最短手数を探しています…</translation>
        </message>
        <message>
            <source>Counting the winning lines…</source>
            <translation>勝ち筋を数えています…</translation>
        </message>
        <message>
            <source>Trying a greedy and a two-ply player…</source>
            <translation>貪欲なプレイヤーと2手先を読むプレイヤーで試しています…</translation>
        </message>
        <message>
            <source>Not proven yet: Prove with the solver sets the limit to the optimum.</source>
            <translation>まだ証明されていません。「ソルバーで証明」で上限が最短手数に設定されます。</translation>
        </message>
        <message numerus="yes">
            <source>Proven: the optimum is %n move(s).</source>
            <translation>
                <numerusform>証明済み：最短は%n手です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The limit is %n move(s).</source>
            <translation>
                <numerusform>上限は%n手です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n winning line(s) of the optimum's length.</source>
            <translation>
                <numerusform>最短手数の勝ち筋は%n通りです。</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;Stones to collect:</source>
            <translation>集める石の数(&amp;S)：</translation>
        </message>
        <message>
            <source>&amp;Points to score:</source>
            <translation>目標得点(&amp;P)：</translation>
        </message>
        <message>
            <source>&amp;Combo of at least:</source>
            <translation>最小コンボ(&amp;C)：</translation>
        </message>
        <message>
            <source>&amp;Items left at most:</source>
            <translation>残す石の上限(&amp;I)：</translation>
        </message>
        <message numerus="yes">
            <source>That leaves %n move(s) of slack beyond the optimum.</source>
            <translation>
                <numerusform>最短手数より%n手の余裕があります。</numerusform>
            </translation>
        </message>
        <message>
            <source>A random player would practically never win it.</source>
            <translation>ランダムなプレイヤーが勝つことはまずありません。</translation>
        </message>
        <message>
            <source>A greedy player can win it.</source>
            <translation>貪欲なプレイヤーでもクリアできます。</translation>
        </message>
        <message>
            <source>A greedy player cannot win it.</source>
            <translation>貪欲なプレイヤーではクリアできません。</translation>
        </message>
        <message>
            <source>A player looking two moves ahead can win it.</source>
            <translation>2手先を読むプレイヤーはクリアできます。</translation>
        </message>
        <message>
            <source>A player looking two moves ahead cannot win it.</source>
            <translation>2手先を読むプレイヤーでもクリアできません。</translation>
        </message>
        <message>
            <source>The puzzle could not be saved: %1</source>
            <translation>パズルを保存できませんでした：%1</translation>
        </message>
        <message>
            <source>A random player needs %1 bits of luck per move.</source>
            <translation>ランダムなプレイヤーには1手あたり%1ビットの運が必要です。</translation>
        </message>
    </context>
    <context>
        <name>PuzzleFile</name>
        <message>
            <source>the number 1</source>
            <translation>数字の1</translation>
        </message>
        <message>
            <source>a whole number: 1 to 100 in a file named like 007.json for the game's own puzzles, up to 999999 in a puzzle file of your own</source>
            <translation>整数：ゲームのパズルでは1〜100で、ファイル名は 007.json の形。自分のパズルファイルでは999999まで</translation>
        </message>
        <message>
            <source>a text of 1 to 24 characters</source>
            <translation>1〜24文字のテキスト</translation>
        </message>
        <message>
            <source>a text of 1 to 90 characters</source>
            <translation>1〜90文字のテキスト</translation>
        </message>
        <message>
            <source>a whole number from 1 to 10</source>
            <translation>1〜10の整数</translation>
        </message>
        <message>
            <source>a list of 12 texts made of the letters R, Y, G, B, P, W and X, at most 7 in each, with no bowl that would match at once</source>
            <translation>R、Y、G、B、P、W、X の文字でできた12個のテキストのリスト。各7文字まで、すぐに組ができる器はなし</translation>
        </message>
        <message>
            <source>an object from bowl numbers "0" to "11" to frozen, reverse or volcano</source>
            <translation>器の番号 "0"〜"11" から frozen、reverse、volcano への対応を表すオブジェクト</translation>
        </message>
        <message>
            <source>one of the six goals of the rules with the fields it needs, not already met at the start</source>
            <translation>ルールにある6つの目標のどれか1つと、それに必要な項目。開始時点で達成済みでないこと</translation>
        </message>
        <message>
            <source>a whole number from 1 to 99</source>
            <translation>1〜99の整数</translation>
        </message>
        <message>
            <source>a list of bowl numbers (0 to 11) that first meets the goal on its last move, within the move limit</source>
            <translation>器の番号（0〜11）のリスト。最後の手で初めて目標を達成し、手数の上限内であること</translation>
        </message>
        <message>
            <source>what the rules describe for a puzzle file</source>
            <translation>ルールがパズルファイルについて定める内容</translation>
        </message>
        <message>
            <source>The puzzle file %1 cannot be read.</source>
            <translation>パズルファイル %1 を読み込めません。</translation>
        </message>
        <message>
            <source>The file %1 is not a puzzle file: expected JSON text (UTF-8, at most 1 MB) holding one puzzle object.</source>
            <translation>ファイル %1 はパズルファイルではありません。パズルのオブジェクトを1つ含む JSON テキスト（UTF-8、1 MB まで）が必要です。</translation>
        </message>
        <message>
            <source>The puzzle file %1 has a problem in the field “%2”: expected %3.</source>
            <translation>パズルファイル %1 の項目「%2」に問題があります。必要なもの：%3。</translation>
        </message>
    </context>
    <context>
        <name>Puzzles</name>
        <message>
            <source>Puzzle %1</source>
            <translation>パズル %1</translation>
        </message>
        <message>
            <source>Damaged file</source>
            <translation>壊れたファイル</translation>
        </message>
        <message>
            <source>Not solved yet</source>
            <translation>未クリア</translation>
        </message>
        <message>
            <source>✓ Solved</source>
            <translation>✓ クリア</translation>
        </message>
        <message>
            <source>Difficulty %1/10</source>
            <translation>難易度 %1/10</translation>
        </message>
        <message>
            <source>★ Solved without a hint and without undo</source>
            <translation>★ ヒントも取り消しも使わずにクリア</translation>
        </message>
        <message>
            <source>Cannot be played</source>
            <translation>遊べません</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>戻る</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>パズル</translation>
        </message>
        <message>
            <source>The hundred puzzles</source>
            <translation>100問のパズル</translation>
        </message>
        <message>
            <source>Open puzzle file…</source>
            <translation>パズルファイルを開く…</translation>
        </message>
        <message>
            <source>Play a puzzle from a file of your own; it is never a record.</source>
            <translation>自分のファイルのパズルを遊びます。記録にはなりません。</translation>
        </message>
        <message>
            <source>Open puzzle file</source>
            <translation>パズルファイルを開く</translation>
        </message>
        <message>
            <source>Puzzle files (*.json)</source>
            <translation>パズルファイル (*.json)</translation>
        </message>
        <message>
            <source>Three of a Kind</source>
            <translation>三つそろい</translation>
        </message>
        <message>
            <source>Gather the Greens</source>
            <translation>緑を集めよう</translation>
        </message>
        <message>
            <source>Perfect Clear</source>
            <translation>パーフェクトクリア</translation>
        </message>
        <message>
            <source>Ten Points a Stone</source>
            <translation>石1個で10点</translation>
        </message>
        <message>
            <source>Lighten the Load</source>
            <translation>荷を軽く</translation>
        </message>
        <message>
            <source>Double Up</source>
            <translation>ダブルで</translation>
        </message>
        <message>
            <source>Two Steps</source>
            <translation>二段階</translation>
        </message>
        <message>
            <source>Blue Relay</source>
            <translation>青のリレー</translation>
        </message>
        <message>
            <source>Split and Score</source>
            <translation>分けて得点</translation>
        </message>
        <message>
            <source>Wild Stone</source>
            <translation>ワイルドの石</translation>
        </message>
        <message>
            <source>Share the Wilds</source>
            <translation>ワイルドを分け合う</translation>
        </message>
        <message>
            <source>Stuck Stone</source>
            <translation>動かない石</translation>
        </message>
        <message>
            <source>Clear the Blockers</source>
            <translation>ブロッカーを消そう</translation>
        </message>
        <message>
            <source>Blocker in the Way</source>
            <translation>じゃまなブロッカー</translation>
        </message>
        <message>
            <source>Backwards</source>
            <translation>逆回り</translation>
        </message>
        <message>
            <source>Turn Around</source>
            <translation>折り返し</translation>
        </message>
        <message>
            <source>Round Trip</source>
            <translation>往復</translation>
        </message>
        <message>
            <source>Yellow Detour</source>
            <translation>黄色の回り道</translation>
        </message>
        <message>
            <source>Frozen Bowl</source>
            <translation>凍った器</translation>
        </message>
        <message>
            <source>Volcano</source>
            <translation>火山</translation>
        </message>
        <message>
            <source>Scatter and Match</source>
            <translation>散らしてそろえる</translation>
        </message>
        <message>
            <source>Chain Reaction</source>
            <translation>連鎖反応</translation>
        </message>
        <message>
            <source>Twin Eruption</source>
            <translation>双子の噴火</translation>
        </message>
        <message>
            <source>Purple Pick-up</source>
            <translation>紫を拾って</translation>
        </message>
        <message>
            <source>Yellow, then Red</source>
            <translation>黄色、それから赤</translation>
        </message>
        <message>
            <source>Hot Points</source>
            <translation>噴火で得点</translation>
        </message>
        <message>
            <source>Leapfrog</source>
            <translation>馬跳び</translation>
        </message>
        <message>
            <source>Yellow Shuttle</source>
            <translation>黄色のシャトル</translation>
        </message>
        <message>
            <source>Red Eruption</source>
            <translation>赤の噴火</translation>
        </message>
        <message>
            <source>Wild Ashes</source>
            <translation>ワイルドの灰</translation>
        </message>
        <message>
            <source>Lava Yellows</source>
            <translation>溶岩の黄色</translation>
        </message>
        <message>
            <source>Ash and Blocker</source>
            <translation>灰とブロッカー</translation>
        </message>
        <message>
            <source>Wild Start</source>
            <translation>ワイルドで始めよう</translation>
        </message>
        <message>
            <source>Double Frost</source>
            <translation>二重の霜</translation>
        </message>
        <message>
            <source>Purple Parade</source>
            <translation>紫のパレード</translation>
        </message>
        <message>
            <source>Green Gate</source>
            <translation>緑の門</translation>
        </message>
        <message>
            <source>Green Gather</source>
            <translation>緑の集合</translation>
        </message>
        <message>
            <source>Volcano Clean-up</source>
            <translation>火山のお掃除</translation>
        </message>
        <message>
            <source>Double Finish</source>
            <translation>ダブルフィニッシュ</translation>
        </message>
        <message>
            <source>Two by Two</source>
            <translation>2つずつ</translation>
        </message>
        <message>
            <source>Green Then Red</source>
            <translation>緑、それから赤</translation>
        </message>
        <message>
            <source>Sixty Steps</source>
            <translation>60点への道</translation>
        </message>
        <message>
            <source>Reverse Ignition</source>
            <translation>逆回りの点火</translation>
        </message>
        <message>
            <source>Yellow Lava</source>
            <translation>黄色の溶岩</translation>
        </message>
        <message>
            <source>Purple Pilgrims</source>
            <translation>紫の巡礼者</translation>
        </message>
        <message>
            <source>Wild Combo</source>
            <translation>ワイルドコンボ</translation>
        </message>
        <message>
            <source>Green Spark</source>
            <translation>緑の火花</translation>
        </message>
        <message>
            <source>Double or Nothing</source>
            <translation>倍か無か</translation>
        </message>
        <message>
            <source>Patient Combo</source>
            <translation>じっくりコンボ</translation>
        </message>
        <message>
            <source>Last Blocker</source>
            <translation>最後のブロッカー</translation>
        </message>
        <message>
            <source>Blocked Mirror</source>
            <translation>ふさがれた鏡</translation>
        </message>
        <message>
            <source>Purple Pilgrimage</source>
            <translation>紫の巡礼</translation>
        </message>
        <message>
            <source>Volcano Harvest</source>
            <translation>火山の恵み</translation>
        </message>
        <message>
            <source>Bonus Round</source>
            <translation>ボーナスラウンド</translation>
        </message>
        <message>
            <source>Seven at Most</source>
            <translation>7つまで</translation>
        </message>
        <message>
            <source>Two Wilds, One Stone</source>
            <translation>ワイルド2個と石1個</translation>
        </message>
        <message>
            <source>Past the Ice</source>
            <translation>凍った器の先へ</translation>
        </message>
        <message>
            <source>Frozen Pair</source>
            <translation>凍ったペア</translation>
        </message>
        <message>
            <source>Wild Waiting</source>
            <translation>待っているワイルド</translation>
        </message>
        <message>
            <source>Three at Once</source>
            <translation>3つ同時に</translation>
        </message>
        <message>
            <source>Four at Once</source>
            <translation>4つ同時に</translation>
        </message>
        <message>
            <source>Ready to Blow</source>
            <translation>噴火寸前</translation>
        </message>
        <message>
            <source>Purples, then Blues</source>
            <translation>紫、それから青</translation>
        </message>
        <message>
            <source>Clear for the Bonus</source>
            <translation>ボーナスを狙って</translation>
        </message>
        <message>
            <source>Big Finish</source>
            <translation>大フィナーレ</translation>
        </message>
        <message>
            <source>Six Reds</source>
            <translation>赤が6個</translation>
        </message>
        <message>
            <source>Reverse Combo</source>
            <translation>リバースでコンボ</translation>
        </message>
        <message>
            <source>Reds Meet Blues</source>
            <translation>赤と青の出会い</translation>
        </message>
        <message>
            <source>One Left Over</source>
            <translation>1つだけ残す</translation>
        </message>
        <message>
            <source>Red Twice</source>
            <translation>赤を2回</translation>
        </message>
        <message>
            <source>Purple Twice</source>
            <translation>紫を2回</translation>
        </message>
        <message>
            <source>Blue Double</source>
            <translation>青のダブル</translation>
        </message>
        <message>
            <source>Three in a Row</source>
            <translation>3つ続けて</translation>
        </message>
        <message>
            <source>Volcano Finale</source>
            <translation>火山のフィナーレ</translation>
        </message>
        <message>
            <source>Reverse and Blocker</source>
            <translation>リバースとブロッカー</translation>
        </message>
        <message>
            <source>Two wilds can complete a single stone of any colour.</source>
            <translation>ワイルドが2個あれば、どの色の石でも1個だけで組になります。</translation>
        </message>
        <message>
            <source>Four bowls matching in one move score four times the points.</source>
            <translation>1手で4つの器に組ができると、得点は4倍です。</translation>
        </message>
        <message>
            <source>A volcano holding six stones erupts after any move, even one far from it.</source>
            <translation>石が6個ある火山は、どの手のあとでも噴火します。遠く離れた器の手でも同じです。</translation>
        </message>
        <message>
            <source>Gather the purples in bowl 3, then let its blue join the pair.</source>
            <translation>紫を3番の器に集め、それからその器の青をペアに加えましょう。</translation>
        </message>
        <message>
            <source>Finish the yellows first, then move a red into the pair.</source>
            <translation>先に黄色の組を作り、それから赤い石を1個ペアに入れましょう。</translation>
        </message>
        <message>
            <source>Purple Pursuit</source>
            <translation>紫を追え</translation>
        </message>
        <message>
            <source>Slow Volcano</source>
            <translation>時間差の火山</translation>
        </message>
        <message>
            <source>Each stone lands one bowl further clockwise: the second lands two bowls on.</source>
            <translation>石は時計回りに1つずつ先の器へ入ります。2個目の石は2つ先の器です。</translation>
        </message>
        <message>
            <source>Empty the whole board: that is a Perfect Clear.</source>
            <translation>盤面をすべて空にしましょう。それがパーフェクトクリアです。</translation>
        </message>
        <message>
            <source>Every stone in a group scores 10 points. Make two groups.</source>
            <translation>組になった石は1個につき10点です。組を2つ作りましょう。</translation>
        </message>
        <message>
            <source>Leave at most three stones on the board.</source>
            <translation>盤面に残す石を3個以下にしましょう。</translation>
        </message>
        <message>
            <source>Groups in two bowls from one move make a combo.</source>
            <translation>1手で2つの器に組ができるとコンボになります。</translation>
        </message>
        <message>
            <source>A bowl can collect its group over two moves.</source>
            <translation>器は2手かけて組をそろえることもできます。</translation>
        </message>
        <message>
            <source>Spread one bowl so that the next move completes a group.</source>
            <translation>次の手で組が完成するように、まず1つの器を配りましょう。</translation>
        </message>
        <message>
            <source>A wild stone completes any colour that already has two.</source>
            <translation>ワイルドは、すでに2個ある色なら何色でも完成させます。</translation>
        </message>
        <message>
            <source>A blocker never matches. A group in the next bowl removes it.</source>
            <translation>ブロッカーは組になりません。隣の器で組ができると取り除かれます。</translation>
        </message>
        <message>
            <source>Blockers leave when a bowl beside them makes a group.</source>
            <translation>隣の器で組ができると、ブロッカーは消えます。</translation>
        </message>
        <message>
            <source>A reverse bowl sows counter-clockwise.</source>
            <translation>リバースの器は反時計回りに配ります。</translation>
        </message>
        <message>
            <source>A frozen bowl cannot be picked, but it still receives stones.</source>
            <translation>凍った器は選べませんが、石は受け取ります。</translation>
        </message>
        <message>
            <source>A volcano with six stones erupts and sows them clockwise.</source>
            <translation>石が6個ある火山は噴火し、石を時計回りに配ります。</translation>
        </message>
        <message>
            <source>An eruption can land a stone where a pair is waiting.</source>
            <translation>噴火で、ペアが待つ器に石を届けられます。</translation>
        </message>
        <message>
            <source>Two groups at once, then the last greens empty the board for the bonus.</source>
            <translation>組を2つ同時に作り、最後に緑で盤面を空にしてボーナスを取りましょう。</translation>
        </message>
        <message>
            <source>Empty the board at the end: a Perfect Clear is worth 100 points.</source>
            <translation>最後に盤面を空にしましょう。パーフェクトクリアは100点です。</translation>
        </message>
        <message>
            <source>Let the reverse bowl throw its yellow back, then carry it on to the pair.</source>
            <translation>リバースの器に黄色い石を投げ返させ、それをペアのところまで運びましょう。</translation>
        </message>
        <message>
            <source>Start with the reverse bowl; the last move finishes two groups at once.</source>
            <translation>リバースの器から始めましょう。最後の一手で2つの組が同時にできます。</translation>
        </message>
        <message>
            <source>Erupt first: the red lands on its pair; then clear the rest by the blocker.</source>
            <translation>まず噴火させましょう。赤がペアの上に落ちます。残りはブロッカーのそばで消しましょう。</translation>
        </message>
        <message>
            <source>Finish both the greens and the blues; one stone may stay.</source>
            <translation>緑と青の両方を組にしましょう。石は1個なら残ってもかまいません。</translation>
        </message>
        <message>
            <source>Erupt to spread the yellows, then gather them in one bowl.</source>
            <translation>噴火で黄色を散らし、それから1つの器に集めましょう。</translation>
        </message>
        <message>
            <source>Erupt from the reverse bowl, then gather the purples.</source>
            <translation>リバースの器から噴火させ、それから紫を集めましょう。</translation>
        </message>
        <message>
            <source>Pair blues, yellows and reds side by side, then sow once to finish all three.</source>
            <translation>青、黄、赤のペアを隣どうしに並べ、1回配って3つとも組にしましょう。</translation>
        </message>
        <message>
            <source>Move the greens along patiently; the yellows in bowl 9 wait for the end.</source>
            <translation>緑を根気よく進めましょう。9番の器の黄色は最後まで待ちます。</translation>
        </message>
        <message>
            <source>Erupt, then line up the blues and the greens side by side.</source>
            <translation>噴火させてから、青と緑を隣どうしに並べましょう。</translation>
        </message>
        <message>
            <source>Feed the volcano from the bowl before it: its purple lands on a pair.</source>
            <translation>手前の器から火山に石を入れましょう。噴火した紫がペアの上に落ちます。</translation>
        </message>
        <message>
            <source>Three stones of one colour in one bowl make a group and vanish.</source>
            <translation>1つの器に同じ色の石が3個そろうと組になり、消えます。</translation>
        </message>
        <message>
            <source>A group can gather over several moves: stones sent ahead wait for the next ones.</source>
            <translation>組は何手かけてそろえてもかまいません。先に送った石は次の石を待っています。</translation>
        </message>
        <message>
            <source>A bowl left holding eight stones overflows and the attempt is lost: count before you sow.</source>
            <translation>8個の石が残った器は容量超過となり、挑戦は失敗です。配る前に数えましょう。</translation>
        </message>
        <message>
            <source>A wild joins the group of whatever pair it lands on.</source>
            <translation>ワイルドは、落ちた先のペアがどの色でもその組に加わります。</translation>
        </message>
        <message>
            <source>A blocker is sown like any stone: where it lands decides which group frees it.</source>
            <translation>ブロッカーもほかの石と同じように配られます。どこに落ちるかで、どの組がそれを消せるかが決まります。</translation>
        </message>
        <message>
            <source>A reverse bowl sows all it holds counter-clockwise, even stones it has just received.</source>
            <translation>リバースの器は、受け取ったばかりの石も含めて、中身をすべて反時計回りに配ります。</translation>
        </message>
        <message>
            <source>Stones that reach a reverse bowl can travel back the way they came.</source>
            <translation>リバースの器に届いた石は、来た道を戻ることができます。</translation>
        </message>
        <message>
            <source>Counter-clockwise, then clockwise: two directions can carry a stone further than one.</source>
            <translation>反時計回り、それから時計回り。2つの向きを使えば、1つの向きより石を遠くへ運べます。</translation>
        </message>
        <message>
            <source>A frozen bowl's stones stay put, but other stones can still travel past it.</source>
            <translation>凍った器の石は動きませんが、ほかの石はその先へ進めます。</translation>
        </message>
        <message>
            <source>A frozen pair cannot move, but a lone stone can walk to it over several moves.</source>
            <translation>凍ったペアは動けませんが、1個だけの石なら何手かけてそこまで歩いて行けます。</translation>
        </message>
        <message>
            <source>A wild waiting in a bowl completes the first pair of any colour that joins it.</source>
            <translation>器で待っているワイルドは、最初にそこへ来たペアを、色を問わず完成させます。</translation>
        </message>
        <message>
            <source>An eruption scatters stones to new bowls, and a scattered stone can be sown again.</source>
            <translation>噴火は石を別の器へ散らします。散った石は、もう一度配ることができます。</translation>
        </message>
        <message>
            <source>Three groups from one sowing make a combo of 3: prepare the bowls before that sowing.</source>
            <translation>1回配って3つの組ができればコンボ3です。配る前に器を整えておきましょう。</translation>
        </message>
        <message>
            <source>Two volcanoes made ready by one move both erupt, one after the other.</source>
            <translation>1手で噴火できる状態になった2つの火山は、順番に両方とも噴火します。</translation>
        </message>
        <message>
            <source>Blues can leapfrog each other until three share a bowl.</source>
            <translation>青は互いを飛び越えて進み、やがて3個が同じ器にそろいます。</translation>
        </message>
        <message>
            <source>Light the volcano at once, then walk the reds together.</source>
            <translation>すぐに火山に点火し、それから赤を寄せ集めましょう。</translation>
        </message>
        <message>
            <source>The eruption sends a green to the wild; finish the reds after.</source>
            <translation>噴火で緑がワイルドのもとへ届きます。赤はそのあとで仕上げましょう。</translation>
        </message>
        <message>
            <source>Park a yellow in bowl 0: the eruption sends another, one more follows.</source>
            <translation>0番の器に黄色い石を1個置きましょう。噴火がもう1個届け、さらに1個が続きます。</translation>
        </message>
        <message>
            <source>Save greens and yellows for one last double that empties the board.</source>
            <translation>緑と黄色を残しておき、最後のダブルで盤面を空にしましょう。</translation>
        </message>
        <message>
            <source>Push the blocker into the volcano: the eruption throws it by the reds.</source>
            <translation>ブロッカーを火山に押し込みましょう。噴火で赤のそばへ飛ばされます。</translation>
        </message>
        <message>
            <source>Use the wild at once, then walk the purples together.</source>
            <translation>すぐにワイルドを使い、それから紫を寄せ集めましょう。</translation>
        </message>
        <message>
            <source>Line up a blue and a green to land on both frozen bowls at once.</source>
            <translation>青と緑を並べて、2つの凍った器に同時に届けましょう。</translation>
        </message>
        <message>
            <source>Carry the blocker beside the blues: their group frees it, then the reverse bowl finishes.</source>
            <translation>ブロッカーを青の隣まで運びましょう。青の組がそれを消し、最後はリバースの器で仕上げます。</translation>
        </message>
        <message>
            <source>The greens must clear before the yellows can gather.</source>
            <translation>黄色が集まる前に、緑を消さなければなりません。</translation>
        </message>
        <message>
            <source>The greens gather at the far end: keep sowing them forward.</source>
            <translation>緑は遠い端に集まります。前へ前へと配り続けましょう。</translation>
        </message>
        <message>
            <source>After the eruption, bring reds and greens together at the end.</source>
            <translation>噴火のあと、最後に赤と緑を集めましょう。</translation>
        </message>
        <message>
            <source>First the reds, then the greens: each needs a helper.</source>
            <translation>まず赤、次に緑。どちらにも助けが必要です。</translation>
        </message>
        <message>
            <source>Both colours meet in the last move: plan the greens first.</source>
            <translation>2色は最後の手でそろいます。まず緑の段取りを考えましょう。</translation>
        </message>
        <message>
            <source>Score the purples midway, then set up the greens.</source>
            <translation>途中で紫を消して得点し、それから緑を準備しましょう。</translation>
        </message>
        <message>
            <source>Reds must group twice: plan the second group while you make the first.</source>
            <translation>赤で2回組を作ります。1つ目を作りながら2つ目の段取りを考えましょう。</translation>
        </message>
        <message>
            <source>The reverse bowl can feed the volcano behind it.</source>
            <translation>リバースの器なら、後ろにある火山に石を入れられます。</translation>
        </message>
        <message>
            <source>The eruption finishes the greens; carry the blocker to the blues.</source>
            <translation>噴火で緑が完成します。ブロッカーは青のところへ運びましょう。</translation>
        </message>
        <message>
            <source>Two blue groups: one on the ice, one two bowls further on.</source>
            <translation>青の組を2つ。1つは氷の上、もう1つはその2つ先の器です。</translation>
        </message>
        <message>
            <source>Score 120 with one double: greens and blues must finish together.</source>
            <translation>ダブル1回で120点。緑と青を同時に仕上げましょう。</translation>
        </message>
        <message>
            <source>The blocker leaves only when the purples finish beside it.</source>
            <translation>ブロッカーは、隣で紫の組ができたときだけ消えます。</translation>
        </message>
        <message>
            <source>Reds and yellows finish together, and the blocker leaves with them.</source>
            <translation>赤と黄色が同時にそろい、ブロッカーも一緒に消えます。</translation>
        </message>
        <message>
            <source>Erupt at once and harvest reds, then purples.</source>
            <translation>すぐに噴火させ、赤、次に紫を集めて消しましょう。</translation>
        </message>
        <message>
            <source>The blues wait in bowl 6: bring it two more purples, one by one.</source>
            <translation>青は6番の器で待っています。紫をあと2個、1個ずつ届けましょう。</translation>
        </message>
        <message>
            <source>Reds meet in the reverse bowl first; the yellows finish by the blocker.</source>
            <translation>まず赤がリバースの器でそろい、黄色はブロッカーのそばで仕上がります。</translation>
        </message>
        <message>
            <source>Erupt early; a blue and a yellow pair finish together at the end.</source>
            <translation>早めに噴火させましょう。最後に青のペアと黄色のペアが同時にそろいます。</translation>
        </message>
        <message>
            <source>Bring a red in behind the yellow at the top: one sowing then finishes both.</source>
            <translation>いちばん上の黄色い石のうしろに赤い石を入れましょう。そうすれば1回配るだけで両方がそろいます。</translation>
        </message>
        <message>
            <source>Feed the yellows to the reverse bowl; what is left sows back onto the greens.</source>
            <translation>黄色い石をリバースの器へ送りましょう。残った石は逆向きに配られ、緑の上に戻ります。</translation>
        </message>
        <message>
            <source>The wild needs two yellows and the reds a third: one sowing can bring both.</source>
            <translation>ワイルドには黄色い石が2個、赤にはあと1個必要です。1回配れば両方を届けられます。</translation>
        </message>
        <message>
            <source>Walk the reds forward; the yellow their match leaves behind goes to the wild.</source>
            <translation>赤い石を前へ進めましょう。赤がそろったあとに残る黄色い石がワイルドへ向かいます。</translation>
        </message>
        <message>
            <source>Carry a yellow round to join the pair; the reverse bowl hands back its red.</source>
            <translation>黄色い石を回してペアに加えましょう。リバースの器が赤い石を戻してくれます。</translation>
        </message>
        <message>
            <source>Split the green pair: the yellows match, and their last green joins the wild.</source>
            <translation>緑のペアを分けましょう。黄色がそろい、残った緑がワイルドに加わります。</translation>
        </message>
        <message>
            <source>Two red groups: let each sowing line up the next reds.</source>
            <translation>赤の組を2つ。配るたびに、次の赤が並ぶようにしましょう。</translation>
        </message>
        <message>
            <source>The full frozen bowl takes no more stones: gather both purple groups before it.</source>
            <translation>満杯の凍った器にはもう石が入りません。その手前で紫の組を2つ作りましょう。</translation>
        </message>
        <message>
            <source>Walk stones round the top one bowl at a time until one sowing makes two groups.</source>
            <translation>石を1つの器ずつ上側へ回していき、1回配るだけで組が2つできるようにしましょう。</translation>
        </message>
        <message>
            <source>Bring two purples a long way round to the one waiting in bowl 11.</source>
            <translation>紫を2個、長い道のりで11番の器に待つ紫のところへ運びましょう。</translation>
        </message>
        <message>
            <source>Clear the yellows out of the way, then one sowing finishes two red groups.</source>
            <translation>黄色い石をどけてから、1回配って赤の組を2つ作りましょう。</translation>
        </message>
        <message>
            <source>The last sowing must drop a red and a yellow into two different bowls at once.</source>
            <translation>最後に配る手で、赤い石と黄色い石を同時に別々の器へ落とさなければなりません。</translation>
        </message>
        <message>
            <source>March stones round past the top until greens and blues wait side by side.</source>
            <translation>上を越えて石を進め、緑と青が隣り合って待つようにしましょう。</translation>
        </message>
        <message>
            <source>Bring reds round the top until one sowing drops a red into two waiting pairs.</source>
            <translation>赤を上側へ回し、1回配るだけで待っている2つのペアに赤が入るようにしましょう。</translation>
        </message>
        <message>
            <source>Walk stones round over the top; the last sowing finishes reds and the yellows.</source>
            <translation>石を上を越えて回しましょう。最後に配る手で赤と黄色がそろいます。</translation>
        </message>
        <message>
            <source>Two single groups are enough here: the first one makes room for the second.</source>
            <translation>ここでは組が2つあれば足ります。1つ目の組が2つ目の場所を空けます。</translation>
        </message>
        <message>
            <source>Three single groups and an empty board at the end reach the score: the bonus counts.</source>
            <translation>組を1つずつ3つ作り、最後に盤面を空にすれば目標点に届きます。ボーナスも得点に入ります。</translation>
        </message>
        <message>
            <source>An eruption can finish a group that the move itself never reached.</source>
            <translation>手そのものが届かなかった組も、噴火なら完成させられます。</translation>
        </message>
        <message>
            <source>One bowl can finish two groups if its stones arrive in the right order.</source>
            <translation>石が正しい順に届けば、1つの器で2つの組をそろえられます。</translation>
        </message>
        <message>
            <source>A reverse bowl can be loaded, cleared by a match, then sow the other way.</source>
            <translation>リバースの器は、石をためて、そろえて空け、反対向きに配ることができます。</translation>
        </message>
        <message>
            <source>Prepare two groups so that a single sowing completes them together.</source>
            <translation>1回配るだけで同時にそろうように、2つの組を準備しましょう。</translation>
        </message>
        <message>
            <source>Sometimes the stone left over after a match is the one you need next.</source>
            <translation>そろったあとに残った石が、次に必要な石になることがあります。</translation>
        </message>
        <message>
            <source>A reverse bowl sows its oldest stone into the bowl before it.</source>
            <translation>リバースの器は、いちばん古い石を1つ手前の器に配ります。</translation>
        </message>
        <message>
            <source>A wild completes a pair: bring two stones of one colour to it.</source>
            <translation>ワイルドはペアを完成させます。同じ色の石を2個届けましょう。</translation>
        </message>
        <message>
            <source>Two groups one after the other reach the score; the frozen bowls only receive stones.</source>
            <translation>組を1つずつ2つ作れば目標点に届きます。凍った器は石を受け取るだけです。</translation>
        </message>
        <message>
            <source>Clearing one colour can take a group of another colour first.</source>
            <translation>ある色を消すには、先に別の色の組が必要になることがあります。</translation>
        </message>
        <message>
            <source>Two single groups reach the score; a reverse bowl can carry a stone back to a pair.</source>
            <translation>組を1つずつ2つ作れば目標点に届きます。リバースの器は石をペアのところへ戻せます。</translation>
        </message>
        <message>
            <source>The last red group can form in the same sowing as a group of another colour.</source>
            <translation>最後の赤の組は、別の色の組と同じ手でそろえられます。</translation>
        </message>
        <message>
            <source>Clearing one group can free the stone another group needs.</source>
            <translation>1つの組を消すと、別の組に必要な石が自由になることがあります。</translation>
        </message>
        <message>
            <source>Two single groups in turn reach the score, each set up by walking stones bowl by bowl.</source>
            <translation>組を順に2つ作れば目標点に届きます。どちらも石を器から器へ歩かせて準備します。</translation>
        </message>
        <message>
            <source>An eruption can complete a group far from the bowl you play; the second needs patience.</source>
            <translation>噴火なら、配った器から遠く離れた組も完成できます。2つ目の組は焦らずに作りましょう。</translation>
        </message>
        <message>
            <source>Another colour's group comes first, and an eruption carries stones where no move could.</source>
            <translation>先に別の色の組ができます。そして噴火は、どの手も届かない所へ石を運びます。</translation>
        </message>
        <message>
            <source>Plan a run of moves where each sowing sets up the next match.</source>
            <translation>配るたびに次の組を準備する、一続きの手を考えましょう。</translation>
        </message>
        <message>
            <source>Two groups finished by one sowing score double: line both up first.</source>
            <translation>1回配って組を2つ同時に作ると、得点は2倍です。先に両方を並べておきましょう。</translation>
        </message>
        <message>
            <source>An eruption reaches bowls no move can: let it scatter first, then make two groups in turn.</source>
            <translation>噴火はどの手も届かない器まで届きます。まず石を散らし、それから組を順に2つ作りましょう。</translation>
        </message>
        <message>
            <source>Removing what is in the way can open a bigger finish.</source>
            <translation>じゃまな石をどけると、より大きな仕上げへの道が開けることがあります。</translation>
        </message>
        <message>
            <source>Count where every stone of the final sowing lands before you set it up.</source>
            <translation>準備する前に、最後に配る石がそれぞれどこに落ちるか数えましょう。</translation>
        </message>
        <message>
            <source>Work out where each stone of a sowing lands before you play it.</source>
            <translation>配る前に、それぞれの石がどこに落ちるか確かめましょう。</translation>
        </message>
        <message>
            <source>A sowing that lands in two prepared bowls collects twice.</source>
            <translation>準備した2つの器に石が落ちるように配れば、一度に2回分集められます。</translation>
        </message>
        <message>
            <source>Prepare both groups before the move that finishes them.</source>
            <translation>仕上げの手の前に、両方の組を準備しましょう。</translation>
        </message>
        <message>
            <source>Red Before Yellow</source>
            <translation>黄色の前に赤</translation>
        </message>
        <message>
            <source>First a red steps aside; then spread the fullest bowl and a purple follows.</source>
            <translation>まず赤が1個脇へよけます。次にいちばん多い器を配ると、紫があとに続きます。</translation>
        </message>
        <message>
            <source>Yellow Meets Red</source>
            <translation>黄色と赤の出会い</translation>
        </message>
        <message>
            <source>Back onto the Greens</source>
            <translation>緑へ逆戻り</translation>
        </message>
        <message>
            <source>Wild Pair</source>
            <translation>ワイルドのペア</translation>
        </message>
        <message>
            <source>Red Relay, Wild Finish</source>
            <translation>赤のリレー、ワイルドで決め</translation>
        </message>
        <message>
            <source>Yellow Round the Top</source>
            <translation>黄色は上を回って</translation>
        </message>
        <message>
            <source>Green after Yellow</source>
            <translation>黄色のあとに緑</translation>
        </message>
        <message>
            <source>One After Another</source>
            <translation>1つずつ順番に</translation>
        </message>
        <message>
            <source>Walk the Ring</source>
            <translation>輪をめぐって</translation>
        </message>
        <message>
            <source>Two Red Groups</source>
            <translation>赤の組を2つ</translation>
        </message>
        <message>
            <source>Red and Yellow Apart</source>
            <translation>離れた赤と黄</translation>
        </message>
        <message>
            <source>Round the Corner</source>
            <translation>角を回って</translation>
        </message>
        <message>
            <source>Red Pairs</source>
            <translation>赤のペア</translation>
        </message>
        <message>
            <source>Over the Top</source>
            <translation>上を越えて</translation>
        </message>
        <message>
            <source>The reverse bowl sows back towards the reds: bring every stone together.</source>
            <translation>リバースの器は赤のほうへ逆向きに配ります。すべての石を集めましょう。</translation>
        </message>
        <message>
            <source>Gather three reds where a yellow waits, then send that yellow on to the wild.</source>
            <translation>黄色い石が待つ器に赤い石を3個集め、その黄色い石をワイルドへ送りましょう。</translation>
        </message>
        <message>
            <source>Carry the wild along, bowl by bowl, until it meets the blues.</source>
            <translation>ワイルドを器から器へ運び、青と出会わせましょう。</translation>
        </message>
        <message>
            <source>Yellows, then blues, then greens: each match laid up by the sowing before it.</source>
            <translation>黄、青、緑の順に。それぞれの組は、その前に配った手で準備します。</translation>
        </message>
        <message>
            <source>Lava and Wild</source>
            <translation>溶岩とワイルド</translation>
        </message>
        <message>
            <source>Herding Greens</source>
            <translation>緑を集めて</translation>
        </message>
        <message>
            <source>Erupt the volcano; then build red, blue, green in one bowl before the wild and the greens.</source>
            <translation>火山を噴火させましょう。そのあと、ワイルドと緑の手前の1つの器に赤、青、緑の順で石をそろえます。</translation>
        </message>
        <message>
            <source>Set off the volcano with the green beside the top; herd the greens with the reverse bowl.</source>
            <translation>いちばん上の隣にある緑で火山を噴火させ、リバースの器を使って緑を集めましょう。</translation>
        </message>
        <message>
            <source>Walk the yellows bowl by bowl up to the volcano; then line up greens and yellows.</source>
            <translation>黄色を器から器へと火山まで運びましょう。そのあと緑と黄色をそろえます。</translation>
        </message>
        <message>
            <source>Let an eruption lay the pairs; then one sowing finishes the wild's group and another.</source>
            <translation>ペアは噴火に並べてもらいましょう。そのあと1回配れば、ワイルドの組ともう1つの組ができます。</translation>
        </message>
        <message>
            <source>The greens lie scattered: an eruption and a reverse bowl can bring three together.</source>
            <translation>緑はばらばらです。噴火とリバースの器で3個を1か所に集められます。</translation>
        </message>
        <message>
            <source>A blocker leaves only when a neighbour matches: match both bowls in one sowing.</source>
            <translation>ブロッカーは隣の器で組ができたときだけ消えます。1回配るだけで両方の器に組を作りましょう。</translation>
        </message>
        <message>
            <source>A volcano scatters its blocker too: carry it beside the group that will clear it.</source>
            <translation>火山はブロッカーも配ります。それを消してくれる組の隣まで運びましょう。</translation>
        </message>
        <message>
            <source>Bring the volcano its sixth stone the long way: what it scatters sets up a double.</source>
            <translation>火山の6個目の石は遠回りで届けましょう。噴火で配られた石が2つの組の準備になります。</translation>
        </message>
        <message>
            <source>A volcano you play does not erupt: empty one and fill the other.</source>
            <translation>自分で選んだ火山は噴火しません。一方を空にして、もう一方を満たしましょう。</translation>
        </message>
        <message>
            <source>Lava Triple</source>
            <translation>溶岩のトリプル</translation>
        </message>
        <message>
            <source>Gather two purples and a red in the bowl before the volcano; one sowing sets it off.</source>
            <translation>火山の1つ手前の器に紫2個と赤1個を集めましょう。1回配れば火山が噴火します。</translation>
        </message>
        <message>
            <source>Put a red and the wild with the blocker, blues beside it; one sowing ends both.</source>
            <translation>ブロッカーの器に赤とワイルドを、その隣に青を集めましょう。1回配れば両方が消えます。</translation>
        </message>
        <message>
            <source>Erupt the volcano early; then bring the blocker and the last yellow over the top together.</source>
            <translation>早めに火山を噴火させましょう。そのあとブロッカーと最後の黄色を一緒に上を越えて運びます。</translation>
        </message>
        <message>
            <source>Empty one volcano by playing it; its stones bring the other within one of erupting.</source>
            <translation>一方の火山を選んで空にしましょう。その石で、もう一方は噴火まであと1個になります。</translation>
        </message>
        <message>
            <source>Neighbours Unblock</source>
            <translation>隣が外すブロッカー</translation>
        </message>
        <message>
            <source>Blocker Adrift</source>
            <translation>流れるブロッカー</translation>
        </message>
        <message>
            <source>Yellow Fuse</source>
            <translation>黄色の導火線</translation>
        </message>
        <message>
            <source>Two Volcanoes</source>
            <translation>2つの火山</translation>
        </message>
        <message>
            <source>After the eruption, build one bowl holding a green, then a blue, just before the pairs.</source>
            <translation>噴火のあと、ペアのすぐ手前の器に緑、次に青の順で石をそろえましょう。</translation>
        </message>
        <message>
            <source>Carry a yellow round to the volcano as its sixth stone; then fill the frozen bowl.</source>
            <translation>黄色い石を火山まで運んで6個目にしましょう。そのあと凍った器を満たしましょう。</translation>
        </message>
        <message>
            <source>A volcano's stones land in order: line each pair up where its colour will fall.</source>
            <translation>火山の石は順番に落ちます。それぞれのペアを、その色が落ちる器に並べましょう。</translation>
        </message>
        <message>
            <source>Let the volcano scatter its stones first: the pairs it leaves want one sowing.</source>
            <translation>まず火山に石を配らせましょう。残ったペアは1回配るだけで仕上がります。</translation>
        </message>
        <message>
            <source>The frozen bowl cannot move, so its yellows must come to it: an eruption brings one.</source>
            <translation>凍った器は動かせないので、黄色のほうから届けます。1個は噴火が運んでくれます。</translation>
        </message>
        <message>
            <source>Lava Pairs</source>
            <translation>溶岩のペア</translation>
        </message>
        <message>
            <source>Frozen Yellows</source>
            <translation>凍った黄色</translation>
        </message>
        <message>
            <source>Every stone of the goal's colour must leave in a group; the others only help.</source>
            <translation>目標の色の石は、すべて組になって消えなければなりません。ほかの石は手助けにすぎません。</translation>
        </message>
        <message>
            <source>Only groups of the goal's colour count towards the goal.</source>
            <translation>目標に数えられるのは、目標の色の組だけです。</translation>
        </message>
        <message>
            <source>A move that makes groups in several bowls multiplies the points of every stone.</source>
            <translation>複数の器で組を作る手では、すべての石の得点に倍率がかかります。</translation>
        </message>
        <message>
            <source>One move must make groups in several bowls at once.</source>
            <translation>1手で、複数の器に同時に組を作らなければなりません。</translation>
        </message>
        <message>
            <source>Only groups take stones off the board: count how many each group removes.</source>
            <translation>盤面から石を消すのは組だけです。組ごとにいくつ消えるか数えましょう。</translation>
        </message>
        <message>
            <source>Every stone must leave: the order of the groups decides if the last ones can form.</source>
            <translation>すべての石を消さなければなりません。最後の組ができるかどうかは、組を作る順番で決まります。</translation>
        </message>
        <message>
            <source>The first moves make no group; they line up bowls that the last move completes.</source>
            <translation>最初の手では組を作りません。最後の手で完成する器を並べておきます。</translation>
        </message>
        <message>
            <source>The first moves make no group; they prepare one bowl that the last move completes.</source>
            <translation>最初の手では組を作りません。最後の手で完成する1つの器を準備します。</translation>
        </message>
        <message>
            <source>Groups leave in more than one move: the order in which they go matters.</source>
            <translation>組は複数の手に分かれて消えます。消える順番が大切です。</translation>
        </message>
        <message>
            <source>One move empties the whole board, which earns the perfect clear bonus.</source>
            <translation>1手で盤面全体を空にし、パーフェクトクリアのボーナスを得ます。</translation>
        </message>
        <message>
            <source>A wild completes a group on the way: decide which colour it should serve.</source>
            <translation>途中でワイルドが組を完成させます。どの色に使うかを決めましょう。</translation>
        </message>
        <message>
            <source>A blocker leaves the board only when a bowl next to it makes a group.</source>
            <translation>ブロッカーは、隣の器で組ができたときだけ盤面から消えます。</translation>
        </message>
        <message>
            <source>The solution plays a reverse bowl: its stones travel counter-clockwise.</source>
            <translation>解答ではリバースの器から配ります。その石は反時計回りに進みます。</translation>
        </message>
        <message>
            <source>The frozen bowl cannot be chosen, yet its stones take part: fill it from outside.</source>
            <translation>凍った器は選べませんが、その石も役に立ちます。ほかの器から満たしましょう。</translation>
        </message>
        <message>
            <source>A volcano erupts on the way: with six or more stones after a move, it sows them again.</source>
            <translation>途中で火山が噴火します。手のあとに石が6個以上あると、火山はその石をもう一度配ります。</translation>
        </message>
        <message>
            <source>A group made by an eruption counts in the same move: let the volcano finish the work.</source>
            <translation>噴火でできた組も同じ手に数えられます。仕上げは火山に任せましょう。</translation>
        </message>
        <message numerus="yes">
            <source>You solved it with as few as %n hint(s).</source>
            <translation>
                <numerusform>最少%n回のヒントで解きました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>✓ Solved · best %n moves</source>
            <translation>
                <numerusform>✓ クリア・最短%n手</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Slow</source>
            <translation>遅い</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>速い</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>とても速い</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>テーマ</translation>
        </message>
        <message>
            <source>&amp;Move preview</source>
            <translation>一手の予測(&amp;M)</translation>
        </message>
        <message>
            <source>Shows on the board and beside it what the selected bowl would do: where its stones land, groups, eruptions, overflow, points and combo.</source>
            <translation>選んだ器の手で何が起きるかを盤面とその横に表示します。石の行き先、組、噴火、容量超過、得点、コンボ。</translation>
        </message>
        <message>
            <source>Colour &amp;symbols on stones</source>
            <translation>石に色の記号を表示(&amp;S)</translation>
        </message>
        <message>
            <source>A&amp;bout Twelve Bowls…</source>
            <translation>十二の器について(&amp;B)…</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>アニメーションの速さ(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>動きを減らす(&amp;R)</translation>
        </message>
        <message>
            <source>Changes apply now, but they cannot be saved on this device.</source>
            <translation>変更はすぐに反映されますが、この端末には保存できません。</translation>
        </message>
        <message numerus="yes">
            <source>Unlocks after %n more achievement(s).</source>
            <translation>
                <numerusform>あと実績%n個で解放されます。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SolutionSteps</name>
        <message>
            <source>◀ Back</source>
            <translation>◀ 前へ</translation>
        </message>
        <message>
            <source>Previous move of the solution</source>
            <translation>解答の前の手</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>再開</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>一時停止</translation>
        </message>
        <message>
            <source>Continue the solution</source>
            <translation>解答の再生を再開</translation>
        </message>
        <message>
            <source>Pause the solution</source>
            <translation>解答の再生を一時停止</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>次へ ▶</translation>
        </message>
        <message>
            <source>Next move of the solution</source>
            <translation>解答の次の手</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>Stop the solution</source>
            <translation>解答の再生を止める</translation>
        </message>
        <message>
            <source>Solution</source>
            <translation>解答</translation>
        </message>
        <message>
            <source>Solution, move 0 of %1: the start.</source>
            <translation>解答、%1手中0手目：開始の盤面。</translation>
        </message>
        <message>
            <source>Solution, move %1 of %2: bowl %3.</source>
            <translation>解答、%2手中%1手目：%3番の器。</translation>
        </message>
        <message>
            <source>Paused.</source>
            <translation>一時停止中。</translation>
        </message>
    </context>
    <context>
        <name>SoundSettings</name>
        <message>
            <source>Sound on</source>
            <translation>サウンド：オン</translation>
        </message>
        <message>
            <source>Sound off</source>
            <translation>サウンド：オフ</translation>
        </message>
        <message>
            <source>Sound on, but no sound output was found</source>
            <translation>サウンドはオンですが、音声出力が見つかりません</translation>
        </message>
        <message>
            <source>the file is larger than 2 MB</source>
            <translation>ファイルが 2 MB を超えています</translation>
        </message>
        <message>
            <source>the file is not a readable WAV file</source>
            <translation>読み込める WAV ファイルではありません</translation>
        </message>
        <message>
            <source>only 16-bit mono or stereo PCM files are played</source>
            <translation>再生できるのは16ビットのモノラルまたはステレオ PCM ファイルだけです</translation>
        </message>
        <message>
            <source>the sample rate is outside 8 to 96 kHz</source>
            <translation>サンプリング周波数が 8〜96 kHz の範囲外です</translation>
        </message>
        <message>
            <source>the sound is longer than 4 seconds</source>
            <translation>音が4秒を超えています</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>サウンド</translation>
        </message>
        <message>
            <source>Sound &amp;effects (M mutes them during a game)</source>
            <translation>効果音(&amp;E)（ゲーム中は M で消音）</translation>
        </message>
        <message>
            <source>Effects &amp;volume</source>
            <translation>効果音の音量(&amp;V)</translation>
        </message>
        <message>
            <source>Effects volume</source>
            <translation>効果音の音量</translation>
        </message>
        <message>
            <source>No sound output was found: the game plays on silently.</source>
            <translation>音声出力が見つかりません。ゲームは無音で続きます。</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>Your profile (settings, records and progress) was damaged and has been restored from its backup copy. The damaged file was kept as %1.</source>
            <translation>プロフィール（設定、記録、進行状況）が破損していたため、バックアップから復元しました。破損したファイルは %1 として残してあります。</translation>
        </message>
        <message>
            <source>Your profile (settings, records and progress) could not be read and there was no good backup, so it starts afresh. The damaged file was kept as %1.</source>
            <translation>プロフィール（設定、記録、進行状況）を読み込めず、使えるバックアップもなかったため、最初からになります。破損したファイルは %1 として残してあります。</translation>
        </message>
        <message>
            <source>Your profile was saved by a newer version of Twelve Bowls. This version leaves it untouched and will not save settings or progress.</source>
            <translation>プロフィールは新しいバージョンの「十二の器」で保存されています。このバージョンはそれを変更せず、設定や進行状況を保存しません。</translation>
        </message>
        <message>
            <source>Your paused game was damaged and has been restored from its backup copy; the last move may need to be played again. The damaged file was kept as %1.</source>
            <translation>一時停止中のゲームが破損していたため、バックアップから復元しました。最後の手をもう一度打つ必要があるかもしれません。破損したファイルは %1 として残してあります。</translation>
        </message>
        <message>
            <source>Your paused game could not be read and there was no good backup, so it cannot be continued. The damaged file was kept as %1.</source>
            <translation>一時停止中のゲームを読み込めず、使えるバックアップもなかったため、続きから遊べません。破損したファイルは %1 として残してあります。</translation>
        </message>
        <message>
            <source>Your paused game was saved by a newer version of Twelve Bowls. This version leaves it untouched.</source>
            <translation>一時停止中のゲームは新しいバージョンの「十二の器」で保存されています。このバージョンはそれを変更しません。</translation>
        </message>
        <message>
            <source>Your profile (settings, records and progress) was damaged and has been restored from its backup copy.</source>
            <translation>プロフィール（設定、記録、進行状況）が破損していたため、バックアップから復元しました。</translation>
        </message>
        <message>
            <source>Your profile (settings, records and progress) could not be read and there was no good backup, so it starts afresh.</source>
            <translation>プロフィール（設定、記録、進行状況）を読み込めず、使えるバックアップもなかったため、最初からになります。</translation>
        </message>
        <message>
            <source>Your paused game was damaged and has been restored from its backup copy; the last move may need to be played again.</source>
            <translation>一時停止中のゲームが破損していたため、バックアップから復元しました。最後の手をもう一度打つ必要があるかもしれません。</translation>
        </message>
        <message>
            <source>Your paused game could not be read and there was no good backup, so it cannot be continued.</source>
            <translation>一時停止中のゲームを読み込めず、使えるバックアップもなかったため、続きから遊べません。</translation>
        </message>
        <message>
            <source>Your records, achievements and settings could not be saved (%1); the game keeps them and saves them as soon as it can, but they are lost if you quit before then.</source>
            <translation>記録、実績、設定を保存できませんでした（%1）。ゲームはこれらを保持し、保存できるようになりしだい保存しますが、それまでに終了すると失われます。</translation>
        </message>
        <message>
            <source>Your game in progress could not be saved (%1); the game keeps it and saves it as soon as it can, but if you quit before then, only the moves saved earlier are kept.</source>
            <translation>進行中のゲームを保存できませんでした（%1）。ゲームはこれを保持し、保存できるようになりしだい保存しますが、それまでに終了すると、前に保存された手までしか残りません。</translation>
        </message>
        <message>
            <source>Twelve Bowls cannot save on this device (%1). You can keep playing, but settings and progress will be lost when you quit.</source>
            <translation>「十二の器」はこの端末に保存できません（%1）。遊び続けることはできますが、終了すると設定と進行状況は失われます。</translation>
        </message>
    </context>
    <context>
        <name>ThemePacks</name>
        <message>
            <source>In %1, the value of %2 cannot be used.</source>
            <translation>%1 の %2 の値は使用できません。</translation>
        </message>
        <message>
            <source>%1 is not UTF-8 text.</source>
            <translation>%1 は UTF-8 のテキストではありません。</translation>
        </message>
        <message>
            <source>%1 is not valid JSON (line %2, column %3).</source>
            <translation>%1 は正しい JSON ではありません（%2 行目、%3 列目）。</translation>
        </message>
        <message>
            <source>%1 must hold one JSON object.</source>
            <translation>%1 には JSON オブジェクトを1つだけ入れる必要があります。</translation>
        </message>
        <message>
            <source>%1 is missing.</source>
            <translation>%1 がありません。</translation>
        </message>
        <message>
            <source>%1 cannot be read (%2).</source>
            <translation>%1 を読み込めません（%2）。</translation>
        </message>
        <message>
            <source>%1 is larger than %2 KiB.</source>
            <translation>%1 は %2 KiB を超えています。</translation>
        </message>
        <message>
            <source>%1 refers to another file (%2); a picture must hold all it draws.</source>
            <translation>%1 は別のファイル（%2）を参照しています。画像は描くものをすべて自身の中に含んでいる必要があります。</translation>
        </message>
        <message>
            <source>The pictures take too long to draw.</source>
            <translation>画像の描画に時間がかかりすぎます。</translation>
        </message>
        <message>
            <source>%1 is not a valid SVG picture.</source>
            <translation>%1 は正しい SVG 画像ではありません。</translation>
        </message>
        <message>
            <source>%1 took %2 s to draw; a picture may take at most %3 s.</source>
            <translation>%1 の描画に %2秒かかりました。画像1枚の描画は%3秒までです。</translation>
        </message>
        <message>
            <source>In %1, art names %2, which is not a key the board draws.</source>
            <translation>%1 の art に %2 がありますが、これは盤面が描くキーではありません。</translation>
        </message>
        <message>
            <source>The pictures together are larger than %1 MiB.</source>
            <translation>画像の合計が %1 MiB を超えています。</translation>
        </message>
        <message>
            <source>%1 nests its elements more than %2 deep; a picture may not.</source>
            <translation>%1 は要素の入れ子が %2 段を超えています。画像では認められていません。</translation>
        </message>
        <message>
            <source>%1 holds more than %2 elements; a picture may not.</source>
            <translation>%1 には %2個を超える要素があります。画像では認められていません。</translation>
        </message>
        <message>
            <source>%1 refers to itself; a picture may not.</source>
            <translation>%1 は自分自身を参照しています。画像では認められていません。</translation>
        </message>
        <message>
            <source>%1 has a filter of more than %2 steps; a picture may not.</source>
            <translation>%1 には %2 段階を超えるフィルターがあります。画像では認められていません。</translation>
        </message>
        <message>
            <source>%1 would draw more than %2 shapes; a picture may not.</source>
            <translation>%1 は %2個を超える図形を描くことになります。画像では認められていません。</translation>
        </message>
        <message>
            <source>%1 would draw more than %2 shapes through filters or masks; a picture may not.</source>
            <translation>%1 はフィルターやマスクを通して %2個を超える図形を描くことになります。画像では認められていません。</translation>
        </message>
        <message>
            <source>%1 chains more than %2 references; a picture may not.</source>
            <translation>%1 は参照を %2 段を超えてつないでいます。画像では認められていません。</translation>
        </message>
        <message>
            <source>%1 declares entities, which a picture may not.</source>
            <translation>%1 はエンティティを宣言しています。画像では認められていません。</translation>
        </message>
        <message>
            <source>The folder %1 cannot be read (%2).</source>
            <translation>フォルダー %1 を読み込めません（%2）。</translation>
        </message>
        <message>
            <source>The theme id %1 is already taken by %2.</source>
            <translation>テーマ ID %1 はすでに %2 が使っています。</translation>
        </message>
    </context>
    <context>
        <name>Themes</name>
        <message>
            <source>Twelve Bowls developers</source>
            <translation>「十二の器」開発チーム</translation>
        </message>
        <message>
            <source>The theme %1 stopped working and is turned off until Twelve Bowls is started again. The game uses Simple instead.</source>
            <translation>テーマ「%1」が動かなくなったため、「十二の器」を次に起動するまで無効にしました。代わりにシンプルを使います。</translation>
        </message>
        <message>
            <source>The theme %1 stopped working and is turned off until Twelve Bowls is started again.</source>
            <translation>テーマ「%1」が動かなくなったため、「十二の器」を次に起動するまで無効にしました。</translation>
        </message>
        <message>
            <source>The theme %1 could not be loaded. The game uses Simple instead and tries %1 again at the next start.</source>
            <translation>テーマ「%1」を読み込めませんでした。代わりにシンプルを使い、次に起動したときにもう一度「%1」を試します。</translation>
        </message>
    </context>
    <context>
        <name>ThemesGallery</name>
        <message>
            <source>Shown in the preview</source>
            <translation>プレビューに表示中</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between parts of a description</comment>
            <translation>、</translation>
        </message>
        <message>
            <source>Preview of the %1 theme</source>
            <translation>テーマ「%1」のプレビュー</translation>
        </message>
        <message>
            <source>A sample board: a selected bowl, a match and a volcano.</source>
            <translation>見本の盤面：選んだ器、組、火山。</translation>
        </message>
        <message>
            <source>by {author} · licence {licence}</source>
            <translation>作者：{author}・ライセンス：{licence}</translation>
        </message>
        <message>
            <source>In use</source>
            <translation>使用中</translation>
        </message>
        <message>
            <source>Use this theme</source>
            <translation>このテーマを使う</translation>
        </message>
        <message>
            <source>Unlocked</source>
            <translation>解放済み</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>戻る</translation>
        </message>
        <message>
            <source>Themes</source>
            <translation>テーマ</translation>
        </message>
        <message>
            <source>Themes that could not be loaded</source>
            <translation>読み込めなかったテーマ</translation>
        </message>
        <message numerus="yes">
            <source>%n more achievement(s) to unlock</source>
            <translation>
                <numerusform>あと実績%n個で解放</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This theme is still locked: earn %n more achievement(s) in any mode to use it.</source>
            <translation>
                <numerusform>このテーマはまだロック中です。どのモードでもあと%n個の実績で使えるようになります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Locked: earn %n more achievement(s) in any mode to unlock it. You can preview it now.</source>
            <translation>
                <numerusform>ロック中：どのモードでもあと%n個の実績で解放されます。今すぐプレビューできます。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Twelve Bowls</source>
            <translation>十二の器について</translation>
        </message>
        <message>
            <source>Twelve Bowls is free software under the MIT licence. It is built with Python, Qt for Python and the libraries below, each under its own licence.</source>
            <translation>十二の器は MIT ライセンスのフリーソフトウェアです。Python、Qt for Python と下に挙げるライブラリで作られており、それぞれに独自のライセンスがあります。</translation>
        </message>
        <message>
            <source>&amp;Third-party notices</source>
            <translation>サードパーティの告知(&amp;T)</translation>
        </message>
        <message>
            <source>Third-party notices</source>
            <translation>サードパーティの告知</translation>
        </message>
        <message>
            <source>Twelve Bowls %1</source>
            <translation>十二の器 %1</translation>
        </message>
        <message>
            <source>The notices could not be read: %1</source>
            <translation>告知を読み込めませんでした：%1</translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>Twelve bowls in a ring, bowl 0 at the top, numbered clockwise. Arrow keys choose a bowl, Enter plays it, Space skips the animation.</source>
            <translation>輪に並んだ12個の器。0番の器がいちばん上で、時計回りに番号が付いています。矢印キーで器を選び、Enter でその器から配り、Space でアニメーションを飛ばします。</translation>
        </message>
        <message>
            <source>frozen: cannot be chosen, still receives stones</source>
            <translation>凍結：選べないが、石は受け取る</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between parts of a spoken sentence</comment>
            <translation>、</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between items of a bowl</comment>
            <translation>、</translation>
        </message>
        <message>
            <source>reverse: sows counter-clockwise</source>
            <translation>リバース：反時計回りに配る</translation>
        </message>
        <message numerus="yes">
            <source>%1 for %n more move(s)</source>
            <translation>
                <numerusform>%1（あと%n手）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1, %n stone(s): %2</source>
            <translation>
                <numerusform>%1番の器、石%n個：%2</numerusform>
            </translation>
        </message>
        <message>
            <source>Bowl %1, empty</source>
            <translation>%1番の器、空</translation>
        </message>
        <message>
            <source>overflowed</source>
            <translation>容量超過</translation>
        </message>
        <message>
            <source>selected</source>
            <translation>選択中</translation>
        </message>
        <message>
            <source>no group</source>
            <translation>組なし</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n点</numerusform>
            </translation>
        </message>
        <message>
            <source>volcano, ready to erupt</source>
            <translation>火山、噴火寸前</translation>
        </message>
        <message>
            <source>volcano</source>
            <translation>火山</translation>
        </message>
        <message>
            <source>full: one more stone overflows</source>
            <translation>満杯：あと1個で容量超過</translation>
        </message>
        <message>
            <source>cannot be chosen now</source>
            <translation>今は選べない</translation>
        </message>
        <message>
            <source>combo %1</source>
            <translation>コンボ %1</translation>
        </message>
        <message>
            <source>bowl %1 overflows</source>
            <translation>%1番の器が容量超過</translation>
        </message>
        <message numerus="yes">
            <source>%1 group in bowl %2, %n stone(s)</source>
            <translation>
                <numerusform>%2番の器で%1の組、石%n個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 with %n wild(s)</source>
            <translation>
                <numerusform>%1（ワイルド%n個）</numerusform>
            </translation>
        </message>
        <message>
            <source>%1, after the refill</source>
            <comment>%1 is a group: Red group in bowl 4</comment>
            <translation>補充の後に%1</translation>
        </message>
        <message>
            <source>bowls %1 overflow</source>
            <translation>%1番の器が容量超過</translation>
        </message>
        <message numerus="yes">
            <source>%n blocker(s) leave bowl %1</source>
            <translation>
                <numerusform>%1番の器のブロッカー%n個を除去</numerusform>
            </translation>
        </message>
        <message>
            <source>the volcano in bowl %1 erupts</source>
            <translation>%1番の器の火山が噴火</translation>
        </message>
        <message>
            <source>bowl %1 is now %2</source>
            <translation>%1番の器に新しい効果：%2</translation>
        </message>
    </context>
    <context>
        <name>Spoken</name>
        <message>
            <source>G reads the goal and the moves left.</source>
            <translation>G で目標と残り手数を読み上げます。</translation>
        </message>
        <message>
            <source>%1 to win</source>
            <comment>%1 is the goal, an instruction: Clear the whole board</comment>
            <translation>%1と勝ちです</translation>
        </message>
    </context>
    <context>
        <name>Generated</name>
        <message>
            <source>Easy</source>
            <translation>やさしい</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>ふつう</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>むずかしい</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>エキスパート</translation>
        </message>
        <message>
            <source>Easy generated puzzle</source>
            <translation>やさしい自動生成パズル</translation>
        </message>
        <message>
            <source>Medium generated puzzle</source>
            <translation>ふつうの自動生成パズル</translation>
        </message>
        <message>
            <source>Hard generated puzzle</source>
            <translation>むずかしい自動生成パズル</translation>
        </message>
        <message>
            <source>Expert generated puzzle</source>
            <translation>エキスパートの自動生成パズル</translation>
        </message>
        <message>
            <source>Trying board %1.</source>
            <translation>%1枚目の盤面を試しています。</translation>
        </message>
        <message>
            <source>Easy puzzle of the day</source>
            <translation>やさしい日替わりパズル</translation>
        </message>
        <message>
            <source>Medium puzzle of the day</source>
            <translation>ふつうの日替わりパズル</translation>
        </message>
        <message>
            <source>Hard puzzle of the day</source>
            <translation>むずかしい日替わりパズル</translation>
        </message>
        <message>
            <source>Expert puzzle of the day</source>
            <translation>エキスパートの日替わりパズル</translation>
        </message>
        <message>
            <source>Your results on generated puzzles were damaged and have been restored from their backup copy; the damaged file was kept as %1.</source>
            <translation>自動生成パズルの結果が破損していたため、バックアップから復元しました（破損したファイルは %1 として残してあります）。</translation>
        </message>
        <message>
            <source>Your results on generated puzzles could not be read and had no good backup, so they start afresh; the damaged file was kept as %1.</source>
            <translation>自動生成パズルの結果を読み込めず、使えるバックアップもなかったため、最初からになります（破損したファイルは %1 として残してあります）。</translation>
        </message>
        <message>
            <source>Generated puzzles</source>
            <translation>自動生成パズル</translation>
        </message>
        <message>
            <source>New puzzles without end, each proven by the solver. Their results are kept apart from the hundred puzzles and earn no achievement.</source>
            <translation>新しいパズルが終わりなく作られ、どれもソルバーで証明されています。結果は100問のパズルとは別に記録され、実績にはなりません。</translation>
        </message>
        <message>
            <source>&amp;Difficulty:</source>
            <translation>難易度(&amp;D)：</translation>
        </message>
        <message>
            <source>New puzzle</source>
            <translation>新しいパズル</translation>
        </message>
        <message>
            <source>Puzzle of the day</source>
            <translation>日替わりパズル</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>パズルコードをコピー</translation>
        </message>
        <message>
            <source>Copy the code of the last generated puzzle</source>
            <translation>最後に生成したパズルのコードをコピー</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>再開</translation>
        </message>
        <message>
            <source>Continue the unfinished generated puzzle</source>
            <translation>途中の自動生成パズルを再開</translation>
        </message>
        <message>
            <source>Making a puzzle</source>
            <translation>パズルを作成中</translation>
        </message>
        <message numerus="yes">
            <source>✓ Today's solved in %n move(s)</source>
            <translation>
                <numerusform>✓ 日替わりを%n手でクリア</numerusform>
            </translation>
        </message>
        <message>
            <source>Making a puzzle and proving it with the solver…</source>
            <translation>パズルを作成し、ソルバーで証明しています…</translation>
        </message>
        <message>
            <source>Cancelled: no puzzle was made.</source>
            <translation>キャンセルしました。パズルは作成されていません。</translation>
        </message>
        <message>
            <source>No puzzle could be made this time: please try again.</source>
            <translation>今回はパズルを作れませんでした。もう一度お試しください。</translation>
        </message>
        <message numerus="yes">
            <source>%n solved</source>
            <translation>
                <numerusform>%n問クリア</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A generated puzzle was left unfinished after %n move(s).</source>
            <translation>
                <numerusform>自動生成パズルを%n手進めたところで中断しています。</numerusform>
            </translation>
        </message>
        <message>
            <source>The unfinished generated puzzle's save does not match the puzzle the generator makes for it, so it was damaged and cannot be continued.</source>
            <translation>途中の自動生成パズルの保存データが、生成器がそれに対して作るパズルと一致しません。破損しているため再開できません。</translation>
        </message>
        <message>
            <source>The puzzle code is on the clipboard: a friend can open it.</source>
            <translation>パズルコードをクリップボードにコピーしました。友だちが開けます。</translation>
        </message>
    </context>
    <context>
        <name>PuzzleIdea</name>
        <message>
            <source>Every stone must leave the board: plan the order so that the last sowing completes the last groups.</source>
            <translation>盤面の石をすべて消さなければなりません。最後に配る手が最後の組を完成させるよう、順番を考えましょう。</translation>
        </message>
        <message>
            <source>Only one colour has to go: look for sowings that bring three of it together, and let the other colours wait.</source>
            <translation>消すのは1色だけです。その色の石を3個そろえる配り方を探し、ほかの色は後回しにしましょう。</translation>
        </message>
        <message>
            <source>Only groups of the goal's colour count: look for bowls one stone short of such a group and a sowing that completes them.</source>
            <translation>数えるのは目標の色の組だけです。あと1個でその組になる器と、それを完成させる配り方を探しましょう。</translation>
        </message>
        <message>
            <source>Groups score one at a time here: look for sowings that each complete a group, one after another.</source>
            <translation>ここでは組は1つずつ得点になります。毎回1つの組を完成させる配り方を、順に探しましょう。</translation>
        </message>
        <message>
            <source>Points are multiplied by the combo: a move that makes groups in several bowls at once is worth far more than single groups.</source>
            <translation>得点にはコンボの倍率が掛かります。1手で複数の器に組を作る手は、組を1つずつ作るよりずっと得点が高くなります。</translation>
        </message>
        <message>
            <source>One sowing must complete groups in several bowls at once: line up bowls that are each one stone short first.</source>
            <translation>1回配るだけで、複数の器の組を同時に完成させる必要があります。まず、あと1個で組になる器をいくつも用意しましょう。</translation>
        </message>
        <message>
            <source>Sowing only moves stones; only groups take them off the board. Count what each group removes.</source>
            <translation>配っても石は移動するだけで、盤面から消えるのは組になった石だけです。組ごとに何個消えるか数えましょう。</translation>
        </message>
        <message>
            <source>A volcano with six or more stones erupts and sows them again: it can reach bowls a move alone cannot.</source>
            <translation>石が6個以上入った火山は噴火して、もう一度配ります。1手だけでは届かない器にも届きます。</translation>
        </message>
        <message>
            <source>A blocker falls only when a bowl next to it makes a group.</source>
            <translation>ブロッカーは、隣の器で組ができたときだけ消えます。</translation>
        </message>
        <message>
            <source>A wild completes a group of any colour: decide which group needs it.</source>
            <translation>ワイルドはどの色の組も完成させます。どの組に使うかを決めましょう。</translation>
        </message>
        <message>
            <source>A reverse bowl sows counter-clockwise: count the other way from it.</source>
            <translation>リバースの器は反時計回りに配ります。そこからは逆向きに数えましょう。</translation>
        </message>
        <message>
            <source>A frozen bowl cannot be chosen, but it still receives stones: fill it from outside.</source>
            <translation>凍った器は選べませんが、石は受け取ります。ほかの器から満たしましょう。</translation>
        </message>
    </context>
    <context>
        <name>PastDailies</name>
        <message>
            <source>Earlier Dailies</source>
            <translation>以前のデイリー</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>戻る</translation>
        </message>
        <message>
            <source>Play the Daily challenge of one of the last 30 days again. It is practice: the result never becomes a record and does not count for the streak.</source>
            <translation>過去30日のうち1日のデイリーをもう一度遊べます。練習なので、結果は記録にならず、連続記録にも数えられません。</translation>
        </message>
        <message>
            <source>not played</source>
            <translation>未プレイ</translation>
        </message>
        <message>
            <source>Daily of %1, practice</source>
            <translation>%1のデイリー（練習）</translation>
        </message>
        <message>
            <source>best %1 · all 20 moves</source>
            <translation>最高%1点・20手すべて</translation>
        </message>
        <message>
            <source>best %1</source>
            <translation>最高%1点</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message numerus="yes">
            <source>You have earned %1 of the %n achievement(s).</source>
            <translation>
                <numerusform>実績%n個のうち%1個を獲得しました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have unlocked %1 of the %n theme(s).</source>
            <translation>
                <numerusform>テーマ%n種のうち%1種を解放しました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your shelf holds %n medal(s).</source>
            <translation>
                <numerusform>棚にはメダルが%n枚あります。</numerusform>
            </translation>
        </message>
        <message>
            <source>Records</source>
            <translation>記録</translation>
        </message>
        <message>
            <source>Daily scores of recent days</source>
            <translation>最近のデイリーの得点</translation>
        </message>
        <message>
            <source>Daily challenge results</source>
            <translation>デイリーの結果</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>戻る</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>エンドレス</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>パズル</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>デイリー</translation>
        </message>
        <message>
            <source>Achievements</source>
            <translation>実績</translation>
        </message>
        <message numerus="yes">
            <source>Best score of each of the last %n day(s) (dates in UTC).</source>
            <translation>
                <numerusform>直近%n日間の各日の最高得点（日付はUTC）。</numerusform>
            </translation>
        </message>
        <message>
            <source>all 20 moves played</source>
            <translation>20手すべて完了</translation>
        </message>
        <message>
            <source>ended early</source>
            <translation>途中で終了</translation>
        </message>
        <message>
            <source>Ten best Endless results</source>
            <translation>エンドレスのベスト10</translation>
        </message>
        <message>
            <source>No valid Endless result yet.</source>
            <translation>エンドレスの有効な結果はまだありません。</translation>
        </message>
        <message>
            <source>No Daily challenge played yet.</source>
            <translation>まだデイリーを遊んでいません。</translation>
        </message>
        <message>
            <source>Your medal shelf</source>
            <translation>メダルの棚</translation>
        </message>
        <message>
            <source>No Daily played in these days.</source>
            <translation>この期間にはデイリーを遊んでいません。</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日付</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>最高得点</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>手数</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>順位</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>得点</translation>
        </message>
        <message>
            <source>No score yet</source>
            <translation>まだ記録がありません</translation>
        </message>
        <message>
            <source>Play Endless until the board overflows, or end it.</source>
            <translation>盤面が容量超過になるまでエンドレスを遊ぶか、途中で終了しましょう。</translation>
        </message>
        <message numerus="yes">
            <source>Your best score is %n point(s).</source>
            <translation>
                <numerusform>最高得点は%n点です。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of %2 solved</source>
            <translation>%2問中%1問クリア</translation>
        </message>
        <message numerus="yes">
            <source>Your best solutions take %n move(s) in all.</source>
            <comment>the fewest moves of every solved puzzle, added up</comment>
            <translation>
                <numerusform>最少手数の合計は%n手です。</numerusform>
            </translation>
        </message>
        <message>
            <source>date unknown</source>
            <translation>日付不明</translation>
        </message>
        <message>
            <source>all 20</source>
            <translation>20手すべて</translation>
        </message>
        <message numerus="yes">
            <source>On %1 the best score was %n point(s).</source>
            <comment>a day in the chart's description; %1 is its date</comment>
            <translation>
                <numerusform>%1の最高得点は%n点でした。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of 20</source>
            <translation>20手中%1手</translation>
        </message>
        <message>
            <source>Earned · its medal is on your shelf</source>
            <translation>獲得済み・メダルは棚に飾られています</translation>
        </message>
        <message>
            <source>Not earned yet · every theme is already unlocked; earning it adds its medal to your shelf</source>
            <translation>未獲得・テーマはすべて解放済みです。獲得するとメダルが棚に加わります</translation>
        </message>
        <message numerus="yes">
            <source>That game took %n move(s).</source>
            <translation>
                <numerusform>そのゲームは%n手でした。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Endless game(s) recorded.</source>
            <translation>
                <numerusform>エンドレスの記録は%n回分あります。</numerusform>
            </translation>
        </message>
        <message>
            <source>Earned · unlocked the %1 theme</source>
            <translation>獲得済み・テーマ「%1」を解放しました</translation>
        </message>
        <message>
            <source>Not earned yet · earning it unlocks the %1 theme</source>
            <translation>未獲得・獲得するとテーマ「%1」が解放されます</translation>
        </message>
        <message>
            <source>So far %1 of %2.</source>
            <translation>これまでに%2のうち%1を達成。</translation>
        </message>
    </context>
</TS>
