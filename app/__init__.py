"""Twelve Bowls desktop application (PySide6)."""
