#!/usr/bin/env python3
"""Derives data/holidays/CN.jsonl, mainland China's holiday arrangements 2004-2026.

Source A is chinese-calendar 1.11.0 (PyPI `chinese-calendar`): the off days and make-up working
days (补班) of every State Council notice. Source B is holidays 0.109 (PyPI `holidays`, vacanza),
an independently maintained table whose "Day off (substituted from …)" entries name each make-up
day. Every off day and every make-up day is compared; a difference stops the script unless it is
listed in RESOLVED with the notice text that settles it.

Each line of the output is one holiday of one year: its names, its off days as one range
(weekends inside the block included), the statutory days (法定节假日) under the 全国年节及纪念日
放假办法 in force that year, the make-up working days and the notice.

Usage: python3 tools/crosscheck/holiday_reference.py [--check]
Needs `pip install chinese-calendar holidays lunar-python`; without them it exits 0.
"""
import datetime
import json
import os
import re
import sys

try:
    import holidays
    from chinese_calendar import constants as cc
    from lunar_python import Lunar
except ImportError:
    print("holiday_reference: chinese-calendar, holidays or lunar-python missing; skipping", file=sys.stderr)
    sys.exit(0)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OUT = os.path.join(ROOT, "data", "holidays", "CN.jsonl")
YEARS = range(2004, 2027)
D = datetime.date

NAMES = {
    "New Year's Day": ("元旦", "元旦", "New Year's Day"),
    "Spring Festival": ("春节", "春節", "Spring Festival"),
    "Tomb-sweeping Day": ("清明节", "清明節", "Qingming Festival"),
    "Labour Day": ("劳动节", "勞動節", "Labour Day"),
    "Dragon Boat Festival": ("端午节", "端午節", "Dragon Boat Festival"),
    "Mid-autumn Festival": ("中秋节", "中秋節", "Mid-Autumn Festival"),
    "National Day": ("国庆节", "國慶節", "National Day"),
    "Anti-Fascist 70th Day": ("抗战胜利70周年纪念日", "抗戰勝利70週年紀念日",
                              "70th Anniversary of the Victory of the War of Resistance"),
}

# Differences between the sources, settled by the notice's own words.
RESOLVED = {
    D(2005, 12, 31): ("work", "New Year's Day",
                      "国办发明电〔2005〕35号: 元旦 1月1日—3日放假, 12月31日(星期六)上班 (source B is right)"),
}


# Holidays decided by a notice of their own rather than the year's arrangement.
NOTICES = {
    (2015, "Anti-Fascist 70th Day"):
        "国务院关于中国人民抗日战争暨世界反法西斯战争胜利70周年纪念日调休放假的通知（国发明电〔2015〕1号）",
    (2019, "Labour Day"):
        "国务院办公厅关于2019年部分节假日安排的通知（国办发明电〔2018〕15号）；"
        "国务院办公厅关于调整2019年劳动节假期安排的通知（国办发明电〔2019〕3号）",
    (2020, "Spring Festival"):
        "国务院办公厅关于2020年部分节假日安排的通知（国办发明电〔2019〕16号）；"
        "国务院办公厅关于延长2020年春节假期的通知（国办发明电〔2020〕1号）",
}

# Blocks of two festivals whose notice names them against the usual order (the festival whose
# first statutory day comes first): 2017's notice says "六、中秋节、国庆节" (国办发明电〔2016〕17号).
NAME_ORDER = {
    (2017, "National Day"): ["Mid-autumn Festival", "National Day"],
}


def lunar(year, month, day):
    solar = Lunar.fromYmd(year, month, day).getSolar()
    return D(solar.getYear(), solar.getMonth(), solar.getDay())


def qingming(year):
    table = Lunar.fromYmd(year, 3, 1).getJieQiTable()
    solar = table["清明"]
    return D(solar.getYear(), solar.getMonth(), solar.getDay())


def statutory_days(year, name):
    """The 法定 days of a holiday under the rules in force in `year` (2000, 2008, 2014, 2025)."""
    spring = lunar(year, 1, 1)
    eve = spring - datetime.timedelta(days=1)
    day = datetime.timedelta(days=1)
    if name == "New Year's Day":
        return [D(year, 1, 1)]
    if name == "Spring Festival":
        if year <= 2007 or 2014 <= year <= 2024:
            return [spring, spring + day, spring + 2 * day]
        if year <= 2013:
            return [eve, spring, spring + day]
        return [eve, spring, spring + day, spring + 2 * day]
    if name == "Labour Day":
        return [D(year, 5, d) for d in ((1, 2, 3) if year <= 2007 else (1, 2) if year >= 2025 else (1,))]
    if name == "National Day":
        return [D(year, 10, d) for d in (1, 2, 3)]
    if year <= 2007:
        return []
    if name == "Tomb-sweeping Day":
        return [qingming(year)]
    if name == "Dragon Boat Festival":
        return [lunar(year, 5, 5)]
    if name == "Mid-autumn Festival":
        return [lunar(year, 8, 15)]
    if name == "Anti-Fascist 70th Day":
        return [D(2015, 9, 3)]
    raise ValueError(name)


def source_b_workdays():
    result = {}
    for year in range(2003, 2028):
        for date, name in holidays.China(years=year).items():
            for m in re.findall(r"substituted from (\d\d)/(\d\d)/(\d{4})", name):
                result[D(int(m[2]), int(m[0]), int(m[1]))] = name
    return result


def cross_check():
    """Compares A and B over 2004-2026; returns the resolutions that were needed."""
    lo, hi = D(2003, 12, 1), D(2026, 12, 31)
    a_off = {d for d in cc.holidays if lo <= d <= hi}
    a_work = {d for d in cc.workdays if lo <= d <= hi}
    b_off = {d for y in YEARS for d in holidays.China(years=y) if lo <= d <= hi}
    b_work = {d for d in source_b_workdays() if lo <= d <= hi}
    problems = []
    # B lists statutory days that fall on weekends without A's block names, and A omits a few
    # weekend days inside blocks; compare working days (Monday-Friday) only for off days.
    for d in sorted((a_off ^ b_off)):
        if d.weekday() < 5:
            problems.append(f"off day {d}: A {d in a_off}, B {d in b_off}")
    for d in sorted(a_work ^ b_work):
        if d not in RESOLVED:
            problems.append(f"make-up day {d}: A {d in a_work}, B {d in b_work}")
    if problems:
        raise SystemExit("holiday_reference: unresolved differences:\n  " + "\n  ".join(problems))


def statutory_by_rule(year):
    """Every statutory day of a year with its holiday, by the rules in force."""
    names = ["New Year's Day", "Spring Festival", "Tomb-sweeping Day", "Labour Day",
             "Dragon Boat Festival", "Mid-autumn Festival", "National Day"]
    if year == 2015:
        names.append("Anti-Fascist 70th Day")
    return [(d, n) for n in names for d in statutory_days(year, n)]


def extend_over_weekend(first, last, work, off):
    """A block ending on a Friday runs on through the weekend, and one starting on a Monday
    starts with the weekend before ("与周末连休"), unless those days are make-up working days."""
    day = datetime.timedelta(days=1)
    if last.weekday() == 4:
        while (last + day).weekday() >= 5 and last + day not in work:
            last += day
    if first.weekday() == 0:
        while (first - day).weekday() >= 5 and first - day not in work:
            first -= day
    return first, last


def blocks():
    cross_check()
    off = dict(cc.holidays)
    work = dict(cc.workdays)
    for date, (kind, name, _) in RESOLVED.items():
        (work if kind == "work" else off)[date] = name
    lines = []
    day = datetime.timedelta(days=1)
    for year in YEARS:
        # Off days of this notice year (元旦 2008 starts on 2007-12-30), as maximal runs of
        # consecutive days; runs joined by a weekend day are one block.
        days = sorted(d for d, n in off.items()
                      if d.year + (1 if d.month == 12 and n == "New Year's Day" else 0) == year)
        runs = []
        for d in days:
            if runs and (d - runs[-1][1]).days <= 1:
                runs[-1][1] = d
            elif runs and all((runs[-1][1] + k * day).weekday() >= 5 for k in range(1, (d - runs[-1][1]).days)):
                runs[-1][1] = d
            else:
                runs.append([d, d])
        rules = statutory_by_rule(year)
        for run_first, run_last in runs:
            first, last = extend_over_weekend(run_first, run_last, work, off)
            if (first, last) != (run_first, run_last):
                print(f"holiday_reference: {run_first}..{run_last} joined with its weekend: {first}..{last}",
                      file=sys.stderr)
            inside = [(d, n) for d, n in rules if first <= d <= last]
            if not inside:
                raise SystemExit(f"holiday_reference: block {first}..{last} holds no statutory day")
            # Names in order of their first statutory day; National Day first on a tie.
            order = sorted({n for _, n in inside},
                           key=lambda n: (min(d for d, m in inside if m == n), n != "National Day"))
            order = NAME_ORDER.get((year, order[0]), order)
            statutory = sorted({d for d, _ in inside})
            names = [NAMES[n] for n in order]
            makeup = sorted(d for d, n in work.items() if n in order and
                            first - 21 * day <= d <= last + 21 * day)
            line = {
                "year": year,
                "name": {"zh-Hans": "、".join(n[0] for n in names), "zh-Hant": "、".join(n[1] for n in names),
                         "en": " and ".join(n[2] for n in names)},
                "off": f"{first}..{last}" if first != last else str(first),
                "statutory": [str(d) for d in statutory],
                "work": [str(d) for d in makeup],
            }
            notice = next((NOTICES[(year, n)] for n in order if (year, n) in NOTICES), None)
            if notice:
                line["notice"] = notice
            lines.append(json.dumps(line, ensure_ascii=False, separators=(",", ":")))
    return "\n".join(lines) + "\n"


def main():
    text = blocks()
    if "--check" in sys.argv:
        same = open(OUT, encoding="utf-8").read() == text
        print("holiday_reference: " + ("current" if same else "differs"))
        sys.exit(0 if same else 1)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"holiday_reference: wrote {os.path.relpath(OUT, ROOT)} ({text.count(chr(10))} holidays)")


if __name__ == "__main__":
    main()
