"""influence_board.look."""
