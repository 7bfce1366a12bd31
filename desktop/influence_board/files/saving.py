"""Writing a file from the window: a read-only file is replaced only after asking."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from ..rules.formats.safe_io import ReadOnlyFile, reason


def write_asking(parent: QWidget, path: Path, write: Callable[[bool], None]) -> str | None:
    """Run `write(replace_read_only)`; when `path` is read-only, ask first, then write again
    with True. Returns None once written, "" when the user said no, else the system's reason
    (the old file is then whole)."""
    try:
        write(False)
    except ReadOnlyFile:
        answer = QMessageBox.question(
            parent,
            parent.tr("Replace a read-only file?"),
            parent.tr("{0} is read-only. Replace it anyway?").format(path),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return ""
        try:
            write(True)
        except OSError as exc:
            return reason(exc)
    except OSError as exc:
        return reason(exc)
    return None
