#!/usr/bin/env python3
"""Writes Tests/Fixtures/markets/xshg-sessions.txt and xhkg-sessions.txt: every session of exchange_calendars' XSHG
(Shanghai Stock Exchange) calendar from 2005-01-04 to 2026-12-31, the independent reference the
trading-day tests compare with. Needs `pip install exchange_calendars`; without it, says so and
exits 0 (the fixture is committed, so the tests never need Python)."""
import pathlib
import sys

try:
    import exchange_calendars as xc
except ImportError:
    print("markets-check: skipped: exchange_calendars is not installed (pip install exchange_calendars)")
    sys.exit(0)

calendar = xc.get_calendar("XSHG", start="2005-01-04", end="2026-12-31")
out = pathlib.Path(__file__).resolve().parent.parent / "Tests/Fixtures/markets/xshg-sessions.txt"
lines = [f"# exchange_calendars {xc.__version__} XSHG sessions {calendar.first_session.date()} … {calendar.last_session.date()}"]
lines += [str(s.date()) for s in calendar.sessions_in_range(calendar.first_session, calendar.last_session)]
out.write_text("\n".join(lines) + "\n")
print(f"markets-check: wrote {out} ({len(lines) - 1} sessions)")

# Hong Kong (XHKG), 2007-2026: each session, with "morning" on exchange_calendars' early closes.
# The test compares Almanac's HKEX calendar with it; where they differ, HKEX's own notice decides
# (data/markets/HK-closures.tsv, data/SOURCES.md).
hk = xc.get_calendar("XHKG", start="2007-01-02", end="2026-12-31")
early = {d.date() for d in hk.early_closes}
out = pathlib.Path(__file__).resolve().parent.parent / "Tests/Fixtures/markets/xhkg-sessions.txt"
lines = [f"# exchange_calendars {xc.__version__} XHKG sessions {hk.first_session.date()} … {hk.last_session.date()};"
         " 'morning' marks its early closes (12:00)"]
lines += [str(s.date()) + ("\tmorning" if s.date() in early else "")
          for s in hk.sessions_in_range(hk.first_session, hk.last_session)]
out.write_text("\n".join(lines) + "\n")
print(f"markets-check: wrote {out} ({len(lines) - 1} sessions)")
