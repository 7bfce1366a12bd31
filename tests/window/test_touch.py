"""Touch on the board (issue 10 item 7), through QTest.touchEvent: a tap is a click, a long
press opens the context menu, two fingers pinch to zoom and move to pan."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QPointingDevice
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from helpers import footer_point, header_point, on_the_map, slot_point

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

_DEVICE: list[QPointingDevice] = []


@pytest.fixture
def finger(qapp: QApplication) -> QPointingDevice:
    """One touch screen for the run (Qt keeps every registered device), made once the
    application exists."""
    if not _DEVICE:
        _DEVICE.append(QTest.createTouchDevice())
    return _DEVICE[0]


@pytest.fixture(autouse=True)
def settled(window: MainWindow, qtbot: QtBot) -> None:
    """The editor's docks come just after the first paint and resize the view: points on
    the board are taken after that, as a touch gesture spans several event loops."""
    qtbot.waitUntil(lambda: not window.parts.docks.unbuilt())
    QApplication.processEvents()
    window.parts.view.zoom_to_fit()


def tap(window: MainWindow, finger: QPointingDevice, at: QPoint) -> None:
    viewport = window.parts.view.viewport()
    QTest.touchEvent(viewport, finger).press(0, at, viewport).commit()
    QTest.touchEvent(viewport, finger).release(0, at, viewport).commit()


def test_a_tap_is_a_click(window: MainWindow, finger: QPointingDevice) -> None:
    tap(window, finger, slot_point(window, "africa", "temporary", 1))
    assert window.parts.document.board.region("africa").temporary == ("eu", "usa", None, None)
    tap(window, finger, slot_point(window, "africa", "permanent", 0))
    assert window.parts.document.board.region("africa").permanent == ("usa", None)
    assert window.parts.steps.count == 2


def slide(
    window: MainWindow, finger: QPointingDevice, start: QPoint, end: QPoint, steps: int = 5
) -> None:
    viewport = window.parts.view.viewport()
    QTest.touchEvent(viewport, finger).press(0, start, viewport).commit()
    for n in range(1, steps + 1):
        at = start + (end - start) * (n / steps)
        QTest.touchEvent(viewport, finger).move(0, at, viewport).commit()
    QTest.touchEvent(viewport, finger).release(0, end, viewport).commit()


def test_a_finger_sliding_a_temporary_cube_above_the_line_converts_it(
    window: MainWindow, finger: QPointingDevice
) -> None:
    window.parts.play.set_acting("eu")
    slide(
        window,
        finger,
        slot_point(window, "africa", "temporary", 0),
        slot_point(window, "africa", "permanent", 1),
    )
    africa = window.parts.document.board.region("africa")
    assert africa.permanent == (None, "eu")
    assert africa.temporary == (None, None, None, None)
    assert window.parts.steps.count == 1


def test_a_finger_sliding_a_header_moves_the_track(
    window: MainWindow, finger: QPointingDevice
) -> None:
    on_the_map(window)
    before = window.parts.document.board.region("americas").position
    start = header_point(window, "americas")
    slide(window, finger, start, start + QPoint(80, 40))
    after = window.parts.document.board.region("americas").position
    assert after != before
    assert window.parts.steps.count == 1
    assert window.parts.scene.region_items["americas"].state.ghost is None


def test_a_long_press_opens_the_context_menu(
    window: MainWindow, finger: QPointingDevice, qtbot: QtBot
) -> None:
    seen: dict = {}

    def look() -> None:
        menu = QApplication.activePopupWidget()
        if isinstance(menu, QMenu):
            seen.update(name=menu.objectName(), title=menu.title())
            menu.close()
        else:
            QTimer.singleShot(10, look)

    touch = window.parts.touch
    touch.long_press.setInterval(50)  # the gesture, not the wait, is what is tested
    viewport = window.parts.view.viewport()
    at = footer_point(window, "europe")
    QTimer.singleShot(0, look)
    with qtbot.waitSignal(touch.long_press.timeout, timeout=3000):
        QTest.touchEvent(viewport, finger).press(0, at, viewport).commit()
    QTest.touchEvent(viewport, finger).release(0, at, viewport).commit()
    assert seen == {"name": "region-menu", "title": "Europe"}
    assert window.parts.steps.count == 0  # the release was no tap


def test_pinch_zooms_about_the_fingers_and_two_fingers_pan(
    window: MainWindow, finger: QPointingDevice
) -> None:
    view = window.parts.view
    view.zoom_by(2.0)  # room to pan
    viewport = view.viewport()
    centre = viewport.rect().center()
    a, b = centre - QPoint(50, 0), centre + QPoint(50, 0)
    QTest.touchEvent(viewport, finger).press(0, a, viewport).press(1, b, viewport).commit()
    QTest.touchEvent(viewport, finger).move(0, a, viewport).move(1, b, viewport).commit()
    zoom, anchor = view.zoom(), view.mapToScene(centre)
    wide_a, wide_b = centre - QPoint(100, 0), centre + QPoint(100, 0)
    QTest.touchEvent(viewport, finger).move(0, wide_a, viewport).move(1, wide_b, viewport).commit()
    assert view.zoom() == pytest.approx(zoom * 2, rel=0.02)
    spot = view.mapFromScene(anchor)
    assert abs(spot.x() - centre.x()) <= 2 and abs(spot.y() - centre.y()) <= 2
    # Both fingers move left: the board follows them.
    h = view.horizontalScrollBar().value()
    left_a, left_b = wide_a - QPoint(60, 0), wide_b - QPoint(60, 0)
    QTest.touchEvent(viewport, finger).move(0, left_a, viewport).move(1, left_b, viewport).commit()
    assert view.horizontalScrollBar().value() == h + 60
    QTest.touchEvent(viewport, finger).release(0, left_a, viewport).release(
        1, left_b, viewport
    ).commit()
    assert window.parts.steps.count == 0
