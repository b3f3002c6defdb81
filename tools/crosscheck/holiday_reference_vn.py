#!/usr/bin/env python3
"""Derives data/holidays/VN-reference.tsv: Vietnam's public holidays (the Labour Code's days, nghỉ
bù, and the days swapped for officials and public employees) for 2014-2040 (the years of Almanac's
VN table and the rules' years after them), as holidays 0.109 (PyPI `holidays`, vacanza) gives
them. Its sources are the Labour Codes of 2012 (Art. 115) and 2019 (Art. 112), Resolution
80-NQ/TW and the government's dispatches; its code is independent of Almanac's
(VietnameseHolidayRules computes the days from Almanac's own Vietnamese calendar).

A swapped day's Saturday worked is in its name ("Ngày nghỉ (thay cho ngày dd/mm/yyyy)").
Almanac's test (VietnameseHolidayTests) compares the built-in table with this file day by day
over its years (weekdays off, and the Saturdays worked), and the rules alone over the later
years; a difference must be settled by the government's own text and noted in data/SOURCES.md.

Usage: python3 tools/crosscheck/holiday_reference_vn.py [--check]
Needs `pip install holidays`; without it it exits 0.
"""
import sys

from reference_file import publish

try:
    import holidays
except ImportError:
    print("holiday_reference_vn: holidays missing; skipping", file=sys.stderr)
    sys.exit(0)

YEARS = range(2014, 2041)


def main():
    rows = []
    for year in YEARS:
        local = holidays.VN(years=year, language="vi")
        english = holidays.VN(years=year, language="en_US")
        for day in sorted(local):
            if day.year != year:
                continue
            rows.append(f"{day.isoformat()}\t{local[day]}\t{english[day]}")
    header = [
        f"# Vietnam's public holidays {YEARS[0]}-{YEARS[-1]} as holidays {holidays.__version__} gives them",
        "# (the Labour Code's days, some on a Saturday or Sunday, nghỉ bù, swapped days).",
        "# Written by tools/crosscheck/holiday_reference_vn.py.",
        "# date <TAB> Vietnamese name(s) <TAB> English name(s); several on one day are joined with \"; \".",
    ]
    return publish("holiday_reference_vn", "data/holidays/VN-reference.tsv", header, rows, "days")


sys.exit(main())
