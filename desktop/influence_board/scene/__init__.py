"""The board picture (board_scene.py: one slot track per Region, drawn from a Document) and
its gesture controller (gestures.py: a gesture on the board -> an operation, written once)."""
