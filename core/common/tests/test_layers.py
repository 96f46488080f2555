"""The apps' import layers (ARCHITECTURE.md): each app imports only from the apps below it, and no
module imports another of the shop's modules inside a function (no hidden cycles)."""

import ast
import re
from pathlib import Path

import pytest
from django.conf import settings

CORE = Path(__file__).resolve().parents[2]
ARCHITECTURE = CORE.parent / "ARCHITECTURE.md"


def _layers(text: str) -> dict[str, set[str]]:
    """A "Layers" table: each app and the apps it may import from. Read strictly: a row that is not
    `| app | a, b |`, an app listed twice or an allowance naming an app not in the table is an error,
    not a row silently kept or dropped."""
    table = text.split("## Layers", 1)[1].split("\n## ", 1)[0]
    lines = [line for line in table.splitlines() if line.startswith("|")][2:]  # past the header rows
    below: dict[str, set[str]] = {}
    for line in lines:
        row = re.fullmatch(r"\| ([a-z]+) \|([^|]*)\|", line)
        if row is None:
            raise ValueError(f"not a layer row: {line!r}")
        app, names = row[1], [name.strip() for name in row[2].split(",") if name.strip()]
        if app in below:
            raise ValueError(f"{app} is listed twice")
        if len(set(names)) != len(names):
            raise ValueError(f"{app} lists an app twice")
        below[app] = set(names)
    if unknown := {name for names in below.values() for name in names} - set(below):
        raise ValueError(f"allowances name apps not in the table: {sorted(unknown)}")
    return below


def _cycle(below: dict[str, set[str]]) -> list[str]:
    """One cycle of allowances (a may import b, b may import ... a), or [] when the table is a ladder."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(app: str) -> list[str]:
        state[app] = 1
        path.append(app)
        for name in sorted(below[app]):
            if state.get(name) == 1:
                return path[path.index(name) :] + [name]
            if name not in state and (found := visit(name)):
                return found
        path.pop()
        state[app] = 2
        return []

    for app in sorted(below):
        if app not in state and (found := visit(app)):
            return found
    return []


BELOW = _layers(ARCHITECTURE.read_text())


def test_every_app_is_in_the_table():
    apps = {name.split(".")[1] for name in settings.INSTALLED_APPS if name.startswith("core.")}
    assert apps == set(BELOW)


def _sources(app: str):
    for path in sorted((CORE / app).rglob("*.py")):
        parts = path.relative_to(CORE).parts
        if "tests" not in parts and "migrations" not in parts:
            yield path


def _shop_imports(tree: ast.AST):
    """(imported app, inside a function?) for every `core.<app>` import."""
    functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    nested = {id(n) for f in functions for n in ast.walk(f) if n is not f}
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            parts = name.split(".")
            if parts[0] == "core" and len(parts) > 1 and parts[1] in BELOW:
                yield parts[1], id(node) in nested


@pytest.mark.parametrize("app", list(BELOW))
def test_an_app_imports_only_the_apps_below_it(app):
    wrong = []
    for path in _sources(app):
        for imported, in_function in _shop_imports(ast.parse(path.read_text())):
            if imported != app and imported not in BELOW[app]:
                wrong.append(f"{path.relative_to(CORE)} imports core.{imported}")
            # AppConfig.ready() is where Django wants signal receivers imported (after the models load)
            if in_function and path.name != "apps.py":
                wrong.append(f"{path.relative_to(CORE)} imports core.{imported} inside a function")
    assert wrong == []


def test_the_table_is_a_ladder_without_cycles():
    assert _cycle(BELOW) == []


def test_every_allowance_is_used():
    """An allowance no import uses is a door left open for the next arrow the wrong way."""
    unused = []
    for app, names in BELOW.items():
        trees = [ast.parse(path.read_text()) for path in _sources(app)]
        used = {imported for tree in trees for imported, _ in _shop_imports(tree)}
        unused += [f"{app} may import {name}, and does not" for name in sorted(names - used)]
    assert unused == []


@pytest.mark.parametrize(
    ("table", "error"),
    [
        ("| app | may import |\n|---|---|\n| a | |\n| a | |\n", "a is listed twice"),
        ("| app | may import |\n|---|---|\n| a | b |\n", "not in the table"),
        ("| app | may import |\n|---|---|\n| a | |\n| B | a |\n", "not a layer row"),
        ("| app | may import |\n|---|---|\n| a | b, b |\n| b | |\n", "lists an app twice"),
    ],
)
def test_a_table_with_a_bad_row_is_refused(table, error):
    with pytest.raises(ValueError, match=error):
        _layers("## Layers\n\n" + table)


def test_a_cycle_is_found():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) == []
