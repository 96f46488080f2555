"""The customer's own data (Digital Personal Data Protection Act, 2023, ss.11-12): a copy to
download, and erasure of the account."""

from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from ninja import Field, Router

from core.accounts.rate_limits import rate_limit_check
from core.common.auth import customer_session
from core.common.renderers import ORJSONRenderer
from core.common.schemas import CLIENT_ERRORS, BodyIn, ErrorOut, MessageOut
from core.trust.privacy import selectors, services

router = Router(tags=["privacy"])


class DeleteIn(BodyIn):
    required_fields = ("password", "confirm")
    password: str = Field("", max_length=256)
    confirm: str = Field("", max_length=10, description='The word "DELETE".')


@router.get(
    "me/data/",
    response={200: dict, **CLIENT_ERRORS, 413: ErrorOut},
    auth=customer_session,
    summary="Download my data (a JSON file)",
)
def my_data(request: HttpRequest):
    data = selectors.customer_data(user=request.auth)
    response = HttpResponse(
        ORJSONRenderer().render(request, data, response_status=200), content_type="application/json"
    )
    response["Content-Disposition"] = (
        f'attachment; filename="rangrez-my-data-{timezone.localdate():%Y-%m-%d}.json"'
    )
    return response


@router.post("me/delete/", response={200: MessageOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=customer_session)
def delete_me(request: HttpRequest, payload: DeleteIn):
    """Erase the account's personal data at once; invoices stay as the GST law requires."""
    rate_limit_check(request=request, form="password_change")
    services.customer_erase(request=request, password=payload.password, confirm=payload.confirm)
    return {
        "message": "Your account has been deleted. We keep your invoices for as long as the GST law requires."
    }
