#!/usr/bin/env python3
"""Derives data/holidays/KR-reference.tsv: South Korea's public holidays (공휴일, with 대체공휴일,
임시공휴일 and election days) for 2014-2040 (the years of Almanac's KR table and the rules' years
after them), as holidays 0.109 (PyPI
`holidays`, vacanza) gives them. Its sources are the 관공서의 공휴일에 관한 규정 and 공휴일에 관한
법률 on law.go.kr, the 공직선거법's election days and the government's designations; its code
is independent of Almanac's (KoreanHolidayRules computes the regulation's days and substitutes
from Almanac's own Korean calendar).

Almanac's test (KoreanHolidayTests) compares the built-in table with this file day by day over
its years, and the rules alone (KoreanHolidayRules) over the later years but for their election
days, which source A computes from the 공직선거법 and Almanac lists only once held; a difference
must be settled by the government's own text and noted in data/SOURCES.md.

Usage: python3 tools/crosscheck/holiday_reference_kr.py [--check]
Needs `pip install holidays`; without it it exits 0.
"""
import sys

from reference_file import publish

try:
    import holidays
except ImportError:
    print("holiday_reference_kr: holidays missing; skipping", file=sys.stderr)
    sys.exit(0)

YEARS = range(2014, 2041)


def main():
    rows = []
    for year in YEARS:
        korean = holidays.KR(years=year, language="ko")
        english = holidays.KR(years=year, language="en_US")
        for day in sorted(korean):
            if day.year != year:
                continue
            rows.append(f"{day.isoformat()}\t{korean[day]}\t{english[day]}")
    header = [
        f"# South Korea's public holidays {YEARS[0]}-{YEARS[-1]} as holidays {holidays.__version__} gives them",
        "# (category public: the regulation's days, 대체공휴일, 임시공휴일, election days).",
        "# Written by tools/crosscheck/holiday_reference_kr.py.",
        "# date <TAB> Korean name(s) <TAB> English name(s); several on one day are joined with \"; \".",
    ]
    return publish("holiday_reference_kr", "data/holidays/KR-reference.tsv", header, rows, "days")


sys.exit(main())
