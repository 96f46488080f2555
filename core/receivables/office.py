"""What business customers owe, for Accounts (view_accounts), mounted at /api/office/receivables/:
the ageing by business (paged, by what they owe), its spreadsheet, and one order's payments."""

from datetime import date, datetime
from decimal import Decimal

from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from ninja import Query, Router, Schema

from core.common.auth import staff, staff_undeclared
from core.common.errors import NotFound
from core.common.models import AuditAction
from core.common.money import Money
from core.common.permissions import Perm
from core.common.schemas import WITH_404
from core.common.services import audit_record
from core.office.listing import Listing, ListParams, paginate_answer
from core.orders.selectors import order_get
from core.receivables import selectors
from core.receivables.models import PaymentKind, ReceivableState
from core.receivables.office_rows import ageing_page_rows
from core.receivables.xlsx import ageing_xlsx

router = Router(auth=staff_undeclared, tags=["office"])
ACCOUNTS = staff(Perm.VIEW_ACCOUNTS)
ORDERS = staff(Perm.VIEW_ORDERS)
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

AGEING = Listing(
    resource="ageing",
    sort_fields={"owed": "owed", "oldest_due": "oldest_due"},
    default_sort=("owed", "DESC"),
    search_fields=("name", "gstin"),
)


class AgeingOut(Schema):
    id: int
    name: str
    gstin: str
    phone: str
    owed: Money
    orders: int
    oldest_due: date | None
    not_due: Money
    d0_30: Money
    d31_60: Money
    d61_90: Money
    d90_plus: Money


class ReceivedPaymentOut(Schema):
    kind: PaymentKind
    amount: Money
    received_on: date
    utr: str
    confirmed_by: str
    confirmed_at: datetime


class OrderPaymentsOut(Schema):
    order_id: str
    quote_number: str
    state: ReceivableState
    state_label: str
    total: Money
    advance_percent: Decimal
    advance: Money
    received: Money
    balance: Money
    asked: Money
    terms_days: int
    due_on: date | None
    payments: list[ReceivedPaymentOut]


@router.get("ageing", response={200: list[AgeingOut], **WITH_404}, auth=ACCOUNTS)
def ageing_list(request: HttpRequest, params: Query[ListParams]):
    return paginate_answer(AGEING, selectors.ageing_debtors(), params, ageing_page_rows)


@router.get(
    "ageing.xlsx",
    response={200: None, **WITH_404},
    auth=ACCOUNTS,
    openapi_extra={"responses": {200: {"description": "XLSX", "content": {XLSX: {}}}}},
)
def ageing_export(request: HttpRequest):
    today = timezone.localdate()
    data = ageing_xlsx(today)
    audit_record(actor=request.auth, action=AuditAction.EXPORT, target="receivables ageing", after=str(today))
    response = HttpResponse(data, content_type=XLSX)
    response["Content-Disposition"] = f'attachment; filename="ageing-{today:%Y-%m-%d}.xlsx"'
    response["Cache-Control"] = "private, no-store"
    return response


@router.get("receivables/orders/{order_id}", response={200: OrderPaymentsOut, **WITH_404}, auth=ORDERS)
def order_payments(request: HttpRequest, order_id: str):
    order = order_get(order_id=order_id)
    receivable, payments = selectors.order_payments(order)
    if receivable is None:
        raise NotFound("This order is not a business order: it has no advance or balance.")
    return {
        "order_id": order.order_id, "quote_number": receivable.quote_number, "state": receivable.state,
        "state_label": receivable.get_state_display(), "total": receivable.total,
        "advance_percent": receivable.advance_percent, "advance": receivable.advance,
        "received": receivable.received, "balance": receivable.balance, "asked": receivable.asked,
        "terms_days": receivable.terms_days, "due_on": receivable.due_on,
        "payments": [
            {"kind": p.kind, "amount": p.amount, "received_on": p.received_on, "utr": p.utr,
             "confirmed_by": p.confirmed_by.name if p.confirmed_by else "The shop",
             "confirmed_at": p.confirmed_at}
            for p in payments
        ],
    }  # fmt: skip
