"""An uploaded SVG made safe to show in a customer's browser, or refused with the reason.

Parsed by defusedxml (no DOCTYPE, no entities, so no billion laughs and no external entity), then
copied element by element into a fresh document: only the elements and attributes of a drawing
(core/studio/svg_rules.py). What runs or fetches refuses the whole file, naming it, so the owner
knows what to remove (a script, an on* handler, a foreignObject, a link or a reference to another
document in href, url() or @import); an editor's notes and unknown attributes are dropped quietly.
The text elements marked `data-placeholder` become the template's editable texts
(core/studio/placeholders.py).
"""

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring

from core.common.errors import FieldErrors
from core.studio import svg_rules as rules

ET.register_namespace("", rules.SVG_NS)
_TAG_RE = re.compile(r"^\{(?P<ns>[^}]*)\}(?P<name>.+)$")


class SvgRefused(Exception):
    """The reason an SVG was refused, in words for the owner."""


@dataclass(frozen=True)
class CleanSvg:
    root: ET.Element
    width: float
    height: float

    def text(self) -> str:
        return ET.tostring(self.root, encoding="unicode")


def _split(tag: str) -> tuple[str, str]:
    match = _TAG_RE.match(tag)
    return (match["ns"], match["name"]) if match else ("", tag)


def _check_css(value: str, where: str) -> None:
    if rules.CSS_DANGER_RE.search(value):
        raise SvgRefused(f"The SVG's {where} imports or runs something (@import, javascript:, expression).")
    for match in rules.URL_RE.finditer(value):
        if not rules.LOCAL_TARGET_RE.match(match["target"].strip()):
            raise SvgRefused(
                f"The SVG's {where} refers to another document ({match['target'][:60]}): "
                "only references inside the file (url(#id)) are allowed."
            )


def _check_href(name: str, value: str, value_of_tag: str) -> None:
    target = value.strip()
    if rules.LOCAL_TARGET_RE.match(target):
        return
    if value_of_tag == "image" and rules.DATA_PICTURE_RE.match(target):
        return
    shown = target[:60]
    raise SvgRefused(
        f'The SVG has a link or reference to another document ({name}="{shown}"): only '
        "references inside the file (#id) and PNG or JPEG pictures inside it are allowed."
    )


def _copy_attributes(source: ET.Element, target: ET.Element, tag: str) -> None:
    for raw_name, value in source.attrib.items():
        ns, name = _split(raw_name)
        if name.lower().startswith("on"):
            raise SvgRefused(f'The SVG has an event handler ({name}="…"): scripts are not allowed.')
        if name == "href" and ns in ("", rules.XLINK_NS):
            _check_href(name if not ns else "xlink:href", value, tag)
            target.set("href", value.strip())
            continue
        if ns or name not in rules.ATTRIBUTES:
            continue  # an editor's attribute (inkscape:label...) or one that draws nothing
        if "javascript:" in value.lower().replace(" ", ""):
            raise SvgRefused(f"The SVG's {name} attribute runs a script (javascript:).")
        _check_css(value, f"{name} attribute")
        target.set(name, value)


def _copy(source: ET.Element, depth: int, count: list[int]) -> ET.Element | None:
    ns, tag = _split(source.tag)
    if tag in rules.REFUSED_ELEMENTS:
        _copy_attributes(source, ET.Element("checked"), tag)  # a script's link is named first
        what = "a link (<a>)" if tag == "a" else f"a <{tag}> element"
        raise SvgRefused(f"The SVG has {what}: only drawings are allowed, nothing that runs or links.")
    if ns != rules.SVG_NS or tag not in rules.ELEMENTS:
        return None  # an editor's notes (metadata, sodipodi:namedview) or an element that draws nothing
    count[0] += 1
    if count[0] > rules.MAX_ELEMENTS or depth > rules.MAX_DEPTH:
        raise SvgRefused(
            f"The SVG is too complex: at most {rules.MAX_ELEMENTS} elements, nested {rules.MAX_DEPTH} deep."
        )
    out = ET.Element(f"{{{rules.SVG_NS}}}{tag}")
    _copy_attributes(source, out, tag)
    if tag == "image" and "href" not in out.attrib:
        return None
    if source.text and source.text.strip():
        if tag == "style":
            _check_css(source.text, "style sheet")
        out.text = source.text
    for child in source:
        copied = _copy(child, depth + 1, count)
        if copied is not None:
            out.append(copied)
        if child.tail and child.tail.strip() and tag in ("text", "tspan", "textPath"):
            (copied if copied is not None else out).tail = child.tail
    return out


def _number(value: str | None) -> float | None:
    match = re.match(r"^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$", value or "")
    return float(match[1]) if match else None


def _size(root: ET.Element) -> tuple[float, float]:
    """The drawing's width and height from its viewBox (or width and height, which become one)."""
    box = (
        [float(v) for v in re.split(r"[\s,]+", root.get("viewBox", "").strip()) if v]
        if root.get("viewBox")
        else []
    )
    if len(box) == 4 and box[2] > 0 and box[3] > 0:
        return box[2], box[3]
    w, h = _number(root.get("width")), _number(root.get("height"))
    if w and h:
        root.set("viewBox", f"0 0 {w:g} {h:g}")
        return w, h
    raise SvgRefused("The SVG has no size: give its <svg> a viewBox (or a width and height).")


def svg_clean(data: bytes) -> CleanSvg:
    """The SVG rebuilt from what is allowed; SvgRefused with the reason when it holds anything that
    runs or fetches, or is not an SVG."""
    if len(data) > rules.MAX_SVG_BYTES:
        raise SvgRefused(f"The SVG is too large: at most {rules.MAX_SVG_BYTES // 1024} kB.")
    try:
        source = fromstring(data, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DefusedXmlException:
        raise SvgRefused("The SVG declares a DOCTYPE or entities: remove them and upload it again.") from None
    except (ET.ParseError, ValueError):
        raise SvgRefused("This file is not a readable SVG (XML).") from None
    ns, tag = _split(source.tag)
    if tag != "svg" or ns != rules.SVG_NS:
        raise SvgRefused(
            'This file is not an SVG: its first element must be <svg xmlns="http://www.w3.org/2000/svg">.'
        )
    root = _copy(source, 0, [0])
    assert root is not None
    width, height = _size(root)
    for attr in ("width", "height"):
        root.attrib.pop(attr, None)  # drawn at the size the studio gives it
    return CleanSvg(root=root, width=width, height=height)


def svg_clean_or_400(data: bytes, *, field: str = "svg") -> CleanSvg:
    try:
        return svg_clean(data)
    except SvgRefused as refused:
        raise FieldErrors.single(field, str(refused)) from None
