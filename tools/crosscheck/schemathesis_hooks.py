"""schemathesis hooks for `almanac serve`: JSON Lines (a list streamed with Accept:
application/x-ndjson) are read as their first element, which the document's schema describes."""

import json

import schemathesis


@schemathesis.deserializer("application/x-ndjson")
def ndjson(ctx, response):
    lines = [line for line in response.content.decode("utf-8").split("\n") if line]
    return json.loads(lines[0]) if lines else None
