"""Package marker so themes ships as package data."""
