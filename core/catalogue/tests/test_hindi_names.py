"""Products' Hindi names and descriptions: served in the request's language with English where the
Hindi is empty, the English answer unchanged, the same queries; edited in the back office."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.catalogue.models import CatalogueItem, ProductType
from core.office.tests.factories import CatalogueItemFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def kurta():
    item = CatalogueItemFactory(name="Cotton kurta tee", description="Soft cotton, printed to order.")
    CatalogueItem.objects.filter(pk=item.pk).update(name_hi="सूती कुर्ता टी", description_hi="मुलायम सूती कपड़ा।")
    return item


def _named(answer: list[dict], pk: int) -> dict:
    return next(row for row in answer if row["id"] == pk)


def test_the_hindi_name_is_served_when_asked_and_english_otherwise(client, kurta):
    plain = CatalogueItemFactory(name="Plain tee")  # no Hindi: English in both
    english = client.get("/api/catalogue/items/").json()
    assert _named(english, kurta.pk)["name"] == "Cotton kurta tee"
    hindi = client.get("/api/catalogue/items/?lang=hi").json()
    assert _named(hindi, kurta.pk)["name"] == "सूती कुर्ता टी"
    assert _named(hindi, kurta.pk)["description"] == "मुलायम सूती कपड़ा।"
    assert _named(hindi, plain.pk)["name"] == "Plain tee"  # the fallback
    one = client.get(f"/api/catalogue/items/{kurta.pk}/", HTTP_ACCEPT_LANGUAGE="hi-IN,hi;q=0.9,en;q=0.5")
    assert one.json()["name"] == "सूती कुर्ता टी"
    told = client.get(f"/api/catalogue/items/{kurta.pk}/", HTTP_X_SHOP_LANGUAGE="hi")
    assert told.json()["name"] == "सूती कुर्ता टी"


def test_an_unknown_language_reads_english(client, kurta):
    assert client.get(f"/api/catalogue/items/{kurta.pk}/?lang=xx").json()["name"] == "Cotton kurta tee"
    answer = client.get(f"/api/catalogue/items/{kurta.pk}/", HTTP_ACCEPT_LANGUAGE="fr, de;q=0.5")
    assert answer.json()["name"] == "Cotton kurta tee"


def test_the_seeded_product_types_have_hindi_names(client):
    types = {t["slug"]: t for t in client.get("/api/catalogue/product-types/?lang=hi").json()}
    assert types["tshirts"]["name"] == "टी-शर्ट"
    assert {t["slug"]: t["name"] for t in client.get("/api/catalogue/product-types/").json()}["tshirts"] == (
        "T-Shirt"
    )


def test_hindi_costs_no_query_more_than_english(client, kurta):
    CatalogueItemFactory.create_batch(5)
    counts = []
    for path in ("/api/catalogue/items/", "/api/catalogue/items/?lang=hi"):
        with CaptureQueriesContext(connection) as queries:
            assert client.get(path).status_code == 200
        counts.append(len(queries))
    assert counts[0] == counts[1]


def test_the_back_office_edits_the_hindi_words_and_reads_the_english_ones(staff_client, kurta):
    item = staff_client.get(f"/api/office/catalogue-items/{kurta.pk}", HTTP_ACCEPT_LANGUAGE="hi").json()
    assert item["name"] == "Cotton kurta tee" and item["name_hi"] == "सूती कुर्ता टी"
    body = {key: item[key] for key in ("name", "product_type_id", "price", "old_price", "colour_name")}
    body |= {"colour_hex": item["colour_hex"], "description": item["description"], "sizes": item["sizes"]}
    saved = staff_client.send(
        "put",
        f"/api/office/catalogue-items/{kurta.pk}",
        {**body, "name_hi": "रंगीन कुर्ता टी", "description_hi": ""},
    )
    assert saved.status_code == 200, saved.content
    kurta.refresh_from_db()
    assert (kurta.name, kurta.name_hi, kurta.description_hi) == ("Cotton kurta tee", "रंगीन कुर्ता टी", "")

    tee = ProductType.objects.get(slug="tshirts")
    row = staff_client.get(f"/api/office/product-types/{tee.pk}").json()
    assert (row["name"], row["name_hi"]) == ("T-Shirt", "टी-शर्ट")


def test_the_answers_vary_by_the_language_headers(client, kurta):
    vary = client.get(f"/api/catalogue/items/{kurta.pk}/")["Vary"]
    assert "Accept-Language" in vary and "X-Shop-Language" in vary


def test_a_brand_s_tagline_comes_in_hindi_when_asked_and_in_english_where_none_is_written(
    client, django_assert_num_queries
):
    from core.catalogue.models import Brand

    Brand.objects.all().delete()
    Brand.objects.create(
        name="Chai Club",
        slug="chai-club",
        tagline="For the ones who run on cutting chai.",
        tagline_hi="कटिंग चाय वालों के लिए।",
    )
    Brand.objects.create(name="Desi Beats", slug="desi-beats", tagline="Dhol and bass.", position=1)
    with django_assert_num_queries(1):
        hindi = client.get("/api/catalogue/brands/?lang=hi")
    assert [b["tagline"] for b in hindi.json()] == ["कटिंग चाय वालों के लिए।", "Dhol and bass."]
    assert "X-Shop-Language" in hindi["Vary"]
    english = client.get("/api/catalogue/brands/").json()
    assert [b["tagline"] for b in english] == ["For the ones who run on cutting chai.", "Dhol and bass."]


def test_the_seeded_brands_have_their_hindi_taglines(db):
    import importlib

    from django.apps import apps

    from core.catalogue.models import Brand

    migration = importlib.import_module("core.catalogue.migrations.0010_brand_tagline_hindi")
    Brand.objects.all().delete()
    for pos, (name, (english, _)) in enumerate(migration.HINDI_TAGLINES.items()):
        Brand.objects.create(name=name, slug=f"b{pos}", tagline=english, position=pos)
    Brand.objects.filter(name="Chai Club").update(tagline="Edited by the team.")
    migration.hindi_taglines(apps, None)
    taglines = dict(Brand.objects.values_list("name", "tagline_hi"))
    assert taglines["Cricket Cult"] == "गली क्रिकेट से स्टेडियम तक: जर्सी और झंडे।"
    assert taglines["Chai Club"] == ""  # the team's own English: no stale Hindi beside it


def test_the_demo_writes_the_catalogue_s_hindi_and_keeps_what_the_team_wrote(client):
    from core.catalogue.demo import HINDI_ITEM_DESCRIPTIONS, seed_hindi_catalogue

    CatalogueItem.objects.filter(pk=2).update(description_hi="टीम का लिखा विवरण")
    seed_hindi_catalogue()
    hindi = client.get("/api/catalogue/items/1/?lang=hi").json()
    assert hindi["description"] == HINDI_ITEM_DESCRIPTIONS[1]
    assert hindi["name"] == "Bleu Renaissance"  # a design's title, as the shop keeps it
    assert client.get("/api/catalogue/items/2/?lang=hi").json()["description"] == "टीम का लिखा विवरण"
    english = client.get("/api/catalogue/items/1/").json()
    assert english["description"].startswith("A renaissance sky in bleu")
    drum = ProductType.objects.get(slug="drum-skin")
    assert (drum.name_hi, drum.description_hi.endswith("20 या 22 इंच।")) == ("ड्रम स्किन", True)
    # every seeded product type now has its Hindi name and description
    assert not ProductType.objects.filter(name_hi="").exists()
    assert not ProductType.objects.filter(description_hi="").exists()
