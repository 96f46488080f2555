"""The browser tests' lanes, planned by each spec file's measured seconds (scripts/e2e).

  e2e_lanes.py plan SHOPS LANE [FILTER...]   lane LANE's spec files, "APP<TAB>e2e/FILE" lines
  e2e_lanes.py times OUT REPORT.json...      each spec file's seconds in these Playwright JSON reports,
                                             written to OUT as "APP/e2e/FILE<TAB>seconds" lines

`plan` deals every spec of both apps (those whose path matches a FILTER, when given), the longest first,
to the lane with the fewest seconds so far, so the lanes end near each other. A file's seconds come from
scripts/e2e-seconds.tsv (a run's `var/e2e/spec-seconds.tsv`, copied there when the specs changed much);
a spec file not in it is estimated from its size at the measured files' seconds per byte, so a new spec
joins a lane by itself.
"""

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MEASURED = ROOT / "scripts" / "e2e-seconds.tsv"
APPS = ("storefront", "backoffice")


def _measured() -> dict[str, float]:
    if not MEASURED.exists():
        return {}
    rows = (line.split("\t") for line in MEASURED.read_text().splitlines() if line.strip())
    return {path: float(seconds) for path, seconds in rows}


def _specs(filters: list[str]) -> list[tuple[str, str, int]]:
    """(app, path inside the app, bytes) of every spec file the filters keep."""
    found = [
        (app, path.relative_to(ROOT / app).as_posix(), path.stat().st_size)
        for app in APPS
        for path in sorted((ROOT / app / "e2e").rglob("*.spec.ts"))
    ]
    kept = [spec for spec in found if any(re.search(f, f"{spec[0]}/{spec[1]}") for f in filters)]
    return kept if filters else found


def plan(shops: int, lane: int, filters: list[str]) -> list[tuple[str, str]]:
    specs = _specs(filters)
    measured = _measured()
    known = [(measured[f"{app}/{path}"], size) for app, path, size in specs if f"{app}/{path}" in measured]
    per_byte = sum(s for s, _ in known) / sum(b for _, b in known) if known else 1.0
    weighed = sorted(
        ((measured.get(f"{app}/{path}", size * per_byte), app, path) for app, path, size in specs),
        key=lambda spec: (-spec[0], spec[1], spec[2]),
    )
    loads = [0.0] * shops
    mine = []
    for seconds, app, path in weighed:
        chosen = loads.index(min(loads))
        loads[chosen] += seconds
        if chosen == lane - 1:
            mine.append((app, path))
    return mine


def _durations(suite: dict) -> float:
    """Milliseconds of every test result (retries included) in a report's suite and the suites in it."""
    own = sum(
        result.get("duration", 0)
        for spec in suite.get("specs", [])
        for test in spec.get("tests", [])
        for result in test.get("results", [])
    )
    return own + sum(_durations(inner) for inner in suite.get("suites", []))


def times(out: Path, reports: list[Path]) -> None:
    seconds: dict[str, float] = {}
    for report in reports:
        app = "backoffice" if "backoffice" in report.name else "storefront"
        for suite in json.loads(report.read_text()).get("suites", []):
            key = f"{app}/e2e/{suite['file']}"
            seconds[key] = seconds.get(key, 0) + _durations(suite) / 1000
    out.write_text("".join(f"{path}\t{secs:.1f}\n" for path, secs in sorted(seconds.items())))


def main() -> None:
    command, *args = sys.argv[1:]
    if command == "plan":
        for app, path in plan(int(args[0]), int(args[1]), args[2:]):
            print(f"{app}\t{path}")
    elif command == "times":
        times(Path(args[0]), [Path(a) for a in args[1:] if Path(a).exists()])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
