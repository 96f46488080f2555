"""A team of 15 as a captain pastes it, and the studio's print files for it."""

import io
import json

from PIL import Image

TEAM = [
    ("Priya Sharma", "7", "M"),
    ("Rahul Verma", "10", "L"),
    ("Arjun Nair", "18", "XL"),
    ("Kavya Iyer", "3", "S"),
    ("Rohan Das", "45", "L"),
    ("Meera Joshi", "9", "M"),
    ("Vikram Singh", "1", "2XL"),
    ("Ananya Rao", "22", "S"),
    ("Siddharth Menon", "33", "M"),
    ("Isha Patel", "5", "M"),
    ("Karan Mehta", "12", "L"),
    ("Divya Pillai", "8", "S"),
    ("Aditya Kulkarni", "99", "XL"),
    ("Sneha Reddy", "4", "M"),
    ("Farhan Qureshi", "17", "L"),
]
PASTED = "Name\tNumber\tSize\n" + "\n".join("\t".join(row) for row in TEAM)


def rows(team=TEAM) -> list[dict[str, str]]:
    return [{"name": n, "number": num, "size": s} for n, num, s in team]


def print_png(size=(120, 160), shade: int = 0) -> bytes:
    out = io.BytesIO()
    Image.new("RGBA", size, (shade % 256, 40, 90, 255)).save(out, format="PNG", dpi=(300, 300))
    return out.getvalue()


def design_json(*roles: str) -> bytes:
    layers = [
        {"type": "i-text", "text": "NAME" if r == "name" else "10", "teamRole": r, "fontFamily": "Inter"}
        for r in roles
    ]
    return json.dumps({"front": {"version": "6.0.0", "objects": layers}}).encode()
