"""influence_board.render."""
