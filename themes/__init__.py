"""The theme plugin API (``api``) and the built-in themes, one data pack per folder
(``<id>/theme.json`` and its SVG pictures, see README.md)."""
