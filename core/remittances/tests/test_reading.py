"""The remittance files' columns, by the names each courier uses (core/remittances/reading.py)."""

from datetime import date
from decimal import Decimal

import pytest

from core.remittances.reading import columns_of, detect, lines_in


@pytest.mark.parametrize(
    ("header", "fmt"),
    [
        (["CRF ID", "AWB Code", "Credit Amount", "Created At", "UTR No"], "shiprocket"),
        (["CRF ID", "AWB Code", "Remittance Amount", "Remittance Date", "UTR"], "shiprocket"),
        (["Waybill No.", "COD Amount", "Deposit Date", "Bank Ref No"], "delhivery"),
        (["AWB_No", "cod amount", "Remittance date", "utr"], "generic"),
    ],
)
def test_each_couriers_names_find_the_four_fields(header, fmt):
    assert detect(header) == fmt
    found = columns_of(header, fmt)
    assert set(found) == {"awb", "amount", "date", "utr"}
    row = ["" for _ in header]
    values = {"awb": "SR123456789", "amount": "1,077.00", "date": "25/11/2026", "utr": "UTR-998877"}
    for field, index in found.items():
        row[index] = values[field]
    (line,) = lines_in([row], found, first_line=2)
    assert (line.awb, line.amount, line.remitted_on, line.utr) == (
        "SR123456789", Decimal("1077.00"), date(2026, 11, 25), "UTR998877",
    )  # fmt: skip
