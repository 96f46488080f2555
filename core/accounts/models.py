from django.contrib.auth.models import AbstractBaseUser, BaseUserManager, PermissionsMixin
from django.db import models
from django.utils import timezone

from core.common.permissions import Perm
from core.common.phone import phone_validator


class UserManager(BaseUserManager["User"]):
    use_in_migrations = True

    def _create(self, phone_number: str, password: str | None, **fields) -> "User":
        user = self.model(phone_number=phone_number, **fields)
        user.full_clean(exclude=["password"])
        user.set_password(password)
        user.save(using=self._db)
        return user

    def create_user(self, phone_number: str, password: str | None = None, **fields) -> "User":
        fields.setdefault("is_staff", False)
        fields.setdefault("is_superuser", False)
        return self._create(phone_number, password, **fields)

    def create_superuser(self, phone_number: str, password: str | None = None, **fields) -> "User":
        fields["is_staff"] = True
        fields["is_superuser"] = True
        fields["name"] = fields.get("name") or "Shop Admin"
        return self._create(phone_number, password, **fields)


class User(AbstractBaseUser, PermissionsMixin):
    """A customer or a member of the admin team; the username is the 10-digit phone number."""

    phone_number = models.CharField("phone number", max_length=10, unique=True, validators=[phone_validator])
    name = models.CharField(max_length=120)
    email = models.EmailField(blank=True)
    area = models.CharField(max_length=200, blank=True)
    landmark = models.CharField(max_length=200, blank=True)
    city = models.CharField("city/town", max_length=100, blank=True)
    state = models.CharField(max_length=100, blank=True)
    pin_code = models.CharField("pin code", max_length=10, blank=True)
    # The business the customer buys for (B2B, to claim its input tax): offered at checkout and
    # copied onto the order.
    business_name = models.CharField("business legal name", max_length=120, blank=True)
    business_gstin = models.CharField("business GSTIN", max_length=15, blank=True)
    business_address = models.CharField("business billing address", max_length=500, blank=True)
    # The billing address's PIN code and state, in the GSTIN's state; blank for a business saved before
    business_pin_code = models.CharField("business billing PIN code", max_length=6, blank=True)
    business_state = models.CharField("business billing state", max_length=60, blank=True)
    # The language the shop writes to them in (e-mails, invoices), one of settings.LANGUAGES' codes;
    # blank until chosen (the storefront's switch or an order placed in a language): the default.
    language = models.CharField(max_length=8, blank=True)
    is_staff = models.BooleanField(
        "admin team", default=False, help_text="Members of the admin team can use the back office."
    )
    is_active = models.BooleanField(default=True)
    date_joined = models.DateTimeField(default=timezone.now)

    objects = UserManager()

    USERNAME_FIELD = "phone_number"
    REQUIRED_FIELDS: list[str] = []

    class Meta:
        ordering = ["-date_joined"]
        indexes = [models.Index(fields=["is_staff", "-date_joined"])]
        # the shop's permissions (core/common/permissions.py), granted through the roles' groups
        permissions = Perm.choices

    def __str__(self) -> str:
        return f"{self.name} ({self.phone_number})"

    def get_full_name(self) -> str:
        return self.name

    def get_short_name(self) -> str:
        return self.name.split()[0] if self.name else self.phone_number

    @property
    def address_line(self) -> str:
        return ", ".join(p for p in (self.area, self.landmark, self.city, self.state, self.pin_code) if p)
