"""Test helpers: statements as banks export them, and unpaid UPI orders."""

import base64
import io
from decimal import Decimal

from openpyxl import Workbook

from core.orders.models import PaymentMethod
from core.orders.tests.factories import OrderFactory

PREAMBLE = "HDFC BANK Ltd.\nStatement of account,,,\nAccount No : 50100123456789,,,\n\n"
HEADER = "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\n"
HDFC = {"date": "Date", "amount": "Deposit Amt.", "narration": "Narration", "reference": "Chq./Ref.No.",
        "debit": "Withdrawal Amt."}  # fmt: skip
# Kotak: one Amount column, a Dr/Cr column beside it (and another beside the balance)
KOTAK_HEADER = (
    "Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance,Dr / Cr\n"
)
KOTAK = {"date": "Transaction Date", "amount": "Amount", "direction": "Dr / Cr", "narration": "Description",
         "reference": "Chq / Ref No."}  # fmt: skip


def csv_statement(credits: list[tuple[str, str, str, str]]) -> bytes:
    """(date dd/mm/yy, narration, reference, deposit) rows, a withdrawal among them, as HDFC exports."""
    lines = [PREAMBLE, HEADER, "01/11/26,NEFT DR-RENT,0000123,01/11/26,25000.00,,100000.00\n"]
    for day, narration, ref, amount in credits:
        lines.append(f'{day},"{narration}",{ref},{day},,"{amount}",1000.00\n')
    return "".join(lines).encode()


def kotak_statement(rows: list[tuple[str, str, str, str, str]]) -> bytes:
    """(date dd-mm-yyyy, description, reference, amount, 'DR' or 'CR') rows, as Kotak exports them."""
    lines = ["Kotak Mahindra Bank\nAccount Statement\n\n", KOTAK_HEADER]
    for n, (day, narration, ref, amount, sign) in enumerate(rows, start=1):
        lines.append(f'{n},{day},{day},"{narration}",{ref},"{amount}",{sign},"1,00,000.00",CR\n')
    return "".join(lines).encode()


def xlsx_statement(credits: list[tuple[str, str, str, str]]) -> bytes:
    book = Workbook()
    sheet = book.active
    sheet.append(["ICICI Bank statement"])
    sheet.append([])
    sheet.append(["Transaction Date", "Transaction Remarks", "Reference", "Deposit Amount (INR )"])
    for day, narration, ref, amount in credits:
        sheet.append([day, narration, ref, amount])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def today(days: int = 0) -> str:
    """A statement's date (dd/mm/yy), `days` after today in India."""
    from datetime import timedelta

    from django.utils import timezone

    return f"{timezone.localdate() + timedelta(days=days):%d/%m/%y}"


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def upi_order(amount: str, *, utr: str = "", **kw):
    value = Decimal(amount)
    kw.setdefault("payment_method", PaymentMethod.UPI)
    return OrderFactory(
        upi_reference=utr,
        subtotal=value,
        shipping=Decimal("0"),
        amount=value,
        lines=[("M", 1)],
        **kw,
    )
