"""No import circles among the game's own modules (app, engine, themes, translations).

Every import counts, at the top of a module or inside a function: an import placed in a
function to be read later is for start-up time only, never to hide a circle. Only imports
under ``if TYPE_CHECKING:`` are exempt (they never run). A circle makes the order of
start-up matter and a half-initialised module reachable; this test names each one.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "twelve_bowls"
PARTS = ("app", "engine", "themes", "translations", "puzzles")


def module_files() -> dict[str, Path]:
    """Every module of the installed package by its dotted name."""
    found: dict[str, Path] = {}
    for part in PARTS:
        for path in sorted((ROOT / part).rglob("*.py")):
            relative = path.relative_to(ROOT).with_suffix("")
            names = list(relative.parts)
            if names[-1] == "__init__":
                names.pop()
            found[".".join([PACKAGE, *names])] = path
    return found


def _exempt_nodes(tree: ast.Module) -> set[int]:
    exempt: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            exempt.update(id(child) for stmt in node.body for child in ast.walk(stmt))
    return exempt


def imports_of(name: str, path: Path, modules: set[str]) -> Iterator[str]:
    """The package's modules that ``name`` imports when it runs, wherever the import is."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    exempt = _exempt_nodes(tree)
    is_package = path.name == "__init__.py"
    for node in ast.walk(tree):
        if id(node) in exempt:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in modules:
                    yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")
                base = base[: len(base) - node.level + (1 if is_package else 0)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                if submodule in modules:
                    yield submodule
                elif source in modules:
                    yield source


def import_graph() -> dict[str, set[str]]:
    files = module_files()
    names = set(files)
    return {
        name: {target for target in imports_of(name, path, names) if target != name}
        for name, path in files.items()
    }


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_the_graph_sees_function_local_imports() -> None:
    graph = import_graph()
    assert len(graph) > 150
    # app.main.main imports the --play and --screenshot runs inside the function.
    assert "twelve_bowls.app.play" in graph["twelve_bowls.app.main"]


def test_a_circle_is_found() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]


def test_the_game_has_no_import_circle() -> None:
    assert circles(import_graph()) == []
