"""Export benchmark: the background export (and `export_orders`) against openpyxl's write-only mode.

The Python half of scripts/bench-export (a tool, not part of the shop), run on a database seeded
with 100k demo orders. In one process:
1. the background export job, run as a worker runs it (rows streamed from the database, written
   by xlsxwriter in constant-memory mode, progress saved every 5,000 rows), timed, with the
   process's peak memory (ru_maxrss) measured right after it, before anything else is loaded;
2. `manage.py export_orders --format xlsx` (the same writer), timed;
3. the baseline: the same rows, already in memory, written with openpyxl write-only directly.
Targets (issue 12): export seconds <= baseline seconds (ratio <= 1), peak memory <= 200 MB.
"""

import io
import os
import resource
import sys
import tempfile
import time


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: kilobytes


def main() -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "core.settings")
    import django

    django.setup()
    from core.orders.exports import export_rows
    from django.core.management import call_command
    from openpyxl import Workbook, load_workbook

    from core.orders.models import Order
    from core.orders.selectors import orders_between

    out_dir = tempfile.mkdtemp(prefix="bench-export-", dir=os.environ.get("BENCH_DIR"))
    command_file = os.path.join(out_dir, "command.xlsx")
    baseline_file = os.path.join(out_dir, "baseline.xlsx")
    count = Order.objects.count()
    before_mb = peak_mb()

    from core.accounts.models import User
    from core.exports.models import ExportJob
    from core.exports.services import export_job_run

    staff = User.objects.filter(is_staff=True).first()
    job = ExportJob.objects.create(created_by=staff, level="orders")
    started = time.perf_counter()
    export_job_run(job_id=str(job.id))
    job_s = time.perf_counter() - started
    command_peak = peak_mb()
    job.refresh_from_db()

    started = time.perf_counter()
    said = io.StringIO()
    call_command("export_orders", "--format", "xlsx", "--output", command_file, stdout=said)
    command_s = time.perf_counter() - started

    # The baseline's rows: the same values, read before the clock starts.
    headers, rows = export_rows(orders_between(), level="orders", native=True)
    rows = list(rows)
    started = time.perf_counter()
    wb = Workbook(write_only=True)
    ws = wb.create_sheet("Orders")
    ws.append(headers)
    for row in rows:
        ws.append(row)
    wb.save(baseline_file)
    baseline_s = time.perf_counter() - started

    written = int(said.getvalue().split("Wrote ")[1].split(" rows")[0])
    first = next(load_workbook(command_file, read_only=True).active.iter_rows(max_row=2, values_only=True))
    assert list(first) == headers, first

    ratio = job_s / baseline_s
    print(f"orders in database:      {count}")
    print(f"background export job:   {job_s:.1f} s, {job.rows_done} of {job.rows_total} rows")
    print(f"export_orders (xlsx):    {command_s:.1f} s, {written} rows")
    print(f"openpyxl write-only:     {baseline_s:.1f} s (same rows, already in memory)")
    print(f"time ratio (job/openpyxl): {ratio:.2f}  (target <= 1)")
    print(f"peak memory (export):    {command_peak:.0f} MB  (target <= 200)")
    print(f"memory after start-up:   {before_mb:.0f} MB")
    print(f"files:                   {out_dir}")
    ok = ratio <= 1 and command_peak <= 200 and written == count == job.rows_done
    print("RESULT:", "within targets" if ok else "OUTSIDE TARGETS")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
