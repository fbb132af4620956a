"""Package marker so translations ships as package data."""
