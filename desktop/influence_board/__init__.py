"""Influence Board: see and edit the Influence slots of a World Order-style board."""

__version__ = "0.1.0"
