"""One header comparison for every upload reader."""

from core.common.headers import header_key, header_places


def test_a_header_is_compared_without_case_spaces_or_punctuation():
    assert {header_key(name) for name in ("AWB No.", "awb_no", " AWBNo ", "Awb-No")} == {"awbno"}
    assert header_key("StatusDateTime") == header_key("status date time") == "statusdatetime"
    assert header_key(None) == ""


def test_each_field_takes_its_first_name_the_header_has_at_its_leftmost_column():
    header = ["Order ID", "Tracking ID", "AWB No.", "Status", "awb no", "Remark"]
    fields = {"awb": ("awb number", "awb no", "tracking id"), "status": ("status",), "when": ("date",)}
    assert header_places(header, fields) == {"awb": 2, "status": 3}
