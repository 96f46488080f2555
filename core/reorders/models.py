from django.db import models


def design_json_path(instance: "OrderDesign", filename: str) -> str:
    # The server chooses the name; the design's pictures travel inside this private file.
    order = instance.order
    return f"designs/{order.created_at:%Y/%m}/{order.order_id}-design.json"


class OrderDesign(models.Model):
    """The studio's editable design of an order (fabric.js layers per side), kept for "Order again".

    The layers and their pictures live in a private JSON file in storage (pictures re-encoded as PNG
    data URLs), so the database keeps only a pointer and a summary.
    """

    order = models.OneToOneField("orders.Order", on_delete=models.CASCADE, related_name="editable_design")
    file = models.FileField(upload_to=design_json_path)
    layers = models.PositiveIntegerField(default=0)
    size_bytes = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"Design of {self.order_id}"
