"""The board picture (board_scene.py: one slot track per Region, drawn from a Document and
the play state) and its gestures (gestures.py chooses the interaction each one starts,
interactions.py; what a click means is gesture_rule.py's, written once)."""
