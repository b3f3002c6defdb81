#!/usr/bin/env python3
"""Derives data/holidays/HK.jsonl and TW.jsonl: Hong Kong's general holidays and Taiwan's days off
(with make-up working days), 2007-2026.

Source A is holidays 0.109 (PyPI `holidays`, vacanza), which cites the Hong Kong Gazette and the
DGPA's yearly office calendars and carries the official names in Chinese and English. Source B
is workalendar (PyPI `workalendar`): for Hong Kong every date must agree; for Taiwan, whose
bridge days and make-up days workalendar does not model, every workalendar holiday must be in A,
and the total of days off must equal the DGPA's published total where it is known (TOTALS).

Usage: python3 tools/crosscheck/holiday_reference_regions.py [--check]
Needs `pip install holidays workalendar`; without them it exits 0.
"""
import datetime
import json
import os
import re
import sys
import warnings

warnings.filterwarnings("ignore")
try:
    import holidays
    from workalendar.asia import HongKong, Taiwan
except ImportError:
    print("holiday_reference_regions: holidays or workalendar missing; skipping", file=sys.stderr)
    sys.exit(0)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
YEARS = range(2007, 2027)
D = datetime.date
DAY = datetime.timedelta(days=1)
# 總放假日數 (days off including weekends) as the DGPA announced them for the whole year.
TOTALS = {2021: 116, 2024: 115, 2026: 120}


# Differences between the sources, settled.
HK_RESOLVED = {
    D(2012, 10, 3): "not a general holiday: the day following Mid-Autumn fell on National Day, Monday 1 October, "
                    "and the one substitute was Tuesday 2 October; source A adds a second, source B and the "
                    "gazetted list do not",
    D(2017, 10, 3): "not a general holiday: National Day 2017 fell on a Sunday and the day following it was "
                    "Monday 2 October; source A adds a second substitute, source B and the gazetted list do not",
    D(2023, 10, 3): "not a general holiday: National Day 2023 fell on a Sunday and the day following it "
                    "was Monday 2 October; source A adds a second substitute, source B and the gazette do not",
}
# General holidays source B lacks, kept from source A.
HK_A_ONLY = {
    D(2009, 10, 3): "Chinese Mid-Autumn Festival itself: until the General Holidays Ordinance's 2011 change, "
                    "when the day following Mid-Autumn was a Sunday the festival day was the holiday (the 2009 "
                    "list); source B applies today's rule (the second day following, 5 October)",
    D(2012, 10, 2): "the day following National Day: the day following Mid-Autumn fell on National Day, "
                    "Monday 1 October, so Tuesday 2 October was a general holiday (the 2012 list); source B "
                    "has no substitute",
    D(2015, 9, 3): "the one-off general holiday for the 70th anniversary of the victory of the Chinese people's "
                   "war of resistance (General Holidays (2015) Order)",
}
# Source B's days that were not general holidays.
HK_B_ONLY = {
    D(2009, 10, 5): "source B's modern rule; the 2009 holiday was Saturday 3 October (see HK_A_ONLY)",
}
# Source B's Taiwanese days that were not days off: Children's Day (4 April) was no holiday from
# 1998 to 2010 (紀念日及節日實施辦法 as amended in 1997; restored from 2011).
TW_B_ONLY = {D(2007, 4, 4), D(2010, 4, 4)}


def pick(names):
    """One name for a date with several: drop "(observed)"/補假 forms, prefer "the day following";
    a lone "(observed)" name becomes the gazette's "The day following …" form."""
    parts = [p.strip() for p in names.split(";")]
    kept = [p for p in parts if "observed" not in p and "補假" not in p and "补假" not in p]
    if not kept:
        part = parts[0]
        for suffix in (" (observed)", "（補假）", "（补假）"):
            if part.endswith(suffix):
                base = part[: -len(suffix)]
                return f"The day following {base}" if suffix.startswith(" ") else base + "翌日"
        return part
    for p in kept:
        if p.startswith("The day following") or p.endswith("翌日"):
            return p
    return kept[0]


def localized(cls, year, categories):
    return {lang: cls(years=year, categories=categories, language=lang) for lang in cls.supported_languages}


def hong_kong():
    lines = []
    for year in YEARS:
        names = localized(holidays.HongKong, year, ("public", "optional"))
        statutory = set(holidays.HongKong(years=year))  # "public" are the labour statutory holidays
        general = set(names["en_HK"]) - set(HK_RESOLVED)
        # Every Sunday is a general holiday anyway; workalendar also lists holidays that fall on one.
        other = {d for d, _ in HongKong().holidays(year) if d.weekday() != 6} - set(HK_B_ONLY)
        other |= {d for d in HK_A_ONLY if d.year == year}
        if {d for d in general if d.weekday() != 6} != other:
            raise SystemExit(f"HK {year}: A only {sorted(general - other)}, B only {sorted(other - general)}")
        for day in sorted(general):
            lines.append({
                "year": year,
                "name": {"zh-Hans": pick(names["zh_CN"][day]), "zh-Hant": pick(names["zh_HK"][day]),
                         "en": pick(names["en_HK"][day])},
                "off": str(day),
                "statutory": [str(day)] if day in statutory else [],
                "work": [],
            })
    return lines


def taiwan():
    lines = []
    every_off = {d for y in range(YEARS.start - 1, YEARS.stop + 1) for d in holidays.Taiwan(years=y)}
    for year in YEARS:
        names = localized(holidays.Taiwan, year, ("public",))
        off = sorted(names["en_US"])
        other = {d for d, _ in Taiwan().holidays(year)} - TW_B_ONLY
        missing = sorted(d for d in other if d not in names["en_US"])
        if missing:
            raise SystemExit(f"TW {year}: workalendar holidays missing from A: {missing}")
        work = {}
        for day in off:
            for m in re.findall(r"substituted from (\d\d)/(\d\d)/(\d{4})", names["en_US"][day]):
                work[D(int(m[2]), int(m[0]), int(m[1]))] = day
        weekday_off = [d for d in off if d.weekday() < 5]
        weekends = sum(1 for k in range(366) if (D(year, 1, 1) + k * DAY).year == year
                       and (D(year, 1, 1) + k * DAY).weekday() >= 5)
        total = weekends + len(weekday_off) - sum(1 for d in work if d.year == year)
        if year in TOTALS and total != TOTALS[year]:
            raise SystemExit(f"TW {year}: {total} days off, the DGPA announced {TOTALS[year]}")
        # Blocks: runs of off days joined through weekends.
        runs = []
        for day in off:
            if runs and all((runs[-1][-1] + k * DAY).weekday() >= 5 for k in range(1, (day - runs[-1][-1]).days)):
                runs[-1].append(day)
            else:
                runs.append([day])
        for run in runs:
            first, last = run[0], run[-1]
            # A block ending on Friday continues through the weekend; one starting Monday begins with it.
            # Days off of a neighbouring block (another year's) stay with that block.
            while ((last + DAY).weekday() >= 5 and last.weekday() >= 4 and last + DAY not in work
                   and last + DAY not in every_off):
                last += DAY
            while ((first - DAY).weekday() >= 5 and first.weekday() in (0, 5, 6) and first - DAY not in work
                   and first - DAY not in every_off):
                first -= DAY
            main = [d for d in run if "observed" not in names["en_US"][d] and "substituted" not in names["en_US"][d]]
            # A run of substitute days alone (31 December for next year's 1 January) is named
            # after the holiday it stands in for.
            named = main or run
            def joined(lang, sep):
                seen = []
                for d in named:
                    for part in names[lang][d].split(";"):
                        part = re.sub(r"\s*\(observed\)|（補假）|（补假）", "", part.strip())
                        if part not in seen:
                            seen.append(part)
                return sep.join(seen)
            lines.append({
                "year": year,
                "name": {"zh-Hans": joined("zh_CN", "、"), "zh-Hant": joined("zh_TW", "、"),
                         "en": joined("en_US", " and ")},
                "off": f"{first}..{last}" if first != last else str(first),
                "statutory": [str(d) for d in main],
                "work": sorted(str(w) for w, d in work.items() if d in run),
            })
    return lines


def render(lines):
    return "".join(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n" for line in lines)


def main():
    outputs = [("HK.jsonl", render(hong_kong())), ("TW.jsonl", render(taiwan()))]
    stale = []
    for name, text in outputs:
        path = os.path.join(ROOT, "data", "holidays", name)
        if "--check" in sys.argv:
            if open(path, encoding="utf-8").read() != text:
                stale.append(name)
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            print(f"holiday_reference_regions: wrote data/holidays/{name} ({text.count(chr(10))} lines)")
    if "--check" in sys.argv:
        print("holiday_reference_regions: " + ("current" if not stale else "differs: " + ", ".join(stale)))
        sys.exit(1 if stale else 0)


if __name__ == "__main__":
    main()
