"""The failed deliveries' bodies and answers: the customer's page by link, the tracking page's
summary, and the desk's cases and actions."""

import datetime as dt
from datetime import date, datetime

from ninja import Field, Schema

from core.common.schemas import BodyIn
from core.ndr.models import NdrActionKind, NdrChoice, NdrCourierStatus, NdrStatus

PIN = Field("", max_length=6, json_schema_extra={"pattern": r"^[0-9]{0,6}$"})
PHONE = Field("", max_length=10, json_schema_extra={"pattern": r"^[0-9]{0,10}$"})
ADDRESS = Field("", max_length=300)


class NdrAnswerIn(BodyIn):
    choice: NdrChoice
    date: dt.date | None = None
    address: str = ADDRESS
    pin_code: str = PIN
    phone: str = PHONE


class NdrCustomerCaseOut(Schema):
    """What the customer reads on the link's page: the attempt, the reason, what they may choose."""

    order_id: str
    attempts: int
    reason: str
    attempted_at: datetime
    deadline: datetime
    status: NdrStatus
    courier: str
    awb: str
    ship_address: str
    ship_phone: str
    dates: list[date] = Field(description="The days a new attempt may be asked for.")
    answer: NdrChoice | None
    answer_date: date | None
    answer_address: str
    answer_phone: str
    answered_at: datetime | None


class NdrTrackingCaseOut(Schema):
    """The order's failed delivery on its tracking page, with the link to answer (null: none)."""

    attempts: int
    reason: str
    attempted_at: datetime
    deadline: datetime
    status: NdrStatus
    answer: NdrChoice | None
    link: str | None = Field(description="The answer page's address, while the case is not settled.")


class OrderNdrOut(Schema):
    case: NdrTrackingCaseOut | None


class NdrActionIn(BodyIn):
    kind: NdrActionKind
    on_date: date | None = None
    address: str = ADDRESS
    pin_code: str = PIN
    phone: str = PHONE
    note: str = Field("", max_length=300)


class NdrSentIn(BodyIn):
    reference: str = Field("", max_length=100)


class NdrActionOut(Schema):
    id: int
    kind: NdrActionKind
    on_date: date | None
    address: str
    pin_code: str
    phone: str
    note: str
    actor_name: str
    at: datetime
    courier_status: NdrCourierStatus
    courier_reference: str


class NdrOfficeCaseOut(Schema):
    id: int
    order_id: str
    customer_name: str
    courier: str
    awb: str
    attempts: int
    reason: str
    opened_at: datetime
    attempted_at: datetime
    deadline: datetime
    status: NdrStatus
    flagged: bool = Field(description="Past its attempts or its deadline with nothing done.")
    answer: NdrChoice | None
    answer_date: date | None
    answer_address: str
    answer_pin_code: str
    answer_phone: str
    answered_at: datetime | None
    action: NdrActionKind | None
    ship_address: str
    phone: str = Field(description="The delivery phone, +91 98765 43210.")
    whatsapp: str = Field(description="wa.me with the customer's link in the message.")
    actions: list[NdrActionOut]
    closed_as: str


class NdrCountsOut(Schema):
    open: int
    flagged: int
