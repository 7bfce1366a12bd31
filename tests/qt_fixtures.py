"""Fixtures for the Qt tests (document, scene, panels, files, render, window, look and the
robustness tests): settings and recovery files in temporary folders (the shared autouse
fixture of tests/isolation.py), every dialog answered without blocking (`dialogs`, the one
stub of the window's Prompts), the standard board, a fresh window. Each of those folders'
conftest.py takes them from here."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from influence_board.files.prompts import Prompts
from influence_board.rules import Board
from influence_board.rules.formats.scenario import standard_board
from isolation import settings_in_tmp  # noqa: F401 (an autouse fixture)
from kb_helpers import make_active

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from influence_board.window.main_window import MainWindow

Button = QMessageBox.StandardButton


@dataclass
class Dialogs:
    """What the window asked and showed through its Prompts, and how it is answered: a
    question gets the next of `answers`, else `answer` (Discard: a test's unsaved work is
    never saved by a stray question); a warning the next of `answers`, else
    `warning_answer`; a file dialog `open_path`, `open_paths` or `save_path` (with the
    first filter offered, unless `save_filter` says which); a name the next of `names` and
    a colour the next of `colors`, a VP adjustment the next of `adjustments` (none left:
    cancelled)."""

    answer: Button = Button.Discard
    warning_answer: Button = Button.Save
    answers: list[Button] = field(default_factory=list)
    asked: list[tuple[str, str]] = field(default_factory=list)  # (title, text)
    asked_over: list[object] = field(default_factory=list)  # the window each one asked over
    errors: list[tuple[str, str, str]] = field(default_factory=list)  # (title, text, details)
    about: list[tuple[str, str]] = field(default_factory=list)
    open_path: str = ""
    open_paths: list[str] = field(default_factory=list)
    save_path: str = ""
    save_filter: str = ""
    file_dialogs: list[tuple[str, str]] = field(default_factory=list)  # (title, where it opens)
    names: list[str | None] = field(default_factory=list)
    colors: list[QColor | None] = field(default_factory=list)
    # VP adjustments asked for: the next of `adjustments` ((player, delta, reason), or None:
    # cancelled); `adjustments_asked` the player each one was first offered
    adjustments: list[tuple[str, int, str] | None] = field(default_factory=list)
    adjustments_asked: list[str | None] = field(default_factory=list)
    # Print previews shown (their titles); the pages are painted on the printer, as PDF to
    # `print_to` when it is set, and the preview is closed with "printed" = `printed`.
    previews: list[str] = field(default_factory=list)
    print_to: str = ""
    printed: bool = True

    def titles(self) -> list[str]:
        """The titles of the questions and warnings asked, in order."""
        return [title for title, _ in self.asked]

    def error_text(self) -> str:
        return "\n".join(" | ".join(e) for e in self.errors)

    def _next(self, default: Button) -> Button:
        return self.answers.pop(0) if self.answers else default


@pytest.fixture(autouse=True, scope="session")
def english(qapp: QApplication) -> None:
    """The window's words as the app speaks them in English (look/translators.py, as the
    app starts): the source text, with its plural forms ("1 step", "2 steps") from the
    English catalogue. A test of another language switches back to this when it is done."""
    from influence_board.look.translators import choose_language

    choose_language("en")


@pytest.fixture(autouse=True)
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    """No dialog may block a test: the window's Prompts answer from here."""
    d = Dialogs()

    def question(
        prompts: Prompts,
        title: str,
        text: str,
        buttons: Button | None = None,
        default: Button | None = None,
        labels: Sequence[tuple[Button, str]] = (),
    ) -> Button:
        d.asked.append((title, text))
        d.asked_over.append(prompts.parent)
        return d._next(d.answer)

    def warning(
        prompts: Prompts, title: str, text: str, buttons: Button, default: Button
    ) -> Button:
        d.asked.append((title, text))
        d.asked_over.append(prompts.parent)
        return d._next(d.warning_answer)

    def error(prompts: Prompts, title: str, text: str, details: str = "") -> None:
        d.errors.append((title, text, details))

    def about(prompts: Prompts, title: str, markup: str) -> None:
        d.about.append((title, markup))

    def open_path(prompts: Prompts, title: str, filter: str) -> str:
        d.file_dialogs.append((title, prompts.start()))
        return d.open_path

    def open_paths(prompts: Prompts, title: str, filter: str) -> list[str]:
        d.file_dialogs.append((title, prompts.start()))
        return list(d.open_paths)

    def save_path(prompts: Prompts, title: str, suggested: str, filter: str) -> tuple[str, str]:
        d.file_dialogs.append((title, prompts.start(suggested)))
        return d.save_path, d.save_filter or filter.split(";;")[0]

    def text(prompts: Prompts, title: str, label: str, value: str) -> str | None:
        d.asked.append((title, label))
        return d.names.pop(0) if d.names else None

    def color(prompts: Prompts, initial: QColor, title: str) -> QColor | None:
        d.asked.append((title, initial.name()))
        return d.colors.pop(0) if d.colors else None

    def vp_adjustment(
        prompts: Prompts, players: Sequence[tuple[str, str]], player: str | None
    ) -> tuple[str, int, str] | None:
        d.adjustments_asked.append(player)
        return d.adjustments.pop(0) if d.adjustments else None

    def print_preview(
        prompts: Prompts, title: str, printer: QPrinter, paint: Callable[[QPrinter], None]
    ) -> bool:
        from PySide6.QtPrintSupport import QPrinter

        d.previews.append(title)
        if d.print_to:
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            printer.setOutputFileName(d.print_to)
        paint(printer)
        return d.printed

    for name, stub in [
        ("question", question),
        ("warning", warning),
        ("error", error),
        ("about", about),
        ("open_path", open_path),
        ("open_paths", open_paths),
        ("save_path", save_path),
        ("text", text),
        ("color", color),
        ("vp_adjustment", vp_adjustment),
        ("print_preview", print_preview),
    ]:
        monkeypatch.setattr(Prompts, name, stub)
    return d


@pytest.fixture
def board() -> Board:
    return standard_board()


@pytest.fixture
def window(qtbot: QtBot, board: Board) -> MainWindow:
    from influence_board.window.main_window import MainWindow

    w = MainWindow(board)
    # pytest-qt closes the window before fixture finalizers run: closing must not ask.
    qtbot.addWidget(w, before_close_func=lambda w: w.parts.steps.mark_saved())
    w.resize(1400, 900)
    # The whole board at fit, as these tests click across it; test_small_screens.py
    # checks the readable fit.
    w.action("readable_fit").trigger()  # View > Readable Fit, off
    assert not w.parts.view.readable_fit
    w.show()
    qtbot.waitExposed(w)
    w.parts.view.zoom_to_fit()
    return w


@pytest.fixture
def kb(window: MainWindow, qtbot: QtBot) -> MainWindow:
    """The window with the board view holding the keyboard (its shortcuts work)."""
    make_active(qtbot, window)
    return window
