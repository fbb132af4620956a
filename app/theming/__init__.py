"""Theme API, plugin registry and the colour symbols (R1.6, R9.5)."""
