"""The apps' import layers (ARCHITECTURE.md): each app imports only from the apps below it, and no
module imports another of the shop's modules inside a function (no hidden cycles)."""

import ast
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[2]
# each app, and the apps it may import from
BELOW = {
    "common": set(),
    "accounts": {"common"},
    "catalogue": {"common"},
    "content": {"common", "accounts"},
    "reorders": {"common"},
    "orders": {"common", "accounts", "catalogue", "content", "reorders"},
    "pincodes": {"common", "accounts", "catalogue", "orders"},
    "tracking": {"common", "accounts", "orders", "invoices"},
    "invoices": {"common", "accounts", "catalogue", "content", "orders"},
    "fulfilment": {"common", "accounts", "catalogue", "content", "orders", "invoices"},
    "office": {"common", "accounts", "catalogue", "content", "orders", "invoices", "fulfilment"},
    # the work done off the request: the queue's glue, then what runs on it
    "jobs": {"common"},
    "notifications": {
        "common",
        "accounts",
        "catalogue",
        "content",
        "orders",
        "jobs",
        "invoices",
        "fulfilment",
    },
    "exports": {"common", "accounts", "catalogue", "content", "orders", "jobs", "invoices", "fulfilment"},
    # the Django admin's order desk, put together from the parts of the apps that own them
    "desk": {"common", "orders", "invoices", "exports"},
}


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
