"""Every dialog the window opens to ask or tell something, in one place: questions, warnings,
errors, the file to open or save, a name, a colour, a VP adjustment, the steps of an
animation. The window makes one Prompts and hands it to every file controller (and its bound
methods to the panels that ask for a name or a colour): nothing else calls QMessageBox,
QFileDialog, QInputDialog, QColorDialog or QPrintPreviewDialog (nor opens the VP adjustment
or the animation's dialog), and tests stub this one object (tests/qt_fixtures.py `dialogs`).

Text given to a prompt is shown as written, never as HTML (names and file names come from
files; look/plain_text.py says why): the boxes are told their text is plain. Only `about`
takes the app's own markup. A file dialog starts in the folder last used, unless told.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QColorDialog, QFileDialog, QInputDialog, QMessageBox, QWidget

from ..rules.formats.safe_io import ReadOnlyFile, reason
from . import settings as remembered

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

Button = QMessageBox.StandardButton
MAX_DETAILS_SHOWN = 600  # characters of an error's details in the box; all of it under Details


class Prompts:
    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    # -- asking and telling ------------------------------------------------------------------

    def question(
        self,
        title: str,
        text: str,
        buttons: Button = Button.Yes | Button.No,
        default: Button = Button.No,
        labels: Sequence[tuple[Button, str]] = (),
    ) -> Button:
        """The button the user chose (Escape: the Cancel or No button, as Qt decides);
        `labels` give buttons words of their own ("Overwrite" on Save)."""
        box = self.box(QMessageBox.Icon.Question, title, text, buttons, default)
        for button, label in labels:
            if (shown := box.button(button)) is not None:
                shown.setText(label)
        return self._answer(box)

    def warning(self, title: str, text: str, buttons: Button, default: Button) -> Button:
        return self._answer(self.box(QMessageBox.Icon.Warning, title, text, buttons, default))

    def error(self, title: str, text: str, details: str = "") -> None:
        """A failure, with its details (the system's reason, the places in a file)."""
        self.error_box(title, text, details).exec()

    def error_box(self, title: str, text: str, details: str = "") -> QMessageBox:
        """The box `error` shows, not yet shown."""
        box = self.box(QMessageBox.Icon.Critical, title, text, Button.Ok, Button.Ok)
        if details:
            shown = details if len(details) < MAX_DETAILS_SHOWN else details[:MAX_DETAILS_SHOWN]
            box.setInformativeText(shown + ("" if shown == details else "…"))
            box.setDetailedText(details)
        return box

    def about(self, title: str, markup: str) -> None:
        """The About box: the app's own rich text."""
        QMessageBox.about(self.parent, title, markup)

    def about_qt(self) -> None:
        """Help > About Qt: Qt's own box (its version and licence)."""
        QMessageBox.aboutQt(self.parent)

    def box(
        self, icon: QMessageBox.Icon, title: str, text: str, buttons: Button, default: Button
    ) -> QMessageBox:
        """A message box of plain text, not yet shown."""
        box = QMessageBox(icon, title, text, buttons, self.parent)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(default)
        return box

    def _answer(self, box: QMessageBox) -> Button:
        box.exec()
        return box.standardButton(box.clickedButton()) if box.clickedButton() else Button.Cancel

    # -- files -------------------------------------------------------------------------------

    def open_path(self, title: str, filter: str) -> str:
        """A file to read, or "" when the user cancelled."""
        path, _ = QFileDialog.getOpenFileName(self.parent, title, self.start(), filter)
        return path

    def open_paths(self, title: str, filter: str) -> list[str]:
        files, _ = QFileDialog.getOpenFileNames(self.parent, title, self.start(), filter)
        return files

    def save_path(self, title: str, suggested: str, filter: str) -> tuple[str, str]:
        """The file to write and the filter chosen in the dialog ("" when cancelled)."""
        return QFileDialog.getSaveFileName(self.parent, title, self.start(suggested), filter)

    @staticmethod
    def start(suggested: str = "") -> str:
        """Where a file dialog opens: the folder last used, with the `suggested` file name
        in it (a whole path is kept as it is)."""
        if Path(suggested).is_absolute():
            return suggested
        folder = remembered.last_directory()
        return str(Path(folder) / suggested) if suggested else folder

    # -- a name, a colour ----------------------------------------------------------------------

    def text(self, title: str, label: str, value: str) -> str | None:
        """A line of text, or None when the user cancelled."""
        text, ok = QInputDialog.getText(self.parent, title, label, text=value)
        return text if ok else None

    def vp_adjustment(
        self, players: Sequence[tuple[str, str]], player: str | None
    ) -> tuple[str, int, str] | None:
        """Who gains or loses how many VP, and why (player id, delta, reason), or None when
        the user cancelled. `players` are (id, name); `player` the one chosen first."""
        from ..dialogs.vp_adjustment import VpAdjustmentDialog

        dialog = VpAdjustmentDialog(players, player, self.parent)
        return dialog.answer() if dialog.exec() == VpAdjustmentDialog.DialogCode.Accepted else None

    def animation_range(self, steps: int) -> tuple[int, int, int] | None:
        """Which of the line's `steps` to animate and how long each is shown: (first step,
        last step, delay in ms), step 0 being the start; None when the user cancelled."""
        from ..dialogs.animation_range import AnimationRangeDialog

        dialog = AnimationRangeDialog(steps, self.parent)
        accepted = dialog.exec() == AnimationRangeDialog.DialogCode.Accepted
        return dialog.answer() if accepted else None

    def print_preview(
        self, title: str, printer: QPrinter, paint: Callable[[QPrinter], None]
    ) -> bool:
        """File > Print: the pages `paint` draws, previewed on `printer` (page setup, zoom);
        its Print button asks for the printer and prints. False when the user closed it."""
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        dialog = QPrintPreviewDialog(printer, self.parent)
        dialog.setWindowTitle(title)
        dialog.paintRequested.connect(paint)
        return dialog.exec() == QPrintPreviewDialog.DialogCode.Accepted

    def color(self, initial: QColor, title: str) -> QColor | None:
        """A colour, or None when the user cancelled."""
        chosen = QColorDialog.getColor(initial, self.parent, title)
        return chosen if chosen.isValid() else None


def write_asking(prompts: Prompts, path: Path, write: Callable[[bool], None]) -> str | None:
    """Run `write(replace_read_only)`; when `path` is read-only, ask first, then write again
    with True. Returns None once written, "" when the user said no, else the system's reason
    (the old file is then whole)."""
    try:
        write(False)
    except ReadOnlyFile:
        answer = prompts.question(
            QCoreApplication.translate("Prompts", "Replace a read-only file?"),
            QCoreApplication.translate("Prompts", "{0} is read-only. Replace it anyway?").format(
                path
            ),
        )
        if answer != Button.Yes:
            return ""
        try:
            write(True)
        except OSError as exc:
            return reason(exc)
    except OSError as exc:
        return reason(exc)
    return None
