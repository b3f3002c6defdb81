#!/usr/bin/env python3
"""Derives data/holidays/SG-reference.tsv: Singapore's public holidays for 2010-2040 as holidays
(PyPI `holidays`, vacanza) gives them, with its days in lieu ("observed").

Its Chinese New Year comes from its own Chinese calendar, its Good Friday from dateutil's Easter,
and its days in lieu from its own reading of the Holidays Act, s. 4(2); Almanac computes those
from its own tables (SingaporeHolidayRules). Hari Raya Puasa, Vesak Day, Hari Raya Haji and
Deepavali have no rule: the package lists them year by year from the Ministry of Manpower's lists
(to 2027; later years are marked "estimated"), and Almanac's data/holidays/SG.jsonl was
transcribed from the same lists, so for those four days this file checks the transcription, not
the facts (data/SOURCES.md says how they were checked against MOM's announcements as reported).

Almanac's test (SingaporeHolidayTests) compares the built-in table with this file day by day over
its years, and the rules alone over the later years (the estimated days and their days in lieu
left out).

Usage: python3 tools/crosscheck/holiday_reference_sg.py [--check]
Needs `pip install holidays`; without it it exits 0.
"""
import sys

from reference_file import publish

try:
    import holidays
except ImportError:
    print("holiday_reference_sg: holidays missing; skipping", file=sys.stderr)
    sys.exit(0)

YEARS = range(2010, 2041)


def main():
    rows = []
    for year in YEARS:
        listed = holidays.country_holidays("SG", years=year, language="en_SG")
        for day in sorted(listed):
            if day.year != year:
                continue
            names = listed[day]
            kind = "estimated" if "estimated" in names else "announced"
            rows.append(f"{day.isoformat()}\t{kind}\t{names}")
    header = [
        f"# Singapore's public holidays {YEARS[0]}-{YEARS[-1]} as holidays {holidays.__version__} gives them,",
        "# days in lieu named \"(observed)\". Written by tools/crosscheck/holiday_reference_sg.py.",
        "# date <TAB> announced, or estimated (a date MOM has not announced yet) <TAB> names; several on one",
        "# day are joined with \"; \".",
    ]
    return publish("holiday_reference_sg", "data/holidays/SG-reference.tsv", header, rows, "days")


sys.exit(main())
