"""Who may call what, for every API operation and every kind of caller, generated from the
declarations the server itself reads: each operation's auth (core/common/auth.py: `staff(...)`,
`customer(...)`, public) and the roles' permissions (core/accounts/roles.py). An operation without a
declaration fails `test_every_operation_declares_what_it_needs`; a cell that disagrees fails the
subject's test, named.

Allowed means a 2xx/3xx answer; refused means 401 for a visitor and 403 for a customer or a member
whose role lacks the permission, in the one error shape. Each call runs in a savepoint that is rolled
back, so every subject meets the same shop.
"""

import base64
import io
import json
import re
from datetime import date, timedelta
from decimal import Decimal

import pytest
from django.contrib.auth.tokens import default_token_generator
from django.db import transaction
from django.urls import get_resolver
from django.utils import timezone
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode
from PIL import Image

from core.accounts.roles import ROLE_PERMS, Role
from core.accounts.tests.factories import PASSWORD, CustomerFactory, StaffFactory
from core.api import api
from core.bags.links import restore_token
from core.bags.services import bag_save
from core.banking.models import BankCredit, BankStatement, StatementStatus
from core.common.auth import CustomerSession, PublicSession, StaffSession
from core.common.permissions import Perm
from core.conftest import JsonClient
from core.couriers.models import RtoOutcome
from core.couriers.models import Settlement as RtoSettlement
from core.couriers.tests import payloads as courier_payloads
from core.exports.models import ExportJob, ExportStatus
from core.exports.selectors import LEVEL_NEEDS
from core.invoices.models import Invoice, InvoiceSettings
from core.margins import services as margin_services
from core.ndr.links import case_token
from core.ndr.models import NdrCase
from core.ndr.services import ndr_action_take
from core.ndr.tests.factories import move as parcel_move
from core.office.tests.factories import (
    BulkEnquiryFactory,
    CatalogueItemFactory,
    ContactMessageFactory,
    CustomerTestimonialFactory,
    NewsletterSignupFactory,
)
from core.orders.aftersales.services import ReplacementLine, order_replacement_create
from core.orders.changes.services import order_update
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory, png_bytes
from core.orders.tests.shipping import ship
from core.payments.models import GatewayPayment, GatewayRefund, Settlement, SettlementReport
from core.payments.services import gateway_order_start
from core.payments.tests import payloads
from core.payments.tests.settlement_reports import report_csv
from core.payments.tests.stand_in import callback_fields, gateway_settings
from core.privacy.models import DataExport, DataExportStatus
from core.promotions.models import Offer, Voucher
from core.proofs.tests.factories import approve as proof_approve
from core.proofs.tests.factories import upload as proof_upload
from core.purchasing.tests.factories import purchase
from core.quotes.services.accepting import quote_accept
from core.quotes.services.desk import quote_create
from core.quotes.tests.factories import quote_request, sent_quote
from core.remittances.models import RemittanceFile
from core.returns.services import steps as return_steps
from core.returns.tests.factories import ask, delivered_order
from core.reviews.tests.factories import delivered_line, review
from core.stock.tests.factories import blank
from core.stores.tests.access import store_body, store_ids
from core.studio.models import Artwork
from core.studio.services import design_share_create
from core.support.services import ticket_create
from core.wallet.services.batches import gift_card_batch_mark_paid, gift_cards_issue
from core.wallet.services.giftcards import gift_card_buy

pytestmark = pytest.mark.django_db

STUDIO_DESIGN = {"front": {"objects": [{"type": "IText", "text": "Team"}]}}
STUDIO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><circle cx="4" cy="4" r="3"/></svg>'

get_resolver().url_patterns  # noqa: B018  (builds the API's routes, so its operations are listed)

SUBJECTS = ["anonymous", "customer", "other customer", *[role.value for role in Role]]

# Operations open to everyone, on purpose. Logging in and out changes who the client is, so those
# are tested in core/accounts/tests, not in the loop below.
PUBLIC = {
    "GET /api/",
    "GET /api/csrf/",
    "GET /api/me/",
    "POST /api/login/",
    "POST /api/adminlogin/",
    "POST /api/logout/",
    "POST /api/register/",
    "POST /api/orders/quote/",
    "POST /api/message/",
    "POST /api/newsletter/",
    "POST /api/bulk/",
    "GET /api/testimonials/",
    "GET /api/catalogue/items/",
    "GET /api/catalogue/items/{item_id}/",
    "GET /api/catalogue/product-types/",
    "GET /api/catalogue/colours/",
    "GET /api/catalogue/sizes/",
    "GET /api/catalogue/brands/",
    "GET /api/catalogue/money-rules/",
    "GET /api/catalogue/price-breaks/",
    "GET /api/catalogue/items/{item_id}/price-breaks/",
    "GET /api/returns/policy/",
    "GET /api/reviews/",
    "GET /api/reviews/summary/",
    "GET /api/reviews/photos/{photo_id}/",
    "GET /api/pincodes/{pincode}/",
    "GET /api/health/",
    "GET /api/newsletter/consent/",
    "POST /api/newsletter/withdraw/",
    "POST /api/password/forgot/",
    "POST /api/password/check/",
    "POST /api/password/reset/",
    "GET /api/pages/",
    "GET /api/promotions/offers/",  # the automatic offers running now: the shop's own banner
    "GET /api/pages/{slug}/",
    # a quote's page and answers: its link (an unguessable token) is the key (core/quotes/api.py)
    "GET /api/quotes/needed-by/",
    "POST /api/quotes/requests/",
    "GET /api/quotes/q/{token}/",
    "GET /api/quotes/q/{token}/{revision}.pdf",
    "POST /api/quotes/q/{token}/accept/",
    "POST /api/quotes/q/{token}/changes/",
    # the studio's shelf and shared designs: a shared design's link (a random token) is the key
    "GET /api/studio/shelf/",
    "GET /api/studio/art/{art_id}.svg",
    "POST /api/studio/shares/",
    "GET /api/studio/shares/{share_token}/",
    "GET /api/studio/shares/{share_token}/design/",
    "GET /api/studio/shares/{share_token}/image.png",
    # a team sheet read into rows for the studio's Team panel: nothing stored, the reader bounded
    "POST /api/team-sheets/",
    # a failed delivery's answer page: its signed link is the key (core/ndr/api.py)
    "GET /api/ndr/{ndr_token}/",
    "POST /api/ndr/{ndr_token}/",
    # the payment gateway's webhook: its signature over the raw body is the key (core/payments/api.py)
    "POST /api/payments/{gateway_name}/webhook",
    # a campaign store's page and its progress: what its link shows everyone (core/stores/api.py)
    "GET /api/stores/{slug}/",
    "GET /api/stores/{slug}/progress/",
    # a courier's status push: the courier's own token is the key (core/couriers/api.py; without it
    # 401, a wrong one 403: core/couriers/tests/test_events.py)
    "POST /api/couriers/{courier}/events",
    # the consent notice, and consent given or withdrawn by a visitor's own e-mail (core/consent/api.py)
    "GET /api/consent/notice/",
    "POST /api/consent/",
    "POST /api/consent/withdraw/",
    # a bag reminder's signed link: the signature is the key (core/bags/api.py)
    "GET /api/bag/restore/{bag_token}/",
}
# A customer's own call that no member of the team may make on their own account (403): erasing
# an account is for customers; a team account is switched off by the owner instead.
CUSTOMERS_ONLY = {
    "POST /api/me/delete/",
    "POST /api/me/data/exports/",
    "GET /api/me/data/exports/",
    "GET /api/me/data/exports/{export_id}/",
    "GET /api/me/data/exports/{export_id}/file/",
}
# A customer's own object: only the customer who owns it, every other customer and member refused
# (403). "Download my data" (DPDP Act, 2023, s.11): the job's progress and its file.
OWNER_ONLY = {
    "GET /api/me/data/exports/{export_id}/",
    "GET /api/me/data/exports/{export_id}/file/",
    # a business order's proofs: the customer decides them; the team reads them in the back office
    "GET /api/orders/{order_id}/proofs/",
    "GET /api/orders/{order_id}/proofs/{revision_id}/file/",
    "POST /api/orders/{order_id}/proofs/{revision_id}/decision/",
    # a business order's advance and balance, on its customer's order page
    "GET /api/orders/{order_id}/payments/",
    # paying my order online through the gateway, and its checkout's signed callback
    "POST /api/orders/{order_id}/pay/",
    "POST /api/orders/{order_id}/pay/confirm/",
    # my order's failed delivery and the link to answer it, on its tracking page
    "GET /api/orders/{order_id}/delivery-attempt/",
    # a campaign store's dashboard and statement: its organiser's alone
    "GET /api/stores/{slug}/dashboard/",
    "GET /api/stores/{slug}/statement.xlsx",
}
# Calls that end or renew the caller's session (a new password, an erased account): the subject
# logs in again after them, since the session store is not rolled back with the database.
RENEWS_SESSION = {"POST /api/password/change/", "POST /api/password/reset/", "POST /api/me/delete/"}
NOT_IN_THE_LOOP = {"POST /api/login/", "POST /api/adminlogin/", "POST /api/logout/", "POST /api/register/"}

# Where what the body asks decides the permission, the check past the declaration (the same
# constants the server reads): a status change needs change_status, an export of orders export_orders.
BODY_NEEDS = {
    "PUT /api/office/orders/{order_id}": (Perm.CHANGE_STATUS,),
    "POST /api/office/orders/bulk": (Perm.CHANGE_PAYMENT,),
    "POST /api/office/exports": (LEVEL_NEEDS["orders"],),
    "GET /api/office/exports/{job_id}": (LEVEL_NEEDS["orders"],),
    "GET /api/office/exports/{job_id}/file": (LEVEL_NEEDS["orders"],),
}


def operations() -> list[tuple[str, str, object, object]]:
    """(method, path, the auth it declares, the view) for every operation of the API."""
    found = []
    for prefix, router in api._routers:
        for route, path_view in router.path_operations.items():
            for op in path_view.operations:
                path = "/api/" + re.sub(r"/+", "/", f"{prefix}/{route}").lstrip("/")
                auths = op.auth_callbacks or [None]
                for method in op.methods:
                    found.append((method, path, auths[0], op.view_func))
    return found


def _png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (40, 40), "#5b2a86").save(out, "PNG")
    return out.getvalue()


@pytest.fixture
def shop(settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)
    gateway_settings(settings)  # a payment gateway (Razorpay's signatures, no HTTP)
    customer = CustomerFactory()
    team = {role.value: StaffFactory(role=role) for role in Role}
    order = OrderFactory(customer=customer, designs=True)
    order_update(order=order, actor=None, status="confirm")  # invoiced; in the print queue
    cancelled = OrderFactory(customer=customer)
    order_update(order=cancelled, actor=None, status="confirm")
    order_update(order=cancelled, actor=None, status="cancelled")  # a credit note
    business = OrderFactory(customer=customer)  # a B2B order with e-invoicing on: its e-invoice
    Order.objects.filter(pk=business.pk).update(
        business_gstin="29AABCT1332L1ZA", business_name="Tarang Textiles", business_address="Bengaluru 560027"
    )
    InvoiceSettings.objects.update(einvoicing=True)
    order_update(order=business, actor=None, status="confirm")
    line = ReplacementLine(line=order.lines.first(), size="L", quantity=1)
    replacement = order_replacement_create(original=order, lines=[line], actor=None, note="")  # a challan
    # an invoiced consignment over Rs 50,000: in the day's e-way bill file (CGST Rule 138(1))
    over_limit = OrderFactory(
        customer=customer, lines=[("M", 144)], subtotal=71856, shipping=144, amount=72000
    )
    order_update(order=over_limit, actor=None, status="confirm")
    shipped = OrderFactory(customer=customer)  # a parcel with a label, on today's Delhivery manifest
    ship(shipped, courier="Delhivery", awb="DL12345678")
    settings.SHOP_SHIPROCKET_WEBHOOK_TOKEN = courier_payloads.SHIPROCKET_TOKEN  # its pushes' token
    rto = RtoOutcome.objects.create(  # a paid order's parcel back at the shop, its UPI refund due
        shipment=shipped.shipment, order=shipped, day=timezone.localdate(), payment_method="upi",
        settlement=RtoSettlement.REFUND_DUE, amount=shipped.amount,
    )  # fmt: skip
    shipped.refresh_from_db()
    parcel_move(shipped, "ndr", reason="Customer not available")  # a failed delivery: the desk's case
    ndr = NdrCase.objects.get(order=shipped)
    ndr_action = ndr_action_take(case=ndr, actor=team["owner"], kind="reattempt")
    job = ExportJob.objects.create(created_by=team["owner"], level="orders", status=ExportStatus.DONE)
    job.file.save("orders.xlsx", io.BytesIO(b"PK spreadsheet"), save=True)
    my_data = DataExport.objects.create(
        customer=customer, status=DataExportStatus.DONE, expires_at=timezone.now() + timedelta(days=7)
    )
    my_data.file.save("my-data.zip", io.BytesIO(b"PK my data"), save=True)
    item = CatalogueItemFactory()
    ticket = ticket_create(
        name=customer.name, email=customer.email, message="Wrong size", source="support", customer=customer
    )
    returns = _returns(customer, team["owner"])
    statement = BankStatement.objects.create(
        bank="HDFC Bank",
        file_name="statement.csv",
        uploaded_by=team["owner"],
        status=StatementStatus.MAPPING,
        headers=["Date", "Narration", "Withdrawal Amt.", "Deposit Amt."],
    )
    statement.file.save("statement.csv", io.BytesIO(b"Date,Narration,Deposit Amt.\n"), save=True)
    credit = BankCredit.objects.create(
        statement=statement, row=2, value_date="2026-11-20", amount=order.amount, key="fp:1", order=order
    )
    remittance = RemittanceFile.objects.create(  # a courier's COD remittance file, read
        courier=shipped.shipment.courier, file_name="cod.csv", sha256="0" * 64, uploaded_by=team["owner"],
        status="ready",
    )  # fmt: skip
    # reviews: each subject's own delivered line to review and own review to edit; another's
    # accepted review (with a photo) to vote for and see
    people = {"customer": customer, "other customer": CustomerFactory(), **team}
    to_review = {who: delivered_line(customer=person, item=item).pk for who, person in people.items()}
    own_review = {who: review(customer=person, item=item).pk for who, person in people.items()}
    accepted = review(item=item, status="accepted", photos=1)
    # a pending business order: one design's proof approved (the print floor may open it), one waiting
    proofs = OrderFactory(customer=customer)
    approved_proof = proof_approve(proof_upload(proofs, design="Front logo"))
    waiting_proof = proof_upload(proofs, design="Back print")
    # quotes: one sent (to accept, answer, revise, read its PDF), one draft (to edit and send)
    sent = sent_quote(customer=customer)
    draft = quote_create(request=quote_request(customer=customer), actor=team["owner"])
    # a business order with its advance asked (core/receivables): its payments on the order page
    business_order = quote_accept(quote=sent_quote(customer=customer), actor=customer)
    # an unpaid UPI order with its gateway order started: to pay, confirm, and be told of by webhook
    payable = OrderFactory(customer=customer, payment_method="upi")
    gateway_payment = gateway_order_start(order=payable)
    # a refund to source the gateway refused: for Accounts to ask again or pay by UTR
    paid_online = OrderFactory(customer=customer, payment_method="upi", payment_status="paid")
    captured = GatewayPayment.objects.create(
        order=paid_online, gateway="razorpay", gateway_order_id="order_Access000002",
        payment_id="pay_Access000002", amount_paise=107700, status="captured",
    )  # fmt: skip
    refused = GatewayRefund.objects.create(
        payment=captured, gateway_payment_id="pay_Access000002", amount_paise=10000, source="return",
        status="failed", failure_reason="The payment has been fully refunded already",
    )  # fmt: skip
    # a settlement report read: its settlement, to list, open and read the lines of
    report = SettlementReport.objects.create(file_name="settlements.csv", uploaded_by=team["owner"])
    settlement = Settlement.objects.create(
        gateway="razorpay", settlement_id="setl_Access000001", settled_on="2026-11-20", report=report
    )
    return {
        **people,
        "to_review": to_review,
        "own_review": own_review,
        "order": order,
        "cancelled": cancelled,
        "over_limit": over_limit,
        "replacement": replacement,
        "shipped": shipped,
        "returns": returns,
        "ticket": ticket,
        "proofs": proofs,
        "waiting_proof": waiting_proof,
        "quotes": {"sent": sent, "draft": draft},
        "business_order": business_order,
        "payable": payable,
        "gateway_payment": gateway_payment,
        "ids": {
            "order_id": order.order_id,
            "side": "front",
            "job_id": str(job.id),
            "export_id": str(my_data.id),
            "statement_id": str(statement.id),
            "credit_id": credit.pk,
            "file_id": str(remittance.id),
            "report_id": str(report.id),
            "settlements": settlement.pk,
            "item_id": item.pk,
            "pincode": "110001",
            "gateway_name": "razorpay",
            "courier": "shiprocket",
            "rto-refunds": rto.pk,
            "gateway-refunds": refused.pk,
            "customer_id": customer.pk,
            "admin_id": team["support"].pk,
            "testimonials": CustomerTestimonialFactory().pk,
            "contact-messages": ContactMessageFactory().pk,
            "bulk-enquiries": BulkEnquiryFactory().pk,
            "newsletter-signups": NewsletterSignupFactory().pk,
            "catalogue-items": item.pk,
            "product-types": item.product_type_id,
            "price-breaks": item.product_type_id,
            "ticket_id": ticket.pk,
            "number": returns["refunded"].number,  # a return's; a ticket's in _url
            "slug": "about",
            "index": 0,
            "returns": returns["requested"].pk,
            "reviews": accepted.pk,
            "photo_id": accepted.photos.get().pk,
            "invoice_id": Invoice.objects.get(order=business).pk,
            "revision_id": approved_proof.pk,
            "quote-requests": sent.request_id,
            "token": sent.token,
            "revision": 1,
            "blank-stock": blank(colour="White", on_hand=5).pk,
            **_purchasing(),
            **_studio(),
            **_promotions(),
            **_margins(returns["order"], team["owner"]),
            "ndr-cases": ndr.pk,
            "ndr_token": case_token(ndr.pk),
            "bag_token": _kept_bag(customer, item),
            "action_id": ndr_action.pk,
            **_wallet(customer, team["owner"]),
            **store_ids(customer),
        },
    }


def _wallet(customer, owner) -> dict:
    """A gift card waiting for its payment, a company's batch of cards, and a live card's code."""
    unpaid = gift_card_buy(
        buyer=customer, amount=500, recipient_name="Asha", recipient_email="asha@example.in", message="",
        send_on=None,
    )  # fmt: skip
    batch = gift_cards_issue(actor=owner, company="Tarang Textiles", count=2, amount=1000)
    paid = gift_cards_issue(actor=owner, company="Tarang Textiles", count=1, amount=1000)
    gift_card_batch_mark_paid(batch=paid, actor=owner)
    return {"card_id": unpaid.pk, "batch_id": batch.pk, "gift_code": paid.cards.first().code}


def _kept_bag(customer, item) -> str:
    """The customer's kept bag and its reminder's signed link."""
    bag_save(user=customer, lines=[{"item_id": item.pk, "size": "M", "quantity": 1}])
    return restore_token(customer.pk)


def _promotions() -> dict:
    """A voucher of a batch (the owner's resource `vouchers`, its sheet by batch) and an offer."""
    voucher = Voucher.objects.create(code="RANGREZ-AB12", batch="RANGREZ-1", value=Decimal("10"))
    offer = Offer.objects.create(name="Buy 3, cheapest free", kind="buy_n", quantity=3, percent=Decimal(100))
    return {"vouchers": voucher.pk, "offers": offer.pk}


def _studio() -> dict:
    """A drawing of the shelf (the owner's resource `artwork`) and a shared design."""
    art = Artwork.objects.filter(kind="clipart").first()
    share = design_share_create(
        product="tshirts", sleeve="", colour="#ffffff", design=STUDIO_DESIGN, preview=_png()
    )
    return {"artwork": art.pk, "art_id": art.pk, "share_token": share.token}


def _purchasing() -> dict:
    """A draft purchase order (sendable, receivable, cancellable) and its supplier."""
    order = purchase(lines=[(blank(colour="Sky", size="S"), 10, "120.00")])
    return {
        "suppliers": order.supplier_id,
        "purchase-orders": order.pk,
        "purchase_line": order.lines.get().pk,
    }


def _margins(order, owner) -> dict:
    """A delivered order's margin (its cost lines) and a month's recompute to read."""
    margin_services.order_margins_recompute(order_ids=[order.pk])
    return {"margins": margin_services.margin_run_start(month=date(2026, 11, 1), actor=owner).pk}


# the return each back-office step is tried on: one in a status that allows it
RETURN_FOR_STEP = {
    "picked-up": "approved",
    "receive": "approved",
    "refund": "received",
    "exchange": "exchange",
}


def _returns(customer, owner) -> dict:
    """A delivered order with returns at each step: the steps' calls find one they may take."""
    order = delivered_order(customer, lines=[("M", 10)])
    found = {"order": order, "requested": ask(order)}
    found["approved"] = return_steps.return_approve(
        ret=ask(order), actor=owner, customer_sends=True, courier_id=None, awb=""
    )
    received = [ask(order, kind=kind) for kind in ("refund", "exchange", "refund")]
    for ret in received:
        return_steps.return_approve(ret=ret, actor=owner, customer_sends=True, courier_id=None, awb="")
        return_steps.return_receive(ret=ret, actor=owner, qc_passed=True, note="")
    found["received"], found["exchange"] = received[0], received[1]
    photo = ask(order, reason="damaged", photos=[_png()])
    return_steps.return_approve(ret=photo, actor=owner, customer_sends=True, courier_id=None, awb="")
    return_steps.return_receive(ret=photo, actor=owner, qc_passed=True, note="")
    found["refunded"] = return_steps.return_refund(
        ret=photo, actor=owner, amount=None, reference="UTR12345678"
    )
    return found


def _url(path: str, shop: dict) -> str:
    ids = shop["ids"]

    def value(match: re.Match) -> str:
        name = match.group(1)
        if name == "number" and path.startswith("/api/tickets/"):
            return shop["ticket"].number
        if name == "pk" and path.startswith("/api/office/returns/"):  # a return in the step's status
            step = path.rsplit("/", 1)[-1]
            return str(shop["returns"][RETURN_FOR_STEP.get(step, "requested")].pk)
        if name == "pk" and path.startswith("/api/office/quotes/"):  # a sent one to revise or print
            sent = path.endswith("/revise") or path.endswith(".pdf")
            return str(shop["quotes"]["sent" if sent else "draft"].pk)
        if name == "slug" and path.startswith("/api/stores/"):
            return ids["store_slug"]
        if name == "pk":
            return str(ids[path.split("/")[3]])
        if name == "order_id" and path.startswith("/api/office/margin-orders/"):
            return shop["returns"]["order"].order_id
        if name == "order_id" and path.startswith("/api/office/receivables/"):
            return shop["business_order"].order_id
        if name == "order_id" and "credit-note" in path:
            return shop["cancelled"].order_id
        if name == "order_id" and path.endswith("/payments/"):
            return shop["business_order"].order_id
        if name == "order_id" and ("/pay/" in path):
            return shop["payable"].order_id
        if name == "order_id" and "/proofs" in path:
            return shop["proofs"].order_id
        if name == "revision_id" and path.endswith("/decision/"):
            return str(shop["waiting_proof"].pk)
        if name == "order_id" and (path.endswith("/label.pdf") or path.endswith("/delivery-attempt/")):
            return shop["shipped"].order_id
        if name == "order_id" and "challan" in path:
            return shop["replacement"].order_id
        if name == "order_id" and ("returnable" in path or path.endswith("/returns/")):
            return shop["returns"]["order"].order_id
        if name == "review_id":  # one's own review to edit; another's accepted one to find helpful
            if path.endswith("/helpful/"):
                return str(ids["reviews"])
            return str(shop["own_review"].get(shop["subject"], ids["reviews"]))
        return str(ids[name])

    url = re.sub(r"\{(\w+)\}", value, path)
    customer, order = shop["customer"], shop["order"]
    shipped = shop["shipped"].shipment
    pickup = f"day={timezone.localdate(shipped.shipped_at)}&courier_id={shipped.courier_id}"
    # the customer calls that name whose data they want: the customer's, so others act for them
    query = {
        "/api/customerdata/": f"phone_number={customer.phone_number}",
        "/api/order/customerlist/": f"phone_number={customer.phone_number}",
        "/api/totalduebyphonenumber/": f"phone_number={customer.phone_number}",
        "/api/totalpaidbyphonenumber/": f"phone_number={customer.phone_number}",
        "/api/frontimage/": f"order_id={order.order_id}",
        "/api/backimage/": f"order_id={order.order_id}",
        "/api/office/gstr1": "month=2026-11",
        "/api/office/vouchers.xlsx": "batch=RANGREZ-1",
        "/api/office/purchase-orders/suggestion": f"supplier_id={ids['suppliers']}",
        "/api/office/einvoices": "month=2026-11",
        "/api/office/ewaybills.json": f"day={timezone.localdate(shop['over_limit'].created_at)}",
        "/api/office/labels.pdf": pickup,
        "/api/office/labels/day": pickup,
        "/api/office/manifest.pdf": pickup,
        "/api/reviews/": f"item={ids['item_id']}",
        "/api/reviews/summary/": f"item={ids['item_id']}",
        "/api/quotes/needed-by/": "pincode=411001",
        "/api/office/gift-card-liability": "start=2026-11-01&end=2026-11-30",
    }.get(path)
    return f"{url}?{query}" if query else url


def _body(key: str, shop: dict):
    if key in store_body(shop["customer"]):
        return store_body(shop["customer"])[key]
    customer, order, item = shop["customer"], shop["order"], shop["ids"]["catalogue-items"]
    catalogue_item = {
        "name": "Sunset Om",
        "product_type_id": shop["ids"]["product-types"],
        "price": "499.00",
        "old_price": "699.00",
        "colour_name": "Black",
        "colour_hex": "#000000",
        "description": "A print.",
        "sizes": ["M"],
        "active": True,
    }
    purchase_order = {
        "supplier_id": shop["ids"]["suppliers"],
        "lines": [{"item_id": shop["ids"]["blank-stock"], "quantity": 12, "rate": "99.50"}],
    }
    address = {
        "area": "12 MG Road",
        "landmark": "Near the park",
        "city": "Pune",
        "state": "Maharashtra",
        "pin_code": "411001",
    }
    return {
        "PATCH /api/order/status/": {"order_id": order.order_id, "status": "shipped"},
        "POST /api/office/tracking-reports": {
            "courier_id": shop["shipped"].shipment.courier_id,
            "content": base64.b64encode(
                b"AWB,Status,Status time\nDL12345678,In transit,20/11/2026 10:00\n"
            ).decode(),
        },
        "POST /api/office/rto-refunds/{pk}/utr": {"utr": "UTR55667788"},
        "POST /api/wallet/gift-cards/": {
            "amount": 1000,
            "recipient_name": "Asha",
            "recipient_email": "asha@example.in",
            "message": "Hi",
        },
        "POST /api/wallet/gift-cards/check/": {"code": shop["ids"]["gift_code"]},
        "POST /api/office/gift-card-batches": {"company": "Tarang Textiles", "count": 3, "amount": 500},
        "POST /api/office/gift-card-batches/{batch_id}/paid": {"reference": "NEFT123456"},
        "POST /api/office/customers/{customer_id}/store-credit": {"amount": "100", "reason": "Late parcel"},
        "PATCH /api/paymentupdate/": {"order_id": order.order_id, "payment_status": "paid"},
        "PATCH /api/addressedit/": {"phone_number": customer.phone_number, **address},
        "POST /api/adminregister/": {
            "name": "New Member",
            "phone_number": "9000099999",
            "password": "Rangrez@New99",
        },
        "POST /api/orders/quote/": {
            "product": "tshirts",
            "sleeve": "Half Sleeve",
            "lines": [{"size": "M", "quantity": 1}],
        },
        "POST /api/orders/checkout/": {"items": [{"catalogue_item_id": item, "size": "M", "quantity": 1}]},
        "POST /api/message/": {"name": "Asha", "email": "asha@example.in", "message": "Hello"},
        "POST /api/newsletter/": {"email": "new@example.in"},
        "POST /api/bulk/": {
            "name": "Asha",
            "phone_number": "9812345678",
            "email": "a@example.in",
            "product": "T-Shirt",
            "quantity": 50,
            "message": "For our team",
        },
        "POST /api/addtestimonial/": {
            "name": "Asha",
            "message": "Lovely print",
            "photo": "data:image/png;base64," + base64.b64encode(_png()).decode(),
        },
        "POST /api/office/orders/bulk": {"ids": [order.order_id], "payment_status": "paid"},
        "PUT /api/office/orders/{order_id}": {"status": "shipped"},
        "PUT /api/office/customers/{customer_id}": {
            "name": "Priya S",
            "email": "",
            "is_active": True,
            **{k: getattr(customer, k) for k in ("area", "landmark", "city", "state", "pin_code")},
        },
        "POST /api/office/admins": {
            "name": "New Member",
            "phone_number": "9000099998",
            "password": "Rangrez@New98",
        },
        "PUT /api/office/admins/{admin_id}": {"name": "Sunil S", "is_active": True},
        "POST /api/office/testimonials": {
            "name": "Asha",
            "message": "Lovely print",
            "approved": True,
            "photo": "data:image/png;base64," + base64.b64encode(_png()).decode(),
        },
        "POST /api/studio/shares/": {
            "product": "tshirts",
            "colour": "#ffffff",
            "design": STUDIO_DESIGN,
            "preview": "data:image/png;base64," + base64.b64encode(_png()).decode(),
        },
        "POST /api/office/vouchers": {"prefix": "INF", "count": 3, "kind": "percent", "value": "10"},
        "PUT /api/office/vouchers/{pk}": {"kind": "amount", "value": "100", "active": False},
        "POST /api/office/offers": {"name": "Holi", "kind": "festival", "percent": "10", "banner": "Holi"},
        "PUT /api/office/offers/{pk}": {"name": "Free shipping", "kind": "free_shipping", "min_order": "499"},
        "POST /api/office/artwork": {"kind": "clipart", "theme": "icons", "title": "Dot", "svg": STUDIO_SVG},
        "PUT /api/office/artwork/{pk}": {"theme": "icons", "title": "Dot", "position": 1, "active": True},
        "PUT /api/office/testimonials/{pk}": {"name": "Asha", "message": "Lovely print", "approved": True},
        "PUT /api/office/contact-messages/{pk}": {"handled": True},
        "PUT /api/office/bulk-enquiries/{pk}": {"handled": True},
        "POST /api/office/catalogue-items": catalogue_item,
        "PUT /api/office/catalogue-items/{pk}": catalogue_item,
        "PUT /api/office/product-types/{pk}": {"name": "T-Shirt", "base_price": "499.00", "sleeves": []},
        "PUT /api/office/price-breaks/{pk}": {
            "tiers": [
                {"min_quantity": 1, "max_quantity": 49, "one_side": "499", "both_sides": "599"},
                {"min_quantity": 50, "max_quantity": None, "one_side": "349", "both_sides": "429"},
            ],
            "setup": [{"label": "Screens", "amount": "1500"}],
        },
        "POST /api/office/orders/{order_id}/ship": {"courier_id": 1, "awb": "D1234567"},
        "POST /api/office/orders/{order_id}/notes": {"text": "Call before delivery"},
        "POST /api/office/exports": {"level": "orders"},
        "POST /api/password/forgot/": {"login": customer.phone_number},
        "POST /api/password/check/": _reset_link(customer),
        "POST /api/password/reset/": {
            **_reset_link(customer),
            "password": NEW_PASSWORD,
            "password2": NEW_PASSWORD,
        },
        "POST /api/password/change/": {
            "current_password": PASSWORD,
            "password": NEW_PASSWORD,
            "password2": NEW_PASSWORD,
        },
        "POST /api/me/delete/": {"password": PASSWORD, "confirm": "DELETE"},
        "POST /api/newsletter/withdraw/": {"email": "new@example.in"},
        "POST /api/consent/": {
            "purposes": ["whatsapp"],
            "language": "en",
            "place": "signup",
            "email": "new@example.in",
        },
        "POST /api/consent/withdraw/": {"email": "new@example.in", "purpose": "marketing_email"},
        "POST /api/me/consents/withdraw/": {"purpose": "whatsapp"},
        "PUT /api/me/bag/": {"lines": [{"item_id": shop["ids"]["item_id"], "size": "M", "quantity": 1}]},
        "POST /api/tickets/": {"message": "My order has the wrong size."},
        "PUT /api/office/tickets/{ticket_id}": {"status": "acknowledged"},
        "POST /api/office/tickets/{ticket_id}/reply": {"body": "We are sending the right size today."},
        "POST /api/office/tickets/{ticket_id}/note": {"body": "Courier pick-up booked."},
        "PUT /api/office/pages/{slug}": {"title": "About us", "markdown": "We print."},
        "POST /api/office/returns/{pk}/approve": {"customer_sends": True},
        "POST /api/office/returns/{pk}/reject": {"reason": "Worn and washed"},
        "POST /api/office/returns/{pk}/receive": {"qc_passed": True},
        "POST /api/office/returns/{pk}/refund": {"reference": "UTR87654321"},
        "POST /api/office/gateway-refunds/{pk}/utr": {"utr": "UTR99887766"},
        "POST /api/office/bank/statements": {
            "bank": "HDFC Bank",
            "file_name": "statement.csv",
            "content": base64.b64encode(b"Date,Narration,Deposit Amt.\n").decode(),
        },
        "PUT /api/office/bank/statements/{statement_id}/columns": {
            "date": "Date",
            "amount": "Deposit Amt.",
            "debit": "Withdrawal Amt.",
        },
        "POST /api/office/bank/confirm": {"credit_ids": [shop["ids"]["credit_id"]]},
        "POST /api/office/remittances": {
            "courier_id": shop["shipped"].shipment.courier_id,
            "file_name": "cod.csv",
            "content": base64.b64encode(b"AWB,COD Amount\nDL12345678,1077.00\n").decode(),
        },
        "POST /api/office/settlement-reports": {"content": base64.b64encode(report_csv([])).decode()},
        "PUT /api/office/reviews/{pk}": {"reply": "Thank you!"},
        "POST /api/office/reviews/bulk": {"ids": [shop["ids"]["reviews"]], "action": "accept"},
        "PUT /api/office/invoices/{invoice_id}/irn": {"irn": "ab" * 32, "signed_qr": "a.b.c"},
        "PUT /api/office/orders/{order_id}/ewaybill": {"number": "391000123456", "distance_km": 450},
        "PUT /api/office/orders/{order_id}/ewaybill/reason": {"reason": "The portal was down"},
        "POST /api/office/ewaybills/import": {
            "file_name": "ewb.csv",
            "content": base64.b64encode(b"EWB No,EWB Date,Doc No,Valid Upto\n").decode(),
        },
        "POST /api/orders/{order_id}/proofs/{revision_id}/decision/": {"decision": "approve"},
        "PUT /api/language/": {"language": "hi"},
        "PUT /api/business/": {
            "name": "Tarang Textiles",
            "gstin": "29AABCT1332L1ZA",
            "address": "Bengaluru",
            "pin_code": "560027",
            "state": "Karnataka",
        },
        "POST /api/office/quotes": {"request_id": shop["quotes"]["sent"].request_id},
        "PUT /api/office/quotes/{pk}": _draft_body(shop["quotes"]["draft"]),
        "POST /api/quotes/q/{token}/accept/": {"revision": 1},
        "POST /api/quotes/q/{token}/changes/": {"revision": 1, "comment": "Navy instead of black, please."},
        "PUT /api/office/planning/orders/{order_id}": {"print_on": timezone.localdate().isoformat()},
        "PUT /api/office/planning/capacity": {"print_method": "Digital print", "pieces_per_day": 80},
        "POST /api/office/blank-stock": {
            "product_type_id": shop["ids"]["product-types"],
            "colour": "Sky",
            "size": "L",
            "low_stock_at": 5,
        },
        "PUT /api/office/blank-stock/{pk}": {"low_stock_at": 4},
        "POST /api/office/blank-stock/{pk}/receive": {"quantity": 10, "reference": "PO-26-000001"},
        "POST /api/office/blank-stock/{pk}/adjust": {"delta": -1, "reason": "damage"},
        "POST /api/office/suppliers": {
            "name": "Pune Knits",
            "gstin": "27AABCS1429B1ZU",
            "address": "MIDC Bhosari, Pune 411026",
            "state_code": "27",
        },
        "PUT /api/office/suppliers/{pk}": {
            "name": "Sutlej Blanks",
            "gstin": "07AABCS1429B1ZW",
            "address": "Okhla, New Delhi 110020",
            "state_code": "07",
            "email": "orders@sutlej.example",
        },
        "PUT /api/office/margins/settings": {"packaging_per_parcel": "15.00"},
        "PUT /api/office/margins/print-rates": {
            "print_method": "Digital print",
            "per_piece": "40.00",
            "per_colour": "5.00",
            "colours": 2,
            "per_square_inch": "0.5",
            "square_inches": "100",
            "setup_per_job": "60.00",
        },
        "POST /api/office/margins/courier-charges": {"awb": "DL123456789", "charge": "72.00"},
        "POST /api/office/margins/courier-charges/file": {
            "file_name": "courier.csv",
            "content": base64.b64encode(b"AWB,Charge\nDL123456789,72.00\n").decode(),
        },
        "POST /api/office/margins/runs": {"month": "2026-11"},
        "POST /api/office/purchase-orders": purchase_order,
        "PUT /api/office/purchase-orders/{pk}": purchase_order,
        "POST /api/ndr/{ndr_token}/": {"choice": "cancel"},
        "POST /api/office/ndr-cases/{pk}/action": {"kind": "reattempt", "note": "Call first"},
        "POST /api/office/ndr-cases/{pk}/actions/{action_id}/sent": {"reference": "Panel 4411"},
        "POST /api/office/purchase-orders/{pk}/receive": {
            "supplier_invoice_number": "SB/0412",
            "supplier_invoice_date": "2026-11-20",
            "lines": [{"line_id": shop["ids"]["purchase_line"], "quantity": 4}],
        },
    }.get(key)


def _quote_request(shop: dict) -> dict:
    """A /bulk request; a visitor's carries an account as registration asks for it."""
    account = None
    if shop["subject"] == "anonymous":
        account = {
            "name": "Asha Rao",
            "phone_number": "9876501234",
            "email": "asha@tarang.example",
            "password": "Rangrez@Quote26",
            "confirm_password": "Rangrez@Quote26",
        }
    return {
        "product": "hoodie",
        "colour": "Black",
        "sizes": [{"size": "M", "quantity": 60}, {"size": "L", "quantity": 60}],
        "positions": ["front"],
        "needed_by": str(timezone.localdate() + timedelta(days=40)),
        "address": {
            "area": "12 MG Road",
            "landmark": "Near the park",
            "city": "Pune",
            "state": "Maharashtra",
            "pin_code": "411001",
        },
        "account": account,
    }


def _draft_body(quote) -> dict:
    revision = quote.latest
    return {
        "lines": [
            {"kind": ln.kind, "size": ln.size, "quantity": ln.quantity, "unit_price": str(ln.unit_price)}
            for ln in revision.lines.all()
        ],
        "delivery": "250.00",
        "valid_until": str(revision.valid_until),
        "dispatch_by": str(revision.dispatch_by),
        "advance_percent": "50",
        "terms_days": 0,
    }


NEW_PASSWORD = "Sunset#Kurta2026"


def _reset_link(user) -> dict:
    return {
        "uid": urlsafe_base64_encode(force_bytes(user.pk)),
        "token": default_token_generator.make_token(user),
    }


def _call(client: JsonClient, method: str, path: str, shop: dict):
    key = f"{method} {path}"
    url = _url(path, shop)
    if key == "POST /api/orders/":
        client.csrf()
        return client.post(
            url,
            {
                "product": "tshirts",
                "sleeve": "Half Sleeve",
                "color": "Black",
                "sizes": '[{"size": "M", "quantity": 1}]',
                "front": io.BytesIO(_png()),
            },
            HTTP_X_CSRFTOKEN=client.csrf(),
        )
    if key == "POST /api/team-orders/":  # multipart: the rows and one print file per person
        team = '[{"name": "Priya", "number": "7", "size": "M"}]'
        form = {"product": "tshirts", "sleeve": "Half Sleeve", "color": "Black", "team": team}
        form.update({"front": io.BytesIO(_png()), "people_front": [io.BytesIO(_png())]})
        return client.post(url, form, HTTP_X_CSRFTOKEN=client.csrf())
    if key == "POST /api/team-sheets/":
        return client.post(
            url, {"file": io.BytesIO(b"Name,Number,Size\nPriya,7,M\n")}, HTTP_X_CSRFTOKEN=client.csrf()
        )
    if key == "POST /api/orders/{order_id}/returns/":
        line = shop["returns"]["order"].lines.get()
        body = {"kind": "refund", "reason": "wrong_size", "lines": [{"line_id": line.pk, "quantity": 1}]}
        return client.post(url, {"data": json.dumps(body)}, HTTP_X_CSRFTOKEN=client.csrf())
    if key == "POST /api/quotes/requests/":  # multipart: the request as JSON and the artwork
        return client.post(
            url,
            {"data": json.dumps(_quote_request(shop)), "artwork": io.BytesIO(png_bytes())},
            HTTP_X_CSRFTOKEN=client.csrf(),
        )
    if key in ("POST /api/reviews/", "POST /api/reviews/{review_id}/"):  # multipart forms
        line = shop["to_review"].get(shop["subject"], shop["to_review"]["customer"])
        form = {"line_id": line, "rating": 4, "title": "Good", "comment": "Fits well."}
        return client.post(url, form, HTTP_X_CSRFTOKEN=client.csrf())
    if key == "POST /api/office/orders/{order_id}/proofs":  # multipart: the design and its file
        file = io.BytesIO(_png())
        file.name = "proof.png"
        form = {"design": "Sleeve print", "note": "", "file": file}
        return client.post(url, form, HTTP_X_CSRFTOKEN=client.csrf())
    if key == "POST /api/payments/{gateway_name}/webhook":  # signed as the gateway signs it
        gateway_order_id = shop["gateway_payment"].gateway_order_id
        body = payloads.payment_event("payment.captured", "pay_Access000001", gateway_order_id, 107700)
        return client.post(
            url, data=body, content_type="application/json",
            HTTP_X_RAZORPAY_SIGNATURE=payloads.signed(body), HTTP_X_RAZORPAY_EVENT_ID="evt_access",
        )  # fmt: skip
    if key == "POST /api/couriers/{courier}/events":  # with the courier's token, as Shiprocket sends it
        body = courier_payloads.shiprocket("DL12345678", "IN TRANSIT", "20 11 2026 11:43:52")
        return client.post(
            url, data=body, content_type="application/json", HTTP_X_API_KEY=courier_payloads.SHIPROCKET_TOKEN
        )
    if key == "POST /api/orders/{order_id}/pay/confirm/":
        fields = callback_fields(shop["gateway_payment"].gateway_order_id, "pay_Access000001")
        return client.send("post", url, fields)
    if method == "GET":
        return client.get(url)
    return client.send(method.lower(), url, _body(key, shop))


def expected(subject: str, method: str, path: str, auth) -> bool:
    """Whether `subject` may make this call, from the operation's declaration and the role table."""
    key = f"{method} {path}"
    if (
        auth is None
        or isinstance(auth, PublicSession)
        and not isinstance(auth, CustomerSession | StaffSession)
    ):
        return True
    if subject == "anonymous":
        return False
    role = Role(subject) if subject in Role.values else None
    if key in OWNER_ONLY:
        return subject == "customer"
    if key in CUSTOMERS_ONLY:
        return role is None
    held = set(ROLE_PERMS[role]) if role else set()
    if isinstance(auth, StaffSession):
        needs = set(BODY_NEEDS.get(key, auth.needs))
        return role is not None and bool(held & needs)
    # a customer's call: their own data; another's only with the team's permission it names
    if not auth.others:
        return True
    if subject == "customer":
        return True
    return role is not None and bool(held & set(auth.others))


def role_of(subject: str) -> Role | None:
    return Role(subject) if subject in Role.values else None


# Django's password reset token: the timestamp in base 36, a dash, 32 hex digits
TOKEN = re.compile(r"[0-9a-z]{1,13}-[0-9a-f]{32}")


def _usable_tokens(response, shop: dict) -> list[str]:
    """Password reset tokens in an answer that work for anyone of the shop."""
    people = [shop[who] for who in ("customer", "other customer")]
    text = response.content.decode(errors="replace") if hasattr(response, "content") else ""
    return [
        f"{response.request['PATH_INFO']}: a working reset token"
        for token in TOKEN.findall(text)
        for person in people
        if default_token_generator.check_token(type(person).objects.get(pk=person.pk), token)
    ]


def test_every_operation_declares_what_it_needs():
    undeclared = []
    for method, path, auth, _ in operations():
        key = f"{method} {path}"
        if isinstance(auth, StaffSession) and not auth.needs:
            undeclared.append(f"{key}: staff without a permission")
        elif (auth is None or type(auth) is PublicSession) and key not in PUBLIC:
            undeclared.append(f"{key}: public but not listed as public")
    assert undeclared == []


def test_the_owner_role_holds_every_permission_and_each_other_role_less():
    assert set(ROLE_PERMS[Role.OWNER]) == set(Perm)
    assert all(set(perms) < set(Perm) for role, perms in ROLE_PERMS.items() if role != Role.OWNER)


@pytest.mark.parametrize("subject", SUBJECTS)
def test_each_operation_answers_each_subject_as_declared(subject, shop):
    client = JsonClient()
    if subject != "anonymous":
        client.force_login(shop[subject])
    shop["subject"] = subject
    wrong, cells, leaked = [], 0, []
    for method, path, auth, _ in operations():
        if f"{method} {path}" in NOT_IN_THE_LOOP:
            continue
        allowed = expected(subject, method, path, auth)
        with transaction.atomic():
            response = _call(client, method, path, shop)
            if role_of(subject) is not None:
                leaked += _usable_tokens(response, shop)
            transaction.set_rollback(True)
        cells += 1
        if subject != "anonymous" and f"{method} {path}" in RENEWS_SESSION:
            client.force_login(shop[subject])
        code = response.status_code
        if allowed and not 200 <= code < 400:
            wrong.append(f"{method} {path}: allowed, answered {code} {response.content[:120]!r}")
        if not allowed:
            want = 401 if subject == "anonymous" else 403
            if code != want or "message" not in response.json():
                wrong.append(f"{method} {path}: refused with {want} expected, answered {code}")
    assert wrong == []
    assert cells > 90
    # the team never gets a link that sets a customer's password: whoever held
    # it could take the account over
    assert leaked == []


@pytest.mark.parametrize(
    ("token", "code"), [(courier_payloads.SHIPROCKET_TOKEN, 200), (None, 401), ("other", 403)]
)
def test_a_courier_push_is_let_in_by_the_courier_token_alone(settings, token, code):
    """Anonymous, as couriers call: with the courier's token 200, without it 401, a wrong one 403."""
    settings.SHOP_SHIPROCKET_WEBHOOK_TOKEN = courier_payloads.SHIPROCKET_TOKEN
    body = courier_payloads.shiprocket("NOSUCHAWB1", "IN TRANSIT", "20 11 2026 11:43:52")
    extra = {"HTTP_X_API_KEY": token} if token else {}
    answer = JsonClient().post(
        "/api/couriers/shiprocket/events", data=body, content_type="application/json", **extra
    )
    assert answer.status_code == code
