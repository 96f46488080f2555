import factory

from core.accounts.models import User
from core.accounts.roles import Role
from core.accounts.staff.services import staff_role_set

PASSWORD = "Rangrez@Test1"


class CustomerFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = User
        skip_postgeneration_save = True

    phone_number = factory.Sequence(lambda n: f"98{n:08d}")
    name = factory.Faker("name", locale="en_IN")
    email = factory.Sequence(lambda n: f"customer{n}@example.in")
    area = factory.Sequence(lambda n: f"{n} MG Road")
    landmark = "Near the clock tower"
    city = "Pune"
    state = "Maharashtra"
    pin_code = "411001"
    is_staff = False
    password = factory.PostGenerationMethodCall("set_password", PASSWORD)

    @factory.post_generation
    def _save(obj, create, extracted, **kwargs):
        if create:
            obj.save()


class StaffFactory(CustomerFactory):
    """A member of the team in `role` (default: Owner, who may do everything); role=None for none."""

    phone_number = factory.Sequence(lambda n: f"90{n:08d}")
    is_staff = True

    @factory.post_generation
    def role(obj, create, extracted, **kwargs):
        if create and extracted is not False:
            staff_role_set(user=obj, role=extracted or Role.OWNER)
