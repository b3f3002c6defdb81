#!/usr/bin/env python3
"""Prints the Moon's principal phases by PyEphem, for Almanac's moon-phase tests.

For the years given (FIRST LAST, inclusive), every new moon, first quarter, full moon and last
quarter whose instant falls in them (UTC) is printed as one line: the phase (newMoon,
firstQuarter, fullMoon, lastQuarter) and its instant as YYYY-MM-DDTHH:MM:SSZ. PyEphem computes
the Moon and the Sun with its own libastro (an implementation Almanac did not write).

Usage:
    python3 tools/crosscheck/moon_phases.py 1900 2100

Needs `pip install ephem` (a scratch virtualenv is enough; the tests look for the interpreter in
ALMANAC_PYTHON, else `python3`).
"""
import sys

import ephem

first, last = int(sys.argv[1]), int(sys.argv[2])
finders = [
    ("newMoon", ephem.next_new_moon),
    ("firstQuarter", ephem.next_first_quarter_moon),
    ("fullMoon", ephem.next_full_moon),
    ("lastQuarter", ephem.next_last_quarter_moon),
]
end = ephem.Date("%d/1/1" % (last + 1))
for name, find in finders:
    when = ephem.Date("%d/1/1" % first)
    while True:
        when = find(when)
        if when >= end:
            break
        year, month, day, hour, minute, second = when.tuple()
        whole = int(round(second))
        stamp = ephem.Date((year, month, day, hour, minute, 0)) + whole * ephem.second
        print("%s\t%s" % (name, ephem.Date(stamp).datetime().strftime("%Y-%m-%dT%H:%M:%SZ")))
        when = ephem.Date(when + ephem.hour)
