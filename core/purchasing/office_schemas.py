"""Suppliers and purchase orders as the back office reads and writes them."""

from datetime import date, datetime
from decimal import Decimal

from ninja import Field, Schema
from pydantic import field_validator

from core.common.money import MAX_PIECE_PRICE, Money, goods_within_bound
from core.common.schemas import BodyIn, JsonBool, JsonInt
from core.purchasing.models import PurchaseLine, PurchaseOrder, PurchaseStatus, Receipt, Supplier
from core.purchasing.services.orders import MAX_LINES, MAX_QUANTITY


class SupplierOut(Schema):
    id: int
    name: str
    gstin: str
    address: str
    state_code: str
    email: str
    phone: str
    product_type_ids: list[int]
    active: bool
    created_at: datetime

    @staticmethod
    def resolve_product_type_ids(obj: Supplier) -> list[int]:
        return sorted(t.pk for t in obj.product_types.all())


class SupplierIn(BodyIn):
    required_fields = ("name", "gstin", "address", "state_code")
    name: str = Field("", max_length=120)
    gstin: str = Field("", max_length=20, description="15 characters: state code, PAN, 3 more")
    address: str = Field("", max_length=1000)
    state_code: str = Field("", max_length=2, description="The GST state code, say 27 for Maharashtra")
    email: str = Field("", max_length=254)
    phone: str = Field("", max_length=20)
    product_type_ids: list[JsonInt] = Field([], max_length=50, description="What it sells (none: all)")
    active: JsonBool = True


class PurchaseLineIn(Schema):
    item_id: JsonInt = Field(..., ge=1, le=2_147_483_647)
    quantity: JsonInt = Field(..., ge=1, le=MAX_QUANTITY)
    rate: Decimal = Field(
        ...,
        gt=0,
        lt=MAX_PIECE_PRICE,
        max_digits=10,
        decimal_places=2,
        description="Rupees a piece, GST extra",
    )


class PurchaseOrderIn(BodyIn):
    required_fields = ("supplier_id", "lines")
    supplier_id: JsonInt = Field(0, ge=0, le=2_147_483_647)
    lines: list[PurchaseLineIn] = Field([], max_length=MAX_LINES)
    note: str = Field("", max_length=2000)
    expected_on: date | None = None

    @field_validator("lines")
    @classmethod
    def _goods_bounded(cls, lines: list[PurchaseLineIn]) -> list[PurchaseLineIn]:
        goods_within_bound(line.quantity * line.rate for line in lines)
        return lines


class PurchaseLineOut(Schema):
    id: int
    item_id: int
    description: str
    quantity: int
    received: int
    to_come: int
    rate: Money
    hsn: str
    gst_rate: Money
    taxable: Money
    cgst: Money
    sgst: Money
    igst: Money
    total: Money

    @staticmethod
    def resolve_to_come(obj: PurchaseLine) -> int:
        return obj.to_come


class ReceiptOut(Schema):
    id: int
    supplier_invoice_number: str
    supplier_invoice_date: date
    taxable: Money
    cgst: Money
    sgst: Money
    igst: Money
    total: Money
    received_at: datetime


class PurchaseOrderRowOut(Schema):
    """A row of the list."""

    id: int
    number: str
    supplier_id: int
    supplier: str
    status: PurchaseStatus
    intra_state: bool
    total: Money
    expected_on: date | None
    created_at: datetime
    sent_at: datetime | None

    @staticmethod
    def resolve_supplier(obj: PurchaseOrder) -> str:
        return obj.supplier.name


class PurchaseOrderOut(PurchaseOrderRowOut):
    supplier_gstin: str
    supplier_email: str
    note: str
    taxable: Money
    cgst: Money
    sgst: Money
    igst: Money
    lines: list[PurchaseLineOut]
    receipts: list[ReceiptOut]
    pdf_url: str

    @staticmethod
    def resolve_supplier_gstin(obj: PurchaseOrder) -> str:
        return obj.supplier.gstin

    @staticmethod
    def resolve_supplier_email(obj: PurchaseOrder) -> str:
        return obj.supplier.email

    @staticmethod
    def resolve_lines(obj: PurchaseOrder) -> list[PurchaseLine]:
        return list(obj.lines.all())

    @staticmethod
    def resolve_receipts(obj: PurchaseOrder) -> list[Receipt]:
        return list(obj.receipts.all())

    @staticmethod
    def resolve_pdf_url(obj: PurchaseOrder) -> str:
        return f"/api/office/purchase-orders/{obj.pk}/pdf"


class ReceivedLineIn(Schema):
    line_id: JsonInt = Field(..., ge=1, le=2_147_483_647)
    quantity: JsonInt = Field(..., ge=0, le=MAX_QUANTITY)


class PurchaseReceiveIn(BodyIn):
    required_fields = ("supplier_invoice_number", "supplier_invoice_date", "lines")
    supplier_invoice_number: str = Field("", max_length=16)
    supplier_invoice_date: date | None = None
    lines: list[ReceivedLineIn] = Field([], max_length=MAX_LINES)


class SuggestedOut(Schema):
    item_id: int
    description: str
    quantity: int
    rate: Money | None  # the last rate agreed with this supplier for the blank; null: never bought from it
    waiting: int
    available: int
    low_stock_at: int
    on_order: int
