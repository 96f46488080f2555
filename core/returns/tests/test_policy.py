"""The returns policy: what the storefront and every check read."""

import pytest

from core.returns.models import ReturnSettings
from core.returns.reasons import ReturnReason
from core.returns.selectors import return_policy

pytestmark = pytest.mark.django_db


def test_the_default_policy_is_fourteen_days_and_custom_prints_only_for_the_shops_faults(client):
    body = client.get("/api/returns/policy/").json()

    assert body["window_days"] == 14
    assert body["free_return_shipping"] is True
    custom = {r["code"] for r in body["reasons"] if r["custom"]}
    assert custom == {"print_defect", "damaged", "wrong_item", "wrong_size"}
    assert {r["code"] for r in body["reasons"] if r["catalogue"]} == set(ReturnReason.values)
    assert {r["code"] for r in body["reasons"] if r["photo_required"]} == {"print_defect", "damaged"}


def test_the_owners_settings_are_what_the_policy_says():
    ReturnSettings.objects.filter(pk=1).update(window_days=30, custom_prints_returnable=False)

    policy = return_policy()

    assert policy.window_days == 30
    assert policy.reasons_for(custom_print=True) == []
    assert len(policy.reasons_for(custom_print=False)) == len(ReturnReason)
