"""Drives `almanac mcp` (stdio) or `almanac serve`'s /mcp (Streamable HTTP) with the official MCP
Python SDK's own client (`mcp` on PyPI, 2.x): lists the tools, calls every one with good
arguments (the SDK checks each result against the tool's output schema), calls with bad ones
(each must be a result with isError and a sentence, never a protocol error), and calls a tool
that does not exist (a protocol error). Prints one line per check and `mcp client: N checks, 0
failures` at the end; exits 1 on any failure.

    python3 tools/crosscheck/mcp_client.py stdio .build/debug/almanac
    python3 tools/crosscheck/mcp_client.py http http://127.0.0.1:8080/mcp
"""

import asyncio
import sys

from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.shared.exceptions import MCPError

# One good call per tool; each tool must be called.
GOOD = {
    "day": {"date": "2026-10-01"},
    "days": {"from": "2026-09-28", "to": "2026-10-09", "region": "CN"},
    "month": {"month": "2026-02", "locale": "zh_CN", "today": "2026-02-17"},
    "year": {"year": 2026, "locale": "en_US"},
    "holidays": {"year": 2026, "region": "HK", "names": "en"},
    "workdays": {"from": "2026-01-01", "to": "2026-12-31", "official": True},
    "workdays_add": {"date": "2026-09-30", "days": 1},
    "lunar": {"date": "2026-02-17..2026-02-20", "calendar": "korean"},
    "solar": {"date": "2025-L06-01"},
    "next": {"name": "中秋", "after": "2026-01-01"},
    "trading_days": {"from": "2026-01-01", "to": "2026-03-31", "market": "XHKG"},
    "terms": {"year": 2026, "script": "hant"},
    "sources": {"region": "CN"},
    "check": {"kind": "makeup-day", "date": "2026-02-14"},
    "schedule": {"expression": "0 9 * * * workday", "from": "2026-09-30", "next": 5},
    "plan_leave": {"year": 2026, "days": 3, "top": 2},
    "rrule": {"rule": "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD", "start": "2020-06-06"},
    "moon": {"year": 2026, "zone": "UTC"},
}

# Calls each of which must be refused with isError and a sentence naming the input.
BAD = [
    ("day", {"date": "2026-02-30"}, "2026-02-30"),
    ("day", {"date": "2026-10-01", "asume": "law"}, "asume"),
    ("workdays", {"from": "2026-12-31", "to": "2026-01-01"}, "earlier date first"),
    ("workdays", {"from": "2026-01-01", "to": "2099-12-31"}, "not yet published"),
    ("month", {"month": "2026-13"}, "2026-13"),
    ("solar", {"date": "2026-L05-01"}, "leap"),
    ("workdays_add", {"date": "2026-01-01", "days": 10**12}, "whole number"),
    ("days", {"from": "0001-01-01", "to": "9999-12-31"}, "at most"),
    ("next", {"name": "nothing"}, "nothing"),
    ("day", {}, "missing"),
    ("schedule", {"expression": "0 9 * * * workdya"}, "workdya"),
    ("plan_leave", {"year": 2026, "days": 0}, "1...30"),
    ("rrule", {"rule": "FREQ=YEARLY;BYMONTH=1", "start": "2024-01-01"}, "Gregorian"),
]

failures = []
checks = 0


def check(condition, what):
    global checks
    checks += 1
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


async def run(server):
    async with Client(server, raise_exceptions=True) as client:
        tools = (await client.list_tools()).tools
        names = sorted(tool.name for tool in tools)
        check(names == sorted(GOOD), f"tools/list names every question: {names}")
        for tool in tools:
            check(tool.input_schema.get("type") == "object" and tool.output_schema is not None, f"{tool.name}: input and output schemas")
        for name, arguments in GOOD.items():
            result = await client.call_tool(name, arguments)
            check(
                not result.is_error and result.structured_content is not None and result.content and result.content[0].text,
                f"{name}: structured content that validates against its output schema, and text",
            )
        day = await client.call_tool("day", {"date": "2026-10-01"})
        check(day.structured_content.get("status") == "holiday" and day.structured_content.get("isWorkday") is False, "day 2026-10-01: a statutory holiday, not a working day")
        saturday = await client.call_tool("day", {"date": "2026-10-10"})
        check(saturday.structured_content.get("isWorkday") is True, "day 2026-10-10: a make-up Saturday is a working day (补班)")
        for name, arguments, needle in BAD:
            result = await client.call_tool(name, arguments)
            text = result.content[0].text if result.content else ""
            check(result.is_error and needle in text, f"{name} {arguments}: isError naming {needle!r}: {text[:120]}")
        try:
            await client.call_tool("no_such_tool", {})
            check(False, "an unknown tool is a protocol error")
        except MCPError as error:
            check(error.code == -32602, f"an unknown tool is a protocol error -32602: {error}")
        await client.send_ping()
        check(True, "ping")


def main():
    mode, target = sys.argv[1], sys.argv[2]
    server = StdioServerParameters(command=target, args=["mcp"]) if mode == "stdio" else target
    asyncio.run(run(server))
    print(f"mcp client ({mode}): {checks} checks, {len(failures)} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
