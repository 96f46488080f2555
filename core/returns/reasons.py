"""Why a customer sends something back, and which orders each reason applies to.

A catalogue design can come back for any reason, a size exchange included. A custom print was made
for one customer and cannot be resold, so it comes back only for the shop's own faults: a print
defect, damage in transit, a wrong item or a size other than ordered. The shop's faults are also
the reasons it pays the return shipping for (and refunds the shipping charge).
"""

from dataclasses import dataclass

from django.db import models


class ReturnReason(models.TextChoices):
    PRINT_DEFECT = "print_defect", "Print defect (smudged, faded, cracked or misplaced)"
    DAMAGED = "damaged", "Damaged in transit"
    WRONG_ITEM = "wrong_item", "Wrong item received"
    WRONG_SIZE = "wrong_size", "A size other than ordered"
    SIZE_EXCHANGE = "size_exchange", "Does not fit: I want another size"
    CHANGED_MIND = "changed_mind", "No longer needed"


@dataclass(frozen=True)
class ReasonRule:
    shop_fault: bool  # the shop pays the return shipping and refunds the shipping charge
    photo_required: bool  # the customer shows the fault with at least one photo
    custom_prints: bool  # allowed for a custom-printed order (catalogue designs allow every reason)


REASON_RULES: dict[ReturnReason, ReasonRule] = {
    ReturnReason.PRINT_DEFECT: ReasonRule(shop_fault=True, photo_required=True, custom_prints=True),
    ReturnReason.DAMAGED: ReasonRule(shop_fault=True, photo_required=True, custom_prints=True),
    ReturnReason.WRONG_ITEM: ReasonRule(shop_fault=True, photo_required=False, custom_prints=True),
    ReturnReason.WRONG_SIZE: ReasonRule(shop_fault=True, photo_required=False, custom_prints=True),
    ReturnReason.SIZE_EXCHANGE: ReasonRule(shop_fault=False, photo_required=False, custom_prints=False),
    ReturnReason.CHANGED_MIND: ReasonRule(shop_fault=False, photo_required=False, custom_prints=False),
}
