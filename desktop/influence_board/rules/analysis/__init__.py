"""influence_board.rules.analysis."""
