"""What the order desk shows of an order: its list columns and its change page's read-only parts
(designs, the amount breakdown, the customer). Presentation only; nothing here writes."""

from django.urls import reverse
from django.utils.html import format_html, format_html_join
from unfold.decorators import display

from core.common.admin_money import inr
from core.common.ist import ist_datetime
from core.orders.admin.inlines import PAYMENT_LABELS, STATUS_LABELS
from core.orders.breakdown import breakdown_rows
from core.orders.export.columns import sizes_flat
from core.orders.models import Order


class OrderDisplay:
    """The @display columns of OrderAdmin."""

    # --- list columns ---

    @display(description="Order", ordering="order_id", header=True)
    def order_display(self, order: Order):
        return order.order_id, order.get_payment_method_display()

    @display(description="Placed", ordering="created_at")
    def placed(self, order: Order) -> str:
        return ist_datetime(order.created_at)

    @display(description="Design")
    def design_thumb(self, order: Order) -> str:
        if not order.front_image:
            return "-"
        return format_html(
            '<img class="rz-thumb" src="{}" alt="Front design of {}" loading="lazy">',
            order.design_url("front", thumb=True),
            order.order_id,
        )

    @display(description="Customer", ordering="customer__name", header=True)
    def customer_display(self, order: Order):
        return order.customer.name, order.customer.phone_number

    @display(description="Product")
    def product_display(self, order: Order) -> str:
        sleeve = f" ({order.sleeve})" if order.sleeve else ""
        return format_html(
            '<span class="rz-swatch" style="background:{}"></span>{}{} &middot; {}',
            order.colour_hex,
            order.product_type.name,
            sleeve,
            order.colour_name,
        )

    @display(description="Sizes")
    def sizes_display(self, order: Order) -> str:
        return sizes_flat(order.lines.all())

    @display(description="Amount", ordering="amount")
    def amount_display(self, order: Order) -> str:
        return inr(order.amount)

    @display(description="Payment", ordering="payment_status", label=PAYMENT_LABELS)
    def payment_badge(self, order: Order):
        return order.payment_status, order.get_payment_status_display()

    @display(description="Status", ordering="status", label=STATUS_LABELS)
    def status_badge(self, order: Order):
        return order.status, order.get_status_display()

    # --- change form ---

    @display(description="Customer")
    def customer_link(self, order: Order) -> str:
        customer = order.customer
        url = reverse("admin:accounts_user_change", args=(customer.pk,))
        return format_html(
            '<a class="rz-link" href="{}">{}</a> &middot; {} &middot; {}',
            url,
            customer.name,
            customer.phone_number,
            customer.email or "no email",
        )

    @display(description="Colour")
    def colour_display(self, order: Order) -> str:
        return format_html(
            '<span class="rz-swatch" style="background:{}"></span>{} ({})',
            order.colour_hex,
            order.colour_name,
            order.colour_hex,
        )

    @display(description="Designs")
    def designs(self, order: Order) -> str:
        cards = []
        for side in ("front", "back"):
            if not getattr(order, f"{side}_image"):
                cards.append(format_html('<div class="rz-design-missing">No {} design</div>', side))
                continue
            cards.append(
                format_html(
                    '<figure class="rz-design"><a href="{full}" title="Download the full-size {side} design">'
                    '<img src="{thumb}" alt="{label} design of {oid}" loading="lazy"></a>'
                    "<figcaption><strong>{label}</strong>"
                    '<a href="{full}">Download PNG</a></figcaption></figure>',
                    full=order.design_url(side),
                    thumb=order.design_url(side, thumb=True),
                    side=side,
                    label=side.capitalize(),
                    oid=order.order_id,
                )
            )
        return format_html(
            '<div class="rz-designs">{}</div>', format_html_join("", "{}", ((c,) for c in cards))
        )

    @display(description="Breakdown")
    def amount_breakdown(self, order: Order) -> str:
        rows = ((row.label, row.text) for row in breakdown_rows(order))
        return format_html(
            '<table class="rz-breakdown">{}<tr class="rz-total">'
            "<td>Total (incl. GST)</td><td>{}</td></tr></table>",
            format_html_join("", "<tr><td>{}</td><td>{}</td></tr>", rows),
            inr(order.amount),
        )
