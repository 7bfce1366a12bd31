<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <source>Start again on the standard board</source>
        <translation>Neu auf dem Standardspielplan beginnen</translation>
    </message>
    <message>
        <source>New &amp;Empty Board</source>
        <translation>Neuer &amp;leerer Spielplan</translation>
    </message>
    <message>
        <source>Build a board from nothing</source>
        <translation>Einen Spielplan aus dem Nichts bauen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open a scenario or saved game</source>
        <translation>Ein Szenario oder eine gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Die Partie speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>Unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Änderungen &amp;verwerfen</translation>
    </message>
    <message>
        <source>Go back to the saved file</source>
        <translation>Zur gespeicherten Datei zurückkehren</translation>
    </message>
    <message>
        <source>Rep&amp;lay Operations…</source>
        <translation>Operationen &amp;abspielen…</translation>
    </message>
    <message>
        <source>Apply an operation file step by step</source>
        <translation>Eine Operationsdatei Schritt für Schritt anwenden</translation>
    </message>
    <message>
        <source>Export Operat&amp;ions…</source>
        <translation>Operationen e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Write this session&apos;s operations as an operation file</source>
        <translation>Die Operationen dieser Sitzung als Operationsdatei schreiben</translation>
    </message>
    <message>
        <source>Save Lo&amp;g As…</source>
        <translation>&amp;Protokoll speichern unter…</translation>
    </message>
    <message>
        <source>Write the Log&apos;s lines as plain text, a replay&apos;s as `replay` prints them</source>
        <translation>Die Zeilen des Protokolls als reinen Text schreiben, die einer Wiedergabe so, wie `replay` sie ausgibt</translation>
    </message>
    <message>
        <source>Export &amp;Picture…</source>
        <translation>B&amp;ild exportieren…</translation>
    </message>
    <message>
        <source>Draw the board to PNG, SVG or PDF</source>
        <translation>Den Spielplan als PNG, SVG oder PDF zeichnen</translation>
    </message>
    <message>
        <source>Export Ani&amp;mation…</source>
        <translation>Ani&amp;mation exportieren…</translation>
    </message>
    <message>
        <source>The steps of the game as an animated GIF, WebP or PNG, each with its words</source>
        <translation>Die Schritte der Partie als animiertes GIF, WebP oder PNG, jeder mit seinen Worten</translation>
    </message>
    <message>
        <source>Export Setup S&amp;heet…</source>
        <translation>Aufbaublat&amp;t exportieren…</translation>
    </message>
    <message>
        <source>A printable PDF: the board and every Region&apos;s ranking</source>
        <translation>Ein druckbares PDF: der Spielplan und die Rangfolge jeder Region</translation>
    </message>
    <message>
        <source>Export Setup Shee&amp;ts…</source>
        <translation>Aufbaublätter expo&amp;rtieren…</translation>
    </message>
    <message>
        <source>One printable PDF with the setup sheet of every chosen scenario</source>
        <translation>Ein druckbares PDF mit dem Aufbaublatt jedes gewählten Szenarios</translation>
    </message>
    <message>
        <source>Caption on Pict&amp;ures</source>
        <translation>Bilduntersc&amp;hrift</translation>
    </message>
    <message>
        <source>Exported pictures carry the board&apos;s name and the VP below the board</source>
        <translation>Exportierte Bilder tragen unter dem Spielplan seinen Namen und die SP</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Print the setup sheet: the board and every Region&apos;s ranking, previewed first</source>
        <translation>Das Aufbaublatt drucken: der Spielplan und die Rangfolge jeder Region, zuerst in der Vorschau</translation>
    </message>
    <message>
        <source>Print &amp;Board…</source>
        <translation>Spielplan &amp;drucken…</translation>
    </message>
    <message>
        <source>Print the board alone, previewed first</source>
        <translation>Nur den Spielplan drucken, zuerst in der Vorschau</translation>
    </message>
    <message>
        <source>Print a Tournament Pac&amp;k…</source>
        <translation>Turnierpa&amp;ket drucken…</translation>
    </message>
    <message>
        <source>Print the setup sheet of every chosen scenario: a tournament pack</source>
        <translation>Das Aufbaublatt jedes gewählten Szenarios drucken: ein Turnierpaket</translation>
    </message>
    <message>
        <source>&amp;Close Window</source>
        <translation>&amp;Fenster schließen</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Dieses Fenster schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close every window and quit</source>
        <translation>Alle Fenster schließen und beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Note on This Step…</source>
        <translation>&amp;Notiz zu diesem Schritt…</translation>
    </message>
    <message>
        <source>Write a note on the current step; it is kept with the step in game files</source>
        <translation>Eine Notiz zum aktuellen Schritt schreiben; sie bleibt in Partiedateien beim Schritt</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>Position &amp;kopieren</translation>
    </message>
    <message>
        <source>Put the position on the clipboard as scenario text</source>
        <translation>Die Position als Szenariotext in die Zwischenablage legen</translation>
    </message>
    <message>
        <source>Copy Position Co&amp;de</source>
        <translation>Positions&amp;code kopieren</translation>
    </message>
    <message>
        <source>Put the position code (ib1....) on the clipboard, for chat and forms</source>
        <translation>Den Positionscode (ib1....) in die Zwischenablage legen, für Chats und Formulare</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>Position &amp;einfügen</translation>
    </message>
    <message>
        <source>Open a position code or scenario text from the clipboard as a new board</source>
        <translation>Einen Positionscode oder Szenariotext aus der Zwischenablage als neuen Spielplan öffnen</translation>
    </message>
    <message>
        <source>Add Reg&amp;ion</source>
        <translation>Region &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add a Region with default slots; edit it in the Inspector</source>
        <translation>Eine Region mit Standardfeldern hinzufügen; im Inspektor bearbeiten</translation>
    </message>
    <message>
        <source>Remove Re&amp;gion</source>
        <translation>Region en&amp;tfernen</translation>
    </message>
    <message>
        <source>Remove the selected Region and its links</source>
        <translation>Die gewählte Region und ihre Verbindungen entfernen</translation>
    </message>
    <message>
        <source>&amp;Lay Out All Regions</source>
        <translation>&amp;Alle Regionen anordnen</translation>
    </message>
    <message>
        <source>Place every Region automatically from the adjacency</source>
        <translation>Jede Region automatisch nach den Nachbarschaften platzieren</translation>
    </message>
    <message>
        <source>Lay Out &amp;Selected Regions</source>
        <translation>Au&amp;sgewählte Regionen anordnen</translation>
    </message>
    <message>
        <source>Place the selected Regions automatically; the others stay</source>
        <translation>Die gewählten Regionen automatisch platzieren; die anderen bleiben</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>E&amp;instellungen…</translation>
    </message>
    <message>
        <source>Change the keyboard shortcut of any action</source>
        <translation>Das Tastenkürzel jeder Aktion ändern</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <source>&amp;Readable Fit</source>
        <translation>&amp;Lesbar einpassen</translation>
    </message>
    <message>
        <source>Zoom to Fit keeps board text at least 9 pt and scrolls; off: the whole board</source>
        <translation>Einpassen hält den Text des Spielplans bei mindestens 9 pt und scrollt; aus: der ganze Spielplan</translation>
    </message>
    <message>
        <source>&amp;Next Region</source>
        <translation>&amp;Nächste Region</translation>
    </message>
    <message>
        <source>Pre&amp;vious Region</source>
        <translation>V&amp;orherige Region</translation>
    </message>
    <message>
        <source>T&amp;able Arrangement</source>
        <translation>&amp;Tabellenanordnung</translation>
    </message>
    <message>
        <source>The tracks in rows that fill the view: the whole board readable</source>
        <translation>Die Leisten in Zeilen, die die Ansicht füllen: der ganze Spielplan lesbar</translation>
    </message>
    <message>
        <source>&amp;Map Arrangement</source>
        <translation>Karten&amp;anordnung</translation>
    </message>
    <message>
        <source>Each track where the board places it; drag a header to move it</source>
        <translation>Jede Leiste dort, wo der Spielplan sie platziert; eine Kopfzeile ziehen, um sie zu verschieben</translation>
    </message>
    <message>
        <source>Table Vie&amp;w</source>
        <translation>T&amp;ischansicht</translation>
    </message>
    <message>
        <source>The board and the scores on the whole screen, for the table; F11 or Esc leaves it</source>
        <translation>Spielplan und Punkte auf dem ganzen Bildschirm, für den Tisch; F11 oder Esc verlässt sie</translation>
    </message>
    <message>
        <source>&amp;Spectator Window</source>
        <translation>Zusc&amp;hauerfenster</translation>
    </message>
    <message>
        <source>The board and the scores in a second window, for a room or a second screen; F11 there: full screen</source>
        <translation>Spielplan und Punkte in einem zweiten Fenster, für einen Raum oder einen zweiten Bildschirm; F11 dort: Vollbild</translation>
    </message>
    <message>
        <source>Follow the System</source>
        <translation>Wie im System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High Contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Describe Board…</source>
        <translation>Spielplan &amp;beschreiben…</translation>
    </message>
    <message>
        <source>The whole board in plain text, for reading aloud</source>
        <translation>Der ganze Spielplan als reiner Text, zum Vorlesen</translation>
    </message>
    <message>
        <source>Compare With Fil&amp;e…</source>
        <translation>Mit &amp;Datei vergleichen…</translation>
    </message>
    <message>
        <source>See what differs between a scenario file and the current position</source>
        <translation>Sehen, was sich zwischen einer Szenariodatei und der aktuellen Position unterscheidet</translation>
    </message>
    <message>
        <source>C&amp;lear Comparison</source>
        <translation>Vergleich a&amp;ufheben</translation>
    </message>
    <message>
        <source>Take the comparison&apos;s outlines and badges off the board</source>
        <translation>Die Umrisse und Markierungen des Vergleichs vom Spielplan nehmen</translation>
    </message>
    <message>
        <source>Place &amp;Permanent Influence</source>
        <translation>&amp;Dauerhaften Einfluss setzen</translation>
    </message>
    <message>
        <source>The acting player adds permanent Influence in the focused Region</source>
        <translation>Der aktive Spieler setzt dauerhaften Einfluss in die gewählte Region</translation>
    </message>
    <message>
        <source>Place &amp;Temporary Influence</source>
        <translation>&amp;Temporären Einfluss setzen</translation>
    </message>
    <message>
        <source>The acting player adds temporary Influence in the focused Region</source>
        <translation>Der aktive Spieler setzt temporären Einfluss in die gewählte Region</translation>
    </message>
    <message>
        <source>&amp;Convert to Permanent</source>
        <translation>In dauerhaft &amp;umwandeln</translation>
    </message>
    <message>
        <source>Convert the selected temporary cube</source>
        <translation>Den gewählten temporären Würfel umwandeln</translation>
    </message>
    <message>
        <source>R&amp;eset</source>
        <translation>U&amp;msetzen</translation>
    </message>
    <message>
        <source>Reset the selected temporary cube</source>
        <translation>Den gewählten temporären Würfel umsetzen</translation>
    </message>
    <message>
        <source>Re&amp;move Cube</source>
        <translation>Würfel &amp;entfernen</translation>
    </message>
    <message>
        <source>Remove the selected cube (an effect)</source>
        <translation>Den gewählten Würfel entfernen (ein Effekt)</translation>
    </message>
    <message>
        <source>Add a&amp;n Army</source>
        <translation>Armee &amp;hinzufügen</translation>
    </message>
    <message>
        <source>The acting player gets one Army more in the focused Region</source>
        <translation>Der aktive Spieler bekommt in der gewählten Region eine Armee mehr</translation>
    </message>
    <message>
        <source>Take an Arm&amp;y Away</source>
        <translation>Armee &amp;abziehen</translation>
    </message>
    <message>
        <source>The acting player has one Army fewer in the focused Region</source>
        <translation>Der aktive Spieler hat in der gewählten Region eine Armee weniger</translation>
    </message>
    <message>
        <source>Score &amp;Region</source>
        <translation>&amp;Region werten</translation>
    </message>
    <message>
        <source>Score the selected Region</source>
        <translation>Die gewählte Region werten</translation>
    </message>
    <message>
        <source>Score A&amp;ll Regions</source>
        <translation>A&amp;lle Regionen werten</translation>
    </message>
    <message>
        <source>Score every Region in board order (after rounds 3 and 6)</source>
        <translation>Jede Region in Spielplanreihenfolge werten (nach den Runden 3 und 6)</translation>
    </message>
    <message>
        <source>Adjust &amp;VP…</source>
        <translation>&amp;SP korrigieren…</translation>
    </message>
    <message>
        <source>A player gains or loses VP from outside the board: majority tokens, THREAT, cards, …</source>
        <translation>Ein Spieler erhält oder verliert SP von außerhalb des Spielplans: Mehrheitsmarker, THREAT, Karten, …</translation>
    </message>
    <message>
        <source>End Ro&amp;und</source>
        <translation>Runde &amp;beenden</translation>
    </message>
    <message>
        <source>End the round being played; after rounds 3 and 6, Score All Regions is offered</source>
        <translation>Die laufende Runde beenden; nach den Runden 3 und 6 wird „Alle Regionen werten“ angeboten</translation>
    </message>
    <message>
        <source>Stan&amp;dings…</source>
        <translation>&amp;Punktestand…</translation>
    </message>
    <message>
        <source>Who is winning: the players by VP, each total by source</source>
        <translation>Wer gewinnt: die Spieler nach SP, jede Summe nach Herkunft</translation>
    </message>
    <message>
        <source>&amp;Setup Mode</source>
        <translation>Au&amp;fbaumodus</translation>
    </message>
    <message>
        <source>Place starting cubes without scoring</source>
        <translation>Startwürfel ohne Wertung setzen</translation>
    </message>
    <message>
        <source>Influence Board &amp;Help</source>
        <translation>&amp;Hilfe zu Influence Board</translation>
    </message>
    <message>
        <source>The user guide: each gesture, the keys, the files and the rules, searchable</source>
        <translation>Das Handbuch: jede Geste, die Tasten, die Dateien und die Regeln, durchsuchbar</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every action and its key</source>
        <translation>Jede Aktion und ihre Taste</translation>
    </message>
    <message>
        <source>Influence &amp;Rules</source>
        <translation>&amp;Einflussregeln</translation>
    </message>
    <message>
        <source>The rules in the app&apos;s own words, with the tag each event names</source>
        <translation>Die Regeln in den Worten der App, mit dem Stichwort, das jedes Ereignis nennt</translation>
    </message>
    <message>
        <source>&amp;About Influence Board</source>
        <translation>Ü&amp;ber Influence Board</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>The version and licence of Qt, which draws the window</source>
        <translation>Version und Lizenz von Qt, das das Fenster zeichnet</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>cannot write an animation to &apos;{0}&apos;: use .gif, .webp or .png</source>
        <translation>eine Animation kann nicht nach „{0}“ geschrieben werden: verwende .gif, .webp oder .png</translation>
    </message>
    <message>
        <source>{0} frames of {1} x {2} pixels are more than an animation can hold: animate fewer steps, or make it smaller</source>
        <translation>{0} Bilder mit {1} x {2} Pixeln sind mehr, als eine Animation fassen kann: animiere weniger Schritte oder mach sie kleiner</translation>
    </message>
    <message>
        <source>could not encode the animation: {0}</source>
        <translation>die Animation konnte nicht kodiert werden: {0}</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>replay.gif</source>
        <comment>a file name suggested</comment>
        <translation>wiedergabe.gif</translation>
    </message>
    <message>
        <source>Cannot export the animation</source>
        <translation>Die Animation kann nicht exportiert werden</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n frame(s) to {0}</source>
        <translation>
            <numerusform>%n Bild nach {0} exportiert</numerusform>
            <numerusform>%n Bilder nach {0} exportiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnimationRangeDialog</name>
    <message>
        <source>Export Animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>der Beginn</translation>
    </message>
    <message>
        <source>&amp;From step:</source>
        <translation>&amp;Von Schritt:</translation>
    </message>
    <message>
        <source>&amp;To step:</source>
        <translation>&amp;Bis Schritt:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How long each step is shown</source>
        <translation>Wie lange jeder Schritt gezeigt wird</translation>
    </message>
    <message>
        <source>&amp;Each step shown for:</source>
        <translation>&amp;Anzeigedauer je Schritt:</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {0}</translation>
    </message>
</context>
<context>
    <name>BoardMenus</name>
    <message>
        <source>Place Permanent Influence for {0}</source>
        <translation>Dauerhaften Einfluss für {0} setzen</translation>
    </message>
    <message>
        <source>Place Temporary Influence for {0}</source>
        <translation>Temporären Einfluss für {0} setzen</translation>
    </message>
    <message>
        <source>Add permanent Influence</source>
        <translation>Dauerhaften Einfluss hinzufügen</translation>
    </message>
    <message>
        <source>Add temporary Influence</source>
        <translation>Temporären Einfluss hinzufügen</translation>
    </message>
    <message>
        <source>permanent slot {0}</source>
        <translation>dauerhaftes Feld {0}</translation>
    </message>
    <message>
        <source>temporary slot {0}</source>
        <translation>temporäres Feld {0}</translation>
    </message>
    <message>
        <source>overflow place {0}</source>
        <translation>Überhangplatz {0}</translation>
    </message>
    <message>
        <source>{0} +1 Army</source>
        <translation>{0} +1 Armee</translation>
    </message>
    <message>
        <source>{0} −1 Army</source>
        <translation>{0} −1 Armee</translation>
    </message>
    <message>
        <source>{0} (setup)</source>
        <translation>{0} (Aufbau)</translation>
    </message>
    <message>
        <source>The local power places cubes in Setup Mode (Ctrl+Shift+B)</source>
        <translation>Die lokale Macht setzt Würfel im Aufbaumodus (Strg+Umschalt+B)</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Score {0}</source>
        <translation>{0} werten</translation>
    </message>
    <message>
        <source>{0} has {1} in {2}</source>
        <translation>{0} hat {1} in {2}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>Convert to permanent</source>
        <translation>In dauerhaft umwandeln</translation>
    </message>
    <message>
        <source>Reset</source>
        <comment>a temporary cube</comment>
        <translation>Umsetzen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>{0}&apos;s temporary cube, slot {1}: {2}</source>
        <translation>Temporärer Würfel von {0}, Feld {1}: {2}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
</context>
<context>
    <name>ComparePanel</name>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>enters</source>
        <translation>kommt hinzu</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>fällt heraus</translation>
    </message>
    <message>
        <source>up</source>
        <translation>steigt</translation>
    </message>
    <message>
        <source>down</source>
        <translation>fällt</translation>
    </message>
    <message>
        <source>Clear Comparison</source>
        <translation>Vergleich aufheben</translation>
    </message>
    <message>
        <source>Differences in VP and places</source>
        <translation>Unterschiede bei SP und Plätzen</translation>
    </message>
    <message>
        <source>Every difference, one a line</source>
        <translation>Jeder Unterschied, einer pro Zeile</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Place in {0}</source>
        <translation>Platz in {0}</translation>
    </message>
    <message>
        <source>No comparison. History: right-click a step, Compare with Current; or View &gt; Compare With File…</source>
        <translation>Kein Vergleich. Verlauf: Rechtsklick auf einen Schritt, „Mit aktuellem vergleichen“; oder Ansicht &gt; Mit Datei vergleichen…</translation>
    </message>
    <message>
        <source>The positions are the same.</source>
        <translation>Die Positionen sind gleich.</translation>
    </message>
    <message numerus="yes">
        <source>%n Region(s) differ.</source>
        <translation>
            <numerusform>%n Region unterscheidet sich.</numerusform>
            <numerusform>%n Regionen unterscheiden sich.</numerusform>
        </translation>
    </message>
    <message>
        <source>A: {0}
B: {1}
{2}</source>
        <translation>A: {0}
B: {1}
{2}</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>the current position</source>
        <translation>die aktuelle Position</translation>
    </message>
    <message>
        <source>the start of the game</source>
        <translation>der Beginn der Partie</translation>
    </message>
    <message>
        <source>step {0} ({1})</source>
        <translation>Schritt {0} ({1})</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Vergleich nicht möglich</translation>
    </message>
    <message>
        <source>{0} cannot be read.</source>
        <translation>{0} kann nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Majorities</source>
        <translation>Mehrheiten</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Variations</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>{0} ({1} ✖, {2} ⚠)</source>
        <comment>errors and warnings</comment>
        <translation>{0} ({1} ✖, {2} ⚠)</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>“{0}” changed on disk; Save will ask before overwriting it.</source>
        <translation>„{0}“ wurde auf der Festplatte geändert; Speichern fragt vor dem Überschreiben nach.</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>“{0}” changed on disk since you opened it (another window or program saved it). Overwrite it with this game, save this game as another file, or reload the file and lose the changes made here?</source>
        <translation>„{0}“ wurde seit dem Öffnen auf der Festplatte geändert (ein anderes Fenster oder Programm hat die Datei gespeichert). Mit dieser Partie überschreiben, diese Partie als andere Datei speichern oder die Datei neu laden und die Änderungen hier verlieren?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Überschreiben</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved. Save them first?</source>
        <translation>„{0}“ hat Änderungen, die nicht gespeichert sind. Zuerst speichern?</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>Neuer Spielplan</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{0} cannot be opened; the board is unchanged.</source>
        <translation>{0} kann nicht geöffnet werden; der Spielplan ist unverändert.</translation>
    </message>
    <message>
        <source>Opened {0} at step {1} of {2}</source>
        <translation>{0} bei Schritt {1} von {2} geöffnet</translation>
    </message>
    <message>
        <source>Opened {0} to repair it in Setup mode: the Problems dock lists its errors, and play waits until they are fixed</source>
        <translation>{0} zur Reparatur im Aufbaumodus geöffnet: „Probleme“ listet die Fehler auf, und das Spiel wartet, bis sie behoben sind</translation>
    </message>
    <message>
        <source>Opened {0}</source>
        <translation>{0} geöffnet</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <source>Throw away every change since {0} was last saved?</source>
        <translation>Alle Änderungen seit dem letzten Speichern von {0} verwerfen?</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>{0} was not saved; the file on disk is unchanged.</source>
        <translation>{0} wurde nicht gespeichert; die Datei auf der Festplatte ist unverändert.</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} gespeichert</translation>
    </message>
    <message>
        <source>Save without the variations?</source>
        <translation>Ohne die Varianten speichern?</translation>
    </message>
    <message numerus="yes">
        <source>{0} is a scenario, which keeps one position: the history and %n variation(s) will not be kept. Save it anyway, or cancel and save a game file (*.ibgame) to keep them.</source>
        <translation>
            <numerusform>{0} ist ein Szenario, das eine einzige Position enthält: der Verlauf und %n Variante werden nicht gespeichert. Trotzdem speichern, oder abbrechen und eine Partiedatei (*.ibgame) speichern, um sie zu behalten?</numerusform>
            <numerusform>{0} ist ein Szenario, das eine einzige Position enthält: der Verlauf und %n Varianten werden nicht gespeichert. Trotzdem speichern, oder abbrechen und eine Partiedatei (*.ibgame) speichern, um sie zu behalten?</numerusform>
        </translation>
    </message>
    <message>
        <source>Save an invalid scenario?</source>
        <translation>Ein ungültiges Szenario speichern?</translation>
    </message>
    <message numerus="yes">
        <source>This scenario has %n error(s); `influence-board check` will reject it.</source>
        <translation>
            <numerusform>Dieses Szenario hat %n Fehler; `influence-board check` wird es ablehnen.</numerusform>
            <numerusform>Dieses Szenario hat %n Fehler; `influence-board check` wird es ablehnen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileDrop</name>
    <message>
        <source>{0}: only files on this computer can be opened</source>
        <translation>{0}: nur Dateien auf diesem Computer können geöffnet werden</translation>
    </message>
    <message>
        <source>{0}: the file&apos;s name is not UTF-8 text, so it cannot be opened</source>
        <translation>{0}: der Name der Datei ist kein UTF-8-Text, daher kann sie nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{0} is a folder, not a file</source>
        <translation>{0} ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>{0} is not a scenario (.json), game file (.ibgame) or operation file (.jsonl)</source>
        <translation>{0} ist kein Szenario (.json), keine Partiedatei (.ibgame) und keine Operationsdatei (.jsonl)</translation>
    </message>
    <message>
        <source>The first scenario or game file opens in this window, each other one in a window of its own.</source>
        <translation>Das erste Szenario oder die erste Partiedatei öffnet sich in diesem Fenster, jede weitere in einem eigenen Fenster.</translation>
    </message>
    <message numerus="yes">
        <source>Open all %n dropped files?</source>
        <translation>
            <numerusform>Die %n abgelegte Datei öffnen?</numerusform>
            <numerusform>Alle %n abgelegten Dateien öffnen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open the first {0} of the {1} dropped files? %n file(s) will not be opened.</source>
        <translation>
            <numerusform>Die ersten {0} der {1} abgelegten Dateien öffnen? %n Datei wird nicht geöffnet.</numerusform>
            <numerusform>Die ersten {0} der {1} abgelegten Dateien öffnen? %n Dateien werden nicht geöffnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open many files?</source>
        <translation>Viele Dateien öffnen?</translation>
    </message>
    <message>
        <source>Files not opened</source>
        <translation>Dateien nicht geöffnet</translation>
    </message>
    <message numerus="yes">
        <source>%n dropped file(s) cannot be opened.</source>
        <translation>
            <numerusform>%n abgelegte Datei kann nicht geöffnet werden.</numerusform>
            <numerusform>%n abgelegte Dateien können nicht geöffnet werden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileFilters</name>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <source>Operation files (*.jsonl)</source>
        <translation>Operationsdateien (*.jsonl)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Influence Board scenarios (*.json)</source>
        <translation>Influence-Board-Szenarien (*.json)</translation>
    </message>
    <message>
        <source>Influence Board games with variations (*.ibgame)</source>
        <translation>Influence-Board-Partien mit Varianten (*.ibgame)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Influence Board files (*.json *.ibgame)</source>
        <translation>Influence-Board-Dateien (*.json *.ibgame)</translation>
    </message>
    <message>
        <source>GIF animation (*.gif)</source>
        <translation>GIF-Animation (*.gif)</translation>
    </message>
    <message>
        <source>WebP animation (*.webp)</source>
        <translation>WebP-Animation (*.webp)</translation>
    </message>
    <message>
        <source>Animated PNG (*.png)</source>
        <translation>Animiertes PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>Gestures</name>
    <message>
        <source>Select a cube first: click it, or move to it with the arrow keys</source>
        <translation>Wähle zuerst einen Würfel: klicke ihn an oder gehe mit den Pfeiltasten zu ihm</translation>
    </message>
    <message>
        <source>Select a temporary cube to convert</source>
        <translation>Wähle einen temporären Würfel zum Umwandeln</translation>
    </message>
    <message>
        <source>Select a temporary cube to reset</source>
        <translation>Wähle einen temporären Würfel zum Umsetzen</translation>
    </message>
    <message>
        <source>Select a Region to score first</source>
        <translation>Wähle zuerst eine Region zum Werten</translation>
    </message>
    <message>
        <source>Drag in Setup mode to move a cube</source>
        <translation>Ziehe im Aufbaumodus, um einen Würfel zu verschieben</translation>
    </message>
    <message>
        <source>Drop the cube above the line to convert it; drag in Setup mode to move a cube</source>
        <translation>Lege den Würfel über der Linie ab, um ihn umzuwandeln; ziehe im Aufbaumodus, um einen Würfel zu verschieben</translation>
    </message>
    <message>
        <source>Drop the cube on a free place of any Region to move it; Esc puts it back</source>
        <translation>Lege den Würfel auf einem freien Platz einer beliebigen Region ab, um ihn zu verschieben; Esc legt ihn zurück</translation>
    </message>
    <message>
        <source>Choose a Region first (Page Down moves to the next)</source>
        <translation>Wähle zuerst eine Region (Bild abwärts geht zur nächsten)</translation>
    </message>
    <message>
        <source>The tracks keep their rows in the Table arrangement: View &gt; Map Arrangement moves them</source>
        <translation>In der Tabellenanordnung bleiben die Leisten in ihren Zeilen: Ansicht &gt; Kartenanordnung macht sie verschiebbar</translation>
    </message>
</context>
<context>
    <name>HelpViews</name>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Every menu action with its key (Help &gt; Keyboard Shortcuts lists them too).</source>
        <translation>Jede Menüaktion mit ihrer Taste (Hilfe &gt; Tastenkürzel listet sie auch auf).</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Die Regeln</translation>
    </message>
    <message>
        <source>Each rule is in Help &gt; Influence Rules; a link opens it at that rule.</source>
        <translation>Jede Regel steht unter Hilfe &gt; Einflussregeln; ein Link öffnet sie bei dieser Regel.</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>Influence Board Help</source>
        <translation>Hilfe zu Influence Board</translation>
    </message>
    <message>
        <source>Find in the guide</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Handbuch</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Filter the actions or keys</source>
        <translation>Aktionen oder Tasten filtern</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>History of operations</source>
        <translation>Verlauf der Operationen</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Beginn der Partie</translation>
    </message>
    <message>
        <source>Compare with Current</source>
        <translation>Mit aktuellem vergleichen</translation>
    </message>
    <message>
        <source>Compare From Here</source>
        <translation>Von hier vergleichen</translation>
    </message>
    <message>
        <source>This step is A; then choose B with Compare With</source>
        <translation>Dieser Schritt ist A; dann B mit „Vergleichen mit“ wählen</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>der Beginn</translation>
    </message>
    <message>
        <source>step {0}</source>
        <translation>Schritt {0}</translation>
    </message>
    <message>
        <source>Compare With {0}</source>
        <translation>Vergleichen mit {0}</translation>
    </message>
    <message>
        <source>Edit Note…</source>
        <translation>Notiz bearbeiten…</translation>
    </message>
    <message>
        <source>Add Note…</source>
        <translation>Notiz hinzufügen…</translation>
    </message>
    <message>
        <source>A note on this step, kept with it in game files</source>
        <translation>Eine Notiz zu diesem Schritt, in Partiedateien mit ihm gespeichert</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Inspector: the selected Region and the players</source>
        <translation>Inspektor: die gewählte Region und die Spieler</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Region id</source>
        <translation>Regions-ID</translation>
    </message>
    <message>
        <source>The id operation files use for this Region; its links follow a new id</source>
        <translation>Die ID, die Operationsdateien für diese Region verwenden; ihre Verbindungen folgen einer neuen ID</translation>
    </message>
    <message>
        <source>Region name</source>
        <translation>Name der Region</translation>
    </message>
    <message>
        <source>Printed VP of the permanent slots, left to right</source>
        <translation>Aufgedruckte SP der dauerhaften Felder, von links nach rechts</translation>
    </message>
    <message>
        <source>Printed VP of the temporary slots, left to right</source>
        <translation>Aufgedruckte SP der temporären Felder, von links nach rechts</translation>
    </message>
    <message>
        <source>Majority bonus for 1st, 2nd, 3rd, ...</source>
        <translation>Mehrheitsbonus für 1., 2., 3., ...</translation>
    </message>
    <message>
        <source>&amp;Id</source>
        <translation>&amp;ID</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Permanent slots</source>
        <translation>&amp;Dauerhafte Felder</translation>
    </message>
    <message>
        <source>&amp;Temporary slots</source>
        <translation>&amp;Temporäre Felder</translation>
    </message>
    <message>
        <source>Majority &amp;bonus</source>
        <translation>Mehrheits&amp;bonus</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Adjacent Regions</source>
        <translation>Angrenzende Regionen</translation>
    </message>
    <message>
        <source>Remove Link</source>
        <translation>Verbindung entfernen</translation>
    </message>
    <message>
        <source>Region to link to</source>
        <translation>Zu verbindende Region</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Adjacent</source>
        <translation>Angrenzend</translation>
    </message>
    <message>
        <source>Add Region</source>
        <translation>Region hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Earlier</source>
        <translation>Früher</translation>
    </message>
    <message>
        <source>Score this Region earlier (board order)</source>
        <translation>Diese Region früher werten (Spielplanreihenfolge)</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Score this Region later (board order)</source>
        <translation>Diese Region später werten (Spielplanreihenfolge)</translation>
    </message>
    <message>
        <source> (whole numbers separated by spaces)</source>
        <translation> (ganze Zahlen, durch Leerzeichen getrennt)</translation>
    </message>
    <message>
        <source>Board and players</source>
        <translation>Spielplan und Spieler</translation>
    </message>
    <message>
        <source>Board name</source>
        <translation>Name des Spielplans</translation>
    </message>
    <message>
        <source>B&amp;oard name</source>
        <translation>Name des &amp;Spielplans</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Name des Spielers</translation>
    </message>
    <message>
        <source>Player na&amp;me</source>
        <translation>Spielerna&amp;me</translation>
    </message>
    <message>
        <source>Colour…</source>
        <translation>Farbe…</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Move player up</source>
        <translation>Spieler nach oben</translation>
    </message>
    <message>
        <source>Move player down</source>
        <translation>Spieler nach unten</translation>
    </message>
    <message>
        <source>Local power present</source>
        <translation>Lokale Macht vorhanden</translation>
    </message>
    <message>
        <source>Local power name</source>
        <translation>Name der lokalen Macht</translation>
    </message>
    <message>
        <source>Local power</source>
        <translation>Lokale Macht</translation>
    </message>
    <message>
        <source>Region (choose one on the board)</source>
        <translation>Region (wähle eine auf dem Spielplan)</translation>
    </message>
    <message>
        <source>Region: {0}</source>
        <translation>Region: {0}</translation>
    </message>
    <message>
        <source>Armies of {0}</source>
        <translation>Armeen von {0}</translation>
    </message>
    <message>
        <source>Slots: whole numbers 0 or more, separated by spaces</source>
        <translation>Felder: ganze Zahlen ab 0, durch Leerzeichen getrennt</translation>
    </message>
    <message>
        <source>Bonus: whole numbers 0 or more, separated by spaces</source>
        <translation>Bonus: ganze Zahlen ab 0, durch Leerzeichen getrennt</translation>
    </message>
    <message>
        <source>New Region {0}</source>
        <translation>Neue Region {0}</translation>
    </message>
    <message>
        <source>Colour of {0}</source>
        <translation>Farbe von {0}</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <source>Local powers</source>
        <translation>Lokale Mächte</translation>
    </message>
    <message>
        <source>Colour of the local power</source>
        <translation>Farbe der lokalen Macht</translation>
    </message>
</context>
<context>
    <name>KeyboardFocus</name>
    <message>
        <source>permanent slot {0} (printed {1})</source>
        <translation>dauerhaftes Feld {0} (aufgedruckt {1})</translation>
    </message>
    <message>
        <source>temporary slot {0} (printed {1})</source>
        <translation>temporäres Feld {0} (aufgedruckt {1})</translation>
    </message>
    <message>
        <source>overflow place {0}</source>
        <translation>Überhangplatz {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s cube</source>
        <translation>Würfel von {0}</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a slot</comment>
        <translation>leer</translation>
    </message>
    <message>
        <source>{0}, {1}: {2}</source>
        <translation>{0}, {1}: {2}</translation>
    </message>
</context>
<context>
    <name>LogFile</name>
    <message>
        <source>Save log as</source>
        <translation>Protokoll speichern unter</translation>
    </message>
    <message>
        <source>log.txt</source>
        <comment>a file name suggested</comment>
        <translation>protokoll.txt</translation>
    </message>
    <message>
        <source>Log saved to {0}</source>
        <translation>Protokoll gespeichert in {0}</translation>
    </message>
    <message>
        <source>Cannot save the log</source>
        <translation>Protokoll kann nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>LogLine</name>
    <message>
        <source>The Log&apos;s line, whole</source>
        <translation>Die Zeile des Protokolls, vollständig</translation>
    </message>
    <message>
        <source>Choose a line of the Log to read it whole here.</source>
        <translation>Wähle eine Zeile des Protokolls, um sie hier vollständig zu lesen.</translation>
    </message>
    <message>
        <source>Rule: {0} (Help &gt; Rules)</source>
        <translation>Regel: {0} (Hilfe &gt; Regeln)</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Log of what happened</source>
        <translation>Protokoll des Geschehens</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Line {0}: {1}</source>
        <translation>Zeile {0}: {1}</translation>
    </message>
    <message>
        <source>{0}

Rule: {1}</source>
        <translation>{0}

Regel: {1}</translation>
    </message>
    <message>
        <source>{0}

{1}</source>
        <translation>{0}

{1}</translation>
    </message>
    <message>
        <source>Its lines show beneath it: double-click or Enter hides them</source>
        <translation>Ihre Zeilen stehen darunter: Doppelklick oder Eingabe blendet sie aus</translation>
    </message>
    <message>
        <source>Double-click or Enter to show its lines beneath it</source>
        <translation>Doppelklick oder Eingabe zeigt ihre Zeilen darunter</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>{0}[*] — Influence Board</source>
        <translation>{0}[*] — Influence Board</translation>
    </message>
</context>
<context>
    <name>MajoritiesPanel</name>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Majorities by Region</source>
        <translation>Mehrheiten nach Region</translation>
    </message>
    <message>
        <source>Each Region with its ranking: participant, cubes, Armies, place and bonus; Regions that cannot score say how many permanent slots are empty</source>
        <translation>Jede Region mit ihrer Rangfolge: Teilnehmer, Würfel, Armeen, Platz und Bonus; nicht wertbare Regionen sagen, wie viele dauerhafte Felder leer sind</translation>
    </message>
    <message>
        <source>&lt;b&gt;Majorities&lt;/b&gt; (local powers count as a participant)</source>
        <translation>&lt;b&gt;Mehrheiten&lt;/b&gt; (lokale Mächte zählen als Teilnehmer)</translation>
    </message>
</context>
<context>
    <name>MajorityModel</name>
    <message>
        <source>Region / participant</source>
        <translation>Region / Teilnehmer</translation>
    </message>
    <message>
        <source>Cubes</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>{0}, can score</source>
        <translation>{0}, wertbar</translation>
    </message>
    <message numerus="yes">
        <source>{0} cannot score: %n permanent slot(s) empty; a Region scores only when every permanent slot is filled</source>
        <translation>
            <numerusform>{0} ist nicht wertbar: %n dauerhaftes Feld leer; eine Region wird nur gewertet, wenn jedes dauerhafte Feld besetzt ist</numerusform>
            <numerusform>{0} ist nicht wertbar: %n dauerhafte Felder leer; eine Region wird nur gewertet, wenn jedes dauerhafte Feld besetzt ist</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} can score</source>
        <translation>{0} ist wertbar</translation>
    </message>
    <message>
        <source>{0}: {1}
Rule: {2}</source>
        <translation>{0}: {1}
Regel: {2}</translation>
    </message>
    <message>
        <source>{0} (local power)</source>
        <translation>{0} (lokale Macht)</translation>
    </message>
    <message>
        <source>{0}, {1} place tied, {2}, {3}, bonus {4}</source>
        <translation>{0}, {1} Platz geteilt, {2}, {3}, Bonus {4}</translation>
    </message>
    <message>
        <source>{0}, cannot score: {1}</source>
        <translation>{0}, nicht wertbar: {1}</translation>
    </message>
    <message>
        <source>{0}, {1} place, {2}, {3}, bonus {4}</source>
        <translation>{0}, {1} Platz, {2}, {3}, Bonus {4}</translation>
    </message>
</context>
<context>
    <name>MenuCommands</name>
    <message>
        <source>Select a Region first</source>
        <translation>Wähle zuerst eine Region</translation>
    </message>
    <message>
        <source>Select the Regions to lay out first</source>
        <translation>Wähle zuerst die anzuordnenden Regionen</translation>
    </message>
    <message>
        <source>Compare with file</source>
        <translation>Mit Datei vergleichen</translation>
    </message>
    <message>
        <source>Describe board</source>
        <translation>Spielplan beschreiben</translation>
    </message>
    <message>
        <source>Board description</source>
        <translation>Beschreibung des Spielplans</translation>
    </message>
    <message>
        <source>Licence: {0}</source>
        <translation>Lizenz: {0}</translation>
    </message>
    <message>
        <source>Website: {0}</source>
        <translation>Webseite: {0}</translation>
    </message>
    <message>
        <source>About Influence Board</source>
        <translation>Über Influence Board</translation>
    </message>
    <message>
        <source>&lt;p&gt;See and edit the Influence slots of a World Order-style board game: permanent and temporary slots, push-outs, conversions, resets, majorities and scoring, every step undoable.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Einflussfelder eines Brettspiels im Stil von World Order sehen und bearbeiten: dauerhafte und temporäre Felder, Verdrängen, Umwandeln, Umsetzen, Mehrheiten und Wertung, jeder Schritt rückgängig zu machen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Zeitleiste</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Acting Player</source>
        <translation>Spieler am &amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>the toolbar</comment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Follow the System</source>
        <comment>the language</comment>
        <translation>Wie im System</translation>
    </message>
    <message>
        <source>Language: {0}, from the next start of Influence Board.</source>
        <translation>Sprache: {0}, ab dem nächsten Start von Influence Board.</translation>
    </message>
</context>
<context>
    <name>OperationFiles</name>
    <message>
        <source>Replay operations</source>
        <translation>Operationen abspielen</translation>
    </message>
    <message>
        <source>Cannot replay</source>
        <translation>Abspielen nicht möglich</translation>
    </message>
    <message>
        <source>Nothing was applied.</source>
        <translation>Es wurde nichts angewendet.</translation>
    </message>
    <message>
        <source>Expectation not met</source>
        <translation>Erwartung nicht erfüllt</translation>
    </message>
    <message>
        <source>Operation refused</source>
        <translation>Operation abgelehnt</translation>
    </message>
    <message numerus="yes">
        <source>Replay of {0} stopped after %n step(s)</source>
        <translation>
            <numerusform>Wiedergabe von {0} nach %n Schritt angehalten</numerusform>
            <numerusform>Wiedergabe von {0} nach %n Schritten angehalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replayed %n step(s) of {0}</source>
        <translation>
            <numerusform>%n Schritt von {0} abgespielt</numerusform>
            <numerusform>%n Schritte von {0} abgespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n undo or redo line(s)</source>
        <translation>
            <numerusform>, %n Zeile Rückgängig oder Wiederholen</numerusform>
            <numerusform>, %n Zeilen Rückgängig oder Wiederholen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n operation(s) that change nothing</source>
        <translation>
            <numerusform>, %n Operation, die nichts ändert</numerusform>
            <numerusform>, %n Operationen, die nichts ändern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n expectation(s) met</source>
        <translation>
            <numerusform>; %n Erwartung erfüllt</numerusform>
            <numerusform>; %n Erwartungen erfüllt</numerusform>
        </translation>
    </message>
    <message>
        <source>Export operations</source>
        <translation>Operationen exportieren</translation>
    </message>
    <message>
        <source>game.jsonl</source>
        <comment>a file name suggested</comment>
        <translation>partie.jsonl</translation>
    </message>
    <message>
        <source>Cannot export operations</source>
        <translation>Operationen können nicht exportiert werden</translation>
    </message>
    <message>
        <source>Step {0} of the history edits the scenario itself ({1}).</source>
        <translation>Schritt {0} des Verlaufs bearbeitet das Szenario selbst ({1}).</translation>
    </message>
    <message>
        <source>An operation file holds game operations only. Save the edited scenario (File &gt; Save As), open it, and the operations played from there on can be exported.</source>
        <translation>Eine Operationsdatei enthält nur Spieloperationen. Speichere das bearbeitete Szenario (Datei &gt; Speichern unter), öffne es, und die ab dann gespielten Operationen lassen sich exportieren.</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
</context>
<context>
    <name>OptionsModel</name>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>VP now plus the change in what scoring the Region right now would give</source>
        <translation>SP sofort plus die Änderung dessen, was eine Wertung der Region jetzt brächte</translation>
    </message>
    <message>
        <source>VP now</source>
        <translation>SP sofort</translation>
    </message>
    <message>
        <source>VP gained at once</source>
        <translation>Sofort erhaltene SP</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>The choice</source>
        <translation>Die Wahl</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>The player&apos;s place in the Region: before -&gt; after (= shared)</source>
        <translation>Der Platz des Spielers in der Region: vorher -&gt; nachher (= geteilt)</translation>
    </message>
    <message>
        <source>If scored</source>
        <translation>Bei Wertung</translation>
    </message>
    <message>
        <source>What scoring the Region right now would give: before -&gt; after</source>
        <translation>Was eine Wertung der Region jetzt brächte: vorher -&gt; nachher</translation>
    </message>
    <message>
        <source>Can score</source>
        <translation>Wertbar</translation>
    </message>
    <message>
        <source>Whether the Region can score: before -&gt; after</source>
        <translation>Ob die Region wertbar ist: vorher -&gt; nachher</translation>
    </message>
    <message>
        <source>Others</source>
        <translation>Andere</translation>
    </message>
    <message>
        <source>How the other players&apos; score-now in that Region changes</source>
        <translation>Wie sich die Wertung jetzt der anderen Spieler in dieser Region ändert</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>a column&apos;s heading and a row&apos;s cell</comment>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>What the others&apos; best choices would take</source>
        <translation>Was die besten Züge der anderen wegnähmen</translation>
    </message>
    <message>
        <source>Options of the acting player</source>
        <translation>Optionen des aktiven Spielers</translation>
    </message>
    <message>
        <source>{0} is the local power: it takes a place in majorities but makes no choices.</source>
        <translation>{0} ist die lokale Macht: sie hat einen Platz in den Mehrheiten, trifft aber keine Entscheidungen.</translation>
    </message>
    <message>
        <source>No player acts: the board has no players.</source>
        <translation>Niemand ist am Zug: der Spielplan hat keine Spieler.</translation>
    </message>
    <message numerus="yes">
        <source>Options for {0} ({1} VP now), best first: %Ln choice(s). Double-click or Enter makes one.</source>
        <translation>
            <numerusform>Optionen für {0} (jetzt {1} SP), beste zuerst: %Ln Möglichkeit. Doppelklick oder Eingabe führt sie aus.</numerusform>
            <numerusform>Optionen für {0} (jetzt {1} SP), beste zuerst: %Ln Möglichkeiten. Doppelklick oder Eingabe führt eine aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Setup mode is on: a placement made here scores nothing.</source>
        <translation>Der Aufbaumodus ist an: ein Setzen hier bringt keine Punkte.</translation>
    </message>
    <message>
        <source>No other player</source>
        <translation>Kein anderer Spieler</translation>
    </message>
</context>
<context>
    <name>Picture</name>
    <message>
        <source>no fonts are installed, so every text would be drawn as boxes: install one (on Debian or Ubuntu: sudo apt install fonts-dejavu-core)</source>
        <translation>es sind keine Schriftarten installiert, also würde jeder Text als Kästchen gezeichnet: installiere eine (unter Debian oder Ubuntu: sudo apt install fonts-dejavu-core)</translation>
    </message>
    <message>
        <source>VP: {0}</source>
        <translation>SP: {0}</translation>
    </message>
    <message>
        <source>cannot export to &apos;{0}&apos;: use .png, .svg or .pdf</source>
        <translation>Export nach „{0}“ nicht möglich: verwende .png, .svg oder .pdf</translation>
    </message>
    <message>
        <source>the picture would be {0} x {1} pixels, more than {2} million (the Regions are far apart): draw it as SVG or PDF, or with a smaller --scale</source>
        <translation>das Bild wäre {0} x {1} Pixel groß, mehr als {2} Millionen (die Regionen liegen weit auseinander): zeichne es als SVG oder PDF oder mit kleinerem --scale</translation>
    </message>
    <message>
        <source>the picture is too large to draw ({0} x {1})</source>
        <translation>das Bild ist zu groß zum Zeichnen ({0} x {1})</translation>
    </message>
    <message>
        <source>could not encode the picture as PNG</source>
        <translation>das Bild konnte nicht als PNG kodiert werden</translation>
    </message>
    <message>
        <source>Influence slots of every Region, drawn by Influence Board</source>
        <translation>Einflussfelder jeder Region, gezeichnet von Influence Board</translation>
    </message>
    <message>
        <source>could not draw the {0}</source>
        <translation>Zeichnen fehlgeschlagen: {0}</translation>
    </message>
    <message>
        <source>the {0} came out empty</source>
        <translation>Ergebnis leer: {0}</translation>
    </message>
</context>
<context>
    <name>PictureExports</name>
    <message>
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>board.png</source>
        <comment>a file name suggested</comment>
        <translation>spielplan.png</translation>
    </message>
    <message>
        <source>Export setup sheet</source>
        <translation>Aufbaublatt exportieren</translation>
    </message>
    <message>
        <source>setup-sheet.pdf</source>
        <comment>a file name suggested</comment>
        <translation>aufbaublatt.pdf</translation>
    </message>
    <message>
        <source>Scenarios for the setup sheets</source>
        <translation>Szenarien für die Aufbaublätter</translation>
    </message>
    <message>
        <source>Export setup sheets</source>
        <translation>Aufbaublätter exportieren</translation>
    </message>
    <message>
        <source>Cannot export setup sheets</source>
        <translation>Aufbaublätter können nicht exportiert werden</translation>
    </message>
    <message>
        <source>The PDF would replace {0}, one of the scenarios.</source>
        <translation>Das PDF würde {0} ersetzen, eines der Szenarien.</translation>
    </message>
    <message>
        <source>{0} of the files cannot be read; nothing was written.</source>
        <translation>{0} der Dateien können nicht gelesen werden; es wurde nichts geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n setup sheet(s) to {0}</source>
        <translation>
            <numerusform>%n Aufbaublatt nach {0} exportiert</numerusform>
            <numerusform>%n Aufbaublätter nach {0} exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Exported {0}</source>
        <translation>{0} exportiert</translation>
    </message>
</context>
<context>
    <name>PlayerPalette</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>{0} (setup)</source>
        <translation>{0} (Aufbau)</translation>
    </message>
    <message>
        <source>{0}: acts on clicks; drag onto a Region to add Influence (key {1})</source>
        <translation>{0}: handelt bei Klicks; auf eine Region ziehen, um Einfluss hinzuzufügen (Taste {1})</translation>
    </message>
    <message>
        <source>{0}: acts on clicks; drag onto a Region to add Influence</source>
        <translation>{0}: handelt bei Klicks; auf eine Region ziehen, um Einfluss hinzuzufügen</translation>
    </message>
    <message>
        <source>Act as {0}</source>
        <translation>Als {0} spielen</translation>
    </message>
</context>
<context>
    <name>PositionClipboard</name>
    <message>
        <source>Copied the position as scenario text</source>
        <translation>Position als Szenariotext kopiert</translation>
    </message>
    <message>
        <source>Copied the position code {0}</source>
        <translation>Positionscode {0} kopiert</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>Einfügen nicht möglich</translation>
    </message>
    <message>
        <source>The clipboard holds neither a scenario nor a position code; the board is unchanged.</source>
        <translation>Die Zwischenablage enthält weder ein Szenario noch einen Positionscode; der Spielplan ist unverändert.</translation>
    </message>
    <message>
        <source>Pasted a new board</source>
        <translation>Neuen Spielplan eingefügt</translation>
    </message>
    <message>
        <source>position code: {0}</source>
        <translation>Positionscode: {0}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>{0} is kept for “{1}”: choose another key.</source>
        <translation>{0} ist für „{1}“ reserviert: wähle eine andere Taste.</translation>
    </message>
    <message>
        <source>{0} is kept for the underlined letters of the menus and fields: choose another key.</source>
        <translation>{0} ist für die unterstrichenen Buchstaben der Menüs und Felder reserviert: wähle eine andere Taste.</translation>
    </message>
    <message>
        <source>{0} moves and acts in the board, the panels and the dialogs: choose another key.</source>
        <translation>{0} bewegt und handelt im Spielplan, in den Bereichen und in den Dialogen: wähle eine andere Taste.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Find an action</source>
        <translation>Eine Aktion suchen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>&amp;Taste:</translation>
    </message>
    <message>
        <source>&amp;No Key</source>
        <translation>&amp;Keine Taste</translation>
    </message>
    <message>
        <source>Leave the chosen action without a key</source>
        <translation>Die gewählte Aktion ohne Taste lassen</translation>
    </message>
    <message>
        <source>&amp;Default</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>Give the chosen action its own key again</source>
        <translation>Der gewählten Aktion wieder ihre eigene Taste geben</translation>
    </message>
    <message>
        <source>&amp;Swap</source>
        <translation>&amp;Vertauschen</translation>
    </message>
    <message>
        <source>Each of the two actions takes the other&apos;s key</source>
        <translation>Jede der beiden Aktionen bekommt die Taste der anderen</translation>
    </message>
    <message>
        <source>Give every action its own key again</source>
        <translation>Jeder Aktion wieder ihre eigene Taste geben</translation>
    </message>
    <message>
        <source>{0} is already the key of “{1}”. Swap gives “{1}” {2}, the key of “{3}”.</source>
        <translation>{0} ist schon die Taste von „{1}“. Vertauschen gibt „{1}“ {2}, die Taste von „{3}“.</translation>
    </message>
    <message>
        <source>{0} is already the key of “{1}”. Swap leaves “{1}” without a key.</source>
        <translation>{0} ist schon die Taste von „{1}“. Vertauschen lässt „{1}“ ohne Taste.</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Replace a read-only file?</source>
        <translation>Eine schreibgeschützte Datei ersetzen?</translation>
    </message>
    <message>
        <source>{0} is read-only. Replace it anyway?</source>
        <translation>{0} ist schreibgeschützt. Trotzdem ersetzen?</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Verknüpfung</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Shift</source>
        <translation>Umschalt</translation>
    </message>
</context>
<context>
    <name>RecoveryFolder</name>
    <message>
        <source>{0}.lock is locked by another process</source>
        <translation>{0}.lock ist von einem anderen Prozess gesperrt</translation>
    </message>
    <message>
        <source>The recovery file {0} is damaged ({1}) and could not be set aside: {2}</source>
        <translation>Die Wiederherstellungsdatei {0} ist beschädigt ({1}) und konnte nicht beiseitegelegt werden: {2}</translation>
    </message>
    <message>
        <source>The recovery file {0} is damaged ({1}); it was kept as {2}.</source>
        <translation>Die Wiederherstellungsdatei {0} ist beschädigt ({1}); sie wurde als {2} aufbewahrt.</translation>
    </message>
    <message>
        <source>The recovery folder {0} cannot be read: {1}</source>
        <translation>Der Wiederherstellungsordner {0} kann nicht gelesen werden: {1}</translation>
    </message>
    <message>
        <source>The recovery file {0} cannot be claimed: {1}</source>
        <translation>Die Wiederherstellungsdatei {0} kann nicht übernommen werden: {1}</translation>
    </message>
</context>
<context>
    <name>RecoveryOffer</name>
    <message>
        <source>Influence Board did not close normally. Restore the game autosaved then?

{0}</source>
        <translation>Influence Board wurde nicht normal beendet. Die damals automatisch gespeicherte Partie wiederherstellen?

{0}</translation>
    </message>
    <message>
        <source>Influence Board did not close normally. Restore the games autosaved then?

{0}</source>
        <translation>Influence Board wurde nicht normal beendet. Die damals automatisch gespeicherten Partien wiederherstellen?

{0}</translation>
    </message>
    <message>
        <source>Restore unsaved games?</source>
        <translation>Ungespeicherte Partien wiederherstellen?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>autosaved {0}</source>
        <translation>automatisch gespeichert am {0}</translation>
    </message>
    <message>
        <source>{0}: {1} ({2})</source>
        <translation>{0}: {1} ({2})</translation>
    </message>
    <message>
        <source>{0}, never saved ({1})</source>
        <translation>{0}, nie gespeichert ({1})</translation>
    </message>
    <message>
        <source>Restored the game autosaved at {0}</source>
        <translation>Die am {0} automatisch gespeicherte Partie wiederhergestellt</translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message>
        <source>Rule tags: {0}</source>
        <translation>Stichwörter der Regel: {0}</translation>
    </message>
    <message>
        <source>Influence rules</source>
        <translation>Einflussregeln</translation>
    </message>
    <message>
        <source>The Influence rules</source>
        <translation>Die Einflussregeln</translation>
    </message>
</context>
<context>
    <name>ScoreChip</name>
    <message>
        <source>{0} {1}  {2} VP</source>
        <translation>{0} {1}  {2} SP</translation>
    </message>
    <message>
        <source>{1}  {2} VP</source>
        <translation>{1}  {2} SP</translation>
    </message>
    <message>
        <source>{0}, acting</source>
        <translation>{0}, am Zug</translation>
    </message>
    <message>
        <source>{0}: click to act as them</source>
        <translation>{0}: klicken, um als dieser Spieler zu spielen</translation>
    </message>
    <message>
        <source>{0} acts</source>
        <translation>{0} ist am Zug</translation>
    </message>
</context>
<context>
    <name>ScoreCommands</name>
    <message>
        <source>This board has no players</source>
        <translation>Dieser Spielplan hat keine Spieler</translation>
    </message>
    <message>
        <source>Score All Regions?</source>
        <translation>Alle Regionen werten?</translation>
    </message>
    <message>
        <source>Round {0} was a scoring round: every Region scores now, in board order. Score All Regions?</source>
        <translation>Runde {0} war eine Wertungsrunde: jetzt wird jede Region in Spielplanreihenfolge gewertet. Alle Regionen werten?</translation>
    </message>
    <message>
        <source>Note on step {0}</source>
        <translation>Notiz zu Schritt {0}</translation>
    </message>
    <message>
        <source>Note on “{0}” (empty: no note):</source>
        <translation>Notiz zu „{0}“ (leer: keine Notiz):</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>VP:</source>
        <translation>SP:</translation>
    </message>
    <message>
        <source>Adjust VP for {0}…</source>
        <translation>SP für {0} korrigieren…</translation>
    </message>
    <message>
        <source>{0} (setup)</source>
        <translation>{0} (Aufbau)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>it cannot be read: {0}</source>
        <translation>sie kann nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>it is {0}</source>
        <translation>sie ist {0}</translation>
    </message>
    <message>
        <source>it is larger than {0} KB</source>
        <translation>sie ist größer als {0} KB</translation>
    </message>
    <message>
        <source>The settings file {0} is not used ({1}); the settings of this run will not be kept.</source>
        <translation>Die Einstellungsdatei {0} wird nicht verwendet ({1}); die Einstellungen dieser Sitzung werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <translation>sie kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>SetupBanner</name>
    <message>
        <source>Setup mode: cubes are placed without scoring — Ctrl+Shift+B to leave</source>
        <translation>Aufbaumodus: Würfel werden ohne Wertung gesetzt — Strg+Umschalt+B zum Verlassen</translation>
    </message>
</context>
<context>
    <name>SetupSheet</name>
    <message>
        <source>setup sheet page</source>
        <translation>Seite des Aufbaublatts</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <source>the setup sheet would take more than {0} pages, the most one sheet may have</source>
        <translation>das Aufbaublatt bräuchte mehr als {0} Seiten, das Höchstmaß für ein Blatt</translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation>Seite {0} von {1}</translation>
    </message>
    <message>
        <source>setup sheet</source>
        <translation>Aufbaublatt</translation>
    </message>
    <message>
        <source>the setup sheet cannot be drawn there (the printer refused)</source>
        <translation>das Aufbaublatt kann dort nicht gezeichnet werden (der Drucker hat abgelehnt)</translation>
    </message>
    <message>
        <source>board, part {0} of {1}</source>
        <translation>Spielplan, Teil {0} von {1}</translation>
    </message>
    <message>
        <source>{0} on a cube&apos;s corner, in a slot&apos;s colours: the printed VP of the slot under it.</source>
        <translation>{0} an der Ecke eines Würfels, in den Farben eines Feldes: die aufgedruckten SP des Feldes darunter.</translation>
    </message>
    <message>
        <source>{0} beside a shield under a temporary cube: its safety, never VP: out after {0} more temporary cubes in its Region ({1}: with the next one).</source>
        <translation>{0} neben einem Schild unter einem temporären Würfel: seine Sicherheit, nie SP: raus nach {0} weiteren temporären Würfeln in seiner Region ({1}: mit dem nächsten).</translation>
    </message>
    <message>
        <source>Board: {0}</source>
        <translation>Spielplan: {0}</translation>
    </message>
    <message>
        <source>Player: {0}</source>
        <translation>Spieler: {0}</translation>
    </message>
    <message>
        <source>Local power: {0}</source>
        <translation>Lokale Macht: {0}</translation>
    </message>
    <message>
        <source>Region: {0}</source>
        <translation>Region: {0}</translation>
    </message>
    <message>
        <source>A name longer than {0} characters is cut short with … on the other pages of this sheet; here it is whole.</source>
        <translation>Ein Name mit mehr als {0} Zeichen wird auf den anderen Seiten dieses Blatts mit … gekürzt; hier steht er vollständig.</translation>
    </message>
    <message>
        <source>Names in full</source>
        <translation>Namen vollständig</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Cannot score: empty permanent slots: {0}</source>
        <translation>Nicht wertbar: leere dauerhafte Felder: {0}</translation>
    </message>
    <message>
        <source>Can score</source>
        <translation>Wertbar</translation>
    </message>
    <message>
        <source>nobody has cubes here</source>
        <translation>niemand hat hier Würfel</translation>
    </message>
    <message>
        <source>Permanent: {0}</source>
        <translation>Dauerhaft: {0}</translation>
    </message>
    <message>
        <source>Overflow: {0}</source>
        <translation>Überhang: {0}</translation>
    </message>
    <message>
        <source>Temporary: {0}</source>
        <translation>Temporär: {0}</translation>
    </message>
    <message>
        <source>Majority bonus: {0}</source>
        <translation>Mehrheitsbonus: {0}</translation>
    </message>
    <message>
        <source>Armies: {0}</source>
        <translation>Armeen: {0}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Participant</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Cubes</source>
        <comment>a column</comment>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Cannot score: {0}</source>
        <translation>Nicht wertbar: {0}</translation>
    </message>
    <message>
        <source>Every Region can score.</source>
        <translation>Jede Region ist wertbar.</translation>
    </message>
    <message>
        <source>VP: {0}</source>
        <translation>SP: {0}</translation>
    </message>
    <message>
        <source>{0}: setup sheet</source>
        <translation>{0}: Aufbaublatt</translation>
    </message>
    <message>
        <source>Setup sheets</source>
        <translation>Aufbaublätter</translation>
    </message>
</context>
<context>
    <name>SheetPrinting</name>
    <message>
        <source>Print board</source>
        <translation>Spielplan drucken</translation>
    </message>
    <message>
        <source>Print setup sheet</source>
        <translation>Aufbaublatt drucken</translation>
    </message>
    <message>
        <source>Scenarios to print</source>
        <translation>Zu druckende Szenarien</translation>
    </message>
    <message>
        <source>{0} of the files cannot be read; nothing was printed.</source>
        <translation>{0} der Dateien können nicht gelesen werden; es wurde nichts gedruckt.</translation>
    </message>
    <message>
        <source>Cannot print setup sheets</source>
        <translation>Aufbaublätter können nicht gedruckt werden</translation>
    </message>
    <message>
        <source>Print setup sheets</source>
        <translation>Aufbaublätter drucken</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Drucken nicht möglich</translation>
    </message>
    <message>
        <source>Sent {0} to the printer</source>
        <translation>{0} an den Drucker gesendet</translation>
    </message>
</context>
<context>
    <name>SpectatorWindow</name>
    <message>
        <source>{0} — Spectators</source>
        <translation>{0} — Zuschauer</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Standings</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Refused: {0}</source>
        <translation>Abgelehnt: {0}</translation>
    </message>
    <message>
        <source>  ·  setup mode: no scoring</source>
        <translation>  ·  Aufbaumodus: keine Wertung</translation>
    </message>
    <message>
        <source>Acting: {0}</source>
        <translation>Am Zug: {0}</translation>
    </message>
    <message>
        <source>VP this step: {0}</source>
        <translation>SP in diesem Schritt: {0}</translation>
    </message>
</context>
<context>
    <name>StepList</name>
    <message>
        <source>there is no such step</source>
        <translation>diesen Schritt gibt es nicht</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>&amp;First Step</source>
        <translation>&amp;Erster Schritt</translation>
    </message>
    <message>
        <source>Back to the start of the game</source>
        <translation>Zurück zum Beginn der Partie</translation>
    </message>
    <message>
        <source>&amp;Previous Step</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <source>Pl&amp;ay</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>Play the steps after this one at the chosen speed</source>
        <translation>Die Schritte nach diesem in der gewählten Geschwindigkeit abspielen</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Einen Schritt vor</translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation>&amp;Letzter Schritt</translation>
    </message>
    <message>
        <source>To the last step of this line</source>
        <translation>Zum letzten Schritt dieser Linie</translation>
    </message>
    <message>
        <source>Step of the history</source>
        <translation>Schritt des Verlaufs</translation>
    </message>
    <message>
        <source>Drag to any step of the history</source>
        <translation>Zu einem beliebigen Schritt des Verlaufs ziehen</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Schritt {0} von {1}</translation>
    </message>
    <message>
        <source>Playing speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <source>Steps per second while playing</source>
        <translation>Schritte pro Sekunde beim Abspielen</translation>
    </message>
    <message>
        <source>1 step/s</source>
        <translation>1 Schritt/s</translation>
    </message>
    <message>
        <source>{0} steps/s</source>
        <translation>{0} Schritte/s</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Pause</translation>
    </message>
</context>
<context>
    <name>Track</name>
    <message>
        <source>Armies: none</source>
        <translation>Armeen: keine</translation>
    </message>
    <message>
        <source>Armies: {0}</source>
        <translation>Armeen: {0}</translation>
    </message>
    <message>
        <source>overflow</source>
        <translation>Überhang</translation>
    </message>
    <message>
        <source>Bonus: none</source>
        <translation>Bonus: keiner</translation>
    </message>
    <message>
        <source>Bonus: {0}</source>
        <translation>Bonus: {0}</translation>
    </message>
    <message>
        <source>✓ can score</source>
        <translation>✓ wertbar</translation>
    </message>
</context>
<context>
    <name>Translators</name>
    <message>
        <source>Qt cannot read it</source>
        <translation>Qt kann ihn nicht lesen</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Problems with the position</source>
        <translation>Probleme der Position</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>No problems: the position is valid</source>
        <translation>Keine Probleme: die Position ist gültig</translation>
    </message>
</context>
<context>
    <name>VariationsModel</name>
    <message>
        <source>{0}
(a variation: instead of {1})</source>
        <translation>{0}
(eine Variante: statt {1})</translation>
    </message>
</context>
<context>
    <name>VariationsPanel</name>
    <message>
        <source>Variations</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>&amp;Go to This Position</source>
        <translation>&amp;Zu dieser Position</translation>
    </message>
    <message>
        <source>&amp;Promote to Main Line</source>
        <translation>Zur &amp;Hauptlinie machen</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>Variante &amp;löschen</translation>
    </message>
    <message>
        <source>Rename variation</source>
        <translation>Variante umbenennen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
</context>
<context>
    <name>VpAdjustmentDialog</name>
    <message>
        <source>Adjust VP</source>
        <translation>SP korrigieren</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>VP gained; a loss is negative</source>
        <translation>Erhaltene SP; ein Verlust ist negativ</translation>
    </message>
    <message>
        <source>&amp;VP (a loss is negative):</source>
        <translation>S&amp;P (ein Verlust ist negativ):</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>An adjustment gains or loses at least 1 VP.</source>
        <translation>Eine Korrektur bringt oder kostet mindestens 1 SP.</translation>
    </message>
    <message>
        <source>Name the reason (Most money, THREAT, a card, …).</source>
        <translation>Nenne den Grund (Meistes Geld, THREAT, eine Karte, …).</translation>
    </message>
</context>
<context>
    <name>VpModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>{0}: {1} VP</source>
        <translation>{0}: {1} SP</translation>
    </message>
</context>
</TS>
