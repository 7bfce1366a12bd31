"""argparse's own words (usage:, options, its errors) in the app's language, and the
layout of its help.

argparse translates through gettext's global domain, with the names it imported when it
was loaded (`argparse._`, `argparse.ngettext`); they are pointed at the app's catalogue
here, and the messages below are marked for it (as spelled by Python 3.11 to 3.13; one a
later Python changes stays English).
"""

from __future__ import annotations

import argparse

from ..text import language
from ..text.language import N_

MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
)
PLURAL_FORMS = (lambda n: language.ngettext("expected %s argument", "expected %s arguments", n),)


class HelpLayout(argparse.HelpFormatter):
    """Descriptions wrapped to the terminal; the epilog's indented lines (the commands, the
    examples) kept as written."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        lines = []
        for line in text.splitlines():
            kept = not line or line.startswith(" ")
            lines.append(indent + line if kept else super()._fill_text(line, width, indent))
        return "\n".join(lines)


def speak_argparse() -> None:
    """argparse's messages from here on come from the app's catalogue."""
    setattr(argparse, "_", language._)  # noqa: B010 (argparse's own module-level names)
    setattr(argparse, "ngettext", language.ngettext)  # noqa: B010
