#!/usr/bin/env python3
"""Derives data/huangli/reference.tsv: the 黄历 layer two independent almanacs agree on, for
every day of 1900-2100. For each day: the 建除十二神 officer, the 十二天神 spirit (whose path,
黄道 or 黑道, follows from it), the pillar the day clashes with (冲) and the direction of its 煞,
as lunar-python gives them (Lunar.getZhiXing, getDayTianShen, getDayTianShenType,
getDayChongGan + getDayChong, getDaySha), each compared with cnlunar (Lunar.get_today12DayOfficer,
get_chineseZodiacClash) on every day cnlunar covers (its tables end in February 2100).

Where the two disagree, the day is listed in the file with both answers. Each is the day before a
节 that cnlunar dates a day early (its term table, against lunar-python's, sxtwl's and Almanac's
day): the almanacs differ only in the day they date the term, and the file's value is
lunar-python's.

Usage:
    python3 tools/crosscheck/huangli_reference.py           # rewrite the reference file
    python3 tools/crosscheck/huangli_reference.py --check   # compare only; exit 1 on a difference

Needs `pip install lunar-python cnlunar` (a scratch virtualenv is enough); without them, it says
so and exits 0, so nothing in the package or its tests depends on Python.
"""
import datetime
import sys

from reference_file import has_lunar_python, publish

OFFICERS = "建除满平定执破危成收开闭"
SPIRITS = ["青龙", "明堂", "天刑", "朱雀", "金匮", "天德", "白虎", "玉堂", "天牢", "玄武", "司命", "勾陈"]
YELLOW = {"青龙", "明堂", "金匮", "天德", "玉堂", "司命"}
STEMS = "甲乙丙丁戊己庚辛壬癸"
BRANCHES = "子丑寅卯辰巳午未申酉戌亥"
ZODIAC = "鼠牛虎兔龙蛇马羊猴鸡狗猪"
SHA = {"北": "N", "东": "E", "南": "S", "西": "W"}


def lunar_python_day(lunar):
    """The day's five facts as lunar-python gives them, encoded: officer and spirit as one hex
    digit each (their index in the lists above), the clash as stem digit + branch hex digit, the
    煞 as N/E/S/W."""
    spirit = lunar.getDayTianShen()
    assert (lunar.getDayTianShenType() == "黄道") == (spirit in YELLOW), lunar
    return (
        "%x" % OFFICERS.index(lunar.getZhiXing()),
        "%x" % SPIRITS.index(spirit),
        "%d%x" % (STEMS.index(lunar.getDayChongGan()), BRANCHES.index(lunar.getDayChong())),
        SHA[lunar.getDaySha()],
    )


def main():
    if not has_lunar_python("huangli_reference"):
        return 0
    try:
        import cnlunar
    except ImportError:
        print("huangli_reference: cnlunar is not installed; nothing checked")
        return 0
    from lunar_python import Solar

    years = {}
    compared = 0
    differences = []
    day = datetime.date(1900, 1, 1)
    end = datetime.date(2100, 12, 31)
    while day <= end:
        facts = lunar_python_day(Solar.fromYmd(day.year, day.month, day.day).getLunar())
        try:
            other = cnlunar.Lunar(datetime.datetime(day.year, day.month, day.day, 12, 0))
        except IndexError:
            other = None  # outside cnlunar's tables
        if other is not None:
            compared += 1
            officer, spirit, kind = other.get_today12DayOfficer()
            spirit = {"金贵": "金匮"}.get(spirit, spirit)
            clash = other.get_chineseZodiacClash()[-1]
            theirs = ("%x" % OFFICERS.index(officer), "%x" % SPIRITS.index(spirit))
            assert (kind == "黄道日") == (spirit in YELLOW), (day, kind, spirit)
            assert ZODIAC.index(clash) == int(facts[2][1], 16), (day, clash, facts)
            if theirs != facts[:2]:
                differences.append((day, facts, theirs))
        row = years.setdefault(day.year, ["", "", "", ""])
        for index, value in enumerate(facts):
            row[index] += value
        day += datetime.timedelta(days=1)

    header = [
        "# The 黄历 layer of every day of 1900-2100 as lunar-python 1.4.8 gives it, compared day by",
        "# day with cnlunar 0.2.5 on the %d days its tables cover (1900-01-01 to 2100-02-08)." % compared,
        "# Written by tools/crosscheck/huangli_reference.py.",
        "# Per year, one character (or two) per day from 1 January: the officer (建除十二神, hex index",
        "# in 建除满平定执破危成收开闭), the spirit (十二天神, hex index in 青龙 明堂 天刑 朱雀 金匮 天德 白虎",
        "# 玉堂 天牢 玄武 司命 勾陈; 黄道 for 0 1 4 5 7 a), the clash (冲: stem digit in 甲…癸, branch hex",
        "# in 子…亥; cnlunar's zodiac clash agrees on every day it covers), the 煞 (N, E, S, W).",
        "# Days where cnlunar's officer and spirit differ (%d, each the day before a 节 that cnlunar" % len(differences),
        "# dates a day early; lunar-python and sxtwl date it the next day): 'differs <TAB> date <TAB>",
        "# lunar-python's officer and spirit <TAB> cnlunar's'.",
        "# year <TAB> officers <TAB> spirits <TAB> clashes <TAB> sha",
    ]
    rows = ["%d\t%s" % (year, "\t".join(years[year])) for year in sorted(years)]
    rows += ["differs\t%s\t%s\t%s" % (day.isoformat(), "".join(ours[:2]), "".join(theirs))
             for day, ours, theirs in differences]
    print("huangli_reference: %d days compared with cnlunar, %d differ" % (compared, len(differences)))
    return publish("huangli_reference", "data/huangli/reference.tsv", header, rows, "lines")


if __name__ == "__main__":
    sys.exit(main())
