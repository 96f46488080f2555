"""The Django admin's order desk: the one place the order page is put together and registered.

Its parts come from the apps that own them, as core/api.py mounts the apps' routers: the order's
columns, forms, status and payment actions, lines, shipment, history and notes
(core/orders/admin/), its GST invoices and credit notes (core/invoices/admin.py) and the
background exports and production packs of selected orders (core/exports/admin.py). This app
stands above all of them, so no app below patches another's admin class.
"""

from django.contrib import admin

from core.desk import gstr1  # noqa: F401  (registers the GST return settings with the GSTR-1 page)
from core.exports.admin import DESK_ACTIONS
from core.invoices.admin import InvoiceInline
from core.orders.admin.inlines import OrderEventInline, OrderLineInline, OrderNoteInline
from core.orders.admin.orders import OrderAdmin
from core.orders.admin.shipping import ShipmentInline
from core.orders.models import Order


@admin.register(Order)
class OrderDeskAdmin(OrderAdmin):
    inlines = (OrderLineInline, ShipmentInline, InvoiceInline, OrderEventInline, OrderNoteInline)
    actions = (*OrderAdmin.actions, *DESK_ACTIONS)
