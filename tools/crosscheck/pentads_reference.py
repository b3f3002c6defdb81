#!/usr/bin/env python3
"""Derives data/festivals/pentads-reference.tsv from lunar-python: the first day and length of
every pentad (七十二候) whose days fall in 1900-2100, as lunar-python's Lunar.getWuHou() answers
day by day (its 72 names are distinct, so a name says the term and the place in it).

Almanac's tests compare its pentads (data/festivals/pentads.tsv) with this file on every day of
1900-2100: the same pentad (term and place), the same day within it and the same length. The
names are compared too, except where the file says Almanac follows the classical text instead.

Usage:
    python3 tools/crosscheck/pentads_reference.py           # rewrite the reference file
    python3 tools/crosscheck/pentads_reference.py --check   # compare only; exit 1 on a difference

Needs `pip install lunar-python` (a scratch virtualenv is enough); without it, it says so and exits
0, so nothing in the package or its tests depends on Python.
"""
import sys

from reference_file import day_runs, has_lunar_python, publish



def facts(lunar):
    """The pentad of a day (a new name begins a run)."""
    return [(lunar.getWuHou(), False)]


def main():
    if not has_lunar_python("pentads_reference"):
        return 0
    header = [
        "# The name, first day and length of every pentad (七十二候) whose days fall in 1900-2100,",
        "# as lunar-python 1.4.8 gives them day by day (Lunar.getWuHou). Written by",
        "# tools/crosscheck/pentads_reference.py; a pentad cut by 1900-01-01 or 2100-12-31 is listed",
        "# with the days inside the span only.",
        "# pentad <TAB> first day <TAB> days",
    ]
    rows = day_runs(facts)
    return publish("pentads_reference", "data/festivals/pentads-reference.tsv", header, rows, "pentads")

if __name__ == "__main__":
    sys.exit(main())
