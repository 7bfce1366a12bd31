"""influence_board.rules.history."""
