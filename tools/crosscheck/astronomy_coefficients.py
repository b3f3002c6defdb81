#!/usr/bin/env python3
"""Copies the published coefficient tables Almanac's astronomy engine uses out of PyMeeus.

Writes data/astronomy/vsop87-earth.tsv (VSOP87D, the Earth's heliocentric L, B, R series),
data/astronomy/nutation.tsv (IAU 1980 nutation, Meeus table 22.A) and
data/astronomy/moon-longitude.tsv (ELP-2000/82 periodic terms for the Moon's longitude, Meeus
table 47.A). PyMeeus 0.5.12 (PyPI `pymeeus`) carries these tables as published in Jean Meeus,
"Astronomical Algorithms", 2nd edition (Willmann-Bell, 1998), and the full VSOP87D Earth series
of Bretagnon & Francou (1988).

Usage: python3 tools/crosscheck/astronomy_coefficients.py [--check]
Needs `pip install pymeeus`; without it it says so and exits 0.
"""
import os
import sys

try:
    from pymeeus import Coordinates, Earth, Moon
except ImportError:
    print("astronomy_coefficients: pymeeus is not installed; skipping", file=sys.stderr)
    sys.exit(0)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def number(value):
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def write(name, header, rows):
    path = os.path.join(ROOT, "data", "astronomy", name)
    text = "\n".join(header) + "\n" + "".join("\t".join(row) + "\n" for row in rows)
    if "--check" in sys.argv:
        with open(path, encoding="utf-8") as f:
            current = f.read() == text
        print(f"astronomy_coefficients: data/astronomy/{name} " + ("is current" if current else "differs"))
        if not current:
            sys.exit(1)
        return
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"astronomy_coefficients: wrote data/astronomy/{name} ({len(rows)} rows)")


def main():
    rows = []
    for series, table in (("L", Earth.VSOP87_L), ("B", Earth.VSOP87_B), ("R", Earth.VSOP87_R)):
        for power, terms in enumerate(table):
            for a, b, c in terms:
                rows.append([series, str(power), number(a), number(b), number(c)])
    write("vsop87-earth.tsv", [
        "# VSOP87D series for the Earth (Bretagnon & Francou 1988), as carried by PyMeeus 0.5.12.",
        "# series (L longitude, B latitude, R radius) <TAB> power of τ <TAB> A <TAB> B <TAB> C:",
        "# each term is A·cos(B + C·τ), τ in Julian millennia from J2000.0 (TDB); A in 1e-8 rad",
        "# (1e-8 AU for R), B in radians, C in radians per millennium.",
    ], rows)

    rows = []
    # The cosine (Δε) table is shorter: the last terms of table 22.A have no Δε coefficient.
    cosines = Coordinates.NUTATION_COSINE_COEF_TABLE
    cosines = cosines + [[0.0, 0.0]] * (len(Coordinates.NUTATION_ARG_TABLE) - len(cosines))
    for args, sine, cosine in zip(Coordinates.NUTATION_ARG_TABLE, Coordinates.NUTATION_SINE_COEF_TABLE, cosines):
        rows.append([str(a) for a in args] + [number(sine[0]), number(sine[1]), number(cosine[0]), number(cosine[1])])
    write("nutation.tsv", [
        "# IAU 1980 theory of nutation, Meeus (1998) table 22.A, as carried by PyMeeus 0.5.12.",
        "# multiples of D, M, M', F, Ω <TAB> Δψ sine coefficient and its T rate <TAB> Δε cosine",
        "# coefficient and its T rate; units 0.0001 arcsecond, T in Julian centuries from J2000.0.",
    ], rows)

    rows = [[str(d), str(m), str(mp), str(f), number(l)] for d, m, mp, f, l, _ in Moon.PERIODIC_TERMS_LR_TABLE]
    write("moon-longitude.tsv", [
        "# Periodic terms for the Moon's longitude (ELP-2000/82 truncated), Meeus (1998) table 47.A,",
        "# as carried by PyMeeus 0.5.12: multiples of D, M, M', F <TAB> coefficient of the sine in",
        "# 1e-6 degree (multiply by E or E² when M appears once or twice).",
    ], rows)


if __name__ == "__main__":
    main()
