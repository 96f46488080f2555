"""A batch of voucher codes as an XLSX sheet, to hand to an influencer or a campaign's partner."""

from core.common.ist import ist_datetime
from core.common.xlsx import Book, texts, xlsx_bytes
from core.promotions.models import Voucher, VoucherKind

HEADERS = ("Code", "Off", "Minimum order (Rs)", "Starts (IST)", "Ends (IST)", "Uses per customer", "Used")


def _off(v: Voucher) -> str:
    return f"{v.value.normalize():f}%" if v.kind == VoucherKind.PERCENT else f"Rs {v.value}"


def codes_xlsx(vouchers) -> bytes:
    """The sheet: one row per code, in code order."""

    def fill(book: Book) -> None:
        sheet = book.sheet("Codes", HEADERS, bold=True, widths=[(0, 0, 22), (1, 6, 16)])
        for row, v in enumerate(vouchers, start=1):
            per_customer = v.max_uses_per_customer or "no limit"
            values = (v.code, _off(v), float(v.min_order), ist_datetime(v.starts_at), ist_datetime(v.ends_at))
            sheet.write_row(row, 0, texts((*values, per_customer, v.uses)))

    return xlsx_bytes(fill)
