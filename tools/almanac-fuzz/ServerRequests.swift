import Foundation

/// One generated request for `almanac serve`.
struct ServerRequest {
  let method: String
  /// The request target: the path and the query, encoded as sent.
  let target: String
  let headers: [(String, String)]

  /// The request's bytes.
  var bytes: [UInt8] {
    var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    for (name, value) in headers { text += "\(name): \(value)\r\n" }
    return Array((text + "\r\n").utf8)
  }

  /// The request as a report shows it (cut, control characters escaped).
  var shown: String {
    let line = "\(method) \(target)" + headers.map { " [\($0.0): \($0.1)]" }.joined()
    let cut = line.count > 240 ? String(line.prefix(200)) + "…(\(line.count) characters)" : line
    return cut.unicodeScalars.map {
      $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0)
    }.joined()
  }
}

/// Generates requests for every route of `almanac serve` the way hurried and hostile clients
/// send them, weighted to the values that broke servers before: the first and last supported
/// days and the days next to them (a search stepped past 9999-12-31 killed the server), counts at
/// the integer edges (`days=-9223372036854775808` trapped in `abs`), years 0, 1, 9999 and 10000,
/// and around them unknown and misspelled parameters, many arguments, long values, encoded
/// slashes and NULs, other methods, conditional and streaming headers, and framing a strict
/// server refuses.
struct ServerRequests {
  var random: SplitMix

  mutating func next() -> ServerRequest {
    let (path, query) = route()
    var items = query
    // Now and then a parameter the path does not read, misspelled, repeated, or very many.
    switch random.int(0...99) {
    case 0...5: items.append((random.pick(["asume", "firstweekday", "x", "v", "_", "Today", "date "]), "1"))
    case 6...7: items += items
    case 8: items += (0..<random.int(60...300)).map { ("a\($0)", "1") }
    case 9: items.append(("locale", "zh_CN@" + String(repeating: "a", count: random.int(500...3_000))))
    default: break
    }
    var target = encodePath(path)
    if !items.isEmpty {
      target += "?" + items.map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&")
    }
    if random.chance(0.03) { target = junkTarget(target) }
    let method =
      random.chance(0.85) ? "GET" : random.chance(0.8) ? "HEAD" : random.pick(["POST", "OPTIONS", "PUT", "BREW"])
    var headers: [(String, String)] = []
    if random.chance(0.12) { headers.append(("Accept", "application/x-ndjson")) }
    if random.chance(0.1) {
      headers.append(("If-None-Match", random.pick(["*", "\"0\"", "W/\"1\"", "\"a\", \"b\"", "", "W/", "W/\"", "\"x-gzip\""])))
    }
    if random.chance(0.2) {
      headers.append(
        ("Accept-Encoding", random.pick(["gzip", "br", "gzip, deflate, br", "*;q=0", "gzip;q=abc", "br;q=0, gzip", "identity", ";;,"])))
    }
    if method == "OPTIONS" || random.chance(0.03) {
      // A browser's preflight, sometimes with odd or huge header lists.
      headers.append(("Origin", random.pick(["https://app.example", "null", ""])))
      headers.append(("Access-Control-Request-Method", random.pick(["GET", "DELETE", ""])))
      headers.append(
        ("Access-Control-Request-Headers", random.pick(["if-none-match", "x-a, x-b", String(repeating: "x,", count: 800), "\u{7}"])))
    }
    if random.chance(0.03) {
      headers += random.pick([
        [("Content-Length", "0"), ("Content-Length", "5")], [("Content-Length", "5"), ("Transfer-Encoding", "chunked")],
        [("Transfer-Encoding", "gzip")], [("Content-Length", "abc")], [("Content-Length", "99999999999999999999")],
      ])
    }
    return ServerRequest(method: method, target: target, headers: headers)
  }

  // MARK: - Routes

  private mutating func route() -> (String, [(String, String)]) {
    var query: [(String, String)] = []
    func maybe(_ name: String, _ value: @autoclosure () -> String, _ p: Double = 0.3) {
      if random.chance(p) { query.append((name, value())) }
    }
    let path: String
    switch random.int(0...26) {
    case 0: path = "/healthz"
    case 1, 2:
      path = "/v1/days/" + (random.chance(0.25) ? time() : date())
      maybe("calendar", random.pick(["chinese", "korean", "vietnamese", "dangi", "hebrew"]))
      maybe("region", region())
      maybe("names", random.pick(["zh-Hans", "zh-Hant", "en", "fr"]))
      maybe("lateZi", random.pick(["nextDay", "sameDay", "noon"]))
    case 3:
      path = "/v1/days"
      query = [("from", date()), ("to", date())]
      maybe("calendar", random.pick(["chinese", "korean"]))
    case 4:
      path = "/v1/months/" + yearMonth()
      maybe("locale", random.pick(["zh_CN", "en_US", "ko_KR", "xx", "zh_TW"]))
      maybe("firstWeekday", random.pick(["monday", "sunday", "funday"]))
      maybe("calendar", random.pick(["chinese", "korean", "vietnamese"]))
    case 5:
      path = "/v1/holidays/" + year()
      maybe("assume", random.pick(["law", "weekends", "lawful"]))
      maybe("region", region())
    case 6:
      path = "/v1/workdays"
      query = [("from", date()), ("to", date())]
      maybe("assume", random.pick(["law", "weekends"]), 0.5)
    case 7, 8:
      path = "/v1/workdays/add"
      query = [("date", date()), ("days", count())]
      maybe("assume", random.pick(["law", "weekends"]), 0.5)
    case 9:
      path = "/v1/lunar/" + date()
      maybe("calendar", random.pick(["chinese", "korean", "vietnamese"]))
    case 10:
      path = "/v1/solar/" + lunarDate()
      maybe("calendar", random.pick(["chinese", "korean", "vietnamese"]))
    case 11:
      path = "/v1/next/" + random.pick(["中秋", "清明", "冬至", "春节", "mid-autumn", "除夕", "xmas", "立春"])
      maybe("after", date(), 0.7)
    case 12:
      path = "/v1/trading-days"
      query = [("from", date()), ("to", date())]
      maybe("market", random.pick(["XSHG", "XHKG", "hkex", "NORTHBOUND", "NYSE", ""]))
    case 13: path = "/v1/sources"
    case 14:
      path = random.pick([
        "/holidays/\(region()).ics", "/holidays/\(region()).json", "/holidays/CN/\(year()).ics",
        "/holidays/CN/\(year()).json", "/holidays/HK/\(year()).holiday-cn.json", "/days/\(year()).ics",
        "/html/CN/\(year()).html", "/index.json", "/holidays/CN/0\(year()).ics", "/holidays/CN/+2026.ics",
      ])
    case 15, 16: path = "/api/holiday/info/" + date()
    case 17:
      path = "/api/holiday/batch"
      query = (0..<random.int(0...60)).map { _ in ("d", date()) }
      maybe("type", "Y")
    case 18:
      path = "/api/holiday/year/" + (random.chance(0.5) ? year() : yearMonth())
      maybe("type", random.pick(["Y", "N", "y", "maybe"]))
      maybe("week", "Y")
      maybe("assume", random.pick(["law", "weekends"]))
    case 19, 20:
      path = "/api/holiday/next/" + date()
      maybe("type", "Y")
      maybe("week", "Y")
      maybe("assume", random.pick(["law", "weekends"]))
    case 21:
      path = random.pick(["/api/holiday/workday/next/", "/api/holiday/tts", "/api/holiday/tts/next", "/api/holiday/tts/tomorrow"])
        + (random.chance(0.5) ? date() : "")
      maybe("assume", random.pick(["law", "weekends"]))
    case 23:
      path = "/v1/check/" + random.pick(["workday", "holiday", "weekend", "makeup-day", "trading-day", "nope"])
      maybe("date", date(), 0.8)
      maybe("assume", random.pick(["law", "weekends"]))
      maybe("market", random.pick(["XSHG", "XHKG", "NORTHBOUND", "NYSE"]))
      maybe("pattern", random.pick(["big-small:2026-01-05..2026-12-31", "on-off:4-2:0001-01-01..0010-12-31", "x"]))
    case 24:
      path = "/v1/schedule"
      query = [(
        "expression",
        random.pick([
          "0 9 * * * workday", "*/5 * * * * last trading-day XHKG", "0 0 31 2 *", "* * * * * 23rd trading-day",
          "0 9 * * * workday before holiday", "@hourly not workday", "61 * * * *", "x",
        ])
      )]
      maybe("next", count())
      maybe("from", random.chance(0.5) ? date() : date() + "T" + random.pick(["09:00", "23:59", "24:00"]))
      maybe("zone", random.pick(["UTC", "Asia/Shanghai", "America/New_York", "Mars/Base"]))
      maybe("policy", random.pick(["hold", "provisional", "stop"]))
    case 25:
      path = "/v1/plan-leave/" + year()
      query = [("days", random.pick(["1", "5", "30", "0", "99999999999999999999"]))]
      maybe("top", random.pick(["1", "20", "21"]))
      maybe("from", date())
      maybe("to", date())
    case 26:
      path = "/v1/rrule"
      query = [
        ("rule", random.pick([
          "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD", "FREQ=LUNAR_YEARLY",
          "RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=10000", "RSCALE=DANGI;FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=30",
          "FREQ=YEARLY", ";;",
        ])),
        ("start", date()),
      ]
      maybe("from", date())
      maybe("to", date())
    default:
      path = random.pick(["/", "/v1", "/v2/days/2026-01-01", "/api", "/api/holiday", "/api/holiday/tts", "/favicon.ico"])
    }
    maybe("today", date(), 0.15)
    return (path, query)
  }

  // MARK: - Values

  /// Dates weighted to the ends of the calendar.
  private mutating func date() -> String {
    switch random.int(0...99) {
    case 0...29:
      return random.pick([
        "0001-01-01", "0001-01-02", "0001-01-07", "9999-12-31", "9999-12-30", "9999-12-25", "9999-12-01",
        "9998-12-31", "0002-01-01",
      ])
    case 30...64: return iso(random.int(1900...2100), random.int(1...12), random.int(1...28))
    case 65...84: return iso(random.int(1...9999), random.int(1...12), random.int(1...28))
    default:
      return random.pick([
        "0000-12-31", "10000-01-01", "2026-02-30", "2026-13-01", "2026-2-3", "9999-12-32", "-0001-01-01",
        "2026-12-5", "", "today", "２０２６-０１-０１", "2026-01-01%00", "99999999-01-01",
      ])
    }
  }

  private mutating func time() -> String {
    random.pick([
      "9999-12-31T23:59", "0001-01-01T00:00+14:00", "2026-02-04T04:30", "3000-12-31T23:59Z", "0999-12-31T23:59",
      "2026-02-04T24:00", "\(date())T12:00", "\(date())T23:30-12:00",
    ])
  }

  /// Counts at the integer edges and around the route's own limit.
  private mutating func count() -> String {
    random.pick([
      "-9223372036854775808", "9223372036854775807", "-9223372036854775809", "9223372036854775808", "0", "1", "-1",
      "100000", "-100000", "100001", "-100001", String(random.int(-5_000...5_000)), "1e3", "+5", "", "0x10",
      "99999999999999999999999",
    ])
  }

  private mutating func year() -> String {
    random.pick(["0", "1", "9999", "10000", "-1", "0001", "2026", "2027", String(random.int(1...9999)), "99999", "abc"])
  }

  private mutating func yearMonth() -> String {
    random.pick([
      "9999-12", "0001-01", "2026-02", "0000-12", "10000-01", "2026-13", "2026-1", "\(year())-\(random.pick(["01", "12"]))",
    ])
  }

  private mutating func lunarDate() -> String {
    random.pick([
      "9999-12-30", "9999-L12-30", "0001-01-01", "0000-12-30", "2025-L06-01", "2026-01-30", "10000-01-01",
      "\(year())-12-29", "2026-00-01", "2026-L13-01",
    ])
  }

  private mutating func region() -> String {
    random.pick([
      "CN", "HK", "TW", "KR", "VN", "MO", "SG", "MY", "MY-01", "MY-02", "MY-13", "cn", "XX", "JP", "", "MY-99", "MY-",
      "my-10x",
    ])
  }

  private func iso(_ year: Int, _ month: Int, _ day: Int) -> String {
    String(format: "%04d-%02d-%02d", year, month, day)
  }

  // MARK: - Encoding

  /// Percent-encodes a path (its slashes kept).
  private func encodePath(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { encode(String($0)) }.joined(separator: "/")
  }

  private func encode(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "+"), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "%"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default: result += String(format: "%%%02X", byte)
      }
    }
    return result
  }

  /// The target bent the ways proxies and scanners bend them.
  private mutating func junkTarget(_ target: String) -> String {
    switch random.int(0...5) {
    case 0: return target.replacingOccurrences(of: "/", with: "%2F")
    case 1: return "/" + target
    case 2: return target + "%00"
    case 3: return target.replacingOccurrences(of: "/v1", with: "/v1/..")
    case 4: return target + String(repeating: "%ff", count: random.int(1...40))
    default: return "*"
    }
  }
}
