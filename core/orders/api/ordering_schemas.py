"""The ordering calls' bodies and answers: the live price check, Confirm Order, the bag's checkout."""

from typing import Literal

from ninja import Field, Schema

from core.accounts.schemas import BusinessIn
from core.common.money import Money
from core.common.schemas import BodyIn, TextIn
from core.orders.api.schemas import (
    CODE,
    COLOUR,
    INSTRUCTIONS,
    METHOD,
    SIZE,
    SLEEVE,
    SLUG,
    UPI_REFERENCE,
    CustomerOrderOut,
)
from core.orders.placing.address import DeliveryAddressIn


class LineIn(BodyIn):
    required_fields = ("size",)
    size: str = SIZE
    quantity: int | str = 1  # a number or its text: the checks answer past 1..500


class BagItemIn(BodyIn):
    required_fields = ("size",)
    catalogue_item_id: int | str  # the checks answer an id that is not one
    size: str = SIZE
    quantity: int | str = 1  # a number or its text: the checks answer past 1..500


class PriceCheckIn(TextIn):
    """A studio design (product, sleeve, lines, catalogue_item_id) or a bag (items)."""

    product: str = SLUG
    sleeve: str = SLEEVE
    lines: list[LineIn] = Field([], max_length=50)
    items: list[BagItemIn] = Field([], max_length=50)
    code: str = CODE
    payment_method: str = METHOD
    catalogue_item_id: int | str | None = None
    sides: Literal[1, 2] = Field(1, description="A studio design printed on one side or on both.")


class QuoteLineOut(Schema):
    name: str
    size: str
    quantity: int
    unit_price: Money
    line_total: Money
    catalogue_item_id: int | None


class BreakdownOut(Schema):
    """The one price breakdown (core.orders.breakdown): of a live price check or a placed order."""

    subtotal: Money
    offer_name: str = Field("", description="The automatic offers that took something off, before the code")
    offer_discount: Money = Field(0, description="What the automatic offers took off")
    discount_code: str
    discount_amount: Money
    online_discount: Money
    shipping: Money
    cod_fee: Money = Field(0, description="Cash on delivery fee, after shipping (in the total)")
    total: Money
    cod_allowed: bool
    cod_below: Money
    notes: list[str]


class PriceCheckOut(BreakdownOut):
    lines: list[QuoteLineOut]


class PlaceIn(BodyIn):
    """Confirm Order's form fields (the designs travel as the files `front` and `back`)."""

    required_fields = ("sizes",)
    product: str = SLUG
    sleeve: str = SLEEVE
    color: str = COLOUR
    sizes: str = Field("[]", max_length=4000)  # JSON [{"size": "M", "quantity": 2}], at most 20 lines
    instructions: str = INSTRUCTIONS
    payment_method: str = METHOD
    code: str = CODE
    upi_reference: str = UPI_REFERENCE
    catalogue_item_id: str = Field("", max_length=20)
    address: str = Field(
        "", max_length=2000
    )  # JSON {area, landmark, city, state, pin_code}; empty: the profile's
    # JSON {name, gstin, address, pin_code, state}; empty: no business (B2C)
    business: str = Field("", max_length=1000)


class CheckoutIn(BodyIn):
    required_fields = ("items",)
    items: list[BagItemIn] = Field([], max_length=50)
    payment_method: str = METHOD
    code: str = CODE
    upi_reference: str = UPI_REFERENCE
    address: DeliveryAddressIn | None = None
    business: BusinessIn | None = None  # buying for a business (B2B): its GSTIN on the invoice
    gift_card: str = Field("", max_length=40, description="A gift card's code: pays all or part of the total")
    store_credit: bool = Field(False, description="Spend the customer's store credit first")


class PlacedOrderOut(CustomerOrderOut):
    message: str
    tendered: Money = Field(0, description="Paid by gift card or store credit; the rest is to pay")
    breakdown: BreakdownOut
    upi_link: str | None
    upi_qr: str | None
    upi_id: str | None
