"""Package marker so puzzles ships as package data."""
