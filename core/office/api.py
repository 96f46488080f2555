"""The back office's REST API for react-admin (ra-data-simple-rest), mounted at /api/office/.

Each app serves its own resources from its `office.py` (a router; reads from its selectors, writes
through its services); `core.office.listing` pages every react-admin list. This module only mounts
them, by dotted path, so the office imports no app. Staff sessions only (anonymous 401, customer
403) and the CSRF token on every unsafe call: the whole router uses `staff_session`.
"""

from ninja import Router

from core.common.auth import staff_undeclared

# in the order of the OpenAPI document (the front ends' generated types follow it)
OFFICE_ROUTERS = (
    "core.orders.office.orders.router",  # the dashboard, orders
    "core.orders.office.customers.router",  # customers with their order totals
    "core.accounts.office.router",  # the admin team
    "core.content.office.router",
    "core.catalogue.office.router",
    "core.invoices.office.router",
    "core.fulfilment.office.router",  # couriers, shipping, notes, packs
    "core.fulfilment.labels.office.router",  # shipping labels, pickup manifests
    "core.office.audit.router",
    "core.returns.office.router",
    "core.reviews.office.router",
    "core.proofs.office.router",  # proofs of business orders
    "core.quotes.office.router",  # quote requests and quotes
    "core.receivables.office.router",  # what businesses owe: ageing, an order's payments
    "core.planning.office.router",  # the print floor's calendar and capacity
    "core.stock.office.router",  # blank stock, the print queue's "Printed"
    "core.purchasing.office.router",  # suppliers, purchase orders
    "core.studio.office.router",  # the owner's templates and clip-art
    "core.couriers.office.router",  # parcels' states and events, tracking reports, RTO refunds and rates
    "core.payments.office.router",  # a failed refund to source: asked again, or paid by UTR
)
# these carry tags of their own (the first three were published without one: no "office" tag)
OWN_TAG_ROUTERS = (
    "core.exports.office.router",
    "core.gst.office.router",
    "core.banking.office.router",
    "core.remittances.office.router",  # couriers' COD remittance files, what couriers owe
    "core.payments.settlements.office.router",  # the gateway's settlement reports
    "core.invoices.einvoice.office.router",  # e-invoice files, the IRN pasted back
    "core.invoices.ewaybill.office.router",  # e-way bills: needed?, the bulk file, the number
    "core.support.office.router",  # grievance tickets
    "core.passwords.office.router",  # a customer's reset link
    "core.pages.office.router",  # the seller's pages
    "core.margins.office.router",  # profit per job: margins, cost settings, courier charges
    "core.ndr.office.router",  # failed deliveries: the desk's cases and actions
    "core.wallet.office.router",  # gift cards, their liability, store credit
    "core.consent.office.router",  # consent counts per purpose
    "core.promotions.office.router",  # the owner's vouchers and automatic offers
    "core.stores.office.router",  # campaign stores: the list, the desk's store, batches, refunds
)

router = Router(auth=staff_undeclared)
resources = Router(tags=["office"])
for dotted in OFFICE_ROUTERS:
    resources.add_router("", dotted)
router.add_router("", resources)
for dotted in OWN_TAG_ROUTERS:
    router.add_router("", dotted)
