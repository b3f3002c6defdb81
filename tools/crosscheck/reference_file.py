"""What the reference scripts in tools/crosscheck share: whether lunar-python is at hand, and
writing a reference file under data/ (or, with --check, comparing with the one there).

A script without lunar-python says so and exits 0, so nothing in the package or its tests depends
on Python.
"""
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
