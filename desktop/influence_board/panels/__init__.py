"""Docks and toolbars around the board: majorities, history, log, player palette."""
