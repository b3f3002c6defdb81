#!/usr/bin/env python3
"""Derives data/holidays/MY-reference.tsv: Malaysia's public holidays for 2014-2040, federal
(`MY`) and each state's (`MY-01` ... `MY-16`), as holidays (PyPI `holidays`, vacanza) gives them,
with its days in lieu ("observed") and the weekend it gives each state. After 2027 the announced
days are the package's estimates (named "(estimated)").

Its Chinese New Year comes from its own Chinese calendar, its Good Friday from dateutil's Easter,
its rulers' birthdays, weekends and days in lieu from its own code; Almanac computes those from its
own tables and rules (MalaysiaHolidayRules). The Islamic days, Thaipusam, Wesak, Deepavali and the
one-off days have no rule: the package lists them from the Chief Secretary's yearly lists, and
Almanac's data/holidays/MY-dates.tsv and MY-days.tsv were read from those tables, so for those
days this file checks the transcription and where each state keeps them, not the dates.

Almanac's test (MalaysiaHolidayTests) compares every built-in table with this file day by day,
and the rules alone over the later years, given the package's estimated dates.

Usage: python3 tools/crosscheck/holiday_reference_my.py [--check]
Needs `pip install holidays`; without it it exits 0.
"""
import sys

from reference_file import publish

try:
    import holidays
except ImportError:
    print("holiday_reference_my: holidays missing; skipping", file=sys.stderr)
    sys.exit(0)

YEARS = range(2014, 2041)
REGIONS = [None] + [f"{n:02d}" for n in range(1, 17)]
DAYS = "MON TUE WED THU FRI SAT SUN".split()


def main():
    rows = []
    for subdivision in REGIONS:
        code = "MY" if subdivision is None else f"MY-{subdivision}"
        for year in YEARS:
            listed = holidays.country_holidays(
                "MY", subdiv=subdivision, years=year, language="en_US", islamic_show_estimated=True
            )
            weekend = ",".join(DAYS[d] for d in sorted(listed._get_weekend(__import__("datetime").date(year, 6, 1))))
            rows.append(f"{code}\t{year}\tweekend\t{weekend}")
            for day in sorted(listed):
                if day.year != year:
                    continue
                rows.append(f"{code}\t{year}\t{day.isoformat()}\t{listed[day]}")
    header = [
        f"# Malaysia's public holidays {YEARS[0]}-{YEARS[-1]}, federal and by state, as holidays {holidays.__version__}",
        "# gives them, days in lieu named \"(observed)\", dates not yet announced \"(estimated)\".",
        "# Written by tools/crosscheck/holiday_reference_my.py.",
        "# region <TAB> year <TAB> date <TAB> names (several on one day joined with \"; \"), or",
        "# region <TAB> year <TAB> weekend <TAB> the weekend's days that year.",
    ]
    return publish("holiday_reference_my", "data/holidays/MY-reference.tsv", header, rows, "rows")


sys.exit(main())
