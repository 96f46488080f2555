"""The order desk's forms: the change form's fields and the per-row status/payment dialog."""

from django import forms
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from unfold.forms import BaseDialogForm
from unfold.widgets import UnfoldAdminSelectWidget

from core.orders.changes.services import DETAIL_FIELDS
from core.orders.models import Order, OrderStatus, PaymentStatus


class OrderAdminForm(forms.ModelForm):
    class Meta:
        model = Order
        fields = ("status", "payment_status", *DETAIL_FIELDS)
        labels = {
            "payment_status": "Payment",
            "upi_reference": "UPI reference",
            "ship_name": "Name",
            "ship_phone": "Phone",
            "ship_area": "House, street, area",
            "ship_landmark": "Landmark",
            "ship_city": "City/town",
            "ship_state": "State",
            "ship_pin_code": "PIN code",
        }


# --- the per-row dialog ----------------------------------------------------------------------------


class OrderUpdateForm(BaseDialogForm):
    status = forms.ChoiceField(choices=OrderStatus.choices, widget=UnfoldAdminSelectWidget)
    payment_status = forms.ChoiceField(
        label="Payment", choices=PaymentStatus.choices, widget=UnfoldAdminSelectWidget
    )

    def __init__(self, request, object_id=None, *args, **kwargs):
        super().__init__(request, object_id, *args, **kwargs)
        order = Order.objects.filter(pk=object_id).only("status", "payment_status").first()
        if order is not None:
            self.fields["status"].initial = order.status
            self.fields["payment_status"].initial = order.payment_status


def back_to(request: HttpRequest, fallback: str) -> HttpResponse:
    """After a dialog: htmx follows HX-Redirect; a plain POST gets an ordinary redirect."""
    target = request.META.get("HTTP_REFERER") or fallback
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        target = fallback
    if request.headers.get("HX-Request"):
        return HttpResponse(headers={"HX-Redirect": target})
    return HttpResponseRedirect(target)
