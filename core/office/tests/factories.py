"""Factories for the back office's own tests (orders and people come from the apps' factories)."""

import base64
from decimal import Decimal

import factory

from core.catalogue.models import CatalogueItem, ProductType, Size
from core.content.models import BulkEnquiry, ContactMessage, NewsletterSignup, Testimonial
from core.orders.tests.factories import png_bytes


def png_data_url(size=(40, 40)) -> str:
    return "data:image/png;base64," + base64.b64encode(png_bytes(size)).decode()


class CustomerTestimonialFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Testimonial

    name = factory.Sequence(lambda n: f"Happy customer {n}")
    message = "Lovely print, quick delivery."
    photo = factory.django.ImageField(color="purple", format="PNG")
    approved = True


class ContactMessageFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ContactMessage

    name = factory.Sequence(lambda n: f"Visitor {n}")
    email = factory.Sequence(lambda n: f"visitor{n}@example.in")
    message = "Do you print on denim?"


class NewsletterSignupFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = NewsletterSignup

    email = factory.Sequence(lambda n: f"club{n}@example.in")


class BulkEnquiryFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = BulkEnquiry

    name = factory.Sequence(lambda n: f"Team lead {n}")
    email = factory.Sequence(lambda n: f"team{n}@example.in")
    phone_number = factory.Sequence(lambda n: f"97{n:08d}")
    product = "Hoodie"
    quantity = 50
    message = "Hoodies for our college fest."


class CatalogueItemFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = CatalogueItem
        skip_postgeneration_save = True

    name = factory.Sequence(lambda n: f"Design {n}")
    product_type = factory.LazyFunction(lambda: ProductType.objects.get(slug="tshirts"))
    price = Decimal("699.00")
    old_price = Decimal("899.00")
    colour_name = "Violet Rush"
    colour_hex = "#6d3fc0"
    description = "A ready-made design."
    images = factory.LazyFunction(list)

    @factory.post_generation
    def sizes(obj, create, extracted, **kwargs):
        if create:
            obj.sizes.set(Size.objects.filter(code__in=extracted or ["S", "M"]))
