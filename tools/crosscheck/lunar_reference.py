#!/usr/bin/env python3
"""Derives data/lunar/reference-months.tsv from two independent Python calendars.

Every lunar month whose first day falls in 1899-01-01 ... 2101-12-31 is listed with its first day
as lunar-python (6tail) and sxtwl (寿星天文历) compute it, walking every civil day with each library.
Almanac's tests compare the built-in table with this file, so the table is checked against
something other than ICU and other than itself.

Usage:
    python3 tools/crosscheck/lunar_reference.py            # rewrite the reference file
    python3 tools/crosscheck/lunar_reference.py --check    # compare only; exit 1 on a difference

Needs `pip install lunar-python sxtwl` (a scratch virtualenv is enough). Without them it says so and
exits 0, so nothing in the package or its tests depends on Python.
"""
import datetime
import os
import sys

try:
    import sxtwl
    from lunar_python import Solar
except ImportError:
    print("lunar_reference: lunar-python and sxtwl are not installed; skipping", file=sys.stderr)
    sys.exit(0)

FIRST = datetime.date(1899, 1, 1)
LAST = datetime.date(2101, 12, 31)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "data", "lunar", "reference-months.tsv")


def label(year, month, leap):
    return f"{year}-{'L' if leap else ''}{month:02d}"


def month_starts():
    """Yields (label, first day) for each month that begins in the range, per library."""
    python_starts, sxtwl_starts = {}, {}
    day = FIRST
    while day <= LAST:
        lunar = Solar.fromYmd(day.year, day.month, day.day).getLunar()
        if lunar.getDay() == 1:
            python_starts[label(lunar.getYear(), abs(lunar.getMonth()), lunar.getMonth() < 0)] = day
        sx = sxtwl.fromSolar(day.year, day.month, day.day)
        if sx.getLunarDay() == 1:
            sxtwl_starts[label(sx.getLunarYear(True), sx.getLunarMonth(), sx.isLunarLeap())] = day
        day += datetime.timedelta(days=1)
    return python_starts, sxtwl_starts


def render(python_starts, sxtwl_starts):
    lines = [
        "# Lunar months 1899-2101 from two independent references; written by",
        "# tools/crosscheck/lunar_reference.py (see data/SOURCES.md). One line per month:",
        "# month (YYYY-MM, YYYY-LMM for a leap month) <TAB> first day per lunar-python 1.4.8",
        "# <TAB> first day per sxtwl 2.0.7 (a dash where the two agree).",
    ]
    for key in sorted(set(python_starts) | set(sxtwl_starts), key=lambda k: python_starts.get(k) or sxtwl_starts.get(k)):
        a, b = python_starts.get(key), sxtwl_starts.get(key)
        lines.append(f"{key}\t{a.isoformat() if a else 'none'}\t{'-' if a == b else (b.isoformat() if b else 'none')}")
    return "\n".join(lines) + "\n"


def main():
    text = render(*month_starts())
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            same = f.read() == text
        print("lunar_reference: " + ("reference file is current" if same else "reference file differs"))
        sys.exit(0 if same else 1)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"lunar_reference: wrote {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
