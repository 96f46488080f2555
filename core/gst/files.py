"""The GSTR-1 downloads a background export writes (core.exports runs the job and keeps the file):
level "gst_csv" the offline tool's CSV sheets (a ZIP), "gst_json" the portal's JSON,
"register" the sales register (XLSX)."""

import json
from collections.abc import Callable

from core.gst.period import period_of
from core.gst.portal import gstr1_json
from core.gst.selectors import gstr1_build, period_documents_count, register_rows, seller_gstin
from core.gst.sheets import write_register, write_sheets_zip

LEVELS = {"gst_csv": ".zip", "gst_json": ".json", "register": ".xlsx"}
NAMES = {"gst_csv": "gstr1-csv", "gst_json": "gstr1", "register": "sales-register"}


def gst_file_total(params: dict) -> int:
    return period_documents_count(period=period_of(params["month"], params.get("span", "month")))


def gst_file_write(path: str, *, level: str, params: dict, progress: Callable[[int], None]) -> int:
    """Write the file at `path`; answers how many documents it covers."""
    period = period_of(params["month"], params.get("span", "month"))
    if level == "register":
        return write_register(path, register_rows(period=period), title=period.label, progress=progress)
    tables = gstr1_build(period=period, progress=progress)
    if level == "gst_csv":
        write_sheets_zip(path, tables, fp=period.fp)
    else:
        data = gstr1_json(tables, gstin=seller_gstin(), fp=period.fp)
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, separators=(",", ":"))
    return tables.documents
