<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
    <context>
        <name>Achievements</name>
        <message>
            <source>First steps</source>
            <translation>الخطوات الأولى</translation>
        </message>
        <message>
            <source>Solve a puzzle.</source>
            <translation>حُلّ لغزًا.</translation>
        </message>
        <message>
            <source>Daily visitor</source>
            <translation>زائر يومي</translation>
        </message>
        <message>
            <source>Getting going</source>
            <translation>الانطلاق</translation>
        </message>
        <message>
            <source>Complete the Daily challenge of 3 different dates.</source>
            <translation>أكمل التحدّي اليومي لثلاثة تواريخ مختلفة.</translation>
        </message>
        <message>
            <source>Score 500 points in each of 3 Endless games.</source>
            <translation>سجّل 500 نقطة في كل واحدة من 3 ألعاب في الوضع اللانهائي.</translation>
        </message>
        <message>
            <source>Chain reaction</source>
            <translation>تفاعل متسلسل</translation>
        </message>
        <message>
            <source>Make a combo of 3 in Endless or a Daily, from your fourth day of Dailies.</source>
            <translation>اصنع مجموعة متتابعة من 3 في الوضع اللانهائي أو في تحدٍّ يومي، بدءًا من يومك الرابع من التحديات اليومية.</translation>
        </message>
        <message>
            <source>Puzzler</source>
            <translation>محب الألغاز</translation>
        </message>
        <message>
            <source>Solve 10 different puzzles.</source>
            <translation>حُلّ 10 ألغاز مختلفة.</translation>
        </message>
        <message>
            <source>Clean sweep</source>
            <translation>كنس شامل</translation>
        </message>
        <message>
            <source>Make a Perfect Clear.</source>
            <translation>حقّق تنظيفًا كاملًا.</translation>
        </message>
        <message>
            <source>Long haul</source>
            <translation>نفس طويل</translation>
        </message>
        <message>
            <source>Play 100 safe moves in each of 8 Endless games, from your fifth day of play.</source>
            <translation>العب 100 حركة آمنة في كل واحدة من 8 ألعاب في الوضع اللانهائي، بدءًا من يومك الخامس من اللعب.</translation>
        </message>
        <message>
            <source>Quarter way</source>
            <translation>ربع الطريق</translation>
        </message>
        <message>
            <source>Solve 25 different puzzles, from your sixth day of play.</source>
            <translation>حُلّ 25 لغزًا مختلفًا، بدءًا من يومك السادس من اللعب.</translation>
        </message>
        <message>
            <source>Solve 50 different puzzles, from your seventh day of play.</source>
            <translation>حُلّ 50 لغزًا مختلفًا، بدءًا من يومك السابع من اللعب.</translation>
        </message>
        <message>
            <source>A week of days</source>
            <translation>أسبوع من الأيام</translation>
        </message>
        <message>
            <source>Complete the Daily challenge of 7 different dates.</source>
            <translation>أكمل التحدّي اليومي لسبعة تواريخ مختلفة.</translation>
        </message>
        <message>
            <source>Full cascade</source>
            <translation>شلال كامل</translation>
        </message>
        <message>
            <source>Reach the ×4 multiplier in Endless or a Daily, from your sixth day of Dailies.</source>
            <translation>اِبلغ المضاعِف ⁦×4⁩ في الوضع اللانهائي أو في تحدٍّ يومي، بدءًا من يومك السادس من التحديات اليومية.</translation>
        </message>
        <message>
            <source>Steady hands</source>
            <translation>يد ثابتة</translation>
        </message>
        <message>
            <source>Score 2,500 points in each of 8 Endless games, from your sixth day of play.</source>
            <translation>سجّل 2,500 نقطة في كل واحدة من 8 ألعاب في الوضع اللانهائي، بدءًا من يومك السادس من اللعب.</translation>
        </message>
        <message>
            <source>Halfway there</source>
            <translation>منتصف الطريق</translation>
        </message>
        <message>
            <source>Big day</source>
            <translation>يوم كبير</translation>
        </message>
        <message>
            <source>Unshakeable</source>
            <translation>لا يتزعزع</translation>
        </message>
        <message>
            <source>Score 10,000 points in one Endless game.</source>
            <translation>سجّل 10,000 نقطة في لعبة واحدة من الوضع اللانهائي.</translation>
        </message>
        <message>
            <source>Every bowl in its place</source>
            <translation>كل وعاء في مكانه</translation>
        </message>
        <message>
            <source>Solve all 100 puzzles.</source>
            <translation>حُلّ الألغاز المئة كلها.</translation>
        </message>
        <message>
            <source>Score 800 points in the Daily challenge of 3 different dates.</source>
            <translation>سجّل 800 نقطة في التحدّي اليومي لثلاثة تواريخ مختلفة.</translation>
        </message>
    </context>
    <context>
        <name>Assist</name>
        <message>
            <source>Twelve Bowls · Easy puzzle of the day %1</source>
            <translation>اثنا عشر وعاءً · لغز اليوم السهل %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Medium puzzle of the day %1</source>
            <translation>اثنا عشر وعاءً · لغز اليوم المتوسط %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Hard puzzle of the day %1</source>
            <translation>اثنا عشر وعاءً · لغز اليوم الصعب %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Expert puzzle of the day %1</source>
            <translation>اثنا عشر وعاءً · لغز اليوم للخبراء %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Daily %1</source>
            <translation>اثنا عشر وعاءً · التحدّي اليومي %1</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <comment>the share text: its points, then its moves</comment>
            <translation>%1 · %2</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>لا نقاط</numerusform>
                <numerusform>نقطة واحدة</numerusform>
                <numerusform>نقطتان</numerusform>
                <numerusform>%n نقاط</numerusform>
                <numerusform>%n نقطة</numerusform>
                <numerusform>%n نقطة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>لا حركات</numerusform>
                <numerusform>حركة واحدة</numerusform>
                <numerusform>حركتان</numerusform>
                <numerusform>%n حركات</numerusform>
                <numerusform>%n حركة</numerusform>
                <numerusform>%n حركة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 makes a group and %n stone(s) are removed.</source>
            <translation>
                <numerusform>يكوّن الوعاء %1 تطابقًا ولا يُزال أي حجر.</numerusform>
                <numerusform>يكوّن الوعاء %1 تطابقًا ويُزال حجر واحد.</numerusform>
                <numerusform>يكوّن الوعاء %1 تطابقًا ويُزال حجران.</numerusform>
                <numerusform>يكوّن الوعاء %1 تطابقًا وتُزال %n أحجار.</numerusform>
                <numerusform>يكوّن الوعاء %1 تطابقًا ويُزال %n حجرًا.</numerusform>
                <numerusform>يكوّن الوعاء %1 تطابقًا ويُزال %n حجر.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This phase scores %n point(s) with a %1 combo.</source>
            <comment>%1 is a multiplier: ×3</comment>
            <translation>
                <numerusform>لا تمنح هذه المرحلة أي نقطة رغم مجموعة متتابعة %1.</numerusform>
                <numerusform>تمنح هذه المرحلة نقطة واحدة مع مجموعة متتابعة %1.</numerusform>
                <numerusform>تمنح هذه المرحلة نقطتين مع مجموعة متتابعة %1.</numerusform>
                <numerusform>تمنح هذه المرحلة %n نقاط مع مجموعة متتابعة %1.</numerusform>
                <numerusform>تمنح هذه المرحلة %n نقطةً مع مجموعة متتابعة %1.</numerusform>
                <numerusform>تمنح هذه المرحلة %n نقطة مع مجموعة متتابعة %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>Perfect Clear: the board is empty.</source>
            <translation>تنظيف كامل: اللوحة فارغة.</translation>
        </message>
        <message>
            <source>A stone is sown into bowl %1.</source>
            <translation>يُوزَّع حجر في الوعاء %1.</translation>
        </message>
        <message>
            <source>Blockers next to a group fall in bowl %1.</source>
            <translation>تسقط الحواجز من الوعاء %1 لأنه مجاور لتطابق.</translation>
        </message>
        <message>
            <source>The volcano in bowl %1 erupts and sows again.</source>
            <translation>يثور البركان في الوعاء %1 ويوزّع من جديد.</translation>
        </message>
        <message>
            <source>Refill: a stone drops into bowl %1.</source>
            <translation>تجديد: يسقط حجر في الوعاء %1.</translation>
        </message>
        <message>
            <source>Overflow in bowl %1: more than seven stones.</source>
            <translation>تجاوز السعة في الوعاء %1: أكثر من سبعة أحجار.</translation>
        </message>
        <message>
            <source>Step %1 of %2.</source>
            <translation>الخطوة %1 من %2.</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separator of a list of bowl numbers</comment>
            <translation>، </translation>
        </message>
        <message>
            <source>This is the board before the move.</source>
            <translation>هذه هي اللوحة قبل الحركة.</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <source>Overflow!</source>
            <translation>تجاوز السعة!</translation>
        </message>
        <message>
            <source>Combo %1  %2</source>
            <comment>%1 is the multiplier (×3), %2 the points (+270)</comment>
            <translation>مجموعة متتابعة %1  %2</translation>
        </message>
        <message>
            <source>Perfect Clear!  %1</source>
            <comment>%1 is the bonus with its sign: +500</comment>
            <translation>تنظيف كامل!  %1</translation>
        </message>
    </context>
    <context>
        <name>ColourScheme</name>
        <message>
            <source>Follow the desktop</source>
            <translation>اتّباع سطح المكتب</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>فاتح</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>داكن</translation>
        </message>
        <message>
            <source>Colour sc&amp;heme</source>
            <translation>نظام ال&amp;ألوان</translation>
        </message>
    </context>
    <context>
        <name>Colours</name>
        <message>
            <source>red</source>
            <translation>الأحمر</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>الأصفر</translation>
        </message>
        <message>
            <source>green</source>
            <translation>الأخضر</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>الأزرق</translation>
        </message>
        <message>
            <source>purple</source>
            <translation>البنفسجي</translation>
        </message>
        <message>
            <source>wild</source>
            <translation>بديل</translation>
        </message>
        <message>
            <source>blocker</source>
            <translation>حاجز</translation>
        </message>
    </context>
    <context>
        <name>Danger</name>
        <message>
            <source>Frozen</source>
            <translation>متجمّد</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>العكس</translation>
        </message>
        <message>
            <source>Volcano</source>
            <translation>بركان</translation>
        </message>
        <message>
            <source>After each move two stones drop into bowls: a bowl left with 8 ends it.</source>
            <translation>بعد كل حركة يسقط حجران في الأوعية: إذا بقي في وعاء 8 أحجار انتهت المحاولة.</translation>
        </message>
        <message numerus="yes">
            <source>%1 · %n move(s)</source>
            <comment>a modifier and the moves it lasts</comment>
            <translation>
                <numerusform>%1 · لا حركات</numerusform>
                <numerusform>%1 · حركة واحدة</numerusform>
                <numerusform>%1 · حركتان</numerusform>
                <numerusform>%1 · %n حركات</numerusform>
                <numerusform>%1 · %n حركة</numerusform>
                <numerusform>%1 · %n حركة</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Duration</name>
        <message>
            <source>%1 %2</source>
            <comment>hours then minutes</comment>
            <translation>%1 و%2</translation>
        </message>
        <message numerus="yes">
            <source>%n hour(s)</source>
            <translation>
                <numerusform>%n ساعة</numerusform>
                <numerusform>ساعة واحدة</numerusform>
                <numerusform>ساعتان</numerusform>
                <numerusform>%n ساعات</numerusform>
                <numerusform>%n ساعة</numerusform>
                <numerusform>%n ساعة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n minute(s)</source>
            <translation>
                <numerusform>%n دقيقة</numerusform>
                <numerusform>دقيقة واحدة</numerusform>
                <numerusform>دقيقتان</numerusform>
                <numerusform>%n دقائق</numerusform>
                <numerusform>%n دقيقة</numerusform>
                <numerusform>%n دقيقة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s)</source>
            <translation>
                <numerusform>%n ثانية</numerusform>
                <numerusform>ثانية واحدة</numerusform>
                <numerusform>ثانيتان</numerusform>
                <numerusform>%n ثوانٍ</numerusform>
                <numerusform>%n ثانية</numerusform>
                <numerusform>%n ثانية</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. On Debian or Ubuntu, install the package %1 and restart the game.</source>
            <extracomment>What to do about a missing font, per desktop (Debian advice on every OS was no help on Windows or macOS). %1 is the package (Debian) or the font family (elsewhere).</extracomment>
            <translation>لا يمكن عرض بعض حروف هذه اللغة لأنه لا يوجد خط مثبّت لها. على Debian أو Ubuntu، ثبّت الحزمة %1 ثم أعد تشغيل اللعبة.</translation>
        </message>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. Install the font %1 with your system's software manager and restart the game.</source>
            <translation>لا يمكن عرض بعض حروف هذه اللغة لأنه لا يوجد خط مثبّت لها. ثبّت الخط %1 من مدير البرامج في نظامك ثم أعد تشغيل اللعبة.</translation>
        </message>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. In Windows Settings, open Time &amp; language, then Language &amp; region, add this language (Windows adds its fonts) and restart the game.</source>
            <translation>لا يمكن عرض بعض حروف هذه اللغة لأنه لا يوجد خط مثبّت لها. افتح إعدادات Windows، ثم «الوقت واللغة» ثم «اللغة والمنطقة»، وأضف هذه اللغة (يضيف Windows خطوطها) ثم أعد تشغيل اللعبة.</translation>
        </message>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. Open the Font Book app, download the font %1 and restart the game.</source>
            <translation>لا يمكن عرض بعض حروف هذه اللغة لأنه لا يوجد خط مثبّت لها. افتح تطبيق «دفتر الخطوط» (Font Book)، ونزّل الخط %1 ثم أعد تشغيل اللعبة.</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <source>The attempt has ended.</source>
            <translation>انتهت المحاولة.</translation>
        </message>
        <message>
            <source>No bowl can be chosen.</source>
            <translation>لا يمكن اختيار أي وعاء.</translation>
        </message>
        <message>
            <source>Select a bowl first.</source>
            <translation>اختر وعاءً أولًا.</translation>
        </message>
        <message>
            <source>Bowl %1 will be played when the animation ends.</source>
            <translation>سيُوزَّع الوعاء %1 عند انتهاء التحريك.</translation>
        </message>
        <message>
            <source>The queued move on bowl %1 is no longer possible.</source>
            <translation>لم تعد الحركة المنتظرة على الوعاء %1 ممكنة.</translation>
        </message>
        <message>
            <source>There is no move to undo.</source>
            <translation>لا توجد حركة للتراجع عنها.</translation>
        </message>
        <message>
            <source>Move undone.</source>
            <translation>تم التراجع عن الحركة.</translation>
        </message>
        <message>
            <source>Hints are only for the puzzles.</source>
            <translation>التلميحات للألغاز فقط.</translation>
        </message>
        <message>
            <source>Puzzle file %1</source>
            <translation>ملف لغز %1</translation>
        </message>
        <message>
            <source>Puzzle %1</source>
            <translation>اللغز %1</translation>
        </message>
        <message>
            <source>%1 (UTC)</source>
            <translation>%1 (UTC)</translation>
        </message>
        <message>
            <source>The last move made a %1 combo.</source>
            <comment>%1 is a multiplier: ×3</comment>
            <translation>حققت الحركة الأخيرة مجموعة متتابعة %1.</translation>
        </message>
        <message>
            <source>No combo on the last move.</source>
            <translation>لم تحقق الحركة الأخيرة أي مجموعة متتابعة.</translation>
        </message>
        <message>
            <source>No combo yet.</source>
            <translation>لم تتحقق أي مجموعة متتابعة بعد.</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>الهدف</translation>
        </message>
        <message>
            <source>Practice: this attempt cannot set a record.</source>
            <translation>تدريب: لا يمكن لهذه المحاولة تسجيل رقم قياسي.</translation>
        </message>
        <message>
            <source>Bowl %1 is now frozen.</source>
            <translation>الوعاء %1 متجمّد الآن.</translation>
        </message>
        <message>
            <source>Bowl %1 is now a reverse bowl.</source>
            <translation>أصبح الوعاء %1 وعاء العكس.</translation>
        </message>
        <message>
            <source>Bowl %1 is now a volcano.</source>
            <translation>أصبح الوعاء %1 بركانًا.</translation>
        </message>
        <message>
            <source>No bowl selected</source>
            <translation>لم يُختر أي وعاء</translation>
        </message>
        <message>
            <source>Select a bowl to see its queue.</source>
            <translation>اختر وعاءً لترى طابوره.</translation>
        </message>
        <message>
            <source>Bowl %1</source>
            <translation>الوعاء %1</translation>
        </message>
        <message>
            <source>Puzzle</source>
            <translation>لغز</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>اللانهائي</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>التحدّي اليومي</translation>
        </message>
        <message>
            <source>Clear every red stone</source>
            <translation>أزِل كل الأحجار الحمراء</translation>
        </message>
        <message>
            <source>Clear every yellow stone</source>
            <translation>أزِل كل الأحجار الصفراء</translation>
        </message>
        <message>
            <source>Clear every green stone</source>
            <translation>أزِل كل الأحجار الخضراء</translation>
        </message>
        <message>
            <source>Clear every blue stone</source>
            <translation>أزِل كل الأحجار الزرقاء</translation>
        </message>
        <message>
            <source>Clear every purple stone</source>
            <translation>أزِل كل الأحجار البنفسجية</translation>
        </message>
        <message>
            <source>Clear the whole board</source>
            <translation>أخلِ اللوحة بالكامل</translation>
        </message>
        <message>
            <source>%1 of %2 collected</source>
            <comment>goal progress</comment>
            <translation>جُمع %1 من %2</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>لعبة جديدة</translation>
        </message>
        <message>
            <source>Replay day</source>
            <translation>إعادة التحدّي</translation>
        </message>
        <message>
            <source>Start this puzzle again from the beginning</source>
            <translation>ابدأ هذا اللغز من البداية مجددًا</translation>
        </message>
        <message>
            <source>Start a new Endless game with new stones</source>
            <translation>ابدأ لعبة جديدة في الوضع اللانهائي بأحجار جديدة</translation>
        </message>
        <message>
            <source>Play this date's challenge again from the first move</source>
            <translation>العب تحدّي هذا التاريخ مجددًا من الحركة الأولى</translation>
        </message>
        <message>
            <source>Start this puzzle again? The moves played so far are lost.</source>
            <translation>هل تبدأ هذا اللغز من جديد؟ ستضيع الحركات التي لُعبت حتى الآن.</translation>
        </message>
        <message>
            <source>Start a new game with new stones? This game ends without a result; choose End attempt instead to record it.</source>
            <translation>هل تبدأ لعبة جديدة بأحجار جديدة؟ ستنتهي هذه اللعبة دون نتيجة؛ اختر «إنهاء المحاولة» بدلًا من ذلك لتسجيلها.</translation>
        </message>
        <message>
            <source>Replay this date's challenge from the first move? This attempt ends without a result; choose End attempt instead to record it.</source>
            <translation>هل تعيد تحدّي هذا التاريخ من الحركة الأولى؟ ستنتهي هذه المحاولة دون نتيجة؛ اختر «إنهاء المحاولة» بدلًا من ذلك لتسجيلها.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>حاول مجددًا</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separator of a list of bowl numbers</comment>
            <translation>، </translation>
        </message>
        <message>
            <source>Puzzle solved!</source>
            <translation>حُلّ اللغز!</translation>
        </message>
        <message>
            <source>Overflow</source>
            <translation>تجاوز السعة</translation>
        </message>
        <message>
            <source>Out of moves</source>
            <translation>نفدت الحركات</translation>
        </message>
        <message>
            <source>All moves played</source>
            <translation>لُعبت كل الحركات</translation>
        </message>
        <message>
            <source>No bowl can be chosen</source>
            <translation>لا يمكن اختيار أي وعاء</translation>
        </message>
        <message>
            <source>Attempt ended</source>
            <translation>انتهت المحاولة</translation>
        </message>
        <message>
            <source>A bowl overflowed: it held eight or more stones.</source>
            <translation>تجاوز وعاء سعته: كان يحمل ثمانية أحجار أو أكثر.</translation>
        </message>
        <message>
            <source>The refill overflowed bowls %1: after your move each came to hold more than seven stones.</source>
            <translation>تجاوزت الأوعية %1 سعتها بسبب التجديد: بعد حركتك صار في كل منها أكثر من سبعة أحجار.</translation>
        </message>
        <message>
            <source>Bowls %1 overflowed: each ended the move holding more than seven stones.</source>
            <translation>تجاوزت الأوعية %1 سعتها: انتهت الحركة وفي كل منها أكثر من سبعة أحجار.</translation>
        </message>
        <message>
            <source>Every bowl is empty or frozen, so no move is left.</source>
            <translation>كل الأوعية فارغة أو متجمّدة، فلم تبقَ أي حركة.</translation>
        </message>
        <message>
            <source>You ended this attempt.</source>
            <translation>أنهيت هذه المحاولة.</translation>
        </message>
        <message>
            <source>Bowl %1 is frozen: it cannot be chosen, but it still receives stones.</source>
            <translation>الوعاء %1 متجمّد: لا يمكن اختياره، لكنه ما زال يستقبل الأحجار.</translation>
        </message>
        <message>
            <source>Bowl %1 is empty: there is nothing to sow.</source>
            <translation>الوعاء %1 فارغ: لا يوجد ما يُوزَّع.</translation>
        </message>
        <message>
            <source>Play bowl %1</source>
            <translation>وزّع الوعاء %1</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>وزّع</translation>
        </message>
        <message>
            <source>Perfect Clear</source>
            <translation>تنظيف كامل</translation>
        </message>
        <message>
            <source>Undo turns this attempt into practice: the result already recorded stays, but what you play from here is not counted for records. Undo anyway?</source>
            <translation>التراجع يحوّل هذه المحاولة إلى تدريب: تبقى النتيجة المسجّلة، لكن ما تلعبه من هنا لا يُحتسب في الأرقام القياسية. هل تتراجع رغم ذلك؟</translation>
        </message>
        <message>
            <source>Keep this result</source>
            <translation>احتفظ بهذه النتيجة</translation>
        </message>
        <message>
            <source>Undo turns this attempt into practice: its result can no longer become a personal record. Undo anyway?</source>
            <translation>التراجع يحوّل هذه المحاولة إلى تدريب: لن يمكن أن تصبح نتيجتها رقمًا قياسيًا شخصيًا. هل تتراجع رغم ذلك؟</translation>
        </message>
        <message>
            <source>This attempt is not saved: if you leave now, its moves are lost. Leave anyway?</source>
            <translation>هذه المحاولة لا تُحفظ: إن غادرت الآن فستضيع حركاتها. هل تغادر رغم ذلك؟</translation>
        </message>
        <message>
            <source>Leave without saving</source>
            <translation>غادر دون حفظ</translation>
        </message>
        <message>
            <source>Next puzzle</source>
            <translation>اللغز التالي</translation>
        </message>
        <message>
            <source>Undo and practise</source>
            <translation>تراجع وتدرّب</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>واصل اللعب</translation>
        </message>
        <message>
            <source>Hints are for puzzles still being played.</source>
            <translation>التلميحات للألغاز التي ما زالت قيد اللعب فقط.</translation>
        </message>
        <message>
            <source>This puzzle is too large for a hint to be worked out.</source>
            <translation>هذا اللغز أكبر من أن يُحسب له تلميح.</translation>
        </message>
        <message>
            <source>Hint: play bowl %1. It leads to the goal in the fewest moves.</source>
            <translation>تلميح: وزّع الوعاء %1، فهو يوصل إلى الهدف بأقل عدد من الحركات.</translation>
        </message>
        <message>
            <source>No move can reach the goal from here.</source>
            <translation>لا توجد حركة يمكنها بلوغ الهدف من هنا.</translation>
        </message>
        <message>
            <source>This puzzle can no longer be solved in the moves left.</source>
            <translation>لم يعد من الممكن حل هذا اللغز بالحركات المتبقية.</translation>
        </message>
        <message>
            <source>Undo to the start</source>
            <translation>التراجع إلى البداية</translation>
        </message>
        <message>
            <source>Undo to move %1</source>
            <translation>التراجع إلى الحركة %1</translation>
        </message>
        <message>
            <source>Give up this attempt and watch the solution? You can try again.</source>
            <translation>هل تتخلّى عن هذه المحاولة وتشاهد الحل؟ يمكنك المحاولة مرة أخرى.</translation>
        </message>
        <message>
            <source>Show solution</source>
            <translation>اعرض الحل</translation>
        </message>
        <message>
            <source>The solution starts…</source>
            <translation>يبدأ عرض الحل…</translation>
        </message>
        <message>
            <source>The share text is on the clipboard.</source>
            <translation>نص المشاركة موجود في الحافظة.</translation>
        </message>
        <message>
            <source>End this attempt now and record its result?</source>
            <translation>هل تنهي هذه المحاولة الآن وتسجّل نتيجتها؟</translation>
        </message>
        <message>
            <source>End attempt</source>
            <translation>إنهاء المحاولة</translation>
        </message>
        <message>
            <source>Solution stopped.</source>
            <translation>توقّف عرض الحل.</translation>
        </message>
        <message>
            <source>Could not save the game: %1</source>
            <translation>تعذّر حفظ اللعبة: %1</translation>
        </message>
        <message>
            <source>Practice attempt: not counted for records.</source>
            <translation>محاولة تدريب: لا تُحتسب في الأرقام القياسية.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>تراجع</translation>
        </message>
        <message>
            <source>Solution</source>
            <translation>الحل</translation>
        </message>
        <message>
            <source>Watch the stored solution, move by move</source>
            <translation>شاهد الحل المحفوظ حركةً حركة</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>إعادة العرض</translation>
        </message>
        <message>
            <source>Replay last move</source>
            <translation>أعد عرض الحركة الأخيرة</translation>
        </message>
        <message>
            <source>Step through the last move: sowing, groups, blockers, eruptions</source>
            <translation>تنقّل خطوةً خطوة في الحركة الأخيرة: التوزيع والتطابقات والحواجز والثورانات</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>▶ السابق</translation>
        </message>
        <message>
            <source>Previous step</source>
            <translation>الخطوة السابقة</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>التالي ◀</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>الخطوة التالية</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>تم</translation>
        </message>
        <message>
            <source>Copy share text</source>
            <translation>انسخ نص المشاركة</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <comment>button tooltip (shortcut)</comment>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Undo the last move (%1)</source>
            <comment>%1 is the undo key: Ctrl+Z</comment>
            <translation>التراجع عن الحركة الأخيرة (%1)</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>إعادة اللعب</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>رجوع</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>إيقاف مؤقت</translation>
        </message>
        <message>
            <source>Undo last move</source>
            <translation>التراجع عن الحركة الأخيرة</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>العب مرة أخرى</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>اللوحة</translation>
        </message>
        <message>
            <source>Goal progress</source>
            <translation>التقدم نحو الهدف</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>النتيجة</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>سؤال</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>اللعبة</translation>
        </message>
        <message>
            <source>Share text: your score and one symbol per move, never the board. A colour: what the move cleared most; a number: its combo; white: no group; a burst: overflow.</source>
            <translation>نص المشاركة: نقاطك ورمز واحد لكل حركة، ولا يظهر فيه شيء من اللوحة. اللون: ما أزالته الحركة أكثر؛ الرقم: مجموعتها المتتابعة؛ الأبيض: بلا تطابق؛ الانفجار: تجاوز السعة.</translation>
        </message>
        <message>
            <source>Copied: the share text is on the clipboard.</source>
            <translation>نُسخ: نص المشاركة موجود في الحافظة.</translation>
        </message>
        <message>
            <source>You earned the achievement “%1”.</source>
            <comment>%1 is an achievement's name</comment>
            <translation>حصلت على إنجاز «%1».</translation>
        </message>
        <message>
            <source>You unlocked the theme “%1”; find it in Themes.</source>
            <comment>%1 is a theme's name</comment>
            <translation>فتحت سمة «%1»؛ تجدها في السمات.</translation>
        </message>
        <message>
            <source>★ A new medal for “%1” is on your shelf; find it in Records.</source>
            <comment>%1 is an achievement's name</comment>
            <translation>★ أُضيف إلى رفّك وسام جديد لإنجاز «%1»؛ تجده في الأرقام القياسية.</translation>
        </message>
        <message>
            <source>Endless left before its first move: there is nothing to continue.</source>
            <translation>غادرت الوضع اللانهائي قبل الحركة الأولى: لا شيء لمتابعته.</translation>
        </message>
        <message>
            <source>Daily challenge left before its first move: there is nothing to continue.</source>
            <translation>غادرت التحدّي اليومي قبل الحركة الأولى: لا شيء لمتابعته.</translation>
        </message>
        <message>
            <source>Endless paused at %1 points. Continue Endless goes on from there.</source>
            <translation>أُوقفت لعبة الوضع اللانهائي مؤقتًا ونقاطك %1. «متابعة اللانهائي» يكملها من حيث توقفت.</translation>
        </message>
        <message>
            <source>Daily challenge paused at %1 points. Continue Daily challenge goes on from there.</source>
            <translation>أُوقف التحدّي اليومي مؤقتًا ونقاطك %1. «متابعة التحدّي اليومي» يكمله من حيث توقف.</translation>
        </message>
        <message>
            <source>Keyboard keys</source>
            <translation>مفاتيح لوحة المفاتيح</translation>
        </message>
        <message>
            <source>Hide the keyboard keys</source>
            <translation>إخفاء مفاتيح لوحة المفاتيح</translation>
        </message>
        <message>
            <source>Show the keyboard keys</source>
            <translation>إظهار مفاتيح لوحة المفاتيح</translation>
        </message>
        <message>
            <source>This move would overflow, and the attempt would end.</source>
            <translation>ستتجاوز هذه الحركة السعة، وستنتهي المحاولة.</translation>
        </message>
        <message>
            <source>This move would make no match.</source>
            <translation>لن تُكوّن هذه الحركة أي تطابق.</translation>
        </message>
        <message>
            <source>It would empty the board: a Perfect Clear.</source>
            <translation>وستُخلي اللوحة تمامًا: تنظيف كامل.</translation>
        </message>
        <message>
            <source>It would meet the puzzle's goal.</source>
            <translation>وستحقّق هدف اللغز.</translation>
        </message>
        <message numerus="yes">
            <source>Your score is %n point(s).</source>
            <translation>
                <numerusform>ليست لديك أي نقطة.</numerusform>
                <numerusform>لديك نقطة واحدة.</numerusform>
                <numerusform>لديك نقطتان.</numerusform>
                <numerusform>لديك %n نقاط.</numerusform>
                <numerusform>لديك %n نقطةً.</numerusform>
                <numerusform>لديك %n نقطة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <comment>the HUD's score</comment>
            <translation>
                <numerusform>لا نقاط</numerusform>
                <numerusform>نقطة واحدة</numerusform>
                <numerusform>نقطتان</numerusform>
                <numerusform>%n نقاط</numerusform>
                <numerusform>%n نقطةً</numerusform>
                <numerusform>%n نقطة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n safe move(s) played</source>
            <translation>
                <numerusform>لم تُلعب أي حركة آمنة</numerusform>
                <numerusform>لُعبت حركة آمنة واحدة</numerusform>
                <numerusform>لُعبت حركتان آمنتان</numerusform>
                <numerusform>لُعبت %n حركات آمنة</numerusform>
                <numerusform>لُعبت %n حركة آمنة</numerusform>
                <numerusform>لُعبت %n حركة آمنة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your best for this date is %n point(s).</source>
            <translation>
                <numerusform>أفضل نتيجة لك لهذا التاريخ %n نقطة.</numerusform>
                <numerusform>أفضل نتيجة لك لهذا التاريخ نقطة واحدة.</numerusform>
                <numerusform>أفضل نتيجة لك لهذا التاريخ نقطتان.</numerusform>
                <numerusform>أفضل نتيجة لك لهذا التاريخ %n نقاط.</numerusform>
                <numerusform>أفضل نتيجة لك لهذا التاريخ %n نقطةً.</numerusform>
                <numerusform>أفضل نتيجة لك لهذا التاريخ %n نقطة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) played</source>
            <translation>
                <numerusform>لم تُلعب أي حركة</numerusform>
                <numerusform>لُعبت حركة واحدة</numerusform>
                <numerusform>لُعبت حركتان</numerusform>
                <numerusform>لُعبت %n حركات</numerusform>
                <numerusform>لُعبت %n حركة</numerusform>
                <numerusform>لُعبت %n حركة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) left</source>
            <translation>
                <numerusform>لم تبقَ أي حركة</numerusform>
                <numerusform>بقيت حركة واحدة</numerusform>
                <numerusform>بقيت حركتان</numerusform>
                <numerusform>بقيت %n حركات</numerusform>
                <numerusform>بقيت %n حركة</numerusform>
                <numerusform>بقيت %n حركة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This move would score %n point(s).</source>
            <comment>move preview</comment>
            <translation>
                <numerusform>لن تمنح هذه الحركة أي نقطة.</numerusform>
                <numerusform>ستمنح هذه الحركة نقطة واحدة.</numerusform>
                <numerusform>ستمنح هذه الحركة نقطتين.</numerusform>
                <numerusform>ستمنح هذه الحركة %n نقاط.</numerusform>
                <numerusform>ستمنح هذه الحركة %n نقطة.</numerusform>
                <numerusform>ستمنح هذه الحركة %n نقطة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This move would score %n point(s) with a %1 combo.</source>
            <comment>move preview; %1 is the combo's multiplier: ×3</comment>
            <translation>
                <numerusform>لن تمنح هذه الحركة أي نقطة رغم مجموعة متتابعة %1.</numerusform>
                <numerusform>ستمنح هذه الحركة نقطة واحدة مع مجموعة متتابعة %1.</numerusform>
                <numerusform>ستمنح هذه الحركة نقطتين مع مجموعة متتابعة %1.</numerusform>
                <numerusform>ستمنح هذه الحركة %n نقاط مع مجموعة متتابعة %1.</numerusform>
                <numerusform>ستمنح هذه الحركة %n نقطة مع مجموعة متتابعة %1.</numerusform>
                <numerusform>ستمنح هذه الحركة %n نقطة مع مجموعة متتابعة %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n volcano(es) would erupt.</source>
            <comment>move preview</comment>
            <translation>
                <numerusform>لن يثور أي بركان.</numerusform>
                <numerusform>سيثور بركان واحد.</numerusform>
                <numerusform>سيثور بركانان.</numerusform>
                <numerusform>ستثور %n براكين.</numerusform>
                <numerusform>سيثور %n بركانًا.</numerusform>
                <numerusform>سيثور %n بركان.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n bowl(s) would be left at seven stones: a refill stone landing there would overflow it.</source>
            <comment>move preview; the refill follows this move</comment>
            <translation>
                <numerusform>لن يبقى أي وعاء فيه سبعة أحجار.</numerusform>
                <numerusform>سيبقى وعاء واحد فيه سبعة أحجار: إن سقط فيه حجر تجديد تجاوز سعته.</numerusform>
                <numerusform>سيبقى وعاءان في كل منهما سبعة أحجار: إن سقط حجر تجديد في أحدهما تجاوز سعته.</numerusform>
                <numerusform>ستبقى %n أوعية في كل منها سبعة أحجار: إن سقط حجر تجديد في أحدها تجاوز سعته.</numerusform>
                <numerusform>سيبقى %n وعاءً في كل منها سبعة أحجار: إن سقط حجر تجديد في أحدها تجاوز سعته.</numerusform>
                <numerusform>سيبقى %n وعاء في كل منها سبعة أحجار: إن سقط حجر تجديد في أحدها تجاوز سعته.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is frozen for %n move(s).</source>
            <translation>
                <numerusform>سيبقى الوعاء %1 متجمّدًا لمدة %n حركة.</numerusform>
                <numerusform>سيبقى الوعاء %1 متجمّدًا لمدة حركة واحدة.</numerusform>
                <numerusform>سيبقى الوعاء %1 متجمّدًا لمدة حركتين.</numerusform>
                <numerusform>سيبقى الوعاء %1 متجمّدًا لمدة %n حركات.</numerusform>
                <numerusform>سيبقى الوعاء %1 متجمّدًا لمدة %n حركةً.</numerusform>
                <numerusform>سيبقى الوعاء %1 متجمّدًا لمدة %n حركة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is a reverse bowl for %n move(s).</source>
            <translation>
                <numerusform>سيبقى الوعاء %1 وعاء العكس لمدة %n حركة.</numerusform>
                <numerusform>سيبقى الوعاء %1 وعاء العكس لمدة حركة واحدة.</numerusform>
                <numerusform>سيبقى الوعاء %1 وعاء العكس لمدة حركتين.</numerusform>
                <numerusform>سيبقى الوعاء %1 وعاء العكس لمدة %n حركات.</numerusform>
                <numerusform>سيبقى الوعاء %1 وعاء العكس لمدة %n حركةً.</numerusform>
                <numerusform>سيبقى الوعاء %1 وعاء العكس لمدة %n حركة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is a volcano for %n move(s).</source>
            <translation>
                <numerusform>سيبقى الوعاء %1 بركانًا لمدة %n حركة.</numerusform>
                <numerusform>سيبقى الوعاء %1 بركانًا لمدة حركة واحدة.</numerusform>
                <numerusform>سيبقى الوعاء %1 بركانًا لمدة حركتين.</numerusform>
                <numerusform>سيبقى الوعاء %1 بركانًا لمدة %n حركات.</numerusform>
                <numerusform>سيبقى الوعاء %1 بركانًا لمدة %n حركةً.</numerusform>
                <numerusform>سيبقى الوعاء %1 بركانًا لمدة %n حركة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 holds %n stone(s) in queue order</source>
            <translation>
                <numerusform>الوعاء %1 فارغ</numerusform>
                <numerusform>في الوعاء %1 حجر واحد</numerusform>
                <numerusform>في الوعاء %1 حجران بترتيب الطابور</numerusform>
                <numerusform>أحجار الوعاء %1 بترتيب الطابور، وعددها %n</numerusform>
                <numerusform>أحجار الوعاء %1 بترتيب الطابور، وعددها %n</numerusform>
                <numerusform>أحجار الوعاء %1 بترتيب الطابور، وعددها %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your final score is %n point(s).</source>
            <translation>
                <numerusform>نتيجتك النهائية %n نقطة.</numerusform>
                <numerusform>نتيجتك النهائية نقطة واحدة.</numerusform>
                <numerusform>نتيجتك النهائية نقطتان.</numerusform>
                <numerusform>نتيجتك النهائية %n نقاط.</numerusform>
                <numerusform>نتيجتك النهائية %n نقطةً.</numerusform>
                <numerusform>نتيجتك النهائية %n نقطة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Perfect Clear: the board was emptied, and its bonus of %n point(s) is in the score.</source>
            <translation>
                <numerusform>تنظيف كامل: أصبحت اللوحة خالية، وأُضيفت إلى نقاطك مكافأة قدرها %n نقطة.</numerusform>
                <numerusform>تنظيف كامل: أصبحت اللوحة خالية، وأُضيفت إلى نقاطك مكافأة قدرها نقطة واحدة.</numerusform>
                <numerusform>تنظيف كامل: أصبحت اللوحة خالية، وأُضيفت إلى نقاطك مكافأة قدرها نقطتان.</numerusform>
                <numerusform>تنظيف كامل: أصبحت اللوحة خالية، وأُضيفت إلى نقاطك مكافأة قدرها %n نقاط.</numerusform>
                <numerusform>تنظيف كامل: أصبحت اللوحة خالية، وأُضيفت إلى نقاطك مكافأة قدرها %n نقطة.</numerusform>
                <numerusform>تنظيف كامل: أصبحت اللوحة خالية، وأُضيفت إلى نقاطك مكافأة قدرها %n نقطة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Score %n points</source>
            <translation>
                <numerusform>سجّل %n نقطة</numerusform>
                <numerusform>سجّل نقطة واحدة</numerusform>
                <numerusform>سجّل نقطتين</numerusform>
                <numerusform>سجّل %n نقاط</numerusform>
                <numerusform>سجّل %n نقطة</numerusform>
                <numerusform>سجّل %n نقطة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Make a combo of %n bowls in one move</source>
            <translation>
                <numerusform>كوّن مجموعة متتابعة من %n أوعية في حركة واحدة</numerusform>
                <numerusform>كوّن مجموعة متتابعة من وعاء واحد في حركة واحدة</numerusform>
                <numerusform>كوّن مجموعة متتابعة من وعاءين في حركة واحدة</numerusform>
                <numerusform>كوّن مجموعة متتابعة من %n أوعية في حركة واحدة</numerusform>
                <numerusform>كوّن مجموعة متتابعة من %n وعاءً في حركة واحدة</numerusform>
                <numerusform>كوّن مجموعة متتابعة من %n وعاء في حركة واحدة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Leave at most %n stone(s) on the board</source>
            <translation>
                <numerusform>لا تُبقِ أي حجر على اللوحة</numerusform>
                <numerusform>أبقِ حجرًا واحدًا على الأكثر على اللوحة</numerusform>
                <numerusform>أبقِ حجرين على الأكثر على اللوحة</numerusform>
                <numerusform>أبقِ %n أحجار على الأكثر على اللوحة</numerusform>
                <numerusform>أبقِ %n حجرًا على الأكثر على اللوحة</numerusform>
                <numerusform>أبقِ %n حجر على الأكثر على اللوحة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) left on the board</source>
            <comment>goal progress</comment>
            <translation>
                <numerusform>لم يبقَ على اللوحة أي حجر</numerusform>
                <numerusform>بقي على اللوحة حجر واحد</numerusform>
                <numerusform>بقي على اللوحة حجران</numerusform>
                <numerusform>بقيت على اللوحة %n أحجار</numerusform>
                <numerusform>بقي على اللوحة %n حجرًا</numerusform>
                <numerusform>بقي على اللوحة %n حجر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your biggest combo so far reached %1 of %n bowls</source>
            <comment>goal progress: %n is the combo the goal asks for</comment>
            <translation>
                <numerusform>أكبر مجموعة متتابعة حتى الآن %1 من %n وعاء</numerusform>
                <numerusform>أكبر مجموعة متتابعة حتى الآن %1 من وعاء واحد</numerusform>
                <numerusform>أكبر مجموعة متتابعة حتى الآن %1 من وعاءين</numerusform>
                <numerusform>أكبر مجموعة متتابعة حتى الآن %1 من %n أوعية</numerusform>
                <numerusform>أكبر مجموعة متتابعة حتى الآن %1 من %n وعاءً</numerusform>
                <numerusform>أكبر مجموعة متتابعة حتى الآن %1 من %n وعاء</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Solved in %n move(s).</source>
            <translation>
                <numerusform>حُلّ دون أي حركة.</numerusform>
                <numerusform>حُلّ في حركة واحدة.</numerusform>
                <numerusform>حُلّ في حركتين.</numerusform>
                <numerusform>حُلّ في %n حركات.</numerusform>
                <numerusform>حُلّ في %n حركة.</numerusform>
                <numerusform>حُلّ في %n حركة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All %n moves of the day are played.</source>
            <translation>
                <numerusform>لا توجد حركات لهذا اليوم.</numerusform>
                <numerusform>لُعبت حركة اليوم الوحيدة.</numerusform>
                <numerusform>لُعبت حركتا اليوم كلتاهما.</numerusform>
                <numerusform>لُعبت حركات اليوم الـ%n كلها.</numerusform>
                <numerusform>لُعبت حركات اليوم الـ%n كلها.</numerusform>
                <numerusform>لُعبت حركات اليوم الـ%n كلها.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n red stone(s)</source>
            <translation>
                <numerusform>اجمع %n من الأحجار الحمراء</numerusform>
                <numerusform>اجمع حجرًا أحمر واحدًا</numerusform>
                <numerusform>اجمع حجرين أحمرين</numerusform>
                <numerusform>اجمع %n أحجار حمراء</numerusform>
                <numerusform>اجمع %n حجرًا أحمر</numerusform>
                <numerusform>اجمع %n حجر أحمر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n yellow stone(s)</source>
            <translation>
                <numerusform>اجمع %n من الأحجار الصفراء</numerusform>
                <numerusform>اجمع حجرًا أصفر واحدًا</numerusform>
                <numerusform>اجمع حجرين أصفرين</numerusform>
                <numerusform>اجمع %n أحجار صفراء</numerusform>
                <numerusform>اجمع %n حجرًا أصفر</numerusform>
                <numerusform>اجمع %n حجر أصفر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n green stone(s)</source>
            <translation>
                <numerusform>اجمع %n من الأحجار الخضراء</numerusform>
                <numerusform>اجمع حجرًا أخضر واحدًا</numerusform>
                <numerusform>اجمع حجرين أخضرين</numerusform>
                <numerusform>اجمع %n أحجار خضراء</numerusform>
                <numerusform>اجمع %n حجرًا أخضر</numerusform>
                <numerusform>اجمع %n حجر أخضر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n blue stone(s)</source>
            <translation>
                <numerusform>اجمع %n من الأحجار الزرقاء</numerusform>
                <numerusform>اجمع حجرًا أزرق واحدًا</numerusform>
                <numerusform>اجمع حجرين أزرقين</numerusform>
                <numerusform>اجمع %n أحجار زرقاء</numerusform>
                <numerusform>اجمع %n حجرًا أزرق</numerusform>
                <numerusform>اجمع %n حجر أزرق</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n purple stone(s)</source>
            <translation>
                <numerusform>اجمع %n من الأحجار البنفسجية</numerusform>
                <numerusform>اجمع حجرًا بنفسجيًا واحدًا</numerusform>
                <numerusform>اجمع حجرين بنفسجيين</numerusform>
                <numerusform>اجمع %n أحجار بنفسجية</numerusform>
                <numerusform>اجمع %n حجرًا بنفسجيًا</numerusform>
                <numerusform>اجمع %n حجر بنفسجي</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) on the board (at most %1)</source>
            <comment>goal progress: the stones now, then the most the goal allows</comment>
            <translation>
                <numerusform>لا حجر على اللوحة (%1 على الأكثر)</numerusform>
                <numerusform>على اللوحة حجر واحد (%1 على الأكثر)</numerusform>
                <numerusform>على اللوحة حجران (%1 على الأكثر)</numerusform>
                <numerusform>على اللوحة %n أحجار (%1 على الأكثر)</numerusform>
                <numerusform>على اللوحة %n حجرًا (%1 على الأكثر)</numerusform>
                <numerusform>على اللوحة %n حجر (%1 على الأكثر)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n points</source>
            <comment>goal progress</comment>
            <translation>
                <numerusform>%1 من %n نقطة</numerusform>
                <numerusform>%1 من نقطة واحدة</numerusform>
                <numerusform>%1 من نقطتين</numerusform>
                <numerusform>%1 من %n نقاط</numerusform>
                <numerusform>%1 من %n نقطة</numerusform>
                <numerusform>%1 من %n نقطة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The goal was not met within %n move(s).</source>
            <translation>
                <numerusform>لم يتحقق الهدف.</numerusform>
                <numerusform>لم يتحقق الهدف في حركة واحدة.</numerusform>
                <numerusform>لم يتحقق الهدف في حركتين.</numerusform>
                <numerusform>لم يتحقق الهدف في %n حركات.</numerusform>
                <numerusform>لم يتحقق الهدف في %n حركة.</numerusform>
                <numerusform>لم يتحقق الهدف في %n حركة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The refill overflowed bowl %1: after your move it came to hold %n stones, more than seven.</source>
            <translation>
                <numerusform>تجاوز الوعاء %1 سعته بسبب التجديد: بعد حركتك صار فيه %n حجر، أي أكثر من سبعة.</numerusform>
                <numerusform>تجاوز الوعاء %1 سعته بسبب التجديد: بعد حركتك صار فيه حجر واحد.</numerusform>
                <numerusform>تجاوز الوعاء %1 سعته بسبب التجديد: بعد حركتك صار فيه حجران.</numerusform>
                <numerusform>تجاوز الوعاء %1 سعته بسبب التجديد: بعد حركتك صار فيه %n أحجار، أي أكثر من سبعة.</numerusform>
                <numerusform>تجاوز الوعاء %1 سعته بسبب التجديد: بعد حركتك صار فيه %n حجرًا، أي أكثر من سبعة.</numerusform>
                <numerusform>تجاوز الوعاء %1 سعته بسبب التجديد: بعد حركتك صار فيه %n حجر، أي أكثر من سبعة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 overflowed: it ended the move holding %n stones, more than seven.</source>
            <translation>
                <numerusform>تجاوز الوعاء %1 سعته: انتهت الحركة وفيه %n حجر، أي أكثر من سبعة.</numerusform>
                <numerusform>تجاوز الوعاء %1 سعته: انتهت الحركة وفيه حجر واحد.</numerusform>
                <numerusform>تجاوز الوعاء %1 سعته: انتهت الحركة وفيه حجران.</numerusform>
                <numerusform>تجاوز الوعاء %1 سعته: انتهت الحركة وفيه %n أحجار، أي أكثر من سبعة.</numerusform>
                <numerusform>تجاوز الوعاء %1 سعته: انتهت الحركة وفيه %n حجرًا، أي أكثر من سبعة.</numerusform>
                <numerusform>تجاوز الوعاء %1 سعته: انتهت الحركة وفيه %n حجر، أي أكثر من سبعة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That was the solution in %n move(s). Now try it yourself.</source>
            <translation>
                <numerusform>كان هذا هو الحل. جرّب بنفسك الآن.</numerusform>
                <numerusform>كان هذا هو الحل في حركة واحدة. جرّب بنفسك الآن.</numerusform>
                <numerusform>كان هذا هو الحل في حركتين. جرّب بنفسك الآن.</numerusform>
                <numerusform>كان هذا هو الحل في %n حركات. جرّب بنفسك الآن.</numerusform>
                <numerusform>كان هذا هو الحل في %n حركة. جرّب بنفسك الآن.</numerusform>
                <numerusform>كان هذا هو الحل في %n حركة. جرّب بنفسك الآن.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Pick up all the stones of one bowl, sow them one by one into the bowls that follow, and make groups of three of a colour. Start with the colour, think in chains.</source>
            <translation>خذ كل أحجار وعاء واحد، ووزّعها واحدًا تلو الآخر على الأوعية التالية، وكوّن تطابقات من ثلاثة أحجار من اللون نفسه. ابدأ باللون، وخطّط للسلاسل.</translation>
        </message>
        <message>
            <source>The board</source>
            <translation>اللوحة</translation>
        </message>
        <message>
            <source>Twelve bowls stand in a ring. Bowl 0 is at the top and the numbers grow clockwise.</source>
            <translation>تتكوّن اللوحة من اثني عشر وعاءً في دائرة. الوعاء 0 في الأعلى، وتزداد الأرقام مع اتجاه عقارب الساعة.</translation>
        </message>
        <message>
            <source>Each bowl keeps its stones in a queue: new stones join at the end, and when stones leave, the others keep their order. A bowl has seven places, six around its rim and the seventh in the middle. Between moves no bowl may hold more than seven stones.</source>
            <translation>يحتفظ كل وعاء بأحجاره في طابور: تنضم الأحجار الجديدة إلى نهايته، وعندما تغادر بعض الأحجار تحتفظ البقية بترتيبها. في الوعاء سبعة أماكن، ستة حول حافته والسابع في وسطه. بين الحركات لا يجوز أن يحمل أي وعاء أكثر من سبعة أحجار.</translation>
        </message>
        <message>
            <source>There are five colours: red, yellow, green, blue and purple. There are also wilds, which help any colour, and blockers, which never match. Each colour has its own white symbol, which you can switch on in the settings. Themes never change colours or symbols.</source>
            <translation>هناك خمسة ألوان: الأحمر والأصفر والأخضر والأزرق والبنفسجي. وهناك أيضًا البدائل، التي تساعد أي لون، والحواجز، التي لا تتطابق أبدًا. لكل لون رمز أبيض خاص به يمكنك تفعيله من الإعدادات. لا تغيّر السمات الألوان ولا الرموز أبدًا.</translation>
        </message>
        <message>
            <source>A bowl can carry one modifier: frozen, reverse or volcano. In puzzles modifiers stay for good; in Endless they come and go and show how many moves they have left.</source>
            <translation>يمكن أن يحمل الوعاء مؤثرًا واحدًا: التجمّد أو العكس أو البركان. في الألغاز تبقى المؤثرات دائمًا، وفي الوضع اللانهائي تظهر وتختفي وتعرض عدد الحركات المتبقية لها.</translation>
        </message>
        <message>
            <source>Bowl 0 at the top, then clockwise: frozen, reverse and volcano bowls.</source>
            <translation>الوعاء 0 في الأعلى، ثم مع عقارب الساعة: وعاء متجمّد، ووعاء العكس، وبركان.</translation>
        </message>
        <message>
            <source>Making a move</source>
            <translation>تنفيذ حركة</translation>
        </message>
        <message>
            <source>Choose any bowl that is not empty and not frozen. Its stones appear beside the board in queue order. Choosing changes nothing, so look around freely.</source>
            <translation>اختر أي وعاء غير فارغ وغير متجمّد. تظهر أحجاره بجانب اللوحة بترتيب الطابور. الاختيار لا يغيّر شيئًا، فتفحّص الأوعية بحرية.</translation>
        </message>
        <message>
            <source>Confirm to play: you take every stone of the bowl into your hand, drop the first into the next bowl clockwise, the second into the bowl after that, and so on. From a bowl with the reverse modifier you sow counter-clockwise instead.</source>
            <translation>أكّد لتلعب: تأخذ كل أحجار الوعاء في يدك، وتضع الأول في الوعاء التالي مع عقارب الساعة، والثاني في الذي يليه، وهكذا. ومن وعاء عليه مؤثر العكس توزّع عكس عقارب الساعة.</translation>
        </message>
        <message>
            <source>Frozen bowls are not skipped: they receive stones like any other bowl. Wilds and blockers are sown like ordinary stones. Nothing else happens until the last stone has been dropped.</source>
            <translation>لا تُتخطّى الأوعية المتجمّدة: فهي تستقبل الأحجار كأي وعاء آخر. وتُوزَّع البدائل والحواجز كالأحجار العادية. لا يحدث شيء آخر حتى يوضع الحجر الأخير.</translation>
        </message>
        <message>
            <source>Bowl 0 is sown: red, yellow and green go to bowls 1, 2 and 3.</source>
            <translation>يُوزَّع الوعاء 0: يذهب الأحمر والأصفر والأخضر إلى الأوعية 1 و2 و3.</translation>
        </message>
        <message>
            <source>Matches and wilds</source>
            <translation>التطابقات والبدائل</translation>
        </message>
        <message>
            <source>Three or more stones of one colour in the same bowl disappear, wherever they stand in the queue. With four reds, all four go. Several colours in one bowl can match at the same time.</source>
            <translation>تختفي ثلاثة أحجار أو أكثر من لون واحد في الوعاء نفسه، أينما كانت في الطابور. إذا كانت هناك أربعة حمراء تختفي الأربعة كلها. ويمكن لعدة ألوان في وعاء واحد أن تتطابق في الوقت نفسه.</translation>
        </message>
        <message>
            <source>Groups of ordinary stones go first. Then wilds complete the colours that are left, up to exactly three: a colour with two stones needs one wild, a colour with one stone needs two. The colour that needs fewer wilds goes first; on a tie, the colour whose first stone came earlier in the queue. The oldest wilds are used first.</source>
            <translation>تُزال تطابقات الأحجار العادية أولًا. ثم تُكمل البدائل الألوان المتبقية إلى ثلاثة بالضبط: اللون الذي له حجران يحتاج بديلًا واحدًا، واللون الذي له حجر واحد يحتاج بديلين. يتقدّم اللون الذي يحتاج بدائل أقل، وعند التعادل يتقدّم اللون الذي جاء أول أحجاره أبكر في الطابور. تُستخدم البدائل الأقدم أولًا.</translation>
        </message>
        <message>
            <source>Wilds never match on their own, not even three of them, and blockers never match.</source>
            <translation>لا تتطابق البدائل وحدها أبدًا، ولو كانت ثلاثة، ولا تتطابق الحواجز أبدًا.</translation>
        </message>
        <message>
            <source>Red needs one wild and blue needs two: red goes first, and the one wild left is too few for blue.</source>
            <translation>يحتاج الأحمر بديلًا واحدًا ويحتاج الأزرق بديلين: يُزال الأحمر أولًا، والبديل الوحيد الباقي لا يكفي الأزرق.</translation>
        </message>
        <message>
            <source>Chains, blockers and volcanoes</source>
            <translation>السلاسل والحواجز والبراكين</translation>
        </message>
        <message>
            <source>When the last stone has landed, every bowl is checked for matches at once.</source>
            <translation>عندما يستقر الحجر الأخير، تُفحص كل الأوعية بحثًا عن تطابقات في وقت واحد.</translation>
        </message>
        <message>
            <source>A match clears the blockers in the two neighbouring bowls. A bowl's own blockers stay when it matches, but when two neighbouring bowls both match, each clears the other's.</source>
            <translation>يزيل التطابق الحواجز من الوعاءين المجاورين. تبقى حواجز الوعاء نفسه عند تطابقه، لكن إذا تطابق وعاءان متجاوران معًا أزال كل منهما حواجز الآخر.</translation>
        </message>
        <message>
            <source>A volcano holding six or more stones erupts: it lifts all its stones and sows them clockwise from itself. When several volcanoes are ready, they all lift their stones first, then sow one after another in bowl order. A volcano erupts at most once per move, refill included; emptying it with your own move is not an eruption.</source>
            <translation>يثور البركان الذي يحمل ستة أحجار أو أكثر: يرفع كل أحجاره ويوزّعها مع عقارب الساعة بدءًا من نفسه. إذا جهزت عدة براكين، ترفع كلها أحجارها أولًا ثم توزّعها واحدًا بعد الآخر بترتيب أرقام الأوعية. يثور البركان مرة واحدة على الأكثر في كل حركة، بما فيها التجديد، وإفراغه بحركتك لا يُعدّ ثورانًا.</translation>
        </message>
        <message>
            <source>After eruptions the bowls are checked for matches again, and so on until nothing more happens. Stones never fall or slide when others disappear: only volcanoes keep a chain going.</source>
            <translation>بعد الثوران تُفحص الأوعية بحثًا عن تطابقات من جديد، وهكذا حتى لا يحدث شيء آخر. لا تسقط الأحجار ولا تنزلق عندما تختفي غيرها: البراكين وحدها تُبقي السلسلة مستمرة.</translation>
        </message>
        <message>
            <source>The green match clears the blocker next to it; the volcano with six stones erupts and sows them clockwise.</source>
            <translation>يزيل التطابق الأخضر الحاجز المجاور له، ويثور البركان ذو الأحجار الستة ويوزّعها مع عقارب الساعة.</translation>
        </message>
        <message>
            <source>Score and combo</source>
            <translation>النقاط والمجموعات المتتابعة</translation>
        </message>
        <message>
            <source>Each ordinary stone or wild removed by a match is worth 10 points. Sowing, eruptions and cleared blockers score nothing.</source>
            <translation>كل حجر عادي أو بديل يُزال بتطابق يساوي 10 نقاط. التوزيع والثوران وإزالة الحواجز لا تمنح نقاطًا.</translation>
        </message>
        <message>
            <source>The combo of a move is the number of different bowls that matched during it, chains included. It multiplies the points of your move: ×1, ×2, ×3, and ×4 from four bowls on. Several colours in one bowl still count as one bowl.</source>
            <translation>المجموعة المتتابعة في الحركة هي عدد الأوعية المختلفة التي حدث فيها تطابق خلالها، بما في ذلك السلاسل. وهي تضاعف نقاط حركتك: ⁦×1⁩ و⁦×2⁩ و⁦×3⁩، و⁦×4⁩ من أربعة أوعية فأكثر. تطابق عدة ألوان في وعاء واحد يُحسب وعاءً واحدًا.</translation>
        </message>
        <message>
            <source>Perfect Clear: an empty board after your move, before any refill, earns 100 extra points, never multiplied. A single wild or blocker left spoils it.</source>
            <translation>التنظيف الكامل: إذا خلت اللوحة تمامًا بعد حركتك وقبل أي تجديد، تحصل على 100 نقطة إضافية لا تُضاعف أبدًا. يكفي بقاء بديل أو حاجز واحد لإفساده.</translation>
        </message>
        <message>
            <source>Matches caused by a refill score 10 points a stone, with no multiplier, no combo and no Perfect Clear.</source>
            <translation>التطابقات الناتجة عن التجديد تمنح 10 نقاط لكل حجر، دون مضاعف ولا مجموعة متتابعة ولا تنظيف كامل.</translation>
        </message>
        <message>
            <source>Two bowls match in the same move: a combo of 2, so every point counts twice.</source>
            <translation>يتطابق وعاءان في الحركة نفسها: مجموعة متتابعة من 2، فتُحسب كل نقطة مرتين.</translation>
        </message>
        <message>
            <source>Seven places and overflow</source>
            <translation>سبعة أماكن وتجاوز السعة</translation>
        </message>
        <message>
            <source>While a move resolves, a bowl may hold eight stones for a moment: a match or an eruption may still empty it.</source>
            <translation>أثناء حسم الحركة قد يحمل الوعاء ثمانية أحجار للحظة: فقد يفرغه تطابق أو ثوران بعد ذلك.</translation>
        </message>
        <message>
            <source>When everything has settled, a bowl holding eight or more stones overflows and the attempt is lost at once, even if the same move reached a puzzle's goal. A part of a move that overflows scores nothing.</source>
            <translation>عندما يستقر كل شيء، يتجاوز الوعاء الذي يحمل ثمانية أحجار أو أكثر سعته وتُخسر المحاولة فورًا، حتى لو حققت الحركة نفسها هدف اللغز. الجزء من الحركة الذي يتجاوز السعة لا يمنح نقاطًا.</translation>
        </message>
        <message>
            <source>Your move is checked first; if it overflowed, no refill comes. A refill can never rescue a move, and it can overflow on its own. A move without any overflow is called safe.</source>
            <translation>تُفحص حركتك أولًا، فإن تجاوزت السعة فلا يأتي تجديد. لا يمكن للتجديد أن ينقذ حركة أبدًا، وقد يتجاوز السعة بنفسه. الحركة التي لا يحدث فيها أي تجاوز للسعة تُسمّى آمنة.</translation>
        </message>
        <message>
            <source>Seven stones are fine; an eighth that stays means overflow.</source>
            <translation>سبعة أحجار لا بأس بها؛ أما الثامن إذا بقي فيعني تجاوز السعة.</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>الألغاز</translation>
        </message>
        <message>
            <source>There are 100 puzzles. Each has a start position, one goal and a move limit. Puzzles have no refill and nothing random.</source>
            <translation>هناك 100 لغز. لكل منها تشكيل ابتدائي وهدف واحد وحدّ للحركات. لا تجديد في الألغاز ولا شيء عشوائي.</translation>
        </message>
        <message>
            <source>Goals: clear every stone of a colour, collect a number of stones of a colour (wilds do not count), reach a score, make a combo of a given size, leave at most a number of stones on the board, or empty the board completely.</source>
            <translation>الأهداف: إزالة كل أحجار لون معيّن، أو جمع عدد من أحجار لون ما (البدائل لا تُحسب)، أو بلوغ نتيجة معيّنة، أو تكوين مجموعة متتابعة بحجم معيّن، أو إبقاء عدد أقصى من الأحجار على اللوحة، أو إخلاء اللوحة تمامًا.</translation>
        </message>
        <message>
            <source>The goal is checked after every safe move and can be met on the last allowed move. The puzzle is lost if the moves run out, or no bowl can be chosen, before the goal is met. Undo and restart are there to help you.</source>
            <translation>يُفحص الهدف بعد كل حركة آمنة، ويمكن تحقيقه في آخر حركة مسموحة. يُخسر اللغز إذا نفدت الحركات، أو لم يعد ممكنًا اختيار أي وعاء، قبل تحقيق الهدف. التراجع وإعادة اللعب موجودان لمساعدتك.</translation>
        </message>
        <message>
            <source>Goal “clear blue”: the last blue stones match, and the goal is met.</source>
            <translation>الهدف «أزِل الأزرق»: تتطابق آخر الأحجار الزرقاء فيتحقق الهدف.</translation>
        </message>
        <message>
            <source>Endless and Daily</source>
            <translation>اللانهائي واليومي</translation>
        </message>
        <message>
            <source>Both start with 36 stones, three in every bowl, with no group ready to match. After every safe move two new stones, the refill, drop into two different bowls, and they can make matches too.</source>
            <translation>يبدأ كلاهما بـ36 حجرًا، ثلاثة في كل وعاء، دون أي تطابق جاهز. بعد كل حركة آمنة يسقط حجران جديدان، هما التجديد، في وعاءين مختلفين، ويمكنهما تكوين تطابقات أيضًا.</translation>
        </message>
        <message>
            <source>Endless goes on until a bowl overflows, no bowl can be chosen or you end the attempt. Once nine safe moves have been played, surprises begin: frozen, reverse and volcano bowls for a few moves, and wilds or blockers among the new stones. Pause keeps the attempt for later.</source>
            <translation>يستمر الوضع اللانهائي حتى يتجاوز وعاء سعته، أو لا يمكن اختيار أي وعاء، أو تُنهي المحاولة. بعد تسع حركات آمنة تبدأ الأحداث الخاصة: أوعية متجمّدة أو أوعية عكس أو براكين لبضع حركات، وبدائل أو حواجز بين الأحجار الجديدة. زر «إيقاف مؤقت» يحفظ المحاولة لوقت لاحق.</translation>
        </message>
        <message>
            <source>The Daily challenge is the same game for everyone on a UTC date: ordinary stones only, no surprises, 20 moves and no refill after the last one. An attempt keeps its date even past midnight. Replay it as often as you like; your best result is kept on this device. There is no global leaderboard.</source>
            <translation>التحدّي اليومي هو اللعبة نفسها للجميع في تاريخ UTC واحد: أحجار عادية فقط، بلا أحداث خاصة، 20 حركة، ولا تجديد بعد الأخيرة. تحتفظ المحاولة بتاريخها حتى بعد منتصف الليل. أعِد اللعب كما تشاء، وتُحفظ أفضل نتيجة لك على هذا الجهاز. لا توجد لوحة ترتيب عالمية.</translation>
        </message>
        <message>
            <source>The start of Endless and Daily: three stones in every bowl.</source>
            <translation>بداية الوضع اللانهائي والتحدّي اليومي: ثلاثة أحجار في كل وعاء.</translation>
        </message>
        <message>
            <source>Undo, records and themes</source>
            <translation>التراجع والأرقام القياسية والسمات</translation>
        </message>
        <message>
            <source>Undo takes back the whole last move: board, modifiers, refill, score and moves. Playing the same move again brings the same new stones, because the luck of an attempt is fixed from its start.</source>
            <translation>يُلغي التراجع الحركة الأخيرة كلها: اللوحة والمؤثرات والتجديد والنقاط والحركات. وإذا لعبت الحركة نفسها مجددًا تأتيك الأحجار الجديدة نفسها، لأن حظ المحاولة محدد منذ بدايتها.</translation>
        </message>
        <message>
            <source>In Endless and the Daily, the first undo turns the attempt into practice: it can no longer set a personal record. A new attempt starts without the mark.</source>
            <translation>في الوضع اللانهائي والتحدّي اليومي، يحوّل أول تراجع المحاولة إلى تدريب: فلا يمكنها بعد ذلك تسجيل رقم قياسي شخصي. تبدأ المحاولة الجديدة دون هذه العلامة.</translation>
        </message>
        <message>
            <source>Achievements from any mode unlock the themes in this order: Simple, Garden, Sand, Ocean, Runes, Neon and Space. Simple is always available, and you can preview all seven at any time. Themes change how things look, never the rules, the colours or the symbols.</source>
            <translation>تفتح الإنجازات في أي وضع السمات بهذا الترتيب: بسيطة، حديقة، رمال، محيط، رونيات، نيون، فضاء. البسيطة متاحة دائمًا، ويمكنك معاينة السمات السبع في أي وقت. تغيّر السمات المظهر فقط، ولا تغيّر أبدًا القواعد ولا الألوان ولا الرموز.</translation>
        </message>
        <message>
            <source>Red, yellow, green, blue, purple, a wild and a blocker, as every theme shows them.</source>
            <translation>أحمر وأصفر وأخضر وأزرق وبنفسجي، وبديل وحاجز، كما تعرضها كل سمة.</translation>
        </message>
        <message>
            <source>Every stone sown ticks a little higher, groups chime higher as the combo grows, and eruptions, blockers, thawing bowls, refills and overflows each have a sound of their own. During a game, M turns the sound off or on; Settings has the effects volume.</source>
            <translation>كل حجر يُوزَّع يرنّ أعلى قليلًا من سابقه، وتعلو رنّة التطابقات كلما كبرت المجموعة المتتابعة، ولكلٍّ من الثوران والحواجز والأوعية التي يذوب جليدها والتجديد وتجاوز السعة صوتٌ خاص به. أثناء اللعب يطفئ المفتاح M الصوت أو يشغّله، وتجد مستوى أصوات اللعبة في الإعدادات.</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>رجوع</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>طريقة اللعب</translation>
        </message>
        <message>
            <source>The ring</source>
            <translation>حلقة الأوعية</translation>
        </message>
        <message>
            <source>Queues and seven places</source>
            <translation>الطابور والأماكن السبعة</translation>
        </message>
        <message>
            <source>Colours, wilds and blockers</source>
            <translation>الألوان والبدائل والحواجز</translation>
        </message>
        <message>
            <source>Modifiers</source>
            <translation>المؤثرات</translation>
        </message>
        <message>
            <source>Choosing</source>
            <translation>الاختيار</translation>
        </message>
        <message>
            <source>Sowing</source>
            <translation>التوزيع</translation>
        </message>
        <message>
            <source>Nothing is skipped</source>
            <translation>لا يُتخطّى أي وعاء</translation>
        </message>
        <message>
            <source>Groups of three</source>
            <translation>تطابق الثلاثة</translation>
        </message>
        <message>
            <source>How wilds help</source>
            <translation>كيف تساعد البدائل</translation>
        </message>
        <message>
            <source>What never matches</source>
            <translation>ما لا يتطابق أبدًا</translation>
        </message>
        <message>
            <source>All at once</source>
            <translation>الفحص دفعة واحدة</translation>
        </message>
        <message>
            <source>Blockers</source>
            <translation>الحواجز</translation>
        </message>
        <message>
            <source>Volcanoes</source>
            <translation>البراكين</translation>
        </message>
        <message>
            <source>Until nothing more happens</source>
            <translation>حتى لا يحدث شيء آخر</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>النقاط</translation>
        </message>
        <message>
            <source>Combo</source>
            <translation>المجموعة المتتابعة</translation>
        </message>
        <message>
            <source>Perfect Clear</source>
            <translation>تنظيف كامل</translation>
        </message>
        <message>
            <source>Refill matches</source>
            <translation>تطابقات التجديد</translation>
        </message>
        <message>
            <source>Eight for a moment</source>
            <translation>ثمانية للحظة</translation>
        </message>
        <message>
            <source>Overflow loses</source>
            <translation>تجاوز السعة خسارة</translation>
        </message>
        <message>
            <source>Refills and safe moves</source>
            <translation>التجديد والحركات الآمنة</translation>
        </message>
        <message>
            <source>One hundred puzzles</source>
            <translation>مئة لغز</translation>
        </message>
        <message>
            <source>Goals</source>
            <translation>الأهداف</translation>
        </message>
        <message>
            <source>Winning and losing</source>
            <translation>الفوز والخسارة</translation>
        </message>
        <message>
            <source>The start and the refill</source>
            <translation>البداية والتجديد</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>اللانهائي</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>التحدّي اليومي</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>التراجع</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>التدريب</translation>
        </message>
        <message>
            <source>Themes</source>
            <translation>السمات</translation>
        </message>
        <message>
            <source>Sounds</source>
            <translation>الأصوات</translation>
        </message>
        <message>
            <source>On the board</source>
            <translation>على اللوحة</translation>
        </message>
        <message>
            <source>Anywhere in a game</source>
            <translation>في أي وقت أثناء اللعب</translation>
        </message>
        <message>
            <source>Solution and replay</source>
            <translation>الحل وإعادة العرض</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>المفاتيح</translation>
        </message>
    </context>
    <context>
        <name>HintSteps</name>
        <message>
            <source>★ Solved without a hint step and without undo.</source>
            <translation>★ حُلّ دون أي خطوة تلميح ودون تراجع.</translation>
        </message>
        <message>
            <source>You used the hint's first step, the puzzle's idea.</source>
            <translation>استخدمت الخطوة الأولى من التلميح، فكرة اللغز.</translation>
        </message>
        <message>
            <source>You used the hint up to its second step, the bowl to play next.</source>
            <translation>استخدمت التلميح حتى خطوته الثانية، الوعاء الذي توزّعه الآن.</translation>
        </message>
        <message>
            <source>You used all three hint steps, up to the whole line.</source>
            <translation>استخدمت خطوات التلميح الثلاث كلها، حتى الحل كاملًا.</translation>
        </message>
        <message>
            <source>Undo used.</source>
            <translation>استُخدم التراجع.</translation>
        </message>
        <message>
            <source>★ is for a solve without a hint step and without undo.</source>
            <translation>★ للحل دون أي خطوة تلميح ودون تراجع.</translation>
        </message>
        <message>
            <source>Hint %1/3</source>
            <translation>تلميح %1 من 3</translation>
        </message>
        <message>
            <source>Hint, step 1 of 3: the puzzle's idea, what to look for (H)</source>
            <translation>تلميح، الخطوة 1 من 3: فكرة اللغز وما تبحث عنه (H)</translation>
        </message>
        <message>
            <source>Hint, step 2 of 3: the bowl to play next (H)</source>
            <translation>تلميح، الخطوة 2 من 3: الوعاء الذي توزّعه الآن (H)</translation>
        </message>
        <message>
            <source>Hint, step 3 of 3: the whole line, move by move (H)</source>
            <translation>تلميح، الخطوة 3 من 3: الحل كاملًا، حركة بعد حركة (H)</translation>
        </message>
    </context>
    <context>
        <name>Home</name>
        <message>
            <source>Colour symbols give every colour its own shape, so stones never have to be told apart by colour alone.</source>
            <translation>رموز الألوان تمنح كل لون شكله الخاص، فلا يلزم تمييز الأحجار باللون وحده أبدًا.</translation>
        </message>
        <message>
            <source>Turn on colour symbols</source>
            <translation>تشغيل رموز الألوان</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>ليس الآن</translation>
        </message>
        <message>
            <source>Colour symbols</source>
            <translation>رموز الألوان</translation>
        </message>
        <message>
            <source>Twelve Bowls</source>
            <translation>اثنا عشر وعاءً</translation>
        </message>
        <message>
            <source>Sow the stones around the ring, match three, stay calm.</source>
            <translation>وزّع الأحجار حول الدائرة، وطابق ثلاثة، وحافظ على هدوئك.</translation>
        </message>
        <message>
            <source>Themes</source>
            <translation>السمات</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>الإعدادات</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>طريقة اللعب</translation>
        </message>
        <message>
            <source>Records</source>
            <translation>الأرقام القياسية</translation>
        </message>
        <message>
            <source>Earlier Dailies…</source>
            <translation>التحديات اليومية السابقة…</translation>
        </message>
        <message>
            <source>Play the Daily of one of the last 30 days again, as practice</source>
            <translation>العب التحدّي اليومي لأحد الأيام الثلاثين الماضية مرة أخرى، كتدريب</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>الألغاز</translation>
        </message>
        <message>
            <source>No score yet</source>
            <translation>لا توجد نتيجة بعد</translation>
        </message>
        <message>
            <source>Paused at %1 points</source>
            <translation>متوقفة مؤقتًا ونقاطك %1</translation>
        </message>
        <message>
            <source>Paused at %1 points · best %2</source>
            <translation>متوقفة مؤقتًا ونقاطك %1 · الأفضل %2</translation>
        </message>
        <message>
            <source>Continue Endless</source>
            <translation>متابعة اللانهائي</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>اللانهائي</translation>
        </message>
        <message>
            <source>%1 (UTC) · paused at %2 points</source>
            <translation>%1 (UTC) · متوقف مؤقتًا ونقاطك %2</translation>
        </message>
        <message>
            <source>%1 (UTC) · paused at %2 points · best %3</source>
            <translation>%1 (UTC) · متوقف مؤقتًا ونقاطك %2 · الأفضل %3</translation>
        </message>
        <message>
            <source>%1 (UTC) · not played yet</source>
            <translation>%1 (UTC) · لم يُلعب بعد</translation>
        </message>
        <message>
            <source>%1 (UTC) · best %2 · next Daily in %3</source>
            <translation>%1 (UTC) · الأفضل %2 · التحدّي اليومي التالي بعد %3</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>التحدّي اليومي</translation>
        </message>
        <message>
            <source>Continue Daily challenge</source>
            <translation>متابعة التحدّي اليومي</translation>
        </message>
        <message numerus="yes">
            <source>%n of 100 solved</source>
            <translation>
                <numerusform>لم يُحلّ أي لغز من 100</numerusform>
                <numerusform>حُلّ لغز واحد من 100</numerusform>
                <numerusform>حُلّ لغزان من 100</numerusform>
                <numerusform>حُلّت %n ألغاز من 100</numerusform>
                <numerusform>حُلّ %n لغزًا من 100</numerusform>
                <numerusform>حُلّ %n لغز من 100</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your best score is %n point(s).</source>
            <translation>
                <numerusform>أفضل نتيجة لك %n نقطة.</numerusform>
                <numerusform>أفضل نتيجة لك نقطة واحدة.</numerusform>
                <numerusform>أفضل نتيجة لك نقطتان.</numerusform>
                <numerusform>أفضل نتيجة لك %n نقاط.</numerusform>
                <numerusform>أفضل نتيجة لك %n نقطةً.</numerusform>
                <numerusform>أفضل نتيجة لك %n نقطة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have completed the Daily %n day(s) in a row.</source>
            <translation>
                <numerusform>لم تُكمل التحدّي اليومي أيامًا متتالية بعد.</numerusform>
                <numerusform>أكملت التحدّي اليومي يومًا واحدًا.</numerusform>
                <numerusform>أكملت التحدّي اليومي يومين متتاليين.</numerusform>
                <numerusform>أكملت التحدّي اليومي %n أيام متتالية.</numerusform>
                <numerusform>أكملت التحدّي اليومي %n يومًا متتاليًا.</numerusform>
                <numerusform>أكملت التحدّي اليومي %n يوم متتالٍ.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>The arrow keys choose a bowl, Enter plays it, Space skips the animation.</source>
            <translation>تختار مفاتيح الأسهم وعاءً، ويوزّعه Enter، ويتخطّى Space التحريك.</translation>
        </message>
        <message>
            <source>%1 undoes, %2 starts again, H gives the next step of a hint, G reads the goal and the moves left, M turns the sound off or on, Esc pauses the game or leaves it.</source>
            <translation>المفتاح %1 يتراجع، و%2 يبدأ من جديد، وH يعطي الخطوة التالية من التلميح، وG يقرأ الهدف والحركات المتبقية، وM يطفئ الصوت أو يشغّله، وEsc يوقف اللعبة مؤقتًا أو يغادرها.</translation>
        </message>
        <message>
            <source>%1 undoes, %2 starts again, G reads the score and the moves left, M turns the sound off or on, Esc pauses the game or leaves it.</source>
            <translation>المفتاح %1 يتراجع، و%2 يبدأ من جديد، وG يقرأ النقاط والحركات المتبقية، وM يطفئ الصوت أو يشغّله، وEsc يوقف اللعبة مؤقتًا أو يغادرها.</translation>
        </message>
        <message>
            <source>%1 undoes, %2 starts again, G reads the score, M turns the sound off or on, Esc pauses the game or leaves it.</source>
            <translation>المفتاح %1 يتراجع، و%2 يبدأ من جديد، وG يقرأ النقاط، وM يطفئ الصوت أو يشغّله، وEsc يوقف اللعبة مؤقتًا أو يغادرها.</translation>
        </message>
        <message>
            <source>While a solution or a replay is shown, the arrow keys step through it, Space pauses or continues, Esc stops.</source>
            <translation>أثناء عرض الحل أو إعادة العرض، تتنقّل مفاتيح الأسهم خطوة خطوة، ويوقف Space مؤقتًا أو يتابع، ويوقف Esc العرض.</translation>
        </message>
    </context>
    <context>
        <name>Launcher</name>
        <message>
            <source>Puzzle Game</source>
            <translation>لعبة ألغاز</translation>
        </message>
        <message>
            <source>Sow stones around a ring of twelve bowls and set off chains of matches</source>
            <translation>وزّع الأحجار على دائرة من اثني عشر وعاءً وأطلق سلاسل من التطابقات</translation>
        </message>
        <message>
            <source>puzzle;sowing;mancala;stones;bowls;match;</source>
            <translation>ألغاز;منقلة;أحجار;أوعية;تطابق;توزيع;</translation>
        </message>
        <message>
            <source>Sow stones around a ring of bowls and set off chains</source>
            <translation>وزّع الأحجار على دائرة من الأوعية وأطلق السلاسل</translation>
        </message>
        <message>
            <source>Twelve bowls stand in a ring. Pick a bowl, and its stones are sown one by one into the bowls that follow. Three of a colour in a bowl vanish, clear the blockers next door and may set off a chain. Plan ahead, because a bowl that holds more than seven stones ends the game.</source>
            <translation>اثنا عشر وعاءً في دائرة. اختر وعاءً فتُوزَّع أحجاره واحدًا تلو الآخر على الأوعية التالية. ثلاثة أحجار من لون واحد في وعاء تختفي، وتزيل الحواجز المجاورة، وقد تُطلق سلسلة. خطّط مسبقًا، فالوعاء الذي يحمل أكثر من سبعة أحجار يُنهي اللعبة.</translation>
        </message>
        <message>
            <source>Features:</source>
            <translation>المزايا:</translation>
        </message>
        <message>
            <source>100 hand-made puzzles with goals and move limits</source>
            <translation>100 لغز مصمَّم يدويًا بأهداف وحدود للحركات</translation>
        </message>
        <message>
            <source>Endless mode and a daily challenge that is the same for every player</source>
            <translation>الوضع اللانهائي وتحدٍّ يومي واحد لجميع اللاعبين</translation>
        </message>
        <message>
            <source>Seven themes, from a quiet garden to outer space</source>
            <translation>سبع سمات، من حديقة هادئة إلى الفضاء الخارجي</translation>
        </message>
        <message>
            <source>Symbols on the stones for players who do not tell colours apart</source>
            <translation>رموز على الأحجار لمن لا يميّز الألوان</translation>
        </message>
        <message>
            <source>English, Spanish, Japanese, Hindi and Arabic</source>
            <translation>الإنجليزية والإسبانية واليابانية والهندية والعربية</translation>
        </message>
        <message>
            <source>The home screen</source>
            <translation>الشاشة الرئيسية</translation>
        </message>
        <message>
            <source>A puzzle in the Garden theme</source>
            <translation>لغز في سمة الحديقة</translation>
        </message>
        <message>
            <source>Endless mode in the Neon theme</source>
            <translation>الوضع اللانهائي في سمة النيون</translation>
        </message>
        <message>
            <source>The seven themes</source>
            <translation>السمات السبع</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>This game cannot start.</source>
            <translation>لا يمكن تشغيل هذه اللعبة.</translation>
        </message>
        <message>
            <source>Twelve Bowls</source>
            <translation>اثنا عشر وعاءً</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <comment>screen — app name</comment>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Toggle full screen</source>
            <translation>تبديل ملء الشاشة</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>الإعدادات</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>طريقة اللعب</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>خروج</translation>
        </message>
    </context>
    <context>
        <name>MyPuzzles</name>
        <message>
            <source>My puzzle %1</source>
            <translation>لغزي %1</translation>
        </message>
        <message>
            <source>Open puzzle code…</source>
            <translation>فتح رمز لغز…</translation>
        </message>
        <message>
            <source>Play a puzzle someone shared as a code; it is never a record.</source>
            <translation>العب لغزًا شاركه أحدهم في صورة رمز؛ لا يُحسب رقمًا قياسيًا أبدًا.</translation>
        </message>
        <message>
            <source>Make a puzzle</source>
            <translation>اصنع لغزًا</translation>
        </message>
        <message>
            <source>Build a puzzle of your own; the solver proves it and sets its limit.</source>
            <translation>اصنع لغزك الخاص؛ يثبته الحلّال ويحدد حدّه.</translation>
        </message>
        <message numerus="yes">
            <source>limit %n move(s)</source>
            <translation>
                <numerusform>الحد دون حركات</numerusform>
                <numerusform>الحد حركة واحدة</numerusform>
                <numerusform>الحد حركتان</numerusform>
                <numerusform>الحد %n حركات</numerusform>
                <numerusform>الحد %n حركة</numerusform>
                <numerusform>الحد %n حركة</numerusform>
            </translation>
        </message>
        <message>
            <source>My puzzles</source>
            <translation>ألغازي</translation>
        </message>
        <message>
            <source>Puzzles you make with Make a puzzle are kept here, with your best results.</source>
            <translation>الألغاز التي تصنعها عبر «اصنع لغزًا» تُحفظ هنا مع أفضل نتائجك.</translation>
        </message>
        <message>
            <source>Your best results on your own puzzles were damaged and have been restored from their backup copy. The damaged file was kept as %1.</source>
            <translation>كانت أفضل نتائجك في الألغاز التي صنعتها تالفة، وقد استُعيدت من نسختها الاحتياطية. احتُفظ بالملف التالف باسم %1.</translation>
        </message>
        <message>
            <source>Your best results on your own puzzles could not be read and there was no good backup, so they start afresh. The damaged file was kept as %1.</source>
            <translation>تعذّرت قراءة أفضل نتائجك في الألغاز التي صنعتها ولم تكن هناك نسخة احتياطية سليمة، لذا تبدأ من جديد. احتُفظ بالملف التالف باسم %1.</translation>
        </message>
        <message numerus="yes">
            <source>✓ Solved · best %n move(s)</source>
            <translation>
                <numerusform>✓ محلول · الأفضل دون حركات</numerusform>
                <numerusform>✓ محلول · الأفضل حركة واحدة</numerusform>
                <numerusform>✓ محلول · الأفضل حركتان</numerusform>
                <numerusform>✓ محلول · الأفضل %n حركات</numerusform>
                <numerusform>✓ محلول · الأفضل %n حركة</numerusform>
                <numerusform>✓ محلول · الأفضل %n حركة</numerusform>
            </translation>
        </message>
        <message>
            <source>Not solved yet</source>
            <translation>لم يُحلّ بعد</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>تحرير</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>نسخ رمز اللغز</translation>
        </message>
        <message numerus="yes">
            <source>Show %n more of your puzzles</source>
            <translation>
                <numerusform>اعرض المزيد من ألغازك</numerusform>
                <numerusform>اعرض لغزًا آخر من ألغازك</numerusform>
                <numerusform>اعرض لغزين آخرين من ألغازك</numerusform>
                <numerusform>اعرض %n ألغاز أخرى من ألغازك</numerusform>
                <numerusform>اعرض %n لغزًا آخر من ألغازك</numerusform>
                <numerusform>اعرض %n لغز آخر من ألغازك</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of your puzzles are not listed yet.</source>
            <translation>
                <numerusform>لا لغز من ألغازك خارج القائمة.</numerusform>
                <numerusform>لغز واحد من ألغازك لم يُعرض في القائمة بعد.</numerusform>
                <numerusform>لغزان من ألغازك لم يُعرضا في القائمة بعد.</numerusform>
                <numerusform>%n ألغاز من ألغازك لم تُعرض في القائمة بعد.</numerusform>
                <numerusform>%n لغزًا من ألغازك لم يُعرض في القائمة بعد.</numerusform>
                <numerusform>%n لغز من ألغازك لم يُعرض في القائمة بعد.</numerusform>
            </translation>
        </message>
        <message>
            <source>My puzzle %1 “%2”</source>
            <comment>%2 is the title its author gave the puzzle</comment>
            <translation>لغزي %1 «%2»</translation>
        </message>
        <message>
            <source>%1 (%2 of them slack)</source>
            <translation>%1 (منها %2 هامش)</translation>
        </message>
        <message>
            <source>%1 — %2 — %3</source>
            <translation>%1 — %2 — %3</translation>
        </message>
        <message>
            <source>Play %1</source>
            <translation>العب %1</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1، %2</translation>
        </message>
        <message>
            <source>Edit %1</source>
            <translation>تحرير %1</translation>
        </message>
        <message>
            <source>Copy the puzzle code of %1</source>
            <translation>نسخ رمز اللغز %1</translation>
        </message>
    </context>
    <context>
        <name>Notices</name>
        <message>
            <source>Twelve Bowls met an error last time. A report was saved as %1</source>
            <translation>واجهت «اثنا عشر وعاءً» خطأً في المرة السابقة. حُفظ تقرير عنه في %1</translation>
        </message>
    </context>
    <context>
        <name>PuzzleCode</name>
        <message>
            <source>Puzzle code</source>
            <translation>رمز اللغز</translation>
        </message>
        <message>
            <source>Copy code</source>
            <translation>نسخ الرمز</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>نسخ رمز اللغز</translation>
        </message>
        <message>
            <source>Copy this puzzle's code, for a friend to paste and play (%1)</source>
            <comment>%1 is the key: Ctrl+Shift+C</comment>
            <translation>انسخ رمز هذا اللغز ليلصقه صديق ويلعبه (%1)</translation>
        </message>
        <message numerus="yes">
            <source>The solver has searched %n position(s) so far.</source>
            <translation>
                <numerusform>لم يفحص الحلّال أي وضع بعد.</numerusform>
                <numerusform>فحص الحلّال وضعًا واحدًا حتى الآن.</numerusform>
                <numerusform>فحص الحلّال وضعين حتى الآن.</numerusform>
                <numerusform>فحص الحلّال %n أوضاع حتى الآن.</numerusform>
                <numerusform>فحص الحلّال %n وضعًا حتى الآن.</numerusform>
                <numerusform>فحص الحلّال %n وضع حتى الآن.</numerusform>
            </translation>
        </message>
        <message>
            <source>This code does not describe a puzzle: a value in it is out of range.</source>
            <translation>هذا الرمز لا يصف لغزًا: إحدى قيمه خارج النطاق.</translation>
        </message>
        <message numerus="yes">
            <source>No line of at most %n move(s) meets this code's goal: it cannot be won.</source>
            <translation>
                <numerusform>لا يحقق أي تسلسل هدف هذا الرمز: لا يمكن الفوز به.</numerusform>
                <numerusform>لا يحقق أي تسلسل من حركة واحدة هدف هذا الرمز: لا يمكن الفوز به.</numerusform>
                <numerusform>لا يحقق أي تسلسل من حركتين على الأكثر هدف هذا الرمز: لا يمكن الفوز به.</numerusform>
                <numerusform>لا يحقق أي تسلسل من %n حركات على الأكثر هدف هذا الرمز: لا يمكن الفوز به.</numerusform>
                <numerusform>لا يحقق أي تسلسل من %n حركة على الأكثر هدف هذا الرمز: لا يمكن الفوز به.</numerusform>
                <numerusform>لا يحقق أي تسلسل من %n حركة على الأكثر هدف هذا الرمز: لا يمكن الفوز به.</numerusform>
            </translation>
        </message>
        <message>
            <source>Puzzle code copied.</source>
            <translation>نُسخ رمز اللغز.</translation>
        </message>
        <message>
            <source>Paste a puzzle code: it starts with TB1- or TB2-.</source>
            <translation>الصق رمز لغز: يبدأ بـ ⁦TB1-⁩ أو ⁦TB2-⁩.</translation>
        </message>
        <message>
            <source>This is not a puzzle code: a code starts with TB1- or TB2- and holds only digits and capital letters.</source>
            <translation>هذا ليس رمز لغز: يبدأ الرمز بـ ⁦TB1-⁩ أو ⁦TB2-⁩ ولا يحوي إلا أرقامًا وحروفًا لاتينية كبيرة.</translation>
        </message>
        <message>
            <source>This text is too long to be a puzzle code.</source>
            <translation>هذا النص أطول من أن يكون رمز لغز.</translation>
        </message>
        <message>
            <source>This code was made by a newer version of the game, which this one cannot read.</source>
            <translation>صُنع هذا الرمز بإصدار أحدث من اللعبة، ولا يستطيع هذا الإصدار قراءته.</translation>
        </message>
        <message>
            <source>This code is mistyped or incomplete: copy it again, whole.</source>
            <translation>هذا الرمز مكتوب خطأً أو ناقص: انسخه مرة أخرى كاملًا.</translation>
        </message>
        <message>
            <source>This code's start already meets its goal: there is nothing to play.</source>
            <translation>بداية هذا الرمز تحقق هدفه بالفعل: لا شيء لتلعبه.</translation>
        </message>
        <message numerus="yes">
            <source>The search is %n move(s) deep.</source>
            <translation>
                <numerusform>عمق البحث %n حركة.</numerusform>
                <numerusform>عمق البحث حركة واحدة.</numerusform>
                <numerusform>عمق البحث حركتان.</numerusform>
                <numerusform>عمق البحث %n حركات.</numerusform>
                <numerusform>عمق البحث %n حركةً.</numerusform>
                <numerusform>عمق البحث %n حركة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Proven: the goal can be met in %n move(s).</source>
            <translation>
                <numerusform>مُثبَت: يمكن تحقيق الهدف دون حركات.</numerusform>
                <numerusform>مُثبَت: يمكن تحقيق الهدف في حركة واحدة.</numerusform>
                <numerusform>مُثبَت: يمكن تحقيق الهدف في حركتين.</numerusform>
                <numerusform>مُثبَت: يمكن تحقيق الهدف في %n حركات.</numerusform>
                <numerusform>مُثبَت: يمكن تحقيق الهدف في %n حركة.</numerusform>
                <numerusform>مُثبَت: يمكن تحقيق الهدف في %n حركة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The limit is %n move(s).</source>
            <translation>
                <numerusform>الحد دون حركات.</numerusform>
                <numerusform>الحد حركة واحدة.</numerusform>
                <numerusform>الحد حركتان.</numerusform>
                <numerusform>الحد %n حركات.</numerusform>
                <numerusform>الحد %n حركة.</numerusform>
                <numerusform>الحد %n حركة.</numerusform>
            </translation>
        </message>
        <message>
            <source>This code's board is not at rest: bowl %1 would match at once.</source>
            <translation>لوحة هذا الرمز غير مستقرة: الوعاء %1 سيتطابق فورًا.</translation>
        </message>
        <message>
            <source>The puzzle code %1 was copied.</source>
            <translation>نُسخ رمز اللغز %1.</translation>
        </message>
        <message>
            <source>Open puzzle code</source>
            <translation>فتح رمز لغز</translation>
        </message>
        <message>
            <source>&amp;Puzzle code (it starts with TB1- or TB2-):</source>
            <translation>&amp;رمز اللغز (يبدأ بـ ⁦TB1-⁩ أو ⁦TB2-⁩):</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>العب</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>إلغاء</translation>
        </message>
        <message>
            <source>Proving</source>
            <translation>جارٍ الإثبات</translation>
        </message>
        <message>
            <source>Proving with the solver that this puzzle can be won…</source>
            <translation>جارٍ إثبات إمكان الفوز بهذا اللغز بالحلّال…</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>The generator made this very puzzle again, so it is played as a generated puzzle and its result is kept in their records.</source>
            <translation>أعاد المولِّد صنع هذا اللغز نفسه، لذا يُلعب لغزًا مولَّدًا وتُحفظ نتيجته في سجلات الألغاز المولَّدة.</translation>
        </message>
        <message>
            <source>The solver could not finish its proof: you can play this puzzle, unproven.</source>
            <translation>لم يتمكن الحلّال من إتمام إثباته: يمكنك لعب هذا اللغز دون إثبات.</translation>
        </message>
        <message>
            <source>This code says the generator made it, but the generator makes another puzzle: it is played as a pasted code.</source>
            <translation>يقول هذا الرمز إن المولِّد صنعه، لكن المولِّد يصنع لغزًا آخر: يُلعب رمزًا ملصوقًا.</translation>
        </message>
    </context>
    <context>
        <name>PuzzleEditor</name>
        <message>
            <source>Test play</source>
            <translation>تجربة اللعب</translation>
        </message>
        <message>
            <source>This puzzle is too large for the solver to prove: try fewer stones.</source>
            <translation>هذا اللغز أكبر من أن يثبته الحلّال: جرّب أحجارًا أقل.</translation>
        </message>
        <message>
            <source>No modifier</source>
            <translation>بلا مؤثر</translation>
        </message>
        <message>
            <source>The start already meets the goal: there would be nothing to do.</source>
            <translation>البداية تحقق الهدف بالفعل: لن يبقى شيء لفعله.</translation>
        </message>
        <message>
            <source>No line of at most 12 moves meets this goal: the puzzle cannot be won.</source>
            <translation>لا يوجد تسلسل من 12 حركة أو أقل يحقق هذا الهدف: لا يمكن الفوز باللغز.</translation>
        </message>
        <message>
            <source>Make a puzzle</source>
            <translation>اصنع لغزًا</translation>
        </message>
        <message numerus="yes">
            <source>The solver has searched %n position(s) so far.</source>
            <translation>
                <numerusform>لم يفحص الحلّال أي وضع بعد.</numerusform>
                <numerusform>فحص الحلّال وضعًا واحدًا حتى الآن.</numerusform>
                <numerusform>فحص الحلّال وضعين حتى الآن.</numerusform>
                <numerusform>فحص الحلّال %n أوضاع حتى الآن.</numerusform>
                <numerusform>فحص الحلّال %n وضعًا حتى الآن.</numerusform>
                <numerusform>فحص الحلّال %n وضع حتى الآن.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The search is %n move(s) deep.</source>
            <translation>
                <numerusform>عمق البحث %n حركة.</numerusform>
                <numerusform>عمق البحث حركة واحدة.</numerusform>
                <numerusform>عمق البحث حركتان.</numerusform>
                <numerusform>عمق البحث %n حركات.</numerusform>
                <numerusform>عمق البحث %n حركةً.</numerusform>
                <numerusform>عمق البحث %n حركة.</numerusform>
            </translation>
        </message>
        <message>
            <source>Red stone</source>
            <translation>حجر أحمر</translation>
        </message>
        <message>
            <source>Yellow stone</source>
            <translation>حجر أصفر</translation>
        </message>
        <message>
            <source>Green stone</source>
            <translation>حجر أخضر</translation>
        </message>
        <message>
            <source>Blue stone</source>
            <translation>حجر أزرق</translation>
        </message>
        <message>
            <source>Purple stone</source>
            <translation>حجر بنفسجي</translation>
        </message>
        <message>
            <source>Wild</source>
            <translation>بديل</translation>
        </message>
        <message>
            <source>Blocker</source>
            <translation>حاجز</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>أحمر</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>أصفر</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>أخضر</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>أزرق</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>بنفسجي</translation>
        </message>
        <message>
            <source>Frozen</source>
            <translation>متجمّد</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>العكس</translation>
        </message>
        <message>
            <source>Volcano</source>
            <translation>بركان</translation>
        </message>
        <message>
            <source>Clear every stone of a colour</source>
            <translation>إزالة كل أحجار لون معيّن</translation>
        </message>
        <message>
            <source>Collect stones of a colour</source>
            <translation>جمع أحجار لون معيّن</translation>
        </message>
        <message>
            <source>Score points</source>
            <translation>تسجيل النقاط</translation>
        </message>
        <message>
            <source>Make a combo</source>
            <translation>تكوين مجموعة متتابعة</translation>
        </message>
        <message>
            <source>Leave at most a number of stones</source>
            <translation>إبقاء عدد أقصى من الأحجار</translation>
        </message>
        <message>
            <source>Clear the whole board</source>
            <translation>إخلاء اللوحة كلها</translation>
        </message>
        <message>
            <source>Bowl %1 would match at once: a puzzle starts with a board at rest.</source>
            <translation>الوعاء %1 سيتطابق فورًا: يبدأ اللغز بلوحة مستقرة.</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>رجوع</translation>
        </message>
        <message>
            <source>Take out the newest</source>
            <translation>أخرج أحدث حجر</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Empty the bowl</source>
            <translation>أفرغ الوعاء</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>&amp;Modifier:</source>
            <translation>المؤ&amp;ثر:</translation>
        </message>
        <message>
            <source>Key M</source>
            <translation>المفتاح M</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>الهدف</translation>
        </message>
        <message>
            <source>&amp;Goal:</source>
            <translation>ال&amp;هدف:</translation>
        </message>
        <message>
            <source>C&amp;olour:</source>
            <translation>الل&amp;ون:</translation>
        </message>
        <message>
            <source>&amp;Slack (moves beyond the optimum):</source>
            <translation>ال&amp;هامش (حركات فوق الحد الأدنى):</translation>
        </message>
        <message>
            <source>&amp;Title (optional):</source>
            <translation>العن&amp;وان (اختياري):</translation>
        </message>
        <message>
            <source>Prove with the solver</source>
            <translation>أثبِت بالحلّال</translation>
        </message>
        <message>
            <source>Cancel the proof</source>
            <translation>ألغِ الإثبات</translation>
        </message>
        <message>
            <source>Save to My puzzles</source>
            <translation>احفظ في ألغازي</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>نسخ رمز اللغز</translation>
        </message>
        <message>
            <source>Proving</source>
            <translation>جارٍ الإثبات</translation>
        </message>
        <message>
            <source>Board being edited</source>
            <translation>اللوحة قيد التحرير</translation>
        </message>
        <message>
            <source>Arrow keys choose a bowl. R, Y, G, B and P add a stone, W a wild, X a blocker; Backspace takes out the newest stone, Delete empties the bowl, M changes its modifier.</source>
            <translation>مفاتيح الأسهم تختار وعاءً. R وY وG وB وP تضيف حجرًا، وW بديلًا، وX حاجزًا؛ Backspace يُخرج أحدث حجر، وDelete يفرغ الوعاء، وM يغيّر مؤثره.</translation>
        </message>
        <message>
            <source>Adds it to bowl %1.</source>
            <translation>يضيفه إلى الوعاء %1.</translation>
        </message>
        <message>
            <source>Proving: the solver searches every line of moves…</source>
            <translation>جارٍ الإثبات: يبحث الحلّال في كل تسلسل من الحركات…</translation>
        </message>
        <message>
            <source>The solver stopped with an error; the puzzle is not proven.</source>
            <translation>توقف الحلّال بخطأ؛ اللغز غير مُثبَت.</translation>
        </message>
        <message>
            <source>Adds it to the end of the bowl's queue.</source>
            <translation>يضيفه إلى آخر طابور الوعاء.</translation>
        </message>
        <message>
            <source>&amp;Value:</source>
            <translation>ال&amp;قيمة:</translation>
        </message>
        <message>
            <source>Bowl %1</source>
            <translation>الوعاء %1</translation>
        </message>
        <message>
            <source>Modifier of bowl %1</source>
            <translation>مؤثر الوعاء %1</translation>
        </message>
        <message>
            <source>Proof cancelled.</source>
            <translation>أُلغي الإثبات.</translation>
        </message>
        <message>
            <source>Saved as My puzzle %1.</source>
            <translation>حُفظ باسم لغزي %1.</translation>
        </message>
        <message>
            <source>The puzzle code %1 was copied.</source>
            <translation>نُسخ رمز اللغز %1.</translation>
        </message>
        <message>
            <source>Key %1</source>
            <translation>المفتاح %1</translation>
        </message>
        <message>
            <source>Bowl %1 is full: a bowl holds at most 7 stones.</source>
            <translation>الوعاء %1 ممتلئ: يتسع الوعاء لسبعة أحجار على الأكثر.</translation>
        </message>
        <message>
            <source>Finding the fewest moves…</source>
            <translation>جارٍ البحث عن أقل عدد من الحركات…</translation>
        </message>
        <message>
            <source>Counting the winning lines…</source>
            <translation>جارٍ عدّ التسلسلات الفائزة…</translation>
        </message>
        <message>
            <source>Trying a greedy and a two-ply player…</source>
            <translation>جارٍ تجربة لاعب جشع ولاعب ينظر حركتين إلى الأمام…</translation>
        </message>
        <message>
            <source>Not proven yet: Prove with the solver sets the limit to the optimum.</source>
            <translation>لم يُثبَت بعد: «أثبِت بالحلّال» يضبط الحد على الحد الأدنى.</translation>
        </message>
        <message numerus="yes">
            <source>Proven: the optimum is %n move(s).</source>
            <translation>
                <numerusform>مُثبَت: الحد الأدنى دون حركات.</numerusform>
                <numerusform>مُثبَت: الحد الأدنى حركة واحدة.</numerusform>
                <numerusform>مُثبَت: الحد الأدنى حركتان.</numerusform>
                <numerusform>مُثبَت: الحد الأدنى %n حركات.</numerusform>
                <numerusform>مُثبَت: الحد الأدنى %n حركة.</numerusform>
                <numerusform>مُثبَت: الحد الأدنى %n حركة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The limit is %n move(s).</source>
            <translation>
                <numerusform>الحد %n حركة.</numerusform>
                <numerusform>الحد حركة واحدة.</numerusform>
                <numerusform>الحد حركتان.</numerusform>
                <numerusform>الحد %n حركات.</numerusform>
                <numerusform>الحد %n حركةً.</numerusform>
                <numerusform>الحد %n حركة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n winning line(s) of the optimum's length.</source>
            <translation>
                <numerusform>لا تسلسلات فائزة بطول الحد الأدنى.</numerusform>
                <numerusform>تسلسل فائز واحد بطول الحد الأدنى.</numerusform>
                <numerusform>تسلسلان فائزان بطول الحد الأدنى.</numerusform>
                <numerusform>%n تسلسلات فائزة بطول الحد الأدنى.</numerusform>
                <numerusform>%n تسلسلًا فائزًا بطول الحد الأدنى.</numerusform>
                <numerusform>%n تسلسل فائز بطول الحد الأدنى.</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;Stones to collect:</source>
            <translation>الأ&amp;حجار المطلوب جمعها:</translation>
        </message>
        <message>
            <source>&amp;Points to score:</source>
            <translation>النقا&amp;ط المطلوبة:</translation>
        </message>
        <message>
            <source>&amp;Combo of at least:</source>
            <translation>مجموعة متتابعة لا تقل عن (&amp;C):</translation>
        </message>
        <message>
            <source>&amp;Items left at most:</source>
            <translation>أقصى عدد من الأحجار المتبقية (&amp;I):</translation>
        </message>
        <message numerus="yes">
            <source>That leaves %n move(s) of slack beyond the optimum.</source>
            <translation>
                <numerusform>لا يترك هذا أي هامش فوق الحد الأدنى.</numerusform>
                <numerusform>يترك هذا هامشًا قدره حركة واحدة فوق الحد الأدنى.</numerusform>
                <numerusform>يترك هذا هامشًا قدره حركتان فوق الحد الأدنى.</numerusform>
                <numerusform>يترك هذا هامشًا قدره %n حركات فوق الحد الأدنى.</numerusform>
                <numerusform>يترك هذا هامشًا قدره %n حركةً فوق الحد الأدنى.</numerusform>
                <numerusform>يترك هذا هامشًا قدره %n حركة فوق الحد الأدنى.</numerusform>
            </translation>
        </message>
        <message>
            <source>A random player would practically never win it.</source>
            <translation>يكاد لاعب عشوائي لا يفوز به أبدًا.</translation>
        </message>
        <message>
            <source>A greedy player can win it.</source>
            <translation>يستطيع لاعب جشع الفوز به.</translation>
        </message>
        <message>
            <source>A greedy player cannot win it.</source>
            <translation>لا يستطيع لاعب جشع الفوز به.</translation>
        </message>
        <message>
            <source>A player looking two moves ahead can win it.</source>
            <translation>يستطيع لاعب ينظر حركتين إلى الأمام الفوز به.</translation>
        </message>
        <message>
            <source>A player looking two moves ahead cannot win it.</source>
            <translation>لا يستطيع لاعب ينظر حركتين إلى الأمام الفوز به.</translation>
        </message>
        <message>
            <source>The puzzle could not be saved: %1</source>
            <translation>تعذّر حفظ اللغز: %1</translation>
        </message>
        <message>
            <source>A random player needs %1 bits of luck per move.</source>
            <translation>يحتاج لاعب عشوائي إلى %1 بت من الحظ لكل حركة.</translation>
        </message>
    </context>
    <context>
        <name>PuzzleFile</name>
        <message>
            <source>the number 1</source>
            <translation>الرقم 1</translation>
        </message>
        <message>
            <source>a whole number: 1 to 100 in a file named like 007.json for the game's own puzzles, up to 999999 in a puzzle file of your own</source>
            <translation>عدد صحيح: من 1 إلى 100 في ملف اسمه مثل 007.json لألغاز اللعبة، وحتى 999999 في ملف لغز خاص بك</translation>
        </message>
        <message>
            <source>a text of 1 to 24 characters</source>
            <translation>نص من 1 إلى 24 حرفًا</translation>
        </message>
        <message>
            <source>a text of 1 to 90 characters</source>
            <translation>نص من 1 إلى 90 حرفًا</translation>
        </message>
        <message>
            <source>a whole number from 1 to 10</source>
            <translation>عدد صحيح من 1 إلى 10</translation>
        </message>
        <message>
            <source>a list of 12 texts made of the letters R, Y, G, B, P, W and X, at most 7 in each, with no bowl that would match at once</source>
            <translation>قائمة من 12 نصًا من الأحرف R وY وG وB وP وW وX، سبعة على الأكثر في كل نص، دون وعاء يكوّن تطابقًا فورًا</translation>
        </message>
        <message>
            <source>an object from bowl numbers "0" to "11" to frozen, reverse or volcano</source>
            <translation>كائن يربط أرقام الأوعية من "0" إلى "11" بـ frozen أو reverse أو volcano</translation>
        </message>
        <message>
            <source>one of the six goals of the rules with the fields it needs, not already met at the start</source>
            <translation>أحد الأهداف الستة في القواعد مع الحقول التي يحتاجها، وغير محقَّق منذ البداية</translation>
        </message>
        <message>
            <source>a whole number from 1 to 99</source>
            <translation>عدد صحيح من 1 إلى 99</translation>
        </message>
        <message>
            <source>a list of bowl numbers (0 to 11) that first meets the goal on its last move, within the move limit</source>
            <translation>قائمة بأرقام الأوعية (من 0 إلى 11) تحقق الهدف لأول مرة في آخر حركة، ضمن حدّ الحركات</translation>
        </message>
        <message>
            <source>what the rules describe for a puzzle file</source>
            <translation>ما تصفه القواعد لملف اللغز</translation>
        </message>
        <message>
            <source>The puzzle file %1 cannot be read.</source>
            <translation>تعذّرت قراءة ملف اللغز %1.</translation>
        </message>
        <message>
            <source>The file %1 is not a puzzle file: expected JSON text (UTF-8, at most 1 MB) holding one puzzle object.</source>
            <translation>الملف %1 ليس ملف لغز: المتوقَّع نص JSON ‏(UTF-8، بحجم 1 ميغابايت على الأكثر) يحتوي كائن لغز واحدًا.</translation>
        </message>
        <message>
            <source>The puzzle file %1 has a problem in the field “%2”: expected %3.</source>
            <translation>في ملف اللغز %1 مشكلة في الحقل «%2»: المتوقَّع %3.</translation>
        </message>
    </context>
    <context>
        <name>Puzzles</name>
        <message>
            <source>Puzzle %1</source>
            <translation>اللغز %1</translation>
        </message>
        <message>
            <source>Damaged file</source>
            <translation>ملف تالف</translation>
        </message>
        <message>
            <source>Not solved yet</source>
            <translation>لم يُحلّ بعد</translation>
        </message>
        <message>
            <source>✓ Solved</source>
            <translation>✓ محلول</translation>
        </message>
        <message>
            <source>Difficulty %1/10</source>
            <translation>الصعوبة: %1 من 10</translation>
        </message>
        <message>
            <source>★ Solved without a hint and without undo</source>
            <translation>★ حُلّ دون تلميح ودون تراجع</translation>
        </message>
        <message>
            <source>Cannot be played</source>
            <translation>لا يمكن لعبه</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>رجوع</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>الألغاز</translation>
        </message>
        <message>
            <source>The hundred puzzles</source>
            <translation>الألغاز المئة</translation>
        </message>
        <message>
            <source>Open puzzle file…</source>
            <translation>فتح ملف لغز…</translation>
        </message>
        <message>
            <source>Play a puzzle from a file of your own; it is never a record.</source>
            <translation>العب لغزًا من ملف خاص بك؛ لا يُحتسب رقمًا قياسيًا أبدًا.</translation>
        </message>
        <message>
            <source>Open puzzle file</source>
            <translation>فتح ملف لغز</translation>
        </message>
        <message>
            <source>Puzzle files (*.json)</source>
            <translation>ملفات الألغاز (*.json)</translation>
        </message>
        <message>
            <source>Three of a Kind</source>
            <translation>ثلاثة من لون واحد</translation>
        </message>
        <message>
            <source>Gather the Greens</source>
            <translation>اجمع الخضراء</translation>
        </message>
        <message>
            <source>Perfect Clear</source>
            <translation>تنظيف كامل</translation>
        </message>
        <message>
            <source>Ten Points a Stone</source>
            <translation>عشر نقاط للحجر</translation>
        </message>
        <message>
            <source>Lighten the Load</source>
            <translation>خفّف الحمل</translation>
        </message>
        <message>
            <source>Double Up</source>
            <translation>ضعفان</translation>
        </message>
        <message>
            <source>Two Steps</source>
            <translation>خطوتان</translation>
        </message>
        <message>
            <source>Blue Relay</source>
            <translation>تتابع أزرق</translation>
        </message>
        <message>
            <source>Split and Score</source>
            <translation>وزّع وسجّل</translation>
        </message>
        <message>
            <source>Wild Stone</source>
            <translation>الحجر البديل</translation>
        </message>
        <message>
            <source>Share the Wilds</source>
            <translation>تقاسم البدائل</translation>
        </message>
        <message>
            <source>Stuck Stone</source>
            <translation>حجر عالق</translation>
        </message>
        <message>
            <source>Clear the Blockers</source>
            <translation>أزِل الحواجز</translation>
        </message>
        <message>
            <source>Blocker in the Way</source>
            <translation>حاجز في الطريق</translation>
        </message>
        <message>
            <source>Backwards</source>
            <translation>إلى الخلف</translation>
        </message>
        <message>
            <source>Turn Around</source>
            <translation>استدر</translation>
        </message>
        <message>
            <source>Round Trip</source>
            <translation>ذهاب وإياب</translation>
        </message>
        <message>
            <source>Yellow Detour</source>
            <translation>التفاف أصفر</translation>
        </message>
        <message>
            <source>Frozen Bowl</source>
            <translation>وعاء متجمّد</translation>
        </message>
        <message>
            <source>Volcano</source>
            <translation>بركان</translation>
        </message>
        <message>
            <source>Scatter and Match</source>
            <translation>بعثر وطابق</translation>
        </message>
        <message>
            <source>Chain Reaction</source>
            <translation>تفاعل متسلسل</translation>
        </message>
        <message>
            <source>Twin Eruption</source>
            <translation>ثوران مزدوج</translation>
        </message>
        <message>
            <source>Purple Pick-up</source>
            <translation>التقاط البنفسجي</translation>
        </message>
        <message>
            <source>Yellow, then Red</source>
            <translation>الأصفر ثم الأحمر</translation>
        </message>
        <message>
            <source>Hot Points</source>
            <translation>نقاط ساخنة</translation>
        </message>
        <message>
            <source>Leapfrog</source>
            <translation>القفز المتتالي</translation>
        </message>
        <message>
            <source>Yellow Shuttle</source>
            <translation>المكوك الأصفر</translation>
        </message>
        <message>
            <source>Red Eruption</source>
            <translation>ثوران أحمر</translation>
        </message>
        <message>
            <source>Wild Ashes</source>
            <translation>رماد وبديل</translation>
        </message>
        <message>
            <source>Lava Yellows</source>
            <translation>الأحجار الصفراء والحمم</translation>
        </message>
        <message>
            <source>Ash and Blocker</source>
            <translation>رماد وحاجز</translation>
        </message>
        <message>
            <source>Wild Start</source>
            <translation>بداية بالبديل</translation>
        </message>
        <message>
            <source>Double Frost</source>
            <translation>صقيع مزدوج</translation>
        </message>
        <message>
            <source>Purple Parade</source>
            <translation>موكب بنفسجي</translation>
        </message>
        <message>
            <source>Green Gate</source>
            <translation>البوابة الخضراء</translation>
        </message>
        <message>
            <source>Green Gather</source>
            <translation>تجمّع أخضر</translation>
        </message>
        <message>
            <source>Volcano Clean-up</source>
            <translation>تنظيف بركاني</translation>
        </message>
        <message>
            <source>Double Finish</source>
            <translation>ختام مزدوج</translation>
        </message>
        <message>
            <source>Two by Two</source>
            <translation>اثنين اثنين</translation>
        </message>
        <message>
            <source>Green Then Red</source>
            <translation>الأخضر ثم الأحمر</translation>
        </message>
        <message>
            <source>Sixty Steps</source>
            <translation>ستون خطوة</translation>
        </message>
        <message>
            <source>Reverse Ignition</source>
            <translation>اشتعال معكوس</translation>
        </message>
        <message>
            <source>Yellow Lava</source>
            <translation>حمم صفراء</translation>
        </message>
        <message>
            <source>Purple Pilgrims</source>
            <translation>رحّالة بنفسجيون</translation>
        </message>
        <message>
            <source>Wild Combo</source>
            <translation>مجموعة متتابعة بالبديل</translation>
        </message>
        <message>
            <source>Green Spark</source>
            <translation>شرارة خضراء</translation>
        </message>
        <message>
            <source>Double or Nothing</source>
            <translation>الضعف أو لا شيء</translation>
        </message>
        <message>
            <source>Patient Combo</source>
            <translation>مجموعة متتابعة صبورة</translation>
        </message>
        <message>
            <source>Last Blocker</source>
            <translation>الحاجز الأخير</translation>
        </message>
        <message>
            <source>Blocked Mirror</source>
            <translation>مرآة محجوبة</translation>
        </message>
        <message>
            <source>Purple Pilgrimage</source>
            <translation>الرحلة البنفسجية</translation>
        </message>
        <message>
            <source>Volcano Harvest</source>
            <translation>غنائم البركان</translation>
        </message>
        <message>
            <source>Bonus Round</source>
            <translation>جولة المكافأة</translation>
        </message>
        <message>
            <source>Seven at Most</source>
            <translation>سبعة على الأكثر</translation>
        </message>
        <message>
            <source>Two Wilds, One Stone</source>
            <translation>بديلان وحجر واحد</translation>
        </message>
        <message>
            <source>Past the Ice</source>
            <translation>ما بعد الجليد</translation>
        </message>
        <message>
            <source>Frozen Pair</source>
            <translation>زوج متجمّد</translation>
        </message>
        <message>
            <source>Wild Waiting</source>
            <translation>بديل ينتظر</translation>
        </message>
        <message>
            <source>Three at Once</source>
            <translation>ثلاثة معًا</translation>
        </message>
        <message>
            <source>Four at Once</source>
            <translation>أربعة معًا</translation>
        </message>
        <message>
            <source>Ready to Blow</source>
            <translation>على وشك الثوران</translation>
        </message>
        <message>
            <source>Purples, then Blues</source>
            <translation>البنفسجي ثم الأزرق</translation>
        </message>
        <message>
            <source>Clear for the Bonus</source>
            <translation>نظّف من أجل المكافأة</translation>
        </message>
        <message>
            <source>Big Finish</source>
            <translation>ختام كبير</translation>
        </message>
        <message>
            <source>Six Reds</source>
            <translation>ستة أحجار حمراء</translation>
        </message>
        <message>
            <source>Reverse Combo</source>
            <translation>مجموعة متتابعة بالعكس</translation>
        </message>
        <message>
            <source>Reds Meet Blues</source>
            <translation>لقاء الأحمر والأزرق</translation>
        </message>
        <message>
            <source>One Left Over</source>
            <translation>يبقى واحد</translation>
        </message>
        <message>
            <source>Red Twice</source>
            <translation>الأحمر مرتين</translation>
        </message>
        <message>
            <source>Purple Twice</source>
            <translation>البنفسجي مرتين</translation>
        </message>
        <message>
            <source>Blue Double</source>
            <translation>أزرق مزدوج</translation>
        </message>
        <message>
            <source>Three in a Row</source>
            <translation>ثلاثة على التوالي</translation>
        </message>
        <message>
            <source>Volcano Finale</source>
            <translation>ختام بركاني</translation>
        </message>
        <message>
            <source>Reverse and Blocker</source>
            <translation>العكس والحاجز</translation>
        </message>
        <message>
            <source>Two wilds can complete a single stone of any colour.</source>
            <translation>يستطيع بديلان إكمال حجر واحد من أي لون.</translation>
        </message>
        <message>
            <source>Four bowls matching in one move score four times the points.</source>
            <translation>أربعة أوعية فيها تطابقات من حركة واحدة تمنح أربعة أضعاف النقاط.</translation>
        </message>
        <message>
            <source>A volcano holding six stones erupts after any move, even one far from it.</source>
            <translation>البركان الذي يحمل ستة أحجار يثور بعد أي حركة، حتى لو كانت بعيدة عنه.</translation>
        </message>
        <message>
            <source>Gather the purples in bowl 3, then let its blue join the pair.</source>
            <translation>اجمع الأحجار البنفسجية في الوعاء 3، ثم دع أزرقه ينضم إلى الزوج.</translation>
        </message>
        <message>
            <source>Finish the yellows first, then move a red into the pair.</source>
            <translation>أكمل الأحجار الصفراء أولًا، ثم انقل حجرًا أحمر إلى الزوج.</translation>
        </message>
        <message>
            <source>Purple Pursuit</source>
            <translation>ملاحقة البنفسجي</translation>
        </message>
        <message>
            <source>Slow Volcano</source>
            <translation>بركان بطيء</translation>
        </message>
        <message>
            <source>Each stone lands one bowl further clockwise: the second lands two bowls on.</source>
            <translation>يسقط كل حجر في الوعاء التالي مع عقارب الساعة: والثاني بعد وعاءين.</translation>
        </message>
        <message>
            <source>Empty the whole board: that is a Perfect Clear.</source>
            <translation>أخلِ اللوحة كلها: هذا هو التنظيف الكامل.</translation>
        </message>
        <message>
            <source>Every stone in a group scores 10 points. Make two groups.</source>
            <translation>كل حجر في تطابق يمنح 10 نقاط. كوّن تطابقين.</translation>
        </message>
        <message>
            <source>Leave at most three stones on the board.</source>
            <translation>لا تُبقِ على اللوحة أكثر من ثلاثة أحجار.</translation>
        </message>
        <message>
            <source>Groups in two bowls from one move make a combo.</source>
            <translation>تطابقان في وعاءين من حركة واحدة يصنعان مجموعة متتابعة.</translation>
        </message>
        <message>
            <source>A bowl can collect its group over two moves.</source>
            <translation>يمكن للوعاء أن يجمع تطابقه على حركتين.</translation>
        </message>
        <message>
            <source>Spread one bowl so that the next move completes a group.</source>
            <translation>وزّع وعاءً بحيث تُكمل الحركة التالية تطابقًا.</translation>
        </message>
        <message>
            <source>A wild stone completes any colour that already has two.</source>
            <translation>يُكمل البديل أي لون لديه حجران بالفعل.</translation>
        </message>
        <message>
            <source>A blocker never matches. A group in the next bowl removes it.</source>
            <translation>الحاجز لا يتطابق أبدًا. يزيله تطابق في الوعاء المجاور.</translation>
        </message>
        <message>
            <source>Blockers leave when a bowl beside them makes a group.</source>
            <translation>تغادر الحواجز عندما يكوّن وعاء بجانبها تطابقًا.</translation>
        </message>
        <message>
            <source>A reverse bowl sows counter-clockwise.</source>
            <translation>وعاء العكس يوزّع عكس عقارب الساعة.</translation>
        </message>
        <message>
            <source>A frozen bowl cannot be picked, but it still receives stones.</source>
            <translation>لا يمكن اختيار الوعاء المتجمّد، لكنه ما زال يستقبل الأحجار.</translation>
        </message>
        <message>
            <source>A volcano with six stones erupts and sows them clockwise.</source>
            <translation>يثور البركان ذو الأحجار الستة ويوزّعها مع عقارب الساعة.</translation>
        </message>
        <message>
            <source>An eruption can land a stone where a pair is waiting.</source>
            <translation>يمكن للثوران أن يُسقط حجرًا حيث ينتظر زوج.</translation>
        </message>
        <message>
            <source>Two groups at once, then the last greens empty the board for the bonus.</source>
            <translation>تطابقان معًا، ثم تُخلي آخر الأحجار الخضراء اللوحة لنيل المكافأة.</translation>
        </message>
        <message>
            <source>Empty the board at the end: a Perfect Clear is worth 100 points.</source>
            <translation>أخلِ اللوحة في النهاية: التنظيف الكامل يساوي 100 نقطة.</translation>
        </message>
        <message>
            <source>Let the reverse bowl throw its yellow back, then carry it on to the pair.</source>
            <translation>دع وعاء العكس يعيد حجره الأصفر إلى الخلف، ثم انقله حتى الزوج.</translation>
        </message>
        <message>
            <source>Start with the reverse bowl; the last move finishes two groups at once.</source>
            <translation>ابدأ بوعاء العكس؛ الحركة الأخيرة تُكمل تطابقين في آن واحد.</translation>
        </message>
        <message>
            <source>Erupt first: the red lands on its pair; then clear the rest by the blocker.</source>
            <translation>أطلق الثوران أولًا: يسقط الحجر الأحمر على زوجه؛ ثم نظّف الباقي بجوار الحاجز.</translation>
        </message>
        <message>
            <source>Finish both the greens and the blues; one stone may stay.</source>
            <translation>أكمل الأحجار الخضراء والأحجار الزرقاء معًا؛ يمكن أن يبقى حجر واحد.</translation>
        </message>
        <message>
            <source>Erupt to spread the yellows, then gather them in one bowl.</source>
            <translation>أطلق الثوران لنشر الأحجار الصفراء، ثم اجمعها في وعاء واحد.</translation>
        </message>
        <message>
            <source>Erupt from the reverse bowl, then gather the purples.</source>
            <translation>أطلق الثوران من وعاء العكس، ثم اجمع الأحجار البنفسجية.</translation>
        </message>
        <message>
            <source>Pair blues, yellows and reds side by side, then sow once to finish all three.</source>
            <translation>كوّن أزواجًا متجاورة من الأحجار الزرقاء والصفراء والحمراء، ثم وزّع مرة واحدة لإكمال التطابقات الثلاثة.</translation>
        </message>
        <message>
            <source>Move the greens along patiently; the yellows in bowl 9 wait for the end.</source>
            <translation>حرّك الأحجار الخضراء بصبر؛ تنتظر الأحجار الصفراء في الوعاء 9 حتى النهاية.</translation>
        </message>
        <message>
            <source>Erupt, then line up the blues and the greens side by side.</source>
            <translation>أطلق الثوران، ثم صُفّ الأحجار الزرقاء والخضراء متجاورة.</translation>
        </message>
        <message>
            <source>Feed the volcano from the bowl before it: its purple lands on a pair.</source>
            <translation>غذِّ البركان من الوعاء الذي قبله: يسقط حجره البنفسجي على زوج.</translation>
        </message>
        <message>
            <source>Three stones of one colour in one bowl make a group and vanish.</source>
            <translation>ثلاثة أحجار من لون واحد في وعاء واحد تكوّن تطابقًا وتختفي.</translation>
        </message>
        <message>
            <source>A group can gather over several moves: stones sent ahead wait for the next ones.</source>
            <translation>يمكن أن يجتمع التطابق على عدة حركات: الأحجار المرسلة إلى الأمام تنتظر ما يليها.</translation>
        </message>
        <message>
            <source>A bowl left holding eight stones overflows and the attempt is lost: count before you sow.</source>
            <translation>الوعاء الذي يبقى فيه ثمانية أحجار يتجاوز السعة وتضيع المحاولة: عُدّ قبل أن توزّع.</translation>
        </message>
        <message>
            <source>A wild joins the group of whatever pair it lands on.</source>
            <translation>ينضمّ البديل إلى تطابق أيّ زوج يصل إليه.</translation>
        </message>
        <message>
            <source>A blocker is sown like any stone: where it lands decides which group frees it.</source>
            <translation>يُوزَّع الحاجز كأيّ حجر: مكان وصوله يحدّد أيّ تطابق يزيله.</translation>
        </message>
        <message>
            <source>A reverse bowl sows all it holds counter-clockwise, even stones it has just received.</source>
            <translation>وعاء العكس يوزّع كل ما فيه عكس عقارب الساعة، حتى الأحجار التي استقبلها للتوّ.</translation>
        </message>
        <message>
            <source>Stones that reach a reverse bowl can travel back the way they came.</source>
            <translation>الأحجار التي تصل إلى وعاء العكس يمكن أن تعود من حيث أتت.</translation>
        </message>
        <message>
            <source>Counter-clockwise, then clockwise: two directions can carry a stone further than one.</source>
            <translation>عكس عقارب الساعة ثم معها: اتجاهان يحملان الحجر أبعد مما يحمله اتجاه واحد.</translation>
        </message>
        <message>
            <source>A frozen bowl's stones stay put, but other stones can still travel past it.</source>
            <translation>أحجار الوعاء المتجمّد تبقى مكانها، لكن أحجارًا أخرى يمكنها أن تعبر بجانبه.</translation>
        </message>
        <message>
            <source>A frozen pair cannot move, but a lone stone can walk to it over several moves.</source>
            <translation>لا يستطيع الزوج المتجمّد أن يتحرك، لكن حجرًا منفردًا يمكنه أن يصل إليه على عدة حركات.</translation>
        </message>
        <message>
            <source>A wild waiting in a bowl completes the first pair of any colour that joins it.</source>
            <translation>البديل المنتظر في وعاء يُكمل أول زوج من أيّ لون ينضمّ إليه.</translation>
        </message>
        <message>
            <source>An eruption scatters stones to new bowls, and a scattered stone can be sown again.</source>
            <translation>ينثر الثوران الأحجار في أوعية جديدة، ويمكن توزيع الحجر المنثور من جديد.</translation>
        </message>
        <message>
            <source>Three groups from one sowing make a combo of 3: prepare the bowls before that sowing.</source>
            <translation>ثلاثة تطابقات من حركة واحدة تصنع مجموعة متتابعة من 3: جهّز الأوعية قبل تلك الحركة.</translation>
        </message>
        <message>
            <source>Two volcanoes made ready by one move both erupt, one after the other.</source>
            <translation>البركانان اللذان تُجهّزهما حركة واحدة يثوران كلاهما، واحدًا بعد الآخر.</translation>
        </message>
        <message>
            <source>Blues can leapfrog each other until three share a bowl.</source>
            <translation>يمكن للأحجار الزرقاء أن يقفز بعضها فوق بعض حتى يجتمع ثلاثة منها في وعاء.</translation>
        </message>
        <message>
            <source>Light the volcano at once, then walk the reds together.</source>
            <translation>أشعِل البركان فورًا، ثم اجمع الأحجار الحمراء معًا.</translation>
        </message>
        <message>
            <source>The eruption sends a green to the wild; finish the reds after.</source>
            <translation>يرسل الثوران حجرًا أخضر إلى البديل؛ أكمل الأحجار الحمراء بعد ذلك.</translation>
        </message>
        <message>
            <source>Park a yellow in bowl 0: the eruption sends another, one more follows.</source>
            <translation>ضع حجرًا أصفر في الوعاء 0: يرسل الثوران آخر، ثم يلحق بهما ثالث.</translation>
        </message>
        <message>
            <source>Save greens and yellows for one last double that empties the board.</source>
            <translation>احتفظ بالأحجار الخضراء والصفراء لمجموعة متتابعة أخيرة من 2 تُخلي اللوحة.</translation>
        </message>
        <message>
            <source>Push the blocker into the volcano: the eruption throws it by the reds.</source>
            <translation>ادفع الحاجز إلى البركان: يقذفه الثوران بجانب الأحجار الحمراء.</translation>
        </message>
        <message>
            <source>Use the wild at once, then walk the purples together.</source>
            <translation>استخدم البديل فورًا، ثم اجمع الأحجار البنفسجية معًا.</translation>
        </message>
        <message>
            <source>Line up a blue and a green to land on both frozen bowls at once.</source>
            <translation>صُفّ حجرًا أزرق وآخر أخضر ليسقطا في الوعاءين المتجمّدين معًا.</translation>
        </message>
        <message>
            <source>Carry the blocker beside the blues: their group frees it, then the reverse bowl finishes.</source>
            <translation>انقل الحاجز إلى جوار الأحجار الزرقاء: تطابقها يزيله، ثم يُنهي وعاءُ العكس العمل.</translation>
        </message>
        <message>
            <source>The greens must clear before the yellows can gather.</source>
            <translation>يجب أن تُزال الأحجار الخضراء قبل أن تتجمّع الأحجار الصفراء.</translation>
        </message>
        <message>
            <source>The greens gather at the far end: keep sowing them forward.</source>
            <translation>تتجمّع الأحجار الخضراء في الطرف البعيد: واصل توزيعها إلى الأمام.</translation>
        </message>
        <message>
            <source>After the eruption, bring reds and greens together at the end.</source>
            <translation>بعد الثوران، اجمع الأحجار الحمراء والخضراء في النهاية.</translation>
        </message>
        <message>
            <source>First the reds, then the greens: each needs a helper.</source>
            <translation>الأحجار الحمراء أولًا ثم الخضراء: كل لون منهما يحتاج إلى مساعد.</translation>
        </message>
        <message>
            <source>Both colours meet in the last move: plan the greens first.</source>
            <translation>يلتقي اللونان في الحركة الأخيرة: خطّط لمسار الأحجار الخضراء أولًا.</translation>
        </message>
        <message>
            <source>Score the purples midway, then set up the greens.</source>
            <translation>سجّل نقاطًا بالأحجار البنفسجية في منتصف الطريق، ثم هيّئ الأحجار الخضراء.</translation>
        </message>
        <message>
            <source>Reds must group twice: plan the second group while you make the first.</source>
            <translation>على الأحجار الحمراء أن تتطابق مرتين: خطّط للتطابق الثاني وأنت تصنع الأول.</translation>
        </message>
        <message>
            <source>The reverse bowl can feed the volcano behind it.</source>
            <translation>يمكن لوعاء العكس أن يغذّي البركان الذي خلفه.</translation>
        </message>
        <message>
            <source>The eruption finishes the greens; carry the blocker to the blues.</source>
            <translation>يُكمل الثوران الأحجار الخضراء؛ انقل الحاجز إلى الأحجار الزرقاء.</translation>
        </message>
        <message>
            <source>Two blue groups: one on the ice, one two bowls further on.</source>
            <translation>تطابقان أزرقان: واحد على الجليد، وآخر بعده بوعاءين.</translation>
        </message>
        <message>
            <source>Score 120 with one double: greens and blues must finish together.</source>
            <translation>سجّل 120 نقطة بمجموعة متتابعة واحدة من 2: يجب أن تكتمل الأحجار الخضراء والزرقاء معًا.</translation>
        </message>
        <message>
            <source>The blocker leaves only when the purples finish beside it.</source>
            <translation>لا يغادر الحاجز إلا عندما تكتمل الأحجار البنفسجية بجانبه.</translation>
        </message>
        <message>
            <source>Reds and yellows finish together, and the blocker leaves with them.</source>
            <translation>تكتمل الأحجار الحمراء والصفراء معًا، ويغادر الحاجز معها.</translation>
        </message>
        <message>
            <source>Erupt at once and harvest reds, then purples.</source>
            <translation>اجعل البركان يثور فورًا واجمع الأحجار الحمراء، ثم البنفسجية.</translation>
        </message>
        <message>
            <source>The blues wait in bowl 6: bring it two more purples, one by one.</source>
            <translation>تنتظر الأحجار الزرقاء في الوعاء 6: أحضِر إليه حجرين بنفسجيين آخرين، واحدًا تلو الآخر.</translation>
        </message>
        <message>
            <source>Reds meet in the reverse bowl first; the yellows finish by the blocker.</source>
            <translation>تلتقي الأحجار الحمراء أولًا في وعاء العكس؛ وتكتمل الأحجار الصفراء بجانب الحاجز.</translation>
        </message>
        <message>
            <source>Erupt early; a blue and a yellow pair finish together at the end.</source>
            <translation>أطلق الثوران مبكرًا؛ وفي النهاية يكتمل زوج أزرق وزوج أصفر معًا.</translation>
        </message>
        <message>
            <source>Bring a red in behind the yellow at the top: one sowing then finishes both.</source>
            <translation>أحضر حجرًا أحمر خلف الحجر الأصفر في الأعلى: ثم تُكمل حركة واحدة الاثنين.</translation>
        </message>
        <message>
            <source>Feed the yellows to the reverse bowl; what is left sows back onto the greens.</source>
            <translation>أرسل الأحجار الصفراء إلى وعاء العكس؛ ما يبقى فيه يُوزَّع عائدًا على الأحجار الخضراء.</translation>
        </message>
        <message>
            <source>The wild needs two yellows and the reds a third: one sowing can bring both.</source>
            <translation>يحتاج البديل إلى حجرين أصفرين، وتحتاج الأحجار الحمراء إلى حجر ثالث: حركة واحدة تُحضر الاثنين.</translation>
        </message>
        <message>
            <source>Walk the reds forward; the yellow their match leaves behind goes to the wild.</source>
            <translation>قدّم الأحجار الحمراء إلى الأمام؛ الحجر الأصفر الذي يتركه تطابقها يذهب إلى البديل.</translation>
        </message>
        <message>
            <source>Carry a yellow round to join the pair; the reverse bowl hands back its red.</source>
            <translation>انقل حجرًا أصفر حول الحلقة لينضم إلى الزوج؛ ويعيد وعاء العكس حجره الأحمر.</translation>
        </message>
        <message>
            <source>Split the green pair: the yellows match, and their last green joins the wild.</source>
            <translation>افصل زوج الأحجار الخضراء: تتطابق الأحجار الصفراء، وينضم آخر حجر أخضر إلى البديل.</translation>
        </message>
        <message>
            <source>Two red groups: let each sowing line up the next reds.</source>
            <translation>تطابقان أحمران: اجعل كل حركة تصفّ الأحجار الحمراء التالية.</translation>
        </message>
        <message>
            <source>The full frozen bowl takes no more stones: gather both purple groups before it.</source>
            <translation>الوعاء المتجمّد الممتلئ لا يتّسع لمزيد من الأحجار: كوّن التطابقين البنفسجيين قبل الوصول إليه.</translation>
        </message>
        <message>
            <source>Walk stones round the top one bowl at a time until one sowing makes two groups.</source>
            <translation>حرّك الأحجار حول الأعلى وعاءً بعد وعاء حتى تصنع حركة واحدة تطابقين.</translation>
        </message>
        <message>
            <source>Bring two purples a long way round to the one waiting in bowl 11.</source>
            <translation>انقل حجرين بنفسجيين في رحلة طويلة إلى الحجر البنفسجي الذي ينتظر في الوعاء 11.</translation>
        </message>
        <message>
            <source>Clear the yellows out of the way, then one sowing finishes two red groups.</source>
            <translation>أزِح الأحجار الصفراء من الطريق، ثم تُكمل حركة واحدة تطابقين أحمرين.</translation>
        </message>
        <message>
            <source>The last sowing must drop a red and a yellow into two different bowls at once.</source>
            <translation>يجب أن تُسقط الحركة الأخيرة حجرًا أحمر وحجرًا أصفر في وعاءين مختلفين معًا.</translation>
        </message>
        <message>
            <source>March stones round past the top until greens and blues wait side by side.</source>
            <translation>سِر بالأحجار عبر الأعلى حتى تنتظر الأحجار الخضراء والزرقاء جنبًا إلى جنب.</translation>
        </message>
        <message>
            <source>Bring reds round the top until one sowing drops a red into two waiting pairs.</source>
            <translation>حرّك الأحجار الحمراء حول الأعلى حتى تُسقط حركة واحدة حجرًا أحمر في كل واحد من زوجين ينتظران.</translation>
        </message>
        <message>
            <source>Walk stones round over the top; the last sowing finishes reds and the yellows.</source>
            <translation>حرّك الأحجار عبر الأعلى؛ تُكمل الحركة الأخيرة الأحجار الحمراء والصفراء.</translation>
        </message>
        <message>
            <source>Two single groups are enough here: the first one makes room for the second.</source>
            <translation>يكفي هنا تطابقان منفردان: الأول يفسح المجال للثاني.</translation>
        </message>
        <message>
            <source>Three single groups and an empty board at the end reach the score: the bonus counts.</source>
            <translation>ثلاثة تطابقات منفردة ولوحة فارغة في النهاية تبلغ النقاط المطلوبة: المكافأة تُحتسب.</translation>
        </message>
        <message>
            <source>An eruption can finish a group that the move itself never reached.</source>
            <translation>يمكن للثوران أن يُكمل تطابقًا لم تبلغه الحركة نفسها.</translation>
        </message>
        <message>
            <source>One bowl can finish two groups if its stones arrive in the right order.</source>
            <translation>يمكن لوعاء واحد أن يُكمل تطابقين إذا وصلت أحجاره بالترتيب الصحيح.</translation>
        </message>
        <message>
            <source>A reverse bowl can be loaded, cleared by a match, then sow the other way.</source>
            <translation>يمكن ملء وعاء العكس، ثم تفريغه بتطابق، ثم يوزّع في الاتجاه الآخر.</translation>
        </message>
        <message>
            <source>Prepare two groups so that a single sowing completes them together.</source>
            <translation>جهّز تطابقين لتُكملهما حركة واحدة معًا.</translation>
        </message>
        <message>
            <source>Sometimes the stone left over after a match is the one you need next.</source>
            <translation>أحيانًا يكون الحجر الباقي بعد التطابق هو ما تحتاجه بعده.</translation>
        </message>
        <message>
            <source>A reverse bowl sows its oldest stone into the bowl before it.</source>
            <translation>يوزّع وعاء العكس أقدم أحجاره في الوعاء الذي قبله.</translation>
        </message>
        <message>
            <source>A wild completes a pair: bring two stones of one colour to it.</source>
            <translation>البديل يُكمل زوجًا: أحضر إليه حجرين من لون واحد.</translation>
        </message>
        <message>
            <source>Two groups one after the other reach the score; the frozen bowls only receive stones.</source>
            <translation>تطابقان واحدًا بعد الآخر يبلغان النقاط المطلوبة؛ الأوعية المتجمّدة تستقبل الأحجار فقط.</translation>
        </message>
        <message>
            <source>Clearing one colour can take a group of another colour first.</source>
            <translation>قد تتطلّب إزالة لون ما تطابقًا من لون آخر أولًا.</translation>
        </message>
        <message>
            <source>Two single groups reach the score; a reverse bowl can carry a stone back to a pair.</source>
            <translation>تطابقان منفردان يبلغان النقاط المطلوبة؛ ويمكن لوعاء العكس أن يعيد حجرًا إلى زوج.</translation>
        </message>
        <message>
            <source>The last red group can form in the same sowing as a group of another colour.</source>
            <translation>يمكن أن يتكوّن آخر تطابق أحمر في الحركة نفسها مع تطابق من لون آخر.</translation>
        </message>
        <message>
            <source>Clearing one group can free the stone another group needs.</source>
            <translation>إزالة تطابق قد تُحرّر الحجر الذي يحتاجه تطابق آخر.</translation>
        </message>
        <message>
            <source>Two single groups in turn reach the score, each set up by walking stones bowl by bowl.</source>
            <translation>تطابقان منفردان بالتتابع يبلغان النقاط المطلوبة، ويُجهَّز كل منهما بنقل الأحجار من وعاء إلى وعاء.</translation>
        </message>
        <message>
            <source>An eruption can complete a group far from the bowl you play; the second needs patience.</source>
            <translation>يستطيع الثوران أن يُكمل تطابقًا بعيدًا عن الوعاء الذي توزّعه؛ أمّا التطابق الثاني فيحتاج إلى صبر.</translation>
        </message>
        <message>
            <source>Another colour's group comes first, and an eruption carries stones where no move could.</source>
            <translation>يأتي تطابق من لون آخر أولًا، ويحمل الثوران الأحجار إلى حيث لا تصل أيّ حركة.</translation>
        </message>
        <message>
            <source>Plan a run of moves where each sowing sets up the next match.</source>
            <translation>خطّط لسلسلة حركات تُهيّئ فيها كل حركة التطابق التالي.</translation>
        </message>
        <message>
            <source>Two groups finished by one sowing score double: line both up first.</source>
            <translation>تطابقان تُكملهما حركة واحدة يمنحان ضعف النقاط: رتّب الاثنين أولًا.</translation>
        </message>
        <message>
            <source>An eruption reaches bowls no move can: let it scatter first, then make two groups in turn.</source>
            <translation>يبلغ الثوران أوعية لا تبلغها أيّ حركة: دعه ينثر الأحجار أولًا، ثم كوّن تطابقين بالتتابع.</translation>
        </message>
        <message>
            <source>Removing what is in the way can open a bigger finish.</source>
            <translation>إزالة ما يعترض الطريق قد تفتح خاتمة أكبر.</translation>
        </message>
        <message>
            <source>Count where every stone of the final sowing lands before you set it up.</source>
            <translation>احسب أين يقع كل حجر من الحركة الأخيرة قبل أن تُهيّئها.</translation>
        </message>
        <message>
            <source>Work out where each stone of a sowing lands before you play it.</source>
            <translation>احسب أين يقع كل حجر من الحركة قبل أن تلعبها.</translation>
        </message>
        <message>
            <source>A sowing that lands in two prepared bowls collects twice.</source>
            <translation>الحركة التي تُسقط أحجارها في وعاءين مُهيّأين تجمع مرتين.</translation>
        </message>
        <message>
            <source>Prepare both groups before the move that finishes them.</source>
            <translation>جهّز التطابقين قبل الحركة التي تُكملهما.</translation>
        </message>
        <message>
            <source>Red Before Yellow</source>
            <translation>الأحمر قبل الأصفر</translation>
        </message>
        <message>
            <source>First a red steps aside; then spread the fullest bowl and a purple follows.</source>
            <translation>يتنحّى حجر أحمر جانبًا أولًا؛ ثم وزّع الوعاء الأكثر امتلاءً فيتبعه حجر بنفسجي.</translation>
        </message>
        <message>
            <source>Yellow Meets Red</source>
            <translation>الأصفر يلقى الأحمر</translation>
        </message>
        <message>
            <source>Back onto the Greens</source>
            <translation>عودة إلى الأخضر</translation>
        </message>
        <message>
            <source>Wild Pair</source>
            <translation>زوج وبديل</translation>
        </message>
        <message>
            <source>Red Relay, Wild Finish</source>
            <translation>تتابع أحمر وختام بالبديل</translation>
        </message>
        <message>
            <source>Yellow Round the Top</source>
            <translation>أصفر حول الأعلى</translation>
        </message>
        <message>
            <source>Green after Yellow</source>
            <translation>أخضر بعد الأصفر</translation>
        </message>
        <message>
            <source>One After Another</source>
            <translation>واحدًا تلو الآخر</translation>
        </message>
        <message>
            <source>Walk the Ring</source>
            <translation>جولة حول الحلقة</translation>
        </message>
        <message>
            <source>Two Red Groups</source>
            <translation>تطابقان أحمران</translation>
        </message>
        <message>
            <source>Red and Yellow Apart</source>
            <translation>أحمر وأصفر متباعدان</translation>
        </message>
        <message>
            <source>Round the Corner</source>
            <translation>عند المنعطف</translation>
        </message>
        <message>
            <source>Red Pairs</source>
            <translation>أزواج حمراء</translation>
        </message>
        <message>
            <source>Over the Top</source>
            <translation>من فوق القمة</translation>
        </message>
        <message>
            <source>The reverse bowl sows back towards the reds: bring every stone together.</source>
            <translation>يوزّع وعاء العكس عائدًا نحو الأحجار الحمراء: اجمع كل الأحجار معًا.</translation>
        </message>
        <message>
            <source>Gather three reds where a yellow waits, then send that yellow on to the wild.</source>
            <translation>اجمع ثلاثة أحجار حمراء حيث ينتظر حجر أصفر، ثم أرسل ذلك الحجر الأصفر إلى البديل.</translation>
        </message>
        <message>
            <source>Carry the wild along, bowl by bowl, until it meets the blues.</source>
            <translation>انقل البديل وعاءً بعد وعاء حتى يلتقي بالأحجار الزرقاء.</translation>
        </message>
        <message>
            <source>Yellows, then blues, then greens: each match laid up by the sowing before it.</source>
            <translation>الأحجار الصفراء ثم الزرقاء ثم الخضراء: كل تطابق تُهيّئه الحركة التي قبله.</translation>
        </message>
        <message>
            <source>Lava and Wild</source>
            <translation>الحمم والبديل</translation>
        </message>
        <message>
            <source>Herding Greens</source>
            <translation>جمع الأخضر</translation>
        </message>
        <message>
            <source>Erupt the volcano; then build red, blue, green in one bowl before the wild and the greens.</source>
            <translation>اجعل البركان يثور؛ ثم اجمع حجرًا أحمر فأزرق فأخضر في وعاء واحد قبل البديل والأحجار الخضراء.</translation>
        </message>
        <message>
            <source>Set off the volcano with the green beside the top; herd the greens with the reverse bowl.</source>
            <translation>أطلق ثوران البركان بالحجر الأخضر المجاور للقمة؛ واجمع الأحجار الخضراء بوعاء العكس.</translation>
        </message>
        <message>
            <source>Walk the yellows bowl by bowl up to the volcano; then line up greens and yellows.</source>
            <translation>انقل الأحجار الصفراء وعاءً بعد وعاء إلى البركان؛ ثم صُفّ الأحجار الخضراء والصفراء.</translation>
        </message>
        <message>
            <source>Let an eruption lay the pairs; then one sowing finishes the wild's group and another.</source>
            <translation>دع الثوران يرصّ الأزواج؛ ثم تُكمل حركة واحدة تطابق البديل وتطابقًا آخر.</translation>
        </message>
        <message>
            <source>The greens lie scattered: an eruption and a reverse bowl can bring three together.</source>
            <translation>الأحجار الخضراء متفرقة: الثوران ووعاء العكس يمكنهما جمع ثلاثة منها.</translation>
        </message>
        <message>
            <source>A blocker leaves only when a neighbour matches: match both bowls in one sowing.</source>
            <translation>لا يزول الحاجز إلا إذا اكتمل تطابق في وعاء مجاور: أكمل تطابقًا في الوعاءين كليهما بحركة واحدة.</translation>
        </message>
        <message>
            <source>A volcano scatters its blocker too: carry it beside the group that will clear it.</source>
            <translation>يوزّع البركان حاجزه أيضًا: انقله بجوار التطابق الذي سيزيله.</translation>
        </message>
        <message>
            <source>Bring the volcano its sixth stone the long way: what it scatters sets up a double.</source>
            <translation>أوصل إلى البركان حجره السادس من الطريق الطويل: ما ينثره يهيّئ تطابقين معًا.</translation>
        </message>
        <message>
            <source>A volcano you play does not erupt: empty one and fill the other.</source>
            <translation>البركان الذي تلعب منه لا يثور: أفرغ واحدًا واملأ الآخر.</translation>
        </message>
        <message>
            <source>Lava Triple</source>
            <translation>ثلاثية الحمم</translation>
        </message>
        <message>
            <source>Gather two purples and a red in the bowl before the volcano; one sowing sets it off.</source>
            <translation>اجمع حجرين بنفسجيين وحجرًا أحمر في الوعاء الذي قبل البركان؛ حركة واحدة تجعله يثور.</translation>
        </message>
        <message>
            <source>Put a red and the wild with the blocker, blues beside it; one sowing ends both.</source>
            <translation>ضع حجرًا أحمر والبديل مع الحاجز، والأحجار الزرقاء بجواره؛ حركة واحدة تُكمل التطابقين.</translation>
        </message>
        <message>
            <source>Erupt the volcano early; then bring the blocker and the last yellow over the top together.</source>
            <translation>اجعل البركان يثور مبكرًا؛ ثم انقل الحاجز وآخر حجر أصفر معًا عبر القمة.</translation>
        </message>
        <message>
            <source>Empty one volcano by playing it; its stones bring the other within one of erupting.</source>
            <translation>أفرغ أحد البركانين باللعب منه؛ أحجاره تجعل الآخر على بعد حجر واحد من الثوران.</translation>
        </message>
        <message>
            <source>Neighbours Unblock</source>
            <translation>الجيران يزيلون الحاجز</translation>
        </message>
        <message>
            <source>Blocker Adrift</source>
            <translation>حاجز تائه</translation>
        </message>
        <message>
            <source>Yellow Fuse</source>
            <translation>فتيل أصفر</translation>
        </message>
        <message>
            <source>Two Volcanoes</source>
            <translation>بركانان</translation>
        </message>
        <message>
            <source>After the eruption, build one bowl holding a green, then a blue, just before the pairs.</source>
            <translation>بعد الثوران، جهّز وعاءً فيه حجر أخضر ثم حجر أزرق قبل الزوجين مباشرة.</translation>
        </message>
        <message>
            <source>Carry a yellow round to the volcano as its sixth stone; then fill the frozen bowl.</source>
            <translation>انقل حجرًا أصفر إلى البركان ليكون حجره السادس؛ ثم املأ الوعاء المتجمّد.</translation>
        </message>
        <message>
            <source>A volcano's stones land in order: line each pair up where its colour will fall.</source>
            <translation>تسقط أحجار البركان بالترتيب: ضع كل زوج حيث سيسقط لونه.</translation>
        </message>
        <message>
            <source>Let the volcano scatter its stones first: the pairs it leaves want one sowing.</source>
            <translation>دع البركان ينثر أحجاره أولًا: الأزواج التي يتركها تكفيها حركة واحدة.</translation>
        </message>
        <message>
            <source>The frozen bowl cannot move, so its yellows must come to it: an eruption brings one.</source>
            <translation>الوعاء المتجمّد لا يتحرك، فلا بد أن تصل إليه الأحجار الصفراء: الثوران يجلب واحدًا منها.</translation>
        </message>
        <message>
            <source>Lava Pairs</source>
            <translation>أزواج الحمم</translation>
        </message>
        <message>
            <source>Frozen Yellows</source>
            <translation>الأصفر المتجمّد</translation>
        </message>
        <message>
            <source>Every stone of the goal's colour must leave in a group; the others only help.</source>
            <translation>يجب أن يغادر كل حجر من لون الهدف ضمن تطابق؛ أما البقية فتساعد فقط.</translation>
        </message>
        <message>
            <source>Only groups of the goal's colour count towards the goal.</source>
            <translation>لا تُحسب للهدف إلا تطابقات لون الهدف.</translation>
        </message>
        <message>
            <source>A move that makes groups in several bowls multiplies the points of every stone.</source>
            <translation>الحركة التي تصنع تطابقات في عدة أوعية تضاعف نقاط كل حجر.</translation>
        </message>
        <message>
            <source>One move must make groups in several bowls at once.</source>
            <translation>يجب أن تصنع حركة واحدة تطابقات في عدة أوعية معًا.</translation>
        </message>
        <message>
            <source>Only groups take stones off the board: count how many each group removes.</source>
            <translation>التطابقات وحدها تزيل الأحجار من اللوحة: احسب كم يزيل كل تطابق.</translation>
        </message>
        <message>
            <source>Every stone must leave: the order of the groups decides if the last ones can form.</source>
            <translation>يجب أن يغادر كل حجر: ترتيب التطابقات يقرّر إن كانت الأخيرة ما زالت ممكنة.</translation>
        </message>
        <message>
            <source>The first moves make no group; they line up bowls that the last move completes.</source>
            <translation>الحركات الأولى لا تصنع أي تطابق؛ إنها تجهّز أوعية تُكملها الحركة الأخيرة.</translation>
        </message>
        <message>
            <source>The first moves make no group; they prepare one bowl that the last move completes.</source>
            <translation>الحركات الأولى لا تصنع أي تطابق؛ إنها تجهّز وعاءً واحدًا تُكمله الحركة الأخيرة.</translation>
        </message>
        <message>
            <source>Groups leave in more than one move: the order in which they go matters.</source>
            <translation>تغادر التطابقات في أكثر من حركة: الترتيب الذي تغادر به مهم.</translation>
        </message>
        <message>
            <source>One move empties the whole board, which earns the perfect clear bonus.</source>
            <translation>حركة واحدة تُفرغ اللوحة كلها، فتنال مكافأة التنظيف الكامل.</translation>
        </message>
        <message>
            <source>A wild completes a group on the way: decide which colour it should serve.</source>
            <translation>يُكمل بديلٌ تطابقًا في الطريق: قرّر أي لون يجب أن يخدمه.</translation>
        </message>
        <message>
            <source>A blocker leaves the board only when a bowl next to it makes a group.</source>
            <translation>لا يغادر الحاجز اللوحة إلا عندما يصنع وعاء مجاور له تطابقًا.</translation>
        </message>
        <message>
            <source>The solution plays a reverse bowl: its stones travel counter-clockwise.</source>
            <translation>يوزّع الحل من وعاء العكس: تسير أحجاره عكس اتجاه عقارب الساعة.</translation>
        </message>
        <message>
            <source>The frozen bowl cannot be chosen, yet its stones take part: fill it from outside.</source>
            <translation>الوعاء المتجمّد لا يمكن اختياره، لكن أحجاره تشارك: املأه من الخارج.</translation>
        </message>
        <message>
            <source>A volcano erupts on the way: with six or more stones after a move, it sows them again.</source>
            <translation>يثور بركان في الطريق: إذا حوى ستة أحجار أو أكثر بعد حركة، يوزّعها من جديد.</translation>
        </message>
        <message>
            <source>A group made by an eruption counts in the same move: let the volcano finish the work.</source>
            <translation>التطابق الذي يصنعه ثوران يُحسب في الحركة نفسها: دع البركان يُكمل العمل.</translation>
        </message>
        <message numerus="yes">
            <source>You solved it with as few as %n hint(s).</source>
            <translation>
                <numerusform>لم تحتج في حلّه إلى أي تلميح.</numerusform>
                <numerusform>أقلّ ما احتجت إليه في حلّه تلميح واحد.</numerusform>
                <numerusform>أقلّ ما احتجت إليه في حلّه تلميحان.</numerusform>
                <numerusform>أقلّ ما احتجت إليه في حلّه %n تلميحات.</numerusform>
                <numerusform>أقلّ ما احتجت إليه في حلّه %n تلميحًا.</numerusform>
                <numerusform>أقلّ ما احتجت إليه في حلّه %n تلميح.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>✓ Solved · best %n moves</source>
            <translation>
                <numerusform>✓ محلول · الأفضل دون حركات</numerusform>
                <numerusform>✓ محلول · الأفضل حركة واحدة</numerusform>
                <numerusform>✓ محلول · الأفضل حركتان</numerusform>
                <numerusform>✓ محلول · الأفضل %n حركات</numerusform>
                <numerusform>✓ محلول · الأفضل %n حركة</numerusform>
                <numerusform>✓ محلول · الأفضل %n حركة</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Slow</source>
            <translation>بطيئة</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>عادية</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>سريعة</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>سريعة جدًا</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>الإعدادات</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>ال&amp;لغة</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>السمة</translation>
        </message>
        <message>
            <source>&amp;Move preview</source>
            <translation>&amp;توقّع الحركة</translation>
        </message>
        <message>
            <source>Shows on the board and beside it what the selected bowl would do: where its stones land, groups, eruptions, overflow, points and combo.</source>
            <translation>يعرض على اللوحة وبجانبها ما سيفعله الوعاء المختار: أين تقع أحجاره، والتطابقات، والثورانات، وتجاوز السعة، والنقاط، والمجموعة المتتابعة.</translation>
        </message>
        <message>
            <source>Colour &amp;symbols on stones</source>
            <translation>&amp;رموز الألوان على الأحجار</translation>
        </message>
        <message>
            <source>A&amp;bout Twelve Bowls…</source>
            <translation>&amp;حول «اثنا عشر وعاءً»…</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>سرعة ال&amp;تحريك</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>تقليل ال&amp;تحريك</translation>
        </message>
        <message>
            <source>Changes apply now, but they cannot be saved on this device.</source>
            <translation>تُطبَّق التغييرات الآن، لكن لا يمكن حفظها على هذا الجهاز.</translation>
        </message>
        <message numerus="yes">
            <source>Unlocks after %n more achievement(s).</source>
            <translation>
                <numerusform>مقفلة.</numerusform>
                <numerusform>تُفتح بعد إنجاز واحد آخر.</numerusform>
                <numerusform>تُفتح بعد إنجازين آخرين.</numerusform>
                <numerusform>تُفتح بعد %n إنجازات أخرى.</numerusform>
                <numerusform>تُفتح بعد %n إنجازًا آخر.</numerusform>
                <numerusform>تُفتح بعد %n إنجاز آخر.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SolutionSteps</name>
        <message>
            <source>◀ Back</source>
            <translation>▶ السابق</translation>
        </message>
        <message>
            <source>Previous move of the solution</source>
            <translation>الحركة السابقة من الحل</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>متابعة</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>إيقاف مؤقت</translation>
        </message>
        <message>
            <source>Continue the solution</source>
            <translation>متابعة عرض الحل</translation>
        </message>
        <message>
            <source>Pause the solution</source>
            <translation>إيقاف عرض الحل مؤقتًا</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>التالي ◀</translation>
        </message>
        <message>
            <source>Next move of the solution</source>
            <translation>الحركة التالية من الحل</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>إيقاف</translation>
        </message>
        <message>
            <source>Stop the solution</source>
            <translation>إيقاف عرض الحل</translation>
        </message>
        <message>
            <source>Solution</source>
            <translation>الحل</translation>
        </message>
        <message>
            <source>Solution, move 0 of %1: the start.</source>
            <translation>الحل، الحركة 0 من %1: البداية.</translation>
        </message>
        <message>
            <source>Solution, move %1 of %2: bowl %3.</source>
            <translation>الحل، الحركة %1 من %2: الوعاء %3.</translation>
        </message>
        <message>
            <source>Paused.</source>
            <translation>متوقف مؤقتًا.</translation>
        </message>
    </context>
    <context>
        <name>SoundSettings</name>
        <message>
            <source>Sound on</source>
            <translation>الصوت مشغّل</translation>
        </message>
        <message>
            <source>Sound off</source>
            <translation>الصوت مطفأ</translation>
        </message>
        <message>
            <source>Sound on, but no sound output was found</source>
            <translation>الصوت مشغّل، لكن لم يُعثر على مخرج صوت</translation>
        </message>
        <message>
            <source>the file is larger than 2 MB</source>
            <translation>الملف أكبر من 2 ميغابايت</translation>
        </message>
        <message>
            <source>the file is not a readable WAV file</source>
            <translation>الملف ليس ملف WAV قابلًا للقراءة</translation>
        </message>
        <message>
            <source>only 16-bit mono or stereo PCM files are played</source>
            <translation>لا تُشغَّل إلا ملفات PCM بعمق 16 بت، أحادية أو ستيريو</translation>
        </message>
        <message>
            <source>the sample rate is outside 8 to 96 kHz</source>
            <translation>معدل العينات خارج المدى من 8 إلى 96 كيلوهرتز</translation>
        </message>
        <message>
            <source>the sound is longer than 4 seconds</source>
            <translation>الصوت أطول من 4 ثوانٍ</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>الصوت</translation>
        </message>
        <message>
            <source>Sound &amp;effects (M mutes them during a game)</source>
            <translation>أصوات ال&amp;لعبة (يكتمها M أثناء اللعب)</translation>
        </message>
        <message>
            <source>Effects &amp;volume</source>
            <translation>&amp;مستوى أصوات اللعبة</translation>
        </message>
        <message>
            <source>Effects volume</source>
            <translation>مستوى أصوات اللعبة</translation>
        </message>
        <message>
            <source>No sound output was found: the game plays on silently.</source>
            <translation>لم يُعثر على مخرج صوت: تستمر اللعبة بصمت.</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>Your profile (settings, records and progress) was damaged and has been restored from its backup copy. The damaged file was kept as %1.</source>
            <translation>كان ملفك (الإعدادات والأرقام القياسية والتقدّم) تالفًا، وقد استُعيد من نسخته الاحتياطية. احتُفظ بالملف التالف باسم %1.</translation>
        </message>
        <message>
            <source>Your profile (settings, records and progress) could not be read and there was no good backup, so it starts afresh. The damaged file was kept as %1.</source>
            <translation>تعذّرت قراءة ملفك (الإعدادات والأرقام القياسية والتقدّم) ولم تكن هناك نسخة احتياطية سليمة، لذا يبدأ من جديد. احتُفظ بالملف التالف باسم %1.</translation>
        </message>
        <message>
            <source>Your profile was saved by a newer version of Twelve Bowls. This version leaves it untouched and will not save settings or progress.</source>
            <translation>حُفظ ملفك بإصدار أحدث من «اثنا عشر وعاءً». لا يغيّره هذا الإصدار، ولن يحفظ الإعدادات أو التقدّم.</translation>
        </message>
        <message>
            <source>Your paused game was damaged and has been restored from its backup copy; the last move may need to be played again. The damaged file was kept as %1.</source>
            <translation>كانت لعبتك المتوقفة مؤقتًا تالفة، وقد استُعيدت من نسختها الاحتياطية؛ قد تحتاج إلى لعب الحركة الأخيرة مرة أخرى. احتُفظ بالملف التالف باسم %1.</translation>
        </message>
        <message>
            <source>Your paused game could not be read and there was no good backup, so it cannot be continued. The damaged file was kept as %1.</source>
            <translation>تعذّرت قراءة لعبتك المتوقفة مؤقتًا ولم تكن هناك نسخة احتياطية سليمة، لذا لا يمكن متابعتها. احتُفظ بالملف التالف باسم %1.</translation>
        </message>
        <message>
            <source>Your paused game was saved by a newer version of Twelve Bowls. This version leaves it untouched.</source>
            <translation>حُفظت لعبتك المتوقفة مؤقتًا بإصدار أحدث من «اثنا عشر وعاءً». لا يغيّرها هذا الإصدار.</translation>
        </message>
        <message>
            <source>Your profile (settings, records and progress) was damaged and has been restored from its backup copy.</source>
            <translation>كان ملفك (الإعدادات والأرقام القياسية والتقدّم) تالفًا، وقد استُعيد من نسخته الاحتياطية.</translation>
        </message>
        <message>
            <source>Your profile (settings, records and progress) could not be read and there was no good backup, so it starts afresh.</source>
            <translation>تعذّرت قراءة ملفك (الإعدادات والأرقام القياسية والتقدّم) ولم تكن هناك نسخة احتياطية سليمة، لذا يبدأ من جديد.</translation>
        </message>
        <message>
            <source>Your paused game was damaged and has been restored from its backup copy; the last move may need to be played again.</source>
            <translation>كانت لعبتك المتوقفة مؤقتًا تالفة، وقد استُعيدت من نسختها الاحتياطية؛ قد تحتاج إلى لعب الحركة الأخيرة مرة أخرى.</translation>
        </message>
        <message>
            <source>Your paused game could not be read and there was no good backup, so it cannot be continued.</source>
            <translation>تعذّرت قراءة لعبتك المتوقفة مؤقتًا ولم تكن هناك نسخة احتياطية سليمة، لذا لا يمكن متابعتها.</translation>
        </message>
        <message>
            <source>Your records, achievements and settings could not be saved (%1); the game keeps them and saves them as soon as it can, but they are lost if you quit before then.</source>
            <translation>تعذّر حفظ أرقامك القياسية وإنجازاتك وإعداداتك (%1)؛ تحتفظ بها اللعبة وتحفظها حالما تستطيع، لكنها تضيع إن خرجت قبل ذلك.</translation>
        </message>
        <message>
            <source>Your game in progress could not be saved (%1); the game keeps it and saves it as soon as it can, but if you quit before then, only the moves saved earlier are kept.</source>
            <translation>تعذّر حفظ لعبتك الجارية (%1)؛ تحتفظ بها اللعبة وتحفظها حالما تستطيع، لكن إن خرجت قبل ذلك فلن يبقى إلا ما حُفظ من الحركات من قبل.</translation>
        </message>
        <message>
            <source>Twelve Bowls cannot save on this device (%1). You can keep playing, but settings and progress will be lost when you quit.</source>
            <translation>لا تستطيع «اثنا عشر وعاءً» الحفظ على هذا الجهاز (%1). يمكنك مواصلة اللعب، لكن الإعدادات والتقدّم سيضيعان عند الخروج.</translation>
        </message>
    </context>
    <context>
        <name>ThemePacks</name>
        <message>
            <source>In %1, the value of %2 cannot be used.</source>
            <translation>في %1، لا يمكن استخدام قيمة %2.</translation>
        </message>
        <message>
            <source>%1 is not UTF-8 text.</source>
            <translation>%1 ليس نصًا بترميز UTF-8.</translation>
        </message>
        <message>
            <source>%1 is not valid JSON (line %2, column %3).</source>
            <translation>%1 ليس JSON صالحًا (السطر %2، العمود %3).</translation>
        </message>
        <message>
            <source>%1 must hold one JSON object.</source>
            <translation>يجب أن يحتوي %1 على كائن JSON واحد.</translation>
        </message>
        <message>
            <source>%1 is missing.</source>
            <translation>%1 غير موجود.</translation>
        </message>
        <message>
            <source>%1 cannot be read (%2).</source>
            <translation>تعذّرت قراءة %1 (%2).</translation>
        </message>
        <message>
            <source>%1 is larger than %2 KiB.</source>
            <translation>حجم %1 أكبر من %2 كيلوبايت.</translation>
        </message>
        <message>
            <source>%1 refers to another file (%2); a picture must hold all it draws.</source>
            <translation>تشير %1 إلى ملف آخر (%2)؛ يجب أن تحتوي الصورة على كل ما ترسمه.</translation>
        </message>
        <message>
            <source>The pictures take too long to draw.</source>
            <translation>يستغرق رسم الصور وقتًا طويلًا جدًا.</translation>
        </message>
        <message>
            <source>%1 is not a valid SVG picture.</source>
            <translation>%1 ليست صورة SVG صالحة.</translation>
        </message>
        <message>
            <source>%1 took %2 s to draw; a picture may take at most %3 s.</source>
            <translation>استغرق رسم %1 ‏%2 ث؛ ولا يجوز أن يستغرق رسم الصورة أكثر من %3 ث.</translation>
        </message>
        <message>
            <source>In %1, art names %2, which is not a key the board draws.</source>
            <translation>في %1، يذكر art المفتاح %2، وهو ليس مفتاحًا ترسمه اللوحة.</translation>
        </message>
        <message>
            <source>The pictures together are larger than %1 MiB.</source>
            <translation>حجم الصور مجتمعةً أكبر من %1 ميغابايت.</translation>
        </message>
        <message>
            <source>%1 nests its elements more than %2 deep; a picture may not.</source>
            <translation>تتداخل عناصر %1 بعمق يزيد على %2 مستوى؛ ولا يجوز ذلك في الصورة.</translation>
        </message>
        <message>
            <source>%1 holds more than %2 elements; a picture may not.</source>
            <translation>تحتوي %1 على أكثر من %2 عنصر؛ ولا يجوز ذلك في الصورة.</translation>
        </message>
        <message>
            <source>%1 refers to itself; a picture may not.</source>
            <translation>تشير %1 إلى نفسها؛ ولا يجوز ذلك في الصورة.</translation>
        </message>
        <message>
            <source>%1 has a filter of more than %2 steps; a picture may not.</source>
            <translation>في %1 مرشّح من أكثر من %2 خطوة؛ ولا يجوز ذلك في الصورة.</translation>
        </message>
        <message>
            <source>%1 would draw more than %2 shapes; a picture may not.</source>
            <translation>سترسم %1 أكثر من %2 شكل؛ ولا يجوز ذلك في الصورة.</translation>
        </message>
        <message>
            <source>%1 would draw more than %2 shapes through filters or masks; a picture may not.</source>
            <translation>سترسم %1 أكثر من %2 شكل عبر المرشّحات أو الأقنعة؛ ولا يجوز ذلك في الصورة.</translation>
        </message>
        <message>
            <source>%1 chains more than %2 references; a picture may not.</source>
            <translation>تسلسل %1 أكثر من %2 إحالة؛ ولا يجوز ذلك في الصورة.</translation>
        </message>
        <message>
            <source>%1 declares entities, which a picture may not.</source>
            <translation>تعلن %1 عن كيانات، ولا يجوز ذلك في الصورة.</translation>
        </message>
        <message>
            <source>The folder %1 cannot be read (%2).</source>
            <translation>تعذّرت قراءة المجلد %1 (%2).</translation>
        </message>
        <message>
            <source>The theme id %1 is already taken by %2.</source>
            <translation>معرّف السمة %1 مستخدم من قبل في %2.</translation>
        </message>
    </context>
    <context>
        <name>Themes</name>
        <message>
            <source>Twelve Bowls developers</source>
            <translation>مطوّري «اثنا عشر وعاءً»</translation>
        </message>
        <message>
            <source>The theme %1 stopped working and is turned off until Twelve Bowls is started again. The game uses Simple instead.</source>
            <translation>توقّفت السمة %1 عن العمل وعُطّلت حتى تشغيل «اثنا عشر وعاءً» من جديد. تستخدم اللعبة سمة «بسيطة» بدلًا منها.</translation>
        </message>
        <message>
            <source>The theme %1 stopped working and is turned off until Twelve Bowls is started again.</source>
            <translation>توقّفت السمة %1 عن العمل وعُطّلت حتى تشغيل «اثنا عشر وعاءً» من جديد.</translation>
        </message>
        <message>
            <source>The theme %1 could not be loaded. The game uses Simple instead and tries %1 again at the next start.</source>
            <translation>تعذّر تحميل السمة %1. تستخدم اللعبة سمة «بسيطة» بدلًا منها، وستحاول تحميل %1 مرة أخرى عند التشغيل التالي.</translation>
        </message>
    </context>
    <context>
        <name>ThemesGallery</name>
        <message>
            <source>Shown in the preview</source>
            <translation>معروض في المعاينة</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between parts of a description</comment>
            <translation>؛ </translation>
        </message>
        <message>
            <source>Preview of the %1 theme</source>
            <translation>معاينة سمة %1</translation>
        </message>
        <message>
            <source>A sample board: a selected bowl, a match and a volcano.</source>
            <translation>لوحة نموذجية: وعاء مختار وتطابق وبركان.</translation>
        </message>
        <message>
            <source>by {author} · licence {licence}</source>
            <translation>من {author} · الترخيص {licence}</translation>
        </message>
        <message>
            <source>In use</source>
            <translation>قيد الاستخدام</translation>
        </message>
        <message>
            <source>Use this theme</source>
            <translation>استخدم هذه السمة</translation>
        </message>
        <message>
            <source>Unlocked</source>
            <translation>مفتوحة</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>رجوع</translation>
        </message>
        <message>
            <source>Themes</source>
            <translation>السمات</translation>
        </message>
        <message>
            <source>Themes that could not be loaded</source>
            <translation>سمات تعذّر تحميلها</translation>
        </message>
        <message numerus="yes">
            <source>%n more achievement(s) to unlock</source>
            <translation>
                <numerusform>مقفلة</numerusform>
                <numerusform>تُفتح بإنجاز واحد آخر</numerusform>
                <numerusform>تُفتح بإنجازين آخرين</numerusform>
                <numerusform>تُفتح بـ%n إنجازات أخرى</numerusform>
                <numerusform>تُفتح بـ%n إنجازًا آخر</numerusform>
                <numerusform>تُفتح بـ%n إنجاز آخر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This theme is still locked: earn %n more achievement(s) in any mode to use it.</source>
            <translation>
                <numerusform>هذه السمة ما زالت مقفلة: لا حاجة إلى إنجازات أخرى لاستخدامها.</numerusform>
                <numerusform>هذه السمة ما زالت مقفلة: احصل على إنجاز واحد آخر في أي وضع لاستخدامها.</numerusform>
                <numerusform>هذه السمة ما زالت مقفلة: احصل على إنجازين آخرين في أي وضع لاستخدامها.</numerusform>
                <numerusform>هذه السمة ما زالت مقفلة: احصل على %n إنجازات أخرى في أي وضع لاستخدامها.</numerusform>
                <numerusform>هذه السمة ما زالت مقفلة: احصل على %n إنجازًا آخر في أي وضع لاستخدامها.</numerusform>
                <numerusform>هذه السمة ما زالت مقفلة: احصل على %n إنجاز آخر في أي وضع لاستخدامها.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Locked: earn %n more achievement(s) in any mode to unlock it. You can preview it now.</source>
            <translation>
                <numerusform>مقفلة: لا حاجة إلى إنجازات أخرى لفتحها. يمكنك معاينتها الآن.</numerusform>
                <numerusform>مقفلة: احصل على إنجاز واحد آخر في أي وضع لفتحها. يمكنك معاينتها الآن.</numerusform>
                <numerusform>مقفلة: احصل على إنجازين آخرين في أي وضع لفتحها. يمكنك معاينتها الآن.</numerusform>
                <numerusform>مقفلة: احصل على %n إنجازات أخرى في أي وضع لفتحها. يمكنك معاينتها الآن.</numerusform>
                <numerusform>مقفلة: احصل على %n إنجازًا آخر في أي وضع لفتحها. يمكنك معاينتها الآن.</numerusform>
                <numerusform>مقفلة: احصل على %n إنجاز آخر في أي وضع لفتحها. يمكنك معاينتها الآن.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Twelve Bowls</source>
            <translation>حول «اثنا عشر وعاءً»</translation>
        </message>
        <message>
            <source>Twelve Bowls is free software under the MIT licence. It is built with Python, Qt for Python and the libraries below, each under its own licence.</source>
            <translation>«اثنا عشر وعاءً» برنامج حر بموجب رخصة MIT. بُني باستخدام Python وQt for Python والمكتبات أدناه، ولكلٍّ منها رخصتها الخاصة.</translation>
        </message>
        <message>
            <source>&amp;Third-party notices</source>
            <translation>&amp;إشعارات الأطراف الثالثة</translation>
        </message>
        <message>
            <source>Third-party notices</source>
            <translation>إشعارات الأطراف الثالثة</translation>
        </message>
        <message>
            <source>Twelve Bowls %1</source>
            <translation>اثنا عشر وعاءً %1</translation>
        </message>
        <message>
            <source>The notices could not be read: %1</source>
            <translation>تعذّرت قراءة الإشعارات: %1</translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>Twelve bowls in a ring, bowl 0 at the top, numbered clockwise. Arrow keys choose a bowl, Enter plays it, Space skips the animation.</source>
            <translation>اثنا عشر وعاءً في حلقة، الوعاء 0 في الأعلى، مرقّمة باتجاه عقارب الساعة. الأسهم تختار وعاءً، وEnter يوزّعه، وSpace يتخطى التحريك.</translation>
        </message>
        <message>
            <source>frozen: cannot be chosen, still receives stones</source>
            <translation>متجمّد: لا يمكن اختياره، لكنه يستقبل الأحجار</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between parts of a spoken sentence</comment>
            <translation>؛ </translation>
        </message>
        <message>
            <source>, </source>
            <comment>between items of a bowl</comment>
            <translation>، </translation>
        </message>
        <message>
            <source>reverse: sows counter-clockwise</source>
            <translation>العكس: يوزّع عكس اتجاه عقارب الساعة</translation>
        </message>
        <message numerus="yes">
            <source>%1 for %n more move(s)</source>
            <translation>
                <numerusform>%1 لمدة لا حركات</numerusform>
                <numerusform>%1 لحركة واحدة أخرى</numerusform>
                <numerusform>%1 لحركتين أخريين</numerusform>
                <numerusform>%1 لمدة %n حركات أخرى</numerusform>
                <numerusform>%1 لمدة %n حركة أخرى</numerusform>
                <numerusform>%1 لمدة %n حركة أخرى</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1, %n stone(s): %2</source>
            <translation>
                <numerusform>الوعاء %1، لا أحجار: %2</numerusform>
                <numerusform>الوعاء %1، حجر واحد: %2</numerusform>
                <numerusform>الوعاء %1، حجران: %2</numerusform>
                <numerusform>الوعاء %1، %n أحجار: %2</numerusform>
                <numerusform>الوعاء %1، %n حجرًا: %2</numerusform>
                <numerusform>الوعاء %1، %n حجر: %2</numerusform>
            </translation>
        </message>
        <message>
            <source>Bowl %1, empty</source>
            <translation>الوعاء %1، فارغ</translation>
        </message>
        <message>
            <source>overflowed</source>
            <translation>تجاوز السعة</translation>
        </message>
        <message>
            <source>selected</source>
            <translation>مختار</translation>
        </message>
        <message>
            <source>no group</source>
            <translation>لا تطابق</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>لا نقاط</numerusform>
                <numerusform>نقطة واحدة</numerusform>
                <numerusform>نقطتان</numerusform>
                <numerusform>%n نقاط</numerusform>
                <numerusform>%n نقطة</numerusform>
                <numerusform>%n نقطة</numerusform>
            </translation>
        </message>
        <message>
            <source>volcano, ready to erupt</source>
            <translation>بركان، جاهز للثوران</translation>
        </message>
        <message>
            <source>volcano</source>
            <translation>بركان</translation>
        </message>
        <message>
            <source>full: one more stone overflows</source>
            <translation>ممتلئ: حجر آخر يجعله يتجاوز سعته</translation>
        </message>
        <message>
            <source>cannot be chosen now</source>
            <translation>لا يمكن اختياره الآن</translation>
        </message>
        <message>
            <source>combo %1</source>
            <translation>مجموعة متتابعة %1</translation>
        </message>
        <message>
            <source>bowl %1 overflows</source>
            <translation>الوعاء %1 يتجاوز السعة</translation>
        </message>
        <message numerus="yes">
            <source>%1 group in bowl %2, %n stone(s)</source>
            <translation>
                <numerusform>تطابق %1 في الوعاء %2، لا أحجار</numerusform>
                <numerusform>تطابق %1 في الوعاء %2، حجر واحد</numerusform>
                <numerusform>تطابق %1 في الوعاء %2، حجران</numerusform>
                <numerusform>تطابق %1 في الوعاء %2، %n أحجار</numerusform>
                <numerusform>تطابق %1 في الوعاء %2، %n حجرًا</numerusform>
                <numerusform>تطابق %1 في الوعاء %2، %n حجر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 with %n wild(s)</source>
            <translation>
                <numerusform>%1 دون بديل</numerusform>
                <numerusform>%1 مع بديل واحد</numerusform>
                <numerusform>%1 مع بديلين</numerusform>
                <numerusform>%1 مع %n بدائل</numerusform>
                <numerusform>%1 مع %n بديلًا</numerusform>
                <numerusform>%1 مع %n بديل</numerusform>
            </translation>
        </message>
        <message>
            <source>%1, after the refill</source>
            <comment>%1 is a group: Red group in bowl 4</comment>
            <translation>%1، بعد التجديد</translation>
        </message>
        <message>
            <source>bowls %1 overflow</source>
            <translation>الأوعية %1 تتجاوز السعة</translation>
        </message>
        <message numerus="yes">
            <source>%n blocker(s) leave bowl %1</source>
            <translation>
                <numerusform>لا حواجز تغادر الوعاء %1</numerusform>
                <numerusform>حاجز واحد يغادر الوعاء %1</numerusform>
                <numerusform>حاجزان يغادران الوعاء %1</numerusform>
                <numerusform>%n حواجز تغادر الوعاء %1</numerusform>
                <numerusform>%n حاجزًا تغادر الوعاء %1</numerusform>
                <numerusform>%n حاجز تغادر الوعاء %1</numerusform>
            </translation>
        </message>
        <message>
            <source>the volcano in bowl %1 erupts</source>
            <translation>بركان الوعاء %1 يثور</translation>
        </message>
        <message>
            <source>bowl %1 is now %2</source>
            <translation>مؤثر جديد على الوعاء %1 — %2</translation>
        </message>
    </context>
    <context>
        <name>Spoken</name>
        <message>
            <source>G reads the goal and the moves left.</source>
            <translation>يقرأ المفتاح G الهدف والحركات المتبقية.</translation>
        </message>
        <message>
            <source>%1 to win</source>
            <comment>%1 is the goal, an instruction: Clear the whole board</comment>
            <translation>%1 لتفوز</translation>
        </message>
    </context>
    <context>
        <name>Generated</name>
        <message>
            <source>Easy</source>
            <translation>سهل</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>متوسط</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>صعب</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>خبير</translation>
        </message>
        <message>
            <source>Easy generated puzzle</source>
            <translation>لغز مولَّد سهل</translation>
        </message>
        <message>
            <source>Medium generated puzzle</source>
            <translation>لغز مولَّد متوسط</translation>
        </message>
        <message>
            <source>Hard generated puzzle</source>
            <translation>لغز مولَّد صعب</translation>
        </message>
        <message>
            <source>Expert generated puzzle</source>
            <translation>لغز مولَّد للخبراء</translation>
        </message>
        <message>
            <source>Trying board %1.</source>
            <translation>تُجرَّب الآن اللوحة %1.</translation>
        </message>
        <message>
            <source>Easy puzzle of the day</source>
            <translation>لغز اليوم السهل</translation>
        </message>
        <message>
            <source>Medium puzzle of the day</source>
            <translation>لغز اليوم المتوسط</translation>
        </message>
        <message>
            <source>Hard puzzle of the day</source>
            <translation>لغز اليوم الصعب</translation>
        </message>
        <message>
            <source>Expert puzzle of the day</source>
            <translation>لغز اليوم للخبراء</translation>
        </message>
        <message>
            <source>Your results on generated puzzles were damaged and have been restored from their backup copy; the damaged file was kept as %1.</source>
            <translation>كانت نتائجك في الألغاز المولَّدة تالفة فاستُعيدت من نسختها الاحتياطية، واحتُفظ بالملف التالف باسم %1.</translation>
        </message>
        <message>
            <source>Your results on generated puzzles could not be read and had no good backup, so they start afresh; the damaged file was kept as %1.</source>
            <translation>تعذّرت قراءة نتائجك في الألغاز المولَّدة ولم تكن هناك نسخة احتياطية سليمة، لذا تبدأ من جديد، واحتُفظ بالملف التالف باسم %1.</translation>
        </message>
        <message>
            <source>Generated puzzles</source>
            <translation>ألغاز مولَّدة</translation>
        </message>
        <message>
            <source>New puzzles without end, each proven by the solver. Their results are kept apart from the hundred puzzles and earn no achievement.</source>
            <translation>ألغاز جديدة بلا توقف، يُثبت الحلّال كلًّا منها. تُحفظ نتائجها بمعزل عن الألغاز المئة ولا تمنح أي إنجاز.</translation>
        </message>
        <message>
            <source>&amp;Difficulty:</source>
            <translation>ال&amp;صعوبة:</translation>
        </message>
        <message>
            <source>New puzzle</source>
            <translation>لغز جديد</translation>
        </message>
        <message>
            <source>Puzzle of the day</source>
            <translation>لغز اليوم</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>إلغاء</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>نسخ رمز اللغز</translation>
        </message>
        <message>
            <source>Copy the code of the last generated puzzle</source>
            <translation>نسخ رمز آخر لغز مولَّد</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>متابعة</translation>
        </message>
        <message>
            <source>Continue the unfinished generated puzzle</source>
            <translation>متابعة اللغز المولَّد غير المكتمل</translation>
        </message>
        <message>
            <source>Making a puzzle</source>
            <translation>جارٍ صنع لغز</translation>
        </message>
        <message numerus="yes">
            <source>✓ Today's solved in %n move(s)</source>
            <translation>
                <numerusform>✓ لغز اليوم محلول دون حركات</numerusform>
                <numerusform>✓ لغز اليوم محلول في حركة واحدة</numerusform>
                <numerusform>✓ لغز اليوم محلول في حركتين</numerusform>
                <numerusform>✓ لغز اليوم محلول في %n حركات</numerusform>
                <numerusform>✓ لغز اليوم محلول في %n حركة</numerusform>
                <numerusform>✓ لغز اليوم محلول في %n حركة</numerusform>
            </translation>
        </message>
        <message>
            <source>Making a puzzle and proving it with the solver…</source>
            <translation>جارٍ صنع لغز وإثباته بالحلّال…</translation>
        </message>
        <message>
            <source>Cancelled: no puzzle was made.</source>
            <translation>أُلغي: لم يُصنع أي لغز.</translation>
        </message>
        <message>
            <source>No puzzle could be made this time: please try again.</source>
            <translation>تعذّر صنع لغز هذه المرة: حاول مرة أخرى.</translation>
        </message>
        <message numerus="yes">
            <source>%n solved</source>
            <translation>
                <numerusform>لم يُحلّ أي لغز</numerusform>
                <numerusform>لغز واحد محلول</numerusform>
                <numerusform>لغزان محلولان</numerusform>
                <numerusform>%n ألغاز محلولة</numerusform>
                <numerusform>%n لغزًا محلولًا</numerusform>
                <numerusform>%n لغز محلول</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A generated puzzle was left unfinished after %n move(s).</source>
            <translation>
                <numerusform>تُرك لغز مولَّد غير مكتمل قبل أي حركة.</numerusform>
                <numerusform>تُرك لغز مولَّد غير مكتمل بعد حركة واحدة.</numerusform>
                <numerusform>تُرك لغز مولَّد غير مكتمل بعد حركتين.</numerusform>
                <numerusform>تُرك لغز مولَّد غير مكتمل بعد %n حركات.</numerusform>
                <numerusform>تُرك لغز مولَّد غير مكتمل بعد %n حركة.</numerusform>
                <numerusform>تُرك لغز مولَّد غير مكتمل بعد %n حركة.</numerusform>
            </translation>
        </message>
        <message>
            <source>The unfinished generated puzzle's save does not match the puzzle the generator makes for it, so it was damaged and cannot be continued.</source>
            <translation>لا يطابق حفظُ اللغز المولَّد غير المكتمل اللغزَ الذي يصنعه المولِّد له، فهو تالف ولا يمكن متابعته.</translation>
        </message>
        <message>
            <source>The puzzle code is on the clipboard: a friend can open it.</source>
            <translation>رمز اللغز في الحافظة: يستطيع صديق فتحه.</translation>
        </message>
    </context>
    <context>
        <name>PuzzleIdea</name>
        <message>
            <source>Every stone must leave the board: plan the order so that the last sowing completes the last groups.</source>
            <translation>يجب أن يغادر كل حجر اللوحة: خطّط للترتيب بحيث تُكمل آخر حركة آخر التطابقات.</translation>
        </message>
        <message>
            <source>Only one colour has to go: look for sowings that bring three of it together, and let the other colours wait.</source>
            <translation>لون واحد فقط يجب أن يختفي: ابحث عن حركات تجمع ثلاثة أحجار منه، ودَع الألوان الأخرى تنتظر.</translation>
        </message>
        <message>
            <source>Only groups of the goal's colour count: look for bowls one stone short of such a group and a sowing that completes them.</source>
            <translation>لا تُحسب إلا تطابقات لون الهدف: ابحث عن أوعية ينقصها حجر واحد لمثل هذا التطابق، وعن حركة تكملها.</translation>
        </message>
        <message>
            <source>Groups score one at a time here: look for sowings that each complete a group, one after another.</source>
            <translation>هنا تُحسب التطابقات واحدًا تلو الآخر: ابحث عن حركات تُكمل كلٌّ منها تطابقًا، واحدة بعد الأخرى.</translation>
        </message>
        <message>
            <source>Points are multiplied by the combo: a move that makes groups in several bowls at once is worth far more than single groups.</source>
            <translation>تُضرب النقاط في المجموعة المتتابعة: حركة تصنع تطابقات في عدة أوعية معًا تساوي أكثر بكثير من تطابقات منفردة.</translation>
        </message>
        <message>
            <source>One sowing must complete groups in several bowls at once: line up bowls that are each one stone short first.</source>
            <translation>يجب أن تُكمل حركة واحدة تطابقات في عدة أوعية معًا: جهّز أولًا أوعية ينقص كلًّا منها حجر واحد.</translation>
        </message>
        <message>
            <source>Sowing only moves stones; only groups take them off the board. Count what each group removes.</source>
            <translation>التوزيع ينقل الأحجار فقط؛ التطابقات وحدها تزيلها من اللوحة. احسب ما يزيله كل تطابق.</translation>
        </message>
        <message>
            <source>A volcano with six or more stones erupts and sows them again: it can reach bowls a move alone cannot.</source>
            <translation>البركان الذي يحوي ستة أحجار أو أكثر يثور ويوزّعها من جديد: يصل إلى أوعية لا تبلغها حركة وحدها.</translation>
        </message>
        <message>
            <source>A blocker falls only when a bowl next to it makes a group.</source>
            <translation>لا يسقط الحاجز إلا عندما يصنع وعاء مجاور له تطابقًا.</translation>
        </message>
        <message>
            <source>A wild completes a group of any colour: decide which group needs it.</source>
            <translation>البديل يُكمل تطابقًا من أي لون: قرّر أي تطابق يحتاجه.</translation>
        </message>
        <message>
            <source>A reverse bowl sows counter-clockwise: count the other way from it.</source>
            <translation>وعاء العكس يوزّع عكس اتجاه عقارب الساعة: عُدّ منه في الاتجاه الآخر.</translation>
        </message>
        <message>
            <source>A frozen bowl cannot be chosen, but it still receives stones: fill it from outside.</source>
            <translation>الوعاء المتجمّد لا يمكن اختياره، لكنه ما زال يستقبل الأحجار: املأه من الخارج.</translation>
        </message>
    </context>
    <context>
        <name>PastDailies</name>
        <message>
            <source>Earlier Dailies</source>
            <translation>التحديات اليومية السابقة</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>رجوع</translation>
        </message>
        <message>
            <source>Play the Daily challenge of one of the last 30 days again. It is practice: the result never becomes a record and does not count for the streak.</source>
            <translation>العب التحدّي اليومي لأحد الأيام الثلاثين الماضية مرة أخرى. إنه تدريب: لا تصبح النتيجة رقمًا قياسيًا أبدًا ولا تُحتسب في السلسلة.</translation>
        </message>
        <message>
            <source>not played</source>
            <translation>لم يُلعب</translation>
        </message>
        <message>
            <source>Daily of %1, practice</source>
            <translation>التحدّي اليومي ليوم %1، تدريب</translation>
        </message>
        <message>
            <source>best %1 · all 20 moves</source>
            <translation>الأفضل %1 · كل الحركات العشرين</translation>
        </message>
        <message>
            <source>best %1</source>
            <translation>الأفضل %1</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message numerus="yes">
            <source>You have earned %1 of the %n achievement(s).</source>
            <translation>
                <numerusform>حققت %1 من أصل %n إنجاز.</numerusform>
                <numerusform>حققت %1 من أصل إنجاز واحد.</numerusform>
                <numerusform>حققت %1 من أصل إنجازين.</numerusform>
                <numerusform>حققت %1 من أصل %n إنجازات.</numerusform>
                <numerusform>حققت %1 من أصل %n إنجازًا.</numerusform>
                <numerusform>حققت %1 من أصل %n إنجاز.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have unlocked %1 of the %n theme(s).</source>
            <translation>
                <numerusform>فتحت %1 من أصل %n سمة.</numerusform>
                <numerusform>فتحت %1 من أصل سمة واحدة.</numerusform>
                <numerusform>فتحت %1 من أصل سمتين.</numerusform>
                <numerusform>فتحت %1 من أصل %n سمات.</numerusform>
                <numerusform>فتحت %1 من أصل %n سمةً.</numerusform>
                <numerusform>فتحت %1 من أصل %n سمة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your shelf holds %n medal(s).</source>
            <translation>
                <numerusform>لا أوسمة على رفّك.</numerusform>
                <numerusform>على رفّك وسام واحد.</numerusform>
                <numerusform>على رفّك وسامان.</numerusform>
                <numerusform>على رفّك %n أوسمة.</numerusform>
                <numerusform>على رفّك %n وسامًا.</numerusform>
                <numerusform>على رفّك %n وسام.</numerusform>
            </translation>
        </message>
        <message>
            <source>Records</source>
            <translation>الأرقام القياسية</translation>
        </message>
        <message>
            <source>Daily scores of recent days</source>
            <translation>نتائج التحدّي اليومي في الأيام الأخيرة</translation>
        </message>
        <message>
            <source>Daily challenge results</source>
            <translation>نتائج التحدّي اليومي</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>رجوع</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>اللانهائي</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>الألغاز</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>التحدّي اليومي</translation>
        </message>
        <message>
            <source>Achievements</source>
            <translation>الإنجازات</translation>
        </message>
        <message numerus="yes">
            <source>Best score of each of the last %n day(s) (dates in UTC).</source>
            <translation>
                <numerusform>أفضل نتيجة لكل يوم من آخر %n يوم (التواريخ بتوقيت UTC).</numerusform>
                <numerusform>أفضل نتيجة لآخر يوم (التاريخ بتوقيت UTC).</numerusform>
                <numerusform>أفضل نتيجة لكل يوم من آخر يومين (التواريخ بتوقيت UTC).</numerusform>
                <numerusform>أفضل نتيجة لكل يوم من آخر %n أيام (التواريخ بتوقيت UTC).</numerusform>
                <numerusform>أفضل نتيجة لكل يوم من آخر %n يومًا (التواريخ بتوقيت UTC).</numerusform>
                <numerusform>أفضل نتيجة لكل يوم من آخر %n يوم (التواريخ بتوقيت UTC).</numerusform>
            </translation>
        </message>
        <message>
            <source>all 20 moves played</source>
            <translation>لُعبت الحركات الـ20 كلها</translation>
        </message>
        <message>
            <source>ended early</source>
            <translation>انتهت مبكرًا</translation>
        </message>
        <message>
            <source>Ten best Endless results</source>
            <translation>أفضل عشر نتائج في الوضع اللانهائي</translation>
        </message>
        <message>
            <source>No valid Endless result yet.</source>
            <translation>لا توجد نتيجة صالحة في الوضع اللانهائي بعد.</translation>
        </message>
        <message>
            <source>No Daily challenge played yet.</source>
            <translation>لم تلعب أي تحدٍّ يومي بعد.</translation>
        </message>
        <message>
            <source>Your medal shelf</source>
            <translation>رفّ أوسمتك</translation>
        </message>
        <message>
            <source>No Daily played in these days.</source>
            <translation>لم تلعب أي تحدٍّ يومي في هذه الأيام.</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>التاريخ</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>أفضل نتيجة</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>الحركات</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>المرتبة</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>النقاط</translation>
        </message>
        <message>
            <source>No score yet</source>
            <translation>لا توجد نتيجة بعد</translation>
        </message>
        <message>
            <source>Play Endless until the board overflows, or end it.</source>
            <translation>العب الوضع اللانهائي حتى تتجاوز اللوحة سعتها، أو أنهِ المحاولة.</translation>
        </message>
        <message numerus="yes">
            <source>Your best score is %n point(s).</source>
            <translation>
                <numerusform>أفضل نتيجة لك %n نقطة.</numerusform>
                <numerusform>أفضل نتيجة لك نقطة واحدة.</numerusform>
                <numerusform>أفضل نتيجة لك نقطتان.</numerusform>
                <numerusform>أفضل نتيجة لك %n نقاط.</numerusform>
                <numerusform>أفضل نتيجة لك %n نقطةً.</numerusform>
                <numerusform>أفضل نتيجة لك %n نقطة.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of %2 solved</source>
            <translation>حُلّ %1 من %2</translation>
        </message>
        <message numerus="yes">
            <source>Your best solutions take %n move(s) in all.</source>
            <comment>the fewest moves of every solved puzzle, added up</comment>
            <translation>
                <numerusform>تبلغ أفضل حلولك %n حركة في المجموع.</numerusform>
                <numerusform>تبلغ أفضل حلولك حركة واحدة في المجموع.</numerusform>
                <numerusform>تبلغ أفضل حلولك حركتين في المجموع.</numerusform>
                <numerusform>تبلغ أفضل حلولك %n حركات في المجموع.</numerusform>
                <numerusform>تبلغ أفضل حلولك %n حركةً في المجموع.</numerusform>
                <numerusform>تبلغ أفضل حلولك %n حركة في المجموع.</numerusform>
            </translation>
        </message>
        <message>
            <source>date unknown</source>
            <translation>التاريخ غير معروف</translation>
        </message>
        <message>
            <source>all 20</source>
            <translation>الـ20 كلها</translation>
        </message>
        <message numerus="yes">
            <source>On %1 the best score was %n point(s).</source>
            <comment>a day in the chart's description; %1 is its date</comment>
            <translation>
                <numerusform>في %1 كانت أفضل نتيجة %n نقطة.</numerusform>
                <numerusform>في %1 كانت أفضل نتيجة نقطة واحدة.</numerusform>
                <numerusform>في %1 كانت أفضل نتيجة نقطتين.</numerusform>
                <numerusform>في %1 كانت أفضل نتيجة %n نقاط.</numerusform>
                <numerusform>في %1 كانت أفضل نتيجة %n نقطةً.</numerusform>
                <numerusform>في %1 كانت أفضل نتيجة %n نقطة.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of 20</source>
            <translation>%1 من 20</translation>
        </message>
        <message>
            <source>Earned · its medal is on your shelf</source>
            <translation>تحقّق · وسامه على رفّك</translation>
        </message>
        <message>
            <source>Not earned yet · every theme is already unlocked; earning it adds its medal to your shelf</source>
            <translation>لم يتحقق بعد · كل السمات مفتوحة؛ تحقيقه يضيف وسامه إلى رفّك</translation>
        </message>
        <message numerus="yes">
            <source>That game took %n move(s).</source>
            <translation>
                <numerusform>لم تستغرق تلك اللعبة أي حركة.</numerusform>
                <numerusform>استغرقت تلك اللعبة حركة واحدة.</numerusform>
                <numerusform>استغرقت تلك اللعبة حركتين.</numerusform>
                <numerusform>استغرقت تلك اللعبة %n حركات.</numerusform>
                <numerusform>استغرقت تلك اللعبة %n حركةً.</numerusform>
                <numerusform>استغرقت تلك اللعبة %n حركة.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Endless game(s) recorded.</source>
            <translation>
                <numerusform>لم تُسجَّل أي لعبة في الوضع اللانهائي.</numerusform>
                <numerusform>سُجّلت لعبة واحدة في الوضع اللانهائي.</numerusform>
                <numerusform>سُجّلت لعبتان في الوضع اللانهائي.</numerusform>
                <numerusform>سُجّلت %n ألعاب في الوضع اللانهائي.</numerusform>
                <numerusform>سُجّلت %n لعبةً في الوضع اللانهائي.</numerusform>
                <numerusform>سُجّلت %n لعبة في الوضع اللانهائي.</numerusform>
            </translation>
        </message>
        <message>
            <source>Earned · unlocked the %1 theme</source>
            <translation>تحقّق · فتح سمة %1</translation>
        </message>
        <message>
            <source>Not earned yet · earning it unlocks the %1 theme</source>
            <translation>لم يتحقق بعد · تحقيقه يفتح سمة %1</translation>
        </message>
        <message>
            <source>So far %1 of %2.</source>
            <translation>حتى الآن %1 من %2.</translation>
        </message>
    </context>
</TS>
