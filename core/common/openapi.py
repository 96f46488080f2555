"""The OpenAPI document tells the truth:

- every operation that takes a path or query parameter or a body can answer 400 in the one error
  shape (a non-integer path id, a wrong-typed query value, invalid JSON), whether or not its router
  listed it;
- the public calls (log-in, register, the contact forms, log-out...) take the session cookie when
  there is one but do not need it: their security lists the empty requirement too, as OpenAPI
  writes "optional".
"""

from ninja import NinjaAPI

ERROR_REF = {"$ref": "#/components/schemas/ErrorOut"}
OPTIONAL_SESSION = "PublicSession"  # core/common/auth.py::PublicSession


# A call's operation id is its module and function (django-ninja's rule) and names it in the front
# ends' generated types: a router that moved to its app's `office.py` keeps the id it was published with.
PUBLISHED_MODULES = {
    "core.orders.office.orders": "core.office.resources.orders",
    "core.orders.office.customers": "core.orders.office_customers",
    "core.accounts.office": "core.office.resources.people",
    "core.content.office": "core.office.resources.content",
    "core.catalogue.office": "core.office.resources.catalogue",
    "core.invoices.office": "core.office.resources.invoices",
    "core.fulfilment.office": "core.office.resources.fulfilment",
    "core.office.audit": "core.office.resources.audit",
    "core.returns.office": "core.office.resources.returns",
    "core.reviews.office": "core.office.resources.reviews",
    "core.exports.office": "core.exports.api",
    "core.gst.office": "core.gst.api",
    "core.banking.office": "core.banking.api",
    "core.support.api": "core.trust.tickets.api",
    "core.support.office": "core.trust.tickets.office",
    "core.pages.api": "core.trust.pages.api",
    "core.passwords.api": "core.trust.passwords.api",
    "core.pages.office": "core.trust.pages.api",
    "core.passwords.office": "core.trust.passwords.api",
    "core.privacy.api": "core.trust.privacy.api",
    "core.invoices.einvoice.office": "core.invoices.einvoice.api",
}


class ShopNinjaAPI(NinjaAPI):
    def get_openapi_operation_id(self, operation) -> str:
        module = operation.view_func.__module__
        return f"{PUBLISHED_MODULES.get(module, module)}_{operation.view_func.__name__}".replace(".", "_")

    def get_openapi_schema(self, *args, **kwargs):
        schema = super().get_openapi_schema(*args, **kwargs)
        for operations in schema["paths"].values():
            for operation in operations.values():
                takes_input = operation.get("parameters") or operation.get("requestBody")
                responses = operation.setdefault("responses", {})
                if takes_input and "400" not in responses and 400 not in responses:
                    responses[400] = {
                        "description": "Bad Request",
                        "content": {"application/json": {"schema": ERROR_REF}},
                    }
                security = operation.get("security") or []
                if any(OPTIONAL_SESSION in requirement for requirement in security) and {} not in security:
                    operation["security"] = [*security, {}]
        return schema
