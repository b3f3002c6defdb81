#!/usr/bin/env bash
# Prints one line per sample of every door: the command line or HTTP path, its exit code or status,
# and the MD5 of what it wrote (stdout, then stderr). Run before and after a change to the doors
# and compare the two listings (diff): every line that differs is a change a user sees.
#
#   tools/doors/sample.sh [ALMANAC] > before.txt
#
# With KEEP=DIR, each sample's output is also kept there (numbered in order), to diff.
# The almanac binary defaults to .build/debug/almanac. Today is pinned (ALMANAC_TODAY) and the
# data directory is an empty scratch one, so two runs on two days compare equal. With
# libmicrohttpd installed, a server is started on a free port for the HTTP samples.
set -u
A=${1:-.build/debug/almanac}
scratch=${TMPDIR:-/tmp}/almanac-doors-sample
rm -rf "$scratch"; mkdir -p "$scratch"
trap 'rm -rf "$scratch"; [ -n "${server:-}" ] && kill "$server" 2>/dev/null' EXIT
export ALMANAC_DATA_DIR=$scratch/data ALMANAC_TODAY=2026-12-06 NO_COLOR=1 TZ=UTC

number=0
keep() {
  number=$((number + 1))
  if [ -n "${KEEP:-}" ]; then
    mkdir -p "$KEEP"
    { echo "$1"; cat "$scratch/out" "$scratch/err" 2> /dev/null; } > "$KEEP/$(printf %03d $number)"
  fi
}

cli() {
  local status
  "$A" "$@" > "$scratch/out" 2> "$scratch/err"
  status=$?
  printf '%s\texit %s\t%s %s\n' "almanac $*" "$status" "$(md5sum < "$scratch/out" | cut -c1-12)" \
    "$(md5sum < "$scratch/err" | cut -c1-12)"
  keep "almanac $*"
}

for command in "" month year today day lunar solar terms holidays workdays next export serve publish trading-days \
  "holidays import" "holidays update" "holidays sources" "holidays remove" "export holidays" "export days" \
  "export facts" "export lunar-events"; do
  # shellcheck disable=SC2086
  cli $command --help
done
cli help
cli help month
cli --version
cli
cli 2026-10
cli month 2026-02 --json
cli month 2026-02 --html
cli month 2026-02 --locale en_US --first-weekday sunday --in-dates none --out-dates grid
cli month 2026-02 --subtitles festival,lunar-day
cli month 2026-02 --calendar korean
cli year 2026
cli year 2026 --json
cli today
cli today --json
cli day 2026-10-01
cli day 2026-10-01 --json
cli day 2026-10-01 --region HK
cli day 2026-02-17 --region KR --names ko
cli day 2026-10-01T23:30 --late-zi same-day
cli day 2027-10-01
cli day 2027-10-01 --json
cli lunar 2026-02-17
cli lunar 2026-01-01..2026-01-31 --json
cli lunar 2026-02-17 --calendar vietnamese --script hant
cli solar 2025-L06-01
cli solar 2026-01-01 --json
cli terms 2026
cli terms 2026 --json --script hant
cli holidays 2026
cli holidays 2026 --json
cli holidays 2027
cli holidays 2027 --assume law
cli holidays 2026 --region TW --names en
cli workdays 2026-01-01 2026-12-31
cli workdays 2026-01-01 2026-12-31 --json
cli workdays 2026-01-01 2027-12-31
cli workdays 2026-01-01 2027-12-31 --assume law --json
cli next 中秋 --after 2026-01-01
cli next qingming --after 2026-01-01 --json
cli trading-days 2026-01-01 2026-12-31
cli trading-days 2026-01-01 2026-12-31 --market XHKG --json
cli holidays sources
cli holidays sources --json
cli export holidays --years 2026 --format json
cli export facts --from 2026-10-01 --to 2026-10-07 --format csv
cli export facts --from 2026-10-01 --to 2026-10-07 --format json
# Refusals: each sentence a user meets.
cli lunar 2026-02-30
cli solar 2026-13-01
cli solar 2026-L05-01
cli month 2026-13
cli month 2026-02 --first-weekday someday
cli holidays 10000
cli holidays abc
cli workdays 2026-12-31 2026-01-01
cli next nothing
cli day 2026-10-01 --calendar martian
cli day 2026-10-01 --region XX
cli holidays sources --region JP
cli lunar 2026-02-01..2026-01-01
cli workdays 2026-01-01
cli frobnicate
cli month --nope

# HTTP: the same questions over the wire.
if "$A" serve --port 0 > "$scratch/serve.out" 2> "$scratch/serve.err" & then
  server=$!
  for _ in $(seq 100); do grep -q "listening on" "$scratch/serve.err" 2>/dev/null && break; sleep 0.1; done
  port=$(grep -o '127\.0\.0\.1:[0-9]*' "$scratch/serve.err" | head -1 | cut -d: -f2)
  if [ -n "$port" ]; then
    http() {
      local status
      status=$(curl -s -o "$scratch/out" -w '%{http_code}' "http://127.0.0.1:$port$1")
      : > "$scratch/err"
      printf '%s\t%s\t%s\n' "GET $1" "$status" "$(md5sum < "$scratch/out" | cut -c1-12)"
      keep "GET $1"
    }
    for path in /healthz "/v1/days/2026-10-01?today=2026-12-06" "/v1/days/2026-10-01T23:30?lateZi=sameDay" \
      "/v1/days?from=2026-10-01&to=2026-10-07" "/v1/months/2026-02?today=2026-12-06" \
      "/v1/months/2026-02?locale=en_US&firstWeekday=sunday&today=2026-12-06" "/v1/holidays/2026" \
      "/v1/holidays/2027" "/v1/holidays/2027?assume=law" "/v1/workdays?from=2026-01-01&to=2026-12-31" \
      "/v1/workdays/add?date=2026-09-30&days=1" "/v1/lunar/2026-02-17" "/v1/solar/2025-L06-01" \
      "/v1/next/zhongqiu?after=2026-01-01" "/v1/trading-days?from=2026-01-01&to=2026-12-31&market=XHKG" \
      "/v1/sources" "/v1/days/2026-02-30" "/v1/solar/2026-13-01" "/v1/months/2026-13" "/v1/holidays/10000" \
      "/v1/workdays?from=2026-12-31&to=2026-01-01" "/v1/next/nothing" "/v1/days/2026-10-01?asume=law" \
      "/v1/workdays?names=xx&from=2026-01-01&to=2026-01-02" "/v1/nothing" \
      "/api/holiday/info/2026-10-01" "/api/holiday/batch?d=2026-10-01&d=2026-10-08&type=Y" \
      "/api/holiday/year/2026" "/api/holiday/year/2026-10?type=Y&week=Y" "/api/holiday/next/2026-09-01" \
      "/api/holiday/workday/next/2026-09-30" "/api/holiday/tts/next?today=2026-12-06" \
      "/holidays/CN/2026.json" "/index.json"; do
      http "$path"
    done
  fi
fi
