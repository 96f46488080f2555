"""Reads of the returns app: the policy every page and check reads."""

from dataclasses import dataclass

from core.returns.models import ReturnSettings
from core.returns.reasons import REASON_RULES, ReturnReason


@dataclass(frozen=True)
class ReasonOut:
    code: str
    label: str
    shop_fault: bool
    photo_required: bool
    catalogue: bool  # offered for catalogue designs
    custom: bool  # offered for custom-printed orders


@dataclass(frozen=True)
class ReturnPolicy:
    window_days: int
    free_return_shipping: bool
    custom_prints_returnable: bool
    reasons: list[ReasonOut]

    def reasons_for(self, *, custom_print: bool) -> list[ReasonOut]:
        """The reasons a customer may pick for an order of that kind."""
        return [reason for reason in self.reasons if (reason.custom if custom_print else reason.catalogue)]


def return_policy() -> ReturnPolicy:
    row = ReturnSettings.current()
    reasons = [
        ReasonOut(
            code=reason.value,
            label=reason.label,
            shop_fault=rule.shop_fault,
            photo_required=rule.photo_required,
            catalogue=True,
            custom=rule.custom_prints and row.custom_prints_returnable,
        )
        for reason, rule in REASON_RULES.items()
    ]
    return ReturnPolicy(
        window_days=row.window_days,
        free_return_shipping=row.free_return_shipping,
        custom_prints_returnable=row.custom_prints_returnable,
        reasons=reasons,
    )


__all__ = ["ReturnPolicy", "ReturnReason", "return_policy"]
