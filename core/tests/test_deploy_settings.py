"""docs/deploy.md lists every environment variable the shop reads: Django's
settings and code, and the storefront's server code. A variable read but not listed fails, named."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "deploy.md").read_text()

PY_READ = re.compile(r"""(?:environ|env)(?:\.get\(|\[)\s*["']([A-Z][A-Z0-9_]+)["']""")
JS_READ = re.compile(r"""process\.env(?:\.|\[["'])([A-Z][A-Z0-9_]+)""")
JS_NAMED = re.compile(r"""["'](SHOP_[A-Z0-9_]+)["']""")  # read through a list: process.env[name]
# what Django's own machinery, the test tools and the scripts read, not the shop's settings
NOT_SETTINGS = {"DJANGO_SETTINGS_MODULE", "FUZZ_FULL"}
EXTENSIONS = ("ts", "tsx", "mjs")
STOREFRONT_CODE = ("app", "lib", "components", "server", "server.mjs", "next.config.ts", "proxy.ts")


def _python_reads() -> dict[str, str]:
    found = {}
    for path in (ROOT / "core").rglob("*.py"):
        if "tests" in path.parts or "migrations" in path.parts:
            continue
        for name in PY_READ.findall(path.read_text()):
            found.setdefault(name, str(path.relative_to(ROOT)))
    return found


def _storefront_reads() -> dict[str, str]:
    found = {}
    for entry in STOREFRONT_CODE:
        base = ROOT / "storefront" / entry
        files = [base] if base.is_file() else [f for ext in EXTENSIONS for f in base.rglob(f"*.{ext}")]
        for path in files:
            if ".test." in path.name:
                continue
            text = path.read_text()
            names = JS_READ.findall(text) + (JS_NAMED.findall(text) if "process.env[" in text else [])
            for name in names:
                found.setdefault(name, str(path.relative_to(ROOT)))
    return found


def test_every_variable_the_shop_reads_is_in_the_deploy_guide():
    reads = {**_python_reads(), **_storefront_reads()}
    assert {"SHOP_PUBLIC_URL", "SHOP_SITE_URL", "DATABASE_URL", "PORT"} <= set(reads)  # the scan works
    missing = sorted(
        f"{name} (read in {where})"
        for name, where in reads.items()
        if name not in NOT_SETTINGS and f"`{name}" not in DOC
    )
    assert missing == []
