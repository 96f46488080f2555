"""A list row's "more actions" menu (unfold's `unfold/helpers/actions_row.html`, which
core/templates/ overrides with `{% row_actions %}`), rendered once per page and filled per row.

unfold's template reverses two URLs per row action for each of the page's 50 rows; its output depends
on the row only through the row's key, so the page renders it once with a marker key and puts each
row's key in the marker's place (see core/common/admin_rows.py). A key that is not an integer (or a
menu whose text holds the marker) is rendered by unfold's template itself.
"""

from pathlib import Path

import unfold
from django import template
from django.utils.safestring import mark_safe

register = template.Library()

ORIGINAL = Path(unfold.__file__).parent / "templates" / "unfold" / "helpers" / "actions_row.html"
MARKS = (8_123_456_789_012_345_671, 8_123_456_789_012_345_672)  # keys no table reaches
_compiled: dict = {}


def _original(engine) -> template.Template:
    compiled = _compiled.get(id(engine))
    if compiled is None or compiled[0] is not engine:
        compiled = _compiled[id(engine)] = (engine, engine.from_string(ORIGINAL.read_text()))
    return compiled[1]


def _render(context, pk) -> str:
    with context.push(instance_pk=pk):
        return _original(context.template.engine).render(context)


def _skeleton(context, actions) -> str | None:
    """The menu with MARKS[0] for the key, or None when the marker is not only the key."""
    first, second = (_render(context, mark) for mark in MARKS)
    if first.replace(str(MARKS[0]), "") != second.replace(str(MARKS[1]), "") or not actions:
        return None
    return first


@register.simple_tag(takes_context=True)
def row_actions(context) -> str:
    actions, pk = context.get("actions"), context.get("instance_pk")
    if not actions or type(pk) is not int or pk < 0:
        return _render(context, pk)
    page = context.render_context.dicts[0]  # the whole page's render (each template pushes its own)
    kept = page.get("rz_row_actions")
    if kept is None or kept[0] is not actions:
        kept = page["rz_row_actions"] = (actions, _skeleton(context, actions))
    if kept[1] is None:
        return _render(context, pk)
    return mark_safe(kept[1].replace(str(MARKS[0]), str(pk)))  # the template's output and a number
