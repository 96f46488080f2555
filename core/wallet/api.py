"""The customer's wallet: store credit and its history, gift cards bought (paid by UPI), a gift
card's balance checked before checkout. Mounted at /api/wallet/ (core/api.py)."""

from datetime import date, datetime
from urllib.parse import quote as urlquote

from django.conf import settings
from django.http import HttpRequest
from ninja import Field, Query, Router, Schema

from core.accounts.rate_limits import rate_limit_take
from core.common.auth import customer_session
from core.common.errors import ApplicationError, ErrorStatus
from core.common.money import Money
from core.common.schemas import CLIENT_ERRORS, BodyIn, ErrorOut
from core.office.listing import PageIn
from core.orders.placing.upi import qr_data_url
from core.wallet import selectors
from core.wallet.models import CreditMoveKind, GiftCard, GiftCardStatus
from core.wallet.rules import amount_bounds
from core.wallet.services.giftcards import gift_card_buy
from core.wallet.services.tender import gift_card_usable

router = Router(tags=["wallet"])
TOO_MANY_CHECKS = "Too many gift card codes tried from your account. Please try again in an hour."


class WalletOut(Schema):
    store_credit: Money
    gift_card_min: Money
    gift_card_max: Money


class CreditMoveOut(Schema):
    id: int
    kind: CreditMoveKind
    label: str
    amount: Money
    balance_after: Money
    reason: str
    reference: str
    created_at: datetime


class GiftCardBuyIn(BodyIn):
    required_fields = ("amount", "recipient_name", "recipient_email")
    amount: int | str = Field(..., description="Whole rupees, within the shop's bounds")
    recipient_name: str = Field("", max_length=120)
    recipient_email: str = Field("", max_length=254)
    message: str = Field("", max_length=300)
    send_on: date | None = Field(None, description="The day the e-mail goes (IST); empty: today")
    upi_reference: str = Field("", max_length=40)


class GiftCardBoughtOut(Schema):
    id: int
    amount: Money
    status: GiftCardStatus
    status_label: str
    recipient_name: str
    recipient_email: str
    send_on: date | None
    sent: bool
    created_at: datetime
    upi_link: str | None = None
    upi_qr: str | None = None
    upi_id: str | None = None


class GiftCardCheckIn(BodyIn):
    required_fields = ("code",)
    code: str = Field("", max_length=40)


class GiftCardBalanceOut(Schema):
    code: str
    balance: Money
    expires_on: date | None


def _upi_link(card: GiftCard) -> str:
    params = {
        "pa": settings.SHOP_UPI_ID,
        "pn": "Rangrez",
        "am": f"{card.amount:.2f}",
        "cu": "INR",
        "tn": f"Gift card {card.pk}",
    }
    return "upi://pay?" + "&".join(f"{k}={urlquote(str(v), safe='@.')}" for k, v in params.items())


def _bought(card: GiftCard) -> dict:
    row = {
        "id": card.pk,
        "amount": card.amount,
        "status": card.status,
        "status_label": card.get_status_display(),
        "recipient_name": card.recipient_name,
        "recipient_email": card.recipient_email,
        "send_on": card.send_on,
        "sent": card.sent_at is not None,
        "created_at": card.created_at,
    }
    if card.status == "unpaid":
        link = _upi_link(card)
        row.update(upi_link=link, upi_qr=qr_data_url(link), upi_id=settings.SHOP_UPI_ID)
    return row


@router.get("", response={200: WalletOut, **CLIENT_ERRORS}, auth=customer_session, summary="My store credit")
def wallet_read(request: HttpRequest):
    low, high = amount_bounds()
    return {
        "store_credit": selectors.credit_balance(request.auth),
        "gift_card_min": low,
        "gift_card_max": high,
    }


@router.get(
    "credit/",
    response={200: list[CreditMoveOut], **CLIENT_ERRORS},
    auth=customer_session,
    summary="My store credit's history, newest first",
)
def credit_history(request: HttpRequest, params: Query[PageIn]):
    rows = selectors.credit_history(request.auth)[params.offset : params.offset + params.limit]
    return [
        {
            "id": m.pk,
            "kind": m.kind,
            "label": m.get_kind_display(),
            "amount": m.amount,
            "balance_after": m.balance_after,
            "reason": m.reason,
            "reference": m.reference,
            "created_at": m.created_at,
        }
        for m in rows
    ]


@router.post(
    "gift-cards/",
    response={201: GiftCardBoughtOut, **CLIENT_ERRORS},
    auth=customer_session,
    summary="Buy a gift card for someone: paid by UPI, e-mailed to them on the day chosen",
)
def gift_card_create(request: HttpRequest, payload: GiftCardBuyIn):
    card = gift_card_buy(
        buyer=request.auth,
        amount=payload.amount,
        recipient_name=payload.recipient_name,
        recipient_email=payload.recipient_email,
        message=payload.message,
        send_on=payload.send_on,
        upi_reference=payload.upi_reference,
    )
    return 201, _bought(card)


@router.get(
    "gift-cards/",
    response={200: list[GiftCardBoughtOut], **CLIENT_ERRORS},
    auth=customer_session,
    summary="The gift cards I bought, newest first",
)
def gift_cards_bought(request: HttpRequest, params: Query[PageIn]):
    return [
        _bought(card)
        for card in selectors.cards_bought(request.auth)[params.offset : params.offset + params.limit]
    ]


@router.post(
    "gift-cards/check/",
    response={200: GiftCardBalanceOut, **CLIENT_ERRORS, 429: ErrorOut},
    auth=customer_session,
    summary="A gift card's balance, before it is spent at checkout",
)
def gift_card_check(request: HttpRequest, payload: GiftCardCheckIn):
    limit = settings.SHOP_GIFT_CARD_CHECKS  # an hour's codes per account: guessing codes is slow work
    if rate_limit_take(scope="account:gift_card_check", key=str(request.auth.pk), limit=limit, window=3600):
        raise ApplicationError(TOO_MANY_CHECKS, status=ErrorStatus.TOO_MANY)
    card = gift_card_usable(code=payload.code)
    return {"code": card.code, "balance": card.balance, "expires_on": card.expires_on}
