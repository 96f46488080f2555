"""The bag's items as its checkout reads them (placing/bag_items.py): the same items, sizes in the
same order and price breaks as the ORM's read with its prefetches, in two queries."""

import pytest

from core.catalogue.models import CatalogueItem
from core.catalogue.selectors import active_catalogue_items
from core.office.tests.factories import CatalogueItemFactory
from core.orders.placing.bag_items import bag_items, type_tiers
from core.orders.placing.breaks import tiers_of

pytestmark = pytest.mark.django_db


def test_the_items_sizes_and_breaks_equal_the_orms(django_assert_num_queries):
    hidden = CatalogueItemFactory(active=False)
    bare = CatalogueItemFactory()
    bare.sizes.clear()
    ids = set(CatalogueItem.objects.values_list("pk", flat=True)) | {999_999}
    expected = {
        i.pk: i
        for i in active_catalogue_items().prefetch_related("product_type__price_breaks").filter(pk__in=ids)
    }
    with django_assert_num_queries(2):
        found = bag_items(ids)
        tiers = type_tiers({b.item.product_type_id for b in found.values()})
    assert hidden.pk not in found and 999_999 not in found
    assert set(found) == set(expected) and bare.pk in found
    for pk, item in expected.items():
        got = found[pk]
        assert got.sizes == [s.code for s in item.sizes.all()]
        assert (got.item.name, got.item.price, got.item.colour_name, got.item.colour_hex) == (
            item.name,
            item.price,
            item.colour_name,
            item.colour_hex,
        )
        assert got.item.product_type == item.product_type
        assert got.item.product_type.name == item.product_type.name
        assert tiers[item.product_type_id] == tiers_of(item.product_type)


def test_no_ids_read_nothing(django_assert_num_queries):
    with django_assert_num_queries(0):
        assert bag_items(set()) == {} and type_tiers(set()) == {}
