"""Every back-office router is mounted from its app's office module through core/office/api.py's lists;
core/api.py mounts the office once and no app's office router itself."""

import ast
import importlib
from pathlib import Path

from core.api import api
from core.office import api as office_api

CORE = Path(__file__).resolve().parents[2]
LISTED = set(office_api.OFFICE_ROUTERS) | set(office_api.OWN_TAG_ROUTERS)


def test_core_api_mounts_the_office_once():
    tree = ast.parse((CORE / "api.py").read_text())
    mounts = [
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and getattr(node.func, "attr", "") == "add_router"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    ]
    assert mounts.count("/office/") == 1
    assert "office" not in {name.rsplit(".", 2)[-2] for name in _dotted_strings(tree)}


def _dotted_strings(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("core."):
            yield node.value


def test_every_office_module_is_listed_once():
    modules = []
    for path in sorted(CORE.rglob("*.py")):
        office = path.name.startswith("office") or "office" in path.parts[len(CORE.parts) : -1]
        if not office or "tests" in path.parts or path == CORE / "office" / "api.py":
            continue
        dotted = ".".join(path.relative_to(CORE.parent).with_suffix("").parts)
        if hasattr(importlib.import_module(dotted), "router"):
            modules.append(f"{dotted}.router")
    assert sorted(set(modules) - LISTED) == []
    assert len(office_api.OFFICE_ROUTERS + office_api.OWN_TAG_ROUTERS) == len(LISTED)


def test_every_office_operation_comes_from_a_listed_router():
    listed_modules = {dotted.rsplit(".", 1)[0] for dotted in LISTED}
    stray, seen = [], 0
    api.urls  # noqa: B018 (builds the routers' prefixes)
    for prefix, router in api._routers:
        if not prefix.strip("/").startswith("office"):
            continue
        for route, view in router.path_operations.items():
            for operation in view.operations:
                seen += 1
                if operation.view_func.__module__ not in listed_modules:
                    stray.append(f"{prefix}{route}: {operation.view_func.__module__}")
    assert seen > 100 and stray == []
