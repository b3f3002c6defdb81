#!/usr/bin/env python3
"""Derives data/holidays/MO-reference.tsv: Macau's holidays for 2020-2040 (the years of Almanac's MO
table and the rules' years after them) as holidays 0.109 (PyPI `holidays`, vacanza) gives them:
the public holidays (its category optional), the mandatory holidays of Lei n.º 7/2008 (category
public) and the public administration's days (category government: 補假, one-off days, and the
afternoons off marked （下午）). Its sources are the Boletim Oficial's texts, DSAL's table of
mandatory holidays and gov.mo's yearly lists; its code is independent of Almanac's
(MacauHolidayRules computes the days from Almanac's own Chinese calendar and solar terms).

Almanac's test (MacauHolidayTests) compares the built-in table with this file day by day over its
years (days off: every whole day of the three categories; statutory: the mandatory ones), and the
rules alone over the later years; a difference must be settled by the government's own text and
listed in RESOLVED below.

Usage: python3 tools/crosscheck/holiday_reference_mo.py [--check]
Needs `pip install holidays`; without it it exits 0.
"""
import os
import sys

try:
    import holidays
except ImportError:
    print("holiday_reference_mo: holidays missing; skipping", file=sys.stderr)
    sys.exit(0)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
YEARS = range(2020, 2041)
# Days where the file deliberately differs from source A, each settled by the government's text.
RESOLVED = {}


def main():
    rows = []
    for year in YEARS:
        everything = holidays.MO(years=year, categories=("optional", "public", "government"), language="zh_MO")
        mandatory = holidays.MO(years=year, categories=("public",))
        for day in sorted(everything):
            if day.year != year:
                continue
            kind = "mandatory" if day in mandatory else "day"
            rows.append(f"{day.isoformat()}\t{kind}\t{everything[day]}")
    header = [
        f"# Macau's holidays {YEARS[0]}-{YEARS[-1]} as holidays {holidays.__version__} gives them",
        "# (categories optional, public and government: public holidays, mandatory holidays, 補假, afternoons off).",
        "# Written by tools/crosscheck/holiday_reference_mo.py.",
        "# date <TAB> mandatory (Lei n.º 7/2008) or day <TAB> names; several on one day are joined with \"; \";",
        "# an afternoon off is named with （下午）.",
    ]
    text = "\n".join(header + rows) + "\n"
    path = os.path.join(ROOT, "data", "holidays", "MO-reference.tsv")
    if "--check" in sys.argv:
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        print("holiday_reference_mo: " + ("current" if current == text else "differs"))
        sys.exit(0 if current == text else 1)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"holiday_reference_mo: wrote data/holidays/MO-reference.tsv ({len(rows)} days)")


main()
