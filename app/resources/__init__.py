"""Files the app loads at run time (the window icon)."""
