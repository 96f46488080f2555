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


# --- the document says what the server requires --------------------------------


def _body_schemas() -> dict[str, type]:
    from core.common.schemas import BodyIn

    return {
        name: next(iter(classes))
        for name, classes in _schema_classes().items()
        if issubclass(next(iter(classes)), BodyIn)
    }


def test_every_body_documents_its_required_fields_as_non_blank(client):
    schemas = client.get("/api/openapi.json").json()["components"]["schemas"]
    bodies = _body_schemas()
    assert {"RegisterIn", "ShipIn", "OrderNoteIn", "CheckoutIn", "OfficeHandledIn"} <= set(bodies)
    for name, model in bodies.items():
        doc = schemas[name]
        assert set(model.required_fields) <= set(doc.get("required", [])), name
        for field in model.required_fields:
            prop = doc["properties"][field]
            assert "default" not in prop, (name, field)  # a client must send it
            if prop.get("type") == "string":
                assert prop["minLength"] == 1 and prop["pattern"], (name, field)
            if prop.get("type") == "array":
                assert prop["minItems"] == 1, (name, field)


def test_the_documented_patterns_are_the_servers(client, customer):
    doc = client.get("/api/openapi.json").json()
    login = doc["components"]["schemas"]["LoginIn"]["properties"]["phone_number"]
    assert login["pattern"] == "^[0-9]{10}$"
    for phone in ("98765 43210", "9876543210\n", "٩٨٧٦٥٤٣٢١٠"):  # spaces, a newline, Arabic-Indic digits
        answer = client.send("post", "/api/login/", {"phone_number": phone, "password": "x"})
        assert answer.status_code == 400 and "phone_number" in answer.json()["errors"], phone
    pincode = doc["paths"]["/api/pincodes/{pincode}/"]["get"]["parameters"][0]["schema"]
    assert pincode["pattern"] == "^[1-9][0-9]{5}$"
    assert client.get("/api/pincodes/011001/").status_code == 400
    status = doc["components"]["schemas"]["StatusIn"]["properties"]["status"]
    assert set(status["enum"]) == {"pending", "confirm", "shipped", "delivered", "cancelled"}


def test_public_calls_take_the_session_optionally_and_the_others_need_it(client):
    doc = client.get("/api/openapi.json").json()
    security = {
        (method, path): operation.get("security")
        for path, operations in doc["paths"].items()
        for method, operation in operations.items()
    }
    for call in [("post", "/api/login/"), ("post", "/api/logout/"), ("post", "/api/message/")]:
        assert {} in security[call], call
    for call in [
        ("get", "/api/customerdata/"),
        ("get", "/api/office/orders"),
        ("post", "/api/orders/checkout/"),
    ]:
        assert security[call] and {} not in security[call], call


@pytest.mark.parametrize(
    ("method", "url", "body"),
    [
        ("put", "/api/office/contact-messages/{pk}", "[null, null]"),
        ("put", "/api/office/contact-messages/{pk}", "{}"),  # handled is required
        ("post", "/api/office/exports", "[null, null]"),
        ("post", "/api/office/exports", '{"date_to": "20261124"}'),
        ("put", "/api/office/testimonials/{pk}", '{"name": "A", "message": "B", "approved": 0}'),
        (
            "put",
            "/api/office/product-types/{pk}",
            '{"name": "T-Shirt", "base_price": 499, "position": false}',
        ),
        ("post", "/api/login/", '"9876543210"'),
    ],
)
def test_what_the_document_refuses_the_server_refuses(staff_client, method, url, body):
    """Before: schemathesis found each of these accepted (an array taken as an object whose fields
    all default, 0 taken for false, false for 0, a required flag left out, a date not YYYY-MM-DD)."""
    from core.catalogue.models import ProductType
    from core.content.models import ContactMessage, Testimonial

    pk = {
        "contact-messages": lambda: (
            ContactMessage.objects.create(name="A", email="a@example.in", message="m").pk
        ),
        "testimonials": lambda: Testimonial.objects.create(name="A", message="m", photo="t.png").pk,
        "product-types": lambda: ProductType.objects.get(slug="tshirts").pk,
    }
    for resource, make in pk.items():
        if resource in url:
            url = url.format(pk=make())
    answer = staff_client.send(method, url, body)
    assert answer.status_code == 400, answer.content[:300]
    assert set(answer.json()) == {"message", "code", "errors", "codes"}


def test_schemathesis_reads_every_operation_of_the_document(client):
    import schemathesis

    schema = schemathesis.openapi.from_dict(client.get("/api/openapi.json").json())
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 90


# A state a row is in: the front ends read its values from the document (schema.gen.ts), not retyped.
CHOICE_FIELDS = {"status", "payment_status", "payment_method", "kind", "order_payment_status", "refund_to"}


def _is_enum(doc: dict, prop: dict) -> bool:
    for option in prop.get("anyOf", [prop]):
        if "$ref" in option:
            option = doc["components"]["schemas"][option["$ref"].split("/")[-1]]
        if option.get("type") != "null" and "enum" not in option:
            return False
    return True


def test_every_answer_names_its_statuses_and_kinds_as_enums(client):
    """Before: order, payment, return, review and export statuses were plain strings in the answers,
    so both front ends typed their values again by hand."""
    doc = client.get("/api/openapi.json").json()
    schemas = doc["components"]["schemas"]
    answers = {name: s for name, s in schemas.items() if name.endswith(("Out", "Record"))}
    plain = [
        f"{name}.{field}"
        for name, schema in answers.items()
        for field, prop in schema.get("properties", {}).items()
        if field in CHOICE_FIELDS and not _is_enum(doc, prop)
    ]
    assert plain == []
    assert schemas["OrderStatus"]["enum"] == ["pending", "confirm", "shipped", "delivered", "cancelled"]
    assert schemas["CustomerOrderOut"]["properties"]["status"] == {"$ref": "#/components/schemas/OrderStatus"}
