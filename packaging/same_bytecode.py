"""Rewrite the frozen app's ``base_library.zip`` so that two builds of one tree are equal.

    python packaging/same_bytecode.py packaging/dist/twelve-bowls/_internal/base_library.zip

PyInstaller compiles the standard library's start-up modules into ``base_library.zip`` in
its own busy process, where whether a string constant is interned depends on what else the
process holds: two builds of the same tree differ by a marshal type byte here and there
(an interned ``Z`` against a plain ``z``), and so does the .deb. Here every string in each
module's code is interned, and the modules are marshalled again, in a fresh process, one
after the other in the archive's order: the same input modules give the same bytes. The
code is the same code (the strings only become shared objects); the .pyc headers, names,
order, times and modes of the entries are kept.
"""

from __future__ import annotations

import marshal
import sys
import zipfile
from pathlib import Path
from types import CodeType

PYC_HEADER = 16  # magic, flags, and the source's time and size (or hash): kept as they are


def _interned(value: object) -> object:
    if type(value) is str:
        return sys.intern(value)
    if type(value) is tuple:
        return tuple(_interned(item) for item in value)
    if type(value) is frozenset:
        return frozenset(_interned(item) for item in value)
    if isinstance(value, CodeType):
        return _code(value)
    return value


def _code(code: CodeType) -> CodeType:
    """``code`` with every string it holds interned, its nested code objects too."""
    return code.replace(
        co_consts=tuple(_interned(const) for const in code.co_consts),
        co_names=tuple(sys.intern(name) for name in code.co_names),
        co_varnames=tuple(sys.intern(name) for name in code.co_varnames),
        co_freevars=tuple(sys.intern(name) for name in code.co_freevars),
        co_cellvars=tuple(sys.intern(name) for name in code.co_cellvars),
        co_filename=sys.intern(code.co_filename),
        co_name=sys.intern(code.co_name),
        co_qualname=sys.intern(code.co_qualname),
    )


def same_pyc(data: bytes) -> bytes:
    """A .pyc's bytes with its code marshalled again, every string interned."""
    code = marshal.loads(data[PYC_HEADER:])
    if not isinstance(code, CodeType):
        raise ValueError("not a compiled module")
    return data[:PYC_HEADER] + marshal.dumps(_code(code))


def rewrite(archive: Path) -> int:
    """Rewrite the .pyc entries of ``archive`` in place; returns how many there were."""
    with zipfile.ZipFile(archive) as source:
        entries = [(info, source.read(info)) for info in source.infolist()]
    count = 0
    partial = archive.with_name(archive.name + ".part")
    with zipfile.ZipFile(partial, "w") as target:
        for info, data in entries:
            if info.filename.endswith(".pyc"):
                data = same_pyc(data)
                count += 1
            target.writestr(info, data, compress_type=info.compress_type)
    partial.replace(archive)
    return count


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: same_bytecode.py BASE_LIBRARY_ZIP", file=sys.stderr)
        return 2
    try:
        count = rewrite(Path(argv[0]))
    except (OSError, ValueError, zipfile.BadZipFile, EOFError) as error:
        print(f"same_bytecode: {argv[0]}: {error}", file=sys.stderr)
        return 1
    print(f"same_bytecode: {count} modules marshalled again in {argv[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
