#!/usr/bin/env bash
# Smoke test of the Linux package, run here or in CI (lintian must be installed):
#
#   packaging/smoke_test.sh              # build the .deb, then test it
#   packaging/smoke_test.sh --no-build   # test the .deb already in packaging/dist
#
# Unpacks the .deb into a temporary root with `dpkg -x` (no root rights needed), checks the
# layout, then runs the installed binary offscreen (packaging/smoke_run.py): the bundle must
# see the source tree's themes, catalogs and puzzles, and its `--screenshot` of the home
# screen in Arabic with a non-default theme must match the source tree's pixel for pixel and
# differ from English; then one move played into a PulseAudio null sink must not be silent
# (packaging/smoke_sound.py). SMOKE_KEEP=DIR keeps the screenshots; SMOKE_SOUND=required
# fails when the sound tools are missing instead of skipping that step.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${PYTHON:-}" ]; then
  if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
info() { "$PYTHON" packaging/appinfo.py "$1"; }
APP_ID=$(info app_id)
COMMAND=$(info command)
PACKAGE=$(info package)
DEB=packaging/dist/${PACKAGE}_$(info version)_$(dpkg --print-architecture).deb

if [ "${1:-}" != "--no-build" ]; then
  packaging/linux/build
fi
[ -f "$DEB" ] || { echo "smoke test: $DEB not found (run packaging/linux/build)" >&2; exit 1; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ROOTFS=$TMP/root
dpkg -x "$DEB" "$ROOTFS"

echo "== Debian policy (lintian): no error, and no warning without an override that says why"
# Overridden tags (packaging/linux/lintian-overrides) and informational notes do not fail.
# An override that no longer matches anything (an informational note) would hide a future
# finding's reason: it fails too.
lintian --fail-on error,warning --display-info "$DEB" | tee "$TMP/lintian.txt"
if grep -E 'unused-override|mismatched-override' "$TMP/lintian.txt"; then
  echo "smoke test: packaging/linux/lintian-overrides has an override lintian no longer uses" >&2
  exit 1
fi

echo "== layout"
LINK=$(readlink "$ROOTFS/usr/games/$COMMAND")
[ "$LINK" = "../lib/$PACKAGE/$COMMAND" ] || { echo "smoke test: /usr/games/$COMMAND -> $LINK" >&2; exit 1; }
BIN=$ROOTFS/usr/games/$COMMAND  # started through the command players type
# The system's C++ runtime is left to the system (newer GPU drivers need a newer one than
# the build machine's); the run below proves the game starts with this machine's.
SHIPPED_CXX=$(find "$ROOTFS/usr/lib/$PACKAGE" -name 'libstdc++.so*' -o -name 'libgcc_s.so*')
[ -z "$SHIPPED_CXX" ] || { echo "smoke test: the package ships $SHIPPED_CXX" >&2; exit 1; }
for path in "$BIN" \
  "$ROOTFS/usr/lib/$PACKAGE/_internal/LICENSE" \
  "$ROOTFS/usr/share/doc/$PACKAGE/copyright" \
  "$ROOTFS/usr/share/doc/$PACKAGE/changelog.gz" \
  "$ROOTFS/usr/share/man/man6/$COMMAND.6.gz" \
  "$ROOTFS/usr/share/applications/$APP_ID.desktop" \
  "$ROOTFS/usr/share/metainfo/$APP_ID.metainfo.xml" \
  "$ROOTFS/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg" \
  "$ROOTFS/usr/share/icons/hicolor/16x16/apps/$APP_ID.png" \
  "$ROOTFS/usr/share/icons/hicolor/512x512/apps/$APP_ID.png"; do
  [ -e "$path" ] || { echo "smoke test: missing ${path#"$ROOTFS"}" >&2; exit 1; }
done
dpkg-deb --field "$DEB" Depends Recommends | sed 's/^/   /'
echo "   installed binary: ${BIN#"$ROOTFS"}"

# dpkg -x installs no dependencies: list what this machine lacks (apt installs it from
# Depends; the release workflow checks an `apt install`ed package has nothing missing).
MISSING=$(find "$ROOTFS/usr/lib/$PACKAGE" -name '*.so*' -type f \
  -exec env LD_LIBRARY_PATH="$ROOTFS/usr/lib/$PACKAGE/_internal" ldd {} + 2>/dev/null \
  | awk '/not found/ {print $1}' | sort -u | tr '\n' ' ')
echo "   system libraries this machine lacks (from Depends on install): ${MISSING:-none}"

echo "== run the installed binary offscreen (bundle check, screenshots)"
KEEP=()
[ -n "${SMOKE_KEEP:-}" ] && KEEP=(--keep "$SMOKE_KEEP")
"$PYTHON" packaging/smoke_run.py "$BIN" "${KEEP[@]}"

echo "== play one move of the installed binary into a private null sink (sox: not silent)"
if command -v pulseaudio >/dev/null && command -v parec >/dev/null && command -v sox >/dev/null; then
  "$PYTHON" packaging/smoke_sound.py "$BIN"
elif [ "${SMOKE_SOUND:-}" = required ]; then
  echo "smoke test: SMOKE_SOUND=required but pulseaudio, parec or sox is missing" >&2; exit 1
else
  echo "   skipped: install pulseaudio pulseaudio-utils sox to hear the installed build"
fi
echo "smoke test passed: $DEB"
