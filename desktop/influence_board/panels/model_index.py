"""What Qt hands an item model's methods: an index, or a persistent one (a view's)."""

from PySide6.QtCore import QModelIndex, QPersistentModelIndex

Index = QModelIndex | QPersistentModelIndex
