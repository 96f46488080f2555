"""react-admin's calls as the back office makes them, for the tests of every app's office.py."""

import json


def get_list(client, resource: str, **params):
    """A react-admin list call: JSON-encodes sort, range and filter like ra-data-simple-rest."""
    query = {k: json.dumps(v) for k, v in params.items()}
    return client.get(f"/api/office/{resource}", query)


def content_range(response) -> tuple[str, int]:
    """('0-9', 42) from 'orders 0-9/42'."""
    _resource, window_total = response["Content-Range"].split(" ")
    window, total = window_total.split("/")
    return window, int(total)
