"""The payment gateway's fees in the purchase register: one row per settlement paid out in the month
(core/payments/settlements), the fees without GST as the taxable value and the GST the gateway
deducted on them as input tax.

- A gateway's fee (the merchant discount rate) is a supply of financial and related services, SAC
  heading 9971, taxed at 18% (Notification 11/2017-Central Tax (Rate), S.No. 15: 9% CGST + 9% SGST,
  or 18% IGST); the gateway deducts it from each settlement (the report's `tax`).
- Input tax is claimed on the gateway's tax invoice (CGST Act s.16(2)(a)): Razorpay issues one a month
  for the fees of its settlements, so these rows are the figures to check that invoice against.
- Which heads: a gateway in the shop's own state (its GSTIN's first two digits, `SHOP_GATEWAY_GSTIN`)
  charges CGST and SGST, halves that add up to the paisa (IGST Act s.8(1)); another state, IGST (s.7(1)).
  Without the gateway's GSTIN the state is not known: the GST is shown as IGST and the supply says so.
"""

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from django.conf import settings

from core.common.money import from_paise, paise
from core.invoices.models import InvoiceSettings
from core.payments.settlements.selectors import settlements_with_fees

NO_GSTIN = "Not known (no GSTIN)"


@dataclass(frozen=True)
class FeeRow:
    day: date
    settlement_id: str
    supply: str
    taxable: Decimal
    igst: Decimal
    cgst: Decimal
    sgst: Decimal

    @property
    def total(self) -> Decimal:
        return self.taxable + self.igst + self.cgst + self.sgst


def gateway_fee_rows(*, first: date, after: date) -> Iterator[FeeRow]:
    gstin = settings.SHOP_GATEWAY_GSTIN.strip().upper()
    shop_state = InvoiceSettings.objects.order_by("pk").values_list("state_code", flat=True).first() or ""
    intra = bool(gstin) and gstin[:2] == shop_state
    supply = "Intra-state" if intra else ("Inter-state" if gstin else NO_GSTIN)
    zero = Decimal("0.00")
    for settlement in settlements_with_fees(first=first, after=after).iterator(chunk_size=500):
        tax = paise(settlement.tax)
        half = (tax + 1) // 2  # CGST the larger half (half up), SGST the rest: they add up to the tax
        igst, cgst, sgst = (
            (zero, from_paise(half), from_paise(tax - half)) if intra else (settlement.tax, zero, zero)
        )
        yield FeeRow(
            settlement.settled_on, settlement.settlement_id, supply, settlement.fees, igst, cgst, sgst
        )


def gateway_fee_count(*, first: date, after: date) -> int:
    return settlements_with_fees(first=first, after=after).count()
