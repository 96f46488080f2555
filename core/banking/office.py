"""Bank statements and UPI matching for Accounts, mounted at /api/office/bank/ (change_payment).

Upload a statement (JSON: the file as base64), map its columns once per bank, read the proposals,
confirm them one by one or many at once; the unmatched credits and unpaid UPI orders."""

from datetime import date, datetime
from decimal import Decimal
from typing import Annotated

from django.http import HttpRequest
from ninja import Field, Query, Router, Schema
from pydantic import StringConstraints

from core.banking import selectors, services
from core.banking.models import BankCredit, BankStatement, StatementStatus
from core.banking.office_rows import credit_rows
from core.common.auth import staff, staff_undeclared
from core.common.money import Money
from core.common.permissions import Perm
from core.common.renderers import json_answer
from core.common.schemas import CLIENT_ERRORS, WITH_404, BodyIn, JsonInt
from core.office.listing import PageIn
from core.orders.models import Order, OrderStatus, PaymentMethod, PaymentStatus

router = Router(auth=staff_undeclared, tags=["office: bank statements"])
PAYMENTS = staff(Perm.CHANGE_PAYMENT)
Column = Annotated[str, StringConstraints(max_length=80)]


class StatementIn(BodyIn):
    """`content`: the file (CSV or XLSX, at most 5 MB) as base64, or a data: URL."""

    required_fields = ("bank", "content")
    bank: str = Field("", max_length=60)
    file_name: str = Field("", max_length=120)
    content: str = Field("", max_length=7_000_000, pattern=r"^(data:[^,]{0,100},)?[A-Za-z0-9+/]+=*$")


class ColumnsIn(BodyIn):
    required_fields = ("date", "amount")
    date: Column = ""
    amount: Column = ""
    narration: Column = ""
    reference: Column = ""
    direction: Column = Field("", description="the Dr/Cr column, when one amount column holds both")
    debit: Column = Field("", description="the withdrawals column, when debits have their own")


class StatementOut(Schema):
    id: str
    bank: str
    file_name: str
    created_at: datetime
    status: StatementStatus
    headers: list[str]
    columns: dict[str, str]
    rows_done: int
    rows_total: int | None
    credits: int
    proposed: int
    error: str

    @staticmethod
    def resolve_id(statement: BankStatement) -> str:
        return str(statement.id)


class CandidateOut(Schema):
    """An order whose customer entered the credit's UTR (a UTR entered for several: a person chooses)."""

    order_id: str
    created_at: datetime
    amount: Money
    status: OrderStatus
    payment_status: PaymentStatus
    payment_method: PaymentMethod
    name: str = Field(..., alias="ship_name")


class CreditOut(Schema):
    id: int
    row: int
    value_date: date
    amount: Money
    narration: str
    reference: str
    utr: str
    rule: str
    reason: str
    order_id: str | None
    order_amount: Money | None
    order_payment_status: PaymentStatus | None
    confirmed: bool
    candidates: list[CandidateOut]

    @staticmethod
    def resolve_order_id(credit: BankCredit) -> str | None:
        return credit.order.order_id if credit.order else None

    @staticmethod
    def resolve_order_amount(credit: BankCredit) -> Decimal | None:
        return credit.order.amount if credit.order else None

    @staticmethod
    def resolve_order_payment_status(credit: BankCredit) -> str | None:
        return credit.order.payment_status if credit.order else None

    @staticmethod
    def resolve_confirmed(credit: BankCredit) -> bool:
        return bool(getattr(credit, "used", False))

    @staticmethod
    def resolve_candidates(credit: BankCredit) -> list[Order]:
        return getattr(credit, "candidates", [])


class ConfirmIn(BodyIn):
    required_fields = ("credit_ids",)
    credit_ids: list[JsonInt] = Field([], min_length=1, max_length=services.CONFIRM_MAX)
    order_id: str = Field(
        "",
        max_length=16,
        description="the order a person chose for one credit whose UTR was entered for several orders",
    )


class ConfirmOut(Schema):
    credit_id: int
    ok: bool
    message: str
    order_id: str


class UnpaidOrderOut(Schema):
    order_id: str
    created_at: datetime
    amount: Money
    name: str = Field(..., alias="ship_name")
    phone_number: str = Field(..., alias="ship_phone")
    upi_reference: str
    status: OrderStatus


class UnpaidIn(PageIn):
    days: int = Field(3, ge=0, le=365, description="placed more than this many days ago")


@router.get("bank/statements", auth=PAYMENTS, response={200: list[StatementOut], **CLIENT_ERRORS})
def statement_list(request: HttpRequest):
    """The latest statements uploaded, newest first."""
    return selectors.statements_recent()


@router.post("bank/statements", auth=PAYMENTS, response={202: StatementOut, **CLIENT_ERRORS})
def statement_upload(request: HttpRequest, payload: StatementIn):
    statement = services.bank_statement_upload(
        user=request.auth, bank=payload.bank, file_name=payload.file_name, content=payload.content
    )
    return 202, statement


@router.get("bank/statements/{statement_id}", auth=PAYMENTS, response={200: StatementOut, **WITH_404})
def statement_get(request: HttpRequest, statement_id: str):
    return selectors.statement_get(statement_id=statement_id)


@router.put("bank/statements/{statement_id}/columns", auth=PAYMENTS, response={202: StatementOut, **WITH_404})
def statement_columns(request: HttpRequest, statement_id: str, payload: ColumnsIn):
    """Map the statement's columns (remembered for its bank) and read it again."""
    statement = selectors.statement_get(statement_id=statement_id)
    return 202, services.bank_columns_set(statement=statement, user=request.auth, columns=payload.dict())


@router.get(
    "bank/statements/{statement_id}/credits", auth=PAYMENTS, response={200: list[CreditOut], **WITH_404}
)
def statement_credits(request: HttpRequest, statement_id: str, page: Query[PageIn]):
    found = selectors.statement_credits(statement_id=statement_id, offset=page.offset, limit=page.limit)
    return json_answer(credit_rows(found))


@router.post("bank/confirm", auth=PAYMENTS, response={200: list[ConfirmOut], **CLIENT_ERRORS})
def credits_confirm(request: HttpRequest, payload: ConfirmIn):
    """Confirm the credits' proposals (or, for one credit, the order chosen among its candidates):
    each order is checked again and marked paid (a result per credit)."""
    return services.bank_credits_confirm(
        credit_ids=payload.credit_ids, actor=request.auth, order_id=payload.order_id
    )


@router.get("bank/unmatched-credits", auth=PAYMENTS, response={200: list[CreditOut], **CLIENT_ERRORS})
def unmatched_credits(request: HttpRequest, page: Query[PageIn]):
    return json_answer(credit_rows(selectors.unmatched_credits(offset=page.offset, limit=page.limit)))


@router.get("bank/unpaid-orders", auth=PAYMENTS, response={200: list[UnpaidOrderOut], **CLIENT_ERRORS})
def unpaid_orders(request: HttpRequest, query: Query[UnpaidIn]) -> list[Order]:
    """UPI orders still unpaid more than `days` days after they were placed."""
    return selectors.unpaid_upi_orders(older_than_days=query.days, offset=query.offset, limit=query.limit)
