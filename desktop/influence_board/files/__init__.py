"""influence_board.files."""
