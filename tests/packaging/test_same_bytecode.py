"""Two builds marshal the same module the same way once packaging/same_bytecode.py has run:
a string interned in one build's process and not in the other's no longer changes a byte."""

from __future__ import annotations

import importlib.util
import marshal
import sys
import zipfile
from pathlib import Path
from types import CodeType, ModuleType

from tests.packaging.helpers import load

same_bytecode = load("same_bytecode")

SOURCE = "GREETING = 'twelve bowls, one ring'\ndef shout():\n    return GREETING.upper()\n"


def pyc(interned: bool) -> bytes:
    code = compile(SOURCE, "greeting.py", "exec")
    text = "twelve bowls, one ring"
    const = sys.intern(text) if interned else "".join(text)  # a fresh, plain copy
    code = code.replace(co_consts=tuple(const if c == text else c for c in code.co_consts))
    return importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(code)


def run(data: bytes) -> str:
    module = ModuleType("greeting")
    code = marshal.loads(data[16:])
    assert isinstance(code, CodeType)
    exec(code, module.__dict__)
    return str(module.shout())


def test_an_interned_and_a_plain_string_marshal_differently_before() -> None:
    assert pyc(interned=True) != pyc(interned=False)


def test_after_the_rewrite_both_builds_give_the_same_bytes_and_the_same_code() -> None:
    one, other = same_bytecode.same_pyc(pyc(True)), same_bytecode.same_pyc(pyc(False))
    assert one == other
    assert one[:16] == pyc(True)[:16]  # the header is kept
    assert run(one) == run(pyc(False)) == "TWELVE BOWLS, ONE RING"


def test_the_archive_keeps_its_entries_names_order_and_times(tmp_path: Path) -> None:
    archive = tmp_path / "base_library.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for name, data in (("b.pyc", pyc(False)), ("a.pyc", pyc(True)), ("notes.txt", b"x")):
            out.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), data)
    assert same_bytecode.rewrite(archive) == 2
    with zipfile.ZipFile(archive) as result:
        assert [i.filename for i in result.infolist()] == ["b.pyc", "a.pyc", "notes.txt"]
        assert {i.date_time for i in result.infolist()} == {(1980, 1, 1, 0, 0, 0)}
        assert result.read("a.pyc") == result.read("b.pyc")
        assert result.read("notes.txt") == b"x"
