#!/usr/bin/env python3
"""Derives data/lunar/lunar-events-reference.tsv from lunar-python: where lunar recurring days fall
in every lunar year 1900-2100, under both policies for a day that a year lacks.

The days are the hard ones and two plain ones: 闰四月十五, 闰六月三十 and 闰二月初一 (a leap month
most years lack), 腊月三十, 正月三十 and 冬月三十 (a 30th in months that often have 29 days),
腊月初八 and 八月十五. For each lunar year the file gives the civil day with the substituting
policies (a leap-month day on its ordinary month, a 30th on the month's last day) and with the
skipping ones ("-" for a year the day is skipped), computed with lunar-python's LunarYear and
LunarMonth (the leap month and each month's length) and Lunar.fromYmd, not with Almanac.

Usage:
    python3 tools/crosscheck/lunar_events_reference.py           # rewrite the reference file
    python3 tools/crosscheck/lunar_events_reference.py --check   # compare only; exit 1 on a difference

Needs `pip install lunar-python` (a scratch virtualenv is enough); without it, it says so and exits
0, so nothing in the package or its tests depends on Python.
"""
import sys

from reference_file import has_lunar_python, publish

DAYS = (("L04-15", 4, 15, True), ("L06-30", 6, 30, True), ("L02-01", 2, 1, True), ("12-30", 12, 30, False),
        ("01-30", 1, 30, False), ("11-30", 11, 30, False), ("12-08", 12, 8, False), ("08-15", 8, 15, False))


def place(year, month, day, leap, substitute):
    from lunar_python import Lunar, LunarMonth, LunarYear

    if leap and LunarYear.fromYear(year).getLeapMonth() != month:
        if not substitute:
            return "-"
        leap = False
    number = -month if leap else month
    length = LunarMonth.fromYm(year, number).getDayCount()
    if day > length:
        if not substitute:
            return "-"
        day = length
    return Lunar.fromYmd(year, number, day).getSolar().toYmd()


def main():
    if not has_lunar_python("lunar_events_reference"):
        return 0
    header = [
        "# Where lunar recurring days fall in each lunar year 1900-2100, by lunar-python 1.4.8's",
        "# calendar (LunarYear.getLeapMonth, LunarMonth.getDayCount, Lunar.fromYmd). Written by",
        "# tools/crosscheck/lunar_events_reference.py.",
        "# day (LMM-DD: a leap month) <TAB> lunar year <TAB> with the substituting policies (the",
        "# ordinary month, the month's last day) <TAB> with the skipping ones (- when skipped)",
    ]
    rows = []
    for text, month, day, leap in DAYS:
        for year in range(1900, 2101):
            rows.append("\t".join((text, str(year), place(year, month, day, leap, True),
                                    place(year, month, day, leap, False))))
    return publish("lunar_events_reference", "data/lunar/lunar-events-reference.tsv", header, rows, "rows")

if __name__ == "__main__":
    sys.exit(main())
