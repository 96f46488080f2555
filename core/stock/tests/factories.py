from core.catalogue.models import ProductType
from core.stock.models import BlankItem
from core.stock.services import blank_item_save, stock_receive


def blank(*, size="M", colour="Black", sleeve="Half Sleeve", slug="tshirts", on_hand=0, low_stock_at=0):
    """A T-Shirt (Half Sleeve), Black, M blank by default (what OrderFactory orders), received
    `on_hand` pieces."""
    item = blank_item_save(
        item=BlankItem(
            product_type=ProductType.objects.get(slug=slug),
            sleeve=sleeve,
            colour=colour,
            size=size,
            low_stock_at=low_stock_at,
        )
    )
    if on_hand:
        item = stock_receive(item=item, quantity=on_hand, actor=None, reference="opening")
    return item
