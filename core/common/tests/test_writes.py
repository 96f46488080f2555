"""Nothing outside a service writes shop data (ARCHITECTURE.md "Invariants"): every call that writes
through the ORM or a cursor, in any form (`.save(...)`, `.update(**fields)` on a query,
`.delete()`, `.create(...)`, bulk writes, many-to-many `.set/.add/.remove/.clear`, `.execute`), is
in a `services.py` (or a `services/` package), or in one of the few places listed here with why."""

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parents[2]

ALWAYS_WRITES = {
    "save",
    "delete",
    "bulk_create",
    "bulk_update",
    "get_or_create",
    "update_or_create",
    "execute",
    "update_returning",  # core/common/prepared.py: an UPDATE ... RETURNING
}
# these write only on a query or a related manager: `X.objects...`, `.filter(...)`, `order.lines...`
QUERY_WRITES = {"update", "create", "set", "add", "remove", "clear"}
QUERY_HINTS = {"objects", "filter", "exclude", "all", "select_for_update", "lines", "groups", "sizes"}

# receivers that are not the ORM: Pillow images, ninja's route decorators, files in the storage
NOT_THE_ORM = {"img", "image", "canvas", "router", "default_storage"}  # Pillow images, storages

# file: why it may write outside a service
EXCEPTIONS = {
    "orders/demo/bulk.py": "seed_demo's bulk insert (COPY / executemany), then the totals per batch",
    "accounts/models.py": "Django's user manager (createsuperuser needs it)",
    "accounts/lockout.py": "django-axes' failed log-in rows, pruned when expired (not shop data)",
    "common/backup.py": "restore_shop empties an empty-by-contract shop before loading a backup",
    "common/admin_writes.py": "formset.save(commit=False) only builds the rows; each goes to a service",
    "common/pg_indexes.py": "PostgreSQL-only index DDL, run by migrations",
    "accounts/rate_limits.py": "the rate limits' counters in the database cache's table (not shop data)",
    "common/prepared.py": "runs the SELECT a queryset compiled to (it checks SELECT); update_returning runs"
    " its callers' UPDATE, and they are checked here as writers",
    "jobs/claim.py": "the worker marks the task it takes as running: django-tasks-db's table, not shop data",
}


def _chain(node: ast.AST) -> list[str]:
    """The names along a receiver, last first: `Order.objects.filter(x)` -> [filter, objects, Order]."""
    names = []
    while True:
        if isinstance(node, ast.Call):
            node = node.func
        elif isinstance(node, ast.Attribute):
            names.append(node.attr)
            node = node.value
        elif isinstance(node, ast.Name):
            names.append(node.id)
            return names
        else:
            return names


def _writes(tree: ast.AST):
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        method, receiver = node.func.attr, _chain(node.func.value)
        if receiver and receiver[-1] in NOT_THE_ORM:
            continue
        if method in ALWAYS_WRITES or (method in QUERY_WRITES and QUERY_HINTS & set(receiver)):
            yield node.lineno, ".".join(reversed([method, *receiver]))


def _is_service(path: Path) -> bool:
    return path.name == "services.py" or "services" in path.parent.parts[-1:]


def test_only_services_write():
    wrong = []
    for path in sorted(CORE.rglob("*.py")):
        rel = path.relative_to(CORE)
        if {"tests", "migrations"} & set(rel.parts) or path.name == "conftest.py" or _is_service(path):
            continue
        if str(rel) in EXCEPTIONS:
            continue
        wrong += [f"{rel}:{line} {call}" for line, call in _writes(ast.parse(path.read_text()))]
    assert wrong == []


def test_the_check_sees_writes_in_any_form():
    code = (
        "Order.objects.filter(pk=1).update(**{'ship_area': 'x'})\n"
        "order.save(update_fields=['status'])\n"
        "item.sizes.set([])\n"
        "context.update(shop='Rangrez')\n"  # a dict: not a write
    )
    found = [call for _, call in _writes(ast.parse(code))]
    assert found == ["Order.objects.filter.update", "order.save", "item.sizes.set"]
