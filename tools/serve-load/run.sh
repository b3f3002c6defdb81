#!/usr/bin/env bash
# Load test of `almanac serve` beside nginx serving the same bytes, in the same run (the manual,
# "The HTTP service"). Needs wrk and nginx (Debian: apt-get install wrk nginx-light) and
# libmicrohttpd12; without them it says what is missing and exits 0 (it is a measurement, not a test).
#
#   tools/serve-load/run.sh [seconds per run, default 10]
#
# For a day, a month page and a feed: req/s and p99 at 1, 16 and 256 connections for almanac
# serve and for nginx with the identical response bodies as static files, as they are and with
# `Accept-Encoding: gzip` (nginx's gzip_static sending the same .gz bytes almanac sends); then
# the hostile mix (OPTIONS preflights, weak validators, unknown parameters) and the server's
# memory over about a million distinct requests, and after a reload.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-10}"
missing=()
for tool in wrk nginx curl; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "serve-load: skipped: ${missing[*]} not installed (apt-get install wrk nginx-light curl)"
  exit 0
fi
swift build -c release --product almanac >/dev/null
almanac=.build/release/almanac
work=$(mktemp -d)
trap 'kill $(cat "$work/almanac.pid" 2>/dev/null) 2>/dev/null || true; nginx -c "$work/nginx.conf" -s stop 2>/dev/null || true; rm -rf "$work"' EXIT

# almanac serve on a free port.
ALMANAC_DATA_DIR="$work/data" "$almanac" serve --port 0 2>"$work/serve.err" &
echo $! >"$work/almanac.pid"
for _ in $(seq 50); do grep -q listening "$work/serve.err" 2>/dev/null && break; sleep 0.1; done
if ! grep -q listening "$work/serve.err"; then
  echo "serve-load: skipped: almanac serve did not start: $(cat "$work/serve.err")"
  exit 0
fi
port=$(sed -n 's/.*127\.0\.0\.1:\([0-9]*\)\/.*/\1/p' "$work/serve.err" | head -1)

# The same bytes as static files for nginx.
paths=(/v1/days/2026-10-01 /v1/months/2026-02 /holidays/CN.ics)
names=("a day" "a month page" "a feed (CN.ics)")
mkdir -p "$work/www"
for i in 0 1 2; do
  curl -sf "http://127.0.0.1:$port${paths[$i]}" >"$work/www/file$i"
  # What almanac sends to a client that accepts gzip, stored for nginx's gzip_static.
  curl -sf -H 'Accept-Encoding: gzip' "http://127.0.0.1:$port${paths[$i]}" >"$work/www/file$i.gz"
done
nginx_port=$((port + 1))
cat >"$work/nginx.conf" <<CONF
worker_processes auto;
pid $work/nginx.pid;
error_log $work/nginx.err;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  default_type application/json;
  server { listen 127.0.0.1:$nginx_port; root $work/www; etag on; gzip_static on; gzip_vary on; }
}
CONF
# nginx's workers run as another user: the directory must be readable by them (mktemp's is not).
chmod 755 "$work" "$work/www"
chmod 644 "$work"/www/file*
nginx -c "$work/nginx.conf"
# Both must answer 200 with the same bytes, or the comparison means nothing.
for i in 0 1 2; do
  if ! curl -sf "http://127.0.0.1:$nginx_port/file$i" | cmp -s - "$work/www/file$i"; then
    echo "serve-load: nginx does not serve ${paths[$i]}'s bytes: $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$nginx_port/file$i")"
    exit 1
  fi
  if ! curl -sf -H 'Accept-Encoding: gzip' "http://127.0.0.1:$nginx_port/file$i" | cmp -s - "$work/www/file$i.gz"; then
    echo "serve-load: nginx's gzip_static does not send ${paths[$i]}'s gzip bytes"
    exit 1
  fi
done

measure() { # url connections [header] -> "req/s p99 bytes/s"
  local out
  local header=()
  if [ -n "${3:-}" ]; then header=(-H "$3"); fi
  out=$(wrk -t "$(( $2 < 4 ? $2 : 4 ))" -c "$2" -d "${seconds}s" --latency "${header[@]}" "$1" 2>&1)
  if echo "$out" | grep -q "Non-2xx"; then
    echo "serve-load: $1 answered other than 2xx under load: $(echo "$out" | grep Non-2xx)" >&2
    exit 1
  fi
  local rps p99 rate
  rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
  p99=$(echo "$out" | awk '$1 == "99%" {print $2}')
  rate=$(echo "$out" | awk '/Transfer\/sec/ {print $2}')
  echo "$rps $p99 $rate"
}

printf '%-24s %5s  %14s %10s %10s  %14s %10s %10s  %s\n' "what" "conns" "almanac req/s" "p99" "bytes/s" "nginx req/s" "p99" "bytes/s" "ratio"
for encoding in "" "Accept-Encoding: gzip"; do
  for i in 0 1 2; do
    for connections in 1 16 256; do
      read -r a_rps a_p99 a_rate <<<"$(measure "http://127.0.0.1:$port${paths[$i]}" "$connections" "$encoding")"
      read -r n_rps n_p99 n_rate <<<"$(measure "http://127.0.0.1:$nginx_port/file$i" "$connections" "$encoding")"
      ratio=$(awk -v a="$a_rps" -v n="$n_rps" 'BEGIN { if (n > 0) printf "%.2f×", a / n; else print "-" }')
      printf '%-24s %5s  %14s %10s %10s  %14s %10s %10s  %s\n' "${names[$i]}${encoding:+ gzip}" "$connections" "$a_rps" "$a_p99" "$a_rate" "$n_rps" "$n_p99" "$n_rate" "$ratio"
    done
  done
done

# The hostile mix, at 16 connections: preflights, weak and wrong validators, unknown and
# misspelled parameters; every answer must be what it should (204, 304 or 400), never a 5xx.
cat >"$work/hostile.lua" <<'LUA'
counter = 0
local requests = {
  {"OPTIONS", "/v1/days/2026-10-01", {["Origin"] = "https://app.example", ["Access-Control-Request-Method"] = "GET", ["Access-Control-Request-Headers"] = "if-none-match"}},
  {"GET", "/v1/months/2026-02", {["If-None-Match"] = "W/\"0\""}},
  {"GET", "/v1/workdays?from=2026-01-01&to=2026-12-31&asume=law", {}},
  {"GET", "/v1/months/2026-02?firstweekday=monday", {}},
  {"GET", "/api/holiday/next/2026-09-10?type=Y&week=Y", {["Accept-Encoding"] = "gzip"}},
}
request = function()
  counter = counter + 1
  local r = requests[counter % #requests + 1]
  return wrk.format(r[1], r[2], r[3])
end
-- Each thread counts its answers' statuses; done() adds them up.
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) statuses = {} end
function response(status, headers, body) statuses[status] = (statuses[status] or 0) + 1 end
function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do total[status] = (total[status] or 0) + count end
  end
  local line = ""
  for status, count in pairs(total) do line = line .. " " .. status .. "×" .. count end
  io.write("hostile mix statuses:" .. line .. "\n")
end
LUA
hostile=$(wrk -t 1 -c 16 -d "${seconds}s" --latency -s "$work/hostile.lua" "http://127.0.0.1:$port" 2>&1)
echo "$hostile" | awk '/Requests\/sec/ {print "hostile mix:", $2, "req/s"} $1 == "99%" {print "hostile mix p99:", $2}'
echo "$hostile" | grep "hostile mix statuses"
if echo "$hostile" | grep -q "statuses:.* 5[0-9][0-9]×"; then
  echo "serve-load: the hostile mix got a server error" >&2
  exit 1
fi

# Memory over about a million requests, each a new cache key (a day and a `today` of their own):
# the peak (VmHWM) plus the in-memory answer files must stay under the stated ceiling, 200 MB.
pid=$(cat "$work/almanac.pid")
before=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
cat >"$work/distinct.lua" <<'LUA'
counter = 0
request = function()
  counter = counter + 1
  local n = counter * 7919 + math.random(0, 999)
  local day = string.format("%04d-%02d-%02d", 1900 + n % 200, 1 + math.floor(n / 200) % 12, 1 + math.floor(n / 2400) % 28)
  local today = string.format("%04d-%02d-%02d", 1 + math.floor(n / 67200) % 9999, 1 + n % 12, 1 + n % 28)
  return wrk.format("GET", "/v1/days/" .. day .. "?today=" .. today)
end
LUA
wrk -t 4 -c 64 -d "$(( seconds * 3 ))s" -s "$work/distinct.lua" "http://127.0.0.1:$port" | awk '/requests in/ {print "memory run:", $1, "distinct requests"}'
peak=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
after=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
files=0
for fd in /proc/"$pid"/fd/*; do
  case "$(readlink "$fd")" in /memfd:*) files=$(( files + $(stat -L -c %s "$fd") )) ;; esac
done
echo "almanac serve resident memory: ${before} KiB before, ${after} KiB after, peak ${peak} KiB; in-memory answer files $(( files / 1024 )) KiB"
kill -HUP "$pid"
sleep 1
echo "after SIGHUP: $(awk '/VmRSS/ {print $2}' "/proc/$pid/status") KiB"
