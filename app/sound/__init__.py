"""Sound effects: cues from the event log, the default set, the output device."""
