#!/usr/bin/env python3
"""Derives data/lunar/vietnamese-reference-months.tsv from two independent Python packages.

Every Vietnamese lunar month (Âm lịch, UTC+7) whose first day falls in 1900-01-01 ... 2100-12-31
is listed with its first day as lunar-vn and vnlunar compute it, walking every civil day with each.
Almanac's tests compare LunarCalendar.vietnamese with this file.

Usage:
    python3 tools/crosscheck/vietnamese_reference.py            # rewrite the reference file
    python3 tools/crosscheck/vietnamese_reference.py --check    # compare only; exit 1 on a difference

Needs `pip install lunar-vn vnlunar` (a scratch virtualenv is enough). Without them it says so and
exits 0, so nothing in the package or its tests depends on Python.
"""
import datetime
import os
import sys

try:
    import lunar_vn
    import vnlunar
except ImportError:
    print("vietnamese_reference: lunar-vn and vnlunar are not installed; skipping", file=sys.stderr)
    sys.exit(0)

FIRST = datetime.date(1900, 1, 1)
LAST = datetime.date(2100, 12, 31)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "data", "lunar", "vietnamese-reference-months.tsv")


def label(year, month, leap):
    return f"{year}-{'L' if leap else ''}{month:02d}"


def month_starts():
    first_package, second_package = {}, {}
    differing_days = 0
    day = FIRST
    while day <= LAST:
        a = lunar_vn.solar_to_lunar(day)
        b = vnlunar.convert_solar_to_lunar(day.day, day.month, day.year, 7.0)
        if (a.year, a.month, a.day, bool(a.leap)) != (b["year"], b["month"], b["day"], bool(b["leap"])):
            differing_days += 1
        if a.day == 1:
            first_package[label(a.year, a.month, a.leap)] = day
        if b["day"] == 1:
            second_package[label(b["year"], b["month"], b["leap"])] = day
        day += datetime.timedelta(days=1)
    return first_package, second_package, differing_days


def render(first_package, second_package, differing_days):
    lines = [
        "# Vietnamese lunar months 1900-2100 (UTC+7) from two independent packages; written by",
        "# tools/crosscheck/vietnamese_reference.py (see data/SOURCES.md). One line per month:",
        "# month (YYYY-MM, YYYY-LMM for a leap month) <TAB> first day per lunar-vn 1.4.0",
        f"# <TAB> first day per vnlunar 1.0.5 (a dash where the two agree). Days they differ on: {differing_days}.",
    ]
    keys = sorted(set(first_package) | set(second_package), key=lambda k: first_package.get(k) or second_package.get(k))
    for key in keys:
        a, b = first_package.get(key), second_package.get(key)
        lines.append(f"{key}\t{a.isoformat() if a else 'none'}\t{'-' if a == b else (b.isoformat() if b else 'none')}")
    return "\n".join(lines) + "\n"


def main():
    text = render(*month_starts())
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            same = f.read() == text
        print("vietnamese_reference: " + ("reference file is current" if same else "reference file differs"))
        sys.exit(0 if same else 1)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"vietnamese_reference: wrote {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
