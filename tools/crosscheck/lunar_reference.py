#!/usr/bin/env python3
"""Derives data/lunar/reference-months*.tsv from two independent Python calendars.

Every lunar month whose first day falls in a span is listed with its first day as lunar-python
(6tail) and sxtwl (寿星天文历) compute it, walking every civil day with each library. Almanac's
tests compare the built-in table (1899-2101) and the astronomy engine with its corrections
(1644-1899, 2101-2301) with these files, so both are checked against something other than ICU and
other than themselves.

Usage:
    python3 tools/crosscheck/lunar_reference.py            # rewrite the reference files
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

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "data", "lunar")
# (first civil day, last civil day, file): the table's years, and the engine's two checked spans.
SPANS = [
    (datetime.date(1899, 1, 1), datetime.date(2101, 12, 31), "reference-months.tsv"),
    (datetime.date(1644, 1, 1), datetime.date(1899, 3, 31), "reference-months-1644-1899.tsv"),
    (datetime.date(2100, 11, 1), datetime.date(2301, 3, 31), "reference-months-2101-2300.tsv"),
]


def label(year, month, leap):
    return f"{year}-{'L' if leap else ''}{month:02d}"


def month_starts(first, last):
    """Yields (label, first day) for each month that begins in the range, per library."""
    python_starts, sxtwl_starts = {}, {}
    day = first
    while day <= last:
        lunar = Solar.fromYmd(day.year, day.month, day.day).getLunar()
        if lunar.getDay() == 1:
            python_starts[label(lunar.getYear(), abs(lunar.getMonth()), lunar.getMonth() < 0)] = day
        sx = sxtwl.fromSolar(day.year, day.month, day.day)
        if sx.getLunarDay() == 1:
            sxtwl_starts[label(sx.getLunarYear(True), sx.getLunarMonth(), sx.isLunarLeap())] = day
        day += datetime.timedelta(days=1)
    return python_starts, sxtwl_starts


def render(first, last, python_starts, sxtwl_starts):
    lines = [
        f"# Lunar months {first.year}-{last.year} from two independent references; written by",
        "# tools/crosscheck/lunar_reference.py (see data/SOURCES.md). One line per month:",
        "# month (YYYY-MM, YYYY-LMM for a leap month) <TAB> first day per lunar-python 1.4.8",
        "# <TAB> first day per sxtwl 2.0.7 (a dash where the two agree).",
    ]
    for key in sorted(set(python_starts) | set(sxtwl_starts), key=lambda k: python_starts.get(k) or sxtwl_starts.get(k)):
        a, b = python_starts.get(key), sxtwl_starts.get(key)
        lines.append(f"{key}\t{a.isoformat() if a else 'none'}\t{'-' if a == b else (b.isoformat() if b else 'none')}")
    return "\n".join(lines) + "\n"


def main():
    status = 0
    for first, last, name in SPANS:
        text = render(first, last, *month_starts(first, last))
        out = os.path.join(DATA, name)
        if "--check" in sys.argv:
            with open(out, encoding="utf-8") as f:
                same = f.read() == text
            print(f"lunar_reference: {name} " + ("is current" if same else "differs"))
            status |= 0 if same else 1
            continue
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"lunar_reference: wrote {os.path.normpath(out)}")
    sys.exit(status)


if __name__ == "__main__":
    main()
