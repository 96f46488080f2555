"""What the shipping calls take and answer: couriers, the Ship dialog's body, an order's shipment."""

from datetime import datetime

from ninja import Field, Schema

from core.common.schemas import BodyIn, JsonInt


class CourierOut(Schema):
    id: int
    name: str
    tracking_url_template: str
    needs_awb: bool
    active: bool


class ShipIn(BodyIn):
    required_fields = ("courier_id",)
    # Courier's id is a BigAutoField; Shipment.awb is 40 once the service has taken out spaces
    courier_id: JsonInt | None = Field(None, ge=1, le=2**63 - 1)
    awb: str = Field("", max_length=60)
    # the parcel as weighed and measured; left out: proposed from the product type and pieces
    weight_grams: JsonInt | None = Field(None, ge=1, le=100_000)
    length_cm: JsonInt | None = Field(None, ge=1, le=300)
    breadth_cm: JsonInt | None = Field(None, ge=1, le=300)
    height_cm: JsonInt | None = Field(None, ge=1, le=300)
    # asked only of a consignment that needs an e-way bill and has no number on record
    no_ewaybill_reason: str = Field("", max_length=300)


class ParcelOut(Schema):
    """An order's parcel: as shipped, or (not shipped yet) what the Ship dialog proposes."""

    weight_grams: int
    length_cm: int
    breadth_cm: int
    height_cm: int


# An order's shipment as the orders' answers show it (courier, AWB, tracking link).
class ShipmentOut(Schema):
    courier_id: int | None  # None: shipped without a courier on record ("Courier not recorded")
    courier: str
    awb: str
    tracking_url: str
    shipped_at: datetime
    delivered_at: datetime | None

    @staticmethod
    def resolve_courier(obj) -> str:
        return obj.courier_name
