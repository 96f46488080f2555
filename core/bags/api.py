"""The kept bag: the logged-in customer's browser reads and saves it here; the reminder's signed
link opens it again (the link is the key, as a shared design's)."""

from django.http import HttpRequest
from ninja import Field, Path, Router, Schema

from core.bags import selectors, services
from core.common.auth import customer_session
from core.common.money import Money
from core.common.schemas import CLIENT_ERRORS, WITH_404, BodyIn

router = Router(tags=["bag"])


class SavedBagLineIn(Schema):
    item_id: int = Field(..., ge=1, le=2_147_483_647)
    size: str = Field(..., min_length=1, max_length=10)
    quantity: int = Field(..., ge=1, le=services.MAX_QUANTITY)


class SavedBagIn(BodyIn):
    lines: list[SavedBagLineIn] = Field([], max_length=services.MAX_LINES)


class SavedBagLineOut(Schema):
    item_id: int
    name: str
    price: Money
    color: str
    size: str
    quantity: int
    image: str | None


class SavedBagOut(Schema):
    lines: list[SavedBagLineOut]


@router.get("me/bag/", response={200: SavedBagOut, **CLIENT_ERRORS}, auth=customer_session)
def my_bag(request: HttpRequest):
    return {"lines": selectors.my_bag(user=request.auth)}


@router.put("me/bag/", response={200: SavedBagOut, **CLIENT_ERRORS}, auth=customer_session)
def my_bag_save(request: HttpRequest, payload: SavedBagIn):
    services.bag_save(user=request.auth, lines=[line.dict() for line in payload.lines])
    return {"lines": selectors.my_bag(user=request.auth)}


@router.get("bag/restore/{bag_token}/", response={200: SavedBagOut, **WITH_404}, auth=None)
def bag_restore(request: HttpRequest, bag_token: str = Path(..., max_length=300)):
    """The bag a reminder's signed link names, to put back into the browser."""
    return {"lines": selectors.bag_by_link(token=bag_token)}
