"""A team's rows checked one by one: each message names its row; and a sheet read from CSV or XLSX."""

import io

import pytest
from openpyxl import Workbook

from core.common.errors import ApplicationError, FieldErrors
from core.teams.rows import MAX_PEOPLE, Person, check_people, size_counts
from core.teams.sheet import read_sheet
from core.teams.tests.factories import PASTED, TEAM, rows

SIZES = ["S", "M", "L", "XL", "2XL", "3XL", "4XL", "5XL"]


def _check(team, *, needs_name=True, unique=True):
    errors = FieldErrors()
    people = check_people(team, sizes=SIZES, needs_name=needs_name, unique_numbers=unique, errors=errors)
    return people, errors.by_field


def test_a_clean_team_gives_its_people_in_order_and_their_sizes_counted():
    people, errors = _check(rows())
    assert errors == {}
    assert people[0] == Person("Priya Sharma", "7", "M")
    assert len(people) == 15
    assert dict(size_counts(people)) == {"M": 5, "L": 4, "XL": 2, "S": 3, "2XL": 1}


def test_each_bad_row_gets_its_own_message_naming_the_row():
    team = rows()
    team[2] = {"name": "Arjun Nair", "number": "18", "size": ""}  # row 3: no size
    team[4] = {"name": "Rohan Das", "number": "45", "size": "XXS"}  # row 5: not a size we print
    team[6] = {"name": "", "number": "1", "size": "M"}  # row 7: no name on a design with a name
    team[8] = {"name": "Siddharth Menon", "number": "7", "size": "M"}  # row 9: Priya's number
    team[10] = {"name": "K" * 25, "number": "12", "size": "L"}  # row 11: too long
    team[12] = {"name": "Aditya", "number": "1000", "size": "XL"}  # row 13: not 0..999
    _, errors = _check(team)
    assert errors == {
        "team.3": ["Row 3 (Arjun Nair): choose a size (S, M, L, XL, 2XL, 3XL, 4XL, 5XL)."],
        "team.5": ["Row 5 (Rohan Das): 'XXS' is not a size we print (S, M, L, XL, 2XL, 3XL, 4XL, 5XL)."],
        "team.7": ["Row 7: write a name (the design prints one)."],
        "team.9": ["Row 9 (Siddharth Menon): number 7 is already on row 1."],
        "team.11": [f"Row 11 ({'K' * 25}): the name is longer than 24 characters."],
        "team.13": ["Row 13 (Aditya): the number must be 0 to 999, in digits."],
    }


def test_numbers_may_repeat_unless_the_team_wants_them_unique_and_names_are_optional_without_a_placeholder():
    team = [{"name": "", "number": "7", "size": "M"}, {"name": "", "number": "7", "size": "xxl"}]
    people, errors = _check(team, needs_name=False, unique=False)
    assert errors == {}
    assert [p.size for p in people] == ["M", "2XL"]  # XXL as sheets write it
    _, errors = _check(team, needs_name=False, unique=True)
    assert list(errors) == ["team.2"]


def test_a_team_is_one_to_two_hundred_people():
    assert _check([])[1] == {"team": ["Add at least one person: a name, a number and a size per row."]}
    too_many = [{"name": f"P{i}", "number": "", "size": "M"} for i in range(MAX_PEOPLE + 1)]
    assert _check(too_many)[1] == {"team": ["At most 200 people per design; split the team into two orders."]}


def test_a_pasted_sheet_saved_as_csv_or_tab_separated_is_read_with_its_header():
    assert read_sheet(PASTED.encode()) == rows()
    as_csv = "Size,Name,No\n" + "\n".join(f"{s},{n},{num}" for n, num, s in TEAM)
    assert read_sheet(as_csv.encode()) == rows()
    headerless = "\n".join(f"{n},{num},{s}" for n, num, s in TEAM[:2])
    assert read_sheet(headerless.encode()) == rows(TEAM[:2])


def test_an_xlsx_sheet_is_read_by_the_bounded_reader_with_numbers_as_written():
    book = Workbook()
    sheet = book.active
    sheet.append(["Name", "Number", "Size"])
    for name, number, size in TEAM:
        sheet.append([name, int(number), size])
    out = io.BytesIO()
    book.save(out)
    assert read_sheet(out.getvalue()) == rows()


def test_a_sheet_past_the_limits_or_not_a_sheet_is_refused_with_a_message():
    long = "Name,Number,Size\n" + "\n".join(f"P{i},{i},M" for i in range(MAX_PEOPLE + 1))
    with pytest.raises(ApplicationError) as exc:
        read_sheet(long.encode())
    assert exc.value.errors == {"file": ["The sheet has more than 200 people."]}
    with pytest.raises(ApplicationError) as exc:
        read_sheet(b"PK\x03\x04 not a workbook")
    assert "could not read this file" in exc.value.errors["file"][0]
