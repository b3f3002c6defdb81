#!/usr/bin/env python3
"""Derives data/holidays/MO-reference.tsv: Macau's holidays for 2007-2040 (the years of Almanac's MO
table and the rules' years after them) as holidays 0.109 (PyPI `holidays`, vacanza) gives them:
the public holidays (its category optional), the mandatory holidays of Lei n.º 7/2008 (category
public) and the public administration's days (category government: 補假, one-off days, and the
afternoons off marked （下午）), with the Portuguese names it gives (language pt_MO). Its sources are the Boletim Oficial's texts, DSAL's table of
mandatory holidays and gov.mo's yearly lists; its code is independent of Almanac's
(MacauHolidayRules computes the days from Almanac's own Chinese calendar and solar terms).

Almanac's test (MacauHolidayTests) compares the built-in table with this file day by day over its
years (days off: every whole day of the three categories; statutory: the mandatory ones), and the
rules alone over the later years; a difference must be settled by the government's own text and
noted in data/SOURCES.md.

Usage: python3 tools/crosscheck/holiday_reference_mo.py [--check]
Needs `pip install holidays`; without it it exits 0.
"""
import sys

from reference_file import publish

try:
    import holidays
except ImportError:
    print("holiday_reference_mo: holidays missing; skipping", file=sys.stderr)
    sys.exit(0)

YEARS = range(2007, 2041)


def main():
    rows = []
    for year in YEARS:
        everything = holidays.MO(years=year, categories=("optional", "public", "government"), language="zh_MO")
        portuguese = holidays.MO(years=year, categories=("optional", "public", "government"), language="pt_MO")
        mandatory = holidays.MO(years=year, categories=("public",))
        for day in sorted(everything):
            if day.year != year:
                continue
            kind = "mandatory" if day in mandatory else "day"
            rows.append(f"{day.isoformat()}\t{kind}\t{everything[day]}\t{portuguese[day]}")
    header = [
        f"# Macau's holidays {YEARS[0]}-{YEARS[-1]} as holidays {holidays.__version__} gives them",
        "# (categories optional, public and government: public holidays, mandatory holidays, 補假, afternoons off).",
        "# Written by tools/crosscheck/holiday_reference_mo.py.",
        "# date <TAB> mandatory (Lei n.º 7/2008) or day <TAB> names <TAB> Portuguese names; several on one day",
        "# are joined with \"; \"; an afternoon off is named with （下午） and (na parte da tarde).",
    ]
    return publish("holiday_reference_mo", "data/holidays/MO-reference.tsv", header, rows, "days")


sys.exit(main())
