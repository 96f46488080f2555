"""The GST return settings: one row, edited by the owner in the Django admin (core/gst/admin.py)."""

from decimal import Decimal

from django.core.validators import MinValueValidator
from django.db import models

from core.invoices.models import EINVOICING_HSN_DIGITS, einvoicing_applies

# CGST Rule 59(4)(b)(i) as amended by Notification 12/2024-Central Tax (10 Jul 2024, in force from
# 1 Aug 2024): invoice-wise details of inter-State supplies to unregistered persons above Rs 1 lakh.
DEFAULT_B2CL_THRESHOLD = Decimal("100000.00")


class GstReturnSettings(models.Model):
    """How the shop files GSTR-1. Reading never writes: `current()` answers the defaults before a save."""

    b2cl_threshold = models.DecimalField(
        "B2C large above (Rs)",
        max_digits=12,
        decimal_places=2,
        default=DEFAULT_B2CL_THRESHOLD,
        validators=[MinValueValidator(Decimal("0"))],
        help_text="Inter-state invoices to unregistered buyers above this value are reported one by one "
        "(Table 5, B2CL): Rs 1,00,000 since 1 Aug 2024 (CGST Rule 59(4), Notification 12/2024-CT).",
    )
    hsn_digits = models.PositiveSmallIntegerField(
        "HSN digits in Table 12",
        choices=[(4, "4 digits (turnover up to Rs 5 crore)"), (6, "6 digits (above Rs 5 crore)")],
        default=4,
        help_text="By the previous financial year's aggregate turnover (Notification 78/2020-CT): "
        "4 digits up to Rs 5 crore, 6 digits above; 6 whenever e-invoicing applies (above Rs 5 crore).",
    )

    class Meta:
        verbose_name = verbose_name_plural = "GST return settings"

    def __str__(self) -> str:
        return "GST return settings"

    def table12_digits(self, *, einvoicing: bool | None = None) -> int:
        """Table 12's HSN digits: the setting, but 6 whenever e-invoicing applies, which is only above
        Rs 5 crore turnover (Notification 78/2020-Central Tax: 6 digits above Rs 5 crore)."""
        on = einvoicing_applies() if einvoicing is None else einvoicing
        return max(self.hsn_digits, EINVOICING_HSN_DIGITS) if on else self.hsn_digits

    @classmethod
    def current(cls) -> "GstReturnSettings":
        return cls.objects.filter(pk=1).first() or cls(pk=1)
