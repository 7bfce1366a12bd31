"""Rich text on a setup sheet's paper: laid out in 96 dpi units and drawn `scale` times that
(the page's dots per inch over 96), always in ink, whatever the window's colours."""

from __future__ import annotations

import html

from PySide6.QtCore import QPointF
from PySide6.QtGui import QAbstractTextDocumentLayout, QColor, QPainter, QPalette, QTextDocument

INK = "#111111"  # the sheet's text, on white paper


def document(html_text: str, width: float, scale: float) -> QTextDocument:
    """`html_text` laid out `width` device pixels wide."""
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setHtml(html_text)
    doc.setTextWidth(width / scale)
    return doc


def html_height(html_text: str, width: float, scale: float) -> float:
    """The height of rich text laid out `width` device pixels wide."""
    return document(html_text, width, scale).size().height() * scale


def draw_html(painter: QPainter, html_text: str, at: QPointF, width: float, scale: float) -> float:
    """Draw rich text with its top left at `at`; its height in device pixels."""
    return draw_document(painter, document(html_text, width, scale), at, scale)


def draw_document(painter: QPainter, doc: QTextDocument, at: QPointF, scale: float) -> float:
    """Draw text laid out by `document` with its top left at `at`; its height in device
    pixels."""
    painter.save()
    painter.translate(at)
    painter.scale(scale, scale)
    doc.documentLayout().draw(painter, _ink())
    painter.restore()
    return doc.size().height() * scale


def _ink() -> QAbstractTextDocumentLayout.PaintContext:
    """Ink on paper, whatever the window's scheme: the layout's default would take the
    application palette's text colour (light in a dark scheme)."""
    context = QAbstractTextDocumentLayout.PaintContext()
    context.palette.setColor(QPalette.ColorRole.Text, QColor(INK))
    return context


def caption_html(words: str) -> str:
    """The board's caption (plain words) as rich text."""
    return f"<p style='color:#333'>{html.escape(words)}</p>"
