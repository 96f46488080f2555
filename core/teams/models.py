"""A team order's people: one per order line (size x 1), with the name and number printed on that
piece and its own print files (the studio renders each person's front and back from the design)."""

from django.db import models


def person_path(instance: "TeamMember", filename: str) -> str:
    # The server chooses every stored name; the uploader's file name is never used.
    side = filename.split(".")[0]
    order = instance.order
    return f"designs/{order.created_at:%Y/%m}/{order.order_id}-p{instance.position:03d}-{side}.png"


class TeamMember(models.Model):
    order = models.ForeignKey("orders.Order", on_delete=models.CASCADE, related_name="people")
    line = models.OneToOneField("orders.OrderLine", on_delete=models.CASCADE, related_name="person")
    position = models.PositiveSmallIntegerField()  # 1.. in the order the sheet listed them
    name = models.CharField(max_length=40, blank=True)
    number = models.CharField(max_length=3, blank=True)
    front_image = models.FileField(upload_to=person_path, blank=True)
    back_image = models.FileField(upload_to=person_path, blank=True)

    class Meta:
        ordering = ["order", "position"]
        constraints = [
            models.UniqueConstraint(fields=["order", "position"], name="teammember_order_position")
        ]

    def __str__(self) -> str:
        return f"{self.position}. {self.name} {self.number}".strip()
