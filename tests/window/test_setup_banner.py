"""Setup mode's banner never covers the board (issue 35 item 4): it takes its own room above
the board view's viewport, so no Region's name lies under it, at the sizes of a laptop, a
small window and a desktop, in the Map and the Table arrangements; leaving setup mode gives
the room back."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from influence_board.rules.formats.scenario import standard_board

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

SIZES = [(1366, 768), (1400, 860), (1920, 1080)]


def in_window(window: QWidget, widget: QWidget, rect: QRect) -> QRect:
    """`rect` of `widget` in the window's coordinates."""
    return QRect(widget.mapTo(window, rect.topLeft()), rect.size())


def header_rects(window: MainWindow) -> dict[str, QRect]:
    """Each Region's header (its name) on screen, in the window's coordinates."""
    view, scene = window.parts.view, window.parts.scene
    out = {}
    for region_id, item in scene.region_items.items():
        polygon = view.mapFromScene(item.mapToScene(item.geometry.header()))
        out[region_id] = in_window(window, view.viewport(), polygon.boundingRect())
    return out


@pytest.fixture
def sized(qtbot: QtBot, request: pytest.FixtureRequest) -> MainWindow:
    from influence_board.window.main_window import MainWindow

    w = MainWindow(standard_board())
    qtbot.addWidget(w, before_close_func=lambda w: w.parts.steps.mark_saved())
    w.resize(*request.param)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: not w.parts.docks.unbuilt())  # the first layout has run
    return w


@pytest.mark.parametrize("docks", [True, False], ids=["with docks", "board only"])
@pytest.mark.parametrize("arrangement", ["table", "map"])
@pytest.mark.parametrize("sized", SIZES, indirect=True, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_banner_covers_no_region_name(
    sized: MainWindow, qtbot: QtBot, arrangement: str, docks: bool
) -> None:
    """ "Board only": the docks closed and the whole board fitted (Readable Fit off), so
    that the board fills the view's height, where a banner laid over it covered the top
    row's names."""
    window, view = sized, sized.parts.view
    view.set_arrangement(arrangement)
    if not docks:
        for dock in window.parts.docks.all():
            dock.hide()
        view.set_readable_fit(False)
    window.action("setup").trigger()
    banner = window.parts.setup_banner
    assert banner.isVisible()
    qtbot.waitUntil(lambda: banner.width() == view.viewport().width())
    shown = in_window(window, banner, banner.rect())
    viewport = in_window(window, view.viewport(), view.viewport().rect())
    assert shown.bottom() < viewport.top()  # its own room, above the board
    headers = header_rects(window)
    assert len(headers) == 7
    for region_id, header in headers.items():
        assert not shown.intersects(header), (region_id, shown, header)
    if arrangement == "table":  # the whole board is fitted below the banner: every name read
        for region_id, header in headers.items():
            assert viewport.contains(header), (region_id, viewport, header)


def test_leaving_setup_mode_gives_the_room_back(window: MainWindow, qtbot: QtBot) -> None:
    view = window.parts.view
    top = view.viewport().geometry().top()
    window.action("setup").trigger()
    banner = window.parts.setup_banner
    assert view.viewport().geometry().top() == top + banner.height()
    window.action("setup").trigger()
    assert not banner.isVisible()
    assert view.viewport().geometry().top() == top
    assert view.viewportMargins().top() == 0


def test_a_narrow_view_wraps_the_banner_and_the_room_follows(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.action("setup").trigger()
    banner = window.parts.setup_banner
    one_line = banner.height()
    window.resize(700, 600)
    qtbot.waitUntil(lambda: banner.width() == window.parts.view.viewport().width())
    assert banner.height() > one_line  # the text on two lines
    view = window.parts.view
    assert banner.geometry().bottom() + 1 == view.viewport().geometry().top()
    assert banner.mapTo(window, QPoint(0, 0)).y() >= view.mapTo(window, QPoint(0, 0)).y()
