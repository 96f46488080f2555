"""The OpenAPI document tells the truth (issue 16, point 10):

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


class ShopNinjaAPI(NinjaAPI):
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
