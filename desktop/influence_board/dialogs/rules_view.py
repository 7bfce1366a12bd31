"""Help > Rules: the Influence rules in the app's own words (rules/rulebook.py), each
section headed with the tags of the events that apply it, so that a player can read the
rule behind a step (a double-click on a Log line opens this view at its rule)."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..rules.rulebook import SECTIONS, section_of, tag_said


def rules_html() -> str:
    """Every section as HTML: an anchor, the title, its tags, its paragraphs (all the app's
    own text, escaped all the same), in the language in use: the tags as the Log's tooltips
    say them, so that the rule a Log line names is found here by its words."""
    parts = []
    for section in SECTIONS:
        tags = ", ".join(f"<code>{html.escape(tag_said(t))}</code>" for t in section.tags)
        title = html.escape(section.title_said())
        parts.append(f'<a name="{section.anchor}"></a><h3>{title}</h3>')
        said = QCoreApplication.translate("RulesView", "Rule tags: {0}").format(tags)
        parts.append(f"<p><small>{said}</small></p>")
        parts.extend(f"<p>{html.escape(p)}</p>" for p in section.paragraphs_said())
    return "\n".join(parts)


class RulesView(QDialog):
    """Not modal: it stays open beside the board while the game goes on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-view")
        self.setWindowTitle(self.tr("Influence rules"))
        self.text = QTextBrowser(self)
        self.text.setObjectName("rules-text")
        self.text.setOpenLinks(False)
        self.text.setAccessibleName(self.tr("The Influence rules"))
        self.text.setHtml(rules_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(560, 640)
        self.shown_tag: str | None = None

    def show_rule(self, tag: str | None) -> None:
        """Open at the section of `tag` (None, or a tag no section has: the top)."""
        section = section_of(tag) if tag else None
        self.shown_tag = tag if section is not None else None
        self.show()
        self.raise_()
        if section is not None:
            self.text.scrollToAnchor(section.anchor)
        else:
            self.text.verticalScrollBar().setValue(0)
        self.text.setFocus(Qt.FocusReason.OtherFocusReason)
