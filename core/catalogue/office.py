"""The catalogue the admin team edits: ready-made items (hidden ones too) and product types (prices,
sleeves). Writes: core.catalogue.services."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.catalogue import selectors, services
from core.catalogue.break_schemas import OfficePriceBreaksIn, OfficePriceBreaksOut
from core.catalogue.office_schemas import (
    OfficeCatalogueItemIn,
    OfficeCatalogueItemOut,
    OfficeProductTypeIn,
    OfficeProductTypeOut,
)
from core.common.auth import staff
from core.common.errors import get_or_not_found
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.office.listing import Listing, ListParams, paginate

router = Router(tags=["office: catalogue"])

ITEMS = Listing(
    resource="catalogue-items",
    sort_fields={
        "id": "id",
        "name": "name",
        "price": "price",
        "old_price": "old_price",
        "position": "position",
        "active": "active",
        "product_type": "product_type__name",
        "colour_name": "colour_name",
    },
    default_sort=("position", "ASC"),
    search_fields=("name", "description", "colour_name", "product_type__name"),
    filters={"active": "active", "product_type_id": "product_type_id"},
)
PRODUCT_TYPES = Listing(
    resource="product-types",
    sort_fields={"id": "id", "name": "name", "base_price": "base_price", "position": "position"},
    default_sort=("position", "ASC"),
    search_fields=("name", "slug"),
    filters={"customisable": "customisable", "has_sizes": "has_sizes"},
)

BREAKS = Listing(
    resource="price-breaks",
    sort_fields={"id": "id", "name": "name", "position": "position"},
    default_sort=("position", "ASC"),
    search_fields=("name", "slug"),
    filters={},
)


def _tables(page) -> list[dict]:
    return [selectors.price_table(t) for t in page]


def _breaks(pk: int) -> dict:
    return selectors.price_table(get_or_not_found(selectors.break_tables(), what="Product type", pk=pk))


def _item(pk: int):
    return get_or_not_found(selectors.all_catalogue_items(), what="Item", pk=pk)


def _product_type(pk: int):
    return get_or_not_found(selectors.product_types(), what="Product type", pk=pk)


@router.get(
    "catalogue-items",
    auth=staff(Perm.MANAGE_CATALOGUE),
    response={200: list[OfficeCatalogueItemOut], **CLIENT_ERRORS},
)
def item_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(ITEMS, selectors.all_catalogue_items(), params, response)


@router.get(
    "catalogue-items/{pk}",
    auth=staff(Perm.MANAGE_CATALOGUE),
    response={200: OfficeCatalogueItemOut, **WITH_404},
)
def item_get(request: HttpRequest, pk: int):
    return _item(pk)


@router.post(
    "catalogue-items",
    auth=staff(Perm.MANAGE_CATALOGUE),
    response={201: OfficeCatalogueItemOut, **CLIENT_ERRORS},
)
def item_create(request: HttpRequest, payload: OfficeCatalogueItemIn):
    item = services.catalogue_item_save(data=payload.dict(), actor=request.auth)
    return 201, _item(item.pk)


@router.put(
    "catalogue-items/{pk}",
    auth=staff(Perm.MANAGE_CATALOGUE),
    response={200: OfficeCatalogueItemOut, **WITH_404},
)
def item_update(request: HttpRequest, pk: int, payload: OfficeCatalogueItemIn):
    services.catalogue_item_save(item=_item(pk), data=payload.dict(), actor=request.auth)
    return _item(pk)


@router.delete(
    "catalogue-items/{pk}",
    auth=staff(Perm.MANAGE_CATALOGUE),
    response={200: OfficeCatalogueItemOut, **WITH_404},
)
def item_delete(request: HttpRequest, pk: int):
    item = _item(pk)
    gone = OfficeCatalogueItemOut.from_orm(item)
    services.catalogue_entry_delete(entry=item)
    return gone


@router.get(
    "product-types",
    auth=staff(Perm.MANAGE_CATALOGUE),
    response={200: list[OfficeProductTypeOut], **CLIENT_ERRORS},
)
def product_type_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(PRODUCT_TYPES, selectors.product_types(), params, response)


@router.get(
    "product-types/{pk}", auth=staff(Perm.MANAGE_CATALOGUE), response={200: OfficeProductTypeOut, **WITH_404}
)
def product_type_get(request: HttpRequest, pk: int):
    return _product_type(pk)


@router.put(
    "product-types/{pk}", auth=staff(Perm.MANAGE_CATALOGUE), response={200: OfficeProductTypeOut, **WITH_404}
)
def product_type_update(request: HttpRequest, pk: int, payload: OfficeProductTypeIn):
    services.product_type_update(
        product_type=_product_type(pk),
        name=payload.name,
        base_price=payload.base_price,
        customisable=payload.customisable,
        has_sizes=payload.has_sizes,
        description=payload.description,
        position=payload.position,
        sleeve_prices={s.name: s.price for s in payload.sleeves},
        facts=payload.facts(),
        hindi={"name_hi": payload.name_hi, "description_hi": payload.description_hi},
        actor=request.auth,
    )
    return _product_type(pk)


@router.get(
    "price-breaks",
    auth=staff(Perm.MANAGE_CATALOGUE),
    response={200: list[OfficePriceBreaksOut], **CLIENT_ERRORS},
)
def price_breaks_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    """Every product type with its bulk table (empty: no breaks)."""
    return paginate(BREAKS, selectors.break_tables(), params, response, rows=_tables)


@router.get(
    "price-breaks/{pk}", auth=staff(Perm.MANAGE_CATALOGUE), response={200: OfficePriceBreaksOut, **WITH_404}
)
def price_breaks_get(request: HttpRequest, pk: int):
    return _breaks(pk)


@router.put(
    "price-breaks/{pk}", auth=staff(Perm.MANAGE_CATALOGUE), response={200: OfficePriceBreaksOut, **WITH_404}
)
def price_breaks_update(request: HttpRequest, pk: int, payload: OfficePriceBreaksIn):
    """Replace the product type's tiers and setup charges; the table is checked as a whole."""
    services.price_breaks_set(
        product_type=_product_type(pk),
        tiers=[t.dict() for t in payload.tiers],
        setup=[c.dict() for c in payload.setup],
        actor=request.auth,
    )
    return _breaks(pk)
