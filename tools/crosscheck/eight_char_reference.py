#!/usr/bin/env python3
"""Derives data/lunar/eight-char-reference.tsv from lunar-python: the 八字 (year, month, day and hour
pillars) of instants in Beijing time over 1900-2100, in both conventions for 23:00-24:00
(lunar-python's EightChar sect 1: the day pillar changes at 23:00; sect 2: at midnight).

The instants are the hard ones and a spread of ordinary ones: two minutes either side of every 节
(立春 changes the year pillar, each 节 the month pillar), the edges of 子时 on two days a year
(22:59, 23:00, 23:59, 00:00, 00:59, 01:00), and a seeded random instant every thirtieth day.

Almanac's tests compare EightCharacters and DoubleHour with this file line by line.

Usage:
    python3 tools/crosscheck/eight_char_reference.py           # rewrite the reference file
    python3 tools/crosscheck/eight_char_reference.py --check   # compare only; exit 1 on a difference

Needs `pip install lunar-python` (a scratch virtualenv is enough); without it, it says so and exits
0, so nothing in the package or its tests depends on Python.
"""
import datetime
import random
import sys

from reference_file import has_lunar_python, publish

JIE = ("小寒", "立春", "惊蛰", "清明", "立夏", "芒种", "小暑", "立秋", "白露", "寒露", "立冬", "大雪")


def instants():
    from lunar_python import Solar

    found = set()
    start = datetime.datetime(1900, 1, 1)
    end = datetime.datetime(2100, 12, 31, 23, 59, 59)
    for year in range(1900, 2101):
        table = Solar.fromYmd(year, 6, 1).getLunar().getJieQiTable()
        for name in JIE:
            solar = table[name]
            moment = datetime.datetime(
                solar.getYear(), solar.getMonth(), solar.getDay(),
                solar.getHour(), solar.getMinute(), solar.getSecond())
            for minutes in (-2, 2):
                found.add(moment + datetime.timedelta(minutes=minutes))
        for month in (1 + year % 6, 7 + year % 6):
            day = datetime.datetime(year, month, 1 + (year * 7 + month * 3) % 28)
            for h, m in ((22, 59), (23, 0), (23, 59), (0, 0), (0, 59), (1, 0)):
                found.add(day.replace(hour=h, minute=m))
    generator = random.Random(20261201)
    moment = start
    while moment <= end:
        found.add(moment + datetime.timedelta(seconds=generator.randrange(86400)))
        moment += datetime.timedelta(days=30)
    return sorted(t for t in found if start <= t <= end)


def main():
    if not has_lunar_python("eight_char_reference"):
        return 0
    header = [
        "# The 八字 of instants in Beijing time, 1900-2100, as lunar-python 1.4.8's EightChar gives them",
        "# (year by the 立春 instant, month by the 节 instant, hour by 五鼠遁). Written by",
        "# tools/crosscheck/eight_char_reference.py.",
        "# instant <TAB> year <TAB> month <TAB> day (sect 1: 23:00 is the next day) <TAB> day (sect 2:",
        "# midnight) <TAB> hour <TAB> 时辰 branch",
    ]
    from lunar_python import Solar

    rows = []
    for t in instants():
        lunar = Solar.fromYmdHms(t.year, t.month, t.day, t.hour, t.minute, t.second).getLunar()
        # One EightChar object per Lunar: read sect 1, then switch it to sect 2.
        pillars = lunar.getEightChar()
        pillars.setSect(1)
        first = (pillars.getYear(), pillars.getMonth(), pillars.getDay(), pillars.getTime())
        pillars.setSect(2)
        assert (pillars.getYear(), pillars.getMonth(), pillars.getTime()) == (first[0], first[1], first[3])
        rows.append("\t".join((
            t.strftime("%Y-%m-%dT%H:%M:%S"), first[0], first[1], first[2], pillars.getDay(), first[3],
            lunar.getTimeZhi())))
    return publish("eight_char_reference", "data/lunar/eight-char-reference.tsv", header, rows, "instants")

if __name__ == "__main__":
    sys.exit(main())
