"""The Django admin's business-order pages: quotes with their revisions (a draft's terms edited through
the desk's service, a sent revision and an accepted quote read-only), proofs read-only (the print
floor sees approved ones only), and what businesses owe, for Accounts."""

import re
from decimal import Decimal

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.proofs.tests.factories import approve, upload
from core.quotes.models import QuoteStatus
from core.quotes.services.accepting import quote_accept
from core.quotes.services.desk import quote_create
from core.quotes.tests.factories import quote_request, sent_quote
from core.receivables.services.payments import receivable_payment_record

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _media(settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)
    settings.MEDIA_ROOT = str(tmp_path)


def _site(role: Role) -> Client:
    client = Client()
    client.force_login(StaffFactory(role=role))
    return client


def _posted(page) -> dict:
    """What the change page's Save sends back: its form and inline formsets as they were drawn."""
    data = {}
    for formset in page.context["inline_admin_formsets"]:
        management = formset.formset.management_form
        data |= {management.add_prefix(name): value for name, value in management.initial.items()}
        for form in formset.formset.forms:
            for name, field in form.fields.items():
                value = form.initial.get(name, field.initial)
                data[form.add_prefix(name)] = "" if value is None else getattr(value, "pk", value)
    return data


def test_the_desk_edits_a_drafts_terms_through_the_service_and_its_total_follows():
    desk = _site(Role.ORDER_DESK)
    quote = quote_create(request=quote_request(), actor=StaffFactory(role=Role.ORDER_DESK))
    draft = quote.latest
    url = reverse("admin:quotes_quote_change", args=(quote.pk,))
    page = desk.get(url)
    assert page.status_code == 200
    data = _posted(page)
    prefix = next(k for k in data if k.endswith("-delivery")).removesuffix("-delivery")
    data |= {f"{prefix}-delivery": "250.00", f"{prefix}-advance_percent": "40", "_save": "Save"}
    assert desk.post(url, data).status_code == 302
    draft.refresh_from_db()
    assert (draft.delivery, draft.advance_percent) == (Decimal("250.00"), Decimal("40.00"))
    assert draft.total == draft.goods + draft.setup + Decimal("250.00")  # priced again by the service


def test_a_sent_revision_is_shown_as_it_was_with_no_field_to_edit():
    quote = sent_quote()
    page = _site(Role.ORDER_DESK).get(reverse("admin:quotes_quote_change", args=(quote.pk,)))
    html = page.content.decode()
    assert quote.number in html and "revisions sent" in html.lower()
    assert "draft revision" not in html.lower()
    assert not re.search(r'name="[^"]*-(delivery|valid_until)"', html)  # no input of a sent revision


def test_the_send_action_sends_a_draft_and_refuses_a_sent_one_by_name():
    draft = quote_create(request=quote_request(), actor=StaffFactory(role=Role.ORDER_DESK))
    sent = sent_quote()
    response = _site(Role.ORDER_DESK).post(
        reverse("admin:quotes_quote_changelist"),
        {"action": "send_to_customer", "_selected_action": [draft.pk, sent.pk]},
        follow=True,
    )
    draft.refresh_from_db()
    assert draft.status == QuoteStatus.SENT and draft.latest.sent_at is not None
    assert any(str(m).startswith(f"{sent.number}: ") for m in response.context["messages"])


def test_an_accepted_quote_is_read_only_in_the_admin():
    quote = sent_quote()
    quote_accept(quote=quote, actor=None)
    desk = _site(Role.ORDER_DESK)
    url = reverse("admin:quotes_quote_change", args=(quote.pk,))
    page = desk.get(url)
    assert page.status_code == 200 and not page.context["has_change_permission"]
    assert desk.post(url, {"_save": "Save"}).status_code == 403
    response = desk.post(
        reverse("admin:quotes_quote_changelist"),
        {"action": "new_revision", "_selected_action": [quote.pk]},
        follow=True,
    )
    assert any("cannot be revised" in str(m) for m in response.context["messages"])
    assert quote.revisions.count() == 1


def test_proofs_are_read_only_and_the_print_floor_sees_approved_ones_only():
    order = quote_accept(quote=sent_quote(), actor=None)
    waiting = upload(order, design="Back print")
    approved = approve(upload(order, design="Front logo"))
    changelist = reverse("admin:proofs_proofrevision_changelist")
    desk, floor = _site(Role.ORDER_DESK), _site(Role.PRINT_FLOOR)
    assert {r.pk for r in desk.get(changelist).context["cl"].result_list} == {waiting.pk, approved.pk}
    assert [r.pk for r in floor.get(changelist).context["cl"].result_list] == [approved.pk]
    assert floor.get(reverse("admin:proofs_proofrevision_change", args=(waiting.pk,))).status_code == 302
    change = reverse("admin:proofs_proofrevision_change", args=(approved.pk,))
    assert desk.get(change).status_code == 200
    assert desk.post(change, {"status": "approved"}).status_code == 403  # the customer decides, not the team
    assert _site(Role.ACCOUNTS).get(changelist).status_code == 403


def test_accounts_reads_a_business_orders_receivable_and_its_payments():
    order = quote_accept(quote=sent_quote(), actor=None)
    receivable = order.receivable
    receivable_payment_record(order=order, amount=receivable.advance, received_on=timezone.localdate(),
                              utr="612345678901", key="", actor=None)  # fmt: skip
    accounts = _site(Role.ACCOUNTS)
    page = accounts.get(reverse("admin:receivables_receivable_change", args=(receivable.pk,)))
    html = page.content.decode()
    assert page.status_code == 200 and "612345678901" in html and receivable.quote_number in html
    debtors = accounts.get(reverse("admin:receivables_debtor_changelist"))
    assert "Tarang Textiles Pvt Ltd" in debtors.content.decode()
    assert _site(Role.ORDER_DESK).get(reverse("admin:receivables_receivable_changelist")).status_code == 403
