"""Check a screenshot made by a build: the right size, a real picture, and the same pixels as
the same screenshot made from the source tree.

    python packaging/check_screenshot.py SHOT.png --size 1280x720 [--same-as REF.png]
        [--differs-from OTHER.png]

``--same-as`` proves the build carries what the source tree draws with (fonts aside, which
both take from the same machine); ``--differs-from`` proves e.g. that Arabic is not English.
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage

#: A rendered screen has text, stones and bowls: far more colours than an empty window.
MIN_COLOURS = 64
#: Share of pixels allowed to differ from the reference (text antialiasing may vary by one
#: shade when a glyph cache warms up differently); a missing theme or catalog changes far more.
MAX_DIFFERENT = 0.01


def load(path: str) -> QImage:
    image = QImage(path)
    if image.isNull():
        raise SystemExit(f"check_screenshot: {path} is not a readable PNG")
    return image.convertToFormat(QImage.Format.Format_RGB32)


def colours(image: QImage) -> int:
    found: set[int] = set()
    step = max(1, image.width() // 320)
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            found.add(image.pixel(x, y))
    return len(found)


def different_share(a: QImage, b: QImage) -> float:
    if a.size() != b.size():
        return 1.0
    raw_a, raw_b = bytes(a.constBits()), bytes(b.constBits())
    pixels = a.width() * a.height()
    differing = sum(1 for i in range(0, len(raw_a), 4) if raw_a[i : i + 4] != raw_b[i : i + 4])
    return differing / pixels


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("shot")
    parser.add_argument("--size", required=True, help="WxH the screenshot must have")
    parser.add_argument("--same-as", help="reference screenshot from the source tree")
    parser.add_argument("--differs-from", help="a screenshot this one must not equal")
    args = parser.parse_args(argv)

    shot = load(args.shot)
    problems: list[str] = []
    width, height = (int(n) for n in args.size.lower().split("x"))
    if (shot.width(), shot.height()) != (width, height):
        problems.append(f"size {shot.width()}x{shot.height()}, expected {width}x{height}")
    count = colours(shot)
    if count < MIN_COLOURS:
        problems.append(f"only {count} colours: the screen looks empty")
    report = [f"{shot.width()}x{shot.height()}", f"{count} colours"]
    if args.same_as:
        share = different_share(shot, load(args.same_as))
        report.append(f"{share:.4%} pixels differ from the source tree's")
        if share > MAX_DIFFERENT:
            problems.append(f"{share:.2%} of pixels differ from {args.same_as}")
    if args.differs_from:
        share = different_share(shot, load(args.differs_from))
        report.append(f"{share:.2%} pixels differ from {os.path.basename(args.differs_from)}")
        if share == 0.0:
            problems.append(f"identical to {args.differs_from}")
    for problem in problems:
        print(f"check_screenshot: {args.shot}: {problem}", file=sys.stderr)
    if not problems:
        print(f"check_screenshot: {args.shot}: ok ({', '.join(report)})")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
