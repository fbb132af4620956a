<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN" sourcelanguage="en">
    <context>
        <name>Achievements</name>
        <message>
            <source>First steps</source>
            <translation>पहले कदम</translation>
        </message>
        <message>
            <source>Solve a puzzle.</source>
            <translation>एक पहेली हल करें।</translation>
        </message>
        <message>
            <source>Daily visitor</source>
            <translation>रोज़ का मेहमान</translation>
        </message>
        <message>
            <source>Getting going</source>
            <translation>रफ़्तार पकड़ी</translation>
        </message>
        <message>
            <source>Chain reaction</source>
            <translation>शृंखला प्रतिक्रिया</translation>
        </message>
        <message>
            <source>Score 800 points in the Daily challenge of 3 different dates.</source>
            <translation>3 अलग-अलग तारीखों की दैनिक चुनौती में 800 अंक बनाएँ।</translation>
        </message>
        <message>
            <source>Puzzler</source>
            <translation>पहेली प्रेमी</translation>
        </message>
        <message>
            <source>Complete the Daily challenge of 3 different dates.</source>
            <translation>3 अलग-अलग तारीखों की दैनिक चुनौती पूरी करें।</translation>
        </message>
        <message>
            <source>Score 500 points in each of 3 Endless games.</source>
            <translation>3 अंतहीन खेलों में से हर एक में 500 अंक बनाएँ।</translation>
        </message>
        <message>
            <source>Make a combo of 3 in Endless or a Daily, from your fourth day of Dailies.</source>
            <translation>दैनिक चुनौती के अपने चौथे दिन से, अंतहीन या दैनिक चुनौती में 3 का कॉम्बो बनाएँ।</translation>
        </message>
        <message>
            <source>Solve 10 different puzzles.</source>
            <translation>10 अलग-अलग पहेलियाँ हल करें।</translation>
        </message>
        <message>
            <source>Clean sweep</source>
            <translation>पूरी सफ़ाई</translation>
        </message>
        <message>
            <source>Make a Perfect Clear.</source>
            <translation>एक पूर्ण सफ़ाई करें।</translation>
        </message>
        <message>
            <source>Long haul</source>
            <translation>लंबी दौड़</translation>
        </message>
        <message>
            <source>Play 100 safe moves in each of 8 Endless games, from your fifth day of play.</source>
            <translation>खेल के अपने पाँचवें दिन से, 8 अंतहीन खेलों में से हर एक में 100 सुरक्षित चालें चलें।</translation>
        </message>
        <message>
            <source>Quarter way</source>
            <translation>एक चौथाई रास्ता</translation>
        </message>
        <message>
            <source>Solve 25 different puzzles, from your sixth day of play.</source>
            <translation>खेल के अपने छठे दिन से, 25 अलग-अलग पहेलियाँ हल करें।</translation>
        </message>
        <message>
            <source>Solve 50 different puzzles, from your seventh day of play.</source>
            <translation>खेल के अपने सातवें दिन से, 50 अलग-अलग पहेलियाँ हल करें।</translation>
        </message>
        <message>
            <source>A week of days</source>
            <translation>पूरा हफ़्ता</translation>
        </message>
        <message>
            <source>Complete the Daily challenge of 7 different dates.</source>
            <translation>7 अलग-अलग तारीखों की दैनिक चुनौती पूरी करें।</translation>
        </message>
        <message>
            <source>Full cascade</source>
            <translation>पूरी कड़ी</translation>
        </message>
        <message>
            <source>Reach the ×4 multiplier in Endless or a Daily, from your sixth day of Dailies.</source>
            <translation>दैनिक चुनौती के अपने छठे दिन से, अंतहीन या दैनिक चुनौती में ×4 गुणक तक पहुँचें।</translation>
        </message>
        <message>
            <source>Steady hands</source>
            <translation>स्थिर हाथ</translation>
        </message>
        <message>
            <source>Score 2,500 points in each of 8 Endless games, from your sixth day of play.</source>
            <translation>खेल के अपने छठे दिन से, 8 अंतहीन खेलों में से हर एक में 2,500 अंक बनाएँ।</translation>
        </message>
        <message>
            <source>Halfway there</source>
            <translation>आधा रास्ता</translation>
        </message>
        <message>
            <source>Big day</source>
            <translation>बड़ा दिन</translation>
        </message>
        <message>
            <source>Unshakeable</source>
            <translation>अडिग</translation>
        </message>
        <message>
            <source>Score 10,000 points in one Endless game.</source>
            <translation>एक अंतहीन खेल में 10,000 अंक बनाएँ।</translation>
        </message>
        <message>
            <source>Every bowl in its place</source>
            <translation>हर कटोरी अपनी जगह</translation>
        </message>
        <message>
            <source>Solve all 100 puzzles.</source>
            <translation>सभी 100 पहेलियाँ हल करें।</translation>
        </message>
    </context>
    <context>
        <name>Assist</name>
        <message>
            <source>Twelve Bowls · Easy puzzle of the day %1</source>
            <translation>बारह कटोरियाँ · दिन की आसान पहेली %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Medium puzzle of the day %1</source>
            <translation>बारह कटोरियाँ · दिन की मध्यम पहेली %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Hard puzzle of the day %1</source>
            <translation>बारह कटोरियाँ · दिन की कठिन पहेली %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Expert puzzle of the day %1</source>
            <translation>बारह कटोरियाँ · दिन की विशेषज्ञ पहेली %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Daily %1</source>
            <translation>बारह कटोरियाँ · दैनिक चुनौती %1</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <comment>the share text: its points, then its moves</comment>
            <translation>%1 · %2</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n अंक</numerusform>
                <numerusform>%n अंक</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n चाल</numerusform>
                <numerusform>%n चालें</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 makes a group and %n stone(s) are removed.</source>
            <translation>
                <numerusform>कटोरी %1 में मेल बनता है और %n पत्थर हटता है।</numerusform>
                <numerusform>कटोरी %1 में मेल बनता है और %n पत्थर हटते हैं।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This phase scores %n point(s) with a %1 combo.</source>
            <comment>%1 is a multiplier: ×3</comment>
            <translation>
                <numerusform>इस चरण में %1 कॉम्बो के साथ %n अंक मिलता है।</numerusform>
                <numerusform>इस चरण में %1 कॉम्बो के साथ %n अंक मिलते हैं।</numerusform>
            </translation>
        </message>
        <message>
            <source>Perfect Clear: the board is empty.</source>
            <translation>पूर्ण सफ़ाई: बोर्ड खाली है।</translation>
        </message>
        <message>
            <source>A stone is sown into bowl %1.</source>
            <translation>कटोरी %1 में एक पत्थर बाँटा जाता है।</translation>
        </message>
        <message>
            <source>Blockers next to a group fall in bowl %1.</source>
            <translation>मेल के बगल वाली कटोरी %1 के अवरोधक हट जाते हैं।</translation>
        </message>
        <message>
            <source>The volcano in bowl %1 erupts and sows again.</source>
            <translation>कटोरी %1 का ज्वालामुखी फूटता है और फिर से बाँटता है।</translation>
        </message>
        <message>
            <source>Refill: a stone drops into bowl %1.</source>
            <translation>भराव: कटोरी %1 में एक पत्थर आता है।</translation>
        </message>
        <message>
            <source>Overflow in bowl %1: more than seven stones.</source>
            <translation>कटोरी %1 में क्षमता पार: सात से अधिक पत्थर।</translation>
        </message>
        <message>
            <source>Step %1 of %2.</source>
            <translation>%2 में से कदम %1।</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separator of a list of bowl numbers</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>This is the board before the move.</source>
            <translation>यह चाल से पहले का बोर्ड है।</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <source>Overflow!</source>
            <translation>क्षमता पार!</translation>
        </message>
        <message>
            <source>Combo %1  %2</source>
            <comment>%1 is the multiplier (×3), %2 the points (+270)</comment>
            <translation>कॉम्बो %1  %2</translation>
        </message>
        <message>
            <source>Perfect Clear!  %1</source>
            <comment>%1 is the bonus with its sign: +500</comment>
            <translation>पूर्ण सफ़ाई!  %1</translation>
        </message>
    </context>
    <context>
        <name>ColourScheme</name>
        <message>
            <source>Follow the desktop</source>
            <translation>डेस्कटॉप के अनुसार</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>हल्का</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>गहरा</translation>
        </message>
        <message>
            <source>Colour sc&amp;heme</source>
            <translation>रंग योजना (&amp;H)</translation>
        </message>
    </context>
    <context>
        <name>Colours</name>
        <message>
            <source>red</source>
            <translation>लाल</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>पीला</translation>
        </message>
        <message>
            <source>green</source>
            <translation>हरा</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>नीला</translation>
        </message>
        <message>
            <source>purple</source>
            <translation>बैंगनी</translation>
        </message>
        <message>
            <source>wild</source>
            <translation>वाइल्ड</translation>
        </message>
        <message>
            <source>blocker</source>
            <translation>अवरोधक</translation>
        </message>
    </context>
    <context>
        <name>Danger</name>
        <message>
            <source>Frozen</source>
            <translation>जमी</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>उलटी दिशा</translation>
        </message>
        <message>
            <source>Volcano</source>
            <translation>ज्वालामुखी</translation>
        </message>
        <message>
            <source>After each move two stones drop into bowls: a bowl left with 8 ends it.</source>
            <translation>हर चाल के बाद दो पत्थर कटोरियों में गिरते हैं: 8 पत्थरों वाली कटोरी खेल खत्म कर देती है।</translation>
        </message>
        <message numerus="yes">
            <source>%1 · %n move(s)</source>
            <comment>a modifier and the moves it lasts</comment>
            <translation>
                <numerusform>%1 · %n चाल</numerusform>
                <numerusform>%1 · %n चालें</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Duration</name>
        <message>
            <source>%1 %2</source>
            <comment>hours then minutes</comment>
            <translation>%1 %2</translation>
        </message>
        <message numerus="yes">
            <source>%n hour(s)</source>
            <translation>
                <numerusform>%n घंटा</numerusform>
                <numerusform>%n घंटे</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n minute(s)</source>
            <translation>
                <numerusform>%n मिनट</numerusform>
                <numerusform>%n मिनट</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s)</source>
            <translation>
                <numerusform>%n सेकंड</numerusform>
                <numerusform>%n सेकंड</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. On Debian or Ubuntu, install the package %1 and restart the game.</source>
            <extracomment>What to do about a missing font, per desktop (Debian advice on every OS was no help on Windows or macOS). %1 is the package (Debian) or the font family (elsewhere).</extracomment>
            <translation>इस भाषा के कुछ अक्षर नहीं दिखाए जा सकते, क्योंकि उनके लिए कोई फ़ॉन्ट इंस्टॉल नहीं है। Debian या Ubuntu पर पैकेज %1 इंस्टॉल करें और खेल फिर से शुरू करें।</translation>
        </message>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. Install the font %1 with your system's software manager and restart the game.</source>
            <translation>इस भाषा के कुछ अक्षर दिखाए नहीं जा सकते, क्योंकि उनके लिए कोई फ़ॉन्ट इंस्टॉल नहीं है। अपने सिस्टम के सॉफ़्टवेयर मैनेजर से फ़ॉन्ट %1 इंस्टॉल करें और खेल दोबारा शुरू करें।</translation>
        </message>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. In Windows Settings, open Time &amp; language, then Language &amp; region, add this language (Windows adds its fonts) and restart the game.</source>
            <translation>इस भाषा के कुछ अक्षर दिखाए नहीं जा सकते, क्योंकि उनके लिए कोई फ़ॉन्ट इंस्टॉल नहीं है। Windows की सेटिंग्स में “समय और भाषा”, फिर “भाषा और क्षेत्र” खोलें, यह भाषा जोड़ें (Windows उसके फ़ॉन्ट जोड़ देता है) और खेल दोबारा शुरू करें।</translation>
        </message>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. Open the Font Book app, download the font %1 and restart the game.</source>
            <translation>इस भाषा के कुछ अक्षर दिखाए नहीं जा सकते, क्योंकि उनके लिए कोई फ़ॉन्ट इंस्टॉल नहीं है। Font Book ऐप खोलें, फ़ॉन्ट %1 डाउनलोड करें और खेल दोबारा शुरू करें।</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <source>The attempt has ended.</source>
            <translation>प्रयास समाप्त हो गया है।</translation>
        </message>
        <message>
            <source>No bowl can be chosen.</source>
            <translation>कोई कटोरी नहीं चुनी जा सकती।</translation>
        </message>
        <message>
            <source>Select a bowl first.</source>
            <translation>पहले एक कटोरी चुनें।</translation>
        </message>
        <message>
            <source>Bowl %1 will be played when the animation ends.</source>
            <translation>एनिमेशन खत्म होने पर कटोरी %1 से चाल चली जाएगी।</translation>
        </message>
        <message>
            <source>The queued move on bowl %1 is no longer possible.</source>
            <translation>कटोरी %1 से अगली रखी गई चाल अब संभव नहीं है।</translation>
        </message>
        <message>
            <source>There is no move to undo.</source>
            <translation>पूर्ववत करने के लिए कोई चाल नहीं है।</translation>
        </message>
        <message>
            <source>Move undone.</source>
            <translation>चाल पूर्ववत की गई।</translation>
        </message>
        <message>
            <source>Hints are only for the puzzles.</source>
            <translation>संकेत केवल पहेलियों के लिए हैं।</translation>
        </message>
        <message>
            <source>Puzzle file %1</source>
            <translation>पहेली फ़ाइल %1</translation>
        </message>
        <message>
            <source>Puzzle %1</source>
            <translation>पहेली %1</translation>
        </message>
        <message>
            <source>%1 (UTC)</source>
            <translation>%1 (UTC)</translation>
        </message>
        <message>
            <source>The last move made a %1 combo.</source>
            <comment>%1 is a multiplier: ×3</comment>
            <translation>पिछली चाल से %1 कॉम्बो बना।</translation>
        </message>
        <message>
            <source>No combo on the last move.</source>
            <translation>पिछली चाल से कोई कॉम्बो नहीं बना।</translation>
        </message>
        <message>
            <source>No combo yet.</source>
            <translation>अभी तक कोई कॉम्बो नहीं बना।</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>लक्ष्य</translation>
        </message>
        <message>
            <source>Practice: this attempt cannot set a record.</source>
            <translation>अभ्यास: यह प्रयास रिकॉर्ड नहीं बना सकता।</translation>
        </message>
        <message>
            <source>Bowl %1 is now frozen.</source>
            <translation>कटोरी %1 अब जमी हुई है।</translation>
        </message>
        <message>
            <source>Bowl %1 is now a reverse bowl.</source>
            <translation>कटोरी %1 अब उलटी दिशा वाली कटोरी है।</translation>
        </message>
        <message>
            <source>Bowl %1 is now a volcano.</source>
            <translation>कटोरी %1 अब ज्वालामुखी है।</translation>
        </message>
        <message>
            <source>No bowl selected</source>
            <translation>कोई कटोरी नहीं चुनी गई</translation>
        </message>
        <message>
            <source>Select a bowl to see its queue.</source>
            <translation>किसी कटोरी की कतार देखने के लिए उसे चुनें।</translation>
        </message>
        <message>
            <source>Bowl %1</source>
            <translation>कटोरी %1</translation>
        </message>
        <message>
            <source>Puzzle</source>
            <translation>पहेली</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>अंतहीन</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>दैनिक चुनौती</translation>
        </message>
        <message>
            <source>Clear every red stone</source>
            <translation>सारे लाल पत्थर हटाएँ</translation>
        </message>
        <message>
            <source>Clear every yellow stone</source>
            <translation>सारे पीले पत्थर हटाएँ</translation>
        </message>
        <message>
            <source>Clear every green stone</source>
            <translation>सारे हरे पत्थर हटाएँ</translation>
        </message>
        <message>
            <source>Clear every blue stone</source>
            <translation>सारे नीले पत्थर हटाएँ</translation>
        </message>
        <message>
            <source>Clear every purple stone</source>
            <translation>सारे बैंगनी पत्थर हटाएँ</translation>
        </message>
        <message>
            <source>Clear the whole board</source>
            <translation>पूरा बोर्ड खाली करें</translation>
        </message>
        <message>
            <source>%1 of %2 collected</source>
            <comment>goal progress</comment>
            <translation>%2 में से %1 जुटाए</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>नया खेल</translation>
        </message>
        <message>
            <source>Replay day</source>
            <translation>दिन फिर से खेलें</translation>
        </message>
        <message>
            <source>Start this puzzle again from the beginning</source>
            <translation>यह पहेली शुरू से फिर खेलें</translation>
        </message>
        <message>
            <source>Start a new Endless game with new stones</source>
            <translation>नए पत्थरों के साथ नया अंतहीन खेल शुरू करें</translation>
        </message>
        <message>
            <source>Play this date's challenge again from the first move</source>
            <translation>इस तारीख की चुनौती पहली चाल से फिर खेलें</translation>
        </message>
        <message>
            <source>Start this puzzle again? The moves played so far are lost.</source>
            <translation>यह पहेली शुरू से फिर खेलें? अब तक चली गई चालें मिट जाएँगी।</translation>
        </message>
        <message>
            <source>Start a new game with new stones? This game ends without a result; choose End attempt instead to record it.</source>
            <translation>नए पत्थरों के साथ नया खेल शुरू करें? यह खेल बिना नतीजे के खत्म होगा; नतीजा दर्ज करने के लिए इसके बजाय ‘प्रयास समाप्त करें’ चुनें।</translation>
        </message>
        <message>
            <source>Replay this date's challenge from the first move? This attempt ends without a result; choose End attempt instead to record it.</source>
            <translation>इस तारीख की चुनौती पहली चाल से फिर खेलें? यह प्रयास बिना नतीजे के खत्म होगा; नतीजा दर्ज करने के लिए इसके बजाय ‘प्रयास समाप्त करें’ चुनें।</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>फिर कोशिश करें</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separator of a list of bowl numbers</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>Puzzle solved!</source>
            <translation>पहेली हल हो गई!</translation>
        </message>
        <message>
            <source>Overflow</source>
            <translation>क्षमता पार</translation>
        </message>
        <message>
            <source>Out of moves</source>
            <translation>चालें खत्म</translation>
        </message>
        <message>
            <source>All moves played</source>
            <translation>सारी चालें चल दी गईं</translation>
        </message>
        <message>
            <source>No bowl can be chosen</source>
            <translation>कोई कटोरी नहीं चुनी जा सकती</translation>
        </message>
        <message>
            <source>Attempt ended</source>
            <translation>प्रयास समाप्त</translation>
        </message>
        <message>
            <source>A bowl overflowed: it held eight or more stones.</source>
            <translation>एक कटोरी की क्षमता पार हो गई: उसमें आठ या अधिक पत्थर थे।</translation>
        </message>
        <message>
            <source>The refill overflowed bowls %1: after your move each came to hold more than seven stones.</source>
            <translation>भराव से इन कटोरियों की क्षमता पार हो गई: %1। आपकी चाल के बाद हर एक में सात से ज़्यादा पत्थर हो गए।</translation>
        </message>
        <message>
            <source>Bowls %1 overflowed: each ended the move holding more than seven stones.</source>
            <translation>इन कटोरियों की क्षमता पार हो गई: %1। चाल के अंत में हर एक में सात से ज़्यादा पत्थर थे।</translation>
        </message>
        <message>
            <source>Every bowl is empty or frozen, so no move is left.</source>
            <translation>हर कटोरी खाली या जमी है, इसलिए कोई चाल नहीं बची।</translation>
        </message>
        <message>
            <source>You ended this attempt.</source>
            <translation>आपने यह प्रयास समाप्त किया।</translation>
        </message>
        <message>
            <source>Bowl %1 is frozen: it cannot be chosen, but it still receives stones.</source>
            <translation>कटोरी %1 जमी है: उसे चुना नहीं जा सकता, पर वह पत्थर फिर भी पाती है।</translation>
        </message>
        <message>
            <source>Bowl %1 is empty: there is nothing to sow.</source>
            <translation>कटोरी %1 खाली है: बाँटने को कुछ नहीं है।</translation>
        </message>
        <message>
            <source>Play bowl %1</source>
            <translation>कटोरी %1 से चाल चलें</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>चाल चलें</translation>
        </message>
        <message>
            <source>Perfect Clear</source>
            <translation>पूर्ण सफ़ाई</translation>
        </message>
        <message>
            <source>Undo turns this attempt into practice: the result already recorded stays, but what you play from here is not counted for records. Undo anyway?</source>
            <translation>पूर्ववत करने से यह प्रयास अभ्यास बन जाएगा: दर्ज हो चुका नतीजा बना रहेगा, पर यहाँ से आप जो खेलेंगे वह रिकॉर्ड में नहीं गिना जाएगा। फिर भी पूर्ववत करें?</translation>
        </message>
        <message>
            <source>Keep this result</source>
            <translation>यही नतीजा रखें</translation>
        </message>
        <message>
            <source>Undo turns this attempt into practice: its result can no longer become a personal record. Undo anyway?</source>
            <translation>पूर्ववत करने से यह प्रयास अभ्यास बन जाएगा: इसका नतीजा अब निजी रिकॉर्ड नहीं बन सकेगा। फिर भी पूर्ववत करें?</translation>
        </message>
        <message>
            <source>This attempt is not saved: if you leave now, its moves are lost. Leave anyway?</source>
            <translation>यह प्रयास सहेजा नहीं जाता: अभी छोड़ने पर इसकी चालें खो जाएँगी। फिर भी छोड़ें?</translation>
        </message>
        <message>
            <source>Leave without saving</source>
            <translation>सहेजे बिना छोड़ें</translation>
        </message>
        <message>
            <source>Next puzzle</source>
            <translation>अगली पहेली</translation>
        </message>
        <message>
            <source>Undo and practise</source>
            <translation>पूर्ववत करें और अभ्यास करें</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>खेलते रहें</translation>
        </message>
        <message>
            <source>Hints are for puzzles still being played.</source>
            <translation>संकेत केवल उन पहेलियों के लिए हैं जो अभी खेली जा रही हैं।</translation>
        </message>
        <message>
            <source>This puzzle is too large for a hint to be worked out.</source>
            <translation>यह पहेली इतनी बड़ी है कि इसके लिए संकेत नहीं निकाला जा सकता।</translation>
        </message>
        <message>
            <source>Hint: play bowl %1. It leads to the goal in the fewest moves.</source>
            <translation>संकेत: कटोरी %1 से चाल चलें। यह सबसे कम चालों में लक्ष्य तक ले जाती है।</translation>
        </message>
        <message>
            <source>No move can reach the goal from here.</source>
            <translation>यहाँ से कोई भी चाल लक्ष्य तक नहीं पहुँच सकती।</translation>
        </message>
        <message>
            <source>This puzzle can no longer be solved in the moves left.</source>
            <translation>बची हुई चालों में यह पहेली अब हल नहीं हो सकती।</translation>
        </message>
        <message>
            <source>Undo to the start</source>
            <translation>शुरुआत तक पूर्ववत</translation>
        </message>
        <message>
            <source>Undo to move %1</source>
            <translation>चाल %1 तक पूर्ववत</translation>
        </message>
        <message>
            <source>Give up this attempt and watch the solution? You can try again.</source>
            <translation>यह प्रयास छोड़कर हल देखें? आप फिर से कोशिश कर सकते हैं।</translation>
        </message>
        <message>
            <source>Show solution</source>
            <translation>हल दिखाएँ</translation>
        </message>
        <message>
            <source>The solution starts…</source>
            <translation>हल शुरू हो रहा है…</translation>
        </message>
        <message>
            <source>The share text is on the clipboard.</source>
            <translation>साझा पाठ क्लिपबोर्ड पर है।</translation>
        </message>
        <message>
            <source>End this attempt now and record its result?</source>
            <translation>यह प्रयास अभी समाप्त करके इसका नतीजा दर्ज करें?</translation>
        </message>
        <message>
            <source>End attempt</source>
            <translation>प्रयास समाप्त करें</translation>
        </message>
        <message>
            <source>Solution stopped.</source>
            <translation>हल दिखाना रोका गया।</translation>
        </message>
        <message>
            <source>Could not save the game: %1</source>
            <translation>खेल सहेजा नहीं जा सका: %1</translation>
        </message>
        <message>
            <source>Practice attempt: not counted for records.</source>
            <translation>अभ्यास प्रयास: रिकॉर्ड में नहीं गिना जाता।</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>पूर्ववत</translation>
        </message>
        <message>
            <source>Solution</source>
            <translation>हल</translation>
        </message>
        <message>
            <source>Watch the stored solution, move by move</source>
            <translation>सहेजा गया हल चाल दर चाल देखें</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>दोबारा देखें</translation>
        </message>
        <message>
            <source>Replay last move</source>
            <translation>पिछली चाल दोबारा देखें</translation>
        </message>
        <message>
            <source>Step through the last move: sowing, groups, blockers, eruptions</source>
            <translation>पिछली चाल को कदम दर कदम देखें: बाँटना, मेल, अवरोधक, विस्फोट</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ पीछे</translation>
        </message>
        <message>
            <source>Previous step</source>
            <translation>पिछला कदम</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>आगे ▶</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>अगला कदम</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>हो गया</translation>
        </message>
        <message>
            <source>Copy share text</source>
            <translation>साझा पाठ कॉपी करें</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <comment>button tooltip (shortcut)</comment>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Undo the last move (%1)</source>
            <comment>%1 is the undo key: Ctrl+Z</comment>
            <translation>पिछली चाल पूर्ववत करें (%1)</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>फिर शुरू करें</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>वापस</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>विराम</translation>
        </message>
        <message>
            <source>Undo last move</source>
            <translation>पिछली चाल पूर्ववत करें</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>फिर से खेलें</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>बोर्ड</translation>
        </message>
        <message>
            <source>Goal progress</source>
            <translation>लक्ष्य की प्रगति</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>नतीजा</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>प्रश्न</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>खेल</translation>
        </message>
        <message>
            <source>Share text: your score and one symbol per move, never the board. A colour: what the move cleared most; a number: its combo; white: no group; a burst: overflow.</source>
            <translation>साझा पाठ: आपके अंक और हर चाल का एक चिह्न, बोर्ड कभी नहीं। रंग: चाल ने जो सबसे ज़्यादा हटाया; संख्या: उसका कॉम्बो; सफ़ेद: कोई मेल नहीं; विस्फोट: क्षमता पार।</translation>
        </message>
        <message>
            <source>Copied: the share text is on the clipboard.</source>
            <translation>कॉपी हो गया: साझा पाठ क्लिपबोर्ड पर है।</translation>
        </message>
        <message>
            <source>You earned the achievement “%1”.</source>
            <comment>%1 is an achievement's name</comment>
            <translation>आपको ‘%1’ उपलब्धि मिली।</translation>
        </message>
        <message>
            <source>You unlocked the theme “%1”; find it in Themes.</source>
            <comment>%1 is a theme's name</comment>
            <translation>आपने ‘%1’ थीम खोल ली; यह थीम में मिलेगी।</translation>
        </message>
        <message>
            <source>★ A new medal for “%1” is on your shelf; find it in Records.</source>
            <comment>%1 is an achievement's name</comment>
            <translation>★ ‘%1’ का नया पदक आपकी अलमारी में है; इसे रिकॉर्ड में देखें।</translation>
        </message>
        <message>
            <source>Endless left before its first move: there is nothing to continue.</source>
            <translation>पहली चाल से पहले अंतहीन छोड़ा गया: जारी रखने को कुछ नहीं है।</translation>
        </message>
        <message>
            <source>Daily challenge left before its first move: there is nothing to continue.</source>
            <translation>पहली चाल से पहले दैनिक चुनौती छोड़ी गई: जारी रखने को कुछ नहीं है।</translation>
        </message>
        <message>
            <source>Endless paused at %1 points. Continue Endless goes on from there.</source>
            <translation>अंतहीन %1 अंकों पर रुका है। ‘अंतहीन जारी रखें’ से खेल वहीं से आगे बढ़ेगा।</translation>
        </message>
        <message>
            <source>Daily challenge paused at %1 points. Continue Daily challenge goes on from there.</source>
            <translation>दैनिक चुनौती %1 अंकों पर रुकी है। ‘दैनिक चुनौती जारी रखें’ से खेल वहीं से आगे बढ़ेगा।</translation>
        </message>
        <message>
            <source>Keyboard keys</source>
            <translation>कीबोर्ड कुंजियाँ</translation>
        </message>
        <message>
            <source>Hide the keyboard keys</source>
            <translation>कीबोर्ड कुंजियाँ छिपाएँ</translation>
        </message>
        <message>
            <source>Show the keyboard keys</source>
            <translation>कीबोर्ड कुंजियाँ दिखाएँ</translation>
        </message>
        <message>
            <source>This move would overflow, and the attempt would end.</source>
            <translation>इस चाल से क्षमता पार हो जाएगी और प्रयास समाप्त हो जाएगा।</translation>
        </message>
        <message>
            <source>This move would make no match.</source>
            <translation>इस चाल से कोई मेल नहीं बनेगा।</translation>
        </message>
        <message>
            <source>It would empty the board: a Perfect Clear.</source>
            <translation>बोर्ड खाली हो जाएगा: पूर्ण सफ़ाई।</translation>
        </message>
        <message>
            <source>It would meet the puzzle's goal.</source>
            <translation>पहेली का लक्ष्य पूरा हो जाएगा।</translation>
        </message>
        <message numerus="yes">
            <source>Your score is %n point(s).</source>
            <translation>
                <numerusform>आपका %n अंक है।</numerusform>
                <numerusform>आपके %n अंक हैं।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <comment>the HUD's score</comment>
            <translation>
                <numerusform>%n अंक</numerusform>
                <numerusform>%n अंक</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n safe move(s) played</source>
            <translation>
                <numerusform>%n सुरक्षित चाल चली गई</numerusform>
                <numerusform>%n सुरक्षित चालें चली गईं</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your best for this date is %n point(s).</source>
            <translation>
                <numerusform>इस तारीख के लिए आपका सर्वश्रेष्ठ %n अंक है।</numerusform>
                <numerusform>इस तारीख के लिए आपका सर्वश्रेष्ठ %n अंक है।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) played</source>
            <translation>
                <numerusform>%n चाल चली गई</numerusform>
                <numerusform>%n चालें चली गईं</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) left</source>
            <translation>
                <numerusform>%n चाल बाकी</numerusform>
                <numerusform>%n चालें बाकी</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This move would score %n point(s).</source>
            <comment>move preview</comment>
            <translation>
                <numerusform>इस चाल से %n अंक मिलेगा।</numerusform>
                <numerusform>इस चाल से %n अंक मिलेंगे।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This move would score %n point(s) with a %1 combo.</source>
            <comment>move preview; %1 is the combo's multiplier: ×3</comment>
            <translation>
                <numerusform>इस चाल से %1 कॉम्बो के साथ %n अंक मिलेगा।</numerusform>
                <numerusform>इस चाल से %1 कॉम्बो के साथ %n अंक मिलेंगे।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n volcano(es) would erupt.</source>
            <comment>move preview</comment>
            <translation>
                <numerusform>एक ज्वालामुखी में विस्फोट होगा।</numerusform>
                <numerusform>%n ज्वालामुखियों में विस्फोट होगा।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n bowl(s) would be left at seven stones: a refill stone landing there would overflow it.</source>
            <comment>move preview; the refill follows this move</comment>
            <translation>
                <numerusform>एक कटोरी में सात पत्थर रह जाएँगे: भराव का कोई पत्थर उसमें गिरा तो उसकी क्षमता पार हो जाएगी।</numerusform>
                <numerusform>%n कटोरियों में सात-सात पत्थर रह जाएँगे: भराव का कोई पत्थर उनमें से किसी में गिरा तो उसकी क्षमता पार हो जाएगी।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is frozen for %n move(s).</source>
            <translation>
                <numerusform>कटोरी %1 %n चाल तक जमी रहेगी।</numerusform>
                <numerusform>कटोरी %1 %n चालों तक जमी रहेगी।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is a reverse bowl for %n move(s).</source>
            <translation>
                <numerusform>कटोरी %1 %n चाल तक उलटी दिशा वाली कटोरी रहेगी।</numerusform>
                <numerusform>कटोरी %1 %n चालों तक उलटी दिशा वाली कटोरी रहेगी।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is a volcano for %n move(s).</source>
            <translation>
                <numerusform>कटोरी %1 %n चाल तक ज्वालामुखी रहेगी।</numerusform>
                <numerusform>कटोरी %1 %n चालों तक ज्वालामुखी रहेगी।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 holds %n stone(s) in queue order</source>
            <translation>
                <numerusform>कटोरी %1 में कतार के क्रम में %n पत्थर है</numerusform>
                <numerusform>कटोरी %1 में कतार के क्रम में %n पत्थर हैं</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your final score is %n point(s).</source>
            <translation>
                <numerusform>इस बार आपको कुल %n अंक मिला।</numerusform>
                <numerusform>इस बार आपको कुल %n अंक मिले।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Perfect Clear: the board was emptied, and its bonus of %n point(s) is in the score.</source>
            <translation>
                <numerusform>पूर्ण सफ़ाई: बोर्ड खाली हो गया, और इसका %n अंक का बोनस आपके अंकों में जुड़ा है।</numerusform>
                <numerusform>पूर्ण सफ़ाई: बोर्ड खाली हो गया, और इसका %n अंकों का बोनस आपके अंकों में जुड़ा है।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Score %n points</source>
            <translation>
                <numerusform>%n अंक बनाएँ</numerusform>
                <numerusform>%n अंक बनाएँ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Make a combo of %n bowls in one move</source>
            <translation>
                <numerusform>एक चाल में %n कटोरी का कॉम्बो बनाएँ</numerusform>
                <numerusform>एक चाल में %n कटोरियों का कॉम्बो बनाएँ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Leave at most %n stone(s) on the board</source>
            <translation>
                <numerusform>बोर्ड पर अधिकतम %n पत्थर छोड़ें</numerusform>
                <numerusform>बोर्ड पर अधिकतम %n पत्थर छोड़ें</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) left on the board</source>
            <comment>goal progress</comment>
            <translation>
                <numerusform>बोर्ड पर %n पत्थर बचा है</numerusform>
                <numerusform>बोर्ड पर %n पत्थर बचे हैं</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your biggest combo so far reached %1 of %n bowls</source>
            <comment>goal progress: %n is the combo the goal asks for</comment>
            <translation>
                <numerusform>अब तक आपका सबसे बड़ा कॉम्बो %n कटोरी के लक्ष्य में से %1 तक पहुँचा</numerusform>
                <numerusform>अब तक आपका सबसे बड़ा कॉम्बो %n कटोरियों के लक्ष्य में से %1 तक पहुँचा</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Solved in %n move(s).</source>
            <translation>
                <numerusform>%n चाल में हल किया।</numerusform>
                <numerusform>%n चालों में हल किया।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All %n moves of the day are played.</source>
            <translation>
                <numerusform>दिन की %n चाल चल दी गई।</numerusform>
                <numerusform>दिन की सभी %n चालें चल दी गईं।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n red stone(s)</source>
            <translation>
                <numerusform>%n लाल पत्थर जुटाएँ</numerusform>
                <numerusform>%n लाल पत्थर जुटाएँ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n yellow stone(s)</source>
            <translation>
                <numerusform>%n पीला पत्थर जुटाएँ</numerusform>
                <numerusform>%n पीले पत्थर जुटाएँ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n green stone(s)</source>
            <translation>
                <numerusform>%n हरा पत्थर जुटाएँ</numerusform>
                <numerusform>%n हरे पत्थर जुटाएँ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n blue stone(s)</source>
            <translation>
                <numerusform>%n नीला पत्थर जुटाएँ</numerusform>
                <numerusform>%n नीले पत्थर जुटाएँ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n purple stone(s)</source>
            <translation>
                <numerusform>%n बैंगनी पत्थर जुटाएँ</numerusform>
                <numerusform>%n बैंगनी पत्थर जुटाएँ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) on the board (at most %1)</source>
            <comment>goal progress: the stones now, then the most the goal allows</comment>
            <translation>
                <numerusform>बोर्ड पर %n पत्थर है (अधिकतम %1)</numerusform>
                <numerusform>बोर्ड पर %n पत्थर हैं (अधिकतम %1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n points</source>
            <comment>goal progress</comment>
            <translation>
                <numerusform>%n में से %1 अंक</numerusform>
                <numerusform>%n में से %1 अंक</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The goal was not met within %n move(s).</source>
            <translation>
                <numerusform>%n चाल में लक्ष्य पूरा नहीं हुआ।</numerusform>
                <numerusform>%n चालों में लक्ष्य पूरा नहीं हुआ।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The refill overflowed bowl %1: after your move it came to hold %n stones, more than seven.</source>
            <translation>
                <numerusform>भराव से कटोरी %1 की क्षमता पार हो गई: आपकी चाल के बाद उसमें %n पत्थर हो गया, सात से ज़्यादा।</numerusform>
                <numerusform>भराव से कटोरी %1 की क्षमता पार हो गई: आपकी चाल के बाद उसमें %n पत्थर हो गए, सात से ज़्यादा।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 overflowed: it ended the move holding %n stones, more than seven.</source>
            <translation>
                <numerusform>कटोरी %1 की क्षमता पार हो गई: चाल के अंत में उसमें %n पत्थर था, सात से ज़्यादा।</numerusform>
                <numerusform>कटोरी %1 की क्षमता पार हो गई: चाल के अंत में उसमें %n पत्थर थे, सात से ज़्यादा।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That was the solution in %n move(s). Now try it yourself.</source>
            <translation>
                <numerusform>यह %n चाल का हल था। अब आप खुद कोशिश करें।</numerusform>
                <numerusform>यह %n चालों का हल था। अब आप खुद कोशिश करें।</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Pick up all the stones of one bowl, sow them one by one into the bowls that follow, and make groups of three of a colour. Start with the colour, think in chains.</source>
            <translation>किसी एक कटोरी के सारे पत्थर उठाएँ, उन्हें एक-एक करके अगली कटोरियों में बाँटें और एक रंग के तीन पत्थरों के मेल बनाएँ। रंग से शुरुआत करें, कड़ियों में सोचें।</translation>
        </message>
        <message>
            <source>The board</source>
            <translation>बोर्ड</translation>
        </message>
        <message>
            <source>Twelve bowls stand in a ring. Bowl 0 is at the top and the numbers grow clockwise.</source>
            <translation>बारह कटोरियाँ एक घेरे में रखी हैं। कटोरी 0 सबसे ऊपर है और संख्याएँ घड़ी की दिशा में बढ़ती हैं।</translation>
        </message>
        <message>
            <source>Each bowl keeps its stones in a queue: new stones join at the end, and when stones leave, the others keep their order. A bowl has seven places, six around its rim and the seventh in the middle. Between moves no bowl may hold more than seven stones.</source>
            <translation>हर कटोरी अपने पत्थर एक कतार में रखती है: नए पत्थर अंत में जुड़ते हैं, और जब कुछ पत्थर हटते हैं तो बाकी का क्रम नहीं बदलता। कटोरी में सात जगहें हैं, छह किनारे के चारों ओर और सातवीं बीच में। दो चालों के बीच किसी कटोरी में सात से ज़्यादा पत्थर नहीं रह सकते।</translation>
        </message>
        <message>
            <source>There are five colours: red, yellow, green, blue and purple. There are also wilds, which help any colour, and blockers, which never match. Each colour has its own white symbol, which you can switch on in the settings. Themes never change colours or symbols.</source>
            <translation>पाँच रंग हैं: लाल, पीला, हरा, नीला और बैंगनी। इनके अलावा वाइल्ड हैं, जो किसी भी रंग की मदद करते हैं, और अवरोधक, जो कभी मेल नहीं बनाते। हर रंग का अपना सफ़ेद चिह्न है, जिसे आप सेटिंग में चालू कर सकते हैं। थीम रंग या चिह्न कभी नहीं बदलतीं।</translation>
        </message>
        <message>
            <source>A bowl can carry one modifier: frozen, reverse or volcano. In puzzles modifiers stay for good; in Endless they come and go and show how many moves they have left.</source>
            <translation>एक कटोरी पर एक प्रभाव हो सकता है: जमी, उलटी दिशा या ज्वालामुखी। पहेलियों में प्रभाव हमेशा रहते हैं; अंतहीन में वे आते-जाते हैं और दिखाते हैं कि उनकी कितनी चालें बची हैं।</translation>
        </message>
        <message>
            <source>Bowl 0 at the top, then clockwise: frozen, reverse and volcano bowls.</source>
            <translation>कटोरी 0 ऊपर, फिर घड़ी की दिशा में: जमी, उलटी दिशा वाली और ज्वालामुखी कटोरियाँ।</translation>
        </message>
        <message>
            <source>Making a move</source>
            <translation>चाल चलना</translation>
        </message>
        <message>
            <source>Choose any bowl that is not empty and not frozen. Its stones appear beside the board in queue order. Choosing changes nothing, so look around freely.</source>
            <translation>कोई भी कटोरी चुनें जो खाली न हो और जमी न हो। उसके पत्थर बोर्ड के बगल में कतार के क्रम में दिखते हैं। चुनने से कुछ नहीं बदलता, इसलिए आराम से देखें।</translation>
        </message>
        <message>
            <source>Confirm to play: you take every stone of the bowl into your hand, drop the first into the next bowl clockwise, the second into the bowl after that, and so on. From a bowl with the reverse modifier you sow counter-clockwise instead.</source>
            <translation>चाल की पुष्टि करें: उस कटोरी के सारे पत्थर आपके हाथ में आते हैं; पहला घड़ी की दिशा में अगली कटोरी में जाता है, दूसरा उसके बाद वाली में, और इसी तरह आगे। उलटी दिशा वाली कटोरी से आप घड़ी की उलटी दिशा में बाँटते हैं।</translation>
        </message>
        <message>
            <source>Frozen bowls are not skipped: they receive stones like any other bowl. Wilds and blockers are sown like ordinary stones. Nothing else happens until the last stone has been dropped.</source>
            <translation>जमी कटोरियाँ छोड़ी नहीं जातीं: वे भी बाकी कटोरियों की तरह पत्थर पाती हैं। वाइल्ड और अवरोधक सामान्य पत्थरों की तरह बाँटे जाते हैं। आखिरी पत्थर रखे जाने तक और कुछ नहीं होता।</translation>
        </message>
        <message>
            <source>Bowl 0 is sown: red, yellow and green go to bowls 1, 2 and 3.</source>
            <translation>कटोरी 0 से चाल चली गई: लाल, पीला और हरा पत्थर क्रमशः कटोरी 1, 2 और 3 में जाते हैं।</translation>
        </message>
        <message>
            <source>Matches and wilds</source>
            <translation>मेल और वाइल्ड</translation>
        </message>
        <message>
            <source>Three or more stones of one colour in the same bowl disappear, wherever they stand in the queue. With four reds, all four go. Several colours in one bowl can match at the same time.</source>
            <translation>एक ही कटोरी में एक रंग के तीन या अधिक पत्थर गायब हो जाते हैं, चाहे वे कतार में कहीं भी हों। चार लाल हों तो चारों हटते हैं। एक कटोरी में कई रंग एक साथ मेल बना सकते हैं।</translation>
        </message>
        <message>
            <source>Groups of ordinary stones go first. Then wilds complete the colours that are left, up to exactly three: a colour with two stones needs one wild, a colour with one stone needs two. The colour that needs fewer wilds goes first; on a tie, the colour whose first stone came earlier in the queue. The oldest wilds are used first.</source>
            <translation>पहले सामान्य पत्थरों से बने मेल हटते हैं। फिर वाइल्ड बचे हुए रंगों को ठीक तीन तक पूरा करते हैं: दो पत्थरों वाले रंग को एक वाइल्ड चाहिए, एक पत्थर वाले रंग को दो। जिस रंग को कम वाइल्ड चाहिए वह पहले आता है; बराबरी पर वह रंग जिसका पहला पत्थर कतार में पहले था। सबसे पुराने वाइल्ड पहले इस्तेमाल होते हैं।</translation>
        </message>
        <message>
            <source>Wilds never match on their own, not even three of them, and blockers never match.</source>
            <translation>वाइल्ड अकेले कभी मेल नहीं बनाते, तीन होने पर भी नहीं, और अवरोधक कभी मेल नहीं बनाते।</translation>
        </message>
        <message>
            <source>Red needs one wild and blue needs two: red goes first, and the one wild left is too few for blue.</source>
            <translation>लाल को एक वाइल्ड चाहिए और नीले को दो: लाल पहले हटता है, और बचा हुआ एक वाइल्ड नीले के लिए काफ़ी नहीं है।</translation>
        </message>
        <message>
            <source>Chains, blockers and volcanoes</source>
            <translation>कड़ियाँ, अवरोधक और ज्वालामुखी</translation>
        </message>
        <message>
            <source>When the last stone has landed, every bowl is checked for matches at once.</source>
            <translation>आखिरी पत्थर पहुँचते ही सभी कटोरियों में एक साथ मेल देखे जाते हैं।</translation>
        </message>
        <message>
            <source>A match clears the blockers in the two neighbouring bowls. A bowl's own blockers stay when it matches, but when two neighbouring bowls both match, each clears the other's.</source>
            <translation>एक मेल दोनों पड़ोसी कटोरियों के अवरोधक हटा देता है। मेल वाली कटोरी के अपने अवरोधक बने रहते हैं, लेकिन जब दो पड़ोसी कटोरियाँ दोनों मेल बनाती हैं, तो हर एक दूसरी के अवरोधक हटा देती है।</translation>
        </message>
        <message>
            <source>A volcano holding six or more stones erupts: it lifts all its stones and sows them clockwise from itself. When several volcanoes are ready, they all lift their stones first, then sow one after another in bowl order. A volcano erupts at most once per move, refill included; emptying it with your own move is not an eruption.</source>
            <translation>छह या अधिक पत्थरों वाला ज्वालामुखी फूटता है: वह अपने सारे पत्थर उठाकर अपनी जगह से घड़ी की दिशा में बाँट देता है। कई ज्वालामुखी एक साथ तैयार हों तो सब पहले अपने पत्थर उठाते हैं, फिर कटोरी के क्रम में एक-एक करके बाँटते हैं। भराव सहित एक चाल में हर ज्वालामुखी अधिकतम एक बार फूटता है; अपनी चाल से उसे खाली करना विस्फोट नहीं गिना जाता।</translation>
        </message>
        <message>
            <source>After eruptions the bowls are checked for matches again, and so on until nothing more happens. Stones never fall or slide when others disappear: only volcanoes keep a chain going.</source>
            <translation>विस्फोटों के बाद कटोरियों में फिर से मेल देखे जाते हैं, और ऐसा तब तक चलता है जब तक कुछ और न हो। पत्थर हटने पर बाकी पत्थर गिरते या खिसकते नहीं: केवल ज्वालामुखी कड़ी को आगे बढ़ाते हैं।</translation>
        </message>
        <message>
            <source>The green match clears the blocker next to it; the volcano with six stones erupts and sows them clockwise.</source>
            <translation>हरा मेल बगल का अवरोधक हटा देता है; छह पत्थरों वाला ज्वालामुखी फूटकर उन्हें घड़ी की दिशा में बाँटता है।</translation>
        </message>
        <message>
            <source>Score and combo</source>
            <translation>अंक और कॉम्बो</translation>
        </message>
        <message>
            <source>Each ordinary stone or wild removed by a match is worth 10 points. Sowing, eruptions and cleared blockers score nothing.</source>
            <translation>मेल से हटा हर सामान्य पत्थर या वाइल्ड 10 अंक का है। बाँटने, विस्फोटों और हटाए गए अवरोधकों से कोई अंक नहीं मिलते।</translation>
        </message>
        <message>
            <source>The combo of a move is the number of different bowls that matched during it, chains included. It multiplies the points of your move: ×1, ×2, ×3, and ×4 from four bowls on. Several colours in one bowl still count as one bowl.</source>
            <translation>किसी चाल का कॉम्बो उन अलग-अलग कटोरियों की संख्या है जिनमें उस चाल के दौरान मेल बना, कड़ियों सहित। यह आपकी चाल के अंकों को गुणा करता है: ×1, ×2, ×3, और चार या अधिक कटोरियों पर ×4। एक कटोरी के कई रंग फिर भी एक कटोरी गिने जाते हैं।</translation>
        </message>
        <message>
            <source>Perfect Clear: an empty board after your move, before any refill, earns 100 extra points, never multiplied. A single wild or blocker left spoils it.</source>
            <translation>पूर्ण सफ़ाई: आपकी चाल के बाद, किसी भी भराव से पहले, खाली बोर्ड पर 100 अतिरिक्त अंक मिलते हैं, जिन पर कभी गुणक नहीं लगता। एक भी वाइल्ड या अवरोधक बचा हो तो यह नहीं मिलता।</translation>
        </message>
        <message>
            <source>Matches caused by a refill score 10 points a stone, with no multiplier, no combo and no Perfect Clear.</source>
            <translation>भराव से बने मेल प्रति पत्थर 10 अंक देते हैं, बिना गुणक, बिना कॉम्बो और बिना पूर्ण सफ़ाई के।</translation>
        </message>
        <message>
            <source>Two bowls match in the same move: a combo of 2, so every point counts twice.</source>
            <translation>एक ही चाल में दो कटोरियों में मेल: 2 का कॉम्बो, इसलिए हर अंक दोगुना गिना जाता है।</translation>
        </message>
        <message>
            <source>Seven places and overflow</source>
            <translation>सात जगहें और क्षमता पार होना</translation>
        </message>
        <message>
            <source>While a move resolves, a bowl may hold eight stones for a moment: a match or an eruption may still empty it.</source>
            <translation>चाल पूरी होते समय किसी कटोरी में कुछ पल के लिए आठ पत्थर हो सकते हैं: कोई मेल या विस्फोट अब भी उसे खाली कर सकता है।</translation>
        </message>
        <message>
            <source>When everything has settled, a bowl holding eight or more stones overflows and the attempt is lost at once, even if the same move reached a puzzle's goal. A part of a move that overflows scores nothing.</source>
            <translation>सब कुछ थम जाने पर जिस कटोरी में आठ या अधिक पत्थर हों, उसकी क्षमता पार हो जाती है और प्रयास तुरंत हार में समाप्त होता है, चाहे उसी चाल में पहेली का लक्ष्य पूरा हुआ हो। चाल का जो हिस्सा क्षमता पार करता है, उसके अंक नहीं मिलते।</translation>
        </message>
        <message>
            <source>Your move is checked first; if it overflowed, no refill comes. A refill can never rescue a move, and it can overflow on its own. A move without any overflow is called safe.</source>
            <translation>पहले आपकी चाल जाँची जाती है; अगर उसकी क्षमता पार हुई, तो भराव नहीं आता। भराव कभी किसी चाल को नहीं बचा सकता, और वह अपने आप भी क्षमता पार कर सकता है। जिस चाल में कहीं क्षमता पार न हो, उसे सुरक्षित चाल कहते हैं।</translation>
        </message>
        <message>
            <source>Seven stones are fine; an eighth that stays means overflow.</source>
            <translation>सात पत्थर ठीक हैं; आठवाँ बचा रहे तो क्षमता पार।</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>पहेलियाँ</translation>
        </message>
        <message>
            <source>There are 100 puzzles. Each has a start position, one goal and a move limit. Puzzles have no refill and nothing random.</source>
            <translation>100 पहेलियाँ हैं। हर एक की शुरुआती स्थिति, एक लक्ष्य और चालों की सीमा है। पहेलियों में न भराव है, न कुछ भी बेतरतीब।</translation>
        </message>
        <message>
            <source>Goals: clear every stone of a colour, collect a number of stones of a colour (wilds do not count), reach a score, make a combo of a given size, leave at most a number of stones on the board, or empty the board completely.</source>
            <translation>लक्ष्य: किसी रंग के सारे पत्थर हटाना, किसी रंग के तय संख्या में पत्थर जुटाना (वाइल्ड नहीं गिने जाते), तय अंक बनाना, तय आकार का कॉम्बो बनाना, बोर्ड पर अधिकतम तय संख्या में पत्थर छोड़ना, या बोर्ड पूरी तरह खाली करना।</translation>
        </message>
        <message>
            <source>The goal is checked after every safe move and can be met on the last allowed move. The puzzle is lost if the moves run out, or no bowl can be chosen, before the goal is met. Undo and restart are there to help you.</source>
            <translation>हर सुरक्षित चाल के बाद लक्ष्य जाँचा जाता है और आखिरी अनुमत चाल में भी पूरा हो सकता है। लक्ष्य पूरा होने से पहले चालें खत्म हो जाएँ या कोई कटोरी चुनी न जा सके, तो आप पहेली हार जाते हैं। पूर्ववत करना और फिर से शुरू करना आपकी मदद के लिए हैं।</translation>
        </message>
        <message>
            <source>Goal “clear blue”: the last blue stones match, and the goal is met.</source>
            <translation>लक्ष्य “सारे नीले पत्थर हटाएँ”: आखिरी नीले पत्थर मेल बनाते हैं, और लक्ष्य पूरा होता है।</translation>
        </message>
        <message>
            <source>Endless and Daily</source>
            <translation>अंतहीन और दैनिक</translation>
        </message>
        <message>
            <source>Both start with 36 stones, three in every bowl, with no group ready to match. After every safe move two new stones, the refill, drop into two different bowls, and they can make matches too.</source>
            <translation>दोनों 36 पत्थरों से शुरू होते हैं, हर कटोरी में तीन, और कोई मेल पहले से तैयार नहीं होता। हर सुरक्षित चाल के बाद दो नए पत्थर, यानी भराव, दो अलग कटोरियों में आते हैं, और वे भी मेल बना सकते हैं।</translation>
        </message>
        <message>
            <source>Endless goes on until a bowl overflows, no bowl can be chosen or you end the attempt. Once nine safe moves have been played, surprises begin: frozen, reverse and volcano bowls for a few moves, and wilds or blockers among the new stones. Pause keeps the attempt for later.</source>
            <translation>अंतहीन तब तक चलता है जब तक किसी कटोरी की क्षमता पार न हो, कोई कटोरी चुनी न जा सके, या आप प्रयास समाप्त न करें। नौ सुरक्षित चालों के बाद खास घटनाएँ शुरू होती हैं: कुछ चालों के लिए जमी, उलटी दिशा वाली या ज्वालामुखी कटोरियाँ, और नए पत्थरों में वाइल्ड या अवरोधक। ‘विराम’ प्रयास को बाद के लिए सहेज लेता है।</translation>
        </message>
        <message>
            <source>The Daily challenge is the same game for everyone on a UTC date: ordinary stones only, no surprises, 20 moves and no refill after the last one. An attempt keeps its date even past midnight. Replay it as often as you like; your best result is kept on this device. There is no global leaderboard.</source>
            <translation>दैनिक चुनौती किसी UTC तारीख पर सबके लिए एक ही खेल है: केवल सामान्य पत्थर, कोई खास घटना नहीं, 20 चालें और आखिरी चाल के बाद कोई भराव नहीं। प्रयास आधी रात बीतने पर भी अपनी तारीख रखता है। जितनी बार चाहें फिर खेलें; आपका सबसे अच्छा नतीजा इसी डिवाइस पर रहता है। कोई वैश्विक लीडरबोर्ड नहीं है।</translation>
        </message>
        <message>
            <source>The start of Endless and Daily: three stones in every bowl.</source>
            <translation>अंतहीन और दैनिक की शुरुआत: हर कटोरी में तीन पत्थर।</translation>
        </message>
        <message>
            <source>Undo, records and themes</source>
            <translation>पूर्ववत, रिकॉर्ड और थीम</translation>
        </message>
        <message>
            <source>Undo takes back the whole last move: board, modifiers, refill, score and moves. Playing the same move again brings the same new stones, because the luck of an attempt is fixed from its start.</source>
            <translation>पूर्ववत पूरी पिछली चाल वापस ले लेता है: बोर्ड, प्रभाव, भराव, अंक और चालें। वही चाल फिर चलने पर वही नए पत्थर आते हैं, क्योंकि प्रयास का भाग्य शुरुआत से तय होता है।</translation>
        </message>
        <message>
            <source>In Endless and the Daily, the first undo turns the attempt into practice: it can no longer set a personal record. A new attempt starts without the mark.</source>
            <translation>अंतहीन और दैनिक में पहली बार पूर्ववत करते ही प्रयास अभ्यास बन जाता है: फिर वह निजी रिकॉर्ड नहीं बना सकता। नया प्रयास इस चिह्न के बिना शुरू होता है।</translation>
        </message>
        <message>
            <source>Achievements from any mode unlock the themes in this order: Simple, Garden, Sand, Ocean, Runes, Neon and Space. Simple is always available, and you can preview all seven at any time. Themes change how things look, never the rules, the colours or the symbols.</source>
            <translation>किसी भी मोड की उपलब्धियाँ इस क्रम में थीम खोलती हैं: सादा, बगीचा, रेत, समुद्र, रून, नियॉन और अंतरिक्ष। सादा हमेशा उपलब्ध है, और सातों का पूर्वावलोकन कभी भी देख सकते हैं। थीम केवल रूप बदलती हैं, नियम, रंग या चिह्न कभी नहीं।</translation>
        </message>
        <message>
            <source>Red, yellow, green, blue, purple, a wild and a blocker, as every theme shows them.</source>
            <translation>लाल, पीला, हरा, नीला, बैंगनी, एक वाइल्ड और एक अवरोधक, जैसे हर थीम उन्हें दिखाती है।</translation>
        </message>
        <message>
            <source>Every stone sown ticks a little higher, groups chime higher as the combo grows, and eruptions, blockers, thawing bowls, refills and overflows each have a sound of their own. During a game, M turns the sound off or on; Settings has the effects volume.</source>
            <translation>बाँटा गया हर पत्थर पिछले से थोड़ा ऊँचा बजता है, कॉम्बो बढ़ने के साथ मेल ऊँचे सुर में बजते हैं, और विस्फोट, अवरोधक, पिघलती जमी कटोरियाँ, भराव और क्षमता पार होना, हर एक की अपनी ध्वनि है। खेल के दौरान M ध्वनि बंद या चालू करता है; ध्वनियों की आवाज़ सेटिंग में बदली जा सकती है।</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>वापस</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>कैसे खेलें</translation>
        </message>
        <message>
            <source>The ring</source>
            <translation>कटोरियों का घेरा</translation>
        </message>
        <message>
            <source>Queues and seven places</source>
            <translation>कतार और सात जगहें</translation>
        </message>
        <message>
            <source>Colours, wilds and blockers</source>
            <translation>रंग, वाइल्ड और अवरोधक</translation>
        </message>
        <message>
            <source>Modifiers</source>
            <translation>प्रभाव</translation>
        </message>
        <message>
            <source>Choosing</source>
            <translation>चुनना</translation>
        </message>
        <message>
            <source>Sowing</source>
            <translation>बाँटना</translation>
        </message>
        <message>
            <source>Nothing is skipped</source>
            <translation>कोई कटोरी नहीं छूटती</translation>
        </message>
        <message>
            <source>Groups of three</source>
            <translation>तीन का मेल</translation>
        </message>
        <message>
            <source>How wilds help</source>
            <translation>वाइल्ड कैसे मदद करते हैं</translation>
        </message>
        <message>
            <source>What never matches</source>
            <translation>जो कभी मेल नहीं बनाते</translation>
        </message>
        <message>
            <source>All at once</source>
            <translation>सब एक साथ</translation>
        </message>
        <message>
            <source>Blockers</source>
            <translation>अवरोधक</translation>
        </message>
        <message>
            <source>Volcanoes</source>
            <translation>ज्वालामुखी</translation>
        </message>
        <message>
            <source>Until nothing more happens</source>
            <translation>जब तक कुछ और न हो</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>अंक</translation>
        </message>
        <message>
            <source>Combo</source>
            <translation>कॉम्बो</translation>
        </message>
        <message>
            <source>Perfect Clear</source>
            <translation>पूर्ण सफ़ाई</translation>
        </message>
        <message>
            <source>Refill matches</source>
            <translation>भराव से बने मेल</translation>
        </message>
        <message>
            <source>Eight for a moment</source>
            <translation>पल भर के लिए आठ</translation>
        </message>
        <message>
            <source>Overflow loses</source>
            <translation>क्षमता पार होने पर हार</translation>
        </message>
        <message>
            <source>Refills and safe moves</source>
            <translation>भराव और सुरक्षित चालें</translation>
        </message>
        <message>
            <source>One hundred puzzles</source>
            <translation>सौ पहेलियाँ</translation>
        </message>
        <message>
            <source>Goals</source>
            <translation>लक्ष्य</translation>
        </message>
        <message>
            <source>Winning and losing</source>
            <translation>जीत और हार</translation>
        </message>
        <message>
            <source>The start and the refill</source>
            <translation>शुरुआत और भराव</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>अंतहीन</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>दैनिक चुनौती</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>पूर्ववत</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>अभ्यास</translation>
        </message>
        <message>
            <source>Themes</source>
            <translation>थीम</translation>
        </message>
        <message>
            <source>Sounds</source>
            <translation>ध्वनियाँ</translation>
        </message>
        <message>
            <source>On the board</source>
            <translation>बोर्ड पर</translation>
        </message>
        <message>
            <source>Anywhere in a game</source>
            <translation>खेल में कहीं भी</translation>
        </message>
        <message>
            <source>Solution and replay</source>
            <translation>हल और दोबारा देखना</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>कुंजियाँ</translation>
        </message>
    </context>
    <context>
        <name>HintSteps</name>
        <message>
            <source>★ Solved without a hint step and without undo.</source>
            <translation>★ बिना किसी संकेत और बिना पूर्ववत के हल किया।</translation>
        </message>
        <message>
            <source>You used the hint's first step, the puzzle's idea.</source>
            <translation>आपने संकेत के पहले चरण, पहेली के विचार, का उपयोग किया।</translation>
        </message>
        <message>
            <source>You used the hint up to its second step, the bowl to play next.</source>
            <translation>आपने संकेत का उपयोग दूसरे चरण तक किया, यानी अगली चाल की कटोरी तक।</translation>
        </message>
        <message>
            <source>You used all three hint steps, up to the whole line.</source>
            <translation>आपने संकेत के तीनों चरणों का उपयोग किया, पूरे क्रम तक।</translation>
        </message>
        <message>
            <source>Undo used.</source>
            <translation>पूर्ववत का उपयोग हुआ।</translation>
        </message>
        <message>
            <source>★ is for a solve without a hint step and without undo.</source>
            <translation>★ बिना संकेत और बिना पूर्ववत के हल का चिह्न है।</translation>
        </message>
        <message>
            <source>Hint %1/3</source>
            <translation>संकेत %1/3</translation>
        </message>
        <message>
            <source>Hint, step 1 of 3: the puzzle's idea, what to look for (H)</source>
            <translation>संकेत, 3 में से चरण 1: पहेली का विचार, क्या खोजें (H)</translation>
        </message>
        <message>
            <source>Hint, step 2 of 3: the bowl to play next (H)</source>
            <translation>संकेत, 3 में से चरण 2: अगली चाल की कटोरी (H)</translation>
        </message>
        <message>
            <source>Hint, step 3 of 3: the whole line, move by move (H)</source>
            <translation>संकेत, 3 में से चरण 3: पूरा क्रम, चाल दर चाल (H)</translation>
        </message>
    </context>
    <context>
        <name>Home</name>
        <message>
            <source>Colour symbols give every colour its own shape, so stones never have to be told apart by colour alone.</source>
            <translation>रंग चिह्न हर रंग को उसकी अपनी आकृति देते हैं, ताकि पत्थरों को केवल रंग से पहचानना न पड़े।</translation>
        </message>
        <message>
            <source>Turn on colour symbols</source>
            <translation>रंग चिह्न चालू करें</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>अभी नहीं</translation>
        </message>
        <message>
            <source>Colour symbols</source>
            <translation>रंग चिह्न</translation>
        </message>
        <message>
            <source>Twelve Bowls</source>
            <translation>बारह कटोरियाँ</translation>
        </message>
        <message>
            <source>Sow the stones around the ring, match three, stay calm.</source>
            <translation>घेरे में पत्थर बाँटें, तीन मिलाएँ, शांत रहें।</translation>
        </message>
        <message>
            <source>Themes</source>
            <translation>थीम</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>सेटिंग</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>कैसे खेलें</translation>
        </message>
        <message>
            <source>Records</source>
            <translation>रिकॉर्ड</translation>
        </message>
        <message>
            <source>Earlier Dailies…</source>
            <translation>पिछली दैनिक चुनौतियाँ…</translation>
        </message>
        <message>
            <source>Play the Daily of one of the last 30 days again, as practice</source>
            <translation>पिछले 30 दिनों में से किसी दिन की दैनिक चुनौती अभ्यास के रूप में फिर से खेलें</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>पहेलियाँ</translation>
        </message>
        <message>
            <source>No score yet</source>
            <translation>अभी कोई अंक नहीं</translation>
        </message>
        <message>
            <source>Paused at %1 points</source>
            <translation>%1 अंकों पर रुका हुआ</translation>
        </message>
        <message>
            <source>Paused at %1 points · best %2</source>
            <translation>%1 अंकों पर रुका हुआ · सर्वश्रेष्ठ %2</translation>
        </message>
        <message>
            <source>Continue Endless</source>
            <translation>अंतहीन जारी रखें</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>अंतहीन</translation>
        </message>
        <message>
            <source>%1 (UTC) · paused at %2 points</source>
            <translation>%1 (UTC) · %2 अंकों पर रुकी हुई</translation>
        </message>
        <message>
            <source>%1 (UTC) · paused at %2 points · best %3</source>
            <translation>%1 (UTC) · %2 अंकों पर रुकी हुई · सर्वश्रेष्ठ %3</translation>
        </message>
        <message>
            <source>%1 (UTC) · not played yet</source>
            <translation>%1 (UTC) · अभी नहीं खेली गई</translation>
        </message>
        <message>
            <source>%1 (UTC) · best %2 · next Daily in %3</source>
            <translation>%1 (UTC) · सर्वश्रेष्ठ %2 · अगली दैनिक चुनौती %3 में</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>दैनिक चुनौती</translation>
        </message>
        <message>
            <source>Continue Daily challenge</source>
            <translation>दैनिक चुनौती जारी रखें</translation>
        </message>
        <message numerus="yes">
            <source>%n of 100 solved</source>
            <translation>
                <numerusform>100 में से %n हल</numerusform>
                <numerusform>100 में से %n हल</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your best score is %n point(s).</source>
            <translation>
                <numerusform>आपका सर्वश्रेष्ठ %n अंक है।</numerusform>
                <numerusform>आपका सर्वश्रेष्ठ %n अंक है।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have completed the Daily %n day(s) in a row.</source>
            <translation>
                <numerusform>आपने लगातार %n दिन दैनिक चुनौती पूरी की है।</numerusform>
                <numerusform>आपने लगातार %n दिन दैनिक चुनौती पूरी की है।</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>The arrow keys choose a bowl, Enter plays it, Space skips the animation.</source>
            <translation>तीर कुंजियाँ कटोरी चुनती हैं, Enter उससे चाल चलता है, Space एनिमेशन छोड़ देता है।</translation>
        </message>
        <message>
            <source>%1 undoes, %2 starts again, H gives the next step of a hint, G reads the goal and the moves left, M turns the sound off or on, Esc pauses the game or leaves it.</source>
            <translation>%1 पूर्ववत करता है, %2 फिर से शुरू करता है, H संकेत का अगला चरण देता है, G लक्ष्य और बची चालें पढ़कर सुनाता है, M ध्वनि बंद या चालू करता है, Esc खेल रोकता है या उससे बाहर जाता है।</translation>
        </message>
        <message>
            <source>%1 undoes, %2 starts again, G reads the score and the moves left, M turns the sound off or on, Esc pauses the game or leaves it.</source>
            <translation>%1 पूर्ववत करता है, %2 फिर से शुरू करता है, G अंक और बची चालें पढ़कर सुनाता है, M ध्वनि बंद या चालू करता है, Esc खेल रोकता है या उससे बाहर जाता है।</translation>
        </message>
        <message>
            <source>%1 undoes, %2 starts again, G reads the score, M turns the sound off or on, Esc pauses the game or leaves it.</source>
            <translation>%1 पूर्ववत करता है, %2 फिर से शुरू करता है, G अंक पढ़कर सुनाता है, M ध्वनि बंद या चालू करता है, Esc खेल रोकता है या उससे बाहर जाता है।</translation>
        </message>
        <message>
            <source>While a solution or a replay is shown, the arrow keys step through it, Space pauses or continues, Esc stops.</source>
            <translation>जब हल या दोबारा देखना चल रहा हो, तीर कुंजियाँ एक-एक कदम आगे-पीछे ले जाती हैं, Space रोकता या जारी रखता है, Esc बंद करता है।</translation>
        </message>
    </context>
    <context>
        <name>Launcher</name>
        <message>
            <source>Puzzle Game</source>
            <translation>पहेली खेल</translation>
        </message>
        <message>
            <source>Sow stones around a ring of twelve bowls and set off chains of matches</source>
            <translation>बारह कटोरियों के घेरे में पत्थर बाँटें और मेल की कड़ियाँ बनाएँ</translation>
        </message>
        <message>
            <source>puzzle;sowing;mancala;stones;bowls;match;</source>
            <translation>पहेली;मनकाला;पत्थर;कटोरी;मेल;बाँटना;</translation>
        </message>
        <message>
            <source>Sow stones around a ring of bowls and set off chains</source>
            <translation>कटोरियों के घेरे में पत्थर बाँटें और कड़ियाँ बनाएँ</translation>
        </message>
        <message>
            <source>Twelve bowls stand in a ring. Pick a bowl, and its stones are sown one by one into the bowls that follow. Three of a colour in a bowl vanish, clear the blockers next door and may set off a chain. Plan ahead, because a bowl that holds more than seven stones ends the game.</source>
            <translation>बारह कटोरियाँ एक घेरे में रखी हैं। एक कटोरी चुनें, और उसके पत्थर एक-एक करके आगे की कटोरियों में बाँटे जाते हैं। किसी कटोरी में एक रंग के तीन पत्थर गायब हो जाते हैं, पास के अवरोधक हटा देते हैं और कड़ी शुरू कर सकते हैं। आगे की सोचें, क्योंकि सात से ज़्यादा पत्थरों वाली कटोरी खेल खत्म कर देती है।</translation>
        </message>
        <message>
            <source>Features:</source>
            <translation>विशेषताएँ:</translation>
        </message>
        <message>
            <source>100 hand-made puzzles with goals and move limits</source>
            <translation>लक्ष्य और चालों की सीमा वाली 100 हाथ से बनी पहेलियाँ</translation>
        </message>
        <message>
            <source>Endless mode and a daily challenge that is the same for every player</source>
            <translation>अंतहीन मोड और हर खिलाड़ी के लिए एक जैसी दैनिक चुनौती</translation>
        </message>
        <message>
            <source>Seven themes, from a quiet garden to outer space</source>
            <translation>शांत बगीचे से अंतरिक्ष तक, सात थीम</translation>
        </message>
        <message>
            <source>Symbols on the stones for players who do not tell colours apart</source>
            <translation>रंगों में फ़र्क न कर पाने वाले खिलाड़ियों के लिए पत्थरों पर चिह्न</translation>
        </message>
        <message>
            <source>English, Spanish, Japanese, Hindi and Arabic</source>
            <translation>अंग्रेज़ी, स्पेनिश, जापानी, हिन्दी और अरबी</translation>
        </message>
        <message>
            <source>The home screen</source>
            <translation>होम स्क्रीन</translation>
        </message>
        <message>
            <source>A puzzle in the Garden theme</source>
            <translation>बगीचा थीम में एक पहेली</translation>
        </message>
        <message>
            <source>Endless mode in the Neon theme</source>
            <translation>नियॉन थीम में अंतहीन मोड</translation>
        </message>
        <message>
            <source>The seven themes</source>
            <translation>सात थीम</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>This game cannot start.</source>
            <translation>यह खेल शुरू नहीं हो सकता।</translation>
        </message>
        <message>
            <source>Twelve Bowls</source>
            <translation>बारह कटोरियाँ</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <comment>screen — app name</comment>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Toggle full screen</source>
            <translation>पूर्ण स्क्रीन चालू/बंद</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>सेटिंग</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>कैसे खेलें</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>बाहर निकलें</translation>
        </message>
    </context>
    <context>
        <name>MyPuzzles</name>
        <message>
            <source>My puzzle %1</source>
            <translation>मेरी पहेली %1</translation>
        </message>
        <message>
            <source>Open puzzle code…</source>
            <translation>पहेली कोड खोलें…</translation>
        </message>
        <message>
            <source>Play a puzzle someone shared as a code; it is never a record.</source>
            <translation>कोड के रूप में साझा की गई किसी की पहेली खेलें; इसका नतीजा कभी रिकॉर्ड नहीं बनता।</translation>
        </message>
        <message>
            <source>Make a puzzle</source>
            <translation>पहेली बनाएँ</translation>
        </message>
        <message>
            <source>Build a puzzle of your own; the solver proves it and sets its limit.</source>
            <translation>अपनी पहेली बनाएँ; सॉल्वर उसे सिद्ध करता है और उसकी सीमा तय करता है।</translation>
        </message>
        <message numerus="yes">
            <source>limit %n move(s)</source>
            <translation>
                <numerusform>सीमा %n चाल</numerusform>
                <numerusform>सीमा %n चालें</numerusform>
            </translation>
        </message>
        <message>
            <source>My puzzles</source>
            <translation>मेरी पहेलियाँ</translation>
        </message>
        <message>
            <source>Puzzles you make with Make a puzzle are kept here, with your best results.</source>
            <translation>‘पहेली बनाएँ’ से बनाई गई आपकी पहेलियाँ आपके सबसे अच्छे नतीजों के साथ यहाँ रखी जाती हैं।</translation>
        </message>
        <message>
            <source>Your best results on your own puzzles were damaged and have been restored from their backup copy. The damaged file was kept as %1.</source>
            <translation>आपकी बनाई पहेलियों के सबसे अच्छे नतीजे खराब हो गए थे और उनकी बैकअप प्रति से वापस लाए गए हैं। खराब फ़ाइल %1 के रूप में रखी गई है।</translation>
        </message>
        <message>
            <source>Your best results on your own puzzles could not be read and there was no good backup, so they start afresh. The damaged file was kept as %1.</source>
            <translation>आपकी बनाई पहेलियों के सबसे अच्छे नतीजे पढ़े नहीं जा सके और कोई सही बैकअप नहीं था, इसलिए वे नए सिरे से शुरू होते हैं। खराब फ़ाइल %1 के रूप में रखी गई है।</translation>
        </message>
        <message numerus="yes">
            <source>✓ Solved · best %n move(s)</source>
            <translation>
                <numerusform>✓ हल · सबसे कम %n चाल</numerusform>
                <numerusform>✓ हल · सबसे कम %n चालें</numerusform>
            </translation>
        </message>
        <message>
            <source>Not solved yet</source>
            <translation>अभी हल नहीं</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>संपादित करें</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>पहेली कोड कॉपी करें</translation>
        </message>
        <message numerus="yes">
            <source>Show %n more of your puzzles</source>
            <translation>
                <numerusform>अपनी %n और पहेली दिखाएँ</numerusform>
                <numerusform>अपनी %n और पहेलियाँ दिखाएँ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of your puzzles are not listed yet.</source>
            <translation>
                <numerusform>आपकी %n पहेली अभी सूची में नहीं दिखाई गई है।</numerusform>
                <numerusform>आपकी %n पहेलियाँ अभी सूची में नहीं दिखाई गई हैं।</numerusform>
            </translation>
        </message>
        <message>
            <source>My puzzle %1 “%2”</source>
            <comment>%2 is the title its author gave the puzzle</comment>
            <translation>मेरी पहेली %1 ‘%2’</translation>
        </message>
        <message>
            <source>%1 (%2 of them slack)</source>
            <translation>%1 (इनमें %2 अतिरिक्त)</translation>
        </message>
        <message>
            <source>%1 — %2 — %3</source>
            <translation>%1 — %2 — %3</translation>
        </message>
        <message>
            <source>Play %1</source>
            <translation>%1 खेलें</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>Edit %1</source>
            <translation>%1 संपादित करें</translation>
        </message>
        <message>
            <source>Copy the puzzle code of %1</source>
            <translation>%1 का पहेली कोड कॉपी करें</translation>
        </message>
    </context>
    <context>
        <name>Notices</name>
        <message>
            <source>Twelve Bowls met an error last time. A report was saved as %1</source>
            <translation>पिछली बार ‘बारह कटोरियाँ’ में एक त्रुटि हुई। उसकी रिपोर्ट %1 में सहेजी गई है</translation>
        </message>
    </context>
    <context>
        <name>PuzzleCode</name>
        <message>
            <source>Puzzle code</source>
            <translation>पहेली कोड</translation>
        </message>
        <message>
            <source>Copy code</source>
            <translation>कोड कॉपी करें</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>पहेली कोड कॉपी करें</translation>
        </message>
        <message>
            <source>Copy this puzzle's code, for a friend to paste and play (%1)</source>
            <comment>%1 is the key: Ctrl+Shift+C</comment>
            <translation>इस पहेली का कोड कॉपी करें, ताकि कोई दोस्त उसे चिपकाकर खेल सके (%1)</translation>
        </message>
        <message numerus="yes">
            <source>The solver has searched %n position(s) so far.</source>
            <translation>
                <numerusform>सॉल्वर अब तक %n स्थिति खोज चुका है।</numerusform>
                <numerusform>सॉल्वर अब तक %n स्थितियाँ खोज चुका है।</numerusform>
            </translation>
        </message>
        <message>
            <source>This code does not describe a puzzle: a value in it is out of range.</source>
            <translation>यह कोड किसी पहेली का वर्णन नहीं करता: इसमें कोई मान सीमा से बाहर है।</translation>
        </message>
        <message numerus="yes">
            <source>No line of at most %n move(s) meets this code's goal: it cannot be won.</source>
            <translation>
                <numerusform>अधिकतम %n चाल का कोई भी क्रम इस कोड का लक्ष्य पूरा नहीं करता: इसे जीता नहीं जा सकता।</numerusform>
                <numerusform>अधिकतम %n चालों का कोई भी क्रम इस कोड का लक्ष्य पूरा नहीं करता: इसे जीता नहीं जा सकता।</numerusform>
            </translation>
        </message>
        <message>
            <source>Puzzle code copied.</source>
            <translation>पहेली कोड कॉपी किया गया।</translation>
        </message>
        <message>
            <source>Paste a puzzle code: it starts with TB1- or TB2-.</source>
            <translation>पहेली कोड चिपकाएँ: यह TB1- या TB2- से शुरू होता है।</translation>
        </message>
        <message>
            <source>This is not a puzzle code: a code starts with TB1- or TB2- and holds only digits and capital letters.</source>
            <translation>यह पहेली कोड नहीं है: कोड TB1- या TB2- से शुरू होता है और उसमें केवल अंक और बड़े अक्षर होते हैं।</translation>
        </message>
        <message>
            <source>This text is too long to be a puzzle code.</source>
            <translation>यह पाठ पहेली कोड होने के लिए बहुत लंबा है।</translation>
        </message>
        <message>
            <source>This code was made by a newer version of the game, which this one cannot read.</source>
            <translation>यह कोड खेल के नए संस्करण ने बनाया है, जिसे यह संस्करण नहीं पढ़ सकता।</translation>
        </message>
        <message>
            <source>This code is mistyped or incomplete: copy it again, whole.</source>
            <translation>यह कोड गलत लिखा गया है या अधूरा है: इसे फिर से पूरा कॉपी करें।</translation>
        </message>
        <message>
            <source>This code's start already meets its goal: there is nothing to play.</source>
            <translation>इस कोड की शुरुआत ही उसका लक्ष्य पूरा कर देती है: खेलने को कुछ नहीं है।</translation>
        </message>
        <message numerus="yes">
            <source>The search is %n move(s) deep.</source>
            <translation>
                <numerusform>खोज %n चाल की गहराई तक पहुँची है।</numerusform>
                <numerusform>खोज %n चालों की गहराई तक पहुँची है।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Proven: the goal can be met in %n move(s).</source>
            <translation>
                <numerusform>सिद्ध: लक्ष्य %n चाल में पूरा हो सकता है।</numerusform>
                <numerusform>सिद्ध: लक्ष्य %n चालों में पूरा हो सकता है।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The limit is %n move(s).</source>
            <translation>
                <numerusform>सीमा %n चाल की है।</numerusform>
                <numerusform>सीमा %n चालों की है।</numerusform>
            </translation>
        </message>
        <message>
            <source>This code's board is not at rest: bowl %1 would match at once.</source>
            <translation>इस कोड का बोर्ड स्थिर नहीं है: कटोरी %1 में तुरंत मेल बन जाएगा।</translation>
        </message>
        <message>
            <source>The puzzle code %1 was copied.</source>
            <translation>पहेली कोड %1 कॉपी किया गया।</translation>
        </message>
        <message>
            <source>Open puzzle code</source>
            <translation>पहेली कोड खोलें</translation>
        </message>
        <message>
            <source>&amp;Puzzle code (it starts with TB1- or TB2-):</source>
            <translation>पहेली कोड (&amp;P) (TB1- या TB2- से शुरू होता है):</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>खेलें</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
        <message>
            <source>Proving</source>
            <translation>सिद्ध किया जा रहा है</translation>
        </message>
        <message>
            <source>Proving with the solver that this puzzle can be won…</source>
            <translation>सॉल्वर से सिद्ध किया जा रहा है कि यह पहेली जीती जा सकती है…</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>The generator made this very puzzle again, so it is played as a generated puzzle and its result is kept in their records.</source>
            <translation>जनरेटर ने ठीक यही पहेली फिर से बनाई, इसलिए यह अपने-आप बनी पहेली की तरह खेली जाएगी और इसका नतीजा अपने-आप बनी पहेलियों के रिकॉर्ड में रखा जाएगा।</translation>
        </message>
        <message>
            <source>The solver could not finish its proof: you can play this puzzle, unproven.</source>
            <translation>सॉल्वर अपना प्रमाण पूरा नहीं कर सका: आप यह पहेली बिना सिद्ध किए खेल सकते हैं।</translation>
        </message>
        <message>
            <source>This code says the generator made it, but the generator makes another puzzle: it is played as a pasted code.</source>
            <translation>यह कोड कहता है कि इसे जनरेटर ने बनाया, पर जनरेटर कोई और पहेली बनाता है: यह चिपकाए गए कोड की तरह खेली जाएगी।</translation>
        </message>
    </context>
    <context>
        <name>PuzzleEditor</name>
        <message>
            <source>Test play</source>
            <translation>आज़माकर खेलें</translation>
        </message>
        <message>
            <source>This puzzle is too large for the solver to prove: try fewer stones.</source>
            <translation>यह पहेली सॉल्वर के सिद्ध करने के लिए बहुत बड़ी है: कम पत्थर आज़माएँ।</translation>
        </message>
        <message>
            <source>No modifier</source>
            <translation>कोई प्रभाव नहीं</translation>
        </message>
        <message>
            <source>The start already meets the goal: there would be nothing to do.</source>
            <translation>शुरुआत ही लक्ष्य पूरा कर देती है: करने को कुछ नहीं बचेगा।</translation>
        </message>
        <message>
            <source>No line of at most 12 moves meets this goal: the puzzle cannot be won.</source>
            <translation>अधिकतम 12 चालों का कोई भी क्रम यह लक्ष्य पूरा नहीं करता: पहेली जीती नहीं जा सकती।</translation>
        </message>
        <message>
            <source>Make a puzzle</source>
            <translation>पहेली बनाएँ</translation>
        </message>
        <message numerus="yes">
            <source>The solver has searched %n position(s) so far.</source>
            <translation>
                <numerusform>सॉल्वर अब तक %n स्थिति खोज चुका है।</numerusform>
                <numerusform>सॉल्वर अब तक %n स्थितियाँ खोज चुका है।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The search is %n move(s) deep.</source>
            <translation>
                <numerusform>खोज %n चाल की गहराई तक पहुँची है।</numerusform>
                <numerusform>खोज %n चालों की गहराई तक पहुँची है।</numerusform>
            </translation>
        </message>
        <message>
            <source>Red stone</source>
            <translation>लाल पत्थर</translation>
        </message>
        <message>
            <source>Yellow stone</source>
            <translation>पीला पत्थर</translation>
        </message>
        <message>
            <source>Green stone</source>
            <translation>हरा पत्थर</translation>
        </message>
        <message>
            <source>Blue stone</source>
            <translation>नीला पत्थर</translation>
        </message>
        <message>
            <source>Purple stone</source>
            <translation>बैंगनी पत्थर</translation>
        </message>
        <message>
            <source>Wild</source>
            <translation>वाइल्ड</translation>
        </message>
        <message>
            <source>Blocker</source>
            <translation>अवरोधक</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>लाल</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>पीला</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>हरा</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>नीला</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>बैंगनी</translation>
        </message>
        <message>
            <source>Frozen</source>
            <translation>जमी</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>उलटी दिशा</translation>
        </message>
        <message>
            <source>Volcano</source>
            <translation>ज्वालामुखी</translation>
        </message>
        <message>
            <source>Clear every stone of a colour</source>
            <translation>किसी रंग के सारे पत्थर हटाएँ</translation>
        </message>
        <message>
            <source>Collect stones of a colour</source>
            <translation>किसी रंग के पत्थर जुटाएँ</translation>
        </message>
        <message>
            <source>Score points</source>
            <translation>अंक बनाएँ</translation>
        </message>
        <message>
            <source>Make a combo</source>
            <translation>कॉम्बो बनाएँ</translation>
        </message>
        <message>
            <source>Leave at most a number of stones</source>
            <translation>अधिकतम तय संख्या में पत्थर छोड़ें</translation>
        </message>
        <message>
            <source>Clear the whole board</source>
            <translation>पूरा बोर्ड खाली करें</translation>
        </message>
        <message>
            <source>Bowl %1 would match at once: a puzzle starts with a board at rest.</source>
            <translation>कटोरी %1 में तुरंत मेल बन जाएगा: पहेली स्थिर बोर्ड से शुरू होती है।</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>वापस</translation>
        </message>
        <message>
            <source>Take out the newest</source>
            <translation>सबसे नया पत्थर निकालें</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Empty the bowl</source>
            <translation>कटोरी खाली करें</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>&amp;Modifier:</source>
            <translation>प्रभाव (&amp;M):</translation>
        </message>
        <message>
            <source>Key M</source>
            <translation>कुंजी M</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>लक्ष्य</translation>
        </message>
        <message>
            <source>&amp;Goal:</source>
            <translation>लक्ष्य (&amp;G):</translation>
        </message>
        <message>
            <source>C&amp;olour:</source>
            <translation>रंग (&amp;O):</translation>
        </message>
        <message>
            <source>&amp;Slack (moves beyond the optimum):</source>
            <translation>अतिरिक्त चालें (&amp;S) (न्यूनतम से आगे):</translation>
        </message>
        <message>
            <source>&amp;Title (optional):</source>
            <translation>शीर्षक (&amp;T) (वैकल्पिक):</translation>
        </message>
        <message>
            <source>Prove with the solver</source>
            <translation>सॉल्वर से सिद्ध करें</translation>
        </message>
        <message>
            <source>Cancel the proof</source>
            <translation>सिद्ध करना रद्द करें</translation>
        </message>
        <message>
            <source>Save to My puzzles</source>
            <translation>मेरी पहेलियों में सहेजें</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>पहेली कोड कॉपी करें</translation>
        </message>
        <message>
            <source>Proving</source>
            <translation>सिद्ध किया जा रहा है</translation>
        </message>
        <message>
            <source>Board being edited</source>
            <translation>संपादित हो रहा बोर्ड</translation>
        </message>
        <message>
            <source>Arrow keys choose a bowl. R, Y, G, B and P add a stone, W a wild, X a blocker; Backspace takes out the newest stone, Delete empties the bowl, M changes its modifier.</source>
            <translation>तीर कुंजियाँ कटोरी चुनती हैं। R, Y, G, B और P पत्थर जोड़ते हैं, W वाइल्ड और X अवरोधक; Backspace सबसे नया पत्थर निकालता है, Delete कटोरी खाली करता है और M उसका प्रभाव बदलता है।</translation>
        </message>
        <message>
            <source>Adds it to bowl %1.</source>
            <translation>इसे कटोरी %1 में जोड़ता है।</translation>
        </message>
        <message>
            <source>Proving: the solver searches every line of moves…</source>
            <translation>सिद्ध किया जा रहा है: सॉल्वर चालों का हर क्रम खोज रहा है…</translation>
        </message>
        <message>
            <source>The solver stopped with an error; the puzzle is not proven.</source>
            <translation>सॉल्वर त्रुटि के साथ रुक गया; पहेली सिद्ध नहीं हुई।</translation>
        </message>
        <message>
            <source>Adds it to the end of the bowl's queue.</source>
            <translation>इसे कटोरी की कतार के अंत में जोड़ता है।</translation>
        </message>
        <message>
            <source>&amp;Value:</source>
            <translation>मान (&amp;V):</translation>
        </message>
        <message>
            <source>Bowl %1</source>
            <translation>कटोरी %1</translation>
        </message>
        <message>
            <source>Modifier of bowl %1</source>
            <translation>कटोरी %1 का प्रभाव</translation>
        </message>
        <message>
            <source>Proof cancelled.</source>
            <translation>सिद्ध करना रद्द किया गया।</translation>
        </message>
        <message>
            <source>Saved as My puzzle %1.</source>
            <translation>मेरी पहेली %1 के रूप में सहेजा गया।</translation>
        </message>
        <message>
            <source>The puzzle code %1 was copied.</source>
            <translation>पहेली कोड %1 कॉपी किया गया।</translation>
        </message>
        <message>
            <source>Key %1</source>
            <translation>कुंजी %1</translation>
        </message>
        <message>
            <source>Bowl %1 is full: a bowl holds at most 7 stones.</source>
            <translation>कटोरी %1 भरी है: एक कटोरी में अधिकतम 7 पत्थर आते हैं।</translation>
        </message>
        <message>
            <source>Finding the fewest moves…</source>
            <translation>सबसे कम चालें खोजी जा रही हैं…</translation>
        </message>
        <message>
            <source>Counting the winning lines…</source>
            <translation>जीतने वाले क्रम गिने जा रहे हैं…</translation>
        </message>
        <message>
            <source>Trying a greedy and a two-ply player…</source>
            <translation>लालची खिलाड़ी और दो चाल आगे देखने वाले खिलाड़ी को आज़माया जा रहा है…</translation>
        </message>
        <message>
            <source>Not proven yet: Prove with the solver sets the limit to the optimum.</source>
            <translation>अभी सिद्ध नहीं: ‘सॉल्वर से सिद्ध करें’ सीमा को न्यूनतम पर रख देता है।</translation>
        </message>
        <message numerus="yes">
            <source>Proven: the optimum is %n move(s).</source>
            <translation>
                <numerusform>सिद्ध: न्यूनतम %n चाल है।</numerusform>
                <numerusform>सिद्ध: न्यूनतम %n चालें हैं।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The limit is %n move(s).</source>
            <translation>
                <numerusform>सीमा %n चाल की है।</numerusform>
                <numerusform>सीमा %n चालों की है।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n winning line(s) of the optimum's length.</source>
            <translation>
                <numerusform>न्यूनतम लंबाई का %n जीतने वाला क्रम।</numerusform>
                <numerusform>न्यूनतम लंबाई के %n जीतने वाले क्रम।</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;Stones to collect:</source>
            <translation>पत्थरों का लक्ष्य (&amp;S):</translation>
        </message>
        <message>
            <source>&amp;Points to score:</source>
            <translation>अंकों का लक्ष्य (&amp;P):</translation>
        </message>
        <message>
            <source>&amp;Combo of at least:</source>
            <translation>कम से कम कॉम्बो (&amp;C):</translation>
        </message>
        <message>
            <source>&amp;Items left at most:</source>
            <translation>अधिकतम बचे पत्थर (&amp;I):</translation>
        </message>
        <message numerus="yes">
            <source>That leaves %n move(s) of slack beyond the optimum.</source>
            <translation>
                <numerusform>इससे न्यूनतम के ऊपर %n चाल अतिरिक्त मिलती है।</numerusform>
                <numerusform>इससे न्यूनतम के ऊपर %n चालें अतिरिक्त मिलती हैं।</numerusform>
            </translation>
        </message>
        <message>
            <source>A random player would practically never win it.</source>
            <translation>बेतरतीब खिलाड़ी इसे लगभग कभी नहीं जीत पाएगा।</translation>
        </message>
        <message>
            <source>A greedy player can win it.</source>
            <translation>लालची खिलाड़ी इसे जीत सकता है।</translation>
        </message>
        <message>
            <source>A greedy player cannot win it.</source>
            <translation>लालची खिलाड़ी इसे नहीं जीत सकता।</translation>
        </message>
        <message>
            <source>A player looking two moves ahead can win it.</source>
            <translation>दो चाल आगे देखने वाला खिलाड़ी इसे जीत सकता है।</translation>
        </message>
        <message>
            <source>A player looking two moves ahead cannot win it.</source>
            <translation>दो चाल आगे देखने वाला खिलाड़ी इसे नहीं जीत सकता।</translation>
        </message>
        <message>
            <source>The puzzle could not be saved: %1</source>
            <translation>पहेली सहेजी नहीं जा सकी: %1</translation>
        </message>
        <message>
            <source>A random player needs %1 bits of luck per move.</source>
            <translation>बेतरतीब खिलाड़ी को प्रति चाल %1 बिट किस्मत चाहिए।</translation>
        </message>
    </context>
    <context>
        <name>PuzzleFile</name>
        <message>
            <source>the number 1</source>
            <translation>संख्या 1</translation>
        </message>
        <message>
            <source>a whole number: 1 to 100 in a file named like 007.json for the game's own puzzles, up to 999999 in a puzzle file of your own</source>
            <translation>एक पूर्ण संख्या: खेल की अपनी पहेलियों के लिए 1 से 100, फ़ाइल का नाम 007.json जैसा; आपकी अपनी पहेली फ़ाइल में 999999 तक</translation>
        </message>
        <message>
            <source>a text of 1 to 24 characters</source>
            <translation>1 से 24 अक्षरों का पाठ</translation>
        </message>
        <message>
            <source>a text of 1 to 90 characters</source>
            <translation>1 से 90 अक्षरों का पाठ</translation>
        </message>
        <message>
            <source>a whole number from 1 to 10</source>
            <translation>1 से 10 तक की पूर्ण संख्या</translation>
        </message>
        <message>
            <source>a list of 12 texts made of the letters R, Y, G, B, P, W and X, at most 7 in each, with no bowl that would match at once</source>
            <translation>R, Y, G, B, P, W और X अक्षरों से बने 12 पाठों की सूची, हर एक में अधिकतम 7, और कोई कटोरी ऐसी नहीं जिसमें तुरंत मेल बन जाए</translation>
        </message>
        <message>
            <source>an object from bowl numbers "0" to "11" to frozen, reverse or volcano</source>
            <translation>कटोरी संख्या "0" से "11" को frozen, reverse या volcano से जोड़ने वाला ऑब्जेक्ट</translation>
        </message>
        <message>
            <source>one of the six goals of the rules with the fields it needs, not already met at the start</source>
            <translation>नियमों के छह लक्ष्यों में से एक, अपने ज़रूरी फ़ील्ड के साथ, जो शुरुआत में पहले से पूरा न हो</translation>
        </message>
        <message>
            <source>a whole number from 1 to 99</source>
            <translation>1 से 99 तक की पूर्ण संख्या</translation>
        </message>
        <message>
            <source>a list of bowl numbers (0 to 11) that first meets the goal on its last move, within the move limit</source>
            <translation>कटोरी संख्याओं (0 से 11) की सूची, जो चालों की सीमा के भीतर अपनी आखिरी चाल पर पहली बार लक्ष्य पूरा करे</translation>
        </message>
        <message>
            <source>what the rules describe for a puzzle file</source>
            <translation>वह जो नियम पहेली फ़ाइल के लिए बताते हैं</translation>
        </message>
        <message>
            <source>The puzzle file %1 cannot be read.</source>
            <translation>पहेली फ़ाइल %1 पढ़ी नहीं जा सकती।</translation>
        </message>
        <message>
            <source>The file %1 is not a puzzle file: expected JSON text (UTF-8, at most 1 MB) holding one puzzle object.</source>
            <translation>फ़ाइल %1 पहेली फ़ाइल नहीं है: एक पहेली ऑब्जेक्ट वाला JSON पाठ (UTF-8, अधिकतम 1 MB) अपेक्षित था।</translation>
        </message>
        <message>
            <source>The puzzle file %1 has a problem in the field “%2”: expected %3.</source>
            <translation>पहेली फ़ाइल %1 के फ़ील्ड “%2” में समस्या है: अपेक्षित था %3।</translation>
        </message>
    </context>
    <context>
        <name>Puzzles</name>
        <message>
            <source>Puzzle %1</source>
            <translation>पहेली %1</translation>
        </message>
        <message>
            <source>Damaged file</source>
            <translation>खराब फ़ाइल</translation>
        </message>
        <message>
            <source>Not solved yet</source>
            <translation>अभी हल नहीं</translation>
        </message>
        <message>
            <source>✓ Solved</source>
            <translation>✓ हल</translation>
        </message>
        <message>
            <source>Difficulty %1/10</source>
            <translation>कठिनाई %1/10</translation>
        </message>
        <message>
            <source>★ Solved without a hint and without undo</source>
            <translation>★ बिना संकेत और बिना पूर्ववत किए हल की गई</translation>
        </message>
        <message>
            <source>Cannot be played</source>
            <translation>खेली नहीं जा सकती</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>वापस</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>पहेलियाँ</translation>
        </message>
        <message>
            <source>The hundred puzzles</source>
            <translation>सौ पहेलियाँ</translation>
        </message>
        <message>
            <source>Open puzzle file…</source>
            <translation>पहेली फ़ाइल खोलें…</translation>
        </message>
        <message>
            <source>Play a puzzle from a file of your own; it is never a record.</source>
            <translation>अपनी फ़ाइल से पहेली खेलें; यह कभी रिकॉर्ड नहीं बनती।</translation>
        </message>
        <message>
            <source>Open puzzle file</source>
            <translation>पहेली फ़ाइल खोलें</translation>
        </message>
        <message>
            <source>Puzzle files (*.json)</source>
            <translation>पहेली फ़ाइलें (*.json)</translation>
        </message>
        <message>
            <source>Three of a Kind</source>
            <translation>एक जैसे तीन</translation>
        </message>
        <message>
            <source>Gather the Greens</source>
            <translation>हरे इकट्ठे करें</translation>
        </message>
        <message>
            <source>Perfect Clear</source>
            <translation>पूर्ण सफ़ाई</translation>
        </message>
        <message>
            <source>Ten Points a Stone</source>
            <translation>हर पत्थर के 10 अंक</translation>
        </message>
        <message>
            <source>Lighten the Load</source>
            <translation>बोझ हल्का करें</translation>
        </message>
        <message>
            <source>Double Up</source>
            <translation>दोगुना</translation>
        </message>
        <message>
            <source>Two Steps</source>
            <translation>दो कदम</translation>
        </message>
        <message>
            <source>Blue Relay</source>
            <translation>नीली रिले</translation>
        </message>
        <message>
            <source>Split and Score</source>
            <translation>बाँटें और अंक पाएँ</translation>
        </message>
        <message>
            <source>Wild Stone</source>
            <translation>वाइल्ड पत्थर</translation>
        </message>
        <message>
            <source>Share the Wilds</source>
            <translation>वाइल्ड बाँटें</translation>
        </message>
        <message>
            <source>Stuck Stone</source>
            <translation>अटका पत्थर</translation>
        </message>
        <message>
            <source>Clear the Blockers</source>
            <translation>अवरोधक हटाएँ</translation>
        </message>
        <message>
            <source>Blocker in the Way</source>
            <translation>रास्ते में अवरोधक</translation>
        </message>
        <message>
            <source>Backwards</source>
            <translation>उलटी ओर</translation>
        </message>
        <message>
            <source>Turn Around</source>
            <translation>पलटकर</translation>
        </message>
        <message>
            <source>Round Trip</source>
            <translation>आना-जाना</translation>
        </message>
        <message>
            <source>Yellow Detour</source>
            <translation>पीला चक्कर</translation>
        </message>
        <message>
            <source>Frozen Bowl</source>
            <translation>जमी कटोरी</translation>
        </message>
        <message>
            <source>Volcano</source>
            <translation>ज्वालामुखी</translation>
        </message>
        <message>
            <source>Scatter and Match</source>
            <translation>बिखेरें और मिलाएँ</translation>
        </message>
        <message>
            <source>Chain Reaction</source>
            <translation>शृंखला प्रतिक्रिया</translation>
        </message>
        <message>
            <source>Twin Eruption</source>
            <translation>जुड़वाँ विस्फोट</translation>
        </message>
        <message>
            <source>Purple Pick-up</source>
            <translation>बैंगनी उठाएँ</translation>
        </message>
        <message>
            <source>Yellow, then Red</source>
            <translation>पहले पीला, फिर लाल</translation>
        </message>
        <message>
            <source>Hot Points</source>
            <translation>गरम अंक</translation>
        </message>
        <message>
            <source>Leapfrog</source>
            <translation>मेंढक कूद</translation>
        </message>
        <message>
            <source>Yellow Shuttle</source>
            <translation>पीली शटल</translation>
        </message>
        <message>
            <source>Red Eruption</source>
            <translation>लाल विस्फोट</translation>
        </message>
        <message>
            <source>Wild Ashes</source>
            <translation>वाइल्ड राख</translation>
        </message>
        <message>
            <source>Lava Yellows</source>
            <translation>लावा के पीले</translation>
        </message>
        <message>
            <source>Three stones of one colour in one bowl make a group and vanish.</source>
            <translation>एक कटोरी में एक ही रंग के तीन पत्थर मेल बनाते हैं और गायब हो जाते हैं।</translation>
        </message>
        <message>
            <source>A group can gather over several moves: stones sent ahead wait for the next ones.</source>
            <translation>मेल कई चालों में जुट सकता है: आगे भेजे गए पत्थर अगले पत्थरों की राह देखते हैं।</translation>
        </message>
        <message>
            <source>A bowl left holding eight stones overflows and the attempt is lost: count before you sow.</source>
            <translation>जिस कटोरी में आठ पत्थर रह जाएँ, वह क्षमता पार कर जाती है और प्रयास हार जाता है: बाँटने से पहले गिनें।</translation>
        </message>
        <message>
            <source>A wild joins the group of whatever pair it lands on.</source>
            <translation>वाइल्ड जिस भी जोड़े पर पहुँचे, उसी के मेल में जुड़ जाता है।</translation>
        </message>
        <message>
            <source>A blocker is sown like any stone: where it lands decides which group frees it.</source>
            <translation>अवरोधक भी किसी पत्थर की तरह बँटता है: वह जहाँ पहुँचे, उसी से तय होता है कि कौन-सा मेल उसे हटाएगा।</translation>
        </message>
        <message>
            <source>A reverse bowl sows all it holds counter-clockwise, even stones it has just received.</source>
            <translation>उलटी दिशा वाली कटोरी अपना सब कुछ घड़ी की उलटी दिशा में बाँटती है, अभी-अभी मिले पत्थर भी।</translation>
        </message>
        <message>
            <source>Stones that reach a reverse bowl can travel back the way they came.</source>
            <translation>उलटी दिशा वाली कटोरी तक पहुँचे पत्थर उसी राह वापस जा सकते हैं जिससे वे आए थे।</translation>
        </message>
        <message>
            <source>Counter-clockwise, then clockwise: two directions can carry a stone further than one.</source>
            <translation>पहले घड़ी की उलटी दिशा, फिर घड़ी की दिशा: दो दिशाएँ किसी पत्थर को एक दिशा से आगे ले जा सकती हैं।</translation>
        </message>
        <message>
            <source>A frozen bowl's stones stay put, but other stones can still travel past it.</source>
            <translation>जमी कटोरी के पत्थर अपनी जगह रहते हैं, पर दूसरे पत्थर उसके आगे जा सकते हैं।</translation>
        </message>
        <message>
            <source>A frozen pair cannot move, but a lone stone can walk to it over several moves.</source>
            <translation>जमा जोड़ा हिल नहीं सकता, पर अकेला पत्थर कई चालों में उस तक पहुँच सकता है।</translation>
        </message>
        <message>
            <source>A wild waiting in a bowl completes the first pair of any colour that joins it.</source>
            <translation>किसी कटोरी में इंतज़ार करता वाइल्ड उसमें आने वाले किसी भी रंग के पहले जोड़े को पूरा करता है।</translation>
        </message>
        <message>
            <source>An eruption scatters stones to new bowls, and a scattered stone can be sown again.</source>
            <translation>विस्फोट पत्थरों को नई कटोरियों में बिखेर देता है, और बिखरा पत्थर फिर से बाँटा जा सकता है।</translation>
        </message>
        <message>
            <source>Three groups from one sowing make a combo of 3: prepare the bowls before that sowing.</source>
            <translation>एक ही बार बाँटने से बने तीन मेल 3 का कॉम्बो बनाते हैं: उस चाल से पहले कटोरियाँ तैयार करें।</translation>
        </message>
        <message>
            <source>Two volcanoes made ready by one move both erupt, one after the other.</source>
            <translation>एक चाल से तैयार हुए दो ज्वालामुखी दोनों फूटते हैं, एक के बाद एक।</translation>
        </message>
        <message>
            <source>Bring a red in behind the yellow at the top: one sowing then finishes both.</source>
            <translation>ऊपर वाले पीले के पीछे एक लाल लाएँ: फिर एक ही चाल दोनों पूरे कर देती है।</translation>
        </message>
        <message>
            <source>Feed the yellows to the reverse bowl; what is left sows back onto the greens.</source>
            <translation>पीलों को उलटी दिशा वाली कटोरी में पहुँचाएँ; जो बचे, वह पीछे की ओर हरों पर बाँटा जाता है।</translation>
        </message>
        <message>
            <source>The wild needs two yellows and the reds a third: one sowing can bring both.</source>
            <translation>वाइल्ड को दो पीले चाहिए और लालों को एक तीसरा: एक चाल दोनों ला सकती है।</translation>
        </message>
        <message>
            <source>Walk the reds forward; the yellow their match leaves behind goes to the wild.</source>
            <translation>लालों को आगे बढ़ाएँ; उनके मेल के बाद बचा पीला वाइल्ड तक जाता है।</translation>
        </message>
        <message>
            <source>Carry a yellow round to join the pair; the reverse bowl hands back its red.</source>
            <translation>एक पीले को घुमाकर जोड़े तक ले जाएँ; उलटी दिशा वाली कटोरी अपना लाल पीछे लौटाती है।</translation>
        </message>
        <message>
            <source>Split the green pair: the yellows match, and their last green joins the wild.</source>
            <translation>हरे जोड़े को अलग करें: पीले मेल बनाते हैं, और उनके बाद बचा हरा वाइल्ड से जुड़ता है।</translation>
        </message>
        <message>
            <source>Two red groups: let each sowing line up the next reds.</source>
            <translation>लाल के दो मेल: हर बार बाँटते समय अगले लालों को एक सीध में लाएँ।</translation>
        </message>
        <message>
            <source>Carry the blocker beside the blues: their group frees it, then the reverse bowl finishes.</source>
            <translation>अवरोधक को नीले पत्थरों के बगल तक ले जाएँ: उनका मेल उसे हटाता है, फिर उलटी दिशा वाली कटोरी काम पूरा करती है।</translation>
        </message>
        <message>
            <source>The full frozen bowl takes no more stones: gather both purple groups before it.</source>
            <translation>भरी हुई जमी कटोरी में और पत्थर नहीं आ सकते: उससे पहले ही बैंगनी के दोनों मेल बना लें।</translation>
        </message>
        <message>
            <source>Walk stones round the top one bowl at a time until one sowing makes two groups.</source>
            <translation>पत्थरों को ऊपर की ओर एक-एक कटोरी आगे बढ़ाएँ, जब तक एक ही बार बाँटने से दो मेल न बन जाएँ।</translation>
        </message>
        <message>
            <source>Bring two purples a long way round to the one waiting in bowl 11.</source>
            <translation>दो बैंगनी को लंबा चक्कर लगवाकर कटोरी 11 में इंतज़ार कर रहे बैंगनी तक पहुँचाएँ।</translation>
        </message>
        <message>
            <source>Clear the yellows out of the way, then one sowing finishes two red groups.</source>
            <translation>पहले पीलों को रास्ते से हटाएँ, फिर एक ही चाल से लाल के दो मेल पूरे होते हैं।</translation>
        </message>
        <message>
            <source>The last sowing must drop a red and a yellow into two different bowls at once.</source>
            <translation>आखिरी चाल को एक साथ एक लाल और एक पीला दो अलग कटोरियों में डालना है।</translation>
        </message>
        <message>
            <source>March stones round past the top until greens and blues wait side by side.</source>
            <translation>पत्थरों को ऊपर से आगे बढ़ाएँ जब तक हरे और नीले अगल-बगल न आ जाएँ।</translation>
        </message>
        <message>
            <source>Bring reds round the top until one sowing drops a red into two waiting pairs.</source>
            <translation>लालों को ऊपर से घुमाएँ जब तक एक चाल दो इंतज़ार करते जोड़ों में एक-एक लाल न डाल दे।</translation>
        </message>
        <message>
            <source>Walk stones round over the top; the last sowing finishes reds and the yellows.</source>
            <translation>पत्थरों को ऊपर से घुमाएँ; आखिरी चाल लाल और पीले पूरे करती है।</translation>
        </message>
        <message>
            <source>Two single groups are enough here: the first one makes room for the second.</source>
            <translation>यहाँ दो अलग-अलग मेल काफ़ी हैं: पहला मेल दूसरे के लिए जगह बनाता है।</translation>
        </message>
        <message>
            <source>Three single groups and an empty board at the end reach the score: the bonus counts.</source>
            <translation>तीन अलग-अलग मेल और अंत में खाली बोर्ड लक्ष्य तक पहुँचाते हैं: बोनस गिना जाता है।</translation>
        </message>
        <message>
            <source>An eruption can finish a group that the move itself never reached.</source>
            <translation>विस्फोट वह मेल पूरा कर सकता है जिस तक चाल खुद कभी नहीं पहुँची।</translation>
        </message>
        <message>
            <source>One bowl can finish two groups if its stones arrive in the right order.</source>
            <translation>अगर पत्थर सही क्रम में पहुँचें तो एक कटोरी दो मेल पूरे कर सकती है।</translation>
        </message>
        <message>
            <source>A reverse bowl can be loaded, cleared by a match, then sow the other way.</source>
            <translation>उलटी दिशा वाली कटोरी को भरा जा सकता है, मेल से खाली किया जा सकता है, फिर वह दूसरी ओर बाँटती है।</translation>
        </message>
        <message>
            <source>Prepare two groups so that a single sowing completes them together.</source>
            <translation>दो मेल ऐसे तैयार करें कि एक ही चाल दोनों को साथ पूरा करे।</translation>
        </message>
        <message>
            <source>Sometimes the stone left over after a match is the one you need next.</source>
            <translation>कभी-कभी मेल के बाद बचा पत्थर ही अगला ज़रूरी पत्थर होता है।</translation>
        </message>
        <message>
            <source>A reverse bowl sows its oldest stone into the bowl before it.</source>
            <translation>उलटी दिशा वाली कटोरी अपना सबसे पुराना पत्थर अपने से पहले वाली कटोरी में बाँटती है।</translation>
        </message>
        <message>
            <source>A wild completes a pair: bring two stones of one colour to it.</source>
            <translation>वाइल्ड एक जोड़ा पूरा करता है: उसके पास एक रंग के दो पत्थर लाएँ।</translation>
        </message>
        <message>
            <source>Two groups one after the other reach the score; the frozen bowls only receive stones.</source>
            <translation>एक के बाद एक दो मेल लक्ष्य तक पहुँचाते हैं; जमी कटोरियाँ बस पत्थर पाती हैं।</translation>
        </message>
        <message>
            <source>Clearing one colour can take a group of another colour first.</source>
            <translation>एक रंग हटाने के लिए पहले किसी दूसरे रंग का मेल ज़रूरी हो सकता है।</translation>
        </message>
        <message>
            <source>Two single groups reach the score; a reverse bowl can carry a stone back to a pair.</source>
            <translation>दो अलग-अलग मेल लक्ष्य तक पहुँचाते हैं; उलटी दिशा वाली कटोरी किसी पत्थर को वापस जोड़े तक ले जा सकती है।</translation>
        </message>
        <message>
            <source>The last red group can form in the same sowing as a group of another colour.</source>
            <translation>आखिरी लाल मेल किसी दूसरे रंग के मेल के साथ एक ही चाल में बन सकता है।</translation>
        </message>
        <message>
            <source>Clearing one group can free the stone another group needs.</source>
            <translation>एक मेल हटाने से वह पत्थर छूट सकता है जो दूसरे मेल के लिए ज़रूरी है।</translation>
        </message>
        <message>
            <source>Two single groups in turn reach the score, each set up by walking stones bowl by bowl.</source>
            <translation>बारी-बारी से दो अलग-अलग मेल लक्ष्य तक पहुँचाते हैं, हर एक पत्थरों को कटोरी-दर-कटोरी आगे बढ़ाकर तैयार होता है।</translation>
        </message>
        <message>
            <source>An eruption can complete a group far from the bowl you play; the second needs patience.</source>
            <translation>विस्फोट उस कटोरी से दूर भी मेल पूरा कर सकता है जिससे आप चाल चलते हैं; दूसरे मेल के लिए धैर्य चाहिए।</translation>
        </message>
        <message>
            <source>Another colour's group comes first, and an eruption carries stones where no move could.</source>
            <translation>पहले किसी दूसरे रंग का मेल बनता है, और विस्फोट पत्थरों को वहाँ ले जाता है जहाँ कोई चाल नहीं ले जा सकती।</translation>
        </message>
        <message>
            <source>Plan a run of moves where each sowing sets up the next match.</source>
            <translation>चालों का ऐसा सिलसिला सोचें जिसमें हर चाल अगला मेल तैयार करे।</translation>
        </message>
        <message>
            <source>Two groups finished by one sowing score double: line both up first.</source>
            <translation>एक ही चाल से पूरे हुए दो मेल दोगुने अंक देते हैं: पहले दोनों तैयार करें।</translation>
        </message>
        <message>
            <source>An eruption reaches bowls no move can: let it scatter first, then make two groups in turn.</source>
            <translation>विस्फोट उन कटोरियों तक पहुँचता है जहाँ कोई चाल नहीं पहुँचती: पहले उसे बिखेरने दें, फिर बारी-बारी से दो मेल बनाएँ।</translation>
        </message>
        <message>
            <source>Removing what is in the way can open a bigger finish.</source>
            <translation>रास्ते की रुकावट हटाने से बड़ा अंत खुल सकता है।</translation>
        </message>
        <message>
            <source>Count where every stone of the final sowing lands before you set it up.</source>
            <translation>तैयारी से पहले गिनें कि आखिरी चाल का हर पत्थर कहाँ गिरेगा।</translation>
        </message>
        <message>
            <source>Work out where each stone of a sowing lands before you play it.</source>
            <translation>चाल से पहले तय करें कि उसका हर पत्थर कहाँ गिरेगा।</translation>
        </message>
        <message>
            <source>A sowing that lands in two prepared bowls collects twice.</source>
            <translation>दो तैयार कटोरियों में गिरने वाली चाल दो बार इकट्ठा करती है।</translation>
        </message>
        <message>
            <source>Prepare both groups before the move that finishes them.</source>
            <translation>उन्हें पूरा करने वाली चाल से पहले दोनों मेल तैयार करें।</translation>
        </message>
        <message>
            <source>Ash and Blocker</source>
            <translation>राख और अवरोधक</translation>
        </message>
        <message>
            <source>Wild Start</source>
            <translation>वाइल्ड शुरुआत</translation>
        </message>
        <message>
            <source>Double Frost</source>
            <translation>दोहरा पाला</translation>
        </message>
        <message>
            <source>Purple Parade</source>
            <translation>बैंगनी परेड</translation>
        </message>
        <message>
            <source>Green Gate</source>
            <translation>हरा द्वार</translation>
        </message>
        <message>
            <source>Green Gather</source>
            <translation>हरा जमावड़ा</translation>
        </message>
        <message>
            <source>Volcano Clean-up</source>
            <translation>ज्वालामुखी सफ़ाई</translation>
        </message>
        <message>
            <source>Double Finish</source>
            <translation>दोहरा अंत</translation>
        </message>
        <message>
            <source>Two by Two</source>
            <translation>दो-दो करके</translation>
        </message>
        <message>
            <source>Green Then Red</source>
            <translation>पहले हरा, फिर लाल</translation>
        </message>
        <message>
            <source>Red Before Yellow</source>
            <translation>पीले से पहले लाल</translation>
        </message>
        <message>
            <source>Sixty Steps</source>
            <translation>साठ कदम</translation>
        </message>
        <message>
            <source>Reverse Ignition</source>
            <translation>उलटा प्रज्वलन</translation>
        </message>
        <message>
            <source>Yellow Lava</source>
            <translation>पीला लावा</translation>
        </message>
        <message>
            <source>Purple Pilgrims</source>
            <translation>बैंगनी तीर्थयात्री</translation>
        </message>
        <message>
            <source>Wild Combo</source>
            <translation>वाइल्ड कॉम्बो</translation>
        </message>
        <message>
            <source>Green Spark</source>
            <translation>हरी चिंगारी</translation>
        </message>
        <message>
            <source>Double or Nothing</source>
            <translation>दोगुना या कुछ नहीं</translation>
        </message>
        <message>
            <source>Patient Combo</source>
            <translation>धैर्य वाला कॉम्बो</translation>
        </message>
        <message>
            <source>Last Blocker</source>
            <translation>आखिरी अवरोधक</translation>
        </message>
        <message>
            <source>Blocked Mirror</source>
            <translation>अटका दर्पण</translation>
        </message>
        <message>
            <source>Purple Pilgrimage</source>
            <translation>बैंगनी तीर्थयात्रा</translation>
        </message>
        <message>
            <source>Volcano Harvest</source>
            <translation>ज्वालामुखी की सौगात</translation>
        </message>
        <message>
            <source>Bonus Round</source>
            <translation>बोनस दौर</translation>
        </message>
        <message>
            <source>Seven at Most</source>
            <translation>अधिकतम सात</translation>
        </message>
        <message>
            <source>Two Wilds, One Stone</source>
            <translation>दो वाइल्ड, एक पत्थर</translation>
        </message>
        <message>
            <source>Past the Ice</source>
            <translation>जमी कटोरी के पार</translation>
        </message>
        <message>
            <source>Frozen Pair</source>
            <translation>जमा जोड़ा</translation>
        </message>
        <message>
            <source>Wild Waiting</source>
            <translation>इंतज़ार करता वाइल्ड</translation>
        </message>
        <message>
            <source>Three at Once</source>
            <translation>एक साथ तीन</translation>
        </message>
        <message>
            <source>Four at Once</source>
            <translation>एक साथ चार</translation>
        </message>
        <message>
            <source>Ready to Blow</source>
            <translation>फूटने को तैयार</translation>
        </message>
        <message>
            <source>Purples, then Blues</source>
            <translation>पहले बैंगनी, फिर नीले</translation>
        </message>
        <message>
            <source>Clear for the Bonus</source>
            <translation>बोनस के लिए सफ़ाई</translation>
        </message>
        <message>
            <source>Big Finish</source>
            <translation>शानदार अंत</translation>
        </message>
        <message>
            <source>Six Reds</source>
            <translation>छह लाल</translation>
        </message>
        <message>
            <source>Reverse Combo</source>
            <translation>उलटी दिशा से कॉम्बो</translation>
        </message>
        <message>
            <source>Reds Meet Blues</source>
            <translation>लाल और नीले का मेल</translation>
        </message>
        <message>
            <source>One Left Over</source>
            <translation>एक बचा रहे</translation>
        </message>
        <message>
            <source>Red Twice</source>
            <translation>दो बार लाल</translation>
        </message>
        <message>
            <source>Purple Twice</source>
            <translation>दो बार बैंगनी</translation>
        </message>
        <message>
            <source>Blue Double</source>
            <translation>नीला दोहरा</translation>
        </message>
        <message>
            <source>Three in a Row</source>
            <translation>लगातार तीन</translation>
        </message>
        <message>
            <source>Volcano Finale</source>
            <translation>ज्वालामुखी का समापन</translation>
        </message>
        <message>
            <source>Reverse and Blocker</source>
            <translation>उलटी दिशा और अवरोधक</translation>
        </message>
        <message>
            <source>Two wilds can complete a single stone of any colour.</source>
            <translation>दो वाइल्ड किसी भी रंग के अकेले पत्थर का मेल पूरा कर सकते हैं।</translation>
        </message>
        <message>
            <source>Four bowls matching in one move score four times the points.</source>
            <translation>एक चाल में चार कटोरियों में मेल बने तो अंक चार गुना मिलते हैं।</translation>
        </message>
        <message>
            <source>A volcano holding six stones erupts after any move, even one far from it.</source>
            <translation>छह पत्थरों वाला ज्वालामुखी किसी भी चाल के बाद फूटता है, चाहे चाल उससे दूर हो।</translation>
        </message>
        <message>
            <source>Gather the purples in bowl 3, then let its blue join the pair.</source>
            <translation>बैंगनी पत्थर कटोरी 3 में इकट्ठा करें, फिर उसके नीले को जोड़े से मिलाएँ।</translation>
        </message>
        <message>
            <source>Finish the yellows first, then move a red into the pair.</source>
            <translation>पहले पीले पूरे करें, फिर एक लाल को जोड़े में पहुँचाएँ।</translation>
        </message>
        <message>
            <source>Purple Pursuit</source>
            <translation>बैंगनी का पीछा</translation>
        </message>
        <message>
            <source>Slow Volcano</source>
            <translation>धीमा ज्वालामुखी</translation>
        </message>
        <message>
            <source>Each stone lands one bowl further clockwise: the second lands two bowls on.</source>
            <translation>हर पत्थर घड़ी की दिशा में एक कटोरी आगे गिरता है: दूसरा दो कटोरी आगे।</translation>
        </message>
        <message>
            <source>Empty the whole board: that is a Perfect Clear.</source>
            <translation>पूरा बोर्ड खाली करें: यही पूर्ण सफ़ाई है।</translation>
        </message>
        <message>
            <source>Every stone in a group scores 10 points. Make two groups.</source>
            <translation>मेल के हर पत्थर के 10 अंक मिलते हैं। दो मेल बनाएँ।</translation>
        </message>
        <message>
            <source>Leave at most three stones on the board.</source>
            <translation>बोर्ड पर अधिकतम तीन पत्थर छोड़ें।</translation>
        </message>
        <message>
            <source>Groups in two bowls from one move make a combo.</source>
            <translation>एक चाल से दो कटोरियों में मेल बनें तो कॉम्बो बनता है।</translation>
        </message>
        <message>
            <source>A bowl can collect its group over two moves.</source>
            <translation>कोई कटोरी दो चालों में अपना मेल जुटा सकती है।</translation>
        </message>
        <message>
            <source>Spread one bowl so that the next move completes a group.</source>
            <translation>एक कटोरी ऐसे बाँटें कि अगली चाल मेल पूरा कर दे।</translation>
        </message>
        <message>
            <source>A wild stone completes any colour that already has two.</source>
            <translation>वाइल्ड किसी भी ऐसे रंग को पूरा करता है जिसके पहले से दो पत्थर हों।</translation>
        </message>
        <message>
            <source>A blocker never matches. A group in the next bowl removes it.</source>
            <translation>अवरोधक कभी मेल नहीं बनाता। पड़ोसी कटोरी का मेल उसे हटा देता है।</translation>
        </message>
        <message>
            <source>Blockers leave when a bowl beside them makes a group.</source>
            <translation>बगल की कटोरी में मेल बनते ही अवरोधक चले जाते हैं।</translation>
        </message>
        <message>
            <source>A reverse bowl sows counter-clockwise.</source>
            <translation>उलटी दिशा वाली कटोरी घड़ी की उलटी दिशा में बाँटती है।</translation>
        </message>
        <message>
            <source>A frozen bowl cannot be picked, but it still receives stones.</source>
            <translation>जमी कटोरी चुनी नहीं जा सकती, पर वह पत्थर फिर भी पाती है।</translation>
        </message>
        <message>
            <source>A volcano with six stones erupts and sows them clockwise.</source>
            <translation>छह पत्थरों वाला ज्वालामुखी फूटता है और उन्हें घड़ी की दिशा में बाँटता है।</translation>
        </message>
        <message>
            <source>An eruption can land a stone where a pair is waiting.</source>
            <translation>विस्फोट किसी पत्थर को वहाँ गिरा सकता है जहाँ एक जोड़ा इंतज़ार कर रहा हो।</translation>
        </message>
        <message>
            <source>First a red steps aside; then spread the fullest bowl and a purple follows.</source>
            <translation>पहले एक लाल हटता है; फिर सबसे भरी कटोरी से बाँटें, और एक बैंगनी पीछे आता है।</translation>
        </message>
        <message>
            <source>Two groups at once, then the last greens empty the board for the bonus.</source>
            <translation>एक साथ दो मेल, फिर आखिरी हरे बोर्ड खाली करके बोनस दिलाते हैं।</translation>
        </message>
        <message>
            <source>Empty the board at the end: a Perfect Clear is worth 100 points.</source>
            <translation>आखिर में बोर्ड खाली करें: पूर्ण सफ़ाई 100 अंक की है।</translation>
        </message>
        <message>
            <source>Let the reverse bowl throw its yellow back, then carry it on to the pair.</source>
            <translation>उलटी दिशा वाली कटोरी को अपना पीला पीछे फेंकने दें, फिर उसे जोड़े तक ले जाएँ।</translation>
        </message>
        <message>
            <source>Start with the reverse bowl; the last move finishes two groups at once.</source>
            <translation>उलटी दिशा वाली कटोरी से शुरू करें; आखिरी चाल एक साथ दो मेल पूरे करती है।</translation>
        </message>
        <message>
            <source>Erupt first: the red lands on its pair; then clear the rest by the blocker.</source>
            <translation>पहले विस्फोट कराएँ: लाल अपने जोड़े पर गिरता है; फिर बाकी को अवरोधक के पास साफ़ करें।</translation>
        </message>
        <message>
            <source>Finish both the greens and the blues; one stone may stay.</source>
            <translation>हरे और नीले दोनों पूरे करें; एक पत्थर बचा रह सकता है।</translation>
        </message>
        <message>
            <source>Erupt to spread the yellows, then gather them in one bowl.</source>
            <translation>विस्फोट से पीले बिखेरें, फिर उन्हें एक कटोरी में इकट्ठा करें।</translation>
        </message>
        <message>
            <source>Erupt from the reverse bowl, then gather the purples.</source>
            <translation>उलटी दिशा वाली कटोरी से विस्फोट कराएँ, फिर बैंगनी इकट्ठा करें।</translation>
        </message>
        <message>
            <source>Pair blues, yellows and reds side by side, then sow once to finish all three.</source>
            <translation>नीले, पीले और लाल के जोड़े पास-पास बनाएँ, फिर एक बार बाँटकर तीनों मेल पूरे करें।</translation>
        </message>
        <message>
            <source>Move the greens along patiently; the yellows in bowl 9 wait for the end.</source>
            <translation>हरों को धैर्य से आगे बढ़ाएँ; कटोरी 9 के पीले अंत तक इंतज़ार करते हैं।</translation>
        </message>
        <message>
            <source>Erupt, then line up the blues and the greens side by side.</source>
            <translation>विस्फोट कराएँ, फिर नीले और हरे पास-पास लगाएँ।</translation>
        </message>
        <message>
            <source>Feed the volcano from the bowl before it: its purple lands on a pair.</source>
            <translation>ज्वालामुखी को उससे पहले वाली कटोरी से भरें: उसका बैंगनी एक जोड़े पर गिरता है।</translation>
        </message>
        <message>
            <source>Yellow Meets Red</source>
            <translation>पीला मिले लाल से</translation>
        </message>
        <message>
            <source>Back onto the Greens</source>
            <translation>वापस हरों पर</translation>
        </message>
        <message>
            <source>Wild Pair</source>
            <translation>वाइल्ड जोड़ा</translation>
        </message>
        <message>
            <source>Red Relay, Wild Finish</source>
            <translation>लाल रिले, वाइल्ड अंत</translation>
        </message>
        <message>
            <source>Yellow Round the Top</source>
            <translation>ऊपर से घूमता पीला</translation>
        </message>
        <message>
            <source>Green after Yellow</source>
            <translation>पीले के बाद हरा</translation>
        </message>
        <message>
            <source>One After Another</source>
            <translation>एक के बाद एक</translation>
        </message>
        <message>
            <source>Walk the Ring</source>
            <translation>घेरे की सैर</translation>
        </message>
        <message>
            <source>Two Red Groups</source>
            <translation>लाल के दो मेल</translation>
        </message>
        <message>
            <source>Red and Yellow Apart</source>
            <translation>अलग-अलग लाल और पीला</translation>
        </message>
        <message>
            <source>Round the Corner</source>
            <translation>मोड़ के पार</translation>
        </message>
        <message>
            <source>Red Pairs</source>
            <translation>लाल जोड़े</translation>
        </message>
        <message>
            <source>Over the Top</source>
            <translation>ऊपर के पार</translation>
        </message>
        <message>
            <source>Blues can leapfrog each other until three share a bowl.</source>
            <translation>नीले एक-दूसरे के ऊपर से कूद सकते हैं, जब तक तीन एक कटोरी में न आ जाएँ।</translation>
        </message>
        <message>
            <source>Light the volcano at once, then walk the reds together.</source>
            <translation>ज्वालामुखी तुरंत सुलगाएँ, फिर लालों को साथ ले आएँ।</translation>
        </message>
        <message>
            <source>The eruption sends a green to the wild; finish the reds after.</source>
            <translation>विस्फोट एक हरे को वाइल्ड तक भेजता है; उसके बाद लाल पूरे करें।</translation>
        </message>
        <message>
            <source>Park a yellow in bowl 0: the eruption sends another, one more follows.</source>
            <translation>कटोरी 0 में एक पीला रखें: विस्फोट दूसरा भेजता है, फिर एक और आता है।</translation>
        </message>
        <message>
            <source>Save greens and yellows for one last double that empties the board.</source>
            <translation>हरे और पीले बचाकर रखें, एक आखिरी दोहरे के लिए जो बोर्ड खाली कर दे।</translation>
        </message>
        <message>
            <source>Push the blocker into the volcano: the eruption throws it by the reds.</source>
            <translation>अवरोधक को ज्वालामुखी में धकेलें: विस्फोट उसे लालों के पास फेंक देगा।</translation>
        </message>
        <message>
            <source>Use the wild at once, then walk the purples together.</source>
            <translation>वाइल्ड का तुरंत इस्तेमाल करें, फिर बैंगनी साथ लाएँ।</translation>
        </message>
        <message>
            <source>Line up a blue and a green to land on both frozen bowls at once.</source>
            <translation>एक नीला और एक हरा ऐसे लगाएँ कि दोनों जमी कटोरियों में एक साथ गिरें।</translation>
        </message>
        <message>
            <source>The greens must clear before the yellows can gather.</source>
            <translation>पीले जुटें, उससे पहले हरों का हटना ज़रूरी है।</translation>
        </message>
        <message>
            <source>The reverse bowl sows back towards the reds: bring every stone together.</source>
            <translation>उलटी दिशा वाली कटोरी लालों की ओर पीछे बाँटती है: हर पत्थर को इकट्ठा करें।</translation>
        </message>
        <message>
            <source>The greens gather at the far end: keep sowing them forward.</source>
            <translation>हरे दूर वाले छोर पर जुटते हैं: उन्हें आगे बाँटते रहें।</translation>
        </message>
        <message>
            <source>After the eruption, bring reds and greens together at the end.</source>
            <translation>विस्फोट के बाद आखिर में लाल और हरे साथ लाएँ।</translation>
        </message>
        <message>
            <source>First the reds, then the greens: each needs a helper.</source>
            <translation>पहले लाल, फिर हरे: दोनों को एक मददगार चाहिए।</translation>
        </message>
        <message>
            <source>Both colours meet in the last move: plan the greens first.</source>
            <translation>दोनों रंग आखिरी चाल में मिलते हैं: पहले हरों की योजना बनाएँ।</translation>
        </message>
        <message>
            <source>Gather three reds where a yellow waits, then send that yellow on to the wild.</source>
            <translation>जहाँ एक पीला इंतज़ार करता है वहाँ तीन लाल इकट्ठा करें, फिर उस पीले को वाइल्ड तक भेजें।</translation>
        </message>
        <message>
            <source>Score the purples midway, then set up the greens.</source>
            <translation>बीच में बैंगनी पत्थरों का मेल बनाकर अंक लें, फिर हरे तैयार करें।</translation>
        </message>
        <message>
            <source>Reds must group twice: plan the second group while you make the first.</source>
            <translation>लालों को दो बार मेल बनाना है: पहला बनाते समय दूसरे की योजना बनाएँ।</translation>
        </message>
        <message>
            <source>The reverse bowl can feed the volcano behind it.</source>
            <translation>उलटी दिशा वाली कटोरी अपने पीछे वाले ज्वालामुखी को भर सकती है।</translation>
        </message>
        <message>
            <source>Carry the wild along, bowl by bowl, until it meets the blues.</source>
            <translation>वाइल्ड को कटोरी-दर-कटोरी आगे ले चलें, जब तक वह नीलों से न मिले।</translation>
        </message>
        <message>
            <source>The eruption finishes the greens; carry the blocker to the blues.</source>
            <translation>विस्फोट हरे पूरे करता है; अवरोधक को नीलों तक ले जाएँ।</translation>
        </message>
        <message>
            <source>Yellows, then blues, then greens: each match laid up by the sowing before it.</source>
            <translation>पीले, फिर नीले, फिर हरे: हर मेल को उससे पहले की चाल तैयार करती है।</translation>
        </message>
        <message>
            <source>Two blue groups: one on the ice, one two bowls further on.</source>
            <translation>नीले के दो मेल: एक बर्फ़ पर, दूसरा दो कटोरी आगे।</translation>
        </message>
        <message>
            <source>Score 120 with one double: greens and blues must finish together.</source>
            <translation>एक दोहरे से 120 अंक बनाएँ: हरे और नीले साथ पूरे होने चाहिए।</translation>
        </message>
        <message>
            <source>The blocker leaves only when the purples finish beside it.</source>
            <translation>अवरोधक तभी जाता है जब उसके बगल में बैंगनी पूरे हों।</translation>
        </message>
        <message>
            <source>Reds and yellows finish together, and the blocker leaves with them.</source>
            <translation>लाल और पीले साथ पूरे होते हैं, और अवरोधक भी उनके साथ चला जाता है।</translation>
        </message>
        <message>
            <source>Erupt at once and harvest reds, then purples.</source>
            <translation>तुरंत विस्फोट कराएँ और लाल बटोरें, फिर बैंगनी।</translation>
        </message>
        <message>
            <source>The blues wait in bowl 6: bring it two more purples, one by one.</source>
            <translation>नीले कटोरी 6 में इंतज़ार करते हैं: उसमें दो और बैंगनी एक-एक करके लाएँ।</translation>
        </message>
        <message>
            <source>Reds meet in the reverse bowl first; the yellows finish by the blocker.</source>
            <translation>लाल पहले उलटी दिशा वाली कटोरी में मिलते हैं; पीले अवरोधक के पास पूरे होते हैं।</translation>
        </message>
        <message>
            <source>Erupt early; a blue and a yellow pair finish together at the end.</source>
            <translation>जल्दी विस्फोट कराएँ; आखिर में एक नीला जोड़ा और एक पीला जोड़ा साथ पूरे होते हैं।</translation>
        </message>
        <message>
            <source>Lava and Wild</source>
            <translation>लावा और वाइल्ड</translation>
        </message>
        <message>
            <source>Herding Greens</source>
            <translation>हरे पत्थरों को हाँकना</translation>
        </message>
        <message>
            <source>Lava Triple</source>
            <translation>लावा की तिकड़ी</translation>
        </message>
        <message>
            <source>Lava Pairs</source>
            <translation>लावा के जोड़े</translation>
        </message>
        <message>
            <source>Frozen Yellows</source>
            <translation>जमे पीले</translation>
        </message>
        <message>
            <source>Neighbours Unblock</source>
            <translation>पड़ोसी रास्ता खोलें</translation>
        </message>
        <message>
            <source>Blocker Adrift</source>
            <translation>भटकता अवरोधक</translation>
        </message>
        <message>
            <source>Yellow Fuse</source>
            <translation>पीला फ़्यूज़</translation>
        </message>
        <message>
            <source>Two Volcanoes</source>
            <translation>दो ज्वालामुखी</translation>
        </message>
        <message>
            <source>Erupt the volcano; then build red, blue, green in one bowl before the wild and the greens.</source>
            <translation>ज्वालामुखी में विस्फोट कराएँ; फिर वाइल्ड और हरों से पहले की एक कटोरी में लाल, नीला, हरा क्रम से जुटाएँ।</translation>
        </message>
        <message>
            <source>Set off the volcano with the green beside the top; herd the greens with the reverse bowl.</source>
            <translation>सबसे ऊपर वाली कटोरी के पास के हरे से ज्वालामुखी में विस्फोट कराएँ; उलटी दिशा वाली कटोरी से हरे इकट्ठा करें।</translation>
        </message>
        <message>
            <source>Gather two purples and a red in the bowl before the volcano; one sowing sets it off.</source>
            <translation>ज्वालामुखी से पहले वाली कटोरी में दो बैंगनी और एक लाल जुटाएँ; एक बार बाँटते ही वह फूट पड़ेगा।</translation>
        </message>
        <message>
            <source>After the eruption, build one bowl holding a green, then a blue, just before the pairs.</source>
            <translation>विस्फोट के बाद जोड़ों से ठीक पहले की कटोरी में पहले हरा, फिर नीला पत्थर रखें।</translation>
        </message>
        <message>
            <source>Carry a yellow round to the volcano as its sixth stone; then fill the frozen bowl.</source>
            <translation>एक पीला पत्थर घुमाकर ज्वालामुखी तक छठे पत्थर के रूप में ले जाएँ; फिर जमी कटोरी भरें।</translation>
        </message>
        <message>
            <source>Walk the yellows bowl by bowl up to the volcano; then line up greens and yellows.</source>
            <translation>पीलों को कटोरी-दर-कटोरी ज्वालामुखी तक ले जाएँ; फिर हरे और पीले एक कतार में लगाएँ।</translation>
        </message>
        <message>
            <source>Let an eruption lay the pairs; then one sowing finishes the wild's group and another.</source>
            <translation>विस्फोट को जोड़े बिछाने दें; फिर एक ही बार बाँटने से वाइल्ड वाला मेल और एक दूसरा मेल पूरे होते हैं।</translation>
        </message>
        <message>
            <source>The greens lie scattered: an eruption and a reverse bowl can bring three together.</source>
            <translation>हरे पत्थर बिखरे हैं: एक विस्फोट और एक उलटी दिशा वाली कटोरी तीन को साथ ला सकते हैं।</translation>
        </message>
        <message>
            <source>A blocker leaves only when a neighbour matches: match both bowls in one sowing.</source>
            <translation>अवरोधक तभी हटता है जब पड़ोसी कटोरी में मेल बने: एक ही बार बाँटकर दोनों कटोरियों में मेल बनाएँ।</translation>
        </message>
        <message>
            <source>A volcano scatters its blocker too: carry it beside the group that will clear it.</source>
            <translation>ज्वालामुखी अपना अवरोधक भी बिखेर देता है: उसे उस मेल के पास ले जाएँ जो उसे हटाएगा।</translation>
        </message>
        <message>
            <source>Bring the volcano its sixth stone the long way: what it scatters sets up a double.</source>
            <translation>ज्वालामुखी का छठा पत्थर लंबे रास्ते से लाएँ: वह जो बिखेरता है, उससे दोहरा मेल तैयार होता है।</translation>
        </message>
        <message>
            <source>A volcano you play does not erupt: empty one and fill the other.</source>
            <translation>जिस ज्वालामुखी से आप चाल चलते हैं वह नहीं फूटता: एक को खाली करें, दूसरे को भरें।</translation>
        </message>
        <message>
            <source>A volcano's stones land in order: line each pair up where its colour will fall.</source>
            <translation>ज्वालामुखी के पत्थर क्रम से गिरते हैं: हर जोड़ा वहाँ रखें जहाँ उसका रंग गिरेगा।</translation>
        </message>
        <message>
            <source>Let the volcano scatter its stones first: the pairs it leaves want one sowing.</source>
            <translation>पहले ज्वालामुखी को अपने पत्थर बिखेरने दें: जो जोड़े बचते हैं, उनके लिए एक बार बाँटना काफ़ी है।</translation>
        </message>
        <message>
            <source>The frozen bowl cannot move, so its yellows must come to it: an eruption brings one.</source>
            <translation>जमी कटोरी हिल नहीं सकती, इसलिए पीले उसी तक पहुँचाने होंगे: एक पीला विस्फोट लाता है।</translation>
        </message>
        <message>
            <source>Put a red and the wild with the blocker, blues beside it; one sowing ends both.</source>
            <translation>अवरोधक वाली कटोरी में एक लाल और वाइल्ड, उसके पास नीले रखें; एक बार बाँटना दोनों निपटा देगा।</translation>
        </message>
        <message>
            <source>Erupt the volcano early; then bring the blocker and the last yellow over the top together.</source>
            <translation>ज्वालामुखी में जल्दी विस्फोट कराएँ; फिर अवरोधक और आखिरी पीले को साथ-साथ ऊपर से पार ले जाएँ।</translation>
        </message>
        <message>
            <source>Empty one volcano by playing it; its stones bring the other within one of erupting.</source>
            <translation>एक ज्वालामुखी से चाल चलकर उसे खाली करें; उसके पत्थर दूसरे को फूटने से बस एक पत्थर दूर कर देते हैं।</translation>
        </message>
        <message>
            <source>Every stone of the goal's colour must leave in a group; the others only help.</source>
            <translation>लक्ष्य के रंग का हर पत्थर किसी मेल में हटना चाहिए; बाकी पत्थर सिर्फ़ मदद करते हैं।</translation>
        </message>
        <message>
            <source>Only groups of the goal's colour count towards the goal.</source>
            <translation>लक्ष्य में सिर्फ़ लक्ष्य के रंग के मेल गिने जाते हैं।</translation>
        </message>
        <message>
            <source>A move that makes groups in several bowls multiplies the points of every stone.</source>
            <translation>जो चाल कई कटोरियों में मेल बनाए, वह हर पत्थर के अंक गुणा कर देती है।</translation>
        </message>
        <message>
            <source>One move must make groups in several bowls at once.</source>
            <translation>एक ही चाल को कई कटोरियों में एक साथ मेल बनाने हैं।</translation>
        </message>
        <message>
            <source>Only groups take stones off the board: count how many each group removes.</source>
            <translation>बोर्ड से पत्थर सिर्फ़ मेल हटाते हैं: गिनें कि हर मेल कितने हटाता है।</translation>
        </message>
        <message>
            <source>Every stone must leave: the order of the groups decides if the last ones can form.</source>
            <translation>हर पत्थर को हटना है: मेलों का क्रम तय करता है कि आखिरी मेल अब भी बन सकते हैं या नहीं।</translation>
        </message>
        <message>
            <source>The first moves make no group; they line up bowls that the last move completes.</source>
            <translation>पहली चालें कोई मेल नहीं बनातीं; वे कटोरियाँ तैयार करती हैं जिन्हें आखिरी चाल पूरा करती है।</translation>
        </message>
        <message>
            <source>The first moves make no group; they prepare one bowl that the last move completes.</source>
            <translation>पहली चालें कोई मेल नहीं बनातीं; वे एक कटोरी तैयार करती हैं जिसे आखिरी चाल पूरा करती है।</translation>
        </message>
        <message>
            <source>Groups leave in more than one move: the order in which they go matters.</source>
            <translation>मेल एक से ज़्यादा चालों में हटते हैं: किस क्रम में हटते हैं, यह मायने रखता है।</translation>
        </message>
        <message>
            <source>One move empties the whole board, which earns the perfect clear bonus.</source>
            <translation>एक चाल पूरा बोर्ड खाली कर देती है, जिससे पूर्ण सफ़ाई का बोनस मिलता है।</translation>
        </message>
        <message>
            <source>A wild completes a group on the way: decide which colour it should serve.</source>
            <translation>रास्ते में एक वाइल्ड कोई मेल पूरा करता है: तय करें कि वह किस रंग के काम आए।</translation>
        </message>
        <message>
            <source>A blocker leaves the board only when a bowl next to it makes a group.</source>
            <translation>अवरोधक बोर्ड से तभी हटता है जब उसके बगल की कटोरी में मेल बने।</translation>
        </message>
        <message>
            <source>The solution plays a reverse bowl: its stones travel counter-clockwise.</source>
            <translation>हल में उलटी दिशा वाली एक कटोरी से बाँटा जाता है: उसके पत्थर घड़ी की उलटी दिशा में चलते हैं।</translation>
        </message>
        <message>
            <source>The frozen bowl cannot be chosen, yet its stones take part: fill it from outside.</source>
            <translation>जमी कटोरी चुनी नहीं जा सकती, फिर भी उसके पत्थर काम आते हैं: उसे बाहर से भरें।</translation>
        </message>
        <message>
            <source>A volcano erupts on the way: with six or more stones after a move, it sows them again.</source>
            <translation>रास्ते में एक ज्वालामुखी फूटता है: किसी चाल के बाद छह या अधिक पत्थर हों तो वह उन्हें फिर से बाँटता है।</translation>
        </message>
        <message>
            <source>A group made by an eruption counts in the same move: let the volcano finish the work.</source>
            <translation>विस्फोट से बना मेल उसी चाल में गिना जाता है: काम ज्वालामुखी को पूरा करने दें।</translation>
        </message>
        <message numerus="yes">
            <source>You solved it with as few as %n hint(s).</source>
            <translation>
                <numerusform>सबसे कम संकेतों वाले हल में %n संकेत लगा।</numerusform>
                <numerusform>सबसे कम संकेतों वाले हल में %n संकेत लगे।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>✓ Solved · best %n moves</source>
            <translation>
                <numerusform>✓ हल · सबसे कम %n चाल</numerusform>
                <numerusform>✓ हल · सबसे कम %n चालें</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Slow</source>
            <translation>धीमी</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>सामान्य</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>तेज़</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>बहुत तेज़</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>सेटिंग</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>भाषा (&amp;L)</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>थीम</translation>
        </message>
        <message>
            <source>&amp;Move preview</source>
            <translation>चाल का पूर्वानुमान (&amp;M)</translation>
        </message>
        <message>
            <source>Shows on the board and beside it what the selected bowl would do: where its stones land, groups, eruptions, overflow, points and combo.</source>
            <translation>चुनी गई कटोरी क्या करेगी, यह बोर्ड पर और उसके पास दिखाता है: उसके पत्थर कहाँ गिरेंगे, मेल, विस्फोट, क्षमता पार, अंक और कॉम्बो।</translation>
        </message>
        <message>
            <source>Colour &amp;symbols on stones</source>
            <translation>पत्थरों पर रंग के चिह्न (&amp;S)</translation>
        </message>
        <message>
            <source>A&amp;bout Twelve Bowls…</source>
            <translation>‘बारह कटोरियाँ’ के बारे में (&amp;B)…</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>एनिमेशन की गति (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>कम हलचल (&amp;R)</translation>
        </message>
        <message>
            <source>Changes apply now, but they cannot be saved on this device.</source>
            <translation>बदलाव अभी लागू होते हैं, पर इस डिवाइस पर सहेजे नहीं जा सकते।</translation>
        </message>
        <message numerus="yes">
            <source>Unlocks after %n more achievement(s).</source>
            <translation>
                <numerusform>%n और उपलब्धि मिलने पर खुलेगी।</numerusform>
                <numerusform>%n और उपलब्धियाँ मिलने पर खुलेगी।</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SolutionSteps</name>
        <message>
            <source>◀ Back</source>
            <translation>◀ पीछे</translation>
        </message>
        <message>
            <source>Previous move of the solution</source>
            <translation>हल की पिछली चाल</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>जारी रखें</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>विराम</translation>
        </message>
        <message>
            <source>Continue the solution</source>
            <translation>हल जारी रखें</translation>
        </message>
        <message>
            <source>Pause the solution</source>
            <translation>हल रोकें</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>आगे ▶</translation>
        </message>
        <message>
            <source>Next move of the solution</source>
            <translation>हल की अगली चाल</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>रोकें</translation>
        </message>
        <message>
            <source>Stop the solution</source>
            <translation>हल दिखाना बंद करें</translation>
        </message>
        <message>
            <source>Solution</source>
            <translation>हल</translation>
        </message>
        <message>
            <source>Solution, move 0 of %1: the start.</source>
            <translation>हल, %1 में से चाल 0: शुरुआत।</translation>
        </message>
        <message>
            <source>Solution, move %1 of %2: bowl %3.</source>
            <translation>हल, %2 में से चाल %1: कटोरी %3।</translation>
        </message>
        <message>
            <source>Paused.</source>
            <translation>रुका हुआ है।</translation>
        </message>
    </context>
    <context>
        <name>SoundSettings</name>
        <message>
            <source>Sound on</source>
            <translation>ध्वनि चालू</translation>
        </message>
        <message>
            <source>Sound off</source>
            <translation>ध्वनि बंद</translation>
        </message>
        <message>
            <source>Sound on, but no sound output was found</source>
            <translation>ध्वनि चालू है, पर कोई ध्वनि आउटपुट नहीं मिला</translation>
        </message>
        <message>
            <source>the file is larger than 2 MB</source>
            <translation>फ़ाइल 2 MB से बड़ी है</translation>
        </message>
        <message>
            <source>the file is not a readable WAV file</source>
            <translation>फ़ाइल पढ़ने योग्य WAV फ़ाइल नहीं है</translation>
        </message>
        <message>
            <source>only 16-bit mono or stereo PCM files are played</source>
            <translation>केवल 16-बिट मोनो या स्टीरियो PCM फ़ाइलें चलाई जाती हैं</translation>
        </message>
        <message>
            <source>the sample rate is outside 8 to 96 kHz</source>
            <translation>सैंपल दर 8 से 96 kHz के बाहर है</translation>
        </message>
        <message>
            <source>the sound is longer than 4 seconds</source>
            <translation>ध्वनि 4 सेकंड से लंबी है</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>ध्वनि</translation>
        </message>
        <message>
            <source>Sound &amp;effects (M mutes them during a game)</source>
            <translation>खेल की ध्वनियाँ (&amp;E) (खेलते समय M इन्हें बंद करता है)</translation>
        </message>
        <message>
            <source>Effects &amp;volume</source>
            <translation>ध्वनियों की आवाज़ (&amp;V)</translation>
        </message>
        <message>
            <source>Effects volume</source>
            <translation>ध्वनियों की आवाज़</translation>
        </message>
        <message>
            <source>No sound output was found: the game plays on silently.</source>
            <translation>कोई ध्वनि आउटपुट नहीं मिला: खेल बिना ध्वनि के चलता रहता है।</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>Your profile (settings, records and progress) was damaged and has been restored from its backup copy. The damaged file was kept as %1.</source>
            <translation>आपकी प्रोफ़ाइल (सेटिंग, रिकॉर्ड और प्रगति) खराब हो गई थी और उसकी बैकअप प्रति से वापस लाई गई है। खराब फ़ाइल %1 के रूप में रखी गई है।</translation>
        </message>
        <message>
            <source>Your profile (settings, records and progress) could not be read and there was no good backup, so it starts afresh. The damaged file was kept as %1.</source>
            <translation>आपकी प्रोफ़ाइल (सेटिंग, रिकॉर्ड और प्रगति) पढ़ी नहीं जा सकी और कोई सही बैकअप नहीं था, इसलिए वह नए सिरे से शुरू होती है। खराब फ़ाइल %1 के रूप में रखी गई है।</translation>
        </message>
        <message>
            <source>Your profile was saved by a newer version of Twelve Bowls. This version leaves it untouched and will not save settings or progress.</source>
            <translation>आपकी प्रोफ़ाइल ‘बारह कटोरियाँ’ के नए संस्करण से सहेजी गई थी। यह संस्करण उसे नहीं छूता और सेटिंग या प्रगति नहीं सहेजेगा।</translation>
        </message>
        <message>
            <source>Your paused game was damaged and has been restored from its backup copy; the last move may need to be played again. The damaged file was kept as %1.</source>
            <translation>आपका रुका हुआ खेल खराब हो गया था और उसकी बैकअप प्रति से वापस लाया गया है; हो सकता है आखिरी चाल फिर से चलनी पड़े। खराब फ़ाइल %1 के रूप में रखी गई है।</translation>
        </message>
        <message>
            <source>Your paused game could not be read and there was no good backup, so it cannot be continued. The damaged file was kept as %1.</source>
            <translation>आपका रुका हुआ खेल पढ़ा नहीं जा सका और कोई सही बैकअप नहीं था, इसलिए उसे जारी नहीं रखा जा सकता। खराब फ़ाइल %1 के रूप में रखी गई है।</translation>
        </message>
        <message>
            <source>Your paused game was saved by a newer version of Twelve Bowls. This version leaves it untouched.</source>
            <translation>आपका रुका हुआ खेल ‘बारह कटोरियाँ’ के नए संस्करण से सहेजा गया था। यह संस्करण उसे नहीं छूता।</translation>
        </message>
        <message>
            <source>Your profile (settings, records and progress) was damaged and has been restored from its backup copy.</source>
            <translation>आपकी प्रोफ़ाइल (सेटिंग, रिकॉर्ड और प्रगति) खराब हो गई थी और उसकी बैकअप प्रति से वापस लाई गई है।</translation>
        </message>
        <message>
            <source>Your profile (settings, records and progress) could not be read and there was no good backup, so it starts afresh.</source>
            <translation>आपकी प्रोफ़ाइल (सेटिंग, रिकॉर्ड और प्रगति) पढ़ी नहीं जा सकी और कोई सही बैकअप नहीं था, इसलिए वह नए सिरे से शुरू होती है।</translation>
        </message>
        <message>
            <source>Your paused game was damaged and has been restored from its backup copy; the last move may need to be played again.</source>
            <translation>आपका रुका हुआ खेल खराब हो गया था और उसकी बैकअप प्रति से वापस लाया गया है; हो सकता है आखिरी चाल फिर से चलनी पड़े।</translation>
        </message>
        <message>
            <source>Your paused game could not be read and there was no good backup, so it cannot be continued.</source>
            <translation>आपका रुका हुआ खेल पढ़ा नहीं जा सका और कोई सही बैकअप नहीं था, इसलिए उसे जारी नहीं रखा जा सकता।</translation>
        </message>
        <message>
            <source>Your records, achievements and settings could not be saved (%1); the game keeps them and saves them as soon as it can, but they are lost if you quit before then.</source>
            <translation>आपके रिकॉर्ड, उपलब्धियाँ और सेटिंग सहेजी नहीं जा सकीं (%1); खेल इन्हें रखे हुए है और जैसे ही हो सके सहेज लेगा, पर उससे पहले बाहर निकलने पर ये खो जाएँगी।</translation>
        </message>
        <message>
            <source>Your game in progress could not be saved (%1); the game keeps it and saves it as soon as it can, but if you quit before then, only the moves saved earlier are kept.</source>
            <translation>आपका चल रहा खेल सहेजा नहीं जा सका (%1); खेल इसे रखे हुए है और जैसे ही हो सके सहेज लेगा, पर उससे पहले बाहर निकलने पर केवल पहले सहेजी गई चालें ही बचेंगी।</translation>
        </message>
        <message>
            <source>Twelve Bowls cannot save on this device (%1). You can keep playing, but settings and progress will be lost when you quit.</source>
            <translation>‘बारह कटोरियाँ’ इस डिवाइस पर सहेज नहीं सकता (%1)। आप खेलते रह सकते हैं, पर बाहर निकलने पर सेटिंग और प्रगति खो जाएँगी।</translation>
        </message>
    </context>
    <context>
        <name>ThemePacks</name>
        <message>
            <source>In %1, the value of %2 cannot be used.</source>
            <translation>%1 में %2 का मान इस्तेमाल नहीं किया जा सकता।</translation>
        </message>
        <message>
            <source>%1 is not UTF-8 text.</source>
            <translation>%1 UTF-8 टेक्स्ट नहीं है।</translation>
        </message>
        <message>
            <source>%1 is not valid JSON (line %2, column %3).</source>
            <translation>%1 मान्य JSON नहीं है (पंक्ति %2, स्तंभ %3)।</translation>
        </message>
        <message>
            <source>%1 must hold one JSON object.</source>
            <translation>%1 में ठीक एक JSON ऑब्जेक्ट होना चाहिए।</translation>
        </message>
        <message>
            <source>%1 is missing.</source>
            <translation>%1 मौजूद नहीं है।</translation>
        </message>
        <message>
            <source>%1 cannot be read (%2).</source>
            <translation>%1 पढ़ी नहीं जा सकती (%2)।</translation>
        </message>
        <message>
            <source>%1 is larger than %2 KiB.</source>
            <translation>%1 का आकार %2 KiB से ज़्यादा है।</translation>
        </message>
        <message>
            <source>%1 refers to another file (%2); a picture must hold all it draws.</source>
            <translation>%1 किसी दूसरी फ़ाइल (%2) का हवाला देती है; चित्र जो कुछ बनाता है, वह सब उसी के भीतर होना चाहिए।</translation>
        </message>
        <message>
            <source>The pictures take too long to draw.</source>
            <translation>चित्र बनने में बहुत ज़्यादा समय लेते हैं।</translation>
        </message>
        <message>
            <source>%1 is not a valid SVG picture.</source>
            <translation>%1 मान्य SVG चित्र नहीं है।</translation>
        </message>
        <message>
            <source>%1 took %2 s to draw; a picture may take at most %3 s.</source>
            <translation>%1 को बनने में %2 सेकंड लगे; एक चित्र को ज़्यादा से ज़्यादा %3 सेकंड लगने चाहिए।</translation>
        </message>
        <message>
            <source>In %1, art names %2, which is not a key the board draws.</source>
            <translation>%1 में art के अंतर्गत %2 लिखा है, जो बोर्ड द्वारा बनाई जाने वाली कुंजी नहीं है।</translation>
        </message>
        <message>
            <source>The pictures together are larger than %1 MiB.</source>
            <translation>सभी चित्र मिलाकर %1 MiB से बड़े हैं।</translation>
        </message>
        <message>
            <source>%1 nests its elements more than %2 deep; a picture may not.</source>
            <translation>%1 अपने तत्वों को %2 स्तरों से ज़्यादा गहराई तक एक-दूसरे में रखता है; चित्र ऐसा नहीं कर सकता।</translation>
        </message>
        <message>
            <source>%1 holds more than %2 elements; a picture may not.</source>
            <translation>%1 में %2 से ज़्यादा तत्व हैं; चित्र में इतने तत्व नहीं हो सकते।</translation>
        </message>
        <message>
            <source>%1 refers to itself; a picture may not.</source>
            <translation>%1 अपना ही हवाला देता है; चित्र ऐसा नहीं कर सकता।</translation>
        </message>
        <message>
            <source>%1 has a filter of more than %2 steps; a picture may not.</source>
            <translation>%1 में %2 से ज़्यादा चरणों वाला फ़िल्टर है; चित्र में ऐसा फ़िल्टर नहीं हो सकता।</translation>
        </message>
        <message>
            <source>%1 would draw more than %2 shapes; a picture may not.</source>
            <translation>%1 %2 से ज़्यादा आकृतियाँ बनाएगा; चित्र इतनी आकृतियाँ नहीं बना सकता।</translation>
        </message>
        <message>
            <source>%1 would draw more than %2 shapes through filters or masks; a picture may not.</source>
            <translation>%1 फ़िल्टर या मास्क के ज़रिए %2 से ज़्यादा आकृतियाँ बनाएगा; चित्र इतनी आकृतियाँ नहीं बना सकता।</translation>
        </message>
        <message>
            <source>%1 chains more than %2 references; a picture may not.</source>
            <translation>%1 %2 से ज़्यादा हवालों की कड़ी बनाता है; चित्र ऐसा नहीं कर सकता।</translation>
        </message>
        <message>
            <source>%1 declares entities, which a picture may not.</source>
            <translation>%1 एंटिटी घोषित करता है; चित्र ऐसा नहीं कर सकता।</translation>
        </message>
        <message>
            <source>The folder %1 cannot be read (%2).</source>
            <translation>फ़ोल्डर %1 पढ़ा नहीं जा सकता (%2)।</translation>
        </message>
        <message>
            <source>The theme id %1 is already taken by %2.</source>
            <translation>थीम आईडी %1 पहले से %2 के पास है।</translation>
        </message>
    </context>
    <context>
        <name>Themes</name>
        <message>
            <source>Twelve Bowls developers</source>
            <translation>‘बारह कटोरियाँ’ की डेवलपर टीम</translation>
        </message>
        <message>
            <source>The theme %1 stopped working and is turned off until Twelve Bowls is started again. The game uses Simple instead.</source>
            <translation>थीम %1 ने काम करना बंद कर दिया है और ‘बारह कटोरियाँ’ को दोबारा शुरू करने तक बंद रहेगी। खेल उसकी जगह सादा थीम का उपयोग करता है।</translation>
        </message>
        <message>
            <source>The theme %1 stopped working and is turned off until Twelve Bowls is started again.</source>
            <translation>थीम %1 ने काम करना बंद कर दिया है और ‘बारह कटोरियाँ’ को दोबारा शुरू करने तक बंद रहेगी।</translation>
        </message>
        <message>
            <source>The theme %1 could not be loaded. The game uses Simple instead and tries %1 again at the next start.</source>
            <translation>थीम %1 लोड नहीं हो सकी। खेल उसकी जगह सादा थीम का उपयोग करता है और अगली बार शुरू होने पर %1 को फिर से आज़माएगा।</translation>
        </message>
    </context>
    <context>
        <name>ThemesGallery</name>
        <message>
            <source>Shown in the preview</source>
            <translation>पूर्वावलोकन में दिख रहा है</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between parts of a description</comment>
            <translation>; </translation>
        </message>
        <message>
            <source>Preview of the %1 theme</source>
            <translation>%1 थीम का पूर्वावलोकन</translation>
        </message>
        <message>
            <source>A sample board: a selected bowl, a match and a volcano.</source>
            <translation>एक नमूना बोर्ड: एक चुनी हुई कटोरी, एक मेल और एक ज्वालामुखी।</translation>
        </message>
        <message>
            <source>by {author} · licence {licence}</source>
            <translation>{author} द्वारा · लाइसेंस {licence}</translation>
        </message>
        <message>
            <source>In use</source>
            <translation>उपयोग में</translation>
        </message>
        <message>
            <source>Use this theme</source>
            <translation>यह थीम लगाएँ</translation>
        </message>
        <message>
            <source>Unlocked</source>
            <translation>खुली हुई</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>वापस</translation>
        </message>
        <message>
            <source>Themes</source>
            <translation>थीम</translation>
        </message>
        <message>
            <source>Themes that could not be loaded</source>
            <translation>थीम जो लोड नहीं हो सकीं</translation>
        </message>
        <message numerus="yes">
            <source>%n more achievement(s) to unlock</source>
            <translation>
                <numerusform>%n और उपलब्धि पर खुलेगी</numerusform>
                <numerusform>%n और उपलब्धियों पर खुलेगी</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This theme is still locked: earn %n more achievement(s) in any mode to use it.</source>
            <translation>
                <numerusform>यह थीम अभी लॉक है: इसे इस्तेमाल करने के लिए किसी भी मोड में %n और उपलब्धि पाएँ।</numerusform>
                <numerusform>यह थीम अभी लॉक है: इसे इस्तेमाल करने के लिए किसी भी मोड में %n और उपलब्धियाँ पाएँ।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Locked: earn %n more achievement(s) in any mode to unlock it. You can preview it now.</source>
            <translation>
                <numerusform>लॉक: इसे खोलने के लिए किसी भी मोड में %n और उपलब्धि पाएँ। पूर्वावलोकन अभी देख सकते हैं।</numerusform>
                <numerusform>लॉक: इसे खोलने के लिए किसी भी मोड में %n और उपलब्धियाँ पाएँ। पूर्वावलोकन अभी देख सकते हैं।</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Twelve Bowls</source>
            <translation>‘बारह कटोरियाँ’ के बारे में</translation>
        </message>
        <message>
            <source>Twelve Bowls is free software under the MIT licence. It is built with Python, Qt for Python and the libraries below, each under its own licence.</source>
            <translation>‘बारह कटोरियाँ’ MIT लाइसेंस के तहत मुफ़्त सॉफ़्टवेयर है। यह Python, Qt for Python और नीचे दी गई लाइब्रेरियों से बना है, जिनमें से हर एक का अपना लाइसेंस है।</translation>
        </message>
        <message>
            <source>&amp;Third-party notices</source>
            <translation>तृतीय-पक्ष सूचनाएँ (&amp;T)</translation>
        </message>
        <message>
            <source>Third-party notices</source>
            <translation>तृतीय-पक्ष सूचनाएँ</translation>
        </message>
        <message>
            <source>Twelve Bowls %1</source>
            <translation>बारह कटोरियाँ %1</translation>
        </message>
        <message>
            <source>The notices could not be read: %1</source>
            <translation>सूचनाएँ पढ़ी नहीं जा सकीं: %1</translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>Twelve bowls in a ring, bowl 0 at the top, numbered clockwise. Arrow keys choose a bowl, Enter plays it, Space skips the animation.</source>
            <translation>एक घेरे में बारह कटोरियाँ, कटोरी 0 सबसे ऊपर, घड़ी की दिशा में क्रमांकित। तीर कुंजियाँ कटोरी चुनती हैं, Enter उससे चाल चलता है, Space एनिमेशन छोड़ देता है।</translation>
        </message>
        <message>
            <source>frozen: cannot be chosen, still receives stones</source>
            <translation>जमी: चुनी नहीं जा सकती, फिर भी पत्थर लेती है</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between parts of a spoken sentence</comment>
            <translation>; </translation>
        </message>
        <message>
            <source>, </source>
            <comment>between items of a bowl</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>reverse: sows counter-clockwise</source>
            <translation>उलटी दिशा: घड़ी की उलटी दिशा में बाँटती है</translation>
        </message>
        <message numerus="yes">
            <source>%1 for %n more move(s)</source>
            <translation>
                <numerusform>%1, %n और चाल तक</numerusform>
                <numerusform>%1, %n और चालों तक</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1, %n stone(s): %2</source>
            <translation>
                <numerusform>कटोरी %1, %n पत्थर: %2</numerusform>
                <numerusform>कटोरी %1, %n पत्थर: %2</numerusform>
            </translation>
        </message>
        <message>
            <source>Bowl %1, empty</source>
            <translation>कटोरी %1, खाली</translation>
        </message>
        <message>
            <source>overflowed</source>
            <translation>क्षमता पार हो गई</translation>
        </message>
        <message>
            <source>selected</source>
            <translation>चुनी हुई</translation>
        </message>
        <message>
            <source>no group</source>
            <translation>कोई मेल नहीं</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n अंक</numerusform>
                <numerusform>%n अंक</numerusform>
            </translation>
        </message>
        <message>
            <source>volcano, ready to erupt</source>
            <translation>ज्वालामुखी, विस्फोट के लिए तैयार</translation>
        </message>
        <message>
            <source>volcano</source>
            <translation>ज्वालामुखी</translation>
        </message>
        <message>
            <source>full: one more stone overflows</source>
            <translation>भरी हुई: एक और पत्थर से क्षमता पार होगी</translation>
        </message>
        <message>
            <source>cannot be chosen now</source>
            <translation>अभी चुनी नहीं जा सकती</translation>
        </message>
        <message>
            <source>combo %1</source>
            <translation>कॉम्बो %1</translation>
        </message>
        <message>
            <source>bowl %1 overflows</source>
            <translation>कटोरी %1 की क्षमता पार</translation>
        </message>
        <message numerus="yes">
            <source>%1 group in bowl %2, %n stone(s)</source>
            <translation>
                <numerusform>कटोरी %2 में %1 मेल, %n पत्थर</numerusform>
                <numerusform>कटोरी %2 में %1 मेल, %n पत्थर</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 with %n wild(s)</source>
            <translation>
                <numerusform>%1, %n वाइल्ड के साथ</numerusform>
                <numerusform>%1, %n वाइल्ड के साथ</numerusform>
            </translation>
        </message>
        <message>
            <source>%1, after the refill</source>
            <comment>%1 is a group: Red group in bowl 4</comment>
            <translation>भराव के बाद %1</translation>
        </message>
        <message>
            <source>bowls %1 overflow</source>
            <translation>इन कटोरियों की क्षमता पार: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n blocker(s) leave bowl %1</source>
            <translation>
                <numerusform>%n अवरोधक कटोरी %1 से हटता है</numerusform>
                <numerusform>%n अवरोधक कटोरी %1 से हटते हैं</numerusform>
            </translation>
        </message>
        <message>
            <source>the volcano in bowl %1 erupts</source>
            <translation>कटोरी %1 का ज्वालामुखी फूटता है</translation>
        </message>
        <message>
            <source>bowl %1 is now %2</source>
            <translation>कटोरी %1 पर नया प्रभाव: %2</translation>
        </message>
    </context>
    <context>
        <name>Spoken</name>
        <message>
            <source>G reads the goal and the moves left.</source>
            <translation>G लक्ष्य और बची चालें पढ़कर सुनाता है।</translation>
        </message>
        <message>
            <source>%1 to win</source>
            <comment>%1 is the goal, an instruction: Clear the whole board</comment>
            <translation>जीतने के लिए %1</translation>
        </message>
    </context>
    <context>
        <name>Generated</name>
        <message>
            <source>Easy</source>
            <translation>आसान</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>मध्यम</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>कठिन</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>विशेषज्ञ</translation>
        </message>
        <message>
            <source>Easy generated puzzle</source>
            <translation>अपने-आप बनी आसान पहेली</translation>
        </message>
        <message>
            <source>Medium generated puzzle</source>
            <translation>अपने-आप बनी मध्यम पहेली</translation>
        </message>
        <message>
            <source>Hard generated puzzle</source>
            <translation>अपने-आप बनी कठिन पहेली</translation>
        </message>
        <message>
            <source>Expert generated puzzle</source>
            <translation>अपने-आप बनी विशेषज्ञ पहेली</translation>
        </message>
        <message>
            <source>Trying board %1.</source>
            <translation>बोर्ड %1 आज़माया जा रहा है।</translation>
        </message>
        <message>
            <source>Easy puzzle of the day</source>
            <translation>दिन की आसान पहेली</translation>
        </message>
        <message>
            <source>Medium puzzle of the day</source>
            <translation>दिन की मध्यम पहेली</translation>
        </message>
        <message>
            <source>Hard puzzle of the day</source>
            <translation>दिन की कठिन पहेली</translation>
        </message>
        <message>
            <source>Expert puzzle of the day</source>
            <translation>दिन की विशेषज्ञ पहेली</translation>
        </message>
        <message>
            <source>Your results on generated puzzles were damaged and have been restored from their backup copy; the damaged file was kept as %1.</source>
            <translation>अपने-आप बनी पहेलियों के आपके नतीजे खराब हो गए थे और उनकी बैकअप प्रति से वापस लाए गए हैं; खराब फ़ाइल %1 के रूप में रखी गई है।</translation>
        </message>
        <message>
            <source>Your results on generated puzzles could not be read and had no good backup, so they start afresh; the damaged file was kept as %1.</source>
            <translation>अपने-आप बनी पहेलियों के आपके नतीजे पढ़े नहीं जा सके और कोई सही बैकअप नहीं था, इसलिए वे नए सिरे से शुरू होते हैं; खराब फ़ाइल %1 के रूप में रखी गई है।</translation>
        </message>
        <message>
            <source>Generated puzzles</source>
            <translation>अपने-आप बनी पहेलियाँ</translation>
        </message>
        <message>
            <source>New puzzles without end, each proven by the solver. Their results are kept apart from the hundred puzzles and earn no achievement.</source>
            <translation>अंतहीन नई पहेलियाँ, हर एक सॉल्वर से सिद्ध। इनके नतीजे सौ पहेलियों से अलग रखे जाते हैं और इनसे कोई उपलब्धि नहीं मिलती।</translation>
        </message>
        <message>
            <source>&amp;Difficulty:</source>
            <translation>कठिनाई (&amp;D):</translation>
        </message>
        <message>
            <source>New puzzle</source>
            <translation>नई पहेली</translation>
        </message>
        <message>
            <source>Puzzle of the day</source>
            <translation>दिन की पहेली</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>पहेली कोड कॉपी करें</translation>
        </message>
        <message>
            <source>Copy the code of the last generated puzzle</source>
            <translation>अपने-आप बनी आखिरी पहेली का कोड कॉपी करें</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>जारी रखें</translation>
        </message>
        <message>
            <source>Continue the unfinished generated puzzle</source>
            <translation>अपने-आप बनी अधूरी पहेली जारी रखें</translation>
        </message>
        <message>
            <source>Making a puzzle</source>
            <translation>पहेली बन रही है</translation>
        </message>
        <message numerus="yes">
            <source>✓ Today's solved in %n move(s)</source>
            <translation>
                <numerusform>✓ आज की पहेली %n चाल में हल</numerusform>
                <numerusform>✓ आज की पहेली %n चालों में हल</numerusform>
            </translation>
        </message>
        <message>
            <source>Making a puzzle and proving it with the solver…</source>
            <translation>पहेली बनाई जा रही है और सॉल्वर से सिद्ध की जा रही है…</translation>
        </message>
        <message>
            <source>Cancelled: no puzzle was made.</source>
            <translation>रद्द किया गया: कोई पहेली नहीं बनी।</translation>
        </message>
        <message>
            <source>No puzzle could be made this time: please try again.</source>
            <translation>इस बार कोई पहेली नहीं बन सकी: कृपया फिर से कोशिश करें।</translation>
        </message>
        <message numerus="yes">
            <source>%n solved</source>
            <translation>
                <numerusform>%n हल</numerusform>
                <numerusform>%n हल</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A generated puzzle was left unfinished after %n move(s).</source>
            <translation>
                <numerusform>अपने-आप बनी एक पहेली %n चाल के बाद अधूरी छोड़ी गई थी।</numerusform>
                <numerusform>अपने-आप बनी एक पहेली %n चालों के बाद अधूरी छोड़ी गई थी।</numerusform>
            </translation>
        </message>
        <message>
            <source>The unfinished generated puzzle's save does not match the puzzle the generator makes for it, so it was damaged and cannot be continued.</source>
            <translation>अपने-आप बनी अधूरी पहेली का सहेजा गया खेल उस पहेली जैसा नहीं है जो जनरेटर उसके लिए बनाता है, इसलिए वह खराब है और जारी नहीं रखा जा सकता।</translation>
        </message>
        <message>
            <source>The puzzle code is on the clipboard: a friend can open it.</source>
            <translation>पहेली कोड क्लिपबोर्ड पर है: कोई दोस्त इसे खोल सकता है।</translation>
        </message>
    </context>
    <context>
        <name>PuzzleIdea</name>
        <message>
            <source>Every stone must leave the board: plan the order so that the last sowing completes the last groups.</source>
            <translation>बोर्ड से हर पत्थर हटना है: क्रम ऐसा सोचें कि आखिरी चाल आखिरी मेल पूरे करे।</translation>
        </message>
        <message>
            <source>Only one colour has to go: look for sowings that bring three of it together, and let the other colours wait.</source>
            <translation>सिर्फ़ एक रंग हटाना है: ऐसी चालें खोजें जो उस रंग के तीन पत्थर एक कटोरी में ले आएँ, और बाकी रंगों को इंतज़ार करने दें।</translation>
        </message>
        <message>
            <source>Only groups of the goal's colour count: look for bowls one stone short of such a group and a sowing that completes them.</source>
            <translation>सिर्फ़ लक्ष्य के रंग के मेल गिने जाते हैं: ऐसी कटोरियाँ खोजें जिनमें ऐसे मेल के लिए एक पत्थर कम हो, और वह चाल जो उन्हें पूरा करे।</translation>
        </message>
        <message>
            <source>Groups score one at a time here: look for sowings that each complete a group, one after another.</source>
            <translation>यहाँ मेल एक-एक करके अंक देते हैं: ऐसी चालें खोजें जो हर बार एक मेल पूरा करें, एक के बाद एक।</translation>
        </message>
        <message>
            <source>Points are multiplied by the combo: a move that makes groups in several bowls at once is worth far more than single groups.</source>
            <translation>अंकों पर कॉम्बो का गुणक लगता है: जो चाल कई कटोरियों में एक साथ मेल बनाए, वह अलग-अलग मेलों से कहीं ज़्यादा अंक देती है।</translation>
        </message>
        <message>
            <source>One sowing must complete groups in several bowls at once: line up bowls that are each one stone short first.</source>
            <translation>एक ही चाल को कई कटोरियों में एक साथ मेल पूरे करने हैं: पहले ऐसी कटोरियाँ तैयार करें जिनमें एक-एक पत्थर कम हो।</translation>
        </message>
        <message>
            <source>Sowing only moves stones; only groups take them off the board. Count what each group removes.</source>
            <translation>बाँटना पत्थरों को सिर्फ़ खिसकाता है; बोर्ड से उन्हें सिर्फ़ मेल हटाते हैं। गिनें कि हर मेल कितना हटाता है।</translation>
        </message>
        <message>
            <source>A volcano with six or more stones erupts and sows them again: it can reach bowls a move alone cannot.</source>
            <translation>छह या अधिक पत्थरों वाला ज्वालामुखी फूटता है और उन्हें फिर से बाँटता है: वह उन कटोरियों तक पहुँचता है जहाँ अकेली चाल नहीं पहुँचती।</translation>
        </message>
        <message>
            <source>A blocker falls only when a bowl next to it makes a group.</source>
            <translation>अवरोधक तभी हटता है जब उसके बगल की कटोरी में मेल बने।</translation>
        </message>
        <message>
            <source>A wild completes a group of any colour: decide which group needs it.</source>
            <translation>वाइल्ड किसी भी रंग का मेल पूरा करता है: तय करें कि किस मेल को उसकी ज़रूरत है।</translation>
        </message>
        <message>
            <source>A reverse bowl sows counter-clockwise: count the other way from it.</source>
            <translation>उलटी दिशा वाली कटोरी घड़ी की उलटी दिशा में बाँटती है: उससे दूसरी ओर गिनें।</translation>
        </message>
        <message>
            <source>A frozen bowl cannot be chosen, but it still receives stones: fill it from outside.</source>
            <translation>जमी कटोरी चुनी नहीं जा सकती, पर पत्थर फिर भी पाती है: उसे दूसरी कटोरियों से भरें।</translation>
        </message>
    </context>
    <context>
        <name>PastDailies</name>
        <message>
            <source>Earlier Dailies</source>
            <translation>पिछली दैनिक चुनौतियाँ</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>वापस</translation>
        </message>
        <message>
            <source>Play the Daily challenge of one of the last 30 days again. It is practice: the result never becomes a record and does not count for the streak.</source>
            <translation>पिछले 30 दिनों में से किसी एक दिन की दैनिक चुनौती फिर से खेलें। यह अभ्यास है: नतीजा कभी रिकॉर्ड नहीं बनता और सिलसिले में नहीं गिना जाता।</translation>
        </message>
        <message>
            <source>not played</source>
            <translation>नहीं खेली गई</translation>
        </message>
        <message>
            <source>Daily of %1, practice</source>
            <translation>%1 की दैनिक चुनौती, अभ्यास</translation>
        </message>
        <message>
            <source>best %1 · all 20 moves</source>
            <translation>सर्वश्रेष्ठ %1 · सभी 20 चालें</translation>
        </message>
        <message>
            <source>best %1</source>
            <translation>सर्वश्रेष्ठ %1</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message numerus="yes">
            <source>You have earned %1 of the %n achievement(s).</source>
            <translation>
                <numerusform>आप %n उपलब्धि में से %1 पा चुके हैं।</numerusform>
                <numerusform>आप %n उपलब्धियों में से %1 पा चुके हैं।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have unlocked %1 of the %n theme(s).</source>
            <translation>
                <numerusform>आप %n थीम में से %1 खोल चुके हैं।</numerusform>
                <numerusform>आप %n थीमों में से %1 खोल चुके हैं।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your shelf holds %n medal(s).</source>
            <translation>
                <numerusform>आपकी अलमारी में %n पदक है।</numerusform>
                <numerusform>आपकी अलमारी में %n पदक हैं।</numerusform>
            </translation>
        </message>
        <message>
            <source>Records</source>
            <translation>रिकॉर्ड</translation>
        </message>
        <message>
            <source>Daily scores of recent days</source>
            <translation>हाल के दिनों के दैनिक अंक</translation>
        </message>
        <message>
            <source>Daily challenge results</source>
            <translation>दैनिक चुनौती के नतीजे</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>वापस</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>अंतहीन</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>पहेलियाँ</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>दैनिक चुनौती</translation>
        </message>
        <message>
            <source>Achievements</source>
            <translation>उपलब्धियाँ</translation>
        </message>
        <message numerus="yes">
            <source>Best score of each of the last %n day(s) (dates in UTC).</source>
            <translation>
                <numerusform>पिछले %n दिन का सर्वश्रेष्ठ अंक (तारीख UTC में)।</numerusform>
                <numerusform>पिछले %n दिनों में हर दिन के सर्वश्रेष्ठ अंक (तारीखें UTC में)।</numerusform>
            </translation>
        </message>
        <message>
            <source>all 20 moves played</source>
            <translation>सभी 20 चालें चलीं</translation>
        </message>
        <message>
            <source>ended early</source>
            <translation>बीच में खत्म</translation>
        </message>
        <message>
            <source>Ten best Endless results</source>
            <translation>अंतहीन के दस सर्वश्रेष्ठ नतीजे</translation>
        </message>
        <message>
            <source>No valid Endless result yet.</source>
            <translation>अंतहीन का अभी तक कोई मान्य नतीजा नहीं।</translation>
        </message>
        <message>
            <source>No Daily challenge played yet.</source>
            <translation>अभी तक कोई दैनिक चुनौती नहीं खेली गई।</translation>
        </message>
        <message>
            <source>Your medal shelf</source>
            <translation>आपकी पदक अलमारी</translation>
        </message>
        <message>
            <source>No Daily played in these days.</source>
            <translation>इन दिनों में कोई दैनिक चुनौती नहीं खेली गई।</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>तारीख</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>सर्वश्रेष्ठ अंक</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>चालें</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>स्थान</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>अंक</translation>
        </message>
        <message>
            <source>No score yet</source>
            <translation>अभी कोई अंक नहीं</translation>
        </message>
        <message>
            <source>Play Endless until the board overflows, or end it.</source>
            <translation>किसी कटोरी की क्षमता पार होने तक अंतहीन खेलें, या उसे समाप्त करें।</translation>
        </message>
        <message numerus="yes">
            <source>Your best score is %n point(s).</source>
            <translation>
                <numerusform>आपका सर्वश्रेष्ठ %n अंक है।</numerusform>
                <numerusform>आपका सर्वश्रेष्ठ %n अंक है।</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of %2 solved</source>
            <translation>%2 में से %1 हल</translation>
        </message>
        <message numerus="yes">
            <source>Your best solutions take %n move(s) in all.</source>
            <comment>the fewest moves of every solved puzzle, added up</comment>
            <translation>
                <numerusform>आपके सबसे अच्छे हल कुल %n चाल के हैं।</numerusform>
                <numerusform>आपके सबसे अच्छे हल कुल %n चालों के हैं।</numerusform>
            </translation>
        </message>
        <message>
            <source>date unknown</source>
            <translation>तारीख अज्ञात</translation>
        </message>
        <message>
            <source>all 20</source>
            <translation>सभी 20</translation>
        </message>
        <message numerus="yes">
            <source>On %1 the best score was %n point(s).</source>
            <comment>a day in the chart's description; %1 is its date</comment>
            <translation>
                <numerusform>%1 का सर्वश्रेष्ठ %n अंक था।</numerusform>
                <numerusform>%1 का सर्वश्रेष्ठ %n अंक था।</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of 20</source>
            <translation>20 में से %1</translation>
        </message>
        <message>
            <source>Earned · its medal is on your shelf</source>
            <translation>प्राप्त · इसका पदक आपकी अलमारी में है</translation>
        </message>
        <message>
            <source>Not earned yet · every theme is already unlocked; earning it adds its medal to your shelf</source>
            <translation>अभी प्राप्त नहीं · सभी थीम पहले से खुली हैं; इसे पाने पर इसका पदक आपकी अलमारी में जुड़ेगा</translation>
        </message>
        <message numerus="yes">
            <source>That game took %n move(s).</source>
            <translation>
                <numerusform>उस खेल में %n चाल चली गई।</numerusform>
                <numerusform>उस खेल में %n चालें चली गईं।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Endless game(s) recorded.</source>
            <translation>
                <numerusform>%n अंतहीन खेल दर्ज है।</numerusform>
                <numerusform>%n अंतहीन खेल दर्ज हैं।</numerusform>
            </translation>
        </message>
        <message>
            <source>Earned · unlocked the %1 theme</source>
            <translation>प्राप्त · %1 थीम खोली</translation>
        </message>
        <message>
            <source>Not earned yet · earning it unlocks the %1 theme</source>
            <translation>अभी प्राप्त नहीं · इसे पाने पर %1 थीम खुलेगी</translation>
        </message>
        <message>
            <source>So far %1 of %2.</source>
            <translation>अब तक %2 में से %1।</translation>
        </message>
    </context>
</TS>
