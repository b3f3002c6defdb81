"""What the reference scripts in tools/crosscheck share: whether lunar-python is at hand, and
writing a reference file under data/ (or, with --check, comparing with the one there).

A script without lunar-python says so and exits 0, so nothing in the package or its tests depends
on Python.
"""
import datetime
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def has_lunar_python(name):
    """Whether lunar-python imports; if not, says so for the script `name`."""
    try:
        import lunar_python  # noqa: F401
    except ImportError:
        print("%s: lunar-python is not installed; nothing checked" % name)
        return False
    return True


def publish(name, relative, header, rows, what):
    """Writes `header` and `rows` (lines) to data file `relative`, or with --check compares them
    with it; returns the exit status (1 when --check finds a difference)."""
    path = os.path.join(ROOT, relative)
    text = "\n".join(header + rows) + "\n"
    if "--check" in sys.argv:
        with open(path, encoding="utf-8") as handle:
            same = handle.read() == text
        print("%s: %s" % (name, "identical" if same else "differs from " + relative))
        return 0 if same else 1
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    print("%s: wrote %d %s" % (name, len(rows), what))
    return 0


def day_runs(facts):
    """The runs of named days over 1900-2100 as lines `name <TAB> first day <TAB> days`: for each
    day, `facts(lunar)` gives (name, begins) pairs, `begins` true on a run's first day (a name
    that differs from the run before also begins one)."""
    from lunar_python import Solar

    runs = []  # [name, first day, length]
    day = datetime.date(1900, 1, 1)
    end = datetime.date(2100, 12, 31)
    while day <= end:
        for name, begins in facts(Solar.fromYmd(day.year, day.month, day.day).getLunar()):
            if begins or not runs or runs[-1][0] != name:
                runs.append([name, day, 0])
            runs[-1][2] += 1
        day += datetime.timedelta(days=1)
    return ["%s\t%s\t%d" % (name, first.isoformat(), length) for name, first, length in runs]
