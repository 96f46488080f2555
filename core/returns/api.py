"""GET /api/returns/policy/: the returns policy the storefront shows (public)."""

from django.http import HttpRequest
from ninja import Router, Schema

from core.returns import selectors

router = Router(tags=["returns"])


class ReasonOut(Schema):
    code: str
    label: str
    shop_fault: bool
    photo_required: bool
    catalogue: bool
    custom: bool


class ReturnPolicyOut(Schema):
    window_days: int
    free_return_shipping: bool
    custom_prints_returnable: bool
    reasons: list[ReasonOut]


@router.get("policy/", response=ReturnPolicyOut, auth=None)
def return_policy(request: HttpRequest):
    """How long after delivery a return or exchange can be asked, and for which reasons."""
    return selectors.return_policy()
