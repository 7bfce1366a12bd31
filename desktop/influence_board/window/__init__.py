"""influence_board.window."""
