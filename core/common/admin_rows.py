"""The Django admin's change-list rows for a fraction of unfold's cost, with the same HTML.

unfold 0.91 builds a list page's rows in `unfold.templatetags.unfold_list.items_for_result`, which
for every row recomputes the whole header row (each sortable column's three sort links and the
select-all checkbox's template), and renders a template for each row's checkbox, each badge
(`@display(label=...)`) and each two-line cell (`@display(header=True)`). At 50 rows that was most
of the order list's ~120 ms of CPU. `install()` (run once, from core.common's AppConfig.ready) keeps
unfold's code and templates and only stops it repeating the same work:

- the header row is built once per change list (it depends on the list, never on the row);
- a badge is rendered once per value and colour (a status has a handful of values);
- the row checkbox and a two-line cell of two texts are rendered once per process with markers in
  place of the row's texts, which are then escaped into the markers' places (what the template's
  autoescape does), so each row costs a string replace instead of a template.

Anything outside those shapes (a picture in a header cell, a number, a list of labels) goes to
unfold's own code. core/tests/test_admin_rows.py compares every list page with unfold's
own rendering.
"""

from django.utils.html import conditional_escape
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

_MARKS = ("\x02rz-first\x03", "\x02rz-second\x03")  # never in a row's text, untouched by escaping


class _Skeletons:
    """A renderer called with marker texts once per shape and language, then filled per row."""

    def __init__(self, render):
        self.render = render
        self.cache: dict = {}

    def fill(self, shape, texts) -> str | None:
        """The skeleton of `shape` with `texts` in the markers' places; None if a text holds a marker's
        control character (then the caller renders it the ordinary way)."""
        if any("\x02" in text for text in texts if text):
            return None
        key = (shape, get_language())
        skeleton = self.cache.get(key)
        if skeleton is None:
            skeleton = self.cache[key] = str(self.render(shape))
        for mark, text in zip(_MARKS, texts, strict=False):
            if text:
                skeleton = skeleton.replace(mark, str(conditional_escape(text)))
        return mark_safe(skeleton)


def _headers_once(original):
    def result_headers(cl):
        headers = getattr(cl, "_rz_result_headers", None)
        if headers is None:
            headers = cl._rz_result_headers = list(original(cl))
        return iter(headers)

    return result_headers


def _labels_once(original):
    rendered: dict = {}  # (value, empty text, id of the colours, language) -> (colours, html)

    def display_for_label(value, empty_value_display, label):
        key = (value, empty_value_display, id(label), get_language())
        try:
            kept = rendered.get(key)
        except TypeError:  # an unhashable value (a list of labels): unfold's own rendering
            return original(value, empty_value_display, label)
        if kept is not None and kept[0] is label:
            return kept[1]
        if len(rendered) >= 4096:
            rendered.clear()
        html = original(value, empty_value_display, label)
        rendered[key] = (label, html)
        return html

    return display_for_label


def _headers_cells(original):
    """Two-line cells: (title, subtitle) of texts, no initials or picture."""

    def render(shape):
        return original(tuple(mark if shown else "" for mark, shown in zip(_MARKS, shape, strict=True)), "")

    skeletons = _Skeletons(render)

    def display_for_header(value, empty_value_display):
        two_texts = isinstance(value, tuple | list) and len(value) == 2
        if two_texts and all(isinstance(v, str) or not v for v in value):
            filled = skeletons.fill((bool(value[0]), bool(value[1])), value)
            if filled is not None:
                return filled
        return original(value, empty_value_display)

    return display_for_header


class _RowCheckbox:
    """unfold's row checkbox (a widget template) rendered once, then filled with each row's key."""

    def __init__(self, widget):
        self.widget = widget
        self.skeletons = _Skeletons(lambda name: widget.render(name, _MARKS[0]))

    def render(self, name, value, attrs=None, renderer=None):
        if attrs is None and renderer is None and isinstance(value, str) and value:
            filled = self.skeletons.fill(name, [value])
            if filled is not None:
                return filled
        return self.widget.render(name, value, attrs, renderer)

    def __getattr__(self, name):
        return getattr(self.widget, name)


_PARTS = ("result_headers", "display_for_label", "display_for_header")
_originals: dict = {}


def install() -> None:
    """Put the memoised parts in unfold's list module (idempotent)."""
    import unfold.admin
    from unfold.templatetags import unfold_list

    if _originals:
        return
    _originals.update({name: getattr(unfold_list, name) for name in _PARTS}, checkbox=unfold.admin.checkbox)
    unfold_list.result_headers = _headers_once(_originals["result_headers"])
    unfold_list.display_for_label = _labels_once(_originals["display_for_label"])
    unfold_list.display_for_header = _headers_cells(_originals["display_for_header"])
    unfold.admin.checkbox = _RowCheckbox(_originals["checkbox"])


def uninstall() -> None:
    """unfold's own parts back (the tests compare the two renderings)."""
    import unfold.admin
    from unfold.templatetags import unfold_list

    for name in _PARTS:
        setattr(unfold_list, name, _originals.pop(name))
    unfold.admin.checkbox = _originals.pop("checkbox")
