"""The tickets' bodies and answers, for the customer and for the back office."""

from datetime import datetime

from ninja import Field, Schema

from core.common.schemas import BodyIn, JsonInt
from core.support.models import EntryKind, TicketStatus

BODY = Field("", max_length=5000)
ORDER_ID = Field(None, max_length=16, json_schema_extra={"pattern": r"^[A-Za-z0-9-]*$"})


class ContactOut(Schema):
    message: str
    ticket: str = Field(description="The ticket's number, e.g. GR-26-000042.")


class SupportIn(BodyIn):
    required_fields = ("message",)
    message: str = BODY
    subject: str = Field("", max_length=120)
    order_id: str | None = ORDER_ID


class ReplyIn(BodyIn):
    required_fields = ("body",)
    body: str = BODY


class EntryOut(Schema):
    id: int
    kind: EntryKind
    author: str
    body: str
    created_at: datetime

    @staticmethod
    def resolve_author(entry) -> str:
        return entry.author_name


class TicketSummaryOut(Schema):
    number: str
    subject: str
    status: TicketStatus
    status_label: str
    order_id: str | None
    created_at: datetime
    updated_at: datetime
    due_at: datetime

    @staticmethod
    def resolve_status_label(ticket) -> str:
        return ticket.get_status_display()

    @staticmethod
    def resolve_order_id(ticket) -> str | None:
        return ticket.order.order_id if ticket.order_id else None


class TicketOut(TicketSummaryOut):
    message: str
    thread: list[EntryOut]


class OfficeTicketOut(Schema):
    id: int
    number: str
    subject: str
    status: TicketStatus
    source: str
    name: str
    email: str
    phone_number: str
    customer_id: int | None
    order_id: str | None
    assignee_id: int | None
    assignee_name: str | None
    created_at: datetime
    updated_at: datetime
    ack_due_at: datetime
    due_at: datetime
    acknowledged_at: datetime | None
    resolved_at: datetime | None
    overdue: bool
    message: str

    @staticmethod
    def resolve_order_id(ticket) -> str | None:
        return ticket.order.order_id if ticket.order_id else None

    @staticmethod
    def resolve_assignee_name(ticket) -> str | None:
        return ticket.assignee.name if ticket.assignee_id else None


class OfficeTicketDetailOut(OfficeTicketOut):
    thread: list[EntryOut]


class OfficeTicketIn(BodyIn):
    status: TicketStatus | None = None
    assignee_id: JsonInt | None = Field(None, ge=1, le=2_147_483_647)


class AssigneeOut(Schema):
    id: int
    name: str
