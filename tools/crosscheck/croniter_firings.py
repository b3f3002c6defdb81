#!/usr/bin/env python3
"""Prints croniter's firings of cron expressions, for Almanac's schedule tests.

Reads lines from standard input, each `EXPRESSION<TAB>START<TAB>COUNT` (START a naive local
time YYYY-MM-DDTHH:MM:SS); for each prints one line: the next COUNT firings strictly after
START as YYYY-MM-DDTHH:MM separated by spaces, or `refused: <reason>` when croniter refuses the
expression or finds no next firing. Times are naive, read on one clock: the schedule's words and
zones are Almanac's; cron's days and times are what is compared.

Usage:
    python3 tools/crosscheck/croniter_firings.py < cases.tsv

Needs `pip install croniter` (a scratch virtualenv is enough; the tests look for the interpreter
in ALMANAC_PYTHON, else `python3`).
"""
import datetime
import sys

from croniter import croniter

for line in sys.stdin:
    line = line.rstrip("\n")
    if not line:
        continue
    expression, start, count = line.split("\t")
    try:
        it = croniter(expression, datetime.datetime.fromisoformat(start))
        times = [it.get_next(datetime.datetime).strftime("%Y-%m-%dT%H:%M") for _ in range(int(count))]
        print(" ".join(times))
    except Exception as error:  # croniter's own refusal, whatever its class
        print("refused: " + type(error).__name__ + ": " + str(error).replace("\n", " ")[:200])
    sys.stdout.flush()
