"""Keep the audio libraries' own complaints off the terminal while miniaudio probes them.

On Linux miniaudio tries PulseAudio, then ALSA, then JACK. On a machine without a sound
card, ALSA prints every step of its failed configuration lookup to standard error: some 30
lines per start, which a player at a terminal takes for a crash while the game plays on
silently. The libraries let a program replace that printer, so before the probe the
process installs handlers that drop the messages; the outcome is reported once, in the
game's own words (``app.sound.player``). miniaudio loads the libraries with ``dlopen``,
which hands back the same already loaded copy, so the handlers set here are the ones it
meets. A library that is missing is simply skipped: miniaudio will not find it either.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

# ALSA's error handler is variadic (file, line, function, err, fmt, ...); a callee that
# ignores the trailing arguments is safe in the C calling conventions of Linux targets.
_ALSA_HANDLER = ctypes.CFUNCTYPE(
    None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
)
_JACK_HANDLER = ctypes.CFUNCTYPE(None, ctypes.c_char_p)

_kept: list[Any] = []  # the callbacks must outlive every call into the libraries


def _drop(*_args: object) -> None:
    return None


def silence_backend_messages() -> None:
    """Install the silent handlers (once; Linux only: elsewhere nothing prints)."""
    if _kept or not sys.platform.startswith("linux"):
        return
    alsa_handler = _ALSA_HANDLER(_drop)
    jack_handler = _JACK_HANDLER(_drop)
    _kept.extend((alsa_handler, jack_handler))
    alsa = _load("libasound.so.2")
    if alsa is not None:
        alsa.snd_lib_error_set_handler.argtypes = [_ALSA_HANDLER]
        alsa.snd_lib_error_set_handler(alsa_handler)
    jack = _load("libjack.so.0")
    if jack is not None:
        for name in ("jack_set_error_function", "jack_set_info_function"):
            setter = getattr(jack, name, None)
            if setter is not None:
                setter.argtypes = [_JACK_HANDLER]
                setter(jack_handler)


def _load(soname: str) -> ctypes.CDLL | None:
    try:
        return ctypes.CDLL(soname)
    except OSError:
        return None
