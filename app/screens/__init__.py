"""Full-window screens shown by the main window's stack (home, puzzle picker, records, ...)."""
