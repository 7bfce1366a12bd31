"""influence_board.cli."""
