"""The role table says the same in the code, docs/api.md and the back office (issue 33, point 13):
`core/accounts/roles.py::ROLE_PERMS` is what the shop seeds; the docs' table and the staff screen's
descriptions (backoffice/src/admins/roleDescriptions.ts) must hold the same permissions per role."""

import re
from pathlib import Path

from core.accounts.roles import ROLE_PERMS, Role
from core.common.permissions import Perm

ROOT = Path(__file__).resolve().parents[3]


def _code() -> dict[str, set[str]]:
    return {role.value: {p.value for p in perms} for role, perms in ROLE_PERMS.items()}


def _docs() -> dict[str, set[str]]:
    text = (ROOT / "docs" / "api.md").read_text()
    section = text.split("## Roles: who of the team may call what", 1)[1].split("\n## ", 1)[0]
    table = {}
    for label, cell in re.findall(r"^\| ([A-Z][a-z ]+) \| (.+) \|$", section, re.M):
        role = next(r for r in Role if r.label == label)
        named = set(re.findall(r"`(\w+)`", cell))
        table[role.value] = {p.value for p in Perm} if cell == "all of them" else named
    return table


def _office() -> tuple[dict[str, set[str]], dict[str, str]]:
    text = (ROOT / "backoffice" / "src" / "admins" / "roleDescriptions.ts").read_text()
    roles_block = text.split("ROLE_PERMISSIONS", 1)[1].split("};", 1)[0]
    roles = {
        role: {p.value for p in Perm} if names == ["all"] else set(names)
        for role, body in re.findall(r"^\s+(\w+): \[([^\]]*)\],$", roles_block, re.M)
        for names in [re.findall(r"'(\w+)'", body)]
    }
    words_block = text.split("PERMISSION_WORDS", 1)[1].split("};", 1)[0]
    words = dict(re.findall(r"^\s+(\w+): ['\"](.+)['\"],$", words_block, re.M))
    return roles, words


def test_the_docs_role_table_is_the_codes():
    assert _docs() == _code()


def test_the_back_offices_role_descriptions_are_the_codes():
    roles, words = _office()
    assert roles == _code()
    assert words == {p.value: p.label for p in Perm}


def test_support_and_the_order_desk_handle_returns_and_support_tickets_and_reviews():
    """The grants docs/decisions.md explains ("Staff roles")."""
    code = _code()
    assert "handle_returns" in code["order_desk"] and "handle_returns" in code["support"]
    assert {"handle_tickets", "moderate_reviews"} <= code["support"]
    decisions = (ROOT / "docs" / "decisions.md").read_text()
    assert "`handle_returns`" in decisions and "`moderate_reviews`" in decisions
