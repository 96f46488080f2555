"""The apps' import layers (ARCHITECTURE.md): each app imports only from the apps below it, and no
module imports another of the shop's modules inside a function (no hidden cycles)."""

import ast
import re
from pathlib import Path

import pytest
from django.conf import settings

CORE = Path(__file__).resolve().parents[2]
ARCHITECTURE = CORE.parent / "ARCHITECTURE.md"


def _layers() -> dict[str, set[str]]:
    """ARCHITECTURE.md's "Layers" table: each app and the apps it may import from."""
    text = ARCHITECTURE.read_text().split("## Layers", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| ([a-z]+) \|([^|]*)\|$", text, flags=re.M)
    return {
        app: {name.strip() for name in below.split(",") if name.strip()}
        for app, below in rows
        if app != "app"
    }


BELOW = _layers()


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
