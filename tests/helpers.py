"""Driving the window as a user would (mouse, keys, menus, drops on the view's viewport) and
checking that every view shows the Board: scene items, the majorities tree, the VP table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMimeData, QModelIndex, QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QContextMenuEvent,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QImage,
    QKeySequence,
    QMouseEvent,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsView, QMenu, QWidget
from pytestqt.qtbot import QtBot

from influence_board.document.play_state import MIME_PLAYER
from influence_board.panels.majorities_dock import VpModel
from influence_board.panels.majority_model import (
    EMPTY_PERMANENT_ROLE,
    OWNER_ROLE,
    REGION_ID_ROLE,
    MajorityModel,
)
from influence_board.rules import Board, ranking
from influence_board.rules.formats.scenario import dumps
from influence_board.scene.arrangement import MAP, TABLE
from influence_board.scene.board_scene import BoardScene

if TYPE_CHECKING:
    from influence_board.rules.operations import RowName
    from influence_board.window.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
PLAYER_KEYS = {1: Qt.Key.Key_1, 2: Qt.Key.Key_2, 3: Qt.Key.Key_3, 4: Qt.Key.Key_4, 5: Qt.Key.Key_5}


# -- a window of a board of many Regions -------------------------------------------------------


def window_of_regions(qtbot: QtBot, regions: int) -> MainWindow:
    """A shown window, its panels built, of a board of `regions` generated Regions (r0, r1,
    ...) and the players a, b, c and d."""
    from boards import board, region
    from influence_board.window.main_window import MainWindow

    made = board(*(region(f"r{n}", position=(n * 40.0, (n % 9) * 30.0)) for n in range(regions)))
    w = MainWindow(made)
    qtbot.addWidget(w, before_close_func=lambda w: w.parts.steps.mark_saved())
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: not w.parts.docks.unbuilt())
    return w


# -- where things are on screen ---------------------------------------------------------------


def on_screen(widget: QWidget) -> QImage:
    """What the window shows of `widget` now: its pixels in the window's backing store, not
    a fresh rendering of it (`grab` paints the widget again)."""
    corner = widget.mapTo(widget.window(), widget.rect().topLeft())
    shown = widget.screen().grabWindow(
        widget.window().winId(), corner.x(), corner.y(), widget.width(), widget.height()
    )
    return shown.toImage().convertToFormat(QImage.Format.Format_RGB32)


def shows_what_a_full_repaint_would(widget: QWidget) -> bool:
    """Whether the pixels `widget` shows (some of them moved, not painted again) are those
    a repaint of all of it gives."""
    kept = on_screen(widget)
    widget.update()
    for _ in range(3):
        QApplication.processEvents()
    return on_screen(widget) == kept


def to_viewport(view: QGraphicsView, scene: BoardScene, region_id: str, rect: QRectF) -> QPoint:
    """The viewport point over the centre of `rect` (item coordinates of the Region)."""
    item = scene.region_items[region_id]
    return view.mapFromScene(item.mapToScene(rect.center()))


def slot_point(window: MainWindow, region_id: str, row: RowName, index: int) -> QPoint:
    item = window.parts.scene.region_items[region_id]
    return to_viewport(
        window.parts.view, window.parts.scene, region_id, item.geometry.slot_rect(row, index)
    )


def header_point(window: MainWindow, region_id: str) -> QPoint:
    item = window.parts.scene.region_items[region_id]
    return to_viewport(window.parts.view, window.parts.scene, region_id, item.geometry.header())


def footer_point(window: MainWindow, region_id: str) -> QPoint:
    """A point on the Region's body (its bonus line), where no slot is."""
    item = window.parts.scene.region_items[region_id]
    return to_viewport(
        window.parts.view, window.parts.scene, region_id, item.geometry.footer_line(0)
    )


def blank_temporary_point(window: MainWindow, region_id: str) -> QPoint:
    """A point in the temporary row right of the last slot: below the line, on no cube."""
    item = window.parts.scene.region_items[region_id]
    g = item.geometry
    last = g.temporary(g.temporary_count - 1)
    row = g.temporary_row()
    rect = QRectF(last.right() + 4, last.top(), row.right() - last.right() - 8, last.height())
    assert rect.width() > 8, f"{region_id}: no room right of the temporary slots"
    hit = g.hit(rect.center())
    assert (hit.row, hit.index) == ("temporary", None), hit
    return to_viewport(window.parts.view, window.parts.scene, region_id, rect)


# -- mouse and keys ---------------------------------------------------------------------------


def click(window: MainWindow, point: QPoint) -> None:
    QTest.mouseClick(window.parts.view.viewport(), LEFT, NO_MOD, point)


def click_slot(window: MainWindow, region_id: str, row: RowName, index: int) -> None:
    click(window, slot_point(window, region_id, row, index))


def hover_at(window: MainWindow, point: QPoint) -> None:
    """The mouse moves to `point` of the board with no button down: a real move event on
    the view's viewport (the offscreen platform sends the view no moves of its own)."""
    viewport = window.parts.view.viewport()
    glob = QPointF(viewport.mapToGlobal(point))
    none = Qt.MouseButton.NoButton
    move = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), glob, none, none, NO_MOD)
    QApplication.sendEvent(viewport, move)


def hover_slot(window: MainWindow, region_id: str, row: RowName, index: int) -> None:
    hover_at(window, slot_point(window, region_id, row, index))


def mouse_leaves(window: MainWindow) -> None:
    """The mouse leaves the board view."""
    QApplication.sendEvent(window.parts.view.viewport(), QEvent(QEvent.Type.Leave))


def drag(window: MainWindow, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """Press at start, move in several steps, release at end."""
    viewport = window.parts.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for k in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (end - start) * (k / steps))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, end)


def choose_player(window: MainWindow, n: int) -> None:
    """Press number key n (the palette's shortcut) with the focus on the board."""
    window.parts.view.setFocus()
    QTest.keyClick(window.parts.view, PLAYER_KEYS[n])


def key_sequence(window: MainWindow, standard: QKeySequence.StandardKey) -> None:
    """Type a standard key sequence (Undo, Redo, Delete...) into the window."""
    sequence = QKeySequence(standard)
    combo = sequence[0]  # type: ignore[index]  # PySide's stubs lack QKeySequence.__getitem__
    QTest.keyClick(window.parts.view, combo.key(), combo.keyboardModifiers())


def reactivate(window: MainWindow) -> None:
    """The offscreen platform leaves no window active after a popup closes (a desktop
    gives the focus back): make the window active again so that its shortcuts work."""
    window.activateWindow()
    for _ in range(1000):
        if window.isActiveWindow():
            break
        QApplication.processEvents()
    assert window.isActiveWindow()
    window.parts.view.setFocus()


# -- context menus ----------------------------------------------------------------------------


def find_action(menu: QMenu, path: Sequence[str]) -> QAction:
    """The action reached by the texts in `path`, through submenus."""
    current = menu
    for depth, text in enumerate(path):
        actions = {a.text(): a for a in current.actions()}
        if text not in actions:
            raise LookupError(f"no {text!r} in menu {current.title()!r}: {sorted(actions)}")
        action = actions[text]
        if depth < len(path) - 1:
            sub = action.menu()  # a QMenu or None (the stubs say QObject)
            if not isinstance(sub, QMenu):
                raise LookupError(f"{text!r} in {current.title()!r} is not a submenu")
            current = sub
    return action


def context_menu(window: MainWindow, point: QPoint, path: Sequence[str]) -> dict:
    """Right-click at `point` on the board and choose the item at `path` of the menu that
    opens. QMenu.exec blocks, so a zero-time timer finds the open popup, closes it and
    triggers the action (in that order, as Qt does). Returns what was seen: the menu's
    object name and title, the action's enabled state, or the error."""
    seen: dict = {"shown": False}
    tries = {"n": 0}

    def choose() -> None:
        if seen.get("finished"):
            return
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            tries["n"] += 1
            if tries["n"] < 100:
                QTimer.singleShot(5, choose)
            return
        seen.update(shown=True, name=menu.objectName(), title=menu.title())
        try:
            action = find_action(menu, path)
        except LookupError as exc:
            seen["error"] = str(exc)
            menu.close()
            return
        seen["enabled"] = action.isEnabled()
        menu.close()
        if action.isEnabled():
            action.trigger()

    QTimer.singleShot(0, choose)
    viewport = window.parts.view.viewport()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, viewport.mapToGlobal(point))
    QApplication.sendEvent(viewport, event)
    seen["finished"] = True
    reactivate(window)
    assert seen["shown"], "no context menu opened"
    assert "error" not in seen, seen["error"]
    return seen


# -- palette drops ----------------------------------------------------------------------------


def drop_player(window: MainWindow, point: QPoint, owner: str) -> tuple[bool, bool, bool]:
    """Drag a palette chip (MIME_PLAYER data) onto the viewport at `point` and drop it.
    Returns whether the enter, move and drop events were accepted."""
    viewport = window.parts.view.viewport()
    data = QMimeData()
    data.setData(MIME_PLAYER, owner.encode("utf-8"))
    data.setText(owner)
    copy = Qt.DropAction.CopyAction
    enter = QDragEnterEvent(point, copy, data, LEFT, NO_MOD)
    QApplication.sendEvent(viewport, enter)
    move = QDragMoveEvent(point, copy, data, LEFT, NO_MOD)
    QApplication.sendEvent(viewport, move)
    drop = QDropEvent(QPointF(point), copy, data, LEFT, NO_MOD)
    QApplication.sendEvent(viewport, drop)
    return enter.isAccepted(), move.isAccepted(), drop.isAccepted()


# -- what the views show ----------------------------------------------------------------------


def on_the_map(window: MainWindow) -> None:
    """View > Map Arrangement: each track at its Region's position, moved by drags."""
    window.action("arrange_map").trigger()
    assert window.parts.scene.arrangement == MAP


def assert_scene_matches(scene: BoardScene, board: Board) -> None:
    assert list(scene.region_items) == [r.id for r in board.regions]
    for region in board.regions:
        item = scene.region_items[region.id]
        assert item.region is region, f"{region.id}: the item shows {item.region}"
        assert item.scene() is scene
        g = item.geometry
        assert (g.permanent_count, g.overflow_count, g.temporary_count) == (
            len(region.permanent),
            len(region.overflow),
            len(region.temporary),
        )
        if scene.arrangement == MAP and region.position is not None:
            # The Board keeps positions to 0.1; a drag back to its start leaves float noise.
            pos = item.pos()
            x, y = region.position
            assert abs(pos.x() - x) < 1e-6 and abs(pos.y() - y) < 1e-6, f"{region.id} at {pos}"
    if scene.arrangement == TABLE:  # rows of tracks, none over another
        rects = [i.sceneBoundingRect().adjusted(3, 3, -3, -3) for i in scene.region_items.values()]
        assert not any(a.intersects(b) for n, a in enumerate(rects) for b in rects[n + 1 :])


def sidebar_rows(model: MajorityModel) -> dict[str, dict]:
    """Everything the majorities tree shows, per Region."""
    out = {}
    for row in range(model.rowCount()):
        top = model.index(row, 0)
        standings = []
        for child in range(model.rowCount(top)):
            cells = [model.index(child, c, top).data() for c in range(model.columnCount())]
            standings.append((model.index(child, 0, top).data(OWNER_ROLE), *cells[1:]))
        out[top.data(REGION_ID_ROLE)] = {
            "label": top.data(),
            "empty": top.data(EMPTY_PERMANENT_ROLE),
            "standings": standings,
        }
    return out


SIDEBAR_ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.AccessibleTextRole,
    Qt.ItemDataRole.TextAlignmentRole,
    REGION_ID_ROLE,
    EMPTY_PERMANENT_ROLE,
    OWNER_ROLE,
)


def sidebar_cells(model: MajorityModel) -> list[tuple]:
    """Every cell of the majorities tree with every role it shows or says, its colour and
    whether it has an icon: what a model kept up to date must hold as one built afresh."""

    def cell(index: QModelIndex) -> tuple:
        brush = index.data(Qt.ItemDataRole.ForegroundRole)
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        return (
            *(index.data(role) for role in SIDEBAR_ROLES),
            brush.color().name() if brush is not None else None,
            icon is not None and not icon.isNull(),
        )

    out = []
    for row in range(model.rowCount()):
        top = model.index(row, 0)
        out.append(tuple(cell(model.index(row, c)) for c in range(model.columnCount())))
        for child in range(model.rowCount(top)):
            out.append(tuple(cell(model.index(child, c, top)) for c in range(model.columnCount())))
    return out


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def expected_sidebar(board: Board) -> dict[str, dict]:
    order = [p.id for p in board.participants()]
    out = {}
    for region in board.regions:
        standings = ranking(region, order)
        places = [s.place for s in standings]
        out[region.id] = {
            "empty": region.empty_permanent(),
            "standings": [
                (
                    s.owner,
                    s.count,
                    s.armies,
                    ordinal(s.place) + ("=" if places.count(s.place) > 1 else ""),
                    s.bonus,
                )
                for s in standings
            ],
        }
    return out


def assert_sidebar_matches(model: MajorityModel, vp_model: VpModel, board: Board) -> None:
    shown = sidebar_rows(model)
    expected = expected_sidebar(board)
    assert list(shown) == list(expected)
    for region in board.regions:
        got, want = shown[region.id], expected[region.id]
        assert got["empty"] == want["empty"], region.id
        assert got["standings"] == want["standings"], region.id
        assert got["label"].startswith(region.name)
        assert ("cannot score" in got["label"]) == bool(want["empty"]), got["label"]
    assert vp_model.rowCount() == len(board.players)
    for row, player in enumerate(board.players):
        assert vp_model.index(row, 0).data() == player.name
        assert vp_model.index(row, 1).data() == board.vp[row], player.id


def assert_window_shows(window: MainWindow, board: Board | None = None) -> None:
    """The document holds `board` (if given) and the scene and sidebar show it."""
    current = window.parts.document.board
    if board is not None:
        assert current == board
        assert dumps(current) == dumps(board)
    assert_scene_matches(window.parts.scene, current)
    assert_sidebar_matches(
        window.parts.docks.majorities_panel.model,
        window.parts.docks.majorities_panel.vp_model,
        current,
    )


def assert_undo_redo(
    window: MainWindow, before: Board, after: Board, keys: bool = False, steps: int = 1
) -> None:
    """The last gesture made one undo step (or `steps`) from `before` to `after`; Undo
    brings back `before` exactly, Redo `after`, and the views follow each time."""
    history = window.parts.steps
    assert_window_shows(window, after)
    index = history.index
    undo: Callable[[], None]
    redo: Callable[[], None]
    if keys:

        def undo() -> None:
            key_sequence(window, QKeySequence.StandardKey.Undo)

        def redo() -> None:
            key_sequence(window, QKeySequence.StandardKey.Redo)
    else:
        undo, redo = window.action("undo").trigger, window.action("redo").trigger
    for _ in range(steps):
        undo()
    assert history.index == index - steps
    assert_window_shows(window, before)
    for _ in range(steps):
        redo()
    assert history.index == index
    assert_window_shows(window, after)


def log_texts(window: MainWindow) -> list[str]:
    return window.parts.log.texts()


def first_region_index(model: MajorityModel, region_id: str) -> QModelIndex:
    return model.index(model.region_row(region_id), 0)
