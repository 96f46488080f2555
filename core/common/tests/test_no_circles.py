"""No module of the shop imports a module that imports it back, directly or round a longer loop
(a task module runs its service; the service queues the task by path, `core/jobs/start.py`)."""

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parents[2]


def _module(path: Path) -> str:
    parts = list(path.relative_to(CORE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    found = {}
    for path in CORE.rglob("*.py"):
        parts = path.relative_to(CORE).parts
        if "tests" not in parts and "migrations" not in parts:
            found[_module(path)] = path
    return found


def _imports(path: Path, known: set[str]) -> set[str]:
    """The shop's modules a module imports when it loads (module level; `from core.x import y` names
    the module `core.x.y` when y is one, else `core.x`)."""
    tree = ast.parse(path.read_text())
    found = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("core"):
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                found.add(sub if sub in known else node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("core"))
    return found & known


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_imports_a_module_that_imports_it_back():
    modules = _modules()
    graph = {name: _imports(path, set(modules)) - {name} for name, path in modules.items()}
    assert _cycles(graph) == []


def test_the_finder_sees_a_circle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_every_task_queued_by_path_is_a_task():
    """A renamed task would otherwise fail only when the worker picks it up."""
    import re

    from django.utils.module_loading import import_string
    from django_tasks.base import Task

    paths = set()
    for path in _modules().values():
        paths.update(re.findall(r'"(core\.[a-z_.]+\.tasks\.[a-z_]+)"', path.read_text()))
    assert paths
    for dotted in sorted(paths):
        task = import_string(dotted)
        assert isinstance(task, Task) and task.module_path == dotted
