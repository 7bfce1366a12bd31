<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnimationExport</name>
    <message numerus="yes">
        <source>Exported %n frame(s) to {0}</source>
        <translation>
            <numerusform>Exported %n frame to {0}</numerusform>
            <numerusform>Exported %n frames to {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparePanel</name>
    <message numerus="yes">
        <source>%n Region(s) differ.</source>
        <translation>
            <numerusform>%n Region differs.</numerusform>
            <numerusform>%n Regions differ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message numerus="yes">
        <source>{0} is a scenario, which keeps one position: the history and %n variation(s) will not be kept. Save it anyway, or cancel and save a game file (*.ibgame) to keep them.</source>
        <translation>
            <numerusform>{0} is a scenario, which keeps one position: the history and %n variation will not be kept. Save it anyway, or cancel and save a game file (*.ibgame) to keep them.</numerusform>
            <numerusform>{0} is a scenario, which keeps one position: the history and %n variations will not be kept. Save it anyway, or cancel and save a game file (*.ibgame) to keep them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This scenario has %n error(s); `influence-board check` will reject it.</source>
        <translation>
            <numerusform>This scenario has %n error; `influence-board check` will reject it.</numerusform>
            <numerusform>This scenario has %n errors; `influence-board check` will reject it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileDrop</name>
    <message numerus="yes">
        <source>Open all %n dropped files?</source>
        <translation>
            <numerusform>Open %n dropped file?</numerusform>
            <numerusform>Open all %n dropped files?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open the first {0} of the {1} dropped files? %n file(s) will not be opened.</source>
        <translation>
            <numerusform>Open the first {0} of the {1} dropped files? %n file will not be opened.</numerusform>
            <numerusform>Open the first {0} of the {1} dropped files? %n files will not be opened.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dropped file(s) cannot be opened.</source>
        <translation>
            <numerusform>%n dropped file cannot be opened.</numerusform>
            <numerusform>%n dropped files cannot be opened.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MajorityModel</name>
    <message numerus="yes">
        <source>{0} cannot score: %n permanent slot(s) empty; a Region scores only when every permanent slot is filled</source>
        <translation>
            <numerusform>{0} cannot score: %n permanent slot empty; a Region scores only when every permanent slot is filled</numerusform>
            <numerusform>{0} cannot score: %n permanent slots empty; a Region scores only when every permanent slot is filled</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperationFiles</name>
    <message numerus="yes">
        <source>Replay of {0} stopped after %n step(s)</source>
        <translation>
            <numerusform>Replay of {0} stopped after %n step</numerusform>
            <numerusform>Replay of {0} stopped after %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replayed %n step(s) of {0}</source>
        <translation>
            <numerusform>Replayed %n step of {0}</numerusform>
            <numerusform>Replayed %n steps of {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n undo or redo line(s)</source>
        <translation>
            <numerusform>, %n undo or redo line</numerusform>
            <numerusform>, %n undo or redo lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n operation(s) that change nothing</source>
        <translation>
            <numerusform>, %n operation that changes nothing</numerusform>
            <numerusform>, %n operations that change nothing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n expectation(s) met</source>
        <translation>
            <numerusform>; %n expectation met</numerusform>
            <numerusform>; %n expectations met</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message numerus="yes">
        <source>Options for {0} ({1} VP now), best first: %Ln choice(s). Double-click or Enter makes one.</source>
        <translation>
            <numerusform>Options for {0} ({1} VP now), best first: %Ln choice. Double-click or Enter makes one.</numerusform>
            <numerusform>Options for {0} ({1} VP now), best first: %Ln choices. Double-click or Enter makes one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PictureExports</name>
    <message numerus="yes">
        <source>Exported %n setup sheet(s) to {0}</source>
        <translation>
            <numerusform>Exported %n setup sheet to {0}</numerusform>
            <numerusform>Exported %n setup sheets to {0}</numerusform>
        </translation>
    </message>
</context>
</TS>
