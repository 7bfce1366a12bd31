"""What Game > Adjust VP, End Round and Standings, Help > Rules and a step's Edit Note do:
the game's score beyond the board (RULES.md §8), notes on steps, and the rules behind a
ruling. Each is given the window's parts; the action table, the scoreboard's chips, the
History's and the Log's menus call them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..dialogs.rules_view import RulesView
from ..dialogs.standings_view import StandingsView
from ..rules import AdjustVp, EndRound
from .parts import WindowParts

Button = QMessageBox.StandardButton


def adjust_vp(parts: WindowParts, player: str | None = None) -> bool:
    """Ask who gains or loses how many VP and why, then make it one step. True when done
    (a refusal, such as a total below 0, is said in the status bar and the Log)."""
    board = parts.document.board
    if not board.players:
        parts.status.show(QCoreApplication.translate("ScoreCommands", "This board has no players"))
        return False
    first = player or (parts.play.acting if board.is_player(parts.play.acting or "") else None)
    answer = parts.prompts.vp_adjustment([(p.id, p.name) for p in board.players], first)
    if answer is None:
        return False
    who, delta, reason = answer
    return parts.game.perform(AdjustVp(who, delta, reason))


def end_round(parts: WindowParts) -> bool:
    """End the round being played (one step). At the end of a scoring round, offer Score
    All Regions; at the end of the last round, show the standings."""
    board = parts.document.board
    ended = board.round
    if not parts.game.perform(EndRound()):
        return False
    if ended in board.scoring_rounds:
        answer = parts.prompts.question(
            QCoreApplication.translate("ScoreCommands", "Score All Regions?"),
            QCoreApplication.translate(
                "ScoreCommands",
                "Round {0} was a scoring round: every Region scores now, in board order. "
                "Score All Regions?",
            ).format(ended),
            Button.Yes | Button.No,
            Button.Yes,
        )
        if answer == Button.Yes:
            parts.gestures.commands.score(None)
    if parts.document.board.game_over():
        show_standings(parts)
    return True


def _window(parts: WindowParts) -> QWidget:
    return parts.prompts.parent


def show_standings(parts: WindowParts) -> StandingsView:
    """The Standings view (one per window, kept while it lives)."""
    view = _window(parts).findChild(StandingsView)
    if view is None:
        view = StandingsView(parts.document, parts.steps, _window(parts))
    view.refresh()
    view.show()
    view.raise_()
    return view


def show_rules(parts: WindowParts, tag: str | None = None) -> RulesView:
    """Help > Rules, at the section of `tag` (a rule an event named) or at the top."""
    view = _window(parts).findChild(RulesView)
    if view is None:
        view = RulesView(_window(parts))
    view.show_rule(tag)
    return view


def edit_note(parts: WindowParts, index: int) -> bool:
    """Write step `index`'s note (the History's menu): one undoable edit. True when the
    note was written."""
    steps = parts.steps
    if not 1 <= index <= steps.count:
        return False
    text = parts.prompts.text(
        QCoreApplication.translate("ScoreCommands", "Note on step {0}").format(index),
        QCoreApplication.translate("ScoreCommands", "Note on “{0}” (empty: no note):").format(
            steps.text_at(index)
        ),
        steps.note_at(index) or "",
    )
    if text is None:
        return False
    refusal = steps.set_note(index, text)
    if refusal is not None:
        parts.status.show_refusal(refusal)
        return False
    return True


def connect_score_commands(parts: WindowParts) -> None:
    """The panels' requests these commands answer: a scoreboard chip's Adjust VP, the
    History's Edit Note, a Log line's rule."""
    parts.scoreboard.adjust_wanted.connect(lambda who: adjust_vp(parts, who))
    parts.history.note_wanted.connect(lambda index: edit_note(parts, index))
    parts.log.rule_wanted.connect(lambda tag: show_rules(parts, tag))
