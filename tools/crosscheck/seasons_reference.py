#!/usr/bin/env python3
"""Derives data/festivals/seasons-reference.tsv from lunar-python: the first day of every part of
数九 (一九 … 九九, from 冬至) and 三伏 (初伏, 中伏, 末伏) of 1900-2100, with its length in days, as
lunar-python's Lunar.getShuJiu() and Lunar.getFu() answer day by day.

Almanac's tests compare its seasonal periods (data/festivals/periods.tsv) with this file on every
day of 1900-2100, so the rules are checked against an implementation other than Almanac's.

Usage:
    python3 tools/crosscheck/seasons_reference.py           # rewrite the reference file
    python3 tools/crosscheck/seasons_reference.py --check   # compare only; exit 1 on a difference

Needs `pip install lunar-python` (a scratch virtualenv is enough); without it, it says so and exits
0, so nothing in the package or its tests depends on Python.
"""
import sys

from reference_file import day_runs, has_lunar_python, publish



def facts(lunar):
    """数九's and 三伏's part of a day, each beginning on its day 1."""
    return [(fact.getName(), fact.getIndex() == 1) for fact in (lunar.getShuJiu(), lunar.getFu()) if fact]


def main():
    if not has_lunar_python("seasons_reference"):
        return 0
    header = [
        "# The first day and length of every part of 数九 and 三伏 whose days fall in 1900-2100, as",
        "# lunar-python 1.4.8 gives them day by day (Lunar.getShuJiu, Lunar.getFu). Written by",
        "# tools/crosscheck/seasons_reference.py; a part cut by 1900-01-01 or 2100-12-31 is listed",
        "# with the days inside the span only.",
        "# part <TAB> first day <TAB> days",
    ]
    rows = day_runs(facts)
    return publish("seasons_reference", "data/festivals/seasons-reference.tsv", header, rows, "parts")

if __name__ == "__main__":
    sys.exit(main())
