<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
    <context>
        <name>Achievements</name>
        <message>
            <source>First steps</source>
            <translation>Primeros pasos</translation>
        </message>
        <message>
            <source>Solve a puzzle.</source>
            <translation>Resuelve un puzle.</translation>
        </message>
        <message>
            <source>Daily visitor</source>
            <translation>Visita diaria</translation>
        </message>
        <message>
            <source>Getting going</source>
            <translation>En marcha</translation>
        </message>
        <message>
            <source>Chain reaction</source>
            <translation>Reacción en cadena</translation>
        </message>
        <message>
            <source>Score 800 points in the Daily challenge of 3 different dates.</source>
            <translation>Consigue 800 puntos en el reto diario de 3 fechas distintas.</translation>
        </message>
        <message>
            <source>Puzzler</source>
            <translation>Aficionado a los puzles</translation>
        </message>
        <message>
            <source>Complete the Daily challenge of 3 different dates.</source>
            <translation>Completa el reto diario de 3 fechas distintas.</translation>
        </message>
        <message>
            <source>Score 500 points in each of 3 Endless games.</source>
            <translation>Consigue 500 puntos en cada una de 3 partidas de Sin fin.</translation>
        </message>
        <message>
            <source>Make a combo of 3 in Endless or a Daily, from your fourth day of Dailies.</source>
            <translation>Haz un combo de 3 en Sin fin o en un reto diario, desde tu cuarto día de retos diarios.</translation>
        </message>
        <message>
            <source>Solve 10 different puzzles.</source>
            <translation>Resuelve 10 puzles distintos.</translation>
        </message>
        <message>
            <source>Clean sweep</source>
            <translation>Barrido total</translation>
        </message>
        <message>
            <source>Make a Perfect Clear.</source>
            <translation>Consigue un Perfect Clear.</translation>
        </message>
        <message>
            <source>Long haul</source>
            <translation>Larga distancia</translation>
        </message>
        <message>
            <source>Play 100 safe moves in each of 8 Endless games, from your fifth day of play.</source>
            <translation>Haz 100 jugadas seguras en cada una de 8 partidas de Sin fin, desde tu quinto día de juego.</translation>
        </message>
        <message>
            <source>Quarter way</source>
            <translation>Un cuarto del camino</translation>
        </message>
        <message>
            <source>Solve 25 different puzzles, from your sixth day of play.</source>
            <translation>Resuelve 25 puzles distintos, desde tu sexto día de juego.</translation>
        </message>
        <message>
            <source>Solve 50 different puzzles, from your seventh day of play.</source>
            <translation>Resuelve 50 puzles distintos, desde tu séptimo día de juego.</translation>
        </message>
        <message>
            <source>A week of days</source>
            <translation>Una semana de retos</translation>
        </message>
        <message>
            <source>Complete the Daily challenge of 7 different dates.</source>
            <translation>Completa el reto diario de 7 fechas distintas.</translation>
        </message>
        <message>
            <source>Full cascade</source>
            <translation>Cascada completa</translation>
        </message>
        <message>
            <source>Reach the ×4 multiplier in Endless or a Daily, from your sixth day of Dailies.</source>
            <translation>Alcanza el multiplicador ×4 en Sin fin o en un reto diario, desde tu sexto día de retos diarios.</translation>
        </message>
        <message>
            <source>Steady hands</source>
            <translation>Pulso firme</translation>
        </message>
        <message>
            <source>Score 2,500 points in each of 8 Endless games, from your sixth day of play.</source>
            <translation>Consigue 2500 puntos en cada una de 8 partidas de Sin fin, desde tu sexto día de juego.</translation>
        </message>
        <message>
            <source>Halfway there</source>
            <translation>A mitad de camino</translation>
        </message>
        <message>
            <source>Big day</source>
            <translation>Gran día</translation>
        </message>
        <message>
            <source>Unshakeable</source>
            <translation>Inquebrantable</translation>
        </message>
        <message>
            <source>Score 10,000 points in one Endless game.</source>
            <translation>Consigue 10.000 puntos en una partida de Sin fin.</translation>
        </message>
        <message>
            <source>Every bowl in its place</source>
            <translation>Cada cuenco en su sitio</translation>
        </message>
        <message>
            <source>Solve all 100 puzzles.</source>
            <translation>Resuelve los 100 puzles.</translation>
        </message>
    </context>
    <context>
        <name>Assist</name>
        <message>
            <source>Twelve Bowls · Easy puzzle of the day %1</source>
            <translation>Doce cuencos · Puzle del día (fácil) %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Medium puzzle of the day %1</source>
            <translation>Doce cuencos · Puzle del día (medio) %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Hard puzzle of the day %1</source>
            <translation>Doce cuencos · Puzle del día (difícil) %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Expert puzzle of the day %1</source>
            <translation>Doce cuencos · Puzle del día (experto) %1</translation>
        </message>
        <message>
            <source>Twelve Bowls · Daily %1</source>
            <translation>Doce cuencos · Reto diario %1</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <comment>the share text: its points, then its moves</comment>
            <translation>%1 · %2</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n puntos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n jugada</numerusform>
                <numerusform>%n jugadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 makes a group and %n stone(s) are removed.</source>
            <translation>
                <numerusform>El cuenco %1 forma un grupo y se quita %n piedra.</numerusform>
                <numerusform>El cuenco %1 forma un grupo y se quitan %n piedras.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This phase scores %n point(s) with a %1 combo.</source>
            <comment>%1 is a multiplier: ×3</comment>
            <translation>
                <numerusform>Esta fase suma %n punto con un combo %1.</numerusform>
                <numerusform>Esta fase suma %n puntos con un combo %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>Perfect Clear: the board is empty.</source>
            <translation>Perfect Clear: el tablero está vacío.</translation>
        </message>
        <message>
            <source>A stone is sown into bowl %1.</source>
            <translation>Se reparte una piedra en el cuenco %1.</translation>
        </message>
        <message>
            <source>Blockers next to a group fall in bowl %1.</source>
            <translation>Caen los bloqueadores del cuenco %1, vecino de un grupo.</translation>
        </message>
        <message>
            <source>The volcano in bowl %1 erupts and sows again.</source>
            <translation>El volcán del cuenco %1 entra en erupción y vuelve a repartir.</translation>
        </message>
        <message>
            <source>Refill: a stone drops into bowl %1.</source>
            <translation>Reposición: cae una piedra en el cuenco %1.</translation>
        </message>
        <message>
            <source>Overflow in bowl %1: more than seven stones.</source>
            <translation>Desbordamiento en el cuenco %1: más de siete piedras.</translation>
        </message>
        <message>
            <source>Step %1 of %2.</source>
            <translation>Paso %1 de %2.</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separator of a list of bowl numbers</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>This is the board before the move.</source>
            <translation>Este es el tablero antes de la jugada.</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <source>Overflow!</source>
            <translation>¡Desbordamiento!</translation>
        </message>
        <message>
            <source>Combo %1  %2</source>
            <comment>%1 is the multiplier (×3), %2 the points (+270)</comment>
            <translation>Combo %1  %2</translation>
        </message>
        <message>
            <source>Perfect Clear!  %1</source>
            <comment>%1 is the bonus with its sign: +500</comment>
            <translation>¡Perfect Clear!  %1</translation>
        </message>
    </context>
    <context>
        <name>ColourScheme</name>
        <message>
            <source>Follow the desktop</source>
            <translation>Seguir al escritorio</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Oscuro</translation>
        </message>
        <message>
            <source>Colour sc&amp;heme</source>
            <translation>Es&amp;quema de color</translation>
        </message>
    </context>
    <context>
        <name>Colours</name>
        <message>
            <source>red</source>
            <translation>rojo</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>amarillo</translation>
        </message>
        <message>
            <source>green</source>
            <translation>verde</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>azul</translation>
        </message>
        <message>
            <source>purple</source>
            <translation>morado</translation>
        </message>
        <message>
            <source>wild</source>
            <translation>comodín</translation>
        </message>
        <message>
            <source>blocker</source>
            <translation>bloqueador</translation>
        </message>
    </context>
    <context>
        <name>Danger</name>
        <message>
            <source>Frozen</source>
            <translation>Congelado</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>Inversión</translation>
        </message>
        <message>
            <source>Volcano</source>
            <translation>Volcán</translation>
        </message>
        <message>
            <source>After each move two stones drop into bowls: a bowl left with 8 ends it.</source>
            <translation>Tras cada jugada caen dos piedras en los cuencos: si uno se queda con 8 piedras, el intento termina.</translation>
        </message>
        <message numerus="yes">
            <source>%1 · %n move(s)</source>
            <comment>a modifier and the moves it lasts</comment>
            <translation>
                <numerusform>%1 · %n jugada</numerusform>
                <numerusform>%1 · %n jugadas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Duration</name>
        <message>
            <source>%1 %2</source>
            <comment>hours then minutes</comment>
            <translation>%1 y %2</translation>
        </message>
        <message numerus="yes">
            <source>%n hour(s)</source>
            <translation>
                <numerusform>%n hora</numerusform>
                <numerusform>%n horas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n minute(s)</source>
            <translation>
                <numerusform>%n minuto</numerusform>
                <numerusform>%n minutos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s)</source>
            <translation>
                <numerusform>%n segundo</numerusform>
                <numerusform>%n segundos</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. On Debian or Ubuntu, install the package %1 and restart the game.</source>
            <extracomment>What to do about a missing font, per desktop (Debian advice on every OS was no help on Windows or macOS). %1 is the package (Debian) or the font family (elsewhere).</extracomment>
            <translation>Algunas letras de este idioma no se pueden mostrar porque no hay ninguna fuente instalada para ellas. En Debian o Ubuntu, instala el paquete %1 y reinicia el juego.</translation>
        </message>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. Install the font %1 with your system's software manager and restart the game.</source>
            <translation>Algunas letras de este idioma no se pueden mostrar porque no hay ninguna fuente instalada para ellas. Instala la fuente %1 con el gestor de software de tu sistema y reinicia el juego.</translation>
        </message>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. In Windows Settings, open Time &amp; language, then Language &amp; region, add this language (Windows adds its fonts) and restart the game.</source>
            <translation>Algunas letras de este idioma no se pueden mostrar porque no hay ninguna fuente instalada para ellas. En Configuración de Windows, abre «Hora e idioma» y luego «Idioma y región», agrega este idioma (Windows añade sus fuentes) y reinicia el juego.</translation>
        </message>
        <message>
            <source>Some letters of this language cannot be shown because no font for them is installed. Open the Font Book app, download the font %1 and restart the game.</source>
            <translation>Algunas letras de este idioma no se pueden mostrar porque no hay ninguna fuente instalada para ellas. Abre la app Catálogo Tipográfico, descarga la fuente %1 y reinicia el juego.</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <source>The attempt has ended.</source>
            <translation>El intento ha terminado.</translation>
        </message>
        <message>
            <source>No bowl can be chosen.</source>
            <translation>No se puede elegir ningún cuenco.</translation>
        </message>
        <message>
            <source>Select a bowl first.</source>
            <translation>Primero elige un cuenco.</translation>
        </message>
        <message>
            <source>Bowl %1 will be played when the animation ends.</source>
            <translation>El cuenco %1 se jugará cuando termine la animación.</translation>
        </message>
        <message>
            <source>The queued move on bowl %1 is no longer possible.</source>
            <translation>La jugada pendiente en el cuenco %1 ya no es posible.</translation>
        </message>
        <message>
            <source>There is no move to undo.</source>
            <translation>No hay ninguna jugada que deshacer.</translation>
        </message>
        <message>
            <source>Move undone.</source>
            <translation>Jugada deshecha.</translation>
        </message>
        <message>
            <source>Hints are only for the puzzles.</source>
            <translation>Las pistas son solo para los puzles.</translation>
        </message>
        <message>
            <source>Puzzle file %1</source>
            <translation>Archivo de puzle %1</translation>
        </message>
        <message>
            <source>Puzzle %1</source>
            <translation>Puzle %1</translation>
        </message>
        <message>
            <source>%1 (UTC)</source>
            <translation>%1 (UTC)</translation>
        </message>
        <message>
            <source>The last move made a %1 combo.</source>
            <comment>%1 is a multiplier: ×3</comment>
            <translation>La última jugada hizo un combo %1.</translation>
        </message>
        <message>
            <source>No combo on the last move.</source>
            <translation>La última jugada no hizo ningún combo.</translation>
        </message>
        <message>
            <source>No combo yet.</source>
            <translation>Todavía no hay ningún combo.</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>Objetivo</translation>
        </message>
        <message>
            <source>Practice: this attempt cannot set a record.</source>
            <translation>Práctica: este intento no puede establecer un récord.</translation>
        </message>
        <message>
            <source>Bowl %1 is now frozen.</source>
            <translation>El cuenco %1 ahora está congelado.</translation>
        </message>
        <message>
            <source>Bowl %1 is now a reverse bowl.</source>
            <translation>El cuenco %1 ahora es un cuenco con inversión.</translation>
        </message>
        <message>
            <source>Bowl %1 is now a volcano.</source>
            <translation>El cuenco %1 ahora es un volcán.</translation>
        </message>
        <message>
            <source>No bowl selected</source>
            <translation>Ningún cuenco elegido</translation>
        </message>
        <message>
            <source>Select a bowl to see its queue.</source>
            <translation>Elige un cuenco para ver su cola.</translation>
        </message>
        <message>
            <source>Bowl %1</source>
            <translation>Cuenco %1</translation>
        </message>
        <message>
            <source>Puzzle</source>
            <translation>Puzle</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>Sin fin</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>Reto diario</translation>
        </message>
        <message>
            <source>Clear every red stone</source>
            <translation>Elimina todas las piedras rojas</translation>
        </message>
        <message>
            <source>Clear every yellow stone</source>
            <translation>Elimina todas las piedras amarillas</translation>
        </message>
        <message>
            <source>Clear every green stone</source>
            <translation>Elimina todas las piedras verdes</translation>
        </message>
        <message>
            <source>Clear every blue stone</source>
            <translation>Elimina todas las piedras azules</translation>
        </message>
        <message>
            <source>Clear every purple stone</source>
            <translation>Elimina todas las piedras moradas</translation>
        </message>
        <message>
            <source>Clear the whole board</source>
            <translation>Vacía todo el tablero</translation>
        </message>
        <message>
            <source>%1 of %2 collected</source>
            <comment>goal progress</comment>
            <translation>%1 de %2 reunidas</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nueva partida</translation>
        </message>
        <message>
            <source>Replay day</source>
            <translation>Repetir el reto</translation>
        </message>
        <message>
            <source>Start this puzzle again from the beginning</source>
            <translation>Empezar este puzle de nuevo desde el principio</translation>
        </message>
        <message>
            <source>Start a new Endless game with new stones</source>
            <translation>Empezar una nueva partida de Sin fin con piedras nuevas</translation>
        </message>
        <message>
            <source>Play this date's challenge again from the first move</source>
            <translation>Jugar otra vez el reto de esta fecha desde la primera jugada</translation>
        </message>
        <message>
            <source>Start this puzzle again? The moves played so far are lost.</source>
            <translation>¿Empezar este puzle de nuevo? Se perderán las jugadas hechas hasta ahora.</translation>
        </message>
        <message>
            <source>Start a new game with new stones? This game ends without a result; choose End attempt instead to record it.</source>
            <translation>¿Empezar una partida nueva con piedras nuevas? Esta partida terminará sin resultado; elige «Finalizar intento» si quieres registrarlo.</translation>
        </message>
        <message>
            <source>Replay this date's challenge from the first move? This attempt ends without a result; choose End attempt instead to record it.</source>
            <translation>¿Repetir el reto de esta fecha desde la primera jugada? Este intento terminará sin resultado; elige «Finalizar intento» si quieres registrarlo.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Intentar de nuevo</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separator of a list of bowl numbers</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>Puzzle solved!</source>
            <translation>¡Puzle resuelto!</translation>
        </message>
        <message>
            <source>Overflow</source>
            <translation>Desbordamiento</translation>
        </message>
        <message>
            <source>Out of moves</source>
            <translation>Sin jugadas</translation>
        </message>
        <message>
            <source>All moves played</source>
            <translation>Todas las jugadas hechas</translation>
        </message>
        <message>
            <source>No bowl can be chosen</source>
            <translation>No se puede elegir ningún cuenco</translation>
        </message>
        <message>
            <source>Attempt ended</source>
            <translation>Intento finalizado</translation>
        </message>
        <message>
            <source>A bowl overflowed: it held eight or more stones.</source>
            <translation>Un cuenco se desbordó: tenía ocho piedras o más.</translation>
        </message>
        <message>
            <source>The refill overflowed bowls %1: after your move each came to hold more than seven stones.</source>
            <translation>La reposición desbordó los cuencos %1: tras tu jugada, cada uno llegó a tener más de siete piedras.</translation>
        </message>
        <message>
            <source>Bowls %1 overflowed: each ended the move holding more than seven stones.</source>
            <translation>Los cuencos %1 se desbordaron: cada uno terminó la jugada con más de siete piedras.</translation>
        </message>
        <message>
            <source>Every bowl is empty or frozen, so no move is left.</source>
            <translation>Todos los cuencos están vacíos o congelados, así que no queda ninguna jugada.</translation>
        </message>
        <message>
            <source>You ended this attempt.</source>
            <translation>Has finalizado este intento.</translation>
        </message>
        <message>
            <source>Bowl %1 is frozen: it cannot be chosen, but it still receives stones.</source>
            <translation>El cuenco %1 está congelado: no se puede elegir, pero sigue recibiendo piedras.</translation>
        </message>
        <message>
            <source>Bowl %1 is empty: there is nothing to sow.</source>
            <translation>El cuenco %1 está vacío: no hay nada que repartir.</translation>
        </message>
        <message>
            <source>Play bowl %1</source>
            <translation>Jugar el cuenco %1</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Jugar</translation>
        </message>
        <message>
            <source>Perfect Clear</source>
            <translation>Perfect Clear</translation>
        </message>
        <message>
            <source>Undo turns this attempt into practice: the result already recorded stays, but what you play from here is not counted for records. Undo anyway?</source>
            <translation>Deshacer convierte este intento en práctica: el resultado ya registrado se mantiene, pero lo que juegues desde aquí no contará para los récords. ¿Deshacer de todos modos?</translation>
        </message>
        <message>
            <source>Keep this result</source>
            <translation>Conservar este resultado</translation>
        </message>
        <message>
            <source>Undo turns this attempt into practice: its result can no longer become a personal record. Undo anyway?</source>
            <translation>Deshacer convierte este intento en práctica: su resultado ya no podrá ser un récord personal. ¿Deshacer de todos modos?</translation>
        </message>
        <message>
            <source>This attempt is not saved: if you leave now, its moves are lost. Leave anyway?</source>
            <translation>Este intento no se guarda: si sales ahora, sus jugadas se perderán. ¿Salir de todos modos?</translation>
        </message>
        <message>
            <source>Leave without saving</source>
            <translation>Salir sin guardar</translation>
        </message>
        <message>
            <source>Next puzzle</source>
            <translation>Siguiente puzle</translation>
        </message>
        <message>
            <source>Undo and practise</source>
            <translation>Deshacer y practicar</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Seguir jugando</translation>
        </message>
        <message>
            <source>Hints are for puzzles still being played.</source>
            <translation>Las pistas son para puzles que aún se están jugando.</translation>
        </message>
        <message>
            <source>This puzzle is too large for a hint to be worked out.</source>
            <translation>Este puzle es demasiado grande para calcular una pista.</translation>
        </message>
        <message>
            <source>Hint: play bowl %1. It leads to the goal in the fewest moves.</source>
            <translation>Pista: juega el cuenco %1. Lleva al objetivo en el menor número de jugadas.</translation>
        </message>
        <message>
            <source>No move can reach the goal from here.</source>
            <translation>Desde aquí ninguna jugada puede alcanzar el objetivo.</translation>
        </message>
        <message>
            <source>This puzzle can no longer be solved in the moves left.</source>
            <translation>Este puzle ya no se puede resolver con las jugadas que quedan.</translation>
        </message>
        <message>
            <source>Undo to the start</source>
            <translation>Deshacer todo</translation>
        </message>
        <message>
            <source>Undo to move %1</source>
            <translation>Volver a la jugada %1</translation>
        </message>
        <message>
            <source>Give up this attempt and watch the solution? You can try again.</source>
            <translation>¿Abandonar este intento y ver la solución? Podrás intentarlo de nuevo.</translation>
        </message>
        <message>
            <source>Show solution</source>
            <translation>Ver la solución</translation>
        </message>
        <message>
            <source>The solution starts…</source>
            <translation>Empieza la solución…</translation>
        </message>
        <message>
            <source>The share text is on the clipboard.</source>
            <translation>El texto para compartir está en el portapapeles.</translation>
        </message>
        <message>
            <source>End this attempt now and record its result?</source>
            <translation>¿Finalizar este intento ahora y registrar su resultado?</translation>
        </message>
        <message>
            <source>End attempt</source>
            <translation>Finalizar intento</translation>
        </message>
        <message>
            <source>Solution stopped.</source>
            <translation>Solución detenida.</translation>
        </message>
        <message>
            <source>Could not save the game: %1</source>
            <translation>No se pudo guardar la partida: %1</translation>
        </message>
        <message>
            <source>Practice attempt: not counted for records.</source>
            <translation>Intento de práctica: no cuenta para los récords.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Solution</source>
            <translation>Solución</translation>
        </message>
        <message>
            <source>Watch the stored solution, move by move</source>
            <translation>Mira la solución guardada, jugada a jugada</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Repasar</translation>
        </message>
        <message>
            <source>Replay last move</source>
            <translation>Repasar la última jugada</translation>
        </message>
        <message>
            <source>Step through the last move: sowing, groups, blockers, eruptions</source>
            <translation>Recorre paso a paso la última jugada: el reparto, los grupos, los bloqueadores y las erupciones</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ Atrás</translation>
        </message>
        <message>
            <source>Previous step</source>
            <translation>Paso anterior</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Siguiente ▶</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>Paso siguiente</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Listo</translation>
        </message>
        <message>
            <source>Copy share text</source>
            <translation>Copiar texto para compartir</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <comment>button tooltip (shortcut)</comment>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Undo the last move (%1)</source>
            <comment>%1 is the undo key: Ctrl+Z</comment>
            <translation>Deshacer la última jugada (%1)</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>Repetir</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Atrás</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausa</translation>
        </message>
        <message>
            <source>Undo last move</source>
            <translation>Deshacer la última jugada</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Jugar otra vez</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Tablero</translation>
        </message>
        <message>
            <source>Goal progress</source>
            <translation>Progreso del objetivo</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>Pregunta</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Partida</translation>
        </message>
        <message>
            <source>Share text: your score and one symbol per move, never the board. A colour: what the move cleared most; a number: its combo; white: no group; a burst: overflow.</source>
            <translation>Texto para compartir: tu puntuación y un símbolo por jugada, nunca el tablero. Un color: lo que la jugada quitó en mayor número; un número: su combo; blanco: sin grupo; una explosión: desbordamiento.</translation>
        </message>
        <message>
            <source>Copied: the share text is on the clipboard.</source>
            <translation>Copiado: el texto para compartir está en el portapapeles.</translation>
        </message>
        <message>
            <source>You earned the achievement “%1”.</source>
            <comment>%1 is an achievement's name</comment>
            <translation>Has conseguido el logro «%1».</translation>
        </message>
        <message>
            <source>You unlocked the theme “%1”; find it in Themes.</source>
            <comment>%1 is a theme's name</comment>
            <translation>Has desbloqueado el tema «%1»; lo encontrarás en Temas.</translation>
        </message>
        <message>
            <source>★ A new medal for “%1” is on your shelf; find it in Records.</source>
            <comment>%1 is an achievement's name</comment>
            <translation>★ Hay una medalla nueva por «%1» en tu vitrina; mírala en Récords.</translation>
        </message>
        <message>
            <source>Endless left before its first move: there is nothing to continue.</source>
            <translation>Has salido de Sin fin antes de la primera jugada: no hay nada que continuar.</translation>
        </message>
        <message>
            <source>Daily challenge left before its first move: there is nothing to continue.</source>
            <translation>Has salido del reto diario antes de la primera jugada: no hay nada que continuar.</translation>
        </message>
        <message>
            <source>Endless paused at %1 points. Continue Endless goes on from there.</source>
            <translation>Sin fin en pausa con %1 puntos. «Continuar Sin fin» sigue desde ahí.</translation>
        </message>
        <message>
            <source>Daily challenge paused at %1 points. Continue Daily challenge goes on from there.</source>
            <translation>Reto diario en pausa con %1 puntos. «Continuar el reto diario» sigue desde ahí.</translation>
        </message>
        <message>
            <source>Keyboard keys</source>
            <translation>Teclas</translation>
        </message>
        <message>
            <source>Hide the keyboard keys</source>
            <translation>Ocultar las teclas</translation>
        </message>
        <message>
            <source>Show the keyboard keys</source>
            <translation>Mostrar las teclas</translation>
        </message>
        <message>
            <source>This move would overflow, and the attempt would end.</source>
            <translation>Esta jugada provocaría un desbordamiento y el intento terminaría.</translation>
        </message>
        <message>
            <source>This move would make no match.</source>
            <translation>Esta jugada no formaría ningún grupo.</translation>
        </message>
        <message>
            <source>It would empty the board: a Perfect Clear.</source>
            <translation>Dejaría el tablero vacío: un Perfect Clear.</translation>
        </message>
        <message>
            <source>It would meet the puzzle's goal.</source>
            <translation>Cumpliría el objetivo del puzle.</translation>
        </message>
        <message numerus="yes">
            <source>Your score is %n point(s).</source>
            <translation>
                <numerusform>Tu puntuación es de %n punto.</numerusform>
                <numerusform>Tu puntuación es de %n puntos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <comment>the HUD's score</comment>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n puntos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n safe move(s) played</source>
            <translation>
                <numerusform>%n jugada segura</numerusform>
                <numerusform>%n jugadas seguras</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your best for this date is %n point(s).</source>
            <translation>
                <numerusform>Tu récord de esta fecha es de %n punto.</numerusform>
                <numerusform>Tu récord de esta fecha es de %n puntos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) played</source>
            <translation>
                <numerusform>%n jugada hecha</numerusform>
                <numerusform>%n jugadas hechas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) left</source>
            <translation>
                <numerusform>Queda %n jugada</numerusform>
                <numerusform>Quedan %n jugadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This move would score %n point(s).</source>
            <comment>move preview</comment>
            <translation>
                <numerusform>Esta jugada sumaría %n punto.</numerusform>
                <numerusform>Esta jugada sumaría %n puntos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This move would score %n point(s) with a %1 combo.</source>
            <comment>move preview; %1 is the combo's multiplier: ×3</comment>
            <translation>
                <numerusform>Esta jugada sumaría %n punto con un combo %1.</numerusform>
                <numerusform>Esta jugada sumaría %n puntos con un combo %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n volcano(es) would erupt.</source>
            <comment>move preview</comment>
            <translation>
                <numerusform>Un volcán entraría en erupción.</numerusform>
                <numerusform>%n volcanes entrarían en erupción.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n bowl(s) would be left at seven stones: a refill stone landing there would overflow it.</source>
            <comment>move preview; the refill follows this move</comment>
            <translation>
                <numerusform>Un cuenco quedaría con siete piedras: una piedra de reposición que cayera en él lo desbordaría.</numerusform>
                <numerusform>%n cuencos quedarían con siete piedras: una piedra de reposición que cayera en uno de ellos lo desbordaría.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is frozen for %n move(s).</source>
            <translation>
                <numerusform>El cuenco %1 queda congelado durante %n jugada.</numerusform>
                <numerusform>El cuenco %1 queda congelado durante %n jugadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is a reverse bowl for %n move(s).</source>
            <translation>
                <numerusform>El cuenco %1 es un cuenco con inversión durante %n jugada.</numerusform>
                <numerusform>El cuenco %1 es un cuenco con inversión durante %n jugadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 is a volcano for %n move(s).</source>
            <translation>
                <numerusform>El cuenco %1 es un volcán durante %n jugada.</numerusform>
                <numerusform>El cuenco %1 es un volcán durante %n jugadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 holds %n stone(s) in queue order</source>
            <translation>
                <numerusform>El cuenco %1 contiene %n piedra en el orden de la cola</numerusform>
                <numerusform>El cuenco %1 contiene %n piedras en el orden de la cola</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your final score is %n point(s).</source>
            <translation>
                <numerusform>Tu puntuación final es de %n punto.</numerusform>
                <numerusform>Tu puntuación final es de %n puntos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Perfect Clear: the board was emptied, and its bonus of %n point(s) is in the score.</source>
            <translation>
                <numerusform>Perfect Clear: el tablero quedó vacío y su bonificación de %n punto está en la puntuación.</numerusform>
                <numerusform>Perfect Clear: el tablero quedó vacío y su bonificación de %n puntos está en la puntuación.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Score %n points</source>
            <translation>
                <numerusform>Consigue %n punto</numerusform>
                <numerusform>Consigue %n puntos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Make a combo of %n bowls in one move</source>
            <translation>
                <numerusform>Haz un combo de %n cuenco en una jugada</numerusform>
                <numerusform>Haz un combo de %n cuencos en una jugada</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Leave at most %n stone(s) on the board</source>
            <translation>
                <numerusform>Deja como máximo %n piedra en el tablero</numerusform>
                <numerusform>Deja como máximo %n piedras en el tablero</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) left on the board</source>
            <comment>goal progress</comment>
            <translation>
                <numerusform>Queda %n piedra en el tablero</numerusform>
                <numerusform>Quedan %n piedras en el tablero</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your biggest combo so far reached %1 of %n bowls</source>
            <comment>goal progress: %n is the combo the goal asks for</comment>
            <translation>
                <numerusform>Tu mayor combo hasta ahora llegó a %1 de %n cuenco</numerusform>
                <numerusform>Tu mayor combo hasta ahora llegó a %1 de %n cuencos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Solved in %n move(s).</source>
            <translation>
                <numerusform>Resuelto en %n jugada.</numerusform>
                <numerusform>Resuelto en %n jugadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All %n moves of the day are played.</source>
            <translation>
                <numerusform>Se ha hecho la única jugada del día.</numerusform>
                <numerusform>Se han hecho las %n jugadas del día.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n red stone(s)</source>
            <translation>
                <numerusform>Reúne %n piedra roja</numerusform>
                <numerusform>Reúne %n piedras rojas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n yellow stone(s)</source>
            <translation>
                <numerusform>Reúne %n piedra amarilla</numerusform>
                <numerusform>Reúne %n piedras amarillas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n green stone(s)</source>
            <translation>
                <numerusform>Reúne %n piedra verde</numerusform>
                <numerusform>Reúne %n piedras verdes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n blue stone(s)</source>
            <translation>
                <numerusform>Reúne %n piedra azul</numerusform>
                <numerusform>Reúne %n piedras azules</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collect %n purple stone(s)</source>
            <translation>
                <numerusform>Reúne %n piedra morada</numerusform>
                <numerusform>Reúne %n piedras moradas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) on the board (at most %1)</source>
            <comment>goal progress: the stones now, then the most the goal allows</comment>
            <translation>
                <numerusform>Hay %n piedra en el tablero (como máximo %1)</numerusform>
                <numerusform>Hay %n piedras en el tablero (como máximo %1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n points</source>
            <comment>goal progress</comment>
            <translation>
                <numerusform>%1 de %n punto</numerusform>
                <numerusform>%1 de %n puntos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The goal was not met within %n move(s).</source>
            <translation>
                <numerusform>No se cumplió el objetivo en %n jugada.</numerusform>
                <numerusform>No se cumplió el objetivo en %n jugadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The refill overflowed bowl %1: after your move it came to hold %n stones, more than seven.</source>
            <translation>
                <numerusform>La reposición desbordó el cuenco %1: tras tu jugada llegó a tener %n piedra, más de siete.</numerusform>
                <numerusform>La reposición desbordó el cuenco %1: tras tu jugada llegó a tener %n piedras, más de siete.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1 overflowed: it ended the move holding %n stones, more than seven.</source>
            <translation>
                <numerusform>El cuenco %1 se desbordó: terminó la jugada con %n piedra, más de siete.</numerusform>
                <numerusform>El cuenco %1 se desbordó: terminó la jugada con %n piedras, más de siete.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That was the solution in %n move(s). Now try it yourself.</source>
            <translation>
                <numerusform>Esa era la solución en %n jugada. Ahora inténtalo tú.</numerusform>
                <numerusform>Esa era la solución en %n jugadas. Ahora inténtalo tú.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Pick up all the stones of one bowl, sow them one by one into the bowls that follow, and make groups of three of a colour. Start with the colour, think in chains.</source>
            <translation>Toma todas las piedras de un cuenco, repártelas una a una en los cuencos siguientes y forma grupos de tres del mismo color. Empieza por el color, piensa en cadenas.</translation>
        </message>
        <message>
            <source>The board</source>
            <translation>El tablero</translation>
        </message>
        <message>
            <source>Twelve bowls stand in a ring. Bowl 0 is at the top and the numbers grow clockwise.</source>
            <translation>Doce cuencos forman un círculo. El cuenco 0 está arriba y los números crecen en sentido horario.</translation>
        </message>
        <message>
            <source>Each bowl keeps its stones in a queue: new stones join at the end, and when stones leave, the others keep their order. A bowl has seven places, six around its rim and the seventh in the middle. Between moves no bowl may hold more than seven stones.</source>
            <translation>Cada cuenco guarda sus piedras en una cola: las nuevas llegan al final y, cuando algunas salen, las demás conservan su orden. Un cuenco tiene siete posiciones, seis alrededor del borde y la séptima en el centro. Entre jugadas, ningún cuenco puede tener más de siete piedras.</translation>
        </message>
        <message>
            <source>There are five colours: red, yellow, green, blue and purple. There are also wilds, which help any colour, and blockers, which never match. Each colour has its own white symbol, which you can switch on in the settings. Themes never change colours or symbols.</source>
            <translation>Hay cinco colores: rojo, amarillo, verde, azul y morado. También hay comodines, que ayudan a cualquier color, y bloqueadores, que nunca forman grupo. Cada color tiene su propio símbolo blanco, que puedes activar en los ajustes. Los temas nunca cambian los colores ni los símbolos.</translation>
        </message>
        <message>
            <source>A bowl can carry one modifier: frozen, reverse or volcano. In puzzles modifiers stay for good; in Endless they come and go and show how many moves they have left.</source>
            <translation>Un cuenco puede llevar un modificador: congelado, inversión o volcán. En los puzles los modificadores son permanentes; en Sin fin aparecen y desaparecen, y muestran cuántas jugadas les quedan.</translation>
        </message>
        <message>
            <source>Bowl 0 at the top, then clockwise: frozen, reverse and volcano bowls.</source>
            <translation>El cuenco 0 arriba y, en sentido horario, un cuenco congelado, uno con inversión y un volcán.</translation>
        </message>
        <message>
            <source>Making a move</source>
            <translation>Hacer una jugada</translation>
        </message>
        <message>
            <source>Choose any bowl that is not empty and not frozen. Its stones appear beside the board in queue order. Choosing changes nothing, so look around freely.</source>
            <translation>Elige cualquier cuenco que no esté vacío ni congelado. Sus piedras aparecen junto al tablero en el orden de la cola. Elegir no cambia nada, así que puedes mirar con calma.</translation>
        </message>
        <message>
            <source>Confirm to play: you take every stone of the bowl into your hand, drop the first into the next bowl clockwise, the second into the bowl after that, and so on. From a bowl with the reverse modifier you sow counter-clockwise instead.</source>
            <translation>Confirma para jugar: tomas en la mano todas las piedras del cuenco, dejas la primera en el siguiente cuenco en sentido horario, la segunda en el de después, y así sucesivamente. Desde un cuenco con inversión repartes en sentido antihorario.</translation>
        </message>
        <message>
            <source>Frozen bowls are not skipped: they receive stones like any other bowl. Wilds and blockers are sown like ordinary stones. Nothing else happens until the last stone has been dropped.</source>
            <translation>Los cuencos congelados no se saltan: reciben piedras como cualquier otro. Los comodines y los bloqueadores se reparten como piedras normales. No ocurre nada más hasta que se deja la última piedra.</translation>
        </message>
        <message>
            <source>Bowl 0 is sown: red, yellow and green go to bowls 1, 2 and 3.</source>
            <translation>Se reparte el cuenco 0: rojo, amarillo y verde van a los cuencos 1, 2 y 3.</translation>
        </message>
        <message>
            <source>Matches and wilds</source>
            <translation>Grupos y comodines</translation>
        </message>
        <message>
            <source>Three or more stones of one colour in the same bowl disappear, wherever they stand in the queue. With four reds, all four go. Several colours in one bowl can match at the same time.</source>
            <translation>Tres o más piedras de un color en el mismo cuenco desaparecen, estén donde estén en la cola. Con cuatro rojas, se van las cuatro. Varios colores de un cuenco pueden formar grupo a la vez.</translation>
        </message>
        <message>
            <source>Groups of ordinary stones go first. Then wilds complete the colours that are left, up to exactly three: a colour with two stones needs one wild, a colour with one stone needs two. The colour that needs fewer wilds goes first; on a tie, the colour whose first stone came earlier in the queue. The oldest wilds are used first.</source>
            <translation>Primero se van los grupos de piedras normales. Después, los comodines completan los colores que quedan hasta exactamente tres: un color con dos piedras necesita un comodín y un color con una piedra necesita dos. Va primero el color que necesita menos comodines; en caso de empate, el color cuya primera piedra apareció antes en la cola. Se usan primero los comodines más antiguos.</translation>
        </message>
        <message>
            <source>Wilds never match on their own, not even three of them, and blockers never match.</source>
            <translation>Los comodines nunca forman grupo solos, ni siquiera tres, y los bloqueadores nunca forman grupo.</translation>
        </message>
        <message>
            <source>Red needs one wild and blue needs two: red goes first, and the one wild left is too few for blue.</source>
            <translation>El rojo necesita un comodín y el azul dos: el rojo va primero y el único comodín que queda no basta para el azul.</translation>
        </message>
        <message>
            <source>Chains, blockers and volcanoes</source>
            <translation>Cadenas, bloqueadores y volcanes</translation>
        </message>
        <message>
            <source>When the last stone has landed, every bowl is checked for matches at once.</source>
            <translation>Cuando la última piedra ha llegado, se buscan grupos en todos los cuencos a la vez.</translation>
        </message>
        <message>
            <source>A match clears the blockers in the two neighbouring bowls. A bowl's own blockers stay when it matches, but when two neighbouring bowls both match, each clears the other's.</source>
            <translation>Un grupo elimina los bloqueadores de los dos cuencos vecinos. Los bloqueadores del propio cuenco se quedan, pero cuando dos cuencos vecinos forman grupo a la vez, cada uno limpia los del otro.</translation>
        </message>
        <message>
            <source>A volcano holding six or more stones erupts: it lifts all its stones and sows them clockwise from itself. When several volcanoes are ready, they all lift their stones first, then sow one after another in bowl order. A volcano erupts at most once per move, refill included; emptying it with your own move is not an eruption.</source>
            <translation>Un volcán con seis o más piedras entra en erupción: toma todas sus piedras y las reparte en sentido horario desde sí mismo. Si hay varios volcanes listos, todos toman primero sus piedras y luego reparten uno tras otro en orden de cuenco. Un volcán entra en erupción como máximo una vez por jugada, reposición incluida; vaciarlo con tu propia jugada no cuenta como erupción.</translation>
        </message>
        <message>
            <source>After eruptions the bowls are checked for matches again, and so on until nothing more happens. Stones never fall or slide when others disappear: only volcanoes keep a chain going.</source>
            <translation>Tras las erupciones se vuelven a buscar grupos, y así hasta que no ocurre nada más. Las piedras nunca caen ni se desplazan cuando otras desaparecen: solo los volcanes mantienen viva una cadena.</translation>
        </message>
        <message>
            <source>The green match clears the blocker next to it; the volcano with six stones erupts and sows them clockwise.</source>
            <translation>El grupo verde elimina el bloqueador de al lado; el volcán con seis piedras entra en erupción y las reparte en sentido horario.</translation>
        </message>
        <message>
            <source>Score and combo</source>
            <translation>Puntos y combos</translation>
        </message>
        <message>
            <source>Each ordinary stone or wild removed by a match is worth 10 points. Sowing, eruptions and cleared blockers score nothing.</source>
            <translation>Cada piedra normal o comodín eliminado en un grupo vale 10 puntos. El reparto, las erupciones y los bloqueadores eliminados no dan puntos.</translation>
        </message>
        <message>
            <source>The combo of a move is the number of different bowls that matched during it, chains included. It multiplies the points of your move: ×1, ×2, ×3, and ×4 from four bowls on. Several colours in one bowl still count as one bowl.</source>
            <translation>El combo de una jugada es el número de cuencos distintos que formaron grupo en ella, cadenas incluidas. Multiplica los puntos de tu jugada: ×1, ×2, ×3, y ×4 a partir de cuatro cuencos. Varios colores en un mismo cuenco siguen contando como un cuenco.</translation>
        </message>
        <message>
            <source>Perfect Clear: an empty board after your move, before any refill, earns 100 extra points, never multiplied. A single wild or blocker left spoils it.</source>
            <translation>Perfect Clear: un tablero vacío tras tu jugada, antes de cualquier reposición, da 100 puntos extra, nunca multiplicados. Un solo comodín o bloqueador que quede lo impide.</translation>
        </message>
        <message>
            <source>Matches caused by a refill score 10 points a stone, with no multiplier, no combo and no Perfect Clear.</source>
            <translation>Los grupos causados por una reposición dan 10 puntos por piedra, sin multiplicador, sin combo y sin Perfect Clear.</translation>
        </message>
        <message>
            <source>Two bowls match in the same move: a combo of 2, so every point counts twice.</source>
            <translation>Dos cuencos forman grupo en la misma jugada: un combo de 2, así que cada punto cuenta doble.</translation>
        </message>
        <message>
            <source>Seven places and overflow</source>
            <translation>Siete posiciones y desbordamiento</translation>
        </message>
        <message>
            <source>While a move resolves, a bowl may hold eight stones for a moment: a match or an eruption may still empty it.</source>
            <translation>Mientras se resuelve una jugada, un cuenco puede tener ocho piedras por un momento: un grupo o una erupción todavía pueden vaciarlo.</translation>
        </message>
        <message>
            <source>When everything has settled, a bowl holding eight or more stones overflows and the attempt is lost at once, even if the same move reached a puzzle's goal. A part of a move that overflows scores nothing.</source>
            <translation>Cuando todo se ha resuelto, un cuenco con ocho o más piedras se desborda y el intento se pierde al instante, aunque la misma jugada haya alcanzado el objetivo de un puzle. La parte de una jugada que se desborda no da puntos.</translation>
        </message>
        <message>
            <source>Your move is checked first; if it overflowed, no refill comes. A refill can never rescue a move, and it can overflow on its own. A move without any overflow is called safe.</source>
            <translation>Primero se comprueba tu jugada; si se desbordó, no llega ninguna reposición. Una reposición nunca puede salvar una jugada, y también puede desbordarse por sí sola. Una jugada sin ningún desbordamiento se llama segura.</translation>
        </message>
        <message>
            <source>Seven stones are fine; an eighth that stays means overflow.</source>
            <translation>Siete piedras están bien; una octava que se queda significa desbordamiento.</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>Puzles</translation>
        </message>
        <message>
            <source>There are 100 puzzles. Each has a start position, one goal and a move limit. Puzzles have no refill and nothing random.</source>
            <translation>Hay 100 puzles. Cada uno tiene una posición inicial, un objetivo y un límite de jugadas. Los puzles no tienen reposición ni nada aleatorio.</translation>
        </message>
        <message>
            <source>Goals: clear every stone of a colour, collect a number of stones of a colour (wilds do not count), reach a score, make a combo of a given size, leave at most a number of stones on the board, or empty the board completely.</source>
            <translation>Objetivos: eliminar todas las piedras de un color, reunir cierto número de piedras de un color (los comodines no cuentan), alcanzar una puntuación, hacer un combo de cierto tamaño, dejar como máximo cierto número de piedras en el tablero o vaciar el tablero por completo.</translation>
        </message>
        <message>
            <source>The goal is checked after every safe move and can be met on the last allowed move. The puzzle is lost if the moves run out, or no bowl can be chosen, before the goal is met. Undo and restart are there to help you.</source>
            <translation>El objetivo se comprueba después de cada jugada segura y puede alcanzarse en la última jugada permitida. El puzle se pierde si se acaban las jugadas, o no se puede elegir ningún cuenco, antes de alcanzar el objetivo. Deshacer y repetir están para ayudarte.</translation>
        </message>
        <message>
            <source>Goal “clear blue”: the last blue stones match, and the goal is met.</source>
            <translation>Objetivo «eliminar el azul»: las últimas piedras azules forman grupo y se cumple el objetivo.</translation>
        </message>
        <message>
            <source>Endless and Daily</source>
            <translation>Sin fin y reto diario</translation>
        </message>
        <message>
            <source>Both start with 36 stones, three in every bowl, with no group ready to match. After every safe move two new stones, the refill, drop into two different bowls, and they can make matches too.</source>
            <translation>Ambos empiezan con 36 piedras, tres en cada cuenco, sin ningún grupo listo. Tras cada jugada segura caen dos piedras nuevas, la reposición, en dos cuencos distintos, y también pueden formar grupos.</translation>
        </message>
        <message>
            <source>Endless goes on until a bowl overflows, no bowl can be chosen or you end the attempt. Once nine safe moves have been played, surprises begin: frozen, reverse and volcano bowls for a few moves, and wilds or blockers among the new stones. Pause keeps the attempt for later.</source>
            <translation>Sin fin continúa hasta que un cuenco se desborda, no se puede elegir ningún cuenco o finalizas el intento. Tras nueve jugadas seguras empiezan los eventos especiales: cuencos congelados, con inversión o volcanes durante unas jugadas, y comodines o bloqueadores entre las piedras nuevas. «Pausa» guarda el intento para más tarde.</translation>
        </message>
        <message>
            <source>The Daily challenge is the same game for everyone on a UTC date: ordinary stones only, no surprises, 20 moves and no refill after the last one. An attempt keeps its date even past midnight. Replay it as often as you like; your best result is kept on this device. There is no global leaderboard.</source>
            <translation>El reto diario es la misma partida para todos en una fecha UTC: solo piedras normales, sin eventos especiales, 20 jugadas y sin reposición tras la última. Un intento conserva su fecha aunque pase la medianoche. Repítelo cuantas veces quieras; tu mejor resultado se guarda en este dispositivo. No hay clasificación mundial.</translation>
        </message>
        <message>
            <source>The start of Endless and Daily: three stones in every bowl.</source>
            <translation>El inicio de Sin fin y del reto diario: tres piedras en cada cuenco.</translation>
        </message>
        <message>
            <source>Undo, records and themes</source>
            <translation>Deshacer, récords y temas</translation>
        </message>
        <message>
            <source>Undo takes back the whole last move: board, modifiers, refill, score and moves. Playing the same move again brings the same new stones, because the luck of an attempt is fixed from its start.</source>
            <translation>Deshacer anula toda la última jugada: tablero, modificadores, reposición, puntuación y jugadas. Si repites la misma jugada llegan las mismas piedras nuevas, porque la suerte de un intento queda fijada desde el principio.</translation>
        </message>
        <message>
            <source>In Endless and the Daily, the first undo turns the attempt into practice: it can no longer set a personal record. A new attempt starts without the mark.</source>
            <translation>En Sin fin y en el reto diario, el primer deshacer convierte el intento en práctica: ya no puede establecer un récord personal. Un intento nuevo empieza sin esa marca.</translation>
        </message>
        <message>
            <source>Achievements from any mode unlock the themes in this order: Simple, Garden, Sand, Ocean, Runes, Neon and Space. Simple is always available, and you can preview all seven at any time. Themes change how things look, never the rules, the colours or the symbols.</source>
            <translation>Los logros de cualquier modo desbloquean los temas en este orden: Sencillo, Jardín, Arena, Océano, Runas, Neón y Espacio. Sencillo está siempre disponible y puedes ver los siete cuando quieras. Los temas cambian el aspecto, nunca las reglas, los colores ni los símbolos.</translation>
        </message>
        <message>
            <source>Red, yellow, green, blue, purple, a wild and a blocker, as every theme shows them.</source>
            <translation>Rojo, amarillo, verde, azul, morado, un comodín y un bloqueador, tal como los muestra cada tema.</translation>
        </message>
        <message>
            <source>Every stone sown ticks a little higher, groups chime higher as the combo grows, and eruptions, blockers, thawing bowls, refills and overflows each have a sound of their own. During a game, M turns the sound off or on; Settings has the effects volume.</source>
            <translation>Cada piedra repartida suena un poco más aguda, los grupos suenan más agudos a medida que crece el combo, y las erupciones, los bloqueadores, los cuencos que se descongelan, las reposiciones y los desbordamientos tienen cada uno su propio sonido. Durante una partida, M apaga o enciende el sonido; en Ajustes está el volumen de los efectos.</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Atrás</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Cómo se juega</translation>
        </message>
        <message>
            <source>The ring</source>
            <translation>El anillo</translation>
        </message>
        <message>
            <source>Queues and seven places</source>
            <translation>Colas y siete posiciones</translation>
        </message>
        <message>
            <source>Colours, wilds and blockers</source>
            <translation>Colores, comodines y bloqueadores</translation>
        </message>
        <message>
            <source>Modifiers</source>
            <translation>Modificadores</translation>
        </message>
        <message>
            <source>Choosing</source>
            <translation>Elegir</translation>
        </message>
        <message>
            <source>Sowing</source>
            <translation>Repartir</translation>
        </message>
        <message>
            <source>Nothing is skipped</source>
            <translation>Nada se salta</translation>
        </message>
        <message>
            <source>Groups of three</source>
            <translation>Grupos de tres</translation>
        </message>
        <message>
            <source>How wilds help</source>
            <translation>Cómo ayudan los comodines</translation>
        </message>
        <message>
            <source>What never matches</source>
            <translation>Lo que nunca forma grupo</translation>
        </message>
        <message>
            <source>All at once</source>
            <translation>Todo a la vez</translation>
        </message>
        <message>
            <source>Blockers</source>
            <translation>Bloqueadores</translation>
        </message>
        <message>
            <source>Volcanoes</source>
            <translation>Volcanes</translation>
        </message>
        <message>
            <source>Until nothing more happens</source>
            <translation>Hasta que no pase nada más</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Combo</source>
            <translation>Combos</translation>
        </message>
        <message>
            <source>Perfect Clear</source>
            <translation>Perfect Clear: tablero vacío</translation>
        </message>
        <message>
            <source>Refill matches</source>
            <translation>Grupos de la reposición</translation>
        </message>
        <message>
            <source>Eight for a moment</source>
            <translation>Ocho por un momento</translation>
        </message>
        <message>
            <source>Overflow loses</source>
            <translation>Desbordar es perder</translation>
        </message>
        <message>
            <source>Refills and safe moves</source>
            <translation>Reposiciones y jugadas seguras</translation>
        </message>
        <message>
            <source>One hundred puzzles</source>
            <translation>Cien puzles</translation>
        </message>
        <message>
            <source>Goals</source>
            <translation>Objetivos</translation>
        </message>
        <message>
            <source>Winning and losing</source>
            <translation>Ganar y perder</translation>
        </message>
        <message>
            <source>The start and the refill</source>
            <translation>El comienzo y la reposición</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>Sin fin</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>Reto diario</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Práctica</translation>
        </message>
        <message>
            <source>Themes</source>
            <translation>Temas</translation>
        </message>
        <message>
            <source>Sounds</source>
            <translation>Sonidos</translation>
        </message>
        <message>
            <source>On the board</source>
            <translation>En el tablero</translation>
        </message>
        <message>
            <source>Anywhere in a game</source>
            <translation>En cualquier parte de la partida</translation>
        </message>
        <message>
            <source>Solution and replay</source>
            <translation>Solución y repaso</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Teclas</translation>
        </message>
    </context>
    <context>
        <name>HintSteps</name>
        <message>
            <source>★ Solved without a hint step and without undo.</source>
            <translation>★ Resuelto sin ningún paso de pista y sin deshacer.</translation>
        </message>
        <message>
            <source>You used the hint's first step, the puzzle's idea.</source>
            <translation>Usaste el primer paso de la pista, la idea del puzle.</translation>
        </message>
        <message>
            <source>You used the hint up to its second step, the bowl to play next.</source>
            <translation>Usaste la pista hasta su segundo paso, el cuenco que jugar ahora.</translation>
        </message>
        <message>
            <source>You used all three hint steps, up to the whole line.</source>
            <translation>Usaste los tres pasos de la pista, hasta la línea completa.</translation>
        </message>
        <message>
            <source>Undo used.</source>
            <translation>Se usó deshacer.</translation>
        </message>
        <message>
            <source>★ is for a solve without a hint step and without undo.</source>
            <translation>★ se gana resolviendo sin ningún paso de pista y sin deshacer.</translation>
        </message>
        <message>
            <source>Hint %1/3</source>
            <translation>Pista %1/3</translation>
        </message>
        <message>
            <source>Hint, step 1 of 3: the puzzle's idea, what to look for (H)</source>
            <translation>Pista, paso 1 de 3: la idea del puzle, qué buscar (H)</translation>
        </message>
        <message>
            <source>Hint, step 2 of 3: the bowl to play next (H)</source>
            <translation>Pista, paso 2 de 3: el cuenco que jugar ahora (H)</translation>
        </message>
        <message>
            <source>Hint, step 3 of 3: the whole line, move by move (H)</source>
            <translation>Pista, paso 3 de 3: la línea completa, jugada a jugada (H)</translation>
        </message>
    </context>
    <context>
        <name>Home</name>
        <message>
            <source>Colour symbols give every colour its own shape, so stones never have to be told apart by colour alone.</source>
            <translation>Los símbolos de color dan a cada color su propia forma, así las piedras nunca tienen que distinguirse solo por el color.</translation>
        </message>
        <message>
            <source>Turn on colour symbols</source>
            <translation>Activar los símbolos de color</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Ahora no</translation>
        </message>
        <message>
            <source>Colour symbols</source>
            <translation>Símbolos de color</translation>
        </message>
        <message>
            <source>Twelve Bowls</source>
            <translation>Doce cuencos</translation>
        </message>
        <message>
            <source>Sow the stones around the ring, match three, stay calm.</source>
            <translation>Reparte las piedras por el círculo, junta tres y mantén la calma.</translation>
        </message>
        <message>
            <source>Themes</source>
            <translation>Temas</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Cómo se juega</translation>
        </message>
        <message>
            <source>Records</source>
            <translation>Récords</translation>
        </message>
        <message>
            <source>Earlier Dailies…</source>
            <translation>Retos diarios anteriores…</translation>
        </message>
        <message>
            <source>Play the Daily of one of the last 30 days again, as practice</source>
            <translation>Vuelve a jugar el reto diario de uno de los últimos 30 días, como práctica</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>Puzles</translation>
        </message>
        <message>
            <source>No score yet</source>
            <translation>Aún sin puntuación</translation>
        </message>
        <message>
            <source>Paused at %1 points</source>
            <translation>En pausa con %1 puntos</translation>
        </message>
        <message>
            <source>Paused at %1 points · best %2</source>
            <translation>En pausa con %1 puntos · mejor %2</translation>
        </message>
        <message>
            <source>Continue Endless</source>
            <translation>Continuar Sin fin</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>Sin fin</translation>
        </message>
        <message>
            <source>%1 (UTC) · paused at %2 points</source>
            <translation>%1 (UTC) · en pausa con %2 puntos</translation>
        </message>
        <message>
            <source>%1 (UTC) · paused at %2 points · best %3</source>
            <translation>%1 (UTC) · en pausa con %2 puntos · mejor %3</translation>
        </message>
        <message>
            <source>%1 (UTC) · not played yet</source>
            <translation>%1 (UTC) · aún sin jugar</translation>
        </message>
        <message>
            <source>%1 (UTC) · best %2 · next Daily in %3</source>
            <translation>%1 (UTC) · mejor %2 · el siguiente en %3</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>Reto diario</translation>
        </message>
        <message>
            <source>Continue Daily challenge</source>
            <translation>Continuar el reto diario</translation>
        </message>
        <message numerus="yes">
            <source>%n of 100 solved</source>
            <translation>
                <numerusform>%n de 100 resuelto</numerusform>
                <numerusform>%n de 100 resueltos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your best score is %n point(s).</source>
            <translation>
                <numerusform>Tu mejor puntuación es de %n punto.</numerusform>
                <numerusform>Tu mejor puntuación es de %n puntos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have completed the Daily %n day(s) in a row.</source>
            <translation>
                <numerusform>Has completado el reto diario %n día seguido.</numerusform>
                <numerusform>Has completado el reto diario %n días seguidos.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>The arrow keys choose a bowl, Enter plays it, Space skips the animation.</source>
            <translation>Las flechas eligen un cuenco, Intro lo juega y Espacio salta la animación.</translation>
        </message>
        <message>
            <source>%1 undoes, %2 starts again, H gives the next step of a hint, G reads the goal and the moves left, M turns the sound off or on, Esc pauses the game or leaves it.</source>
            <translation>%1 deshace, %2 empieza de nuevo, H da el siguiente paso de una pista, G lee el objetivo y las jugadas que quedan, M quita o pone el sonido y Esc pausa la partida o sale de ella.</translation>
        </message>
        <message>
            <source>%1 undoes, %2 starts again, G reads the score and the moves left, M turns the sound off or on, Esc pauses the game or leaves it.</source>
            <translation>%1 deshace, %2 empieza de nuevo, G lee la puntuación y las jugadas que quedan, M quita o pone el sonido y Esc pausa la partida o sale de ella.</translation>
        </message>
        <message>
            <source>%1 undoes, %2 starts again, G reads the score, M turns the sound off or on, Esc pauses the game or leaves it.</source>
            <translation>%1 deshace, %2 empieza de nuevo, G lee la puntuación, M quita o pone el sonido y Esc pausa la partida o sale de ella.</translation>
        </message>
        <message>
            <source>While a solution or a replay is shown, the arrow keys step through it, Space pauses or continues, Esc stops.</source>
            <translation>Mientras se muestra una solución o un repaso, las flechas avanzan o retroceden, Espacio pausa o continúa y Esc lo detiene.</translation>
        </message>
    </context>
    <context>
        <name>Launcher</name>
        <message>
            <source>Puzzle Game</source>
            <translation>Juego de puzles</translation>
        </message>
        <message>
            <source>Sow stones around a ring of twelve bowls and set off chains of matches</source>
            <translation>Reparte piedras en un círculo de doce cuencos y desata cadenas de grupos</translation>
        </message>
        <message>
            <source>puzzle;sowing;mancala;stones;bowls;match;</source>
            <translation>rompecabezas;puzle;repartir;mancala;piedras;cuencos;grupos;</translation>
        </message>
        <message>
            <source>Sow stones around a ring of bowls and set off chains</source>
            <translation>Reparte piedras en un círculo de cuencos y desata cadenas</translation>
        </message>
        <message>
            <source>Twelve bowls stand in a ring. Pick a bowl, and its stones are sown one by one into the bowls that follow. Three of a colour in a bowl vanish, clear the blockers next door and may set off a chain. Plan ahead, because a bowl that holds more than seven stones ends the game.</source>
            <translation>Doce cuencos forman un círculo. Elige un cuenco y sus piedras se reparten una a una en los cuencos siguientes. Tres de un color en un cuenco desaparecen, eliminan los bloqueadores vecinos y pueden desatar una cadena. Piensa antes de jugar: un cuenco con más de siete piedras termina la partida.</translation>
        </message>
        <message>
            <source>Features:</source>
            <translation>Características:</translation>
        </message>
        <message>
            <source>100 hand-made puzzles with goals and move limits</source>
            <translation>100 puzles hechos a mano con objetivos y límites de jugadas</translation>
        </message>
        <message>
            <source>Endless mode and a daily challenge that is the same for every player</source>
            <translation>Modo Sin fin y un reto diario igual para todos los jugadores</translation>
        </message>
        <message>
            <source>Seven themes, from a quiet garden to outer space</source>
            <translation>Siete temas, de un jardín tranquilo al espacio exterior</translation>
        </message>
        <message>
            <source>Symbols on the stones for players who do not tell colours apart</source>
            <translation>Símbolos en las piedras para quienes no distinguen los colores</translation>
        </message>
        <message>
            <source>English, Spanish, Japanese, Hindi and Arabic</source>
            <translation>Inglés, español, japonés, hindi y árabe</translation>
        </message>
        <message>
            <source>The home screen</source>
            <translation>La pantalla de inicio</translation>
        </message>
        <message>
            <source>A puzzle in the Garden theme</source>
            <translation>Un puzle en el tema Jardín</translation>
        </message>
        <message>
            <source>Endless mode in the Neon theme</source>
            <translation>El modo Sin fin en el tema Neón</translation>
        </message>
        <message>
            <source>The seven themes</source>
            <translation>Los siete temas</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>This game cannot start.</source>
            <translation>El juego no puede iniciarse.</translation>
        </message>
        <message>
            <source>Twelve Bowls</source>
            <translation>Doce cuencos</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <comment>screen — app name</comment>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Toggle full screen</source>
            <translation>Activar o desactivar la pantalla completa</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Cómo se juega</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Salir</translation>
        </message>
    </context>
    <context>
        <name>MyPuzzles</name>
        <message>
            <source>My puzzle %1</source>
            <translation>Mi puzle %1</translation>
        </message>
        <message>
            <source>Open puzzle code…</source>
            <translation>Abrir código de puzle…</translation>
        </message>
        <message>
            <source>Play a puzzle someone shared as a code; it is never a record.</source>
            <translation>Juega un puzle que alguien compartió como código; nunca cuenta como récord.</translation>
        </message>
        <message>
            <source>Make a puzzle</source>
            <translation>Crear un puzle</translation>
        </message>
        <message>
            <source>Build a puzzle of your own; the solver proves it and sets its limit.</source>
            <translation>Crea tu propio puzle; el solucionador lo demuestra y fija su límite.</translation>
        </message>
        <message numerus="yes">
            <source>limit %n move(s)</source>
            <translation>
                <numerusform>límite: %n jugada</numerusform>
                <numerusform>límite: %n jugadas</numerusform>
            </translation>
        </message>
        <message>
            <source>My puzzles</source>
            <translation>Mis puzles</translation>
        </message>
        <message>
            <source>Puzzles you make with Make a puzzle are kept here, with your best results.</source>
            <translation>Los puzles que crees con «Crear un puzle» se guardan aquí, con tus mejores resultados.</translation>
        </message>
        <message>
            <source>Your best results on your own puzzles were damaged and have been restored from their backup copy. The damaged file was kept as %1.</source>
            <translation>Tus mejores resultados en los puzles que has creado estaban dañados y se han restaurado desde su copia de seguridad. El archivo dañado se ha guardado como %1.</translation>
        </message>
        <message>
            <source>Your best results on your own puzzles could not be read and there was no good backup, so they start afresh. The damaged file was kept as %1.</source>
            <translation>No se pudieron leer tus mejores resultados en los puzles que has creado y no había una copia de seguridad válida, así que empiezan de cero. El archivo dañado se ha guardado como %1.</translation>
        </message>
        <message numerus="yes">
            <source>✓ Solved · best %n move(s)</source>
            <translation>
                <numerusform>✓ Resuelto · mejor: %n jugada</numerusform>
                <numerusform>✓ Resuelto · mejor: %n jugadas</numerusform>
            </translation>
        </message>
        <message>
            <source>Not solved yet</source>
            <translation>Aún sin resolver</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>Editar</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>Copiar código de puzle</translation>
        </message>
        <message numerus="yes">
            <source>Show %n more of your puzzles</source>
            <translation>
                <numerusform>Mostrar %n puzle más de los tuyos</numerusform>
                <numerusform>Mostrar %n puzles más de los tuyos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of your puzzles are not listed yet.</source>
            <translation>
                <numerusform>Aún falta %n de tus puzles en la lista.</numerusform>
                <numerusform>Aún faltan %n de tus puzles en la lista.</numerusform>
            </translation>
        </message>
        <message>
            <source>My puzzle %1 “%2”</source>
            <comment>%2 is the title its author gave the puzzle</comment>
            <translation>Mi puzle %1 «%2»</translation>
        </message>
        <message>
            <source>%1 (%2 of them slack)</source>
            <translation>%1 (%2 de margen)</translation>
        </message>
        <message>
            <source>%1 — %2 — %3</source>
            <translation>%1 — %2 — %3</translation>
        </message>
        <message>
            <source>Play %1</source>
            <translation>Jugar %1</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>Edit %1</source>
            <translation>Editar %1</translation>
        </message>
        <message>
            <source>Copy the puzzle code of %1</source>
            <translation>Copiar el código de puzle de %1</translation>
        </message>
    </context>
    <context>
        <name>Notices</name>
        <message>
            <source>Twelve Bowls met an error last time. A report was saved as %1</source>
            <translation>La última vez Doce cuencos tuvo un error. Se guardó un informe en %1</translation>
        </message>
    </context>
    <context>
        <name>PuzzleCode</name>
        <message>
            <source>Puzzle code</source>
            <translation>Código de puzle</translation>
        </message>
        <message>
            <source>Copy code</source>
            <translation>Copiar código</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>Copiar código de puzle</translation>
        </message>
        <message>
            <source>Copy this puzzle's code, for a friend to paste and play (%1)</source>
            <comment>%1 is the key: Ctrl+Shift+C</comment>
            <translation>Copia el código de este puzle para que un amigo lo pegue y lo juegue (%1)</translation>
        </message>
        <message numerus="yes">
            <source>The solver has searched %n position(s) so far.</source>
            <translation>
                <numerusform>El solucionador ha revisado %n posición hasta ahora.</numerusform>
                <numerusform>El solucionador ha revisado %n posiciones hasta ahora.</numerusform>
            </translation>
        </message>
        <message>
            <source>This code does not describe a puzzle: a value in it is out of range.</source>
            <translation>Este código no describe un puzle: uno de sus valores está fuera de rango.</translation>
        </message>
        <message numerus="yes">
            <source>No line of at most %n move(s) meets this code's goal: it cannot be won.</source>
            <translation>
                <numerusform>Ninguna secuencia de %n jugada o menos cumple el objetivo de este código: no se puede ganar.</numerusform>
                <numerusform>Ninguna secuencia de %n jugadas o menos cumple el objetivo de este código: no se puede ganar.</numerusform>
            </translation>
        </message>
        <message>
            <source>Puzzle code copied.</source>
            <translation>Código de puzle copiado.</translation>
        </message>
        <message>
            <source>Paste a puzzle code: it starts with TB1- or TB2-.</source>
            <translation>Pega un código de puzle: empieza por TB1- o TB2-.</translation>
        </message>
        <message>
            <source>This is not a puzzle code: a code starts with TB1- or TB2- and holds only digits and capital letters.</source>
            <translation>Esto no es un código de puzle: un código empieza por TB1- o TB2- y solo tiene cifras y letras mayúsculas.</translation>
        </message>
        <message>
            <source>This text is too long to be a puzzle code.</source>
            <translation>Este texto es demasiado largo para ser un código de puzle.</translation>
        </message>
        <message>
            <source>This code was made by a newer version of the game, which this one cannot read.</source>
            <translation>Este código lo creó una versión más reciente del juego, que esta no puede leer.</translation>
        </message>
        <message>
            <source>This code is mistyped or incomplete: copy it again, whole.</source>
            <translation>Este código tiene una errata o está incompleto: vuelve a copiarlo entero.</translation>
        </message>
        <message>
            <source>This code's start already meets its goal: there is nothing to play.</source>
            <translation>El inicio de este código ya cumple su objetivo: no hay nada que jugar.</translation>
        </message>
        <message numerus="yes">
            <source>The search is %n move(s) deep.</source>
            <translation>
                <numerusform>La búsqueda llega a %n jugada de profundidad.</numerusform>
                <numerusform>La búsqueda llega a %n jugadas de profundidad.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Proven: the goal can be met in %n move(s).</source>
            <translation>
                <numerusform>Demostrado: el objetivo se puede cumplir en %n jugada.</numerusform>
                <numerusform>Demostrado: el objetivo se puede cumplir en %n jugadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The limit is %n move(s).</source>
            <translation>
                <numerusform>El límite es de %n jugada.</numerusform>
                <numerusform>El límite es de %n jugadas.</numerusform>
            </translation>
        </message>
        <message>
            <source>This code's board is not at rest: bowl %1 would match at once.</source>
            <translation>El tablero de este código no está en reposo: el cuenco %1 formaría grupo de inmediato.</translation>
        </message>
        <message>
            <source>The puzzle code %1 was copied.</source>
            <translation>Se ha copiado el código de puzle %1.</translation>
        </message>
        <message>
            <source>Open puzzle code</source>
            <translation>Abrir código de puzle</translation>
        </message>
        <message>
            <source>&amp;Puzzle code (it starts with TB1- or TB2-):</source>
            <translation>Código de &amp;puzle (empieza por TB1- o TB2-):</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Jugar</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Proving</source>
            <translation>Demostrando</translation>
        </message>
        <message>
            <source>Proving with the solver that this puzzle can be won…</source>
            <translation>Demostrando con el solucionador que este puzle se puede ganar…</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>The generator made this very puzzle again, so it is played as a generated puzzle and its result is kept in their records.</source>
            <translation>El generador ha vuelto a crear exactamente este puzle, así que se juega como puzle generado y su resultado se guarda en sus registros.</translation>
        </message>
        <message>
            <source>The solver could not finish its proof: you can play this puzzle, unproven.</source>
            <translation>El solucionador no pudo terminar su demostración: puedes jugar este puzle sin demostrar.</translation>
        </message>
        <message>
            <source>This code says the generator made it, but the generator makes another puzzle: it is played as a pasted code.</source>
            <translation>Este código dice que lo creó el generador, pero el generador crea otro puzle: se juega como código pegado.</translation>
        </message>
    </context>
    <context>
        <name>PuzzleEditor</name>
        <message>
            <source>Test play</source>
            <translation>Probar</translation>
        </message>
        <message>
            <source>This puzzle is too large for the solver to prove: try fewer stones.</source>
            <translation>Este puzle es demasiado grande para que el solucionador lo demuestre: prueba con menos piedras.</translation>
        </message>
        <message>
            <source>No modifier</source>
            <translation>Sin modificador</translation>
        </message>
        <message>
            <source>The start already meets the goal: there would be nothing to do.</source>
            <translation>El inicio ya cumple el objetivo: no habría nada que hacer.</translation>
        </message>
        <message>
            <source>No line of at most 12 moves meets this goal: the puzzle cannot be won.</source>
            <translation>Ninguna secuencia de 12 jugadas o menos cumple este objetivo: el puzle no se puede ganar.</translation>
        </message>
        <message>
            <source>Make a puzzle</source>
            <translation>Crear un puzle</translation>
        </message>
        <message numerus="yes">
            <source>The solver has searched %n position(s) so far.</source>
            <translation>
                <numerusform>El solucionador ha revisado %n posición hasta ahora.</numerusform>
                <numerusform>El solucionador ha revisado %n posiciones hasta ahora.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The search is %n move(s) deep.</source>
            <translation>
                <numerusform>La búsqueda llega a %n jugada de profundidad.</numerusform>
                <numerusform>La búsqueda llega a %n jugadas de profundidad.</numerusform>
            </translation>
        </message>
        <message>
            <source>Red stone</source>
            <translation>Piedra roja</translation>
        </message>
        <message>
            <source>Yellow stone</source>
            <translation>Piedra amarilla</translation>
        </message>
        <message>
            <source>Green stone</source>
            <translation>Piedra verde</translation>
        </message>
        <message>
            <source>Blue stone</source>
            <translation>Piedra azul</translation>
        </message>
        <message>
            <source>Purple stone</source>
            <translation>Piedra morada</translation>
        </message>
        <message>
            <source>Wild</source>
            <translation>Comodín</translation>
        </message>
        <message>
            <source>Blocker</source>
            <translation>Bloqueador</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rojo</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Amarillo</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Verde</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Azul</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>Morado</translation>
        </message>
        <message>
            <source>Frozen</source>
            <translation>Congelado</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>Inversión</translation>
        </message>
        <message>
            <source>Volcano</source>
            <translation>Volcán</translation>
        </message>
        <message>
            <source>Clear every stone of a colour</source>
            <translation>Eliminar todas las piedras de un color</translation>
        </message>
        <message>
            <source>Collect stones of a colour</source>
            <translation>Reunir piedras de un color</translation>
        </message>
        <message>
            <source>Score points</source>
            <translation>Conseguir puntos</translation>
        </message>
        <message>
            <source>Make a combo</source>
            <translation>Hacer un combo</translation>
        </message>
        <message>
            <source>Leave at most a number of stones</source>
            <translation>Dejar como máximo cierto número de piedras</translation>
        </message>
        <message>
            <source>Clear the whole board</source>
            <translation>Vaciar todo el tablero</translation>
        </message>
        <message>
            <source>Bowl %1 would match at once: a puzzle starts with a board at rest.</source>
            <translation>El cuenco %1 formaría grupo de inmediato: un puzle empieza con el tablero en reposo.</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Atrás</translation>
        </message>
        <message>
            <source>Take out the newest</source>
            <translation>Quitar la más reciente</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Retroceso</translation>
        </message>
        <message>
            <source>Empty the bowl</source>
            <translation>Vaciar el cuenco</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Supr</translation>
        </message>
        <message>
            <source>&amp;Modifier:</source>
            <translation>&amp;Modificador:</translation>
        </message>
        <message>
            <source>Key M</source>
            <translation>Tecla M</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>Objetivo</translation>
        </message>
        <message>
            <source>&amp;Goal:</source>
            <translation>&amp;Objetivo:</translation>
        </message>
        <message>
            <source>C&amp;olour:</source>
            <translation>C&amp;olor:</translation>
        </message>
        <message>
            <source>&amp;Slack (moves beyond the optimum):</source>
            <translation>&amp;Margen (jugadas además del óptimo):</translation>
        </message>
        <message>
            <source>&amp;Title (optional):</source>
            <translation>&amp;Título (opcional):</translation>
        </message>
        <message>
            <source>Prove with the solver</source>
            <translation>Demostrar con el solucionador</translation>
        </message>
        <message>
            <source>Cancel the proof</source>
            <translation>Cancelar la demostración</translation>
        </message>
        <message>
            <source>Save to My puzzles</source>
            <translation>Guardar en Mis puzles</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>Copiar código de puzle</translation>
        </message>
        <message>
            <source>Proving</source>
            <translation>Demostrando</translation>
        </message>
        <message>
            <source>Board being edited</source>
            <translation>Tablero en edición</translation>
        </message>
        <message>
            <source>Arrow keys choose a bowl. R, Y, G, B and P add a stone, W a wild, X a blocker; Backspace takes out the newest stone, Delete empties the bowl, M changes its modifier.</source>
            <translation>Las flechas eligen un cuenco. R, Y, G, B y P añaden una piedra, W un comodín y X un bloqueador; Retroceso quita la piedra más reciente, Supr vacía el cuenco y M cambia su modificador.</translation>
        </message>
        <message>
            <source>Adds it to bowl %1.</source>
            <translation>Lo añade al cuenco %1.</translation>
        </message>
        <message>
            <source>Proving: the solver searches every line of moves…</source>
            <translation>Demostrando: el solucionador recorre todas las secuencias de jugadas…</translation>
        </message>
        <message>
            <source>The solver stopped with an error; the puzzle is not proven.</source>
            <translation>El solucionador se detuvo con un error; el puzle no está demostrado.</translation>
        </message>
        <message>
            <source>Adds it to the end of the bowl's queue.</source>
            <translation>La añade al final de la cola del cuenco.</translation>
        </message>
        <message>
            <source>&amp;Value:</source>
            <translation>&amp;Valor:</translation>
        </message>
        <message>
            <source>Bowl %1</source>
            <translation>Cuenco %1</translation>
        </message>
        <message>
            <source>Modifier of bowl %1</source>
            <translation>Modificador del cuenco %1</translation>
        </message>
        <message>
            <source>Proof cancelled.</source>
            <translation>Demostración cancelada.</translation>
        </message>
        <message>
            <source>Saved as My puzzle %1.</source>
            <translation>Guardado como Mi puzle %1.</translation>
        </message>
        <message>
            <source>The puzzle code %1 was copied.</source>
            <translation>Se ha copiado el código de puzle %1.</translation>
        </message>
        <message>
            <source>Key %1</source>
            <translation>Tecla %1</translation>
        </message>
        <message>
            <source>Bowl %1 is full: a bowl holds at most 7 stones.</source>
            <translation>El cuenco %1 está lleno: un cuenco admite como máximo 7 piedras.</translation>
        </message>
        <message>
            <source>Finding the fewest moves…</source>
            <translation>Buscando el menor número de jugadas…</translation>
        </message>
        <message>
            <source>Counting the winning lines…</source>
            <translation>Contando las secuencias ganadoras…</translation>
        </message>
        <message>
            <source>Trying a greedy and a two-ply player…</source>
            <translation>Probando un jugador codicioso y uno que mira dos jugadas…</translation>
        </message>
        <message>
            <source>Not proven yet: Prove with the solver sets the limit to the optimum.</source>
            <translation>Aún sin demostrar: «Demostrar con el solucionador» fija el límite en el óptimo.</translation>
        </message>
        <message numerus="yes">
            <source>Proven: the optimum is %n move(s).</source>
            <translation>
                <numerusform>Demostrado: el óptimo es %n jugada.</numerusform>
                <numerusform>Demostrado: el óptimo es %n jugadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The limit is %n move(s).</source>
            <translation>
                <numerusform>El límite es de %n jugada.</numerusform>
                <numerusform>El límite es de %n jugadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n winning line(s) of the optimum's length.</source>
            <translation>
                <numerusform>%n secuencia ganadora de la longitud del óptimo.</numerusform>
                <numerusform>%n secuencias ganadoras de la longitud del óptimo.</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;Stones to collect:</source>
            <translation>&amp;Piedras que reunir:</translation>
        </message>
        <message>
            <source>&amp;Points to score:</source>
            <translation>&amp;Puntos que conseguir:</translation>
        </message>
        <message>
            <source>&amp;Combo of at least:</source>
            <translation>&amp;Combo de al menos:</translation>
        </message>
        <message>
            <source>&amp;Items left at most:</source>
            <translation>&amp;Piedras restantes como máximo:</translation>
        </message>
        <message numerus="yes">
            <source>That leaves %n move(s) of slack beyond the optimum.</source>
            <translation>
                <numerusform>Eso deja %n jugada de margen sobre el óptimo.</numerusform>
                <numerusform>Eso deja %n jugadas de margen sobre el óptimo.</numerusform>
            </translation>
        </message>
        <message>
            <source>A random player would practically never win it.</source>
            <translation>Un jugador al azar prácticamente nunca lo ganaría.</translation>
        </message>
        <message>
            <source>A greedy player can win it.</source>
            <translation>Un jugador codicioso puede ganarlo.</translation>
        </message>
        <message>
            <source>A greedy player cannot win it.</source>
            <translation>Un jugador codicioso no puede ganarlo.</translation>
        </message>
        <message>
            <source>A player looking two moves ahead can win it.</source>
            <translation>Un jugador que mira dos jugadas por delante puede ganarlo.</translation>
        </message>
        <message>
            <source>A player looking two moves ahead cannot win it.</source>
            <translation>Un jugador que mira dos jugadas por delante no puede ganarlo.</translation>
        </message>
        <message>
            <source>The puzzle could not be saved: %1</source>
            <translation>No se pudo guardar el puzle: %1</translation>
        </message>
        <message>
            <source>A random player needs %1 bits of luck per move.</source>
            <translation>Un jugador al azar necesita %1 bits de suerte por jugada.</translation>
        </message>
    </context>
    <context>
        <name>PuzzleFile</name>
        <message>
            <source>the number 1</source>
            <translation>el número 1</translation>
        </message>
        <message>
            <source>a whole number: 1 to 100 in a file named like 007.json for the game's own puzzles, up to 999999 in a puzzle file of your own</source>
            <translation>un número entero: de 1 a 100 en un archivo llamado como 007.json para los puzles del juego, hasta 999999 en un archivo de puzle propio</translation>
        </message>
        <message>
            <source>a text of 1 to 24 characters</source>
            <translation>un texto de 1 a 24 caracteres</translation>
        </message>
        <message>
            <source>a text of 1 to 90 characters</source>
            <translation>un texto de 1 a 90 caracteres</translation>
        </message>
        <message>
            <source>a whole number from 1 to 10</source>
            <translation>un número entero de 1 a 10</translation>
        </message>
        <message>
            <source>a list of 12 texts made of the letters R, Y, G, B, P, W and X, at most 7 in each, with no bowl that would match at once</source>
            <translation>una lista de 12 textos con las letras R, Y, G, B, P, W y X, como mucho 7 en cada uno, sin ningún cuenco que forme grupo de inmediato</translation>
        </message>
        <message>
            <source>an object from bowl numbers "0" to "11" to frozen, reverse or volcano</source>
            <translation>un objeto que asigne a números de cuenco, de "0" a "11", frozen, reverse o volcano</translation>
        </message>
        <message>
            <source>one of the six goals of the rules with the fields it needs, not already met at the start</source>
            <translation>uno de los seis objetivos de las reglas con los campos que necesita, sin cumplirse ya al empezar</translation>
        </message>
        <message>
            <source>a whole number from 1 to 99</source>
            <translation>un número entero de 1 a 99</translation>
        </message>
        <message>
            <source>a list of bowl numbers (0 to 11) that first meets the goal on its last move, within the move limit</source>
            <translation>una lista de números de cuenco (0 a 11) que cumple el objetivo por primera vez en su última jugada, dentro del límite de jugadas</translation>
        </message>
        <message>
            <source>what the rules describe for a puzzle file</source>
            <translation>lo que las reglas describen para un archivo de puzle</translation>
        </message>
        <message>
            <source>The puzzle file %1 cannot be read.</source>
            <translation>No se puede leer el archivo de puzle %1.</translation>
        </message>
        <message>
            <source>The file %1 is not a puzzle file: expected JSON text (UTF-8, at most 1 MB) holding one puzzle object.</source>
            <translation>El archivo %1 no es un archivo de puzle: se esperaba texto JSON (UTF-8, como mucho 1 MB) con un objeto de puzle.</translation>
        </message>
        <message>
            <source>The puzzle file %1 has a problem in the field “%2”: expected %3.</source>
            <translation>El archivo de puzle %1 tiene un problema en el campo «%2»: se esperaba %3.</translation>
        </message>
    </context>
    <context>
        <name>Puzzles</name>
        <message>
            <source>Puzzle %1</source>
            <translation>Puzle %1</translation>
        </message>
        <message>
            <source>Damaged file</source>
            <translation>Archivo dañado</translation>
        </message>
        <message>
            <source>Not solved yet</source>
            <translation>Aún sin resolver</translation>
        </message>
        <message>
            <source>✓ Solved</source>
            <translation>✓ Resuelto</translation>
        </message>
        <message>
            <source>Difficulty %1/10</source>
            <translation>Dificultad %1/10</translation>
        </message>
        <message>
            <source>★ Solved without a hint and without undo</source>
            <translation>★ Resuelto sin pistas y sin deshacer</translation>
        </message>
        <message>
            <source>Cannot be played</source>
            <translation>No se puede jugar</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Atrás</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>Puzles</translation>
        </message>
        <message>
            <source>The hundred puzzles</source>
            <translation>Los cien puzles</translation>
        </message>
        <message>
            <source>Open puzzle file…</source>
            <translation>Abrir archivo de puzle…</translation>
        </message>
        <message>
            <source>Play a puzzle from a file of your own; it is never a record.</source>
            <translation>Juega un puzle de un archivo propio; nunca cuenta como récord.</translation>
        </message>
        <message>
            <source>Open puzzle file</source>
            <translation>Abrir archivo de puzle</translation>
        </message>
        <message>
            <source>Puzzle files (*.json)</source>
            <translation>Archivos de puzle (*.json)</translation>
        </message>
        <message>
            <source>Three of a Kind</source>
            <translation>Tres iguales</translation>
        </message>
        <message>
            <source>Gather the Greens</source>
            <translation>Reúne los verdes</translation>
        </message>
        <message>
            <source>Perfect Clear</source>
            <translation>Perfect Clear</translation>
        </message>
        <message>
            <source>Ten Points a Stone</source>
            <translation>Diez puntos por piedra</translation>
        </message>
        <message>
            <source>Lighten the Load</source>
            <translation>Aligera la carga</translation>
        </message>
        <message>
            <source>Double Up</source>
            <translation>Por partida doble</translation>
        </message>
        <message>
            <source>Two Steps</source>
            <translation>Dos pasos</translation>
        </message>
        <message>
            <source>Blue Relay</source>
            <translation>Relevo azul</translation>
        </message>
        <message>
            <source>Split and Score</source>
            <translation>Divide y puntúa</translation>
        </message>
        <message>
            <source>Wild Stone</source>
            <translation>Piedra comodín</translation>
        </message>
        <message>
            <source>Share the Wilds</source>
            <translation>Reparte los comodines</translation>
        </message>
        <message>
            <source>Stuck Stone</source>
            <translation>Piedra atascada</translation>
        </message>
        <message>
            <source>Clear the Blockers</source>
            <translation>Quita los bloqueadores</translation>
        </message>
        <message>
            <source>Blocker in the Way</source>
            <translation>Un bloqueador en medio</translation>
        </message>
        <message>
            <source>Backwards</source>
            <translation>Hacia atrás</translation>
        </message>
        <message>
            <source>Turn Around</source>
            <translation>Media vuelta</translation>
        </message>
        <message>
            <source>Round Trip</source>
            <translation>Ida y vuelta</translation>
        </message>
        <message>
            <source>Yellow Detour</source>
            <translation>Desvío amarillo</translation>
        </message>
        <message>
            <source>Frozen Bowl</source>
            <translation>Cuenco congelado</translation>
        </message>
        <message>
            <source>Volcano</source>
            <translation>Volcán</translation>
        </message>
        <message>
            <source>Scatter and Match</source>
            <translation>Esparce y agrupa</translation>
        </message>
        <message>
            <source>Chain Reaction</source>
            <translation>Reacción en cadena</translation>
        </message>
        <message>
            <source>Twin Eruption</source>
            <translation>Erupción doble</translation>
        </message>
        <message>
            <source>Purple Pick-up</source>
            <translation>Recogida morada</translation>
        </message>
        <message>
            <source>Yellow, then Red</source>
            <translation>Amarillo y luego rojo</translation>
        </message>
        <message>
            <source>Hot Points</source>
            <translation>Puntos calientes</translation>
        </message>
        <message>
            <source>Leapfrog</source>
            <translation>Salto de rana</translation>
        </message>
        <message>
            <source>Yellow Shuttle</source>
            <translation>Lanzadera amarilla</translation>
        </message>
        <message>
            <source>Red Eruption</source>
            <translation>Erupción roja</translation>
        </message>
        <message>
            <source>Wild Ashes</source>
            <translation>Cenizas comodín</translation>
        </message>
        <message>
            <source>Lava Yellows</source>
            <translation>Amarillos de lava</translation>
        </message>
        <message>
            <source>Three stones of one colour in one bowl make a group and vanish.</source>
            <translation>Tres piedras de un mismo color en un cuenco forman un grupo y desaparecen.</translation>
        </message>
        <message>
            <source>A group can gather over several moves: stones sent ahead wait for the next ones.</source>
            <translation>Un grupo puede reunirse en varias jugadas: las piedras enviadas delante esperan a las siguientes.</translation>
        </message>
        <message>
            <source>A bowl left holding eight stones overflows and the attempt is lost: count before you sow.</source>
            <translation>Un cuenco que se queda con ocho piedras se desborda y el intento se pierde: cuenta antes de repartir.</translation>
        </message>
        <message>
            <source>A wild joins the group of whatever pair it lands on.</source>
            <translation>Un comodín se une al grupo de la pareja sobre la que cae, sea cual sea.</translation>
        </message>
        <message>
            <source>A blocker is sown like any stone: where it lands decides which group frees it.</source>
            <translation>Un bloqueador se reparte como cualquier piedra: donde cae decide qué grupo lo libera.</translation>
        </message>
        <message>
            <source>A reverse bowl sows all it holds counter-clockwise, even stones it has just received.</source>
            <translation>Un cuenco con inversión reparte todo lo que tiene en sentido antihorario, incluso las piedras que acaba de recibir.</translation>
        </message>
        <message>
            <source>Stones that reach a reverse bowl can travel back the way they came.</source>
            <translation>Las piedras que llegan a un cuenco con inversión pueden volver por donde vinieron.</translation>
        </message>
        <message>
            <source>Counter-clockwise, then clockwise: two directions can carry a stone further than one.</source>
            <translation>Primero en sentido antihorario y luego en sentido horario: dos direcciones llevan una piedra más lejos que una.</translation>
        </message>
        <message>
            <source>A frozen bowl's stones stay put, but other stones can still travel past it.</source>
            <translation>Las piedras de un cuenco congelado no se mueven, pero otras piedras pueden pasar de largo.</translation>
        </message>
        <message>
            <source>A frozen pair cannot move, but a lone stone can walk to it over several moves.</source>
            <translation>Una pareja congelada no puede moverse, pero una piedra suelta puede llegar hasta ella en varias jugadas.</translation>
        </message>
        <message>
            <source>A wild waiting in a bowl completes the first pair of any colour that joins it.</source>
            <translation>Un comodín que espera en un cuenco completa la primera pareja de cualquier color que se le una.</translation>
        </message>
        <message>
            <source>An eruption scatters stones to new bowls, and a scattered stone can be sown again.</source>
            <translation>Una erupción esparce piedras por otros cuencos, y una piedra esparcida se puede volver a repartir.</translation>
        </message>
        <message>
            <source>Three groups from one sowing make a combo of 3: prepare the bowls before that sowing.</source>
            <translation>Tres grupos en una sola jugada forman un combo de 3: prepara los cuencos antes de esa jugada.</translation>
        </message>
        <message>
            <source>Two volcanoes made ready by one move both erupt, one after the other.</source>
            <translation>Dos volcanes preparados por una sola jugada entran ambos en erupción, uno tras otro.</translation>
        </message>
        <message>
            <source>Bring a red in behind the yellow at the top: one sowing then finishes both.</source>
            <translation>Trae un rojo detrás del amarillo de arriba: una sola jugada completa ambos.</translation>
        </message>
        <message>
            <source>Feed the yellows to the reverse bowl; what is left sows back onto the greens.</source>
            <translation>Lleva los amarillos al cuenco con inversión; lo que quede se reparte de vuelta sobre los verdes.</translation>
        </message>
        <message>
            <source>The wild needs two yellows and the reds a third: one sowing can bring both.</source>
            <translation>El comodín necesita dos amarillos y los rojos un tercero: una jugada puede traer ambos.</translation>
        </message>
        <message>
            <source>Walk the reds forward; the yellow their match leaves behind goes to the wild.</source>
            <translation>Haz avanzar los rojos; el amarillo que deja su grupo va al comodín.</translation>
        </message>
        <message>
            <source>Carry a yellow round to join the pair; the reverse bowl hands back its red.</source>
            <translation>Lleva un amarillo alrededor hasta la pareja; el cuenco con inversión devuelve su rojo.</translation>
        </message>
        <message>
            <source>Split the green pair: the yellows match, and their last green joins the wild.</source>
            <translation>Separa la pareja verde: los amarillos forman grupo y su último verde se une al comodín.</translation>
        </message>
        <message>
            <source>Two red groups: let each sowing line up the next reds.</source>
            <translation>Dos grupos rojos: que cada jugada deje alineados los siguientes rojos.</translation>
        </message>
        <message>
            <source>Carry the blocker beside the blues: their group frees it, then the reverse bowl finishes.</source>
            <translation>Lleva el bloqueador junto a los azules: su grupo lo libera y luego el cuenco con inversión termina.</translation>
        </message>
        <message>
            <source>The full frozen bowl takes no more stones: gather both purple groups before it.</source>
            <translation>El cuenco congelado lleno no admite más piedras: forma los dos grupos morados antes de llegar a él.</translation>
        </message>
        <message>
            <source>Walk stones round the top one bowl at a time until one sowing makes two groups.</source>
            <translation>Pasa piedras por arriba, cuenco a cuenco, hasta que una jugada forme dos grupos.</translation>
        </message>
        <message>
            <source>Bring two purples a long way round to the one waiting in bowl 11.</source>
            <translation>Lleva dos morados por un largo recorrido hasta el que espera en el cuenco 11.</translation>
        </message>
        <message>
            <source>Clear the yellows out of the way, then one sowing finishes two red groups.</source>
            <translation>Quita los amarillos de en medio; luego una jugada completa dos grupos rojos.</translation>
        </message>
        <message>
            <source>The last sowing must drop a red and a yellow into two different bowls at once.</source>
            <translation>La última jugada debe dejar a la vez un rojo y un amarillo en dos cuencos distintos.</translation>
        </message>
        <message>
            <source>March stones round past the top until greens and blues wait side by side.</source>
            <translation>Haz avanzar piedras por arriba hasta que verdes y azules esperen unos junto a otros.</translation>
        </message>
        <message>
            <source>Bring reds round the top until one sowing drops a red into two waiting pairs.</source>
            <translation>Pasa rojos por arriba hasta que una jugada deje un rojo en cada una de dos parejas que esperan.</translation>
        </message>
        <message>
            <source>Walk stones round over the top; the last sowing finishes reds and the yellows.</source>
            <translation>Pasa piedras por arriba; la última jugada completa los rojos y los amarillos.</translation>
        </message>
        <message>
            <source>Two single groups are enough here: the first one makes room for the second.</source>
            <translation>Aquí bastan dos grupos sueltos: el primero deja sitio al segundo.</translation>
        </message>
        <message>
            <source>Three single groups and an empty board at the end reach the score: the bonus counts.</source>
            <translation>Tres grupos sueltos y el tablero vacío al final alcanzan la puntuación: la bonificación cuenta.</translation>
        </message>
        <message>
            <source>An eruption can finish a group that the move itself never reached.</source>
            <translation>Una erupción puede completar un grupo al que la jugada misma nunca llegó.</translation>
        </message>
        <message>
            <source>One bowl can finish two groups if its stones arrive in the right order.</source>
            <translation>Un cuenco puede completar dos grupos si sus piedras llegan en el orden correcto.</translation>
        </message>
        <message>
            <source>A reverse bowl can be loaded, cleared by a match, then sow the other way.</source>
            <translation>Un cuenco con inversión puede cargarse, vaciarse con un grupo y luego repartir hacia el otro lado.</translation>
        </message>
        <message>
            <source>Prepare two groups so that a single sowing completes them together.</source>
            <translation>Prepara dos grupos para que una sola jugada los complete a la vez.</translation>
        </message>
        <message>
            <source>Sometimes the stone left over after a match is the one you need next.</source>
            <translation>A veces la piedra que sobra tras un grupo es justo la que necesitas después.</translation>
        </message>
        <message>
            <source>A reverse bowl sows its oldest stone into the bowl before it.</source>
            <translation>Un cuenco con inversión reparte su piedra más antigua en el cuenco anterior.</translation>
        </message>
        <message>
            <source>A wild completes a pair: bring two stones of one colour to it.</source>
            <translation>Un comodín completa una pareja: llévale dos piedras de un mismo color.</translation>
        </message>
        <message>
            <source>Two groups one after the other reach the score; the frozen bowls only receive stones.</source>
            <translation>Dos grupos, uno tras otro, alcanzan la puntuación; los cuencos congelados solo reciben piedras.</translation>
        </message>
        <message>
            <source>Clearing one colour can take a group of another colour first.</source>
            <translation>Para despejar un color puede hacer falta antes un grupo de otro color.</translation>
        </message>
        <message>
            <source>Two single groups reach the score; a reverse bowl can carry a stone back to a pair.</source>
            <translation>Dos grupos sueltos alcanzan la puntuación; un cuenco con inversión puede llevar una piedra de vuelta a una pareja.</translation>
        </message>
        <message>
            <source>The last red group can form in the same sowing as a group of another colour.</source>
            <translation>El último grupo rojo puede formarse en la misma jugada que un grupo de otro color.</translation>
        </message>
        <message>
            <source>Clearing one group can free the stone another group needs.</source>
            <translation>Completar un grupo puede liberar la piedra que otro grupo necesita.</translation>
        </message>
        <message>
            <source>Two single groups in turn reach the score, each set up by walking stones bowl by bowl.</source>
            <translation>Dos grupos sueltos, por turnos, alcanzan la puntuación; cada uno se prepara llevando piedras de cuenco en cuenco.</translation>
        </message>
        <message>
            <source>An eruption can complete a group far from the bowl you play; the second needs patience.</source>
            <translation>Una erupción puede completar un grupo lejos del cuenco que juegas; el segundo grupo pide paciencia.</translation>
        </message>
        <message>
            <source>Another colour's group comes first, and an eruption carries stones where no move could.</source>
            <translation>Primero va un grupo de otro color, y una erupción lleva piedras adonde ninguna jugada podría.</translation>
        </message>
        <message>
            <source>Plan a run of moves where each sowing sets up the next match.</source>
            <translation>Planea una serie de jugadas en la que cada una prepare el siguiente grupo.</translation>
        </message>
        <message>
            <source>Two groups finished by one sowing score double: line both up first.</source>
            <translation>Dos grupos completados con una jugada puntúan doble: prepara ambos antes.</translation>
        </message>
        <message>
            <source>An eruption reaches bowls no move can: let it scatter first, then make two groups in turn.</source>
            <translation>Una erupción llega a cuencos que ninguna jugada alcanza: deja que esparza primero y luego forma dos grupos por turnos.</translation>
        </message>
        <message>
            <source>Removing what is in the way can open a bigger finish.</source>
            <translation>Quitar lo que estorba puede abrir un final mayor.</translation>
        </message>
        <message>
            <source>Count where every stone of the final sowing lands before you set it up.</source>
            <translation>Cuenta dónde cae cada piedra de la última jugada antes de prepararla.</translation>
        </message>
        <message>
            <source>Work out where each stone of a sowing lands before you play it.</source>
            <translation>Calcula dónde cae cada piedra de una jugada antes de jugarla.</translation>
        </message>
        <message>
            <source>A sowing that lands in two prepared bowls collects twice.</source>
            <translation>Una jugada que cae en dos cuencos preparados recoge dos veces.</translation>
        </message>
        <message>
            <source>Prepare both groups before the move that finishes them.</source>
            <translation>Prepara ambos grupos antes de la jugada que los completa.</translation>
        </message>
        <message>
            <source>Ash and Blocker</source>
            <translation>Ceniza y bloqueador</translation>
        </message>
        <message>
            <source>Wild Start</source>
            <translation>Empieza con comodín</translation>
        </message>
        <message>
            <source>Double Frost</source>
            <translation>Doble escarcha</translation>
        </message>
        <message>
            <source>Purple Parade</source>
            <translation>Desfile morado</translation>
        </message>
        <message>
            <source>Green Gate</source>
            <translation>Puerta verde</translation>
        </message>
        <message>
            <source>Green Gather</source>
            <translation>Reunión verde</translation>
        </message>
        <message>
            <source>Volcano Clean-up</source>
            <translation>Limpieza volcánica</translation>
        </message>
        <message>
            <source>Double Finish</source>
            <translation>Final doble</translation>
        </message>
        <message>
            <source>Two by Two</source>
            <translation>De dos en dos</translation>
        </message>
        <message>
            <source>Green Then Red</source>
            <translation>Verde y luego rojo</translation>
        </message>
        <message>
            <source>Red Before Yellow</source>
            <translation>Rojo antes que amarillo</translation>
        </message>
        <message>
            <source>Sixty Steps</source>
            <translation>Sesenta pasos</translation>
        </message>
        <message>
            <source>Reverse Ignition</source>
            <translation>Encendido inverso</translation>
        </message>
        <message>
            <source>Yellow Lava</source>
            <translation>Lava amarilla</translation>
        </message>
        <message>
            <source>Purple Pilgrims</source>
            <translation>Peregrinos morados</translation>
        </message>
        <message>
            <source>Wild Combo</source>
            <translation>Combo con comodín</translation>
        </message>
        <message>
            <source>Green Spark</source>
            <translation>Chispa verde</translation>
        </message>
        <message>
            <source>Double or Nothing</source>
            <translation>Doble o nada</translation>
        </message>
        <message>
            <source>Patient Combo</source>
            <translation>Combo paciente</translation>
        </message>
        <message>
            <source>Last Blocker</source>
            <translation>El último bloqueador</translation>
        </message>
        <message>
            <source>Blocked Mirror</source>
            <translation>Espejo bloqueado</translation>
        </message>
        <message>
            <source>Purple Pilgrimage</source>
            <translation>Peregrinación morada</translation>
        </message>
        <message>
            <source>Volcano Harvest</source>
            <translation>Botín volcánico</translation>
        </message>
        <message>
            <source>Bonus Round</source>
            <translation>Ronda de bonificación</translation>
        </message>
        <message>
            <source>Seven at Most</source>
            <translation>Siete como máximo</translation>
        </message>
        <message>
            <source>Two Wilds, One Stone</source>
            <translation>Dos comodines, una piedra</translation>
        </message>
        <message>
            <source>Past the Ice</source>
            <translation>Más allá del hielo</translation>
        </message>
        <message>
            <source>Frozen Pair</source>
            <translation>Pareja congelada</translation>
        </message>
        <message>
            <source>Wild Waiting</source>
            <translation>El comodín espera</translation>
        </message>
        <message>
            <source>Three at Once</source>
            <translation>Tres a la vez</translation>
        </message>
        <message>
            <source>Four at Once</source>
            <translation>Cuatro a la vez</translation>
        </message>
        <message>
            <source>Ready to Blow</source>
            <translation>A punto de estallar</translation>
        </message>
        <message>
            <source>Purples, then Blues</source>
            <translation>Morados y luego azules</translation>
        </message>
        <message>
            <source>Clear for the Bonus</source>
            <translation>A por la bonificación</translation>
        </message>
        <message>
            <source>Big Finish</source>
            <translation>Gran final</translation>
        </message>
        <message>
            <source>Six Reds</source>
            <translation>Seis rojos</translation>
        </message>
        <message>
            <source>Reverse Combo</source>
            <translation>Combo con inversión</translation>
        </message>
        <message>
            <source>Reds Meet Blues</source>
            <translation>Encuentro de rojos y azules</translation>
        </message>
        <message>
            <source>One Left Over</source>
            <translation>Sobra una</translation>
        </message>
        <message>
            <source>Red Twice</source>
            <translation>Rojo dos veces</translation>
        </message>
        <message>
            <source>Purple Twice</source>
            <translation>Morado dos veces</translation>
        </message>
        <message>
            <source>Blue Double</source>
            <translation>Doble azul</translation>
        </message>
        <message>
            <source>Three in a Row</source>
            <translation>Tres seguidos</translation>
        </message>
        <message>
            <source>Volcano Finale</source>
            <translation>Final volcánico</translation>
        </message>
        <message>
            <source>Reverse and Blocker</source>
            <translation>Inversión y bloqueador</translation>
        </message>
        <message>
            <source>Two wilds can complete a single stone of any colour.</source>
            <translation>Dos comodines pueden completar una sola piedra de cualquier color.</translation>
        </message>
        <message>
            <source>Four bowls matching in one move score four times the points.</source>
            <translation>Cuatro cuencos con grupo en una sola jugada multiplican los puntos por cuatro.</translation>
        </message>
        <message>
            <source>A volcano holding six stones erupts after any move, even one far from it.</source>
            <translation>Un volcán con seis piedras entra en erupción tras cualquier jugada, aunque sea lejos de él.</translation>
        </message>
        <message>
            <source>Gather the purples in bowl 3, then let its blue join the pair.</source>
            <translation>Reúne los morados en el cuenco 3 y luego deja que su azul se una a la pareja.</translation>
        </message>
        <message>
            <source>Finish the yellows first, then move a red into the pair.</source>
            <translation>Completa primero los amarillos y luego lleva un rojo a la pareja.</translation>
        </message>
        <message>
            <source>Purple Pursuit</source>
            <translation>Persecución morada</translation>
        </message>
        <message>
            <source>Slow Volcano</source>
            <translation>Volcán lento</translation>
        </message>
        <message>
            <source>Each stone lands one bowl further clockwise: the second lands two bowls on.</source>
            <translation>Cada piedra cae un cuenco más allá en sentido horario: la segunda, dos cuencos más allá.</translation>
        </message>
        <message>
            <source>Empty the whole board: that is a Perfect Clear.</source>
            <translation>Vacía todo el tablero: eso es un Perfect Clear.</translation>
        </message>
        <message>
            <source>Every stone in a group scores 10 points. Make two groups.</source>
            <translation>Cada piedra de un grupo vale 10 puntos. Forma dos grupos.</translation>
        </message>
        <message>
            <source>Leave at most three stones on the board.</source>
            <translation>Deja como máximo tres piedras en el tablero.</translation>
        </message>
        <message>
            <source>Groups in two bowls from one move make a combo.</source>
            <translation>Grupos en dos cuencos con una sola jugada forman un combo.</translation>
        </message>
        <message>
            <source>A bowl can collect its group over two moves.</source>
            <translation>Un cuenco puede reunir su grupo en dos jugadas.</translation>
        </message>
        <message>
            <source>Spread one bowl so that the next move completes a group.</source>
            <translation>Reparte un cuenco para que la siguiente jugada complete un grupo.</translation>
        </message>
        <message>
            <source>A wild stone completes any colour that already has two.</source>
            <translation>Un comodín completa cualquier color que ya tenga dos piedras.</translation>
        </message>
        <message>
            <source>A blocker never matches. A group in the next bowl removes it.</source>
            <translation>Un bloqueador nunca forma grupo. Un grupo en el cuenco vecino lo elimina.</translation>
        </message>
        <message>
            <source>Blockers leave when a bowl beside them makes a group.</source>
            <translation>Los bloqueadores se van cuando un cuenco de al lado forma un grupo.</translation>
        </message>
        <message>
            <source>A reverse bowl sows counter-clockwise.</source>
            <translation>Un cuenco con inversión reparte en sentido antihorario.</translation>
        </message>
        <message>
            <source>A frozen bowl cannot be picked, but it still receives stones.</source>
            <translation>Un cuenco congelado no se puede elegir, pero sigue recibiendo piedras.</translation>
        </message>
        <message>
            <source>A volcano with six stones erupts and sows them clockwise.</source>
            <translation>Un volcán con seis piedras entra en erupción y las reparte en sentido horario.</translation>
        </message>
        <message>
            <source>An eruption can land a stone where a pair is waiting.</source>
            <translation>Una erupción puede dejar una piedra donde espera una pareja.</translation>
        </message>
        <message>
            <source>First a red steps aside; then spread the fullest bowl and a purple follows.</source>
            <translation>Primero un rojo se aparta; luego reparte el cuenco más lleno y un morado lo sigue.</translation>
        </message>
        <message>
            <source>Two groups at once, then the last greens empty the board for the bonus.</source>
            <translation>Dos grupos a la vez y luego los últimos verdes vacían el tablero para la bonificación.</translation>
        </message>
        <message>
            <source>Empty the board at the end: a Perfect Clear is worth 100 points.</source>
            <translation>Vacía el tablero al final: un Perfect Clear vale 100 puntos.</translation>
        </message>
        <message>
            <source>Let the reverse bowl throw its yellow back, then carry it on to the pair.</source>
            <translation>Deja que el cuenco con inversión devuelva su amarillo y luego llévalo hasta la pareja.</translation>
        </message>
        <message>
            <source>Start with the reverse bowl; the last move finishes two groups at once.</source>
            <translation>Empieza por el cuenco con inversión; la última jugada completa dos grupos a la vez.</translation>
        </message>
        <message>
            <source>Erupt first: the red lands on its pair; then clear the rest by the blocker.</source>
            <translation>Primero la erupción: el rojo cae sobre su pareja; luego limpia el resto junto al bloqueador.</translation>
        </message>
        <message>
            <source>Finish both the greens and the blues; one stone may stay.</source>
            <translation>Completa los verdes y los azules; puede quedar una piedra.</translation>
        </message>
        <message>
            <source>Erupt to spread the yellows, then gather them in one bowl.</source>
            <translation>Provoca la erupción para esparcir los amarillos y luego reúnelos en un cuenco.</translation>
        </message>
        <message>
            <source>Erupt from the reverse bowl, then gather the purples.</source>
            <translation>Provoca la erupción desde el cuenco con inversión y luego reúne los morados.</translation>
        </message>
        <message>
            <source>Pair blues, yellows and reds side by side, then sow once to finish all three.</source>
            <translation>Forma parejas de azules, amarillos y rojos una junto a otra y reparte una vez para completar las tres.</translation>
        </message>
        <message>
            <source>Move the greens along patiently; the yellows in bowl 9 wait for the end.</source>
            <translation>Haz avanzar los verdes con paciencia; los amarillos del cuenco 9 esperan al final.</translation>
        </message>
        <message>
            <source>Erupt, then line up the blues and the greens side by side.</source>
            <translation>Provoca la erupción y luego alinea los azules y los verdes unos junto a otros.</translation>
        </message>
        <message>
            <source>Feed the volcano from the bowl before it: its purple lands on a pair.</source>
            <translation>Alimenta el volcán desde el cuenco anterior: su morado cae sobre una pareja.</translation>
        </message>
        <message>
            <source>Yellow Meets Red</source>
            <translation>El amarillo encuentra al rojo</translation>
        </message>
        <message>
            <source>Back onto the Greens</source>
            <translation>De vuelta a los verdes</translation>
        </message>
        <message>
            <source>Wild Pair</source>
            <translation>Pareja comodín</translation>
        </message>
        <message>
            <source>Red Relay, Wild Finish</source>
            <translation>Relevo rojo, final con comodín</translation>
        </message>
        <message>
            <source>Yellow Round the Top</source>
            <translation>Amarillo por arriba</translation>
        </message>
        <message>
            <source>Green after Yellow</source>
            <translation>Verde tras amarillo</translation>
        </message>
        <message>
            <source>One After Another</source>
            <translation>Uno tras otro</translation>
        </message>
        <message>
            <source>Walk the Ring</source>
            <translation>Recorre el anillo</translation>
        </message>
        <message>
            <source>Two Red Groups</source>
            <translation>Dos grupos rojos</translation>
        </message>
        <message>
            <source>Red and Yellow Apart</source>
            <translation>Rojo y amarillo aparte</translation>
        </message>
        <message>
            <source>Round the Corner</source>
            <translation>A la vuelta</translation>
        </message>
        <message>
            <source>Red Pairs</source>
            <translation>Parejas rojas</translation>
        </message>
        <message>
            <source>Over the Top</source>
            <translation>Por encima</translation>
        </message>
        <message>
            <source>Blues can leapfrog each other until three share a bowl.</source>
            <translation>Los azules pueden saltar unos sobre otros hasta que tres compartan cuenco.</translation>
        </message>
        <message>
            <source>Light the volcano at once, then walk the reds together.</source>
            <translation>Enciende el volcán enseguida y luego junta los rojos.</translation>
        </message>
        <message>
            <source>The eruption sends a green to the wild; finish the reds after.</source>
            <translation>La erupción envía un verde al comodín; después completa los rojos.</translation>
        </message>
        <message>
            <source>Park a yellow in bowl 0: the eruption sends another, one more follows.</source>
            <translation>Deja un amarillo en el cuenco 0: la erupción envía otro y luego llega uno más.</translation>
        </message>
        <message>
            <source>Save greens and yellows for one last double that empties the board.</source>
            <translation>Reserva verdes y amarillos para un último combo de 2 que vacíe el tablero.</translation>
        </message>
        <message>
            <source>Push the blocker into the volcano: the eruption throws it by the reds.</source>
            <translation>Empuja el bloqueador dentro del volcán: la erupción lo lanza junto a los rojos.</translation>
        </message>
        <message>
            <source>Use the wild at once, then walk the purples together.</source>
            <translation>Usa el comodín enseguida y luego junta los morados.</translation>
        </message>
        <message>
            <source>Line up a blue and a green to land on both frozen bowls at once.</source>
            <translation>Alinea un azul y un verde para que caigan a la vez en los dos cuencos congelados.</translation>
        </message>
        <message>
            <source>The greens must clear before the yellows can gather.</source>
            <translation>Los verdes deben desaparecer antes de que se puedan reunir los amarillos.</translation>
        </message>
        <message>
            <source>The reverse bowl sows back towards the reds: bring every stone together.</source>
            <translation>El cuenco con inversión reparte de vuelta hacia los rojos: junta todas las piedras.</translation>
        </message>
        <message>
            <source>The greens gather at the far end: keep sowing them forward.</source>
            <translation>Los verdes se reúnen al otro extremo: sigue repartiéndolos hacia delante.</translation>
        </message>
        <message>
            <source>After the eruption, bring reds and greens together at the end.</source>
            <translation>Tras la erupción, junta los rojos y los verdes al final.</translation>
        </message>
        <message>
            <source>First the reds, then the greens: each needs a helper.</source>
            <translation>Primero los rojos, luego los verdes: cada color necesita ayuda.</translation>
        </message>
        <message>
            <source>Both colours meet in the last move: plan the greens first.</source>
            <translation>Los dos colores se juntan en la última jugada: planea primero los verdes.</translation>
        </message>
        <message>
            <source>Gather three reds where a yellow waits, then send that yellow on to the wild.</source>
            <translation>Reúne tres rojos donde espera un amarillo y luego envía ese amarillo al comodín.</translation>
        </message>
        <message>
            <source>Score the purples midway, then set up the greens.</source>
            <translation>Puntúa con los morados a mitad de camino y luego prepara los verdes.</translation>
        </message>
        <message>
            <source>Reds must group twice: plan the second group while you make the first.</source>
            <translation>Los rojos deben formar grupo dos veces: planea el segundo grupo mientras haces el primero.</translation>
        </message>
        <message>
            <source>The reverse bowl can feed the volcano behind it.</source>
            <translation>El cuenco con inversión puede alimentar el volcán que tiene detrás.</translation>
        </message>
        <message>
            <source>Carry the wild along, bowl by bowl, until it meets the blues.</source>
            <translation>Lleva el comodín, cuenco a cuenco, hasta que encuentre a los azules.</translation>
        </message>
        <message>
            <source>The eruption finishes the greens; carry the blocker to the blues.</source>
            <translation>La erupción completa los verdes; lleva el bloqueador hasta los azules.</translation>
        </message>
        <message>
            <source>Yellows, then blues, then greens: each match laid up by the sowing before it.</source>
            <translation>Amarillos, luego azules, luego verdes: cada grupo lo prepara la jugada anterior.</translation>
        </message>
        <message>
            <source>Two blue groups: one on the ice, one two bowls further on.</source>
            <translation>Dos grupos azules: uno en el hielo y otro dos cuencos más allá.</translation>
        </message>
        <message>
            <source>Score 120 with one double: greens and blues must finish together.</source>
            <translation>Consigue 120 con un combo de 2: los verdes y los azules deben completarse a la vez.</translation>
        </message>
        <message>
            <source>The blocker leaves only when the purples finish beside it.</source>
            <translation>El bloqueador solo se va cuando los morados se completan a su lado.</translation>
        </message>
        <message>
            <source>Reds and yellows finish together, and the blocker leaves with them.</source>
            <translation>Los rojos y los amarillos se completan juntos, y el bloqueador se va con ellos.</translation>
        </message>
        <message>
            <source>Erupt at once and harvest reds, then purples.</source>
            <translation>Provoca la erupción enseguida y reúne los rojos y después los morados.</translation>
        </message>
        <message>
            <source>The blues wait in bowl 6: bring it two more purples, one by one.</source>
            <translation>Los azules esperan en el cuenco 6: llévale dos morados más, de uno en uno.</translation>
        </message>
        <message>
            <source>Reds meet in the reverse bowl first; the yellows finish by the blocker.</source>
            <translation>Los rojos se reúnen primero en el cuenco con inversión; los amarillos se completan junto al bloqueador.</translation>
        </message>
        <message>
            <source>Erupt early; a blue and a yellow pair finish together at the end.</source>
            <translation>Provoca la erupción pronto; al final, una pareja azul y una amarilla se completan a la vez.</translation>
        </message>
        <message>
            <source>Lava and Wild</source>
            <translation>Lava y comodín</translation>
        </message>
        <message>
            <source>Herding Greens</source>
            <translation>Reunir los verdes</translation>
        </message>
        <message>
            <source>Lava Triple</source>
            <translation>Triple de lava</translation>
        </message>
        <message>
            <source>Lava Pairs</source>
            <translation>Parejas de lava</translation>
        </message>
        <message>
            <source>Frozen Yellows</source>
            <translation>Amarillos congelados</translation>
        </message>
        <message>
            <source>Neighbours Unblock</source>
            <translation>Vecinos que desbloquean</translation>
        </message>
        <message>
            <source>Blocker Adrift</source>
            <translation>Bloqueador a la deriva</translation>
        </message>
        <message>
            <source>Yellow Fuse</source>
            <translation>Mecha amarilla</translation>
        </message>
        <message>
            <source>Two Volcanoes</source>
            <translation>Dos volcanes</translation>
        </message>
        <message>
            <source>Erupt the volcano; then build red, blue, green in one bowl before the wild and the greens.</source>
            <translation>Haz estallar el volcán; luego junta un rojo, un azul y un verde en un cuenco antes del comodín y los verdes.</translation>
        </message>
        <message>
            <source>Set off the volcano with the green beside the top; herd the greens with the reverse bowl.</source>
            <translation>Haz estallar el volcán con el verde junto a lo más alto; reúne los verdes con el cuenco con inversión.</translation>
        </message>
        <message>
            <source>Gather two purples and a red in the bowl before the volcano; one sowing sets it off.</source>
            <translation>Junta dos morados y un rojo en el cuenco anterior al volcán; una sola jugada lo hace estallar.</translation>
        </message>
        <message>
            <source>After the eruption, build one bowl holding a green, then a blue, just before the pairs.</source>
            <translation>Tras la erupción, prepara un cuenco con un verde y luego un azul justo antes de las parejas.</translation>
        </message>
        <message>
            <source>Carry a yellow round to the volcano as its sixth stone; then fill the frozen bowl.</source>
            <translation>Lleva un amarillo hasta el volcán como su sexta piedra; luego llena el cuenco congelado.</translation>
        </message>
        <message>
            <source>Walk the yellows bowl by bowl up to the volcano; then line up greens and yellows.</source>
            <translation>Lleva los amarillos cuenco a cuenco hasta el volcán; luego alinea verdes y amarillos.</translation>
        </message>
        <message>
            <source>Let an eruption lay the pairs; then one sowing finishes the wild's group and another.</source>
            <translation>Deja que una erupción coloque las parejas; luego una sola jugada completa el grupo del comodín y otro más.</translation>
        </message>
        <message>
            <source>The greens lie scattered: an eruption and a reverse bowl can bring three together.</source>
            <translation>Los verdes están dispersos: una erupción y un cuenco con inversión pueden juntar tres.</translation>
        </message>
        <message>
            <source>A blocker leaves only when a neighbour matches: match both bowls in one sowing.</source>
            <translation>Un bloqueador solo se va cuando un vecino forma grupo: haz que los dos cuencos formen grupo en una sola jugada.</translation>
        </message>
        <message>
            <source>A volcano scatters its blocker too: carry it beside the group that will clear it.</source>
            <translation>Un volcán también esparce su bloqueador: llévalo junto al grupo que lo eliminará.</translation>
        </message>
        <message>
            <source>Bring the volcano its sixth stone the long way: what it scatters sets up a double.</source>
            <translation>Lleva al volcán su sexta piedra por el camino largo: lo que esparce prepara un combo de 2.</translation>
        </message>
        <message>
            <source>A volcano you play does not erupt: empty one and fill the other.</source>
            <translation>Un volcán desde el que repartes no entra en erupción: vacía uno y llena el otro.</translation>
        </message>
        <message>
            <source>A volcano's stones land in order: line each pair up where its colour will fall.</source>
            <translation>Las piedras de un volcán caen en orden: coloca cada pareja donde caerá su color.</translation>
        </message>
        <message>
            <source>Let the volcano scatter its stones first: the pairs it leaves want one sowing.</source>
            <translation>Deja que el volcán esparza primero sus piedras: las parejas que deja piden una sola jugada.</translation>
        </message>
        <message>
            <source>The frozen bowl cannot move, so its yellows must come to it: an eruption brings one.</source>
            <translation>El cuenco congelado no se mueve, así que sus amarillos deben llegar a él: una erupción trae uno.</translation>
        </message>
        <message>
            <source>Put a red and the wild with the blocker, blues beside it; one sowing ends both.</source>
            <translation>Pon un rojo y el comodín con el bloqueador, y azules a su lado; una sola jugada completa ambos grupos.</translation>
        </message>
        <message>
            <source>Erupt the volcano early; then bring the blocker and the last yellow over the top together.</source>
            <translation>Haz estallar el volcán pronto; luego pasa el bloqueador y el último amarillo juntos por arriba.</translation>
        </message>
        <message>
            <source>Empty one volcano by playing it; its stones bring the other within one of erupting.</source>
            <translation>Vacía un volcán repartiendo desde él; sus piedras dejan al otro a una piedra de la erupción.</translation>
        </message>
        <message>
            <source>Every stone of the goal's colour must leave in a group; the others only help.</source>
            <translation>Todas las piedras del color del objetivo deben salir en un grupo; las demás solo ayudan.</translation>
        </message>
        <message>
            <source>Only groups of the goal's colour count towards the goal.</source>
            <translation>Solo cuentan para el objetivo los grupos del color del objetivo.</translation>
        </message>
        <message>
            <source>A move that makes groups in several bowls multiplies the points of every stone.</source>
            <translation>Una jugada que forma grupos en varios cuencos multiplica los puntos de cada piedra.</translation>
        </message>
        <message>
            <source>One move must make groups in several bowls at once.</source>
            <translation>Una sola jugada debe formar grupos en varios cuencos a la vez.</translation>
        </message>
        <message>
            <source>Only groups take stones off the board: count how many each group removes.</source>
            <translation>Solo los grupos sacan piedras del tablero: cuenta cuántas quita cada grupo.</translation>
        </message>
        <message>
            <source>Every stone must leave: the order of the groups decides if the last ones can form.</source>
            <translation>Todas las piedras deben salir: el orden de los grupos decide si los últimos aún pueden formarse.</translation>
        </message>
        <message>
            <source>The first moves make no group; they line up bowls that the last move completes.</source>
            <translation>Las primeras jugadas no forman ningún grupo; preparan cuencos que la última jugada completa.</translation>
        </message>
        <message>
            <source>The first moves make no group; they prepare one bowl that the last move completes.</source>
            <translation>Las primeras jugadas no forman ningún grupo; preparan un cuenco que la última jugada completa.</translation>
        </message>
        <message>
            <source>Groups leave in more than one move: the order in which they go matters.</source>
            <translation>Los grupos salen en más de una jugada: importa el orden en que se van.</translation>
        </message>
        <message>
            <source>One move empties the whole board, which earns the perfect clear bonus.</source>
            <translation>Una jugada vacía todo el tablero, lo que da la bonificación Perfect Clear.</translation>
        </message>
        <message>
            <source>A wild completes a group on the way: decide which colour it should serve.</source>
            <translation>Un comodín completa un grupo por el camino: decide a qué color debe servir.</translation>
        </message>
        <message>
            <source>A blocker leaves the board only when a bowl next to it makes a group.</source>
            <translation>Un bloqueador solo sale del tablero cuando un cuenco vecino forma un grupo.</translation>
        </message>
        <message>
            <source>The solution plays a reverse bowl: its stones travel counter-clockwise.</source>
            <translation>La solución reparte desde un cuenco con inversión: sus piedras avanzan en sentido antihorario.</translation>
        </message>
        <message>
            <source>The frozen bowl cannot be chosen, yet its stones take part: fill it from outside.</source>
            <translation>El cuenco congelado no se puede elegir, pero sus piedras participan: llénalo desde fuera.</translation>
        </message>
        <message>
            <source>A volcano erupts on the way: with six or more stones after a move, it sows them again.</source>
            <translation>Un volcán entra en erupción por el camino: con seis o más piedras tras una jugada, las vuelve a repartir.</translation>
        </message>
        <message>
            <source>A group made by an eruption counts in the same move: let the volcano finish the work.</source>
            <translation>Un grupo formado por una erupción cuenta en la misma jugada: deja que el volcán termine el trabajo.</translation>
        </message>
        <message numerus="yes">
            <source>You solved it with as few as %n hint(s).</source>
            <translation>
                <numerusform>Lo resolviste con tan solo %n pista.</numerusform>
                <numerusform>Lo resolviste con tan solo %n pistas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>✓ Solved · best %n moves</source>
            <translation>
                <numerusform>✓ Resuelto · mejor: %n jugada</numerusform>
                <numerusform>✓ Resuelto · mejor: %n jugadas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>Muy rápida</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
        </message>
        <message>
            <source>&amp;Move preview</source>
            <translation>&amp;Previsión de la jugada</translation>
        </message>
        <message>
            <source>Shows on the board and beside it what the selected bowl would do: where its stones land, groups, eruptions, overflow, points and combo.</source>
            <translation>Muestra en el tablero y a su lado lo que haría el cuenco elegido: dónde caen sus piedras, grupos, erupciones, desbordamiento, puntos y combo.</translation>
        </message>
        <message>
            <source>Colour &amp;symbols on stones</source>
            <translation>&amp;Símbolos de color en las piedras</translation>
        </message>
        <message>
            <source>A&amp;bout Twelve Bowls…</source>
            <translation>&amp;Acerca de Doce cuencos…</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>&amp;Velocidad de animación</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>Movimiento &amp;reducido</translation>
        </message>
        <message>
            <source>Changes apply now, but they cannot be saved on this device.</source>
            <translation>Los cambios se aplican ya, pero no se pueden guardar en este dispositivo.</translation>
        </message>
        <message numerus="yes">
            <source>Unlocks after %n more achievement(s).</source>
            <translation>
                <numerusform>Se desbloquea tras %n logro más.</numerusform>
                <numerusform>Se desbloquea tras %n logros más.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SolutionSteps</name>
        <message>
            <source>◀ Back</source>
            <translation>◀ Atrás</translation>
        </message>
        <message>
            <source>Previous move of the solution</source>
            <translation>Jugada anterior de la solución</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continuar</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausa</translation>
        </message>
        <message>
            <source>Continue the solution</source>
            <translation>Continuar la solución</translation>
        </message>
        <message>
            <source>Pause the solution</source>
            <translation>Pausar la solución</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Siguiente ▶</translation>
        </message>
        <message>
            <source>Next move of the solution</source>
            <translation>Siguiente jugada de la solución</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Detener</translation>
        </message>
        <message>
            <source>Stop the solution</source>
            <translation>Detener la solución</translation>
        </message>
        <message>
            <source>Solution</source>
            <translation>Solución</translation>
        </message>
        <message>
            <source>Solution, move 0 of %1: the start.</source>
            <translation>Solución, jugada 0 de %1: el inicio.</translation>
        </message>
        <message>
            <source>Solution, move %1 of %2: bowl %3.</source>
            <translation>Solución, jugada %1 de %2: cuenco %3.</translation>
        </message>
        <message>
            <source>Paused.</source>
            <translation>En pausa.</translation>
        </message>
    </context>
    <context>
        <name>SoundSettings</name>
        <message>
            <source>Sound on</source>
            <translation>Sonido activado</translation>
        </message>
        <message>
            <source>Sound off</source>
            <translation>Sonido desactivado</translation>
        </message>
        <message>
            <source>Sound on, but no sound output was found</source>
            <translation>Sonido activado, pero no se encontró ninguna salida de sonido</translation>
        </message>
        <message>
            <source>the file is larger than 2 MB</source>
            <translation>el archivo ocupa más de 2 MB</translation>
        </message>
        <message>
            <source>the file is not a readable WAV file</source>
            <translation>el archivo no es un WAV legible</translation>
        </message>
        <message>
            <source>only 16-bit mono or stereo PCM files are played</source>
            <translation>solo se reproducen archivos PCM de 16 bits, mono o estéreo</translation>
        </message>
        <message>
            <source>the sample rate is outside 8 to 96 kHz</source>
            <translation>la frecuencia de muestreo está fuera de 8 a 96 kHz</translation>
        </message>
        <message>
            <source>the sound is longer than 4 seconds</source>
            <translation>el sonido dura más de 4 segundos</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Sonido</translation>
        </message>
        <message>
            <source>Sound &amp;effects (M mutes them during a game)</source>
            <translation>&amp;Efectos de sonido (M los silencia durante la partida)</translation>
        </message>
        <message>
            <source>Effects &amp;volume</source>
            <translation>&amp;Volumen de los efectos</translation>
        </message>
        <message>
            <source>Effects volume</source>
            <translation>Volumen de los efectos</translation>
        </message>
        <message>
            <source>No sound output was found: the game plays on silently.</source>
            <translation>No se encontró ninguna salida de sonido: la partida sigue en silencio.</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>Your profile (settings, records and progress) was damaged and has been restored from its backup copy. The damaged file was kept as %1.</source>
            <translation>Tu perfil (ajustes, récords y progreso) estaba dañado y se ha restaurado desde su copia de seguridad. El archivo dañado se ha guardado como %1.</translation>
        </message>
        <message>
            <source>Your profile (settings, records and progress) could not be read and there was no good backup, so it starts afresh. The damaged file was kept as %1.</source>
            <translation>No se pudo leer tu perfil (ajustes, récords y progreso) y no había una copia de seguridad válida, así que empieza de cero. El archivo dañado se ha guardado como %1.</translation>
        </message>
        <message>
            <source>Your profile was saved by a newer version of Twelve Bowls. This version leaves it untouched and will not save settings or progress.</source>
            <translation>Tu perfil se guardó con una versión más reciente de Doce cuencos. Esta versión no lo modifica y no guardará ajustes ni progreso.</translation>
        </message>
        <message>
            <source>Your paused game was damaged and has been restored from its backup copy; the last move may need to be played again. The damaged file was kept as %1.</source>
            <translation>Tu partida en pausa estaba dañada y se ha restaurado desde su copia de seguridad; puede que tengas que repetir la última jugada. El archivo dañado se ha guardado como %1.</translation>
        </message>
        <message>
            <source>Your paused game could not be read and there was no good backup, so it cannot be continued. The damaged file was kept as %1.</source>
            <translation>No se pudo leer tu partida en pausa y no había una copia de seguridad válida, así que no se puede continuar. El archivo dañado se ha guardado como %1.</translation>
        </message>
        <message>
            <source>Your paused game was saved by a newer version of Twelve Bowls. This version leaves it untouched.</source>
            <translation>Tu partida en pausa se guardó con una versión más reciente de Doce cuencos. Esta versión no la modifica.</translation>
        </message>
        <message>
            <source>Your profile (settings, records and progress) was damaged and has been restored from its backup copy.</source>
            <translation>Tu perfil (ajustes, récords y progreso) estaba dañado y se ha restaurado desde su copia de seguridad.</translation>
        </message>
        <message>
            <source>Your profile (settings, records and progress) could not be read and there was no good backup, so it starts afresh.</source>
            <translation>No se pudo leer tu perfil (ajustes, récords y progreso) y no había una copia de seguridad válida, así que empieza de cero.</translation>
        </message>
        <message>
            <source>Your paused game was damaged and has been restored from its backup copy; the last move may need to be played again.</source>
            <translation>Tu partida en pausa estaba dañada y se ha restaurado desde su copia de seguridad; puede que tengas que repetir la última jugada.</translation>
        </message>
        <message>
            <source>Your paused game could not be read and there was no good backup, so it cannot be continued.</source>
            <translation>No se pudo leer tu partida en pausa y no había una copia de seguridad válida, así que no se puede continuar.</translation>
        </message>
        <message>
            <source>Your records, achievements and settings could not be saved (%1); the game keeps them and saves them as soon as it can, but they are lost if you quit before then.</source>
            <translation>No se pudieron guardar tus récords, logros y ajustes (%1); el juego los conserva y los guardará en cuanto pueda, pero se perderán si sales antes.</translation>
        </message>
        <message>
            <source>Your game in progress could not be saved (%1); the game keeps it and saves it as soon as it can, but if you quit before then, only the moves saved earlier are kept.</source>
            <translation>No se pudo guardar tu partida en curso (%1); el juego la conserva y la guardará en cuanto pueda, pero si sales antes, solo se conservan las jugadas guardadas hasta entonces.</translation>
        </message>
        <message>
            <source>Twelve Bowls cannot save on this device (%1). You can keep playing, but settings and progress will be lost when you quit.</source>
            <translation>Doce cuencos no puede guardar en este dispositivo (%1). Puedes seguir jugando, pero los ajustes y el progreso se perderán al salir.</translation>
        </message>
    </context>
    <context>
        <name>ThemePacks</name>
        <message>
            <source>In %1, the value of %2 cannot be used.</source>
            <translation>En %1, el valor de %2 no se puede usar.</translation>
        </message>
        <message>
            <source>%1 is not UTF-8 text.</source>
            <translation>%1 no es texto UTF-8.</translation>
        </message>
        <message>
            <source>%1 is not valid JSON (line %2, column %3).</source>
            <translation>%1 no es JSON válido (línea %2, columna %3).</translation>
        </message>
        <message>
            <source>%1 must hold one JSON object.</source>
            <translation>%1 debe contener un único objeto JSON.</translation>
        </message>
        <message>
            <source>%1 is missing.</source>
            <translation>Falta %1.</translation>
        </message>
        <message>
            <source>%1 cannot be read (%2).</source>
            <translation>No se puede leer %1 (%2).</translation>
        </message>
        <message>
            <source>%1 is larger than %2 KiB.</source>
            <translation>%1 ocupa más de %2 KiB.</translation>
        </message>
        <message>
            <source>%1 refers to another file (%2); a picture must hold all it draws.</source>
            <translation>%1 remite a otro archivo (%2); una imagen debe contener todo lo que dibuja.</translation>
        </message>
        <message>
            <source>The pictures take too long to draw.</source>
            <translation>Las imágenes tardan demasiado en dibujarse.</translation>
        </message>
        <message>
            <source>%1 is not a valid SVG picture.</source>
            <translation>%1 no es una imagen SVG válida.</translation>
        </message>
        <message>
            <source>%1 took %2 s to draw; a picture may take at most %3 s.</source>
            <translation>%1 tardó %2 s en dibujarse; una imagen puede tardar como mucho %3 s.</translation>
        </message>
        <message>
            <source>In %1, art names %2, which is not a key the board draws.</source>
            <translation>En %1, art nombra %2, que no es una clave que dibuje el tablero.</translation>
        </message>
        <message>
            <source>The pictures together are larger than %1 MiB.</source>
            <translation>Las imágenes juntas ocupan más de %1 MiB.</translation>
        </message>
        <message>
            <source>%1 nests its elements more than %2 deep; a picture may not.</source>
            <translation>%1 anida sus etiquetas a más de %2 niveles de profundidad; una imagen no puede hacerlo.</translation>
        </message>
        <message>
            <source>%1 holds more than %2 elements; a picture may not.</source>
            <translation>%1 contiene más de %2 etiquetas; una imagen no puede contener tantas.</translation>
        </message>
        <message>
            <source>%1 refers to itself; a picture may not.</source>
            <translation>%1 remite a sí misma; una imagen no puede hacerlo.</translation>
        </message>
        <message>
            <source>%1 has a filter of more than %2 steps; a picture may not.</source>
            <translation>%1 tiene un filtro de más de %2 pasos; una imagen no puede tenerlo.</translation>
        </message>
        <message>
            <source>%1 would draw more than %2 shapes; a picture may not.</source>
            <translation>%1 dibujaría más de %2 formas; una imagen no puede dibujar tantas.</translation>
        </message>
        <message>
            <source>%1 would draw more than %2 shapes through filters or masks; a picture may not.</source>
            <translation>%1 dibujaría más de %2 formas a través de filtros o máscaras; una imagen no puede dibujar tantas.</translation>
        </message>
        <message>
            <source>%1 chains more than %2 references; a picture may not.</source>
            <translation>%1 encadena más de %2 referencias; una imagen no puede hacerlo.</translation>
        </message>
        <message>
            <source>%1 declares entities, which a picture may not.</source>
            <translation>%1 declara entidades, y una imagen no puede hacerlo.</translation>
        </message>
        <message>
            <source>The folder %1 cannot be read (%2).</source>
            <translation>No se puede leer la carpeta %1 (%2).</translation>
        </message>
        <message>
            <source>The theme id %1 is already taken by %2.</source>
            <translation>El identificador de tema %1 ya lo usa %2.</translation>
        </message>
    </context>
    <context>
        <name>Themes</name>
        <message>
            <source>Twelve Bowls developers</source>
            <translation>los creadores de Doce cuencos</translation>
        </message>
        <message>
            <source>The theme %1 stopped working and is turned off until Twelve Bowls is started again. The game uses Simple instead.</source>
            <translation>El tema %1 dejó de funcionar y queda desactivado hasta que vuelvas a abrir Doce cuencos. El juego usa Sencillo en su lugar.</translation>
        </message>
        <message>
            <source>The theme %1 stopped working and is turned off until Twelve Bowls is started again.</source>
            <translation>El tema %1 dejó de funcionar y queda desactivado hasta que vuelvas a abrir Doce cuencos.</translation>
        </message>
        <message>
            <source>The theme %1 could not be loaded. The game uses Simple instead and tries %1 again at the next start.</source>
            <translation>No se pudo cargar el tema %1. El juego usa Sencillo en su lugar y volverá a probar %1 la próxima vez que lo abras.</translation>
        </message>
    </context>
    <context>
        <name>ThemesGallery</name>
        <message>
            <source>Shown in the preview</source>
            <translation>Se muestra en la vista previa</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between parts of a description</comment>
            <translation>; </translation>
        </message>
        <message>
            <source>Preview of the %1 theme</source>
            <translation>Vista previa del tema %1</translation>
        </message>
        <message>
            <source>A sample board: a selected bowl, a match and a volcano.</source>
            <translation>Un tablero de ejemplo: un cuenco seleccionado, un grupo y un volcán.</translation>
        </message>
        <message>
            <source>by {author} · licence {licence}</source>
            <translation>de {author} · licencia {licence}</translation>
        </message>
        <message>
            <source>In use</source>
            <translation>En uso</translation>
        </message>
        <message>
            <source>Use this theme</source>
            <translation>Usar este tema</translation>
        </message>
        <message>
            <source>Unlocked</source>
            <translation>Desbloqueado</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Atrás</translation>
        </message>
        <message>
            <source>Themes</source>
            <translation>Temas</translation>
        </message>
        <message>
            <source>Themes that could not be loaded</source>
            <translation>Temas que no se pudieron cargar</translation>
        </message>
        <message numerus="yes">
            <source>%n more achievement(s) to unlock</source>
            <translation>
                <numerusform>Se desbloquea con %n logro más</numerusform>
                <numerusform>Se desbloquea con %n logros más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This theme is still locked: earn %n more achievement(s) in any mode to use it.</source>
            <translation>
                <numerusform>Este tema sigue bloqueado: consigue %n logro más en cualquier modo para usarlo.</numerusform>
                <numerusform>Este tema sigue bloqueado: consigue %n logros más en cualquier modo para usarlo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Locked: earn %n more achievement(s) in any mode to unlock it. You can preview it now.</source>
            <translation>
                <numerusform>Bloqueado: consigue %n logro más en cualquier modo para desbloquearlo. Ya puedes verlo.</numerusform>
                <numerusform>Bloqueado: consigue %n logros más en cualquier modo para desbloquearlo. Ya puedes verlo.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Twelve Bowls</source>
            <translation>Acerca de Doce cuencos</translation>
        </message>
        <message>
            <source>Twelve Bowls is free software under the MIT licence. It is built with Python, Qt for Python and the libraries below, each under its own licence.</source>
            <translation>Doce cuencos es software libre con licencia MIT. Está hecho con Python, Qt for Python y las bibliotecas de abajo, cada una con su propia licencia.</translation>
        </message>
        <message>
            <source>&amp;Third-party notices</source>
            <translation>&amp;Avisos de terceros</translation>
        </message>
        <message>
            <source>Third-party notices</source>
            <translation>Avisos de terceros</translation>
        </message>
        <message>
            <source>Twelve Bowls %1</source>
            <translation>Doce cuencos %1</translation>
        </message>
        <message>
            <source>The notices could not be read: %1</source>
            <translation>No se pudieron leer los avisos: %1</translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>Twelve bowls in a ring, bowl 0 at the top, numbered clockwise. Arrow keys choose a bowl, Enter plays it, Space skips the animation.</source>
            <translation>Doce cuencos en círculo, el cuenco 0 arriba, numerados en sentido horario. Las flechas eligen un cuenco, Intro lo juega y Espacio salta la animación.</translation>
        </message>
        <message>
            <source>frozen: cannot be chosen, still receives stones</source>
            <translation>congelado: no se puede elegir, pero sigue recibiendo piedras</translation>
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
            <translation>inversión: reparte en sentido antihorario</translation>
        </message>
        <message numerus="yes">
            <source>%1 for %n more move(s)</source>
            <translation>
                <numerusform>%1 durante %n jugada más</numerusform>
                <numerusform>%1 durante %n jugadas más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bowl %1, %n stone(s): %2</source>
            <translation>
                <numerusform>Cuenco %1, %n piedra: %2</numerusform>
                <numerusform>Cuenco %1, %n piedras: %2</numerusform>
            </translation>
        </message>
        <message>
            <source>Bowl %1, empty</source>
            <translation>Cuenco %1, vacío</translation>
        </message>
        <message>
            <source>overflowed</source>
            <translation>desbordado</translation>
        </message>
        <message>
            <source>selected</source>
            <translation>seleccionado</translation>
        </message>
        <message>
            <source>no group</source>
            <translation>ningún grupo</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n puntos</numerusform>
            </translation>
        </message>
        <message>
            <source>volcano, ready to erupt</source>
            <translation>volcán, listo para entrar en erupción</translation>
        </message>
        <message>
            <source>volcano</source>
            <translation>volcán</translation>
        </message>
        <message>
            <source>full: one more stone overflows</source>
            <translation>lleno: una piedra más lo desborda</translation>
        </message>
        <message>
            <source>cannot be chosen now</source>
            <translation>no se puede elegir ahora</translation>
        </message>
        <message>
            <source>combo %1</source>
            <translation>combo %1</translation>
        </message>
        <message>
            <source>bowl %1 overflows</source>
            <translation>el cuenco %1 se desborda</translation>
        </message>
        <message numerus="yes">
            <source>%1 group in bowl %2, %n stone(s)</source>
            <translation>
                <numerusform>Grupo %1 en el cuenco %2, %n piedra</numerusform>
                <numerusform>Grupo %1 en el cuenco %2, %n piedras</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 with %n wild(s)</source>
            <translation>
                <numerusform>%1 con %n comodín</numerusform>
                <numerusform>%1 con %n comodines</numerusform>
            </translation>
        </message>
        <message>
            <source>%1, after the refill</source>
            <comment>%1 is a group: Red group in bowl 4</comment>
            <translation>%1, tras la reposición</translation>
        </message>
        <message>
            <source>bowls %1 overflow</source>
            <translation>los cuencos %1 se desbordan</translation>
        </message>
        <message numerus="yes">
            <source>%n blocker(s) leave bowl %1</source>
            <translation>
                <numerusform>%n bloqueador sale del cuenco %1</numerusform>
                <numerusform>%n bloqueadores salen del cuenco %1</numerusform>
            </translation>
        </message>
        <message>
            <source>the volcano in bowl %1 erupts</source>
            <translation>el volcán del cuenco %1 entra en erupción</translation>
        </message>
        <message>
            <source>bowl %1 is now %2</source>
            <translation>nuevo modificador en el cuenco %1 — %2</translation>
        </message>
    </context>
    <context>
        <name>Spoken</name>
        <message>
            <source>G reads the goal and the moves left.</source>
            <translation>G lee el objetivo y las jugadas que quedan.</translation>
        </message>
        <message>
            <source>%1 to win</source>
            <comment>%1 is the goal, an instruction: Clear the whole board</comment>
            <translation>%1 para ganar</translation>
        </message>
    </context>
    <context>
        <name>Generated</name>
        <message>
            <source>Easy</source>
            <translation>Fácil</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Medio</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difícil</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Experto</translation>
        </message>
        <message>
            <source>Easy generated puzzle</source>
            <translation>Puzle generado (fácil)</translation>
        </message>
        <message>
            <source>Medium generated puzzle</source>
            <translation>Puzle generado (medio)</translation>
        </message>
        <message>
            <source>Hard generated puzzle</source>
            <translation>Puzle generado (difícil)</translation>
        </message>
        <message>
            <source>Expert generated puzzle</source>
            <translation>Puzle generado (experto)</translation>
        </message>
        <message>
            <source>Trying board %1.</source>
            <translation>Probando el tablero %1.</translation>
        </message>
        <message>
            <source>Easy puzzle of the day</source>
            <translation>Puzle del día (fácil)</translation>
        </message>
        <message>
            <source>Medium puzzle of the day</source>
            <translation>Puzle del día (medio)</translation>
        </message>
        <message>
            <source>Hard puzzle of the day</source>
            <translation>Puzle del día (difícil)</translation>
        </message>
        <message>
            <source>Expert puzzle of the day</source>
            <translation>Puzle del día (experto)</translation>
        </message>
        <message>
            <source>Your results on generated puzzles were damaged and have been restored from their backup copy; the damaged file was kept as %1.</source>
            <translation>Tus resultados en los puzles generados estaban dañados y se han restaurado desde su copia de seguridad; el archivo dañado se ha guardado como %1.</translation>
        </message>
        <message>
            <source>Your results on generated puzzles could not be read and had no good backup, so they start afresh; the damaged file was kept as %1.</source>
            <translation>Tus resultados en los puzles generados no se pudieron leer y no había una copia de seguridad válida, así que empiezan de cero; el archivo dañado se ha guardado como %1.</translation>
        </message>
        <message>
            <source>Generated puzzles</source>
            <translation>Puzles generados</translation>
        </message>
        <message>
            <source>New puzzles without end, each proven by the solver. Their results are kept apart from the hundred puzzles and earn no achievement.</source>
            <translation>Puzles nuevos sin fin, cada uno demostrado por el solucionador. Sus resultados se guardan aparte de los cien puzles y no dan logros.</translation>
        </message>
        <message>
            <source>&amp;Difficulty:</source>
            <translation>&amp;Dificultad:</translation>
        </message>
        <message>
            <source>New puzzle</source>
            <translation>Puzle nuevo</translation>
        </message>
        <message>
            <source>Puzzle of the day</source>
            <translation>Puzle del día</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Copy puzzle code</source>
            <translation>Copiar código de puzle</translation>
        </message>
        <message>
            <source>Copy the code of the last generated puzzle</source>
            <translation>Copiar el código del último puzle generado</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continuar</translation>
        </message>
        <message>
            <source>Continue the unfinished generated puzzle</source>
            <translation>Continuar el puzle generado sin terminar</translation>
        </message>
        <message>
            <source>Making a puzzle</source>
            <translation>Creando un puzle</translation>
        </message>
        <message numerus="yes">
            <source>✓ Today's solved in %n move(s)</source>
            <translation>
                <numerusform>✓ Puzle de hoy resuelto en %n jugada</numerusform>
                <numerusform>✓ Puzle de hoy resuelto en %n jugadas</numerusform>
            </translation>
        </message>
        <message>
            <source>Making a puzzle and proving it with the solver…</source>
            <translation>Creando un puzle y demostrándolo con el solucionador…</translation>
        </message>
        <message>
            <source>Cancelled: no puzzle was made.</source>
            <translation>Cancelado: no se creó ningún puzle.</translation>
        </message>
        <message>
            <source>No puzzle could be made this time: please try again.</source>
            <translation>Esta vez no se pudo crear un puzle: inténtalo de nuevo.</translation>
        </message>
        <message numerus="yes">
            <source>%n solved</source>
            <translation>
                <numerusform>%n resuelto</numerusform>
                <numerusform>%n resueltos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A generated puzzle was left unfinished after %n move(s).</source>
            <translation>
                <numerusform>Un puzle generado quedó sin terminar tras %n jugada.</numerusform>
                <numerusform>Un puzle generado quedó sin terminar tras %n jugadas.</numerusform>
            </translation>
        </message>
        <message>
            <source>The unfinished generated puzzle's save does not match the puzzle the generator makes for it, so it was damaged and cannot be continued.</source>
            <translation>La partida guardada del puzle generado sin terminar no coincide con el puzle que el generador crea para ella, así que estaba dañada y no se puede continuar.</translation>
        </message>
        <message>
            <source>The puzzle code is on the clipboard: a friend can open it.</source>
            <translation>El código del puzle está en el portapapeles: un amigo puede abrirlo.</translation>
        </message>
    </context>
    <context>
        <name>PuzzleIdea</name>
        <message>
            <source>Every stone must leave the board: plan the order so that the last sowing completes the last groups.</source>
            <translation>Todas las piedras deben salir del tablero: planea el orden para que la última jugada complete los últimos grupos.</translation>
        </message>
        <message>
            <source>Only one colour has to go: look for sowings that bring three of it together, and let the other colours wait.</source>
            <translation>Solo tiene que desaparecer un color: busca jugadas que junten tres de ese color y deja que los demás esperen.</translation>
        </message>
        <message>
            <source>Only groups of the goal's colour count: look for bowls one stone short of such a group and a sowing that completes them.</source>
            <translation>Solo cuentan los grupos del color del objetivo: busca cuencos a los que les falte una piedra para ese grupo y una jugada que los complete.</translation>
        </message>
        <message>
            <source>Groups score one at a time here: look for sowings that each complete a group, one after another.</source>
            <translation>Aquí los grupos puntúan de uno en uno: busca jugadas que completen cada una un grupo, una tras otra.</translation>
        </message>
        <message>
            <source>Points are multiplied by the combo: a move that makes groups in several bowls at once is worth far more than single groups.</source>
            <translation>Los puntos se multiplican por el combo: una jugada que forma grupos en varios cuencos a la vez vale mucho más que grupos sueltos.</translation>
        </message>
        <message>
            <source>One sowing must complete groups in several bowls at once: line up bowls that are each one stone short first.</source>
            <translation>Una sola jugada debe completar grupos en varios cuencos a la vez: prepara antes cuencos a los que les falte una piedra.</translation>
        </message>
        <message>
            <source>Sowing only moves stones; only groups take them off the board. Count what each group removes.</source>
            <translation>Repartir solo mueve las piedras; solo los grupos las sacan del tablero. Cuenta lo que quita cada grupo.</translation>
        </message>
        <message>
            <source>A volcano with six or more stones erupts and sows them again: it can reach bowls a move alone cannot.</source>
            <translation>Un volcán con seis o más piedras entra en erupción y las vuelve a repartir: llega a cuencos que una jugada sola no alcanza.</translation>
        </message>
        <message>
            <source>A blocker falls only when a bowl next to it makes a group.</source>
            <translation>Un bloqueador solo cae cuando un cuenco vecino forma un grupo.</translation>
        </message>
        <message>
            <source>A wild completes a group of any colour: decide which group needs it.</source>
            <translation>Un comodín completa un grupo de cualquier color: decide qué grupo lo necesita.</translation>
        </message>
        <message>
            <source>A reverse bowl sows counter-clockwise: count the other way from it.</source>
            <translation>Un cuenco con inversión reparte en sentido antihorario: desde él, cuenta hacia el otro lado.</translation>
        </message>
        <message>
            <source>A frozen bowl cannot be chosen, but it still receives stones: fill it from outside.</source>
            <translation>Un cuenco congelado no se puede elegir, pero sigue recibiendo piedras: llénalo desde fuera.</translation>
        </message>
    </context>
    <context>
        <name>PastDailies</name>
        <message>
            <source>Earlier Dailies</source>
            <translation>Retos diarios anteriores</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Atrás</translation>
        </message>
        <message>
            <source>Play the Daily challenge of one of the last 30 days again. It is practice: the result never becomes a record and does not count for the streak.</source>
            <translation>Vuelve a jugar el reto diario de uno de los últimos 30 días. Es práctica: el resultado nunca será un récord y no cuenta para la racha.</translation>
        </message>
        <message>
            <source>not played</source>
            <translation>sin jugar</translation>
        </message>
        <message>
            <source>Daily of %1, practice</source>
            <translation>Reto diario del %1, práctica</translation>
        </message>
        <message>
            <source>best %1 · all 20 moves</source>
            <translation>mejor %1 · las 20 jugadas</translation>
        </message>
        <message>
            <source>best %1</source>
            <translation>mejor %1</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message numerus="yes">
            <source>You have earned %1 of the %n achievement(s).</source>
            <translation>
                <numerusform>Has conseguido %1 de %n logro.</numerusform>
                <numerusform>Has conseguido %1 de los %n logros.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have unlocked %1 of the %n theme(s).</source>
            <translation>
                <numerusform>Has desbloqueado %1 de %n tema.</numerusform>
                <numerusform>Has desbloqueado %1 de los %n temas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your shelf holds %n medal(s).</source>
            <translation>
                <numerusform>Tu vitrina tiene %n medalla.</numerusform>
                <numerusform>Tu vitrina tiene %n medallas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Records</source>
            <translation>Récords</translation>
        </message>
        <message>
            <source>Daily scores of recent days</source>
            <translation>Puntuaciones del reto diario de los últimos días</translation>
        </message>
        <message>
            <source>Daily challenge results</source>
            <translation>Resultados del reto diario</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Atrás</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>Sin fin</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>Puzles</translation>
        </message>
        <message>
            <source>Daily challenge</source>
            <translation>Reto diario</translation>
        </message>
        <message>
            <source>Achievements</source>
            <translation>Logros</translation>
        </message>
        <message numerus="yes">
            <source>Best score of each of the last %n day(s) (dates in UTC).</source>
            <translation>
                <numerusform>Mejor puntuación del último día (fecha en UTC).</numerusform>
                <numerusform>Mejor puntuación de cada uno de los últimos %n días (fechas en UTC).</numerusform>
            </translation>
        </message>
        <message>
            <source>all 20 moves played</source>
            <translation>las 20 jugadas hechas</translation>
        </message>
        <message>
            <source>ended early</source>
            <translation>terminado antes de tiempo</translation>
        </message>
        <message>
            <source>Ten best Endless results</source>
            <translation>Los diez mejores resultados de Sin fin</translation>
        </message>
        <message>
            <source>No valid Endless result yet.</source>
            <translation>Aún no hay ningún resultado válido de Sin fin.</translation>
        </message>
        <message>
            <source>No Daily challenge played yet.</source>
            <translation>Aún no has jugado ningún reto diario.</translation>
        </message>
        <message>
            <source>Your medal shelf</source>
            <translation>Tu vitrina de medallas</translation>
        </message>
        <message>
            <source>No Daily played in these days.</source>
            <translation>No has jugado ningún reto diario en estos días.</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Mejor puntuación</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Jugadas</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Puntuación</translation>
        </message>
        <message>
            <source>No score yet</source>
            <translation>Aún sin puntuación</translation>
        </message>
        <message>
            <source>Play Endless until the board overflows, or end it.</source>
            <translation>Juega a Sin fin hasta que el tablero se desborde o finaliza el intento.</translation>
        </message>
        <message numerus="yes">
            <source>Your best score is %n point(s).</source>
            <translation>
                <numerusform>Tu mejor puntuación es de %n punto.</numerusform>
                <numerusform>Tu mejor puntuación es de %n puntos.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of %2 solved</source>
            <translation>%1 de %2 resueltos</translation>
        </message>
        <message numerus="yes">
            <source>Your best solutions take %n move(s) in all.</source>
            <comment>the fewest moves of every solved puzzle, added up</comment>
            <translation>
                <numerusform>Tus mejores soluciones suman %n jugada en total.</numerusform>
                <numerusform>Tus mejores soluciones suman %n jugadas en total.</numerusform>
            </translation>
        </message>
        <message>
            <source>date unknown</source>
            <translation>fecha desconocida</translation>
        </message>
        <message>
            <source>all 20</source>
            <translation>las 20</translation>
        </message>
        <message numerus="yes">
            <source>On %1 the best score was %n point(s).</source>
            <comment>a day in the chart's description; %1 is its date</comment>
            <translation>
                <numerusform>El %1, la mejor puntuación fue de %n punto.</numerusform>
                <numerusform>El %1, la mejor puntuación fue de %n puntos.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of 20</source>
            <translation>%1 de 20</translation>
        </message>
        <message>
            <source>Earned · its medal is on your shelf</source>
            <translation>Conseguido · su medalla está en tu vitrina</translation>
        </message>
        <message>
            <source>Not earned yet · every theme is already unlocked; earning it adds its medal to your shelf</source>
            <translation>Aún no conseguido · todos los temas ya están desbloqueados; al conseguirlo, su medalla irá a tu vitrina</translation>
        </message>
        <message numerus="yes">
            <source>That game took %n move(s).</source>
            <translation>
                <numerusform>Esa partida duró %n jugada.</numerusform>
                <numerusform>Esa partida duró %n jugadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Endless game(s) recorded.</source>
            <translation>
                <numerusform>%n partida de Sin fin registrada.</numerusform>
                <numerusform>%n partidas de Sin fin registradas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Earned · unlocked the %1 theme</source>
            <translation>Conseguido · desbloqueó el tema %1</translation>
        </message>
        <message>
            <source>Not earned yet · earning it unlocks the %1 theme</source>
            <translation>Aún no conseguido · al conseguirlo se desbloquea el tema %1</translation>
        </message>
        <message>
            <source>So far %1 of %2.</source>
            <translation>Llevas %1 de %2.</translation>
        </message>
    </context>
</TS>
