from django.db import models
from django.utils import timezone


class Testimonial(models.Model):
    name = models.CharField(max_length=120)
    message = models.TextField()
    photo = models.ImageField(upload_to="testimonials/%Y/%m/")
    approved = models.BooleanField(default=True, help_text="Shown on the home page.")
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.name}: {self.message[:40]}"


class ContactMessage(models.Model):
    name = models.CharField(max_length=120)
    email = models.EmailField()
    message = models.TextField()
    handled = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.name} <{self.email}>"


class NewsletterSignup(models.Model):
    """Joining the club: a newsletter sign-up, which also earns 10% off a first order."""

    email = models.EmailField(unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    # The consent as given (Digital Personal Data Protection Act, 2023, s.6: free, specific,
    # informed; the person may withdraw it as easily, s.6(4)): the words shown, and when.
    consent_text = models.TextField(blank=True)
    consented_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.email


class BulkEnquiry(models.Model):
    name = models.CharField(max_length=120)
    email = models.EmailField()
    phone_number = models.CharField(max_length=10)
    product = models.CharField(max_length=60)
    quantity = models.PositiveIntegerField()
    message = models.TextField(blank=True)
    handled = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at"]
        verbose_name_plural = "bulk enquiries"

    def __str__(self) -> str:
        return f"{self.name}: {self.quantity} x {self.product}"
