<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Start again on the standard board</source>
        <translation>Ricomincia sul tabellone standard</translation>
    </message>
    <message>
        <source>New &amp;Empty Board</source>
        <translation>Nuovo tabellone &amp;vuoto</translation>
    </message>
    <message>
        <source>Build a board from nothing</source>
        <translation>Costruisci un tabellone da zero</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open a scenario or saved game</source>
        <translation>Apri uno scenario o una partita salvata</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>Salva con un nuovo nome</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Ri&amp;pristina</translation>
    </message>
    <message>
        <source>Go back to the saved file</source>
        <translation>Torna al file salvato</translation>
    </message>
    <message>
        <source>Rep&amp;lay Operations…</source>
        <translation>Riproduci &amp;operazioni…</translation>
    </message>
    <message>
        <source>Apply an operation file step by step</source>
        <translation>Applica un file di operazioni passo per passo</translation>
    </message>
    <message>
        <source>Export Operat&amp;ions…</source>
        <translation>Esporta operazion&amp;i…</translation>
    </message>
    <message>
        <source>Write this session&apos;s operations as an operation file</source>
        <translation>Scrivi le operazioni di questa sessione in un file di operazioni</translation>
    </message>
    <message>
        <source>Save Lo&amp;g As…</source>
        <translation>Sa&amp;lva il registro come…</translation>
    </message>
    <message>
        <source>Write the Log&apos;s lines as plain text, a replay&apos;s as `replay` prints them</source>
        <translation>Scrive le righe del Registro come testo semplice, quelle di una riproduzione come le stampa `replay`</translation>
    </message>
    <message>
        <source>Export &amp;Picture…</source>
        <translation>Esporta imma&amp;gine…</translation>
    </message>
    <message>
        <source>Draw the board to PNG, SVG or PDF</source>
        <translation>Disegna il tabellone in PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>Export Ani&amp;mation…</source>
        <translation>Esporta ani&amp;mazione…</translation>
    </message>
    <message>
        <source>The steps of the game as an animated GIF, WebP or PNG, each with its words</source>
        <translation>I passi della partita come GIF, WebP o PNG animata, ciascuno con le sue parole</translation>
    </message>
    <message>
        <source>Export Setup S&amp;heet…</source>
        <translation>Esporta &amp;foglio di preparazione…</translation>
    </message>
    <message>
        <source>A printable PDF: the board and every Region&apos;s ranking</source>
        <translation>Un PDF da stampare: il tabellone e la classifica di ogni Regione</translation>
    </message>
    <message>
        <source>Export Setup Shee&amp;ts…</source>
        <translation>Esporta fogli di prepara&amp;zione…</translation>
    </message>
    <message>
        <source>One printable PDF with the setup sheet of every chosen scenario</source>
        <translation>Un solo PDF da stampare con il foglio di preparazione di ogni scenario scelto</translation>
    </message>
    <message>
        <source>Caption on Pict&amp;ures</source>
        <translation>Di&amp;dascalia sulle immagini</translation>
    </message>
    <message>
        <source>Exported pictures carry the board&apos;s name and the VP below the board</source>
        <translation>Le immagini esportate riportano sotto il tabellone il suo nome e i PV</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Stampa…</translation>
    </message>
    <message>
        <source>Print the setup sheet: the board and every Region&apos;s ranking, previewed first</source>
        <translation>Stampa il foglio di preparazione: il tabellone e la classifica di ogni Regione, con l&apos;anteprima</translation>
    </message>
    <message>
        <source>Print &amp;Board…</source>
        <translation>Stampa il &amp;tabellone…</translation>
    </message>
    <message>
        <source>Print the board alone, previewed first</source>
        <translation>Stampa solo il tabellone, con l&apos;anteprima</translation>
    </message>
    <message>
        <source>Print a Tournament Pac&amp;k…</source>
        <translation>Stampa un pacc&amp;hetto da torneo…</translation>
    </message>
    <message>
        <source>Print the setup sheet of every chosen scenario: a tournament pack</source>
        <translation>Stampa il foglio di preparazione di ogni scenario scelto: un pacchetto da torneo</translation>
    </message>
    <message>
        <source>&amp;Close Window</source>
        <translation>Chi&amp;udi finestra</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Chiudi questa finestra</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Close every window and quit</source>
        <translation>Chiudi tutte le finestre ed esci</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>&amp;Note on This Step…</source>
        <translation>&amp;Nota su questo passo…</translation>
    </message>
    <message>
        <source>Write a note on the current step; it is kept with the step in game files</source>
        <translation>Scrivi una nota sul passo attuale; resta con il passo nei file di partita</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>&amp;Copia posizione</translation>
    </message>
    <message>
        <source>Put the position on the clipboard as scenario text</source>
        <translation>Copia la posizione negli appunti come testo di scenario</translation>
    </message>
    <message>
        <source>Copy Position Co&amp;de</source>
        <translation>Copia co&amp;dice della posizione</translation>
    </message>
    <message>
        <source>Put the position code (ib1....) on the clipboard, for chat and forms</source>
        <translation>Copia il codice della posizione (ib1....) negli appunti, per chat e moduli</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>&amp;Incolla posizione</translation>
    </message>
    <message>
        <source>Open a position code or scenario text from the clipboard as a new board</source>
        <translation>Apri come nuovo tabellone un codice di posizione o un testo di scenario dagli appunti</translation>
    </message>
    <message>
        <source>Add Reg&amp;ion</source>
        <translation>Aggiungi Re&amp;gione</translation>
    </message>
    <message>
        <source>Add a Region with default slots; edit it in the Inspector</source>
        <translation>Aggiungi una Regione con gli slot predefiniti; modificala nell&apos;Ispettore</translation>
    </message>
    <message>
        <source>Remove Re&amp;gion</source>
        <translation>Rimuovi R&amp;egione</translation>
    </message>
    <message>
        <source>Remove the selected Region and its links</source>
        <translation>Rimuovi la Regione selezionata e i suoi collegamenti</translation>
    </message>
    <message>
        <source>&amp;Lay Out All Regions</source>
        <translation>Disponi &amp;tutte le Regioni</translation>
    </message>
    <message>
        <source>Place every Region automatically from the adjacency</source>
        <translation>Disponi ogni Regione in automatico secondo le adiacenze</translation>
    </message>
    <message>
        <source>Lay Out &amp;Selected Regions</source>
        <translation>Disponi le Regioni &amp;selezionate</translation>
    </message>
    <message>
        <source>Place the selected Regions automatically; the others stay</source>
        <translation>Disponi in automatico le Regioni selezionate; le altre restano dove sono</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>Change the keyboard shortcut of any action</source>
        <translation>Cambia la scorciatoia da tastiera di qualsiasi azione</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>Adatta alla &amp;finestra</translation>
    </message>
    <message>
        <source>&amp;Readable Fit</source>
        <translation>Adattamento &amp;leggibile</translation>
    </message>
    <message>
        <source>Zoom to Fit keeps board text at least 9 pt and scrolls; off: the whole board</source>
        <translation>Adatta alla finestra tiene il testo del tabellone ad almeno 9 pt e scorre; se disattivato: tutto il tabellone</translation>
    </message>
    <message>
        <source>&amp;Next Region</source>
        <translation>Regione &amp;successiva</translation>
    </message>
    <message>
        <source>Pre&amp;vious Region</source>
        <translation>Regione &amp;precedente</translation>
    </message>
    <message>
        <source>T&amp;able Arrangement</source>
        <translation>Disposizione a ta&amp;bella</translation>
    </message>
    <message>
        <source>The tracks in rows that fill the view: the whole board readable</source>
        <translation>I tracciati in righe che riempiono la vista: tutto il tabellone leggibile</translation>
    </message>
    <message>
        <source>&amp;Map Arrangement</source>
        <translation>Disposizione a &amp;mappa</translation>
    </message>
    <message>
        <source>Each track where the board places it; drag a header to move it</source>
        <translation>Ogni tracciato dove lo colloca il tabellone; trascina un&apos;intestazione per spostarlo</translation>
    </message>
    <message>
        <source>Table Vie&amp;w</source>
        <translation>&amp;Vista da tavolo</translation>
    </message>
    <message>
        <source>The board and the scores on the whole screen, for the table; F11 or Esc leaves it</source>
        <translation>Il tabellone e i punteggi a tutto schermo, per il tavolo; F11 o Esc per uscire</translation>
    </message>
    <message>
        <source>&amp;Spectator Window</source>
        <translation>Fi&amp;nestra spettatori</translation>
    </message>
    <message>
        <source>The board and the scores in a second window, for a room or a second screen; F11 there: full screen</source>
        <translation>Il tabellone e i punteggi in una seconda finestra, per una sala o un secondo schermo; lì F11: schermo intero</translation>
    </message>
    <message>
        <source>Follow the System</source>
        <translation>Segui il sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>High Contrast</source>
        <translation>Alto contrasto</translation>
    </message>
    <message>
        <source>&amp;Describe Board…</source>
        <translation>&amp;Descrivi il tabellone…</translation>
    </message>
    <message>
        <source>The whole board in plain text, for reading aloud</source>
        <translation>Tutto il tabellone in testo semplice, da leggere ad alta voce</translation>
    </message>
    <message>
        <source>Compare With Fil&amp;e…</source>
        <translation>Confronta con un fil&amp;e…</translation>
    </message>
    <message>
        <source>See what differs between a scenario file and the current position</source>
        <translation>Vedi cosa cambia tra un file di scenario e la posizione attuale</translation>
    </message>
    <message>
        <source>C&amp;lear Comparison</source>
        <translation>Cancella il c&amp;onfronto</translation>
    </message>
    <message>
        <source>Take the comparison&apos;s outlines and badges off the board</source>
        <translation>Togli dal tabellone i contorni e i contrassegni del confronto</translation>
    </message>
    <message>
        <source>Place &amp;Permanent Influence</source>
        <translation>Piazza Influenza &amp;permanente</translation>
    </message>
    <message>
        <source>The acting player adds permanent Influence in the focused Region</source>
        <translation>Il giocatore di turno aggiunge Influenza permanente nella Regione attiva</translation>
    </message>
    <message>
        <source>Place &amp;Temporary Influence</source>
        <translation>Piazza Influenza t&amp;emporanea</translation>
    </message>
    <message>
        <source>The acting player adds temporary Influence in the focused Region</source>
        <translation>Il giocatore di turno aggiunge Influenza temporanea nella Regione attiva</translation>
    </message>
    <message>
        <source>&amp;Convert to Permanent</source>
        <translation>Rendi perma&amp;nente</translation>
    </message>
    <message>
        <source>Convert the selected temporary cube</source>
        <translation>Rendi permanente il cubetto temporaneo selezionato</translation>
    </message>
    <message>
        <source>R&amp;eset</source>
        <translation>Riposi&amp;ziona</translation>
    </message>
    <message>
        <source>Reset the selected temporary cube</source>
        <translation>Riposiziona il cubetto temporaneo selezionato</translation>
    </message>
    <message>
        <source>Re&amp;move Cube</source>
        <translation>Ri&amp;muovi cubetto</translation>
    </message>
    <message>
        <source>Remove the selected cube (an effect)</source>
        <translation>Rimuovi il cubetto selezionato (un effetto)</translation>
    </message>
    <message>
        <source>Add a&amp;n Army</source>
        <translation>Aggiungi un&apos;&amp;Armata</translation>
    </message>
    <message>
        <source>The acting player gets one Army more in the focused Region</source>
        <translation>Il giocatore di turno ha un&apos;Armata in più nella Regione attiva</translation>
    </message>
    <message>
        <source>Take an Arm&amp;y Away</source>
        <translation>Togli &amp;un&apos;Armata</translation>
    </message>
    <message>
        <source>The acting player has one Army fewer in the focused Region</source>
        <translation>Il giocatore di turno ha un&apos;Armata in meno nella Regione attiva</translation>
    </message>
    <message>
        <source>Score &amp;Region</source>
        <translation>Punteggio della &amp;Regione</translation>
    </message>
    <message>
        <source>Score the selected Region</source>
        <translation>Assegna i punti della Regione selezionata</translation>
    </message>
    <message>
        <source>Score A&amp;ll Regions</source>
        <translation>Punteggio di tutte &amp;le Regioni</translation>
    </message>
    <message>
        <source>Score every Region in board order (after rounds 3 and 6)</source>
        <translation>Assegna i punti di ogni Regione nell&apos;ordine del tabellone (dopo i round 3 e 6)</translation>
    </message>
    <message>
        <source>Adjust &amp;VP…</source>
        <translation>Rettifica P&amp;V…</translation>
    </message>
    <message>
        <source>A player gains or loses VP from outside the board: majority tokens, THREAT, cards, …</source>
        <translation>Un giocatore guadagna o perde PV fuori dal tabellone: segnalini maggioranza, THREAT, carte, …</translation>
    </message>
    <message>
        <source>End Ro&amp;und</source>
        <translation>&amp;Fine del round</translation>
    </message>
    <message>
        <source>End the round being played; after rounds 3 and 6, Score All Regions is offered</source>
        <translation>Chiude il round in corso; dopo i round 3 e 6 propone il punteggio di tutte le Regioni</translation>
    </message>
    <message>
        <source>Stan&amp;dings…</source>
        <translation>Classifi&amp;ca…</translation>
    </message>
    <message>
        <source>Who is winning: the players by VP, each total by source</source>
        <translation>Chi sta vincendo: i giocatori per PV, ogni totale per fonte</translation>
    </message>
    <message>
        <source>&amp;Setup Mode</source>
        <translation>Mo&amp;dalità preparazione</translation>
    </message>
    <message>
        <source>Place starting cubes without scoring</source>
        <translation>Piazza i cubetti iniziali senza assegnare punti</translation>
    </message>
    <message>
        <source>Influence Board &amp;Help</source>
        <translation>&amp;Guida di Influence Board</translation>
    </message>
    <message>
        <source>The user guide: each gesture, the keys, the files and the rules, searchable</source>
        <translation>La guida: ogni gesto, i tasti, i file e le regole, con la ricerca</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Every action and its key</source>
        <translation>Ogni azione e il suo tasto</translation>
    </message>
    <message>
        <source>Influence &amp;Rules</source>
        <translation>&amp;Regole dell&apos;Influenza</translation>
    </message>
    <message>
        <source>The rules in the app&apos;s own words, with the tag each event names</source>
        <translation>Le regole con le parole dell&apos;app, con l&apos;etichetta che ogni evento cita</translation>
    </message>
    <message>
        <source>&amp;About Influence Board</source>
        <translation>&amp;Informazioni su Influence Board</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>The version and licence of Qt, which draws the window</source>
        <translation>La versione e la licenza di Qt, che disegna la finestra</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>cannot write an animation to &apos;{0}&apos;: use .gif, .webp or .png</source>
        <translation>impossibile scrivere un'animazione in '{0}': usa .gif, .webp o .png</translation>
    </message>
    <message>
        <source>{0} frames of {1} x {2} pixels are more than an animation can hold: animate fewer steps, or make it smaller</source>
        <translation>{0} fotogrammi di {1} x {2} pixel sono più di quanti un'animazione ne possa contenere: anima meno passi, o rimpiccioliscila</translation>
    </message>
    <message>
        <source>could not encode the animation: {0}</source>
        <translation>impossibile codificare l'animazione: {0}</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Export animation</source>
        <translation>Esporta animazione</translation>
    </message>
    <message>
        <source>replay.gif</source>
        <comment>a file name suggested</comment>
        <translation>riproduzione.gif</translation>
    </message>
    <message>
        <source>Cannot export the animation</source>
        <translation>Impossibile esportare l'animazione</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n frame(s) to {0}</source>
        <translation>
            <numerusform>Esportato %n fotogramma in {0}</numerusform>
            <numerusform>Esportati %n fotogrammi in {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnimationRangeDialog</name>
    <message>
        <source>Export Animation</source>
        <translation>Esporta animazione</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>l'inizio</translation>
    </message>
    <message>
        <source>&amp;From step:</source>
        <translation>&amp;Dal passo:</translation>
    </message>
    <message>
        <source>&amp;To step:</source>
        <translation>&amp;Al passo:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How long each step is shown</source>
        <translation>Per quanto tempo si vede ogni passo</translation>
    </message>
    <message>
        <source>&amp;Each step shown for:</source>
        <translation>&amp;Ogni passo si vede per:</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>Salvataggio automatico non riuscito: {0}</translation>
    </message>
</context>
<context>
    <name>BoardMenus</name>
    <message>
        <source>Place Permanent Influence for {0}</source>
        <translation>Piazza Influenza permanente per {0}</translation>
    </message>
    <message>
        <source>Place Temporary Influence for {0}</source>
        <translation>Piazza Influenza temporanea per {0}</translation>
    </message>
    <message>
        <source>Add permanent Influence</source>
        <translation>Aggiungi Influenza permanente</translation>
    </message>
    <message>
        <source>Add temporary Influence</source>
        <translation>Aggiungi Influenza temporanea</translation>
    </message>
    <message>
        <source>permanent slot {0}</source>
        <translation>slot permanente {0}</translation>
    </message>
    <message>
        <source>temporary slot {0}</source>
        <translation>slot temporaneo {0}</translation>
    </message>
    <message>
        <source>overflow place {0}</source>
        <translation>posto in eccedenza {0}</translation>
    </message>
    <message>
        <source>{0} +1 Army</source>
        <translation>{0} +1 Armata</translation>
    </message>
    <message>
        <source>{0} −1 Army</source>
        <translation>{0} −1 Armata</translation>
    </message>
    <message>
        <source>{0} (setup)</source>
        <translation>{0} (preparazione)</translation>
    </message>
    <message>
        <source>The local power places cubes in Setup Mode (Ctrl+Shift+B)</source>
        <translation>La potenza locale piazza cubetti in modalità preparazione (Ctrl+Maiusc+B)</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armate</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Score {0}</source>
        <translation>Punteggio di {0}</translation>
    </message>
    <message>
        <source>{0} has {1} in {2}</source>
        <translation>{0} ha {1} in {2}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>Convert to permanent</source>
        <translation>Rendi permanente</translation>
    </message>
    <message>
        <source>Reset</source>
        <comment>a temporary cube</comment>
        <translation>Riposiziona</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>{0}&apos;s temporary cube, slot {1}: {2}</source>
        <translation>Cubetto temporaneo di {0}, slot {1}: {2}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Tabellone</translation>
    </message>
</context>
<context>
    <name>ComparePanel</name>
    <message>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variazione</translation>
    </message>
    <message>
        <source>enters</source>
        <translation>entra</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>esce</translation>
    </message>
    <message>
        <source>up</source>
        <translation>sale</translation>
    </message>
    <message>
        <source>down</source>
        <translation>scende</translation>
    </message>
    <message>
        <source>Clear Comparison</source>
        <translation>Cancella il confronto</translation>
    </message>
    <message>
        <source>Differences in VP and places</source>
        <translation>Differenze di PV e di posti</translation>
    </message>
    <message>
        <source>Every difference, one a line</source>
        <translation>Ogni differenza, una per riga</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Place in {0}</source>
        <translation>Posto in {0}</translation>
    </message>
    <message>
        <source>No comparison. History: right-click a step, Compare with Current; or View &gt; Compare With File…</source>
        <translation>Nessun confronto. Cronologia: clic destro su un passo, Confronta con l&apos;attuale; oppure Visualizza &gt; Confronta con un file…</translation>
    </message>
    <message>
        <source>The positions are the same.</source>
        <translation>Le posizioni sono uguali.</translation>
    </message>
    <message numerus="yes">
        <source>%n Region(s) differ.</source>
        <translation>
            <numerusform>%n Regione è diversa.</numerusform>
            <numerusform>%n Regioni sono diverse.</numerusform>
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
        <translation>la posizione attuale</translation>
    </message>
    <message>
        <source>the start of the game</source>
        <translation>l&apos;inizio della partita</translation>
    </message>
    <message>
        <source>step {0} ({1})</source>
        <translation>passo {0} ({1})</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Impossibile confrontare</translation>
    </message>
    <message>
        <source>{0} cannot be read.</source>
        <translation>Impossibile leggere {0}.</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Majorities</source>
        <translation>Maggioranze</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Ispettore</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>Variations</source>
        <translation>Varianti</translation>
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
        <translation>“{0}” è cambiato sul disco; Salva chiederà prima di sovrascriverlo.</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Cambiato sul disco</translation>
    </message>
    <message>
        <source>“{0}” changed on disk since you opened it (another window or program saved it). Overwrite it with this game, save this game as another file, or reload the file and lose the changes made here?</source>
        <translation>“{0}” è cambiato sul disco da quando l&apos;hai aperto (l&apos;ha salvato un&apos;altra finestra o un altro programma). Sovrascriverlo con questa partita, salvare questa partita in un altro file o ricaricare il file perdendo le modifiche fatte qui?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Sovrascrivi</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Salva come…</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Ricarica</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved. Save them first?</source>
        <translation>“{0}” ha modifiche non salvate. Salvarle prima?</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>Nuovo tabellone</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Apri scenario</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Impossibile aprire lo scenario</translation>
    </message>
    <message>
        <source>{0} cannot be opened; the board is unchanged.</source>
        <translation>Impossibile aprire {0}; il tabellone non è cambiato.</translation>
    </message>
    <message>
        <source>Opened {0} at step {1} of {2}</source>
        <translation>Aperto {0} al passo {1} di {2}</translation>
    </message>
    <message>
        <source>Opened {0} to repair it in Setup mode: the Problems dock lists its errors, and play waits until they are fixed</source>
        <translation>Aperto {0} per ripararlo in modalità preparazione: la finestra Problemi ne elenca gli errori, e il gioco attende che siano corretti</translation>
    </message>
    <message>
        <source>Opened {0}</source>
        <translation>Aperto {0}</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Throw away every change since {0} was last saved?</source>
        <translation>Scartare tutte le modifiche da quando {0} è stato salvato l&apos;ultima volta?</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>{0} was not saved; the file on disk is unchanged.</source>
        <translation>{0} non è stato salvato; il file sul disco non è cambiato.</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Salvato {0}</translation>
    </message>
    <message>
        <source>Save without the variations?</source>
        <translation>Salvare senza le varianti?</translation>
    </message>
    <message numerus="yes">
        <source>{0} is a scenario, which keeps one position: the history and %n variation(s) will not be kept. Save it anyway, or cancel and save a game file (*.ibgame) to keep them.</source>
        <translation>
            <numerusform>{0} è uno scenario, che conserva una sola posizione: la cronologia e %n variante non saranno conservate. Salvarlo comunque, o annullare e salvare un file di partita (*.ibgame) per conservarle?</numerusform>
            <numerusform>{0} è uno scenario, che conserva una sola posizione: la cronologia e %n varianti non saranno conservate. Salvarlo comunque, o annullare e salvare un file di partita (*.ibgame) per conservarle?</numerusform>
        </translation>
    </message>
    <message>
        <source>Save an invalid scenario?</source>
        <translation>Salvare uno scenario non valido?</translation>
    </message>
    <message numerus="yes">
        <source>This scenario has %n error(s); `influence-board check` will reject it.</source>
        <translation>
            <numerusform>Questo scenario ha %n errore; `influence-board check` lo rifiuterà.</numerusform>
            <numerusform>Questo scenario ha %n errori; `influence-board check` lo rifiuterà.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileDrop</name>
    <message>
        <source>{0}: only files on this computer can be opened</source>
        <translation>{0}: si possono aprire solo i file di questo computer</translation>
    </message>
    <message>
        <source>{0}: the file&apos;s name is not UTF-8 text, so it cannot be opened</source>
        <translation>{0}: il nome del file non è testo UTF-8, quindi non si può aprire</translation>
    </message>
    <message>
        <source>{0} is a folder, not a file</source>
        <translation>{0} è una cartella, non un file</translation>
    </message>
    <message>
        <source>{0} is not a scenario (.json), game file (.ibgame) or operation file (.jsonl)</source>
        <translation>{0} non è uno scenario (.json), un file di partita (.ibgame) o un file di operazioni (.jsonl)</translation>
    </message>
    <message>
        <source>The first scenario or game file opens in this window, each other one in a window of its own.</source>
        <translation>Il primo scenario o file di partita si apre in questa finestra, ogni altro in una finestra a sé.</translation>
    </message>
    <message numerus="yes">
        <source>Open all %n dropped files?</source>
        <translation>
            <numerusform>Aprire %n file trascinato?</numerusform>
            <numerusform>Aprire tutti i %n file trascinati?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open the first {0} of the {1} dropped files? %n file(s) will not be opened.</source>
        <translation>
            <numerusform>Aprire i primi {0} dei {1} file trascinati? %n file non verrà aperto.</numerusform>
            <numerusform>Aprire i primi {0} dei {1} file trascinati? %n file non verranno aperti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open many files?</source>
        <translation>Aprire molti file?</translation>
    </message>
    <message>
        <source>Files not opened</source>
        <translation>File non aperti</translation>
    </message>
    <message numerus="yes">
        <source>%n dropped file(s) cannot be opened.</source>
        <translation>
            <numerusform>%n file trascinato non si può aprire.</numerusform>
            <numerusform>%n file trascinati non si possono aprire.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileFilters</name>
    <message>
        <source>Operation files (*.jsonl)</source>
        <translation>File di operazioni (*.jsonl)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Immagine PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Disegno SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Influence Board scenarios (*.json)</source>
        <translation>Scenari di Influence Board (*.json)</translation>
    </message>
    <message>
        <source>Influence Board games with variations (*.ibgame)</source>
        <translation>Partite di Influence Board con varianti (*.ibgame)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <source>Influence Board files (*.json *.ibgame)</source>
        <translation>File di Influence Board (*.json *.ibgame)</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>File di testo (*.txt)</translation>
    </message>
    <message>
        <source>GIF animation (*.gif)</source>
        <translation>Animazione GIF (*.gif)</translation>
    </message>
    <message>
        <source>WebP animation (*.webp)</source>
        <translation>Animazione WebP (*.webp)</translation>
    </message>
    <message>
        <source>Animated PNG (*.png)</source>
        <translation>PNG animato (*.png)</translation>
    </message>
</context>
<context>
    <name>Gestures</name>
    <message>
        <source>Choose a Region first (Page Down moves to the next)</source>
        <translation>Scegli prima una Regione (Pag giù passa alla successiva)</translation>
    </message>
    <message>
        <source>The tracks keep their rows in the Table arrangement: View &gt; Map Arrangement moves them</source>
        <translation>Nella disposizione a tabella i tracciati restano nelle loro righe: Visualizza &gt; Disposizione a mappa permette di spostarli</translation>
    </message>
    <message>
        <source>Select a cube first: click it, or move to it with the arrow keys</source>
        <translation>Seleziona prima un cubetto: fai clic su di esso o raggiungilo con le frecce</translation>
    </message>
    <message>
        <source>Select a temporary cube to convert</source>
        <translation>Seleziona un cubetto temporaneo da rendere permanente</translation>
    </message>
    <message>
        <source>Select a temporary cube to reset</source>
        <translation>Seleziona un cubetto temporaneo da riposizionare</translation>
    </message>
    <message>
        <source>Select a Region to score first</source>
        <translation>Seleziona prima la Regione di cui assegnare i punti</translation>
    </message>
    <message>
        <source>Drag in Setup mode to move a cube</source>
        <translation>Trascina in modalità preparazione per spostare un cubetto</translation>
    </message>
    <message>
        <source>Drop the cube above the line to convert it; drag in Setup mode to move a cube</source>
        <translation>Rilascia il cubetto sopra la linea per convertirlo; trascina in modalità preparazione per spostare un cubetto</translation>
    </message>
    <message>
        <source>Drop the cube on a free place of any Region to move it; Esc puts it back</source>
        <translation>Rilascia il cubetto in un posto libero di una Regione qualsiasi per spostarlo; Esc lo rimette a posto</translation>
    </message>
</context>
<context>
    <name>HelpViews</name>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>Every menu action with its key (Help &gt; Keyboard Shortcuts lists them too).</source>
        <translation>Ogni azione dei menu con il suo tasto (anche Aiuto &gt; Scorciatoie da tastiera li elenca).</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tasto</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Le regole</translation>
    </message>
    <message>
        <source>Each rule is in Help &gt; Influence Rules; a link opens it at that rule.</source>
        <translation>Ogni regola è in Aiuto &gt; Regole dell&apos;Influenza; un collegamento la apre a quella regola.</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Non trovato</translation>
    </message>
    <message>
        <source>Influence Board Help</source>
        <translation>Guida di Influence Board</translation>
    </message>
    <message>
        <source>Find in the guide</source>
        <translation>Cerca nella guida</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guida</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Filter the actions or keys</source>
        <translation>Filtra le azioni o i tasti</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Start of the game</source>
        <translation>Inizio della partita</translation>
    </message>
    <message>
        <source>History of operations</source>
        <translation>Cronologia delle operazioni</translation>
    </message>
    <message>
        <source>Compare with Current</source>
        <translation>Confronta con l&apos;attuale</translation>
    </message>
    <message>
        <source>Compare From Here</source>
        <translation>Confronta da qui</translation>
    </message>
    <message>
        <source>This step is A; then choose B with Compare With</source>
        <translation>Questo passo è A; poi scegli B con Confronta con</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>l&apos;inizio</translation>
    </message>
    <message>
        <source>step {0}</source>
        <translation>passo {0}</translation>
    </message>
    <message>
        <source>Compare With {0}</source>
        <translation>Confronta con {0}</translation>
    </message>
    <message>
        <source>Edit Note…</source>
        <translation>Modifica nota…</translation>
    </message>
    <message>
        <source>Add Note…</source>
        <translation>Aggiungi nota…</translation>
    </message>
    <message>
        <source>A note on this step, kept with it in game files</source>
        <translation>Una nota su questo passo, conservata con esso nei file di partita</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Inspector: the selected Region and the players</source>
        <translation>Ispettore: la Regione selezionata e i giocatori</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Region id</source>
        <translation>Id della Regione</translation>
    </message>
    <message>
        <source>The id operation files use for this Region; its links follow a new id</source>
        <translation>L&apos;id che i file di operazioni usano per questa Regione; i suoi collegamenti seguono un nuovo id</translation>
    </message>
    <message>
        <source>Region name</source>
        <translation>Nome della Regione</translation>
    </message>
    <message>
        <source>Printed VP of the permanent slots, left to right</source>
        <translation>PV stampati sugli slot permanenti, da sinistra a destra</translation>
    </message>
    <message>
        <source>Printed VP of the temporary slots, left to right</source>
        <translation>PV stampati sugli slot temporanei, da sinistra a destra</translation>
    </message>
    <message>
        <source>Majority bonus for 1st, 2nd, 3rd, ...</source>
        <translation>Bonus di maggioranza per 1º, 2º, 3º, ...</translation>
    </message>
    <message>
        <source>&amp;Id</source>
        <translation>&amp;Id</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>&amp;Permanent slots</source>
        <translation>Slot &amp;permanenti</translation>
    </message>
    <message>
        <source>&amp;Temporary slots</source>
        <translation>Slot &amp;temporanei</translation>
    </message>
    <message>
        <source>Majority &amp;bonus</source>
        <translation>&amp;Bonus di maggioranza</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armate</translation>
    </message>
    <message>
        <source>Adjacent Regions</source>
        <translation>Regioni adiacenti</translation>
    </message>
    <message>
        <source>Remove Link</source>
        <translation>Rimuovi collegamento</translation>
    </message>
    <message>
        <source>Region to link to</source>
        <translation>Regione da collegare</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Collega</translation>
    </message>
    <message>
        <source>Adjacent</source>
        <translation>Adiacenti</translation>
    </message>
    <message>
        <source>Add Region</source>
        <translation>Aggiungi Regione</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Earlier</source>
        <translation>Prima</translation>
    </message>
    <message>
        <source>Score this Region earlier (board order)</source>
        <translation>Assegna i punti di questa Regione prima (ordine del tabellone)</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Dopo</translation>
    </message>
    <message>
        <source>Score this Region later (board order)</source>
        <translation>Assegna i punti di questa Regione dopo (ordine del tabellone)</translation>
    </message>
    <message>
        <source> (whole numbers separated by spaces)</source>
        <translation> (numeri interi separati da spazi)</translation>
    </message>
    <message>
        <source>Board and players</source>
        <translation>Tabellone e giocatori</translation>
    </message>
    <message>
        <source>Board name</source>
        <translation>Nome del tabellone</translation>
    </message>
    <message>
        <source>B&amp;oard name</source>
        <translation>N&amp;ome del tabellone</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nome del giocatore</translation>
    </message>
    <message>
        <source>Player na&amp;me</source>
        <translation>Nome del gioca&amp;tore</translation>
    </message>
    <message>
        <source>Colour…</source>
        <translation>Colore…</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Move player up</source>
        <translation>Sposta il giocatore in su</translation>
    </message>
    <message>
        <source>Move player down</source>
        <translation>Sposta il giocatore in giù</translation>
    </message>
    <message>
        <source>Local power present</source>
        <translation>Potenza locale presente</translation>
    </message>
    <message>
        <source>Local power name</source>
        <translation>Nome della potenza locale</translation>
    </message>
    <message>
        <source>Local power</source>
        <translation>Potenza locale</translation>
    </message>
    <message>
        <source>Region (choose one on the board)</source>
        <translation>Regione (scegline una sul tabellone)</translation>
    </message>
    <message>
        <source>Region: {0}</source>
        <translation>Regione: {0}</translation>
    </message>
    <message>
        <source>Armies of {0}</source>
        <translation>Armate di {0}</translation>
    </message>
    <message>
        <source>Slots: whole numbers 0 or more, separated by spaces</source>
        <translation>Slot: numeri interi da 0 in su, separati da spazi</translation>
    </message>
    <message>
        <source>Bonus: whole numbers 0 or more, separated by spaces</source>
        <translation>Bonus: numeri interi da 0 in su, separati da spazi</translation>
    </message>
    <message>
        <source>New Region {0}</source>
        <translation>Nuova Regione {0}</translation>
    </message>
    <message>
        <source>Colour of {0}</source>
        <translation>Colore di {0}</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Giocatore {0}</translation>
    </message>
    <message>
        <source>Local powers</source>
        <translation>Potenze locali</translation>
    </message>
    <message>
        <source>Colour of the local power</source>
        <translation>Colore della potenza locale</translation>
    </message>
</context>
<context>
    <name>KeyboardFocus</name>
    <message>
        <source>permanent slot {0} (printed {1})</source>
        <translation>slot permanente {0} (stampato {1})</translation>
    </message>
    <message>
        <source>temporary slot {0} (printed {1})</source>
        <translation>slot temporaneo {0} (stampato {1})</translation>
    </message>
    <message>
        <source>overflow place {0}</source>
        <translation>posto in eccedenza {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s cube</source>
        <translation>cubetto di {0}</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a slot</comment>
        <translation>vuoto</translation>
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
        <translation>Salva il registro come</translation>
    </message>
    <message>
        <source>log.txt</source>
        <comment>a file name suggested</comment>
        <translation>registro.txt</translation>
    </message>
    <message>
        <source>Log saved to {0}</source>
        <translation>Registro salvato in {0}</translation>
    </message>
    <message>
        <source>Cannot save the log</source>
        <translation>Impossibile salvare il registro</translation>
    </message>
</context>
<context>
    <name>LogLine</name>
    <message>
        <source>The Log&apos;s line, whole</source>
        <translation>La riga del Registro, intera</translation>
    </message>
    <message>
        <source>Choose a line of the Log to read it whole here.</source>
        <translation>Scegli una riga del Registro per leggerla qui per intero.</translation>
    </message>
    <message>
        <source>Rule: {0} (Help &gt; Rules)</source>
        <translation>Regola: {0} (Aiuto &gt; Regole)</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Log of what happened</source>
        <translation>Registro di ciò che è successo</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Seleziona &amp;tutto</translation>
    </message>
    <message>
        <source>Line {0}: {1}</source>
        <translation>Riga {0}: {1}</translation>
    </message>
    <message>
        <source>{0}

Rule: {1}</source>
        <translation>{0}

Regola: {1}</translation>
    </message>
    <message>
        <source>Its lines show beneath it: double-click or Enter hides them</source>
        <translation>Le sue righe sono mostrate sotto: doppio clic o Invio le nasconde</translation>
    </message>
    <message>
        <source>Double-click or Enter to show its lines beneath it</source>
        <translation>Doppio clic o Invio per mostrare le sue righe qui sotto</translation>
    </message>
    <message>
        <source>{0}

{1}</source>
        <translation>{0}

{1}</translation>
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
        <translation>Punti vittoria</translation>
    </message>
    <message>
        <source>Majorities by Region</source>
        <translation>Maggioranze per Regione</translation>
    </message>
    <message>
        <source>Each Region with its ranking: participant, cubes, Armies, place and bonus; Regions that cannot score say how many permanent slots are empty</source>
        <translation>Ogni Regione con la sua classifica: partecipante, cubetti, Armate, posto e bonus; le Regioni che non possono fare punti dicono quanti slot permanenti sono vuoti</translation>
    </message>
    <message>
        <source>&lt;b&gt;Majorities&lt;/b&gt; (local powers count as a participant)</source>
        <translation>&lt;b&gt;Maggioranze&lt;/b&gt; (le potenze locali contano come un partecipante)</translation>
    </message>
</context>
<context>
    <name>MajorityModel</name>
    <message>
        <source>Region / participant</source>
        <translation>Regione / partecipante</translation>
    </message>
    <message>
        <source>Cubes</source>
        <translation>Cubetti</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armate</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>{0}, cannot score: {1}</source>
        <translation>{0}, non può fare punti: {1}</translation>
    </message>
    <message>
        <source>{0}, can score</source>
        <translation>{0}, può fare punti</translation>
    </message>
    <message>
        <source>{0}, {1} place tied, {2}, {3}, bonus {4}</source>
        <translation>{0}, {1} posto a pari merito, {2}, {3}, bonus {4}</translation>
    </message>
    <message>
        <source>{0}, {1} place, {2}, {3}, bonus {4}</source>
        <translation>{0}, {1} posto, {2}, {3}, bonus {4}</translation>
    </message>
    <message numerus="yes">
        <source>{0} cannot score: %n permanent slot(s) empty; a Region scores only when every permanent slot is filled</source>
        <translation>
            <numerusform>{0} non può fare punti: %n slot permanente vuoto; una Regione fa punti solo quando ogni slot permanente è occupato</numerusform>
            <numerusform>{0} non può fare punti: %n slot permanenti vuoti; una Regione fa punti solo quando ogni slot permanente è occupato</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} can score</source>
        <translation>{0} può fare punti</translation>
    </message>
    <message>
        <source>{0}: {1}
Rule: {2}</source>
        <translation>{0}: {1}
Regola: {2}</translation>
    </message>
    <message>
        <source>{0} (local power)</source>
        <translation>{0} (potenza locale)</translation>
    </message>
</context>
<context>
    <name>MenuCommands</name>
    <message>
        <source>Select a Region first</source>
        <translation>Seleziona prima una Regione</translation>
    </message>
    <message>
        <source>Select the Regions to lay out first</source>
        <translation>Seleziona prima le Regioni da disporre</translation>
    </message>
    <message>
        <source>Compare with file</source>
        <translation>Confronta con un file</translation>
    </message>
    <message>
        <source>Board description</source>
        <translation>Descrizione del tabellone</translation>
    </message>
    <message>
        <source>Describe board</source>
        <translation>Descrivi il tabellone</translation>
    </message>
    <message>
        <source>Licence: {0}</source>
        <translation>Licenza: {0}</translation>
    </message>
    <message>
        <source>Website: {0}</source>
        <translation>Sito web: {0}</translation>
    </message>
    <message>
        <source>About Influence Board</source>
        <translation>Informazioni su Influence Board</translation>
    </message>
    <message>
        <source>&lt;p&gt;See and edit the Influence slots of a World Order-style board game: permanent and temporary slots, push-outs, conversions, resets, majorities and scoring, every step undoable.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vedi e modifica gli slot di Influenza di un gioco da tavolo alla World Order: slot permanenti e temporanei, espulsioni, conversioni, riposizionamenti, maggioranze e punteggi, ogni passo annullabile.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Colori</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>Lin&amp;gua</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>Linea &amp;temporale</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Acting Player</source>
        <translation>Giocatore di &amp;turno</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>the toolbar</comment>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>Follow the System</source>
        <comment>the language</comment>
        <translation>Segui il sistema</translation>
    </message>
    <message>
        <source>Language: {0}, from the next start of Influence Board.</source>
        <translation>Lingua: {0}, dal prossimo avvio di Influence Board.</translation>
    </message>
</context>
<context>
    <name>OperationFiles</name>
    <message>
        <source>Replay operations</source>
        <translation>Riproduci operazioni</translation>
    </message>
    <message>
        <source>Cannot replay</source>
        <translation>Impossibile riprodurre</translation>
    </message>
    <message>
        <source>Nothing was applied.</source>
        <translation>Non è stato applicato nulla.</translation>
    </message>
    <message>
        <source>Expectation not met</source>
        <translation>Aspettativa non rispettata</translation>
    </message>
    <message>
        <source>Operation refused</source>
        <translation>Operazione rifiutata</translation>
    </message>
    <message numerus="yes">
        <source>Replayed %n step(s) of {0}</source>
        <translation>
            <numerusform>Riprodotto %n passo di {0}</numerusform>
            <numerusform>Riprodotti %n passi di {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replay of {0} stopped after %n step(s)</source>
        <translation>
            <numerusform>Riproduzione di {0} fermata dopo %n passo</numerusform>
            <numerusform>Riproduzione di {0} fermata dopo %n passi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n undo or redo line(s)</source>
        <translation>
            <numerusform>, %n riga di annulla o ripeti</numerusform>
            <numerusform>, %n righe di annulla o ripeti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n operation(s) that change nothing</source>
        <translation>
            <numerusform>, %n operazione che non cambia nulla</numerusform>
            <numerusform>, %n operazioni che non cambiano nulla</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n expectation(s) met</source>
        <translation>
            <numerusform>; %n aspettativa rispettata</numerusform>
            <numerusform>; %n aspettative rispettate</numerusform>
        </translation>
    </message>
    <message>
        <source>Export operations</source>
        <translation>Esporta operazioni</translation>
    </message>
    <message>
        <source>game.jsonl</source>
        <comment>a file name suggested</comment>
        <translation>partita.jsonl</translation>
    </message>
    <message>
        <source>Cannot export operations</source>
        <translation>Impossibile esportare le operazioni</translation>
    </message>
    <message>
        <source>Step {0} of the history edits the scenario itself ({1}).</source>
        <translation>Il passo {0} della cronologia modifica lo scenario stesso ({1}).</translation>
    </message>
    <message>
        <source>An operation file holds game operations only. Save the edited scenario (File &gt; Save As), open it, and the operations played from there on can be exported.</source>
        <translation>Un file di operazioni contiene solo operazioni di gioco. Salva lo scenario modificato (File &gt; Salva come), aprilo, e le operazioni giocate da lì in poi si potranno esportare.</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Impossibile esportare</translation>
    </message>
</context>
<context>
    <name>OptionsModel</name>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>VP now plus the change in what scoring the Region right now would give</source>
        <translation>PV subito più la variazione di ciò che darebbe il punteggio della Regione adesso</translation>
    </message>
    <message>
        <source>VP now</source>
        <translation>PV subito</translation>
    </message>
    <message>
        <source>VP gained at once</source>
        <translation>PV guadagnati subito</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dove</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <source>The choice</source>
        <translation>La scelta</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>The player&apos;s place in the Region: before -&gt; after (= shared)</source>
        <translation>Il posto del giocatore nella Regione: prima -&gt; dopo (= a pari merito)</translation>
    </message>
    <message>
        <source>If scored</source>
        <translation>Se si conta</translation>
    </message>
    <message>
        <source>What scoring the Region right now would give: before -&gt; after</source>
        <translation>Ciò che darebbe il punteggio della Regione adesso: prima -&gt; dopo</translation>
    </message>
    <message>
        <source>Can score</source>
        <translation>Può fare punti</translation>
    </message>
    <message>
        <source>Whether the Region can score: before -&gt; after</source>
        <translation>Se la Regione può fare punti: prima -&gt; dopo</translation>
    </message>
    <message>
        <source>Others</source>
        <translation>Altri</translation>
    </message>
    <message>
        <source>How the other players&apos; score-now in that Region changes</source>
        <translation>Come cambia in quella Regione il punteggio attuale degli altri giocatori</translation>
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
        <translation>Cosa toglierebbero le scelte migliori degli altri</translation>
    </message>
    <message>
        <source>Options of the acting player</source>
        <translation>Opzioni del giocatore di turno</translation>
    </message>
    <message>
        <source>{0} is the local power: it takes a place in majorities but makes no choices.</source>
        <translation>{0} è la potenza locale: ha un posto nelle maggioranze ma non fa scelte.</translation>
    </message>
    <message>
        <source>No player acts: the board has no players.</source>
        <translation>Non gioca nessuno: il tabellone non ha giocatori.</translation>
    </message>
    <message numerus="yes">
        <source>Options for {0} ({1} VP now), best first: %Ln choice(s). Double-click or Enter makes one.</source>
        <translation>
            <numerusform>Opzioni di {0} ({1} PV ora), le migliori prima: %Ln scelta. Doppio clic o Invio per farla.</numerusform>
            <numerusform>Opzioni di {0} ({1} PV ora), le migliori prima: %Ln scelte. Doppio clic o Invio per farne una.</numerusform>
        </translation>
    </message>
    <message>
        <source>Setup mode is on: a placement made here scores nothing.</source>
        <translation>La modalità preparazione è attiva: un piazzamento fatto qui non dà punti.</translation>
    </message>
    <message>
        <source>No other player</source>
        <translation>Nessun altro giocatore</translation>
    </message>
</context>
<context>
    <name>Picture</name>
    <message>
        <source>no fonts are installed, so every text would be drawn as boxes: install one (on Debian or Ubuntu: sudo apt install fonts-dejavu-core)</source>
        <translation>non è installato nessun carattere, quindi ogni testo sarebbe disegnato come quadratini: installane uno (su Debian o Ubuntu: sudo apt install fonts-dejavu-core)</translation>
    </message>
    <message>
        <source>VP: {0}</source>
        <translation>PV: {0}</translation>
    </message>
    <message>
        <source>cannot export to &apos;{0}&apos;: use .png, .svg or .pdf</source>
        <translation>impossibile esportare in &apos;{0}&apos;: usa .png, .svg o .pdf</translation>
    </message>
    <message>
        <source>the picture would be {0} x {1} pixels, more than {2} million (the Regions are far apart): draw it as SVG or PDF, or with a smaller --scale</source>
        <translation>l&apos;immagine sarebbe di {0} x {1} pixel, più di {2} milioni (le Regioni sono molto distanti): disegnala come SVG o PDF, o con una --scale più piccola</translation>
    </message>
    <message>
        <source>the picture is too large to draw ({0} x {1})</source>
        <translation>l&apos;immagine è troppo grande da disegnare ({0} x {1})</translation>
    </message>
    <message>
        <source>could not encode the picture as PNG</source>
        <translation>impossibile codificare l&apos;immagine come PNG</translation>
    </message>
    <message>
        <source>Influence slots of every Region, drawn by Influence Board</source>
        <translation>Slot di Influenza di ogni Regione, disegnati da Influence Board</translation>
    </message>
    <message>
        <source>could not draw the {0}</source>
        <translation>impossibile disegnare: {0}</translation>
    </message>
    <message>
        <source>the {0} came out empty</source>
        <translation>risultato vuoto: {0}</translation>
    </message>
</context>
<context>
    <name>PictureExports</name>
    <message>
        <source>Export picture</source>
        <translation>Esporta immagine</translation>
    </message>
    <message>
        <source>board.png</source>
        <comment>a file name suggested</comment>
        <translation>tabellone.png</translation>
    </message>
    <message>
        <source>Export setup sheet</source>
        <translation>Esporta foglio di preparazione</translation>
    </message>
    <message>
        <source>setup-sheet.pdf</source>
        <comment>a file name suggested</comment>
        <translation>foglio-di-preparazione.pdf</translation>
    </message>
    <message>
        <source>Scenarios for the setup sheets</source>
        <translation>Scenari per i fogli di preparazione</translation>
    </message>
    <message>
        <source>Export setup sheets</source>
        <translation>Esporta fogli di preparazione</translation>
    </message>
    <message>
        <source>Cannot export setup sheets</source>
        <translation>Impossibile esportare i fogli di preparazione</translation>
    </message>
    <message>
        <source>The PDF would replace {0}, one of the scenarios.</source>
        <translation>Il PDF sostituirebbe {0}, uno degli scenari.</translation>
    </message>
    <message>
        <source>{0} of the files cannot be read; nothing was written.</source>
        <translation>Impossibile leggere {0} dei file; non è stato scritto nulla.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n setup sheet(s) to {0}</source>
        <translation>
            <numerusform>Esportato %n foglio di preparazione in {0}</numerusform>
            <numerusform>Esportati %n fogli di preparazione in {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Impossibile esportare</translation>
    </message>
    <message>
        <source>Exported {0}</source>
        <translation>Esportato {0}</translation>
    </message>
</context>
<context>
    <name>PlayerPalette</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>{0} (setup)</source>
        <translation>{0} (preparazione)</translation>
    </message>
    <message>
        <source>{0}: acts on clicks; drag onto a Region to add Influence (key {1})</source>
        <translation>{0}: gioca con i clic; trascina su una Regione per aggiungere Influenza (tasto {1})</translation>
    </message>
    <message>
        <source>{0}: acts on clicks; drag onto a Region to add Influence</source>
        <translation>{0}: gioca con i clic; trascina su una Regione per aggiungere Influenza</translation>
    </message>
    <message>
        <source>Act as {0}</source>
        <translation>Gioca come {0}</translation>
    </message>
</context>
<context>
    <name>PositionClipboard</name>
    <message>
        <source>Copied the position as scenario text</source>
        <translation>Posizione copiata come testo di scenario</translation>
    </message>
    <message>
        <source>Copied the position code {0}</source>
        <translation>Copiato il codice della posizione {0}</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>Impossibile incollare</translation>
    </message>
    <message>
        <source>The clipboard holds neither a scenario nor a position code; the board is unchanged.</source>
        <translation>Gli appunti non contengono né uno scenario né un codice di posizione; il tabellone non è cambiato.</translation>
    </message>
    <message>
        <source>Pasted a new board</source>
        <translation>Incollato un nuovo tabellone</translation>
    </message>
    <message>
        <source>position code: {0}</source>
        <translation>codice della posizione: {0}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>{0} is kept for “{1}”: choose another key.</source>
        <translation>{0} è riservato a “{1}”: scegli un altro tasto.</translation>
    </message>
    <message>
        <source>{0} is kept for the underlined letters of the menus and fields: choose another key.</source>
        <translation>{0} è riservato alle lettere sottolineate dei menu e dei campi: scegli un altro tasto.</translation>
    </message>
    <message>
        <source>{0} moves and acts in the board, the panels and the dialogs: choose another key.</source>
        <translation>{0} sposta e agisce nel tabellone, nei pannelli e nelle finestre di dialogo: scegli un altro tasto.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>Find an action</source>
        <translation>Trova un'azione</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tasto</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>&amp;Tasto:</translation>
    </message>
    <message>
        <source>&amp;No Key</source>
        <translation>&amp;Nessun tasto</translation>
    </message>
    <message>
        <source>Leave the chosen action without a key</source>
        <translation>Lascia l'azione scelta senza tasto</translation>
    </message>
    <message>
        <source>&amp;Default</source>
        <translation>&amp;Predefinito</translation>
    </message>
    <message>
        <source>Give the chosen action its own key again</source>
        <translation>Ridai all'azione scelta il suo tasto</translation>
    </message>
    <message>
        <source>&amp;Swap</source>
        <translation>&amp;Scambia</translation>
    </message>
    <message>
        <source>Each of the two actions takes the other&apos;s key</source>
        <translation>Ciascuna delle due azioni prende il tasto dell'altra</translation>
    </message>
    <message>
        <source>Give every action its own key again</source>
        <translation>Ridai a ogni azione il suo tasto</translation>
    </message>
    <message>
        <source>{0} is already the key of “{1}”. Swap gives “{1}” {2}, the key of “{3}”.</source>
        <translation>{0} è già il tasto di “{1}”. Scambia dà a “{1}” {2}, il tasto di “{3}”.</translation>
    </message>
    <message>
        <source>{0} is already the key of “{1}”. Swap leaves “{1}” without a key.</source>
        <translation>{0} è già il tasto di “{1}”. Scambia lascia “{1}” senza tasto.</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Replace a read-only file?</source>
        <translation>Sostituire un file di sola lettura?</translation>
    </message>
    <message>
        <source>{0} is read-only. Replace it anyway?</source>
        <translation>{0} è di sola lettura. Sostituirlo comunque?</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Cartella</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Collegamento</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Sconosciuto</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Cerca in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>File di &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Shift</source>
        <translation>Maiusc</translation>
    </message>
</context>
<context>
    <name>RecoveryFolder</name>
    <message>
        <source>{0}.lock is locked by another process</source>
        <translation>{0}.lock è bloccato da un altro processo</translation>
    </message>
    <message>
        <source>The recovery file {0} is damaged ({1}) and could not be set aside: {2}</source>
        <translation>Il file di ripristino {0} è danneggiato ({1}) e non è stato possibile metterlo da parte: {2}</translation>
    </message>
    <message>
        <source>The recovery file {0} is damaged ({1}); it was kept as {2}.</source>
        <translation>Il file di ripristino {0} è danneggiato ({1}); è stato conservato come {2}.</translation>
    </message>
    <message>
        <source>The recovery folder {0} cannot be read: {1}</source>
        <translation>Impossibile leggere la cartella di ripristino {0}: {1}</translation>
    </message>
    <message>
        <source>The recovery file {0} cannot be claimed: {1}</source>
        <translation>Impossibile prendere il file di ripristino {0}: {1}</translation>
    </message>
</context>
<context>
    <name>RecoveryOffer</name>
    <message>
        <source>Influence Board did not close normally. Restore the game autosaved then?

{0}</source>
        <translation>Influence Board non si è chiuso normalmente. Ripristinare la partita salvata in automatico?

{0}</translation>
    </message>
    <message>
        <source>Influence Board did not close normally. Restore the games autosaved then?

{0}</source>
        <translation>Influence Board non si è chiuso normalmente. Ripristinare le partite salvate in automatico?

{0}</translation>
    </message>
    <message>
        <source>Restore unsaved games?</source>
        <translation>Ripristinare le partite non salvate?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>autosaved {0}</source>
        <translation>salvata in automatico il {0}</translation>
    </message>
    <message>
        <source>{0}: {1} ({2})</source>
        <translation>{0}: {1} ({2})</translation>
    </message>
    <message>
        <source>{0}, never saved ({1})</source>
        <translation>{0}, mai salvata ({1})</translation>
    </message>
    <message>
        <source>Restored the game autosaved at {0}</source>
        <translation>Ripristinata la partita salvata in automatico il {0}</translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message>
        <source>Rule tags: {0}</source>
        <translation>Etichette della regola: {0}</translation>
    </message>
    <message>
        <source>Influence rules</source>
        <translation>Regole dell&apos;Influenza</translation>
    </message>
    <message>
        <source>The Influence rules</source>
        <translation>Le regole dell&apos;Influenza</translation>
    </message>
</context>
<context>
    <name>ScoreChip</name>
    <message>
        <source>{0} {1}  {2} VP</source>
        <translation>{0} {1}  {2} PV</translation>
    </message>
    <message>
        <source>{1}  {2} VP</source>
        <translation>{1}  {2} PV</translation>
    </message>
    <message>
        <source>{0}, acting</source>
        <translation>{0}, di turno</translation>
    </message>
    <message>
        <source>{0}: click to act as them</source>
        <translation>{0}: fai clic per giocare come questo giocatore</translation>
    </message>
    <message>
        <source>{0} acts</source>
        <translation>Gioca {0}</translation>
    </message>
</context>
<context>
    <name>ScoreCommands</name>
    <message>
        <source>This board has no players</source>
        <translation>Questo tabellone non ha giocatori</translation>
    </message>
    <message>
        <source>Score All Regions?</source>
        <translation>Punteggio di tutte le Regioni?</translation>
    </message>
    <message>
        <source>Round {0} was a scoring round: every Region scores now, in board order. Score All Regions?</source>
        <translation>Il round {0} era un round di punteggio: ora ogni Regione fa punti, nell&apos;ordine del tabellone. Assegnare i punti di tutte le Regioni?</translation>
    </message>
    <message>
        <source>Note on step {0}</source>
        <translation>Nota sul passo {0}</translation>
    </message>
    <message>
        <source>Note on “{0}” (empty: no note):</source>
        <translation>Nota su “{0}” (vuota: nessuna nota):</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>VP:</source>
        <translation>PV:</translation>
    </message>
    <message>
        <source>Adjust VP for {0}…</source>
        <translation>Rettifica PV di {0}…</translation>
    </message>
    <message>
        <source>{0} (setup)</source>
        <translation>{0} (preparazione)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>it cannot be read: {0}</source>
        <translation>non si può leggere: {0}</translation>
    </message>
    <message>
        <source>it is {0}</source>
        <translation>è {0}</translation>
    </message>
    <message>
        <source>it is larger than {0} KB</source>
        <translation>è più grande di {0} KB</translation>
    </message>
    <message>
        <source>The settings file {0} is not used ({1}); the settings of this run will not be kept.</source>
        <translation>Il file delle impostazioni {0} non viene usato ({1}); le impostazioni di questa sessione non saranno conservate.</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <translation>non si può scrivere</translation>
    </message>
</context>
<context>
    <name>SetupBanner</name>
    <message>
        <source>Setup mode: cubes are placed without scoring — Ctrl+Shift+B to leave</source>
        <translation>Modalità preparazione: i cubetti si piazzano senza fare punti — Ctrl+Maiusc+B per uscire</translation>
    </message>
</context>
<context>
    <name>SetupSheet</name>
    <message>
        <source>Board: {0}</source>
        <translation>Tabellone: {0}</translation>
    </message>
    <message>
        <source>Player: {0}</source>
        <translation>Giocatore: {0}</translation>
    </message>
    <message>
        <source>Local power: {0}</source>
        <translation>Potenza locale: {0}</translation>
    </message>
    <message>
        <source>Region: {0}</source>
        <translation>Regione: {0}</translation>
    </message>
    <message>
        <source>A name longer than {0} characters is cut short with … on the other pages of this sheet; here it is whole.</source>
        <translation>Un nome più lungo di {0} caratteri è accorciato con … nelle altre pagine di questo foglio; qui è intero.</translation>
    </message>
    <message>
        <source>Names in full</source>
        <translation>Nomi per intero</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Cannot score: empty permanent slots: {0}</source>
        <translation>Non può fare punti: slot permanenti vuoti: {0}</translation>
    </message>
    <message>
        <source>Can score</source>
        <translation>Può fare punti</translation>
    </message>
    <message>
        <source>nobody has cubes here</source>
        <translation>nessuno ha cubetti qui</translation>
    </message>
    <message>
        <source>Permanent: {0}</source>
        <translation>Permanenti: {0}</translation>
    </message>
    <message>
        <source>Overflow: {0}</source>
        <translation>Eccedenza: {0}</translation>
    </message>
    <message>
        <source>Temporary: {0}</source>
        <translation>Temporanei: {0}</translation>
    </message>
    <message>
        <source>Majority bonus: {0}</source>
        <translation>Bonus di maggioranza: {0}</translation>
    </message>
    <message>
        <source>Armies: {0}</source>
        <translation>Armate: {0}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Participant</source>
        <translation>Partecipante</translation>
    </message>
    <message>
        <source>Cubes</source>
        <comment>a column</comment>
        <translation>Cubetti</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armate</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Cannot score: {0}</source>
        <translation>Non possono fare punti: {0}</translation>
    </message>
    <message>
        <source>Every Region can score.</source>
        <translation>Ogni Regione può fare punti.</translation>
    </message>
    <message>
        <source>VP: {0}</source>
        <translation>PV: {0}</translation>
    </message>
    <message>
        <source>{0}: setup sheet</source>
        <translation>{0}: foglio di preparazione</translation>
    </message>
    <message>
        <source>Setup sheets</source>
        <translation>Fogli di preparazione</translation>
    </message>
    <message>
        <source>setup sheet page</source>
        <translation>pagina del foglio di preparazione</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>non salvato</translation>
    </message>
    <message>
        <source>the setup sheet would take more than {0} pages, the most one sheet may have</source>
        <translation>il foglio di preparazione occuperebbe più di {0} pagine, il massimo per un foglio</translation>
    </message>
    <message>
        <source>board, part {0} of {1}</source>
        <translation>tabellone, parte {0} di {1}</translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation>pagina {0} di {1}</translation>
    </message>
    <message>
        <source>setup sheet</source>
        <translation>foglio di preparazione</translation>
    </message>
    <message>
        <source>the setup sheet cannot be drawn there (the printer refused)</source>
        <translation>impossibile disegnare lì il foglio di preparazione (la stampante ha rifiutato)</translation>
    </message>
    <message>
        <source>{0} on a cube&apos;s corner, in a slot&apos;s colours: the printed VP of the slot under it.</source>
        <translation>{0} sull&apos;angolo di un cubetto, nei colori di uno slot: i PV stampati dello slot sotto di esso.</translation>
    </message>
    <message>
        <source>{0} beside a shield under a temporary cube: its safety, never VP: out after {0} more temporary cubes in its Region ({1}: with the next one).</source>
        <translation>{0} accanto a uno scudo sotto un cubetto temporaneo: la sua sicurezza, mai PV: esce dopo altri {0} cubetti temporanei nella sua Regione ({1}: con il prossimo).</translation>
    </message>
</context>
<context>
    <name>SheetPrinting</name>
    <message>
        <source>Print board</source>
        <translation>Stampa tabellone</translation>
    </message>
    <message>
        <source>Print setup sheet</source>
        <translation>Stampa foglio di preparazione</translation>
    </message>
    <message>
        <source>Scenarios to print</source>
        <translation>Scenari da stampare</translation>
    </message>
    <message>
        <source>{0} of the files cannot be read; nothing was printed.</source>
        <translation>Impossibile leggere {0} dei file; non è stato stampato nulla.</translation>
    </message>
    <message>
        <source>Cannot print setup sheets</source>
        <translation>Impossibile stampare i fogli di preparazione</translation>
    </message>
    <message>
        <source>Print setup sheets</source>
        <translation>Stampa fogli di preparazione</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Impossibile stampare</translation>
    </message>
    <message>
        <source>Sent {0} to the printer</source>
        <translation>{0} inviato alla stampante</translation>
    </message>
</context>
<context>
    <name>SpectatorWindow</name>
    <message>
        <source>{0} — Spectators</source>
        <translation>{0} — Spettatori</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Refused: {0}</source>
        <translation>Rifiutato: {0}</translation>
    </message>
    <message>
        <source>  ·  setup mode: no scoring</source>
        <translation>  ·  modalità preparazione: niente punti</translation>
    </message>
    <message>
        <source>Acting: {0}</source>
        <translation>Di turno: {0}</translation>
    </message>
    <message>
        <source>VP this step: {0}</source>
        <translation>PV in questo passo: {0}</translation>
    </message>
</context>
<context>
    <name>StepList</name>
    <message>
        <source>there is no such step</source>
        <translation>quel passo non esiste</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source>Timeline</source>
        <translation>Linea temporale</translation>
    </message>
    <message>
        <source>&amp;First Step</source>
        <translation>Pri&amp;mo passo</translation>
    </message>
    <message>
        <source>Back to the start of the game</source>
        <translation>Torna all&apos;inizio della partita</translation>
    </message>
    <message>
        <source>&amp;Previous Step</source>
        <translation>Passo p&amp;recedente</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Un passo indietro</translation>
    </message>
    <message>
        <source>Pl&amp;ay</source>
        <translation>Ri&amp;produci</translation>
    </message>
    <message>
        <source>Play the steps after this one at the chosen speed</source>
        <translation>Riproduci i passi dopo questo alla velocità scelta</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>Passo &amp;successivo</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Un passo avanti</translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation>&amp;Ultimo passo</translation>
    </message>
    <message>
        <source>To the last step of this line</source>
        <translation>All&apos;ultimo passo di questa linea</translation>
    </message>
    <message>
        <source>Step of the history</source>
        <translation>Passo della cronologia</translation>
    </message>
    <message>
        <source>Drag to any step of the history</source>
        <translation>Trascina a qualunque passo della cronologia</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Passo {0} di {1}</translation>
    </message>
    <message>
        <source>Playing speed</source>
        <translation>Velocità di riproduzione</translation>
    </message>
    <message>
        <source>Steps per second while playing</source>
        <translation>Passi al secondo durante la riproduzione</translation>
    </message>
    <message>
        <source>1 step/s</source>
        <translation>1 passo/s</translation>
    </message>
    <message>
        <source>{0} steps/s</source>
        <translation>{0} passi/s</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Pausa</translation>
    </message>
</context>
<context>
    <name>Track</name>
    <message>
        <source>Armies: none</source>
        <translation>Armate: nessuna</translation>
    </message>
    <message>
        <source>Armies: {0}</source>
        <translation>Armate: {0}</translation>
    </message>
    <message>
        <source>overflow</source>
        <translation>eccedenza</translation>
    </message>
    <message>
        <source>Bonus: none</source>
        <translation>Bonus: nessuno</translation>
    </message>
    <message>
        <source>Bonus: {0}</source>
        <translation>Bonus: {0}</translation>
    </message>
    <message>
        <source>✓ can score</source>
        <translation>✓ può fare punti</translation>
    </message>
</context>
<context>
    <name>Translators</name>
    <message>
        <source>Qt cannot read it</source>
        <translation>Qt non riesce a leggerlo</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Problems with the position</source>
        <translation>Problemi della posizione</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>No problems: the position is valid</source>
        <translation>Nessun problema: la posizione è valida</translation>
    </message>
</context>
<context>
    <name>VariationsModel</name>
    <message>
        <source>{0}
(a variation: instead of {1})</source>
        <translation>{0}
(una variante: al posto di {1})</translation>
    </message>
</context>
<context>
    <name>VariationsPanel</name>
    <message>
        <source>Variations</source>
        <translation>Varianti</translation>
    </message>
    <message>
        <source>&amp;Go to This Position</source>
        <translation>&amp;Vai a questa posizione</translation>
    </message>
    <message>
        <source>&amp;Promote to Main Line</source>
        <translation>&amp;Promuovi a linea principale</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Rinomina…</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>&amp;Elimina variante</translation>
    </message>
    <message>
        <source>Rename variation</source>
        <translation>Rinomina variante</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
</context>
<context>
    <name>VpAdjustmentDialog</name>
    <message>
        <source>Adjust VP</source>
        <translation>Rettifica PV</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Giocatore:</translation>
    </message>
    <message>
        <source>VP gained; a loss is negative</source>
        <translation>PV guadagnati; una perdita è negativa</translation>
    </message>
    <message>
        <source>&amp;VP (a loss is negative):</source>
        <translation>&amp;PV (una perdita è negativa):</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>An adjustment gains or loses at least 1 VP.</source>
        <translation>Una rettifica fa guadagnare o perdere almeno 1 PV.</translation>
    </message>
    <message>
        <source>Name the reason (Most money, THREAT, a card, …).</source>
        <translation>Indica il motivo (Più denaro, THREAT, una carta, …).</translation>
    </message>
</context>
<context>
    <name>VpModel</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>{0}: {1} VP</source>
        <translation>{0}: {1} PV</translation>
    </message>
</context>
</TS>
