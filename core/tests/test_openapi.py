from collections import defaultdict
from collections.abc import Iterator
from typing import get_args

import pytest
from pydantic import BaseModel

from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.api import api

pytestmark = pytest.mark.django_db

SPEC_CALLS = [
    ("post", "/api/login/"),
    ("post", "/api/adminlogin/"),
    ("post", "/api/register/"),
    ("post", "/api/message/"),
    ("get", "/api/customerdata/"),
    ("get", "/api/order/customerlist/"),
    ("patch", "/api/addressedit/"),
    ("get", "/api/totalduebyphonenumber/"),
    ("get", "/api/totalpaidbyphonenumber/"),
    ("get", "/api/pendingorders/"),
    ("get", "/api/confirmorders/"),
    ("get", "/api/shippedorders/"),
    ("get", "/api/deliveredorders/"),
    ("get", "/api/cancelledorders/"),
    ("patch", "/api/order/status/"),
    ("get", "/api/frontimage/"),
    ("get", "/api/backimage/"),
    ("get", "/api/adminnavamountsummary/"),
    ("get", "/api/paid/"),
    ("get", "/api/unpaid/"),
    ("get", "/api/payment_list/"),
    ("patch", "/api/paymentupdate/"),
    ("post", "/api/addtestimonial/"),
    ("post", "/api/adminregister/"),
]


def test_every_specified_call_is_in_the_openapi_document_with_its_error_codes(client):
    doc = client.get("/api/openapi.json").json()
    for method, path in SPEC_CALLS:
        operation = doc["paths"][path][method]
        codes = set(operation["responses"])
        assert "200" in codes or "201" in codes, path
        assert {"400", "401", "403"} <= codes, path


def test_docs_page_renders(client):
    assert client.get("/api/docs").status_code == 200


def test_unknown_api_path_is_404(client):
    assert client.get("/api/no-such-thing/").status_code == 404


def test_every_operation_with_a_path_id_documents_its_400(client):
    """Before: /api/catalogue/items/{item_id}/ listed only 200 and 404, though 'abc' gets a 400."""
    doc = client.get("/api/openapi.json").json()
    assert "ErrorOut" in doc["components"]["schemas"]
    for path, operations in doc["paths"].items():
        for method, operation in operations.items():
            if any(p["in"] == "path" for p in operation.get("parameters", [])):
                assert "400" in operation["responses"], (method, path)
    assert client.get("/api/catalogue/items/abc/").status_code == 400


# --- schema names and shapes ------------------------------------------------------------------------


def _nested_models(annotation) -> Iterator[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        yield annotation
    for arg in get_args(annotation):
        yield from _nested_models(arg)


def _schema_classes() -> dict[str, set[type]]:
    """Every schema class the API's operations take or answer, nested ones included, by name."""
    by_name: dict[str, set[type]] = defaultdict(set)
    todo = []
    for _prefix, router in api._routers:
        for path_view in router.path_operations.values():
            for operation in path_view.operations:
                todo += list(operation.models) + [m for m in operation.response_models.values() if m]
    seen: set[type] = set()
    while todo:
        model = todo.pop()
        if model in seen:
            continue
        seen.add(model)
        if model.__module__.startswith("core."):
            by_name[model.__name__].add(model)
        for field in model.model_fields.values():
            todo += list(_nested_models(field.annotation))
    return by_name


def test_no_two_schemas_share_a_name():
    # the OpenAPI document keys its components by class name: a second class of the same name
    # silently replaces the first, and a path is documented with another path's shape
    clashes = {name: classes for name, classes in _schema_classes().items() if len(classes) > 1}
    assert clashes == {}
    assert {"CustomerOut", "OfficeCustomerOut", "TestimonialOut", "OfficeTestimonialOut"} <= set(
        _schema_classes()
    )


def _documented_fields(doc: dict, path: str, method: str = "get") -> set[str]:
    schema = doc["paths"][path][method]["responses"]["200"]["content"]["application/json"]["schema"]
    schema = schema.get("items", schema)
    return set(doc["components"]["schemas"][schema["$ref"].split("/")[-1]]["properties"])


@pytest.mark.parametrize(
    ("path", "who"),
    [
        ("/api/customerdata/", "customer"),
        ("/api/testimonials/", "anyone"),
        ("/api/catalogue/product-types/", "anyone"),
        ("/api/catalogue/items/", "anyone"),
        ("/api/office/customers", "staff"),
        ("/api/office/testimonials", "staff"),
        ("/api/office/product-types", "staff"),
    ],
)
def test_a_path_answers_the_shape_its_document_names(path, who, client, customer_client, staff_client):
    from core.content.demo import seed_content

    seed_content(admin=StaffFactory())
    caller = {"anyone": client, "customer": customer_client, "staff": staff_client}[who]
    CustomerFactory()
    doc = client.get("/api/openapi.json").json()
    answer = caller.get(path).json()
    rows = answer if isinstance(answer, list) else [answer]
    assert rows
    assert all(set(row) == _documented_fields(doc, path) for row in rows), path


def test_required_body_fields_are_documented(client):
    schemas = client.get("/api/openapi.json").json()["components"]["schemas"]
    assert set(schemas["RegisterIn"]["required"]) == set(
        "name phone_number email password area landmark state city pin_code".split()
    )
    assert set(schemas["LoginIn"]["required"]) == {"phone_number", "password"}
    assert set(schemas["StatusIn"]["required"]) == {"order_id", "status"}
    assert "confirm_password" not in schemas["RegisterIn"]["required"]
