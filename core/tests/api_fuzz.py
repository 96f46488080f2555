"""Schemathesis over the whole API: every operation of /api/openapi.json, every check, as an
anonymous visitor, a customer and a member of the admin team, against gunicorn on a fresh database.

Run by scripts/test-api-fuzz (SQLite) and scripts/test-postgres (PostgreSQL, DATABASE_URL: the run
uses its own database, `<name>_fuzz`, made afresh). The cases are fixed (deterministic mode, or
FUZZ_SEED), so a failure repeats; FUZZ_MAX_EXAMPLES bounds the generated cases per operation and
phase: fewer by default, the full count with FUZZ_FULL=1 (scripts/test-postgres). Settings beside it
in api_fuzz.toml, the session in api_fuzz_hooks.py. Prints the cases tried and the failures per role
(var/fuzz/summary.json, each role's full report in var/fuzz/<role>.log); exits 1 on any failure.
"""

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
import requests

from core.tests.api_fuzz_hostile import hostile_as

ROOT = Path(__file__).resolve().parents[2]
WORK = ROOT / "var" / "fuzz"
CONFIG = Path(__file__).with_name("api_fuzz.toml")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


PORT = int(os.environ.get("FUZZ_PORT") or _free_port())  # a free one unless told
BASE = f"http://127.0.0.1:{PORT}"
# no seed: schemathesis' deterministic mode (Hypothesis derandomized), the same cases every run;
# FUZZ_SEED=<n> explores other cases, and the same n repeats them
SEED = os.environ.get("FUZZ_SEED", "")
# The everyday run (scripts/test) tries fewer cases per operation than the full one (FUZZ_FULL=1:
# scripts/test-postgres, CI's PostgreSQL half): the schema's own examples and one generated case per
# operation, against the full run's 4 generated cases plus the coverage phase, every boundary and
# invalid case the schema defines (most of a role's cases; counts and times in benchmarks/tests.md).
# All checks run in both. FUZZ_MAX_EXAMPLES and FUZZ_PHASES override either.
FULL = os.environ.get("FUZZ_FULL", "0") == "1"
MAX_EXAMPLES = os.environ.get("FUZZ_MAX_EXAMPLES") or ("4" if FULL else "1")
# one thread per role (the roles run as three processes): Hypothesis describes its filters with
# ast.parse, which CPython 3.11 cannot run in two threads at once ("AST constructor recursion depth
# mismatch", seen with two workers)
WORKERS = os.environ.get("FUZZ_WORKERS", "1")
# generous: on a busy two-core machine a write (an invoice PDF, say) can wait seconds
REQUEST_TIMEOUT = os.environ.get("FUZZ_REQUEST_TIMEOUT", "30")
PHASES = os.environ.get("FUZZ_PHASES") or ("examples,coverage,fuzzing" if FULL else "examples,fuzzing")

PASSWORD = "Fuzz@Rangrez#26"
# (role, phone, password, log-in door). The three run side by side, so the roles' own accounts have
# ids far from the demo shop's: the admin's generated edits of customers/1..n never switch off the
# customer who is fuzzing at the same time.
ROLES = [
    ("anonymous", "", "", ""),
    ("customer", "9876500001", PASSWORD, "/api/login/"),
    ("admin", "9000000091", PASSWORD, "/api/adminlogin/"),
]


# the couriers' push tokens (core/couriers/feeds.py::PUSHERS), in the shop's environment and the
# anonymous run's, whose hook sends them on some of the event pushes (core/tests/api_fuzz_hooks.py)
COURIER_TOKENS = {
    "SHOP_DELHIVERY_PUSH_TOKEN": "fuzz-delhivery-push-token",
    "SHOP_SHIPROCKET_WEBHOOK_TOKEN": "fuzz-shiprocket-webhook-token",
}

# the fuzzing customer's orders, named in api_fuzz.toml so generated order ids hit real ones too
ORDER_IDS = ("RZ-FVZZ2345", "RZ-FVZZ2346", "RZ-FVZZ2347", "RZ-FVZZ2348")


def seed_roles() -> None:
    """The customer and admin accounts of the run (`manage.py shell -c`, after seed_demo): the
    customer takes over a demo customer's orders (renamed ORDER_IDS), so its order calls have rows
    to answer."""
    from core.accounts.models import User
    from core.orders.models import Order

    customer = User.objects.create_user(
        pk=900001,
        phone_number=ROLES[1][1],
        password=PASSWORD,
        name="Fuzz Customer",
        email="fuzz@example.in",
        area="12 MG Road",
        city="Pune",
        state="Maharashtra",
        pin_code="411001",
    )
    User.objects.create_superuser(pk=900002, phone_number=ROLES[2][1], password=PASSWORD, name="Fuzz Admin")
    theirs = Order.objects.filter(customer__phone_number="9876543211").order_by("pk")
    for order_id, pk in zip(ORDER_IDS, theirs.values_list("pk", flat=True), strict=False):
        Order.objects.filter(pk=pk).update(customer=customer, order_id=order_id)


def _say(message: str) -> None:
    print(f"\033[1;35m==>\033[0m {message}", flush=True)


def _database_env() -> dict[str, str]:
    """A fresh database for the run: <DATABASE_URL's name>_fuzz on PostgreSQL, else a SQLite file."""
    url = os.environ.get("DATABASE_URL")
    if not url:
        return {"SQLITE_PATH": str(WORK / "db.sqlite3")}
    parts = urlsplit(url)
    name = parts.path.lstrip("/") + "_fuzz"
    admin_url = urlunsplit(parts._replace(path="/postgres"))
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    return {"DATABASE_URL": urlunsplit(parts._replace(path=f"/{name}"))}


def _shop_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCHEMATHESIS")}
    env.pop("DATABASE_URL", None)
    env.update(_database_env())
    env.update(
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(40),
        SHOP_INSECURE_COOKIES="1",
        SHOP_ENVIRONMENT="fuzz",
        SHOP_MEDIA_ROOT=str(WORK / "media"),
        SHOP_VAR_DIR=str(WORK),
        # thousands of generated log-ins and forms from one address are the test, not an attack
        SHOP_LOGIN_THROTTLE_ATTEMPTS="100000",
        SHOP_FORM_RATE_LIMIT="100000",
        SHOP_ORDER_RATE_LIMIT="100000",
        # a payment gateway, so its calls are tried too: Razorpay's signatures, no HTTP
        SHOP_PAYMENT_GATEWAY="core.payments.tests.stand_in.StandInRazorpay",
        SHOP_RAZORPAY_KEY_ID="rzp_test_fuzz",
        SHOP_RAZORPAY_KEY_SECRET="fuzz-key-secret",
        SHOP_RAZORPAY_WEBHOOK_SECRET="fuzz-webhook-secret",
        **COURIER_TOKENS,
    )
    return env


def _prepare(env: dict[str, str]) -> None:
    python = sys.executable
    subprocess.run([python, "manage.py", "migrate", "--noinput", "-v0"], cwd=ROOT, env=env, check=True)
    subprocess.run(
        [python, "manage.py", "seed_demo", "--orders", "12"],
        cwd=ROOT,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    seed = "from core.tests.api_fuzz import seed_roles; seed_roles()"
    subprocess.run([python, "manage.py", "shell", "-c", seed], cwd=ROOT, env=env, check=True)


def _start_gunicorn(env: dict[str, str]) -> subprocess.Popen:
    log = open(WORK / "gunicorn.log", "wb")  # noqa: SIM115 (kept open while the server runs)
    server = subprocess.Popen(
        [
            str(Path(sys.executable).with_name("gunicorn")),
            "core.wsgi:application",
            "--bind",
            f"127.0.0.1:{PORT}",
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    for _ in range(120):
        try:
            if requests.get(f"{BASE}/api/", timeout=2).ok:
                return server
        except requests.RequestException:
            pass
        if server.poll() is not None:
            break
        time.sleep(0.5)
    raise SystemExit(f"gunicorn did not answer on {BASE}: see {WORK / 'gunicorn.log'}")


def _junit_counts(report_dir: Path) -> tuple[int, int, int]:
    """(operations, failed operations, errored operations) from the run's JUnit report."""
    operations = failed = errored = 0
    for path in report_dir.glob("*.xml"):
        for case in ET.parse(path).getroot().iter("testcase"):
            operations += 1
            failed += case.find("failure") is not None
            errored += case.find("error") is not None
    return operations, failed, errored


def _start_fuzz(role: str, phone: str, password: str, door: str) -> tuple[subprocess.Popen, float]:
    report_dir = WORK / role
    env = {
        **os.environ,
        "SCHEMATHESIS_HOOKS": "core.tests.api_fuzz_hooks",
        "FUZZ_BASE_URL": BASE,
        "FUZZ_PHONE": phone,
        "FUZZ_PASSWORD": password,
        "FUZZ_DOOR": door,
        **COURIER_TOKENS,
        "PYTHONPATH": str(ROOT),
    }
    command = [
        str(Path(sys.executable).with_name("st")),
        "--config-file",
        str(CONFIG),
        "run",
        str(WORK / "openapi.json"),
        "--url",
        BASE,
        "--checks",
        "all",
        "--phases",
        PHASES,
        "--max-examples",
        MAX_EXAMPLES,
        *(["--seed", SEED] if SEED else ["--generation-deterministic"]),
        "--workers",
        WORKERS,
        "--request-timeout",
        REQUEST_TIMEOUT,
        "--report",
        "junit,ndjson",
        "--report-dir",
        str(report_dir),
        "--no-color",
    ]
    log = open(WORK / f"{role}.log", "wb")  # noqa: SIM115 (the run writes it)
    run = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    return run, time.monotonic()


def _wait_all(runs: list) -> dict[str, float]:
    """Seconds each run took, waiting for all of them."""
    took: dict[str, float] = {}
    while len(took) < len(runs):
        for name, run, began in runs:
            if name not in took and run.poll() is not None:
                took[name] = time.monotonic() - began
        time.sleep(0.2)
    return took


def _result(role: str, run: subprocess.Popen, seconds: float) -> dict:
    exit_code = run.wait()
    report_dir = WORK / role
    output = (WORK / f"{role}.log").read_text(errors="replace")
    cases = _cases_tried(report_dir)
    operations, failed, errored = _junit_counts(report_dir)
    return {
        "role": role,
        "exit": exit_code,
        "operations": operations,
        "cases": cases,
        "failed_operations": failed,
        "errored_operations": errored,
        "seconds": round(seconds, 1),
        "output": output[-8000:],
    }


def _cases_tried(report_dir: Path) -> int:
    """How many requests the run made, counted from its ndjson event stream."""
    total = 0
    for path in report_dir.glob("*.ndjson"):
        for line in path.read_text().splitlines():
            if '"ScenarioFinished"' in line:
                event = json.loads(line).get("ScenarioFinished", {})
                total += len((event.get("recorder") or {}).get("interactions") or {})
    return total


def main() -> int:
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    env = _shop_env()
    where = "PostgreSQL" if "DATABASE_URL" in env else "SQLite"
    _say(f"API fuzzing (schemathesis, {where}): preparing a fresh shop")
    started = time.monotonic()
    _prepare(env)
    server = _start_gunicorn(env)
    # the document read once for the three runs: three cold reads at once on a busy machine went
    # past schemathesis' 10 s for loading it
    schema = requests.get(f"{BASE}/api/openapi.json", timeout=120)
    schema.raise_for_status()
    (WORK / "openapi.json").write_bytes(schema.content)
    results = []
    try:
        _say("schemathesis as " + ", ".join(role[0] for role in ROLES) + ", side by side")
        runs = [(role[0], *_start_fuzz(*role)) for role in ROLES]
        took = _wait_all(runs)
        _say("hostile cases (deep JSON, an XLSX with an entity, overflowing amounts) as each role")
        for (name, run, _began), role in zip(runs, ROLES, strict=True):
            results.append(_result(name, run, took[name]) | hostile_as(BASE, *role))
            print(
                "  {role}: {operations} operations, {cases} cases, {failed_operations} failed, "
                "{errored_operations} errors, {seconds} s; {hostile_cases} hostile cases, "
                "{failed_hostile} failed".format(
                    **results[-1], failed_hostile=len(results[-1]["hostile_failures"])
                ),
                flush=True,
            )
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
    summary = {
        "database": where,
        "seed": SEED or "deterministic",
        "max_examples": MAX_EXAMPLES,
        "phases": PHASES,
        "seconds": round(time.monotonic() - started, 1),
        "roles": [{k: v for k, v in r.items() if k != "output"} for r in results],
    }
    (WORK / "summary.json").write_text(json.dumps(summary, indent=2))
    bad = [
        r
        for r in results
        if r["exit"] != 0 or r["failed_operations"] or r["errored_operations"] or r["hostile_failures"]
    ]
    for r in bad:
        print(
            f"\n--- schemathesis as {r['role']} (full log: {WORK / (r['role'] + '.log')}) ---\n{r['output']}"
        )
        for failure in r["hostile_failures"]:
            print(f"hostile case failed: {failure}")
    print(f"API fuzzing on {where}: {summary['seconds']} s in all, {'FAILED' if bad else 'no failures'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
