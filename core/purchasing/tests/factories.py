from decimal import Decimal

from core.invoices.states import gstin_check_character
from core.purchasing.services import LineIn, purchase_order_create, supplier_create
from core.stock.models import BlankItem
from core.stock.tests.factories import blank


def gstin(state: str, pan: str = "AABCS1429B") -> str:
    first14 = f"{state}{pan}1Z"
    return first14 + gstin_check_character(first14)


def supplier(*, state: str = "07", name: str = "Sutlej Blanks", email: str = "orders@sutlej.example", **kw):
    """A supplier in Delhi (the shop's state: CGST + SGST) unless `state` says otherwise."""
    return supplier_create(
        name=name,
        gstin=gstin(state),
        address="Plot 4, Okhla Phase II, New Delhi 110020" if state == "07" else "MIDC Bhosari, Pune 411026",
        state_code=state,
        email=email,
        phone="9811122233",
        **kw,
    )


def purchase(*, supplier_=None, lines=None, actor=None):
    """A draft purchase order: 20 Black M tees at 142.50 unless `lines` ((item, quantity, rate)...)."""
    found = supplier_ or supplier()
    tees = BlankItem.objects.filter(colour="Black", size="M", sleeve="Half Sleeve").first()
    lines = lines or [(tees or blank(), 20, Decimal("142.50"))]
    return purchase_order_create(
        supplier=found,
        lines=[LineIn(item_id=item.pk, quantity=q, rate=Decimal(r)) for item, q, r in lines],
        actor=actor,
    )
