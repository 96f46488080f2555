"""The seller's pages (Consumer Protection (E-Commerce) Rules, 2020, rules 4 and 7): seven pages
for the footer, each with the owner's text and the facts from the settings."""

from decimal import Decimal

import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.catalogue.models import ShopSettings
from core.conftest import JsonClient
from core.pages.models import SellerPage
from core.returns.models import ReturnSettings

pytestmark = pytest.mark.django_db

SLUGS = ["about", "grievance-officer", "returns", "shipping", "payments", "terms", "privacy"]


def test_the_footer_lists_the_seven_pages_in_order(seller_pages):
    pages = JsonClient().get("/api/pages/").json()
    assert [p["slug"] for p in pages] == SLUGS
    assert pages[1]["title"] == "Grievance officer"


def test_the_grievance_officer_page_names_the_officer_and_the_law_s_times(seller_pages):
    page = JsonClient().get("/api/pages/grievance-officer/").json()
    officer = page["facts"]["grievance_officer"]
    assert officer["name"] and officer["designation"] and officer["email"]
    assert (officer["ack_hours"], officer["resolve_days"]) == (48, 30)
    seller = page["facts"]["seller"]
    assert seller["legal_name"] and len(seller["gstin"]) == 15 and seller["address"]
    assert "48 hours" in page["markdown"]


def test_the_facts_follow_the_settings(seller_pages):
    ShopSettings.objects.update_or_create(pk=1, defaults={"cod_below": Decimal("3000.00")})
    ReturnSettings.objects.update_or_create(pk=1, defaults={"window_days": 10})
    facts = JsonClient().get("/api/pages/payments/").json()["facts"]
    assert facts["payments"]["cod_below"] == "3000.00"
    assert facts["returns"]["window_days"] == 10
    assert "Delhi and Gurgaon 1-2 days" in facts["shipping"]["studio_reading"]
    assert facts["shipping"]["product_page_reading"] == "1-3 days in metros and 3-5 days in other cities"


def test_the_specification_s_texts_are_kept(seller_pages):
    returns = JsonClient().get("/api/pages/returns/").json()["markdown"]
    payments = JsonClient().get("/api/pages/payments/").json()["markdown"]
    assert "14-day exchange and returns" in returns
    assert "Cash on delivery** for orders below ₹5000" in payments


def test_an_unknown_page_is_a_clear_400(seller_pages):
    assert JsonClient().get("/api/pages/careers/").status_code == 400


def test_the_owner_edits_a_page_and_support_may_not(seller_pages):
    owner, support = JsonClient(), JsonClient()
    owner.force_login(StaffFactory(role=Role.OWNER))
    support.force_login(StaffFactory(role=Role.SUPPORT))
    body = {"title": "About Rangrez", "markdown": "# Hello\n\nWe print."}

    assert support.send("put", "/api/office/pages/about", body).status_code == 403
    answer = owner.send("put", "/api/office/pages/about", body)

    assert answer.status_code == 200 and answer.json()["id"] == "about"
    shown = JsonClient().get("/api/pages/about/").json()
    assert shown["title"] == "About Rangrez" and shown["markdown"].startswith("# Hello")
    listed = owner.get("/api/office/pages")
    assert listed["Content-Range"] == "pages 0-6/7"


def test_a_hindi_reader_gets_the_hindi_page_and_the_english_where_none_is_written(seller_pages):
    page = JsonClient().get("/api/pages/returns/?lang=hi")
    body = page.json()
    assert body["title"] == "वापसी, रिफ़ंड और बदलाव" and "14 दिन में बदलाव और वापसी" in body["markdown"]
    assert "Accept-Language" in page["Vary"] and "X-Shop-Language" in page["Vary"]
    english = JsonClient().get("/api/pages/returns/").json()
    assert english["title"] == "Returns, refunds and exchanges" and "14-day exchange" in english["markdown"]

    SellerPage.objects.filter(slug="returns").update(markdown_hi="")
    half = JsonClient().get("/api/pages/returns/", HTTP_X_SHOP_LANGUAGE="hi").json()
    assert half["title"] == "वापसी, रिफ़ंड और बदलाव" and "14-day exchange" in half["markdown"]


def test_the_footer_s_titles_come_in_the_reader_s_language(seller_pages):
    titles = [p["title"] for p in JsonClient().get("/api/pages/?lang=hi").json()]
    assert titles[:2] == ["हमारे बारे में", "शिकायत अधिकारी"]


def test_the_owner_writes_the_hindi_beside_the_english(seller_pages):
    owner = JsonClient()
    owner.force_login(StaffFactory(role=Role.OWNER))
    body = {
        "title": "About Rangrez",
        "markdown": "We print.",
        "title_hi": "रंगरेज़ के बारे में",
        "markdown_hi": "हम छापते हैं।",
    }

    answer = owner.send("put", "/api/office/pages/about", body).json()

    assert (answer["title_hi"], answer["markdown_hi"]) == ("रंगरेज़ के बारे में", "हम छापते हैं।\n")
    shown = JsonClient().get("/api/pages/about/?lang=hi").json()
    assert (shown["title"], shown["markdown"]) == ("रंगरेज़ के बारे में", "हम छापते हैं।\n")
    assert JsonClient().get("/api/pages/about/").json()["title"] == "About Rangrez"

    owner.send("put", "/api/office/pages/about", {**body, "title_hi": "", "markdown_hi": ""})
    assert JsonClient().get("/api/pages/about/?lang=hi").json()["title"] == "About Rangrez"
