#!/usr/bin/env python3
"""Derives the astronomy references from JPL's DE422 ephemeris.

Writes
  data/terms/reference-instants.tsv   every solar term of 1899-2101
  data/astronomy/reference-new-moons.tsv   every new moon of 1899-2101
with instants in Terrestrial Time (TT, the ephemeris' own time scale) and, for the terms, the
Beijing (UTC+8) date after converting TT to UT with the Espenak-Meeus (2006) polynomials for
ΔT, the model Almanac's engine uses. Almanac's tests compare the engine with these files: TT
instants isolate the ephemeris, dates check everything a user sees.

Positions: DE422 (PyPI package `de422`, read by `jplephem`'s classic API) fed to Skyfield, which
applies light-time, aberration, precession and nutation to give the apparent geocentric ecliptic
longitude of date of the Sun and the Moon. A term is the instant the Sun's longitude reaches a
multiple of 15 degrees; a new moon the instant the two longitudes are equal.

Usage: python3 tools/crosscheck/astronomy_reference.py [--check]
Needs `pip install skyfield jplephem de422 numpy`; without them it says so and exits 0.
"""
import math
import os
import sys

try:
    import de422
    import jplephem.ephem
    import numpy as np
    from skyfield.api import load
    from skyfield.framelib import ecliptic_frame
    from skyfield.vectorlib import VectorFunction
except ImportError:
    print("astronomy_reference: skyfield, jplephem, de422 or numpy missing; skipping", file=sys.stderr)
    sys.exit(0)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
TERMS_OUT = os.path.join(ROOT, "data", "terms", "reference-instants.tsv")
MOONS_OUT = os.path.join(ROOT, "data", "astronomy", "reference-new-moons.tsv")
AU_KM = 149597870.700
NAMES = ["小寒", "大寒", "立春", "雨水", "惊蛰", "春分", "清明", "谷雨", "立夏", "小满", "芒种", "夏至",
         "小暑", "大暑", "立秋", "处暑", "白露", "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至"]

EPHEMERIS = jplephem.ephem.Ephemeris(de422)


class DE422Body(VectorFunction):
    """A solar-system-barycentric position from DE422 (km → AU, km/day → AU/day)."""

    center = 0

    def __init__(self, target):
        self.target = target

    def _at(self, t):
        tdb = t.whole + t.tdb_fraction
        emb = EMEPHEMERIS_compute("earthmoon", tdb)
        moon = EMEPHEMERIS_compute("moon", tdb)
        if self.target == 10:
            pv = EMEPHEMERIS_compute("sun", tdb)
        elif self.target == 399:
            pv = emb - moon * EPHEMERIS.earth_share
        else:
            pv = emb + moon * EPHEMERIS.moon_share
        return pv[:3] / AU_KM, pv[3:] / AU_KM, None, None


def EMEPHEMERIS_compute(name, tdb):
    result = EPHEMERIS.compute(name, np.atleast_1d(tdb))
    return result if np.ndim(tdb) else result[:, 0]


TS = load.timescale(builtin=True)
SUN, EARTH, MOON = DE422Body(10), DE422Body(399), DE422Body(301)


def longitudes(tt_jd):
    t = TS.tt_jd(np.asarray(tt_jd, dtype=float))
    observer = EARTH.at(t)
    sun = observer.observe(SUN).apparent(deflectors=()).frame_latlon(ecliptic_frame)[1].degrees
    moon = observer.observe(MOON).apparent(deflectors=()).frame_latlon(ecliptic_frame)[1].degrees
    return sun, moon


def wrap(angle):
    return (angle + 180.0) % 360.0 - 180.0


def solve(function, guesses, rate):
    """Newton-like iterations on a vectorised function with a known rate (degrees per day)."""
    t = np.array(guesses, dtype=float)
    for _ in range(12):
        step = function(t) / rate
        t -= step
        if np.max(np.abs(step)) < 1e-9:
            break
    # Two secant refinements with a numerical derivative.
    for _ in range(2):
        h = 1e-4
        d = (function(t + h) - function(t - h)) / (2 * h)
        t -= function(t) / d
    return t


def delta_t(year_fraction):
    """ΔT in seconds, Espenak & Meeus (2006), NASA 'Polynomial Expressions for Delta T'."""
    y = year_fraction
    if y < 1860:
        t = y - 1800
        return 13.72 - 0.332447*t + 0.0068612*t**2 + 0.0041116*t**3 - 0.00037436*t**4 + 0.0000121272*t**5 - 0.0000001699*t**6 + 0.000000000875*t**7
    if y < 1900:
        t = y - 1860
        return 7.62 + 0.5737*t - 0.251754*t**2 + 0.01680668*t**3 - 0.0004473624*t**4 + t**5/233174
    if y < 1920:
        t = y - 1900
        return -2.79 + 1.494119*t - 0.0598939*t**2 + 0.0061966*t**3 - 0.000197*t**4
    if y < 1941:
        t = y - 1920
        return 21.20 + 0.84493*t - 0.076100*t**2 + 0.0020936*t**3
    if y < 1961:
        t = y - 1950
        return 29.07 + 0.407*t - t**2/233 + t**3/2547
    if y < 1986:
        t = y - 1975
        return 45.45 + 1.067*t - t**2/260 - t**3/718
    if y < 2005:
        t = y - 2000
        return 63.86 + 0.3345*t - 0.060374*t**2 + 0.0017275*t**3 + 0.000651814*t**4 + 0.00002373599*t**5
    if y < 2050:
        t = y - 2000
        return 62.92 + 0.32217*t + 0.005589*t**2
    if y < 2150:
        return -20 + 32*((y-1820)/100)**2 - 0.5628*(2150-y)
    u = (y - 1820) / 100
    return -20 + 32*u*u


def tt_to_ut(tt_jd):
    year = 2000.0 + (tt_jd - 2451545.0) / 365.25
    return tt_jd - delta_t(year) / 86400.0


def iso(jd):
    """ISO 8601 date and time (to the second) of a Julian date, proleptic Gregorian."""
    seconds = round((jd - 2440587.5) * 86400.0)
    days, rest = divmod(seconds, 86400)
    z = days + 719468
    era = (z if z >= 0 else z - 146096) // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    y = yoe + era * 400 + (1 if m <= 2 else 0)
    return f"{y:04d}-{m:02d}-{d:02d}T{rest // 3600:02d}:{rest % 3600 // 60:02d}:{rest % 60:02d}"


def terms():
    lines = ["# Solar terms 1899-2101 from JPL DE422 (see tools/crosscheck/astronomy_reference.py).",
             "# year <TAB> index (0 = 小寒) <TAB> name <TAB> instant in TT <TAB> instant in UT (Espenak-Meeus ΔT)",
             "# <TAB> Beijing date (UTC+8)"]
    for year in range(1899, 2102):
        guesses, targets = [], []
        for index in range(24):
            target = (285 + 15 * index) % 360
            # Mean Sun: longitude 280.46° at J2000.0, 0.98564736°/day.
            approx = 2451545.0 + (year - 2000) * 365.2422 + ((target - 280.46) % 360) / 0.98564736
            if index == 0:
                approx = 2451545.0 + (year - 2000) * 365.2422 + (target - 280.46) / 0.98564736
            guesses.append(approx)
            targets.append(target)
        targets = np.array(targets, dtype=float)
        tt = solve(lambda t: wrap(longitudes(t)[0] - targets), guesses, 0.9856)
        for index in range(24):
            ut = tt_to_ut(tt[index])
            beijing = iso(ut + 8 / 24)[:10]
            lines.append(f"{year}\t{index}\t{NAMES[index]}\t{iso(tt[index])}\t{iso(ut)}\t{beijing}")
    return "\n".join(lines) + "\n"


def new_moons():
    lines = ["# New moons 1899-2101 from JPL DE422 (see tools/crosscheck/astronomy_reference.py).",
             "# instant in TT <TAB> instant in UT (Espenak-Meeus ΔT) <TAB> Beijing date (UTC+8)"]
    # Mean new moon (Meeus 49.1) for lunation k; k = 0 is 2000-01-06.
    k = np.arange(math.floor((1899 - 2000) * 12.3685) - 1, math.ceil((2102 - 2000) * 12.3685) + 1)
    guesses = 2451550.09766 + 29.530588861 * k
    tt = solve(lambda t: wrap(np.subtract(*longitudes(t)[::-1])), guesses, 12.19)
    for value in tt:
        stamp = iso(value)
        if not ("1899-01-01" <= stamp[:10] <= "2101-12-31"):
            continue
        ut = tt_to_ut(value)
        lines.append(f"{stamp}\t{iso(ut)}\t{iso(ut + 8 / 24)[:10]}")
    return "\n".join(lines) + "\n"


def main():
    outputs = [(TERMS_OUT, terms()), (MOONS_OUT, new_moons())]
    if "--check" in sys.argv:
        stale = [path for path, text in outputs if open(path, encoding="utf-8").read() != text]
        print("astronomy_reference: " + ("current" if not stale else "differs: " + ", ".join(stale)))
        sys.exit(1 if stale else 0)
    for path, text in outputs:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"astronomy_reference: wrote {os.path.relpath(path, ROOT)}")


if __name__ == "__main__":
    main()
