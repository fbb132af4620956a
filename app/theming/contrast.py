"""Colour checks for themes: WCAG contrast ratio and CIEDE2000 colour difference.

Thresholds (documented in ``themes/README.md``, enforced by ``tests/themes``):

* A stone must stand out from its bowl by a WCAG 2.x contrast ratio of at least
  ``MIN_STONE_CONTRAST`` (3:1, the WCAG 2.1 SC 1.4.11 "non-text contrast" level for
  graphical objects). As in SC 1.4.11, either the stone's fill or its outline/edge may
  provide the contrast: yellow and purple cannot both contrast 3:1 with one bowl fill, so
  stones carry a dark rim on light bowls and a light rim on dark ones.
* A blocker, which has no colour of its own, must stand out from the bowl by lightness:
  the median of its drawn pixels contrasts at least ``MIN_ITEM_CONTRAST`` (4.5:1) with the
  bowl. A thin light rim round a dark body on a dark bowl passes the rule above and still
  reads as a hole in the bowl; a grey blocker at 3.1:1 on a textured bowl (Garden's soil)
  was hard to make out in play, so a blocker needs the stronger level.
* The five normal colours must differ pairwise by at least ``MIN_COLOUR_DISTANCE``
  CIEDE2000 units (a difference of ~2 is just noticeable; 20 means clearly different
  colour names), and keep their hue family (R1.6: red stays red).
* Seen through simulated protanopia, deuteranopia and tritanopia they must still differ
  by ``MIN_CVD_DISTANCE`` (8) units.
"""

from __future__ import annotations

import math
from typing import Final

from PySide6.QtGui import QColor

MIN_STONE_CONTRAST: Final = 3.0
MIN_ITEM_CONTRAST: Final = 4.5
MIN_COLOUR_DISTANCE: Final = 20.0
MIN_CVD_DISTANCE: Final = 8.0

# Machado, Oliveira & Fernandes (2009) matrices for full dichromacy (severity 1.0), applied
# to linear RGB. The symbols (R1.6) are the real answer to colour blindness; these keep the
# colours themselves apart as far as the hues allow, by spreading their lightness.
CVD_MATRICES: Final = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}

# Hue families (degrees, HSV hue) that keep each colour's identity (R1.6).
HUE_FAMILIES: Final = {
    "R": (335.0, 15.0),
    "Y": (38.0, 62.0),
    "G": (85.0, 165.0),
    "B": (195.0, 240.0),
    "P": (255.0, 310.0),
}


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def relative_luminance(colour: QColor) -> float:
    """WCAG 2.x relative luminance of an opaque colour, 0 (black) to 1 (white)."""
    r, g, b = (_linear(v) for v in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2.x contrast ratio, 1 (same luminance) to 21 (black on white)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def to_lab(colour: QColor) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_linear(v) for v in (colour.redF(), colour.greenF(), colour.blueF()))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(c1: QColor, c2: QColor) -> float:
    """CIEDE2000 colour difference of two sRGB colours."""
    return ciede2000_lab(to_lab(c1), to_lab(c2))


def ciede2000_lab(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), kL = kC = kH = 1."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar**7 / (cbar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dlp = l2 - l1
    dcp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    elif h2p - h1p > 180:
        dhp = h2p - h1p - 360
    else:
        dhp = h2p - h1p + 360
    dhp_big = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lbarp = (l1 + l2) / 2
    cbarp = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hbarp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbarp = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hbarp = (h1p + h2p + 360) / 2
    else:
        hbarp = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hbarp - 30))
        + 0.24 * math.cos(math.radians(2 * hbarp))
        + 0.32 * math.cos(math.radians(3 * hbarp + 6))
        - 0.20 * math.cos(math.radians(4 * hbarp - 63))
    )
    dtheta = 30 * math.exp(-(((hbarp - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbarp**7 / (cbarp**7 + 25**7))
    sl = 1 + 0.015 * (lbarp - 50) ** 2 / math.sqrt(20 + (lbarp - 50) ** 2)
    sc = 1 + 0.045 * cbarp
    sh = 1 + 0.015 * cbarp * t
    rt = -math.sin(math.radians(2 * dtheta)) * rc
    return math.sqrt(
        (dlp / sl) ** 2 + (dcp / sc) ** 2 + (dhp_big / sh) ** 2 + rt * (dcp / sc) * (dhp_big / sh)
    )


def simulate_cvd(colour: QColor, kind: str) -> QColor:
    """``colour`` as a person with full ``kind`` dichromacy sees it (``CVD_MATRICES``)."""
    matrix = CVD_MATRICES[kind]
    lin = [_linear(v) for v in (colour.redF(), colour.greenF(), colour.blueF())]
    out = [min(1.0, max(0.0, sum(row[j] * lin[j] for j in range(3)))) for row in matrix]
    encoded = [12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055 for v in out]
    return QColor.fromRgbF(*encoded)


def in_hue_family(colour_letter: str, colour: QColor) -> bool:
    """Whether ``colour`` keeps the hue of the normal colour ``colour_letter`` (R1.6)."""
    lo, hi = HUE_FAMILIES[colour_letter]
    hue = colour.hsvHueF() * 360
    if colour.hsvSaturationF() < 0.25:
        return False
    return lo <= hue <= hi if lo <= hi else hue >= lo or hue <= hi
