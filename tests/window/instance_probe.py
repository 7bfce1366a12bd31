"""Started by test_single_instance.py as the running copy: the app's own start
(`window.app.run`, listening as `influence-board` does), which writes, every 50 ms, the
file of each window it shows to the JSON file named by argv[1] (null for none)."""

from __future__ import annotations

import json
import os
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from influence_board.window.app import run
from influence_board.window.main_window import MainWindow


def main() -> int:
    out = sys.argv[1]

    def report() -> None:
        shown = [
            None if w.parts.document.path is None else str(w.parts.document.path)
            for w in QApplication.topLevelWidgets()
            if isinstance(w, MainWindow) and w.is_built and w.isVisible()
        ]
        with open(out + ".new", "w", encoding="utf-8") as f:
            json.dump({"pid": os.getpid(), "windows": shown}, f)
        os.replace(out + ".new", out)
        QTimer.singleShot(50, report)

    QTimer.singleShot(0, report)
    return run([(None, None)], listen=True)


if __name__ == "__main__":
    sys.exit(main())
