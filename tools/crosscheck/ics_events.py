#!/usr/bin/env python3
"""Reads iCalendar files with an independent parser and prints what it finds, for Almanac's tests.

For each file given, every VEVENT is printed as one tab-separated line: the file's name, DTSTART,
DTEND (dates as YYYY-MM-DD, date-times in UTC as YYYY-MM-DDTHH:MM:SSZ; "-" when absent), UID,
SUMMARY and RRULE as the parser writes it back ("-" when absent). The
export tests compare these lines with the tables they exported, so the feeds are checked by a
parser Almanac did not write.

Usage:
    python3 tools/crosscheck/ics_events.py FILE.ics [FILE.ics ...]

Needs `pip install icalendar` (a scratch virtualenv is enough; the tests look for the interpreter
in ALMANAC_PYTHON, else `python3`). Without it, it prints "skip" and exits 0.
"""
import datetime
import os
import sys

try:
    import icalendar
except ImportError:
    print("skip: the icalendar package is not installed")
    sys.exit(0)


def text(value):
    if isinstance(value, datetime.datetime):
        return value.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return value.isoformat()


for path in sys.argv[1:]:
    with open(path, "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    for event in calendar.walk("VEVENT"):
        print(
            "\t".join(
                [
                    os.path.basename(path),
                    text(event["DTSTART"].dt),
                    text(event["DTEND"].dt) if "DTEND" in event else "-",
                    str(event["UID"]),
                    str(event["SUMMARY"]),
                    event["RRULE"].to_ical().decode() if "RRULE" in event else "-",
                ]
            )
        )
