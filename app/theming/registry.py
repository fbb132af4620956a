"""Theme discovery: themes are data packs, found as folders or by entry point, and cached.

Themes come from three places, loaded in this order:

1. the built-in packs: every folder of ``twelve_bowls.themes`` holding a ``theme.json``
   (``themes/<id>/``; the folders are the one list of built-in themes);
2. the ``twelve_bowls.themes`` entry-point group: an entry point names a ``Theme``
   subclass (a code theme, ``chalk = "chalk_theme:ChalkTheme"``) or a package whose folder
   holds a ``theme.json`` (a data theme, ``chalk = "chalk_theme"``);
3. the ``themes`` folder of the player's data folder (``app.paths.data_dir()``): each
   folder dropped there is a pack.

Discovery is cached; a theme that fails to load (a pack refused by ``app.theming.packs``,
a plugin that fails to import, is not a theme, breaks the contract) or repeats an id
already taken is skipped with a logged reason and listed by ``unavailable()`` so the
gallery can show it. The game never crashes because of a theme: every theme handed out is
wrapped by ``app.theming.guard``, which disables one that fails later, anywhere.
"""

from __future__ import annotations

import functools
import importlib
import logging
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP
from twelve_bowls.app.theming.base import (
    ALL_KEYS,
    ChromePalette,
    Theme,
    ThemeContractError,
    check_theme,
)
from twelve_bowls.app.theming.guard import guarded, theme_guard
from twelve_bowls.app.theming.pack_json import Refusal
from twelve_bowls.app.theming.packs import MANIFEST, DataTheme, PackError, load_pack

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

if TYPE_CHECKING:
    # importlib.metadata (and the email package it reads metadata with) is imported when
    # the whole set is first needed, not at start.
    from importlib.metadata import EntryPoint

ENTRY_POINT_GROUP = "twelve_bowls.themes"
OWN_DISTRIBUTION = "twelve-bowls"
FALLBACK_THEME_ID = "simple"
USER_THEMES_FOLDER = "themes"  # in the data folder: packs a player dropped there
MAX_USER_PACKS = 100  # folders looked at there, by name: a huge folder never stalls start


def builtin_packs_folder() -> Path:
    """The folder of the built-in packs (``themes/`` in the repository). A plain path, as
    the package is always files on disk (the wheel, the editable install and the bundle,
    whose spec collects the packs beside the package): importlib.resources would cost
    start-up about 15 ms of imports."""
    import twelve_bowls.themes

    return Path(twelve_bowls.themes.__file__).parent


def builtin_pack_ids(folder: Traversable | None = None) -> list[str]:
    """The built-in themes: the folders holding a ``theme.json``, by name. Each folder is
    named after its theme's id (a test checks this), so start-up finds the active one
    without reading the others."""
    root = builtin_packs_folder() if folder is None else folder
    return sorted(
        entry.name for entry in root.iterdir() if entry.is_dir() and (entry / MANIFEST).is_file()
    )


def user_packs_folder() -> Path:
    from twelve_bowls.app.paths import data_dir

    return data_dir() / USER_THEMES_FOLDER


log = logging.getLogger(__name__)


class ThemeSource(NamedTuple):
    """Where a loaded theme came from (a NamedTuple: a frozen dataclass costs start-up a
    millisecond to make)."""

    entry_point: str
    value: str
    distribution: str | None


def _distribution(point: EntryPoint) -> str | None:
    dist = getattr(point, "dist", None)
    return None if dist is None else _distribution_name(dist)


@functools.cache
def _distribution_name(dist: object) -> str:
    # Reading the name parses the distribution's METADATA: once per distribution is enough.
    return str(dist.metadata["Name"])  # type: ignore[attr-defined]


def _smoke_paint(theme: Theme) -> None:
    """Paint every key once, small: a theme that raises here would raise in a paint event."""
    image = QImage(24, 24, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    try:
        theme.paint_background(painter, QRectF(0, 0, 24, 24))
        for key in ALL_KEYS:
            theme.paint(painter, key, QRectF(2, 2, 20, 20))
    finally:
        painter.end()


class _BlankTheme(Theme):
    """What the board draws with when even the built-in Simple pack cannot be read (a
    damaged installation): the fallback palette and nothing else, never a crash."""

    id = FALLBACK_THEME_ID
    order = 0
    name = "Simple"
    author = ""
    licence = "MIT"

    def palette(self) -> ChromePalette:
        from twelve_bowls.app.style import FALLBACK_PALETTE

        return FALLBACK_PALETTE

    def paint_background(self, painter: QPainter, rect: QRectF) -> None:
        pass

    def paint(self, painter: QPainter, key: str, rect: QRectF) -> None:
        pass


def _pack_of_module(module: ModuleType, value: str) -> type[Theme]:
    """A data theme named by entry point: the package's folder holds its ``theme.json``."""
    from importlib.resources import files

    folder = files(module)
    if not (folder / MANIFEST).is_file():
        raise ThemeContractError(
            f"{value} is neither a Theme subclass nor a package holding {MANIFEST}"
        )
    return load_pack(folder)


class ThemeRegistry:
    """The themes found among the built-in packs, the given entry points and the player's
    folder, each loaded once, when first needed.

    Start-up asks only for the active theme: ``get`` of a built-in id loads just
    that built-in. Anything that needs the whole set (``themes``, ``ids``, ``has``,
    ``source``, ``unavailable``, or ``get`` of an id that is not a built-in's) loads every
    theme, in the same order and with the same checks as if all were loaded at once.
    """

    def __init__(
        self,
        points: Iterable[EntryPoint] | Callable[[], Iterable[EntryPoint]],
        builtins: Mapping[str, str] | None = None,
        *,
        packs: Traversable | Path | None = None,
        user_folder: Path | None = None,
    ) -> None:
        """``points`` may be a function that finds them, called when first needed;
        ``builtins`` (name -> ``module:Class`` of code themes loaded as built-ins) lets
        ``get`` load one before that; ``packs``: the folder of the built-in packs (the
        package's own by default); ``user_folder``: where a player drops packs (none by
        default: ``theme_registry`` and ``discover`` pass the data folder's)."""
        self._themes: dict[str, Theme] = {}
        self._sources: dict[str, ThemeSource] = {}
        self._unavailable: list[tuple[str, str]] = []
        self._points = points
        self._builtins = dict(builtins or {})
        self._packs = builtin_packs_folder() if packs is None else packs
        self._user_folder = user_folder
        self._packs_loaded: set[str] = set()
        self._preloaded: set[tuple[str, str]] = set()
        self._found: list[EntryPoint] | None = None
        self._loaded_all = False
        self._fallback: Theme | None = None
        self._untested: list[str] = []  # built-ins loaded at start, not test-painted yet
        if not callable(points):
            self._discover()

    @property
    def _pending(self) -> list[EntryPoint]:
        return self._discover()

    def _discover(self) -> list[EntryPoint]:
        if self._found is not None:
            return self._found
        points = self._points() if callable(self._points) else self._points
        self._found = []
        seen: set[tuple[str, str]] = set(self._preloaded)
        # This package's own first, so a plugin can never take a built-in's id; then by name.
        for point in sorted(points, key=lambda p: (_distribution(p) != OWN_DISTRIBUTION, p.name)):
            # The same distribution visible twice on sys.path yields identical entry points;
            # a built-in loaded before discovery is not loaded again.
            if (point.name, point.value) in seen:
                continue
            seen.add((point.name, point.value))
            self._found.append(point)
        return self._found

    def _load_all(self) -> None:
        self.test_paint_started()
        if self._loaded_all:
            return
        self._loaded_all = True
        for name in self._builtin_pack_names():
            self._load_builtin_pack(name, test_paint=True)
        pending, self._found = self._discover(), []
        for point in pending:
            self._load(point)
        self._load_user_packs()
        if FALLBACK_THEME_ID not in self._themes:
            self._load_builtin_fallback()

    def _builtin_pack_names(self) -> list[str]:
        try:
            return builtin_pack_ids(self._packs)
        except OSError as error:
            log.warning("the built-in themes cannot be listed: %s", error)
            return []

    def _load_builtin_pack(self, name: str, *, test_paint: bool) -> None:
        if name in self._packs_loaded:
            return
        self._packs_loaded.add(name)
        folder = self._packs / name
        # Before the first frame (no test paint yet) the manifest's pydantic check waits
        # for test_paint_started too: importing pydantic costs start-up about 40 ms.
        self._load_from(
            name,
            str(folder),
            lambda: load_pack(folder, validate=test_paint, trusted=True),
            OWN_DISTRIBUTION,
            test_paint=test_paint,
        )

    def _load_user_packs(self) -> None:
        """The packs a player dropped into the data folder's ``themes`` folder."""
        folder = self._user_folder
        if folder is None:
            return
        try:
            if not folder.exists() and not folder.is_symlink():
                return
            if not folder.is_dir():
                raise NotADirectoryError(20, "it is not a folder")
            entries = sorted(entry for entry in folder.iterdir() if entry.is_dir())
        except OSError as error:
            # Said once, in the gallery's list of what could not be loaded: the player's
            # packs are all missing, and a log line alone left them wondering why.
            log.warning("the themes folder %s cannot be read: %s", folder, error)
            reason = error.strerror or str(error)
            self._unavailable.append(
                (
                    folder.name,
                    Refusal(
                        QT_TRANSLATE_NOOP("ThemePacks", "The folder %1 cannot be read (%2)."),
                        str(folder),
                        reason,
                    ),
                )
            )
            return
        for entry in entries[:MAX_USER_PACKS]:
            self._load_from(entry.name, str(entry), functools.partial(load_pack, entry), None)

    def _load_builtin(self, theme_id: str) -> bool:
        """Load only the built-in entry point named ``theme_id``; whether it gave that id.

        Built-ins come first in load order and each built-in's entry point is named after
        its theme id (a test checks this), so loading it alone gives what loading all would.
        """
        for index, point in enumerate(self._pending):
            if point.name == theme_id and _distribution(point) == OWN_DISTRIBUTION:
                del self._pending[index]
                self._load(point)
                return theme_id in self._themes
        return False

    def _load_known_builtin(self, theme_id: str) -> bool:
        """Load the built-in ``theme_id`` (its pack, or its code theme from ``builtins``)
        without reading any entry point or any other theme."""
        if theme_id and theme_id not in self._packs_loaded and _safe_name(theme_id):
            try:
                is_pack = (self._packs / theme_id / MANIFEST).is_file()
            except OSError:
                is_pack = False
            if is_pack:
                self._load_builtin_pack(theme_id, test_paint=False)
                if theme_id in self._themes:
                    self._untested.append(theme_id)
                return theme_id in self._themes
        value = self._builtins.get(theme_id)
        if value is None or self._found is not None:
            return False
        self._preloaded.add((theme_id, value))
        module, _, attribute = value.partition(":")
        self._load_from(
            theme_id,
            value,
            lambda: getattr(importlib.import_module(module), attribute),
            OWN_DISTRIBUTION,
            test_paint=False,
        )
        if theme_id in self._themes:
            self._untested.append(theme_id)
        return theme_id in self._themes

    def test_paint_started(self) -> None:
        """Test-paint the built-ins that start-up loaded without it (painting
        every key costs 8-19 ms before the first frame; the app calls this right after it).
        They are guarded already, so one that fails now is turned off for the session like
        any theme that fails in use: the player is told and Simple takes over."""
        untested, self._untested = self._untested, []
        for theme_id in untested:
            theme = self._themes[theme_id]
            inner = getattr(theme, "inner", theme)
            if isinstance(inner, DataTheme):
                try:
                    inner.validate()
                    inner.parse_pictures()  # those the first frame did not draw
                except PackError as error:
                    theme_guard().disable(theme_id, error.refusal)
                    continue
            _smoke_paint(theme)

    def _load(self, point: EntryPoint) -> None:
        self._load_from(point.name, point.value, point.load, _distribution(point))

    def _load_from(
        self,
        name: str,
        value: str,
        load: Callable[[], object],
        distribution: str | None,
        *,
        test_paint: bool = True,
    ) -> None:
        try:
            loaded = load()
            if isinstance(loaded, ModuleType):
                loaded = _pack_of_module(loaded, value)
            if not (isinstance(loaded, type) and issubclass(loaded, Theme)):
                raise ThemeContractError(f"{value} is not a Theme subclass")
            theme = loaded()
            check_theme(theme)
            if test_paint:
                _smoke_paint(theme)
        except BaseException as error:  # a plugin may fail in any way, SystemExit included
            # A refused pack says what is wrong in a sentence of its own.
            reason: str = (
                error.refusal
                if isinstance(error, PackError)
                else f"{type(error).__name__}: {error}"
            )
            log.warning("theme %r skipped: %s", name, reason)
            self._unavailable.append((name, reason))
            return
        if theme.id in self._themes:
            reason = Refusal(
                QT_TRANSLATE_NOOP("ThemePacks", "The theme id %1 is already taken by %2."),
                repr(theme.id),
                self._sources[theme.id].value,
                english=(
                    f"duplicate theme id {theme.id!r} "
                    f"(already from {self._sources[theme.id].value})"
                ),
            )
            log.warning("theme %r skipped: %s", name, reason)
            self._unavailable.append((name, reason))
            return
        self._themes[theme.id] = self._guarded(theme)
        self._sources[theme.id] = ThemeSource(name, value, distribution)

    def _guarded(self, theme: Theme) -> Theme:
        """Every call into a theme is guarded; a failing one is answered by
        Simple (a plain instance of the built-in, so it is never the theme that failed)."""
        if theme.id == FALLBACK_THEME_ID:
            return guarded(theme, lambda: None)
        return guarded(theme, self._plain_simple)

    def _plain_simple(self) -> Theme:
        if self._fallback is None:
            self._fallback = _simple_pack()
        return self._fallback

    def _load_builtin_fallback(self) -> None:
        """Keep the game drawable when the built-in packs are not where they should be."""
        log.warning("theme %r not found among the built-ins; using the package's copy", "simple")
        theme = _simple_pack()
        self._themes[theme.id] = self._guarded(theme)
        self._sources[theme.id] = ThemeSource(
            FALLBACK_THEME_ID, str(builtin_packs_folder() / FALLBACK_THEME_ID), None
        )

    def themes(self) -> list[Theme]:
        """Available themes in R9.5 order (then third-party ones by order and id); a theme
        that failed this session is left out (it is listed by ``unavailable``)."""
        self._load_all()
        working = [t for t in self._themes.values() if not theme_guard().is_disabled(t.id)]
        return sorted(working, key=lambda t: (t.order, t.id))

    def ids(self) -> list[str]:
        return [t.id for t in self.themes()]

    def get(self, theme_id: str | None) -> Theme:
        """The theme with this id, or Simple when it is unknown or unavailable."""
        wanted = theme_id or ""
        if (
            wanted not in self._themes
            and not self._loaded_all
            and not self._load_known_builtin(wanted)
            and not self._load_builtin(wanted)
        ):
            # A plugin's id, an unknown one or a broken built-in: settle it with the full set.
            self._load_all()
        theme = self._themes.get(wanted)
        if theme is not None and theme_guard().is_disabled(wanted):
            theme = None  # it failed this session
        if theme is None and FALLBACK_THEME_ID not in self._themes:
            self._load_all()
        # Without the theme, everything has been loaded, so the fallback is there.
        return theme if theme is not None else self._themes[FALLBACK_THEME_ID]

    def loaded(self) -> dict[str, Theme]:
        """The themes loaded so far, by id, failed ones included (no loading here)."""
        return dict(self._themes)

    def has(self, theme_id: str) -> bool:
        self._load_all()
        return theme_id in self._themes and not theme_guard().is_disabled(theme_id)

    def source(self, theme_id: str) -> ThemeSource | None:
        self._load_all()
        return self._sources.get(theme_id)

    def unavailable(self) -> list[tuple[str, str]]:
        """(entry point or folder name, reason) of each theme that was skipped."""
        self._load_all()
        failed = [(t, why) for t, why in theme_guard().reasons().items() if t in self._themes]
        return list(self._unavailable) + failed


def _safe_name(name: str) -> bool:
    """A theme id that can only name a folder inside the packs folder."""
    return all(c.isascii() and (c.isalnum() or c in "-_") for c in name)


def _simple_pack() -> Theme:
    """A fresh instance of the built-in Simple, or a blank theme if it cannot be read."""
    try:
        theme = load_pack(builtin_packs_folder() / FALLBACK_THEME_ID, trusted=True)()
        check_theme(theme)
    except Exception as error:
        log.error("the built-in theme %r cannot be loaded: %s", FALLBACK_THEME_ID, error)
        return _BlankTheme()
    return theme


def _entry_points(group: str) -> Iterable[EntryPoint]:
    from importlib.metadata import entry_points

    return entry_points(group=group)


def discover(group: str = ENTRY_POINT_GROUP) -> ThemeRegistry:
    """A fresh registry from the built-in packs, the installed entry points and the
    player's themes folder (uncached; tests use this)."""
    return ThemeRegistry(_entry_points(group), user_folder=user_packs_folder())


@functools.cache
def theme_registry() -> ThemeRegistry:
    """The application's registry, discovered once per process, when first needed: the
    active built-in theme is loaded at start without reading any entry point."""
    return ThemeRegistry(lambda: _entry_points(ENTRY_POINT_GROUP), user_folder=user_packs_folder())
