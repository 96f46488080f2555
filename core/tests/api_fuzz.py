"""Schemathesis over the whole API (issue 16): every operation of /api/openapi.json, every check, as an
anonymous visitor, a customer and a member of the admin team, against gunicorn on a fresh database.

Run by scripts/test-api-fuzz (SQLite) and scripts/test-postgres (PostgreSQL, DATABASE_URL: the run
uses its own database, `<name>_fuzz`, made afresh). The seed is fixed (FUZZ_SEED), so a failure
repeats; FUZZ_MAX_EXAMPLES bounds the generated cases per operation and phase, keeping the three runs
near two minutes. Prints the cases tried and the failures per role; exits 1 on any failure.
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

ROOT = Path(__file__).resolve().parents[2]
WORK = ROOT / "var" / "fuzz"
CONFIG = Path(__file__).with_name("api_fuzz.toml")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


PORT = int(os.environ.get("FUZZ_PORT") or _free_port())  # a free one unless told
BASE = f"http://127.0.0.1:{PORT}"
SEED = os.environ.get("FUZZ_SEED", "20261124")
MAX_EXAMPLES = os.environ.get("FUZZ_MAX_EXAMPLES", "4")
WORKERS = os.environ.get("FUZZ_WORKERS", "2")
PHASES = os.environ.get("FUZZ_PHASES", "examples,coverage,fuzzing")

# (role, phone, password, log-in door): the demo shop's own log-ins (core/accounts/demo.py)
ROLES = [
    ("anonymous", "", "", ""),
    ("customer", "9876543210", "Rangrez@Guest1", "/api/login/"),
    ("admin", "9000000001", "Rangrez@Admin1", "/api/adminlogin/"),
]


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


def _fuzz(role: str, phone: str, password: str, door: str) -> dict:
    report_dir = WORK / role
    env = {
        **os.environ,
        "SCHEMATHESIS_HOOKS": "core.tests.api_fuzz_hooks",
        "FUZZ_BASE_URL": BASE,
        "FUZZ_PHONE": phone,
        "FUZZ_PASSWORD": password,
        "FUZZ_DOOR": door,
        "PYTHONPATH": str(ROOT),
    }
    command = [
        str(Path(sys.executable).with_name("st")),
        "--config-file",
        str(CONFIG),
        "run",
        f"{BASE}/api/openapi.json",
        "--url",
        BASE,
        "--checks",
        "all",
        "--phases",
        PHASES,
        "--max-examples",
        MAX_EXAMPLES,
        "--seed",
        SEED,
        "--generation-deterministic",
        "--workers",
        WORKERS,
        "--report",
        "junit,ndjson",
        "--report-dir",
        str(report_dir),
        "--no-color",
    ]
    started = time.monotonic()
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.monotonic() - started
    (WORK / f"{role}.log").write_text(result.stdout + result.stderr)
    cases = _cases_tried(report_dir)
    operations, failed, errored = _junit_counts(report_dir)
    return {
        "role": role,
        "exit": result.returncode,
        "operations": operations,
        "cases": cases,
        "failed_operations": failed,
        "errored_operations": errored,
        "seconds": round(seconds, 1),
        "output": result.stdout[-6000:] + result.stderr[-3000:],
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
    results = []
    try:
        for role in ROLES:
            _say(f"schemathesis as {role[0]}")
            results.append(_fuzz(*role))
            print(
                "  {role}: {operations} operations, {cases} cases, {failed_operations} failed, "
                "{errored_operations} errors, {seconds} s".format(**results[-1]),
                flush=True,
            )
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
    summary = {
        "database": where,
        "seed": SEED,
        "max_examples": MAX_EXAMPLES,
        "seconds": round(time.monotonic() - started, 1),
        "roles": [{k: v for k, v in r.items() if k != "output"} for r in results],
    }
    (WORK / "summary.json").write_text(json.dumps(summary, indent=2))
    bad = [r for r in results if r["exit"] != 0 or r["failed_operations"] or r["errored_operations"]]
    for r in bad:
        print(
            f"\n--- schemathesis as {r['role']} (full log: {WORK / (r['role'] + '.log')}) ---\n{r['output']}"
        )
    print(f"API fuzzing on {where}: {summary['seconds']} s in all, {'FAILED' if bad else 'no failures'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
