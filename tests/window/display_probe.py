"""Started by test_real_display.py as a process of its own, on a real X server: the app's
own start (`window.app.run`, as `influence-board` with no file starts it), then, once the
window is built and settled, what a person would see written to the JSON file named by
argv[1] (the frame on its screen, the board's viewport, every dock, the tracks in view and
the size of their labels), and a Quit as the user's Ctrl+Q (which keeps the layout for the
next start).

With argv[2] (`esc`, `f11` or `menu`) the user first enters View > Table View and leaves it
that way, then quits: the next start must not come back in it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QRect, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from influence_board.scene.geometry import SMALL_PX
from influence_board.window.app import run
from influence_board.window.main_window import MainWindow

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the tests' helpers
from kb_helpers import leave_table_view

SETTLE_MS = 700  # after the build: the restored layout, the panels and the fit come in turns
GIVE_UP_MS = 60_000  # a window not built and settled by then is reported, not waited for


def rect(widget: QWidget) -> list[int]:
    top_left = widget.mapTo(widget.window(), widget.rect().topLeft())
    return [top_left.x(), top_left.y(), widget.width(), widget.height()]


def box(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def seen(window: MainWindow) -> dict:
    view = window.parts.view
    viewport = view.viewport().rect()
    tracks = {}
    for region_id, item in window.parts.scene.region_items.items():
        shown = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        tracks[region_id] = viewport.contains(shown)
    return {
        "window": [window.width(), window.height()],
        "frame": box(window.frameGeometry()),  # with the window manager's border
        "screen": box(window.screen().geometry()),
        "maximized": window.isMaximized(),
        "viewport": rect(view.viewport()),
        "docks": {
            d.objectName(): rect(d) if d.isVisible() else None for d in window.parts.docks.all()
        },
        "zoom": view.zoom(),
        "small_label_pt": SMALL_PX * view.zoom() * 72 / view.logicalDpiY(),
        "tracks_in_view": tracks,
        "table_view": window.parts.table_view.on,
        "menu_bar": window.menuBar().isVisible(),
    }


def main() -> int:
    out = sys.argv[1]
    leave = sys.argv[2] if len(sys.argv) > 2 else ""

    def settled_window() -> MainWindow | None:
        for widget in QApplication.topLevelWidgets():
            if (
                isinstance(widget, MainWindow)
                and widget.is_built
                and not widget.parts.docks.unbuilt()
            ):
                return widget
        return None

    waited = [0]

    def wait() -> None:
        window = settled_window()
        if window is None:
            waited[0] += 50
            if waited[0] > GIVE_UP_MS:  # say what was there, for the test's message
                windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
                state = [(w.isVisible(), w.is_built, w.is_built and w.parts.docks.unbuilt())
                         for w in windows]  # fmt: skip
                with open(out, "w", encoding="utf-8") as f:
                    json.dump(
                        {"error": f"not settled: (visible, built, panels unbuilt) {state}"}, f
                    )
                QApplication.exit(3)
                return
            QTimer.singleShot(50, wait)
            return

        def report() -> None:
            with open(out, "w", encoding="utf-8") as f:
                json.dump(seen(window), f)
            window.quit_all()

        if leave:
            QTimer.singleShot(SETTLE_MS, lambda: leave_table_view(window, leave))
            QTimer.singleShot(2 * SETTLE_MS, report)
        else:
            QTimer.singleShot(SETTLE_MS, report)

    QTimer.singleShot(0, wait)
    return run([(None, None)])


if __name__ == "__main__":
    sys.exit(main())
