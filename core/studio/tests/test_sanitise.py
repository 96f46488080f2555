"""Uploaded SVG: what runs or fetches is refused with the reason; a drawing comes back clean."""

import pytest

from core.studio.placeholders import placeholders_take
from core.studio.sanitise import SvgRefused, svg_clean
from core.studio.svg_rules import MAX_SVG_BYTES

XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'
OPEN = f'<svg xmlns="http://www.w3.org/2000/svg" {XLINK} viewBox="0 0 100 100">'


def svg(body: str) -> bytes:
    return f"{OPEN}{body}</svg>".encode()


BILLION_LAUGHS = b"""<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>&lol3;</text></svg>"""
EXTERNAL_ENTITY = b"""<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>&xxe;</text></svg>"""
PLAIN_DOCTYPE = b"""<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN"
"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>"""

HOSTILE = {
    "script": (svg("<script>alert(1)</script><circle r='4'/>"), "<script>"),
    "script in a group": (svg("<g><g><script>fetch('//x')</script></g></g>"), "<script>"),
    "onload": (svg("<circle r='4' onload='alert(1)'/>"), "event handler"),
    "onclick on the root": (
        b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9" onclick="x()"/>',
        "event handler",
    ),
    "javascript: link": (
        svg("<a xlink:href='javascript:alert(1)'><circle r='4'/></a>"),
        "javascript:alert(1)",
    ),
    "link to a site": (
        svg("<a href='https://evil.example/'><rect width='4' height='4'/></a>"),
        "evil.example",
    ),
    "external image": (
        svg("<image href='https://evil.example/x.png' width='9' height='9'/>"),
        "evil.example",
    ),
    "external image by xlink": (svg("<image xlink:href='http://evil.example/t.png'/>"), "evil.example"),
    "svg image in an image": (svg("<image href='data:image/svg+xml;base64,PHN2Zz4='/>"), "data:image/svg"),
    "use of another document": (svg("<use href='https://evil.example/sprite.svg#icon'/>"), "sprite.svg"),
    "url(http) in style": (
        svg("<rect style='fill:url(http://evil.example/p.svg#g)' width='9' height='9'/>"),
        "another document",
    ),
    "url(http) in fill": (
        svg("<rect fill='url(https://evil.example/#g)' width='9' height='9'/>"),
        "another document",
    ),
    "@import in a style sheet": (svg("<style>@import url(https://evil.example/a.css);</style>"), "@import"),
    "url() in a style sheet": (
        svg("<style>rect { fill: url('//evil.example/x') }</style>"),
        "another document",
    ),
    "foreignObject": (
        svg("<foreignObject><div xmlns='http://www.w3.org/1999/xhtml'>hi</div></foreignObject>"),
        "foreignObject",
    ),
    "animate that sets a link": (
        svg("<a><animate attributeName='href' to='javascript:alert(1)'/></a>"),
        "link",
    ),
    "set": (svg("<set attributeName='onclick' to='alert(1)'/>"), "<set>"),
    "billion laughs": (BILLION_LAUGHS, "DOCTYPE"),
    "external entity": (EXTERNAL_ENTITY, "DOCTYPE"),
    "a DOCTYPE": (PLAIN_DOCTYPE, "DOCTYPE"),
    "not svg": (b"<html><body>hi</body></html>", "not an SVG"),
    "not xml": (b"\x89PNG\r\n\x1a\n", "not a readable SVG"),
    "no size": (b'<svg xmlns="http://www.w3.org/2000/svg"><circle r="3"/></svg>', "no size"),
    "too large": (svg("<!--" + "x" * MAX_SVG_BYTES + "-->"), "too large"),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_svg_is_refused_with_its_reason(name):
    data, reason = HOSTILE[name]
    with pytest.raises(SvgRefused) as refused:
        svg_clean(data)
    assert reason in str(refused.value)


def test_a_drawing_keeps_its_shapes_and_loses_editor_notes():
    data = (
        b'<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"'
        b' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="200" height="100">'
        b"<metadata>made by someone</metadata><sodipodi:namedview id='v'/>"
        b"<defs><linearGradient id='g'><stop offset='0' stop-color='#f00'/></linearGradient></defs>"
        b"<g inkscape:label='Layer 1' data-secret='x'><rect width='10' height='10' fill='url(#g)' "
        b"style='stroke:#000;stroke-width:2'/><use href='#g'/></g></svg>"
    )
    clean = svg_clean(data)
    text = clean.text()
    assert (clean.width, clean.height) == (200, 100)
    assert 'viewBox="0 0 200 100"' in text
    assert 'fill="url(#g)"' in text and '<use href="#g"' in text
    for gone in ("metadata", "namedview", "inkscape", "data-secret", "made by someone", 'width="200"'):
        assert gone not in text


def test_a_picture_inside_the_file_is_kept():
    png = "data:image/png;base64,iVBORw0KGgo="
    text = svg_clean(svg(f"<image href='{png}' width='9' height='9'/>")).text()
    assert png in text


def test_placeholders_become_editable_texts_and_leave_the_drawing():
    clean = svg_clean(
        b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200"/>'
        b'<text data-placeholder="name" x="150" y="100" font-size="20" fill="#ffffff" font-family="Anton"'
        b' text-anchor="middle" data-arc="up">Priya</text><text x="1" y="1">kept</text>'
        b'<text data-placeholder="year" x="30" y="180" font-family="Comic Sans" fill="red">2026</text></svg>'
    )
    found = placeholders_take(clean.root, width=clean.width, height=clean.height)
    assert found == [
        {"field": "name", "text": "Priya", "x": 0.5, "y": 0.5, "size": 0.1, "fill": "#ffffff",
         "font": "Anton", "align": "middle", "arc": "up"},
        {"field": "year", "text": "2026", "x": 0.1, "y": 0.9, "size": 0.08, "fill": "#222222",
         "font": "Anton", "align": "start", "arc": "none"},
    ]  # fmt: skip
    text = clean.text()
    assert "Priya" not in text and "2026" not in text and "kept" in text
