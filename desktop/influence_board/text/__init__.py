"""The words the rules and the command line speak with, in pure Python (no Qt): the
language and its catalogue (language.py), counted and listed words (wording.py), and text
from a file made safe to print (escaping.py)."""
