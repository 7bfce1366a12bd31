"""The board's commands in the action table (the Game menu and its keys): place Influence,
convert, reset or remove a cube, an Army more or fewer, score. Each acts on what the user
chose: the chosen cube, else the cube under the keyboard focus; the keyboard's Region, else
the selected one; with nothing to act on it says so in the status bar."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..document.game import Game
from ..document.play_state import Place, PlayState
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..rules.operations import Add, Convert, Kind, Remove, Reset, Score, SetArmies
from .gesture_rule import cube_at, free_slot
from .keyboard import FIRST_REGION, KeyboardFocus

translate = QCoreApplication.translate


class BoardCommands:
    def __init__(self, game: Game, play: PlayState, keyboard: KeyboardFocus) -> None:
        self.game = game
        self.document = game.document
        self.play = play
        self.keyboard = keyboard

    def target_cube(self) -> Place | None:
        """The cube an action from the menu or keyboard is about: the chosen cube, else
        the cube under the keyboard focus."""
        if self.play.chosen_cube is not None:
            return self.play.chosen_cube
        slot = self.keyboard.slot()
        return slot and cube_at(self.document.board, slot.region, slot.row, slot.index)

    def target_region(self) -> str | None:
        """The Region an action is about: the keyboard's, else the selected one."""
        slot = self.keyboard.slot()
        if slot is not None:
            return slot.region
        selection = self.play.selection
        return selection[0] if selection else None

    def remove_cube(self) -> bool:
        cube = self.target_cube()
        if cube is None:
            self.game.journal.say(
                translate(
                    "Gestures", "Select a cube first: click it, or move to it with the arrow keys"
                )
            )
            return False
        return self.game.perform(Remove(cube.region, cube.row, cube.index))

    def convert_cube(self) -> bool:
        found = self._temporary_target(
            QT_TRANSLATE_NOOP("Gestures", "Select a temporary cube to convert")
        )
        return found is not None and self.game.perform(Convert(*found))

    def reset_cube(self) -> bool:
        found = self._temporary_target(
            QT_TRANSLATE_NOOP("Gestures", "Select a temporary cube to reset")
        )
        return found is not None and self.game.perform(Reset(*found))

    def _temporary_target(self, otherwise: str) -> tuple[str, str, int] | None:
        """(Region, owner, index) of the target cube when it is a temporary one; else None,
        and the user is told `otherwise`."""
        cube = self.target_cube()
        if cube is not None and cube.row == "temporary":
            owner = self.document.board.region(cube.region).temporary[cube.index]
            if owner is not None:
                return cube.region, owner, cube.index
        self.game.journal.say(translate("Gestures", otherwise))
        return None

    def place(self, kind: Kind) -> bool:
        """Add the acting player's Influence where the keyboard is: in the focused permanent
        slot if it is free, else the leftmost free one; or in the temporary row."""
        region_id = self.target_region()
        if region_id is None:
            self.game.journal.say(translate("Gestures", FIRST_REGION))
            return False
        focused = self.keyboard.slot()
        slot = None
        if kind == "permanent" and focused and focused.region == region_id:
            slot = free_slot(self.document.board, region_id, focused.row, focused.index)
        acting, setup = self.play.acting, self.play.setup_mode
        return self.game.perform(Add(region_id, acting, kind, setup=setup, slot=slot))

    def step_armies(self, step: int) -> bool:
        """One Army more (step 1) or fewer (-1) for the acting player in the Region the
        keyboard is on (the + and - keys)."""
        region_id = self.target_region()
        if region_id is None:
            self.game.journal.say(translate("Gestures", FIRST_REGION))
            return False
        owner = self.play.acting
        current = self.document.board.region(region_id).armies_of(owner)
        return self.game.perform(SetArmies(region_id, owner, max(0, current + step)))

    def score(self, region_id: str | None) -> bool:
        """Score one Region, or every Region (None)."""
        return self.game.perform(Score(region_id))

    def score_target(self) -> bool:
        """Score the Region the keyboard is on, else the selected one (Ctrl+R)."""
        region_id = self.target_region()
        if region_id is None:
            self.game.journal.say(translate("Gestures", "Select a Region to score first"))
            return False
        return self.score(region_id)
