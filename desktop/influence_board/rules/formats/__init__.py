"""influence_board.rules.formats."""
