"""What an uploaded SVG may hold: the elements and attributes of a drawing, nothing that runs or
fetches. Read by core/studio/sanitise.py; the reasons are in docs/decisions.md ("Uploaded SVG")."""

import re

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"

MAX_SVG_BYTES = 200 * 1024
MAX_ELEMENTS = 4000
MAX_DEPTH = 40

# drawn shapes, text, paint servers, grouping and local reuse
ELEMENTS = frozenset(
    {
        "svg", "g", "defs", "symbol", "use", "title", "desc", "style",
        "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
        "text", "tspan", "textPath",
        "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask",
        "image",
    }
)  # fmt: skip
# never drawing, always a risk: the whole upload is refused, with the element named
REFUSED_ELEMENTS = frozenset(
    {"script", "foreignObject", "iframe", "object", "embed", "handler", "listener", "animate",
     "set", "animateTransform", "animateMotion", "a"}
)  # fmt: skip
# editors' own notes (Inkscape, Illustrator, Sketch): dropped with what they hold, without a word
DROPPED_ELEMENTS = frozenset({"metadata", "namedview", "sodipodi:namedview"})

ATTRIBUTES = frozenset(
    {
        "id", "class", "style", "transform", "opacity", "visibility", "display",
        "d", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "dx", "dy",
        "width", "height", "viewBox", "preserveAspectRatio", "points", "pathLength", "rotate",
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap",
        "stroke-linejoin", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity",
        "stroke-miterlimit", "paint-order", "vector-effect", "color",
        "font-family", "font-size", "font-weight", "font-style", "text-anchor",
        "dominant-baseline", "letter-spacing", "startOffset", "textLength", "lengthAdjust",
        "offset", "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod",
        "patternUnits", "patternContentUnits", "patternTransform", "clip-path", "clip-rule",
        "clipPathUnits", "mask", "maskUnits", "maskContentUnits", "href", "version",
        "data-placeholder", "data-arc",
    }
)  # fmt: skip

# a reference inside the document only: url(#id), or none at all
URL_RE = re.compile(r"url\s*\(\s*(['\"]?)(?P<target>[^)'\"]*)\1\s*\)", re.I)
LOCAL_TARGET_RE = re.compile(r"^#[\w.:-]+$")
# a picture inside the file: PNG or JPEG as a data URL, nothing fetched
DATA_PICTURE_RE = re.compile(r"^data:image/(png|jpeg);base64,[A-Za-z0-9+/=\s]+$")
CSS_DANGER_RE = re.compile(r"@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding", re.I)
