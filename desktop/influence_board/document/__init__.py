"""influence_board.document."""
