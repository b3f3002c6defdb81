#!/usr/bin/env python3
"""Derives data/lunar/reference-months*.tsv and vietnamese-reference-months.tsv from pairs of
independent Python calendars.

Every lunar month whose first day falls in a span is listed with its first day as two libraries
compute it, walking every civil day with each: lunar-python (6tail) and sxtwl (寿星天文历) for the
Chinese calendar, lunar-vn and vnlunar for the Vietnamese one (UTC+7). Almanac's tests compare the
built-in table (1899-2101), the astronomy engine with its corrections (1644-1899, 2101-2301) and
the Vietnamese table (1900-2100) with these files, so each is checked against something other than
ICU and other than itself.

Usage:
    python3 tools/crosscheck/lunar_reference.py            # rewrite the reference files
    python3 tools/crosscheck/lunar_reference.py --check    # compare only; exit 1 on a difference

Needs `pip install lunar-python sxtwl lunar-vn vnlunar` (a scratch virtualenv is enough). A pair
that is not installed is skipped with a message; without any it exits 0, so nothing in the package
or its tests depends on Python.
"""
import datetime
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "data", "lunar")


def chinese_pair():
    """Day readers (civil day -> (year, month, day, leap)) of lunar-python and sxtwl."""
    import sxtwl
    from lunar_python import Solar

    def python_day(day):
        lunar = Solar.fromYmd(day.year, day.month, day.day).getLunar()
        return lunar.getYear(), abs(lunar.getMonth()), lunar.getDay(), lunar.getMonth() < 0

    def sxtwl_day(day):
        sx = sxtwl.fromSolar(day.year, day.month, day.day)
        return sx.getLunarYear(True), sx.getLunarMonth(), sx.getLunarDay(), bool(sx.isLunarLeap())

    return python_day, sxtwl_day


def vietnamese_pair():
    """Day readers of lunar-vn and vnlunar, both at UTC+7."""
    import lunar_vn
    import vnlunar

    def lunar_vn_day(day):
        a = lunar_vn.solar_to_lunar(day)
        return a.year, a.month, a.day, bool(a.leap)

    def vnlunar_day(day):
        b = vnlunar.convert_solar_to_lunar(day.day, day.month, day.year, 7.0)
        return b["year"], b["month"], b["day"], bool(b["leap"])

    return lunar_vn_day, vnlunar_day


CHINESE = {
    "pair": chinese_pair, "packages": "lunar-python and sxtwl", "title": "Lunar months", "sources": "references",
    "first": "lunar-python 1.4.8", "second": "sxtwl 2.0.7", "count_differing_days": False,
}
VIETNAMESE = {
    "pair": vietnamese_pair, "packages": "lunar-vn and vnlunar", "title": "Vietnamese lunar months", "sources": "packages",
    "zone": " (UTC+7)", "first": "lunar-vn 1.4.0", "second": "vnlunar 1.0.5", "count_differing_days": True,
}
# (calendar, first civil day, last civil day, file): the Chinese table's years, the engine's two
# checked spans, and the Vietnamese table's years.
SPANS = [
    (CHINESE, datetime.date(1899, 1, 1), datetime.date(2101, 12, 31), "reference-months.tsv"),
    (CHINESE, datetime.date(1644, 1, 1), datetime.date(1899, 3, 31), "reference-months-1644-1899.tsv"),
    (CHINESE, datetime.date(2100, 11, 1), datetime.date(2301, 3, 31), "reference-months-2101-2300.tsv"),
    (VIETNAMESE, datetime.date(1900, 1, 1), datetime.date(2100, 12, 31), "vietnamese-reference-months.tsv"),
]


def label(year, month, leap):
    return f"{year}-{'L' if leap else ''}{month:02d}"


def month_starts(pair, first, last):
    """(label -> first day) for each month that begins in the range, per library, and the number
    of days on which the two libraries differ."""
    read_first, read_second = pair
    first_starts, second_starts = {}, {}
    differing_days = 0
    day = first
    while day <= last:
        a, b = read_first(day), read_second(day)
        if a != b:
            differing_days += 1
        if a[2] == 1:
            first_starts[label(a[0], a[1], a[3])] = day
        if b[2] == 1:
            second_starts[label(b[0], b[1], b[3])] = day
        day += datetime.timedelta(days=1)
    return first_starts, second_starts, differing_days


def render(calendar, first, last, first_starts, second_starts, differing_days):
    counted = f" Days they differ on: {differing_days}." if calendar["count_differing_days"] else ""
    lines = [
        f"# {calendar['title']} {first.year}-{last.year}{calendar.get('zone', '')} from two independent"
        f" {calendar['sources']}; written by",
        "# tools/crosscheck/lunar_reference.py (see data/SOURCES.md). One line per month:",
        f"# month (YYYY-MM, YYYY-LMM for a leap month) <TAB> first day per {calendar['first']}",
        f"# <TAB> first day per {calendar['second']} (a dash where the two agree).{counted}",
    ]
    keys = sorted(set(first_starts) | set(second_starts), key=lambda k: first_starts.get(k) or second_starts.get(k))
    for key in keys:
        a, b = first_starts.get(key), second_starts.get(key)
        lines.append(f"{key}\t{a.isoformat() if a else 'none'}\t{'-' if a == b else (b.isoformat() if b else 'none')}")
    return "\n".join(lines) + "\n"


def main():
    status = 0
    pairs = {}
    for calendar, first, last, name in SPANS:
        if id(calendar) not in pairs:
            try:
                pairs[id(calendar)] = calendar["pair"]()
            except ImportError:
                pairs[id(calendar)] = None
                print(f"lunar_reference: {calendar['packages']} are not installed; skipping", file=sys.stderr)
        pair = pairs[id(calendar)]
        if pair is None:
            continue
        text = render(calendar, first, last, *month_starts(pair, first, last))
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
