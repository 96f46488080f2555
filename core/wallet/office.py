"""Gift cards and store credit in the back office: the cards (a sale's UPI payment marked paid by
Accounts), a company's cards issued in bulk and their sheet of codes (XLSX), the gift card liability
of a period for the accounts screen, and a customer's store credit (granted with a reason, audited)."""

from datetime import date, datetime

from django.http import HttpRequest, HttpResponse
from ninja import Field, Query, Router, Schema

from core.accounts.models import User
from core.common.auth import staff
from core.common.errors import get_or_not_found
from core.common.models import AuditAction
from core.common.money import Money
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404, BodyIn
from core.common.services import audit_record
from core.office.listing import Listing, ListParams, PageIn, paginate
from core.wallet import selectors
from core.wallet.models import CreditMoveKind, GiftCard, GiftCardBatch, GiftCardStatus
from core.wallet.services.batches import gift_card_batch_mark_paid, gift_cards_issue
from core.wallet.services.credit import credit_grant
from core.wallet.services.giftcards import gift_card_mark_paid
from core.wallet.sheet import batch_xlsx

router = Router(tags=["office: wallet"])
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
MONEY_WORK = staff(Perm.CHANGE_PAYMENT)
ACCOUNTS = staff(Perm.VIEW_ACCOUNTS)


class GiftCardRowOut(Schema):
    id: int
    amount: Money
    balance: Money
    status: GiftCardStatus
    issued_on: date | None
    expires_on: date | None
    buyer: str
    company: str
    recipient_email: str
    send_on: date | None
    sent_at: datetime | None
    upi_reference: str
    created_at: datetime


class GiftCardsIn(PageIn):
    status: GiftCardStatus | None = None


def _row(card: GiftCard) -> dict:
    return {
        "id": card.pk,
        "amount": card.amount,
        "balance": card.balance,
        "status": card.status,
        "issued_on": card.issued_on,
        "expires_on": card.expires_on,
        "buyer": f"{card.buyer.name} ({card.buyer.phone_number})" if card.buyer_id else "",
        "company": card.batch.company if card.batch_id else "",
        "recipient_email": card.recipient_email,
        "send_on": card.send_on,
        "sent_at": card.sent_at,
        "upi_reference": card.upi_reference,
        "created_at": card.created_at,
    }


@router.get("gift-cards", response={200: list[GiftCardRowOut], **CLIENT_ERRORS}, auth=ACCOUNTS)
def gift_cards_list(request: HttpRequest, params: Query[GiftCardsIn]):
    """Gift cards, newest first (by status: the unpaid ones wait for Accounts); codes are not shown."""
    rows = selectors.cards_by_status(params.status)[params.offset : params.offset + params.limit]
    return [_row(card) for card in rows]


@router.post("gift-cards/{card_id}/paid", response={200: GiftCardRowOut, **WITH_404}, auth=MONEY_WORK)
def gift_card_paid(request: HttpRequest, card_id: int):
    """Its UPI payment was received: the card is sold, and its e-mail goes on its day."""
    card = get_or_not_found(GiftCard.objects.all(), what="gift card", pk=card_id)
    return _row(gift_card_mark_paid(card=card, actor=request.auth))


class GiftCardBatchIn(BodyIn):
    required_fields = ("company", "count", "amount")
    company: str = Field("", max_length=120)
    count: int | str = Field(..., description="1 to 1000 cards")
    amount: int | str = Field(..., description="Each card's amount, whole rupees")
    reference: str = Field("", max_length=60)
    buyer: str = Field("", max_length=120, description="Who ordered them at the company")
    buyer_email: str = Field("", max_length=254)
    expires_on: date | None = Field(None, description="The cards' last day (IST): a year or more ahead")


class GiftCardBatchOut(Schema):
    id: int
    company: str
    count: int
    amount: Money
    reference: str
    buyer: str
    buyer_email: str
    expires_on: date | None
    paid: bool
    paid_at: datetime | None
    created_at: datetime

    @staticmethod
    def resolve_paid(obj: GiftCardBatch) -> bool:
        return obj.paid_at is not None


class BatchPaidIn(BodyIn):
    reference: str = Field("", max_length=60, description="The company's payment (UTR, cheque...)")


BATCHES = Listing(
    resource="gift-card-batches",
    sort_fields={"id": "id", "created_at": "created_at"},
    default_sort=("created_at", "DESC"),
    search_fields=("company",),
)


@router.get("gift-card-batches", response={200: list[GiftCardBatchOut], **CLIENT_ERRORS}, auth=ACCOUNTS)
def gift_card_batch_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    """Companies' batches, newest first (the index on -created_at): paid or waiting for payment."""
    return paginate(BATCHES, selectors.batches(), params, response)


@router.get("gift-card-batches/{batch_id}", response={200: GiftCardBatchOut, **WITH_404}, auth=ACCOUNTS)
def gift_card_batch_get(request: HttpRequest, batch_id: int):
    return get_or_not_found(selectors.batches(), what="batch", pk=batch_id)


@router.post("gift-card-batches", response={201: GiftCardBatchOut, **CLIENT_ERRORS}, auth=MONEY_WORK)
def gift_card_batch_create(request: HttpRequest, payload: GiftCardBatchIn):
    """A company's cards: their codes at once (the sheet), spendable once the batch is marked paid."""
    batch = gift_cards_issue(
        actor=request.auth,
        company=payload.company,
        count=payload.count,
        amount=payload.amount,
        reference=payload.reference,
        buyer=payload.buyer,
        buyer_email=payload.buyer_email,
        expires_on=payload.expires_on,
    )
    return 201, batch


@router.post(
    "gift-card-batches/{batch_id}/paid", response={200: GiftCardBatchOut, **WITH_404}, auth=MONEY_WORK
)
def gift_card_batch_paid(request: HttpRequest, batch_id: int, payload: BatchPaidIn):
    """The company paid: its cards are sold today (the liability) and may be spent (audited)."""
    batch = get_or_not_found(selectors.batches(), what="batch", pk=batch_id)
    return gift_card_batch_mark_paid(batch=batch, actor=request.auth, reference=payload.reference)


@router.get(
    "gift-card-batches/{batch_id}/sheet.xlsx",
    response={200: None, **WITH_404},
    auth=MONEY_WORK,
    openapi_extra={"responses": {200: {"description": "XLSX", "content": {XLSX: {}}}}},
)
def gift_card_batch_sheet(request: HttpRequest, batch_id: int):
    """The batch's codes as a sheet, for the company (the codes are money: the download is audited)."""
    batch = get_or_not_found(GiftCardBatch.objects.all(), what="batch", pk=batch_id)
    data = batch_xlsx(batch)
    audit_record(actor=request.auth, action=AuditAction.EXPORT, target=f"Gift card codes, batch {batch.pk}")
    response = HttpResponse(data, content_type=XLSX)
    response["Content-Disposition"] = f'attachment; filename="gift-cards-{batch.pk}.xlsx"'
    response["Cache-Control"] = "private, no-store"
    return response


class LiabilityPeriodIn(Schema):
    start: date
    end: date


class LiabilityOut(Schema):
    start: date
    end: date
    opening: Money
    sold: Money
    spent: Money
    expired: Money
    outstanding: Money


@router.get("gift-card-liability", response={200: LiabilityOut, **CLIENT_ERRORS}, auth=ACCOUNTS)
def gift_card_liability(request: HttpRequest, params: Query[LiabilityPeriodIn]):
    """Sold, spent, expired and outstanding over a period (IST days), from the maintained days."""
    return selectors.gift_card_liability(start=params.start, end=params.end)


class CreditGrantIn(BodyIn):
    required_fields = ("amount", "reason")
    amount: int | str = Field(..., description="Rupees")
    reason: str = Field("", max_length=300)


class CreditLineOut(Schema):
    id: int
    kind: CreditMoveKind
    amount: Money
    balance_after: Money
    reason: str
    reference: str
    created_at: datetime


class StoreCreditOut(Schema):
    balance: Money
    history: list[CreditLineOut]


def _credit(customer: User, params: PageIn) -> dict:
    rows = selectors.credit_history(customer)[params.offset : params.offset + params.limit]
    return {"balance": selectors.credit_balance(customer), "history": list(rows)}


@router.get(
    "customers/{customer_id}/store-credit",
    response={200: StoreCreditOut, **WITH_404},
    auth=staff(Perm.VIEW_CUSTOMERS),
)
def store_credit_read(request: HttpRequest, customer_id: int, params: Query[PageIn]):
    customer = get_or_not_found(User.objects.filter(is_staff=False), what="customer", pk=customer_id)
    return _credit(customer, params)


@router.post(
    "customers/{customer_id}/store-credit", response={201: StoreCreditOut, **WITH_404}, auth=MONEY_WORK
)
def store_credit_grant(request: HttpRequest, customer_id: int, payload: CreditGrantIn):
    """The owner's credit to a customer, with the reason they will read in their history (audited)."""
    customer = get_or_not_found(User.objects.filter(is_staff=False), what="customer", pk=customer_id)
    credit_grant(customer=customer, amount=payload.amount, reason=payload.reason, actor=request.auth)
    return 201, _credit(customer, PageIn())
