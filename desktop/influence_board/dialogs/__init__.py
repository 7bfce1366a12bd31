"""The app's own dialogs, in one home: each asks or shows one thing and knows nothing of the
window (the window and the file controllers open them; files/prompts.py is the seam through
which the stock Qt boxes and the VP adjustment are asked)."""
