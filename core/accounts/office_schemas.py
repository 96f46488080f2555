"""Customers and the admin team as the back office lists and edits them."""

from datetime import datetime
from decimal import Decimal

from ninja import Field, Schema

from core.accounts.schemas import ROLE, AddressFieldsIn, CustomerOut
from core.accounts.staff.selectors import role_of
from core.common.money import Money
from core.common.schemas import BodyIn, JsonBool


class OfficeCustomerOut(CustomerOut):
    id: int
    is_active: bool
    date_joined: datetime
    last_login: datetime | None
    orders_count: int
    total_paid: Money
    total_due: Money
    total_refunded: Money

    @staticmethod
    def resolve_total_paid(obj) -> Decimal:
        return getattr(obj, "total_paid", None) or Decimal("0.00")

    @staticmethod
    def resolve_total_due(obj) -> Decimal:
        return getattr(obj, "total_due", None) or Decimal("0.00")

    @staticmethod
    def resolve_total_refunded(obj) -> Decimal:
        return getattr(obj, "total_refunded", None) or Decimal("0.00")


class OfficeCustomerIn(AddressFieldsIn):
    """A customer's edit; the address is changed only when it differs (then all of it is needed)."""

    required_fields = ("name",)
    name: str = Field("", max_length=120)  # the lengths of core/accounts/models.py::User
    email: str = Field("", max_length=254)
    is_active: JsonBool = True


class OfficeAdminOut(Schema):
    id: int
    name: str
    phone_number: str
    is_active: bool
    is_superuser: bool
    role: str | None
    date_joined: datetime
    last_login: datetime | None

    @staticmethod
    def resolve_role(obj) -> str | None:
        role = role_of(obj)
        return role.value if role else None


class OfficeAdminUpdateIn(BodyIn):
    required_fields = ("name",)
    name: str = Field("", max_length=120)
    is_active: JsonBool = True
    role: str | None = ROLE  # None: the role stays as it is
