"""A batch of voucher codes as an XLSX sheet, to hand to an influencer or a campaign's partner."""

import io

import xlsxwriter

from core.common.admin_export import escape_formula
from core.common.ist import ist_datetime
from core.promotions.models import Voucher, VoucherKind

HEADERS = ("Code", "Off", "Minimum order (Rs)", "Starts (IST)", "Ends (IST)", "Uses per customer", "Used")


def _off(v: Voucher) -> str:
    return f"{v.value.normalize():f}%" if v.kind == VoucherKind.PERCENT else f"Rs {v.value}"


def codes_xlsx(vouchers) -> bytes:
    """The sheet: one row per code, in code order."""
    out = io.BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    sheet = book.add_worksheet("Codes")
    bold = book.add_format({"bold": True})
    sheet.write_row(0, 0, HEADERS, bold)
    sheet.set_column(0, 0, 22)
    sheet.set_column(1, 6, 16)
    for row, v in enumerate(vouchers, start=1):
        per_customer = v.max_uses_per_customer or "no limit"
        values = (v.code, _off(v), float(v.min_order), ist_datetime(v.starts_at), ist_datetime(v.ends_at))
        sheet.write_row(row, 0, [escape_formula(x) for x in (*values, per_customer, v.uses)])
    book.close()
    return out.getvalue()
